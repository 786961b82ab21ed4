"""Digits of the language's own script read exactly like ASCII digits: the same mentions,
values, units and spans on every line of the sample when Arabic is rewritten in Arabic-Indic
digits and Hindi in Devanagari digits (and Persian-style Extended Arabic-Indic for Arabic)."""
import unicodedata

import pytest

from numhelpers import SAMPLE
from pipeline.numbers import extract_numbers

SCRIPTS = {"ar": (0x0660, 0x06F0), "hi": (0x0966,)}


def native(text: str, zero: int) -> str:
    return text.translate({ord(str(d)): chr(zero + d) for d in range(10)})


def reading(m):
    return (m.start, m.end, m.value, m.value_max, m.unit, m.kind, m.alt_values, m.counted, m.dimension,
            m.base_value)


@pytest.mark.parametrize("lang, zero", [(lang, zero) for lang, zeros in SCRIPTS.items() for zero in zeros])
def test_native_digits_change_nothing_on_the_sample(lang, zero):
    lines = [unicodedata.normalize("NFC", line)
             for line in (SAMPLE / f"{lang}.txt").read_text(encoding="utf-8").splitlines() if line.strip()]
    checked = 0
    for line in lines:
        ascii_read = [reading(m) for m in extract_numbers(line, lang)]
        native_read = [reading(m) for m in extract_numbers(native(line, zero), lang)]
        assert native_read == ascii_read, line
        checked += len(ascii_read)
    assert checked > 50


@pytest.mark.parametrize("lang, text", [
    ("ar", "هبت رياح بسرعة 85 ميلا في الساعة على بعد 385 ميلا، وشارك 77.000 شخص."),
    ("hi", "हवा 85 मील प्रति घंटे चली और 2 से 4 इंच बारिश हुई, 1,25,000 लोग प्रभावित हुए।"),
])
def test_native_digits_in_measurements_and_grouped_numbers(lang, text):
    for zero in SCRIPTS[lang]:
        assert [reading(m) for m in extract_numbers(native(text, zero), lang)] == \
            [reading(m) for m in extract_numbers(text, lang)]
