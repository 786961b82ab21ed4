"""Recall on planted errors: one error per article and kind planted into real news.

Usage: .venv/bin/python benchmarks/planted_errors.py [CORPUS] [--seed 12] [--source LANG]
       [--pick fact|english] [--list]

For every article of the corpus (default: the news-dev corpus, ``benchmarks/corpus.py``; its
articles have an English version line by line beside the others) and each kind of error, one
version and one of its figures are picked at random (seeded) and changed:

- ``digit``: one digit of the figure replaced by another (``36`` -> ``38``);
- ``times_ten``: the figure multiplied by ten (``31,5`` -> ``315``, ``212`` -> ``2120``);
- ``scale``: its scale word swapped for the neighbouring one (``milyar`` -> ``milyon``);
- ``currency``: its currency word or sign swapped for another currency's (``dolar`` -> ``yuan``).

Which figures are picked (``--pick``):

- ``fact`` (the default): a figure the clean run aligned into a fact with another version (no
  dates), kept only when the extractor reads the changed text as the planted value (so the
  benchmark measures the reconciliation, not the reading);
- ``english``: any figure of a translation whose digits the English line of the same number
  writes too (dates included), the way a digit comparison with the source checks a translation;
  a digit change or a times ten edits the digits as written, whatever the extractor then takes
  them for (``14 Mayıs`` -> ``140 Mayıs``, a date becoming a plain number, is a plant to find).

The planted article is reconciled
(numbers only: reading, alignment, facts) and the plant counts as found when a numeric row
(scale, unit, value, inconsistent) names that version and line. Also printed: rows the plant
caused elsewhere (new rows not on the planted line), and the high/medium numeric rows of the
unmodified articles.
"""
from __future__ import annotations

import argparse
import random
import re
import shutil
import sys
import tempfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import require_news_dev  # noqa: E402
from pipeline import api  # noqa: E402
from pipeline.lang import language  # noqa: E402
from pipeline.lang.data import shared_table, words  # noqa: E402
from pipeline.model import Discrepancy, LocatedNumber, Reference  # noqa: E402
from pipeline.numbers import extract_numbers  # noqa: E402

KINDS = ("digit", "times_ten", "scale", "currency")
NUMERIC = {"scale", "unit", "value", "inconsistent"}
SKIP_UNITS = {"date"}  # a date's digits are day, month and year at once


@dataclass
class Plant:
    article: str
    kind: str
    lang: str
    line: int
    before: str
    after: str
    value: float  # the value the extractor should read after the change


def reconcile(folder: Path, source: str = "") -> tuple[list[Discrepancy], list[LocatedNumber]]:
    """The numbers-only pipeline of ``api`` (no names): the discrepancies and the located numbers."""
    result = api.reconcile_article_numbers(folder, folder.parent, Reference(source=source))
    return result.discrepancies, result.numbers


# -- changing a figure --------------------------------------------------------------------------

def digit_positions(text: str) -> list[int]:
    return [k for k, ch in enumerate(text) if unicodedata.category(ch) == "Nd"]


def with_digit(ch: str, value: int) -> str:
    """The digit ``value`` in the script of digit ``ch``."""
    return chr(ord(ch) - unicodedata.digit(ch) + value)


def change_digit(surface: str, rng: random.Random) -> Optional[str]:
    positions = digit_positions(surface)
    if not positions:
        return None
    k = rng.choice(positions)
    old = unicodedata.digit(surface[k])
    choices = [d for d in range(10) if d != old and not (d == 0 and k == positions[0])]
    return surface[:k] + with_digit(surface[k], rng.choice(choices)) + surface[k + 1:]


def times_ten(surface: str, decimal: str, group: str) -> Optional[str]:
    """Move the decimal mark one digit right, or append a zero (grouping marks dropped)."""
    positions = digit_positions(surface)
    if not positions:
        return None
    start, end = positions[0], positions[-1] + 1
    number = surface[start:end]
    marks = {decimal, "\u066b"}
    cut = max((number.rfind(m) for m in marks if m), default=-1)
    if cut >= 0 and len(number) - cut - 1 in (1, 2) and not (group and group == decimal):
        whole, fraction = number[:cut], number[cut + 1:]
        shifted = whole.replace(group, "") if group else whole
        shifted += fraction[0] + (decimal + fraction[1:] if len(fraction) > 1 else "")
        return surface[:start] + shifted + surface[end:]
    plain = "".join(ch for ch in number if unicodedata.category(ch) == "Nd")
    return surface[:start] + plain + with_digit(plain[-1], 0) + surface[end:]


def scale_forms(lang: str) -> dict[str, int]:
    forms = {}
    for exponent, spec in (language(lang).table("numbers").get("scales") or {}).items():
        for form in words(spec.get("forms")) + words(spec.get("plural")):
            forms[form] = int(exponent)
    return forms


