"""The house's layers (docs/architecture.md): every import of lupus_mod — at the top of a
module, inside a function or for type checking alone — runs down or within a layer, and no
modules import each other in a circle but the effect registry."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "lupus_mod"

# Bottom to top. A module is placed by the longest entry naming it (lupus_mod.<entry>...).
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("base", ("__init__", "errors", "text", "cache.places", "cache.code", "orders.text", "words.sentences",
              "messages")),
    ("core", ("rules", "engine", "votes", "votes.forms", "votes.targets", "votes.audit", "lifecycle.composition")),
    ("reading", ("inputs", "inputs.game_files", "orders", "orders.standing", "orders.corrections",
                 "orders.doubts", "orders.withdrawals", "orders.later", "orders.moot", "forum", "cache", "words.render", "rulesets",
                 "lifecycle.corrections", "lifecycle.overrides", "lifecycle.substitutions")),
    ("game", ("play", "tally.request", "tally.posts", "tally.window", "tally.yesterday", "words.wording")),
    ("writing", ("reports", "tally", "lifecycle", "pages", "play.game_over", "simulate")),
    ("cli", ("commands", "cli", "__main__")),
]

# The effect registry: each effect module imports the night's Phase helpers, and the night
# imports the package that registers them all. The night's block solver and group orders
# (engine/blocks.py, engine/groups.py) name the night's Action and Night for type checking only.
REGISTRY = {"lupus_mod.engine.night", "lupus_mod.engine.refusals", "lupus_mod.engine.targets",
            "lupus_mod.engine.blocks", "lupus_mod.engine.groups"}


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


MODULES = _modules()


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in MODULES]
    base = node.module or ""
    if node.level:
        here = module.split(".") if MODULES[module].name == "__init__.py" else module.split(".")[:-1]
        base = ".".join(here[:len(here) - node.level + 1] + ([node.module] if node.module else []))
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
            for a in node.names if f"{base}.{a.name}" in MODULES or base in MODULES]


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                graph[module] |= {t for t in _targets(module, node) if t != module}
    return graph


GRAPH = _graph()


def _layer(module: str) -> int:
    parts = module.split(".")[1:] or ["__init__"]
    best = (-1, 0)
    for n, (_, entries) in enumerate(LAYERS):
        for entry in entries:
            words = entry.split(".")
            if parts[:len(words)] == words and len(words) > best[1]:
                best = (n, len(words))
    assert best[0] >= 0, f"{module} is on no layer: place it in tests/test_layering.py LAYERS"
    return best[0]


def _circles() -> list[set[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(GRAPH[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                circles.append(part)
    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return circles


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_import_runs_up_the_layers(module: str) -> None:
    up = [f"{t} ({LAYERS[_layer(t)][0]})" for t in sorted(GRAPH[module]) if _layer(t) > _layer(module)]
    assert not up, f"{module} ({LAYERS[_layer(module)][0]}) imports upward: {up}"


def test_no_circle_but_the_effect_registry() -> None:
    for circle in _circles():
        effects = {m for m in circle if m.startswith("lupus_mod.engine.effects")}
        assert effects, f"an import circle: {sorted(circle)}"
        grown = sorted(circle - effects - REGISTRY)
        assert not grown, f"the effect registry's circle grew: {grown}"


def test_the_graph_is_read_whole() -> None:
    """The reader of imports is checked on edges known to exist (else every test above is void)."""
    assert "lupus_mod.engine.effects" in GRAPH["lupus_mod.engine.night"]
    assert "lupus_mod.play.turns" in GRAPH["lupus_mod.reports.turn"]          # a top-level import
    assert "lupus_mod.play.turns" in GRAPH["lupus_mod.commands.round"]       # inside a function
    assert any(len(c) > 10 for c in _circles())                         # the registry's circle


@pytest.mark.parametrize("package", sorted(p for p in MODULES if MODULES[p].name == "__init__.py"))
def test_every_package_says_what_lives_there(package: str) -> None:
    assert ast.get_docstring(ast.parse(MODULES[package].read_text(encoding="utf-8"))), \
        f"{MODULES[package]} has no docstring"
