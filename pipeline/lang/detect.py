"""The language of a version: from its file name, else from its text.

Detection combines the script of the text (Devanagari, Arabic, Cyrillic, Latin) with
langdetect (fixed seed, so the same text always gives the same answer). The supported
languages of the text's script are the candidates; langdetect's answer picks among them
through each language's ``detect_as`` code. Languages that langdetect cannot tell apart
(it has no Malay profile and answers "id" for Malay and Indonesian) are told apart by
marker words (``<code>/markers.yml``).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pipeline.lang import scripts
from pipeline.lang.data import shared_table
from pipeline.lang.language import Language, is_supported, language, languages_of_script, resolve

WORD = re.compile(r"\w+", re.UNICODE)
SURE_NEIGHBOUR = 0.9  # langdetect this sure of a confusable unsupported language wins
UNSURE = 0.75


@dataclass
class LanguageGuess:
    lang: str  # language code; may be a language reconcile does not support
    confidence: float  # 0..1
    source: str  # "filename" or "detected"
    note: str = ""  # why, in a phrase, when not obvious

    @property
    def unsure(self) -> bool:
        return self.confidence < UNSURE


def language_from_filename(filename: str) -> str | None:
    """The language a file's name carries: its stem is, or ends with, a language code
    (``tr.txt``, ``kimi-k3.hi.txt``, ``story_ru.md``) or the name of a supported language in
    any supported language (``turkish.txt``, ``türkçe.txt``, ``kimi-k3.русский.md``,
    ``arabic.md``; ``language_names.yml``). None when it carries none (``notes.txt``)."""
    stem = unicodedata.normalize("NFC", Path(filename).stem).lower()
    candidate = re.split(r"[._\-\s]", stem)[-1]
    if _is_language_code(candidate):
        return candidate
    return language_named(candidate)


def language_named(word: str) -> str | None:
    """The supported language ``word`` names (``Türkçe``, ``turkce``, ``Русский``), else None."""
    return _language_name_index().get(fold_name(word))


def language_given(text: str) -> str | None:
    """The supported language a person names, by code (``en``, ``en-GB``, ``eng``) or by name in
    any supported language (``English``, ``Türkçe``, ``русский``), else None."""
    return resolve(text) or language_named(text.strip())


def fold_name(word: str) -> str:
    """A language name as file names write it: casefolded, NFC; a Latin one also without
    accents and with dotless ı as i (``TÜRKÇE``, ``Türkçe`` and ``turkce`` are one name)."""
    folded = unicodedata.normalize("NFC", word.casefold())
    bare = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    bare = bare.replace("\N{LATIN SMALL LETTER DOTLESS I}", "i")
    return bare if bare.isascii() else folded


@lru_cache(maxsize=1)
def _language_name_index() -> dict[str, str]:
    """Folded language name -> supported code, from the CLDR names of ``language_names.yml``."""
    index = {}
    for name, code in (shared_table("language_names") or {}).items():
        resolved = resolve(str(code))
        if resolved:
            index[fold_name(str(name))] = resolved
    return index


def _is_language_code(code: str) -> bool:
    """Two letters only: three-letter stems ("may", "ind") are words more often than codes."""
    if len(code) != 2 or not code.isalpha():
        return False
    if is_supported(code):
        return True
    from babel import Locale, UnknownLocaleError

    try:
        Locale.parse(code)
    except (UnknownLocaleError, ValueError):
        return False
    return True


def detect_language_probs(text: str) -> dict[str, float]:
    """langdetect's probabilities, deterministic (fixed seed)."""
    from langdetect import DetectorFactory, detect_langs
    from langdetect.lang_detect_exception import LangDetectException

    DetectorFactory.seed = 0
    try:
        return {g.lang: g.prob for g in detect_langs(text[:20000])}
    except LangDetectException:
        return {}


def detect_language(text: str) -> LanguageGuess:
    script = scripts.dominant_script(text)
    probs = detect_language_probs(text)
    candidates = languages_of_script(script) if script else []
    if not candidates:
        if script == "Latin":
            best = max(probs, key=probs.get) if probs else "und"
            return LanguageGuess(best, probs.get(best, 0.0), "detected")
        return LanguageGuess(script.lower() if script else "und", 0.0, "detected", f"text is in {script or 'no known'} script")
    if len(candidates) == 1 and script != "Latin":
        return _only_language_of_script(candidates[0], probs)
    return _among_candidates(text, candidates, probs)


def _only_language_of_script(spec: Language, probs: dict[str, float]) -> LanguageGuess:
    """The script alone is strong evidence; a confusable neighbour that langdetect is sure of wins."""
    for other in spec.confusable:
        if probs.get(other, 0.0) >= SURE_NEIGHBOUR:
            return LanguageGuess(other, probs[other], "detected", f"{spec.script.name} text, but langdetect says {other}")
    return LanguageGuess(spec.code, max(probs.get(spec.detect_as, 0.0), 0.9), "detected")


def _among_candidates(text: str, candidates: list[Language], probs: dict[str, float]) -> LanguageGuess:
    """Several supported languages share the script: langdetect picks, markers split ties."""
    by_answer: dict[str, list[Language]] = {}
    for spec in candidates:
        by_answer.setdefault(spec.detect_as, []).append(spec)
    best = max(probs, key=probs.get) if probs else "und"
    group = by_answer.get(best)
    if group is None:  # langdetect names another language, but gives some weight to ours
        answer = max(by_answer, key=lambda a: probs.get(a, 0.0))
        if probs.get(answer, 0.0) <= 0.2:
            return LanguageGuess(best, probs.get(best, 0.0), "detected")
        group = by_answer[answer]
    probability = sum(probs.get(a, 0.0) for a in {s.detect_as for s in group} | {s.code for s in group})
    if len(group) == 1:
        return LanguageGuess(group[0].code, probability, "detected")
    return by_markers(text, group, probability)


def by_markers(text: str, group: list[Language], langdetect_prob: float = 1.0) -> LanguageGuess:
    """The language of ``group`` whose marker words the text uses most (ties: the first listed)."""
    words = [w.lower() for w in WORD.findall(text)]
    hits = {spec.code: sum(1 for w in words if w in spec.markers) for spec in group}
    total = sum(hits.values())
    names = "/".join(spec.name for spec in group)
    if total == 0:
        first = group[0]
        return LanguageGuess(first.code, 0.5 * langdetect_prob, "detected",
                             f"{names}: no marker words; chose {first.name}")
    winner = max(group, key=lambda spec: hits[spec.code])  # max keeps the first of equals
    share = hits[winner.code] / total
    # few markers are weak evidence even when they all agree
    confidence = share * min(1.0, total / 5) * max(langdetect_prob, 0.5)
    note = f"{names} markers " + ":".join(str(hits[spec.code]) for spec in group)
    return LanguageGuess(winner.code, round(confidence, 3), "detected", note)


def malay_or_indonesian(text: str, langdetect_prob: float = 1.0) -> LanguageGuess:
    """For a text known to be Malay or Indonesian (which langdetect cannot tell apart)."""
    return by_markers(text, [language("ms"), language("id")], langdetect_prob)
