"""Find every numeric mention of a paragraph: ``extract_numbers(text, lang)``.

Pipeline: normalize (digits, case, marks; offsets kept) -> tokenize -> read each number
(digits or words) with what is glued to it and what follows it -> classify (money, percent,
times, params/tokens, date, year, age, rank, count, number) -> join ranges -> map offsets back.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from ..model import NumberMention
from . import dates, durations, exclude, measure, scores, units
from .digits import parse_digits, roman_value
from .lexicon import match_at, match_stem, may_start_number, word_variants
from pipeline.lang.text import Normalized, normalize, normalize_entry
from .ranges import merge_ranges
from .raw import Raw
from .tables import LangTables, load_tables
from .tokens import APOS, NUM, SYM, WORD, Tok, tokenize
from .words import read_fraction, read_number_words, read_vague

MEASURE, DEGREE = frozenset({"measure"}), frozenset({"degree"})
STRONG_UNITS = frozenset({"money", "percent", "percent_point", "basis_point", "multiplier", "params",
                          "tokens"})
PERCENT_SIGNS = frozenset({"%"})
AGE_BEFORE, AGE_AFTER = frozenset({"age_before"}), frozenset({"age_after"})
YEAR_BEFORE = frozenset({"year_before"})
YEARS_SPAN = frozenset({"years_span"})  # "years", "лет", "yıl": after a figure, a span of years
RANK_NOUN = frozenset({"rank_noun"})
CLOCK_AFTER, CLOCK_BEFORE = frozenset({"clock_after"}), frozenset({"clock_before"})
EVERY = frozenset({"every"})
ORDINAL_TEEN = frozenset({"ordinal_teen"})
AGE_WINDOW = 4


class _Context:
    """Everything one extraction needs, passed around instead of long argument lists."""

    def __init__(self, text: str, lang: str):
        self.t: LangTables = load_tables(lang)
        self.norm: Normalized = normalize(text, self.t.lang)
        self.toks: list[Tok] = tokenize(self.norm.text, self.t.space_grouping)
        self.original = text
        # where the previous mention ended: a sign or symbol is never used by two mentions
        self.last_token = 0
        self.last_offset = 0
        self.score_seconds: set[int] = set()  # tokens that are the second figure of a score
        self.last_raw: Optional[Raw] = None  # the mention read before this one

    def orig(self, offset: int) -> int:
        return self.norm.to_original(offset)

    def orig_start(self, k: int) -> int:
        return self.norm.to_original(self.toks[k].start)

    def orig_end(self, k: int) -> int:
        return self.norm.original_end(self.toks[k].end)


def extract_numbers(text: str, lang: str) -> list[NumberMention]:
    """Every numeric mention in ``text`` (one paragraph, NFC) of language ``lang``."""
    if not text:
        return []
    ctx = _Context(text, lang)
    raws: list[Raw] = []
    i = 0
    while i < len(ctx.toks):
        tok = ctx.toks[i]
        raw, nxt = None, i + 1
        if tok.kind == NUM:
            raw, nxt = _read_digits(ctx, i)
        elif tok.kind == WORD:
            raw, nxt = _read_words(ctx, i)
        elif tok.kind == SYM and tok.text in PERCENT_SIGNS and _prefix_percent(ctx, i) \
                and i >= ctx.last_token:
            raw, nxt = _read_digits(ctx, i + 1, percent_prefix=i)
        if raw is not None and raw.unit == "rank":
            _ordinal_milestone(ctx, raw)
        if raw is not None and ctx.orig_start(raw.i0) >= ctx.last_offset \
                and (raw.start_override is None or raw.start_override >= ctx.last_offset):
            raws.append(raw)
            ctx.last_raw = raw
            ctx.last_token, ctx.last_offset = raw.i1, ctx.orig_end(raw.i1 - 1)
        i = max(nxt, i + 1)
    raws = [raw for raw in merge_ranges(raws, ctx.toks, ctx.t) if not raw.needs_partner]
    mentions = [_to_mention(ctx, _part_of_whole(ctx, raw)) for raw in raws]
    mentions = measure.scale_bare_degrees(mentions)
    return durations.join_parts(mentions, text, ctx.t.unit_joiners, lambda s: normalize_entry(s, ctx.t.lang))


def _ordinal_milestone(ctx: _Context, raw: Raw) -> None:
    """"after the 35th kilometre", "35. kilometreden sonra", "после 35-го километра", "kilometer
    ke-35": an ordinal beside a unit of length marks the distance covered, 35 km."""
    toks, t = ctx.toks, ctx.t
    after = match_at(toks, raw.i1, t, MEASURE)
    before = None
    if raw.i0 > 0 and after is None:
        before = match_at(toks, raw.i0 - 1, t, MEASURE)
        if before is not None and before.end != raw.i0:
            before = None
    found = after or before
    if found is None or measure.dimension_of(found.get("measure").value) != "length":
        return
    raw.set_unit(found.get("measure").value, "measure")
    if after is not None:
        raw.i1 = after.text_end


PART_FRAME = frozenset({"part_frame"})


def _part_of_whole(ctx: _Context, raw: Raw) -> Raw:
    """"Beş çocuktan biri" (one of five children), "Salah seorang daripada lima": one of a whole
    is a proportion; the whole stays a plain count otherwise."""
    toks, t = ctx.toks, ctx.t
    if raw.unit not in ("number", "count") or raw.value_max is not None or raw.vague or raw.value < 2 \
            or raw.value != raw.value.to_integral_value():
        return raw
    for j in (raw.i1, raw.i1 + 1):
        part = match_at(toks, j, t, EVERY_PART)
        if part is not None and (j == raw.i1 or toks[raw.i1].kind == WORD):
            return _ratio_raw(raw, raw.i0, part.text_end)
    for frame in t.part_frames:
        k = raw.i0 - len(frame)
        if k >= 0 and tuple(tok.text for tok in toks[k:raw.i0]) == frame:
            return _ratio_raw(raw, k, raw.i1)
    return raw


def _ratio_raw(whole: Raw, i0: int, i1: int) -> Raw:
    ratio = Raw(i0, i1, Decimal(1) / whole.value, kind="ratio", places=6, counted=whole.counted)
    ratio.start_override = whole.start_override if i0 == whole.i0 else None
    return ratio


def _prefix_percent(ctx: _Context, i: int) -> bool:
    """Turkish/Arabic "%80": a percent sign right before digits (not after other digits)."""
    toks = ctx.toks
    if i + 1 >= len(toks) or toks[i + 1].kind != NUM or toks[i + 1].start - toks[i].end > 1:
        return False
    return ("%",) in ctx.t.phrases and "percent_prefix" in ctx.t.phrases[("%",)] and not (
        i > 0 and toks[i - 1].kind == NUM and toks[i - 1].glued_to(toks[i]))


# ---------------------------------------------------------------- digits


