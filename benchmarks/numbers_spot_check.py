"""Print random extracted numbers per language with their context, for a human spot check.

Usage: python benchmarks/numbers_spot_check.py [ARTICLE_DIR] [-n 50] [--seed 7] [--lang tr]
       [--all]   (every row instead of a sample)

Each non-empty line of each version is one paragraph; each row shows
``lang:line  value unit [max] [vague] [ambiguous alts] (counted) | surface | ...context...``.
"""
from __future__ import annotations

import argparse
import random
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.numbers import extract_numbers  # noqa: E402

DEFAULT_ARTICLE = ROOT / "sources" / "kimi-k3-team"
CONTEXT = 40


def rows_for(path: Path, lang: str) -> list[tuple[int, str, object]]:
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = unicodedata.normalize("NFC", line)
        if not line.strip():
            continue
        for mention in extract_numbers(line, lang):
            rows.append((number, line, mention))
    return rows


def describe(lang: str, number: int, line: str, m) -> str:
    left = line[max(0, m.start - CONTEXT):m.start].replace("\n", " ")
    right = line[m.end:m.end + CONTEXT].replace("\n", " ")
    extra = []
    if m.value_max is not None:
        extra.append(f"..{m.value_max:g}")
    if m.vague:
        extra.append("vague")
    if m.ambiguous:
        extra.append(f"ambiguous{tuple(f'{a:g}' for a in m.alt_values)}")
    if m.counted:
        extra.append(f"({m.counted})")
    return (f"{lang}:{number:<4} {m.value:>16g} {m.unit:<8} {m.kind:<10} {' '.join(extra):<22}"
            f"| {m.surface} | …{left}⟦{m.surface}⟧{right}…")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("article", nargs="?", default=str(DEFAULT_ARTICLE))
    parser.add_argument("-n", type=int, default=50, help="rows per language")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", action="append", help="only these languages")
    parser.add_argument("--all", action="store_true", help="print every row")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for path in sorted(Path(args.article).glob("*.txt")):
        lang = path.stem.split(".")[-1]
        if args.lang and lang not in args.lang:
            continue
        rows = rows_for(path, lang)
        chosen = rows if args.all else sorted(rng.sample(rows, min(args.n, len(rows))),
                                              key=lambda r: (r[0], r[2].start))
        print(f"== {lang}: {len(rows)} mentions, showing {len(chosen)} (seed {args.seed})")
        for number, line, mention in chosen:
            print(describe(lang, number, line, mention))


if __name__ == "__main__":
    main()
