"""Acchiappastreghe's posts and replies at the game's edges (issue 22): the end told in the post
of the moment it happens, the knights' final vote announced, a fact recorded after the end
refused, and the private replies worded for the player and the order they are about.

Each test plays a private copy of the example game (games/acchiappastreghe) changed where the
case needs it: its PM logs, its thread records or the values of its roles.toml.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _round(runner, folder: Path, turn: int, code: int = 0) -> str:
    result = runner.invoke(app, ["round", str(turn), "--game", str(folder)])
    assert result.exit_code == code, result.output
    return result.output


def _out(folder: Path, turn: int, name: str) -> str:
    return (folder / "out" / f"round-{turn}" / name).read_text(encoding="utf-8")


def _witches_frog_each_other(folder: Path) -> None:
    """Giornata 1: both witches at the Prato, each attacking the other: both are frogs at the
    end of the day ("tutte le streghe rimaste sono rane")."""
    _edit(folder / "nights" / "1.txt", "vado al bosco e attacco Arturo", "vado al prato e attacco Enzo")
    _edit(folder / "nights" / "1.txt", "attacco Guido", "attacco Flora")


def test_a_game_ending_at_the_end_of_the_day_ends_in_the_evening_post(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _witches_frog_each_other(folder)
    (folder / "days" / "1.toml").write_text('sera = "2026-11-02 21:00"\n', encoding="utf-8")
    _round(runner, folder, 1)
    giorno, sera = _out(folder, 1, "giorno.bbcode"), _out(folder, 1, "sera.bbcode")
    assert "La partita è finita" not in giorno
    # The village is told its new frogs first, then the end.
    frogs = sera.index("Non sono tornati: [b]Enzo[/b] e [b]Flora[/b]")
    assert frogs < sera.index("[b]La partita è finita![/b] Le streghe rimaste sono tutte rane.")
    assert "Punti strega: 2" in sera
    assert not (folder / "out" / "round-1" / "notte.bbcode").exists()


def test_the_thread_recorded_after_a_day_that_ended_the_game_is_refused(tmp_path: Path, runner, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's language, the GM's
    folder = copy_example("acchiappastreghe", tmp_path)
    _witches_frog_each_other(folder)
    output = _round(runner, folder, 1, code=1)
    assert "days/1.toml:" in output and "la partita è finita nella giornata 1" in output
    assert "le proposte del sindaco non si svolgono" in output and "togli proposta" in output


def _seals_complete_on_day_2(folder: Path) -> None:
    _edit(folder / "roles.toml", "sigilli = { 4 = 2, 11 = 1 }", "sigilli = { 4 = 1 }")


def test_no_vote_is_opened_when_the_seals_complete(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _seals_complete_on_day_2(folder)
    _edit(folder / "days" / "2.toml", 'burned = "Enzo"\n', "")
    _round(runner, folder, 1)
    _round(runner, folder, 2)
    notte = _out(folder, 2, "notte.bbcode")
    assert "Il rito è [b]riuscito[/b]! Sigilli: 1/1." in notte
    assert "votazione" not in notte and "[b]La partita è finita![/b] I sigilli sono completi." in notte


def test_a_hunt_recorded_after_the_seals_completed_is_an_error_at_its_line(tmp_path: Path, runner, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's language, the GM's
    folder = copy_example("acchiappastreghe", tmp_path)
    _seals_complete_on_day_2(folder)
    _round(runner, folder, 1)
    output = _round(runner, folder, 2, code=1)
    line = next(n for n, text in enumerate((folder / "days" / "2.toml").read_text(encoding="utf-8")
                                           .splitlines(), 1) if text.startswith("burned"))
    assert f"days/2.toml:{line}:" in output
    assert "(I sigilli sono completi): la votazione non si svolge" in output
    assert "togli burned da questo file" in output


def test_the_tally_refuses_to_count_a_vote_the_seals_cancelled(tmp_path: Path) -> None:
    import pytest

    from lupus_mod.errors import LupusError
    from lupus_mod.play.game import load_game
    from lupus_mod.tally.count import TallyRequest, run_tally
    from tests.test_acchiappastreghe import _posts
    folder = copy_example("acchiappastreghe", tmp_path)
    _seals_complete_on_day_2(folder)
    _edit(folder / "days" / "2.toml", 'burned = "Enzo"\n', "")
    with pytest.raises(LupusError, match="the vote does not take place"):
        run_tally(load_game(folder), TallyRequest(day=2, record=True, until="2026-11-03 23:00"),
                  posts=_posts(("Master", "Si vota"), ("Carlo", "[b]voto Enzo[/b]")))
    assert "\nburned" not in (folder / "days" / "2.toml").read_text(encoding="utf-8")


def test_the_knights_day_tells_what_the_final_vote_decides(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "roles.toml", "cavalieri = { 4 = 4, 6 = 3, 7 = 5 }", "cavalieri = { 4 = 2 }")
    _round(runner, folder, 1)
    assert "cavalieri" not in _out(folder, 1, "giorno.bbcode") + _out(folder, 1, "notte.bbcode")
    _round(runner, folder, 2)
    assert "[b]Oggi arrivano i cavalieri:[/b] è l'ultimo giorno." in _out(folder, 2, "giorno.bbcode")
    notte = _out(folder, 2, "notte.bbcode")
    final = notte.index("[b]Sono arrivati i cavalieri:[/b] questa è la votazione finale.")
    assert "o nessuno per parità o astensione generale, vincono le streghe" in notte
    assert final < notte.index("La votazione caccia [b]Enzo[/b]") < notte.index("La partita è finita")


def test_a_refusal_quotes_only_the_order_refused_and_names_the_spell_cast(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "1.txt", "vado al prato\nlancio la maledizione della rana\nattacco Guido",
          "vado al prato, lancio il richiamo dello stagno e attacco Guido")
    _round(runner, folder, 1)
    reply = _out(folder, 1, "pm/Enzo.bbcode")
    assert ("Il tuo ordine «lancio il richiamo dello stagno» non è stato applicato: questo "
            "incantesimo non è ancora sbloccato (serve 1 sigillo): al suo posto hai lanciato la "
            "Maledizione della rana.") in reply
    assert "vado al prato," not in reply


def test_an_erborista_frogged_today_is_told_the_attack_came_first(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "2.txt", "vado al prato, attacco Carlo", "vado al prato, attacco Irene")
    (folder / "days" / "2.toml").unlink()
    _round(runner, folder, 1)
    _round(runner, folder, 2)
    reply = _out(folder, 2, "pm/Irene.bbcode")
    assert ("Il tuo ordine «ritrasformo Arturo» non è stato applicato: oggi l'attacco ti ha "
            "trasformata in rana, e l'attacco si risolve per primo.") in reply
    assert "oggi non sei in forma umana" not in reply


def test_the_pickpocket_speaks_of_a_woman_as_a_woman(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "2.txt", "Stasera borseggio Enzo.", "Stasera borseggio Delia.")
    _round(runner, folder, 1)
    _round(runner, folder, 2)
    reply = _out(folder, 2, "pm/Arturo.bbcode")
    assert re.search(r"Nella borsa di Delia: .*\. Le hai preso: \[b\]", reply), reply
    assert "Gli hai preso" not in reply


def test_the_opening_post_tells_how_to_win_and_what_a_frog_can_do(tmp_path: Path) -> None:
    from lupus_mod.lifecycle.newgame import create_game, plan_game
    from lupus_mod.lifecycle.roster import Recruit
    folder = tmp_path / "g"
    names = ("Alma", "Bruno", "Ceci", "Dino", "Elsa", "Fausto", "Gaia", "Ivo")
    create_game(folder, plan_game("acchiappastreghe", tuple(Recruit(n) for n in names), 3))
    opening = (folder / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "[b]Come si vince[/b]" in opening
    assert "i riti riusciti completano i sigilli" in opening
    assert "tutte le streghe sono state cacciate" in opening
    assert "Punti strega: il numero di rane nel momento in cui la partita termina" in opening
    assert "la votazione di quella notte è il voto finale" in opening
    assert "o nessuno per parità o astensione generale, vincono le streghe" in opening
    assert "Chi è rana non sceglie un luogo, non raccoglie, non usa poteri, non vota" in opening
    # No Giullare is dealt at 8 players: his victory is not listed.
    assert "Giullare: vince" not in opening


def test_every_role_card_of_a_cat_who_collects_says_to_pick_a_location(tmp_path: Path) -> None:
    from lupus_mod.inputs.catalog import builtin
    ruleset = builtin("acchiappastreghe")
    for role in ruleset.roles:
        assert "vado al <luogo>" in role.description, role.id


def test_status_shows_the_current_mayor(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    (folder / "days" / "2.toml").unlink()
    result = runner.invoke(app, ["status", "--game", str(folder)])
    assert result.exit_code == 0 and "Sindaco: Delia" in result.output
    # Once the game is over nobody proposes any more.
    result = runner.invoke(app, ["status", "--game", str(copy_example("acchiappastreghe", tmp_path / "end"))])
    assert result.exit_code == 0 and "Sindaco:" not in result.output


def test_check_warns_that_a_rounds_posts_are_older_than_its_inputs(tmp_path: Path, runner) -> None:
    from lupus_mod.reports.checks import preflight
    folder = copy_example("acchiappastreghe", tmp_path)
    _round(runner, folder, 1)
    _round(runner, folder, 2)
    assert not [w for w in preflight(folder).warnings if "out/round-" in w.render()]
    log = folder / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    stale = [w.render() for w in preflight(folder).warnings if "out/round-" in w.render()]
    # The warning's file is the output; its words name the input once (not the output again).
    assert any(w.startswith("out/round-1: older than nights/1.txt") and "lupus-mod round 1" in w for w in stale)
    # Round 2 replays giornata 1: its posts are as old.
    assert any(w.startswith("out/round-2: older than nights/1.txt") for w in stale)


def test_a_failed_round_leaves_out_as_it_was(tmp_path: Path, runner) -> None:
    """A failed `round N` writes nothing and removes nothing: the Giorno post already published
    stays (it was removed with the folder); outputs older than a file fixed since are `check`'s
    stale warning."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _round(runner, folder, 1)
    _round(runner, folder, 2)
    out = folder / "out"
    before = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    _edit(folder / "days" / "1.toml", 'burned = "Flora"', 'burned = "Flavia"')
    for turn in (1, 2):
        output = _round(runner, folder, turn, code=1)
        assert "days/1.toml:" in output and "Flavia" in output and "removed" not in output
        assert {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()} == before
    italian = runner.invoke(app, ["round", "1", "--game", str(folder)], env={"LUPUS_MOD_LANGUAGE": "it"})
    assert "days/1.toml:" in italian.output and "rimossa" not in italian.output
    assert "use a name" not in italian.output     # every word of the error in Italian


