"""Every garbled person: a mention at the aligned place of a person the others name
(pipeline.names.aligned). One faithful article of my own in six languages, then one slip planted
in one version per test; the names are invented."""
from __future__ import annotations

from pipeline.names.find import find_persons
from pipeline.names.registry import Registry

from .conftest import identity_alignment, make_version

ARTICLE = {
    "en": ["The chief executive Martin Hollis met the minister Dana Kessler on Monday.",
           "Hollis said the plant would open in March.",
           "Kessler told reporters that the deal was fair.",
           "The analyst Ruth Blake said prices would fall."],
    "tr": ["CEO Martin Hollis pazartesi günü bakan Dana Kessler ile görüştü.",
           "Hollis, fabrikanın mart ayında açılacağını söyledi.",
           "Kessler gazetecilere anlaşmanın adil olduğunu söyledi.",
           "Analist Ruth Blake fiyatların düşeceğini söyledi."],
    "ms": ["Ketua pegawai eksekutif Martin Hollis bertemu menteri Dana Kessler pada hari Isnin.",
           "Hollis berkata kilang itu akan dibuka pada bulan Mac.",
           "Kessler memberitahu pemberita bahawa perjanjian itu adil.",
           "Penganalisis Ruth Blake berkata harga akan turun."],
    "ru": ["Генеральный директор Мартин Холлис в понедельник встретился с министром Даной Кесслер.",
           "Холлис сказал, что завод откроется в марте.",
           "Кесслер сказала журналистам, что сделка справедлива.",
           "Аналитик Рут Блейк сказала, что цены упадут."],
    "hi": ["मुख्य कार्यकारी मार्टिन हॉलिस ने सोमवार को मंत्री डाना केसलर से मुलाक़ात की।",
           "हॉलिस ने कहा कि संयंत्र मार्च में खुलेगा।",
           "केसलर ने पत्रकारों को बताया कि सौदा उचित है।",
           "विश्लेषक रूथ ब्लेक ने कहा कि क़ीमतें गिरेंगी।"],
    "ar": ["التقى الرئيس التنفيذي مارتن هوليس الوزيرة دانا كيسلر يوم الاثنين.",
           "وقال هوليس إن المصنع سيفتتح في مارس.",
           "وقالت كيسلر للصحفيين إن الصفقة عادلة.",
           "وقالت المحللة روث بليك إن الأسعار ستنخفض."],
}


def run(texts):
    versions = [make_version(lang, paras) for lang, paras in texts.items()]
    return find_persons(versions, identity_alignment(versions), Registry())


def planted(lang: str, line: int, before: str, after: str) -> dict:
    texts = {k: list(v) for k, v in ARTICLE.items()}
    assert texts[lang][line].count(before) == 1
    texts[lang][line] = texts[lang][line].replace(before, after)
    return texts


def rows(flags, severities=("high", "medium")):
    return [(f.lang, f.line, f.found) for f in flags if f.kind.startswith("name_") and f.severity in severities]


def test_the_faithful_article_has_no_name_row():
    persons, flags = run(ARTICLE)
    assert rows(flags) == []
    assert {p.canonical for p in persons} == {"Martin Hollis", "Dana Kessler", "Ruth Blake"}


def test_a_follow_up_surname_garbled_into_another_name_is_flagged_in_every_script():
    cases = [("hi", 1, "हॉलिस ने कहा", "हॉकिंस ने कहा", "हॉकिंस"),   # Hawkins for Hollis
             ("ar", 2, "وقالت كيسلر", "وقالت كيلر", "كيلر"),         # Keller for Kessler
             ("ru", 2, "Кесслер сказала", "Кеслинг сказала", "Кеслинг"),
             ("tr", 1, "Hollis, fabrikanın", "Hollins, fabrikanın", "Hollins")]
    for lang, line, before, after, found in cases:
        _, flags = run(planted(lang, line, before, after))
        assert (lang, 2 * line + 1, found) in rows(flags), (lang, rows(flags))


def test_a_given_name_without_its_surname_is_flagged_and_with_another_surname_too():
    _, flags = run(planted("ms", 3, "Ruth Blake", "Ruth"))
    assert ("ms", 7, "Ruth") in rows(flags)
    _, flags = run(planted("hi", 3, "रूथ ब्लेक", "रूथ ब्राउन"))
    assert ("hi", 7, "रूथ ब्राउन") in rows(flags)


