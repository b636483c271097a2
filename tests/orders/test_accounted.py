"""Every order of a night accounted for, loudly: the terminal list, `--json`, the deadline.

Run through the CLI on private copies of the example games.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import PROVISIONAL, app
from lupus_mod.play.game import load_game
from lupus_mod.reports.refusals import refusal_warnings
from lupus_mod.play.replay import run_night
from tests.conftest import copy_example

runner = CliRunner()
ROW_KEYS = {"player", "file", "line", "order", "canonical", "reason", "data", "message"}


def night(game: Path, label: str, *extra: str):
    return runner.invoke(app, ["night", label, "--game", str(game), *extra])


def night_json(game: Path, label: str, *extra: str) -> dict:
    result = night(game, label, "--json", *extra)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture()
def rings(tmp_path: Path) -> Path:
    return copy_example("lupus-of-the-rings", tmp_path)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_terminal_lists_every_order_not_applied_in_italian(rings: Path) -> None:
    result = night(rings, "2")
    assert result.exit_code == 0, result.output
    err = result.stderr
    assert "scadenza dei poteri: 2026-10-02 22:30 (dalla riga `# deadline:` del registro)" in err
    # "indago Gollum. Anzi no, indago Nazgul" corrected itself: a correction that worked, no failure.
    assert "Ordini non applicati (2):" in err
    assert ("nights/2.txt:42 — Merrino: «indago Sarumano» — in ritardo: inviato alle "
            "2026-10-02 22:41, scadenza 2026-10-02 22:30") in err
    assert "Eowyna: «archivio Il Cavaliere è fidato» — bloccato da Saurone" in err
    assert "nights/2.txt:8 — Frodino: si corregge nella riga stessa: ora «indago Nazgul»" in err
    assert "blocked" not in err and "— late" not in err   # ids stay in --json


def test_json_carries_the_same_list_with_ids_and_words(rings: Path) -> None:
    data = night_json(rings, "2")
    assert data["deadline"] == {"at": "2026-10-02 22:30", "source": "log-line"}
    rows = data["unapplied"]
    assert [(r["player"], r["reason"]) for r in rows] == [
        ("Frodino", "replaced"), ("Eowyna", "blocked"), ("Merrino", "late")]
    assert all(set(r) == ROW_KEYS for r in rows)
    late = rows[-1]
    assert late["file"] == "nights/2.txt" and late["line"] == 42
    assert late["data"] == {"sent": "2026-10-02 22:41", "deadline": "2026-10-02 22:30",
                            "source": "log-line", "header": "# deadline:"}
    assert late["canonical"] == "indago Sarumano" and late["message"].startswith("in ritardo")
    assert [r["reason"] for r in data["rejected"]] == ["blocked", "late"]
    assert "summary" not in data


def test_a_refused_order_is_listed_and_told_to_the_player(rings: Path) -> None:
    data = night_json(rings, "3")
    [row] = data["unapplied"]
    assert (row["player"], row["reason"], row["line"]) == ("Bilbetto", "robber-holds-items", 5)
    assert row["message"] == "il mittente possiede un oggetto: non può derubare"
    assert ("Il tuo ordine «derubo Frodino» non è stato applicato: non puoi derubare finché "
            "possiedi un oggetto.") in data["private"]["Bilbetto"]


def test_a_guessed_deadline_that_makes_most_orders_late_is_an_error(rings: Path) -> None:
    log = rings / "nights" / "1.txt"
    # The first PM came the evening before: the guess (22:30 of that day) makes all late.
    _edit(log, "# deadline: 2026-10-01 22:30\n",
          "## Shelob @ 2026-09-30 23:10\nCiao master, a stanotte!\n")
    result = night(rings, "1")
    assert result.exit_code == 1
    assert "nights/1.txt" in result.stderr and "guessed as 2026-09-30 22:30" in result.stderr
    assert "# deadline:" in result.stderr and "--deadline" in result.stderr
    assert "internal error" not in result.output and not (rings / "out").exists()
    confirmed = night(rings, "1", "--deadline", "2026-10-01 22:30")
    assert confirmed.exit_code == 0, confirmed.output
    assert "2026-10-01 22:30 (dall'opzione --deadline)" in confirmed.stderr
    assert "Tutti gli ordini sono stati applicati." in confirmed.stderr
    check = runner.invoke(app, ["check", "--game", str(rings)])
    assert check.exit_code == 1 and "guessed" in check.output


def test_a_guess_that_leaves_the_orders_on_time_is_shown_as_a_guess(rings: Path) -> None:
    _edit(rings / "nights" / "1.txt", "# deadline: 2026-10-01 22:30\n", "")
    data = night_json(rings, "1")
    assert data["deadline"] == {"at": "2026-10-01 22:30", "source": "guessed"}
    assert "stimata" in night(rings, "1").stderr


@pytest.mark.parametrize("written", ["2026-02-30 22:30", "2026-10-01 25:00", "domani sera"])
def test_an_impossible_deadline_is_an_error_at_its_line(rings: Path, written: str) -> None:
    _edit(rings / "nights" / "1.txt", "# deadline: 2026-10-01 22:30", f"# deadline: {written}")
    result = night(rings, "1")
    assert result.exit_code == 1 and "nights/1.txt:2: cannot read the deadline" in result.stderr
    assert "internal error" not in result.output
    bad = night(rings, "1", "--deadline", "ieri")
    assert bad.exit_code == 1 and "--deadline" in bad.stderr


def test_the_senders_own_power_is_read_through_his_powers(rings: Path) -> None:
    log = rings / "nights" / "1.txt"
    _edit(log, "Buonanotte e in bocca al lupo a tutti!", "uso il mio potere su Aragorno")
    _edit(log, "Sbraniamo Faramiro", "il mio potere va su Faramiro")
    run = run_night(load_game(rings), "1")
    orders = {o.player: o.canonical() for o in run.applied}
    assert orders["Shelob"] == "prevedo Aragorno"       # the Shinigami's only power
    assert orders["Sarumano"] == "sbrano Faramiro"      # associo takes a role too


def test_the_senders_own_power_unclear_is_an_error(rings: Path) -> None:
    _edit(rings / "nights" / "1.txt", "Ammalio Merrino e Pippino", "uso il mio potere su Merrino")
    result = night(rings, "1")
    assert result.exit_code == 1
    assert "it names no power" in result.stderr and "ammalio <player> <player>" in result.stderr


def test_a_power_phrase_from_a_player_without_powers_is_refused_loudly(rings: Path) -> None:
    _edit(rings / "nights" / "1.txt", "passo il palantir a Pip", "uso il mio potere su Pip")
    data = night_json(rings, "1")
    row = next(r for r in data["unapplied"] if r["player"] == "Merrino")
    assert row["reason"] == "no-such-power"
    assert "non hai questo potere" in data["private"]["Merrino"]


def test_french_games_list_in_french(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _edit(game / "nights" / "1.txt", "J'espionne !", "Je regarde Baptiste.")
    result = night(game, "1")
    assert result.exit_code == 0, result.output
    assert "limite des pouvoirs\u00a0: 2026-11-29 22:30 (ligne `# deadline:` du journal)" in result.stderr
    assert "Hortense\u00a0: «\u00a0Je regarde Baptiste.\u00a0» — ce n'est pas un pouvoir de l'expéditeur" \
        in result.stderr
    data = night_json(game, "1")
    assert "Ton ordre «\u00a0regarde Baptiste\u00a0» n'a pas été appliqué\u00a0: tu n'as pas ce pouvoir." \
        in data["private"]["Hortense"]


def test_check_warns_of_what_the_rules_will_refuse(tmp_path: Path) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    warnings = refusal_warnings(load_game(game))
    first = warnings[0]
    assert (first.reason, first.file, first.line) == ("too-early", "nights/1.txt", 11)
    assert first.message.startswith("Django: «proteggo Wyatt» — troppo presto")
    assert "dead" in [w.reason for w in warnings]
    result = runner.invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 0
    assert "warning: nights/1.txt:11: Django: «proteggo Wyatt» — troppo presto" in result.output
    data = json.loads(runner.invoke(app, ["check", "--game", str(game), "--json"]).stdout)
    refused = [w for w in data["warnings"] if "reason" in w]
    assert {"reason", "file", "line", "message"} <= set(refused[0])
    assert (refused[0]["reason"], refused[0]["file"], refused[0]["line"]) == ("too-early", "nights/1.txt", 11)


def test_check_warns_of_a_day_choice_the_rules_refuse(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    [warning] = [w for w in refusal_warnings(load_game(game)) if w.file == "days/2.toml"]
    assert warning.reason == "no-holder" and warning.line == 4
    assert "condanno = Corvonero" in warning.message


def test_a_standing_order_on_a_player_already_dead_is_reported(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    # The Chasseur names Baptiste, burned on day 1; the wolves kill him on night 2.
    _edit(game / "nights" / "1.txt", "je tire sur Josephine", "je tire sur Baptiste")
    result = night(game, "2")
    # He is asked for another target (last_shot_missing = "ask"): the night is PROVISOIRE.
    assert result.exit_code == PROVISIONAL, result.output
    # Listed at the line of the log that gave the shot, with his words.
    assert "nights/1.txt:14 — Fernand\u00a0: «\u00a0Si je meurs, je tire sur Baptiste.\u00a0» — le tir désigné " \
           "sur Baptiste est perdu\u00a0: Baptiste était déjà mort" in result.stderr


def test_check_warns_of_a_second_double_vote(rings: Path) -> None:
    with (rings / "days" / "1.toml").open("a", encoding="utf-8") as day:
        day.write('double_vote = "Shelob"\n')
    [warning] = [w for w in refusal_warnings(load_game(rings)) if w.file == "days/2.toml"]
    assert (warning.reason, warning.line) == ("no-uses-left", 3)
    assert warning.message == "Shelob: «double_vote = Shelob» — usi finiti"


@pytest.mark.parametrize("written", ["# deadline 2026-10-01 23:00", "#Scadenza = 2026-10-01 23:00",
                                     "# échéance : 2026-10-01 23:00", "# DEADLINE: 2026-10-01 23:00"])
def test_a_deadline_line_written_another_way_is_read(rings: Path, written: str) -> None:
    _edit(rings / "nights" / "1.txt", "# deadline: 2026-10-01 22:30", written)
    assert night_json(rings, "1")["deadline"] == {"at": "2026-10-01 23:00", "source": "log-line"}


@pytest.mark.parametrize("written, header", [("# scadenza: 2026-10-02 22:30", "# scadenza:"),
                                             ("#Scadenza = 2026-10-02 22:30", "#Scadenza ="),
                                             ("# scadenza 2026-10-02 22:30", "# scadenza")])
def test_the_deadline_is_said_to_come_from_the_header_the_gm_wrote(rings: Path, written: str,
                                                                  header: str) -> None:
    _edit(rings / "nights" / "2.txt", "# deadline: 2026-10-02 22:30", written)
    result = night(rings, "2")
    assert result.exit_code == 0, result.output
    said = f"(dalla riga `{header}` del registro)"
    assert f"scadenza dei poteri: 2026-10-02 22:30 {said}" in result.stderr
    assert f"scadenza 2026-10-02 22:30 {said}" in result.stderr      # the late order's row
    assert said in (rings / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    assert "# deadline:" not in result.stderr


@pytest.mark.parametrize("written", ["# deadline spostata alle 23", "# scadenza: 1/10 23:00"])
def test_a_deadline_line_that_cannot_be_read_is_never_a_silent_comment(rings: Path, written: str) -> None:
    _edit(rings / "nights" / "1.txt", "# deadline: 2026-10-01 22:30", written)
    result = night(rings, "1")
    assert result.exit_code == 1, result.output
    assert "nights/1.txt:2: cannot read the deadline" in result.stderr
    assert "# deadline: YYYY-MM-DD HH:MM" in result.stderr


def test_two_deadline_lines_are_an_error_naming_both(rings: Path) -> None:
    log = rings / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n# deadline: 2026-10-01 23:30\n", encoding="utf-8")
    result = night(rings, "1")
    assert result.exit_code == 1, result.output
    # In the game's language (Italian), as every error of the log's structure.
    assert "nights/1.txt:" in result.stderr and "due righe di scadenza" in result.stderr
    assert "alla riga 2" in result.stderr
    check = runner.invoke(app, ["check", "--game", str(rings)])
    assert check.exit_code == 1 and "due righe di scadenza" in check.output


def test_a_message_without_orders_naming_players_is_shown_for_a_look(rings: Path) -> None:
    """ "Merrino e Pippino mi sembrano strani" from the Pifferaio, his only word tonight, is
    talk by its form (the players are what it speaks of): the terminal shows it (not only the
    GM log's chatter), with its line, for a look."""
    _edit(rings / "nights" / "1.txt", "Ammalio Merrino e Pippino", "Merrino e Pippino mi sembrano strani")
    result = night(rings, "1")
    assert result.exit_code == 0, result.output
    assert "Messaggi senza ordini che nominano giocatori (1):" in result.stderr, result.stderr
    assert "- nights/1.txt:19 — Tom Bombadil: «Merrino e Pippino mi sembrano strani»" in result.stderr
    assert "Buonanotte" not in result.stderr     # names nobody
    data = night_json(rings, "1")
    assert data["unread"] == [{"player": "Tom Bombadil", "file": "nights/1.txt", "line": 19,
                               "text": "Merrino e Pippino mi sembrano strani", "names": ["Merrino", "Pippino"]}]
    assert night_json(copy_example("lupus-of-the-rings", rings.parent / "again"), "1")["unread"] == []


def test_a_sender_without_orders_naming_players_his_power_takes_is_asked(rings: Path) -> None:
    """ "Pifferaio su Merrino e Pippino", the Pifferaio's only word tonight: an order in words
    the tool does not know, perhaps; dropped, his power was lost while the night said every
    order applied. It stops on that line, offering his power on them, or nothing; settled, the
    night reads the GM's line."""
    _edit(rings / "nights" / "1.txt", "Ammalio Merrino e Pippino", "Pifferaio su Merrino e Pippino")
    result = night(rings, "1")
    assert result.exit_code == 4, result.output
    assert "nights/1.txt:19 — Tom Bombadil: «Pifferaio su Merrino e Pippino»" in result.stderr
    assert '[corrections] "19" = "ammalio Merrino Pippino"' in result.stderr
    (rings / "nights" / "1.overrides.toml").write_text('[corrections]\n"19" = "none"\n', encoding="utf-8")
    settled = night(rings, "1")
    assert settled.exit_code == 0, settled.output
    assert "Messaggi senza ordini che nominano giocatori" not in settled.stderr


def test_checks_hint_says_whether_the_player_reads_the_reason(rings: Path) -> None:
    """The hint promises a reply only where the night writes one: a late order, or a refusal
    whose reason the ruleset keeps untold, leaves the answer to the GM."""
    warnings = refusal_warnings(load_game(rings))
    late = next(w for w in warnings if w.reason == "late")
    robbed = next(w for w in warnings if w.reason == "robber-holds-items")
    assert robbed.told and "the player is told why" in robbed.hint
    assert not late.told and "the player gets no reply" in late.hint


def test_a_refused_day_choice_is_never_promised_a_reply(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    [warning] = [w for w in refusal_warnings(load_game(game)) if w.file == "days/2.toml"]
    assert not warning.told and "write to him yourself" in warning.hint
