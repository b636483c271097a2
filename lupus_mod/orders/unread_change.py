"""A later PM that reads as no order but names a new target: asked, never dropped.

After `indago Boromiro`, a PM `❌ Boromiro ✅ Gollum`, `[s]Boromiro[/s] Gollum`, `> indago
Boromiro` / `no, Eowyna`, or a pack mate's `anzi Eowyna` after `sbraniamo Boromiro` holds no
keyword and no correction the reader knows; read as talk, the earlier order would be applied
while the player meant another. The player's last word is what counts (docs/orders.md "The
later word wins"), so such a line stops the night with the order it may make and `none`
(docs/orders.md "A later PM naming a new target"); a later PM chatting about players
("Boromiro mi sta antipatico") stays talk. Pure: the ledger's orders in, readings out.
"""
from __future__ import annotations

from datetime import datetime


from lupus_mod.orders.agreed import agreed, agreeing, conceded, deferred_to, one
from lupus_mod.orders.bare import IT_IS
from lupus_mod.orders.close_names import as_names
from lupus_mod.orders.denied_powers import denied_of
from lupus_mod.orders.let_go import left_to_die
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.put_off import clauses
from lupus_mod.orders.gone_back import before_change, going_back
from lupus_mod.orders.italian import BACK, BACK_OTHER, BACK_TO, BACK_TO_EARLIER, KEEPING, NAME_THEN_NO, STAYS
from lupus_mod.orders.meaning import OR_WORDS
from lupus_mod.orders.unordered import said_as_talk, said_of_him
from lupus_mod.orders.unsure import JOKES, UNSURE
from lupus_mod.orders.model import NONE, ROLE, Order
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.other_named import other_named
from lupus_mod.orders.refit import each_slot, filled_in, refit, restates
from lupus_mod.orders.reread import unstopped
from lupus_mod.orders.scan import CORRECTION, Ent, Piece, Sep, Word
from lupus_mod.orders.yielded import yields_to
from lupus_mod.orders.swap import turned_from
from lupus_mod.orders.change_words import PROPOSAL_PAIRS, PROPOSALS, REPLACE_WORDS
from lupus_mod.orders.take_back import change_cued, last_clause, last_sentence
from lupus_mod.orders.text import fold, holds_phrase
from lupus_mod.orders.text_orders import shown
from lupus_mod.orders.topic import addressee, of_subject
from lupus_mod.orders.whose_order import owners, switched_to


