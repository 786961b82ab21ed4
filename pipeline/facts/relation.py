"""How two numeric readings relate: the same statement, or a recognisable error of it.

A reading is (value, value_max, unit), plus, for measurements, the dimension and the value in
the dimension's base unit (``pipeline.numbers`` fills them). Equivalent statements are not
errors: equal values (within rounding), ``1.25 times`` vs ``25% more``, ``2 times`` vs
``200%``, a figure with no unit vs the same figure with one, a unit conversion that agrees
within the rounding the text shows (``85 mph`` and ``135 km/h``), and an ambiguous mark read
the way that agrees (Arabic ``77.000`` and ``77,000``). Recognisable errors: a power of ten
(``scale``), the same number with another currency, unit or percent for times (``unit``;
``497 mph`` written as ``497 km/h``), both at once (``scale+unit``), or any other difference
in the same kind of quantity (``value``; ``385 miles`` converted to ``360 km``).
"""
from __future__ import annotations

import math
import unicodedata
from decimal import Decimal
from dataclasses import dataclass, replace
from typing import Optional

from pipeline.model import NumberMention
from pipeline.numbers.measure import UNSCALED_DEGREE, dimension_of, is_measure, to_base, unit_specs

MIN_ROUNDED_DIGITS = 2  # "210 billion" may round 210.5 billion; "7 billion" is a round figure, not a rounding
MAX_SCALE_EXPONENT = 4  # 10**1 .. 10**4: a misplaced mark or a wrong scale word
UNITLESS = {"number", "count", ""}
EXACT_UNITS = {"year", "date", "rank", "age", "time"}  # 2024 is not "about" 2025, 15:35 not "about" 15:30
CLOCK = "time"  # a time of day, HHMM: its digits are no magnitude
DURATION = "dimension:duration"
FRACTION = "fraction"
MISTYPED = 0.9  # the closeness of two figures one digit apart (36 and 63, 312 and 318)
CONVERSION_SLACK = 0.03  # a converted figure rounded by the translator (85 mph = 136.8 km/h -> 135)
ROUNDED_SHARE = 0.25  # the most a figure rounded to its last digit may differ from the exact one
NARROW_RANGE = 1.5  # a range whose high end is at most this many times its low one holds a figure said inside it
RELATION_ORDER = ("same", "unit", "scale", "scale+unit", "value")
POINTS_AND_PERCENT = frozenset({"ratio", "percent_point"})  # unit families of "3.5%" and "3.5 points"


def unit_family(unit: str) -> str:
    if len(unit) == 3 and unit.isupper():
        return "money"
    if unit in ("percent", "times"):
        return "ratio"
    if unit in UNITLESS:
        return "quantity"
    return unit  # year, date, age, rank, params, tokens, ... compare only with themselves


def family_of(m: NumberMention) -> str:
    """A measurement's family is its dimension (``85 mph`` and ``135 km/h`` are both speed); a
    proportion written as a fraction (``lapan daripada sepuluh``, 0.8) is a fraction."""
    if measurable(m):
        return "dimension:" + m.dimension
    if m.kind == "ratio" and m.unit in UNITLESS:
        return FRACTION
    return unit_family(m.unit)


SWAPPABLE_FAMILIES = ("money", "ratio")  # with the measurements: families one figure may be mislabelled across


def mislabelable(family: str) -> bool:
    """A family whose unit a translator may put on another figure: money, a proportion, a measurement."""
    return family in SWAPPABLE_FAMILIES or family.startswith("dimension:")


def unit_swapped(ff: str, ef: str) -> bool:
    """Two families a translator can swap while keeping the figure: money, a proportion or a
    measurement against another of them. Two measurements are excluded: a figure with another
    dimension beside it is usually a conversion or a second statement ("198 km (123 mil)")."""
    both_measures = ff.startswith("dimension:") and ef.startswith("dimension:")
    return ff != ef and mislabelable(ff) and mislabelable(ef) and not both_measures


