"""A six-language article written for the fact tests (not taken from any corpus).

Paragraph k is on line 2k+1 of each file. The Russian converts 85 mph into 137 km/h (85 mph is
136.8 km/h) and the Malay restates "1.25 times" as "25 percent": both are correct translation.
"""
from pathlib import Path

from pipeline import api
from pipeline.model import Reference

STORY = {
    "en": ["The robotics company, valued at 4.2 billion dollars, employs 212 engineers.",
           "Its 36-year-old founder started the firm in 2015 with 58 colleagues.",
           "The team finished 4th in the national ranking and filed 312 patents last year.",
           "Sales grew 1.25 times compared with the year before.",
           "During the test, the prototype reached a speed of 85 mph.",
           "Investors now value the company at 4.2 billion dollars."],
    "tr": ["Robotik şirketi 4,2 milyar dolar değerinde ve 212 mühendis çalıştırıyor.",
           "36 yaşındaki kurucusu şirketi 2015'te 58 meslektaşıyla kurdu.",
           "Ekip ulusal sıralamada 4. oldu ve geçen yıl 312 patent başvurusu yaptı.",
           "Satışlar bir önceki yıla göre 1,25 kat arttı.",
           "Test sırasında prototip saatte 85 mil hıza ulaştı.",
           "Yatırımcılar şirkete şimdi 4,2 milyar dolar değer biçiyor."],
    "ms": ["Syarikat robotik itu bernilai 4.2 bilion dolar dan mempunyai 212 jurutera.",
           "Pengasasnya yang berusia 36 tahun memulakan firma itu pada tahun 2015 bersama 58 rakan sekerja.",
           "Pasukan itu menduduki tempat ke-4 dalam ranking kebangsaan dan memfailkan 312 paten tahun lalu.",
           "Jualan meningkat 25 peratus berbanding tahun sebelumnya.",
           "Semasa ujian, prototaip itu mencapai kelajuan 85 batu sejam.",
           "Pelabur kini menilai syarikat itu pada 4.2 bilion dolar."],
    "hi": ["रोबोटिक्स कंपनी का मूल्य 4.2 अरब डॉलर है और इसमें 212 इंजीनियर काम करते हैं।",
           "इसके 36 वर्षीय संस्थापक ने 2015 में 58 सहयोगियों के साथ कंपनी शुरू की।",
           "टीम राष्ट्रीय रैंकिंग में चौथे स्थान पर रही और पिछले साल 312 पेटेंट दाखिल किए।",
           "बिक्री पिछले साल की तुलना में 1.25 गुना बढ़ी।",
           "परीक्षण के दौरान प्रोटोटाइप 85 मील प्रति घंटे की रफ़्तार तक पहुँचा।",
           "निवेशक अब कंपनी का मूल्य 4.2 अरब डॉलर आंकते हैं।"],
    "ar": ["تبلغ قيمة شركة الروبوتات 4.2 مليار دولار، ويعمل فيها 212 مهندسا.",
           "أسس مؤسسها البالغ من العمر 36 عاما الشركة في عام 2015 مع 58 زميلا.",
           "احتل الفريق المركز الرابع في التصنيف الوطني وقدم 312 براءة اختراع العام الماضي.",
           "ارتفعت المبيعات 1.25 مرة مقارنة بالعام السابق.",
           "خلال الاختبار، بلغت سرعة النموذج الأولي 85 ميلا في الساعة.",
           "يقدر المستثمرون الآن قيمة الشركة بـ4.2 مليار دولار."],
    "ru": ["Компания-разработчик роботов стоит 4,2 млрд долларов, в ней работают 212 инженеров.",
           "Её 36-летний основатель создал фирму в 2015 году вместе с 58 коллегами.",
           "Команда заняла 4-е место в национальном рейтинге и в прошлом году подала 312 патентов.",
           "Продажи выросли в 1,25 раза по сравнению с предыдущим годом.",
           "Во время испытаний прототип развил скорость 137 км/ч.",
           "Сейчас инвесторы оценивают компанию в 4,2 млрд долларов."],
}
TRANSLATIONS = ("tr", "ms", "hi", "ar", "ru")


def line_of(paragraph: int) -> int:
    return 2 * paragraph + 1


def edited(changes: dict, story: dict = STORY) -> dict:
    """A copy of ``story`` with ``{(lang, paragraph): (old, new)}`` replaced (each must occur)."""
    versions = {lang: list(paragraphs) for lang, paragraphs in story.items()}
    for (lang, paragraph), (old, new) in changes.items():
        assert old in versions[lang][paragraph], (lang, paragraph, old)
        versions[lang][paragraph] = versions[lang][paragraph].replace(old, new, 1)
    return versions


def write_article(root: Path, versions: dict, name: str = "story") -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    for lang, paragraphs in versions.items():
        (folder / f"{lang}.txt").write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
    return folder


def reconcile_folder(folder: Path, reference=None) -> tuple[list, list]:
    """``api.reconcile_article_numbers`` (the numbers-only pipeline, no names): the
    discrepancies and the located numbers."""
    result = api.reconcile_article_numbers(folder, folder.parent, reference)
    return result.discrepancies, result.numbers


NUMERIC_KINDS = ("scale", "unit", "value", "missing", "inconsistent")


def numeric_rows(root: Path, versions: dict, source: str = "") -> list[tuple[str, str, int]]:
    """The (kind, language, line) of each numeric row of ``versions`` written under ``root``."""
    issues, _ = reconcile_folder(write_article(root, versions), Reference(source=source))
    return [(d.kind, d.lang, d.line) for d in issues if d.kind in NUMERIC_KINDS]
