"""A local process pool that hands each worker one task at a time.

``concurrent.futures.ProcessPoolExecutor`` marks the whole pool broken when one worker dies
and cannot say which task killed it. Here the parent knows what every worker is doing, so a
worker that dies (a segfault in a C extension, the out-of-memory killer) fails exactly its
own task, a fresh worker takes its place, and the other tasks finish.

Workers send these messages over their pipe: ``("log", level, text)`` for their log records
(the parent prints them, so they never cross a progress bar), ``("stage", task, name)`` while
a task goes through its stages, and ``("done", task, result, retiring)``.

A pool may have a helper: one more process that answers the workers' requests (reconcile's
splits sentences, so that spaCy is imported once, in a process of its own, while the workers
start on their articles). A worker asks with ``("ask", request)`` and goes on with its task;
when it needs the answer it sends ``("collect",)`` and the parent, which relays requests and
answers between the workers and the helper, sends it ``("answer", answer)``. So the parent
never writes to a worker that is not waiting to read. If the helper dies (or cannot start),
every open and later request is answered ``None``: the worker then does the work itself, with
the same outcome (an error in it fails its own article, as in one process).

A worker retires after a task that left it above ``RETIRE_ABOVE_MB`` of resident memory, and a
fresh worker takes the next task. Its memos are bounded, but a worker keeps what it has read
(memos of words, freed memory Python does not give back), about 0.6 MB an article on news-dev:
without a limit a worker of a nightly run would pass 300 MB after some 300 articles
(``benchmarks/worker_memory.py``). Results do not depend on what a worker has read before.
"""
from __future__ import annotations

import gc
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
# A worker (no spaCy: the helper splits its sentences) is at about 120 MB after its first article
# and grows by about 0.6 MB an article of unseen words; one article adds at most about 20 MB while
# it is processed (the sample, 224k characters): retiring above 270 MB keeps a worker's peak under
# 300 MB, some 250 articles into its life, and a fresh worker's start (0.1 CPU s when forked from
# the parent, which has read one article: the tables and memos of other articles' words built
# again) is rare (benchmarks/worker_memory.py; the helper, with spaCy, peaked at 154 MB there).
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
    settle()


def settle() -> None:
    """Mark what this process holds now as kept for its life (``gc.freeze``, after a collection so
    that no garbage is kept): the modules, tables and memos a process builds as it starts. The
    collector then no longer walks them again and again while each article makes and drops its
    objects (writing the reports of the sample four times over cost 4.6-4.9 times the sample's
    instead of 3.2-3.3, the collector's passes over a heap the start-up made large), and forked
    workers do not write to the pages they share with their parent. Once a process: what it
    builds later is collected as usual."""
    gc.collect()
    gc.freeze()


class PipeLogHandler(logging.Handler):
    """In a worker: every log record goes to the parent as one formatted line."""

    def __init__(self, conn: Connection):
        super().__init__()
        self.conn = conn

    def emit(self, record: logging.LogRecord) -> None:
        self.conn.send(("log", record.levelno, self.format(record)))


