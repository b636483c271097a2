"""Decisions that wait, through the CLI, on the Thiercelieux example game (docs/gm-guide.md).

"lorsque les loups-garous se sont rendormis, le meneur va appeler la sorcière et va lui montrer
la personne tuée par les loups-garous" — "il doit désigner une personne qui mourra également,
sur-le-champ" — "c'est lui-même qui désigne son successeur, dans son dernier souffle".
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import PROVISIONAL, app
from tests.conftest import cli_json, copy_example

runner = CliRunner()


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    return copy_example("thiercelieux", tmp_path)


def _drop_message(folder: Path, night: str, player: str) -> None:
    """Remove `player`'s message (header and body) from the night's log."""
    path = folder / "nights" / f"{night}.txt"
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(rf"## {player} @ [^\n]*\n[^#]*", "", text), encoding="utf-8")


def _add_message(folder: Path, night: str, player: str, when: str, body: str) -> None:
    path = folder / "nights" / f"{night}.txt"
    path.write_text(path.read_text(encoding="utf-8") + f"\n## {player} @ {when}\n{body}\n",
                    encoding="utf-8")


def _run(*args: str, code: int = 0) -> tuple[str, str]:
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result.stdout, result.stderr


def test_the_sorciere_is_awaited_and_everything_else_is_provisional(game: Path) -> None:
    _drop_message(game, "1", "Capucine")
    out, err = _run("night", "1", "--game", str(game), code=PROVISIONAL)
    # One line says so, naming the only reply to send.
    assert "EN ATTENTE\u00a0: le choix de la Sorcière (Capucine)" in err
    assert "envoyer seulement out/night-1/pm/Capucine.bbcode" in err
    assert out.startswith("=== PROVISOIRE")
    pm = game / "out" / "night-1" / "pm"
    assert "victime des loups-garous\u00a0: [b]Kilian[/b]" in (pm / "Capucine.bbcode").read_text("utf-8")
    assert not (pm / "Capucine.bbcode").read_text("utf-8").startswith("=== PROVISOIRE")
    for other in ("Amandine.bbcode", "Isidore.bbcode", "Fernand.bbcode"):
        assert (pm / other).read_text("utf-8").startswith("=== PROVISOIRE"), other
    assert (game / "out" / "night-1" / "gm-log.md").read_text("utf-8").startswith("**=== PROVISOIRE")
    status, _ = _run("status", "--game", str(game))
    assert "En attente\u00a0:\n- le choix de la Sorcière\u00a0: Capucine (nuit 1)" in status
    assert cli_json("status", "--game", str(game))["awaited"][0]["player"] == "Capucine"
    # `check` does not say "ok" while she is awaited: the day and nights after night 1 were
    # played on a night whose dawn her answer may change, an error naming it and its fix.
    checked = runner.invoke(app, ["check", "--game", str(game)])
    assert checked.exit_code == 1, checked.output
    assert "nights/1.txt: night 1 still waits for le choix de la Sorcière (Capucine)" in checked.output
    assert "paste the answer of Capucine in nights/1.txt" in checked.output
    assert cli_json("check", "--game", str(game), code=1)["ok"] is False


def test_her_answer_after_the_deadline_is_hers_only(game: Path) -> None:
    _drop_message(game, "1", "Capucine")
    _add_message(game, "1", "Capucine", "2026-11-29 23:40", "Je sauve Kilian.")
    # Another player's late order stays late: the rule is the awaited player's.
    _add_message(game, "1", "Gaspard", "2026-11-29 23:45", "Je regarde Baptiste.")
    data = cli_json("night", "1", "--game", str(game))
    assert data["deaths"] == [] and data["waiting"] == []
    assert {"player": "Gaspard", "reason": "late"}.items() <= next(
        r for r in data["rejected"] if r["player"] == "Gaspard").items()
    log = (game / "out" / "night-1" / "gm-log.md").read_text("utf-8")
    assert "«\u00a0sauve Kilian\u00a0» (réponse attendue, reçue après la limite\u00a0: acceptée)" in log
    assert "PROVISOIRE" not in log


def test_the_wolves_cannot_change_what_she_answered(game: Path) -> None:
    # She answers at 22:10 to "Kilian"; at 22:20 a wolf changes the victim.
    _add_message(game, "1", "Josephine", "2026-11-29 22:20", "On dévore Gaspard finalement.")
    result = runner.invoke(app, ["night", "1", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    data = cli_json("night", "1", "--game", str(game))
    assert data["deaths"] == []       # Kilian saved, Gaspard never attacked
    assert any(r["player"] == "Josephine" and r["reason"] == "after-answer" for r in data["rejected"])
    _, err = _run("night", "1", "--game", str(game))
    assert "ATTENTION\u00a0: ligne 26 (Josephine) non appliquée\u00a0: envoyée après la réponse de Capucine" in err
    log = (game / "out" / "night-1" / "gm-log.md").read_text("utf-8")
    assert ("«\u00a0dévore Gaspard\u00a0» — envoyé après la réponse de Capucine (ligne 23), qu'il changerait"
            in log)


def test_a_chasseur_without_a_standing_order_is_asked_and_shoots(game: Path) -> None:
    _drop_message(game, "1", "Fernand")
    data = cli_json("night", "2", "--game", str(game), code=PROVISIONAL)
    assert [d["player"] for d in data["deaths"]] == ["Fernand"]
    assert data["waiting"][0]["player"] == "Fernand"
    assert "désigne la personne qui mourra avec toi" in data["private"]["Fernand"]
    assert data["public"].startswith("=== PROVISOIRE")
    # His answer, with its real time after the deadline, is his own rule's.
    _add_message(game, "2", "Fernand", "2026-11-30 23:50", "Je tire sur Josephine.")
    data = cli_json("night", "2", "--game", str(game))
    assert [(d["player"], d["cause"]) for d in data["deaths"]] == [
        ("Fernand", "loups-garous"), ("Josephine", "fusil")]
    assert data["waiting"] == []
    assert "Dans son dernier souffle, [b]Fernand[/b] tire sur [b]Josephine[/b], qui meurt " \
           "sur-le-champ. Sa carte\u00a0: [b]Loup-Garou[/b]." in data["public"]
    # Dead, he is not told "si tu meurs, ta balle sera pour…": the dawn post says the shot.
    assert "Fernand" not in data["private"]


def test_a_second_answer_of_the_chasseur_is_an_error(game: Path) -> None:
    """Once given, a decision is closed: a second answer never replaces the first silently."""
    _drop_message(game, "1", "Fernand")
    _add_message(game, "2", "Fernand", "2026-11-30 23:50", "Je tire sur Josephine.")
    _run("night", "2", "--game", str(game))
    _add_message(game, "2", "Fernand", "2026-11-30 23:58", "Non, finalement je tire sur Noemie.")
    for command in (["night", "2"], ["night", "3"], ["status"]):
        result = runner.invoke(app, [*command, "--game", str(game)])
        assert result.exit_code == 1, result.output
        assert ("nights/2.txt:17: Fernand a déjà répondu à la ligne 14 («\u00a0tire Josephine\u00a0»)\u00a0: une "
                "décision donnée est close, cette seconde réponse («\u00a0tire Noemie\u00a0») n'est pas "
                "appliquée\n  → retirer ce message de nights/2.txt (la réponse de la ligne 14 "
                "reste)") in result.stderr, result.output
        assert "Traceback" not in result.output
    # The night written before the second answer is left as it was.
    gm_log = (game / "out" / "night-2" / "gm-log.md").read_text("utf-8")
    assert "ligne 14 — **Fernand**\u00a0: «\u00a0tire Josephine\u00a0»" in gm_log and "tire Noemie" not in gm_log


def test_a_new_target_who_dies_the_same_night_does_not_waste_the_shot(game: Path) -> None:
    # Night 2: Fernand moves his shot to Kilian, whom the wolves devour; the Sorcière poisons
    # Fernand, who dies after him at dawn.
    _add_message(game, "2", "Fernand", "2026-11-30 21:40", "Si je meurs, je tire sur Kilian.")
    _add_message(game, "2", "Isidore", "2026-11-30 21:42", "On dévore Kilian.")
    _add_message(game, "2", "Capucine", "2026-11-30 21:45", "J'empoisonne Fernand.")
    data = cli_json("night", "2", "--game", str(game), code=PROVISIONAL)
    assert data["waiting"] and data["waiting"][0]["player"] == "Fernand"
    assert "Ta cible, [b]Kilian[/b], est déjà morte." in data["private"]["Fernand"]


def test_the_dead_card_is_shown_as_the_rulebook_says(game: Path) -> None:
    data = cli_json("night", "2", "--game", str(game))
    assert "[b]Fernand[/b] a été retrouvé mort. Sa carte\u00a0: [b]Chasseur[/b]." in data["public"]
    day = cli_json("day", "1", "--game", str(game))
    assert "[b]Baptiste[/b] a été exécuté par le village. Sa carte\u00a0: [b]Loup-Garou[/b]." in day["public"]
    roles = game / "roles.toml"
    roles.write_text(roles.read_text("utf-8").replace("death_shows_card = true",
                                                      "death_shows_card = false"), "utf-8")
    assert "Sa carte" not in cli_json("night", "2", "--game", str(game))["public"]


def test_the_executed_capitaine_is_asked_for_his_heir(game: Path) -> None:
    (game / "days" / "1.toml").write_text('capitaine = "Amandine"\nburned = "Amandine"\n', "utf-8")
    data = cli_json("day", "1", "--game", str(game), code=PROVISIONAL)
    assert data["waiting"][0]["player"] == "Amandine"
    assert data["waiting"][0]["file"] == "days/1.toml"
    assert "désigne ton successeur" in data["private"]["Amandine"]
    assert data["public"].startswith("=== PROVISOIRE")
    (game / "days" / "1.toml").write_text(
        'capitaine = "Amandine"\nburned = "Amandine"\nsuccesseur = "Gaspard"\n', "utf-8")
    assert (game / "out" / "day-1" / "pm" / "Amandine.bbcode").is_file()
    data = cli_json("day", "1", "--game", str(game))
    assert data["waiting"] == [] and "[b]Gaspard[/b] est désigné comme successeur" in data["public"]
    # Answered, the question is no longer among the PMs to send (nor in the preview).
    assert not (game / "out" / "day-1" / "pm").exists()
    # "dans son dernier souffle, il désigne un successeur": the heir after the execution.
    post = data["public"]
    assert post.index("[b]Amandine[/b] a été exécutée") < post.index("[b]Gaspard[/b] est désigné")
    assert post.index("[b]Amandine[/b] est élue Capitaine") < post.index("[b]Amandine[/b] a été exécutée")


def test_a_capitaine_dead_at_night_is_asked_and_the_day_waits(game: Path) -> None:
    (game / "days" / "1.toml").write_text('capitaine = "Fernand"\nburned = "Baptiste"\n', "utf-8")
    (game / "days" / "2.toml").unlink()
    (game / "nights" / "3.txt").unlink()
    out, err = _run("night", "2", "--game", str(game))
    # The night asks him; its outputs do not depend on the answer: no PROVISOIRE.
    assert "QUESTION\u00a0: le successeur du Capitaine (Fernand)" in err
    assert "successeur = \"<joueur>\" dans days/2.toml" in err
    assert not out.startswith("=== PROVISOIRE")
    pm = (game / "out" / "night-2" / "pm" / "Fernand.bbcode").read_text("utf-8")
    assert "désigne ton successeur, le nouveau Capitaine du village" in pm
    status, _ = _run("status", "--game", str(game))
    assert "- le successeur du Capitaine\u00a0: Fernand (nuit 2)" in status
    # The day without the heir waits; with it, the heir holds the title.
    (game / "days" / "2.toml").write_text('burned = "Maxence"\n', "utf-8")
    assert cli_json("day", "2", "--game", str(game), code=PROVISIONAL)["public"].startswith("=== PROVISOIRE")
    # The reply that asks him is the night's: the day points to it, it writes none of its own.
    _, err = _run("day", "2", "--game", str(game), code=PROVISIONAL)
    assert "envoyer seulement out/night-2/pm/Fernand.bbcode et attendre" in err
    assert not (game / "out" / "day-2" / "pm").exists()
    (game / "days" / "2.toml").write_text('successeur = "Kilian"\nburned = "Maxence"\n', "utf-8")
    data = cli_json("day", "2", "--game", str(game))
    assert data["waiting"] == [] and "[b]Kilian[/b] est désigné comme successeur" in data["public"]
    assert cli_json("status", "--game", str(game))["awaited"] == []


def test_a_chasseur_whose_lover_is_his_target_still_kills_a_third(game: Path) -> None:
    """"Si un chasseur amoureux est éliminé, il doit quand même tuer une personne ... trois
    personnes mourront": his lover dies of grief first, so he is asked for another target."""
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text("utf-8").replace("J'unis Dorian et Leonie", "J'unis Fernand et Leonie")
                   .replace("je tire sur Josephine", "je tire sur Leonie"), "utf-8")
    data = cli_json("night", "2", "--game", str(game), code=PROVISIONAL)
    assert [(d["player"], d["cause"]) for d in data["deaths"]] == [
        ("Fernand", "loups-garous"), ("Leonie", "chagrin")]
    assert "Ta cible, [b]Leonie[/b], est déjà morte." in data["private"]["Fernand"]
    _add_message(game, "2", "Fernand", "2026-11-30 23:50", "Ma balle est pour Josephine.")
    data = cli_json("night", "2", "--game", str(game))
    assert [(d["player"], d["cause"]) for d in data["deaths"]] == [
        ("Fernand", "loups-garous"), ("Leonie", "chagrin"), ("Josephine", "fusil")]


