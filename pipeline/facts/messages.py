"""One plain-English sentence per numeric discrepancy, for an editor who reads none of the
versions' languages (``pipeline.wording``: language names, romanized quotes, amounts with
their units spelled out)."""
from __future__ import annotations

import calendar
from typing import Optional

from pipeline.facts.relation import date_parts, measurable, reversed_bound
from pipeline.model import NumberMention
from pipeline.numbers.measure import to_base
from pipeline.wording import amount, glossed, language_names, quote


def in_unit(m: NumberMention, unit: str) -> tuple[float, Optional[float]]:
    """(value, value_max) of a measurement written in another unit of its dimension (units are
    affine in their base unit: a step and an offset)."""
    step = to_base(1.0, unit, delta=True)
    offset = 0.0 if m.delta else to_base(0.0, unit)
    low = (m.base_value - offset) / step
    high = None if m.base_max is None else (m.base_max - offset) / step
    return low, high


def spoken(value: float, unit: str, value_max: Optional[float] = None, bound: str = "") -> str:
    said = amount(value, unit, value_max)
    return f"{BOUND_WORDS[bound]} {said}" if bound in BOUND_WORDS else said


def spoken_of(m: NumberMention) -> str:
    """The amount a mention states, in words; a date as a date ("6 November", "July 2026"), not
    as the sortable number it is kept as (1106, 202607)."""
    if m.unit == "date":
        parts = date_parts(m.value, m.kind)
        month = calendar.month_name[parts["m"]] if 1 <= parts.get("m", 0) <= 12 else ""
        said = " ".join(str(x) for x in (parts.get("d"), month, parts.get("y")) if x)
        return said or spoken(m.value, m.unit, m.value_max, m.bound)
    return spoken(m.value, m.unit, m.value_max, m.bound)


def described(m: NumberMention, lang: str) -> str:
    """``"315 अरब डॉलर" (315 arab dalar: 315 billion US dollars)``: the romanization and the
    amount in one gloss, the amount left out when the romanization already says it
    (``"360 км" (360 km)``); a bound the text puts on the figure is said with it
    (``"более 25 см" (bolee 25 sm: at least 25 cm)``)."""
    return glossed(m.surface, lang, spoken_of(m))


def in_unit_of(m: NumberMention, other: NumberMention) -> str:
    """``m``'s amount written in ``other``'s unit when both are measurements of one dimension,
    so that a wrong conversion shows as two values in the same unit (``620 km``)."""
    if measurable(m) and measurable(other) and m.dimension == other.dimension and m.unit != other.unit \
            and m.delta == other.delta:
        low, high = in_unit(m, other.unit)
        return spoken(_tidy(low), other.unit, None if high is None else _tidy(high), m.bound)
    return spoken_of(m)


def _tidy(value: float) -> float:
    """A converted value rounded as a reader would say it (620 km, 8.5 cm, 0.42 m)."""
    if abs(value) >= 100:
        return float(round(value))
    return float(f"{value:.2g}") if abs(value) < 10 else float(round(value, 1))


def side_text(langs: list[str], expected: NumberMention, expected_lang: str, found: NumberMention,
              by_source: bool) -> str:
    shown = glossed(expected.surface, expected_lang, in_unit_of(expected, found))
    if by_source:
        return f"the {language_names([expected_lang])} source says {shown}"
    names = language_names(langs)
    verb = "say" if len(set(langs)) > 1 else "says"
    return f"{names} {verb} {shown}"


def disagreement(kind: str, lang: str, found: NumberMention, expected: NumberMention, expected_lang: str,
                 supporters: list[str], majority: bool, by_source: bool, exponent: int = 0) -> str:
    lead = f"The {language_names([lang])} version says {described(found, lang)}"
    side = side_text(supporters, expected, expected_lang, found, by_source)
    side = f"where {side}" if majority else f"but {side}, and there is no majority"
    return f"{lead} {side}: {difference(kind, found, expected, exponent)}."


def difference(kind: str, found: NumberMention, expected: NumberMention, exponent: int = 0) -> str:
    if kind == "scale" and (found.vague or expected.vague) and found.value_max and expected.value_max:
        if touching(found, expected):
            return (f"the magnitudes only touch, one ending where the other begins (about a factor of "
                    f"{10 ** abs(exponent):,} apart)")
        return f"the magnitudes do not meet (about a factor of {10 ** abs(exponent):,} apart)"
    if kind == "scale":
        hint = ""
        if found.ambiguous:
            hint = " (its decimal and thousands marks can be read either way)"
        return f"off by a factor of {10 ** abs(exponent):,}{hint}"
    if kind == "unit":
        return f"the unit differs ({unit_name(found)} instead of {unit_name(expected)})"
    if found.value_max is None and expected.value_max is not None and expected.value <= found.value <= expected.value_max:
        return "it gives one end of the range only"
    if reversed_bound(found, expected):
        return f"the bound is reversed ({BOUND_WORDS[found.bound]} instead of {BOUND_WORDS[expected.bound]})"
    if found.dimension and found.dimension == expected.dimension and found.unit != expected.unit:
        return "the converted values differ"
    return "the values differ"


def touching(a: NumberMention, b: NumberMention) -> bool:
    """Two ranges where one ends where the other begins ("hundreds of thousands" and "millions")."""
    def same(x: float, y: float) -> bool:
        return abs(x - y) <= 1e-9 * max(1.0, abs(x), abs(y))
    return same(a.value_max, b.value) or same(b.value_max, a.value)


BOUND_WORDS = {"at_least": "at least", "at_most": "at most", "nearly": "nearly", "about": "about"}


def unit_name(m: NumberMention) -> str:
    if m.unit == "percent":
        return "percent"
    return spoken(2, m.unit)[1:].strip() or "no unit"


def missing(lang: str, expected: NumberMention, expected_lang: str, supporters: list[str], by_source: bool) -> str:
    shown = described(expected, expected_lang)
    if by_source:
        return f"The {language_names([lang])} version does not state {shown}, which the {language_names([expected_lang])} source states here."
    verb = "state" if len(set(supporters)) > 1 else "states"
    return f"The {language_names([lang])} version does not state {shown}, which {language_names(supporters)} {verb} here."


def inconsistent(lang: str, first: NumberMention, first_line: int, second: NumberMention, second_line: int,
                 shared: list[str] = ()) -> str:
    said = (f"The {language_names([lang])} version gives this figure two ways: {described(first, lang)} on line "
            f"{first_line} and {described(second, lang)} on line {second_line}.")
    if shared:
        said += f" The {language_names(shared)} version{'s' if len(shared) > 1 else ''} follow{'' if len(shared) > 1 else 's'} it."
    return said


def changed(lang: str, before: NumberMention, after: NumberMention, line: int, expected: NumberMention,
            expected_lang: str, supporters: list[str], by_source: bool, majority: bool = True) -> str:
    if by_source:
        side = f"the {language_names([expected_lang])} source says {in_unit_of(expected, after)}"
    else:
        side = (f"the unchanged {language_names(supporters)} version{'s' if len(set(supporters)) > 1 else ''} "
                f"{'say' if len(set(supporters)) > 1 else 'says'} {in_unit_of(expected, after)}")
    if not majority:
        side += ", but the unchanged versions have no majority"
    return (f"The {language_names([lang])} version changed {quote(before.surface, lang)} to "
            f"{quote(after.surface, lang)} (line {line}); {side}.")


def also_lines(lines: list[int]) -> Optional[str]:
    if not lines:
        return None
    listed = ", ".join(str(n) for n in lines)
    return f" The same figure is also on line{'s' if len(lines) > 1 else ''} {listed}."
