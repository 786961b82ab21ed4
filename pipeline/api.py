"""The library behind the CLI: process article folders and write the contract's outputs."""
from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Callable, Iterable, Optional

from pipeline.io.invisible import trim_span
from pipeline.io.paths import is_inside, output_path
from pipeline.io.read import ReadError, list_version_files, read_version, readable_version_files
from pipeline.model import ArticleResult, LocatedNumber, Reference, Version

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
    unchanged: list["Unchanged"] = field(default_factory=list)
    interrupted: bool = False  # Ctrl-C: the articles that finished are written and in summary.csv


def list_articles(sources: Path, exclude: Iterable[Path] = ()) -> list[Path]:
    """Article folders under SOURCES, or [SOURCES] when it is itself an article folder.

    SOURCES is resolved first, so ``run ..`` names the article by its folder, never ``..``.
    A linked article folder is kept only when it resolves inside SOURCES. A folder of
    ``exclude`` (``run``'s ``--out`` inside SOURCES) is no article, nor is a reports folder that
    an earlier run wrote there (a ``summary.csv`` and no version file), for ``check`` too.
    """
    if not sources.exists():
        raise SourcesError(f"SOURCES path {sources} does not exist")
    if not sources.is_dir():
        raise SourcesError(f"SOURCES path {sources} is not a folder")
    sources = sources.resolve()
    if not sources.name:
        raise SourcesError(f"SOURCES path {sources} has no folder name to name an article by")
    if list_version_files(sources):
        return [sources]
    excluded = {Path(folder).resolve() for folder in exclude}
    folders = []
    for path in sorted(p for p in sources.iterdir() if p.is_dir() and not p.name.startswith(".")):
        if path.resolve() in excluded or is_reports_folder(path):
            continue
        if path.is_symlink() and not is_inside(path, sources):
            log.warning("  note: %s: a symbolic link to a folder outside SOURCES; skipped", path.name)
            continue
        folders.append(path)
    if not folders:
        raise SourcesError(f"SOURCES path {sources} holds no article folders and no version files")
    return folders


def is_reports_folder(folder: Path) -> bool:
    """The output folder of a run (``--out`` pointed inside SOURCES): its summary.csv, no versions."""
    return (folder / "summary.csv").is_file() and not list_version_files(folder)


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
            start, end = trim_span(version.raw_lines[line - 1], start, end)  # no ZWSP/NUL at the edges
            mention.surface = version.raw_lines[line - 1][start:end]
            located.append(LocatedNumber(version.lang, version.file, paragraph.index, line, start, end, mention))
    return located


# What a progress line shows while one article goes through the pipeline, in order.
STAGES = ("reading", "sentences", "numbers", "alignment", "names", "facts", "reports")


def process_article(folder: Path, sources_root: Path, registry=None,
                    on_stage: Optional[Callable[[str], None]] = None,
                    reference: Optional[Reference] = None, sentences=None) -> ArticleResult:
    """``reconcile_article_numbers`` with the people of the article (``registry``: aliases/) found
    before the facts stage: it needs no sentences, so a pool's worker finds them while its
    helper splits the sentences. ``sentences``: who splits them (``pipeline.segment.InProcess``
    by default; a pool's worker asks its helper)."""
    from pipeline.facts.reference import reference_for
    from pipeline.names import find_persons
    from pipeline.segment import InProcess

    stage = on_stage or (lambda name: None)
    splitter = sentences or InProcess()
    started = time.perf_counter()
    result, spans = aligned_article(folder, sources_root, stage, splitter)
    stage("names")
    source = reference_for(folder, reference).source  # name rows say what the source writes
    result.persons, name_issues = find_persons(result.versions, result.alignment, registry, source)
    judge_numbers(result, spans, folder, reference, stage, splitter)
    result.discrepancies[:0] = name_issues  # the name rows first, as the reports have always listed them
    result.seconds = time.perf_counter() - started
    return result


