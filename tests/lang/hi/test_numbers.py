"""Hindi numbers: sentences written for these tests, then lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "hi"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


@pytest.mark.parametrize("text, surface, value, unit", [
    ("मूल्यांकन 315 अरब डॉलर है।", "315 अरब डॉलर", 315e9, "USD"),
    ("लगभग 2100 अरब युआन।", "2100 अरब युआन", 2100e9, "CNY"),
    ("कीमत 1,25,000 रुपये है।", "1,25,000 रुपये", 125000, "INR"),
    ("बजट ₹5 करोड़ है।", "₹5 करोड़", 5e7, "INR"),
    ("सौदा 2.5 लाख करोड़ रुपये का है।", "2.5 लाख करोड़ रुपये", 2.5e12, "INR"),
    ("सौदा 1,200 करोड़ रुपए का।", "1,200 करोड़ रुपए", 1.2e10, "INR"),
    ("लागत 70 करोड़ डॉलर।", "70 करोड़ डॉलर", 7e8, "USD"),
    ("उनमें से 80% युवा हैं।", "80%", 80, "percent"),
    ("वृद्धि 12 प्रतिशत रही।", "12 प्रतिशत", 12, "percent"),
    ("वृद्धि 15 फीसदी रही।", "15 फीसदी", 15, "percent"),
    ("गति 6.5 गुना बढ़ी।", "6.5 गुना", 6.5, "times"),
    ("मॉडल ने 6.5x तेजी दी।", "6.5x", 6.5, "times"),
    ("2.8T मॉडल जारी हुआ।", "2.8T", 2.8e12, "params"),
    ("2.8 ट्रिलियन पैरामीटर वाला मॉडल।", "2.8 ट्रिलियन पैरामीटर", 2.8e12, "params"),
    ("128K संदर्भ क्षमता।", "128K", 128e3, "tokens"),
    ("15.5 ट्रिलियन टोकन पर प्रशिक्षण।", "15.5 ट्रिलियन टोकन", 15.5e12, "tokens"),
    ("पच्चीस लोग आए।", "पच्चीस", 25, "count"),
    ("दो सौ पचास कर्मचारी।", "दो सौ पचास", 250, "count"),
    ("तीन हज़ार पांच सौ सदस्य।", "तीन हज़ार पांच सौ", 3500, "count"),
    ("डेढ़ लाख लोग।", "डेढ़ लाख", 150000, "count"),
    ("औसत आयु 30 वर्ष से कम है।", "30", 30, "age"),
    ("वह 17 साल का है।", "17", 17, "age"),
    ("वह 15वें स्थान पर रहा।", "15वें", 15, "rank"),
    ("2018 में कंपनी बनी।", "2018", 2018, "year"),
    ("27 जुलाई 2026 को मॉडल आया।", "27 जुलाई 2026", 20260727, "date"),
    ("2025 फरवरी में पेपर छपा।", "2025 फरवरी", 202502, "date"),
    ("2026 के जुलाई में सम्मेलन हुआ।", "2026 के जुलाई", 202607, "date"),
    ("फ़रवरी 2025 में पुरस्कार मिला।", "फ़रवरी 2025", 202502, "date"),
    ("सीधे 40-50 लोगों से जुड़ते हैं।", "40-50", 40, "count"),
    ("2022 से 2023 तक वहां रहे।", "2022 से 2023", 2022, "year"),
    ("कीमत ४५० रुपये है।", "४५० रुपये", 450, "INR"),
])
def test_sentences(text, surface, value, unit):
    m = mention(text, surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


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
