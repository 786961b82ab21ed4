"""One-word follow-ups: a surname two people of one family share, Russian case forms settled by
the other versions (pipeline.names.partial.family_owner, pipeline.names.nominative), and an Arabic
common noun with the article that sounds like the person's name. Sentences
of my own; the names are invented or common."""
from __future__ import annotations

from pipeline.names.find import find_persons
from pipeline.names.registry import Registry

from .conftest import identity_alignment, make_version


def run(texts: dict[str, list[str]]):
    versions = [make_version(lang, paras) for lang, paras in texts.items()]
    return find_persons(versions, identity_alignment(versions), Registry())


def spellings(persons, lang):
    return {p.canonical: sorted({(m.line, m.mention.base) for m in p.mentions if m.lang == lang}) for p in persons}


FAMILY = {
    "en": ["The investor Grant Whitfield bought the club on Monday.", "Whitfield said he would build a stadium.",
           "His wife, Megan Whitfield, said they would move to Leeds.", "Whitfield will meet the fans in May."],
    "tr": ["Yatırımcı Grant Whitfield kulübü pazartesi günü satın aldı.", "Whitfield bir stadyum yapacağını söyledi.",
           "Eşi Megan Whitfield, Leeds'e taşınacaklarını söyledi.", "Whitfield mayısta taraftarlarla görüşecek."],
    "ms": ["Pelabur Grant Whitfield membeli kelab itu pada hari Isnin.", "Whitfield berkata dia akan membina stadium.",
           "Isterinya, Megan Whitfield, berkata mereka akan berpindah ke Leeds.",
           "Whitfield akan bertemu peminat pada bulan Mei."],
    "ru": ["Инвестор Грант Уитфилд купил клуб в понедельник.", "Уитфилд сказал, что построит стадион.",
           "Его жена Меган Уитфилд сказала, что они переедут в Лидс.", "В мае Уитфилд встретится с болельщиками."],
    "hi": ["निवेशक ग्रांट व्हिटफ़ील्ड ने सोमवार को क्लब ख़रीदा।", "व्हिटफ़ील्ड ने कहा कि वे एक स्टेडियम बनाएंगे।",
           "उनकी पत्नी मेगन व्हिटफ़ील्ड ने कहा कि वे लीड्स चले जाएंगे।", "व्हिटफ़ील्ड मई में प्रशंसकों से मिलेंगे।"],
    "ar": ["اشترى المستثمر غرانت ويتفيلد النادي يوم الاثنين.", "وقال ويتفيلد إنه سيبني ملعبا.",
           "وقالت زوجته ميغان ويتفيلد إنهما سينتقلان إلى ليدز.", "وسيلتقي ويتفيلد المشجعين في مايو."],
}


def test_a_surname_of_a_family_alone_is_the_person_the_article_introduced_first():
    persons, _ = run(FAMILY)
    for lang in FAMILY:
        grant = spellings(persons, lang)["Grant Whitfield"]
        assert [line for line, _ in grant] == [1, 3, 7], (lang, grant)


def test_a_surname_of_a_family_after_the_other_member_in_the_same_paragraph_is_that_member():
    texts = {lang: paras[:3] for lang, paras in FAMILY.items()}
    texts["en"] = [*texts["en"][:2], "His wife, Megan Whitfield, said Whitfield had always loved football."]
    texts["tr"] = [*texts["tr"][:2], "Eşi Megan Whitfield, Whitfield'ın futbolu hep sevdiğini söyledi."]
    persons, _ = run({k: texts[k] for k in ("en", "tr", "ru")})
    for lang in ("en", "tr"):
        megan = spellings(persons, lang)["Megan Whitfield"]
        assert len(megan) == 2 and all(line == 5 for line, _ in megan), (lang, megan)


# ---------------------------------------------------------------- Russian case forms

def test_a_masculine_genitive_in_ina_or_ova_is_read_as_the_surname_the_others_write():
    persons, flags = run({
        "en": ["The agent Pavel Sorokin negotiated the deal.", "According to Sorokin, talks took a year.",
               "The director Alexei Morozov said demand had doubled.", "Kommersant quoted Morozov."],
        "tr": ["Anlaşmayı menajer Pavel Sorokin yürüttü.", "Sorokin'e göre görüşmeler bir yıl sürdü.",
               "Direktör Aleksey Morozov talebin iki katına çıktığını söyledi.", "Kommersant, Morozov'un sözlerini aktardı."],
        "ru": ["Сделку подготовил агент Павел Сорокин.", "По словам Сорокина, переговоры шли год.",
               "Директор Алексей Морозов сказал, что спрос вырос вдвое.", "Слова Морозова приводит «Коммерсантъ»."],
        "hi": ["यह सौदा एजेंट पावेल सोरोकिन ने करवाया।", "सोरोकिन के अनुसार बातचीत एक साल चली।",
               "निदेशक अलेक्सेई मोरोज़ोव ने कहा कि मांग दोगुनी हो गई है।", "कोमर्सांत ने मोरोज़ोव के हवाले से लिखा।"],
    })
    ru = spellings(persons, "ru")
    assert ru["Pavel Sorokin"] == [(1, "Павел Сорокин"), (3, "Сорокин")]
    assert ru["Alexei Morozov"] == [(5, "Алексей Морозов"), (7, "Морозов")]
    assert not [f for f in flags if f.lang == "ru"]


