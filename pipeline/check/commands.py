"""What ``reconcile check`` and ``reconcile accept`` do; the CLI only parses options and
exits with the code these functions return (contract: 0 nothing new at or above the
threshold, 1 new discrepancies, 2 unusable input or command line, with a one-line reason
on stderr).
"""
from __future__ import annotations

import os
import sys
from datetime import date
from functools import partial
from pathlib import Path
from typing import Iterable, Optional, TextIO

from pipeline import api
from pipeline.batch.cluster import ClusterError
from pipeline.check.baseline import (ISSUE_ID_PATTERN, Baseline, BaselineEntry, BaselineError, load_baseline,
                                     save_baseline)
from pipeline.check.changes import check_ref, select_changed_articles
from pipeline.check.edits import edit_references, keep_unchanged_versions_unblamed
from pipeline.check.evaluate import (ACCEPTED, CheckedIssue, Outcome, classify, issue_sort_key, relative_to_cwd,
                                     repository_path, version_path)
from pipeline.check.formats import count, parse_format, render
from pipeline.check.severity import SEVERITIES, UsageError, parse_fail_on
from pipeline.facts.reference import ArticleFileError, source_code
from pipeline.lang import name_of, supported
from pipeline.model import ArticleResult, Discrepancy, Reference
from pipeline.names.registry import RegistryError


class ArticleFailed(RuntimeError):
    """The pipeline raised on an article: the check cannot vouch for it."""


def input_errors() -> tuple[type[BaseException], ...]:
    """Exceptions that mean "this input or command line cannot be used" (exit 2)."""
    return (UsageError, BaselineError, ArticleFailed, api.SourcesError, RegistryError, ClusterError)


def one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


# -- check -----------------------------------------------------------------------------------

def check_command(
    sources: Path,
    baseline: Path,
    changed_since: Optional[str],
    fail_on: str,
    fmt: str,
    aliases: Optional[Path],
    out: Optional[TextIO] = None,
    err: Optional[TextIO] = None,
    jobs: int = 1,
    scheduler: Optional[str] = None,
    source: Optional[str] = None,
) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    try:
        threshold = parse_fail_on(fail_on)
        fmt = parse_format(fmt)
        if changed_since is not None:
            changed_since = check_ref(changed_since)
        source = parsed_source(source)
        accepted = load_baseline(Path(baseline))
        outcome = run_check(Path(sources), accepted, changed_since, threshold, aliases, jobs, scheduler, source)
    except input_errors() as exc:
        err.write(f"reconcile check: {one_line(exc)}\n")
        return 2
    for note in outcome.notes:
        err.write(f"note: {note}\n")
    out.write(render(outcome, fmt, terminal_width(out)))
    return outcome.exit_code


def terminal_width(stream: TextIO) -> Optional[int]:
    """The columns of the terminal ``stream`` writes to (``COLUMNS`` wins, as in ``shutil``);
    None for a file or a pipe, whose lines are never wrapped."""
    try:
        if not stream.isatty():
            return None
        columns = os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, OSError, ValueError):
        return None
    override = os.environ.get("COLUMNS", "")
    return int(override) if override.isdigit() and int(override) > 0 else columns or None


