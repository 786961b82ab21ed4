"""How names of many origins are written in every script: honours of several words, countries
before a name, offices and quoted names that are no person, initials, particles of every script
and the assimilated Arabic article, Russian case forms of whole names, Latin respellings of names
from other scripts, Chinese names with a Western given name. Every name here is invented."""
from __future__ import annotations

import pytest

from pipeline.names.affixes import russian_nominative
from pipeline.names.cues import cues_for
from pipeline.names.detect import detect_cased_names
from pipeline.names.dialects import same_western_chinese_name
from pipeline.names.keys import core_word_count, key_similarity, name_key
from pipeline.names.project import is_nationality, plausible_name_words
from pipeline.names.respell import DIFFERENT, RESPELLED, SAME, latin_relation


def names(text: str, lang: str) -> list[str]:
    return [m.surface for m in detect_cased_names(text, lang) if m.system != "short"]


# ---------------------------------------------------------------- titles of several words


@pytest.mark.parametrize("text, lang, expected", [
    ("Peguam itu, Tan Sri Ahmad Zulkifli Hamzah, berhujah semalam.", "ms", "Ahmad Zulkifli Hamzah"),
    ("Bekas menteri Datuk Seri Rosli Kamaruddin hadir.", "ms", "Rosli Kamaruddin"),
    ("The lawyer, Tan Sri Ahmad Zulkifli Hamzah, argued on Monday.", "en", "Ahmad Zulkifli Hamzah"),
    ("Eski bakan Datuk Seri Rosli Kamaruddin da katıldı.", "tr", "Rosli Kamaruddin"),
])
def test_an_honour_of_two_words_is_stripped_as_a_whole(text, lang, expected):
    assert names(text, lang) == [expected]


def test_a_surname_that_is_half_an_honour_stays_a_name():
    # Tan is a surname; only "Tan Sri" is an honour
    assert names("Pengerusi syarikat itu, Tan Kok Leong, berkata semalam.", "ms") == ["Tan Kok Leong"]


@pytest.mark.parametrize("lang, phrase", [("hi", ("तान", "श्री")), ("ar", ("تان", "سري")), ("ru", ("тан", "шри"))])
def test_honours_of_two_words_are_cues_of_every_language(lang, phrase):
    assert phrase in cues_for(lang).title_phrases


# ---------------------------------------------------------------- countries, offices, quoted names


@pytest.mark.parametrize("text, lang, expected", [
    ("Presiden Turki Kemal Aydınlı menawarkan bantuan.", "ms", "Kemal Aydınlı"),
    ("Menteri Kewangan India Priya Raghunathan berkata begitu.", "ms", "Priya Raghunathan"),
    ("Министр иностранных дел Германии Анналена Штрассер подписала письмо.", "ru", "Анналена Штрассер"),
    ("Президент Шри-Ланки Викрамапала выступил.", "ru", None),  # a hyphenated country before one word
])
def test_a_country_before_a_full_name_is_context(text, lang, expected):
    found = [m.surface for m in detect_cased_names(text, lang)]
    if expected:
        assert expected in found
    assert not any(f.startswith(("Turki", "India", "Германии", "Шри-Ланки")) for f in found)


def test_a_given_name_that_is_a_place_stays():
    # Jordan is a country: a country is cut only when a full name follows it
    assert names("Then Jordan Whitfield said so.", "en") == ["Jordan Whitfield"]


@pytest.mark.parametrize("text, lang", [
    ("eski Hindistan Maliye Bakanı konuştu.", "tr"),            # India's finance minister: an office
    ("Лидер партии «Шинн Фарлоу» выступил в Дублине.", "ru"),     # a party in quotes
    ("She praised 'La Ventana Azul' in her speech.", "en"),      # a work in quotes
])
def test_offices_and_quoted_names_are_no_person(text, lang):
    assert names(text, lang) == []


