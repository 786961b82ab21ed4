"""Figures read in pieces, compared as the one figure they are (how sure a reading is).

A reading that its neighbour on the line completes is partial, and a partial reading must not
outvote, or be judged against, versions that read the whole figure. Two kinds are completed
here, for the comparison only (``numbers.csv`` keeps the mentions as the extractor read them,
both with the fact's id):

- a **compound measure**: a measurement followed, across a short joiner, by a smaller unit of
  the same dimension that stays below one of the larger ("1 м 98 см", "6 أقدام و6 بوصات",
  "1 metre 82 santimetre"): one quantity, the sum;
- a **thousands group read apart**: a whole number of one to three digits, one mark, then
  exactly three digits ("3،500" with the Arabic comma, "116 123"): one number.

Once the extractor reads such a figure whole, nothing here applies to it.
"""
from __future__ import annotations

import unicodedata
from dataclasses import replace
from typing import Optional

from pipeline.model import LocatedNumber, NumberMention
from pipeline.numbers.measure import fill_measurement, is_measure, to_base

JOINER_LETTERS = 3  # letters a compound's joiner may have besides spaces ("and", "ve", "و", "и")
GROUP_MARKS = frozenset(",.'\u2019\u060c\u066c \u00a0\u202f")  # one of these between two digit groups
PLAIN = frozenset({"number", "count"})


def digits(text: str) -> str:
    return "".join(str(unicodedata.digit(ch)) for ch in text if unicodedata.category(ch) == "Nd")


def compound(a: NumberMention, b: NumberMention, gap: str) -> Optional[NumberMention]:
    """``a`` and ``b`` as one quantity ("1 м" + "98 см" = 1.98 m), or None."""
    if not (is_measure(a.unit) and is_measure(b.unit)) or a.dimension != b.dimension or not a.dimension:
        return None
    if a.dimension == "temperature" or a.value_max is not None or b.value_max is not None or a.delta or b.delta:
        return None
    if a.base_value is None or b.base_value is None or b.value <= 0 or not float(a.value).is_integer():
        return None
    if any(ch.isdigit() for ch in gap) or sum(ch.isalpha() for ch in gap) > JOINER_LETTERS:
        return None
    one = to_base(1.0, a.unit)
    if not b.base_value < one:  # "2 hours 3 minutes" yes, "1 km 1500 m" no
        return None
    total = a.base_value + b.base_value
    joined = replace(a, value=total / one, resolution=b.resolution * to_base(1.0, b.unit) / one or a.resolution,
                     alt_values=())
    return fill_measurement(joined)


def thousands(a: NumberMention, b: NumberMention, gap: str) -> Optional[NumberMention]:
    """``a`` and ``b`` as one number across a mark not read as a thousands mark ("3،500"), or None."""
    head, tail = digits(a.surface), digits(b.surface)
    if len(gap) != 1 or gap not in GROUP_MARKS or not 1 <= len(head) <= 3 or len(tail) != 3:
        return None
    if a.unit not in PLAIN or a.value_max is not None or b.value_max is not None or a.value != int(head):
        return None
    if not digits(b.surface[:3]) == tail or a.surface.strip()[-1:] != a.surface[-1:] or not a.surface[-1].isdigit():
        return None
    factor = b.value / int(tail) if int(tail) else 1.0
    value = (int(head) * 1000 + int(tail)) * factor
    unit = b.unit if b.unit not in PLAIN or b.unit == "count" else a.unit
    return replace(b, value=value, unit=unit, alt_values=(), base_value=None, base_max=None,
                   resolution=b.resolution or 1.0)


def joined(first: LocatedNumber, second: LocatedNumber, line: str) -> Optional[LocatedNumber]:
    """The two mentions of one line as one figure, when they are pieces of one."""
    if first.line != second.line or first.paragraph != second.paragraph or second.start < first.end:
        return None
    gap = line[first.end:second.start]
    reading = compound(first.mention, second.mention, gap) or thousands(first.mention, second.mention, gap)
    if reading is None:
        return None
    reading.surface = line[first.start:second.end]
    return replace(first, end=second.end, mention=reading)


def join_pieces(numbers: list[LocatedNumber], lines: dict[str, list[str]]
                ) -> tuple[list[LocatedNumber], dict[int, list[LocatedNumber]]]:
    """The numbers to match, in their order, each figure read in pieces given once as a whole (a
    new ``LocatedNumber`` in the place of its first piece), and for each whole (by ``id``) the
    mentions it was read as."""
    wholes: dict[int, LocatedNumber] = {}  # id(first piece) -> the whole
    parts: dict[int, list[LocatedNumber]] = {}
    absorbed: set[int] = set()
    run: Optional[tuple[LocatedNumber, LocatedNumber]] = None  # (first piece, whole so far)
    for n in sorted(numbers, key=lambda n: (n.lang, n.line, n.start)):
        text = lines.get(n.lang) or []
        line = text[n.line - 1] if 0 < n.line <= len(text) else ""
        previous = run[1] if run is not None and run[1].lang == n.lang else None
        whole = joined(previous, n, line) if previous is not None and line else None
        if whole is None:
            run = (n, n)
            continue
        first = run[0]
        parts[id(whole)] = parts.pop(id(previous), [previous]) + [n]
        wholes[id(first)] = whole
        absorbed.add(id(n))
        run = (first, whole)
    out = [wholes.get(id(n), n) for n in numbers if id(n) not in absorbed]
    return out, parts
