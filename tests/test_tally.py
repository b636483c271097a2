"""`lupus-mod tally` end to end on the example game, with a saved Invision page of its day 2.

The page (tests/votes/pages/lotr-giorno-2.html) is fictional: Shelob's declared double vote,
a quoted vote, an alias, a dead player's vote, a misspelt name, two votes in one post, an
abstention, an unvote, a late vote, and a 5-5 tie that Gollum reached first.
Set LUPUS_MOD_UPDATE_GOLDEN=1 to rewrite tests/golden/tally/ after a deliberate change.
"""
from __future__ import annotations

import json
import os
import shutil
import tomllib
from pathlib import Path

import pytest
import responses

from lupus_mod.commands.app import app
from typer.testing import CliRunner

runner = CliRunner()

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "tests" / "votes" / "pages" / "lotr-giorno-2.html"
GOLDEN = ROOT / "tests" / "golden" / "tally" / "lotr-giorno-2"


@pytest.fixture()
def game(example_game: Path) -> Path:
    """The example game, with day 2 opened by the first post of the saved page."""
    day = example_game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'opened_post = "2001"\n', encoding="utf-8")
    return example_game


def tally(game: Path, *extra: str):
    return runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(PAGE), *extra])


# Eowyna's «voto Gollm» (post 2009) is a name to settle: a result is recorded only once it is.
SETTLED = {"corrections": {"2009": "none"}}


def settle(game: Path) -> None:
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + '\n[corrections]\n"2009" = "none"\n', encoding="utf-8")


def test_record_is_refused_while_a_doubt_is_open(game: Path) -> None:
    before = (game / "days" / "2.toml").read_bytes()
    refused = tally(game, "--record")
    assert refused.exit_code == 1
    assert 'days/2.toml: 1 post of the count still to settle (days/2.toml → [corrections] "2009" = "Gollum"): the result may change with it' in refused.output
    assert "lupus-mod tally 2" in refused.output and "Traceback" not in refused.output
    assert (game / "days" / "2.toml").read_bytes() == before and not (game / "out").exists()
    settle(game)
    assert tally(game, "--record").exit_code == 0
    assert day_file(game)["burned"] == "Gollum"


def day_file(game: Path) -> dict:
    return tomllib.loads((game / "days" / "2.toml").read_text(encoding="utf-8"))


def set_votes(game: Path, **settings: str) -> None:
    config = game / "game.toml"
    text = config.read_text(encoding="utf-8").replace('tie_break = "first-decisive"\n', "")
    lines = "".join(f"{k} = {v}\n" for k, v in settings.items())
    config.write_text(text.replace("[votes]\n", "[votes]\n" + lines), encoding="utf-8")


def test_the_count_is_printed_and_written(game: Path) -> None:
    result = tally(game)
    assert result.exit_code == 0, result.output
    assert "Gollum     5  Shelob x2, Samvise, Bilbetto, Galadriella" in result.stdout
    assert "Va al rogo chi ha ricevuto per primo il voto decisivo: Gollum." in result.stdout
    out = game / "out" / "day-2"
    assert sorted(p.name for p in out.iterdir()) == ["tally-audit.md", "tally.bbcode", "tally.json"]
    # Eowyna's doubt is open: the GM's table says the result is provisional, and she is in doubt,
    # not among those who did not vote; settled, the result is the count's.
    provisional = "PROVVISORIO finché non sciogli il voto in dubbio qui sotto — per ora:"
    assert provisional in result.stdout and "Eowyna" not in result.stdout.split("Senza voto:")[-1].split("\n")[0]
    settle(game)
    assert provisional not in tally(game).stdout


