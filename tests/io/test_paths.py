"""Reading stays inside SOURCES and writing inside --out, whatever names and links a pull
request adds. Each test builds its own tree in a temporary folder."""
import os
from pathlib import Path

import pytest

from pipeline import api
from pipeline.io.paths import UnsafePath, check_name, is_inside, output_path
from pipeline.io.read import readable_version_files

TR = "Şirketin değeri 31,5 milyar dolar oldu.\n\nEkipte yaklaşık 300 kişi çalışıyor.\n"
MS = "Nilai syarikat mencapai US$31.5 bilion.\n\nPasukan itu mempunyai kira-kira 300 orang.\n"
SECRET = "root:x:0:0:root:/root:/bin/bash\nsecret-token-4242\n"


@pytest.fixture
def tree(tmp_path):
    """sources/news/{tr,ms}.txt and a secret file beside sources/."""
    article = tmp_path / "sources" / "news"
    article.mkdir(parents=True)
    (article / "tr.txt").write_text(TR, encoding="utf-8")
    (article / "ms.txt").write_text(MS, encoding="utf-8")
    (tmp_path / "secret.txt").write_text(SECRET, encoding="utf-8")
    return tmp_path


def test_a_link_to_a_file_outside_is_skipped_with_a_note(tree):
    article = tree / "sources" / "news"
    (article / "ru.txt").symlink_to(tree / "secret.txt")
    problems: list[str] = []
    versions = api.read_versions(article, tree / "sources", problems)
    assert sorted(v.lang for v in versions) == ["ms", "tr"]
    assert any(p.startswith("news/ru.txt: a symbolic link to a file outside") for p in problems)
    assert not any("secret-token" in line for v in versions for line in v.raw_lines)


def test_a_relative_link_climbing_out_is_skipped(tree):
    article = tree / "sources" / "news"
    (article / "hi.txt").symlink_to(Path("..") / ".." / "secret.txt")
    problems: list[str] = []
    assert [p.name for p in readable_version_files(article, tree / "sources", problems)] == ["ms.txt", "tr.txt"]
    assert problems == ["news/hi.txt: a symbolic link to a file outside its article folder; skipped "
                        "(reconcile reads links only inside the article folder)"]


def test_a_link_inside_the_article_is_read_under_its_own_name(tree):
    article = tree / "sources" / "news"
    (article / "drafts").mkdir()
    (article / "tr.txt").rename(article / "drafts" / "tr-final.txt")
    (article / "tr.txt").symlink_to(Path("drafts") / "tr-final.txt")
    problems: list[str] = []
    versions = api.read_versions(article, tree / "sources", problems)
    assert sorted((v.lang, v.file) for v in versions) == [("ms", "news/ms.txt"), ("tr", "news/tr.txt")]
    assert not any("link" in p for p in problems)


def test_a_broken_link_is_named_not_ignored(tree):
    article = tree / "sources" / "news"
    (article / "ar.txt").symlink_to(article / "gone.txt")
    problems: list[str] = []
    readable_version_files(article, tree / "sources", problems)
    assert problems == ["news/ar.txt: a symbolic link to a missing file; skipped"]


def test_a_linked_article_folder_outside_sources_is_skipped(tree, caplog):
    outside = tree / "elsewhere"
    outside.mkdir()
    (outside / "tr.txt").write_text(TR, encoding="utf-8")
    (tree / "sources" / "stolen").symlink_to(outside, target_is_directory=True)
    (tree / "sources" / "alias").symlink_to(tree / "sources" / "news", target_is_directory=True)
    folders = api.list_articles(tree / "sources")
    assert [f.name for f in folders] == ["alias", "news"]
    assert "stolen: a symbolic link to a folder outside SOURCES; skipped" in caplog.text


def test_run_dotdot_from_inside_an_article_names_the_article(tree, monkeypatch):
    inner = tree / "sources" / "news" / "notes"
    inner.mkdir()
    monkeypatch.chdir(inner)
    (folder,) = api.list_articles(Path(".."))
    assert folder.name == "news" and folder == (tree / "sources" / "news").resolve()
    assert api.sources_root_for(folder, Path("..")) == (tree / "sources").resolve()
    monkeypatch.chdir(tree / "sources" / "news")
    (folder,) = api.list_articles(Path("."))
    assert folder.name == "news"


def test_sources_dotdot_that_holds_articles_lists_them(tree, monkeypatch):
    monkeypatch.chdir(tree / "sources" / "news")
    assert [f.name for f in api.list_articles(Path(".."))] == ["news"]


@pytest.mark.parametrize("name", ["", ".", "..", "a/b", "../x", "x\0y"])
def test_names_that_are_not_one_folder_are_refused(name):
    with pytest.raises(UnsafePath):
        check_name(name)


def test_output_paths_stay_inside_out(tmp_path):
    out = tmp_path / "out"
    assert output_path(out, "news") == out / "news"
    assert output_path(out, '=HYPERLINK("evil.test","click")') == out / '=HYPERLINK("evil.test","click")'
    with pytest.raises(UnsafePath):
        output_path(out, "..")
    with pytest.raises(UnsafePath):
        output_path(out, ".")


def test_an_output_folder_that_is_a_link_out_is_refused(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    victim = tmp_path / "victim"
    victim.mkdir()
    (out / "news").symlink_to(victim, target_is_directory=True)
    with pytest.raises(UnsafePath, match="outside the output folder"):
        output_path(out, "news")


def test_is_inside_follows_links(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "up").symlink_to(tmp_path, target_is_directory=True)
    assert is_inside(tmp_path / "a" / "x", tmp_path / "a")
    assert not is_inside(tmp_path / "a" / "up" / "x", tmp_path / "a")
    assert not is_inside(Path(os.sep), tmp_path)
