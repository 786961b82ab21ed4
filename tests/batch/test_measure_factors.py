"""Measurements convert with pint's figures from the generated measure_factors.yml, exactly as pint does."""
import random
import subprocess
import sys
from decimal import Decimal

import pytest

from pipeline.lang.data import shared_table
from pipeline.numbers import _build
from pipeline.numbers.measure import registry, to_base, unit_specs

UNITS = sorted(shared_table("measures")["units"])
random.seed(13)
VALUES = [0, 1, 2, 7, 10, 36.6, 98.6, 0.5, 0.001, -40, -273.15, 385, 1e9, 123456.789, 6.5] + \
    [random.uniform(-1000, 1000) for _ in range(200)] + [random.uniform(0, 1e7) for _ in range(200)]


def pint_base(value, expression: str) -> float:
    return float(registry().Quantity(value, expression).to_base_units().magnitude)


def test_the_table_regenerates_from_pint():
    assert _build.OUTPUT.read_text(encoding="utf-8") == _build.render(), "run python -m pipeline.numbers._build"


def test_every_unit_of_measures_yml_has_its_figures():
    assert set(unit_specs()) == set(UNITS) == set(shared_table("measure_factors")["units"])


@pytest.mark.parametrize("unit", UNITS)
def test_a_value_converts_to_the_same_float_as_pint_gives(unit):
    spec = unit_specs()[unit]
    for value in VALUES:
        assert to_base.__wrapped__(value, unit) == pint_base(value, spec.pint), (unit, value)
        if spec.delta:
            assert to_base.__wrapped__(value, unit, True) == pint_base(value, spec.delta), (unit, value)


@pytest.mark.parametrize("unit", [u for u in UNITS if unit_specs()[u].scale is None])
def test_a_decimal_value_converts_as_pint_converts_it(unit):
    for value in (Decimal("1.5"), Decimal("385"), Decimal("0.001")):
        assert to_base.__wrapped__(value, unit) == pint_base(value, unit_specs()[unit].pint), (unit, value)


@pytest.mark.parametrize("unit, value, base", [
    ("km", 3, 3000.0), ("mi", 1, 1609.344), ("degC", 0, 273.15), ("degF", 32, 273.15),
    ("h", 2, 7200.0), ("ha", 1, 10000.0),
])
def test_known_conversions(unit, value, base):
    assert to_base.__wrapped__(value, unit) == pytest.approx(base)


def test_a_temperature_difference_has_no_offset():
    assert to_base.__wrapped__(9, "degF", True) == pytest.approx(5.0)
    assert to_base.__wrapped__(5, "degC", True) == 5.0


def test_reading_measurements_does_not_import_pint():
    probe = ("import sys; from pipeline.numbers import extract_numbers; from pipeline.numbers.measure import "
             "fill_measurement; found = [fill_measurement(m) for m in extract_numbers('It was 385 miles away, "
             "at 30 °C.', 'en')]; assert [m.base_value for m in found if m.dimension]; "
             "print('pint' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