def unread_change(sender: str, time: datetime | None, reading: LineReading, corrects: bool,
                  orders: list[Order], live: dict[str, list[int]], index: NameIndex,
                  quoted: tuple[Order, ...] = (), line: int = 0) -> tuple[str, ...]:
    """The orders a line read as talk may mean (each standing order refitted with its names),
    or () when it names no target beyond them. `corrects`: the line has a correction word, so
    that a group mate's standing order (the pack's one order a night) is about it too (as it
    is with a word of a proposal, "io direi Eowyna");
    `quoted`: the orders of the text the PM quotes above the line, stood in for the sender's
    own when he has none (a mate's order quoted, then `no dai, Boromiro`); `line`: the line's
    number: a line turning from an order ("No, Nazgul.") is of the orders of its message's lines
    above it too."""
    if of_subject(list(reading.pieces)) or left_to_die(list(reading.pieces)):
        # "Guido invece va al mulino": said of another player (orders.topic); "la Jolene? nah,
        # che muoia": one wished dead is no new target.
        return ()
    folds = [p.fold for p in reading.pieces if isinstance(p, Word)]
    proposes = bool(set(folds) & PROPOSALS) or any(pair in PROPOSAL_PAIRS for pair in zip(folds, folds[1:]))
    # "ripensandoci Zanna ha ragione": a second thought whose name is the subject of a remark,
    # no replacement (orders.replacement), yet a change for all the GM knows: asked.
    corrects = corrects or any(isinstance(p, Sep) and p.kind == CORRECTION
                               or isinstance(p, Word) and p.fold in REPLACE_WORDS for p in reading.pieces)
    wide = _standing(sender, orders, live, index, True, proposes)
    # "no Zanna, Zappa è troppo ovvio: Bacco" from Lupo 1: a no turning from the pack's target.
    # "no, Pippino" from a mate after "sbraniamo Boromiro": a no, then a name only, turns from it.
    refuses = _refuses(reading.pieces, wide) or _no_then_names(reading.pieces)
    # "ok allora Doc, lupetto è d'accordo": agreeing, a mate with no order of his own speaks of the pack's.
    standing = wide if corrects or proposes or refuses or agreeing(reading.pieces) \
        else _standing(sender, orders, live, index, False)
    earlier = [o for o in standing if time is not None and o.time is not None and o.time < time] \
        or list(quoted)
    # "ah no, Zorg l'ho già fatto ieri. allora Klaatu": the line's last sentence, of names
    # with glue only, is its last word, whatever the sentences before it tell.
    # "mi sono confuso, Fosco l'ho già indagato, metti Merry": a word asking for a change makes
    # every name of the line a possible new target, however much else it says; so does a
    # correction word before the names ("no ragazzi, meglio Sunny" from a pack mate).
    proposers = agreed(reading.pieces)
    cued = corrects or refuses or change_cued(reading.pieces) or _no_then_names(reading.pieces) \
        or _left_to_gm(reading.pieces) or _undecided(reading.pieces) or agreeing(reading.pieces) \
        or any(isinstance(p, Word) and p.fold in JOKES for p in reading.pieces[:2]) \
        or _said_no(reading.pieces) and bool(_misspelt(reading, index))   # "scherzo, Nazgul", "no, Grim"
    if cued and not earlier:
        # "indago Gollum" then, on the message's next line, "No, Nazgul.": said as on one line.
        earlier = [o for o in standing if time is not None and o.time == time and o.line < line]
    # « Isidore. pas Josephine »: a name turned from in the line's last sentence, the new one before it.
    away = turned_from(reading.pieces, index)
    pieces = _cued_part(reading.pieces) if cued else reading.pieces if _bare(reading.pieces) or away \
        else _target_said(reading.pieces) or last_sentence(reading.pieces)
    # "Josephine est d'accord", "Bacco è simpatico": the subject of a remark is no target.
    switched = switched_to(reading.pieces, orders, live, wide, index)   # « confermo quello di Gollum »
    if switched:
        return switched
    # "Jolene nn la salvo", "non proteggo Jolene": a player a power is denied on is no new target.
    denied = denied_of(reading.pieces, index)
    every = tuple(p for p in pieces if isinstance(p, Ent) and one(p) and p not in (
        *proposers, *owners(pieces), *addressee(reading.pieces)) and not one(p) & denied)
    written = tuple(p for k, p in enumerate(pieces) if p in every and not _remarked(pieces, k)) \
        or (every if corrects else ())   # "ripensandoci Zanna ha ragione": a change, for all we know
    # "io direi l'altro" under a mate's "sbraniamo Quercia, anche se Lunaria mi puzza": Lunaria.
    names = written or _misspelt(reading, index) or (other_named(reading.pieces, earlier, index) if proposes else ())
    if earlier and not names and _bare(pieces, BACK_TO) and _back(reading):
        # "no aspetta, l'altro posto che ti ho detto prima" after his one order: the other one is
        # in no PM of the log; asked, his standing order offered, then taken back (it was
        # applied in silence).
        return before_change(sender, orders, live, going_back(reading.pieces)) \
            or (tuple(dict.fromkeys(r for o in earlier for r in (o.canonical(), f"{NONE} {o.keyword}")))
                if _other_one(reading) else ())
    # "sono d'accordo con Gollum": a mate who gave the pack's order is no target proposed.
    args = {a for o in earlier for a in o.args} | {o.player for o in earlier} - {sender}
    new = tuple(n for n in names if not one(n) & args)
    swapped = _swapped(earlier, new, away)
    if swapped:
        return swapped
    if earlier and not new and every and corrects and _said_no(reading.pieces):
        # "no aspetta, ieri Zanna ha votato con noi" after "indago Zanna": taken back, or a word on him.
        named = {a for n in every for a in one(n)}
        return tuple(dict.fromkeys(f"{NONE} {o.keyword}" for o in earlier if set(o.args) & named))
    mine = [orders[p] for p in live.get(sender, [])]
    deferred = deferred_to(reading.pieces, earlier, sender, mine) if earlier and not new else ()
    if deferred:
        # "d'accordo con zanna", "lascio decidere a zanna" from the Lupo 1 after Zanna's
        # `sbraniamo Quercia`: the mate's order taken up, or a word on him? Asked.
        return deferred
    if not earlier or not new or written and not _bare(pieces) and not cued \
            or yields_to(reading.pieces, {o.player for o in earlier} - {sender}) or conceded(reading.pieces, earlier):
        return ()
    # "ho parlato con Zanna, va bene Quercia come dice lei": the mate who gave an order is no target.
    senders = {o.player for o in earlier} - {sender}
    spoken_with = {p for k, p in enumerate(reading.pieces[1:], 1) if isinstance(p, Ent)
                   and isinstance(reading.pieces[k - 1], Word) and reading.pieces[k - 1].fold in _WITH}
    names = tuple(n for n in names if not one(n) & senders and n not in spoken_with) or names
    # « ok pour Kilian ou Hortense » after the pack's `dévore Kilian`: agreeing to the pack's
    # target or naming another, both offered in the order written (it offered Hortense only).
    agrees = agreeing(reading.pieces)
    found: list[str] = []
    for order in reversed(earlier):
        for tried in (names, *((n,) for n in (names if agrees else new))):
            found += [d for d in _refitted(order, tried, index, agrees) if d not in found]
    # "il secondo cambialo: Pippino" after `ammalio Eowyna Elrondo`: one name for one of two.
    found += [" ".join((d.keyword, *d.args)) for order in reversed(earlier) if not found
              for d in each_slot(order, new, index, reading.pieces)]
    return _named_power_first(tuple(dict.fromkeys(found)), reading, index)


