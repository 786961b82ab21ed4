"""Years and dates.

Dates are given as sortable integers, with ``kind`` saying which parts are known:
``date_ymd`` = YYYYMMDD (27 Temmuz 2026 -> 20260727), ``date_ym`` = YYYYMM (Temmuz 2026 ->
202607), ``date_md`` = MMDD when the year is not written (27 июля -> 727). Years alone have
unit ``year`` and value YYYY.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from .lexicon import match_at
from .tables import LangTables
from .tokens import APOS, NUM, WORD, Tok

MONTH = frozenset({"month"})
LINK = frozenset({"year_month_link"})
TAIL = frozenset({"month_tail"})
_NUMERIC_DATES = (
    (re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])"), (1, 2, 3)),
    (re.compile(r"(\d{1,2})([./])(\d{1,2})\2(\d{4})(?!\d)"), (4, 3, 1)),
)
YEAR_MIN, YEAR_MAX = 1000, 2199
BARE_YEAR_MIN, BARE_YEAR_MAX = 1900, 2100


def is_year_like(text: str) -> bool:
    return text.isdigit() and len(text) == 4 and YEAR_MIN <= int(text) <= YEAR_MAX


def is_bare_year(text: str) -> bool:
    return text.isdigit() and len(text) == 4 and BARE_YEAR_MIN <= int(text) <= BARE_YEAR_MAX


def numeric_date(text: str, start: int) -> Optional[tuple[int, int, int, int]]:
    """(year, month, day, end offset) for 2026-07-27 or 27.07.2026 at ``start``."""
    for pattern, (y, mo, d) in _NUMERIC_DATES:
        m = pattern.match(text, start)
        if m:
            year, month, day = int(m.group(y)), int(m.group(mo)), int(m.group(d))
            if 1 <= month <= 12 and 1 <= day <= 31:
                return year, month, day, m.end()
    return None


def month_after(toks: list[Tok], j: int, t: LangTables) -> Optional[tuple[int, int, int]]:
    """(month, next token, surface end token) for a month name at j (with "ayında" tail)."""
    m = match_at(toks, j, t, MONTH)
    if m is None:
        return None
    end, text_end = m.end, m.text_end
    other = _month_pair(toks, end, t, m.get("month").value) if end == text_end else None
    if other is not None:  # "نوفمبر/تشرين الثاني": the month in two calendars' names
        end = text_end = other
    tail = match_at(toks, end, t, TAIL) if end == text_end else None
    if tail is not None:
        end = tail.end
    return m.get("month").value, end, text_end


PAIR_MARKS = frozenset({"/", "-", "("})


def _month_pair(toks: list[Tok], j: int, t: LangTables, month: int) -> Optional[int]:
    """The token after a second name of the same month written after a slash ("يوليو/تموز")."""
    if j + 1 >= len(toks) or toks[j].text not in PAIR_MARKS:
        return None
    m = match_at(toks, j + 1, t, MONTH)
    if m is None or m.get("month").value != month:
        return None
    return m.text_end


def month_before(toks: list[Tok], i: int, t: LangTables) -> Optional[int]:
    """Token index of a month name right before token i ("Temmuz 2026", "июля 2026"), the first
    of two names of the month ("مارس/آذار 2021")."""
    for k in (i - 1, i - 2, i - 3, i - 4):
        if k < 0:
            break
        m = match_at(toks, k, t, MONTH)
        if m is None:
            continue
        if m.end == i or (m.end == i - 1 and toks[i - 1].text == ",") \
                or (m.end == i - 1 and toks[i - 1].text == "." and toks[m.end - 1].glued_to(toks[i - 1])
                    and toks[m.end - 1].text in t.month_abbreviations):  # "Dec. 26": an abbreviation's dot
            for first in (k - 2, k - 3):  # "مارس/آذار": step back to the first name
                if first >= 0 and toks[k - 1].text in PAIR_MARKS:
                    before = match_at(toks, first, t, MONTH)
                    if before is not None and before.text_end == k - 1 \
                            and before.get("month").value == m.get("month").value:
                        return first
            return k
    return None


def year_then_month(toks: list[Tok], j: int, t: LangTables) -> Optional[tuple[int, int, int]]:
    """"2025 yılının Ocak ayında", "2026 के जुलाई में", "2025 फरवरी": month after a year."""
    k = j
    link = match_at(toks, k, t, LINK)
    if link is not None:
        k = link.end
    found = month_after(toks, k, t)
    return found


def year_after_month(toks: list[Tok], j: int) -> Optional[int]:
    """Token index of a year written after "27 Temmuz" (optionally after a comma)."""
    for k in (j, j + 1):
        if k < len(toks) and toks[k].kind == NUM and is_year_like(toks[k].text):
            if k == j or toks[j].text == ",":
                return k
    return None


def ymd_value(year: int, month: int, day: int) -> Decimal:
    return Decimal(year * 10000 + month * 100 + day)


DECADE_AFTER = frozenset({"decade_after"})
YEAR_WORD = frozenset({"year_after"})


def decade_after(toks: list[Tok], i: int, t: LangTables) -> Optional[tuple[int, int]]:
    """(surface end token, next token) when the year at i is a decade: "1950s", "1950'lerde",
    "1950-е годы", "1950-an", "1950 के दशक"; None otherwise."""
    text = toks[i].text
    if not (is_year_like(text) and text.endswith("0")):
        return None
    n = len(toks)
    end = None
    if i + 1 < n and toks[i].glued_to(toks[i + 1]) and toks[i + 1].kind == WORD \
            and toks[i + 1].text in t.decade_glued and not (i + 2 < n and toks[i + 1].glued_to(toks[i + 2])
                                                            and toks[i + 2].kind in (WORD, NUM)):
        end = i + 2
    elif i + 2 < n and toks[i + 1].kind == APOS and toks[i].glued_to(toks[i + 1]) \
            and toks[i + 1].glued_to(toks[i + 2]) and toks[i + 2].kind == WORD \
            and any(toks[i + 2].text.startswith(p) for p in t.decade_apostrophe):
        end = i + 3
    elif i + 2 < n and toks[i + 1].text == "-" and toks[i].glued_to(toks[i + 1]) \
            and toks[i + 1].glued_to(toks[i + 2]) and toks[i + 2].text in t.decade_hyphen:
        end = i + 3
    else:
        m = match_at(toks, i + 1, t, DECADE_AFTER)
        if m is not None:
            return m.text_end, m.end
    if end is None:
        return None
    year_word = match_at(toks, end, t, YEAR_WORD)  # "1950-е годы"
    return end, (year_word.end if year_word is not None else end)
