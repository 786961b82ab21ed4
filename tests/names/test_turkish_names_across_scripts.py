"""Turkish names written in the other scripts: the dotless ı after y (Yıldırım: Йылдырым, यिल्दिरिम,
يلدريم) and the Turkish letters ç, ş, ğ, ü are readings of one name, no mismatch. The article is
my own; the names are common Turkish names."""
from __future__ import annotations

from pipeline.names.keys import word_skeleton

from .test_aligned_mentions import run

ARTICLE = {
    "en": ["Emre Yıldırım scored twice and Kerem Çakır added a third as the team won 3-1.",
           "Yıldırım said the coach Serkan Aktürkoğlu had asked for patience."],
    "tr": ["Emre Yıldırım iki gol attı, Kerem Çakır da üçüncüyü ekledi ve takım 3-1 kazandı.",
           "Yıldırım, teknik direktör Serkan Aktürkoğlu'nun sabır istediğini söyledi."],
    "ms": ["Emre Yıldırım menjaringkan dua gol dan Kerem Çakır menambah gol ketiga ketika pasukan menang 3-1.",
           "Yıldırım berkata jurulatih Serkan Aktürkoğlu meminta kesabaran."],
    "ru": ["Эмре Йылдырым забил дважды, а Керем Чакыр добавил третий мяч, и команда выиграла 3:1.",
           "Йылдырым сказал, что тренер Серкан Актюркоглу просил терпения."],
    "hi": ["एम्रे यिल्दिरिम ने दो गोल किए और केरेम चाकिर ने तीसरा गोल जोड़ा, टीम 3-1 से जीती।",
           "यिल्दिरिम ने कहा कि कोच सेरकान अक्तुर्कोग्लू ने धैर्य रखने को कहा था।"],
    "ar": ["سجل إمره يلدريم هدفين وأضاف كرم تشاكر الهدف الثالث وفاز الفريق 3-1.",
           "وقال يلدريم إن المدرب سركان أكتوركوغلو طلب الصبر."],
}


def test_the_dotless_i_after_y_in_cyrillic_is_the_turkish_vowel():
    for turkish, russian in [("Yıldırım", "Йылдырым"), ("Yılmaz", "Йылмаз"), ("Yıldız", "Йылдыз"),
                             ("Çakır", "Чакыр")]:
        assert word_skeleton(turkish) == word_skeleton(russian), (turkish, russian)


def test_turkish_names_in_six_languages_are_one_person_each_and_no_row():
    persons, flags = run(ARTICLE)
    assert [(f.lang, f.found) for f in flags if f.kind.startswith("name_") and f.severity in ("high", "medium")] == []
    by_name = {p.canonical: {m.lang for m in p.mentions} for p in persons}
    assert by_name["Emre Yıldırım"] >= set(ARTICLE) - {"en"}
