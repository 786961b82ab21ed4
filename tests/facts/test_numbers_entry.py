"""``api.reconcile_article_numbers`` is the numbers half of ``api.process_article``: the same
numbers, facts and numeric rows, without the names stage (the fact tests and the planted-errors
benchmark run it)."""
from factstory import STORY, edited, write_article

from pipeline import api

NAME_KINDS = {"name_variant", "name_mismatch"}


def readings(result):
    return [(n.lang, n.line, n.start, n.mention.surface, n.mention.value, n.mention.unit, n.fact_id)
            for n in result.numbers]


def test_the_numbers_pipeline_is_the_numbers_half_of_the_whole_one(tmp_path):
    folder = write_article(tmp_path, edited({("tr", 0): ("212 mühendis", "221 mühendis"),
                                             ("hi", 5): ("4.2 अरब", "42 अरब")}))
    whole = api.process_article(folder, tmp_path)
    numbers = api.reconcile_article_numbers(folder, tmp_path)
    assert readings(numbers) == readings(whole) and numbers.facts == whole.facts > 0
    assert numbers.persons == [] and not any(d.kind in NAME_KINDS for d in numbers.discrepancies)
    names = [d for d in whole.discrepancies if d.kind in NAME_KINDS]
    assert [d.issue_id for d in whole.discrepancies] == [d.issue_id for d in names + numbers.discrepancies]
    assert {(d.lang, d.line) for d in numbers.discrepancies} >= {("tr", 1), ("hi", 11)}


def test_stages_are_reported_in_the_order_the_progress_line_shows(tmp_path):
    seen = []
    api.process_article(write_article(tmp_path, STORY), tmp_path, on_stage=seen.append)
    assert seen == list(api.STAGES[:-1])  # "reports" is the writer's
