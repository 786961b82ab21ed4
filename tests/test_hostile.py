"""One run over every hostile input of issue 14, built here in a temporary folder.

SOURCES holds: links to a secret file outside (a version and a whole article folder) and a
link inside; an article folder, a file name and text that look like spreadsheet formulas;
ZWJ, RLO, ZWSP and a BOM inside numbers and names; CR-only and mixed line ends; a NUL byte;
UTF-16 LE and BE without a BOM. The run must exit 0, write nothing outside --out, publish
nothing of the secret, and read every other version with its numbers on the right lines.
"""
from __future__ import annotations

import csv
import json
import hashlib
import os
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipeline.cli import app
from pipeline.io.decode import decode_bytes
from pipeline.report.cells import unguard

runner = CliRunner()
SECRET = "root:x:0:0:root:/root:/bin/bash\nsecret-token-4242 31,5 milyar dolar\n"
FORMULA_ARTICLE = '=HYPERLINK("evil.test","click")'
ZWJ, ZWSP, RLO, BOM, NUL = "\u200d", "\u200b", "\u202e", "\ufeff", "\x00"

TR = ["Şirketin değeri 31,5 milyar dolara ulaştı.", "Ekipte yaklaşık 300 kişi çalışıyor.",
      "Kurucu Xu Weixin yeni modeli tanıttı."]
MS = ["Nilai syarikat itu mencapai US$31.5 bilion.", "Pasukan itu mempunyai kira-kira 300 orang.",
      "Pengasas Xu Weixin memperkenalkan model baharu."]
RU = ["Стоимость компании достигла 31,5 млрд долларов.", "В команде работают около 300 человек.",
      "Основатель Сюй Вэйсинь представил новую модель."]


def blank_separated(lines: list[str], end: str = "\n") -> str:
    return (end + end).join(lines) + end


def build_sources(root: Path) -> Path:
    sources = root / "sources"
    (root / "secret.txt").write_text(SECRET, encoding="utf-8")
    outside = root / "outside-article"
    outside.mkdir()
    (outside / "tr.txt").write_text(SECRET, encoding="utf-8")

    def article(name: str, files: dict[str, bytes | str]) -> Path:
        folder = sources / name
        folder.mkdir(parents=True)
        for filename, content in files.items():
            data = content if isinstance(content, bytes) else content.encode("utf-8")
            (folder / filename).write_bytes(data)
        return folder

    links = sources / "links"
    (links / "drafts").mkdir(parents=True)
    (links / "tr.txt").write_text(blank_separated(TR), encoding="utf-8")
    (links / "drafts" / "ms-final.txt").write_text(blank_separated(MS), encoding="utf-8")
    (links / "ms.txt").symlink_to(Path("drafts") / "ms-final.txt")  # inside: read
    (links / "ru.txt").symlink_to(root / "secret.txt")  # outside: skipped
    (links / "hi.txt").symlink_to(Path("..") / ".." / "secret.txt")  # outside, relative: skipped
    (sources / "stolen").symlink_to(outside, target_is_directory=True)  # a folder outside: skipped

    article(FORMULA_ARTICLE, {
        "=cmd calc.tr.txt": blank_separated(["=1+2 " + TR[0], "+90 212 " + TR[1], "@SUM(A1) " + TR[2]]),
        "ms.txt": blank_separated(["-" + MS[0], "\t" + MS[1], MS[2]]),
    })
    article("invisible", {
        "tr.txt": blank_separated([f"Şirketin değeri 3{ZWJ}1,5 milyar dolara ulaştı.", TR[1],
                                   f"Kurucu Xu Wei{ZWJ}xin yeni modeli tanıttı."]),
        "ms.txt": blank_separated([f"Nilai syarikat itu mencapai US$3{RLO}1.5 bilion.",
                                   f"Pasukan itu mempunyai kira-kira 3{ZWSP}00 orang.",
                                   f"Pengasas Xu Wei{RLO}xin memperkenalkan model baharu."]),
        "ru.txt": blank_separated([RU[0], f"В команде работают около 3{BOM}00 человек.",
                                   f"Основатель Сюй Вэй{BOM}синь представил новую модель."]),
    })
    article("line-ends", {
        "tr.txt": blank_separated(TR, "\r"),  # old Mac: CR only
        "ms.txt": f"{MS[0]}\r\n\r\n{MS[1]}\n\r{MS[2]}\r",  # CRLF, LF, a lone CR
    })
    article("nul", {"tr.txt": blank_separated([TR[0], f"Ekipte yaklaşık 300{NUL} kişi çalışıyor.", TR[2]]),
                    "ms.txt": blank_separated(MS)})
    article("utf16", {"tr.txt": blank_separated(TR).encode("utf-16-le"),
                      "ms.txt": blank_separated(MS).encode("utf-16-be")})
    return sources


