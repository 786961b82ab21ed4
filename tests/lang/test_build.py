import pytest

from pipeline.lang import _build, supported
from pipeline.lang.data import LANG_DIR


@pytest.mark.parametrize("lang", supported())
def test_committed_cldr_tables_match_a_fresh_build(lang):
    committed = (LANG_DIR / lang / "cldr.yml").read_text(encoding="utf-8")
    assert _build.build_language(lang) == committed, "run python -m pipeline.lang._build to regenerate"


def test_committed_language_names_match_a_fresh_build():
    committed = (LANG_DIR / "language_names.yml").read_text(encoding="utf-8")
    assert _build.build_language_names() == committed, "run python -m pipeline.lang._build to regenerate"
