"""Rules found on the round-4 people articles (people-hague-trial, people-berlin-marathon), tested
on sentences of my own: a word that opens a place's name ends a person's (West, North, Hope-less
of a following word), sports events are no people, the South Slavic đ is dj, a Russian cue word
is read in a case form only with a real case ending (Кипруто is no form of Кипр), a country's
people at the start of a sentence (Кениец) are a country word, and two names written side by side
(Тренер Киметто Ренато Канова) give both people."""
from __future__ import annotations

import pytest

from pipeline.names.cues import cues_for
from pipeline.names.detect import is_country
from pipeline.names.keys import name_key
from pipeline.names.respell import latin_relation

from .test_name_evidence import rows, run
from .test_other import bases


# ---------------------------------------------------------------- place qualifiers

@pytest.mark.parametrize("lang, text, expected", [
    ("en", "Defence lawyer Rebecca North asked for a recess.", ["Rebecca North"]),
    ("ms", "Menurut pendakwa Simon West, saksi itu berbohong.", ["Simon West"]),
    ("tr", "Savcı Laura East, tanığın yalan söylediğini söyledi.", ["Laura East"]),
    ("en", "The singer Ellie Great-Hope left early.", ["Ellie Great-Hope"]),
    ("ru", "Прокурор Дженна Уэст выступила первой.", ["Дженна Уэст"]),
])
def test_a_word_that_opens_a_place_name_ends_a_surname(lang, text, expected):
    assert bases(text, lang) == expected


@pytest.mark.parametrize("lang, text", [
    ("en", "The ferry left for West Java at dawn."),
    ("ms", "Mereka tiba di New Delhi semalam."),
    ("en", "Prices rose in North Yorkshire."),
    ("tr", "Ekip Fort William'a vardı."),
    ("en", "Fans of Leeds United cheered."),
])
def test_a_qualifier_before_another_word_still_opens_a_place(lang, text):
    assert bases(text, lang) == []


def test_a_surname_that_is_a_compass_word_is_found_alone_and_with_its_given_name():
    persons, flags = run({
        "en": ["Judge Harriet West opened the hearing.", "\"The court will rise,\" West said."],
        "ms": ["Hakim Harriet West membuka pendengaran itu.", "\"Mahkamah akan bersurai,\" kata West."],
        "ru": ["Судья Харриет Уэст открыла слушание.", "«Суд удаляется», — сказала Уэст."],
    })
    west = [p for p in persons if "West" in p.canonical]
    assert len(west) == 1
    assert {(m.lang, m.paragraph) for m in west[0].mentions} == {(lang, paragraph) for lang in ("en", "ms", "ru")
                                                                  for paragraph in (0, 1)}
    assert rows(flags) == []


# ---------------------------------------------------------------- sports events

@pytest.mark.parametrize("lang, text", [
    ("en", "She won the Chicago Marathon in October."),
    ("ms", "Dia memenangi Maraton Chicago pada bulan Oktober."),
    ("tr", "Chicago Maratonu'nu ekimde kazandı."),
    ("id", "Dia memenangi Maraton Chicago pada bulan Oktober."),
    ("en", "He finished third at the Monaco Grand Prix."),
    ("ms", "Atlet itu beraksi di Sukan Komanwel."),
    ("tr", "Avrupa Şampiyonası yarın başlıyor."),
    ("en", "The Dakar Rally starts on Sunday."),
])
def test_a_sports_event_is_no_person(lang, text):
    assert bases(text, lang) == []


def test_an_event_named_after_its_city_makes_no_name_row():
    persons, flags = run({
        "en": ["Ruth Wanjiru won the Chicago Marathon.", "Wanjiru said the wind was strong."],
        "ms": ["Ruth Wanjiru memenangi Maraton Chicago.", "Wanjiru berkata angin kuat."],
        "tr": ["Ruth Wanjiru, Chicago Maratonu'nu kazandı.", "Wanjiru, rüzgârın sert olduğunu söyledi."],
    })
    assert [p.canonical for p in persons] == ["Ruth Wanjiru"]
    assert rows(flags) == []


