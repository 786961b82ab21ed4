"""Join two mentions into a range when the language's connector stands between them:
"40-50", "40–50", "72 ile 94 arasında", "%59 ile %498", "от 40 до 50", "بين 40 و50".

A range keeps the first value and puts the second in ``value_max``; a unit or scale written
once applies to both ("72–94 %", "2-3 milyar"). Two counts in a ratio frame are one proportion
("one in five", "satu daripada lima", "पाँच बच्चों में से एक": 0.2). A lone number word that is a
figure only as one end of a range or ratio ("lima hingga tujuh bilion") waits for its partner
(``Raw.needs_partner``).

Tables: ``numbers.yml`` ``range_connectors``, ``ratio_frames``, ``loose_ratio_frames``,
``ratio_frames_reversed``.
"""
from __future__ import annotations

from decimal import Decimal
from typing import Optional

from pipeline.lang.data import words
from pipeline.lang.text import normalize_entry

from .lexicon import LangTables, TableFiles, entry_tokens, word_variants
from .raw import Raw, Scan
from .tokens import NUM, WORD, Tok
from .words import read_number_words

CONTEXT = 3  # tokens searched for the "before"/"after" words of a connector
NEAR = 2  # tokens searched for a "before_not_near" word ("from 7 to 9", "from the 7 to 9")
NEUTRAL_UNITS = frozenset({"number"})
NEVER_JOINED = frozenset({"date_ymd", "date_md", "date_ym", "rank", "age", "score", "time"})  # a time of day is its own figure


def load(t: LangTables, files: TableFiles) -> None:
    numbers = files.numbers
    t.ratio_frames = frozenset(entry_tokens(w, t.lang) for w in words(numbers.get("ratio_frames")))
    t.loose_ratio_frames = frozenset(entry_tokens(w, t.lang) for w in words(numbers.get("loose_ratio_frames")))
    t.ratio_frames_reversed = tuple(entry_tokens(w, t.lang) for w in words(numbers.get("ratio_frames_reversed")))
    for connector in numbers.get("range_connectors") or []:
        spec = {key: tuple(normalize_entry(w, t.lang) for w in words(connector.get(key)))
                for key in ("before", "before_not", "before_not_near", "after", "after_not")}
        # alternatives, each a token sequence ("-" or "ile" or "ve")
        spec["between"] = tuple(entry_tokens(w, t.lang) for w in words(connector.get("between")))
        spec["units"] = tuple(words(connector.get("units")))
        t.range_connectors.append(spec)


def merge_ranges(raws: list[Raw], toks: list[Tok], t: LangTables) -> list[Raw]:
    out: list[Raw] = []
    for raw in raws:
        prev = out[-1] if out else None
        if prev is not None and _joinable(prev, raw, toks, t):
            out[-1] = _join(prev, raw)
        elif prev is not None and _scaled_remainder(prev, raw, toks, t):
            out[-1] = _join_remainder(prev, raw)
        elif prev is not None and _ratio(prev, raw, toks, t):
            out[-1] = _join_ratio(prev, raw)
        elif prev is not None and _reversed_ratio(prev, raw, toks, t):
            out[-1] = _join_ratio(raw, prev, start=prev)
        else:
            out.append(raw)
    return out


def _scaled_remainder(prev: Raw, raw: Raw, toks: list[Tok], t: LangTables) -> bool:
    """"11 ألفا و800", "11 bin 800", "11 тысяч 800", "11 हज़ार 800": a whole figure with a scale
    word, then (an "and" between at most) digits smaller than the scale: one number, 11,800."""
    if prev.scale_exp < 3 or prev.value_max is not None or prev.unit not in NEUTRAL_UNITS \
            or raw.scale_exp or raw.value_max is not None or not raw.plain_int or raw.negative:
        return False
    step = Decimal(10) ** prev.scale_exp
    if prev.value % step or raw.value >= step or toks[prev.i1 - 1].kind != WORD or toks[raw.i0].kind != NUM:
        return False
    between = [tok.text for tok in toks[prev.i1:raw.i0]]
    return not between or (len(between) == 1 and (between[0] in t.joiners or between[0] in t.conjunction_clitics)
                           and toks[raw.i0 - 1].glued_to(toks[raw.i0]) or between[0] in t.joiners)


def _join_remainder(prev: Raw, raw: Raw) -> Raw:
    joined = Raw(prev.i0, raw.i1, prev.value + raw.value, unit=raw.unit, kind=raw.kind, counted=raw.counted)
    joined.start_override = prev.start_override
    return joined


