"""Person or not: the one place that decides whether a cluster of spellings names a person.

Detection (``pipeline.names.detect``, ``pipeline.names.project``) proposes every run that may be
a name and sets aside the runs that name something else on their face (an organisation word
inside them, a title after a place, quotation marks around them). Whether what is left is a
person is decided here, once per cluster, from what the article says about it in every version:

for it
  - a title, office or role before it (``Senator``, ``menajer``, ``الوزير``), in any version;
  - a personal pronoun soon after it (``Collins said he ...``, ``... berkata dia ...``);
  - a verb of speech beside it (``Collins said``, ``kata Collins``, ``وقال كولينز``,
    ``сказал Коллинз``, ``कॉलिन्स ने कहा``; Turkish ``Collins, ... söyledi`` at the clause's end);
  - the versions agreeing that it names someone: transliterated into the other scripts, not
    kept in Latin letters (the rule of ``transliterated``, which every cluster must pass);
against it
  - a version in a script that transliterates people (Cyrillic, Devanagari, Arabic) keeping it
    in Latin letters where the others transliterate their people (``Компания Tarrant Brewing``);
  - another version naming it as no person at that place: a run with an organisation, team,
    programme, business or place word, a run in quotation marks (Russian press quotes clubs,
    companies and works: «Бостон Селтикс»), an office;
  - a Cyrillic version joining its words with a hyphen where the Latin versions write two
    words: how Russian writes a foreign place of two words (Палм-Спрингс, Кота-Бару, Милтон-Кинс);
  - a word of a kind of thing beside it in its version (``akhbar X``, ``X gazetesi``,
    ``صحيفة X``, ``газета X``, ``X अख़बार``: a paper, a programme, a company, a town), unless a
    title stands before that word (``the paper's editor X``); only the kinds that a person's name
    cannot own in the same construction (``pasukan Gary Holt``, ``فريق جاري هولت`` and
    ``команда Гари Холта`` are Gary Holt's team: ``heads_before``/``heads_after`` of each language);
  - a word of place before or after it (``in``, ``di``, ``в``, ``في``, ``में``; Turkish ``'da``).

Each version counts once per kind of evidence; a cluster is a person when what speaks for it
weighs at least as much as what speaks against it. Chinese names and registry people are
persons without counting (they are read or listed as names).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from pipeline.lang import script
from pipeline.model import Version
from pipeline.names import memo
from pipeline.names.affixes import bare_word, proclitic_readings
from pipeline.names.candidates import is_cased, version_script
from pipeline.names.cues import NameCues, cues_for, normalize_word, place_names
from pipeline.names.detect import SHORT_SYSTEM, has_place_word, in_cues, is_title
from pipeline.names.entities import Candidate, Entity
from pipeline.names.keys import key_similarity, name_key
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.words import is_capitalized_word, word_spans

LATIN = "Latin"
SAME_THING = 85.0  # key similarity of a cluster's spelling to a run another version names as no person
SAME_PLACE = 75.0  # ... of its words joined by a hyphen in a Cyrillic version (case endings on the last)
STRONG = 3  # weight of evidence that the versions themselves write it as no person
CONTEXT = 1  # weight of a word beside it (a kind of thing, a word of place)
TITLE = 2  # weight of a title before it
SPEECH = 1  # weight of a verb of speech beside it
NEAR_WORDS = 2  # words on either side of a mention that are its context
PRONOUN_WORDS = 6  # words after a mention where a personal pronoun may refer back to it
FOR_A_PERSON = ("title", "speech", "pronoun")
CLAUSE_BREAKS = ".!?;:\n"
GAP_MARKS = " \N{NO-BREAK SPACE},\"'«»“”„‘’—–-()"


@dataclass
class Tally:
    """What the article says for and against one cluster being a person, with the reasons."""

    person: int = 0
    against: int = 0
    reasons: list[str] = field(default_factory=list)

    def add(self, weight: int, reason: str, against: bool) -> None:
        if against:
            self.against += weight
        else:
            self.person += weight
        self.reasons.append(("-" if against else "+") + reason)


class PersonEvidence:
    """The article's evidence, indexed by aligned place; ``is_person(group)`` decides."""

    def __init__(self, versions: list[Version], positions, rejected: list[Candidate]):
        self.versions = versions
        self.texts = {(n, p.index): p.text for n, v in enumerate(versions) for p in v.paragraphs}
        self.scripts = [version_script(v) for v in versions]
        self.rejected = PositionIndex()
        for c in rejected:
            if is_cased(versions[c.version]):
                self.rejected.add(c.positions, c)
        self.hyphenated = PositionIndex()
        for n, version in enumerate(versions):
            if self.scripts[n] not in ("", LATIN) and is_cased(version):
                for paragraph in version.paragraphs:
                    for word in hyphenated_places(paragraph.text, version.lang):
                        self.hyphenated.add(positions[(version.lang, paragraph.index)], (n, word))

    def is_person(self, group: list[Entity]) -> bool:
        if any(e.chinese or e.registry_id for e in group):
            return True
        if not transliterated(group, self.versions):
            return False
        tally = self.tally(group)
        return tally.person >= tally.against

    def tally(self, group: list[Entity]) -> Tally:
        tally = Tally()
        langs = {e.lang for e in group}
        native = {e.lang for e in group if e.script == self.scripts[self.version_of(e)]}
        for lang in sorted(langs - native):
            e = next(x for x in group if x.lang == lang)
            if self.scripts[self.version_of(e)] not in ("", LATIN) and e.script == LATIN:
                tally.add(STRONG, f"{lang} keeps it in Latin letters", against=True)
        for lang in sorted(self.named_as_no_person(group)):
            tally.add(STRONG, f"{lang} names it as no person", against=True)
        for lang in sorted(self.hyphenated_like(group)):
            tally.add(STRONG, f"{lang} joins its words with a hyphen", against=True)
        seen: dict[str, set[str]] = {}
        for e in group:
            for c in e.candidates:
                for kind in self.context_of(c):
                    seen.setdefault(kind, set()).add(c.lang)
        for kind, versions in sorted(seen.items()):
            weight = {"title": TITLE, "speech": SPEECH, "pronoun": SPEECH}.get(kind, CONTEXT)
            for lang in sorted(versions):
                tally.add(weight, f"{lang} {kind}", against=kind not in FOR_A_PERSON)
        return tally

    def version_of(self, e: Entity) -> int:
        return e.candidates[0].version

    def named_as_no_person(self, group: list[Entity]) -> set[str]:
        """Versions whose runs named as no person sound like the cluster at its places, or like
        the cluster without the place that ends it (a club named after its city: Rapid Vienna,
        «Рапид» (Вена))."""
        out = set()
        for e in group:
            for c in e.candidates:
                keys = {c.mention.key}
                words = c.mention.base.split()
                if len(words) >= 2 and normalize_word(words[-1]) in place_names(c.lang):
                    keys.add(name_key(" ".join(words[:-1])))
                for o in self.rejected.near(c.positions):
                    if o.lang in out or o.lang == c.lang or not intersects(o.positions, c.positions):
                        continue
                    if any(len(o.mention.key.split()) == len(k.split()) and
                           key_similarity(k, o.mention.key) >= SAME_THING for k in keys) or \
                            opens_the_run(c.mention.key, o.mention.key):
                        out.add(o.lang)
        return out

    def hyphenated_like(self, group: list[Entity]) -> set[str]:
        """Cyrillic versions that write the cluster's Latin words as one hyphenated word."""
        latin = {e.key for e in group if e.script == LATIN and len(e.key.split()) >= 2
                 and not any("-" in c.mention.base for c in e.candidates)}
        if not latin:
            return set()
        out = set()
        for e in group:
            for c in e.candidates:
                for n, word in self.hyphenated.near(c.positions):
                    lang = self.versions[n].lang
                    if lang not in out and any(key_similarity(word, k) >= SAME_PLACE for k in latin):
                        out.add(lang)
        return out

    def context_of(self, c: Candidate) -> set[str]:
        """The kinds of context beside one mention: title, speech, thing, place."""
        if c.mention.system == SHORT_SYSTEM:
            return set()
        text = self.texts.get((c.version, c.paragraph), "")
        kinds = set()
        if c.mention.score >= 0.8:
            kinds.add("title")
        kinds |= mention_context(text, c.mention.start, c.mention.end, c.lang)
        return kinds


