"""Read a digit string with decimal and grouping marks the way the language writes it.

Turkish and Russian write 31,5 and 1.250 / 1 250; Malay, Hindi and Arabic write 31.5 and
1,250 (Hindi also 1,25,000); the Arabic marks ٫ and ٬ mean the same everywhere. When a mark
could be read the other way, the reading of the language wins and the other reading is kept
in ``alternatives`` (a decimal comma misread as a grouping mark is the error editors need to see).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Optional

ARABIC_DECIMAL = "\N{ARABIC DECIMAL SEPARATOR}"
ARABIC_GROUP = "\N{ARABIC THOUSANDS SEPARATOR}"
ARABIC_COMMA = "\N{ARABIC COMMA}"  # tokens.py keeps it inside a number only before three digits
SPACES = " \N{NO-BREAK SPACE}\N{NARROW NO-BREAK SPACE}\N{THIN SPACE}"


@dataclass
class ParsedDigits:
    value: Decimal
    plain: bool  # digits only, no mark at all
    integer: bool
    ambiguous: bool = False
    alternatives: list[Decimal] = field(default_factory=list)
    foreign: bool = False  # read with the other convention than the language's


def parse_digits(text: str, decimal: str, group: str, indian: bool = False) -> Optional[ParsedDigits]:
    """Value of ``text`` or None when no reading fits (an identifier such as 2407.00079)."""
    if re.fullmatch(r"\d+", text):
        return ParsedDigits(Decimal(text), plain=True, integer=True)
    if any(s in text for s in SPACES) or ARABIC_GROUP in text or ARABIC_COMMA in text or ARABIC_DECIMAL in text:
        return _parse_fixed(text)
    marks = re.findall(r"[.,]", text)
    if len(set(marks)) == 2:
        return _parse_two_marks(text, decimal)
    mark = marks[0]
    parts = text.split(mark)
    as_group = _valid_grouping(parts, indian and mark == ",")
    as_decimal = len(parts) == 2
    if as_decimal and len(parts[0]) >= 4 and len(parts[1]) >= 4:
        return None  # 2407.00079: an identifier, not a quantity
    group_value = Decimal("".join(parts)) if as_group else None
    decimal_value = Decimal(parts[0] + "." + parts[1]) if as_decimal else None
    if mark == decimal:
        if decimal_value is None:
            return _grouped(group_value, foreign=True) if group_value is not None else None
        if group_value is not None and parts[1] == "000":
            # "77.000" in Arabic copy: nobody writes three zero decimals, it is 77,000 grouped
            # the other way; the decimal reading stays as the alternative
            return ParsedDigits(group_value, False, True, True, [decimal_value], foreign=True)
        alternatives = [group_value] if group_value is not None else []
        return ParsedDigits(decimal_value, False, False, bool(alternatives), alternatives)
    # the mark is the language's grouping mark (or a mark the language does not use)
    if group_value is not None:
        alternatives = []
        if decimal_value is not None and not parts[1].strip("0") == "":
            alternatives = [decimal_value]
        return ParsedDigits(group_value, False, True, bool(alternatives), alternatives)
    if decimal_value is not None:  # 31,5 in Malay, 2.8 in Turkish: the other convention
        return ParsedDigits(decimal_value, False, False, True,
                            [Decimal("".join(parts))], foreign=True)
    return None


def _grouped(value: Decimal, foreign: bool) -> ParsedDigits:
    return ParsedDigits(value, False, True, foreign, [], foreign=foreign)


def _valid_grouping(parts: list[str], indian: bool) -> bool:
    """1.250.000 (groups of three) or, in Hindi, 1,25,000 (twos, then a final three)."""
    if not (1 <= len(parts[0]) <= 3) or parts[0] == "0":
        return False
    if all(len(p) == 3 for p in parts[1:]):
        return True
    return indian and len(parts[-1]) == 3 and all(len(p) == 2 for p in parts[1:-1]) \
        and len(parts[0]) <= 2


def _parse_two_marks(text: str, decimal: str) -> Optional[ParsedDigits]:
    """1.250,5 or 1,250.5: the last mark is the decimal one."""
    last = max(text.rfind("."), text.rfind(","))
    dec_mark = text[last]
    grp_mark = "," if dec_mark == "." else "."
    head, tail = text[:last], text[last + 1:]
    if dec_mark in head or not _valid_grouping(head.split(grp_mark), False):
        return None
    value = Decimal(head.replace(grp_mark, "") + "." + tail)
    foreign = dec_mark != decimal
    return ParsedDigits(value, False, False, foreign, [], foreign=foreign)


def _parse_fixed(text: str) -> Optional[ParsedDigits]:
    """Marks that mean one thing everywhere: spaces, ٬ and ، group, ٫ is decimal."""
    head, _, tail = text.partition(ARABIC_DECIMAL)
    if not tail:
        head, tail = text, ""
        for mark in ".,":  # 1 250,5 / 1 250.5
            if mark in text:
                head, _, tail = text.rpartition(mark)
    groups = re.split(r"[ \u00A0\u202F\u2009\u066C\u060C]", head)
    if not _valid_grouping(groups, False) or (tail and not tail.isdigit()):
        return None
    digits = "".join(groups) + ("." + tail if tail else "")
    return ParsedDigits(Decimal(digits), False, not tail)


ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_ROMAN_RE = re.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})\Z")


def roman_value(text: str):
    """The value of an upper-case Roman numeral ("XIX" -> 19), None for anything else."""
    if not text or not _ROMAN_RE.match(text):
        return None
    total = 0
    for k, ch in enumerate(text):
        value = ROMAN[ch]
        total += -value if k + 1 < len(text) and ROMAN[text[k + 1]] > value else value
    return total
