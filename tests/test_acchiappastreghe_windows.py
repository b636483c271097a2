"""Acchiappastreghe's time windows through the game folder: "il borseggiatore (dalla sera al voto
sulla proposta) e il veggente (dalla sera alla votazione)", the moments read from days/N.toml
and the PM log, and what the GM is told when one is missing (the engine's cases are scenarios:
tests/scenarios/acchiappastreghe/finestra-*.toml)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.play.game import load_game
from lupus_mod.play.turns import run_turn_of
from tests.conftest import copy_example


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _refused(game_dir: Path, turn: int) -> list[dict]:
    run = run_turn_of(load_game(game_dir), turn)
    return [e for p in run.phases for e in p.events if e["kind"] == "refused"]


def test_a_day_choice_after_the_evening_post_is_refused_and_told(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    assert "nights/1.txt:35 — Irene" in result.output and "dopo il post della Sera (21:00)" in result.output
    reply = (folder / "out" / "round-1" / "pm" / "Irene.bbcode").read_text(encoding="utf-8")
    assert "«ritrasformo Arturo» non è stato applicato: è arrivato alle 21:15, dopo il post della Sera (21:00)." in reply
    log = (folder / "out" / "round-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "- Post della Sera: 2026-11-02 21:00 (days/1.toml)" in log
    result = runner.invoke(app, ["round", "1", "--game", str(folder), "--json"])
    assert {"player": "Irene", "raw": "ritrasformo Arturo", "line": 35, "reason": "too-late",
            "moment": "sera", "at": "2026-11-02 21:00", "sent": "2026-11-02 21:15"} in json.loads(result.stdout)["refused"]


def test_a_guessed_evening_post_never_refuses(tmp_path: Path) -> None:
    """Without `sera`, the evening post is guessed from [schedule] powers_deadline; the guess
    would make Irene's reversion late, so the GM is asked for the moment."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "1.toml", 'sera = "2026-11-02 21:00"\n', "")
    with pytest.raises(GameFolderError) as caught:
        run_turn_of(load_game(folder), 1)
    assert "'sera' is only guessed (2026-11-02 21:00, guessed from [schedule] powers_deadline)" in caught.value.message
    assert "(Irene, nights/1.txt:35, sent 2026-11-02 21:15)" in caught.value.message
    assert 'sera = "YYYY-MM-DD HH:MM" at the top of days/1.toml' in (caught.value.hint or "")


def test_an_evening_power_sent_before_a_sera_still_to_come_is_too_early(tmp_path: Path, runner) -> None:
    """Mid-day, the witches not yet written: the Sera has not gone up, so the GM can run the
    turn for the knight's counts; the Veggente's `scruto` sent with her place is refused as
    too early and she is told, never an error asking for a Sera not posted yet."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "1.toml", 'sera = "2026-11-02 21:00"\n', "")
    log = folder / "nights" / "1.txt"
    day = log.read_text(encoding="utf-8").split("## Enzo @")[0]
    log.write_text(day + "## Carlo @ 2026-11-02 18:50\nscruto Flora\n", encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    assert "PROVVISORIO" in result.output
    reply = (folder / "out" / "round-1" / "pm" / "Carlo.bbcode").read_text(encoding="utf-8")
    assert ("«scruto Flora» non è stato applicato: è arrivato alle 18:50, prima del post della Sera: "
            "quel momento non è ancora arrivato.") in reply
    # Once the Sera is written, the same order is judged against its time.
    _edit(folder / "days" / "1.toml", 'chiusura = "2026-11-02 23:00"', 'sera = "2026-11-02 18:45"\nchiusura = "2026-11-02 23:00"')
    assert not [e for e in _refused(folder, 1) if e["player"] == "Carlo"]


def test_an_unknown_evening_post_is_said(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "1.toml", 'sera = "2026-11-02 21:00"\n', "")
    _edit(folder / "game.toml", 'powers_deadline = "21:00"\n', "")
    with pytest.raises(GameFolderError, match="the moment 'sera' is not known"):
        run_turn_of(load_game(folder), 1)


def test_the_pm_logs_deadline_line_is_the_evening_post(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "1.toml", 'sera = "2026-11-02 21:00"\n', "")
    log = folder / "nights" / "1.txt"
    log.write_text("# deadline: 2026-11-02 21:12\n" + log.read_text(encoding="utf-8"), encoding="utf-8")
    refused = _refused(folder, 1)
    # Carlo's scruto at 21:10 is now before the evening post; Irene's 21:15 after it.
    assert {(e["player"], e["reason"]) for e in refused if e["reason"] != "replaced"} == {
        ("Carlo", "too-early"), ("Irene", "too-late")}


def test_two_different_evening_posts_are_an_error(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    log = folder / "nights" / "1.txt"
    log.write_text("# deadline: 2026-11-02 21:12\n" + log.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(LupusError, match="differ"):
        run_turn_of(load_game(folder), 1)


def test_a_moment_that_is_no_date_is_an_error_at_its_line(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "1.toml", 'chiusura = "2026-11-02 23:00"', 'chiusura = "stasera"')
    with pytest.raises(LupusError) as caught:
        run_turn_of(load_game(folder), 1)
    assert caught.value.line == 6 and "is not a date and time" in caught.value.message


def test_a_proposal_close_not_written_is_asked_for(tmp_path: Path) -> None:
    """Arturo's borseggio (21:02 of giornata 2) can be placed only against the close of the
    proposal vote that formed the circle."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "2.toml", 'chiusura = "2026-11-03 22:25"\n', "")
    with pytest.raises(GameFolderError) as caught:
        run_turn_of(load_game(folder), 2)
    assert "the moment 'proposta' is not known" in caught.value.message
    assert caught.value.file == "days/2.toml" and "in this [[proposta]]" in (caught.value.hint or "")


