"""Read one version file: decode, normalize, split into paragraphs, pick the language.

Lines end at LF, CRLF or a lone CR, as an editor counts them. The analysis reads each line
without its invisible characters and in NFC (``pipeline.io.normalize.analysis_line``); every
offset maps back to the original line, which ``Version.raw_lines`` keeps as written.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from pipeline.io.decode import DecodeError, decode_bytes
from pipeline.io.invisible import CleanLine, invisible_note
from pipeline.io.normalize import analysis_line
from pipeline.io.paths import is_inside
from pipeline.io.versions import listed_language, select_versions
from pipeline.lang import is_supported, supported
from pipeline.lang.detect import detect_language, language_from_filename
from pipeline.model import Paragraph, Version


class ReadError(ValueError):
    """A version that cannot be used; the message names the file and the reason."""


def read_version(path: Path, sources_root: Path, article: str) -> Version:
    rel = _relative(path, sources_root)
    hint = listed_language(path) or language_from_filename(path.name)  # article.yml's word wins
    try:
        decoded = decode_bytes(path.read_bytes(), rel, hint)
    except DecodeError as exc:
        raise ReadError(str(exc)) from None
    except OSError as exc:
        raise ReadError(f"{rel}: cannot be read ({exc.strerror})") from None
    raw_lines = split_lines(decoded.text)
    lines = [analysis_line(line) for line in raw_lines]
    paragraphs = split_paragraphs(raw_lines, lines)
    notes = [decoded.note] if decoded.note else []
    if LONE_CR.search(decoded.text):
        notes.append(f"{rel}: some lines end with a lone CR (old Mac line ends); each is read as a line end, "
                     "so line numbers are those an editor shows (grep and diff may count fewer lines)")
    note = invisible_note(rel, {n: line.removed for n, line in enumerate(lines, start=1)})
    if note:
        notes.append(note)
    if not paragraphs:
        raise ReadError("; ".join([f"{rel}: the file has no text", *notes]))
    version = Version(article=article, path=str(path), file=rel, lang="", lang_source="", lang_confidence=0.0,
                      raw_lines=raw_lines, paragraphs=paragraphs, encoding=decoded.encoding)
    version.notes.extend(notes)
    _assign_language(version, hint)
    return version


def _relative(path: Path, root: Path) -> str:
    """``path`` relative to ``root`` for the CSVs; a link is named by where it is, not its target."""
    try:
        return (path.parent.resolve() / path.name).relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.name


LINE_END = re.compile(r"\r\n|\r|\n")
LONE_CR = re.compile(r"\r(?!\n)")


def split_lines(text: str) -> list[str]:
    """Lines as an editor numbers them: LF, CRLF and a lone CR each end a line."""
    return LINE_END.split(text)


def split_paragraphs(raw_lines: list[str], lines: Optional[list[CleanLine]] = None) -> list[Paragraph]:
    """Blank lines separate paragraphs; a file without blank lines has one paragraph per line.

    ``lines`` are the analysis lines of ``raw_lines`` (computed when not given); a line that
    holds only invisible characters is blank.
    """
    if lines is None:
        lines = [analysis_line(line) for line in raw_lines]
    texts = [line.text for line in lines]
    blocks: list[list[int]] = []
    current: list[int] = []
    for i, line in enumerate(texts):
        if line.strip():
            current.append(i)
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    if not any(not line.strip() for line in texts[: max(len(texts) - 1, 0)]):
        blocks = [[i] for block in blocks for i in block]
    return [_make_paragraph(n, block, lines) for n, block in enumerate(blocks)]


def _make_paragraph(index: int, line_indexes: list[int], lines: list[CleanLine]) -> Paragraph:
    texts, starts, numbers, maps = [], [], [], []
    offset = 0
    for i in line_indexes:
        line = lines[i]
        texts.append(line.text)
        starts.append(offset)
        numbers.append(i + 1)
        maps.append(line.column_map)
        offset += len(line.text) + 1
    return Paragraph(index=index, line=numbers[0], text="\n".join(texts), line_starts=starts,
                     line_numbers=numbers, column_maps=maps)


def _assign_language(version: Version, hint: Optional[str]) -> None:
    if hint:  # from the file's name, or from article.yml
        version.lang, version.lang_source, version.lang_confidence = hint, "filename", 1.0
    else:
        guess = detect_language(version.text)
        version.lang, version.lang_source, version.lang_confidence = guess.lang, "detected", guess.confidence
        detail = f" ({guess.note})" if guess.note else ""
        sure = "unsure: " if guess.unsure else ""
        version.notes.append(f"{version.file}: {sure}detected language {guess.lang} with confidence {guess.confidence:.2f}{detail}")
    if not is_supported(version.lang):
        raise ReadError(f"{version.file}: language {version.lang!r} is not one reconcile knows "
                        f"(supported: {', '.join(supported())}); skipped")


def list_version_files(folder: Path) -> list[Path]:
    """The article's version files (``pipeline.io.versions``: named after their language, or
    listed in ``article.yml``), links included.

    Whether a link may be read is ``readable_version_files``'s business; listing it here
    lets the reader name it in a note instead of ignoring it.
    """
    return select_versions(folder).versions


def readable_version_files(folder: Path, sources_root: Path, problems: list[str]) -> list[Path]:
    """The version files of ``folder`` that may be read; each one skipped gets a note.

    A symbolic link is read only when it resolves to a file inside the article folder: a
    pull request that adds ``tr.txt -> /etc/passwd`` must not publish the CI runner's files.
    (The article folder is the one boundary known in both a batch and a single-article run.)
    """
    boundary = folder.resolve()
    selection = select_versions(folder)
    problems.extend(f"{folder.name}/{note}" for note in selection.notes)
    problems.extend(f"{_relative(path, sources_root)}: {reason}" for path, reason in selection.skipped)
    kept = []
    for path in selection.versions:
        if path.is_symlink():
            rel = _relative(path, sources_root)
            target = path.resolve()
            if not is_inside(target, boundary):
                problems.append(f"{rel}: a symbolic link to a file outside its article folder; skipped "
                                "(reconcile reads links only inside the article folder)")
                continue
            if not target.is_file():
                problems.append(f"{rel}: a symbolic link to {'a missing file' if not target.exists() else 'something that is not a file'}; skipped")
                continue
        kept.append(path)
    return kept
