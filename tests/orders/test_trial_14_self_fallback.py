"""A fourteenth trial of Cowboys & Aliens nights (docs/orders.md): an order on the sender himself,
asked, with a fallback that keeps his standing order («anzi cambio, proteggo me stesso, si può? se
no lascia la sindaca» after `proteggo Jolene`; the Guardia "sceglie un altro giocatore da
proteggere"). The line stops, and its settle line is the fallback the player gave: `proteggo
Fosco`, his standing order (it offered `proteggo Sam`, which the night refuses, and the one he
protected was left unprotected); «cambio» after «anzi» and «può» of «si può?» are no names."""
from __future__ import annotations

import pytest

from tests.orders.test_later import COWBOYS, read


@pytest.mark.parametrize("body", [
    "anzi cambio, proteggo me stesso, si può? se no lascia la sindaca",
    "proteggo me stesso se si può, altrimenti lascia tutto com'è",
])
def test_a_self_order_asked_with_a_fallback_offers_the_standing_order(body):
    parsed, _, _ = read(COWBOYS, "Sam @ 21:00\nproteggo Fosco", f"Sam @ 21:30\n{body}")
    (error,) = parsed.errors
    assert '= "proteggo Fosco"' in error.hint


def test_neither_cambio_after_anzi_nor_puo_of_si_puo_is_a_name():
    parsed, _, _ = read(COWBOYS, "Sam @ 21:00\nproteggo Fosco",
                        "Sam @ 21:30\nanzi cambio, proteggo me stesso, si può? se no lascia la sindaca")
    (error,) = parsed.errors
    assert "no player called" not in error.message and "me stesso" in error.message


# Near misses: no fallback, or no standing order: his own name offered, as before.
@pytest.mark.parametrize(("messages", "offered"), [
    (("Sam @ 21:00\nproteggo Fosco", "Sam @ 21:30\nanzi cambio, proteggo me stesso"), "proteggo Sam"),
    (("Sam @ 21:30\nproteggo me stesso, si può? se no lascia stare",), "proteggo Sam"),
])
def test_without_a_fallback_or_a_standing_order_the_sender_is_offered(messages, offered):
    parsed, _, _ = read(COWBOYS, *messages)
    (error,) = parsed.errors
    assert f'= "{offered}"' in error.hint and "no player called" not in error.message


def test_a_change_word_after_a_correction_corrects_to_the_name_after_it():
    _, applied, _ = read(COWBOYS, "Sam @ 21:00\nproteggo Fosco", "Sam @ 21:30\nanzi cambio, proteggo Totò")
    assert applied == ["proteggo Totò"]
