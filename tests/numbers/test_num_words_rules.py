"""Number words as professionals write them, per language: compounds, fractions, halves,
negatives, duals, collectives, multipliers, ranges with a spelled-out end, X or Y, separators
read two ways, and currencies. Sentences written for these tests."""
import math
from decimal import Decimal

import pytest

from numhelpers import absent, check, find
from pipeline.lang import supported
from pipeline.lang.data import read_table, words
from pipeline.numbers import extract_numbers

TWO_THIRDS = 2 / 3


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    # compounds
    ("tr", "Seçmenlerin yüzde elli sekizi karşı çıktı.", "yüzde elli sekizi", 58, "percent"),
    ("tr", "Ankete otuz sekiz kişi katıldı.", "otuz sekiz", 38, "count"),
    ("tr", "Bütçe 7 bin 500 lira oldu.", "7 bin 500 lira", 7500, "TRY"),
    ("en", "Fifty-eight percent of voters said no.", "Fifty-eight percent", 58, "percent"),
    ("en", "Twenty-five people were hurt.", "Twenty-five", 25, "count"),
    ("ru", "Толпа в 25-тысячную собралась у мэрии.", "25-тысячную", 25000, "number"),
    ("ar", "بلغت الصفقة مليار و500 مليون دولار.", "مليار و500 مليون دولار", 1.5e9, "USD"),
    ("ar", "حضر خمسة وعشرون شخصا.", "خمسة وعشرون", 25, "count"),
    ("ms", "Sebanyak lima puluh lapan peratus menolak.", "lima puluh lapan peratus", 58, "percent"),
    ("hi", "पच्चीस लोग घायल हुए।", "पच्चीस", 25, "count"),
    # fractions and halves
    ("tr", "Halkın üçte ikisi sandığa gitti.", "üçte ikisi", TWO_THIRDS, "number"),
    ("tr", "Fiyat iki buçuk milyon lira.", "iki buçuk milyon lira", 2.5e6, "TRY"),
    ("ru", "Две трети жителей проголосовали.", "Две трети", TWO_THIRDS, "number"),  # a proportion of them
    ("ru", "Бюджет составил два с половиной миллиона рублей.", "два с половиной миллиона рублей", 2.5e6, "RUB"),
    ("ms", "Dua pertiga pengundi hadir.", "Dua pertiga", TWO_THIRDS, "number"),
    ("ms", "Dua per tiga pengundi hadir.", "Dua per tiga", TWO_THIRDS, "number"),
    ("en", "Two-thirds of the residents left.", "Two-thirds", TWO_THIRDS, "number"),
    ("en", "Prices rose two and a half times.", "two and a half times", 2.5, "times"),
    ("hi", "दो-तिहाई लोग आए।", "दो-तिहाई", TWO_THIRDS, "number"),
    ("hi", "ढाई लाख रुपये खर्च हुए।", "ढाई लाख रुपये", 250000, "INR"),
    ("ar", "صوت ثلثي الأعضاء.", "ثلثي", TWO_THIRDS, "number"),
    # negatives
    ("en", "Growth was -2.5% last year.", "-2.5%", -2.5, "percent"),
    ("ru", "Рост составил −2,5% за год.", "−2,5%", -2.5, "percent"),
    ("ru", "Инфляция минус 3% за квартал.", "минус 3%", -3, "percent"),
    ("tr", "Hava eksi 5 dereceye düştü.", "eksi 5 dereceye", -5, "degree"),
    # duals, the article, multipliers, collectives
    ("ar", "نشر الفريق ورقتين هذا العام.", "ورقتين", 2, "count"),
    ("ar", "تضاعف الإنتاج مرتين مقارنة بالعام الماضي.", "مرتين", 2, "times"),
    ("ar", "زار المدينة مرتين.", "مرتين", 2, "count"),
    ("ar", "احتفلت الشركة بالذكرى الـ18 لتأسيسها.", "الـ18", 18, "rank"),
    ("ar", "ولد في القرن العشرين.", "العشرين", 20, "rank"),
    ("hi", "उत्पादन दोगुना हो गया।", "दोगुना", 2, "times"),
    ("ru", "Цены выросли вдвое.", "вдвое", 2, "times"),
    ("tr", "Verim iki katına çıktı.", "iki katına", 2, "times"),
    ("tr", "Ödülü üçlü paylaştı.", "üçlü", 3, "count"),
    ("hi", "तीनों लोग घर लौटे।", "तीनों", 3, "count"),
    ("ru", "Трое детей пропали.", "Трое", 3, "count"),
    # spelled-out small numbers count without a listed noun
    ("tr", "Şirket iki endüstri standardı yayımladı.", "iki", 2, "number"),
    ("ms", "Kajian itu ditulis oleh dua penulis.", "dua", 2, "number"),
    ("hi", "लेख दो सह-लेखकों ने लिखा।", "दो", 2, "number"),
    ("ru", "Проект прошел три этапа.", "три", 3, "number"),
    # Malay words
    ("ms", "Kadar itu naik 10 per cent.", "10 per cent", 10, "percent"),
    ("ms", "Seramai sejuta penonton menonton.", "sejuta", 1e6, "number"),
    ("ms", "Projek itu bernilai berbilion dolar.", "berbilion dolar", 1e9, "USD"),
])
def test_number_words(lang, text, surface, value, unit):
    m = find(text, lang, surface)
    assert math.isclose(m.value, value, rel_tol=1e-9), (m.value, value)
    assert m.unit == unit, (m.unit, unit)


