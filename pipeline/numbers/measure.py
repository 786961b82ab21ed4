"""Measures: a value in a unit of length, speed, temperature, mass, area, volume, power, energy or
duration ("385 miles", "135 км/ч", "27 °C", "76,000 hectares"), converted to the dimension's base
unit with pint, so that versions can be compared (``pipeline.facts.relation`` compares base values
within the rounding the text shows).

Compound measures are one quantity: "6-foot-6" and "6 fit 6 inç" are 6.5 ft (the next smaller
unit of ``measures.yml``), "двухметровый" is two metres, an ordinal beside a unit of length is the
distance covered ("35. kilometreden sonra": 35 km). Words around a figure change it: "saatte 85
mil" is a speed, "10 degrees above average" a difference of temperatures, "56 درجة تحت الصفر"
below zero; "pound" is a unit of mass only near a word of weight (else money), "كيلو" a kilogram or
a kilometre by the words near it.

The unit keys, their pint expressions and the dimension names are data
(``pipeline/lang/measures.yml``); no conversion factor is written here: pint's figures are
generated into ``pipeline/lang/measure_factors.yml`` (``pipeline/numbers/_build.py``) and applied
as pint applies them, so that a run does not import pint (0.6 s at every start). Temperatures convert with
their offset, a difference of temperatures (``delta``) without it. A degree without its scale
("80 degrees", "27 градусов") keeps the unit ``degree`` and no base value: it is not compared.

Tables: ``pipeline/lang/<code>/measures.yml`` (unit words, degrees, per hour, below zero,
temperature differences, context words, unit adjectives) and ``numbers.yml`` ``numeral_prefixes``.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from typing import Optional

from pipeline.lang.data import shared_table, words
from pipeline.lang.text import normalize_entry
from pipeline.model import NumberMention

from .lexicon import LangTables, TableFiles, look_back, match_at, match_stem
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok

READS: tuple[str, ...] = ()

# a degree scale named by neither version ("80 degrees", "27 градусов") cannot be compared
UNSCALED_DEGREE = "degree"
MEASURE, DEGREE = frozenset({"measure"}), frozenset({"degree"})
PER_HOUR_BEFORE, PER_HOUR_AFTER = frozenset({"per_hour_before"}), frozenset({"per_hour_after"})
DELTA_BEFORE, DELTA_AFTER = frozenset({"delta_before"}), frozenset({"delta_after"})
DELTA_WINDOW = 3  # tokens around a temperature searched for "above", "warmer", "на", "fark"
DELTA_BREAKS = frozenset(",;:()\u060c\u061b")
BELOW_BEFORE, BELOW_AFTER = frozenset({"below_zero_before"}), frozenset({"below_zero_after"})
BELOW_OPEN, BELOW_CLOSE = frozenset({"below_zero_open"}), frozenset({"below_zero_close"})
# how far (in tokens) a "pound" looks for words of weight ("weighing 200 pounds")
MASS_WINDOW = 6
SENTENCE_MARKS = frozenset(".!?;\u0964\u061f")
CONTEXT_GROUPS = {"length": "length_context", "mass": "mass_context"}


@dataclass(frozen=True)
class UnitSpec:
    key: str  # the `unit` column value
    pint: str  # pint expression
    dimension: str  # length, speed, temperature, mass, area, volume, duration
    delta: str = ""  # pint unit of a difference (temperatures)
    factor: float = 1.0  # to the base unit (after the offset, for a temperature scale)
    scale: Optional[float] = None  # a unit with an offset: base = (value * scale + offset) * factor
    offset: float = 0.0
    delta_factor: Optional[float] = None  # a difference of ``delta`` units: base = value * delta_factor


@lru_cache(maxsize=None)
def registry():
    """pint's default registry with the few definitions of measures.yml (loaded once; for the
    build of measure_factors.yml and its tests: a run reads that file instead)."""
    import pint

    reg = pint.UnitRegistry()
    for definition in words(shared_table("measures").get("defines")):
        reg.define(definition)
    return reg


@lru_cache(maxsize=None)
def unit_specs() -> dict[str, UnitSpec]:
    """Every unit key of measures.yml with its dimension and pint's figures (measure_factors.yml)."""
    figures = shared_table("measure_factors").get("units") or {}
    specs = {}
    for key, spec in (shared_table("measures").get("units") or {}).items():
        if key not in figures:
            raise ValueError(f"measure_factors.yml has no {key}: run python -m pipeline.numbers._build")
        row = figures[key]
        specs[key] = UnitSpec(key, spec["pint"], row["dimension"], spec.get("delta", ""), float(row["factor"]),
                              _optional_float(row.get("scale")), float(row.get("offset", "0")),
                              _optional_float(row.get("delta_factor")))
    return specs


