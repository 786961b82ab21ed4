"""A figure kept while its unit turns into another kind of unit ("7.3 percent" written "7,3
доллара", "40 kg" written "40 dolar") is a `unit` row on its line (``relation.unit_swapped``),
on a bank story written for these tests in six languages; the story as written, with its
conversions, gives no row."""
import pytest

from factstory import edited, line_of, numeric_rows as rows

SOURCES = ["", "en"]

BANK = {
    "en": ["The central bank raised its main rate by 1.5 percent on Thursday.",
           "It also lent 40 million dollars to farmers in the north.",
           "A new pipeline of 120 kilometres will carry gas to the capital."],
    "tr": ["Merkez bankası perşembe günü politika faizini yüzde 1,5 artırdı.",
           "Banka ayrıca kuzeydeki çiftçilere 40 milyon dolar kredi verdi.",
           "120 kilometrelik yeni bir boru hattı başkente gaz taşıyacak."],
    "ms": ["Bank pusat menaikkan kadar utamanya sebanyak 1.5 peratus pada Khamis.",
           "Ia juga memberi pinjaman 40 juta dolar kepada petani di utara.",
           "Saluran paip baharu sepanjang 120 kilometer akan membawa gas ke ibu negara."],
    "hi": ["केंद्रीय बैंक ने गुरुवार को अपनी मुख्य दर 1.5 प्रतिशत बढ़ा दी।",
           "उसने उत्तर के किसानों को 4 करोड़ डॉलर का कर्ज़ भी दिया।",
           "120 किलोमीटर लंबी एक नई पाइपलाइन राजधानी तक गैस ले जाएगी।"],
    "ar": ["رفع البنك المركزي سعر الفائدة الرئيسي 1.5 بالمئة يوم الخميس.",
           "كما أقرض 40 مليون دولار للمزارعين في الشمال.",
           "وسينقل خط أنابيب جديد طوله 120 كيلومترا الغاز إلى العاصمة."],
    "ru": ["Центральный банк в четверг повысил ключевую ставку на 1,5%.",
           "Он также выдал фермерам на севере кредиты на 40 млн долларов.",
           "Новый газопровод длиной 120 километров доставит газ в столицу."],
}

PERCENT_AS_MONEY = {  # the rate's figure kept, its unit made a currency
    "tr": (0, "yüzde 1,5", "1,5 dolar"),
    "ms": (0, "1.5 peratus", "1.5 dolar"),
    "hi": (0, "1.5 प्रतिशत", "1.5 डॉलर"),
    "ar": (0, "1.5 بالمئة", "1.5 دولار"),
    "ru": (0, "на 1,5%", "на 1,5 доллара"),
}
MEASURE_AS_PERCENT = {  # the pipeline's length kept, its unit made a percentage
    "tr": (2, "120 kilometrelik", "yüzde 120'lik"),
    "ms": (2, "120 kilometer", "120 peratus"),
    "hi": (2, "120 किलोमीटर", "120 प्रतिशत"),
    "ar": (2, "120 كيلومترا", "120 بالمئة"),
    "ru": (2, "120 километров", "120 процентов"),
}


@pytest.mark.parametrize("source", SOURCES)
def test_the_bank_story_as_written_gives_no_numeric_row(tmp_path, source):
    assert rows(tmp_path, BANK, source) == []


SWAPS = [(lang, *change) for table in (PERCENT_AS_MONEY, MEASURE_AS_PERCENT) for lang, change in sorted(table.items())]


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang, paragraph, old, new", SWAPS)
def test_a_figure_given_another_kind_of_unit_is_a_unit_row(tmp_path, lang, paragraph, old, new, source):
    assert rows(tmp_path, edited({(lang, paragraph): (old, new)}, BANK), source) == [
        ("unit", lang, line_of(paragraph))]
