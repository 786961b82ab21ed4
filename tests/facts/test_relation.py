import pytest

from pipeline.facts.relation import power_of_ten_between, relate
from pipeline.model import NumberMention


def n(value, unit, value_max=None):
    return NumberMention(0, 1, str(value), float(value), unit, value_max=value_max)


@pytest.mark.parametrize("found,expected,kind", [
    (n(31.5e9, "USD"), n(31.5e9, "USD"), "same"),
    (n(315e9, "USD"), n(31.5e9, "USD"), "scale"),
    (n(7e9, "CNY"), n(700e6, "CNY"), "scale"),
    (n(7e9, "CNY"), n(700e6, "USD"), "scale+unit"),
    (n(210e9, "MYR"), n(210e9, "CNY"), "unit"),
    (n(6.5, "percent"), n(6.5, "times"), "unit"),
    (n(25, "percent"), n(1.25, "times"), "same"),
    (n(200, "percent"), n(2, "times"), "same"),
    (n(420e6, "INR"), n(420e6, "INR"), "same"),
    (n(210e9, "number"), n(210e9, "CNY"), "same"),
    (n(40, "count", 50), n(40, "count", 50), "same"),
    (n(400, "count", 500), n(40, "count", 50), "scale"),
    (n(2024, "year"), n(2025, "year"), "value"),
    (n(81, "percent"), n(80, "percent"), "value"),
])
def test_relations(found, expected, kind):
    assert relate(found, expected).kind == kind


@pytest.mark.parametrize("found,expected", [
    (n(2025, "year"), n(2025, "percent")),
    (n(80, "percent"), n(80e6, "USD")),
    (n(3, "times"), n(1990, "year")),
])
def test_unrelated_kinds_of_quantity_never_pair(found, expected):
    assert relate(found, expected) is None


def measure(value, unit, dimension, base_value):
    return NumberMention(0, 1, str(value), float(value), unit, dimension=dimension, base_value=base_value)


@pytest.mark.parametrize("found,expected", [
    (n(7.3, "USD"), n(7.3, "percent")),                    # "7,3 доллара" for "7.3 percent"
    (n(1.5, "TRY"), n(1.5, "percent")),                    # "1,5 lira" for "yüzde 1,5"
    (measure(40, "km", "length", 40000), n(40, "percent")),  # "40 km" for "40 percent"
    (n(40, "USD"), measure(40, "kg", "mass", 40)),           # "40 dolar" for "40 kg"
])
def test_a_figure_kept_under_another_kind_of_unit_is_a_unit_slip(found, expected):
    assert relate(found, expected).kind == "unit"
    assert relate(expected, found).kind == "unit"


@pytest.mark.parametrize("found,expected", [
    (n(12, "percent"), n(12e6, "USD")),                    # another figure, not the same one mislabelled
    (measure(198, "km", "length", 198000), measure(198, "km/h", "speed", 55.0)),  # a second measurement
    (measure(3, "h", "duration", 10800), measure(3, "kg", "mass", 3)),
])
def test_other_figures_of_another_kind_never_pair(found, expected):
    assert relate(found, expected) is None


def test_power_of_ten():
    assert power_of_ten_between(315e9, 31.5e9) == 1
    assert power_of_ten_between(700e6, 7e9) == -1
    assert power_of_ten_between(1250, 1.25) == 3
    assert power_of_ten_between(320, 31.5) is None


def test_dates_compare_the_parts_both_state():
    with_year = NumberMention(0, 1, "27 July 2026", 20260727, "date", kind="date_ymd")
    without = NumberMention(0, 1, "27 July", 727, "date", kind="date_md")
    other_day = NumberMention(0, 1, "28 July", 728, "date", kind="date_md")
    assert relate(without, with_year).kind == "same"
    assert relate(other_day, with_year).kind == "value"


# -- measurements, readings, rounding, and what a mention says ----------------------------------

from pipeline.facts.relation import comparable, value_closeness  # noqa: E402
from pipeline.numbers.measure import fill_measurement  # noqa: E402