def _optional_float(text: Optional[str]) -> Optional[float]:
    return None if text is None else float(text)


def is_measure(unit: str) -> bool:
    return unit in unit_specs()


def dimension_of(unit: str) -> str:
    spec = unit_specs().get(unit)
    return spec.dimension if spec else ""


def per_hour(unit: str) -> Optional[str]:
    """The rate unit of a length written with "per hour" (mi -> mph), or None."""
    return (shared_table("measures").get("per_hour") or {}).get(unit)


def duration_of_counted(counted: str) -> Optional[str]:
    """The duration unit a counted noun stands for ("weeks" -> "wk"), or None."""
    return (shared_table("measures").get("counted_durations") or {}).get(counted)


@lru_cache(maxsize=4096)
def to_base(value: float, unit: str, delta: bool = False) -> float:
    """``value`` in ``unit`` expressed in the dimension's SI base unit (m, m/s, K, kg, m2, m3, s)."""
    spec = unit_specs()[unit]
    if delta and spec.delta:
        return float(_times(value, spec.delta_factor))
    if spec.scale is not None:
        return float(_times(value * spec.scale + spec.offset, spec.factor))
    return float(_times(value, spec.factor))


def _times(value, factor: float):
    """``value * factor`` as pint multiplies it (a Decimal by the Decimal of the factor's text)."""
    return value * (Decimal(str(factor)) if isinstance(value, Decimal) else factor)


def smaller_unit(unit: str) -> Optional[str]:
    """The unit a trailing bare number is in after this one ("6-foot-6": inches), or None."""
    return (shared_table("measures").get("next_smaller") or {}).get(unit)


def convert(value: Decimal, unit: str, to: str) -> Decimal:
    """``value`` in ``unit`` written in ``to`` (same dimension, no offset), via pint."""
    return Decimal(str(to_base(float(value), unit) / to_base(1.0, to)))


def fill_measurement(mention: NumberMention) -> NumberMention:
    """Set ``dimension``, ``base_value`` and ``base_max`` of a mention whose unit is a measure."""
    spec = unit_specs().get(mention.unit)
    if spec is None:
        return mention
    mention.dimension = spec.dimension
    mention.base_value = to_base(mention.value, mention.unit, mention.delta)
    if mention.value_max is not None:
        mention.base_max = to_base(mention.value_max, mention.unit, mention.delta)
    return mention


def scale_bare_degrees(mentions: list[NumberMention]) -> list[NumberMention]:
    """"11 degrees Celsius, rising to 17 degrees": a degree without its scale after a temperature
    with one in the same paragraph is on that scale (the writer names it once)."""
    scale = None
    for m in mentions:
        if m.dimension == "temperature" and m.unit != UNSCALED_DEGREE:
            scale = m.unit
        elif m.unit == UNSCALED_DEGREE and scale is not None:
            m.unit = scale
            fill_measurement(m)
    return mentions


# ---------------------------------------------------------------- tables


