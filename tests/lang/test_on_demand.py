"""Languages load on demand: a run over Turkish and Malay never opens another language's tables."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent("""
    import sys
    from pathlib import Path
    opened = []
    sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" and args and isinstance(args[0], str) else None)
    from pipeline.api import process_article
    folder = Path(sys.argv[1])
    result = process_article(folder, folder.parent)
    assert {v.lang for v in result.versions} == {"tr", "ms"}, result.problems
    lang_dir = str(Path("pipeline", "lang").resolve())
    for path in sorted(set(p for p in opened if p.startswith(lang_dir))):
        print(Path(path).relative_to(lang_dir))
""")


def test_a_turkish_and_malay_run_reads_no_other_language_tables(tmp_path):
    folder = tmp_path / "news"
    folder.mkdir()
    (folder / "tr.txt").write_text("Şirketin değeri 31,5 milyar dolar. Ayşe Demir açıkladı.\n", encoding="utf-8")
    (folder / "ms.txt").write_text("Syarikat itu bernilai 31.5 bilion dolar. Ayşe Demir berkata.\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", PROBE, str(folder)], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    read = done.stdout.split()
    assert any(p.startswith("tr/") for p in read) and any(p.startswith("ms/") for p in read)
    codes = {p.split("/")[0] for p in read if "/" in p and not p.startswith("__pycache__")}
    others = sorted(codes - {"tr", "ms"})
    assert others == []
