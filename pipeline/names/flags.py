"""Name discrepancies of clustered persons (rows of discrepancies.csv), on strong evidence only.

- ``name_variant``: one version spells one person two ways (full spellings, not a surname-only
  mention). Medium when a consonant differs (another sound), low when the two are the same
  name transliterated twice (ट्रंप / ट्रम्प).
- ``name_mismatch``: a version's usual spelling is clearly another name than the one the other
  versions agree on among themselves. "Agree" is judged among versions that write the name the
  same way: Latin-script versions keep the original spelling, so between them a dropped or added
  letter is a misspelling (Boris Johson, Vladmir Putin) while a changed vowel is a variant
  (Sergei / Sergey); versions in other scripts transliterate by sound, so between them a
  consonant changed, added or dropped outside the classes scripts confuse is another name
  (कवनगुआ where Arabic and Russian write Kavano, पेलोरी for Pelosi, Kim Jae-in for Moon Jae-in).
  High when the surname differs, medium otherwise. Nobody agreeing with anybody is no evidence.
- ``name_mismatch`` with severity low: a Latin version writes a Chinese name in Wade-Giles where
  the other Latin versions use pinyin (a change of romanization system, not an error of fact).

Messages name the languages and romanize what an editor cannot read (``pipeline.wording``).
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Optional

from pipeline.ids import issue_id
from pipeline.lang import name_of
from pipeline.model import Discrepancy, LocatedName, Person, Place, Version
from pipeline.names.affixes import is_month, proclitic_readings
from pipeline.names.cues import cues_for
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.dialects import same_western_chinese_name
from pipeline.names.entities import (
    Candidate,
    Entity,
    chinese_similarity,
    is_cased_script,
    is_lossy_script,
    name_similarity,
    script_of,
    spelling_form,
)
from pipeline.names.keys import (compiled_rules, consonant_distance, consonants, glued_to_name, kept_name_words,
                                 key_similarity, name_key, silent_r)
from pipeline.names.readings import MUST_WRITE, latin_readings
from pipeline.names.respell import DIFFERENT, RESPELLED, SAME, latin_relation
from pipeline.names.romanize import romanize, romanize_latin
from pipeline.wording import language_names, quote

SAME_NAME = 85.0  # key similarity above which two spellings are the same name transliterated
LOSSY_SAME_NAME = 80.0  # Devanagari/Arabic: compared by admissible readings, a little looser
GARBLED = "garbled"  # system of a misspelling attached by pipeline.names.garbled
ALIGNED_SYSTEM = "aligned"  # a mention found at an aligned place (pipeline.names.aligned)
LATIN = "Latin"
VOWELS = set("aeiouy")
CONSONANT_EDIT = 1.0  # a full consonant edit: another sound, not a transliteration


def name_discrepancies(article: str, persons: list[Person], versions: list[Version]) -> list[Discrepancy]:
    files = {v.lang: v.file for v in versions}
    out: list[Discrepancy] = []
    for person in persons:
        by_lang: dict[str, list[LocatedName]] = defaultdict(list)
        for m in person.mentions:
            if m.mention.system not in (SHORT_SYSTEM, ALIGNED_SYSTEM):  # aligned ones: pipeline.names.aligned
                by_lang[m.lang].append(m)
        mains = supported_spellings(by_lang)
        for lang, mentions in sorted(by_lang.items()):
            out += variant_flags(article, person, lang, files.get(lang, ""), mentions, mains.get(lang))
        out += mismatch_flags(article, person, by_lang, files, mains)
    return out


def supported_spellings(by_lang: dict[str, list[LocatedName]]) -> dict[str, str]:
    """Each version's usual spelling of the person: of the spellings it writes, the one most other
    versions agree with, then the most frequent (``dominant``). A version that writes the name
    right once and wrong once keeps the right one as its usual spelling, so the row goes to the
    wrong one (Hindi लोपेज़ ओब्रेगोन beside लोपेज़ ओब्रादोर)."""
    spellings = {lang: _spellings(ms) for lang, ms in by_lang.items()}
    first = {lang: groups[dominant(groups)][0] for lang, groups in spellings.items()}
    out = {}
    for lang, groups in spellings.items():
        if len(groups) < 2:
            out[lang] = next(iter(groups))
            continue
        others = {o: m for o, m in first.items() if o != lang}
        backing = {form: sum(agrees(ms[0], m, first) for m in others.values()) for form, ms in groups.items()}
        order = dominant(groups)
        out[lang] = max(groups, key=lambda form: (backing[form], form == order))
    return out


def shown(m: LocatedName) -> str:
    """The spelling as the version writes it (a Russian case form, not its nominative: the editor
    searches the text for it), romanized when it is not in Latin letters."""
    return quote(m.mention.surface, m.lang, romanize)


def _place(m: LocatedName) -> Place:
    return Place(m.lang, m.line, m.start, m.end)


# ---------------------------------------------------------------- spellings of one version


def _spellings(mentions: list[LocatedName]) -> dict[str, list[LocatedName]]:
    groups: dict[str, list[LocatedName]] = defaultdict(list)
    for m in sorted(mentions, key=lambda m: (m.line, m.start)):
        groups[spelling_form(m.mention.base)].append(m)
    return _fold_proclitics(groups, mentions[0].lang) if mentions else groups


def _fold_proclitics(groups: dict[str, list[LocatedName]], lang: str) -> dict[str, list[LocatedName]]:
    """Arabic: a spelling that is another spelling plus a proclitic (ل + يانغ) is that spelling."""
    cues = cues_for(lang)
    if not cues.clitics:
        return groups
    folded: dict[str, list[LocatedName]] = {}
    for form in sorted(groups, key=len):
        target = next((spelling_form(r) for r in proclitic_readings(form, cues)[1:] if spelling_form(r) in folded), form)
        folded.setdefault(target, []).extend(groups[form])
    return folded


def dominant(groups: dict[str, list[LocatedName]]) -> str:
    """The version's usual spelling: the most frequent, but never a misspelling while a
    readable spelling exists (pipeline.names.garbled)."""
    return max(groups, key=lambda form: (any(m.mention.system != GARBLED for m in groups[form]),
                                         len(groups[form]), -groups[form][0].line))


def _part_of(a: str, b: str) -> bool:
    """Every word of ``a`` is a word of ``b`` (Blasey Ford in Christine Blasey Ford)."""
    wa, wb = name_key(a).split(), name_key(b).split()
    return len(wa) < len(wb) and all(w in wb for w in wa)


def variant_flags(article, person: Person, lang, file, mentions, main: Optional[str] = None) -> list[Discrepancy]:
    groups = _spellings(mentions)
    if len(groups) < 2:
        return []
    main = main if main in groups else dominant(groups)
    usual = groups[main][0]
    expected = usual.mention.surface
    first_per_line = {m.line: m for m in sorted(groups[main], key=lambda m: (m.line, -m.start))}
    evidence = [_place(first_per_line[line]) for line in sorted(first_per_line)[:5]]
    out = []
    for form, ms in groups.items():
        if form == main:
            continue
        found = ms[0].mention.surface
        if script_of(found) != script_of(expected):
            continue  # the original spelling quoted beside the translation: "Илон Маск (Elon Musk)"
        if any(_part_of(a, b) or _part_of(b, a) for a, b in ((ms[0].mention.base, usual.mention.base),
                                                             (ms[0].mention.surface, usual.mention.surface))):
            # a shorter mention of the same name, not another spelling; compared as written too,
            # where a case ending read into one of them hides it (Лула да Силва, not "Лул да Силв")
            continue
        if not (ms[0].mention.chinese or usual.mention.chinese) and \
                glued(ms[0].mention.base, usual.mention.base, lang, tuple(usual.mention.base.split())):
            continue  # a missing space (جين فريمانعضوة): a spacing slip, no other spelling
        minor = same_sound(ms[0], usual) and not misspelt_latin(ms[0], usual)
        severity = "low" if minor else "medium"
        out.append(Discrepancy(
            article=article,
            issue_id=issue_id(article, "name_variant", lang, person.key, form),
            kind="name_variant", severity=severity,
            lang=lang, file=file, line=ms[0].line,
            found=found, expected=expected, evidence=evidence,
            message=(f"The {name_of(lang)} version spells {person.canonical} both {shown(usual)} "
                     f"({len(groups[main])}x) and {shown(ms[0])} ({len(ms)}x); pick one spelling."),
            start=ms[0].start, end=ms[0].end,
        ))
    return out


GLUE = 2  # letters a word must gain to be two words run together (فريمانفي: Freeman + في)


def glued(found: str, expected: str, lang: str = "", own: tuple[str, ...] = ()) -> bool:
    """A word of ``found`` is a word of ``expected`` with another word run into it, a missing
    space (جين فريمانعضوة: Freeman + "member"; يعنيجوني: "that is" + Johnny), or the words of
    ``expected`` written as one (ريموندسو, Raymond So): a spacing typo, not another name."""
    return glued_letters(found, expected) or glued_sound(found, expected, lang, own)


def glued_letters(found: str, expected: str) -> bool:
    """... letter for letter, as the two romanize: strong between two transliterations."""
    fw, ew = romanize(found).replace("-", " ").split(), romanize(expected).replace("-", " ").split()
    return any(len(x) >= len(y) + GLUE and len(y) >= GLUE and (x.startswith(y) or x.endswith(y))
               for x in fw for y in ew)


def glued_sound(found: str, expected: str, lang: str = "", own: tuple[str, ...] = ()) -> bool:
    """... by sound, where the scripts write the vowels apart (جنكينزيوم is Jenkins + يوم)."""
    key = name_key(expected)
    if len(key.split()) >= 2 and len(found.split()) == 1 and name_key(found) == key.replace(" ", ""):
        return True
    words, keys = found.replace("-", " ").split(), key.split()
    pairs = zip(words, keys) if len(words) == len(keys) else ((x, y) for x in words for y in keys)
    return any(glued_to_name(x, y, lang, own) for x, y in pairs)


def misspelt_latin(a: LocatedName, b: LocatedName) -> bool:
    """Two Latin spellings of one version that are one name misspelt (Micheal / Michael, Benard /
    Bernard): the same sounds, but letters swapped or lost, which no transliteration explains."""
    if script_of(a.mention.base) != LATIN or script_of(b.mention.base) != LATIN or a.mention.chinese or b.mention.chinese:
        return False  # a Chinese name in two romanizations or orders is judged by its syllables
    if len(a.mention.base.split()) != len(b.mention.base.split()):
        return False
    wa, wb = common_words(a.mention.base, b.mention.base)
    return latin_relation(wa, a.lang, wb, b.lang) == DIFFERENT


def same_sound(a: LocatedName, b: LocatedName) -> bool:
    """Two spellings of one version that are the same name transliterated twice."""
    if a.mention.key == b.mention.key:
        return True
    if a.mention.chinese and b.mention.chinese:
        return False
    if a.mention.system == GARBLED or b.mention.system == GARBLED:
        return False
    return max_consonant_edit(name_key(a.mention.base), name_key(b.mention.base)) < CONSONANT_EDIT


def max_consonant_edit(a: str, b: str, across_scripts: bool = False) -> float:
    """The largest consonant edit cost between words of two keys matched in order (a missing
    word counts as a full edit). Across scripts an r after a vowel and before a consonant or at
    the end of a word may be silent: English spells Park and Kerr with an r that Russian and
    Korean do not write (Пак Чи Вон)."""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb):
        return CONSONANT_EDIT * 2

    def distance(x: str, y: str) -> float:
        plain = consonant_distance(consonants(x), consonants(y))
        if not across_scripts or plain == 0:
            return plain
        return min(plain, consonant_distance(consonants(silent_r(x)), consonants(silent_r(y))))

    return max((distance(x, y) for x, y in zip(wa, wb)), default=0.0)



# ---------------------------------------------------------------- versions that disagree


def _usual(mentions: list[LocatedName], main: Optional[str] = None) -> LocatedName:
    groups = _spellings(mentions)
    return groups[main if main in groups else dominant(groups)][0]


def entity_of(m: LocatedName) -> Entity:
    return Entity(m.lang, m.mention.key, m.mention.chinese, [Candidate(0, m.lang, 0, m.mention, (0, 0))])


def common_words(a: str, b: str) -> tuple[str, str]:
    """Two spellings cut to the words they share when one names the person with fewer words
    (Blasey Ford / Christine Blasey Ford, Jong Un / Kim Jong Un): the best in-order match of the
    shorter name's words inside the longer one, by skeleton."""
    wa, wb = list(kept_name_words(a)), list(kept_name_words(b))  # particles out (es-Sudani, von der)
    if len(wa) == len(wb) or not wa or not wb:
        return " ".join(wa), " ".join(wb)
    short, long = (wa, wb) if len(wa) < len(wb) else (wb, wa)
    best, best_start = -1.0, 0
    for start in range(len(long) - len(short) + 1):
        window = " ".join(long[start:start + len(short)])
        score = key_similarity(name_key(" ".join(short)), name_key(window))
        if score > best:
            best, best_start = score, start
    cut = " ".join(long[best_start:best_start + len(short)])
    return (" ".join(short), cut) if len(wa) < len(wb) else (cut, " ".join(short))


