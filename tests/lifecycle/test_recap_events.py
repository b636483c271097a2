"""`lupus-mod recap` once the game is over tells what the events say, in order (issue 24): every
conversion, a player dying in place of another (the Vicesceriffo for the Sceriffo, the Petite
Fille for the wolves' victim), the orders the rules refused (a power lost, too early, a dead
sender) and the winners, last."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from tempfile import TemporaryDirectory

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.engine.ending import Ending
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
    died = Event("death", target="Hortense", cause="loups-garous", role="petite-fille")
    records[night] = replace(records[night], events=(*records[night].events, caught, died))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    _in_order(text, "[b]Nuit 1[/b]", "[b]Jour 1[/b]", "[b]Nuit 2[/b]",
              "Hortense meurt à la place de Fernand", "[b]Jour 2[/b]", "[b]Nuit 3[/b]",
              "[b]Victoire\u00a0: VILLAGEOIS")


def test_a_petite_fille_healed_in_place_of_the_victim_is_told_alive() -> None:
    """The Sorcière's heal saves whoever the wolves' attack fell on: the spotted Petite Fille
    took the victim's place, and lives; the recap never says she died."""
    game = load_game(ROOT / "games" / "thiercelieux")
    records = chronicle(game)
    night = next(n for n, r in enumerate(records) if r.kind == "night" and r.key == "2")
    caught = Event("substituted", actor="Hortense", target="Fernand", cause="loups-garous")
    records[night] = replace(records[night], events=(*records[night].events, caught))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    assert "Hortense meurt" not in text and "Hortense devient la victime à la place de Fernand" in text


def test_a_blocked_order_is_told_with_its_target_and_marked_blocked() -> None:
    """The Tormentatore's block, as the engine records it: the recap shows the order the
    blocked player sent, with its target, and that it was blocked."""
    game = load_game(ROOT / "games" / "lupus-of-the-rings")
    records = chronicle(game)
    night = next(n for n, r in enumerate(records) if r.kind == "night" and r.key == "1")
    order = next(e for e in records[night].events if e.kind == "order" and e.actor == "Frodino")
    blocked = Event("blocked", actor="Frodino", cause="Grimaldo",
                    power=order["power"], args=order["args"], raw="", line=0)
    events = tuple(blocked if e is order else e for e in records[night].events)
    records[night] = replace(records[night], events=events)
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    assert "indago [b]Sarumano" in text or "indago Sarumano — bloccato" in text, text
    assert "indago Sarumano — bloccato" in text.replace("[b]", "").replace("[/b]", "")


def test_a_lost_shot_and_a_caught_recruitment_say_what_was_lost() -> None:
    """PISTOLERO: «Se il personaggio nella cui fase tenta di agire è ancora in vita, il
    Pistolero perdere il suo unico colpo»; the Bandito, caught, fails. The example's third
    night with Trinity shooting in the phase of a living Man In Black K (Sundance)."""
    with TemporaryDirectory() as root:
        game = copy_example("cowboys-and-aliens", Path(root))
        log = game / "nights" / "3.txt"
        text = log.read_text(encoding="utf-8")
        shot = "Sparo a Sundance durante la fase della Guardia del Corpo"
        assert shot in text
        log.write_text(text.replace(shot, "Sparo a Sundance durante la fase del Man In Black K"),
                       encoding="utf-8")
        loaded = load_game(game)
        facts = {**recap_for(loaded), **recap_facts(loaded.ruleset, chronicle(loaded), loaded.current_nick, True)}
        text = render("recap/recap.bbcode.j2", loaded.language, loaded.dir, **facts)
    _in_order(text, "[b]Notte 2[/b]",
              "Belle Starr: ha agito nella fase del ruolo Guardia del Corpo, che è ancora in vita: il tentativo fallisce",
              "[b]Notte 3[/b]",
              "Trinity: ha sparato nella fase del ruolo Man In Black K, che è ancora in vita: il suo unico colpo è perso",
              "[b]Giorno 3[/b]")
    assert "[b]Sundance[/b] (Man In Black K): morto" not in text


