"""Cells that are safe in a spreadsheet: the formula guard, and what an xlsx cell may hold.

A text cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is read
as a formula by spreadsheets (OWASP "CSV injection"): a folder named
``=HYPERLINK("http://x","click")`` becomes a live link. Such a cell is written with a leading
apostrophe, the standard guard; ``unguard`` undoes it for programs that read the files.
Numeric columns are never guarded: ``-2.5`` in ``value`` is a number.
"""
from __future__ import annotations

import re
import unicodedata

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
GUARD = "'"
# characters an xlsx cell cannot hold (XML 1.0 forbids C0 controls other than tab and line ends)
XLSX_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def needs_guard(text: str) -> bool:
    return text.startswith(FORMULA_START)


def guard_cell(value: object) -> object:
    """A text cell with the apostrophe guard when a spreadsheet would read it as a formula."""
    if isinstance(value, str) and needs_guard(value):
        return GUARD + value
    return value


def unguard(text: str) -> str:
    """The text of a guarded cell (as the contract's checker of outputs reads it)."""
    if text.startswith(GUARD) and needs_guard(text[1:]):
        return text[1:]
    return text


def control_pictures(text: str) -> str:
    """C0 controls an xlsx cell cannot hold, shown as their Unicode pictures (NUL -> ␀)."""
    return XLSX_ILLEGAL.sub(lambda m: chr(0x2400 + ord(m.group())), text)


def char_width(char: str) -> int:
    """Columns a character takes in a monospaced grid: 0 for marks and format characters,
    2 for East Asian wide ones."""
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def display_width(text: str) -> int:
    return sum(char_width(c) for c in text)