def is_money(unit: str) -> bool:
    return unit_family(unit) == "money"


def close(a: Optional[float], b: Optional[float], exact: bool = False) -> bool:
    """Equal, or (for large values) equal once the more precise is rounded to the digits of the
    coarser one: a translator may write "about 210 billion" for 210.5 billion, but a figure of
    one significant digit is a round number, not a rounding (10,000 against 10,040 is a slip)."""
    if a is None or b is None:
        return a is None and b is None
    if a == b or abs(a - b) < 1e-9 * max(1.0, abs(a), abs(b)):
        return True
    if exact or max(abs(a), abs(b)) < 1000:  # small counts are written exactly
        return False
    coarse, fine = (a, b) if len(digits_of(a)) <= len(digits_of(b)) else (b, a)
    kept = len(digits_of(coarse))
    if kept < MIN_ROUNDED_DIGITS or not coarse or not fine:
        return False
    step = 10 ** (math.floor(math.log10(abs(coarse))) - kept + 1)
    return abs(fine - coarse) <= step / 2 + 1e-9 * abs(coarse)


def same_value(x: NumberMention, y: NumberMention) -> bool:
    """Equal values; rounding is only believed of a figure written with a scale word, and only
    to the place of its last written digit ("about 210 billion" for 210.5 billion; "820 ألف" is
    820 thousand, not 820,800), never of digits written out in full (16,000 and 16,050)."""
    if x.unit == y.unit == "date" and x.kind != y.kind:
        return same_date(x, y)
    if x.unit in EXACT_UNITS or y.unit in EXACT_UNITS:
        return close(x.value, y.value, True) and close(x.value_max, y.value_max, True)
    step = max(written_step(x), written_step(y))
    return within(x.value, y.value, step) and within(x.value_max, y.value_max, step)


def within(a: Optional[float], b: Optional[float], step: float) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= step / 2 + 1e-9 * max(1.0, abs(a), abs(b))


def written_step(m: NumberMention) -> float:
    """The place value of the last written digit of a figure written with a scale word or a
    compact suffix ("31,5 milyar" -> 100 million, "820 ألف" -> 1000); 0 for digits written out."""
    shown = sum(1 for ch in m.surface if unicodedata.category(ch) == "Nd")
    if not shown or abs(m.value) < 1 or shown < MIN_ROUNDED_DIGITS:
        return 0.0
    whole = math.floor(math.log10(abs(m.value))) + 1
    if shown >= whole:
        return 0.0
    return 10.0 ** (whole - shown)


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


# -- measurements ----------------------------------------------------------------------------
# The comparison itself lives with the units (pipeline.numbers.measure.same_quantity); here a
# disagreement is classified.

AGE_UNIT = "yr"  # an age is a span of years: "20 yaşındaki" and "20 years old" (duration) agree


def as_duration(m: NumberMention) -> NumberMention:
    """An age as a span of years, so it compares with a duration (``20 yaşındaki``, ``20 yr``)."""
    return replace(m, unit=AGE_UNIT, dimension=dimension_of(AGE_UNIT), base_value=to_base(m.value, AGE_UNIT),
                   base_max=None if m.value_max is None else to_base(m.value_max, AGE_UNIT),
                   resolution=m.resolution or 1.0)


def base_step(m: NumberMention) -> float:
    """The rounding step the text shows (one unit of its last written digit), in base units."""
    if not m.resolution or not is_measure(m.unit):
        return 0.0
    return abs(to_base(m.resolution, m.unit, delta=True))


