"""An order whose target is described as the night's dead: "resuscito chiunque muoia stanotte,
tranne i lupi", "resuscito il morto di stanotte", "resuscito chi è stato sbranato". Nobody is
named: who died is known only once the night is resolved (Licantropi's Guaritore: "Una sola volta
puo' resuscitare una persona morta durante la notte", the master showing him the night's dead),
so the line is an order under a condition, asked of the GM as "se qualcuno muore lo resuscito"
is, never a player called «muoia». And "evoco lo spirito dell'ultimo bruciato" from the Medium:
the player burned last, a public fact the night looks up (play.replay), never a player called
«spirito»; "indago quello che è morto ieri": the dead of the day before, public too (it was
asked as "the same as yesterday", last night's order offered). Pure."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from lupus_mod.orders.model import DIED_BEFORE, LAST_BURNED, NONE, Doubt
from lupus_mod.orders.italian import (DEAD_LEADS, DEAD_WORDS, DIED_BEFORE_WORDS, FEMININE_ARTICLES, LAST_BURNED_WORDS,
                                      MASCULINE_ARTICLES, TWO_DAYS_BACK)
from lupus_mod.orders.scan import Ent, Key, Piece, Word
from lupus_mod.orders.text import WORD, fold, holds_phrase, tokenize

_REACH = 4      # "chi è stato sbranato": the words of dying a few words after the lead


def dead_described(pieces: tuple[Piece, ...]) -> bool:
    """Whether the line's keyword is followed by a description of the dead, and by no player's
    name."""
    return bool(_dead_lead(_after_keyword(pieces)))


def _dead_lead(folds: list[str]) -> str:
    """The word opening a description of the dead ("quella" of "quella che è morta"), or ""."""
    return next((f for n, f in enumerate(folds) if f in DEAD_LEADS and DEAD_WORDS & set(folds[n + 1:n + 1 + _REACH])), "")


def died_before(pieces: tuple[Piece, ...]) -> bool:
    """Whether the line's target is described as dead on the day before ("quello che è morto
    ieri"), no order of an earlier night."""
    return dead_described(pieces) and bool(DIED_BEFORE_WORDS & set(_after_keyword(pieces)))


def described_dead_of(pieces: tuple[Piece, ...]) -> tuple[str, str]:
    """(kind, keyword) of a line whose target it describes as the player burned last
    (`LAST_BURNED`) or the dead of the day before (`DIED_BEFORE`), and names no player after
    it; ("", "") otherwise."""
    key = next((p for p in pieces if isinstance(p, Key)), None)
    kind = LAST_BURNED if holds_phrase(_after_keyword(pieces), LAST_BURNED_WORDS) \
        else DIED_BEFORE if died_before(pieces) else ""
    return (kind, key.spec.keyword) if key and kind else ("", "")


def _after_keyword(pieces: tuple[Piece, ...]) -> list[str]:
    """The folded words after the line's first keyword, none if a name follows it."""
    at = next((n for n, p in enumerate(pieces) if isinstance(p, Key)), None)
    if at is None or any(isinstance(p, Ent) for p in pieces[at + 1:]):
        return []
    # A keyword's participle ("sbranato") is a word of dying too; a description ("chi è stato
    # sbranato", orders.aside) is one piece of its words.
    return [f for p in pieces[at + 1:] if isinstance(p, (Word, Key))
            for f in fold(p.text if isinstance(p, Word) else p.written).split()]


def with_the_dead(doubts: tuple[Doubt, ...], burned: tuple[str, ...], died: Callable[[int], tuple[str, ...]],
                  genders: Mapping[str, str]) -> tuple[Doubt, ...]:
    """The doubts of a target described as the player burned last or as the dead of the day
    before, given their readings: the described power on each player burned on the last day a
    player burned (`burned`) or each who died on the day the line says and the night before it
    (`died` of the days back: "ieri" 1, "l'altro ieri" 2; the last first: public facts the
    night knows), then none; none alone if there is none. The
    dead of the day before are the description's players (`begun`): the night offers only
    those the power may name (orders.same_start); "quella che è morta ieri" offers first those
    of the gender its article says (players.toml `gender`), as the thread's "la lupa" does."""
    def looked_up(d: Doubt) -> tuple[str, ...]:
        if d.kind == LAST_BURNED:
            return burned
        said = _gender_said(d.text)
        return tuple(sorted(died(_days_back(d.text)), key=lambda name: bool(said) and genders.get(name) != said))
    return tuple(replace(d, candidates=(*(f"{k} {name}" for k in d.keywords for name in looked_up(d)), NONE),
                         begun=looked_up(d) if d.kind == DIED_BEFORE else d.begun)
                 if d.kind in (LAST_BURNED, DIED_BEFORE) else d for d in doubts)


def _days_back(text: str) -> int:
    """How many days back the line's dead died: 2 for "l'altro ieri" (it was read as "ieri",
    yesterday's dead offered), else 1."""
    return 2 if holds_phrase([t.fold for t in tokenize(text) if t.kind == WORD], TWO_DAYS_BACK) else 1


def _gender_said(text: str) -> str:
    """ "f" or "m", the gender of the article opening the line's description of the dead ("quella
    che è morta ieri", "il morto di ieri"); "" where it says none ("chi è morto ieri")."""
    lead = _dead_lead([t.fold for t in tokenize(text) if t.kind == WORD])
    return "f" if lead in FEMININE_ARTICLES else "m" if lead in MASCULINE_ARTICLES else ""
