"""Fact grouping and classification on hand-built mentions (the extractor is tested elsewhere)."""
from pipeline.facts import reconcile_numbers
from pipeline.model import LocatedNumber, NumberMention, Paragraph, Version, evidence_text


def make(lang, paragraphs):
    """paragraphs: list of lists of (surface, value, unit) in order."""
    paras, numbers = [], []
    for i, items in enumerate(paragraphs):
        text = " ; ".join(s for s, _, _ in items) or "-"
        paras.append(Paragraph(index=i, line=2 * i + 1, text=text, line_starts=[0], line_numbers=[2 * i + 1],
                               column_maps=[None]))
        offset = 0
        for surface, value, unit in items:
            start = text.index(surface, offset)
            offset = start + len(surface)
            numbers.append(LocatedNumber(lang, f"art/{lang}.txt", i, 2 * i + 1, start, offset,
                                         NumberMention(start, offset, surface, float(value), unit)))
    return Version("art", f"{lang}.txt", f"art/{lang}.txt", lang, "filename", 1.0, [], paras), numbers


ARTICLE = [
    [("31.5 billion dollars", 31.5e9, "USD"), ("210 billion yuan", 210e9, "CNY")],
    [("300 people", 300, "count"), ("80%", 80, "percent")],
    [("6.5 times", 6.5, "times"), ("2025", 2025, "year")],
    [("700 million yuan", 700e6, "CNY")],
]


def run(*versions):
    vs = [v for v, _ in versions]
    numbers = [x for _, ns in versions for x in ns]
    facts, issues = reconcile_numbers("art", vs, numbers)
    return facts, issues, numbers


def test_identical_copies_give_no_discrepancy_and_shared_fact_ids():
    facts, issues, numbers = run(make("tr", ARTICLE), make("ms", ARTICLE), make("ar", ARTICLE))
    assert issues == []
    assert facts == 7
    by_fact = {}
    for n in numbers:
        by_fact.setdefault(n.fact_id, set()).add(n.lang)
    assert all(langs == {"tr", "ms", "ar"} for langs in by_fact.values())


def changed(article, paragraph, k, item):
    copy = [list(p) for p in article]
    copy[paragraph][k] = item
    return copy


def test_a_scale_error_names_the_suspect_version():
    hi = changed(ARTICLE, 0, 0, ("315 billion dollars", 315e9, "USD"))
    _, issues, _ = run(make("tr", ARTICLE), make("ms", ARTICLE), make("hi", hi))
    assert [(d.kind, d.lang, d.severity, d.found, d.expected_value) for d in issues] == [
        ("scale", "hi", "high", "315 billion dollars", 31.5e9)]
    assert evidence_text(issues[0].evidence) == "ms:1 tr:1"
    assert "factor of 10" in issues[0].message


def test_a_currency_swap_is_a_high_unit_error():
    ms = changed(ARTICLE, 0, 1, ("RM210 billion", 210e9, "MYR"))
    _, issues, _ = run(make("tr", ARTICLE), make("ms", ms), make("ar", ARTICLE))
    assert [(d.kind, d.lang, d.severity, d.found_unit, d.expected_unit) for d in issues] == [
        ("unit", "ms", "high", "MYR", "CNY")]


def test_percent_instead_of_times_is_a_unit_error():
    ar = changed(ARTICLE, 2, 0, ("6.5%", 6.5, "percent"))
    _, issues, _ = run(make("tr", ARTICLE), make("ms", ARTICLE), make("ar", ar))
    assert [(d.kind, d.lang, d.severity) for d in issues] == [("unit", "ar", "medium")]


def test_scale_and_currency_at_once():
    ru = changed(ARTICLE, 3, 0, ("7 billion dollars", 7e9, "USD"))
    _, issues, _ = run(make("tr", ARTICLE), make("ms", ARTICLE), make("ru", ru))
    assert sorted((d.kind, d.lang, d.severity) for d in issues) == [("scale", "ru", "high"), ("unit", "ru", "high")]


