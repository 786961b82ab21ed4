"""Bounds on a figure of any dimension: at_least ("more than", "binden fazla", "से अधिक"),
at_most ("up to", "до", "ما يصل إلى", "feet'e kadar"), nearly, about ("около", "sekitar").

A bound word right before the figure bounds it unless a verb of change stands before it ("сократилась
на 8% до": fell to, no bound); one after it bounds it, also after its counted noun ("شخصا على الأقل").
Years, dates, ranks, scores and decades take no bound ("before 2025"). Beside a span of time some
bound words also say "during" ("over seven years", "सात साल तक"): there they bound nothing, since
either reading is as likely.

Tables: ``units.yml`` ``bounds`` (words before and after per direction, ``change_verbs``, ``during``).
"""
from __future__ import annotations

from pipeline.lang.data import words

from .counts import counted_noun
from .lexicon import LangTables, Match, TableFiles, entry_tokens, match_at, match_stem
from .measure import dimension_of
from .raw import Raw, Scan
from .tokens import APOS, Tok

READS = ("counts",)  # "شخصا على الأقل": the bound after the counted noun

BOUND_DIRECTIONS = ("at_least", "at_most", "nearly", "about")
BOUND_BEFORE, BOUND_AFTER = frozenset({"bound_before"}), frozenset({"bound_after"})
UNBOUNDED_UNITS = frozenset({"year", "date", "rank"})  # "before 2025", "until 1956": no bound on a figure
CHANGE_WINDOW = 5  # tokens before "до" searched for a verb of change ("сократилась на 8% до")
CLAUSE_STOPS = frozenset(".,;:!?\u060c\u061b\u0964")


def load(t: LangTables, files: TableFiles) -> None:
    """Words that bound a figure ("more than", "-e kadar", "около"), before or after it."""
    bounds = files.units.get("bounds") or {}
    for direction in BOUND_DIRECTIONS:
        spec = bounds.get(direction) or {}
        for place in ("before", "after"):
            for form in words(spec.get(place)):
                t.add(form, f"bound_{place}", direction)
                t.max_bound_words = max(t.max_bound_words, len(entry_tokens(form, t.lang)))
    for stem in words(bounds.get("change_verbs")):
        t.add_stem("change_verb", stem, "change")
    t.sort_stems("change_verb")
    t.during_bounds = frozenset(entry_tokens(form, t.lang) for form in words(bounds.get("during")))


def bound_of(ctx: Scan, raw: Raw) -> str:
    """at_least, at_most or about when a bound word stands right before the figure ("more than",
    "до", "ما يصل إلى") or right after it ("binden fazla", "से अधिक", "feet'e kadar", "شخصا على
    الأقل": after its counted noun); "" otherwise."""
    toks, t = ctx.toks, ctx.t
    if not t.max_bound_words or raw.unit in UNBOUNDED_UNITS or raw.kind in ("score", "decade"):
        return ""
    for n in range(t.max_bound_words, 0, -1):  # the longest first: "не менее" (at least), not its "менее"
        k = raw.i0 - n
        if k < 0:
            continue
        m = match_at(toks, k, t, BOUND_BEFORE)
        if m is not None and m.text_end == raw.i0:
            changed = change_verb_before(toks, k, t) or says_during(m, raw, t)
            return "" if changed else m.get("bound_before").value
    k = raw.i1
    if k + 1 < len(toks) and toks[k].kind == APOS and toks[k - 1].glued_to(toks[k]):
        k += 2  # "20 feet'e kadar": after the case ending
    for j in (k, k + 1):
        m = match_at(toks, j, t, BOUND_AFTER)
        if m is not None and (j == k or counted_noun(toks, k, t)):
            return "" if says_during(m, raw, t) else m.get("bound_after").value
    return ""


def says_during(m: Match, raw: Raw, t: LangTables) -> bool:
    """"over seven years", "सात साल तक": beside a span of time the word may mean "during"."""
    return m.key in t.during_bounds and dimension_of(raw.unit) == "duration"


def change_verb_before(toks: list[Tok], k: int, t: LangTables) -> bool:
    for c in range(k - 1, max(-1, k - 1 - CHANGE_WINDOW), -1):
        if toks[c].text in CLAUSE_STOPS:
            return False
        if match_stem(toks, c, t, "change_verb"):
            return True
    return False
