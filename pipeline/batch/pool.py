"""A local process pool that hands each worker one task at a time.

``concurrent.futures.ProcessPoolExecutor`` marks the whole pool broken when one worker dies
and cannot say which task killed it. Here the parent knows what every worker is doing, so a
worker that dies (a segfault in a C extension, the out-of-memory killer) fails exactly its
own task, a fresh worker takes its place, and the other tasks finish.

Workers send three kinds of messages over their pipe: ``("log", level, text)`` for their log
records (the parent prints them, so they never cross a progress bar), ``("stage", task,
name)`` while a task goes through its stages, and ``("done", task, result, retiring)``.

A worker retires after a task that left it above ``RETIRE_ABOVE_MB`` of resident memory, and a
fresh worker takes the next task. Its memos are bounded, but a worker keeps what it has read
(spaCy's vocab, memos of words, freed memory Python does not give back), about 1 MB an article
on news-dev: without a limit a worker of a nightly run passes 300 MB after some 200 articles
(``benchmarks/worker_memory.py``). Results do not depend on what a worker has read before.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import sys
from collections import deque
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any, Callable, Iterator, Optional, Sequence

log = logging.getLogger("reconcile")

# A worker is one core's worth of work: the numeric libraries' own thread pools (OpenBLAS spins
# its threads while waiting) would only compete with the other workers. Set before a worker
# imports numpy; a value the user set is kept.
WORKER_ENVIRONMENT = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
# A worker is at about 220 MB after its first article and grows by about 1 MB an article; one
# article adds at most about 20 MB while it is processed (the sample, 224k characters): retiring
# above 270 MB keeps a worker's peak under 300 MB, and a fresh worker's start (0.6 CPU s when
# forked from a preloaded parent: tables and memos built again) comes once in some 80 articles.
RETIRE_ABOVE_MB = 270


@dataclass
class WorkerDied:
    """The outcome of a task whose worker process died while working on it."""

    exitcode: Optional[int]

    def __str__(self) -> str:
        if self.exitcode is not None and self.exitcode < 0:
            try:
                return f"the worker process was killed by {signal.Signals(-self.exitcode).name}"
            except ValueError:
                return f"the worker process was killed by signal {-self.exitcode}"
        return f"the worker process died (exit code {self.exitcode})"


def resident_mb() -> float:
    """This process's resident memory now (Linux), else its peak so far."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KB elsewhere


def start_method() -> str:
    """fork on Linux (cheap, and workers share what the parent has imported); spawn elsewhere, where fork is unsafe."""
    return "fork" if sys.platform.startswith("linux") else "spawn"


def preload(imports: Callable[[], None]) -> None:
    """Run ``imports`` here, once, before workers are forked: they share what it imports
    (copy-on-write) instead of importing it each, and a worker that retires is replaced at the
    cost of a fork. Nothing is run when workers are spawned (they import everything afresh)."""
    if start_method() != "fork":
        return
    for name, value in WORKER_ENVIRONMENT.items():  # numpy reads them when it is imported
        os.environ.setdefault(name, value)
    imports()


class PipeLogHandler(logging.Handler):
    """In a worker: every log record goes to the parent as one formatted line."""

    def __init__(self, conn: Connection):
        super().__init__()
        self.conn = conn

    def emit(self, record: logging.LogRecord) -> None:
        self.conn.send(("log", record.levelno, self.format(record)))


