"""Malay person names: honorifics and offices stripped by class, organisation heads, patronymic
given names used alone, Korean names. Every sentence and name is invented for these tests."""
import pytest

from namecase import full_names, person_of, run, spellings

LANG = "ms"


@pytest.mark.parametrize("text, name", [
    ("Majlis itu dihadiri oleh Encik Rahim Jalaluddin semalam.", "Rahim Jalaluddin"),       # honorific
    ("Majlis itu dihadiri oleh Tan Sri Rahim Jalaluddin semalam.", "Rahim Jalaluddin"),     # federal honour
    ("Majlis itu dihadiri oleh Datuk Seri Rahim Jalaluddin semalam.", "Rahim Jalaluddin"),  # state honour
    ("Kenyataan itu dibuat oleh Timbalan Menteri Rahim Jalaluddin.", "Rahim Jalaluddin"),   # office
    ("Kenyataan itu dibuat oleh Hakim Rahim Jalaluddin.", "Rahim Jalaluddin"),              # judiciary
    ("Kenyataan itu dibuat oleh Kolonel Rahim Jalaluddin.", "Rahim Jalaluddin"),            # military rank
    ("Kenyataan itu dibuat oleh Sultan Rahim Jalaluddin.", "Rahim Jalaluddin"),             # royal title
    ("Kenyataan itu dibuat oleh Pengarah Urusan Rahim Jalaluddin.", "Rahim Jalaluddin"),    # role
    ("Kenyataan itu dibuat oleh Senator Republikan Dale Winthrop.", "Dale Winthrop"),       # party label
])
def test_titles_are_stripped(text, name):
    assert full_names(text, LANG) == [name]


@pytest.mark.parametrize("text", [
    "Beliau belajar di Universiti Teknologi Kenanga.",     # organisation head first
    "Mereka menginap di Hotel Seri Mawar.",                # hotel
    "Keputusan dibuat oleh Mahkamah Persekutuan.",         # court
    "Kenyataan itu dibuat oleh Korea Utara.",              # country (CLDR)
])
def test_organisations_and_places_are_not_people(text):
    assert full_names(text, LANG) == []


def test_the_given_name_of_a_patronymic_name_joins_the_person():
    persons, _ = run({
        "ms": ["Mohd Hafizuddin bin Osman menang perlumbaan itu.", "Hafizuddin berkata dia gembira."],
        "tr": ["Mohd Hafizuddin bin Osman yarışı kazandı.", "Hafizuddin mutlu olduğunu söyledi."],
        "ru": ["Мохд Хафизуддин бин Осман выиграл гонку.", "Хафизуддин сказал, что счастлив."],
    })
    person = person_of(persons, LANG, "Mohd Hafizuddin bin Osman")
    assert (2, "Hafizuddin") in spellings(person, LANG)


def test_a_court_glued_to_a_name_gives_way_to_the_name_the_others_write():
    # "Mahkamah Agung" (a court) makes the run an organisation; the aligned versions name the
    # person, who is then found inside it
    persons, _ = run({
        "ms": ["Calon Mahkamah Agung Dale Winthrop menafikan dakwaan itu."],
        "tr": ["Yüksek Mahkeme adayı Dale Winthrop iddiaları reddetti."],
        "ru": ["Кандидат в Верховный суд Дейл Уинтроп отверг обвинения."],
    })
    assert spellings(person_of(persons, "tr", "Dale Winthrop"), LANG) == [(1, "Dale Winthrop")]


def test_a_korean_surname_alone_joins_the_person():
    persons, _ = run({
        "ms": ["Park Ji-hoon tiba di Seoul.", "Park berkata perjanjian itu penting."],
        "tr": ["Park Ji-hoon Seul'e geldi.", "Park anlaşmanın önemli olduğunu söyledi."],
        "ru": ["Пак Чжи Хун прибыл в Сеул.", "Пак сказал, что соглашение важно."],
    })
    person = person_of(persons, LANG, "Park Ji-hoon")
    assert spellings(person, LANG) == [(1, "Park Ji-hoon"), (2, "Park")]


def test_a_suffix_glued_after_an_apostrophe_is_cut():
    assert full_names("Buku itu ditulis oleh Dale Winthrop'dalam tahun itu.", LANG) == ["Dale Winthrop"]


def test_an_outlet_with_an_article_is_not_a_person():
    assert full_names("Menurut laporan Die Morgenpost semalam.", LANG) == []
