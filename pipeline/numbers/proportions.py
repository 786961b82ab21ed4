"""Proportions: percentages ("%80", "80 peratus", "yüzde 45"), percentage points and basis points
("3 puan", "500 baz puan"), multipliers ("6,5 kat", "6.5x", "в 6,5 раза", "вдвое"), and a part
of a whole ("one in five", "каждый пятый", "Beş çocuktan biri": 0.2).

"Points" alone are percentage points only where a percentage or a word of a rate is near ("four
points clear" counts points of a game); an ambiguous times word ("مرة", "kali", "раз") is a
multiplier only with a word of change near it, else a count of occurrences ("cited 300 times").

Tables: ``units.yml`` ``percent``, ``percent_points``, ``basis_points``, ``times``;
``numbers.yml`` ``multiplier_words``, ``every_words``, ``every_part_words``, ``part_frames``;
``shared_units.yml`` ``percent_symbols``, ``times_symbols``.
"""
from __future__ import annotations

from decimal import Decimal
from typing import Optional

from pipeline.lang.data import words

from .digits import parse_digits
from .lexicon import LangTables, TableFiles, entry_tokens, match_at, match_stem
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok
from .words import read_number_words

READS = ("numerals",)  # the whole after "every" ("her üç sandalyeden biri")

PERCENT_SIGNS = frozenset({"%"})
PERCENT_PREFIX = frozenset({"percent_prefix"})
PERCENT_KINDS = frozenset({"percent", "percent_prefix"})
RATE_WINDOW = 6  # tokens before bare "points" searched for a word of a rate or a share
EVERY, EVERY_PART = frozenset({"every"}), frozenset({"every_part"})
ORDINAL = frozenset({"ordinal"})
TIMES_UNIT = frozenset({"times"})


def load(t: LangTables, files: TableFiles) -> None:
    units, numbers = files.units, files.numbers
    t.add_parts(units.get("percent"), {"suffix": "percent", "prefix": "percent_prefix"})
    points = units.get("percent_points") or {}
    t.add_parts(points, {"suffix": "pp", "bare": "pp_bare"})
    for stem in words(points.get("context")):
        t.add_stem("rate_context", stem, "rate")
    t.add_all((units.get("basis_points") or {}).get("suffix"), "bp")
    times = units.get("times") or {}
    t.add_all(times.get("suffix"), "times")
    t.times_ambiguous = t.normalized(times.get("ambiguous"))
    t.times_context_before = t.normalized(times.get("context_before"))
    t.times_context_after = t.normalized(times.get("context_after"))
    for stem in words(times.get("compound_stems")):
        t.add_stem("times_compound", stem, "times")
    t.sort_stems("rate_context", "times_compound")
    for value, forms in (numbers.get("multiplier_words") or {}).items():
        t.add_all(forms, "times_word", Decimal(value))
    t.add_all(numbers.get("every_words"), "every")
    t.add_all(numbers.get("every_part_words"), "every_part")
    t.part_frames = tuple(entry_tokens(w, t.lang) for w in words(numbers.get("part_frames")))
    t.add_all(files.shared.get("times_symbols"), "times")
    t.add_all(files.shared.get("percent_symbols"), "percent")


# ---------------------------------------------------------------- percent and points


def prefix_percent(ctx: Scan, i: int) -> bool:
    """Turkish/Arabic "%80": a percent sign right before digits (not after other digits)."""
    toks = ctx.toks
    if i + 1 >= len(toks) or toks[i + 1].kind != NUM or toks[i + 1].start - toks[i].end > 1:
        return False
    return ("%",) in ctx.t.phrases and "percent_prefix" in ctx.t.phrases[("%",)] and not (
        i > 0 and toks[i - 1].kind == NUM and toks[i - 1].glued_to(toks[i]))


def percent_word_before(ctx: Scan, i: int) -> bool:
    return i > 0 and match_at(ctx.toks, i - 1, ctx.t, PERCENT_PREFIX) is not None


def percent_words_open(ctx: Scan, i: int, raw: Raw) -> None:
    """"yüzde 45", "ربع بالمائة": a percent word (of one or two tokens) right before the figure at
    i makes it a percentage and opens its surface."""
    if i - 1 < ctx.last_token:
        return
    for k in (i - 1, i - 2):
        if k < 0:
            return
        m = match_at(ctx.toks, k, ctx.t, PERCENT_PREFIX)
        if m is not None and m.end == i:
            raw.set_unit("percent", "percent")
            raw.i0 = k
            return


def percent_context(toks: list[Tok], i0: int, t: LangTables) -> bool:
    """Whether bare "points" are percentage points: the paragraph states a percentage, or a word
    of a rate or a share stands shortly before ("Oy oranı 3 puan arttı")."""
    if any(match_stem(toks, k, t, "rate_context") for k in range(max(0, i0 - RATE_WINDOW), i0)):
        return True
    return any(match_at(toks, k, t, PERCENT_KINDS) is not None for k in range(len(toks))
               if toks[k].kind == WORD or toks[k].text in "%٪")


