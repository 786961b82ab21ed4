"""Articles as tasks on an existing dask.distributed cluster (``reconcile run --scheduler``).

One task per article. Workers read the article from the path they are given, so SOURCES
must be on storage every worker sees at the same path; the result (plain dataclasses) comes
back to the client, which writes the reports. When a worker is lost mid-task, the scheduler
hands its tasks to another worker (up to ``distributed.scheduler.allowed-failures`` times,
3 by default); a task that still fails is reported for its article and the others finish.

dask.distributed is an optional extra: ``pip install 'reconcile[cluster]'``.
"""
from __future__ import annotations

import uuid
from typing import Any, Callable, Iterator, Sequence

INSTALL_HINT = "pip install 'reconcile[cluster]'"
CONNECT_TIMEOUT = "10s"


class ClusterError(RuntimeError):
    """The cluster cannot be used at all: dask.distributed missing, scheduler unreachable."""


class TaskFailed:
    """The outcome of a task the cluster gave up on (its worker kept dying, say)."""

    def __init__(self, exc: BaseException):
        self.reason = f"{type(exc).__name__} on the cluster: {' '.join(str(exc).split())}"

    def __str__(self) -> str:
        return self.reason


def import_distributed():
    try:
        import distributed
    except ImportError:
        raise ClusterError(f"--scheduler needs dask.distributed, which is not installed: {INSTALL_HINT}") from None
    return distributed


def connect(address: str):
    distributed = import_distributed()
    try:
        return distributed.Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"cannot reach the dask scheduler at {address}: {' '.join(str(exc).split())}") from None


def run_on_cluster(address: str, tasks: Sequence[Any], work: Callable[[Any], Any]) -> Iterator[tuple[int, Any]]:
    """Yield ``(index, result)`` as the cluster finishes each task (``TaskFailed`` when it gave up).

    ``work`` must be importable on the workers: reconcile is installed there too.
    """
    if not tasks:
        return
    distributed = import_distributed()
    client = connect(address)
    run_id = uuid.uuid4().hex[:8]
    futures = {}
    try:
        for index, task in enumerate(tasks):
            name = getattr(getattr(task, "folder", None), "name", str(index))
            futures[client.submit(work, task, key=f"reconcile-{run_id}-{index}-{name}", pure=False)] = index
        for future in distributed.as_completed(futures, loop=client.loop):
            index = futures[future]
            if future.status == "finished":
                yield index, future.result()
            elif future.status == "error":
                yield index, TaskFailed(future.exception())
            else:  # cancelled from elsewhere (another client, a scheduler restart)
                yield index, TaskFailed(RuntimeError(f"the task was {future.status}"))
    finally:
        client.cancel(list(futures))
        client.close()
