"""Match scores: "2-1", "1-1", "2:1" are two figures, not a range, a ratio or a clock time.

Tables: ``units.yml`` ``score_words`` ("со счетом", "skorla").


A score is two small whole numbers joined by a hyphen, an en dash or a colon with nothing glued
around them. With a hyphen the first is at least the second (a range rises: "1-2" stays a range)
unless a word of the result stands near ("lost 1-3", "1-3 yenildi");
with a colon the second is one digit (a clock time has two: "10:15") and a word of the language's
``score_words`` stands just before ("со счетом 2:1"; "Nisbah 3:1" is a ratio).
"""
from __future__ import annotations

from decimal import Decimal
from typing import Optional

from .lexicon import LangTables, TableFiles
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok

READS: tuple[str, ...] = ()

MAX_GOALS = 20
HYPHENS = frozenset({"-", "\u2013"})
COLON = ":"
OPENERS = frozenset("([{«\"'")


def load(t: LangTables, files: TableFiles) -> None:
    t.score_words = t.normalized(files.units.get("score_words"))


def read_score(ctx: Scan, i: int) -> Optional[tuple[Raw, int]]:
    """"2-1", "со счетом 3:0": each figure of a score is one mention of kind ``score``."""
    toks, t = ctx.toks, ctx.t
    if i not in ctx.score_seconds and score_second(toks, i, t) is None:
        return None
    if i not in ctx.score_seconds:
        ctx.score_seconds.add(score_second(toks, i, t))
    return Raw(i, i + 1, Decimal(toks[i].text), kind="score", plain_int=True), i + 1


SCORE_WORD_WINDOW = 4
SCORE_WORD_AFTER = 2  # "1-3 win", "1-0 से जीत": a word of the result just after the score


def score_second(toks: list[Tok], i: int, t: LangTables) -> Optional[int]:
    """Token index of the second figure when a score starts at token i, else None."""
    if i + 2 >= len(toks):
        return None
    first, mark, second = toks[i], toks[i + 1], toks[i + 2]
    if not (first.kind == NUM and second.kind == NUM and first.text.isdigit() and second.text.isdigit()
            and first.glued_to(mark) and mark.glued_to(second)):
        return None
    if len(first.text) > 2 or len(second.text) > 2 or first.text.startswith("0") and len(first.text) > 1:
        return None
    a, b = int(first.text), int(second.text)
    if a > MAX_GOALS or b > MAX_GOALS:
        return None
    if i > 0 and toks[i - 1].glued_to(first) and toks[i - 1].text not in OPENERS:
        return None  # "GPT-4-1", "v2:1", "-2-1"; an opening bracket or quote is fine
    if i + 3 < len(toks) and second.glued_to(toks[i + 3]) and toks[i + 3].kind in (NUM, WORD) \
            or i + 4 < len(toks) and second.glued_to(toks[i + 3]) and toks[i + 3].text in HYPHENS | {COLON, "/", "."} \
            and toks[i + 3].glued_to(toks[i + 4]) and toks[i + 4].kind == NUM:
        return None  # "12-3-2020", "2-1a", "1:2:3"
    said = any(tok.text in t.score_words for tok in toks[max(0, i - SCORE_WORD_WINDOW):i]) \
        or follows_score(toks, i, t)
    if mark.text in HYPHENS:
        after = any(tok.text in t.score_words for tok in toks[i + 3:i + 3 + SCORE_WORD_AFTER])
        return i + 2 if a >= b or said or after else None
    if mark.text == COLON:
        return i + 2 if len(second.text) == 1 and said else None
    return None


LIST_MARKS = frozenset({",", ";"})


def follows_score(toks: list[Tok], i: int, t: LangTables) -> bool:
    """The figures at i follow a score after a comma: the next set of a list of sets ("6:3, 7:6",
    "6-3, 7-6"), a score as the first one is."""
    return i >= 4 and toks[i - 1].text in LIST_MARKS and toks[i - 2].end <= toks[i - 1].start \
        and score_second(toks, i - 4, t) == i - 2
