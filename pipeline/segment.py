"""Sentences inside paragraphs: spaCy's tokenizer and rule-based sentencizer per language.

Each pipeline is built at the lowest cost spaCy allows for sentence splitting, and only for
the languages an article has (one per process, cached):

- The sentencizer only looks at token texts (is it one of its punctuation marks?) and at
  ``is_punct``. So the pipeline keeps only the tokenizer special cases that can change a
  sentence boundary: those holding a sentence mark ("Dr.", "dll.", "т.е.") and those that
  start with a non-word character (they decide where a sentence's first token starts).
  Malay and Indonesian otherwise load about 9.4k and 16k reduplicated words ("anak-anak"),
  which costs seconds and never moves a boundary.
- New words get only the ``IS_PUNCT`` lexical attribute; spaCy's other two dozen (shape,
  norm, like_num, stop words...) are computed for every new word and nothing here reads them.
  The vocab is made that way before the tokenizer, so the special cases' own words (2.3k for
  the five languages of the sample) skip them too.
- A pipeline keeps the words it has read: spaCy's tokenizer splits a word into prefixes,
  suffixes and infixes once and caches the result (inside a ``memory_zone`` it caches nothing,
  which made splitting news-dev 1.8x slower). So that a long-lived worker's memory stays
  bounded, a pipeline that has learnt more than ``MAX_WORDS`` words is built afresh (about
  0.5 KB a word: 10 MB a language at most).

With ``--jobs``, one helper process splits the sentences of every worker's articles
(``FromHelper``, ``split_request``): spaCy is imported and the pipelines are built once, in a
process of their own, while the workers start on their articles, which need the sentences
only at the facts stage; the workers never import spaCy.

``benchmarks/run_segment.py`` checks that the sentences equal those of ``spacy.blank(lang)``
on the sample and the dev set; ``tests/batch/test_sentence_pipeline.py`` on hand-written text.
"""
from __future__ import annotations

from pipeline.model import Sentence, Version

MULTI_LANGUAGE = "xx"  # spaCy's multi-language tokenizer, for codes spaCy lacks
MAX_WORDS = 20_000  # words a pipeline may learn before it is built afresh (news-dev: 6k a language)

_pipelines: dict = {}  # language code -> its sentence pipeline, built on first use


def language_class(lang: str):
    from spacy.util import get_lang_class

    try:
        return get_lang_class(lang)
    except (ImportError, KeyError, ValueError):
        return get_lang_class(MULTI_LANGUAGE)


def sentence_marks() -> frozenset[str]:
    from spacy.pipeline import Sentencizer

    return frozenset(Sentencizer.default_punct_chars)


def boundary_special_cases(exceptions: dict, marks: frozenset[str]) -> dict:
    """The tokenizer special cases that can move a sentence boundary (see the module doc)."""
    return {text: tokens for text, tokens in exceptions.items()
            if text and (not text[0].isalnum() or not marks.isdisjoint(text))}


def sentence_pipeline(lang: str):
    """The pipeline that splits ``lang`` (built once; afresh when it has learnt ``MAX_WORDS`` words)."""
    nlp = _pipelines.get(lang)
    if nlp is None or len(nlp.vocab) > MAX_WORDS:
        nlp = _pipelines[lang] = build_sentence_pipeline(lang)
    return nlp


def punctuation_vocab(base):
    """A vocab whose words get only ``IS_PUNCT`` (the language's own getter, else spaCy's), made
    before the tokenizer: its special cases' words are then not given the other attributes
    either, and spaCy's default vocab and vectors set-up (a config resolved per language) is skipped."""
    from spacy.attrs import IS_PUNCT
    from spacy.lang.lex_attrs import LEX_ATTRS
    from spacy.vocab import Vocab

    getters = {**LEX_ATTRS, **base.Defaults.lex_attr_getters}
    return Vocab(lex_attr_getters={IS_PUNCT: getters[IS_PUNCT]}, writing_system=base.Defaults.writing_system)


def build_sentence_pipeline(lang: str):
    base = language_class(lang)
    marks = sentence_marks()
    defaults = type("Defaults", (base.Defaults,), {
        "tokenizer_exceptions": boundary_special_cases(base.Defaults.tokenizer_exceptions, marks)})
    nlp = type(f"Sentences{base.__name__}", (base,), {"Defaults": defaults})(vocab=punctuation_vocab(base))
    nlp.add_pipe("sentencizer")
    return nlp


def sentences_of(doc, text: str) -> list[Sentence]:
    """Non-blank sentences of a spaCy doc of ``text``, with character offsets into it (the slice
    is the span's text: spaCy keeps every character, and joining tokens costs more)."""
    spans = ((s.start_char, s.end_char) for s in doc.sents)
    return [Sentence(start, end, text[start:end]) for start, end in spans if text[start:end].strip()]


Spans = list[list[tuple[int, int]]]  # per paragraph, its sentences' (start, end) offsets


def paragraph_spans(lang: str, texts: list[str]) -> Spans:
    """The non-blank sentences of each paragraph text of ``lang``, as offsets."""
    nlp = sentence_pipeline(lang)
    return [[(s.start, s.end) for s in sentences_of(doc, text)]
            for text, doc in zip(texts, nlp.pipe(texts, batch_size=64))]


def attach_sentences(version: Version, spans: Spans) -> None:
    for paragraph, pieces in zip(version.paragraphs, spans, strict=True):
        paragraph.sentences = [Sentence(start, end, paragraph.text[start:end]) for start, end in pieces]


def add_sentences(version: Version) -> None:
    attach_sentences(version, paragraph_spans(version.lang, [p.text for p in version.paragraphs]))


def split_request(versions: list[Version]) -> list[tuple[str, list[str]]]:
    """What a helper needs to split an article: each version's language and paragraph texts."""
    return [(v.lang, [p.text for p in v.paragraphs]) for v in versions]


def split_texts(request: list[tuple[str, list[str]]]) -> list[Spans]:
    """The helper's answer to ``split_request``: each version's sentence spans."""
    return [paragraph_spans(lang, texts) for lang, texts in request]


def prepare_pipelines(langs: list[str]) -> None:
    """Build the pipelines of ``langs`` ahead (a helper does it while the workers start)."""
    for lang in langs:
        sentence_pipeline(lang)


class InProcess:
    """Sentences split in this process, when the article asks for them."""

    def request(self, versions: list[Version]) -> None:
        for version in versions:
            add_sentences(version)

    def attach(self, versions: list[Version]) -> None:
        """Nothing left to do: ``request`` attached them."""


class Unsplit:
    """No sentences: each paragraph stands as one (a pool's parent reads an article this way to
    build its languages' tables before it forks its workers, and keeps nothing of it)."""

    def request(self, versions: list[Version]) -> None:
        """Nothing to split."""

    def attach(self, versions: list[Version]) -> None:
        """Nothing to attach."""


class FromHelper:
    """Sentences split by a pool's helper process: asked for as the article is read, attached
    before they are needed. Without an answer (the helper is gone) they are split here."""

    def __init__(self, ask) -> None:
        self.ask = ask
        self.collect = None

    def request(self, versions: list[Version]) -> None:
        self.collect = self.ask(split_request(versions))

    def attach(self, versions: list[Version]) -> None:
        answer = self.collect() if self.collect else None
        self.collect = None
        if answer is None:
            InProcess().request(versions)
            return
        for version, spans in zip(versions, answer, strict=True):
            attach_sentences(version, spans)
