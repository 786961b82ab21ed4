"""What a figure counts: counted nouns ("212 mühendis", "300'den fazla kişi": people), model
parameters and tokens ("2.8T", "15,5 trilyon token"), collectives ("üçlü", "трое", "तीनों"),
occurrences ("twice", "дважды"), Arabic duals that stand for two ("ورقتين" two papers,
"مرتين" twice), Malay se- for one ("setahun", "sekilo").

A counted noun that is a time span ("5 hafta", "two decades") becomes a duration when the mention
is made (``mention.to_mention``, through ``measure.duration_of_counted``).

Tables: ``units.yml`` ``count_nouns``, ``count_fillers``, ``quantities``, ``compact_context``,
``duals``; ``numbers.yml`` ``collectives``, ``occurrence_words``, ``one_prefixes``,
``span_prepositions``.
"""
from __future__ import annotations

from decimal import Decimal
from typing import Optional

from pipeline.lang.data import words
from pipeline.lang.text import normalize_entry

from . import measure
from .lexicon import LangTables, TableFiles, match_at, match_stem, word_variants
from .numerals import WORD_KIND
from .proportions import times_context
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok

READS = ("measure", "numerals", "proportions")  # units of se- words; "half" after a dual; twice or two-fold

FILLER = frozenset({"count_filler"})
# how far (in tokens) the words that explain a compact suffix may be: "2,8T model", "128K bağlam"
COMPACT_WINDOW = 5
BARRIERS = frozenset(",;.!?()[]")
RATE_GAP = 2  # words between an amount and "setahun" (per year): "100 liter air sehari"


def load(t: LangTables, files: TableFiles) -> None:
    units, numbers = files.units, files.numbers
    for label, stems in (units.get("quantities") or {}).items():
        for stem in words(stems):
            t.add_stem("quantity", stem, label)
    for label, stems in (units.get("compact_context") or {}).items():
        for stem in words(stems):
            t.add_stem("compact_context", stem, label)
    t.add_all(units.get("count_fillers"), "count_filler")
    for label, stems in (units.get("count_nouns") or {}).items():
        for stem in words(stems):
            t.add_stem("count", stem, label)
    t.sort_stems("quantity", "compact_context", "count")
    for value, forms in (numbers.get("collectives") or {}).items():
        t.add_all(forms, "collective", Decimal(value))
    for value, forms in (numbers.get("occurrence_words") or {}).items():
        t.add_all(forms, "occurrence", Decimal(value))
    t.one_prefixes = t.normalized_list(numbers.get("one_prefixes"))
    t.span_prepositions = t.normalized(numbers.get("span_prepositions"))
    load_duals(t, units)


def load_duals(t: LangTables, units: dict) -> None:
    """Arabic duals without a numeral: the singulars of the counted nouns, times words and
    currencies named in ``units.yml duals.nouns_from`` (nouns whose plural is broken or in -ات,
    so that -ين/-ان on them can only be the dual, never a masculine plural); the duals of unit
    words are added by ``measure.load``."""
    spec = units.get("duals") or {}
    t.dual_suffixes = t.normalized_list(spec.get("suffixes"))
    feminine = words(spec.get("feminine"))
    if len(feminine) == 2:
        t.dual_feminine = (normalize_entry(feminine[0], t.lang), normalize_entry(feminine[1], t.lang))
    for label, forms in (spec.get("words") or {}).items():
        for form in words(forms):
            t.dual_words[normalize_entry(form, t.lang)] = ("count", label)
    for source in words(spec.get("nouns_from")):
        kind, _, label = source.partition(":")
        if kind == "count":
            forms = [stem for stem, found in t.stems.get("count", []) if found == label]
        elif kind == "currency":
            forms = words((units.get("currencies") or {}).get(label))
        else:
            forms = words((units.get(kind) or {}).get("suffix"))
        for form in forms:
            key = normalize_entry(form, t.lang)
            if " " not in key:
                t.dual_nouns.setdefault(key, (kind, label))


# ---------------------------------------------------------------- counted nouns


