"""Turn the bytes of a version file into text, or refuse with a reason.

UTF-8 (with or without BOM) and UTF-16/32 with a BOM are decoded directly. A file that is
not UTF-8 may be in a legacy newsroom encoding (``legacy_encoding`` in languages.yml:
cp1251 Russian, cp1256 Arabic, iso-8859-9 Turkish); it is accepted only when exactly one of those readings is plausible
(letters of the expected script, and langdetect agreeing with the encoding's language),
so a file is never silently garbled.
"""
from __future__ import annotations

import codecs
import unicodedata
from dataclasses import dataclass
from typing import Optional

from pipeline.lang import language, scripts, supported

# BOMs are checked longest first: the UTF-32 LE BOM starts with the UTF-16 LE one.
BOMS = [
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
]


def legacy_encodings() -> dict[str, str]:
    """Legacy encoding -> the language it is used for (``legacy_encoding`` in languages.yml)."""
    return {language(code).legacy_encoding: code for code in supported() if language(code).legacy_encoding}


class DecodeError(ValueError):
    """The file cannot be used as text; the message says why."""


@dataclass
class Decoded:
    text: str
    encoding: str
    note: Optional[str] = None


def decode_bytes(data: bytes, name: str, lang_hint: Optional[str] = None) -> Decoded:
    if not data.strip():
        raise DecodeError(f"{name}: the file is empty")
    for bom, encoding in BOMS:
        if data.startswith(bom):
            try:
                return Decoded(_strip_bom(data.decode(encoding)), encoding)
            except UnicodeDecodeError as exc:
                raise DecodeError(f"{name}: starts with a {encoding} byte-order mark but is not valid {encoding} ({exc.reason})")
    if b"\x00" in data:
        raise DecodeError(f"{name}: looks like a binary file (contains NUL bytes), not text")
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    return _decode_legacy(data, name, lang_hint)


def _strip_bom(text: str) -> str:
    return text[1:] if text.startswith("\N{ZERO WIDTH NO-BREAK SPACE}") else text


def _decode_legacy(data: bytes, name: str, lang_hint: Optional[str]) -> Decoded:
    plausible = []
    encodings = legacy_encodings()
    for encoding, lang in encodings.items():
        if lang_hint and lang_hint != lang:
            continue
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if _plausible(text, lang):
            plausible.append((encoding, text))
    if len(plausible) == 1:
        encoding, text = plausible[0]
        return Decoded(text, encoding, f"{name}: not UTF-8; decoded as {encoding}")
    tried = ", ".join(encodings)
    reason = "more than one reading is plausible" if plausible else "no reading is plausible"
    raise DecodeError(
        f"{name}: not UTF-8 and could not be decoded safely (tried {tried}: {reason}); "
        "save it as UTF-8 and run again"
    )


def _plausible(text: str, lang: str) -> bool:
    if any(unicodedata.category(c) in ("Cc", "Co", "Cn") and c not in "\n\r\t" for c in text):
        return False
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    non_ascii = [c for c in letters if ord(c) > 127]
    spec = language(lang)
    if spec.script.name == "Latin":
        # Latin prose is mostly ASCII letters; other bytes read as Latin give many accents
        if len(non_ascii) > 0.25 * len(letters) or any(c not in spec.letters for c in non_ascii):
            return False
    elif scripts.dominant_script(text) != spec.script.name:
        return False
    from pipeline.lang.detect import detect_language_probs

    probs = detect_language_probs(text)
    return probs.get(spec.detect_as, 0.0) >= 0.8
