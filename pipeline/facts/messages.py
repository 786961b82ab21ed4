"""One plain-English sentence per numeric discrepancy, for an editor who reads none of the
versions' languages (``pipeline.wording``: language names, romanized quotes, amounts with
their units spelled out)."""
from __future__ import annotations

from typing import Optional

from pipeline.facts.relation import OFFSET_DIMENSIONS
from pipeline.model import NumberMention
from pipeline.wording import amount, language_names, quote


def described(m: NumberMention, lang: str) -> str:
    """``"315 अरब डॉलर" (315 arab ḍalar) (315 billion US dollars)``."""
    return f"{quote(m.surface, lang)} ({amount(m.value, m.unit, m.value_max)})"


def in_unit_of(m: NumberMention, other: NumberMention) -> str:
    """``m``'s amount written in ``other``'s unit when both are measurements of one dimension,
    so that a wrong conversion shows as two values in the same unit (``620 km``)."""
    if (m.dimension and m.dimension == other.dimension and m.base_value is not None and other.base_value
            and other.value and m.unit != other.unit and other.dimension not in OFFSET_DIMENSIONS):
        factor = other.base_value / other.value
        low = round(m.base_value / factor, 1)
        high = None if m.base_max is None else round(m.base_max / factor, 1)
        return amount(_tidy(low), other.unit, None if high is None else _tidy(high))
    return amount(m.value, m.unit, m.value_max)


def _tidy(value: float) -> float:
    return float(round(value)) if abs(value) >= 10 else value


def side_text(langs: list[str], expected: NumberMention, expected_lang: str, found: NumberMention,
              by_source: bool) -> str:
    shown = f"{quote(expected.surface, expected_lang)} ({in_unit_of(expected, found)})"
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
    if kind == "scale":
        hint = ""
        if found.ambiguous:
            hint = " (its decimal and thousands marks can be read either way)"
        return f"off by a factor of {10 ** abs(exponent):,}{hint}"
    if kind == "unit":
        return f"the unit differs ({unit_name(found)} instead of {unit_name(expected)})"
    if found.dimension and found.dimension == expected.dimension and found.unit != expected.unit:
        return "the converted values differ"
    return "the values differ"


def unit_name(m: NumberMention) -> str:
    return m.unit or "no unit"


def missing(lang: str, expected: NumberMention, expected_lang: str, supporters: list[str], by_source: bool) -> str:
    shown = described(expected, expected_lang)
    if by_source:
        return f"The {language_names([lang])} version does not state {shown}, which the {language_names([expected_lang])} source states here."
    verb = "state" if len(set(supporters)) > 1 else "states"
    return f"The {language_names([lang])} version does not state {shown}, which {language_names(supporters)} {verb} here."


def inconsistent(lang: str, first: NumberMention, first_line: int, second: NumberMention, second_line: int) -> str:
    return (f"The {language_names([lang])} version gives this figure two ways: {described(first, lang)} on line "
            f"{first_line} and {described(second, lang)} on line {second_line}.")


def changed(lang: str, before: NumberMention, after: NumberMention, line: int, expected: NumberMention,
            expected_lang: str, supporters: list[str], by_source: bool) -> str:
    if by_source:
        side = f"the {language_names([expected_lang])} source says {in_unit_of(expected, after)}"
    else:
        side = (f"the unchanged {language_names(supporters)} version{'s' if len(set(supporters)) > 1 else ''} "
                f"{'say' if len(set(supporters)) > 1 else 'says'} {in_unit_of(expected, after)}")
    return (f"The {language_names([lang])} version changed {quote(before.surface, lang)} to "
            f"{quote(after.surface, lang)} (line {line}); {side}.")


def also_lines(lines: list[int]) -> Optional[str]:
    if not lines:
        return None
    listed = ", ".join(str(n) for n in lines)
    return f" The same figure is also on line{'s' if len(lines) > 1 else ''} {listed}."
