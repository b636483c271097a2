"""Licantropi's ballottaggio read from the thread as a GM reads it (rulebook l.106: "chiede i voti
per tutti coloro che sono in ballottaggio ... chi e' in ballottaggio non puo' votare"): each post
of a fictional ballottaggio between Ombroso and Rosaspina, counted by `run_tally` (the function
behind `lupus-mod tally 1 --runoff`), gets the fate a GM gives it."""
from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum.model import Post
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example
from tests.votes.test_post_corpus import body

# (author, text, the fate of the post's own vote: counted, or the anomaly a GM must see; None: no vote)
BALLOTTAGGIO = [
    ("Mastro Zoli", "Si apre il [b]ballottaggio[/b] tra Ombroso e Rosaspina.", None),
    ("Lunaria", "Ballottaggio: Ombroso", "counted"),
    ("Merlina", "Per il ballottaggio voto [b]Rosaspina[/b]", "counted"),
    ("Podesta", "voto Zanna", "not-a-candidate"),
    ("Ombroso", "voto Rosaspina", "not-eligible"),
    ("Zanna", "voto Rosa 🌹", "counted"),
    ("Quercia", "voto Ombroso o Rosaspina", "doubt"),
    ("Bacco", "[color=red][b]VOTO OMBROSO[/b][/color] 🔥", "counted"),
    ("Giuly", "Nel ballottaggio voto me stessa", "not-a-candidate"),
    ("Zappa", "Voto. Ombroso.", "doubt"),
    ("Erbaria", "voto Rosaspina ed Ombroso", "doubt"),
    ("Spiritella", "[s]voto Ombroso[/s] voto Rosaspina", "counted"),
    ("Fratello Tuck", "Cambio il voto da Ombroso a Rosaspina", "counted"),
    ("Pazzerello", "voto chi ha votato Ombroso stamattina", "doubt"),
]


def _posts() -> tuple[Post, ...]:
    start = datetime(2026, 11, 2, 21, 5, tzinfo=ZoneInfo("Europe/Rome"))
    return tuple(Post(str(950 + n), n, author, start + timedelta(minutes=n),
                      f"https://board.example/t/7?p={950 + n}", body(text))
                 for n, (author, text, _) in enumerate(BALLOTTAGGIO, start=1))


@pytest.fixture(scope="module")
def counted(tmp_path_factory) -> dict:
    from typer.testing import CliRunner

    from lupus_mod.commands.app import app
    game = copy_example("licantropi", tmp_path_factory.mktemp("ballottaggio"))
    day = game / "days" / "1.toml"
    # The ballottaggio between both (nobody taken out), read from the thread, not the PM log.
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "")
                   .replace('tolgo = "Rosaspina"\n', "") + 'opened_post = "951"\n', encoding="utf-8")
    (game / "days" / "1-runoff.txt").unlink()
    night = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    assert night.exit_code == 0, night.output
    return run_tally(load_game(game), TallyRequest(1, runoff=True), posts=_posts()).data


@pytest.mark.parametrize("n, author, text, fate", [(n, *row) for n, row in enumerate(BALLOTTAGGIO, start=1)],
                         ids=[row[1][:40] for row in BALLOTTAGGIO])
def test_each_ballottaggio_vote_has_the_gms_fate(counted: dict, n: int, author: str, text: str,
                                                fate: str | None) -> None:
    own = [v["status"] for v in counted["votes"] if v["post"] == str(950 + n) and v["where"] == "body"]
    assert own[-1:] == ([fate] if fate else []), text


def test_the_doubts_wait_and_the_counted_votes_condemn(counted: dict) -> None:
    # Ombroso: Lunaria, Bacco; Rosaspina: Merlina, Zanna, Spiritella, Fratello Tuck. The four
    # doubts could not overturn it, but the count says they are open (docs/tally.md, Doubts).
    assert {c["name"]: c["votes"] for c in counted["candidates"]} == {"Rosaspina": 4, "Ombroso": 2}
    assert sum(v["status"] == "doubt" for v in counted["votes"]) == 4
