"""Name discrepancies of clustered persons (rows of discrepancies.csv), on strong evidence only.

- ``name_variant``: one version spells one person two ways (full spellings, not a surname-only
  mention). Medium when a consonant differs (another sound), low when the two are the same
  name transliterated twice (ट्रंप / ट्रम्प).
- ``name_mismatch``: a version's usual spelling is clearly another name than the one the other
  versions agree on among themselves (``pipeline.names.agreement``): among the Latin versions a
  dropped or added letter (Boris Johson, Vladmir Putin), among the transliterations a consonant
  changed, added or dropped outside the classes scripts confuse (कवनगुआ where Arabic and Russian
  write Kavano, पेलोरी for Pelosi, Kim Jae-in for Moon Jae-in). High when the surname differs,
  medium otherwise, low for a dropped final -s; none within the range of the others'
  transliterations or for a missing space. Nobody agreeing with anybody is no evidence.
- ``name_mismatch`` with severity low: a Latin version writes a Chinese name in Wade-Giles where
  the other Latin versions use pinyin (a change of romanization system, not an error of fact).

Messages name the languages and romanize what an editor cannot read (``pipeline.wording``).
"""
from __future__ import annotations

import unicodedata
from collections import defaultdict
from difflib import SequenceMatcher
from typing import Optional

from pipeline.ids import issue_id
from pipeline.lang import name_of
from pipeline.model import Discrepancy, LocatedName, Person, Place, Version
from pipeline.names.affixes import bare_word, proclitic_readings
from pipeline.names.agreement import (CASED_SCRIPTS, CONSONANT_EDIT, GARBLED, LATIN, agrees, consonant_distance, consonants,
                                      dropped_final_s, glued, glued_letters, glued_sound, letters_backing, misspelt_latin,
                                      same_nominative, same_sound, spells_a_latin_version, within_range)
from pipeline.names.common import is_common_word
from pipeline.names.cues import cues_for
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.entities import script_of, spelling_form
from pipeline.names.keys import kept_name_words, name_key, word_similarity, word_skeleton
from pipeline.names.romanize import readable
from pipeline.wording import language_names, quote

ALIGNED_SYSTEM = "aligned"  # a mention found at an aligned place (pipeline.names.aligned)
def name_discrepancies(article: str, persons: list[Person], versions: list[Version], source: str = ""
                       ) -> list[Discrepancy]:
    """Variant and mismatch rows of every person; ``source``: the language of the version the
    others were translated from (it is never the suspect, a version that writes the name as it does
    is not either, and a row says what the source writes)."""
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
        rows = mismatch_flags(article, person, by_lang, files, mains, source)
        shown_here = {(r.lang, r.line, r.start) for r in out + rows}
        rows += [r for r in own_word_flags(article, person, files) if (r.lang, r.line, r.start) not in shown_here]
        out += rows  # one slip, one row: a spelling already reported is not reported again
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
    return quote(m.mention.surface, m.lang, readable)


def written(m: LocatedName) -> str:
    """The spelling as the version writes the name, without the case suffix its language puts
    after an apostrophe (Turkish Du Angang'ın is Du Angang): what an expected spelling shows."""
    words = m.mention.surface.split()
    if not words:
        return m.mention.surface
    return " ".join(words[:-1] + [bare_word(words[-1], cues_for(m.lang))])


def letters_apart(a: LocatedName, b: LocatedName) -> str:
    """Where two spellings that read alike in Latin letters differ, letter by letter: ``" (the
    first writes इ (the letter i) where the second writes ई (the letter ii))"``; nothing when their
    romanizations differ."""
    x, y = a.mention.surface, b.mention.surface
    if x == y or readable(x) != readable(y):
        return ""
    parts = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, x, y, autojunk=False).get_opcodes():
        if tag != "equal":
            parts.append((x[i1:i2], y[j1:j2]))
    if not parts:
        return ""
    shown = "; ".join(f"{described(p)} where the second writes {described(q)}" for p, q in parts[:3])
    return f" (the first writes {shown})"


