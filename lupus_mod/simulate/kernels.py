"""The fast path's effects: what each of the engine's named effects does to the tables, for
the settings it declares (a power with any other setting is played by the resolver). Each one
names the lupus_mod.engine function it mirrors; what only tells a player something (a message,
an announcement, a report) changes no table and is a kernel that does nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from lupus_mod.engine.phase import card_appearance
from lupus_mod.simulate.draws import choice

# The lean night runs the kernels and imports none of them: a power's kernel is its `run`, a
# finisher is kept with the night's orders as the function to call at dawn.
if TYPE_CHECKING:
    from lupus_mod.simulate.lean import Power
    from lupus_mod.simulate.lean_night import Night


@dataclass(frozen=True)
class Kernel:
    run: Callable[..., Any]
    settings: frozenset[str]
    selectors: tuple[str, ...] = ()      # settings that hold a selector
    targeted: bool = True                # acts on the order's first player (night.py Action.target)
    shape: tuple[str, ...] = ()          # the argument kinds it reads by position, if any
    inert: bool = False                  # it only tells: changes no table


KERNELS: dict[str, Kernel] = {}
STEP_KERNELS: dict[str, Kernel] = {}


def kernel(name: str, settings: str = "", selectors: str = "", table: dict[str, Kernel] | None = None,
           targeted: bool = True, shape: tuple[str, ...] = (), inert: bool = False
           ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a kernel for the engine's effect `name` (a step's with table=STEP_KERNELS):
    `settings` are the power's settings it reads, `selectors` those that hold a selector."""
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        (KERNELS if table is None else table)[name] = Kernel(
            fn, frozenset(settings.split()), tuple(selectors.split()), targeted, shape, inert)
        return fn
    return register


def _told(*effects: tuple[str, str]) -> None:
    """Effects that only tell (a message, an announcement): (effect, its settings)."""
    for name, settings in effects:
        kernel(name, settings, targeted=False, inert=True)(lambda night, actor, power, args: None)


_told(("announce", "message"), ("report-burned", "lens"))


# -- killing.py ------------------------------------------------------------------------------
@kernel("kill", "cause unstoppable fail_message report_to", "report_to")
def kill(night: "Night", actor: int, power: "Power", args) -> None:
    s = power.settings
    night.kill(night.target(power, args), s.get("cause", power.id), s.get("unstoppable", False))


@kernel("guess-role-kill", "forbidden_roles unstoppable cause", targeted=False, shape=("role", "player"))
def guess_role_kill(night: "Night", actor: int, power: "Power", args) -> bool:
    s = power.settings
    role, victim = args[0], args[1]
    if role in s.get("forbidden_roles", ()):
        return False        # refused: the use is kept
    if night.t.roles[victim] == role:
        night.kill(victim, s.get("cause", power.id), s.get("unstoppable", True))
    return True


@kernel("duel", "wins_against", "wins_against")
def duel(night: "Night", actor: int, power: "Power", args) -> None:
    target = night.target(power, args)
    if not night.t.alive[target]:
        return
    if night.t.is_(target, power.settings.get("wins_against", "not:faction:villaggio")):
        night.kill(target, "duello", unstoppable=True)
    else:
        night.kill(actor, "duello", unstoppable=True)


@kernel("torment", "immune cause self_cause", "immune")
def torment(night: "Night", actor: int, power: "Power", args) -> None:
    t, s = night.t, power.settings
    target = night.target(power, args)
    if t.is_(target, s.get("immune", "conta:LUPO")):
        return
    # killing.py usable_night_powers: his role's night powers with uses left.
    powers = [(p, step) for p, step in t.cards[target].night_powers
              if not p.uses or t.uses.get((target, p.id), 0) < p.uses]
    later = [p for p, step in powers if step >= night.step]
    items_left = bool(t.items[target]) and t.rules.policies.get("torment_blocks_early_actor_items", False)
    if powers and not later and not items_left:
        return      # he acted before the torment (the Shinigami)
    if powers or t.items[target]:
        night.blocked[target] = actor
        return
    night.kill(target, s.get("cause", "tormento"))
    night.kill(actor, s.get("self_cause", "sforzo"))


