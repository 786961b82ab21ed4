import pytest

from pipeline.numbers import _build


@pytest.mark.parametrize("lang", _build.LANGS)
def test_cldr_tables_are_up_to_date(lang):
    committed = (_build.LANG_DIR / lang / "cldr.yml").read_text(encoding="utf-8")
    assert _build.build_language(lang) == committed, \
        "run python -m pipeline.numbers._build to regenerate"
