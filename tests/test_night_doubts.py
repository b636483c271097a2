"""`lupus-mod night` and `round` with a PM line that reads more than one way (issue 21): the
doubts come first, in the game's language, with the one line that settles each; the phase
stops with exit status 4 and writes nothing; `[corrections]` settles it for good. Orders go by
the time they were sent, a pack's included."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import DoubtsFound
from lupus_mod.play.game import load_game
from lupus_mod.play.turns import read_log
from tests.conftest import cli_json, copy_example


def _append(game: Path, label: str, text: str) -> int:
    """Add a message to the log; the number of its first body line."""
    log = game / "nights" / f"{label}.txt"
    before = log.read_text(encoding="utf-8").rstrip("\n")
    log.write_text(f"{before}\n\n{text}\n", encoding="utf-8")
    return before.count("\n") + 4


def _night(game: Path, *extra: str):
    return CliRunner().invoke(app, ["night", "2", "--game", str(game), *extra])


def test_a_doubt_stops_the_night_and_says_how_to_settle_it(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:25\nindago Gollum o forse Saurone\x1b\x07")
    result = _night(game)
    assert result.exit_code == DoubtsFound.EXIT == 4
    assert not (game / "out").exists()
    first, row, settle, others = result.stderr.splitlines()[:4]
    assert first == "Righe da chiarire (1): nulla è stato risolto né scritto."
    assert row == (f"- nights/2.txt:{line} — Frodino: «indago Gollum o forse Saurone» — "
                   "ordine incerto tra più letture")
    assert settle == f'  nights/2.overrides.toml → [corrections] "{line}" = "indago Gollum"'
    assert others == '  altre letture possibili: "indago Saurone"'


def test_the_json_of_a_stopped_night_has_the_doubts_and_every_line_read(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:25\nindago Gollum?")
    result = _night(game, "--json")
    assert result.exit_code == DoubtsFound.EXIT == 4 and not (game / "out").exists()
    data = json.loads(result.stdout)
    assert [(d["line"], d["kind"], d["candidates"]) for d in data["doubts"]] == [
        (line, "question", ["indago Gollum", "none"])]
    readings = {r["line"]: r for r in data["readings"]}
    assert readings[line]["kind"] == "doubt" and readings[5]["kind"] == "order"
    assert readings[8] == {"line": 8, "player": "Frodino", "kind": "correction",
                           "reading": "indago Nazgul", "of_lines": [], "by_gm": False}


def test_a_correction_settles_the_doubt_and_the_night_says_so(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:25\nindago Gollum o forse Saurone")
    (game / "nights" / "2.overrides.toml").write_text(
        f'[corrections]\n"{line}" = "indago Saurone"\n', encoding="utf-8")
    result = _night(game)
    assert result.exit_code == 0, result.output
    assert (f"- nights/2.txt:{line} — Frodino: corregge la riga 8: ora «indago Saurone» "
            "(lettura del Master, da [corrections])") in result.stderr
    data = cli_json("night", "2", "--game", str(game))
    assert {r["line"]: r["by_gm"] for r in data["readings"]}[line] is True
    assert (8, "replaced") in {(r["line"], r["reason"]) for r in data["unapplied"]}


def test_a_correction_naming_a_line_no_message_has_is_an_error(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "2.overrides.toml").write_text('[corrections]\n"2" = "indago Sam"\n',
                                                      encoding="utf-8")
    result = _night(game)
    assert result.exit_code == 1 and not (game / "out").exists()
    assert 'nights/2.overrides.toml:2: [corrections] "2": line 2 of nights/2.txt' in result.stderr


def test_a_withdrawn_order_is_listed_and_never_all_applied(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Gollum @ 2026-10-02 22:22\nanzi no, non sbraniamo nessuno")
    data = cli_json("night", "2", "--game", str(game))
    withdrawn = [r for r in data["unapplied"] if r["reason"] == "withdrawn"]
    assert [(r["line"], r["data"]["by_line"]) for r in withdrawn] == [(30, line)]
    assert withdrawn[0] not in data["rejected"]
    result = _night(game)
    assert "Tutti gli ordini sono stati applicati" not in result.stderr
    assert "ritirato dal mittente" in result.stderr


def test_a_pack_order_taken_back_by_a_mate_names_him(tmp_path: Path) -> None:
    """Nazgul's "NON sbraniamo Arwenna!!!" settled as `none sbrano`: Gollum took nothing back."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Nazgul @ 2026-10-02 22:25\nNON sbraniamo Arwenna!!! è dalla nostra parte secondo me")
    (game / "nights" / "2.overrides.toml").write_text(f'[corrections]\n"{line}" = "none sbrano"\n', encoding="utf-8")
    result = _night(game)
    assert result.exit_code == 0, result.output
    assert f"— Gollum: «sbrano Arwenna» — ritirato da Nazgul (riga {line})" in result.stderr
    assert "ritirato dal mittente" not in result.stderr