def test_a_given_name_without_its_surname_where_the_surname_follows_later_is_flagged_without_capitals():
    # the paragraph names the person again by the surname, so the person is there already: the
    # lone given name at a name's place is still the full name with its surname left out
    # (Arabic عمر is also "age": a word never read alone as a name)
    _, flags = run(dam_with("hi", "इंजीनियर उमर हद्दाद ने", "इंजीनियर उमर ने"))
    assert [(f.lang, f.found, f.kind, f.severity) for f in flags] == [("hi", "उमर", "name_mismatch", "medium")]
    assert "surname is missing" in flags[0].message


def test_a_word_that_sounds_like_the_given_name_at_a_names_place_is_no_mention():
    texts = dam_with("hi", "बांध का निरीक्षण", "उमरा का निरीक्षण")  # a word one vowel from Omar, before का
    assert rows(run(texts)[1]) == []


def test_a_surname_without_its_given_name_at_the_first_mention_is_a_low_row():
    _, flags = run(planted("ar", 3, "روث بليك", "بليك"))
    assert rows(flags) == [] and ("ar", 7, "بليك") in rows(flags, ("low",))


def test_a_missing_space_is_the_name_and_gives_no_row():
    persons, flags = run(planted("ar", 1, "وقال هوليس إن", "وقال هوليسإن"))
    assert rows(flags) == []
    assert any(m.lang == "ar" and m.line == 3 for p in persons if p.canonical == "Martin Hollis" for m in p.mentions)


def test_a_pronoun_for_the_name_gives_no_row():
    texts = planted("hi", 1, "हॉलिस ने कहा", "उन्होंने कहा")
    texts = {**texts, "ar": [*ARTICLE["ar"][:1], "وقال إن المصنع سيفتتح في مارس.", *ARTICLE["ar"][2:]]}
    _, flags = run(texts)
    assert rows(flags) == []


def test_a_quoted_club_where_the_others_name_a_person_is_not_read_as_the_person():
    texts = planted("ru", 1, "Холлис сказал", "«Хольстен» сказал")
    _, flags = run(texts)
    assert not [r for r in rows(flags) if r[0] == "ru"]


PRONOUNS = {
    "en": ["The minister Anna Lind met the banker Tom Reyes on Monday.", "She told Reyes that the plan was ready."],
    "tr": ["Bakan Anna Lind pazartesi günü bankacı Tom Reyes ile görüştü.", "Reyes'e planın hazır olduğunu söyledi."],
    "ms": ["Menteri Anna Lind bertemu jurubank Tom Reyes pada hari Isnin.",
           "Dia memberitahu Reyes bahawa rancangan itu sudah siap."],
    "hi": ["मंत्री अन्ना लिंड ने सोमवार को बैंकर टॉम रेयेस से मुलाक़ात की।", "उन्होंने रेयेस को बताया कि योजना तैयार है।"],
    "ar": ["التقت الوزيرة آنا ليند المصرفي توم رييس يوم الاثنين.", "وأبلغت رييس بأن الخطة جاهزة."],
}


def test_a_pronoun_made_explicit_with_the_right_person_is_no_swap():
    # the Russian translator names Lind where the others write "she", and writes "him" for Reyes
    texts = {**PRONOUNS, "ru": ["Министр Анна Линд в понедельник встретилась с банкиром Томом Рейесом.",
                                "Линд сказала ему, что план готов."]}
    _, flags = run(texts)
    assert rows(flags) == []


def test_a_quote_credited_to_the_other_person_is_still_a_swap():
    texts = {**PRONOUNS, "ru": ["Министр Анна Линд в понедельник встретилась с банкиром Томом Рейесом.",
                                "Рейес сказал Линд, что план готов."]}
    texts["en"] = [PRONOUNS["en"][0], "Lind told Reyes that the plan was ready."]
    texts["tr"] = [PRONOUNS["tr"][0], "Lind, Reyes'e planın hazır olduğunu söyledi."]
    texts["ms"] = [PRONOUNS["ms"][0], "Lind memberitahu Reyes bahawa rancangan itu sudah siap."]
    texts["hi"] = [PRONOUNS["hi"][0], "लिंड ने रेयेस को बताया कि योजना तैयार है।"]
    texts["ar"] = [PRONOUNS["ar"][0], "وأبلغت ليند رييس بأن الخطة جاهزة."]
    _, flags = run(texts)
    assert rows(flags) == []  # both named in every version: the order is the translator's


