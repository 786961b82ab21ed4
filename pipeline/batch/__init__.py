"""Running many articles: where they run and what is skipped.

- ``pool``: a local process pool (``run --jobs N``); a worker that dies fails only its article.
- ``cluster``: one task per article on a dask.distributed cluster (``run --scheduler ADDRESS``).
- ``cache``: the content hash that lets ``run`` skip an article whose inputs did not change.
- ``progress``: the progress line on a terminal, with log lines printed above it.

The pipeline itself stays in ``pipeline.api``: these modules are handed the work to do.
"""
