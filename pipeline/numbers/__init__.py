"""Numeric mentions in Turkish, Malay, Hindi, Arabic, Russian, Indonesian and English text.

``extract_numbers(text, lang)`` returns ``pipeline.model.NumberMention`` objects with the fully
scaled value, the unit (ISO 4217 code, percent, percent_point, times, params, tokens, year,
date, age, rank, count, number, a unit of measure) and exact offsets. Dates are sortable integers
(see ``pipeline.numbers.dates``).

A small core and one module per dimension (README, "Where things live"):

- core: ``tokens`` (tokens), ``lexicon`` (the language's phrases and their lookup), ``tables``
  (each dimension reads its part of ``pipeline/lang/<code>/*.yml``, in a fixed order), ``raw``
  (the scan's working forms), ``scan`` (the scan: which dimension is asked when), ``units``
  (what is glued to a figure or follows it, handed to its dimension), ``ranges`` (two figures
  joined: ranges and ratios), ``bounds`` ("more than", "up to"), ``mention`` (the raw reading to
  ``NumberMention``);
- dimensions: ``numerals`` (with ``digits`` and ``words``: the value, in digits or words),
  ``money``, ``proportions`` (percent, points, multipliers, one in five), ``counts`` (counted
  nouns, parameters and tokens, collectives, duals), ``measure`` (units of measure, compound
  measures, conversions), ``dates`` and ``clock`` (dates, years, decades; times of day),
  ``ages``, ``ranks`` (ordinals), ``durations`` (race times, durations in parts), ``scores``,
  ``identifiers`` (digits that are no figure).

Each dimension says in ``READS`` which other dimensions it asks (``tests/numbers/test_dimensions.py``
checks it against its imports); its examples are ``tests/numbers/corpus/<code>/<dimension>.yml``.
"""
from .scan import extract_numbers

__all__ = ["extract_numbers"]
