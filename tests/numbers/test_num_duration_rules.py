"""Number rules found by reading the figures-rate-decision and figures-marathon articles, each on
sentences written for these tests in every language it concerns: race times (h:mm:ss) and
durations spelled unit by unit are one duration, a bare degree after a scaled one is on that
scale, an ordinal beside a unit of length is a distance, Turkish and Hindi distributives keep
their unit, and the Hindi oblique plural of basis points."""
from __future__ import annotations

import pytest

from pipeline.lang import language
from pipeline.numbers import extract_numbers

from numhelpers import absent, check, find


@pytest.mark.parametrize("lang, text, surface, seconds", [
    ("en", "She finished the race in 1:58:07, a personal best.", "1:58:07", 7087),
    ("tr", "Atlet yarışı 1:58:07'lik derecesiyle bitirdi.", "1:58:07", 7087),
    ("ms", "Dia menamatkan larian dengan catatan masa 1:58:07.", "1:58:07", 7087),
    ("hi", "उन्होंने दौड़ 1:58:07 में पूरी की।", "1:58:07", 7087),
    ("ar", "أنهى السباق في 1:58:07.", "1:58:07", 7087),
    ("ru", "Она пробежала дистанцию за 1:58:07.", "1:58:07", 7087),
    ("en", "The record stood at 10:02:30 for the 100-mile course.", "10:02:30", 36150),
])
def test_a_race_time_is_one_duration_in_seconds(lang, text, surface, seconds):
    m = check(text, lang, surface, seconds, "s")
    assert m.dimension == "duration" and m.base_value == seconds


@pytest.mark.parametrize("lang, text, part", [
    ("en", "The frame at 01:02:03:04 of the footage shows the car.", "01:02:03"),  # four groups
    ("en", "Minutes 1:75:20 are no time.", "1:75:20"),  # minutes above 59
])
def test_what_is_no_race_time_is_not_read_as_one(lang, text, part):
    absent(text, lang, part)


def test_hours_and_minutes_are_a_time_of_day_and_with_a_clock_word_seconds_too():
    found = extract_numbers("The train left at 10:15 and arrived at 14:40.", "en")
    assert [(m.surface, m.value, m.unit) for m in found] == [("10:15", 1015, "time"), ("14:40", 1440, "time")]
    check("Kapılar saat 07:45:00'de açıldı.", "tr", "saat 07:45:00", 745, "time")


@pytest.mark.parametrize("lang, text, surface, seconds", [
    ("en", "He was stuck in the lift for 3 hours 25 minutes.", "3 hours 25 minutes", 12300),
    ("en", "The climb took 1 hour and 40 minutes and 5 seconds.", "1 hour and 40 minutes and 5 seconds", 6005),
    ("en", "She held her breath for four minutes and ten seconds.", "four minutes and ten seconds", 250),
    ("tr", "Asansörde 3 saat 25 dakika mahsur kaldı.", "3 saat 25 dakika", 12300),
    ("tr", "Tırmanış 1 saat 40 dakika ve 5 saniye sürdü.", "1 saat 40 dakika ve 5 saniye", 6005),
    ("ms", "Dia terperangkap dalam lif selama 3 jam 25 minit.", "3 jam 25 minit", 12300),
    ("ms", "Pendakian mengambil masa 1 jam 40 minit dan 5 saat.", "1 jam 40 minit dan 5 saat", 6005),
    ("hi", "वह 3 घंटे 25 मिनट तक लिफ्ट में फँसा रहा।", "3 घंटे 25 मिनट", 12300),
    ("hi", "चढ़ाई में 1 घंटा 40 मिनट और 5 सेकंड लगे।", "1 घंटा 40 मिनट और 5 सेकंड", 6005),
    ("ar", "علق في المصعد 3 ساعات و25 دقيقة.", "3 ساعات و25 دقيقة", 12300),
    ("ar", "استغرق الصعود ساعتين و40 دقيقة.", "ساعتين و40 دقيقة", 9600),
    ("ru", "Он провёл в лифте 3 часа 25 минут.", "3 часа 25 минут", 12300),
    ("ru", "Подъём занял 1 час 40 минут и 5 секунд.", "1 час 40 минут и 5 секунд", 6005),
])
def test_a_duration_spelled_unit_by_unit_is_one_figure(lang, text, surface, seconds):
    m = find(text, lang, surface)  # in its smallest unit: 3 hours 25 minutes = 205 min
    assert m.dimension == "duration" and m.base_value == pytest.approx(seconds)


