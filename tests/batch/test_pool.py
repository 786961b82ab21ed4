"""The local pool: every task comes back once, a dead worker fails only its own task."""
import logging
import os

import pytest
from workers import exit_on, pid_of_worker, square, square_or_die

from pipeline.batch.pool import LocalPool, WorkerDied, preload, resident_mb, start_method, worker_count


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_every_task_comes_back_once_with_its_result(method):
    results = dict(LocalPool(2, square, method=method).run([1, 2, 3, 4, 5]))
    assert results == {0: 1, 1: 4, 2: 9, 3: 16, 4: 25}


def test_a_killed_worker_fails_its_task_and_the_others_finish():
    results = dict(LocalPool(2, square_or_die).run([1, 2, 3, 4, 5, 6]))
    assert sorted(results) == [0, 1, 2, 3, 4, 5]
    assert isinstance(results[2], WorkerDied)
    assert str(results[2]) == "the worker process was killed by SIGKILL"
    assert {i: r for i, r in results.items() if i != 2} == {0: 1, 1: 4, 3: 16, 4: 25, 5: 36}


def test_a_worker_that_exits_is_reported_with_its_exit_code():
    results = dict(LocalPool(1, exit_on).run([1, 2, 3]))
    assert results[0] == 1 and results[2] == 3
    assert str(results[1]) == "the worker process died (exit code 7)"


def test_stages_and_log_lines_of_workers_reach_the_parent(caplog):
    stages = []
    with caplog.at_level(logging.INFO, logger="reconcile"):
        results = dict(LocalPool(2, square).run([7, 8], on_stage=lambda i, name: stages.append((i, name))))
    assert results == {0: 49, 1: 64}
    assert sorted(stages) == [(0, "squaring"), (1, "squaring")]
    assert sorted(r.getMessage() for r in caplog.records if r.name == "reconcile") == ["squared 7", "squared 8"]


def test_closing_the_run_early_stops_the_workers():
    pool = LocalPool(2, square)
    run = pool.run(list(range(20)))
    next(run)
    run.close()  # what an exception or Ctrl-C in the consumer does
    import multiprocessing

    assert not [p for p in multiprocessing.active_children() if p.is_alive()]


def test_a_worker_above_the_memory_limit_retires_and_a_fresh_one_takes_the_next_task():
    pool = LocalPool(1, pid_of_worker, retire_above_mb=0)  # every worker is above 0 MB after its task
    pids = dict(pool.run([1, 2, 3, 4]))
    assert sorted(pids) == [0, 1, 2, 3]
    assert len(set(pids.values())) == 4 and pool.retired == 4


def test_workers_below_the_limit_keep_working():
    pool = LocalPool(1, pid_of_worker, retire_above_mb=100_000)
    assert len(set(dict(pool.run([1, 2, 3, 4])).values())) == 1 and pool.retired == 0


def test_retiring_workers_return_every_result_and_kill_only_their_own_task():
    assert dict(LocalPool(2, square, retire_above_mb=0).run([1, 2, 3, 4, 5])) == {0: 1, 1: 4, 2: 9, 3: 16, 4: 25}
    results = dict(LocalPool(2, square_or_die, retire_above_mb=0).run([1, 2, 3, 4]))
    assert isinstance(results.pop(2), WorkerDied) and results == {0: 1, 1: 4, 3: 16}


def test_the_parent_preloads_once_for_forked_workers_with_their_thread_limits(monkeypatch):
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    calls = []
    preload(lambda: calls.append("imported"))
    if start_method() == "fork":
        assert calls == ["imported"] and os.environ["OPENBLAS_NUM_THREADS"] == "1"
    else:
        assert calls == []


def test_resident_memory_is_read_in_megabytes():
    before = resident_mb()
    block = b"\x01" * (64 * 2**20)  # written, so resident
    assert 20 < before < 2_000 and resident_mb() - before > 48
    del block


@pytest.mark.parametrize("text,count", [("1", 1), ("3", 3), (" 2 ", 2)])
def test_jobs_count(text, count):
    assert worker_count(text) == count


def test_jobs_auto_is_the_usable_cores():
    assert worker_count("auto") >= 1
    assert worker_count("AUTO") == worker_count("auto")


@pytest.mark.parametrize("text", ["0", "-2", "two", ""])
def test_bad_jobs_count_is_refused(text):
    with pytest.raises(ValueError, match="--jobs takes a positive number or 'auto'"):
        worker_count(text)
