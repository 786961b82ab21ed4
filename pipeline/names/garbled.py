"""Garbled spellings of a detected Chinese person inside a Latin or Cyrillic version.

The Chinese detector reads every word against the syllable inventory, so a typo that leaves a
given name unreadable ("Wenhau" for "Wenhao", "Сыньюй" for "Синьюй") is no Chinese name, and
the generic capitalized-run detector's find is dropped as unconfirmed or kept as a stranger.
Once persons are known, a capitalized run whose surname word is a detected Chinese person's
surname and whose other word(s) are within a couple of edits of that person's given name (as
written in the same script) is that person misspelt: it is attached to the person, so
``flags`` reports a ``name_variant`` (or a ``name_mismatch`` when it is a version's only form).

Only unreadable spellings take this path: a readable near-miss (Zhang Yu / Zhang Yutao) is a
Chinese name the detector and the clustering already judge.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Optional

from anyascii import anyascii
from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

from pipeline.model import NameMention, Version
from pipeline.names import affixes
from pipeline.names.affixes import strip_apostrophe_suffix
from pipeline.names.candidates import version_script
from pipeline.names.cues import NameCues, cues_for
from pipeline.names.entities import Candidate, Entity, script_of
from pipeline.names.people import canonical_key
from pipeline.names.phonetic import read_chinese_name
from pipeline.names.positions import near
from pipeline.names.words import SPACES, lowercase_vocabulary, word_spans

GARBLED_SYSTEM = "garbled"
SCRIPTS = ("Latin", "Cyrillic")
MIN_SIMILARITY = 80.0  # rapidfuzz ratio of the given names
MAX_EDITS = 2  # Levenshtein edits between the given names
MAX_GIVEN_WORDS = 2  # Wenhao, Wen Hao


@dataclass(frozen=True)
class Reference:
    """One detected spelling of a person: its surname word and its given name, as written."""

    group: int
    script: str
    surname: str  # casefolded surname word
    given: str  # casefolded given name, letters only (Wen-hao -> wenhao)
    surname_key: str  # pinyin of the surname, for the garbled mention's key


@dataclass(frozen=True)
class Match:
    group: int
    start: int
    end: int
    base: str
    key: str
    edits: int
    similarity: float


def compact(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalpha())


def person_references(groups: list[list[Entity]]) -> list[Reference]:
    """Surname and given name of every Latin/Cyrillic spelling of every Chinese person."""
    refs: set[Reference] = set()
    for gi, group in enumerate(groups):
        if not any(e.chinese for e in group):
            continue
        for entity in group:
            for c in entity.candidates:
                m = c.mention
                script = script_of(m.base)
                if not m.chinese or m.system == GARBLED_SYSTEM or script not in SCRIPTS:
                    continue
                reading = read_chinese_name(m.base, c.lang)
                if reading is None or len(reading.bases) < 2:
                    continue
                bases = list(reading.bases)
                surname = bases[0] if reading.surname_first else bases[-1]
                given = bases[1:] if reading.surname_first else bases[:-1]
                refs.add(Reference(gi, script, surname.casefold(), compact("".join(given)),
                                   " ".join(reading.surname)))
    return sorted(refs, key=lambda r: (r.group, r.script, r.surname, r.given))


def word_forms(word: str, lang: str, cues: NameCues) -> list[str]:
    """Bare forms of a name word: without a Turkish apostrophe suffix, with Russian case
    endings undone (Сыньюя -> Сыньюй); the word as written is one of them."""
    forms = affixes.base_candidates(word, lang, first=False)
    if cues.apostrophe_suffixes:
        forms = [strip_apostrophe_suffix(word)] + forms
    return list(dict.fromkeys(forms))


def is_common_word(word: str, cues: NameCues, vocabulary: frozenset) -> bool:
    folded = word.casefold()
    return folded in cues.function_words or folded in vocabulary or folded in cues.non_person or folded in cues.titles


def _allowed_extra(word: str, cues: NameCues, vocabulary: frozenset) -> bool:
    """A run word beside the name that does not make it part of a longer proper noun:
    a title or role, an acronym (CEO), an ordinary word capitalized by position."""
    letters = [ch for ch in word if ch.isalpha()]
    bare = strip_apostrophe_suffix(word) if cues.apostrophe_suffixes else word
    if bare.casefold() in cues.non_person or bare.casefold() in cues.eponym_words:
        return False  # "Tang Jairui Vakfı", "Премия Сюй Вэйсинта": an organisation or award
    return (len(letters) >= 2 and all(ch.isupper() for ch in letters)) or is_common_word(bare, cues, vocabulary) \
        or bare.casefold() in cues.particles


def _sentence_initial(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \N{NO-BREAK SPACE}\"'«“„(")
    return not before or before[-1] in ".!?:;\n…"


def _context_ok(text, words, run, first, last, cues, vocabulary) -> bool:
    for n, i in enumerate(run):
        if first <= i <= last:
            continue
        word = words[i][2]
        if i < first and n == 0 and _sentence_initial(text, words[i][0]):
            continue  # "Dün Liang Wenhau ...": capitalized by position
        if not _allowed_extra(word, cues, vocabulary):
            return False
    return True


def _best_given(given_words: list[str], ref: Reference, lang: str, cues: NameCues):
    """(edits, similarity, bare words) of the closest reading of the given-name words."""
    best = None
    for combo in product(*(word_forms(w, lang, cues) for w in given_words)):
        text = compact("".join(combo))
        edits = Levenshtein.distance(text, ref.given)
        sim = fuzz.ratio(text, ref.given)
        if best is None or (edits, -sim) < (best[0], -best[1]):
            best = (edits, sim, list(combo))
    return best


def name_runs(text: str, words, cues: NameCues) -> list[list[int]]:
    """Runs of words that start with a capital, separated by single spaces. Looser than the
    generic detector's runs: a Wade-Giles given name keeps its second part in lower case
    (Wen-hau). A Turkish word with an apostrophe suffix ends its run (Wenhau'nun bu)."""
    runs: list[list[int]] = []
    current: list[int] = []
    for i, (start, _, word) in enumerate(words):
        capital = word[:1].isupper() and any(ch.islower() for ch in word) and not any(ch.isdigit() for ch in word)
        joined = bool(current) and text[words[current[-1]][1]:start] in SPACES \
            and not _has_suffix(words[current[-1]][2], cues)
        if capital and joined:
            current.append(i)
            continue
        if len(current) >= 2:
            runs.append(current)
        current = [i] if capital else []
    if len(current) >= 2:
        runs.append(current)
    return runs


def _has_suffix(word: str, cues: NameCues) -> bool:
    return cues.apostrophe_suffixes and strip_apostrophe_suffix(word) != word


def run_matches(text: str, words, run: list[int], refs: list[Reference], lang: str, cues: NameCues,
                vocabulary: frozenset) -> list[Match]:
    """Garbled spellings of known people inside one capitalized run."""
    out = []
    for pos, i in enumerate(run):
        surname_forms = {f.casefold() for f in word_forms(words[i][2], lang, cues)}
        for ref in (r for r in refs if r.surname in surname_forms):
            for size in range(1, MAX_GIVEN_WORDS + 1):
                for surname_first in (True, False):
                    idx = run[pos + 1:pos + 1 + size] if surname_first else run[max(0, pos - size):pos]
                    if len(idx) != size:
                        continue
                    match = _match(text, words, run, i, idx, surname_first, ref, lang, cues, vocabulary)
                    if match is not None:
                        out.append(match)
    return out


def _match(text, words, run, surname_at, given_idx, surname_first, ref: Reference, lang, cues, vocabulary
           ) -> Optional[Match]:
    if surname_first and _has_suffix(words[surname_at][2], cues):
        return None  # "Liang'ın Wenhau": the suffix ends the name
    given_words = [words[j][2] for j in given_idx]
    best = _best_given(given_words, ref, lang, cues)
    if best is None:
        return None
    edits, sim, bare_given = best
    if not 1 <= edits <= MAX_EDITS or sim < MIN_SIMILARITY:
        return None
    if any(is_common_word(w, cues, vocabulary) for w in bare_given):
        return None
    first, last = (surname_at, given_idx[-1]) if surname_first else (given_idx[0], surname_at)
    if not _context_ok(text, words, run, first, last, cues, vocabulary):
        return None
    surname_bare = min(word_forms(words[surname_at][2], lang, cues),
                       key=lambda f: (f.casefold() != ref.surname, len(f)))
    name_words = [surname_bare] + bare_given if surname_first else bare_given + [surname_bare]
    if read_chinese_name(name_words, lang) is not None:
        return None  # readable: the Chinese detector's and the clustering's call, not ours
    start, end = words[first][0], words[last][1]
    last_word = words[last][2]
    if cues.apostrophe_suffixes:
        end = words[last][0] + len(strip_apostrophe_suffix(last_word))
    key = f"{ref.surname_key} {compact(anyascii(''.join(bare_given)))}"
    return Match(ref.group, start, end, " ".join(name_words), key, edits, sim)


def best_per_span(matches: list[Match]) -> list[Match]:
    """The closest person for each span; a span equally close to two people is left alone."""
    by_span: dict[tuple[int, int], list[Match]] = {}
    for m in matches:
        by_span.setdefault((m.start, m.end), []).append(m)
    chosen = []
    for span_matches in by_span.values():
        span_matches.sort(key=lambda m: (m.edits, -m.similarity, m.group))
        top = span_matches[0]
        rivals = [m for m in span_matches if m.group != top.group
                  and (m.edits, m.similarity) == (top.edits, top.similarity)]
        if not rivals:
            chosen.append(top)
    chosen.sort(key=lambda m: (m.edits, -m.similarity, m.start, -(m.end - m.start)))
    kept: list[Match] = []
    for m in chosen:  # overlapping spans: the closest match wins
        if not any(m.start < k.end and k.start < m.end for k in kept):
            kept.append(m)
    return sorted(kept, key=lambda m: m.start)


# ---------------------------------------------------------------- attaching


def _absorbable(group: list[Entity], lang: str) -> bool:
    """A stranger found only by the generic detector in this one version: the same words."""
    return all(not e.chinese and not e.registry_id and e.lang == lang for e in group)


def attach_garbled_spellings(groups: list[list[Entity]], versions: list[Version],
                             positions: dict) -> list[list[Entity]]:
    """Add every garbled spelling of a known Chinese person to that person's cluster."""
    refs = person_references(groups)
    if not refs:
        return groups
    taken: dict[tuple[int, int], list[tuple[int, Entity, Candidate]]] = {}
    for gi, group in enumerate(groups):
        for e in group:
            for c in e.candidates:
                taken.setdefault((c.version, c.paragraph), []).append((gi, e, c))
    for v_index, version in enumerate(versions):
        script = version_script(version)
        script_refs = [r for r in refs if r.script == script]
        if not script_refs:
            continue
        cues = cues_for(version.lang)
        vocabulary = lowercase_vocabulary(version.text)
        for paragraph in version.paragraphs:
            text = paragraph.text
            words = word_spans(text)
            matches = [m for run in name_runs(text, words, cues)
                       for m in run_matches(text, words, run, script_refs, version.lang, cues, vocabulary)]
            for match in best_per_span(matches):
                pos = positions[(version.lang, paragraph.index)]
                here = taken.get((v_index, paragraph.index), [])
                cand = Candidate(v_index, version.lang, paragraph.index, _mention(text, match), pos)
                _attach(groups, match, cand, here)
    return [g for g in (list(e for e in group if e.candidates) for group in groups) if g]


def _mention(text: str, match: Match) -> NameMention:
    return NameMention(match.start, match.end, text[match.start:match.end], match.base, match.key,
                       chinese=False, score=0.5, system=GARBLED_SYSTEM)


def _attach(groups, match: Match, cand: Candidate, here) -> None:
    overlapping = [(gi, e, c) for gi, e, c in here if c.mention.start < match.end and match.start < c.mention.end
                   and any(x is c for x in e.candidates)]
    if any(gi == match.group or not _absorbable(groups[gi], cand.lang) for gi, _, _ in overlapping):
        return  # already this person's mention, or another person's name
    target = groups[match.group]
    same_version = [e for e in target if e.lang == cand.lang]
    if not same_version and not any(near(cand.positions, c.positions) for e in target for c in e.candidates):
        return  # the person is neither in this version nor in the aligned paragraphs
    for _, entity, c in overlapping:  # the generic detector's find of the same words
        entity.candidates[:] = [x for x in entity.candidates if x is not c]
    if same_version:
        max(same_version, key=lambda e: len(e.candidates)).candidates.append(cand)
    else:
        target.append(Entity(cand.lang, canonical_key(target), True, [cand]))