def measures_agree(x: NumberMention, y: NumberMention) -> bool:
    """The converted values agree within half the coarser rounding step the two texts show, or
    a relative slack for a translator's rounded conversion (not for temperatures, whose base
    value starts at absolute zero; they get a full step: 26.7 °C is written 27 or 26). A single
    value agrees with a range at one of its ends, or inside a narrow one (at most
    ``NARROW_RANGE`` from end to end: "about 8 inches" and "7 to 9 inches"); "59" is not "18 to 69"."""
    temperature = x.dimension == "temperature" and not x.delta
    step = max(base_step(x), base_step(y))
    tolerance = step if temperature else step / 2
    if not temperature:  # "a month" rounds to the month, yet 20 days is not a month
        tolerance = min(tolerance, ROUNDED_SHARE * max(abs(x.base_value), abs(y.base_value)))
    converted = x.unit != y.unit  # the same unit was not converted: no slack for a rounded conversion
    relative = CONVERSION_SLACK if converted and not temperature else 0.0

    def near(a: float, b: float) -> bool:
        limit = max(tolerance, relative * max(abs(a), abs(b)))
        if not limit:
            return abs(a - b) <= 1e-12 * max(1.0, abs(a), abs(b))
        return abs(a - b) < limit * (1 - 1e-9)  # half a step is already the next figure: 6 does not round 6.5

    x_high = x.base_max if x.base_max is not None else x.base_value
    y_high = y.base_max if y.base_max is not None else y.base_value
    if (x.base_max is None) != (y.base_max is None):
        single = x.base_value if x.base_max is None else y.base_value
        low, high = (y.base_value, y_high) if x.base_max is None else (x.base_value, x_high)
        inside = low - tolerance <= single <= high + tolerance and high <= NARROW_RANGE * low
        return inside or near(single, low) or near(single, high)
    return near(x.base_value, y.base_value) and near(x_high, y_high)


def relate_measures(found: NumberMention, expected: NumberMention) -> Optional["Relation"]:
    if found.delta != expected.delta:  # a difference against a reading: only equal figures pair
        return Relation("same") if same_value(found, expected) else None
    if measures_agree(found, expected):
        return Relation("same")
    if found.unit != expected.unit and same_value(found, expected):
        return Relation("unit")  # the number was copied and the unit changed: not converted
    exponent = power_of_ten_between(abs(found.base_value), abs(expected.base_value))
    if exponent is not None and found.unit == expected.unit:
        return Relation("scale", exponent)
    return Relation("value")


IMPLIED_UNIT_FROM = frozenset({"number", ""})  # a bare figure, not a count of something named
MIN_IMPLIED_DIGITS_VALUE = 10  # a bare figure of two digits or more (1,55; 155; 18), in steps of its last one
IMPLIED_DIMENSIONS = frozenset({"length", "mass", "area", "volume", "speed"})  # not a span of time, not degrees


def implied_unit_agrees(bare: NumberMention, measure: NumberMention) -> bool:
    """A bare figure is the measure in a unit of its dimension the text leaves implied, converted:
    Turkish "1,55 boyundaki hemşire" (1.55 tall: metres) for "5 ft 1 in". Single figures of two
    digits or more only, in a unit other than the measure's own (the same figure without its unit
    is ``same_value``'s), within half a step of the bare figure's last digit (the measure's own
    rounding would let "a year" be 6.9 months)."""
    if bare.unit not in IMPLIED_UNIT_FROM or not measurable(measure) or measure.dimension not in IMPLIED_DIMENSIONS \
            or bare.value_max is not None or measure.base_max is not None or not bare.value:
        return False
    step = bare.resolution or last_digit_step(bare.value)
    if abs(bare.value) < MIN_IMPLIED_DIGITS_VALUE * step:
        return False  # "6" is 5.5 feet rounded and 1.8 yards: one digit agrees too easily
    return any(abs(measure.base_value / spec.factor - bare.value) < step / 2
               for key, spec in unit_specs().items()
               if spec.dimension == measure.dimension and spec.scale is None and key != measure.unit)


def last_digit_step(value: float) -> float:
    """The place value of the last digit of a figure as read (1.55 -> 0.01, 155 -> 1)."""
    exponent = Decimal(repr(float(value))).normalize().as_tuple().exponent
    return 10.0 ** min(0, int(exponent))