@pytest.mark.parametrize("name", ["tally.bbcode", "tally-audit.md"])
def test_outputs_match_golden(game: Path, name: str) -> None:
    assert tally(game).exit_code == 0
    produced = (game / "out" / "day-2" / name).read_text(encoding="utf-8")
    golden = GOLDEN / name
    if os.environ.get("LUPUS_MOD_UPDATE_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(produced, encoding="utf-8")
    assert produced == golden.read_text(encoding="utf-8")


def test_json_has_votes_totals_result_and_anomalies(game: Path) -> None:
    result = tally(game, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["day"] == 2 and data["burned"] == "Gollum"
    assert data["totals"] == {"Gollum": 5, "Samvise": 5, "Frodino": 1}
    assert data["tied"] == ["Gollum", "Samvise"]
    shelob = next(v for v in data["votes"] if v["voter"] == "Shelob")
    assert (shelob["weight"], shelob["status"], shelob["post"]) == (2, "counted", "2006")
    assert shelob["time"] == "2026-10-03T11:45:09+02:00"
    assert {v.keys() >= {"voter", "target", "post", "time", "weight", "status"} for v in data["votes"]} == {True}
    # A name the GM must confirm is settled like a doubt: listed first, with its line.
    assert [(a["voter"], a["status"]) for a in data["anomalies"]] == [
        ("Eowyna", "fuzzy-name"), ("Arwenna", "dead-voter"), ("Nazgul", "counted"), ("Rosie", "late")]
    assert data["anomalies"][0]["candidates"] == ["Gollum"]
    assert data["anomalies"][0]["settle"] == 'days/2.toml → [corrections] "2009" = "Gollum"'
    assert data["anomalies"][1]["settle"] is None


def test_until_and_from_move_the_window(game: Path) -> None:
    early = json.loads(tally(game, "--json", "--until", "2026-10-03 20:30").stdout)
    assert early["totals"]["Samvise"] == 4 and early["burned"] == "Gollum"
    assert early["window"]["closes"] == "2026-10-03T20:30:00+02:00"
    late_start = json.loads(tally(game, "--json", "--from", "2012").stdout)
    assert late_start["totals"] == {"Gollum": 2, "Samvise": 2, "Frodino": 1}
    assert {v["post"] for v in late_start["votes"] if v["status"] == "before-open"} >= {"2003", "2008"}


def test_a_missing_opening_is_noted_and_the_window_starts_at_the_first_post(game: Path) -> None:
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('opened_post = "2001"\n', ""), encoding="utf-8")
    data = json.loads(tally(game, "--json").stdout)
    assert data["burned"] == "Gollum" and data["notes"][0]["key"] == "opened_post"


def test_gm_corrections_override_the_reading(game: Path) -> None:
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + '\n[corrections]\n"2009" = "Gollum"\n"2012" = "none"\n',
                   encoding="utf-8")
    data = json.loads(tally(game, "--json").stdout)
    assert data["totals"] == {"Gollum": 6, "Samvise": 4, "Frodino": 1}
    corrected = {v["post"]: v["status"] for v in data["votes"] if v["corrected"]}
    assert corrected == {"2009": "counted", "2012": "corrected-none"}


def test_a_correction_naming_nobody_is_an_error_naming_the_file(game: Path) -> None:
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + '\n[corrections]\n"2009" = "Golum"\n', encoding="utf-8")
    result = tally(game)
    assert result.exit_code == 1
    assert "days/2.toml" in result.output and "Gollum" in result.output


def test_a_correction_of_a_post_not_read_is_a_note_at_its_line(game: Path) -> None:
    """ "2O4" (a letter O for a zero), "999": the GM believes he settled a vote; the count says
    the line changes nothing (it said nothing)."""
    day = game / "days" / "2.toml"
    text = day.read_text(encoding="utf-8") + '\n[corrections]\n"2O09" = "Gollum"\n"2009" = "Gollum"\n'
    day.write_text(text, encoding="utf-8")
    line = text.splitlines().index('"2O09" = "Gollum"') + 1
    notes = [n for n in json.loads(tally(game, "--json").stdout)["notes"] if n["note"] == "correction-unread"]
    assert [(n["file"], n["line"], n["post"]) for n in notes] == [("days/2.toml", line, "2O09")]
    assert f"days/2.toml:{line}: [corrections]" in tally(game).output


