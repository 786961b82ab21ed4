"""``reconcile aliases suggest ARTICLE``: new spellings found in an article, as registry YAML.

Only what an editor can paste as it is: a person seen in at least two versions, each spelling a
full name (not a one-word mention) that no name row of the article flags, with at least two such
versions (the versions agreeing on who it is). Everything less sure is printed as YAML comments
for the editor to judge: a person seen in one version only, and the spellings a row flags (a
misspelling registered as a spelling would hide the slip it is). People the registry already
knows get an entry with their id and only the spellings it lacks (to be merged by hand); new
people get a proposed id derived from their display name.
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

FULL_SYSTEMS_EXCLUDED = ("short", "garbled", "aligned")  # one-word mentions and misspellings
NAME_KINDS = ("name_variant", "name_mismatch")
MIN_VERSIONS = 2


def suggest_aliases(
    versions: list[Version],
    registry: Optional[Registry] = None,
    alignment: Optional[list[dict[str, list[int]]]] = None,
) -> str:
    """YAML text in the registry's format with the spellings ``registry`` does not have yet; the
    uncertain ones as comments."""
    from pipeline.names.find import find_persons

    registry = registry or Registry()
    persons, discrepancies = find_persons(versions, alignment, registry)
    flagged = flagged_spellings(discrepancies)
    sure, unsure = [], []
    for person in persons:
        entry, doubts = suggestion_for(person, registry, flagged)
        if entry:
            sure.append(entry)
        if doubts:
            unsure.append((person, doubts))
    entries = distinct_ids(sure, registry)
    article = versions[0].article if versions else ""
    header = (
        f"# Spellings found in article {article!r} that aliases/ does not list yet.\n"
        "# Review each entry; for an existing id, add the spellings to that person's entry.\n"
        "# Listed: people two versions or more name by spellings no name row flags. Commented out\n"
        "# below: what to check first (one version only, or a spelling a row flags).\n"
    )
    body = yaml.safe_dump({"people": entries}, allow_unicode=True, sort_keys=False, width=120) if entries \
        else "people: []\n"
    return header + body + commented(unsure)


def flagged_spellings(discrepancies) -> set[tuple[str, str]]:
    """(language, spelling) of every spelling a name row flags."""
    return {(d.lang, normalize_spelling(d.found)) for d in discrepancies if d.kind in NAME_KINDS}


def suggestion_for(person: Person, registry: Registry, flagged: set[tuple[str, str]]
                   ) -> tuple[Optional[dict], list[str]]:
    """(the entry to list, or None; the lines to comment out)."""
    known = _registry_person(person, registry)
    known_forms = {normalize_spelling(s) for ss in known.spellings.values() for s in ss} if known else set()
    spellings: dict[str, list[str]] = defaultdict(list)
    doubts: list[str] = []
    for m in sorted(person.mentions, key=lambda m: (m.lang, m.line, m.start)):
        spelling = m.mention.base
        form = normalize_spelling(spelling)
        if m.in_registry or form in known_forms or registry.lookup(spelling):
            continue
        if m.mention.system in FULL_SYSTEMS_EXCLUDED or len(spelling.split()) < 2:
            continue  # a one-word mention or a misspelling is no spelling to register
        if (m.lang, form) in flagged or (m.lang, normalize_spelling(m.mention.surface)) in flagged:
            line = f"{m.lang}: {spelling}  (flagged by a name row, line {m.line})"
            if line not in doubts:
                doubts.append(line)
            continue
        if all(normalize_spelling(s) != form for s in spellings[m.lang]):
            spellings[m.lang].append(spelling)
    spellings = {lang: ss for lang, ss in sorted(spellings.items()) if ss}
    if not spellings:
        return None, doubts
    entry = {"id": known.id if known else (slug(person.canonical) or person.person_id), "name":
             known.name if known else person.canonical, "spellings": spellings}
    if len(spellings) < MIN_VERSIONS and not known:
        doubts = [f"{lang}: {s}  (found in this version only)" for lang, ss in spellings.items() for s in ss] + doubts
        return None, doubts
    return entry, doubts


def commented(unsure: list[tuple[Person, list[str]]]) -> str:
    """The uncertain spellings as YAML comments, one block per person."""
    if not unsure:
        return ""
    lines = ["", "# To check before adding:"]
    for person, doubts in unsure:
        lines.append(f"#   {person.canonical}:")
        lines += [f"#     {d}" for d in doubts]
    return "\n".join(lines) + "\n"


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
