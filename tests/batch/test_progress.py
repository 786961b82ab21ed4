"""Progress and logs on a terminal: a line per batch or per article's stages, log lines above
it, the reports' folder at the end, and one line after Ctrl-C."""
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time

from articles import summary, write_articles
from typer.testing import CliRunner

from pipeline import api
from pipeline.cli import app

RUN = [sys.executable, "-c", "from pipeline.cli import main; main()", "run"]
LOG_LINE = re.compile(r"story-\d+: \d version\(s\)")


def on_a_terminal(args, interrupt_after=None, timeout=120):
    """Run reconcile with stderr on a pseudo-terminal; returns (exit code, everything it wrote).

    With ``interrupt_after``, Ctrl-C (SIGINT to the process group, as a terminal sends it) once
    that text has appeared."""
    main, child = pty.openpty()
    process = subprocess.Popen(RUN + [str(a) for a in args], stdin=child, stdout=child, stderr=child,
                               start_new_session=True)
    os.close(child)
    output, sent, started = b"", False, time.monotonic()
    while time.monotonic() - started < timeout:
        ready, _, _ = select.select([main], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the terminal closed: the process is gone
                break
            if not chunk:
                break
            output += chunk
        if interrupt_after and not sent and interrupt_after.encode() in output:
            os.killpg(process.pid, signal.SIGINT)
            sent = True
        if process.poll() is not None and not ready:
            break
    os.close(main)
    return process.wait(timeout=timeout), output.decode("utf-8", "replace")


def screen_lines(raw: str) -> list[str]:
    """What stays on each terminal line: a carriage return starts the line over."""
    return [line.rsplit("\r", 1)[-1] for line in raw.replace("\r\n", "\n").split("\n")]


def test_log_lines_of_a_batch_never_share_a_line_with_the_bar(tmp_path):
    sources = write_articles(tmp_path / "sources", count=4)
    code, raw = on_a_terminal([sources, "--out", tmp_path / "out", "--aliases", tmp_path / "none"])
    assert code == 0, raw
    assert "4/4 articles" in raw and "articles: " not in raw  # the bar counted the articles, saying so once
    logged = [line for line in screen_lines(raw) if LOG_LINE.search(line)]
    assert len(logged) == 4
    assert all(LOG_LINE.match(line) for line in logged), logged  # each starts its own line


def test_the_log_lines_of_workers_never_share_a_line_with_the_bar(tmp_path):
    sources = write_articles(tmp_path / "sources", count=4)
    code, raw = on_a_terminal([sources, "--out", tmp_path / "out", "--aliases", tmp_path / "none", "--jobs", "2"])
    assert code == 0, raw
    logged = [line for line in screen_lines(raw) if LOG_LINE.search(line)]
    assert len(logged) == 4 and all(LOG_LINE.match(line) for line in logged), logged


def test_a_single_article_shows_its_stages_and_where_its_report_is(tmp_path):
    sources = write_articles(tmp_path / "sources", count=1)
    out = tmp_path / "out"
    code, raw = on_a_terminal([sources / "story-1", "--out", out, "--aliases", tmp_path / "none"])
    assert code == 0, raw
    for stage in ("sentences", "numbers", "names", "reports"):
        assert stage in raw
    last = screen_lines(raw.rstrip())[-1]
    assert last == f"reports in {out / 'story-1'} (1 processed); open {out / 'story-1' / 'report.html'}"


def test_the_end_of_a_batch_names_the_reports_folder_and_report_html(tmp_path):
    sources = write_articles(tmp_path / "sources", count=2)
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["run", str(sources), "--out", str(out), "--aliases", str(tmp_path / "none")])
    assert result.exit_code == 0
    assert result.output.strip().splitlines()[-1] == (
        f"reports in {out}: one folder per article, each with report.html (2 processed); open {out / 'index.html'} "
        "for the overview")
    assert (out / "index.html").is_file()


def test_ctrl_c_prints_one_line_saying_what_was_written(tmp_path):
    sources = write_articles(tmp_path / "sources", count=30)
    out = tmp_path / "out"
    code, raw = on_a_terminal([sources, "--out", out, "--aliases", tmp_path / "none", "--jobs", "2"],
                              interrupt_after="version(s)")  # once an article is done
    assert code == 130, raw
    assert "Traceback" not in raw
    lines = [line for line in screen_lines(raw) if line.startswith("interrupted: ")]
    assert len(lines) == 1, raw
    finished = summary(out)
    assert 1 <= len(finished) < 30
    assert lines[0].startswith(f"interrupted: {len(finished)} article(s) finished and written to {out}")
    assert all((out / row["article"] / "report.html").is_file() for row in finished)


def test_ctrl_c_in_one_process_keeps_the_finished_articles(tmp_path, monkeypatch):
    sources = write_articles(tmp_path / "sources", count=3)
    real = api.process_or_failure

    def interrupt_at_story_2(folder, *args, **kwargs):
        if folder.name == "story-2":
            raise KeyboardInterrupt
        return real(folder, *args, **kwargs)

    monkeypatch.setattr(api, "process_or_failure", interrupt_at_story_2)
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["run", str(sources), "--out", str(out), "--aliases", str(tmp_path / "none")])
    assert result.exit_code == 130
    assert [row["article"] for row in summary(out)] == ["story-1"]
    assert [line for line in result.output.splitlines() if line.startswith("interrupted")] == [
        f"interrupted: 1 article(s) finished and written to {out} (listed in {out / 'summary.csv'}); the article(s) "
        "in progress were not finished; run again to do the rest (finished articles are skipped)"]


def test_the_batch_label_says_articles_once(monkeypatch):
    import io

    from pipeline.batch import progress

    monkeypatch.setattr(progress, "terminal_size", lambda stream: (100, 24))
    stream = io.StringIO()
    line = progress.ProgressLine(5, api.STAGES, stream)
    line.stage("kimi-k3-team", "names")
    line.close()
    drawn = [text for text in stream.getvalue().split("\r") if text.strip()]
    assert drawn and drawn[0].startswith("0/5 articles |")
    assert all(text.count("articles") == 1 for text in drawn), drawn
