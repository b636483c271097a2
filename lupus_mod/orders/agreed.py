"""A pack mate's line that agrees to another's proposal ("Corvonero dice Bacco, per me va
bene"), leaves the choice to a mate ("lascio decidere a Zanna") or concedes ("io direi pipino ma
va bene boromiro"): what it agrees to, read by orders.unread_change. Pure: a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.italian import AGREEING, AS_WORDS, CONCEDING, DEFERRING, NEGATIONS, PROPOSING
from lupus_mod.orders.model import Order
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import holds_phrase


def agreed(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Corvonero dice Bacco, per me va bene", « Josephine veut Gaspard, ok pour moi » from a
    pack mate: another's proposal agreed to, the other names his new target (it was talk); the
    names of those who propose (right before "dice", « veut »), none when nothing is agreed."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    if not holds_phrase(words, AGREEING):
        return ()
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in PROPOSING | AS_WORDS)]
    proposes = [n for n, p in enumerate(said) if isinstance(p, Word) and p.fold in PROPOSING]
    # "Corvonero dice Bacco": the name before the verb; "Bacco come dice Corvonero": after it.
    return tuple(said[k] for n in proposes for k in (n - 1, n + 1) if 0 <= k < len(said)
                 and isinstance(said[k], Ent) and (k > n) == (n > 0 and isinstance(said[n - 1], Word)
                                                              and said[n - 1].fold in AS_WORDS))


def deferred_to(pieces: tuple[Piece, ...], earlier: list[Order], sender: str, mine: list[Order]) -> tuple[str, ...]:
    """The orders of the mates a line leaves the choice to (each named, with a word of
    agreeing or deferring, nothing denied), among the standing orders `earlier`, that would
    replace one of the sender's own (`mine`); () otherwise."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    if not holds_phrase(words, DEFERRING) or set(words) & (NEGATIONS | _IF):
        return ()
    named = {a for p in pieces if isinstance(p, Ent) for a in one(p)}
    mates = named & {o.player for o in earlier} - {sender}
    # Only against an order of his own it would replace ("ok Zanna, va bene Zappa" from a mate
    # with none agrees to what stands).
    own = {(o.keyword, o.args) for o in mine}
    return tuple(dict.fromkeys(" ".join((o.keyword, *o.args)) for o in earlier if o.player in mates
                               and any(k == o.keyword and a != o.args for k, a in own)))


def conceded(pieces: tuple[Piece, ...], standing: list[Order]) -> bool:
    """ "io direi pipino ma va bene boromiro" after a mate's `sbraniamo boromiro`: the name
    weighed is given up, the last clause agrees to a standing order's own target (talk)."""
    turn = max((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold in CONCEDING), default=None)
    tail = pieces[turn + 1:] if turn is not None else ()
    named = {t for p in tail if isinstance(p, Ent) for t in one(p)}
    return bool(named) and named <= {a for o in standing for a in o.args} and agreeing(tail)


def agreeing(pieces: tuple[Piece, ...]) -> bool:
    """ "va bene Quercia come dice lei", "nuvola dice Falco, ok Falco": agreeing to a target
    (not "se nn sei d'accordo scrivi tu al master": supposed, or denied)."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    return holds_phrase(words, AGREEING) and not set(words) & (NEGATIONS | _IF)


def one(name: Ent) -> set[str]:
    """Whom a name stands for, where it stands for one only."""
    return {m.targets[0] for m in name.matches if len(m.targets) == 1}


_IF = frozenset({"se", "si", "if"})