def opens_the_run(key: str, run: str) -> bool:
    """A name of two words or more that opens a longer run named as no person (Jawaharlal Nehru
    Stadium, Zenit St Petersburg, Johor Darul Ta'zim FC): the stadium, club or firm named after
    it, at that place. (A run that ends with the name is left alone: a firm's name may run into
    its chief's, ``Tata Steel T. V. Narendran``.)"""
    mine, theirs = key.split(), run.split()
    return 2 <= len(mine) < len(theirs) and key_similarity(key, " ".join(theirs[:len(mine)])) >= SAME_THING


def transliterated(group: list[Entity], versions: list[Version]) -> bool:
    """The versions agree that it names someone. Found in one version only: a full name in a
    script that capitalizes names only (Cyrillic), without a country or city in it (Индонезии
    Ломбок). Otherwise two versions must write it, and where the article has versions in other
    scripts than Latin, two of them (one if it has only one) must write it in their own letters:
    a Latin run that only the Latin versions share, or that one other script transliterates, is
    as often a product, a band or a team, which translators keep in Latin letters."""
    if any(e.confirmed for e in group) or len(versions) == 1:
        return True
    langs = {e.lang for e in group}
    if len(langs) < 2:
        return all(script(e.script).capitalizes_names and len(e.base.split()) >= 2
                   and not any(has_place_word(c.mention.surface, e.lang) for c in e.candidates)
                   for e in group if e.script)
    other_scripts = [v for v in versions if version_script(v) != LATIN]
    written = {e.lang for e in group if e.script not in ("", LATIN)}
    return len(written) >= min(2, len(other_scripts))


