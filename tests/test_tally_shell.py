"""The tally shell (lupus_mod.tally.count) on a small fake game: window, records, substitutes, malus."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.tally import request as tally_day
from lupus_mod.errors import TallyError
from lupus_mod.votes.facts import DayFacts
from lupus_mod.forum.model import Post, Segment
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.tally.window import find_post

ROME = ZoneInfo("Europe/Rome")


def Facts(**facts) -> DayFacts:
    """The day facts of the fake game: the real record, with a small village by default."""
    return DayFacts(**{"day": 1, "alive": ("Alba", "Bruno", "Cleo", "Dario", "Enea"), "dead": ("Furio",),
                       "aliases": {}, "substitutes": {}, "weights": {}, "tie_weights": {},
                       "gm": ("Custode",), "day_file": {}, "malus": {}, **facts})


@dataclass
class FakeGame:
    dir: Path
    config: dict
    facts: DayFacts
    ruleset: object = field(default_factory=lambda: SimpleNamespace(day_steps=()))


@pytest.fixture(autouse=True)
def _facts_of_the_fake_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake game's day facts are its own, not a replay of a folder it does not have."""
    replayed = tally_day.day_facts
    monkeypatch.setattr(tally_day, "day_facts", lambda game, day: game.facts if isinstance(game, FakeGame)
                        else replayed(game, day))


def make_game(tmp_path: Path, votes: dict | None = None, **facts) -> FakeGame:
    config = {"language": "it", "timezone": "Europe/Rome", "seed": 11,
              "schedule": {"day_close": "22:00"}, "votes": votes or {}}
    return FakeGame(tmp_path, config, Facts(**facts))


def thread(*rows: tuple[str, str, str], start: datetime | None = None) -> tuple[Post, ...]:
    """Posts from (HH:MM, author, text); the first one opens the day."""
    day = start or datetime(2026, 11, 2, tzinfo=ROME)
    posts = []
    for n, (hhmm, author, text) in enumerate(rows, start=1):
        hours, minutes = map(int, hhmm.split(":"))
        moment = day + timedelta(hours=hours, minutes=minutes)
        posts.append(Post(str(500 + n), n, author, moment, f"https://board.example/t/9?p={500 + n}",
                          (Segment(text),)))
    return tuple(posts)


def read_day(tmp_path: Path, day: int) -> dict:
    return tomllib.loads((tmp_path / "days" / f"{day}.toml").read_text(encoding="utf-8"))


def test_abstention_malus_is_recorded_for_the_next_day(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"abstention": "malus"}, malus={"Dario": 1},
                     day_file={"opened_post": "501"})
    posts = thread(("10:00", "Custode", "Giorno 3"), ("11:00", "Alba", "voto Bruno"),
                   ("12:00", "Bruno", "mi astengo"), ("13:00", "Cleo", "voto Bruno"))
    outcome = run_tally(game, TallyRequest(3, record=True), posts=posts)
    assert outcome.tally.totals == {"Bruno": 2, "Dario": 1}
    assert read_day(tmp_path, 3) == {"burned": "Bruno", "malus": {"Dario": 2, "Enea": 1}}


def test_a_day_opened_after_the_close_hour_closes_the_next_evening(tmp_path: Path) -> None:
    game = make_game(tmp_path)
    posts = thread(("23:30", "Custode", "Giorno 4"), ("23:50", "Alba", "voto Cleo"),
                   ("45:00", "Bruno", "voto Dario"), ("46:30", "Cleo", "voto Dario"))
    outcome = run_tally(game, TallyRequest(4), posts=posts)
    assert outcome.tally.closes == datetime(2026, 11, 3, 22, 0, tzinfo=ROME)
    assert outcome.tally.totals == {"Cleo": 1, "Dario": 1}
    assert outcome.data["window"]["closes"] == "2026-11-03T22:00:00+01:00"


def test_every_tied_player_burns_with_tie_break_all(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"tie_break": "all"})
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Bruno"),
                   ("12:00", "Bruno", "voto Alba"))
    outcome = run_tally(game, TallyRequest(2, record=True), posts=posts)
    assert outcome.data["burned"] == ["Bruno", "Alba"]
    assert read_day(tmp_path, 2)["burned"] == ["Bruno", "Alba"]
    assert "vanno al rogo tutti, Bruno e Alba" in outcome.table


def test_majority_stops_the_count(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"majority": True})
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Enea"),
                   ("11:10", "Bruno", "voto Enea"), ("11:20", "Cleo", "voto Enea"),
                   ("11:30", "Dario", "voto Alba"))
    outcome = run_tally(game, TallyRequest(2), posts=posts)
    assert outcome.tally.burned == ("Enea",) and outcome.tally.decided_by == "majority"
    assert "ha superato la metà dei vivi alle 11:20" in outcome.table


def test_a_substitute_votes_for_the_slot(tmp_path: Path) -> None:
    game = make_game(tmp_path, substitutes={"Nuova_Cleo": "Cleo"})
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Nuova_Cleo", "voto Enea"),
                   ("11:30", "Alba", "voto nuova_cleo"), ("12:00", "Bruno", "voto Cleo"))
    outcome = run_tally(game, TallyRequest(2), posts=posts)
    assert outcome.tally.totals == {"Cleo": 2, "Enea": 1}
    assert [v["voter"] for v in outcome.data["votes"]] == ["Cleo", "Alba", "Bruno"]
    assert outcome.data["votes"][0]["author"] == "Nuova_Cleo"


