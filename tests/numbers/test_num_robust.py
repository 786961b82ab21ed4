"""Random jumbles of number fragments: no crash, exact surfaces, no overlapping mentions."""
import random
import unicodedata

import pytest

from pipeline.numbers import extract_numbers

PIECES = ["31,5", "milyar", "%", "'", "-", "K3", "2.8T", "млрд", "в", "раз", "مرة", "و", "गुना",
          "kali", "1.250", "2025", "Temmuz", "июля", "من", "إلى", "ile", "arasında", "yüzde", "beş",
          "bir", "birkaç", "сотни", "لآلاف", "RM", "US$", "€", "1 250", "٣١٫٥", "ke-", "8.", "वें",
          "12,34,56,789", "—", "–", ",", ".", "(", ")", "beşbir", "yirmibeş", "dua", "puluh",
          "belas", "خمسة", "وعشرون", "двадцать", "пять", "тысяч", "साढ़े", "सौ", "ألفان", "27",
          "tahun", "عام", "%80'i", "x", "7B", "token", "parametre", "TL", "$", "\u00a0"]
SEPARATORS = ["", " ", "  ", "\n"]


@pytest.mark.parametrize("lang", ["tr", "ms", "hi", "ar", "ru", "en"])
def test_random_fragments(lang):
    rng = random.Random(20261130)
    for _ in range(500):
        text = "".join(rng.choice(PIECES) + rng.choice(SEPARATORS) for _ in range(rng.randint(1, 12)))
        text = unicodedata.normalize("NFC", text)
        previous_end = 0
        for m in extract_numbers(text, lang):
            assert text[m.start:m.end] == m.surface and m.start < m.end, (text, m)
            assert m.start >= previous_end, (text, m)
            previous_end = m.end