# ---------------------------------------------------------------- multipliers


def occurrences(toks: list[Tok], j: int, m, t: LangTables, raw: Raw) -> bool:
    """"300 مرة" cited 300 times vs "زيادة 6 مرات" six-fold: ambiguous words need context."""
    if m.key not in {(w,) for w in t.times_ambiguous}:
        return False
    before = {tok.text for tok in toks[max(0, raw.i0 - 4):raw.i0]}
    before |= {w[len(c):] for w in before for c in t.clitics if w.startswith(c)}
    after = {tok.text for tok in toks[m.end:m.end + 2]}
    return not (before & t.times_context_before or after & t.times_context_after)


def times_context(ctx: Scan, i: int, end: int, after_window: int = 2) -> bool:
    """A word of change around tokens i..end ("زيادة", "turun", "в"): a times word is N-fold."""
    before = {tok.text for tok in ctx.toks[max(0, i - 3):i]}
    after = {tok.text for tok in ctx.toks[end:end + after_window]}
    return bool(before & ctx.t.times_context_before or after & ctx.t.times_context_after)


def times_figure_follows(ctx: Scan, end: int) -> bool:
    """A figure with a times word right after a multiplier verb ("tripled 3 times" style)."""
    toks = ctx.toks
    for k in range(end, min(len(toks), end + 2)):
        if toks[k].kind == NUM or read_number_words(toks, k, ctx.t) is not None:
            nxt = k + 1 if toks[k].kind == NUM else read_number_words(toks, k, ctx.t).end
            return match_at(toks, nxt, ctx.t, TIMES_UNIT) is not None
    return False


def times_compound(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """"6-кратное": a multiplier adjective after a hyphen."""
    if not match_stem(ctx.toks, j, ctx.t, "times_compound"):
        return None
    raw.set_unit("times", "multiplier")
    raw.i1 = j + 1
    return j + 1


# ---------------------------------------------------------------- a part of a whole


def every_nth(ctx: Scan, i: int) -> Optional[Raw]:
    """"каждый пятый" (every fifth): one in five."""
    toks, t = ctx.toks, ctx.t
    every = match_at(toks, i, t, EVERY)
    if every is None:
        return None
    whole = every_part(ctx, every.end)
    if whole is not None:  # "her üç sandalyeden biri": one of every three seats
        return Raw(i, whole[1], Decimal(1) / whole[0], kind="ratio", places=6)
    nth = match_at(toks, every.end, t, ORDINAL)
    if nth is None or nth.get("ordinal").value < 2:
        return None
    raw = Raw(i, nth.text_end, Decimal(1) / Decimal(nth.get("ordinal").value), kind="ratio", places=6)
    return raw


def every_part(ctx: Scan, k: int) -> Optional[tuple[Decimal, int]]:
    """(whole, end token) for "her üç sandalyeden birine": a number after "every", at most one
    word (the counted noun), then a word for "one of them"."""
    toks = ctx.toks
    if k >= len(toks):
        return None
    if toks[k].kind == NUM:
        parsed = parse_digits(toks[k].text, ctx.t.decimal, ctx.t.group, ctx.t.indian_grouping)
        whole, nxt = (parsed.value, k + 1) if parsed is not None else (None, k)
    else:
        number = read_number_words(toks, k, ctx.t)
        whole, nxt = (number.value, number.end) if number is not None else (None, k)
    if whole is None or whole < 2:
        return None
    for j in (nxt, nxt + 1):
        part = match_at(toks, j, ctx.t, EVERY_PART)
        if part is not None and (j == nxt or toks[nxt].kind == WORD):
            return Decimal(whole), part.text_end
    return None


def part_of_whole(ctx: Scan, raw: Raw) -> Raw:
    """"Beş çocuktan biri" (one of five children), "Salah seorang daripada lima": one of a whole
    is a proportion; the whole stays a plain count otherwise."""
    toks, t = ctx.toks, ctx.t
    if raw.unit not in ("number", "count") or raw.value_max is not None or raw.vague or raw.value < 2 \
            or raw.value != raw.value.to_integral_value():
        return raw
    for j in (raw.i1, raw.i1 + 1):
        part = match_at(toks, j, t, EVERY_PART)
        if part is not None and (j == raw.i1 or toks[raw.i1].kind == WORD):
            return ratio_raw(raw, raw.i0, part.text_end)
    for frame in t.part_frames:
        k = raw.i0 - len(frame)
        if k >= 0 and tuple(tok.text for tok in toks[k:raw.i0]) == frame:
            return ratio_raw(raw, k, raw.i1)
    return raw


def ratio_raw(whole: Raw, i0: int, i1: int) -> Raw:
    ratio = Raw(i0, i1, Decimal(1) / whole.value, kind="ratio", places=6, counted=whole.counted)
    ratio.start_override = whole.start_override if i0 == whole.i0 else None
    return ratio
