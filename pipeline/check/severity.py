"""The --fail-on threshold: which severities make ``reconcile check`` fail."""
from __future__ import annotations

SEVERITIES = ("high", "medium", "low")  # most severe first
DEFAULT_FAIL_ON = "medium"


class UsageError(ValueError):
    """A command-line value cannot be used; the message is one line."""


def parse_fail_on(text: str) -> str:
    value = (text or "").strip().lower()
    if value not in SEVERITIES:
        raise UsageError(f"--fail-on must be one of {', '.join(SEVERITIES)} (got {text!r})")
    return value


def severity_rank(severity: str) -> int:
    """0 for high, 1 medium, 2 low; an unknown severity counts as high so it is never hidden."""
    try:
        return SEVERITIES.index((severity or "").strip().lower())
    except ValueError:
        return 0


def at_or_above(severity: str, threshold: str) -> bool:
    return severity_rank(severity) <= severity_rank(threshold)
