"""A group's one order a night (the pack's kill): which member's order stands, whether the
members agree, and who carries it when its sender cannot (docs/rulesets.md, Groups).

Settings of a group power:
- `ranked_by` (role ids, highest first): the order of the highest-ranked sender stands;
  without it, the last order sent stands;
- `agree = "all"`: every member who sends the order must name the same players, else the
  group does nothing tonight and each of their orders is refused (`group-disagrees`); when
  they agree, the first sender in list order carries the order; `"last"` (the default): the
  last order sent stands;
- `carry = "next"` (the default): when the sender is dead or blocked when the step comes, the
  first free member in list order carries his order (the GM log says whose order it was);
  `"none"`: nobody carries it, the group does nothing.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lupus_mod.engine.targets import refusal_facts, use_problem

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night

def order_data(order: Any) -> dict[str, Any]:
    """Where an order not applied stands in the log, for the GM's list of them."""
    return {"line": getattr(order, "line", 0), "raw": getattr(order, "raw", ""),
            "player": order.player}


def rank(night: "Night", action: "Action") -> int:
    """Where a group order's sender stands in the power's `ranked_by` (role ids, highest first)."""
    ranks = list(action.power.setting("ranked_by", ()))
    role = night.seat(action.actor).role
    return ranks.index(role) if role in ranks else len(ranks)


def outranks(night: "Night", kept: "Action", new: "Action") -> bool:
    """Licantropi: "Il lupo piu' alto in grado (nell'ordine 1, 2, 3 e 4) durante la notte decide
    chi attaccare": with `ranked_by` the order of the highest-ranked sender stands, whenever it
    was sent; without it the last order sent stands."""
    return bool(new.power.setting("ranked_by")) and rank(night, kept) < rank(night, new)


def take(night: "Night", groups: dict[str, "Action"], action: "Action") -> None:
    """One more order of a group power: it replaces the group's, or is set aside."""
    group, order = action.power.group, action.order
    problem = use_problem(action.power, night.index, 0)
    if problem:
        # Too early for the whole group (the pack's first night): every member's order is
        # refused for that, none "set aside for the rank" of another refused one.
        night.reject(order, problem, **refusal_facts(night, action, problem))
        return
    night.group_sent.setdefault(group, []).append(action)
    if group in groups and outranks(night, groups[group], action):
        night.note("group-order-outranked", group=group, **order_data(order),
                   kept=groups[group].actor, by=order.player)
        night.outranked.append(action)
        return
    if group in groups and action.power.setting("ranked_by"):
        night.outranked.append(groups[group])
    if group in groups:
        kept = groups[group]
        # Sent earlier by a lower-ranked member: set aside for the rank, not the time.
        if outranks(night, action, kept):
            night.note("group-order-outranked", group=group,
                       **order_data(kept.order), kept=order.player, by=kept.actor)
        else:
            # Sent the same minute: the one pasted later stands, and the GM is told.
            sent = getattr(kept.order, "time", None)
            night.note("group-order-replaced", group=group, **order_data(kept.order),
                       replaced=kept.actor, by=order.player,
                       **({"same_time": True} if sent and sent == getattr(order, "time", None) else {}))
    groups[group] = action


def settle_agreement(night: "Night", groups: dict[str, "Action"]) -> None:
    """`agree = "all"`: members who named different players cancel the group's order; when
    they agree, the first of them in list order carries it (whatever the order of the PMs)."""
    for group, sent in night.group_sent.items():
        if sent[0].power.setting("agree", "last") != "all":
            continue
        sent = sorted(sent, key=lambda a: night.order.index(a.actor))
        night.outranked[:] = [a for a in night.outranked if a.power.group != group]
        night.events[:] = [e for e in night.events if not (
            e.kind == "note" and e.get("group") == group
            and e.message in ("group-order-outranked", "group-order-replaced"))]
        named = sorted({a.args for a in sent})
        if len(named) > 1:
            groups.pop(group, None)
            for action in sent:
                night.reject(action.order, "group-disagrees", group=group,
                             named=[" ".join(args) for args in named])
            continue
        groups[group] = sent[0]
        for action in sent[1:]:
            night.note("group-order-replaced", group=group, **order_data(action.order),
                       replaced=action.actor, by=sent[0].actor)


def carrier(night: "Night", action: "Action") -> "Action":
    """A group's order is the group's: if its sender is dead or blocked, a free member acts
    (`carry = "next"`). With `ranked_by`, the order of the next sender in rank stands
    (Licantropi, Lupo 2: "Se muore il lupo 1, decide chi uccidere durante la notte")."""
    group = night.ruleset.group(action.power.group)
    if group is None or (night.alive(action.actor) and not night.blocked(action.actor)):
        return action
    if action.power.setting("carry", "next") == "none":
        return action        # the resolver refuses (dead) or logs the block
    heirs = sorted((a for a in night.outranked if a.power.group == action.power.group
                    and night.alive(a.actor) and not night.blocked(a.actor)),
                   key=lambda a: rank(night, a))
    if heirs and not night.alive(action.actor):
        night.reject(action.order, "dead")
        # The heir's order is applied after all: it is no longer one the group set aside.
        heir = heirs[0]
        night.events[:] = [e for e in night.events if not (
            e.kind == "note" and e.message in ("group-order-outranked", "group-order-replaced")
            and e.get("player") == heir.actor and e.get("raw") == heir.order.raw)]
        return heir
    free = next((s.name for s in night.living()
                 if night.is_(s.name, group.members) and not night.blocked(s.name)), None)
    if free is None:
        return action
    night.note("group-order-carried", group=group.id, sender=action.actor, carrier=free)
    return replace(action, actor=free)
