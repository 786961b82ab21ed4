"""The README documents every command, and every command has help."""
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipeline.cli import app

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
COMMANDS = [["run"], ["check"], ["accept"], ["aliases", "suggest"]]
runner = CliRunner()


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_commands_have_help_with_an_example(command):
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0
    assert "Example: reconcile " + command[0] in " ".join(result.output.split())


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_commands_are_in_the_readme(command):
    assert "reconcile " + " ".join(command) in README


def test_readme_gives_the_two_setup_commands():
    assert "make run" in README and "make test" in README
