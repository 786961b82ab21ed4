"""Benchmark for running many articles and for a fast start (issue 13); prints figures, asserts nothing.

Run: .venv/bin/python benchmarks/run_batch.py [--repeat N] [--quick]

Each wall time is the best of N runs (the machine is shared and noisy); the first line says how
much parallel speed the machine gives right now, so that the --jobs 2 speed-up can be read
against it, and a CPU model (measured CPU seconds per article and per worker start, scheduled
as the pool does) gives the speed-up an idle machine would show. The targets of issue 13 are
printed beside the figures.
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import news_dev  # noqa: E402

SAMPLE = ROOT / "sources" / "kimi-k3-team"
BIN = Path(sys.executable).parent
RECONCILE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


# Started from a small fresh interpreter: Linux keeps a process's peak memory across exec, so a
# command forked straight from this (by then large, warm) process would report this one's size.
LAUNCHER = """
import os, subprocess, sys, time
started = time.perf_counter()
process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(process.pid, 0)
print(time.perf_counter() - started, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status),
      usage.ru_maxrss)
"""


def timed_runs(repeat: int, command: list[str]) -> tuple[float, float, int]:
    """Best wall time and best CPU time (user + system, all processes) of ``command``, and the
    peak resident memory (KB) of its largest process."""
    times, cpus, peak = [], [], 0
    for _ in range(repeat):
        done = subprocess.run([sys.executable, "-c", LAUNCHER, *map(str, command)], capture_output=True, text=True,
                              check=True)
        seconds, cpu, code, maxrss = done.stdout.split()
        if int(code) not in (0, 1):
            raise SystemExit(f"failed ({code}): {' '.join(map(str, command))}")
        times.append(float(seconds))
        cpus.append(float(cpu))
        peak = max(peak, int(maxrss))
    return min(times), min(cpus), peak


def best_of(repeat: int, command: list[str]) -> tuple[float, int]:
    """Best wall time of ``command`` and the peak resident memory (KB) of its largest process."""
    seconds, _, peak = timed_runs(repeat, command)
    return seconds, peak


def burn(_: int) -> int:
    total = 0
    for i in range(6_000_000):
        total += i
    return total


def parallel_headroom() -> float:
    """How much faster two processes run than one on pure Python right now (2.0 on an idle 2-core machine)."""
    from multiprocessing import get_context

    with get_context("fork").Pool(2) as pool:
        pool.map(burn, [0, 0])  # start both workers
        started = time.perf_counter()
        pool.map(burn, [0])
        one = time.perf_counter() - started
        started = time.perf_counter()
        pool.map(burn, [0, 1], chunksize=1)
        two = time.perf_counter() - started
    return 2 * one / two


def run_command(sources: Path, out: Path, *options: str) -> list[str]:
    return RECONCILE + ["run", str(sources), "--out", str(out), "--aliases", str(out.parent / "no-aliases"),
                        "--force", *options]


def repeated_article(source: Path, target: Path, times: int) -> Path:
    """Each version of ``source`` written ``times`` times over (paragraphs repeated)."""
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.iterdir()):
        if path.is_file() and path.suffix == ".txt":
            text = path.read_text(encoding="utf-8").rstrip("\n")
            (target / path.name).write_text("\n\n".join([text] * times) + "\n", encoding="utf-8")
    return target


STAGE_PROBE = """
import json, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, {root!r})
from pipeline import api
folder, out, other = Path({folder!r}), Path(tempfile.mkdtemp()), {warm_on!r}
if other:  # a warm process: it has read another article (imports, pipelines, tables)
    api.write_article_outputs(api.process_article(Path(other), Path(other).parent), out)
marks = [("start", time.process_time())]  # cold: the interpreter's start and the first imports
result = api.process_article(folder, folder.parent, None, on_stage=lambda s: marks.append((s, time.process_time())))
marks.append(("reports", time.process_time()))
api.write_article_outputs(result, out)
marks.append(("end", time.process_time()))
stages = {{"start": 0.0 if other else marks[0][1]}}
stages.update((a[0], b[1] - a[1]) for a, b in zip(marks[1:], marks[2:]))
print(json.dumps([stages, sum(len(v.text) for v in result.versions)]))
"""


def stage_cpu(folder: Path, repeat: int, warm_on: Optional[Path] = None) -> tuple[dict[str, float], int]:
    """CPU seconds per stage of ``folder`` in a fresh process (best of ``repeat`` for each stage):
    cold, or warm after reading ``warm_on``. ``start`` is the interpreter and its first imports."""
    import json

    probe = STAGE_PROBE.format(root=str(ROOT), folder=str(folder), warm_on=str(warm_on or ""))
    runs = [json.loads(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                                      check=True).stdout) for _ in range(repeat)]
    return {name: min(run[0][name] for run in runs) for name in runs[0][0]}, runs[0][1]


ONE_TIME_PROBE = """
import json, sys, time
sys.path.insert(0, {root!r})
costs = {{}}
def timed(name, make):
    started = time.process_time()
    make()
    costs[name] = time.process_time() - started
