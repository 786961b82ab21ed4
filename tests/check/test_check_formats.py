"""Rendering a check outcome as table, csv, json and GitHub annotations."""
from __future__ import annotations

import csv
import io
import json
import unicodedata

import pytest
from checkhelpers import make_discrepancy

from pipeline.check.baseline import BaselineEntry
from pipeline.check.evaluate import ACCEPTED, BELOW_THRESHOLD, NEW, CheckedIssue, Outcome
from pipeline.check.formats import (
    CSV_COLUMNS,
    annotation,
    display_width,
    parse_format,
    render,
    shorten,
    summary_line,
)
from pipeline.check.severity import UsageError


def outcome_with(*issues: CheckedIssue, stale=()) -> Outcome:
    return Outcome(fail_on="medium", articles=["news"], issues=list(issues), stale=list(stale),
                   baseline_path="reconcile-baseline.csv")


def checked(status=NEW, **kw) -> CheckedIssue:
    d = make_discrepancy(**kw)
    return CheckedIssue(d, status, f"sources/{d.file}")


STALE = BaselineEntry("value-0123456789", "news", "value", "tr", "5", "6", "fixed later", "2026-01-01")


def test_table_lists_new_issues_with_a_header_and_a_summary():
    text = render(outcome_with(checked(line=12), checked(BELOW_THRESHOLD, severity="low", lang="hi",
                                                           found="5 करोड़", expected="50 million")), "table")
    lines = text.splitlines()
    assert lines[0].split() == ["KIND", "SEVERITY", "VERSION", "WHERE", "FOUND", "EXPECTED", "ISSUE", "ID", "MESSAGE"]
    assert "scale" in lines[1] and "high" in lines[1] and "sources/news/ms.txt:12" in lines[1]
    assert "31.5 juta" in lines[1] and "31,5 milyar" in lines[1]
    assert make_discrepancy().issue_id in lines[1]
    assert "करोड़" not in text  # below the threshold: counted, not listed
    assert lines[-1] == ("reconcile check: 1 new discrepancy at or above medium in 1 article checked "
                         "(0 accepted, 1 below threshold, 0 stale baseline entries)")


def test_table_without_new_issues_is_only_the_summary():
    text = render(outcome_with(checked(ACCEPTED), stale=[STALE]), "table")
    assert text == ("reconcile check: no new discrepancies at or above medium in 1 article checked "
                    "(1 accepted, 0 below threshold, 1 stale baseline entry)\n")


def test_table_columns_line_up_with_wide_characters():
    text = render(outcome_with(checked(found="清华 31.5 juta", line=1), checked(found="31.5 juta", line=2)), "table")
    rows = text.splitlines()[1:3]
    # the issue id column starts at the same display column in both rows
    starts = [display_width(r[: r.index(make_discrepancy(found=f).issue_id)])
              for r, f in zip(rows, ["清华 31.5 juta", "31.5 juta"])]
    assert starts[0] == starts[1]


def test_the_table_carries_no_invisible_bidi_isolates_to_copy_along():
    issue = checked(lang="ar", found="٣١٫٥ مليون دولار", expected="31,5 milyar",
                    message='The Arabic version says "٣١٫٥ مليون دولار" where Turkish says "31,5 milyar".')
    for width in (None, 200, 60):
        table = render(outcome_with(issue), "table", width)
        assert "٣١٫٥ مليون دولار" in table
        invisible = [f"U+{ord(c):04X}" for c in table if unicodedata.category(c) == "Cf"]
        assert invisible == [], (width, invisible)


MESSAGE = ("The Malay version says \"31.5 juta dolar\" (31.5 million US dollars) where Russian and Turkish say "
           "\"31,5 млрд долларов\" (31.5 billion US dollars): off by a factor of 1,000. The same figure is also on "
           "line 9.")


@pytest.mark.parametrize("width", [160, 120, 100, 80, 60, 40])
def test_the_table_fits_the_terminal_width_and_keeps_every_word(width):
    issues = [checked(found="31.5 juta dolar", expected="31,5 млрд долларов", message=MESSAGE, line=3),
              checked(lang="hi", found="315 अरब डॉलर", expected="US$31.5 bilion", message=MESSAGE, line=1)]
    table = render(outcome_with(*issues), "table", width)
    lines = table.splitlines()
    assert max(display_width(line) for line in lines) <= width, table
    words = table.split()
    for issue in issues:
        d = issue.discrepancy
        assert d.issue_id in words and f"sources/{d.file}:{d.line}" in words
    message_words = MESSAGE.split()
    start = words.index(message_words[0])
    assert words[start:start + len(message_words)] == message_words  # wrapped, not cut


def test_the_table_has_long_lines_where_no_terminal_width_is_known():
    table = render(outcome_with(checked(message=MESSAGE)), "table")
    assert MESSAGE in table.splitlines()[1]  # a pipe or a log file gets one line per issue


