"""Nicknames of players.toml that the orders would read as someone, or something, else.

A nickname that is a word the orders read by itself (a player called "Nessuno", "Tutti",
"Anzi") makes « indago Gollum. Anzi, nessuno » name that player; an alias or a substitute's
nickname that is the start of another player's name, or one letter from it (Pippino's alias
"Gal" beside Galadriella, a substitute "Grimald" beside Grimaldo), makes every shortening or
slip of that name the other player, with no question asked (an exact nickname is read as
written). Both are warnings of `check` at their line of players.toml (docs/game-folder.md).
"""
from __future__ import annotations

from lupus_mod.errors import LupusError
from lupus_mod.inputs.folder import load_toml
from lupus_mod.inputs.names import say
from lupus_mod.orders.italian import ANYONE, CORRECTIONS, NOBODY
from lupus_mod.orders.names import one_letter_off
from lupus_mod.orders.text import fold, name_words
from lupus_mod.play.game import Game

# The words the orders read by themselves where a name could stand (orders/italian.py).
_READER_WORDS = NOBODY | ANYONE | CORRECTIONS


def _nicknames(game: Game) -> list[tuple[tuple[str | int, ...], str, str, int]]:
    """(players.toml path, what it is, nickname, player's number) of every name, alias and
    substitute."""
    found = [(("player", n, "name"), "what-name", p.name, n) for n, p in enumerate(game.players)]
    found += [(("player", n, "aliases"), "what-alias", a, n) for n, p in enumerate(game.players)
              for a in p.aliases]
    found += [(("player", n, "substitutes"), "what-substitute", s, n) for n, p in enumerate(game.players)
              for s, _ in p.substitutes]
    return found


def word_names(game: Game) -> list[LupusError]:
    """A nickname that is a word the orders read by itself ("Nessuno"), at its line."""
    clashes = [(path, what, name) for path, what, name, _ in _nicknames(game)
               if len(name_words(name)) == 1 and name_words(name)[0] in _READER_WORDS]
    if not clashes:
        return []
    src = load_toml(game.path("players.toml"), game.dir)
    return [src.error(path, say("reader-word-name", what=say(what), name=name, lower=name.lower()),
                      say("reader-word-name-hint")) for path, what, name in clashes]


def shadowing_names(game: Game) -> list[LupusError]:
    """An alias or substitute's nickname that begins another player's name or is one letter
    from it, at its line."""
    names = [(p.name, n) for n, p in enumerate(game.players)]
    clashes = []
    for path, what, nick, owner in _nicknames(game):
        short = fold(nick)
        other = next((name for name, n in names if n != owner and fold(name) != short and (
            fold(name).startswith(short) or one_letter_off(short, fold(name)))), None)
        if what != "what-name" and other:
            clashes.append((path, what, nick, other))
    if not clashes:
        return []
    src = load_toml(game.path("players.toml"), game.dir)
    return [src.error(path, say("shadowing-name", what=say(what), name=nick, other=other),
                      say("shadowing-substitute-hint" if what == "what-substitute" else "shadowing-name-hint",
                          name=nick, other=other)) for path, what, nick, other in clashes]
