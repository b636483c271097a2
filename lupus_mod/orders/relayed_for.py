"""An order of another player relayed by the sender: "Gala mi ha detto di scriverti che
stanotte preleva lei, nn riesce a mandare pm". Someone's words reported order nothing of the
sender's (orders.reading), but a player named, a verb of saying, words asking to pass it on
to the GM (`di scriverti`), `che` and a keyword in the third person are that player's order,
which he could not send himself: read as talk it was lost in silence. So is a line led by a
player and his verb in the third person that the sender writes for him, that denies another
player after it ("e Corvo consulta Klaatu (ve lo scrivo io)"), or whose verb is right after
him ("Corvo consulta Klaatu"). The night asks (`RELAYED_FOR`), and the GM forces it for him
or lets it go.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Callable, Sequence

from lupus_mod.orders.italian import (AND_WORDS, DATIVE_CLITICS, DOES, NEGATIONS, OWN_DATIVE_CLITICS, RELAY_ASKED, RELAY_ASKED_APART, RELAY_WRITTEN, RELAYED_THAT, REPORTING,
                                      THIRD_PERSON_ENDINGS, THIRD_PERSON_SUBJECTS)
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.model import NONE, PLAYER, RELAYED_FOR, Doubt, KeywordSpec
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent, Key, Piece, Sep, Word
from lupus_mod.orders.text import holds_phrase
from lupus_mod.orders.text_orders import shown


def relayed_for(text: str, reading: LineReading, index: NameIndex) -> tuple[str, str] | None:
    """(the player, his order in canonical form) the line relays, or None."""
    if reading.drafts or reading.problems:
        return None
    pieces = list(reading.pieces)
    said = next((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold in REPORTING), None)
    named = [p for p in pieces[:said] if isinstance(p, Ent)] if said else []
    players = {m.targets[0] for m in named[-1].matches if m.kind == PLAYER and len(m.targets) == 1} \
        if named else set()
    asked = any(_asks_to_tell(pieces, n) for n in range(said or 0, len(pieces)))
    # "Bianca mi ha detto di scriverti: gioca il muschio": after a colon, his words as he said
    # them, in any person ("...: consulto Klaatu"); after `che`, in the third.
    told = next((n + 1 for n in range(said or 0, len(pieces) - 1) if _asks_to_tell(pieces, n)
                 and isinstance(pieces[n + 1], Sep)), None) if said is not None else None
    that = next((n for n in range(said or 0, len(pieces)) if isinstance(pieces[n], Word)
                 and pieces[n].fold in RELAYED_THAT), told) if len(players) == 1 and asked else None
    at = next((n for n in range(that, len(pieces)) if isinstance(pieces[n], Key)), None) if that is not None else None
    if at is None or that != told and not _third_person(pieces[at], pieces[at - 1]):
        return None
    key = pieces[at]
    # The order as he would have written it: his keyword, then the words after it.
    order = _one_order(key.spec.keyword + text[key.end:], index)
    return (players.pop(), order[0]) if order else None


def relayed_orders(text: str, reading: LineReading, index: NameIndex, pointed: Mapping[str, str]
                   ) -> tuple[str, tuple[str, ...]] | None:
    """(the player, each order the line may relay for him) by either shape: his words asked to
    be passed on (relayed_for), or his order said of him and passed on (relayed_led); `pointed`:
    the player each pronoun "to him" before his keyword stands for (`pointed_by`)."""
    said = relayed_for(text, reading, index)
    return (said[0], (said[1],)) if said else relayed_led(text, reading, index, pointed)


def pointed_by(sender: str, named: set[str]) -> dict[str, str]:
    """The player each dative pronoun of a relayed order stands for: "mi" the sender, "gli" and
    "le" the one player the sender's own order before it names (`named`), if one."""
    antecedent = dict.fromkeys(DATIVE_CLITICS, next(iter(named))) if len(named) == 1 else {}
    return {**dict.fromkeys(OWN_DATIVE_CLITICS, sender), **antecedent}


def relayed_led(text: str, reading: LineReading, index: NameIndex, pointed: Mapping[str, str]
                ) -> tuple[str, tuple[str, ...]] | None:
    """ "e Corvo consulta Klaatu (ve lo scrivo io…)", "chupa stanotte fa Django": a line led by a
    player and his keyword in the third person, passed on (`_passed_on`) or right after him
    (`_said_of`; with words between, the keyword may be news), or "fa" and players (the
    forum's way of saying his order, never news: each power it may be, the night keeping those
    he holds); (the player, the orders) or None."""
    pieces = [p for p in reading.pieces if not (isinstance(p, Word) and p.filler or isinstance(p, Sep))]
    if reading.drafts or reading.problems or len(pieces) < 3 or not isinstance(pieces[0], Ent) \
            or len(pieces[0].players()) != 1:
        return None
    subject, verb = pieces[0], pieces[1]
    to = _dative(reading.pieces, subject)
    if to and to.fold not in pointed:
        return None     # "Merrino gli passa il palantir" alone: to whom, the line does not say
    if isinstance(verb, Key) and _third_person(verb, subject) and (
            _passed_on(reading.pieces) or _said_of(reading.pieces, subject)):
        keywords, rest = (verb.spec.keyword,), text[verb.end:] + (f" a {pointed[to.fold]}" if to else "")
    elif isinstance(verb, Word) and verb.fold in DOES:
        # Only readings naming a player: "fa Django" is no power taking nobody.
        keywords, rest = tuple(dict.fromkeys(s.keyword for s in index.specs.values() if s.args)), \
            text[subject.end:].split(verb.text, 1)[1]
    else:
        return None
    orders = tuple(dict.fromkeys(o for k in keywords for o in _one_order(k + rest, index)))
    return (next(iter(subject.players())), orders) if orders else None


