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