def reconcile_article_numbers(folder: Path, sources_root: Path, reference: Optional[Reference] = None,
                              on_stage: Optional[Callable[[str], None]] = None, sentences=None) -> ArticleResult:
    """The numbers-only pipeline of one article: reading, sentences, numbers, alignment and facts
    (no names). ``reference``: a source version, accepted issues, edits (``pipeline.facts.reference``;
    the article's ``article.yml`` names the source when the reference does not). What
    ``process_article`` builds on, and what the planted-errors benchmark and the fact tests run.
    ``sentences``: who splits the sentences (``pipeline.segment.InProcess`` by default)."""
    from pipeline.segment import InProcess

    stage = on_stage or (lambda name: None)
    splitter = sentences or InProcess()
    result, spans = aligned_article(folder, sources_root, stage, splitter)
    judge_numbers(result, spans, folder, reference, stage, splitter)
    return result


def aligned_article(folder: Path, sources_root: Path, stage: Callable[[str], None], splitter):
    """The first stages: the versions read, their sentences asked of ``splitter`` (attached by
    ``judge_numbers``), their numbers, the alignment; (result so far, pivot spans)."""
    from pipeline.align import align_article

    problems: list[str] = []
    stage("reading")
    versions = read_versions(folder, sources_root, problems)
    result = ArticleResult(article=folder.name, versions=versions, problems=problems)
    if not versions:
        problems.append(f"{folder.name}: no usable version")
    stage("sentences")
    splitter.request(versions)
    stage("numbers")
    for version in versions:
        result.numbers.extend(locate_numbers(version))
    if len(versions) == 1:
        problems.append(f"{folder.name}: only one version ({versions[0].file}); nothing to compare")
    stage("alignment")
    result.alignment, spans = align_article(versions, result.numbers)
    return result, spans


def judge_numbers(result: ArticleResult, spans, folder: Path, reference: Optional[Reference],
                  stage: Callable[[str], None], splitter) -> None:
    """The facts stage: the sentences attached, the numbers grouped into facts and judged."""
    from pipeline.facts import reconcile_numbers
    from pipeline.facts.reference import reference_for

    versions = result.versions
    splitter.attach(versions)
    stage("facts")
    if len(versions) > 1:
        judged_against = reference_for(folder, reference)
        result.problems.extend(missing_source_note(folder.name, versions, judged_against.source,
                                                   bool(reference and reference.source)))
        result.facts, result.discrepancies = reconcile_numbers(result.article, versions, result.numbers, spans,
                                                               judged_against)


def missing_source_note(article: str, versions: list[Version], source: str, from_command_line: bool) -> list[str]:
    """A note when the source language named for the article has no version in its folder (the
    majority rules then, which an editor who asked for a source must be told)."""
    if not source or any(v.lang == source for v in versions):
        return []
    from pipeline.lang import name_of

    named = f"--source {source}" if from_command_line else f"article.yml's source: {source}"
    return [f"{article}: {named}, but the article has no {name_of(source)} version "
            f"(it has {' '.join(sorted(v.lang for v in versions))}); its versions are judged by their majority"]


def import_article_stages() -> None:
    """Import what a pool's worker imports to process an article and write its reports (the
    parent does it once, before forking its workers: ``pipeline.batch.pool.preload``). Not spaCy:
    the pool's helper splits the sentences (``pipeline.segment.FromHelper``)."""
    import openpyxl  # noqa: F401  (the reports' workbook)

    from pipeline.align import align_article  # noqa: F401
    from pipeline.batch.cache import write_manifest  # noqa: F401
    from pipeline.facts import reconcile_numbers  # noqa: F401
    from pipeline.facts.reference import reference_for  # noqa: F401
    from pipeline.names import find_persons  # noqa: F401
    from pipeline.report.html import write_html  # noqa: F401
    from pipeline.report.tables import summary_row, write_article_tables  # noqa: F401
    from pipeline.segment import FromHelper  # noqa: F401


