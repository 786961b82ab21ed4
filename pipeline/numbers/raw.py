"""The working forms of one scan: the paragraph as tokens with its language's tables (``Scan``),
and each mention while the dimensions build it (``Raw``: token spans, Decimal values)."""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Optional

from pipeline.lang.text import Normalized, normalize

from .lexicon import LangTables
from .tokens import Tok, tokenize


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

    def scale_by(self, exponent: int) -> None:
        """A scale word or suffix after the figure ("31,5 milyar", "2.8T"): times 10^exponent."""
        self.scale_exp += exponent
        self.value = self.value * (Decimal(10) ** exponent)
        self.alternatives = [a * (Decimal(10) ** exponent) for a in self.alternatives]
        self.plain_int = False

    def negate(self) -> None:
        self.negative = True
        self.value, self.base = -self.value, -self.base
        self.alternatives = [-a for a in self.alternatives]
        self.plain_int = False


def decimal_places(value: Decimal) -> int:
    """Decimal places as written: Decimal("1.98") -> 2, Decimal("135") -> 0."""
    return max(0, -value.as_tuple().exponent)


class Scan:
    """Everything one extraction needs, passed to every dimension instead of long argument lists."""

    def __init__(self, text: str, tables: LangTables):
        self.t: LangTables = tables
        self.norm: Normalized = normalize(text, self.t.lang)
        self.toks: list[Tok] = tokenize(self.norm.text, self.t.space_grouping)
        self.original = text
        # where the previous mention ended: a sign or symbol is never used by two mentions
        self.last_token = 0
        self.last_offset = 0
        self.score_seconds: set[int] = set()  # tokens that are the second figure of a score
        self.last_raw: Optional[Raw] = None  # the mention read before this one

    def orig(self, offset: int) -> int:
        return self.norm.to_original(offset)

    def orig_start(self, k: int) -> int:
        return self.norm.to_original(self.toks[k].start)

    def orig_end(self, k: int) -> int:
        return self.norm.original_end(self.toks[k].end)
