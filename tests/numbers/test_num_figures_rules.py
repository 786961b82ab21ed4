"""Rules found on the figures-* articles, tested on sentences written for these tests: scores,
unit homographs, currency symbols opening a range or a negative, appositive ages, occurrence words,
points of a game against percentage points, ordinals and Roman centuries, decades, two-calendar
months, month abbreviations, proportions of frames that also mean "of", Arabic case and idafa
forms, spans of years, duals of units, tens of thousands, Turkish number words with their endings,
Malay se- as "per", a bare scale before a unit, glued words, bounds, temperature differences."""
import math

import pytest

from numhelpers import absent, check, find
from pipeline.lang import supported
from pipeline.lang.data import read_table
from pipeline.numbers import extract_numbers


def readings(text, lang):
    return [(m.surface, m.value, m.value_max, m.unit) for m in extract_numbers(text, lang)]


# -- scores ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, figures", [
    ("en", "United beat City 3-1 at home.", [3, 1]),
    ("en", "The final ended 0-0 after extra time.", [0, 0]),
    ("tr", "Fenerbahçe deplasmanda 2-1 yendi.", [2, 1]),
    ("ar", "فاز الفريق 4-2 على ضيفه.", [4, 2]),
    ("ru", "«Зенит» победил со счетом 3:0.", [3, 0]),
])
def test_a_score_is_two_figures(lang, text, figures):
    found = extract_numbers(text, lang)
    assert [m.value for m in found] == figures
    assert all(m.kind == "score" and m.unit == "number" for m in found)


@pytest.mark.parametrize("lang, text, surface, low, high", [
    ("en", "Expect 1-2 inches of snow.", "1-2 inches", 1, 2),
    ("ms", "Nisbah 3:1 dan pecahan 1/3 sahaja.", None, None, None),
])
def test_a_rising_pair_stays_a_range_and_a_colon_without_score_words_is_no_score(lang, text, surface, low, high):
    if surface is None:
        assert extract_numbers(text, lang) == []
    else:
        check(text, lang, surface, low, "in", value_max=high)


# -- unit homographs, currency symbols -------------------------------------------------------------

def test_turkish_words_that_look_like_an_inflected_unit_are_not_units():
    assert readings("Şirket 2 yeni model ve 3 katlı bina tanıttı.", "tr") == [
        ("2", 2, None, "number"), ("3", 3, None, "number")]
    check("Bilet 100 Japon yeni.", "tr", "100 Japon yeni", 100, "JPY")


@pytest.mark.parametrize("lang, text, surface, low, high, unit", [
    ("en", "Damage could reach $8 billion to $12 billion.", "$8 billion to $12 billion", 8e9, 12e9, "USD"),
    ("en", "Seats cost between £25 and £40.", "£25 and £40", 25, 40, "GBP"),
    ("ms", "Kerugian mencecah US$8 bilion hingga US$12 bilion.", "US$8 bilion hingga US$12 bilion", 8e9, 12e9, "USD"),
    ("en", "Operating income was -$912 million.", "-$912 million", -912e6, None, "USD"),
    ("ms", "Pendapatan operasi ialah -US$912 juta.", "-US$912 juta", -912e6, None, "USD"),
])
def test_a_currency_symbol_opens_its_mention(lang, text, surface, low, high, unit):
    check(text, lang, surface, low, unit, value_max=high)


@pytest.mark.parametrize("lang, text, surface, unit", [
    ("ar", "ويبلغ سعر الطن 450 دولارا أستراليا.", "450 دولارا أستراليا", "AUD"),
    ("ar", "وتبلغ قيمة التذكرة 40 جنيها إسترلينيا.", "40 جنيها إسترلينيا", "GBP"),
    ("ar", "ودفع 30 دولارا أمريكيا.", "30 دولارا أمريكيا", "USD"),
])
def test_arabic_currency_names_in_the_accusative(lang, text, surface, unit):
    found = find(text, lang, surface)
    assert found.unit == unit


