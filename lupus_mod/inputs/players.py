"""players.toml, checked: every key's type, the roles and items named, and the names.

`read_players(src, ruleset, first_night)` returns the entries, or raises every problem of the
file at once, each at the line of the key that is wrong.
"""
from __future__ import annotations

import json

from dataclasses import dataclass
from typing import Any

from lupus_mod.errors import GameFolderError, LupusError, raise_all
from lupus_mod.inputs.folder import TomlFile, suggest
from lupus_mod.text.folding import name_key
from lupus_mod.inputs.names import name_refusal, what_key
from lupus_mod.inputs.names import say as say_name
from lupus_mod.lifecycle.substitutions import phase_position
from lupus_mod.rules.checks import shown
from lupus_mod.messages import say
from lupus_mod.rules.spec import Ruleset

_PLAYER_KEYS = ("name", "role", "aliases", "gender", "items", "substitutes", "account_id")
_SUBSTITUTE_KEYS = {"name", "from", "gender", "account_id"}
_TOP_KEYS = ("player", "spare_cards", "counts")   # counts: lupus_mod.inputs.deal_check


@dataclass(frozen=True)
class PlayerEntry:
    """A player of players.toml: name, role, aliases, gender, items and substitutes."""
    name: str
    role: str
    aliases: tuple[str, ...] = ()
    gender: str = ""
    items: tuple[str, ...] | None = None
    substitutes: tuple[tuple[str, str], ...] = ()   # (nickname, "night N" / "day N") in order
    # Each substitute's own "m"/"f" ("" when not given), in the order of `substitutes`: the
    # posts agree with the nickname playing the slot (docs/lifecycle.md "Substitutions").
    substitute_genders: tuple[str, ...] = ()
    # The board's member ids of the player's own accounts (`account_id`), and each substitute's
    # ("" when not given), in the order of `substitutes`: the accounts that are this slot's,
    # whatever names they show; any other account under its names is a look-alike (votes.accounts).
    account_ids: tuple[str, ...] = ()
    substitute_account_ids: tuple[str, ...] = ()