def test_a_plain_value_difference_in_the_same_slot():
    hi = changed(ARTICLE, 1, 1, ("85%", 85, "percent"))
    _, issues, _ = run(make("tr", ARTICLE), make("ms", ARTICLE), make("hi", hi))
    assert [(d.kind, d.lang, d.found_value, d.expected_value) for d in issues] == [("value", "hi", 85, 80)]


def test_equivalent_statements_are_not_discrepancies():
    other = changed(ARTICLE, 2, 0, ("25% more", 25, "percent"))
    base = changed(ARTICLE, 2, 0, ("1.25 times", 1.25, "times"))
    _, issues, _ = run(make("tr", base), make("hi", other), make("ms", base))
    assert issues == []


def test_wrong_currency_and_wrong_scale_in_different_versions_are_both_caught():
    ms = changed(ARTICLE, 0, 1, ("RM210 billion", 210e9, "MYR"))
    hi = changed(ARTICLE, 0, 1, ("2100 billion yuan", 2100e9, "CNY"))
    ru = changed(ARTICLE, 0, 1, ("2100 billion yuan", 2100e9, "CNY"))
    _, issues, _ = run(make("tr", ARTICLE), make("ar", ARTICLE), make("ms", ms), make("hi", hi), make("ru", ru))
    assert sorted((d.kind, d.lang) for d in issues) == [("scale", "hi"), ("scale", "ru"), ("unit", "ms")]
    assert all(d.severity == "high" for d in issues)


def test_a_tie_reports_both_sides_without_majority():
    hi = changed(ARTICLE, 0, 0, ("315 billion dollars", 315e9, "USD"))
    _, issues, _ = run(make("tr", ARTICLE), make("hi", hi))
    assert sorted((d.lang, d.kind) for d in issues) == [("hi", "scale"), ("tr", "scale")]
    assert all("no majority" in d.message for d in issues)


def test_a_fact_left_out_is_missing_at_low_severity():
    ar = [list(p) for p in ARTICLE]
    ar[1] = [("300 people", 300, "count")]
    _, issues, _ = run(make("tr", ARTICLE), make("ms", ARTICLE), make("ar", ar))
    assert [(d.kind, d.lang, d.severity, d.expected) for d in issues] == [("missing", "ar", "low", "80%")]
    assert issues[0].line == 3


def test_issue_ids_do_not_depend_on_position():
    hi = changed(ARTICLE, 0, 0, ("315 billion dollars", 315e9, "USD"))
    _, first, _ = run(make("tr", ARTICLE), make("ms", ARTICLE), make("hi", hi))
    shifted = [[("12 engineers", 12, "count")]] + ARTICLE
    hi_shifted = [[("12 engineers", 12, "count")]] + hi
    _, second, _ = run(make("tr", shifted), make("ms", shifted), make("hi", hi_shifted))
    assert [d.issue_id for d in first] == [d.issue_id for d in second]
    assert first[0].line != second[0].line


def test_a_unit_tie_is_broken_by_the_same_amount_elsewhere_in_the_article():
    base = [[("210 billion yuan", 210e9, "CNY"), ("these 210 billion", 210e9, "number")]]
    ms = [[("RM210 billion", 210e9, "MYR"), ("RM210 billion", 210e9, "MYR")]]
    ar = [[("210 billion yuan", 210e9, "CNY"), ("210 billion yuan", 210e9, "CNY")]]
    _, issues, _ = run(make("tr", base), make("hi", base), make("ms", ms), make("ar", ar))
    # one slip, one row: the version repeats the same wrong currency, so one issue lists both places
    assert [(d.lang, d.kind) for d in issues] == [("ms", "unit")]
    assert "no majority" not in issues[0].message
    assert [(p.lang, p.line) for p in issues[0].also] == [("ms", 1)] and issues[0].also[0].start != issues[0].start
