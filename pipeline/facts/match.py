"""Group numeric mentions of different versions that state the same fact.

Two passes, both inside the alignment (``pipeline.align``: paragraphs, then sentences):

1. **Equivalent readings.** Mentions of two versions whose paragraphs cover overlapping pivot
   spans are paired when their readings are the same statement or a recognisable slip of it
   (a power of ten, another currency). Each pair is scored by that relation, by whether the
   two sentences are aligned, by the order of the numbers inside them and by what they count;
   pairs are merged greedily, best first, into facts that hold at most one mention per version.
2. **What a mention says.** A mention left alone after the first pass (its digits changed, so
   no reading agrees) joins a fact that its version does not state yet when it says the same
   kind of thing in the aligned sentence: a comparable unit or dimension, the same place among
   the sentence's numbers, the same counted noun, and a value that looks like the same figure
   mistyped. Value closeness is one signal among these, not a gate, and the vote on the fact
   then reports the outlier (``36 yaşındaki`` against ``63 yaşındaki``).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import combinations
from statistics import median
from typing import Optional

from pipeline.align import SentenceAlignment
from pipeline.facts.relation import Relation, comparable, family_of, measurable, relate, value_closeness
from pipeline.model import LocatedNumber
from pipeline.numbers.measure import UNSCALED_DEGREE, dimension_of

Span = tuple[int, int]

RELATION_SCORE = {"same": 10.0, "unit": 6.0, "scale": 5.0, "scale+unit": 4.0}
SENTENCE_BONUS = 3.0  # the two sentences are aligned
SAME_SPAN_BONUS = 2.0  # the two paragraphs cover the same pivot paragraphs
SAME_UNIT_BONUS = 2.0  # a measurement written in the same unit (not converted)
ORDER_WEIGHT = 1.5
COUNTED_AGREE = 1.0
COUNTED_CONFLICT = 3.0
MIN_SCORE = 4.0  # below this a pair is a coincidence, not a fact
# units too common or too loose to pair on anything but an exact or a well-placed match
WEAK_UNITS = {"number", "count", "rank", "age"}

# second pass: a lone mention joins a fact by what it says
ATTACH_SENTENCE = 3.0  # its sentence is aligned with the fact's sentences
ATTACH_ORDER = 2.0  # same place among the sentence's numbers
ATTACH_SLOT = 1.0  # the n-th of n numbers of its family on both sides
ATTACH_COUNTED = 1.5  # counts the same thing
ATTACH_FAMILY = 1.0  # the same kind of quantity as written (a length, not a plain number)
ATTACH_ONLY = 1.5  # the only candidate either way in that sentence
ATTACH_CLOSENESS = 3.0  # times value_closeness (a digit changed, dropped or swapped)
ATTACH_WORDS = 2.5  # spelled out against digits: more often a misread compound than a slip
ATTACH_SMALL_WORDS = 1.5  # "one or two" against "three": small spelled-out figures are loose
SMALL_WORDS = 12
ATTACH_MIN = 8.0
ATTACH_VAGUE = 3.0  # both are magnitudes in words (hundreds, thousands): one kind of statement


@dataclass
class Mention:
    """A number with what the matcher needs to know about its place."""

    number: LocatedNumber
    span: Span  # pivot span of its paragraph
    sent: Span  # pivot sentences its sentence covers
    sentence: int  # its sentence in its own version
    order: float  # relative position among the numbers of its sentence, 0..1
    slot: int  # index among same-family numbers of its sentence
    slots: int  # how many same-family numbers its sentence has
    exact: bool  # the paragraph maps one-to-one onto the pivot
    kind_slot: int = 0  # index among the numbers of its sentence of the same kind (the parts of a score)

    @property
    def lang(self) -> str:
        return self.number.lang

    @property
    def mention(self):
        return self.number.mention


@dataclass
class Fact:
    members: dict[str, Mention] = field(default_factory=dict)
    fact_id: str = ""
    attached: set = field(default_factory=set)  # langs that joined in the second pass
    # lang -> a mention that states the fact in a form no reading pairs (``account``): another
    # kind of figure with the same digits, or the figure slipped
    accounted: dict[str, Mention] = field(default_factory=dict)
    pieces: list[Mention] = field(default_factory=list)  # other ends of a range a version reads apart
    ends: dict[str, Mention] = field(default_factory=dict)  # lang -> its range (another fact's) that ends here
    complete: set = field(default_factory=set)  # langs whose one end of the range has the other beside it

    @property
    def start(self) -> tuple:
        return min((m.span[0], m.order) for m in self.members.values())


def build_mentions(numbers: list[LocatedNumber], spans: dict[str, list[Span]],
                   sentences: Optional[SentenceAlignment] = None) -> list[Mention]:
    by_sentence: dict[tuple[str, int, int], list[LocatedNumber]] = {}
    for n in numbers:
        k = sentences.sentence_of(n) if sentences else n.paragraph
        by_sentence.setdefault((n.lang, n.paragraph, k), []).append(n)
    span_users: dict[tuple[str, Span], int] = {}
    for lang, lang_spans in spans.items():
        for s in lang_spans:
            span_users[(lang, s)] = span_users.get((lang, s), 0) + 1
    mentions = []
    for (lang, paragraph, k), items in by_sentence.items():
        items.sort(key=lambda n: (n.line, n.start))
        span = spans[lang][paragraph]
        sent = sentences.spans[lang][k] if sentences else span
        exact = span[0] == span[1] and span_users[(lang, span)] == 1
        families: dict[str, list[LocatedNumber]] = {}
        kinds: dict[str, list[LocatedNumber]] = {}
        for n in items:
            families.setdefault(family_of(n.mention), []).append(n)
            kinds.setdefault(n.mention.kind, []).append(n)
        for position, n in enumerate(items):
            family = families[family_of(n.mention)]
            order = position / (len(items) - 1) if len(items) > 1 else 0.5
            mentions.append(Mention(n, span, sent, k, order, family.index(n), len(family), exact,
                                    kinds[n.mention.kind].index(n)))
    return mentions


def spans_overlap(a: Span, b: Span) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def counted_score(a: Mention, b: Mention) -> float:
    ca, cb = a.mention.counted, b.mention.counted
    if not ca or not cb:
        return 0.0
    return COUNTED_AGREE if ca == cb else -COUNTED_CONFLICT


def pair_score(a: Mention, b: Mention) -> tuple[float, Relation | None]:
    relation = relate(a.mention, b.mention)
    if relation is None or relation.kind == "value":
        return 0.0, None
    aligned = spans_overlap(a.sent, b.sent)
    if relation.kind != "same" and (a.mention.unit in WEAK_UNITS or b.mention.unit in WEAK_UNITS):
        if not (aligned and in_place(a, b)):
            return 0.0, None  # a loose quantity off by a power of ten is only believable in place
    score = RELATION_SCORE[relation.kind] + counted_score(a, b)
    if relation.kind == "same" and a.mention.unit == b.mention.unit and a.mention.dimension:
        score += SAME_UNIT_BONUS  # "800 kph (497 mph)": each figure pairs with its own unit first
    if aligned:
        score += SENTENCE_BONUS + ORDER_WEIGHT * (1.0 - abs(a.order - b.order))
    elif a.span == b.span:
        score += SAME_SPAN_BONUS
    return score, relation


def in_place(a: Mention, b: Mention) -> bool:
    """The n-th of n numbers of one family on both sides, or, across families (a year mistyped
    into a plain number), about the same place among the sentence's numbers."""
    if family_of(a.mention) == family_of(b.mention):
        return a.slots == b.slots and a.slot == b.slot
    return abs(a.order - b.order) <= 0.5