def warm_up(job: ArticleJob, registry=None) -> None:
    """What a local pool's parent prepares once for its forked workers (``pipeline.batch.pool.preload``):
    the imports, and the tables and memos of an article's languages, built by reading ``job``'s
    article as a worker would, without sentences (those are the helper's) and without writing
    anything; the result is dropped (the article is processed again, by a worker, and its failure,
    if any, reported there). The workers share what it built instead of each building it."""
    from pipeline.segment import Unsplit

    import_article_stages()
    process_or_failure(job.folder, job.sources_root, registry, reference=job.reference, sentences=Unsplit())


def named_languages(folders: list[Path]) -> list[str]:
    """The supported languages the version files of ``folders`` are named after."""
    from pipeline.lang import supported
    from pipeline.lang.detect import language_from_filename

    named = {language_from_filename(path.name) for folder in folders for path in list_version_files(folder)}
    return [code for code in supported() if code in named]


def sentence_helper(folders: list[Path]):
    """A local pool's helper: it builds the sentence pipelines of the languages the version files
    are named after as it starts (a version found to be in another language gets its pipeline
    when it comes), then splits the sentences of every worker's articles."""
    from pipeline.batch.pool import Helper
    from pipeline.segment import prepare_pipelines, split_texts

    return Helper(answer=split_texts, prepare=partial(prepare_pipelines, named_languages(folders)))


def process_or_failure(folder: Path, sources_root: Path, registry=None,
                       out: Optional[Path] = None, on_stage: Optional[Callable[[str], None]] = None,
                       content_hash: str = "", processed: Optional[ArticleResult] = None,
                       reference: Optional[Reference] = None, sentences=None) -> ArticleResult | ArticleFailure:
    """``process_article`` (and, with ``out``, its reports) behind the per-article guard.

    This is the one place that catches every exception: one broken article must not stop a
    batch, and its failure is logged with its name. A bad SOURCES or registry is not an
    article's fault and still raises. ``processed`` is a result a cluster worker computed:
    only its reports are written here. ``content_hash`` is recorded beside the reports so
    that the next run can skip the article while it stays unchanged (``pipeline.batch.cache``).
    """
    try:
        result = processed or process_article(folder, sources_root, registry, on_stage, reference, sentences)
        if out is not None:
            if on_stage:
                on_stage("reports")
            write_article_outputs(result, out, content_hash)
        return result
    except Exception as exc:  # the per-article guard (see the docstring)
        log.debug("%s: failed", folder.name, exc_info=True)
        return ArticleFailure(folder.name, f"{type(exc).__name__}: {' '.join(str(exc).split())}")


def write_article_outputs(result: ArticleResult, out: Path, content_hash: str = "") -> None:
    from pipeline.batch.cache import write_manifest
    from pipeline.report.html import write_html
    from pipeline.report.tables import summary_row, write_article_tables

    folder = output_path(out, result.article)  # refuses `..`, `.` and links leaving OUT
    write_article_tables(result, folder)
    write_html(result, folder / "report.html")
    if content_hash:  # last, so that an article interrupted mid-write is redone
        write_manifest(folder, content_hash, summary_row(result), result.problems)


@dataclass(frozen=True)
class ArticleJob:
    """One article to process: where it is, and the content hash the skip check computed."""

    folder: Path
    sources_root: Path
    content_hash: str = ""
    size: int = 0  # bytes of its version files: the longest articles are handed out first
    reference: Optional[Reference] = None  # what the versions are judged against (source, accepted, edits)


@dataclass
class Unchanged:
    """An article skipped because its outputs record the same content hash."""

    article: str
    summary: dict[str, str]