def _named_power_first(found: tuple[str, ...], reading: LineReading, index: NameIndex) -> tuple[str, ...]:
    """ "il rapimento cambialo su Django" after `rapisco Wyatt cowboy e salvo Jolene`: the
    readings of the power the line names by a word of its own ("rapimento", a word of `rapisco`)
    first (the save was offered first)."""
    said = {p.fold for p in reading.pieces if isinstance(p, Word)}
    named = {k for k, spec in index.specs.items() if said & {fold(w) for w in (k, *spec.synonyms)}}
    return (*(f for f in found if f.split(" ", 1)[0] in named), *(f for f in found if f.split(" ", 1)[0] not in named))


def _refuses(pieces: tuple[Piece, ...], standing: list[Order]) -> bool:
    """A line opening with a no (`NAME_THEN_NO`) that names the target of a standing order, the
    pack's too: "no Zanna, Zappa è troppo ovvio: Bacco" turns from Zappa."""
    lead = next((p for p in pieces if isinstance(p, (Word, Ent))), None)
    targets = {a for o in standing for a in o.args}
    return isinstance(lead, Word) and lead.fold in NAME_THEN_NO and any(
        isinstance(p, Ent) and one(p) & targets for p in pieces)


# "boh fate voi, Zanna o Ululone", "Ululone vuole Zappa, decidi tu master": the choice left to
# the GM, among the players the line names; "stesso discorso per Jolene", "idem per Jolene": the
# order said again of them.
_LEFT_TO_GM = frozenset({("decidi", "tu"), ("decidete", "voi"), ("scegli", "tu"), ("scegliete", "voi"),
                         ("fate", "voi"), ("vedi", "tu"), ("vedete", "voi"), ("fai", "tu"),
                         ("stesso", "discorso"), ("stessa", "cosa"), ("idem", "per")})


def _left_to_gm(pieces: tuple[Piece, ...]) -> bool:
    folds = [p.fold for p in pieces if isinstance(p, Word)]
    return any(pair in _LEFT_TO_GM for pair in zip(folds, folds[1:]))


