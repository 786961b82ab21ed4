"""The CSV files and report.xlsx: BOM, formula guard on text cells only, and an xlsx that holds
the same content as the CSVs (opened with openpyxl, as a spreadsheet would)."""
from __future__ import annotations

import csv
import io
import zipfile
from dataclasses import replace

import openpyxl
import pytest

from pipeline.model import LocatedNumber, NumberMention
from pipeline.report.cells import control_pictures, guard_cell, unguard
from pipeline.report.tables import (
    NUMERIC_COLUMNS,
    article_tables,
    read_table_rows,
    SUMMARY_COLUMNS,
    write_article_tables,
    write_summary,
)
from pipeline.report.xlsx import xlsx_bytes

HOSTILE_ARTICLE = '=HYPERLINK("evil.test","click")'


@pytest.fixture
def hostile(demo):
    """The demo article under a formula-like name, with formula-like text and a negative number."""
    demo.article = HOSTILE_ARTICLE
    for d in demo.discrepancies:
        d.article = HOSTILE_ARTICLE
    first = demo.discrepancies[0]
    first.found = "-2,5 milyar\x00 dolar"  # as written in a version, NUL included
    first.found_value = -2.5e9
    first.message = "+ tr says -2.5 billion: check the sign."
    demo.discrepancies[1].expected = "@SUM(A1:A9)"
    demo.discrepancies[2].message = "\tتقول النسخة العربية 8 ملايين دولار"
    version = demo.versions[0]
    mention = NumberMention(start=0, end=4, surface="-2,5", value=-2.5, unit="percent")
    demo.numbers.append(LocatedNumber(version.lang, "=cmd|' /C calc'!A0", 0, 1, 0, 4, mention))
    return demo


def read_csv(path):
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "no BOM"
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def test_csvs_start_with_a_bom_and_guard_formula_like_text(hostile, tmp_path):
    write_article_tables(hostile, tmp_path)
    rows = read_csv(tmp_path / "discrepancies.csv")
    header, body = rows[0], rows[1:]
    col = {name: header.index(name) for name in header}
    assert all(r[col["article"]] == "'" + HOSTILE_ARTICLE for r in body)
    scale = next(r for r in body if r[col["found"]].startswith("'-2,5"))
    assert scale[col["found_value"]] == "-2500000000"  # a number, not guarded
    assert scale[col["message"]] == "'+ tr says -2.5 billion: check the sign."
    assert any(r[col["expected"]] == "'@SUM(A1:A9)" for r in body)
    assert any(r[col["message"]].startswith("'\tتقول") for r in body)
    numbers = read_csv(tmp_path / "numbers.csv")
    ncol = {name: numbers[0].index(name) for name in numbers[0]}
    negative = next(r for r in numbers[1:] if r[ncol["surface"]] == "'-2,5")
    assert negative[ncol["value"]] == "-2.5" and negative[ncol["file"]] == "'=cmd|' /C calc'!A0"


def test_no_text_cell_of_any_csv_starts_a_formula(hostile, tmp_path):
    write_article_tables(hostile, tmp_path)
    for name in ("numbers", "persons", "discrepancies"):
        rows = read_csv(tmp_path / f"{name}.csv")
        for row in rows[1:]:
            for column, cell in zip(rows[0], row):
                if column not in NUMERIC_COLUMNS:
                    assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (name, column, cell)


def test_the_guard_and_its_inverse():
    for text in ["=1+1", "+33 1 23", "-2,5", "@SUM(A1)", "\tx", "\rx"]:
        assert guard_cell(text) == "'" + text and unguard(guard_cell(text)) == text
    for text in ["31,5 milyar", "'quoted'", "", "٣١٫٥"]:
        assert guard_cell(text) == text and unguard(text) == text
    assert guard_cell(-2.5) == -2.5


def test_summary_guards_article_names_and_reads_its_own_rows_back(hostile, tmp_path):
    (tmp_path / "older").mkdir()
    (tmp_path / "summary.csv").write_text(
        "\ufeff" + ",".join(SUMMARY_COLUMNS) + "\nolder,2,tr ms,0,1,0,0,0,0,0.10\n../etc,2,tr ms,0,1,0,0,0,0,0.10\n",
        encoding="utf-8")
    write_summary([hostile], tmp_path / "summary.csv")
    rows = read_csv(tmp_path / "summary.csv")
    assert [r[0] for r in rows[1:]] == ["'" + HOSTILE_ARTICLE, "older"]
    again = read_table_rows(tmp_path / "summary.csv", SUMMARY_COLUMNS)
    assert [r["article"] for r in again] == [HOSTILE_ARTICLE, "older"]


# --- report.xlsx ------------------------------------------------------------------------------


def xlsx_rows(sheet):
    return [list(r) for r in sheet.iter_rows(values_only=True)]


def test_xlsx_round_trips_the_csv_content(hostile, tmp_path):
    write_article_tables(hostile, tmp_path)
    book = openpyxl.load_workbook(tmp_path / "report.xlsx")
    assert book.sheetnames == ["discrepancies", "numbers", "persons"]
    for name in book.sheetnames:
        rows = read_csv(tmp_path / f"{name}.csv")
        header, body = rows[0], rows[1:]
        cells = xlsx_rows(book[name])
        assert cells[0] == header
        assert len(cells) - 1 == len(body) > 0
        for csv_row, xlsx_row in zip(body, cells[1:]):
            for column, text, value in zip(header, csv_row, xlsx_row):
                if text == "":
                    assert value is None, (name, column)
                elif column in NUMERIC_COLUMNS:
                    assert isinstance(value, (int, float)) and value == float(text), (name, column, text)
                else:
                    assert value == control_pictures(unguard(text)), (name, column, text)


