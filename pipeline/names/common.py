"""Words a language's press writes often: evidence that a word is a word of the language, not a
name (Hindi पुलिस, अधिकारियों; Arabic بيان, خبراء, شهود).

The figures are wordfreq's "small" lists (Apache-2.0 code, CC-BY-SA-4.0 data, shipped inside the
package: nothing is downloaded), built from news, subtitles, Wikipedia and the web of each
language. A list is loaded on first use only: most articles never ask.
"""
from __future__ import annotations

from functools import lru_cache

from pipeline.names import memo

WORDLIST = "small"  # words at 1 per million and more: what the check needs, loaded in a third of a second
# Zipf 3.3 is about two in a million words: a common noun of the press (محللون, "analysts", is 3.4),
# above the rare transliterated names a garble or a substitution writes (فالفيردي, वालवेर्दे: not listed)
COMMON_ZIPF = 3.3


@lru_cache(maxsize=memo.WORDS)
def press_frequency(word: str, lang: str) -> float | None:
    """The Zipf frequency of ``word`` in the language's press list (0 where the list lacks it);
    None for a language without a list (every language of ``pipeline/lang`` has one: tested)."""
    from wordfreq import zipf_frequency  # its lists load in 0.3 s: only when a paragraph asks

    try:
        return zipf_frequency(word, lang, wordlist=WORDLIST)
    except LookupError:
        return None


def is_common_word(word: str, lang: str) -> bool:
    """The language's press writes ``word`` at least about twice in a million words. A language
    without a list gives no evidence."""
    frequency = press_frequency(word, lang)
    return frequency is not None and frequency >= COMMON_ZIPF


def is_unknown_word(word: str, lang: str) -> bool:
    """The language's press list lacks ``word`` (under about one in a million words): a rare
    word, a transliterated name, or a garbled one (غالاندر for غالاغر). A language without a list
    gives no evidence."""
    return press_frequency(word, lang) == 0
