"""The markup pieces of report.html: escaping, bidi isolation, and highlights nested on a line.

All source text is escaped. Highlights are placed on columns of the *original* line, so a
line is cut into segments at the highlight boundaries and each segment is escaped on its
own; overlapping highlights are nested, splitting one that crosses another's end. Invisible
characters of a source line (``pipeline.io.invisible``) become small ``U+202E`` badges; every
right-to-left stretch of a message is isolated (``<bdi>`` in the page, U+2068/U+2069 in a
tooltip), so a range keeps its order next to Arabic.
"""
from __future__ import annotations

import html
import re
import unicodedata
from bisect import insort
from dataclasses import dataclass, field, replace
from typing import Iterable, Optional

from pipeline.io.invisible import describe_char, is_invisible


def esc(text: object) -> str:
    """Escape text for element content and double-quoted attributes."""
    return html.escape("" if text is None else str(text), quote=True)


def escape_source(text: str) -> str:
    """Escape version text for element content, showing each invisible character as a badge."""
    hidden = [] if text.isprintable() else [i for i, ch in enumerate(text) if is_invisible(ch)]
    if not hidden:  # the common case, also for lines with no-break spaces or tabs
        return html.escape(text, quote=False)
    out, pos = [], 0
    for i in hidden:
        name = describe_char(text[i])
        out.append(html.escape(text[pos:i], quote=False))
        out.append(f'<span class="ctl" title="{esc(name)}: invisible in the file, ignored in the analysis">'
                   f"{esc(name.split(' ', 1)[0])}</span>")
        pos = i + 1
    out.append(html.escape(text[pos:], quote=False))
    return "".join(out)


RTL_STRONG = ("R", "AL")
RTL_RUN = ("R", "AL", "AN")  # Arabic-Indic digits (AN) belong to the Arabic text around them
QUOTED = re.compile(r'"([^"\n]+)"')


def _has_rtl(text: str) -> bool:
    return any(unicodedata.bidirectional(c) in RTL_STRONG for c in text)


def rtl_spans(text: str) -> list[tuple[int, int]]:
    """Stretches of ``text`` to isolate: each quoted text holding right-to-left letters, whole,
    and elsewhere each run from a right-to-left character to the last one before a
    left-to-right letter (digits after it stay outside, where they keep their order)."""
    if text.isascii():
        return []
    spans = [m.span(1) for m in QUOTED.finditer(text) if _has_rtl(m.group(1))]
    quoted = [False] * len(text)
    for start, end in spans:
        quoted[start:end] = [True] * (end - start)
    start = last = None
    for i, ch in enumerate(text + "a"):  # a final left-to-right letter closes the last run
        kind = unicodedata.bidirectional(ch)
        if i < len(text) and not quoted[i] and kind in RTL_RUN:
            start = i if start is None else start
            last = i
        elif start is not None and (i == len(text) or quoted[i] or kind == "L"):
            if _has_rtl(text[start:last + 1]):
                spans.append((start, last + 1))
            start = last = None
    return sorted(spans)


def isolated_html(text: object) -> str:
    """Escaped text with every right-to-left stretch in a ``<bdi>``."""
    text = "" if text is None else str(text)
    out, pos = [], 0
    for start, end in rtl_spans(text):
        out.append(escape_source(text[pos:start]))
        out.append(f"<bdi>{escape_source(text[start:end])}</bdi>")
        pos = end
    out.append(escape_source(text[pos:]))
    return "".join(out)


def isolated_plain(text: str) -> str:
    """Plain text (a tooltip) with every right-to-left stretch between U+2068 and U+2069."""
    out, pos = [], 0
    for start, end in rtl_spans(text):
        out.append(f"{text[pos:start]}\N{FIRST STRONG ISOLATE}{text[start:end]}\N{POP DIRECTIONAL ISOLATE}")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def message_html(text: object) -> str:
    """A message for editors: a left-to-right isolate, its right-to-left quotes isolated again."""
    return f'<bdi class="msg" dir="ltr">{isolated_html(text)}</bdi>'


def slug(text: str) -> str:
    """A fragment-safe piece of an element id."""
    return re.sub(r"[^A-Za-z0-9_-]+", "_", text) or "_"


@dataclass(frozen=True)
class Mark:
    """A highlight on columns ``[start, end)`` of one original line."""

    start: int
    end: int
    rank: int
    css: str
    title: str = ""
    anchor: str = ""  # element id; only the first piece keeps it when a mark is split


def _mark_order(mark: Mark) -> tuple:
    return (mark.start, -mark.end, mark.rank)


@dataclass
class _Node:
    mark: Optional[Mark]
    start: int
    end: int
    children: list["_Node"] = field(default_factory=list)


def nest_marks(marks: Iterable[Mark], length: int) -> _Node:
    """Arrange marks in a tree of properly nested spans over a line of ``length``.

    A mark that crosses the end of an enclosing one is cut there; the rest, without the
    anchor, is placed after it, so the markup stays well formed and no text moves.
    """
    pending = sorted(
        (replace(m, end=min(m.end, length)) for m in marks if 0 <= m.start < min(m.end, length)),
        key=_mark_order,
    )
    root = _Node(None, 0, length)
    stack = [root]
    while pending:
        mark = pending.pop(0)
        while stack[-1] is not root and mark.start >= stack[-1].end:
            stack.pop()
        top = stack[-1]
        if mark.end > top.end:
            insort(pending, replace(mark, start=top.end, anchor=""), key=_mark_order)
            mark = replace(mark, end=top.end)
        node = _Node(mark, mark.start, mark.end)
        top.children.append(node)
        stack.append(node)
    return root


def render_marked(text: str, marks: Iterable[Mark]) -> str:
    """``text`` escaped, with each mark as a ``<span>``; segments are escaped one by one."""
    return _render_node(text, nest_marks(marks, len(text)))


def _render_node(text: str, node: _Node) -> str:
    out = []
    pos = node.start
    for child in node.children:
        out.append(escape_source(text[pos:child.start]))
        out.append(_open_tag(child.mark))
        out.append(_render_node(text, child))
        out.append("</span>")
        pos = child.end
    out.append(escape_source(text[pos:node.end]))
    return "".join(out)


def _open_tag(mark: Mark) -> str:
    attrs = [f'class="{esc(mark.css)}"']
    if mark.anchor:
        attrs.append(f'id="{esc(mark.anchor)}"')
    if mark.title:
        attrs.append(f'title="{esc(isolated_plain(mark.title))}"')
    return f"<span {' '.join(attrs)}>"
