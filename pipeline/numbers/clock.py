"""Clock times, with dates the time dimension: a time of day is no quantity ("5 a.m.", "saat 3",
"सुबह 5 बजे", "5 часов утра", "09.12'de", "الساعة الثانية"), so a figure read as one is dropped.

A clock word before a figure makes a time of day unless it is the noun of the figure before ("2
saat 3 dakika": 2 hours 3 minutes); where the decimal mark is a comma, hours and minutes after a
dot are a time of day ("в 9.45"); a race time "2:03:12" is a duration (``durations``) unless a
clock word says it is a time of day.

Tables: ``units.yml`` ``clock`` (words before and after a time of day).
"""
from __future__ import annotations

import re

from .lexicon import LangTables, TableFiles, look_back, match_at
from .raw import Raw, Scan
from .tokens import Tok

READS: tuple[str, ...] = ()

CLOCK_AFTER, CLOCK_BEFORE = frozenset({"clock_after"}), frozenset({"clock_before"})
DOTTED_CLOCK = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d")


def load(t: LangTables, files: TableFiles) -> None:
    t.add_parts(files.units.get("clock"), {"before": "clock_before", "after": "clock_after"})


def time_of_day(ctx: Scan, i: int, raw: Raw, j: int) -> bool:
    """"5 a.m.", "सुबह 5 बजे", "5 часов утра", "saat 3", "09.12'de": the bare figure at i (its
    reading ends before token j) is a time of day, not a quantity."""
    return clock_word_after(ctx.toks, j, ctx.t) or clock_word_before(ctx, raw) or dotted_clock(ctx.toks[i].text, ctx.t)


def clock_word_after(toks: list[Tok], j: int, t: LangTables) -> bool:
    return match_at(toks, j, t, CLOCK_AFTER) is not None


def after_clock_word(toks: list[Tok], i: int, t: LangTables) -> bool:
    """A clock word right before token i ("الساعة الثانية", "at 07:45:00")."""
    return look_back(toks, i, t, CLOCK_BEFORE, 1) is not None


def clock_word_before(ctx: Scan, raw: Raw) -> bool:
    """"saat 3", "at 3": a clock word before the number, unless that word is the counted noun of
    the number before ("2 saat 3 dakika": 2 hours 3 minutes)."""
    if not after_clock_word(ctx.toks, raw.i0, ctx.t):
        return False
    prev = ctx.last_raw
    return not (prev is not None and prev.counted and prev.i1 == raw.i0 - 1)


def dotted_clock(text: str, t: LangTables) -> bool:
    """"09.12'de", "в 9.45": where the decimal mark is a comma, hours and minutes after a dot
    can be no decimal and no thousands group, so they are a time of day."""
    return t.decimal == "," and DOTTED_CLOCK.fullmatch(text) is not None