def _read_digits(ctx: _Context, i: int, percent_prefix: Optional[int] = None):
    toks, t = ctx.toks, ctx.t
    tok = toks[i]
    if percent_prefix is None and (i in ctx.score_seconds or scores.score_second(toks, i, t) is not None):
        if i not in ctx.score_seconds:
            ctx.score_seconds.add(scores.score_second(toks, i, t))
        return Raw(i, i + 1, Decimal(tok.text), kind="score", plain_int=True), i + 1  # "2-1": two figures
    if exclude.glued_to_name(toks, i, t) and not _glued_currency(ctx, i):
        return None, exclude.identifier_end(toks, i)
    found_date = dates.numeric_date(ctx.norm.text, tok.start)
    if found_date:
        return _numeric_date(ctx, i, found_date)
    decade = dates.decade_after(toks, i, t) if percent_prefix is None else None
    if decade is not None:  # "the 1950s": the years 1950 to 1959
        year = Decimal(tok.text)
        return Raw(i, decade[0], year, unit="year", kind="decade", value_max=year + 9), decade[1]
    if percent_prefix is None and exclude.is_section_number(toks, i, ctx.norm.text) \
            and not _ordinal_dot_before_word(ctx, i):
        return None, i + 1
    race_time = _race_time(ctx, i) if percent_prefix is None else None
    if race_time is not None:
        return race_time
    if exclude.opens_ratio(toks, i):
        return None, exclude.identifier_end(toks, i)
    parsed = parse_digits(tok.text, t.decimal, t.group, t.indian_grouping)
    if parsed is None:
        return None, exclude.identifier_end(toks, i)
    raw = Raw(i if percent_prefix is None else percent_prefix, i + 1, parsed.value,
              ambiguous=parsed.ambiguous, alternatives=list(parsed.alternatives),
              base=parsed.value, plain_int=parsed.plain, places=_places(parsed.value))
    if percent_prefix is not None:
        raw.set_unit("percent", "percent")
    sign = _negative_before(ctx, raw.i0)
    if sign is not None:
        _negate(raw)
        raw.i0 = sign
    if parsed.plain:
        i = _mixed_fraction(ctx, i, raw)
    if i >= 2 and toks[i - 1].text == "-" and toks[i - 1].glued_to(tok) \
            and toks[i - 2].glued_to(toks[i - 1]) and exclude.is_rank_prefix(toks, i - 2, t):
        raw.set_unit("rank", "rank")  # Malay ke-8
        raw.i0 = i - 2
    elif i >= 2 and exclude.is_rank_prefix(toks, i - 1, t) and tok.start - toks[i - 1].end == 1 \
            and match_at(toks, i - 2, t, ORDINAL_NOUN) is not None and raw.plain_int:
        raw.set_unit("rank", "rank")  # "ulang tahun ke 40": ke (also "to") after a noun numbered so
        raw.i0 = i - 1
    if i >= 1 and toks[i - 1].glued_to(tok) and exclude.is_article(toks, i - 1, t):
        raw.i0 = i - 1  # "الـ18"; after a definite noun it is an ordinal ("الذكرى الـ18")
        nouns = [v for v in word_variants(toks[i - 2].text, t) if v.startswith(t.definite_article)] if i >= 2 else []
        if nouns and not any(_plural_noun(v[len(t.definite_article):], t) for v in nouns):
            raw.set_unit("rank", "rank")
    j = _glued_right(ctx, i, raw)
    if j is None:
        return None, exclude.identifier_end(toks, i)
    if raw.unit == "number":
        _prefix_units(ctx, i, raw)
    j = _after_number(ctx, raw, j)
    if raw.kind == "quantity" or raw.unit in ("count", "number"):
        j = _classify_bare(ctx, i, raw, j)
    if raw.dropped:
        return None, j
    _whole_count(raw)
    return raw, j


def _race_time(ctx: _Context, i: int):
    """"2:03:12", "2:18:47'lik": hours, minutes and seconds are one duration in seconds, unless a
    clock word makes them a time of day ("at 07:45:00 a.m.")."""
    found = durations.clock_duration(ctx.toks, i)
    if found is None:
        return None
    seconds, j = found
    if match_at(ctx.toks, j, ctx.t, CLOCK_AFTER) is not None \
            or units.look_back(ctx.toks, i, ctx.t, CLOCK_BEFORE, 1) is not None:
        return None
    raw = Raw(i, j, seconds, places=0)
    raw.set_unit(durations.SECONDS, "measure")
    return raw, _skip_apostrophe(ctx.toks, j)


def _whole_count(raw: Raw) -> None:
    """People and things come whole: "59.167 متفرجا" is 59,167 spectators, not 59.167 (the
    decimal reading stays the alternative)."""
    if raw.unit != "count" or not raw.alternatives or raw.value == raw.value.to_integral_value():
        return
    whole = next((a for a in raw.alternatives if a == a.to_integral_value()), None)
    if whole is not None:
        raw.alternatives = [raw.value] + [a for a in raw.alternatives if a != whole]
        raw.value = raw.base = whole


def _ordinal_dot_before_word(ctx: _Context, i: int) -> bool:
    """"19. yüzyılda ..." opening a paragraph: an ordinal before a lower-case word, not a section
    number (a heading is capitalized)."""
    toks = ctx.toks
    return ctx.t.ordinal_dot and i + 2 < len(toks) and toks[i + 1].text == "." \
        and ctx.original[ctx.orig_start(i + 2)].islower()


MAX_DENOMINATOR = 16  # "220 2/3 innings", "5 1/2 miles"; larger ones are ratios or dates


def _mixed_fraction(ctx: _Context, i: int, raw: Raw) -> int:
    """A whole number followed by a digit fraction: "220 2/3" is 220.667. Returns the token the
    number ends on (the denominator), so that what follows is read after it."""
    toks = ctx.toks
    if i + 3 >= len(toks) or toks[i + 1].start - toks[i].end != 1:
        return i
    numerator, slash, denominator = toks[i + 1], toks[i + 2], toks[i + 3]
    if not (numerator.kind == NUM and slash.text == "/" and denominator.kind == NUM
            and numerator.glued_to(slash) and slash.glued_to(denominator)
            and numerator.text.isdigit() and denominator.text.isdigit()):
        return i
    top, bottom = int(numerator.text), int(denominator.text)
    if not 0 < top < bottom <= MAX_DENOMINATOR or (i + 4 < len(toks) and toks[i + 3].glued_to(toks[i + 4])):
        return i
    raw.value += Decimal(top) / Decimal(bottom)
    raw.base = raw.value
    raw.plain_int = False
    raw.places = max(raw.places, 2)
    raw.i1 = i + 4
    return i + 3


def _places(value: Decimal) -> int:
    """Decimal places as written: Decimal("1.98") -> 2, Decimal("135") -> 0."""
    return max(0, -value.as_tuple().exponent)


NEGATIVE = frozenset({"negative"})
SIGN_OPENERS = "([{«\"'/"


def _negative_before(ctx: _Context, i0: int) -> Optional[int]:
    """Token index of a minus before the number at i0 ("-2.5%", "−2,5%", "минус 3", "eksi 5")."""
    toks = ctx.toks
    if i0 < 1 or i0 - 1 < ctx.last_token:
        return None
    sign = toks[i0 - 1]
    if sign.text == "-" and sign.glued_to(toks[i0]):
        if i0 >= 2 and toks[i0 - 2].glued_to(sign) and toks[i0 - 2].text not in SIGN_OPENERS:
            return None  # 40-50, GPT-5, ke-8: a range, a name or a prefix
        return i0 - 1
    m = match_at(toks, i0 - 1, ctx.t, NEGATIVE)
    if m is not None and m.end == i0:
        return i0 - 1
    return None


def _negate(raw: Raw) -> None:
    raw.negative = True
    raw.value, raw.base = -raw.value, -raw.base
    raw.alternatives = [-a for a in raw.alternatives]
    raw.plain_int = False


def _glued_currency(ctx: _Context, i: int) -> bool:
    """RM31.5, Rp5, US$5: the glued letters are a currency symbol."""
    money = units.currency_before(ctx.original, ctx.orig_start(i), ctx.t)
    return money is not None and money[1] <= ctx.orig_start(i - 1)


def _glued_right(ctx: _Context, i: int, raw: Raw) -> Optional[int]:
    """Handle what is glued after the digits; None when the digits belong to an identifier."""
    toks, t = ctx.toks, ctx.t
    j = i + 1
    if _reduplicated(toks, i, t):
        raw.i1 = i + 3
        return i + 3
    suffix = units.attached_suffix(toks, i, t)
    if suffix is not None:
        kind, value, j = suffix
        if kind == "ident":
            return None
        if kind == "compact":
            return _compact(ctx, i, raw, value, j)
        if kind == "times":
            raw.set_unit("times", "multiplier")
            raw.i1 = j
        elif kind == "rank":
            raw.set_unit("rank", "rank")
            raw.i1 = j
        elif kind == "year_after" and not dates.is_year_like(toks[i].text):
            return i + 1  # "45tahun": a missing space before the word, read as written apart
        elif kind == "year_after":
            raw.set_unit("year", "year")
            raw.i1 = j
        elif kind == "scale":
            _apply_scale(raw, value)
            raw.i1 = j
        elif kind == "percent":
            raw.set_unit("percent", "percent")
            raw.i1 = j
        elif kind == "currency":
            raw.set_unit(value, "money")
            raw.i1 = j
        elif kind in ("measure", "degree"):
            raw.set_unit(value, "measure")
            raw.i1 = j
            j = units.per_hour_after(toks, j, t, raw)
        return j
    hyphen = units.hyphen_suffix(toks, i, t)
    if hyphen is not None:
        kind, j = hyphen
        if kind == "rank":
            raw.set_unit("rank", "rank")
            raw.i1 = j
            return j
        age = match_at(toks, i + 1, t, AGE_AFTER, first_token_is_word=False)
        if age is not None:  # "29-year-old"
            raw.set_unit("age", "age", "years")
            raw.i1 = age.text_end
            return age.end
        if match_stem(toks, j, t, "rank_compound"):
            raw.set_unit("rank", "rank")  # "40-летие": the 40th anniversary
            raw.i1 = j + 1
            return j + 1
        if match_stem(toks, j, t, "times_compound"):
            raw.set_unit("times", "multiplier")  # 6-кратное
            raw.i1 = j + 1
            return j + 1
        scale = match_stem(toks, j, t, "scale_adjective")
        if scale:
            _apply_scale(raw, int(scale[0]))  # "25-тысячную": 25,000
            raw.i1 = j + 1
            return j + 1
        unit = match_at(toks, j, t, MEASURE | DEGREE)
        if unit is not None:  # "20-degree", "6-foot-6", "48-hour" is a counted noun below
            raw.set_unit(next(iter(unit.entries.values())).value, "measure")
            raw.i1 = unit.text_end
            return _feet_and_inches(ctx, raw, unit.end)
        noun = units.counted_noun(toks, j, t)
        raw.set_unit("count" if noun else "number", "count" if noun else "quantity", noun)
        return j + 1
    if j < len(toks) and toks[j].kind == APOS and toks[i].glued_to(toks[j]) \
            and j + 1 < len(toks) and toks[j].glued_to(toks[j + 1]) and toks[j + 1].kind == WORD:
        if toks[j + 1].text in t.distributive_suffixes:
            raw.i1 = j + 2  # "25'er baz puanlık": so many each, the unit follows
            return j + 2
        raw.suffixed = True
        return j + 2
    if t.ordinal_dot and j + 1 < len(toks) and toks[j].text == "." and toks[i].glued_to(toks[j]) \
            and toks[j + 1].kind == WORD and toks[j + 1].start - toks[j].end == 1 \
            and (ctx.original[ctx.orig_start(j + 1)].islower() or match_at(toks, j + 1, t, RANK_NOUN)) \
            and raw.plain_int:
        raw.set_unit("rank", "rank")
        raw.i1 = j + 1
        return j + 1
    return j


