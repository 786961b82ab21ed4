"""report.html rendered in Python and inspected with a small DOM (no browser here)."""
from __future__ import annotations

import os
import re
from dataclasses import replace

import pytest

from pipeline.ids import issue_id
from pipeline.model import ArticleResult, Discrepancy, Place
from pipeline.report.html import render_html, write_html
from pipeline.report.markup import Mark, render_marked


def lines_of(result: ArticleResult):
    """(lang, line number, raw text) of every line that belongs to a paragraph."""
    for version in result.versions:
        for paragraph in version.paragraphs:
            for number in paragraph.line_numbers:
                yield version.lang, number, version.raw_lines[number - 1]


def line_text(dom, lang: str, number: int) -> str:
    line = dom.by_id(f"L-{lang}-{number}")
    assert line is not None, f"line {lang}:{number} not shown"
    (txt,) = line.find_all("bdi", cls="txt")
    return txt.text


def side_table(dom):
    (table,) = dom.find_all("table", cls="side")
    return table


def anchor_of(dom, disc: Discrepancy) -> str:
    """The id the list links to for this discrepancy (read from the list row)."""
    row = dom.by_id(f"item-d-{disc.issue_id}-{disc.lang}")
    assert row is not None, f"no list row for {disc.issue_id}"
    (link,) = row.find_all("td", cls="found")[0].find_all("a")
    return link.attrs["href"][1:]


# --- escaping -----------------------------------------------------------------------------


def test_markup_in_sources_is_shown_as_text(demo, parse):
    page = render_html(demo)
    dom = parse(page)
    assert not re.search(r"<script|<img", page, re.IGNORECASE)
    assert dom.find_all("script") == [] and dom.find_all("img") == []
    assert not [e for e in dom.iter() if any(name.startswith("on") for name in e.attrs)]
    assert line_text(dom, "en", 7) == demo.versions[0].raw_lines[6]
    assert "<script>alert(1)</script>" in line_text(dom, "tr", 7)


def test_markup_inside_a_highlight_is_escaped(demo, parse):
    tr = demo.versions[1]
    tr.raw_lines[6] = "Bir okur <b>42 milyar dolar</b> & <script>x</script> yazdı."
    start = tr.raw_lines[6].index("<b>")
    demo.discrepancies.append(
        Discrepancy(demo.article, issue_id(demo.article, "value", "tr", "markup"), "value", "medium", "tr",
                    tr.file, 7, "<b>42 milyar dolar</b>", start=start, end=start + len("<b>42 milyar dolar</b>"))
    )
    page = render_html(demo)
    dom = parse(page)
    assert "<b>42" not in page and "&lt;b&gt;42 milyar dolar&lt;/b&gt;" in page
    assert dom.by_id(anchor_of(dom, demo.discrepancies[-1])).text == "<b>42 milyar dolar</b>"
    assert line_text(dom, "tr", 7) == tr.raw_lines[6]


def test_every_line_keeps_its_exact_text_under_highlights(demo, parse):
    dom = parse(render_html(demo))
    for lang, number, raw in lines_of(demo):
        assert line_text(dom, lang, number) == raw


def test_render_marked_nests_crossing_marks_and_keeps_the_anchor_once():
    text = "a<b>&c 31,5 milyar"
    marks = [Mark(1, 5, 0, "hl", "t", "d-x"), Mark(3, 11, 1, "num")]
    rendered = render_marked(text, marks)
    assert rendered.count('id="d-x"') == 1
    assert re.sub(r"<[^>]+>", "", rendered) == "a&lt;b&gt;&amp;c 31,5 milyar"
    # well formed: the crossing mark is cut at the end of the enclosing one
    assert rendered == (
        'a<span class="hl" id="d-x" title="t">&lt;b<span class="num">&gt;&amp;</span></span>'
        '<span class="num">c 31,5</span> milyar'
    )


