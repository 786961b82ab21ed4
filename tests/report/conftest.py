"""A small hand-written article in English, Turkish and Arabic, built without the pipeline.

Layout of each version file: paragraphs separated by blank lines; the Arabic version joins
the English paragraphs 2 and 3 into one paragraph of two lines, and has no fourth
paragraph. Planted errors: the Turkish valuation is ten times too big (42 vs 4.2 billion
dollars) and gives the speed-up as a percentage; the Arabic revenue is ten times too small
(8 vs 80 million dollars) and omits the founding year. The English version quotes markup
that must show as text.
"""
from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from typing import Optional

import pytest

from pipeline.ids import issue_id
from pipeline.model import (
    ArticleResult,
    Discrepancy,
    LocatedName,
    LocatedNumber,
    NameMention,
    NumberMention,
    Paragraph,
    Person,
    Place,
    Version,
)

ARTICLE = "lumen-robotics"

# paragraphs as lists of lines; consecutive lines of one paragraph have no blank between
EN = [
    ["Lumen Robotics, founded by Sara Okafor in 2019, was valued at US$4.2 billion in its latest funding round."],
    ["The company employs 250 people, and its warehouse robot is 3.5x faster than the previous model."],
    ["Okafor said revenue would double to 80 million dollars by 2027."],
    [
        "One reader wrote <script>document.body.setAttribute('data-pwned','1')</script> & "
        "<img src=x onerror=\"document.title='pwned'\"> under the story."
    ],
]
TR = [
    ["Sara Okafor'un 2019'da kurduğu Lumen Robotics, son yatırım turunda 42 milyar dolar değerlemeye ulaştı."],
    ["Şirkette 250 kişi çalışıyor ve depo robotu önceki modelden %3,5 daha hızlı."],
    ["Okafor, gelirin 2027'ye kadar ikiye katlanarak 80 milyon dolara çıkacağını söyledi."],
    ["Bir okur habere <script>alert(1)</script> yazdı."],
]
AR = [
    ["بلغت قيمة شركة Lumen Robotics، التي أسستها سارة أوكافور، نحو 4.2 مليار دولار في جولة التمويل الأخيرة."],
    [
        "يعمل في الشركة 250 موظفًا، وروبوت المستودعات أسرع بـ3.5 مرة من الطراز السابق.",
        "وقالت أوكافور إن الإيرادات ستتضاعف لتصل إلى 8 ملايين دولار بحلول عام 2027.",
    ],
]

# fact id -> per language (surface, value, unit)
FACTS = {
    "f-valuation": {
        "en": ("US$4.2 billion", 4.2e9, "USD"),
        "tr": ("42 milyar dolar", 42e9, "USD"),
        "ar": ("4.2 مليار دولار", 4.2e9, "USD"),
    },
    "f-founded": {"en": ("2019", 2019, "year"), "tr": ("2019", 2019, "year")},
    "f-staff": {"en": ("250", 250, "count"), "tr": ("250", 250, "count"), "ar": ("250", 250, "count")},
    "f-speed": {"en": ("3.5x", 3.5, "times"), "tr": ("%3,5", 3.5, "percent"), "ar": ("3.5 مرة", 3.5, "times")},
    "f-revenue": {
        "en": ("80 million dollars", 80e6, "USD"),
        "tr": ("80 milyon dolar", 80e6, "USD"),
        "ar": ("8 ملايين دولار", 8e6, "USD"),
    },
    "f-target-year": {"en": ("2027", 2027, "year"), "tr": ("2027", 2027, "year"), "ar": ("2027", 2027, "year")},
}

PERSON_SPELLINGS = {
    "en": ["Sara Okafor", "Okafor"],
    "tr": ["Sara Okafor", "Okafor"],
    "ar": ["سارة أوكافور", "أوكافور"],
}


