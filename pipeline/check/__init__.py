"""``reconcile check`` and ``reconcile accept``: compare a run with the accepted baseline.

Modules: ``baseline`` (the accepted-issues file), ``severity`` (the --fail-on threshold),
``changes`` (articles touched since a git ref), ``evaluate`` (new / accepted / stale),
``formats`` (table, csv, json, github) and ``commands`` (what the CLI calls).
"""
