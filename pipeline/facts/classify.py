"""Decide, per fact, which versions disagree with the reference, how, and how badly.

The reference is the source version when the article names one (``--source``, ``article.yml``)
and states the fact, else the majority of the versions that vote. Mentions whose deviation an
editor accepted (the baseline) do not vote; they are still judged, so their accepted issue
keeps its id. Amounts and units are voted on separately, so one version with the wrong
currency and another with the wrong scale are each caught against their own majority.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Optional

from pipeline.facts.match import Fact, Mention
from pipeline.facts.relation import (UNITLESS, bound_side, is_money, partial_range, power_of_ten_between, relate,
                                     reversed_bound, unit_family, written_step)
from pipeline.lang.scripts import dominant_script
from pipeline.numbers.tables import loose_ordinal_values
from pipeline.model import NumberMention

CONDENSED_MISSING = {"percent", "times"}  # a summary keeps its ratios and its money, not every count
SOFTER = {"high": "medium", "medium": "medium", "low": "low"}
VAGUE_MIN_EXPONENT = 2  # "hundreds of thousands" vs "millions" is loose translation, not an error


@dataclass
class Verdict:
    """One suspect version of one fact."""

    kind: str  # scale, unit, value, missing, inconsistent
    severity: str
    suspect: Mention | None  # None for missing
    lang: str
    expected: Mention
    supporters: list[Mention]
    majority: bool
    exponent: int = 0
    by_source: bool = False  # the expected side is the source version
    previous: Optional[Mention] = None  # for an edit: what the suspect said before
    also: list[Mention] = field(default_factory=list)  # other mentions of the same slip in the version
    shared: list[str] = field(default_factory=list)  # other versions that state the same inconsistency


@dataclass
class Judging:
    """What a fact is judged against: an optional source version, and the mentions that do not vote."""

    source: str = ""
    abstain: set[int] = field(default_factory=set)  # id() of mentions whose deviation was accepted
    unit_priors: dict[str, str] = field(default_factory=dict)

    def votes(self, m: Mention) -> bool:
        return id(m) not in self.abstain


def sureness(m: Mention) -> tuple:
    """How sure a reading is, surest first: digits written in full before a figure rounded to its
    scale word ("40 ألف" may be 40,090), digits before words, a mark read one way before an
    ambiguous one."""
    spelled_out = not any(ch.isdigit() for ch in m.mention.surface)
    return (bool(m.mention.alt_values), written_step(m.mention), spelled_out)


EXHAUSTIVE_VOTE = 10  # up to this many members, the largest agreeing group is searched exhaustively


def vote(members: list[Mention], agree: Callable[[Mention, Mention], bool]) -> list[list[Mention]]:
    """Groups of members that agree, largest first (ties by language code, for stable output).

    A group is members that all agree pairwise, the largest found first; between groups of one
    size, the one whose members say exactly the same thing more often, then the surer readings
    (``sureness``): a rounded figure that agrees with two precise ones that disagree ("40 ألف"
    with 40,000 and 40,090) does not make them one group, and a version whose slip keeps the
    number and changes the unit ("5 гектаров" for five acres) does not pull the others to it.
    """
    ordered = sorted(members, key=lambda m: (sureness(m), m.lang))
    if len(ordered) > EXHAUSTIVE_VOTE:
        return greedy_vote(ordered, agree)
    n = len(ordered)
    agrees = [[i == j or agree(ordered[i], ordered[j]) for j in range(n)] for i in range(n)]
    strict = [[i != j and agrees[i][j] and same_reading(ordered[i], ordered[j]) for j in range(n)] for i in range(n)]
    left = list(range(n))
    groups: list[list[Mention]] = []
    while left:
        best = max(cliques(left, agrees), key=lambda c: (len(c), sum(strict[i][j] for i in c for j in c),
                                                          [-i for i in c]))
        groups.append([ordered[i] for i in best])
        left = [i for i in left if i not in best]
    return sorted(groups, key=lambda g: (-len(g), min(m.lang for m in g)))


def cliques(indexes: list[int], agrees: list[list[bool]]) -> list[list[int]]:
    """Every set of ``indexes`` whose members all agree pairwise (never empty: each one alone)."""
    out: list[list[int]] = [[]]
    for i in indexes:
        out += [c + [i] for c in out if all(agrees[i][j] for j in c)]
    return [c for c in out if c]


def greedy_vote(ordered: list[Mention], agree: Callable[[Mention, Mention], bool]) -> list[list[Mention]]:
    groups: list[list[Mention]] = []
    for mention in ordered:
        for group in groups:
            if agree(mention, group[0]):
                group.append(mention)
                break
        else:
            groups.append([mention])
    return sorted(groups, key=lambda g: (-len(g), min(m.lang for m in g)))


def reading_classes(fact: Fact) -> list[list[Mention]]:
    """Groups of a fact's mentions that say exactly the same thing."""
    return vote(list(fact.members.values()), same_reading)


