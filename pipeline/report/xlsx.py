"""report.xlsx: the article's three tables as one workbook an editor opens with a double click.

One sheet each for discrepancies, numbers and persons, written and laid out with openpyxl:
the header row frozen, filters on every column, column widths from the content, messages
wrapped, right-to-left reading order for cells in Arabic (or any right-to-left script,
``scripts.yml``), grouped digits for amounts (not for years, dates and ranks).

Text cells are typed as text, so nothing in a source file becomes a formula or an error
value; a text that would start a formula also gets the "quote prefix" style (what typing an
apostrophe gives). Numeric columns are numbers. C0 control characters, which an xlsx file
cannot hold, are shown as their Unicode pictures (NUL as ␀).

The file is deterministic: the same tables give the same bytes (fixed zip and document
times), so reruns and parallel runs can be compared byte for byte.
"""
from __future__ import annotations

import io
import math
import re
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Collection, Protocol, Sequence

from pipeline.io.atomic import write_bytes_atomic
from pipeline.lang import script
from pipeline.lang.scripts import dominant_script
from pipeline.report.cells import control_pictures, display_width, needs_guard


class Table(Protocol):
    """A table as ``pipeline.report.tables`` builds it: its columns, and each column's cells."""

    columns: list[str]

    def column(self, name: str) -> list: ...

# value column -> the unit column that says what its figure is
VALUE_COLUMNS = {"value": "unit", "value_max": "unit", "found_value": "found_unit", "expected_value": "expected_unit"}
# integers that name rather than count: a year (2025), a date as a sortable number (20260727,
# 202607, 727), a place in an order; grouped digits (2,025; 202,607) would misread them
LABEL_UNITS = frozenset({"year", "date", "rank", "time"})
WRAPPED_COLUMNS = frozenset({"message"})
MIN_WIDTH, MAX_WIDTH, WRAPPED_WIDTH = 6, 50, 90
WIDTH_SAMPLE = 2000  # rows looked at to size a column
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest time a zip entry can carry
FIXED_W3CDTF = "1980-01-01T00:00:00Z"


def write_xlsx(tables: dict[str, Table], path: Path, numeric: Collection[str], title: str = "") -> None:
    """Write the workbook atomically (temp file, then rename): one sheet per table, in the
    order of ``tables``; the columns named in ``numeric`` hold numbers."""
    write_bytes_atomic(Path(path), xlsx_bytes(tables, numeric, title), durable=False)  # a report (pipeline.io.atomic)


def xlsx_bytes(tables: dict[str, Table], numeric: Collection[str], title: str = "") -> bytes:
    from openpyxl import Workbook

    book = Workbook()
    book.remove(book.worksheets[0])
    for name, table in tables.items():
        sheet = book.create_sheet()
        sheet.title = name
        columns, numbers = sheet_columns(table, numeric)
        write_cells(sheet, table.columns, columns)
        lay_out(sheet, table.columns, columns, numbers)
    book.properties.creator = "reconcile"
    book.properties.title = f"reconcile · {title}" if title else "reconcile"
    buffer = io.BytesIO()
    book.save(buffer)
    return deterministic(buffer.getvalue())


def write_cells(sheet, header: Sequence[str], columns: list[list]) -> None:
    """The header row, then the cells column by column; the header row stays in view."""
    sheet.freeze_panes = sheet.cell(row=2, column=1)
    for index, name in enumerate(header, start=1):
        sheet.cell(row=1, column=index).value = name
    for index, values in enumerate(columns, start=1):
        for row, value in enumerate(values, start=2):
            sheet.cell(row=row, column=index).value = value


def sheet_columns(table: Table, numeric: Collection[str]) -> tuple[list[list], set[str]]:
    """Each column's cells as the sheet holds them, and the columns that hold numbers: numbers as
    numbers (empty cells empty), text as text an xlsx cell can hold. A numeric column with a cell
    that is not a number stays text, so nothing is lost."""
    columns, numbers = [], set()
    for name in table.columns:
        values = table.column(name)
        cells = number_cells(values) if name in numeric else None
        if cells is not None:
            numbers.add(name)
        columns.append(cells if cells is not None else [text_cell(value) for value in values])
    return columns, numbers


INT64 = range(-2**63, 2**63)
UINT64 = range(0, 2**64)


def number_cells(values: list) -> list | None:
    """A column's cells as numbers, "" where empty; None when a filled cell is no number. The
    types are those of a numeric column (as pandas typed them before, so the files stay the same):
    integers when every cell is a machine integer, else floats everywhere, an empty cell too."""
    parsed = []
    for value in values:
        number = "" if value == "" else as_number(value)
        if number is None:
            return None
        parsed.append(number)
    filled = [n for n in parsed if n != ""]
    if len(filled) == len(parsed) and all(isinstance(n, int) for n in filled) and (
            all(n in INT64 for n in filled) or all(n in UINT64 for n in filled)):
        return parsed
    return [float_cell(n) for n in parsed]


