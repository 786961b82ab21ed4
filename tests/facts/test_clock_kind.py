"""A time of day made a span of time with the same digits ("at 3 p.m." written "selama 3 jam",
for 3 hours; "в 15:00" written "15 часов") is a `unit` row on its line, in every language and
both modes (``account.kind_changed``); a story that states a clock time and a duration side by
side, as written, gives no row. The dockers story is written for these tests."""
import pytest

from factstory import edited, line_of, numeric_rows as rows

SOURCES = ["", "en"]

DOCKERS = {
    "en": ["The minister will meet the striking dockers at 3 p.m. on Friday in the port offices.",
           "The talks on Thursday lasted 5 hours and ended without a deal.",
           "The strike has already cost the port about 12 million dollars."],
    "tr": ["Bakan, grevdeki liman işçileriyle cuma günü saat 15.00'te liman ofislerinde görüşecek.",
           "Perşembe günkü görüşmeler 5 saat sürdü ve anlaşma olmadan sona erdi.",
           "Grev limana şimdiden yaklaşık 12 milyon dolara mal oldu."],
    "ms": ["Menteri akan bertemu pekerja dok yang mogok pada pukul 3 petang Jumaat di pejabat pelabuhan.",
           "Rundingan pada Khamis berlangsung selama 5 jam dan berakhir tanpa persetujuan.",
           "Mogok itu telah merugikan pelabuhan kira-kira 12 juta dolar."],
    "hi": ["मंत्री शुक्रवार को दोपहर 3 बजे बंदरगाह के दफ़्तरों में हड़ताली गोदी कर्मचारियों से मिलेंगे।",
           "गुरुवार की बातचीत 5 घंटे चली और बिना किसी समझौते के ख़त्म हुई।",
           "हड़ताल से बंदरगाह को अब तक लगभग 1.2 करोड़ डॉलर का नुकसान हो चुका है।"],
    "ar": ["وسيلتقي الوزير عمال الميناء المضربين في الساعة 3 عصر يوم الجمعة في مكاتب الميناء.",
           "واستمرت محادثات الخميس 5 ساعات وانتهت دون اتفاق.",
           "وكلف الإضراب الميناء حتى الآن نحو 12 مليون دولار."],
    "ru": ["Министр встретится с бастующими докерами в пятницу в 15:00 в офисах порта.",
           "Переговоры в четверг длились 5 часов и завершились без соглашения.",
           "Забастовка уже обошлась порту примерно в 12 млн долларов."],
}

CLOCK_AS_DURATION = {  # the meeting's hour kept as a number of hours
    "tr": ("saat 15.00'te", "15 saat boyunca"),
    "ms": ("pada pukul 3 petang", "selama 3 jam pada"),
    "hi": ("दोपहर 3 बजे", "3 घंटे तक"),
    "ar": ("في الساعة 3 عصر", "لمدة 3 ساعات"),
    "ru": ("в 15:00", "15 часов"),
}


@pytest.mark.parametrize("source", SOURCES)
def test_a_clock_time_and_a_duration_side_by_side_give_no_row(tmp_path, source):
    assert rows(tmp_path, DOCKERS, source) == []


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang", sorted(CLOCK_AS_DURATION))
def test_a_clock_time_written_as_hours_is_a_unit_row(tmp_path, lang, source):
    found = rows(tmp_path, edited({(lang, 0): CLOCK_AS_DURATION[lang]}, DOCKERS), source)
    assert found == [("unit", lang, line_of(0))]


def test_the_english_hour_written_as_hours_is_a_unit_row_against_the_versions(tmp_path):
    found = rows(tmp_path, edited({("en", 0): ("at 3 p.m.", "for 3 hours")}, DOCKERS))
    assert found == [("unit", "en", line_of(0))]
