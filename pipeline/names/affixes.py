"""Per-language name cues (pipeline/lang/<code>/names.yml) and the affixes they describe.

A name word may carry material that is not part of the name: Arabic proclitics (وتشانغ),
Turkish case suffixes after an apostrophe (Xinyu'nun), an English possessive (Weixin's) or a
Russian case ending (Синьюя). ``base_candidates`` lists the possible bare forms of a word,
as written first; the caller keeps the one that reads best as pinyin.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import unicodedata

import yaml

from pipeline.names import translit

LANG_DIR = Path(__file__).resolve().parent.parent / "lang"
# an apostrophe suffix: a few lowercase letters (Turkish case endings, English 's)
MAX_SUFFIX = 6


@dataclass(frozen=True)
class NameCues:
    lang: str
    titles: frozenset[str] = frozenset()
    roles: frozenset[str] = frozenset()
    speech_verbs: frozenset[str] = frozenset()
    postpositions: frozenset[str] = frozenset()
    stop_words: frozenset[str] = frozenset()
    name_homographs: frozenset[str] = frozenset()
    org_words: frozenset[str] = frozenset()
    place_words: frozenset[str] = frozenset()
    byline_words: frozenset[str] = frozenset()  # "Source:", "Author:": an outlet may follow
    clitics: tuple[str, ...] = ()
    case_endings: tuple[tuple[str, str], ...] = ()
    apostrophe_suffixes: bool = False

    @property
    def context_words(self) -> frozenset[str]:
        return self.titles | self.roles | self.speech_verbs


def normalize_word(word: str) -> str:
    """How cue words and text words are compared: NFC, no invisible marks, casefolded.

    Not the phonetic fold: चीन (China) must stay apart from चिन (Qin); but Arabic hamza seats
    and diacritics are spelling, not words, so they are folded (أن = ان)."""
    word = unicodedata.normalize("NFC", translit.strip_invisible(word)).casefold()
    return translit.fold_arabic(word) if translit.script_of(word) == "arabic" else word


def _words(values) -> frozenset[str]:
    return frozenset(normalize_word(str(v)) for v in values or ())


@lru_cache(maxsize=None)
def load_cues(lang: str) -> NameCues:
    """Cues for a language; English cues fill in for languages without a names.yml."""
    path = LANG_DIR / lang / "names.yml"
    if not path.exists():
        return load_cues("en") if lang != "en" else NameCues(lang="en")
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return NameCues(
        lang=lang,
        titles=_words(data.get("titles")),
        roles=_words(data.get("roles")),
        speech_verbs=_words(data.get("speech_verbs")),
        postpositions=_words(data.get("postpositions")),
        stop_words=_words(data.get("stop_words")),
        name_homographs=_words(data.get("name_homographs")),
        org_words=_words(data.get("org_words")),
        place_words=_words(data.get("place_words")),
        byline_words=_words(data.get("byline_words")),
        # longest clitic first so وب is tried before و
        clitics=tuple(sorted((str(c) for c in data.get("clitics") or ()), key=len, reverse=True)),
        case_endings=tuple((str(a), str(b or "")) for a, b in data.get("case_endings") or ()),
        apostrophe_suffixes=bool(data.get("apostrophe_suffixes", False)),
    )


def split_apostrophe_suffix(word: str) -> tuple[str, str]:
    """("Xinyu", "'nun") for "Xinyu'nun"; (word, "") when there is no suffix-like tail."""
    for i in range(len(word) - 1, 0, -1):
        if word[i] in translit.APOSTROPHES:
            tail = word[i + 1:]
            if 0 < len(tail) <= MAX_SUFFIX and tail.isalpha() and tail.islower():
                return word[:i], word[i:]
            break
    return word, ""


def base_candidates(word: str, lang: str, first: bool = True) -> list[str]:
    """Possible bare forms of one name word, the form as written first.

    first: the word starts the name (Arabic proclitics attach only to the first word).
    """
    cues = load_cues(lang)
    out = [word]
    stem, suffix = split_apostrophe_suffix(word)
    if suffix:
        # Turkish always separates case suffixes with an apostrophe; elsewhere only 's
        if cues.apostrophe_suffixes:
            out.insert(0, stem)
        elif suffix[1:].lower() == "s":
            out.insert(0, stem)
    if first:
        for clitic in cues.clitics:
            if word.startswith(clitic) and len(word) > len(clitic) + 1:
                out.append(word[len(clitic):])
    lower = word.lower()
    for ending, replacement in cues.case_endings:
        if lower.endswith(ending) and len(word) > len(ending) + 1:
            out.append(word[: len(word) - len(ending)] + replacement)
    return list(dict.fromkeys(out))  # unique, first occurrence wins
