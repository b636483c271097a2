"""The Sì/No count of a proposal identifies authors as the day's count does (votes/accounts.py):
by member id where the board gives one. A renamed account answers for its player; another
account showing a player's name after his own posted is a look-alike, never his answer."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example
from tests.test_acchiappastreghe import _posts
from tests.test_acchiappastreghe_proposals import _two_proposals_voted_in_the_thread

MEMBERS = {"Master": "1", "Delia": "14", "Guido": "17", "Enzo": "15"}


def _thread(*rows: tuple[str, str, str]) -> tuple:
    posts = _posts(*[(author, text) for author, text, _ in rows])
    return tuple(replace(p, author_id=member) for p, (_, _, member) in zip(posts, rows))


def _first_proposal(tmp_path: Path, *answers: tuple[str, str, str]) -> dict:
    folder = copy_example("acchiappastreghe", tmp_path)
    _two_proposals_voted_in_the_thread(folder)
    thread = _thread(("Master", "Proposta di Bianca", "1"), *answers,
                     ("Master", "Proposta di Carlo", "1"))
    # The posts are numbered 901...: the second proposal's post is the last one.
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('opened_post = "907"', f'opened_post = "{thread[-1].id}"'),
                   encoding="utf-8")
    return run_tally(load_game(folder), TallyRequest(day=1, proposal=True), posts=thread).data["proposals"][0]


def test_an_account_renamed_in_the_thread_answers_for_its_player(tmp_path: Path) -> None:
    first = _first_proposal(tmp_path, ("Delia", "[b]voto No[/b]", "14"),
                            ("Delia la Rossa", "[b]voto Sì[/b]", "14"))
    assert "Delia" not in first["no"]
    assert [(a["voter"], a["fate"]) for a in first["actions"]] == [("Delia", "counted"), ("Delia", "counted")]


def test_another_account_under_a_players_name_is_not_his_answer(tmp_path: Path) -> None:
    first = _first_proposal(tmp_path, ("Guido", "[b]voto Sì[/b]", "17"), ("Guido", "[b]voto No[/b]", "99"),
                            ("Enzo", "[b]voto No[/b]", "15"))
    assert first["no"] == ["Enzo"]
    assert [(a["voter"], a["fate"]) for a in first["actions"]] == [
        ("Guido", "counted"), ("Guido #99", "not-eligible"), ("Enzo", "counted")]


def test_without_member_ids_authors_are_read_by_name(tmp_path: Path) -> None:
    first = _first_proposal(tmp_path, ("Guido", "[b]voto Sì[/b]", ""), ("Guido", "[b]voto No[/b]", ""))
    assert first["no"] == ["Guido"]
