"""Thiercelieux's Capitaine election and the day's vote, read from one French thread.

The day (tests/votes/elections/*.toml) is drawn as real boards draw it, put in a game made by
`lupus-mod new --ruleset thiercelieux` and counted twice: `tally 1 --election --record` elects
the Capitaine from the election's own posts ("je vote François pour capitaine", "capitaine :
Hugo"), and `tally 1` counts the day's vote, where election posts are listed as `election`
and never counted, and the Capitaine's tie-only second vote decides a 3-3 day (l.112).
"""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.votes.review.boards import draw
from tests.votes.vote_helpers import new_game

runner = CliRunner()
DAYS = sorted((Path(__file__).parent / "elections").glob("*.toml"))
CASES = [(path, engine) for path in DAYS
         for engine in tomllib.loads(path.read_text(encoding="utf-8"))["engines"]]


def _game(tmp_path: Path, day: dict, engine: str) -> tuple[Path, Path]:
    folder = new_game(tmp_path, "thiercelieux", day["players"], 5, "Meneur")
    (folder / "nights" / "1.txt").write_text("", encoding="utf-8")
    (folder / "days" / "1.toml").write_text(f'opened_post = "{day["opened_post"]}"\n', encoding="utf-8")
    # The GM's opening post says « je vote Nom » is the stake's vote: declared, not guessed; and
    # his election runs all day (the close `new` writes taken out).
    settings = folder / "game.toml"
    settings.write_text(settings.read_text(encoding="utf-8").replace(
        "[votes]\n", '[votes]\nundeclared_poll = "day"\n').replace('election_close = "14:00"\n', ""),
        encoding="utf-8")
    page = tmp_path / f"{engine}.html"
    page.write_text(draw(engine, day["title"], day["post"]), encoding="utf-8")
    return folder, page


def _tally(folder: Path, page: Path, *extra: str) -> dict:
    result = runner.invoke(app, ["tally", "1", "--game", str(folder), "--html", str(page), "--json", *extra])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _readings(data: dict) -> dict[str, dict]:
    """Each post's own reading: its last action that is not an earlier form of the same post."""
    own: dict[str, dict] = {}
    for vote in data["votes"]:
        if vote["where"] != "quote" and vote["status"] != "several-in-post":
            own.setdefault(vote["post"], vote)
            if vote["status"] == "counted":
                own[vote["post"]] = vote
    return own


