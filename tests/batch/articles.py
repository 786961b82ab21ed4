"""Small articles written for the batch tests, and helpers to compare two outputs folders."""
from __future__ import annotations

import csv
from pathlib import Path

# Three versions of a short story; {n} varies the figures so that each article differs.
TR = ("Belediye bu yıl {n} milyon lira harcadı.\n\n"
      "Başkan Ahmet Yılmaz, projenin %{p} oranında tamamlandığını söyledi.\n\n"
      "Köprü {y} yılında açılacak.\n")
MS = ("Majlis bandaran membelanjakan {n} juta lira tahun ini.\n\n"
      "Datuk Bandar Ahmet Yılmaz berkata projek itu {p}% siap.\n\n"
      "Jambatan itu akan dibuka pada tahun {y}.\n")
RU = ("В этом году мэрия потратила {n} млн лир.\n\n"
      "Мэр Ахмет Йылмаз сообщил, что проект готов на {p}%.\n\n"
      "Мост откроют в {y} году.\n")


def write_article(root: Path, name: str, n: int = 12, p: int = 40, y: int = 2027, ru_n: int | None = None) -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tr.txt").write_text(TR.format(n=n, p=p, y=y), encoding="utf-8")
    (folder / "ms.txt").write_text(MS.format(n=n, p=p, y=y), encoding="utf-8")
    (folder / "ru.txt").write_text(RU.format(n=n if ru_n is None else ru_n, p=p, y=y), encoding="utf-8")
    return folder


def write_articles(root: Path, count: int = 4) -> Path:
    """``count`` articles; the last one has a planted error (the Russian figure is ten times off)."""
    for i in range(count):
        write_article(root, f"story-{i + 1}", n=12 + i, p=40 + i, y=2027 + i,
                      ru_n=(12 + i) * 10 if i == count - 1 else None)
    return root


RUN_FILES = ("summary.csv", "index.html")


def output_files(out: Path) -> dict[str, bytes]:
    """Every report under OUT by relative path (the manifest, summary.csv and index.html, which say
    what this run did to each article, left out)."""
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and not p.name.startswith(".") and p.relative_to(out).as_posix() not in RUN_FILES}


def summary(out: Path, drop=("seconds",)) -> list[dict]:
    with open(out / "summary.csv", encoding="utf-8-sig", newline="") as fh:
        return [{k: v for k, v in row.items() if k not in drop} for row in csv.DictReader(fh)]