def run_check(
    sources: Path, baseline: Baseline, changed_since: Optional[str], fail_on: str, aliases: Optional[Path],
    jobs: int = 1, scheduler: Optional[str] = None, source: str = "", note_missing_baseline: bool = True,
) -> Outcome:
    """Judge the articles (all, or those changed since ``changed_since``) against the baseline.

    Accepted deviations do not vote (``Reference.accepted``). With ``changed_since``, each
    changed version is also read at that ref and judged against the unchanged versions, so the
    edit is blamed on the edited file and line (``pipeline.check.edits``).
    """
    all_articles = list(api.list_articles(sources))
    notes = [] if baseline.exists or not note_missing_baseline else [
        f"no baseline at {baseline.path}; every discrepancy counts as new"]
    articles = all_articles
    if changed_since is not None:
        selection = select_changed_articles(all_articles, sources, changed_since, [aliases, baseline.path])
        articles, notes = selection.articles, notes + selection.notes
    registry = api.load_registry(aliases) if articles else None
    reference = judging_reference(baseline, source)
    references = edit_references(sources, changed_since, reference, articles) if changed_since and articles else {}
    outcome = Outcome(fail_on=fail_on, articles=[], baseline_path=relative_to_cwd(baseline.path),
                      baseline_repo_path=repository_path(baseline.path))
    for folder, result in zip(articles, process_all(articles, sources, registry, jobs, scheduler,
                                                     reference, references)):
        if folder in references:
            as_it_was = partial(api.process_or_failure, registry=registry)
            result.discrepancies = keep_unchanged_versions_unblamed(
                result, folder, references[folder], lambda copy, root, ref: as_it_was(copy, root, reference=ref))
        outcome.articles.append(result.article)
        notes += [note_for(result.article, problem) for problem in result.problems]
        root = api.sources_root_for(folder, sources)
        outcome.issues += [checked_issue(d, classify(d, baseline, fail_on), version_path(root, folder, d.file))
                           for d in result.discrepancies]
    outcome.issues.sort(key=issue_sort_key)
    whole_tree = changed_since is None and not is_single_article(all_articles, sources)
    outcome.stale = stale(baseline, outcome.articles, {i.discrepancy.issue_id for i in outcome.issues}, whole_tree)
    notes += [
        f"stale baseline entry {e.issue_id} ({e.article}, {e.kind}): the issue no longer occurs, "
        f"remove it from {baseline.path}"
        for e in outcome.stale
    ]
    outcome.notes = notes
    return outcome


def checked_issue(d: Discrepancy, status: str, path: Path) -> CheckedIssue:
    return CheckedIssue(d, status, relative_to_cwd(path), repository_path(path))


def note_for(article: str, problem: str) -> str:
    """A pipeline problem as a note that names the article once."""
    return problem if problem.startswith(article) else f"{article}: {problem}"


def stale(baseline: Baseline, checked: list[str], seen: set[str], whole_tree: bool) -> list[BaselineEntry]:
    """Entries whose issue no longer occurs, among the articles this run can speak for.

    A run over the whole SOURCES tree also calls entries of vanished articles stale; a run
    over one article folder or over changed articles only speaks for those articles.
    """
    entries = baseline.sorted_entries() if whole_tree else baseline.for_articles(checked)
    return [e for e in entries if e.issue_id not in seen]


def is_single_article(articles: list[Path], sources: Path) -> bool:
    return len(articles) == 1 and Path(articles[0]).resolve() == Path(sources).resolve()


def judging_reference(baseline: Baseline, source: str = "") -> Reference:
    """Every article's reference: the source version, and the accepted issues (they do not vote)."""
    return Reference(source=source, accepted=frozenset(baseline.entries))


def parsed_source(source: Optional[str]) -> str:
    """``--source`` as a supported code; an unknown one is a usage error that lists the codes."""
    try:
        return source_code(source or "")
    except ArticleFileError as exc:
        choices = ", ".join(f"{code} ({name_of(code)})" for code in supported())
        raise UsageError(f"{exc}; the supported languages are {choices}") from None


def process_all(articles: list[Path], sources: Path, registry, jobs: int = 1,
                scheduler: Optional[str] = None, reference: Optional[Reference] = None,
                references: Optional[dict[Path, Reference]] = None) -> Iterable[ArticleResult]:
    """Each article's result, in order: one by one here, or in local workers or on a cluster.
    ``references`` (edits) replace ``reference`` for their article folders."""
    chosen = {folder: (references or {}).get(folder, reference) for folder in articles}
    if jobs == 1 and not scheduler:
        return (process(folder, sources, registry, chosen[folder]) for folder in articles)
    return [passed(outcome) for outcome in api.process_many(list(articles), Path(sources), registry, jobs, scheduler,
                                                            chosen)]


