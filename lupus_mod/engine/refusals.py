"""What a player is told when the rules refuse his order, as GMs answer a PM.

A refused order is a `rejected` event (the GM log and `night`'s summary list every one);
the player learns of it by a private `order-refused` message when the reason is in the
ruleset's policy `told_refusals` (docs/rulesets.md). The default tells what a GM would
answer ("non puoi usare questo potere stanotte", an item not held) and keeps back what
would reveal another player's secret: who died tonight, which cards are spare, who may be the
wolves' victim, or the truth to an unaware role (who is told only the refusals of his items'
orders, which any role holding them would get).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lupus_mod.engine.targets import past_last_night

if TYPE_CHECKING:
    from lupus_mod.engine.night import Night

TOLD_BY_DEFAULT = (
    "too-early", "too-late", "no-uses-left", "no-such-power", "day-power", "not-holder",
    "robber-holds-items", "gave-item-last-night", "self-target", "same-target-again",
    "same-target-consecutive", "same-target-twice", "same-recipient", "only-night",
    "alive-target", "not-burned", "closed-group-pass-used", "too-soon", "group-disagrees",
    "not-dead", "off-night",
)

# The facts of a refusal a reply may state (never the whole event: it is the GM's).
_TOLD_DATA = ("keyword", "args", "item", "from_night", "until_night", "uses", "night", "role",
              "faction", "every", "next_night")
# A refusal after which the power can still be used another night.
_USE_GONE = frozenset({"no-uses-left", "too-late", "only-night"})


def told_refusals(night: "Night") -> frozenset[str]:
    return frozenset(night.ruleset.policy("told_refusals", TOLD_BY_DEFAULT))


def tell_refusals(night: "Night") -> None:
    """One `order-refused` message per refused order of a living, aware sender."""
    told = told_refusals(night)
    for ev in [e for e in night.events if e.kind == "rejected"]:
        sender = ev.actor
        if (ev.cause not in told and not _dead_before(night, ev)) or sender not in night.seats \
                or not night.alive(sender):
            continue
        if night.role_of(sender).unaware_as and "item" not in ev:
            # "non hai questo potere" would tell him the role he does not know; an item's order
            # is refused alike whatever role holds the item, so that refusal he is told.
            continue
        data: dict[str, Any] = {k: ev[k] for k in _TOLD_DATA if k in ev}
        if _free_text(night, ev.get("keyword", "")):
            data["literal"] = True    # his own words ("io sono il massone"), no role named in them
        night.tell(sender, "order-refused", reason=ev.cause,
                   order=ev.get("said") or _quoted(ev.get("keyword", ""), ev.get("args", ())),
                   kept_use=_kept_use(night, sender, ev.get("keyword", ""), ev.cause), **data)


def _dead_before(night: "Night", ev: Any) -> bool:
    """A `dead-target` refusal naming a player dead before the night: the thread told everyone
    of that death, so the reply reveals nothing (a death of tonight stays untold)."""
    return ev.cause == "dead-target" and any(
        a in night.seats and not night.state.player(a).alive for a in ev.get("args", ()))


def _free_text(night: "Night", keyword: str) -> bool:
    """Whether the order's keyword takes a text of the player's (the Libro Rosso's «archivio»)."""
    return any(p.keyword == keyword and "text" in p.args for _, p in night.ruleset.all_powers())


def _quoted(keyword: str, args: Any) -> str:
    """The order a reply quotes to its sender where his own words for it are not known (`said`:
    "passo il palantir a Pip", as he wrote it): its keyword and arguments, never his whole line
    (the rest of his PM — a greeting, a note to the GM, another order — is not the refused one)."""
    return " ".join(filter(None, (keyword, *args)))


def _kept_use(night: "Night", sender: str, keyword: str, reason: str) -> bool:
    """Whether the refused order was of a limited power whose use is not spent: the player is
    told he still has it (he would otherwise think he had acted)."""
    # Giulietta's refused « scelgo me stessa » on night 1: no other night to use it on.
    limited = any(p.uses and not past_last_night(p, night.index + 1)
                  for p in night.role_of(sender).powers if p.keyword == keyword)
    return limited and reason not in _USE_GONE


def tell_feedback(night: "Night", actor: str, order: Any, applied: bool) -> None:
    """The policy `feedback`: "failure" tells the sender his order was blocked
    (`order-failed`), "both" also that it was applied (`order-done`); "none" (the default)
    tells neither, as most rulebooks. Never an unaware role (it would tell him his role)."""
    policy = night.ruleset.policy("feedback", "none")
    if order is None or policy == "none" or (applied and policy != "both"):
        return
    if night.role_of(actor).unaware_as:
        return
    night.tell(actor, "order-done" if applied else "order-failed", order=_quoted(order.keyword, order.args))
