"""Dates, years and decades (with clock times, ``clock.py``, the time dimension).

Dates are given as sortable integers, with ``kind`` saying which parts are known:
``date_ymd`` = YYYYMMDD (27 Temmuz 2026 -> 20260727), ``date_ym`` = YYYYMM (Temmuz 2026 ->
202607), ``date_md`` = MMDD when the year is not written (27 июля -> 727). Years alone have
unit ``year`` and value YYYY; a decade ("the 1950s", "1950'lerde", "1950-е", "خمسينيات القرن
العشرين") is the range of its years. A four-digit figure is a year by a year word around it, a
month, a Turkish suffix, or alone when it is between 1900 and 2100 and counts nothing ("1000
years later" is a span); after a name-like Latin word it is part of the name ("FAST 2025").

Tables: ``dates.yml`` (months, decades, year-month links, month tails) and ``units.yml`` ``years``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from .counts import counted_noun
from .identifiers import after_name
from .lexicon import LangTables, TableFiles, match_at
from .numerals import word_value
from .ranks import ordinal_rank
from .raw import Raw, Scan
from .tokens import APOS, NUM, WORD, Tok

READS = ("counts", "identifiers", "numerals", "ranks")  # "1000 years"; "FAST 2025"; "القرن العشرين"

MONTH = frozenset({"month"})
LINK = frozenset({"year_month_link"})
TAIL = frozenset({"month_tail"})
_NUMERIC_DATES = (
    (re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])"), (1, 2, 3)),
    (re.compile(r"(\d{1,2})([./])(\d{1,2})\2(\d{4})(?!\d)"), (4, 3, 1)),
)
YEAR_MIN, YEAR_MAX = 1000, 2199
BARE_YEAR_MIN, BARE_YEAR_MAX = 1900, 2100
YEAR_BEFORE = frozenset({"year_before"})
YEARS_SPAN = frozenset({"years_span"})  # "years", "лет", "yıl": after a figure, a span of years
DECADE_WORD, CENTURY_NOUN = frozenset({"decade_word"}), frozenset({"century_noun"})
LAST_CENTURY = frozenset({"last_century"})
CENTURY_WINDOW = 3  # "خمسينيات القرن العشرين", "في الخمسينيات من القرن الماضي"


def load(t: LangTables, files: TableFiles) -> None:
    t.add_parts(files.units.get("years"), {"before": "year_before", "after": "year_after", "span_after": "years_span"})
    dates = files.dates
    for month, forms in (dates.get("months") or {}).items():
        names = t.normalized_list(forms)
        t.add_all(forms, "month", int(month))
        t.month_abbreviations |= {a for a in names if any(len(b) > len(a) and b.startswith(a) for b in names)}
    decades = dates.get("decades") or {}
    t.decade_glued = t.normalized(decades.get("glued"))
    t.decade_apostrophe = t.normalized_list(decades.get("apostrophe"))
    t.decade_hyphen = t.normalized(decades.get("hyphen"))
    t.add_all(decades.get("after"), "decade_after")
    for value, forms in (decades.get("words") or {}).items():
        t.add_all(forms, "decade_word", int(value))
    t.add_all(decades.get("century_nouns"), "century_noun")
    t.add_all(decades.get("last_century"), "last_century")
    t.default_century = int(decades.get("default_century") or 0)
    t.add_all(dates.get("year_month_links"), "year_month_link")
    t.add_all(dates.get("month_tails"), "month_tail")


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


# ---------------------------------------------------------------- reading


def read_numeric_date(ctx: Scan, i: int) -> Optional[tuple[Raw, int]]:
    """2026-07-27, 27.07.2026 at token i: one date."""
    found = numeric_date(ctx.norm.text, ctx.toks[i].start)
    if not found:
        return None
    year, month, day, end = found
    k = i
    while k < len(ctx.toks) and ctx.toks[k].end <= end:
        k += 1
    return Raw(i, k, ymd_value(year, month, day), unit="date", kind="date_ymd"), k


def read_decade(ctx: Scan, i: int) -> Optional[tuple[Raw, int]]:
    """"the 1950s": the years 1950 to 1959."""
    decade = decade_after(ctx.toks, i, ctx.t)
    if decade is None:
        return None
    year = Decimal(ctx.toks[i].text)
    return Raw(i, decade[0], year, unit="year", kind="decade", value_max=year + 9), decade[1]


def decade_word(ctx: Scan, i: int) -> Optional[Raw]:
    """Arabic "خمسينيات القرن العشرين" (the 1950s): a decade word and the century after it."""
    toks, t = ctx.toks, ctx.t
    m = match_at(toks, i, t, DECADE_WORD) if t.default_century else None
    if m is None:
        return None
    century, end = t.default_century, m.text_end
    for k in range(m.end, min(len(toks), m.end + CENTURY_WINDOW)):
        last = match_at(toks, k, t, LAST_CENTURY)
        if last is not None:
            end = last.text_end
            break
        noun = match_at(toks, k, t, CENTURY_NOUN)
        if noun is not None:
            nth = ordinal_rank(ctx, noun.end) or word_value(ctx, noun.end)
            if nth is not None and 10 <= nth.value <= 21:
                century, end = int(nth.value), nth.i1
            break
    start = Decimal((century - 1) * 100 + m.get("decade_word").value)
    return Raw(i, end, start, unit="year", kind="decade", value_max=start + 9)


def date_or_year(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """The bare whole number at i as a date or a year (``raw`` set, next token returned), or None."""
    toks, t = ctx.toks, ctx.t
    text = toks[i].text
    value = int(text)
    if is_year_like(text) and month_before(toks, i, t) is None \
            and after_name(toks, i, ctx.original, ctx.orig, t):
        raw.dropped = True  # FAST 2025, ECCV 2018: part of a conference or product name
        return j
    if 1 <= value <= 31 and not raw.scale_exp:
        month = month_after(toks, i + 1, t) if j == i + 1 else None
        if month:
            number, nxt, text_end = month
            year_k = year_after_month(toks, nxt if nxt == text_end else text_end)
            if year_k is not None and nxt == text_end:
                set_date(raw, ymd_value(int(toks[year_k].text), number, value), "date_ymd")
                raw.i1 = year_k + 1
                return skip_year_word(toks, year_k + 1, t)
            set_date(raw, Decimal(number * 100 + value), "date_md")
            raw.i1 = text_end
            return nxt
    k = month_before(toks, i, t)
    if k is not None and 1 <= value <= 31 and not raw.scale_exp:  # "November 6" (month first)
        month = match_at(toks, k, t, MONTH).get("month").value
        year_k = year_after_month(toks, j)
        raw.i0 = k
        if year_k is not None:
            set_date(raw, ymd_value(int(toks[year_k].text), month, value), "date_ymd")
            raw.i1 = year_k + 1
            return year_k + 1
        set_date(raw, Decimal(month * 100 + value), "date_md")
        return j
    if not is_year_like(text):
        return None
    if k is not None:
        month = match_at(toks, k, t, MONTH).get("month").value
        set_date(raw, Decimal(value * 100 + month), "date_ym")
        raw.i0 = k
        return skip_year_word(toks, j, t)
    after = year_then_month(toks, j, t)
    if after:
        month, nxt, text_end = after
        set_date(raw, Decimal(value * 100 + month), "date_ym")
        raw.i1 = text_end
        return nxt
    year_word = match_at(toks, j, t, YEAR_WORD)
    if year_word is not None and match_at(toks, j, t, YEARS_SPAN) is not None:
        year_word = None  # "1000 yıl sonra": the plain noun after a figure is a span of years
    before = i > 0 and match_at(toks, i - 1, t, YEAR_BEFORE)
    if year_word is not None or (before and before.end == i) or raw.suffixed \
            or toks[j - 1].kind == WORD and j - 1 > i:
        raw.set_unit("year", "year")
        return year_word.end if year_word is not None else j
    if is_bare_year(text) and counted_noun(toks, j, t) is None \
            and not after_name(toks, i, ctx.original, ctx.orig, t):
        # before the noun "years" (not a year word of units.yml) a figure is a span: "1000 years
        # later", "через 1000 лет", "1000 عام"
        raw.set_unit("year", "year")
        return j
    return None


def set_date(raw: Raw, value: Decimal, kind: str) -> None:
    """A date as a sortable number, ``kind`` saying which parts are written (date_ymd, date_ym, date_md)."""
    raw.value = value
    raw.set_unit("date", kind)


def skip_year_word(toks: list[Tok], j: int, t: LangTables) -> int:
    m = match_at(toks, j, t, YEAR_WORD)
    return m.end if m is not None else j


def year_before_years_noun(ctx: Scan, i: int, raw: Raw, j: int, noun: Optional[str]) -> bool:
    """"2025 yılında" read through the counted noun "years": a year-like bare figure before it is the
    calendar year, unless the noun is the plain one of a span ("1000 yıl sonra")."""
    return noun == "years" and is_year_like(ctx.toks[i].text) and raw.plain_int \
        and match_at(ctx.toks, j, ctx.t, YEARS_SPAN) is None
