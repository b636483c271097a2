"""`lupus-mod new`: a new game folder, dealt from a seed, with its role cards and opening post.

    plan_game(ruleset, recruits, seed, counts=None, title="", gms=()) -> NewGame
    create_game(target, new_game) -> list of the files written

`plan_game` decides everything (the deal is a pure function of the seed) and renders every
text; `create_game` writes the folder in one step: it is built beside the target and renamed
into place, so a failure leaves nothing behind. An existing non-empty folder is never touched.
"""
from __future__ import annotations

import json

import os
import shutil
import tempfile
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import AbstractSet, Any, Mapping

import tomli_w

from lupus_mod.inputs.catalog import builtin_text
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.lifecycle.cards import card, opening
from lupus_mod.lifecycle.composition import parse_counts, role_counts
from lupus_mod.lifecycle.deal import Dealt, deal_with_spares
from lupus_mod.lifecycle.knowledge import starting_knowledge
from lupus_mod.lifecycle.own_ruleset import RulesetSource
from lupus_mod.lifecycle.roster import Recruit, order_word_names, read_roster, ungendered
from lupus_mod.words.render import languages, render
from lupus_mod.inputs.folder import read_text, suggest
from lupus_mod.inputs.names import reply_files
from lupus_mod.rules.authoring import order_words
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.spec import Ruleset
from lupus_mod.votes.settings import read_settings
from lupus_mod.messages import say, wording

DIRS = ("nights", "days")


@dataclass(frozen=True)
class NewGame:
    """A game dealt by `new`: the ruleset, the seed, the deal and the files to write."""
    ruleset: Ruleset
    seed: int
    counts: Mapping[str, int]
    dealt: tuple[Dealt, ...]
    files: Mapping[str, str] = field(repr=False)
    # What the GM should know and that stops nothing (a player named like an order word).
    warnings: tuple[LupusError, ...] = ()


def game_config(ruleset: Ruleset, data: Mapping[str, Any], seed: int, title: str,
                gms: tuple[str, ...]) -> dict[str, Any]:
    """game.toml: the ruleset's machine tables `[votes]` and `[schedule]` (`data` is the
    ruleset's TOML) are copied as they are; `[settings]` is the opening post's display text and
    gives only the time zone and the first night. The GMs are the `--gm` nicknames only: the
    ruleset's `[settings] gm` names its authors, not this game's GMs."""
    settings = dict(ruleset.settings)
    config = {
        "title": title or ruleset.name, "language": ruleset.language, "seed": seed,
        "timezone": str(settings.get("timezone", "Europe/Rome")),
        "first_night": int(settings.get("first_night", 1)),
        "gm": list(gms), "accept_late": [],
        "schedule": dict(data.get("schedule", {})), "votes": dict(data.get("votes", {})),
    }
    read_settings(config["votes"])     # what `check` and `tally` will read: never display text
    return config


def _game_toml(config: Mapping[str, Any], ruleset: Ruleset) -> str:
    # The files' comments are in the game's language (lupus_mod/messages [new-files]).
    head = wording(ruleset.language, "new-files.game", {"title": config["title"], "ruleset": ruleset.id})
    return head + tomli_w.dumps(config)


def _players_toml(dealt: tuple[Dealt, ...], spare: tuple[str, ...], language: str,
                  counts: Mapping[str, int]) -> str:
    head = wording(language, "new-files.players", {})
    if spare:
        head += wording(language, "new-files.spare", {}) + tomli_w.dumps({"spare_cards": list(spare)})
    if counts:
        # The --count of the deal, one line (a table would take the players' inline array):
        # every command checks the deal against the composition they change
        # (lupus_mod/inputs/deal_check.py). Each role id quoted: an own ruleset's may be any text.
        head += "counts = { " + ", ".join(f"{json.dumps(role, ensure_ascii=False)} = {n}"
                                          for role, n in counts.items()) + " }\n"
    rows = []
    for d in dealt:
        row: dict[str, Any] = {"name": d.name, "role": d.role}
        if d.gender:
            row["gender"] = d.gender
        if d.items:
            row["items"] = list(d.items)
        rows.append(row)
    return head + tomli_w.dumps({"player": rows})


def _offered(ruleset: Ruleset, player: Dealt, spare: tuple[str, ...]) -> list[str]:
    """The spare cards' names, on the card of a role that may take one (the Voleur)."""
    takes = any(p.effect == "take-spare-card" for p in ruleset.role(player.role).powers)
    return [ruleset.role(r).name for r in spare] if takes else []


def builtin_source(ruleset_id: str) -> RulesetSource:
    text = builtin_text(ruleset_id)
    data = tomllib.loads(text)
    return RulesetSource(text, data, ruleset_from_dict(data))


