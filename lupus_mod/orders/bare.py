"""Lines that order without a keyword: "vado da Jolene", "la mia protezione va a Podesta",
"il responso a Tumble" ("palantir a Eowyna": orders.handed), "niente gufo", "Oggi bosco", a line of
names alone ("il solito", "come ieri": orders.said_again). Each reading says what such a line may mean; whether it is an
order, a change of one or a doubt is decided over the whole log (`orders.later`, `orders.doubts`).

Pure: the line's pieces (`scan.scan_line`) in. All words are folded, as `text.fold` gives them.
"""
from __future__ import annotations

from itertools import takewhile

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.italian import LEAVE_TALK
from lupus_mod.orders.italian import (ALSO_WORDS, ARTICLES, CHOOSE_VERBS, FILL_LEADS, FILLERS, NAME_LEADS,
                                      NEGATIONS, POWER_NOUNS, TONIGHT, TURN_TO, VISIT_LINKS, VISIT_VERBS, WITHOUT)
from lupus_mod.orders.chosen_words import CHOSEN
from lupus_mod.orders.line import denied
from lupus_mod.orders.owl_words import fill_led
from lupus_mod.orders.model import PLAYER, ROLE, is_thing
from lupus_mod.orders.italian import PLURAL_POSSESSIVES, POSSESSIVES
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.text import STRONG, holds_phrase
from lupus_mod.orders.italian import ANSWER_NO

# "la mia protezione va a Podesta", "Notre victime : Gaspard", "ma cible : Sam": an order said
# with a noun after a possessive, then a link (":", "va a", "è", "est") and the players.
# The plural ones too, before a colon only: "Mes amoureux : Maxence et Noémie", "i miei
# bersagli: Sam e Bea" ("Ti riporto i miei sospetti su Merry" is talk).
LINKS = frozenset({"va", "vanno", "e", "est", "sera", "sara", "tocca", "spetta", "a", "ad",
                   "al", "alla", "per", "pour", "su", "sur", "contro", "vers"})



