"""Round 24 (a new GM's Licantropi ballottaggio, reader "lic"): runoff ballots in the thread and
by PM that were talk, or offered the name they spare (docs/tally.md, Runoffs): "fuoco a
Becchino", "Zanna è innocente, Becchino no", "voto per salvare Becchino", "Becchino è
innocente", "stesso voto di stamattina" (the day's vote, on a candidate), "Podesta... anzi
no, Zanna" by PM (the corrected name first), and in the new vote "come al ballottaggio", "nn cambio"."""
from __future__ import annotations

from pathlib import Path

from tests.test_trial_20_ballots import _game, _offered, _posts

from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally

RUNOFF = '[runoff]\ncandidates = ["Becchino", "Zanna"]\nopened_post = "1001"\n'


def test_thread_ballots_that_back_or_spare_a_candidate_offer_the_meant_one(tmp_path: Path) -> None:
    game = _game(tmp_path, RUNOFF)
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Becchino e Zanna."),
                   ("Ombroso", "fuoco a Becchino 🔥"),
                   ("Lunaria", "Zanna è innocente, Becchino no"),
                   ("Spiritella", "voto per salvare Becchino"),
                   ("Erbaria", "Becchino è innocente"),
                   ("Giuly", "Zanna. Becchino mi pare pulito"),
                   # Near misses: said no before the word sparing him; both named, no word.
                   ("Quercia", "Becchino non è innocente"),
                   ("Podesta", "Zanna e Becchino, che giornata"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1002") == ("Becchino",)
    assert _offered(outcome, "1003") == ("Becchino",)
    assert _offered(outcome, "1004") == ("Zanna",)
    assert _offered(outcome, "1005") == ("Zanna",)
    found = [e.action for e in outcome.tally.entries if e.action.post_id == "1006" and e.fate == "doubt"]
    assert found and found[-1].target == "Zanna"
    assert _offered(outcome, "1007") is None and _offered(outcome, "1008") is None


def test_the_same_vote_as_this_morning_offers_the_day_vote_on_a_candidate(tmp_path: Path) -> None:
    game = _game(tmp_path, 'opened_post = "1001"\n[runoff]\ncandidates = ["Becchino", "Zanna"]\nopened_post = "1004"\n')
    posts = _posts(("Zappa", "voto Becchino"), ("Ombroso", "voto Zanna"), ("Quercia", "voto Ombroso"),
                   ("Mastro Zoli", "Ballottaggio tra Becchino e Zanna."),
                   ("Zappa", "stesso voto di stamattina"), ("Ombroso", "come stamattina"),
                   ("Quercia", "stesso voto di stamattina"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1005") == ("Becchino",)
    assert _offered(outcome, "1006") == ("Zanna",)
    assert _offered(outcome, "1007") == ()   # her day vote was for no candidate: asked, nothing offered


def _log(game: Path, name: str, rows: list[tuple[str, str, str]]) -> None:
    (game / "days" / name).write_text("".join(f"## {a} @ 2026-11-03 {t}\n{x}\n" for a, t, x in rows),
                                      encoding="utf-8")


def test_a_pm_ballot_corrected_on_its_line_offers_the_corrected_name_first(tmp_path: Path) -> None:
    game = _game(tmp_path, '[runoff]\ncandidates = ["Becchino", "Zanna"]\n')
    _log(game, "1-runoff.txt", [("Zappa", "21:30", "Becchino... anzi no, Zanna"),
                                ("Quercia", "21:31", "Zanna (era Becchino ma ho cambiato)")])
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True))
    assert _offered(outcome, "L1") == ("Zanna", "Becchino")
    assert _offered(outcome, "L3") == ("Zanna", "Becchino")


def test_the_new_vote_s_as_in_the_ballottaggio_offers_that_vote(tmp_path: Path) -> None:
    game = _game(tmp_path, '[runoff]\ncandidates = ["Becchino", "Zanna"]\n'
                           '[revote]\ncandidates = ["Becchino", "Zanna"]\n')
    _log(game, "1-runoff.txt", [("Ombroso", "21:17", "voto Zanna"), ("Erbaria", "21:24", "voto Becchino")])
    _log(game, "1-revote.txt", [("Ombroso", "22:13", "come al ballottaggio"), ("Erbaria", "22:18", "nn cambio")])
    outcome = run_tally(load_game(game), TallyRequest(1, revote=True))
    assert _offered(outcome, "L1") == ("Zanna",)
    assert _offered(outcome, "L3") == ("Becchino",)


def test_a_pm_ballot_refusing_the_only_candidate_left_offers_nobody(tmp_path: Path) -> None:
    """The Avvocato took Zanna out: "Becchino no, … io non lo voto" refuses Becchino (it
    offered him first); "Becchino è l'unico rimasto" stays offered as written."""
    game = _game(tmp_path, 'tolgo = "Zanna"\n[runoff]\ncandidates = ["Becchino", "Zanna"]\n')
    _log(game, "1-runoff.txt", [("Merlina", "21:23", "Becchino no, ormai c'è solo lui ma io non lo voto"),
                                ("Quercia", "21:24", "Becchino è l'unico rimasto")])
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True))
    assert _offered(outcome, "L1") == ()
    assert _offered(outcome, "L3") == ("Becchino",)
