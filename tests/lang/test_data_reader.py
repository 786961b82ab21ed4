"""The one YAML reader (``pipeline.lang.data.read_yaml``): the language tables, the names stage's
data files and an article's ``article.yml`` are all read by it, every scalar a string."""
from pathlib import Path

import pytest
import yaml

from pipeline.facts.reference import ArticleFileError, article_source
from pipeline.lang.data import YamlFileError, read_table, read_yaml

NAMES_DATA = Path(__file__).resolve().parents[2] / "pipeline" / "names" / "data"


def test_the_names_data_files_read_as_a_typed_loader_would_read_them():
    """The names stage used to read them with safe_load: they hold only text, so the string-only
    reader gives the same tables."""
    files = sorted(NAMES_DATA.glob("*.yml"))
    assert len(files) >= 4
    for path in files:
        assert read_yaml(path) == yaml.safe_load(path.read_text(encoding="utf-8")), path


def test_every_scalar_stays_a_string_and_an_empty_file_is_an_empty_table(tmp_path):
    path = tmp_path / "t.yml"
    path.write_text("on: 10\nyes: [0.5, null, true]\n", encoding="utf-8")
    assert read_yaml(path) == {"on": "10", "yes": ["0.5", "null", "true"]}
    path.write_text("# only a comment\n", encoding="utf-8")
    assert read_yaml(path) == {}


def test_a_broken_file_is_named_with_the_parser_s_reason(tmp_path):
    path = tmp_path / "broken.yml"
    path.write_text("source: [en\n", encoding="utf-8")
    with pytest.raises(YamlFileError) as caught:
        read_yaml(path)
    assert str(caught.value).startswith(f"{path}: not valid YAML (") and caught.value.reason


def test_a_broken_article_yml_fails_with_a_message_naming_it(tmp_path):
    (tmp_path / "article.yml").write_text("source: [en\n", encoding="utf-8")
    with pytest.raises(ArticleFileError, match=r"article\.yml: cannot be read \(while parsing"):
        article_source(tmp_path)


def test_a_language_table_comes_through_the_same_reader():
    assert read_table("tr/numbers.yml") == read_yaml(Path(__file__).resolve().parents[2] / "pipeline" / "lang"
                                                       / "tr" / "numbers.yml")
