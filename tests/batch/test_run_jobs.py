"""`reconcile run --jobs N`: the same outputs as one process; a crash fails only its article."""
import os
import signal

import pytest
from articles import output_files, summary, write_articles
from workers import imported_heavy_modules, pool_helper_that_dies
from typer.testing import CliRunner

from pipeline import api
from pipeline.cli import app

runner = CliRunner()


def run(*args):
    return runner.invoke(app, ["run", *map(str, args)])


@pytest.fixture(scope="module")
def sources(tmp_path_factory):
    return write_articles(tmp_path_factory.mktemp("jobs") / "sources", count=5)


def test_two_jobs_write_the_same_outputs_as_one(sources, tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    first = run(sources, "--out", one, "--aliases", tmp_path / "none", "--jobs", "1")
    second = run(sources, "--out", two, "--aliases", tmp_path / "none", "--jobs", "2")
    assert first.exit_code == 0 and second.exit_code == 0, second.output
    assert {path.split("/")[0] for path in output_files(one)} == {f"story-{i}" for i in range(1, 6)}
    assert all(f"story-{i}/report.html" in output_files(two) for i in range(1, 6))
    assert output_files(one) == output_files(two)
    assert summary(one) == summary(two)
    assert [row["article"] for row in summary(two)] == [f"story-{i}" for i in range(1, 6)]
    assert any(row["discrepancies"] != "0" for row in summary(two) if row["article"] == "story-5")


def test_workers_that_retire_after_every_article_write_the_same_outputs(sources, tmp_path, monkeypatch):
    from pipeline.batch import pool

    monkeypatch.setattr(pool, "RETIRE_ABOVE_MB", 0)  # each article is done by a fresh worker
    one, fresh = tmp_path / "one", tmp_path / "fresh"
    assert run(sources, "--out", one, "--aliases", tmp_path / "none", "--jobs", "1").exit_code == 0
    result = run(sources, "--out", fresh, "--aliases", tmp_path / "none", "--jobs", "2", "-v")
    assert result.exit_code == 0, result.output
    assert result.output.count("a worker retired above 0 MB") == 5
    assert output_files(one) == output_files(fresh)
    assert summary(one) == summary(fresh)


def test_jobs_auto_runs(sources, tmp_path):
    result = run(sources, "--out", tmp_path / "out", "--aliases", tmp_path / "none", "--jobs", "auto")
    assert result.exit_code == 0, result.output
    assert len(summary(tmp_path / "out")) == 5


def test_a_crashed_worker_fails_its_article_and_the_others_are_written(sources, tmp_path, monkeypatch):
    real = api.process_article

    def crash_on_story_3(folder, *args, **kwargs):
        if folder.name == "story-3":
            os.kill(os.getpid(), signal.SIGKILL)  # the worker dies, as under the out-of-memory killer
        return real(folder, *args, **kwargs)

    monkeypatch.setattr(api, "process_article", crash_on_story_3)  # workers are forked: they see it
    out = tmp_path / "out"
    result = run(sources, "--out", out, "--aliases", tmp_path / "none", "--jobs", "2")
    assert result.exit_code == 1
    assert "FAILED story-3: the worker process was killed by SIGKILL" in result.output
    assert [row["article"] for row in summary(out)] == ["story-1", "story-2", "story-4", "story-5"]
    assert not (out / "story-3").exists()
    for name in ("story-1", "story-2", "story-4", "story-5"):
        assert (out / name / "report.html").is_file()


@pytest.mark.parametrize("jobs", ["0", "many"])
def test_a_bad_jobs_value_exits_2_with_one_line(sources, tmp_path, jobs):
    result = run(sources, "--out", tmp_path / "out", "--jobs", jobs)
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [f"reconcile: --jobs takes a positive number or 'auto', not '{jobs}'"]


def test_jobs_and_scheduler_do_not_combine(sources, tmp_path):
    result = run(sources, "--out", tmp_path / "out", "--jobs", "2", "--scheduler", "tcp://127.0.0.1:1")
    assert result.exit_code == 2
    assert "--jobs and --scheduler do not combine" in result.output


def test_check_takes_jobs_and_finds_the_same_issues(sources, tmp_path):
    from pipeline.check.commands import check_command
    import io

    outputs = []
    for jobs in (1, 2):
        out, err = io.StringIO(), io.StringIO()
        code = check_command(sources, tmp_path / "baseline.csv", None, "low", "csv", tmp_path / "none",
                             out=out, err=err, jobs=jobs)
        outputs.append((code, out.getvalue()))
    assert outputs[0] == outputs[1]
    assert outputs[0][0] == 1 and "story-5" in outputs[0][1]


def test_the_sentence_helper_builds_the_pipelines_of_the_languages_the_files_are_named_after(tmp_path, monkeypatch):
    from pipeline import segment

    for name in ("tr.txt", "story.ru.md", "notes.txt"):
        (tmp_path / "a" / name).parent.mkdir(exist_ok=True)
        (tmp_path / "a" / name).write_text("Bir iki.\n", encoding="utf-8")
    built = []
    monkeypatch.setattr(segment, "sentence_pipeline", built.append)
    api.sentence_helper([tmp_path / "a"]).prepare()
    assert sorted(built) == ["ru", "tr"]


def test_workers_do_not_import_spacy_the_helper_splits_their_sentences(sources, tmp_path):
    from pipeline.batch.pool import Helper, LocalPool
    from pipeline.segment import split_texts

    pool = LocalPool(2, imported_heavy_modules, method="spawn", helper=Helper(answer=split_texts))  # fresh workers
    results = dict(pool.run([[("tr", ["Bir. İki.", "Üç."])], [("ms", ["Satu. Dua."])]]))
    assert results == {0: ([[[(0, 4), (5, 9)], [(0, 3)]]], []), 1: ([[[(0, 5), (6, 10)]]], [])}


def test_without_its_helper_a_worker_splits_the_sentences_itself_with_the_same_outputs(sources, tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    assert run(sources, "--out", one, "--aliases", tmp_path / "none", "--jobs", "1").exit_code == 0
    from unittest import mock

    from pipeline.batch import pool

    with mock.patch.object(pool, "helper_main", pool_helper_that_dies):
        result = run(sources, "--out", two, "--aliases", tmp_path / "none", "--jobs", "2", "-v")
    assert result.exit_code == 0, result.output
    assert "the helper process ended (exit code 3)" in result.output
    assert output_files(one) == output_files(two)
    assert summary(one) == summary(two)


def test_the_parent_warms_up_on_an_article_without_spacy_and_writes_nothing(sources, tmp_path):
    import subprocess
    import sys

    before = sorted(p.relative_to(sources) for p in sources.rglob("*"))
    probe = ("import sys; from pathlib import Path; from pipeline import api\n"
             f"job = api.make_job(Path({str(sources / 'story-2')!r}), Path({str(sources)!r}))\n"
             "api.warm_up(job)\n"
             "print('spacy' in sys.modules, all(m in sys.modules for m in ('pipeline.names', 'pipeline.facts', 'openpyxl')))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"]  # every stage ran (their tables built), not spaCy
    assert sorted(p.relative_to(sources) for p in sources.rglob("*")) == before


@pytest.mark.parametrize("count, settled", [(1, False), (2, True)])
def test_a_run_of_several_articles_keeps_what_its_first_built_out_of_the_collector(count, settled, tmp_path):
    import subprocess
    import sys

    sources = write_articles(tmp_path / "sources", count=count)
    probe = ("import gc, sys; from pathlib import Path; from pipeline import api\n"
             f"api.run(Path({str(sources)!r}), Path({str(tmp_path / 'out')!r}), None)\n"
             "print(gc.get_freeze_count() > 0)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.split() == [str(settled)]
    assert len(summary(tmp_path / "out")) == count
