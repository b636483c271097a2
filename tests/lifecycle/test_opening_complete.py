"""The opening post of a new game of every built-in ruleset is complete for players who must play
from it (issue 24): computed from the ruleset's data and the game's own game.toml, every win
condition in play, every step of the action order, every card a text refers to, every time of
the schedule, the tie rule and every elected title — so that a ruleset or a template that drops
one of them fails here, whichever ruleset it is. (A declared loop's opening post is checked by
tests/test_acchiappastreghe.py and below for its victories.)"""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin, builtin_ids
from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.opening_sections import action_order, referred_cards, win_conditions
from tests.lifecycle.play import NAMES, cli

RULESETS = builtin_ids()


def _size(ruleset: str) -> int:
    return int(builtin(ruleset).composition.get("players", 12))


@pytest.fixture(scope="module", params=RULESETS)
def opened(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path, str]:
    folder = tmp_path_factory.mktemp("opening")
    roster = folder / "giocatori.txt"
    roster.write_text("\n".join(NAMES[:_size(request.param)]) + "\n", encoding="utf-8")
    cli("new", folder / "g", "--ruleset", request.param, "--players", roster, "--seed", 5)
    post = (folder / "g" / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    return request.param, folder / "g", post


def _hour(text: str, language: str) -> str:
    hours, minutes = text.split(":")
    return f"{int(hours)} h {minutes}" if language == "fr" else text


def test_the_schedule_gives_every_time_of_game_toml(opened) -> None:
    ruleset, game, post = opened
    config = tomllib.loads((game / "game.toml").read_text(encoding="utf-8"))
    times = [v for v in config.get("schedule", {}).values() if isinstance(v, str) and re.fullmatch(r"\d\d:\d\d", v)]
    assert times, config
    language = load_game(game).language
    missing = [t for t in times if _hour(t, language) not in post]
    assert not missing, (ruleset, missing)


def test_every_win_condition_in_play_is_told(opened) -> None:
    ruleset, game, post = opened
    loaded = load_game(game)
    if loaded.ruleset.loop.declared:
        victories = [v.get("description") for v in loaded.ruleset.loop.victories]
        assert victories and all(v and v in post for v in victories), victories
        return
    wins = win_conditions(loaded.ruleset, {p.role for p in loaded.players})
    assert wins and all(w in post for w in wins), [w for w in wins if w not in post]


def test_the_action_order_and_every_card_referred_to_are_told(opened) -> None:
    ruleset, game, post = opened
    loaded = load_game(game)
    if loaded.ruleset.loop.declared:
        pytest.skip("a declared loop tells its phases, not an action order")
    roles = {p.role for p in loaded.players}
    items = {i.id for i in loaded.ruleset.items}
    order = action_order(loaded.ruleset, roles, items)
    assert order["steps"], ruleset   # never true of an empty order
    assert all(step in post for step in order["steps"]), [s for s in order["steps"] if s not in post]
    cards = [r.name for r in referred_cards(loaded.ruleset, roles, items)]
    assert all(f"[b]{name}[/b]" in post for name in cards), cards
    # Every role dealt has its card.
    dealt = {loaded.ruleset.role(r).name for r in roles}
    assert all(f"[b]{name}[/b]" in post for name in dealt), [n for n in dealt if f"[b]{n}[/b]" not in post]


def test_the_tie_rule_and_every_elected_title_are_told(opened) -> None:
    ruleset, game, post = opened
    loaded = load_game(game)
    # A declared loop says its ties in "Le regole di questa partita".
    general = post if loaded.ruleset.loop.declared else post.split("\n\n")[1]
    words = {"it": ("parità", "pari", "pareggio"), "fr": ("égalité",)}[loaded.language]
    assert any(w in general.casefold() for w in words), general
    for title in loaded.ruleset.titles:
        assert title.name in general, (title.name, general)
