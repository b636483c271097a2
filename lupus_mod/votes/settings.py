"""`[votes]` of game.toml: the grammar and the counting rules of one game, checked.

Every key is optional; docs/tally.md lists them with their defaults. The grammar's word
lists default to the game's language (languages.py); a list given in `[votes]` replaces the
language's, one given in `[votes.add]` is added to it.
"""
from __future__ import annotations

import difflib

from dataclasses import dataclass, field, fields
from typing import Any, Mapping

from lupus_mod.errors import TallyError
from lupus_mod.votes.count import ABSTENTION_POLICIES, RUNOFF_VOTERS
from lupus_mod.votes.grammar import Grammar
from lupus_mod.rules.checks import SELECTOR_KINDS
from lupus_mod.votes.lexicon import WORD_LISTS
from lupus_mod.votes.languages import LANGUAGES
from lupus_mod.votes.names import FUZZY_CUTOFF
from lupus_mod.votes.election import RANDOM_PLAYER, UNDECLARED_POLLS
from lupus_mod.votes.ties import (BALLOTS, FIRST_DECISIVE, NOBODY, PLURALITY, RANDOM, RUNOFF_TIE_BREAKS, TIE_BREAKS)
from lupus_mod.messages import say

GAME_FILE = "game.toml"
_GRAMMAR_FLAGS = ("bold_only", "spoilers_count")
ADD = "add"


@dataclass(frozen=True)
class VoteSettings:
    """How a ruleset's votes are counted: the grammar, self votes, abstention, ties, runoffs."""
    grammar: Grammar = field(default_factory=Grammar)
    self_vote: bool = True
    abstention: str = "free"
    tie_break: str = FIRST_DECISIVE
    majority: bool = False
    until_all_voted: bool = False         # a change after everyone has voted does not count
    runoff_voters: str = "not-tied"
    runoff_tie_break: str = NOBODY
    ballot: str = PLURALITY
    non_players: tuple[str, ...] = ()
    fuzzy_cutoff: float = FUZZY_CUTOFF
    # The election of a title (Thiercelieux's Capitaine): "random-player" (the rulebook's "au
    # hasard": recorded as "hasard", any living player drawn from the seed) or a tie_break.
    election_tie_break: str = RANDOM_PLAYER
    # On the election's day, while it is open: a vote whose words do not say which poll is a
    # "doubt", or the "day"'s vote when the GM told the thread so ("le vote du bûcher : « je
    # vote Nom »"), or the "election"'s until its close; unset (""), "election" with a declared
    # [schedule] election_close and "doubt" without (election.undeclared_mode), docs/tally.md Elections.
    undeclared_poll: str = ""
    # Players a selector names ("status:amoureux": Thiercelieux's lovers, "interdiction formelle
    # de voter l'un contre l'autre") whose votes on each other the GM is told of (counted).
    forbidden_between: str = ""


_CHOICES = {
    "abstention": ABSTENTION_POLICIES,
    "tie_break": TIE_BREAKS,
    "runoff_voters": RUNOFF_VOTERS,
    "runoff_tie_break": RUNOFF_TIE_BREAKS,
    "ballot": BALLOTS,
    "election_tie_break": (RANDOM_PLAYER, FIRST_DECISIVE, NOBODY, RANDOM),
    "undeclared_poll": UNDECLARED_POLLS,
}
_FLAGS = ("self_vote", "majority", "until_all_voted")


def read_settings(table: Mapping[str, Any] | None, language: str = "it",
                  titles: tuple[str, ...] = (), roles: tuple[str, ...] = ()) -> VoteSettings:
    """Check `[votes]` and build the settings; any mistake names the key and what to write.

    `titles` are the names of the ruleset's elected titles ("Capitaine"): with one, election
    votes are read (the title's name and the language's `election` words). `roles`: the
    ruleset's one-word role and title names, which as a vote's subject ("Il Podestà vota
    Zanna") may be the author or another (the language's `roles` words beside them)."""
    table = dict(table or {})
    known = {*WORD_LISTS, *_GRAMMAR_FLAGS, ADD, *(f.name for f in fields(VoteSettings))} - {"grammar"}
    for key in table:
        if key not in known:
            # « [votes] language = "fr" »: a key of the file's top put in the table, the
            # likeliest mistake; the closest key named, never the hundred known listed.
            close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
            _fail(key, table[key], say("votes.unknown-key", suggestion=say("common.did-you-mean", word=close[0])
                                       if close else ""), say("votes.unknown-key-hint"))
    if language not in LANGUAGES:
        raise TallyError(say("votes.language", language=language, languages=", ".join(LANGUAGES)),
                         file=GAME_FILE, hint=say("votes.language-hint"))
    words = LANGUAGES[language]
    election = (*titles, *words["election"]) if titles else ()
    grammar_args: dict[str, Any] = {"election": tuple({w.casefold(): w for w in election}.values())}
    if roles:
        grammar_args["roles"] = (*words["roles"], *(r for r in roles if " " not in r.strip()))
    grammar_args.update({k: _strings(k, table.pop(k)) for k in WORD_LISTS if k in table})
    for key, more in _added(table.pop(ADD, {})).items():
        grammar_args[key] = (*grammar_args.get(key, words.get(key, ())), *more)
    grammar_args.update({k: _flag(k, table.pop(k)) for k in _GRAMMAR_FLAGS if k in table})
    args: dict[str, Any] = {"grammar": Grammar.for_language(language, **grammar_args)}
    for key, allowed in _CHOICES.items():
        if key in table:
            value = table[key]
            if value not in allowed:
                _fail(key, value, say("votes.one-of", values=", ".join(allowed)))
            args[key] = value
    args.update({k: _flag(k, table[k]) for k in _FLAGS if k in table})
    if "non_players" in table:
        args["non_players"] = _strings("non_players", table["non_players"])
    if "forbidden_between" in table:
        value = table["forbidden_between"]
        if not isinstance(value, str) or value.partition(":")[0] not in SELECTOR_KINDS:
            _fail("forbidden_between", value, say("votes-forbidden.selector", kinds=", ".join(sorted(SELECTOR_KINDS))))
        args["forbidden_between"] = value
    if "fuzzy_cutoff" in table:
        cutoff = table["fuzzy_cutoff"]
        if not isinstance(cutoff, (int, float)) or isinstance(cutoff, bool) or not 0 < cutoff <= 1:
            _fail("fuzzy_cutoff", cutoff, say("votes.cutoff"))
        args["fuzzy_cutoff"] = float(cutoff)
    return VoteSettings(**args)


def _added(table: Any) -> dict[str, tuple[str, ...]]:
    """`[votes.add]`: word lists added to the language's ("vote = ["condanno X"]")."""
    if not isinstance(table, dict):
        _fail(ADD, table, say("votes.add-table"))
    for key in table:
        if key not in WORD_LISTS:
            _fail(f"{ADD}.{key}", table[key], say("votes.unknown-list", lists=", ".join(WORD_LISTS)))
    return {k: _strings(f"{ADD}.{k}", v) for k, v in table.items()}


def _strings(key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        _fail(key, value, say("votes.strings"))
    return tuple(value)


def _flag(key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        _fail(key, value, say("votes.flag"))
    return value


def _fail(key: str, value: Any, why: str, hint: str = "") -> None:
    # The value as the GM wrote it in game.toml: `true`, never Python's `True`.
    shown = str(value).lower() if isinstance(value, bool) else value
    raise TallyError(say("votes.problem", key=key, value=shown, why=why), file=GAME_FILE,
                     hint=hint or say("votes.hint"))
