"""A title the thread elects (Thiercelieux's Capitaine) that no day record names: `check`,
`day` and `night` warn, with the line that settles it; `capitaine = ""` says no election."""
from __future__ import annotations

import pytest

from lupus_mod.reports.checks import preflight
from lupus_mod.commands.app import app   # its commands are registered by tests/conftest.py
from tests.conftest import copy_example

WARNED = "days/1.toml"


def _game(tmp_path, day1: str):
    game = copy_example("thiercelieux", tmp_path)
    (game / "days" / "1.toml").write_text(day1, encoding="utf-8")
    (game / "days" / "2.toml").unlink()
    (game / "nights" / "3.txt").unlink()
    return game


def _election_warnings(game):
    return [w for w in preflight(game).warnings if "capitaine" in w.render() and w.file == WARNED]


@pytest.mark.parametrize("day1, warned", [
    ('burned = "Baptiste"\n', True),                        # no key: the election is unsettled
    ('capitaine = ""\nburned = "Baptiste"\n', False),       # no election held, said so
    ('capitaine = "Amandine"\nburned = "Baptiste"\n', False),
    ('opened_post = 1\n', False),                           # the day goes on: it waits instead
])
def test_check_warns_of_an_unsettled_election(tmp_path, day1, warned):
    game = _game(tmp_path, day1)
    found = _election_warnings(game)
    assert bool(found) == warned
    if warned:
        assert "tally 1 --election --record" in found[0].render()
        assert 'capitaine = ""' in found[0].render()


def test_day_and_next_night_tell_it_in_the_gm_language(tmp_path, runner, monkeypatch):
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's own: French
    game = _game(tmp_path, 'burned = "Baptiste"\n')
    for args in (["day", "1"], ["night", "2"]):
        result = runner.invoke(app, [*args, "--game", str(game)])
        assert result.exit_code == 0, result.output
        assert "aucun fichier de jour ne nomme le Capitaine" in result.stderr
    # The night before the day has no day over to speak of.
    assert "aucun fichier de jour" not in runner.invoke(app, ["night", "1", "--game", str(game)]).stderr