def child_set_up(conn: Connection, level: int) -> None:
    """What a worker or helper process does first: leave Ctrl-C to the parent, limit the numeric
    libraries' threads, send its log records to the parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    for name, value in WORKER_ENVIRONMENT.items():
        os.environ.setdefault(name, value)
    root = logging.getLogger()
    root.handlers[:] = [PipeLogHandler(conn)]
    root.setLevel(level)


def asker(conn: Connection) -> Callable[[Any], Callable[[], Any]]:
    """In a worker: ``ask(request)`` sends the request to the helper (through the parent) and
    returns ``collect()``, which waits for the answer (None: do the work yourself)."""
    def ask(request: Any) -> Callable[[], Any]:
        conn.send(("ask", request))

        def collect() -> Any:
            conn.send(("collect",))
            return conn.recv()[1]
        return collect
    return ask


def worker_main(conn: Connection, work: Callable[..., Any], level: int,
                retire_above_mb: float = RETIRE_ABOVE_MB, helped: bool = False) -> None:
    """A worker's life: take a task, run ``work(task, on_stage)`` (``work(task, on_stage, ask)``
    in a pool with a helper), send the result; None ends it, and so does a task that leaves the
    worker above ``retire_above_mb`` (it says so with the result)."""
    child_set_up(conn, level)
    extra = (asker(conn),) if helped else ()
    settled = False
    while True:
        message = conn.recv()
        if message is None:
            return
        index, task = message
        result = work(task, lambda stage, index=index: conn.send(("stage", index, stage)), *extra)
        retiring = resident_mb() > retire_above_mb
        conn.send(("done", index, result, retiring))
        if retiring:
            return
        if not settled:  # its first article built the tables of its languages
            settle()
            settled = True


def helper_main(conn: Connection, helper: "Helper", level: int) -> None:
    """The helper's life: get ready, then answer each ``(request id, request)`` until None."""
    child_set_up(conn, level)
    if helper.prepare is not None:
        helper.prepare()
    settle()
    while True:
        message = conn.recv()
        if message is None:
            return
        number, request = message
        conn.send(("answer", number, helper.answer(request)))


@dataclass(frozen=True)
class Helper:
    """What a pool's helper process does: ``prepare()`` once as it starts (while the workers
    start on their tasks), then ``answer(request)`` for each worker's request. Both must be
    picklable (module-level functions or ``functools.partial`` of them)."""

    answer: Callable[[Any], Any]
    prepare: Optional[Callable[[], None]] = None


class Worker:
    def __init__(self, context, work: Callable, level: int, retire_above_mb: float, helped: bool = False):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=worker_main, args=(child, work, level, retire_above_mb, helped),
                                       daemon=True)
        self.process.start()
        child.close()
        self.task: Optional[int] = None
        self.retiring = False  # it has sent its last result and exits
        self.request: Optional[int] = None  # the number of its open request to the helper
        self.answer: Any = None
        self.answered = False
        self.collecting = False  # waiting for the answer: send it as soon as it comes

    def ask(self, number: int) -> None:
        self.request, self.answered, self.collecting = number, False, False

    def deliver(self, answer: Any) -> None:
        """The helper's answer to its open request: sent now if it is waiting, else kept."""
        self.request, self.answer, self.answered = None, answer, True
        if self.collecting:
            self.send_answer()

    def send_answer(self) -> None:
        self.conn.send(("answer", self.answer))
        self.answer, self.answered, self.collecting = None, False, False

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


class HelperProcess:
    """The running helper, as the parent sees it: open requests by number, to the worker that asked."""

    def __init__(self, context, helper: Helper, level: int):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=helper_main, args=(child, helper, level), daemon=True)
        self.process.start()
        child.close()
        self.open: dict[int, Worker] = {}
        self.numbers = iter(range(1, 2**62))
        self.alive = True

    def forward(self, worker: Worker, request: Any) -> None:
        """Send a worker's request on (answered None at once when the helper is gone)."""
        if not self.alive:
            worker.ask(0)
            worker.deliver(None)
            return
        number = next(self.numbers)
        worker.ask(number)
        self.open[number] = worker
        try:
            self.conn.send((number, request))
        except OSError:  # it died before it read this: the request is answered None with the others
            self.gone()

    def receive(self) -> None:
        """Pass on what the helper says: answers to their workers (if still there), log records."""
        while self.alive and self.conn.poll():
            try:
                message = self.conn.recv()
            except (EOFError, ConnectionResetError):
                break
            if message[0] == "log":
                log.log(message[1], "%s", message[2])
            else:
                worker = self.open.pop(message[1], None)
                if worker is not None and worker.request == message[1]:
                    worker.deliver(message[2])
        if self.alive and not self.process.is_alive():
            self.gone()

    def forget(self, worker: Worker) -> None:
        """A worker's task is over (done, failed before it collected, or dead): no answer is due to it."""
        if worker.request is not None:
            self.open.pop(worker.request, None)
        worker.request, worker.answer, worker.answered, worker.collecting = None, None, False, False

    def gone(self) -> None:
        """The helper died: every open request is answered None (its worker does the work itself)."""
        self.process.join()
        log.debug("  the helper process ended (exit code %s); the workers do its work themselves",
                  self.process.exitcode)
        self.alive = False
        for number, worker in sorted(self.open.items()):
            if worker.request == number:
                worker.deliver(None)
        self.open.clear()

    def stop(self) -> None:
        if self.process.is_alive():
            try:
                self.conn.send(None)
            except OSError:  # it is exiting already
                pass
            self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