def test_xlsx_text_is_typed_as_text_never_a_formula(hostile, tmp_path):
    write_article_tables(hostile, tmp_path)
    sheet = openpyxl.load_workbook(tmp_path / "report.xlsx")["discrepancies"]
    header = [c.value for c in sheet[1]]
    article = sheet.cell(row=2, column=header.index("article") + 1)
    assert article.value == HOSTILE_ARTICLE and article.data_type == "s" and article.quotePrefix
    found = [c for c in sheet[openpyxl.utils.get_column_letter(header.index("found") + 1)][1:] if c.value]
    assert "-2,5 milyar\u2400 dolar" in [c.value for c in found]  # NUL shown as its picture
    with zipfile.ZipFile(tmp_path / "report.xlsx") as archive:  # no formula anywhere in the file
        sheets = [archive.read(n) for n in archive.namelist() if n.startswith("xl/worksheets/")]
    assert len(sheets) == 3 and not any(b"<f>" in x or b"<f " in x for x in sheets)
    values = sheet[openpyxl.utils.get_column_letter(header.index("found_value") + 1)][1:]
    assert -2500000000 in [c.value for c in values]
    assert all(c.data_type == "n" for c in values)  # numbers, and empty cells that are empty


def test_xlsx_layout_for_editors(hostile, tmp_path):
    write_article_tables(hostile, tmp_path)
    book = openpyxl.load_workbook(tmp_path / "report.xlsx")
    for sheet in book:
        assert sheet.freeze_panes == "A2"
        assert sheet.auto_filter.ref == sheet.dimensions
        widths = [sheet.column_dimensions[openpyxl.utils.get_column_letter(i)].width for i in range(1, sheet.max_column + 1)]
        assert all(6 <= w <= 90 for w in widths)
    sheet = book["discrepancies"]
    header = [c.value for c in sheet[1]]
    found_column = sheet[openpyxl.utils.get_column_letter(header.index("found") + 1)]
    arabic = [c for c in found_column[1:] if c.value == "8 ملايين دولار"]
    latin = [c for c in found_column[1:] if c.value == "%3,5"]
    assert arabic and all(c.alignment.readingOrder == 2 and c.alignment.horizontal == "right" for c in arabic)
    assert latin and all(c.alignment.readingOrder != 2 for c in latin)
    message = sheet.cell(row=2, column=header.index("message") + 1)
    assert message.alignment.wrap_text
    value = sheet.cell(row=2, column=header.index("expected_value") + 1)
    assert value.number_format == "#,##0"


def test_xlsx_bytes_are_the_same_for_the_same_tables(demo):
    tables = article_tables(demo)
    assert xlsx_bytes(tables, NUMERIC_COLUMNS, "a") == xlsx_bytes(tables, NUMERIC_COLUMNS, "a")


def test_an_article_without_rows_still_gets_every_sheet(demo, tmp_path):
    empty = replace(demo, numbers=[], persons=[], discrepancies=[])
    write_article_tables(empty, tmp_path)
    book = openpyxl.load_workbook(tmp_path / "report.xlsx")
    assert [xlsx_rows(book[n])[1:] for n in book.sheetnames] == [[], [], []]
    assert read_csv(tmp_path / "numbers.csv")[1:] == []


def test_csv_cells_are_quoted_only_where_a_reader_needs_it():
    from pipeline.report.tables import csv_text, table

    rows = [{"article": 'say "hi"', "lang": "a,b", "file": "two\nlines", "line": 3, "surface": " 12 ", "value": "",
             "unit": None, "fact_id": "=x"}]
    text = csv_text(table(["article", "lang", "file", "line", "surface", "value", "unit", "fact_id"], rows))
    assert text == ('\ufeffarticle,lang,file,line,surface,value,unit,fact_id\n'
                    '"say ""hi""","a,b","two\nlines",3, 12 ,,,\'=x\n')


def test_a_numeric_column_is_numbers_in_the_sheet_only_when_every_filled_cell_is_one():
    from pipeline.report.xlsx import number_cells

    assert number_cells([3, "31500000000", "-2"]) == [3, 31500000000, -2]  # integers stay integers
    assert number_cells(["3", "", "2.5"]) == [3.0, "", 2.5]  # an empty cell: floats, as a numeric column
    assert number_cells(["3", "2.5"]) == [3.0, 2.5]
    assert number_cells(["3", "3 million"]) is None  # text: nothing lost
    assert number_cells(["nan"]) is None
    assert number_cells([str(10**21)]) == [1e21]  # past 64-bit integers: a float
    assert number_cells([]) == []


def test_a_sheet_types_each_column_as_a_spreadsheet_reader_expects(demo, tmp_path):
    from pipeline.report.tables import table
    from pipeline.report.xlsx import write_xlsx

    rows = [{"line": 1, "value": "4200000000", "unit": "USD", "count": "many"}, {"line": 2, "value": "", "count": 3}]
    write_xlsx({"numbers": table(["line", "value", "unit", "count"], rows)}, tmp_path / "t.xlsx", NUMERIC_COLUMNS)
    cells = xlsx_rows(openpyxl.load_workbook(tmp_path / "t.xlsx")["numbers"])
    assert cells == [["line", "value", "unit", "count"], [1, 4200000000, "USD", "many"], [2, None, None, 3]]  # a text column keeps its numbers
