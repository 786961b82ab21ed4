"""API-level behaviour on every line of the sample article."""
import unicodedata

import pytest

from pipeline.model import NumberMention
from pipeline.numbers import extract_numbers

from numhelpers import SAMPLE

from pipeline.numbers.measure import UNSCALED_DEGREE, unit_specs

# the README's unit table: these, ISO 4217 codes, and the measurement units of measures.yml
UNITS = {"percent", "percent_point", "basis_point", "times", "params", "tokens", "year", "date", "age", "rank",
         "count", "number", UNSCALED_DEGREE} | set(unit_specs())


def _lines(lang):
    text = (SAMPLE / f"{lang}.txt").read_text(encoding="utf-8")
    return [unicodedata.normalize("NFC", line) for line in text.splitlines() if line.strip()]


@pytest.mark.parametrize("lang", ["tr", "ms", "hi", "ar", "ru"])
def test_every_mention_points_at_its_surface(lang):
    count = 0
    for line in _lines(lang):
        for m in extract_numbers(line, lang):
            assert isinstance(m, NumberMention)
            assert line[m.start:m.end] == m.surface and m.surface.strip() == m.surface
            assert m.unit in UNITS or (len(m.unit) == 3 and m.unit.isupper())
            assert m.value_max is None or m.value_max > m.value
            count += 1
    assert count > 50


def test_mentions_are_in_order_and_do_not_overlap():
    text = "27 Temmuz'da 31,5 milyar dolar, %80'i ve 40-50 kişi; 2025 yılının Ocak ayında."
    mentions = extract_numbers(text, "tr")
    assert [m.surface for m in mentions] == [
        "27 Temmuz", "31,5 milyar dolar", "%80", "40-50", "2025 yılının Ocak"]
    for a, b in zip(mentions, mentions[1:]):
        assert a.end <= b.start


def test_offsets_survive_dropped_marks():
    text = "عمره ١٧ عامًا، و٨٠٪ منهم"
    for m in extract_numbers(text, "ar"):
        assert text[m.start:m.end] == m.surface
    assert [m.surface for m in extract_numbers(text, "ar")] == ["١٧", "٨٠٪"]


def test_empty_and_unknown_language():
    assert extract_numbers("", "tr") == []
    mentions = extract_numbers("It cost 5 USD in 2020.", "en")
    assert [(m.surface, m.unit) for m in mentions] == [("5 USD", "USD"), ("2020", "year")]


def test_language_aliases_use_the_same_tables():
    assert extract_numbers("80 persen", "id")[0].unit == "percent"
