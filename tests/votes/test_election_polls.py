"""The day of the Capitaine's election, counted through `run_tally` on games/thiercelieux: a vote
whose words do not say which poll, written while both are open, is a doubt in the day's count
and in the election's, with the line that settles it either way; after [schedule]
election_close it is the day's vote; the stake's words say the day's poll (docs/tally.md,
Elections)."""
from __future__ import annotations

import shutil
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from tests.votes.vote_helpers import post

from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.votes.audit import ELECTION
from lupus_mod.votes.election import election_actions, undeclared_polls
from lupus_mod.votes.forms import DOUBT
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

ROOT = Path(__file__).resolve().parents[2]
PARIS = ZoneInfo("Europe/Paris")
NBSP = "\u00a0"


def _game(tmp_path: Path, corrections: str = "", schedule: str = "") -> Path:
    """The example game on the day of its election, with `schedule`'s close of the election in
    place of the example's own (none when `schedule` is empty: both polls open all day)."""
    target = tmp_path / "thiercelieux"
    shutil.copytree(ROOT / "games" / "thiercelieux", target, ignore=shutil.ignore_patterns("out", ".cache"))
    (target / "days" / "2.toml").unlink()
    (target / "days" / "1.toml").write_text(f'opened_post = "501"\n{corrections}', encoding="utf-8")
    config = target / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace(
        'election_close = "14:00"\n', f"{schedule}\n"), encoding="utf-8")
    return target


def _thread(*rows: tuple[str, str, str]) -> tuple[Post, ...]:
    start = datetime(2026, 11, 30, tzinfo=PARIS)
    return tuple(Post(str(500 + n), n, author, start + timedelta(hours=int(hhmm[:2]), minutes=int(hhmm[3:])),
                      f"https://board.example/t/3?p={500 + n}", (Segment(text),))
                 for n, (hhmm, author, text) in enumerate(rows, start=1))


POSTS = _thread(("09:00", "Meneur", "Jour 1"), ("10:00", "Dorian", "je vote Kilian"),
                ("11:00", "Gaspard", "Je vote Hortense pour le bûcher"),
                ("12:00", "Leonie", "Capitaine : Amandine"))


def _entry(tally, post_id: str):
    return next(e for e in tally.entries if e.action.post_id == post_id)


def test_both_polls_open_make_a_plain_vote_a_doubt_of_each(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path))
    day = run_tally(game, TallyRequest(1), posts=POSTS)
    assert _entry(day.tally, "502").fate == DOUBT and "Kilian" not in day.tally.totals
    assert day.tally.totals == {"Hortense": 1} and _entry(day.tally, "504").fate == ELECTION
    assert any(n["note"] == "polls-open" for n in day.notes)
    assert "vote du bûcher étaient ouverts ensemble" in day.table or "ouverts ensemble" in \
        (tmp_path / "thiercelieux" / "out" / "day-1" / "tally-audit.md").read_text(encoding="utf-8")
    settle = [v["settle"] for v in day.data["votes"] if v["post"] == "502"]
    assert settle == ['days/1.toml → [corrections] "502" = "Kilian"']
    election = run_tally(game, TallyRequest(1, election=True), posts=POSTS)
    assert election.tally.totals == {"Amandine": 1} and _entry(election.tally, "502").fate == DOUBT
    assert [v["settle"] for v in election.data["votes"] if v["post"] == "502"] == \
        [f'days/1.toml → [corrections] "502" = "Capitaine{NBSP}: Kilian"']


def test_each_settle_line_puts_the_vote_in_its_poll(tmp_path: Path) -> None:
    for value, day_total, elected in (("Kilian", {"Kilian": 1}, {"Amandine": 1}),
                                      (f"Capitaine{NBSP}: Kilian", {}, {"Amandine": 1, "Kilian": 1}),
                                      ("capitaine : Kilian", {}, {"Amandine": 1, "Kilian": 1})):
        game = load_game(_game(tmp_path / value, f'[corrections]\n"502" = "{value}"\n'))
        day = run_tally(game, TallyRequest(1), posts=POSTS).tally
        assert {k: v for k, v in day.totals.items() if k != "Hortense"} == day_total
        assert run_tally(game, TallyRequest(1, election=True), posts=POSTS).tally.totals == elected


def test_after_the_election_closes_a_plain_vote_is_the_days(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path, schedule='election_close = "09:30"'))
    day = run_tally(game, TallyRequest(1), posts=POSTS)
    assert day.tally.totals == {"Kilian": 1, "Hortense": 1}
    assert not any(n["note"] == "polls-open" for n in day.notes)


def test_a_plain_vote_is_the_days_when_the_gm_said_so(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    config = folder / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("[votes]\n", '[votes]\nundeclared_poll = "day"\n'),
                      encoding="utf-8")
    game = load_game(folder)
    assert run_tally(game, TallyRequest(1), posts=POSTS).tally.totals == {"Kilian": 1, "Hortense": 1}
    assert run_tally(game, TallyRequest(1, election=True), posts=POSTS).tally.totals == {"Amandine": 1}


