"""One slip, one row: verdicts that report the same slip more than once become one.

- the same suspect mention judged twice, or the same wrong figure repeated in one version (the
  lede and its paragraph): one verdict with several places (``merge_repeats``);
- the two figures of a score a version leaves out ("1-0" in the others' headline): one
  ``missing`` row, not one per figure (``one_row_per_score``);
- an inconsistency that every version shares (the source says dollars in its lede and yuan in its
  body, and each translation follows it): one ``inconsistent`` row, on the source when there is
  one, not one per version (``shared_inconsistencies``); and the source's own inconsistency that
  the translations set right is that row too, not one row per translation (``source_slips``);
- a row quotes as its reference a version that no row calls wrong, when the reference side has
  one (``unflagged_references``).
"""
from __future__ import annotations

from pipeline.facts.classify import Verdict, display_choice

SCORE = "score"  # the kind pipeline.numbers gives both figures of a match score


def verdict_identity(v: Verdict) -> tuple:
    expected = v.expected.mention
    found = v.suspect.mention if v.suspect else None
    return (expected.value, expected.value_max, expected.unit,
            found.value if found else None, found.value_max if found else None, found.unit if found else None)


def reading_order(v: Verdict) -> tuple:
    where = v.suspect or v.expected
    return (v.lang, where.number.line if v.suspect else 0, where.number.start, v.kind)


def merge_repeats(verdicts: list[Verdict]) -> list[Verdict]:
    """The same suspect mention judged twice, or the same wrong figure repeated in one version,
    is one verdict with several places."""
    out: list[Verdict] = []
    by_key: dict[tuple, Verdict] = {}
    seen_suspects: set[tuple[int, str]] = set()
    for v in sorted(verdicts, key=reading_order):
        if v.suspect is not None:
            if (id(v.suspect), v.kind) in seen_suspects:
                continue
            seen_suspects.add((id(v.suspect), v.kind))
        key = (v.kind, v.lang, verdict_identity(v))
        first = by_key.get(key)
        if first is None:
            by_key[key] = v
            out.append(v)
        elif v.suspect is not None:
            first.also.append(v.suspect)
            first.supporters = first.supporters + [s for s in v.supporters if s not in first.supporters]
    return out


def one_row_per_score(verdicts: list[Verdict]) -> list[Verdict]:
    """A version that leaves out a score leaves out both its figures: one ``missing`` row."""
    out, seen = [], set()
    for v in verdicts:
        if v.kind == "missing" and v.expected.mention.kind == SCORE:
            where = (v.lang, v.expected.lang, v.expected.number.line, v.expected.sentence)
            if where in seen:
                continue
            seen.add(where)
        out.append(v)
    return out


def shared_inconsistencies(verdicts: list[Verdict], source: str, langs: set[str]) -> list[Verdict]:
    """An inconsistency stated alike by every version (the same two readings), or by the source
    and the versions that follow it, is the source's: kept once, on the source when there is one
    (else on the first version), naming the others (``Verdict.shared``)."""
    groups: dict[tuple, list[Verdict]] = {}
    for v in verdicts:
        if v.kind == "inconsistent":
            groups.setdefault(inconsistency_key(v), []).append(v)
    dropped: set[int] = set()
    for group in groups.values():
        stating = {v.lang for v in group}
        if len(group) < 2 or (source not in stating if source else stating != langs):
            continue
        keep = next((v for v in group if v.lang == source), None) or min(group, key=lambda v: v.lang)
        keep.shared = sorted(stating - {keep.lang})
        dropped.update(id(v) for v in group if v is not keep)
    return [v for v in verdicts if id(v) not in dropped]


def source_slips(verdicts: list[Verdict], source: str, translations: dict[int, int]) -> list[Verdict]:
    """The source contradicting itself (an ``inconsistent`` row on it) where every translation of
    one of the two figures agrees against it: the translators set the slip right, and the one row
    is the source's, not a row per translation judged against the slip. ``translations`` gives,
    for each source mention (by ``id``), how many translations state its fact."""
    if not source:
        return verdicts
    involved = {id(m) for v in verdicts if v.kind == "inconsistent" and v.lang == source
                for m in [v.suspect, v.expected, *v.also]}
    against: dict[int, set[str]] = {}
    for v in verdicts:
        if v.by_source and v.suspect is not None and id(v.expected) in involved:
            against.setdefault(id(v.expected), set()).add(v.lang)
    unanimous = {k for k, reported in against.items() if len(reported) == translations.get(k, -1)}
    return [v for v in verdicts if not (v.by_source and v.suspect is not None and id(v.expected) in unanimous)]


def inconsistency_key(v: Verdict) -> tuple:
    first, second = v.expected.mention, v.suspect.mention
    return (first.value, first.unit, second.value, second.unit)


def unflagged_references(verdicts: list[Verdict]) -> None:
    """A row's reference (``expected``) is a mention that no other row calls wrong, when its side
    has one: a reference the editor is told elsewhere is wrong is no reference."""
    flagged = {id(m) for v in verdicts for m in ([v.suspect] if v.suspect else []) + v.also}
    for v in verdicts:
        if v.kind == "inconsistent" or id(v.expected) not in flagged:
            continue
        clean = [m for m in v.supporters if id(m) not in flagged]
        if clean:
            v.expected = display_choice(clean, {id(m) for m in clean})