class LocalPool:
    """Run ``work(task, on_stage)`` over tasks in ``workers`` processes.

    ``work`` must be picklable (a module-level function or a ``functools.partial`` of one);
    it is given to each worker once, with whatever it carries (the registry, the options).
    A worker left above ``retire_above_mb`` by a task is replaced (None: ``RETIRE_ABOVE_MB``;
    ``math.inf``: never). With a ``helper``, ``work`` is called as ``work(task, on_stage, ask)``
    (see the module's doc); ``start_helper`` starts it ahead of ``run``.
    """

    def __init__(self, workers: int, work: Callable[..., Any],
                 method: Optional[str] = None, retire_above_mb: Optional[float] = None,
                 helper: Optional[Helper] = None):
        if workers < 1:
            raise ValueError("a pool needs at least one worker")
        self.workers = workers
        self.work = work
        self.context = multiprocessing.get_context(method or start_method())
        self.retire_above_mb = RETIRE_ABOVE_MB if retire_above_mb is None else retire_above_mb
        self.retired = 0  # workers replaced because of their memory (benchmarks print it)
        self.helper = helper
        self.helper_process: Optional[HelperProcess] = None

    def start_helper(self) -> None:
        """Start the helper process now (before the parent prepares its workers, say)."""
        if self.helper is not None and self.helper_process is None:
            self.helper_process = HelperProcess(self.context, self.helper, logging.getLogger().getEffectiveLevel())

    def run(self, tasks: Sequence[Any],
            on_stage: Optional[Callable[[int, str], None]] = None) -> Iterator[tuple[int, Any]]:
        """Yield ``(index, result)`` as tasks finish (``WorkerDied`` as the result of a crash).

        Tasks are handed out in the given order, so pass the longest first to finish soonest.
        Closing the iterator early (an exception, Ctrl-C) stops every worker.
        """
        pending = deque(enumerate(tasks))
        level = logging.getLogger().getEffectiveLevel()
        busy: dict[Connection, Worker] = {}
        if pending:
            self.start_helper()
        helper = self.helper_process

        def hand_out(worker: Optional[Worker]) -> None:
            """Give the next task to ``worker`` (a fresh one when None), or let it go."""
            if not pending:
                if worker is not None:
                    worker.stop()
                return
            worker = worker or Worker(self.context, self.work, level, self.retire_above_mb, helper is not None)
            busy[worker.conn] = worker
            worker.give(*pending.popleft())

        try:
            for _ in range(min(self.workers, len(pending))):
                hand_out(None)
            while busy:
                sentinels = {w.process.sentinel: w for w in busy.values()}
                helper_handles = [helper.conn, helper.process.sentinel] if helper and helper.alive else []
                for ready in wait(list(busy) + list(sentinels) + helper_handles):
                    if ready in helper_handles:
                        helper.receive()
                        continue
                    worker = busy.get(ready) or sentinels[ready]
                    if worker.conn not in busy:
                        continue  # already handled through its other handle in this round
                    outcome = self.receive(worker, on_stage)
                    if outcome is None:
                        continue
                    del busy[worker.conn]
                    if helper is not None:
                        helper.forget(worker)
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
            if self.helper_process is not None:
                self.helper_process.stop()
                self.helper_process = None

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
            elif kind == "ask":
                self.helper_process.forward(worker, message[1])
            elif kind == "collect":
                worker.collecting = True
                if worker.answered:
                    worker.send_answer()
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
