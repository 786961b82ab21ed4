"""A fast start: help imports none of the heavy libraries; data is read with the fast loader."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from pipeline.lang import data

HEAVY = ["spacy", "pypinyin", "pandas", "rich", "distributed", "numpy"]
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