class _Roster:
    def __init__(self, src: TomlFile, ruleset: Ruleset | None, first_night: int) -> None:
        self.src = src
        self.ruleset = ruleset
        self.first_night = first_night
        self.problems: list[LupusError] = []
        # name_key -> (player #, his name, what it is: "name", "alias", a substitute's nickname)
        self.seen: dict[str, tuple[int, str, str]] = {}
        self.ids: dict[str, str] = {}                 # member id -> the name it was declared for
        self.held: dict[str, tuple[int, str]] = {}    # item id -> (player #, his name)

    def fail(self, path: tuple[str | int, ...], message: str, hint: str | None = None) -> None:
        self.problems.append(self.src.error(path, message, hint))

    def name(self, value: Any, path: tuple[str | int, ...], owner: int, what: str, player: Any = None) -> str | None:
        refused = name_refusal(value, what)
        if refused:
            self.fail(path, *refused)
            return None
        key = name_key(value)
        if key in self.seen and (self.seen[key][0] != owner or what.startswith("substitute")):
            # (An alias spelling the player's own name another way is harmless; a substitute
            # with the slot's own name, or twice the same substitute, is not a substitution.)
            # The first of the two is named by its player's own name and what it is to him:
            # "Sam" declared as Samvise's alias is "the alias of player 3 (Samvise)".
            first, holder, kind = self.seen[key]
            other = say_name({"name": "other-player", "alias": "other-alias"}.get(kind, "other-substitute"),
                             n=first + 1, name=holder)
            self.fail(path, say_name("same-name", what=say_name(what_key(what)), name=value, other=other),
                      say_name("same-name-hint"))
            return None
        self.seen.setdefault(key, (owner, str(player if isinstance(player, str) else value), what))
        return value

    def strings(self, raw: dict[str, Any], key: str, path: tuple[str | int, ...]) -> list[tuple[int, Any]]:
        value = raw.get(key, [])
        if isinstance(value, str):
            return [(-1, value)]          # `aliases = "Gala"`: one alias
        if not isinstance(value, list):
            self.fail(path + (key,), say("players.list-of-strings", key=key, value=shown(value)),
                      say("players.list-of-strings-hint", key=key))
            return []
        return list(enumerate(value))

    def player(self, n: int, raw: Any) -> PlayerEntry | None:
        path: tuple[str | int, ...] = ("player", n)
        if not isinstance(raw, dict):
            self.fail(path, say("players.not-a-table", n=n + 1, value=shown(raw)))
            return None
        for key in sorted(set(raw) - set(_PLAYER_KEYS)):
            self.fail(path + (key,), say("players.unknown-key", n=n + 1, key=key,
                                         suggestion=suggest(key, _PLAYER_KEYS)),
                      say("players.unknown-key-hint", keys=", ".join(_PLAYER_KEYS)))
        missing = [k for k in ("name", "role") if k not in raw]
        if missing:
            self.fail(path, say("players.needs", n=n + 1, keys="` + `".join(missing)),
                      say("players.needs-hint"))
        name = self.name(raw.get("name"), path + ("name",), n, "name") if "name" in raw else None
        role = self.role(raw.get("role"), path + ("role",)) if "role" in raw else None
        aliases = [self.name(a, path + ("aliases",) + ((k,) if k >= 0 else ()), n, "alias", raw.get("name"))
                   for k, a in self.strings(raw, "aliases", path)]
        items = [self.held_once(self.item(i, path + ("items", k)), path + ("items", k), n, raw.get("name"))
                 for k, i in self.strings(raw, "items", path)]
        gender = self.gender(raw, path)
        subs = self.substitutes(raw, path, n)
        ids = self.account_ids(raw, path, name)
        if name is None or role is None or None in aliases or None in items or subs is None or ids is None:
            return None
        return PlayerEntry(name, role, tuple(aliases), gender, tuple(items) if "items" in raw else None,
                           tuple((nick, start) for nick, start, _, _ in subs), tuple(g for _, _, g, _ in subs),
                           ids, tuple(i for _, _, _, i in subs))

    def held_once(self, item: str | None, path: tuple[str | int, ...], n: int, owner: Any) -> str | None:
        """An item given to one player only: each is one thing (two palantír would both move,
        and two players be told they received it)."""
        if item is None:
            return None
        if item in self.held and self.held[item][0] != n:
            first, holder = self.held[item]
            self.fail(path, say("players.item-twice", item=item, n=first + 1, name=holder),
                      say("players.item-twice-hint"))
            return None
        self.held[item] = (n, str(owner))
        return item

    def account_ids(self, raw: dict[str, Any], path: tuple[str | int, ...], owner: Any
                    ) -> tuple[str, ...] | None:
        """`account_id = "1234"` (or a list: a player posting with two accounts): the board's
        member ids of his accounts, digits as the board's profile links write them, each
        declared once in the file."""
        if "account_id" not in raw:
            return ()
        value = raw["account_id"]
        here = path + ("account_id",)
        found = [(here + (k,), v) for k, v in enumerate(value)] if isinstance(value, list) else [(here, value)]
        ids: list[str] = []
        for where, item in found or [(here, value)]:
            member = str(item) if isinstance(item, int) and not isinstance(item, bool) and item > 0 else item
            if not isinstance(member, str) or not member.isascii() or not member.isdigit():
                self.fail(where, say("account-ids.shape", value=shown(item)), say("account-ids.shape-hint"))
                return None
            member = member.lstrip("0") or "0"
            if member in self.ids:
                self.fail(where, say("account-ids.twice", id=member, name=self.ids[member]),
                          say("account-ids.twice-hint"))
                return None
            self.ids[member] = str(owner)
            ids.append(member)
        return tuple(ids)

    def gender(self, raw: dict[str, Any], path: tuple[str | int, ...]) -> str:
        """A player's or a substitute's `gender`: "m", "f" or "" (not given)."""
        gender = raw.get("gender", "")
        if gender not in ("", "m", "f"):
            self.fail(path + ("gender",), say("players.gender", value=shown(gender)), say("players.gender-hint"))
        return gender if isinstance(gender, str) else ""

    def role(self, value: Any, path: tuple[str | int, ...]) -> str | None:
        roles = self.ruleset.roles if self.ruleset is not None else None
        return self._known(value, path, "role", roles)

    def item(self, value: Any, path: tuple[str | int, ...]) -> str | None:
        items = self.ruleset.items if self.ruleset is not None else None
        return self._known(value, path, "item", items)

    def _known(self, value: Any, path: tuple[str | int, ...], what: str, known: Any) -> str | None:
        """An id of roles.toml (not checked when roles.toml itself could not be read);
        `what`: "role" or "item"."""
        if not isinstance(value, str):
            self.fail(path, say(f"players.{what}-type", value=shown(value)), say(f"players.unknown-{what}-hint"))
            return None
        ids = [entry.id for entry in known] if known is not None else [value]
        if value not in ids:
            self.fail(path, say(f"players.unknown-{what}", value=value, suggestion=suggest(value, ids)),
                      say(f"players.unknown-{what}-hint"))
            return None
        return value

    def substitutes(self, raw: dict[str, Any], path: tuple[str | int, ...], n: int
                    ) -> tuple[tuple[str, str, str, str], ...] | None:
        """Each substitute's (nickname, "night N" / "day N", gender, member id or "")."""
        entries = raw.get("substitutes", [])
        here = path + ("substitutes",)
        if not isinstance(entries, list):
            self.fail(here, say("players.substitutes-list", value=shown(entries)), say("players.sub-hint"))
            return None
        subs: list[tuple[str, str, str, str]] = []
        since = -1   # the phase the previous substitute took the slot from
        for k, sub in enumerate(entries):
            extra = sorted(set(sub) - _SUBSTITUTE_KEYS) if isinstance(sub, dict) else []
            if extra and "name" in sub:
                self.fail(here, say("substitute-keys.unknown", keys=", ".join(extra), sub=_inline(sub)),
                          say("substitute-keys.unknown-hint"))
                return None
            if not isinstance(sub, dict) or extra or "name" not in sub:
                why = ("players.substitute-no-name" if isinstance(sub, dict) and "name" not in sub
                       else "players.substitute-shape")
                self.fail(here, say(why, sub=_inline(sub)), say("players.sub-hint"))
                return None
            try:
                starts = phase_position(str(sub.get("from", "")), self.first_night)
            except ValueError as error:
                self.fail(here, say("players.substitute-phase", name=sub["name"], problem=error.args[0]),
                          say("players.sub-hint"))
                return None
            if starts <= since:
                # The slot's name at a phase is the last substitute listed from before it: out of
                # order, the dawn would name the earlier one.
                self.fail(here + (k,), say("players.substitute-order", name=sub["name"], earlier=entries[k - 1]["name"]),
                          say("players.substitute-order-hint"))
                return None
            since = starts
            if self.name(sub["name"], here, n, "substitute's nickname", raw.get("name")) is None:
                return None
            ids = self.account_ids(sub, here + (k,), sub["name"])
            if ids is None or len(ids) > 1:
                if ids:
                    self.fail(here + (k, "account_id"), say("account-ids.one-for-substitute", name=sub["name"]),
                              say("account-ids.shape-hint"))
                return None
            subs.append((sub["name"], str(sub.get("from", "")), self.gender(sub, here + (k,)), "".join(ids)))
        return tuple(subs)

    def spare_cards(self) -> tuple[str, ...]:
        """`spare_cards = ["loup-garou", "voyante"]`: the cards the deal left out (the Voleur's)."""
        spare = self.src.data.get("spare_cards", [])
        if not isinstance(spare, list):
            self.fail(("spare_cards",), say("players.spare-cards", value=shown(spare)))
            return ()
        return tuple(r for r in (self.role(r, ("spare_cards", k)) for k, r in enumerate(spare)) if r)


