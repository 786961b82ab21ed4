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

bench: $(STAMP) bytecode
	for script in benchmarks/*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) outputs/*/ outputs/summary.csv
