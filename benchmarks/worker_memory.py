"""What a process's resident memory is made of (issue 13: at most 300 MB per worker); prints figures, asserts nothing.

Run: .venv/bin/python benchmarks/worker_memory.py [--news-dev PATH] [--passes N]

One fresh process does what ``reconcile run --jobs 1`` does: it imports what a run imports,
builds the sentence pipelines, then processes the sample and every news-dev article and writes
their reports. (A ``--jobs`` worker does the same without spaCy and its pipelines: the pool's
helper splits its sentences.) Printed, from Linux's own accounting (``VmRSS`` and its peak
``VmHWM`` in ``/proc/self/status``): the memory after each start-up step, where the peak is
reached inside the first article (by stage), and how the memory grows over the articles.

A nightly run reads hundreds of articles whose words the worker has not seen; news-dev has 41.
So that growth with new words shows, passes after the first read news-dev again with every
Latin and Cyrillic letter shifted (``shifted``: new words of the same shapes, the same digits).
Then ``reconcile run --jobs 2`` over all those articles, as a command: the peak of its largest
process, and how many workers retired at ``pool.RETIRE_ABOVE_MB``. Last, what a retirement
costs: the CPU seconds of ``--jobs 2`` over a dozen news-dev articles with a fresh worker for
every article, against workers that never retire.
"""
from __future__ import annotations

import argparse
import gc
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import news_dev  # noqa: E402

SAMPLE = ROOT / "sources" / "kimi-k3-team"