def described(letters: str) -> str:
    """``"ई (the letter ii)"``: the letters and their Unicode names without the script's name."""
    if not letters:
        return "nothing"
    names = []
    for ch in letters:
        name = unicodedata.name(ch, "").lower()
        words = name.split()
        if words and script_of(ch) and words[0] == script_of(ch).lower():
            words = words[1:]
        names.append(" ".join(words) or f"U+{ord(ch):04X}")
    return f"{letters} (the {' and the '.join(names)})"


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
    expected = written(usual)
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
                     f"({len(groups[main])}x) and {shown(ms[0])} ({len(ms)}x){letters_apart(usual, ms[0])}; "
                     f"pick one spelling."),
            start=ms[0].start, end=ms[0].end,
        ))
    return out


MIN_OWN_CONSONANTS = 3  # a word of fewer consonants has too few letters to tell a slip from a reading


def one_consonant_apart(a: str, b: str) -> bool:
    """Two skeletons with the same consonants but one, in the same places (baskaw, batkaw)."""
    ca, cb = consonants(a), consonants(b)
    return len(ca) == len(cb) >= MIN_OWN_CONSONANTS and sum(x != y for x, y in zip(ca, cb)) == 1


def own_word_flags(article: str, person: Person, files: dict[str, str]) -> list[Discrepancy]:
    """A version that writes a word of a person's name two ways in its own script, one consonant
    letter apart (or, in Latin and Cyrillic, a vowel: ``vowel_slip``), in the full name and in a
    mention of one word (दिमित्री पेत्कोव in one paragraph, पेस्कोव in the next): the translator's
    own spellings disagree, so one is a slip,
    however near the two sounds are across scripts. The row goes on the spelling the other
    versions back less; none when they back both alike."""
    if any(m.mention.chinese for m in person.mentions):
        return []  # a Chinese name's syllables are judged by pipeline.names.garbled
    out, seen = [], set()
    for lang in sorted({m.lang for m in person.mentions}):
        mine = [m for m in person.mentions if m.lang == lang and m.mention.system != ALIGNED_SYSTEM]
        others = [w for m in person.mentions if m.lang != lang for w in m.mention.key.split()]
        # a one-word mention that is a word of the language may be a word linked by its sound
        # (ورد "rose" to Ford): no evidence of a slip
        shorts = [m for m in mine if m.mention.system == SHORT_SYSTEM and not is_common_word(m.mention.base, lang)]
        fulls = [m for m in mine if m.mention.system != SHORT_SYSTEM]  # two full mentions: variant_flags
        written_by_others = others_written(person, lang)
        for a, b in ((x, y) for x in shorts for y in fulls):
            ka, full_words = a.mention.key, b.mention.key.split()
            if script_of(a.mention.base) != script_of(b.mention.base) or not full_words:
                continue
            if ka in full_words:
                pair, apart = vowel_slip(a, b, written_by_others), "a vowel apart"
            else:
                pair, apart = consonant_slip(a, b, full_words, others), "a letter apart"
            if pair is None or (lang, pair[0].mention.base) in seen:
                continue
            seen.add((lang, pair[0].mention.base))
            out.append(own_spelling_row(article, person, files, *pair, apart))
    return out


def consonant_slip(short: LocatedName, full: LocatedName, full_words: list[str], others: list[str]
                   ) -> Optional[tuple[LocatedName, LocatedName]]:
    """(slip, usual) when the one-word mention is a word of the full name with one consonant
    changed (पेत्कोव, पेस्कोव): the spelling the other versions' keys back less is the slip. None
    when they back both alike."""
    ka = short.mention.key
    kb = max(full_words, key=lambda w: word_similarity(ka, w))  # the word the short mention stands for
    if not one_consonant_apart(ka, kb):
        return None
    backed_a, backed_b = (max((word_similarity(k, o) for o in others), default=0.0) for k in (ka, kb))
    if backed_a == backed_b:
        return None
    return (short, full) if backed_a < backed_b else (full, short)


def others_written(person: Person, lang: str) -> list[str]:
    """The words of the person's mentions in the other versions."""
    return [w for m in person.mentions if m.lang != lang for w in kept_name_words(m.mention.base)]


