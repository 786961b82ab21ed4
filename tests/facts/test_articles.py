"""Whole-pipeline reconciliation on small articles written for these tests (no sample text)."""
from pathlib import Path

import pytest

from pipeline import api

ARTICLE = {
    "tr": ["Şirketin değerlemesi 4,2 milyar dolara, yaklaşık 30 milyar Çin yuanına ulaştı.",
           "120 kişilik ekip geçen yıl %35 büyüdü.",
           "Yeni çip 3,5 kat daha hızlı ve 2024'te piyasaya çıktı."],
    "ms": ["Penilaian syarikat mencapai US$4.2 bilion, atau kira-kira 30 bilion yuan.",
           "Pasukan seramai 120 orang itu berkembang 35 peratus tahun lepas.",
           "Cip baharu itu 3.5 kali lebih pantas dan dilancarkan pada tahun 2024."],
    "ar": ["بلغ تقييم الشركة 4.2 مليار دولار، أي نحو 30 مليار يوان.",
           "نما الفريق المكون من 120 شخصًا بنسبة 35% العام الماضي.",
           "الشريحة الجديدة أسرع بـ3.5 مرة وطُرحت في عام 2024."],
    "hi": ["कंपनी का मूल्यांकन 4.2 अरब डॉलर, यानी लगभग 30 अरब युआन तक पहुंच गया।",
           "120 लोगों की टीम पिछले साल 35% बढ़ी।",
           "नई चिप 3.5 गुना तेज़ है और 2024 में जारी हुई।"],
    "ru": ["Оценка компании достигла 4,2 млрд долларов, или около 30 млрд юаней.",
           "Команда из 120 человек выросла за прошлый год на 35 %.",
           "Новый чип в 3,5 раза быстрее, он вышел в 2024 году."],
}


def write_article(root: Path, versions: dict[str, list[str]]) -> Path:
    folder = root / "story"
    folder.mkdir(parents=True, exist_ok=True)
    for lang, paragraphs in versions.items():
        (folder / f"{lang}.txt").write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
    return folder


def numeric_issues(folder: Path):
    result = api.reconcile_article_numbers(folder, folder.parent)
    return result, [d for d in result.discrepancies if d.kind in ("scale", "unit", "value", "missing")]


def with_change(lang, paragraph, old, new):
    versions = {k: list(v) for k, v in ARTICLE.items()}
    assert old in versions[lang][paragraph]
    versions[lang][paragraph] = versions[lang][paragraph].replace(old, new)
    return versions


def test_versions_that_agree_give_no_discrepancy_and_one_fact_per_statement(tmp_path):
    result, issues = numeric_issues(write_article(tmp_path, ARTICLE))
    assert issues == []
    by_fact = {}
    for n in result.numbers:
        if n.fact_id:
            by_fact.setdefault(n.fact_id, set()).add(n.lang)
    assert len(by_fact) >= 6
    assert all(langs == set(ARTICLE) for langs in by_fact.values())


@pytest.mark.parametrize("lang,paragraph,old,new,kind,severity,found_value,expected_value", [
    ("hi", 0, "4.2 अरब", "42 अरब", "scale", "high", 42e9, 4.2e9),
    ("tr", 0, "4,2 milyar", "42 milyar", "scale", "high", 42e9, 4.2e9),
    ("ru", 0, "30 млрд", "300 млрд", "scale", "high", 300e9, 30e9),
    ("ms", 0, "30 bilion yuan", "30 bilion ringgit", "unit", "high", 30e9, 30e9),
    ("ar", 0, "4.2 مليار دولار", "4.2 مليار يوان", "unit", "high", 4.2e9, 4.2e9),
    ("tr", 2, "3,5 kat", "%3,5", "unit", "medium", 3.5, 3.5),
    ("ar", 2, "3.5 مرة", "3.5%", "unit", "medium", 3.5, 3.5),
    ("ru", 1, "35 %", "45 %", "value", "medium", 45, 35),
    ("ms", 1, "35 peratus", "53 peratus", "value", "medium", 53, 35),
    ("hi", 2, "2024", "2023", "value", "medium", 2023, 2024),
])
def test_one_changed_number_gives_exactly_that_discrepancy(tmp_path, lang, paragraph, old, new, kind, severity,
                                                            found_value, expected_value):
    _, issues = numeric_issues(write_article(tmp_path, with_change(lang, paragraph, old, new)))
    assert [(d.lang, d.kind, d.severity) for d in issues] == [(lang, kind, severity)]
    issue = issues[0]
    assert issue.found_value == pytest.approx(found_value)
    assert issue.expected_value == pytest.approx(expected_value)
    assert issue.line == 2 * paragraph + 1
    assert len(issue.evidence) == 4


def test_a_dropped_figure_is_missing_in_that_version_only(tmp_path):
    versions = with_change("ms", 1, " berkembang 35 peratus tahun lepas", " berkembang pesat tahun lepas")
    _, issues = numeric_issues(write_article(tmp_path, versions))
    assert [(d.lang, d.kind, d.severity, d.line) for d in issues] == [("ms", "missing", "low", 3)]


def test_issue_ids_survive_an_edit_elsewhere_and_a_new_version(tmp_path):
    changed = with_change("hi", 0, "4.2 अरब", "42 अरब")
    _, before = numeric_issues(write_article(tmp_path / "a", {k: v for k, v in changed.items() if k != "ru"}))
    edited = {k: v + ["Ekip yeni bir ofise taşındı." if k == "tr" else v[1]] for k, v in changed.items()}
    _, after = numeric_issues(write_article(tmp_path / "b", edited))
    assert [d.issue_id for d in before] == [d.issue_id for d in after if d.kind == "scale"]
