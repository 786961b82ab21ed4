"""The one reader of the project's YAML: ``languages.yml``, ``scripts.yml`` and ``<code>/*.yml``
(``read_table``), and through ``read_yaml`` the other data files (``pipeline/names/data/*.yml``,
an article's ``article.yml``).

Tables are read with YAML's BaseLoader, so every scalar stays a string: the Turkish number
word ``on`` (10) must not become ``True`` and ``0.5`` keys must not become floats. Callers
turn strings into what they need with ``flag`` and ``words``.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

LANG_DIR = Path(__file__).resolve().parent
# libyaml's BaseLoader when PyYAML was built with it: the same tables, four times faster to read
# (tests/batch/test_fast_start.py compares both loaders on every table)
BASE_LOADER = getattr(yaml, "CBaseLoader", yaml.BaseLoader)


class LanguageDataError(ValueError):
    """A table under pipeline/lang is malformed; the message names the file."""


class YamlFileError(LanguageDataError):
    """A YAML file is not valid YAML: ``reason`` is what the parser said."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"{path}: not valid YAML ({reason})")
        self.path, self.reason = path, reason


def read_yaml(path: Path) -> Any:
    """The parsed YAML at ``path`` with every scalar a string (an empty file is ``{}``); raises
    ``YamlFileError`` when it is not YAML, and ``OSError``/``UnicodeDecodeError`` as reading does."""
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=BASE_LOADER) or {}
    except yaml.YAMLError as exc:
        raise YamlFileError(path, str(exc)) from None


@lru_cache(maxsize=None)
def read_table(relative: str) -> Any:
    """The parsed YAML at ``pipeline/lang/<relative>``; an absent file is an empty table."""
    path = LANG_DIR / relative
    if not path.exists():
        return {}
    return read_yaml(path)


def language_table(code: str, name: str) -> Any:
    """``pipeline/lang/<code>/<name>.yml``."""
    return read_table(f"{code}/{name}.yml")


def shared_table(name: str) -> Any:
    """A table shared by every language: ``pipeline/lang/<name>.yml``."""
    return read_table(f"{name}.yml")


def flag(value: Any) -> bool:
    return str(value).strip().lower() == "true"


def words(values: Any) -> list[str]:
    """A scalar or a list as a list; empty for a missing entry."""
    if values is None or values == "":
        return []
    return list(values) if isinstance(values, list) else [values]
