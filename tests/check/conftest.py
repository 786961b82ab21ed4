"""Fixtures for the check tests (helpers live in checkhelpers.py)."""
from __future__ import annotations

from pathlib import Path

import pytest
from checkhelpers import GIT_ENV, FakeApi, git

from pipeline.check import commands


@pytest.fixture
def fake_api(monkeypatch) -> FakeApi:
    api = FakeApi()
    monkeypatch.setattr(commands, "api", api)
    return api


@pytest.fixture
def git_repo(tmp_path, monkeypatch) -> Path:
    """An empty git repository as the current directory (so paths print as sources/...)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    for key, value in GIT_ENV.items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(repo)
    return repo
