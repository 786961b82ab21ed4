"""Helpers for the people tests: build small Versions from paragraph strings."""
from __future__ import annotations

import pytest

from pipeline.model import Paragraph, Version


def make_version(lang: str, paragraphs: list[str], article: str = "test-article") -> Version:
    """A Version whose paragraph i sits on line 2*i+1 (paragraphs separated by blank lines)."""
    paras = [
        Paragraph(index=i, line=2 * i + 1, text=t, line_starts=[0], line_numbers=[2 * i + 1], column_maps=[None])
        for i, t in enumerate(paragraphs)
    ]
    raw = []
    for t in paragraphs:
        raw += [t, ""]
    return Version(article=article, path=f"{article}/{lang}.txt", file=f"{article}/{lang}.txt", lang=lang,
                   lang_source="filename", lang_confidence=1.0, raw_lines=raw[:-1], paragraphs=paras)


def identity_alignment(versions: list[Version]) -> list[dict[str, list[int]]]:
    count = max(len(v.paragraphs) for v in versions)
    return [{v.lang: [i] for v in versions if i < len(v.paragraphs)} for i in range(count)]


def story_with(story: dict[str, list[str]], lang: str, paragraph: int, before: str, after: str) -> dict:
    """A copy of a story whose ``lang`` version writes ``after`` for ``before`` (found exactly once
    in that paragraph)."""
    texts = {code: list(paragraphs) for code, paragraphs in story.items()}
    assert texts[lang][paragraph].count(before) == 1
    texts[lang][paragraph] = texts[lang][paragraph].replace(before, after)
    return texts


def acted_on_flags(texts: dict[str, list[str]]) -> list:
    """The high and medium name rows of a story, its paragraphs aligned one to one, no registry."""
    from pipeline.names.find import find_persons
    from pipeline.names.registry import Registry

    versions = [make_version(lang, paragraphs) for lang, paragraphs in texts.items()]
    _, flags = find_persons(versions, identity_alignment(versions), Registry())
    return [f for f in flags if f.severity in ("high", "medium")]


@pytest.fixture
def version():
    return make_version


@pytest.fixture
def identity():
    return identity_alignment
