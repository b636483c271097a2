"""The readings of a doubt by the powers its sender holds: the orders of each of his powers
taking the players named, the group's first when he speaks as "we", and only his own powers'
readings where he holds one (a part of orders.sender_powers). Pure."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.italian import WE_WORDS
from lupus_mod.orders.model import ANY_POWER, NONE, PLAYER, ROLE, Doubt, KeywordSpec
from lupus_mod.orders.text import tokenize


def held_only(doubt: Doubt, powers_of: PowersOf) -> tuple[str, ...]:
    """The doubt's readings whose every order is of a power the sender holds, where one is
    (else all of them, as they were)."""
    held = {p.keyword for p in powers_of(doubt.player)} | {ANY_POWER, NONE}
    own = tuple(c for c in doubt.candidates if all(part.strip().split(" ", 1)[0] in held for part in c.split(";")))
    return own if any(c != NONE for c in own) else doubt.candidates


def any_held(doubt: Doubt, powers_of: PowersOf) -> bool:
    """One of the doubt's readings orders a power of its sender (each order of a reading "a; b")."""
    held = {p.keyword for p in powers_of(doubt.player)} | {ANY_POWER}
    return any(part.strip().split(" ", 1)[0] in held for c in doubt.candidates for part in c.split(";"))


def with_powers(player: str, names: tuple[str, ...], powers_of: PowersOf, we: bool = False) -> tuple[str, ...]:
    """The orders of each of the player's powers taking exactly those players; said as "we"
    ("Lupetto voleva Tumble ma abbiamo deciso Doc"), the group's powers first (the Sciamano's
    one-use `consulto` was offered before the pack's kill)."""
    powers = sorted(powers_of(player), key=lambda p: not p.slot.startswith("group:")) if we else powers_of(player)
    return tuple(" ".join((p.keyword, *names)) for p in powers if _takes(p, len(names)) and not p.spent)


def role_fits(roles: tuple[str, ...], names: tuple[str, ...], powers: Sequence[KeywordSpec]) -> tuple[str, ...]:
    """ "Frodino è il veggente" from the Lupo Grigio: one role and one player named are the order
    of his power taking a role and a player ("può tentare di associare un ruolo e un
    giocatore"), offered before the pack's kill, which would take Frodino alone."""
    if len(roles) != 1 or len(names) != 1:
        return ()
    return tuple(" ".join((p.keyword, roles[0], names[0])) for p in powers
                 if [kind for kind, _ in p.kinds()] == [ROLE, PLAYER] and not p.spent)


def _takes(power: KeywordSpec, count: int) -> bool:
    """Whether `count` players fill the power's arguments, its optional ones left out: "Klaatu"
    alone is the Guardingo's `indago Klaatu`, his owl's recipient being optional."""
    kinds = power.kinds()
    return power.required() <= count <= len(kinds) and all(kind == PLAYER for kind, _ in kinds[:count])


def said_as_we(text: str) -> bool:
    """The line speaks as the group: a verb of the first person plural (`WE_WORDS`)."""
    return bool({t.fold for t in tokenize(text)} & WE_WORDS)
