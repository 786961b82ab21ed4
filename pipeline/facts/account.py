"""Every figure of an aligned sentence accounted for.

After the matcher (``match``) a mention may be left alone: no reading of it pairs with the other
versions, because a slip changed what the extractor takes it for (a date turned into a plain
number, "14 Mayıs" -> "140 Mayıs"; a span of years read as a calendar year; one end of a range
read apart, "70 से 9 इंच"), or because the translator stated the figure as another kind of thing
(she turned 42, "42 वर्ष की हुईं", for her 42nd birthday). A mention left alone in a version that
lacks a fact of its aligned sentence is that fact:

- written with the same digits, it is the fact stated another way: it joins the fact, no row
  (the digits of a figure of another family agree: a rank and an age, a date and a day);
- written with digits one slip away (a digit changed, added, dropped, two neighbours swapped, a
  zero added), it is the fact with a wrong value: a ``value`` or ``scale`` row on its line,
  never a ``missing`` row for the fact.

The same holds for the end of a range that a version states in two pieces ("70" and "9 इंच"
where the others say "7 to 9 inches"). With a source version, a figure only the source states is
a fact here too, so a slip in any figure of a source sentence is reported in the version that
made it. Digits are compared as written (the digits of any script, marks left out), the way a
digit comparison with the source reads them; a figure spelled out is compared by its value.

Other ways a version states a fact the matcher did not pair it with, so that it has no
``missing`` row: a range whose ends the others state apart, or one end of the range the others
state (``stated_by_ranges``); a figure's conversion written beside it, "800 kph (497 mph)"
(``conversions``); the fact's digits written in the version's paragraph where the extractor read
nothing (``unread``: "80s", "يعتقد38%").
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from typing import Optional

from pipeline.facts.classify import Verdict, display_choice, reading_classes, severity_of
from pipeline.facts.match import Fact, Mention, spans_overlap
from pipeline.facts.oneslip import SCORE
from pipeline.facts.relation import (CLOCK, digit_distance, family_of, is_money, measurable, mislabelable,
                                     partial_range, power_of_ten_between, relate, written_digits)

RANGE_GAP = 12  # characters between two pieces of one range ("70 से 9 इंच": " से ")
RESTATED, SLIP = "restated", "slip"
# a mention the next sentence over may state the fact: the slip that left it unpaired took away
# the anchor its sentence was aligned by, and two sentences the version merged went to one side
# ("ikinci en yüksek" for "the third-highest", in the sentence Turkish joined to the next)
SENTENCE_SLACK = 1


def written(m) -> str:
    """The digits a figure is written with (any script, marks left out: ``1.200``, ``١٢٠٠`` and
    ``1,200`` are ``1200``), or those of its value when it is spelled out."""
    shown = "".join(str(unicodedata.digit(ch)) for ch in m.surface if unicodedata.category(ch) == "Nd")
    if shown:
        return shown
    return written_digits(m.value) + ("" if m.value_max is None else written_digits(m.value_max))


def slipped(a: str, b: str) -> bool:
    """Two digit strings one slip apart: a digit changed, added or dropped, or two neighbours
    swapped. Two single digits are always one edit apart, so they are no evidence."""
    return a != b and max(len(a), len(b)) >= 2 and digit_distance(a, b) == 1


def zeros_apart(a: str, b: str) -> Optional[int]:
    """k when ``a`` is ``b`` with k zeros added (a times ten), -k when removed, else None."""
    long, short, sign = (a, b, 1) if len(a) > len(b) else (b, a, -1)
    if long.startswith(short) and set(long[len(short):]) == {"0"} and short.strip("0"):
        return sign * (len(long) - len(short))
    return None


@dataclass
class Target:
    """What a version leaves unstated in a fact: the whole figure, or one end of a range that the
    version states only in part (``piece`` is that part; the leftover must stand beside it)."""

    fact: Fact
    lang: str
    digits: str
    expected: Mention
    piece: Optional[Mention] = None


@dataclass
class Crossing:
    """A leftover mention accounted for as the statement of ``target``."""

    mention: Mention
    target: Target
    how: str  # RESTATED or SLIP
    exponent: int = 0  # for a slip by zeros (a times ten): found = expected * 10**exponent
    unit_slip: bool = False  # the digits kept, the figure made another kind of thing

    @property
    def kind(self) -> str:
        return "unit" if self.unit_slip else "scale" if self.exponent else "value"


def aligned(m: Mention, fact: Fact, source: str, slack: int = 0) -> bool:
    """The mention's sentence is aligned with most of the fact's (with the source's, when the
    fact has one), or, with ``slack``, that many sentences away from it."""
    members = list(fact.members.values())
    if source in fact.members:
        return sentences_near(m, fact.members[source], slack)
    return sum(sentences_near(m, o, slack) for o in members) * 2 >= len(members)


def sentences_near(m: Mention, o: Mention, slack: int) -> bool:
    """The sentences overlap, or lie at most ``slack`` apart inside aligned paragraphs."""
    a, b = m.sent, o.sent
    return spans_overlap(a, b) or (slack > 0 and spans_overlap(m.span, o.span)
                                   and a[0] <= b[1] + slack and b[0] <= a[1] + slack)


def reference_members(fact: Fact, source: str) -> list[Mention]:
    """The members that state the fact as its reference does: the source's reading, else the
    largest reading (all of the largest on a tie); a member that slipped is no target to copy."""
    classes = reading_classes(fact)
    if source in fact.members:
        return next(c for c in classes if fact.members[source] in c)
    return [m for c in classes if len(c) == len(classes[0]) for m in c]


def whole_targets(fact: Fact, lang: str, source: str) -> list[Target]:
    """The fact as a whole, once per way its reference members write its digits (a conversion
    writes others)."""
    members = sorted(reference_members(fact, source), key=lambda o: (o.lang != source, not in_digits(o.mention), o.lang))
    out, seen = [], set()
    for o in members:
        digits = written(o.mention)
        if digits not in seen and not o.mention.vague:
            seen.add(digits)
            out.append(Target(fact, lang, digits, o))
    return out


def range_end_targets(fact: Fact, own: Mention, source: str) -> list[Target]:
    """The end of a range that ``own``, its version's single figure, leaves unstated (one end
    only), in ``own``'s unit: from a member that states the range in that unit, else from one that
    states it in another unit of the dimension, converted and rounded as ``own`` is written."""
    if own.mention.value_max is not None:
        return []
    ranges = sorted((o for o in fact.members.values() if o is not own and o.mention.value_max is not None),
                    key=lambda o: (not alike_units(o.mention, own.mention), o.lang != source, o.lang))
    for o in ranges:
        r = o.mention
        if alike_units(r, own.mention) and partial_range(own.mention, r):
            other_end = r.value if abs(own.mention.value - r.value_max) < abs(own.mention.value - r.value) \
                else r.value_max
            return [Target(fact, own.lang, written_digits(other_end), o, piece=own)]
        other_end = converted_end(own.mention, r)
        if other_end is not None:
            return [Target(fact, own.lang, written_digits(other_end), o, piece=own)]
    return []


YEARS = frozenset({"age", "yr"})  # an age is a span of years ("29 yaş" and "29 years")


def alike_units(a, b) -> bool:
    """The same unit, two plain quantities, or an age and a span of years."""
    units = {a.unit, b.unit}
    return len(units) == 1 or units <= PLAIN or units == YEARS


def converted_end(own, r) -> Optional[float]:
    """The end of range ``r`` (another unit of ``own``'s dimension) that ``own`` does not state, in
    ``own``'s unit at ``own``'s precision, when ``own`` is the other end; else None."""
    if not (measurable(own) and measurable(r)) or own.dimension != r.dimension or own.dimension == "temperature":
        return None
    per_unit = own.base_value / own.value if own.value else 0.0
    if not per_unit:
        return None
    step = own.resolution or 1.0
    ends = [round(end / per_unit / step) * step for end in (r.base_value, r.base_max)]
    if ends[0] == own.value:
        return ends[1]
    if ends[1] == own.value:
        return ends[0]
    return None


def beside(left: Mention, piece: Mention, gap: int = RANGE_GAP) -> bool:
    a, b = left.number, piece.number
    if a.line != b.line:
        return False
    return 0 <= b.start - a.end <= gap or 0 <= a.start - b.end <= gap


def in_digits(m) -> bool:
    return any(unicodedata.category(ch) == "Nd" for ch in m.surface)


def evidence(left: Mention, target: Target) -> Optional[Crossing]:
    """How ``left`` states the target: with its digits (restated), with digits one slip away
    (a slip), or not at all. A figure spelled out is never a slip of digits (a word is not
    mistyped into another number), and a single figure is a range only at one of its ends."""
    found, expected = left.mention, target.expected.mention
    if target.piece is not None:
        if not beside(left, target.piece) or found.value_max is not None:
            return None
    elif found.value_max is not None and expected.value_max is None:
        return None  # a range that the others state apart is one of their figures (``stated_by_ranges``)
    elif found.value_max is None and expected.value_max is not None:
        return Crossing(left, target, RESTATED) if partial_range(found, expected) else None
    mine = written(found)
    if target.piece is None and kind_changed(found, expected) and (
            mine == target.digits or hour_kept(found, expected)):
        return Crossing(left, target, SLIP, unit_slip=True)
    if mine == target.digits:
        relation = relate(found, expected)
        if target.piece is not None or family_of(found) != family_of(expected) \
                or (relation is not None and relation.kind == "same"):
            return Crossing(left, target, RESTATED)
        if not (in_digits(found) and in_digits(expected)):
            return None
        exponent = power_of_ten_between(abs(found.value), abs(expected.value)) or 0
        return Crossing(left, target, SLIP, exponent)  # the digits kept, another amount: a scale word
    if in_digits(found) and (in_digits(expected) or target.piece is not None) and (
            slipped(mine, target.digits) or single_in_place(left, target)):
        return Crossing(left, target, SLIP, zeros_apart(mine, target.digits) or 0)
    if another_place(found, expected, target):
        return Crossing(left, target, SLIP, 0)
    return None


def kind_changed(found, expected) -> bool:
    """A time of day against a measurement, an amount of money or a proportion ("at 3 p.m." and
    "selama 3 jam", for 3 hours): the same digits, but no way of stating the same fact (a rank
    and an age, a date and a day may be)."""
    families = {family_of(found), family_of(expected)}
    if CLOCK not in families or len(families) == 1:
        return False
    return mislabelable((families - {CLOCK}).pop())


def hour_kept(found, expected) -> bool:
    """The other figure is the clock time's hour, as a 24-hour or a 12-hour clock says it (15:00
    and "15 saat"; 3 p.m. and "3 hours")."""
    clock, other = (found, expected) if family_of(found) == CLOCK else (expected, found)
    hours, minutes = divmod(int(clock.value), 100)
    return minutes == 0 and other.value_max is None and other.value in (hours, hours % 12 or 12)


PLACES = frozenset({"rank", CLOCK})  # a place in an order, of a ranking or of the day


def another_place(found, expected, target: Target) -> bool:
    """A place or an hour written as words where the fact's is another ("nombor dua dunia" for
    world No 1, "للمرة الثالثة" for the second time, "التاسعة صباحا" for 7 a.m.): words have no
    digits to slip, but a version whose one unplaced rank or time of day stands where it lacks the
    fact's states that place wrongly."""
    return target.piece is None and found.unit == expected.unit and found.unit in PLACES \
        and found.value != expected.value and found.value_max is None and expected.value_max is None \
        and not (in_digits(found) and in_digits(expected))


