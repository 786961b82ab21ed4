"""m, n and l are written with their own letters in every script a translator writes: one changed
for another (Gimeno written गिनेनो, Химело, خينينو) is another name, not a transliteration. And a
transliteration near only one of the other two (Hindi गैलोवे, Galloway, near the Russian Галлахер,
whose х may be an h) is judged by every version.

A port story written for these tests; the names are invented.
"""
from __future__ import annotations

import pytest

from pipeline.names.find import find_persons

STORY = {
    "en": ["Tomás Gimeno, the port director, said the new terminal would open in May. \"The port has waited two decades for this,\" said the analyst Owen Gallagher.",
           "Elena Morales, who runs the shipping line, welcomed the plan. Gimeno said work starts next week."],
    "tr": ["Liman müdürü Tomás Gimeno, yeni terminalin mayısta açılacağını söyledi. Analist Owen Gallagher, \"Liman bunu yirmi yıldır bekliyordu\" dedi.",
           "Denizcilik şirketini yöneten Elena Morales planı memnuniyetle karşıladı. Gimeno, çalışmaların gelecek hafta başlayacağını söyledi."],
    "ms": ["Pengarah pelabuhan Tomás Gimeno berkata terminal baharu akan dibuka pada Mei. \"Pelabuhan ini telah menunggu dua dekad untuk ini,\" kata penganalisis Owen Gallagher.",
           "Elena Morales, yang mengendalikan syarikat perkapalan itu, mengalu-alukan rancangan tersebut. Gimeno berkata kerja bermula minggu depan."],
    "hi": ["बंदरगाह के निदेशक तोमास गिमेनो ने कहा कि नया टर्मिनल मई में खुलेगा। विश्लेषक ओवेन गैलाघर ने कहा, \"बंदरगाह दो दशकों से इसका इंतज़ार कर रहा था।\"",
           "शिपिंग लाइन चलाने वाली एलेना मोरालेस ने योजना का स्वागत किया। गिमेनो ने कहा कि काम अगले सप्ताह शुरू होगा।"],
    "ar": ["وقال مدير الميناء توماس خيمينو إن المحطة الجديدة ستفتح في مايو. وقال المحلل أوين غالاغر: \"انتظر الميناء هذا عقدين\".",
           "ورحبت إيلينا موراليس، التي تدير شركة الشحن، بالخطة. وقال خيمينو إن العمل سيبدأ الأسبوع المقبل."],
    "ru": ["Директор порта Томас Химено сообщил, что новый терминал откроется в мае. «Порт ждал этого два десятилетия», — сказал аналитик Оуэн Галлахер.",
           "Елена Моралес, которая руководит судоходной компанией, приветствовала план. Химено сообщил, что работы начнутся на следующей неделе."],
}


def name_rows(version, identity, texts):
    versions = [version(lang, paragraphs) for lang, paragraphs in texts.items()]
    _, flags = find_persons(versions, identity(versions))
    return [(f.lang, f.line, f.found) for f in flags if f.severity in ("high", "medium")]


def with_slip(lang: str, paragraph: int, right: str, wrong: str) -> dict[str, list[str]]:
    texts = {code: list(paragraphs) for code, paragraphs in STORY.items()}
    assert right in texts[lang][paragraph]
    texts[lang][paragraph] = texts[lang][paragraph].replace(right, wrong, 1)
    return texts


def test_the_faithful_story_has_no_name_row(version, identity):
    assert name_rows(version, identity, STORY) == []


@pytest.mark.parametrize("lang, paragraph, right, wrong", [
    ("hi", 0, "तोमास गिमेनो", "तोमास गिनेनो"),     # m -> n
    ("ar", 0, "توماس خيمينو", "توماس خينينو"),      # m -> n
    ("ru", 0, "Томас Химено", "Томас Химело"),      # n -> l
    ("hi", 1, "एलेना मोरालेस", "एलेना मोरानेस"),    # l -> n
    ("ar", 1, "إيلينا موراليس", "إيلينا مورانيس"),   # l -> n
    ("hi", 0, "ओवेन गैलाघर", "ओवेन गैलोवे"),         # Galloway: near the Russian Галлахер alone
])
def test_a_nasal_or_liquid_changed_in_a_full_name_is_another_name(version, identity, lang, paragraph, right, wrong):
    rows = name_rows(version, identity, with_slip(lang, paragraph, right, wrong))
    assert (lang, 2 * paragraph + 1, wrong) in rows, rows