# ---------------------------------------------------------------- the South Slavic đ

@pytest.mark.parametrize("a, lang_a, b, lang_b", [
    ("Novak Đoković", "en", "Novak Djokovic", "ms"),
    ("Zoran Đinđić", "en", "Zoran Djindjic", "tr"),
    ("Đorđe Marjanović", "en", "Djordje Marjanovic", "ms"),
])
def test_a_south_slavic_dj_is_the_same_letters(a, lang_a, b, lang_b):
    assert latin_relation(a, lang_a, b, lang_b) == "same"


@pytest.mark.parametrize("latin, other", [
    ("Novak Đoković", "Новак Джокович"),
    ("Zoran Đinđić", "Зоран Джинджич"),
    ("Đặng Văn Lâm", "Данг Ван Лам"),       # Vietnamese đ is a plain d
    ("Đỗ Mười", "Do Muoi"),
])
def test_the_key_of_d_stroke_follows_the_language_of_the_word(latin, other):
    assert name_key(latin) == name_key(other)


# ---------------------------------------------------------------- Russian cue words in a case

@pytest.mark.parametrize("word, expected", [
    ("Кипра", True), ("Кипре", True), ("Индии", True), ("Индией", True),
    ("Кипрани", False), ("Кипруто", False), ("Индиана", False),
    # a country's people, capitalized at the start of a sentence
    ("Кениец", True), ("Кенийка", True), ("Китаец", True), ("Эфиопка", True),
    ("Россиянин", True), ("Японец", True), ("Бразилец", True),
    # a country whose stem ends in a vowel before the ending (Корея: Кореи, Китай: Китая)
    ("Кореи", True), ("Корее", True), ("Китая", True), ("Кит", False), ("Коров", False),
])
def test_a_russian_country_word_is_read_in_real_case_and_demonym_forms_only(word, expected):
    assert is_country(word, "ru") is expected


def test_a_russian_title_still_declines():
    from pipeline.names.detect import is_title

    cues = cues_for("ru")
    assert is_title("министрами", cues) and is_title("президентом", cues) and is_title("сенатора", cues)
    assert not is_title("министрелло", cues)


def test_a_one_word_mention_that_starts_like_a_country_joins_its_person():
    persons, _ = run({
        "en": ["Kenya's Daniel Kipsang won in Rome.", "Kipsang said the course was fast."],
        "ru": ["Кениец Даниэль Кипсанг победил в Риме.", "Кипсанг сказал, что трасса была быстрой."],
    })
    kipsang = next(p for p in persons if "Kipsang" in p.canonical)
    assert {(m.lang, m.paragraph) for m in kipsang.mentions} >= {("ru", 0), ("ru", 1)}
    ru_first = next(m for m in kipsang.mentions if m.lang == "ru" and m.paragraph == 0)
    assert ru_first.mention.surface == "Даниэль Кипсанг"  # the demonym stays out of the name


# ---------------------------------------------------------------- two names side by side

def test_a_name_written_right_before_another_is_a_mention_of_its_person():
    persons, flags = run({
        "en": ["Kenya's Dennis Kimetto won the race.", "Kimetto's coach, Renato Canova, praised him."],
        "tr": ["Kenyalı Dennis Kimetto yarışı kazandı.", "Kimetto'nun antrenörü Renato Canova onu övdü."],
        "ru": ["Кениец Деннис Киметто выиграл забег.", "Тренер Киметто Ренато Канова похвалил его."],
    })
    by_name = {p.canonical: {(m.lang, m.paragraph) for m in p.mentions} for p in persons}
    kimetto = next(v for k, v in by_name.items() if "Kimetto" in k)
    canova = next(v for k, v in by_name.items() if "Canova" in k)
    assert ("ru", 1) in kimetto and ("ru", 1) in canova
    assert rows(flags) == []


# ---------------------------------------------------------------- a garbled surname after its given name

