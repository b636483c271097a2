"""What a day record or an awaited answer must be before anything after it is played: a GM's
slip in a record is an error at its line, never a day that goes on in silence.

- a night still waiting for an answer in its log (the Sorcière's choice) plays no later phase:
  day 1 built on it would be posted as final while the answer may change who is alive;
- the day's `burned` is the last ballot's result: one of its written candidates;
- an answer of the day record the rules refuse (the Chasseur's `tir` at himself) is an error at
  its line, not a day that waits for what the GM believes he gave.
"""
from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

runner = CliRunner()


def _run(game: Path, *args: str):
    return runner.invoke(app, [*args, "--game", str(game)])


def _drop_message(log: Path, sender: str) -> None:
    """The night's log without `sender`'s message (header and lines up to the next header)."""
    text = log.read_text(encoding="utf-8")
    log.write_text(re.sub(rf"## {sender} @[^\n]*\n(?:(?!## )[^\n]*\n?)*", "", text), encoding="utf-8")


def _night_one_only(game: Path) -> None:
    for later in (*game.glob("nights/*.txt"), *game.glob("days/*.toml")):
        if later.stem not in ("1",):
            later.unlink()


def test_no_day_is_played_on_a_night_still_waiting_for_an_answer(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _night_one_only(game)
    _drop_message(game / "nights" / "1.txt", "Capucine")
    night = _run(game, "night", "1")
    assert night.exit_code == 3, night.output          # written, PROVISOIRE: the Sorcière is asked
    day = _run(game, "day", "1")
    assert day.exit_code == 1
    assert "nights/1.txt" in day.output and "night 1 still waits for" in day.output
    assert "Capucine" in day.output and "lupus-mod night 1" in day.output
    assert not (game / "out" / "day-1").exists()
    (game / "nights" / "2.txt").write_text("# deadline: 2026-11-30 22:30\n", encoding="utf-8")
    assert "night 1 still waits for" in _run(game, "night", "2").output
    status = _run(game, "status")
    assert status.exit_code in (0, 3) and "Capucine" in status.output
    # Her answer, sent after the deadline, settles it: day 1 is played.
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Capucine @ 2026-11-29 23:40\nJe ne fais rien.\n",
                   encoding="utf-8")
    assert _run(game, "night", "1").exit_code == 0
    assert _run(game, "day", "1").exit_code == 0


def test_the_runoff_burns_one_of_its_candidates(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    day = game / "days" / "2.toml"
    lines = day.read_text(encoding="utf-8").split("\n")
    n = next(i for i, line in enumerate(lines) if line.startswith("burned"))
    lines[n] = 'burned = "Corvonero"'
    day.write_text("\n".join(lines), encoding="utf-8")
    result = _run(game, "check")
    assert result.exit_code == 1
    assert f"days/2.toml:{n + 1}:" in result.output
    assert "not among the candidates of [runoff] (Rosaspina, Quercia)" in result.output


def test_an_answer_the_rules_refuse_is_an_error_at_its_line(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _night_one_only(game)
    _drop_message(game / "nights" / "1.txt", "Fernand")       # no standing shot: he is asked
    (game / "days" / "1.toml").write_text('capitaine = "Amandine"\nburned = "Fernand"\ntir = "Fernand"\n',
                                          encoding="utf-8")
    result = _run(game, "day", "1")
    assert result.exit_code == 1
    assert 'days/1.toml:3: tir = "Fernand" is not a valid answer' in result.output
    assert not (game / "out" / "day-1").exists()
    (game / "days" / "1.toml").write_text('capitaine = "Amandine"\nburned = "Fernand"\ntir = "Isidore"\n',
                                          encoding="utf-8")
    assert _run(game, "day", "1").exit_code == 0


def test_a_pm_of_the_night_before_is_no_order_of_this_night(tmp_path: Path) -> None:
    """Night 1's deadline is 2026-11-29 22:30: a PM dated 22:20 that evening pasted into night
    2's log was sent for night 1, and is never applied on night 2 in silence."""
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "2.txt"
    text = log.read_text(encoding="utf-8") + "\n## Capucine @ 2026-11-29 22:20\nJe sauve la victime.\n"
    log.write_text(text, encoding="utf-8")
    line = text.count("\n", 0, text.index("Je sauve la victime.")) + 1
    result = _run(game, "night", "2")
    assert result.exit_code == 1
    assert f"nights/2.txt:{line}: this PM is dated 2026-11-29 22:20, before night 1's deadline" in result.output
    assert "move it to nights/1.txt" in result.output


def test_no_night_is_played_on_a_day_still_waiting_for_an_answer(tmp_path: Path) -> None:
    """The Capitaine burned on the day he was elected names his successor « dans son dernier
    souffle »: until days/1.toml says who, night 2 would be played on a provisional day (the
    successor's vote weighs double on day 2), and the game could end over it."""
    game = copy_example("thiercelieux", tmp_path)
    record = game / "days" / "1.toml"
    record.write_text('capitaine = "Baptiste"\nburned = "Baptiste"\n', encoding="utf-8")
    assert _run(game, "day", "1").exit_code == 3                 # written, PROVISOIRE
    night = _run(game, "night", "2")
    assert night.exit_code == 1
    assert "days/1.toml" in night.output and "day 1 still waits for" in night.output
    assert 'successeur = "<player>"' in night.output and "lupus-mod night 2" in night.output
    assert not (game / "out" / "night-2").exists()
    status = _run(game, "status")                                 # the game so far, up to day 1
    assert status.exit_code in (0, 3) and "night 2" not in status.output.split("\n")[0]
    record.write_text('capitaine = "Baptiste"\nburned = "Baptiste"\nsuccesseur = "Kilian"\n', encoding="utf-8")
    assert _run(game, "night", "2").exit_code == 0


def test_an_answer_no_death_of_the_day_asks_for_is_an_error_at_its_line(tmp_path: Path) -> None:
    """« tir » while the Chasseur lives, « successeur » while the Capitaine lives: no death of the
    day asked for them, and the GM who wrote them believes a shot or a succession was applied."""
    for key in ("tir", "successeur"):
        game = copy_example("thiercelieux", tmp_path / key)
        record = game / "days" / "1.toml"
        lines = record.read_text(encoding="utf-8").rstrip("\n").split("\n") + [f'{key} = "Kilian"']
        record.write_text("\n".join(lines) + "\n", encoding="utf-8")
        result = _run(game, "check")
        assert result.exit_code == 1
        assert f'days/1.toml:{len(lines)}: {key} = "Kilian": no death of day 1 asks for it' in result.output


def test_a_take_along_the_rules_refuse_leaves_the_question_open(tmp_path: Path) -> None:
    """Licantropi l.117: the Lupo 3 burned « sceglie chi portare con se' »: a `porto` naming
    himself chooses nobody; it is an error at its line, never a carry lost in silence."""
    game = copy_example("licantropi", tmp_path)
    record = game / "days" / "3.toml"
    lines = record.read_text(encoding="utf-8").split("\n")
    n = next(i for i, line in enumerate(lines) if line.startswith("porto"))
    burned = next(line for line in lines if line.startswith("burned")).split('"')[1]
    lines[n] = f'porto = "{burned}"'
    record.write_text("\n".join(lines), encoding="utf-8")
    result = _run(game, "day", "3")
    assert result.exit_code == 1
    assert f'days/3.toml:{n + 1}: porto = "{burned}" is not a valid answer' in result.output
    assert not (game / "out" / "day-3").exists()