def plan_game(ruleset_id: str | RulesetSource, recruits: tuple[Recruit, ...], seed: int,
              counts: Mapping[str, int] | None = None, title: str = "",
              gms: tuple[str, ...] = ()) -> NewGame:
    """The game dealt from a built-in ruleset (its id) or the GM's own (`RulesetSource`)."""
    source = builtin_source(ruleset_id) if isinstance(ruleset_id, str) else ruleset_id
    text, data, ruleset = source.text, source.data, source.ruleset
    in_play = role_counts(ruleset, len(recruits), counts)
    dealt, spare = deal_with_spares(recruits, in_play, ruleset, seed)
    config = game_config(ruleset, data, seed, title, gms)
    known = starting_knowledge(dealt, ruleset)
    files = {"game.toml": _game_toml(config, ruleset), "roles.toml": text,
             **({"templates/labels.toml": source.labels} if source.labels else {}),
             "players.toml": _players_toml(dealt, spare, ruleset.language, counts or {}),
             "out/setup/thread.bbcode": render("setup/thread.bbcode.j2", ruleset.language,
                                               **opening(config, dealt, in_play, ruleset))}
    names = reply_files(p.name for p in dealt)
    for player in dealt:
        files[f"out/setup/pm/{names[player.name]}.bbcode"] = card_text(
            ruleset, config, player, known[player.name], spare, frozenset(r for r, n in in_play.items() if n))
    return NewGame(ruleset, seed, in_play, dealt, files)


def card_text(ruleset: Ruleset, config: Mapping[str, Any], player: Dealt, known: tuple[Any, ...],
              spare: tuple[str, ...] = (), in_game: AbstractSet[str] = frozenset()) -> str:
    """The role card of `player`, who knows `known` from the start, in a game of the roles
    `in_game`."""
    return render("setup/card.bbcode.j2", ruleset.language, title=config["title"],
                  deadline=config["schedule"].get("powers_deadline", ""),
                  spare=_offered(ruleset, player, spare), **card(player, known, ruleset, in_game))


def new_game_from_options(ruleset_id: str | RulesetSource, players_file: Path | None,
                          extra: tuple[str, ...], seed: int, counts: tuple[str, ...], title: str = "",
                          gms: tuple[str, ...] = (), language: str = "") -> NewGame:
    """What the `new` command's options ask for: the players file read, the counts parsed,
    the game in `language` ("": the ruleset's own)."""
    source = in_language(builtin_source(ruleset_id) if isinstance(ruleset_id, str) else ruleset_id, language)
    text = ""
    if players_file is not None:
        text = read_text(Path(players_file), what=say("files-plain.players-list"),
                         missing_hint=say("files-plain.players-list-hint"))
    recruits = read_roster(text, str(players_file or ""), extra, gms)
    game = plan_game(source, recruits, seed, parse_counts(counts, source.ruleset), title, gms)
    warnings = order_word_names(text, str(players_file or ""), extra, order_words(source.ruleset))
    warnings += ungendered([r.name for r in recruits if not r.gender], str(players_file or "--player"))
    return replace(game, warnings=tuple(warnings))


def in_language(source: RulesetSource, language: str) -> RulesetSource:
    """The ruleset played in another language than its own (`new --language`): the posts,
    cards and files' comments are worded by that language's catalog; the ruleset's own prose
    and keywords stay as written (docs/languages.md)."""
    if not language or language == source.ruleset.language:
        return source
    known = languages()
    if language not in known:
        raise GameFolderError(say("new-language.unknown", language=language, suggestion=suggest(language, known)),
                              file="--language", hint=say("new-language.unknown-hint", languages=", ".join(known)))
    return replace(source, ruleset=replace(source.ruleset, language=language))


def _refuse_existing(target: Path) -> None:
    if target.exists() and not target.is_dir():
        raise GameFolderError(say("new.a-file"), file=str(target), hint=say("new.a-file-hint"))
    if target.is_dir() and any(target.iterdir()):
        raise GameFolderError(say("new.not-empty"), file=str(target), hint=say("new.not-empty-hint"))


def create_game(target: Path, new_game: NewGame) -> list[str]:
    """Write the folder at once: built in a sibling temporary folder, then renamed."""
    target = Path(target)
    _refuse_existing(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=target.parent))
    try:
        for relative, text in new_game.files.items():
            path = staging / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        for folder in DIRS:
            (staging / folder).mkdir(exist_ok=True)
        os.chmod(staging, 0o755)
        _refuse_existing(target)
        if target.is_dir():
            target.rmdir()      # empty: the rename takes its place
        os.replace(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return sorted([*new_game.files, *(f"{d}/" for d in DIRS)])
