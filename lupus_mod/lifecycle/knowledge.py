"""What a player is told at the start: the role he believes he has, and whom he knows.

An unaware role (`unaware_as`) is told the role it believes it has, with everything that role
would be told. Who a role knows is the role's `knows` (selectors, e.g. `["conta:LUPO"]`); what
a card says of each known player is the ruleset's policy `card_known_shows`: "role" (default),
"faction", "conta" or "name" (the name only). Each known player is shown as he appears (an
unaware role by the role it believes it has), so that no card reveals a secret the holder is
not meant to know. Pure.
"""
from __future__ import annotations

from dataclasses import dataclass
from lupus_mod.engine.seats import Seat, matches_any
from lupus_mod.engine.state import PlayerState
from lupus_mod.errors import RulesetError
from lupus_mod.messages import say
from lupus_mod.lifecycle.deal import Dealt
from lupus_mod.rules.spec import RoleSpec, Ruleset

SHOWS = ("role", "faction", "conta", "name")


@dataclass(frozen=True)
class Known:
    """A player someone knows from the start, and what his card says of him."""
    name: str
    shows: str      # what the card says of him ("" for the name only)


def believed_role(ruleset: Ruleset, role_id: str) -> RoleSpec:
    role = ruleset.role(role_id)
    return ruleset.role(role.unaware_as) if role.unaware_as else role


def seat_of(ruleset: Ruleset, name: str, role: RoleSpec) -> Seat:
    return Seat.of(PlayerState(name=name, role=role.id, faction=role.faction, conta=role.conta))


def shown_conta(role: RoleSpec) -> str:
    """What a role counts as, as a card says it: each kind once. The Capotribù counts twice as
    a Pellerossa (conta = ["PELLEROSSA", "PELLEROSSA"]) and his card says "Conta Pellerossa"
    (rulebook cowboys-and-aliens, line 117); his text tells the rest."""
    return "/".join(dict.fromkeys(role.conta))


def _shown(ruleset: Ruleset, role: RoleSpec, shows: str) -> str:
    if shows == "role":
        return role.name
    if shows == "faction":
        return ruleset.faction_name(role.faction)
    if shows == "conta":
        return shown_conta(role)
    return ""


def _shows(ruleset: Ruleset) -> str:
    shows = ruleset.policy("card_known_shows", "role")
    if shows not in SHOWS:
        raise RulesetError(say("orders-gm.card-known-shows", value=str(shows)),
                           hint=say("orders-gm.card-known-shows-hint", values=", ".join(SHOWS)))
    return shows


def starting_knowledge(dealt: tuple[Dealt, ...], ruleset: Ruleset) -> dict[str, tuple[Known, ...]]:
    """player -> the players he knows from the start, in list order."""
    true_seats = {d.name: seat_of(ruleset, d.name, ruleset.role(d.role)) for d in dealt}
    shows = _shows(ruleset)
    known: dict[str, tuple[Known, ...]] = {}
    for player in dealt:
        selectors = believed_role(ruleset, player.role).knows
        try:
            known[player.name] = tuple(
                Known(o.name, _shown(ruleset, believed_role(ruleset, o.role), shows))
                for o in dealt
                if selectors and o.name != player.name and matches_any(true_seats[o.name], selectors, ruleset))
        except ValueError as error:
            raise RulesetError(say("orders-gm.knows", role=player.role, problem=error.args[0]),
                               hint=say("orders-gm.knows-hint")) from None
    return known
