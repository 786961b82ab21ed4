"""`reconcile aliases suggest`: new spellings as registry YAML that loads back cleanly."""
from __future__ import annotations

import yaml

from pipeline.names.registry import load_registry
from pipeline.names.suggest import slug, suggest_aliases


def versions_of(version):
    return [
        version("tr", ["Gao Mingrui ve Gustav Lindqvist konuştu."]),
        version("ms", ["Kao Ming-jui dan Gustav Lindqvist bercakap."]),
        version("ru", ["Выступили Гао Минжуй и Густав Линдквист."]),
    ]


def test_suggestion_is_valid_registry_yaml(tmp_path, version, identity):
    versions = versions_of(version)
    text = suggest_aliases(versions, load_registry(None), identity(versions))
    assert text.startswith("# Spellings found in article 'test-article'")
    people = yaml.safe_load(text)["people"]
    by_id = {p["id"]: p for p in people}
    assert by_id["gao-mingrui"]["name"] == "Gao Mingrui"
    assert by_id["gao-mingrui"]["spellings"] == {"ms": ["Kao Ming-jui"], "ru": ["Гао Минжуй"], "tr": ["Gao Mingrui"]}
    assert by_id["gustav-lindqvist"]["spellings"]["ru"] == ["Густав Линдквист"]
    (tmp_path / "people.yml").write_text(text, encoding="utf-8")
    assert len(load_registry(tmp_path)) == 2  # what suggest prints can be pasted as is


def test_known_spellings_are_not_suggested_again(tmp_path, version, identity):
    (tmp_path / "people.yml").write_text(
        "people:\n  - id: gao\n    name: Gao Mingrui\n    spellings: {tr: [Gao Mingrui], ms: [Kao Ming-jui]}\n"
        "  - id: gustav\n    name: Gustav Lindqvist\n"
        "    spellings: {tr: [Gustav Lindqvist], ru: [Густав Линдквист]}\n", encoding="utf-8")
    versions = versions_of(version)
    people = yaml.safe_load(suggest_aliases(versions, load_registry(tmp_path), identity(versions)))["people"]
    assert people == [{"id": "gao", "name": "Gao Mingrui", "spellings": {"ru": ["Гао Минжуй"]}}]


def test_nothing_new_gives_an_empty_list(version, identity):
    versions = [version("tr", ["Hava güzeldi."]), version("ms", ["Cuaca baik."])]
    text = suggest_aliases(versions, load_registry(None), identity(versions))
    assert yaml.safe_load(text) == {"people": []}


def test_slug():
    assert slug("Hsu Wei-Hsin") == "hsu-wei-hsin"
    assert slug("Густав Линдквист") == "gustav-lindkvist"
