"""days/<d>.toml, checked: its keys, their types and every name, read as the PM logs read them.

    read_day_file(src, rules) -> (burned, choices, every problem of the file)

Every command reads every day file when it loads the game.

A day is applied (`night d+1`, `day d`) only once its file says who burned: `burned` is
required then, `burned = ""` meaning nobody (docs/game-folder.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from lupus_mod.errors import LupusError
from lupus_mod.inputs.folder import TomlFile, suggest
from lupus_mod.inputs.names import unresolved
from lupus_mod.orders.names import Resolution
from lupus_mod.orders.text import fold
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.rules.spec import AT_RANDOM, Ruleset
from lupus_mod.messages import say

# Keys the tally reads or writes (docs/tally.md); `burned` is also the day's outcome.
TALLY_KEYS = ("burned", "opened_post", "opened_page", "malus", "corrections", "edited", "runoff", "revote")
_RUNOFF_KEYS = ("candidates", "opened_post")


@dataclass(frozen=True)
class DayRules:
    """What a day file may say in this game: its choice keys and how names resolve."""

    choice_kinds: Mapping[str, str]            # key -> "player" or "role"
    find_player: Callable[[str], Resolution]
    ruleset: Ruleset
    burns_many: bool = True    # game.toml [votes]: a tie rule "all" burns every tied player
    # The roles of the living at the day's opening, when the day is replayed (None: not known).
    living_roles: frozenset[str] | None = None

    @classmethod
    def of(cls, ruleset: Ruleset, find_player: Callable[[str], Resolution]) -> "DayRules":
        kinds = {key: "player" for key in ruleset.day_keys()}
        for _, power in ruleset.all_powers():
            if power.day and power.args and power.args[0].rstrip("?") in ("role", "text"):
                kinds[power.keyword] = power.args[0].rstrip("?")
        return cls(kinds, find_player, ruleset)

    def role(self, text: str) -> str | None:
        folded = fold(text.strip())
        for role in self.ruleset.roles:
            if folded in {fold(w) for w in (role.id, role.name, *role.aliases)}:
                return role.id
        return None


def _player(src: TomlFile, rules: DayRules, value: Any, path: tuple[str | int, ...],
            problems: list[LupusError]) -> str | None:
    key = " ".join(str(p) for p in path if isinstance(p, str))
    if not isinstance(value, str):
        problems.append(src.error(path, say("days.player-type", key=key, value=shown(value)),
                                  say("days.player-type-hint", key=path[-1] if isinstance(path[-1], str) else key)))
        return None
    found = rules.find_player(value)
    if found.target:
        return found.target
    problems.append(src.error(path, say("days.unresolved", key=key, problem=unresolved(value, found)),
                              say("days.unresolved-hint")))
    return None


def _burned(src: TomlFile, rules: DayRules, problems: list[LupusError]) -> tuple[str, ...]:
    value = src.data.get("burned", "")
    if isinstance(value, str):
        names = [(("burned",), value)] if value.strip() else []
    elif isinstance(value, list):
        names = [(("burned", n), v) for n, v in enumerate(value)]
    else:
        problems.append(src.error(("burned",), say("days.burned-type", value=shown(value)),
                                  say("days.burned-type-hint")))
        return ()
    if len(names) > 1 and not rules.burns_many:
        problems.append(src.error(("burned",), say("days.burns-one", count=len(names)),
                                  say("days.burns-one-hint")))
    found = [_player(src, rules, v, path, problems) for path, v in names]
    return tuple(f for f in found if f)


def _tally_keys(src: TomlFile, rules: DayRules, problems: list[LupusError]) -> None:
    data = src.data
    post = data.get("opened_post")
    if post is not None and not (isinstance(post, str) or type_ok(post, int)):
        problems.append(src.error(("opened_post",), say("days.post-id", value=shown(post)),
                                  say("days.post-id-hint")))
    page = data.get("opened_page")
    if page is not None and not (type_ok(page, int) and page >= 1):
        problems.append(src.error(("opened_page",), say("days.page", value=shown(page)),
                                  say("days.page-hint")))
    for key in ("malus", "corrections", "runoff", "revote"):
        if key in data and not isinstance(data[key], dict):
            problems.append(src.error((key,), say("days.not-table", key=key, value=shown(data[key])),
                                      say("days.see-tally")))
    for name, count in (data.get("malus") if isinstance(data.get("malus"), dict) else {}).items():
        _player(src, rules, name, ("malus", name), problems)
        if not type_ok(count, int):
            problems.append(src.error(("malus", name), say("days.malus-number", name=name, value=shown(count))))
    _corrections(src, rules, problems)
    for ballot in ("runoff", "revote"):
        table = data.get(ballot) if isinstance(data.get(ballot), dict) else {}
        for key in sorted(set(table) - set(_RUNOFF_KEYS)):
            problems.append(src.error((ballot, key), say("days.ballot-key", ballot=ballot, key=key,
                                                         suggestion=suggest(key, _RUNOFF_KEYS))))
        candidates = table.get("candidates", [])
        if not isinstance(candidates, list):
            problems.append(src.error((ballot, "candidates"), say("days.candidates", ballot=ballot)))
        else:
            for n, name in enumerate(candidates):
                _player(src, rules, name, (ballot, "candidates", n), problems)


# The readings of `[corrections]` that name nobody (docs/tally.md, Corrections).
# "late": the post's vote as written, after the close (a post whose date is not trusted).
_READINGS = ("none", "unvote", "abstain", "late")


def _corrections(src: TomlFile, rules: DayRules, problems: list[LupusError]) -> None:
    """`[corrections]` as the tally reads it, told at its line by every command (not only by
    the tally, which would refuse it once the GM counts): a name, "none", "unvote",
    "abstain", "late", or an elected title, a colon and one of those ("Capitaine : Kilian")."""
    table = src.data.get("corrections") if isinstance(src.data.get("corrections"), dict) else {}
    titles = {fold(t.name) for t in rules.ruleset.titles if t.elected}
    for post, value in table.items():
        path = ("corrections", post)
        if not isinstance(value, str):
            problems.append(src.error(path, say("corrections.not-text", post=post),
                                      say("corrections.not-text-hint", post=post)))
            continue
        title, colon, name = value.partition(":")
        written = name if colon and fold(title.strip()) in titles else value
        if written.strip().casefold() not in _READINGS:
            _player(src, rules, written.strip(), path, problems)


def _choice(src: TomlFile, rules: DayRules, key: str, value: Any,
            problems: list[LupusError]) -> str | None:
    kind = rules.choice_kinds[key]
    if kind == "player" and isinstance(value, str) and value.strip().casefold() in AT_RANDOM \
            and key in {k for t in rules.ruleset.titles for k in (t.elected, t.successor) if k}:
        return value.strip()      # a title drawn from the seed (engine/titles.py)
    if kind == "player":
        return _player(src, rules, value, (key,), problems)
    if not isinstance(value, str) or not value.strip():
        problems.append(src.error((key,), say("days.choice-type", key=key, kind=kind, value=shown(value))))
        return None
    if kind == "role" and rules.role(value) is None:
        problems.append(src.error((key,), say("days.not-a-role", key=key, value=value,
                                              suggestion=suggest(value, (r.name for r in rules.ruleset.roles))),
                                  say("days.not-a-role-hint")))
        return None
    return value


def read_day_file(src: TomlFile, rules: DayRules
                  ) -> tuple[tuple[str, ...], dict[str, str], list[LupusError]]:
    """Who burned, the day's choices (key -> player, or the role named) and every problem."""
    problems: list[LupusError] = []
    known = (*TALLY_KEYS, *rules.choice_kinds)
    for key in sorted(set(src.data) - set(known)):
        problems.append(src.error((key,), say("days.unknown-key", key=key, suggestion=suggest(key, known)),
                                  say("days.unknown-key-hint", keys=", ".join(known))))
    burned = _burned(src, rules, problems)
    _tally_keys(src, rules, problems)
    choices: dict[str, str] = {}
    for key in rules.choice_kinds:
        if key in src.data and src.data[key] != "":
            value = _choice(src, rules, key, src.data[key], problems)
            if value:
                choices[key] = value
    _burned_after_removal(src, rules, burned, choices, problems)
    _burned_in_ballot(src, rules, burned, problems)
    _candidates_twice(src, rules, problems)
    _removed_not_candidate(src, rules, choices, problems)
    return burned, choices, problems


