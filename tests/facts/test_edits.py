"""Which figures of a changed version moved since the git ref (pipeline.facts.edits)."""
from pipeline.facts.edits import moved_in_version
from pipeline.model import LocatedNumber, NumberMention


def figures(lines):
    """Every whole number of the lines, located as the pipeline locates them."""
    out = []
    for k, line in enumerate(lines, start=1):
        for word in line.replace(",", " ").split():
            if word.isdigit():
                at = line.index(word)
                out.append(LocatedNumber("ms", "a/ms.txt", k - 1, k, at, at + len(word),
                                         NumberMention(at, at + len(word), word, float(word), "number")))
    return out


OLD = ["Pasukan 300 orang.", "", "Nilai 31 bilion, 12 paten.", "", "Tamat pada 2025."]


def moved(new_lines):
    new = figures(new_lines)
    found = moved_in_version(figures(OLD), OLD, new, new_lines)
    return [(n.line, n.mention.value, found[id(n)].mention.value if found[id(n)] else None)
            for n in new if id(n) in found]


def test_unchanged_lines_and_figures_do_not_move():
    assert moved(list(OLD)) == []
    edited = ["Pasukan 300 orang yang muda.", "", "Nilai 31 bilion, 12 paten.", "", "Tamat pada 2025."]
    assert moved(edited) == []  # the line changed, its figure did not


def test_a_changed_figure_moved_from_what_it_was():
    edited = ["Pasukan 300 orang.", "", "Nilai 315 bilion, 12 paten.", "", "Tamat pada 2025."]
    assert moved(edited) == [(3, 315, 31)]


def test_a_new_figure_moved_from_nothing_and_lines_inserted_above_do_not_move_the_rest():
    edited = ["Baharu: 7 pejabat.", "", "Pasukan 300 orang.", "", "Nilai 31 bilion, 12 paten.", "", "Tamat pada 2025."]
    assert moved(edited) == [(1, 7, None)]
