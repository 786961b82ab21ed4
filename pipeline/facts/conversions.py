"""A figure and its conversion written beside it are one statement ("800 kph (497 mph)", "six
meters (18 feet)"), so that a version that drops the conversion leaves nothing out and a version
whose wrong conversion gives a unit row has no ``missing`` row beside it (one slip, one row).
"""
from __future__ import annotations

from pipeline.facts.account import SLIP, Crossing, evidence, whole_targets
from pipeline.facts.match import Fact, Mention, spans_overlap
from pipeline.facts.relation import measurable, relate


def conversion_twins(facts: list[Fact]) -> dict[int, list[Fact]]:
    """Facts that are one quantity written twice in one sentence, a figure and its conversion
    ("800 kph (497 mph)", "six meters (18 feet)"): in every version that states both as
    measurements (two at least), the two agree once converted. A version that states one of them has not left the other out (a
    conversion dropped is no omission; a wrong conversion is one row, on the figure it wrote)."""
    out: dict[int, list[Fact]] = {}
    measured = [f for f in facts if sum(measurable(m.mention) for m in f.members.values()) >= 2]
    for i, a in enumerate(measured):
        for b in measured[i + 1:]:
            shared = {v for v in set(a.members) & set(b.members)
                      if measurable(a.members[v].mention) and measurable(b.members[v].mention)}
            if len(shared) >= 2 and all(converted(a.members[v], b.members[v]) for v in shared):
                out.setdefault(id(a), []).append(b)
                out.setdefault(id(b), []).append(a)
    return out


CONVERSION_GAP = 4  # characters between a figure and its conversion in parentheses: " ("
LOOSE_CONVERSION = 0.15  # "six meters (18 feet)": 6 m is 19.7 ft; a writer's conversion may be rough


def converted(a: Mention, b: Mention) -> bool:
    """Two mentions of one sentence, in two units of one dimension, that agree once converted, or
    that stand side by side and nearly agree (a rough conversion in parentheses)."""
    x, y = a.mention, b.mention
    if x.unit == y.unit or x.dimension != y.dimension or a.number.line != b.number.line \
            or not spans_overlap(a.sent, b.sent):
        return False
    relation = relate(x, y)
    if relation is not None and relation.kind == "same":
        return True
    first, second = sorted((a.number, b.number), key=lambda n: n.start)
    side_by_side = 0 <= second.start - first.end <= CONVERSION_GAP
    return side_by_side and abs(x.base_value - y.base_value) <= LOOSE_CONVERSION * max(abs(x.base_value),
                                                                                         abs(y.base_value))


def conversion_slips(facts: list[Fact], twins: dict[int, list[Fact]]) -> list[Crossing]:
    """A version that keeps only one of a figure and its conversion, in the unit of the one it
    dropped and with its digits slipped ("302 км" for "300 km (190 miles)"), agrees with the
    conversion by chance: it states the figure of its own unit with a slip. The mention leaves
    the conversion's fact for the figure's, as a slip of it."""
    out = []
    by_id = {id(f): f for f in facts}
    for fact in facts:
        for twin in twins.get(id(fact), ()):
            units = {o.mention.unit for o in twin.members.values()}
            if len(units) != 1:
                continue
            for lang, m in list(fact.members.items()):
                if lang in twin.members or lang in twin.accounted or m.mention.unit not in units \
                        or len(fact.members) < 3 or id(fact) not in by_id:
                    continue
                target = whole_targets(twin, lang, "")[0]
                crossing = evidence(m, target)
                if crossing is not None and crossing.how == SLIP:
                    del fact.members[lang]
                    out.append(crossing)
    return out
