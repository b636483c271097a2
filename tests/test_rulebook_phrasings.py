"""Orders written with the rulebooks' own words, read through a copy of the example games.

Thiercelieux: "il va désigner deux personnes qui seront amoureuses" (Cupidon), "peut désigner une
personne" (the Voyante), "il doit désigner une personne" (the Chasseur); "Le Voleur a le droit de
choisir une de ces deux cartes ou de rester Voleur" ("je garde ma carte"; "je choisis" from
another player is his own power). Lupus of the Rings: "può decidere di riportare in vita un
giocatore" (Curatore), "sfidare un altro giocatore a un duello di Dio" (Cavaliere). Licantropi:
the wolf highest in rank "decide chi attaccare" ("la vittima è X").
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import cli_json, copy_example


def _replace_body(folder: Path, night: str, player: str, body: str) -> None:
    """`player`'s message of that night says `body` instead."""
    path = folder / "nights" / f"{night}.txt"
    text = path.read_text(encoding="utf-8")
    new, n = re.subn(rf"(## {player} @ [^\n]*\n)[^#]*", lambda m: f"{m.group(1)}{body}\n\n", text)
    assert n == 1, player
    path.write_text(new, encoding="utf-8")


@pytest.mark.parametrize("cupidon, voyante, chasseur", [
    ("Je désigne Dorian et Léonie comme amoureux.", "Je désigne Baptiste.",
     "Si je meurs, je désigne Josephine."),
    # "choisis" is the Voleur's keyword; the other two name what the power does
    ("Je choisis Dorian et Léonie.", "Bonsoir meneur, je veux connaître le rôle de Baptiste.",
     "Ma balle est pour Josephine."),
])
def test_designer_is_read_through_the_sender_s_power(tmp_path: Path, cupidon: str, voyante: str,
                                                     chasseur: str) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _replace_body(game, "1", "Eloise", cupidon)
    _replace_body(game, "1", "Amandine", voyante)
    _replace_body(game, "1", "Fernand", chasseur)
    data = cli_json("night", "1", "--game", str(game))
    assert not data["unapplied"] and not data["rejected"]
    assert "amoureux de [b]Leonie[/b]" in data["private"]["Dorian"]
    assert "Baptiste" in data["private"]["Amandine"]
    assert "Josephine" in data["private"]["Fernand"]


def test_narration_of_a_designation_is_no_order(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _replace_body(game, "1", "Amandine", "J'ai désigné Baptiste hier, mais je réfléchis encore.")
    data = cli_json("night", "1", "--game", str(game))
    assert "Amandine" not in data["private"]


def test_the_voleur_keeps_his_card_in_his_own_words(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _replace_body(game, "1", "Isidore", "Je garde ma carte.")
    data = cli_json("night", "1", "--game", str(game))
    assert "Tu restes Voleur" in data["private"]["Isidore"]
    assert not data["unapplied"]


def test_the_curatore_brings_back_in_the_rulebook_s_words(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    _replace_body(game, "2", "Elrondo", "Stanotte riporto in vita Grimaldo, grazie")
    data = cli_json("night", "2", "--game", str(game))
    assert "Grimaldo" in data["revived"]


def test_the_cavaliere_challenges_to_a_duello_di_dio(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    _replace_body(game, "2", "Aragorno", "Sfido Saurone a duello di Dio")
    data = cli_json("night", "2", "--game", str(game))
    assert "Saurone" in [d["player"] for d in data["deaths"]]


@pytest.mark.parametrize("player, body, told", [
    # "Elle possède deux potions : une de guérison et une d'empoisonnement": "la potion" and a
    # player, but not which one ("la potion de vie" says which: `sauve`)
    ("Capucine", "J'utilise la potion sur Kilian.", "`sauve Kilian` / `empoisonne Kilian`"),
    # the Voleur's own "choisis" with a player, not a card
    ("Isidore", "Je choisis Dorian.", "none of the sender's powers tonight takes 1 player"),
    # Cupidon has no power answering to `tire`: never his arrow
    ("Eloise", "Je choisis Dorian et Léonie.\nMa balle est pour Baptiste.",
     "none of the sender's powers tonight is tire"),
])
def test_an_unclear_power_is_asked_never_chatter(tmp_path: Path, player: str, body: str,
                                                 told: str) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _replace_body(game, "1", player, body)
    result = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code != 0
    assert told in result.output


def test_the_own_power_of_one_without_powers_is_refused_loudly(tmp_path: Path) -> None:
    """"Je désigne Baptiste" from a plain villager: refused and shown (`no-such-power`)."""
    game = copy_example("thiercelieux", tmp_path)
    path = game / "nights" / "1.txt"
    path.write_text(path.read_text(encoding="utf-8")
                    + "\n## Dorian @ 2026-11-29 22:20\nJe désigne Baptiste.\n", encoding="utf-8")
    data = cli_json("night", "1", "--game", str(game))
    assert [(u["player"], u["reason"]) for u in data["unapplied"]] == [("Dorian", "no-such-power")]


def test_the_licantropi_wolves_name_their_victim(tmp_path: Path) -> None:
    """"Il lupo piu' alto in grado ... decide chi attaccare": Lupo 1 writes "la vittima di
    stanotte è Bacco", which outranks Lupo 2's order."""
    game = copy_example("licantropi", tmp_path)
    _replace_body(game, "2", "Corvonero", "Ciao master, la vittima di stanotte è Bacco")
    _replace_body(game, "2", "Zanna", "La vittima è Lunaria")
    data = cli_json("night", "2", "--game", str(game))
    assert "Bacco" in [d["player"] for d in data["deaths"]]
    assert "Lunaria" not in [d["player"] for d in data["deaths"]]


@pytest.mark.parametrize("lupo_1, lupo_2, victim", [
    # "I lupi possono anche decidere di non attaccare nessuno": the Lupo 1's decision stands
    ("Ciao master, stanotte non attacchiamo nessuno.", "La vittima è Lunaria", None),
    ("nessun attacco stanotte", "sbraniamo Lunaria", None),
    # the Lupo 2 declining does not set aside the Lupo 1's attack
    ("Sbrano Bacco", "passiamo la notte senza attaccare", "Bacco"),
])
def test_the_licantropi_pack_decides_by_rank_whether_to_attack(
        tmp_path: Path, lupo_1: str, lupo_2: str, victim: str | None) -> None:
    """"Il lupo con il numero piu' basso decide se e chi attaccare": the order set aside is
    listed, outranked; the GM log says the pack declined; the dawn does not."""
    game = copy_example("licantropi", tmp_path)
    _replace_body(game, "2", "Corvonero", lupo_1)
    _replace_body(game, "2", "Zanna", lupo_2)
    data = cli_json("night", "2", "--game", str(game))
    deaths = {d["player"]: d["cause"] for d in data["deaths"]}
    assert [p for p, cause in deaths.items() if cause == "sbrano"] == ([victim] if victim else [])
    assert [(u["player"], u["reason"], u["data"]["kept"]) for u in data["unapplied"]] == [
        ("Zanna", "group-outranked", "Corvonero")]
    gm_log = (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    declined = "il branco decide di non attaccare nessuno stanotte"
    assert (declined in gm_log) == (victim is None)
    assert "attacc" not in (game / "out" / "night-2" / "thread.bbcode").read_text(encoding="utf-8")