def single_in_place(left: Mention, target: Target) -> bool:
    """Two single digits are evidence of one slip only in a place that fixes them: the same part of
    a score ("5-4" for the others' "5-2", "18-9" for "18-7": the second figure, wherever the
    version puts the score in its sentence)."""
    expected = target.expected
    found = left.mention
    return len(written(found)) == len(target.digits) == 1 and target.piece is None \
        and family_of(found) == family_of(expected.mention) and found.kind == expected.mention.kind \
        and left.kind_slot == expected.kind_slot and found.kind == SCORE


def joiners(facts: list[Fact]) -> list[Fact]:
    """Facts whose mentions may be accounted for as another fact: every fact with no vague member."""
    return [f for f in facts if not any(m.mention.vague for m in f.members.values())]


def can_host(host: Fact, joiner: Fact, source: str) -> bool:
    """A fact takes another in when they share no version and it is the larger (or the source's)."""
    if host is joiner or set(host.members) & set(joiner.members) or source in joiner.members:
        return False
    if any(lang in host.accounted for lang in joiner.members):
        return False
    return len(host.members) > len(joiner.members) or len(host.members) == len(joiner.members) > 1 \
        or (source in host.members and len(joiner.members) == 1)


def account(facts: list[Fact], source: str = "") -> list[Crossing]:
    """Mentions left alone accounted for as the facts (or range ends) their versions leave
    unstated, best first, each mention and each target once. ``facts`` are all the matcher's
    groups, single mentions included: a group joins a larger fact of its aligned sentence when
    every one of its mentions states it (two versions may share a form: an age in both, "42 वर्ष",
    "42 года", against the others' "42nd"); a single mention of the source is a fact to account
    for. Two groups of one size join only when their digits agree (no row: which side slipped
    cannot be told). Then the other end of a range read in two pieces is looked for beside the
    piece its version states (a member of the fact, or a mention just accounted for as one end)."""
    hosts = [f for f in facts if len(f.members) > 1 or (source and source in f.members)]
    options: list[tuple[tuple, list[Crossing]]] = []
    for joiner in joiners(facts):
        for host in hosts:
            if can_host(host, joiner, source):
                found = join(joiner, host, source)
                if found and (len(host.members) > len(joiner.members) or source in host.members
                              or all(c.how == RESTATED for c in found)):  # equal sizes: no side to blame
                    options.append((rank(found, host), found))
    used_mentions: set[int] = set()
    used_targets: set[tuple[int, str]] = set()
    chosen = pick(options, used_mentions, used_targets)
    pieces = [(host, own) for host in hosts for own in host.members.values()]
    pieces += [(c.target.fact, c.mention) for c in chosen if c.how == RESTATED]
    alone = {id(m): (m, f) for f in joiners(facts) if len(f.members) == 1 or weak_pair(f) for m in f.members.values()}
    ends = []
    for host, own in pieces:
        for target in range_end_targets(host, own, source):
            for left, _ in alone.values():
                crossing = evidence(left, target) if left.lang == own.lang and left is not own else None
                if crossing is not None:
                    ends.append((rank([crossing], host), [crossing]))
    found = pick(ends, used_mentions, used_targets)
    for c in found:  # a piece that a pair of pieces had paired on their own leaves that pair
        pair = alone[id(c.mention)][1]
        if len(pair.members) > 1:
            del pair.members[c.mention.lang]
    ends_beside_members(pieces, facts, source, {(id(c.target.fact), c.mention.lang) for c in found})
    return chosen + found


