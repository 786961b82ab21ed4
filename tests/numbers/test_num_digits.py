from decimal import Decimal

import pytest

from pipeline.numbers.digits import parse_digits

TR = (",", ".", False)
MS = (".", ",", False)
HI = (".", ",", True)
RU = (",", " ", False)


@pytest.mark.parametrize("text, marks, value, ambiguous, alternatives", [
    ("31,5", TR, "31.5", False, []),
    ("1.250", TR, "1250", True, ["1.25"]),  # Turkish grouping, but could be an English decimal
    ("6.000", TR, "6000", False, []),  # zeros after the mark: no sensible decimal reading
    ("1.250.000", TR, "1250000", False, []),
    ("1.250,5", TR, "1250.5", False, []),
    ("2.8", TR, "2.8", True, ["28"]),  # English decimal inside Turkish text: flagged
    ("31.5", MS, "31.5", False, []),
    ("31,5", MS, "31.5", True, ["315"]),  # a decimal comma in Malay is suspicious
    ("1,250", MS, "1250", True, ["1.25"]),
    ("1,250,000", MS, "1250000", False, []),
    ("1,25,000", HI, "125000", False, []),  # Indian grouping
    ("12,34,56,789", HI, "123456789", False, []),
    ("1 250", RU, "1250", False, []),
    ("1\u00a0250\u00a0000", RU, "1250000", False, []),
    ("1 250,5", RU, "1250.5", False, []),
    ("31\u066b5", MS, "31.5", False, []),  # Arabic decimal separator
    ("1\u066c250", MS, "1250", False, []),  # Arabic thousands separator
    ("0,2", TR, "0.2", False, []),
    ("2,04", RU, "2.04", False, []),
])
def test_marks_are_read_by_language(text, marks, value, ambiguous, alternatives):
    parsed = parse_digits(text, *marks)
    assert parsed.value == Decimal(value)
    assert parsed.ambiguous is ambiguous
    assert parsed.alternatives == [Decimal(a) for a in alternatives]


@pytest.mark.parametrize("text", ["2407.00079", "1.2.3", "12.34,5,6"])
def test_impossible_marks_are_identifiers(text):
    assert parse_digits(text, ",", ".") is None