def _kind(a: Mention, b: Mention) -> str | None:
    relation = relate(a.mention, b.mention)
    return relation.kind if relation else None


def same_reading(a: Mention, b: Mention) -> bool:
    return _kind(a, b) == "same"


def same_amount(a: Mention, b: Mention) -> bool:
    return _kind(a, b) in ("same", "unit")


def same_unit(a: Mention, b: Mention) -> bool:
    return _kind(a, b) in ("same", "scale", "value")


def has_unit(m: Mention) -> bool:
    return m.mention.unit not in UNITLESS


def amount_key(value: float) -> str:
    return f"{value:.4g}"


def unit_majority(fact: Fact) -> tuple[str, str] | None:
    """(amount, unit) when the versions that state a unit for this fact clearly agree on one."""
    groups = vote([m for m in fact.members.values() if has_unit(m)], same_unit)
    if not groups or not has_majority(groups) or len(groups[0]) < 2:
        return None
    lead = groups[0][0].mention
    return amount_key(lead.value), lead.unit


def has_majority(groups: list[list[Mention]]) -> bool:
    return len(groups) == 1 or len(groups[0]) > len(groups[1])


@dataclass
class Outcome:
    """The result of one vote: the winning side (None on a tie) and the groups."""

    groups: list[list[Mention]]
    winner: Optional[list[Mention]]
    by_source: bool = False
    forced: bool = False  # a tie broken by context counts as a majority


def decide(groups: list[list[Mention]], source: str, priors: Optional[dict[str, str]] = None) -> Outcome:
    for group in groups:
        if source and any(m.lang == source for m in group):
            return Outcome(groups, group, by_source=True)
    if not groups:
        return Outcome(groups, None)
    if has_majority(groups):
        return Outcome(groups, groups[0])
    if priors:
        tied = [g for g in groups if len(g) == len(groups[0])]
        known = [g for g in tied if priors.get(amount_key(g[0].mention.value)) == g[0].mention.unit]
        if len(known) == 1:
            return Outcome(groups, known[0], forced=True)
    return Outcome(groups, None)


def judge_fact(fact: Fact, headline: bool, judging: Optional[Judging] = None,
               judged: Optional[list[Mention]] = None) -> list[Verdict]:
    """Verdicts on ``judged`` (default: every member) against the fact's voters.

    Voters are the members that are not accepted deviations; vague mentions abstain when
    precise ones exist. A tie without a source or context reports both sides, softened.
    """
    judging = judging or Judging()
    members = list(fact.members.values())
    judged = members if judged is None else judged
    voters = [m for m in members if judging.votes(m)] or members
    precise = [m for m in voters if not m.mention.vague] or voters
    if len(reading_classes(fact)) < 2:
        return bound_verdicts(precise, judged, [], judging.source) + end_verdicts(fact, precise, judged, [],
                                                                                  judging.source)
    preferred = {id(m) for m in reading_classes(fact)[0]}
    if all(m.mention.vague for m in precise):
        verdicts = vague_verdicts(vote(precise, overlapping), judged, judging.source)
    else:
        verdicts = side_verdicts(vote(precise, same_amount), judged, same_amount, headline, preferred,
                                 judging.source, amount=True)
    unit_voters = [m for m in precise if has_unit(m)]
    verdicts += side_verdicts(vote(unit_voters, same_unit), [m for m in judged if has_unit(m)], same_unit,
                              headline, preferred, judging.source, amount=False, priors=judging.unit_priors)
    verdicts += bound_verdicts(precise, judged, verdicts, judging.source)
    return verdicts + end_verdicts(fact, precise, judged, verdicts, judging.source)