def ends_beside_members(pieces: list[tuple[Fact, Mention]], facts: list[Fact], source: str,
                        done: set[tuple[int, str]]) -> None:
    """A version that states one end of a range where its other end, beside it, belongs to a fact
    of its own ("18" and "29" of "18- to 29-year-olds" where others say "18 to 29"; the 18s of the
    versions that read the range apart make a fact) states the whole range: ``Fact.complete``."""
    by_lang: dict[str, list[Mention]] = {}
    for fact in facts:
        for m in fact.members.values():
            by_lang.setdefault(m.lang, []).append(m)
    for host, own in pieces:
        if (id(host), own.lang) in done or own.lang in host.complete:
            continue
        for target in range_end_targets(host, own, source):
            if any(m is not own and beside(m, own) and written(m.mention) == target.digits
                   for m in by_lang.get(own.lang, ())):
                host.complete.add(own.lang)


PLAIN = frozenset({"number", "count"})


def weak_pair(fact: Fact) -> bool:
    """Plain numbers of which no two say the same, held together only by slips (a power of ten, a
    digit): pieces of ranges read apart group this way ("7", "70" and "18" of "7 to 9 inches",
    "70 से 9 इंच" and "18 hingga 23 sentimeter"). Two members count only when a power of ten or a
    unit relates them (two versions of one figure, one of them slipped, are a fact)."""
    members = list(fact.members.values())
    if len(members) < 2 or any(m.mention.unit not in PLAIN for m in members):
        return False
    relations = [relate(a.mention, b.mention) for i, a in enumerate(members) for b in members[i + 1:]]
    if any(r is not None and r.kind == "same" for r in relations):
        return False
    return len(members) > 2 or all(r is not None and r.kind != "value" for r in relations)


