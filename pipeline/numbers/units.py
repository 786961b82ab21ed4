"""What follows or precedes a number: scale words, currencies, percent, multipliers, counted nouns.

Order of reading after the number: attached suffix (2.8T, 6.5x, 8वें), percent sign, scale
words (milyar, млрд, करोड़, possibly several: हज़ार करोड़), then one unit phrase.
"""
from __future__ import annotations

import re
from typing import Optional

from .lexicon import match_at, match_stem
from .raw import Raw
from .tables import LangTables
from .tokens import NUM, SYM, WORD, Tok

UNIT_KINDS = frozenset({"currency", "percent", "pp", "pp_bare", "bp", "times", "age_after", "year_after",
                        "month", "rank_noun", "month_tail", "measure", "measure_choice", "degree"})
PER_HOUR_AFTER = frozenset({"per_hour_after"})
# how far (in tokens) a "pound" looks for words of weight ("weighing 200 pounds")
MASS_WINDOW = 6
SCALE = frozenset({"scale"})
# how far (in tokens) the words that explain a compact suffix may be: "2,8T model", "128K bağlam"
COMPACT_WINDOW = 5
BARRIERS = frozenset(",;.!?()[]")
SENTENCE_MARKS = frozenset(".!?;\u0964\u061f")


def read_scales(toks: list[Tok], j: int, t: LangTables, allow_plural: bool = True):
    """(power of ten, next token, end token of the surface) for scale words from j."""
    exponent, surface_end = 0, j
    while j < len(toks):
        if toks[j].kind != WORD and toks[j].kind != SYM:
            break
        m = match_at(toks, j, t, SCALE)
        if m is None or (m.get("scale").plural and not allow_plural):
            break
        exponent += m.get("scale").value
        j = surface_end = m.text_end
        if j < len(toks) and toks[j].text == "." and toks[j - 1].glued_to(toks[j]) \
                and toks[j - 1].text in t.abbreviations:
            j = surface_end = j + 1  # тыс.
        if m.end != m.text_end:
            j = m.end
            break
        if m.inflected:
            break
    return exponent, j, surface_end


def compact_unit(toks: list[Tok], i: int, t: LangTables) -> Optional[str]:
    """params or tokens, from the nearest explaining word around token i."""
    best: Optional[tuple[int, str]] = None
    lo, hi = max(0, i - COMPACT_WINDOW), min(len(toks), i + COMPACT_WINDOW + 1)
    for k in range(lo, hi):
        between = toks[min(k, i) + 1:max(k, i)]
        if any(tok.text in BARRIERS for tok in between):
            continue
        found = match_stem(toks, k, t, "compact_context")
        if found and (best is None or abs(k - i) < best[0]):
            best = (abs(k - i), found[0])
    return best[1] if best else None


def currency_before(original: str, start: int, t: LangTables) -> Optional[tuple[str, int]]:
    """(ISO code, original start of the symbol) for US$31.5, RM 5, USD 40, $ 5."""
    window = original[max(0, start - 6):start]
    stripped = window.rstrip(" \u00A0\u202F")
    for symbol, code in t.currency_symbols:
        if stripped.endswith(symbol):
            sym_start = start - (len(window) - len(stripped)) - len(symbol)
            if start - sym_start - len(symbol) > 1:
                continue
            before = original[sym_start - 1] if sym_start > 0 else " "
            if symbol[0].isalpha() and before.isalpha() or before.isdigit():
                continue  # "FORM 5", or "5€ 10" where € belongs to the 5
            return code, sym_start
    m = re.search(r"(?<![A-Za-z])([A-Z]{3})[ \u00A0]?\Z", window)
    if m and m.group(1) in t.iso_codes:
        return m.group(1), start - len(window) + m.start(1)
    return None


def currency_after(original: str, end: int, t: LangTables) -> Optional[tuple[str, int]]:
    """(ISO code, original end) for a symbol or code written after the number: 100 TL, 5 €."""
    window = original[end:end + 6]
    stripped = window.lstrip(" \u00A0\u202F")
    gap = len(window) - len(stripped)
    if gap > 1:
        return None
    for symbol, code in t.currency_symbols:
        if stripped.startswith(symbol):
            after = stripped[len(symbol):len(symbol) + 1]
            if symbol[-1].isalpha() and after.isalpha():
                continue
            if stripped[len(symbol):].lstrip(" \u00A0")[:1].isdigit():
                continue  # "2020 US$ 5": the symbol opens the next amount
            return code, end + gap + len(symbol)
    m = re.match(r"([A-Z]{3})(?![A-Za-z])", stripped)
    if m and m.group(1) in t.iso_codes:
        return m.group(1), end + gap + 3
    return None


