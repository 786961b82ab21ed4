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
- Each version is split inside a memory zone, so a long-lived worker does not keep every word
  of every article it has seen.

``benchmarks/run_segment.py`` checks that the sentences equal those of ``spacy.blank(lang)``
on the sample and the dev set; ``tests/batch/test_sentence_pipeline.py`` on hand-written text.
"""
from __future__ import annotations

from functools import lru_cache

from pipeline.model import Sentence, Version

MULTI_LANGUAGE = "xx"  # spaCy's multi-language tokenizer, for codes spaCy lacks


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
            if text and (not text[0].isalnum() or any(c in marks for c in text))}


@lru_cache(maxsize=None)
def sentence_pipeline(lang: str):
    from spacy.attrs import IS_PUNCT

    base = language_class(lang)
    marks = sentence_marks()
    defaults = type("Defaults", (base.Defaults,), {
        "tokenizer_exceptions": boundary_special_cases(base.Defaults.tokenizer_exceptions, marks)})
    nlp = type(f"Sentences{base.__name__}", (base,), {"Defaults": defaults})()
    nlp.vocab.lex_attr_getters = {IS_PUNCT: nlp.vocab.lex_attr_getters[IS_PUNCT]}
    nlp.add_pipe("sentencizer")
    return nlp


def sentences_of(doc) -> list[Sentence]:
    """Non-blank sentences of a spaCy doc, with character offsets into its text."""
    return [Sentence(s.start_char, s.end_char, s.text) for s in doc.sents if s.text.strip()]


def add_sentences(version: Version) -> None:
    nlp = sentence_pipeline(version.lang)
    texts = [p.text for p in version.paragraphs]
    # the words of this version are forgotten afterwards: a worker's vocabulary would otherwise
    # grow with every article of a nightly batch (nothing keeps a spaCy object past this loop)
    with nlp.memory_zone():
        for paragraph, doc in zip(version.paragraphs, nlp.pipe(texts, batch_size=64)):
            paragraph.sentences = sentences_of(doc)
