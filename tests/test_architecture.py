"""Rules of the code base, checked on the source (see README, "Where things live").

- no import circle between modules of ``pipeline`` (function-level imports count too: a lazy
  import that closes a circle is still a circle);
- no module imports another module's private names;
- no language code written in code outside ``pipeline/lang`` (ask a ``Language`` instead);
- no catch-all ``except`` that swallows an error, except the per-article guard in the API;
- no module longer than 600 lines.
"""
from __future__ import annotations

import ast
from pathlib import Path

from pipeline.lang import language, supported

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pipeline"
ALLOWED_CATCH_ALL = {("pipeline/api.py", "process_or_failure")}
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def read_sources() -> dict[str, tuple[str, bool, ast.AST]]:
    """module name -> (path relative to the repository, is a package, syntax tree)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        found[module_name(path)] = (path.relative_to(ROOT).as_posix(), path.name == "__init__.py",
                                    ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return found


def imported_modules(name: str, sources: dict) -> set[str]:
    """Modules of ``pipeline`` that ``name`` imports anywhere in its body."""
    _, is_package, tree = sources[name]
    package = name if is_package else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
    # a package's __init__ that re-exports its modules is not a circle with them
    return {m for m in out if m in sources and m != name and not name.startswith(m + ".")}


def import_circles(sources: dict) -> list[list[str]]:
    graph = {name: imported_modules(name, sources) for name in sources}
    circles, state = [], {}

    def visit(node, stack):
        state[node] = "open"
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                circles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, stack + [nxt])
        state[node] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    return circles


def private_imports(sources: dict) -> list[str]:
    offences = []
    for path, _, tree in sources.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith("pipeline")):
                offences += [f"{path} imports {a.name} from {node.module}"
                             for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
    return offences


def language_codes() -> set[str]:
    return {c for code in supported() for c in (code, *language(code).aliases)}


def _among_other_words(parent: ast.AST, codes: set[str]) -> bool:
    """A literal among ordinary words ({"id", "name", "note"}) is a word, not a language code."""
    if not isinstance(parent, (ast.Set, ast.List, ast.Tuple)):
        return False
    return any(isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value not in codes for e in parent.elts)


def _used_as_key(node: ast.AST, parent: ast.AST) -> bool:
    """``entry["id"]``, ``{"id": ...}``, ``entry.get("id")``: a field name, not a language."""
    if isinstance(parent, ast.Subscript) and parent.slice is node:
        return True
    if isinstance(parent, ast.Dict) and node in parent.keys:
        return True
    return isinstance(parent, ast.Call) and isinstance(parent.func, ast.Attribute) \
        and parent.func.attr in ("get", "setdefault", "pop") and parent.args[:1] == [node]


def language_code_literals(sources: dict) -> list[str]:
    codes = language_codes()
    offences = []
    for name, (path, _, tree) in sources.items():
        if name == "pipeline.lang" or name.startswith("pipeline.lang."):
            continue
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in codes):
                continue
            parent = parents.get(node)
            if not (_used_as_key(node, parent) or _among_other_words(parent, codes)):
                offences.append(f"{path}:{node.lineno}: {node.value!r}")
    return offences


def _catches_everything(handler: ast.ExceptHandler) -> bool:
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return handler.type is None or any(isinstance(n, ast.Name) and n.id in ("Exception", "BaseException")
                                       for n in names)


def _reraises(handler: ast.ExceptHandler) -> bool:
    return any(isinstance(n, ast.Raise) for n in ast.walk(handler))


def swallowing_handlers(sources: dict) -> list[str]:
    offences = set()
    for path, _, tree in sources.values():
        scopes = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler) and _catches_everything(node) and not _reraises(node):
                owner = next((f.name for f in scopes if f.lineno <= node.lineno <= f.end_lineno
                              and not any(g is not f and f.lineno <= g.lineno <= node.lineno <= g.end_lineno <= f.end_lineno
                                          for g in scopes)), "")
                if (path, owner) not in ALLOWED_CATCH_ALL:
                    offences.add(f"{path}:{node.lineno} (in {owner or 'module'})")
    return sorted(offences)


SOURCES = read_sources()


def test_no_import_circle():
    circles = import_circles(SOURCES)
    assert not circles, "import circles: " + "; ".join(" -> ".join(c) for c in circles)


def test_no_private_names_imported_across_modules():
    offences = private_imports(SOURCES)
    assert not offences, "\n".join(offences)


def test_no_language_code_in_code_outside_pipeline_lang():
    offences = language_code_literals(SOURCES)
    assert not offences, "language codes outside pipeline/lang:\n" + "\n".join(offences)


def test_no_catch_all_except_outside_the_per_article_guard():
    offences = swallowing_handlers(SOURCES)
    assert not offences, "catch-all handlers that swallow errors:\n" + "\n".join(offences)


def test_no_module_is_longer_than_600_lines():
    long = {path: n for path in sorted(PACKAGE.rglob("*.py"))
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}, long


def planted(**modules: str) -> dict:
    return {name: (f"{name.replace('.', '/')}.py", False, ast.parse(text)) for name, text in modules.items()}


def test_each_rule_catches_a_planted_offence():
    assert import_circles(planted(**{"pipeline.a": "from pipeline import b\n", "pipeline.b": "import pipeline.a\n"}))
    assert private_imports(planted(**{"pipeline.a": "from pipeline.b import _near\n"}))
    assert language_code_literals(planted(**{"pipeline.a": "latin = lang in ('tr', 'ms')\n"}))
    assert not language_code_literals(planted(**{"pipeline.a": "x = entry['id']; KEYS = {'id', 'name'}\n"}))
    assert swallowing_handlers(planted(**{"pipeline.a": "def f():\n    try:\n        g()\n    except Exception:\n        pass\n"}))
    assert not swallowing_handlers(planted(**{"pipeline.a": "try:\n    g()\nexcept BaseException:\n    cleanup()\n    raise\n"}))
