"""Identifiers, no figure: digits that are part of a name, a version, a code or a heading.

Rules, not lists: digits glued to letters (K3, Detectron2, INT4, v1, K2.5, GPT-5.6), strings
with impossible marks (2407.00079), digits glued to ":" or "/" and more digits (10:30, 1/3),
zero-padded numbers opening a line (section "01"), and a bare integer right after a name-like
Latin word (FAST 2025, ECCV 2018, Claude Fable 5, Microsoft 365, iPhone 16): an acronym or
CamelCase word anywhere, or a capitalized word that is neither sentence-initial nor a word of
the language's tables; a capitalized number word before another capitalized word is part of a
name ("the Four Corners"). A word of the language glued to digits by a missing space ("عام2020")
and a currency symbol ("RM31.5") are no name.

Phone numbers, postcodes and codes are no figure either (``read_phone``, ``read_code``): a chain of
digit groups joined by single spaces, hyphens, dots or brackets with a leading "+", a group opening
with 0, a bracketed group, three hyphenated groups of ten digits or more ("1-800-555-0199"), or a
phone word before it ("+90 212 555 44 33", "0800 123 4567", "03-2615 5555", "8 (800) 555-35-35",
"हेल्पलाइन नंबर 1800 11 4000"); digits after a code word ("code 4582", "PIN", "posta kodu", "पिन
कोड", "الرمز البريدي", "индекс", "№").

Tables: ``units.yml`` ``identifiers`` (phone words, code words); the words of every other
dimension are "words of the language".
"""
from __future__ import annotations

import re
from typing import Optional

from .lexicon import LangTables, TableFiles, hyphenated_connector, match_at, match_stem
from .money import glued_currency
from .ranks import is_article, is_rank_prefix, ordinal_dot_before_word
from .raw import Raw, Scan
from .tokens import NUM, SYM, WORD, Tok

READS = ("money", "ranks")  # "RM31.5", "US$5"; "ke-8", "الـ18", "19. yüzyılda"

_LATIN_WORD = re.compile(r"[A-Za-z\u00C0-\u024F]+\Z")
# an Arabic word glued to digits is a missing space ("يعتقد38%"): Arabic names carry no digits
ARABIC_WORD = re.compile(r"[\u0620-\u064A\u0671-\u06D3]+")
PHONE_WORD, CODE_WORD = frozenset({"phone_word"}), frozenset({"code_word"})
PHONE_MIN_DIGITS = 7  # "555 1234" and up; a local number has seven digits
SAID_PHONE_MIN_DIGITS = 5  # after a phone word, a helpline too ("116 123")
PHONE_WINDOW = 4  # words between a phone word and the number ("call Samaritans free on")
HYPHENATED_PHONE_DIGITS = 10  # "1-800-555-0199"; "12-3-2020" is a date, "2-3-4" a list
GROUP_JOINERS = frozenset({"-", "."})
CODE_WINDOW = 3  # tokens of the longest code word ("почтовый индекс", "kode pos")


def load(t: LangTables, files: TableFiles) -> None:
    spec = files.units.get("identifiers") or {}
    t.add_all(spec.get("phone_words"), "phone_word")
    t.add_all(spec.get("code_words"), "code_word")
    t.code_links = t.normalized(spec.get("links"))
    t.code_word_tokens = frozenset(word for key, entries in t.phrases.items() if "code_word" in entries
                                   for word in key)  # (Arabic clitics: the word with and without them)
    t.code_word_tokens |= frozenset(c + w for w in t.code_word_tokens for c in t.clitics)


# ---------------------------------------------------------------- phone numbers and codes


