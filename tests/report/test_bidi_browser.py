"""Bidi order in a real browser: headless Chromium lays out report.html, and a probe script
measures where characters land on screen.

A range in an English message next to Arabic text must read left to right
(``250,000–900,000``, not ``900,000–250,000``), in the list of discrepancies and in the note
under the line. The same message put on the page without isolation is measured too: it must
come out reversed, which shows that the probe sees the reordering it guards against. A
right-to-left override inside a version line must not reverse the rest of the line.

The report forbids scripts (Content-Security-Policy); the probe page is a copy of the report
with that one meta tag removed and the probe appended, the layout is the report's own.
"""
from __future__ import annotations

import html
import json

import pytest

from pipeline.model import ArticleResult, Discrepancy, Place
from pipeline.report.html import render_html
from pipeline.wording import amount, quote

ARABIC_RANGE = "بين 250 ألف و900 ألف دولار"
# as older messages put it: the Arabic quote right before the grouped range
BARE = f'The Arabic version says "{ARABIC_RANGE}" ({amount(250000, "USD", 900000)}) where English says 2.5 to 9 million.'
# as pipeline.wording puts it: quote with romanization, then the amount
WORDED = (f"The Arabic version says {quote(ARABIC_RANGE, 'ar')} ({amount(250000, 'USD', 900000)}) "
          f"where English says {quote('US$2.5-9 million', 'en')} ({amount(2.5e6, 'USD', 9e6)}): off by a factor of 10.")
TR_LINE = "Fabrikada 3\u202e00 kişi çalışıyor ve üretim artıyor."

PROBE = """<script>
function leftOf(root, needle) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(needle);
    if (at >= 0) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      const box = range.getBoundingClientRect();
      return [box.left, box.top];
    }
  }
  return null;
}
const probes = {
  list: document.querySelectorAll("table.issues tbody tr"),
  notes: document.querySelectorAll("div.note"),
  control: document.querySelectorAll("#control p.message"),
};
const found = {};
for (const [name, elements] of Object.entries(probes)) {
  found[name] = Array.from(elements).map(e => [leftOf(e, "250,000"), leftOf(e, "900,000")]);
}
const line = document.getElementById("L-tr-1");
found.tr_line = [leftOf(line, "kişi"), leftOf(line, "üretim")];
const raw = document.getElementById("control-line");
found.control_line = [leftOf(raw, "kişi"), leftOf(raw, "üretim")];
document.body.setAttribute("data-measure", JSON.stringify(found));
</script>"""


def article(builders) -> ArticleResult:
    make = builders["version"]
    versions = [make("en", [["The plant pays between US$2.5 million and US$9 million a year."]]),
                make("ar", [[f"تدفع الشركة {ARABIC_RANGE} سنويا."]]),
                make("tr", [[TR_LINE]])]
    start = versions[1].raw_lines[0].index(ARABIC_RANGE)
    discrepancies = [
        Discrepancy("plant", f"scale-{i}", "scale", "high", "ar", versions[1].file, 1, ARABIC_RANGE, 250000.0, "USD",
                    "US$2.5 million and US$9 million", 2.5e6, "USD", [Place("en", 1)], message,
                    start, start + len(ARABIC_RANGE))
        for i, message in enumerate([BARE, WORDED])
    ]
    return ArticleResult("plant", versions, discrepancies=discrepancies,
                         alignment=[{"en": [0], "ar": [0], "tr": [0]}])


def probe_page(page: str) -> str:
    head_end = page.index('<meta http-equiv="Content-Security-Policy"')
    page = page[:head_end] + page[page.index(">", head_end) + 1:]
    control = (f'<div id="control" dir="ltr" lang="en"><p class="message">{html.escape(BARE)}</p>'
               f'<p id="control-line">{html.escape(TR_LINE)}</p></div>')
    # order on one line is what is measured: no wrapping, whatever fonts the machine has
    nowrap = "<style>* { white-space: nowrap !important; }</style>"
    return page.replace("</head>", nowrap + "</head>", 1).replace("</body>", control + PROBE + "</body>")


@pytest.fixture(scope="module")
def measured(chromium, builders, tmp_path_factory, parse):
    folder = tmp_path_factory.mktemp("bidi")
    path = folder / "probe.html"
    path.write_text(probe_page(render_html(article(builders))), encoding="utf-8")
    # wide enough that no message or line wraps: order on one line is what is measured
    done = chromium.run(folder / "profile", "--window-size=3840,2000", "--dump-dom", path.as_uri())
    (body,) = parse(done.stdout.decode("utf-8")).find_all("body")
    assert "data-measure" in body.attrs, "the probe did not run"
    return json.loads(body.attrs["data-measure"])


def left_to_right(pair) -> bool:
    """Both pieces drawn on one line, the first left of the second."""
    (x1, y1), (x2, y2) = pair
    assert abs(y1 - y2) < 1, f"the pieces are on different lines ({y1} and {y2}): widen the window"
    return x1 < x2


def test_ranges_in_messages_read_left_to_right(measured):
    assert len(measured["list"]) == 2 and len(measured["notes"]) == 2
    for pair in measured["list"] + measured["notes"]:
        assert left_to_right(pair), f"250,000 is drawn right of 900,000: {pair}"


def test_without_isolation_the_same_range_is_reversed(measured):
    # the probe can see the bug: the message without isolation shows 900,000 first
    (pair,) = measured["control"]
    assert not left_to_right(pair)


def test_a_right_to_left_override_does_not_reverse_the_line(measured):
    assert left_to_right(measured["tr_line"])
    # the same line put on a page as it is: everything after U+202E is reversed
    assert not left_to_right(measured["control_line"])