def test_record_keeps_the_other_keys_and_refuses_a_different_result(game: Path) -> None:
    settle(game)
    assert tally(game, "--record").exit_code == 0
    assert day_file(game) == {"burned": "Gollum", "double_vote": "Shelob", "opened_post": "2001", **SETTLED}
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('"Gollum"', '"Samvise"'), encoding="utf-8")
    shutil.rmtree(game / "out")
    refused = tally(game, "--record")
    assert refused.exit_code == 1 and "--force" in refused.output
    assert day_file(game)["burned"] == "Samvise" and not (game / "out").exists()
    assert tally(game, "--record", "--force").exit_code == 0
    assert day_file(game) == {"burned": "Gollum", "double_vote": "Shelob", "opened_post": "2001", **SETTLED}


def test_runoff_from_the_pm_log(game: Path) -> None:
    set_votes(game, tie_break='"runoff"')
    config = game / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace(
        'day_close = "22:00"\n', 'day_close = "22:00"\nrunoff_close = "23:00"\n'), encoding="utf-8")
    day = game / "days" / "2.toml"
    day.write_text('double_vote = "Shelob"\nopened_post = "2001"\n', encoding="utf-8")
    settle(game)
    first = tally(game, "--record")
    assert first.exit_code == 0, first.output
    assert "si va al ballottaggio tra Gollum e Samvise" in first.stdout
    assert day_file(game)["runoff"] == {"candidates": ["Gollum", "Samvise"]}
    (game / "days" / "2-runoff.txt").write_text(
        "# Ballottaggio del giorno 2\n"
        "## Frodino @ 2026-10-03 22:40\nvoto Gollum\n"
        "## Aragorno @ 2026-10-03 22:45\nvoto Samvise\n"
        "## Gollum @ 2026-10-03 22:46\nvoto Samvise\n"
        "## Pip @ 2026-10-03 22:50\nvoto Gollum\n"
        "## Merrino @ 2026-10-03 22:52\nvoto Frodino\n"
        "## Rosie @ 2026-10-03 23:30\nvoto Samvise\n", encoding="utf-8")
    second = runner.invoke(app, ["tally", "2", "--game", str(game), "--runoff", "--record", "--json"])
    assert second.exit_code == 0, second.output
    data = json.loads(second.stdout)
    assert (data["ballot"], data["burned"], data["totals"]) == ("runoff", "Gollum", {"Gollum": 2, "Samvise": 1})
    assert {v["voter"]: v["status"] for v in data["votes"]} == {
        "Frodino": "counted", "Aragorno": "counted", "Gollum": "not-eligible", "Pippino": "counted",
        "Merrino": "not-a-candidate", "Rosie": "late"}
    assert day_file(game)["burned"] == "Gollum"
    post = (game / "out" / "day-2" / "runoff.bbcode").read_text(encoding="utf-8")
    assert post.startswith("[b]BALLOTTAGGIO - GIORNO 2[/b]")
    # Votes sent by PM are a secret ballot: the post gives the totals, never who voted whom
    # (nor who voted wrong, late or not at all).
    assert "[url=days/" not in post and "[b]Gollum[/b] - 2\n[b]Samvise[/b] - 1\n" in post
    assert not any(name in post for name in ("Frodino", "Pippino", "Aragorno", "Merrino", "Rosie"))


def test_runoff_without_a_tie_is_refused(game: Path) -> None:
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--runoff", "--html", str(PAGE)])
    assert result.exit_code == 1 and "no runoff" in result.output


@pytest.mark.parametrize("args, words", [
    (["--until", "stasera"], "YYYY-MM-DD HH:MM"),
    (["--from", "9999"], "error: --from = '9999' is not a post of this thread"),   # no fault of days/2.toml
])
def test_bad_options_are_clear_errors(game: Path, args: list[str], words: str) -> None:
    result = tally(game, *args)
    assert result.exit_code == 1 and words in result.output and "Traceback" not in result.output


def test_pages_without_html_are_refused(game: Path) -> None:
    result = runner.invoke(app, ["tally", "2", "--game", str(game), str(PAGE)])
    assert result.exit_code == 1 and "--html" in result.output


