"""Read one version file: decode, normalize, split into paragraphs, pick the language."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from pipeline.io.decode import DecodeError, decode_bytes
from pipeline.io.normalize import nfc_with_map
from pipeline.lang import is_supported, supported
from pipeline.lang.detect import detect_language, language_from_filename
from pipeline.model import Paragraph, Version

VERSION_SUFFIXES = (".txt", ".md")


class ReadError(ValueError):
    """A version that cannot be used; the message names the file and the reason."""


def read_version(path: Path, sources_root: Path, article: str) -> Version:
    rel = _relative(path, sources_root)
    hint = language_from_filename(path.name)
    try:
        decoded = decode_bytes(path.read_bytes(), rel, hint)
    except DecodeError as exc:
        raise ReadError(str(exc)) from None
    except OSError as exc:
        raise ReadError(f"{rel}: cannot be read ({exc.strerror})") from None
    raw_lines = split_lines(decoded.text)
    paragraphs = split_paragraphs(raw_lines)
    if not paragraphs:
        raise ReadError(f"{rel}: the file has no text")
    version = Version(article=article, path=str(path), file=rel, lang="", lang_source="", lang_confidence=0.0,
                      raw_lines=raw_lines, paragraphs=paragraphs, encoding=decoded.encoding)
    if decoded.note:
        version.notes.append(decoded.note)
    _assign_language(version, hint)
    return version


def _relative(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.name


def split_lines(text: str) -> list[str]:
    """Lines as an editor numbers them: split on \\n only, dropping a trailing \\r."""
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def split_paragraphs(raw_lines: list[str]) -> list[Paragraph]:
    """Blank lines separate paragraphs; a file without blank lines has one paragraph per line."""
    blocks: list[list[int]] = []
    current: list[int] = []
    for i, line in enumerate(raw_lines):
        if line.strip():
            current.append(i)
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    if not any(not line.strip() for line in raw_lines[: max(len(raw_lines) - 1, 0)]):
        blocks = [[i] for block in blocks for i in block]
    return [_make_paragraph(n, block, raw_lines) for n, block in enumerate(blocks)]


def _make_paragraph(index: int, line_indexes: list[int], raw_lines: list[str]) -> Paragraph:
    texts, starts, numbers, maps = [], [], [], []
    offset = 0
    for i in line_indexes:
        nfc, cmap = nfc_with_map(raw_lines[i])
        texts.append(nfc)
        starts.append(offset)
        numbers.append(i + 1)
        maps.append(cmap)
        offset += len(nfc) + 1
    return Paragraph(index=index, line=numbers[0], text="\n".join(texts), line_starts=starts,
                     line_numbers=numbers, column_maps=maps)


def _assign_language(version: Version, hint: Optional[str]) -> None:
    if hint:
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
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in VERSION_SUFFIXES and not p.name.startswith("."))
