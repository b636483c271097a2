"""What a line means beyond the orders it holds: a hedge, a question, a replacement or a
withdrawal of the sender's earlier order, a place named without its verb.

Pure: the line's pieces (`scan.scan_line`) in, an `Intent` out. Which earlier order a
replacement or a withdrawal is about is decided over the whole log (`orders.later`).
All words are folded (lowercase, no accents), as `text.fold` gives them.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import takewhile

from lupus_mod.orders.italian import (ARTICLES, EXTRA_LEADS, FILL_LEADS, FILLERS, NEGATIONS, POWER_NOUNS, QUESTION_WORDS,
                                     VISIT_LINKS, VISIT_VERBS)
from lupus_mod.orders.conditions import condition_clause, condition_leads, sentences
from lupus_mod.orders.line import denied
from lupus_mod.orders.model import ITEM, PLAYER, ROLE, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.take_back import REPLACE_WORDS, Withdrawal, withdrawal_of
from lupus_mod.orders.text import STRONG

# "forse Totò", "magari Sam", "peut-être Sam": said in doubt, never an order.
HEDGE_WORDS = frozenset({"forse", "magari", "probabilmente", "peut", "etre", "probablement"})
# "peut-être que je regarde", "forse che": the conjunction between a hedge and its keyword.
THAT = frozenset({"que", "qu", "che"})
# "Sam o Merry", "bosco oppure prato", "Sam ou Bea": two names offered, none chosen.
OR_WORDS = frozenset({"o", "oppure", "ou", "ovvero"})
# "la mia protezione va a Podesta", "Notre victime : Gaspard", "ma cible : Sam": an order said
# with a noun after a possessive, then a link (":", "va a", "è", "est") and the players.
# The plural ones too, before a colon only: "Mes amoureux : Maxence et Noémie", "i miei
# bersagli: Sam e Bea" ("Ti riporto i miei sospetti su Merry" is talk).
PLURAL_POSSESSIVES = frozenset({"miei", "mie", "nostri", "nostre", "mes", "nos"})
POSSESSIVES = frozenset({"mio", "mia", "nostro", "nostra", "mon", "ma", "notre"}) | PLURAL_POSSESSIVES
LINKS = frozenset({"va", "vanno", "e", "est", "sera", "sara", "tocca", "spetta", "a", "ad",
                   "al", "alla", "per", "pour", "su", "sur", "contro", "vers"})


@dataclass(frozen=True)
class Intent:
    """What a line says beyond its orders."""
    hedged: tuple[Ent, ...] = ()          # the names offered in doubt ("o forse al prato")
    question: bool = False                # an order ending in "?" ("indago Sam?")
    replacement: tuple[Ent, ...] = ()     # the new names of a correction with no keyword
    withdrawal: Withdrawal | None = None
    places: tuple[tuple[str, str], ...] = ()   # (kind, name) of things named without a verb ("Oggi bosco")
    condition: bool = False               # an order under a condition ("se mi attaccano...")
    conditioned: tuple[Ent, ...] = ()     # the names of that condition ("se Boromiro muore")
    noun_order: tuple[str, ...] = ()      # the players of an order said with a noun
    visit: tuple[str, ...] = ()           # the players of a visit said without a keyword
    added: tuple[Ent, ...] = ()           # "il responso a Tumble": names for an empty slot
    unfilled: bool = False                # "niente gufo stanotte": the optional slot emptied
    earlier: bool = False                 # "stesso posto di ieri": an earlier night's order
    usual: bool = False                   # "il solito": the usual order, or a confirmation
    given: tuple[tuple[str, str], ...] = ()   # "palantir a Eowyna": (kind, name) of a thing given
    names_only: tuple[Ent, ...] = ()      # "Eowyna.": a line of players' names and nothing else


def intent_of(pieces: tuple[Piece, ...], index: NameIndex) -> Intent:
    """The line's hedge, question, replacement, withdrawal or bare place, if any."""
    keyed = any(isinstance(p, (Key, Said)) for p in pieces)
    replacement = _trailing_replacement(pieces) if keyed else _replacement(pieces)
    asked = _ordered_question(pieces) or bool(replacement) and any(
        isinstance(p, Sep) and p.question for p in pieces)
    bare = not keyed and not replacement
    clause = condition_clause(pieces) if keyed else None
    return Intent(hedged=_hedged(pieces), question=asked,
                  replacement=replacement, withdrawal=withdrawal_of(pieces, index),
                  places=_bare_places(pieces) if bare else (),
                  condition=clause is not None if keyed else condition_leads(pieces),
                  conditioned=tuple(p for p in clause or () if isinstance(p, Ent)),
                  noun_order=_noun_order(pieces) if bare else (),
                  visit=_visit(pieces) if bare else (),
                  added=_added(pieces) if bare else (),
                  unfilled=bare and _unfilled(pieces),
                  earlier=bare and _earlier(pieces),
                  usual=bare and _usual(pieces),
                  given=_given(pieces) if bare else (),
                  names_only=_names_only(pieces) if bare else ())


