"""Numeric mentions in Turkish, Malay, Hindi, Arabic and Russian text.

``extract_numbers(text, lang)`` returns ``pipeline.model.NumberMention`` objects with the fully
scaled value, the unit (ISO 4217 code, percent, percent_point, times, params, tokens, year,
date, age, rank, count, number) and exact offsets. Dates are sortable integers (see
``pipeline.numbers.dates``).
"""
from .extract import extract_numbers

__all__ = ["extract_numbers"]