@pytest.mark.parametrize("path, engine", CASES, ids=[f"{p.stem}-{e}" for p, e in CASES])
def test_the_election_and_the_day_are_two_counts(tmp_path: Path, path: Path, engine: str) -> None:
    day = tomllib.loads(path.read_text(encoding="utf-8"))
    folder, page = _game(tmp_path, day, engine)

    before = _tally(folder, page)
    assert before["totals"] == day["day"]["totals"]
    assert (before["burned"] or "") == day["day"]["burned_before"]
    assert before["abstained"] == day["day"]["abstained"]
    read = _readings(before)
    for post in day["post"]:
        want = post.get("day")
        got = read.get(str(post["id"]))
        if want is None:
            assert got is None or got["voter"] == "Meneur", f"post {post['id']}: {got}"
            continue
        assert got is not None, f"post {post['id']} {post['body']!r} is not in the audit"
        assert (got["kind"], got["target"], got["status"]) == \
               (want["kind"], want.get("target"), want["status"]), post["body"]

    readings = {r["post"]: r["reading"] for r in before["posts"]}
    for post in day["post"]:
        if "reading" in post:
            assert readings[str(post["id"])] == post["reading"], post["body"]

    election = _tally(folder, page, "--election", "--record")
    assert election["ballot"] == "election" and election["totals"] == day["election"]["totals"]
    assert election["burned"] == day["election"]["elected"]
    counted = {v["post"]: v["target"] for v in election["votes"] if v["status"] == "counted"}
    assert counted == {str(p["id"]): p["election"]["target"] for p in day["post"] if "election" in p}
    recorded = tomllib.loads((folder / "days" / "1.toml").read_text(encoding="utf-8"))
    assert recorded["capitaine"] == day["election"]["elected"]
    assert (folder / "out" / "day-1" / "election.bbcode").is_file()

    after = _tally(folder, page)
    assert after["burned"] == day["day"]["burned_after"] and after["decided_by"] == "tie-weight"
    post = (folder / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    # A question still open (« Je vote Élodie ou Dédé ») may turn the 3-3: the post names
    # its voter and states no result until the GM settles it.
    assert "Votes à vérifier\u00a0: " in post and "exécuté" not in post
    assert post.rstrip().endswith("Décompte provisoire\u00a0: un vote à vérifier, le résultat sera donné ensuite.")
    open_ = [v["post"] for v in after["votes"] if v["status"] == "doubt"]
    record = folder / "days" / "1.toml"
    record.write_text(record.read_text(encoding="utf-8") + "\n[corrections]\n"
                      + "".join(f'"{post_id}" = "none"\n' for post_id in open_), encoding="utf-8")
    _tally(folder, page)
    post = (folder / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert post.rstrip().endswith(": [b]Chloé[/b] est exécutée.")


def test_the_election_post_is_french_and_a_tie_is_drawn_by_the_engine(tmp_path: Path) -> None:
    day = tomllib.loads((Path(__file__).parent / "elections" / "thiercelieux-jour-1.toml").read_text(encoding="utf-8"))
    posts = [p for p in day["post"] if str(p["id"]) != "7004"]   # François 2, Hugo 1 ...
    posts.append({"id": 7099, "author": "Marc", "time": "2026-10-03 18:00:00",
                  "body": "Capitaine : Hugo"})                      # ... 2-2
    folder, page = _game(tmp_path, {**day, "post": posts}, "phpbb")
    # The stake's count is not recorded before the election: the Capitaine's vote weighs in a tie.
    early = runner.invoke(app, ["tally", "1", "--game", str(folder), "--html", str(page), "--record"])
    assert early.exit_code == 1, early.output     # (its open doubt, or the election first)
    assert "burned" not in (folder / "days" / "1.toml").read_text(encoding="utf-8")
    data = _tally(folder, page, "--election", "--record")
    assert data["burned"] is None and data["decided_by"] == "random-player"
    post = (folder / "out" / "day-1" / "election.bbcode").read_text(encoding="utf-8")
    assert post.startswith("[b]ÉLECTION DU CAPITAINE — JOUR 1[/b]")
    assert "Égalité entre [b]François[/b] et [b]Hugo[/b]\u00a0: le Capitaine est choisi au hasard" not in post
    assert "Égalité entre François et Hugo\u00a0: le Capitaine est choisi au hasard parmi les vivants." in post
    assert "jusqu'au 3 octobre à 22 h 00" in post
    recorded = tomllib.loads((folder / "days" / "1.toml").read_text(encoding="utf-8"))
    assert recorded["capitaine"] == "hasard"
    # The record written is one every command reads: the stake's count goes on, the
    # Capitaine a living player drawn from the seed.
    checked = runner.invoke(app, ["check", "--game", str(folder)])
    assert "hasard" not in checked.output, checked.output
    counted = _tally(folder, page)
    assert counted["ballot"] == "day"


def test_election_needs_a_ruleset_with_a_title(tmp_path: Path) -> None:
    folder = new_game(tmp_path, "lupus-of-the-rings", [f"Giocatore{n}" for n in range(1, 17)], 3, "Narratore")
    (folder / "nights" / "1.txt").write_text("", encoding="utf-8")
    page = tmp_path / "p.html"
    page.write_text(draw("phpbb", "Giorno 1", [{"id": 1, "author": "Giocatore1",
                                                 "time": "2026-10-03 10:00:00", "body": "voto Giocatore2"}]),
                    encoding="utf-8")
    result = runner.invoke(app, ["tally", "1", "--game", str(folder), "--html", str(page), "--election"])
    assert result.exit_code != 0 and "elects no title" in result.output and "Traceback" not in result.output


def test_thread_shows_the_posts_as_the_election_reads_them(tmp_path: Path) -> None:
    """`thread D --election` lists each post with its fate in the election's count, as `tally D
    --election` counts it; without the option the day's."""
    day = tomllib.loads((Path(__file__).parent / "elections" / "thiercelieux-jour-1.toml").read_text(encoding="utf-8"))
    folder, page = _game(tmp_path, day, "phpbb")
    def fates(*extra: str) -> dict[str, str]:
        result = runner.invoke(app, ["thread", "1", "--game", str(folder), "--html", str(page), "--json", *extra])
        assert result.exit_code == 0, result.output
        return {a["post"]: a["status"] for p in json.loads(result.stdout)["posts"] for a in p["actions"]}
    assert fates()["7002"] == "election" and fates("--election")["7002"] == "counted"


def test_a_tied_stake_is_recorded_only_after_the_election(tmp_path: Path) -> None:
    """Day 1 counts 3-3 before the election is recorded: the Capitaine's vote breaks that tie
    (l.112), so `--record` of the stake is refused until he is; then it records his pick."""
    day = tomllib.loads((Path(__file__).parent / "elections" / "thiercelieux-jour-1.toml").read_text(encoding="utf-8"))
    folder, page = _game(tmp_path, day, "phpbb")
    open_ = [v["post"] for v in _tally(folder, page)["votes"] if v["status"] == "doubt"]
    record = folder / "days" / "1.toml"
    record.write_text(record.read_text(encoding="utf-8") + "\n[corrections]\n"
                      + "".join(f'"{post_id}" = "none"\n' for post_id in open_), encoding="utf-8")
    early = runner.invoke(app, ["tally", "1", "--game", str(folder), "--html", str(page), "--record"])
    assert early.exit_code == 1 and "--election --record first" in early.output, early.output
    assert "burned" not in record.read_text(encoding="utf-8")
    _tally(folder, page, "--election", "--record")
    assert _tally(folder, page, "--record")["burned"] == day["day"]["burned_after"]