def _candidates(src: TomlFile, rules: DayRules, ballot: str) -> list[tuple[int, str]]:
    """(index, player) of each candidate of [`ballot`] written that names a player."""
    table = src.data.get(ballot)
    names = table.get("candidates") if isinstance(table, dict) else None
    return [(n, found.target) for n, name in enumerate(names if isinstance(names, list) else ())
            if isinstance(name, str) and (found := rules.find_player(name)).target]


def _candidates_twice(src: TomlFile, rules: DayRules, problems: list[LupusError]) -> None:
    """A candidate written twice: the ballot's other candidate is most likely missing."""
    for ballot in ("runoff", "revote"):
        seen: set[str] = set()
        for n, name in _candidates(src, rules, ballot):
            if name in seen:
                problems.append(src.error((ballot, "candidates", n), say("folder-checks.candidate-twice",
                                                                         ballot=ballot, name=name),
                                          say("folder-checks.candidate-twice-hint", ballot=ballot)))
            seen.add(name)


def _removed_not_candidate(src: TomlFile, rules: DayRules, choices: dict[str, str],
                           problems: list[LupusError]) -> None:
    """A removal from the runoff (the Avvocato's `tolgo`) naming no candidate of the [runoff]
    written: the public post would say he took out of it a player who was never in it."""
    among = {name for _, name in _candidates(src, rules, "runoff")}
    removers = {p.keyword for _, p in rules.ruleset.all_powers() if p.day and p.effect == "remove-from-runoff"}
    for key, name in choices.items():
        if among and key in removers and name not in among:
            problems.append(src.error((key,), say("folder-checks.removed-not-candidate", key=key, name=name,
                                                  candidates=", ".join(sorted(among))),
                                      say("folder-checks.removed-not-candidate-hint", key=key, name=name)))