def pick(options: list[tuple[tuple, list[Crossing]]], used_mentions: set[int],
         used_targets: set[tuple[int, str]]) -> list[Crossing]:
    """The best options that share no mention and no target with one chosen before."""
    chosen: list[Crossing] = []
    for _, found in sorted(options, key=lambda o: o[0]):
        keys = [(id(c.target.fact), c.target.lang + ("#end" if c.target.piece else "")) for c in found]
        if any(id(c.mention) in used_mentions for c in found) or any(k in used_targets for k in keys):
            continue
        used_mentions.update(id(c.mention) for c in found)
        used_targets.update(keys)
        chosen.extend(found)
    return chosen


def join(joiner: Fact, host: Fact, source: str) -> list[Crossing]:
    """The crossings of every member of ``joiner`` into ``host``, or [] when one cannot cross."""
    found = []
    for left in joiner.members.values():
        if not aligned(left, host, source, SENTENCE_SLACK):
            return []
        best = None
        for target in whole_targets(host, left.lang, source):
            crossing = evidence(left, target)
            if crossing is not None and (best is None or crossing.how == RESTATED != best.how):
                best = crossing
        if best is None:
            return []
        found.append(best)
    return found


def rank(found: list[Crossing], fact: Fact) -> tuple:
    """Best first: the same digits before a slip, then larger hosts, then nearer in the sentence."""
    order = max(min(abs(c.mention.order - o.order) for o in fact.members.values()) for c in found)
    first = min((c.mention.number.line, c.mention.number.start) for c in found)
    return (any(c.how != RESTATED for c in found), -len(fact.members), order, first)