def memory() -> tuple[float, float]:
    """(resident MB now, peak resident MB so far) of this process."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields["VmRSS"], fields["VmHWM"]


def shifted(text: str, shift: int) -> str:
    """``text`` with every Latin and basic Cyrillic letter moved ``shift`` places in its alphabet."""
    def move(ch: str) -> str:
        for first, size in (("a", 26), ("A", 26), ("а", 32), ("А", 32)):
            if 0 <= ord(ch) - ord(first) < size:
                return chr(ord(first) + (ord(ch) - ord(first) + shift) % size)
        return ch
    return "".join(move(ch) for ch in text)


def unseen_articles(folders: list[Path], passes: int, work: Path) -> list[Path]:
    """Copies of ``folders`` in ``work``, then ``passes - 1`` shifted copies of each (see the module doc)."""
    out = []
    for folder in folders:
        out.append(Path(shutil.copytree(folder, work / folder.name)))
    for shift in range(1, passes):
        for folder in folders:
            copy = work / f"{folder.name}-shift{shift}"
            copy.mkdir(parents=True)
            for path in folder.iterdir():
                if path.suffix == ".txt":
                    (copy / path.name).write_text(shifted(path.read_text(encoding="utf-8"), shift), encoding="utf-8")
            out.append(copy)
    return out


LAUNCHER = """
import os, subprocess, sys
process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
log = process.stderr.read()
_, status, usage = os.wait4(process.pid, 0)
print(usage.ru_maxrss, os.waitstatus_to_exitcode(status), log.count("a worker retired"))
"""


def pool_run(sources: Path, work: Path) -> tuple[float, int]:
    """Peak MB of the largest process of ``reconcile run --jobs 2 -v`` over ``sources``, and the
    workers that retired. From a small launcher: Linux keeps a process's peak across exec, so a
    command forked from this large process would report its size."""
    command = [sys.executable, "-c", "from pipeline.cli import main; main()", "run", str(sources), "--out",
               str(work / "out"), "--aliases", str(work / "no-aliases"), "--force", "--jobs", "2", "-v"]
    done = subprocess.run([sys.executable, "-c", LAUNCHER, *command], capture_output=True, text=True, check=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    peak, code, retired = map(int, done.stdout.split())
    if code not in (0, 1):
        raise SystemExit(f"reconcile run failed ({code})")
    return peak / 1024, retired


RETIRE_PROBE = """
import resource, sys, tempfile
from pathlib import Path
sys.path.insert(0, {root!r})
from pipeline import api
from pipeline.batch import pool
pool.RETIRE_ABOVE_MB = float(sys.argv[1])
api.run(Path({sources!r}), Path(tempfile.mkdtemp()), None, jobs=2, force=True)
usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
print(sum(u.ru_utime + u.ru_stime for u in usage))
"""


def retirement_cost(folders: list[Path], work: Path) -> float:
    """CPU seconds a fresh worker costs: ``--jobs 2`` over ``folders`` with a fresh worker per
    article minus the same with workers that never retire, per extra worker (best of two each)."""
    sources = work / "retire"
    for folder in folders:
        shutil.copytree(folder, sources / folder.name)
    probe = RETIRE_PROBE.format(root=str(ROOT), sources=str(sources))

    def cpu(limit: str) -> float:
        return float(subprocess.run([sys.executable, "-c", probe, limit], capture_output=True, text=True,
                                    check=True).stdout)
    never = min(cpu("inf") for _ in range(2))
    always = min(cpu("0") for _ in range(2))
    return (always - never) / (len(folders) - 2)


def start_up(langs: list[str]) -> None:
    """Resident memory added by each one-time step of a worker."""
    steps = []
    last = memory()[0]

    def step(name: str, make) -> None:
        nonlocal last
        make()
        now = memory()[0]
        steps.append(f"{name} +{now - last:.0f}")
        last = now

    base = memory()[0]
    step("pipeline.api", lambda: __import__("pipeline.api"))
    step("import spacy", lambda: __import__("spacy"))
    from pipeline.segment import sentence_pipeline

    for lang in langs:
        step(f"{lang} pipeline", lambda lang=lang: sentence_pipeline(lang))
    step("openpyxl", lambda: __import__("openpyxl"))
    print(f"start-up, resident MB: interpreter {base:.0f}, " + ", ".join(steps) + f"; in all {last:.0f}")


def staged(folder: Path, out: Path) -> tuple[int, list[tuple[str, float, float]]]:
    """Characters of ``folder`` and (stage, resident MB, peak MB) at the end of each stage."""
    from pipeline import api

    marks: list[tuple[str, float, float]] = []
    names: list[str] = []

    def on_stage(name: str) -> None:
        if names:
            marks.append((names[-1], *memory()))
        names.append(name)

    result = api.process_article(folder, folder.parent, on_stage=on_stage)
    on_stage("reports")
    api.write_article_outputs(result, out)
    on_stage("end")
    return sum(len(v.text) for v in result.versions), marks


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--news-dev", type=Path, default=None, help="the real-news dev set (benchmarks/corpus.py)")
    parser.add_argument("--passes", type=int, default=4, help="news-dev read this many times, shifted after the first")
    args = parser.parse_args()
    print("== memory of a --jobs 1 process and of --jobs 2 workers (issue 13) ==")
    langs = sorted(p.stem for p in SAMPLE.glob("*.txt"))
    start_up(langs)
    work = Path(tempfile.mkdtemp(prefix="reconcile-memory-"))
    corpus = news_dev("worker_memory", args.news_dev)
    news = sorted(p for p in corpus.iterdir() if p.is_dir()) if corpus else []
    sources = work / "sources"  # the sample, news-dev and its shifted copies, as one SOURCES folder
    articles = unseen_articles([SAMPLE], 1, sources) + unseen_articles(news, args.passes, sources)
    out = work / "in-process"
    rows = []
    started = time.perf_counter()
    for folder in articles:
        before_rss, before_peak = memory()
        chars, marks = staged(folder, out)
        gc.collect()
        rows.append((folder.name, chars, before_rss, before_peak, marks, memory()))
    seconds = time.perf_counter() - started
    first = rows[0]
    print(f"first article ({first[0]}, {first[1]:,} characters): resident {first[2]:.0f} -> {first[5][0]:.0f} MB, "
          f"peak {first[5][1]:.0f} MB; by stage (resident/peak): "
          + ", ".join(f"{stage} {rss:.0f}/{peak:.0f}" for stage, rss, peak in first[4]))
    kept = [row[5][0] for row in rows]
    marks = sorted({0, 1, 21, 41, 82, 123, 164, len(kept) - 1} & set(range(len(kept))))
    print(f"one process, {len(rows)} articles ({args.passes} passes over news-dev) in {seconds:.0f} s: resident after "
          + ", ".join(f"{i + 1} {kept[i]:.0f}" for i in marks) + f" MB; peak {rows[-1][5][1]:.0f} MB "
          f"(+{(kept[-1] - kept[1]) / max(1, len(kept) - 2) * 1000:.0f} KB an article after the first two)")
    from pipeline.batch.pool import RETIRE_ABOVE_MB

    try:
        peak, retired = pool_run(sources, work)
        print(f"reconcile run --jobs 2 over the same {len(articles)} articles: largest process {peak:.0f} MB, "
              f"{retired} worker(s) retired above {RETIRE_ABOVE_MB} MB   (target <= 300 MB per worker)")
        if len(news) > 2:
            print(f"a retirement costs {retirement_cost(news[:12], work):.2f} CPU s (a fresh worker forked from "
                  "the parent, which has read one article, builds the tables and memos of the others again)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
