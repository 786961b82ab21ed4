"""Indonesian person names: forms of address and offices stripped by class, one-name persons,
organisation heads. Every sentence and name is invented for these tests."""
import pytest

from namecase import full_names, person_of, run, spellings

LANG = "id"


@pytest.mark.parametrize("text, name", [
    ("Acara itu dihadiri Bapak Hendra Wiranata kemarin.", "Hendra Wiranata"),          # form of address
    ("Acara itu dihadiri Wakil Presiden Hendra Wiranata kemarin.", "Hendra Wiranata"), # office
    ("Acara itu dihadiri Gubernur Hendra Wiranata kemarin.", "Hendra Wiranata"),       # office
    ("Acara itu dihadiri Jaksa Agung Hendra Wiranata kemarin.", "Hendra Wiranata"),    # judiciary
    ("Acara itu dihadiri Kolonel Hendra Wiranata kemarin.", "Hendra Wiranata"),        # military rank
    ("Acara itu dihadiri Sultan Hendra Wiranata kemarin.", "Hendra Wiranata"),         # royal title
    ("Acara itu dihadiri Direktur Hendra Wiranata kemarin.", "Hendra Wiranata"),       # role
])
def test_titles_are_stripped(text, name):
    assert full_names(text, LANG) == [name]


@pytest.mark.parametrize("text", [
    "Dia kuliah di Universitas Teknologi Cendana.",
    "Keputusan itu diambil oleh Mahkamah Agung.",
    "Mereka berlibur ke Danau Toba.",
])
def test_organisations_and_places_are_not_people(text):
    assert full_names(text, LANG) == []


def test_the_first_name_alone_joins_the_person():
    persons, _ = run({
        "id": ["Hendra Wiranata menang lomba itu.", "Hendra mengatakan dia senang."],
        "ms": ["Hendra Wiranata memenangi perlumbaan itu.", "Hendra berkata dia gembira."],
        "ru": ["Хендра Вираната выиграл гонку.", "Хендра сказал, что рад."],
    })
    person = person_of(persons, LANG, "Hendra Wiranata")
    assert spellings(person, LANG) == [(1, "Hendra Wiranata"), (2, "Hendra")]