def crossing_verdicts(crossings: list[Crossing], headline_of, source: str = "") -> list[Verdict]:
    """A row per slipped leftover: against the member whose digits it slipped from, supported by
    the members that read as that one does. ``headline_of(fact)`` says whether the fact is the lede's."""
    out = []
    for c in crossings:
        if c.how != SLIP:
            continue
        fact = c.target.fact
        side = next((g for g in reading_classes(fact) if c.target.expected in g), [c.target.expected])
        side = [o for o in side if o.lang != c.mention.lang] or [c.target.expected]
        expected = display_choice(side, {id(o) for o in side})
        if c.target.piece is not None:  # the range in the piece's own unit when a version states it so
            alike = [o for o in fact.members.values() if o.mention.value_max is not None
                     and o.mention.unit == c.target.piece.mention.unit]
            expected = display_choice(alike) if alike else c.target.expected
        money = any(is_money(o.mention.unit) for o in side)
        severity = severity_of(c.kind, c.mention.mention, expected.mention, headline_of(fact), money)
        out.append(Verdict(c.kind, severity, c.mention, c.mention.lang, expected, side, True, c.exponent,
                           by_source=bool(source) and expected.lang == source))
    return out


def record(crossings: list[Crossing], lines: dict[str, list[str]]) -> None:
    """Each accounted leftover joins its fact: as the version's statement of it (``Fact.accounted``),
    or as the other end of the range its version reads apart (``Fact.pieces``); a range read in
    two pieces that agree with it is then compared as the range (``lines``: each version's lines,
    for the range's surface)."""
    for c in crossings:
        fact = c.target.fact
        if c.target.piece is None:
            fact.accounted[c.mention.lang] = c.mention
            continue
        fact.pieces.append(c.mention)
        piece = c.target.piece
        if c.how == RESTATED and fact.members.get(piece.lang) is piece:
            fact.pieces.append(piece)
            fact.members[piece.lang] = as_range(piece, c.mention, lines.get(piece.lang) or [])


def as_range(piece: Mention, other: Mention, lines: list[str]) -> Mention:
    """The two pieces of a range read apart ("50" and "400" of "from 50 to 400 riyals") as one
    mention, in the place of the piece that was in the fact."""
    first, last = sorted((piece.number, other.number), key=lambda n: n.start)
    low, high = sorted((piece.mention.value, other.mention.value))
    line = lines[first.line - 1] if 0 < first.line <= len(lines) else ""
    surface = line[first.start:last.end] or f"{first.mention.surface} {last.mention.surface}"
    base = piece.mention
    reading = replace(base, value=low, value_max=high, surface=surface)
    if base.base_value is not None:
        factor = base.base_value / base.value if base.value else 1.0
        reading.base_value, reading.base_max = low * factor, high * factor
    return replace(piece, number=replace(piece.number, start=first.start, end=last.end, mention=reading))