# -- ages, occurrences, points -------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, surface, value", [
    ("en", "Goalkeeper Ana Silva, 31, signed on Monday.", "31", 31),
    ("en", "The mayor, 64, said he would run again.", "64", 64),
    ("ms", "Jurulatih itu, 47, berkata pasukannya bersedia.", "47", 47),
])
def test_a_bare_number_between_commas_after_a_name_is_an_age(lang, text, surface, value):
    check(text, lang, surface, value, "age")


def test_numbers_in_a_list_are_no_ages():
    assert [m.unit for m in extract_numbers("Rooms 12, 14, 16 were closed.", "en")] == ["number"] * 3


@pytest.mark.parametrize("lang, text, surface, unit", [
    ("en", "She scored twice in the second half.", "twice", "count"),
    ("en", "Twice as many people came this year.", "Twice", "times"),
    ("ru", "Нападающий забил дважды.", "дважды", "count"),
])
def test_twice_is_two_occurrences_or_two_fold(lang, text, surface, unit):
    check(text, lang, surface, 2, unit)


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("en", "The club is now five points clear.", "five points", 5, "count"),
    ("en", "Labour won 38 percent, a gain of 4.2 points.", "4.2 points", 4.2, "percent_point"),
    ("tr", "Takım lider ile arasındaki farkı üç puana indirdi.", "üç puana", 3, "count"),
    ("tr", "Parti yüzde 38 aldı ve 4,2 puan kazandı.", "4,2 puan", 4.2, "percent_point"),
    ("ms", "Parti itu meraih 38 peratus, naik 4.2 mata.", "4.2 mata", 4.2, "percent_point"),
    ("ru", "Доля выросла на 2,5 процентного пункта.", "2,5 процентного пункта", 2.5, "percent_point"),
    ("ru", "У команды 40 очков, на 6 пунктов больше, чем год назад, и 12% голосов.", "6 пунктов", 6, "percent_point"),
    ("ar", "وتقدم الفريق بفارق خمس نقاط.", "خمس نقاط", 5, "count"),
])
def test_points_are_percentage_points_only_beside_a_percentage_or_a_rate(lang, text, surface, value, unit):
    check(text, lang, surface, value, unit)


# -- ordinals -------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, surface, value", [
    ("en", "Profits fell in the third quarter.", "third", 3),
    ("en", "It was their fifth straight win.", "fifth", 5),
    ("en", "She finished second place.", "second", 2),
    ("en", "The twenty-first edition opens today.", "twenty-first", 21),
    ("tr", "Kâr üçüncü çeyrekte düştü.", "üçüncü", 3),
    ("tr", "Yirmi birinci yüzyılda yaşıyoruz.", "Yirmi birinci", 21),
    ("ms", "Keuntungan jatuh pada suku ketiga.", "ketiga", 3),
    ("ms", "Ini kemenangan kesebelas mereka.", "kesebelas", 11),
    ("hi", "तीसरी तिमाही में मुनाफ़ा घटा।", "तीसरी", 3),
    ("hi", "यह उनकी ग्यारहवीं जीत थी।", "ग्यारहवीं", 11),
    ("ar", "تراجعت الأرباح في الربع الثالث.", "الثالث", 3),
    ("ar", "وهذا فوزه الخامس والعشرون.", "الخامس والعشرون", 25),
    ("ru", "Прибыль упала в третьем квартале.", "третьем", 3),
    ("ru", "Это их пятая подряд победа.", "пятая", 5),
    ("ru", "Он начался в двадцать первом веке.", "двадцать первом", 21),
    ("ru", "Собор построили в XIX веке.", "XIX", 19),
    ("tr", "Cami XVI. yüzyılda yapıldı.", "XVI", 16),
])
def test_ordinal_words_are_ranks(lang, text, surface, value):
    check(text, lang, surface, value, "rank")


@pytest.mark.parametrize("lang, text", [
    ("en", "Wait a second, please."),
    ("ms", "Kedua negara menandatangani perjanjian."),
    ("hi", "दूसरे देशों ने भी विरोध किया।"),
    ("ar", "وصل الوفد في الساعة الثانية."),
    ("ru", "Людовик XIV правил долго."),
])
def test_ordinals_that_are_other_words_are_not_ranks(lang, text):
    assert [m for m in extract_numbers(text, lang) if m.unit == "rank"] == []


