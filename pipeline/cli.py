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

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Find numbers and names that disagree between language versions of an article.")
aliases_app = typer.Typer(no_args_is_help=True, help="Work with the registry of known people (aliases/).")
app.add_typer(aliases_app, name="aliases")

SOURCES_ARG = typer.Argument(Path("sources"), help="Folder of article folders, or one article folder.")
ALIASES_OPT = typer.Option(Path("aliases"), "--aliases", help="Registry of known people and their spellings.")
BASELINE_OPT = typer.Option(Path("reconcile-baseline.csv"), "--baseline", help="Accepted discrepancies.")

log = logging.getLogger("reconcile")


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(message)s", stream=sys.stderr,
                        force=True)


def _fail(message: str) -> None:
    typer.echo(f"reconcile: {message}", err=True)
    raise typer.Exit(2)


@app.command()
def run(sources: Path = SOURCES_ARG,
        out: Path = typer.Option(Path("outputs"), "--out", help="Where reports are written."),
        aliases: Path = ALIASES_OPT,
        verbose: bool = typer.Option(False, "--verbose", "-v", help="More log lines.")) -> None:
    """Process every article folder under SOURCES and write CSV and HTML reports to OUT.

    Example: reconcile run sources/ --out outputs/
    """
    _setup_logging(verbose)
    from pipeline import api
    from pipeline.names.registry import RegistryError

    progress = _progress_bar if sys.stderr.isatty() else None
    try:
        report = api.run(sources, out, aliases, on_article=_log_article, progress=progress)
    except api.SourcesError as exc:
        _fail(str(exc))
    except RegistryError as exc:
        _fail(f"aliases registry: {exc}")
    for problem in report.problems:
        log.warning("  note: %s", problem)
    for failure in report.failed:
        log.error("  FAILED %s", failure)
    log.info("wrote %s (%d article(s))", out / "summary.csv", len(report.results))
    raise typer.Exit(1 if report.failed else 0)


def _progress_bar(items):
    with typer.progressbar(items, label="articles", file=sys.stderr) as bar:
        yield from bar


def _log_article(result) -> None:
    langs = " ".join(v.lang for v in result.versions) or "-"
    sev = {s: sum(1 for d in result.discrepancies if d.severity == s) for s in ("high", "medium", "low")}
    log.info("%s: %d version(s) [%s], %d numbers, %d persons, %d discrepancies (high %d, medium %d, low %d) in %.1fs",
             result.article, len(result.versions), langs, len(result.numbers), len(result.persons),
             len(result.discrepancies), sev["high"], sev["medium"], sev["low"], result.seconds)


@app.command()
def check(sources: Path = SOURCES_ARG,
          baseline: Path = BASELINE_OPT,
          changed_since: Optional[str] = typer.Option(None, "--changed-since", help="Only articles changed since this git ref."),
          fail_on: str = typer.Option("medium", "--fail-on", help="Lowest severity that fails: high, medium or low."),
          fmt: str = typer.Option("table", "--format", help="table, csv, json or github."),
          aliases: Path = ALIASES_OPT) -> None:
    """Fail (exit 1) on discrepancies at or above --fail-on that the baseline has not accepted.

    Example: reconcile check sources/ --changed-since origin/main --format github
    """
    _setup_logging(False)
    from pipeline.check.commands import check_command

    raise typer.Exit(check_command(sources, baseline, changed_since, fail_on, fmt, aliases))


@app.command()
def accept(issue_ids: List[str] = typer.Argument(..., help="Issue ids from discrepancies.csv."),
           reason: str = typer.Option(..., "--reason", help="Why this is acceptable."),
           baseline: Path = BASELINE_OPT,
           sources: Path = typer.Option(Path("sources"), "--sources", help="Where the articles are."),
           aliases: Path = ALIASES_OPT) -> None:
    """Add issues to the baseline so `check` stops failing on them.

    Example: reconcile accept scale-1a2b3c4d5e --reason "the Hindi desk confirmed the figure"
    """
    _setup_logging(False)
    from pipeline.check.commands import accept_command

    raise typer.Exit(accept_command(list(issue_ids), reason, baseline, sources, aliases))


@aliases_app.command("suggest")
def aliases_suggest(article: Path = typer.Argument(..., help="An article folder."),
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