def _reduplicated(toks: list[Tok], i: int, t: LangTables) -> bool:
    """Hindi "25-25": the same digits twice across a hyphen, one distributive figure."""
    return t.reduplicated_distributive and i + 2 < len(toks) and toks[i + 1].text == "-" \
        and toks[i].glued_to(toks[i + 1]) and toks[i + 1].glued_to(toks[i + 2]) \
        and toks[i + 2].kind == NUM and toks[i + 2].text == toks[i].text


def _feet_and_inches(ctx: _Context, raw: Raw, j: int) -> int:
    """"6-foot-6", "6 fit 6 inç", "6 फुट 6 इंच": a trailing number in the next smaller unit
    (after a hyphen it needs no unit word)."""
    toks, t = ctx.toks, ctx.t
    smaller = measure.smaller_unit(raw.unit)
    if not smaller or j + 1 >= len(toks):
        return j
    k = j + 1 if toks[j].text == "-" and toks[j - 1].glued_to(toks[j]) and toks[j].glued_to(toks[j + 1]) else j
    if toks[k].kind != NUM or not toks[k].text.isdigit() or (k == j and toks[k].start - toks[k - 1].end != 1):
        return j
    unit = match_at(toks, k + 1, t, MEASURE)
    if unit is not None and unit.get("measure").value == smaller:
        end, surface_end = unit.end, unit.text_end
    elif k > j:
        end = surface_end = k + 1
    else:
        return j
    raw.value += measure.convert(Decimal(toks[k].text), smaller, raw.unit)
    raw.places = max(raw.places, 2)
    raw.plain_int = False
    raw.i1 = surface_end
    return end


def _compact(ctx: _Context, i: int, raw: Raw, exponent: int, j: int) -> Optional[int]:
    """2.8T, 32B, 128K: scaled only when money or parameters/tokens are meant."""
    money = units.currency_before(ctx.original, ctx.orig_start(i), ctx.t)
    if money and money[1] >= ctx.last_offset:
        _apply_scale(raw, exponent)
        raw.set_unit(money[0], "money")
        _money_prefix(ctx, raw, money[1])
        raw.i1 = j
        return j
    unit = units.compact_unit(ctx.toks, i, ctx.t)
    if unit is None:
        measure = match_at(ctx.toks, i + 1, ctx.t, MEASURE)
        if measure is not None and measure.end == j:  # "100m" with no money around: metres
            raw.set_unit(measure.get("measure").value, "measure")
            raw.i1 = j
            return units.per_hour_after(ctx.toks, j, ctx.t, raw)
        return None
    _apply_scale(raw, exponent)
    raw.set_unit(unit, unit, "parameters" if unit == "params" else "tokens")
    raw.i1 = j
    return j


def _money_prefix(ctx: _Context, raw: Raw, symbol_start: int) -> None:
    """A currency symbol before the number opens the mention ("$8 billion to $12 billion" is a
    range; "-$912 million" is negative: the sign stands before the symbol)."""
    raw.start_override = symbol_start
    k = raw.i0
    while k > ctx.last_token and ctx.orig_start(k - 1) >= symbol_start:
        k -= 1
    raw.i0 = k
    if not raw.negative:
        sign = _negative_before(ctx, k)
        if sign is not None:
            _negate(raw)
            raw.i0 = sign
            raw.start_override = ctx.orig_start(sign)


def _apply_scale(raw: Raw, exponent: int) -> None:
    raw.scale_exp += exponent
    raw.value = raw.value * (Decimal(10) ** exponent)
    raw.alternatives = [a * (Decimal(10) ** exponent) for a in raw.alternatives]
    raw.plain_int = False


def _prefix_units(ctx: _Context, i: int, raw: Raw) -> None:
    """Currency symbols/codes and percent words written before the number."""
    money = units.currency_before(ctx.original, ctx.orig_start(i), ctx.t)
    if money and money[1] >= ctx.last_offset:
        raw.set_unit(money[0], "money")
        _money_prefix(ctx, raw, money[1])
        raw.plain_int = False
        return
    if i - 1 < ctx.last_token:
        return
    if i > 0:
        m = match_at(ctx.toks, i - 1, ctx.t, frozenset({"percent_prefix"}))
        if m is not None and m.end == i:
            raw.set_unit("percent", "percent")
            raw.i0 = i - 1
            return
    if i > 1:
        m = match_at(ctx.toks, i - 2, ctx.t, frozenset({"percent_prefix"}))
        if m is not None and m.end == i:
            raw.set_unit("percent", "percent")
            raw.i0 = i - 2


def _after_number(ctx: _Context, raw: Raw, j: int) -> int:
    """Percent sign, scale words, then one unit phrase after the number."""
    toks, t = ctx.toks, ctx.t
    if raw.suffixed:  # after an apostrophe suffix nothing more belongs to the number
        return j
    if raw.unit in ("rank", "year"):
        return j
    if j < len(toks) and toks[j].text in PERCENT_SIGNS and toks[j].start - toks[j - 1].end <= 1 \
            and not _prefix_percent(ctx, j):
        if raw.unit == "number":
            raw.set_unit("percent", "percent")
            raw.i1 = j + 1
        j += 1
        return _skip_apostrophe(toks, j)
    if raw.unit in ("times", "percent") and raw.i1 > raw.i0 + 1:
        return j
    exponent, j2, surface_end = units.read_scales(toks, j, t)
    if exponent:
        _apply_scale(raw, exponent)
        raw.i1, j = surface_end, j2
        j = _smaller_blocks(ctx, raw, j, exponent)
    if raw.unit == "number" or raw.unit == "percent" and exponent:
        before = j
        j = units.read_unit(toks, j, t, raw)
        if raw.kind == "measure":
            j = _feet_and_inches(ctx, raw, j)
        if j == before and raw.unit == "number":
            after = units.currency_after(ctx.original, ctx.orig_end(raw.i1 - 1), t)
            if after:
                raw.set_unit(after[0], "money")
                while raw.i1 < len(toks) and ctx.orig_start(raw.i1) < after[1]:
                    raw.i1 += 1
                j = max(j, raw.i1)
    return j


def _smaller_blocks(ctx: _Context, raw: Raw, j: int, exponent: int) -> int:
    """"2 milyon 500 bin", "3 млрд 200 млн", "مليار و500 مليون", "7 bin 500": add the smaller
    blocks that follow a scaled number (each with a smaller scale word, or a last plain block
    below the scale: "7 bin 500" is 7,500)."""
    toks = ctx.toks
    while j < len(toks):
        k = _block_start(ctx, j)
        if k is None:
            break
        digits = toks[k].text
        smaller, j2, surface_end = units.read_scales(toks, k + 1, ctx.t)
        if not smaller:
            if exponent != 3 or len(digits) > 3 or k != j or (k + 1 < len(toks) and toks[k + 1].kind == NUM):
                break
            raw.value += Decimal(digits)  # the units block: "7 bin 500 lira"
            raw.i1, j = k + 1, k + 1
            break
        if smaller >= exponent or int(digits) >= 10 ** (exponent - smaller):
            break
        raw.value += Decimal(digits) * (Decimal(10) ** smaller)
        raw.i1, j, exponent = surface_end, j2, smaller
    return j