def load(t: LangTables, files: TableFiles) -> None:
    """Unit words of measurements (pipeline/lang/<code>/measures.yml) and their context words;
    after ``counts.load`` (the duals of unit words) and ``money.load`` ("pound" is read as money
    first when nothing says weight)."""
    measures = files.measures
    for key, forms in (measures.get("units") or {}).items():
        t.add_all(forms, "measure", key)
    t.add_all(measures.get("degrees"), "degree", "degree")
    t.add_parts(measures.get("per_hour"), {"before": "per_hour_before", "after": "per_hour_after"})
    below = measures.get("below_zero") or {}
    t.add_parts(below, {"before": "below_zero_before", "after": "below_zero_after"})
    for pair in below.get("around") or []:
        first, second = words(pair)
        t.add(first, "below_zero_open")
        t.add(second, "below_zero_close")
    t.add_parts(measures.get("temperature_delta"), {"before": "delta_before", "after": "delta_after"})
    if t.dual_suffixes:  # Arabic "هكتارين" (two hectares), "ميلين": the dual of a unit word
        for key, forms in (measures.get("units") or {}).items():
            for form in words(forms):
                word = normalize_entry(form, t.lang)
                if " " not in word and len(word) > 2:
                    t.dual_nouns.setdefault(word, ("measure", key))
    for stem in words(measures.get("mass_context")):
        t.add_stem("mass_context", stem, "mass")
    for stem in words(measures.get("length_context")):
        t.add_stem("length_context", stem, "length")
    for form, keys in (measures.get("by_context") or {}).items():
        t.add(form, "measure_choice", tuple(words(keys)))
    for key, stems in (measures.get("adjectives") or {}).items():
        for stem in words(stems):
            t.add_stem("unit_adjective", stem, key)
    t.sort_stems("unit_adjective")
    prefixes = [(normalize_entry(form, t.lang), Decimal(value))
                for value, forms in (files.numbers.get("numeral_prefixes") or {}).items() for form in words(forms)]
    t.numeral_prefixes = tuple(sorted(prefixes, key=lambda pair: len(pair[0]), reverse=True))


# ---------------------------------------------------------------- reading


def feet_and_inches(ctx: Scan, raw: Raw, j: int) -> int:
    """"6-foot-6", "6 fit 6 inç", "6 फुट 6 इंच": a trailing number in the next smaller unit
    (after a hyphen it needs no unit word)."""
    toks, t = ctx.toks, ctx.t
    smaller = smaller_unit(raw.unit)
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
    raw.value += convert(Decimal(toks[k].text), smaller, raw.unit)
    raw.places = max(raw.places, 2)
    raw.plain_int = False
    raw.i1 = surface_end
    return end