def passed(outcome) -> ArticleResult:
    if isinstance(outcome, api.ArticleFailure):
        raise ArticleFailed(f"article {outcome.article} could not be processed: {outcome.reason}")
    return outcome


def process(folder: Path, sources: Path, registry, reference: Optional[Reference] = None) -> ArticleResult:
    """One article through the API's per-article guard; a failure stops the check (exit 2)."""
    return passed(api.process_or_failure(Path(folder), api.sources_root_for(Path(folder), Path(sources)), registry,
                                         reference=reference))


# -- accept ----------------------------------------------------------------------------------

DEFAULT_SOURCES = Path("sources")


def accept_command(
    issue_ids: list[str],
    reason: str,
    baseline: Path,
    sources: Optional[Path],
    aliases: Optional[Path],
    out: Optional[TextIO] = None,
    err: Optional[TextIO] = None,
    today: Optional[date] = None,
    changed_since: Optional[str] = None,
    all_issues: bool = False,
    jobs: int = 1,
    scheduler: Optional[str] = None,
    source: Optional[str] = None,
) -> int:
    """Add the given issues (or, with ``all_issues``, every discrepancy ``check`` finds that the
    baseline lacks: a first baseline) to the baseline. ``issue_ids`` are the command line's
    arguments: issue ids, and at most one SOURCES folder (as ``run`` and ``check`` take it)."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        reason = " ".join((reason or "").split())
        if not reason:
            raise UsageError("--reason must say why the discrepancy is accepted")
        ids, sources = ids_and_sources(issue_ids, sources)
        if changed_since is not None:
            changed_since = check_ref(changed_since)
        source = parsed_source(source)
        accepted = load_baseline(Path(baseline))
        if all_issues:
            if ids:
                raise UsageError("--all accepts every discrepancy found: give SOURCES (or nothing), not issue ids")
            return accept_all(sources, accepted, reason, today, changed_since, aliases, jobs, scheduler, source,
                              out, err)
        wanted = clean_issue_ids(ids)
        found = find_issues(sources, aliases, wanted, judging_reference(accepted, source), changed_since)
        missing = [i for i in wanted if i not in found]
        if missing:
            raise UsageError(f"issue id not found in {sources}: {', '.join(missing)}")
        stamp = (today or date.today()).isoformat()
        previous = {i: i in accepted for i in wanted}
        for issue_id in wanted:
            accepted.put(entry_for(found[issue_id], reason, stamp))
        save_baseline(accepted)
    except input_errors() as exc:
        err.write(f"reconcile accept: {one_line(exc)}\n")
        return 2
    except OSError as exc:
        err.write(f"reconcile accept: cannot write {baseline}: {exc.strerror or exc}\n")
        return 2
    for issue_id in wanted:
        d = found[issue_id]
        verb = "updated" if previous[issue_id] else "accepted"
        out.write(f"{verb} {issue_id}: {d.article} {d.lang} {d.kind}, found {d.found!r}, expected {d.expected!r}\n")
    out.write(f"baseline {accepted.path}: {len(accepted.entries)} accepted issue(s)\n")
    return 0


def accept_all(sources: Path, accepted: Baseline, reason: str, today: Optional[date], changed_since: Optional[str],
               aliases: Optional[Path], jobs: int, scheduler: Optional[str], source: str,
               out: TextIO, err: TextIO) -> int:
    """Every discrepancy of every severity that ``check`` reports and the baseline lacks, judged
    as ``check`` judges; entries already in the baseline keep their reason and date."""
    outcome = run_check(sources, accepted, changed_since, "low", aliases, jobs, scheduler, source,
                        note_missing_baseline=False)
    stamp = (today or date.today()).isoformat()
    fresh = [i.discrepancy for i in outcome.issues if i.status != ACCEPTED]
    for d in fresh:
        accepted.put(entry_for(d, reason, stamp))
    try:
        save_baseline(accepted)
    except OSError as exc:
        err.write(f"reconcile accept: cannot write {accepted.path}: {exc.strerror or exc}\n")
        return 2
    for note in outcome.notes:
        err.write(f"note: {note}\n")
    for article in outcome.articles:
        mine = [d for d in fresh if d.article == article]
        if mine:
            out.write(f"{article}: accepted {count(len(mine), 'issue', 'issues')} ({severity_counts(mine)})\n")
    kept = len(outcome.issues) - len(fresh)
    out.write(f"accepted {count(len(fresh), 'issue', 'issues')} in {count(len(outcome.articles), 'article', 'articles')}"
              f" ({kept} already accepted); baseline {accepted.path}: {len(accepted.entries)} accepted issue(s)\n")
    return 0


def severity_counts(discrepancies: list[Discrepancy]) -> str:
    severities = [d.severity for d in discrepancies]
    return ", ".join(f"{severity} {severities.count(severity)}" for severity in SEVERITIES if severity in severities)


def ids_and_sources(arguments: Iterable[str], sources: Optional[Path]) -> tuple[list[str], Path]:
    """The issue ids and the SOURCES folder among ``accept``'s arguments: an argument that reads
    as an issue id (``scale-1a2b3c4d5e``, ``[scale-1a2b3c4d5e]``) is one, an existing folder is
    SOURCES (once; it may also be given as ``--sources``)."""
    ids, folders = [], []
    for raw in arguments:
        if ISSUE_ID_PATTERN.fullmatch(clean_issue_id(raw)):
            ids.append(raw)
        elif Path(raw).is_dir():
            folders.append(Path(raw))
        elif clean_issue_id(raw):
            raise UsageError(f"{raw!r} is neither an issue id (such as scale-1a2b3c4d5e) nor a folder of articles")
    if len(folders) > 1:
        raise UsageError(f"give one SOURCES folder, not {len(folders)} ({', '.join(map(str, folders))})")
    if folders and sources is not None and folders[0].resolve() != Path(sources).resolve():
        raise UsageError(f"SOURCES given twice: {folders[0]} and --sources {sources}")
    return ids, folders[0] if folders else Path(sources or DEFAULT_SOURCES)


def clean_issue_id(raw: str) -> str:
    """An id as typed or pasted (``[scale-1a2b3c4d5e]`` from a CI annotation)."""
    return raw.strip().strip("[](),;'\"").strip()


def clean_issue_ids(issue_ids: Iterable[str]) -> list[str]:
    """Ids as typed or pasted (``[scale-1a2b3c4d5e]`` from a CI annotation), deduplicated."""
    cleaned: list[str] = []
    for raw in issue_ids:
        issue_id = clean_issue_id(raw)
        if issue_id and issue_id not in cleaned:
            cleaned.append(issue_id)
    if not cleaned:
        raise UsageError("give at least one issue id (as printed by reconcile check), or --all to accept every "
                         "discrepancy found")
    return cleaned


def find_issues(sources: Path, aliases: Optional[Path], wanted: list[str], reference: Optional[Reference] = None,
                changed_since: Optional[str] = None) -> dict[str, Discrepancy]:
    """The first discrepancy of each wanted id, judged as ``check`` judges (accepted deviations
    do not vote; with ``changed_since``, edits against the unchanged versions); stops once all
    are found."""
    articles = api.list_articles(sources)
    registry = api.load_registry(aliases)
    references = edit_references(sources, changed_since, reference, articles) if changed_since else {}
    found: dict[str, Discrepancy] = {}
    for folder in articles:
        for d in process(folder, sources, registry, references.get(folder, reference)).discrepancies:
            if d.issue_id in wanted and d.issue_id not in found:
                found[d.issue_id] = d
        if len(found) == len(wanted):
            break
    return found


def entry_for(d: Discrepancy, reason: str, stamp: str) -> BaselineEntry:
    return BaselineEntry(
        issue_id=d.issue_id, article=d.article, kind=d.kind, lang=d.lang,
        found=d.found, expected=d.expected, reason=reason, date=stamp,
    )
