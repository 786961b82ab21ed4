"""Shared helpers for the per-language number tests in tests/lang/<code>/test_numbers.py."""
import unicodedata
from pathlib import Path

from pipeline.numbers import extract_numbers

SAMPLE_DIR = Path(__file__).resolve().parents[2] / "sources" / "kimi-k3-team"


def find_mention(text, surface, lang):
    """The mention with exactly this surface, checking that its offsets point at it."""
    found = extract_numbers(text, lang)
    for m in found:
        if m.surface == surface:
            assert text[m.start:m.end] == surface
            return m
    raise AssertionError(f"{surface!r} not in {[(m.surface, m.value, m.unit) for m in found]}")


def sample_line(lang, line):
    text = (SAMPLE_DIR / f"{lang}.txt").read_text(encoding="utf-8").splitlines()[line - 1]
    return unicodedata.normalize("NFC", text)
