"""Examples as data: ``tests/numbers/corpus/<code>/<dimension>.yml``, one test case per example.

Each file is a list of examples of one dimension (a module of ``pipeline/numbers``) in one
language, headed by a comment saying what it holds and where the sentences come from. An example
is a ``text`` and the mention expected in it (``surface``, ``value``, ``unit``, ``kind``, and
``value_max`` for a range; none means no range), or the part of it no mention may hold
(``absent``: digits of a name, a time of day). An example marked ``known_wrong`` holds the right
reading the code does not give yet, with why: it is expected to fail until a rule gives it (strict,
so that the rule that fixes it moves it among the others).
"""
from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from pipeline.lang import supported
from pipeline.lang.data import read_yaml
from pipeline.model import NumberMention
from pipeline.numbers import extract_numbers

CORPUS = Path(__file__).resolve().parent / "corpus"
README = Path(__file__).resolve().parents[2] / "README.md"
PACKAGE = Path(__file__).resolve().parents[2] / "pipeline" / "numbers"
DIMENSIONS = ("numerals", "money", "proportions", "counts", "measure", "dates", "clock", "ages", "ranks",
              "durations", "scores", "identifiers")
MENTION_KEYS = {"text", "surface", "value", "unit", "kind", "value_max", "known_wrong"}


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*/*.yml"))


def examples():
    for path in corpus_files():
        for n, example in enumerate(read_yaml(path), start=1):
            case = f"{path.parent.name}/{path.stem}/{n}"
            marks = [pytest.mark.xfail(strict=True, reason=example["known_wrong"])] if "known_wrong" in example else []
            yield pytest.param(path.parent.name, example, id=case, marks=marks)


@pytest.mark.parametrize("lang, example", list(examples()))
def test_example(lang, example):
    text = example["text"]
    found = extract_numbers(text, lang)
    readings = [(m.surface, m.value, m.value_max, m.unit, m.kind) for m in found]
    if "absent" in example:
        assert not [m.surface for m in found if example["absent"] in m.surface], readings
        return
    mention = next((m for m in found if m.surface == example["surface"]), None)
    assert mention is not None, f"no mention {example['surface']!r} in {readings}"
    assert text[mention.start:mention.end] == mention.surface
    assert math.isclose(mention.value, float(example["value"]), rel_tol=1e-9), readings
    assert (mention.unit, mention.kind) == (example["unit"], example["kind"]), readings
    if "value_max" in example:
        assert mention.value_max is not None and math.isclose(mention.value_max, float(example["value_max"]),
                                                              rel_tol=1e-9), readings
    else:
        assert mention.value_max is None, readings


def test_every_language_has_every_dimension_and_nothing_else():
    found = {(path.parent.name, path.stem) for path in corpus_files()}
    assert found == {(lang, dimension) for lang in supported() for dimension in DIMENSIONS}


def test_the_dimensions_are_the_modules_of_pipeline_numbers():
    assert all((PACKAGE / f"{dimension}.py").is_file() for dimension in DIMENSIONS)


@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_file_says_what_it_holds_and_its_examples_are_well_formed(path):
    assert path.read_text(encoding="utf-8").startswith("# "), "a header comment: what the file holds, its source"
    examples = read_yaml(path)
    assert isinstance(examples, list) and examples
    for example in examples:
        if "absent" in example:
            assert set(example) - {"known_wrong"} == {"text", "absent"} and example["absent"] in example["text"], example
        else:
            assert {"text", "surface", "value", "unit", "kind"} <= set(example) <= MENTION_KEYS, example
            assert example["surface"] in example["text"], example


def readme_examples() -> list[str]:
    """The examples the README gives for numbers: the backticked figures and words of its "Units"
    section and of its numbers.csv entry (not unit codes, kinds of discrepancy, fields of a mention,
    values, modules or files)."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### Units"):text.index("### Kinds and severities")]
    entry = text.index("- `numbers.csv`")
    section += text[entry:text.index("\n- ", entry + 1)]
    tables = section + text[text.index("### Kinds and severities"):]
    codes = {code for cell in re.findall(r"^\| (`[^|]*`) \|", tables, re.M) for code in re.findall(r"`([^`]+)`", cell)}
    fields = set(NumberMention.__dataclass_fields__)
    return sorted({item for item in re.findall(r"`([^`]+)`", section)
                   if item not in codes | fields and "\n" not in item and not item.startswith("pipeline")
                   and not re.fullmatch(r"[A-Z]{3}|[\w./<>-]+\.(csv|yml|py)", item)
                   and not (re.fullmatch(r"[\d.]+", item) and not re.fullmatch(r"\d{1,3}(\.\d{3})+", item))})


def test_every_example_the_readme_gives_is_in_the_corpus():
    texts = "\n".join(example["text"] for path in corpus_files() for example in read_yaml(path)).casefold()
    wanted = readme_examples()
    assert len(wanted) > 40
    assert [item for item in wanted if item.casefold() not in texts] == []  # "Dozens" opens a sentence
