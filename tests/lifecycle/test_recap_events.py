"""`lupus-mod recap` once the game is over tells what the events say, in order (issue 24): every
conversion, a player dying in place of another (the Vicesceriffo for the Sceriffo, the Petite
Fille for the wolves' victim), the orders the rules refused (a power lost, too early, a dead
sender) and the winners, last."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.engine.state import Event
from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.lifecycle.recap import recap_facts
from lupus_mod.lifecycle.views import recap_for
from lupus_mod.words.render import render
from tests.conftest import ROOT, copy_example


def _recap(game: Path) -> str:
    result = CliRunner().invoke(app, ["recap", "--game", str(game)])
    assert result.exit_code == 0, result.output
    return (game / "out" / "recap.bbcode").read_text(encoding="utf-8")


def _in_order(text: str, *parts: str) -> None:
    at = [text.find(p) for p in parts]
    assert all(n >= 0 for n in at), [p for p, n in zip(parts, at) if n < 0]
    assert at == sorted(at), parts


def test_the_cowboys_recap_tells_every_event_and_the_winners_in_order(tmp_path: Path) -> None:
    text = _recap(copy_example("cowboys-and-aliens", tmp_path))
    _in_order(text,
              "[b]Notte 1[/b]", "Django: «proteggo Wyatt» non applicato (troppo presto",
              "[b]Notte 2[/b]", "[b]Falco[/b] (Vicesceriffo): morto",
              "[b]Wyatt[/b] (Cowboy): convertito, ora Soldato Alieno",
              "Falco muore al posto di Tumbleweed",
              "[b]Notte 3[/b]", "[b]Calamity[/b] (Guardingo): convertita",
              "Calamity: «indago Zorg» non applicato (ha perso il ruolo",
              "[b]Giorno 4[/b]", "[b]Vincono: VILLAGGIO PELLEROSSA — Nuvola Rossa, Corvo, Lupetto[/b]")
    assert text.rstrip().endswith("Lupetto[/b]")


def test_the_thiercelieux_recap_says_the_petite_fille_died_in_place_of_the_victim() -> None:
    """« elle sera égorgée (en silence) à la place de la victime des loups-garous »: the
    substitution the engine records, told in French in its night, the days in order."""
    game = load_game(ROOT / "games" / "thiercelieux")
    records = chronicle(game)
    night = next(n for n, r in enumerate(records) if r.kind == "night" and r.key == "2")
    caught = Event("substituted", actor="Hortense", target="Fernand", cause="loups-garous")
    records[night] = replace(records[night], events=(*records[night].events, caught))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    _in_order(text, "[b]Nuit 1[/b]", "[b]Jour 1[/b]", "[b]Nuit 2[/b]",
              "Hortense meurt à la place de Fernand", "[b]Jour 2[/b]", "[b]Nuit 3[/b]",
              "[b]Victoire\u00a0: VILLAGEOIS")


def test_a_blocked_order_is_told_with_its_target_and_marked_blocked() -> None:
    """The Tormentatore's block, as the engine records it: the recap shows the order the
    blocked player sent, with its target, and that it was blocked."""
    game = load_game(ROOT / "games" / "lupus-of-the-rings")
    records = chronicle(game)
    night = next(n for n, r in enumerate(records) if r.kind == "night" and r.key == "1")
    order = next(e for e in records[night].events if e.kind == "order" and e.actor == "Frodino")
    blocked = Event("blocked", actor="Frodino", cause="Grimaldo",
                    data={"power": order.data["power"], "args": order.data["args"], "raw": "", "line": 0})
    events = tuple(blocked if e is order else e for e in records[night].events)
    records[night] = replace(records[night], events=events)
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    assert "indago [b]Sarumano" in text or "indago Sarumano — bloccato" in text, text
    assert "indago Sarumano — bloccato" in text.replace("[b]", "").replace("[/b]", "")
