"""Command line: `reconcile run | check | accept | aliases suggest` (see shared contract.md).

Commands only parse options, call ``pipeline.api`` (or ``pipeline.check``) and turn results
into exit codes. Heavy imports happen inside commands so ``reconcile --help`` stays fast.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import List, Optional

import typer
from typer.core import TyperCommand


class WordsCommand(TyperCommand):
    """A command whose help names each argument's value by its metavar (SOURCES, ARTICLE), not by
    its Python type (``<path>``, ``<list[str]>``), as options already do."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for param in self.params:
            if param.param_type_name == "argument":
                param.display_type_rich = lambda ctx: None


# rich_markup_mode=None: plain click help, so `--help` does not import rich (0.1 s)
app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None, pretty_exceptions_enable=False,
                  help="Find numbers and names that disagree between language versions of an article.")
aliases_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                          help="Work with the registry of known people (aliases/).")
app.add_typer(aliases_app, name="aliases")


def _print_version(wanted: bool) -> None:
    if wanted:
        from importlib import metadata

        try:
            version = metadata.version("reconcile")
        except metadata.PackageNotFoundError:  # run from a checkout that was never installed
            version = "unknown (not installed)"
        typer.echo(f"reconcile {version}")
        raise typer.Exit(0)


@app.callback()
def _options(version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                          help="Print reconcile's version and exit.")) -> None:
    """Find numbers and names that disagree between language versions of an article."""

# Every argument and option names its value in words (metavar), never as a Python type (<str>).
SOURCES_ARG = typer.Argument(Path("sources"), metavar="SOURCES", help="Folder of article folders, or one article folder.")
ALIASES_OPT = typer.Option(Path("aliases"), "--aliases", metavar="FOLDER",
                           help="Registry of known people and their spellings.")
BASELINE_OPT = typer.Option(Path("reconcile-baseline.csv"), "--baseline", metavar="FILE", help="Accepted discrepancies.")
JOBS_OPT = typer.Option("1", "--jobs", "-j", metavar="N|auto",
                        help="Articles processed at once in local worker processes (auto: one per core).")
SCHEDULER_OPT = typer.Option(None, "--scheduler", metavar="ADDRESS",
                             help="Run on this dask.distributed scheduler (tcp://host:8786); SOURCES must be on "
                                  "storage the workers share. Needs: pip install 'reconcile[cluster]'.")

log = logging.getLogger("reconcile")


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(message)s", stream=sys.stderr,
                        force=True)


def _fail(message: str) -> None:
    typer.echo(f"reconcile: {message}", err=True)
    raise typer.Exit(2)


SOURCE_OPT = typer.Option(None, "--source", metavar="LANG", help="Language of the version the others were translated from "
                          "(e.g. en): translations are judged against it. Default: the article's article.yml "
                          "'source:' line, else the majority of the versions.")
BASELINE_REF_OPT = typer.Option(None, "--baseline-ref", metavar="GIT_REF", help="A git ref: versions changed since it are judged "
                                "against the unchanged ones (as check --changed-since does).")


def _judging(sources: Path, source: Optional[str], baseline_ref: Optional[str]) -> dict:
    """``api.run`` keywords for --source and --baseline-ref (a bad value exits 2)."""
    from pipeline.check.commands import parsed_source
    from pipeline.check.edits import edit_references
    from pipeline.model import Reference

    try:
        reference = Reference(source=parsed_source(source))
        edits = edit_references(sources, baseline_ref, reference) if baseline_ref else {}
    except ValueError as exc:
        _fail(str(exc))
    options = {"source": reference.source, "baseline_ref": baseline_ref or ""}
    return {"reference": reference, "references": edits, "options": options}


