"""A local process pool that hands each worker one task at a time.

``concurrent.futures.ProcessPoolExecutor`` marks the whole pool broken when one worker dies
and cannot say which task killed it. Here the parent knows what every worker is doing, so a
worker that dies (a segfault in a C extension, the out-of-memory killer) fails exactly its
own task, a fresh worker takes its place, and the other tasks finish.

Workers send three kinds of messages over their pipe: ``("log", level, text)`` for their log
records (the parent prints them, so they never cross a progress bar), ``("stage", task,
name)`` while a task goes through its stages, and ``("done", task, result)``.
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


def start_method() -> str:
    """fork on Linux (cheap, and the parent has imported little); spawn elsewhere, where fork is unsafe."""
    return "fork" if sys.platform.startswith("linux") else "spawn"


class PipeLogHandler(logging.Handler):
    """In a worker: every log record goes to the parent as one formatted line."""

    def __init__(self, conn: Connection):
        super().__init__()
        self.conn = conn

    def emit(self, record: logging.LogRecord) -> None:
        self.conn.send(("log", record.levelno, self.format(record)))


def worker_main(conn: Connection, work: Callable[[Any, Callable[[str], None]], Any], level: int) -> None:
    """A worker's life: take a task, run ``work(task, on_stage)``, send the result; None ends it."""
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
        conn.send(("done", index, result))


class Worker:
    def __init__(self, context, work: Callable, level: int):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=worker_main, args=(child, work, level), daemon=True)
        self.process.start()
        child.close()
        self.task: Optional[int] = None

    def give(self, index: int, task: Any) -> None:
        self.task = index
        self.conn.send((index, task))

    def stop(self) -> None:
        if self.process.is_alive():
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
    """

    def __init__(self, workers: int, work: Callable[[Any, Callable[[str], None]], Any],
                 method: Optional[str] = None):
        if workers < 1:
            raise ValueError("a pool needs at least one worker")
        self.workers = workers
        self.work = work
        self.context = multiprocessing.get_context(method or start_method())

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
            worker = worker or Worker(self.context, self.work, level)
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
