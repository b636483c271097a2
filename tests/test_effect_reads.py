"""The settings an effect declares it reads (`@effect(name, reads=…)`, engine/registry.py) are
those its code reads: a key read but not declared would be refused in a ruleset that needs it,
a key declared but never read would be accepted and change nothing."""
from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

import lupus_mod.engine.effects  # noqa: F401  (registers the effects)
from lupus_mod.engine.registry import EFFECTS, READS


def _keys(fn: object, seen: set[str]) -> set[str]:
    """The string keys `fn` reads with settings.get("k"), .setting("k") or settings["k"], and
    those of the functions of its module it calls."""
    module = inspect.getmodule(fn)
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    keys: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            owner = node.func.value
            if node.func.attr == "setting" or (node.func.attr == "get" and isinstance(owner, ast.Name)
                                               and owner.id == "settings"):
                keys.add(node.args[0].value)
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "settings" \
                and isinstance(node.slice, ast.Constant):
            keys.add(node.slice.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id not in seen:
            helper = getattr(module, node.func.id, None)
            if inspect.isfunction(helper) and inspect.getmodule(helper) is module:
                seen.add(node.func.id)
                keys |= _keys(helper, seen)
    return keys


@pytest.mark.parametrize("name", sorted(READS))
def test_an_effect_declares_the_settings_its_code_reads(name: str) -> None:
    assert _keys(EFFECTS[name], {EFFECTS[name].__name__}) == READS[name]


def test_the_effects_of_the_city_of_shadows_declare_their_settings() -> None:
    assert {"investigate", "kill", "protect", "block", "swap-targets"} <= set(READS)
