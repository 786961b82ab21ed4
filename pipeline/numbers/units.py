"""The unit of a figure: what is glued to its digits, what stands before it, and the unit phrase
after it, each kind handed to the dimension that reads it.

Glued after the digits (``glued_right``), in this order: a reduplicated Hindi figure ("25-25"); a
suffix (an identifier's letters, a compact scale "2.8T" (money, parameters or metres), "6.5x",
"8वें", a year word, a scale, "%", a currency, a unit); a hyphen and a rank suffix ("8-й") or a
compound (``HYPHEN_COMPOUNDS``, then a counted noun: "48-hour"); a Turkish apostrophe suffix
("2025'te", distributive "25'er"); an ordinal dot ("8. sırada"). Before the figure
(``prefix_units``): a currency symbol or code, a percent word. After it (``after_number``): a
percent sign, scale words and smaller blocks ("2 milyon 500 bin"), one unit phrase
(``read_unit``), the next smaller unit ("6 fit 6 inç"), a currency symbol or code ("100 TL").
"""
from __future__ import annotations

from typing import Optional

from . import ages, counts, measure, money, numerals, proportions, ranks
from .dates import is_year_like
from .lexicon import LangTables, TableFiles, match_at
from .raw import Raw, Scan
from .tokens import APOS, NUM, WORD, Tok, skip_apostrophe

UNIT_KINDS = frozenset({"currency", "percent", "pp", "pp_bare", "bp", "times", "age_after", "year_after",
                        "month", "rank_noun", "month_tail", "measure", "measure_choice", "degree"})
LINK = frozenset({"unit_link"})
GLUED_KINDS = frozenset({"year_after", "scale", "percent", "currency", "measure", "degree"})
GLUED_UNITS = {"times": ("times", "multiplier"), "rank": ("rank", "rank"), "year_after": ("year", "year"),
               "percent": ("percent", "percent")}  # "6.5x", "8वें", "2025yılında", "5%": (unit, kind)
# what a word after "N-" may make of the figure, asked in this order (then a counted noun):
# "29-year-old", "40-летие", "6-кратное", "25-тысячную", "20-degree" / "6-foot-6"
HYPHEN_COMPOUNDS = (ages.hyphen_age, ranks.rank_compound, proportions.times_compound, numerals.scale_adjective,
                    measure.hyphen_unit)


def load(t: LangTables, files: TableFiles) -> None:
    t.add_all(files.units.get("unit_links"), "unit_link")  # "مليارات من الدولارات", "tens of thousands"


def attached_suffix(toks: list[Tok], i: int, t: LangTables) -> Optional[tuple[str, object, int]]:
    """What is glued right after the digits at i: ("compact", exp), ("times",), ("rank",),
    ("year",), ("ident",) or None; with the next token index."""
    if i + 1 >= len(toks) or not toks[i].glued_to(toks[i + 1]):
        return None
    nxt = toks[i + 1]
    glued_more = i + 2 < len(toks) and nxt.glued_to(toks[i + 2]) and toks[i + 2].kind in (WORD, NUM)
    if nxt.kind == WORD:
        if glued_more:
            return ("ident", None, i + 2)
        if nxt.text in t.compact_suffixes:
            return ("compact", t.compact_suffixes[nxt.text], i + 2)
        if nxt.text in ("x", "×"):
            return ("times", None, i + 2)
        if nxt.text in t.ordinal_suffixes:
            return ("rank", None, i + 2)
        m = match_at(toks, i + 1, t, GLUED_KINDS)
        if m is not None and m.end == i + 2:
            kind = next(iter(m.entries))  # the first kind the tables gave the word ("pound": money)
            return (kind, m.entries[kind].value, i + 2)
        return ("ident", None, i + 2)
    if nxt.text == "×":
        return ("times", None, i + 2)
    return None


def hyphen_suffix(toks: list[Tok], i: int, t: LangTables) -> Optional[tuple[str, int]]:
    """"8-й" (rank) or "48-часовой" (compound adjective): (kind, next token index)."""
    if i + 2 >= len(toks):
        return None
    dash, word = toks[i + 1], toks[i + 2]
    if dash.text != "-" or not toks[i].glued_to(dash) or not dash.glued_to(word) or word.kind != WORD:
        return None
    if word.text in t.ordinal_suffixes:
        return ("rank", i + 3)
    return ("compound", i + 2)


def glued_right(ctx: Scan, i: int, raw: Raw) -> Optional[int]:
    """Handle what is glued after the digits; None when the digits belong to an identifier."""
    toks, t = ctx.toks, ctx.t
    j = i + 1
    if numerals.reduplicated(toks, i, t):
        raw.i1 = i + 3
        return i + 3
    suffix = attached_suffix(toks, i, t)
    if suffix is not None:
        return glued_suffix(ctx, i, raw, suffix)
    hyphen = hyphen_suffix(toks, i, t)
    if hyphen is not None:
        kind, j = hyphen
        if kind == "rank":
            ranks.set_rank(raw)
            raw.i1 = j
            return j
        for compound in HYPHEN_COMPOUNDS:
            found = compound(ctx, i, raw, j)
            if found is not None:
                return found
        return counts.hyphen_noun(ctx, raw, j)
    if j < len(toks) and toks[j].kind == APOS and toks[i].glued_to(toks[j]) \
            and j + 1 < len(toks) and toks[j].glued_to(toks[j + 1]) and toks[j + 1].kind == WORD:
        if toks[j + 1].text in t.distributive_suffixes:
            raw.i1 = j + 2  # "25'er baz puanlık": so many each, the unit follows
            return j + 2
        raw.suffixed = True
        return j + 2
    return ranks.ordinal_dot(ctx, i, raw, j)