def follows_letters(translit: str, latin: str) -> bool:
    """A transliteration that follows the Latin letters rather than the sound (कैवनौघ
    "kaivanaugh" for Kavanaugh, वेडे "vede" for Wayde): a rendering of the spelling, not another
    name. Vowels, h and w may come and go; the consonants must stay, in order."""
    ra, rb = romanize(translit).replace("-", " ").split(), latin.replace("-", " ").split()
    if len(ra) != len(rb):
        return False
    return all(any(letter_distance(spelled(x), spelled(reading)) < CONSONANT_EDIT for reading in romanized_readings(y))
               for x, y in zip(ra, rb))


def romanized_readings(word: str) -> tuple[str, ...]:
    """The Latin word in plain letters, as English reads it and as its own language may
    (pipeline.names.readings: Jankel -> jankel, Yankel, Hankel, zhankel), the consonants that
    must be written kept in capitals."""
    return tuple("".join(part if MUST_WRITE.fullmatch(part) else romanize_latin(part)
                         for part in MUST_WRITE.split(reading) if part)
                 for reading in latin_readings(word))


def spelled(word: str) -> str:
    """Romanized letters with the consonant classes of the skeleton (ph = f, th = t, v = w),
    vowels kept: what "following the letters" is judged on."""
    for pattern, new in compiled_rules():
        word = pattern.sub(new, word)
    return "".join(ch for i, ch in enumerate(word) if i == 0 or word[i - 1] != ch)  # Brett = Bret


