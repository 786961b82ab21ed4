"""Facts: the same numeric statement across versions, and the discrepancies between them.

``reconcile_numbers`` gives bare degrees the scale of their version (``scales``), aligns
sentences inside the aligned paragraphs, compares figures read in pieces whole (``pieces``),
groups mentions into facts (``match``), accounts for every mention left alone in an aligned
sentence (``account``: the same figure as another kind, or the figure slipped), settles ambiguous
marks by the other versions, votes on each fact against the reference (``classify``: the source
version, else the majority, without the accepted deviations), finds omissions and a version's
contradictions with itself (``consistency``), and turns verdicts into rows: one row per slip
(``oneslip``), with every line where the version repeats it.
"""
from __future__ import annotations

from typing import Optional

from pipeline.align import align_sentences, choose_pivot, pivot_spans
from pipeline.facts import messages
from pipeline.facts.account import Crossing, account, crossing_verdicts, range_end_slips, record, stated_by_ranges
from pipeline.facts.conversions import conversion_slips, conversion_twins
from pipeline.facts.unread import unread_digits, unread_in, unread_slip_verdict
from pipeline.facts.classify import Judging, Verdict, judge_fact, missing_verdicts, same_reading, spelled, unit_majority
from pipeline.facts.consistency import inconsistent_verdicts
from pipeline.facts.edits import edit_verdicts, moved_mentions
from pipeline.facts.match import Fact, Mention, build_mentions, group_facts, index_by_sentence, near_mentions
from pipeline.facts.relation import comparable, partial_range, power_of_ten_between, readings, relate, relate_readings
from pipeline.facts.oneslip import (merge_repeats, one_row_per_score, shared_inconsistencies, source_slips,
                                    unflagged_references, verdict_identity)
from pipeline.facts.pieces import join_pieces
from pipeline.facts.scales import infer_temperature_scales
from pipeline.ids import issue_id
from pipeline.model import Discrepancy, LocatedNumber, Place, Reference, Version
from pipeline.numbers.tables import says_repetition

CONDENSED_SHARE = 0.4  # a version with less than this share of the others' text is a summary
HEADLINE_PARAGRAPHS = 1  # the lede: the first paragraph of the pivot

Span = tuple[int, int]