SENTENCE_REACH = 6  # pivot sentences apart beyond which two mentions are never one fact


def candidate_pairs(mentions: list[Mention]) -> list[tuple[float, int, int, bool]]:
    """Scored pairs of mentions of two versions whose paragraphs cover overlapping pivot spans and
    whose sentences lie within ``SENTENCE_REACH`` pivot sentences of each other. Candidates are
    looked up by pivot sentence, so the cost grows with the article, not with its square (a
    summary paragraph that covers a whole article only meets the mentions near each sentence)."""
    by_lang: dict[str, list[int]] = {}
    for i, m in enumerate(mentions):
        by_lang.setdefault(m.lang, []).append(i)
    pairs = []
    for la, lb in combinations(sorted(by_lang), 2):
        index = index_by_sentence(mentions, by_lang[lb])
        for i in by_lang[la]:
            for j in near_mentions(mentions[i], index):
                if not spans_overlap(mentions[i].span, mentions[j].span):
                    continue
                score, relation = pair_score(mentions[i], mentions[j])
                if score >= MIN_SCORE:
                    pairs.append((score, i, j, relation.kind == "same"))
    pairs.sort(key=lambda p: (not p[3], -p[0], p[1], p[2]))
    return pairs


def index_by_sentence(mentions: list[Mention], indexes: list[int]) -> dict[int, list[int]]:
    """Pivot sentence -> the mentions (of ``indexes``) whose sentence covers it."""
    index: dict[int, list[int]] = {}
    for j in indexes:
        lo, hi = mentions[j].sent
        for p in range(lo, hi + 1):
            index.setdefault(p, []).append(j)
    return index