def test_a_title_word_ending_a_name_is_a_surname():
    assert names("Then Carole King sang.", "en") == ["Carole King"]


def test_a_suffixed_country_ends_a_turkish_name():
    found = [m.surface for m in detect_cased_names("Devlet Başkanı Wickrapala Hindistan'dan yardım istedi.", "tr")]
    assert found == ["Wickrapala"]


# ---------------------------------------------------------------- initials and particles


@pytest.mark.parametrize("text, lang, expected", [
    ("Eski bakan P. Raghavachari sosyal medyada yazdı.", "tr", "P. Raghavachari"),
    ("Бывший министр П. Рагхавачари написал в соцсетях.", "ru", "П. Рагхавачари"),
])
def test_an_initial_joins_the_name(text, lang, expected):
    assert names(text, lang) == [expected]


@pytest.mark.parametrize("a, b", [
    ("Yusuf al-Hamdani", "Yusuf Hamdani"),
    ("Yusuf as-Sabbagh", "Юсуф ас-Саббаг"),            # the article assimilated to s
    ("Yusuf es-Sabbağ", "Yusuf Sabbagh"),              # Turkish es- and ğ
    ("Umm Khalid at-Tamrawi", "Умм Халид ат-Тамрави"),
    ("Umm Khalid Al-Tamrawi", "أم خالد التمراوي"),        # capitalized, and the article in Arabic
    ("Hendrik van der Meulen", "Хендрик ван дер Мёлен"),
    ("Hendrik van der Meulen", "हेंड्रिक वैन डेर म्यूलन"),
    ("Hendrik van der Meulen", "هندريك فان دير مويلن"),
    ("Von der Meulen", "von der Meulen"),              # capitalized at the start of a sentence
])
def test_particles_of_every_script_are_out_of_the_key(a, b):
    assert key_similarity(name_key(a), name_key(b)) >= 85


def test_a_particle_spelling_at_the_end_of_a_name_is_a_name():
    # فون is "von" before a name, and Vaughan at its end
    assert name_key("نيكولا فون").split()[-1] == name_key("فون")


def test_particles_do_not_count_towards_the_words_of_a_name():
    assert core_word_count("Faisal bin Turki Al Rashed") == 3
    assert names("Putera Faisal bin Turki Al Rashed tiba semalam.", "ms") == ["Faisal bin Turki Al Rashed"]


# ---------------------------------------------------------------- Russian case forms of whole names


@pytest.mark.parametrize("written, nominative", [
    ("Анвар Ибрагимов", "Анвар Ибрагимов"),    # no ending anywhere
    ("Салим Ибрагим", "Салим Ибрагим"),        # -им is the name's own: the given name shows no case
    ("Дональда Хэмптона", "Дональд Хэмптон"),  # both words declined
    ("Фумио Кисадой", "Фумио Кисад"),          # an indeclinable given name: the surname carries the case
    ("Ким Чен Саном", "Ким Чен Сан"),          # an East Asian name declines in its last word
    ("Мария Игоревна Лаптева", "Мария Игоревна Лаптева"),  # a feminine nominative
])
def test_a_russian_name_is_read_as_declined_only_when_its_words_decline_together(written, nominative):
    assert " ".join(russian_nominative(written.split(), cues_for("ru"))) == nominative


# ---------------------------------------------------------------- Latin respellings


