"""Decide, per fact, which versions disagree with the majority, how, and how badly."""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.facts.match import Fact, Mention
from pipeline.facts.relation import UNITLESS, close, is_money, power_of_ten_between, relate
from pipeline.ids import format_value
from pipeline.lang import name_of
from pipeline.lang.scripts import dominant_script
from pipeline.model import NumberMention

# units that are a fact worth reporting as missing when a version leaves them out
REPORTABLE_MISSING = {"percent", "times", "params", "tokens"}
CONDENSED_MISSING = {"percent", "times"}
SOFTER = {"high": "medium", "medium": "medium", "low": "low"}


@dataclass
class Verdict:
    """One suspect version of one fact."""

    kind: str  # scale, unit, value, missing
    severity: str
    suspect: Mention | None  # None for missing
    lang: str
    expected: Mention
    supporters: list[Mention]
    majority: bool
    exponent: int = 0


def vote(members: list[Mention], agree) -> list[list[Mention]]:
    """Groups of members that agree, largest first (ties by language code, for stable output)."""
    groups: list[list[Mention]] = []
    for mention in sorted(members, key=lambda m: m.lang):
        for group in groups:
            if agree(mention, group[0]):
                group.append(mention)
                break
        else:
            groups.append([mention])
    return sorted(groups, key=lambda g: (-len(g), min(m.lang for m in g)))


def reading_classes(fact: Fact) -> list[list[Mention]]:
    """Groups of a fact's mentions that say exactly the same thing."""
    return vote(list(fact.members.values()), _same_reading)


def _same_reading(a: Mention, b: Mention) -> bool:
    relation = relate(a.number.mention, b.number.mention)
    return relation is not None and relation.kind == "same"


def _same_amount(a: Mention, b: Mention) -> bool:
    relation = relate(a.number.mention, b.number.mention)
    return relation is not None and relation.kind in ("same", "unit")


def _same_unit(a: Mention, b: Mention) -> bool:
    relation = relate(a.number.mention, b.number.mention)
    return relation is not None and relation.kind in ("same", "scale", "value")


def _has_unit(m: Mention) -> bool:
    return m.number.mention.unit not in UNITLESS


def amount_key(value: float) -> str:
    return f"{value:.4g}"


def unit_majority(fact: Fact) -> tuple[str, str] | None:
    """(amount, unit) when the versions that state a unit for this fact clearly agree on one."""
    groups = vote([m for m in fact.members.values() if _has_unit(m)], _same_unit)
    if not groups or not _has_majority(groups) or len(groups[0]) < 2:
        return None
    lead = groups[0][0].number.mention
    return amount_key(lead.value), lead.unit


def judge_fact(fact: Fact, headline: bool, unit_priors: dict[str, str] | None = None) -> list[Verdict]:
    """Vote separately on the amount and on the unit, so that one version with the wrong
    currency and another with the wrong scale are each caught against their own majority.

    ``unit_priors`` maps an amount to the unit the article's other facts agree on for it: a
    tie on the unit ("210 billion yuan" vs "RM210 billion" with the rest unitless) is broken by
    what the same versions said about the same amount elsewhere.
    """
    classes = reading_classes(fact)
    if len(classes) < 2:
        return []
    preferred = {id(m) for m in classes[0]}
    members = list(fact.members.values())
    precise = [m for m in members if not m.number.mention.vague]
    voters = precise or members  # vague mentions abstain when precise ones exist
    groups = vote(voters, _same_amount)
    verdicts = _dimension_verdicts(groups, headline, preferred, amount=True)
    if len(precise) != len(members) and precise and _has_majority(groups):
        vague = [m for m in members if m.number.mention.vague]
        verdicts += _suspects(vague, groups[0], headline, True, preferred, amount=True)
    unit_groups = vote([m for m in members if _has_unit(m)], _same_unit)
    unit_groups, tie_broken = _break_unit_tie(unit_groups, unit_priors or {})
    verdicts += _dimension_verdicts(unit_groups, headline, preferred, amount=False, majority=tie_broken or None)
    return verdicts


def _break_unit_tie(groups: list[list[Mention]], priors: dict[str, str]) -> tuple[list[list[Mention]], bool]:
    """(groups with the winner first, True) when the article's other facts decide a tie."""
    if len(groups) < 2 or _has_majority(groups):
        return groups, False
    tied = [g for g in groups if len(g) == len(groups[0])]
    known = [g for g in tied if priors.get(amount_key(g[0].number.mention.value)) == g[0].number.mention.unit]
    if len(known) != 1:
        return groups, False
    return known + [g for g in groups if g is not known[0]], True


def _has_majority(groups: list[list[Mention]]) -> bool:
    return len(groups) == 1 or len(groups[0]) > len(groups[1])


