"""The pinyin syllable inventory and its spellings in other scripts (data/syllables.tsv).

Also the Chinese surname list (data/surnames.tsv) and the Chinese place names
(data/places.yml). All tables are generated or hand-kept data files; this module only loads
them and builds lookup indexes from spelling to pinyin syllable.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pipeline.lang.data import read_yaml
from pipeline.names import translit

DATA = Path(__file__).parent / "data"
SEP = "|"


@dataclass(frozen=True)
class SyllableRow:
    pinyin: str  # ü written v: "lv", "nve"
    initial: str
    final: str
    wade_giles: str  # with apostrophes and umlauts: "ch'ien", "hsü"
    wade_giles_plain: str  # as usually printed: "chien", "hsu"
    palladius: tuple[str, ...]  # Russian Cyrillic (Palladius) and press variants
    latin_variants: tuple[str, ...]  # other Latin spellings of the syllable ("lyu" for lv)
    devanagari_forms: tuple[str, ...]
    arabic_forms: tuple[str, ...]
    devanagari_ranks: tuple[int, ...] = ()  # rank of each form, 0 = most usual
    arabic_ranks: tuple[int, ...] = ()


def _split(cell: str) -> tuple[str, ...]:
    return tuple(x for x in cell.split(SEP) if x)


@lru_cache(maxsize=1)
def _load_rows() -> tuple[SyllableRow, ...]:
    rows = []
    lines = (DATA / "syllables.tsv").read_text(encoding="utf-8").splitlines()
    body = [line for line in lines if not line.startswith("#")]
    header = body[0].split("\t")
    for line in body[1:]:
        cells = dict(zip(header, line.split("\t")))
        rows.append(SyllableRow(
            pinyin=cells["pinyin"], initial=cells["initial"], final=cells["final"],
            wade_giles=cells["wade_giles"], wade_giles_plain=cells["wade_giles_plain"],
            palladius=_split(cells["palladius"]), latin_variants=_split(cells["latin_variants"]),
            devanagari_forms=_split(cells["devanagari_forms"]),
            arabic_forms=_split(cells["arabic_forms"]),
            devanagari_ranks=tuple(int(r) for r in _split(cells["devanagari_ranks"])),
            arabic_ranks=tuple(int(r) for r in _split(cells["arabic_ranks"])),
        ))
    return tuple(rows)


def load_syllable_table() -> list[SyllableRow]:
    """Every pinyin syllable with its Wade-Giles, Palladius, Devanagari and Arabic spellings."""
    return list(_load_rows())


@lru_cache(maxsize=1)
def pinyin_set() -> frozenset[str]:
    return frozenset(r.pinyin for r in _load_rows())


def _add(index: dict[str, dict[str, int]], form: str, syllable: str, rank: int) -> None:
    slot = index.setdefault(form, {})
    slot[syllable] = min(rank, slot.get(syllable, rank))


@lru_cache(maxsize=None)
def spelling_index(system: str) -> dict[str, dict[str, int]]:
    """Folded spelling -> {pinyin syllable: rank}; rank 0 is the most usual spelling.

    system: pinyin, wade-giles, palladius, devanagari, arabic.
    """
    index: dict[str, dict[str, int]] = {}
    for row in _load_rows():
        if system == "pinyin":
            _add(index, row.pinyin, row.pinyin, 0)
            if "v" in row.pinyin:
                _add(index, row.pinyin.replace("v", "ü"), row.pinyin, 0)
            for rank, form in enumerate(row.latin_variants, 1):
                _add(index, translit.fold_latin(form), row.pinyin, rank)
        elif system == "wade-giles":
            # unaspirated reading first: printed names usually drop the apostrophe
            aspirated = "'" in row.wade_giles or "`" in row.wade_giles
            _add(index, translit.fold_latin(row.wade_giles), row.pinyin, 0)
            _add(index, row.wade_giles_plain, row.pinyin, 1 if aspirated else 0)
        elif system == "palladius":
            for rank, form in enumerate(row.palladius):
                _add(index, translit.fold_cyrillic(form), row.pinyin, rank)
        elif system == "devanagari":
            for form, rank in zip(row.devanagari_forms, row.devanagari_ranks):
                _add(index, translit.fold_devanagari(form), row.pinyin, rank)
        elif system == "arabic":
            for form, rank in zip(row.arabic_forms, row.arabic_ranks):
                _add(index, translit.fold_arabic(form), row.pinyin, rank)
        else:
            raise ValueError(f"unknown spelling system {system!r}")
    return index


@dataclass(frozen=True)
class Surname:
    hanzi: str
    pinyin: tuple[str, ...]  # syllables
    rank: int  # frequency rank, 0 when not among the frequent surnames


@lru_cache(maxsize=1)
def load_surnames() -> tuple[Surname, ...]:
    out = []
    for line in (DATA / "surnames.tsv").read_text(encoding="utf-8").splitlines()[2:]:
        hanzi, reading, _count, rank = line.split("\t")
        out.append(Surname(hanzi, tuple(reading.split()), int(rank) if rank else 0))
    return tuple(out)


@lru_cache(maxsize=1)
def surnames_by_hanzi() -> dict[str, Surname]:
    return {s.hanzi: s for s in load_surnames()}


@lru_cache(maxsize=1)
def surname_ranks() -> dict[tuple[str, ...], int]:
    """Pinyin syllables of each surname -> best frequency rank (999 when only in the old list)."""
    ranks: dict[tuple[str, ...], int] = {}
    for s in load_surnames():
        rank = s.rank or 999
        ranks[s.pinyin] = min(rank, ranks.get(s.pinyin, rank))
    return ranks


def is_surname(syllables) -> bool:
    return tuple(syllables) in surname_ranks()


@lru_cache(maxsize=1)
def place_keys() -> frozenset[str]:
    """Pinyin keys ("bei jing") of well-known Chinese places (data/places.yml)."""
    data = read_yaml(DATA / "places.yml")
    keys = set()
    for group in data.values():
        for name in group:
            keys.add(" ".join(name.split()))
    return frozenset(keys)