def test_shorten_keeps_short_text_and_marks_cuts():
    assert shorten("31,5 milyar\ndolar", 40) == "31,5 milyar dolar"
    cut = shorten("x" * 50, 10)
    assert cut.endswith("\N{HORIZONTAL ELLIPSIS}") and display_width(cut) == 10


def test_csv_has_status_and_contract_columns():
    text = render(outcome_with(checked(line=4), checked(ACCEPTED, lang="tr", found="31,5 milyon")), "csv")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert list(rows[0]) == CSV_COLUMNS
    assert [r["status"] for r in rows] == ["new", "accepted"]
    assert rows[0]["line"] == "4" and rows[0]["path"] == "sources/news/ms.txt"
    assert rows[0]["found_value"] == ""


def test_csv_writes_values_like_the_contract():
    issue = checked()
    issue.discrepancy.found_value, issue.discrepancy.expected_value = 31_500_000.0, 31_500_000_000.0
    row = next(csv.DictReader(io.StringIO(render(outcome_with(issue), "csv"))))
    assert (row["found_value"], row["expected_value"]) == ("31500000", "31500000000")


def test_csv_guards_formula_like_text_but_not_numbers():
    issue = checked(found="-31,5 milyon", expected="=HYPERLINK(\"evil.test\",\"click\")")
    issue.discrepancy.article = "@news"
    issue.discrepancy.found_value, issue.discrepancy.expected_value = -31_500_000.0, 31_500_000_000.0
    row = next(csv.DictReader(io.StringIO(render(outcome_with(issue), "csv"))))
    assert row["found"] == "'-31,5 milyon" and row["article"] == "'@news"
    assert row["expected"] == "'=HYPERLINK(\"evil.test\",\"click\")"
    assert row["found_value"] == "-31500000"  # a number: never guarded


def test_bidi_controls_from_a_source_are_shown_not_obeyed_in_table_and_annotations():
    issue = checked(found="3\u202e00 kişi", expected="300 kişi")
    table = render(outcome_with(issue), "table")
    assert "3<U+202E>00 kişi" in table and "\u202e" not in table
    github = render(outcome_with(issue), "github")
    assert "3<U+202E>00 kişi" in github and "\u202e" not in github
    assert "3\u202e00 kişi" in render(outcome_with(issue), "json")  # data formats keep the text


def test_json_document():
    document = json.loads(render(outcome_with(checked(), checked(ACCEPTED, lang="hi"), stale=[STALE]), "json"))
    assert document["exit_code"] == 1 and document["fail_on"] == "medium"
    assert document["summary"] == {"new": 1, "below_threshold": 0, "accepted": 1, "stale": 1}
    assert document["issues"][0]["issue_id"] == make_discrepancy().issue_id
    assert document["stale"][0]["issue_id"] == "value-0123456789"


def test_github_annotations_point_at_file_and_line():
    text = render(outcome_with(checked(line=7), checked(BELOW_THRESHOLD, severity="low", lang="tr", line=9),
                               checked(ACCEPTED, lang="hi")), "github")
    lines = text.splitlines()
    issue_id = make_discrepancy().issue_id
    assert lines[0] == (
        "::error file=sources/news/ms.txt,line=7,title=reconcile scale::The ms version says 31.5 juta where "
        f"the others say 31,5 milyar. (found 31.5 juta, expected 31,5 milyar) [{issue_id}]"
    )
    assert lines[1].startswith("::warning file=sources/news/tr.txt,line=9,title=reconcile scale::")
    assert not any("hi.txt" in line for line in lines)  # accepted issues are silent
    assert lines[-1].startswith("reconcile check: 1 new discrepancy")


def test_github_reports_stale_entries_as_notices():
    text = render(outcome_with(stale=[STALE]), "github")
    assert text.splitlines()[0] == (
        "::notice file=reconcile-baseline.csv,title=reconcile stale baseline entry::baseline entry "
        "value-0123456789 (news, value) no longer occurs; remove it from the baseline"
    )


def test_github_escapes_properties_and_data():
    line = annotation("error", "50% off\nnext, line: yes", "sources/a,b/x:y.txt", 3, "t: a, b")
    assert line == "::error file=sources/a%2Cb/x%3Ay.txt,line=3,title=t%3A a%2C b::50%25 off%0Anext, line: yes"


@pytest.mark.parametrize("text, value", [("table", "table"), ("GitHub", "github"), ("json", "json"), ("csv", "csv")])
def test_parse_format(text, value):
    assert parse_format(text) == value


def test_bad_format_is_a_usage_error():
    with pytest.raises(UsageError, match="--format must be one of table, csv, json, github"):
        parse_format("xml")


def test_summary_counts_plurals():
    outcome = outcome_with(checked(), checked(lang="hi"))
    outcome.articles = ["a", "b"]
    assert summary_line(outcome).startswith("reconcile check: 2 new discrepancies at or above medium in 2 articles checked")