def swap_scale(surface: str, lang: str) -> Optional[tuple[str, int]]:
    """(changed surface, exponent change) with the scale word swapped for the one a step away."""
    forms = scale_forms(lang)
    lowered = language(lang).lower(surface)
    found = [(find_word(lowered, f), f) for f in forms if find_word(lowered, f) >= 0]
    if not found:
        return None
    at, form = max(found, key=lambda x: (len(x[1]), -x[0]))
    exponent = forms[form]
    by_exponent: dict[int, str] = {}
    for f, e in forms.items():
        by_exponent.setdefault(e, f)
    target = 6 if exponent == 9 else 9 if exponent in (6, 12) else None
    if target is None or target not in by_exponent:
        return None
    return surface[:at] + by_exponent[target] + surface[at + len(form):], target - exponent


def currency_forms(lang: str) -> dict[str, str]:
    forms = {}
    for code, names in (language(lang).table("units").get("currencies") or {}).items():
        for name in words(names):
            forms[name] = code
    for code, symbols in (shared_table("shared_units").get("currency_symbols") or {}).items():
        for symbol in words(symbols):
            forms.setdefault(symbol, code)
    return forms


def find_word(text: str, word: str) -> int:
    """Where ``word`` stands as a word (or a sign) in ``text``, or -1."""
    for match in re.finditer(re.escape(word), text):
        before = text[match.start() - 1] if match.start() else " "
        after = text[match.end()] if match.end() < len(text) else " "
        if not (word[0].isalpha() and before.isalpha()) and not (word[-1].isalpha() and after.isalpha()):
            return match.start()
    return -1


def swap_currency(surface: str, lang: str, unit: str) -> Optional[tuple[str, str]]:
    forms = currency_forms(lang)
    lowered = language(lang).lower(surface)
    found = [(find_word(lowered, language(lang).lower(f)), f) for f, code in forms.items() if code == unit]
    found = [(at, f) for at, f in found if at >= 0]
    if not found:
        return None
    at, form = max(found, key=lambda x: len(x[1]))
    other = "CNY" if unit != "CNY" else "USD"
    replacement = next((f for f, code in forms.items() if code == other and f.isalpha()), None)
    if replacement is None:
        return None
    return surface[:at] + replacement + surface[at + len(form):], other


# -- planting -------------------------------------------------------------------------------------

DIGIT_RUN = re.compile(r"\d+(?:[.,'’٫٬،\u00a0 ]\d+)*")


def digit_string(text: str) -> str:
    """The digits of ``text`` as ASCII, marks left out (``1.200`` and ``١٢٠٠`` are ``1200``)."""
    return "".join(str(unicodedata.digit(ch)) for ch in text if unicodedata.category(ch) == "Nd")


def english_digits(folder: Path) -> dict[int, set[str]]:
    """Line -> the digit strings of the English version's figures on it (empty without one)."""
    path = folder / "en.txt"
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").split("\n")
    return {k: {digit_string(r.group()) for r in DIGIT_RUN.finditer(text)} for k, text in enumerate(lines, start=1)}


def checkable(n: LocatedNumber, pick: str, english: dict[int, set[str]]) -> bool:
    """Whether a figure can be planted: under ``fact``, one aligned into a fact (a figure no other
    version states has nothing to be checked against), no date; under ``english``, one whose
    digits the English line writes too."""
    if n.mention.vague:
        return False
    if pick == "english":
        return bool(digit_string(n.mention.surface)) and digit_string(n.mention.surface) in english.get(n.line, ())
    return bool(n.fact_id) and n.mention.unit not in SKIP_UNITS


def raw_change(kind: str, surface: str, table: dict, rng: random.Random) -> Optional[str]:
    """A digit change or a times ten applied to the figure's digits as written (``english`` pick)."""
    runs = list(DIGIT_RUN.finditer(surface))
    if not runs:
        return None
    run = max(runs, key=lambda r: len(digit_string(r.group())))
    text = run.group()
    if kind == "times_ten" and not int(digit_string(text)):
        return None  # ten times nothing is nothing
    after = change_digit(text, rng) if kind == "digit" else times_ten(text, table.get("decimal", "."),
                                                                        table.get("group", ","))
    return None if after is None else surface[:run.start()] + after + surface[run.end():]


