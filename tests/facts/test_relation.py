import pytest

from pipeline.facts.relation import power_of_ten_between, relate
from pipeline.model import NumberMention


def n(value, unit, value_max=None):
    return NumberMention(0, 1, str(value), float(value), unit, value_max=value_max)


@pytest.mark.parametrize("found,expected,kind", [
    (n(31.5e9, "USD"), n(31.5e9, "USD"), "same"),
    (n(315e9, "USD"), n(31.5e9, "USD"), "scale"),
    (n(7e9, "CNY"), n(700e6, "CNY"), "scale"),
    (n(7e9, "CNY"), n(700e6, "USD"), "scale+unit"),
    (n(210e9, "MYR"), n(210e9, "CNY"), "unit"),
    (n(6.5, "percent"), n(6.5, "times"), "unit"),
    (n(25, "percent"), n(1.25, "times"), "same"),
    (n(200, "percent"), n(2, "times"), "same"),
    (n(420e6, "INR"), n(420e6, "INR"), "same"),
    (n(210e9, "number"), n(210e9, "CNY"), "same"),
    (n(40, "count", 50), n(40, "count", 50), "same"),
    (n(400, "count", 500), n(40, "count", 50), "scale"),
    (n(2024, "year"), n(2025, "year"), "value"),
    (n(81, "percent"), n(80, "percent"), "value"),
])
def test_relations(found, expected, kind):
    assert relate(found, expected).kind == kind


@pytest.mark.parametrize("found,expected", [
    (n(2025, "year"), n(2025, "percent")),
    (n(80, "percent"), n(80e6, "USD")),
    (n(3, "times"), n(1990, "year")),
])
def test_unrelated_kinds_of_quantity_never_pair(found, expected):
    assert relate(found, expected) is None


def test_power_of_ten():
    assert power_of_ten_between(315e9, 31.5e9) == 1
    assert power_of_ten_between(700e6, 7e9) == -1
    assert power_of_ten_between(1250, 1.25) == 3
    assert power_of_ten_between(320, 31.5) is None


def test_dates_compare_the_parts_both_state():
    with_year = NumberMention(0, 1, "27 July 2026", 20260727, "date", kind="date_ymd")
    without = NumberMention(0, 1, "27 July", 727, "date", kind="date_md")
    other_day = NumberMention(0, 1, "28 July", 728, "date", kind="date_md")
    assert relate(without, with_year).kind == "same"
    assert relate(other_day, with_year).kind == "value"
