"""How messages speak to an editor who reads none of the versions' languages.

Every message names languages by their English name (never "this version"), shows a spelling
in a non-Latin script followed by a romanization in brackets, and writes amounts grouped with
their unit spelled out (``31.5 billion US dollars``, ``77,000``, ``25%``, ``620 km``).
Facts and names build their messages from these pieces, so the wording is the same everywhere.
"""
from __future__ import annotations

import math
from typing import Callable, Iterable, Optional

from anyascii import anyascii

from pipeline.lang import MESSAGE_LOCALE, is_supported, language, name_of
from pipeline.lang.data import shared_table
from pipeline.lang.scripts import dominant_script

# units that are not currencies: how a message writes them after the number ("" = glued sign)
UNIT_WORDS = {
    "percent": "%",
    "percent_point": " percentage points",
    "basis_point": " basis points",
    "times": " times",
    "params": " parameters",
    "tokens": " tokens",
    "age": " years old",
    "number": "",
    "count": "",
    "degree": " degrees",  # a temperature whose scale the text does not name
}
# measurement units (pipeline/lang/measures.yml, pipeline.numbers.measure): "620 km", "85 mph"
UNIT_WORDS.update({key: " " + spec["say"] for key, spec in (shared_table("measures").get("units") or {}).items()})
SCALE_NAMES = ((12, "trillion"), (9, "billion"), (6, "million"))
Romanizer = Callable[[str], str]


def language_names(codes: Iterable[str]) -> str:
    """``["tr", "ar", "ms"]`` -> ``"Arabic, Malay and Turkish"`` (sorted, each once)."""
    names = sorted({name_of(code) for code in codes})
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def default_romanizer(text: str) -> str:
    """Names read as they sound (``pipeline.names.romanize``: कवनगुआ -> kavanagua, كافانو ->
    kafanu), other text by anyascii."""
    from pipeline.names.romanize import romanize

    return romanize(text) or " ".join(anyascii(text).split()).lower()


def needs_romanization(text: str, lang: str = "") -> bool:
    script = language(lang).script.name if is_supported(lang) else dominant_script(text)
    return dominant_script(text) not in (None, "Latin") and script != "Latin"


def quote(text: str, lang: str = "", romanize: Optional[Romanizer] = None) -> str:
    """``"Kavanaugh"``, or ``"कवनगुआ" (kavanagua)`` for a spelling an editor cannot read."""
    shown = f"\"{text}\""
    if needs_romanization(text, lang):
        shown += f" ({(romanize or default_romanizer)(text)})"
    return shown


def glossed(text: str, lang: str, meaning: str, romanize: Optional[Romanizer] = None) -> str:
    """One gloss after a quote: ``"315 अरब डॉलर" (315 arab dalar: 315 billion US dollars)``,
    ``"31.5 juta dolar" (31.5 million US dollars)``; the meaning is left out when the
    romanization already says it (``"360 км" (360 km)``)."""
    parts = [(romanize or default_romanizer)(text)] if needs_romanization(text, lang) else []
    if meaning and meaning not in parts:
        parts.append(meaning)
    return f"\"{text}\"" + (f" ({': '.join(parts)})" if parts else "")


def grouped(value: float) -> str:
    """``2100000000000`` -> ``2.1 trillion``; ``77000`` -> ``77,000``; ``31.5`` -> ``31.5``."""
    if value is None or math.isnan(value) or math.isinf(value):
        return str(value)
    magnitude = abs(value)
    for exponent, word in SCALE_NAMES:
        unit = 10 ** exponent
        if magnitude >= unit:
            scaled = value / unit
            if abs(scaled - round(scaled, 3)) < 1e-9 * max(1.0, abs(scaled)):
                return f"{_plain(round(scaled, 3))} {word}"
            break
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.6f}".rstrip("0").rstrip(".")


def _plain(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.3f}".rstrip("0").rstrip(".")


def unit_after(unit: str, value: float = 2.0) -> str:
    """What follows the number for ``unit``: a currency's English name, a sign or a word."""
    if len(unit) == 3 and unit.isupper():
        from babel.numbers import get_currency_name

        return " " + get_currency_name(unit, count=1 if value == 1 else 2, locale=MESSAGE_LOCALE)
    if unit in UNIT_WORDS:
        return UNIT_WORDS[unit]
    return f" {unit}" if unit else ""


def amount(value: float, unit: str = "", value_max: Optional[float] = None) -> str:
    """A value (or range) with its unit spelled out: ``31.5 billion US dollars``, ``5–8 cm``."""
    if unit in ("year", "date", "rank"):
        text = _plain(value) if value_max is None else f"{_plain(value)}–{_plain(value_max)}"
        return text if unit != "rank" else f"rank {text}"
    text = grouped(value)
    if value_max is not None:
        text = f"{text}–{grouped(value_max)}"
    return text + unit_after(unit, value_max if value_max is not None else value)