def test_render_marked_ignores_empty_and_out_of_range_marks():
    assert render_marked("abc", [Mark(2, 2, 0, "x"), Mark(5, 9, 0, "x")]) == "abc"
    assert render_marked("abc", [Mark(1, 99, 0, "x")]) == 'a<span class="x">bc</span>'


# --- discrepancies: list, anchors, highlights -----------------------------------------------


def test_ids_are_unique_and_every_link_has_a_target(demo, parse):
    dom = parse(render_html(demo))
    ids = [e.attrs["id"] for e in dom.iter() if "id" in e.attrs]
    assert len(ids) == len(set(ids))
    hrefs = [e.attrs["href"] for e in dom.find_all("a")]
    assert hrefs and all(h.startswith("#") for h in hrefs)
    assert {h[1:] for h in hrefs} <= set(ids)


def test_every_discrepancy_is_listed_and_linked(demo, parse):
    dom = parse(render_html(demo))
    rows = dom.by_id("discrepancies").find_all("tbody")[0].find_all("tr")
    assert len(rows) == len(demo.discrepancies) == 4
    # most severe first
    assert [r.find_all("span", cls="badge")[0].text for r in rows] == ["high", "high", "medium", "low"]
    for disc in demo.discrepancies:
        target = dom.by_id(anchor_of(dom, disc))
        assert target is not None
        assert disc.message in dom.by_id(f"item-d-{disc.issue_id}-{disc.lang}").text


@pytest.mark.parametrize(
    "lang, kind, found",
    [
        ("tr", "scale", "42 milyar dolar"),
        ("tr", "unit", "%3,5"),
        ("ar", "scale", "8 ملايين دولار"),  # columns of an Arabic line
    ],
)
def test_found_span_is_highlighted_in_the_suspect_version(demo, parse, lang, kind, found):
    disc = next(d for d in demo.discrepancies if d.lang == lang and d.kind == kind)
    dom = parse(render_html(demo))
    span = dom.by_id(anchor_of(dom, disc))
    assert span.tag == "span" and span.text == found
    assert {"hl", f"sev-{disc.severity}", f"kind-{kind}"} <= span.classes
    assert disc.message in span.attrs["title"]
    assert span.ancestor("td").attrs["lang"] == lang
    # the visible note sits in the same cell and links back to the list
    notes = span.ancestor("td").find_all("div", cls="note")
    assert any(disc.message in n.text and n.find_all("a")[0].attrs["href"] == f"#item-{anchor_of(dom, disc)}" for n in notes)


@pytest.mark.parametrize(
    "lang, kind, expected_by_version",
    [
        ("tr", "scale", {"en": "US$4.2 billion", "ar": "4.2 مليار دولار"}),
        ("tr", "unit", {"en": "3.5x", "ar": "3.5 مرة"}),
        ("ar", "scale", {"en": "80 million dollars", "tr": "80 milyon dolar"}),
        ("ar", "missing", {"en": "2019", "tr": "2019"}),
    ],
)
def test_expected_span_is_highlighted_in_the_evidence_versions(demo, parse, lang, kind, expected_by_version):
    dom = parse(render_html(demo))
    disc = next(d for d in demo.discrepancies if d.lang == lang and d.kind == kind)
    row = dom.by_id(f"item-{anchor_of(dom, disc)}")
    links = {a.text: a.attrs["href"][1:] for a in row.find_all("td")[6].find_all("a")}
    assert len(links) == len(expected_by_version)
    for ref, target in links.items():
        span = dom.by_id(target)
        ev_lang = ref.split(":")[0]
        assert span.text == expected_by_version[ev_lang]
        assert "ev" in span.classes and span.ancestor("td").attrs["lang"] == ev_lang
        assert disc.message in span.attrs["title"]


def test_evidence_without_columns_links_to_the_line(demo, parse):
    disc = demo.discrepancies[0]
    demo.discrepancies = [replace(disc, evidence=[Place(p.lang, p.line) for p in disc.evidence])]
    dom = parse(render_html(demo))
    links = dom.by_id(f"item-{anchor_of(dom, disc)}").find_all("td")[6].find_all("a")
    assert [a.attrs["href"] for a in links] == ["#L-en-1", "#L-ar-1"]


