"""Every package, template and built-in ruleset is installed by a plain `pip install .`."""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _declared() -> set[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return set(data["tool"]["setuptools"]["packages"])


def test_every_subpackage_is_declared() -> None:
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "lupus_mod").rglob("__init__.py")}
    assert found - {"lupus_mod.templates"} <= _declared(), sorted(found - _declared())


def test_templates_are_package_data() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["lupus_mod.templates"]
    for template in (ROOT / "templates").rglob("*"):
        relative = template.relative_to(ROOT / "templates")
        if template.is_file() and template.suffix != ".py":
            assert any(len(relative.parts) == p.count("/") + 1 and relative.match(p) for p in patterns), \
                f"{template} is not installed"


def test_example_games_carry_the_current_builtin_ruleset() -> None:
    """An example game's roles.toml is a copy of the built-in ruleset of the same name."""
    for game in sorted((ROOT / "games").iterdir()):
        builtin = ROOT / "lupus_mod" / "rulesets" / f"{game.name}.toml"
        if not (builtin.exists() and (game / "roles.toml").exists()):
            continue
        assert (game / "roles.toml").read_bytes() == builtin.read_bytes(), \
            f"games/{game.name}/roles.toml differs from the built-in: copy it over"


def test_the_labels_of_every_language_are_package_data() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["lupus_mod.templates"]
    assert list((ROOT / "templates").glob("*/labels.toml")) and "*/labels.toml" in patterns