def test_no_election_held_leaves_the_stake_alone(tmp_path: Path) -> None:
    """`capitaine = ""`: the GM records that no election was held that day (play/elections.py)."""
    game = load_game(_game(tmp_path, 'capitaine = ""\n'))
    assert run_tally(game, TallyRequest(1), posts=POSTS).tally.totals == {"Kilian": 1, "Hortense": 1}


# -- an unvote is read for a poll as a vote is: its words, else the author's only vote standing ---
UNVOTES = _thread(("09:00", "Meneur", "Jour 1"),
                  ("10:00", "Dorian", "Capitaine : Amandine"),                 # the election only
                  ("10:30", "Gaspard", "Je vote Hortense pour le bûcher"),    # the stake only
                  ("11:00", "Leonie", "Capitaine : Amandine"),
                  ("11:05", "Leonie", "Exécution : Hortense"),               # both polls
                  ("11:10", "Noemie", "Capitaine : Kilian"),
                  ("12:00", "Dorian", "Je retire mon vote"),                  # 507: the election's
                  ("12:10", "Gaspard", "je retire mon vote"),                 # 508: the day's
                  ("12:20", "Leonie", "J’annule mon vote."),                  # 509: which? a doubt
                  ("12:30", "Noemie", "Je retire mon vote pour le capitaine"))   # 510: its words


def test_an_unvote_takes_back_the_only_vote_its_author_has(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path))
    day = run_tally(game, TallyRequest(1), posts=UNVOTES).tally
    election = run_tally(game, TallyRequest(1, election=True), posts=UNVOTES).tally
    assert day.totals == {"Hortense": 1}              # Gaspard's taken back, Leonie's in doubt
    assert election.totals == {"Amandine": 1}          # Dorian's and Noemie's taken back
    assert _entry(day, "507").fate == ELECTION and _entry(day, "510").fate == ELECTION
    assert _entry(day, "509").fate == DOUBT and _entry(election, "509").fate == DOUBT


def test_an_unvote_in_doubt_settles_in_one_line_either_way(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path))
    day = run_tally(game, TallyRequest(1), posts=UNVOTES)
    election = run_tally(game, TallyRequest(1, election=True), posts=UNVOTES)
    assert [v["settle"] for v in day.data["votes"] if v["post"] == "509"] == \
        ['days/1.toml → [corrections] "509" = "unvote"']
    assert [v["settle"] for v in election.data["votes"] if v["post"] == "509"] == \
        [f'days/1.toml → [corrections] "509" = "Capitaine{NBSP}: unvote"']
    for value, day_total, elected in (("unvote", {}, {"Amandine": 1}),
                                      (f"Capitaine{NBSP}: unvote", {"Hortense": 1}, {})):
        game = load_game(_game(tmp_path / value, f'[corrections]\n"509" = "{value}"\n'))
        assert run_tally(game, TallyRequest(1), posts=UNVOTES).tally.totals == day_total
        assert run_tally(game, TallyRequest(1, election=True), posts=UNVOTES).tally.totals == elected


