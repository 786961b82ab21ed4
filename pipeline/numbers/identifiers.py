"""Identifiers, no figure: digits that are part of a name, a version, a code or a heading.

Rules, not lists: digits glued to letters (K3, Detectron2, INT4, v1, K2.5, GPT-5.6), strings
with impossible marks (2407.00079), digits glued to ":" or "/" and more digits (10:30, 1/3),
zero-padded numbers opening a line (section "01"), and a bare integer right after a name-like
Latin word (FAST 2025, ECCV 2018, Claude Fable 5, Microsoft 365, iPhone 16): an acronym or
CamelCase word anywhere, or a capitalized word that is neither sentence-initial nor a word of
the language's tables; a capitalized number word before another capitalized word is part of a
name ("the Four Corners"). A word of the language glued to digits by a missing space ("عام2020")
and a currency symbol ("RM31.5") are no name.

Tables: none of its own; the words of every other dimension are "words of the language".
"""
from __future__ import annotations

import re
from typing import Optional

from .lexicon import LangTables, match_at
from .money import glued_currency
from .ranks import is_article, is_rank_prefix, ordinal_dot_before_word
from .raw import Raw, Scan
from .tokens import NUM, SYM, WORD, Tok

READS = ("money", "ranks")  # "RM31.5", "US$5"; "ke-8", "الـ18", "19. yüzyılda"

_LATIN_WORD = re.compile(r"[A-Za-z\u00C0-\u024F]+\Z")
_SENTENCE_END = ".!?:;\n\u0964\u061F"


def read_glued_name(ctx: Scan, i: int) -> Optional[tuple[Optional[Raw], int]]:
    """K3, GPT-5, Detectron2: digits glued to a name are no figure (skipped to the end of the
    identifier); a glued currency symbol is no name."""
    if glued_to_name(ctx.toks, i, ctx.t) and not glued_currency(ctx, i):
        return None, identifier_end(ctx.toks, i)
    return None


def read_section_number(ctx: Scan, i: int) -> Optional[tuple[Optional[Raw], int]]:
    """"01 Title", "3) item" opening a line: a heading's number, unless an ordinal ("19. yüzyılda")."""
    if is_section_number(ctx.toks, i, ctx.norm.text) and not ordinal_dot_before_word(ctx, i):
        return None, i + 1
    return None


def read_ratio_opening(ctx: Scan, i: int) -> Optional[tuple[Optional[Raw], int]]:
    """10:30, 3:1, 1/3: digits glued to ":" or "/" and more digits are no quantity here."""
    if opens_ratio(ctx.toks, i):
        return None, identifier_end(ctx.toks, i)
    return None


def identifier_end(toks: list[Tok], i: int) -> int:
    """Token index after the identifier chain that token i belongs to."""
    j = i + 1
    while j < len(toks) and toks[j - 1].glued_to(toks[j]) and (
            toks[j].kind in (WORD, NUM) or (toks[j].text in "-._/+" and j + 1 < len(toks)
                                           and toks[j].glued_to(toks[j + 1])
                                           and toks[j + 1].kind in (WORD, NUM))):
        j += 1
    return j


def glued_to_name(toks: list[Tok], i: int, t: LangTables) -> bool:
    """Digits at i are glued on the left to a word (K3) or to word + hyphen (GPT-5)."""
    if i == 0:
        return False
    prev = toks[i - 1]
    if not prev.glued_to(toks[i]):
        return False
    if prev.kind == WORD:
        return not is_clitic(toks, i - 1, t) and not is_rank_prefix(toks, i - 1, t) \
            and not is_article(toks, i - 1, t) and not _spacing_slip(toks, i - 1, t)
    if prev.text in ":/" and i >= 2 and toks[i - 2].glued_to(prev) and toks[i - 2].kind == NUM:
        return True  # 10:30, 3:1, 1/3, 2024/25: clock times, ratios, fractions, seasons
    if prev.text in "-_/" and i >= 2 and toks[i - 2].glued_to(prev):
        if is_rank_prefix(toks, i - 2, t):
            return False
        if toks[i - 2].kind == NUM:  # 40-50 is a range, K2-5 stays a name
            return prev.text == "-" and glued_to_name(toks, i - 2, t)
        return toks[i - 2].kind == WORD or toks[i - 2].text == ")"
    if prev.text == "." and i >= 2 and toks[i - 2].glued_to(prev) and toks[i - 2].kind == WORD:
        return True  # TaskMatrix.AI-like names, "v.2"
    return False


