"""Digits the extractor did not read, accounted for (every figure of an aligned sentence).

A version may write a figure in a form no mention covers ("80s", "1980an", "يعتقد38%" with a word
glued to it, "Olimpik 1996" taken for a name): the fact's own digits there are no omission, and
digits one slip away from them, in a sentence aligned with the fact's, are the figure slipped out
of the extractor's reading ("60 November", no date, for 6 November): a low row, since what the
digits stand for is not read.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Optional

from pipeline.align import SentenceAlignment
from pipeline.facts.account import in_digits, reference_members, slipped, written, zeros_apart
from pipeline.facts.classify import Verdict, display_choice, reading_classes
from pipeline.facts.match import Fact, Mention, spans_overlap
from pipeline.model import LocatedNumber, NumberMention, Version

DIGIT_RUN = re.compile(r"\d+(?:[.,'\u2019\u066b\u066c\u060c\u00a0\u202f ]\d+)*")
MIN_UNREAD_DIGITS = 2  # a single digit recurs by chance in any paragraph


@dataclass(frozen=True)
class Unread:
    """Digits written in a version's text that no mention covers, with the pivot sentences its
    sentence covers."""

    digits: str
    line: int
    start: int
    end: int
    surface: str
    sent: tuple[int, int]


def unread_digits(versions: list[Version], numbers: list[LocatedNumber],
                  sentences: SentenceAlignment) -> dict[str, dict[int, list[Unread]]]:
    """For each version, by paragraph: the digits written in its text that no mention covers
    ("80s", "1980an", "يعتقد38%", "Olimpik 1996" where the extractor read nothing). A figure the
    others state whose digits are there unread is no omission: it is in the text; digits one slip
    away from it, in an aligned sentence, are the figure slipped out of the extractor's reading."""
    covered: dict[tuple[str, int], list[tuple[int, int]]] = {}
    for n in numbers:
        covered.setdefault((n.lang, n.line), []).append((n.start, n.end))
    out: dict[str, dict[int, list[Unread]]] = {}
    for version in versions:
        for paragraph in version.paragraphs:
            for k, line in enumerate(paragraph.line_numbers or [paragraph.line]):
                text = version.raw_lines[line - 1] if 0 < line <= len(version.raw_lines) else ""
                spans = covered.get((version.lang, line), [])
                for run in DIGIT_RUN.finditer(text):
                    if any(a < run.end() and run.start() < b for a, b in spans):
                        continue
                    digits = "".join(str(unicodedata.digit(ch)) for ch in run.group() if ch.isdigit())
                    if len(digits) < MIN_UNREAD_DIGITS:
                        continue
                    offset = (paragraph.line_starts[k] if k < len(paragraph.line_starts) else 0) + run.start()
                    where = LocatedNumber(version.lang, version.file, paragraph.index, line, run.start(), run.end(),
                                          NumberMention(offset, offset, run.group(), 0.0, "number"))
                    out.setdefault(version.lang, {}).setdefault(paragraph.index, []).append(
                        Unread(digits, line, run.start(), run.end(), run.group(), sentences.span_of(where)))
    return out


def unread_in(fact: Fact, lang: str, unread: dict[str, dict[int, list[Unread]]],
              paragraphs: list[int], condensed: bool) -> tuple[bool, Optional[tuple[Unread, Mention, int]]]:
    """(the fact's digits, as its reference members write them, stand unread in one of the
    version's ``paragraphs``; else an unread run one slip away from them in a sentence aligned with
    the fact's, with the member it slipped from and the power of ten of a times ten). A condensed
    version's paragraph says too much for a slip of digits to be told from another figure."""
    runs = [u for j in paragraphs for u in unread.get(lang, {}).get(j, [])]
    members = [m for m in reference_members(fact, "") if in_digits(m.mention)]
    if any(u.digits == written(m.mention) for u in runs for m in members):
        return True, None
    if condensed:
        return False, None
    slips = [(u, m) for u in runs for m in members if slipped(u.digits, written(m.mention))
             and sum(spans_overlap(u.sent, o.sent) for o in fact.members.values()) * 2 >= len(fact.members)]
    if not slips:
        return False, None
    u, m = slips[0]
    return False, (u, m, zeros_apart(u.digits, written(m.mention)) or 0)


def unread_slip_verdict(fact: Fact, lang: str, found: tuple[Unread, Mention, int], file: str,
                        paragraph: int, source: str) -> Verdict:
    """A low row on digits one slip from the fact that the extractor did not read ("60 November"
    for "6 November", dropped as no date): a digit comparison with the source reports them, so
    does reconcile, at low severity (what the digits stand for is not read)."""
    u, member, exponent = found
    reading = NumberMention(u.start, u.end, u.surface, float(u.digits), "number")
    number = LocatedNumber(lang, file, paragraph, u.line, u.start, u.end, reading)
    side = next((c for c in reading_classes(fact) if member in c), [member])
    suspect = replace(member, number=number)
    return Verdict("scale" if exponent else "value", "low", suspect, lang, display_choice(side, {id(o) for o in side}),
                   side, True, exponent, by_source=bool(source) and any(o.lang == source for o in side))
