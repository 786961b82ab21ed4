"""Plain data shared by every stage: versions, paragraphs, mentions, persons, discrepancies.

Stages exchange these dataclasses only; none of them holds spaCy objects, so each
stage can be tested on plain strings.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Sentence:
    """A sentence inside a paragraph; offsets are into ``Paragraph.text``."""

    start: int
    end: int
    text: str


@dataclass
class Paragraph:
    """One paragraph of a version.

    ``text`` is the NFC-normalized paragraph (source lines joined with ``\\n``).
    ``locate(offset)`` maps an offset in ``text`` back to ``(line, column)`` of the
    original file: 1-based line, 0-based column in the decoded original line, so that
    ``original_line[column:...]`` is what the editor sees.
    """

    index: int  # 0-based position among the version's paragraphs
    line: int  # 1-based line number of the first line
    text: str
    # offset in ``text`` where each source line starts, and that line's number
    line_starts: list[int] = field(default_factory=list)
    line_numbers: list[int] = field(default_factory=list)
    # per source line: map from NFC column to original column (None when identical)
    column_maps: list[Optional[list[int]]] = field(default_factory=list)
    sentences: list[Sentence] = field(default_factory=list)

    def locate(self, offset: int) -> tuple[int, int]:
        """(1-based line, 0-based original column) of an offset in ``text``."""
        if not self.line_starts:
            return self.line, offset
        i = max(0, bisect_right(self.line_starts, offset) - 1)
        col = offset - self.line_starts[i]
        cmap = self.column_maps[i] if i < len(self.column_maps) else None
        if cmap is not None:
            col = cmap[min(col, len(cmap) - 1)]
        return self.line_numbers[i], col


@dataclass
class Version:
    """One language version of an article, decoded and segmented."""

    article: str
    path: str  # absolute or as given
    file: str  # relative to SOURCES, as written in the CSVs
    lang: str
    lang_source: str  # "filename" or "detected"
    lang_confidence: float
    raw_lines: list[str]  # decoded original lines (BOM stripped, no line ends)
    paragraphs: list[Paragraph] = field(default_factory=list)
    encoding: str = "utf-8"
    notes: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n\n".join(p.text for p in self.paragraphs)


@dataclass
class NumberMention:
    """A numeric mention found by ``pipeline.numbers.extract_numbers``.

    ``start``/``end`` are offsets into the string given to the extractor.
    """

    start: int
    end: int
    surface: str
    value: float
    unit: str  # ISO 4217 code, percent, times, year, date, count, params, tokens, age, rank, ...
    value_max: Optional[float] = None
    vague: bool = False  # "hundreds of", "several million"
    ambiguous: bool = False  # a decimal/grouping mark that could be read both ways
    alt_values: tuple[float, ...] = ()  # the other readings when ambiguous
    counted: Optional[str] = None  # what is counted, when clear ("people", "parameters")
    kind: str = ""  # finer category when useful: money, percent, multiplier, range, ...
    # measurements (pipeline.numbers.measure): the dimension and the value in its base unit, so
    # that "85 mph" and "135 km/h" compare; empty for money, percent, counts and plain numbers
    dimension: str = ""  # length, speed, temperature, mass, area, volume, duration, ...
    base_value: Optional[float] = None  # value in the dimension's base unit (m, m/s, K, kg, m2, m3, s)
    base_max: Optional[float] = None  # upper bound of a range, in the base unit
    resolution: float = 0.0  # place value of the last written digit, in the mention's own unit (135 -> 1, 1,98 -> 0.01)
    delta: bool = False  # a difference of temperatures ("10 degrees above average"): converted without the offset
    bound: str = ""  # a bound the text puts on the figure: at_least ("more than"), at_most ("up to"), nearly, about


@dataclass
class LocatedNumber:
    """A number mention placed in a version (what numbers.csv lists)."""

    lang: str
    file: str
    paragraph: int  # paragraph index in the version
    line: int
    start: int  # column in the original line
    end: int
    mention: NumberMention
    fact_id: str = ""


@dataclass
class NameMention:
    """A person-name mention found by ``pipeline.names``; offsets into the given text."""

    start: int
    end: int
    surface: str  # as written
    base: str  # clitics, apostrophe suffixes and case endings stripped
    key: str  # phonetic key shared across scripts (e.g. pinyin syllables "xu wei xin")
    chinese: bool = False
    score: float = 1.0  # detection confidence 0..1
    system: str = ""  # pinyin, wade-giles, palladius, devanagari, arabic, hanzi, other, garbled (a misspelt given name)


@dataclass
class LocatedName:
    lang: str
    file: str
    paragraph: int
    line: int
    start: int
    end: int
    mention: NameMention
    in_registry: bool = False


@dataclass
class Person:
    person_id: str
    canonical: str
    key: str
    mentions: list[LocatedName] = field(default_factory=list)


@dataclass(frozen=True)
class Place:
    """Where a version says something: its language, the 1-based line, and the columns of the
    mention in that original line (``start``/``end``, None when the statement is an absence)."""

    lang: str
    line: int
    start: Optional[int] = None
    end: Optional[int] = None

    def __str__(self) -> str:
        return f"{self.lang}:{self.line}"


def evidence_text(places: list["Place"]) -> str:
    """The contract's ``evidence`` cell: ``lang:line`` separated by spaces."""
    return " ".join(str(p) for p in places)


@dataclass
class Discrepancy:
    """One row of discrepancies.csv. ``issue_id`` comes from ``pipeline.ids.issue_id``."""

    article: str
    issue_id: str
    kind: str  # scale unit value missing inconsistent name_variant name_mismatch
    severity: str  # high medium low
    lang: str
    file: str
    line: int
    found: str
    found_value: Optional[float] = None
    found_unit: str = ""
    expected: str = ""
    expected_value: Optional[float] = None
    expected_unit: str = ""
    evidence: list[Place] = field(default_factory=list)  # the versions that support ``expected``
    message: str = ""
    # extra (not in the contract, used by the HTML report): where in the line
    start: Optional[int] = None
    end: Optional[int] = None
    fact_id: str = ""
    also: list[Place] = field(default_factory=list)  # other places of the same slip in this version


@dataclass
class Reference:
    """What an article's versions are judged against (``pipeline.facts``).

    ``source``: the language of the version the others were translated from (empty: the
    majority rules). ``accepted``: issue ids an editor accepted; their mentions do not vote.
    ``previous``: for a check of edits, the numbers of each changed version as it was at the
    git ref, and ``previous_lines`` its lines; a changed version is judged against the others.
    """

    source: str = ""
    accepted: frozenset = frozenset()
    previous: dict[str, list[LocatedNumber]] = field(default_factory=dict)
    previous_lines: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class ArticleResult:
    article: str
    versions: list[Version]
    numbers: list[LocatedNumber] = field(default_factory=list)
    persons: list[Person] = field(default_factory=list)
    discrepancies: list[Discrepancy] = field(default_factory=list)
    # alignment: list of groups, each {lang: [paragraph indexes]}
    alignment: list[dict[str, list[int]]] = field(default_factory=list)
    facts: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)