RATIO_UNITS = frozenset({"number", "count"})


def _ratio(prev: Raw, raw: Raw, toks: list[Tok], t: LangTables) -> bool:
    """"one in five", "satu daripada lima", "واحد من كل خمسة": a proportion of two counts. A frame
    that also means "of" (``loose_ratio_frames``: "out of", "daripada") makes a proportion only of
    figures spelled out ("tiga daripada sepuluh"); "163 daripada 350 kerusi" is two counts."""
    between = tuple(tok.text for tok in toks[prev.i1:raw.i0])
    if not between or between not in t.ratio_frames and not (
            between in t.loose_ratio_frames and _spelled(prev, toks) and _spelled(raw, toks)):
        return False
    return prev.unit in RATIO_UNITS and raw.unit in RATIO_UNITS and not prev.vague and not raw.vague \
        and prev.value_max is None and raw.value_max is None and 0 < prev.value < raw.value


def _spelled(raw: Raw, toks: list[Tok]) -> bool:
    return all(tok.kind != NUM for tok in toks[raw.i0:raw.i1])


def _reversed_ratio(prev: Raw, raw: Raw, toks: list[Tok], t: LangTables) -> bool:
    """"पाँच बच्चों में से एक" (of five children, one): the whole first, then the part; like any
    frame that also means "of", only of figures spelled out ("14 कारख़ानों में से नौ" is two counts)."""
    between = toks[prev.i1:raw.i0]
    for frame in t.ratio_frames_reversed:
        if len(frame) == len(between) and all(part == "*" and tok.kind == "word" or tok.text == part
                                              for part, tok in zip(frame, between)):
            return prev.unit in RATIO_UNITS and raw.unit in RATIO_UNITS and 0 < raw.value < prev.value \
                and prev.value_max is None and raw.value_max is None and _spelled(prev, toks) \
                and _spelled(raw, toks)
    return False


def _join_ratio(part: Raw, whole: Raw, start: Raw | None = None) -> Raw:
    first = start or part
    last = whole if start is None else part
    joined = Raw(first.i0, last.i1, part.value / whole.value, unit="number", kind="ratio", counted=whole.counted)
    joined.start_override = first.start_override
    joined.places = 6
    return joined


def _connector_fits(prev: Raw, raw: Raw, toks: list[Tok], t: LangTables) -> bool:
    between = tuple(tok.text for tok in toks[prev.i1:raw.i0])
    if not between:
        between = _clitic_connector(prev, raw, toks, t)
    if not between:
        return False
    for connector in t.range_connectors:
        if between not in connector["between"]:
            continue
        if connector["units"] and prev.unit not in connector["units"] \
                and raw.unit not in connector["units"]:
            continue
        before = {v for tok in toks[max(0, prev.i0 - CONTEXT):prev.i0] for v in word_variants(tok.text, t)}
        clause = _clause_before(toks, prev.i0)
        after = {tok.text for tok in toks[raw.i1:raw.i1 + CONTEXT]}
        if connector["before"] and not before & set(connector["before"]):
            continue
        if connector["before_not"] and clause & set(connector["before_not"]):
            continue
        near = {v for tok in toks[max(0, prev.i0 - NEAR):prev.i0] for v in word_variants(tok.text, t)}
        if connector["before_not_near"] and near & set(connector["before_not_near"]):
            continue  # "from 7 to 9" is a change; "water from the hoses rose 7 to 9 inches" a range
        if connector["after"] and not after & set(connector["after"]):
            continue
        if connector["after_not"] and after & set(connector["after_not"]):
            continue
        return True
    return False


def _clitic_connector(prev: Raw, raw: Raw, toks: list[Tok], t: LangTables) -> tuple:
    """"ثلاث وخمس سنوات": the conjunction glued to the second number is the connector between them."""
    if prev.i1 != raw.i0 or raw.i0 >= len(toks) or toks[raw.i0].kind != WORD \
            or toks[raw.i0].start - toks[raw.i0 - 1].end != 1:
        return ()
    word = toks[raw.i0].text
    clitic = next((c for c in sorted(t.conjunction_clitics, key=len) if word.startswith(c) and len(word) > len(c) + 1), "")
    return (clitic,) if clitic else ()


CLAUSE = 14  # tokens searched back for a word that rules a connector out ("رفع نسبة التغطية ... من 61% إلى 80%")
CLAUSE_MARKS = frozenset(".!?;:\u061f\u0964")


