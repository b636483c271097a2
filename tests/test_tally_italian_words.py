"""The Italian words of the tally's post and table: "Rina ed Ezio" (the "and" before a word
starting with e, chosen as the round posts choose it: [sentence.round-words] and), and a count
without a valid vote saying so once."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.tally import request as tally_day
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.test_tally_shell import make_game, thread


@pytest.fixture(autouse=True)
def _the_fake_games_own_facts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tally_day, "day_facts", lambda game, day: game.facts)


def _post(game, request) -> str:
    return (Path(game.dir) / "out" / f"day-{request.day}" / "tally.bbcode").read_text(encoding="utf-8")


@pytest.mark.parametrize("last, joined", [("Ezio", "Rina ed Ezio"), ("Èlia", "Rina ed Èlia"),
                                          ("Bruno", "Rina e Bruno")])
def test_the_tied_names_are_joined_as_italian_joins_them(tmp_path: Path, last: str, joined: str) -> None:
    game = make_game(tmp_path, alive=("Rina", last, "Cleo"))
    posts = thread(("09:00", "Custode", "Si apre il giorno."), ("10:00", last, "voto Rina"),
                   ("11:00", "Rina", f"voto {last}"))
    request = TallyRequest(4)
    outcome = run_tally(game, request, posts=posts)
    assert joined in _post(game, request) and joined in outcome.table
    assert f"Rina e {last}" not in _post(game, request) or last == "Bruno"


def test_a_count_without_a_valid_vote_says_so_once(tmp_path: Path) -> None:
    game = make_game(tmp_path)
    posts = thread(("09:00", "Custode", "Si apre il giorno."), ("10:00", "Alba", "Buongiorno a tutti."),
                   ("11:00", "Bruno", "voto Pippo?"))
    request = TallyRequest(4)
    outcome = run_tally(game, request, posts=posts)
    assert _post(game, request).lower().count("nessun voto valido") == 1
    assert outcome.table.lower().count("nessun voto valido") == 1
