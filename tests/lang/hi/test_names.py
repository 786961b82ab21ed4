"""Hindi person names: found by projection from the aligned versions, with titles and
postpositions left out, romanized with the rules of names (anusvara, nukta, inherent vowel),
one-word mentions linked. Every sentence and name is invented for these tests."""
import pytest

from namecase import person_of, run, spellings
from pipeline.names.romanize import romanize

LANG = "hi"


@pytest.mark.parametrize("title", ["श्रीमती", "राष्ट्रपति", "सीनेटर", "न्यायाधीश", "कर्नल", "शेख", "निदेशक", "रिपब्लिकन"])
def test_a_title_before_the_name_is_not_part_of_it(title):
    # honorific, office, office, judiciary, military rank, religious title, role, party label
    persons, _ = run({
        "hi": [f"कल {title} हैरियट क्वेल ने भाषण दिया।"],
        "tr": ["Harriet Quayle dün bir konuşma yaptı."],
        "ms": ["Harriet Quayle menyampaikan ucapan semalam."],
        "ru": ["Харриет Куэйл вчера выступила с речью."],
    })
    assert spellings(person_of(persons, "tr", "Harriet Quayle"), LANG) == [(1, "हैरियट क्वेल")]


@pytest.mark.parametrize("written, read", [
    ("ब्रांट", "brant"),      # anusvara before t is n
    ("ट्रंप", "tramp"),        # anusvara before p is m
    ("फ़ोर्ड", "ford"),        # nukta: फ़ is f
    ("ज़ैनब", "zainab"),       # nukta: ज़ is z
    ("वॉरेन", "voren"),        # व writes both v and w (one class in the key)
    ("कवनगुआ", "kavangua"),    # inherent vowels inside the word, none at its end, nor between a
                               # vowel and a consonant with a vowel sign (schwa syncope)
    ("ओसिमहेन", "osimhen"),     # ... VC_CV: the m's vowel is silent
    ("सैनफ़ोर्ड", "sainford"),     # ... a virama silences its own consonant's vowel
    ("अनन्या", "ananya"),       # before a conjunct the vowel is heard (VC_CCV): Ananya
    ("नेतन्याहू", "netanyahu"),   # Netanyahu
    ("रामचन्द्रन", "ramachandran"),
    ("अललेवा", "alleva"),       # ... between the same consonant twice too: a geminate (ललना is lalna)
    ("मैककेना", "maikkena"),     # McKenna
    ("कमल", "kamal"),          # before a final consonant the vowel is heard
])
def test_names_are_romanized_by_sound(written, read):
    assert romanize(written) == read


def test_a_later_surname_joins_and_a_homograph_of_a_stop_word_does_not():
    # जो is both the name Joe and the relative pronoun "who": alone it is never a name
    persons, _ = run({
        "hi": ["जो बार्टलेट ने कल बात की।", "बार्टलेट ने कहा कि जो हुआ वह ठीक है।"],
        "tr": ["Joe Bartlett dün konuştu.", "Bartlett olanların doğru olduğunu söyledi."],
        "ms": ["Joe Bartlett bercakap semalam.", "Bartlett berkata apa yang berlaku adalah betul."],
        "ru": ["Джо Бартлетт вчера выступил.", "Бартлетт сказал, что случившееся правильно."],
    })
    person = person_of(persons, "tr", "Joe Bartlett")
    assert spellings(person, LANG) == [(1, "जो बार्टलेट"), (2, "बार्टलेट")]
