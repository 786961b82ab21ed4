"""Names of any origin across scripts: one key for Latin, Cyrillic, Devanagari and Arabic
spellings; near-duplicates that stay apart; what the versions share is the name; name flags on
strong evidence only, written for an editor. Every name here is invented for these tests."""
from __future__ import annotations

import pytest

from pipeline.names.entities import STRONG
from pipeline.names.keys import key_similarity, name_key

from .conftest import identity_alignment, make_version
from pipeline.names.find import find_persons
from pipeline.names.registry import Registry

SAME = 78.0  # clusters.ALIGNED_OTHER: the same name in aligned paragraphs


def similar(a: str, b: str) -> float:
    return key_similarity(name_key(a), name_key(b))


@pytest.mark.parametrize("latin, other", [
    ("Gregory Hollister", "Грегори Холлистер"),      # Western, Cyrillic
    ("Gregory Hollister", "ग्रेगरी हॉलिस्टर"),        # Western, Devanagari
    ("Gregory Hollister", "غريغوري هوليستر"),        # Western, Arabic
    ("Khalid Al-Mansouri", "Халид Аль-Мансури"),     # Arab
    ("Khalid Al-Mansouri", "खालिद अल-मंसूरी"),
    ("Priya Raghunathan", "Прия Рагунатхан"),        # Indian
    ("Priya Raghunathan", "بريا راغوناثان"),
    ("Vasily Terentyev", "Василий Терентьев"),       # Russian, soft sign and -ий
    ("Vasily Terentyev", "वसीली तेरेंत्येव"),
    ("Mehmet Yıldırım", "Мехмет Йылдырым"),          # Turkish letters
    ("Mehmet Yıldırım", "محمد يلدريم"),
    ("Azlan Hafizuddin", "अज़लान हफ़ीज़ुद्दीन"),       # Malay
    ("Kang Min-seok", "Кан Мин Сок"),                # Korean, hyphenated given name
    ("Nabil al-Rashidi", "نبيل الراشدي"),             # Arab, the article in Arabic, al- in Latin
    ("Nabil al-Rashidi", "Nabil Raşidi"),             # Turkish leaves the article out
    ("Nabil al-Rashidi", "Набиль аль-Рашиди"),
    ("Faisal bin Turki", "فيصل بن تركي"),             # patronymic particle in every script
])
def test_one_key_meets_across_scripts(latin, other):
    assert similar(latin, other) >= SAME


@pytest.mark.parametrize("a, b", [
    ("Gregory Hollister", "Gregory Hollinger"),      # another surname, partly alike
    ("Marta Olsen", "Marta Nilsen"),
    ("Грегори Холлистер", "Грегори Холлингер"),
    ("ग्रेगरी हॉलिस्टर", "ग्रेगरी होलिंगर"),
    ("غريغوري هوليستر", "غريغوري هولينجر"),
])
def test_near_miss_names_never_merge_on_the_name_alone(a, b):
    assert similar(a, b) < STRONG


NEAR_MISS = {
    "tr": ["Gregory Hollister dün konuştu.", "Gregory Hollinger bugün konuştu."],
    "ms": ["Gregory Hollister bercakap semalam.", "Gregory Hollinger bercakap hari ini."],
    "ru": ["Грегори Холлистер выступил вчера.", "Грегори Холлингер выступил сегодня."],
    "hi": ["ग्रेगरी हॉलिस्टर ने कल भाषण दिया।", "ग्रेगरी होलिंगर ने आज भाषण दिया।"],
    "ar": ["تحدث غريغوري هوليستر أمس.", "تحدث غريغوري هولينجر اليوم."],
}


@pytest.mark.parametrize("lang, a, b", [
    ("tr", "Gregory Hollister", "Gregory Hollinger"),
    ("ru", "Грегори Холлистер", "Грегори Холлингер"),
    ("hi", "ग्रेगरी हॉलिस्टर", "ग्रेगरी होलिंगर"),
    ("ar", "غريغوري هوليستر", "غريغوري هولينجر"),
])
def test_near_miss_people_that_every_version_tells_apart_stay_two(lang, a, b):
    persons, flags = persons_of(NEAR_MISS)
    ids = dict(mentions(persons, lang))
    assert ids[a] != ids[b]
    assert [f for f in flags if f.kind == "name_variant"] == []


def test_a_name_inside_a_longer_one_needs_an_aligned_place():
    assert SAME <= similar("Blanca Ortiz", "Maria Blanca Ortiz") < STRONG


def persons_of(texts: dict[str, list[str]]):
    versions = [make_version(lang, paras) for lang, paras in texts.items()]
    return find_persons(versions, identity_alignment(versions), Registry())


def mentions(persons, lang):
    return sorted({(m.mention.base, p.person_id) for p in persons for m in p.mentions if m.lang == lang})