def test_the_petite_fille_spotted_in_the_example_game_is_told_in_her_night(tmp_path: Path) -> None:
    """The Thiercelieux example played with the wolves always spotting her (its roles.toml
    `peek_spotted_chance = 1.0`): she peeks on the first night and dies in place of Kilian; the
    recap says so in that night, and every night and day follows in order, the winners last."""
    game = copy_example("thiercelieux", tmp_path)
    roles = game / "roles.toml"
    text = roles.read_text(encoding="utf-8")
    assert "peek_spotted_chance = 0.25" in text
    roles.write_text(text.replace("peek_spotted_chance = 0.25", "peek_spotted_chance = 1.0"), encoding="utf-8")
    # Her heal unused on night 1 (Kilian was not killed), the Sorcière is asked on night 2:
    # her answer lets the game go on past it.
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Capucine @ 2026-11-30 23:40\nJe ne fais rien.\n",
                   encoding="utf-8")
    text = _recap(game)
    _in_order(text, "[b]Nuit 1[/b]", "[b]Hortense[/b] (Petite Fille)\u00a0: morte",
              "Hortense meurt à la place de Kilian", "[b]Jour 1[/b]", "[b]Nuit 2[/b]",
              "[b]Jour 2[/b]", "[b]Nuit 3[/b]", "[b]Victoire\u00a0: VILLAGEOIS")
    assert text.count("meurt à la place") == 1
    assert text.rstrip().endswith("Noemie[/b]")


def test_the_recap_words_what_no_player_wrote_and_a_lone_winner() -> None:
    """The Pastorella's power acts with no order: blocked, it is no «stimolo» nobody wrote; a
    second double vote refused is a day choice, with no line to quote («»); one winner «Vince»."""
    game = load_game(ROOT / "games" / "lupus-of-the-rings")
    records = chronicle(game)
    night = next(n for n, r in enumerate(records) if r.kind == "night" and r.key == "2")
    day = next(n for n, r in enumerate(records) if r.kind == "day" and r.key == "2")
    blocked = Event("blocked", actor="Arwenna", cause="Shelob", power="stimolo", args=[])
    refused = Event("rejected", actor="Shelob", cause="no-uses-left",
                    keyword="double_vote", value="Shelob")
    records[night] = replace(records[night], events=(*records[night].events, blocked))
    last = records[-1]
    double = Event("day-power", actor="Shelob", target="Shelob", power="voto-doppio")
    records[day] = replace(records[day], events=(*records[day].events, double, refused))
    records[-1] = replace(last, state=replace(last.state, ending=Ending("day-2", ("Shelob",), ("rubavittoria",), ())))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    assert "Arwenna (Pastorella): potere bloccato" in text and "stimolo" not in text
    assert "Shelob: «voto doppio» non applicato" in text and "«»" not in text
    assert "Shelob (Shinigami): voto doppio\n" in text
    assert "[b]Vince: RUBAVITTORIA — Shelob[/b]" in text


def test_the_recap_tells_the_day_powers_the_thread_was_not_told() -> None:
    """«Il ballottaggio condanna al rogo Corvonero» then another burned: the Sindaco's
    «condanno», kept from the thread, is in the recap's actions (and the Lupo 3's «porto»), with
    the death it caused worded as the rulebook says it («attacco di reazione»)."""
    game = load_game(ROOT / "games" / "licantropi")
    records = chronicle(game)
    day = next(n for n, r in enumerate(records) if r.kind == "day" and r.key == "1")
    acts = (Event("day-power", actor="Podesta", target="Ululone", power="condanna"),
            Event("day-power", actor="Ululone", target="Lunaria", power="reazione"),
            Event("death", target="Lunaria", cause="reazione"))
    records[day] = replace(records[day], events=(*records[day].events, *acts))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    _in_order(text, "[b]Giorno 1[/b]", "Podesta (Sindaco): condanno Ululone",
              "Ululone (Lupo 3): porto Lunaria", "[b]Lunaria[/b]", "attacco di reazione", "[b]Notte 2[/b]")
