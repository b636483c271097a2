"""A double vote claimed in the thread, not on record: "Oggi uso il mio voto doppio: voto Gollum
x2" by the Shinigami (LotR l.223: "per una sola volta in tutta la partita, può scegliere che il
proprio voto per il rogo valga il doppio") with no `double_vote` in days/D.toml. Her vote counts
once, as on record, and the table and the audit tell the GM to write `double_vote` or leave it
(trial 20: counted once without a word, the day's verdict changed by it)."""
from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example


def _posts(day: int, *rows: tuple[str, str]) -> tuple[Post, ...]:
    start = datetime(2026, 10, 1 + day, 9, 0, tzinfo=ZoneInfo("Europe/Rome"))
    return tuple(Post(str(900 + n), n, author, start + timedelta(minutes=n),
                      f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                 for n, (author, text) in enumerate((("Talilinds", f"GIORNO {day}"), *rows), start=1))


def _claims(tmp_path: Path, day: int, record: str, *rows: tuple[str, str]) -> tuple[list[dict], str]:
    game = copy_example("lupus-of-the-rings", tmp_path)
    days = game / "days"
    for later in days.glob("*.toml"):
        if int(later.stem.split("-")[0]) >= day:
            later.unlink()
    (days / f"{day}.toml").write_text(f"# Giorno {day}\n{record}", encoding="utf-8")
    outcome = run_tally(load_game(game), TallyRequest(day, html=(), from_post="901"), posts=_posts(day, *rows))
    return [n for n in outcome.notes if n["note"] == "double-claimed"], outcome.table


def test_the_shinigamis_claim_off_record_is_told(tmp_path: Path) -> None:
    notes, table = _claims(tmp_path, 1, "", ("Shelob", "Oggi uso il mio voto doppio: voto Gollum x2"),
                           ("Aragorno", "voto Grima"), ("Frodino", "voto Grima"))
    assert notes == [{"note": "double-claimed", "player": "Shelob", "post": "902", "file": "days/1.toml",
                      "keyword": "double_vote"}]
    assert 'scrivi double_vote = "Shelob" in days/1.toml' in table


def test_on_record_nothing_to_tell(tmp_path: Path) -> None:
    notes, _ = _claims(tmp_path, 1, 'double_vote = "Shelob"\n',
                       ("Shelob", "Oggi uso il mio voto doppio: voto Gollum x2"), ("Aragorno", "voto Grima"))
    assert notes == []


def test_a_player_with_no_double_vote_or_no_claim_is_left_alone(tmp_path: Path) -> None:
    notes, _ = _claims(tmp_path, 1, "", ("Frodino", "voto Gollum x2"), ("Shelob", "voto Gollum"),
                       ("Aragorno", "[quote=Shelob]uso il mio voto doppio[/quote] voto Grima"))
    assert notes == []


def test_once_spent_the_claim_is_told_as_spent(tmp_path: Path) -> None:
    # Day 2 of the example records Shelob's double_vote: on day 3 it is spent.
    notes, table = _claims(tmp_path, 3, "", ("Shelob", "uso il mio voto doppio su sarumano"),
                           ("Shelob", "voto Sarumano"))
    assert [(n["player"], n["keyword"]) for n in notes] == [("Shelob", "")]
    assert "ma l'ha già usato" in table
