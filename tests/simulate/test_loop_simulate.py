"""The simulator on a ruleset with its own loop (Acchiappastreghe): every size plays to an end
with no dead end, the numbers do not depend on --jobs, the bots choose only what the rules
accept, and a simulated game is the game `lupus-mod round` replays from its folder."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
import tomli_w

from lupus_mod.inputs.catalog import builtin_text
from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.simulate import runner
from lupus_mod.simulate.loop_play import deal, game_turns
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.simulate.play import Setup, play_game, vote_rules
from lupus_mod.simulate.setup import plan_from_ruleset
from lupus_mod.simulate.tune import table_line
from lupus_mod.play.turns import run_turn_of

TEXT = builtin_text("acchiappastreghe")


@pytest.mark.parametrize("players", range(4, 13))
@pytest.mark.parametrize("strategy", ["random", "informed"])
def test_every_size_plays_to_an_end(players: int, strategy: str) -> None:
    setup = plan_from_ruleset("acchiappastreghe", players, (), False).setup
    summary = runner.run(TEXT, setup, strategy, seed=5, games=12)
    report = summary.report(setup.ruleset)
    assert summary.dead_ends == 0 and summary.games == 12
    giullare = dict(setup.counts).get("giullare", 0)
    assert set(summary.wins) <= {"villaggio", "streghe", *(["role:giullare"] if giullare else [])}
    assert sum(summary.wins.values()) == 12
    last = setup.ruleset.loop.table("cavalieri", players)
    assert max(summary.lengths) <= last
    points = next(s for s in report["scores"] if s["id"] == "punti-strega")
    assert sum(points["distribution"].values()) == 12 and 0 <= points["mean"] <= players


def test_the_numbers_do_not_depend_on_jobs() -> None:
    setup = plan_from_ruleset("acchiappastreghe", 5, (), False).setup
    alone = runner.run(TEXT, setup, "informed", seed=2, games=2 * runner.SHARD + 10, jobs=1)
    shared = runner.run(TEXT, setup, "informed", seed=2, games=2 * runner.SHARD + 10, jobs=2)
    assert alone.report(setup.ruleset) == shared.report(setup.ruleset)
    assert play_game(setup, 77, "random") == play_game(setup, 77, "random")


@pytest.mark.parametrize("players", [5, 8, 12])
def test_the_bots_choose_what_the_rules_accept(players: int) -> None:
    """Every choice stands but an Erborista's reversion when today's attack made him a frog
    (he chose before it: "② comes after ①"), and witches never attack a known ally."""
    setup = plan_from_ruleset("acchiappastreghe", players, (), False).setup
    for seed in range(6):
        roles = dict((c.name, c.role) for c in deal(setup, seed).seats)
        for strategy in ("random", "informed"):
            for _, run in game_turns(setup, seed, strategy):
                for e in (e for p in run.phases for e in p.events):
                    if e["kind"] == "refused":
                        assert (e["reason"], roles[e["player"]]) == ("frogged-today", "erborista"), e
                    if e["kind"] == "attack":
                        assert roles[e["target"]] != "strega", e


def _folder(root: Path, setup: Setup, seed: int, strategy: str) -> tuple[Path, list]:
    """The simulated game written as a GM's folder: the deal, each giornata's PMs, the
    thread's proposals (who voted No) and the hunt, as days/N.toml records them."""
    game = root / f"g{seed}-{strategy}"
    (game / "nights").mkdir(parents=True)
    (game / "days").mkdir()
    votes = tomllib.loads(TEXT)["votes"]
    config = {"title": "Simulata", "language": "it", "seed": seed, "timezone": "Europe/Rome",
              "first_night": 1, "gm": ["Master"], "votes": votes,
              "schedule": {"powers_deadline": "21:00", "votes_close": "23:00", "day_close": "23:00"}}
    (game / "game.toml").write_text(tomli_w.dumps(config), encoding="utf-8")
    (game / "roles.toml").write_text(TEXT, encoding="utf-8")
    players = [{"name": c.name, "role": c.role} for c in deal(setup, seed).seats]
    (game / "players.toml").write_text(tomli_w.dumps({"player": players}), encoding="utf-8")
    turns = list(game_turns(setup, seed, strategy))
    loop = setup.ruleset.loop
    keywords = {c.id: str(c.get("keyword")) for c in loop.choices}
    # each order sent inside its window: the day's before the Sera post (21:00), the evening's
    # after it and before the proposals' votes close (from 22:00), the ritual's after those
    hour = {c: h for phase, h in zip(loop.phases, (18, 21, 22)) for c in phase.choices}
    for inputs, run in turns:
        day = f"2026-11-{run.day:02d}"
        lines = []
        for k, order in enumerate(inputs.orders):
            lines += [f"## {order.player} @ {day} {hour[order.choice]}:{min(k, 59):02d}",
                      " ".join((keywords[order.choice], *order.args)), ""]
        (game / "nights" / f"{run.day}.txt").write_text("\n".join(lines), encoding="utf-8")
        thread: dict = {"sera": f"{day} 21:00"}
        if inputs.hunted is not None:
            thread |= {"burned": inputs.hunted, "chiusura": f"{day} 23:59"}
        thread["proposta"] = [{"membri": list(p.members), "no": list(p.no or ()),
                               "chiusura": f"{day} 22:0{k}"} for k, p in enumerate(inputs.proposals)]
        (game / "days" / f"{run.day}.toml").write_text(tomli_w.dumps(thread), encoding="utf-8")
    return game, turns