def end_verdicts(fact: Fact, voters: list[Mention], judged: list[Mention], earlier: list[Verdict],
                 source: str = "") -> list[Verdict]:
    """A version that gives one end of the range the reference states ("9 inches" for "7 to 9
    inches"): a low ``value`` row, since the other end may be there unread, but a range cut to one
    end is a change a comparison of digits would report. A version whose other end was found beside
    it (``Fact.pieces``, a row of its own when it slipped) is not reported again."""
    classes = vote(voters, same_reading)
    reference = next((c for c in classes if any(m.lang == source for m in c)), None) if source else None
    reference = reference or (classes[0] if classes and has_majority(classes) else None)
    if reference is None:
        return []
    ranges = [m for m in reference if m.mention.value_max is not None]
    if len(ranges) * 2 <= len(reference):
        return []
    reported = {id(v.suspect) for v in earlier if v.suspect is not None}
    completed = {m.lang for m in fact.pieces} | fact.complete | {source}
    expected = display_choice(ranges, {id(m) for m in ranges})
    return [Verdict("value", "low", m, m.lang, expected, ranges, True, by_source=bool(source) and expected.lang == source)
            for m in judged if m.mention.value_max is None and id(m) not in reported and m.lang not in completed
            and any(partial_range(m.mention, r.mention) for r in ranges)]


def overlapping(a: Mention, b: Mention) -> bool:
    """Two magnitudes whose ranges meet: "thousands" and "tens of thousands" (a range inside
    another is a looser or a tighter wording, not an error)."""
    return span_of(a.mention)[0] < span_of(b.mention)[1] and span_of(b.mention)[0] < span_of(a.mention)[1]


def span_of(m: NumberMention) -> tuple[float, float]:
    """[low, high) of a vague magnitude ("hundreds": 100 to 1,000), a point for a figure."""
    high = m.value_max if m.value_max is not None else m.value
    return (m.value, high) if high > m.value else (m.value, m.value * (1 + 1e-9) + 1e-9)


def vague_verdicts(groups: list[list[Mention]], judged: list[Mention], source: str) -> list[Verdict]:
    """A fact only vague magnitudes state: a version whose range lies apart from the range the
    source, else the majority, gives ("हज़ारों", thousands, where the others say hundreds) is a
    scale row; one whose range meets it is no row. Without a source or a majority nothing is
    said (which side is loose cannot be told); against a plurality (two of four), or where the
    version counts another kind of thing ("ملايين الطلبات", millions of requests, against billions of
    tokens), the row is low."""
    outcome = decide(groups, source)
    if outcome.winner is None:
        return []
    winner = outcome.winner
    severity = "medium" if outcome.by_source or len(winner) * 2 > sum(len(g) for g in groups) else "low"
    low = max(span_of(m.mention)[0] for m in winner)
    high = min(span_of(m.mention)[1] for m in winner)
    if low >= high:  # the winners meet pairwise but share no range: judge against the first
        low, high = span_of(winner[0].mention)
    expected = display_choice(winner)
    out = []
    for mention in judged:
        found_low, found_high = span_of(mention.mention)
        if mention in winner or (found_low < high and low < found_high):
            continue
        exponent = round(math.log10(found_low / expected.mention.value)) if found_low > 0 and expected.mention.value > 0 else 0
        alike = unit_family(mention.mention.unit) == unit_family(expected.mention.unit)
        out.append(Verdict("scale", severity if alike else "low", mention, mention.lang, expected, winner, True, exponent or
                           (1 if found_low >= high else -1), outcome.by_source))
    return out


def bound_verdicts(voters: list[Mention], judged: list[Mention], earlier: list[Verdict],
                   source: str = "") -> list[Verdict]:
    """A version that puts the fact's figure on the other side of its bound ("up to 10 inches"
    rendered "более 25 см"): against the source's bound, else against the bound most versions
    that state one give (versions without a bound do not vote; a tie reports nothing). A mention
    already reported for its amount or unit is not reported again."""
    sides: dict[str, list[Mention]] = {}
    for m in voters:
        if bound_side(m.mention):
            sides.setdefault(bound_side(m.mention), []).append(m)
    if len(sides) < 2:
        return []
    reference = next((m for m in voters if m.lang == source and bound_side(m.mention)), None) if source else None
    if reference is not None:
        winner, by_source = sides[bound_side(reference.mention)], True
    elif len(sides["above"]) != len(sides["below"]):
        winner, by_source = max(sides.values(), key=len), False
    else:
        return []
    reported = {id(v.suspect) for v in earlier if v.suspect is not None}
    expected = reference if by_source else display_choice(winner)
    return [Verdict("value", "medium", m, m.lang, expected, winner, True, by_source=by_source)
            for m in judged if bound_side(m.mention) and m not in winner and id(m) not in reported
            and reversed_bound(m.mention, expected.mention) and same_amount(m, expected)]