def test_a_collective_is_not_read_as_its_ordinal():
    check("Ketiga-tiga pasukan layak.", "ms", "Ketiga-tiga", 3, "count")


@pytest.mark.parametrize("lang", ["en", "tr", "ru", "hi", "ms"])
def test_listed_ordinals_read_as_their_value(lang):
    table = read_table(f"{lang}/numbers.yml")
    for value, forms in (table.get("ordinals") or {}).items():
        for form in forms:
            if form in (table.get("ambiguous_ordinals") or []) or int(value) < 2:
                continue
            found = extract_numbers(f"{form} x", lang)
            assert found and found[0].value == int(value) and found[0].unit == "rank", (form, found)


def test_russian_ordinal_stems_take_every_ending():
    table = read_table("ru/numbers.yml")
    for value, stems in table["ordinal_stems"].items():
        for stem in stems:
            for ending in table["ordinal_endings"]:
                if int(value) < 2:
                    continue
                found = extract_numbers(f"{stem}{ending} этап", "ru")
                assert found and found[0].value == int(value), (stem + ending, found)


def test_generated_ordinals_agree_with_num2words():
    from num2words import num2words

    for value in (2, 3, 5, 10, 20, 30, 40, 100):
        for lang in ("en", "tr"):
            word = num2words(value, lang=lang, to="ordinal")
            if word in (read_table(f"{lang}/numbers.yml").get("ambiguous_ordinals") or []):
                continue  # "second" is a rank only beside a rank noun
            found = extract_numbers(f"{word} x", lang)
            assert found and found[0].value == value, (lang, word, found)
        word = num2words(value, lang="ru", to="ordinal")
        found = extract_numbers(f"{word} этап", "ru")
        assert found and found[0].value == value, ("ru", word, found)


# -- decades, months ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, surface, start", [
    ("en", "Rents doubled in the 1970s.", "1970s", 1970),
    ("tr", "Kira 1970'lerde iki katına çıktı.", "1970'lerde", 1970),
    ("ms", "Sewa meningkat pada tahun 1970-an.", "1970-an", 1970),
    ("hi", "1970 के दशक में किराया दोगुना हुआ।", "1970 के दशक", 1970),
    ("ru", "В 1970-е годы аренда выросла вдвое.", "1970-е", 1970),
    ("ru", "Это было в 1990-х.", "1990-х", 1990),
    ("ar", "تضاعفت الإيجارات في سبعينيات القرن العشرين.", "سبعينيات القرن العشرين", 1970),
    ("ar", "وفي الثمانينيات من القرن الماضي انتقلوا.", "الثمانينيات من القرن الماضي", 1980),
    ("ar", "وفي ستينيات القرن التاسع عشر شيدت.", "ستينيات القرن التاسع عشر", 1860),
])
def test_a_decade_is_the_range_of_its_years(lang, text, surface, start):
    check(text, lang, surface, start, "year", value_max=start + 9, kind="decade")


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("ar", "وقعت الاتفاقية في 3 أكتوبر/تشرين الأول 1994.", "3 أكتوبر/تشرين الأول 1994", 19941003, "date"),
    ("ar", "وفي مايو/أيار 2018 افتتح الجسر.", "مايو/أيار 2018", 201805, "date"),
    ("en", "The vote is on Feb. 14.", "Feb. 14", 214, "date"),
    ("en", "Talks resume on Sept. 3, 2019.", "Sept. 3, 2019", 20190903, "date"),
])
def test_months_named_twice_and_abbreviated(lang, text, surface, value, unit):
    check(text, lang, surface, value, unit)


def test_a_full_stop_after_a_month_is_no_abbreviation():
    assert [m.unit for m in extract_numbers("It closed in May. 5 more followed.", "en")] == ["number"]


