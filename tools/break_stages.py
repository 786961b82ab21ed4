"""Break each pipeline stage on purpose and count what the test suite says: a broken stage must
make tests fail, never skip (issue "One home for each kind of knowledge").

For every stage below, the tracked files are copied to a temporary folder, the stage's entry
function is made to raise as its first statement, and the whole suite runs there. Prints, per
stage, the failed, errored, skipped and passed counts (from pytest's JUnit XML). Exits 1 when a
broken stage leaves the suite green or turns tests into skips.

usage: .venv/bin/python tools/break_stages.py [STAGE ...]     (about two minutes per stage)
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# stage -> (file, entry function): the calls api.process_article makes, in order
STAGES = {
    "sentences": ("pipeline/segment.py", "add_sentences"),
    "numbers": ("pipeline/numbers/scan.py", "extract_numbers"),
    "alignment": ("pipeline/align/__init__.py", "align_article"),
    "names": ("pipeline/names/find.py", "find_persons"),
    "facts": ("pipeline/facts/__init__.py", "reconcile_numbers"),
}
BROKEN = '    raise RuntimeError("stage broken on purpose")'


def copy_tracked(into: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in filter(None, files.decode().split("\0")):
        source, target = ROOT / name, into / name
        if source.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(source.read_bytes())


def break_function(path: Path, function: str) -> None:
    """Insert the raise after the (possibly multi-line) signature of ``def function``."""
    lines = path.read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if re.match(rf"def {function}\(", line))
    end = next(i for i in range(start, len(lines)) if lines[i].rstrip().endswith(":"))
    lines.insert(end + 1, BROKEN)
    path.write_text("\n".join(lines), encoding="utf-8")


def run_suite(folder: Path) -> dict[str, int]:
    report = folder / "junit.xml"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--tb=no",
                    f"--junitxml={report}"], cwd=folder, capture_output=True)
    suite = ET.parse(report).getroot()
    suite = suite.find("testsuite") if suite.tag == "testsuites" else suite
    counts = {key: int(suite.get(key, 0)) for key in ("tests", "failures", "errors", "skipped")}
    counts["passed"] = counts["tests"] - counts["failures"] - counts["errors"] - counts["skipped"]
    return counts


def main(wanted: list[str]) -> int:
    unknown = set(wanted) - set(STAGES)
    if unknown:
        print(f"unknown stage(s): {' '.join(sorted(unknown))}; choose from {' '.join(STAGES)}")
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        clean = Path(tmp) / "clean"
        copy_tracked(clean)
        baseline = run_suite(clean)
        print(f"{'unbroken':10} {baseline}", flush=True)
        bad = []
        for stage in wanted or STAGES:
            file, function = STAGES[stage]
            folder = Path(tmp) / stage
            copy_tracked(folder)
            break_function(folder / file, function)
            counts = run_suite(folder)
            print(f"{stage:10} {counts}", flush=True)
            if counts["failures"] + counts["errors"] == 0 or counts["skipped"] > baseline["skipped"]:
                bad.append(stage)
    if bad:
        print(f"stages whose breakage the tests do not catch, or turn into skips: {' '.join(bad)}")
        return 1
    print("every broken stage fails tests; none adds a skip")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