def _inline(value: Any) -> str:
    """A substitute as the GM wrote it in players.toml: `{ name = "Zeno", from = "notte 3" }`."""
    if not isinstance(value, dict):
        return shown(value)
    return "{ " + ", ".join(f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in value.items()) + " }"


def read_players(src: TomlFile, ruleset: Ruleset | None, first_night: int
                 ) -> tuple[tuple[PlayerEntry, ...], tuple[str, ...]]:
    """The players in list order and the spare cards; every problem of the file raised."""
    roster = _Roster(src, ruleset, first_night)
    for key in sorted(set(src.data) - set(_TOP_KEYS)):
        roster.fail((key,), say("players.unknown-top-key", key=key, suggestion=suggest(key, _TOP_KEYS)),
                    say("players.unknown-top-key-hint"))
    entries = src.data.get("player")
    if not isinstance(entries, list) or not entries:
        # A file with no [[player]] at all (empty, or a BOM alone) still names a line: its first.
        roster.problems.append(GameFolderError(say("players.none"), file=src.shown,
                                               line=src.line("player") or 1, hint=say("players.none-hint")))
        entries = []
    players = [roster.player(n, raw) for n, raw in enumerate(entries)]
    spare = roster.spare_cards()
    raise_all(roster.problems)
    return tuple(p for p in players if p is not None), spare


def outsider_names(config: TomlFile, players: tuple[PlayerEntry, ...]) -> list[LupusError]:
    """A GM or a `[votes] non_players` nickname that is a player's name, alias or substitute
    spelt another way (`name_key`): the tally would drop his posts as the GM's, or count the
    GM's as the player's. An error at its line of game.toml, for every command."""
    owners = {name_key(nick): (number, p.name) for number, p in enumerate(players, 1)
              for nick in (p.name, *p.aliases, *(n for n, _ in p.substitutes))}
    votes = config.data.get("votes") if isinstance(config.data.get("votes"), dict) else {}
    outsiders = [(("gm", k), "what-gm", nick) for k, nick in enumerate(_listed(config.data.get("gm")))]
    outsiders += [(("votes", "non_players", k), "what-nickname", nick)
                  for k, nick in enumerate(_listed(votes.get("non_players")))]
    return [config.error(path, say_name("same-name", what=say_name(what), name=nick,
                                        other=say_name("other-player", n=owners[name_key(nick)][0],
                                                       name=owners[name_key(nick)][1])),
                         say_name("same-name-hint"))
            for path, what, nick in outsiders if isinstance(nick, str) and name_key(nick) in owners]


def _listed(value: Any) -> list[Any]:
    """A list of game.toml as written, or none (its type is config_problems' to tell)."""
    return value if isinstance(value, list) else []
