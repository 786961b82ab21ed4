"""Figures on the hand-written `figures-*` articles: extraction against their gold, rows on the
clean articles, and the errors planted into copies of them.

Usage: .venv/bin/python benchmarks/numbers_figures.py [FIXTURES] [--source LANG] [--list]

FIXTURES defaults to ``tests/fixtures/articles``; every folder whose name starts with
``figures-`` and holds a ``gold.yml`` is read. Each article is six versions (en tr ms hi ar ru)
written for reconcile, one paragraph per line, with:

- ``gold.yml``: the numbers of every line (``all`` for every version, a language key where a
  version says it differently: a conversion, a restatement); extraction is scored as in
  ``benchmarks/numbers_gold.py`` (values and range ends agree, units of one family);
- ``pending.yml`` (optional): gold figures the extractor does not read yet, by class; scored here
  like the others, left out of the tests' extraction promise;
- ``plants.yml``: errors a translator makes, ``[kind, lang, line, old, new]``, planted one at a
  time into a copy; a plant is found when a row of its kind names that version and line: a
  ``missing`` row for an ``omitted`` figure, a scale, unit, value or inconsistent row for any
  other (a wrong figure reported only as missing is not found). Rows a plant causes elsewhere
  are counted too.

Prints figures; asserts nothing (``tests/facts/test_figures_articles.py`` holds the promises).
"""
from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Optional

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import planted_errors  # noqa: E402
from numbers_gold import gold_items, score_line  # noqa: E402
from pipeline.model import Discrepancy  # noqa: E402

NUMERIC = {"scale", "unit", "value", "missing", "inconsistent"}
WRONG_FIGURE = {"scale", "unit", "value", "inconsistent"}  # the rows that find a planted wrong figure
SERIOUS = {"high", "medium"}


def articles(fixtures: Path) -> list[Path]:
    return sorted(p for p in fixtures.iterdir() if p.is_dir() and p.name.startswith("figures-")
                  and (p / "gold.yml").exists())


def gold_of(folder: Path) -> dict[tuple[str, int], list]:
    """(lang, line) -> gold items, for every version file of the article."""
    table = yaml.safe_load((folder / "gold.yml").read_text(encoding="utf-8"))
    langs = sorted(p.stem for p in folder.glob("*.txt"))
    out = {}
    for line, spec in table.items():
        for lang in langs:
            out[(lang, int(line))] = [gold_items(e) for e in spec.get(lang, spec.get("all", []))]
    return out


def plants_of(folder: Path) -> list[list]:
    path = folder / "plants.yml"
    return yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else []


NO_FIGURE = "none"  # a pending.yml entry for a line where the extractor reads a figure that is none


def pending_of(folder: Path) -> list[tuple[str, int, Optional[tuple]]]:
    """``pending.yml``: gold figures the extractor does not read yet, as (lang, line, gold item),
    and lines where it reads a figure that is none (a telephone number), as (lang, line, None)."""
    path = folder / "pending.yml"
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else []
    return [(str(e[1]), int(e[0]), None if e[2] == NO_FIGURE else gold_items(e[2:])) for e in entries or []]


def extraction(folder: Path, totals: dict, show: bool, promised: bool = False) -> None:
    """Add [right, found, gold] per language for the article's lines; ``promised`` leaves out the
    lines that hold a figure of ``pending.yml``."""
    pending = {(lang, line) for lang, line, _ in pending_of(folder)} if promised else set()
    for (lang, line), wanted in sorted(gold_of(folder).items()):
        if (lang, line) in pending:
            continue
        text = (folder / f"{lang}.txt").read_text(encoding="utf-8").splitlines()[line - 1]
        score_line(text, lang, wanted, totals, f"{folder.name}:{line}", show)


def pending_read(folder: Path) -> list[tuple[str, int, tuple]]:
    """The pending figures the extractor reads by now (each should leave ``pending.yml``)."""
    out = []
    for lang, line, item in pending_of(folder):
        wanted = gold_of(folder).get((lang, line), [])
        if item is not None and item not in wanted:
            raise SystemExit(f"{folder.name}/pending.yml: {item} is not in the gold of {lang}:{line}")
        text = (folder / f"{lang}.txt").read_text(encoding="utf-8").splitlines()[line - 1]
        totals: dict[str, list[int]] = {}
        score_line(text, lang, wanted if item is None else [item], totals, "", False)
        right, found, _ = totals[lang]
        if (item is None and found == right) or (item is not None and right):
            out.append((lang, line, item))
    return out


