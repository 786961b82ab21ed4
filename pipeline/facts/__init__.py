"""Facts: the same numeric statement across versions, and the discrepancies between them."""
from __future__ import annotations

from pipeline.align import pivot_spans
from pipeline.facts.classify import Verdict, judge_fact, message_for, missing_verdicts, unit_majority
from pipeline.facts.match import Fact, Mention, build_mentions, group_facts
from pipeline.facts.relation import relate
from pipeline.ids import issue_id
from pipeline.model import Discrepancy, LocatedNumber, Place, Version

CONDENSED_SHARE = 0.4  # a version with less than this share of the others' text is a summary
HEADLINE_PARAGRAPHS = 1  # the lede: the first paragraph of the pivot


def condensed_versions(versions: list[Version]) -> set[str]:
    lengths = sorted(len(v.text) for v in versions)
    if len(lengths) < 2:
        return set()
    median = lengths[len(lengths) // 2]
    return {v.lang for v in versions if len(v.text) < CONDENSED_SHARE * median}


def covering_versions(fact: Fact, spans: dict[str, list[tuple[int, int]]], condensed: set[str]) -> dict[str, bool]:
    """Versions expected to state the fact, each with whether it is condensed.

    A full version covers the whole article (an omitted paragraph is exactly where facts go
    missing); a condensed one only the pivot paragraphs its own paragraphs summarize.
    """
    lo = min(m.span[0] for m in fact.members.values())
    hi = max(m.span[1] for m in fact.members.values())
    return {lang: lang in condensed for lang, lang_spans in spans.items()
            if lang not in condensed or any(a <= hi and lo <= b for a, b in lang_spans)}


def stated_nearby(fact: Fact, candidates: list[Mention]) -> bool:
    """A version that states the same amount (even wrongly scaled or in another unit) in a paragraph
    over the fact's place has not left it out: it said it once where the others repeat it."""
    expected = next(iter(fact.members.values())).number.mention
    lo = min(m.span[0] for m in fact.members.values())
    hi = max(m.span[1] for m in fact.members.values())
    for mention in candidates:
        if mention.span[0] <= hi and lo <= mention.span[1]:
            relation = relate(mention.number.mention, expected)
            if relation is not None and relation.kind != "value":
                return True
    return False


def reconcile_numbers(article: str, versions: list[Version], numbers: list[LocatedNumber],
                      spans: dict[str, list[tuple[int, int]]] | None = None) -> tuple[int, list[Discrepancy]]:
    """Assign ``fact_id`` to aligned numbers; return (fact count, numeric discrepancies).

    ``spans`` are the pivot spans from ``pipeline.align.align_article``; computed when not given.
    """
    if spans is None:
        spans = pivot_spans(versions, numbers)[1]
    mentions = build_mentions(numbers, spans)
    facts = [f for f in group_facts(mentions) if len(f.members) > 1]
    condensed = condensed_versions(versions)
    mentions_by_lang: dict[str, list[Mention]] = {}
    for m in mentions:
        mentions_by_lang.setdefault(m.lang, []).append(m)
    verdicts: list[Verdict] = []
    unit_priors = dict(filter(None, (unit_majority(f) for f in facts)))
    for k, fact in enumerate(facts, start=1):
        fact.fact_id = f"F{k:04d}"
        for mention in fact.members.values():
            mention.number.fact_id = fact.fact_id
        headline = min(m.span[0] for m in fact.members.values()) < HEADLINE_PARAGRAPHS
        verdicts.extend(judge_fact(fact, headline, unit_priors))
        covering = covering_versions(fact, spans, condensed)
        absent = [lang for lang in covering if lang not in fact.members and not stated_nearby(fact, mentions_by_lang.get(lang, []))]
        verdicts.extend(missing_verdicts(fact, {lang: covering[lang] for lang in covering
                                                if lang in fact.members or lang in absent}, headline))
    files = {v.lang: v for v in versions}
    return len(facts), to_discrepancies(article, verdicts, files, spans)


def to_discrepancies(article: str, verdicts: list[Verdict], versions: dict[str, Version],
                     spans: dict[str, list[tuple[int, int]]]) -> list[Discrepancy]:
    seen: dict[str, int] = {}
    out = []
    for v in verdicts:
        expected = v.expected.number
        found = v.suspect.number if v.suspect else None
        identity = (expected.mention.value, expected.mention.value_max, expected.mention.unit,
                    found.mention.value if found else None, found.mention.value_max if found else None,
                    found.mention.unit if found else None)
        base = issue_id(article, v.kind, v.lang, *identity)
        seen[base] = seen.get(base, 0) + 1
        ident = base if seen[base] == 1 else issue_id(article, v.kind, v.lang, *identity, seen[base])
        version = versions[v.lang]
        line = found.line if found else _line_for_missing(version, v, spans)
        out.append(Discrepancy(
            article=article, issue_id=ident, kind=v.kind, severity=v.severity, lang=v.lang, file=version.file,
            line=line, found=found.mention.surface if found else "",
            found_value=found.mention.value if found else None, found_unit=found.mention.unit if found else "",
            expected=expected.mention.surface, expected_value=expected.mention.value,
            expected_unit=expected.mention.unit,
            evidence=[Place(m.lang, m.number.line, m.number.start, m.number.end) for m in v.supporters],
            message=message_for(v), start=found.start if found else None, end=found.end if found else None,
            fact_id=expected.fact_id))
    return out


def _line_for_missing(version: Version, v: Verdict, spans: dict[str, list[tuple[int, int]]]) -> int:
    """The first line of the version's paragraph that covers where the others state the fact."""
    target = v.expected.span[0]
    for j, (lo, hi) in enumerate(spans.get(v.lang, [])):
        if lo <= target <= hi:
            return version.paragraphs[j].line
    return version.paragraphs[0].line
