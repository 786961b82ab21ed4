"""Changed versions as they were at a git ref, so that edits are judged against what did not
change (``check --changed-since REF``, ``run --baseline-ref REF``).

For every article with a changed version file, the file is read at REF (``git show REF:path``)
with the same reader and number extractor as the current one; the article's ``Reference``
carries those numbers and lines (``pipeline.facts.edits`` matches them with the current ones).
A file that did not exist at REF is new: all its figures are judged against the other versions.
"""
from __future__ import annotations

import shutil
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Callable, Optional

from pipeline import api
from pipeline.check.changes import GitUnavailable, changed_paths, check_ref, is_inside, repository_root, run_git
from pipeline.io.read import ReadError, list_version_files, read_version
from pipeline.io.versions import ARTICLE_FILE
from pipeline.model import ArticleResult, Discrepancy, Reference, Version


def edit_references(sources: Path, ref: str, base: Optional[Reference] = None,
                    articles: Optional[list[Path]] = None) -> dict[Path, Reference]:
    """{article folder: its Reference with the changed versions as they were at ``ref``}.

    When git cannot answer, no article gets previous versions (every version votes), which is
    what ``check`` does without ``--changed-since``.
    """
    ref = check_ref(ref)
    base = base or Reference()
    sources = Path(sources)
    folders = articles if articles is not None else api.list_articles(sources)
    try:
        changed = set(changed_paths(sources, ref, []))
        top = repository_root(sources.resolve() if sources.is_dir() else sources.resolve().parent)
    except GitUnavailable:
        return {}
    out: dict[Path, Reference] = {}
    for folder in folders:
        files = [p for p in list_version_files(folder) if p.resolve() in changed]
        if not files:
            continue
        previous, lines = {}, {}
        for path in files:
            version = version_at(path, folder, top, ref)
            if version is None:
                continue
            previous[version.lang] = api.locate_numbers(version)
            lines[version.lang] = version.raw_lines
        out[folder] = replace(base, previous=previous, previous_lines=lines)
    return out


def text_at(path: Path, top: Path, ref: str) -> Optional[str]:
    """The file's text at ``ref``, or None when it did not exist there."""
    relative = path.resolve().relative_to(top).as_posix()
    try:
        return run_git(top, ["show", f"{ref}:{relative}"], f"git show {ref}:{relative}")
    except GitUnavailable:
        return None


def version_at(path: Path, folder: Path, top: Path, ref: str) -> Optional[Version]:
    """The version file as it was at ``ref``, read like the current one and given its language
    (no lines when the file is new)."""
    if not is_inside(path, top):
        return None
    text = text_at(path, top, ref)
    current = read_version(path, folder.parent, folder.name)
    if text is None:
        return replace(current, raw_lines=[], paragraphs=[])
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / folder.name / path.name
        copy.parent.mkdir(parents=True)
        copy.write_text(text, encoding="utf-8")
        try:
            old = read_version(copy, Path(tmp), folder.name)
        except ReadError:
            return replace(current, raw_lines=[], paragraphs=[])
    old.lang, old.file = current.lang, current.file
    return old


Process = Callable[[Path, Path, Reference], object]  # (folder, sources root, reference) -> result or failure


def keep_unchanged_versions_unblamed(result: ArticleResult, folder: Path, reference: Reference,
                                     process: Process) -> list[Discrepancy]:
    """The article's discrepancies without those that somebody else's edit put on an unchanged
    version: a row on a version that did not change is kept only when the article as it was at
    the ref (changed files as they were, the others as they are) has the same issue. This holds
    for names too, whose votes the edit may have tipped."""
    changed = set(reference.previous)
    if not changed:
        return result.discrepancies
    before = ids_as_it_was(folder, reference, process)
    if before is None:  # the article as it was could not be processed: blame nothing away
        return result.discrepancies
    return [d for d in result.discrepancies if d.lang in changed or d.issue_id in before]


def ids_as_it_was(folder: Path, reference: Reference, process: Process) -> Optional[set[str]]:
    """Issue ids of the article with its changed versions as they were at the ref (None when
    that article could not be processed)."""
    changed = set(reference.previous)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / folder.name
        copy.mkdir()
        for path in list_version_files(folder):
            lang = read_version(path, folder.parent, folder.name).lang
            if lang not in changed:
                shutil.copyfile(path, copy / path.name)
            elif reference.previous_lines.get(lang):
                (copy / path.name).write_text("\n".join(reference.previous_lines[lang]), encoding="utf-8")
        if (folder / ARTICLE_FILE).is_file():
            shutil.copyfile(folder / ARTICLE_FILE, copy / ARTICLE_FILE)
        result = process(copy, Path(tmp), replace(reference, previous={}, previous_lines={}))
    if not isinstance(result, ArticleResult):
        return None
    return {d.issue_id for d in result.discrepancies}