def make_version(lang: str, paragraphs: list[list[str]], article: str = ARTICLE) -> Version:
    """A Version laid out as a file: paragraphs separated by one blank line."""
    raw_lines: list[str] = []
    built = []
    for index, lines in enumerate(paragraphs):
        if raw_lines:
            raw_lines.append("")
        first = len(raw_lines) + 1
        starts, offset = [], 0
        for line in lines:
            starts.append(offset)
            offset += len(line) + 1
        raw_lines.extend(lines)
        built.append(
            Paragraph(
                index=index,
                line=first,
                text="\n".join(lines),
                line_starts=starts,
                line_numbers=list(range(first, first + len(lines))),
                column_maps=[None] * len(lines),
            )
        )
    return Version(
        article=article,
        path=f"/sources/{article}/{lang}.txt",
        file=f"{article}/{lang}.txt",
        lang=lang,
        lang_source="filename",
        lang_confidence=1.0,
        raw_lines=raw_lines,
        paragraphs=built,
    )


def find_in(version: Version, surface: str, after_line: int = 0) -> tuple[int, int, int, int]:
    """(paragraph index, line, start, end) of the first occurrence of ``surface``."""
    for paragraph in version.paragraphs:
        for line in paragraph.line_numbers:
            if line <= after_line:
                continue
            at = version.raw_lines[line - 1].find(surface)
            if at >= 0:
                return paragraph.index, line, at, at + len(surface)
    raise AssertionError(f"{surface!r} not in {version.lang}")


def located_numbers(versions: dict[str, Version]) -> list[LocatedNumber]:
    numbers = []
    for fact_id, by_lang in FACTS.items():
        for lang, (surface, value, unit) in by_lang.items():
            paragraph, line, start, end = find_in(versions[lang], surface)
            mention = NumberMention(start=start, end=end, surface=surface, value=float(value), unit=unit)
            numbers.append(LocatedNumber(lang, versions[lang].file, paragraph, line, start, end, mention, fact_id))
    return numbers


def okafor(versions: dict[str, Version]) -> Person:
    person = Person(person_id="p-okafor", canonical="Sara Okafor", key="sara okafor")
    for lang, spellings in PERSON_SPELLINGS.items():
        full, short = spellings
        paragraph, line, start, end = find_in(versions[lang], full)
        person.mentions.append(
            LocatedName(lang, versions[lang].file, paragraph, line, start, end, NameMention(start, end, full, full, "sara okafor"))
        )
        paragraph, line, start, end = find_in(versions[lang], short, after_line=line)
        person.mentions.append(
            LocatedName(lang, versions[lang].file, paragraph, line, start, end, NameMention(start, end, short, short, "okafor"))
        )
    return person


def discrepancy(
    versions: dict[str, Version],
    kind: str,
    severity: str,
    lang: str,
    fact_id: str,
    expected_lang: str,
    evidence: list[str],
    message: str,
    with_columns: bool,
) -> Discrepancy:
    expected, expected_value, expected_unit = FACTS[fact_id][expected_lang]
    places = [Place(lng, *find_in(versions[lng], FACTS[fact_id][lng][0])[1:]) for lng in evidence]
    if lang in FACTS[fact_id]:
        found, found_value, found_unit = FACTS[fact_id][lang]
        _, line, start, end = find_in(versions[lang], found)
    else:  # an omission: placed on the line of the aligned paragraph
        found, found_value, found_unit = "", None, ""
        line, start, end = 1, None, None
    return Discrepancy(
        article=ARTICLE,
        issue_id=issue_id(ARTICLE, kind, lang, fact_id, found_value, expected_value),
        kind=kind,
        severity=severity,
        lang=lang,
        file=versions[lang].file,
        line=line,
        found=found,
        found_value=found_value,
        found_unit=found_unit,
        expected=expected,
        expected_value=expected_value,
        expected_unit=expected_unit,
        evidence=places,
        message=message,
        start=start if with_columns else None,
        end=end if with_columns else None,
        fact_id=fact_id,
    )