def side_verdicts(groups: list[list[Mention]], judged: list[Mention], agree, headline: bool, preferred: set[int],
                  source: str, amount: bool, priors: Optional[dict[str, str]] = None) -> list[Verdict]:
    if not groups:
        return []
    outcome = decide(groups, source, priors)
    if outcome.winner is None:
        return tie_verdicts(groups, judged, headline, preferred, amount, agree)
    winner = outcome.winner
    if outcome.by_source:  # the row quotes the source, whose figure it was judged by
        preferred = {id(m) for m in winner if m.lang == source}
    suspects = [m for m in judged if m not in winner and not agree(m, winner[0])]
    if len(groups) < 2 and not suspects:
        return []
    return suspect_verdicts(suspects, winner, headline, True, preferred, amount, outcome.by_source)


def tie_verdicts(groups, judged, headline, preferred, amount, agree=None) -> list[Verdict]:
    """Without a majority each tied side is reported against the other, softened. A judged
    mention that did not vote (an edited version) is reported against a tied side it
    disagrees with."""
    tied = [g for g in groups if len(g) == len(groups[0])]
    verdicts = []
    for group in groups:
        other = next(g for g in tied if g is not group) if group in tied else groups[0]
        verdicts += suspect_verdicts([m for m in group if m in judged], other, headline, False, preferred, amount)
    voters = {id(m) for g in groups for m in g}
    for m in judged:
        if id(m) in voters or agree is None:
            continue
        other = next((g for g in tied if not agree(m, g[0])), None)
        if other is not None:
            verdicts += suspect_verdicts([m], other, headline, False, preferred, amount)
    return verdicts


def suspect_verdicts(group: list[Mention], expected_side: list[Mention], headline: bool, majority: bool,
                     preferred: set[int], amount: bool, by_source: bool = False) -> list[Verdict]:
    expected = display_choice(expected_side, preferred)
    money_context = any(is_money(m.mention.unit) for m in expected_side)
    ranges = [m for m in expected_side if m.mention.value_max is not None]
    out = []
    for mention in group:
        found = mention.mention
        if amount and any(partial_range(found, r.mention) for r in ranges):
            continue  # one end of the range the others state: a part of the statement (``end_verdicts``)
        if amount and same_reading(mention, expected):
            continue  # the figure quoted against it says the same ("on yıllık", one decade): the side
            # it lost to holds a looser reading (a bare count of 1) that agrees with both
        vague = found.vague or expected.mention.vague
        if amount:
            exponent = power_of_ten_between(found.value, expected.mention.value)
            kind = "scale" if exponent is not None else "value"
            if vague and (exponent is None or abs(exponent) < VAGUE_MIN_EXPONENT):
                continue
        else:
            exponent, kind = 0, "unit"
        severity = severity_of(kind, found, expected.mention, headline, money_context)
        if vague or (kind == "scale" and words_against_digits(mention, expected_side)) \
                or (kind == "value" and sign_unread(found, expected.mention)):
            severity = "low"
        elif not majority:
            severity = SOFTER[severity]  # without a majority the editor must decide which side is right
        out.append(Verdict(kind, severity, mention, mention.lang, expected, expected_side, majority,
                           exponent or 0, by_source))
    return out


def sign_unread(found: NumberMention, expected: NumberMention) -> bool:
    """A plain number that is the others' measurement without its sign ("70 تحت الصفر", 70 below
    zero, read as 70 against minus 70 °C): the sign and the unit are words the reading left out,
    more often than a slip, so the row is low (still a row)."""
    return found.unit in UNITLESS and bool(expected.dimension) and found.value == -expected.value != 0