def test_evidence_is_highlighted_where_it_is_handed_not_where_the_text_repeats(demo, parse):
    disc = demo.discrepancies[0]
    en = disc.evidence[0]
    # the same figure is said again further on the line: the handed span decides
    demo.discrepancies = [replace(disc, evidence=[en])]
    dom = parse(render_html(demo))
    link = dom.by_id(f"item-{anchor_of(dom, disc)}").find_all("td")[6].find_all("a")[0]
    assert dom.by_id(link.attrs["href"][1:]).text == demo.versions[0].raw_lines[en.line - 1][en.start:en.end]


def test_an_omission_is_anchored_on_its_note(demo, parse):
    dom = parse(render_html(demo))
    disc = next(d for d in demo.discrepancies if d.kind == "missing")
    note = dom.by_id(anchor_of(dom, disc))
    assert note.tag == "div" and "note" in note.classes and "2019" in note.text
    assert note.ancestor("td").attrs["lang"] == "ar"


def test_wrong_columns_leave_the_note_as_the_anchor(demo, parse):
    disc = demo.discrepancies[0]
    demo.discrepancies[0] = replace(disc, start=500, end=510)
    dom = parse(render_html(demo))
    target = dom.by_id(anchor_of(dom, disc))
    assert target.tag == "div" and "note" in target.classes

def test_found_text_absent_from_its_line_puts_the_anchor_on_the_note(demo, parse):
    disc = replace(demo.discrepancies[1], found="%99", start=None, end=None, fact_id="")
    demo.discrepancies[1] = disc
    dom = parse(render_html(demo))
    target = dom.by_id(anchor_of(dom, disc))
    assert target.tag == "div" and "note" in target.classes


def test_a_discrepancy_without_a_shown_line_still_has_its_anchor(demo, parse):
    ar = demo.versions[2]
    demo.discrepancies += [
        Discrepancy(demo.article, "missing-aaaa", "missing", "low", "ar", ar.file, 0, "", expected="250"),
        Discrepancy(demo.article, "value-bbbb", "value", "medium", "ru", "x/ru.txt", 3, "7", expected="8"),
    ]
    dom = parse(render_html(demo))
    for disc in demo.discrepancies[-2:]:
        assert dom.by_id(anchor_of(dom, disc)) is not None
    assert dom.by_id("d-missing-aaaa-ar").ancestor("tr").attrs["id"] == "g-unplaced"
    assert dom.by_id("d-value-bbbb-ru").ancestor("tr").attrs["id"] == "g-orphans"


def test_the_same_issue_twice_gets_two_anchors(demo, parse):
    demo.discrepancies.append(replace(demo.discrepancies[0]))
    dom = parse(render_html(demo))
    anchors = {e.attrs["id"] for e in side_table(dom).find_all("span", cls="hl") if "id" in e.attrs}
    assert {"d-" + demo.discrepancies[0].issue_id + "-tr", "d-" + demo.discrepancies[0].issue_id + "-tr-2"} <= anchors


# --- layout -----------------------------------------------------------------------------------


def test_arabic_cells_are_right_to_left(demo, parse):
    dom = parse(render_html(demo))
    cells = dom.by_id("versions").find_all("td")
    assert {c.attrs["dir"] for c in cells if c.attrs.get("lang") == "ar"} == {"rtl"}
    assert {c.attrs["dir"] for c in cells if c.attrs.get("lang") in ("en", "tr")} == {"ltr"}


def test_direction_comes_from_the_script_of_the_language(builders, parse):
    arabic = builders["version"]("ar", [["قُدّرت قيمة الشركة بـ 4.2 مليار دولار."]])
    latin = builders["version"]("tr", [["Şirketin değeri 4,2 milyar dolar."]])
    dom = parse(render_html(ArticleResult("a", [arabic, latin])))
    assert {c.attrs["lang"]: c.attrs["dir"] for c in dom.by_id("versions").find_all("td")} == {"ar": "rtl", "tr": "ltr"}