def measurable(m: NumberMention) -> bool:
    return bool(m.dimension) and m.base_value is not None


# -- readings --------------------------------------------------------------------------------

def readings(m: NumberMention) -> list[NumberMention]:
    """The mention as read, then each other reading of an ambiguous mark (``77.000``)."""
    if not m.alt_values:
        return [m]
    out = [m]
    for alt in m.alt_values:
        factor = alt / m.value if m.value else 1.0
        out.append(replace(m, value=alt, value_max=None if m.value_max is None else m.value_max * factor,
                           base_value=None if m.base_value is None else m.base_value * factor,
                           base_max=None if m.base_max is None else m.base_max * factor,
                           resolution=m.resolution * factor, alt_values=()))
    return out


@dataclass(frozen=True)
class Relation:
    kind: str  # same, scale, unit, scale+unit, value
    exponent: int = 0  # for scale: found = expected * 10**exponent
    found_reading: int = 0  # which reading of each side (0: as read, k: alt_values[k-1])
    expected_reading: int = 0


def relate(found: NumberMention, expected: NumberMention) -> Optional[Relation]:
    """The relation of ``found`` to ``expected``; None when they cannot be the same fact.

    An ambiguous mark is read every way it can be; the closest relation wins, so a reading
    that agrees settles the mark.
    """
    if not found.alt_values and not expected.alt_values:
        return relate_readings(found, expected)
    best: Optional[Relation] = None
    for fi, f in enumerate(readings(found)):
        for ei, e in enumerate(readings(expected)):
            relation = relate_readings(f, e)
            if relation is None:
                continue
            if best is None or RELATION_ORDER.index(relation.kind) < RELATION_ORDER.index(best.kind):
                best = replace(relation, found_reading=fi, expected_reading=ei)
    return best


# the side of its figure a bound puts the amount on: "more than" above, "up to" and "nearly" below
# ("about" says neither); a version on the other side of the others is a wrong figure
BOUND_SIDE = {"at_least": "above", "at_most": "below", "nearly": "below"}


def bound_side(m: NumberMention) -> str:
    return BOUND_SIDE.get(m.bound, "")


def reversed_bound(a: NumberMention, b: NumberMention) -> bool:
    """One figure says "at least / more than", the other "at most / up to / nearly" (a translator
    turned "up to 10 inches" into "более 25 см")."""
    return {bound_side(a), bound_side(b)} == {"above", "below"}


def relate_readings(found: NumberMention, expected: NumberMention) -> Optional[Relation]:
    ff, ef = family_of(found), family_of(expected)
    if FRACTION in (ff, ef) and ff != ef:
        return relate_fraction(found, expected, ff, ef)
    if UNSCALED_DEGREE in (found.unit, expected.unit) and not (measurable(found) and measurable(expected)):
        return relate_unscaled_degrees(found, expected)
    if {ff, ef} == {"age", DURATION}:
        found, expected = (as_duration(found) if ff == "age" else found), (as_duration(expected) if ef == "age" else expected)
        ff = ef = DURATION
    if ff == ef and ff.startswith("dimension:"):
        return relate_measures(found, expected)
    if {ff, ef} == {"year", "date"}:  # "2026 yılının Temmuzu" read as the year: a part of "July 2026"
        year, date = (found, expected) if ff == "year" else (expected, found)
        return Relation("same") if date_parts(date.value, date.kind).get("y") == int(year.value) else None
    if {ff, ef} == POINTS_AND_PERCENT:
        return Relation("unit") if same_value(found, expected) else None  # "3,5 пункта" written "3,5%"
    if unit_swapped(ff, ef):  # "7.3 percent" copied as "7,3 доллара": the figure kept, the unit changed
        return Relation("unit") if same_value(found, expected) else None
    if ff != ef and "quantity" not in (ff, ef):
        return None
    if implied_unit_agrees(found, expected) or implied_unit_agrees(expected, found):
        return Relation("same")
    if CLOCK in (ff, ef) and ff != ef:  # "15:00" and a bare "15": the same hour or nothing, never a scale
        return Relation("same") if same_value(found, expected) else None
    fu, eu = found.unit, expected.unit
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