# -- proportions ----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, surface, value", [
    ("ms", "Tiga daripada sepuluh peniaga setuju.", "Tiga daripada sepuluh", 0.3),
    ("ms", "Salah seorang daripada empat pesakit pulih.", "Salah seorang daripada empat", 0.25),
    ("hi", "हर चार में से एक घर खाली है।", "चार में से एक", 0.25),
    ("tr", "Her dört evden biri boş.", "Her dört evden biri", 0.25),
    ("tr", "Dört öğrenciden birinin telefonu yok.", "Dört öğrenciden birinin", 0.25),
    ("ru", "Каждое четвертое здание пустует.", "Каждое четвертое", 0.25),
])
def test_one_of_a_whole_is_a_proportion(lang, text, surface, value):
    check(text, lang, surface, value, "number", kind="ratio")


@pytest.mark.parametrize("lang, text, figures", [
    ("ms", "Parti itu menang 120 daripada 222 kerusi.", [120, 222]),
    ("en", "They won 19 out of 24 games.", [19, 24]),
    ("hi", "उसके 40 स्कूलों में से 31 खुले हैं।", [40, 31]),
])
def test_a_part_of_a_whole_in_digits_is_two_counts(lang, text, figures):
    assert [m.value for m in extract_numbers(text, lang)] == figures


# -- Arabic forms ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text, surface, value, unit, extra", [
    ("وتتراوح الأسعار بين 25 و40 جنيها إسترلينيا.", "25 و40 جنيها إسترلينيا", 25, "GBP", {"value_max": 40}),
    ("وأغلق من عام 1967 إلى عام 1975.", "1967 إلى عام 1975", 1967, "year", {"value_max": 1975}),
    ("وشارك في البناء نحو 30 ألف عامل.", "30 ألف", 30000, "count", {"counted": "people"}),
    ("وحضر المباراة 41.250 متفرجا.", "41.250", 41250, "count", {}),
    ("وتبلغ مساحة الحقل هكتارين.", "هكتارين", 2, "ha", {}),
    ("وسجل في الدقيقة 88.", "88", 88, "rank", {}),
    ("وسجل هدفين في الدقيقتين 15 و62.", "62", 62, "rank", {}),
    ("وتمتد الخطة على السنوات الخمس المقبلة.", "الخمس", 5, "yr", {}),
    ("احتفلت الجامعة بعيدها الخمسين.", "الخمسين", 50, "rank", {}),
    ("ويمتد الطريق على طول 120 كيلو.", "120 كيلو", 120, "km", {}),
    ("ويزن الصندوق 20 كيلو.", "20 كيلو", 20, "kg", {}),
])
def test_arabic_forms(text, surface, value, unit, extra):
    check(text, "ar", surface, value, unit, **extra)


def test_a_kilo_with_nothing_around_it_has_no_unit():
    assert [m.unit for m in extract_numbers("اشترى 20 كيلو.", "ar")] == ["number"]


def test_russian_span_of_years_and_anniversary():
    check("Завод работал с 1961 по 1998 год.", "ru", "1961 по 1998", 1961, "year", value_max=1998)
    check("Город отметил 300-летие.", "ru", "300-летие", 300, "rank")


# -- vague, Turkish endings, Malay se-, scales before units, glued words ----------------------

@pytest.mark.parametrize("lang, text, surface, low, high", [
    ("en", "Tens of thousands of fans marched.", "Tens of thousands", 1e4, 1e5),
    ("en", "Hundreds of millions watched the final.", "Hundreds of millions", 1e8, 1e9),
    ("tr", "On binlerce taraftar yürüdü.", "On binlerce", 1e4, 1e5),
    ("tr", "Yüz binlerce kişi izledi.", "Yüz binlerce", 1e5, 1e6),
])
def test_tens_and_hundreds_of_a_plural_scale(lang, text, surface, low, high):
    m = find(text, lang, surface)
    assert m.vague and math.isclose(m.value, low) and math.isclose(m.value_max, high)


@pytest.mark.parametrize("text, surface, value", [
    ("Beş maçın üçünü kazandılar.", "üçünü", 3),
    ("Altı kişiden dördü geldi.", "dördü", 4),
    ("Yedi aday vardı; ikisi çekildi.", "ikisi", 2),
])
def test_turkish_number_words_alone_with_their_endings(text, surface, value):
    check(text, "tr", surface, value, "number")


