"""Items changing hands: the nightly delivery and the pickpocket's theft.

Regole generali sugli oggetti (Lupus of the Rings) are the defaults; each is a setting of
the delivery step so another ruleset can change it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lupus_mod.engine.registry import effect, step_effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.rules.spec import StepSpec


@effect("rob")
def rob(night: "Night", action: "Action") -> bool:
    robber, target = action.actor, action.target
    if night.start_items.get(robber):
        # "Il Borseggiatore non può provare a derubare finché ha oggetti in proprio possesso."
        night.reject(action.order, "robber-holds-items")
        return False
    gave = night.seat(robber).memory.get("gave", [0, []])
    if gave[0] == night.index - 1 and target in gave[1]:
        night.reject(action.order, "gave-item-last-night")
        return False
    if night.seat(target).items:
        night.robberies[target] = robber  # "se ne impossesserà al posto dei giocatori scelti"
    elif night.is_(target, action.power.setting("reveals_to", "conta:LUPO")):
        night.tell(target, "robbed-by", robber=robber)
        night.seat(target).learn(robber)
    return True


def _possible_victims(night: "Night", holder: str) -> set[str]:
    """Who may die tonight through the holder's own power (even if it is not used yet)."""
    victims: set[str] = set()
    for act in night.actions:
        if not act.power.lethal:
            continue
        members = {act.actor}
        if act.power.group:
            group = night.ruleset.group(act.power.group)
            members |= {s.name for s in night.living() if group and night.is_(s.name, group.members)}
        if holder in members:
            victims.update(act.players())
    return victims


class _Delivery:
    def __init__(self, night: "Night", step: "StepSpec") -> None:
        self.night = night
        self.groups = list(step.settings.get("closed_groups", ()))
        self.missing = night.ruleset.policy("missing_pass", "random")

    def group_of(self, a: str, b: str) -> str:
        return next((g for g in self.groups if self.night.is_(a, g) and self.night.is_(b, g)), "")

    def problem(self, holder: str, item: str, to: str, chosen: list[str],
                victims: set[str] | None = None) -> str:
        night = self.night
        if to not in night.seats:
            return "non-player-target"
        if to == holder:
            return "self-target"
        if not night.alive(to) and to not in night.deaths:
            # Dead before tonight. One who died tonight takes it out of play ("Se un oggetto è
            # consegnato a un giocatore che è morto quella stessa notte, l'oggetto è rimosso").
            return "dead-target"
        if to in chosen:
            return "same-recipient"   # "deve scegliere giocatori diversi"
        if to in (victims if victims is not None else _possible_victims(night, holder)):
            return "possible-victim"
        group = self.group_of(holder, to)
        if group and night.flags.get(f"closed-pass:{item}:{group}"):
            return "closed-group-pass-used"
        return ""

    def move(self, holder: str, item: str, to: str | None, cause: str) -> None:
        night = self.night
        night.seat(holder).items.remove(item)
        if to is None:
            night.emit("item", actor=holder, cause=cause, item=item, new_holder=None)
            return
        group = self.group_of(holder, to)
        if group:
            night.flags[f"closed-pass:{item}:{group}"] = True
        if night.alive(to):
            night.seat(to).items.append(item)
            night.scratch[to].received.append(item)
            night.emit("item", actor=holder, target=to, cause=cause, item=item, new_holder=to)
        else:
            night.emit("item", actor=holder, target=to, cause="recipient-dead",
                       item=item, new_holder=None)

    def fallback(self, holder: str, item: str, chosen: list[str]) -> str | None:
        if self.missing != "random":
            return None
        victims = _possible_victims(self.night, holder)   # once, not once per candidate
        pool = [s.name for s in self.night.living()
                if not self.problem(holder, item, s.name, chosen, victims)]
        return self.night.rng.choice(pool) if pool else None

    def orders_of(self, holder: str) -> dict[str, Any]:
        by_item: dict[str, Any] = {}
        for order in self.night.deliveries:
            if order.player == holder:
                item = order.args[0]
                if item not in self.night.seat(holder).items:
                    self.night.reject(order, "not-holder", item=item)
                else:
                    by_item[item] = order
        return by_item

    def run(self, holder: str) -> None:
        night = self.night
        items = [i for i in night.start_items.get(holder, ()) if i in night.seat(holder).items]
        orders = self.orders_of(holder)
        if holder in night.robberies:
            for item in items:
                if item in orders:
                    # The pass order stands for nothing: the pickpocket takes the item instead.
                    night.note("pass-overridden-by-theft", holder=holder, item=item,
                               new_holder=orders[item].args[1], robber=night.robberies[holder])
                self.move(holder, item, night.robberies[holder], "theft")
            return
        chosen: list[str] = []
        for item in items:
            order = orders.get(item)
            to = order.args[1] if order else None
            problem = self.problem(holder, item, to, chosen) if order else "no-order"
            if problem and order:
                night.reject(order, problem, item=item)
            cause = "passed"
            if problem:
                to, cause = self.fallback(holder, item, chosen), f"default-{self.missing}"
                night.note("item-default", holder=holder, item=item, new_holder=to)
                # He knows he held it: untold, he would believe he holds it still (and, a
                # Borseggiatore, that he may not rob). Told where it went, never to whom.
                night.tell(holder, "item-not-passed", item=item, removed=to is None)
            chosen += [to] if to else []
            self.move(holder, item, to, cause)
        night.seat(holder).memory["gave"] = [night.index, chosen]


@step_effect("deliver-items")
def deliver_items(night: "Night", step: "StepSpec") -> None:
    delivery = _Delivery(night, step)
    for name in night.order:
        if night.alive(name) and night.start_items.get(name):
            delivery.run(name)
    for order in night.deliveries:
        if not night.alive(order.player):
            night.reject(order, "dead")      # died tonight before the delivery: items left play
        elif not night.start_items.get(order.player):
            night.reject(order, "not-holder", item=order.args[0] if order.args else "")


def tell_recipients(night: "Night") -> None:
    """At dawn each living player is told the items he received tonight (he uses them from
    the next night: "Il giocatore a cui l'oggetto è consegnato ne beneficerà la notte seguente")."""
    thieves = set(night.robberies.values())
    for name in night.order:
        seat = night.seat(name)
        kept = [i for i in night.scratch[name].received if seat.alive and i in seat.items]
        if kept:
            night.tell(name, "item-received", items=kept, stolen=name in thieves)