def relate_unscaled_degrees(found: NumberMention, expected: NumberMention) -> Optional[Relation]:
    """Degrees without a named scale ("80 degrees", "27 градусов"): a translator may have
    converted Fahrenheit to Celsius, which changes the figure by no fixed factor, so only a
    figure that is the same, off by a power of ten, or mistyped (a digit changed) compares."""
    if same_value(found, expected):
        return Relation("same")
    exponent = power_of_ten_between(found.value, expected.value)
    if exponent is not None:
        return Relation("scale", exponent)
    return Relation("value") if reading_closeness(found, expected) >= MISTYPED else None


def relate_fraction(found: NumberMention, expected: NumberMention, ff: str, ef: str) -> Optional[Relation]:
    """A fraction against a percentage compares as a percentage (``one in five`` and ``20%``);
    against a count it is another kind of statement (``eight of ten species``, ``eight``)."""
    if "ratio" not in (ff, ef):
        return Relation("same") if same_value(found, expected) else None
    as_percent = (lambda m: replace(m, value=m.value * 100, value_max=None if m.value_max is None
                                    else m.value_max * 100, unit="percent", kind="percent"))
    found = as_percent(found) if ff == FRACTION else found
    expected = as_percent(expected) if ef == FRACTION else expected
    return relate_readings(found, expected)


def _range_scaled_alike(found: NumberMention, expected: NumberMention, exponent: int) -> bool:
    if found.value_max is None or expected.value_max is None:
        return found.value_max is None and expected.value_max is None
    return close(found.value_max, expected.value_max * 10 ** exponent)


# -- what a mention says, for pairing by more than the value ---------------------------------

COUNT_LIKE = {"age", "rank"}  # an age or a rank is often extracted as a plain count elsewhere


def comparable(a: NumberMention, b: NumberMention) -> bool:
    """Whether two mentions can state the same quantity whatever their values: the same family
    (money, ratio, a dimension, a year...), or a plain number with a count, an age or a rank,
    unless they count different things, or one is a range and the other one of its ends (a
    part of the statement, not another figure)."""
    fa, fb = family_of(a), family_of(b)
    if a.counted and b.counted and a.counted != b.counted:
        return False
    if partial_range(a, b):
        return False
    if {fa, fb} == {"age", DURATION}:
        return True
    if {fa, fb} == {"year", DURATION}:  # "6003 yılında" is read as a span of years
        span = a if fa == DURATION else b
        return span.unit == AGE_UNIT and looks_like_year(span)
    if UNSCALED_DEGREE in (a.unit, b.unit) and not (measurable(a) and measurable(b)):
        return relate_unscaled_degrees(a, b) is not None  # a degree without its scale: see there
    if fa == fb:
        return not fa.startswith("dimension:") or a.delta == b.delta
    if {fa, fb} == POINTS_AND_PERCENT:
        return (a.unit == "percent" or b.unit == "percent") and same_value(a, b)
    if "quantity" not in (fa, fb) or FRACTION in (fa, fb):
        return fa in (FRACTION, "ratio") and fb in (FRACTION, "ratio")
    other = fb if fa == "quantity" else fa
    plain = a if fa == "quantity" else b
    if other == "year":  # a year mistyped out of the calendar ("9019") reads as a plain number
        return plain.unit == "number" and looks_like_year(plain)
    if other in COUNT_LIKE:
        return plain.unit == "number" or other == "age" and plain.counted in (None, AGE_COUNTED)
    return plain.unit == "number" and other not in ("year", "date")


def looks_like_year(m: NumberMention) -> bool:
    """A whole figure of four or five digits: a year with a digit mistyped or added."""
    return float(m.value).is_integer() and 1000 <= m.value <= 99999 and m.value_max is None


AGE_COUNTED = "years"  # the counted noun of "36 лет", which may be an age


