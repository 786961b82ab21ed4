"""Unreadable misspellings of a detected Chinese person inside one version (pipeline.names.garbled).

All names and sentences are invented for these tests.
"""
from __future__ import annotations

from pipeline.names.find import find_persons
from pipeline.names.garbled import GARBLED_SYSTEM, compact


def run(version, identity, texts: dict[str, list[str]]):
    versions = [version(lang, paragraphs) for lang, paragraphs in texts.items()]
    return find_persons(versions, identity(versions))


def spellings(persons, lang):
    """{base spelling in ``lang``: person_id}"""
    return {m.mention.base: p.person_id for p in persons for m in p.mentions if m.lang == lang}


def variants(discrepancies):
    return sorted((d.lang, d.line, d.severity, d.found, d.expected) for d in discrepancies if d.kind == "name_variant")


def test_compact_drops_case_hyphens_and_spaces():
    assert compact("Wen-Hao") == compact("wen hao") == "wenhao"


# ---------------------------------------------------------------- Latin


def test_latin_misspelt_given_name_is_a_variant_of_the_person(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Mühendis Tang Jiarui projeyi anlattı.", "Toplantıda Tang Jairui yeni planı açıkladı."],
        "ms": ["Jurutera Tang Jiarui menerangkan projek itu.", "Dalam mesyuarat, Tang Jiarui mengumumkan pelan baharu."],
    })
    tr = spellings(persons, "tr")
    assert tr["Tang Jairui"] == tr["Tang Jiarui"]
    assert variants(flags) == [("tr", 3, "medium", "Tang Jairui", "Tang Jiarui")]
    garbled = [m for p in persons for m in p.mentions if m.mention.system == GARBLED_SYSTEM]
    assert [(m.lang, m.line, m.mention.surface) for m in garbled] == [("tr", 3, "Tang Jairui")]
    # the display name stays the readable spelling
    assert {p.canonical for p in persons} == {"Tang Jiarui"}


def test_turkish_apostrophe_suffix_is_not_part_of_the_misspelling(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Araştırmacı Tang Jiarui sonuçları yayımladı.", "Ekip, Tang Jairui'nin önerisini kabul etti."],
        "ms": ["Penyelidik Tang Jiarui menerbitkan keputusan.", "Pasukan itu menerima cadangan Tang Jiarui."],
    })
    garbled = [m for p in persons for m in p.mentions if m.mention.system == GARBLED_SYSTEM]
    assert [(m.mention.surface, m.mention.base) for m in garbled] == [("Tang Jairui", "Tang Jairui")]
    assert variants(flags) == [("tr", 3, "medium", "Tang Jairui", "Tang Jiarui")]


def test_given_name_first_misspelling_is_attached(version, identity):
    persons, flags = run(version, identity, {
        "ms": ["Jurutera Jiarui Tang menerangkan projek itu.", "Kemudian Jairui Tang mengumumkan pelan baharu."],
        "tr": ["Mühendis Jiarui Tang projeyi anlattı.", "Sonra Jiarui Tang yeni planı açıkladı."],
    })
    ms = spellings(persons, "ms")
    assert ms["Jairui Tang"] == ms["Jiarui Tang"]
    assert variants(flags) == [("ms", 3, "medium", "Jairui Tang", "Jiarui Tang")]


def test_misspelling_inside_a_longer_proper_noun_is_left_alone(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Mühendis Tang Jiarui projeyi anlattı.", "Bağış Tang Jairui Vakfı üzerinden yapıldı."],
        "ms": ["Jurutera Tang Jiarui menerangkan projek itu.", "Derma itu dibuat melalui yayasan."],
    })
    assert "Tang Jairui" not in spellings(persons, "tr")
    assert variants(flags) == []


# ---------------------------------------------------------------- Cyrillic


def test_cyrillic_misspelling_with_a_case_ending_is_a_variant(version, identity):
    persons, flags = run(version, identity, {
        "ru": ["Инженер Чжоу Синьюй рассказал о проекте.", "Позже слова Чжоу Сыньюя подтвердили коллеги."],
        "tr": ["Mühendis Zhou Xinyu projeyi anlattı.", "Daha sonra meslektaşları Zhou Xinyu'nun sözlerini doğruladı."],
    })
    ru = spellings(persons, "ru")
    assert ru["Чжоу Сыньюй"] == ru["Чжоу Синьюй"] == spellings(persons, "tr")["Zhou Xinyu"]
    # the flag quotes the spelling as written (the editor searches the text for the case form)
    assert variants(flags) == [("ru", 3, "medium", "Чжоу Сыньюя", "Чжоу Синьюй")]
    assert len(persons) == 1  # the generic detector's find of "Чжоу Сыньюя" is not a second person


def test_cyrillic_unreadable_given_name_without_case_ending(version, identity):
    persons, flags = run(version, identity, {
        "ru": ["Сюй Вэйсинь возглавил лабораторию.", "По словам Сюй Вэйсинт, работа почти закончена."],
        "ms": ["Hsu Wei-hsin mengetuai makmal itu.", "Menurut Hsu Wei-hsin, kerja itu hampir siap."],
    })
    assert variants(flags) == [("ru", 3, "medium", "Сюй Вэйсинт", "Сюй Вэйсинь")]


# ---------------------------------------------------------------- people who must stay apart


