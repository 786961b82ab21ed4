"""Stable ids for issues, facts and persons.

An issue id is a short hash of what the issue *is* (article, kind, version language and a
content key such as the expected and found values), never of where it is (line numbers,
paragraph positions, row order). Editing an unrelated paragraph or re-running therefore
keeps every id; fixing the issue makes its id disappear.
"""
from __future__ import annotations

import hashlib


def short_hash(*parts: object, length: int = 10) -> str:
    text = "\x1f".join("" if p is None else str(p) for p in parts)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:length]


def issue_id(article: str, kind: str, lang: str, *content: object) -> str:
    """``<kind>-<hash>``; ``content`` is the issue's identity (values, units, person key)."""
    return f"{kind}-{short_hash(article, kind, lang, *content)}"


def format_value(value: float | None) -> str:
    """A number as the CSVs write it: integers without '.0', others with up to 6 decimals."""
    if value is None:
        return ""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")
