"""The fast path plays the very games the resolver plays: seed by seed, every order, burn,
death, answer and winner; and a setup it cannot play falls back to the resolver, whole."""
from __future__ import annotations

import tomllib
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.inputs.catalog import builtin, builtin_ids, builtin_text
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.simulate.play import Setup, compiled, play_game
from lupus_mod.simulate.setup import plan_from_ruleset

FAST = {"vanilla", "lupus-of-the-rings"}     # the built-ins the fast path plays

# Roles of known patterns, declared in TOML only: the fast path needs no Python for them.
# (role, faction, conta, power id, keyword, effect, more power lines, [role.power.settings] lines)
_NEW = [("sciamano", "branco", '"UMANO"', "maledizione", "maledico", "block",
         "from_night = 2\nnever_same_target = true", ""),
        ("guardia", "villaggio", '"UMANO"', "guardia", "proteggo", "protect", "not_consecutive = true",
         'against = ["sbrano"]'),
        ("veggente", "villaggio", '"UMANO"', "indagine", "indago", "investigate", "", ""),
        ("cacciatore", "villaggio", '"UMANO", "UMANO"', "sparo", "sparo", "kill",
         'lethal = true\nuses = 1\ntarget = "alive"', 'cause = "sparo"')]


def _role_toml(role, faction, conta, power, keyword, effect, more, settings) -> str:
    return (f'[[step]]\nid = "{role}"\nname = "{role.title()}"\n\n'
            f'[[role]]\nid = "{role}"\nname = "{role.title()}"\nfaction = "{faction}"\nconta = [{conta}]\n'
            'count = 0\n\n'
            f'[[role.power]]\nid = "{power}"\nkeyword = "{keyword}"\nargs = ["player"]\nstep = "{role}"\n'
            f'effect = "{effect}"\n{more}\n' + (f"[role.power.settings]\n{settings}\n" if settings else ""))


NEW_ROLES = "\n" + "\n".join(_role_toml(*r) for r in _NEW)


def _ruleset(extra: str):
    return ruleset_from_dict(tomllib.loads(builtin_text("vanilla") + extra))


def _trace(outcome) -> tuple:
    """Everything a game did: per phase its orders, burn, deaths, answers and end."""
    phases = tuple((p.kind, p.index, p.burned, tuple((o.player, o.keyword, o.args) for o in p.orders),
                    tuple((e.kind, e.target, e.cause, e.actor if e.kind in ("result", "item") else "",
                           str(e.get("answer", "")), e.get("item"), e.get("new_holder"))
                          for e in p.events if e.kind in ("death", "revive", "item", "result", "game-over")))
                   for p in outcome.phases)
    return replace(outcome, phases=()), phases


def _same_both_ways(setup: Setup, seed: int, strategy: str) -> None:
    fast = play_game(setup, seed, strategy, keep=True)
    slow = play_game(setup, seed, strategy, keep=True, path="resolver")
    assert _trace(fast) == _trace(slow), f"seed {seed}"
    assert not fast.dead_end


@pytest.mark.parametrize("players, wolves, day_first", [(8, 2, False), (12, 3, True), (21, 5, False)])
@pytest.mark.parametrize("strategy", ["random", "informed"])
def test_the_vanilla_game_is_the_same_both_ways(players, wolves, day_first, strategy) -> None:
    setup = plan_from_ruleset("vanilla", players, (f"lupo={wolves}",), day_first).setup
    assert compiled(setup).unsupported == ""
    for seed in range(25):
        _same_both_ways(setup, seed, strategy)


@pytest.mark.parametrize("players", [21, 15, 9])
@pytest.mark.parametrize("strategy", ["random", "informed"])
def test_lupus_of_the_rings_is_the_same_both_ways(players, strategy) -> None:
    """Items passed, stolen and lost, torments, duels, guesses, predictions, resurrections,
    charms and the Massone Innamorato's grief: every one compared, seed by seed."""
    setup = plan_from_ruleset("lupus-of-the-rings", players, (), False).setup
    assert compiled(setup).unsupported == ""
    for seed in range(12):
        _same_both_ways(setup, seed, strategy)


@settings(max_examples=25)
@given(seed=st.integers(0, 10**9), players=st.integers(9, 26), day_first=st.booleans(),
       strategy=st.sampled_from(["random", "informed"]))
def test_any_lupus_of_the_rings_table_is_the_same_both_ways(seed, players, day_first, strategy) -> None:
    _same_both_ways(plan_from_ruleset("lupus-of-the-rings", players, (), day_first).setup, seed, strategy)