def plant_in(folder: Path, numbers: list[LocatedNumber], kind: str, rng: random.Random,
             langs: list[str], pick: str = "fact") -> Optional[tuple[Plant, str, str]]:
    """A plant of ``kind`` (the Plant, the version file name and its new text), or None."""
    english = english_digits(folder) if pick == "english" else {}
    candidates = [n for n in numbers if n.lang in langs and checkable(n, pick, english)]
    rng.shuffle(candidates)
    for n in candidates:
        table = language(n.lang).table("numbers")
        m = n.mention
        change = None
        if pick == "english" and kind in ("digit", "times_ten"):
            after = raw_change(kind, m.surface, table, rng)
            change = (after, None) if after else None
        elif kind == "digit":
            after = change_digit(m.surface, rng)
            change = (after, None) if after else None
        elif kind == "times_ten" and m.value:  # ten times nothing is nothing
            after = times_ten(m.surface, table.get("decimal", "."), table.get("group", ","))
            change = (after, m.value * 10) if after else None
        elif kind == "scale":
            swapped = swap_scale(m.surface, n.lang)
            change = (swapped[0], m.value * 10 ** swapped[1]) if swapped else None
        elif kind == "currency" and len(m.unit) == 3 and m.unit.isupper():
            swapped = swap_currency(m.surface, n.lang, m.unit)
            change = (swapped[0], m.value) if swapped else None
        if not change or change[0] == m.surface:
            continue
        after, expected_value = change
        path = folder.parent / n.file  # versions are read with the article's parent as SOURCES
        lines = path.read_text(encoding="utf-8").split("\n")
        line = lines[n.line - 1]
        if line[n.start:n.end] != m.surface:
            continue
        new_line = line[:n.start] + after + line[n.end:]
        read = reads_as(new_line, n.lang, n.start, kind, expected_value, m)
        if read is None and pick == "english" and kind in ("digit", "times_ten"):
            read = float("nan")  # the digits as written changed; what they are read as is the test
        if read is None:
            continue
        lines[n.line - 1] = new_line
        return Plant(folder.name, kind, n.lang, n.line, m.surface, after, read), path.name, "\n".join(lines)
    return None


def reads_as(line: str, lang: str, start: int, kind: str, expected: Optional[float], before) -> Optional[float]:
    """The value the extractor reads at ``start`` of the changed line when it is the planted one."""
    for m in extract_numbers(line, lang):
        if m.start <= start < m.end or start <= m.start < start + 3:
            if kind == "currency":
                return m.value if m.unit != before.unit and len(m.unit) == 3 else None
            if expected is None:
                return m.value if m.value != before.value else None
            return m.value if abs(m.value - expected) <= 1e-6 * max(1.0, abs(expected)) else None
    return None


def found(plant: Plant, issues: list[Discrepancy]) -> Optional[Discrepancy]:
    return next((d for d in issues if d.kind in NUMERIC and d.lang == plant.lang and d.line == plant.line), None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", default=None)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--source", default="", help="judge against this version (e.g. en)")
    parser.add_argument("--rounds", type=int, default=1, help="plants of each kind per article (each run alone)")
    parser.add_argument("--pick", choices=("fact", "english"), default="fact",
                        help="figures to plant into: aligned ones, or any whose digits the English line has")
    parser.add_argument("--list", action="store_true", help="print every plant and whether it was found")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    articles = api.list_articles(Path(args.corpus) if args.corpus else require_news_dev("planted_errors"))
    totals = {k: [0, 0] for k in KINDS}
    collateral = 0
    clean_rows = 0
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        for folder in articles:
            clean, numbers = reconcile(folder, args.source)
            clean_rows += sum(1 for d in clean if d.kind in NUMERIC and d.severity in ("high", "medium"))
            clean_ids = {d.issue_id for d in clean}
            langs = sorted({n.lang for n in numbers if n.lang != args.source})
            for kind in [k for k in KINDS for _ in range(args.rounds)]:
                planted = plant_in(folder, numbers, kind, rng, langs, args.pick)
                if planted is None:
                    continue
                plant, name, text = planted
                copy = Path(tmp) / kind / folder.name
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(folder, copy)
                (copy / name).write_text(text, encoding="utf-8")
                issues, _ = reconcile(copy, args.source)
                hit = found(plant, issues)
                totals[kind][0] += 1
                totals[kind][1] += hit is not None
                extra = [d for d in issues if d.issue_id not in clean_ids and d.kind in NUMERIC
                         and not (d.lang == plant.lang and d.line == plant.line)]
                collateral += len(extra)
                lines.append(f"{'FOUND ' if hit else 'MISSED'} {kind:9} {plant.article} {plant.lang}:{plant.line} "
                             f"{plant.before!r} -> {plant.after!r}" + (f"  [{hit.kind}]" if hit else "")
                             + (f"  (+{len(extra)} other rows)" if extra else ""))
    if args.list:
        print("\n".join(lines))
    mode = f"source {args.source}" if args.source else "majority"
    print(f"planted errors over {len(articles)} articles ({mode}, seed {args.seed}, pick {args.pick}):")
    for kind, (planted, hits) in totals.items():
        share = f"{100 * hits / planted:.0f}%" if planted else "-"
        print(f"  {kind:10} found {hits:3d} of {planted:3d}  {share}")
    all_planted = sum(p for p, _ in totals.values())
    all_hits = sum(h for _, h in totals.values())
    print(f"  {'all':10} found {all_hits:3d} of {all_planted:3d}")
    print(f"rows the plants caused elsewhere: {collateral}; high/medium numeric rows on the unmodified articles: "
          f"{clean_rows}")


if __name__ == "__main__":
    main()
