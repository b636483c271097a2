"""An initial where a power's one player goes (« je regarde K. », « on dévore H. »): a capital
letter alone closing its clause, as forums write a player they would rather not name in full.
The thread's « vote K. » asks with the players whose name starts with it (votes/targets.py);
the night stopped with « regarde without a player » and offered nobody. The players the letter
fits are offered, each as the order, and never read as one: a letter is no name. Pure: the
group and the names in.
"""
from __future__ import annotations

from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex, Resolution
from lupus_mod.orders.pieces import Sep, Word
from lupus_mod.orders.reading import Group
from lupus_mod.orders.wanted import entity_kinds


def initial_at(group: Group, index: NameIndex) -> tuple[int, Word, Resolution] | None:
    """The position of the group's initial, the word, and the players it fits (`candidates`),
    where the power takes one player; None otherwise (« je regarde K parce qu'il ment » goes on:
    the letter is read as before)."""
    if sum(entity_kinds(group.spec).get(PLAYER, (0, 0))) != 1 or len(entity_kinds(group.spec)) != 1:
        return None   # one player, said or left out (« je tire sur J. »: never the shot taken back)
    pieces = group.pieces
    # The last (« J'observe K. »: the elided « je » before it is no initial).
    at = max((n for n, p in enumerate(pieces) if isinstance(p, Word)
              and len(p.text) == 1 and p.text.isalpha() and p.text.isupper()), default=None)
    if at is None or at + 1 < len(pieces) and not isinstance(pieces[at + 1], Sep):
        return None
    word = pieces[at]
    fits = tuple(dict.fromkeys(f.target for f in index.entity_forms
                               if f.kind == PLAYER and f.words and f.words[0].startswith(word.fold)))
    return (at, word, Resolution(None, candidates=fits)) if fits else None
