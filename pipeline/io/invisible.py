"""Characters a reader cannot see, taken out before analysis with a map back to the original.

Zero-width characters, bidi controls and a BOM inside the text (Unicode category Cf: U+200B-
U+200F, U+202A-U+202E, U+2066-U+2069, U+FEFF, soft hyphen, word joiner, ...) and control
characters (category Cc: NUL and the other C0/C1 controls) split numbers and names without a
trace: ``3\\u200d1,5 milyar`` is 31,5 milyar to an editor. Every such character is removed, or
replaced by a space when it separates words (a form feed, U+2028 LINE SEPARATOR), so the
extractors see what the editor sees. A tab is ordinary text and stays.

The analysis text keeps a column map, so every offset still points into the original line,
and the removed characters are reported (version, line, count) so the editor learns that the
file carries them.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Optional

INVISIBLE_CATEGORIES = ("Cc", "Cf")
KEPT = frozenset("\t")
# controls that break a line or a page in other tools: they separate words, so they become a
# space (the information separators U+001C-U+001F, though Python calls them whitespace, do not)
WORD_BREAKS = frozenset("\x0b\x0c\x85\u2028\u2029")


def is_invisible(ch: str) -> bool:
    """A format or control character (other than a tab), or a line/paragraph separator."""
    if ch in KEPT:
        return False
    return unicodedata.category(ch) in INVISIBLE_CATEGORIES or unicodedata.category(ch) in ("Zl", "Zp")


def describe_char(ch: str) -> str:
    """``U+200D ZERO WIDTH JOINER``; controls have no Unicode name: ``U+0000 control``."""
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'control')}"


@dataclass
class CleanLine:
    """A line as the analysis sees it.

    ``column_map[i]`` is the original column of ``text[i]`` (``len(text) + 1`` entries, the
    last is the original length); None when nothing was removed. ``removed`` lists the
    original column and character of every invisible character.
    """

    text: str
    column_map: Optional[list[int]] = None
    removed: list[tuple[int, str]] = field(default_factory=list)


def clean_line(line: str) -> CleanLine:
    """``line`` without its invisible characters (whitespace-like ones become a space)."""
    if line.isprintable():  # fast path in C: no Cc, Cf, Zl, Zp (and no tab, no odd space)
        return CleanLine(line)
    out: list[str] = []
    mapping: list[int] = []
    removed: list[tuple[int, str]] = []
    for column, ch in enumerate(line):
        if not is_invisible(ch):
            out.append(ch)
            mapping.append(column)
            continue
        removed.append((column, ch))
        if ch in WORD_BREAKS:
            out.append(" ")
            mapping.append(column)
    if not removed:
        return CleanLine(line)
    mapping.append(len(line))
    return CleanLine("".join(out), mapping, removed)


def trim_span(line: str, start: int, end: int) -> tuple[int, int]:
    """``[start, end)`` of ``line`` without invisible characters at either end: a mention's
    end maps to the column of the next visible character, past any invisible ones between."""
    while end > start and is_invisible(line[end - 1]):
        end -= 1
    while start < end and is_invisible(line[start]):
        start += 1
    return start, end


def show_invisible(text: str) -> str:
    """``text`` with each invisible character written as ``<U+202E>``, for a terminal or a log
    line, where a bidi control would reorder what follows it."""
    if text.isprintable():
        return text
    return "".join(f"<U+{ord(c):04X}>" if is_invisible(c) else c for c in text)


MAX_LINES_NAMED = 8


def invisible_note(file: str, removed_by_line: dict[int, list[tuple[int, str]]]) -> Optional[str]:
    """One log note for a version: how many invisible characters, on which lines, which ones."""
    lines = {number: chars for number, chars in removed_by_line.items() if chars}
    if not lines:
        return None
    total = sum(len(chars) for chars in lines.values())
    parts = []
    for number in sorted(lines)[:MAX_LINES_NAMED]:
        counts: dict[str, int] = {}
        for _, ch in lines[number]:
            counts[ch] = counts.get(ch, 0) + 1
        kinds = ", ".join(f"{n} × {describe_char(ch)}" for ch, n in counts.items())
        parts.append(f"line {number}: {kinds}")
    more = len(lines) - MAX_LINES_NAMED
    tail = f"; and {more} more line(s)" if more > 0 else ""
    return (f"{file}: {total} invisible or control character(s) ignored in the analysis "
            f"(the file keeps them; remove them in an editor): {'; '.join(parts)}{tail}")
