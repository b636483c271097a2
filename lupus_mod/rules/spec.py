"""What a ruleset states: factions, roles, powers, items, the night's steps, policies, wins.

These are plain facts read from a ruleset's TOML (see `lupus_mod.rules.load`). The engine
interprets them through a small vocabulary of named effects; nothing here runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from lupus_mod.rules.loop import NO_LOOP, LoopSpec
from lupus_mod.rules.public import PublicSpec

EMPTY: Mapping[str, Any] = MappingProxyType({})
DAWN_STEP = "alba"      # the engine's step of the night's end (reserved: rules/authoring.py)
STAKE_STEP = "rogo"     # the day's step of the stake, where the ruleset declares no [[day_step]]


def no_map() -> Any:
    """A field defaulting to the shared empty read-only mapping."""
    return field(default_factory=lambda: EMPTY)


def frozen_map(data: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(data or {}))


@dataclass(frozen=True)
class PowerSpec:
    """One ability of a role or an item: an order keyword bound to an effect at a step."""

    id: str
    effect: str
    step: str
    keyword: str = ""                 # empty: automatic, runs without an order
    synonyms: tuple[str, ...] = ()    # every word read for the keyword, foreign_synonyms included
    # Those of another language than the ruleset's ("indago" in Thiercelieux): `roles` leaves
    # them out of the listing in the game's language.
    foreign_synonyms: tuple[str, ...] = ()
    # Phrases of several words players write for the order ("la vittima è"): docs/orders.md.
    phrases: tuple[str, ...] = ()
    args: tuple[str, ...] = ()        # "player", "item", "role", "text"; "?" suffix = optional
    from_night: int = 1               # first night (counted as nights played) it may be used
    uses: int = 0                     # 0 = unlimited
    group: str = ""                   # one order per group per night (the pack's kill)
    lethal: bool = False              # its target may die tonight (item passing rule)
    unblockable: bool = False
    day: bool = False                 # a day-time choice, read from days/<d>.toml
    target: str = "other-alive"       # who may be chosen: other-alive, alive, any, dead, other
    distinct_targets: bool = False    # several player args must differ
    never_same_target: bool = False   # never the same player twice in the game
    not_consecutive: bool = False     # not the same player two nights running
    every: int = 1                    # nights between two uses (2: every other night)
    blocked_use_counts: bool = False  # a blocked order spends a use (and starts `every` again)
    visits: bool = True               # aimed at a player, it is a visit (watchers see it)
    acts_while: str = "alive"         # roles.toml `while`: "alive", or "dead" (a power of the dead)
    # The rulebook makes the order mandatory (Cupidon "va désigner deux personnes"): a night
    # its holder may use it and sends none is told to the GM (play/required_orders.py).
    required: bool = False
    settings: Mapping[str, Any] = no_map()
    description: str = ""

    @property
    def automatic(self) -> bool:
        return not self.keyword and not self.day

    @property
    def living_target(self) -> bool:
        """Its target must be alive (`other-alive`, `alive`): an order on a dead player is refused."""
        return self.target in ("other-alive", "alive")

    @property
    def own_synonyms(self) -> tuple[str, ...]:
        """The synonyms in the ruleset's language (`synonyms` of roles.toml)."""
        return self.synonyms[:len(self.synonyms) - len(self.foreign_synonyms)]

    def setting(self, key: str, default: Any = None) -> Any:
        return self.settings.get(key, default)


@dataclass(frozen=True)
class RoleSpec:
    """A role of the ruleset: faction, what it shows and counts as, its powers and passives."""
    id: str
    name: str
    faction: str
    visto: str = "INNOCENTE"
    conta: tuple[str, ...] = ("UMANO",)
    appears: Mapping[str, str] = no_map()     # answers to other lenses, e.g. {"lupo": "LUPO"}
    hero: bool = False                     # a special VILLAGGIO role (Lupo Cattivo's question)
    unaware_as: str = ""                   # the role the player is told he has
    aliases: tuple[str, ...] = ()          # other names players use for the role
    knows: tuple[str, ...] = ()            # selectors of whom the role knows from the start
    tags: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    powers: tuple[PowerSpec, ...] = ()
    passives: Mapping[str, Mapping[str, Any]] = no_map()   # named passive rules with settings
    count: int = 1                         # how many of this role in the standard composition
    description: str = ""
    # Roles whose entry the description points to ("Vedi anche la voce Oste"): the pointer is
    # written only when that role is in the game (templates/setup/words.j2, see_also).
    see_also: tuple[str, ...] = ()

    def power(self, power_id: str) -> PowerSpec | None:
        return next((p for p in self.powers if p.id == power_id), None)


@dataclass(frozen=True)
class ItemSpec:
    """An item of the ruleset: its names, where it starts, its powers."""
    id: str
    name: str
    short_names: tuple[str, ...] = ()
    start: str = ""                        # "random": a random player; else a role's `items`
    article: str = ""                      # "lo": the name inside a sentence, "lo Specchio"
    powers: tuple[PowerSpec, ...] = ()
    description: str = ""


@dataclass(frozen=True)
class StepSpec:
    """A step of the night, in the ruleset's action order."""
    id: str
    name: str
    effect: str = ""                       # a step of its own (item delivery), not a role's power
    settings: Mapping[str, Any] = no_map()


@dataclass(frozen=True)
class GroupSpec:
    """Players who share powers and send one order for all (the pack)."""

    id: str
    members: str                           # a selector, e.g. "conta:LUPO"
    powers: tuple[PowerSpec, ...] = ()
    name: str = ""