def test_a_different_person_with_the_same_surname_is_not_merged(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Tang Jiarui ve Tang Haoyu birlikte çalıştı.", "Tang Jairui raporu imzaladı; Tang Haoyu katılmadı."],
        "ms": ["Tang Jiarui dan Tang Haoyu bekerja bersama.", "Tang Jiarui menandatangani laporan; Tang Haoyu tidak hadir."],
    })
    tr = spellings(persons, "tr")
    assert tr["Tang Jiarui"] != tr["Tang Haoyu"]
    assert tr["Tang Jairui"] == tr["Tang Jiarui"]
    assert variants(flags) == [("tr", 3, "medium", "Tang Jairui", "Tang Jiarui")]


def test_misspelling_goes_to_the_closer_of_two_namesakes(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Zhang Yu ve Zhang Yutao konuştu.", "Zhang Yutoa soruları yanıtladı."],
        "ms": ["Zhang Yu dan Zhang Yutao bercakap.", "Zhang Yutao menjawab soalan."],
    })
    tr = spellings(persons, "tr")
    assert tr["Zhang Yu"] != tr["Zhang Yutao"]
    assert tr["Zhang Yutoa"] == tr["Zhang Yutao"]


def test_misspelling_equally_close_to_two_people_is_left_alone(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Tang Xinyu ve Tang Xiyun konuştu.", "Tang Xiynu soruları yanıtladı."],
        "ms": ["Tang Xinyu dan Tang Xiyun bercakap.", "Mereka menjawab soalan."],
    })
    tr = spellings(persons, "tr")
    assert tr["Tang Xinyu"] != tr["Tang Xiyun"]
    assert tr.get("Tang Xiynu") not in (tr["Tang Xinyu"], tr["Tang Xiyun"])
    assert variants(flags) == []


def test_readable_near_misses_stay_two_people(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Chen Guangyu ve Chen Guanduo ile Du Yulun ve Du Angang toplantıdaydı."],
        "ms": ["Chen Guangyu dan Chen Guanduo serta Du Yulun dan Du Angang hadir dalam mesyuarat."],
    })
    tr = spellings(persons, "tr")
    assert len({tr["Chen Guangyu"], tr["Chen Guanduo"], tr["Du Yulun"], tr["Du Angang"]}) == 4
    assert not [m for p in persons for m in p.mentions if m.mention.system == GARBLED_SYSTEM]


def test_an_ordinary_word_after_the_surname_is_not_a_misspelling(version, identity):
    # "harian" (daily) is within two edits of "Haoran", but this text also writes it in lower case
    persons, flags = run(version, identity, {
        "ms": ["Penyelidik Lin Haoran bercakap kepada akhbar harian itu.", "Lin Harian ialah ruangan akhbar itu."],
        "tr": ["Araştırmacı Lin Haoran gazeteye konuştu.", "Gazetenin bir köşesi var."],
    })
    assert "Lin Harian" not in spellings(persons, "ms")
    assert variants(flags) == []


def test_the_same_misspelling_without_the_ordinary_word_is_attached(version, identity):
    persons, flags = run(version, identity, {
        "ms": ["Penyelidik Lin Haoran bercakap kepada akhbar itu.", "Lin Harian kemudian menjawab soalan."],
        "tr": ["Araştırmacı Lin Haoran gazeteye konuştu.", "Lin Haoran daha sonra soruları yanıtladı."],
    })
    ms = spellings(persons, "ms")
    assert ms["Lin Harian"] == ms["Lin Haoran"]


def test_misspelling_of_a_person_absent_from_the_aligned_paragraphs_is_left_alone(version, identity):
    # the person is named only in another version, far from this paragraph
    persons, flags = run(version, identity, {
        "ms": ["Jurutera Tang Jiarui menerangkan projek itu.", "Satu.", "Dua.", "Tiga.", "Empat."],
        "tr": ["Mühendis projeyi anlattı.", "Bir.", "İki.", "Üç.", "Sonra Tang Jairui konuştu."],
    })
    assert spellings(persons, "tr").get("Tang Jairui") != spellings(persons, "ms")["Tang Jiarui"]
    assert not [m for p in persons for m in p.mentions if m.mention.system == GARBLED_SYSTEM]


def test_wade_giles_hyphenated_misspelling_with_a_lower_case_second_part(version, identity):
    persons, flags = run(version, identity, {
        "ms": ["Hsu Wei-hsin berkata projek itu siap.", "Menurut Hsu Wei-hsn, ujian bermula esok."],
        "tr": ["Xu Weixin projenin bittiğini söyledi.", "Xu Weixin'e göre testler yarın başlıyor."],
    })
    ms = spellings(persons, "ms")
    assert ms["Hsu Wei-hsn"] == ms["Hsu Wei-hsin"] == spellings(persons, "tr")["Xu Weixin"]
    assert variants(flags) == [("ms", 3, "medium", "Hsu Wei-hsn", "Hsu Wei-hsin")]


def test_a_version_with_only_a_misspelling_gets_a_mismatch_and_the_display_name_stays_readable(version, identity):
    persons, flags = run(version, identity, {
        "tr": ["Mühendis Tang Jairui projeyi anlattı."],
        "ms": ["Jurutera Tang Jiarui menerangkan projek itu."],
        "ru": ["Инженер Тан Цзяжуй рассказал о проекте."],
    })
    assert [p.canonical for p in persons] == ["Tang Jiarui"]
    assert spellings(persons, "tr")["Tang Jairui"] == spellings(persons, "ms")["Tang Jiarui"]
    assert [(d.kind, d.lang, d.found, d.expected) for d in flags] == [
        ("name_mismatch", "tr", "Tang Jairui", "Tang Jiarui"),
    ]