def reconcile(folder: Path, source: str = "") -> list[Discrepancy]:
    """Numbers only: reading, alignment, facts (no names)."""
    issues, _ = planted_errors.reconcile(folder, source)
    return [d for d in issues if d.kind in NUMERIC]


def describe(d: Discrepancy) -> str:
    return f"{d.lang}:{d.line} {d.kind}/{d.severity} found={d.found!r} expected={d.expected!r}"


def planted(folder: Path, plant: list, work: Path, source: str) -> tuple[bool, list[Discrepancy], list[Discrepancy]]:
    """(found, rows on the planted line, rows elsewhere that the clean article does not have)."""
    kind, lang, line, old, new = plant
    copy = work / f"{folder.name}-{kind}-{lang}-{line}"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(folder, copy)
    path = copy / f"{lang}.txt"
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines[line - 1].count(old) != 1:
        raise SystemExit(f"{folder.name}/plants.yml: {old!r} is not once on {lang}:{line}")
    lines[line - 1] = lines[line - 1].replace(old, new)
    path.write_text("\n".join(lines), encoding="utf-8")
    clean = {(d.kind, d.lang, d.line, d.found) for d in reconcile(folder, source)}
    rows = reconcile(copy, source)
    # a row the clean article has already is no new row, whichever version it now quotes
    new_rows = [d for d in rows if (d.kind, d.lang, d.line, d.found) not in clean]
    here = [d for d in new_rows if d.lang == lang and d.line == line]
    elsewhere = [d for d in new_rows if not (d.lang == lang and d.line == line)]
    finding = {"missing"} if kind == "omitted" else WRONG_FIGURE
    return any(d.kind in finding for d in here), here, elsewhere


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fixtures", nargs="?", default=str(ROOT / "tests" / "fixtures" / "articles"))
    parser.add_argument("--source", default="", help="judge against this version (e.g. en)")
    parser.add_argument("--list", action="store_true", help="every miss, extra, row and plant")
    args = parser.parse_args()
    folders = articles(Path(args.fixtures))
    totals: dict[str, list[int]] = {}
    for folder in folders:
        extraction(folder, totals, args.list)
    pending = sum(len(pending_of(f)) for f in folders)
    print(f"extraction on {len(folders)} figures-* articles ({pending} gold figures pending in pending.yml):")
    print(f"{'lang':<5}{'gold':>6}{'found':>7}{'right':>7}{'precision':>11}{'recall':>8}{'F1':>7}")
    for lang, (right, found, wanted) in sorted(totals.items()):
        p = right / found if found else 0.0
        r = right / wanted if wanted else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        print(f"{lang:<5}{wanted:>6}{found:>7}{right:>7}{p:>11.2f}{r:>8.2f}{f1:>7.2f}")

    mode = f"source {args.source}" if args.source else "majority"
    serious = 0
    low = 0
    for folder in folders:
        rows = reconcile(folder, args.source)
        serious += sum(d.severity in SERIOUS for d in rows)
        low += sum(d.severity not in SERIOUS for d in rows)
        if args.list:
            for d in rows:
                print(f"CLEAN {folder.name} {describe(d)}")
    print(f"rows on the clean articles ({mode}): high/medium {serious}, low {low}")

    by_kind: dict[str, list[int]] = {}
    collateral = 0
    with tempfile.TemporaryDirectory() as tmp:
        for folder in folders:
            for plant in plants_of(folder):
                hit, here, elsewhere = planted(folder, plant, Path(tmp), args.source)
                counts = by_kind.setdefault(plant[0], [0, 0])
                counts[0] += 1
                counts[1] += hit
                collateral += len(elsewhere)
                if args.list:
                    kind, lang, line, old, new = plant
                    print(f"{'FOUND ' if hit else 'MISSED'} {kind:14} {folder.name} {lang}:{line} {old!r} -> {new!r}"
                          + (f"  [{', '.join(d.kind + '/' + d.severity for d in here)}]" if here else ""))
                    for d in elsewhere:
                        print(f"       elsewhere: {describe(d)}")
    print(f"planted errors ({mode}):")
    for kind, (n, hits) in sorted(by_kind.items()):
        print(f"  {kind:15} found {hits:3d} of {n:3d}")
    print(f"  {'all':15} found {sum(h for _, h in by_kind.values()):3d} of {sum(n for n, _ in by_kind.values()):3d}")
    print(f"rows the plants caused elsewhere: {collateral}")


if __name__ == "__main__":
    main()
