"""What a name row shows an editor (issue 22): where two spellings that romanize alike differ, a
reading of an Arabic spelling one can say aloud, an expected spelling without a Turkish case
suffix, and the English source named as such. Sentences of my own; the names are invented."""
from __future__ import annotations

from pipeline.names.find import find_persons
from pipeline.names.registry import Registry
from pipeline.names.romanize import readable

from .conftest import identity_alignment, make_version


def run(texts, source=""):
    versions = [make_version(lang, paras) for lang, paras in texts.items()]
    return find_persons(versions, identity_alignment(versions), Registry(), source=source)


def test_two_spellings_that_romanize_alike_are_told_apart_letter_by_letter():
    texts = {
        "tr": ["Araştırmacı He Weiran konuştu.", "He Weiran sonra yazdı.", "He Weiran bir daha konuştu."],
        "ms": ["Penyelidik He Weiran bercakap.", "He Weiran kemudian menulis.", "He Weiran bercakap lagi."],
        "hi": ["शोधकर्ता हे वेइरान ने बात की।", "हे वेइरान ने बाद में लिखा।", "हे वेईरान ने फिर बात की।"],
    }
    _, flags = run(texts)
    [row] = [f for f in flags if f.kind == "name_variant" and f.lang == "hi"]
    assert "इ (the letter i)" in row.message and "ई (the letter ii)" in row.message


def test_an_arabic_spelling_is_read_in_words_one_can_say_aloud():
    assert readable("تشين وي شين") == "chin wi shin"
    assert readable("كيث جنكينز") == "kith jenkinz"
    assert readable("هه وي ران") == "heh wi ran"
    assert readable("يوان إن مينغ") == "ywan in ming"
    assert readable("ستيفن") == "stifn"  # a cluster a Latin name begins with stays


def test_the_expected_spelling_carries_no_turkish_case_suffix():
    texts = {
        "tr": ["Raporda Du Angang'ın adı ilk sırada.", "Du Angang konuştu."],
        "ms": ["Dalam laporan itu nama Du Angang berada di tempat pertama.", "Du Angang bercakap."],
        "hi": ["रिपोर्ट में डू आंगआंग का नाम सबसे पहले है।", "डू आंगआंग ने बात की।"],
        "ru": ["В докладе имя Дуо Аньана стоит первым.", "Дуо Аньан выступил."],
    }
    _, flags = run(texts)
    rows = [f for f in flags if f.kind == "name_mismatch" and f.lang == "ru"]
    assert rows and [f.expected for f in rows] == ["Du Angang"]


def test_with_a_source_version_a_name_row_says_where_the_english_source_writes_it():
    texts = {
        "en": ["The engineer Orhan Kaplan presented the report.", "Kaplan spoke later."],
        "tr": ["Mühendis Orhan Kaplan raporu sundu.", "Kaplan daha sonra konuştu."],
        "hi": ["इंजीनियर ओरहान कपलान ने रिपोर्ट पेश की।", "कपलान ने बाद में बात की।"],
        "ar": ["قدم المهندس أورهان كابلان التقرير.", "وتحدث كابلان لاحقا."],
        "ru": ["Инженер Орхан Кайман представил доклад.", "Кайман выступил позже."],
    }
    _, flags = run(texts, source="en")
    rows = [f for f in flags if f.kind == "name_mismatch" and f.lang == "ru"]
    assert rows and "where the English source writes Orhan Kaplan" in rows[0].message
    _, plain = run(texts)
    assert all("source writes" not in f.message for f in plain)
