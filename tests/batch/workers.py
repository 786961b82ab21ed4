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
