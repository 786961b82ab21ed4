"""Split normalized text into tokens: numbers, words, apostrophes, symbols.

Words never contain digits, so "K2.5" is the word "k" glued to the number "2.5"; the
extractor decides from adjacency whether digits are a quantity or part of a name.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

NUM, WORD, APOS, SYM = "num", "word", "apos", "sym"
# letters plus the combining marks of Devanagari and Latin (\w alone misses Devanagari matras)
_LETTER = r"(?:[^\W\d_]|[\u0900-\u0963\u0971-\u097F\u0300-\u036F\u0610-\u061A])"
_TOKEN_RE = re.compile(
    rf"(?P<num>\d+(?:[.,\u066B\u066C]\d+)*)"
    rf"|(?P<word>{_LETTER}+)"
    rf"|(?P<apos>')"
    rf"|(?P<sym>\S)"
)
# spaces that may group digits: no-break, narrow no-break, thin (all languages); a plain
# space only where the language groups digits with spaces
GROUP_SPACES = "\N{NO-BREAK SPACE}\N{NARROW NO-BREAK SPACE}\N{THIN SPACE}"


@dataclass
class Tok:
    kind: str
    text: str
    start: int
    end: int

    def glued_to(self, other: "Tok") -> bool:
        """True when ``other`` starts right where this token ends."""
        return self.end == other.start


def skip_apostrophe(toks: list[Tok], j: int) -> int:
    """The token after an apostrophe suffix glued at j ("%80'i", "2:18:47'lik"), else j."""
    if j + 1 < len(toks) and toks[j].kind == APOS and toks[j - 1].glued_to(toks[j]) \
            and toks[j].glued_to(toks[j + 1]):
        return j + 2
    return j


def tokenize(text: str, space_grouping: bool) -> list[Tok]:
    toks = [Tok(m.lastgroup, m.group(), m.start(), m.end()) for m in _TOKEN_RE.finditer(text)]
    return _merge_space_groups(toks, text, space_grouping)


def _merge_space_groups(toks: list[Tok], text: str, space_grouping: bool) -> list[Tok]:
    """Join "1 250 000" (and "1\u00a0250") into one number token."""
    spaces = GROUP_SPACES + (" " if space_grouping else "")
    out: list[Tok] = []
    for tok in toks:
        prev = out[-1] if out else None
        if (prev is not None and tok.kind == NUM and prev.kind == NUM
                and tok.start - prev.end == 1 and text[prev.end] in spaces
                and re.fullmatch(r"\d{3}(?:[.,\u066B]\d+)?", tok.text)
                and _groupable_head(prev.text, text, prev.start)):
            out[-1] = Tok(NUM, prev.text + text[prev.end] + tok.text, prev.start, tok.end)
            continue
        out.append(tok)
    return out


def _groupable_head(head: str, text: str, start: int) -> bool:
    """A space-grouped number starts with 1-3 digits and is not glued to a word or number."""
    parts = re.split(r"[ \u00A0\u202F\u2009]", head)
    if not re.fullmatch(r"\d{1,3}", parts[0]) or any(len(p) != 3 for p in parts[1:]):
        return False
    before = text[start - 1] if start else " "
    return not (before.isalnum() or before in ".,")
