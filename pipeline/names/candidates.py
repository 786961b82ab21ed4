"""Name candidates of every version, placed in the article's alignment.

1. Detected in each paragraph: Chinese names (``pipeline.names.chinese``), capitalized names of
   any origin in Latin and Cyrillic (``pipeline.names.detect``) and registry spellings.
2. Projected (``pipeline.names.project``): the names found in the aligned paragraphs of the
   other versions are searched for in each paragraph that lacks them. The names near a
   paragraph are looked up by aligned position (``PositionIndex``), so the cost grows with the
   article's length, not with its square.
"""
from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache
from typing import Optional

from pipeline.lang import is_supported, language, script
from pipeline.lang.scripts import dominant_script
from pipeline.model import NameMention, Version
from pipeline.names import memo
from pipeline.names.detect import SHORT_SYSTEM, detect_cased_names
from pipeline.names.entities import Candidate, script_of
from pipeline.names.keys import name_key
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.project import project_into_cased, project_names, sources_of
from pipeline.names.registry import Registry, RegistryPerson
from pipeline.names.words import lowercase_vocabulary

SCRIPT_SAMPLE = 5000  # characters of a version that decide its script
TATWEEL = "\N{ARABIC TATWEEL}"


@lru_cache(maxsize=64)
def _sample_script(sample: str):
    return dominant_script(sample)


def version_script(version: Version) -> str:
    """The script of the version's language (``pipeline/lang``); counted on the text only for
    a language reconcile does not know."""
    if is_supported(version.lang):
        return language(version.lang).script.name
    return _sample_script(version.text[:SCRIPT_SAMPLE]) or ""


def is_cased(version: Version) -> bool:
    name = version_script(version)
    return bool(name) and script(name).has_case


def detect_candidates(versions: list[Version], positions, registry: Registry,
                      rejected: Optional[list] = None) -> list[Candidate]:
    """Candidates of every paragraph; ``rejected`` receives the capitalized runs found to name
    no person, as candidates (``detect.NON_PERSON_SYSTEM``)."""
    out = []
    # versions with capitals first: a Chinese reading in Devanagari or Arabic stands only beside a
    # Chinese name of theirs (find.supported_detections), so it is not even looked for elsewhere
    order = sorted(range(len(versions)), key=lambda n: not is_cased(versions[n]))
    every_uncased = not any(is_cased(v) for v in versions)
    chinese_near = PositionIndex()
    for v_index in order:
        version = versions[v_index]
        vocabulary = lowercase_vocabulary(version.text)
        cased = is_cased(version)
        for paragraph in version.paragraphs:
            pos = positions[(version.lang, paragraph.index)]
            hidden: list[NameMention] = []
            non_persons: list[NameMention] = []
            read_chinese = cased or every_uncased or bool(chinese_near.near(pos))
            for mention, person in paragraph_mentions(paragraph.text, version.lang, registry, vocabulary, cased,
                                                      hidden, non_persons, read_chinese):
                c = Candidate(v_index, version.lang, paragraph.index, mention, pos,
                              registry_id=person.id if person else "", in_registry=person is not None)
                if mention.chinese and not person:
                    c.alternates = [Candidate(v_index, version.lang, paragraph.index, m, pos)
                                    for m in hidden if overlap(m, mention)]
                if mention.chinese and cased:
                    chinese_near.add(pos, c)
                out.append(c)
            if rejected is not None:
                rejected += [Candidate(v_index, version.lang, paragraph.index, m, pos) for m in non_persons]
    out.sort(key=lambda c: c.version)  # in the order of the versions, as before
    return out


def paragraph_mentions(text: str, lang: str, registry: Registry, vocabulary=None, cased: bool = True,
                       hidden: Optional[list] = None, rejected: Optional[list] = None, read_chinese: bool = True
                       ) -> list[tuple[NameMention, Optional[RegistryPerson]]]:
    """Detected and registry mentions of one paragraph, without overlaps. ``hidden`` receives
    the capitalized names that a Chinese reading overlapped, ``rejected`` the capitalized runs
    that name no person; ``read_chinese`` False skips the Chinese reading (which then could not
    stand) unless a registry spelling is there, whose key it gives."""
    from pipeline.names.chinese import detect_chinese_names

    found = registry_hits(text, lang, registry)
    chinese = detect_chinese_names(text, lang) if read_chinese or found else []
    cased_names = detect_cased_names(text, lang, vocabulary, rejected) if cased else []
    other = [m for m in cased_names if not any(overlap(m, c) for c in chinese)]
    if hidden is not None:
        hidden += [m for m in cased_names if any(overlap(m, c) for c in chinese)]
    detected = chinese + other
    out: list[tuple[NameMention, Optional[RegistryPerson]]] = []
    for mention, person in found:
        inside = [d for d in detected if overlap(d, mention)]
        if inside:  # keep the detector's key and case-stripped base, mark it as registry
            best = max(inside, key=lambda d: d.end - d.start)
            mention = NameMention(mention.start, mention.end, mention.surface, best.base if best.start == mention.start
                                  else mention.base, best.key, best.chinese, 1.0, best.system)
        out.append((mention, person))
    out += [(d, None) for d in detected if not any(overlap(d, m) for m, _ in found)]
    return sorted(out, key=lambda pair: pair[0].start)


