"""The opening post's sections read from the ruleset's data, for every ruleset: the win
conditions, the action order (with the phases a power acting "in another's phase" may name)
and the cards a text in play refers to though nobody is dealt them.

A rulebook's opening post carries all three (Cowboys & Aliens: CONDIZIONI DI VITTORIA, ORDINE
AZIONI, the Soldato Alieno's card the Leader Alieno's text points to): players must know the
rules they play by. Pure: plain data for templates/setup/sections.bbcode.j2.
"""
from __future__ import annotations

from typing import Any, Mapping

from lupus_mod.engine.effects.timing import phase_step
from lupus_mod.rules.spec import PowerSpec, Ruleset, RoleSpec, WinSpec


def _powers_in_play(ruleset: Ruleset, roles: set[str], items: set[str]) -> list[tuple[str, PowerSpec]]:
    """The powers of the roles and items in play, and every group's (a group is a selector
    of players: the roles in play decide who is in it, not whether its power exists)."""
    rows = [(r.name, p) for r in ruleset.roles if r.id in roles for p in r.powers]
    rows += [(g.name, p) for g in ruleset.groups for p in g.powers]
    rows += [(i.name, p) for i in ruleset.items if i.id in items for p in i.powers]
    return rows


def _factions_in_play(ruleset: Ruleset, roles: set[str]) -> set[str]:
    """The factions of the roles in play and those their powers make players join: Cupidon's
    mixed couple ("ils forment une équipe de deux, seuls contre tous", `mixed_faction`)."""
    held = [ruleset.role(r) for r in roles]
    joined = {str(p.settings["mixed_faction"]) for r in held for p in r.powers
              if "mixed_faction" in p.settings}
    return {r.faction for r in held} | joined


def _policy_allows(when: Mapping[str, Any], ruleset: Ruleset) -> bool:
    """False when a part every case of `when` needs is a policy the ruleset switched the other
    way (Licantropi's nota tecnica 14: the draw or the village's win, by `harmless_seek_draw`)."""
    parts = list(when.get("all", ())) if "all" in when else [when]
    for part in parts:
        if "policy" in part and not ruleset.policy(str(part["policy"]), False):
            return False
        negated = part.get("not")
        if isinstance(negated, Mapping) and "policy" in negated and ruleset.policy(str(negated["policy"]), False):
            return False
    return True


def _win_in_play(win: WinSpec, ruleset: Ruleset, roles: set[str]) -> bool:
    """A condition of a role nobody holds, of a faction nobody can be in, or one the ruleset's
    policies rule out, cannot be met."""
    if not _policy_allows(win.when, ruleset):
        return False
    if win.role:
        return win.role in roles
    if win.faction:
        return win.faction in _factions_in_play(ruleset, roles)
    return True


def win_conditions(ruleset: Ruleset, roles: set[str]) -> list[str]:
    """The winning conditions in play, in the ruleset's words."""
    return [w.description for w in ruleset.wins if w.description and _win_in_play(w, ruleset, roles)]


def _phases(ruleset: Ruleset, power: PowerSpec, roles: set[str]) -> list[str]:
    """The roles whose night phase an act-in-phase power may name: a role in play of the
    `phase_of` faction with a night power (the ones the engine accepts)."""
    faction = power.settings.get("phase_of")
    return [r.name for r in ruleset.roles if r.id in roles and phase_step(ruleset, r.id)
            and (not faction or r.faction == faction)]


def action_order(ruleset: Ruleset, roles: set[str], items: set[str]) -> dict[str, Any]:
    """The night's steps that something in play uses, in order, and who may act in whose
    phase (Bandito, Pistolero: "deve anche scegliere la fase notturna di un personaggio della
    fazione Villaggio")."""
    powers = [(owner, p) for owner, p in _powers_in_play(ruleset, roles, items) if not p.day]
    used = {p.step for _, p in powers}
    steps = [s.name for s in ruleset.steps if s.id in used or s.effect]
    in_phase = [{"owner": owner, "keyword": p.keyword, "roles": _phases(ruleset, p, roles)}
                for owner, p in powers if p.effect == "act-in-phase"]
    return {"steps": steps, "in_phase": in_phase}


def _becomes(ruleset: Ruleset, roles: set[str], items: set[str]) -> set[str]:
    """The roles a player may be turned into by something in play: a power's conversion
    (`[[...settings.convert]] role = ...`) or a passive of a role in play (`role = ...`)."""
    found = {str(c["role"]) for _, p in _powers_in_play(ruleset, roles, items)
             for c in p.settings.get("convert", ()) if isinstance(c, Mapping) and c.get("role")}
    found |= {str(s["role"]) for r in ruleset.roles if r.id in roles
              for s in r.passives.values() if s.get("role")}
    return {r for r in found if ruleset.has_role(r)}


def referred_cards(ruleset: Ruleset, roles: set[str], items: set[str]) -> list[RoleSpec]:
    """The roles nobody is dealt that a card in play turns a player into (the Leader Alieno's
    "lo trasformerà in un Soldato Alieno (vedi schedina del ruolo)"): their card is published so
    that the reference leads somewhere."""
    becomes = _becomes(ruleset, roles, items) - roles
    return [r for r in ruleset.roles if r.id in becomes]