def _block_start(ctx: _Context, j: int) -> Optional[int]:
    """Token of the digits of a following block: right after a space, or after "and" (و)."""
    toks = ctx.toks
    tok = toks[j]
    if tok.kind == NUM and tok.text.isdigit() and tok.start - toks[j - 1].end == 1:
        return j
    if tok.kind == WORD and tok.text in ctx.t.joiners and j + 1 < len(toks) \
            and toks[j + 1].kind == NUM and toks[j + 1].text.isdigit() \
            and toks[j + 1].start - tok.end <= 1 and tok.start - toks[j - 1].end == 1:
        return j + 1
    return None


def _plural_noun(stem: str, t: LangTables) -> bool:
    """Arabic "أشخاص", "أشهر", "سنوات": a plural, after which "الـN" counts rather than ranks."""
    return t.plural_noun_re is not None and t.plural_noun_re.fullmatch(stem) is not None


DOTTED_CLOCK = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d")


def _dotted_clock(text: str, t: LangTables) -> bool:
    """"09.12'de", "в 9.45": where the decimal mark is a comma, hours and minutes after a dot
    can be no decimal and no thousands group, so they are a time of day."""
    return t.decimal == "," and DOTTED_CLOCK.fullmatch(text) is not None


def _skip_apostrophe(toks: list[Tok], j: int) -> int:
    if j + 1 < len(toks) and toks[j].kind == APOS and toks[j - 1].glued_to(toks[j]) \
            and toks[j].glued_to(toks[j + 1]):
        return j + 2
    return j


def _clock_word_before(ctx: _Context, raw: Raw) -> bool:
    """"saat 3", "at 3": a clock word before the number, unless that word is the counted noun of
    the number before ("2 saat 3 dakika": 2 hours 3 minutes)."""
    if units.look_back(ctx.toks, raw.i0, ctx.t, CLOCK_BEFORE, 1) is None:
        return False
    prev = ctx.last_raw
    return not (prev is not None and prev.counted and prev.i1 == raw.i0 - 1)


def _classify_bare(ctx: _Context, i: int, raw: Raw, j: int) -> int:
    """Date, year, age, rank, count or plain number for a number without a strong unit."""
    toks, t = ctx.toks, ctx.t
    text = toks[i].text
    if match_at(toks, j, t, CLOCK_AFTER) is not None or _clock_word_before(ctx, raw) or _dotted_clock(text, t):
        raw.dropped = True  # "5 a.m.", "सुबह 5 बजे", "5 часов утра": a time of day, not a quantity
        return j
    if raw.plain_int:
        found = _date_or_year(ctx, i, raw, j)
        if found is not None:
            return found
    if _is_age(ctx, i, raw, j):
        raw.set_unit("age", "age", "years")
        return j
    if i > 0 and match_at(toks, i - 1, t, RANK_NOUN) is not None and raw.plain_int \
            and match_at(toks, i - 1, t, RANK_NOUN).end == i:
        raw.set_unit("rank", "rank")
        return j
    if raw.plain_int and _joined_to_rank(ctx, raw):
        raw.set_unit("rank", "rank")  # "الدقيقتين 12 و39": the second of two places named
        return j
    if raw.unit == "number":
        noun = units.counted_noun(toks, j, t)
        if noun == "years" and dates.is_year_like(text) and raw.plain_int \
                and match_at(toks, j, t, YEARS_SPAN) is None:  # "1000 years later" is a span
            raw.set_unit("year", "year")
            return j
        if noun == "years" and _age_word_follows(ctx, j):
            raw.set_unit("age", "age", "years")
            return j
        if noun:
            raw.set_unit("count", "count", noun)
            return j
        if raw.plain_int and exclude.after_name(toks, i, ctx.original, ctx.orig, t):
            raw.dropped = True
            return j
    return j


def _joined_to_rank(ctx: _Context, raw: Raw) -> bool:
    """The number follows a rank figure with only "and" between (Arabic "12 و39")."""
    last = ctx.last_raw
    if last is None or last.unit != "rank" or last.i1 > raw.i0:
        return False
    between = ctx.toks[last.i1:raw.i0]
    return len(between) == 1 and (between[0].text in ctx.t.joiners or between[0].text in ctx.t.conjunction_clitics)


def _date_or_year(ctx: _Context, i: int, raw: Raw, j: int) -> Optional[int]:
    toks, t = ctx.toks, ctx.t
    text = toks[i].text
    value = int(text)
    if dates.is_year_like(text) and dates.month_before(toks, i, t) is None \
            and exclude.after_name(toks, i, ctx.original, ctx.orig, t):
        raw.dropped = True  # FAST 2025, ECCV 2018: part of a conference or product name
        return j
    if 1 <= value <= 31 and not raw.scale_exp:
        month = dates.month_after(toks, i + 1, t) if j == i + 1 else None
        if month:
            number, nxt, text_end = month
            year_k = dates.year_after_month(toks, nxt if nxt == text_end else text_end)
            if year_k is not None and nxt == text_end:
                raw.value = dates.ymd_value(int(toks[year_k].text), number, value)
                raw.set_unit("date", "date_ymd")
                raw.i1 = year_k + 1
                return _skip_year_word(toks, year_k + 1, t)
            raw.value = Decimal(number * 100 + value)
            raw.set_unit("date", "date_md")
            raw.i1 = text_end
            return nxt
    k = dates.month_before(toks, i, t)
    if k is not None and 1 <= value <= 31 and not raw.scale_exp:  # "November 6" (month first)
        month = match_at(toks, k, t, dates.MONTH).get("month").value
        year_k = dates.year_after_month(toks, j)
        raw.i0 = k
        if year_k is not None:
            raw.value = dates.ymd_value(int(toks[year_k].text), month, value)
            raw.set_unit("date", "date_ymd")
            raw.i1 = year_k + 1
            return year_k + 1
        raw.value = Decimal(month * 100 + value)
        raw.set_unit("date", "date_md")
        return j
    if not dates.is_year_like(text):
        return None
    if k is not None:
        month = match_at(toks, k, t, dates.MONTH).get("month").value
        raw.value = Decimal(value * 100 + month)
        raw.set_unit("date", "date_ym")
        raw.i0 = k
        return _skip_year_word(toks, j, t)
    after = dates.year_then_month(toks, j, t)
    if after:
        month, nxt, text_end = after
        raw.value = Decimal(value * 100 + month)
        raw.set_unit("date", "date_ym")
        raw.i1 = text_end
        return nxt
    year_word = match_at(toks, j, t, frozenset({"year_after"}))
    if year_word is not None and match_at(toks, j, t, YEARS_SPAN) is not None:
        year_word = None  # "1000 yıl sonra": the plain noun after a figure is a span of years
    before = i > 0 and match_at(toks, i - 1, t, YEAR_BEFORE)
    if year_word is not None or (before and before.end == i) or raw.suffixed \
            or toks[j - 1].kind == WORD and j - 1 > i:
        raw.set_unit("year", "year")
        return year_word.end if year_word is not None else j
    if dates.is_bare_year(text) and units.counted_noun(toks, j, t) is None \
            and not exclude.after_name(toks, i, ctx.original, ctx.orig, t):
        # before the noun "years" (not a year word of units.yml) a figure is a span: "1000 years
        # later", "через 1000 лет", "1000 عام"
        raw.set_unit("year", "year")
        return j
    return None


def _skip_year_word(toks: list[Tok], j: int, t: LangTables) -> int:
    m = match_at(toks, j, t, frozenset({"year_after"}))
    return m.end if m is not None else j


def _is_age(ctx: _Context, i: int, raw: Raw, j: int) -> bool:
    toks, t = ctx.toks, ctx.t
    if raw.value > 150 or raw.value < 1 or raw.scale_exp:
        return False
    after = match_at(toks, j, t, frozenset({"age_after"}))
    if after is not None:
        return True
    if t.appositive_age and _appositive(toks, raw, j):
        return True
    k = units.look_back(toks, raw.i0, t, AGE_BEFORE, AGE_WINDOW)
    if k is not None and not _age_interrupted(ctx, k, raw, j):
        return True
    for before_word, after_word in t.age_frames:
        if raw.i0 > 0 and toks[raw.i0 - 1].text == before_word and j < len(toks) \
                and toks[j].text == after_word:
            return True
    return False


