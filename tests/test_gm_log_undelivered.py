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
    from lupus_mod.words.render import sentences
    fr, it = sentences("fr"), sentences("it")
    key = "gm-log-undelivered.dead"
    assert "Léa n’est plus en vie" in fr.say(key, {"names": "Léa", "count": 1})
    assert "Léa, Hugo ne sont plus en vie" in fr.say(key, {"names": "Léa, Hugo", "count": 2})
    assert "Anna non è più in vita" in it.say(key, {"names": "Anna", "count": 1})
    assert "Anna, Ugo non sono più in vita" in it.say(key, {"names": "Anna, Ugo", "count": 2})


def _day_three_ally_dies(tmp_path):
    """Day 3 of the Cowboys example: the Leader Alieno burned, his allies are told
    (invasion-revealed); here one of them, Klaatu, also dies later that day — so the message
    ([public] answers = "dawn") does not reach him."""
    from dataclasses import replace
    from lupus_mod.engine.state import event
    from lupus_mod.play.game import load_game
    from lupus_mod.play.replay import run_day, run_night
    game = load_game(copy_example("cowboys-and-aliens", tmp_path))
    result = run_day(game, 3)
    before = run_night(game, game.night_label(3)).result.state
    told = next(e for e in result.events if e.kind == "message" and "Klaatu" in e.to)
    klaatu = result.state.player("Klaatu")
    state = replace(result.state, players=tuple(replace(p, alive=False, death_cause="modkill", death_phase="day-3")
                                                if p is klaatu else p for p in result.state.players))
    events = (*result.events, event("death", target="Klaatu", cause="modkill",
                                    items=list(klaatu.items), role=klaatu.role))
    return game, before, replace(result, events=events, state=state), told


def test_one_helper_tells_a_night_and_a_day_who_was_not_reached(tmp_path):
    from lupus_mod.lifecycle.told import dead_recipients, undelivered
    game, before, result, told = _day_three_ally_dies(tmp_path)
    dead_to = dead_recipients(game.ruleset, before, result.events, result.state)
    assert dead_to(told) == ("Klaatu",)
    assert [dead_to(e) for e in result.events] == list(undelivered(game.ruleset, before, result.events,
                                                                   result.state))
    assert sum(1 for e in result.events if dead_to(e)) == 1
    # The same event alike but another object is not one of the day's: nothing is said of it.
    from lupus_mod.engine.state import changed
    assert dead_to(changed(told)) == ()


def test_a_day_message_to_a_player_dead_that_day_is_said_in_the_day_gm_log(tmp_path):
    from lupus_mod.lifecycle.day_report import day_context
    from lupus_mod.reports.night import private_replies
    from lupus_mod.words.render import render
    game, before, result, told = _day_three_ally_dies(tmp_path)
    context = day_context(game, 3, before, result)
    log = render("day/gm-log.md.j2", game.language, game.dir, player="", **context)
    lines = [line for line in log.splitlines() if "NON CONSEGNATO" in line]
    assert len(lines) == 1 and lines[0].endswith("— NON CONSEGNATO: Klaatu non è più in vita "
                                                 "(nessun messaggio privato scritto)"), log
    replies = private_replies(game, result.events, context, "day/pm.bbcode.j2")
    assert "Klaatu" not in replies and set(told.to) - {"Klaatu"} <= set(replies)


def test_the_example_days_say_nothing_undelivered(tmp_path):
    from lupus_mod.lifecycle.day_report import day_context
    from lupus_mod.words.render import render
    from lupus_mod.play.replay import run_day, run_night
    from lupus_mod.play.game import load_game
    game = load_game(copy_example("cowboys-and-aliens", tmp_path))
    result = run_day(game, 3)
    before = run_night(game, game.night_label(3)).result.state
    log = render("day/gm-log.md.j2", game.language, game.dir, player="", **day_context(game, 3, before, result))
    assert "NON CONSEGNATO" not in log and "Klaatu" in log
