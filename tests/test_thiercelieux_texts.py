"""The French texts of the Thiercelieux example: agreement, typography, the recap's words."""
from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import cli_json, copy_example
from tests.test_no_ids import _texts

runner = CliRunner()


def _game(tmp_path: Path) -> Path:
    return copy_example("thiercelieux", tmp_path)


def test_agreement_with_the_player_gender(tmp_path: Path) -> None:
    game = _game(tmp_path)
    night = cli_json("night", "1", "--game", str(game))
    # Leonie (f) and Dorian (m), the lovers.
    assert "Cupidon t'a touchée de sa flèche\u00a0: tu es amoureuse de [b]Dorian[/b]" in night["private"]["Leonie"]
    assert "Cupidon t'a touché de sa flèche\u00a0: tu es amoureux de [b]Leonie[/b]" in night["private"]["Dorian"]
    (game / "days" / "1.toml").write_text('capitaine = "Amandine"\nburned = "Josephine"\n', "utf-8")
    day = cli_json("day", "1", "--game", str(game))
    assert "[b]Josephine[/b] a été exécutée par le village." in day["public"]
    assert "[b]Amandine[/b] est élue Capitaine du village." in day["public"]


def test_the_recap_names_whom_the_sorciere_saved_and_says_the_election(tmp_path: Path) -> None:
    game = _game(tmp_path)
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text("utf-8").replace("Je sauve Kilian.", "Je sauve la victime."), "utf-8")
    result = runner.invoke(app, ["recap", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "- Capucine (Sorcière)\u00a0: sauve Kilian\n" in result.stdout
    assert "- Hortense (Petite Fille)\u00a0: espionne\n" in result.stdout
    assert "- [b]Amandine[/b] est élue Capitaine du village." in result.stdout
    assert "- [b]Josephine[/b] (Loup-Garou)\u00a0: morte — balle du chasseur" in result.stdout


def test_status_and_roles_speak_french(tmp_path: Path) -> None:
    game = _game(tmp_path)
    status = runner.invoke(app, ["status", "--game", str(game)]).stdout
    assert status.startswith("Dernière phase jouée\u00a0: nuit 3 (nuits jouées\u00a0: 3) — "
                             "PARTIE TERMINÉE\u00a0: victoire\u00a0: VILLAGEOIS")
    # The state agrees with the player: "VIVANTE Amandine", "morte Josephine".
    assert "VIVANTE  Amandine — Voyante [VILLAGEOIS]" in status
    assert "VIVANT   Gaspard — Simple Villageois [VILLAGEOIS]" in status
    assert "morte    Josephine — Loup-Garou [LOUPS-GAROUS] — balle du chasseur (nuit 2)" in status
    assert "mort     Baptiste — Loup-Garou [LOUPS-GAROUS] — exécution par le village (jour 1)" in status
    roles = runner.invoke(app, ["roles", "--game", str(game)]).stdout
    assert "Chasseur [étape\u00a0: Consignes permanentes (le tir du Chasseur)]\n  ordre\u00a0: tire <joueur (facultatif)>" in roles
    assert "Sorcière [étape\u00a0: Sorcière]\n  ordre\u00a0: sauve <joueur (facultatif)>" in roles


def test_french_typography_everywhere(tmp_path: Path) -> None:
    """A space before : ; ? ! in every French text of the game ("Sur le forum : il")."""
    bad = [f"{where}: {m.group(0)!r}" for where, text in _texts(_game(tmp_path)).items()
           for m in re.finditer(r"\S*[^\s\d][:;?!](?=\s|$)", text) if "://" not in m.group(0)]
    assert not bad, "\n".join(bad)


def test_the_recap_gives_the_card_a_voleur_took_to_his_orders_of_that_night(tmp_path: Path) -> None:
    """Isidore takes the Loup-Garou on night 1 and bites that same night as a wolf."""
    game = _game(tmp_path)
    log = game / "nights" / "1.txt"
    # pasted where it came, before the Sorcière's answer of 22:10 (the log keeps the PMs in order)
    log.write_text(log.read_text("utf-8").replace(
        "## Capucine @", "## Isidore @ 2026-11-29 21:30\nOn dévore Kilian.\n\n## Capucine @"), "utf-8")
    result = runner.invoke(app, ["recap", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "- Isidore (Voleur)\u00a0: prends Loup-Garou\n" in result.stdout
    assert "- Isidore (Loup-Garou)\u00a0: dévore Kilian\n" in result.stdout, result.stdout


def test_the_sorciere_is_told_her_heal_was_refused(tmp_path: Path) -> None:
    """"ressusciter la personne tuée": naming another player is refused, and she is told so."""
    game = _game(tmp_path)
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text("utf-8").replace("Je sauve Kilian.", "Je sauve Gaspard."), "utf-8")
    night = cli_json("night", "1", "--game", str(game))
    assert ("Ton ordre «\u00a0sauve Gaspard\u00a0» n'a pas été appliqué\u00a0: seule la victime de cette nuit "
            "peut être sauvée\u00a0: ton pouvoir n'a pas été utilisé.") in night["private"]["Capucine"]


def test_the_forced_voleur_is_told_why_he_cannot_keep_his_card(tmp_path: Path) -> None:
    """"Si les deux cartes proposées sont deux loups-garous, le voleur est obligé d'en prendre une"."""
    game = _game(tmp_path)
    players = game / "players.toml"
    players.write_text(players.read_text("utf-8").replace(
        'spare_cards = ["loup-garou", "simple-villageois"]', 'spare_cards = ["loup-garou", "loup-garou"]'
    ).replace('name = "Kilian"\nrole = "simple-villageois"', 'name = "Kilian"\nrole = "loup-garou"'
    ).replace('name = "Josephine"\nrole = "loup-garou"', 'name = "Josephine"\nrole = "simple-villageois"'), "utf-8")
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text("utf-8").replace("Je prends le loup-garou.", "Je garde ma carte."), "utf-8")
    reply = cli_json("night", "1", "--game", str(game))["private"]["Isidore"]
    assert ("n'a pas été appliqué\u00a0: les deux cartes proposées sont des loups-garous\u00a0: tu dois en "
            "prendre une, tu n'as pas le droit de garder ta carte.") in reply


def _new_game(tmp_path: Path) -> Path:
    roster = tmp_path / "joueurs.txt"
    roster.write_text("".join(f"{n}\n" for n in ("Amandine", "Baptiste", "Capucine", "Dorian",
                      "Eloise", "Fernand", "Gaspard", "Hortense", "Isidore", "Josephine")), "utf-8")
    folder = tmp_path / "partie"
    result = runner.invoke(app, ["new", str(folder), "--ruleset", "thiercelieux", "--players",
                                 str(roster), "--seed", "3", "--gm", "Meneur"])
    assert result.exit_code == 0, result.output
    return folder


def test_the_opening_post_tells_the_capitaine_election_and_his_tie_only_vote(tmp_path: Path) -> None:
    """"Lors de la première journée ... l'élection du Capitaine du village. N'importe qui peut se
    présenter" — "sa voix lors du vote de la journée compte double en cas d'égalité"."""
    post = (_new_game(tmp_path) / "out" / "setup" / "thread.bbcode").read_text("utf-8")
    assert ("• Capitaine\u00a0: élu par vote le premier jour, avant le vote du village (tout joueur peut "
            "se présenter)\u00a0; sa voix compte double en cas d'égalité seulement (elle départage les "
            "ex æquo)\u00a0; à sa mort, il désigne lui-même son successeur.") in post
    # Lupus's "Vu … Compte comme …" means nothing here: the camp only (card_shows = "faction").
    assert "Compte comme" not in post and "Camp VILLAGEOIS" in post
    assert "qui a deux voix" not in post


def test_the_opening_post_follows_the_capitaine_policy(tmp_path: Path) -> None:
    """With `capitaine_vote = "always"` ("sa voix compte double") the post drops "en cas d'égalité"."""
    folder = _new_game(tmp_path)
    roles = folder / "roles.toml"
    roles.write_text(roles.read_text("utf-8").replace('capitaine_vote = "tie"', 'capitaine_vote = "always"'), "utf-8")
    from lupus_mod.play.game import load_game
    from lupus_mod.lifecycle.cards import opening
    game = load_game(folder)
    rules = opening(game.config, (), {}, game.ruleset)["titles"]
    assert rules == [{"name": "Capitaine", "elected": True, "successor": True, "weight": 2,
                      "tie_only": False}]


def test_no_card_shows_a_file_path_or_the_lupus_header(tmp_path: Path) -> None:
    """A role card is the player's: no `days/<j>.toml`, no "compte comme"."""
    cards = sorted((_new_game(tmp_path) / "out" / "setup" / "pm").glob("*.bbcode"))
    assert cards
    for card in cards:
        text = card.read_text("utf-8")
        assert ".toml" not in text and "compte comme" not in text, card.name
        assert "[b]Camp[/b] " in text, card.name


def test_the_villager_lover_is_not_told_her_partner_is_a_wolf(tmp_path: Path) -> None:
    """"pour découvrir qui est leur partenaire": who, not his card (policy lovers_learn)."""
    game = _game(tmp_path)
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text("utf-8").replace("J'unis Dorian et Leonie", "J'unis Baptiste et Leonie"), "utf-8")
    reply = cli_json("night", "1", "--game", str(game))["private"]["Leonie"]
    assert "tu es amoureuse de [b]Baptiste[/b]." in reply
    assert "loup-garou" not in reply and "seuls contre tous" not in reply
    roles = game / "roles.toml"
    roles.write_text(roles.read_text("utf-8").replace('lovers_learn = "partner"', 'lovers_learn = "camp"'), "utf-8")
    reply = cli_json("night", "1", "--game", str(game))["private"]["Leonie"]
    assert "L'un de vous est villageois et l'autre loup-garou\u00a0: vous formez une équipe de deux" in reply


def test_elision_and_ordinals(tmp_path: Path) -> None:
    """"la carte d'Isidore" (not "de Isidore"); "la 1re nuit" (not "1e")."""
    game = _game(tmp_path)
    night = cli_json("night", "2", "--game", str(game))
    assert "Le meneur te montre la carte d'[b]Isidore[/b]\u00a0: [b]Loup-Garou[/b]." in night["private"]["Amandine"]
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text("utf-8") + "\n## Eloise @ 2026-11-30 21:40\nJ'unis Gaspard et Noemie.\n", "utf-8")
    result = runner.invoke(app, ["night", "2", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "le pouvoir s'utilise jusqu'à la 1re nuit jouée" in result.stderr
