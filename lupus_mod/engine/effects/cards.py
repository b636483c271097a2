"""Cards left out of the deal, and the player who may take one of them (the Voleur).

The game's spare cards are in the state's flags (`spare_cards`, from players.toml). Taking one
swaps it with the player's own card: he becomes that role from now on, tonight included.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.action import Action, powers_for
from lupus_mod.engine.effects.allegiance import become
from lupus_mod.engine.groups import order_data, outranks
from lupus_mod.engine.registry import effect
from lupus_mod.engine.state import event

if TYPE_CHECKING:
    from lupus_mod.engine.night import Night

RESOLVED = "spare_cards_resolved"


def _forced(night: "Night", spare: list[str], conta: str) -> bool:
    """"Si les deux cartes proposées sont deux loups-garous, le voleur est obligé d'en prendre
    une": every spare card counts as `conta`."""
    return bool(conta and spare) and all(conta in night.ruleset.role(r).conta for r in spare)


def _introduce(night: "Night", name: str) -> None:
    """Those whose role knows his new role learn him (the pack sees its new wolf)."""
    allies = [s.name for s in night.living() if s.name != name
              and night.ruleset.role(s.role).knows and night.is_(name, night.ruleset.role(s.role).knows)]
    for ally in allies:
        night.seat(ally).learn(name)
    # "vous a rejointes" to a pack of women: the reply agrees with its recipients.
    night.tell(allies, "ally-joined", player=name, allies=tuple(allies))


def _rebind(night: "Night", name: str) -> None:
    """His orders of tonight that no power of his old role took go to his new role's powers, and
    so do the automatic powers of his new role."""
    to_come = {s.id for s in night.queue}      # the steps after the Voleur's (never the last)
    for order in [o for o in night.unmatched if o.player == name]:
        powers = powers_for(night, name)
        match = ([(o, p) for o, p in powers if p.keyword == order.keyword]
                 or [(o, p) for o, p in powers if order.keyword in p.synonyms])
        if not match or match[0][1].day:
            continue
        owner, power = match[0]
        night.unmatched.remove(order)
        # Sent for his new card: it answers that card's questions (the Sorcière's choice).
        night.sent.add((name, power.id))
        for n, ev in enumerate(night.events):
            if ev.kind == "rejected" and ev.actor == name and ev.get("raw") == order.raw \
                    and ev.get("line") == getattr(order, "line", 0):
                # Same place in the log: the rejection becomes a note of the late binding.
                night.events[n] = event("note", step=ev.step, actor=name, message="order-rebound",
                                        raw=order.raw, role=night.seat(name).role)
        action = Action(name, power, owner, tuple(order.args), order)
        if power.group and not _replaces_group_order(night, action):
            night.note("group-order-kept", group=power.group, ignored=name, player=name,
                       line=getattr(order, "line", 0), raw=order.raw)
            continue
        if power.step in to_come:
            night.actions.append(action)
        else:
            # Its step came before the Voleur's (the Chasseur's standing order): it acts at the
            # next step, as he plays his new card at once.
            night.defer(action, night.queue[0].id)
    # His new role's automatic powers of the steps still to come act tonight too: the Voleur who
    # takes the Sorcière is shown the wolves' victim ("il joue aussitôt avec la carte prise").
    night.actions += [Action(name, power, owner) for owner, power in powers_for(night, name)
                      if power.automatic and owner.startswith("role:") and power.step in to_come]


def _replaces_group_order(night: "Night", action: "Action") -> bool:
    """The new wolf's order for the pack stands if it was sent after the pack's ("the last one
    sent stands"); the one it replaces is noted, as `_bind` notes those it replaces."""
    kept = next((a for a in night.actions if a.power.group == action.power.group), None)
    if kept is None:
        return True
    if kept.order is None or outranks(night, kept, action) \
            or getattr(kept.order, "line", 0) > getattr(action.order, "line", 0):
        return False
    night.actions.remove(kept)
    night.note("group-order-replaced", group=action.power.group, **order_data(kept.order),
               replaced=kept.actor, by=action.actor)
    return True


def _take(night: "Night", name: str, role_id: str, spare: list[str], forced: bool = False) -> None:
    """He plays the card at once. `forced`: he did not choose it, the rulebook did ("le voleur
    est obligé d'en prendre une"); his reply says so rather than "you took the card"."""
    seat = night.seat(name)
    spare[spare.index(role_id)] = seat.role       # his own card goes back with the other one
    night.flags["spare_cards"] = tuple(spare)
    become(night, name, role_id)
    seat.statuses.discard("convertito")           # a card taken is no conversion
    night.emit("card-taken", actor=name, role=role_id)
    _introduce(night, name)
    night.tell(name, "card-taken", role=role_id, role_name=night.ruleset.role(role_id).name,
               known=list(seat.knows), **({"forced": True} if forced else {}))
    _rebind(night, name)


@effect("take-spare-card")
def take_spare_card(night: "Night", action: "Action") -> bool:
    """Voleur: "Le Voleur a le droit de choisir une de ces deux cartes ou de rester Voleur".
    Settings: `stay_as` (role ids that mean "I keep my card"), `forced_conta`, `until_night`.
    As an order (`je prends <carte>`) or automatic (no order: he keeps his card, or takes the
    forced one)."""
    settings = action.power.settings
    spare = list(night.flags.get("spare_cards", ()))
    if night.flags.get(RESOLVED) or night.index > int(settings.get("until_night", 1)):
        return False
    forced = _forced(night, spare, settings.get("forced_conta", ""))
    wanted = action.first("role") if action.order is not None else ""
    if action.order is None:
        night.flags[RESOLVED] = True
        if forced:
            _take(night, action.actor, spare[0], spare, forced=True)
        else:
            night.note("card-kept", actor=action.actor, spare=spare)
        return False
    if wanted in spare:
        night.flags[RESOLVED] = True
        _take(night, action.actor, wanted, spare)
        return True
    if wanted == night.seat(action.actor).role or wanted in settings.get("stay_as", ()):
        if forced:
            night.reject(action.order, "must-take-card", spare=spare)
            return False
        night.flags[RESOLVED] = True
        night.tell(action.actor, "card-kept")
        return True
    night.reject(action.order, "not-a-spare-card", spare=spare)
    return False
