"""The same fact stated twice in one version, two ways: the summary says dollars, the body yuan.

Two facts are taken for one statement repeated (a lede and its paragraph, a figure restated)
when every other version that states both gives them the same amount. A version that gives
that amount in two different units (currencies, percent and times, two units of a dimension)
contradicts itself even when no other version disagrees with it. Only distinctive amounts
count (not a small whole number, which many unrelated facts share), and a mention already
reported against the other versions is not reported again.
"""
from __future__ import annotations

from itertools import combinations

from pipeline.facts.classify import Verdict, has_unit, same_amount
from pipeline.facts.match import Fact, Mention
from pipeline.facts.relation import is_money, relate

DISTINCTIVE = 100  # whole amounts below this recur by chance (3 founders, 12 months)


def distinctive(m: Mention) -> bool:
    value = m.mention.value
    return not float(value).is_integer() or abs(value) >= DISTINCTIVE


def one_statement(a: Fact, b: Fact, lang: str) -> bool:
    """Every other version that states both facts gives them the same amount (at least one does)."""
    others = [v for v in a.members if v != lang and v in b.members]
    return bool(others) and all(same_amount(a.members[v], b.members[v]) for v in others)


def inconsistent_verdicts(facts: list[Fact], reported: set[int]) -> list[Verdict]:
    by_lang: dict[str, list[Fact]] = {}
    for fact in facts:
        for lang in fact.members:
            by_lang.setdefault(lang, []).append(fact)
    verdicts = []
    for lang, own in sorted(by_lang.items()):
        seen: set[int] = set()
        for a, b in combinations(own, 2):
            first, second = a.members[lang], b.members[lang]
            if id(first) in reported or id(second) in reported or id(second) in seen:
                continue
            if not (has_unit(first) and has_unit(second) and distinctive(first)):
                continue
            relation = relate(second.mention, first.mention)
            if relation is None or relation.kind != "unit" or not one_statement(a, b, lang):
                continue
            first, second = sorted((first, second), key=lambda m: (m.number.line, m.number.start))
            seen.add(id(second))
            verdicts.append(Verdict("inconsistent", severity(first, second), second, lang, first, [first], True))
    return verdicts


def severity(first: Mention, second: Mention) -> str:
    return "high" if is_money(first.mention.unit) and is_money(second.mention.unit) else "medium"
