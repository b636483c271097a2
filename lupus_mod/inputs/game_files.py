"""A game folder's own inputs read and checked (game.toml, players.toml, roles.toml, its
labels), and the key of the record that they were found right; lupus_mod.play.game builds the Game
from them and checks its day and override files."""
from __future__ import annotations

from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lupus_mod.cache import snapshots
from lupus_mod.errors import GameFolderError, LupusError, each_problem, raise_all
from lupus_mod.inputs.folder import load_toml, read_text
from lupus_mod.inputs.config import config_problems
from lupus_mod.inputs.deal_check import recorded_counts
from lupus_mod.inputs.labels import labels_problems
from lupus_mod.inputs.players import PlayerEntry, outsider_names, read_players
from lupus_mod.inputs.ruleset import load_ruleset
from lupus_mod.messages import say
from lupus_mod.rules.spec import Ruleset

FOLDERS = ("nights", "days", "templates")


def inputs_key(root: Path) -> bytes:
    """The key of the record that a folder's inputs were found right: the program's code and its
    shipped templates (the languages, the reasons the GM log words), whether each of the
    game's folders is a file, and the bytes of every file load_game checks (each by its name, so a
    file added or removed changes it too). Hashing the bytes rather than trusting sizes and
    modification times keeps the record sound when an editor or a copy keeps the time; the
    files are small, reading them costs less than a millisecond."""
    from lupus_mod.words.render import shipped_templates
    files = [root / "game.toml", root / "players.toml", root / "roles.toml",
             *sorted(root.glob("days/*.toml")), *sorted(root.glob("nights/*.overrides.toml")),
             *sorted(root.glob("templates/labels.toml"))]
    kinds = "".join("f" if (root / name).is_file() else "-" for name in FOLDERS)
    broken = "/".join(str(p.relative_to(root)) for p in _unreadable_entries(root))
    return snapshots.chain(snapshots.code_fingerprint(), b"inputs", kinds.encode(), broken.encode(),
                           snapshots.folder_fingerprint(shipped_templates(), (".j2", ".toml")),
                           *(part for f in files for part in (str(f.relative_to(root)).encode(),
                                                              snapshots.file_bytes(f))))


def zone_known(config: dict[str, Any]) -> bool:
    """Whether game.toml's time zone is still in the system's time zone data (which is not one
    of the folder's files, so it is looked up again on every run)."""
    try:
        ZoneInfo(config.get("timezone", "Europe/Rome"))
    except (ZoneInfoNotFoundError, ValueError, TypeError):
        return False
    return True


def checked_inputs(root: Path) -> tuple[dict[str, Any], tuple[PlayerEntry, ...], Ruleset, tuple[str, ...]]:
    """game.toml, players.toml, roles.toml and the folder's labels read and checked: the
    configuration, the players, the ruleset and the spare cards; every problem found is raised
    together (the day and override files are the Game's, lupus_mod.play.game)."""
    problems: list[LupusError] = [
        GameFolderError(say("game.a-file"), file=name, hint=say("game.a-file-hint", name=name))
        for name in FOLDERS if (root / name).is_file()]
    problems += _link_problems(root)
    config = load_toml(root / "game.toml", root)
    problems += config_problems(config)
    ruleset = None
    try:
        ruleset = _ruleset(root)
    except LupusError as error:
        problems += each_problem(error)
    first = config.data.get("first_night", 1)
    players: tuple[PlayerEntry, ...] = ()
    spare: tuple[str, ...] = ()
    try:
        roster = load_toml(root / "players.toml", root)
        players, spare = read_players(roster, ruleset, first if first in (0, 1) else 1)
        problems += recorded_counts(roster, ruleset)[1] if ruleset else []
    except LupusError as error:
        problems += each_problem(error)
    problems += outsider_names(config, players)
    from lupus_mod.words.render import shipped_templates
    problems += labels_problems(root, shipped_templates() / "it" / "labels.toml")
    raise_all(problems)
    assert ruleset is not None
    return config.data, players, ruleset, spare


def _unreadable_entries(root: Path) -> list[Path]:
    """The night logs and day files that are links leading nowhere (to themselves, in a ring,
    or to a file gone): every existence test reads them as absent, so `status` showed the game
    as if the night had not been played, and `night` said the log was missing. Also those that
    are folders: `check` passed a days/1-runoff.txt folder that only `tally --runoff` read."""
    return [path for folder in ("nights", "days") for path in sorted(root.glob(f"{folder}/*"))
            if path.suffix in (".txt", ".toml") and (path.is_dir() or path.is_symlink() and not path.exists())]


def _link_problems(root: Path) -> list[LupusError]:
    """The error reading each such link gives (a loop of links, a file not found), naming it."""
    problems: list[LupusError] = []
    for path in _unreadable_entries(root):
        try:
            read_text(path, root)
        except LupusError as error:
            problems += each_problem(error)
    return problems


def _ruleset(root: Path) -> Ruleset:
    """roles.toml read and checked, or read back from the snapshot of the same bytes."""
    key = snapshots.chain(snapshots.code_fingerprint(), b"ruleset", snapshots.file_bytes(root / "roles.toml"))
    ruleset = snapshots.load(key)
    if ruleset is None:
        ruleset = load_ruleset(root / "roles.toml", root)
        snapshots.store(key, ruleset)
    return ruleset