EXTRA_VOWEL = 0.45  # a vowel (or h, w) the transliteration adds to the Latin letters
MISSING_VOWEL = 0.2  # one it leaves out: Arabic writes no short vowels
OTHER_VOWEL = 0.3  # one it writes differently


def letter_distance(translit: str, latin: str) -> float:
    """Edit distance from a romanized transliteration to Latin letters in which vowels, h and w
    cost little, leaving one out least (the consonants, and where they stand among the vowels,
    decide: "kawanagua" does not spell "kawanaug", "kaiwanaug" does)."""
    light = VOWELS | {"h", "w"}

    def extra(ch: str) -> float:
        return EXTRA_VOWEL if ch in light else 1.0

    def missing(ch: str) -> float:
        return MISSING_VOWEL if ch in light else 1.0

    previous = [0.0]
    for ch in latin:
        previous.append(previous[-1] + missing(ch))
    for ca in translit:
        current = [previous[0] + extra(ca)]
        for j, cb in enumerate(latin, 1):
            same = ca == cb or ca == cb.lower()  # a capital: a consonant that must be written
            sub = 0.0 if same else (OTHER_VOWEL if ca in light and cb in light else 1.0)
            current.append(min(previous[j] + extra(ca), current[j - 1] + missing(cb), previous[j - 1] + sub))
        previous = current
    return previous[-1]