def _clause_before(toks: list[Tok], i: int) -> set[str]:
    words = set()
    for k in range(i - 1, max(-1, i - 1 - CLAUSE), -1):
        if toks[k].text in CLAUSE_MARKS:
            break
        words.add(toks[k].text)
    return words


def _joinable(prev: Raw, raw: Raw, toks: list[Tok], t: LangTables) -> bool:
    if prev.vague or raw.vague or prev.value_max is not None or raw.value_max is not None:
        return False
    if (prev.kind in NEVER_JOINED or raw.kind in NEVER_JOINED) \
            and not ((raw.noun_rank or raw.kind == "age") and (prev.unit in NEUTRAL_UNITS or prev.kind == raw.kind)):
        return False  # "7 или 8 место", "18- to 29-year-olds": the noun after the range names both ends
    if prev.unit != raw.unit and prev.unit not in NEUTRAL_UNITS and raw.unit not in NEUTRAL_UNITS:
        return False
    if _unit_after_first_only(prev, raw, toks):
        return False
    if not _connector_fits(prev, raw, toks, t):
        return False
    low = _scaled_low(prev, raw)
    return low is not None and low < raw.value


def _unit_after_first_only(prev: Raw, raw: Raw, toks: list[Tok]) -> bool:
    """"fell 6.2 percent to 48.30", "6.2 في المئة إلى 48.30 ليرة": a unit written after the first
    figure and none on the second is a change by an amount and the level it reached, not a range
    (a range names its unit once after both ends, "6 to 8 percent", or before the first, "$5 to 7")."""
    return prev.unit not in NEUTRAL_UNITS and raw.unit in NEUTRAL_UNITS and prev.scale_exp == 0 \
        and toks[prev.i0].kind == NUM and toks[prev.i1 - 1].kind != NUM


def _scaled_low(prev: Raw, raw: Raw) -> Optional[Decimal]:
    if prev.scale_exp == 0 and raw.scale_exp > 0:
        return prev.value * (Decimal(10) ** raw.scale_exp)
    return prev.value


def _join(prev: Raw, raw: Raw) -> Raw:
    low = _scaled_low(prev, raw)
    unit, kind, counted = prev.unit, prev.kind, prev.counted
    if unit in NEUTRAL_UNITS:
        unit, kind, counted = raw.unit, raw.kind, raw.counted
    joined = Raw(prev.i0, raw.i1, low, unit=unit, kind=kind, value_max=raw.value,
                 counted=counted or raw.counted, scale_exp=max(prev.scale_exp, raw.scale_exp))
    joined.ambiguous = prev.ambiguous or raw.ambiguous
    joined.alternatives = prev.alternatives + raw.alternatives
    joined.start_override = prev.start_override
    joined.places = min(prev.places, raw.places)  # the coarser end sets the rounding step
    joined.delta = prev.delta or raw.delta
    return joined


def range_follows(ctx: Scan, j: int) -> bool:
    """A range connector (or a ratio frame) and another number right after: "lima hingga tujuh",
    "bir veya iki", "one in five"."""
    toks = ctx.toks
    frames = [spec["between"] for spec in ctx.t.range_connectors] + [tuple(ctx.t.ratio_frames),
                                                                       tuple(ctx.t.loose_ratio_frames)]
    for alternatives in frames:
        for between in alternatives:
            k = j + len(between)
            if k < len(toks) and tuple(tok.text for tok in toks[j:k]) == between \
                    and (toks[k].kind == NUM or read_number_words(toks, k, ctx.t) is not None):
                return True
    return False


def ratio_precedes(ctx: Scan, i: int) -> bool:
    """"पाँच बच्चों में से एक": a number, a noun and a reversed ratio frame before this word; or
    the second number of a ratio ("واحدة من كل خمس": five is also "a fifth")."""
    toks = ctx.toks
    for between in ctx.t.ratio_frames:
        k = i - len(between)
        if k >= 1 and tuple(tok.text for tok in toks[k:i]) == between \
                and (toks[k - 1].kind == NUM or read_number_words(toks, k - 1, ctx.t) is not None):
            return True
    for frame in ctx.t.ratio_frames_reversed:
        k = i - len(frame)
        if k >= 1 and toks[k - 1].kind == NUM or k >= 1 and read_number_words(toks, k - 1, ctx.t) is not None:
            if all(part == "*" and toks[k + n].kind == WORD or toks[k + n].text == part
                   for n, part in enumerate(frame)):
                return True
    return False
