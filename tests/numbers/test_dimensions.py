"""The layout of ``pipeline/numbers``: a core and one module per dimension.

- each dimension names in ``READS`` the other dimensions it asks, and that is what it imports
  (``digits`` and ``words`` are the numerals' own modules);
- a dimension imports no module of the core above it (the scan, the unit dispatch, the tables'
  loading, the mention): it is asked, it does not ask the scan;
- every dimension that reads tables is loaded by ``tables.LOADERS``, once.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pipeline.numbers import tables

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pipeline" / "numbers"
DIMENSIONS = ("numerals", "money", "proportions", "counts", "measure", "dates", "clock", "ages", "ranks",
              "durations", "scores", "identifiers")
OWN = {"digits": "numerals", "words": "numerals"}
CORE_ABOVE = {"scan", "units", "tables", "mention", "bounds", "ranges"}


def imported_siblings(name: str) -> set[str]:
    """The modules of pipeline.numbers that ``name`` imports (``from . import x``, ``from .x import y``)."""
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            out |= {node.module} if node.module else {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pipeline.numbers."):
            out.add(node.module.split(".")[2])
    return out


def reads_of(name: str) -> tuple[str, ...]:
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "READS" for t in targets):
                return ast.literal_eval(node.value)
    raise AssertionError(f"{name}.py has no READS")


@pytest.mark.parametrize("name", DIMENSIONS)
def test_a_dimension_says_which_dimensions_it_reads(name):
    imported = {OWN.get(m, m) for m in imported_siblings(name)} - {name}
    assert set(reads_of(name)) == imported & set(DIMENSIONS)
    assert list(reads_of(name)) == sorted(reads_of(name))


@pytest.mark.parametrize("name", DIMENSIONS)
def test_a_dimension_does_not_ask_the_scan(name):
    assert imported_siblings(name) & CORE_ABOVE == set()


def test_every_dimension_with_tables_is_loaded_once_in_the_documented_order():
    loaders = [f.__module__.rpartition(".")[2] for f in tables.LOADERS]
    assert len(loaders) == len(set(loaders))
    with_tables = {name for name in DIMENSIONS if "def load(" in (PACKAGE / f"{name}.py").read_text(encoding="utf-8")}
    assert with_tables <= set(loaders) and with_tables >= set(DIMENSIONS) - {"identifiers"}
    assert loaders.index("money") < loaders.index("measure")  # "5pound": money unless a word of weight is near
    assert loaders.index("numerals") < loaders.index("ranks")  # ordinals are made of the number words
    assert loaders.index("counts") < loaders.index("measure")  # the duals of unit words join those of counts