def test_the_pack_order_sent_last_stands_wherever_it_was_pasted(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    log = game / "nights" / "2.txt"
    text = log.read_text(encoding="utf-8")
    # Nazgul's PM of 22:25, pasted above Gollum's of 22:20.
    log.write_text(text.replace("## Samvise", "## Nazgul @ 2026-10-02 22:25\nsbrano Elrondo\n\n"
                                "## Samvise", 1), encoding="utf-8")
    data = cli_json("night", "2", "--game", str(game))
    set_aside = {(r["player"], r["reason"]) for r in data["unapplied"]}
    assert ("Gollum", "group-replaced") in set_aside
    assert not any(r["player"] == "Nazgul" for r in data["unapplied"])


def test_a_french_night_tells_its_doubts_in_french(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    line = _append(game, "2", "## Amandine @ 2026-11-30 21:05\nfinalement plutôt Baptiste ou Kilian ?")
    result = _night(game)
    assert result.exit_code == DoubtsFound.EXIT == 4 and not (game / "out").exists()
    lines = result.stderr.splitlines()
    assert lines[0] == "Lignes à éclaircir (1)\u00a0: rien n’a été résolu ni écrit."
    assert lines[1].startswith(f"- nights/2.txt:{line} — Amandine\u00a0: «\u00a0finalement")
    assert f'[corrections] "{line}" = "regarde Baptiste"' in lines[2]


def _stopped_round(tmp_path: Path, order: str, sender: str = "Guido", at: str = "18:21") -> tuple[str, int]:
    """The sender's `order` added to the witch-hunt example's night 1: the round stops on it
    and writes nothing; its stderr and the order's line."""
    game = copy_example("acchiappastreghe", tmp_path)
    line = _append(game, "1", f"## {sender} @ 2026-11-02 {at}\n{order}")
    result = CliRunner().invoke(app, ["round", "1", "--game", str(game)])
    assert result.exit_code == DoubtsFound.EXIT == 4, result.output
    assert not (game / "out").exists()
    return result.stderr, line


def test_a_round_stops_on_a_bare_place(tmp_path: Path) -> None:
    # The Cavaliere guardiano's: `vado`, `raccolgo` or `proteggo` (a Paesano's is read: `vado`
    # is his one choice taking a place).
    stderr, line = _stopped_round(tmp_path, "Oggi bosco", "Bianca", "18:50")
    assert "luogo scritto senza verbo" in stderr
    assert f'nights/1.overrides.toml → [corrections] "{line}" = "vado bosco"' in stderr


def test_two_pack_orders_of_the_same_minute_are_asked_then_go_by_the_gm(tmp_path: Path) -> None:
    """Two mates' orders of the same minute naming other victims: which came last, a minute's
    clock cannot tell (it went by the place in the log, the GM told after): asked, the one
    pasted lower first; settled, the other is replaced and the GM told they were of one minute."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Nazgul @ 2026-10-02 22:20\nsbrano Elrondo")
    asked = cli_json("night", "2", "--game", str(game), code=4)
    (doubt,) = asked["doubts"]
    assert (doubt["kind"], doubt["line"], doubt["candidates"][0]) == ("pack-same-minute", line, "sbrano Elrondo")
    (game / "nights" / "2.overrides.toml").write_text(f'[corrections]\n"{line}" = "sbrano Elrondo"\n',
                                                      encoding="utf-8")
    data = cli_json("night", "2", "--game", str(game))
    (row,) = [r for r in data["unapplied"] if r["reason"] == "group-replaced"]
    assert (row["player"], row["line"], row["data"]["same_time"]) == ("Gollum", 30, True)
    assert "inviato nello stesso minuto: vale quello incollato dopo nel registro" in row["message"]


def test_check_and_day_name_a_nights_doubts_in_the_games_language(tmp_path: Path) -> None:
    """`check`, `day` and `status` replay the night: its doubts stop them too, said in the
    game's words with the line that settles the first."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:25\nindago Gollum o forse Saurone")
    for command in (["check"], ["day", "2"]):
        result = CliRunner().invoke(app, [*command, "--game", str(game)])
        assert result.exit_code != 0
        assert f"nights/2.txt:{line}: 1 riga del registro dei PM si può leggere in più modi" in result.output
        assert f'[corrections] "{line}" = "indago Gollum"' in result.output
        assert "can be read" not in result.output
    french = copy_example("thiercelieux", tmp_path / "fr")
    _append(french, "2", "## Amandine @ 2026-11-30 22:20\nJe regarde Baptiste ou Gaspard")
    result = CliRunner().invoke(app, ["check", "--game", str(french)])
    assert "1 ligne du journal des MP peut se lire de plusieurs façons" in result.output


def test_a_round_stops_on_a_hedged_place(tmp_path: Path) -> None:
    """ "vado al bosco o forse al prato" is no pick of the prato: the round asks (issue 21)."""
    stderr, line = _stopped_round(tmp_path, "vado al bosco o forse al prato")
    assert "ordine incerto tra più letture" in stderr
    assert f'[corrections] "{line}" = "vado bosco"' in stderr
    assert '"vado prato"' in stderr


def test_a_round_reads_a_place_with_its_purpose(tmp_path: Path) -> None:
    """ "vado a raccogliere funghi nel bosco": the cat's place, not the knight's `raccolgo`
    (nor a refusal): Guido's later PM replaces his mulino."""
    game = copy_example("acchiappastreghe", tmp_path)
    line = _append(game, "1", "## Guido @ 2026-11-02 18:21\nvado a raccogliere funghi nel bosco")
    orders, _ = read_log(load_game(game), 1)
    guido = [(o.choice, o.args, o.line) for o in orders if o.player == "Guido"]
    assert guido[-1] == ("luogo", ("bosco",), line)
    assert CliRunner().invoke(app, ["round", "1", "--game", str(game)]).exit_code == 0


def test_a_ritual_card_taken_back_with_none_played_is_asked_again(tmp_path: Path) -> None:
    """Delia's "gioco la spiga", then "ah no ignora, nn gioco niente stanotte": she answered, so
    she is not absent ("Assente = la prima carta giocabile"): the round stops at her line, as
    for a card not in her bag (it played her first card and told her she had not chosen)."""
    game = copy_example("acchiappastreghe", tmp_path)
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    log.write_text(text.replace("## Delia @ 2026-11-02 22:09\nmetto la farina",
                                "## Delia @ 2026-11-02 22:09\ngioco la spiga\nah no ignora, nn gioco niente stanotte"),
                   encoding="utf-8")
    result = CliRunner().invoke(app, ["round", "1", "--game", str(game)])
    assert result.exit_code == 1, result.output
    assert "Delia wrote «gioco la spiga», then took it back on line 48" in result.stderr
    assert '[corrections] "48" = "gioco farina"' in result.stderr
