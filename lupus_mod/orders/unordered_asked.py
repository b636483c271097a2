"""A line of talk naming players from a sender holding a power he gave no order of tonight
("controllo Boromiro" from the Veggente, "Irene stanotte" from the Corvo who sent only her
place): asked, offering those powers on the players it names, or nothing (orders.sender_powers
reads the night's log with it). Pure.
"""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.asking import all_players, asking
from lupus_mod.orders.conditions import FALLBACK_WORDS
from lupus_mod.orders.held_powers import role_fits, with_powers
from lupus_mod.orders.italian import MYSELF, NEGATIONS, OWL_WORDS, WITHOUT
from lupus_mod.orders.model import (ANY_POWER, DOUBT, NONE, PLAYER, TALK, TEXT, UNORDERED, Chatter, Doubt, KeywordSpec,
                                    Order, ParsedLog)
from lupus_mod.orders.owl_words import recipient_last
from lupus_mod.orders.ranked import outranked
from lupus_mod.orders.text import WORD, fold, holds_phrase, tokenize
from lupus_mod.orders.unordered import said_as_talk_text


def unordered_asked(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """ "controllo Boromiro", "ruolo di Boromiro?" from the Veggente who gave no order tonight;
    "Irene stanotte" from the Corvo who sent only her place: talk by the words, but a sender
    holding a power he gave no order of names a player it may take. Dropped, the power is lost
    while the night says every order was applied; so each such line asks, offering those powers
    on the players it names (`_named_fits`), or nothing. Not where his group's order came from a
    mate (the pack's talk of its victim) he does not outrank, nor for a sender the GM settled or already asked
    about, nor for his own name alone (his signature), nor before a taking back or a rest that
    is his last word ("indago Boromiro", "annullo", then "controllo Pippino" still asks)."""
    settled_by_gm = {r.player for r in parsed.readings if r.by_gm} | {d.player for d in parsed.doubts}
    last_word: dict[str, int] = {}
    said = [(r.player, r.line) for r in parsed.readings if r.kind not in (TALK, DOUBT)]
    # "stanotte pero' riposo, lo sfido domani" after role-play naming Bilbetto: a rest is one too.
    said += [(c.player, c.line) for c in parsed.chatter if c.rests]
    for player, line in said:
        last_word[player] = max(last_word.get(player, 0), line)
    mates_said = {" ".join((o.keyword, *o.args)) for o in parsed.orders if not o.withdrawn_by}
    asked = []
    for chat in (*parsed.chatter, *_unheld_lookalikes(parsed, powers_of)):
        if chat.player in settled_by_gm or chat.powers or chat.talk_by_form and not _owl_sent(chat.text) \
                or last_word.get(chat.player, 0) > chat.line:
            continue
        fits = _named_fits(chat, _unordered_powers(chat.player, parsed.orders, powers_of))
        # "confermo Quercia, buona caccia" from Lupo 1 after Lupo 2's `sbraniamo Quercia`: agreed.
        if fits and not set(fits) <= mates_said:
            asked.append(Doubt(chat.player, chat.file, chat.line, chat.text.strip(), UNORDERED, (*fits, NONE),
                               names=chat.names))
    return asking(parsed, asked)


def _owl_sent(text: str) -> bool:
    """ "stanotte nn indago, mando il gufo a Tumble con Klaatu": the Guardingo declining the
    answer for himself is the other way of his power, no refusal of it ("In alternativa, può
    scegliere di mandare un gufo con il responso a un secondo giocatore a sua scelta. In questo
    caso, il Guardingo non riceve alcun responso"): a line speaking of the owl is asked even
    when its form (a keyword denied) is talk's; not one denying the owl ("niente gufo stanotte,
    Klaatu e Zorg parlano troppo")."""
    words = [t.fold for t in tokenize(text) if t.kind == WORD]
    return any(w in OWL_WORDS for w in words) and not any(
        w in OWL_WORDS and n and words[n - 1] in WITHOUT | NEGATIONS for n, w in enumerate(words))


def _unheld_lookalikes(parsed: ParsedLog, powers_of: PowersOf) -> tuple[Chatter, ...]:
    """ "voglio vedere Boromiro" from the Veggente: a word like another power's keyword
    (`prevedo`), talk for a sender without that power (`by_sender_powers`), which names players."""
    return tuple(Chatter(x.player, x.file, x.line, x.text, x.names, talk_by_form=said_as_talk_text(x.text))
                 for x in parsed.lookalikes if x.names
                 and not {p.keyword for p in powers_of(x.player)} & set(x.keywords))


def _unordered_powers(player: str, orders: Sequence[Order], powers_of: PowersOf) -> list[KeywordSpec]:
    """The sender's powers he gave no standing order of tonight, but those of a group whose
    order he or a mate gave; none once an order of his names a player ("Pippino sospetto"
    after the Curatore's archive is talk about Pippino), or says "uso il mio potere"."""
    standing = [o for o in orders if not o.withdrawn_by]
    powers = list(powers_of(player))
    # (A text may name players too: the Libro Rosso's "archivio Sarumano è lupo".)
    player_kinds = {p.keyword for p in powers if any(kind in (PLAYER, TEXT) for kind, _ in p.kinds())}
    own = {o.keyword for o in standing if o.player == player}
    if ANY_POWER in own or own & player_kinds:
        return []
    done = {p.slot for p in powers if p.slot and any(o.keyword == p.keyword and not outranked(o, p, powers_of)
                                                     for o in standing)}
    return [p for p in powers if p.keyword not in own and (p.slot not in done or not p.slot)]


def _named_fits(chat: Chatter, powers: Sequence[KeywordSpec]) -> tuple[str, ...]:
    """Each power taking exactly the players named (but the sender: his signature); where none
    does, each power taking fewer, on the last players named and on the first (« j'aurais bien
    uni Kilian et Maxence mais bon, je prends Dorian et Leonie »: `unis Dorian Leonie` first)."""
    names = recipient_last(chat.text, tuple(n for n in chat.names if n != chat.player))
    if not names:
        return ()
    exact = with_powers(chat.player, names, lambda _: powers)
    # « flèche sur moi et Baptiste »: the sender named by his own words for himself, beside them.
    if not exact and holds_phrase([t.fold for t in tokenize(chat.text)], MYSELF):
        exact = with_powers(chat.player, (chat.player, *names), lambda _: powers)
    if exact or role_fits(chat.roles, names, powers):
        return (*role_fits(chat.roles, names, powers), *exact)
    fewer = [p for p in powers if all_players(p) and 0 < len(p.args) < len(names) and not p.spent]
    # "se si Becchino e Bacco, altrimenti solo Becchino": by where each is said last, the last first.
    said = fold(chat.text)
    names = tuple(sorted(names, key=lambda n: said.rfind(fold(n)))) if all(fold(n) in said for n in names) else names
    # « jpropose Maxence, sinon Kilian »: the last names a fallback, the first the choice (unless
    # a name is said in both branches, as Becchino above: that one is the choice).
    fallback = bool(FALLBACK_WORDS & {t.fold for t in tokenize(chat.text)}) and \
        not any(said.count(fold(n)) > 1 for n in names)
    return tuple(dict.fromkeys(" ".join((p.keyword, *chosen)) for p in fewer
                               for chosen in ((names[:len(p.args)], names[-len(p.args):]) if fallback
                                              else (names[-len(p.args):], names[:len(p.args)]))))

