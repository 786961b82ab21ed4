"""Money: a figure in a currency, its ISO 4217 code as the unit ("31,5 milyar dolar", "US$31.5
bilion", "RM 5", "100 TL", "5 €", "450 دولارا أستراليا").

A symbol or code before the figure opens the mention ("$8 billion to $12 billion" is one range,
"-$912 million" is negative); a compact suffix after a symbol is a scale of money ("US$2.8T").
Currency words after the figure are read as the figure's unit phrase (``units.read_unit``).

Tables: ``units.yml`` ``currencies`` (and ``accusative``: the case Arabic puts a currency in
after 11 to 99), ``cldr.yml`` (currency names and symbols of the locale), ``shared_units.yml``
(symbols of every language) and babel's list of ISO codes.
"""
from __future__ import annotations

import re
from typing import Optional

from pipeline.lang.data import words
from pipeline.lang.text import normalize_entry

from .lexicon import LangTables, TableFiles
from .numerals import negative_before
from .raw import Raw, Scan

READS = ("numerals",)  # a sign before the symbol ("-$912 million")


def load(t: LangTables, files: TableFiles) -> None:
    from babel.numbers import list_currencies

    units, cldr = files.units, files.cldr
    names = [(form, code) for code, forms in (units.get("currencies") or {}).items() for form in words(forms)]
    names += list((cldr.get("currency_names") or {}).items())
    accusative = units.get("accusative") or {}
    for form, code in names:
        t.add(form, "currency", code)
        case_form = accusative_form(normalize_entry(form, t.lang), accusative)
        if case_form:
            t.add(case_form, "currency", code)
    symbols = dict(cldr.get("currency_symbols") or {})  # symbol -> code (cldr.yml, generated)
    for code, forms in (files.shared.get("currency_symbols") or {}).items():
        for form in words(forms):
            symbols.setdefault(form, code)
    t.currency_symbols = sorted(symbols.items(), key=lambda pair: len(pair[0]), reverse=True)
    t.iso_codes = frozenset(list_currencies())


def accusative_form(name: str, spec: dict) -> str:
    """The indefinite accusative of a currency name where the language marks it ("دولار أسترالي"
    -> "دولارا أستراليا", after 11 to 99): the noun and each adjective after it take the suffix;
    a name with a noun after the first (an idafa: "دولار هونغ كونغ") keeps its form. "" when none."""
    suffix = spec.get("suffix", "")
    if not suffix:
        return ""
    blocked = tuple(words(spec.get("not_after")))
    adjective = spec.get("adjective_ending", "")
    parts = name.split(" ")
    if any(p.endswith(blocked) for p in parts) or any(not p.endswith(adjective) for p in parts[1:]):
        return ""
    return " ".join(p + suffix for p in parts)


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


def glued_currency(ctx: Scan, i: int) -> bool:
    """RM31.5, Rp5, US$5: the glued letters are a currency symbol."""
    money = currency_before(ctx.original, ctx.orig_start(i), ctx.t)
    return money is not None and money[1] <= ctx.orig_start(i - 1)


def open_symbol(ctx: Scan, i: int) -> Optional[tuple[str, int]]:
    """(ISO code, original start) of a currency symbol or code before the figure at i that no
    mention before has used."""
    money = currency_before(ctx.original, ctx.orig_start(i), ctx.t)
    return money if money and money[1] >= ctx.last_offset else None


def symbol_before(ctx: Scan, i: int, raw: Raw) -> bool:
    """A currency symbol or code before the figure at i makes it money; True when one does."""
    money = open_symbol(ctx, i)
    if money is None:
        return False
    raw.set_unit(money[0], "money")
    money_prefix(ctx, raw, money[1])
    raw.plain_int = False
    return True


def compact_money(ctx: Scan, i: int, raw: Raw, exponent: int, j: int) -> Optional[int]:
    """"US$2.8T": a compact suffix after a currency symbol scales money."""
    money = open_symbol(ctx, i)
    if money is None:
        return None
    raw.scale_by(exponent)
    raw.set_unit(money[0], "money")
    money_prefix(ctx, raw, money[1])
    raw.i1 = j
    return j


def money_prefix(ctx: Scan, raw: Raw, symbol_start: int) -> None:
    """A currency symbol before the number opens the mention ("$8 billion to $12 billion" is a
    range; "-$912 million" is negative: the sign stands before the symbol)."""
    raw.start_override = symbol_start
    k = raw.i0
    while k > ctx.last_token and ctx.orig_start(k - 1) >= symbol_start:
        k -= 1
    raw.i0 = k
    if not raw.negative:
        sign = negative_before(ctx, k)
        if sign is not None:
            raw.negate()
            raw.i0 = sign
            raw.start_override = ctx.orig_start(sign)


def symbol_after(ctx: Scan, raw: Raw, j: int) -> int:
    """"100 TL", "5 €", "40 USD": a symbol or code after a bare figure; the next token."""
    after = currency_after(ctx.original, ctx.orig_end(raw.i1 - 1), ctx.t)
    if not after:
        return j
    raw.set_unit(after[0], "money")
    while raw.i1 < len(ctx.toks) and ctx.orig_start(raw.i1) < after[1]:
        raw.i1 += 1
    return max(j, raw.i1)