timed("import spacy", lambda: __import__("spacy"))
from pipeline.segment import sentence_pipeline
timed("sentence pipelines of {langs}", lambda: [sentence_pipeline(lang) for lang in {langs!r}])
from pipeline.numbers.tables import load_tables
timed("number tables", lambda: [load_tables(lang) for lang in {langs!r}])
timed("import pandas, openpyxl", lambda: (__import__("pandas"), __import__("openpyxl")))
print(json.dumps(costs))
"""


def one_time_costs(langs: list[str], repeat: int) -> dict[str, float]:
    """CPU seconds of what a fresh process does once before it is warm (best of ``repeat``)."""
    import json

    probe = ONE_TIME_PROBE.format(root=str(ROOT), langs=langs)
    runs = [json.loads(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                                      check=True).stdout) for _ in range(repeat)]
    return {name: min(run[name] for run in runs) for name in runs[0]}


def print_start_up(spacy_time: float, repeat: int, other: Path) -> None:
    """The cold sample by stage against the same stages in a warm process: what stands in the way
    (``spacy_time``: CPU s of a cold ``import spacy``)."""
    cold, chars = stage_cpu(SAMPLE, repeat)
    warm, _ = stage_cpu(SAMPLE, repeat, warm_on=other)
    print(f"  cold sample by stage, CPU s ({chars:,} characters; best of {repeat} fresh processes): "
          + ", ".join(f"{name} {seconds:.2f}" for name, seconds in cold.items()) + f"; total {sum(cold.values()):.2f}")
    print(f"  the same, warm (a process that has read {other.name} first): "
          + ", ".join(f"{name} {seconds:.2f}" for name, seconds in warm.items() if name != "start")
          + f"; total {sum(warm.values()):.2f}")
    langs = sorted(p.stem for p in SAMPLE.glob("*.txt"))
    once = one_time_costs(langs, repeat)
    print("  one-time costs of a fresh process, CPU s: " + ", ".join(f"{n} {s:.2f}" for n, s in once.items())
          + f"; start-up in all (cold - warm) {sum(cold.values()) - sum(warm.values()):.2f}")
    floor = spacy_time + sum(warm.values())
    print(f"  floor of a cold run (import spacy + the warm work), CPU s: {floor:.2f} = {floor / spacy_time:.1f}x import "
          f"spacy; the warm work alone is {sum(warm.values()) / spacy_time:.1f}x, names "
          f"{warm.get('names', 0) / spacy_time:.1f}x of it")


def warm_costs(articles: list[Path], out: Path) -> list[tuple[int, float, float]]:
    """Per unseen article, in a warm process (after the sample): characters, CPU s of the
    analysis, CPU s of the analysis and the reports."""
    from pipeline import api

    api.process_article(SAMPLE, SAMPLE.parent)  # warm: imports, pipelines, tables
    costs = []
    for folder in articles:
        started = time.process_time()
        result = api.process_article(folder, folder.parent)
        analysed = time.process_time()
        api.write_article_outputs(result, out)
        costs.append((sum(len(v.text) for v in result.versions), analysed - started, time.process_time() - started))
    return costs


def worker_start_cpu(folder: Path) -> float:
    """CPU seconds a fresh worker spends before it is warm: one article cold, minus the same warm."""
    probe = f"""
import sys, tempfile, time
from pathlib import Path
sys.path.insert(0, {str(ROOT)!r})
from pipeline import api
folder, out = Path({str(folder)!r}), Path(tempfile.mkdtemp())
times = []
for _ in range(2):
    started = time.process_time()
    api.write_article_outputs(api.process_article(folder, folder.parent), out)
    times.append(time.process_time() - started)