def as_number(value: object) -> int | float | None:
    """A cell's number: an int, or a text that is one (``format_value``'s digits, sign, point)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if not isinstance(value, str) or value.strip().lower() in ("nan", "") or "_" in value:
        return None
    try:
        return int(value)
    except ValueError:
        pass
    try:
        return float(value)
    except ValueError:
        return None


def float_cell(number: int | float | str) -> float | str:
    """A float cell; an empty cell stays empty, an infinite figure is written as text."""
    if number == "":
        return ""
    number = float(number)
    return number if math.isfinite(number) else ("inf" if number > 0 else "-inf")


def text_cell(value: object) -> object:
    if isinstance(value, str):
        return control_pictures(value)
    return value if isinstance(value, (int, float)) else str(value)


def lay_out(sheet, header: Sequence[str], columns: list[list], numeric: Collection[str]) -> None:
    """Types, filters, widths and alignment of one sheet; ``numeric``: its columns of numbers."""
    from openpyxl.styles import Alignment
    from openpyxl.utils import get_column_letter

    rows = len(columns[0]) if columns else 0
    sheet.auto_filter.ref = f"A1:{get_column_letter(max(1, len(header)))}{rows + 1}"
    # printed: landscape, as wide as the page, the header on every page, with the grid
    sheet.print_title_rows = "1:1"
    sheet.page_setup.orientation = "landscape"
    sheet.page_setup.fitToWidth, sheet.page_setup.fitToHeight = 1, 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.print_options.gridLines = True
    by_name = dict(zip(header, columns))
    units = {column: by_name[unit] for column, unit in VALUE_COLUMNS.items() if column in by_name and unit in by_name}
    for index, column in enumerate(header, start=1):
        letter = get_column_letter(index)
        wrapped = column in WRAPPED_COLUMNS
        sheet.column_dimensions[letter].width = column_width(column, by_name[column], wrapped)
        for cell in sheet[letter][1:]:
            value = cell.value
            if value == "":  # an empty cell, not an empty text
                cell.value = None
                continue
            if column in numeric:
                if grouped(column, value, units, cell.row):
                    cell.number_format = "#,##0"
                continue
            if not isinstance(value, str):
                continue
            cell.data_type = "s"  # openpyxl reads "=..." as a formula and "#N/A" as an error
            if needs_guard(value):
                cell.quotePrefix = True
            rtl = is_right_to_left(value)
            if rtl or wrapped:
                cell.alignment = Alignment(wrap_text=wrapped, vertical="top" if wrapped else None,
                                           horizontal="right" if rtl else None, readingOrder=2 if rtl else 0)


def grouped(column: str, value: object, units: dict[str, list], row: int) -> bool:
    """A value column's integer gets digit grouping (315,000,000,000) unless its unit makes it a
    label: a year, a date, a rank. ``row`` is the sheet row (the header is row 1)."""
    if column not in VALUE_COLUMNS or not isinstance(value, (int, float)) or not float(value).is_integer():
        return False
    unit = units[column][row - 2] if column in units else ""
    return unit not in LABEL_UNITS


def column_width(name: str, values: list, wrapped: bool) -> float:
    widest = max([display_width(str(name))] + [cell_width(str(v)) for v in values[:WIDTH_SAMPLE]])
    if wrapped:
        return float(min(max(widest, MIN_WIDTH), WRAPPED_WIDTH))
    return float(min(max(widest + 2, MIN_WIDTH), MAX_WIDTH))


def cell_width(text: str) -> int:
    return len(text) if text.isascii() else display_width(text)


@lru_cache(maxsize=4096)
def is_right_to_left(text: str) -> bool:
    """The text is mostly in a right-to-left script (Arabic, Hebrew), per ``scripts.yml``."""
    if text.isascii():  # ids, kinds, numbers, messages: most cells, decided without a lookup
        return False
    name = dominant_script(text)
    return name is not None and script(name).rtl


CORE_TIMES = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")


def deterministic(data: bytes) -> bytes:
    """The same workbook with fixed entry times and document times."""
    source = zipfile.ZipFile(io.BytesIO(data))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = source.read(info.filename)
            if info.filename == "docProps/core.xml":
                content = CORE_TIMES.sub(rb"\g<1>" + FIXED_W3CDTF.encode() + rb"\g<2>", content)
            entry = zipfile.ZipInfo(info.filename, date_time=FIXED_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            target.writestr(entry, content)
    return buffer.getvalue()
