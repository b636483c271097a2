"""Reading the GM's overrides of a turn of a declared loop (Acchiappastreghe), and the words of
its PM log: `nights/<N>.overrides.toml` and `days/<N>.overrides.toml` both name turn N.

    [[override]]
    action = "form"            # form | cancel | force
    player = "Arturo"          # name, alias or substitute's nickname
    reason = "ritirato"        # required: it goes into the GM log
    form = "cacciato"          # form: the [forms] id he takes
    at = "start"               # form: "start" (default) or "end" of the turn
    keyword = "vado"           # cancel: only this choice (a synonym works; default: all of his)
    order = "vado al bosco"    # force: the order, read as a line of the PM log

The file's problems are errors naming the file and the line, in the GM's language, every
problem of the file at once; the engine applies them (lupus_mod.engine.loop.overrides).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping, Sequence
from zoneinfo import ZoneInfo

from lupus_mod.engine.loop.state import LoopOrder, LoopOverride
from lupus_mod.errors import LupusError, raise_all
from lupus_mod.inputs.folder import TomlFile, load_toml, suggest
from lupus_mod.inputs.names import unresolved
from lupus_mod.messages import say
from lupus_mod.orders.model import KeywordSpec, Order, Vocabulary
from lupus_mod.orders.word_forms import plural_forms
from lupus_mod.orders.names import Resolution
from lupus_mod.orders.text import fold
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.rules.loop import LoopSpec

ACTIONS = ("form", "cancel", "force")
MOMENTS = ("start", "end")
# The keys each action reads besides action, player and reason: any other is an error.
_OWN = {"form": ("form", "at"), "cancel": ("keyword",), "force": ("order",)}
_KEYS = ("action", "player", "reason", "form", "at", "keyword", "order")
# The things a choice's argument names, by kind (the loop's [[location]], [[spell]], …).
THINGS = {"location": "locations", "spell": "spells", "ingredient": "ingredients"}
# The kinds said in the plural too ("vado ai prati", "gioco i funghi"); a spell is cast alone
# ("le rane" of a PM are the frogs, never the spell).
PLURALS = ("location", "ingredient")


def loop_words(loop: LoopSpec, players: Sequence[Any]) -> Vocabulary:
    """The words of the PM log: each choice's keyword; locations, spells and ingredients are
    things of their own kind ("vado al bosco", "gioco la mandragora"), so that each fills only
    a slot of its kind ("vado al bosco, serve il muschio": one place, the ingredient is talk)."""
    keyword_of = {c.id: str(c.get("keyword")) for c in loop.choices}
    # The step that runs a choice ("luoghi": vado, raccolgo, proteggo): "proteggo il mulino,
    # anzi no vado al prato" replaces the order of its step (orders.reading).
    step_of = {c: s.id for phase in loop.phases for s in phase.steps for c in s.settings.get("choices", ())}
    keywords = tuple(KeywordSpec(str(c.get("keyword")), choice_words(c)[1:],
                                 tuple(str(a) for a in c.get("args", ())),
                                 tuple(c.get("phrases", ())), each_item=False,
                                 common=frozenset(fold(w) for w in c.get("common_synonyms", ())),
                                 aimed_with=keyword_of.get(str(c.get("aimed_with", "")), ""),
                                 step=step_of.get(c.id, ""))
                     for c in loop.choices)
    return Vocabulary(
        keywords=keywords,
        players=tuple((p.name, (*p.aliases, *(n for n, _ in p.substitutes))) for p in players),
        items=(), roles=(),
        things=tuple((kind, tuple((t.id, _names(t, plural=kind in PLURALS)) for t in getattr(loop, field)))
                     for kind, field in THINGS.items()))


def choice_words(choice: Any) -> tuple[str, ...]:
    """A choice's keyword, then its synonyms and its synonyms that are common words too
    (`common_synonyms`: "resto al prato")."""
    return (str(choice.get("keyword")), *choice.get("synonyms", ()), *choice.get("common_synonyms", ()))


def _names(thing: Any, plural: bool) -> tuple[str, ...]:
    """A thing's name, its short names, and (for a place or an ingredient) their plurals."""
    names = (str(thing.name), *thing.get("short_names", ()))
    return (*names, *(f for n in names for f in plural_forms(n))) if plural else names


def as_loop_order(loop: LoopSpec, order: Order) -> LoopOrder:
    """An order of the log for a choice (its things are of their slot's kind: loop_words)."""
    choice = next(c for c in loop.choices if c.get("keyword") == order.keyword)
    return LoopOrder(order.player, choice.id, order.args, order.line, order.raw, order.time,
                     order.withdrawn_by, said=order.said)


def read_loop_overrides(path: Path, root: Path, find: Callable[[str], Resolution], loop: LoopSpec,
                        vocab: Vocabulary, tz: ZoneInfo) -> tuple[LoopOverride, ...]:
    """The overrides of one turn's file, in file order; none when the file does not exist.
    `find` reads a written name as a PM header is read; `vocab` the words of the PM log
    (loop_words). Every problem of the file is raised together."""
    if not path.exists():
        return ()
    src = load_toml(path, root)
    problems: list[LupusError] = []
    tables = ("override", "corrections")     # [corrections]: lifecycle.corrections
    for key in sorted(set(src.data) - set(tables)):
        problems.append(src.error((key,), say("overrides.unknown-table", key=key, suggestion=suggest(key, tables)),
                                  say("overrides.unknown-table-hint", tables=say("loop-override.tables"))))
    entries = src.data.get("override", [])
    if not isinstance(entries, list):
        problems.append(src.error(("override",), say("overrides.not-list"), say("overrides.not-list-hint")))
        entries = []
    reader = _Reader(src, find, loop, vocab, tz, problems)
    found = [reader.one(raw, n) for n, raw in enumerate(entries, 1)]
    raise_all(problems)
    return tuple(o for o in found if o is not None)