def agrees(a: LocatedName, b: LocatedName, others: Optional[dict[str, LocatedName]] = None) -> bool:
    """Whether two versions' usual spellings are the same name (see the module docstring).
    Two Latin spellings that are the same sounds respelled (Zaharova / Zakharova) agree when a
    version in another script (``others``) writes that sound for both (Захарова)."""
    sa, sb = script_of(a.mention.base), script_of(b.mention.base)
    if GARBLED in (a.mention.system, b.mention.system):
        return False  # an unreadable misspelling of a known person (pipeline.names.garbled)
    if sa == LATIN and sb == LATIN:
        if a.mention.chinese and b.mention.chinese:
            return chinese_similarity(a.mention.key, b.mention.key) >= SAME_NAME
        base_a, base_b = common_words(a.mention.base, b.mention.base)
        relation = latin_relation(base_a, a.lang, base_b, b.lang)
        if relation == RESPELLED:
            return any(script_of(o.mention.base) not in ("", LATIN) and agrees(a, o) and agrees(b, o)
                       for o in (others or {}).values() if o is not a and o is not b)
        return relation == SAME
    threshold = LOSSY_SAME_NAME if is_lossy_script(sa) or is_lossy_script(sb) else SAME_NAME
    if a.mention.chinese or b.mention.chinese:
        return name_similarity(entity_of(a), entity_of(b)) >= threshold
    if same_western_chinese_name(a.mention.base, a.lang, b.mention.base, b.lang):
        return True  # Desmond Cheung Wing-kit / Десмонд Чжан Юнцзе: 張 in Cantonese and in Mandarin
    if month_for_name(a, b) or month_for_name(b, a):
        return False  # تيريزا مايو: the month, not a rendering of May
    return any(transliterations_agree(x, sa, y, sb, threshold) for x in clitic_readings(a) for y in clitic_readings(b))


