"""The aliases/ registry: loading, validation errors naming file and entry, lookups."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.names.registry import RegistryError, load_registry, normalize_spelling

GOOD = """\
people:
  - id: li-mingzhe
    name: Li Mingzhe
    note: invented person
    spellings:
      tr: [Li Mingzhe]
      ms: [Lee Ming-che]
      ru: [Ли Минчжэ]
      ar: [لي مينغ تشه]
  - id: anna-kowalska
    name: Anna Kowalska
    spellings:
      ru: Анна Ковальская
"""


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_missing_and_empty_folders_are_empty_registries(tmp_path):
    assert len(load_registry(tmp_path / "nope")) == 0
    assert len(load_registry(tmp_path)) == 0
    assert len(load_registry(None)) == 0


def test_loads_people_and_spellings(tmp_path):
    write(tmp_path, "people.yml", GOOD)
    registry = load_registry(tmp_path)
    assert [p.id for p in registry.people] == ["li-mingzhe", "anna-kowalska"]
    li = registry.by_id("li-mingzhe")
    assert li.name == "Li Mingzhe" and li.note == "invented person"
    assert li.spellings["ru"] == ["Ли Минчжэ"]
    # a single string is accepted as a one-item list
    assert registry.by_id("anna-kowalska").spellings == {"ru": ["Анна Ковальская"]}
    assert li.source.endswith("people.yml")


def test_lookup_ignores_case_hyphens_and_spacing(tmp_path):
    write(tmp_path, "people.yml", GOOD)
    registry = load_registry(tmp_path)
    assert registry.lookup("LEE  ming che").id == "li-mingzhe"
    assert registry.lookup("Li Mingzhi") is None
    assert normalize_spelling(" Wei-Hsin  Hsu ") == "wei hsin hsu"


def test_spellings_for_puts_own_language_first(tmp_path):
    write(tmp_path, "people.yml", GOOD)
    pairs = load_registry(tmp_path).spellings_for("ms")
    assert pairs[0][0] == "Lee Ming-che"
    assert {s for s, _ in pairs} >= {"Li Mingzhe", "Ли Минчжэ"}


def test_one_file_per_person_and_sample_files_ignored(tmp_path):
    write(tmp_path, "li.yml", "people:\n  - id: li\n    name: Li\n    spellings: {tr: [Li Ming]}\n")
    write(tmp_path / "more", "wu.yaml", "- id: wu\n  name: Wu\n  spellings: {tr: [Wu Dan]}\n")
    write(tmp_path, "example.yml.sample", "people:\n  - id: li\n    name: dup\n")
    write(tmp_path, "README.md", "# not yaml\n")
    assert sorted(p.id for p in load_registry(tmp_path).people) == ["li", "wu"]


def test_shipped_aliases_folder_is_a_valid_empty_registry():
    folder = Path(__file__).resolve().parents[2] / "aliases"
    assert len(load_registry(folder)) == 0
    example = folder / "example.yml.sample"
    assert example.exists()
    # the example itself is valid when used as a registry file
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(example, Path(tmp) / "people.yml")
        assert len(load_registry(tmp)) == 2


def problems_of(tmp_path) -> list[str]:
    with pytest.raises(RegistryError) as info:
        load_registry(tmp_path)
    return info.value.problems


def test_duplicate_ids_name_both_files(tmp_path):
    write(tmp_path, "a.yml", "people:\n  - id: li\n    name: Li\n    spellings: {tr: [Li Ming]}\n")
    write(tmp_path, "b.yml", "people:\n  - id: li\n    name: Li Two\n    spellings: {tr: [Li Ning]}\n")
    [problem] = problems_of(tmp_path)
    assert "duplicate id 'li'" in problem and "a.yml" in problem and "b.yml" in problem


def test_spelling_claimed_by_two_people(tmp_path):
    write(tmp_path, "people.yml", """\
people:
  - id: zhao-lan
    name: Zhao Lan
    spellings: {tr: [Zhao Lan], ru: [Чжао Лань]}
  - id: zhao-lan-2
    name: Zhao Lan (physicist)
    spellings: {ms: [zhao  lan]}
""")
    [problem] = problems_of(tmp_path)
    assert "id 'zhao-lan-2'" in problem and "spelling 'zhao lan' (ms)" in problem
    assert "already claimed by 'zhao-lan'" in problem and "people.yml" in problem


def test_unknown_language_code_names_entry(tmp_path):
    write(tmp_path, "people.yml", "people:\n  - id: li\n    name: Li\n    spellings: {russian: [Ли], xx: [Li]}\n")
    problems = problems_of(tmp_path)
    assert len(problems) == 2
    assert all("entry 1 (id 'li')" in p for p in problems)
    assert any("'russian'" in p for p in problems) and any("'xx'" in p for p in problems)


def test_malformed_yaml_names_file_and_line(tmp_path):
    write(tmp_path, "broken.yml", "people:\n  - id: li\n    name: [unclosed\n")
    [problem] = problems_of(tmp_path)
    assert "broken.yml" in problem and "malformed YAML" in problem and "line" in problem


@pytest.mark.parametrize("entry, expected", [
    ("  - id: Li Ming\n    name: Li\n", "'id' must be lowercase"),
    ("  - id: li\n", "'name' must be a non-empty string"),
    ("  - id: li\n    name: Li\n    spellings: [Li Ming]\n", "'spellings' must map language codes"),
    ("  - id: li\n    name: Li\n    spellings: {tr: [\"\"]}\n", "must be a list of non-empty strings"),
    ("  - id: li\n    name: Li\n    alias: x\n", "unknown keys ['alias']"),
    ("  - just a string\n", "must be a mapping"),
])
def test_entry_errors(tmp_path, entry, expected):
    write(tmp_path, "people.yml", "people:\n" + entry)
    problems = problems_of(tmp_path)
    assert any(expected in p and "people.yml: entry 1" in p for p in problems), problems


def test_all_problems_reported_together(tmp_path):
    write(tmp_path, "a.yml", "people:\n  - id: a\n    name: A\n    spellings: {qq: [A]}\n  - id: B\n    name: B\n")
    write(tmp_path, "b.yml", "people: {not: a list}\n")
    problems = problems_of(tmp_path)
    assert len(problems) == 3
    assert "a.yml" in str(RegistryError(problems))
