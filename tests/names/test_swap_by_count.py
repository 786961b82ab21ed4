"""A mention credited to another person inside a paragraph that names the right person too: the
version names the person less often than the others there, and names one person no other version
names there (pipeline.names.swaps.swap_for_a_mention), also where the version's sentences do not
split as the others' do (the Arabic joins two sentences). A story written for these tests in six
languages; the people are invented."""
from __future__ import annotations

from .conftest import acted_on_flags, story_with

DAM = {
    "en": ["Engineer Omar Haddad and Mayor Lena Fischer visited the dam on Sunday.",
           'Haddad inspected the wall on Monday. "The wall is safe," Haddad said.',
           "Fischer thanked the engineers."],
    "tr": ["Mühendis Omar Haddad ve Belediye Başkanı Lena Fischer pazar günü barajı ziyaret etti.",
           'Haddad pazartesi günü duvarı inceledi. "Duvar güvenli" dedi Haddad.',
           "Fischer mühendislere teşekkür etti."],
    "ms": ["Jurutera Omar Haddad dan Datuk Bandar Lena Fischer melawat empangan itu pada hari Ahad.",
           'Haddad memeriksa dinding itu pada hari Isnin. "Dinding itu selamat," kata Haddad.',
           "Fischer berterima kasih kepada para jurutera."],
    "hi": ["इंजीनियर उमर हद्दाद और मेयर लेना फ़िशर ने रविवार को बांध का दौरा किया।",
           'हद्दाद ने सोमवार को दीवार का निरीक्षण किया। हद्दाद ने कहा, "दीवार सुरक्षित है।"',
           "फ़िशर ने इंजीनियरों को धन्यवाद दिया।"],
    "ar": ["وزار المهندس عمر حداد ورئيسة البلدية لينا فيشر السد يوم الأحد.",
           'وتفقد حداد الجدار يوم الاثنين، وقال حداد إن الجدار آمن.',  # one sentence where the others have two
           "وشكرت فيشر المهندسين."],
    "ru": ["Инженер Омар Хаддад и мэр Лена Фишер в воскресенье посетили плотину.",
           "Хаддад осмотрел стену в понедельник. «Стена в безопасности», — сказал Хаддад.",
           "Фишер поблагодарила инженеров."],
}


def rows(texts):
    return [(f.lang, f.line, f.found, f.severity) for f in acted_on_flags(texts)]


def edited(lang: str, before: str, after: str) -> dict:
    return story_with(DAM, lang, 1, before, after)


def test_the_faithful_story_has_no_name_row():
    assert rows(DAM) == []


def test_the_second_mention_credited_to_another_person_of_the_article_is_a_swap():
    for lang, before, after, found in [("ru", "— сказал Хаддад.", "— сказала Фишер.", "Фишер"),
                                       ("ar", "وقال حداد إن", "وقالت فيشر إن", "فيشر"),
                                       ("tr", "dedi Haddad.", "dedi Fischer.", "Fischer")]:
        assert rows(edited(lang, before, after)) == [(lang, 3, found, "high")], lang


def test_the_second_mention_made_a_pronoun_is_no_swap():
    assert rows(edited("ru", "— сказал Хаддад.", "— сказал он.")) == []