# ---- another name at a speaker's place, in a script without capitals (Hindi, Arabic)

def test_another_name_written_where_the_speaker_stands_is_a_substituted_name():
    cases = [("hi", 1, "हॉलिस ने कहा", "वालवेर्दे ने कहा", "वालवेर्दे"),       # before the agent's ने
             ("hi", 2, "केसलर ने पत्रकारों", "मोरालेस ने पत्रकारों", "मोरालेस"),
             ("ar", 1, "وقال هوليس", "وقال فالفيردي", "فالفيردي"),          # read whole: no ف + الفيردي
             ("ar", 2, "وقالت كيسلر", "وقالت مورالس", "مورالس"),
             ("ar", 3, "المحللة روث بليك", "المحللة ماكدوغال", "ماكدوغال")]  # after a title
    for lang, line, before, after, found in cases:
        _, flags = run(planted(lang, line, before, after))
        assert rows(flags) == [(lang, 2 * line + 1, found)], (lang, after, rows(flags))
        assert [f.severity for f in flags if f.found == found] == ["high"]


def test_a_word_of_the_language_where_the_speaker_stands_is_no_name():
    # a pronoun, a title, an organisation, a group of people: the translator's own wording
    cases = [("hi", 1, "हॉलिस ने कहा", words) for words in
             ["उन्होंने कहा", "कंपनी ने कहा", "सरकार ने कहा", "प्रवक्ता ने कहा", "अधिकारियों ने कहा",
              "मंत्रालय ने कहा", "विशेषज्ञों ने कहा", "बयान में कहा"]] + \
            [("hi", 2, "केसलर ने पत्रकारों", "मंत्री ने पत्रकारों")] + \
            [("ar", 1, "وقال هوليس", words) for words in
             ["وقالت الشركة", "وقال المتحدث", "وقال مسؤول", "وقال مسؤولون", "وقال إنه", "وقال بيان",
              "وقال خبراء", "وقال مصدر", "وقال شهود", "وقال محللون"]] + \
            [("ar", 2, "وقالت كيسلر", words) for words in ["وقالت الوزيرة", "وقالت وزيرة"]] + \
            [("hi", 1, "हॉलिस ने कहा", "उनकी टीम ने कहा"),
             ("ar", 1, "وقال هوليس", "وقال فريقه"),       # a noun with its owner: "his team"
             ("ar", 1, "وقال هوليس", "وقال زملاؤه"),
             # a paper's name before a comma and the verb: no speaker's place
             ("ar", 1, "وقال هوليس إن", "وبحسب صحيفة كلاريون ليدجر، قال إن")]
    for lang, line, before, after in cases:
        _, flags = run(planted(lang, line, before, after))
        assert rows(flags) == [], (lang, after, rows(flags))


def test_a_cased_script_leaves_a_substitution_to_its_capitals():
    # Latin and Cyrillic show a name by its capital: one not read as the person is someone else's
    _, flags = run(planted("ms", 1, "Hollis berkata", "Valverde berkata"))
    assert not [r for r in rows(flags) if r[0] == "ms" and r[2] != "Valverde"]


# ---- a further mention in a paragraph that names the person already: one letter changed

DAM = {
    "en": ['Engineer Omar Haddad inspected the dam on Monday. "The wall is safe," Haddad said.'],
    "tr": ['Mühendis Omar Haddad pazartesi günü barajı inceledi. "Duvar güvenli" dedi Haddad.'],
    "ms": ['Jurutera Omar Haddad memeriksa empangan itu pada hari Isnin. "Dinding itu selamat," kata Haddad.'],
    "hi": ['इंजीनियर उमर हद्दाद ने सोमवार को बांध का निरीक्षण किया। हद्दाद ने कहा, "दीवार सुरक्षित है।"'],
    "ar": ['وتفقد المهندس عمر حداد السد يوم الاثنين. وقال حداد: "الجدار آمن".'],
    "ru": ["Инженер Омар Хаддад осмотрел плотину в понедельник. «Стена в безопасности», — сказал Хаддад."],
}


