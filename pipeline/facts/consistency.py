"""The same fact stated twice in one version, two ways: the summary says dollars, the body yuan;
the lede says 212 patents, the body 221.

Two facts are taken for one statement repeated (a lede and its paragraph, a figure restated at
the end) when the other versions that state both mostly give them the same amount. A version
whose mentions of that statement carry two different units of one family (two currencies,
percent and times, two units of a dimension), or two different amounts of one unit, contradicts
itself even when no other version disagrees with it. Only distinctive amounts count (not a small
whole number, which unrelated facts share), and a mention already reported against the other
versions is not reported again.
"""
from __future__ import annotations

import math

from pipeline.facts.classify import Verdict, has_unit, same_amount, same_reading, vote
from pipeline.facts.match import Fact, Mention
from pipeline.facts.relation import EXACT_UNITS, family_of, is_money, relate

DISTINCTIVE = 100  # whole amounts below this recur by chance (3 founders, 12 months)


def distinctive(m: Mention) -> bool:
    value = m.mention.value
    return not float(value).is_integer() or abs(value) >= DISTINCTIVE


def one_statement(a: Fact, b: Fact, lang: str) -> bool:
    """The other versions that state both facts mostly give them the same amount."""
    others = [v for v in a.members if v != lang and v in b.members]
    agree = sum(1 for v in others if same_amount(a.members[v], b.members[v]))
    return agree > 0 and agree * 2 > len(others)


def magnitudes(m: Mention) -> set[int]:
    """Orders of magnitude of a mention's readings (in base units for a measurement)."""
    values = [m.mention.base_value] if m.mention.base_value is not None else [m.mention.value, *m.mention.alt_values]
    return {math.floor(math.log10(abs(v))) if v else -99 for v in values}


def candidate_statements(own: list[Fact], lang: str) -> list[tuple[int, int]]:
    """Pairs of the version's facts of one unit family (in ``lang``) that another version
    states with amounts of about the same size (necessary conditions of a statement), found
    through an index keyed by family, version and size instead of trying every pair, so the
    cost grows with the article, not with its square."""
    families = [family_of(fact.members[lang].mention) for fact in own]
    index: dict[tuple[str, str, int], list[int]] = {}
    for k, fact in enumerate(own):
        for v, m in fact.members.items():
            if v != lang:
                for size in magnitudes(m):
                    index.setdefault((families[k], v, size), []).append(k)
    pairs: set[tuple[int, int]] = set()
    for k, fact in enumerate(own):
        for v, m in fact.members.items():
            if v == lang:
                continue
            for size in magnitudes(m):
                for near in (size - 1, size, size + 1):
                    pairs.update((k, other) for other in index.get((families[k], v, near), ()) if other > k)
    return sorted(pairs)


def statements(facts: list[Fact], lang: str) -> list[list[Fact]]:
    """The version's facts grouped into statements (facts linked by ``one_statement``)."""
    own = [f for f in facts if lang in f.members and has_unit(f.members[lang]) and distinctive(f.members[lang])
           and f.members[lang].mention.unit not in EXACT_UNITS]  # a year or a date has one unit and no rounding
    parent = list(range(len(own)))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for i, j in candidate_statements(own, lang):  # of one family already
        if root(i) != root(j) and one_statement(own[i], own[j], lang):  # (joined ones need no check)
            parent[root(i)] = root(j)
    groups: dict[int, list[Fact]] = {}
    for k, fact in enumerate(own):
        groups.setdefault(root(k), []).append(fact)
    return [g for g in groups.values() if len(g) > 1]


def inconsistent_verdicts(facts: list[Fact], reported_units: set[int], reported: set[int] = frozenset()) -> list[Verdict]:
    """One verdict per version and statement whose mentions carry two units or two amounts;
    ``reported_units`` are mentions already reported for their unit against the other versions,
    ``reported`` those reported for anything (an amount already reported is not reported again)."""
    langs = sorted({lang for f in facts for lang in f.members})
    verdicts = []
    for lang in langs:
        for statement in statements(facts, lang):
            mentions = sorted((f.members[lang] for f in statement), key=lambda m: (m.number.line, m.number.start))
            if any(id(m) in reported_units for m in mentions):
                continue
            readings = vote(mentions, same_reading)  # "800 kph (497 mph)" is one reading twice
            readings.sort(key=lambda g: (g[0].number.line, g[0].number.start))
            if len(readings) < 2:
                continue
            first, *rest = readings
            fresh = not any(id(m) in reported for m in mentions)
            second = next((g for g in rest if other_unit(first[0], g[0])
                           or fresh and other_amount(first[0], g[0])), None)
            if second is None:
                continue
            rest = [g for g in rest if g is not second]
            verdict = Verdict("inconsistent", severity(first[0], second[0]), second[0], lang, first[0],
                              [first[0]], True)
            verdict.also = [m for group in [first[1:], second[1:]] + rest for m in group]
            verdicts.append(verdict)
    return verdicts


def other_amount(a: Mention, b: Mention) -> bool:
    """Another amount of the same unit (212 and 221 patents) in another paragraph (the lede and
    the body): two figures of one sentence a power of ten apart ("a million tokens ... ten million
    tokens") are two statements, not one stated twice."""
    relation = relate(b.mention, a.mention)
    return relation is not None and relation.kind == "value" and a.number.paragraph != b.number.paragraph


def other_unit(a: Mention, b: Mention) -> bool:
    """The same amount in another unit (dollars and yuan), possibly off by a power of ten too."""
    relation = relate(b.mention, a.mention)
    return relation is not None and relation.kind in ("unit", "scale+unit")


def severity(first: Mention, second: Mention) -> str:
    two_currencies = is_money(first.mention.unit) and is_money(second.mention.unit) \
        and first.mention.unit != second.mention.unit
    return "high" if two_currencies else "medium"
