"""The owl's recipient said in words of its own: "il responso a Tumbleweed", "gufo a Tumble",
"cambio: il gufo a Falco" (the Guardingo's optional second player, Cowboys & Aliens). Pure:
a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.italian import CASE_PUT, FILL_LEADS, HEDGE_WORDS, OWL_WORDS, OWL_SENDING, RECIPIENT_LEADS, SENDING
from lupus_mod.orders.model import KeywordSpec, Order
from lupus_mod.orders.scan import Ent, Piece, Sep, Word
from lupus_mod.orders.text import WORD, fold, holds_phrase, tokenize
from lupus_mod.orders.unsure import UNSURE


def fill_led(pieces: tuple[Piece, ...] | list[Piece], leads: frozenset[str] = FILL_LEADS) -> bool:
    """ "il responso a Tumbleweed", "gufo a Tumble", "cambio: il gufo a Falco": the first word
    saying something (a correction's aside) is one of `leads`, the owl's recipient's."""
    # « forse gufo a Tumble »: a hedge before the owl's words leads them too (owl_in_doubt asks).
    lead = next((p for p in pieces if not isinstance(p, Sep)
                 and not (isinstance(p, Word) and (p.filler or p.fold in REPLACE_WORDS | SENDING | OWL_SENDING | HEDGE_WORDS))), None)
    return isinstance(lead, Word) and lead.fold in leads


def owl_in_doubt(pieces: tuple[Piece, ...] | list[Piece]) -> bool:
    """The owl's recipient asked (« gufo a Tumble? »), hedged (« forse gufo a Tumble », « gufo a
    Tumble, boh ») or hung on a case (« gufo a Tumble se Falco muore »): the GM asks, the
    recipient offered with none; each was applied as a change of the owl, or was talk."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    return any(isinstance(p, Sep) and p.question for p in pieces) or bool(set(words) & (HEDGE_WORDS | CASE_PUT)) \
        or holds_phrase(words, UNSURE)


def fills(sentence: list[Piece]) -> bool:
    """A sentence led by the owl's words naming someone ("il responso a Falco.")."""
    return fill_led(sentence) and any(isinstance(p, Ent) for p in sentence)


def recipient_last(text: str, names: tuple[str, ...]) -> tuple[str, ...]:
    """ "gufo a Tumbleweed con il responso su Klaatu", "mando il gufo a Tumble con Klaatu": the
    name the owl's words send to is the owl's recipient, the Guardingo's second player ("indago
    Aldo Bruno": the answer goes to Bruno), so it goes last, the one investigated first."""
    words = [t.fold for t in tokenize(text) if t.kind == WORD]
    sent_to = {words[n] for n in _sent_to(words) if len(words[n]) > 2}
    recipient = [n for n in names if any(fold(n).startswith(word) for word in sent_to)]
    if len(recipient) != 1:
        return names
    return (*(n for n in names if n != recipient[0]), recipient[0])


def owl_anew(order: Order, text: str, names: tuple[Ent, ...], spec: KeywordSpec | None) -> Draft | None:
    """ "stanotte nn indago, mando solo il gufo a Tumble con Klaatu" after `indago Zorg`: the
    owl's words naming a player to look at and one to send the answer to give the standing
    power anew on both (`indago Klaatu Tumbleweed`, as the same line alone), never nothing."""
    players = tuple(next(iter(e.players())) for e in names if len(e.players()) == 1)
    words = {t.fold for t in tokenize(text) if t.kind == WORD}
    if not (OWL_WORDS & words) or len(players) != len(names) or spec is None or len(players) != len(spec.kinds()):
        return None
    return Draft(order.keyword, recipient_last(text, players), order.item, order.among)


def recipient_of(pieces: tuple[Piece, ...]) -> Ent | None:
    """The name a line's owl's words send to: "il responso su Klaatu mandalo col gufo a Tumble"."""
    said = [p for p in pieces if isinstance(p, (Word, Ent))]
    sent = [said[n] for n in _sent_to([p.fold if isinstance(p, Word) else fold(p.text) for p in said])]
    names = [p for p in sent if isinstance(p, Ent)]
    return names[0] if len(names) == 1 else None


def _sent_to(words: list[str]) -> list[int]:
    """Where a word follows "a" (`RECIPIENT_LEADS`) said within three words after the owl's
    ("gufo a", "il responso mandalo a", "col gufo a")."""
    return [n + 1 for n in range(1, len(words) - 1)
            if words[n] in RECIPIENT_LEADS and OWL_WORDS & set(words[max(0, n - 3):n])]