@pytest.mark.parametrize("text", ["İkili görüşme yapıldı.", "Ona bir mektup yazdı.", "Masanın altında kaldı.",
                                  "Köylüler ayrılmış gibi.", "Konuşan bir ayıyla karşılaştı."])
def test_turkish_words_that_only_look_like_numbers(text):
    assert extract_numbers(text, "tr") == []


@pytest.mark.parametrize("text, units", [
    ("Setiap isi rumah menerima RM500 setahun.", ["MYR"]),
    ("Kilang itu menghasilkan 300 tan sehari.", ["t"]),
    ("Kosnya turun 20 kali dalam setahun.", ["times", "yr"]),
    ("Dia tinggal di situ selama setahun.", ["yr"]),
])
def test_malay_se_after_an_amount_is_per(text, units):
    assert [m.unit for m in extract_numbers(text, "ms")] == units


@pytest.mark.parametrize("lang, text, surface", [
    ("en", "Water costs $2 per million litres.", "million litres"),
    ("ru", "Вода стоит 2 доллара за миллион литров.", "миллион литров"),
    ("ar", "يكلف 2 دولار لكل مليون لتر.", "مليون لتر"),
    ("ms", "Air berharga RM2 bagi setiap sejuta liter.", "sejuta liter"),
])
def test_a_bare_scale_word_before_a_unit(lang, text, surface):
    check(text, lang, surface, 1e6, "l")


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("ms", "Dia kini berumur 52tahun.", "52", 52, "age"),
    ("ar", "وفي عام2019 توسعت الشركة.", "2019", 2019, "year"),
    ("ms", "Harga naik hingga10 peratus.", "10 peratus", 10, "percent"),
])
def test_a_word_glued_to_its_number_by_a_missing_space(lang, text, surface, value, unit):
    check(text, lang, surface, value, unit)


def test_names_with_digits_stay_names():
    absent("Model K3 dan GPT-5 diuji.", "ms", "3")


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("ms", "Sekolah itu menyambut ulang tahun ke 60.", "ke 60", 60, "rank"),
    ("ms", "Kadar naik ke 60 peratus.", "60 peratus", 60, "percent"),
    ("hi", "तूफ़ान 10 घंटों में कमज़ोर हुआ।", "10", 10, "h"),
    ("ru", "Продажи упали на четверть.", "четверть", 0.25, "number"),
    ("ru", "Это почти до трети бюджета.", "трети", 1 / 3, "number"),
])
def test_small_gaps_closed(lang, text, surface, value, unit):
    check(text, lang, surface, value, unit)


def test_a_half_after_an_ordinal_is_a_period():
    assert extract_numbers("В первой половине года продажи выросли.", "ru") == [] or all(
        m.value != 0.5 for m in extract_numbers("В первой половине года продажи выросли.", "ru"))


