"""Hindi numbers beyond one mention per example (those are tests/numbers/corpus/hi/): the other
reading of an ambiguous mark, several mentions of one sentence, lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "hi"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


def test_vague_quantities():
    m = mention("शुरुआत में मूल्य केवल कुछ अरब डॉलर था।", "कुछ अरब डॉलर")
    assert m.vague and m.value == 2e9 and m.value_max == 9e9 and m.unit == "USD"
    m = mention("हजारों नोड्स पर चलता है।", "हजारों")
    assert m.vague and m.value == 1000 and m.counted == "nodes"
    m = mention("लाखों टोकन का संदर्भ।", "लाखों टोकन")
    assert m.vague and m.value == 1e5 and m.unit == "tokens"


def test_percent_and_times_are_told_apart():
    assert mention("6.5% तेज", "6.5%").unit == "percent"
    assert mention("6.5 गुना तेज", "6.5 गुना").unit == "times"


def test_lone_ek_and_arab_are_not_numbers():
    assert extract_numbers("एक कर्मचारी अरब देशों में गया।", LANG) == []


@pytest.mark.parametrize("line, surface, value, unit", [
    (1, "315 अरब डॉलर", 315e9, "USD"),
    (5, "2.8T", 2.8e12, "params"),
    (9, "2100 अरब युआन", 2100e9, "CNY"),
    (11, "700 मिलियन चीनी युआन", 7e8, "CNY"),
    (83, "20 गुना", 20, "times"),
    (161, "32B", 32e9, "params"),
    (173, "6.5 गुना", 6.5, "times"),
    (183, "2025 जनवरी", 202501, "date"),
    (245, "15वां", 15, "rank"),
    (315, "70 करोड़", 7e8, "number"),
])
def test_sample_lines(line, surface, value, unit):
    m = mention(sample(line), surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


def test_ordinal_word_next_to_a_rank_noun():
    m = mention("वह दूसरे स्थान पर रहा।", "दूसरे")
    assert m.value == 2 and m.unit == "rank"


@pytest.mark.parametrize("text, surface, value", [
    ("साढ़े तीन करोड़ रुपये का सौदा", "साढ़े तीन करोड़ रुपये", 3.5e7),
    ("सवा लाख रुपये", "सवा लाख रुपये", 125000),
    ("पौने दो सौ रुपये", "पौने दो सौ रुपये", 175),
])
def test_fraction_words(text, surface, value):
    m = mention(text, surface)
    assert m.value == value and m.unit == "INR"