MAX_APPOSITIVE_AGE = 120


def _appositive(toks: list[Tok], raw: Raw, j: int) -> bool:
    """"Kyogo Furuhashi, 28, scored", "The prime minister, 58, said": a bare whole number set
    off by commas between words is the age of who was just named."""
    i0 = raw.i0
    return raw.plain_int and raw.value <= MAX_APPOSITIVE_AGE and j == i0 + 1 and i0 >= 2 \
        and toks[i0 - 1].text == "," and toks[i0 - 2].kind == WORD and j + 1 < len(toks) \
        and toks[j].text == "," and toks[j + 1].kind == WORD


def _age_interrupted(ctx: _Context, k: int, raw: Raw, j: int) -> bool:
    """An age word before the number belongs to another figure ("58 yaşındaki başbakan, 30 gün
    içinde"): a comma or another number lies between, or the number counts a time span."""
    between = ctx.toks[k + 1:raw.i0]
    last = ctx.last_raw
    if last is not None and last.unit == "age" and k < last.i0 and _connector_between(ctx, last, raw):
        between = ctx.toks[k + 1:last.i0]  # "yaşları 11 ila 18": the second end of an age range
    if any(tok.kind == NUM or tok.text in ",;" for tok in between):
        return True
    noun = units.counted_noun(ctx.toks, j, ctx.t)
    return bool(noun) and noun != "years" and bool(measure.duration_of_counted(noun))


def _connector_between(ctx: _Context, first: Raw, second: Raw) -> bool:
    between = tuple(tok.text for tok in ctx.toks[first.i1:second.i0])
    return any(between in spec["between"] for spec in ctx.t.range_connectors)


def _age_word_follows(ctx: _Context, j: int) -> bool:
    """"30 वर्ष से कम उम्र के": an age word a few tokens after "N years"."""
    return any(match_at(ctx.toks, k, ctx.t, AGE_BEFORE) is not None
               for k in range(j + 1, min(len(ctx.toks), j + AGE_WINDOW + 1)))


def _numeric_date(ctx: _Context, i: int, found) -> tuple[Raw, int]:
    year, month, day, end = found
    k = i
    while k < len(ctx.toks) and ctx.toks[k].end <= end:
        k += 1
    raw = Raw(i, k, dates.ymd_value(year, month, day), unit="date", kind="date_ymd")
    return raw, k


# ---------------------------------------------------------------- words


def _read_words(ctx: _Context, i: int):
    toks, t = ctx.toks, ctx.t
    if i > 0 and toks[i - 1].kind == NUM and toks[i - 1].glued_to(toks[i]):
        return None, i + 1
    roman = _roman_rank(ctx, i)
    if roman is not None:
        return roman, roman.i1
    if not _may_be_number(ctx, i) or toks[i].text in t.not_numbers:
        return None, i + 1
    decade = _decade_word(ctx, i)
    if decade is not None:
        return decade, decade.i1
    if exclude.capitalized_in_name(toks, i, ctx.original, ctx.orig, t):
        return None, i + 1  # "the Four Corners", "Seven Sisters": part of a name
    every = _every_nth(ctx, i)
    if every is not None:
        return every, every.i1
    rank = _ordinal_rank(ctx, i)
    if rank is not None:
        return rank, rank.i1
    vague = read_vague(toks, i, t)
    if vague is not None:
        raw = Raw(i, vague.end, vague.low, value_max=vague.high, vague=True, kind="quantity")
        j = units.read_unit(toks, vague.end, t, raw)
        if raw.unit == "number":
            noun = units.counted_noun(toks, j, t)
            if noun:
                raw.set_unit("count", "count", noun)
            else:
                _quantity_noun_before(toks, i, t, raw)
        return raw, j
    special = _read_word_kinds(ctx, i)
    if special is not None:
        return special, special.i1
    number = read_fraction(toks, i, t, inflected_first=_percent_word_before(ctx, i))
    if number is None:
        return None, i + 1
    if number.value < 1 and i > 0 and match_at(toks, i - 1, t, ORDINAL) is not None:
        return None, i + 1  # "в первой половине года", "الربع الثالث": a period, not a fraction
    raw = Raw(i, number.end, number.value, scale_exp=number.exponent, base=number.value,
              plain_int=False, places=_places(number.value))
    if 0 < number.value < 1 and not number.exponent:
        raw.kind = "ratio"  # "beşte birinde", "две трети": a fraction in words is a proportion
    j = number.end
    if number.exponent:
        j = _smaller_blocks(ctx, raw, j, number.exponent)  # "مليار و500 مليون"
        if raw.i1 > number.end:
            number.scale_only = False
        raw.base = raw.value
    if j < len(toks) and toks[j].text in PERCENT_SIGNS and not _prefix_percent(ctx, j):
        raw.set_unit("percent", "percent")
        raw.i1 = j + 1
        j += 1
    else:
        if _percent_word_before(ctx, i):  # "yüzde seksen"
            _prefix_units(ctx, i, raw)
        if j + 1 < len(toks) and toks[j].text == "-" and toks[j - 1].glued_to(toks[j]) \
                and toks[j].glued_to(toks[j + 1]) and (match_at(toks, j + 1, t, MEASURE | DEGREE)
                                                       or units.counted_noun(toks, j + 1, t)):
            j += 1  # "two-foot", "five-year": a compound adjective
        j = units.read_unit(toks, j, t, raw)
    if raw.unit == "number":
        noun = units.counted_noun(toks, j, t)
        if noun == "years" and units.look_back(toks, raw.i0, t, AGE_BEFORE, AGE_WINDOW) is not None:
            raw.set_unit("age", "age", "years")  # "في سن الثمانية عشر عاما": aged eighteen
        elif noun:
            raw.set_unit("count", "count", noun)
        elif _is_age(ctx, i, raw, j):
            raw.set_unit("age", "age", "years")
        elif _noun_before_article_number(ctx, i):
            raw.set_unit("count", "count", _noun_before_article_number(ctx, i))
    sign = _negative_before(ctx, i)
    if sign is not None:
        _negate(raw)
        raw.i0 = sign
    _dual_before(ctx, i, raw)
    if _article_ordinal(ctx, i, number):
        raw.set_unit("rank", "rank")  # "القرن العشرين": the twentieth century
    elif not _word_number_stands(number, raw, t) and not _amount_word_before(ctx, i):
        if not _range_follows(ctx, j) and not _ratio_precedes(ctx, i):
            return None, i + 1
        raw.needs_partner = True  # "lima hingga tujuh bilion": kept if the range joins it
    return raw, j


def _may_be_number(ctx: _Context, i: int) -> bool:
    """Cheap, memoized test: can a number (or a dual, a se- word) start with this word?"""
    t, word = ctx.t, ctx.toks[i].text
    known = t.number_start_cache.get(word)
    if known is None:
        known = may_start_number(word, t) or (t.compound_re is not None and bool(t.compound_re.fullmatch(word))) \
            or any(word.startswith(prefix) for prefix, _ in t.numeral_prefixes) \
            or _read_dual(ctx, i) is not None or _read_one_prefix(ctx, i) is not None \
            or any(word.endswith(s) and (word[:-len(s)],) in t.phrases for s in t.fraction_locatives) \
            or any(word.endswith(s) and (word[:-len(s)],) in t.phrases for s in t.alone_suffixes)
        t.number_start_cache[word] = known
    return known


def _every_nth(ctx: _Context, i: int) -> Optional[Raw]:
    """"каждый пятый" (every fifth): one in five."""
    toks, t = ctx.toks, ctx.t
    every = match_at(toks, i, t, EVERY)
    if every is None:
        return None
    whole = _every_part(ctx, every.end)
    if whole is not None:  # "her üç sandalyeden biri": one of every three seats
        return Raw(i, whole[1], Decimal(1) / whole[0], kind="ratio", places=6)
    nth = match_at(toks, every.end, t, frozenset({"ordinal"}))
    if nth is None or nth.get("ordinal").value < 2:
        return None
    raw = Raw(i, nth.text_end, Decimal(1) / Decimal(nth.get("ordinal").value), kind="ratio", places=6)
    return raw


EVERY_PART = frozenset({"every_part"})


def _every_part(ctx: _Context, k: int) -> Optional[tuple[Decimal, int]]:
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


def _amount_word_before(ctx: _Context, i: int) -> bool:
    """"بمقدار الربع": a word of amount right before makes an ambiguous number word a figure."""
    return bool(ctx.t.amount_words) and i > 0 and ctx.toks[i - 1].text in ctx.t.amount_words