def test_the_gm_accepts_the_orders_outside_their_windows(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "game.toml", "accept_late = []", 'accept_late = ["1"]')
    reasons = {(e["player"], e["reason"]) for e in _refused(folder, 1)}
    # Applied, Irene's reversion meets the rule it breaks: Arturo was no frog this morning.
    assert ("Irene", "not-a-frog-this-morning") in reasons and ("Irene", "too-late") not in reasons


def test_the_proposal_tally_records_when_its_vote_closed(tmp_path: Path) -> None:
    """"Nel momento in cui tutti hanno votato, viene rivelato chi ha votato Sì e chi No": the
    vote closes with the last cat in human form who answers, and `chiusura` is written."""
    import tomllib
    from datetime import datetime, timedelta
    from zoneinfo import ZoneInfo

    from lupus_mod.forum.model import Post, Segment
    from lupus_mod.tally.count import TallyRequest, run_tally
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "2.toml"
    text = day.read_text(encoding="utf-8").replace('burned = "Enzo"\n', "")
    day.write_text(text.replace('no = ["Enzo"]\nchiusura = "2026-11-03 22:25"', 'opened_post = "901"'),
                   encoding="utf-8")
    start = datetime(2026, 11, 3, 22, 10, tzinfo=ZoneInfo("Europe/Rome"))
    rows = [("Master", "Votate la proposta"), *((name, "[b]voto Sì[/b]") for name in
                                                ("Arturo", "Bianca", "Delia", "Guido", "Irene")),
            ("Enzo", "[b]voto No[/b]")]
    posts = tuple(Post(str(900 + n), n, author, start + timedelta(minutes=2 * n),
                       f"https://board.example/t/5?p={900 + n}", (Segment(body),))
                  for n, (author, body) in enumerate(rows, start=1))
    outcome = run_tally(load_game(folder), TallyRequest(day=2, proposal=True, record=True), posts=posts)
    assert outcome.data["closed"] == "2026-11-03 22:24"
    recorded = tomllib.loads(day.read_text(encoding="utf-8"))["proposta"][2]
    assert recorded["no"] == ["Enzo"] and recorded["chiusura"] == "2026-11-03 22:24"


@pytest.mark.parametrize("window, wanted", [
    ({"from": "sere", "until": "votazione"}, "unknown moment 'sere' (did you mean 'sera'?)"),
    ({"fino": "votazione"}, "must be a table of from and until"),
    ("sera", "must be a table of from and until"),
])
def test_a_choice_window_of_an_edited_ruleset_is_checked(window: object, wanted: str) -> None:
    import tomllib

    from lupus_mod.inputs.catalog import builtin_text
    from lupus_mod.errors import each_problem
    from lupus_mod.rules.load import ruleset_from_dict
    data = tomllib.loads(builtin_text("acchiappastreghe"))
    data["choice"] = [{**c, "window": window} if c["id"] == "scruto" else c for c in data["choice"]]
    with pytest.raises(LupusError) as caught:
        ruleset_from_dict(data)
    assert any(wanted in p.message for p in each_problem(caught.value)), \
        [p.message for p in each_problem(caught.value)]


@pytest.mark.parametrize("old, new, said", [
    ('sera = "2026-11-02 21:00"', 'sera = "2026-11-02 23:30"', "proposta 1 (2026-11-02 21:45) is not after sera"),
    ('chiusura = "2026-11-02 23:00"', 'chiusura = "2026-11-02 21:50"', "chiusura (2026-11-02 21:50) is not after proposta 2"),
])
def test_the_turns_written_moments_go_in_the_rulebooks_order(tmp_path: Path, old: str, new: str, said: str) -> None:
    """Sera, then each proposal's vote ("dalla sera al voto sulla proposta"), then the close: a
    Sera typed after the close refused Carlo's and Delia's orders sent in time, unasked."""
    game_dir = copy_example("acchiappastreghe", tmp_path)
    _edit(game_dir / "days" / "1.toml", old, new)
    with pytest.raises(LupusError) as caught:
        run_turn_of(load_game(game_dir), 1)
    assert said in caught.value.render() and "days/1.toml:" in caught.value.render()


def test_a_pm_sent_the_evening_before_is_read_before_a_guessed_sera(tmp_path: Path, runner) -> None:
    """Giornata 2's first PM sent at 23:30 of 2 November, after giornata 1's vote (closed at
    23:00), and no `sera` written: the Sera is guessed at 21:00 of 3 November, the first after
    that vote, not of the first PM's date (every PM of the day then came after it, and `round 2`
    asked for the Sera of a PM sent before it)."""
    game = copy_example("acchiappastreghe", tmp_path)
    _edit(game / "days" / "2.toml", 'sera = "2026-11-03 21:00"\n', "")
    _edit(game / "nights" / "2.txt", "## Arturo @ 2026-11-03 18:01", "## Arturo @ 2026-11-02 23:30")
    result = runner.invoke(app, ["round", "2", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert [e for e in _refused(game, 2) if e.get("reason") == "too-late"] == []
