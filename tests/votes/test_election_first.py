"""The election's day with a declared [schedule] election_close, counted through `run_tally` on
games/thiercelieux: the close is the day's own whatever post the GM reads from, and the day runs
the election first, then the stake (docs/rulings/thiercelieux.md, election-puis-bucher)."""
from __future__ import annotations

from pathlib import Path

from tests.votes.test_election_polls import _entry, _game, _thread

from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.votes.audit import ELECTION
from lupus_mod.votes.forms import DOUBT

CLOSE = 'election_close = "11:00"'

# The Meneur closes the election at 11:05 and opens the stake; the GM reads from that post.
FROM_THE_STAKE = _thread(("11:05", "Meneur", "L'élection est close, Amandine est capitaine. Votez maintenant pour le bûcher."),
                         ("11:30", "Dorian", "capitaine : Leonie"),                     # 502: a late election vote
                         ("13:00", "Kilian", "je vote Isidore"))                        # 503: the stake's


def test_the_election_closes_on_its_own_day_when_read_from_a_post_after_the_close(tmp_path: Path) -> None:
    """The close was taken from the first post read: 11:00 the next morning, the late election
    votes counted and every bûcher vote a doubt."""
    game = load_game(_game(tmp_path, schedule=CLOSE))
    election = run_tally(game, TallyRequest(1, election=True, from_post="501"), posts=FROM_THE_STAKE)
    assert election.tally.closes.hour == 11 and election.tally.closes.day == 30
    assert election.tally.totals == {} and _entry(election.tally, "502").fate == "late"
    day = run_tally(game, TallyRequest(1, from_post="501"), posts=FROM_THE_STAKE)
    assert day.tally.totals == {"Isidore": 1} and _entry(day.tally, "502").fate == ELECTION


def test_read_from_a_post_before_the_close_the_same_vote_counts_the_same(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path, schedule=CLOSE))
    for opened in ("10:59", "11:01"):
        posts = _thread((opened, "Meneur", "Votez."), ("13:00", "Kilian", "je vote Isidore"))
        assert run_tally(game, TallyRequest(1, from_post="501"), posts=posts).tally.totals == {"Isidore": 1}


# "Election du Capitaine jusqu'à 11h, ensuite vote pour le bûcher jusqu'à 22h."
IN_TURN = _thread(("08:00", "Meneur", "Election du Capitaine jusqu'a 11h, ensuite vote pour le bûcher"),
                  ("08:45", "Baptiste", "jvote gaspard"),                       # 502: the election's
                  ("09:00", "Capucine", "Je vote Amandine, elle a l'air serieuse"),
                  ("09:30", "Fernand", "Baptiste au bûcher pour moi : je vote Baptiste pour le bûcher"),  # 504: the stake's
                  ("09:40", "Dorian", "capitaine : Leonie"),
                  ("10:00", "Dorian", "je vote Baptiste"),                      # 506: a change, or the stake early
                  ("10:10", "Kilian", "vote Amandine. bon en fait je change, je vote Leonie"),
                  ("12:00", "Gaspard", "je vote Isidore"))                      # 508: the stake's


def test_before_the_close_a_plain_vote_is_the_elections_after_it_the_stakes(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path, schedule=CLOSE))
    day = run_tally(game, TallyRequest(1), posts=IN_TURN)
    assert day.tally.totals == {"Baptiste": 1, "Isidore": 1}
    assert all(_entry(day.tally, p).fate == ELECTION for p in ("502", "503"))
    assert [e.fate for e in day.tally.entries if e.action.post_id == "507"][-1] == ELECTION
    assert any(n["note"] == "polls-in-turn" for n in day.notes) and "passait d’abord" in day.table
    election = run_tally(game, TallyRequest(1, election=True), posts=IN_TURN)
    assert election.tally.totals == {"Gaspard": 1, "Amandine": 1, "Leonie": 2}
    assert not any(e.action.post_id == "508" for e in election.tally.entries)


def test_a_plain_vote_after_ones_election_vote_in_the_titles_words_asks_in_both(tmp_path: Path) -> None:
    """Dorian's « capitaine : Leonie », then « je vote Baptiste »: a change of his election vote,
    or his vote for the stake cast early."""
    game = load_game(_game(tmp_path, schedule=CLOSE))
    assert _entry(run_tally(game, TallyRequest(1), posts=IN_TURN).tally, "506").fate == DOUBT
    assert _entry(run_tally(game, TallyRequest(1, election=True), posts=IN_TURN).tally, "506").fate == DOUBT


def test_the_gm_who_wants_the_doubt_before_the_close_writes_it(tmp_path: Path) -> None:
    folder = _game(tmp_path, schedule=CLOSE)
    config = folder / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("[votes]\n", '[votes]\nundeclared_poll = "doubt"\n'),
                      encoding="utf-8")
    day = run_tally(load_game(folder), TallyRequest(1), posts=IN_TURN).tally
    assert _entry(day, "502").fate == DOUBT and _entry(day, "508").fate == "counted"


def test_without_a_close_both_polls_stay_open_and_a_plain_vote_asks(tmp_path: Path) -> None:
    day = run_tally(load_game(_game(tmp_path)), TallyRequest(1), posts=IN_TURN).tally
    assert _entry(day, "502").fate == DOUBT and _entry(day, "508").fate == DOUBT