@kernel("predict-death", "counter kill_if_nobody_died cause")
def predict_death(night: "Night", actor: int, power: "Power", args) -> None:
    night.finishers.append((_predict_end, actor, power, args))


def _predict_end(night: "Night", actor: int, power: "Power", args) -> None:
    s = power.settings
    key = (actor, s.get("counter", "punti"))
    target = night.target(power, args)
    if target in night.deaths:
        night.t.counters[key] = night.t.counters.get(key, 0) + 1
    elif not night.deaths and s.get("kill_if_nobody_died", True):
        if night.kill(target, s.get("cause", "shinigami"), unstoppable=True):
            night.t.counters[key] = night.t.counters.get(key, 0) + 1


# -- status.py -------------------------------------------------------------------------------
@kernel("protect", "against")
def protect(night: "Night", actor: int, power: "Power", args) -> None:
    target = night.target(power, args)
    if night.t.unsavable[target]:
        return
    against = power.settings.get("against")
    night.guards.setdefault(target, []).append((actor, tuple(against) if against else None))


@kernel("block", "tell_target")
def block(night: "Night", actor: int, power: "Power", args) -> None:
    night.blocked[night.target(power, args)] = actor


@kernel("add-status", "status tell_target message", targeted=False)
def add_status(night: "Night", actor: int, power: "Power", args) -> None:
    t = night.t
    status = power.settings.get("status", power.id)
    for target in night.players(power, args):
        if t.alive[target]:
            t.status[status] = t.status.get(status, 0) | 1 << target


@kernel("resurrect", "cause died_tonight")
def resurrect(night: "Night", actor: int, power: "Power", args) -> bool | None:
    target = night.target(power, args)
    if power.settings.get("died_tonight") and target not in night.deaths:
        return False
    if not night.t.unsavable[target]:
        night.revive(target, power.settings.get("cause", "resurrezione"))
    return None


@kernel("random-boost", "among weight", "among", targeted=False)
def random_boost(night: "Night", actor: int, power: "Power", args) -> None:
    t = night.t
    pool = (t.mask & t.match(power.settings["among"])).bit_count()
    if pool:        # the heavier vote is the tally's; the draw (one among the pool) is the night's
        night.draw_unseen(pool)


# -- info.py ---------------------------------------------------------------------------------
@kernel("investigate", "lens no_answer message via_item")
def investigate(night: "Night", actor: int, power: "Power", args) -> None:
    s = power.settings
    target = night.target(power, args)
    role = night.t.cards[target].spec
    answer = card_appearance(role, role.conta, s.get("lens", "visto"))
    if answer not in s.get("no_answer", ()):
        night.log.append(("result", actor, target, answer))


@kernel("archive", "book", targeted=False)
def archive(night: "Night", actor: int, power: "Power", args) -> None:
    night.t.notes.setdefault(power.settings.get("book", "archive"), []).append(args[0] if args else "")


@kernel("retrieve", "book", targeted=False)
def retrieve(night: "Night", actor: int, power: "Power", args) -> bool:
    t = night.t
    documents = t.notes.get(power.settings.get("book", "archive"), [])
    if not documents:
        return False        # nothing taken: the use is not spent
    if t.rules.policies.get("retrieve_takes_document", False):
        documents.pop()
    return True


# -- items.py ----------------------------------------------------------------------------------
@kernel("rob", "reveals_to", "reveals_to")
def rob(night: "Night", actor: int, power: "Power", args) -> bool:
    t = night.t
    target = night.target(power, args)
    if night.start_items[actor]:
        return False        # "non può provare a derubare finché ha oggetti in proprio possesso"
    gave = t.gave.get(actor)
    if gave and gave[0] == night.index - 1 and target in gave[1]:
        return False
    if t.items[target]:
        night.robberies[target] = actor
    elif t.is_(target, power.settings.get("reveals_to", "conta:LUPO")) and target != actor:
        t.knows[target] |= 1 << actor
    return True


