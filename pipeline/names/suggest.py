"""``reconcile aliases suggest ARTICLE``: new spellings found in an article, as registry YAML.

People the registry already knows get an entry with their id and only the spellings it lacks
(to be merged by hand); new people get a proposed id derived from their display name.
"""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from typing import Optional

import yaml
from anyascii import anyascii

from pipeline.model import Person, Version
from pipeline.names.registry import Registry, normalize_spelling


def suggest_aliases(
    versions: list[Version],
    registry: Optional[Registry] = None,
    alignment: Optional[list[dict[str, list[int]]]] = None,
) -> str:
    """YAML text in the registry's format with the spellings ``registry`` does not have yet."""
    from pipeline.names.find import find_persons

    registry = registry or Registry()
    persons, _ = find_persons(versions, alignment, registry)
    entries = distinct_ids([e for e in (suggestion_for(p, registry) for p in persons) if e], registry)
    article = versions[0].article if versions else ""
    header = (
        f"# Spellings found in article {article!r} that aliases/ does not list yet.\n"
        "# Review each entry; for an existing id, add the spellings to that person's entry.\n"
    )
    if not entries:
        return header + "people: []\n"
    return header + yaml.safe_dump({"people": entries}, allow_unicode=True, sort_keys=False, width=120)


def suggestion_for(person: Person, registry: Registry) -> Optional[dict]:
    known = _registry_person(person, registry)
    known_forms = set()
    if known:
        known_forms = {normalize_spelling(s) for ss in known.spellings.values() for s in ss}
    spellings: dict[str, list[str]] = defaultdict(list)
    for m in sorted(person.mentions, key=lambda m: (m.lang, m.line, m.start)):
        spelling = m.mention.base
        form = normalize_spelling(spelling)
        if m.in_registry or form in known_forms or registry.lookup(spelling):
            continue
        if m.mention.system == "garbled":
            continue  # a misspelling (pipeline.names.garbled) is not a spelling to register
        if all(normalize_spelling(s) != form for s in spellings[m.lang]):
            spellings[m.lang].append(spelling)
    spellings = {lang: ss for lang, ss in sorted(spellings.items()) if ss}
    if not spellings:
        return None
    if known:
        return {"id": known.id, "name": known.name, "spellings": spellings}
    return {"id": slug(person.canonical) or person.person_id, "name": person.canonical, "spellings": spellings}


def distinct_ids(entries: list[dict], registry: Registry) -> list[dict]:
    """New people whose proposed id is taken get -2, -3, ... (existing people keep theirs)."""
    taken = {p.id for p in registry.people}
    for entry in entries:
        if registry.by_id(entry["id"]) is not None and entry["name"] == registry.by_id(entry["id"]).name:
            continue
        base, n = entry["id"], 2
        while entry["id"] in taken:
            entry["id"], n = f"{base}-{n}", n + 1
        taken.add(entry["id"])
    return entries


def _registry_person(person: Person, registry: Registry):
    for m in person.mentions:
        if m.in_registry:
            hit = registry.lookup(m.mention.base) or registry.lookup(m.mention.surface)
            if hit:
                return hit
    return None


def slug(name: str) -> str:
    """A registry id from a display name: 'Hsu Wei-Hsin' -> 'hsu-wei-hsin'."""
    ascii_name = anyascii(unicodedata.normalize("NFC", name)).lower()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")
