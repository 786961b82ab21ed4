"""How two numeric readings relate: the same statement, or a recognisable error of it.

A reading is (value, value_max, unit). Equivalent statements are not errors: equal values
(within rounding), ``1.25 times`` vs ``25% more``, ``2 times`` vs ``200%``, a figure with no
unit vs the same figure with one. Recognisable errors: a power of ten (``scale``), the same
number with another currency or percent for times (``unit``), both at once (``scale+unit``),
or any other difference in the same kind of quantity (``value``).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from pipeline.model import NumberMention

REL_TOLERANCE = 0.006  # "about 210 billion" vs 210.5 billion, rounding in translation
MAX_SCALE_EXPONENT = 4  # 10**1 .. 10**4: a misplaced mark or a wrong scale word
UNITLESS = {"number", "count", ""}
EXACT_UNITS = {"year", "date", "rank", "age"}  # 2024 is not "about" 2025


def unit_family(unit: str) -> str:
    if len(unit) == 3 and unit.isupper():
        return "money"
    if unit in ("percent", "times"):
        return "ratio"
    if unit in UNITLESS:
        return "quantity"
    return unit  # year, date, age, rank, params, tokens, ... compare only with themselves


def is_money(unit: str) -> bool:
    return unit_family(unit) == "money"


def close(a: Optional[float], b: Optional[float], exact: bool = False) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if a == b:
        return True
    if exact or max(abs(a), abs(b)) < 1000:  # small counts are written exactly
        return abs(a - b) < 1e-9 * max(1.0, abs(a), abs(b))
    return abs(a - b) <= REL_TOLERANCE * max(abs(a), abs(b))


def same_value(x: NumberMention, y: NumberMention) -> bool:
    if x.unit == y.unit == "date" and x.kind != y.kind:
        return same_date(x, y)
    exact = x.unit in EXACT_UNITS or y.unit in EXACT_UNITS
    return close(x.value, y.value, exact) and close(x.value_max, y.value_max, exact)


# date kinds from pipeline.numbers: the digits each keeps (YYYYMMDD, YYYYMM, MMDD)
DATE_PARTS = {"date_ymd": "ymd", "date_ym": "ym", "date_md": "md"}


def date_parts(value: float, kind: str) -> dict[str, int]:
    v = int(value)
    layout = DATE_PARTS.get(kind, "")
    if layout == "ymd":
        return {"y": v // 10000, "m": v // 100 % 100, "d": v % 100}
    if layout == "ym":
        return {"y": v // 100, "m": v % 100}
    if layout == "md":
        return {"m": v // 100, "d": v % 100}
    return {}


def same_date(x: NumberMention, y: NumberMention) -> bool:
    """27 July vs 27 July 2026: compare the parts both dates state."""
    a, b = date_parts(x.value, x.kind), date_parts(y.value, y.kind)
    shared = set(a) & set(b)
    return bool(shared) and all(a[k] == b[k] for k in shared)


def power_of_ten_between(a: float, b: float) -> Optional[int]:
    """k when a == b * 10**k for 1 <= |k| <= MAX_SCALE_EXPONENT, else None."""
    if a <= 0 or b <= 0:
        return None
    k = round(math.log10(a / b))
    if k == 0 or abs(k) > MAX_SCALE_EXPONENT:
        return None
    return k if close(a, b * 10 ** k) else None


def ratio_equivalent(x: NumberMention, y: NumberMention) -> bool:
    """``1.25 times`` == ``25%`` (more) and ``2 times`` == ``200%``."""
    if {x.unit, y.unit} != {"percent", "times"}:
        return False
    times, pct = (x, y) if x.unit == "times" else (y, x)
    return close(times.value, 1 + pct.value / 100) or close(times.value, pct.value / 100)


@dataclass(frozen=True)
class Relation:
    kind: str  # same, scale, unit, scale+unit, value
    exponent: int = 0  # for scale: found = expected * 10**exponent


def relate(found: NumberMention, expected: NumberMention) -> Optional[Relation]:
    """The relation of ``found`` to ``expected``; None when they cannot be the same fact."""
    fu, eu = found.unit, expected.unit
    ff, ef = unit_family(fu), unit_family(eu)
    if ff != ef and "quantity" not in (ff, ef):
        return None
    same_unit = fu == eu or "quantity" in (ff, ef)
    if same_value(found, expected):
        if same_unit:
            return Relation("same")
        if ratio_equivalent(found, expected):
            return Relation("same")
        return Relation("unit")
    if ratio_equivalent(found, expected):
        return Relation("same")
    exponent = power_of_ten_between(found.value, expected.value)
    if exponent is not None and _range_scaled_alike(found, expected, exponent):
        return Relation("scale" if same_unit else "scale+unit", exponent)
    if ff == ef and ff != "quantity" or (same_unit and ff == "quantity" and fu == eu):
        return Relation("value")
    return None


def _range_scaled_alike(found: NumberMention, expected: NumberMention, exponent: int) -> bool:
    if found.value_max is None or expected.value_max is None:
        return found.value_max is None and expected.value_max is None
    return close(found.value_max, expected.value_max * 10 ** exponent)
