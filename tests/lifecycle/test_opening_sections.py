"""The opening post's sections drawn from the ruleset: the win conditions, the action order with
the phases an act-in-phase power may name, the cards a player may be turned into, the reopening
time. Cowboys & Aliens' rulebook post carries all of them (CONDIZIONI DI VITTORIA, ORDINE AZIONI,
the Soldato Alieno behind a "Spoiler", "Riapertura piazza e votazione: 21:30-22:00 circa")."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin
from lupus_mod.lifecycle.opening_sections import action_order, referred_cards, win_conditions
from tests.lifecycle.play import NAMES, cli

COWBOYS = builtin("cowboys-and-aliens")


def _opening(tmp_path: Path, ruleset: str, players: int) -> str:
    roster = tmp_path / "giocatori.txt"
    roster.write_text("\n".join(NAMES[:players]) + "\n", encoding="utf-8")
    cli("new", tmp_path / "g", "--ruleset", ruleset, "--players", roster, "--seed", 5)
    return (tmp_path / "g" / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def cowboys(tmp_path_factory: pytest.TempPathFactory) -> str:
    return _opening(tmp_path_factory.mktemp("cowboys"), "cowboys-and-aliens", 19)


def test_the_win_conditions_are_the_rulesets_own_words(cowboys: str) -> None:
    section = cowboys.split("[b]Condizioni di vittoria[/b]\n")[1].split("\n\n")[0]
    assert section.splitlines() == [f"• {w.description}" for w in COWBOYS.wins]


def test_the_action_order_follows_the_steps_and_names_the_phases_of_the_villaggio(cowboys: str) -> None:
    section = cowboys.split("[b]Ordine delle azioni[/b] (ogni notte)\n")[1].split("\n\n")[0]
    steps = [line.split(") ", 1)[1] for line in section.splitlines() if line[0].isdigit()]
    assert steps == [s.name for s in COWBOYS.steps]
    for owner, keyword in (("Bandito", "recluto"), ("Pistolero", "sparo")):
        assert (f"• {owner} ([b]{keyword}[/b]) agisce nella fase di un ruolo a sua scelta tra: "
                "Guardingo, Guardia del Corpo, Man In Black K.") in section


def test_the_soldato_alieno_card_the_leader_points_to_is_published(cowboys: str) -> None:
    assert "[b]Soldato Alieno[/b] (nessuno all'inizio)\nVisto INNOCENTE - Conta ALIENO - Fazione INVASIONE" in cowboys
    assert cowboys.count("[b]Soldato Alieno[/b]") == 1


def test_the_reopening_is_in_the_schedule(cowboys: str) -> None:
    schedule = cowboys.split("[b]Orari[/b]\n")[1].split("\n\n")[0].splitlines()
    assert schedule[-1] == "21:30-22:00 - Riapertura della piazza e della votazione (circa)"


def test_a_dealt_role_is_not_listed_twice_and_a_role_nobody_becomes_stays_out() -> None:
    everyone = {r.id for r in COWBOYS.roles} - {"soldato-alieno"}
    assert referred_cards(COWBOYS, everyone, set()) and not referred_cards(COWBOYS, everyone | {"soldato-alieno"}, set())
    # Without the Leader Alieno nobody is turned into a Soldato Alieno.
    assert referred_cards(COWBOYS, everyone - {"leader-alieno"}, set()) == []


def test_only_what_is_in_play_is_listed() -> None:
    roles = {"cowboy", "pellerossa", "guardingo"}
    order = action_order(COWBOYS, roles, set())
    assert order["in_phase"] == [] and "Bandito" not in order["steps"]
    assert "Guardingo" in order["steps"] and "Morso" in order["steps"]
    assert [w.split(":")[0] for w in win_conditions(COWBOYS, roles)] == [
        "VILLAGGIO", "Sceriffo", "VILLAGGIO PELLEROSSA"]


def test_a_french_opening_post_has_the_sections_in_french(tmp_path: Path) -> None:
    post = _opening(tmp_path, "thiercelieux", 8)
    assert "[b]Conditions de victoire[/b]\n• " in post
    assert "[b]Ordre des actions[/b] (chaque nuit)\n1) " in post


def test_the_mixed_couple_win_is_listed_while_cupidon_is_in_play() -> None:
    """Thiercelieux: "Le jeu se termine lorsqu'il ne reste plus que des villageois ou plus que des
    loups-garous (sauf règle spéciale pour les amoureux, voir personnages ci-dessous)". No card is
    of the AMOUREUX camp: Cupidon's couple joins it, so with him the players read that rule too."""
    thiercelieux = builtin("thiercelieux")
    couple = next(w.description for w in thiercelieux.wins if w.faction == "amoureux")
    roles = {"loup-garou", "simple-villageois", "voyante"}
    assert couple in win_conditions(thiercelieux, roles | {"cupidon"})
    assert couple not in win_conditions(thiercelieux, roles)


def test_nota_14_lists_only_the_ending_the_policy_chose() -> None:
    """Licantropi, nota tecnica 14: "se restando da soli hanno o meno facolta' di cercare il
    pareggio secondo quanto stabilito prima dell'inizio della partita". The opening post says
    what was decided: the draw (harmless_seek_draw = true) or the village's win, never both."""
    from dataclasses import replace

    from lupus_mod.rules.spec import frozen_map
    licantropi = builtin("licantropi")
    roles = {r.id for r in licantropi.roles}
    by_id = {w.id: w.description for w in licantropi.wins}
    draw, village = by_id["pareggio"], by_id["villaggio-senza-minacce"]
    listed = win_conditions(licantropi, roles)
    assert draw in listed and village not in listed
    without = replace(licantropi, policies=frozen_map({**licantropi.policies, "harmless_seek_draw": False}))
    listed = win_conditions(without, roles)
    assert village in listed and draw not in listed
