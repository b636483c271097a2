"""A GM log note names the sender of an order's line once, not as `player` beside `by`."""
from __future__ import annotations

from lupus_mod.engine.state import Event, said as said_of
from lupus_mod.inputs.catalog import builtin
from lupus_mod.words.wording import Wording


def test_the_sender_of_a_group_order_set_aside_is_named_once() -> None:
    words = Wording(builtin("licantropi"), "it")
    note = Event("note", line=3, player="Arianna", by="Arianna", kept="Bruno")
    detail = words.detail(said_of(note))
    assert detail.count("Arianna") == 1 and "Bruno" in detail, detail


def test_a_player_not_named_elsewhere_in_the_note_is_kept() -> None:
    words = Wording(builtin("licantropi"), "it")
    note = Event("note", player="Arianna", by="Bruno")
    detail = words.detail(said_of(note))
    assert "Arianna" in detail and "Bruno" in detail, detail
