"""Shared helpers for the per-language name tests in tests/lang/<code>/test_names.py."""
from pipeline.model import Paragraph, Version
from pipeline.names.detect import SHORT_SYSTEM, detect_cased_names
from pipeline.names.find import find_persons
from pipeline.names.registry import Registry


def make_version(lang: str, paragraphs: list[str], article: str = "names-case") -> Version:
    """A Version whose paragraph i sits on line i + 1 (one line per paragraph, as in news)."""
    paras = [Paragraph(index=i, line=i + 1, text=t, line_starts=[0], line_numbers=[i + 1], column_maps=[None])
             for i, t in enumerate(paragraphs)]
    return Version(article=article, path=f"{article}/{lang}.txt", file=f"{article}/{lang}.txt", lang=lang,
                   lang_source="filename", lang_confidence=1.0, raw_lines=list(paragraphs), paragraphs=paras)


def run(texts: dict[str, list[str]]):
    """(persons, discrepancies) of an article given as {lang: [line, ...]}, lines aligned 1:1."""
    versions = [make_version(lang, lines) for lang, lines in texts.items()]
    count = max(len(v.paragraphs) for v in versions)
    alignment = [{v.lang: [i] for v in versions if i < len(v.paragraphs)} for i in range(count)]
    return find_persons(versions, alignment, Registry())


def full_names(text: str, lang: str) -> list[str]:
    """Full-name candidates of one line (one-word mentions are linked or dropped later)."""
    return [m.base for m in detect_cased_names(text, lang) if m.system != SHORT_SYSTEM]


def person_of(persons, lang: str, spelling: str):
    hits = [p for p in persons for m in p.mentions if m.lang == lang and m.mention.base == spelling]
    assert hits, f"no {lang} mention {spelling!r}; have {[(m.lang, m.mention.base) for p in persons for m in p.mentions]}"
    return hits[0]


def spellings(person, lang: str) -> list[tuple[int, str]]:
    """(line, spelling) of a person's mentions in one version."""
    return sorted((m.line, m.mention.base) for m in person.mentions if m.lang == lang)
