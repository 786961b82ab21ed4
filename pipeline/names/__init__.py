"""People: detect person names in every version and match the same person across scripts.

Entry points (the rest of the package is internal):

- ``find_persons(versions, alignment, registry) -> (persons, discrepancies)``
- ``persons_rows(article, persons) -> list[dict]`` (rows of persons.csv)
- ``load_registry(folder) -> Registry`` (raises ``RegistryError``)
- ``suggest_aliases(versions, registry, alignment=None) -> str`` (YAML for ``aliases/``)

Imports are lazy so that ``import pipeline.names.registry`` stays cheap.
"""
from __future__ import annotations

__all__ = ["find_persons", "persons_rows", "load_registry", "Registry", "RegistryError", "suggest_aliases",
           "PERSONS_COLUMNS"]


def __getattr__(name: str):
    if name in ("find_persons", "persons_rows", "PERSONS_COLUMNS"):
        from pipeline.names import cluster

        return getattr(cluster, name)
    if name in ("load_registry", "Registry", "RegistryError"):
        from pipeline.names import registry

        return getattr(registry, name)
    if name == "suggest_aliases":
        from pipeline.names.suggest import suggest_aliases

        return suggest_aliases
    raise AttributeError(name)
