"""m, n and l are written with their own letters in every script a translator writes: one changed
for another (Gimeno written गिनेनो, Химело, خينينو) is another name, not a transliteration. And a
transliteration near only one of the other two (Hindi गैलोवे, Galloway, near the Russian Галлахер,
whose х may be an h) is judged by every version.

A port story written for these tests; the names are invented.
"""
from __future__ import annotations

import pytest

from pipeline.names.find import find_persons

STORY = {
    "en": ["Tomás Gimeno, the port director, said the new terminal would open in May. \"The port has waited two decades for this,\" said the analyst Owen Gallagher.",
           "Elena Morales, who runs the shipping line, welcomed the plan. Gimeno said work starts next week.",
           "The harbour master, Captain Nadia Okafor, inspected the quay on Monday. Okafor said the cranes were ready."],
    "tr": ["Liman müdürü Tomás Gimeno, yeni terminalin mayısta açılacağını söyledi. Analist Owen Gallagher, \"Liman bunu yirmi yıldır bekliyordu\" dedi.",
           "Denizcilik şirketini yöneten Elena Morales planı memnuniyetle karşıladı. Gimeno, çalışmaların gelecek hafta başlayacağını söyledi.",
           "Liman başkanı Kaptan Nadia Okafor pazartesi günü rıhtımı denetledi. Okafor, vinçlerin hazır olduğunu söyledi."],
    "ms": ["Pengarah pelabuhan Tomás Gimeno berkata terminal baharu akan dibuka pada Mei. \"Pelabuhan ini telah menunggu dua dekad untuk ini,\" kata penganalisis Owen Gallagher.",
           "Elena Morales, yang mengendalikan syarikat perkapalan itu, mengalu-alukan rancangan tersebut. Gimeno berkata kerja bermula minggu depan.",
           "Ketua pelabuhan, Kapten Nadia Okafor, memeriksa dermaga pada hari Isnin. Okafor berkata kren sudah sedia."],
    "hi": ["बंदरगाह के निदेशक तोमास गिमेनो ने कहा कि नया टर्मिनल मई में खुलेगा। विश्लेषक ओवेन गैलाघर ने कहा, \"बंदरगाह दो दशकों से इसका इंतज़ार कर रहा था।\"",
           "शिपिंग लाइन चलाने वाली एलेना मोरालेस ने योजना का स्वागत किया। गिमेनो ने कहा कि काम अगले सप्ताह शुरू होगा।",
           "बंदरगाह प्रमुख कैप्टन नादिया ओकाफ़ोर ने सोमवार को घाट का निरीक्षण किया। ओकाफ़ोर ने कहा कि क्रेनें तैयार हैं।"],
    "ar": ["وقال مدير الميناء توماس خيمينو إن المحطة الجديدة ستفتح في مايو. وقال المحلل أوين غالاغر: \"انتظر الميناء هذا عقدين\".",
           "ورحبت إيلينا موراليس، التي تدير شركة الشحن، بالخطة. وقال خيمينو إن العمل سيبدأ الأسبوع المقبل.",
           "وتفقدت مديرة الميناء القبطانة نادية أوكافور الرصيف يوم الاثنين. وقالت أوكافور إن الرافعات جاهزة."],
    "ru": ["Директор порта Томас Химено сообщил, что новый терминал откроется в мае. «Порт ждал этого два десятилетия», — сказал аналитик Оуэн Галлахер.",
           "Елена Моралес, которая руководит судоходной компанией, приветствовала план. Химено сообщил, что работы начнутся на следующей неделе.",
           "Начальник порта капитан Надия Окафор в понедельник осмотрела причал. Окафор сообщила, что краны готовы."],
}


def name_rows(version, identity, texts):
    versions = [version(lang, paragraphs) for lang, paragraphs in texts.items()]
    _, flags = find_persons(versions, identity(versions))
    return [(f.lang, f.line, f.found) for f in flags if f.severity in ("high", "medium")]


def with_slip(lang: str, paragraph: int, right: str, wrong: str) -> dict[str, list[str]]:
    texts = {code: list(paragraphs) for code, paragraphs in STORY.items()}
    assert right in texts[lang][paragraph]
    texts[lang][paragraph] = texts[lang][paragraph].replace(right, wrong, 1)
    return texts


def test_the_faithful_story_has_no_name_row(version, identity):
    assert name_rows(version, identity, STORY) == []


@pytest.mark.parametrize("lang, paragraph, right, wrong", [
    ("hi", 0, "तोमास गिमेनो", "तोमास गिनेनो"),     # m -> n
    ("ar", 0, "توماس خيمينو", "توماس خينينو"),      # m -> n
    ("ru", 0, "Томас Химено", "Томас Химело"),      # n -> l
    ("hi", 1, "एलेना मोरालेस", "एलेना मोरानेस"),    # l -> n
    ("ar", 1, "إيلينا موراليس", "إيلينا مورانيس"),   # l -> n
    ("hi", 0, "ओवेन गैलाघर", "ओवेन गैलोवे"),         # Galloway: near the Russian Галлахер alone
])
def test_a_nasal_or_liquid_changed_in_a_full_name_is_another_name(version, identity, lang, paragraph, right, wrong):
    rows = name_rows(version, identity, with_slip(lang, paragraph, right, wrong))
    assert (lang, 2 * paragraph + 1, wrong) in rows, rows


