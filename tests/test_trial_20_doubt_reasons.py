"""A twentieth trial's doubt reasons (docs/orders.md "A withdrawal"): what a doubt asks fits the
sender. Tom (the Pifferaio, one night power, "può scegliere due giocatori") letting one of his two
players go (« Elrondo toglilo, solo Eowyna ») was asked "which power?" with the whole charm taken
back first and no word of why Eowyna alone is no order; Shelob's « anzi no, Eowyna la tengo x
domani » (one night power) too. The shipped Lupus of the Rings game, night 2."""
from __future__ import annotations

import pytest

from lupus_mod.errors import DoubtsFound
from lupus_mod.inputs.line_readings import doubts_text
from tests.test_reading_corpus import run_case

DATA = {"game": "lupus-of-the-rings", "night": 2}


def _asked(tmp, messages) -> str:
    case = {"messages": [{"from": f, "at": at, "text": t} for f, at, t in messages]}
    found = run_case(tmp, DATA, case)
    assert isinstance(found, DoubtsFound)
    return doubts_text("it", tmp / "lupus-of-the-rings-2", found)


@pytest.mark.parametrize(("messages", "says"), [
    ((("Tom Bombadil", "21:40", "ammalio Eowyna e Elrondo"), ("Tom Bombadil", "21:45", "Elrondo toglilo, solo Eowyna")),
     "un giocatore solo non basta"),
    ((("Shelob", "21:00", "prevedo Eowyna"), ("Shelob", "21:10", "anzi no, Eowyna la tengo x domani")),
     "ritiro di un ordine: ritirarlo, o niente da cambiare?"),
])
def test_a_withdrawal_of_one_power_says_so(tmp_path, messages, says):
    text = _asked(tmp_path, messages)
    assert says in text and "a quale potere" not in text


# Near miss: two powers, which of them is asked.
def test_a_withdrawal_of_two_powers_asks_which(tmp_path):
    text = _asked(tmp_path, (("Aragorno", "20:10", "sfido Nazgul e passo lo specchio a Frodino"),
                             ("Aragorno", "20:30", "lascia perdere")))
    assert "a quale potere" in text