def snapshot(root: Path, skip: Path) -> dict[str, str]:
    """Every file and link under ``root`` (not following links), outside ``skip``."""
    found = {}
    for folder, dirs, files in os.walk(root):
        here = Path(folder)
        if here == skip or skip in here.parents:
            continue
        for name in dirs + files:
            path = here / name
            if path.is_symlink():
                found[str(path)] = "link:" + os.readlink(path)
            elif path.is_file():
                found[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def read_csv(path: Path) -> list[dict]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return [{k: unguard(v) for k, v in row.items()} for row in csv.DictReader(fh)]


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    sources = build_sources(root)
    out = root / "out"
    before = snapshot(root, out)
    result = runner.invoke(app, ["run", str(sources), "--out", str(out), "--aliases", str(root / "no-aliases")])
    return root, sources, out, before, result


def test_the_run_exits_0_and_writes_nothing_outside_out(hostile_run):
    root, sources, out, before, result = hostile_run
    assert result.exit_code == 0, result.output
    assert snapshot(root, out) == before
    assert sorted(p.name for p in out.iterdir()) == sorted([*EXPECTED_VERSIONS, "summary.csv", "index.html"])


def test_nothing_of_the_secret_is_published(hostile_run):
    _, _, out, _, result = hostile_run
    for path in out.rglob("*"):
        if path.is_file() and path.suffix in (".csv", ".html"):
            assert "secret-token" not in path.read_text(encoding="utf-8-sig"), path
    assert not (out / "stolen").exists()
    assert "links/ru.txt: a symbolic link to a file outside its article folder; skipped" in result.output
    assert "links/hi.txt: a symbolic link to a file outside its article folder; skipped" in result.output
    assert "stolen: a symbolic link to a folder outside SOURCES; skipped" in result.output


EXPECTED_VERSIONS = {
    "links": {"tr": "links/tr.txt", "ms": "links/ms.txt"},
    FORMULA_ARTICLE: {"tr": f"{FORMULA_ARTICLE}/=cmd calc.tr.txt", "ms": f"{FORMULA_ARTICLE}/ms.txt"},
    "invisible": {"tr": "invisible/tr.txt", "ms": "invisible/ms.txt", "ru": "invisible/ru.txt"},
    "line-ends": {"tr": "line-ends/tr.txt", "ms": "line-ends/ms.txt"},
    "nul": {"tr": "nul/tr.txt", "ms": "nul/ms.txt"},
    "utf16": {"tr": "utf16/tr.txt", "ms": "utf16/ms.txt"},
}


def test_every_other_version_is_read(hostile_run):
    _, _, out, _, _ = hostile_run
    summary = {row["article"]: row for row in read_csv(out / "summary.csv")}
    assert set(summary) == set(EXPECTED_VERSIONS)
    for article, versions in EXPECTED_VERSIONS.items():
        assert sorted(summary[article]["languages"].split()) == sorted(versions), article
        for name in ("numbers.csv", "persons.csv", "discrepancies.csv", "report.html", "report.xlsx"):
            assert (out / article / name).is_file(), (article, name)


@pytest.mark.parametrize("article", list(EXPECTED_VERSIONS))
def test_numbers_are_found_on_the_lines_an_editor_sees(hostile_run, article):
    _, sources, out, _, _ = hostile_run
    rows = read_csv(out / article / "numbers.csv")
    for lang, file in EXPECTED_VERSIONS[article].items():
        mine = [r for r in rows if r["lang"] == lang]
        assert {r["file"] for r in mine} == {file}
        values = {(float(r["value"]), r["unit"]) for r in mine}
        assert (31.5e9, "USD") in values and (300.0, "count") in {(v, u) for v, u in values if v == 300}, (lang, values)
        data = (sources / file).read_bytes()
        lines = re.split(r"\r\n|\r|\n", decode_bytes(data, file).text)
        for r in mine:
            line = lines[int(r["line"]) - 1]
            assert line[int(r["start"]):int(r["end"])] == r["surface"], (file, r)
        money = next(r for r in mine if float(r["value"]) == 31.5e9)
        assert money["line"] == "1"
        count = next(r for r in mine if float(r["value"]) == 300)
        assert count["line"] == "3"


def test_invisible_characters_raise_no_false_alarm_and_leak_into_no_name(hostile_run):
    _, _, out, _, result = hostile_run
    rows = read_csv(out / "invisible" / "discrepancies.csv")
    assert [r for r in rows if r["kind"] in ("scale", "unit", "value", "missing")] == []
    persons = read_csv(out / "invisible" / "persons.csv")
    assert persons and not any(re.search("[\u200b-\u200f\u202a-\u202e\ufeff]", r["canonical"] + r["surface"])
                               for r in persons)
    assert "Xu Weixin" in {r["canonical"] for r in persons}
    assert "invisible/tr.txt: 2 invisible or control character(s)" in result.output
    assert "invisible/ms.txt: 3 invisible or control character(s)" in result.output
    assert "invisible/ru.txt: 2 invisible or control character(s)" in result.output
    # the same person in three versions, once with each character inside the name
    assert {(r["lang"], r["canonical"]) for r in persons} >= {("tr", "Xu Weixin"), ("ms", "Xu Weixin"), ("ru", "Xu Weixin")}


def test_formula_like_names_and_text_reach_no_csv_cell_unguarded(hostile_run):
    _, _, out, _, _ = hostile_run
    for path in out.rglob("*.csv"):
        with open(path, encoding="utf-8-sig", newline="") as fh:
            table = list(csv.reader(fh))
        header = table[0]
        for row in table[1:]:
            for column, cell in zip(header, row):
                if column not in ("value", "value_max", "found_value", "expected_value"):
                    assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (path, column, cell)


def test_the_overview_links_every_article_inside_out_and_quotes_no_name_raw(hostile_run):
    import html
    import re
    from urllib.parse import unquote

    _, _, out, _, _ = hostile_run
    page = (out / "index.html").read_text(encoding="utf-8")
    links = [unquote(html.unescape(h)) for h in re.findall(r'href="([^"]+)"', page)]
    assert {link.split("/")[0] for link in links} == set(EXPECTED_VERSIONS)
    assert all((out / link).is_file() and (out / link).resolve().is_relative_to(out.resolve()) for link in links)
    assert FORMULA_ARTICLE not in page and html.escape(FORMULA_ARTICLE) in page


def test_the_nul_and_utf16_versions_are_noted_not_dropped(hostile_run):
    _, _, _, _, result = hostile_run
    assert "nul/tr.txt: 1 invisible or control character(s)" in result.output
    assert "utf16/tr.txt: UTF-16 LE without a byte-order mark" in result.output
    assert "utf16/ms.txt: UTF-16 BE without a byte-order mark" in result.output
    assert "line-ends/tr.txt: some lines end with a lone CR" in result.output


def test_run_dotdot_from_inside_an_article(tmp_path, monkeypatch):
    sources = build_sources(tmp_path)
    inside = sources / "nul" / "notes"
    inside.mkdir()
    out = tmp_path / "out"
    before = snapshot(tmp_path, out)
    monkeypatch.chdir(inside)
    result = runner.invoke(app, ["run", "..", "--out", str(out), "--aliases", str(tmp_path / "no-aliases")])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == ["index.html", "nul", "summary.csv"]
    assert [r["article"] for r in read_csv(out / "summary.csv")] == ["nul"]
    assert snapshot(tmp_path, out) == before
    rows = read_csv(out / "nul" / "numbers.csv")
    assert {r["file"] for r in rows} == {"nul/tr.txt", "nul/ms.txt"}


def test_a_nul_byte_keeps_accepted_issues_accepted_in_check(tmp_path):
    """Before, a NUL dropped the version, so `check` called its accepted issues stale."""
    sources, baseline = tmp_path / "sources", tmp_path / "reconcile-baseline.csv"
    plant = sources / "plant"
    plant.mkdir(parents=True)
    (plant / "tr.txt").write_text(blank_separated(TR), encoding="utf-8")
    (plant / "ru.txt").write_text(blank_separated(RU), encoding="utf-8")
    (plant / "ms.txt").write_text(blank_separated(MS).replace("US$31.5 bilion", "US$31.5 juta"), encoding="utf-8")
    common = ["--baseline", str(baseline), "--aliases", str(tmp_path / "no-aliases")]

    def check():
        result = runner.invoke(app, ["check", str(sources), "--format", "json", *common])
        return result, json.loads(result.stdout)

    result, document = check()
    assert result.exit_code == 1
    (scale,) = [i for i in document["issues"] if i["lang"] == "ms" and i["kind"] == "scale"]
    accepted = runner.invoke(app, ["accept", scale["issue_id"], "--reason", "checked with the desk",
                                   "--sources", str(sources), *common])
    assert accepted.exit_code == 0, accepted.output
    (plant / "ms.txt").write_bytes((plant / "ms.txt").read_bytes().replace(b"orang.", b"orang.\x00", 1))
    result, document = check()
    assert result.exit_code == 0, result.output
    assert document["summary"]["stale"] == 0
    assert {i["issue_id"]: i["status"] for i in document["issues"]}[scale["issue_id"]] == "accepted"
    assert "ms.txt: 1 invisible or control character(s)" in result.stderr
