"""The GM's overrides of a giornata of Acchiappastreghe (docs/game-folder.md, "The GM's
overrides of a turn"): a form changed, a choice cancelled or forced, read from the turn's
override files and applied by `round` on the example game; every mistake of the file is an
error at its line, in the GM's language. The engine's side is in the scenarios
(tests/scenarios/acchiappastreghe/master-*.toml)."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example
from tests.test_gm_language import _english, _own_words

runner = CliRunner()

OVERRIDES = '''# Giornata 2: le correzioni del Master.
[[override]]
action = "cancel"
player = "Enzo"
keyword = "attacca"
reason = "attacco scritto nel thread"

[[override]]
action = "force"
player = "delia"
order = "osservo Guido"
reason = "PM arrivato per email"

[[override]]
action = "form"
player = "Carlo"
form = "cacciato"
reason = "ha lasciato la partita"
'''


def _round(game: Path, turn: int, code: int = 0) -> str:
    result = runner.invoke(app, ["round", str(turn), "--game", str(game)])
    assert result.exit_code == code, result.output
    return result.output


def _out(game: Path, name: str) -> str:
    return (game / "out" / "round-2" / name).read_text(encoding="utf-8")


def test_the_gms_overrides_open_the_giornata(tmp_path: Path) -> None:
    game = copy_example("acchiappastreghe", tmp_path)
    plain = _round(game, 2)
    assert "Carlo" not in _out(game, "giorno.bbcode")
    (game / "days" / "2.overrides.toml").write_text(OVERRIDES, encoding="utf-8")
    output = _round(game, 2)
    # The form is public, its reason the GM's; the cancelled attack leaves Carlo a cat until
    # the GM's form; his own location is refused, at its line of the PM log.
    giorno = _out(game, "giorno.bbcode")
    assert "Per decisione del Master, [b]Carlo[/b] ora è cacciato.\n" in giorno
    assert "lasciato" not in giorno and "lasciato" not in _out(game, "sera.bbcode")
    assert "nights/2.txt:7 — Carlo: l'ordine «vado al prato» non è stato applicato" in output
    assert output != plain
    log = _out(game, "gm-log.md")
    assert ("- Il Master annulla la scelta di Enzo «attacco Carlo» (riga 22 del registro dei PM). "
            "Motivo: attacco scritto nel thread (days/2.overrides.toml:2).\n") in log
    assert ("- Il Master impone a Delia la scelta «osservo Guido», al posto di quella della riga 28. "
            "Motivo: PM arrivato per email (days/2.overrides.toml:8).\n") in log
    assert ("- Il Master cambia la forma di Carlo all'inizio della giornata: da in forma umana a "
            "cacciato. Motivo: ha lasciato la partita (days/2.overrides.toml:14).\n") in log
    assert "- a Delia: Oggi Guido è andato al Bosco.\n" in log
    assert "Irene" not in [line for line in log.splitlines() if line.startswith("- a Delia")][0]
    # The recap tells the form as the thread was told it, at the giornata's start.
    assert runner.invoke(app, ["recap", "--game", str(game)]).exit_code == 0
    recap = (game / "out" / "recap.bbcode").read_text(encoding="utf-8")
    assert ("[b]Giornata 2[/b]\n- Per decisione del Master, [b]Carlo[/b] ora è cacciato.\n"
            "- Ingredienti richiesti: Muschio e Camomilla.\n") in recap


def test_a_form_at_the_end_after_the_game_ended_is_told_not_applied(tmp_path: Path) -> None:
    game = copy_example("acchiappastreghe", tmp_path)
    (game / "nights" / "2.overrides.toml").write_text(
        '[corrections]\n\n[[override]]\naction = "form"\nplayer = "Guido"\nform = "rana"\nat = "end"\n'
        'reason = "prova"\n', encoding="utf-8")
    _round(game, 2)
    assert ("- Override non applicato: la partita è finita prima della fine della giornata (Guido "
            "resta com'è). Motivo: prova (nights/2.overrides.toml:3).\n") in _out(game, "gm-log.md")
    assert "Guido[/b]: Paesano — in forma umana" in _out(game, "notte.bbcode")


BROKEN = '''[[override]]
action = "form"
player = "Carlo"
form = "ranocchio"
keyword = "vado"
reason = "x"

[[override]]
action = "cancel"
player = "Enzo"
keyword = "volo"
reason = "x"

[[override]]
action = "force"
player = "Delia"
order = "osservo Guido e scruto Irene"
reason = "x"

[[override]]
action = "form"
player = "Nessuno"
form = "rana"
at = "dopo"

[nota]
x = 1
'''


def test_every_mistake_of_the_file_is_named_at_its_line(tmp_path: Path) -> None:
    game = copy_example("acchiappastreghe", tmp_path)
    (game / "days" / "2.overrides.toml").write_text(BROKEN, encoding="utf-8")
    for command in (["check"], ["round", "2"]):
        output = runner.invoke(app, [*command, "--game", str(game)]).output
        for wanted in (
                "days/2.overrides.toml:4: override #1: form = 'ranocchio' is no form of this game",
                "use one of the [forms] ids: umano, rana, cacciato",
                "days/2.overrides.toml:5: override #1: keyword does not apply to action = 'form'",
                "days/2.overrides.toml:11: override #2: keyword = 'volo' is no secret choice of this game",
                "days/2.overrides.toml:17: override #3: force 'osservo Guido e scruto Irene': 2 orders read",
                "days/2.overrides.toml:22: override #4: player = ",
                "days/2.overrides.toml:24: override #4: at = 'dopo'",
                "days/2.overrides.toml:20: override #4: no `reason`",
                "days/2.overrides.toml:26: unknown table 'nota'"):
            assert wanted in output, f"{command}: {wanted}\n{output}"
        assert "Traceback" not in output
    assert not (game / "out" / "round-2").exists()


@pytest.mark.parametrize(("language", "words"), [
    ("it", "override n. 1: form = «ranocchio» non è una forma di questa partita"),
    ("fr", "override n° 1\u00a0: form = «\u00a0ranocchio\u00a0» n'est pas une forme de cette partie")])
def test_the_mistakes_are_told_in_the_gms_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   language: str, words: str) -> None:
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    game = copy_example("acchiappastreghe", tmp_path)
    (game / "days" / "2.overrides.toml").write_text(BROKEN.split("\n\n")[0] + "\n", encoding="utf-8")
    output = runner.invoke(app, ["check", "--game", str(game)]).output
    assert f"days/2.overrides.toml:4: {words}" in output, output
    # Every mistake of the file, without a word of English (tests/test_gm_language.py).
    (game / "days" / "2.overrides.toml").write_text(BROKEN + '\n[[override]]\naction = "kill"\n', encoding="utf-8")
    output = runner.invoke(app, ["check", "--game", str(game)]).output
    assert output.count("days/2.overrides.toml:") == 9, output
    assert not _english(output, _own_words(game)), output


def test_a_form_at_the_end_ends_the_game_the_vote_left_open(tmp_path: Path) -> None:
    """Giornata 1 hunts Flora; the GM makes Enzo, the other witch, `cacciato` at its end: the
    vote's victories, checked once more, end the game in the Notte post and the recap."""
    game = copy_example("acchiappastreghe", tmp_path)
    for later in (game / "nights" / "2.txt", game / "days" / "2.toml"):
        later.unlink()
    (game / "days" / "1.overrides.toml").write_text(
        '[[override]]\naction = "form"\nplayer = "Enzo"\nform = "cacciato"\nat = "end"\n'
        'reason = "ha lasciato la partita"\n', encoding="utf-8")
    _round(game, 1)
    notte = (game / "out" / "round-1" / "notte.bbcode").read_text(encoding="utf-8")
    assert ("La votazione caccia [b]Flora[/b].\nPer decisione del Master, [b]Enzo[/b] ora è cacciato.\n\n"
            "[b]La partita è finita![/b] Tutte le streghe sono state cacciate o sono rane.") in notte
    assert runner.invoke(app, ["recap", "--game", str(game)]).exit_code == 0
    recap = (game / "out" / "recap.bbcode").read_text(encoding="utf-8")
    assert "cacciata [b]Flora[/b] (Strega).\n- Per decisione del Master, [b]Enzo[/b] ora è cacciato.\n" in recap