def visit(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
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


def added(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The names of a line led by the owl's recipient ("il responso a Tumbleweed")."""
    return tuple(p for p in pieces if isinstance(p, Ent)) if fill_led(pieces) else ()




def unfilled(pieces: tuple[Piece, ...], named: bool = False) -> bool:
    """ "niente gufo stanotte" after "indago Zorg e mando il gufo a Tumbleweed": a line naming
    nobody (or, `named`, whom it names: "niente gufo a Klaatu") that opens with a denial of one
    of `FILL_LEADS` takes back the optional argument that word would add, not the order (the
    investigation stands, the owl stays home)."""
    said = [p for p in pieces if isinstance(p, Word) and not (p.filler and p.fold not in WITHOUT | _LET_GO)]
    if any(isinstance(p, (Key, Said)) or not named and isinstance(p, Ent) for p in pieces) or not said:
        return False
    # The word leads or closes the line: "il responso tienilo per me", "tienilo per me il responso".
    if {said[0].fold, said[-1].fold} & FILL_LEADS and holds_phrase([p.fold for p in pieces if isinstance(p, Word)],
                                                                   _TO_ME):
        return True
    # "no niente gufo, lo voglio io": the denials before the word; "lascia stare il gufo, il
    # responso lo voglio io": the words letting it go.
    lead = next((n for n, w in enumerate(said) if w.fold not in WITHOUT | _LET_GO | LEAVE_TALK), len(said))
    if lead < len(said) and lead and said[lead].fold in FILL_LEADS:
        return True
    # "il gufo nn mandarlo a nessuno", "il gufo lascialo stare": the word first, then denied.
    return said[0].fold in FILL_LEADS and any(w.fold in WITHOUT | _LET_GO for w in said[1:])


# "il responso mandalo a me", "il gufo lo voglio io", "il responso tienilo per me": the answer
# to the sender, the owl unsent.
_TO_ME = (("a", "me"), ("voglio", "io"), ("tengo", "io"), ("tienilo", "per", "me"), ("a", "moi"))


# "il gufo lascia stare", "le hibou laisse tomber", "il gufo non mandarlo".
_LET_GO = NEGATIONS | frozenset({"lascia", "lascialo", "laisse", "annulla", "annullalo", "niente"})


_TOMORROW = frozenset({"domani", "demain", "tomorrow"})


def noun_order(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players of "la mia protezione va a Podesta", "Notre victime : Gaspard": a
    possessive, a noun (and at most one more word: "il mio voto notturno va a Sam"), a link,
    then the players. Not "il mio amico Sam" (no link): a friend is no order; nor a line that
    denies, asks or narrates ("ieri la mia protezione è andata a Sam"), nor the sender's power
    named as such ("il mio potere su Sam", read by `line.any_power_draft` or left as talk)."""
    words = [p for p in pieces if isinstance(p, Word)]
    if any(isinstance(p, Sep) and p.question for p in pieces) or denied(words, narrated=True) \
            or any(w.fold in _TOMORROW for w in words):
        return ()   # "Il mio voto di domani va a Zanna": the day's, not tonight's order
    for n, piece in enumerate(pieces[:-2]):
        noun = pieces[n + 1]
        # « je retire ma consigne sur Baptiste »: the power's noun revoked (denied) orders nothing.
        if not (isinstance(piece, Word) and piece.fold in POSSESSIVES and isinstance(noun, Word)
                and noun.denied is None and noun.fold not in LINKS | POSSESSIVES | POWER_NOUNS):
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


def list_marker(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces without a leading number of a list ("1) Gollum", "2. Nazgul")."""
    lead = pieces[0] if pieces else None
    if isinstance(lead, Word) and lead.fold.isdigit() and len(pieces) > 1 and isinstance(pieces[1], Sep):
        return pieces[2:]
    return pieces


def names_after_question(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The players' names alone after the line's last question mark: his own answer."""
    asked = max((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.question), default=None)
    return _names_alone(_no_dropped(pieces[asked + 1:])) if asked is not None else ()


def _no_dropped(tail: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ "indago Zanna? no, Becchino", "…? no dai, Becchino": the no answering the question,
    then the name he meant: the name alone (it asked offering Zanna, never Becchino)."""
    n = 0
    while n < len(tail) and (isinstance(tail[n], Word) and tail[n].fold in ANSWER_NO | _GO_ON
                             or isinstance(tail[n], Sep) and n and not tail[n].question):
        n += 1
    return tail[n:] if n and any(isinstance(p, Word) and p.fold in ANSWER_NO for p in tail[:n]) else tail


def ordered_after_question(pieces: tuple[Piece, ...], drafts: tuple[Draft, ...]) -> bool:
    """Every order of the line said again after its last question mark: he answered himself
    ("leggo pure stanotte o conviene aspettare? boh vai, prelevo")."""
    asked = max((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.question), default=len(pieces))
    keys = {p.spec.keyword for p in pieces[asked + 1:] if isinstance(p, Key)}
    return bool(keys) and all(d.keyword in keys for d in drafts)


def names_only(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Eowyna", "stanotte Marylou", "Gaspard !" under the meneur's quoted question, "Cupidon : Maxence + Noemie": a
    line of players' names and nothing else said (no word, no question) may be an order without its verb, or a
    new target for the sender's order; `orders.doubts` asks which, never reads it as talk."""
    pieces = list_marker(pieces)
    found = _names_alone(pieces)
    if found or any(isinstance(p, (Key, Said)) or isinstance(p, Sep) and p.question for p in pieces):
        return found
    # "Ho indagato Zanna ieri, stanotte Ululone": the last clause dates its names tonight and
    # says nothing else — tonight's target, the clauses before it what was done before; so does
    # the clause choosing among names weighed before it ("indeciso tra Grima e Nazgul, vada per
    # Nazgul").
    last = max((n for n, p in enumerate(pieces) if isinstance(p, Sep)), default=None)
    tail = pieces[last + 1:] if last is not None else ()
    # « Kilian déjà vu hier, donc Baptiste »: so does one led by "so", the choice drawn from them.
    if any(isinstance(p, Word) and p.fold in TONIGHT | CHOSEN | _SO for p in tail):
        return _names_alone(tail)
    # « Vu que je peux me choisir : Dorian et moi »: the choice announced, then its names.
    if last is not None and any(isinstance(p, Word) and p.fold in CHOOSE_VERBS for p in pieces[:last]):
        return _names_alone(tail)
    # "ancora Sarumano, non mi fido", « encore Kilian, il est louche »: the first clause says
    # the name again, the others why.
    first = next((n for n, p in enumerate(pieces) if isinstance(p, Sep)), None)
    head = pieces[:first] if first else ()
    if any(isinstance(p, Word) and p.fold in _AGAIN for p in head):
        return _names_alone(head)
    # "Klaatu, e gufo no" (under the GM's "Chi indaghi? Vuoi mandare il gufo?"): the name, then
    # the owl declined — what `unfilled` reads a PM after the order.
    return _names_alone(head) if head and unfilled(pieces[first + 1:]) else ()


_AGAIN = frozenset({"ancora", "nuovo", "rifaccio", "ripeto", "encore", "nouveau", "again"})


def _names_alone(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The players' names of pieces that say nothing else."""
    # Any word but "e"/"et" and the words dating the line tonight (`NAME_LEADS`: "stanotte
    # tocca a Marylou") says something else ("non indago Sam", "per me va bene Sam"): that is
    # read as it is, not as a bare name. A role's name heading them ("Cupidon : Maxence +
    # Noemie") says whose order it may be, no more.
    if len(pieces) > 2 and isinstance(pieces[0], Ent) and pieces[0].matches[0].kind == ROLE \
            and isinstance(pieces[1], Sep) and pieces[1].kind != STRONG:
        pieces = pieces[2:]
    # The elided article before a name ("l'Hortense") says no more than the name.
    if any(isinstance(p, Sep) and p.question or isinstance(p, (Key, Said)) or isinstance(
            p, Word) and p.fold not in NAME_LEADS | _PLEASE | CHOSEN | _GO_ON | IT_IS | _THIS and not _turn_to(pieces, n)
            and not _paired(pieces, n) and not _again(pieces, n) for n, p in enumerate(pieces)):
        return ()
    names = tuple(p for p in pieces if isinstance(p, Ent))
    return names if names and all(any(m.kind == PLAYER and len(m.targets) == 1
                                       for m in n.matches) for n in names) else ()

# "facciamo Nazgul va", "Nazgul dai": the spoken "go on" after a choice says no more than it.
_GO_ON = frozenset({"va", "dai"})
# "Kilian stp", "Baptiste svp 🙏", "Merry pls": a courtesy says nothing but the name.
_PLEASE = frozenset({"stp", "svp", "pls", "plz", "please"})
# « c'est Baptiste » a PM after « je regarde Kilian »: "it is" says no more than the name.
IT_IS = frozenset({"c", "est"})
# « …, donc Baptiste », "ah vero non posso proteggere me stesso, allora Jolene": the choice drawn.
_SO = frozenset({"donc", "alors", "allora", "quindi", "dunque"})
# « Kilian ce soir », « ce soir Kilian »: "this" of "this evening" (NAME_LEADS holds « soir »).
_THIS = frozenset({"ce"})


def _again(pieces: tuple[Piece, ...], n: int) -> bool:
    """The "di" of "di nuovo Sarumano", « de nouveau Kilian »."""
    after = pieces[n + 1] if n + 1 < len(pieces) else None
    return pieces[n].fold in ("di", "de") and isinstance(after, Word) and after.fold in ("nuovo", "nouveau")


def _paired(pieces: tuple[Piece, ...], n: int) -> bool:
    """ "Dorian x Leonie": the "x" of a couple, between two names (not "x Corvonero", "per")."""
    return pieces[n].fold == "x" and 0 < n < len(pieces) - 1 and isinstance(pieces[n - 1], Ent) \
        and isinstance(pieces[n + 1], Ent)


def _turn_to(pieces: tuple[Piece, ...], n: int) -> bool:
    """ "tocca a": the "a" of pieces[n] after "tocca"."""
    before = pieces[n - 1] if n else None
    return isinstance(before, Word) and before.fold == TURN_TO[0] and pieces[n].fold in TURN_TO[1]


def bare_places(pieces: tuple[Piece, ...]) -> tuple[tuple[str, str], ...]:
    """ "Oggi bosco": things named with nothing but words around orders, no player and no
    keyword, each as (kind, name); a doubt where a power takes only such a thing (`orders.doubts`).
    A role so named is one too: the Voleur's « le villageois », one of the two cards he is shown."""
    return _bare_things(pieces) or _place_clause(pieces)


def _place_clause(pieces: tuple[Piece, ...]) -> tuple[tuple[str, str], ...]:
    """A clause of a place alone: opening the line before a power taken back ("bosco. niente
    attacco oggi", "prato pure io, e niente attacco da parte mia": "pure io", me too), or closing
    it after words naming nothing ("ok visti, mulino", the knight told the counts) — the place,
    asked as "bosco" alone is (it was talk: a random place)."""
    seps = [n for n, p in enumerate(pieces) if isinstance(p, Sep)]
    if not seps:
        return ()
    if any(isinstance(p, Word) and p.denied is not None for p in pieces[seps[0]:]):
        return _bare_things(tuple(p for p in pieces[:seps[0]] if not (isinstance(p, Word) and p.fold in ALSO_WORDS)))
    if any(isinstance(p, (Ent, Key, Said)) or isinstance(p, Word) and p.denied is not None for p in pieces[:seps[-1]]):
        return ()
    return _bare_things(pieces[seps[-1] + 1:])


def _bare_things(pieces: tuple[Piece, ...]) -> tuple[tuple[str, str], ...]:
    names = [p for p in pieces if isinstance(p, Ent)]
    asking = _CARD_ASKED if names and all(m.kind == ROLE for p in names for m in p.matches) else frozenset()
    if not names or any(isinstance(p, Word) and not p.filler and p.fold not in FILLERS | asking
                        for p in pieces) and not _either_or(pieces):
        return ()
    # "prato (non mulino)", "prato, non mulino": the thing denied is no reading of the line.
    names = [p for k, p in enumerate(pieces) if p in names and not (
        k and isinstance(pieces[k - 1], Word) and pieces[k - 1].fold in NEGATIONS)] or names
    # "non vado al mulino": the place of a denied keyword, in its clause, is no place chosen.
    names = [p for p in names if not _of_denied(pieces, pieces.index(p))]
    if not names:
        return ()
    things = [(m.kind, m.targets) for p in names for m in p.matches if is_thing(m.kind) or m.kind == ROLE]
    if len(things) != len(names) or any(len(t) != 1 for _, t in things):
        return ()
    return tuple((kind, t[0]) for kind, t in things)


# « donne moi le loup garou stp », « jveux etre loup ! », « la carte loup stp »: the Voleur asking
# for a card says no more than its name ("Le Voleur a le droit de choisir une de ces deux cartes").
_CARD_ASKED = frozenset({"donne", "donnez", "jveux", "etre", "carte", "voudrais", "jvoudrais"})


def _of_denied(pieces: tuple[Piece, ...], at: int) -> bool:
    """The name at `at` follows a denied keyword ("non vado al mulino") in the same clause."""
    for piece in reversed(pieces[:at]):
        if isinstance(piece, Sep):
            return False
        if isinstance(piece, Word) and piece.denied is not None:
            return True
    return False


def _either_or(pieces: tuple[Piece, ...]) -> bool:
    """ "prato o bosco, decidi tu master": two things joined by "o", whatever is said around
    them, offer a choice between them (never talk, which would leave the cat no place)."""
    said = [p for p in pieces if not isinstance(p, Sep) and not (
        isinstance(p, Word) and p.fold in ARTICLES)]
    return any(isinstance(a, Ent) and isinstance(o, Word) and o.fold in ("o", "oppure")
               and isinstance(b, Ent) for a, o, b in zip(said, said[1:], said[2:]))