def read_unit(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    """Apply the unit phrase at token j to ``raw``; return the next token index."""
    nxt = _read_unit_at(toks, j, t, raw)
    if nxt == j and raw.unit == "number":
        link = match_at(toks, j, t, LINK)
        if link is not None:  # "مليارات من الدولارات": a unit after "of"
            probe = Raw(raw.i0, raw.i1, raw.value)
            after = _read_unit_at(toks, link.end, t, probe)
            if after != link.end and probe.kind == "money":
                raw.set_unit(probe.unit, probe.kind, probe.counted)
                raw.i1 = probe.i1
                return after
    return nxt


LINK = frozenset({"unit_link"})


def _read_unit_at(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    m = match_at(toks, j, t, UNIT_KINDS)
    if m is not None:
        entries = m.entries
        if "measure" in entries and ("currency" not in entries or mass_context(toks, raw.i0, m.end, t)):
            raw.set_unit(entries["measure"].value, "measure")
            raw.i1 = m.text_end
            return per_hour_after(toks, m.end, t, raw)
        if "measure_choice" in entries:
            chosen = _unit_by_context(toks, raw.i0, m.end, t, entries["measure_choice"].value)
            if chosen is None:
                return j  # "300 كيلو" with nothing saying distance or weight: no unit
            raw.set_unit(chosen, "measure")
            raw.i1 = m.text_end
            return m.end
        if "currency" in entries:
            raw.set_unit(entries["currency"].value, "money")
        elif "bp" in entries:
            raw.set_unit("basis_point", "basis_point")
        elif "pp" in entries or "pp_bare" in entries and _percent_context(toks, raw.i0, t):
            raw.set_unit("percent_point", "percent_point")
        elif "pp_bare" in entries:
            raw.set_unit("count", "count", "points")  # "four points clear": points of a game
        elif "percent" in entries:
            raw.set_unit("percent", "percent")
        elif "times" in entries and _occurrences(toks, j, m, t, raw):
            raw.set_unit("count", "count", "occurrences")
        elif "times" in entries:
            raw.set_unit("times", "multiplier")
        elif "degree" in entries:
            raw.set_unit("degree", "measure")  # a temperature (or angle) without its scale
        else:
            m = None
        if m is not None:
            raw.i1 = m.text_end
            return m.end
    found = match_stem(toks, j, t, "quantity")
    if found:
        raw.set_unit(found[0], found[0], counted="parameters" if found[0] == "params" else "tokens")
        raw.i1 = j + found[1]
        return j + found[1]
    return j


PERCENT_KINDS = frozenset({"percent", "percent_prefix"})


RATE_WINDOW = 6


def _percent_context(toks: list[Tok], i0: int, t: LangTables) -> bool:
    """Whether bare "points" are percentage points: the paragraph states a percentage, or a word
    of a rate or a share stands shortly before ("Oy oranı 3 puan arttı")."""
    if any(match_stem(toks, k, t, "rate_context") for k in range(max(0, i0 - RATE_WINDOW), i0)):
        return True
    return any(match_at(toks, k, t, PERCENT_KINDS) is not None for k in range(len(toks))
               if toks[k].kind == WORD or toks[k].text in "%٪")


def mass_context(toks: list[Tok], i0: int, i1: int, t: LangTables) -> bool:
    """A word of weight near a number: "pound" is then the unit of mass, not the currency."""
    return _context_near(toks, i0, i1, t, "mass_context")


def _context_near(toks: list[Tok], i0: int, i1: int, t: LangTables, group: str) -> bool:
    for step in (-1, 1):
        k = i0 - 1 if step < 0 else i1
        for _ in range(MASS_WINDOW):
            if not 0 <= k < len(toks) or toks[k].text in SENTENCE_MARKS:
                break  # the context word must be in the same sentence
            if match_stem(toks, k, t, group, conjunctions=True):
                return True
            k += step
    return False


CONTEXT_GROUPS = {"length": "length_context", "mass": "mass_context"}


def _unit_by_context(toks: list[Tok], i0: int, i1: int, t: LangTables, keys: tuple) -> Optional[str]:
    """The unit among ``keys`` whose dimension's context words stand near the number."""
    from .measure import dimension_of

    for key in keys:
        group = CONTEXT_GROUPS.get(dimension_of(key))
        if group and _context_near(toks, i0, i1, t, group):
            return key
    return None


def per_hour_after(toks: list[Tok], j: int, t: LangTables, raw: Raw) -> int:
    """"2 inches per hour", "85 mil saatte": a length with "per hour" after it is a rate."""
    from .measure import per_hour

    rate = per_hour(raw.unit)
    m = match_at(toks, j, t, PER_HOUR_AFTER) if rate else None
    if m is None:
        return j
    raw.set_unit(rate, "measure")
    raw.i1 = m.text_end
    return m.end


def _occurrences(toks: list[Tok], j: int, m, t: LangTables, raw: Raw) -> bool:
    """"300 مرة" cited 300 times vs "زيادة 6 مرات" six-fold: ambiguous words need context."""
    if m.key not in {(w,) for w in t.times_ambiguous}:
        return False
    before = {tok.text for tok in toks[max(0, raw.i0 - 4):raw.i0]}
    before |= {w[len(c):] for w in before for c in t.clitics if w.startswith(c)}
    after = {tok.text for tok in toks[m.end:m.end + 2]}
    return not (before & t.times_context_before or after & t.times_context_after)


def counted_noun(toks: list[Tok], j: int, t: LangTables) -> Optional[str]:
    """What is counted by the noun at j, skipping "more than"-type fillers (300'den fazla kişi)."""
    for _ in range(3):
        found = match_stem(toks, j, t, "count")
        if found:
            return found[0]
        filler = match_at(toks, j, t, FILLER)
        if filler is None:
            return None
        j = filler.end
    return None


FILLER = frozenset({"count_filler"})


def attached_suffix(toks: list[Tok], i: int, t: LangTables) -> Optional[tuple[str, object, int]]:
    """What is glued right after the digits at i: ("compact", exp), ("times",), ("rank",),
    ("year",), ("ident",) or None; with the next token index."""
    if i + 1 >= len(toks) or not toks[i].glued_to(toks[i + 1]):
        return None
    nxt = toks[i + 1]
    glued_more = i + 2 < len(toks) and nxt.glued_to(toks[i + 2]) and toks[i + 2].kind in (WORD, NUM)
    if nxt.kind == WORD:
        if glued_more:
            return ("ident", None, i + 2)
        if nxt.text in t.compact_suffixes:
            return ("compact", t.compact_suffixes[nxt.text], i + 2)
        if nxt.text in ("x", "×"):
            return ("times", None, i + 2)
        if nxt.text in t.ordinal_suffixes:
            return ("rank", None, i + 2)
        m = match_at(toks, i + 1, t, frozenset({"year_after", "scale", "percent", "currency", "measure",
                                                "degree"}))
        if m is not None and m.end == i + 2:
            kind = next(iter(m.entries))
            return (kind, m.entries[kind].value, i + 2)
        return ("ident", None, i + 2)
    if nxt.text == "×":
        return ("times", None, i + 2)
    return None


def hyphen_suffix(toks: list[Tok], i: int, t: LangTables) -> Optional[tuple[str, int]]:
    """"8-й" (rank) or "48-часовой" (compound adjective): (kind, next token index)."""
    if i + 2 >= len(toks):
        return None
    dash, word = toks[i + 1], toks[i + 2]
    if dash.text != "-" or not toks[i].glued_to(dash) or not dash.glued_to(word) or word.kind != WORD:
        return None
    if word.text in t.ordinal_suffixes:
        return ("rank", i + 3)
    return ("compound", i + 2)


def look_back(toks: list[Tok], i: int, t: LangTables, kinds: frozenset, window: int) -> Optional[int]:
    """Index of a phrase of ``kinds`` ending within ``window`` tokens before i."""
    for k in range(i - 1, max(-1, i - 1 - window), -1):
        m = match_at(toks, k, t, kinds)
        if m is not None and m.end <= i:
            return k
    return None

