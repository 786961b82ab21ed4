"""Name discrepancies of clustered persons (rows of discrepancies.csv).

- ``name_variant`` (medium; low when both spellings are transliterations of the same sound):
  one version spells one person two ways beyond case, spacing and hyphens.
- ``name_mismatch`` (high when the surname differs, else medium): a version's usual spelling
  differs from what the other versions agree on beyond transliteration.
- ``name_mismatch`` with severity low: a Latin version writes a name in Wade-Giles where the
  other Latin versions use pinyin (a change of romanization system, not an error of fact).
  We keep the contract's kind and use the severity to say it is only a note.
"""
from __future__ import annotations

from collections import defaultdict

from pipeline.ids import issue_id
from pipeline.lang.scripts import dominant_script
from pipeline.model import Discrepancy, LocatedName, Person, Place, Version
from pipeline.names.other import load_cues, proclitic_readings

SAME_NAME = 85.0  # key similarity above which two spellings are the same name transliterated
LOSSY_SAME_NAME = 80.0  # Devanagari/Arabic: compared by admissible readings, a little looser
LOSSY_SCRIPTS = {"Devanagari", "Arabic"}
GARBLED = "garbled"  # system of a misspelling attached by pipeline.names.garbled


def spelling_form(text: str) -> str:
    """What 'the same spelling' means: case, spaces and hyphens do not count."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def name_discrepancies(article: str, persons: list[Person], versions: list[Version]) -> list[Discrepancy]:
    files = {v.lang: v.file for v in versions}
    out: list[Discrepancy] = []
    for person in persons:
        by_lang: dict[str, list[LocatedName]] = defaultdict(list)
        for m in person.mentions:
            by_lang[m.lang].append(m)
        for lang, mentions in sorted(by_lang.items()):
            out += variant_flags(article, person, lang, files.get(lang, ""), mentions)
        out += mismatch_flags(article, person, by_lang, files)
    return out


def _spellings(mentions: list[LocatedName]) -> dict[str, list[LocatedName]]:
    groups: dict[str, list[LocatedName]] = defaultdict(list)
    for m in sorted(mentions, key=lambda m: (m.line, m.start)):
        groups[spelling_form(m.mention.base)].append(m)
    return _fold_proclitics(groups, mentions[0].lang) if mentions else groups


def _fold_proclitics(groups: dict[str, list[LocatedName]], lang: str) -> dict[str, list[LocatedName]]:
    """Arabic: a spelling that is another spelling plus a proclitic (ل + يانغ) is that spelling."""
    cues = load_cues(lang)
    if not cues.proclitics:
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


def variant_flags(article, person: Person, lang, file, mentions) -> list[Discrepancy]:
    groups = _spellings(mentions)
    if len(groups) < 2:
        return []
    main = dominant(groups)
    expected = groups[main][0].mention.base
    first_per_line = {m.line: m for m in sorted(groups[main], key=lambda m: (m.line, -m.start))}
    evidence = [_place(first_per_line[line]) for line in sorted(first_per_line)[:5]]
    out = []
    for form, ms in groups.items():
        if form == main:
            continue
        found = ms[0].mention.base
        if dominant_script(found) != dominant_script(expected):
            continue  # the original spelling quoted beside the translation: "Илон Маск (Elon Musk)"
        same_sound = ms[0].mention.key == groups[main][0].mention.key
        out.append(Discrepancy(
            article=article,
            issue_id=issue_id(article, "name_variant", lang, person.key, form),
            kind="name_variant",
            severity="low" if same_sound else "medium",
            lang=lang, file=file, line=ms[0].line,
            found=found, expected=expected, evidence=evidence,
            message=(f"This version spells {person.canonical} both \"{expected}\" ({len(groups[main])}x) "
                     f"and \"{found}\" ({len(ms)}x); pick one spelling."),
            start=ms[0].start, end=ms[0].end,
        ))
    return out


def _place(m: LocatedName) -> Place:
    return Place(m.lang, m.line, m.start, m.end)


def _usual(mentions: list[LocatedName]) -> LocatedName:
    groups = _spellings(mentions)
    return groups[dominant(groups)][0]


def key_agreement(a: LocatedName, b: LocatedName) -> float:
    """Similarity of two spellings as the clustering sees it (keys, readings, skeletons)."""
    from pipeline.names.cluster import Candidate, Entity, name_similarity

    def entity(m: LocatedName) -> Entity:
        return Entity(m.lang, m.mention.key, m.mention.chinese, [Candidate(0, m.lang, 0, m.mention, (0, 0))])

    return name_similarity(entity(a), entity(b))


def _threshold(a: LocatedName, b: LocatedName) -> float:
    lossy = {dominant_script(a.mention.base), dominant_script(b.mention.base)} & LOSSY_SCRIPTS
    return LOSSY_SAME_NAME if lossy else SAME_NAME


def mismatch_flags(article, person: Person, by_lang: dict[str, list[LocatedName]], files) -> list[Discrepancy]:
    if len(by_lang) < 3:
        return []  # with two versions there is no majority to side with
    usual = {lang: _usual(ms) for lang, ms in by_lang.items()}
    agree = {
        lang: [other for other in usual if other != lang and key_agreement(usual[lang], usual[other]) >= _threshold(usual[lang], usual[other])]
        for lang in usual
    }
    out = []
    for lang, m in sorted(usual.items()):
        supporters = agree[lang]
        if len(supporters) * 2 >= len(usual) - 1:
            out += system_switch_flags(article, person, lang, files.get(lang, ""), m, usual)
            continue
        majority = lambda o: len(agree[o]) * 2 >= len(usual) - 1  # noqa: E731
        reference = max((o for o in usual if o != lang), key=lambda o: (
            majority(o), dominant_script(usual[o].mention.base) == "Latin", usual[o].mention.base == person.canonical,
            len(agree[o]), o))
        if len(agree[reference]) < 1:
            out.append(disagreement_flag(article, person, lang, files.get(lang, ""), m, usual))
            continue  # nobody agrees with anybody: nothing to side with, but worth a look
        backing = [reference] + [o for o in agree[reference] if o != lang]
        expected = usual[reference].mention.base
        severity = "high" if surname_differs(m, usual[reference]) else "medium"
        out.append(Discrepancy(
            article=article,
            issue_id=issue_id(article, "name_mismatch", lang, person.key, spelling_form(m.mention.base)),
            kind="name_mismatch", severity=severity,
            lang=lang, file=files.get(lang, ""), line=m.line,
            found=m.mention.base, expected=expected,
            evidence=[_place(usual[o]) for o in sorted(backing)],
            message=(f"This version writes \"{m.mention.base}\" where the other versions name "
                     f"{person.canonical} (\"{expected}\"); check the spelling against the source."),
            start=m.start, end=m.end,
        ))
    return out


def disagreement_flag(article, person: Person, lang, file, m: LocatedName, usual) -> Discrepancy:
    """Every version spells the person its own way (three or more versions, no two agree)."""
    others = sorted(o for o in usual if o != lang)
    expected = " / ".join(usual[o].mention.base for o in others)
    return Discrepancy(
        article=article,
        issue_id=issue_id(article, "name_mismatch", lang, person.key, spelling_form(m.mention.base)),
        kind="name_mismatch", severity="medium",
        lang=lang, file=file, line=m.line,
        found=m.mention.base, expected=expected,
        evidence=[_place(usual[o]) for o in others],
        message=(f"No two versions spell this person alike (\"{m.mention.base}\" here, \"{expected}\" "
                 f"elsewhere); check the name against the source."),
        start=m.start, end=m.end,
    )


def surname_differs(a: LocatedName, b: LocatedName) -> bool:
    """Whether the surname syllable differs, after aligning word order (Haoran Luo = Luo Haoran).

    ``b`` is the reference spelling, read surname first."""
    ka, kb = a.mention.key.split(), b.mention.key.split()
    if ka and kb and a.mention.system == GARBLED:
        return ka[0] != kb[0]  # its key is the person's surname plus the given name as written
    if not ka or not kb or len(ka) != len(kb):
        return True
    rotations = [ka[r:] + ka[:r] for r in range(len(ka))]
    best = max(rotations, key=lambda rot: sum(x == y for x, y in zip(rot, kb)))
    return best[0] != kb[0]


def system_switch_flags(article, person, lang, file, m: LocatedName, usual) -> list[Discrepancy]:
    """Wade-Giles in one Latin version where the other Latin versions write pinyin."""
    if m.mention.system != "wade-giles":
        return []
    pinyin = [o for o, u in usual.items() if o != lang and u.mention.system == "pinyin"]
    if not pinyin:
        return []
    expected = usual[pinyin[0]].mention.base
    return [Discrepancy(
        article=article,
        issue_id=issue_id(article, "name_mismatch", lang, person.key, "wade-giles", spelling_form(m.mention.base)),
        kind="name_mismatch", severity="low",
        lang=lang, file=file, line=m.line,
        found=m.mention.base, expected=expected,
        evidence=[_place(usual[o]) for o in sorted(pinyin)],
        message=(f"This version writes {person.canonical} in Wade-Giles (\"{m.mention.base}\") where the "
                 f"other versions use pinyin (\"{expected}\"); consider one romanization system."),
        start=m.start, end=m.end,
    )]
