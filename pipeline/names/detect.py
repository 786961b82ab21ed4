"""Person-name candidates of any origin in scripts with capitals (Latin, Cyrillic).

A candidate is a run of capitalized words separated by single spaces (lowercase particles
allowed inside: Ludwig van Hoorne, Башар аль-Асад). From each run:

1. a word the text also writes in lower case, or a function word, splits the run (a common
   word capitalized at the start of a sentence or in a headline);
2. titles, offices, roles and party labels are stripped from the front, up to the last one
   that still leaves a word after it ("ABD Dışişleri Bakanı Mike Pompeo" -> "Mike Pompeo",
   "Vermont Senator Bernie Sanders" -> "Bernie Sanders"; "Carole King" keeps "King");
3. a run that still contains an organisation, product or place word is not a person
   (Trump Organization, Hotel Roa Roa, West Virginia), except around an eponym word
   (the Erik Riedel Award: the name is the part before it); a word that opens a place's name
   (West, New, Mount) is a surname where no capitalized word follows it (Kimberly West);
4. what is left, 1-4 words, is a candidate: two or more words a full name, one word a short
   mention that ``pipeline.names.partial`` links to a full name or drops.

Turkish apostrophe suffixes and the English possessive end a run and are cut from the name;
Russian case endings are undone into ``base`` (Илона Маска -> Илон Маск). The key is the
cross-script skeleton of ``pipeline.names.keys``.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from pipeline.model import NameMention
from pipeline.lang.scripts import dominant_script
from pipeline.names import affixes, memo, outlets, phonetic
from pipeline.names.cues import NameCues, country_names, cues_for, normalize_word, place_names, seat_names
from pipeline.names.keys import name_key
from pipeline.names.words import gap_is_space, is_capitalized_word, lowercase_vocabulary, starts_sentence, word_spans

MAX_NAME_WORDS = 4
MIN_AFTER_ORG = 2  # words of a full name after an organisation that ends in its legal form
MIN_SYLLABLE_STRING = 4  # separate one-syllable words: more than a Chinese name writes apart
SHORT_SYSTEM = "short"  # system of a one-word mention, linked later or dropped
NON_PERSON_SYSTEM = "non-person"  # a capitalized run that names an organisation, place or work


def detect_cased_names(text: str, lang: str, vocabulary: frozenset | set | None = None,
                       rejected: list | None = None) -> list[NameMention]:
    """Capitalized person-name candidates in Latin or Cyrillic text (full names and one-word
    mentions). ``vocabulary``: words the whole version writes in lower case (a capitalized
    word found there is a common word); defaults to the words of ``text``. ``rejected``
    receives the runs of two words or more found to name no person (an organisation, a place,
    a work, an office): other versions may transliterate them (Lloyds Pharmacy, Ллойдс Фармаси)."""
    cues = cues_for(lang)
    words = word_spans(text)
    lower_vocab = vocabulary if vocabulary is not None else lowercase_vocabulary(text)
    headline = is_headline(words)
    mentions = []
    for run in capitalized_runs(text, words, cues):
        run = drop_suffixed_country(run, words, cues)
        bare = [affixes.bare_word(words[i][2], cues) for i in run]
        previous = [w for _, _, w in words[max(0, run[0] - 2):run[0]]]
        piece, titled = strip_titles(run, words, cues)
        kept = _non_person_split(text, piece, words, cues)
        if is_pinyin_string(bare, lang, previous) or is_quoted(text, words[run[0]][0], words[run[-1]][1]) or (
                words[piece[0]][2].casefold() in cues.name_articles and len(piece) >= 2) or \
                names_an_office(run, words, cues) or kept is None or beside_ampersand(text, words, run):
            # a Chinese company spelled syllable by syllable; «Шинн Фейн», 'La Bomba' (a party, a
            # team, a work); The Hill, Die Zeit (an outlet); Hindistan Maliye Bakanı (an office);
            # Trump Organization, Hotel Roa Roa (an organisation, a place); Moreau & Delacroix Lines (a firm)
            quoted = is_quoted(text, words[run[0]][0], words[run[-1]][1])
            if rejected is not None and (len(run) >= 2 or quoted):  # «Рапид», «Эфко»: a club, a company
                rejected.append(run_mention(text, run, words, cues))
            continue
        for name in (p for piece in split_at_common_words(text, kept or [], words, cues, lower_vocab, headline)
                     for p in split_repeated_surname(piece, words, cues)):
            mention = piece_to_mention(text, name, words, cues, titled)
            if mention is not None:
                mentions.append(mention)
    return mentions


def beside_ampersand(text: str, words, run: list[int]) -> bool:
    """A run joined to another name by an ampersand names a firm or a duo, never one person
    (Marks & Spencer, Moreau & Delacroix Lines, Lowther & Quayle'i)."""
    return text[:words[run[0]][0]].rstrip().endswith("&") or text[words[run[-1]][1]:].lstrip().startswith("&")


def split_repeated_surname(piece: list[int], words, cues: NameCues) -> list[list[int]]:
    """A run that starts and ends with one surname holds two names side by side: a possessor and a
    full name (Russian "жена Уитфилда Меган Уитфилд", Whitfield's wife Megan Whitfield): the first
    word is a mention of its own."""
    if len(piece) < 3:
        return [piece]
    first = set(affixes.word_stems(words[piece[0]][2], cues.lang))
    last = set(affixes.word_stems(words[piece[-1]][2], cues.lang))
    return [piece[:1], piece[1:]] if first & last else [piece]


def run_mention(text: str, run: list[int], words, cues: NameCues) -> NameMention:
    """A whole capitalized run as a mention (of something that is no person)."""
    start, end = words[run[0]][0], words[run[-1]][1]
    base = " ".join(affixes.bare_word(words[i][2], cues) for i in run)
    return NameMention(start=start, end=end, surface=text[start:end], base=base, key=name_key(base),
                       chinese=False, score=0.0, system=NON_PERSON_SYSTEM)


def _ends_run(word: str, cues: NameCues) -> bool:
    """A word with a suffix after an apostrophe (Trump'ın, Scotland's) ends its run."""
    return affixes.bare_word(word, cues) != word


def capitalized_runs(text: str, words, cues: NameCues) -> list[list[int]]:
    """Index runs of capitalized words separated by single spaces (particles allowed inside)."""
    runs: list[list[int]] = []
    current: list[int] = []
    for i, (start, _end, word) in enumerate(words):
        base = affixes.bare_word(word, cues)
        joined = bool(current) and (gap_is_space(text, words[current[-1]][1], start)
                                    or _after_abbreviated_title(text, words[current[-1]], start, cues)) \
            and not _ends_run(words[current[-1]][2], cues)
        joined = joined or (bool(current) and _after_initial(text, words[current[-1]], start))
        # a name is written in one script: "Biocon Киран Мазумдар-Шоу" is a company in Latin
        # letters before a Russian name
        joined = joined and word_script(base) == word_script(affixes.bare_word(words[current[-1]][2], cues))
        capital = is_capitalized_word(base, cues) or is_initial(text, words[i])
        particle = is_particle(word, cues) and i + 1 < len(words)
        if current and joined and (capital or particle):
            current.append(i)
            continue
        if current:
            runs.append(current)
        current = [i] if capital else []
    if current:
        runs.append(current)
    return [r for r in (_trim_particles(run, words, cues) for run in runs) if r]


@lru_cache(maxsize=memo.WORDS)
def word_script(word: str) -> str | None:
    return dominant_script(word)


def _after_abbreviated_title(text: str, previous, start: int, cues: NameCues) -> bool:
    """"Sen. Jeff", "Dr. Ana", "г-жа": a title abbreviated with a period still joins the name."""
    return text[previous[1]:start] in (". ", ".\N{NO-BREAK SPACE}") and is_title(previous[2], cues)


def is_initial(text: str, word) -> bool:
    """A capital letter and a period, followed by a space: the initial of a given name
    (P. Chidambaram, П. Чидамбарам, J. K. Rowling)."""
    _start, end, letters = word
    return len(letters) == 1 and letters.isupper() and text[end:end + 2] in (". ", ".\N{NO-BREAK SPACE}")


def _after_initial(text: str, previous, start: int) -> bool:
    return is_initial(text, previous) and previous[1] + 2 == start


OPENING_QUOTES = "«“„‘\"'‹"
CLOSING_QUOTES = "»”“’\"'›"


def is_quoted(text: str, start: int, end: int) -> bool:
    """The run is all a pair of quotation marks hold: the name of a party, a team, a work or a
    product (Russian press quotes them: «Шинн Фейн», «Манчестер Юнайтед»), not a person."""
    return start > 0 and end < len(text) and text[start - 1] in OPENING_QUOTES and text[end] in CLOSING_QUOTES


def names_an_office(piece: list[int], words, cues: NameCues) -> bool:
    """The run ends in a title and names a place or another title before it (Hindistan Maliye
    Bakanı, Sri Lanka Devlet Başkanı): an office, not the person holding it. A title word
    alone at the end of a name is a surname (Carole King)."""
    if len(piece) < 2 or not is_title(words[piece[-1]][2], cues):
        return False
    places = country_names(cues.lang)
    return any(is_title(words[i][2], cues) or in_cues(words[i][2], places, cues, country=True) for i in piece[:-1])


def is_particle(word: str, cues: NameCues) -> bool:
    """A lowercase name particle (van, bin, аль); capitalized, the same word is a name word
    (Van Gaal, Chinese Ван)."""
    return word.islower() and word in cues.particles


def _trim_particles(run: list[int], words, cues: NameCues) -> list[int]:
    while run and is_particle(words[run[-1]][2], cues):
        run = run[:-1]
    while run and is_particle(words[run[0]][2], cues):
        run = run[1:]
    return run


def _folded(word: str, cues: NameCues) -> str:
    return normalize_word(affixes.bare_word(word, cues)).rstrip(".")


MAX_CASE_ENDING = 3  # letters a case ending adds to a declined cue word (университета, ассамблеи)
STEM_VOWELS = "аеёиоуыэюяйь"  # what a stem of a cue word leaves out (_cue_stems)


@lru_cache(maxsize=64)
def _cue_stems(words: frozenset, bare: bool = False) -> dict[str, str]:
    """Cue words by their stem: without the final vowel, й or ь that a noun's case ending replaces
    (ассамблея -> ассамбле, Корея -> Коре: Кореи); ``bare``, without all of its final vowels, the
    stem of an adjective's endings (южная -> южн: южной) and of a demonym's (Кения -> Кен: Кенийка)."""
    if bare:
        return {w.rstrip(STEM_VOWELS): w for w in words if len(w) >= 4}
    return {w[:-1] if w[-1] in STEM_VOWELS else w: w for w in words if len(w) >= 4}


def in_cues(word: str, words: frozenset, cues: NameCues, country: bool = False) -> bool:
    """``word`` is one of ``words``; where names decline (Russian), also in a case form of one
    (сенатора, президентом, Университета, Ассамблеи, Кореи); of a country, also as one of its
    people (``country``: Кениец, Японец)."""
    folded = _folded(word, cues)
    if folded in words:
        return True
    if not cues.masculine_oblique:
        return False
    return _declined_in(folded, words, cues.lang, country)


@lru_cache(maxsize=memo.WORDS)
def _declined_in(folded: str, words: frozenset, lang: str, country: bool) -> bool:
    """``in_cues`` for a word not in ``words`` as written: one of them in a case form."""
    cues = cues_for(lang)
    bare = _cue_stems(words, bare=True)
    if _ends_in(folded, _cue_stems(words), cues.noun_endings) or _ends_in(folded, bare, cues.adjective_endings):
        return True  # Корея: Кореи; южная: южной
    return country and _ends_in(folded, bare, cues.demonym_endings)


def _ends_in(folded: str, stems: dict[str, str], endings: frozenset[str]) -> bool:
    """``folded`` is a stem of ``stems`` and one of ``endings``; the bare stem is a form only of a
    word that is its stem (Кипр), not of one whose final vowel it lacks (Кит is no form of Китай)."""
    longest = max((len(e) for e in endings), default=MAX_CASE_ENDING)
    return any(folded[:len(folded) - n] in stems and (folded[len(folded) - n:] in endings if n else
                                                      stems[folded] == folded)
               for n in range(0, longest + 1) if len(folded) - n >= 3)


def is_title(word: str, cues: NameCues) -> bool:
    """A title, office or role word, also in a case form (сенатора, президентом) or in the
    plural (Ministers, Bakanlar)."""
    if in_cues(word, cues.titles, cues):
        return True
    folded = _folded(word, cues)
    return any(folded.endswith(s) and folded[:-len(s)] in cues.titles for s in cues.plural_suffixes)


def _is_common(word: str, cues: NameCues, lower_vocab, at_start: bool = True) -> bool:
    folded = _folded(word, cues)
    if folded in cues.particles:
        return False
    opens = at_start and folded in cues.function_words and folded not in cues.enclitics  # "Ли, чей рост": Lee
    return opens or word.casefold() in lower_vocab or folded in lower_vocab


HEADLINE_SHARE = 0.6  # share of capitalized words that makes a line a title-case headline


def is_headline(words) -> bool:
    """A title-case line ("Trump Says Kavanaugh Will Win"), where common words are capitalized."""
    long = [w for _, _, w in words if len(w) > 3]
    return len(long) >= 3 and sum(w[:1].isupper() for w in long) >= HEADLINE_SHARE * len(long)


def split_at_common_words(text, run, words, cues: NameCues, lower_vocab, headline: bool = True) -> list[list[int]]:
    """The run cut at common words (not titles: they are stripped with what precedes them).
    Inside a sentence of running text a capital on a function word marks a name (Turkish Kim
    "who", Malay Dan "and"); only a word the version also writes in lower case is common there
    (Anugerah Kertas Terbaik Henrik Solberg). At the start of a sentence and in a title-case
    headline, function words are common too."""
    pieces: list[list[int]] = []
    current: list[int] = []
    for n, i in enumerate(run):
        word = words[i][2]
        at_start = headline or starts_sentence(text, words[i][0])
        declined = n == 0 and at_start and len(run) >= 2 and declined_common_word(word, cues, lower_vocab)
        if (_is_common(word, cues, lower_vocab, at_start) or declined) and not is_title(word, cues):
            if current:
                pieces.append(current)
            current = []
            continue
        current.append(i)
    if current:
        pieces.append(current)
    return pieces


MIN_COMMON_STEM = 4  # letters of a stem that tell a common noun in another case (слов: Слова, словам)


def declined_common_word(word: str, cues: NameCues, lower_vocab) -> bool:
    """Where nouns decline, the first word of a run at the start of a sentence that the version
    writes in lower case in another case form (Слова Морозова приводит ... where it also writes
    "по словам"): a common noun before the name. Only before another capitalized word, so that a
    surname alone (Морозов at the start, морозы elsewhere) stays."""
    if not cues.noun_endings:
        return False
    stems = _vocabulary_stems(frozenset(lower_vocab), cues.noun_endings)
    return any(stem in stems for stem in _noun_stems(normalize_word(word), cues.noun_endings))


def _noun_stems(word: str, endings: frozenset) -> set[str]:
    return {word[:len(word) - len(e)] for e in endings | {""} if word.endswith(e)
            and len(word) - len(e) >= MIN_COMMON_STEM}


@lru_cache(maxsize=8)
def _vocabulary_stems(lower_vocab: frozenset, endings: frozenset) -> frozenset:
    return frozenset(stem for w in lower_vocab for stem in _noun_stems(w, endings))


MIN_AFTER_PLACE = 2  # words a name keeps after a place is cut from its front (not Paris Hilton)


def title_flags(piece: list[int], words, cues: NameCues) -> list[bool]:
    """For each word of the run: a title, or a word of a title of several words (Tan Sri)."""
    flags = [is_title(words[i][2], cues) for i in piece]
    folded = [_folded(words[i][2], cues) for i in piece]
    for phrase in cues.title_phrases:
        for n in range(len(piece) - len(phrase) + 1):
            if tuple(folded[n:n + len(phrase)]) == phrase:
                flags[n:n + len(phrase)] = [True] * len(phrase)
    return flags


def strip_titles(piece: list[int], words, cues: NameCues) -> tuple[list[int], bool]:
    """(name words, whether a title preceded them): everything up to the last title word that
    still has a word after it goes (Başkan Yardımcısı Joe Biden; Vermont Senatörü Bernie Sanders;
    Tan Sri Muhammad Shafee Abdullah), and up to the last country or city that still has a full
    name after it (Presiden Turki Recep Tayyip Erdoğan, Министр Германии Анналена Бербок;
    Menteri Kewangan India Nirmala Sitharaman): where the press writes the office with its
    country, the country is context; so is a seat of government (Jurucakap Kremlin Dmitry
    Peskov, Jurucakap Rumah Putih Karine Jean-Pierre)."""
    titles = title_flags(piece, words, cues)
    last = max((n for n in range(len(piece) - 1) if titles[n]), default=-1)
    places = country_names(cues.lang)
    phrase_ends = country_phrase_ends(piece, words, cues)
    place = max((n for n in range(len(piece) - 1) if (in_cues(words[piece[n]][2], places, cues, country=True)
                                                       or n in phrase_ends or seat_ends_at(piece, n, words, cues))
                 and (n < len(piece) - MIN_AFTER_PLACE or is_compound_place(words[piece[n]][2]))
                 and not (n > 0 and is_particle(words[piece[n - 1]][2], cues))), default=-1)  # bin Turki
    cut = max(last, place)
    if cut >= 0:
        return piece[cut + 1:], last >= 0
    return piece, False


MAX_SEAT_WORDS = 3  # Çankaya Köşkü, Élysée Palace, Quai d'Orsay


@lru_cache(maxsize=None)
def country_phrases(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The countries whose names are several words (Korea Selatan, Amerika Syarikat, Arab Saudi,
    South Korea, Sri Lanka), word by word as ``_folded`` reads them, by their first word."""
    cues = cues_for(lang)
    phrases = {tuple(_folded(w, cues) for w in name.split()) for name in country_names(lang) if " " in name}
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases):
        by_first.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(found) for first, found in by_first.items()}


def country_phrase_ends(piece: list[int], words, cues: NameCues) -> set[int]:
    """The places in the run where a country of several words ends: "Presiden Korea Selatan Moon
    Jae-in" names Moon Jae-in, the country being context as a one-word country is; where names
    decline, also in a case form (министр Южной Кореи Пак Чон Хо)."""
    folded = [_folded(words[i][2], cues) for i in piece]
    phrases = country_phrases(cues.lang)
    ends = {n + len(phrase) - 1 for n, word in enumerate(folded) for phrase in phrases.get(word, ())
            if tuple(folded[n:n + len(phrase)]) == phrase}
    if cues.noun_endings and cues.adjective_endings:
        stems = [declined_stems(word, cues) for word in folded]
        declined = declined_country_phrases(cues.lang)
        ends |= {n + len(phrase) - 1 for n in range(len(folded)) for first in stems[n]
                 for phrase in declined.get(first, ()) if n + len(phrase) <= len(folded)
                 and all(phrase[k] in stems[n + k] for k in range(1, len(phrase)))}
    return ends


@lru_cache(maxsize=None)
def declined_country_phrases(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """``country_phrases`` as the stems of their words (``declined_stems``), by their first."""
    by_first: dict[str, set[tuple[str, ...]]] = {}
    for phrases in country_phrases(lang).values():
        for phrase in phrases:
            stems = tuple(word.rstrip(STEM_VOWELS) for word in phrase)
            by_first.setdefault(stems[0], set()).add(stems)
    return {first: tuple(sorted(found)) for first, found in by_first.items()}


def declined_stems(word: str, cues: NameCues) -> set[str]:
    """The stems a word of a place's name may have under a case ending of a noun or an adjective
    (Саудовской: саудовск; Кореи: кор; Эмиратов: эмират)."""
    endings = cues.noun_endings | cues.adjective_endings
    return {word.rstrip(STEM_VOWELS)} | {word[:-len(e)].rstrip(STEM_VOWELS) for e in endings
                                          if word.endswith(e) and len(word) - len(e) >= 3}


def seat_ends_at(piece: list[int], n: int, words, cues: NameCues) -> bool:
    """Word ``n`` of the piece ends the name of a seat of government (Kremlin, Rumah Putih), a
    single word also in a case form (Кремля)."""
    seats = seat_names(cues.lang)
    if in_cues(words[piece[n]][2], seats, cues):
        return True
    bare = [normalize_word(affixes.bare_word(words[piece[m]][2], cues)) for m in range(n + 1)]
    return any(" ".join(bare[n + 1 - k:]) in seats for k in range(2, min(MAX_SEAT_WORDS, n + 1) + 1))


def is_compound_place(word: str) -> bool:
    """A hyphenated place (Шри-Ланки, Нью-Дели, Гвинея-Бисау) is never a given name: cut even
    before a single word (Шри-Ланки Викрамасингхе)."""
    return "-" in word


def drop_suffixed_country(run: list[int], words, cues: NameCues) -> list[int]:
    """A country with a case suffix ends no name: Turkish "Wickremesinghe Hindistan'dan" (from
    India) ends the run at the country."""
    last = words[run[-1]][2]
    if len(run) >= 2 and affixes.bare_word(last, cues) != last and \
            in_cues(affixes.bare_word(last, cues), country_names(cues.lang), cues, country=True):
        return run[:-1]
    return run


def core_words(names: list[str], cues: NameCues) -> int:
    """Words of a name that are not particles (Faisal bin Farhan Al Saud has three)."""
    return sum(1 for w in names if not ((w.islower() and w.casefold() in cues.particles)
                                        or w.casefold() in cues.arabic_articles))


def _non_person_split(text, piece, words, cues: NameCues) -> list[int] | None:
    """The person part of a run that names an organisation, product or place, or None."""
    kept: list[int] = []
    eponym = False
    if len(piece) >= 2 and in_cues(words[piece[-1]][2], cues.team_tails, cues):
        return None  # "Denver Nuggets", "Bristol Rovers": a team
    if len(piece) >= 2 and all(_folded(words[i][2], cues) in cues.demonyms
                               or _folded(words[i][2], cues) in cues.place_qualifiers for i in piece):
        return None  # "Latin American", "South African": a people
    for n, i in enumerate(piece):
        word = words[i][2]
        if in_cues(word, cues.eponym_words, cues):
            if len(kept) >= 2:
                return kept  # "Erik Riedel Ödülü": the name is before the award
            eponym, kept = True, []  # "Anugerah Erik Riedel": after it
            continue
        if in_cues(word, cues.org_suffixes, cues) and n >= 1 and len(piece) - n - 1 >= MIN_AFTER_ORG:
            kept = []  # "Tata Sons N. Chandrasekaran": the company ends with its legal form
            continue
        if n == len(piece) - 1 and in_cues(word, cues.place_qualifiers, cues) \
                and not in_cues(word, cues.non_person - cues.place_qualifiers, cues) \
                and not opens_a_word(text, words, i, cues):
            kept.append(i)  # "Kimberly West": a word that opens a place's name ends no place
            continue
        if in_cues(word, cues.non_person, cues):
            if eponym:
                continue  # inside an award's name, "Paper" or "Conference" belong to the award
            if n == 0 and starts_sentence(text, words[i][0]) and len(piece) >= 3:
                continue  # "Ödülü Gustav Lindqvist verdi": a sentence-initial object, not an org head
            return None
        kept.append(i)
    return kept


def opens_a_word(text: str, words, i: int, cues: NameCues) -> bool:
    """A capitalized word follows word ``i`` after a space (Mount Kenya'ya: the country cut
    from the run still follows Mount)."""
    return i + 1 < len(words) and gap_is_space(text, words[i][1], words[i + 1][0]) \
        and is_capitalized_word(words[i + 1][2], cues)


def names_a_place(kept: list[int], words, cues: NameCues) -> bool:
    """The run is a place (Kuzey Kore, Los Angeles), or starts with a place of two words or
    more and goes on (Los Angeles Dodgers: a team, a company or a newspaper named after it)."""
    places = place_names(cues.lang)
    bare = [normalize_word(affixes.bare_word(words[i][2], cues)) for i in kept]
    if " ".join(bare) in places or "-".join(bare) in places:
        return True
    if len(bare) >= 2 and cues.noun_endings and declined_place(tuple(bare), cues):
        return True
    return any(" ".join(bare[:n]) in places or "-".join(bare[:n]) in places for n in range(2, len(bare)))


def declined_place(bare: tuple[str, ...], cues: NameCues) -> bool:
    """Words that are a place of two words or more, or its last words, in a case form: each word
    is a word of the place with a case ending of a noun or an adjective (в Саудовской Аравии,
    Объединённых Арабских Эмиратов; Арабские Эмираты, the rest of a run cut before it)."""
    options = [declined_stems(w, cues) for w in bare]
    tails = declined_place_tails(cues.lang, len(bare))
    return any(stems in tails for stems in product(*options))


@lru_cache(maxsize=None)
def declined_place_tails(lang: str, count: int) -> frozenset[tuple[str, ...]]:
    """The stems of the last ``count`` words of every place name of more words than one."""
    out = set()
    for place in place_names(lang):
        parts = place.replace("-", " ").split()
        if len(parts) >= max(2, count):
            out.add(tuple(normalize_word(w).rstrip(STEM_VOWELS) for w in parts[-count:]))
    return frozenset(out)


def is_country(word: str, lang: str) -> bool:
    """The word is a country or region, also in a case form (Kolombiya, Индии)."""
    cues = cues_for(lang)
    return in_cues(word, country_names(cues.lang), cues, country=True)


def has_place_word(base: str, lang: str) -> bool:
    """A word of the name is a country or city name, also in a case form (Индонезии)."""
    cues = cues_for(lang)
    places = place_names(cues.lang)
    return any(in_cues(word, places, cues) for word in base.split())


def piece_to_mention(text, kept, words, cues: NameCues, titled: bool) -> NameMention | None:
    if not kept or names_a_place(kept, words, cues):
        return None
    if not titled and kept[0] > 0 and is_title(words[kept[0] - 1][2], cues):
        titled = True  # "senator Bernie Sanders": a lowercase title before the name
    if core_words([words[i][2] for i in kept], cues) > MAX_NAME_WORDS:
        if not titled:
            return None
        # after a title, the capitalized words of an office the tables lack come first and the
        # name last (Menteri Pemprosesan Makanan Harsimrat Kaur Badal); the other versions trim
        # what is left of the office (pipeline.names.trim)
        kept = kept[-MAX_NAME_WORDS:]
    start, end = words[kept[0]][0], words[kept[-1]][1]
    surface_words = [words[i][2] for i in kept]
    last_bare = affixes.bare_word(surface_words[-1], cues)
    end = words[kept[-1]][0] + len(last_bare)
    surface_words[-1] = last_bare
    if len(kept) == 1 and len(last_bare) < 2:
        return None
    base_words = affixes.russian_nominative(surface_words, cues) if cues.masculine_oblique else surface_words
    base = " ".join(base_words)
    return NameMention(
        start=start, end=end, surface=text[start:end], base=base, key=name_key(base), chinese=False,
        score=0.8 if titled else 0.5, system="other" if core_words(surface_words, cues) >= 2 else SHORT_SYSTEM,
    )


def is_pinyin_string(name_words: list[str], lang: str, previous_words: list[str]) -> bool:
    """A romanized Chinese company or outlet name, not a person.

    A Chinese name has at most four syllables and writes the given name as one word or two;
    four or more capitalized words that are each one pinyin syllable ("Yue Zhi An Mian",
    "Юэ Чжи Ань Мянь") spell a company name syllable by syllable. Three such words ending in a
    media suffix after "Source:" or "Author:" are an outlet ("Lei Feng Wang").
    """
    if len(name_words) < outlets.MIN_OUTLET_WORDS:
        return False
    per_word = []
    for word in name_words:
        readings = phonetic.word_base_readings(word, lang, True)[1]
        if not readings or len(readings[0].syllables) != 1:
            return False
        per_word.append(readings[0].syllables)
    if len(per_word) >= MIN_SYLLABLE_STRING:
        return True
    byline = cues_for(lang).byline_words
    return outlets.is_romanized_outlet(per_word, [normalize_word(w) for w in previous_words], byline)