def clitic_readings(m: LocatedName) -> list[str]:
    """The spelling, and without a proclitic glued to its first word (Arabic وجونسون, لجونسون)."""
    cues = cues_for(m.lang)
    words = m.mention.base.split()
    if not cues.clitics or not words:
        return [m.mention.base]
    return [" ".join([first] + words[1:]) for first in proclitic_readings(words[0], cues)]


def transliterations_agree(a: str, sa: str, b: str, sb: str, threshold: float) -> bool:
    base_a, base_b = common_words(a, b)
    if LATIN in (sa, sb) and follows_letters(*((base_a, base_b) if sb == LATIN else (base_b, base_a))):
        return True
    ka, kb = name_key(base_a), name_key(base_b)
    if max_consonant_edit(ka, kb, across_scripts=sa != sb) >= CONSONANT_EDIT:
        return False
    # every word within a consonant of its counterpart: the same name, however short its words
    # (Ri Yong Ho / Ли Ён Хо, where one consonant is most of a word)
    return key_similarity(ka, kb) >= threshold or len(ka.split()) == len(kb.split())


def spells_a_latin_version(m: LocatedName, usual: dict[str, LocatedName]) -> bool:
    """A transliteration that renders a Latin version's spelling letter by letter."""
    if m.mention.chinese or script_of(m.mention.base) == LATIN:
        return False
    if any(month_for_name(m, u) for u in usual.values() if u is not m):
        return False  # a month of its language where a version writes none (تيريزا مايو)
    return any(follows_letters(*common_words(m.mention.base, u.mention.base)) for u in usual.values()
               if script_of(u.mention.base) == LATIN and not u.mention.chinese)


def judges(lang: str, usual: dict[str, LocatedName]) -> list[str]:
    """The versions that judge ``lang``'s spelling: those writing the name the same way (the
    other Latin versions for a Latin spelling, two or more transliterating versions for a
    transliteration), else every other version."""
    if any(u.mention.chinese for u in usual.values()):
        return sorted(o for o in usual if o != lang)  # pinyin keys compare across every script
    latin = script_of(usual[lang].mention.base) == LATIN
    alike = [o for o in usual if o != lang and (script_of(usual[o].mention.base) == LATIN) == latin]
    # Latin versions keep the original spelling: one other Latin version is the reference
    # (Kavanaugh's silent gh is in no transliteration); transliterations need two to agree
    return sorted(alike) if len(alike) >= (1 if latin else 2) else sorted(o for o in usual if o != lang)