class RunObserver:
    """What a run tells its caller as it goes (the CLI draws progress and logs from it)."""

    def started(self, articles: int) -> None:
        """The run has listed SOURCES: ``articles`` folders."""

    def stage(self, article: str, stage: str) -> None:
        """``article`` entered ``stage`` (one of ``STAGES``)."""

    def finished(self, outcome: ArticleResult | ArticleFailure | Unchanged) -> None:
        """One article is done: processed, failed, or skipped as unchanged."""


def make_job(folder: Path, sources: Path, run_key: str = "", reference: Optional[Reference] = None) -> ArticleJob:
    from pipeline.batch.cache import content_hash
    from pipeline.io.versions import ARTICLE_FILE

    root = sources_root_for(folder, sources)
    files = list_version_files(folder) + [p for p in [folder / ARTICLE_FILE] if p.is_file()]
    size = sum(p.lstat().st_size for p in files)
    return ArticleJob(folder, root, content_hash(files, root, run_key) if run_key else "", size, reference)


def pool_task(job: ArticleJob, on_stage: Callable[[str], None], ask, registry=None,
              out: Optional[Path] = None) -> ArticleResult | ArticleFailure:
    """What a local worker process does with one article (``pipeline.batch.pool``): its helper
    (``ask``) splits the sentences."""
    from pipeline.segment import FromHelper

    return process_or_failure(job.folder, job.sources_root, registry, out, on_stage, job.content_hash,
                              reference=job.reference, sentences=FromHelper(ask))


def cluster_task(job: ArticleJob, registry=None) -> ArticleResult | ArticleFailure:
    """What a dask worker does with one article: the result goes back to the client."""
    return process_or_failure(job.folder, job.sources_root, registry, reference=job.reference)


def process_jobs(todo: list[ArticleJob], registry, out: Optional[Path], jobs: int = 1,
                 scheduler: Optional[str] = None, observer: Optional[RunObserver] = None):
    """Yield ``(job, result or failure)`` as articles finish: in this process, in a local
    pool of ``jobs`` processes, or on the dask cluster at ``scheduler``. With ``out``, every
    article's reports are written (by the local workers, or here for cluster results)."""
    observer = observer or RunObserver()
    if scheduler:
        from pipeline.batch.cluster import TaskFailed, run_on_cluster

        for index, outcome in run_on_cluster(scheduler, todo, partial(cluster_task, registry=registry)):
            job = todo[index]
            if isinstance(outcome, TaskFailed):
                outcome = ArticleFailure(job.folder.name, str(outcome))
            elif out is not None and isinstance(outcome, ArticleResult):
                outcome = process_or_failure(job.folder, job.sources_root, out=out,
                                             content_hash=job.content_hash, processed=outcome)
            yield job, outcome
    elif jobs > 1 and len(todo) > 1:
        from pipeline.batch.pool import LocalPool, WorkerDied, preload

        tasks = sorted(todo, key=lambda job: -job.size)
        pool = LocalPool(min(jobs, len(tasks)), partial(pool_task, registry=registry, out=out),
                         helper=sentence_helper([job.folder for job in todo]))
        pool.start_helper()  # spaCy's import starts in the helper while this process prepares the workers
        preload(partial(warm_up, min(tasks, key=lambda job: job.size), registry))
        for index, outcome in pool.run(tasks, on_stage=lambda i, name: observer.stage(tasks[i].folder.name, name)):
            if isinstance(outcome, WorkerDied):
                outcome = ArticleFailure(tasks[index].folder.name, str(outcome))
            yield tasks[index], outcome
    else:
        from pipeline.batch.pool import settle

        for n, job in enumerate(todo):
            on_stage = partial(observer.stage, job.folder.name)
            yield job, process_or_failure(job.folder, job.sources_root, registry, out, on_stage, job.content_hash,
                                          reference=job.reference)
            if n == 0 and len(todo) > 1:  # the first article built the tables of its languages
                settle()


