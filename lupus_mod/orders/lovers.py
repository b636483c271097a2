"""« Dorian et Leonie amoureux », « en couple : Dorian et Leonie »: Cupidon's couple said with
the noun alone, no verb ("il va désigner deux personnes qui seront amoureuses",
thiercelieux-base.fr.txt).

Narrow on purpose: « amoureux » alone as a phrase of the power made every line of Cupidon's that
spoke of love an order. Here the line holds two players, each plainly, the word of the couple,
and nothing else but links and words around orders: no verb, no question, no third name. The
order is the sender's own power among those whose phrases speak of lovers (roles.toml), as a
phrase's order is (orders.any_power). Pure: the line's pieces in; folded words.
"""
from __future__ import annotations

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.model import ANY_POWER, PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Piece, Sep, Word
from lupus_mod.orders.text import fold

# The words of the couple, and the phrases' word that names the power they stand for.
_COUPLE = frozenset({"amoureux", "amoureuse", "amoureuses", "couple"})
_PHRASE_WORD = "amoureux"
# Besides them, what the line may hold: links between the two names, « en (couple) », the future
# of his decision (« seront en couple », as the phrase « seront amoureux »), the forum's words
# around an order (« ce soir », « stp », « merci »).
_AROUND = frozenset({"et", "en", "&", "+", "seront", "ce", "soir", "cette", "nuit", "stp", "svp", "merci",
                     "les", "mes", "deux", "meneur", "bonsoir", "salut", "voila",
                     # « ok Dorian et Leonie amoureux », « bon alors, Dorian et Leonie amoureux »
                     "ok", "okay", "bon", "alors", "donc", "bref", "mj", "coucou", "bonne",
                     # « je rends Kilian et Hortense amoureux », « je rends Kilian amoureux d'Hortense »:
                     # the phrase « je rends amoureux » with the names inside it
                     "je", "rends", "de", "d"})


# « Dorian + Leonie ❤️ » from Cupidon: a heart beside the two names says the couple as the word
# does (the line's emoji are no words of its pieces: they are sought in the line as written).
_HEARTS = frozenset("❤♥💕💖💗💘💞💓💑💏💝😍🥰")


def lovers_draft(pieces: tuple[Piece, ...], index: NameIndex, written: str = "") -> Draft | None:
    """The couple of a line of two players and a word of the couple (or a heart), or None."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    names = [p for p in pieces if isinstance(p, Ent)]
    players = [m.targets for p in names for m in p.matches if m.kind == PLAYER]
    couple = bool(_COUPLE & set(words)) or bool(_HEARTS & set(written))
    if not couple or any(w not in _COUPLE | _AROUND for w in words) \
            or any(isinstance(p, Sep) and p.question for p in pieces) \
            or len(names) != 2 or len(players) != 2 or any(len(t) != 1 for t in players):
        return None
    among = frozenset(k for k, spec in index.specs.items()
                      if any(_PHRASE_WORD in fold(phrase).split() for phrase in spec.phrases))
    return Draft(ANY_POWER, tuple(t[0] for t in players), None, among) if among else None
