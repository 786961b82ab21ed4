"""Decide, per fact, which versions disagree with the majority, how, and how badly."""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.facts.match import Fact, Mention
from pipeline.facts.relation import UNITLESS, is_money, power_of_ten_between, relate
from pipeline.ids import format_value
from pipeline.model import NumberMention

LANGUAGE_NAMES = {"tr": "Turkish", "ms": "Malay", "hi": "Hindi", "ar": "Arabic", "ru": "Russian", "id": "Indonesian"}
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


def reading_classes(fact: Fact) -> list[list[Mention]]:
    """Partition a fact's mentions into groups that say the same thing."""
    classes: list[list[Mention]] = []
    for lang in sorted(fact.members):
        mention = fact.members[lang]
        for group in classes:
            relation = relate(mention.number.mention, group[0].number.mention)
            if relation is not None and relation.kind == "same":
                group.append(mention)
                break
        else:
            classes.append([mention])
    return sorted(classes, key=lambda g: (-len(g), min(m.lang for m in g)))


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


def _same_amount(a: Mention, b: Mention) -> bool:
    relation = relate(a.number.mention, b.number.mention)
    return relation is not None and relation.kind in ("same", "unit")


def _same_unit(a: Mention, b: Mention) -> bool:
    relation = relate(a.number.mention, b.number.mention)
    return relation is not None and relation.kind in ("same", "scale", "value")


def _has_unit(m: Mention) -> bool:
    return m.number.mention.unit not in UNITLESS


def judge_fact(fact: Fact, headline: bool) -> list[Verdict]:
    """Vote separately on the amount and on the unit, so that one version with the wrong
    currency and another with the wrong scale are each caught against their own majority."""
    if len(reading_classes(fact)) < 2:
        return []
    members = list(fact.members.values())
    precise = [m for m in members if not m.number.mention.vague]
    voters = precise or members  # vague mentions abstain when precise ones exist
    groups = vote(voters, _same_amount)
    verdicts = _dimension_verdicts(groups, headline, amount=True)
    if len(precise) != len(members) and precise and _has_majority(groups):
        vague = [m for m in members if m.number.mention.vague]
        verdicts += _suspects(vague, groups[0], headline, True, amount=True)
    verdicts += _dimension_verdicts(vote([m for m in members if _has_unit(m)], _same_unit), headline, amount=False)
    return verdicts


def _has_majority(groups: list[list[Mention]]) -> bool:
    return len(groups) == 1 or len(groups[0]) > len(groups[1])


def _dimension_verdicts(groups: list[list[Mention]], headline: bool, amount: bool) -> list[Verdict]:
    if len(groups) < 2:
        return []
    tied = [g for g in groups if len(g) == len(groups[0])]
    majority = len(tied) == 1
    verdicts = []
    for group in groups:
        if majority or group not in tied:
            expected_side = groups[0] if group is not groups[0] else None
        else:
            expected_side = next(g for g in tied if g is not group)
        if expected_side is not None:
            verdicts.extend(_suspects(group, expected_side, headline, majority, amount))
    return verdicts


VAGUE_MIN_EXPONENT = 2  # "hundreds of thousands" vs "millions" is loose translation, not an error


def _suspects(group: list[Mention], expected_side: list[Mention], headline: bool, majority: bool,
              amount: bool) -> list[Verdict]:
    expected = expected_side[0]
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
        severity = severity_of(kind, found, expected.number.mention, headline)
        if vague:
            severity = "low"
        elif not majority:
            severity = SOFTER[severity]  # without a majority the editor must decide which side is right
        out.append(Verdict(kind, severity, mention, mention.lang, expected, expected_side, majority, exponent or 0))
    return out


def severity_of(kind: str, found: NumberMention, expected: NumberMention, headline: bool) -> str:
    """High: scale and currency errors on money and headline figures. Medium: other differences."""
    money = is_money(found.unit) or is_money(expected.unit)
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
        verdicts.append(Verdict("missing", "low", None, lang, expected_side[0], expected_side, True))
    return verdicts


def describe(mention: NumberMention) -> str:
    value = format_value(mention.value)
    if mention.value_max is not None:
        value += "–" + format_value(mention.value_max)
    return f"{value} {mention.unit}".strip()


def message_for(v: Verdict) -> str:
    supporters = ", ".join(LANGUAGE_NAMES.get(m.lang, m.lang) for m in v.supporters)
    expected = v.expected.number.mention
    name = LANGUAGE_NAMES.get(v.lang, v.lang)
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
        return f"{lead} {side}: off by a factor of {10 ** abs(v.exponent):,}."
    if v.kind == "unit":
        return f"{lead} {side}: the unit differs ({found.unit} instead of {expected.unit})."
    return f"{lead} {side}: the values differ."
