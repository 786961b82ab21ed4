"""outputs/index.html, the batch overview: every article of the run with its status, languages and
counts, sorted by severity, safe against what SOURCES holds, and written with the rest."""
from __future__ import annotations

import csv
import html
import re
from collections import Counter
from pathlib import Path
from urllib.parse import unquote

import pytest

from pipeline import api
from pipeline.report.overview import (
    OverviewRow,
    content_policy,
    failed_row,
    render_overview,
    script_text,
)

# Written for these tests: a story in Turkish, Malay and Russian; the Malay figure is ten times too
# small and the Russian version names the engineer differently.
TR = "Şirketin değeri 31,5 milyar dolara ulaştı. Mühendis Ayşe Kaya açıkladı.\n"
MS = "Nilai syarikat itu mencecah 3.15 bilion dolar. Jurutera Ayşe Kaya berkata.\n"
RU = "Стоимость компании достигла 31,5 млрд долларов. Об этом сообщила инженер Айше Кая.\n"
CLEAN = {"tr.txt": "Fabrikada 300 kişi çalışıyor.\n", "ms.txt": "Kilang itu mempunyai 300 pekerja.\n"}
ARABIC_NAME = "محكمة-الاستئناف"
HOSTILE_NAME = '<b onclick="x()">a&b #1 %20?'


def write(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def newsroom(tmp_path) -> Path:
    sources = tmp_path / "sources"
    write(sources / "valuation", {"tr.txt": TR, "ms.txt": MS, "ru.txt": RU, "notes.txt": "Desk notes.\n"})
    write(sources / "factory", CLEAN)
    write(sources / ARABIC_NAME, CLEAN)
    write(sources / HOSTILE_NAME, CLEAN)
    write(sources / "harvest", {**CLEAN, "article.yml": "source: klingon\n"})
    return sources


def rows_of(page: str) -> list[dict]:
    """The table's rows as {column key: cell text, "href": [links]}, in page order."""
    keys = re.findall(r'<th scope="col" data-key="([^"]+)"', page)
    body = page.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    out = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body, re.S):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        texts = [html.unescape(re.sub(r"<[^>]+>", "", c)) for c in cells]
        record = dict(zip(keys, texts))
        record["href"] = [unquote(html.unescape(h)) for h in re.findall(r'href="([^"]+)"', row)]
        out.append(record)
    return out


