"""Everything reconcile knows about languages and writing systems.

- ``language(code) -> Language``: name, script, direction, casing, legacy encoding, detection
  codes, and the language's tables (``Language.table("numbers")``, ``"names"``, ...), each
  read from ``pipeline/lang/<code>/`` on first use;
- ``supported()``: the codes of ``languages.yml``; ``resolve(code)`` maps aliases (``tur``);
- ``script(name) -> Script``: the facts of ``scripts.yml`` (direction, case, names);
- ``pipeline.lang.text``: the one normalizer applied to text and tables alike;
- ``pipeline.lang.scripts``: which script a text is written in;
- ``pipeline.lang.detect``: the language of a text or a file name.

No code outside this package names a language: it asks a ``Language``.
"""
from pipeline.lang.language import (
    MESSAGE_LOCALE,
    Language,
    Script,
    UnknownLanguage,
    is_supported,
    language,
    languages_of_script,
    name_of,
    resolve,
    script,
    supported,
)

__all__ = ["MESSAGE_LOCALE", "Language", "Script", "UnknownLanguage", "is_supported", "language", "languages_of_script", "name_of",
           "resolve", "script", "supported"]
