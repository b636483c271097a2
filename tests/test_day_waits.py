"""A day going on waits at the step that reads its verdict: the count its record lacks
(`burned`, the ballottaggio, the new vote after a tied one) or, first, the title's election
(Thiercelieux's Capitaine, "Lors de la première journée, élu par vote"). `day N` says what it
waits for and how to give it; where the ruleset's `[public] told_before_stake` allows it, it
writes the partial post of what is already decided; `status` lists it in `awaited`
(docs/game-folder.md)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.engine.day import apply_day
from lupus_mod.engine.overrides import Override
from lupus_mod.engine.state import DayRecord
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import run_night
from tests.conftest import copy_example

runner = CliRunner()


def _open(tmp_path: Path, example: str, *lines: str) -> Path:
    """The example cut after day 1, its record missing `lines` (its night played)."""
    game = _cut(copy_example(example, tmp_path))
    day = game / "days" / "1.toml"
    text = day.read_text(encoding="utf-8")
    for line in lines:
        assert line in text
        text = text.replace(line, "")
    # A day going on: the tally's corrections written, no result yet (an empty file is a
    # day where nothing happened).
    day.write_text(text + "\n[corrections]\n", encoding="utf-8")
    assert runner.invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
    return game


def _cut(game: Path) -> Path:
    """The game as it stands after day 1: no later night nor day."""
    for later in [*(game / "nights").iterdir(), *(game / "days").iterdir()]:
        if not later.name.startswith("1."):
            later.unlink()
    return game


def _awaited(game: Path) -> list[dict]:
    result = runner.invoke(app, ["status", "--json", "--game", str(game)])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)["awaited"]


def test_the_ballottaggio_not_counted_yet_is_what_day_1_waits_for(tmp_path: Path) -> None:
    game = _open(tmp_path, "licantropi", 'burned = "Ombroso"\n')
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "day 1 is not over: it waits for the result of the runoff" in result.output
    assert "lupus-mod tally 1 --runoff --record" in result.output
    assert "the post written is partial" in result.output
    # What is decided before the ballottaggio's result: the Avvocato's removal (told_before_stake).
    assert _written(game) == ["gm-log.md", "made-from.json", "thread.bbcode"]
    assert (game / "out" / "day-1" / "thread.bbcode").read_text(encoding="utf-8") == (
        "[b]Giorno 1 — in corso[/b]\n"
        "[i]Post parziale: quanto è già deciso oggi. Il rogo sarà annunciato a fine giornata.[/i]\n\n"
        "L'Avvocato ha tolto [b]Rosaspina[/b] dal ballottaggio.\n\n"
        "Il ballottaggio è ancora aperto.\n")
    assert _awaited(game) == [{"player": "", "playing_as": "", "decision": "runoff",
                               "name": "il risultato del ballottaggio", "in_log": False,
                               "file": "days/1.toml", "day_key": "burned", "phase": "day 1"}]
    text = runner.invoke(app, ["status", "--game", str(game)]).output
    assert '- il risultato del ballottaggio (giorno 1) — risposta: burned = "<giocatore>" in days/1.toml' in text


def test_the_gm_log_of_a_day_going_on_has_every_event_so_far(tmp_path: Path) -> None:
    """The GM's log before the day's end: the Matto's declaration, which the partial post does
    not tell, is in it; no burned, the living at the wait, marked as partial in the GM's words."""
    game = _open(tmp_path, "licantropi", 'burned = "Ombroso"\n')
    assert runner.invoke(app, ["day", "1", "--game", str(game)]).exit_code == 0
    log = _log(game)
    assert log.startswith("# Giorno 1 — registro del Master (giornata in corso)\n\n**PARZIALE: il giorno 1 "
                          "non è finito.")
    assert "- Rogo: non ancora deciso — Il ballottaggio è ancora aperto.\n" in log
    assert "Pazzerello → Medium — potere: dichiaro" in log and "Pazzerello" not in _post(game)
    assert "Azzeccagarbugli → Rosaspina — potere: tolgo" in log
    alive = next(line for line in log.splitlines() if line.startswith("- Vivi finora: "))
    assert "Ombroso" in alive and "Vivi a fine giornata" not in log
    # The day over, its full log replaces the partial one.
    day = game / "days" / "1.toml"
    day.write_text('burned = "Ombroso"\n' + day.read_text(encoding="utf-8"), encoding="utf-8")
    assert runner.invoke(app, ["day", "1", "--game", str(game)]).exit_code == 0
    full = _log(game)
    assert full.startswith("# Giorno 1 — registro del Master\n\n- Rogo: Ombroso\n")
    assert "PARZIALE" not in full and "Pazzerello → Medium — potere: dichiaro" in full


def test_the_gm_log_of_a_day_going_on_is_in_french_for_a_french_game(tmp_path: Path) -> None:
    game = _open(tmp_path, "thiercelieux", 'capitaine = "Amandine"\n', 'burned = "Baptiste"\n')
    assert runner.invoke(app, ["day", "1", "--game", str(game)]).exit_code == 0
    assert _log(game).splitlines()[:6] == [
        "# Jour 1 — journal du meneur (journée en cours)", "",
        "**PARTIEL\u00a0: le jour 1 n'est pas fini. Le journal s'arrête à ce que la journée attend\u00a0; "
        "relancez lupus-mod day 1 une fois la journée finie.**", "",
        "- Exécution\u00a0: pas encore décidée — Élection en cours\u00a0: Capitaine.",
        "- Vivants pour l'instant\u00a0: Amandine, Baptiste, Capucine, Dorian, Eloise, Fernand, Gaspard, "
        "Hortense, Isidore, Josephine, Kilian, Leonie, Maxence, Noemie"]