def measure(value, unit, resolution=1.0, value_max=None, delta=False):
    m = NumberMention(0, 1, f"{value} {unit}", float(value), unit, value_max=value_max, resolution=resolution,
                      delta=delta)
    return fill_measurement(m)


@pytest.mark.parametrize("found,expected,kind", [
    (measure(135, "km/h"), measure(85, "mph"), "same"),  # 85 mph is 136.8 km/h, rounded by the translator
    (measure(360, "km"), measure(385, "mi"), "value"),  # 385 miles is 620 km
    (measure(497, "km/h"), measure(497, "mph"), "unit"),  # copied, not converted
    (measure(27, "degC"), measure(80, "degF"), "same"),  # 26.7 °C
    (measure(10, "degC", delta=True), measure(10, "degF", delta=True), "unit"),  # a 10 °F difference is 5.6 °C
    (measure(5, "cm", value_max=8), measure(2, "in", value_max=3), "same"),  # 5.08-7.62 cm
    (measure(132, "mi"), measure(130, "mi"), "value"),  # no conversion, no slack
    (measure(5, "d"), measure(5, "wk"), "unit"),  # five weeks as five days
])
def test_measurements_compare_in_base_units_within_the_rounding_shown(found, expected, kind):
    assert relate(found, expected).kind == kind


def test_an_age_is_a_span_of_years():
    age = NumberMention(0, 1, "36", 36.0, "age")
    assert relate(age, measure(36, "yr")).kind == "same"
    assert relate(NumberMention(0, 1, "63", 63.0, "age"), age).kind == "value"


def test_an_ambiguous_mark_agrees_by_the_reading_the_other_version_gives():
    arabic = NumberMention(0, 6, "77.000", 77.0, "count", ambiguous=True, alt_values=(77000.0,))
    relation = relate(arabic, n(77000, "count"))
    assert relation.kind == "same" and relation.found_reading == 1
    slipped = NumberMention(0, 6, "20.700", 20.7, "count", ambiguous=True, alt_values=(20700.0,))
    assert relate(slipped, n(20000, "count")).kind == "value"  # no reading agrees: reported


@pytest.mark.parametrize("a_surface,a,b_surface,b,same", [
    ("210 billion", 210e9, "210.5 billion", 210.5e9, True),  # rounded with a scale word
    ("16 000", 16000, "16 050", 16050, False),  # digits written out: no rounding
    ("10,000", 10000, "10,040", 10040, False),
])
def test_rounding_is_believed_only_of_figures_written_with_a_scale_word(a_surface, a, b_surface, b, same):
    x = NumberMention(0, 1, a_surface, float(a), "number")
    y = NumberMention(0, 1, b_surface, float(b), "number")
    assert (relate(x, y).kind == "same") is same


def test_a_year_states_part_of_a_date():
    july = NumberMention(0, 1, "July 2026", 202607, "date", kind="date_ym")
    assert relate(n(2026, "year"), july).kind == "same"
    assert relate(n(2025, "year"), july) is None


@pytest.mark.parametrize("a,b,closer_than", [
    (36, 63, 0.8), (312, 321, 0.8), (2048, 248, 0.8), (400, 405, 0.8), (1127, 1197, 0.8),
])
def test_mistyped_figures_look_close(a, b, closer_than):
    assert value_closeness(n(a, "number"), n(b, "number")) >= closer_than


@pytest.mark.parametrize("a,b", [(5, 2), (80, 27), (3, 250)])
def test_different_figures_do_not(a, b):
    assert value_closeness(n(a, "number"), n(b, "number")) < 0.5


def test_what_may_state_the_same_quantity():
    assert comparable(n(63, "age"), n(36, "count"))
    assert comparable(n(9019, "number"), n(2019, "year"))
    assert not comparable(n(17, "number"), n(2019, "year"))
    assert not comparable(n(3, "percent"), n(3, "USD"))
    assert not comparable(NumberMention(0, 1, "18", 18.0, "age"), NumberMention(0, 1, "11-18", 11.0, "age", value_max=18.0))
    people = NumberMention(0, 1, "58", 58.0, "count", counted="people")
    assert not comparable(people, NumberMention(0, 1, "58", 58.0, "count", counted="patents"))


