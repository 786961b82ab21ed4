"""The working form of a mention while the extractor builds it (token spans, Decimal values)."""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Optional


@dataclass
class Raw:
    i0: int  # first token of the surface
    i1: int  # token after the surface
    value: Decimal
    unit: str = "number"
    kind: str = "quantity"
    value_max: Optional[Decimal] = None
    vague: bool = False
    ambiguous: bool = False
    alternatives: list[Decimal] = field(default_factory=list)
    counted: Optional[str] = None
    scale_exp: int = 0
    base: Decimal = Decimal(0)  # value before the scale word
    plain_int: bool = False  # digits only, no mark, no scale
    start_override: Optional[int] = None  # original offset (currency symbol before the number)
    suffixed: bool = False  # a Turkish apostrophe suffix follows (2025'te, %80'i)
    dropped: bool = False  # not a quantity after all (part of a name: FAST 2025)
    places: int = 0  # decimal places written ("1,98" -> 2): the rounding step of a measurement
    delta: bool = False  # a difference of temperatures ("10 degrees above average")
    negative: bool = False  # "-2.5%", "минус 3", "eksi 5"
    needs_partner: bool = False  # a lone ambiguous word kept only if a range joins it ("lima hingga tujuh")

    def set_unit(self, unit: str, kind: str, counted: Optional[str] = None) -> None:
        self.unit, self.kind = unit, kind
        if counted:
            self.counted = counted
