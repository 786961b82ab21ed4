"""The temperature scale of a version whose degrees name none ("27 градусов", "80 degrees").

Translators convert Fahrenheit to Celsius, and then write the converted figures as bare degrees,
or keep the scale only once. A version's scale is the one it names (all its named temperatures in
one scale), else the one under which its bare temperatures agree with the temperatures the other
versions state in a known scale (``80 fahrenhayt`` in one version: ``80 degrees`` elsewhere is
Fahrenheit, ``27 градусов`` is Celsius). Once known, the version's bare degrees take the scale, and
so does a difference of degrees ("на 10 градусов выше") stated in a paragraph that gives one of the
version's temperatures: a difference is read in the scale of the temperature beside it. A version
whose scale cannot be told keeps its bare degrees, which compare only when equal (see
``pipeline.facts.relation.relate_unscaled_degrees``).
"""
from __future__ import annotations

from pipeline.model import LocatedNumber
from pipeline.numbers.measure import UNSCALED_DEGREE, fill_measurement, is_measure, to_base, unit_specs

AGREE_KELVIN = 0.6  # a converted temperature rounded to a whole degree Celsius (80 °F = 26.7 °C)


def scales() -> tuple[str, ...]:
    """The temperature scales of measures.yml (degC, degF, K)."""
    return tuple(key for key, spec in unit_specs().items() if spec.dimension == "temperature")


def infer_temperature_scales(numbers: list[LocatedNumber]) -> dict[str, str]:
    """Give each version's bare degrees the version's scale; returns lang -> scale chosen."""
    temperature = set(scales())
    by_lang: dict[str, list[LocatedNumber]] = {}
    for n in numbers:
        if n.mention.unit in temperature or n.mention.unit == UNSCALED_DEGREE:
            by_lang.setdefault(n.lang, []).append(n)
    named = {lang: {n.mention.unit for n in items if n.mention.unit in temperature}
             for lang, items in by_lang.items()}
    chosen = {lang: next(iter(units)) for lang, units in named.items() if len(units) == 1}
    known = [to_base(n.mention.value, chosen[lang]) for lang, items in by_lang.items() if lang in chosen
             for n in items if not n.mention.delta and n.mention.value_max is None]
    for lang, items in by_lang.items():
        if lang in chosen or named[lang]:
            continue
        bare = [n.mention.value for n in items if n.mention.unit == UNSCALED_DEGREE and not n.mention.delta]
        scale = agreeing_scale(bare, known, temperature)
        if scale:
            chosen[lang] = scale
    for lang, scale in chosen.items():
        apply_scale(by_lang[lang], scale)
    return chosen


def agreeing_scale(values: list[float], known: list[float], candidates: set[str]) -> str:
    """The one scale under which most of ``values`` agree with a known temperature, else ""."""
    if not values or not known:
        return ""
    hits = {scale: sum(1 for v in values if any(abs(to_base(v, scale) - k) <= AGREE_KELVIN for k in known))
            for scale in sorted(candidates)}
    best = max(hits.values())
    winners = [scale for scale, count in hits.items() if count == best]
    return winners[0] if best * 2 > len(values) and len(winners) == 1 else ""


def apply_scale(items: list[LocatedNumber], scale: str) -> None:
    """Bare degrees take ``scale``; a difference only beside a temperature of its paragraph."""
    absolute = {n.paragraph for n in items if not n.mention.delta}
    for n in items:
        m = n.mention
        if m.unit != UNSCALED_DEGREE or (m.delta and n.paragraph not in absolute) or not is_measure(scale):
            continue
        m.unit = scale
        fill_measurement(m)