@pytest.mark.parametrize("a, lang_a, b, lang_b, relation", [
    ("Mesud Rahimiyan", "tr", "Masoud Rahimian", "en", RESPELLED),     # ou/u, ia/iya
    ("Necib Hezar", "tr", "Najib Hazar", "en", RESPELLED),             # Turkish c is j
    ("Halife Şahin", "tr", "Khalifa Shaheen", "ms", RESPELLED),         # kh/h, sh/ş, ee/i
    ("Enver Selami", "tr", "Anwar Salami", "en", RESPELLED),            # w/v
    ("Syarif Rahimi", "ms", "Sharif Rahimi", "en", SAME),              # Malay sy is sh
    ("Sergey Pavlov", "tr", "Sergei Pavlov", "en", SAME),
    ("Boris Hanson", "tr", "Boris Hansson", "en", DIFFERENT),           # a doubled letter dropped
    ("Boris Jonhson", "ms", "Boris Johnson", "en", DIFFERENT),          # letters swapped
    ("Boris Johson", "ms", "Boris Johnson", "en", DIFFERENT),           # a consonant dropped
    ("Vladmir Kostin", "ms", "Vladimir Kostin", "en", DIFFERENT),       # a syllable dropped
    ("Caspar Wendt", "tr", "Caspar Wendt", "en", SAME),                 # a foreign spelling kept
])
def test_latin_spellings_respelled_by_a_language_are_told_from_misspellings(a, lang_a, b, lang_b, relation):
    assert latin_relation(a, lang_a, b, lang_b) == relation


# ---------------------------------------------------------------- Chinese names with a Western given name


@pytest.mark.parametrize("a, lang_a, b, lang_b, same", [
    ("Vincent Cheung Ka-lok", "en", "Винсент Чжан Цзяле", "ru", True),     # 張 in Cantonese and Mandarin
    ("Vincent Cheung Ka-lok", "en", "فنسنت تشيونغ كا لوك", "ar", True),
    ("Vincent Cheung Ka-lok", "en", "विंसेंट चेउंग का-लोक", "hi", True),
    ("Irene Leung Wai-man", "en", "Ирэн Лян Вэйминь", "ru", True),          # 梁 Leung = Liang
    ("Irene Leung Wai-man", "en", "Ирэн Ли Вэйминь", "ru", False),          # another surname
    ("Irene Leung Wai-man", "en", "Мэри Лян Вэйминь", "ru", False),         # another given name
    ("Kenneth Tan Boon Hock", "ms", "Кеннет Чэнь Вэньфу", "ru", True),      # Hokkien Tan = Chen
])
def test_a_southern_romanization_and_its_mandarin_reading_are_one_name(a, lang_a, b, lang_b, same):
    assert same_western_chinese_name(a, lang_a, b, lang_b) is same


# ---------------------------------------------------------------- projection windows


def test_a_nationality_before_a_name_is_context_but_a_nisba_surname_is_a_name():
    assert is_nationality("الماليزي", "ar") and is_nationality("العراقي", "ar")
    assert not plausible_name_words("الماليزي حمدان", "ar", "hamdan")
    assert plausible_name_words("خالد السوداني", "ar", "Halad sadana")


def test_a_common_word_is_a_name_word_only_where_it_spells_that_word():
    # Arabic لولا is "if not", and how Lula is written
    assert plausible_name_words("لولا بيريرا", "ar", name_key("Lula Pereira"))
    assert not plausible_name_words("لولا بيريرا", "ar", name_key("Lucas Pereira"))


@pytest.mark.parametrize("window, lang, name", [
    ("قال أوزتورك", "ar", "Kemal Öztürk"),       # وقال with its و off: "said", sounding like Kemal
    ("أضاف حداد", "ar", "Adil Haddad"),
    ("कहा हॉलिस", "hi", "Kaha Hollis"),
    ("сказал Холлис", "ru", "Sergei Hollis"),
])
def test_a_verb_of_speech_is_no_word_of_a_projected_name(window, lang, name):
    assert not plausible_name_words(window, lang, name_key(name))


def test_an_arab_surname_that_is_a_title_with_the_article_is_a_word_of_the_name_after_the_given_name():
    # السيد is "Mr" before a name and the surname El-Sayed after the given name
    assert plausible_name_words("محمود السيد", "ar", name_key("Mahmoud El-Sayed"))
    assert not plausible_name_words("السيد محمود", "ar", name_key("Sayed Mahmoud"))