@pytest.mark.parametrize("players, strategy", [(6, "random"), (8, "informed"), (12, "informed")])
def test_a_simulated_game_is_the_game_round_replays(players: int, strategy: str, tmp_path: Path) -> None:
    setup = plan_from_ruleset("acchiappastreghe", players, (), False).setup
    for seed in range(3):
        folder, turns = _folder(tmp_path, setup, seed, strategy)
        game = load_game(folder)
        for _, run in turns:
            replayed = run_turn_of(game, run.day)
            assert replayed.state == run.state, f"giornata {run.day} of seed {seed}"
            assert _lineless(replayed) == _lineless(run)
        assert turns[-1][1].state.ended


def _lineless(run) -> list:
    """The events, but the line and the player's own words of a refused order: the folder's PM
    has them, the bot's has none (the Erborista made a frog by today's attack after he chose:
    his order is refused)."""
    return [[{k: v for k, v in e.items() if not (k in ("line", "said") and e.get("kind") == "refused")}
             for e in p.events] for p in run.phases]


def test_the_command_reports_the_loop_in_its_words(runner, tmp_path: Path) -> None:
    page = tmp_path / "sim.html"
    result = runner.invoke(app, ["simulate", "--ruleset", "acchiappastreghe", "--players", "7",
                                 "--games", "30", "--jobs", "1", "--html", str(page)])
    assert result.exit_code == 0, result.output
    assert "giornate" in result.output and "Punti strega a fine partita: media" in result.output
    html = page.read_text(encoding="utf-8")
    assert "Durata (giornate giocate)" in html and "notti" not in html
    assert "Partite senza esito possibile: 0" in result.output
    data = json.loads(runner.invoke(app, ["simulate", "--ruleset", "acchiappastreghe", "--games", "10",
                                          "--jobs", "1", "--strategy", "informed", "--json"]).stdout)
    assert data["players"] == 12 and data["dead_ends"] == 0
    refused = runner.invoke(app, ["simulate", "--ruleset", "acchiappastreghe", "--day-first", "--games", "1"])
    assert refused.exit_code == 1 and "declares its own phases" in refused.output


def test_the_circle_the_attack_left_too_short_is_no_dead_end() -> None:
    """The game in which the simulator met it: four cats in human form at dawn on the knights'
    day, four needs, one made a frog; the ritual fails by itself and the vote ends the game."""
    # the tables as first shipped (four needs at 11 players), where the simulator met it
    text = table_line(table_line(builtin_text("acchiappastreghe"), "ingredienti", {4: 2, 7: 3, 10: 4}, "roles.toml"),
                      "sigilli", {4: 2, 6: 3}, "roles.toml")
    data = tomllib.loads(table_line(text, "cavalieri", {4: 4, 7: 5}, "roles.toml"))
    base = plan_from_ruleset("acchiappastreghe", 11, (), False).setup
    setup = Setup(ruleset_from_dict(data), base.counts, 11, False, vote_rules(data))
    turns = list(game_turns(setup, 31_000_000_248, "random"))
    kinds = [e["kind"] for p in turns[-1][1].phases for e in p.events]
    assert "circle-short" in kinds and turns[-1][1].state.ended
    assert not play_game(setup, 31_000_000_248, "random").dead_end


def test_a_loop_game_folder_is_played_on_from_its_present(runner, tmp_path: Path) -> None:
    """`simulate --game` on Acchiappastreghe: after giornata 1 the bots play on from its end
    (its frogs and hunted stay so at the start of every game); a game that is over only ends."""
    from tests.conftest import copy_example
    folder = copy_example("acchiappastreghe", tmp_path)
    (folder / "nights" / "2.txt").unlink()
    (folder / "days" / "2.toml").unlink()
    result = runner.invoke(app, ["simulate", "--game", str(folder), "--games", "20", "--jobs", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 20 and data["dead_ends"] == 0
    from lupus_mod.simulate.setup import plan_from_game
    assert plan_from_game(folder).state == run_turn_of(load_game(folder), 1).state
    over = copy_example("acchiappastreghe", tmp_path / "over")
    ended = json.loads(runner.invoke(app, ["simulate", "--game", str(over), "--games", "5", "--jobs", "1",
                                           "--json"]).stdout)
    assert ended["length"] == {"2": 5} and [r["wins"] for r in ended["results"]] == [5]
