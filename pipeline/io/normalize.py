"""NFC normalization that remembers where each character came from.

Extraction runs on NFC text without invisible characters (``pipeline.io.invisible``), but
reports must point into the original file. We normalize in chunks that start at each starter
character (combining class 0), so every output chunk maps to a known input chunk, and compose
that map with the one of the removed invisible characters.
"""
from __future__ import annotations

import unicodedata
from typing import Optional

from pipeline.io.invisible import CleanLine, clean_line


def nfc_with_map(text: str) -> tuple[str, Optional[list[int]]]:
    """(NFC text, map) where ``map[i]`` is the original column of NFC column ``i``.

    The map has ``len(nfc) + 1`` entries (the last is ``len(text)``). It is None when the
    text is already NFC, which is the common case.
    """
    if unicodedata.is_normalized("NFC", text):
        return text, None
    out: list[str] = []
    mapping: list[int] = []
    for chunk_start, chunk in _starter_chunks(text):
        normalized = unicodedata.normalize("NFC", chunk)
        out.append(normalized)
        mapping.extend([chunk_start] * len(normalized))
    mapping.append(len(text))
    return "".join(out), mapping


def _starter_chunks(text: str):
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or unicodedata.combining(text[i]) == 0 and not _is_hangul_jamo_tail(text[i]):
            yield start, text[start:i]
            start = i


def _is_hangul_jamo_tail(ch: str) -> bool:
    # Hangul vowel/final jamo compose with the preceding syllable although their class is 0
    return "\u1160" <= ch <= "\u11ff"


def analysis_line(line: str) -> CleanLine:
    """The line the extractors read: invisible characters out, then NFC; the column map
    (None when the line is unchanged) points every column back into ``line``."""
    cleaned = clean_line(line)
    nfc, nfc_map = nfc_with_map(cleaned.text)
    if nfc_map is None:
        return CleanLine(nfc, cleaned.column_map, cleaned.removed)
    if cleaned.column_map is None:
        return CleanLine(nfc, nfc_map, cleaned.removed)
    return CleanLine(nfc, [cleaned.column_map[i] for i in nfc_map], cleaned.removed)
