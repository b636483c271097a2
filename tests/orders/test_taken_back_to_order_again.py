"""A line that takes back an order to give its power another target is a correction, as the
night's summary shows it ("corregge la riga 4: ora «indago Totò»"), not a withdrawal of that
power ("ritira la riga 4") beside the new order."""
from __future__ import annotations

from lupus_mod.orders.model import CORRECTION, WITHDRAWAL
from tests.orders.test_later import LOTR, kinds, read


def test_an_order_taken_back_and_given_again_is_a_correction():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco",
                              "Sam @ 21:40\nah no lascia stare, allora indago Totò")
    assert applied == ["indago Totò"]
    assert kinds(parsed)[-1] == CORRECTION
    assert (parsed.readings[-1].reading, parsed.readings[-1].of_lines) == ("indago Totò", (2,))


def test_a_power_taken_back_beside_another_s_order_is_still_a_withdrawal():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco",
                              "Sam @ 21:40\nnon indago più, passo il palantir a Merry")
    assert kinds(parsed)[-1] == WITHDRAWAL
    assert "none indago" in parsed.readings[-1].reading


def test_a_take_back_joined_by_and_to_another_power_s_order_takes_back():
    """ "annullo tutto e passo il palantir a Merry": "and" ends the take-back as a comma does;
    the investigation was applied beside the pass before."""
    for line in ("annullo tutto e passo il palantir a Merry", "annullo l'indagine e poi passo il palantir a Merry"):
        parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", f"Sam @ 21:40\n{line}")
        assert applied == ["passo palantir Merry"], line
        assert kinds(parsed)[-1] == WITHDRAWAL
