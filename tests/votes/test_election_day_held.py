"""A vote said as an election vote on a day the title already sits (games/thiercelieux: the
Capitaine elected on day 1): no election is held that day, so the Capitaine's own post is his
day vote, counted, and anyone else's a doubt; on the day of the election it stays an election
vote (docs/tally.md "Elections")."""
from __future__ import annotations

import shutil
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.tally.request import day_facts
from lupus_mod.votes.audit import ELECTION
from lupus_mod.votes.forms import DOUBT

ROOT = Path(__file__).resolve().parents[2]
PARIS = ZoneInfo("Europe/Paris")


def _game(tmp_path: Path, day: int) -> Path:
    target = tmp_path / "thiercelieux"
    shutil.copytree(ROOT / "games" / "thiercelieux", target, ignore=shutil.ignore_patterns("out", ".cache"))
    record = target / "days" / f"{day}.toml"
    kept = record.read_text(encoding="utf-8").replace('burned = ', '# burned = ')
    record.write_text(kept + '\nopened_post = "501"\n', encoding="utf-8")
    return target


def _thread(*rows: tuple[str, str, str]) -> tuple[Post, ...]:
    start = datetime(2026, 12, 1, tzinfo=PARIS)
    return tuple(Post(str(500 + n), n, author, start + timedelta(hours=int(hhmm[:2]), minutes=int(hhmm[3:])),
                      f"https://board.example/t/3?p={500 + n}", (Segment(text),))
                 for n, (hhmm, author, text) in enumerate(rows, start=1))


POSTS = (("09:00", "Meneur", "Jour"), ("10:00", "Amandine", "Comme capitaine, je vote Kilian"),
         ("11:00", "Dorian", "Je vote pour Kilian comme capitaine"))


def test_the_title_held_at_the_day_opening_means_no_election(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path, 2))
    assert day_facts(game, 1).election_held and not day_facts(game, 2).election_held


def test_the_capitaines_own_election_form_counts_as_his_day_vote(tmp_path) -> None:
    game = load_game(_game(tmp_path, 2))
    tally = run_tally(game, TallyRequest(2), posts=_thread(POSTS[0], POSTS[1])).tally
    assert tally.totals.get("Kilian", 0) >= 1
    assert not any(e.fate == ELECTION for e in tally.entries)


@pytest.mark.parametrize("text", ["Je vote pour Kilian comme capitaine", "capitaine : Kilian",
                                  "je vote kilian pour capitaine lol"])
def test_anothers_election_form_on_a_day_with_a_capitaine_is_asked(tmp_path, text) -> None:
    """No election to count it in, and a vote for the title never an execution vote unasked."""
    game = load_game(_game(tmp_path, 2))
    tally = run_tally(game, TallyRequest(2), posts=_thread(POSTS[0], ("11:00", "Dorian", text))).tally
    assert "Kilian" not in tally.totals
    assert [e.fate for e in tally.entries if e.action.author == "Dorian"] == [DOUBT]


def test_on_the_election_day_the_form_stays_an_election_vote(tmp_path: Path) -> None:
    game = load_game(_game(tmp_path, 1))
    tally = run_tally(game, TallyRequest(1), posts=_thread(*POSTS)).tally
    assert "Kilian" not in tally.totals
    assert [e.fate for e in tally.entries if e.action.author != "Meneur"] == [ELECTION, ELECTION]


def test_an_heir_named_in_the_day_record_holds_the_title_that_day(tmp_path: Path) -> None:
    """The Capitaine eaten in the night, her heir named in the day's record (« successeur »):
    the heir's « Capitaine : Kilian » is her day vote, as the holder's own is; no election is
    held, and the dead Capitaine holds nothing."""
    folder = _game(tmp_path, 2)
    night = folder / "nights" / "2.txt"
    night.write_text(night.read_text(encoding="utf-8").replace("je dévore Fernand", "je dévore Amandine"),
                     encoding="utf-8")
    record = folder / "days" / "2.toml"
    record.write_text(record.read_text(encoding="utf-8") + 'successeur = "Hortense"\n', encoding="utf-8")
    game = load_game(folder)
    facts = day_facts(game, 2)
    assert not facts.election_held and facts.title_holders == ("Hortense",)
    tally = run_tally(game, TallyRequest(2), posts=_thread(POSTS[0], ("10:00", "Hortense", "Capitaine : Kilian"))).tally
    assert tally.totals.get("Kilian", 0) >= 1
