"""A later mention of a Chinese name one letter from the version's own spelling: a letter of a
syllable changes the syllable (Huang to Hong), so the word is judged by whether it still reads as
a syllable the versions in Latin letters write (pipeline.names.aligned.syllables_changed). Another
way of writing the same syllable (Arabic هوانج for هوانغ) is no slip. A story written for these
tests in six languages; the engineer is invented."""
from __future__ import annotations

import pytest

from .conftest import acted_on_flags, story_with

BRIDGE = {
    "en": ["Engineer Huang Meiling opened the new bridge in Wuhan on Sunday. Huang said the bridge had taken six "
           "years to build."],
    "tr": ["Mühendis Huang Meiling pazar günü Wuhan'daki yeni köprüyü açtı. Huang, köprünün altı yılda inşa "
           "edildiğini söyledi."],
    "ms": ["Jurutera Huang Meiling merasmikan jambatan baharu di Wuhan pada hari Ahad. Huang berkata jambatan itu "
           "mengambil masa enam tahun untuk dibina."],
    "hi": ["इंजीनियर हुआंग मेइलिंग ने रविवार को वुहान में नए पुल का उद्घाटन किया। हुआंग ने कहा कि पुल को बनने में "
           "छह साल लगे।"],
    "ar": ["افتتحت المهندسة هوانغ ميلينغ الجسر الجديد في ووهان يوم الأحد. وقالت هوانغ إن بناء الجسر استغرق ست "
           "سنوات."],
    "ru": ["Инженер Хуан Мэйлин в воскресенье открыла новый мост в Ухане. Хуан сказала, что строительство моста "
           "заняло шесть лет."],
}


def rows(texts):
    return sorted((f.lang, f.line, f.found, f.severity) for f in acted_on_flags(texts))


def edited(lang: str, before: str, after: str) -> dict:
    return story_with(BRIDGE, lang, 0, before, after)


def test_the_faithful_story_has_no_name_row():
    assert rows(BRIDGE) == []


@pytest.mark.parametrize("lang, before, after, found", [
    ("ar", "وقالت هوانغ", "وقالت هوينغ", "هوينغ"),      # the alif, a, made a ya
    ("ar", "وقالت هوانغ", "وقالت هونغ", "هونغ"),        # Hong: a word the press writes often (Hong Kong), at a speaker's place
    ("hi", "हुआंग ने कहा", "हुआंक ने कहा", "हुआंक"),      # the g made a k
    ("ru", "Хуан сказала", "Хван сказала", "Хван"),      # Hwan, as the Korean Hwang
    ("tr", "Huang, köprünün", "Hoang, köprünün", "Hoang"),
])
def test_a_later_mention_with_a_syllable_changed_is_garbled(lang, before, after, found):
    assert rows(edited(lang, before, after)) == [(lang, 1, found, "high")]


@pytest.mark.parametrize("lang, before, after", [
    ("ar", "وقالت هوانغ", "وقالت هوانج"),   # ج for the ng, as Egyptian usage writes it
    ("hi", "हुआंग ने कहा", "हुवांग ने कहा"),  # the glide written out
])
def test_the_same_syllable_written_another_way_is_no_slip(lang, before, after):
    assert rows(edited(lang, before, after)) == []