def stated_by_ranges(facts: list[Fact]) -> None:
    """A range and the figures at its ends state each other: a version's range whose other end is
    a figure the others state apart ("في عامي 2008 و2016", read as 2008 to 2016, for "in 2008 and
    2016"), and a version's single figure at one end of a range the others state ("18" where the
    extractor read no more of "18-से-29"). The fact the version leaves out records the mention
    that states it (``Fact.ends``) and has no ``missing`` row there."""
    by_lang: dict[str, list[Mention]] = {}
    for fact in facts:
        for m in [*fact.members.values(), *fact.accounted.values()]:
            if not m.mention.vague:
                by_lang.setdefault(m.lang, []).append(m)
    ends_index = {lang: _range_ends(own) for lang, own in by_lang.items()}
    for host in facts:
        if len(host.members) < 2:
            continue
        for lang, own in by_lang.items():
            if lang in host.members or lang in host.accounted:
                continue
            stating = next((own[k] for k in _may_state_end(host, ends_index[lang])
                            if aligned(own[k], host, "") and states_end(own[k], host)), None)
            if stating is not None:
                host.ends[lang] = stating


def _range_ends(own: list[Mention]) -> tuple[dict[str, list[int]], list[int]]:
    """(positions of the ranges by the digits of either end, positions of the single figures):
    ``states_end`` holds only for a range with an end the host writes, or for a single figure
    against a host of ranges, so the others are not tried (the cost grows with the article, not
    with facts times mentions)."""
    by_end: dict[str, list[int]] = {}
    singles: list[int] = []
    for k, m in enumerate(own):
        if m.mention.value_max is None:
            singles.append(k)
            continue
        for end in {written_digits(m.mention.value), written_digits(m.mention.value_max)}:
            by_end.setdefault(end, []).append(k)
    return by_end, singles


def _may_state_end(host: Fact, index: tuple[dict[str, list[int]], list[int]]) -> list[int]:
    """Positions, in order, of the mentions that ``states_end`` may accept for ``host``."""
    by_end, singles = index
    members = list(host.members.values())
    found = {k for o in members if in_digits(o.mention) for k in by_end.get(written(o.mention), ())}
    if sum(1 for o in members if o.mention.value_max is not None) * 2 > len(members):
        found.update(singles)
    return sorted(found)


def range_end_slips(facts: list[Fact]) -> list[Crossing]:
    """A version's range one end of which states a fact and the other end slipped from the fact
    beside it ("18-70", read as a range, for the others' "18-7" score): a slip of that fact, on
    the range's line, instead of an omission."""
    stated: dict[int, list[Fact]] = {}  # id(range) -> the facts it states (an end of)
    ranges: dict[int, Mention] = {}
    for fact in facts:
        for m in [*fact.members.values(), *fact.accounted.values(), *fact.ends.values()]:
            if m.mention.value_max is not None:
                stated.setdefault(id(m), []).append(fact)
                ranges[id(m)] = m
    out = []
    for host in facts:
        if len(host.members) < 2:
            continue
        for r in ranges.values():
            lang = r.lang
            if lang in host.members or lang in host.accounted or lang in host.ends or not aligned(r, host, ""):
                continue
            others = {digits for f in stated.get(id(r), []) if f is not host
                      for o in f.members.values() if o is not r and in_digits(o.mention)
                      for digits in end_digits(o.mention)}
            ends = [written_digits(r.mention.value), written_digits(r.mention.value_max)]
            for k, end in enumerate(ends):
                for target in whole_targets(host, lang, ""):
                    if ends[1 - k] in others and in_digits(target.expected.mention) and slipped(end, target.digits):
                        host.ends[lang] = r
                        out.append(Crossing(r, target, SLIP, zeros_apart(end, target.digits) or 0))
                        break
                if lang in host.ends:
                    break
    return out


def end_digits(m) -> set[str]:
    """The digits of a figure as written, and of each end of a range ("18 to 59": 1859, 18, 59)."""
    ends = {written(m)}
    if m.value_max is not None:
        ends |= {written_digits(m.value), written_digits(m.value_max)}
    return ends


def states_end(m: Mention, host: Fact) -> bool:
    """``m`` is a range one of whose ends the host's members state, or a single figure at an end
    of the range they state, of the same kind of quantity."""
    def fits(o: Mention) -> bool:
        return family_of(m.mention) == family_of(o.mention) or alike_units(m.mention, o.mention) \
            or "quantity" in (family_of(m.mention), family_of(o.mention))
    members = list(host.members.values())
    if not all(fits(o) for o in members):
        return False
    if m.mention.value_max is not None:
        ends = {written_digits(m.mention.value), written_digits(m.mention.value_max)}
        return any(in_digits(o.mention) and written(o.mention) in ends for o in members)
    ranges = [o for o in members if o.mention.value_max is not None]
    return len(ranges) * 2 > len(members) and all(partial_range(m.mention, o.mention) for o in ranges)


