"""A version's own spellings of one person: a word of the full name and the one-word mention a
consonant letter apart is a slip, however near the two sounds are across scripts
(pipeline.names.flags.own_word_flags); a given name with a garbled surname beside it that
detection left out is the full name garbled (pipeline.names.aligned.garbled_surname_after).
The article is test_aligned_mentions' own; the names are invented."""
from __future__ import annotations

from .test_aligned_mentions import planted, rows, run


def name_rows(flags):
    return [(f.lang, f.line, f.kind, f.severity, f.found) for f in flags if f.kind.startswith("name_")]


def test_the_full_name_or_the_one_word_mention_a_letter_off_is_flagged_in_every_script():
    # Hollis written Hollit (t for s: near across scripts, another letter in the version's own)
    cases = [("hi", 0, "मार्टिन हॉलिस", "मार्टिन हॉलित", 1, "मार्टिन हॉलित"),
             ("ar", 0, "مارتن هوليس", "مارتن هوليت", 1, "مارتن هوليت"),
             ("ru", 0, "Мартин Холлис", "Мартин Холлит", 1, "Мартин Холлит"),
             ("hi", 1, "हॉलिस ने", "हॉलित ने", 3, "हॉलित"),          # the one-word mention is the slip
             ("ar", 1, "وقال هوليس", "وقال هوليت", 3, "هوليت"),
             ("hi", 0, "डाना केसलर", "डाना केसनर", 1, "डाना केसनर"),
             ("ar", 0, "دانا كيسلر", "دانا كيسنر", 1, "دانا كيسنر")]
    for lang, line, before, after, row_line, found in cases:
        _, flags = run(planted(lang, line, before, after))
        assert [(r[0], r[1], r[4]) for r in name_rows(flags) if r[3] in ("high", "medium")] == \
            [(lang, row_line, found)], (lang, after, name_rows(flags))


def test_a_spelling_of_the_same_sounds_or_a_case_form_is_no_slip():
    cases = [("ar", 0, "دانا كيسلر", "دانا كيشلر"),      # s and sh: one sound to many translators
             ("hi", 0, "डाना केसलर", "डाना केशलर"),
             ("hi", 0, "मार्टिन हॉलिस", "मार्टिन हॉलीस"),  # a long vowel
             ("hi", 0, "मार्टिन हॉलिस", "मार्टिन होलिस"),
             ("ar", 0, "مارتن هوليس", "مارتن هولس"),       # a vowel letter left out
             ("ru", 0, "Даной Кесслер", "Даной Кеслер"),   # one s of two
             ("ru", 1, "Холлис сказал", "Холлиса сказал")]  # a case ending
    for lang, line, before, after in cases:
        _, flags = run(planted(lang, line, before, after))
        assert rows(flags) == [], (lang, after, rows(flags))


def test_a_word_of_the_language_linked_to_a_name_by_its_sound_is_no_slip():
    # Arabic ورد ("came", "rose") a consonant from فورد: a word, not the version's Ford
    texts = {
        "en": ["The witness Christine Ford testified on Monday.", "Ford said the account was true."],
        "tr": ["Tanık Christine Ford pazartesi günü ifade verdi.", "Ford, anlatımın doğru olduğunu söyledi."],
        "ms": ["Saksi Christine Ford memberi keterangan pada hari Isnin.", "Ford berkata kenyataan itu benar."],
        "hi": ["गवाह क्रिस्टीन फ़ोर्ड ने सोमवार को गवाही दी।", "फ़ोर्ड ने कहा कि बयान सच है।"],
        "ar": ["أدلت الشاهدة كريستين فورد بشهادتها يوم الاثنين.", "وقالت فورد إن ما ورد في روايتها صحيح."],
    }
    _, flags = run(texts)
    assert rows(flags) == []


GULF = {
    "en": ["Turkish Vice President Cevdet Yilmaz met the emir in Doha on Sunday.",
           "Yilmaz said the two countries would expand their trade."],
    "tr": ["Türkiye Cumhurbaşkanı Yardımcısı Cevdet Yılmaz pazar günü Doha'da emirle görüştü.",
           "Yılmaz, iki ülkenin ticaretini genişleteceğini söyledi."],
    "ms": ["Naib Presiden Turki Cevdet Yilmaz bertemu emir di Doha pada hari Ahad.",
           "Yilmaz berkata kedua-dua negara akan meluaskan perdagangan mereka."],
    "ru": ["Вице-президент Турции Джевдет Йылмаз в воскресенье встретился с эмиром в Дохе.",
           "Йылмаз заявил, что две страны расширят торговлю."],
    "hi": ["तुर्की के उपराष्ट्रपति जेवदेत यिलमाज़ ने रविवार को दोहा में अमीर से मुलाक़ात की।",
           "यिलमाज़ ने कहा कि दोनों देश अपना व्यापार बढ़ाएंगे।"],
    "ar": ["التقى نائب الرئيس التركي جودت يلماز الأمير في الدوحة يوم الأحد.",
           "وقال يلماز إن البلدين سيوسعان تجارتهما."],
}


def test_the_full_name_with_its_surname_garbled_beside_the_given_name_is_flagged():
    texts = {k: list(v) for k, v in GULF.items()}
    texts["ar"][0] = texts["ar"][0].replace("جودت يلماز", "جودت يلمان")  # Yilman for Yilmaz
    _, flags = run(texts)
    assert [(f.lang, f.line, f.severity) for f in flags if "يلمان" in f.found] == [("ar", 1, "high")]
    _, flags = run(GULF)
    assert rows(flags) == []
