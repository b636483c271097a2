"""A no after the line's order, then why it is not given: « j'espionne. Ah non, finalement je ne
prends pas le risque », « jregarde Baptiste. nan jveux pas », « … ah non en fait je préfère
attendre demain », « je tire sur Josephine... nan en fait osef jverrai le moment venu », « je
sauve Kilian. ah non finalement jgarde ma potion ». The player does not want it, will not risk
it, puts it off or keeps what it spends: the order is taken back, as by « ah non » alone
(orders.take_back). It read as a correction repeating the order, which was applied.

Pure: the pieces after the order's sentence in (led by a no or a correction); folded words."""
from __future__ import annotations

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.italian import ANSWERED_NO, KEEP_VERBS, LATER_WORDS, POWER_NOUNS
from lupus_mod.orders.resting import PUT_OFF
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word

# Not wanting or not risking it, each said with its negation « pas »: « je (ne) veux pas »,
# « jprefere pas », « je ne prends pas le risque », « jvais pas prendre le risque ».
_NOT_WANTED = frozenset({"veux", "jveux", "prefere", "jprefere", "risque", "envie"})
# Enough without a negation: the power put off (« je préfère attendre demain ») or left for a
# moment to come (« osef jverrai le moment venu »: "never mind, I'll see when the time comes").
_LATER = PUT_OFF | frozenset({"verrai", "jverrai", "osef"})
# The other words such a clause holds (« ah non en fait », « finalement », « tant pis »).
_AROUND = frozenset({"pas", "plus", "prends", "prendre", "jprends", "vais", "jvais", "moment", "venu",
                     "tant", "pis", "ah", "oh", "euh", "bof", "non", "nan", "en", "fait", "enfin",
                     "finalement", "nuit", "soir", "fois"}) | LATER_WORDS | REPLACE_WORDS


def refused(tail: tuple[Piece, ...]) -> bool:
    """The words after the order only refuse it: not wanted, not risked, put off or what it
    spends kept (« jgarde ma potion »); a name or another order among them is something else."""
    if any(isinstance(p, (Ent, Key, Said)) for p in tail):
        return False
    folds = {p.fold for p in tail if isinstance(p, Word)}
    talk = {p.fold for p in tail if isinstance(p, Word) and not p.filler}
    kept = folds & KEEP_VERBS and folds & POWER_NOUNS
    said = talk & _NOT_WANTED and "pas" in talk or talk & _LATER or kept
    return bool(said) and talk <= _NOT_WANTED | _LATER | _AROUND | KEEP_VERBS | POWER_NOUNS


# The sounds that may stand beside that answer ("ah no", "eh mai", "no dai"), and the power put
# off ("succhio Jolene? no meglio domani").
_ANSWER_AROUND = frozenset({"ah", "eh", "oh", "beh", "dai", "per", "sogno", "meglio"}) | LATER_WORDS


def answered_no(pieces: tuple[Piece, ...]) -> bool:
    """ "sacrificarmi? mai", "alfa? no": after the line's last question only a refusal, the
    sender's own answer (it asked offering the order first, the opposite of his word)."""
    asked = max((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.question), default=None)
    if asked is None:
        return False
    tail = pieces[asked + 1:]
    folds = {p.fold for p in tail if isinstance(p, Word)}
    return not any(isinstance(p, (Ent, Key, Said)) for p in tail) and bool(folds & ANSWERED_NO) \
        and folds <= ANSWERED_NO | _ANSWER_AROUND
