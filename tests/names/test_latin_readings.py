"""A transliteration that follows the name's own reading of its Latin letters (Polish cz, German
j, Spanish j, French ch, Portuguese s and nasals, Italian c, Slavic c, German z) is a faithful
rendering, not another name; a letter the reading needs but the transliteration lacks still is.
Places named with a qualifier (Wester, Easter, Fort, Mount, Glen, Loch, Cape, Great) are no
people. The row's expected spelling is the Latin versions'. Every name is invented."""
from __future__ import annotations

import pytest

from pipeline.names.agreement import follows_letters
from pipeline.names.readings import latin_readings

from .test_name_evidence import rows, run
from .test_other import bases


@pytest.mark.parametrize("translit, latin", [
    ("Томаш Чапла", "Tomasz Czapla"),           # Polish cz, sz
    ("Йонас Янке", "Jonas Jahnke"),             # German j
    ("योनास यान्के", "Jonas Jahnke"),
    ("Хоакин Хименес", "Joaquín Jiménez"),      # Spanish j
    ("خواكين خيمينيز", "Joaquín Jiménez"),
    ("Мишель Шабаль", "Michel Chabal"),         # French ch
    ("मिशेल शबाल", "Michel Chabal"),
    ("Жуан Сантуш", "João Santos"),             # Portuguese j, nasal ã, final s
    ("Чечилия Анчелотти", "Cecilia Ancelotti"),  # Italian c before e, i
    ("Горан Цветкович", "Goran Cvetković"),     # Slavic c and ć
    ("Хайнц Цайтлер", "Heinz Zeitler"),          # German z
    ("Лех Бах", "Lech Bach"),                   # German, Polish ch
    ("Рикардо Кастильо", "Ricardo Castillo"),    # Spanish ll
    ("Карвалью Коутиньо", "Carvalho Coutinho"),  # Portuguese lh, nh
    ("मेहमत तोआन", "Mehmet Toğan"),               # Turkish soft g, silent
    ("Дайсукэ Фудзита", "Daisuke Fujita"),       # Japanese as Polivanov writes it: ji, chi, shi
    ("Митико Хосино", "Michiko Hoshino"),
    ("Анджей Вежбицкий", "Andrzej Wierzbicki"),  # Polish rz, -cki
    ("Марек Пшибыльский", "Marek Przybylski"),   # Polish rz after a voiceless consonant
    ("Ева Радецкая", "Ewa Radecka"),
    ("तोमाश वियर्ज़बिकी", "Tomasz Wierzbicki"),   # the spelling followed, with the glide of ie
])
def test_a_transliteration_that_reads_the_letters_as_the_names_language_does_follows_them(translit, latin):
    assert follows_letters(translit, latin)


@pytest.mark.parametrize("translit, latin", [
    ("Эмили Ратаковски", "Emily Ratajkowski"),  # the consonant j (й) lost
    ("Хоакин Именес", "Joaquín Jiménez"),       # the Spanish j read as h, but not written
    ("Томаш Папла", "Tomasz Czapla"),           # another consonant
    ("Мишель Шабар", "Michel Chabal"),
    ("Анджей Вержовский", "Andrzej Wierzbicki"),  # another surname: the b and the -cki lost
])
def test_a_reading_does_not_excuse_a_lost_or_changed_consonant(translit, latin):
    assert not follows_letters(translit, latin)


def test_the_readings_of_a_word_start_with_its_plain_spelling():
    readings = latin_readings("Jahnke")
    assert readings[0] == "jahnke"
    assert {"Yahnke", "Hahnke", "zhahnke"} <= set(readings)
    assert latin_readings("Brown") == ("brown",)  # no letters another language reads otherwise


@pytest.mark.parametrize("lang, text", [
    ("en", "The bats roost in Wester Ross and Easter Ross."),
    ("ms", "Mereka tinggal di Fort William sejak tahun lalu."),
    ("tr", "Ekip Mount Kenya'ya tırmandı."),
    ("en", "The path runs from Glen Coe to Loch Lomond."),
    ("ms", "Kapal itu tiba di Cape Town semalam."),
    ("en", "He was born in Great Yarmouth."),
])
def test_places_named_with_a_qualifier_are_not_people(lang, text):
    assert bases(text, lang) == []


JANSEN = {
    "en": ["The violinist Karin Jansen Wolter opened the festival.", "Jansen Wolter played for an hour."],
    "tr": ["Kemancı Karin Jansen Wolter festivali açtı.", "Jansen Wolter bir saat çaldı."],
    "ms": ["Pemain biola Karin Jansen Wolter membuka festival itu.", "Jansen Wolter bermain selama sejam."],
    "ru": ["Скрипачка Карин Янсен Вольтер открыла фестиваль.", "Янсен Вольтер играла час."],
    "hi": ["वायलिन वादक कैरिन जैनसेन वोल्टर ने महोत्सव का उद्घाटन किया।", "जैनसेन वोल्टर ने एक घंटे तक वादन किया।"],
    "ar": ["افتتحت عازفة الكمان كارين يانسن فولتر المهرجان.", "وعزفت يانسن فولتر لمدة ساعة."],
}


def test_the_german_reading_in_russian_and_the_english_one_in_hindi_are_both_faithful():
    assert rows(run(JANSEN)[1]) == []


# Russian and Arabic read the Polish letters as Polish (rz as ж, -cki as -цкий); Hindi follows the
# spelling, with a glide between i and e: all three are faithful
WIERZBICKI = {
    "en": ["The pharmacologist Andrzej Wierzbicki led the study.", "Wierzbicki said the tests took a year."],
    "tr": ["Çalışmayı farmakolog Andrzej Wierzbicki yürüttü.", "Wierzbicki, testlerin bir yıl sürdüğünü söyledi."],
    "ms": ["Kajian itu diketuai ahli farmakologi Andrzej Wierzbicki.",
           "Wierzbicki berkata ujian itu mengambil masa setahun."],
    "ru": ["Исследование возглавил фармаколог Анджей Вежбицкий.", "Вежбицкий сказал, что испытания заняли год."],
    "hi": ["अध्ययन का नेतृत्व फ़ार्माकोलॉजिस्ट आंद्रेज वियर्ज़बिकी ने किया।",
           "वियर्ज़बिकी ने कहा कि परीक्षणों में एक साल लगा।"],
    "ar": ["قاد الدراسة عالم الصيدلة أندريه فيجبيتسكي.", "وقال فيجبيتسكي إن الاختبارات استغرقت عاما."],
}


def test_polish_letters_read_as_polish_and_as_spelt_are_both_faithful():
    assert rows(run(WIERZBICKI)[1]) == []


def test_the_expected_spelling_of_a_row_is_the_latin_versions():
    planted = {**JANSEN, "ru": ["Скрипачка Карин Янсен Колтер открыла фестиваль.", "Янсен Колтер играла час."]}
    flags = [f for f in run(planted)[1] if f.kind == "name_mismatch" and f.lang == "ru"]
    assert flags and flags[0].expected == "Karin Jansen Wolter"


def test_a_name_a_latin_version_keeps_in_its_own_spelling_is_misspelt_when_it_loses_a_letter():
    from pipeline.names.respell import DIFFERENT, RESPELLED, latin_relation

    # Turkish writes no ck: "Haeberlock" is the German spelling kept, and "Haberlock" loses its e
    assert latin_relation("Greta Haberlock", "tr", "Greta Haeberlock", "en") == DIFFERENT
    # a respelling in Turkish letters is no misspelling (Mesud / Masoud)
    assert latin_relation("Mesud Rezayi", "tr", "Masoud Rezaei", "en") == RESPELLED