def test_near_duplicates_side_by_side_in_one_version_are_two_people():
    # Turkish names both in one sentence; a condensed Russian version puts both in one paragraph
    persons, _ = persons_of({
        "tr": ["Marta Olsen ve Marta Olson aynı gün geldi.", "Olsen ödülü aldı."],
        "ms": ["Marta Olsen dan Marta Olson tiba pada hari yang sama.", "Olsen menerima anugerah itu."],
        "ru": ["Марта Олсен и Марта Олсон приехали в один день, Олсен получила премию."],
    })
    tr = dict(mentions(persons, "tr"))
    assert tr["Marta Olsen"] != tr["Marta Olson"]


def test_chinese_near_duplicates_side_by_side_are_two_people():
    persons, _ = persons_of({
        "tr": ["Peng Haochen ve Peng Haocheng birlikte çalıştı."],
        "ms": ["Peng Haochen dan Peng Haocheng bekerja bersama."],
        "ru": ["Пэн Хаочэнь и Пэн Хаочэн работали вместе."],
    })
    tr = dict(mentions(persons, "tr"))
    assert tr["Peng Haochen"] != tr["Peng Haocheng"]


# ---------------------------------------------------------------- flags on strong evidence

ARTICLE = {
    "tr": ["Dün Gregory Hollister bir açıklama yaptı."],
    "ms": ["Gregory Hollister membuat kenyataan semalam."],
    "en": ["Gregory Hollister made a statement yesterday."],
    "ru": ["Грегори Холлистер вчера сделал заявление."],
    "hi": ["ग्रेगरी हॉलिस्टर ने कल एक बयान दिया।"],
    "ar": ["أدلى غريغوري هوليستر ببيان أمس."],
}


def flags_for(**changes):
    texts = {lang: changes.get(lang, lines) for lang, lines in ARTICLE.items()}
    _, flags = persons_of(texts)
    return [f for f in flags if f.kind in ("name_mismatch", "name_variant") and f.severity != "low"]


def test_faithful_transliterations_raise_no_name_row():
    assert flags_for() == []


def test_a_spelling_that_follows_the_latin_letters_is_a_variant_not_an_error():
    # हॉलिस्टर and होलीस्टर both render Hollister: a transliteration variant
    assert flags_for(hi=["ग्रेगरी होलीस्टर ने कल एक बयान दिया।"]) == []


def test_a_garbled_transliteration_is_flagged_with_languages_and_a_romanization():
    # a consonant changed (s -> r) where Arabic and Russian agree: another name
    [flag] = flags_for(hi=["ग्रेगरी हॉलिरटर ने कल एक बयान दिया।"])
    assert (flag.kind, flag.lang, flag.found) == ("name_mismatch", "hi", "ग्रेगरी हॉलिरटर")
    assert flag.message.startswith('The Hindi version writes "ग्रेगरी हॉलिरटर" (gregri holiratar) where ')
    assert "Arabic" in flag.message and "Russian" in flag.message and "Gregory Hollister" in flag.message


def test_a_latin_misspelling_is_flagged_where_the_other_latin_versions_agree():
    [flag] = flags_for(ms=["Gregory Holister membuat kenyataan semalam."])
    assert (flag.kind, flag.lang, flag.found, flag.expected) == ("name_mismatch", "ms", "Gregory Holister",
                                                                "Gregory Hollister")


def test_a_vowel_written_otherwise_in_latin_is_no_error():
    assert flags_for(ms=["Gregori Hollister membuat kenyataan semalam."]) == []


def test_another_surname_with_the_same_given_name_is_flagged_high():
    [flag] = flags_for(ms=["Gregory Carrington membuat kenyataan semalam."])
    assert (flag.lang, flag.severity) == ("ms", "high")


def test_nobody_agreeing_is_no_evidence():
    texts = {"tr": ["Dün Gregory Hollister bir açıklama yaptı."],
             "ms": ["Gregory Hallester membuat kenyataan semalam."],
             "ru": ["Грегори Холлинстер вчера сделал заявление."]}
    _, flags = persons_of(texts)
    assert [f for f in flags if f.kind == "name_mismatch" and f.severity != "low"] == []


def test_a_surname_alone_joins_the_person_another_version_names_in_full():
    persons, _ = persons_of({
        "ru": ["Дональд Уинтроп выступил вчера."],
        "tr": ["Winthrop dün konuştu."],
        "ms": ["Winthrop bercakap semalam."],
    })
    [person] = persons
    assert {(m.lang, m.mention.base) for m in person.mentions} == {
        ("ru", "Дональд Уинтроп"), ("tr", "Winthrop"), ("ms", "Winthrop")}


def test_a_surname_alone_that_two_people_of_the_article_carry_stays_unlinked():
    persons, _ = persons_of({
        "ru": ["Дональд Уинтроп и Эмма Уинтроп выступили вчера."],
        "tr": ["Winthrop dün konuştu."],
        "ms": ["Winthrop bercakap semalam."],
    })
    assert not any(m.lang in ("tr", "ms") for p in persons for m in p.mentions)


def test_a_word_run_into_the_name_is_a_spacing_typo_not_another_name():
    # أدلى غريغوري هوليستربيان: the next word glued to the surname (a missing space)
    assert flags_for(ar=["أدلى غريغوري هوليستربيان أمس."]) == []