# ---------------------------------------------------------------- one mention's context


def mention_context(text: str, start: int, end: int, lang: str) -> set[str]:
    """Kinds of evidence in the words beside ``text[start:end]``: "title" is not among them
    (detection marks it), "speech" (a verb of speech), "thing" (a word of a kind of named thing
    that is no person), "place" (a word of place)."""
    cues = cues_for(lang)
    spans = word_spans(text)
    before = [w for s, e, w in spans if e <= start][-NEAR_WORDS:]
    after = [w for s, e, w in spans if s >= end][:NEAR_WORDS]
    gap_before = _gap(text, spans, start, before=True)
    gap_after = _gap(text, spans, end, before=False)
    kinds = set()
    last = text[start:end].split()[-1] if text[start:end].split() else ""
    if _speech_beside(before, after, gap_before, gap_after, cues) or _speech_at_clause_end(text, end, cues):
        kinds.add("speech")
    if _pronoun_follows(spans, end, cues):
        kinds.add("pronoun")
    near_before = before[-1:] if gap_before else []
    near_after = after[:1] if gap_after else []
    if near_before and _thing_head(near_before[-1], before[:-1], cues):
        kinds.add("thing")
    if near_after and _is_head(near_after[0], cues.heads_after, cues) and not _titled_after(after, cues):
        kinds.add("thing")
    if (near_before and _is_locative(near_before[-1], cues)) or (near_after and normalize_word(near_after[0]) in
                                                                 cues.locatives_after) \
            or _locative_suffix(text, end, last, cues):
        kinds.add("place")
    return kinds


def _pronoun_follows(spans, end: int, cues: NameCues) -> bool:
    """A personal pronoun among the next words, before any other capitalized word (Collins said
    he had wanted to play ...): the mention is someone's."""
    for _, _, word in [w for w in spans if w[0] >= end][:PRONOUN_WORDS]:
        if normalize_word(word) in cues.personal_pronouns:
            return True
        if word[:1].isupper():
            return False
    return False


def _gap(text: str, spans, at: int, before: bool) -> bool:
    """The next word on that side is separated from the mention by spaces only (no comma)."""
    if before:
        previous = [e for s, e, w in spans if e <= at]
        return bool(previous) and text[previous[-1]:at].strip(" \N{NO-BREAK SPACE}") == ""
    following = [s for s, e, w in spans if s >= at]
    return bool(following) and text[at:following[0]].strip(" \N{NO-BREAK SPACE}") == ""


