"""A player pointed at rather than named: the sender himself ("proteggo me stesso"), a
pronoun for someone named earlier ("Gollum mi sembra strano" a PM before, then "indago lui";
French "je regarde celui-là"), or his number on the official list ("indago il n. 7", "sfido
#16": the opening post numbers the players.toml list from 1).

Neither names anyone by itself, so the line stays what it is (an order without its player: an
error the GM settles); but when the sender's earlier lines of the night that ordered nothing
named one player only, or the line holds one number of the list, that player is the line the
GM is offered to settle it with (`nights/2.overrides.toml → [corrections] "8" = "indago
Gollum"`), never an order applied: a number may be mistyped, a pronoun point elsewhere. The
one exception is the French "moi" joined to a name by "et" ("J'unis Dorian et moi") and the
reflexive "me" before the keyword ("je me sauve"): a GM reads them one way only, as the sender
(`for_sender`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable

from lupus_mod.messages import say
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.italian import (CLITICS, DATIVE_CLITICS, FRENCH_GLUED_REFLEXIVES, FRENCH_REFLEXIVES, LIST_PLACES, LIST_WORDS,
                                      MYSELF, NUMBER_LEADS)
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Piece, Said
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Sep, Word
from lupus_mod.orders.text import STRONG, fold
from lupus_mod.votes.languages import LANGUAGES

# Third-person pronouns and demonstratives that point back at someone already named: the words
# a vote reads so too ("Gollum mente. Voto lui."), one list per language (votes/languages.py).
ANAPHORS = frozenset(fold(w) for words in LANGUAGES.values() for w in words["pointing"])

# A number after these is a time or a phase, not a place on the list ("indago alle 22",
# "come la notte 2", "vers 23 h", "la nuit 3").
NOT_LISTED = frozenset({"alle", "ore", "entro", "verso", "dalle", "fino", "notte", "giorno", "turno",
                        "a", "vers", "avant", "apres", "nuit", "jour", "tour", "h"})


def offered(reading: LineReading, named_before: Iterable[str], index: NameIndex,
            sender: str = "") -> LineReading:
    """`reading` with each problem's settle line naming the player the line points at (the
    sender himself, a number of the list, or the one player the sender named before a pronoun);
    `reading` unchanged otherwise."""
    if not reading.problems:
        return reading
    pointer = _pointer(reading, tuple(dict.fromkeys(named_before)), index, sender)
    if pointer is None:
        return reading
    key, word, name = pointer
    if reading.drafts:
        # "proteggo Tecla... no aspetta, proteggo me stesso": the sender's words for himself
        # in the correction of the line's own order; its settle line is that order on him.
        corrected = {d.keyword for d in reading.drafts}
        if key != "myself" or not all(p.keyword in corrected for p in reading.problems):
            return reading
    in_place = word if key == "myself" and not reading.drafts else ""
    problems = []
    for problem in reading.problems:
        proposal = _proposal(problem.keyword, name, reading, in_place, index)
        if not proposal:
            problems.append(problem)
            continue
        message = say(f"order-antecedent.{key}", problem=problem.message, word=word, name=name)
        problems.append(replace(problem, message=message, reading=proposal))
    offers = tuple(problems) != reading.problems
    return replace(reading, problems=tuple(problems), drafts=() if offers else reading.drafts)


def for_sender(reading: LineReading, index: NameIndex, sender: str) -> LineReading:
    """ "J'unis Dorian et moi", "je me sauve", "je m'unis à Kilian": the French "moi" joined to
    a player's name by "et", or the reflexive "me" before the keyword, is the sender, as a GM
    reads it (Cupidon "peut choisir n'importe quels joueurs, y compris se désigner lui-même";
    the Sorcière may "se ressusciter elle-même"): the line read with his name in its place,
    where that gives the same order with him among its players; `reading` unchanged otherwise."""
    text = _with_sender(reading, sender) if sender else ""
    again = read_line(text, index) if text else None
    if again is not None and not reading.drafts and not again.drafts and not again.problems \
            and _pair_last(again, sender):
        return again     # « change : moi et dorian »: names only, the pair with him last
    if again is None or not again.drafts or again.problems \
            or not any(sender in d.args for d in again.drafts):
        return reading
    # "Dorian et moi seront amoureux" read without him is one player short, "je me sauve" the
    # Sorcière's victim whoever it is: the same orders with fewer players, never other ones.
    pairs = list(zip(reading.drafts, again.drafts))
    short = len(reading.drafts) == len(again.drafts) and all(
        old.keyword == new.keyword and set(old.args) <= set(new.args) for old, new in pairs)
    return again if reading.problems and len(again.drafts) == 1 or short else reading


def given_to_named(reading: LineReading, index: NameIndex) -> LineReading:
    """ "resuscito Grimaldo e gli passo il palantir": an order of the line lacking the player it
    is given to, "gli" or "le" right before its keyword, and one player named before it in its
    sentence by the line's own order: the pronoun can be no one else, so the line is read with
    him in its place ("… e a Grimaldo passo il palantir"); `reading` unchanged otherwise (a
    pronoun pointing at an earlier sentence or another PM is only offered, `offered`)."""
    if not reading.drafts or len(reading.problems) != 1:
        return reading
    pointer = _clitic_here(reading.pieces, ())
    if pointer is None or pointer[0] != "pointed-here" or fold(pointer[1]) not in DATIVE_CLITICS:
        return reading
    name = pointer[2]
    if not any(name in d.args for d in reading.drafts):
        return reading
    at = next(n for n, p in enumerate(reading.pieces) if isinstance(p, Word) and p.text == pointer[1]
              and n + 1 < len(reading.pieces) and isinstance(reading.pieces[n + 1], Key))
    again = read_line(" ".join((*map(_written, reading.pieces[:at]), f"a {name}",
                                *map(_written, reading.pieces[at + 1:]))), index)
    keyword = reading.problems[0].keyword
    if again.problems or again.drafts[:len(reading.drafts)] != reading.drafts \
            or {d.keyword for d in again.drafts[len(reading.drafts):]} != {keyword}:
        return reading
    return replace(again, pieces=reading.pieces, named=reading.named)


def _pair_last(reading: LineReading, sender: str) -> bool:
    """The sender is one of the line's last two names (« change : moi et dorian »), not the
    subject of a change said before other names (« isidore et moi on a changé d'avis: noemie »)."""
    pieces = reading.pieces
    names = [n for n, p in enumerate(pieces) if isinstance(p, Ent)]
    if len(names) < 2 or names[-1] - names[-2] != 2:
        return False
    a, b = names[-2], names[-1]
    joined = isinstance(pieces[a + 1], Word) and pieces[a + 1].fold in ("et", "e", "ed", "and")
    return joined and any(sender in pieces[n].players() for n in (a, b))


def _with_sender(reading: LineReading, sender: str) -> str:
    """The line written again with the sender's name for "moi" or after a reflexive keyword;
    "" when it has neither."""
    if _joined_self(reading):
        words = [p for p in reading.pieces if isinstance(p, Word)]
        return _in_place(reading, next(w.text for w in words if w.fold == "moi"), sender)
    pieces = reading.pieces
    # (A phrase too: « je me mets en couple avec Fernand ».)
    at = next((n for n in range(1, len(pieces)) if isinstance(pieces[n], (Key, Said)) and _reflexive(pieces[:n])),
              None)
    if at is None:
        return ""
    return " ".join((*map(_written, pieces[:at - 1]), f"{_written(pieces[at])} {sender}",
                     *map(_written, pieces[at + 1:])))


def _reflexive(before: tuple[Piece, ...]) -> bool:
    """ "je m'unis à Kilian", « jme lie avec Fernand »: the words before the keyword end with
    its reflexive pronoun after its subject (or glued to it)."""
    last = before[-1] if isinstance(before[-1], Word) else None
    if last is not None and last.fold in FRENCH_GLUED_REFLEXIVES:
        return True
    return last is not None and len(before) > 1 and isinstance(before[-2], Word) \
        and (before[-2].fold, last.fold) in FRENCH_REFLEXIVES


def _joined_self(reading: LineReading) -> bool:
    """ "Dorian et moi", "moi et Gaspard", « je lie Gaspard avec moi »: one "moi", beside an
    "et" (or « avec ») that joins it to a name."""
    pieces = [p for p in reading.pieces if not isinstance(p, Sep)]
    at = [n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold == "moi"]
    if len(at) != 1:
        return False
    n = at[0]
    joined = [pieces[n - 2:n], pieces[n + 1:n + 3]]
    return any(len(pair) == 2 and any(isinstance(p, Word) and p.fold in _JOINED for p in pair)
               and any(isinstance(p, Ent) for p in pair) for pair in joined)


# « Dorian et moi »; « je lie Gaspard avec moi » (Cupidon "peut … se désigner lui-même").
_JOINED = frozenset({"et", "avec"})


def _proposal(keyword: str, name: str, reading: LineReading, words: str, index: NameIndex) -> str:
    """The order the line gives with the player it points at: its keyword and him ("indago
    Gollum"), or, for the sender's words for himself among other names, the line with him in
    their place ("ammalio Boromiro e me stesso": `ammalio Boromiro Tom Bombadil`); "" if
    neither reads as one order."""
    tried = [f"{keyword} {name}"] if keyword else []
    if words:
        tried.append(_in_place(reading, words, name))
    for text in tried:
        again = read_line(text, index)
        if len(again.drafts) == 1 and not again.problems:
            draft = again.drafts[0]
            return " ".join((draft.keyword, *draft.args))
    return ""


def _in_place(reading: LineReading, words: str, name: str) -> str:
    """The line written again from its pieces, with the player's name for the words."""
    written = " ".join(_written(p) for p in reading.pieces)
    return written.replace(words, name, 1)


def _written(piece: object) -> str:
    if isinstance(piece, Key):
        return piece.written
    if isinstance(piece, Sep):
        return {STRONG: ".", CORRECTION: "anzi"}.get(piece.kind, ",")
    return getattr(piece, "text", "")


def _myself(words: list[Word]) -> str:
    """The sender's words for himself on the line (`MYSELF`), as written; "" if none."""
    folds = [w.fold for w in words]
    for phrase in sorted(MYSELF, key=len, reverse=True):
        for n in range(len(folds) - len(phrase) + 1):
            if tuple(folds[n:n + len(phrase)]) == phrase:
                return " ".join(w.text for w in words[n:n + len(phrase)])
    return ""


def _pointer(reading: LineReading, names: tuple[str, ...], index: NameIndex,
             sender: str) -> tuple[str, str, str] | None:
    """(how it points, the word that points, the player it points at): the sender's word for
    himself, one number of the list, else a pronoun with one player named before."""
    words = [p for p in reading.pieces if isinstance(p, Word)]
    mine = _myself(words)
    if sender and mine:
        return "myself", mine, sender
    numbers = {int(w.fold) for before, w in zip([None, *words], words)
               if w.fold.isdigit() and len(w.fold) <= 3 and (before is None or before.fold not in NOT_LISTED)}
    numbers |= _places_said(words, len(index.listed))
    if len(numbers) == 1 and 1 <= (number := numbers.pop()) <= len(index.listed):
        return "number", str(number), index.listed[number - 1]
    pronoun = next((w for w in words if w.fold in ANAPHORS), None)
    if pronoun is not None and len(names) == 1:
        return "pointed", pronoun.text, names[0]
    return _clitic_here(reading.pieces, names)


# A place on the list written out: "il primo della lista", "il numero 7", "n. 7", "#7".
_PLACE = re.compile(r"(?<!\w)(?:(?:{places})\W+(?:\w+\W+)?(?:{lists})|(?:{leads})\W*(?P<number>\d{{1,3}}))\b".format(
    places="|".join(LIST_PLACES), lists="|".join(LIST_WORDS), leads="|".join(map(re.escape, NUMBER_LEADS))),
    re.IGNORECASE)


def listed_alone(text: str, reading: LineReading, index: NameIndex) -> str:
    """ "il mio Romeo: il primo della lista", "il numero 7" with no keyword and no name: the
    line with that player's name for the place, read as a line of names alone is (asked, the
    order on him offered, never applied); "" where the line names or orders anything else."""
    if reading.drafts or reading.problems or any(isinstance(p, (Key, Said, Ent)) for p in reading.pieces):
        return ""
    places = list(_PLACE.finditer(text))
    if len(places) != 1:
        return ""
    words = [p for p in reading.pieces if isinstance(p, Word)]
    place = places[0]
    number = int(place["number"]) if place["number"] else next(iter(_places_said(words, len(index.listed))), 0)
    if not 1 <= number <= len(index.listed):
        return ""
    return text[:place.start()] + index.listed[number - 1] + text[place.end():]


def _places_said(words: list[Word], listed: int) -> set[int]:
    """ "il primo della lista", "l'ultimo dell'elenco": the places on the official list said in
    words, the list named within the next two words (never "il primo che parla")."""
    return {LIST_PLACES[w.fold] if LIST_PLACES[w.fold] > 0 else listed
            for n, w in enumerate(words) if w.fold in LIST_PLACES
            and any(x.fold in LIST_WORDS for x in words[n + 1:n + 3])}


def _clitic_here(pieces: tuple[Piece, ...], names: tuple[str, ...]) -> tuple[str, str, str] | None:
    """ "Becchino mi puzza. Lo indago.", "Secondo me Zanna è lupa. Stanotte la indago.": the
    object pronoun right before the keyword, and the one player named in its sentence before it
    or in the sentence before that (it stopped with `indago <giocatore>` to fill in); with no
    player there, the one the sender named in his messages before ("Zanna mi puzza", then "Lo
    indago.")."""
    at = next((n for n in range(1, len(pieces)) if isinstance(pieces[n], Key) and isinstance(pieces[n - 1], Word)
               and pieces[n - 1].fold in CLITICS), None)
    if at is None:
        return None
    stops = [n for n in range(at) if isinstance(pieces[n], Sep) and pieces[n].kind == STRONG]
    start = stops[-2] if len(stops) > 1 else 0
    named = {t for p in pieces[start:at] if isinstance(p, Ent) for m in p.matches[:1]
             if m.kind == PLAYER and len(m.targets) == 1 for t in m.targets}
    if len(named) == 1:
        return "pointed-here", pieces[at - 1].text, named.pop()
    return ("pointed", pieces[at - 1].text, names[0]) if not named and len(names) == 1 else None
