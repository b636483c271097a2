"""A change of target said without the order's verb: "Je change de cible : Isidore", "Avec
Baptiste on a décidé : Maxence", "prendiamo il mago, cioè Podesta" — the players named after a
word of change or decision (orders.talk_doubts asks with the order they may make). Pure: a
line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.agreed import one
from lupus_mod.orders.change_words import CHANGE_CUES, PROPOSALS, REPLACE_WORDS
from lupus_mod.orders.model import ROLE
from lupus_mod.orders.scan import CORRECTION, Ent, Piece, Sep, Word
from lupus_mod.orders.whose_order import owners


# "Je change de cible : Isidore", "changement de cible stp, ce sera Isidore": the words of a
# change of target, beside the change word itself.
_RETARGET_GLUE = frozenset({"de", "cible", "nouvelle", "nouveau", "maintenant", "c", "est", "bersaglio", "ora",
                            "nuovo", "nuova", "new"})


def retargeted(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players named after a word of change or decision, with only the glue of a change of
    target between ("Je change de cible : Isidore", "Avec Baptiste on a décidé : Maxence"),
    ending their clause; () otherwise ("en fait Kilian m'a l'air louche": chat). With no order
    of the sender tonight, it is an order of his said without its verb, or the change of a
    standing order of an earlier night (the Chasseur's shot), whose power the night knows."""
    glue = REPLACE_WORDS | CHANGE_CUES | PROPOSALS
    cue = next((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold in glue), None)
    # "ok per me va bene la scelta di Gollum": whose choice it is, no target (orders.whose_order).
    names = [n for n, p in enumerate(pieces) if isinstance(p, Ent) and cue is not None and n > cue
             and p not in owners(pieces)]
    # "prendiamo il mago, cioè Podesta": the role said, then the player it means.
    namely = [n for n, p in enumerate(pieces)
              if isinstance(p, Sep) and p.kind == CORRECTION and names and n > names[0]]
    names = [n for n in names if not namely or n > namely[-1]]
    if not names:
        return ()
    after = next((p for p in pieces[names[-1] + 1:] if not (isinstance(p, Word) and p.filler)), None)
    if after is not None and not isinstance(after, Sep) or not all(
            p.filler or p.fold in glue | _RETARGET_GLUE for p in pieces[cue:names[-1]]
            if isinstance(p, Word)):
        return ()
    return tuple(t for n in _glossed_roles_left(pieces, names) for t in one(pieces[n]))


def _glossed_roles_left(pieces: tuple[Piece, ...], names: list[int]) -> list[int]:
    """The names without a role that a player's name glosses after it ("prendiamo il mago,
    cioè Podesta": Podesta; the role kept, no power of the pack took "mago Podesta", and the
    doubt offered nothing)."""
    roles = [n for n in names if all(m.kind == ROLE for m in pieces[n].matches)]
    return [n for n in names if n not in roles or not any(m > n for m in names if m not in roles)]