@pytest.mark.parametrize("lang, text, first, second", [
    ("en", "They waited 2 hours, then another 30 minutes.", "2", "30"),  # separate spans
    ("en", "The test lasted 2 hours 90 minutes later than planned.", "2", "90"),  # 90 is no part of an hour
    ("en", "It took 20 minutes and 3 hours to clear the two roads.", "20", "3"),  # rising units
    ("ru", "Поезд стоял 2 часа, а автобус 40 минут.", "2", "40"),
])
def test_durations_that_are_not_parts_of_one_stay_apart(lang, text, first, second):
    surfaces = [m.surface for m in extract_numbers(text, lang)]
    assert any(s.startswith(first) for s in surfaces) and any(s.startswith(second) for s in surfaces), surfaces
    assert len([m for m in extract_numbers(text, lang) if m.dimension == "duration"]) == 2


def test_a_clock_word_that_is_the_noun_of_the_figure_before_starts_no_time_of_day():
    # "saat" is both "hour" and the clock word before a time of day ("saat 3'te")
    check("Toplantı 2 saat 3 dakika sürdü.", "tr", "2 saat 3 dakika", 123, "min", base_value=7380.0)
    assert [m.unit for m in extract_numbers("Toplantı 2 saat 3 dakika sürdü.", "tr")] == ["min"]
    check("Toplantı saat 3'te başladı.", "tr", "saat 3", 300, "time", alt_values=(1500.0,))


@pytest.mark.parametrize("lang, text, surface, unit", [
    ("en", "It was 14 degrees Celsius at dawn and 22 degrees by noon.", "22 degrees", "degC"),
    ("en", "Readings ranged from 50 degrees Fahrenheit to 61 degrees.", "61 degrees", "degF"),
    ("tr", "Sabah 14 santigrat derece olan sıcaklık öğlen 22 dereceye çıktı.", "22 dereceye", "degC"),
    ("ms", "Suhu 14 darjah Celsius pada waktu pagi dan 22 darjah pada tengah hari.", "22 darjah", "degC"),
    ("hi", "सुबह तापमान 14 डिग्री सेल्सियस था और दोपहर तक 22 डिग्री हो गया।", "22 डिग्री", "degC"),
    ("ar", "بلغت الحرارة 14 درجة مئوية صباحا و22 درجة ظهرا.", "22 درجة", "degC"),
    ("ru", "Утром было 14 градусов по Цельсию, днём 22 градуса.", "22 градуса", "degC"),
])
def test_a_bare_degree_after_a_scaled_one_is_on_that_scale(lang, text, surface, unit):
    m = check(text, lang, surface, 22 if "22" in surface else 61, unit)
    assert m.dimension == "temperature" and m.base_value is not None


def test_a_bare_degree_with_no_scale_before_stays_unscaled():
    m = check("It was 22 degrees by noon, and 14 degrees Celsius at night.", "en", "22 degrees", 22, "degree")
    assert m.base_value is None


@pytest.mark.parametrize("lang, text, surface, unit", [
    ("en", "He pulled away after the 30th kilometre.", "30th kilometre", "km"),
    ("en", "She took the lead at the 30th mile.", "30th mile", "mi"),
    ("tr", "30. kilometrede öne geçti.", "30. kilometrede", "km"),
    ("ms", "Dia mendahului selepas kilometer ke-30.", "ke-30", "km"),
    ("hi", "वह 30वें किलोमीटर पर आगे निकल गया।", "30वें किलोमीटर", "km"),
    ("ar", "تقدم بعد الكيلومتر الـ30.", "الـ30", "km"),
    ("ru", "Он ушёл в отрыв после 30-го километра.", "30-го километра", "km"),
])
def test_an_ordinal_beside_a_unit_of_length_is_a_distance(lang, text, surface, unit):
    m = check(text, lang, surface, 30, unit)
    assert m.dimension == "length"


@pytest.mark.parametrize("lang, text, surface", [
    ("en", "The office is on the 30th floor.", "30th"),
    ("ru", "Гол забит на 30-й минуте.", "30-й"),
    ("tr", "Gol 30. dakikada geldi.", "30."),
])
def test_an_ordinal_beside_another_noun_stays_a_rank(lang, text, surface):
    check(text, lang, surface, 30, "rank")


@pytest.mark.parametrize("text, surface, value, unit", [
    ("Banka faizi 50'şer baz puan iki kez artırdı.", "50'şer baz puan", 50, "basis_point"),
    ("Her aileye 200'er dolar yardım yapıldı.", "200'er dolar", 200, "USD"),
    ("Öğrencilere 10'ar kilogram pirinç dağıtıldı.", "10'ar kilogram", 10, "kg"),
])
def test_a_turkish_distributive_suffix_keeps_the_unit_after_it(text, surface, value, unit):
    check(text, "tr", surface, value, unit)


