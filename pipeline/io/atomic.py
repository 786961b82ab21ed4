"""Write files so that a crash never leaves a half-written one: temp file, then rename.

A durable write also waits for the disk (fsync) before the rename, so that a power cut cannot
leave the new name on an empty file: for files that cannot be made again, such as the
accepted-issues baseline. Reports are written with ``durable=False``: the fsync made each of
them wait about 7 ms here (six files an article, more than the whole analysis of a short one),
and what it guards against is caught without it: an article's manifest records a digest of
each of its reports, and the next run rewrites an article whose reports do not match
(``pipeline.batch.cache``); ``summary.csv`` and ``index.html`` are rewritten by every run.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(path: Path, text: str, durable: bool = True) -> None:
    write_bytes_atomic(path, text.encode("utf-8"), durable)


def write_bytes_atomic(path: Path, data: bytes, durable: bool = True) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; reports are meant to be shared
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