SLIP_KINDS = frozenset({"year_before", "age_before", "rank_noun", "percent_prefix", "bound_before"})


def _spacing_slip(toks: list[Tok], k: int, t: LangTables) -> bool:
    """"عام2020", "sejak2019": a word of the language that introduces a number, glued to it by a
    missing space (not a name like K3: single letters and words outside the tables are names)."""
    if len(toks[k].text) < 2 or (k > 0 and toks[k - 1].glued_to(toks[k])):
        return False
    m = match_at(toks, k, t, SLIP_KINDS)
    return m is not None and m.end == k + 1


def opens_ratio(toks: list[Tok], i: int) -> bool:
    """Digits glued to ":" or "/" and more digits: 10:30, 3:1, 1/3 are not quantities here."""
    return i + 2 < len(toks) and toks[i + 1].text in ":/" and toks[i].glued_to(toks[i + 1]) \
        and toks[i + 1].glued_to(toks[i + 2]) and toks[i + 2].kind == NUM


def is_clitic(toks: list[Tok], k: int, t: LangTables) -> bool:
    """Arabic و/ب/ل... glued before digits (و80%), itself not glued to anything before."""
    word = toks[k].text
    if word not in t.clitics:
        return False
    return k == 0 or not toks[k - 1].glued_to(toks[k])


def is_section_number(toks: list[Tok], i: int, text: str) -> bool:
    """"01 Title" or "3) item" at the start of a line."""
    tok = toks[i]
    if text[:tok.start].rstrip(" \t")[-1:] not in ("", "\n"):
        return False
    if len(tok.text) >= 2 and tok.text.startswith("0") and tok.text.isdigit():
        return True
    if i + 2 >= len(toks) or not tok.text.isdigit() or len(tok.text) > 2:
        return False
    mark, after = toks[i + 1], toks[i + 2]
    return mark.text in (")", ".") and tok.glued_to(mark) and not mark.glued_to(after) \
        and after.kind == WORD


def after_name(toks: list[Tok], i: int, original: str, orig_start, t: LangTables) -> bool:
    """A bare integer right after a product, conference or other name-like Latin word."""
    if i == 0:
        return False
    prev = toks[i - 1]
    if prev.kind != WORD or prev.glued_to(toks[i]) or toks[i].start - prev.end > 1:
        return False
    word = original[orig_start(prev.start):orig_start(prev.end - 1) + 1]
    word = re.sub(r"^[\u0600-\u06FF]+", "", word)  # Arabic clitic glued to a Latin name: وCVPRW
    if not _LATIN_WORD.match(word):
        return False
    if word[0].islower() and any(ch.isupper() for ch in word[1:]):
        return True  # iPhone, iOS, eVTOL: a product's camel-cased name
    if not word[0].isupper():
        return False
    if sum(ch.isupper() for ch in word) >= 2:
        return True  # FAST, ECCV, NeurIPS, GPT
    if (prev.text,) in t.phrases:
        return False  # a month, currency or other word of the language
    if t.script != "Latin":
        return True  # a Latin name inside Arabic, Hindi or Russian text
    return not _sentence_initial(toks, i - 1, original, orig_start)


def capitalized_in_name(toks: list[Tok], i: int, original: str, orig_start, t: LangTables) -> bool:
    """A capitalized number word inside a sentence, before another capitalized word, in a script
    with case: a name ("the Four Corners", "Seven Sisters"), not a quantity."""
    if t.script == "Latin" or t.script == "Cyrillic":
        if i + 1 >= len(toks) or toks[i + 1].kind != WORD or _sentence_initial(toks, i, original, orig_start):
            return False
        first = original[orig_start(toks[i].start)]
        following = original[orig_start(toks[i + 1].start)]
        return first.isupper() and following.isupper()
    return False


def _sentence_initial(toks: list[Tok], k: int, original: str, orig_start) -> bool:
    if k == 0:
        return True
    prev = toks[k - 1]
    return prev.kind == SYM and prev.text in _SENTENCE_END or "\n" in original[
        orig_start(prev.end - 1) + 1:orig_start(toks[k].start)]