class _Delivery:
    """items.py _Delivery: each holder's items to the players he names, or by the policy."""

    def __init__(self, night: "Night", settings: dict[str, Any]) -> None:
        self.night = night
        self.t = t = night.t
        self.groups = [(g, t.match(g)) for g in settings.get("closed_groups", ())]
        self.missing = t.rules.policies.get("missing_pass", "random")
        self.found: dict[int, set[int]] = {}
        self.lethal = [a for a in night.actions if a[1].lethal]
        # holder -> item -> recipient, the last order for an item standing (only his items
        # still in hand are looked up)
        self.orders: dict[int, dict[str, int]] = {}
        for who, item, to in night.deliveries:
            self.orders.setdefault(who, {})[item] = to

    def group_of(self, a: int, b: int) -> str:
        both = 1 << a | 1 << b
        for group, mask in self.groups:
            if mask & both == both:
                return group
        return ""

    def victims(self, holder: int) -> set[int]:
        """items.py _possible_victims: whom the holder's own lethal powers may kill tonight
        (the actions are bound and the living only die during the delivery: once a holder)."""
        found = self.found.get(holder)
        if found is None:
            found = self.found[holder] = self._victims(holder)
        return found

    def _victims(self, holder: int) -> set[int]:
        night, t = self.night, self.t
        found: set[int] = set()
        for sender, power, args in self.lethal:
            # the sender, or a living member of the group that sends it
            if holder == sender or power.group and t.alive[holder] and \
                    t.match(t.rules.group_members[power.group]) >> holder & 1:
                found.update(night.players(power, args or ()))
        return found

    def problem(self, holder: int, item: str, to: int, chosen: list[int]) -> str:
        t = self.t
        if to == holder:
            return "self-target"
        if not t.alive[to] and to not in self.night.deaths:
            return "dead-target"
        if to in chosen:
            return "same-recipient"
        if to in self.victims(holder):
            return "possible-victim"
        group = self.group_of(holder, to)
        return "closed-group-pass-used" if group and f"closed-pass:{item}:{group}" in t.flags else ""

    def move(self, holder: int, item: str, to: int, cause: str) -> None:
        t, log = self.t, self.night.log
        t.items[holder].remove(item)
        if to < 0:
            log.append(("item", holder, -1, item, -1, cause))
            return
        group = self.group_of(holder, to)
        if group:
            t.flags.add(f"closed-pass:{item}:{group}")
        if t.alive[to]:
            t.items[to].append(item)
            log.append(("item", holder, to, item, to, cause))
        else:
            log.append(("item", holder, to, item, -1, "recipient-dead"))

    def run(self, holder: int) -> None:
        night, t = self.night, self.t
        items = [i for i in night.start_items[holder] if i in t.items[holder]]
        chosen_by = self.orders.get(holder, {})
        if holder in night.robberies:
            for item in items:
                self.move(holder, item, night.robberies[holder], "theft")
            return
        chosen: list[int] = []
        for item in items:
            to = chosen_by.get(item, -1)
            problem = self.problem(holder, item, to, chosen) if to >= 0 else "no-order"
            cause = "passed"
            if problem:
                to, cause = self.fallback(holder, item, chosen), f"default-{self.missing}"
            if to >= 0:
                chosen.append(to)
            self.move(holder, item, to, cause)
        t.gave[holder] = (night.index, chosen)

    def fallback(self, holder: int, item: str, chosen: list[int]) -> int:
        if self.missing != "random":
            return -1
        t = self.t
        pool = [i for i in range(t.n) if t.alive[i] and not self.problem(holder, item, i, chosen)]
        return choice(self.night.rng, pool) if pool else -1


@kernel("deliver-items", "keyword synonyms args closed_groups", table=STEP_KERNELS)
def deliver_items(night: "Night", settings: dict[str, Any]) -> None:
    delivery = _Delivery(night, settings)
    for holder in range(night.t.n):
        if night.t.alive[holder] and night.start_items[holder]:
            delivery.run(holder)


# -- killing.py scheduled_deaths ---------------------------------------------------------------
@kernel("scheduled-deaths", "causes", table=STEP_KERNELS)
def scheduled_deaths(night: "Night", settings: dict[str, Any]) -> None:
    t = night.t
    if not t.scheduled:
        return
    causes = settings.get("causes")
    due = [s for s in t.scheduled if s[0] == night.index and (not causes or s[2] in causes)]
    t.scheduled = [s for s in t.scheduled if s not in due]
    for _, target, cause in due:
        night.kill(target, cause, unstoppable=True)