def condensed_versions(versions: list[Version]) -> set[str]:
    lengths = sorted(len(v.text) for v in versions)
    if len(lengths) < 2:
        return set()
    median = lengths[len(lengths) // 2]
    return {v.lang for v in versions if len(v.text) < CONDENSED_SHARE * median}


def covering_versions(fact: Fact, spans: dict[str, list[Span]], condensed: set[str]) -> dict[str, bool]:
    """Versions expected to state the fact, each with whether it is condensed.

    A full version covers the whole article (an omitted paragraph is exactly where facts go
    missing); a condensed one only the pivot paragraphs its own paragraphs summarize.
    """
    lo = min(m.span[0] for m in fact.members.values())
    hi = max(m.span[1] for m in fact.members.values())
    return {lang: lang in condensed for lang, lang_spans in spans.items()
            if lang not in condensed or any(a <= hi and lo <= b for a, b in lang_spans)}


def said_otherwise(fact: Fact, candidates: list[Mention]) -> bool:
    """A version has not left a fact out when, where the others state it, it states the same
    amount in another form (once where the others repeat it, wrongly scaled, in another unit),
    or has a figure of the same kind in the aligned sentence that could not be placed (a
    restatement the reader does not understand is no omission)."""
    members = list(fact.members.values())
    lo = min(m.span[0] for m in members)
    hi = max(m.span[1] for m in members)
    sentences = [m.sent for m in members]
    for mention in candidates:
        if not (mention.span[0] <= hi and lo <= mention.span[1]):
            continue
        for m in members:
            relation = relate(mention.mention, m.mention)
            if relation is not None and relation.kind != "value":
                return True
        if not mention.number.fact_id and any(s[0] <= mention.sent[1] and mention.sent[0] <= s[1] for s in sentences):
            if any(comparable(mention.mention, m.mention) or partial_range(mention.mention, m.mention)
                   for m in members):
                return True
    return False


class SentenceIndex:
    """The mentions of each version by pivot sentence, to find those near a fact without going
    through every mention of the version (``match.SENTENCE_REACH``)."""

    def __init__(self, mentions: list[Mention]):
        self.mentions = mentions
        by_lang: dict[str, list[int]] = {}
        for k, m in enumerate(mentions):
            by_lang.setdefault(m.lang, []).append(k)
        self.index = {lang: index_by_sentence(mentions, ks) for lang, ks in by_lang.items()}

    def near(self, fact: Fact, lang: str) -> list[Mention]:
        index = self.index.get(lang, {})
        found = {k for m in fact.members.values() for k in near_mentions(m, index)}
        return [self.mentions[k] for k in sorted(found)]


def settle_readings(fact: Fact) -> None:
    """An ambiguous mark (Arabic ``77.000``) takes the reading the fact's other versions agree
    with, so numbers.csv and the reports show it; with no agreeing reading it stays as read."""
    members = list(fact.members.values())
    for m in members:
        if not m.mention.alt_values:
            continue
        others = [o.mention for o in members if o is not m]
        options = readings(m.mention)
        agreeing = [sum(1 for o in others if _same(r, o)) for r in options]
        best = max(range(len(options)), key=lambda k: (agreeing[k], -k))
        if best:
            chosen = options[best]
            read = m.mention
            alternatives = tuple(v for v in (read.value, *read.alt_values) if v != chosen.value)
            read.value, read.value_max = chosen.value, chosen.value_max
            read.base_value, read.base_max, read.resolution = chosen.base_value, chosen.base_max, chosen.resolution
            read.alt_values = alternatives


def _same(a, b) -> bool:
    relation = relate(a, b) if b.alt_values else relate_readings(a, b)
    return relation is not None and relation.kind == "same"


def candidate_ids(article: str, m: Mention, others: list[Mention]) -> set[str]:
    """Every issue id under which ``m`` could be reported against another member of its fact."""
    ids = set()
    for e in others:
        if same_reading(m, e):
            continue
        amount_kind = "scale" if power_of_ten_between(m.mention.value, e.mention.value) is not None else "value"
        identity = (e.mention.value, e.mention.value_max, e.mention.unit,
                    m.mention.value, m.mention.value_max, m.mention.unit)
        ids.update(issue_id(article, kind, m.lang, *identity) for kind in (amount_kind, "unit"))
    return ids


def accepted_deviations(article: str, fact: Fact, accepted: frozenset) -> set[int]:
    """Members whose deviation an editor accepted: they are judged, but do not vote."""
    if not accepted:
        return set()
    members = list(fact.members.values())
    return {id(m) for m in members if candidate_ids(article, m, [o for o in members if o is not m]) & accepted}


def reconcile_numbers(article: str, versions: list[Version], numbers: list[LocatedNumber],
                      spans: Optional[dict[str, list[Span]]] = None,
                      reference: Optional[Reference] = None) -> tuple[int, list[Discrepancy]]:
    """Assign ``fact_id`` to aligned numbers; return (fact count, numeric discrepancies).

    ``spans`` are the pivot spans from ``pipeline.align.align_article``; computed when not given.
    ``reference`` names a source version, the accepted issues and, for a check of edits, the
    changed versions as they were (see ``pipeline.model.Reference``).
    """
    reference = reference or Reference()
    if spans is None:
        spans = pivot_spans(versions, numbers)[1]
    infer_temperature_scales(numbers)
    pivot = choose_pivot(versions).lang
    sentences = align_sentences(versions, numbers, pivot, spans)
    matched, parts = join_pieces(numbers, {v.lang: v.raw_lines for v in versions})
    mentions = build_mentions(matched, spans, sentences)
    source = reference.source if any(v.lang == reference.source for v in versions) else ""
    facts, crossings = accounted_facts(group_facts(mentions), source, {v.lang: v.raw_lines for v in versions})
    condensed = condensed_versions(versions)
    unit_priors = dict(filter(None, (unit_majority(f) for f in facts)))
    moved = moved_mentions(reference, numbers, {v.lang: v.raw_lines for v in versions})
    for whole, pieces in parts.items():  # a figure read in pieces moved when one of its pieces did
        changed = next((moved[id(p)] for p in pieces if id(p) in moved), False)
        if changed is not False:
            moved[whole] = changed
    near_index = SentenceIndex(mentions)
    for k, fact in enumerate(facts, start=1):
        fact.fact_id = f"F{k:04d}"
        for mention in [*fact.members.values(), *fact.accounted.values(), *fact.pieces]:
            for number in parts.get(id(mention.number), [mention.number]):
                number.fact_id = fact.fact_id
            mention.number.fact_id = fact.fact_id
        settle_readings(fact)
    verdicts: list[Verdict] = crossing_verdicts(crossings, is_headline, source)
    twins = conversion_twins(facts)
    unread = unread_digits(versions, numbers, sentences)
    files = {v.lang: v for v in versions}
    for fact in facts:
        headline = is_headline(fact)
        judging = Judging(source, accepted_deviations(article, fact, reference.accepted), unit_priors)
        if moved and any(id(m.number) in moved for m in fact.members.values()):
            verdicts.extend(edit_verdicts(fact, headline, judging, moved))
        else:
            verdicts.extend(judge_fact(fact, headline, judging))
        covering = covering_versions(fact, spans, condensed)
        absent = {lang: covering[lang] for lang in covering if not stated_otherwise(fact, lang, twins) and (
            lang in fact.members or not said_otherwise(fact, near_index.near(fact, lang)))}
        for lang in [lang for lang in absent if lang not in fact.members and lang != source]:
            paragraphs = covering_paragraphs(fact, spans.get(lang, []))
            there, slip = unread_in(fact, lang, unread, paragraphs, covering[lang])
            if there or slip or second_said_again(fact, files[lang], paragraphs):
                del absent[lang]
            if slip:
                verdicts.append(unread_slip_verdict(fact, lang, slip, files[lang].file, paragraphs[0], source))
        verdicts.extend(missing_verdicts(fact, absent, headline, source))
    reported = {id(v.suspect) for v in verdicts if v.suspect is not None}
    reported_units = {id(v.suspect) for v in verdicts if v.suspect is not None and v.kind == "unit"}
    verdicts.extend(inconsistent_verdicts(facts, reported_units, reported))
    verdicts = shared_inconsistencies(one_row_per_score(verdicts), source, {v.lang for v in versions})
    verdicts = source_slips(verdicts, source, {id(f.members[source]): len(f.members) - 1
                                               for f in facts if source in f.members})
    verdicts = merge_repeats(verdicts)
    unflagged_references(verdicts)
    return len(facts), to_discrepancies(article, verdicts, files, spans)


def covering_paragraphs(fact: Fact, lang_spans: list[Span]) -> list[int]:
    """The version's paragraphs whose pivot spans cover where the others state the fact."""
    lo = min(m.span[0] for m in fact.members.values())
    hi = max(m.span[1] for m in fact.members.values())
    return [j for j, (a, b) in enumerate(lang_spans) if a <= hi and lo <= b]


def second_said_again(fact: Fact, version: Version, paragraphs: list[int]) -> bool:
    """"The second time", "a second meeting" spelled as an ordinal, which the version says as a
    repetition ("bir kez daha", "повторной встрече", "फिर से"): restated, no omission (a second
    written as another place, "third", is a value row all the same)."""
    members = list(fact.members.values())
    ranks = [m for m in members if m.mention.unit == "rank"]
    if not ranks or any(m.mention.value != 2 for m in members) or not spelled(ranks):
        return False  # every member says 2 (a "two" beside the "second" may have joined it)
    texts = [version.paragraphs[j].text for j in paragraphs if j < len(version.paragraphs)]
    return says_repetition(version.lang, " ".join(texts))


def stated_otherwise(fact: Fact, lang: str, twins: dict[int, list[Fact]]) -> bool:
    """The version states the fact in a form the matcher did not pair (``account``): as another
    kind of figure, a range, or the conversion written beside it."""
    return lang in fact.accounted or lang in fact.ends or any(lang in t.members for t in twins.get(id(fact), ()))


def is_headline(fact: Fact) -> bool:
    return min(m.span[0] for m in fact.members.values()) < HEADLINE_PARAGRAPHS


def accounted_facts(grouped: list[Fact], source: str, lines: dict[str, list[str]]) -> tuple[list[Fact], list[Crossing]]:
    """The facts of two versions or more, with the mentions left alone accounted for (``account``):
    a leftover joins the fact it states, and a figure only the source states becomes a fact when
    a version states it (rightly or with a slip)."""
    crossings = conversion_slips(grouped, conversion_twins(grouped)) + account(grouped, source)
    record(crossings, lines)
    joined = {id(c.mention) for c in crossings}
    kept = [f for f in grouped if not any(id(m) in joined for m in f.members.values())]
    stated_by_ranges(kept)
    return [f for f in kept if len(f.members) > 1 or f.accounted], crossings + range_end_slips(kept)


def to_discrepancies(article: str, verdicts: list[Verdict], versions: dict[str, Version],
                     spans: dict[str, list[Span]]) -> list[Discrepancy]:
    seen: dict[str, int] = {}
    out = []
    for v in verdicts:
        expected = v.expected.number
        found = v.suspect.number if v.suspect else None
        base = issue_id(article, v.kind, v.lang, *verdict_identity(v))
        seen[base] = seen.get(base, 0) + 1  # the same slip in two places of one version is merged above
        ident = base if seen[base] == 1 else issue_id(article, v.kind, v.lang, *verdict_identity(v), seen[base])
        version = versions[v.lang]
        line = found.line if found else _line_for_missing(version, v, spans)
        also = [Place(m.lang, m.number.line, m.number.start, m.number.end) for m in v.also]
        message = message_for(v, line)
        extra = messages.also_lines(sorted({p.line for p in also if p.line != line}))
        out.append(Discrepancy(
            article=article, issue_id=ident, kind=v.kind, severity=v.severity, lang=v.lang, file=version.file,
            line=line, found=found.mention.surface if found else "",
            found_value=found.mention.value if found else None, found_unit=found.mention.unit if found else "",
            expected=expected.mention.surface, expected_value=expected.mention.value,
            expected_unit=expected.mention.unit,
            evidence=_evidence(v), message=message + (extra or ""),
            start=found.start if found else None, end=found.end if found else None,
            fact_id=(found.fact_id if found else "") or expected.fact_id, also=also))
    return out


def _evidence(v: Verdict) -> list[Place]:
    """One place per supporting version and line (two mentions on one line are one place)."""
    places: dict[tuple[str, int], Place] = {}
    for m in v.supporters:
        places.setdefault((m.lang, m.number.line), Place(m.lang, m.number.line, m.number.start, m.number.end))
    return list(places.values())


def message_for(v: Verdict, line: int) -> str:
    supporters = sorted({m.lang for m in v.supporters})
    expected = v.expected.mention
    if v.kind == "missing":
        return messages.missing(v.lang, expected, v.expected.lang, supporters, v.by_source)
    found = v.suspect.mention
    if v.kind == "inconsistent":
        return messages.inconsistent(v.lang, expected, v.expected.number.line, found, v.suspect.number.line, v.shared)
    if v.previous is not None:
        return messages.changed(v.lang, v.previous.mention, found, line, expected, v.expected.lang, supporters,
                                v.by_source, v.majority)
    return messages.disagreement(v.kind, v.lang, found, expected, v.expected.lang, supporters, v.majority,
                                 v.by_source, v.exponent)


def _line_for_missing(version: Version, v: Verdict, spans: dict[str, list[Span]]) -> int:
    """The first line of the version's paragraph that covers where the others state the fact."""
    target = v.expected.span[0]
    for j, (lo, hi) in enumerate(spans.get(v.lang, [])):
        if lo <= target <= hi:
            return version.paragraphs[j].line
    return version.paragraphs[0].line