def vowel_slip(short: LocatedName, full: LocatedName, others: list[str]) -> Optional[tuple[LocatedName, LocatedName]]:
    """(slip, usual) when the one-word mention has the consonants and vowel places of a word of
    the version's own full name but another vowel letter, in a script with capitals (El-Mansiri
    after el-Mansuri, Сокалов beside Соколов): the translator's two spellings disagree, and the
    other versions decide which is the slip (its letters are further from theirs). None when they
    decide nothing, or the two differ only by case, diacritics or ё."""
    if script_of(short.mention.base) not in CASED_SCRIPTS or not others:
        return None  # Hindi matras and Arabic long vowels vary in one version: no evidence
    words = kept_name_words(short.mention.base)
    if len(words) != 1:
        return None
    full_word = next((w for w in kept_name_words(full.mention.base) if word_skeleton(w) == short.mention.key), None)
    if full_word is None or any(same_nominative(a, b, short.lang) for a in (words[0], *kept_name_words(short.mention.surface))
                                for b in (full_word, *kept_name_words(full.mention.surface))):
        return None  # one name in two case forms (Готабаи, Готабаю: as written, whatever base was read), or ё
    backing = [letters_backing(w, others) for w in (words[0], full_word)]
    if backing[0] == backing[1]:
        return None
    return (short, full) if backing[0] < backing[1] else (full, short)


def own_spelling_row(article: str, person: Person, files: dict[str, str], slip: LocatedName, usual: LocatedName,
                     apart: str) -> Discrepancy:
    """The row on the spelling of one version that its own other spelling, ``apart`` from it, and
    the other versions contradict."""
    return Discrepancy(
        article=article,
        issue_id=issue_id(article, "name_variant", slip.lang, person.key, spelling_form(slip.mention.base)),
        kind="name_variant", severity="medium",
        lang=slip.lang, file=files.get(slip.lang, ""), line=slip.line,
        found=slip.mention.surface, expected=written(usual), evidence=[_place(usual)],
        message=(f"The {name_of(slip.lang)} version spells {person.canonical} both {shown(usual)} and "
                 f"{shown(slip)}, {apart}, and the other versions write it as the first; pick one spelling."),
        start=slip.start, end=slip.end,
    )


# ---------------------------------------------------------------- versions that disagree


def _usual(mentions: list[LocatedName], main: Optional[str] = None) -> LocatedName:
    groups = _spellings(mentions)
    return groups[main if main in groups else dominant(groups)][0]


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
                   mains: Optional[dict[str, str]] = None, source: str = "") -> list[Discrepancy]:
    if len(by_lang) < 3:
        return []  # with two versions there is no majority to side with
    usual = {lang: _usual(ms, (mains or {}).get(lang)) for lang, ms in by_lang.items()}
    out = []
    for lang, m in sorted(usual.items()):
        if lang == source or (source in usual and is_latin(m) == is_latin(usual[source])
                              and agrees(m, usual[source], usual)):
            continue  # the source is the reference; a version that writes the name as it does is right
            # (a transliteration is judged by the other transliterations: the source's silent letters)
        panel = judges(lang, usual)
        supporters = [o for o in panel if agrees(m, usual[o], usual)]
        if len(supporters) * 2 == len(panel) and len(panel) < len(usual) - 1:
            # the versions that write the name alike are split: every other version decides
            # (गैलोवे, Galloway, is near the Russian Галлахер only: the rest write Gallagher)
            panel = sorted(o for o in usual if o != lang)
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
        reference = source if source in backing else reference_version(backing, usual, person)
        expected = written(usual[reference])
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
            message=(f"The {name_of(lang)} version writes {shown(m)} where {witnesses(backing, source)} "
                     f"{person.canonical if source not in backing else expected}; check the name against the source."),
            start=m.start, end=m.end,
        ))
    return out


def is_latin(m: LocatedName) -> bool:
    return script_of(m.mention.base) == LATIN


def witnesses(langs, source: str = "", verb: str = "write") -> str:
    """Who says otherwise: ``"Arabic, Hindi and Russian write"``, or with the source among them
    ``"the English source writes"``."""
    if source and source in langs:
        return f"the {name_of(source)} source {verb}s"
    return f"{language_names(langs)} {verb}"


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
    expected = written(usual[pinyin[0]])
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


def month_flags(article: str, found: list[tuple[Person, LocatedName]], versions: list[Version], source: str = ""
                ) -> list[Discrepancy]:
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
            message=(f"The {name_of(m.lang)} version writes {quote(m.mention.surface, m.lang, readable)}, "
                     f"the name of a month in {name_of(m.lang)}, where {witnesses(others, source, 'name')} "
                     f"{person.canonical}; check the name against the source."),
            start=m.start, end=m.end,
        ))
    return out