def test_the_example_games_thread_posts_are_the_golden_ones(tmp_path: Path, runner) -> None:
    """The example game played to its end with the fixed flow: each giornata's Giorno, Sera
    and Notte posts (tests/golden/acchiappastreghe/round-N/; LUPUS_MOD_UPDATE_GOLDEN=1 rewrites
    them after a deliberate change)."""
    from tests.conftest import assert_golden
    golden = Path(__file__).parent / "golden" / "acchiappastreghe"
    folder = copy_example("acchiappastreghe", tmp_path)
    for turn in (1, 2):
        _round(runner, folder, turn)
        for post in ("giorno", "sera", "notte"):
            assert_golden(golden / f"round-{turn}" / f"{post}.bbcode", _out(folder, turn, f"{post}.bbcode"))
    final = _out(folder, 2, "notte.bbcode")
    assert not re.search(r"\[/b\]\.S", final)       # each proposal's count on its own line
    assert final.index("Ora la votazione") < final.index("La votazione caccia [b]Enzo[/b]")
    assert final.rstrip().endswith("[b]Irene[/b]: Erborista — in forma umana")


@pytest.mark.parametrize("turn", ["0", "-1"])
def test_a_round_that_cannot_exist_leaves_the_earlier_posts(tmp_path: Path, runner, turn: str) -> None:
    """`round 0` is a slip of the GM's fingers, no failed run of round 1: its posts stay."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _round(runner, folder, 1)
    result = runner.invoke(app, ["round", turn, "--game", str(folder)])
    assert result.exit_code != 0 and "removed" not in result.output
    assert (folder / "out" / "round-1" / "gm-log.md").is_file()


def test_an_order_a_woman_took_back_is_told_in_her_gender(tmp_path: Path, runner) -> None:
    """« l'hai ritirato tu stessa »: the reason a choice was not applied agrees with its sender."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "1.txt", "proteggo il mulino\n",
          "proteggo il mulino\n\n## Bianca @ 2026-11-02 18:50\nannullo\n")
    # Only the day's choices: with another harvest, Carlo's «gioco l'ala di pipistrello» names a
    # card not in his bag, and the ritual asks him again (docs/rulings/acchiappastreghe.md, "rito").
    (folder / "days" / "1.toml").write_text('sera = "2026-11-02 21:00"\n', encoding="utf-8")
    _round(runner, folder, 1)
    assert "non è stato applicato: l'hai ritirato tu stessa." in _out(folder, 1, "pm/Bianca.bbcode")


