"""Which version an article's translations are judged against.

An article folder may hold an optional ``article.yml`` with a ``source:`` line naming the
language of the version the others were translated from (``source: en``). ``--source LANG``
on ``run`` and ``check`` names it for every article and wins over the file. With a source, a
fact is judged against what the source says; without one (or when the source version is not
in the folder, or does not state the fact), the majority rules.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Optional

from pipeline.io.versions import ARTICLE_FILE
from pipeline.lang.detect import language_given
from pipeline.lang.data import YamlFileError, read_yaml
from pipeline.model import Reference


class ArticleFileError(ValueError):
    """``article.yml`` cannot be used; the message names the file and the reason."""


def article_source(folder: Path) -> str:
    """The ``source:`` of ``folder/article.yml`` as a supported language code, or ""."""
    path = Path(folder) / ARTICLE_FILE
    if not path.is_file():
        return ""
    try:
        data = read_yaml(path)
    except (OSError, UnicodeDecodeError, YamlFileError) as exc:
        reason = exc.reason if isinstance(exc, YamlFileError) else str(exc)
        raise ArticleFileError(f"{path}: cannot be read ({' '.join(reason.split())})") from exc
    if not isinstance(data, dict):
        raise ArticleFileError(f"{path}: expected lines such as 'source: en'")
    return source_code(str(data.get("source") or ""), str(path))


def source_code(text: str, where: str = "--source") -> str:
    """A language as given, by code (``EN``, ``en-GB``, ``eng``) or by name in any supported
    language (``English``, ``Türkçe``, ``русский``), as a supported code; "" for none."""
    text = text.strip()
    if not text:
        return ""
    code = language_given(text)
    if code is None:
        raise ArticleFileError(f"{where}: {text!r} is not a language reconcile reads")
    return code


def reference_for(folder: Path, given: Optional[Reference] = None) -> Reference:
    """The article's reference: the given one, with its source taken from ``article.yml`` when
    none was given on the command line."""
    given = given or Reference()
    source = given.source or article_source(folder)
    return replace(given, source=source)
