"""A power given up by name: "rinuncio al furto", "rinuncio al morso stanotte" (Nosferatu's
`vampirizzo`), « je renonce à la potion », or revoked: « je retire ma consigne sur Baptiste ». Read as talk, or as the pack's `rinuncio` (a power a
non-wolf lacks, dropped), the order given up was applied. Pure: pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import RENOUNCE, REVOKE
from lupus_mod.orders.italian import FEMININE_ARTICLES, FRENCH_ARTICLES, MASCULINE_ARTICLES, POSSESSIVES
from lupus_mod.orders.pieces import Key, Piece, Word
from lupus_mod.orders.text import fold


def renounced(key: Key, before: list[Piece] | tuple[Piece, ...]) -> bool:
    """ "rinuncio al furto", "rinuncio al morso stanotte" (Nosferatu's `vampirizzo`): a word of
    giving up, an article, then the power's word, denied as "niente furto" is. The pack's own
    "rinuncio all'attacco" stays its order of no attack (the two powers of one step)."""
    if len(before) < 2 or not isinstance(before[-1], Word) \
            or before[-1].fold not in MASCULINE_ARTICLES | FEMININE_ARTICLES | FRENCH_ARTICLES | POSSESSIVES:
        return False
    lead = before[-2]
    if isinstance(lead, Key):
        return fold(lead.written) in RENOUNCE and lead.spec.step != key.spec.step
    # « je retire ma consigne sur Baptiste »: the standing order revoked (REVOKE).
    return isinstance(lead, Word) and lead.fold in RENOUNCE | REVOKE
