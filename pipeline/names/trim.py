"""The part the versions share is the name: words at the edge of a mention that no other
version writes for that person are context (a place, a title the tables lack, a club), and are
cut off: Russian "Вермонта Берни Сандерса" -> "Берни Сандерса" when every other version has
only Bernie Sanders; Malay "Rangers Allan McGregor" -> "Allan McGregor".

Only names of any origin are trimmed (Chinese names are read syllable by syllable already),
only when another version names the person, and never down to nothing.
"""
from __future__ import annotations

from pipeline.model import NameMention
from pipeline.names.affixes import russian_nominative
from pipeline.names.cues import cues_for, normalize_word
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.entities import Candidate, Entity
from pipeline.names.project import PROJECTED_SYSTEMS
from pipeline.names.keys import core_word_count, name_key, word_similarity, word_skeleton
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.words import word_spans

SHARED_WORD = 55.0  # a word of another version that may be this word transliterated, however loosely


def trim_to_shared_words(groups: list[list[Entity]]) -> None:
    """Cut, in place, the edge words of every mention that the person's other versions lack.

    Only what a version found by itself counts as support: a projected mention (Devanagari,
    Arabic) copies the words of the name it was projected from, so it is trimmed against the
    detected ones, after they are trimmed themselves."""
    for group in groups:
        if any(e.chinese or e.registry_id for e in group):
            continue
        for projected in (False, True):
            for entity in group:
                cands = [c for c in entity.candidates if c.mention.system != SHORT_SYSTEM
                         and is_projected(c) == projected]
                support = [c.mention.base.split() for e in group if e.lang != entity.lang
                           for c in e.candidates if not is_projected(c) and c.mention.system != SHORT_SYSTEM]
                if not cands or not support:
                    continue
                others = {word_skeleton(part) for words in support for w in words for part in parts(w)}
                # how few words another version needs for the name (a projected one counts)
                fewest = min(len(c.mention.base.split()) for e in group if e.lang != entity.lang
                             for c in e.candidates if c.mention.system != SHORT_SYSTEM)
                for c in cands:
                    c.mention = trimmed(c.mention, entity.lang, others, fewest)
                entity.key = max((c.mention.key for c in entity.candidates),
                                 key=lambda k: sum(x.mention.key == k for x in entity.candidates))
                entity.cached_base = None


def trim_before_projection(candidates: list[Candidate]) -> None:
    """The same cut among the versions with capitals, before their names are projected into the
    others (a source "Rangers Allan McGregor" would find "رينجرز ألان"): a detected name's edge
    words are cut when the names the other versions detect in the aligned paragraph, sharing a
    word with it, lack them."""
    index = PositionIndex()
    for c in candidates:
        if not c.mention.chinese and c.mention.system != SHORT_SYSTEM and not c.registry_id:
            index.add(c.positions, c)
    for c in candidates:
        if c.mention.chinese or c.mention.system == SHORT_SYSTEM or c.registry_id or len(c.mention.base.split()) < 3:
            continue
        mine = {word_skeleton(w) for w in c.mention.base.split()}
        related = [o.mention.base.split() for o in index.near(c.positions) if o.lang != c.lang
                   and intersects(o.positions, c.positions)
                   and any(_shared(w, mine) for w in o.mention.base.split())]
        if not related:
            continue
        others = {word_skeleton(part) for words in related for w in words for part in parts(w)}
        c.mention = trimmed(c.mention, c.lang, others, min(len(words) for words in related))


def parts(word: str) -> list[str]:
    """A word and, when hyphenated, its parts: Arabic writes Wing-kit as two words (وينغ كيت)."""
    return [word] + ([p for p in word.split("-") if p] if "-" in word else [])


def is_projected(c: Candidate) -> bool:
    return c.mention.system in PROJECTED_SYSTEMS


def _shared(word: str, others: set[str]) -> bool:
    skeleton = word_skeleton(word)
    return any(word_similarity(skeleton, o) >= SHARED_WORD for o in others)


def unclaimed(n: int, bases: list[str], others: set[str]) -> set[str]:
    """The others' words that no other word of the mention matches better than word ``n``: in
    "Kemancı Karin Jansen Wolter" the violinist (kemancı) sounds a little like Karin, but Karin
    is Karin's, and the title has nothing of its own to share."""
    mine = word_skeleton(bases[n])
    rest = [word_skeleton(b) for i, b in enumerate(bases) if i != n]
    return {o for o in others if not any(word_similarity(r, o) > word_similarity(mine, o) for r in rest)}


def trimmed(mention: NameMention, lang: str, others: set[str], longest: int) -> NameMention:
    """The mention without the edge words the others lack, never shorter than another
    version's spelling of the name (``longest`` words): a word in the place of one of theirs
    is another name (to be flagged), not context."""
    words = list(word_spans(mention.surface))
    bases = mention.base.split()
    if len(words) != len(bases) or len(words) <= longest:
        return mention
    keep = [_shared(b, unclaimed(n, bases, others)) for n, b in enumerate(bases)]
    heads = cues_for(lang).compound_heads
    keep = [k or (n > 0 and normalize_word(bases[n - 1]) in heads and keep[n - 1]) for n, k in enumerate(keep)]
    if not any(keep):
        return mention
    first, last = 0, len(keep) - 1
    while first < last and not keep[first] and last - first + 1 > longest:
        first += 1
    while last > first and not keep[last] and last - first + 1 > longest:
        last -= 1
    particles = cues_for(lang).particles
    while first < last and bases[first].islower() and bases[first] in particles:
        first += 1  # "Ark di Huawei" cut to "di Huawei": the particle goes with the context
    if first == 0 and last == len(keep) - 1:
        return mention
    start, end = words[first][0], words[last][1]
    surface = mention.surface[start:end]
    kept = [w for _, _, w in words[first:last + 1]]
    cues = cues_for(lang)
    base = " ".join(russian_nominative(kept, cues) if cues.masculine_oblique else bases[first:last + 1])
    return NameMention(mention.start + start, mention.start + end, surface, base, name_key(base), False,
                       mention.score, mention.system if core_word_count(base) >= 2 else SHORT_SYSTEM)