@app.command(cls=WordsCommand)
def run(sources: Path = SOURCES_ARG,
        out: Path = typer.Option(Path("outputs"), "--out", metavar="FOLDER", help="Where reports are written."),
        aliases: Path = ALIASES_OPT,
        jobs: str = JOBS_OPT,
        scheduler: Optional[str] = SCHEDULER_OPT,
        force: bool = typer.Option(False, "--force", help="Process every article, also those unchanged since the "
                                                          "last run (their outputs record a content hash)."),
        source: Optional[str] = SOURCE_OPT,
        baseline_ref: Optional[str] = BASELINE_REF_OPT,
        verbose: bool = typer.Option(False, "--verbose", "-v", help="More log lines.")) -> None:
    """Process every article folder under SOURCES and write CSV and HTML reports to OUT.

    Example: reconcile run sources/ --out outputs/ --jobs auto
    """
    _setup_logging(verbose)
    from pipeline import api
    from pipeline.batch.cluster import ClusterError
    from pipeline.batch.progress import logs_above_progress
    from pipeline.names.registry import RegistryError

    workers = _workers(jobs, scheduler)
    observer = RunLog(draw=sys.stderr.isatty())
    try:
        with logs_above_progress(observer.draw):
            report = api.run(sources, out, aliases, observer, jobs=workers, scheduler=scheduler, force=force,
                             **_judging(sources, source, baseline_ref))
    except api.SourcesError as exc:
        _fail(str(exc))
    except RegistryError as exc:
        _fail(f"aliases registry: {exc}")
    except ClusterError as exc:
        _fail(str(exc))
    finally:
        observer.close()
    for problem in report.problems:
        log.warning("  note: %s", problem)
    for failure in report.failed:
        log.error("  FAILED %s", failure)
    _log_end_of_run(report, out)
    raise typer.Exit(130 if report.interrupted else 1 if report.failed else 0)


def _workers(jobs: str, scheduler: Optional[str]) -> int:
    """--jobs as a number of processes; it does not combine with --scheduler."""
    from pipeline.batch.pool import worker_count

    try:
        workers = worker_count(jobs)
    except ValueError as exc:
        _fail(str(exc))
    if scheduler and jobs != "1":
        _fail("--jobs and --scheduler do not combine: the cluster decides how many articles run at once")
    if scheduler is not None and not scheduler.strip():
        _fail("--scheduler needs the scheduler's address, such as tcp://127.0.0.1:8786")
    return workers


class RunLog:
    """Log lines and the progress line of a run (``pipeline.api.RunObserver``)."""

    def __init__(self, draw: bool):
        self.draw = draw
        self.progress = None

    def started(self, articles: int) -> None:
        from pipeline import api
        from pipeline.batch.progress import ProgressLine

        if self.draw:
            self.progress = ProgressLine(articles, api.STAGES, sys.stderr)

    def stage(self, article: str, stage: str) -> None:
        if self.progress:
            self.progress.stage(article, stage)

    def finished(self, outcome) -> None:
        from pipeline import api

        if isinstance(outcome, api.Unchanged):
            log.info("%s: unchanged since the last run (same content hash), skipped; --force redoes it",
                     outcome.article)
        elif not isinstance(outcome, api.ArticleFailure):
            _log_article(outcome)
        if self.progress:
            self.progress.finished()

    def close(self) -> None:
        if self.progress:
            self.progress.close()
            self.progress = None


def _log_end_of_run(report, out: Path) -> None:
    """Where the reports are; after Ctrl-C, one line saying what was written."""
    done = len(report.results) + len(report.unchanged)
    if report.interrupted:
        log.error("interrupted: %d article(s) finished and written to %s (listed in %s); the article(s) in progress "
                  "were not finished; run again to do the rest (finished articles are skipped)",
                  done, out, out / "summary.csv")
        return
    counts = ", ".join([f"{len(report.results)} processed"]
                       + [f"{len(report.unchanged)} unchanged, skipped"] * bool(report.unchanged)
                       + [f"{len(report.failed)} failed"] * bool(report.failed))
    if done == 1:
        article = (report.results[0].article if report.results else report.unchanged[0].article)
        log.info("reports in %s (%s); open %s", out / article, counts, out / article / "report.html")
    else:
        log.info("reports in %s: one folder per article, each with report.html (%s); open %s for the overview",
                 out, counts, out / "index.html")


def _log_article(result) -> None:
    langs = " ".join(v.lang for v in result.versions) or "-"
    sev = {s: sum(1 for d in result.discrepancies if d.severity == s) for s in ("high", "medium", "low")}
    log.info("%s: %d version(s) [%s], %d numbers, %d persons, %d discrepancies (high %d, medium %d, low %d) in %.1fs",
             result.article, len(result.versions), langs, len(result.numbers), len(result.persons),
             len(result.discrepancies), sev["high"], sev["medium"], sev["low"], result.seconds)


