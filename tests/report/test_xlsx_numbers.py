"""report.xlsx: amounts carry digit grouping, integers that name a year, a date, a rank or a clock time do not."""
from __future__ import annotations

import openpyxl
from openpyxl.utils import get_column_letter

from pipeline.ids import issue_id
from pipeline.model import Discrepancy, LocatedNumber, NumberMention
from pipeline.report.tables import write_article_tables


def cells(sheet, column: str) -> list:
    header = [c.value for c in sheet[1]]
    return sheet[get_column_letter(header.index(column) + 1)][1:]


def formats_by_unit(sheet, value_column: str, unit_column: str) -> dict[tuple[str, object], str]:
    return {(u.value, v.value): v.number_format
            for v, u in zip(cells(sheet, value_column), cells(sheet, unit_column)) if v.value is not None}


def with_dates_and_ranks(demo):
    """The demo article with a date (27 July 2026), a month (July 2026) and a rank (1200th)."""
    en = demo.versions[0]
    for value, unit, value_max in ((20260727, "date", None), (202607, "date", None), (1200, "rank", None),
                                   (2019, "year", 2021), (1530, "time", None)):
        mention = NumberMention(start=0, end=4, surface="x", value=float(value), unit=unit,
                                value_max=None if value_max is None else float(value_max))
        demo.numbers.append(LocatedNumber("en", en.file, 0, 1, 0, 4, mention))
    demo.discrepancies.append(Discrepancy(
        article=demo.article, issue_id=issue_id(demo.article, "value", "tr", 20260727, 20260728), kind="value",
        severity="medium", lang="tr", file=demo.versions[1].file, line=1, found="28 Temmuz 2026",
        found_value=20260728.0, found_unit="date", expected="27 July 2026", expected_value=20260727.0,
        expected_unit="date", message="The Turkish version gives another date."))
    return demo


def test_years_dates_and_ranks_carry_no_digit_grouping_and_amounts_do(demo, tmp_path):
    write_article_tables(with_dates_and_ranks(demo), tmp_path)
    book = openpyxl.load_workbook(tmp_path / "report.xlsx")
    numbers = formats_by_unit(book["numbers"], "value", "unit")
    for key in (("year", 2019), ("year", 2027), ("date", 20260727), ("date", 202607), ("rank", 1200), ("time", 1530)):
        assert numbers[key] == "General", key
    assert numbers[("USD", 4200000000)] == "#,##0" and numbers[("count", 250)] == "#,##0"
    assert formats_by_unit(book["numbers"], "value_max", "unit")[("year", 2021)] == "General"
    sheet = book["discrepancies"]
    found = formats_by_unit(sheet, "found_value", "found_unit")
    expected = formats_by_unit(sheet, "expected_value", "expected_unit")
    assert found[("date", 20260728)] == "General" and expected[("date", 20260727)] == "General"
    assert expected[("year", 2019)] == "General"  # the Arabic version's missing founding year
    assert found[("USD", 42000000000)] == "#,##0" and expected[("USD", 4200000000)] == "#,##0"
