"""Score person finding against the hand-labelled gold set of benchmarks/data/names_gold.json.

    .venv/bin/python benchmarks/names_gold.py              # run the gold articles with English
    .venv/bin/python benchmarks/names_gold.py --without-en # the same articles without en.txt
    .venv/bin/python benchmarks/names_gold.py OUT          # score an existing run's persons.csv
    .venv/bin/python benchmarks/names_gold.py --sample     # the sample, against its silver labels

Prints, with an empty registry:
- mention recall: gold (person, language, line) units that a found mention covers;
- cross-version pair F1: pairs of units of different versions that are one person in the gold
  set, against the pairs of found units that reconcile put in one person (a found unit that is
  no gold mention makes its pairs wrong);
- name rows (high/medium) per article on these articles.
A found mention covers a gold unit on the same line of the same version when their spellings
share a word (compared by the cross-script key of ``pipeline.names.keys``); on one line a found
person covers one gold person at most, the best match first.
"""
from __future__ import annotations

import csv
import json
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import require_news_dev  # noqa: E402
from pipeline.names.keys import name_key, word_similarity  # noqa: E402

GOLD = ROOT / "benchmarks" / "data" / "names_gold.json"
SAMPLE_GOLD = ROOT / "benchmarks" / "data" / "names_sample_silver.json"  # (see its _about)
SAMPLE = ROOT / "sources"
SAME_WORD = 70.0

Unit = tuple[str, str, int]  # article, lang, line


def gold_units(path: Path = GOLD) -> dict[tuple[str, str, int, str], str]:
    """(article, lang, line, gold person) -> surface."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out = {}
    for article, persons in data.items():
        if article.startswith("_"):
            continue
        for person, langs in persons.items():
            for lang, lines in langs.items():
                for line, surface in lines.items():
                    out[(article, lang, int(line), person)] = surface
    return out


def run_articles(without_en: bool) -> Path:
    """Copy the gold articles (optionally without en.txt), run reconcile on them, return OUT."""
    articles = sorted({a for a, *_ in gold_units()})
    corpus = require_news_dev("names_gold")
    work = Path(tempfile.mkdtemp(prefix="names-gold-"))
    sources, out = work / "sources", work / "out"
    for article in articles:
        shutil.copytree(corpus / article, sources / article)
        if without_en:
            (sources / article / "en.txt").unlink(missing_ok=True)
    subprocess.run([sys.executable, "-c", "from pipeline.cli import main; main()", "run", str(sources),
                    "--out", str(out)], cwd=ROOT, check=True, capture_output=True)
    return out


def found_units(out: Path, articles: set[str]) -> dict[tuple[str, str, int], list[tuple[str, str]]]:
    """(article, lang, line) -> [(person id, spelling)] from persons.csv."""
    units: dict[tuple[str, str, int], list[tuple[str, str]]] = defaultdict(list)
    for article in articles:
        path = out / article / "persons.csv"
        if not path.exists():
            continue
        with path.open(encoding="utf-8-sig", newline="") as fh:
            for row in csv.DictReader(fh):
                for line in row["lines"].split():
                    units[(article, row["lang"], int(line))].append((row["person_id"], row["surface"]))
    return units


def same_name(a: str, b: str) -> bool:
    if a in b or b in a:
        return True
    return any(word_similarity(x, y) >= SAME_WORD for x in name_key(a).split() for y in name_key(b).split())


def match_quality(surface: str, spelling: str) -> int:
    """3 the same spelling, 2 one inside the other, 1 a word alike, 0 another name."""
    if surface == spelling:
        return 3
    if surface in spelling or spelling in surface:
        return 2
    return 1 if same_name(surface, spelling) else 0


def cover(gold: dict, found: dict) -> dict[tuple, str]:
    """Each gold unit -> the found person covering it. On one line a found person covers one gold
    person at most, best match first: Sarah Palin and Track Palin on one line are two units, and
    the found "Palin" of the one is not the cover of the other's "Sarah Palin"."""
    by_line: dict[tuple, list] = defaultdict(list)
    for (article, lang, line, person), surface in gold.items():
        by_line[(article, lang, line)].append((person, surface))
    covered: dict[tuple, str] = {}
    for unit, persons in by_line.items():
        options = sorted(((match_quality(surface, spelling), person, pid)
                          for person, surface in persons for pid, spelling in found.get(unit, [])),
                         key=lambda o: (-o[0], o[1], o[2]))
        taken_pids: set[str] = set()
        for quality, person, pid in options:
            key = (*unit, person)
            if quality and key not in covered and pid not in taken_pids:
                covered[key] = pid
                taken_pids.add(pid)
    return covered


