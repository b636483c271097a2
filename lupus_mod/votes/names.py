"""Who a typed name means: players, aliases, substitutes, the dead, the GM.

A vote names its target the way players type: "voto il gufo", "voto Nebbia", "rogo Totò".
Case and accents never matter (words are folded as the orders reader folds them). In order:

1. exact name or alias (an exact name wins over a longer name it is the start of: with
   "Anna" and "Annalisa" playing, "voto Anna" is Anna);
2. a unique prefix of at least three letters ("Nebbia" for "Nebbia_91"); when a prefix fits
   several names and exactly one of them is alive, the living one is meant (two letters
   written with a capital, "Jo", that start one name only are that name in doubt, `fuzzy`);
3. one whole word of a single multi-word name ("Geppetto" for "Mastro Geppetto").

A name's words typed run together are that name, as an accent typed without it is: players
type "Dambra" for "D'Ambra" (the apostrophe dropped), "DAmbra", "Mastrogeppetto".

A name that only resembles one (difflib) is never taken: it comes back as `fuzzy` with
suggestions, so the count can flag it for the GM.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.text.folding import account_key, name_key
from lupus_mod.orders.text import name_words

EXACT, ALIAS, PREFIX, WORD, JOINED = "exact", "alias", "prefix", "word", "joined"
AMBIGUOUS, FUZZY, UNKNOWN = "ambiguous", "fuzzy", "unknown"
RESOLVED = frozenset({EXACT, ALIAS, PREFIX, WORD, JOINED})

MIN_PREFIX = 3
_STRETCHED = re.compile(r"(.)\1{2,}")   # a letter written three times or more: "grimaaaa"
SHARED_START = 4   # first letters a nickname shares with a name to be offered as it
_PET_ENDING = 2    # letters a pet name adds to a short name ("Sammy", "Pippo")
FUZZY_CUTOFF = 0.8


@dataclass(frozen=True)
class Resolution:
    """What a typed name resolved to; `name` is None unless `how` is in RESOLVED."""

    typed: str
    how: str
    name: str | None = None
    candidates: tuple[str, ...] = ()   # the names it could be (ambiguous) or resembles (fuzzy)

    @property
    def ok(self) -> bool:
        return self.how in RESOLVED


Key = tuple[str, ...]


@dataclass(frozen=True)
class Roster:
    """Every name a vote may mention, with the slot each one stands for."""

    alive: tuple[str, ...]
    dead: tuple[str, ...] = ()
    gm: tuple[str, ...] = ()
    non_players: tuple[str, ...] = ()
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    substitutes: Mapping[str, str] = field(default_factory=dict)   # nickname now playing → slot
    # Member ids, on boards that give them (votes.accounts): the player's own accounts, and
    # accounts showing a name an earlier account posted under (the player they look like).
    accounts: Mapping[str, str] = field(default_factory=dict)
    posing: Mapping[str, str] = field(default_factory=dict)
    # Member ids the GM declared (players.toml `account_id`) -> the name each was declared for
    # (a player's, a substitute's nickname): they settle which account is whose before the
    # thread's order does.
    declared: Mapping[str, str] = field(default_factory=dict)
    # Nicknames of the thread's look-alike authors (`Salvo_`) → the player each looks like
    # (votes.accounts.with_look_alikes): a vote naming one is no silent vote for the player.
    look_alikes: Mapping[str, str] = field(default_factory=dict)
    fuzzy_cutoff: float = FUZZY_CUTOFF
    _names: Mapping[Key, str] = field(init=False, repr=False, compare=False)
    _aliases: Mapping[Key, frozenset[str]] = field(init=False, repr=False, compare=False)
    _accounts: Mapping[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    _look_alikes: Mapping[str, tuple[str, str]] = field(init=False, repr=False, compare=False)
    # Every key a typed name is matched against, as the readings below look them up: written
    # once here, since a thread asks the roster thousands of times (votes.reading, speech).
    _keys: "KeyTable" = field(init=False, repr=False, compare=False)
    _resembling: dict[Key, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = {name_words(n): n for n in (*self.non_players, *self.gm, *self.dead, *self.alive)}
        aliases: dict[Key, set[str]] = {}
        extra = [(slot, a) for slot, group in self.aliases.items() for a in group]
        extra += [(slot, nick) for nick, slot in self.substitutes.items()]
        for slot, alias in extra:
            aliases.setdefault(name_words(alias), set()).add(slot)
        object.__setattr__(self, "_names", names)
        object.__setattr__(self, "_aliases", {k: frozenset(v) for k, v in aliases.items()})
        accounts: dict[str, set[str]] = {}
        for slot, nickname in [(n, n) for n in names.values()] + extra:
            accounts.setdefault(account_key(nickname), set()).add(slot)
        object.__setattr__(self, "_accounts", {k: frozenset(v) for k, v in accounts.items()})
        object.__setattr__(self, "_look_alikes", {account_key(nick): (slot, nick) for nick, slot
                                                  in self.look_alikes.items() if account_key(nick) not in accounts})
        object.__setattr__(self, "_resembling", {})
        object.__setattr__(self, "_keys", KeyTable.of(names, self._aliases,
                                                       (*self.alive, *self.dead, *self.gm, *self.non_players)))

    @property
    def max_words(self) -> int:
        return self._keys.max_words

    def names_word(self, word: str) -> bool:
        """Whether one folded word is a name or an alias exactly ("salvo", with Salvo playing)."""
        return (word,) in self._names or (word,) in self._aliases

    def identify(self, nickname: str) -> str | None:
        """The slot a forum nickname posts for, else None: its name, an alias or a substitute's
        nickname exactly, as the board tells accounts apart (`folding.account_key`: case and
        apostrophes aside). "Zefiro_", "Zéfiro" or a fullwidth "Ｚｅｆｉｒｏ" is another account."""
        slots = self._accounts.get(account_key(nickname), frozenset())
        return next(iter(slots)) if len(slots) == 1 else None

    def resembles(self, nickname: str) -> tuple[str, ...]:
        """The slots a nickname only looks like (`folding.name_key`: accents, look-alike letters,
        "_" and "." aside, and the words run together: `TomBombadil` for Tom Bombadil) without
        being one of their accounts: a look-alike author."""
        if self.identify(nickname) is not None:
            return ()
        key = name_key(nickname).replace(" ", "")
        players = {*self.alive, *self.dead}
        return self._ordered({slot for written, slots in self._accounts_written()
                              if name_key(written).replace(" ", "") == key for slot in slots & players})

    def look_alike(self, typed: str) -> Resolution | None:
        """A typed name that is a look-alike author's nickname as the board writes it (`voto
        Salvo_` with an account `Salvo_` posting) and no player's: it names that account more
        exactly than the player, so it is both, in doubt (`ambiguous`: the player, then the
        nickname); None otherwise."""
        found = self._look_alikes.get(account_key(typed))
        return Resolution(typed, AMBIGUOUS, candidates=found) if found else None

    def _accounts_written(self) -> Iterable[tuple[str, frozenset[str]]]:
        yield from ((name, frozenset({name})) for name in self._names.values())
        for slot, group in self.aliases.items():
            yield from ((alias, frozenset({slot})) for alias in group)
        yield from ((nick, frozenset({slot})) for nick, slot in self.substitutes.items())

    def resolve(self, typed: str) -> Resolution:
        """Resolve a whole typed name (a GM correction, a PM-log header)."""
        return self.resolve_words(name_words(typed), typed)

    def exactly(self, typed: str) -> Resolution | None:
        """A whole typed name that is a name or an alias exactly, else None: who a subject
        ("Samvise vota") is, where a prefix or a resemblance would make anyone a subject."""
        found = self._exact(name_words(typed), typed)
        return found if found is not None and found.ok else None

    def resolve_words(self, words: Sequence[str], typed: str) -> Resolution:
        key = tuple(words)
        if not key:
            return Resolution(typed, UNKNOWN)
        for attempt in (self._exact, self._joined, self._prefix, self._word):
            found = attempt(key, typed)
            if found is not None:
                return found
        return self._fuzzy(key, typed)

    def match_start(self, words: Sequence[str], typed: Sequence[str]) -> tuple[Resolution, int]:
        """Resolve the name at the start of `words` (the text after a vote keyword).

        Returns the resolution and how many words it took. Longer readings are tried first,
        and an exact reading of any length wins over a prefix reading ("voto Anna ma..." is
        Anna, not Annamaria). `typed[i]` is how word i is written.
        """
        lengths = range(min(len(words), self.max_words + 1), 0, -1)
        spans = [(tuple(words[:k]), " ".join(typed[:k]), k) for k in lengths]
        for attempt in (self._exact, self._joined, self._prefix, self._word):
            for key, text, k in spans:
                found = attempt(key, text)
                if found is not None:
                    return found, k
        for key, text, k in spans:
            found = self._fuzzy(key, text)
            if found.how == FUZZY:
                return found, k
        return Resolution(typed[0] if typed else "", UNKNOWN), 1

    def _exact(self, key: Key, typed: str) -> Resolution | None:
        if key in self._names:
            return Resolution(typed, EXACT, self._names[key])
        slots = self._aliases.get(key, frozenset())
        if len(slots) == 1:
            return Resolution(typed, ALIAS, next(iter(slots)))
        if slots:
            return Resolution(typed, AMBIGUOUS, candidates=self._ordered(slots))
        return None

    def _joined(self, key: Key, typed: str) -> Resolution | None:
        """One typed word that is a multi-word name's words run together: "Dambra" for
        "D'Ambra" (the apostrophe is where the tokenizer splits it), "Mastrogeppetto"."""
        if len(key) != 1:
            return None
        return self._pick(set(self._keys.joined.get(key[0], ())), typed, JOINED)

    def _prefix(self, key: Key, typed: str) -> Resolution | None:
        text = " ".join(key)
        if len(text.replace(" ", "")) < MIN_PREFIX:
            return self._short(key, typed)
        hits = {slot for spaced, slots in self._keys.spaced if spaced.startswith(text) for slot in slots}
        return self._pick(hits, typed, PREFIX)

    def _short(self, key: Key, typed: str) -> Resolution | None:
        """ "je vote contre Jo": two letters written as a name (capital first) that start one
        name only are that name in doubt, never a vote counted nor talk dropped; lower case
        ("voto io", "je vote en ...") they are words."""
        if len(key) != 1 or len(key[0]) != 2 or not typed[:1].isupper():
            return None
        hits = self.starting_like(key[0])
        return Resolution(typed, FUZZY, candidates=hits) if len(hits) == 1 else None

    def starting_like(self, word: str, letters: int = 2) -> tuple[str, ...]:
        """The players whose name's first word starts with the word's first two letters (folded):
        whom a lower-case nickname may stand for ("kiki" for Kilian), or two letters written as a
        name ("Jo"); with `letters=1`, its initial (« vote K. »)."""
        start = name_key(word)[:letters]
        return self._ordered({slot for first, slots in self._keys.first if first.startswith(start)
                              for slot in slots}) if len(start) == letters else ()

    def _word(self, key: Key, typed: str) -> Resolution | None:
        if len(key) != 1 or len(key[0]) < MIN_PREFIX:
            return None
        return self._pick(set(self._keys.words.get(key[0], ())), typed, WORD)

    def _fuzzy(self, key: Key, typed: str) -> Resolution:
        # The names a typed key resembles are kept for the roster's life: a thread's first words
        # of sentences and the words after a keyword repeat, and difflib is dear.
        found = self._resembling.get(key)
        if found is None:
            found = self._resembling[key] = self._resembled(key)
        return Resolution(typed, FUZZY, candidates=found) if found else Resolution(typed, UNKNOWN)

    def _resembled(self, key: Key) -> tuple[str, ...]:
        text = " ".join(key)
        if len(text) < MIN_PREFIX:
            return ()
        keys = self._keys.by_spaced
        close = difflib.get_close_matches(text, list(keys), n=3, cutoff=self.fuzzy_cutoff)
        # "grimaaaa": a letter held, the name it stretches offered first (Grimaldo was).
        held = _STRETCHED.sub(r"\1", text)
        close = [held, *(k for k in close if k != held)] if held != text and held in keys else close
        # "Merry" for Merrino, "Bilbo" for Bilbetto: a nickname sharing the name's first letters
        # is offered too (never taken: a doubt the GM settles with it, not an unknown name).
        close += [k for k in keys if k not in close and len(key) == 1 and len(text) >= SHARED_START
                  and text[:SHARED_START] == k[:SHARED_START]]
        # "Sammy" for Sam (Samvise's alias), "Tommy" for Tom, "Pippo" for Pip: a short name with
        # a pet ending, shorter than the first letters shared above.
        close += [k for k in keys if k not in close and len(key) == 1 and MIN_PREFIX <= len(k) < SHARED_START
                  and text.startswith(k) and len(text) - len(k) <= _PET_ENDING]
        # "voto zrog": two letters swapped, the commonest slip, which the ratio of a short name misses.
        close += [k for k in keys if k not in close and _swapped(text, k)]
        return tuple(dict.fromkeys(slot for k in close for slot in self._ordered(keys[k])))

    def _pick(self, hits: set[str], typed: str, how: str) -> Resolution | None:
        if len(hits) == 1:
            return Resolution(typed, how, next(iter(hits)))
        living = hits & set(self.alive)
        if len(living) == 1:
            return Resolution(typed, how, next(iter(living)))
        if hits:
            return Resolution(typed, AMBIGUOUS, candidates=self._ordered(hits))
        return None

    def _ordered(self, names: Iterable[str]) -> tuple[str, ...]:
        order = self._keys.order
        return tuple(sorted(names, key=lambda n: (order.get(n, len(order)), n)))


def _swapped(typed: str, name: str) -> bool:
    """The typed word is the name with two letters side by side swapped ("zrog" for "zorg")."""
    if len(typed) != len(name) or typed == name:
        return False
    diff = [n for n, (a, b) in enumerate(zip(typed, name)) if a != b]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and typed[diff[0]] == name[diff[1]] \
        and typed[diff[1]] == name[diff[0]]


@dataclass(frozen=True)
class KeyTable:
    """A roster's keys (a name's or an alias's folded words) with the slots each stands for,
    as each way of matching a typed name reads them."""

    spaced: tuple[tuple[str, frozenset[str]], ...]        # "mastro geppetto": prefixes
    first: tuple[tuple[str, frozenset[str]], ...]         # a key's first word: two letters
    by_spaced: Mapping[str, frozenset[str]]               # resemblances (difflib)
    joined: Mapping[str, frozenset[str]]                  # "mastrogeppetto": a long key run together
    words: Mapping[str, frozenset[str]]                   # "geppetto": one word of a long key
    order: Mapping[str, int]                              # the living first, then the dead...
    max_words: int

    @classmethod
    def of(cls, names: Mapping[Key, str], aliases: Mapping[Key, frozenset[str]],
           order: Sequence[str]) -> "KeyTable":
        pairs = [(k, frozenset({name})) for k, name in names.items()] + list(aliases.items())
        joined: dict[str, set[str]] = {}
        words: dict[str, set[str]] = {}
        for key, slots in pairs:
            if len(key) > 1:
                joined.setdefault("".join(key), set()).update(slots)
                for word in key:
                    words.setdefault(word, set()).update(slots)
        spaced = tuple((" ".join(k), slots) for k, slots in pairs)
        # A name and an alias of the same words: the alias's slots (the later pair).
        return cls(spaced, tuple((k[0], slots) for k, slots in pairs), dict(spaced),
                   {k: frozenset(v) for k, v in joined.items()}, {k: frozenset(v) for k, v in words.items()},
                   {n: i for i, n in enumerate(order)}, max((len(k) for k, _ in pairs), default=1))


# --- GM corrections -------------------------------------------------------------------------

NONE, UNVOTE, ABSTAIN = "none", "unvote", "abstain"
# The post's vote as written, cast after the close: the GM read its time on the board (a post
# whose date the reader does not trust, « Oggi, 22:30 » on a page saved the next day).
LATE = "late"


@dataclass(frozen=True)
class Correction:
    """The GM's reading of one post: a vote for `target`, an unvote, an abstention or nothing."""

    kind: str               # "vote", "elect", "unvote", "abstain", "none" or "late"
    target: str | None = None
    election: bool = False  # "Capitaine : unvote": the election's vote taken back


def read_corrections(table: Mapping[str, object], roster: Roster, file: str,
                     titles: Sequence[str] = ()) -> dict[str, Correction]:
    """`[corrections]` of days/D.toml: post id → player name, "none", "unvote", "abstain" or
    "late" (the vote as written, after the close);
    with an elected title, "Capitaine : Kilian" (one of `titles`, a colon, a name) reads the
    post as an election vote (a post written while both polls were open, votes/election.py),
    "Capitaine : unvote" as the election's vote taken back."""
    out: dict[str, Correction] = {}
    elected = {t.casefold() for t in titles}
    for post_id, value in table.items():
        if not isinstance(value, str):
            raise TallyError(say("corrections.not-text", post=post_id), file=file,
                             hint=say("corrections.not-text-hint", post=post_id))
        word = value.strip().casefold()
        if word in (NONE, UNVOTE, ABSTAIN, LATE):
            out[str(post_id)] = Correction(word)
            continue
        title, colon, name = value.partition(":")
        kind = "elect" if colon and title.strip().casefold() in elected else "vote"
        if kind == "elect" and name.strip().casefold() == UNVOTE:
            out[str(post_id)] = Correction(UNVOTE, election=True)
            continue
        value = name if kind == "elect" else value
        found = roster.resolve(value.strip())
        if found.how not in (EXACT, ALIAS):
            maybe = say("common.close-names", names=", ".join(found.candidates)) if found.candidates else ""
            raise TallyError(say("corrections.not-a-player", post=post_id, value=value, suggestion=maybe),
                             file=file, hint=say("corrections.not-a-player-hint"))
        out[str(post_id)] = Correction(kind, found.name)
    return out
