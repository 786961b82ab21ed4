"""A fresh clone is enough: the README and docs name only files of the repository, and a
benchmark that needs the outside news-dev corpus says so in one line and skips (exit 0)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "aliases" / "README.md",
        ROOT / "outputs" / "README.md"]
TOP = ("pipeline/", "tests/", "benchmarks/", "docs/", "tools/", "sources/", "aliases/", ".github/", "Makefile",
       "pyproject.toml", ".pre-commit-hooks.yaml")
# benchmarks that measure nothing but news-dev: without it they print one line and exit 0
NEWS_DEV_ONLY = ["names_gold.py", "numbers_gold.py", "numbers_native_digits.py", "planted_errors.py"]


def named_paths(text: str) -> list[str]:
    """Paths in code spans and link targets (without placeholders such as <article> or *.yml)."""
    tokens = re.findall(r"`([^`\s]+)`", text) + re.findall(r"\]\(([^)\s]+)\)", text)
    return [t.rstrip(".,:;)") for t in tokens]


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_docs_name_nothing_outside_the_repository(doc):
    text = doc.read_text(encoding="utf-8")
    assert "../shared" not in text and "/work/" not in text
    outside = [p for p in named_paths(text) if p.startswith("../")]
    assert outside == []


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_repository_path_the_docs_name_exists(doc):
    missing = [p for p in named_paths(doc.read_text(encoding="utf-8"))
               if p.startswith(TOP) and not re.search(r"[<>*{}|]|\.\.\.", p) and not (ROOT / p).exists()]
    assert missing == []


def test_benchmarks_find_news_dev_only_through_the_corpus_helper():
    for script in sorted((ROOT / "benchmarks").glob("*.py")):
        if script.name == "corpus.py":
            continue
        code = script.read_text(encoding="utf-8")
        assert '"shared"' not in code and '"corpora"' not in code, script.name


@pytest.mark.parametrize("script", NEWS_DEV_ONLY)
def test_a_benchmark_that_needs_news_dev_says_so_in_one_line_and_skips(script, tmp_path):
    env = {**os.environ, "RECONCILE_NEWS_DEV": str(tmp_path / "no-news-dev")}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 1 and "skipped" in lines[0] and "news-dev" in lines[0] and "RECONCILE_NEWS_DEV" in lines[0]