def test_the_capitaine_is_elected_before_the_vote_is_awaited(tmp_path: Path) -> None:
    game = _open(tmp_path, "thiercelieux", 'capitaine = "Amandine"\n', 'burned = "Baptiste"\n')
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "it waits for the election of the Capitaine first" in result.output
    assert "lupus-mod tally 1 --election --record" in result.output and 'capitaine = "<player>"' in result.output
    assert _post(game).splitlines()[3:] == ["Rien n'a encore été décidé aujourd'hui.", "",
                                            "Élection en cours\u00a0: Capitaine."]
    assert [(r["decision"], r["day_key"], r["name"]) for r in _awaited(game)] == [
        ("election", "capitaine", "l’élection du Capitaine")]
    # Once elected, the vote is what the day waits for; the partial post tells the Capitaine.
    day = game / "days" / "1.toml"
    day.write_text('capitaine = "Amandine"\n' + day.read_text(encoding="utf-8"), encoding="utf-8")
    assert [(r["decision"], r["day_key"]) for r in _awaited(game)] == [("burned", "burned")]
    output = runner.invoke(app, ["day", "1", "--game", str(game)]).output
    assert "it waits for the result of the vote" in output and 'burned = "" if nobody' in output
    assert _post(game).splitlines()[3:] == ["[b]Amandine[/b] est élue Capitaine du village.", "",
                                            "Le vote du village est encore ouvert."]
    # The day over, its full post replaces the partial one.
    day.write_text('burned = "Baptiste"\n' + day.read_text(encoding="utf-8"), encoding="utf-8")
    assert runner.invoke(app, ["day", "1", "--game", str(game)]).exit_code == 0
    assert _post(game).startswith("[b]Jour 1 — le vote du village[/b]")
    assert _written(game) == ["gm-log.md", "made-from.json", "thread.bbcode"]


def test_a_modkill_at_the_start_of_a_day_going_on_is_in_its_partial_post(tmp_path: Path) -> None:
    game = _open(tmp_path, "thiercelieux", 'burned = "Baptiste"\n')
    (game / "days" / "1.overrides.toml").write_text(
        '[[override]]\naction = "kill"\nplayer = "Baptiste"\nreason = "inattivo"\n', encoding="utf-8")
    assert runner.invoke(app, ["day", "1", "--game", str(game)]).exit_code == 0
    assert "[b]Baptiste[/b] a été retiré du jeu par le meneur (modkill)." in _post(game)
    assert "inattivo" not in _post(game)


def test_a_ruleset_that_tells_nothing_before_the_stake_refuses_the_day_going_on(tmp_path: Path) -> None:
    game = _open(tmp_path, "lupus-of-the-rings", 'burned = "Grimaldo"\n')
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 1
    assert "day 1 is not over: it waits for the result of the vote" in result.output
    assert not (game / "out" / "day-1").exists()


def _post(game: Path) -> str:
    return (game / "out" / "day-1" / "thread.bbcode").read_text(encoding="utf-8")


def _log(game: Path) -> str:
    return (game / "out" / "day-1" / "gm-log.md").read_text(encoding="utf-8")


def _written(game: Path) -> list[str]:
    return sorted(p.name for p in (game / "out" / "day-1").iterdir())


def test_a_day_over_or_not_begun_waits_for_nothing(tmp_path: Path) -> None:
    game = _cut(copy_example("thiercelieux", tmp_path))
    assert _awaited(game) == []                      # day 1 said who burned
    (game / "days" / "1.toml").unlink()
    assert _awaited(game) == []                      # day 1 not begun: `next_phase` says it


def test_the_day_stops_at_its_stake_and_changes_nothing(tmp_path: Path) -> None:
    """The open day keeps the state it opened with; its end-of-day overrides wait with it."""
    game = load_game(copy_example("lupus-of-the-rings", tmp_path))
    state = run_night(game, game.night_label(1)).result.state
    ruleset, seed = game.ruleset, game.seed
    victim = next(p.name for p in state.players if p.alive)
    for missing in ("burned", "runoff", "revote"):
        record = DayRecord(1, "", {}, missing=missing)
        result = apply_day(state, record, ruleset, seed)
        assert result.waiting == missing and result.state == state
        assert not any(e.kind in ("death", "no-burn", "game-over") for e in result.events)
        assert [w.decision for w in result.waits] == [missing]
        late = Override("kill", victim, "test", at="end")
        assert apply_day(state, record, ruleset, seed, [late]).state == state
    closed = apply_day(state, DayRecord(1, victim, {}), ruleset, seed)
    assert closed.waiting == "" and not closed.state.player(victim).alive


def test_told_before_stake_names_facts_the_thread_learns() -> None:
    from lupus_mod.rules.public import PublicProblem, read_public
    assert read_public({"told_before_stake": ["titles", "modkills"]}, {}).told_before_stake == ("titles", "modkills")
    assert read_public({}, {}).told_before_stake == ()
    for table, key in (({"told_before_stake": ["burned"]}, "burned"),
                       ({"learns": ["deaths"], "told_before_stake": ["titles"]}, "told_before_stake")):
        try:
            read_public(table, {})
        except PublicProblem as problem:
            assert problem.key == key
        else:
            raise AssertionError(f"{table} accepted")


def test_a_wrong_told_before_stake_is_named_at_its_line(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    roles = game / "roles.toml"
    text = roles.read_text(encoding="utf-8")
    old = 'told_before_stake = ["announcements", "modkills"]'
    roles.write_text(text.replace(old, 'told_before_stake = ["announcements", "titles"]'), encoding="utf-8")
    line = text[:text.index(old)].count("\n") + 1
    result = runner.invoke(app, ["check", "--game", str(game)])
    assert result.exit_code != 0
    assert f"roles.toml:{line}" in result.output and "told_before_stake lists 'titles'" in result.output
