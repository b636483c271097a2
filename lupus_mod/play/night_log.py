"""A night's PM log read for the replay: parsed once per run, and kept as a snapshot under a key
of its bytes, its override file, the --deadline option, the game's own files and the program
(lupus_mod.cache.snapshots): `check` reads every log on every run. A part of play/replay.py."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lupus_mod.cache import snapshots
from lupus_mod.errors import GameFolderError, OrderError
from lupus_mod.inputs.folder import missing_hint
from lupus_mod.inputs.night_text import misspelt_deadlines, night_text
from lupus_mod.play.game import Game, vocabulary
from lupus_mod.lifecycle.overrides import overrides_path
from lupus_mod.orders.model import ParsedLog
from lupus_mod.orders.names import NameIndex
from lupus_mod.messages import say

# The order parser is imported where a log is parsed: a log read back from its snapshot needs
# none of it (docs/performance.md).
if TYPE_CHECKING:
    from lupus_mod.orders.deadline import Deadline


def read_log(game: Game, label: str, deadline: str | None = None) -> tuple[ParsedLog, Deadline]:
    """The night's parsed log and its deadline (`deadline`: the --deadline option, if any). A
    log read without a problem before is read back from its snapshot, under a key of the log's
    bytes, the option and the game's own files (`check` reads every log on every run)."""
    key = f"log:{label}:{deadline}"
    if key not in game._cache:
        path = game.night_file(label)
        if not path.exists():
            raise GameFolderError(say("log.night-missing"), file=game.show(path),
                                  hint=missing_hint(path, game.dir, say("log.night-missing-hint")))
        # The override file's [corrections] settle how lines are read: part of the key.
        snapshot = snapshots.chain(game_key(game), b"log", label.encode(), snapshots.file_bytes(path),
                                   snapshots.file_bytes(overrides_path(game.dir, "night", label)),
                                   b"" if deadline is None else b"deadline:" + deadline.encode())
        kept = snapshots.load(snapshot)
        if not (isinstance(kept, tuple) and len(kept) == 2 and isinstance(kept[0], ParsedLog)):
            kept = _parse_log(game, path, deadline, label)
            if not kept[0].errors:
                snapshots.store(snapshot, kept)
        game._cache[key] = kept
    return game._cache[key]


def _parse_log(game: Game, path: Path, deadline: str | None, label: str
               ) -> tuple[ParsedLog, Deadline]:
    from lupus_mod.lifecycle.corrections import read_corrections
    from lupus_mod.orders.deadline import log_deadline, option_deadline
    from lupus_mod.orders.parse import parse_log
    text = night_text(path, game.dir, say("files.night-log"))
    words = game.log_words()
    when = (option_deadline(deadline, game.tz) if deadline else
            log_deadline(text, file=game.show(path), tz=game.tz,
                         default_time=game.schedule_time("powers_deadline"), words=words))
    parsed = parse_log(text, file=game.show(path), vocab=vocabulary(game), tz=game.tz,
                       deadline=when.at, index=name_index(game), words=words,
                       corrections=read_corrections(overrides_path(game.dir, "night", label), game.dir),
                       night=int(label) if label.isdigit() else None)
    early = (*_before_their_turn(game, text, game.show(path), label), *misspelt_deadlines(text, game.show(path)))
    return (replace(parsed, errors=(*parsed.errors, *early)) if early else parsed), when


def _before_their_turn(game: Game, text: str, shown: str, label: str) -> tuple[OrderError, ...]:
    """The PMs of a substitute sent before his phase (players.toml `substitutes`): he plays the
    slot from it on, so a night before it is no PM of his slot (it was applied as the slot's)."""
    from lupus_mod.orders.log import header_lines
    from lupus_mod.text.folding import account_key
    from lupus_mod.votes.audit import NOT_YET
    off = game.off_turn(f"night {label}")
    starts = {account_key(nick): start for p in game.players for nick, start in p.substitutes}
    return tuple(OrderError(say("log.substitute-early", name=name, slot=off[key][1], start=starts[key]),
                            file=shown, line=line, hint=say("log.substitute-early-hint", name=name))
                 for line, name in header_lines(text)
                 if (key := account_key(name)) in off and off[key][0] == NOT_YET and key in starts)


def name_index(game: Game) -> NameIndex:
    """The names and keywords of the game indexed for the order parser: a function of the
    game's own files and the program, kept as a snapshot under their key (building it is
    most of parsing a short log)."""
    return snapshots.kept(snapshots.chain(game_key(game), b"names"), NameIndex,
                          lambda: NameIndex(vocabulary(game)))


def game_key(game: Game) -> bytes:
    """The key every phase's key starts from: the program and the game's own files."""
    if "key:game" not in game._cache:
        game._cache["key:game"] = snapshots.chain(
            snapshots.code_fingerprint(), str(game.dir.resolve()).encode(),
            *(snapshots.file_bytes(game.path(name)) for name in ("game.toml", "players.toml", "roles.toml")))
    return game._cache["key:game"]
