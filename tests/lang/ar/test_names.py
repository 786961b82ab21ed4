"""Arabic person names: found by projection from the aligned versions, without proclitics,
titles or verbs of saying; long vowels romanized as vowels; Arab names with the article and
بن; one-word mentions with clitics linked. Every sentence and name is invented for these tests."""
import pytest

from namecase import person_of, run, spellings
from pipeline.names.romanize import romanize

LANG = "ar"


@pytest.mark.parametrize("title", ["السيدة", "الرئيسة", "السيناتور", "القاضية", "الجنرال", "الشيخة", "المديرة", "الجمهورية"])
def test_a_title_before_the_name_is_not_part_of_it(title):
    # honorific, office, office, judiciary, military rank, religious title, role, party label
    persons, _ = run({
        "ar": [f"ألقت {title} هارييت كويل خطابا أمس."],
        "tr": ["Harriet Quayle dün bir konuşma yaptı."],
        "ms": ["Harriet Quayle menyampaikan ucapan semalam."],
        "ru": ["Харриет Куэйл вчера выступила с речью."],
    })
    assert spellings(person_of(persons, "tr", "Harriet Quayle"), LANG) == [(1, "هارييت كويل")]


@pytest.mark.parametrize("written, read", [
    ("كافانو", "kafanu"),    # و after a consonant is the vowel u
    ("وارين", "warin"),      # و at the start before a vowel is w; ي between consonants is i
    ("مايو", "mayu"),        # ي between vowels is y
    ("فاطمة", "fatma"),      # ة is a final a
])
def test_names_are_romanized_by_sound(written, read):
    assert romanize(written) == read


def test_tanween_is_a_grammatical_ending_not_an_n():
    assert "n" not in romanize("حاليًا")


def test_a_proclitic_is_not_part_of_the_name_and_a_later_mention_with_one_joins():
    persons, _ = run({
        "ar": ["التقى الوزير مع هارييت كويل أمس.", "وقالت لكويل إن الخطة جاهزة."],
        "tr": ["Bakan dün Harriet Quayle ile görüştü.", "Quayle'a planın hazır olduğunu söyledi."],
        "ms": ["Menteri bertemu Harriet Quayle semalam.", "Dia memberitahu Quayle bahawa rancangan itu siap."],
        "ru": ["Министр встретился с Харриет Куэйл вчера.", "Она сказала Куэйл, что план готов."],
    })
    person = person_of(persons, "tr", "Harriet Quayle")
    assert spellings(person, LANG) == [(1, "هارييت كويل"), (2, "لكويل")]


def test_a_patronymic_name_and_its_given_name_alone():
    persons, _ = run({
        "ar": ["وصل خالد بن منصور إلى الرياض.", "وقال خالد إن الزيارة ناجحة."],
        "tr": ["Halid bin Mansur Riyad'a geldi.", "Halid ziyaretin başarılı olduğunu söyledi."],
        "ms": ["Khalid bin Mansur tiba di Riyadh.", "Khalid berkata lawatan itu berjaya."],
        "ru": ["Халид бин Мансур прибыл в Эр-Рияд.", "Халид сказал, что визит успешен."],
    })
    person = person_of(persons, "ms", "Khalid bin Mansur")
    assert spellings(person, LANG) == [(1, "خالد بن منصور"), (2, "خالد")]
