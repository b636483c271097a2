"""The recap for the post-game thread: every night's orders and outcomes, every day's burn.

    recap_facts(ruleset, records, nick, full, gender) -> dict for templates/recap/recap.bbcode.j2

`full` (the game is over) shows everything: each order with its actor's role, who was blocked,
every death with its role and cause, every item movement. Before the end the recap holds only
what the thread was told (deaths, burns, modkills, revivals, public announcements), so it can be
posted at any time. Pure.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from lupus_mod.engine.state import Event, changed, said as said_of
from lupus_mod.lifecycle.chronicle import PhaseRecord
from lupus_mod.lifecycle.told import told_deaths, told_revivals
from lupus_mod.rules.public import on_thread
from lupus_mod.rules.spec import Ruleset

Nick = Callable[[str, str], str]


def _keywords(ruleset: Ruleset) -> dict[str, str]:
    """power id -> its order keyword (the first power with that id); "" for a power that acts
    without an order (the Pastorella's): its id is no word a player wrote."""
    table: dict[str, str] = {}
    for _, power in ruleset.all_powers():
        table.setdefault(power.id, power.keyword)
    return table


def _order(ev: Event, ruleset: Ruleset, keywords: dict[str, str], name: Callable[[str], str],
           roles: dict[str, str]) -> dict[str, Any]:
    # An order a swap moved (swap-targets) as its sender gave it: the swap is his line of its own.
    args = [name(a) if a in roles else (ruleset.item(a).name if ruleset.has_item(a) else
            (ruleset.role(a).name if ruleset.has_role(a) else a)) for a in ev.get("named") or ev.get("args", ())]
    power = str(ev.get("power", ""))
    spec = _power(ruleset, power)
    # A day power without a player (the Shinigami's `double_vote`) is a key of the day file,
    # worded by the template ("voto doppio"), not a word a player wrote.
    key = keywords.get(power, "") if spec is not None and spec.day and not spec.args else ""
    return {"actor": name(ev.actor), "role": ruleset.role(roles[ev.actor]).name,
            "order": " ".join([keywords[power], *args]) if keywords.get(power) and not key else "",
            "key": key, "blocked": ev.kind == "blocked"}


def _named(data: Mapping[str, Any], name: Callable[[str], str], players: set[str]) -> dict[str, Any]:
    """An announcement's data with every player named as in the thread of its phase."""
    def one(value: Any) -> Any:
        if isinstance(value, (list, tuple)):
            return [one(v) for v in value]
        return name(value) if isinstance(value, str) and value in players else value
    return {k: one(v) for k, v in data.items()}


def _implied_target(events: tuple[Event, ...], at: int) -> str:
    """The player an order without its optional target acted on ("je sauve la victime": the
    heal's cancelled death names her), from the events that follow it."""
    order = events[at]
    for ev in events[at + 1:]:
        if ev.kind == "order":
            break
        if ev.actor == order.actor and ev.target:
            return ev.target
    return ""


def _power(ruleset: Ruleset, power_id: Any) -> Any:
    return next((p for _, p in ruleset.all_powers() if p.id == power_id), None)


def _optional_target(ruleset: Ruleset, ev: Event) -> bool:
    power = _power(ruleset, ev.get("power"))
    return power is not None and "player?" in power.args


def _public(record: PhaseRecord, name: Callable[[str], str], gender: Mapping[str, str],
            told: Ruleset | None = None) -> dict[str, Any]:
    """The phase's deaths and revivals: every one (the full recap), or, with `told`, only what
    the thread was told, in the same order (lifecycle.told)."""
    def who(slot: str, cause: str = "") -> dict[str, str]:
        return {"player": name(slot), "cause": cause, "slot": slot, "gender": gender.get(slot, "")}
    if told is None:
        deaths = [who(e.target, e.cause) for e in record.events if e.kind == "death"]
        revived = [who(e.target, e.cause) for e in record.events if e.kind == "revive"]
    else:
        deaths = [who(d["player"], d["cause"])
                  for d in told_deaths(told, record.before, record.events, record.state)]
        revived = [who(n) for n in told_revivals(told, record.before, record.events, record.state)]
    players = {p.name for p in record.before.players}
    # "Il ballottaggio condanna al rogo Totò" comes before his burning: what the thread was
    # told before the phase's first death is told before its deaths.
    first = next((n for n, e in enumerate(record.events) if e.kind == "death"), 0)
    early = {id(e) for e in record.events[:first]}
    said = [(id(e) in early, {"message": e.message, "data": _named(said_of(e), name, players)})
            for e in on_thread(record.events)]
    return {"kind": record.kind, "key": record.key, "deaths": deaths, "revived": revived,
            "announced_first": [a for early, a in said if early],
            "announcements": [a for early, a in said if not early]}


def _full(record: PhaseRecord, ruleset: Ruleset, name: Callable[[str], str],
          gender: Mapping[str, str], keywords: dict[str, str]) -> dict[str, Any]:
    roles = {p.name: p.role for p in record.before.players}
    facts = _public(record, name, gender)
    facts["orders"] = []
    # An order put off to a later step (the Assassino's, to his mystic's turn) is an event at
    # both steps: the recap lists it once.
    seen: set[tuple[str, str, tuple[str, ...]]] = set()
    for at, ev in enumerate(record.events):
        if ev.kind == "card-taken" and ev.actor in roles:
            # The Voleur "joue aussitôt avec la carte prise": his later orders are the new card's.
            roles[ev.actor] = str(ev.get("role", roles[ev.actor]))
        if ev.kind == "day-power" and ev.actor in roles:
            # A day power told to nobody on the thread (the Sindaco's «condanno»): the recap
            # tells it, or the burning of another than the one condemned reads as a mistake.
            ev = changed(ev, args=[ev.target] if ev.target != ev.actor else [])
        elif ev.kind not in ("order", "blocked") or ev.actor not in roles:
            continue
        elif ev.kind == "order":
            said = (ev.actor, str(ev.get("keyword", "")), tuple(map(str, ev.get("args") or ())))
            if said in seen:
                continue
            seen.add(said)
        if ev.kind == "order" and not ev.get("args") and _optional_target(ruleset, ev):
            implied = _implied_target(record.events, at)
            ev = changed(ev, args=[implied] if implied else [])
        facts["orders"].append(_order(ev, ruleset, keywords, name, roles))
    for death in facts["deaths"]:
        death["role"] = ruleset.role(roles[death["slot"]]).name
    facts["items"] = [{"item": ruleset.item(e["item"]).name,
                       "from": name(e.actor or e.target) if (e.actor or e.target) else "",
                       "to": name(e["new_holder"]) if e.get("new_holder") else "", "cause": e.cause}
                      for e in record.events if e.kind == "item" and ruleset.has_item(e.get("item", ""))]
    facts["overrides"] = [{"player": name(e.target), "action": e.cause, "reason": e.get("reason", "")}
                          for e in record.events if e.kind == "override"]
    facts["changes"] = _changes(record, ruleset, name, gender)
    facts["happened"] = _happened(record, ruleset, name)
    return facts


def _told(record: PhaseRecord, note: Event, who: str) -> str:
    """The private message the same step sent the note's player ("shot-lost", "caught"): what
    the note cost him, which the recap says (Pistolero: "perdere il suo unico colpo")."""
    return next((e.message for e in record.events
                 if e.kind == "message" and e.step == note.step and e.to == (who,)), "")


def _happened(record: PhaseRecord, ruleset: Ruleset, name: Callable[[str], str]) -> list[dict[str, str]]:
    """What else the phase's events tell, in their order: a player dying in place of another
    (the Vicesceriffo for the Sceriffo, the Petite Fille for the wolves' victim), an order the
    rules refused (a power lost, its uses spent, too early), and the resolver's notes (a shot
    lost, a conversion caught), with the role of the phase chosen and what the player lost.
    Words: labels.toml [recap-more], [reason], [note], [recap-caught]."""
    rows = []
    dead = {e.target for e in record.events if e.kind == "death"}
    for ev in record.events:
        who = ev.actor
        if ev.kind == "substituted":
            # The spotted Petite Fille healed by the Sorcière became the victim, and lives.
            rows.append({"kind": "substituted" if ev.actor in dead else "substituted-saved",
                         "player": name(ev.actor), "instead": name(ev.target)})
        elif ev.kind == "rejected" and who:
            # A day choice has no line of the player's: its key is worded ("voto doppio").
            rows.append({"kind": "refused", "player": name(who), "order": str(ev.get("raw", "")),
                         "key": str(ev.get("keyword", "")), "reason": ev.cause})
        elif ev.kind == "note" and who and ev.message:
            role = str(ev.get("role", ""))
            rows.append({"kind": "note", "player": name(who), "note": ev.message,
                         "role": ruleset.role(role).name if ruleset.has_role(role) else "",
                         "told": _told(record, ev, who)})
    return rows


def _winners(ruleset: Ruleset, records: list[PhaseRecord], nick: Nick) -> dict[str, Any]:
    """Who won, as the last phase's state says: the winning factions and players."""
    won = records[-1].state.ending if records else None
    if won is None:
        return {}
    phase = records[-1].phase
    return {"factions": [ruleset.faction_name(f) for f in won.factions],
            "players": [nick(p, phase) for p in won.players]}


def _changes(record: PhaseRecord, ruleset: Ruleset, name: Callable[[str], str],
             gender: Mapping[str, str]) -> list[dict[str, Any]]:
    """Who changed side in the phase (a recruit, a brainwash): his role before, the statuses it
    gave him ("reclutato"), his new role and faction when they changed."""
    rows = []
    for slot in dict.fromkeys(e.target for e in record.events if e.kind == "converted"):
        before, after = record.before.player(slot), record.state.player(slot)
        # A side named as the status that made it (« amoureux » in love, in the AMOUREUX' team):
        # said once, as the side (« désormais AMOUREUX », not « amoureux, désormais AMOUREUX »).
        sided = {after.faction} if after.faction != before.faction else set()
        rows.append({"player": name(slot), "gender": gender.get(slot, ""),
                     "was": ruleset.role(before.role).name,
                     "statuses": sorted(set(after.statuses) - set(before.statuses) - sided),
                     "role": ruleset.role(after.role).name if after.role != before.role else "",
                     "faction": ruleset.faction_name(after.faction) if after.faction != before.faction else ""})
    return rows


def recap_facts(ruleset: Ruleset, records: list[PhaseRecord], nick: Nick, full: bool,
                gender: Callable[[str], Mapping[str, str]] | None = None) -> dict[str, Any]:
    """`gender`: a phase's slot -> the gender of the nickname playing it then (Game.genders)."""
    keywords = _keywords(ruleset)
    phases = []
    for record in records:
        name = (lambda n, phase=record.phase: nick(n, phase))
        said = gender(record.phase) if gender else {}
        phases.append(_full(record, ruleset, name, said, keywords) if full
                      else _public(record, name, said, ruleset))
    return {"full": full, "phases": phases, "title_ruleset": ruleset.name,
            "winners": _winners(ruleset, records, nick) if full else {}}
