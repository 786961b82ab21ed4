"""The language of a version: from its file name, else from its text.

Detection combines the script of the text (Devanagari, Arabic, Cyrillic, Latin) with
langdetect (fixed seed, so the same text always gives the same answer). langdetect has no
Malay profile and calls Malay "id"; Malay and Indonesian are told apart by marker words
(``ms/markers.yml``, ``id/markers.yml``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from pipeline.lang import scripts

HERE = Path(__file__).parent
WORD = re.compile(r"\w+", re.UNICODE)


@dataclass
class LanguageGuess:
    lang: str  # language code; may be a language reconcile does not support
    confidence: float  # 0..1
    source: str  # "filename" or "detected"
    note: str = ""  # why, in a phrase, when not obvious

    @property
    def unsure(self) -> bool:
        return self.confidence < 0.75


@lru_cache(maxsize=None)
def supported_languages() -> dict:
    return yaml.safe_load((HERE / "languages.yml").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def markers(lang: str) -> frozenset:
    data = yaml.safe_load((HERE / lang / "markers.yml").read_text(encoding="utf-8"))
    return frozenset(data["markers"])


def language_from_filename(filename: str) -> str | None:
    """``tr.txt``, ``kimi-k3.hi.txt``, ``story_ru.md`` -> the code; None when the stem carries none."""
    stem = Path(filename).stem.lower()
    candidate = re.split(r"[._\-\s]", stem)[-1]
    return candidate if _is_language_code(candidate) else None


def _is_language_code(code: str) -> bool:
    if code in supported_languages() or code == "id":
        return True
    if len(code) != 2 or not code.isalpha():
        return False
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
    for code, info in supported_languages().items():
        if info["script"] == script and script != "Latin":
            return _guess_in_script(code, info, probs)
    if script != "Latin":
        return LanguageGuess(script.lower() if script else "und", 0.0, "detected", f"text is in {script or 'no known'} script")
    best = max(probs, key=probs.get) if probs else "und"
    if best in ("id", "ms") or (probs.get("id", 0) > 0.2):
        return malay_or_indonesian(text, probs.get("id", 0.0) + probs.get("ms", 0.0))
    return LanguageGuess(best, probs.get(best, 0.0), "detected")


def _guess_in_script(code: str, info: dict, probs: dict[str, float]) -> LanguageGuess:
    """Within one script we support one language; a confusable neighbour that langdetect is sure of wins."""
    for other in info.get("confusable", []):
        if probs.get(other, 0.0) >= 0.9:
            return LanguageGuess(other, probs[other], "detected", f"{info['script']} text, but langdetect says {other}")
    confidence = max(probs.get(code, 0.0), 0.9)  # the script alone is strong evidence
    return LanguageGuess(code, confidence, "detected")


def malay_or_indonesian(text: str, langdetect_prob: float = 1.0) -> LanguageGuess:
    words = [w.lower() for w in WORD.findall(text)]
    ms_hits = sum(1 for w in words if w in markers("ms"))
    id_hits = sum(1 for w in words if w in markers("id"))
    total = ms_hits + id_hits
    if total == 0:
        return LanguageGuess("ms", 0.5 * langdetect_prob, "detected", "Malay or Indonesian: no marker words; chose Malay")
    lang = "ms" if ms_hits >= id_hits else "id"
    share = max(ms_hits, id_hits) / total
    # few markers are weak evidence even when they all agree
    confidence = share * min(1.0, total / 5) * max(langdetect_prob, 0.5)
    note = f"Malay/Indonesian markers {ms_hits}:{id_hits}"
    return LanguageGuess(lang, round(confidence, 3), "detected", note)
