"""Where the time of each stage goes (issue 23): CPU seconds per stage and its top functions (cProfile).

    .venv/bin/python benchmarks/stage_profile.py [--top N] [--news-dev PATH] [--all] [--sort tottime|cumtime]

A warm process (it has read and reported the sample first: imports, pipelines, tables) reads the
32 short news-dev articles (``corpus.short_articles``; the sample alone without news-dev), one
profiler per stage of ``pipeline.api.STAGES``, switched as the article enters each stage; the
reports are written into a temporary folder. Printed per stage: its CPU seconds, its share, its
characters a second, then its ``--top`` functions by their own time (``tottime``, what to make
faster) with their cumulative time. cProfile slows pure-Python code about twice, C calls hardly:
read the shares, not the speed. Prints figures, asserts nothing.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import news_dev_path, short_articles, skip_line  # noqa: E402

SAMPLE = ROOT / "sources" / "kimi-k3-team"


class StageProfiles:
    """One profiler per stage; ``enter(stage)`` stops the running one and starts the stage's
    (with ``profile=False`` it only adds up each stage's CPU seconds)."""

    def __init__(self, profile: bool = True) -> None:
        self.profile = profile
        self.profiles: dict[str, cProfile.Profile] = {}
        self.seconds: dict[str, float] = {}
        self.current: str = ""
        self.since = 0.0

    def enter(self, stage: str) -> None:
        self.leave()
        self.current, self.since = stage, time.process_time()
        if self.profile:
            self.profiles.setdefault(stage, cProfile.Profile()).enable()

    def leave(self) -> None:
        if self.current:
            if self.profile:
                self.profiles[self.current].disable()
            self.seconds[self.current] = self.seconds.get(self.current, 0.0) + time.process_time() - self.since
            self.current = ""


def profile_articles(folders: list[Path], out: Path, profile: bool = True) -> tuple[StageProfiles, int]:
    from pipeline import api

    stages = StageProfiles(profile)
    chars = 0
    for folder in folders:
        result = api.process_article(folder, folder.parent, on_stage=stages.enter)
        stages.enter("reports")
        api.write_article_outputs(result, out)
        stages.leave()
        chars += sum(len(v.text) for v in result.versions)
    return stages, chars


def top_functions(profile: cProfile.Profile, top: int, sort: str) -> str:
    text = io.StringIO()
    stats = pstats.Stats(profile, stream=text)
    stats.sort_stats(sort).print_stats(top)
    lines = text.getvalue().splitlines()
    start = next((i for i, line in enumerate(lines) if line.lstrip().startswith("ncalls")), 0)
    return "\n".join(line.replace(str(ROOT) + "/", "") for line in lines[start:] if line.strip())


def chosen_articles(news_given: Optional[Path], every: bool, quiet: bool = False) -> tuple[list[Path], str]:
    news = news_dev_path(news_given)
    if not news.is_dir():
        if not quiet:
            print(skip_line("stage_profile", news, "news-dev part skipped (the sample is profiled instead)"))
        return [SAMPLE], "the sample (again, warm)"
    folders = sorted(p for p in news.iterdir() if p.is_dir()) if every else short_articles(news)
    return folders, f"{len(folders)} {'' if every else 'short '}news-dev articles"


def measured(folders: list[Path], profile: bool) -> tuple[StageProfiles, int]:
    """Stages of ``folders`` in this process, warm: the sample is read and reported first."""
    from pipeline import api
    from pipeline.batch.pool import settle

    with tempfile.TemporaryDirectory() as tmp:
        api.write_article_outputs(api.process_article(SAMPLE, SAMPLE.parent), Path(tmp) / "warm")
        settle()  # as a run's process does after its first article
        return profile_articles(folders, Path(tmp) / "out", profile)


def clock_in_fresh_process(args: argparse.Namespace) -> dict[str, float]:
    """CPU seconds per stage without the profiler, in a fresh process (its memos as cold as ours)."""
    command = [sys.executable, __file__, "--clock", "--sort", args.sort] + (["--all"] if args.all else [])
    if args.news_dev:
        command += ["--news-dev", str(args.news_dev)]
    return json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--news-dev", type=Path, default=None)
    parser.add_argument("--all", action="store_true", help="every news-dev article, not the 32 short ones")
    parser.add_argument("--sort", default="tottime", choices=("tottime", "cumtime"))
    parser.add_argument("--clock", action="store_true", help=argparse.SUPPRESS)  # the unprofiled child
    args = parser.parse_args()
    from pipeline import api

    folders, what = chosen_articles(args.news_dev, args.all, quiet=args.clock)
    if args.clock:
        print(json.dumps(measured(folders, profile=False)[0].seconds))
        return
    clock = clock_in_fresh_process(args)
    stages, chars = measured(folders, profile=True)
    total, profiled = sum(clock.values()), sum(stages.seconds.values())
    print(f"== stage profile: {what}, {chars:,} characters: {total:.2f} CPU s without the profiler "
          f"({chars / total:,.0f} characters/s), {profiled:.2f} with it")
    print("   without the profiler: " + ", ".join(f"{stage} {clock[stage]:.2f} s ({clock[stage] / total:.0%})"
                                                for stage in api.STAGES if stage in clock))
    for stage in api.STAGES:
        if stage not in stages.profiles:
            continue
        seconds = clock.get(stage, 0.0)
        print(f"-- {stage}: {seconds:.2f} CPU s, {seconds / total:.0%} ({chars / max(seconds, 1e-9):,.0f} characters/s); "
              f"top {args.top} by {args.sort} under the profiler ({stages.seconds[stage]:.2f} s):")
        print(top_functions(stages.profiles[stage], args.top, args.sort))


if __name__ == "__main__":
    main()
