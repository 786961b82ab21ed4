"""Sentences inside paragraphs, with spaCy blank pipelines plus a sentencizer per language."""
from __future__ import annotations

from functools import lru_cache

from pipeline.model import Sentence, Version


@lru_cache(maxsize=None)
def sentence_pipeline(lang: str):
    import spacy

    try:
        nlp = spacy.blank(lang)
    except (ImportError, KeyError, ValueError):
        nlp = spacy.blank("xx")  # multi-language tokenizer for codes spaCy lacks
    nlp.add_pipe("sentencizer")
    return nlp


def sentences_of(doc) -> list[Sentence]:
    """Non-blank sentences of a spaCy doc, with character offsets into its text."""
    return [Sentence(s.start_char, s.end_char, s.text) for s in doc.sents if s.text.strip()]


def add_sentences(version: Version) -> None:
    nlp = sentence_pipeline(version.lang)
    texts = [p.text for p in version.paragraphs]
    for paragraph, doc in zip(version.paragraphs, nlp.pipe(texts, batch_size=64)):
        paragraph.sentences = sentences_of(doc)
