"""Reading the GM's override files: `nights/<label>.overrides.toml`, `days/<d>.overrides.toml`.

    [[override]]
    action = "kill"                 # kill | revive | cancel | force
    player = "Gollum"               # name, alias or substitute's nickname
    reason = "inattività"           # required: it goes into the GM log
    at = "start"                    # kill / revive: "start" (default) or "end" of the phase
    cause = "modkill"               # kill: default "modkill" (announced as a modkill)
    public_reason = false           # modkill: the thread post gives the reason
    keyword = "indago"              # cancel: only this power's orders (default: all of them)
    order = "passo palantir Pippino"  # force: the order (on a day: the choice, e.g. double_vote)

The file's problems are errors naming the file and the line (docs/lifecycle.md).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable
from zoneinfo import ZoneInfo

from lupus_mod.errors import GameFolderError
from lupus_mod.folder import display, line_of, read_toml
from lupus_mod.orders.model import Order, Vocabulary

# The engine is imported where an override file is read: the replay names these files in its
# snapshot keys on every run (lupus_mod.snapshots) without loading the resolver.
if TYPE_CHECKING:
    from lupus_mod.engine.overrides import Override

_KEYS = {"action", "player", "reason", "at", "cause", "public_reason", "keyword", "order"}
_NEEDS = {"force": "order"}


def overrides_path(game_dir: Path, kind: str, key: str) -> Path:
    """`nights/<label>.overrides.toml` (kind "night") or `days/<d>.overrides.toml` ("day")."""
    folder = "nights" if kind == "night" else "days"
    return game_dir / folder / f"{key}.overrides.toml"


def _one(raw: Any, n: int, path: Path, root: Path, resolve: Callable[[str], str | None],
         canonical: Callable[[str], str]) -> Override:
    from lupus_mod.engine.overrides import ACTIONS, MODKILL, MOMENTS, Override
    line = _line(path, n)
    shown = display(path, root)

    def fail(message: str, hint: str) -> GameFolderError:
        return GameFolderError(f"override #{n}: {message}", file=shown, line=line, hint=hint)

    if not isinstance(raw, dict):
        raise fail("not a table", "write each override as an [[override]] table")
    unknown = sorted(set(raw) - _KEYS)
    if unknown:
        raise fail(f"unknown key {unknown[0]!r}", f"known keys: {', '.join(sorted(_KEYS))}")
    action = str(raw.get("action", ""))
    if action not in ACTIONS:
        raise fail(f"action = {action!r}", f"use one of: {', '.join(ACTIONS)}")
    if not str(raw.get("reason", "")).strip():
        raise fail("no `reason`", 'every override says why, e.g. reason = "inattività"')
    player = resolve(str(raw.get("player", "")))
    if player is None:
        raise fail(f"player = {raw.get('player', '')!r} is not a player",
                   "use a name, alias or substitute's nickname from players.toml")
    at = str(raw.get("at", "start"))
    if at not in MOMENTS:
        raise fail(f"at = {at!r}", 'use "start" or "end"')
    needed = _NEEDS.get(action)
    if needed and not str(raw.get(needed, "")).strip():
        raise fail(f"{action} needs `{needed}`", 'e.g. order = "indago Sam"')
    return Override(action=action, player=player, reason=str(raw["reason"]).strip(), at=at,
                    cause=str(raw.get("cause", MODKILL)) or MODKILL,
                    keyword=canonical(str(raw.get("keyword", "")).strip()),
                    order=str(raw.get("order", "")).strip(),
                    public_reason=bool(raw.get("public_reason", False)), line=line or 0)


def _line(path: Path, n: int) -> int | None:
    """The line of the n-th `[[override]]` header."""
    seen = 0
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text.strip().replace(" ", "") == "[[override]]":
            seen += 1
            if seen == n:
                return number
    return line_of(path, "override")


def read_overrides(path: Path, root: Path, resolve: Callable[[str], str | None],
                   canonical: Callable[[str], str] = lambda word: word) -> tuple[Override, ...]:
    """The overrides of one phase, in file order; none when the file does not exist.

    `resolve` turns a written name into a players.toml name; `canonical` a power keyword or
    one of its synonyms into the keyword."""
    if not path.exists():
        return ()
    data = read_toml(path, root)
    unknown = sorted(set(data) - {"override"})
    if unknown:
        raise GameFolderError(f"unknown table {unknown[0]!r}", file=display(path, root),
                              line=line_of(path, unknown[0]),
                              hint="an override file holds only [[override]] tables")
    entries = data.get("override", [])
    if not isinstance(entries, list):
        raise GameFolderError("`override` must be a list of tables", file=display(path, root),
                              hint="write each one as an [[override]] table")
    return tuple(_one(raw, n, path, root, resolve, canonical) for n, raw in enumerate(entries, 1))


def keyword_of(vocab: Vocabulary) -> Callable[[str], str]:
    """A power keyword or one of its synonyms → the keyword (other words are kept)."""
    table = {word.casefold(): spec.keyword for spec in vocab.keywords
             for word in (spec.keyword, *spec.synonyms)}
    return lambda word: table.get(word.casefold(), word)


def forced_orders(overrides: tuple[Override, ...], path: Path, root: Path, vocab: Vocabulary,
                  tz: ZoneInfo) -> tuple[Order, ...]:
    """The orders a night's `force` overrides make count, read as the PM log would read them."""
    shown = display(path, root)
    orders: list[Order] = []
    for ov in (o for o in overrides if o.action == "force"):
        from lupus_mod.orders.parse import parse_log   # only for a forced order (a rare file)
        parsed = parse_log(f"## {ov.player}\n{ov.order}\n", file=shown, vocab=vocab, tz=tz,
                           deadline=None)
        if parsed.errors or not parsed.orders:
            problem = parsed.errors[0].message if parsed.errors else "no order in it"
            raise GameFolderError(f"force {ov.order!r}: {problem}", file=shown, line=ov.line,
                                  hint="write the order in canonical form, e.g. order = \"indago Sam\"")
        orders += [replace(o, file=shown, line=ov.line, raw=ov.order) for o in parsed.orders]
    return tuple(orders)
