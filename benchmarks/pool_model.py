"""What ``--jobs 2`` would take on an idle 2-core machine, from the CPU seconds of a run here.

On a machine that other people load, the wall time of ``--jobs 2`` says more about them than
about the pool. CPU seconds move much less with the load. So this runs ``--jobs 2`` once with
the pool's processes instrumented (module functions wrapped in the probe, nothing in the
package changed): the parent's CPU until it starts the helper and until it forks its workers,
the helper's CPU to get ready and for each answer, and for each article the CPU its worker
spent before asking for the sentences, between asking and collecting, and after. Then it
replays them on two idle cores: the parent and the helper start, the workers take the
articles in the pool's order as they become free, a worker that collects before its answer is
ready waits, and the runnable processes share the two cores. Used by ``run_batch.py``; run
alone: ``.venv/bin/python benchmarks/pool_model.py SOURCES`` (without SOURCES it says so and exits).
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json, os, sys, time
from pathlib import Path
sys.path.insert(0, {root!r})
from pipeline import api
from pipeline.batch import pool
log = Path({log!r})
cpu = time.process_time

def record(entry):
    with open(log, "a") as handle:
        handle.write(json.dumps(entry) + "\\n")

real_worker_main, real_helper_main, real_asker = pool.worker_main, pool.helper_main, pool.asker
marks = {{}}

def asker(conn):  # in a worker: CPU at each ask and collect
    ask = real_asker(conn)
    def timed_ask(request):
        marks["ask"] = cpu()
        collect = ask(request)
        def timed_collect():
            marks["collect"] = cpu()
            return collect()
        return timed_collect
    return timed_ask

def worker_main(conn, work, *args):
    def timed_work(task, on_stage, *extra):
        marks.clear()
        marks["start"] = cpu()
        result = work(task, on_stage, *extra)
        end = cpu()
        start = marks["start"]
        ask, collect = marks.get("ask", end), marks.get("collect", end)
        record({{"task": task.folder.name, "size": task.size, "before": ask - start, "between": collect - ask,
                 "after": end - collect}})
        return result
    return real_worker_main(conn, timed_work, *args)

def helper_main(conn, helper, level):
    def prepare():
        started = cpu()
        if helper.prepare:
            helper.prepare()
        record({{"helper_ready": cpu() - started}})
    def answer(request):
        started = cpu()
        out = helper.answer(request)
        record({{"answer": cpu() - started}})
        return out
    return real_helper_main(conn, pool.Helper(answer=answer, prepare=prepare), level)

real_start_helper, real_worker_init = pool.LocalPool.start_helper, pool.Worker.__init__

def start_helper(self):
    if self.helper_process is None:
        record({{"parent_helper_start": cpu()}})
    return real_start_helper(self)

def worker_init(self, *args, **kwargs):
    if not marks.get("forked"):
        marks["forked"] = True
        record({{"parent_fork": cpu()}})
    return real_worker_init(self, *args, **kwargs)

pool.asker, pool.worker_main, pool.helper_main = asker, worker_main, helper_main
pool.LocalPool.start_helper, pool.Worker.__init__ = start_helper, worker_init
from pipeline.report import tables
real_write_summary = tables.write_summary
def write_summary(*args, **kwargs):
    record({{"parent_summary": cpu()}})
    return real_write_summary(*args, **kwargs)
tables.write_summary = write_summary
api.run(Path({sources!r}), Path({out!r}), None, jobs=2, force=True)
record({{"parent_end": cpu()}})
"""


@dataclass
class Trace:
    parent_helper_start: float = 0.0
    parent_fork: float = 0.0
    parent_summary: float = 0.0  # when it starts writing summary.csv and index.html
    parent_end: float = 0.0
    helper_ready: float = 0.0
    answers: list[float] = field(default_factory=list)
    tasks: list[dict] = field(default_factory=list)  # in the order workers finished them


