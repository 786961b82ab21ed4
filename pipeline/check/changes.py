"""Which articles have files changed since a git ref (``--changed-since``).

Changed means: different between REF and the working tree (``git diff --name-only REF``),
or untracked and not ignored (``git ls-files --others --exclude-standard``), so a new
version file counts before it is committed. When git cannot answer (not installed, not a
repository, unknown ref) every article is checked and a note says why: checking too much
is safe, checking too little is not. A change to a file every article depends on (the
aliases registry, the baseline) also selects every article.
"""
from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from pipeline.check.severity import UsageError


class GitUnavailable(RuntimeError):
    """git could not answer; the message says why in one line."""


@dataclass
class Selection:
    articles: list[Path]
    notes: list[str] = field(default_factory=list)


def check_ref(ref: str) -> str:
    ref = (ref or "").strip()
    if not ref or ref.startswith("-"):
        raise UsageError(f"--changed-since expects a git ref such as origin/main or HEAD~1 (got {ref!r})")
    return ref


def select_changed_articles(
    articles: list[Path], sources: Path, ref: str, shared_inputs: Iterable[Optional[Path]] = ()
) -> Selection:
    """The articles (in the given order) with a file changed since ``ref``."""
    ref = check_ref(ref)
    shared = [Path(p) for p in shared_inputs if p is not None]
    try:
        changed = changed_paths(sources, ref, shared)
    except GitUnavailable as exc:
        return Selection(list(articles), [f"{exc}; checking all {len(articles)} article(s)"])
    for path in shared:
        if any(is_inside(c, path) for c in changed):
            return Selection(list(articles), [f"{path} changed since {ref}; checking all {len(articles)} article(s)"])
    selected = [a for a in articles if any(is_inside(c, a) for c in changed)]
    return Selection(selected, [f"{len(selected)} of {len(articles)} article(s) changed since {ref}"])


def changed_paths(sources: Path, ref: str, extra: list[Path]) -> list[Path]:
    """Absolute paths under ``sources`` (and ``extra``) changed since ``ref`` or untracked."""
    start = Path(sources).resolve()
    top = repository_root(start if start.is_dir() else start.parent)
    pathspecs = [str(p) for p in [start, *(x.resolve() for x in extra)] if is_inside(p, top)]
    diffed = run_git(top, ["diff", "--name-only", "-z", ref, "--", *pathspecs], f"git diff against {ref!r}")
    untracked = run_git(
        top, ["ls-files", "--others", "--exclude-standard", "-z", "--", *pathspecs], "git ls-files"
    )
    names = [n for n in (diffed + "\0" + untracked).split("\0") if n]
    return [(top / n).resolve() for n in names]


def repository_root(folder: Path) -> Path:
    output = run_git(folder, ["rev-parse", "--show-toplevel"], "git rev-parse")
    return Path(output.strip()).resolve()


def run_git(cwd: Path, args: list[str], what: str) -> str:
    try:
        done = subprocess.run(
            ["git", "-c", "core.quotepath=off", *args],
            cwd=cwd,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="surrogateescape",
        )
    except FileNotFoundError:
        raise GitUnavailable("git is not installed") from None
    except OSError as exc:
        raise GitUnavailable(f"git could not be run: {exc}") from exc
    if done.returncode != 0:
        reason = first_line(done.stderr) or f"exit code {done.returncode}"
        raise GitUnavailable(f"{what} failed ({reason})")
    return done.stdout


def first_line(text: str) -> str:
    for line in (text or "").splitlines():
        if line.strip():
            return line.strip()
    return ""


def is_inside(path: Path, folder: Path) -> bool:
    path, folder = Path(path).resolve(), Path(folder).resolve()
    return path == folder or folder in path.parents