def _burned_in_ballot(src: TomlFile, rules: DayRules, burned: tuple[str, ...],
                      problems: list[LupusError]) -> None:
    """`burned` is the last ballot's result: with its candidates written ([revote], else
    [runoff]), whoever burns is one of them (a GM's slip of a name is not a verdict)."""
    for ballot in ("revote", "runoff"):
        table = src.data.get(ballot)
        names = table.get("candidates") if isinstance(table, dict) else None
        if isinstance(names, list) and names:
            among = {found.target for n in names if isinstance(n, str) and (found := rules.find_player(n)).target}
            for name in burned:
                if name not in among:
                    problems.append(src.error(("burned",), say("days.burned-not-candidate", name=name, ballot=ballot,
                                                               candidates=", ".join(map(str, names))),
                                              say("days.burned-not-candidate-hint", ballot=ballot)))
            return


def _burned_after_removal(src: TomlFile, rules: DayRules, burned: tuple[str, ...],
                          choices: dict[str, str], problems: list[LupusError]) -> None:
    """Avvocato: "Ogni giorno puo' togliere qualcuno dal ballottaggio per il rogo": the runoff
    cannot burn the player he took out of it (burned is the runoff's result; the Sindaco who
    condemns him instead writes his own key). Only a removal someone alive may make: the
    `tolgo` of a dead or vampirized Avvocato is refused, and the runoff may burn that player;
    known only when the day is replayed (`living_roles`)."""
    if rules.living_roles is None:
        return
    removers = {p.keyword for owner, p in rules.ruleset.all_powers() if p.day
                and p.effect == "remove-from-runoff" and owner.removeprefix("role:") in rules.living_roles}
    for key, name in choices.items():
        if key in removers and name in burned:
            problems.append(src.error(("burned",), say("days.burned-removed", name=name, key=key),
                                      say("days.burned-removed-hint", name=name, key=key)))