def test_the_parts_of_a_hyphenated_word_join_their_people():
    persons, _ = persons_of({
        "tr": ["Marta Olsen ve Dale Winthrop buluştu.", "Olsen-Winthrop zirvesi yarın."],
        "ms": ["Marta Olsen dan Dale Winthrop bertemu.", "Sidang kemuncak Olsen-Winthrop esok."],
        "ru": ["Марта Олсен и Дейл Уинтроп встретились.", "Саммит Олсен-Уинтроп пройдет завтра."],
    })
    found = {(m.lang, m.line, m.mention.base, p.canonical) for p in persons for m in p.mentions}
    assert ("tr", 3, "Olsen", "Marta Olsen") in found and ("tr", 3, "Winthrop", "Dale Winthrop") in found


def test_a_surname_glued_to_a_capitalized_word_by_its_place_still_joins():
    # "Kedua-dua" (both) is capitalized at the start of the sentence; the run is no person, its
    # surname word still is
    persons, _ = persons_of({
        "ms": ["Dale Winthrop tiba semalam.", "Kedua-dua Winthrop dan rakannya pulang."],
        "tr": ["Dale Winthrop dün geldi.", "Winthrop ve arkadaşı döndü."],
        "ru": ["Дейл Уинтроп прибыл вчера.", "Уинтроп и его друг вернулись."],
    })
    [person] = persons
    assert (3, "Winthrop") in {(m.line, m.mention.base) for m in person.mentions if m.lang == "ms"}


def test_without_english_the_two_latin_versions_keep_the_original_spelling():
    # Turkish and Malay write "Vaughan" with its silent gh; no transliteration has it
    texts = {"tr": ["Dün Nicola Vaughan bir açıklama yaptı."],
             "ms": ["Nicola Vaughan membuat kenyataan semalam."],
             "ru": ["Никола Вон вчера сделала заявление."],
             "hi": ["निकोला वॉन ने कल एक बयान दिया।"],
             "ar": ["أدلت نيكولا فون ببيان أمس."]}
    _, flags = persons_of(texts)
    assert [f for f in flags if f.kind == "name_mismatch" and f.severity != "low"] == []


def test_without_english_the_transliterations_decide_between_two_latin_spellings():
    # a letter added in Turkish (Hollinster): Malay agrees with what Russian, Hindi and Arabic
    # transliterate; a doubled letter dropped would sound the same and could not be decided
    texts = {"tr": ["Dün Gregory Hollinster bir açıklama yaptı."],
             "ms": ["Gregory Hollister membuat kenyataan semalam."],
             "ru": ["Грегори Холлистер вчера сделал заявление."],
             "hi": ["ग्रेगरी हॉलिस्टर ने कल एक बयान दिया।"],
             "ar": ["أدلى غريغوري هوليستر ببيان أمس."]}
    _, flags = persons_of(texts)
    assert [(f.lang, f.found) for f in flags if f.kind == "name_mismatch" and f.severity != "low"] == [
        ("tr", "Gregory Hollinster")]


# a statistician introduced in full, then by the surname alone (a Chinese name: the surname
# first), and the same paragraph with an Indian name, whose quote has a word that sounds like it
LIANG = {
    "en": ['His colleague, the statistician Liang Wenjie, called the figure preliminary. '
           '"We need at least 18 months of data," Liang said.'],
    "ms": ['Rakan sekerjanya, ahli statistik Liang Wenjie, menyifatkan angka itu awal. '
           '"Kami memerlukan sekurang-kurangnya 18 bulan data," kata Liang.'],
    "hi": ['उनके सहयोगी, सांख्यिकीविद् लियांग वेनजी ने आंकड़े को प्रारंभिक बताया। '
           'लियांग ने कहा, "हमें कम से कम 18 महीनों के आँकड़ों की ज़रूरत है।"'],
    "ar": ['ووصف زميله، خبير الإحصاء ليانغ وين جيه، الرقم بأنه أولي. '
           'وقال ليانغ: "نحتاج إلى بيانات 18 شهرا على الأقل".'],
}


@pytest.mark.parametrize("lang, surname", [("hi", "लियांग"), ("ar", "ليانغ")])
def test_a_chinese_surname_alone_in_a_script_without_capitals_joins_its_person(lang, surname):
    persons, _ = persons_of(LIANG)
    [person] = persons
    assert surname in {m.mention.surface for m in person.mentions if m.lang == lang and len(m.mention.surface.split()) == 1}


def test_a_common_word_that_sounds_like_the_surname_is_no_mention_once_the_surname_is_linked():
    menon = {lang: [text.replace("Liang Wenjie", "Rajiv Menon").replace("Liang", "Menon")
                    .replace("लियांग वेनजी", "राजीव मेनन").replace("लियांग", "मेनन")
                    .replace("ليانغ وين جيه", "راجيف مينون").replace("ليانغ", "مينون") for text in texts]
             for lang, texts in LIANG.items()}
    persons, _ = persons_of(menon)
    [person] = persons
    assert sorted(m.mention.surface for m in person.mentions if m.lang == "hi") == ["मेनन", "राजीव मेनन"]