def dam_with(lang: str, before: str, after: str) -> dict:
    texts = {k: list(v) for k, v in DAM.items()}
    assert texts[lang][0].count(before) == 1
    texts[lang][0] = texts[lang][0].replace(before, after)
    return texts


def test_the_faithful_dam_story_has_no_name_row():
    _, flags = run(DAM)
    assert rows(flags) == []


def test_a_further_mention_with_a_consonant_changed_is_garbled_in_every_script():
    cases = [("ar", "وقال حداد:", "وقال حداب:", "حداب"),
             ("hi", "हद्दाद ने कहा", "हद्दाम ने कहा", "हद्दाम"),
             ("tr", "dedi Haddad.", "dedi Haddam.", "Haddam"),
             ("ms", "kata Haddad.", "kata Hadrad.", "Hadrad"),
             ("ru", "сказал Хаддад.", "сказал Хаддан.", "Хаддан")]
    for lang, before, after, found in cases:
        _, flags = run(dam_with(lang, before, after))
        assert [(f.lang, f.found, f.kind, f.severity) for f in flags] == [(lang, found, "name_mismatch", "high")], lang


def test_a_vowel_changed_in_a_latin_spelling_is_a_misspelt_variant():
    for lang, before, after, found in [("ms", "kata Haddad.", "kata Haddid.", "Haddid"),
                                       ("tr", "dedi Haddad.", "dedi Hoddad.", "Hoddad")]:
        _, flags = run(dam_with(lang, before, after))
        [flag] = flags
        assert (flag.lang, flag.found, flag.kind, flag.severity) == (lang, found, "name_variant", "medium")
        assert "Haddad" in flag.message and "spelling" in flag.message


def test_a_further_mention_that_scripts_write_loosely_or_declined_gives_no_row():
    cases = [("hi", "हद्दाद ने कहा", "हद्दद ने कहा"),            # a matra dropped: Hindi writes vowels loosely
             ("ar", "وقال حداد:", "وقال حدد:"),                # a long vowel dropped
             ("ru", "— сказал Хаддад.", "— заверил, по словам Хаддада."),  # a case form
             ("tr", "dedi Haddad.", "dedi Haddad'ın ekibi.")]   # a suffix after the apostrophe
    for lang, before, after in cases:
        _, flags = run(dam_with(lang, before, after))
        assert rows(flags) == [], (lang, after, rows(flags))


def test_when_the_first_spelling_is_the_slip_the_right_later_one_gives_no_row():
    _, flags = run(dam_with("hi", "उमर हद्दाद ने", "उमर हद्दाम ने"))
    assert rows(flags) == [("hi", 1, "उमर हद्दाम")]


# ---- the surname dropped where the paragraph names the person again later

MEETING = {
    "en": ["Foreign Minister Rebecca Lawson held a meeting with the mayor. Lawson said the fund would grow."],
    "tr": ["Dışişleri Bakanı Rebecca Lawson belediye başkanıyla bir toplantı yaptı. Lawson fonun büyüyeceğini söyledi."],
    "ms": ["Menteri Luar Rebecca Lawson mengadakan pertemuan dengan datuk bandar. Lawson berkata dana itu akan berkembang."],
    "hi": ["विदेश मंत्री रेबेका लॉसन ने मेयर के साथ बैठक की। लॉसन ने कहा कि कोष बढ़ेगा।"],
    "ar": ["وعقدت وزيرة الخارجية ريبيكا لوسون اجتماعا مع رئيس البلدية. وقالت لوسون إن الصندوق سينمو."],
    "ru": ["Министр иностранных дел Ребекка Лоусон провела встречу с мэром. Лоусон заявила, что фонд вырастет."],
}


def test_the_faithful_meeting_has_no_name_row():
    _, flags = run(MEETING)
    assert rows(flags) == []


def test_a_given_name_alone_before_a_common_word_is_the_name_without_its_surname():
    texts = {k: list(v) for k, v in MEETING.items()}
    texts["ar"][0] = texts["ar"][0].replace("ريبيكا لوسون اجتماعا", "ريبيكا اجتماعا")  # "Rebecca a meeting"
    _, flags = run(texts)
    assert [(f.lang, f.found, f.kind, f.severity) for f in flags] == [("ar", "ريبيكا", "name_mismatch", "medium")]
