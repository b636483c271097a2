"""The ballottaggio in the thread (docs/tally.md, Runoffs): a candidate backed or spared by his
short name (« Ulu tutta la vita », « salvo Becchi ») offers whom a vote form would read, and
a post that only confirms (« confermo ») offers the author's day vote when it was for a
candidate, as « stesso voto di stamattina » does. Read as talk, each was a runoff vote lost
unasked."""
from __future__ import annotations

from pathlib import Path

from tests.test_round_24_licthread_runoff import RUNOFF
from tests.test_trial_20_ballots import _game, _offered, _posts

from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally


def test_a_candidate_backed_or_spared_by_his_short_name_is_offered(tmp_path: Path) -> None:
    game = _game(tmp_path, RUNOFF)
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Becchino e Zanna."),
                   ("Ombroso", "Becchi tutta la vita"),
                   ("Lunaria", "salvo Becchi"),
                   ("Spiritella", "forza Zan"),
                   # Near misses: no word backing or sparing; a player not in the runoff;
                   # the full name beside the short one of the other.
                   ("Erbaria", "Becchi mi sembra tranquillo"),
                   ("Giuly", "Ulu tutta la vita"),
                   ("Quercia", "Zanna tutta la vita, Becchi no"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1002") == ("Becchino",)
    assert _offered(outcome, "1003") == ("Zanna",)
    assert _offered(outcome, "1004") == ("Zanna",)
    assert _offered(outcome, "1005") is None and _offered(outcome, "1006") is None
    assert _offered(outcome, "1007") == ("Zanna",)


def test_a_confirmation_alone_offers_the_day_vote_on_a_candidate(tmp_path: Path) -> None:
    game = _game(tmp_path, 'opened_post = "1001"\n[runoff]\ncandidates = ["Becchino", "Zanna"]\nopened_post = "1004"\n')
    posts = _posts(("Zappa", "voto Becchino"), ("Ombroso", "voto Zanna"), ("Quercia", "voto Ombroso"),
                   ("Mastro Zoli", "Ballottaggio tra Becchino e Zanna."),
                   ("Zappa", "confermo"), ("Ombroso", "Confermo!"),
                   # Near miss: her day vote was for no candidate.
                   ("Quercia", "confermo"))
    outcome = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert _offered(outcome, "1005") == ("Becchino",)
    assert _offered(outcome, "1006") == ("Zanna",)
    assert _offered(outcome, "1007") is None


def test_the_gm_s_none_on_a_ballottaggio_post_is_not_the_new_vote_s(tmp_path: Path) -> None:
    """Under the new vote after the tie, the GM's "none" on a ballottaggio post is that post's
    settle line, of the ballottaggio: before the new vote's opening, as the ballottaggio's other
    posts (it was listed among the new vote's posts to check, "annullato dal GM")."""
    game = _game(tmp_path, '[corrections]\n"1003" = "none"\n'
                           '[runoff]\ncandidates = ["Becchino", "Zanna"]\nopened_post = "1001"\n'
                           '[revote]\ncandidates = ["Becchino", "Zanna"]\nopened_post = "1005"\n')
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Becchino e Zanna."), ("Zappa", "voto Becchino"),
                   ("Ombroso", "stesso voto di ieri"), ("Quercia", "voto Zanna"),
                   ("Mastro Zoli", "Parità: nuova votazione."), ("Zappa", "voto Becchino"),
                   ("Quercia", "voto Zanna"))
    outcome = run_tally(load_game(game), TallyRequest(1, revote=True), posts=posts)
    fates = {e.action.post_id: e.fate for e in outcome.tally.entries}
    assert fates["1003"] == fates["1002"] == "before-open"
    # Near miss: the ballottaggio's own count still lists it as the GM's "none".
    runoff = run_tally(load_game(game), TallyRequest(1, runoff=True), posts=posts)
    assert {e.action.post_id: e.fate for e in runoff.tally.entries}["1003"] == "corrected-none"


def test_a_vote_said_for_the_ballottaggio_before_it_opens_is_asked_never_the_days(tmp_path: Path) -> None:
    """« per il ballottaggio io voto Becchino » while the day's vote is open: the day's count
    moved Zappa's vote from Ululone to Becchino in silence. Asked, "none" offered first (no
    day's vote in that post: his earlier one stands); the GM's "none" keeps Ululone."""
    game = _game(tmp_path, 'opened_post = "1001"\n')
    posts = _posts(("Mastro Zoli", "Giorno 1: si vota."), ("Zappa", "voto Ululone"),
                   ("Zappa", "per il ballottaggio io voto Becchino eh"),
                   ("Ombroso", "voto Becchino al ballottaggio"),
                   # Near misses: the runoff spoken of after a comma; no runoff named.
                   ("Lunaria", "voto Zanna, al ballottaggio vedremo"), ("Quercia", "voto Becchino"))
    outcome = run_tally(load_game(game), TallyRequest(1), posts=posts)
    fates = {e.action.post_id: e.fate for e in outcome.tally.entries}
    assert fates["1003"] == fates["1004"] == "doubt"
    assert fates["1002"] == fates["1005"] == fates["1006"] == "counted"
    doubts = [e for e in outcome.tally.entries if e.action.post_id == "1003"]
    assert doubts[-1].action.why == "runoff"
    (game / "days" / "1.toml").write_text('# Giorno 1\nopened_post = "1001"\n[corrections]\n"1003" = "none"\n'
                                          '"1004" = "none"\n', encoding="utf-8")
    settled = run_tally(load_game(game), TallyRequest(1), posts=posts)
    assert {e.action.post_id: e.fate for e in settled.tally.entries}["1002"] == "counted"
    assert settled.tally.totals == {"Ululone": 1, "Zanna": 1, "Becchino": 1}   # Becchino: Quercia's alone
