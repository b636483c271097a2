"""Every problem of a game folder, for `lupus-mod check`."""
from __future__ import annotations

from typing import Any

from lupus_mod import snapshots
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.folder import line_of
from lupus_mod.game import Game
from lupus_mod.replay import all_problems, played_nights, run_day, run_night


def _player_problems(game: Game) -> list[LupusError]:
    problems: list[LupusError] = []
    path = game.path("players.toml")
    seen: dict[str, str] = {}
    for p in game.players:
        if not game.ruleset.has_role(p.role):
            problems.append(GameFolderError(f"{p.name}: unknown role {p.role!r}", file="players.toml",
                                            line=line_of(path, p.role),
                                            hint="use a role id of roles.toml (lupus-mod roles)"))
        for item in p.items or ():
            if not game.ruleset.has_item(item):
                problems.append(GameFolderError(f"{p.name}: unknown item {item!r}", file="players.toml",
                                                line=line_of(path, item)))
        for word in (p.name, *p.aliases, *(n for n, _ in p.substitutes)):
            key = word.casefold()
            if key in seen and seen[key] != p.name:
                problems.append(GameFolderError(
                    f"{word!r} names both {seen[key]} and {p.name}", file="players.toml",
                    line=line_of(path, word), hint="names and aliases must be unique"))
            seen[key] = p.name
    return problems


def _settings_problems(game: Game) -> list[LupusError]:
    """[forum] and [votes] of game.toml, read as the tally will read them. The forum and vote
    readers are loaded only when this game.toml was not found right before (lupus_mod.snapshots)."""
    key = snapshots.chain(snapshots.code_fingerprint(), b"settings", str(game.dir).encode(),
                          snapshots.file_bytes(game.path("game.toml")))
    if snapshots.load(key) == "ok":
        return []
    from lupus_mod.forum.config import forum_config
    from lupus_mod.votes.settings import read_settings
    problems: list[LupusError] = []
    for read in (lambda: forum_config(game.config.get("forum"), game_dir=game.dir),
                 lambda: read_settings(game.config.get("votes", {}))):
        try:
            read()
        except LupusError as error:
            problems.append(error)
    if not problems:
        snapshots.store(key, "ok")
    return problems


def folder_problems(game: Game) -> list[LupusError]:
    problems = _settings_problems(game) + _player_problems(game) + _bbcode_problems(game)
    if problems:
        return problems
    problems.extend(all_problems(game))
    if not problems:
        problems.extend(_replay_problems(game))
    return problems


def _bbcode_problems(game: Game) -> list[LupusError]:
    """Broken BBCode in the templates the game renders with and in the posts in out/; not read
    again while none of those files changed since they were found clean (lupus_mod.snapshots)."""
    from lupus_mod.render import shipped_templates
    files = [path for root, pattern in ((game.path("templates"), "*.j2"),
                                        (shipped_templates() / game.language, "*.j2"),
                                        (game.path("out"), "*.bbcode"))
             for path in (sorted(root.rglob(pattern)) if root.is_dir() else ())]
    key = snapshots.chain(snapshots.code_fingerprint(), b"bbcode", str(game.dir).encode(),
                          *(part for path in files for part in (str(path).encode(), snapshots.file_bytes(path))))
    if snapshots.load(key) == "ok":
        return []
    from lupus_mod.pages.template_check import post_problems, template_problems
    problems = template_problems(game) + post_problems(game)
    if not problems:
        snapshots.store(key, "ok")
    return problems


def _replay_problems(game: Game) -> list[LupusError]:
    """Replay every night and recorded day; a day choice naming nobody is a problem of the
    day file."""
    problems: list[LupusError] = []
    for label in played_nights(game):
        day = game.night_index(label)
        try:
            run_night(game, label)
            if game.day_file(day).exists():
                result = run_day(game, day)
        except LupusError as error:
            return [error]
        if game.day_file(day).exists():
            problems += [_refused_choice(game, day, e) for e in result.events
                         if e.kind == "rejected" and e.cause in _TYPOS]
    return problems


# A day choice naming nobody in the game, or no role, is a mistake in the file; one the rules
# refuse (a player without that power any more, a use already spent) is game data the GM
# recorded faithfully, reported in the day's GM log like a refused night order.
_TYPOS = {"non-player", "non-player-target", "unknown-role"}


def _refused_choice(game: Game, day: int, event: Any) -> LupusError:
    path = game.day_file(day)
    what = event.data.get("keyword") or "burned"
    who = event.actor or event.target
    return GameFolderError(f"{what}: {who or 'this choice'} is refused by the rules ({event.cause})",
                           file=game.show(path), line=line_of(path, str(what)),
                           hint="check the name and whether that player may make this choice today")


def problems_json(problems: list[LupusError]) -> list[dict[str, Any]]:
    return [{"file": p.file, "line": p.line, "message": p.message, "hint": p.hint} for p in problems]