def hyphen_unit(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """"20-degree", "40-megawatt", "6-foot-6": a unit word after a hyphen ("48-hour" is a counted
    noun: ``counts.hyphen_noun``)."""
    unit = match_at(ctx.toks, j, ctx.t, MEASURE | DEGREE)
    if unit is None:
        return None
    raw.set_unit(next(iter(unit.entries.values())).value, "measure")
    raw.i1 = unit.text_end
    return feet_and_inches(ctx, raw, unit.end)


def compact_measure(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """"100m" with no money and no word of parameters around: metres."""
    unit = match_at(ctx.toks, i + 1, ctx.t, MEASURE)
    if unit is None or unit.end != j:
        return None
    raw.set_unit(unit.get("measure").value, "measure")
    raw.i1 = j
    return per_hour_after(ctx.toks, j, ctx.t, raw)


def compound_adjective(ctx: Scan, i: int) -> Optional[Raw]:
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


def milestone(ctx: Scan, raw: Raw) -> None:
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
    if found is None or dimension_of(found.get("measure").value) != "length":
        return
    raw.set_unit(found.get("measure").value, "measure")
    if after is not None:
        raw.i1 = after.text_end


def per_hour_after(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    """"2 inches per hour", "85 mil saatte": a length with "per hour" after it is a rate."""
    rate = per_hour(raw.unit)
    m = match_at(toks, j, t, PER_HOUR_AFTER) if rate else None
    if m is None:
        return j
    raw.set_unit(rate, "measure")
    raw.i1 = m.text_end
    return m.end


def mass_context(toks: list[Tok], i0: int, i1: int, t: LangTables) -> bool:
    """A word of weight near a number: "pound" is then the unit of mass, not the currency."""
    return context_near(toks, i0, i1, t, "mass_context")


def context_near(toks: list[Tok], i0: int, i1: int, t: LangTables, group: str) -> bool:
    for step in (-1, 1):
        k = i0 - 1 if step < 0 else i1
        for _ in range(MASS_WINDOW):
            if not 0 <= k < len(toks) or toks[k].text in SENTENCE_MARKS:
                break  # the context word must be in the same sentence
            if match_stem(toks, k, t, group, conjunctions=True):
                return True
            k += step
    return False


def unit_by_context(toks: list[Tok], i0: int, i1: int, t: LangTables, keys: tuple) -> Optional[str]:
    """The unit among ``keys`` whose dimension's context words stand near the number."""
    for key in keys:
        group = CONTEXT_GROUPS.get(dimension_of(key))
        if group and context_near(toks, i0, i1, t, group):
            return key
    return None


def measure_context(ctx: Scan, raw: Raw) -> None:
    """Words around a measurement that change it: "saatte 85 mil" is a speed, "10 degrees above
    average" a difference of temperatures."""
    toks, t = ctx.toks, ctx.t
    rate = per_hour(raw.unit)
    if rate and look_back(toks, raw.i0, t, PER_HOUR_BEFORE, 2) is not None:
        raw.set_unit(rate, "measure")
    if dimension_of(raw.unit) == "temperature" or raw.unit == UNSCALED_DEGREE:
        if below_zero(ctx, raw):
            if not raw.negative:
                raw.negate()  # "56 درجة مئوية تحت الصفر", "10 degrees below zero": a temperature under 0
            return
        before = look_back(toks, raw.i0, t, DELTA_BEFORE, DELTA_WINDOW)
        before_ok = before is not None and not broken(toks, before, raw.i0) and not construct(ctx, before, raw.i0)
        after = next((k for k in range(raw.i1, min(len(toks), raw.i1 + DELTA_WINDOW))
                      if match_at(toks, k, t, DELTA_AFTER) is not None), None)
        after_ok = after is not None and not broken(toks, raw.i1, after)
        raw.delta = before_ok or after_ok


def construct(ctx: Scan, lo: int, hi: int) -> bool:
    """A definite noun after the word of change: "على ارتفاع التحليق 56 درجة" is the height of
    cruising (ارتفاع: rise / height), not a rise of 56 degrees."""
    article = ctx.t.definite_article
    return bool(article) and any(tok.kind == WORD and tok.text.startswith(article) and len(tok.text) > len(article) + 1
                                 for tok in ctx.toks[lo + 1:hi])


def below_zero(ctx: Scan, raw: Raw) -> bool:
    """A "below zero" phrase right before or after the temperature, in its clause."""
    toks, t = ctx.toks, ctx.t
    before = look_back(toks, raw.i0, t, BELOW_BEFORE, DELTA_WINDOW)
    if before is not None and not broken(toks, before, raw.i0):
        return True
    after = next((k for k in range(raw.i1, min(len(toks), raw.i1 + DELTA_WINDOW))
                  if match_at(toks, k, t, BELOW_AFTER) is not None), None)
    if after is not None and not broken(toks, raw.i1, after):
        return True
    opened = look_back(toks, raw.i0, t, BELOW_OPEN, DELTA_WINDOW)
    return opened is not None and raw.i1 < len(toks) and match_at(toks, raw.i1, t, BELOW_CLOSE) is not None


def broken(toks: list[Tok], lo: int, hi: int) -> bool:
    """A comma or a number between a temperature and a word of difference: the word belongs to
    another figure ("36 °C، أي أعلى بثلاث درجات": 36 is a temperature, three the difference)."""
    return any(tok.text in DELTA_BREAKS or tok.kind == NUM for tok in toks[lo:hi])