def test_versions_of_different_lengths_share_rows_by_alignment(demo, parse):
    dom = parse(render_html(demo))
    rows = dom.by_id("versions").find_all("tbody")[0].find_all("tr")
    assert [r.attrs["id"] for r in rows] == ["g-1", "g-2", "g-3"]
    by_lang = {c.attrs["lang"]: c for c in rows[1].find_all("td")}
    # en and tr contribute two paragraphs, ar one paragraph of two lines
    assert len(by_lang["en"].find_all("div", cls="para")) == 2
    assert [e.attrs["id"] for e in by_lang["ar"].find_all("div", cls="line")] == ["L-ar-3", "L-ar-4"]
    assert [lno.text for lno in by_lang["ar"].find_all("span", cls="lno")] == ["3", "4"]
    assert "absent" in {c.attrs["lang"]: c for c in rows[2].find_all("td")}["ar"].classes


def row_layout(dom) -> list[tuple[str, dict[str, list[int]]]]:
    """Per row of the side table: its class and, per version, the paragraph indexes shown."""
    layout = []
    for row in side_table(dom).find_all("tbody")[0].find_all("tr"):
        cells = {
            td.attrs["lang"]: [int(d.attrs["data-index"]) for d in td.find_all("div", cls="para")]
            for td in row.find_all("td")
        }
        layout.append((row.attrs.get("class", ""), {lang: ps for lang, ps in cells.items() if ps}))
    return layout


def test_paragraphs_left_out_of_the_alignment_are_placed_by_position_after_their_neighbours(demo, parse):
    demo.alignment = [{"en": [0], "tr": [0], "ar": [0]}, {"en": [3], "tr": [3]}]
    dom = parse(render_html(demo))
    for lang, number, raw in lines_of(demo):
        assert line_text(dom, lang, number) == raw
    assert row_layout(dom) == [
        ("", {"en": [0], "tr": [0], "ar": [0]}),
        ("unaligned", {"en": [1], "tr": [1], "ar": [1]}),
        ("unaligned", {"en": [2], "tr": [2]}),
        ("", {"en": [3], "tr": [3]}),
    ]
    assert "2 aligned rows, 2 rows of unaligned paragraphs" in dom.by_id("top").text


def test_no_alignment_at_all_shows_paragraph_k_of_every_version_in_row_k(demo, parse):
    demo.alignment = []
    dom = parse(render_html(demo))
    for lang, number, raw in lines_of(demo):
        assert line_text(dom, lang, number) == raw
    assert row_layout(dom) == [
        ("unaligned", {"en": [0], "tr": [0], "ar": [0]}),
        ("unaligned", {"en": [1], "tr": [1], "ar": [1]}),
        ("unaligned", {"en": [2], "tr": [2]}),
        ("unaligned", {"en": [3], "tr": [3]}),
    ]


def test_alignment_entries_out_of_range_or_unknown_are_ignored(demo, parse):
    demo.alignment = [{"en": [0, 0, 99], "tr": [-1, 0], "xx": [0], "ar": [0]}, {"en": [1, 2, 3], "tr": [1, 2, 3], "ar": [1]}]
    dom = parse(render_html(demo))
    assert row_layout(dom) == [
        ("", {"en": [0], "tr": [0], "ar": [0]}),
        ("", {"en": [1, 2, 3], "tr": [1, 2, 3], "ar": [1]}),
    ]


def test_a_paragraph_named_by_two_groups_is_shown_once_and_referred_to(demo, parse):
    demo.alignment = [
        {"en": [0], "tr": [0], "ar": [0]},
        {"en": [1], "tr": [1], "ar": [1]},
        {"en": [2], "tr": [2], "ar": [1]},  # a summary paragraph covering two groups
        {"en": [3], "tr": [3]},
    ]
    dom = parse(render_html(demo))
    row3 = {c.attrs["lang"]: c for c in dom.by_id("g-3").find_all("td")}
    (ref,) = row3["ar"].find_all("p", cls="seeref")
    assert ref.find_all("a")[0].attrs["href"] == "#g-2" and "lines 3–4" in ref.text
    assert len(dom.find_all(id="L-ar-3")) == 1


