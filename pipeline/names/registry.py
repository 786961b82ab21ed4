"""The people registry kept by editors in ``aliases/``.

Every ``*.yml`` / ``*.yaml`` file in the folder holds people (see ``aliases/README.md``)::

    people:
      - id: li-mingzhe            # unique, lowercase letters, digits and hyphens
        name: Li Mingzhe          # display name used as ``canonical``
        note: optional free text
        spellings:
          tr: [Li Mingzhe]
          ru: [Ли Минчжэ]

Files ending in ``.sample`` (and anything that is not YAML) are ignored, so the folder can
ship a documented example. A missing or empty folder is an empty registry. Every problem
is reported with the file and the entry, and all problems are raised together.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

import yaml
from babel import localedata

ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
LANG_PATTERN = re.compile(r"^[a-z]{2,3}$")
ENTRY_KEYS = {"id", "name", "note", "spellings"}


class RegistryError(ValueError):
    """The registry cannot be used; ``problems`` lists every reason, each naming file and entry."""

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        super().__init__("invalid aliases registry:\n  " + "\n  ".join(self.problems))


@dataclass
class RegistryPerson:
    id: str
    name: str
    spellings: dict[str, list[str]] = field(default_factory=dict)
    note: str = ""
    source: str = ""  # file the entry came from


@dataclass
class Registry:
    people: list[RegistryPerson] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.people)

    def __bool__(self) -> bool:  # an empty registry is still a registry, but falsy
        return bool(self.people)

    def by_id(self, person_id: str) -> Optional[RegistryPerson]:
        return next((p for p in self.people if p.id == person_id), None)

    def spellings_for(self, lang: str) -> list[tuple[str, RegistryPerson]]:
        """(spelling, person) pairs to search in a version of ``lang``.

        Spellings of every language are searched, since a Latin spelling listed under one
        language often occurs verbatim in another Latin-script version.
        """
        own = [(s, p) for p in self.people for s in p.spellings.get(lang, [])]
        others = [(s, p) for p in self.people for code, ss in p.spellings.items() if code != lang for s in ss]
        return own + others

    def lookup(self, spelling: str) -> Optional[RegistryPerson]:
        """The person who claims ``spelling`` (compared case- and spacing-insensitively)."""
        wanted = normalize_spelling(spelling)
        for person in self.people:
            for spellings in person.spellings.values():
                if any(normalize_spelling(s) == wanted for s in spellings):
                    return person
        return None


def normalize_spelling(text: str) -> str:
    """NFC, casefolded, hyphens as spaces, single spaces: what counts as 'the same spelling'."""
    text = unicodedata.normalize("NFC", text).casefold().replace("-", " ")
    return " ".join(text.split())


def is_known_language(code: str) -> bool:
    return bool(LANG_PATTERN.match(code)) and localedata.exists(code)


def registry_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    files = [p for p in folder.rglob("*") if p.is_file() and p.suffix in (".yml", ".yaml")]
    return sorted(files)


def load_registry(folder: str | Path | None) -> Registry:
    """Load and validate every registry file under ``folder``; raise ``RegistryError``."""
    if folder is None:
        return Registry()
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise RegistryError([f"{folder}: not a folder"])
    problems: list[str] = []
    people: list[RegistryPerson] = []
    for path in registry_files(folder):
        people.extend(read_registry_file(path, problems))
    problems.extend(cross_entry_problems(people))
    if problems:
        raise RegistryError(problems)
    return Registry(people)


def read_registry_file(path: Path, problems: list[str]) -> list[RegistryPerson]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        problems.append(f"{path}: not UTF-8 ({exc.reason})")
        return []
    except yaml.YAMLError as exc:
        where = getattr(exc, "problem_mark", None)
        line = f" line {where.line + 1}" if where is not None else ""
        problems.append(f"{path}:{line} malformed YAML: {getattr(exc, 'problem', None) or exc}")
        return []
    if data is None:
        return []
    entries = data.get("people") if isinstance(data, dict) else data
    if isinstance(data, dict) and set(data) - {"people"}:
        problems.append(f"{path}: unknown top-level keys {sorted(set(data) - {'people'})} (expected 'people')")
    if entries is None:
        return []
    if not isinstance(entries, list):
        problems.append(f"{path}: 'people' must be a list of entries")
        return []
    people = []
    for number, entry in enumerate(entries, 1):
        person = parse_entry(entry, f"{path}: entry {number}", problems)
        if person is not None:
            person.source = str(path)
            people.append(person)
    return people


def parse_entry(entry: object, where: str, problems: list[str]) -> Optional[RegistryPerson]:
    if not isinstance(entry, dict):
        problems.append(f"{where}: an entry must be a mapping with id, name and spellings")
        return None
    pid = entry.get("id")
    if isinstance(pid, str):
        where = f"{where} (id {pid!r})"
    start = len(problems)
    unknown = set(entry) - ENTRY_KEYS
    if unknown:
        problems.append(f"{where}: unknown keys {sorted(map(str, unknown))}")
    if not isinstance(pid, str) or not ID_PATTERN.match(pid):
        problems.append(f"{where}: 'id' must be lowercase letters, digits and hyphens (got {pid!r})")
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.append(f"{where}: 'name' must be a non-empty string")
    note = entry.get("note") or ""
    if not isinstance(note, str):
        problems.append(f"{where}: 'note' must be text")
    spellings = parse_spellings(entry.get("spellings"), where, problems)
    if len(problems) > start:
        return None
    return RegistryPerson(id=pid, name=unicodedata.normalize("NFC", name.strip()), spellings=spellings, note=note)


def parse_spellings(raw: object, where: str, problems: list[str]) -> dict[str, list[str]]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        problems.append(f"{where}: 'spellings' must map language codes to lists of spellings")
        return {}
    spellings: dict[str, list[str]] = {}
    for code, values in raw.items():
        code = str(code)
        if not is_known_language(code):
            problems.append(f"{where}: unknown language code {code!r} (use ISO 639 codes such as tr, ru, hi)")
            continue
        if isinstance(values, str):
            values = [values]
        if not isinstance(values, list) or not all(isinstance(v, str) and v.strip() for v in values):
            problems.append(f"{where}: spellings for {code!r} must be a list of non-empty strings")
            continue
        cleaned = [" ".join(unicodedata.normalize("NFC", v).split()) for v in values]
        spellings[code] = list(dict.fromkeys(cleaned))
    return spellings


def cross_entry_problems(people: Iterable[RegistryPerson]) -> list[str]:
    """Duplicate ids and spellings claimed by two different people."""
    problems = []
    seen_ids: dict[str, RegistryPerson] = {}
    claims: dict[str, RegistryPerson] = {}
    for person in people:
        if person.id in seen_ids:
            problems.append(
                f"{person.source}: duplicate id {person.id!r} (also in {seen_ids[person.id].source})"
            )
        else:
            seen_ids[person.id] = person
        for code, values in person.spellings.items():
            for value in values:
                key = normalize_spelling(value)
                owner = claims.setdefault(key, person)
                if owner is not person and owner.id != person.id:
                    problems.append(
                        f"{person.source}: id {person.id!r}: spelling {value!r} ({code}) is already claimed "
                        f"by {owner.id!r} in {owner.source}"
                    )
    return problems
