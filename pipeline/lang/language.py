"""``Language`` and ``Script``: what one language (or writing system) is, loaded once.

``language("tr")`` returns the cached Turkish ``Language``; ``supported()`` lists the codes of
``languages.yml``. Only what every stage needs is resolved here (name, script, casing, codes,
encodings); the bigger tables (numbers, units, dates, name cues, detection markers) are read
on first use through ``Language.table``, so a run over Turkish and Malay never reads Hindi.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Optional

from pipeline.lang.data import LanguageDataError, flag, language_table, shared_table, words


MESSAGE_LOCALE = "en"  # reports speak to editors in English (CLDR locale for currency names)


class UnknownLanguage(KeyError):
    """A code that is not a row of languages.yml (nor one of its aliases)."""


@dataclass(frozen=True)
class Script:
    name: str
    direction: str = "ltr"
    has_case: bool = False
    capitalizes_names: bool = False
    lossy_for_names: bool = True
    romanizer: str = "anyascii"

    @property
    def rtl(self) -> bool:
        return self.direction == "rtl"


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    script: Script
    casing: str = ""  # "turkic" or "" (Unicode casing)
    legacy_encoding: Optional[str] = None
    letters: frozenset = frozenset()  # non-ASCII letters expected in a legacy-decoded text
    detect_as: str = ""
    confusable: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    numbers_from: str = ""
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def direction(self) -> str:
        return self.script.direction

    def lower(self, text: str) -> str:
        """Lowercase as the language does, keeping the length (one character for one)."""
        return lower_keeping_length(text, turkic=self.casing == "turkic")

    def table(self, name: str) -> Any:
        """``pipeline/lang/<code>/<name>.yml`` (``numbers``, ``units``, ``dates``, ``cldr``,
        ``names``, ``markers``); empty when the language has no such table."""
        return language_table(self.code, name)

    @property
    def markers(self) -> frozenset:
        """Words that tell this language from a close neighbour (Malay vs Indonesian)."""
        if "markers" not in self._cache:
            self._cache["markers"] = frozenset(self.lower(w) for w in words(self.table("markers").get("markers")))
        return self._cache["markers"]


def lower_keeping_length(text: str, turkic: bool = False) -> str:
    """Lowercase one character for one, so offsets survive; Turkic casing maps I to dotless ı."""
    if turkic:
        text = text.replace("I", "\N{LATIN SMALL LETTER DOTLESS I}")
    text = text.replace("\N{LATIN CAPITAL LETTER I WITH DOT ABOVE}", "i")
    lowered = text.lower()
    if len(lowered) != len(text):  # a rare letter whose lowercase is longer: keep it as is
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return lowered


def _language_rows() -> dict:
    rows = shared_table("languages")
    if not isinstance(rows, dict) or not rows:
        raise LanguageDataError("pipeline/lang/languages.yml: expected one row per language code")
    return rows


@lru_cache(maxsize=None)
def script(name: str) -> Script:
    """Facts of a writing system; an unlisted one gets the defaults of ``Other``."""
    rows = shared_table("scripts")
    row = rows.get(name) or rows.get("Other") or {}
    return Script(name=name, direction=row.get("direction", "ltr"), has_case=flag(row.get("has_case")),
                  capitalizes_names=flag(row.get("capitalizes_names")),
                  lossy_for_names=flag(row.get("lossy_for_names", "true")),
                  romanizer=row.get("romanizer", "anyascii"))


@lru_cache(maxsize=None)
def supported() -> tuple[str, ...]:
    """Codes of the languages reconcile reads, in the order of languages.yml."""
    return tuple(_language_rows())


@lru_cache(maxsize=None)
def _alias_index() -> dict[str, str]:
    index = {}
    for code, row in _language_rows().items():
        for alias in words(row.get("aliases")):
            index[alias] = code
    return index


def resolve(code: str) -> Optional[str]:
    """The supported code for ``code`` (``TR``, ``tr-TR``, ``tur`` -> ``tr``), else None."""
    base = (code or "").strip().lower().replace("_", "-").split("-")[0]
    if base in _language_rows():
        return base
    return _alias_index().get(base)


def is_supported(code: str) -> bool:
    return resolve(code) is not None


@lru_cache(maxsize=None)
def language(code: str) -> Language:
    """The ``Language`` for a supported code (or one of its aliases); raises UnknownLanguage."""
    resolved = resolve(code)
    if resolved is None:
        raise UnknownLanguage(code)
    row = _language_rows()[resolved]
    return Language(
        code=resolved,
        name=row.get("name", resolved),
        script=script(row.get("script", "Latin")),
        casing=row.get("casing", ""),
        legacy_encoding=row.get("legacy_encoding") or None,
        letters=frozenset(row.get("letters", "")),
        detect_as=row.get("detect_as", resolved),
        confusable=tuple(words(row.get("confusable"))),
        aliases=tuple(words(row.get("aliases"))),
        numbers_from=row.get("numbers_from", ""),
    )


def name_of(code: str) -> str:
    """English name of a language for messages; the code itself when it is not supported."""
    return language(code).name if is_supported(code) else code


def languages_of_script(script_name: str) -> list[Language]:
    return [language(code) for code in supported() if language(code).script.name == script_name]