def traced_run(sources: Path, work: Path) -> Trace:
    log = work / "pool-trace.jsonl"
    log.unlink(missing_ok=True)
    probe = PROBE.format(root=str(ROOT), log=str(log), sources=str(sources), out=str(work / "pool-model-out"))
    subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True)
    trace = Trace()
    for line in log.read_text().splitlines():
        entry = json.loads(line)
        if "task" in entry:
            trace.tasks.append(entry)
        elif "answer" in entry:
            trace.answers.append(entry["answer"])
        else:
            for key, value in entry.items():
                setattr(trace, key, value)
    return trace


def replay(trace: Trace, cores: int = 2, step: float = 0.001) -> float:
    """Seconds the traced run takes on ``cores`` idle cores (processor sharing, ``step`` s ticks).

    Answers are matched to requests in the order the helper gave them, which is the order the
    workers asked (first in, first out); articles go to the workers longest first, as the pool
    hands them out. The parent's relaying between the workers and the helper takes its CPU from
    the same cores (added at the end, shared by both); its summary and overview come last."""
    tasks = sorted(trace.tasks, key=lambda t: (-t["size"], t["task"]))
    answer_costs = iter(trace.answers)
    # the parent alone, then the parent and the helper on their own cores until the workers are forked
    warm = trace.parent_fork - trace.parent_helper_start
    clock = trace.parent_helper_start + warm
    helper_left = max(0.0, trace.helper_ready - warm)
    queue: list[list] = []  # [CPU left, answered]
    workers = [{"task": None, "phase": 0, "left": 0.0, "request": None} for _ in range(cores)]
    pending = list(tasks)

    def next_task(w: dict) -> None:
        task = pending.pop(0) if pending else None
        w.update(task=task, phase=0, left=w["left"] + (task["before"] if task else 0.0), request=None)

    for w in workers:
        next_task(w)
    while any(w["task"] for w in workers):
        runnable = [w for w in workers if w["task"] and not (w["phase"] == 2 and not w["request"][1])]
        waiting = [r for r in queue if not r[1]]
        helper_busy = helper_left > 0 or bool(waiting)
        count = len(runnable) + helper_busy
        rate = min(1.0, cores / count) if count else 1.0
        clock += step
        budget = step * rate if helper_busy else 0.0
        if helper_left > 0:
            used = min(budget, helper_left)
            helper_left, budget = helper_left - used, budget - used
        for request in waiting:
            if budget <= 0:
                break
            used = min(budget, request[0])
            request[0], budget = request[0] - used, budget - used
            request[1] = request[0] <= 1e-12
        for w in runnable:
            w["left"] -= step * rate
            while w["task"] and w["left"] <= 0:
                if w["phase"] == 0:  # it asks for the sentences and goes on
                    w["request"] = [next(answer_costs, 0.0), False]
                    queue.append(w["request"])
                    w.update(phase=1, left=w["left"] + w["task"]["between"])
                elif w["phase"] == 1:  # it collects them: it waits until they are there
                    w.update(phase=2, left=w["left"] + w["task"]["after"])
                    if not w["request"][1]:
                        break
                else:
                    w["left"] = min(w["left"], 0.0)
                    next_task(w)
    relaying = max(0.0, trace.parent_summary - trace.parent_fork)
    return clock + relaying / cores + (trace.parent_end - trace.parent_summary)


def main() -> None:
    if len(sys.argv) < 2:  # as make bench runs it: run_batch.py prints its figure
        print("pool_model: replays a --jobs 2 run of SOURCES on two idle cores (run_batch.py prints it for the "
              "32 short news-dev articles); usage: pool_model.py SOURCES")
        return
    sources = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        trace = traced_run(sources, Path(tmp))
    print(f"parent: {trace.parent_helper_start:.2f} CPU s before the helper, {trace.parent_fork:.2f} before the "
          f"workers; helper ready after {trace.helper_ready:.2f} CPU s, {sum(trace.answers):.2f} s for "
          f"{len(trace.answers)} answers; workers {sum(t['before'] + t['between'] + t['after'] for t in trace.tasks):.2f} "
          f"CPU s for {len(trace.tasks)} articles; replayed on 2 idle cores: {replay(trace):.2f} s")


if __name__ == "__main__":
    main()