def worker_main(conn: Connection, work: Callable[[Any, Callable[[str], None]], Any], level: int,
                retire_above_mb: float = RETIRE_ABOVE_MB) -> None:
    """A worker's life: take a task, run ``work(task, on_stage)``, send the result; None ends it,
    and so does a task that leaves the worker above ``retire_above_mb`` (it says so with the result)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    for name, value in WORKER_ENVIRONMENT.items():
        os.environ.setdefault(name, value)
    root = logging.getLogger()
    root.handlers[:] = [PipeLogHandler(conn)]
    root.setLevel(level)
    while True:
        message = conn.recv()
        if message is None:
            return
        index, task = message
        result = work(task, lambda stage, index=index: conn.send(("stage", index, stage)))
        retiring = resident_mb() > retire_above_mb
        conn.send(("done", index, result, retiring))
        if retiring:
            return


class Worker:
    def __init__(self, context, work: Callable, level: int, retire_above_mb: float):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=worker_main, args=(child, work, level, retire_above_mb), daemon=True)
        self.process.start()
        child.close()
        self.task: Optional[int] = None
        self.retiring = False  # it has sent its last result and exits

    def give(self, index: int, task: Any) -> None:
        self.task = index
        self.conn.send((index, task))

    def stop(self) -> None:
        if self.process.is_alive() and not self.retiring:
            self.conn.send(None)
        self.process.join(timeout=5)
        self.kill()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


class LocalPool:
    """Run ``work(task, on_stage)`` over tasks in ``workers`` processes.

    ``work`` must be picklable (a module-level function or a ``functools.partial`` of one);
    it is given to each worker once, with whatever it carries (the registry, the options).
    A worker left above ``retire_above_mb`` by a task is replaced (None: ``RETIRE_ABOVE_MB``;
    ``math.inf``: never).
    """

    def __init__(self, workers: int, work: Callable[[Any, Callable[[str], None]], Any],
                 method: Optional[str] = None, retire_above_mb: Optional[float] = None):
        if workers < 1:
            raise ValueError("a pool needs at least one worker")
        self.workers = workers
        self.work = work
        self.context = multiprocessing.get_context(method or start_method())
        self.retire_above_mb = RETIRE_ABOVE_MB if retire_above_mb is None else retire_above_mb
        self.retired = 0  # workers replaced because of their memory (benchmarks print it)

    def run(self, tasks: Sequence[Any],
            on_stage: Optional[Callable[[int, str], None]] = None) -> Iterator[tuple[int, Any]]:
        """Yield ``(index, result)`` as tasks finish (``WorkerDied`` as the result of a crash).

        Tasks are handed out in the given order, so pass the longest first to finish soonest.
        Closing the iterator early (an exception, Ctrl-C) stops every worker.
        """
        pending = deque(enumerate(tasks))
        level = logging.getLogger().getEffectiveLevel()
        busy: dict[Connection, Worker] = {}

        def hand_out(worker: Optional[Worker]) -> None:
            """Give the next task to ``worker`` (a fresh one when None), or let it go."""
            if not pending:
                if worker is not None:
                    worker.stop()
                return
            worker = worker or Worker(self.context, self.work, level, self.retire_above_mb)
            busy[worker.conn] = worker
            worker.give(*pending.popleft())

        try:
            for _ in range(min(self.workers, len(pending))):
                hand_out(None)
            while busy:
                sentinels = {w.process.sentinel: w for w in busy.values()}
                for ready in wait(list(busy) + list(sentinels)):
                    worker = busy.get(ready) or sentinels[ready]
                    if worker.conn not in busy:
                        continue  # already handled through its other handle in this round
                    outcome = self.receive(worker, on_stage)
                    if outcome is None:
                        continue
                    del busy[worker.conn]
                    if isinstance(outcome[1], WorkerDied):
                        worker.kill()
                        worker = None
                    elif worker.retiring:
                        self.retired += 1
                        log.debug("  a worker retired above %s MB of resident memory; a fresh one takes over",
                                  self.retire_above_mb)
                        worker.stop()
                        worker = None
                    hand_out(worker)
                    if outcome[0] is not None:
                        yield outcome
        finally:
            for worker in busy.values():
                worker.kill()

    def receive(self, worker: Worker, on_stage) -> Optional[tuple[int, Any]]:
        """Read what a ready worker has to say; an outcome when its task is over."""
        while worker.conn.poll():
            try:
                message = worker.conn.recv()
            except (EOFError, ConnectionResetError):  # the worker is gone; wait for its exit code
                worker.process.join()
                break
            kind = message[0]
            if kind == "log":
                log.log(message[1], "%s", message[2])
            elif kind == "stage":
                if on_stage:
                    on_stage(message[1], message[2])
            elif kind == "done":
                worker.task = None
                worker.retiring = message[3]
                return message[1], message[2]
        if worker.process.is_alive():
            return None
        worker.process.join()
        return worker.task, WorkerDied(worker.process.exitcode)


def worker_count(text: str) -> int:
    """``--jobs``: a positive number, or ``auto`` for the cores this process may use."""
    if text.strip().lower() == "auto":
        try:
            return max(1, len(os.sched_getaffinity(0)))
        except AttributeError:  # not on Linux
            return max(1, os.cpu_count() or 1)
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise ValueError(f"--jobs takes a positive number or 'auto', not {text!r}")
    return count
