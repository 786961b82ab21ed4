"""--fail-on: parsing and the at-or-above rule."""
from __future__ import annotations

import pytest

from pipeline.check.severity import UsageError, at_or_above, parse_fail_on


@pytest.mark.parametrize("text, value", [("high", "high"), ("MEDIUM", "medium"), (" low ", "low")])
def test_parse_fail_on(text, value):
    assert parse_fail_on(text) == value


@pytest.mark.parametrize("text", ["", "critical", "med", "2"])
def test_bad_fail_on_is_a_usage_error(text):
    with pytest.raises(UsageError, match="--fail-on must be one of high, medium, low"):
        parse_fail_on(text)


@pytest.mark.parametrize(
    "severity, threshold, fails",
    [
        ("high", "high", True), ("medium", "high", False), ("low", "high", False),
        ("high", "medium", True), ("medium", "medium", True), ("low", "medium", False),
        ("high", "low", True), ("medium", "low", True), ("low", "low", True),
        ("Medium", "medium", True),
        ("critical", "high", True),  # an unknown severity is never hidden
    ],
)
def test_at_or_above(severity, threshold, fails):
    assert at_or_above(severity, threshold) is fails