def process_many(folders: list[Path], sources: Path, registry, jobs: int = 1,
                 scheduler: Optional[str] = None,
                 references: Optional[dict[Path, Reference]] = None) -> list[ArticleResult | ArticleFailure]:
    """Each folder's result or failure, in the order of ``folders`` (what ``check`` uses)."""
    todo = [make_job(folder, sources, reference=(references or {}).get(folder)) for folder in folders]
    outcomes = {job.folder: outcome for job, outcome in process_jobs(todo, registry, None, jobs, scheduler)}
    return [outcomes[job.folder] for job in todo]


def run(sources: Path, out: Path, aliases: Optional[Path], observer: Optional[RunObserver] = None,
        jobs: int = 1, scheduler: Optional[str] = None, force: bool = False,
        options: Optional[dict] = None, reference: Optional[Reference] = None,
        references: Optional[dict[Path, Reference]] = None) -> RunReport:
    """Process every article under SOURCES and write its reports and ``summary.csv`` to OUT.

    An article whose outputs record the same content hash is skipped unless ``force``.
    ``options`` are the command-line options that change outputs: they are part of that hash.
    ``reference`` (a source version) applies to every article, ``references`` per article folder
    (edits judged against the unchanged versions). Ctrl-C stops the run; what finished is kept and listed in ``summary.csv``.
    """
    from pipeline.batch.cache import run_key, unchanged_summary
    from pipeline.report.overview import write_overview
    from pipeline.report.tables import write_summary

    observer = observer or RunObserver()
    folders = list_articles(sources, exclude=[out])
    registry = load_registry(aliases)
    key = run_key(registry, options or {})
    report = RunReport()
    observer.started(len(folders))
    todo = []
    for folder in folders:
        job = make_job(folder, sources, key, (references or {}).get(folder, reference))
        recorded = None if force else unchanged_summary(out / folder.name, job.content_hash)
        if recorded is None:
            todo.append(job)
            continue
        report.unchanged.append(Unchanged(folder.name, recorded))
        observer.finished(report.unchanged[-1])
    try:
        for _, outcome in process_jobs(todo, registry, out, jobs, scheduler, observer):
            if isinstance(outcome, ArticleFailure):
                report.failed.append(outcome)
            else:
                report.results.append(outcome)
            observer.finished(outcome)
    except KeyboardInterrupt:
        report.interrupted = True
    report.results.sort(key=lambda result: result.article)  # workers finish in any order
    report.problems = [problem for result in report.results for problem in result.problems]
    write_summary(report.results, out / "summary.csv", [u.summary for u in report.unchanged])
    write_overview(overview_rows(report, folders, out), out / "index.html")
    return report


def overview_rows(report: RunReport, folders: list[Path], out: Path) -> list:
    """Every article of the run for ``outputs/index.html``: processed, unchanged, failed, and (after
    Ctrl-C) not finished."""
    from pipeline.batch.cache import recorded_notes
    from pipeline.report.overview import failed_row, not_finished_row, processed_row, unchanged_row

    rows = [processed_row(result) for result in report.results]
    rows += [unchanged_row(u.article, u.summary, out / u.article, recorded_notes(out / u.article))
             for u in report.unchanged]
    by_name = {folder.name: folder for folder in folders}
    rows += [failed_row(f.article, _relative_paths(f.reason, by_name.get(f.article)),
                        _named_languages(by_name.get(f.article))) for f in report.failed]
    done = {row.article for row in rows}
    rows += [not_finished_row(folder.name, _named_languages(folder)) for folder in folders if folder.name not in done]
    return rows


def _relative_paths(reason: str, folder: Optional[Path]) -> str:
    """A failure's reason with the article's paths relative to SOURCES, as the reports name files."""
    return reason.replace(f"{folder.resolve().parent}{os.sep}", "") if folder else reason


def _named_languages(folder: Optional[Path]) -> list[str]:
    """The languages an article's version files are named after (it has no result to tell)."""
    from pipeline.report.overview import languages_named

    try:
        return languages_named(list_version_files(folder)) if folder else []
    except OSError:
        return []