# The Italian words, with a title elected in the thread (no shipped Italian ruleset elects one:
# the sindaco of Licantropi and Cowboys & Aliens is a role, Acchiappastreghe's rotates).
def _italian(*rows: tuple[str, str]) -> dict[str, str]:
    grammar = read_settings({}, "it", ("Sindaco",)).grammar
    roster = Roster(alive=("Anna", "Bea", "Carlo", "Dario"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    actions = undeclared_polls([a for n, (who, text) in enumerate(rows, 1)
                                for a in read_post(post(n, who, f"12:{n:02d}", text), grammar, roster)],
                               lambda _: True)
    elected = {a.post_id for a in election_actions(actions, "Sindaco")}
    return {a.post_id: ("doubt" if a.reason == DOUBT else "election" if a.post_id in elected else "day")
            for a in actions if a.kind == "unvote"}


def test_an_italian_unvote_is_read_for_its_poll_as_a_vote_is() -> None:
    assert _italian(("Anna", "voto Carlo come sindaco"), ("Bea", "voto Dario per il rogo"),
                    ("Carlo", "voto Anna come sindaco"), ("Carlo", "rogo Bea"),
                    ("Dario", "voto Bea come sindaco"),
                    ("Anna", "ritiro il voto"), ("Bea", "tolgo il mio voto"), ("Carlo", "unvote"),
                    ("Dario", "ritiro il voto per il sindaco")) == \
        {"106": "election", "107": "day", "108": "doubt", "109": "election"}


def test_after_the_election_closes_a_plain_vote_is_no_late_vote_of_the_election(tmp_path: Path) -> None:
    """A day vote written after election_close is the stake's: the election's post does not
    list it among its invalid votes as late ("hors délai"); a late election vote still is."""
    posts = _thread(("09:00", "Meneur", "Jour 1"), ("09:10", "Leonie", "Capitaine : Amandine"),
                    ("10:00", "Dorian", "je vote Kilian"), ("10:30", "Gaspard", "Capitaine : Kilian"))
    game = load_game(_game(tmp_path, schedule='election_close = "09:30"'))
    election = run_tally(game, TallyRequest(1, election=True), posts=posts).tally
    assert election.totals == {"Amandine": 1}
    assert not any(e.action.post_id == "503" for e in election.entries)
    assert _entry(election, "504").fate == "late"


def test_without_election_close_the_note_says_where_to_close_the_election(tmp_path: Path) -> None:
    """Both polls open all day is the GM's missing line, not the players' doing: the note names
    the key of game.toml that closes the election."""
    game = load_game(_game(tmp_path))
    day = run_tally(game, TallyRequest(1), posts=POSTS)
    assert "toute la journée" in day.table and 'election_close = "HH:MM"' in day.table
    closed = load_game(_game(tmp_path / "closed", schedule='election_close = "10:30"'))
    assert "election_close =" not in run_tally(closed, TallyRequest(1), posts=POSTS).table


# -- an abstention whose words name the title is the election's, not the day's -----------------
ABSTAINED = _thread(("09:00", "Meneur", "Jour 1"),
                    ("10:00", "Dorian", "Je vote blanc pour le capitaine."),                # 502
                    ("10:30", "Gaspard", "Je vote Hortense pour le bûcher"),
                    ("11:00", "Leonie", "Je m'abstiens pour l'élection du capitaine."),     # 504
                    ("11:10", "Noemie", "Je m'abstiens pour le bûcher"))                     # 505: the day's


def test_an_abstention_naming_the_title_abstains_in_the_election_only(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path))
    day = run_tally(game, TallyRequest(1), posts=ABSTAINED).tally
    election = run_tally(game, TallyRequest(1, election=True), posts=ABSTAINED).tally
    assert _entry(day, "502").fate == ELECTION and _entry(day, "504").fate == ELECTION
    assert _entry(day, "505").fate == "counted" and _entry(day, "505").action.kind == "abstain"
    assert [(e.action.post_id, e.action.kind, e.fate) for e in election.entries] == \
        [("502", "abstain", "counted"), ("504", "abstain", "counted")]


TITLE_DOUBT = _thread(("09:00", "Meneur", "Jour 1"),
                      ("10:00", "Kilian", "Kilian capitaine ? jsais pas... jvote Leonie au bucher"))


def test_an_election_doubt_of_its_own_is_settled_in_the_election(tmp_path: Path) -> None:
    """ "Kilian capitaine ?" beside the day's vote: the election's doubt, whose line names the
    title (a bare "Kilian" would be read as the post's day vote and drop Leonie's)."""
    game = load_game(_game(tmp_path / "asked"))
    election = run_tally(game, TallyRequest(1, election=True), posts=TITLE_DOUBT)
    settle = [v["settle"] for v in election.data["votes"] if v["post"] == "502"]
    assert settle == [f'days/1.toml → [corrections] "502" = "Capitaine{NBSP}: Kilian"']
    settled = load_game(_game(tmp_path / "settled", f'[corrections]\n"502" = "Capitaine{NBSP}: Kilian"\n'))
    assert run_tally(settled, TallyRequest(1), posts=TITLE_DOUBT).tally.totals == {"Leonie": 1}
    assert run_tally(settled, TallyRequest(1, election=True), posts=TITLE_DOUBT).tally.totals == {"Kilian": 1}


ELECTED = _thread(("09:00", "Meneur", "Jour 1. Amandine est Capitaine. Vote pour le bûcher"),
                  ("09:10", "Amandine", "Ma voix de capitaine va à Kilian"), ("09:20", "Dorian", "je vote Kilian"),
                  ("09:30", "Gaspard", "jvote Isidore"))


def test_with_the_capitaine_recorded_the_election_is_over(tmp_path: Path) -> None:
    # `capitaine = "Amandine"` (tally 1 --election --record) and no election_close: a vote naming
    # no poll is the stake's, the note says why (each was a doubt of both polls).
    game = load_game(_game(tmp_path, 'capitaine = "Amandine"\n'))
    day = run_tally(game, TallyRequest(1), posts=ELECTED)
    assert day.tally.totals == {"Kilian": 2, "Isidore": 1}
    assert [n["elected"] for n in day.notes if n["note"] == "polls-elected"] == ["Amandine"]
    assert "l’élection est close" in day.table


def test_without_the_record_or_with_a_close_the_reading_stays(tmp_path: Path) -> None:
    day = run_tally(load_game(_game(tmp_path / "open")), TallyRequest(1), posts=ELECTED)
    assert day.tally.totals == {} and any(n["note"] == "polls-open" for n in day.notes)
    # A close declared: before it, the election's (the GM said the order), as before.
    closed = load_game(_game(tmp_path / "close", 'capitaine = "Amandine"\n', 'election_close = "10:00"'))
    day = run_tally(closed, TallyRequest(1), posts=ELECTED)
    assert not any(n["note"] == "polls-elected" for n in day.notes)
