"""Benchmark: the lean sentence pipelines of ``pipeline.segment`` against ``spacy.blank(lang)``.

Run: .venv/bin/python benchmarks/run_segment.py [--news-dev PATH]

For every language of the sample and the dev set: the special cases each pipeline loads, the
seconds to build it, the seconds to split every paragraph, and whether the sentence
boundaries are the same. Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import news_dev  # noqa: E402


def paragraphs_by_language(folders: list[Path]) -> dict[str, list[str]]:
    from pipeline.api import read_versions

    texts: dict[str, list[str]] = {}
    for folder in folders:
        for version in read_versions(folder, folder.parent, []):
            texts.setdefault(version.lang, []).extend(p.text for p in version.paragraphs)
    return texts


def timed(make):
    started = time.perf_counter()
    value = make()
    return value, time.perf_counter() - started


def boundaries(nlp, texts: list[str]) -> list[list[tuple[int, int]]]:
    return [[(s.start_char, s.end_char) for s in doc.sents] for doc in nlp.pipe(texts, batch_size=64)]


def full_pipeline(lang: str):
    import spacy

    nlp = spacy.blank(lang)
    nlp.add_pipe("sentencizer")
    return nlp


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--news-dev", type=Path, default=None, help="the news-dev corpus (benchmarks/corpus.py)")
    args = parser.parse_args()
    import spacy  # noqa: F401  (imported once, outside the build times)

    from pipeline.segment import sentence_pipeline

    news = news_dev("run_segment", args.news_dev)
    folders = [ROOT / "sources" / "kimi-k3-team"] + (sorted(p for p in news.iterdir() if p.is_dir()) if news else [])
    texts = paragraphs_by_language(folders)
    print(f"== sentence pipelines: lean vs spacy.blank, {len(folders)} articles ==")
    print(f"{'lang':5}{'paragraphs':>11}{'special cases':>20}{'build s':>16}{'split s':>16}  same sentences")
    for lang in sorted(texts):
        lean, lean_build = timed(lambda: sentence_pipeline(lang))
        full, full_build = timed(lambda: full_pipeline(lang))
        lean_sents, lean_split = timed(lambda: boundaries(lean, texts[lang]))
        full_sents, full_split = timed(lambda: boundaries(full, texts[lang]))
        cases = f"{len(lean.Defaults.tokenizer_exceptions)}/{len(full.Defaults.tokenizer_exceptions)}"
        same = sum(a == b for a, b in zip(lean_sents, full_sents))
        print(f"{lang:5}{len(texts[lang]):>11}{cases:>20}{lean_build:>8.3f}/{full_build:<7.3f}"
              f"{lean_split:>8.2f}/{full_split:<7.2f}  {same}/{len(texts[lang])} paragraphs")


if __name__ == "__main__":
    main()
