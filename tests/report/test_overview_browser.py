"""outputs/index.html in a real browser: headless Chromium opens the page from disk.

The page's own script (allowed by its hash, nothing else is) sorts the table: loaded plainly it
keeps the severity order, ``#sort=<column>-<asc|desc>`` sorts by that column. Every link points
at a report file that exists beside it, and a screenshot shows a page, not a blank one.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import unquote

import pytest

from pipeline.report.overview import OverviewRow, failed_row, write_overview

ARABIC_NAME = "محكمة-الاستئناف"


@pytest.fixture(scope="module")
def overview(tmp_path_factory) -> Path:
    """A batch's outputs folder with four articles' report files and the overview."""
    out = tmp_path_factory.mktemp("outputs")
    rows = [
        OverviewRow("budget", "processed", ["ar", "en", "tr"], Counter(medium=3, low=1), Counter(value=3, missing=1)),
        OverviewRow("kimi k3 #team", "processed", ["ar", "hi", "ms", "ru", "tr"], Counter(high=16, medium=16, low=27),
                    Counter(scale=12, unit=3, name_variant=25)),
        OverviewRow(ARABIC_NAME, "unchanged", ["ar", "en"], Counter(low=2), Counter(name_variant=2)),
        failed_row("harvest", "ArticleFileError: article.yml: 'klingon' is not a language reconcile reads", ["tr"]),
    ]
    for row in rows:
        if row.has_reports:
            (out / row.article).mkdir()
            for name in ("report.html", "report.xlsx"):
                (out / row.article / name).write_text("x", encoding="utf-8")
    write_overview(rows, out / "index.html")
    return out / "index.html"


def loaded(chromium, page: Path, profile: Path, parse, fragment: str = ""):
    done = chromium.run(profile, "--dump-dom", page.as_uri() + fragment)
    return parse(done.stdout.decode("utf-8"))


def order(dom) -> list[str]:
    return [cell.text for cell in dom.by_id("articles").find_all("td", cls="article")]


def test_rows_load_in_severity_order(chromium, overview, tmp_path, parse):
    assert order(loaded(chromium, overview, tmp_path, parse)) == ["harvest", "kimi k3 #team", "budget", ARABIC_NAME]


@pytest.mark.parametrize("fragment, expected", [
    ("#sort=article-asc", ["budget", "harvest", "kimi k3 #team", ARABIC_NAME]),
    ("#sort=high-desc", ["kimi k3 #team", "budget", ARABIC_NAME, "harvest"]),
    ("#sort=name_variant-desc", ["kimi k3 #team", ARABIC_NAME, "budget", "harvest"]),
    ("#sort=severity-desc", [ARABIC_NAME, "budget", "kimi k3 #team", "harvest"]),
])
def test_the_page_script_sorts_by_any_column(chromium, overview, tmp_path, parse, fragment, expected):
    dom = loaded(chromium, overview, tmp_path, parse, fragment)
    assert order(dom) == expected
    key = fragment.split("=")[1].rsplit("-", 1)[0]
    sorted_heads = [th.attrs.get("data-key") for th in dom.find_all("th") if th.attrs.get("aria-sort")]
    assert sorted_heads == [key]


def test_every_link_opens_a_report_beside_the_overview(chromium, overview, tmp_path, parse):
    dom = loaded(chromium, overview, tmp_path, parse)
    links = [a.attrs["href"] for a in dom.find_all("a")]
    assert len(links) == 9  # three articles with reports: the name and the two report files
    for link in links:
        assert (overview.parent / unquote(link)).is_file(), link
    harvest = next(tr for tr in dom.find_all("tr") if "st-failed" in tr.classes)
    assert harvest.find_all("a") == [] and "'klingon' is not a language" in harvest.text


def test_names_from_sources_are_isolated_after_load(chromium, overview, tmp_path, parse):
    dom = loaded(chromium, overview, tmp_path, parse)
    cell = next(td for td in dom.find_all("td", cls="article") if td.text == ARABIC_NAME)
    assert [b.text for b in cell.find_all("bdi")] == [ARABIC_NAME]
    assert dom.find_all("html")[0].attrs.get("dir") == "ltr"


def test_a_screenshot_shows_the_page(chromium, overview, tmp_path):
    shot = tmp_path / "overview.png"
    chromium.run(tmp_path / "profile", f"--screenshot={shot}", "--window-size=1200,500", overview.as_uri())
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) > 20_000  # a blank page of this size compresses to a few kilobytes