def near_mentions(m: Mention, index: dict[int, list[int]]) -> list[int]:
    lo, hi = m.sent
    return sorted({j for p in range(lo - SENTENCE_REACH, hi + SENTENCE_REACH + 1) for j in index.get(p, ())})


def group_facts(mentions: list[Mention]) -> list[Fact]:
    """Both passes: facts of equivalent readings, then lone mentions joined by what they say."""
    facts = merge_equivalent(mentions)
    attach_lone_mentions(facts)
    return sorted([f for f in facts if f.members], key=lambda f: f.start)


def merge_equivalent(mentions: list[Mention]) -> list[Fact]:
    """Greedy merge of the best pairs, equivalent readings before slips (a slip must not pull a
    mention away from the versions that say the same); a fact never holds two mentions of one
    version."""
    cluster_of = list(range(len(mentions)))
    members: dict[int, dict[str, int]] = {i: {m.lang: i} for i, m in enumerate(mentions)}
    for _score, i, j, _same in candidate_pairs(mentions):
        ci, cj = cluster_of[i], cluster_of[j]
        if ci == cj or set(members[ci]) & set(members[cj]):
            continue
        if not _compatible(members[ci], members[cj], mentions):
            continue
        members[ci].update(members.pop(cj))
        for k in members[ci].values():
            cluster_of[k] = ci
    return [Fact({lang: mentions[k] for lang, k in group.items()}) for group in members.values()]


def _compatible(left: dict[str, int], right: dict[str, int], mentions: list[Mention]) -> bool:
    """Every cross pair must be the same statement or a recognisable slip of it, so that a chain
    of links (``11`` and ``18`` each inside ``11 to 18``) cannot join different figures; those
    join in the second pass, on what they say."""
    for i in left.values():
        for j in right.values():
            relation = relate(mentions[i].mention, mentions[j].mention)
            if relation is None or relation.kind == "value":
                return False
    return True


# -- second pass ---------------------------------------------------------------------------------