def _ratio_precedes(ctx: _Context, i: int) -> bool:
    """"पाँच बच्चों में से एक": a number, a noun and a reversed ratio frame before this word; or
    the second number of a ratio ("واحدة من كل خمس": five is also "a fifth")."""
    toks = ctx.toks
    for between in ctx.t.ratio_frames:
        k = i - len(between)
        if k >= 1 and tuple(tok.text for tok in toks[k:i]) == between \
                and (toks[k - 1].kind == NUM or read_number_words(toks, k - 1, ctx.t) is not None):
            return True
    for frame in ctx.t.ratio_frames_reversed:
        k = i - len(frame)
        if k >= 1 and toks[k - 1].kind == NUM or k >= 1 and read_number_words(toks, k - 1, ctx.t) is not None:
            if all(part == "*" and toks[k + n].kind == WORD or toks[k + n].text == part
                   for n, part in enumerate(frame)):
                return True
    return False


def _range_follows(ctx: _Context, j: int) -> bool:
    """A range connector (or a ratio frame) and another number right after: "lima hingga tujuh",
    "bir veya iki", "one in five"."""
    toks = ctx.toks
    frames = [spec["between"] for spec in ctx.t.range_connectors] + [tuple(ctx.t.ratio_frames),
                                                                       tuple(ctx.t.loose_ratio_frames)]
    for alternatives in frames:
        for between in alternatives:
            k = j + len(between)
            if k < len(toks) and tuple(tok.text for tok in toks[j:k]) == between \
                    and (toks[k].kind == NUM or read_number_words(toks, k, ctx.t) is not None):
                return True
    return False


def _noun_before_article_number(ctx: _Context, i: int) -> Optional[str]:
    """Arabic "السنوات الأربع" (the four years), "الدقائق العشر": a number word with the article
    after the noun it counts; what that noun counts, or None."""
    article, toks = ctx.t.definite_article, ctx.toks
    if not article or i == 0 or toks[i - 1].kind != WORD \
            or not any(v.startswith(article) for v in word_variants(toks[i].text, ctx.t)):
        return None
    found = units.match_stem(toks, i - 1, ctx.t, "count")
    return found[0] if found and found[1] == 1 else None


def _article_ordinal(ctx: _Context, i: int, number) -> bool:
    """Arabic: a number word with the article after a definite noun is an ordinal
    ("القرن العشرين", "الدورة الخامسة عشرة")."""
    article = ctx.t.definite_article
    toks = ctx.toks
    if not article or i == 0 or number.value < 11 or not toks[i].text.startswith(article):
        return False
    if number.end > i + 1 and number.value % 10:
        return False  # "مصانعها الأربعة عشر": a cardinal unit word (the ordinal is "الرابع عشر")
    prev = toks[i - 1]
    if prev.kind != WORD or not any(v.startswith(article) or v.endswith(ctx.t.possessive_suffixes)
                                    for v in word_variants(prev.text, ctx.t)):
        return False  # "القرن العشرين", "عيدها الاربعون": a definite noun (article or possessive) first
    known = match_at(toks, i - 1, ctx.t)  # a word of the tables is not the noun, but a noun that
    return known is None or set(known.entries) <= NOUN_KINDS  # is a rank or century noun is


NOUN_KINDS = frozenset({"century_noun", "rank_noun", "roman_noun"})
COLLECTIVE, TIMES_WORD, OCCURRENCE = frozenset({"collective"}), frozenset({"times_word"}), frozenset({"occurrence"})


def _read_word_kinds(ctx: _Context, i: int) -> Optional[Raw]:
    """Words that are a number by themselves: collectives ("üçlü", "तीनों", "трое"), multiplier
    words ("दोगुना", "вдвое", "tripled"), Arabic duals ("ورقتين", "مرتين") and Malay "setahun"."""
    toks, t = ctx.toks, ctx.t
    m = match_at(toks, i, t, COLLECTIVE | TIMES_WORD | OCCURRENCE)
    if m is not None:
        kind = next(k for k in ("collective", "times_word", "occurrence") if k in m.entries)
        raw = Raw(i, m.text_end, m.get(kind).value)
        if kind == "occurrence":  # "twice as many" is two-fold, "scored twice" two occurrences
            if _times_context(ctx, i, m.end, after_window=1):
                raw.set_unit("times", "multiplier")
            else:
                raw.set_unit("count", "count", "occurrences")
        elif kind == "times_word":
            if m.key[0] in t.ambiguous_words and not _times_context(ctx, i, m.end):
                return None
            if _times_figure_follows(ctx, m.end):
                return None  # "تضاعف ثلاث مرات": the verb of a figure that follows
            raw.set_unit("times", "multiplier")
        else:
            raw.set_unit("count", "count", units.counted_noun(toks, m.end, t))
        return raw
    if _dual_names_two_figures(toks, i, t):
        dual = None  # "في الدقيقتين 12 و39": a dual noun before the figures it names
    else:
        dual = _read_dual(ctx, i)
    one = None if _rate_of_previous(ctx, i) else _read_one_prefix(ctx, i)
    return dual or one or _read_compound_adjective(ctx, i)


def _dual_names_two_figures(toks: list[Tok], i: int, t: LangTables) -> bool:
    """"الدقيقتين 12 و39": the two figures after a dual are what it names; "لأجل عامين 15 نقطة
    أساس" (for two years, 15 basis points) is a dual, then another figure."""
    k = i + 1
    if k + 2 >= len(toks) or toks[k].kind != NUM:
        return False
    joiner = toks[k + 1]
    return (joiner.text in t.joiners or joiner.text in t.clitics) and joiner.glued_to(toks[k + 2]) \
        and toks[k + 2].kind == NUM


RATE_GAP = 2  # words between an amount and "setahun" (per year): "100 liter air sehari"


def _rate_of_previous(ctx: _Context, i: int) -> bool:
    """"Rs12,000 setahun", "50 kapal sehari": a se- word right after an amount is "per", not one."""
    last = ctx.last_raw
    if last is None or last.i1 > i:
        return False
    between = ctx.toks[last.i1:i]
    if between and between[-1].text in ctx.t.span_prepositions:
        return False  # "turun 20 kali dalam setahun": within a year, a span
    return len(between) <= RATE_GAP and all(tok.kind == WORD for tok in between)


def _read_compound_adjective(ctx: _Context, i: int) -> Optional[Raw]:
    """Russian "двухметровый" (two-metre), "трехдневный" (three-day): a numeral prefix glued to
    the adjective of a unit."""
    toks, t = ctx.toks, ctx.t
    word = toks[i].text
    for prefix, value in t.numeral_prefixes:
        if not word.startswith(prefix) or len(word) - len(prefix) < 4:
            continue
        probe = [Tok(WORD, word[len(prefix):], toks[i].start + len(prefix), toks[i].end)]
        unit = match_stem(probe, 0, t, "unit_adjective")
        if unit:
            raw = Raw(i, i + 1, value)
            raw.set_unit(unit[0], "measure")
            return raw
    return None


TIMES_UNIT = frozenset({"times"})


def _times_figure_follows(ctx: _Context, end: int) -> bool:
    """A figure with a times word right after a multiplier verb ("tripled 3 times" style)."""
    toks = ctx.toks
    for k in range(end, min(len(toks), end + 2)):
        if toks[k].kind == NUM or read_number_words(toks, k, ctx.t) is not None:
            nxt = k + 1 if toks[k].kind == NUM else read_number_words(toks, k, ctx.t).end
            return match_at(toks, nxt, ctx.t, TIMES_UNIT) is not None
    return False


def _times_context(ctx: _Context, i: int, end: int, after_window: int = 2) -> bool:
    before = {tok.text for tok in ctx.toks[max(0, i - 3):i]}
    after = {tok.text for tok in ctx.toks[end:end + after_window]}
    return bool(before & ctx.t.times_context_before or after & ctx.t.times_context_after)


def _read_dual(ctx: _Context, i: int) -> Optional[Raw]:
    """An Arabic dual noun standing for "two": "ورقتين" (two papers), "العقدين" (two decades)."""
    t, tok = ctx.t, ctx.toks[i]
    if not t.dual_suffixes:
        return None
    fem_base, fem_dual = t.dual_feminine
    for variant in word_variants(tok.text, t):
        if variant in t.dual_words:
            return _dual_raw(ctx, i, t.dual_words[variant])
        for suffix in t.dual_suffixes:
            if not variant.endswith(suffix) or len(variant) - len(suffix) < 2:
                continue
            stem = variant[:-len(suffix)]
            candidates = [stem]
            if fem_dual and stem.endswith(fem_dual):
                candidates.append(stem[:-len(fem_dual)] + fem_base)
            for candidate in candidates:
                found = t.dual_nouns.get(candidate)
                if found is not None:
                    return _dual_raw(ctx, i, found)
    return None


