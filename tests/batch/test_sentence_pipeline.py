"""The sentence pipelines are built cheaply and split exactly as spaCy's full blank pipelines."""
import pytest
import spacy
from spacy.attrs import IS_PUNCT

from pipeline.segment import boundary_special_cases, sentence_marks, sentence_pipeline

# Hand-written paragraphs with the cases that decide boundaries: abbreviations with a period,
# numbers with decimal points, quotes and brackets after a full stop, reduplicated words.
TEXTS = {
    "tr": ["Prof. Dr. Ayşe Demir 3.5 milyon lira istedi. Şirket ise \"Hayır.\" dedi (vb. ayrıntılar yok).",
           "Toplantı saat 14.30'da başladı! Ne olacak? Bilinmiyor... Yarın devam edecek."],
    "ms": ["Dr. Ahmad berkata kanak-kanak itu selamat. Kerajaan membelanjakan RM3.5 bilion dll. untuk projek itu.",
           "Beliau bertanya: \"Bila?\" Jawapannya tidak jelas. Rumah-rumah itu (lebih kurang 40 buah) musnah."],
    "hi": ["डॉ. शर्मा ने कहा कि 3.5 करोड़ रुपये खर्च हुए। सरकार ने मना किया! क्या यह सच है?",
           "बैठक सुबह 10.30 बजे हुई। \"नहीं।\" उन्होंने कहा।"],
    "ar": ["قال د. أحمد إن المشروع كلف 3.5 مليون دولار. ورفضت الحكومة ذلك! هل هذا صحيح؟",
           "بدأ الاجتماع في الساعة 10.30 صباحا. (ولم يحضر الوزير.) وانتهى ظهرا."],
    "ru": ["Проф. Иванов сказал, что т.е. проект стоил 3.5 млн руб. в 2020 г. Власти возразили!",
           "Встреча началась в 10.30. «Нет.» — ответил он. Далее и т. д. Всё."],
    "en": ["Dr. Smith paid $3.5 million, i.e. more than planned. The U.S. government said no! Why?",
           "He said: \"No.\" Then he left (at 10.30 a.m.). Mr. Jones stayed."],
}


def boundaries(nlp, texts):
    return [[(s.start_char, s.end_char) for s in doc.sents] for doc in nlp.pipe(texts)]


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_sentences_equal_those_of_the_full_blank_pipeline(lang):
    full = spacy.blank(lang)
    full.add_pipe("sentencizer")
    assert boundaries(sentence_pipeline(lang), TEXTS[lang]) == boundaries(full, TEXTS[lang])


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_every_paragraph_has_more_than_one_sentence(lang):
    assert all(len(s) > 1 for s in boundaries(sentence_pipeline(lang), TEXTS[lang]))


def test_special_cases_that_cannot_move_a_boundary_are_dropped():
    marks = sentence_marks()
    kept = boundary_special_cases({"anak-anak": [{65: "anak-anak"}], "dll.": [{65: "dll."}],
                                   "'s": [{65: "'s"}], ":)": [{65: ":)"}], "Dr.": [{65: "Dr."}]}, marks)
    assert sorted(kept) == ["'s", ":)", "Dr.", "dll."]


def test_malay_loads_a_few_hundred_special_cases_instead_of_thousands():
    nlp = sentence_pipeline("ms")
    full = spacy.util.get_lang_class("ms").Defaults.tokenizer_exceptions
    assert len(full) > 5000
    assert 0 < len(nlp.Defaults.tokenizer_exceptions) < len(full) / 10
    assert "Dr." in nlp.Defaults.tokenizer_exceptions or "dr." in nlp.Defaults.tokenizer_exceptions


def test_new_words_get_only_the_punctuation_attribute():
    nlp = sentence_pipeline("tr")
    assert set(nlp.vocab.lex_attr_getters) == {IS_PUNCT}
    doc = nlp("Bir iki. Üç!")
    assert [t.is_punct for t in doc] == [False, False, True, False, True]


def test_a_code_spacy_lacks_gets_the_multi_language_tokenizer():
    nlp = sentence_pipeline("zz")
    assert [s.text for s in nlp("One two. Three four.").sents] == ["One two.", "Three four."]


def russian_version(text: str):
    from pipeline.io.read import split_lines, split_paragraphs
    from pipeline.model import Version

    raw = split_lines(text)
    return Version("art", "ru.txt", "art/ru.txt", "ru", "filename", 1.0, raw, split_paragraphs(raw))


def test_a_version_is_split_into_sentences_with_offsets_into_its_paragraphs():
    from pipeline.segment import add_sentences

    version = russian_version(TEXTS["ru"][0] + "\n\n  Совершенно-новоеслово появилось.  Ещё одно.\n")
    add_sentences(version)
    second = version.paragraphs[1]
    # spaCy keeps the spaces before a sentence in it (a whitespace token)
    assert [s.text for s in second.sentences] == ["  Совершенно-новоеслово появилось.", " Ещё одно."]
    assert all(second.text[s.start:s.end] == s.text for s in second.sentences)
    spans = [span.text for span in sentence_pipeline("ru")(second.text).sents]
    assert [s.text for s in second.sentences] == spans


def test_a_pipeline_keeps_the_words_it_has_read_and_is_built_afresh_past_the_limit(monkeypatch):
    from pipeline import segment

    nlp = segment.sentence_pipeline("ru")
    segment.add_sentences(russian_version("Первое новоеслово и второе другоеслово. Третье.\n"))
    assert "новоеслово" in nlp.vocab.strings  # kept: the next article splits it from the cache
    assert segment.sentence_pipeline("ru") is nlp
    monkeypatch.setattr(segment, "MAX_WORDS", len(nlp.vocab) - 1)
    fresh = segment.sentence_pipeline("ru")
    assert fresh is not nlp and "новоеслово" not in fresh.vocab.strings
    assert [s.text for s in fresh("Раз два. Три.").sents] == ["Раз два.", "Три."]
