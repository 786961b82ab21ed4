"""Only new work is redone: an article whose inputs did not change since its outputs were
written is skipped.

After writing an article's reports, ``run`` writes ``OUT/<article>/.reconcile-run.json``
(written last, so an interrupted article has none). It records

- the article's content hash: every version file's path relative to SOURCES and its bytes
  (a symlink's target path instead of the bytes it points to), the registry as loaded, the
  options that change outputs, and reconcile itself (its version and a digest of its code and
  data files, so that an edited rule also counts as a change);
- a digest of each report file, so that a report edited or deleted by hand is rewritten;
- the article's ``summary.csv`` row, which a skipped article keeps.
"""
from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any, Iterable, Mapping, Optional

from pipeline.io.atomic import write_text_atomic

MANIFEST = ".reconcile-run.json"
FORMAT = 1  # bump when the manifest's fields change
PACKAGE_DIR = Path(__file__).resolve().parents[1]
CODE_SUFFIXES = (".py", ".yml", ".yaml", ".tsv", ".json", ".txt", ".css", ".html", ".js")


@lru_cache(maxsize=None)
def code_digest() -> str:
    """reconcile's version and every code and data file of the package."""
    try:
        version = metadata.version("reconcile")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        version = "unknown"
    digest = hashlib.sha256(version.encode())
    for path in sorted(PACKAGE_DIR.rglob("*")):
        if path.suffix in CODE_SUFFIXES and path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(PACKAGE_DIR).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def run_key(registry: Any, options: Mapping[str, Any]) -> str:
    """What every article of a run shares: reconcile, the registry and the options."""
    digest = hashlib.sha256(f"format {FORMAT}\0{code_digest()}\0".encode())
    digest.update(repr(registry).encode())
    digest.update(json.dumps(dict(options), sort_keys=True, default=str).encode())
    return digest.hexdigest()


def content_hash(files: Iterable[Path], sources_root: Path, key: str) -> str:
    """The hash of one article: the run key and each version file's relative path and bytes."""
    digest = hashlib.sha256(key.encode())
    root = sources_root.resolve()
    for path in sorted(files):
        rel = os.path.relpath(path.absolute(), root)
        content = os.readlink(path).encode() if path.is_symlink() else path.read_bytes()
        digest.update(b"\0file\0" + rel.encode() + b"\0" + hashlib.sha256(content).digest())
    return digest.hexdigest()


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def report_files(folder: Path) -> list[Path]:
    """The reports in an article's output folder (hidden files, such as the manifest, excluded)."""
    return sorted(p for p in folder.iterdir() if p.is_file() and not p.name.startswith("."))


def write_manifest(folder: Path, content: str, summary: Mapping[str, Any], notes: Iterable[str] = ()) -> None:
    """``notes``: the run's notes on the article (skipped files, ...), shown again while it is unchanged."""
    manifest = {"format": FORMAT, "content_hash": content,
                "reports": {p.name: file_digest(p) for p in report_files(folder)},
                "summary": {k: str(v) for k, v in summary.items()}, "notes": [str(n) for n in notes]}
    text = json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    write_text_atomic(folder / MANIFEST, text, durable=False)  # lost, the article is only done again


def unchanged_summary(folder: Path, content: str) -> Optional[dict[str, str]]:
    """The recorded summary row when ``folder`` holds intact reports of exactly this content."""
    path = folder / MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or manifest.get("content_hash") != content:
        return None
    reports = manifest.get("reports")
    if not isinstance(reports, dict) or not reports:
        return None
    for name, recorded in reports.items():
        try:
            if file_digest(folder / name) != recorded:
                return None
        except OSError:
            return None
    summary = manifest.get("summary")
    return dict(summary) if isinstance(summary, dict) else None


def recorded_notes(folder: Path) -> list[str]:
    """The notes the manifest of ``folder`` recorded when the article was processed ([] if none)."""
    try:
        notes = json.loads((folder / MANIFEST).read_text(encoding="utf-8")).get("notes")
    except (OSError, ValueError, AttributeError):
        return []
    return [str(n) for n in notes] if isinstance(notes, list) else []
