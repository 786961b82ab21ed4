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


def split_sentences(text: str, lang: str) -> list[Sentence]:
    doc = sentence_pipeline(lang)(text)
    sentences = []
    for sent in doc.sents:
        start, end = sent.start_char, sent.end_char
        if text[start:end].strip():
            sentences.append(Sentence(start, end, text[start:end]))
    return sentences


def add_sentences(version: Version) -> None:
    nlp = sentence_pipeline(version.lang)
    texts = [p.text for p in version.paragraphs]
    for paragraph, doc in zip(version.paragraphs, nlp.pipe(texts, batch_size=64)):
        paragraph.sentences = [Sentence(s.start_char, s.end_char, s.text) for s in doc.sents if s.text.strip()]