def words_against_digits(mention: Mention, side: list[Mention]) -> bool:
    """A figure spelled out, its scale included, against figures the others write in digits: a
    power of ten between them is more often a scale word read wrong ("واحد بالمئة", one per cent,
    read as a hundred) than a translator's slip, so its row is low (still a row)."""
    return not any(ch.isdigit() for ch in mention.mention.surface) and not spelled(side)


def display_choice(side: list[Mention], preferred: set[int] = frozenset()) -> Mention:
    """The supporting mention to quote: one that agrees with the majority on everything, with a
    unit when there is one, and in Latin script when there is one, since editors read it."""
    return min(side, key=lambda m: (id(m) not in preferred, not has_unit(m), sureness(m),
                                    dominant_script(m.mention.surface) != "Latin", m.lang))


def severity_of(kind: str, found: NumberMention, expected: NumberMention, headline: bool,
                money_context: bool = False) -> str:
    """High: scale and currency errors on money and headline figures. Medium: other differences."""
    money = is_money(found.unit) or is_money(expected.unit) or money_context
    if kind == "missing":
        return "medium" if headline else "low"
    if kind == "scale" and (money or headline):
        return "high"
    if kind == "unit" and money and is_money(found.unit) and is_money(expected.unit):
        return "high"
    if kind == "unit" and article_one(found) and article_one(expected):
        return "low"
    if kind == "unit" and headline:
        return "high"
    return "medium"


def article_one(m: NumberMention) -> bool:
    """"One" written as a word: in Turkish, Hindi and Malay also the indefinite article ("bir
    hafta", "एक हफ़्ता", "sehari": a week, a day), so "a day" against "a week" is two nouns, seldom
    a figure's unit changed."""
    return m.value == 1 and m.value_max is None and not any(ch.isdigit() for ch in m.surface)


SMALL_WORD_NUMBER = 12  # "six", "шестеро", "ثلاثًا": often inflected or collective, so often unread


def spelled(side: list[Mention]) -> bool:
    return sum(1 for m in side if not any(ch.isdigit() for ch in m.mention.surface)) * 2 > len(side)


def spelled_small(side: list[Mention]) -> bool:
    """A small figure the versions spell out: its absence from a version is weak evidence,
    since spelled-out small numbers take forms a reader does not always recognise."""
    words = sum(1 for m in side if not any(ch.isdigit() for ch in m.mention.surface))
    if any(m.mention.kind == "ratio" or m.mention.unit == "rank" for m in side):
        return False  # "one in five" is a proportion, "second" a place, however they are spelled
    return words * 2 > len(side) and abs(side[0].mention.value) <= SMALL_WORD_NUMBER


def missing_verdicts(fact: Fact, covering: dict[str, bool], headline: bool, source: str = "") -> list[Verdict]:
    """Versions that cover the fact's place in the article but do not state it.

    ``covering`` maps each version that covers the place (and does not state the fact in
    some other way nearby) to whether it is condensed. With a source, a fact the source states
    is expected in every translation; without one, only a fact stated by a majority of the
    covering versions is. The expected unit is the majority's. A condensed version is only
    expected to keep money, ratios and the headline.
    """
    members = list(fact.members.values())
    absent = [lang for lang in covering if lang not in fact.members and lang != source]  # the source is
    # the reference: a figure only translations state is theirs, not the source's omission
    if not absent or len(members) < 2:
        return []
    classes = reading_classes(fact)
    by_source = bool(source) and source in fact.members
    if by_source:
        expected_side = next(c for c in classes if any(m.lang == source for m in c))
    elif len(members) * 2 <= len(covering):
        return []
    else:
        expected_side = classes[0]
    expected = display_choice(expected_side, {id(m) for m in expected_side})
    if expected.mention.vague or spelled_small(expected_side):
        return []
    unit = expected.mention.unit
    verdicts = []
    for lang in absent:
        condensed = covering[lang]
        if condensed and not (unit in CONDENSED_MISSING or is_money(unit) or headline):
            continue
        if unit == "rank" and spelled(expected_side) and int(expected.mention.value) in loose_ordinal_values(lang):
            continue  # "second" is a place in this language only beside a noun of rank: unread, not left out
        severity = "medium" if headline and not condensed else "low"
        verdicts.append(Verdict("missing", severity, None, lang, expected, expected_side, True, by_source=by_source))
    return verdicts
