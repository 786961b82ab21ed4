"""Find names in scripts without capitals by projecting them from another version.

Devanagari and Arabic do not mark names, but a name is transliterated, not translated: the
aligned paragraph of a Hindi or Arabic version contains a run of words whose phonetic key
matches the key of a name found in a Latin or Cyrillic version. ``project_names`` searches
every window of words (skipping postpositions and stripping Arabic proclitics) for such a run.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pipeline.lang.scripts import dominant_script
from pipeline.model import NameMention
from pipeline.names import memo
from pipeline.names.affixes import clitic_and_article_readings, proclitic_readings
from pipeline.names.cues import country_names, cues_for, normalize_word, place_names
from pipeline.names.keys import consonants, core_word_count, key_similarity, name_key, without_article, word_skeleton
from pipeline.names.words import word_spans

CHINESE_MATCH = 82.0  # key_similarity of a projected Chinese name
OTHER_MATCH = 78.0  # skeleton similarity of a projected non-Chinese name (same aligned paragraph)
ANCHORED_MATCH = 70.0  # ... of one whose first word is the name's first word as written
SEPARATORS = set(".,;:!?()[]«»\"“”\n،؛؟।")  # a name does not run across these
EXTRA_WORDS = 1  # a window may have this many words more or fewer than the name has syllables/words


@dataclass(frozen=True)
class SourceName:
    """A name from another version to look for: its key and how many words it spans."""

    key: str
    chinese: bool
    words: int
    span: int = 0  # words as written, particles included (Ursula von der Leyen: 4)


def source_of(mention: NameMention) -> SourceName:
    """Words are counted as syllables of a Chinese name, as the words of any other name but its
    particles (Ursula von der Leyen has two)."""
    words = len(mention.key.split()) if mention.chinese else core_word_count(mention.base)
    return SourceName(mention.key, mention.chinese, max(1, words), max(1, words, len(mention.base.split())))


def sources_of(mention: NameMention) -> list[SourceName]:
    """The name to look for, and for a name of any origin of three words or more also the name
    without its first or last word: a role the tables lack may be glued to it ("Pelabur Sarah
    Collins"), and translators drop a word of long names (كيم جونج for Kim Jong Un)."""
    full = source_of(mention)
    key = mention.key.split()
    if mention.chinese or full.words < 3 or len(key) != full.words:
        return [full]  # (a hyphenated given name makes the key longer than the name: not cut)
    return [full, SourceName(" ".join(key[1:]), False, full.words - 1, full.span - 1),
            SourceName(" ".join(key[:-1]), False, full.words - 1, full.span - 1)]


@lru_cache(maxsize=memo.WORDS)
def _readings(word: str, lang: str) -> tuple[tuple[str, ...], ...]:
    from pipeline.names.phonetic import to_pinyin_candidates

    return tuple(tuple(r) for r in to_pinyin_candidates(word, lang))


@lru_cache(maxsize=memo.WORDS)
def reading_similarity(name: str, lang: str, key: str) -> float:
    """How well ``name`` (any script) can be read as the pinyin syllables of ``key``, 0..100.

    Scripts without tones or with few vowels admit many readings (شين: xin, shen, chen...);
    instead of comparing one chosen reading, ask whether any reading of each word spells the
    next syllables of the key. Word order may be given-name first. Every syllable must match
    at least coarsely (88) except one that may be near (>= 60).
    """
    from pipeline.names.phonetic import syllable_similarity

    words = name.split()
    target = key.split()
    if not words or not target:
        return 0.0
    openings = _openings(words[0], lang)
    best = 0.0
    for r in range(len(target)):
        if _coarse(target[r]) not in openings:
            continue  # no reading of the first word can start this rotation (a syllable below
            # the coarse level scores under 60, which _best_path rejects anyway)
        rotated = target[r:] + target[:r]
        best = max(best, _best_path(words, lang, tuple(rotated), syllable_similarity))
    return best


@lru_cache(maxsize=memo.WORDS)
def _coarse(syllable: str) -> str:
    from pipeline.names.phonetic import coarse_syllable

    return coarse_syllable(syllable)


@lru_cache(maxsize=memo.WORDS)
def _openings(word: str, lang: str) -> frozenset:
    """Coarse first syllables of every reading of ``word``."""
    return frozenset(_coarse(r[0]) for r in _readings(word, lang) if r)


def _best_path(words, lang, target: tuple[str, ...], syllable_similarity) -> float:
    # states: position in target -> best list of syllable scores reaching it
    states: dict[int, tuple[float, ...]] = {0: ()}
    for word in words:
        next_states: dict[int, tuple[float, ...]] = {}
        for pos, scores in states.items():
            for reading in _readings(word, lang):
                end = pos + len(reading)
                if end > len(target):
                    continue
                new = scores + tuple(syllable_similarity(a, b) for a, b in zip(reading, target[pos:end]))
                if sorted(new)[:2] and (min(new) < 60 or sum(1 for x in new if x < 88) > 1):
                    continue
                if end not in next_states or sum(new) > sum(next_states[end]):
                    next_states[end] = new
        states = next_states
        if not states:
            return 0.0
    final = states.get(len(target))
    return sum(final) / len(final) if final else 0.0


def leftover_score(base: str, lang: str, key: str) -> float:
    """How well a lone Devanagari/Arabic spelling reads as the pinyin ``key``, a proclitic on
    its first word allowed."""
    words = base.split()
    if not words:
        return 0.0
    cues = cues_for(lang)
    readings = proclitic_readings(words[0], cues) if cues.clitics else [words[0]]
    return max(reading_similarity(" ".join([r] + words[1:]), lang, key) for r in readings)


def window_candidates(text: str, lang: str, max_words: int):
    """(start, end, base) for every run of up to ``max_words`` words, clitics stripped."""
    cues = cues_for(lang)
    words = word_spans(text)
    # only postpositions break a window: stop words of Arabic or Hindi (لي, هو, से) are also
    # how Chinese syllables are written, and the reading check below is strict anyway
    stops = cues.postpositions
    for i in range(len(words)):
        if words[i][2].casefold() in stops:
            continue
        for first in clitic_and_article_readings(words[i][2], cues) if cues.clitics else [words[i][2]]:
            if first.casefold() in stops:
                continue
            stripped = first != words[i][2]
            start = words[i][1] - len(first) if stripped else words[i][0]
            heads = sum(1 for _, _, w in words[i:i + 2 * max_words] if normalize_word(w) in cues.compound_heads)
            for j in range(i, min(len(words), i + max_words + heads)):  # عبد الله is one word of a name
                gap = text[words[j - 1][1] : words[j][0]] if j > i else ""
                if j > i and (words[j][2].casefold() in stops
                              or (any(ch in SEPARATORS for ch in gap) and not after_initial(words[j - 1][2], gap))):
                    break
                base = " ".join([first] + [w for _, _, w in words[i + 1 : j + 1]])
                yield start, words[j][1], base, j - i + 1, stripped


INITIAL_LETTERS = 3  # a letter's name written out: पी, بي, Ди (P. Chidambaram)


def after_initial(word: str, gap: str) -> bool:
    """An initial written as a letter's name and a period (पी. चिदंबरम, بي. تشيدامبارام): the
    period does not end the name."""
    return gap.strip() == "." and len(word) <= INITIAL_LETTERS


def project_names(text: str, lang: str, sources: list[SourceName], taken: list[tuple[int, int]]) -> list[NameMention]:
    """Mentions in ``text`` of the ``sources`` names, outside the ``taken`` spans."""
    if not sources:
        return []
    max_words = max(max(s.words, s.span) for s in sources) + EXTRA_WORDS
    found: list[tuple[float, NameMention]] = []
    for start, end, base, count, stripped in window_candidates(text, lang, max_words):
        if any(start < e and s < end for s, e in taken):
            continue
        best = best_source(base, count, lang, sources)
        if best is None:
            continue
        score, source, key = best
        # an equal match without the clitic: the clitic is not the name; a better match with the
        # letter is the name (فيتالي is Vitali, not ف + يتالي)
        score += 0.01 if stripped else 0.0
        found.append((score, NameMention(start, end, text[start:end], base, key, source.chinese, 0.6, _system(base)),
                      source.words))
    return non_overlapping(found)


@lru_cache(maxsize=memo.WORDS)
def _coarse_set(key: str) -> frozenset:
    return frozenset(_coarse(s) for s in key.split())


def best_source(base: str, count: int, lang: str, sources: list[SourceName]):
    best = None
    openings = None
    core = None
    for source in sources:
        if abs(count - source.words) > EXTRA_WORDS:
            if source.chinese:
                continue
            core = core_word_count(base) if core is None else core  # عبد الخالق عبد الله: two
            if abs(core - source.words) > EXTRA_WORDS:
                continue
        if source.chinese:
            if openings is None:
                openings = _openings(base.split()[0], lang)
            if not openings & _coarse_set(source.key):
                continue  # no reading of the first word starts any syllable: reading_similarity is 0
            score = reading_similarity(base, lang, source.key)
            if score < CHINESE_MATCH:
                continue
            key = source.key  # the window admits this reading; its own best guess may differ
            threshold = CHINESE_MATCH
        else:
            key = name_key(base)
            if not same_word_count(base, key, source) or not plausible_name_words(base, lang, source.key):
                continue
            if not not_glued(key, source.key):
                continue
            score = key_similarity(key, source.key)
            threshold = ANCHORED_MATCH if same_first_word(key, source.key) else OTHER_MATCH
        if score >= threshold and (best is None or score > best[0]):
            best = (score, source, key)
    return best


def same_first_word(key: str, source_key: str) -> bool:
    """The window starts with the name's first word as the name writes it, and has more words:
    the given name anchors a surname garbled past the usual match (تيغست أسيغا for Tigst Assefa),
    which is then reported instead of lost."""
    words, source_words = key.split(), source_key.split()
    return len(words) >= 2 and len(words) == len(source_words) and words[0] == source_words[0]


def same_word_count(base: str, key: str, source: SourceName) -> bool:
    """The window has as many words as the name, particles left out; or the name has a
    hyphenated given name that the window writes as separate words (Moon Jae-in, مون جاي إن)."""
    words = core_word_count(base)
    if words == source.words:
        return True
    source_keys = len(source.key.split())
    return source_keys > source.words and len(key.split()) == source_keys == words


@lru_cache(maxsize=None)
def _context_words(lang: str) -> frozenset:
    """Titles, roles, organisation, product and place words, and verbs of speech (وقال أوزتورك is
    "Öztürk said", not Kemal Öztürk): never a word of a name."""
    cues = cues_for(lang)
    return cues.titles | cues.non_person | country_names(lang) | (cues.speech_verbs - cues.name_homographs)


@lru_cache(maxsize=None)
def _common_words(lang: str) -> frozenset:
    """Function words that are no name's usual spelling (Hindi न "not"; جو is also Joe, بن joins
    names)."""
    cues = cues_for(lang)
    words_of_names = cues.name_homographs | cues.particles | cues.patronymic
    return (cues.stop_words | cues.function_words) - words_of_names


def plausible_name_words(base: str, lang: str, source_key: str = "") -> bool:
    """No word of the window is a title, a role, an organisation, product or place word or a
    nationality before the name (العراقي, the Iraqi), and no word is a function word, unless
    the name has several words and that word has the very skeleton of one of the name's words:
    Arabic لولا ("if not") and إن ("that") are also how Lula and the In of Moon Jae-in are
    written (Hindi जहां "where" is not Johnny)."""
    context = _context_words(lang)
    common = _common_words(lang)
    words = base.split()
    source = source_key.split()
    if is_nationality(words[0], lang):
        return False
    heads = cues_for(lang).compound_heads
    if normalize_word(words[-1]) in heads:
        return False  # عبد ends no name: its name element goes on (عبد الله)
    for n, word in enumerate(words):
        folded = normalize_word(word)
        if folded in context and not (n > 0 and same_skeleton(word, source)):
            return False  # (after the first word, one with the name's very sounds is the name: رييس,
            # Reyes, is folded like رئيس, "president")
        if folded in common and not (n > 0 and normalize_word(words[n - 1]) in heads):  # عبد الله
            if len(words) < 2 or not same_skeleton(word, source):
                return False
    return True


def same_skeleton(word: str, source: list[str]) -> bool:
    """The word has the very skeleton of one of the name's words, a final vowel aside, with or
    without the Arabic article (السيد, "Mr", is the surname of Mahmoud El-Sayed after his given name)."""
    skeletons = {word_skeleton(w).rstrip("a") for w in (word, without_article(word))}
    return bool(source) and any(s.rstrip("a") in skeletons for s in source)


@lru_cache(maxsize=memo.WORDS)
def is_nationality(word: str, lang: str) -> bool:
    """A nationality adjective formed from a country or city name, with the article as it has
    after a title (Arabic nisba: العراقي, the Iraqi, from العراق; الإيراني from إيران; الماليزي
    from ماليزيا, whose final alef it drops). Before a name it is context; at its end it may be
    the name itself (محمد شياع السوداني); without the article it is a name (كيني is Kenny)."""
    cues = cues_for(lang)
    if not cues.articles:
        return False
    places = country_names(lang) | place_names(lang)
    for reading in proclitic_readings(word, cues):
        article = next((a for a in cues.articles if reading.startswith(a) and len(reading) - len(a) >= 3), "")
        if not article:
            continue
        folded = normalize_word(reading[len(article):])
        for suffix in NISBA_SUFFIXES:
            if folded.endswith(suffix) and len(folded) > len(suffix) + 2:
                stem = folded[: -len(suffix)]
                if any(form in places for form in (stem, folded + "ا", stem + "ا", "ال" + stem, stem + "ه", stem + "ة")):
                    return True
    return False


NISBA_SUFFIXES = ("ية", "ي")  # the relative adjective of Arabic (feminine, masculine)


MAX_EXTRA_CONSONANTS = 1  # a window word may have one consonant more than the name's word


def not_glued(key: str, source_key: str) -> bool:
    """No window word is the name's word with another word glued to it (هارينغتونيهاجم:
    Harington + "attacks", a missing space)."""
    return all(len(consonants(w)) <= len(consonants(s)) + MAX_EXTRA_CONSONANTS
               for w, s in zip(key.split(), source_key.split()))


@lru_cache(maxsize=memo.WORDS)
def word_script(word: str):
    return dominant_script(word)


def capitalized_windows(text: str, lang: str, max_words: int):
    """(start, end, base, words) for runs of up to ``max_words`` capitalized words separated by
    spaces, in a script with capitals: suffixes after an apostrophe cut, Russian case undone."""
    from pipeline.names.affixes import bare_word, russian_nominative
    from pipeline.names.words import gap_is_space, is_capitalized_word

    cues = cues_for(lang)
    words = word_spans(text)
    for i in range(len(words)):
        for j in range(i, min(len(words), i + max_words)):
            bare = bare_word(words[j][2], cues)
            inner_particle = i < j < len(words) - 1 and words[j][2].islower() and words[j][2] in cues.particles
            if not (is_capitalized_word(bare, cues) or inner_particle) or (
                    j > i and not gap_is_space(text, words[j - 1][1], words[j][0])) or (
                    j > i and word_script(bare) != word_script(words[i][2])):
                break  # a name is written in one script (Still Game Форд Киран is a show and a name)
            if inner_particle:
                continue  # Ursula von der Leyen: the particles are inside the window, not its end
            kept = [bare_word(w, cues) for _, _, w in words[i:j + 1]]
            base = " ".join(russian_nominative(kept, cues) if cues.masculine_oblique else kept)
            yield words[i][0], words[j][0] + len(bare), base, j - i + 1
            if bare != words[j][2]:
                break  # a suffix ends the name


def project_into_cased(text: str, lang: str, sources: list[SourceName]) -> list[NameMention]:
    """Mentions in a Latin or Cyrillic ``text`` of names of any origin found in the aligned
    paragraphs of other versions, as runs of capitalized words: what the detector missed or
    cut wrong (Kim Jong Un where Turkish "Kim" is also "who"; Brett Kavanaugh inside "Mahkamah
    Agong Brett Kavanaugh")."""
    wanted = [s for s in sources if not s.chinese]
    if not wanted:
        return []
    max_words = max(max(s.words, s.span) for s in wanted)
    found: list[tuple[float, NameMention]] = []
    for start, end, base, count in capitalized_windows(text, lang, max_words):
        best = best_source(base, count, lang, wanted)
        if best is not None:
            score, source, key = best
            found.append((score, NameMention(start, end, text[start:end], base, key, False, 0.6, "projected")))
    return non_overlapping(found)


def non_overlapping(found: list[tuple]) -> list[NameMention]:
    """Windows matching the fullest name first (John Lee Ka-chiu before John Lee when both are
    wanted there), then best-scoring, then longest; drop windows overlapping a kept one."""
    kept: list[NameMention] = []
    order = lambda f: (-(f[2] if len(f) > 2 else 0), -f[0], -(f[1].end - f[1].start), f[1].start)  # noqa: E731
    for _, mention, *_ in sorted(found, key=order):
        if all(mention.end <= k.start or mention.start >= k.end for k in kept):
            kept.append(mention)
    return sorted(kept, key=lambda m: m.start)


PROJECTED_SYSTEMS = ("devanagari", "arabic", "projected")


def _system(text: str) -> str:
    """Writing system of the projected mention, named after the script (devanagari, arabic);
    "projected" in a script with capitals."""
    name = (word_script(text) or "").lower()
    return name if name in PROJECTED_SYSTEMS else "projected"
