"""English person names: AP-style titles before names, possessives, what is not a person.
Every sentence and name is invented for these tests."""
import pytest

from namecase import full_names

LANG = "en"


@pytest.mark.parametrize("text, name", [
    ("The letter was signed by Ms Harriet Quayle on Monday.", "Harriet Quayle"),             # honorific
    ("The letter was signed by Vice President Harriet Quayle.", "Harriet Quayle"),           # office
    ("The letter was signed by Oregon Sen. Harriet Quayle.", "Harriet Quayle"),              # abbreviated office
    ("The letter was signed by Justice Harriet Quayle.", "Harriet Quayle"),                  # judiciary
    ("The letter was signed by Lt Col Harriet Quayle.", "Harriet Quayle"),                   # military ranks
    ("The letter was signed by Sheikh Harriet Quayle.", "Harriet Quayle"),                   # religious title
    ("The letter was signed by Rovers goalkeeper Harriet Quayle.", "Harriet Quayle"),        # role (lower case)
    ("The letter was signed by Democrat Harriet Quayle.", "Harriet Quayle"),                 # party label
])
def test_titles_are_stripped(text, name):
    assert full_names(text, LANG) == [name]


def test_a_surname_that_is_also_a_title_word_stays():
    assert full_names("The song was written by Carla King in 1990.", LANG) == ["Carla King"]


@pytest.mark.parametrize("text", [
    "The deal was announced by the Quayle Organization on Monday.",
    "They stayed at the Harbor View Hotel in town.",
    "The team beat the Los Angeles Falcons at home.",
    "The report appeared in the Portland Herald this week.",
])
def test_organisations_and_places_are_not_people(text):
    assert full_names(text, LANG) == []


def test_possessive_is_cut():
    assert full_names("The plan was Harriet Quayle's idea.", LANG) == ["Harriet Quayle"]