def _dual_before(ctx: _Context, i: int, raw: Raw) -> None:
    """"مصنعين أو ثلاثة" (two factories or three): a noun in the dual, "or", then this number word
    is the range from two; the dual is read only here, where the figure after it says it counts."""
    toks, t = ctx.toks, ctx.t
    if not t.dual_suffixes or i < 2 or raw.value <= 2 or raw.value_max is not None or ctx.last_token > i - 2:
        return
    connector = (toks[i - 1].text,)
    if toks[i - 2].kind == WORD and any(toks[i - 2].text.endswith(s) for s in t.dual_suffixes) \
            and any(spec["between"] == (connector,) and not spec["before"] for spec in t.range_connectors):
        raw.i0, raw.value_max, raw.value = i - 2, raw.value, Decimal(2)


HALF_WORDS = frozenset({"word"})


def _dual_raw(ctx: _Context, i: int, found: tuple[str, str]) -> Raw:
    kind, label = found
    raw = Raw(i, i + 1, Decimal(2))
    half = match_at(ctx.toks, i + 1, ctx.t, HALF_WORDS) if i + 1 < len(ctx.toks) else None
    if half is not None and half.get("word").value == Decimal("0.5"):
        raw.i1, raw.value, raw.base = half.end, Decimal("2.5"), Decimal("2.5")  # "سنتين ونصف": two and a half years
    if kind == "count":
        raw.set_unit("count", "count", label)
    elif kind == "currency":
        raw.set_unit(label, "money")
    elif kind == "measure":
        raw.set_unit(label, "measure")
    elif _times_context(ctx, i, i + 1):
        raw.set_unit("times", "multiplier")  # "تضاعف مرتين": two-fold
    else:
        raw.set_unit("count", "count", "occurrences")  # "مرتين": twice
    return raw


def _read_one_prefix(ctx: _Context, i: int) -> Optional[Raw]:
    """Malay "setahun", "sebulan", "sekilo": se- + a time span or unit is one of it."""
    toks, t = ctx.toks, ctx.t
    word = toks[i].text
    for prefix in t.one_prefixes:
        rest = word[len(prefix):]
        if not word.startswith(prefix) or len(rest) < 3:
            continue
        probe = [Tok(WORD, rest, toks[i].start + len(prefix), toks[i].end)]
        unit = match_at(probe, 0, t, MEASURE)
        if unit is not None and unit.end == 1:
            raw = Raw(i, i + 1, Decimal(1))
            raw.set_unit(unit.get("measure").value, "measure")
            return raw
        noun = units.counted_noun(probe, 0, t)
        if noun and measure.duration_of_counted(noun) and units.match_stem(probe, 0, t, "count")[1] == 1 \
                and any(rest == stem for stem, label in t.stems.get("count", []) if label == noun):
            raw = Raw(i, i + 1, Decimal(1))
            raw.set_unit("count", "count", noun)
            return raw
    return None


ORDINAL = frozenset({"ordinal"})
WORD_KIND = frozenset({"word"})


def _ordinal_rank(ctx: _Context, i: int) -> Optional[Raw]:
    """An ordinal word is a rank: "ikinci sırada", "на втором месте", "المرتبة الثانية", and from
    two up wherever it stands ("the third quarter", "пятая подряд победа", "الفوز الخامس"). "First"
    and the ordinals that are also other words ("second", "kedua" both, "दूसरा" other) need a rank
    noun beside them; an ordinal after a clock word is a time of day ("الساعة الثانية")."""
    toks, t = ctx.toks, ctx.t
    found = _compound_ordinal(ctx, i)
    m = None if found else match_at(toks, i, t, ORDINAL)
    if found is None and m is None:
        return None
    if found:
        value, end, key = found[0], found[1], ""
    else:
        value, end, key = Decimal(m.get("ordinal").value), m.text_end, m.key[0]
        longer = match_at(toks, i, t)
        if longer is not None and longer.text_end > end and "ordinal" not in longer.entries:
            return None  # "ketiga-tiga" (all three) is a collective
    teen = match_at(toks, end, t, ORDINAL_TEEN) if value < 10 else None
    if teen is not None:  # "الثالثة عشر": the thirteenth
        value, end = value + 10, teen.text_end
    elif value < 10 and t.joiners:
        tens = match_at(toks, end, t, WORD_KIND)  # "الحادي والعشرين": the twenty-first
        if tens is not None and 20 <= tens.get("word").value <= 90 and tens.get("word").value % 10 == 0 \
                and any(toks[end].text.startswith(j) for j in t.joiners):
            value, end = value + tens.get("word").value, tens.text_end
    after = match_at(toks, end, t, RANK_NOUN)
    before = units.look_back(toks, i, t, RANK_NOUN, 1)
    raw = Raw(i, end, value)
    if after is not None or before is not None:
        raw.set_unit("rank", "rank")
        return raw
    if teen is not None and units.look_back(toks, i, t, AGE_BEFORE, 2) is not None:
        raw.set_unit("age", "age", "years")  # "في سن الثالثة عشر": at thirteen
        return raw
    if value >= 2 and key not in t.ambiguous_ordinals \
            and units.look_back(toks, i, t, CLOCK_BEFORE, 1) is None:
        raw.set_unit("rank", "rank")
        return raw
    return None


ROMAN_NOUN = frozenset({"roman_noun"})
ROMAN_LETTERS = frozenset("IVXLCDM")  # in the original text (Turkish lower-cases I to ı)
MAX_ROMAN = 8
ORDINAL_NOUN = frozenset({"ordinal_noun", "rank_noun"})
DECADE_WORD, CENTURY_NOUN = frozenset({"decade_word"}), frozenset({"century_noun"})
LAST_CENTURY = frozenset({"last_century"})
CENTURY_WINDOW = 3  # "خمسينيات القرن العشرين", "في الخمسينيات من القرن الماضي"


def _decade_word(ctx: _Context, i: int) -> Optional[Raw]:
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
            nth = _ordinal_rank(ctx, noun.end) or _word_value(ctx, noun.end)
            if nth is not None and 10 <= nth.value <= 21:
                century, end = int(nth.value), nth.i1
            break
    start = Decimal((century - 1) * 100 + m.get("decade_word").value)
    return Raw(i, end, start, unit="year", kind="decade", value_max=start + 9)


def _word_value(ctx: _Context, i: int) -> Optional[Raw]:
    """A number word at i ("العشرين") as a Raw, or None."""
    number = read_number_words(ctx.toks, i, ctx.t)
    return Raw(i, number.end, number.value) if number is not None else None


def _roman_rank(ctx: _Context, i: int) -> Optional[Raw]:
    """"XIX век", "XX yüzyıl": a Roman numeral before the noun the language numbers with them."""
    toks = ctx.toks
    if not ctx.t.has_roman_nouns or len(toks[i].text) > MAX_ROMAN \
            or not ROMAN_LETTERS.issuperset(ctx.original[ctx.orig_start(i):ctx.orig_end(i)]):
        return None
    k = i + 1
    if k < len(toks) and toks[k].text == "." and toks[i].glued_to(toks[k]):
        k += 1  # "XIX. yüzyıl"
    if match_at(toks, k, ctx.t, ROMAN_NOUN) is None:
        return None
    value = roman_value(ctx.original[ctx.orig_start(i):ctx.orig_end(i)])
    if value is None:
        return None
    raw = Raw(i, i + 1, Decimal(value))
    raw.set_unit("rank", "rank")
    return raw


def _compound_ordinal(ctx: _Context, i: int) -> Optional[tuple[Decimal, int]]:
    """"twenty-first", "yirmi birinci", "двадцать пятый": a tens word and an ordinal of one to
    nine; (value, end token) or None."""
    toks, t = ctx.toks, ctx.t
    tens = match_at(toks, i, t, WORD_KIND)
    if tens is None or not (20 <= tens.get("word").value <= 90 and tens.get("word").value % 10 == 0):
        return None
    k = tens.text_end
    if k < len(toks) and toks[k].text == "-" and toks[k - 1].glued_to(toks[k]):
        k += 1
    unit = match_at(toks, k, t, ORDINAL)
    if unit is None or not 1 <= unit.get("ordinal").value <= 9:
        return None
    return tens.get("word").value + unit.get("ordinal").value, unit.text_end


