"""The role an unknown word written for a player names ("indago la veggenta", "sorveglio la
sindaca"): told as that role, not as a player misspelt. Pure: the word and the names in."""
from __future__ import annotations

from difflib import SequenceMatcher

from lupus_mod.orders.model import PLAYER, ROLE
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import fold

ROLE_LIKENESS = 0.8   # how close to a role's word an unknown word must be to be told as that role
ROLE_LENGTHS = 1      # and how many letters longer or shorter than it


def role_said(word: Word, kind: str, players: tuple[str, ...], index: NameIndex) -> str:
    """The role an unknown word for a player names, closer to it than any player's name
    ("sindaca": Sindaco, not Sundance); "" otherwise."""
    if kind != PLAYER:
        return ""
    roles = index.suggest(word.text, ROLE)
    if not roles:
        return ""
    def likeness(name: str) -> float:
        return SequenceMatcher(None, fold(word.text), fold(name)).ratio()
    # A word spelt almost as the role's: « celle » (de gauche) is no Petite Fille, "grigia" Lupo Grigio.
    # Almost: an ending or a letter apart ("veggenta", "Cavalliere"), never a longer word that
    # holds it ("Nerone" is no Mago nero: a name, and no role of the rulebook is called so).
    written = fold(word.text)
    if max((likeness(w) for n in (roles[0], index.role_names.get(roles[0], ""))
            for w in fold(n).replace("-", " ").split() if abs(len(w) - len(written)) <= ROLE_LENGTHS),
           default=0.0) < ROLE_LIKENESS:
        return ""
    return roles[0] if not players or likeness(roles[0]) > likeness(players[0]) else ""


# « je suis la petite fille, j'ouvre un oeil », « chui la petite fille »: the sender's own role,
# said before his order in the same sentence, is no one else's word about it.
_I_AM = frozenset({"suis", "jsuis", "chui", "sono"})


def own_role(pieces: tuple[Piece, ...], n: int) -> bool:
    """The name at n is only a role, right after "I am" (fillers between)."""
    piece = pieces[n]
    if not (isinstance(piece, Ent) and all(m.kind == ROLE for m in piece.matches)):
        return False
    before = [p for p in pieces[:n] if not (isinstance(p, Word) and p.filler)]
    return bool(before) and isinstance(before[-1], Word) and before[-1].fold in _I_AM