def registry_hits(text: str, lang: str, registry: Registry) -> list[tuple[NameMention, RegistryPerson]]:
    if not registry:
        return []
    hits: list[tuple[NameMention, RegistryPerson]] = []
    for spelling, person in registry.spellings_for(lang):
        for start, end in spelling_spans(text, spelling):
            if any(start < m.end and m.start < end for m, _ in hits):
                continue
            key, chinese = key_of(spelling, lang)
            hits.append((NameMention(start, end, text[start:end], spelling, key, chinese, 1.0, "registry"), person))
    return hits


def spelling_spans(text: str, spelling: str) -> list[tuple[int, int]]:
    """Where ``spelling`` occurs as whole words, ignoring case. Cyrillic words may carry a case
    ending (Сюй Вэйсиня, Илона Маска); an Arabic proclitic may precede the first word."""
    regex, probe = _spelling_regex(spelling)
    if probe not in text.casefold():
        return []
    return [(m.start(1), m.end(1)) for m in regex.finditer(text)]


@lru_cache(maxsize=memo.WORDS)
def _spelling_regex(spelling: str) -> tuple[re.Pattern, str]:
    """(compiled pattern, a lowercase piece every match contains: the first word's stem)."""
    words = spelling.split()
    core = r"\s+".join(_word_pattern(w) for w in words)
    pattern = r"(?<![^\W\d_])(?:[وبلفك]" + TATWEEL + r"?)?(" + core + r")(?![^\W\d_])"
    first = words[0].casefold()
    probe = first[:-1] if len(first) > 2 and script_of(first) == "Cyrillic" else first
    return re.compile(pattern, flags=re.IGNORECASE), probe


def _word_pattern(word: str) -> str:
    if script_of(word) == "Cyrillic":
        stem = word[:-1] if word[-1] in "ьйЬЙ" else word
        return re.escape(stem) + "[а-яё]{0,3}"
    return re.escape(word)


@lru_cache(maxsize=memo.WORDS)
def key_of(name: str, lang: str) -> tuple[str, bool]:
    """(key, chinese) for a spelling that no detector saw (registry spellings)."""
    from pipeline.names.chinese import detect_chinese_names

    found = detect_chinese_names(name, lang)
    if found and found[0].end - found[0].start >= len(name.strip()) - 3:
        return found[0].key, True
    return name_key(name), False


def overlap(a: NameMention, b: NameMention) -> bool:
    return a.start < b.end and b.start < a.end


NARROW = 2  # alignment groups a paragraph may span and still place a name precisely


def is_source(c: Candidate) -> bool:
    """A name worth looking for elsewhere: a full name written in a script with capitals. A
    name of any origin only from a paragraph that aligns narrowly: one in a condensed summary
    spans many paragraphs of the others, too weak a place to read a name into their words."""
    name = script_of(c.mention.base)
    if not name or not script(name).has_case or c.mention.system == SHORT_SYSTEM:
        return False
    return c.mention.chinese or c.positions[1] - c.positions[0] <= NARROW


def projected_candidates(versions: list[Version], positions, candidates: list[Candidate]
                         ) -> tuple[list[Candidate], list[Candidate]]:
    """(new candidates, candidates they replace): the names found in other versions' aligned
    paragraphs, searched for in every paragraph that lacks them. In scripts without capitals
    any run of words may be the name; in scripts with capitals a run of capitalized words,
    which replaces a shorter detection inside it (Jong Un -> Kim Jong Un)."""
    index = PositionIndex()
    for c in candidates:
        if is_source(c):
            index.add(c.positions, c)
    by_version_paragraph = defaultdict(list)
    for c in candidates:
        by_version_paragraph[(c.version, c.paragraph)].append(c)
    added, replaced = [], []
    for v_index, version in enumerate(versions):
        cased = is_cased(version)
        for paragraph in version.paragraphs:
            pos = positions[(version.lang, paragraph.index)]
            here = by_version_paragraph[(v_index, paragraph.index)]
            known = {c.mention.key for c in here}
            wanted = {}
            for c in index.near(pos):
                if c.version != v_index and intersects(c.positions, pos) and c.mention.key not in known:
                    for source in sources_of(c.mention):
                        wanted.setdefault((source.key, source.chinese), source)
            if not wanted:
                continue
            if not cased:
                taken = [(c.mention.start, c.mention.end) for c in here]
                for mention in project_names(paragraph.text, version.lang, list(wanted.values()), taken):
                    added.append(Candidate(v_index, version.lang, paragraph.index, mention, pos))
                continue
            for mention in project_into_cased(paragraph.text, version.lang, list(wanted.values())):
                inside = [c for c in here if overlap(c.mention, mention)]
                if any(not (mention.start <= c.mention.start and c.mention.end <= mention.end)
                       or c.mention.chinese or c.registry_id or c.mention.key == mention.key for c in inside):
                    continue  # another name there, or the same one already
                replaced += inside
                added.append(Candidate(v_index, version.lang, paragraph.index, mention, pos))
    return added, replaced
