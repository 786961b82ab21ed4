"""Measurements: a value in a unit of length, speed, temperature, mass, area, volume or duration,
converted to the dimension's base unit with pint, and compared within the rounding the text shows.

The unit keys, their pint expressions and the dimension names are data
(``pipeline/lang/measures.yml``); no conversion factor is written here. Temperatures convert with
their offset, a difference of temperatures (``delta``) without it. ``same_quantity`` is the one
comparison: ``85 mph`` and ``135 km/h`` agree, ``385 miles`` and ``360 km`` do not.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from pipeline.lang.data import shared_table, words
from pipeline.model import NumberMention

# a translator rounds a converted figure (85 mph = 136.8 km/h -> "135 км/ч"); real conversion
# errors are factors (1.6, 2.54, 0.45) or other figures, far outside this
RELATIVE_SLACK = 0.05
# a degree scale named by neither version ("80 degrees", "27 градусов") cannot be compared
UNSCALED_DEGREE = "degree"


@dataclass(frozen=True)
class UnitSpec:
    key: str  # the `unit` column value
    pint: str  # pint expression
    dimension: str  # length, speed, temperature, mass, area, volume, duration
    say: str  # how a message writes it after a number
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
        specs[key] = UnitSpec(key, spec["pint"], names[dimensionality], spec.get("say", key),
                              spec.get("delta", ""))
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


def from_base(base: float, unit: str, delta: bool = False) -> float:
    """The inverse of ``to_base``: a base-unit value written in ``unit`` (for messages)."""
    spec = unit_specs()[unit]
    reg = registry()
    expression = spec.delta if delta and spec.delta else spec.pint
    base_unit = reg.Quantity(1, expression).to_base_units().units
    return float(reg.Quantity(base, base_unit).to(expression).magnitude)


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


def in_unit(mention: NumberMention, unit: str) -> tuple[float, Optional[float]]:
    """(value, value_max) of a measurement written in another unit of its dimension."""
    low = from_base(mention.base_value, unit, mention.delta)
    high = from_base(mention.base_max, unit, mention.delta) if mention.base_max is not None else None
    return low, high


def _base_resolution(mention: NumberMention) -> float:
    """The rounding step the text shows, in base units (a step is a difference: no offset)."""
    if not mention.resolution:
        return 0.0
    return abs(to_base(mention.resolution, mention.unit, delta=True))


def _near(a: float, b: float, tolerance: float, relative: bool) -> bool:
    slack = RELATIVE_SLACK * max(abs(a), abs(b)) if relative else 0.0
    return abs(a - b) <= max(tolerance, slack) + 1e-12 * max(1.0, abs(a), abs(b))


def same_quantity(a: NumberMention, b: NumberMention) -> Optional[bool]:
    """Whether two measurements state the same quantity; None when they cannot be compared
    (not both measurements of one dimension with known base values, or a degree without a scale).

    Each end of a range is compared with the other's; a single value agrees with a range that
    holds it. Tolerance: the coarser rounding step of the two, or a relative slack for rounded
    conversions (not for temperatures, whose base value starts at absolute zero).
    """
    if not a.dimension or a.dimension != b.dimension or a.base_value is None or b.base_value is None:
        return None
    if a.delta != b.delta:
        return None
    temperature = a.dimension == "temperature" and not a.delta
    step = max(_base_resolution(a), _base_resolution(b))
    # half a step of rounding; a full step for temperatures (26.7 °C is written 27 or 26)
    tolerance = step if temperature else step / 2
    relative = not temperature
    a_high = a.base_max if a.base_max is not None else a.base_value
    b_high = b.base_max if b.base_max is not None else b.base_value
    if (a.base_max is None) != (b.base_max is None):
        low, high = (b.base_value, b_high) if a.base_max is None else (a.base_value, a_high)
        single = a.base_value if a.base_max is None else b.base_value
        return low - tolerance <= single <= high + tolerance or _near(single, low, tolerance, relative) \
            or _near(single, high, tolerance, relative)
    return _near(a.base_value, b.base_value, tolerance, relative) and _near(a_high, b_high, tolerance, relative)


def say(unit: str) -> str:
    """How a message writes a measure unit after a number ("miles", "km/h", "°F")."""
    spec = unit_specs().get(unit)
    return spec.say if spec else unit


def resolution(digits: str, decimal: str, exponent: int = 0) -> float:
    """Place value of the last written digit: "135" -> 1, "1,98" (decimal comma) -> 0.01."""
    places = 0
    if decimal in digits:
        places = len(digits.rsplit(decimal, 1)[1])
    return 10.0 ** (exponent - places)