def _readings(word: str, cues: NameCues) -> list[str]:
    """The word as its language may write it with a proclitic or an apostrophe suffix."""
    readings = proclitic_readings(word, cues) if cues.clitics else [word]
    return [normalize_word(bare_word(r, cues)) for r in readings]


def _speech_beside(before, after, gap_before: bool, gap_after: bool, cues: NameCues) -> bool:
    """A verb of speech just before the mention (``said Collins``, ``وقال كولينز``), or after it
    with at most a postposition between (``Collins said``, ``कॉलिन्स ने कहा``)."""
    verbs = cues.speech_verbs
    if before and any(r in verbs for r in _readings(before[-1], cues)):
        return True
    if not after:
        return False
    if any(r in verbs for r in _readings(after[0], cues)):
        return True
    return len(after) > 1 and normalize_word(after[0]) in cues.postpositions and \
        any(r in verbs for r in _readings(after[1], cues))


def _speech_at_clause_end(text: str, end: int, cues: NameCues) -> bool:
    """A language that ends the clause with its verb (``speech_at_clause_end``): the mention is
    followed by a comma and its sentence ends with a verb of speech (``Collins, ... söyledi.``)."""
    if not cues.speech_at_clause_end or not text[end:].lstrip("'’abcçdefgğhıijklmnoöprsştuüvyz").startswith(","):
        return False
    rest = text[end:]
    stop = min((rest.find(ch) for ch in CLAUSE_BREAKS if ch in rest), default=len(rest))
    words = [w for _, _, w in word_spans(rest[:stop])]
    return bool(words) and normalize_word(words[-1]) in cues.speech_verbs


def _is_head(word: str, heads: frozenset, cues: NameCues) -> bool:
    return any(r in heads for r in _readings(word, cues)) or in_cues(word, heads, cues)


def _thing_head(word: str, earlier: list[str], cues: NameCues) -> bool:
    """A word of a kind of thing just before the mention, with no title before it (the paper's
    editor: ``رئيس تحرير صحيفة``, ``редактор газеты``)."""
    if not _is_head(word, cues.heads_before, cues):
        return False
    return not any(is_title(w, cues) for w in earlier)


def _titled_after(after: list[str], cues: NameCues) -> bool:
    """A title after the word of a thing (``kulübün teknik direktörü``): the thing is the title's."""
    return len(after) > 1 and is_title(after[1], cues)


def _is_locative(word: str, cues: NameCues) -> bool:
    return any(r in cues.locatives_before for r in _readings(word, cues))


def _locative_suffix(text: str, end: int, last: str, cues: NameCues) -> bool:
    """A suffix of place after the apostrophe that ends the name (Turkish ``Cedar Falls'ta``)."""
    if not cues.locative_suffixes:
        return False
    tail = ""
    for ch in text[end:end + 8]:
        if not (ch.isalpha() or ch in "'’"):
            break
        tail += ch
    return tail[:1] in "'’" and normalize_word(tail[1:]) in cues.locative_suffixes


# ---------------------------------------------------------------- hyphenated places


@memo.per_article
@lru_cache(maxsize=memo.PARAGRAPHS)
def hyphenated_places(text: str, lang: str) -> tuple[str, ...]:
    """Keys of the capitalized words of ``text`` made of capitalized parts joined by hyphens
    (Палм-Спрингс, Кота-Бару, Де-Мойн), the parts read as words; not the Arabic article or a
    compound head before a name (Аль-Бусаиди, Абдул-Гани)."""
    cues = cues_for(lang)
    heads = cues.arabic_articles | cues.article_prefixes | cues.compound_heads  # not Де-, Ла-: Де-Мойн, Ла-Пас
    out = []
    for _, _, word in word_spans(text):
        parts = word.split("-")
        if len(parts) < 2 or not all(is_capitalized_word(p, cues) for p in parts):
            continue
        if normalize_word(parts[0]) in heads:
            continue
        out.append(name_key(" ".join(parts)))
    return tuple(out)

