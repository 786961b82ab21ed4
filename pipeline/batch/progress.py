"""The progress line of ``reconcile run`` on a terminal, drawn with tqdm.

A batch shows finished articles out of all and, after the count, the stage an article is
in; a single article shows its stages. Log lines are printed through tqdm while the line is
drawn, so a note never lands on the bar's line. Nothing is drawn when stderr is not a
terminal (CI logs get the plain log lines).
"""
from __future__ import annotations

import logging
import os
import shutil
from contextlib import contextmanager
from typing import Iterator, Sequence, TextIO


def terminal_size(stream: TextIO) -> tuple[int, int]:
    """Columns and lines of the terminal, 80x24 where it says 0 (tqdm then draws nothing)."""
    try:
        size = os.get_terminal_size(stream.fileno())
    except (AttributeError, OSError, ValueError):
        size = os.terminal_size((0, 0))
    fallback = shutil.get_terminal_size()
    return size.columns or fallback.columns, size.lines or fallback.lines


class ProgressLine:
    def __init__(self, articles: int, stages: Sequence[str], stream: TextIO, first: str = ""):
        from tqdm import tqdm

        columns, lines = terminal_size(stream)

        tqdm.monitor_interval = 0  # no monitor thread: local workers are forked from this process
        self.stages = list(stages)
        self.single = articles == 1
        # "kimi-k3-team: 2/7 stages" for one article, "0/5 articles" for a batch (the unit says it once)
        head = "{desc}: " if self.single else ""
        self.bar = tqdm(total=len(self.stages) if self.single else articles, file=stream, leave=False,
                        desc=first if self.single else "", unit="stage" if self.single else "article",
                        ncols=columns, nrows=lines, bar_format=head + "{n_fmt}/{total_fmt} {unit}s |{bar:12}| "
                                                              "{elapsed}<{remaining} {postfix}")

    def stage(self, article: str, stage: str) -> None:
        if self.single:
            self.bar.n = self.stages.index(stage) if stage in self.stages else self.bar.n
            self.bar.set_postfix_str(stage)  # also redraws
        else:
            self.bar.set_postfix_str(f"{article}: {stage}")

    def finished(self) -> None:
        if self.single:
            self.bar.n = self.bar.total
            self.bar.refresh()
        else:
            self.bar.update(1)
            self.bar.refresh()  # an article is a rare event: always show the new count

    def close(self) -> None:
        self.bar.close()


@contextmanager
def logs_above_progress(enabled: bool) -> Iterator[None]:
    """Route the root logger's console output through tqdm while a progress line may be drawn."""
    if not enabled:
        yield
        return
    from tqdm.contrib.logging import logging_redirect_tqdm

    with logging_redirect_tqdm(loggers=[logging.getLogger()]):
        yield
