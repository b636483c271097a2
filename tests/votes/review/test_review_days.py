"""Whole fictional days read from saved pages of three boards, counted by `lupus-mod tally`.

Each day in tests/votes/review/days/ is drawn as Invision Community, ForumFree and phpBB draw
it (tests/votes/review/boards.py), put in a game folder made by `lupus-mod new`, and tallied
with `--html ... --json`. Every post must read as a careful GM reads it (its `kind`, `target`
and `status`), and the day must end with the expected count.
"""
from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
import tomli_w
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.votes.review.boards import draw
from tests.votes.vote_helpers import new_game

runner = CliRunner()
DAYS = sorted((Path(__file__).parent / "days").glob("*.toml"))


def _load(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _game(tmp_path: Path, day: dict) -> Path:
    """A game made by `lupus-mod new`, with the day's aliases, substitutes and dead."""
    players = day["players"]
    folder = new_game(tmp_path, "lupus-of-the-rings", players["list"], 11, "Narratore")
    table = tomllib.loads((folder / "players.toml").read_text(encoding="utf-8"))
    for entry in table["player"]:
        if entry["name"] in players.get("aliases", {}):
            entry["aliases"] = players["aliases"][entry["name"]]
        if entry["name"] in players.get("substitutes", {}):
            # `substitutes_from`: a substitute who takes the seat on a later day.
            start = players.get("substitutes_from", {}).get(entry["name"], "day 1")
            entry["substitutes"] = [{"name": players["substitutes"][entry["name"]], "from": start}]
    (folder / "players.toml").write_text(tomli_w.dumps(table), encoding="utf-8")
    (folder / "nights" / "1.txt").write_text("", encoding="utf-8")
    kills = [{"action": "kill", "player": name, "reason": "morto nella notte"} for name in players["dead"]]
    (folder / "days" / "1.overrides.toml").write_text(tomli_w.dumps({"override": kills}), encoding="utf-8")
    (folder / "days" / "1.toml").write_text(f'opened_post = "{day["opened_post"]}"\n', encoding="utf-8")
    return folder


def _tally(tmp_path: Path, day: dict, engine: str) -> tuple[Path, dict]:
    folder = _game(tmp_path, day)
    page = tmp_path / f"{engine}.html"
    page.write_text(draw(engine, day["title"], day["post"]), encoding="utf-8")
    result = runner.invoke(app, ["tally", "1", "--game", str(folder), "--html", str(page), "--json"])
    assert result.exit_code == 0, result.output
    return folder, json.loads(result.stdout)


CASES = [(path, engine) for path in DAYS for engine in _load(path)["engines"]]
IDS = [f"{path.stem}-{engine}" for path, engine in CASES]


@pytest.mark.parametrize("path, engine", CASES, ids=IDS)
def test_every_post_reads_as_a_gm_reads_it(tmp_path: Path, path: Path, engine: str) -> None:
    day = _load(path)
    _, data = _tally(tmp_path, day, engine)
    own = {}
    for vote in data["votes"]:
        if vote["where"] == "body" and vote["status"] != "several-in-post":
            own[vote["post"]] = vote
    wrong = []
    for post in day["post"]:
        got = own.get(str(post["id"]))
        reading = ("none", None, None) if got is None else (
            got["kind"], None if got["status"] in NAME_FLAGS else got["target"], got["status"])
        wanted = (post["kind"], post.get("target"), post.get("status"))
        if reading != wanted:
            wrong.append(f"post {post['id']} {post['body']!r}: read {reading}, a GM reads {wanted}")
    assert not wrong, "\n".join(wrong)

NAME_FLAGS = ("fuzzy-name", "ambiguous-name", "unknown-name")


@pytest.mark.parametrize("path, engine", CASES, ids=IDS)
def test_the_day_ends_with_the_expected_count(tmp_path: Path, path: Path, engine: str) -> None:
    day = _load(path)
    _, data = _tally(tmp_path, day, engine)
    expected = day["result"]
    assert data["totals"] == expected["totals"]
    assert data["burned"] == expected["burned"]
    assert data["non_voters"] == expected["non_voters"]
    assert data["abstained"] == expected["abstained"]
    weights = {v["voter"]: v["weight"] for v in data["votes"] if v["status"] == "counted"}
    assert {p: w for p, w in weights.items() if w != 1} == expected["weights"]


@pytest.mark.parametrize("path, engine", CASES, ids=IDS)
def test_the_public_post_credits_only_players_and_quotes_no_player(tmp_path: Path, path: Path,
                                                                     engine: str) -> None:
    """The post pasted in the thread: every vote credited under a candidate is a living player's
    (never a look-alike account's, a substitute's before his day, or the GM's), and no player's
    words are in it (a doubt, a struck vote, an agreement are listed by their fate only)."""
    day = _load(path)
    folder, data = _tally(tmp_path, day, engine)
    public = (folder / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    # A seat is credited under the nickname playing it this day: its substitute's from day 1.
    seats = day["players"]
    playing = {seat: seats["substitutes"][seat] for seat in seats.get("substitutes", {})
               if seats.get("substitutes_from", {}).get(seat, "day 1") == "day 1"}
    players = {playing.get(p, p) for p in set(seats["list"]) - set(seats["dead"])}
    credited = [line for line in public.splitlines() if re.match(r"\[b\][^\[]*\[/b\] - \d", line)]
    assert len(credited) == len(data["totals"])
    for line in credited:
        voters = re.findall(r"\[url=[^\]]*\]([^\[]*)\[/url\]", line)
        assert voters and set(voters) <= players, line
    for post in day["post"]:
        words = re.sub(r"\[/?[^\]]*\]", "", post["body"]).strip()
        assert len(words) < 12 or words not in public, words