@dataclass(frozen=True)
class FactionSpec:
    """A faction of the ruleset."""
    id: str
    name: str


@dataclass(frozen=True)
class WinSpec:
    """A winning condition: `when` is a small condition tree (see lupus_mod.engine.wins)."""

    id: str
    faction: str = ""
    role: str = ""
    when: Mapping[str, Any] = no_map()
    alone: bool = False                    # the winner(s) take the victory from everyone else
    at_end_only: bool = False              # checked only once the game has ended otherwise
    joins_if_alive: bool = False           # if not alone, wins with the winners while alive
    description: str = ""


# The words of a title's key drawing its holder from the seed: "S'il y a un désaccord pour
# l'élection du capitaine, celui-ci peut être choisi au hasard."
AT_RANDOM = ("hasard", "random", "caso")


@dataclass(frozen=True)
class TitleSpec:
    """An elected title that is no role (Thiercelieux's Capitaine): a status given by a key of
    the day record, handed on by another key when its holder dies, with a heavier vote."""

    id: str                                # also the status its holder carries
    name: str
    elected: str = ""                      # days/<d>.toml key naming the elected player
    successor: str = ""                    # days/<d>.toml key naming the heir of a dead holder
    weight: int = 1                        # the holder's vote
    weight_policy: str = ""                # policy: "tie" (only to break a tie) or "always"
    description: str = ""


@dataclass(frozen=True)
class DecisionSpec:
    """A question the phase cannot finish without (the Sorcière once she knows the victim, the
    Chasseur's shot, the Capitaine's heir): the message that asks it, and how it is answered:
    an order of one of the `answers` powers in the night's log (valid after the deadline for
    the player asked only), or the `day_key` of the day record."""

    id: str
    name: str                              # the words the GM reads ("le choix de la Sorcière")
    asked_by: tuple[str, ...] = ()         # message ids that put the question
    answers: tuple[str, ...] = ()          # power ids whose order answers it
    day_key: str = ""                      # days/<d>.toml key that answers it


@dataclass(frozen=True)
class Ruleset:
    """A ruleset read from roles.toml: factions, roles, items, steps, policies and wins."""
    id: str
    name: str
    language: str
    factions: tuple[FactionSpec, ...]
    roles: tuple[RoleSpec, ...]
    items: tuple[ItemSpec, ...]
    steps: tuple[StepSpec, ...]
    wins: tuple[WinSpec, ...]
    policies: Mapping[str, Any] = no_map()
    settings: Mapping[str, Any] = no_map()    # the public game settings (abstention, ties, …)
    groups: tuple[GroupSpec, ...] = ()
    composition: Mapping[str, Any] = no_map()
    day_steps: tuple[StepSpec, ...] = ()      # the day's order of day powers (see engine/stake.py)
    titles: tuple[TitleSpec, ...] = ()
    public: PublicSpec = PublicSpec()           # what the thread may learn ([public])
    decisions: tuple[DecisionSpec, ...] = ()
    loop: LoopSpec = NO_LOOP                    # the phases of a turn ([[phase]], rules/night_day.py)
    _roles_by_id: Mapping[str, RoleSpec] = field(default_factory=lambda: EMPTY, repr=False, compare=False)
    _items_by_id: Mapping[str, ItemSpec] = field(default_factory=lambda: EMPTY, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_roles_by_id", frozen_map({r.id: r for r in self.roles}))
        object.__setattr__(self, "_items_by_id", frozen_map({i.id: i for i in self.items}))

    def role(self, role_id: str) -> RoleSpec:
        return self._roles_by_id[role_id]

    def has_role(self, role_id: str) -> bool:
        return role_id in self._roles_by_id

    def item(self, item_id: str) -> ItemSpec:
        return self._items_by_id[item_id]

    def has_item(self, item_id: str) -> bool:
        return item_id in self._items_by_id

    def faction_name(self, faction_id: str) -> str:
        return next((f.name for f in self.factions if f.id == faction_id), faction_id.upper())

    def step_index(self, step_id: str) -> int:
        return next(i for i, s in enumerate(self.steps) if s.id == step_id)

    def policy(self, key: str, default: Any = None) -> Any:
        return self.policies.get(key, default)

    def decisions_asked_by(self, message: str) -> tuple[DecisionSpec, ...]:
        return tuple(d for d in self.decisions if message in d.asked_by)

    def decision(self, decision_id: str) -> DecisionSpec | None:
        return next((d for d in self.decisions if d.id == decision_id), None)

    def group(self, group_id: str) -> GroupSpec | None:
        return next((g for g in self.groups if g.id == group_id), None)

    def day_keys(self) -> tuple[str, ...]:
        """Keys of days/<d>.toml that name a player: day powers, titles, passives' `day_key`."""
        keys = [p.keyword for _, p in self.all_powers() if p.day]
        keys += [k for t in self.titles for k in (t.elected, t.successor) if k]
        keys += [s["day_key"] for r in self.roles for s in r.passives.values() if "day_key" in s]
        return tuple(dict.fromkeys(keys))

    def all_powers(self) -> tuple[tuple[str, PowerSpec], ...]:
        """Every power with its owner ("role:<id>", "item:<id>" or "group:<id>")."""
        owned = [(f"role:{r.id}", p) for r in self.roles for p in r.powers]
        owned += [(f"group:{g.id}", p) for g in self.groups for p in g.powers]
        owned += [(f"item:{i.id}", p) for i in self.items for p in i.powers]
        return tuple(owned)