def _day_two_thread(tmp_path: Path) -> Path:
    """Day 2 of the example, 2-2 between Maxence and Hortense (Gaspard votes Maxence)."""
    from tests.votes.review.boards import draw
    posts = [{"id": 9001, "author": "Meneur", "time": "2026-12-01 09:00:00", "body": "Jour 2 : votez !"},
             {"id": 9002, "author": "Gaspard", "time": "2026-12-01 10:00:00", "body": "Je vote Maxence."},
             {"id": 9003, "author": "Amandine", "time": "2026-12-01 10:30:00", "body": "Vote Maxence"},
             {"id": 9004, "author": "Kilian", "time": "2026-12-01 11:00:00", "body": "Je vote Hortense."},
             {"id": 9005, "author": "Noemie", "time": "2026-12-01 11:30:00", "body": "Vote : Hortense"}]
    page = tmp_path / "jour-2.html"
    page.write_text(draw("phpbb", "Jour 2", posts), encoding="utf-8")
    return page


def test_the_tally_waits_for_the_dead_capitaines_heir(game: Path, tmp_path: Path) -> None:
    """"Si le capitaine meurt, dans son dernier souffle, il désigne un successeur": his heir's
    tie-only vote may decide the day, so the count is not final before the heir is named."""
    (game / "days" / "1.toml").write_text('capitaine = "Fernand"\nburned = "Baptiste"\n', "utf-8")
    (game / "days" / "2.toml").write_text('opened_post = "9001"\n', "utf-8")
    (game / "nights" / "3.txt").unlink()
    page = _day_two_thread(tmp_path)
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(page)])
    assert result.exit_code == 0, result.output
    assert ('Note\u00a0: EN ATTENTE\u00a0: le successeur du Capitaine (Fernand) — successeur = "<joueur>" '
            "dans days/2.toml\u00a0; le décompte peut changer avec la réponse") in result.stdout
    # The post ready to paste states no result the heir's answer may change (the 2-2 is no tie).
    post = (game / "out" / "day-2" / "tally.bbcode").read_text("utf-8")
    assert post.rstrip().endswith("Décompte provisoire\u00a0: une décision attendue peut le changer, "
                                  "le résultat sera donné ensuite.") and "Égalité" not in post
    assert "tally.bbcode states no result yet" in result.stderr
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(page), "--record"])
    assert result.exit_code == 1
    assert ("days/2.toml: en attente\u00a0: le successeur du Capitaine (Fernand)\u00a0; le décompte peut "
            "changer avec la réponse, rien n'a été enregistré\n  → écrire successeur = "
            '"<joueur>" dans days/2.toml') in result.stderr
    assert "burned" not in (game / "days" / "2.toml").read_text("utf-8")
    # Named, the heir's tie-only vote breaks the 2-2: Maxence, and the count is recorded.
    (game / "days" / "2.toml").write_text('opened_post = "9001"\nsuccesseur = "Gaspard"\n', "utf-8")
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(page), "--record"])
    assert result.exit_code == 0, result.output
    assert "EN ATTENTE" not in result.stdout
    assert 'burned = "Maxence"' in (game / "days" / "2.toml").read_text("utf-8")
    assert "[b]Maxence[/b]" in (game / "out" / "day-2" / "tally.bbcode").read_text("utf-8").splitlines()[-1]