def _visit(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players of "vado da Jolene", "sto con Lunaria", "vado a casa di Sam": a verb of
    going or staying, a link, then players, on a line that neither denies nor asks."""
    if any(isinstance(p, Sep) and p.question for p in pieces) or denied(
            [p for p in pieces if isinstance(p, Word)], narrated=True):
        return ()
    for n, piece in enumerate(pieces):
        if not (isinstance(piece, Word) and piece.fold in VISIT_VERBS):
            continue
        rest = list(takewhile(lambda p: isinstance(p, Word) and (p.filler or p.fold in VISIT_LINKS),
                              pieces[n + 1:]))
        if not any(w.fold in VISIT_LINKS for w in rest):
            continue
        names = takewhile(lambda p: isinstance(p, Ent) or isinstance(p, Word) and p.fold in
                          {"e", "et"}, pieces[n + 1 + len(rest):])
        return tuple(m.targets[0] for p in names if isinstance(p, Ent)
                     for m in p.matches[:1] if m.kind == PLAYER and len(m.targets) == 1)
    return ()


def _added(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "il responso a Tumbleweed", "gufo a Tumble": the first word saying something is one of
    `FILL_LEADS`; the names after it."""
    lead = next((p for p in pieces if not isinstance(p, Sep)
                 and not (isinstance(p, Word) and p.filler)), None)
    if not (isinstance(lead, Word) and lead.fold in FILL_LEADS):
        return ()
    return tuple(p for p in pieces if isinstance(p, Ent))


# "niente gufo", "senza responso", "pas de hibou": the words denying what FILL_LEADS adds.
_WITHOUT = frozenset({"niente", "nessun", "nessuno", "no", "senza", "pas", "sans"})


def _unfilled(pieces: tuple[Piece, ...]) -> bool:
    """ "niente gufo stanotte" after "indago Zorg e mando il gufo a Tumbleweed": a line naming
    nobody that opens with a denial of one of `FILL_LEADS` takes back the optional argument
    that word would add, not the order (the investigation stands, the owl stays home)."""
    said = [p for p in pieces if isinstance(p, Word) and not (p.filler and p.fold not in _WITHOUT)]
    return not any(isinstance(p, (Ent, Key, Said)) for p in pieces) and len(said) >= 2 and \
        said[0].fold in _WITHOUT and said[1].fold in FILL_LEADS


# "come ieri", "lo stesso di ieri", "comme hier", "pareil que la nuit dernière", "come l'altra
# volta": the words of a night before, and those saying the same again.
_YESTERDAY = frozenset({"ieri", "hier", "scorsa", "derniere"})
_ANOTHER_TIME = (frozenset({"altra", "volta"}), frozenset({"autre", "fois"}))
_SAME = frozenset({"stesso", "stessa", "stessi", "come", "idem", "solito", "comme", "meme",
                   "pareil"})
# "il solito", "comme d'habitude": the usual order, said without naming a night.
_USUAL = frozenset({"solito", "solita", "soliti", "solite", "habitude"})


def _earlier(pieces: tuple[Piece, ...]) -> bool:
    """ "stesso posto di ieri", "come ieri", "comme hier": a line naming nothing that says the
    same as a night before; the order it means is in another night's log, not in this one."""
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    before = bool(folds & _YESTERDAY) or any(pair <= folds for pair in _ANOTHER_TIME)
    return not any(isinstance(p, (Ent, Key, Said)) for p in pieces) and before and bool(folds & _SAME)


def _usual(pieces: tuple[Piece, ...]) -> bool:
    """ "il solito", "come al solito, grazie": a line naming nothing whose only words besides
    fillers say the usual order; with no order standing it is an earlier night's (`orders.doubts`),
    after one it only confirms it."""
    # An elided article ("comme d'habitude") is glue, whatever the language's fillers.
    said = {p.fold for p in pieces if isinstance(p, Word) and not p.filler and len(p.fold) > 1}
    return not any(isinstance(p, (Ent, Key, Said)) for p in pieces) and bool(
        said & _USUAL) and said <= _USUAL | _SAME


def _noun_order(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players of "la mia protezione va a Podesta", "Notre victime : Gaspard": a
    possessive, a noun (and at most one more word: "il mio voto notturno va a Sam"), a link,
    then the players. Not "il mio amico Sam" (no link): a friend is no order; nor a line that
    denies, asks or narrates ("ieri la mia protezione è andata a Sam"), nor the sender's power
    named as such ("il mio potere su Sam", read by `line.any_power_draft` or left as talk)."""
    if any(isinstance(p, Sep) and p.question for p in pieces) or denied(
            [p for p in pieces if isinstance(p, Word)], narrated=True):
        return ()
    for n, piece in enumerate(pieces[:-2]):
        noun = pieces[n + 1]
        if not (isinstance(piece, Word) and piece.fold in POSSESSIVES and isinstance(noun, Word)
                and noun.fold not in LINKS | POSSESSIVES | POWER_NOUNS):
            continue
        first = next((m for m in range(n + 2, len(pieces)) if isinstance(pieces[m], Ent)), None)
        between = pieces[n + 2:first] if first else ()
        links = frozenset() if piece.fold in PLURAL_POSSESSIVES else LINKS
        linked = any(isinstance(p, Sep) or p.fold in links for p in between
                     if isinstance(p, (Sep, Word)))
        other = [p for p in between if isinstance(p, Word) and not p.filler
                 and p.fold not in LINKS]
        if first and linked and len(other) <= 1 and not any(
                isinstance(p, Sep) and p.kind == STRONG for p in between):
            return tuple(m.targets[0] for p in pieces[first:] if isinstance(p, Ent)
                         for m in p.matches[:1] if m.kind == PLAYER and len(m.targets) == 1)
    return ()


# "palantir a Eowyna", "le palantir pour Gaspard": the words between a thing and its recipient.
_TO = frozenset({"a", "ad", "al", "alla", "allo", "per", "pour", "au"})


def _given(pieces: tuple[Piece, ...]) -> tuple[tuple[str, str], ...]:
    """(kind, name) of "palantir a Eowyna": a line that opens with an item, then only "a" (or
    "per", "pour"), then players — a thing handed over said without the verb; which power
    (if any) is the sender's to say. Not "palantir -> Merry" (the arrow is read as the verb)."""
    leads = _TO | EXTRA_LEADS
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in leads)
            and not isinstance(p, Sep)]
    if len(said) < 3 or not isinstance(said[0], Ent) or not isinstance(said[1], Word) \
            or said[1].fold not in leads:
        return ()
    # An item handed over ("a", "per"), or a ruleset's thing aimed at players ("rana su Guido").
    item = next((m for m in said[0].matches if len(m.targets) == 1 and (
        m.kind == ITEM and said[1].fold in _TO or is_thing(m.kind) and m.kind != ITEM)), None)
    players = [next((m for m in p.matches if m.kind == PLAYER and len(m.targets) == 1), None)
               if isinstance(p, Ent) else None for p in said[2:]]
    if item is None or None in players:
        return ()
    return ((item.kind, item.targets[0]), *((PLAYER, m.targets[0]) for m in players if m))


