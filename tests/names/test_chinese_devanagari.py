"""Chinese names in Hindi (Devanagari): no capitals, so syllable readings plus context."""
from __future__ import annotations

import pytest

from pipeline.names.chinese import detect_chinese_names
from pipeline.names.phonetic import key_similarity


def found(text: str) -> list[tuple[str, str]]:
    return [(m.base, m.key) for m in detect_chinese_names(text, "hi")]


@pytest.mark.parametrize("text, expected", [
    ("परियोजना प्रमुख गाओ मिंगयुआन ने कहा कि काम पूरा है।", [("गाओ मिंगयुआन", "gao ming yuan")]),
    ("शोधकर्ता शिए मिंगहुई और ली जुनहुई ने पेपर लिखा।",
     [("शिए मिंगहुई", "xie ming hui"), ("ली जुनहुई", "li jun hui")]),
    # zh written letter by letter (ज़ह) and with a virama between syllables
    ("संस्थापक ज़हांग शिन्यू ने बताया।", [("ज़हांग शिन्यू", "zhang xin yu")]),
])
def test_devanagari_names(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("spelling", ["झोउ मिंगहुआ", "जोउ मिंगहुआ", "ज़ोउ मिंगहुआ", "झोऊ मिंगहुआ"])
def test_variant_spellings_of_zhou_match(spelling):
    [m] = detect_chinese_names(f"वैज्ञानिक {spelling} ने कहा।", "hi")
    assert key_similarity(m.key, "zhou ming hua") >= 90
    assert m.system == "devanagari" and m.chinese


@pytest.mark.parametrize("text", [
    "वह आज घर पर है और कल भी यहीं रहेगा।",
    "बीजिंग और शंघाई में बारिश हुई।",
    "यह मॉडल जा रहा है और टीम तैयार है।",
    "गाओ मिंग विश्वविद्यालय में पढ़ाई होती है।",      # followed by "university"
    "उसने चीन में काम किया।",                       # चीन (China) is not चिन (Qin)
])
def test_not_names(text):
    assert found(text) == []


def test_two_syllable_name_needs_a_cue():
    assert found("कल ली मिंग आया।") == []
    assert found("कल प्रोफेसर ली मिंग आया।") == [("ली मिंग", "li ming")]


def test_latin_spelling_in_the_paragraph_raises_confidence():
    alone = detect_chinese_names("कल ली मिंग आया।", "hi")
    with_latin = detect_chinese_names("कल ली मिंग (Li Ming) आया।", "hi")
    assert not alone
    assert [m.key for m in with_latin] == ["li ming", "li ming"]


def test_a_hyphen_inside_a_wade_giles_given_name_is_a_syllable_boundary():
    from pipeline.names.phonetic import read_chinese_name

    reading = read_chinese_name("साई यू-टिंग", "hi")
    assert reading is not None and reading.given == ("yu", "ting")