@pytest.mark.parametrize("hindi, arabic, flagged", [
    ("केन्या की हेलेन ओबिरी ने बोस्टन में जीत हासिल की।", "فازت الكينية هيلين أوبيري في بوسطن.", []),
    ("केन्या की हेलेन ओकिरी ने बोस्टन में जीत हासिल की।", "فازت الكينية هيلين أوبيري في بوسطن.",
     [("hi", 1, "हेलेन ओकिरी")]),                                   # b -> k
    ("केन्या की हेलेन ओबिरी ने बोस्टन में जीत हासिल की।", "فازت الكينية هيلين أوكيري في بوسطن.",
     [("ar", 1, "هيلين أوكيري")]),
])
def test_a_garbled_surname_after_the_given_name_is_reported_not_lost(hindi, arabic, flagged):
    persons, flags = run({
        "en": ["Kenya's Hellen Obiri won in Boston."],
        "ms": ["Hellen Obiri dari Kenya menang di Boston."],
        "tr": ["Kenyalı Hellen Obiri Boston'da kazandı."],
        "hi": [hindi],
        "ar": [arabic],
    })
    assert rows(flags) == flagged


# ---------------------------------------------------------------- a Russian one-word mention as written

@pytest.mark.parametrize("full, short", [
    ("Замбиец Питер Мвале выиграл забег.", "Мвале сказал, что было тяжело."),            # -е
    ("Кениец Деннис Кигуре выиграл забег.", "Кигуре сказал, что было тяжело."),
])
def test_a_russian_one_word_mention_keeps_the_vowel_its_full_name_writes(full, short):
    surname = short.split()[0]
    latin = {"Мвале": ("Peter Mwale", "Mwale"), "Кигуре": ("Dennis Kigure", "Kigure")}[surname]
    persons, flags = run({
        "en": [f"{latin[0]} won the race.", f"{latin[1]} said it was hard."],
        "ms": [f"{latin[0]} memenangi perlumbaan itu.", f"{latin[1]} berkata ia sukar."],
        "ru": [full, short],
    })
    person = next(p for p in persons if latin[1] in p.canonical)
    alone = [m.mention for m in person.mentions if m.lang == "ru" and m.paragraph == 1]
    assert [m.base for m in alone] == [surname]
    assert rows(flags) == []


# ---------------------------------------------------------------- Devanagari letters with vowel signs

def test_vowel_signs_count_as_letters_of_a_devanagari_word():
    from pipeline.names.words import letter_count

    assert letter_count("जावी") == 4 and letter_count("ज़ावी") == 4  # the nukta is no letter
    assert letter_count("ली") == 2 and letter_count("Li") == 2     # too short alone either way


def test_a_short_hindi_given_name_alone_joins_the_person_whose_full_name_has_it():
    persons, flags = run({
        "en": ["The club appointed Javi Ortega as coach.", "Ortega said the squad was ready."],
        "ms": ["Kelab itu melantik Javi Ortega sebagai jurulatih.", "Ortega berkata skuad itu sudah bersedia."],
        "hi": ["क्लब ने जावी ओर्तेगा को कोच नियुक्त किया।", "जावी ने कहा कि टीम तैयार है।"],
    })
    person = next(p for p in persons if "Ortega" in p.canonical)
    assert ("hi", 1) in {(m.lang, m.paragraph) for m in person.mentions}


# ---------------------------------------------------------------- Russian places of several words in a case

@pytest.mark.parametrize("text", [
    "Переговоры прошли в Саудовской Аравии.",                # adjective + noun, prepositional
    "Посол Объединённых Арабских Эмиратов приехал вчера.",   # three words, genitive plural
    "Объединенные Арабские Эмираты присоединятся к фонду.",  # the full name CLDR abbreviates
    "Делегация Южной Кореи прибыла в понедельник.",
])
def test_a_russian_place_of_several_words_in_a_case_is_no_person(text):
    assert bases(text, "ru") == []


def test_a_name_beside_a_declined_place_is_still_found():
    assert bases("В Саудовской Аравии нападающий Мамаду Диалло заявил о переходе.", "ru") == ["Мамаду Диалло"]