def counted_noun(toks: list[Tok], j: int, t: LangTables) -> Optional[str]:
    """What is counted by the noun at j, skipping "more than"-type fillers (300'den fazla kişi)."""
    for _ in range(3):
        found = match_stem(toks, j, t, "count")
        if found:
            return found[0]
        filler = match_at(toks, j, t, FILLER)
        if filler is None:
            return None
        j = filler.end
    return None


def hyphen_noun(ctx: Scan, raw: Raw, j: int) -> int:
    """"48-hour", "three-member": what a compound after a hyphen counts (a plain number when the
    word is no counted noun)."""
    noun = counted_noun(ctx.toks, j, ctx.t)
    raw.set_unit("count" if noun else "number", "count" if noun else "quantity", noun)
    return j + 1


def noun_before_article_number(ctx: Scan, i: int) -> Optional[str]:
    """Arabic "السنوات الأربع" (the four years), "الدقائق العشر": a number word with the article
    after the noun it counts; what that noun counts, or None."""
    article, toks = ctx.t.definite_article, ctx.toks
    if not article or i == 0 or toks[i - 1].kind != WORD \
            or not any(v.startswith(article) for v in word_variants(toks[i].text, ctx.t)):
        return None
    found = match_stem(toks, i - 1, ctx.t, "count")
    return found[0] if found and found[1] == 1 else None


def whole_count(raw: Raw) -> None:
    """People and things come whole: "59.167 متفرجا" is 59,167 spectators, not 59.167 (the
    decimal reading stays the alternative)."""
    if raw.unit != "count" or not raw.alternatives or raw.value == raw.value.to_integral_value():
        return
    whole = next((a for a in raw.alternatives if a == a.to_integral_value()), None)
    if whole is not None:
        raw.alternatives = [raw.value] + [a for a in raw.alternatives if a != whole]
        raw.value = raw.base = whole


# ---------------------------------------------------------------- parameters and tokens


def set_quantity(raw: Raw, unit: str) -> None:
    """``params`` or ``tokens``: a model's parameters or tokens."""
    raw.set_unit(unit, unit, "parameters" if unit == "params" else "tokens")


def compact_unit(toks: list[Tok], i: int, t: LangTables) -> Optional[str]:
    """params or tokens, from the nearest explaining word around token i."""
    best: Optional[tuple[int, str]] = None
    lo, hi = max(0, i - COMPACT_WINDOW), min(len(toks), i + COMPACT_WINDOW + 1)
    for k in range(lo, hi):
        between = toks[min(k, i) + 1:max(k, i)]
        if any(tok.text in BARRIERS for tok in between):
            continue
        found = match_stem(toks, k, t, "compact_context")
        if found and (best is None or abs(k - i) < best[0]):
            best = (abs(k - i), found[0])
    return best[1] if best else None


def compact_quantity(ctx: Scan, i: int, raw: Raw, exponent: int, j: int) -> Optional[int]:
    """"2,8T parametreli", "128K bağlam": a compact suffix with a word of parameters or tokens near."""
    unit = compact_unit(ctx.toks, i, ctx.t)
    if unit is None:
        return None
    raw.scale_by(exponent)
    set_quantity(raw, unit)
    raw.i1 = j
    return j