print(times[0] - times[1])
"""
    return float(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout)


def longest_first_makespan(costs: list[float], sizes: list[int], workers: int) -> float:
    """When the last of ``workers`` finishes, handing out the biggest articles first (as the pool does)."""
    loads = [0.0] * workers
    for _, cost in sorted(zip(sizes, costs), reverse=True):
        loads[loads.index(min(loads))] += cost
    return max(loads)


def staged_run(folder: Path) -> tuple[int, dict[str, float]]:
    """Characters and CPU seconds per stage of one warm ``process_article``."""
    from pipeline import api

    marks = []
    result = api.process_article(folder, folder.parent, on_stage=lambda s: marks.append((s, time.process_time())))
    marks.append(("end", time.process_time()))
    return sum(len(v.text) for v in result.versions), {a[0]: b[1] - a[1] for a, b in zip(marks, marks[1:])}


def length_costs(work: Path, factors=(1, 2, 4), repeat: int = 2) -> list[tuple[int, int, dict[str, float]]]:
    """(factor, characters, CPU s per stage, best of ``repeat``) of a warm process on the sample
    repeated ``factor`` times."""
    from pipeline import api

    api.process_article(SAMPLE, SAMPLE.parent)
    runs: dict[int, list[tuple[int, dict[str, float]]]] = {}
    for _ in range(repeat):  # interleaved, so that noise hits every length alike
        for factor in factors:
            folder = repeated_article(SAMPLE, work / f"x{factor}" / SAMPLE.name, factor)
            runs.setdefault(factor, []).append(staged_run(folder))
    return [(factor, runs[factor][0][0], {name: min(stages[name] for _, stages in runs[factor])
                                          for name in runs[factor][0][1]}) for factor in factors]


def news_dev_figures(news: Path, repeat: int, spacy_cpu: float, work: Path) -> None:
    """Start-up, warm speed, --jobs 1 vs 2 and a worker's peak memory on the news-dev articles."""
    articles = sorted(p for p in news.iterdir() if p.is_dir())
    smallest = min(articles, key=lambda p: sum(f.stat().st_size for f in p.iterdir()))
    print_start_up(spacy_cpu, repeat, smallest)

    costs = warm_costs(articles, work / "warm")
    chars, seconds = sum(c[0] for c in costs), sum(c[1] for c in costs)
    print(f"warm: {chars / seconds:,.0f} characters/s per core on {len(articles)} unseen news-dev articles "
          f"({chars:,} characters in {seconds:.1f} CPU s of analysis)")

    one = two = 0.0
    peak = 0
    for _ in range(max(1, repeat - 1)):  # interleaved, so that noise hits both alike
        t1, _ = best_of(1, run_command(news, work / "news1", "--jobs", "1"))
        t2, p2 = best_of(1, run_command(news, work / "news2", "--jobs", "2"))
        one, two, peak = min(one or t1, t1), min(two or t2, t2), max(peak, p2)
    print(f"news-dev ({len(articles)} articles): --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s, "
          f"speed-up {one / two:.2f}x   (target >= 1.7x)")
    start = worker_start_cpu(smallest)
    sizes = [sum(f.stat().st_size for f in p.iterdir()) for p in articles]
    totals = [c[2] for c in costs]
    model_one = start + sum(totals)
    model_two = start + longest_first_makespan(totals, sizes, 2)
    print(f"  CPU model of an idle 2-core machine (a worker's start {start:.2f} CPU s + its articles' warm CPU s): "
          f"--jobs 1 {model_one:.1f} s, --jobs 2 {model_two:.1f} s, speed-up {model_one / model_two:.2f}x")
    print(f"peak memory of the largest process (a worker) with --jobs 2: {peak / 1024:.0f} MB   (target <= 300 MB)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3, help="runs per wall-time figure (the best is kept)")
    parser.add_argument("--quick", action="store_true", help="skip the 1x/2x/4x length figure")
    parser.add_argument("--news-dev", type=Path, default=None, help="the real-news dev set (benchmarks/corpus.py)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="reconcile-bench-"))
    try:
        print("== batch and start-up (issue 13) ==")
        print(f"parallel headroom of this machine now: {parallel_headroom():.2f}x for 2 processes "
              f"(pure Python; 2.00 when idle)")

        help_time, _ = best_of(args.repeat + 2, RECONCILE + ["--help"])
        check_help, _ = best_of(args.repeat + 2, RECONCILE + ["check", "--help"])
        print(f"reconcile --help: {help_time:.2f} s, check --help: {check_help:.2f} s   (target <= 0.2 s)")

        spacy_time, spacy_cpu, _ = timed_runs(args.repeat, [sys.executable, "-c", "import spacy"])
        cold, cold_cpu, cold_peak = timed_runs(args.repeat, run_command(SAMPLE.parent, work / "sample"))
        print(f"cold `import spacy`: {spacy_time:.2f} s; cold `reconcile run sources`: {cold:.2f} s = "
              f"{cold / spacy_time:.1f}x import spacy   (target <= 3x); peak memory {cold_peak / 1024:.0f} MB")
        print(f"  in CPU s (user + system; less moved by other load): import spacy {spacy_cpu:.2f}, the run "
              f"{cold_cpu:.2f} = {cold_cpu / spacy_cpu:.1f}x")
        news = news_dev("run_batch", args.news_dev)
        if news is not None:
            news_dev_figures(news, args.repeat, spacy_cpu, work)

        if not args.quick:
            costs = length_costs(work)
            base = sum(costs[0][2].values())
            print("article length (sample, each version repeated), warm CPU s: "
                  + ", ".join(f"{factor}x {sum(stages.values()):.2f} s ({sum(stages.values()) / base:.1f}x)"
                              for factor, _, stages in costs) + "   (target: 4x <= 5x)")
            first, last = costs[0][2], costs[-1][2]
            print(f"  by stage, {costs[-1][0]}x vs 1x: " + ", ".join(
                f"{name} {last[name]:.2f}/{first[name]:.2f} s ({last[name] / first[name]:.1f}x)"
                for name in first if first[name] > 0.005))
            print(f"  peak memory of this process after 4x: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