def glued_suffix(ctx: Scan, i: int, raw: Raw, suffix: tuple[str, object, int]) -> Optional[int]:
    """A word glued right after the digits at i: "2.8T", "6.5x", "8वें", "2025yılında", "10bin",
    "5%", "5TL", "100km" (``attached_suffix``)."""
    kind, value, j = suffix
    if kind == "ident":
        return None
    if kind == "compact":
        return compact(ctx, i, raw, value, j)
    if kind == "year_after" and not is_year_like(ctx.toks[i].text):
        return i + 1  # "45tahun": a missing space before the word, read as written apart
    if kind in GLUED_UNITS:
        raw.set_unit(*GLUED_UNITS[kind])
    elif kind == "scale":
        raw.scale_by(value)
    elif kind == "currency":
        raw.set_unit(value, "money")
    elif kind in ("measure", "degree"):
        raw.set_unit(value, "measure")
        raw.i1 = j
        return measure.per_hour_after(ctx.toks, j, ctx.t, raw)
    raw.i1 = j
    return j


def compact(ctx: Scan, i: int, raw: Raw, exponent: int, j: int) -> Optional[int]:
    """2.8T, 32B, 128K: scaled only when money or parameters/tokens are meant ("100m" with neither
    around is metres); None when it is an identifier."""
    found = money.compact_money(ctx, i, raw, exponent, j)
    if found is None:
        found = counts.compact_quantity(ctx, i, raw, exponent, j)
    return found if found is not None else measure.compact_measure(ctx, i, raw, j)


def prefix_units(ctx: Scan, i: int, raw: Raw) -> None:
    """Currency symbols/codes and percent words written before the number."""
    if not money.symbol_before(ctx, i, raw):
        proportions.percent_words_open(ctx, i, raw)


def after_number(ctx: Scan, raw: Raw, j: int) -> int:
    """Percent sign, scale words, then one unit phrase after the number."""
    toks, t = ctx.toks, ctx.t
    if raw.suffixed:  # after an apostrophe suffix nothing more belongs to the number
        return j
    if raw.unit in ("rank", "year"):
        return j
    if j < len(toks) and toks[j].text in proportions.PERCENT_SIGNS and toks[j].start - toks[j - 1].end <= 1 \
            and not proportions.prefix_percent(ctx, j):
        if raw.unit == "number":
            raw.set_unit("percent", "percent")
            raw.i1 = j + 1
        j += 1
        return skip_apostrophe(toks, j)
    if raw.unit in ("times", "percent") and raw.i1 > raw.i0 + 1:
        return j
    exponent, j2, surface_end = numerals.read_scales(toks, j, t)
    if exponent:
        raw.scale_by(exponent)
        raw.i1, j = surface_end, j2
        j = numerals.smaller_blocks(ctx, raw, j, exponent)
    if raw.unit == "number" or raw.unit == "percent" and exponent:
        before = j
        j = read_unit(toks, j, t, raw)
        if raw.kind == "measure":
            j = measure.feet_and_inches(ctx, raw, j)
        if j == before and raw.unit == "number":
            j = money.symbol_after(ctx, raw, j)
    return j


def read_unit(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    """Apply the unit phrase at token j to ``raw``; return the next token index."""
    nxt = read_unit_at(toks, j, t, raw)
    if nxt == j and raw.unit == "number":
        link = match_at(toks, j, t, LINK)
        if link is not None:  # "مليارات من الدولارات": a unit after "of"
            probe = Raw(raw.i0, raw.i1, raw.value)
            after = read_unit_at(toks, link.end, t, probe)
            if after != link.end and probe.kind == "money":
                raw.set_unit(probe.unit, probe.kind, probe.counted)
                raw.i1 = probe.i1
                return after
    return nxt


def read_unit_at(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    """The unit phrase right at j: a measure (a "pound" only by a word of weight), a currency,
    basis points, percentage points, a percent word, a multiplier or occurrences, a bare degree,
    or a noun of parameters or tokens."""
    m = match_at(toks, j, t, UNIT_KINDS)
    if m is not None:
        entries = m.entries
        if "measure" in entries and ("currency" not in entries or measure.mass_context(toks, raw.i0, m.end, t)):
            raw.set_unit(entries["measure"].value, "measure")
            raw.i1 = m.text_end
            return measure.per_hour_after(toks, m.end, t, raw)
        if "measure_choice" in entries:
            chosen = measure.unit_by_context(toks, raw.i0, m.end, t, entries["measure_choice"].value)
            if chosen is None:
                return j  # "300 كيلو" with nothing saying distance or weight: no unit
            raw.set_unit(chosen, "measure")
            raw.i1 = m.text_end
            return m.end
        if "currency" in entries:
            raw.set_unit(entries["currency"].value, "money")
        elif "bp" in entries:
            raw.set_unit("basis_point", "basis_point")
        elif "pp" in entries or "pp_bare" in entries and proportions.percent_context(toks, raw.i0, t):
            raw.set_unit("percent_point", "percent_point")
        elif "pp_bare" in entries:
            raw.set_unit("count", "count", "points")  # "four points clear": points of a game
        elif "percent" in entries:
            raw.set_unit("percent", "percent")
        elif "times" in entries and proportions.occurrences(toks, j, m, t, raw):
            raw.set_unit("count", "count", "occurrences")
        elif "times" in entries:
            raw.set_unit("times", "multiplier")
        elif "degree" in entries:
            raw.set_unit("degree", "measure")  # a temperature (or angle) without its scale
        else:
            m = None
        if m is not None:
            raw.i1 = m.text_end
            return m.end
    return counts.quantity_after(toks, j, t, raw)
