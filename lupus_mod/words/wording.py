"""The words a GM reads for the engine's ids: roles, factions, powers, steps, causes, statuses.

Every GM-facing view (GM logs, status, recap) goes through `Wording`, so that what it prints is
the ruleset's own names and the language's words of templates/<language>/labels.toml, never
an id (tests/test_no_ids.py).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Mapping

from lupus_mod.words.render import labels, word
from lupus_mod.rules.spec import Ruleset

# Data keys that the GM log's own sentence already says, or that are for machines only.
_SAID = {"message", "answered", "raw", "said", "args", "line", "conditions", "title_name", "order_file", "order_line", "order_raw"}


class Wording:
    def __init__(self, ruleset: Ruleset, language: str, game_dir: Path | None = None) -> None:
        self.ruleset = ruleset
        self.language = language
        self.words = labels(language, game_dir)
        self.sep = "\u00a0: " if language == "fr" else ": "
        self._powers = {p.id: p for _, p in ruleset.all_powers()}

    def say(self, section: str, key: Any) -> str:
        return word(self.words, section, key)

    # -- ids of the ruleset -------------------------------------------------------------------
    def role(self, role_id: str) -> str:
        return self.ruleset.role(role_id).name if self.ruleset.has_role(role_id) else self.say("role", role_id)

    def faction(self, faction_id: str) -> str:
        return self.ruleset.faction_name(faction_id)

    def factions(self, ids: Iterable[str]) -> str:
        """"VILLAGGIO PELLEROSSA e INVASIONE": the last of several joined with "e" ("et")."""
        names = [self.faction(i) for i in ids]
        last = " et " if self.language == "fr" else " e "
        return last.join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else "".join(names)

    def item(self, item_id: str) -> str:
        return self.ruleset.item(item_id).name if self.ruleset.has_item(item_id) else item_id

    def power(self, power_id: str) -> str:
        """A power as the GM knows it: its order word, or its step's name when automatic."""
        power = self._powers.get(power_id)
        if power is None:
            return self.say("power", power_id)
        if power.keyword and "_" not in power.keyword:
            return power.keyword
        return self.step(power.step) if power.step else self.say("power", power_id)

    def step(self, step_id: str) -> str:
        steps = {s.id: s.name for s in (*self.ruleset.steps, *self.ruleset.day_steps)}
        return steps.get(step_id, self.say("step", step_id) if step_id else "")

    def title(self, title_id: str) -> str:
        return next((t.name for t in self.ruleset.titles if t.id == title_id), self.say("status", title_id))

    def status(self, status_id: str, gender: str | None = None) -> str:
        """A status as it agrees with its player's gender (`[status_f]`: "innamorata")."""
        if any(t.id == status_id for t in self.ruleset.titles):
            return self.title(status_id)
        if gender == "f" and status_id in self.words.get("status_f", {}):
            return self.say("status_f", status_id)
        return self.say("status", status_id)

    def cause(self, cause: str) -> str:
        if cause in self.words.get("cause", {}):
            return self.say("cause", cause)
        if self.ruleset.has_role(cause):
            return self.role(cause)
        return self.power(cause) if cause in self._powers else self.say("cause", cause)

    def decision(self, decision_id: str) -> str:
        found = self.ruleset.decision(decision_id)
        return found.name if found else self.say("decision", decision_id)

    def phase(self, label: str) -> str:
        """"night-3" / "night 3" / "day 2" in words: "nuit 3", "giorno 2"."""
        kind, _, number = label.replace("-", " ").partition(" ")
        return f"{self.say('phase', kind)} {number}".strip()

    def since(self, label: str) -> str:
        """"from night 3" in words, with the article the phase word takes ("dal giorno 2")."""
        kind, _, number = label.replace("-", " ").partition(" ")
        return f"{self.say('since', kind)} {number}".strip()

    def order(self, power_id: str, args: Iterable[str]) -> str:
        """An order as the GM writes it: keyword and arguments, roles and items by name."""
        return " ".join([self.power(power_id), *self._args(args)])

    def _args(self, args: Iterable[str]) -> list[str]:
        return [self.role(a) if self.ruleset.has_role(a) else
                (self.item(a) if self.ruleset.has_item(a) else a) for a in args]

    def canonical(self, order: Any) -> str:
        """A parsed order (keyword and canonical arguments) with roles and items by name."""
        return " ".join([order.keyword, *self._args(order.args)])

    def written(self, canonical: str) -> str:
        """An order kept as its canonical text (`passo specchio-di-galadriel Sam`, the GM log's
        and `--json`'s rows) with roles and items by name: ids hold no space, so each word that
        is one is named; a reading's orders are joined by "; "."""
        return "; ".join(" ".join(self._args(order.split(" "))) for order in canonical.split("; "))

    def settle_reading(self, canonical: str) -> str:
        """A reading offered to settle a doubt, as the GM pastes it into `[corrections]`: items
        and roles by name (`passo Specchio di Galadriel Rosie`, read back as the item), but a
        free text ("archivio il veggente mente") as the player wrote it."""
        texts = {p.keyword for _, p in self.ruleset.all_powers() if "text" in p.args}
        return "; ".join(order if order.split(" ", 1)[0] in texts else self.written(order)
                         for order in canonical.split("; "))

    # -- an event's details -------------------------------------------------------------------
    def value(self, key: str, value: Any) -> str:
        if isinstance(value, (list, tuple)):
            return ", ".join(self.value(key, v) for v in value) or "—"
        text = str(value)
        named = {"role": self.role, "spare": self.role, "faction": self.faction, "factions": self.faction,
                 "item": self.item, "items": self.item, "power": self.power, "night_step": self.step,
                 "title": self.title, "status": self.status, "cause": self.cause,
                 "group": self.group, "phase": self.phase, "night": self._night}
        if key in named:
            return named[key](text)
        if key == "answer":
            return self.words.get("answer", {}).get(text, text)
        return text

    def owner(self, owner: str) -> str:
        """"role:<id>", "group:<id>", "item:<id>", "step:<id>" (catalog rows) by name."""
        kind, _, key = owner.partition(":")
        named = {"role": self.role, "group": self.group, "item": self.item, "step": self.step}
        return named[kind](key) if kind in named else key

    def group(self, group_id: str) -> str:
        group = self.ruleset.group(group_id)
        return group.name if group else group_id

    def _night(self, number: str) -> str:
        return f"{self.say('phase', 'night')} {number}"

    def detail(self, fields: Mapping[str, Any]) -> str:
        """An event's kind's fields (`engine.state.kind_fields`; a note's: all it says,
        `engine.state.said`) as "field : value" pairs, in the language."""
        # A flag says itself (« envoyé à la même minute »), never "same_time : True".
        pairs = [self.say('field', k) if v is True else f"{self.say('field', k)}{self.sep}{self.value(k, v)}"
                 for k, v in sorted(_once(fields).items())
                 if k not in _SAID and v not in ("", None, [], (), False)]
        return "\u00a0; ".join(pairs) if self.language == "fr" else "; ".join(pairs)


def _once(data: Mapping[str, Any]) -> dict:
    """A note keeps the sender of the order's line as `player` (engine/groups.py order_data)
    beside his part in it (`by`, `replaced`, `kept`): the GM reads his name once."""
    named = [v for k, v in data.items() if k != "player"]
    return {k: v for k, v in data.items() if not (k == "player" and v in named)}
