"""`reconcile run --scheduler` on real dask.distributed clusters started by the tests on 127.0.0.1."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest
from articles import output_files, summary, write_articles
from distributed import Client, LocalCluster
from typer.testing import CliRunner

from pipeline.batch import cluster
from pipeline.cli import app

runner = CliRunner()
DEADLINE = 120  # seconds any cluster step may take before the test fails


def run(*args):
    return runner.invoke(app, ["run", *map(str, args)])


@pytest.fixture(scope="module")
def sources(tmp_path_factory):
    return write_articles(tmp_path_factory.mktemp("cluster") / "sources", count=6)


@pytest.fixture(scope="module")
def local_outputs(sources, tmp_path_factory):
    out = tmp_path_factory.mktemp("local") / "out"
    result = run(sources, "--out", out, "--aliases", out.parent / "none")
    assert result.exit_code == 0, result.output
    return out


def test_a_local_cluster_writes_the_same_outputs_as_a_local_run(sources, local_outputs, tmp_path):
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=":0") as local_cluster:
        out = tmp_path / "out"
        result = run(sources, "--out", out, "--aliases", tmp_path / "none", "--scheduler", local_cluster.scheduler_address)
    assert result.exit_code == 0, result.output
    assert output_files(out) == output_files(local_outputs)
    assert summary(out) == summary(local_outputs)


def test_check_on_a_cluster_finds_what_a_local_check_finds(sources, tmp_path):
    import io

    from pipeline.check.commands import check_command

    def check(**kwargs):
        out = io.StringIO()
        code = check_command(sources, tmp_path / "baseline.csv", None, "low", "csv", tmp_path / "none",
                             out=out, err=io.StringIO(), **kwargs)
        return code, out.getvalue()

    with LocalCluster(n_workers=1, threads_per_worker=2, processes=True, host="127.0.0.1",
                      dashboard_address=":0") as local_cluster:
        remote = check(scheduler=local_cluster.scheduler_address)
    assert remote == check()
    assert remote[0] == 1


def start(*command, log):
    return subprocess.Popen([sys.executable, "-m", *command], stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)


def wait_for(condition, what):
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > DEADLINE:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def scheduler_address(path) -> str:
    """The address in the scheduler file, or "" while the file is missing or half written."""
    try:
        return json.loads(path.read_text()).get("address", "")
    except (FileNotFoundError, json.JSONDecodeError):
        return ""


def test_a_worker_killed_mid_run_has_its_article_retried(sources, local_outputs, tmp_path):
    scheduler_file = tmp_path / "scheduler.json"
    log = open(tmp_path / "cluster.log", "wb")
    reconcile = None
    processes = [start("distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                       "--scheduler-file", str(scheduler_file), log=log)]
    try:
        wait_for(lambda: scheduler_address(scheduler_file), "the scheduler")  # dask writes the file in place
        address = scheduler_address(scheduler_file)
        for _ in range(2):
            processes.append(start("distributed.cli.dask_worker", address, "--nthreads", "1", "--no-nanny",
                                   "--host", "127.0.0.1", "--no-dashboard", log=log))
        with Client(address, timeout="30s") as monitor:
            monitor.wait_for_workers(2, timeout=DEADLINE)
            pids = monitor.run(os.getpid)  # worker address -> process id
            out = tmp_path / "out"
            command = [sys.executable, "-c", "from pipeline.cli import main; main()", "run", str(sources),
                       "--out", str(out), "--aliases", str(tmp_path / "none"), "--scheduler", address]
            reconcile = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            busy = {}
            wait_for(lambda: busy.update({w: k for w, k in monitor.processing().items() if k}) or busy,
                     "a task on a worker")
            victim = next(iter(busy))
            os.kill(pids[victim], signal.SIGKILL)
            output, _ = reconcile.communicate(timeout=DEADLINE)
            survivors = list(monitor.scheduler_info()["workers"])
    finally:
        if reconcile is not None and reconcile.poll() is None:
            reconcile.kill()
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in processes:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
        log.close()
    assert victim not in survivors and len(survivors) == 1
    assert reconcile.returncode == 0, output.decode()
    assert output_files(out) == output_files(local_outputs)
    assert [row["article"] for row in summary(out)] == [f"story-{i}" for i in range(1, 7)]


def test_without_dask_scheduler_exits_2_with_one_line(sources, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed now raises ImportError
    result = run(sources, "--out", tmp_path / "out", "--scheduler", "tcp://127.0.0.1:8786")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "reconcile: --scheduler needs dask.distributed, which is not installed: pip install 'reconcile[cluster]'"]


def test_an_unreachable_scheduler_exits_2_with_one_line(sources, tmp_path, monkeypatch):
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", "1s")
    result = run(sources, "--out", tmp_path / "out", "--scheduler", "tcp://127.0.0.1:9")
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("reconcile: cannot reach the dask scheduler at tcp://127.0.0.1:9")
