from pipeline.align import align_versions, pivot_spans, spans_from_path
from pipeline.align.dtw import warp_path
from pipeline.model import LocatedNumber, NumberMention, Paragraph, Version


def version(lang, paragraphs):
    paras = [Paragraph(index=i, line=2 * i + 1, text=t, line_starts=[0], line_numbers=[2 * i + 1], column_maps=[None])
             for i, t in enumerate(paragraphs)]
    return Version("art", f"{lang}.txt", f"art/{lang}.txt", lang, "filename", 1.0, [], paras)


def numbers_of(v, values_per_paragraph):
    out = []
    for p, values in zip(v.paragraphs, values_per_paragraph):
        for k, value in enumerate(values):
            out.append(LocatedNumber(v.lang, v.file, p.index, p.line, k, k + 1,
                                     NumberMention(k, k + 1, str(value), float(value), "number")))
    return out


FULL = [
    "Kimi K3 released; valuation 31.5 billion.",
    "The team has 300 people, average age 30.",
    "MoBA attention is 6.5 times faster on 1M tokens.",
    "Mooncake won the FAST 2025 best paper.",
    "Muon optimizer trains 2x more efficiently.",
    "The founders met at Tsinghua in 2013.",
]
FULL_VALUES = [[31.5], [300, 30], [6.5, 1], [2025], [2], [2013]]


def test_warping_is_diagonal_on_an_identity_matrix():
    sim = [[1.0 if i == j else 0.0 for i in range(4)] for j in range(4)]
    assert warp_path(sim) == [(0, 0), (1, 1), (2, 2), (3, 3)]


def test_spans_from_path_cover_merged_paragraphs():
    assert spans_from_path([(0, 0), (0, 1), (1, 2), (2, 2)], 3) == [(0, 1), (2, 2), (2, 2)]


def test_parallel_versions_align_one_to_one():
    a, b = version("tr", FULL), version("ms", FULL)
    nums = numbers_of(a, FULL_VALUES) + numbers_of(b, FULL_VALUES)
    groups = align_versions([a, b], nums)
    assert groups == [{"ms": [i], "tr": [i]} for i in range(6)] or groups == [{"tr": [i], "ms": [i]} for i in range(6)]


def test_omitted_and_split_paragraphs_keep_the_rest_aligned():
    pivot = version("tr", FULL)
    # drops paragraph 1, splits paragraph 4 in two
    other_texts = [FULL[0], FULL[2], FULL[3], "Muon optimizer", "trains 2x more efficiently.", FULL[5]]
    other_values = [[31.5], [6.5, 1], [2025], [], [2], [2013]]
    other = version("hi", other_texts)
    nums = numbers_of(pivot, FULL_VALUES) + numbers_of(other, other_values)
    _, spans = pivot_spans([pivot, other], nums)
    hi = spans["hi"]
    assert hi[0] == (0, 0) and hi[1] == (2, 2) and hi[2] == (3, 3)
    assert hi[3] == (4, 4) and hi[4] == (4, 4) and hi[5] == (5, 5)


def test_a_condensed_version_covers_several_pivot_paragraphs():
    pivot = version("tr", FULL)
    summary = version("ru", ["Kimi K3: 31.5 billion, 300 people, 6.5 times faster MoBA.",
                             "Mooncake FAST 2025; Muon 2x; Tsinghua 2013."])
    nums = numbers_of(pivot, FULL_VALUES) + numbers_of(summary, [[31.5, 300, 6.5], [2025, 2, 2013]])
    _, spans = pivot_spans([pivot, summary], nums)
    assert spans["ru"] == [(0, 2), (3, 5)]
    groups = align_versions([pivot, summary], nums)
    assert sum(len(g.get("ru", [])) for g in groups) == 2
    assert sum(len(g.get("tr", [])) for g in groups) == 6


# -- anchors first, then a band -------------------------------------------------------------------

from pipeline.align import align_sentences  # noqa: E402
from pipeline.align.band import BAND_RADIUS, band_bounds, guide_chain  # noqa: E402
from pipeline.align.dtw import BandRow, warp_band  # noqa: E402
from pipeline.model import Sentence  # noqa: E402


def test_the_guide_is_the_heaviest_chain_increasing_on_both_sides():
    pairs = [(0, 0, 1.0), (1, 5, 0.4), (2, 2, 1.0), (3, 3, 1.0), (3, 1, 0.9), (5, 6, 1.0)]
    assert guide_chain(pairs) == [(0, 0), (2, 2), (3, 3), (5, 6)]


def test_the_band_follows_the_guide_and_stays_narrow_on_long_sequences():
    rows, columns = 400, 200  # a version with twice the pivot's paragraphs (every one split)
    chain = [(2 * k, k) for k in range(0, 200, 10)]
    bounds = band_bounds(rows, columns, chain)
    assert bounds[0][0] == 0 and bounds[-1][1] == columns - 1
    assert all(lo <= j // 2 <= hi for j, (lo, hi) in enumerate(bounds))
    assert max(hi - lo + 1 for lo, hi in bounds) <= 2 * BAND_RADIUS + 3
    assert all(b[0] >= a[0] and b[1] >= a[1] and b[0] <= a[1] for a, b in zip(bounds, bounds[1:]))


def test_warping_inside_a_band_matches_warping_over_the_whole_matrix():
    sim = [[1.0 if i in (j, j + 1) else 0.1 for i in range(6)] for j in range(5)]
    full = warp_path(sim)
    band = warp_band([BandRow(max(0, j - 1), sim[j][max(0, j - 1): j + 3]) for j in range(5)])
    assert full == band and band[0] == (0, 0) and band[-1] == (4, 5)


def with_sentences(v):
    """Sentence offsets by full stops, as the segmenter gives them."""
    for p in v.paragraphs:
        start = 0
        for k, ch in enumerate(p.text):
            if ch == "." and (k + 1 == len(p.text) or p.text[k + 1] == " "):
                p.sentences.append(Sentence(start, k + 1, p.text[start:k + 1]))
                start = k + 2
    return v


def located(v, values):
    out = []
    for p in v.paragraphs:
        for value in values:
            at = p.text.find(str(value))
            if at >= 0:
                out.append(LocatedNumber(v.lang, v.file, p.index, p.line, at, at + len(str(value)),
                                         NumberMention(at, at + len(str(value)), str(value), float(value), "number")))
    return out


def test_sentences_split_and_merged_map_onto_the_pivot_sentences_they_say():
    pivot = with_sentences(version("tr", ["Kimi K3 has 300 people. MoBA is 6.5 times faster. Muon trains 2x better."]))
    merged = with_sentences(version("ms", ["Kimi K3 has 300 people and MoBA is 6.5 times faster. Muon trains 2x better."]))
    split = with_sentences(version("ar", ["Kimi K3 has 300 people. MoBA is new. It is 6.5 times faster. Muon trains 2x better."]))
    values = [300, 6.5, 2]
    numbers = located(pivot, values) + located(merged, values) + located(split, values)
    _, spans = pivot_spans([pivot, merged, split], numbers)
    aligned = align_sentences([pivot, merged, split], numbers, "tr", spans)
    assert aligned.spans["tr"] == [(0, 0), (1, 1), (2, 2)]
    assert aligned.spans["ms"] == [(0, 1), (2, 2)]
    assert aligned.spans["ar"][0] == (0, 0) and aligned.spans["ar"][2] == (1, 1) and aligned.spans["ar"][3] == (2, 2)
    six = next(n for n in numbers if n.lang == "ms" and n.mention.value == 6.5)
    assert aligned.span_of(six) == (0, 1)