def test_empty_discrepancy_list(demo, parse):
    demo.discrepancies = []
    dom = parse(render_html(demo))
    assert "No discrepancies found" in dom.by_id("discrepancies").text
    table = side_table(dom)
    assert table.find_all(cls="hl") == [] and table.find_all(cls="ev") == [] and table.find_all(cls="note") == []
    assert [li.text for li in dom.find_all("ul", cls="counts")[0].find_all("li")] == [
        "0 discrepancies", "0 high", "0 medium", "0 low"]


def test_header_names_versions_and_counts_severities(demo, parse):
    dom = parse(render_html(demo))
    header = dom.by_id("top")
    assert header.find_all("h1")[0].text == "lumen-robotics"
    assert [li.text for li in header.find_all("ul", cls="counts")[0].find_all("li")] == [
        "4 discrepancies", "2 high", "1 medium", "1 low"]
    rows = header.find_all("table")[0].find_all("tbody")[0].find_all("tr")
    cells = [[td.text for td in r.find_all("td")] for r in rows]
    assert [c[1] for c in cells] == ["lumen-robotics/en.txt", "lumen-robotics/tr.txt", "lumen-robotics/ar.txt"]
    assert [c[2] for c in cells] == ["ltr", "ltr", "rtl"]
    assert [c[5:] for c in cells] == [["0", "0", "0"], ["1", "1", "0"], ["1", "0", "1"]]


def test_numbers_and_persons_are_marked(demo, parse):
    dom = parse(render_html(demo))
    assert {e.text for e in side_table(dom).find_all("span", cls="person")} == {"Sara Okafor", "Okafor", "سارة أوكافور", "أوكافور"}
    nums = side_table(dom).find_all("span", cls="num")
    assert len([n for n in nums if "title" in n.attrs and "fact" in n.attrs["title"]]) == len(demo.numbers)


def test_page_is_self_contained(demo, parse):
    page = render_html(demo)
    dom = parse(page)
    assert dom.find_all("link") == [] and dom.find_all("script") == []
    for element in dom.iter():
        for name in ("src", "href", "action"):
            assert not (element.attrs.get(name) or "#").lstrip().lower().startswith(("http", "//", "data", "javascript"))
    assert "@import" not in page and "url(" not in page
    (csp,) = dom.find_all("meta", **{"http-equiv": "Content-Security-Policy"})
    assert "default-src 'none'" in csp.attrs["content"]


# --- writing ----------------------------------------------------------------------------------


def test_write_html_is_atomic_and_replaces(demo, tmp_path):
    target = tmp_path / "out" / "lumen-robotics" / "report.html"
    write_html(demo, target)
    first = target.read_text(encoding="utf-8")
    assert first == render_html(demo)
    demo.discrepancies = []
    write_html(demo, target)
    assert target.read_text(encoding="utf-8") == render_html(demo) != first
    assert os.listdir(target.parent) == ["report.html"]


def test_write_html_leaves_no_temp_file_when_the_replace_fails(demo, tmp_path, monkeypatch):
    target = tmp_path / "report.html"
    target.write_text("old report", encoding="utf-8")

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr("pipeline.io.atomic.os.replace", refuse)
    with pytest.raises(OSError):
        write_html(demo, target)
    assert os.listdir(tmp_path) == ["report.html"]
    assert target.read_text(encoding="utf-8") == "old report"


def test_an_article_without_versions_still_renders_its_discrepancies(parse):
    disc = Discrepancy("x", "value-1", "value", "high", "tr", "x/tr.txt", 3, "5", expected="6")
    dom = parse(render_html(ArticleResult("x", [], discrepancies=[disc])))
    assert dom.by_id("d-value-1-tr").ancestor("tr").attrs["id"] == "g-orphans"
    assert "1 high" in dom.by_id("top").text