def _passed_on(pieces: tuple[Piece, ...]) -> bool:
    """The sender writing it for him ("ve lo scrivo io", `RELAY_WRITTEN`), or another player
    denied after it ("nn Calamity"): words for the GM to apply, no news."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    return holds_phrase(words, RELAY_WRITTEN) or any(
        isinstance(p, Word) and p.fold in NEGATIONS and isinstance(after, Ent) for p, after in zip(pieces, pieces[1:]))


def _said_of(pieces: tuple[Piece, ...], subject: Ent) -> bool:
    """ "Corvo consulta Klaatu", "e Merrino gli passa il palantir": the player and his keyword
    right after him (or after a pronoun "to him", `_dative`), the order as he would have
    written it, said of him: asked as relayed, his order first (it asked with the sender's own
    powers on his names; the pass was read as the sender's, to the player). Not a report
    ("Gollum mi ha detto che sbrana Frodino"), nor his keyword used of himself ("Zappa si
    protegge da solo"): words between them; nor the player after words of the sender's ("ma se
    Bianca protegge il prato che succede?"), "e" joining him to the sender's own order aside."""
    at = pieces.index(subject) + (2 if _dative(pieces, subject) else 1)
    return at < len(pieces) and isinstance(pieces[at], Key) \
        and not any(isinstance(p, Word) and p.fold not in AND_WORDS for p in pieces[:pieces.index(subject)])


def _dative(pieces: Sequence[Piece], subject: Ent) -> Word | None:
    """The pronoun "to him" ("gli", "le", "mi") right between the player and his keyword
    ("Merrino gli passa il palantir"), or None."""
    at = pieces.index(subject) + 1
    after = pieces[at] if at < len(pieces) else None
    return after if isinstance(after, Word) and after.fold in (*DATIVE_CLITICS, *OWN_DATIVE_CLITICS) \
        and at + 1 < len(pieces) and isinstance(pieces[at + 1], Key) else None


def _one_order(text: str, index: NameIndex) -> tuple[str, ...]:
    """The one order a text reads as, shown; () if none or several."""
    again = read_line(text, index)
    return () if again.problems or len(again.drafts) != 1 else (shown(again.drafts[0]),)


def relayed_beside(text: str, reading: LineReading, index: NameIndex, sender: str
                   ) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    """ "sbraniamo Doc. e Corvo mi ha detto di scriverti che consulta Klaatu": after the
    sender's own orders, a clause relaying another's, read as on a line of its own; (the
    player, his orders, the sender's own orders said before it) or None."""
    # (An order without its keyword, "Doc stanotte", has no clause after a keyword.)
    first = next((n for n, p in enumerate(reading.pieces) if isinstance(p, Key)), None)
    if not reading.drafts or reading.problems or first is None:
        return None
    for piece in reading.pieces[first + 1:]:
        if not isinstance(piece, (Ent, Key)):
            continue
        own, rest = read_line(text[:piece.end], index), read_line(text[piece.end:], index)
        named = {n for p in own.pieces if isinstance(p, Ent) for n in p.players()}
        other = None if own.problems or not own.drafts else \
            relayed_orders(text[piece.end:], rest, index, pointed_by(sender, named))
        if other:
            return (*other, tuple(shown(d) for d in own.drafts))
    return None


def _asks_to_tell(pieces: list, at: int) -> bool:
    """ "di scriverti", « de t'écrire »: the words asking the sender to tell the GM."""
    piece, before = pieces[at], pieces[at - 1] if at else None
    to_you, verbs = RELAY_ASKED_APART
    return isinstance(piece, Word) and (piece.fold in RELAY_ASKED or piece.fold in verbs
                                        and isinstance(before, Word) and before.fold in to_you)


def _third_person(key: Key, before: Piece) -> bool:
    """ "preleva", « qu'elle regarde »: the keyword said of someone else, by its ending or its
    subject (the first person "-o" is the sender's own, "-iamo" and « on » his side's:
    orders.worded_doubts)."""
    keyword, written = key.spec.keyword, key.written.lower()
    return any(keyword.endswith(own) and written in {keyword[:-len(own)] + end for end in ends}
               for own, ends in THIRD_PERSON_ENDINGS) \
        or isinstance(before, Word) and before.fold in THIRD_PERSON_SUBJECTS


def relayed_held(doubt: Doubt, powers_of: Callable[[str], Sequence[KeywordSpec]]) -> bool:
    """The relayed order is of a power its player holds: "Boromiro mi ha detto che indaga Sam"
    from anyone is gossip, Boromiro has no such power (talk)."""
    return bool(held_relayed(doubt, powers_of))


def held_relayed(doubt: Doubt, powers_of: Callable[[str], Sequence[KeywordSpec]]) -> tuple[str, ...]:
    """The orders the doubt relays that its player may give ("fa Django" from the Chupacabra's
    Leader: `dissanguo Django`)."""
    held = {p.keyword for p in powers_of(doubt.names[0])}
    return tuple(k for k in doubt.keywords if k.split()[0] in held)


def relayed_beside_of(doubt: Doubt) -> bool:
    """The doubt relays an order beside the sender's own (relayed_beside), which it offers."""
    return doubt.kind == RELAYED_FOR and doubt.candidates[0] not in (NONE, *doubt.keywords)
