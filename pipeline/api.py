"""The library behind the CLI: process article folders and write the contract's outputs."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from pipeline.io.paths import is_inside, output_path
from pipeline.io.read import ReadError, list_version_files, read_version, readable_version_files
from pipeline.model import ArticleResult, LocatedNumber, Version

log = logging.getLogger("reconcile")


class SourcesError(ValueError):
    """SOURCES cannot be used at all (missing, not a folder, no articles)."""


@dataclass
class ArticleFailure:
    """An article the pipeline raised on: reported, and the run goes on with the others."""

    article: str
    reason: str  # "ValueError: ..." on one line

    def __str__(self) -> str:
        return f"{self.article}: {self.reason}"


@dataclass
class RunReport:
    results: list[ArticleResult] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    failed: list[ArticleFailure] = field(default_factory=list)


def list_articles(sources: Path) -> list[Path]:
    """Article folders under SOURCES, or [SOURCES] when it is itself an article folder."""
    if not sources.exists():
        raise SourcesError(f"SOURCES path {sources} does not exist")
    if not sources.is_dir():
        raise SourcesError(f"SOURCES path {sources} is not a folder")
    sources = sources.resolve()
    if not sources.name:
        raise SourcesError(f"SOURCES path {sources} has no folder name to name an article by")
    if list_version_files(sources):
        return [sources]
    folders = []
    for path in sorted(p for p in sources.iterdir() if p.is_dir() and not p.name.startswith(".")):
        if path.is_symlink() and not is_inside(path, sources):
            log.warning("  note: %s: a symbolic link to a folder outside SOURCES; skipped", path.name)
            continue
        folders.append(path)
    if not folders:
        raise SourcesError(f"SOURCES path {sources} holds no article folders and no version files")
    return folders


def sources_root_for(folder: Path, sources: Path) -> Path:
    """Paths in the CSVs are relative to SOURCES; for a single article folder, to its parent."""
    return sources.resolve().parent if folder.resolve() == sources.resolve() else sources


def load_registry(aliases: Optional[Path]):
    from pipeline.names.registry import load_registry as load

    return load(aliases)


def read_versions(folder: Path, sources_root: Path, problems: list[str]) -> list[Version]:
    versions = []
    for path in readable_version_files(folder, sources_root, problems):
        try:
            version = read_version(path, sources_root, folder.name)
        except ReadError as exc:
            problems.append(str(exc))
            continue
        problems.extend(version.notes)
        versions.append(version)
    return _drop_duplicate_languages(versions, problems)


def _drop_duplicate_languages(versions: list[Version], problems: list[str]) -> list[Version]:
    seen: dict[str, Version] = {}
    kept = []
    for version in versions:
        if version.lang in seen:
            problems.append(f"{version.file}: a second {version.lang} version (after {seen[version.lang].file}); skipped")
            continue
        seen[version.lang] = version
        kept.append(version)
    return kept


def locate_numbers(version: Version) -> list[LocatedNumber]:
    from pipeline.numbers import extract_numbers

    located = []
    for paragraph in version.paragraphs:
        for mention in extract_numbers(paragraph.text, version.lang):
            line, start = paragraph.locate(mention.start)
            end_line, end = paragraph.locate(mention.end)
            if end_line != line:  # a mention across a line break is reported on its first line
                end = len(version.raw_lines[line - 1])
            mention.surface = version.raw_lines[line - 1][start:end]
            located.append(LocatedNumber(version.lang, version.file, paragraph.index, line, start, end, mention))
    return located


def process_article(folder: Path, sources_root: Path, registry=None) -> ArticleResult:
    from pipeline.align import align_article
    from pipeline.facts import reconcile_numbers
    from pipeline.names import find_persons
    from pipeline.segment import add_sentences

    started = time.perf_counter()
    problems: list[str] = []
    versions = read_versions(folder, sources_root, problems)
    result = ArticleResult(article=folder.name, versions=versions, problems=problems)
    if not versions:
        problems.append(f"{folder.name}: no usable version")
    for version in versions:
        add_sentences(version)
        result.numbers.extend(locate_numbers(version))
    if len(versions) == 1:
        problems.append(f"{folder.name}: only one version ({versions[0].file}); nothing to compare")
    result.alignment, spans = align_article(versions, result.numbers)
    result.persons, name_issues = find_persons(versions, result.alignment, registry)
    result.discrepancies.extend(name_issues)
    if len(versions) > 1:
        result.facts, numeric_issues = reconcile_numbers(result.article, versions, result.numbers, spans)
        result.discrepancies.extend(numeric_issues)
    result.seconds = time.perf_counter() - started
    return result


def process_or_failure(folder: Path, sources_root: Path, registry=None,
                       out: Optional[Path] = None) -> ArticleResult | ArticleFailure:
    """``process_article`` (and, with ``out``, its reports) behind the per-article guard.

    This is the one place that catches every exception: one broken article must not stop a
    batch, and its failure is logged with its name. A bad SOURCES or registry is not an
    article's fault and still raises.
    """
    try:
        result = process_article(folder, sources_root, registry)
        if out is not None:
            write_article_outputs(result, out)
        return result
    except Exception as exc:  # the per-article guard (see the docstring)
        log.debug("%s: failed", folder.name, exc_info=True)
        return ArticleFailure(folder.name, f"{type(exc).__name__}: {' '.join(str(exc).split())}")


def write_article_outputs(result: ArticleResult, out: Path) -> None:
    from pipeline.report.html import write_html
    from pipeline.report.tables import write_article_tables

    folder = output_path(out, result.article)
    write_article_tables(result, folder)
    write_html(result, folder / "report.html")


def run(sources: Path, out: Path, aliases: Optional[Path],
        on_article: Optional[Callable[[ArticleResult], None]] = None,
        progress: Optional[Callable] = None) -> RunReport:
    from pipeline.report.tables import write_summary

    folders = list_articles(sources)
    registry = load_registry(aliases)
    report = RunReport()
    iterator = progress(folders) if progress and len(folders) > 1 else folders  # a bar only for batches
    for folder in iterator:
        result = process_or_failure(folder, sources_root_for(folder, sources), registry, out)
        if isinstance(result, ArticleFailure):
            report.failed.append(result)
            continue
        report.results.append(result)
        report.problems.extend(result.problems)
        if on_article:
            on_article(result)
    write_summary(report.results, out / "summary.csv")
    return report