def attach_lone_mentions(facts: list[Fact]) -> None:
    """Facts that no reading joined (a lone mention, or versions that share the same slip) join
    the fact their versions leave unstated, best evidence first. A fact only joins one at least
    as large, with none of its versions."""
    by_sentence: dict[int, list[int]] = {}
    for h, fact in enumerate(facts):
        for p in sentences_of(fact):
            by_sentence.setdefault(p, []).append(h)
    options: list[tuple[float, int, int]] = []
    for x, joiner in enumerate(facts):
        near = {h for p in sentences_of(joiner) for h in by_sentence.get(p, ())}
        if any(h != x and restates(joiner, facts[h]) for h in near):
            continue  # the same figure stated again nearby (one end of a range read apart): no slip
        for h in sorted(near):
            host = facts[h]
            if h == x or len(host.members) < max(2, len(joiner.members)) or set(host.members) & set(joiner.members):
                continue
            if len(host.members) == len(joiner.members) and h > x:
                continue  # two facts of one size: consider the pair once
            score = join_score(joiner, host)
            if score > 0:
                options.append((score, x, h))
    for score, x, h in sorted(confidence_bonus(options, facts), key=lambda o: (-o[0], o[1], o[2])):
        joiner, host = facts[x], facts[h]
        if score < ATTACH_MIN or not joiner.members or not host.members or set(host.members) & set(joiner.members):
            continue
        host.members.update(joiner.members)
        host.attached.update(joiner.members)
        joiner.members = {}


def restates(joiner: Fact, other: Fact) -> bool:
    """Every mention of ``joiner`` says what ``other`` says (same reading, another fact), where
    ``other`` is stated by some other version (the same version saying a figure twice, "رقم 6" and
    "6 أقدام", is no restatement of the other versions' fact)."""
    if not other.members or not joiner.members or not set(other.members) - set(joiner.members):
        return False
    if set(joiner.members) & set(other.members):
        return False  # its version states that fact already ("300 km (181 miles)": a slip, not a restatement)
    for m in joiner.members.values():
        agree = 0
        for o in other.members.values():
            if measurable(m.mention) != measurable(o.mention):
                continue  # "dua tahun" (a span of two years) does not restate "Two" (defendants)
            relation = relate(m.mention, o.mention)
            agree += relation is not None and relation.kind == "same"
        if agree * 2 <= len(other.members):
            return False
    return True


def sentences_of(fact: Fact) -> set[int]:
    return {p for m in fact.members.values() for p in range(m.sent[0], m.sent[1] + 1)}


def join_score(joiner: Fact, host: Fact) -> float:
    """The mean ``attach_score`` of the joiner's mentions, 0 when any of them cannot join."""
    scores = [attach_score(m, host) for m in joiner.members.values()]
    return 0.0 if not scores or min(scores) <= 0 else sum(scores) / len(scores)


def attach_score(mention: Mention, fact: Fact) -> float:
    """How strongly a lone mention says what the fact's members say (0 when it cannot)."""
    if mention.mention.vague:
        return vague_attach_score(mention, fact)
    members = [m for m in fact.members.values() if not m.mention.vague]
    if not members:
        return 0.0
    if sum(1 for m in members if comparable(mention.mention, m.mention)) * 2 <= len(members) \
            or not all(family_fits(mention.mention, m.mention) for m in members):
        return 0.0  # most members must say the same kind of thing; one counting "people" where the
        # others count "jobs" ("124.800 kişilik iş gücü") does not keep the figure out
    aligned = sum(1 for m in members if spans_overlap(mention.sent, m.sent)) / len(members)
    if aligned < 0.5:
        return 0.0
    score = ATTACH_SENTENCE * aligned
    score += ATTACH_ORDER * (1.0 - abs(mention.order - median(m.order for m in members)))
    if sum(1 for m in members if m.slot == mention.slot and m.slots == mention.slots) * 2 > len(members):
        score += ATTACH_SLOT
    if sum(1 for m in members if family_of(m.mention) == family_of(mention.mention)) * 2 > len(members):
        score += ATTACH_FAMILY
    counted = [m.mention.counted for m in members if m.mention.counted]
    if mention.mention.counted and counted and counted.count(mention.mention.counted) * 2 > len(counted):
        score += ATTACH_COUNTED
    score += ATTACH_CLOSENESS * max(value_closeness(mention.mention, m.mention) for m in members)
    if not written_in_digits(mention) and sum(written_in_digits(m) for m in members) * 2 > len(members):
        score -= ATTACH_WORDS
    elif not written_in_digits(mention) and abs(mention.mention.value) <= SMALL_WORDS \
            and mention.mention.kind != "ratio":  # "one in five" is a proportion, however it is spelled
        score -= ATTACH_SMALL_WORDS
    return score


