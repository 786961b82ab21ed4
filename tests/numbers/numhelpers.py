"""Shared assertions for number-extraction tests."""
from __future__ import annotations

import math
from pathlib import Path

from pipeline.numbers import extract_numbers

SAMPLE = Path(__file__).resolve().parents[2] / "sources" / "kimi-k3-team"


def find(text: str, lang: str, surface: str):
    """The mention whose surface is ``surface`` (fails with the list of what was found)."""
    mentions = extract_numbers(text, lang)
    for m in mentions:
        if m.surface == surface:
            assert text[m.start:m.end] == m.surface
            return m
    raise AssertionError(f"no mention {surface!r} in {[(m.surface, m.value, m.unit) for m in mentions]}")


def check(text: str, lang: str, surface: str, value: float, unit: str, **extra):
    m = find(text, lang, surface)
    assert math.isclose(m.value, value, rel_tol=1e-12), (m.value, value)
    assert m.unit == unit, (m.unit, unit)
    for key, expected in extra.items():
        got = getattr(m, key)
        if isinstance(expected, float) and got is not None:
            assert math.isclose(got, expected, rel_tol=1e-12), (key, got, expected)
        else:
            assert got == expected, (key, got, expected)
    return m


def absent(text: str, lang: str, surface_part: str):
    """No mention contains ``surface_part`` (names, versions, identifiers)."""
    mentions = extract_numbers(text, lang)
    hits = [m.surface for m in mentions if surface_part in m.surface]
    assert not hits, hits


def sample_line(lang: str, number: int) -> str:
    import unicodedata
    lines = (SAMPLE / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return unicodedata.normalize("NFC", lines[number - 1])