def test_new_roles_of_known_patterns_take_the_fast_path() -> None:
    ruleset = _ruleset(NEW_ROLES)
    setup = Setup(ruleset, (("sciamano", 1), ("guardia", 1), ("veggente", 1), ("cacciatore", 1),
                            ("contadino", 7), ("lupo", 3)), 14)
    assert compiled(setup).unsupported == ""
    for strategy in ("random", "informed"):
        for seed in range(40):
            _same_both_ways(setup, seed, strategy)


@settings(max_examples=30)
@given(seed=st.integers(0, 10**9), strategy=st.sampled_from(["random", "informed"]),
       wolves=st.integers(1, 4), day_first=st.booleans(),
       roles=st.lists(st.sampled_from(["sciamano", "guardia", "veggente", "cacciatore"]),
                      max_size=4, unique=True))
def test_any_deal_of_known_patterns_is_the_same_both_ways(seed, strategy, wolves, day_first, roles) -> None:
    setup = Setup(_ruleset(NEW_ROLES), (*((r, 1) for r in roles), ("contadino", 12 - wolves - len(roles)),
                                        ("lupo", wolves)), 12, day_first)
    _same_both_ways(setup, seed, strategy)


# A ruleset that declares its own loop plays through the loop engine (test_loop_simulate.py).
@pytest.mark.parametrize("ruleset_id", sorted(r for r in set(builtin_ids()) - FAST
                                              if not builtin(r).loop.declared))
def test_a_ruleset_beyond_the_vocabulary_is_played_by_the_resolver(ruleset_id: str) -> None:
    setup = plan_from_ruleset(ruleset_id, None, (), False).setup
    why = compiled(setup).unsupported
    assert why, "the fast path would play it: give it an equivalence test"
    assert play_game(setup, 5, "informed") == play_game(setup, 5, "informed", path="resolver")


def test_an_unknown_setting_falls_back_rather_than_play_another_game() -> None:
    extra = NEW_ROLES.replace('against = ["sbrano"]', 'against = ["sbrano"]\nvoid_while = "role:lupo"')
    setup = Setup(_ruleset(extra), (("guardia", 1), ("contadino", 6), ("lupo", 2)), 9)
    assert "void_while" in compiled(setup).unsupported
    outcome = play_game(setup, 3, "informed", keep=True)
    assert _trace(outcome) == _trace(play_game(setup, 3, "informed", keep=True, path="resolver"))


def test_a_role_not_dealt_does_not_hold_the_setup_back() -> None:
    extra = NEW_ROLES.replace('against = ["sbrano"]', 'against = ["sbrano"]\nvoid_while = "role:lupo"')
    setup = Setup(_ruleset(extra), (("veggente", 1), ("contadino", 6), ("lupo", 2)), 9)
    assert compiled(setup).unsupported == ""
    _same_both_ways(setup, 4, "informed")


@pytest.mark.parametrize("seed", range(1, 9))
def test_blocks_solved_together_are_the_same_both_ways(seed: int) -> None:
    """Five Sciamani block in one step: chains and cycles among them are solved together, in
    list order, by both paths (engine/blocks.py; the fast path's landing_blocks)."""
    setup = Setup(_ruleset(NEW_ROLES), (("sciamano", 5), ("veggente", 1), ("guardia", 1),
                                        ("contadino", 2), ("lupo", 2)), 11)
    assert compiled(setup).unsupported == ""
    _same_both_ways(setup, seed, "random")


def test_a_cadence_falls_back_rather_than_play_another_game() -> None:
    extra = NEW_ROLES.replace('effect = "investigate"\n', 'effect = "investigate"\nevery = 2\n')
    setup = Setup(_ruleset(extra), (("veggente", 1), ("contadino", 6), ("lupo", 2)), 9)
    assert "cadence" in compiled(setup).unsupported


def test_a_jester_burned_at_the_stake_wins_the_same_both_ways() -> None:
    """`burned = SEL` (the Giullare of a GM's own ruleset) on the fast path: the same games as
    the resolver, and some of them won by the Giullare alone."""
    from lupus_mod.inputs.ruleset import load_ruleset
    from tests.conftest import ROOT
    ruleset = load_ruleset(ROOT / "tests" / "fixtures" / "rulesets" / "corte-del-giullare.toml")
    setup = Setup(ruleset, (("giullare", 1), ("contadino", 6), ("lupo", 2)), 9)
    assert compiled(setup).unsupported == ""
    won = set()
    for seed in range(40):
        _same_both_ways(setup, seed, "random")
        won.update(play_game(setup, seed, "random").conditions)
    assert "giullare" in won and "villaggio" in won
