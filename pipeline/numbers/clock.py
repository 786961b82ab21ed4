"""Clock times, with dates the time dimension: a time of day is one figure, unit ``time``, value
HHMM on the 24-hour clock ("15:00", "3 p.m.", "saat 15.00", "pukul 3 petang", "दोपहर 3 बजे",
"الساعة الثالثة عصرا", "в три часа дня": 1500; "midnight", "gece yarısı": 0).

Where a time is read: digits with a colon ("10:30"; with seconds only beside a clock word, else a
race time, ``durations``), digits with a dot where the decimal mark is a comma ("14.30'da", "в
9.45") or beside a clock word ("pukul 8.30 malam"), a bare hour beside a clock word ("saat 5",
"الساعة 3"), a period of the day ("sabah 9", "3 p.m.", "10pm", "5 صباحا", "9 утра") or an o'clock
word ("11 बजे"); the hour in words after a clock word ("saat üçte", "pukul tiga petang", "الساعة
الثالثة والنصف") or before an o'clock word or a period ("nine o'clock", "три часа дня", "दोपहर
तीन बजे", "التاسعة صباحا"); words that are a time by themselves ("midnight", "منتصف الليل").

A period makes a 12-hour figure 24-hour: am as written (12 is 0), pm adds 12 below 12, night adds
12 from 6 up (12 is midnight), noon keeps 12 and adds 12 up to 6. An hour from 1 to 11 written
with no period and no leading zero keeps the other half of the day as its other reading
(``alt_values``: "saat 3" is 300 or 1500). A clock word that is the counted noun of the figure
before ("2 saat 3 dakika": 2 hours 3 minutes) makes no time, nor a period before a figure that
counts something ("akşam 8 kişi"); in a language where a figure and a period can be a count
("3 malam", three nights) a bare hour needs a clock word. A bare hour before a range connector
and a time is a time of the same period ("9-11 a.m.").

Tables: ``units.yml`` ``clock``: clock words (before), o'clock words (after), time zones, the
Hindi minutes frame ("बजकर 15 मिनट"), minutes words ("والنصف": +30), periods of the day (before
and after), words that are a time, ``bare_hour_needs_clock_word``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from pipeline.lang.data import flag
from pipeline.lang.text import normalize_entry

from .counts import counted_noun
from .lexicon import LangTables, Match, TableFiles, look_back, match_at, word_variants
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok, skip_apostrophe
from .words import read_number_words

READS = ("counts", "numerals")  # "akşam 8 kişi" counts people; the hour in words

TIME = "time"
CLOCK_AFTER, CLOCK_BEFORE = frozenset({"clock_after"}), frozenset({"clock_before"})
CLOCK_WORD, OCLOCK, ZONE = frozenset({"clock_word"}), frozenset({"oclock"}), frozenset({"time_zone"})
MINUTES, TIME_WORD = frozenset({"clock_minutes"}), frozenset({"time_word"})
MINUTES_PAST = frozenset({"minutes_past"})  # "7 geçe" (+7), "10 kala" (-10) after the hour
MINUTE_OPEN, MINUTE_CLOSE = frozenset({"minute_open"}), frozenset({"minute_close"})
PERIOD_BEFORE, PERIOD_AFTER = frozenset({"period_before"}), frozenset({"period_after"})
ORDINAL, ORDINAL_TEEN = frozenset({"ordinal"}), frozenset({"ordinal_teen"})
UNIT_AFTER = frozenset({"measure", "currency", "percent", "times", "degree"})
DOTTED_CLOCK = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d")
MINUTE = re.compile(r"[0-5]\d")
MAX_BACK = 4  # tokens of the longest clock word or period before a time ("öğleden sonra")


def load(t: LangTables, files: TableFiles) -> None:
    clock = files.units.get("clock") or {}
    for kind, parts in (("clock_word", ("before",)), ("oclock", ("after",)), ("time_zone", ("zones",))):
        for part in parts:
            t.add_all(clock.get(part), kind)
    t.add_all(clock.get("before"), "clock_before")
    t.add_all(clock.get("after"), "clock_after")
    t.add_all(clock.get("zones"), "clock_after")
    t.add_parts(clock.get("minute_frame"), {"before": "minute_open", "after": "minute_close"})
    for minutes, forms in (clock.get("minutes") or {}).items():
        t.add_all(forms, "clock_minutes", int(minutes))
    past = clock.get("minutes_past") or {}
    t.add_all(past.get("past"), "minutes_past", 1)
    t.add_all(past.get("to"), "minutes_past", -1)
    for period, spec in (clock.get("periods") or {}).items():
        t.add_all((spec or {}).get("before"), "period_before", period)
        t.add_all((spec or {}).get("before"), "clock_before")
        t.add_all((spec or {}).get("after"), "period_after", period)
        t.add_all((spec or {}).get("after"), "clock_after")
    for value, forms in (clock.get("times") or {}).items():
        t.add_all(forms, "time_word", int(value))
    t.bare_hour_needs_clock_word = t.normalized(clock.get("bare_hour_needs_clock_word"))
    t.hour_endings = t.normalized_list(clock.get("hour_endings"))
    t.hour_homographs = t.normalized(clock.get("hour_homographs"))
    t.clock_openers = frozenset(key[0] for key, entries in t.phrases.items()
                                if {"time_word", "period_before", "clock_word"} & set(entries))
    t.clock_after_openers = frozenset(key[0] for key, entries in t.phrases.items()
                                      if {"period_after", "oclock", "time_zone", "clock_minutes", "minute_open"}
                                      & set(entries))
    t.ordinal_hours = flag(clock.get("ordinal_hours"))


# ---------------------------------------------------------------- the value


def clock_value(hour: Decimal, minute: int, period: Optional[str], padded: bool) -> Optional[tuple[Decimal, list]]:
    """(HHMM, other readings) of an hour (fractional in words: "साढ़े नौ" is 9.5) and minutes."""
    whole = int(hour)
    minute += int((hour - whole) * 60)
    whole, minute = whole + minute // 60, minute % 60
    if not 0 <= whole <= 24 or minute < 0:
        return None
    if period and whole <= 12:
        whole = to_24_hour(whole, period)
    others = []
    if not period and 1 <= whole <= 11 and not padded:
        others = [Decimal((whole + 12) * 100 + minute)]
    elif not period and whole == 12:
        others = [Decimal(minute)]  # "الساعة 12:07": past noon or past midnight
    return Decimal(whole * 100 + minute), others


def to_24_hour(hour: int, period: str) -> int:
    if period == "am":
        return 0 if hour == 12 else hour
    if period == "pm":
        return hour + 12 if hour < 12 else hour
    if period == "night":
        return 0 if hour == 12 else (hour + 12 if hour >= 6 else hour)
    if period == "noon":
        return hour + 12 if hour <= 6 else hour
    return hour


def time_raw(i0: int, i1: int, value: tuple[Decimal, list]) -> Raw:
    raw = Raw(i0, i1, value[0], unit=TIME, kind=TIME, alternatives=value[1], places=0)
    raw.ambiguous = bool(value[1])
    return raw


# ---------------------------------------------------------------- what stands around a time


def phrase_ending_at(ctx: Scan, i: int, kinds: frozenset) -> Optional[tuple[int, Match]]:
    """(start token, match) of a phrase of ``kinds`` that ends right before token i and that no
    mention before has used."""
    for k in range(i - 1, max(ctx.last_token, i - MAX_BACK) - 1, -1):
        if not opens_time(ctx.toks[k].text, ctx.t):
            continue  # cheap: no clock word or period starts here
        m = match_at(ctx.toks, k, ctx.t, kinds)
        if m is not None and m.text_end == i:
            return k, m
    return None


def words_before(ctx: Scan, i: int) -> tuple[int, Optional[str], bool]:
    """(first token, period, clock word) of what stands before the time at i: a clock word
    ("saat", "pukul", "الساعة"), a period before it or before the hour ("sabah saat 06.45",
    "दोपहर 3 बजे"). A clock word that is the counted noun of the figure before is none."""
    start, clock_word = i, False
    found = phrase_ending_at(ctx, i, CLOCK_WORD)
    last = ctx.last_raw
    if found is not None and not (last is not None and last.counted and last.i1 == found[0]):
        start, clock_word = found[0], True
    period = phrase_ending_at(ctx, start, PERIOD_BEFORE)
    if period is None:
        return start, None, clock_word
    return period[0], period[1].get("period_before").value, clock_word


def words_after(ctx: Scan, j: int, minute: int) -> tuple[int, int, Optional[Match], bool, int]:
    """(surface end, next token, period, o'clock word, minutes) after a time's figure ending
    before j: minutes words ("والنصف"), the Hindi minutes ("बजकर 15 मिनट"), an o'clock word, a
    period (glued: "10pm"; "a.m." with its dot), a time zone, in any order, each once."""
    toks, t = ctx.toks, ctx.t
    end = nxt = j
    period, oclock, seen = None, False, set()
    while nxt < len(toks):
        tok = toks[nxt]
        m = match_at(toks, nxt, t, PERIOD_AFTER) if "period" not in seen else None
        if m is not None:
            period = m
            seen.add("period")
            end = nxt = m.text_end
            if nxt < len(toks) and toks[nxt].text == "." and toks[nxt - 1].glued_to(toks[nxt]) \
                    and toks[nxt - 1].kind == WORD and len(toks[nxt - 1].text) == 1:
                end = nxt = nxt + 1  # "a.m." with its last dot
            continue
        if nxt > j and tok.kind == WORD and toks[nxt - 1].glued_to(tok):
            break  # a word glued to the figure that is no period: an identifier
        m = match_at(toks, nxt, t, MINUTES) if "minutes" not in seen else None
        if m is not None:
            minute += m.get("clock_minutes").value
            seen.add("minutes")
            end = nxt = m.text_end
            continue
        m = match_at(toks, nxt, t, MINUTE_OPEN) if "minutes" not in seen else None
        if m is not None and m.end + 1 < len(toks) and toks[m.end].kind == NUM and MINUTE.fullmatch(
                toks[m.end].text.zfill(2)) and match_at(toks, m.end + 1, t, MINUTE_CLOSE) is not None:
            minute += int(toks[m.end].text)  # "3 बजकर 15 मिनट"
            close = match_at(toks, m.end + 1, t, MINUTE_CLOSE)
            seen |= {"minutes", "oclock"}
            oclock = True
            end = nxt = close.text_end
            continue
        k = skip_apostrophe(toks, nxt) if nxt > 0 else nxt  # "saat 4'e 10 kala"
        if "minutes" not in seen and k + 1 < len(toks) and toks[k].kind == NUM and toks[k].text.isdigit():
            m = match_at(toks, k + 1, t, MINUTES_PAST)
            if m is not None and int(toks[k].text) < 60:  # "gece yarısını 7 geçe": seven past midnight
                minute += int(toks[k].text) * m.get("minutes_past").value
                seen.add("minutes")
                end = nxt = m.text_end
                continue
        for kinds, name in ((OCLOCK, "oclock"), (ZONE, "zone")):
            m = match_at(toks, nxt, t, kinds) if name not in seen else None
            if m is not None:
                seen.add(name)
                oclock = oclock or name == "oclock"
                end = nxt = m.text_end
                break
        else:
            break
    return end, nxt, period, oclock, minute


def counts_something(ctx: Scan, j: int) -> bool:
    """A counted noun or a unit right after the figure: "akşam 8 kişi", "रात 10 लोग"."""
    return counted_noun(ctx.toks, j, ctx.t) is not None or match_at(ctx.toks, j, ctx.t, UNIT_AFTER) is not None


# ---------------------------------------------------------------- digits


def digit_time(toks: list[Tok], i: int) -> Optional[tuple[int, int, int, str, bool]]:
    """(hour, minute, next token, form, zero-padded) of digits at i that may be a time:
    "10:30" / "07:45:00" (colon, seconds), "14.30" (dot), "5" (bare)."""
    tok = toks[i]
    if not tok.text.isdigit():
        if DOTTED_CLOCK.fullmatch(tok.text):
            hour, minute = tok.text.split(".")
            return int(hour), int(minute), i + 1, "dot", hour.startswith("0")
        return None
    if len(tok.text) > 2 or int(tok.text) > 24:
        return None
    padded = len(tok.text) == 2 and tok.text.startswith("0")
    if i + 2 < len(toks) and toks[i + 1].text == ":" and tok.glued_to(toks[i + 1]) \
            and toks[i + 1].glued_to(toks[i + 2]) and toks[i + 2].kind == NUM and MINUTE.fullmatch(toks[i + 2].text):
        j, form = i + 3, "colon"
        if j + 1 < len(toks) and toks[j].text == ":" and toks[j - 1].glued_to(toks[j]) and toks[j].glued_to(toks[j + 1]):
            if not (toks[j + 1].kind == NUM and MINUTE.fullmatch(toks[j + 1].text)):
                return None
            j, form = j + 2, "seconds"
            if j < len(toks) and toks[j].text == ":" and toks[j - 1].glued_to(toks[j]):
                return None  # a fourth group: a frame counter or an identifier
        if j < len(toks) and toks[j].kind == NUM and toks[j - 1].glued_to(toks[j]):
            return None
        return int(tok.text), int(toks[i + 2].text), j, form, padded
    return int(tok.text), 0, i + 1, "bare", padded


def read_time(ctx: Scan, i: int) -> Optional[tuple[Raw, int]]:
    """A time of day written in digits at i, with what stands around it (a digit reader of the
    scan: asked before the value is read)."""
    found = digit_time(ctx.toks, i)
    if found is None:
        return None
    hour, minute, j, form, padded = found
    start, period_before, clock_word = words_before(ctx, i)
    end, nxt, after, oclock, minute = words_after(ctx, j, minute)
    period = after.get("period_after").value if after is not None else period_before
    after_time = joined_to_time(ctx, start)
    said = period
    if after is not None and not clock_word and " ".join(after.key) in ctx.t.bare_hour_needs_clock_word:
        said = period_before  # "3 malam": three nights, unless "pukul" or a time before says a time
    if not (time_said(ctx, i, form, nxt, clock_word, oclock, said) or after_time is not None):
        return None
    value = clock_value(Decimal(hour), minute, period or range_period(ctx, nxt, form), padded)
    if value is None:
        return None
    if after_time is not None and not period:
        value = later_reading(value, after_time)
    return time_raw(start, end, value), skip_apostrophe(ctx.toks, nxt)


def joined_to_time(ctx: Scan, i: int) -> Optional[Decimal]:
    """The time before a range connector that ends right before token i ("शाम 4 बजे से 6 बजे",
    "pukul 9 pagi hingga 10 malam"): its value, or None."""
    last = ctx.last_raw
    if last is None or last.unit != TIME or last.i1 > i:
        return None
    between = tuple(tok.text for tok in ctx.toks[last.i1:i])
    if any(between in spec["between"] for spec in ctx.t.range_connectors):
        return last.value
    return None


def later_reading(value: tuple[Decimal, list], before: Decimal) -> tuple[Decimal, list]:
    """Of a 12-hour figure's two readings, the first that is not earlier than the time before it
    in a range ("from 4 p.m. to 6": 18:00)."""
    readings = [value[0], *value[1]]
    chosen = next((v for v in readings if v >= before), value[0])
    return chosen, [v for v in readings if v != chosen]


def time_said(ctx: Scan, i: int, form: str, nxt: int, clock_word: bool, oclock: bool, period: Optional[str]) -> bool:
    """Whether the digits at i (of ``form``) are a time by what stands around them."""
    t = ctx.t
    if form == "colon":
        return True
    if form == "seconds":
        return clock_word or oclock or bool(period)  # else a race time (durations)
    if form == "dot":
        return clock_word or oclock or bool(period) or t.decimal == ","
    if clock_word or oclock:
        return True
    if period and not counts_something(ctx, nxt):
        return True
    return range_period(ctx, nxt, form) is not None


def range_period(ctx: Scan, j: int, form: str) -> Optional[str]:
    """The period of the time a bare hour is joined to by a range connector ("9-11 a.m.", "9 to
    11 p.m."): that period, or None."""
    if form != "bare":
        return None
    toks = ctx.toks
    for spec in ctx.t.range_connectors:
        for between in spec["between"]:
            k = j + len(between)
            if k < len(toks) and toks[k].kind == NUM and tuple(tok.text for tok in toks[j:k]) == between:
                found = digit_time(toks, k)
                if found is None or found[3] != "bare":
                    continue
                _, _, period, _, _ = words_after(ctx, found[2], 0)
                if period is not None:
                    return period.get("period_after").value
    return None


# ---------------------------------------------------------------- words


def read_time_words(ctx: Scan, i: int, number: bool) -> Optional[tuple[Raw, int]]:
    """A time of day that starts with a word at i: a word that is a time ("midnight", "gece
    yarısı"), a clock word or a period before the hour in words ("saat üçte", "दोपहर तीन बजे"),
    or the hour in words before an o'clock word or a period ("nine o'clock", "три часа дня",
    "التاسعة صباحا"); ``number``: a number may start at i. A clock word or a period before digits
    is left to the digits (``read_time``). The reading and the next token, or None."""
    toks, t = ctx.toks, ctx.t
    opens = opens_time(toks[i].text, t)
    if not opens and not (number and any(after_opener(tok.text, t) for tok in toks[i + 1:i + AFTER_WINDOW])):
        return None  # cheap: no clock word, period or time word here, nothing that ends a time near
    m = match_at(toks, i, t, TIME_WORD | PERIOD_BEFORE | CLOCK_WORD) if opens else None
    if m is not None and "time_word" in m.entries:
        end, nxt, _, _, minute = words_after(ctx, m.text_end, 0)  # "gece yarısını 7 geçe"
        value = Decimal(m.get("time_word").value) + minute
        return time_raw(i, end, (value, [])), skip_apostrophe(toks, nxt)
    k, period_before, clock_word = i, None, False
    m = match_at(toks, k, t, PERIOD_BEFORE)
    if m is not None:
        period_before, k = m.get("period_before").value, m.text_end
    m = match_at(toks, k, t, CLOCK_WORD)
    last = ctx.last_raw
    if m is not None and not (last is not None and last.counted and last.i1 == k):
        clock_word, k = True, m.text_end
    hour = hour_in_words(ctx, k)
    if hour is None:
        return None
    value, j, ambiguous = hour
    if not (clock_word or period_before) and (j >= len(toks) or not after_opener(toks[j].text, t)):
        return None  # nothing after the number words can make them a time
    end, nxt, after, oclock, minute = words_after(ctx, j, 0)
    said_at = period_before is not None and hour_said_at([tok.text for tok in toks[k:j] if tok.kind == WORD], t)
    if not (clock_word or oclock or after is not None or said_at):
        return None  # "सोमवार की रात एक घटना": a period before words is no time without "बजे"
    if not (clock_word or oclock) and (ambiguous and not said_at or counts_something(ctx, nxt)):
        return None
    period = after.get("period_after").value if after is not None else period_before
    found = clock_value(value, minute, period, False)
    if found is None:
        return None
    return time_raw(i, end, found), skip_apostrophe(toks, nxt)


def hour_said_at(words: list[str], t: LangTables) -> bool:
    """The last word of an hour in words carries the case of a time ("sabah yedide", "akşam
    sekizden beri": at seven, since eight), and a lone word is no other word ("onda": in him)."""
    if not t.hour_endings or not words:
        return False
    last = normalize_entry(words[-1], t.lang)
    return last.endswith(t.hour_endings) and not (len(words) == 1 and last in t.hour_homographs)


AFTER_WINDOW = 5  # tokens of the longest hour in words before its period ("الحادية عشرة والنصف")


def opens_time(word: str, t: LangTables) -> bool:
    """Memoized: can a clock word, a period before the hour or a time word start with this word?"""
    known = t.clock_open_cache.get(word)
    if known is None:
        known = t.clock_open_cache[word] = not t.clock_openers.isdisjoint(word_variants(word, t))
    return known


def after_opener(word: str, t: LangTables) -> bool:
    """Memoized: can a period after the hour, an o'clock word, a zone or minutes start with this word?"""
    known = t.clock_after_cache.get(word)
    if known is None:
        known = t.clock_after_cache[word] = not t.clock_after_openers.isdisjoint(word_variants(word, t))
    return known


def hour_in_words(ctx: Scan, k: int) -> Optional[tuple[Decimal, int, bool]]:
    """(hour, end token, an ambiguous word: "bir", "one") of an hour in words at k: number words, with a case ending ("üçte",
    "dokuz buçukta", "tiga", "साढ़े नौ", "три"), or where hours are ordinals an ordinal from two up
    with its teen ("الثالثة", "الحادية عشرة"; "الساعة الأولى" is the first hour, not one o'clock)."""
    toks, t = ctx.toks, ctx.t
    if k >= len(toks) or toks[k].kind != WORD:
        return None
    number = read_number_words(toks, k, t, inflected_first=True)
    if number is not None and 0 < number.value <= 24 and not number.exponent:
        return number.value, number.end, number.single_word in t.ambiguous_words
    m = match_at(toks, k, t, ORDINAL) if t.ordinal_hours else None
    if m is None:
        return None
    value, end = Decimal(m.get("ordinal").value), m.text_end
    teen = match_at(toks, end, t, ORDINAL_TEEN)
    if teen is not None and value < 10:
        value, end = value + 10, teen.text_end
    return (value, end, False) if 2 <= value <= 12 or teen is not None and value <= 12 else None


# ---------------------------------------------------------------- other dimensions ask


def time_of_day(ctx: Scan, i: int, raw: Raw, j: int) -> bool:
    """A bare figure at i (its reading ends before token j) that a clock word before it or an
    o'clock word after it makes a time no reader took ("saat 45"): no quantity. A period alone
    does not ("akşam 8 kişi", "3 malam": eight people, three nights)."""
    return match_at(ctx.toks, j, ctx.t, OCLOCK) is not None or clock_word_before(ctx, raw)


def clock_word_after(toks: list[Tok], j: int, t: LangTables) -> bool:
    """A word after a figure that makes it a time of day: an o'clock word, a period, a zone."""
    return match_at(toks, j, t, CLOCK_AFTER) is not None


def after_clock_word(toks: list[Tok], i: int, t: LangTables) -> bool:
    """A clock word or a period right before token i ("الساعة الثانية", "at 07:45:00")."""
    return look_back(toks, i, t, CLOCK_BEFORE, 1) is not None


def clock_word_before(ctx: Scan, raw: Raw) -> bool:
    """"saat 3": a clock word before the number, unless that word is the counted noun of the
    number before ("2 saat 3 dakika": 2 hours 3 minutes)."""
    found = phrase_ending_at(ctx, raw.i0, CLOCK_WORD)
    prev = ctx.last_raw
    return found is not None and not (prev is not None and prev.counted and prev.i1 == found[0])