def duration(seconds, unit="s"):
    from pipeline.numbers.measure import fill_measurement
    return fill_measurement(NumberMention(0, 1, str(seconds), float(seconds), unit))


@pytest.mark.parametrize("a, b", [
    (7392, 7401),  # 2:03:12 against 2:03:21: seconds swapped
    (7392, 7692),  # 2:03:12 against 2:08:12: one digit of the minutes
    (8327, 8321),  # 2:18:47 against 2:18:41: one digit of the seconds
])
def test_a_slip_in_one_part_of_a_duration_is_one_mistyped_figure(a, b):
    from pipeline.facts.relation import MISTYPED, value_closeness
    assert value_closeness(duration(a), duration(b)) >= MISTYPED


def test_two_unrelated_race_times_are_not_a_slip():
    from pipeline.facts.relation import MISTYPED, clock_digits, value_closeness
    assert clock_digits(duration(7392)) == "20312" and clock_digits(duration(205, "min")) == "325"
    assert clock_digits(duration(41)) == ""  # under a minute it is written as it is
    assert value_closeness(duration(7392), duration(8327)) < MISTYPED  # 2:03:12 against 2:18:47


def clock(hhmm):
    return NumberMention(0, 1, f"{hhmm // 100}:{hhmm % 100:02d}", float(hhmm), "time", kind="time")


@pytest.mark.parametrize("found,expected,kind", [
    (clock(1531), clock(1530), "value"),   # a minute off is another time: no rounding of clock times
    (clock(1535), clock(1530), "value"),
    (clock(300), clock(1500), "value"),    # 3 a.m. for 3 p.m.
    (clock(1530), clock(1530), "same"),
    (clock(1500), n(1500, "number"), "same"),  # "15.00" that a version's reader took for a plain figure
])
def test_clock_times_compare_exactly(found, expected, kind):
    assert relate(found, expected).kind == kind


@pytest.mark.parametrize("found,expected", [
    (clock(1500), n(15, "number")),   # "saat 15" read as a bare 15 is no 100-fold slip of 15:00
    (clock(1500), n(150, "count")),
    (clock(2000), n(2000, "year")),
])
def test_a_clock_time_is_no_magnitude(found, expected):
    assert relate(found, expected) is None


# a bare figure whose unit the text leaves implied (relation.implied_unit_agrees): Turkish
# "1,55 boyundaki" for "5 ft 1 in"

def bare(value):
    return n(value, "number")


@pytest.mark.parametrize("figure, quantity", [
    (bare(1.55), measure(61, "in")),    # 5 ft 1 in, in metres
    (bare(155), measure(61, "in")),     # ... in centimetres
    (bare(18), measure(40, "lb")),      # 40 pounds, in kilograms
    (bare(137), measure(85, "mph")),    # 85 mph, in km/h
])
def test_a_bare_figure_that_is_the_measure_in_another_unit_is_the_same(figure, quantity):
    assert relate(figure, quantity).kind == "same"
    assert relate(quantity, figure).kind == "same"


@pytest.mark.parametrize("figure, quantity", [
    (bare(1.65), measure(61, "in")),    # no unit makes 5 ft 1 in 1.65
    (bare(6.9), measure(1, "yr")),      # "a year" is no 6.9 months
    (bare(30), measure(86, "degF")),    # degrees are read on their own
])
def test_a_bare_figure_that_is_no_conversion_is_not_the_same(figure, quantity):
    relation = relate(figure, quantity)
    assert relation is None or relation.kind != "same"


@pytest.mark.parametrize("figure, quantity", [
    (bare(6), measure(5.5, "ft")),      # "5 ft 6 in": 6 is no 5.5 feet
    (bare(2), measure(6.5, "ft")),      # one digit agrees with too much
])
def test_a_bare_figure_of_one_digit_is_never_an_implied_conversion(figure, quantity):
    relation = relate(figure, quantity)
    assert relation is None or relation.kind != "same"
