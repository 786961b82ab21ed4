"""Evidence that a word is a word of its language (pipeline.names.common) and the feminine titles
a language derives (pipeline.names.cues.with_feminines)."""
from __future__ import annotations

import pytest

from pipeline.lang.language import supported
from pipeline.names.common import is_common_word
from pipeline.names.cues import cues_for, normalize_word, with_feminines

# per language: nouns the press writes every day (police, statement, experts, officials, company)
# and transliterations of rare foreign surnames (Valverde, MacDougall, Quartino)
COMMON = {
    "en": (["police", "statement", "experts", "officials", "company"], ["Quartino", "Hollisworth"]),
    "tr": (["polis", "açıklama", "uzmanlar", "yetkililer", "şirket"], ["Quartino", "Hollisworth"]),
    "ms": (["polis", "kenyataan", "pakar", "pegawai", "syarikat"], ["Quartino", "Hollisworth"]),
    "id": (["polisi", "pernyataan", "pakar", "pejabat", "perusahaan"], ["Quartino", "Hollisworth"]),
    "hi": (["पुलिस", "बयान", "विशेषज्ञों", "अधिकारियों", "कंपनी"], ["वालवेर्दे", "मैकडूगल"]),
    "ar": (["الشرطة", "بيان", "خبراء", "مسؤولون", "الشركة"], ["فالفيردي", "ماكدوغال"]),
    "ru": (["полиция", "заявление", "эксперты", "чиновники", "компания"], ["Кварттино", "Холлисуорт"]),
}


@pytest.mark.parametrize("lang", sorted(COMMON))
def test_a_word_of_the_press_is_common_and_a_rare_foreign_name_is_not(lang):
    common, rare = COMMON[lang]
    assert [w for w in common if not is_common_word(w, lang)] == []
    assert [w for w in rare if is_common_word(w, lang)] == []


def test_every_language_of_the_project_has_a_word_list():
    assert set(supported()) <= set(COMMON)


def test_a_language_without_a_list_gives_no_evidence():
    assert not is_common_word("police", "xx")


def test_arabic_titles_and_roles_listed_in_the_masculine_have_their_feminines():
    cues = cues_for("ar")
    for feminine in ["المحللة", "المتحدثة", "المديرة", "مديرة", "القاضية", "المدربة", "الباحثة"]:
        assert normalize_word(feminine) in cues.titles | cues.roles, feminine


def test_feminines_are_derived_once_and_never_from_a_phrase_or_a_feminine():
    assert with_feminines(["مدير", "مديرة", "تان سري"], "ة") == ["مدير", "مديرة", "تان سري"]
    assert with_feminines(["Mr"], "") == ["Mr"]
