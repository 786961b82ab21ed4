"""Arabic duals of any noun (pipeline/numbers/counts.py read_dual), both sides of each rule, written
without diacritics as news copy is: a noun with a broken or -ات plural is a dual in -ين and -ان; a noun
with a sound masculine plural only in -ان or before "اثنين" (its -ين is also the plural); a feminine
dual before a feminine dual adjective whatever the noun; no dual after a number, in a name that is a
dual by its form, or where the letters only end like one."""
from __future__ import annotations

import pytest

from pipeline.numbers import extract_numbers

from numhelpers import check


def duals(text: str) -> list[tuple]:
    return [(m.surface, m.value, m.unit) for m in extract_numbers(text, "ar") if m.value == 2]


@pytest.mark.parametrize("text, surface", [
    ("التقى الوزيرين في القاهرة.", "الوزيرين"),  # وزير, plural وزراء: -ين is only the dual
    ("خسر الجيش جنديين.", "جنديين"),
    ("انضم لاعبان إلى الفريق.", "لاعبان"),  # لاعب, plural لاعبون: -ان is the dual
    ("تعاقد النادي مع لاعبين اثنين.", "لاعبين اثنين"),
    ("بنت البلدية قنطرتين جديدتين.", "قنطرتين"),  # a noun no table lists, by the adjective's agreement
    ("فقدت ابنين في الحرب.", "ابنين"),
])
def test_a_dual_counts_two(text, surface):
    check(text, "ar", surface, 2, "count")


@pytest.mark.parametrize("text", [
    "تعاقد النادي مع لاعبين جدد.",  # players: the sound plural of لاعب
    "يعمل العاملين في المصنع منذ سنوات.",  # العاملين: those working (عامل has both plurals)
    "وصل السائحين إلى الفندق.",
    "التقى الوزير بعشرة مهندسين.",  # after a number: its plural
    "يعيش في البحرين منذ سنوات.",  # a name that is a dual by its form
    "التقى بوتين بالرئيس الفرنسي.",  # a name that ends like one
    "زارت كريستين المدينة.",
    "تأمين السيارات إلزامي.",  # a verbal noun in -ين
    "وصل عدد السكان إلى ألفين.",  # -ان of a broken plural before "to"
])
def test_what_only_ends_like_a_dual_counts_no_two(text):
    assert [m for m in duals(text) if m[0] != "ألفين"] == []


def test_a_dual_before_or_and_a_number_is_the_range_from_two():
    assert [(m.surface, m.value, m.value_max) for m in extract_numbers("كتب سطرين أو ثلاثة.", "ar")] == [
        ("سطرين أو ثلاثة", 2, 3)]
    check("وصل عدد السكان إلى ألفين.", "ar", "ألفين", 2000, "number")