def quantity_after(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    """"15,5 trilyon token", "1 трлн параметров": the noun of parameters or tokens after the figure."""
    found = match_stem(toks, j, t, "quantity")
    if not found:
        return j
    set_quantity(raw, found[0])
    raw.i1 = j + found[1]
    return j + found[1]


def quantity_noun_before(toks: list[Tok], i: int, t: LangTables, raw: Raw) -> None:
    """Malay "token jutaan": the parameters/tokens noun written just before the quantity."""
    if i > 0 and toks[i - 1].kind == WORD and toks[i - 1].end + 1 == toks[i].start:
        found = match_stem(toks, i - 1, t, "quantity")
        if found and found[1] == 1:
            set_quantity(raw, found[0])


# ---------------------------------------------------------------- words that count by themselves


def read_dual(ctx: Scan, i: int) -> Optional[Raw]:
    """An Arabic dual noun standing for "two": "ورقتين" (two papers), "العقدين" (two decades)."""
    t, tok = ctx.t, ctx.toks[i]
    if not t.dual_suffixes:
        return None
    fem_base, fem_dual = t.dual_feminine
    for variant in word_variants(tok.text, t):
        if variant in t.dual_words:
            return dual_raw(ctx, i, t.dual_words[variant])
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
                    return dual_raw(ctx, i, found)
    return None


def dual_raw(ctx: Scan, i: int, found: tuple[str, str]) -> Raw:
    kind, label = found
    raw = Raw(i, i + 1, Decimal(2))
    half = match_at(ctx.toks, i + 1, ctx.t, WORD_KIND) if i + 1 < len(ctx.toks) else None
    if half is not None and half.get("word").value == Decimal("0.5"):
        raw.i1, raw.value, raw.base = half.end, Decimal("2.5"), Decimal("2.5")  # "سنتين ونصف": two and a half years
    if kind == "count":
        raw.set_unit("count", "count", label)
    elif kind == "currency":
        raw.set_unit(label, "money")
    elif kind == "measure":
        raw.set_unit(label, "measure")
    elif times_context(ctx, i, i + 1):
        raw.set_unit("times", "multiplier")  # "تضاعف مرتين": two-fold
    else:
        raw.set_unit("count", "count", "occurrences")  # "مرتين": twice
    return raw


def dual_before(ctx: Scan, i: int, raw: Raw) -> None:
    """"مصنعين أو ثلاثة" (two factories or three): a noun in the dual, "or", then this number word
    is the range from two; the dual is read only here, where the figure after it says it counts."""
    toks, t = ctx.toks, ctx.t
    if not t.dual_suffixes or i < 2 or raw.value <= 2 or raw.value_max is not None or ctx.last_token > i - 2:
        return
    connector = (toks[i - 1].text,)
    if toks[i - 2].kind == WORD and any(toks[i - 2].text.endswith(s) for s in t.dual_suffixes) \
            and any(spec["between"] == (connector,) and not spec["before"] for spec in t.range_connectors):
        raw.i0, raw.value_max, raw.value = i - 2, raw.value, Decimal(2)


def dual_names_two_figures(toks: list[Tok], i: int, t: LangTables) -> bool:
    """"الدقيقتين 12 و39": the two figures after a dual are what it names; "لأجل عامين 15 نقطة
    أساس" (for two years, 15 basis points) is a dual, then another figure."""
    k = i + 1
    if k + 2 >= len(toks) or toks[k].kind != NUM:
        return False
    joiner = toks[k + 1]
    return (joiner.text in t.joiners or joiner.text in t.clitics) and joiner.glued_to(toks[k + 2]) \
        and toks[k + 2].kind == NUM


def read_one_prefix(ctx: Scan, i: int) -> Optional[Raw]:
    """Malay "setahun", "sebulan", "sekilo": se- + a time span or unit is one of it."""
    toks, t = ctx.toks, ctx.t
    word = toks[i].text
    for prefix in t.one_prefixes:
        rest = word[len(prefix):]
        if not word.startswith(prefix) or len(rest) < 3:
            continue
        probe = [Tok(WORD, rest, toks[i].start + len(prefix), toks[i].end)]
        unit = match_at(probe, 0, t, measure.MEASURE)
        if unit is not None and unit.end == 1:
            raw = Raw(i, i + 1, Decimal(1))
            raw.set_unit(unit.get("measure").value, "measure")
            return raw
        noun = counted_noun(probe, 0, t)
        if noun and measure.duration_of_counted(noun) and match_stem(probe, 0, t, "count")[1] == 1 \
                and any(rest == stem for stem, label in t.stems.get("count", []) if label == noun):
            raw = Raw(i, i + 1, Decimal(1))
            raw.set_unit("count", "count", noun)
            return raw
    return None


def rate_of_previous(ctx: Scan, i: int) -> bool:
    """"Rs12,000 setahun", "50 kapal sehari": a se- word right after an amount is "per", not one."""
    last = ctx.last_raw
    if last is None or last.i1 > i:
        return False
    between = ctx.toks[last.i1:i]
    if between and between[-1].text in ctx.t.span_prepositions:
        return False  # "turun 20 kali dalam setahun": within a year, a span
    return len(between) <= RATE_GAP and all(tok.kind == WORD for tok in between)
