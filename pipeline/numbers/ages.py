"""Ages: a figure that is someone's age in years ("17 yaşındaki", "36-year-old", "berusia 36
tahun", "36 वर्षीय", "البالغ من العمر 36 عاما", "36-летний", "Ana Silva, 31, signed").

An age word before the figure counts only in its clause: a comma or another figure between, or a
time span after the figure ("58 yaşındaki başbakan, 30 gün içinde"), belongs to another figure.

Tables: ``units.yml`` ``age`` (words before and after, frames around, ``appositive``).
"""
from __future__ import annotations

from typing import Optional

from pipeline.lang.data import flag

from .counts import counted_noun
from .lexicon import LangTables, TableFiles, look_back, match_at
from .measure import duration_of_counted
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok

READS = ("counts", "measure")  # the noun after the figure, and whether it is a time span

AGE_BEFORE, AGE_AFTER = frozenset({"age_before"}), frozenset({"age_after"})
AGE_WINDOW = 4
MAX_APPOSITIVE_AGE = 120


def load(t: LangTables, files: TableFiles) -> None:
    age = files.units.get("age") or {}
    t.add_parts(age, {"before": "age_before", "after": "age_after"})
    for frame in age.get("frames") or []:
        t.age_frames.append(t.normalized_list(frame))
    t.appositive_age = flag(age.get("appositive"))


def set_age(raw: Raw) -> None:
    raw.set_unit("age", "age", "years")


def age_word_before(toks: list[Tok], i: int, t: LangTables, window: int = AGE_WINDOW) -> bool:
    """An age word ("yaşında", "في سن", "aged") ends within ``window`` tokens before token i."""
    return look_back(toks, i, t, AGE_BEFORE, window) is not None


def hyphen_age(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """"29-year-old": an age compound after a hyphen."""
    age = match_at(ctx.toks, i + 1, ctx.t, AGE_AFTER, first_token_is_word=False)
    if age is None:
        return None
    set_age(raw)
    raw.i1 = age.text_end
    return age.end


def is_age(ctx: Scan, i: int, raw: Raw, j: int) -> bool:
    toks, t = ctx.toks, ctx.t
    if raw.value > 150 or raw.value < 1 or raw.scale_exp:
        return False
    after = match_at(toks, j, t, AGE_AFTER)
    if after is not None:
        return True
    if t.appositive_age and appositive(toks, raw, j):
        return True
    k = look_back(toks, raw.i0, t, AGE_BEFORE, AGE_WINDOW)
    if k is not None and not age_interrupted(ctx, k, raw, j):
        return True
    for before_word, after_word in t.age_frames:
        if raw.i0 > 0 and toks[raw.i0 - 1].text == before_word and j < len(toks) \
                and toks[j].text == after_word:
            return True
    return False


def appositive(toks: list[Tok], raw: Raw, j: int) -> bool:
    """"Kyogo Furuhashi, 28, scored", "The prime minister, 58, said": a bare whole number set
    off by commas between words is the age of who was just named."""
    i0 = raw.i0
    return raw.plain_int and raw.value <= MAX_APPOSITIVE_AGE and j == i0 + 1 and i0 >= 2 \
        and toks[i0 - 1].text == "," and toks[i0 - 2].kind == WORD and j + 1 < len(toks) \
        and toks[j].text == "," and toks[j + 1].kind == WORD


def age_interrupted(ctx: Scan, k: int, raw: Raw, j: int) -> bool:
    """An age word before the number belongs to another figure ("58 yaşındaki başbakan, 30 gün
    içinde"): a comma or another number lies between, or the number counts a time span."""
    between = ctx.toks[k + 1:raw.i0]
    last = ctx.last_raw
    if last is not None and last.unit == "age" and k < last.i0 and connector_between(ctx, last, raw):
        between = ctx.toks[k + 1:last.i0]  # "yaşları 11 ila 18": the second end of an age range
    if any(tok.kind == NUM or tok.text in ",;" for tok in between):
        return True
    noun = counted_noun(ctx.toks, j, ctx.t)
    return bool(noun) and noun != "years" and bool(duration_of_counted(noun))


def connector_between(ctx: Scan, first: Raw, second: Raw) -> bool:
    """A range connector of the language (``ranges.load``) between two figures."""
    between = tuple(tok.text for tok in ctx.toks[first.i1:second.i0])
    return any(between in spec["between"] for spec in ctx.t.range_connectors)


def age_word_follows(ctx: Scan, j: int) -> bool:
    """"30 वर्ष से कम उम्र के": an age word a few tokens after "N years"."""
    return any(match_at(ctx.toks, k, ctx.t, AGE_BEFORE) is not None
               for k in range(j + 1, min(len(ctx.toks), j + AGE_WINDOW + 1)))
