"""An order read without its optional player while a player is named after its word.

The Chasseur's « tire » alone takes his standing shot back (« tire » sans nom); « si jmeurs je
tire, c'est sûr, sur Baptiste » and « ma balle sera pour... disons Baptiste » were read so, his
aim at Baptiste dropped and an earlier shot cancelled in silence: the words between cut the name
off the order. Such a line asks, the order on each name first, then the order alone. Pure: the
line's reading and the name index in.
"""
from __future__ import annotations

from itertools import takewhile

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent, Key, Said, Sep
from lupus_mod.orders.text import STRONG
from lupus_mod.orders.text_orders import shown


def left_out(reading: LineReading, index: NameIndex) -> tuple[str, ...]:
    """The line's readings, each name after the keyword given to its bare order first; () when
    no order of the line stands without the players it may take while the line names one."""
    bare = [d for d in reading.drafts if not d.args and _optional_players(d, index)]
    keys = [n for n, p in enumerate(reading.pieces) if isinstance(p, (Key, Said))]
    # One word of an order only: a name after a second one is its own (« je sauve Kilian et
    # jempoisonne Baptiste. nan en fait juste la potion de vie »).
    if not bare or len(keys) != 1:
        return ()
    first = keys[0]
    given = {a for d in reading.drafts for a in d.args}
    # In the order's sentence: « je le sauve alors. et au pire si c'est Gaspard… » is another.
    sentence = takewhile(lambda p: not (isinstance(p, Sep) and p.kind == STRONG), reading.pieces[first + 1:])
    names = [next(iter(p.players())) for p in sentence
             if isinstance(p, Ent) and len(p.players()) == 1 and not p.players() & given]
    if not names:
        return ()
    keyword = shown(bare[0])
    return (*dict.fromkeys(f"{keyword} {name}" for name in names), "; ".join(map(shown, reading.drafts)))


def _optional_players(draft: Draft, index: NameIndex) -> bool:
    keyword = draft.keyword or (next(iter(draft.among)) if len(draft.among) == 1 else "")
    spec = index.specs.get(keyword)
    return spec is not None and bool(spec.kinds()) and all(kind == PLAYER and optional
                                                           for kind, optional in spec.kinds())
