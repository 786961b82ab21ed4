"""Edits judged against what did not change (``reconcile check --changed-since REF``).

For each changed version the caller gives its numbers and lines as they were at the git ref
(``Reference.previous``). Lines are matched old to new (``difflib``), and inside a changed
run of lines the mentions are matched in order by how they are written; a current mention
whose line or reading changed, or that is new, has *moved*. On a fact with a moved mention:

- the moved (changed) versions do not vote: they are judged against the unchanged versions
  that are not accepted deviations, and the message says what changed ("The Malay version
  changed "US$31.5 bilion" to "US$315 bilion" (line 1); the unchanged ...");
- the unchanged versions are judged as before the edit, with the changed versions' old
  readings in the vote, so somebody else's edit never newly blames them.
"""
from __future__ import annotations

from dataclasses import replace
from difflib import SequenceMatcher
from typing import Optional

from pipeline.facts.classify import Judging, Verdict, judge_fact
from pipeline.facts.match import Fact
from pipeline.model import LocatedNumber, Reference

Moved = dict[int, Optional[LocatedNumber]]  # id(current number) -> the number it replaced, if any


def moved_mentions(reference: Reference, numbers: list[LocatedNumber], current_lines: dict[str, list[str]]) -> Moved:
    """Current numbers of changed versions that differ from (or did not exist at) the ref."""
    moved: Moved = {}
    for lang, old_numbers in reference.previous.items():
        if lang not in current_lines:
            continue
        new_numbers = [n for n in numbers if n.lang == lang]
        moved.update(moved_in_version(old_numbers, reference.previous_lines.get(lang, []), new_numbers,
                                      current_lines[lang]))
    return moved


def moved_in_version(old_numbers: list[LocatedNumber], old_lines: list[str],
                     new_numbers: list[LocatedNumber], new_lines: list[str]) -> Moved:
    old_by_line = _by_line(old_numbers)
    new_by_line = _by_line(new_numbers)
    moved: Moved = {}
    matcher = SequenceMatcher(a=old_lines, b=new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        old_run = [n for line in range(i1 + 1, i2 + 1) for n in old_by_line.get(line, [])]
        new_run = [n for line in range(j1 + 1, j2 + 1) for n in new_by_line.get(line, [])]
        moved.update(match_run(old_run, new_run))
    return moved


def _by_line(numbers: list[LocatedNumber]) -> dict[int, list[LocatedNumber]]:
    out: dict[int, list[LocatedNumber]] = {}
    for n in sorted(numbers, key=lambda n: (n.line, n.start)):
        out.setdefault(n.line, []).append(n)
    return out


def _reading(n: LocatedNumber) -> tuple:
    m = n.mention
    return (m.value, m.value_max, m.unit)


def match_run(old_run: list[LocatedNumber], new_run: list[LocatedNumber]) -> Moved:
    """Inside changed lines: mentions written and read the same are unchanged; the others are
    paired in order (a replaced figure) or new."""
    moved: Moved = {}
    matcher = SequenceMatcher(a=[_reading(n) for n in old_run], b=[_reading(n) for n in new_run], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        olds = old_run[i1:i2]
        for k, n in enumerate(new_run[j1:j2]):
            moved[id(n)] = olds[k] if k < len(olds) else None
    return moved


def edit_verdicts(fact: Fact, headline: bool, judging: Judging, moved: Moved) -> list[Verdict]:
    members = list(fact.members.values())
    movers = [m for m in members if id(m.number) in moved]
    unchanged = [m for m in members if id(m.number) not in moved]
    verdicts: list[Verdict] = []
    if unchanged:
        before = [replace(m, number=moved[id(m.number)]) for m in movers if moved[id(m.number)] is not None]
        as_before = Fact({m.lang: m for m in unchanged + before})
        verdicts += judge_fact(as_before, headline, judging, judged=unchanged)
    if unchanged and movers:
        abstain = judging.abstain | {id(m) for m in movers}
        against = Judging(judging.source, abstain, judging.unit_priors)
        if all(id(m) in abstain for m in unchanged):
            against = Judging(judging.source, {id(m) for m in movers}, judging.unit_priors)
        for v in judge_fact(fact, headline, against, judged=movers):
            previous = moved[id(v.suspect.number)]
            if previous is not None:
                v.previous = replace(v.suspect, number=previous)
            verdicts.append(v)
    return verdicts