def phone_groups(ctx: Scan, i: int) -> tuple[list[str], int, bool]:
    """(digit groups, token after, a group in brackets or after a hyphen) of the chain of digit groups
    starting at token i: groups joined by one space, a hyphen or a dot, a group in brackets ("8
    (800) 555-35-35"); a token grouped by spaces ("7 495 123") gives its groups."""
    toks, text = ctx.toks, ctx.norm.text
    groups, j, marked = [], i, False
    while j < len(toks) and toks[j].kind == NUM and toks[j].text.replace(" ", "").isdigit():
        groups += re.split(r"[ \u00a0]", toks[j].text)
        k = j + 1
        if j == i and i > 0 and toks[i - 1].text == "(" and k + 1 < len(toks) and toks[k].text == ")" \
                and toks[k + 1].kind == NUM and text[toks[k].end:toks[k + 1].start] == " ":
            j, marked = k + 1, True  # "(0212) 555 44 33"
            continue
        if k + 1 < len(toks) and toks[k].text in GROUP_JOINERS and toks[j].glued_to(toks[k]) \
                and toks[k].glued_to(toks[k + 1]) and toks[k + 1].kind == NUM:
            j, marked = k + 1, True
            continue
        if k + 2 < len(toks) and toks[k].text == "(" and toks[k + 1].kind == NUM and toks[k + 2].text == ")" \
                and text[toks[j].end:toks[k].start] == " " and toks[k + 2].end < len(text):
            groups.append(toks[k + 1].text)
            marked = True
            j = k + 3
            if j < len(toks) and toks[j].kind == NUM and text[toks[k + 2].end:toks[j].start] == " ":
                continue
            break
        if k < len(toks) and toks[k].kind == NUM and text[toks[j].end:toks[k].start] == " ":
            j = k
            continue
        j = k
        break
    return groups, j, marked


def read_phone(ctx: Scan, i: int) -> Optional[tuple[Optional[Raw], int]]:
    """A phone number is no figure (skipped to its end): digit groups after a "+" or a phone word,
    opening with 0, with a group in brackets, or hyphenated into three groups or more of ten digits."""
    toks = ctx.toks
    if i > 0 and toks[i - 1].kind == NUM and toks[i - 1].glued_to(toks[i]):
        return None
    groups, j, marked = phone_groups(ctx, i)
    digits = sum(len(g) for g in groups)
    if digits < SAID_PHONE_MIN_DIGITS:
        return None
    plus = i > 0 and toks[i - 1].text == "+" and toks[i - 1].glued_to(toks[i])
    bracket = i > 0 and toks[i - 1].text == "(" and toks[i - 1].glued_to(toks[i])
    said = phrase_before(ctx, i, PHONE_WORD)
    if (said or phone_word_in_clause(ctx, i)) and digits >= SAID_PHONE_MIN_DIGITS \
            and (len(groups) >= 2 or digits >= PHONE_MIN_DIGITS):
        return None, j  # "call Samaritans free on 116 123", "hubungi Samaritans percuma di 116 123"
    if digits < PHONE_MIN_DIGITS or len(groups) < 2:
        return None
    opens_with_zero = groups[0].startswith("0") and len(groups[0]) >= 2
    hyphenated = len(groups) >= 3 and digits >= HYPHENATED_PHONE_DIGITS and marked \
        and not all(len(g) == 4 for g in groups)  # "2018-2019-2020" are years
    if hyphenated and grouped_range(toks[i:j]):
        hyphenated = False  # "10 500–11 000": two space-grouped numbers, a range
    if plus or opens_with_zero and len(groups) >= 2 or bracket or hyphenated \
            or marked and len(groups) >= 3 and digits >= PHONE_MIN_DIGITS and opens_with_zero:
        return None, j
    return None


def grouped_range(chain: list[Tok]) -> bool:
    """Two numbers grouped in thousands by a space, a dash between ("10 500–11 000", "12 000-15
    000"): a range, whose second group of zeros is no phone's group opening with 0."""
    numbers = [tok for tok in chain if tok.kind == NUM]
    return len(numbers) == 2 and len(chain) == 3 and chain[1].text in "-\u2013\u2014" and all(
        re.fullmatch(r"\d{1,3}(?:[ \u00a0]\d{3})+", tok.text) for tok in numbers)