def test_a_turkish_case_suffix_still_ends_the_number():
    check("2019'da 40 kişi geldi.", "tr", "2019", 2019, "year")


@pytest.mark.parametrize("text, surface, value, unit", [
    ("बैंक ने 50-50 आधार अंकों की दो बढ़ोतरी की।", "50-50 आधार अंकों", 50, "basis_point"),
    ("हर परिवार को 200-200 डॉलर दिए गए।", "200-200 डॉलर", 200, "USD"),
])
def test_a_hindi_reduplicated_figure_is_one_distributive_figure(text, surface, value, unit):
    m = check(text, "hi", surface, value, unit)
    assert m.value_max is None


def test_a_hindi_range_and_a_score_are_not_reduplication():
    check("इसमें 10-20 लोग घायल हुए।", "hi", "10-20", 10, "count", value_max=20)
    kinds = [m.kind for m in extract_numbers("मैच 2-2 से बराबरी पर छूटा।", "hi")]
    assert kinds == ["score", "score"]


@pytest.mark.parametrize("entry", language("hi").table("units")["basis_points"]["suffix"])
def test_every_hindi_basis_point_entry_reads(entry):
    check(f"दर में 25 {entry} की कटौती हुई।", "hi", f"25 {entry}", 25, "basis_point")


@pytest.mark.parametrize("entry", language("ru").table("units")["basis_points"]["suffix"])
def test_every_russian_basis_point_entry_reads(entry):
    check(f"Ставка снижена на 25 {entry}.", "ru", f"25 {entry}", 25, "basis_point")


@pytest.mark.parametrize("text, surface, value, unit", [
    ("ارتفع عائد السندات لأجل عامين 20 نقطة أساس.", "عامين", 2, "yr"),  # a dual, then another figure
    ("استقال عضوان من مجلس الإدارة.", "عضوان", 2, "count"),
    ("انتخب المجلس العضوين الجديدين.", "العضوين", 2, "count"),
])
def test_an_arabic_dual_stands_for_two(text, surface, value, unit):
    check(text, "ar", surface, value, unit)


def test_an_arabic_dual_before_two_figures_names_them():
    ranks = [(m.value, m.unit) for m in extract_numbers("سجل هدفين في الدقيقتين 17 و62.", "ar")]
    assert (17, "rank") in ranks and (62, "rank") in ranks


@pytest.mark.parametrize("text, surface, unit", [
    ("Погибли 5 летчиков.", "5", "number"),  # pilots, not years
    ("Самолёт налетал 28 000 лётных часов.", "28 000", "number"),  # flight hours, not years
    ("Механизм разобрали на 5 частей.", "5", "number"),  # parts, not hours
])
def test_a_short_russian_stem_does_not_read_a_longer_word(text, surface, unit):
    check(text, "ru", surface, float(surface.replace(" ", "")), unit)


@pytest.mark.parametrize("text, value, unit", [
    ("Строительство заняло 5 лет.", 5, "yr"),
    ("Через 3 года завод закрыли.", 3, "yr"),
    ("Поиски шли 10 дней.", 10, "d"),
    ("Дорогу перекрыли на 2 суток.", 2, "d"),
    ("Заседание длилось 3 часа.", 3, "h"),
    ("До вершины оставалось 20 шагов.", 20, "count"),
    ("Задержан 45-летний мужчина.", 45, "age"),  # an age (issue 21: -летний after a hyphen)
])
def test_a_short_russian_stem_still_reads_its_case_forms(text, value, unit):
    m = extract_numbers(text, "ru")[0]
    assert (m.value, m.unit) == (value, unit)


@pytest.mark.parametrize("lang, text, part", [
    ("en", "The new iPhone 16 goes on sale on Friday.", "16"),
    ("en", "Phones that run iOS 18 get the update.", "18"),
    ("tr", "Yeni iPhone 16 cuma günü satışa çıkıyor.", "16"),
    ("ms", "iPhone 16 baharu mula dijual pada hari Jumaat.", "16"),
    ("ru", "Новый iPhone 16 поступит в продажу в пятницу.", "16"),
    ("ar", "يطرح iPhone 16 الجديد للبيع يوم الجمعة.", "16"),
])
def test_a_number_after_a_camel_cased_product_name_is_part_of_the_name(lang, text, part):
    absent(text, lang, part)


def test_a_lower_case_word_before_a_number_still_leaves_it_a_quantity():
    check("The company sold 16 million phones.", "en", "16 million", 16e6, "number")