def mismatch_flags(article, person: Person, by_lang: dict[str, list[LocatedName]], files,
                   mains: Optional[dict[str, str]] = None) -> list[Discrepancy]:
    if len(by_lang) < 3:
        return []  # with two versions there is no majority to side with
    usual = {lang: _usual(ms, (mains or {}).get(lang)) for lang, ms in by_lang.items()}
    out = []
    for lang, m in sorted(usual.items()):
        panel = judges(lang, usual)
        supporters = [o for o in panel if agrees(m, usual[o], usual)]
        if len(supporters) * 2 >= len(panel) or spells_a_latin_version(m, usual):
            out += system_switch_flags(article, person, lang, files.get(lang, ""), m, usual)
            continue
        backing = [o for o in panel if any(agrees(usual[o], usual[p], usual) for p in panel if p != o)]
        if not backing and len(panel) < len(usual) - 1 and script_of(m.mention.base) == LATIN:
            # two Latin versions that disagree: the transliterations decide (Johson / Johnson)
            panel = sorted(o for o in usual if o != lang)
            if any(agrees(m, usual[o], usual) for o in panel):
                continue
            backing = [o for o in panel if any(agrees(usual[o], usual[p], usual) for p in panel if p != o)]
        if not backing:
            continue  # the others do not agree among themselves: nothing to side with
        backing = sorted(set(backing) | {o for o in usual if o != lang and o not in backing
                                         and any(agrees(usual[o], usual[b], usual) for b in backing)})
        alike = [usual[o] for o in backing if not usual[o].mention.chinese]
        own = tuple(w for x in person.mentions if x.lang == lang and x.mention.base != m.mention.base
                    for w in x.mention.base.split())
        if not m.mention.chinese and alike and (
                any(glued_letters(m.mention.base, o.mention.base) for o in alike if script_of(o.mention.base) != LATIN)
                or all(glued_sound(m.mention.base, o.mention.base, lang, own) for o in alike)):
            continue  # a missing space, not another name: nothing for an editor to decide
        if within_range(m, [usual[o] for o in backing]):
            continue
        reference = reference_version(backing, usual, person)
        expected = usual[reference].mention.surface
        if dropped_final_s(m, usual[reference]):
            severity = "low"  # Wood for Woods, चैंबर for Chambers: the name, a letter short
        else:
            severity = "high" if surname_differs(m, usual[reference]) else "medium"
        out.append(Discrepancy(
            article=article,
            issue_id=issue_id(article, "name_mismatch", lang, person.key, spelling_form(m.mention.base)),
            kind="name_mismatch", severity=severity,
            lang=lang, file=files.get(lang, ""), line=m.line,
            found=m.mention.surface, expected=expected,
            evidence=[_place(usual[o]) for o in sorted(backing)],
            message=(f"The {name_of(lang)} version writes {shown(m)} where {language_names(backing)} "
                     f"write {person.canonical}; check the name against the source."),
            start=m.start, end=m.end,
        ))
    return out


def within_range(m: LocatedName, references: list[LocatedName]) -> bool:
    """A transliteration whose every word is no farther from the nearest other transliteration's
    word than those words are from each other: within the range of the scripts' renderings of
    the name (Hindi वॉन where Russian writes Воган and Arabic فون), no mismatch. Only
    transliterations of as many words are the range (a Latin spelling keeps silent letters no
    script writes; words counted apart are no spread of sounds)."""
    if script_of(m.mention.base) == LATIN or m.mention.chinese:
        return False
    others = [r for r in references if script_of(r.mention.base) not in ("", LATIN) and not r.mention.chinese]
    if len(others) < 2 or any(month_for_name(m, r) for r in others):
        return False  # a month of the language is another word, however close (تيريزا مايو)
    keys = [name_key(r.mention.base).split() for r in others]
    mine = name_key(m.mention.base).split()
    if any(len(k) != len(mine) for k in keys):
        return False

    def distance(x: str, y: str) -> float:
        return min(consonant_distance(consonants(x), consonants(y)),
                   consonant_distance(consonants(silent_r(x)), consonants(silent_r(y))))

    for n, word in enumerate(mine):
        spread = max(distance(a[n], b[n]) for i, a in enumerate(keys) for b in keys[i + 1:])
        if min(distance(word, k[n]) for k in keys) > spread:
            return False
    return True


FINAL_S = "s"  # the consonant of an English plural or possessive ending (Woods, Chambers, Hughes)


def dropped_final_s(m: LocatedName, reference: LocatedName) -> bool:
    """The name as the reference writes it but for a final s sound of its last word (Wood for
    Woods, जैसिका चैंबर for Jessica Chambers): a real slip, a minor one."""
    found, expected = name_key(m.mention.base).split(), name_key(reference.mention.base).split()
    if len(found) != len(expected) or not found:
        return False
    head, last = consonants(found[-1]), consonants(expected[-1])
    return last.endswith(FINAL_S) and consonant_distance(head, last[:-1]) < CONSONANT_EDIT and \
        all(consonant_distance(consonants(a), consonants(b)) < CONSONANT_EDIT for a, b in zip(found[:-1], expected[:-1]))