def test_a_hunted_cat_is_told_the_form_he_is_in(tmp_path: Path, runner) -> None:
    """Flora, hunted on day 1, still writes on day 2: her order is refused and she is told she
    is hunted («cacciata»), not merely that she is not in human form."""
    folder = copy_example("acchiappastreghe", tmp_path)
    log = folder / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Flora @ 2026-11-03 18:20\nvado al prato\n",
                   encoding="utf-8")
    _round(runner, folder, 1)
    _round(runner, folder, 2)
    assert "non è stato applicato: oggi non sei in forma umana (cacciata)." in _out(folder, 2, "pm/Flora.bbcode")


def test_a_cat_both_witches_frog_is_told_it_once(tmp_path: Path, runner) -> None:
    """Enzo and Flora both attack Arturo at the Bosco: each learns her attack worked, and Arturo
    reads once that he was turned into a frog."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "1.txt", "vado al prato\nlancio la maledizione della rana\nattacco Guido",
          "vado al bosco\nlancio la maledizione della rana\nattacco Arturo")
    _round(runner, folder, 1)
    reply = _out(folder, 1, "pm/Arturo.bbcode")
    assert reply.count("trasformato in rana") == 1, reply
    assert "è riuscito" in _out(folder, 1, "pm/Enzo.bbcode") and "è riuscito" in _out(folder, 1, "pm/Flora.bbcode")


def test_no_warning_to_wait_for_a_ritual_choice_the_gm_settled(tmp_path: Path, runner) -> None:
    # Carlo's ingredient line settled as "none" by the GM: the first of his bag is played for
    # him, and the GM is told so, but he is awaited no more.
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "1.txt", "gioco l'ala di pipistrello", "gioco boh, vedete voi")
    (folder / "nights" / "1.overrides.toml").write_text('[corrections]\n"41" = "none"\n', encoding="utf-8")
    output = _round(runner, folder, 1)
    assert "Carlo: nessun ingrediente giocato nel rito" in output, output
    assert "ATTENZIONE: il rito" not in output, output


def test_every_member_who_played_a_card_he_lacks_is_asked_at_once(tmp_path: Path, runner) -> None:
    """Arturo at the mulino changes the harvest: Carlo's ala di pipistrello and Delia's farina
    are in neither bag. Each answered, so each is asked again (ruling *rito*), both in one run,
    as every problem of a file is listed at once (docs/gm-guide.md, "What `check` tells you")."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "nights" / "1.txt", "Vado al bosco.", "Vado al mulino.")
    output = _round(runner, folder, 1, code=1)
    assert "Carlo wrote «gioco l'ala di pipistrello»" in output
    assert "Delia wrote «metto la farina»" in output
