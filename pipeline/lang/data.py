"""The one reader of language data: ``languages.yml``, ``scripts.yml`` and ``<code>/*.yml``.

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


@lru_cache(maxsize=None)
def read_table(relative: str) -> Any:
    """The parsed YAML at ``pipeline/lang/<relative>``; an absent file is an empty table."""
    path = LANG_DIR / relative
    if not path.exists():
        return {}
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=BASE_LOADER) or {}
    except yaml.YAMLError as exc:
        raise LanguageDataError(f"{path}: not valid YAML ({exc})") from None


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
