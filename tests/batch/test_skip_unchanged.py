"""Only new work is redone: `run` skips an article whose outputs record the same content hash."""
import json
import shutil

from articles import output_files, summary, write_articles
from typer.testing import CliRunner

from pipeline.batch.cache import MANIFEST
from pipeline.cli import app

runner = CliRunner()


def run(*args):
    result = runner.invoke(app, ["run", *map(str, args)])
    assert result.exit_code == 0, result.output
    return result


def statuses(out):
    return {row["article"]: row["status"] for row in summary(out)}


def test_a_second_run_redoes_only_the_edited_article(tmp_path):
    sources = write_articles(tmp_path / "sources", count=4)
    out, aliases = tmp_path / "out", tmp_path / "none"
    first = run(sources, "--out", out, "--aliases", aliases)
    assert "unchanged since the last run" not in first.output
    assert set(statuses(out).values()) == {"processed"}
    before = output_files(out)

    ms = sources / "story-2" / "ms.txt"
    ms.write_text(ms.read_text(encoding="utf-8").replace("juta", "bilion"), encoding="utf-8")
    second = run(sources, "--out", out, "--aliases", aliases, "--jobs", "2")
    assert statuses(out) == {"story-1": "unchanged", "story-2": "processed", "story-3": "unchanged",
                             "story-4": "unchanged"}
    for name in ("story-1", "story-3", "story-4"):
        assert f"{name}: unchanged since the last run (same content hash), skipped" in second.output
    assert "story-2: 3 version(s)" in second.output
    after = output_files(out)
    assert {k for k in after if after[k] != before.get(k)} >= {"story-2/numbers.csv", "story-2/discrepancies.csv"}
    assert all(after[k] == before[k] for k in after if not k.startswith("story-2/"))

    full = tmp_path / "full"
    run(sources, "--out", full, "--aliases", aliases)
    assert output_files(full) == after  # byte-identical to a full run
    assert summary(full, drop=("seconds", "status")) == summary(out, drop=("seconds", "status"))


def test_force_reruns_everything(tmp_path):
    sources = write_articles(tmp_path / "sources", count=2)
    out = tmp_path / "out"
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    result = run(sources, "--out", out, "--aliases", tmp_path / "none", "--force")
    assert "unchanged since the last run" not in result.output
    assert set(statuses(out).values()) == {"processed"}


def test_a_changed_registry_redoes_every_article(tmp_path):
    sources = write_articles(tmp_path / "sources", count=2)
    out, aliases = tmp_path / "out", tmp_path / "aliases"
    aliases.mkdir()
    run(sources, "--out", out, "--aliases", aliases)
    assert set(statuses(out).values()) == {"processed"}
    run(sources, "--out", out, "--aliases", aliases)
    assert set(statuses(out).values()) == {"unchanged"}
    (aliases / "people.yml").write_text(
        "people:\n  - id: ahmet-yilmaz\n    name: Ahmet Yılmaz\n    spellings:\n      ru: [Ахмет Йылмаз]\n",
        encoding="utf-8")
    run(sources, "--out", out, "--aliases", aliases)
    assert set(statuses(out).values()) == {"processed"}


def test_a_report_edited_or_deleted_by_hand_is_written_again(tmp_path):
    sources = write_articles(tmp_path / "sources", count=3)
    out = tmp_path / "out"
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    original = (out / "story-1" / "numbers.csv").read_bytes()
    (out / "story-1" / "numbers.csv").write_text("edited\n", encoding="utf-8")
    (out / "story-2" / "report.html").unlink()
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    assert statuses(out) == {"story-1": "processed", "story-2": "processed", "story-3": "unchanged"}
    assert (out / "story-1" / "numbers.csv").read_bytes() == original
    assert (out / "story-2" / "report.html").is_file()


def test_reports_a_power_cut_left_empty_are_written_again(tmp_path):
    """Writes are not fsynced (pipeline.io.atomic): a renamed report whose data never reached the
    disk is an empty file beside its manifest, and the manifest's digest sends it back to work."""
    sources = write_articles(tmp_path / "sources", count=2)
    out = tmp_path / "out"
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    original = (out / "story-2" / "report.xlsx").read_bytes()
    (out / "story-2" / "report.xlsx").write_bytes(b"")
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    assert statuses(out) == {"story-1": "unchanged", "story-2": "processed"}
    assert (out / "story-2" / "report.xlsx").read_bytes() == original


def test_a_renamed_file_or_a_new_version_counts_as_a_change(tmp_path):
    sources = write_articles(tmp_path / "sources", count=2)
    out = tmp_path / "out"
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    shutil.copy(sources / "story-1" / "tr.txt", sources / "story-1" / "haber.tr.txt")
    (sources / "story-1" / "tr.txt").unlink()
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    assert statuses(out) == {"story-1": "processed", "story-2": "unchanged"}


def test_the_manifest_records_the_hash_the_reports_and_the_summary_row(tmp_path):
    sources = write_articles(tmp_path / "sources", count=1)
    out = tmp_path / "out"
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    manifest = json.loads((out / "story-1" / MANIFEST).read_text(encoding="utf-8"))
    assert len(manifest["content_hash"]) == 64
    assert {"numbers.csv", "persons.csv", "discrepancies.csv", "report.html"} <= set(manifest["reports"])
    assert manifest["summary"]["article"] == "story-1" and manifest["summary"]["versions"] == "3"


def test_an_interrupted_article_has_no_manifest_and_is_redone(tmp_path, monkeypatch):
    sources = write_articles(tmp_path / "sources", count=2)
    out = tmp_path / "out"
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    (out / "story-2" / MANIFEST).unlink()  # as when the run stopped between the reports and the manifest
    run(sources, "--out", out, "--aliases", tmp_path / "none")
    assert statuses(out) == {"story-1": "unchanged", "story-2": "processed"}


def test_reports_are_written_without_waiting_for_the_disk_and_the_baseline_with(tmp_path, monkeypatch):
    import os

    from pipeline.check import baseline
    from pipeline.io import atomic

    synced = []
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: synced.append(fd))
    sources = write_articles(tmp_path / "sources", count=2)
    run(sources, "--out", tmp_path / "out", "--aliases", tmp_path / "none")
    assert synced == []  # reports, manifests, summary.csv, index.html: made again if a power cut empties them
    baseline.save_baseline(baseline.load_baseline(tmp_path / "reconcile-baseline.csv"))  # accepted issues: not made again
    assert len(synced) == 1 and os.path.getsize(tmp_path / "reconcile-baseline.csv") > 0
