"""One language's number tables (``pipeline/lang/<code>/*.yml``), read once per language: each
dimension reads its part of them into the one ``lexicon.LangTables``.

The tables are read by ``pipeline.lang`` (every scalar a string: Turkish "on" = 10 must not
become True); every entry goes through ``normalize_entry`` so the tables and the text agree.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.lang import is_supported, language
from pipeline.lang.data import shared_table
from pipeline.lang.text import normalize

from . import (ages, bounds, clock, counts, dates, durations, identifiers, lexicon, measure, money, numerals,
               proportions, ranges, ranks, scores, units)
from .lexicon import LangTables, TableFiles

# The order the dimensions read their tables in. A word may be of several kinds, and where a
# rule takes the first kind a word was given, this order decides: money before measure ("5pound"
# glued is 5 GBP unless a word of weight is near). Ranks build ordinals on the numerals' words,
# measure adds the duals of unit words to those of counts.
LOADERS = (lexicon.load, numerals.load, ranks.load, ranges.load, money.load, proportions.load, counts.load,
           ages.load, scores.load, dates.load, clock.load, bounds.load, units.load, durations.load, measure.load,
           identifiers.load)
TABLES = ("numbers", "units", "dates", "measures", "cldr")


def tables_language(lang: str) -> str:
    """The code whose tables read ``lang``: itself, or its ``numbers_from`` language."""
    if not is_supported(lang):
        return ""
    spec = language(lang)
    return spec.numbers_from or spec.code


@lru_cache(maxsize=None)
def load_tables(lang: str) -> LangTables:
    """Indexed tables for ``lang`` (an unknown language gets digits and the shared symbols)."""
    code = tables_language(lang)
    shared = shared_table("shared_units")
    if not code:
        files = TableFiles(**{name: {} for name in TABLES}, shared=shared)
        t = LangTables(lang=lang)
    else:
        spec = language(code)
        files = TableFiles(**{name: spec.table(name) for name in TABLES}, shared=shared)
        t = LangTables(lang=code, script=spec.script.name)
    for load in LOADERS:
        load(t, files)
    return t


def loose_ordinal_values(lang: str) -> frozenset:
    """Ordinal values a translation into this language may say with no ordinal word (first) or with
    one that is a rank only beside a noun ("kedua", "दूसरा"): a place spelled so may go unread in it."""
    return ranks.loose_values(load_tables(lang))


def says_repetition(lang: str, text: str) -> bool:
    """The text says a repetition with no ordinal ("again", "bir kez daha", "повторной встрече"):
    how a translation may render "the second time" or "a second meeting"."""
    t = load_tables(lang)
    folded = normalize(text, t.lang).text
    return any(re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", folded) for word in t.repetition_words)
