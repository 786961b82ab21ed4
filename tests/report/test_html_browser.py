"""report.html opened in a real browser: headless Chromium loads the file from disk.

(a) ``--dump-dom`` gives the DOM after load: the list, the highlights and their ids, and
the quoted markup as text with no element injected from the sources;
(b) ``--screenshot`` must show a page, not a blank one: several colours, including the
severity colours of the badges.
"""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from pipeline.report.html import write_html

HIGH_RGB = (0xC6, 0x28, 0x28)  # --high in report.css
MEDIUM_RGB = (0xE6, 0x51, 0x00)  # --medium in report.css


@pytest.fixture(scope="module")
def report(tmp_path_factory, build_demo) -> Path:
    """The same hand-written article as the Python tests, written to disk."""
    path = tmp_path_factory.mktemp("report") / "report.html"
    write_html(build_demo(), path)
    return path


# --- (a) the DOM after load ---------------------------------------------------------------


@pytest.fixture(scope="module")
def dom_after_load(chromium, report, tmp_path_factory, parse):
    done = chromium.run(tmp_path_factory.mktemp("profile"), "--dump-dom", report.as_uri())
    return parse(done.stdout.decode("utf-8"))


def test_list_links_to_highlights_in_the_loaded_page(dom_after_load):
    dom = dom_after_load
    rows = dom.by_id("discrepancies").find_all("tbody")[0].find_all("tr")
    assert len(rows) == 4
    expected = {"42 milyar dolar", "%3,5", "8 ملايين دولار"}
    highlighted = set()
    for row in rows:
        for link in row.find_all("a"):
            target = dom.by_id(link.attrs["href"][1:])
            assert target is not None, link.attrs["href"]
        target = dom.by_id(row.find_all("td", cls="found")[0].find_all("a")[0].attrs["href"][1:])
        if "hl" in target.classes:
            highlighted.add(target.text)
        else:  # the omission is anchored on its note
            assert "note" in target.classes and "2019" in target.text
    assert highlighted == expected


def test_arabic_is_laid_out_right_to_left(dom_after_load):
    cells = dom_after_load.by_id("versions").find_all("td", lang="ar")
    assert cells and {c.attrs["dir"] for c in cells} == {"rtl"}


def test_markup_from_sources_stays_text_after_load(dom_after_load):
    dom = dom_after_load
    assert dom.find_all("script") == []  # the page has none of its own, and none was injected
    assert dom.find_all("img") == []
    (body,) = dom.find_all("body")
    assert "data-pwned" not in body.attrs
    assert dom.find_all("title")[0].text == "reconcile · lumen-robotics"
    en_line = dom.by_id("L-en-7").text
    assert "<script>document.body.setAttribute('data-pwned','1')</script>" in en_line
    assert "<img src=x onerror=\"document.title='pwned'\">" in en_line
    assert "<script>alert(1)</script>" in dom.by_id("L-tr-7").text


# --- (b) a screenshot that is not blank ------------------------------------------------------


def png_rows(data: bytes, max_rows: int) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit RGB/RGBA PNG with the standard library: (width, height, top rows).

    Rows are unfiltered in order, so decoding can stop after ``max_rows``.
    """
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 3 if colour == 2 else 4
    stride = width * channels
    raw = zlib.decompress(b"".join(idat))
    rows, previous = [], bytearray(stride)
    for y in range(min(height, max_rows)):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        unfilter(kind, row, previous, channels)
        rows.append(bytes(row))
        previous = row
    return width, height, rows


def unfilter(kind: int, row: bytearray, up: bytearray, bpp: int) -> None:
    if kind == 0:
        return
    if kind == 2:
        for i in range(len(row)):
            row[i] = (row[i] + up[i]) & 0xFF
        return
    for i in range(len(row)):
        left = row[i - bpp] if i >= bpp else 0
        if kind == 1:
            row[i] = (row[i] + left) & 0xFF
        elif kind == 3:
            row[i] = (row[i] + ((left + up[i]) >> 1)) & 0xFF
        elif kind == 4:
            upper_left = up[i - bpp] if i >= bpp else 0
            p = left + up[i] - upper_left
            pa, pb, pc = abs(p - left), abs(p - up[i]), abs(p - upper_left)
            pred = left if pa <= pb and pa <= pc else (up[i] if pb <= pc else upper_left)
            row[i] = (row[i] + pred) & 0xFF
        else:
            raise AssertionError(f"bad PNG filter type {kind}")


def colours(rows: list[bytes], channels: int) -> set[tuple[int, int, int]]:
    found = set()
    for row in rows:
        for x in range(0, len(row), channels):
            found.add((row[x], row[x + 1], row[x + 2]))
    return found


def test_png_decoder_reads_a_png_it_did_not_make():
    # 2x3 RGB, filtered by hand: Sub (red, green), Up (blue, white), Paeth (two greys)
    raw = bytes(
        [1, 255, 0, 0, 1, 255, 0]
        + [2, 1, 0, 255, 255, 0, 255]
        + [4, 10, 20, 31, 41, 51, 30]
    )

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    ihdr = struct.pack(">IIBBBBB", 2, 3, 8, 2, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    width, height, rows = png_rows(png, 10)
    assert (width, height) == (2, 3)
    assert rows == [bytes([255, 0, 0, 0, 255, 0]), bytes([0, 0, 255, 255, 255, 255]), bytes([10, 20, 30, 40, 50, 60])]
    assert colours(rows, 3) == {(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255), (10, 20, 30), (40, 50, 60)}


def test_screenshot_shows_the_report(chromium, report, tmp_path):
    shot = tmp_path / "report.png"
    chromium.run(
        tmp_path / "profile", f"--screenshot={shot}", "--window-size=1280,2000", report.as_uri()
    )
    data = shot.read_bytes()
    channels = 4 if data[25] == 6 else 3
    # the header, the list with its severity badges and the first rows fit in the top 700 px
    width, height, rows = png_rows(data, 700)
    assert (width, height) == (1280, 2000)
    seen = colours(rows, channels)
    assert len(seen) > 50, f"only {len(seen)} colours: the page looks blank"
    assert HIGH_RGB in seen and MEDIUM_RGB in seen, "severity badges not rendered"


def test_report_prints_to_pdf(chromium, report, tmp_path):
    pdf = tmp_path / "report.pdf"
    chromium.run(tmp_path / "profile", f"--print-to-pdf={pdf}", "--no-pdf-header-footer", report.as_uri())
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF")
    assert data.count(b"/Type /Page") - data.count(b"/Type /Pages") >= 1
