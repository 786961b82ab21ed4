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
    # the Wade-Giles spelling has a (low) row of its own: left to the editor, as a comment
    assert by_id["gao-mingrui"]["spellings"] == {"ru": ["Гао Минжуй"], "tr": ["Gao Mingrui"]}
    assert "#     ms: Kao Ming-jui  (flagged by a name row" in text
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


def test_only_agreeing_full_spellings_of_two_versions_are_listed_the_rest_commented(tmp_path, version, identity):
    # Marta Kovalenko: Turkish garbles her surname (a row flags it); Ilse Brandt: only Russian
    versions = [
        version("tr", ["Bakan Marta Kovalenko konuştu.", "Kovalenko ayrıldı.", "Bakan Marta Kovalski yine konuştu."]),
        version("ms", ["Menteri Marta Kovalenko bercakap.", "Kovalenko beredar.", "Menteri Marta Kovalenko bercakap lagi."]),
        version("ru", ["Выступила министр Марта Коваленко.", "Коваленко ушла.",
                       "Министр Марта Коваленко снова выступила, как и Ильзе Брандт."]),
        version("hi", ["मंत्री मार्टा कोवालेंको ने भाषण दिया।", "कोवालेंको चली गईं।", "मंत्री मार्टा कोवालेंको ने फिर भाषण दिया।"]),
    ]
    text = suggest_aliases(versions, load_registry(None), identity(versions))
    people = yaml.safe_load(text)["people"]
    marta = next(p for p in people if p["name"] == "Marta Kovalenko")
    assert marta["spellings"]["tr"] == ["Marta Kovalenko"]  # the flagged Marta Kovalski is not listed
    assert all(len(s.split()) >= 2 for ss in marta["spellings"].values() for s in ss)  # no one-word mention
    assert "#     tr: Marta Kovalski  (flagged by a name row" in text
    assert not any(p["name"].startswith("Ilse") for p in people)
    assert "(found in this version only)" in text
    (tmp_path / "people.yml").write_text(text, encoding="utf-8")
    assert len(load_registry(tmp_path)) == len(people)  # pasted as is, comments and all