# -- bounds ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, surface, bound", [
    ("en", "More than 3,000 people were evacuated.", "3,000", "at_least"),
    ("en", "Gusts of up to 90 mph are expected.", "90 mph", "at_most"),
    ("en", "Nearly 40 percent voted.", "40 percent", "nearly"),
    ("en", "About 400 homes flooded.", "400", "about"),
    ("tr", "3 binden fazla kişi tahliye edildi.", "3 binden", "at_least"),
    ("tr", "Rüzgâr saatte 90 mile kadar çıkabilir.", "90 mile", "at_most"),
    ("tr", "En az 12 kişi yaralandı.", "12", "at_least"),
    ("tr", "Normal bir haftada 200'den az başvuru gelir.", "200", "at_most"),   # -den az after the case ending
    ("tr", "3 binden az kişi tahliye edildi.", "3 binden", "at_most"),
    ("ms", "Lebih 3,000 orang dipindahkan.", "3,000", "at_least"),
    ("ms", "Angin sehingga 90 batu sejam dijangka.", "90 batu sejam", "at_most"),
    ("hi", "3,000 से अधिक लोगों को निकाला गया।", "3,000", "at_least"),
    ("hi", "कम से कम 12 लोग घायल हुए।", "12", "at_least"),
    ("ar", "تم إجلاء أكثر من 3.000 شخص.", "3.000", "at_least"),
    ("ar", "وأصيب 12 شخصا على الأقل.", "12", "at_least"),
    ("ar", "وقد تصل الرياح إلى ما يصل إلى 90 ميلا في الساعة.", "90 ميلا في الساعة", "at_most"),
    ("ru", "Эвакуированы более 3 тыс. человек.", "3 тыс.", "at_least"),
    ("ru", "Ожидаются порывы до 140 км/ч.", "140 км/ч", "at_most"),
    ("ru", "Пострадали почти 40 человек.", "40", "nearly"),
    # the words that beside a span of time also say "during" still bound other figures
    ("en", "Over 500 people were evacuated.", "500", "at_least"),
    ("en", "The wall rises over 30 feet.", "30 feet", "at_least"),
    ("hi", "लहरें 20 फुट तक ऊँची थीं।", "20 फुट", "at_most"),
    ("hi", "तापमान 45 डिग्री तक पहुँचा।", "45 डिग्री", "at_most"),
])
def test_bounds_are_read_in_every_language(lang, text, surface, bound):
    assert find(text, lang, surface).bound == bound


@pytest.mark.parametrize("lang, text, surface, bound", [
    ("ru", "Каждая семья получит не менее 7 800 фунтов.", "7 800 фунтов", "at_least"),  # not its "менее"
    ("ru", "Штраф составит не более 500 рублей.", "500 рублей", "at_most"),             # not its "более"
    ("en", "Each household will get no more than 7,800 pounds.", "7,800 pounds", "at_most"),
    ("en", "No fewer than 12 people were hurt.", "12", "at_least"),
    ("ms", "Setiap keluarga menerima tidak kurang daripada 7,800 paun.", "7,800 paun", "at_least"),
])
def test_a_negated_bound_is_read_whole_not_by_the_bound_word_inside_it(lang, text, surface, bound):
    assert find(text, lang, surface).bound == bound


@pytest.mark.parametrize("lang, text, surface", [
    ("ru", "Выручка сократилась на 8% до 12,4 млрд долларов.", "12,4 млрд долларов"),
    ("en", "The law applies to contracts signed before 2020.", "2020"),
    ("en", "Profits rose 12 percent.", "12 percent"),
    # a bound word that also says "during" bounds no span of time
    ("en", "The firm will maintain the fleet over seven years.", "seven"),
    ("en", "The loan is repaid over 12 months.", "12"),
    ("hi", "कंपनी सात साल तक बेड़े का रखरखाव करेगी।", "सात"),
    ("hi", "यह योजना 18 महीने तक चलेगी।", "18"),
])
def test_no_bound_where_none_is_stated(lang, text, surface):
    assert find(text, lang, surface).bound == ""


@pytest.mark.parametrize("lang", supported())
def test_during_words_are_bound_words_of_their_language(lang):
    """A "during" word must be one of the language's bound words, or it would do nothing."""
    bounds = read_table(f"{lang}/units.yml").get("bounds")
    listed = {form for direction in ("at_least", "at_most", "nearly", "about")
              for place in ("before", "after") for form in (bounds[direction].get(place) or [])}
    assert set(bounds.get("during") or []) <= listed, lang


@pytest.mark.parametrize("lang", supported())
def test_bound_tables_have_every_direction_and_read(lang):
    bounds = read_table(f"{lang}/units.yml").get("bounds")
    assert bounds and {"at_least", "at_most", "nearly", "about"} <= set(bounds), lang


# -- temperatures ---------------------------------------------------------------------------------

def test_a_word_of_difference_belongs_to_the_figure_after_a_comma():
    found = extract_numbers("بلغت الحرارة 38 درجة مئوية، أي أعلى بخمس درجات من المعدل.", "ar")
    assert [(m.value, m.delta) for m in found] == [(38, False), (5, True)]