@app.command(cls=WordsCommand)
def check(sources: Path = SOURCES_ARG,
          baseline: Path = BASELINE_OPT,
          changed_since: Optional[str] = typer.Option(None, "--changed-since", metavar="GIT_REF",
                                                      help="Only articles changed since this git ref."),
          fail_on: str = typer.Option("medium", "--fail-on", metavar="SEVERITY",
                                      help="Lowest severity that fails: high, medium or low."),
          fmt: str = typer.Option("table", "--format", metavar="FORMAT", help="table, csv, json or github."),
          aliases: Path = ALIASES_OPT,
          jobs: str = JOBS_OPT,
          scheduler: Optional[str] = SCHEDULER_OPT,
          source: Optional[str] = SOURCE_OPT) -> None:
    """Fail (exit 1) on discrepancies at or above --fail-on that the baseline has not accepted.

    Example: reconcile check sources/ --changed-since origin/main --format github
    """
    _setup_logging(False)
    from pipeline.check.commands import check_command

    workers = _workers(jobs, scheduler)
    raise typer.Exit(check_command(sources, baseline, changed_since, fail_on, fmt, aliases,
                                   jobs=workers, scheduler=scheduler, source=source))


@app.command(cls=WordsCommand)
def accept(arguments: Optional[List[str]] = typer.Argument(None, metavar="ISSUE_ID|SOURCES", show_default=False,
                                                           help="Issue ids as check prints them, and the folder of "
                                                                "articles (default: sources)."),
           reason: str = typer.Option(..., "--reason", metavar="TEXT", help="Why this is acceptable."),
           accept_all: bool = typer.Option(False, "--all", help="Accept every discrepancy found that the baseline "
                                           "lacks, of every severity (a first baseline)."),
           baseline: Path = BASELINE_OPT,
           sources: Optional[Path] = typer.Option(None, "--sources", metavar="SOURCES",
                                                  help="Where the articles are (or give SOURCES as an argument)."),
           aliases: Path = ALIASES_OPT,
           changed_since: Optional[str] = typer.Option(None, "--changed-since", metavar="GIT_REF", help="Look the ids "
                                                       "up as check --changed-since REF reports them."),
           jobs: str = JOBS_OPT,
           scheduler: Optional[str] = SCHEDULER_OPT,
           source: Optional[str] = SOURCE_OPT) -> None:
    """Add issues to the baseline so `check` stops failing on them.

    Example: reconcile accept scale-1a2b3c4d5e --reason "the Hindi desk confirmed the figure"

    Example: reconcile accept --all --reason "present when the check was adopted" sources/
    """
    _setup_logging(False)
    from pipeline.check.commands import accept_command

    workers = _workers(jobs, scheduler)
    raise typer.Exit(accept_command(list(arguments or []), reason, baseline, sources, aliases,
                                    changed_since=changed_since, all_issues=accept_all, jobs=workers,
                                    scheduler=scheduler, source=source))


@aliases_app.command("suggest", cls=WordsCommand)
def aliases_suggest(article: Path = typer.Argument(..., metavar="ARTICLE", help="An article folder."),
                    aliases: Path = ALIASES_OPT) -> None:
    """Print spellings found in ARTICLE that the registry lacks, in the registry's format.

    Example: reconcile aliases suggest sources/kimi-k3-team >> aliases/new-people.yml
    """
    _setup_logging(False)
    from pipeline import api
    from pipeline.names.registry import RegistryError
    from pipeline.names.suggest import suggest_aliases

    if not article.is_dir():
        _fail(f"article folder {article} does not exist")
    article = article.resolve()  # "aliases suggest .." names the folder, never ".."
    try:
        registry = api.load_registry(aliases)
    except RegistryError as exc:
        _fail(f"aliases registry: {exc}")
    result = api.process_article(article, article.parent, registry)
    for problem in result.problems:
        log.warning("note: %s", problem)
    typer.echo(suggest_aliases(result.versions, registry), nl=False)


def main() -> None:
    app()
