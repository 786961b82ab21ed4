"""Numbers written in words: "yirmi beş", "dua puluh lima", "पच्चीस", "خمسة وعشرون",
"двадцать пять тысяч", and vague quantities ("birkaç milyon", "сотни миллиардов").

Composition is generic: unit words add (tens then units; in Arabic units then tens, and
teens as unit + ten), hundred-words multiply the last part (dua puluh, üç yüz, ثلاث مائة),
Malay "belas" adds ten, scale words close a block (standard "total/current" reading, so
"दो लाख करोड़" = 2·10^5·10^7).
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Optional

from .lexicon import LangTables, match_at, match_inflected
from .tokens import WORD, Tok

NUMBER_KINDS = frozenset({"word", "mult", "teen", "scale", "frac"})
HALF_JOINER = frozenset({"half_joiner"})
PERCENT_WORD = frozenset({"percent"})
HALF = Decimal("0.5")


def _hyphen_between(toks: list[Tok], j: int) -> bool:
    return j + 1 < len(toks) and toks[j].text == "-" and toks[j - 1].glued_to(toks[j]) \
        and toks[j].glued_to(toks[j + 1])


@dataclass
class WordNumber:
    value: Decimal
    end: int  # token after the words
    n_items: int
    single_word: Optional[str]  # the only word (its table form), when the number is one word
    scale_only: bool  # a lone scale word ("milyon token'lık")
    exponent: int  # power of ten applied by scale words
    inflected: bool = False  # the last word carries an ending ("milyonda", "Bina"): nothing follows it


def _is_power_of_ten(value: Decimal) -> Optional[int]:
    if value >= 1000 and value == value.to_integral_value():
        digits = str(int(value))
        if digits.strip("0") == "1":
            return len(digits) - 1
    return None


def split_compound(word: str, t: LangTables) -> Optional[list[tuple[str, Decimal]]]:
    """Turkish written solid: "yirmibeş" -> [(word, 20), (word, 5)]."""
    if t.compound_re is None or not t.compound_re.fullmatch(word):
        return None
    parts, rest = [], word
    while rest:
        for size in range(len(rest), 1, -1):
            head = rest[:size]
            entry = t.phrases.get((head,), {})
            kind = next((k for k in ("word", "mult", "scale") if k in entry), None)
            if kind:
                value = entry[kind].value
                parts.append((kind, Decimal(value) if kind != "scale" else value))
                rest = rest[size:]
                break
        else:
            return None
    return parts if len(parts) > 1 else None


def _items_at(toks: list[Tok], j: int, t: LangTables, inflected: bool = False):
    m = match_at(toks, j, t, NUMBER_KINDS)
    if m is None and inflected:
        m = match_inflected(toks, j, t, NUMBER_KINDS)  # "elli sekizi": the last word takes the suffix
    if m is not None:
        kind = next(k for k in ("word", "mult", "teen", "scale", "frac") if k in m.entries)
        entry = m.entries[kind]
        return [(kind, entry.value, entry.plural)], m
    if t.join_compounds and j < len(toks):
        parts = split_compound(toks[j].text, t)
        if parts:
            return [(k, v, False) for k, v in parts], None
    return None, None


def _alone_inflected(toks: list[Tok], j: int, t: LangTables):
    """A number word carrying a case or possessive ending alone ("ikisini", "beşi", "dördü")."""
    if j >= len(toks) or toks[j].kind != "word":
        return None, None
    word = toks[j].text
    for suffix in sorted((s for s in t.alone_suffixes if word.endswith(s)), key=len, reverse=True):
        stem = word[:-len(suffix)]
        entry = t.phrases.get((stem,), {}).get("word")
        if entry is not None and stem not in t.ambiguous_words and len(stem) >= 2:
            return [("word", entry.value, False)], None
    return None, None


def _can_add(last: Optional[Decimal], value: Decimal, t: LangTables) -> bool:
    if last is None:
        return True
    if value == HALF:
        return last >= 1 and last == last.to_integral_value()
    if last % 100 == 0 and value < 100:
        return True
    if last % 1000 == 0 and value < 1000:  # ألفان وخمسمائة
        return True
    if last % 10 == 0 and 10 <= last < 100 and value < 10:
        return True
    if t.units_before_tens and last < 10:
        return value == 10 or (value % 10 == 0 and 20 <= value <= 90)
    return False


def read_number_words(toks: list[Tok], i: int, t: LangTables,
                      inflected_first: bool = False) -> Optional[WordNumber]:
    """The number written in words from token i ("yirmi beş", "fifty-eight", "два с половиной
    миллиона"); ``inflected_first`` lets a lone first word carry a suffix (after "yüzde")."""
    total, chunk = Decimal(0), Decimal(0)
    last: Optional[Decimal] = None
    largest, exponent, n_items, j = -1, 0, 0, i
    single_word, scale_only, inflected = None, True, False
    fraction = Decimal(0)  # साढ़े/सवा/पौने waiting for the number they modify
    last_scale: Optional[int] = None
    while j < len(toks):
        hyphen = n_items and t.hyphen_compounds and _hyphen_between(toks, j)
        if hyphen:
            j += 1  # "fifty-eight", "twenty-five"
        elif t.scale_comma and n_items and last is None and last_scale is not None and toks[j].text == "," \
                and j + 1 < len(toks) and _items_at(toks, j + 1, t)[0]:
            hyphen = True  # "two million, five hundred thousand": a comma after a scale word
            j += 1
        if n_items and match_at(toks, j, t, PERCENT_WORD) is not None:
            break  # "واحد بالمائة": one percent, not one hundred (ب + المائة)
        items, m = _items_at(toks, j, t, inflected=bool(n_items) or inflected_first)
        if not items and not n_items and t.alone_suffixes:
            items, m = _alone_inflected(toks, j, t)  # "ikisini kaybetti": two of them
        if not items and n_items and toks[j].text in t.joiners and j + 1 < len(toks):
            items, m = _items_at(toks, j + 1, t, inflected=True)  # "واحد و عشرون": a free-standing "and"
            if items:
                j += 1
        if not items and n_items and (chunk or total):
            half = match_at(toks, j, t, HALF_JOINER)
            if half is not None and (last is None or last == last.to_integral_value()):
                chunk += HALF  # "два с половиной", "two and a half"
                last, j = None, half.end
                continue
        if not items:
            if hyphen:
                j -= 1
            break
        if n_items == 0 and items[0][0] == "scale" and items[0][2]:
            return None  # "миллионы" alone is a vague quantity
        if n_items and j > i and toks[j].start - toks[j - 1].end > 1:
            break
        stop = False
        snapshot = (total, chunk, last, largest, exponent, n_items, scale_only, last_scale)
        for kind, value, _plural in items:
            power = _is_power_of_ten(value) if kind == "word" else None
            if power is not None:
                kind, value = "scale", power
                scale_only = False  # "seribu", "sejuta": a number, not a bare scale word
            if kind == "frac":
                if n_items or fraction:
                    stop = True
                    break
                fraction = value
                continue
            if fraction and kind == "word":
                value, fraction = value + fraction, Decimal(0)
            elif fraction and kind in ("mult", "scale") and last is None and not chunk:
                chunk, last, fraction = 1 + fraction, 1 + fraction, Decimal(0)
                scale_only = False
            if kind == "word" and value == HALF and not chunk and last_scale is not None:
                total += HALF * (Decimal(10) ** last_scale)  # "مليون ونصف" = 1.5 million
                n_items += 1
                continue
            if kind == "word":
                if n_items and not _can_add(last, value, t):
                    stop = True
                    break
                chunk += value
                last = value
                scale_only = False
            elif kind == "mult":
                base = last if last is not None else Decimal(1)
                chunk = chunk - (last or 0) + base * value
                last = base * value
                scale_only = False
            elif kind == "teen":
                if last is None or last >= 10:
                    stop = True
                    break
                chunk += value
                last = chunk
            else:  # scale
                # a scale right after another multiplies what came before: दो लाख करोड़
                block = chunk if chunk else Decimal(0 if total else 1)
                if value > largest:
                    total = (total + block) * (Decimal(10) ** value)
                    largest = value
                else:
                    total += block * (Decimal(10) ** value)
                exponent = max(exponent, value)
                chunk, last, last_scale = Decimal(0), None, value
            n_items += 1
        if stop:
            # a token is read whole or not at all ("beşbir" is not 5 followed by 1)
            total, chunk, last, largest, exponent, n_items, scale_only, last_scale = snapshot
            break
        if fraction and not n_items:
            j += 1  # the fraction word itself; its number follows
            continue
        single_word = (" ".join(m.key) if m is not None and m.key else toks[j].text) if n_items == 1 else None
        j = m.text_end if m is not None else j + 1
        if m is not None and (m.end != m.text_end or m.inflected):
            j, inflected = m.end, True
            break
    if n_items == 0:
        return None
    if n_items == 1 and scale_only and single_word in t.scale_duals and not _number_before(toks, i, t):
        return WordNumber(2 * (total + chunk), j, n_items, single_word, True, exponent)  # "مليونا دولار"
    return WordNumber(total + chunk, j, n_items, single_word, scale_only, exponent, inflected)


def _number_before(toks: list[Tok], i: int, t: LangTables) -> bool:
    """A figure or a number word right before token i ("عشرون ألفا", "20 ألفا")."""
    if i == 0:
        return False
    before = toks[i - 1]
    return before.kind == "num" or match_at(toks, i - 1, t, NUMBER_KINDS) is not None


@dataclass
class VagueNumber:
    low: Decimal
    high: Decimal
    end: int


def read_vague(toks: list[Tok], i: int, t: LangTables) -> Optional[VagueNumber]:
    """"birkaç milyon" (2-9 million), "yüzlerce" (100-1000), "сотни миллиардов" (10^11-10^12)."""
    tens = _power_word_before_vague(toks, i, t)
    if tens is not None:  # "on binlerce" (tens of thousands), "yüz binlerce": 10 or 100 times a plural
        power, base, end = tens
        return VagueNumber(Decimal(10) ** (power + base), Decimal(10) ** (power + base + 1), end)
    m = match_at(toks, i, t, frozenset({"vague_q", "vague_pl", "scale"}))
    if m is None:
        return None
    if "vague_q" in m.entries:
        exponent, j = _following_powers(toks, m.end, t)
        if exponent == 0:
            return None
        unit = Decimal(10) ** exponent
        return VagueNumber(2 * unit, 9 * unit, j)
    if "vague_pl" in m.entries:
        base = m.entries["vague_pl"].value
    elif m.entries["scale"].plural:
        base = m.entries["scale"].value
    else:
        return None
    reach = t.vague_reach.get(m.key)  # "लाखों": hundreds of thousands, in news Hindi also millions
    if m.end != m.text_end:
        return VagueNumber(Decimal(10) ** base, _vague_high(base, 0, reach), m.end)
    exponent, j = _following_powers(toks, m.end, t)
    if exponent == 0 and base < 3:
        link = match_at(toks, m.end, t, LINK)  # "tens of thousands", "hundreds of millions"
        plural = match_at(toks, link.end, t, SCALE_KIND) if link is not None else None
        if plural is not None and plural.get("scale").plural:
            exponent, j = plural.get("scale").value, plural.end
    return VagueNumber(Decimal(10) ** (base + exponent), _vague_high(base, exponent, reach), j)


LINK, SCALE_KIND, VAGUE_PL = frozenset({"unit_link"}), frozenset({"scale"}), frozenset({"vague_pl"})
WORD_OR_MULT = frozenset({"word", "mult"})


def _power_word_before_vague(toks: list[Tok], i: int, t: LangTables) -> Optional[tuple[int, int, int]]:
    """(power of the number word, power of the plural, end) for "on binlerce", "yüz binlerce"."""
    if i + 1 >= len(toks) or toks[i].kind != "word":
        return None
    word = match_at(toks, i, t, WORD_OR_MULT)
    value = next(iter(word.entries.values())).value if word is not None and word.end == i + 1 else None
    if value not in (10, 100):
        return None
    plural = match_at(toks, i + 1, t, VAGUE_PL)
    if plural is None or plural.get("vague_pl").value < 3:
        return None
    return len(str(int(value))) - 1, plural.get("vague_pl").value, plural.end


def _vague_high(base: int, exponent: int, reach: Optional[int] = None) -> Decimal:
    """Upper bound: "tens/hundreds of X" stay below the next power, "millions" below 1000x; a
    plural whose idiomatic reach is wider (numbers.yml ``vague_reach``) below 10 to that power."""
    if reach is not None:
        return Decimal(10) ** (reach + exponent)
    return Decimal(10) ** (base + exponent + (1 if base < 3 else 3))


def _following_powers(toks: list[Tok], j: int, t: LangTables) -> tuple[int, int]:
    exponent = 0
    while j < len(toks):
        m = match_at(toks, j, t, frozenset({"scale", "mult"}))
        if m is None:
            break
        if "scale" in m.entries:
            exponent += m.entries["scale"].value
        else:
            exponent += len(str(int(m.entries["mult"].value))) - 1
        j = m.end
        if m.end != m.text_end:
            break
    return exponent, j


FRACTION_ALONE, DENOMINATOR = frozenset({"fraction"}), frozenset({"denominator"})
PERCENT_PREFIX = frozenset({"percent_prefix"})


def read_fraction(toks: list[Tok], i: int, t: LangTables, inflected_first: bool = False) -> Optional[WordNumber]:
    """A number in words, read as a fraction when it is one: "две трети", "two-thirds", "dua
    pertiga", "दो-तिहाई" (numerator, then a denominator word), Turkish "üçte ikisi" (the
    denominator with -te/-de first), or a fraction word alone ("треть", "ثلثي", "sepertiga");
    otherwise the plain number (``read_number_words``)."""
    m = match_at(toks, i, t, FRACTION_ALONE)
    if m is not None and ordinal_before_noun(toks, m.end, m.key[-1], t):
        return None  # "a third satellite": the ordinal, read as a rank
    if m is not None:
        return WordNumber(m.get("fraction").value, m.end, 1, m.key[0] if len(m.key) == 1 else None,
                          False, 0)
    if t.fraction_locatives and match_at(toks, i, t, PERCENT_PREFIX) is None:
        found = _locative_fraction(toks, i, t)
        if found is not None:
            return found
    numerator = read_number_words(toks, i, t, inflected_first=inflected_first)
    if numerator is None or numerator.exponent or numerator.value < 1 \
            or numerator.value != numerator.value.to_integral_value():
        return numerator
    k = numerator.end
    if k + 1 < len(toks) and _hyphen_between(toks, k):
        k += 1
    d = match_at(toks, k, t, DENOMINATOR)
    if d is None:
        return numerator
    denominator = d.get("denominator").value
    if numerator.value >= denominator:
        return numerator  # "three fourths" yes, "five thirds" is not news copy
    return WordNumber(numerator.value / denominator, d.end, numerator.n_items + 1, None, False, 0)


def ordinal_before_noun(toks: list[Tok], end: int, last: str, t: LangTables) -> bool:
    """"a third satellite", "a fifth term": a fraction word that is also an ordinal, followed by
    a word that does not link a fraction to its whole ("a third of"), numbers that word."""
    return bool(t.ordinal_fraction_links) and last in t.ordinal_words and end < len(toks) \
        and toks[end].kind == WORD and toks[end].text not in t.ordinal_fraction_links


def _locative_fraction(toks: list[Tok], i: int, t: LangTables) -> Optional[WordNumber]:
    """"üçte ikisi", "dörtte bir", "onda biri": denominator + locative, then the numerator."""
    word = toks[i].text
    for suffix in t.fraction_locatives:
        if not word.endswith(suffix):
            continue
        entry = t.phrases.get((word[:-len(suffix)],), {})
        denominator = entry.get("word") or entry.get("mult") or entry.get("scale")
        if denominator is None or i + 1 >= len(toks):
            continue
        value = denominator.value if "scale" not in entry else Decimal(10) ** denominator.value
        numerator = read_number_words(toks, i + 1, t, inflected_first=True)
        if numerator is not None and 1 <= numerator.value < value:
            return WordNumber(numerator.value / Decimal(value), numerator.end, 2, None, False, 0)
    return None