class _Reader:
    """One file's entries, each checked at its line; the problems gathered in `problems`."""

    def __init__(self, src: TomlFile, find: Callable[[str], Resolution], loop: LoopSpec,
                 vocab: Vocabulary, tz: ZoneInfo, problems: list[LupusError]) -> None:
        self.src, self.find, self.loop, self.vocab, self.tz = src, find, loop, vocab, tz
        self.problems = problems
        self.choices = {w.casefold(): str(c.id) for c in loop.choices
                        for w in choice_words(c)}

    def fail(self, n: int, key: str | None, message: str, hint: str) -> None:
        path = ("override", n - 1, *((key,) if key else ()))
        self.problems.append(self.src.error(path, say("overrides.entry", n=n, problem=message), hint))

    def one(self, raw: Any, n: int) -> LoopOverride | None:
        before = len(self.problems)
        if not isinstance(raw, dict):
            self.fail(n, None, say("overrides.not-table", value=shown(raw)), say("overrides.not-table-hint"))
            return None
        for key in sorted(set(raw) - set(_KEYS)):
            self.fail(n, key, say("overrides.unknown-key", key=key, suggestion=suggest(key, _KEYS)),
                      say("overrides.known-keys", keys=", ".join(_KEYS)))
        for key in (k for k in _KEYS if k in raw and not type_ok(raw[k], str)):
            self.fail(n, key, say("overrides.type", key=key, value=shown(raw[key]), kind=say("common.a-string")),
                      say("loop-override.example"))
        if len(self.problems) > before:
            return None
        action = raw.get("action", "")
        if action in ("kill", "revive"):
            # A night's or a day's override (lupus_mod.lifecycle.overrides): no death here.
            self.fail(n, "action", say("loop-override.no-death", action=action), say("loop-override.use-form"))
            return None
        if action not in ACTIONS:
            self.fail(n, "action", say("overrides.action", action=action, suggestion=suggest(action, ACTIONS)),
                      say("overrides.use-one-of", values=", ".join(ACTIONS)))
            return None
        for key in sorted(k for k in set(raw) - {"action", "player", "reason"} if k not in _OWN[action]):
            self.fail(n, key, say("loop-override.not-for", key=key, action=action),
                      say("loop-override.keys-of", action=action, keys=", ".join(_OWN[action])))
        if not raw.get("reason", "").strip():
            self.fail(n, "reason", say("overrides.no-reason"), say("overrides.no-reason-hint"))
        found = self.find(raw.get("player", ""))
        if found.target is None:
            self.fail(n, "player", say("overrides.player", problem=unresolved(raw.get("player", ""), found)),
                      say("days.unresolved-hint"))
        fields = getattr(self, f"_{action}")(raw, n, found.target)
        if len(self.problems) > before or found.target is None:
            return None
        return LoopOverride(action, found.target, raw["reason"].strip(), self.src.line("override", n - 1) or 0,
                            self.src.shown, **fields)

    def _form(self, raw: Mapping[str, str], n: int, _player: str | None) -> dict[str, Any]:
        form, at = raw.get("form", ""), raw.get("at", "start")
        forms = [str(f) for f in self.loop.forms.get("ids", ())]
        if form not in forms:
            self.fail(n, "form" if "form" in raw else None,
                      say("loop-override.form", form=form, suggestion=suggest(form, forms)),
                      say("loop-override.forms", forms=", ".join(forms)))
        if at not in MOMENTS:
            self.fail(n, "at", say("overrides.at", at=at), say("overrides.at-hint"))
        return {"form": form, "at": at}

    def _cancel(self, raw: Mapping[str, str], n: int, _player: str | None) -> dict[str, Any]:
        written = raw.get("keyword", "").strip()
        if written and written.casefold() not in self.choices:
            shown_words = sorted({str(c.get("keyword")) for c in self.loop.choices})
            self.fail(n, "keyword", say("overrides.word", key="keyword", written=written,
                                        what=say("loop-override.no-choice"),
                                        suggestion=suggest(written, shown_words)),
                      say("overrides.use-one-of", values=", ".join(shown_words)))
        return {"choice": self.choices.get(written.casefold(), "")}

    def _force(self, raw: Mapping[str, str], n: int, player: str | None) -> dict[str, Any]:
        text = raw.get("order", "").strip()
        if not text:
            self.fail(n, None, say("overrides.needs", action="force", needed="order"), say("loop-override.order-hint"))
            return {}
        if player is None:
            return {}
        from lupus_mod.orders.parse import parse_log   # only for a forced order (a rare file)
        line = self.src.line("override", n - 1, "order") or 0
        parsed = parse_log(f"## {player}\n{text}\n", file=self.src.shown, vocab=self.vocab, tz=self.tz,
                           deadline=None)
        errors = [*parsed.errors, *(lookalike.error for lookalike in parsed.lookalikes)]
        if errors or len(parsed.orders) != 1:
            problem = errors[0].message if errors else say("loop-override.not-one-order", count=len(parsed.orders))
            self.fail(n, "order", say("overrides.force", order=text, problem=problem),
                      say("loop-override.order-hint"))
            return {}
        order = as_loop_order(self.loop, parsed.orders[0])
        return {"order": LoopOrder(player, order.choice, order.args, line, text, source=self.src.shown)}
