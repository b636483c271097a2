"""Round 25 (a new GM's Licantropi ballottaggio, reader "lic"): the other candidate described by
the one named, "tra i due scelgo quello che non è Zanna", offered Zanna, the one spared
(docs/tally.md, Runoffs); by PM and in the thread, the other one is offered."""
from __future__ import annotations

from pathlib import Path

from tests.test_round_24_licthread_runoff import _log
from tests.test_trial_20_ballots import _game, _offered, _posts

from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally

RUNOFF = '[runoff]\ncandidates = ["Becchino", "Zanna"]\n'


def test_a_pm_ballot_for_the_one_who_is_not_a_candidate_offers_the_other(tmp_path: Path) -> None:
    game = _game(tmp_path, RUNOFF)
    _log(game, "1-runoff.txt", [("Zappa", "21:20", "tra i due scelgo quello che non è Zanna"),
                                ("Quercia", "21:21", "voto quella che non è Becchino"),
                                # Near miss: the words about the one named, not before his name.
                                ("Podesta", "21:22", "voto Zanna, è quella che non è credibile")])
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True))
    assert _offered(outcome, "L1") == ("Becchino",)
    assert _offered(outcome, "L3") == ("Zanna",)
    counted = [e.action for e in outcome.tally.entries if e.action.post_id == "L5" and e.fate == "counted"]
    assert counted and counted[-1].target == "Zanna"


def test_a_thread_post_for_the_one_who_is_not_a_candidate_offers_the_other(tmp_path: Path) -> None:
    game = _game(tmp_path, RUNOFF + 'opened_post = "1001"\n')
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Becchino e Zanna."),
                   ("Ombroso", "brucio quello che non è Zanna"),
                   ("Lunaria", "al rogo chi non è Becchino"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1002") == ("Becchino",)
    assert _offered(outcome, "1003") == ("Zanna",)