def _dimension_verdicts(groups: list[list[Mention]], headline: bool, preferred: set[int],
                        amount: bool, majority: bool | None = None) -> list[Verdict]:
    """``majority`` forces the first group to count as the majority (a tie broken by context)."""
    if len(groups) < 2:
        return []
    tied = [groups[0]] if majority else [g for g in groups if len(g) == len(groups[0])]
    majority = len(tied) == 1
    verdicts = []
    for group in groups:
        if majority or group not in tied:
            expected_side = groups[0] if group is not groups[0] else None
        else:
            expected_side = next(g for g in tied if g is not group)
        if expected_side is not None:
            verdicts.extend(_suspects(group, expected_side, headline, majority, preferred, amount))
    return verdicts


VAGUE_MIN_EXPONENT = 2  # "hundreds of thousands" vs "millions" is loose translation, not an error


def _suspects(group: list[Mention], expected_side: list[Mention], headline: bool, majority: bool,
              preferred: set[int], amount: bool) -> list[Verdict]:
    expected = display_choice(expected_side, preferred)
    out = []
    for mention in group:
        found = mention.number.mention
        vague = found.vague or expected.number.mention.vague
        if amount:
            exponent = power_of_ten_between(found.value, expected.number.mention.value)
            kind = "scale" if exponent is not None else "value"
            if vague and (exponent is None or abs(exponent) < VAGUE_MIN_EXPONENT):
                continue
        else:
            exponent, kind = 0, "unit"
        severity = severity_of(kind, found, expected.number.mention, headline,
                               money_context=any(is_money(m.number.mention.unit) for m in expected_side))
        if vague:
            severity = "low"
        elif not majority:
            severity = SOFTER[severity]  # without a majority the editor must decide which side is right
        out.append(Verdict(kind, severity, mention, mention.lang, expected, expected_side, majority, exponent or 0))
    return out


def display_choice(side: list[Mention], preferred: set[int] = frozenset()) -> Mention:
    """The supporting mention to quote: one that agrees with the majority on everything, and in
    Latin script when there is one, since editors read it."""
    return min(side, key=lambda m: (id(m) not in preferred, not _has_unit(m),
                                    dominant_script(m.number.mention.surface) != "Latin", m.lang))


def severity_of(kind: str, found: NumberMention, expected: NumberMention, headline: bool,
                money_context: bool = False) -> str:
    """High: scale and currency errors on money and headline figures. Medium: other differences."""
    money = is_money(found.unit) or is_money(expected.unit) or money_context
    if kind == "missing":
        return "low"
    if kind == "scale" and (money or headline):
        return "high"
    if kind == "unit" and money and is_money(found.unit) and is_money(expected.unit):
        return "high"
    if kind == "unit" and headline:
        return "high"
    return "medium"


def missing_verdicts(fact: Fact, present_langs: dict[str, bool], headline: bool) -> list[Verdict]:
    """Versions that cover the fact's place in the article but do not state it.

    ``present_langs`` maps each version that covers the place to whether it is condensed.
    Only a fact stated by a majority of the covering versions is expected everywhere.
    """
    classes = reading_classes(fact)
    expected_side = classes[0]
    unit = expected_side[0].number.mention.unit
    absent = [lang for lang in present_langs if lang not in fact.members]
    if not absent or len(fact.members) * 2 <= len(present_langs) or len(fact.members) < 2:
        return []
    verdicts = []
    for lang in absent:
        wanted = CONDENSED_MISSING if present_langs[lang] else REPORTABLE_MISSING
        if not (unit in wanted or is_money(unit) or headline and not present_langs[lang]):
            continue
        if expected_side[0].number.mention.vague:
            continue
        verdicts.append(Verdict("missing", "low", None, lang, display_choice(expected_side), expected_side, True))
    return verdicts


def describe(mention: NumberMention) -> str:
    value = format_value(mention.value)
    if mention.value_max is not None:
        value += "–" + format_value(mention.value_max)
    return f"{value} {mention.unit}".strip()


def language_name(code: str) -> str:
    return name_of(code)


def message_for(v: Verdict) -> str:
    supporters = ", ".join(language_name(m.lang) for m in v.supporters)
    expected = v.expected.number.mention
    name = language_name(v.lang)
    if v.kind == "missing":
        return (f"The {name} version does not state \"{expected.surface}\" ({describe(expected)}), "
                f"which {supporters} state here.")
    found = v.suspect.number.mention
    lead = f"The {name} version says \"{found.surface}\" ({describe(found)})"
    side = f"{supporters} {'say' if len(v.supporters) > 1 else 'says'} \"{expected.surface}\" ({describe(expected)})"
    if not v.majority:
        side = f"but {side}, and there is no majority"
    else:
        side = f"where {side}"
    if v.kind == "scale":
        hint = ""
        if found.ambiguous and any(close(alt, expected.value) for alt in found.alt_values):
            hint = " (its decimal and thousands marks can be read either way)"
        return f"{lead} {side}: off by a factor of {10 ** abs(v.exponent):,}{hint}."
    if v.kind == "unit":
        return f"{lead} {side}: the unit differs ({found.unit} instead of {expected.unit})."
    return f"{lead} {side}: the values differ."
