"""The example CI workflow and the pre-commit hook definition stay usable."""
from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def test_workflow_runs_check_on_source_changes():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "reconcile.yml").read_text(encoding="utf-8"))
    triggers = workflow[True]  # YAML 1.1 reads the key `on` as true
    for event in ("push", "pull_request"):
        assert "sources/**" in triggers[event]["paths"]
        assert "reconcile-baseline.csv" in triggers[event]["paths"]
    steps = workflow["jobs"]["check"]["steps"]
    checkout = next(s for s in steps if s.get("uses", "").startswith("actions/checkout"))
    assert checkout["with"]["fetch-depth"] == 0
    assert any(s.get("run") == "pip install ." for s in steps)
    script = next(s["run"] for s in steps if "reconcile check" in s.get("run", ""))
    assert '--changed-since "$ref" --format github' in script
    assert "${{" not in script  # event values reach the script through env, not text substitution


def test_pre_commit_hook_definition():
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    hook = next(h for h in hooks if h["id"] == "reconcile-check")
    assert hook["language"] == "python"
    assert hook["entry"].startswith("reconcile check")
    assert hook["files"].startswith("^(sources/")
    assert hook["pass_filenames"] is False
