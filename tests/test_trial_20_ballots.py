"""Licantropi's ballottaggio and its new vote read from the thread (it-threads, trial 20):
« salvo Rosaspina, quindi voto l'altro » between two offers the other candidate, and after a
tied ballottaggio (l.110: "In caso di pareggio tra due o piu' candidati: Dibattito e nuova
votazione") « confermo » and « stesso voto di prima » offer the author's ballottaggio vote —
« confermo » was talk, and the other's settle line offered "none", the opposite of his word."""
from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example

runner = CliRunner()
START = datetime(2026, 11, 2, 21, 0, tzinfo=ZoneInfo("Europe/Rome"))


def _game(tmp_path: Path, tables: str) -> Path:
    game = copy_example("licantropi", tmp_path)
    (game / "days" / "1-runoff.txt").unlink()
    (game / "days" / "1.toml").write_text("# Giorno 1\n" + tables, encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    return game


def _posts(*rows: tuple[str, str]) -> tuple[Post, ...]:
    return tuple(Post(str(1001 + n), n, author, START + timedelta(minutes=5 * n),
                      f"https://board.example/t/7?p={1001 + n}", (Segment(text),))
                 for n, (author, text) in enumerate(rows))


def _offered(outcome, post: str) -> tuple[str, ...] | None:
    found = [e.action for e in outcome.tally.entries if e.action.post_id == post and e.fate == "doubt"]
    return found[-1].candidates if found else None


BALLOTTAGGIO = ('[runoff]\ncandidates = ["Ombroso", "Rosaspina"]\nopened_post = "1001"\n')


def test_the_other_of_two_is_offered(tmp_path: Path) -> None:
    game = _game(tmp_path, BALLOTTAGGIO)
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Ombroso e Rosaspina."),
                   ("Zanna", "salvo Rosaspina, quindi voto l'altro"),
                   ("Lunaria", "Ombroso mi convince poco... voto l'altra"),
                   ("Merlina", "voto l'altro"),
                   ("Quercia", "tra Ombroso e Rosaspina voto l'altro"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1002") == ("Ombroso",)
    assert _offered(outcome, "1003") == ("Rosaspina",)
    # Near misses: no candidate named, or both: which one, only the GM knows — both candidates
    # offered in the runoff's order, as a player described is (« brucia la lupa »).
    assert _offered(outcome, "1004") == ("Ombroso", "Rosaspina") == _offered(outcome, "1005")


def test_a_candidate_spared_or_backed_offers_the_vote_he_means(tmp_path: Path) -> None:
    """« salvo Ombroso », « non voto Rosaspina » between two are a vote for the other one, « Ombroso
    tutta la vita » for him: each a doubt offering it (they were talk, the runoff vote lost)."""
    game = _game(tmp_path, BALLOTTAGGIO)
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Ombroso e Rosaspina."),
                   ("Zanna", "salvo Ombroso"),
                   ("Lunaria", "non voto Rosaspina, mi fido"),
                   ("Merlina", "Ombroso tutta la vita"),
                   ("Quercia", "Ombroso ha ragione su tutto"),
                   ("Bacco", "salvo Ombroso e Rosaspina, non so"),
                   ("Giuly", "voto Rosaspina"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1002") == ("Rosaspina",)
    assert _offered(outcome, "1003") == ("Ombroso",)
    assert _offered(outcome, "1004") == ("Ombroso",)
    # Near misses: a word on a candidate, both named, a vote of its own.
    assert _offered(outcome, "1005") is None and _offered(outcome, "1006") is None
    assert _offered(outcome, "1007") is None


REVOTE = BALLOTTAGGIO + '[revote]\ncandidates = ["Ombroso", "Rosaspina"]\nopened_post = "1006"\n'


def test_the_new_vote_s_restatements_offer_the_ballottaggio_vote(tmp_path: Path) -> None:
    game = _game(tmp_path, REVOTE)
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Ombroso e Rosaspina."),
                   ("Lunaria", "voto Ombroso"), ("Merlina", "voto Rosaspina"),
                   ("Podesta", "voto Ombroso"), ("Quercia", "voto Rosaspina"),
                   ("Mastro Zoli", "Parità! Dibattito e nuova votazione."),
                   ("Lunaria", "confermo"), ("Merlina", "stesso voto di prima"),
                   ("Podesta", "Confermo!"), ("Quercia", "rivoto Rosaspina"),
                   ("Zanna", "confermo"), ("Ululone", "confermo che Ombroso mente"))
    outcome = run_tally(load_game(game), TallyRequest(1, revote=True), posts=posts)
    assert _offered(outcome, "1007") == ("Ombroso",)
    assert _offered(outcome, "1008") == ("Rosaspina",)
    assert _offered(outcome, "1009") == ("Ombroso",)
    # Near misses: Zanna gave no ballottaggio vote (nothing to restate: talk, as before), and
    # Ululone confirms a suspicion.
    assert _offered(outcome, "1011") is None and _offered(outcome, "1012") is None
    assert outcome.tally.totals == {"Rosaspina": 1}