def test_the_day_needs_a_deadline(tmp_path: Path) -> None:
    game = make_game(tmp_path)
    game.config["schedule"] = {}
    with pytest.raises(TallyError, match="deadline"):
        run_tally(game, TallyRequest(2), posts=thread(("10:00", "Custode", "Giorno 2")))
    outcome = run_tally(game, TallyRequest(2, until="2026-11-02 21:00"),
                        posts=thread(("10:00", "Custode", "Giorno 2")))
    assert outcome.tally.decided_by == "no-votes" and "nessuno va al rogo" in outcome.table


def test_posts_are_found_by_id_or_by_any_permalink_form() -> None:
    posts = thread(("10:00", "Custode", "a"), ("11:00", "Alba", "b"))
    assert find_post(posts, "502").author == "Alba"
    assert find_post(posts, "https://board.example/t/9?p=502").author == "Alba"
    assert find_post(posts, "https://board.example/viewtopic.php?p=502#p502").author == "Alba"
    assert find_post(posts, "https://board.example/?p=777") is None


def test_only_bold_votes_count_when_the_game_says_so(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"bold_only": True})
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Bruno"))
    posts += (Post("510", 3, "Bruno", posts[1].created, "p510", (Segment("voto Alba", bold=True),)),)
    outcome = run_tally(game, TallyRequest(2), posts=posts)
    assert outcome.tally.totals == {"Alba": 1}
    assert [a["status"] for a in outcome.data["anomalies"]] == ["not-bold"]


def test_record_keeps_the_gms_notes_and_reads_a_file_saved_with_bom_and_crlf(tmp_path: Path) -> None:
    (tmp_path / "days").mkdir()
    (tmp_path / "days" / "2.toml").write_bytes(
        "\ufeff# Giorno 2: aperto in ritardo per il server\r\nnota = \"ricontare a mano\"  # io\r\n".encode())
    game = make_game(tmp_path)
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Bruno"))
    run_tally(game, TallyRequest(2, record=True), posts=posts)
    text = (tmp_path / "days" / "2.toml").read_text(encoding="utf-8")
    assert text == ('# Giorno 2: aperto in ritardo per il server\nnota = "ricontare a mano"  # io\n'
                    'burned = "Bruno"\n')


def test_the_saved_pages_of_another_games_thread_are_refused(tmp_path: Path) -> None:
    """A tired GM's wrong pages (another game's thread, another board) would count no vote and
    burn nobody, in silence: a thread whose authors, the GM's aside, are all strangers is refused."""
    from typer.testing import CliRunner
    from lupus_mod.commands.app import app
    saved = Path(__file__).parent / "fixtures" / "forum" / "saved"
    names = ["Totò", "Il Gufo", "Nebbia_91", "Cassandra", "Bartolomeo", "Ginevra", "Zefiro", "Ortensia",
             "Peppe", "Lucrezia", "Brigante", "Mirtilla"]
    runner = CliRunner()
    game = tmp_path / "partita"
    made = runner.invoke(app, ["new", str(game), "--ruleset", "vanilla", "--seed", "3", "--gm", "Narratore",
                               *(a for n in names for a in ("--player", n))])
    assert made.exit_code == 0, made.output
    (game / "nights" / "1.txt").write_text("", encoding="utf-8")
    wrong = runner.invoke(app, ["tally", "1", "--game", str(game), "--html",
                                *map(str, sorted((saved / "smf-2.1.4").glob("page-*.html")))])
    assert wrong.exit_code == 1, wrong.output
    assert "no author of these posts is a player of this game" in wrong.output
    assert not (game / "out" / "day-1").exists()
    right = runner.invoke(app, ["tally", "1", "--game", str(game), "--html",
                                *map(str, sorted((saved / "phpbb-3.3.15").glob("page-*.html")))])
    assert right.exit_code == 0, right.output


def test_the_post_names_a_substituted_slot_by_the_nickname_playing_it(tmp_path: Path) -> None:
    """docs/lifecycle.md, Substitutions: the posts use the new nickname, and agree with his
    gender; the terminal's table and the JSON keep the slot, as the GM's logs do."""
    game = make_game(tmp_path, substitutes={"Nuova_Cleo": "Cleo"})
    game.players = [SimpleNamespace(name=n) for n in game.facts.alive]
    game.current_nick = lambda name, phase: "Nuova_Cleo" if name == "Cleo" else name
    game.genders = lambda phase: {"Cleo": "f"}
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Nuova_Cleo", "voto Enea"),
                   ("11:30", "Alba", "voto nuova_cleo"), ("12:00", "Bruno", "voto Cleo"),
                   ("12:30", "Dario", "voto Cleo"))
    outcome = run_tally(game, TallyRequest(2), posts=posts)
    post = (tmp_path / "out" / "day-2" / "tally.bbcode").read_text(encoding="utf-8")
    assert outcome.tally.burned == ("Cleo",)
    assert "Cleo" not in post.replace("Nuova_Cleo", "")
    assert "[b]Nuova_Cleo[/b] - 3" in post and "]Nuova_Cleo[/url]" in post
    assert "Cleo" in outcome.table.replace("Nuova_Cleo", "")
    assert [v["voter"] for v in outcome.data["votes"]] == ["Cleo", "Alba", "Bruno", "Dario"]
