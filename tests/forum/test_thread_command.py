"""`lupus-mod thread D`: every post of the window as read, offline and online."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import responses
from typer.testing import CliRunner

import lupus_mod.commands.thread  # noqa: F401  (registers the command)
import lupus_mod.commands.tally  # noqa: F401
from lupus_mod.commands.app import app

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "tests" / "votes" / "pages" / "lotr-giorno-2.html"
URL = "https://www.lupus-rings.example/topic/777-lupus-of-the-rings-giorno-2/"


@pytest.fixture()
def game(example_game: Path) -> Path:
    day = example_game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'opened_post = "2001"\n', encoding="utf-8")
    return example_game


def _posts(result) -> list[dict]:
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["posts"]


def test_json_lists_every_post_with_what_was_read_and_each_vote_fate(game: Path) -> None:
    posts = _posts(runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(PAGE), "--json"]))
    tally = json.loads(runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(PAGE),
                                           "--json"]).stdout)
    assert posts[0]["id"] == "2001"
    assert {"id", "page", "author", "time", "edited", "edit_undated", "text", "actions", "permalink"} <= set(posts[0])
    # Every vote action of the tally is shown on its post, with the same fate.
    shown = [(p["id"], a["typed"], a["status"]) for p in posts for a in p["actions"]]
    assert sorted(shown) == sorted((v["post"], v["typed"], v["status"]) for v in tally["votes"])
    assert all(p["time"].endswith(("+01:00", "+02:00")) for p in posts)
    # The text read leaves quotes out.
    quoted = [a for p in posts for a in p["actions"] if a["status"] == "quoted"]
    for action in quoted:
        post = next(p for p in posts if p["id"] == action["post"])
        assert action["typed"] not in post["text"]


def test_the_table_is_in_the_game_language_and_writes_nothing(game: Path) -> None:
    result = runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(PAGE)])
    assert result.exit_code == 0, result.output
    assert "Messaggi del giorno 2" in result.stdout and "#2001" in result.stdout
    assert "contato" in result.stdout
    assert not (game / "out" / "day-2").exists()


@responses.activate
def test_online_the_same_posts_are_read_from_the_board(game: Path) -> None:
    responses.add(responses.GET, URL, body=PAGE.read_text(encoding="utf-8"),
                  content_type="text/html; charset=utf-8")
    config = game / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("[forum]\n", "[forum]\ndelay = 0\n"),
                      encoding="utf-8")
    online = _posts(runner.invoke(app, ["thread", "2", "--game", str(game), "--url", URL, "--json"]))
    offline = _posts(runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(PAGE), "--json"]))
    assert [(p["id"], p["text"], p["actions"]) for p in online] == \
        [(p["id"], p["text"], p["actions"]) for p in offline]


def test_every_post_has_one_reading_shown_in_the_table(game: Path) -> None:
    """Issue 21: every post of the window gets one reading, in JSON and in the table."""
    posts = _posts(runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(PAGE), "--json"]))
    kinds = {"vote", "unvote", "abstain", "elect", "none", "doubt", "reported", "talk"}
    assert all(p["reading"]["reading"] in kinds and p["reading"]["post"] == p["id"] for p in posts)
    # A post whose vote counted reads as a vote for that player.
    counted = {a["post"]: a["target"] for p in posts for a in p["actions"] if a["status"] == "counted"}
    for post in posts:
        if post["id"] in counted and post["reading"]["reading"] == "vote":
            assert post["reading"]["target"] == counted[post["id"]]
    table = runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(PAGE)]).stdout
    assert table.count("\n    = ") == len(posts)
    assert "    = voto per " in table and "    = discussione, nessun voto" in table

def test_an_edit_mark_without_its_time_flags_the_vote_end_to_end(game: Path, tmp_path: Path) -> None:
    """Issue 23: Grima's post shows "Modificato da Grima" with no time: the thread says so and
    the tally flags the vote instead of counting it as if never edited: here the vote decides
    the result, so it is a doubt that holds it (trial 19), else edited-undated."""
    page = tmp_path / "giorno-2.html"
    text = PAGE.read_text(encoding="utf-8")
    dated = "<strong>Modificato <time datetime='2026-10-03T13:02:00Z' title='03/10/2026 15:02 ' data-short='1 g'>3 ottobre</time> da Grima</strong>"
    assert dated in text
    page.write_text(text.replace(dated, "<strong>Modificato da Grima</strong>"), encoding="utf-8")
    posts = _posts(runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(page), "--json"]))
    marked = [p for p in posts if p["edit_undated"]]
    assert len(marked) == 1 and marked[0]["author"] == "Grima" and marked[0]["edited"] is None
    tally = json.loads(runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(page), "--json"]).stdout)
    fates = {(v["status"], v["why"]) for v in tally["votes"] if v["post"] == marked[0]["id"]}
    assert ("doubt", "edit-undated") in fates
    assert any(a["post"] == marked[0]["id"] for a in tally["anomalies"])
