"""Which files of an article folder are its language versions.

A version is a ``.txt`` or ``.md`` file (not hidden) whose name carries its language: the stem
is, or ends with, a language code or the name of a supported language (``tr.txt``,
``kimi-k3.hi.txt``, ``turkish.txt``, ``türkçe.md``, ``русский.txt``;
``pipeline.lang.detect.language_from_filename``), or a file that the article's ``article.yml``
lists under ``versions:``. Any other file (``README.md``, ``notes.txt``, desk notes) is not
read: it would be detected as some language and produce rows of its own. It is named in the
log as skipped, with what to do to make it a version.

``article.yml`` lists versions either by name (their language then comes from the name, else
from the text) or with their language::

    versions: [wire-copy.txt]
    versions:
      desk-copy.txt: tr
      wire-copy.md:          # empty: detected from the text
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pipeline.io.paths import UnsafePath, check_name
from pipeline.lang.data import YamlFileError, read_yaml
from pipeline.lang.detect import language_from_filename, language_given

ARTICLE_FILE = "article.yml"
VERSION_SUFFIXES = (".txt", ".md")
VERSIONS_KEY = "versions"
HOW_TO_NAME = (f"to make it a version, name it after its language (tr.txt, story.tr.md, turkish.txt) or list "
               f"it under '{VERSIONS_KEY}:' in {ARTICLE_FILE}")


@dataclass
class Listing:
    """What ``article.yml`` says about versions: file name -> language code ("" = from the
    name or the text), and notes on entries that cannot be used."""

    files: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


@dataclass
class Selection:
    """The version files of a folder, and the files skipped with their reason."""

    versions: list[Path] = field(default_factory=list)
    skipped: list[tuple[Path, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # about article.yml itself


def is_candidate(path: Path) -> bool:
    """A file a version could be: ``.txt``/``.md``, not hidden, a file or a link (whether a link
    may be read is the reader's business: listing it lets the reader name it in a note)."""
    return (path.suffix.lower() in VERSION_SUFFIXES and not path.name.startswith(".")
            and (path.is_symlink() or path.is_file()))


def select_versions(folder: Path) -> Selection:
    """The versions of ``folder`` (sorted by name), and every other text file as skipped."""
    listing = listed_versions(folder)
    selection = Selection(notes=list(listing.notes))
    chosen = set()
    for path in sorted(folder.iterdir()):
        listed = path.name in listing.files
        if path.name == ARTICLE_FILE or not (is_candidate(path) or (listed and _exists(path))):
            continue
        if listed or language_from_filename(path.name):
            selection.versions.append(path)
            chosen.add(path.name)
        else:
            selection.skipped.append((path, f"skipped: its name carries no language; {HOW_TO_NAME}"))
    for name in listing.files:
        if name not in chosen:
            selection.notes.append(f"{ARTICLE_FILE} lists {name!r} under '{VERSIONS_KEY}:', but the article folder has "
                                   "no such file")
    return selection


def _exists(path: Path) -> bool:
    return path.is_symlink() or path.is_file()


def listed_language(path: Path) -> str:
    """The language ``article.yml`` gives the file at ``path``, or "" (none given, or not listed)."""
    return listed_versions(Path(path).parent).files.get(Path(path).name, "")


def listed_versions(folder: Path) -> Listing:
    """The ``versions:`` of ``folder/article.yml``. A file that cannot be read gives no listing
    here: the article's reference (``pipeline.facts.reference``) fails the article with the reason."""
    data = _article_data(Path(folder) / ARTICLE_FILE)
    listing = Listing()
    if VERSIONS_KEY not in data:
        return listing
    entries = data[VERSIONS_KEY]
    if isinstance(entries, str) and not entries.strip():
        return listing
    if isinstance(entries, list):
        entries = {name: "" for name in entries}
    if not isinstance(entries, dict):
        listing.notes.append(f"{ARTICLE_FILE}: '{VERSIONS_KEY}:' must list file names (versions: [story.txt]) or "
                             "map them to their language (story.txt: tr); ignored")
        return listing
    for name, lang in entries.items():
        _add_entry(listing, name, lang)
    return listing


def _add_entry(listing: Listing, name: object, lang: object) -> None:
    where = f"{ARTICLE_FILE}: '{VERSIONS_KEY}:' entry {name!r}"
    if not isinstance(name, str) or not isinstance(lang, str):
        listing.notes.append(f"{where}: expected a file name, optionally with its language (story.txt: tr); ignored")
        return
    try:
        check_name(name, "version file")
    except UnsafePath:
        listing.notes.append(f"{where}: a version is a file of the article folder itself, named without a folder; "
                             "ignored")
        return
    code = language_given(lang) if lang.strip() else ""
    if code is None:
        listing.notes.append(f"{where}: {lang!r} is not a language reconcile reads; ignored")
        return
    listing.files[name] = code


def _article_data(path: Path) -> dict:
    if not path.is_file():
        return {}
    try:
        data = read_yaml(path)
    except (OSError, UnicodeDecodeError, YamlFileError):
        return {}
    return data if isinstance(data, dict) else {}