def _undecided(pieces: tuple[Piece, ...]) -> bool:
    """ "Kilian ou Gaspard, je sais plus", "Gollum o Nazgul? boh": names joined by "or" and the
    words of a mind not made up; the names may be his new target (it was talk)."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    joined = any(isinstance(a, Ent) and isinstance(o, Word) and o.fold in OR_WORDS and isinstance(b, Ent)
                 for a, o, b in zip(pieces, pieces[1:], pieces[2:]))
    # « ou Gaspard, jhesite » a PM after « je regarde Baptiste »: the "or" of the order's name;
    # opening the line (« enfin ou baptiste jsais pas encore », "o Grima") it offers him, unsure
    # words or not (the Chasseur's shot went to the first name in silence).
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in OR_WORDS or isinstance(p, Sep))]
    lead = 1 if len(said) > 2 and isinstance(said[0], Word) else 0    # « enfin ou baptiste »
    opened = any(len(said) > n + 1 and isinstance(said[n], Word) and said[n].fold in OR_WORDS
                 and isinstance(said[n + 1], Ent) for n in {0, lead})
    return opened or joined and holds_phrase(words, UNSURE + _NO_MORE)


# "ho parlato con Zanna", « j'en ai parlé avec Josephine »: whom he spoke with.
_WITH = frozenset({"con", "avec", "with"})


def _remarked(pieces: tuple[Piece, ...], k: int) -> bool:
    """The name at `k` is the subject of a remark ("Bacco è simpatico"; « Baptiste à la place »
    is no « a », nor is the forum's unaccented « Noemie a la place »)."""
    after = pieces[k + 1] if k + 1 < len(pieces) else None
    instead = tuple(p.fold for p in pieces[k + 1:k + 4] if isinstance(p, Word)) == _INSTEAD
    return said_of_him(pieces[k:k + 2]) and not (isinstance(after, Word) and after.text.lower() == "à" or instead)


# « à la place », written « a la place »: "instead".
_INSTEAD = ("a", "la", "place")


def _said_no(pieces: tuple[Piece, ...]) -> bool:
    """A "no" among the line's first words ("no aspetta, …", "anzi no …")."""
    return any(isinstance(p, Word) and p.fold in NAME_THEN_NO for p in pieces[:3])


# « je sais plus », « jsp », "chissà": not sure any more, beside the unsure words of an order.
_NO_MORE = (("sais", "plus"), ("jsp",), ("chissa",), ("non", "saprei"), ("hesite",), ("jhesite",))


# Sounds before a "no" that turns from the order: "ah no", "oh no", "eh no".
# "lol no, Nazgul", « mdr non Gaspard »: a laugh before the no.
_INTERJECTIONS = frozenset({"ah", "oh", "eh", "uh", "ops", "oops", "lol", "mdr", "ptdr", "xd", "haha", "ahah"})


def _no_then_names(pieces: tuple[Piece, ...]) -> bool:
    """ "ah no quello l'ho già fatto, Nazgul" after `indago Gollum`: a line opening with a no
    (or a mate found right: "Grima ha ragione: Rosie") and ending with a clause of names with
    glue only, whatever its middle says (its reason)."""
    words = [p for p in pieces if isinstance(p, (Word, Ent))]
    lead = next((p for p in words if not (isinstance(p, Word) and p.fold in _INTERJECTIONS)), None)
    pieces = unstopped(pieces)     # "No, Nazgul."
    cut = max((n for n, p in enumerate(pieces) if isinstance(p, Sep)), default=-1)
    last = pieces[cut + 1:]
    right = holds_phrase([p.fold for p in pieces[:max(cut, 0)] if isinstance(p, Word)], _RIGHT)
    first = pieces[:next((n for n, p in enumerate(pieces) if isinstance(p, Sep)), len(pieces))]
    # "no resta Doc, ne abbiamo parlato": the first clause says which target stands, the rest why.
    stays = any(isinstance(p, Word) and p.fold in STAYS for p in first)
    return (isinstance(lead, Word) and lead.fold in NAME_THEN_NO or right) and any(
        any(isinstance(p, Ent) for p in part) and _bare(part) for part in ((last, first) if stays else (last,)))


# "Grima ha ragione: Rosie": the mate's proposal taken up, his name its subject.
_RIGHT = (("ha", "ragione"), ("hanno", "ragione"), ("a", "raison"), ("ont", "raison"))


def _cued_part(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ "ho parlato con Nazgul, cambiamo su Eowyna": the clauses holding a word asking for the
    change, where they name someone (the other clauses tell whom he spoke to, or why); the
    line otherwise ("Nazgul, mi sono sbagliato prima")."""
    parts = clauses(pieces)
    cued = [p for clause in parts if change_cued(tuple(clause)) for p in clause]
    if cued and not any(isinstance(p, Ent) and not _with_me(cued, k) for k, p in enumerate(cued)):
        # « isidore et moi on a changé d'avis: noemie »: the mate is the change's subject, the
        # names after it its target.
        first = next(n for n, clause in enumerate(parts) if change_cued(tuple(clause)))
        cued = [p for clause in parts[first:] for p in clause]
    if not any(isinstance(p, Ent) for p in cued):
        return pieces
    # "il rapimento cambialo su Django, guardia del corpo": a clause of names only after the
    # change's is more of it (the role guessed), never why.
    last = max(n for n, clause in enumerate(parts) if change_cued(tuple(clause)))
    # ("io farei Totò, è lui il veggente" says who he is: words of its own, no more of it.)
    more = [p for clause in parts[last + 1:] if any(isinstance(x, Ent) for x in clause)
            and all(isinstance(x, Ent) and all(m.kind == ROLE for m in x.matches) or isinstance(x, Sep)
                    for x in clause) for p in clause]
    return tuple((*cued, *more))


def _with_me(pieces: list[Piece], at: int) -> bool:
    """The name at `at` is a subject beside the sender's own: "isidore et moi", "Zanna e io"."""
    words = [p.fold if isinstance(p, Word) else "" for p in pieces[at + 1:at + 3]]
    return len(words) == 2 and words[0] in ("et", "e", "ed", "and") and words[1] in ("moi", "io", "me")


def _refitted(order: Order, names: tuple[Ent, ...], index: NameIndex, agreed: bool = False) -> list[str]:
    """The order with the names in place of its own, or in its empty optional arguments (never
    its own target again: `indago Zorg`, then `❌ Zorg → Klaatu`, is no owl to Zorg); `agreed`:
    the order itself too where the names are its own (agreed to)."""
    kept = [order.canonical()] if agreed and restates(order, names, index) else []
    filled = filled_in(order, names, index.specs.get(order.keyword))
    if filled and set(filled.args[len(order.args):]) & set(order.args):
        filled = None
    # Never one player twice ("unis Dorian Dorian"): no order names the same player in two places.
    # « on bouffe Kilian » (a phrase's order): shown by its one power, `dévore Maxence`.
    return kept + [shown(d) for d in (refit(order, names, index), filled)
                   if d and len(set(d.args)) == len(d.args)]


def _misspelt(reading: LineReading, index: NameIndex) -> tuple[Ent, ...]:
    """ "anzi Gollun", "anzi no, Corvoner", "no Sauron", "no, Grim": a correction, or a no
    turning from the order, whose only words of its own (the no aside) are close to players'
    names, each read as every name it is close to (orders.close_names); read as talk, the change
    was lost while the earlier order stood."""
    pieces = reading.pieces
    if not any(isinstance(p, Sep) and p.kind == CORRECTION or isinstance(p, Word)
               and p.fold in REPLACE_WORDS for p in pieces) and not _said_no(pieces):
        return ()
    return as_names([p for p in pieces if not (isinstance(p, Word) and p.fold in NAME_THEN_NO)], index)


def _bare(pieces: tuple[Piece, ...], also: frozenset[str] = frozenset()) -> bool:
    """Names with glue only: every word of the line is a filler or a keeping word, so the line
    says nothing but a target ("❌ Gollum ✅ Nazgul", "no, Eowyna", « non, c'est Baptiste »);
    a line with words of its own ("Boromiro mi sta antipatico") is chat about the players."""
    glue = KEEPING | BACK | IT_IS | also
    # "vittima: Jolene", not "la vittima di ieri era Jolene" (a past told).
    glue |= frozenset() if said_as_talk(pieces) else _TARGET_NOUNS
    return all(p.filler or p.fold in glue for p in pieces if isinstance(p, Word))


def _target_said(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ "scusa doppio messaggio, cmq il bersaglio è Zappa": a last clause naming the target as
    such and nothing else, whatever the clauses before it say; () otherwise."""
    tail = last_clause(pieces)
    return tail if tail is not pieces and any(isinstance(p, Word) and p.fold in _TARGET_NOUNS for p in tail) \
        and _bare(tail) else ()


# "vittima: Jolene", "nuovo bersaglio: Podesta", « nouvelle cible Gaspard », "new target X": a
# target said as such, glue of a line that names it only.
_TARGET_NOUNS = frozenset({"vittima", "victime", "bersaglio", "cible", "target", "obiettivo", "nuovo", "nuova",
                           "nouvelle", "nouveau", "new"})


def _swapped(earlier: list[Order], new: tuple[Ent, ...], away: tuple[str, ...]) -> tuple[str, ...]:
    """ "Eowyna al posto di Pippino" after `ammalio Merrino Pippino`: the standing order with
    the player turned away from replaced by the one new name (`ammalio Merrino Eowyna`);
    asked (orders.later), as the other words of the line may keep or change more."""
    if len(new) != 1 or len(one(new[0])) != 1:
        return ()
    (player,) = one(new[0])
    return tuple(dict.fromkeys(
        " ".join((o.keyword, *(player if a in away else a for a in o.args)))
        for o in reversed(earlier) if set(away) & set(o.args)))


def _back(reading: LineReading) -> bool:
    """A word naming the earlier order: "prima", "il primo", or "l'altro" beside a word going
    back ("no dai, torno all'altro")."""
    words = {p.fold for p in reading.pieces if isinstance(p, Word)}
    return bool(words & BACK) or bool(words & BACK_OTHER and words & BACK_TO_EARLIER)


def _other_one(reading: LineReading) -> bool:
    """ "torno all'altro", "l'altro posto": the line names another order than the standing one."""
    return any(isinstance(p, Word) and p.fold in BACK_OTHER for p in reading.pieces)


def _standing(sender: str, orders: list[Order], live: dict[str, list[int]], index: NameIndex,
              corrects: bool, proposes: bool = False) -> list[Order]:
    """The sender's standing orders, a group's order replaced by a mate's later one (Gollum's
    `sbraniamo Boromiro`, then Nazgul's `sbraniamo Eowyna`: the pack's is Eowyna); with a
    correction word or a proposal ("io direi Eowyna"), also the group orders of a sender who
    has no group order of his own."""
    latest: dict[str, int] = {}
    # « on bouffe Kilian »: the pack's order said with a phrase is of its power (`power_word`).
    for positions in live.values():
        for position in positions:
            slot = _slot(orders[position].power_word, index)
            if slot and position > latest.get(slot, -1):
                latest[slot] = position
    own = live.get(sender, [])
    slots = {_slot(orders[p].power_word, index) for p in own} - {""}
    kept = [p for p in own if not _slot(orders[p].power_word, index)]
    # « Je prends la carte loup-garou ! », then « moi je préfère Maxence perso »: a target proposed
    # by a sender whose orders are of no group may be the pack's (the Voleur's card may make him a wolf).
    kept += [p for slot, p in latest.items() if slot in slots or corrects and (not own or proposes and not slots)]
    return [orders[p] for p in sorted(set(kept))]


def _slot(keyword: str, index: NameIndex) -> str:
    spec = index.specs.get(keyword)
    return spec.slot if spec else ""
