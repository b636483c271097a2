"""A choice said plainly, then again on the same line in a common word: "vado al bosco. ci
vediamo al mulino stasera per il rito!", "vado al bosco, resto al mulino se piove". The common
words of a choice (roles.toml `common_synonyms`: "ci vediamo", "torno", "resto") are the choice
with a place beside them when they are the line's only word of it ("ci vediamo al prato
ragazzi"); after the plain keyword they are as often the evening's meeting or a plan: the later
one silently replacing the plain one is no reading, so the GM is asked, the plain order first.
Pure: a line's pieces and drafts in, the readings out."""
from __future__ import annotations

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.model import NONE, PLAYER
from lupus_mod.orders.pieces import CORRECTION, Ent, Key, Piece, Sep, Word
from lupus_mod.orders.text import fold
from lupus_mod.orders.text_orders import shown


def common_after_plain(pieces: tuple[Piece, ...], drafts: tuple[Draft, ...]) -> tuple[str, ...]:
    """The line's orders with the plain one kept, then with the common word's one; () when no
    keyword is said plainly and then in a common word, each with its own order, or where the
    line corrects itself ("vado al bosco, anzi resto al mulino": the correction says it)."""
    if any(isinstance(p, Sep) and p.kind == CORRECTION for p in pieces):
        return ()
    for keyword in dict.fromkeys(d.keyword for d in drafts):
        keys = [p for p in pieces if isinstance(p, Key) and p.spec.keyword == keyword]
        own = [d for d in drafts if d.keyword == keyword]
        common = [fold(k.written) in k.spec.common for k in keys]
        if len(keys) != len(own) or len(keys) < 2 or common[0] or not any(common[1:]) or len(set(own)) < 2:
            continue
        plain = tuple(d for d, c in zip(own, common) if not c)[-1]
        later = own[-1]
        if plain == later:
            continue
        others = [d for d in drafts if d.keyword != keyword]
        return tuple("; ".join(map(shown, (*others, d))) for d in (plain, later))
    return ()


def described_after_common(pieces: tuple[Piece, ...], drafts: tuple[Draft, ...]) -> tuple[str, ...]:
    """ "vedo Enzo molto agitato in thread": a common word of a power taking a player ("vedo",
    the Veggente's `scruto`), its player, then more words of the same clause describing him —
    what the sender sees in the thread, as likely as his look of the evening. The line's
    readings without that order (talk first), then with it; () else ("vedo Enzo", "vedo Enzo,
    grazie" order)."""
    for n, key in enumerate(pieces):
        if not isinstance(key, Key) or fold(key.written) not in key.spec.common \
                or [k for k, _ in key.spec.kinds()] != [PLAYER]:
            continue
        rest = [p for p in pieces[n + 1:] if not (isinstance(p, Word) and p.filler)]
        if len(rest) < 2 or not isinstance(rest[0], Ent) or not isinstance(rest[1], Word):
            continue
        mine = next((d for d in drafts if d.keyword == key.spec.keyword and d.args == tuple(rest[0].players())), None)
        if mine is None:
            continue
        without = "; ".join(shown(d) for d in drafts if d != mine) or NONE
        return without, "; ".join(map(shown, drafts))
    return ()