# --- bidi isolation and invisible characters ----------------------------------------------


def test_every_version_line_is_an_isolate_in_the_version_direction(demo, parse):
    dom = parse(render_html(demo))
    for lang, number, _ in lines_of(demo):
        (txt,) = dom.by_id(f"L-{lang}-{number}").find_all("bdi", cls="txt")
        assert txt.attrs["dir"] == ("rtl" if lang == "ar" else "ltr")


def test_messages_are_left_to_right_isolates_with_arabic_quotes_isolated_again(demo, parse):
    message = 'The Arabic version says "8 ملايين دولار" (8,000,000–9,000,000 US dollars) where English says "80 million".'
    demo.discrepancies[2].message = message
    dom = parse(render_html(demo))
    for container in (dom.by_id("discrepancies"), side_table(dom)):
        (msg,) = [m for m in container.find_all("bdi", cls="msg") if "Arabic version" in m.text]
        assert msg.attrs["dir"] == "ltr" and msg.text == message
        inner = [b.text for b in msg.find_all("bdi") if b is not msg]
        assert inner == ["8 ملايين دولار"]  # the quote, not the range after it


@pytest.mark.parametrize("text,spans", [
    ('says "٣١٫٥ مليار" (31.5 billion)', ["٣١٫٥ مليار"]),
    ("says مليار 31.5 دولار then 40 more", ["مليار 31.5 دولار"]),
    ("English only, 2,000–9,000 US dollars", []),
    ('two "سارة" and "أوكافور" quotes', ["سارة", "أوكافور"]),
])
def test_right_to_left_stretches_of_a_message(text, spans):
    from pipeline.report.markup import isolated_plain, rtl_spans

    assert [text[a:b] for a, b in rtl_spans(text)] == spans
    plain = isolated_plain(text)
    assert plain.count("\N{FIRST STRONG ISOLATE}") == len(spans) == plain.count("\N{POP DIRECTIONAL ISOLATE}")


def test_invisible_characters_of_a_line_are_shown_as_badges_not_obeyed(builders, parse):
    line = "Fabrikada 3\u202e00 kişi\u200d çalışıyor\x00 ve %80'i genç."
    tr = builders["version"]("tr", [[line]])
    page = render_html(ArticleResult("plant", [tr], alignment=[{"tr": [0]}]))
    assert "\u202e" not in page and "\u200d" not in page and "\x00" not in page
    dom = parse(page)
    (txt,) = dom.by_id("L-tr-1").find_all("bdi", cls="txt")
    badges = txt.find_all("span", cls="ctl")
    assert [b.text for b in badges] == ["U+202E", "U+200D", "U+0000"]
    assert badges[0].attrs["title"].startswith("U+202E RIGHT-TO-LEFT OVERRIDE: invisible in the file")
    visible = txt.text
    for badge in ("U+202E", "U+200D", "U+0000"):
        visible = visible.replace(badge, "", 1)
    assert visible == line.replace("\u202e", "").replace("\u200d", "").replace("\x00", "")


def test_highlights_keep_their_columns_around_a_badge(builders, parse):
    line = "Değeri 3\u200d1,5 milyar dolar oldu."
    tr = builders["version"]("tr", [[line]])
    start, end = 7, 7 + len("3\u200d1,5 milyar dolar")
    disc = Discrepancy("a", "scale-1", "scale", "high", "tr", tr.file, 1, line[start:end], 31.5e9, "USD",
                       "3,15 milyar", 3.15e9, "USD", [], "Turkish differs.", start, end)
    dom = parse(render_html(ArticleResult("a", [tr], discrepancies=[disc], alignment=[{"tr": [0]}])))
    (highlight,) = dom.by_id("L-tr-1").find_all("span", cls="hl")
    assert highlight.text == "3U+200D1,5 milyar dolar"
    assert [b.text for b in highlight.find_all("span", cls="ctl")] == ["U+200D"]