def partial_range(a: NumberMention, b: NumberMention) -> bool:
    """One side is a range and the other a single figure equal to one of its ends."""
    if (a.value_max is None) == (b.value_max is None):
        return False
    single, span = (a, b) if a.value_max is None else (b, a)
    return close(single.value, span.value) or close(single.value, span.value_max)


def digits_of(value: float) -> str:
    """The significant digits (``31.5e9`` -> ``315``, ``2048`` -> ``2048``)."""
    if not value or math.isnan(value) or math.isinf(value):
        return "0"
    return f"{abs(value):.9e}".split("e")[0].replace(".", "").rstrip("0") or "0"


def written_whole(value: float) -> bool:
    return float(value).is_integer() and abs(value) < 1e7


def written_digits(value: float) -> str:
    """The digits as a whole figure is written (``400`` -> ``400``, so 405 is one edit away),
    else its significant digits (``31.5e9`` -> ``315``)."""
    if written_whole(value):
        return str(int(abs(value)))
    return digits_of(value)


# a duration this long in these units is written in parts (2:03:12, 2 hours 3 minutes 12 seconds)
PART_SECONDS = {"s": (3600, 60), "min": (60,)}


def clock_digits(m: NumberMention) -> str:
    """The digits a duration of more than one larger unit is written with, part by part
    (7392 s -> "20312" as in 2:03:12; 205 min -> "325"), or "" for any other figure."""
    steps = PART_SECONDS.get(m.unit)
    if steps is None or m.dimension != "duration" or not float(m.value).is_integer() or m.value < steps[-1]:
        return ""
    rest, digits = int(m.value), []
    for step in steps:
        part, rest = divmod(rest, step)
        if part or digits:
            digits.append(f"{part:02d}" if digits else str(part))
    return "".join(digits) + f"{rest:02d}"


def digit_distance(a: str, b: str) -> int:
    """Edits between two digit strings, a swap of neighbours counting as one (Damerau)."""
    rows = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        rows[i][0] = i
    for j in range(len(b) + 1):
        rows[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
    return rows[-1][-1]


def value_closeness(a: NumberMention, b: NumberMention) -> float:
    """0..1: how much two values look like one figure mistyped (a digit changed, dropped,
    doubled or swapped, or a power of ten) rather than two different figures; an ambiguous mark
    is read every way it can be."""
    return max(reading_closeness(x, y) for x in readings(a) for y in readings(b))


def reading_closeness(a: NumberMention, b: NumberMention) -> float:
    if a.value == b.value:
        return 1.0
    if a.value == -b.value:
        return MISTYPED  # the minus sign lost or added ("минус 56 °C" / "56 °C")
    if a.value <= 0 or b.value <= 0:
        return 0.0
    if abs(a.value - b.value) == 0.5 and max(a.value, b.value) > 1:
        return MISTYPED  # "and a half" dropped or added (dua setengah tahun / dua tahun)
    if power_of_ten_between(a.value, b.value) is not None:
        return 1.0
    da, db = written_digits(a.value), written_digits(b.value)
    if clock_digits(a) and clock_digits(b):
        da, db = clock_digits(a), clock_digits(b)  # 2:03:12 against 2:03:21: one swap, not 7392/7401
    elif written_whole(a.value) != written_whole(b.value):
        da, db = digits_of(a.value), digits_of(b.value)  # 1.8 million against 12.8 million: 18 and 128
    distance = digit_distance(da, db)
    magnitude_gap = abs(math.log10(a.value / b.value))
    if distance == 1 and magnitude_gap < 1.1:
        return MISTYPED if max(len(da), len(db)) > 1 else 0.4  # any two single digits are one edit apart
    if distance == 2 and max(len(da), len(db)) >= 3 and magnitude_gap < 1.1:
        return 0.5
    ratio = min(a.value, b.value) / max(a.value, b.value)
    return 0.3 if ratio >= 0.5 else 0.0
