from pipeline.lang.text import lower, normalize, normalize_entry


def test_digits_of_every_script_fold_to_ascii_without_moving_offsets():
    text = "٣١٫٥ و۴۰ और ४५"
    norm = normalize(text, "ar")
    assert norm.text[:4] == "31\u066b5"
    assert "40" in norm.text and "45" in norm.text
    assert len(norm.text) == len(text)


def test_tashkeel_is_dropped_and_offsets_map_back():
    text = "عمره 17 عامًا"
    norm = normalize(text, "ar")
    assert norm.text.endswith("عاما")
    end = len(norm.text)
    assert norm.original_end(end) == len(text)


def test_turkish_lowercase_keeps_dotless_i():
    assert lower("ISTANBUL İzmir", "tr") == "ıstanbul izmir"
    assert lower("İ", "ru") == "i"


def test_nukta_and_candrabindu_fold():
    assert normalize_entry("हज़ार", "hi") == normalize_entry("हजार", "hi")
    assert normalize_entry("पाँच", "hi") == normalize_entry("पांच", "hi")


def test_alef_forms_fold():
    assert normalize_entry("أربعة", "ar") == normalize_entry("اربعة", "ar")
    assert normalize_entry("إلى", "ar") == "الي"
