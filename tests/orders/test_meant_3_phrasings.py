"""A fifth trial of one night's PMs read as the player last meant (tests/corpus/
nights-pm-meant-3-*.toml; docs/orders.md): the readings a doubt offers. Fictional players,
the shipped games' keywords."""
from __future__ import annotations

from lupus_mod.orders.model import CONDITION, RELAYED, UNCLEAR_CORRECTION
from tests.orders.test_later import COWBOYS, LOTR, read


def test_a_name_that_may_replace_either_of_the_orders_names_offers_both():
    """Calamity's owl corrected two PMs after her investigation: "anzi a Falco" may be the one
    investigated or the owl's recipient; the doubt offered only `none`."""
    parsed, got, _ = read(COWBOYS, "Sam @ 21:00\nindago Fosco", "Sam @ 21:05\ngufo a Totò",
                          "Sam @ 21:10\nanzi a Federica")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [
        (UNCLEAR_CORRECTION, ("indago Federica Totò", "indago Fosco Federica", "none"))]


def test_a_mates_word_moving_the_packs_order_offers_the_move():
    """"Zanna dice di cambiare su Quercia", a PM after the pack's order: read as talk, the
    order on Bacco stood whatever Zanna said; asked as "Gollum ha detto di sbranare Eowyna"."""
    parsed, got, _ = read(LOTR, "Lorenzino @ 21:00\nsbraniamo Fosco",
                          "Lorenzino @ 21:10\nFederica dice di cambiare su Totò")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(RELAYED, ("sbrano Totò", "none"))]


def test_a_correction_naming_the_old_target_beside_the_new_one_offers_the_new_one():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco",
                        "Sam @ 21:10\nah no aspetta, Fosco l'ho indagato ieri. Totò allora")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, ("indago Totò", "none"))]


def test_a_condition_a_pm_later_offers_its_fallback_target():
    """"protetto" looks like the keyword: the condition's line read nothing of its own."""
    parsed, _, _ = read(COWBOYS, "Sam @ 21:00\nproteggo Fosco",
                        "Sam @ 21:10\ne se Fosco è già protetto allora Totò")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(CONDITION, ("proteggo Totò", "none"))]
