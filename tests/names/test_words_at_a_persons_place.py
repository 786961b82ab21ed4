"""Words that stand where a person's name stands but name nobody. A quote credited to another person
of the paragraph is found even where a word there sounds like the right person: a word the
language's press writes often (Arabic محللون, "analysts", Hindi विश्लेषकों) is no garbled name,
and a word of a quoted title ("Morning Report", مورنينغ ريبورت) is nobody's name however near it
sounds. A story written for these tests in six languages; the people are invented."""
from __future__ import annotations

import pytest

from pipeline.names.slots import quoted_titles

from .conftest import acted_on_flags, story_with

FORUM = {
    "en": ["Economist Nadia Moran and editor Viktor Lazić spoke at the forum on Friday.",
           'Analysts warned that the talks could last months. "The talks could take ten weeks," Moran told the '
           'radio programme "Morning Report". Lazić disagreed in his column.',
           "Moran's institute will publish its own forecast in June."],
    "tr": ["Ekonomist Nadia Moran ve editör Viktor Lazić cuma günü forumda konuştu.",
           'Analistler görüşmelerin aylarca sürebileceği uyarısında bulundu. Moran, "Morning Report" adlı radyo '
           'programına "Görüşmeler on hafta sürebilir" dedi. Lazić köşesinde buna karşı çıktı.',
           "Moran'ın enstitüsü haziranda kendi tahminini yayımlayacak."],
    "ms": ["Ahli ekonomi Nadia Moran dan editor Viktor Lazić bercakap di forum itu pada hari Jumaat.",
           'Penganalisis memberi amaran bahawa rundingan boleh berlarutan berbulan-bulan. "Rundingan boleh '
           'mengambil masa sepuluh minggu," kata Moran kepada rancangan radio "Morning Report". Lazić tidak '
           'bersetuju dalam ruangannya.',
           "Institut yang diketuai Moran akan menerbitkan ramalannya sendiri pada bulan Jun."],
    "hi": ["अर्थशास्त्री नादिया मोरन और संपादक विक्टर लाज़िच ने शुक्रवार को मंच पर बात की।",
           'विश्लेषकों ने चेतावनी दी कि बातचीत महीनों चल सकती है। मोरन ने रेडियो कार्यक्रम "मॉर्निंग रिपोर्ट" से कहा '
           'कि बातचीत में दस हफ़्ते लग सकते हैं। लाज़िच ने अपने स्तंभ में असहमति जताई।',
           "मोरन का संस्थान जून में अपना पूर्वानुमान प्रकाशित करेगा।"],
    "ar": ["وتحدثت الخبيرة الاقتصادية ناديا موران والمحرر فيكتور لازيتش في المنتدى يوم الجمعة.",
           'وحذر محللون من أن المحادثات قد تستمر أشهرا. وقالت موران لبرنامج "مورنينغ ريبورت" الإذاعي إن '
           'المحادثات قد تستغرق عشرة أسابيع. وخالفها لازيتش في عموده.',
           "وسينشر معهد موران توقعاته الخاصة في يونيو."],
    "ru": ["Экономист Надя Моран и редактор Виктор Лазич выступили на форуме в пятницу.",
           "Аналитики предупредили, что переговоры могут затянуться на месяцы. «Переговоры могут занять десять "
           "недель», — сказала Моран радиопрограмме «Морнинг рипорт». Лазич не согласился с ней в своей колонке.",
           "Институт Моран опубликует собственный прогноз в июне."],
}

# the quote credited to Lazić, who is named in the paragraph's last sentence anyway
CREDITED_TO_LAZIC = {
    "ar": ("وقالت موران لبرنامج", "وقال لازيتش لبرنامج", "لازيتش"),
    "hi": ("मोरन ने रेडियो", "लाज़िच ने रेडियो", "लाज़िच"),
    "tr": ('Moran, "Morning', 'Lazić, "Morning', "Lazić"),
    "ru": ("— сказала Моран", "— сказал Лазич", "Лазич"),
}


# a surname alone after a noun of the paragraph, where no verb of speech or title marks it: a word
# the language's press never writes is read there too
GARBLED_AFTER_A_NOUN = {
    "ar": ("معهد موران", "معهد مولان", "مولان"),
    "hi": ("मोरन का", "मोलन का", "मोलन"),
}


def rows(texts):
    return sorted((f.lang, f.line, f.found) for f in acted_on_flags(texts))