def test_an_indeclinable_foreign_name_keeps_its_final_vowel_and_a_declined_one_gets_its_own():
    persons, _ = run({
        "en": ["The club wants to sign Ronaldo Vieira and Theresa Kipruto.", "Vieira met Kipruto on Monday."],
        "tr": ["Kulüp Ronaldo Vieira ve Theresa Kipruto ile anlaşmak istiyor.", "Vieira pazartesi günü Kipruto ile görüştü."],
        "ru": ["Клуб хочет подписать Роналду Виейру и Терезу Кипруто.", "Виейра встретился с Кипруто в понедельник."],
        "ar": ["يريد النادي التعاقد مع رونالدو فييرا وتيريزا كيبروتو.", "والتقى فييرا بكيبروتو يوم الاثنين."],
    })
    ru = spellings(persons, "ru")
    assert ru["Ronaldo Vieira"] == [(1, "Роналду Виейра"), (3, "Виейра")]
    assert ru["Theresa Kipruto"] == [(1, "Тереза Кипруто"), (3, "Кипруто")]


def test_a_russian_version_alone_keeps_the_reading_of_its_own_words():
    persons, _ = run({
        "ru": ["Министр Ольга Сорокина выступила в Думе.", "Сорокина сказала, что закон примут."],
        "hi": ["मंत्री ओल्गा सोरोकिना ने ड्यूमा में भाषण दिया।", "सोरोकिना ने कहा कि क़ानून पारित होगा।"],
    })
    assert spellings(persons, "ru")["Olga Sorokina"] == [(1, "Ольга Сорокина"), (3, "Сорокина")]


FIRM = {
    "en": ["Datuk Hafiz Ismail, 58, leads the Malaysian firm.",
           "Ismail said the total cost of the programme had risen to 14.5 billion rupees, the channel reported."],
    "tr": ["Datuk Hafiz Ismail (58) Malezya şirketini yönetiyor.",
           "Ismail, programın toplam maliyetinin 14,5 milyar rupiye yükseldiğini söyledi, kanal bildirdi."],
    "ms": ["Datuk Hafiz Ismail, 58, mengetuai firma Malaysia itu.",
           "Ismail berkata kos keseluruhan program itu meningkat kepada 14.5 bilion rupee, lapor saluran itu."],
    "hi": ["58 वर्षीय दातुक हाफ़िज़ इस्माइल मलेशियाई फ़र्म के प्रमुख हैं।",
           "इस्माइल ने कहा कि कार्यक्रम की कुल लागत बढ़कर 14.5 अरब रुपये हो गई है, चैनल ने बताया।"],
    "ru": ["Датук Хафиз Исмаил, 58 лет, возглавляет малайзийскую фирму.",
           "Исмаил сообщил, что общая стоимость программы выросла до 14,5 млрд рупий, сообщил канал."],
    "ar": ["ويرأس داتوك حافظ إسماعيل (58 عاما) الشركة الماليزية.",
           "وقال إسماعيل إن التكلفة الإجمالية للبرنامج ارتفعت إلى 14.5 مليار روبية، بحسب القناة."],
}


def test_a_common_noun_with_the_article_is_not_read_as_the_name_it_sounds_like():
    # الإجمالية "the total" sounds like Ismail (j and s are near across scripts); القناة is "the channel"
    persons, _ = run(FIRM)
    assert spellings(persons, "ar") == {"Hafiz Ismail": [(1, "حافظ إسماعيل"), (3, "إسماعيل")]}


def test_an_arab_surname_with_the_article_still_links_where_the_version_spells_it_so():
    texts = {lang: [paras[0].replace("Ismail", "Al-Mansouri"), paras[1].replace("Ismail", "Al-Mansouri")]
             for lang, paras in FIRM.items() if lang in ("en", "tr", "ms")}
    texts["ar"] = ["ويرأس داتوك حافظ المنصوري (58 عاما) الشركة الماليزية.",
                   "وقال المنصوري إن التكلفة الإجمالية للبرنامج ارتفعت إلى 14.5 مليار روبية."]
    texts["ru"] = ["Датук Хафиз аль-Мансури, 58 лет, возглавляет малайзийскую фирму.",
                   "Аль-Мансури сообщил, что общая стоимость программы выросла до 14,5 млрд рупий."]
    persons, _ = run(texts)
    assert spellings(persons, "ar") == {"Hafiz Al-Mansouri": [(1, "حافظ المنصوري"), (3, "المنصوري")]}


