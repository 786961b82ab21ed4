"""Measurements: a value in a unit of length, speed, temperature, mass, area, volume or duration,
converted to the dimension's base unit with pint, so that versions can be compared
(``pipeline.facts.relation`` compares base values within the rounding the text shows).

The unit keys, their pint expressions and the dimension names are data
(``pipeline/lang/measures.yml``); no conversion factor is written here. Temperatures convert with
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


@lru_cache(maxsize=None)
def registry():
    """pint's default registry with the few definitions of measures.yml (loaded once)."""
    import pint

    reg = pint.UnitRegistry()
    for definition in words(shared_table("measures").get("defines")):
        reg.define(definition)
    return reg


@lru_cache(maxsize=None)
def unit_specs() -> dict[str, UnitSpec]:
    """Every unit key of measures.yml with its dimension, as pint sees it."""
    table = shared_table("measures")
    names = table.get("dimensions") or {}
    reg = registry()
    specs = {}
    for key, spec in (table.get("units") or {}).items():
        dimensionality = str(reg.Quantity(1, spec["pint"]).dimensionality)
        if dimensionality not in names:
            raise ValueError(f"measures.yml: {key} has dimensionality {dimensionality}, not listed")
        specs[key] = UnitSpec(key, spec["pint"], names[dimensionality], spec.get("delta", ""))
    return specs


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
    reg = registry()
    expression = spec.delta if delta and spec.delta else spec.pint
    return float(reg.Quantity(value, expression).to_base_units().magnitude)


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