@pytest.mark.parametrize("lang, text, surface, low, high, unit", [
    ("ms", "Kos dijangka lima hingga tujuh bilion dolar.", "lima hingga tujuh bilion dolar", 5e9, 7e9, "USD"),
    ("ar", "تبلغ التكلفة من 5 إلى 7 مليارات دولار.", "5 إلى 7 مليارات دولار", 5e9, 7e9, "USD"),
    ("ru", "Они заняли 7 или 8 место.", "7 или 8", 7, 8, "rank"),  # 7th or 8th place
    ("en", "It takes one or two days.", "one or two", 1, 2, "d"),
    ("tr", "Bir veya iki gün sürer.", "Bir veya iki", 1, 2, "d"),
    ("hi", "दो या तीन दिन लगेंगे।", "दो या तीन", 2, 3, "d"),
])
def test_ranges_with_spelled_out_ends_and_x_or_y(lang, text, surface, low, high, unit):
    m = find(text, lang, surface)
    assert (m.value, m.value_max, m.unit) == (low, high, unit)


def test_a_change_is_not_a_range_in_arabic():
    m = find("ارتفع عدد السكان من 5 إلى 7 ملايين.", "ar", "5")
    assert m.value_max is None


def test_ambiguous_words_still_need_context():
    assert extract_numbers("Bir çalışan, Ay'ın Karanlık Yüzü'nde bir öneri sundu.", "tr") == []
    absent("Dia satu-satunya calon.", "ms", "satu")
    assert extract_numbers("एक दिन वह आया।", "hi")[0].unit == "d"  # one day: a span, read
    absent("एक व्यक्ति ने कहा", "hi", "एक")


@pytest.mark.parametrize("lang, text, surface, chosen, other", [
    ("ar", "شارك 77.000 شخص في المسيرة.", "77.000", 77000, 77.0),
    ("ar", "شملت الدراسة 20.000 طالب.", "20.000", 20000, 20.0),
    ("ar", "بلغت النسبة 1.250 في المختبر.", "1.250", 1.25, 1250),
    ("tr", "Şirket 1.250 kişiyi işe aldı.", "1.250", 1250, 1.25),
    ("ms", "Kadar 31,5 peratus dicatat.", "31,5 peratus", 31.5, 315),
])
def test_separators_keep_both_readings(lang, text, surface, chosen, other):
    m = find(text, lang, surface)
    assert m.ambiguous and math.isclose(m.value, chosen) and any(math.isclose(a, other) for a in m.alt_values)


@pytest.mark.parametrize("lang, text, surface, value, code", [
    ("en", "Taiwan pledged NT$500 million.", "NT$500 million", 5e8, "TWD"),
    ("en", "The state spent Rs 500 crore on roads.", "Rs 500 crore", 5e9, "INR"),
    ("en", "Farmers got ₹2 lakh each.", "₹2 lakh", 2e5, "INR"),
    ("ms", "Pelaburan 5 bilion dolar Taiwan baru diumumkan.", "5 bilion dolar Taiwan baru", 5e9, "TWD"),
    ("hi", "कंपनी ने 500 न्यू ताइवान डॉलर दिए।", "500 न्यू ताइवान डॉलर", 500, "TWD"),
    ("ar", "بلغ السعر 500 ر.س للقطعة.", "500 ر.س", 500, "SAR"),
    ("en", "The fund raised HK$5 billion.", "HK$5 billion", 5e9, "HKD"),
    ("tr", "Şirket 3 milyar yeni Tayvan doları yatırdı.", "3 milyar yeni Tayvan doları", 3e9, "TWD"),
    ("ru", "Сделка на 2 млрд новых тайваньских долларов.", "2 млрд новых тайваньских долларов", 2e9, "TWD"),
])
def test_currencies(lang, text, surface, value, code):
    check(text, lang, surface, value, code)


