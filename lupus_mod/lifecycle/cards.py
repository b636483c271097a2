"""What goes on a role card and on the opening post (the templates in templates/setup/).

A card is built from the role the player *believes* he has: an unaware role gets exactly the
card of that role, so nothing on it can tell him the truth. Pure: plain data for the templates.
"""
from __future__ import annotations

import re
from typing import AbstractSet, Any, Mapping

from lupus_mod.engine.seats import matches_any
from lupus_mod.lifecycle.deal import Dealt
from lupus_mod.lifecycle.knowledge import Known, believed_role, seat_of, shown_conta
from lupus_mod.lifecycle.opening_sections import action_order, referred_cards, win_conditions
from lupus_mod.rules.spec import PowerSpec, Ruleset

_HHMM = re.compile(r"^\d{1,2}:\d{2}$")


def _ordered(powers: list[tuple[str, PowerSpec]], ruleset: Ruleset, day: bool = False
             ) -> list[dict[str, Any]]:
    """Powers sent by order, night ones (or `day` ones) in their steps' order, with who they
    belong to. A day power's keyword is the key the GM writes in days/<d>.toml."""
    steps = {s.id: i for i, s in enumerate(ruleset.day_steps if day else ruleset.steps)}
    rows = [{"owner": owner, "power": p} for owner, p in powers if p.keyword and p.day == day]
    return sorted(rows, key=lambda r: steps.get(r["power"].step, len(steps)))


def delivery(ruleset: Ruleset) -> Mapping[str, Any] | None:
    """The item-delivery step's settings (its keyword and arguments), if the ruleset has one."""
    step = next((s for s in ruleset.steps if s.effect == "deliver-items"), None)
    return step.settings if step else None


def card(player: Dealt, known: tuple[Known, ...], ruleset: Ruleset,
         in_game: AbstractSet[str] = frozenset()) -> dict[str, Any]:
    """A player's role card; `in_game`: the roles dealt, the only ones its description may
    point to (a role's `see_also`)."""
    role = believed_role(ruleset, player.role)
    seat = seat_of(ruleset, player.name, role)
    powers = [("", p) for p in role.powers]
    groups = [g for g in ruleset.groups if matches_any(seat, g.members, ruleset)]
    powers += [(g.name, p) for g in groups for p in g.powers]
    held = [ruleset.item(i) for i in player.items]
    powers += [(item.name, p) for item in held for p in item.powers]
    return {
        "name": player.name, "gender": player.gender, "role": role,
        "faction": ruleset.faction_name(role.faction), "conta": shown_conta(role),
        "powers": _ordered(powers, ruleset), "day_powers": _ordered(powers, ruleset, day=True),
        "aura": aura_cards(ruleset), "shows": str(ruleset.settings.get("card_shows", "")),
        "groups": [g.name for g in groups],
        "known": list(known), "items": held, "delivery": delivery(ruleset),
        "see_also": [ruleset.role(o).name for o in role.see_also if o in in_game],
    }


def aura_cards(ruleset: Ruleset) -> bool:
    """Cards that show faction and aura (Licantropi's table), not the visto/conta header."""
    return ruleset.settings.get("card_shows") == "aura"