def compound_word(toks: list[Tok], j: int, t: LangTables) -> bool:
    """"two-way", "four-wheel drive", "one-sided", "five-star": a number word (ending before j) glued
    by a hyphen to a word no table knows is part of a compound word, no figure ("two-foot",
    "five-year", "twenty-five", "two-thirds" are read before this is asked)."""
    return j + 1 < len(toks) and toks[j].text == "-" and toks[j - 1].glued_to(toks[j]) \
        and toks[j].glued_to(toks[j + 1]) and toks[j + 1].kind == WORD and match_at(toks, j + 1, t) is None \
        and not match_stem(toks, j + 1, t, "count")


def phone_word_in_clause(ctx: Scan, i: int) -> bool:
    """A phone word a few words before the digit groups, in their clause ("hubungi Samaritans
    percuma di 116 123": call Samaritans free on)."""
    toks = ctx.toks
    for k in range(i - 1, max(-1, i - 1 - PHONE_WINDOW), -1):
        if toks[k].kind != WORD:
            return False
        m = match_at(toks, k, ctx.t, PHONE_WORD)
        if m is not None and m.text_end <= i:
            return True
    return False


def read_code(ctx: Scan, i: int) -> Optional[tuple[Optional[Raw], int]]:
    """"code 4582", "PIN 1234", "posta kodu 34367", "पिन कोड 110001", "الرمز 4582", "индекс
    101000", "№ 1-234": digits right after a code word are no figure."""
    toks = ctx.toks
    if not any(tok.text in ctx.t.code_word_tokens for tok in toks[max(0, i - CODE_WINDOW - 1):i]):
        return None  # cheap: no word of a code word before
    if phrase_before(ctx, i, CODE_WORD):
        return None, identifier_end(ctx.toks, i)
    return None


def phrase_before(ctx: Scan, i: int, kinds: frozenset) -> bool:
    """A phrase of ``kinds`` ends right before token i (a colon or "is" between allowed: "PIN: 1234")."""
    toks = ctx.toks
    k = i
    if k > 0 and toks[k - 1].text in (":",):
        k -= 1
    for start in range(k - 1, max(-1, k - 1 - CODE_WINDOW), -1):
        m = match_at(toks, start, ctx.t, kinds, first_token_is_word=False)
        if m is not None and m.text_end in (k, k - 1) and (m.text_end == k or toks[k - 1].text in ctx.t.code_links):
            return True
    return False
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
            and not is_article(toks, i - 1, t) and not _spacing_slip(toks, i - 1, t) \
            and not (t.script == "Arabic" and len(prev.text) >= 3 and ARABIC_WORD.fullmatch(prev.text))
    if prev.text in ":/" and i >= 2 and toks[i - 2].glued_to(prev) and toks[i - 2].kind == NUM:
        return True  # 10:30, 3:1, 1/3, 2024/25: clock times, ratios, fractions, seasons
    if prev.text in "-_/" and i >= 2 and toks[i - 2].glued_to(prev):
        if is_rank_prefix(toks, i - 2, t):
            return False
        if i >= 4 and toks[i - 4].kind == NUM and hyphenated_connector(toks, i - 3, t):
            return False  # "18-से-29": the second end of a range
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
    if event_year(toks[i].text):
        return False  # "Olimpik 1996", "Expo 2020", "Tokyo 2020": the year of an event is a year
    if (prev.text,) in t.phrases:
        return False  # a month, currency or other word of the language
    if t.script != "Latin":
        return True  # a Latin name inside Arabic, Hindi or Russian text
    return not _sentence_initial(toks, i - 1, original, orig_start)


EVENT_YEARS = range(1900, 2101)


def event_year(text: str) -> bool:
    """Four digits of a modern year: after a capitalized word they are the year of the event or
    edition it names, read as a year in every version (after an acronym, a conference's: "ECCV 2018")."""
    return len(text) == 4 and text.isdigit() and int(text) in EVENT_YEARS


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