def _quantity_noun_before(toks: list[Tok], i: int, t: LangTables, raw: Raw) -> None:
    """Malay "token jutaan": the parameters/tokens noun written just before the quantity."""
    if i > 0 and toks[i - 1].kind == WORD and toks[i - 1].end + 1 == toks[i].start:
        found = match_stem(toks, i - 1, t, "quantity")
        if found and found[1] == 1:
            raw.set_unit(found[0], found[0], "parameters" if found[0] == "params" else "tokens")


def _percent_word_before(ctx: _Context, i: int) -> bool:
    return i > 0 and match_at(ctx.toks, i - 1, ctx.t, frozenset({"percent_prefix"})) is not None


def _word_number_stands(number, raw: Raw, t: LangTables) -> bool:
    """A lone "bir"/"один"/"एक" or a lone scale word is a number only before a real unit."""
    if number.scale_only:
        if number.single_word in t.ambiguous_words:  # अरब = billion / Arab
            return raw.kind in STRONG_UNITS
        return raw.kind in STRONG_UNITS or raw.unit == "count" or raw.kind == "measure"  # "a million litres"
    if number.single_word is None:
        return True
    if number.value == 0:
        return raw.kind in STRONG_UNITS
    if number.single_word in t.ambiguous_words:
        measured = raw.kind == "measure" or (raw.counted and measure.duration_of_counted(raw.counted))
        if number.value == 1:  # "bir yıl", "एक वर्ष": one of a unit or a time span
            return raw.kind in STRONG_UNITS or bool(measured)
        return raw.kind in STRONG_UNITS or raw.unit in ("count", "age") or bool(measured)
    return True


# ---------------------------------------------------------------- output


def _to_mention(ctx: _Context, raw: Raw) -> NumberMention:
    start = raw.start_override if raw.start_override is not None else ctx.orig_start(raw.i0)
    end = ctx.orig_end(raw.i1 - 1)
    if raw.unit == "count" and raw.counted:
        duration = measure.duration_of_counted(raw.counted)
        if duration:  # "5 hafta", "two decades": a time span, compared in seconds
            raw.set_unit(duration, "measure")
    if raw.kind == "measure":
        _measure_context(ctx, raw)
    mention = NumberMention(
        start=start,
        end=end,
        surface=ctx.original[start:end],
        value=_as_float(raw.value),
        unit=raw.unit,
        value_max=_as_float(raw.value_max) if raw.value_max is not None else None,
        vague=raw.vague,
        ambiguous=raw.ambiguous,
        alt_values=tuple(_as_float(a) for a in raw.alternatives),
        counted=raw.counted,
        kind=raw.kind,
    )
    mention.bound = _bound_of(ctx, raw)
    if raw.kind == "measure":
        mention.delta = raw.delta
        mention.resolution = float(Decimal(10) ** (raw.scale_exp - raw.places))
        if raw.unit == measure.UNSCALED_DEGREE:
            mention.dimension = "temperature"
        else:
            measure.fill_measurement(mention)
    return mention


BOUND_BEFORE, BOUND_AFTER = frozenset({"bound_before"}), frozenset({"bound_after"})
UNBOUNDED_UNITS = frozenset({"year", "date", "rank"})  # "before 2025", "until 1956": no bound on a figure
CHANGE_WINDOW = 5  # tokens before "до" searched for a verb of change ("сократилась на 8% до")
CLAUSE_STOPS = frozenset(".,;:!?\u060c\u061b\u0964")


def _change_verb_before(toks: list[Tok], k: int, t: LangTables) -> bool:
    for c in range(k - 1, max(-1, k - 1 - CHANGE_WINDOW), -1):
        if toks[c].text in CLAUSE_STOPS:
            return False
        if units.match_stem(toks, c, t, "change_verb"):
            return True
    return False


def _bound_of(ctx: _Context, raw: Raw) -> str:
    """at_least, at_most or about when a bound word stands right before the figure ("more than",
    "до", "ما يصل إلى") or right after it ("binden fazla", "से अधिक", "feet'e kadar", "شخصا على
    الأقل": after its counted noun); "" otherwise."""
    toks, t = ctx.toks, ctx.t
    if not t.max_bound_words or raw.unit in UNBOUNDED_UNITS or raw.kind in ("score", "decade"):
        return ""
    for n in range(1, t.max_bound_words + 1):
        k = raw.i0 - n
        if k < 0:
            break
        m = match_at(toks, k, t, BOUND_BEFORE)
        if m is not None and m.text_end == raw.i0:
            changed = _change_verb_before(toks, k, t)
            return "" if changed else m.get("bound_before").value
    k = raw.i1
    if k + 1 < len(toks) and toks[k].kind == APOS and toks[k - 1].glued_to(toks[k]):
        k += 2  # "20 feet'e kadar": after the case ending
    for j in (k, k + 1):
        m = match_at(toks, j, t, BOUND_AFTER)
        if m is not None and (j == k or units.counted_noun(toks, k, t)):
            return m.get("bound_after").value
    return ""


PER_HOUR_BEFORE = frozenset({"per_hour_before"})
DELTA_BEFORE, DELTA_AFTER = frozenset({"delta_before"}), frozenset({"delta_after"})
DELTA_WINDOW = 3  # tokens around a temperature searched for "above", "warmer", "на", "fark"


def _measure_context(ctx: _Context, raw: Raw) -> None:
    """Words around a measurement that change it: "saatte 85 mil" is a speed, "10 degrees above
    average" a difference of temperatures."""
    toks, t = ctx.toks, ctx.t
    rate = measure.per_hour(raw.unit)
    if rate and units.look_back(toks, raw.i0, t, PER_HOUR_BEFORE, 2) is not None:
        raw.set_unit(rate, "measure")
    if measure.dimension_of(raw.unit) == "temperature" or raw.unit == measure.UNSCALED_DEGREE:
        if _below_zero(ctx, raw):
            if not raw.negative:
                _negate(raw)  # "56 درجة مئوية تحت الصفر", "10 degrees below zero": a temperature under 0
            return
        before = units.look_back(toks, raw.i0, t, DELTA_BEFORE, DELTA_WINDOW)
        before_ok = before is not None and not _broken(toks, before, raw.i0) and not _construct(ctx, before, raw.i0)
        after = next((k for k in range(raw.i1, min(len(toks), raw.i1 + DELTA_WINDOW))
                      if match_at(toks, k, t, DELTA_AFTER) is not None), None)
        after_ok = after is not None and not _broken(toks, raw.i1, after)
        raw.delta = before_ok or after_ok


DELTA_BREAKS = frozenset(",;:()\u060c\u061b")
BELOW_BEFORE, BELOW_AFTER = frozenset({"below_zero_before"}), frozenset({"below_zero_after"})
BELOW_OPEN, BELOW_CLOSE = frozenset({"below_zero_open"}), frozenset({"below_zero_close"})


def _construct(ctx: _Context, lo: int, hi: int) -> bool:
    """A definite noun after the word of change: "على ارتفاع التحليق 56 درجة" is the height of
    cruising (ارتفاع: rise / height), not a rise of 56 degrees."""
    article = ctx.t.definite_article
    return bool(article) and any(tok.kind == WORD and tok.text.startswith(article) and len(tok.text) > len(article) + 1
                                 for tok in ctx.toks[lo + 1:hi])


def _below_zero(ctx: _Context, raw: Raw) -> bool:
    """A "below zero" phrase right before or after the temperature, in its clause."""
    toks, t = ctx.toks, ctx.t
    before = units.look_back(toks, raw.i0, t, BELOW_BEFORE, DELTA_WINDOW)
    if before is not None and not _broken(toks, before, raw.i0):
        return True
    after = next((k for k in range(raw.i1, min(len(toks), raw.i1 + DELTA_WINDOW))
                  if match_at(toks, k, t, BELOW_AFTER) is not None), None)
    if after is not None and not _broken(toks, raw.i1, after):
        return True
    opened = units.look_back(toks, raw.i0, t, BELOW_OPEN, DELTA_WINDOW)
    return opened is not None and raw.i1 < len(toks) and match_at(toks, raw.i1, t, BELOW_CLOSE) is not None


def _broken(toks: list[Tok], lo: int, hi: int) -> bool:
    """A comma or a number between a temperature and a word of difference: the word belongs to
    another figure ("36 °C، أي أعلى بثلاث درجات": 36 is a temperature, three the difference)."""
    return any(tok.text in DELTA_BREAKS or tok.kind == NUM for tok in toks[lo:hi])


def _as_float(value: Decimal) -> float:
    return float(value)
