"""report.xlsx: the article's three tables as one workbook an editor opens with a double click.

One sheet each for discrepancies, numbers and persons, written by pandas with openpyxl, then
laid out with openpyxl: the header row frozen, filters on every column, column widths from
the content, messages wrapped, right-to-left reading order for cells in Arabic (or any
right-to-left script, ``scripts.yml``), grouped digits for amounts (not for years, dates
and ranks).

Text cells are typed as text, so nothing in a source file becomes a formula or an error
value; a text that would start a formula also gets the "quote prefix" style (what typing an
apostrophe gives). Numeric columns are numbers. C0 control characters, which an xlsx file
cannot hold, are shown as their Unicode pictures (NUL as ␀).

The file is deterministic: the same tables give the same bytes (fixed zip and document
times), so reruns and parallel runs can be compared byte for byte.
"""
from __future__ import annotations

import io
import re
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Collection

from pipeline.io.atomic import write_bytes_atomic
from pipeline.lang import script
from pipeline.lang.scripts import dominant_script
from pipeline.report.cells import control_pictures, display_width, needs_guard

if TYPE_CHECKING:
    import pandas

# value column -> the unit column that says what its figure is
VALUE_COLUMNS = {"value": "unit", "value_max": "unit", "found_value": "found_unit", "expected_value": "expected_unit"}
# integers that name rather than count: a year (2025), a date as a sortable number (20260727,
# 202607, 727), a place in an order; grouped digits (2,025; 202,607) would misread them
LABEL_UNITS = frozenset({"year", "date", "rank"})
WRAPPED_COLUMNS = frozenset({"message"})
MIN_WIDTH, MAX_WIDTH, WRAPPED_WIDTH = 6, 50, 90
WIDTH_SAMPLE = 2000  # rows looked at to size a column
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest time a zip entry can carry
FIXED_W3CDTF = "1980-01-01T00:00:00Z"


def write_xlsx(tables: dict[str, "pandas.DataFrame"], path: Path, numeric: Collection[str], title: str = "") -> None:
    """Write the workbook atomically (temp file, then rename): one sheet per table, in the
    order of ``tables``; the columns named in ``numeric`` hold numbers."""
    write_bytes_atomic(Path(path), xlsx_bytes(tables, numeric, title))


def xlsx_bytes(tables: dict[str, "pandas.DataFrame"], numeric: Collection[str], title: str = "") -> bytes:
    import pandas as pd

    buffer = io.BytesIO()
    with pd.ExcelWriter(buffer, engine="openpyxl") as writer:
        for name, table in tables.items():
            frame = sheet_frame(table, numeric)
            frame.to_excel(writer, sheet_name=name, index=False, freeze_panes=(1, 0), na_rep="")
            lay_out(writer.sheets[name], frame)
        writer.book.properties.creator = "reconcile"
        writer.book.properties.title = f"reconcile · {title}" if title else "reconcile"
    return deterministic(buffer.getvalue())


def sheet_frame(frame: "pandas.DataFrame", numeric: Collection[str]) -> "pandas.DataFrame":
    """Numbers as numbers (empty cells blank), text as text an xlsx cell can hold. A numeric
    column with a cell that is not a number stays text, so nothing is lost."""
    import pandas as pd

    out = frame.copy()
    for column in out.columns:
        if column in numeric:
            numbers = pd.to_numeric(out[column].where(out[column] != "", None), errors="coerce")
            if numbers.isna().sum() == (out[column] == "").sum():  # every filled cell is a number
                out[column] = numbers
                continue
        out[column] = out[column].map(lambda v: control_pictures(v) if isinstance(v, str) else v)
    return out


def lay_out(sheet, frame: "pandas.DataFrame") -> None:
    """Types, filters, widths and alignment of one sheet written by pandas."""
    from openpyxl.styles import Alignment
    from openpyxl.utils import get_column_letter

    sheet.auto_filter.ref = f"A1:{get_column_letter(max(1, len(frame.columns)))}{len(frame) + 1}"
    # printed: landscape, as wide as the page, the header on every page, with the grid
    sheet.print_title_rows = "1:1"
    sheet.page_setup.orientation = "landscape"
    sheet.page_setup.fitToWidth, sheet.page_setup.fitToHeight = 1, 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.print_options.gridLines = True
    from pandas.api.types import is_numeric_dtype

    numeric = {c for c in frame.columns if is_numeric_dtype(frame[c])}  # sheet_frame made them numbers
    units = {column: list(frame[unit]) for column, unit in VALUE_COLUMNS.items()
             if column in frame.columns and unit in frame.columns}
    for index, column in enumerate(frame.columns, start=1):
        letter = get_column_letter(index)
        wrapped = column in WRAPPED_COLUMNS
        sheet.column_dimensions[letter].width = column_width(column, frame[column], wrapped)
        for cell in sheet[letter][1:]:
            value = cell.value
            if value == "":  # an empty cell, not an empty text (pandas writes its na_rep)
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


def column_width(name: str, values: "pandas.Series", wrapped: bool) -> float:
    widest = max([display_width(str(name))] + [cell_width(str(v)) for v in values.head(WIDTH_SAMPLE)])
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