def build_demo() -> ArticleResult:
    versions = {"en": make_version("en", EN), "tr": make_version("tr", TR), "ar": make_version("ar", AR)}
    discrepancies = [
        discrepancy(versions, "scale", "high", "tr", "f-valuation", "en", ["en", "ar"],
                    "tr says 42 billion dollars where en and ar say 4.2 billion: off by a factor of 10.", True),
        discrepancy(versions, "unit", "medium", "tr", "f-speed", "en", ["en", "ar"],
                    "tr gives the speed-up as a percentage (%3,5) where en and ar say 3.5 times.", True),
        discrepancy(versions, "scale", "high", "ar", "f-revenue", "en", ["en", "tr"],
                    "ar says 8 million dollars where en and tr say 80 million: off by a factor of 10.", True),
        discrepancy(versions, "missing", "low", "ar", "f-founded", "en", ["en", "tr"],
                    "ar does not give the founding year 2019 that en and tr state.", False),
    ]
    return ArticleResult(
        article=ARTICLE,
        versions=list(versions.values()),
        numbers=located_numbers(versions),
        persons=[okafor(versions)],
        discrepancies=discrepancies,
        alignment=[
            {"en": [0], "tr": [0], "ar": [0]},
            {"en": [1, 2], "tr": [1, 2], "ar": [1]},  # ar merges two paragraphs into one
            {"en": [3], "tr": [3]},  # ar has no counterpart
        ],
        facts=len(FACTS),
    )


# --- a tiny DOM for assertions ----------------------------------------------------------

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag: str, attrs: dict[str, Optional[str]], parent: Optional["Element"]):
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list = []  # Element or str

    @property
    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text for c in self.children)

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()

    def find_all(self, tag: Optional[str] = None, cls: Optional[str] = None, **attrs) -> list["Element"]:
        return [
            e
            for e in self.iter()
            if (tag is None or e.tag == tag)
            and (cls is None or cls in e.classes)
            and all(e.attrs.get(k.rstrip("_")) == v for k, v in attrs.items())
        ]

    def by_id(self, element_id: str) -> Optional["Element"]:
        found = self.find_all(id=element_id)
        assert len(found) <= 1, f"duplicate id {element_id}"
        return found[0] if found else None

    def ancestor(self, tag: str) -> Optional["Element"]:
        node = self.parent
        while node is not None and node.tag != tag:
            node = node.parent
        return node


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        element = Element(tag, dict(attrs), self.current)
        self.current.children.append(element)
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Element(tag, dict(attrs), self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse_html(text: str) -> Element:
    builder = _Builder()
    builder.feed(text)
    builder.close()
    return builder.root


@pytest.fixture
def demo() -> ArticleResult:
    """A fresh copy of the demo article for each test, free to modify."""
    return build_demo()


@pytest.fixture(scope="session", name="build_demo")
def build_demo_fixture():
    """The demo builder itself, for module-scoped fixtures (the browser runs once per module)."""
    return build_demo


@pytest.fixture(scope="session")
def parse():
    return parse_html


@pytest.fixture(scope="session")
def builders():
    """Article builders, for tests that make their own variants."""
    return {"version": make_version, "demo": build_demo}


# --- headless Chromium ----------------------------------------------------------------------

INSTALL_HINT = "no Chromium found; install it with: apt-get install chromium"


class Chromium:
    """The Debian ``chromium`` binary, run headless with a fresh profile for each call."""

    def __init__(self, path: str):
        self.path = path

    def run(self, profile: Path, *args: str) -> subprocess.CompletedProcess:
        command = [
            self.path,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            f"--user-data-dir={profile}",
            *args,
        ]
        done = subprocess.run(command, capture_output=True, timeout=300, stdin=subprocess.DEVNULL)
        assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-2000:]
        return done


@pytest.fixture(scope="session")
def chromium() -> Chromium:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return Chromium(path)
    pytest.skip(INSTALL_HINT)