def reference_version(backing: list[str], usual: dict[str, LocatedName], person: Person) -> str:
    """The version whose spelling a row shows as expected: a Latin one, which keeps the
    original spelling (Jankel, not the Hindi जेंकल), the spelling most Latin versions share
    first, then the person's canonical name."""
    latin = [o for o in backing if script_of(usual[o].mention.base) == LATIN]
    votes = defaultdict(int)
    for o in latin:
        votes[spelling_form(usual[o].mention.base)] += 1
    return max(backing, key=lambda o: (o in latin, votes[spelling_form(usual[o].mention.base)],
                                       usual[o].mention.base == person.canonical, o))


def surname_differs(a: LocatedName, b: LocatedName) -> bool:
    """Whether the surname differs: for a Chinese name the surname syllable after aligning word
    order (Haoran Luo = Luo Haoran); for other names (whose surname may come first or last) a
    word that differs by two consonant edits or more, or a word added or dropped.
    ``b`` is the reference spelling."""
    ka, kb = a.mention.key.split(), b.mention.key.split()
    if a.mention.chinese or b.mention.chinese:
        if ka and kb and a.mention.system == GARBLED:
            return ka[0] != kb[0]  # its key is the person's surname plus the given name as written
        if not ka or not kb or len(ka) != len(kb):
            return True
        rotations = [ka[r:] + ka[:r] for r in range(len(ka))]
        best = max(rotations, key=lambda rot: sum(x == y for x, y in zip(rot, kb)))
        return best[0] != kb[0]
    wa, wb = name_key(a.mention.base).split(), name_key(b.mention.base).split()
    if len(wa) != len(wb):
        return True
    return any(consonant_distance(consonants(x), consonants(y)) >= 2 * CONSONANT_EDIT for x, y in zip(wa, wb))


def system_switch_flags(article, person, lang, file, m: LocatedName, usual) -> list[Discrepancy]:
    """Wade-Giles in one Latin version where the other Latin versions write pinyin."""
    if m.mention.system != "wade-giles":
        return []
    pinyin = [o for o, u in usual.items() if o != lang and u.mention.system == "pinyin"]
    if not pinyin:
        return []
    expected = usual[pinyin[0]].mention.surface
    return [Discrepancy(
        article=article,
        issue_id=issue_id(article, "name_mismatch", lang, person.key, "wade-giles", spelling_form(m.mention.base)),
        kind="name_mismatch", severity="low",
        lang=lang, file=file, line=m.line,
        found=m.mention.surface, expected=expected,
        evidence=[_place(usual[o]) for o in sorted(pinyin)],
        message=(f"The {name_of(lang)} version writes {person.canonical} in Wade-Giles ({shown(m)}) where "
                 f"{language_names(pinyin)} use pinyin (\"{expected}\"); consider one romanization system."),
        start=m.start, end=m.end,
    )]


# ---------------------------------------------------------------- a month for a name


def month_for_name(a: LocatedName, b: LocatedName) -> bool:
    """``a``, in a script without capitals, writes a month of its language where ``b`` writes
    no month: a common word in the place of the name (Arabic تيريزا مايو for Theresa May)."""
    if is_cased_script(script_of(a.mention.base)):
        return False
    return any(is_month(w, a.lang) for w in a.mention.base.split()) and \
        not any(is_month(w, b.lang) for w in b.mention.base.split())


def month_flags(article: str, found: list[tuple[Person, LocatedName]], versions: list[Version]) -> list[Discrepancy]:
    """A version that writes a month where the aligned versions name the person (Arabic مايو,
    the month May, for Theresa May: a common word of the language in the place of the name,
    which sounds like it but is another word)."""
    files = {v.lang: v.file for v in versions}
    out = []
    for person, m in found:
        others = sorted({x.lang for x in person.mentions if x.lang != m.lang})
        if not others:
            continue
        out.append(Discrepancy(
            article=article,
            issue_id=issue_id(article, "name_mismatch", m.lang, person.key, "month", spelling_form(m.mention.surface)),
            kind="name_mismatch", severity="high",
            lang=m.lang, file=files.get(m.lang, ""), line=m.line,
            found=m.mention.surface, expected=person.canonical,
            evidence=[_place(x) for x in sorted(person.mentions, key=lambda x: (x.lang, x.line))
                      if x.lang != m.lang][:5],
            message=(f"The {name_of(m.lang)} version writes {quote(m.mention.surface, m.lang, romanize)}, "
                     f"the name of a month in {name_of(m.lang)}, where {language_names(others)} name "
                     f"{person.canonical}; check the name against the source."),
            start=m.start, end=m.end,
        ))
    return out
