"""Durations written in parts: a race time "2:03:12" (hours, minutes, seconds), and a duration
spelled unit by unit, "2 hours 3 minutes 12 seconds", "61 dakika 20 saniye", "ساعتان و3 دقائق
و12 ثانية". Each is one figure (in its smallest unit), so that a version writing 2:03:12 and one
writing the words compare, and a slip in one part changes the whole.

The order of the duration units (largest first) and their ratios come from measures.yml through
pint (``pipeline.numbers.measure``); the words allowed between two parts ("and", "ve", و) are each
language's ``compose.unit_joiners`` (numbers.yml).
"""
from __future__ import annotations

import dataclasses
import re
from decimal import Decimal
from typing import Optional

from ..model import NumberMention
from . import measure
from .clock import after_clock_word, clock_word_after
from .lexicon import LangTables, TableFiles
from .raw import Raw, Scan
from .tokens import NUM, Tok, skip_apostrophe

READS = ("clock", "measure")  # "at 07:45:00 a.m." is a time of day; the units' ratios

# h:mm:ss (and h:mm:ss.s): two-digit minutes and seconds below 60 after one- or two-digit hours
_PART = re.compile(r"[0-5]\d")
SECONDS = "s"
# duration units a compound is written in, largest first (keys of measures.yml)
PART_UNITS = ("d", "h", "min", "s")


def load(t: LangTables, files: TableFiles) -> None:
    t.unit_joiners = t.normalized((files.numbers.get("compose") or {}).get("unit_joiners"))


def read_race_time(ctx: Scan, i: int) -> Optional[tuple[Raw, int]]:
    """"2:03:12", "2:18:47'lik": hours, minutes and seconds are one duration in seconds, unless a
    clock word makes them a time of day ("at 07:45:00 a.m.")."""
    found = clock_duration(ctx.toks, i)
    if found is None:
        return None
    seconds, j = found
    if clock_word_after(ctx.toks, j, ctx.t) or after_clock_word(ctx.toks, i, ctx.t):
        return None
    raw = Raw(i, j, seconds, places=0)
    raw.set_unit(SECONDS, "measure")
    return raw, skip_apostrophe(ctx.toks, j)


def clock_duration(toks: list[Tok], i: int) -> Optional[tuple[Decimal, int]]:
    """(seconds, token after) for hours:minutes:seconds glued at token i ("2:03:12"), or None.
    A time of day with seconds is rare in news copy; the caller rules out clock words."""
    if i + 4 >= len(toks) or toks[i].kind != NUM or not toks[i].text.isdigit() or len(toks[i].text) > 2:
        return None
    parts = [toks[i]]
    for k in (i + 1, i + 3):
        colon, digits = toks[k], toks[k + 1]
        if colon.text != ":" or not parts[-1].glued_to(colon) or not colon.glued_to(digits) \
                or digits.kind != NUM or not _PART.fullmatch(digits.text):
            return None
        parts.append(digits)
    end = i + 5
    if end < len(toks) and toks[end].text == ":" and toks[end - 1].glued_to(toks[end]):
        return None  # a fourth group: an identifier or a frame counter, no race time
    hours, minutes, seconds = (int(p.text) for p in parts)
    return Decimal(hours * 3600 + minutes * 60 + seconds), end


def join_parts(mentions: list[NumberMention], text: str, joiners: frozenset[str], lower) -> list[NumberMention]:
    """Join each run of duration mentions in falling units ("2 hours" "3 minutes" "12 seconds")
    with nothing but the larger part's noun and a joiner between them into one mention."""
    out: list[NumberMention] = []
    for m in mentions:
        prev = out[-1] if out else None
        if prev is not None and _continues(prev, m, text, joiners, lower):
            out[-1] = _joined(prev, m, text)
        else:
            out.append(m)
    return out


def _continues(prev: NumberMention, m: NumberMention, text: str, joiners: frozenset[str], lower) -> bool:
    if prev.unit not in PART_UNITS or m.unit not in PART_UNITS \
            or PART_UNITS.index(m.unit) <= PART_UNITS.index(prev.unit):
        return False
    if prev.vague or m.vague or prev.value_max is not None or m.value_max is not None \
            or prev.value != int(prev.value) or m.value < 0 or prev.value < 0:
        return False
    if m.value >= float(measure.convert(Decimal(1), _larger_part(m.unit), m.unit)):
        return False  # "2 hours 90 minutes" are two figures
    between = lower(text[prev.end:m.start]).split()
    if prev.counted:  # the larger part's noun stands after its surface ("61" minutes)
        if not between:
            return False
        between = between[1:]
    return between == [] or (len(between) == 1 and between[0] in joiners)


def _larger_part(unit: str) -> str:
    return PART_UNITS[PART_UNITS.index(unit) - 1]


# the noun of a counted last part ("25" minutes), which its surface leaves out
_NOUN_AFTER = re.compile(r"\s+[^\s.,;:!?،؛()\"'«»]+")


def _joined(prev: NumberMention, m: NumberMention, text: str) -> NumberMention:
    value = float(measure.convert(Decimal(repr(prev.value)), prev.unit, m.unit)) + m.value
    end, counted = m.end, m.counted
    noun = _NOUN_AFTER.match(text, end) if m.counted else None
    if noun is not None:
        end, counted = noun.end(), None  # the noun is in the surface now, the unit says what it is
    joined = dataclasses.replace(m, start=prev.start, end=end, surface=text[prev.start:end], value=value,
                                 counted=counted, bound=prev.bound or m.bound, ambiguous=False, alt_values=())
    return measure.fill_measurement(joined)