# a figure of money in each language, its currency word put in the braces
MONEY_SENTENCES = {"en": "It cost 20 million {}.", "tr": "Maliyeti 20 milyon {} oldu.", "ms": "Kosnya 20 juta {}.",
                   "id": "Biayanya 20 juta {}.", "hi": "लागत 20 करोड़ {} थी।", "ar": "بلغت التكلفة 20 مليون {}.",
                   "ru": "Стоимость составила 20 млн {}."}


@pytest.mark.parametrize("lang", supported())
def test_every_currency_word_of_the_tables_reads_as_its_currency(lang):
    """Each form of units.yml ``currencies``, bare nouns (dirham, şekel, гривен) and names alike."""
    wrong = []
    for code, forms in read_table(f"{lang}/units.yml")["currencies"].items():
        for form in words(forms):
            units = [m.unit for m in extract_numbers(MONEY_SENTENCES[lang].format(form), lang)]
            if code not in units:
                wrong.append((code, form, units))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", supported())
def test_every_currency_newsrooms_name_has_a_word_in_every_language(lang):
    from pipeline.lang._build import CURRENCIES
    named = set(read_table(f"{lang}/units.yml")["currencies"]) | set(read_table(f"{lang}/cldr.yml")["currency_names"].values())
    assert set(CURRENCIES) <= named, sorted(set(CURRENCIES) - named)


@pytest.mark.parametrize("lang, text, surface, code", [
    ("en", "The Emirates pledged 20 million dirhams in aid.", "20 million dirhams", "AED"),
    ("tr", "BAE 20 milyon dirhemlik yardım sözü verdi.", "20 milyon dirhemlik", "AED"),
    ("ms", "Emiriah menjanjikan bantuan 20 juta dirham.", "20 juta dirham", "AED"),
    ("hi", "अमीरात ने 2 करोड़ दिरहम की सहायता का वादा किया।", "2 करोड़ दिरहम", "AED"),
    ("ru", "ОАЭ пообещали 20 млн дирхамов помощи.", "20 млн дирхамов", "AED"),
    ("en", "Kyiv will spend 500 million hryvnias on shelters.", "500 million hryvnias", "UAH"),
    ("ru", "Киев потратит 500 млн гривен на укрытия.", "500 млн гривен", "UAH"),
    ("ar", "ودفعت الشركة 50 مليون شيكل.", "50 مليون شيكل", "ILS"),
    ("tr", "Şirket 50 milyon şekel ödedi.", "50 milyon şekel", "ILS"),
    ("hi", "कंपनी ने 5 करोड़ स्विस फ़्रैंक चुकाए।", "5 करोड़ स्विस फ़्रैंक", "CHF"),
    ("ms", "Syarikat itu membayar 120 juta real.", "120 juta real", "BRL"),
    ("hi", "कंपनी ने 12 करोड़ ब्राज़ीलियाई रियाल दिए।", "12 करोड़ ब्राज़ीलियाई रियाल", "BRL"),
    ("ru", "Ущерб оценили в 10 тыс. рэндов.", "10 тыс. рэндов", "ZAR"),
])
def test_a_currency_named_by_its_bare_noun(lang, text, surface, code):
    assert find(text, lang, surface).unit == code


@pytest.mark.parametrize("lang, text, surface", [
    ("hi", "टीम ने 3 रियल-टाइम मॉडल बनाए।", "3"),  # real-time: the English word
    ("en", "The team built 3 real-time models.", "3"),
])
def test_a_currency_noun_that_is_a_common_word_is_no_currency(lang, text, surface):
    assert find(text, lang, surface).unit in ("count", "number")


# ---------------------------------------------------------------- the tables

def _forms(table, key):
    return [(value, form) for value, forms in (table.get(key) or {}).items() for form in forms]


@pytest.mark.parametrize("lang", supported())
def test_every_collective_and_multiplier_word_reads_as_its_value(lang):
    table = read_table(f"{lang}/numbers.yml")
    for value, form in _forms(table, "collectives"):
        found = extract_numbers(form, lang)
        assert [(m.value, m.unit) for m in found] == [(float(value), "count")], (form, found)
    for value, form in _forms(table, "multiplier_words"):
        if form in table.get("ambiguous_words", []):
            continue
        found = extract_numbers(form, lang)
        assert [(m.value, m.unit) for m in found] == [(float(value), "times")], (form, found)