def edited(lang: str, before: str, after: str, paragraph: int = 1) -> dict:
    return story_with(FORUM, lang, paragraph, before, after)


def test_the_faithful_story_has_no_name_row():
    assert rows(FORUM) == []


@pytest.mark.parametrize("lang", sorted(CREDITED_TO_LAZIC))
def test_a_quote_credited_to_the_other_person_is_found_past_analysts_and_a_quoted_title(lang):
    before, after, found = CREDITED_TO_LAZIC[lang]
    assert rows(edited(lang, before, after)) == [(lang, 3, found)]


def test_a_short_quoted_stretch_is_a_title_and_speech_is_not():
    text = 'قال "مورنينغ ريبورت" إن "المحادثات قد تستغرق عشرة أسابيع طويلة جدا".'
    titles = quoted_titles(text)
    assert [text[a + 1:b] for a, b in titles] == ["مورنينغ ريبورت"]


def test_the_swap_row_points_at_the_others_mentions_in_the_aligned_paragraph():
    texts = edited("ar", *CREDITED_TO_LAZIC["ar"][:2])
    [row] = [f for f in acted_on_flags(texts) if f.severity == "high"]
    assert {(p.lang, p.line) for p in row.evidence} == {(lang, 3) for lang in FORUM if lang != "ar"}


@pytest.mark.parametrize("lang", sorted(GARBLED_AFTER_A_NOUN))
def test_a_garbled_surname_the_press_never_writes_is_found_without_a_verb_of_speech(lang):
    before, after, found = GARBLED_AFTER_A_NOUN[lang]
    assert rows(edited(lang, before, after, paragraph=2)) == [(lang, 5, found)]


@pytest.mark.parametrize("before, after", [
    ("معهد موران", "معهد المديرة"),          # "the institute of the director": a word of the language
    ("معهد موران", "المعهد من موارده"),      # "the institute, from its resources": a noun with its owner glued on
])
def test_a_word_of_the_language_at_that_place_is_no_garble(before, after):
    assert rows(edited("ar", before, after, paragraph=2)) == []


@pytest.mark.parametrize("lang, before, after, found", [
    ("ar", "معهد موران", "معهد مونار", "مونار"),          # ر and ن exchanged
    ("ru", "Институт Моран", "Институт Монар", "Монар"),
    ("tr", "Moran'ın", "Monar'ın", "Monar"),
    ("ms", "diketuai Moran", "diketuai Monar", "Monar"),
])
def test_a_surname_alone_with_two_of_the_version_s_letters_exchanged_is_garbled(lang, before, after, found):
    """Where the paragraph names the person only there: its sounds, so reordered, are no longer near
    the others', but its letters are one exchange from the version's own spelling of the person."""
    assert rows(edited(lang, before, after, paragraph=2)) == [(lang, 5, found)]


PHARMACY = {
    "en": ["The pharmacist Samir Haddad replaced the packs of 300 customers. Haddad told a radio programme that "
           "his patients were worried."],
    "tr": ["Eczacı Samir Haddad, 300 müşterinin kutularını değiştirdi. Haddad bir radyo programına hastalarının "
           "endişeli olduğunu söyledi."],
    "ms": ["Ahli farmasi Samir Haddad menggantikan pek 300 pelanggan. Haddad memberitahu sebuah rancangan radio "
           "bahawa pesakitnya bimbang."],
    "hi": ["फ़ार्मासिस्ट समीर हद्दाद ने 300 ग्राहकों के पैक बदल दिए। हद्दाद ने एक रेडियो कार्यक्रम को बताया कि उनके "
           "मरीज़ चिंतित हैं।"],
    "ar": ["واستبدل الصيدلي سمير حداد العبوات لنحو 300 عميل. وقال حداد لبرنامج إذاعي إن مرضاه قلقون."],
    "ru": ["Фармацевт Самир Хаддад заменил упаковки 300 покупателям. Хаддад сказал в радиопрограмме, что его "
           "пациенты обеспокоены."],
}


def test_a_surname_garbled_into_a_common_name_at_a_speaker_s_place_is_found():
    """Arabic حماد (Hammad) is a name the press writes often; one letter from the version's own
    حداد, right after a verb of speech, it is the person's mention garbled."""
    texts = {lang: list(p) for lang, p in PHARMACY.items()}
    assert rows(texts) == []
    texts["ar"][0] = texts["ar"][0].replace("وقال حداد", "وقال حماد")
    assert rows(texts) == [("ar", 1, "حماد")]
