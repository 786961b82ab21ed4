"""A fast start: help imports none of the heavy libraries; data is read with the fast loader."""
import json
import subprocess
import sys

import pytest
import yaml

from pipeline.lang import data

HEAVY = ["spacy", "pypinyin", "pint", "pandas", "rich", "distributed", "numpy"]
PROBE = """
import json, sys
from pipeline.cli import main
sys.argv = ["reconcile", *json.loads(sys.argv[1])]
try:
    main()
except SystemExit:
    pass
print(json.dumps(sorted(m for m in json.loads('{heavy}') if m in sys.modules)))
"""


@pytest.mark.parametrize("args", [["--help"], ["run", "--help"], ["check", "--help"], ["accept", "--help"]])
def test_help_imports_no_heavy_library(args):
    probe = PROBE.replace("{heavy}", json.dumps(HEAVY))
    done = subprocess.run([sys.executable, "-c", probe, json.dumps(args)], capture_output=True, text=True, check=True)
    *help_lines, imported = done.stdout.strip().splitlines()
    assert json.loads(imported) == []
    assert any("Usage:" in line for line in help_lines)


def test_run_help_shows_the_batch_options():
    probe = PROBE.replace("{heavy}", "[]")
    done = subprocess.run([sys.executable, "-c", probe, json.dumps(["run", "--help"])], capture_output=True,
                          text=True, check=True)
    for option in ("--jobs", "--scheduler", "--force"):
        assert option in done.stdout


def test_the_fast_yaml_loader_reads_every_language_table_as_the_python_one():
    tables = sorted(data.LANG_DIR.rglob("*.yml"))
    assert len(tables) > 20
    for path in tables:
        text = path.read_text(encoding="utf-8")
        assert yaml.load(text, Loader=data.BASE_LOADER) == yaml.load(text, Loader=yaml.BaseLoader), path
    assert data.BASE_LOADER is yaml.CBaseLoader


def test_the_fast_loader_keeps_every_scalar_a_string():
    table = yaml.load("on: 10\nyes: [0.5, null, true]\n", Loader=data.BASE_LOADER)
    assert table == {"on": "10", "yes": ["0.5", "null", "true"]}


def test_a_run_imports_neither_pypinyin_nor_pint_nor_pandas(tmp_path):
    """pypinyin and pint are read at build time only (han_readings.tsv and measure_factors.yml are
    generated from them); the reports are written without pandas."""
    article = tmp_path / "src" / "art"
    article.mkdir(parents=True)
    (article / "en.txt").write_text("Wang Xiaoming (王小明) walked 385 miles in 30 °C heat.\n", encoding="utf-8")
    (article / "ru.txt").write_text("Ван Сяомин (王小明) прошёл 620 км в жару 30 °C.\n", encoding="utf-8")
    probe = PROBE.replace("{heavy}", json.dumps(["pypinyin", "pint", "pandas", "spacy"]))
    args = ["run", str(article.parent), "--out", str(tmp_path / "out"), "--aliases", str(tmp_path / "none")]
    done = subprocess.run([sys.executable, "-c", probe, json.dumps(args)], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == ["spacy"]
    assert (tmp_path / "out" / "art" / "report.xlsx").is_file()
    numbers = (tmp_path / "out" / "art" / "numbers.csv").read_text(encoding="utf-8-sig")
    assert "385" in numbers and "620" in numbers