@pytest.mark.parametrize("lang", supported())
def test_every_fraction_word_reads_as_its_value(lang):
    fractions = read_table(f"{lang}/numbers.yml").get("fractions") or {}
    for ratio, forms in (fractions.get("alone") or {}).items():
        numerator, denominator = ratio.split("/")
        for form in forms:
            if form in read_table(f"{lang}/numbers.yml").get("ambiguous_words", []):
                continue
            found = extract_numbers(form, lang)
            assert found and math.isclose(found[0].value, int(numerator) / int(denominator)), (form, found)
    one = {"tr": "bir", "ru": "одна", "en": "one", "ms": "satu", "id": "satu", "hi": "एक"}.get(lang)
    for denominator, forms in (fractions.get("denominators") or {}).items():
        for form in forms:
            found = extract_numbers(f"{one} {form} orang", lang) if lang in ("ms", "id") else \
                extract_numbers(f"{one} {form}", lang)
            assert found and math.isclose(found[0].value, 1 / int(denominator)), (form, found)


@pytest.mark.parametrize("lang", supported())
def test_negative_words_negate(lang):
    for form in read_table(f"{lang}/numbers.yml").get("negative_words") or []:
        found = extract_numbers(f"{form} 5%", lang)
        assert [(m.value, m.unit) for m in found] == [(-5.0, "percent")], (form, found)


def test_arabic_duals_are_generated_only_from_nouns_with_broken_plurals():
    from pipeline.numbers.tables import load_tables
    t = load_tables("ar")
    assert t.dual_nouns["ورقة"] == ("count", "papers") and t.dual_nouns["يوم"] == ("count", "days")
    assert "موظف" not in t.dual_nouns  # موظفين is the plural "employees", not two of them
    assert Decimal(2) == Decimal(find("سافر يومين.", "ar", "يومين").value)


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("en", "One in five pupils hide an account.", "One in five", 0.2, "number"),
    ("ms", "Satu daripada lima murid ada akaun rahsia.", "Satu daripada lima", 0.2, "number"),
    ("ar", "واحد من كل خمسة تلاميذ لديه حساب.", "واحد من كل خمسة", 0.2, "number"),
    ("ru", "Каждый пятый ученик скрывает аккаунт.", "Каждый пятый", 0.2, "number"),
    ("hi", "पांच छात्रों में से एक के पास खाता है।", "पांच छात्रों में से एक", 0.2, "number"),
    ("en", "He pitched 220 2/3 innings.", "220 2/3", 220 + 2 / 3, "number"),
    ("ru", "Двухметровый центровой вышел на площадку.", "Двухметровый", 2, "m"),
    ("ru", "Начался трехдневный визит.", "трехдневный", 3, "d"),
    ("ar", "كان في سن الثالثة عشر.", "الثالثة عشر", 13, "age"),
    ("en", "The Category 4 hurricane hit the coast.", "4", 4, "rank"),
    ("tr", "Kasırga 4. Kategori olarak kıyıya ulaştı.", "4.", 4, "rank"),
    ("en", "The vote is on November 6.", "November 6", 1106, "date"),
    ("en", "The vote was on Nov 6, 2018.", "Nov 6, 2018", 20181106, "date"),
])
def test_ratios_compound_adjectives_ordinals_and_dates(lang, text, surface, value, unit):
    m = find(text, lang, surface)
    assert math.isclose(m.value, value, rel_tol=1e-9) and m.unit == unit, (m.value, m.unit)


@pytest.mark.parametrize("lang, text, surface", [
    ("en", "The storm hit at 5 a.m. on Sunday.", "5 a.m."),
    ("hi", "तूफान सुबह 5 बजे आया।", "सुबह 5 बजे"),
    ("ar", "ضربت العاصفة في 5 صباحا.", "5 صباحا"),
    ("ru", "Шторм начался в 5 часов утра.", "5 часов утра"),
    ("tr", "Fırtına saat 5'te başladı.", "saat 5"),
])
def test_a_time_of_day_is_a_time_not_a_quantity(lang, text, surface):
    assert [(m.surface, m.value, m.unit) for m in extract_numbers(text, lang)] == [(surface, 500, "time")]


def test_a_malay_hour_with_malam_after_it_needs_pukul_since_3_malam_is_also_three_nights():
    check("Ribut melanda pada 5 pagi.", "ms", "5 pagi", 500, "time")
    assert [m.unit for m in extract_numbers("Mereka menginap 3 malam di hotel.", "ms")] == ["number"]
    check("Ribut melanda pada pukul 3 malam.", "ms", "pukul 3 malam", 300, "time")


def test_arabic_weekdays_and_the_word_between_are_not_numbers():
    assert extract_numbers("جاء يوم الاثنين ويوم الأحد.", "ar") == []
    assert [m.unit for m in extract_numbers("ما بين 5 و7 أيام", "ar")] == ["d"]


def test_hyphenated_ages_and_capitalized_names():
    assert find("The 29-year-old defendant spoke.", "en", "29-year-old").unit == "age"
    absent("Heavy rain will spread into the Four Corners on Tuesday.", "en", "Four")
    assert find("Four people died on Tuesday.", "en", "Four").value == 4
