"""Turkish person names: titles stripped by class, what is not a person, apostrophe suffixes,
later one-word mentions. Every sentence and name is invented for these tests."""
import pytest

from namecase import full_names, person_of, run, spellings

LANG = "tr"


@pytest.mark.parametrize("text, name", [
    ("Toplantıya Sayın Marcus Whitfield de katıldı.", "Marcus Whitfield"),               # honorific
    ("Başkan Yardımcısı Marcus Whitfield dün konuştu.", "Marcus Whitfield"),             # office, compound
    ("ABD Dışişleri Bakanı Marcus Whitfield dün konuştu.", "Marcus Whitfield"),          # office after a country
    ("Ohio Senatörü Marcus Whitfield dün konuştu.", "Marcus Whitfield"),                 # possessive after a state
    ("Yargıç Marcus Whitfield dün karar verdi.", "Marcus Whitfield"),                    # judiciary
    ("Albay Marcus Whitfield dün geldi.", "Marcus Whitfield"),                           # military rank
    ("Şeyh Marcus Whitfield dün geldi.", "Marcus Whitfield"),                            # religious title
    ("Şirketin Genel Müdürü Marcus Whitfield dün konuştu.", "Marcus Whitfield"),         # role
    ("Cumhuriyetçi Marcus Whitfield dün konuştu.", "Marcus Whitfield"),                  # party label
])
def test_titles_are_stripped(text, name):
    assert full_names(text, LANG) == [name]


@pytest.mark.parametrize("text", [
    "Bu hafta Halden Holding yeni bir plan açıkladı.",     # company
    "Geceyi Roswell Oteli lobisinde geçirdik.",             # hotel
    "Seçimi Yeşilvadi Partisi kazandı.",                    # party
    "Açıklamayı dün Kuzey Kore yaptı.",                      # a country (CLDR)
    "Maçı dün Los Angeles Falcons kazandı.",                # a team named after a city
])
def test_organisations_and_places_are_not_people(text):
    assert full_names(text, LANG) == []


def test_apostrophe_suffix_is_cut_from_the_name():
    assert full_names("Maçı dün Marcus Whitfield'ın ekibi kazandı.", LANG) == ["Marcus Whitfield"]


def test_a_capitalized_word_only_this_version_has_is_cut_from_the_name():
    # "Toplantıya" is capitalized by its place at the start of the sentence; the other
    # versions name only the person, so the part they share is the name
    persons, _ = run({
        "tr": ["Toplantıya Marcus Whitfield de katıldı."],
        "ms": ["Marcus Whitfield turut hadir dalam mesyuarat itu."],
        "ru": ["На встрече присутствовал Маркус Уитфилд."],
    })
    assert spellings(person_of(persons, LANG, "Marcus Whitfield"), LANG) == [(1, "Marcus Whitfield")]


def test_a_later_surname_with_a_suffix_joins_the_person():
    persons, _ = run({
        "tr": ["Marcus Whitfield dün konuştu.", "Whitfield'a göre plan hazır."],
        "ms": ["Marcus Whitfield bercakap semalam.", "Menurut Whitfield, rancangan itu siap."],
        "ru": ["Маркус Уитфилд выступил вчера.", "По словам Уитфилда, план готов."],
    })
    person = person_of(persons, LANG, "Marcus Whitfield")
    assert spellings(person, LANG) == [(1, "Marcus Whitfield"), (2, "Whitfield")]
    assert spellings(person, "ru") == [(1, "Маркус Уитфилд"), (2, "Уитфилд")]  # genitive Уитфилда


def test_a_surname_two_people_share_stays_unlinked():
    persons, _ = run({
        "tr": ["Anna Kovac ve Peter Kovac geldi.", "Kovac bir açıklama yaptı."],
        "ms": ["Anna Kovac dan Peter Kovac datang.", "Kovac membuat kenyataan."],
        "ru": ["Анна Ковач и Петер Ковач пришли.", "Ковач сделал заявление."],
    })
    assert not any(m.line == 2 for p in persons for m in p.mentions if m.lang == LANG)
