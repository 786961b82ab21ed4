"""Measurements: a value in a unit of length, speed, temperature, mass, area, volume or duration,
converted to the dimension's base unit with pint, so that versions can be compared
(``pipeline.facts.relation`` compares base values within the rounding the text shows).

The unit keys, their pint expressions and the dimension names are data
(``pipeline/lang/measures.yml``); no conversion factor is written here: pint's figures are
generated into ``pipeline/lang/measure_factors.yml`` (``pipeline/numbers/_build.py``) and applied
as pint applies them, so that a run does not import pint (0.6 s at every start). Temperatures convert with
their offset, a difference of temperatures (``delta``) without it. A degree without its scale
("80 degrees", "27 градусов") keeps the unit ``degree`` and no base value: it is not compared.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from typing import Optional

from pipeline.lang.data import shared_table, words
from pipeline.model import NumberMention

# a degree scale named by neither version ("80 degrees", "27 градусов") cannot be compared
UNSCALED_DEGREE = "degree"


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
