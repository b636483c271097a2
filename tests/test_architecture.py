"""The functional core stays pure: engine, rules and votes import no shell module."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "lupus_mod"
CORE = ["engine", "rules", "votes"]
FORBIDDEN_PROJECT = ("lupus_mod.forum", "lupus_mod.words.render", "lupus_mod.cli", "lupus_mod.commands",
                     "lupus_mod.inputs.folder", "lupus_mod.play.game", "lupus_mod.play.replay", "lupus_mod.tally.count")
FORBIDDEN_STDLIB = {"os", "pathlib", "io", "socket", "requests", "time", "subprocess", "shutil",
                    "tempfile", "jinja2", "typer", "bs4", "lxml", "urllib"}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


CORE_FILES = sorted(p for pkg in CORE for p in (PACKAGE / pkg).rglob("*.py"))


@pytest.mark.parametrize("path", CORE_FILES, ids=[str(p.relative_to(PACKAGE)) for p in CORE_FILES])
def test_core_module_imports_no_shell(path: Path) -> None:
    for name in _imports(path):
        assert not name.startswith(FORBIDDEN_PROJECT), f"{path.name} imports {name}"
        assert name.split(".")[0] not in FORBIDDEN_STDLIB, f"{path.name} imports {name}"


def test_core_reads_no_clock_and_opens_no_file() -> None:
    for path in CORE_FILES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = ast.unparse(node.func)
                assert name not in ("open", "datetime.now", "date.today", "datetime.today",
                                    "input", "print"), f"{path.name} calls {name}"
