"""Paths that stay where they belong: reading inside SOURCES, writing inside ``--out``.

A pull request controls the names and links under SOURCES, so every path built from them is
resolved and checked before it is read or written.
"""
from __future__ import annotations

import os
from pathlib import Path


class UnsafePath(ValueError):
    """A path would leave the folder it must stay in; the message says which and why."""


def is_inside(path: Path, root: Path) -> bool:
    """``path`` is ``root`` or below it, both taken as resolved paths (links followed)."""
    try:
        Path(path).resolve().relative_to(Path(root).resolve())
    except ValueError:
        return False
    return True


def check_name(name: str, what: str = "article") -> str:
    """A single folder or file name: not empty, not ``.``/``..``, no separator or NUL."""
    bad = (not name or name in (".", "..") or "/" in name or "\0" in name
           or (os.sep in name) or (os.altsep is not None and os.altsep in name))
    if bad:
        raise UnsafePath(f"{what} name {name!r} cannot be used as a folder name")
    return name


def output_path(out: Path, *names: str) -> Path:
    """``out/name/...`` after checking that it resolves inside ``out`` (links followed).

    An existing ``out/<article>`` that is a link to somewhere else is refused too.
    """
    for name in names:
        check_name(name, "output")
    target = Path(out).joinpath(*names)
    root = Path(out).resolve()
    resolved = target.resolve()
    if resolved == root or not is_inside(resolved, root):
        raise UnsafePath(f"output path {target} is outside the output folder {out}; nothing written there")
    return target