def vague_attach_score(mention: Mention, fact: Fact) -> float:
    """A vague magnitude ("हज़ारों", thousands) joins a fact that only vague magnitudes state
    ("hundreds", "yüzlerce") in its aligned sentence, in the same place, counting the same kind
    of thing; the vote then compares their ranges. Against a precise figure it never joins: a
    translator may make "hundreds" precise."""
    members = list(fact.members.values())
    if not all(m.mention.vague for m in members) \
            or not all(family_fits(mention.mention, m.mention) for m in members):
        return 0.0
    aligned = sum(1 for m in members if spans_overlap(mention.sent, m.sent)) / len(members)
    if aligned < 0.5:
        return 0.0
    score = ATTACH_VAGUE + ATTACH_SENTENCE * aligned
    score += ATTACH_ORDER * (1.0 - abs(mention.order - median(m.order for m in members)))
    if sum(1 for m in members if m.slot == mention.slot and m.slots == mention.slots) * 2 > len(members):
        score += ATTACH_SLOT
    counted = [m.mention.counted for m in members if m.mention.counted]
    if mention.mention.counted and counted and counted.count(mention.mention.counted) * 2 > len(counted):
        score += ATTACH_COUNTED
    return score


def family_fits(a, b) -> bool:
    """Comparable but for what they count (a count of people and a count of jobs may be one
    figure translated two ways; a count and a percentage never are)."""
    if a.counted and b.counted and a.counted != b.counted:
        return comparable(replace(a, counted=None), replace(b, counted=None))
    if UNSCALED_DEGREE in (a.unit, b.unit) and {dimension_of(a.unit), dimension_of(b.unit)} <= {"temperature", ""} \
            and a.delta == b.delta:
        return True  # "800 degrees" and "27 °C" both state a temperature, though no factor compares them
    return comparable(a, b)


def written_in_digits(m: Mention) -> bool:
    """Whether the figure is written with digits (any script) rather than spelled out."""
    return any(ch.isdigit() for ch in m.mention.surface)


def confidence_bonus(options: list[tuple[float, int, int]], facts: list[Fact]) -> list[tuple[float, int, int]]:
    """A fact whose best host is clearly better than its next one, for a host that no other
    fact of those versions could join as well, is placed with more confidence: the bonus is the
    margin over the runner-up on either side, up to ``ATTACH_ONLY``."""
    by_joiner: dict[int, list[float]] = {}
    by_host_langs: dict[tuple[int, frozenset], list[float]] = {}
    for score, x, h in options:
        by_joiner.setdefault(x, []).append(score)
        for lang in facts[x].members:
            by_host_langs.setdefault((h, frozenset([lang])), []).append(score)

    def margin(score: float, scores: list[float]) -> float:
        ranked = sorted(scores, reverse=True)
        runner_up = ranked[1] if len(ranked) > 1 and ranked[0] == score else (ranked[0] if ranked[0] != score else 0.0)
        return max(0.0, score - runner_up)

    out = []
    for score, x, h in options:
        host_side = min(margin(score, by_host_langs[(h, frozenset([lang]))]) for lang in facts[x].members)
        bonus = min(ATTACH_ONLY, margin(score, by_joiner[x]) / 2, host_side / 2)
        out.append((score + bonus, x, h))
    return out
