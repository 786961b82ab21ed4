"""Work functions for the pool tests (module level, so that worker processes can receive them)."""
from __future__ import annotations

import logging
import os
import signal


def square(task, on_stage):
    on_stage("squaring")
    logging.getLogger("reconcile").warning("squared %s", task)
    return task * task


def square_or_die(task, on_stage):
    if task == 3:
        os.kill(os.getpid(), signal.SIGKILL)  # what the out-of-memory killer does
    return task * task


def exit_on(task, on_stage):
    if task == 2:
        os._exit(7)  # a C extension calling exit()
    return task


def pid_of_worker(task, on_stage):
    return os.getpid()


def imported_heavy_modules(task, on_stage, ask):
    """Asks the pool's helper about ``task``; returns its answer and the heavy modules this
    worker has imported by then."""
    import sys

    answer = ask(task)()
    return answer, sorted(m for m in ("spacy", "pandas") if m in sys.modules)


def pool_helper_that_dies(conn, helper, level):
    """A helper that dies as it starts, before it answers anything (a crash in spaCy's import, say)."""
    os._exit(3)