@pytest.mark.parametrize("lang, paragraph, right, wrong", [
    ("ar", 0, "توماس خيمينو", "أوين خيمينو"),       # Owen (Gallagher) for Tomás
    ("hi", 0, "तोमास गिमेनो", "ओवेन गिमेनो"),
    ("ar", 1, "إيلينا موراليس", "نادية موراليس"),    # Nadia (Okafor) for Elena
    ("hi", 1, "एलेना मोरालेस", "नादिया मोरालेस"),
])
def test_another_persons_given_name_before_the_surname_in_a_script_without_capitals(version, identity, lang,
                                                                                     paragraph, right, wrong):
    """Detection keeps the surname only; the word before it is the given name of another person of
    the article: two names mixed, one high row on the whole name."""
    versions = [version(code, paragraphs) for code, paragraphs in with_slip(lang, paragraph, right, wrong).items()]
    _, flags = find_persons(versions, identity(versions))
    assert [(f.lang, f.line, f.severity, f.found) for f in flags] == [(lang, 2 * paragraph + 1, "high", wrong)]


@pytest.mark.parametrize("lang, paragraph, right, wrong", [
    ("hi", 1, "एलेना मोरालेस ने", "शाम मोरालेस ने"),      # "evening" before the surname
    ("ar", 0, "مدير الميناء توماس خيمينو", "مدير الميناء دوره خيمينو"),  # "his role"
])
def test_a_word_of_the_language_before_a_surname_is_no_given_name(version, identity, lang, paragraph, right, wrong):
    rows = name_rows(version, identity, with_slip(lang, paragraph, right, wrong))
    assert not [r for r in rows if r[2] == wrong], rows


def test_a_role_word_before_a_surname_is_no_given_name(version, identity):
    """"प्रबंधक मोरालेस" (manager Morales) where the others write Elena Morales: a role, no given name
    put in for hers (a row for the dropped given name may come; no "another name" row)."""
    texts = {code: list(paragraphs) for code, paragraphs in STORY.items()}
    texts["hi"][1] = texts["hi"][1].replace("शिपिंग लाइन चलाने वाली एलेना मोरालेस ने", "शिपिंग लाइन चलाने वाली प्रबंधक मोरालेस ने")
    assert "प्रबंधक मोरालेस" in texts["hi"][1]
    assert [f for f in name_rows(version, identity, texts) if f[2] == "प्रबंधक मोरालेस"] == []


@pytest.mark.parametrize("lang, right, wrong", [
    ("ms", "Kapten Nadia Okafor", "Kapten Nadia"),
    ("tr", "Kaptan Nadia Okafor", "Kaptan Nadia"),
    ("hi", "कैप्टन नादिया ओकाफ़ोर ने", "कैप्टन नादिया ने"),
])
def test_the_given_name_alone_where_the_others_write_the_full_name(version, identity, lang, right, wrong):
    """The version names her once less there: the given name before its surname-only mention is
    her, the surname missing (a medium row on the given name)."""
    rows = name_rows(version, identity, with_slip(lang, 2, right, wrong))
    assert (lang, 5, "Nadia" if lang != "hi" else "नादिया") in rows, rows


@pytest.mark.parametrize("lang, right, wrong", [
    ("ru", "Окафор сообщила", "Окароф сообщила"),     # ф and р exchanged
    ("tr", "Okafor, vinçlerin", "Okarof, vinçlerin"),
    ("ms", "Okafor berkata", "Okarof berkata"),
])
def test_a_surname_with_two_letters_exchanged_is_a_variant_of_the_version_s_spelling(version, identity, lang,
                                                                                     right, wrong):
    rows = name_rows(version, identity, with_slip(lang, 2, right, wrong))
    assert (lang, 5, wrong.split()[0].rstrip(",")) in rows, rows


@pytest.mark.parametrize("right, wrong, found", [
    ("नादिया ओकाफ़ोर ने", "नादिया ओफ़ाकोर ने", "ओफ़ाकोर"),   # क and फ़ (फ with a nukta) exchanged in the full name
    ("ओकाफ़ोर ने कहा", "ओफ़ाकोर ने कहा", "ओफ़ाकोर"),         # ... in the later mention
])
def test_hindi_letters_with_a_nukta_exchanged_are_a_slip_of_the_version_s_spelling(version, identity, right,
                                                                                  wrong, found):
    rows = name_rows(version, identity, with_slip("hi", 2, right, wrong))
    assert ("hi", 5, found) in rows, rows


@pytest.mark.parametrize("lang, right, wrong", [
    ("tr", "Okafor, vinçlerin", "Okafar, vinçlerin"),
    ("ms", "Okafor berkata", "Okafar berkata"),
    ("ru", "Окафор сообщила", "Окафар сообщила"),
])
def test_a_misspelt_mention_where_the_version_names_the_person_more_often_than_the_others(version, identity,
                                                                                          lang, right, wrong):
    """The translator wrote the name for a pronoun ("She said" made "Okafor said") and misspelt it:
    the version names the person as often as the others, and the capital still shows the slip."""
    texts = with_slip(lang, 2, right, wrong)
    pronoun = {"tr": ("Liman başkanı", "Okafor, liman başkanı olarak"),
               "ms": ("Ketua pelabuhan, Kapten", "Okafor, ketua pelabuhan, Kapten"),
               "ru": ("Начальник порта", "Окафор, начальник порта,")}[lang]
    texts[lang][2] = texts[lang][2].replace(pronoun[0], pronoun[1], 1)
    rows = name_rows(version, identity, texts)
    assert (lang, 5, wrong.split()[0].rstrip(",")) in rows, rows