def name_rows(out: Path, articles: set[str]) -> int:
    rows = 0
    for article in articles:
        path = out / article / "discrepancies.csv"
        if path.exists():
            with path.open(encoding="utf-8-sig", newline="") as fh:
                rows += sum(1 for r in csv.DictReader(fh) if r["kind"] in ("name_variant", "name_mismatch")
                            and r["severity"] in ("high", "medium"))
    return rows


def score(out: Path, without: set[str] = frozenset(), gold_path: Path = GOLD, only: set[str] = frozenset()) -> dict:
    """Scores of a run against the gold (``only``: those articles of it)."""
    gold = {k: v for k, v in gold_units(gold_path).items() if k[1] not in without and (not only or k[0] in only)}
    articles = {a for a, *_ in gold}
    found = found_units(out, articles)
    covered = cover(gold, found)
    recall = len(covered) / len(gold)
    gold_pairs = {frozenset((x, y)) for x, y in combinations(gold, 2)
                  if x[0] == y[0] and x[3] == y[3] and x[1] != y[1]}
    # found units: (article, lang, line, pid); a found unit maps to the gold unit it covers
    found_list = [(a, lang, line, pid) for (a, lang, line), items in found.items() for pid, _ in items]
    to_gold = {(a, lang, line, pid): g for g, pid in covered.items() for a, lang, line in [g[:3]]}
    predicted = 0
    correct = 0
    for x, y in combinations(sorted(set(found_list)), 2):
        if x[0] != y[0] or x[3] != y[3] or x[1] == y[1]:
            continue
        predicted += 1
        gx, gy = to_gold.get(x), to_gold.get(y)
        if gx and gy and frozenset((gx, gy)) in gold_pairs:
            correct += 1
    precision = correct / predicted if predicted else 0.0
    pair_recall = correct / len(gold_pairs) if gold_pairs else 0.0
    f1 = 2 * precision * pair_recall / (precision + pair_recall) if precision + pair_recall else 0.0
    by_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for key in gold:
        by_lang[key[1]][1] += 1
        by_lang[key[1]][0] += key in covered
    return {"articles": len(articles), "gold mentions": len(gold), "mention recall": round(recall, 3),
            "pair precision": round(precision, 3), "pair recall": round(pair_recall, 3), "pair F1": round(f1, 3),
            "name rows per article": round(name_rows(out, articles) / len(articles), 2),
            "recall by version": {lang: f"{a}/{b}" for lang, (a, b) in sorted(by_lang.items())},
            "missed": sorted(f"{k[0]} {k[1]}:{k[2]} {k[3]} ({gold[k]})" for k in gold if k not in covered)}


def run_sample() -> Path:
    """The sample article, run with an empty registry, into a temporary folder."""
    out = Path(tempfile.mkdtemp(prefix="names-sample-")) / "out"
    empty = out.parent / "no-aliases"
    empty.mkdir()
    subprocess.run([sys.executable, "-c", "from pipeline.cli import main; main()", "run", str(SAMPLE),
                    "--out", str(out), "--aliases", str(empty)], cwd=ROOT, check=True, capture_output=True)
    return out


def main(argv: list[str]) -> None:
    args = [a for a in argv if not a.startswith("--")]
    if "--sample" in argv:
        result = score(Path(args[0]) if args else run_sample(), gold_path=SAMPLE_GOLD)
        missed = result.pop("missed")
        for key, value in result.items():
            print(f"{key}: {value}")
        return
    out = Path(args[0]) if args else run_articles("--without-en" in argv)
    result = score(out, {"en"} if "--without-en" in argv else set())
    missed = result.pop("missed")
    for key, value in result.items():
        print(f"{key}: {value}")
    if "--list" in argv:
        print("missed:\n  " + "\n  ".join(missed))


if __name__ == "__main__":
    main(sys.argv[1:])