def opening(config: Mapping[str, Any], dealt: tuple[Dealt, ...], counts: Mapping[str, int],
            ruleset: Ruleset) -> dict[str, Any]:
    """The opening post: the settings form, the schedule and the vote rules of game.toml, and
    only the roles and items in play (an item nobody was dealt is not in the game)."""
    settings = dict(ruleset.settings)
    held = {item for player in dealt for item in player.items}
    items = [item for item in ruleset.items if item.id in held]
    roles = {r for r, n in counts.items() if n}
    shown = [r for r in ruleset.roles if r.id in roles] + referred_cards(ruleset, roles, held)
    return {
        "title": config["title"], "gms": list(config.get("gm", ())), "settings": settings,
        "aura": aura_cards(ruleset), "schedule": _schedule(config, settings),
        "votes": dict(config.get("votes", {})),
        "players": [player.name for player in dealt],
        "roles": [{"role": r, "count": counts.get(r.id, 0), "faction": ruleset.faction_name(r.faction),
                   "conta": shown_conta(r),
                   "see_also": [o.name for o in shown if o.id in r.see_also]} for r in shown],
        "wins": win_conditions(ruleset, roles),
        "order": None if ruleset.loop.declared else action_order(ruleset, roles, held),
        "items": items, "item_rules": list(settings.get("item_rules", ())) if items else [],
        "delivery": delivery(ruleset) if items else None,
        "shows": str(ruleset.settings.get("card_shows", "")),
        "titles": [title_rules(ruleset, title) for title in ruleset.titles],
        "loop_rules": loop_rules(ruleset, len(dealt), {p.role for p in dealt}) if ruleset.loop.declared else None,
    }


def title_rules(ruleset: Ruleset, title: Any) -> dict[str, Any]:
    """What the players must know of an elected title (Thiercelieux's Capitaine): how it is
    given, how much its holder's vote weighs and when (its `weight_policy`), who succeeds."""
    tie_only = bool(title.weight_policy) and ruleset.policy(title.weight_policy, "always") == "tie"
    return {"name": title.name, "elected": bool(title.elected), "successor": bool(title.successor),
            "weight": title.weight, "tie_only": tie_only}


def _schedule(config: Mapping[str, Any], settings: Mapping[str, Any]) -> dict[str, str]:
    """game.toml's times, and the reopening of the thread the ruleset's settings give as
    display text ("Riapertura piazza e votazione: 21:30-22:00 circa")."""
    schedule = {k: str(v) for k, v in config.get("schedule", {}).items() if _HHMM.match(str(v))}
    if settings.get("day_reopens"):
        schedule["day_reopens"] = str(settings["day_reopens"])
    return schedule


def _in_play(who: str, roles: set[str]) -> bool:
    """A choice (or a victory) of a role nobody was dealt is not in the game."""
    return not who.startswith("role:") or who.removeprefix("role:") in roles


def loop_rules(ruleset: Ruleset, players: int, roles: set[str]) -> dict[str, Any]:
    """The values in force of a declared loop, for this number of players: "players must know
    the rules they play by" (docs/rulings/acchiappastreghe.md)."""
    loop = ruleset.loop
    tables = {key: loop.table(key, players) for key in loop.tables}
    return {
        "tables": tables, "last_day": tables.get(loop.last_day),
        "counters": [{"name": c.name, "full": tables.get(str(c.get("full")))} for c in loop.counters],
        "locations": [{"name": x.name, "ingredients": [loop.find("ingredients", i).name
                                                      for i in x.get("ingredients", ())]}
                      for x in loop.locations if int(x.get("from_players", 0)) <= players],
        "spells_by_rituals": loop.spells_unlock_with_rituals(),
        "spells": [{"name": s.name, "unlock": int(s.get("unlock", 0)),
                    "description": str(s.get("description", ""))} for s in loop.spells],
        # "Condizioni di vittoria", "Punti strega" and what each form may do, as the ruleset
        # words them (its `description`s and [forms] rules).
        "victories": [{"winners": str(v.get("winners")), "description": str(v.get("description", ""))}
                      for v in loop.victories
                      if v.get("description") and _in_play(str(v.get("winners")), roles)],
        "scores": [{"name": x.name, "description": str(x.get("description", ""))}
                   for x in loop.scores if x.get("description")],
        "forms": [{"name": loop.form_name(f), "rule": str(rule)}
                  for f, rule in dict(loop.forms.get("rules", {})).items()],
        "choices": [{"keyword": str(c.get("keyword")), "args": list(c.get("args", ())),
                     "description": str(c.get("description", "")),
                     "window": dict(c.get("window", {}))} for c in loop.choices
                    if _in_play(str(c.get("who", "any")), roles)],
    }
