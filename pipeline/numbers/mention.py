"""The raw reading to ``pipeline.model.NumberMention``: offsets back in the original text, floats,
a counted time span made a duration, a measurement's context, rounding and base value, a bound."""
from __future__ import annotations

from decimal import Decimal

from ..model import NumberMention
from . import measure
from .bounds import bound_of
from .raw import Raw, Scan


def to_mention(ctx: Scan, raw: Raw) -> NumberMention:
    start = raw.start_override if raw.start_override is not None else ctx.orig_start(raw.i0)
    end = ctx.orig_end(raw.i1 - 1)
    if raw.unit == "count" and raw.counted:
        duration = measure.duration_of_counted(raw.counted)
        if duration:  # "5 hafta", "two decades": a time span, compared in seconds
            raw.set_unit(duration, "measure")
    if raw.kind == "measure":
        measure.measure_context(ctx, raw)
    mention = NumberMention(
        start=start,
        end=end,
        surface=ctx.original[start:end],
        value=float(raw.value),
        unit=raw.unit,
        value_max=float(raw.value_max) if raw.value_max is not None else None,
        vague=raw.vague,
        ambiguous=raw.ambiguous,
        alt_values=tuple(float(a) for a in raw.alternatives),
        counted=raw.counted,
        kind=raw.kind,
    )
    mention.bound = bound_of(ctx, raw)
    if raw.kind == "measure":
        mention.delta = raw.delta
        mention.resolution = float(Decimal(10) ** (raw.scale_exp - raw.places))
        if raw.unit == measure.UNSCALED_DEGREE:
            mention.dimension = "temperature"
        else:
            measure.fill_measurement(mention)
    return mention
