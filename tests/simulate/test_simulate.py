"""The simulator: checked against the exact mathematics of the vanilla game, reproducible
whatever --jobs, and playing games the GM's own commands resolve the same way."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest
import tomli_w

from lupus_mod.inputs.catalog import builtin, builtin_ids, builtin_text
from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.simulate import runner
from lupus_mod.simulate.play import Setup, play_game, start
from lupus_mod.simulate.setup import plan_from_ruleset
from lupus_mod.simulate.stats import wilson


@lru_cache(maxsize=None)
def village_wins(villagers: int, wolves: int, night: bool) -> float:
    """P(village wins) in the vanilla game: each night the wolves kill a uniformly random
    villager, each day a uniformly random living player burns; the village wins when no wolf
    is left, the wolves when they are at least as many as the others."""
    if wolves == 0:
        return 1.0
    if wolves >= villagers:
        return 0.0
    if night:
        return village_wins(villagers - 1, wolves, False)
    living = villagers + wolves
    return (wolves / living * village_wins(villagers, wolves - 1, True)
            + villagers / living * village_wins(villagers - 1, wolves, True))


def test_the_recursion_knows_the_small_cases() -> None:
    assert village_wins(2, 1, False) == pytest.approx(1 / 3)     # day: one in three burns the wolf
    assert village_wins(2, 1, True) == 0.0                       # night: one villager left, 1 ≥ 1
    assert village_wins(3, 1, True) == pytest.approx(1 / 3)


@pytest.mark.parametrize("players, wolves, day_first", [(8, 2, False), (8, 2, True), (12, 3, False),
                                                         (10, 1, True), (16, 4, False)])
def test_random_play_agrees_with_the_exact_probability(players, wolves, day_first) -> None:
    plan = plan_from_ruleset("vanilla", players, (f"lupo={wolves}",), day_first)
    summary = runner.run(plan.text, plan.setup, "random", seed=7, games=600)
    won = summary.wins["villaggio"]
    low, high = wilson(won, summary.games)
    exact = village_wins(players - wolves, wolves, not day_first)
    assert low <= exact <= high, f"{won}/{summary.games} against {exact:.4f}"
    assert summary.dead_ends == 0 and summary.games == 600


def test_the_numbers_do_not_depend_on_jobs() -> None:
    plan = plan_from_ruleset("thiercelieux", 10, (), False)
    alone = runner.run(plan.text, plan.setup, "informed", seed=3, games=120, jobs=1)
    shared = runner.run(plan.text, plan.setup, "informed", seed=3, games=120, jobs=2)
    assert alone.report(plan.setup.ruleset) == shared.report(plan.setup.ruleset)


def _folder(root: Path, setup: Setup, outcome) -> Path:
    """The simulated game written as a GM's folder: the deal, each night's orders as PMs (the
    answers to the decisions that wait among them), each day's burn and record keys (the
    Capitaine's election and heir, the Chasseur's shot)."""
    rs = setup.ruleset
    ruleset_id = rs.id
    game = root / f"{ruleset_id}-{outcome.seed}"
    (game / "nights").mkdir(parents=True)
    (game / "days").mkdir()
    config = {"title": "Simulata", "language": rs.language, "seed": outcome.seed,
              "timezone": "Europe/Rome", "first_night": 1, "gm": ["Master"],
              "schedule": {"day_close": "22:00", "powers_deadline": "22:30"}}
    (game / "game.toml").write_text(tomli_w.dumps(config), encoding="utf-8")
    (game / "roles.toml").write_text(builtin_text(ruleset_id), encoding="utf-8")
    dealt = start(setup, outcome.seed)
    players = [{"name": p.name, "role": p.role, "items": list(p.items)} for p in dealt.players]
    spare = list(dealt.flags.get("spare_cards", ()))
    (game / "players.toml").write_text(tomli_w.dumps({"player": players, **({"spare_cards": spare} if spare else {})}),
                                       encoding="utf-8")
    names = {i.id: i.name for i in rs.items} | {r.id: r.name for r in rs.roles}
    for phase in outcome.phases:
        if phase.kind == "night":
            lines = [f"# deadline: 2026-11-{phase.index:02d} 22:30"]
            for order in phase.orders:
                args = " ".join(names.get(a, a) for a in order.args)
                lines += [f"## {order.player} @ 2026-11-{phase.index:02d} 21:00", f"{order.keyword} {args}", ""]
            (game / "nights" / f"{phase.index}.txt").write_text("\n".join(lines), encoding="utf-8")
        else:
            (game / "days" / f"{phase.index}.toml").write_text(tomli_w.dumps({"burned": phase.burned, **dict(phase.choices)}),
                                                                encoding="utf-8")
    return game


def _facts(events) -> list[tuple]:
    return [(e.kind, e.target, e.cause, e.get("item", ""), e.get("new_holder", ""))
            for e in events if e.kind in ("death", "revive", "item", "game-over")]


@pytest.mark.parametrize("ruleset_id", sorted(r for r in builtin_ids() if not builtin(r).loop.declared))
def test_a_simulated_game_is_the_game_the_gm_commands_resolve(ruleset_id: str, tmp_path: Path) -> None:
    plan = plan_from_ruleset(ruleset_id, None, (), False)
    for k in range(3):
        seed = runner.game_seed(11, k)
        outcome = play_game(plan.setup, seed, "informed", keep=True)
        game = load_game(_folder(tmp_path, plan.setup, outcome))
        records = chronicle(game)
        assert [(r.kind, int(r.key)) for r in records] == [(p.kind, p.index) for p in outcome.phases]
        for record, phase in zip(records, outcome.phases):
            assert _facts(record.events) == _facts(phase.events), f"{record.phase} of seed {seed}"
        ending = records[-1].state.ending
        assert list(ending.factions if ending else ()) == list(outcome.winners)


def test_the_command_reports_win_rates_in_the_rulesets_language(tmp_path: Path, runner) -> None:
    page = tmp_path / "sim.html"
    result = runner.invoke(app, ["simulate", "--ruleset", "vanilla", "--players", "8", "--games", "200",
                                 "--jobs", "1", "--json", "--html", str(page)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 200 and data["dead_ends"] == 0
    assert {r["id"] for r in data["results"]} == {"villaggio", "branco"}
    assert sum(r["wins"] for r in data["results"]) == 200
    assert all(r["low"] <= r["rate"] <= r["high"] for r in data["results"])
    text = runner.invoke(app, ["simulate", "--ruleset", "thiercelieux", "--games", "20", "--jobs", "1"])
    assert text.exit_code == 0 and "Victoires" in text.output and "Intervalle" in text.output
    html = page.read_text(encoding="utf-8")
    assert "<svg" in html and "VILLAGGIO" in html and "src=" not in html


def test_the_command_names_what_is_wrong(runner) -> None:
    for args, words in ((["--games", "5"], "either --ruleset or --game"),
                        (["--ruleset", "scacchi"], "neither a built-in ruleset"),
                        (["--ruleset", "vanilla", "--strategy", "furbo"], "no strategy 'furbo'"),
                        (["--ruleset", "vanilla", "--players", "3", "--games", "5"], "not 3")):
        result = runner.invoke(app, ["simulate", *args])
        assert result.exit_code == 1 and words in result.output, result.output
        assert "internal error" not in result.output


def test_a_game_folder_is_played_on_from_where_it_stands(tmp_path: Path, runner) -> None:
    from tests.conftest import copy_example
    game = copy_example("lupus-of-the-rings", tmp_path)
    result = runner.invoke(app, ["simulate", "--game", str(game), "--games", "20", "--jobs", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 20 and data["players"] == len(load_game(game).players)
    # Every game goes on from night 4 played: none is shorter than the example already is.
    assert min(int(n) for n in data["length"]) >= 4


def test_impact_plays_each_power_role_as_its_factions_plain_card(runner) -> None:
    from lupus_mod.simulate.impact import variants
    setup = plan_from_ruleset("thiercelieux", 10, (), False).setup
    swapped = {role: other for role, other, _ in variants(setup)}
    assert swapped["voyante"] == "simple-villageois" and "loup-garou" not in swapped
    assert "voleur" not in swapped          # his spare cards make the deal another game
    for _, _, variant in variants(setup):
        assert sum(n for _, n in variant.counts) == sum(n for _, n in setup.counts)
    result = runner.invoke(app, ["simulate", "--ruleset", "thiercelieux", "--players", "10",
                                 "--games", "20", "--jobs", "1", "--impact", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)["impact"]
    assert [r["role"] for r in rows] == [setup.ruleset.role(role).name for role in swapped]
    assert all(0.0 <= r["with"] <= 1.0 and 0.0 <= r["without"] <= 1.0 for r in rows)


def test_a_failing_game_is_told_with_the_run_that_plays_it_again(monkeypatch) -> None:
    """A bug in one game is a GameFailed naming that game and the options that replay it as
    the last game of a run, never an anonymous internal error — also from a worker process."""
    plan = plan_from_ruleset("vanilla", 8, (), False)
    failing = runner.game_seed(4, 57)
    played = runner.play_game

    def play(setup, seed, strategy, **kw):
        if seed == failing:
            raise TypeError("a broken rule")
        return played(setup, seed, strategy, **kw)

    monkeypatch.setattr(runner, "play_game", play)
    with pytest.raises(runner.GameFailed) as caught:
        runner.run(plan.text, plan.setup, "random", seed=4, games=120, jobs=1)
    assert f"game seed {failing}" in str(caught.value) and "TypeError: a broken rule" in str(caught.value)
    assert "--seed 4 --games 58 --jobs 1 --strategy random" in str(caught.value)
    # The replay the message names fails on its last game, and only there.
    with pytest.raises(runner.GameFailed):
        runner.run(plan.text, plan.setup, "random", seed=4, games=58, jobs=1)
    assert runner.run(plan.text, plan.setup, "random", seed=4, games=57, jobs=1).games == 57


PATHS = [
    ("vanilla", ("fast-pure", "fast-compiled"), "Percorso: via rapida"),
    ("lupus-of-the-rings", ("fast-pure", "fast-compiled"), "Percorso: via rapida"),
    ("thiercelieux", ("resolver",), "Voie\u00a0: moteur du meneur"),
    ("licantropi", ("resolver",), "Percorso: motore del Master"),
    ("cowboys-and-aliens", ("resolver",), "Percorso: motore del Master"),
    ("acchiappastreghe", ("loop",), "Percorso: motore delle fasi"),
]


def test_the_paths_cover_every_builtin() -> None:
    assert sorted(r for r, _, _ in PATHS) == sorted(builtin_ids())


@pytest.mark.parametrize("ruleset, kind, words", PATHS)
def test_every_ruleset_says_which_path_its_games_take(runner, ruleset, kind, words) -> None:
    result = runner.invoke(app, ["simulate", "--ruleset", ruleset, "--games", "3", "--jobs", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["path"]["kind"] in kind and (data["path"]["why"] == "") == (kind != ("resolver",))
    assert words in result.stderr
    assert ("partite al secondo." in result.stderr) != ("parties par seconde." in result.stderr)
