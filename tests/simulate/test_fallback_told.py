"""A ruleset with a pattern the fast path does not play (a swap, a cadence by the night's
parity, a protection of oneself not two nights running) is played by the GM's resolver, and
`simulate` says so with what the fast path lacks (docs/simulate.md, "Two paths")."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from lupus_mod.inputs.catalog import builtin_text
from tests.simulate.test_fast_path import _role_toml

# (role, its power's effect, its args, its settings): each a pattern of docs/own-ruleset.md §7.
CASES = [
    ("dottore", "protect", '["player"]', "not_self_consecutive = true", "not_self_consecutive"),
    ("astrologo", "investigate", '["player"]', 'night_parity = "odd"', "night_parity"),
    ("autista", "swap-targets", '["player", "player"]', "", "swap-targets"),
]


@pytest.mark.parametrize("role, effect, args, settings, lacks", CASES, ids=[c[0] for c in CASES])
def test_the_fallback_is_told_with_what_the_fast_path_lacks(runner, tmp_path: Path, role, effect, args,
                                                            settings, lacks) -> None:
    text = _role_toml(role, "villaggio", '"UMANO"', role, "uso", effect, "", settings) \
        .replace('args = ["player"]', f"args = {args}")
    roles = tmp_path / "roles.toml"
    roles.write_text(builtin_text("vanilla") + "\n" + text, encoding="utf-8")
    command = ["simulate", "--ruleset", str(roles), "--players", "9", "--count", f"{role}=1",
               "--games", "2", "--jobs", "1"]
    result = runner.invoke(app, [*command, "--json"])
    assert result.exit_code == 0, result.output
    path = json.loads(result.stdout)["path"]
    assert path["kind"] == "resolver" and lacks in path["why"], path
    assert f"(la via rapida non copre: «{lacks}»" in result.stderr, result.stderr
