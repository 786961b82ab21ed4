# Two commands for a fresh machine: `make run` and `make test`. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench install bytecode clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

install: $(STAMP) bytecode

# The package's bytecode, compiled ahead: Python does not write it where PYTHONDONTWRITEBYTECODE is
# set (as on this machine), and compiling its 15k lines at every start costs 0.1-0.2 s.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q pipeline

run: $(STAMP) bytecode
	$(BIN)/reconcile run sources --out outputs --aliases aliases

test: $(STAMP)
	$(BIN)/python -m pytest

# Every benchmark runs, even after one fails (its figures are still wanted); the failures are named at the end.
bench: $(STAMP) bytecode
	@failed=""; for script in benchmarks/*.py; do echo "== $$script"; $(BIN)/python $$script || failed="$$failed $$script"; \
	done; if [ -n "$$failed" ]; then echo "benchmarks that failed:$$failed"; exit 1; fi

clean:
	rm -rf $(VENV) outputs/*/ outputs/summary.csv outputs/index.html