def test_bad_vote_settings_are_clear_errors(game: Path) -> None:
    set_votes(game, tie_break='"coin"')
    result = tally(game)
    assert result.exit_code == 1 and "game.toml" in result.output and "tie_break" in result.output


@responses.activate
def test_the_thread_is_fetched_and_cached_in_the_game_folder(game: Path) -> None:
    url = "https://www.lupus-rings.example/topic/777-lupus-of-the-rings-giorno-2/"
    responses.add(responses.GET, url, body=PAGE.read_text(encoding="utf-8"),
                  content_type="text/html; charset=utf-8")
    config = game / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("[forum]\n", "[forum]\ndelay = 0\n"),
                      encoding="utf-8")
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--url", url, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["burned"] == "Gollum"
    assert (game / ".cache" / "forum").is_dir()


def test_runoff_in_the_thread_starts_at_its_opening_post(game: Path) -> None:
    set_votes(game, tie_break='"runoff"')
    settle(game)
    assert tally(game, "--record").exit_code == 0
    unopened = tally(game, "--runoff")
    assert unopened.exit_code == 1 and "opened_post" in unopened.output
    data = json.loads(tally(game, "--runoff", "--from", "2015", "--json").stdout)
    # From Bilbetto's post on, with no runoff_close: Bilbetto, Galadriella and Rosie (22:05)
    # for Gollum, Elrondo for Samvise.
    assert (data["burned"], data["totals"]) == ("Gollum", {"Gollum": 3, "Samvise": 1})
    assert data["window"]["closes"] is None


@pytest.mark.parametrize("struck, certain", [(("2005", "2008"), False), (("2005", "2008", "2012"), True)])
def test_a_doubt_that_cannot_change_the_result_holds_nothing_back(game: Path, struck: tuple, certain: bool) -> None:
    """Eowyna's one doubt (weight 1) can move one vote from the leader to another: with
    Samvise's votes made none until Gollum leads by more than two, the result is stated and
    recorded (she is still listed in doubt); by two, it is provisional."""
    day = game / "days" / "2.toml"
    lines = "".join(f'"{post}" = "none"\n' for post in struck)
    day.write_text(day.read_text(encoding="utf-8") + f"\n[corrections]\n{lines}", encoding="utf-8")
    result = tally(game)
    post = (game / "out" / "day-2" / "tally.bbcode").read_text(encoding="utf-8")
    assert ("PROVVISORIO" in result.stdout) != certain and ("Conteggio provvisorio" in post) != certain
    assert "Voti da verificare: Eowyna" in post    # in doubt, either way: never "no vote"
    assert (tally(game, "--record").exit_code == 0) == certain


def test_a_post_the_gm_settled_as_none_is_listed_once_as_no_vote(game: Path) -> None:
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + '\n[corrections]\n"2009" = "none"\n"2012" = "none"\n',
                   encoding="utf-8")
    assert tally(game).exit_code == 0
    post = (game / "out" / "day-2" / "tally.bbcode").read_text(encoding="utf-8")
    assert "Boromiro" in post.split("Senza voto:")[1].split("\n")[0], post
    assert "Boromiro" not in post.split("Voti non validi:")[1] and "correzione del GM" not in post, post


def test_the_thread_lists_a_day_whose_runoff_opened_in_it(game: Path) -> None:
    """`thread D` on a day whose ballottaggio opened in the thread: the posts from its opening
    post on belong to the runoff's count, listed without a day reading (the listing failed)."""
    set_votes(game, tie_break='"runoff"')
    settle(game)
    assert tally(game, "--record").exit_code == 0
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8").replace("[runoff]\n", '[runoff]\nopened_post = "2015"\n'),
                   encoding="utf-8")
    listed = runner.invoke(app, ["thread", "2", "--game", str(game), "--html", str(PAGE)])
    assert listed.exit_code == 0, listed.output
    assert "#2015" in listed.output and "Traceback" not in listed.output
