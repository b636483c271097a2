"""The day of a loop turn: the circle's needs, the locations, the attack, the harvest, and the
evening's announcement of the forms (Acchiappastreghe, "Giorno" and "Sera")."""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from lupus_mod.engine.loop.closing import (AFTER_PROTECT, AFTER_WITCHES, Freeze, GUARD_CLOSED,
                                           all_chose, freezes, frozen, late_withdrawals)
from lupus_mod.engine.loop.context import (Ctx, arg, refused, standing, step_effect,
                                           target_problem)
from lupus_mod.engine.loop.state import Event, LoopOrder, LoopState, matches, rng
from lupus_mod.rules.loop import Named, StepSpec


def open_locations(ctx: Ctx, state: LoopState) -> tuple[Named, ...]:
    return tuple(x for x in ctx.loop.locations if int(x.get("from_players", 0)) <= len(state.seats))


@step_effect("draw-needs")
def draw_needs(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """"Vengono scelti a caso tra gli ingredienti dei luoghi aperti, tanti quanti necessari":
    drawn without repeats while there are enough, never more than the cats who can be proposed."""
    pool = [i for x in open_locations(ctx, state) for i in x.get("ingredients", ())]
    wanted = min(ctx.loop.table(str(step.settings["table"]), len(state.seats)),
                 len(state.in_form(ctx.loop.acting_form)))
    draw = rng(ctx.seed, state.day, step.id)
    needs = (draw.sample(pool, wanted) if wanted <= len(pool)
             else [draw.choice(pool) for _ in range(wanted)])
    return replace(state, needs=tuple(needs)), [{"kind": "needs", "public": True,
                                                "needs": list(needs), "day": state.day}], ""


def _where(ctx: Ctx, state: LoopState, step: StepSpec, closed: dict[str, Freeze]
           ) -> tuple[dict[str, str], list[str], list[Event], dict[str, datetime | None]]:
    """Each acting cat's location and the protected locations, from the choices that stand,
    with the time of the PM that placed each."""
    places: dict[str, str] = {}
    placed_by: dict[str, LoopOrder] = {}
    sent: dict[str, datetime | None] = {}
    protected: list[str] = []
    guards: set[str] = set()
    valid = {x.id for x in open_locations(ctx, state)}
    refusal = frozen(ctx, state, step, closed)
    ctx, events = late_withdrawals(ctx, state, step, closed)
    for choice in step.settings.get("choices", ()):
        kept, refusals = standing(ctx, state, choice, refusal)
        events += refusals
        for name, order in kept.items():
            where = arg(order, ctx, "location")
            if where and where not in valid:
                events.append(refused(order, "closed-location", location=where))
                continue
            if ctx.choice(choice).get("effect") == "protect":
                # "non dopo che il cavaliere guardiano ha inviato «Proteggi»"
                protected.append(where)
                guards.add(name)
                places[name] = where
                sent[name] = order.time
                if name in placed_by:
                    events.append(_went_instead(placed_by.pop(name), order))
            elif where and name not in guards:
                places[name] = where
                placed_by[name] = order
                sent[name] = order.time
    return places, protected, events, sent


def _went_instead(went: LoopOrder, guard: LoopOrder) -> Event:
    """The knight's `vado` beside his `proteggo`, which stands: one sent before it he replaced
    himself; one sent after it comes too late ("non dopo che il cavaliere guardiano ha inviato
    «Proteggi»"), and he is told so rather than left to think he went there."""
    after = (went.time, went.line) > (guard.time, guard.line) if went.time and guard.time \
        else went.source == guard.source and went.line > guard.line
    return refused(went, GUARD_CLOSED if after else "replaced")


def _placed_after(sent: dict[str, datetime | None], at: datetime | None) -> set[str]:
    """The cats whose place came from a PM sent after `at` (a first place sent late)."""
    return {n for n, t in sent.items() if t is not None and at is not None and t > at}


def _knight_counted(ctx: Ctx, state: LoopState, step: StepSpec,
                    knight: tuple[str, dict[str, datetime | None]], guard: Freeze | None) -> datetime | None:
    """When the protecting knight's counts are taken: his «Proteggi», or the moment every other
    cat had chosen when that came later; None: the places as they end (he did not protect)."""
    name, sent = knight
    chose = sent.get(name) if guard and name in guard.exempt else None
    if chose is None:
        return None
    others = all_chose(ctx, state, step, {name})
    return max(chose, others) if others is not None else chose


def _counts(state: LoopState, places: dict[str, str], ctx: Ctx, leave_out: set[str]) -> dict[str, int]:
    return {x.id: sum(1 for n, p in places.items() if p == x.id and n not in leave_out)
            for x in open_locations(ctx, state)}


@step_effect("assign-locations")
def assign_locations(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """The locations chosen, a random one for a cat who chose none ("a 0 secondi, ai gatti che
    non hanno scelto viene assegnato un luogo casuale"); the knight and the witches are told the
    number of cats per location, never names."""
    closed = freezes(ctx, state, step)
    places, protected, events, sent = _where(ctx, state, step, closed)
    draw = rng(ctx.seed, state.day, step.id)
    choices = [x.id for x in open_locations(ctx, state)]
    for name in state.in_form(ctx.loop.acting_form):
        if name not in places:
            places[name] = draw.choice(choices)
            events.append({"kind": "random-location", "to": [name], "public": False,
                           "player": name, "location": places[name]})
    attackers = {n for n in places if matches(state, n, str(step.settings.get("counts_to", "")))}
    knights = {n for n in places if matches(state, n, str(step.settings.get("counts_to_last", "")))}
    for knight in sorted(knights, key=state.names.index):
        # "sceglie per ultimo, dopo tutti gli altri gatti, vedendo solo il numero di gatti per luogo"
        # With the places closed at his «Proteggi», the counts are those of the moment the GM
        # could send them: his «Proteggi», or once every other cat chose if he wrote before
        # them (never the zeros of a morning «proteggo il mulino»); a cat whose first place
        # came later was not there yet.
        guard = closed.get(AFTER_PROTECT) if places[knight] in protected else None
        late = _placed_after(sent, _knight_counted(ctx, state, step, (knight, sent), guard))
        events.append({"kind": "counts", "to": [knight], "public": False,
                       "counts": _counts(state, places, ctx, attackers | {knight} | late)})
    # Policy guard_in_witch_counts (docs/rulings/acchiappastreghe.md, "The knight in the
    # witches' count"): "Ordine di partenza = … → cavaliere guardiano (quando protegge) →
    # streghe", so by default he has left for his location when the witches count.
    guarding = {n for n in knights if places[n] in protected}
    hidden = attackers if ctx.ruleset.policy("guard_in_witch_counts", True) else attackers | guarding
    if attackers:
        # With the places closed when the witches' turn began, the counts are those they chose
        # on ("In questi 15 secondi solo le streghe vedono … il numero di gatti per luogo").
        began = closed.get(AFTER_WITCHES)
        late = _placed_after(sent, began.at) if began else set()
        events.append({"kind": "counts", "to": sorted(attackers, key=state.names.index),
                       "public": False, "counts": _counts(state, places, ctx, hidden | late)})
    drawn = tuple(e["player"] for e in events if e["kind"] == "random-location")
    return replace(state, places=places, protected=tuple(protected), drawn=drawn), events, ""


def _unlocked_by(ctx: Ctx) -> dict[str, bool]:
    """What a locked spell waits for, when it is the rituals held rather than the seals."""
    return {"by_rituals": True} if ctx.loop.spells_unlock_with_rituals() else {}


def _spell(ctx: Ctx, state: LoopState, witch: str, step: StepSpec) -> tuple[Named, list[Event]]:
    kept, events = standing(ctx, state, str(step.settings["spell_choice"]))
    order = kept.get(witch)
    chosen = ctx.loop.find("spells", str(step.settings["default_spell"]))
    if order is not None:
        wanted = next((s for s in ctx.loop.spells if s.id == arg(order, ctx, "spell")), None)
        seals = state.counter(str(step.settings["unlock_counter"]))
        if wanted is None:
            events.append(refused(order, "not-a-spell", instead=chosen.id))
        elif int(wanted.get("unlock", 0)) > seals:
            # The witch is told which spell was cast in its place (the default one).
            events.append(refused(order, "spell-locked", unlock=int(wanted.get("unlock", 0)),
                                  instead=chosen.id, **_unlocked_by(ctx)))
        else:
            chosen = wanted
    return chosen, [e for e in events if e["player"] == witch]


@step_effect("attack")
def attack(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """① "attacco (creazione delle rane)": each witch's attack at once, each a spell of
    [[spell]]; "Proteggi" stops every attack on a cat at the protected location."""
    choice = str(step.settings["target_choice"])
    kept, events = standing(ctx, state, choice)
    after = state
    # Policy attacks_together (docs/rulings/acchiappastreghe.md, "A witch frogged by another
    # witch"): "Alla fine del giorno tutto viene risolto insieme", so by default a witch made a
    # frog by another witch's attack still lands her own; otherwise the attacks go in seat order.
    together = ctx.ruleset.policy("attacks_together", True)
    for witch in state.names:
        order = kept.get(witch)
        if order is None:
            continue
        if not together and after.forms[witch] != ctx.loop.acting_form:
            events.append(refused(order, "frogged-before-attack"))
            continue
        spell, told = _spell(ctx, state, witch, step)
        events += told
        problem = target_problem(ctx, state, order, choice)
        if problem:
            events.append(refused(order, problem))
            continue
        after, outcome = _cast(state, after, (witch, arg(order, ctx, "player")), spell,
                               str(step.settings.get("guards", "")))
        events += outcome
    return after, _repelled_once(events), ""


def _repelled_once(events: list[Event]) -> list[Event]:
    """Both witches stopped at the knight's place: he reads it once, with how many attacks he
    repelled (two equal lines would read as a slip of the GM's)."""
    counts: dict[tuple[str, str], int] = {}
    for e in events:
        if e["kind"] == "repelled":
            key = (e["to"][0], e["location"])
            counts[key] = counts.get(key, 0) + 1
    out: list[Event] = []
    for e in events:
        key = (e["to"][0], e["location"]) if e["kind"] == "repelled" else None
        if key is None:
            out.append(e)
        elif key in counts:
            out.append({**e, "count": counts.pop(key)})
    return out


def _cast(before: LoopState, state: LoopState, pair: tuple[str, str], spell: Named,
          guards: str) -> tuple[LoopState, list[Event]]:
    witch, target = pair
    settings = dict(spell.get("settings", {}))
    where = before.places.get(target, "")
    told = {"kind": "attack", "to": [witch], "public": False, "player": witch, "target": target,
            "spell": spell.id}
    if settings.get("same_location") and where != before.places.get(witch):
        return state, [{**told, "result": "elsewhere"}]
    if where in before.protected:
        knights = [n for n, p in before.places.items() if p == where
                   and matches(before, n, guards)]
        return state, [{**told, "result": "protected"},
                       *({"kind": "repelled", "to": [k], "public": False, "location": where}
                         for k in knights)]
    if spell.get("effect") == "spoil":
        return replace(state, spoiled=(*state.spoiled, where)), [{**told, "result": "spoiled",
                                                                  "location": where}]
    form = str(settings.get("form", ""))
    # Both witches on one cat: each learns her attack worked; he is told once that he changed.
    changed = [] if state.forms.get(target) == form else [
        {"kind": "transformed", "to": [target], "public": False, "player": target, "form": form}]
    return state.with_form(target, form), [{**told, "result": "transformed"}, *changed]


@step_effect("distribute")
def distribute(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """③ "distribuzione degli ingredienti": every cat still in human form who collected (not
    the knight who protected, not at a location under the Nebbia) gets one ingredient of his
    location, drawn at random."""
    draw = rng(ctx.seed, state.day, step.id)
    events: list[Event] = []
    ingredients = {x.id: list(x.get("ingredients", ())) for x in ctx.loop.locations}
    for name in state.in_form(ctx.loop.acting_form):
        where = state.places.get(name, "")
        guards = where in state.protected and matches(state, name, str(step.settings.get("guards", "")))
        if not where or guards or where in state.spoiled:
            events.append({"kind": "collected", "to": [name], "public": False, "player": name,
                           "location": where, "ingredient": "", "guarded": guards})
            continue
        found = draw.choice(ingredients[where])
        state = state.with_bag(name, (*state.bag(name), found))
        events.append({"kind": "collected", "to": [name], "public": False, "player": name,
                       "location": where, "ingredient": found, "guarded": False})
    return state, events, ""


@step_effect("announce-forms")
def announce_forms(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """"L'anatra annuncia i gatti che oggi non sono tornati (nuove rane) e i gatti tornati
    normali. Le rane vengono sempre trovate allo stagno": never where it happened."""
    acting = ctx.loop.acting_form
    frogs = [n for n in state.names if state.dawn_forms.get(n) == acting and state.forms[n] != acting]
    back = [n for n in state.names if state.dawn_forms.get(n) != acting and state.forms[n] == acting]
    return state, [{"kind": "evening", "public": True, "frogs": frogs, "back": back}], ""
