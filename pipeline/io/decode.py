"""Turn the bytes of a version file into text, or refuse with a reason.

UTF-8 (with or without BOM) and UTF-16/32 with a BOM are decoded directly; UTF-16/32 without
a BOM is recognised by where its NUL bytes fall (the zero high bytes of spaces, digits and
punctuation), read, and noted. A NUL byte in UTF-8 text is just a control character: the
reader ignores it with a note (``pipeline.io.invisible``), it never makes the file "binary". A file that is
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
        wide = decode_wide_without_bom(data, name)
        if wide is not None:
            return wide
        if not _mostly_text(data):
            raise DecodeError(f"{name}: looks like a binary file (NUL and control bytes are more than "
                              f"{MAX_CONTROL_SHARE:.0%} of it), not text")
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    return _decode_legacy(data, name, lang_hint)


# (codec, code unit size, byte of each unit that is zero for most characters, least share
# of units where it is zero, byte that is rarely zero). UTF-32 has a zero top byte in every
# unit; UTF-16 a zero high byte for every space, digit and Latin punctuation mark.
WIDE_LAYOUTS = (
    ("utf-32-le", 4, 3, 1.0, None),
    ("utf-32-be", 4, 0, 1.0, None),
    ("utf-16-le", 2, 1, 0.05, 0),  # spaces and digits alone are more than 5% of real prose
    ("utf-16-be", 2, 0, 0.05, 1),
)
MAX_STRAY_ZERO_SHARE = 0.01  # a zero low byte is a U+xx00 character: rare in any script
MAX_CONTROL_SHARE = 0.1  # a text file with more control bytes than this is binary


def decode_wide_without_bom(data: bytes, name: str) -> Optional[Decoded]:
    """UTF-32/UTF-16 (LE or BE) without a BOM, told from the NUL pattern, or None.

    A UTF-8 file with a stray NUL has no such pattern. The reading must also decode strictly
    and look like text, so a binary file is never taken for UTF-16.
    """
    for codec, size, zero_at, min_share, stray_at in WIDE_LAYOUTS:
        if len(data) % size or len(data) < size:
            continue
        units = len(data) // size
        if data[zero_at::size].count(0) < min_share * units:
            continue
        if stray_at is not None and data[stray_at::size].count(0) > MAX_STRAY_ZERO_SHARE * units:
            continue
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if _looks_like_text(text):
            label = codec.upper().replace("-LE", " LE").replace("-BE", " BE")
            return Decoded(text, codec, f"{name}: {label} without a byte-order mark; read as {label} "
                                        "(saving it as UTF-8 is safer for other tools)")
    return None


def _looks_like_text(text: str) -> bool:
    """Mostly letters, marks, digits, spaces and punctuation; no unassigned or private characters."""
    if not text.strip():
        return False
    bad = sum(1 for c in text if unicodedata.category(c) in ("Cn", "Co", "Cs"))
    controls = sum(1 for c in text if unicodedata.category(c) == "Cc" and c not in "\n\r\t")
    return bad == 0 and controls <= 0.01 * len(text)


def _mostly_text(data: bytes) -> bool:
    """Not a binary file: NUL and other C0 control bytes are at most a tenth of it (a stray
    NUL in an article is a character to ignore; a file made of them is not an article)."""
    controls = sum(data.count(b) for b in range(32) if b not in (9, 10, 12, 13))
    return controls <= MAX_CONTROL_SHARE * len(data)


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
    # C1 controls (U+0080-U+009F) and unassigned code points betray a wrong code page; C0
    # controls such as NUL read the same in every one of them and are left to the reader
    if any(unicodedata.category(c) in ("Co", "Cn") or "\x80" <= c <= "\x9f" for c in text):
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