def discrepancy_counts(out: Path, article: str) -> tuple[Counter, Counter]:
    with open(out / article / "discrepancies.csv", encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    return Counter(r["severity"] for r in rows), Counter(r["kind"] for r in rows)


def test_the_overview_lists_every_article_with_status_languages_and_counts(newsroom, tmp_path):
    out = tmp_path / "out"
    report = api.run(newsroom, out, None)
    assert [f.article for f in report.failed] == ["harvest"]
    rows = {r["article"]: r for r in rows_of((out / "index.html").read_text(encoding="utf-8"))}
    assert set(rows) == {"valuation", "factory", ARABIC_NAME, HOSTILE_NAME, "harvest"}
    severities, kinds = discrepancy_counts(out, "valuation")
    valuation = rows["valuation"]
    assert severities["high"] >= 1 and kinds["scale"] >= 1
    for severity in ("high", "medium", "low"):
        assert valuation[severity] == str(severities[severity])
    for kind in ("scale", "unit", "value", "missing", "inconsistent", "name_variant", "name_mismatch"):
        assert valuation[kind] == (str(kinds[kind]) if kinds[kind] else "")
    assert valuation["total"] == str(sum(severities.values()))
    assert valuation["languages"] == "ms ru tr"
    assert valuation["status"].startswith("processed") and "notes.txt: skipped" in valuation["status"]
    assert valuation["href"] == ["valuation/report.html", "valuation/report.html", "valuation/report.xlsx"]
    assert rows["factory"]["severity"] == "none" and rows["factory"]["high"] == "0"
    harvest = rows["harvest"]
    assert harvest["status"].startswith("failed") and "'klingon' is not a language reconcile reads" in harvest["status"]
    assert "harvest/article.yml" in harvest["status"] and str(newsroom) not in harvest["status"]  # relative to SOURCES
    assert harvest["languages"] == "ms tr" and harvest["high"] == "—" and harvest["href"] == []
    for name in (ARABIC_NAME, HOSTILE_NAME):
        assert rows[name]["href"][0] == f"{name}/report.html"
        assert (out / rows[name]["href"][0]).is_file()


def test_rows_come_sorted_by_severity_failed_first(newsroom, tmp_path):
    out = tmp_path / "out"
    api.run(newsroom, out, None)
    order = [r["article"] for r in rows_of((out / "index.html").read_text(encoding="utf-8"))]
    assert order[:2] == ["harvest", "valuation"]
    assert order[2:] == sorted(order[2:], key=str.casefold)  # no discrepancies: by name


def test_a_second_run_shows_unchanged_articles_with_their_counts(newsroom, tmp_path):
    out = tmp_path / "out"
    api.run(newsroom, out, None)
    first = {r["article"]: r for r in rows_of((out / "index.html").read_text(encoding="utf-8"))}
    report = api.run(newsroom, out, None)
    assert len(report.unchanged) == 4
    second = {r["article"]: r for r in rows_of((out / "index.html").read_text(encoding="utf-8"))}
    assert second["valuation"]["status"].startswith("unchanged")
    assert "notes.txt: skipped" in second["valuation"]["status"]  # the notes recorded when it was processed
    counted = ["high", "medium", "low", "total", "scale", "name_mismatch", "languages"]
    assert {k: second["valuation"][k] for k in counted} == {k: first["valuation"][k] for k in counted}


def test_an_interrupted_run_lists_the_articles_it_did_not_finish(newsroom, tmp_path, monkeypatch):
    real = api.process_or_failure

    def interrupt_at_valuation(folder, *args, **kwargs):
        if folder.name == "valuation":
            raise KeyboardInterrupt
        return real(folder, *args, **kwargs)

    monkeypatch.setattr(api, "process_or_failure", interrupt_at_valuation)
    out = tmp_path / "out"
    assert api.run(newsroom, out, None).interrupted
    rows = {r["article"]: r for r in rows_of((out / "index.html").read_text(encoding="utf-8"))}
    assert rows["valuation"]["status"] == "not finished" and rows["valuation"]["languages"] == "ms ru tr"
    assert rows["factory"]["status"].startswith("processed")


def test_the_overview_is_written_atomically(newsroom, tmp_path, monkeypatch):
    out = tmp_path / "out"
    api.run(newsroom, out, None)
    before = (out / "index.html").read_bytes()
    import pipeline.report.overview as overview

    def explode(rows):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(overview, "render_overview", explode)
    with pytest.raises(RuntimeError):
        api.run(newsroom, out, None, force=True)
    assert (out / "index.html").read_bytes() == before
    assert not [p for p in out.iterdir() if p.name.endswith(".tmp")]


def test_text_from_sources_is_escaped_isolated_and_shows_invisible_characters():
    rows = [failed_row(HOSTILE_NAME, "ValueError: <script>alert(1)</script> in \u202eفاشل.txt", ["ar", "tr"]),
            OverviewRow(ARABIC_NAME, "processed", ["ar"], Counter(high=2), Counter(scale=2),
                        notes=["ar.txt: unsure: detected language ar"])]
    page = render_overview(rows)
    assert "<b onclick" not in page and "<script>alert" not in page
    assert html.escape(HOSTILE_NAME) in page
    assert "\u202e" not in page and "&lt;U+202E&gt;فاشل.txt" in page
    assert f"<bdi>{ARABIC_NAME}</bdi>" in page
    assert "<bdi>ar.txt: unsure: detected language ar</bdi>" in page
    assert "%3Cb%20onclick" not in page  # a failed article has no report to link
    assert f'href="{"%D9%85%D8%AD%D9%83%D9%85%D8%A9"}' in page  # the Arabic name, percent-encoded


def test_the_page_loads_nothing_and_runs_only_its_own_script():
    page = render_overview([OverviewRow("a", "processed", ["tr"])])
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)[1]
    assert policy == content_policy(script_text())
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["default-src"] == "'none'"  # no connection, frame, font or image from anywhere
    assert re.fullmatch(r"'sha256-[A-Za-z0-9+/=]+'", directives["script-src"])  # this script only, by its hash
    assert page.count("<script>") == 1 and f"<script>{script_text()}</script>" in page
    assert not re.search(r'(src|href)="(https?:)?//', page) and "@import" not in page and "url(" not in page


def test_the_overview_is_the_same_with_local_workers(newsroom, tmp_path):
    api.run(newsroom, tmp_path / "one", None)
    api.run(newsroom, tmp_path / "two", None, jobs=2)
    assert (tmp_path / "one" / "index.html").read_bytes() == (tmp_path / "two" / "index.html").read_bytes()
