"""People: detect person names in every version and match the same person across scripts.

Entry points (the rest of the package is internal):

- ``find_persons(versions, alignment, registry) -> (persons, discrepancies)``
- ``persons_rows(article, persons) -> list[dict]`` (rows of persons.csv)
- ``load_registry(folder) -> Registry`` (raises ``RegistryError``)
- ``suggest_aliases(versions, registry, alignment=None) -> str`` (YAML for ``aliases/``)

Modules by job: ``cues`` (the language's name cues, through ``pipeline.lang``), ``words`` and
``affixes`` (words and what they carry), ``romanize`` and ``keys`` (the cross-script key),
``chinese``/``phonetic``/``syllables``/``translit``/``outlets`` (the Chinese-syllable key),
``detect`` (capitalized names), ``project`` (names in scripts without capitals),
``candidates`` and ``positions`` (mentions placed in the alignment), ``entities`` (spellings and
similarity), ``clusters`` (union-find), ``evidence`` (person or not, decided once), ``garbled``,
``trim`` and ``partial`` (misspellings, context words, one-word mentions), ``aligned`` (a person's
mention at the aligned place, and its slips), ``nominative`` (Russian case forms settled by the
other versions), ``people`` (persons and persons.csv), ``agreement`` (whether two spellings are one
name) and ``flags`` (name discrepancies), ``find`` (the whole stage), ``registry`` and ``suggest``
(aliases/).

Imports are lazy so that ``import pipeline.names.registry`` stays cheap.
"""
from __future__ import annotations

__all__ = ["find_persons", "persons_rows", "load_registry", "Registry", "RegistryError", "suggest_aliases",
           "PERSONS_COLUMNS"]


def __getattr__(name: str):
    if name == "find_persons":
        from pipeline.names.find import find_persons

        return find_persons
    if name in ("persons_rows", "PERSONS_COLUMNS"):
        from pipeline.names import people

        return getattr(people, name)
    if name in ("load_registry", "Registry", "RegistryError"):
        from pipeline.names import registry

        return getattr(registry, name)
    if name == "suggest_aliases":
        from pipeline.names.suggest import suggest_aliases

        return suggest_aliases
    raise AttributeError(name)
