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


# The Acchiappastreghe example was dealt and played on the tables assumed before `lupus-mod
# balance` chose them (docs/rulings/acchiappastreghe.md, "Balance"); a game folder keeps the
# tables it was dealt with, so only those (and the [[tune]] entries that chose them) may differ.
DEALT_BEFORE_BALANCE = {"acchiappastreghe": ("tables", "tune")}


def test_example_games_carry_the_current_builtin_ruleset() -> None:
    """An example game's roles.toml is a copy of the built-in ruleset of the same name."""
    for game in sorted((ROOT / "games").iterdir()):
        builtin = ROOT / "lupus_mod" / "rulesets" / f"{game.name}.toml"
        if not (builtin.exists() and (game / "roles.toml").exists()):
            continue
        if game.name in DEALT_BEFORE_BALANCE:
            mine, current = (tomllib.loads(f.read_text(encoding="utf-8")) for f in (game / "roles.toml", builtin))
            for key in DEALT_BEFORE_BALANCE[game.name]:
                mine.pop(key, None), current.pop(key)
            # The order cards leave a smaller table in ([composition] remove) was chosen too.
            mine["composition"].pop("remove"), current["composition"].pop("remove")
            assert mine == current, f"games/{game.name}/roles.toml differs from the built-in beyond its tables"
            continue
        assert (game / "roles.toml").read_bytes() == builtin.read_bytes(), \
            f"games/{game.name}/roles.toml differs from the built-in: copy it over"


def test_the_labels_of_every_language_are_package_data() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["lupus_mod.templates"]
    assert list((ROOT / "templates").glob("*/labels.toml")) and "*/labels.toml" in patterns
