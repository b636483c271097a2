"""Pasting a night's PMs in another order changes nothing (docs/rulesets.md, Steps): every
scenario of the Borgo (docs/examples/borgo.toml) is played with its orders as written and in
other orders, and each night's events must be the same, event for event."""
from __future__ import annotations

import itertools
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.scenarios.harness import event_dict, run_phase, scenario_ruleset, scenario_state

HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "borgo").glob("*.toml"))


def _played(data: dict[str, Any], order: tuple[int, ...] | None) -> list[list[dict]]:
    """Each phase's events, the night's orders pasted in `order` (indexes; None: as written)."""
    ruleset = scenario_ruleset(data)
    state = scenario_state(data, ruleset, 1)
    played = []
    for phase in data["phase"]:
        written = list(phase.get("orders", ()))
        pasted = [written[i] for i in order if i < len(written)] if order else written
        result = run_phase(state, {**phase, "orders": pasted}, ruleset, 1)
        # Which line of the log an order stood on is the only thing allowed to differ.
        played.append([{k: v for k, v in event_dict(e).items() if k != "data"}
                       | {"data": {k: v for k, v in event_dict(e).get("data", {}).items()
                                   if k not in ("line", "raw")}} for e in result.events])
        state = result.state
    return played


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_paste_order_changes_nothing(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    longest = max(len(p.get("orders", ())) for p in data["phase"])
    written = _played(data, None)
    for order in itertools.islice(itertools.permutations(range(longest)), 1, 25):
        assert _played(data, order) == written, f"{path.name}: pasted as {order}"


def _one_order_per_word(phase: dict[str, Any]) -> bool:
    """No player twice and no keyword twice: no order of the night replaces another (a pack's
    orders do, the last sent standing: the time of a PM matters there, by the rules)."""
    orders = [o.partition(":") for o in phase.get("orders", ())]
    players = [p.strip() for p, _, _ in orders]
    words = [rest.split()[0] for _, _, rest in orders if rest.split()]
    return len(set(players)) == len(players) and len(set(words)) == len(words)


BUILTIN = [p for p in sorted(HERE.glob("*/*.toml")) if p.parent.name not in ("borgo", "acchiappastreghe")
           and all(_one_order_per_word(ph) for ph in tomllib.loads(p.read_text(encoding="utf-8"))["phase"])
           and max(len(ph.get("orders", ())) for ph in tomllib.loads(p.read_text(encoding="utf-8"))["phase"]) > 1]


@pytest.mark.parametrize("path", BUILTIN, ids=[f"{p.parent.name}/{p.stem}" for p in BUILTIN])
def test_a_builtin_scenario_pasted_backwards_resolves_the_same(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    longest = max(len(p.get("orders", ())) for p in data["phase"])
    assert _played(data, tuple(reversed(range(longest)))) == _played(data, None)