# (Latin name, Russian phrase with it in a case form, its nominative), one per class of ending
DECLINED = [
    ("Alexei Navalny", "адвокат Алексея Навального", "Алексей Навальный"),      # -ея; hard -ого: -ый
    ("Andrei Gorky", "пьеса Андрея Горького", "Андрей Горький"),                 # -ого after к: -ий
    ("Sergei Lavrov", "заявление Сергея Лаврова", "Сергей Лавров"),              # -ей beside -ов
    ("Yuri Gagarin", "полет Юрия Гагарина", "Юрий Гагарин"),                     # -ия: -ий, no Юриь
    ("Maria Zakharova", "слова Марии Захаровой", "Мария Захарова"),              # -ии: -ия, no Мариа
    ("Dmitry Medvedev", "по словам Дмитрия Медведева", "Дмитрий Медведев"),
    ("Igor Shuvalov", "письмо Игоря Шувалова", "Игорь Шувалов"),                 # -я: -ь
    ("Nikita Mazepin", "болид Никиты Мазепина", "Никита Мазепин"),               # -ы: -а
    ("Vladimir Putin", "встреча с Владимиром Путиным", "Владимир Путин"),        # instrumental
    ("Donald Trump", "указ Дональда Трампа", "Дональд Трамп"),
    ("Jeremy Corbyn", "сторонники Джереми Корбина", "Джереми Корбин"),           # -ина: masculine
    ("Sergei Shoigu", "приказ Сергея Шойгу", "Сергей Шойгу"),                    # indeclinable
    ("Cristiano Ronaldo", "гол Криштиану Роналду", "Криштиану Роналду"),
    ("Anna Netrebko", "концерт Анны Нетребко", "Анна Нетребко"),
    ("Mian Mansha", "встреча с Мианом Маншей", "Миан Манша"),                  # -ей after ш: -а (о written е)
    ("Roman Abramovich", "интервью с Романом Абрамовичем", "Роман Абрамович"),  # -ем after ч
]


def test_russian_case_forms_of_every_class_are_read_as_their_nominatives():
    texts = {"en": [], "tr": [], "ms": [], "ru": []}
    for latin, phrase, _ in DECLINED:
        texts["en"].append(f"Reporters wrote about {latin} on Monday.")
        texts["tr"].append(f"Gazeteciler pazartesi günü {latin} hakkında yazdı.")
        texts["ms"].append(f"Wartawan menulis tentang {latin} pada hari Isnin.")
        texts["ru"].append(f"В понедельник журналисты написали: {phrase}.")
    persons, _ = run(texts)
    read = {m.line: m.mention.base for p in persons for m in p.mentions if m.lang == "ru"}
    assert [read.get(2 * k + 1) for k in range(len(DECLINED))] == [nominative for _, _, nominative in DECLINED]


# a Korean surname that is also a Russian particle (ли, "whether"): an enclitic never opens a
# sentence, so "Ли" there is the name; "Но" (but) opens sentences and stays a word
MINISTERS = {
    "en": ["Trade Minister Lee Min-seo met the chief executive Park Ji-hoon in Seoul.",
           "Lee said the loans were approved. Park, who played basketball, joked about the pitch."],
    "tr": ["Ticaret Bakanı Lee Min-seo, Seul'de CEO Park Ji-hoon ile görüştü.",
           "Lee kredilerin onaylandığını söyledi. Basketbol oynamış olan Park, saha hakkında şaka yaptı."],
    "ms": ["Menteri Perdagangan Lee Min-seo bertemu ketua pegawai eksekutif Park Ji-hoon di Seoul.",
           "Lee berkata pinjaman itu telah diluluskan. Park, yang pernah bermain bola keranjang, berseloroh tentang padang."],
    "ru": ["Министр торговли Ли Мин Со встретилась в Сеуле с генеральным директором Пак Чжи Хуном.",
           "Ли сказала, что кредиты одобрены. Но Пак, игравший в баскетбол, пошутил насчёт поля."],
}


def test_a_sentence_opened_by_a_name_that_is_also_an_enclitic_particle_is_the_name():
    persons, flags = run(MINISTERS)
    assert spellings(persons, "ru")["Lee Min-seo"] == [(1, "Ли Мин Со"), (3, "Ли")]
    assert [f for f in flags if f.severity in ("high", "medium")] == []


def test_that_name_opening_the_sentence_where_the_others_name_another_person_is_a_swap():
    texts = {k: list(v) for k, v in MINISTERS.items()}
    texts["ru"][1] = "Ли сказала, что кредиты одобрены. Ли, игравший в баскетбол, пошутил насчёт поля."
    _, flags = run(texts)
    assert [(f.lang, f.line, f.found, f.severity) for f in flags if f.severity in ("high", "medium")] == [
        ("ru", 3, "Ли", "high")]
