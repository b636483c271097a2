"""A private message whose recipient is dead when it is delivered: no reply is written for him
(lupus_mod/lifecycle/told.py `delivered`) and the GM log says why, never silently."""
from __future__ import annotations

from lupus_mod.commands.app import app   # its commands are registered by tests/conftest.py
from tests.conftest import copy_example


def _night_one(tmp_path, runner, victim: str):
    game = copy_example("lupus-of-the-rings", tmp_path)
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("Sbraniamo Faramiro", f"Sbraniamo {victim}"),
                   encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    out = game / "out" / "night-1"
    return (out / "gm-log.md").read_text(encoding="utf-8"), {p.stem for p in (out / "pm").iterdir()}


def test_the_answer_of_a_seer_killed_that_night_is_said_not_delivered(tmp_path, runner):
    # Answers reach the living at dawn ([public] answers = "dawn"): Frodino, killed by the wolves,
    # is told nothing of his seeing.
    log, replies = _night_one(tmp_path, runner, "Frodino")
    assert "Frodino" not in replies
    lines = [line for line in log.splitlines() if "messaggio privato per Frodino" in line]
    assert lines and all(line.endswith("— NON CONSEGNATO: Frodino non è più in vita "
                                       "(nessun messaggio privato scritto)") for line in lines)
    assert log.count("NON CONSEGNATO") == len(lines)


def test_a_living_recipient_gets_his_reply_and_no_such_words(tmp_path, runner):
    log, replies = _night_one(tmp_path, runner, "Faramiro")
    assert "Frodino" in replies
    assert "NON CONSEGNATO" not in log


def test_both_languages_word_one_and_several_recipients():
    from lupus_mod.render import sentences
    fr, it = sentences("fr"), sentences("it")
    key = "gm-log-undelivered.dead"
    assert "Léa n’est plus en vie" in fr.say(key, {"names": "Léa", "count": 1})
    assert "Léa, Hugo ne sont plus en vie" in fr.say(key, {"names": "Léa, Hugo", "count": 2})
    assert "Anna non è più in vita" in it.say(key, {"names": "Anna", "count": 1})
    assert "Anna, Ugo non sono più in vita" in it.say(key, {"names": "Anna, Ugo", "count": 2})