def _names_only(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Eowyna", "Gaspard !" under the meneur's quoted question, "Cupidon : Maxence + Noemie": a
    line of players' names and nothing else said (no word, no question) may be an order without its verb, or a
    new target for the sender's order; `orders.doubts` asks which, never reads it as talk."""
    # Any word at all but "e"/"et" between names says something else ("non indago Sam", "per
    # me va bene Sam"): that is read as it is, not as a bare name. A role's name heading them
    # ("Cupidon : Maxence + Noemie") says whose order it may be, no more.
    if len(pieces) > 2 and isinstance(pieces[0], Ent) and pieces[0].matches[0].kind == ROLE \
            and isinstance(pieces[1], Sep) and pieces[1].kind != STRONG:
        pieces = pieces[2:]
    # The elided article before a name ("l'Hortense") says no more than the name.
    if any(isinstance(p, Sep) and p.question or isinstance(p, (Key, Said)) or isinstance(
            p, Word) and p.fold not in {"e", "et", "ed", "l"} for p in pieces):
        return ()
    names = tuple(p for p in pieces if isinstance(p, Ent))
    return names if names and all(any(m.kind == PLAYER and len(m.targets) == 1
                                       for m in n.matches) for n in names) else ()


def _said(pieces: tuple[Piece, ...]) -> list[Piece]:
    """The pieces that say something: no separator, no word around orders."""
    return [p for p in pieces if not isinstance(p, Sep)
            and not (isinstance(p, Word) and p.filler and p.fold not in OR_WORDS)]


def _hedged(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "forse Totò", "magari Sam": a hedge word right before a name (words around orders
    aside), or before the keyword that takes it ("forse indago Grima", "peut-être que je
    regarde Kilian"); "Sam o Merry", "al bosco o forse al prato": two names with "o" between
    them."""
    said = _said(pieces)
    hedged: list[Ent] = []
    for n, piece in enumerate(said):
        if not isinstance(piece, Ent):
            continue
        before = n - 1
        if before >= 1 and isinstance(said[before], Key):
            # "forse indago Grima", "peut-être que je regarde Kilian": the hedge before the keyword
            lead = before - 1 - (isinstance(said[before - 1], Word) and said[before - 1].fold in THAT)
            if lead >= 0 and isinstance(said[lead], Word) and said[lead].fold in HEDGE_WORDS:
                before = lead
        # "forse Totò", "forse meglio Totò", "peut-être plutôt Sam".
        leads = set()
        while before >= 0 and isinstance(said[before], Word) \
                and said[before].fold in HEDGE_WORDS | REPLACE_WORDS:
            leads.add(said[before].fold)
            before -= 1
        if leads & HEDGE_WORDS:
            hedged.append(piece)
        # "o meglio Merry", "ou plutôt Sam" correct, they do not offer two names.
        if not leads & REPLACE_WORDS and before >= 1 and isinstance(said[before], Word) \
                and said[before].fold in OR_WORDS and isinstance(said[before - 1], Ent):
            hedged += [said[before - 1], piece]
    return tuple(sorted(dict.fromkeys(hedged), key=lambda e: e.end))


def _ordered_question(pieces: tuple[Piece, ...]) -> bool:
    """ "indago Sam?": a keyword in a sentence ending in "?" with no question word before it
    (those ask the GM and order nothing: "posso indagare Sam?", `reading._asks`)."""
    for sentence, asked in sentences(pieces):
        if not asked:
            continue
        for piece in sentence:
            if isinstance(piece, Word) and piece.fold in QUESTION_WORDS:
                break
            if isinstance(piece, Key):
                return True
    return False


def _replacement(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "anzi Lady Oscar", "no aspetta, meglio Totò", "en fait Kilian": a correction word, then
    names, on a line with no keyword; the names after the first correction word."""
    for n, piece in enumerate(pieces):
        lead = (isinstance(piece, Sep) and piece.kind == CORRECTION) or (
            isinstance(piece, Word) and piece.fold in REPLACE_WORDS)
        if lead:
            names = tuple(p for p in pieces[n + 1:] if isinstance(p, Ent))
            if names and not _negated(pieces[n + 1:]):
                return names
            return ()
    return ()


def _trailing_replacement(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Stanotte indago Ululone. No aspetta, meglio Zanna": a sentence after the line's last
    order, without a keyword, led by a correction word: the new names of the line's order."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    stop = next((n for n in range(last, len(pieces)) if isinstance(pieces[n], Sep)
                 and pieces[n].kind == STRONG), None)
    said_no = _clause_saying_no(pieces, last)
    if said_no is not None and (stop is None or said_no < stop):
        # "indago Merrino, no aspetta, Pippino", "je regarde Hortense, enfin non, Gaspard"
        rest = pieces[said_no + 1:]
        names = [p for p in rest[:next((n for n, p in enumerate(rest) if isinstance(p, Sep)
                                        and p.kind == STRONG), len(rest))] if isinstance(p, Ent)]
        return tuple(names)
    rest = pieces[stop + 1:] if stop is not None else ()
    # "la vittima è Erbaria. Anzi Spiritella": "anzi" is scanned as a correction mark.
    lead = next((p for p in rest if not (isinstance(p, Sep) and p.kind != CORRECTION) and not (
        isinstance(p, Word) and p.filler and p.fold not in REPLACE_WORDS)), None)
    if not (isinstance(lead, Word) and lead.fold in REPLACE_WORDS or isinstance(lead, Sep)):
        return ()
    return _replacement(rest)


def _clause_saying_no(pieces: tuple[Piece, ...], last: int) -> int | None:
    """The index past the clauses after the order at `last` that say no with a correction
    word and nothing else ("no aspetta", "enfin non", "ah no, aspetta"), in the order's
    sentence; None without them."""
    clauses: list[tuple[int, set[str]]] = []      # (index of the Sep ending it, its words)
    words: set[str] | None = None
    for n in range(last + 1, len(pieces)):
        piece = pieces[n]
        if isinstance(piece, Sep):
            if words is not None:
                clauses.append((n, words))
            if piece.kind == STRONG:
                break
            words = set()
        elif words is not None:
            words = words | {piece.fold} if isinstance(piece, Word) else {"\0"}
    lead = list(takewhile(lambda clause: clause[1] <= _SAYING_NO, clauses))
    said = set().union(*(w for _, w in lead))
    if not (said & {"no", "non"} and said & (REPLACE_WORDS | {"enfin"})):
        return None
    return lead[-1][0]


_SAYING_NO = REPLACE_WORDS | {"no", "non", "enfin", "ah", "oh", "euh"}


def _negated(pieces: tuple[Piece, ...] | list[Piece]) -> bool:
    return any(isinstance(p, Word) and p.fold in NEGATIONS for p in pieces)


def _bare_places(pieces: tuple[Piece, ...]) -> tuple[tuple[str, str], ...]:
    """ "Oggi bosco": things named with nothing but words around orders, no player and no
    keyword, each as (kind, name); a doubt where a power takes only such a thing (`orders.doubts`)."""
    names = [p for p in pieces if isinstance(p, Ent)]
    if not names or any(isinstance(p, Word) and not p.filler and p.fold not in FILLERS
                        for p in pieces) and not _either_or(pieces):
        return ()
    things = [(m.kind, m.targets) for p in names for m in p.matches if is_thing(m.kind)]
    if len(things) != len(names) or any(len(t) != 1 for _, t in things):
        return ()
    return tuple((kind, t[0]) for kind, t in things)


def _either_or(pieces: tuple[Piece, ...]) -> bool:
    """ "prato o bosco, decidi tu master": two things joined by "o", whatever is said around
    them, offer a choice between them (never talk, which would leave the cat no place)."""
    said = [p for p in pieces if not isinstance(p, Sep) and not (
        isinstance(p, Word) and p.fold in ARTICLES)]
    return any(isinstance(a, Ent) and isinstance(o, Word) and o.fold in ("o", "oppure")
               and isinstance(b, Ent) for a, o, b in zip(said, said[1:], said[2:]))
