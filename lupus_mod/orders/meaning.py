"""What a line means beyond the orders it holds: a hedge, a question, a replacement or a
withdrawal of the sender's earlier order, a place named without its verb.

Pure: the line's pieces (`scan.scan_line`) in, an `Intent` out. Which earlier order a
replacement or a withdrawal is about is decided over the whole log (`orders.later`).
All words are folded (lowercase, no accents), as `text.fold` gives them.
"""
from __future__ import annotations

from dataclasses import dataclass

from lupus_mod.orders import bare, handed, said_again
from lupus_mod.orders.conditions import (asked_then, condition_after, condition_after_name,
                                          condition_clause, condition_leads, sentences, trailing_condition)
from lupus_mod.orders.fallback import fallback_names
from lupus_mod.orders.italian import ASKED_OF_YOU, HEDGE_WORDS, NEGATIONS, QUESTION_WORDS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.french_no import no_between
from lupus_mod.orders.remarked import remarked
from lupus_mod.orders.replacement import replacement as replacing, trailing_replacement
from lupus_mod.orders.take_back import Withdrawal, withdrawal_of
from lupus_mod.orders.unsure import no_then_another, joked, unsure
from lupus_mod.orders.text import STRONG, holds_phrase

# "peut-être que je regarde", "forse che": the conjunction between a hedge and its keyword.
THAT = frozenset({"que", "qu", "che"})
# "Sam o Merry", "bosco oppure prato", "Sam ou Bea": two names offered, none chosen.
OR_WORDS = frozenset({"o", "oppure", "ou", "ovvero"})
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
    fallback: tuple[Ent, ...] = ()        # the target if the order cannot be ("altrimenti Nazgul")
    noun_order: tuple[str, ...] = ()      # the players of an order said with a noun
    visit: tuple[str, ...] = ()           # the players of a visit said without a keyword
    added: tuple[Ent, ...] = ()           # "il responso a Tumble": names for an empty slot
    unfilled: bool = False                # "niente gufo stanotte": the optional slot emptied
    earlier: bool = False                 # "stesso posto di ieri": an earlier night's order
    usual: bool = False                   # "il solito": the usual order, or a confirmation
    given: tuple[tuple[str, str], ...] = ()   # "palantir a Eowyna": (kind, name) of a thing given
    names_only: tuple[Ent, ...] = ()      # "Eowyna.": a line of players' names and nothing else
    joked: bool = False                   # "sfido Nazgul (scherzo)": the order called a joke
    asked_who: bool = False               # "chi indago? Gollum", "ti dirà a chi passo il palantir"
    unsure: bool = False                  # "passo il palantir a Eowyna ma non so se fidarmi"


def intent_of(pieces: tuple[Piece, ...], index: NameIndex) -> Intent:
    """The line's hedge, question, replacement, withdrawal or bare place, if any."""
    keyed = any(isinstance(p, (Key, Said)) for p in pieces)
    replacement = trailing_replacement(pieces) if keyed else _not_handed(replacing(pieces), pieces, index)
    # "gufo a Tumbleweed, anzi a Falco": the correction is of the name the line adds, not of the
    # standing order's own target.
    added = () if keyed else bare.added(pieces)
    if added and replacement and set(replacement) <= set(added):
        added, replacement = replacement, ()
    # "anzi Grima?" asks; "Shelob? nah, Grima" answers its own question.
    asked = _ordered_question(pieces) or bool(replacement) and any(
        isinstance(p, Sep) and p.question for p in pieces[pieces.index(replacement[0]):])
    unkeyed = not keyed and not replacement
    clause = _condition_of(pieces) if keyed else None
    withdrawal = withdrawal_of(pieces, index)
    return Intent(hedged=_hedged(pieces), question=asked,
                  replacement=replacement, withdrawal=withdrawal,
                  places=bare.bare_places(pieces) if unkeyed else (),
                  condition=(clause is not None or trailing_condition(pieces)) if keyed
                  else condition_leads(pieces) or bool(replacement) and condition_after_name(pieces),
                  conditioned=tuple(p for p in clause or () if isinstance(p, Ent)),
                  fallback=fallback_names(pieces) if keyed else (),
                  noun_order=bare.noun_order(pieces) if unkeyed else (),
                  visit=bare.visit(pieces) if unkeyed else (),
                  added=added if not replacement else (),
                  unfilled=unkeyed and bare.unfilled(pieces),
                  earlier=said_again.earlier(pieces),
                  usual=unkeyed and said_again.usual(pieces),
                  given=handed.given(pieces, index) if unkeyed else _given_corrected(pieces, replacement, index)
                  if not keyed else (),
                  names_only=bare.names_only(pieces) if unkeyed else (),
                  joked=keyed and joked(pieces),
                  asked_who=_asked_who(pieces),
                  # "anzi no, lascia stare": a withdrawal says what the « no » does.
                  unsure=keyed and not withdrawal and (unsure(pieces) or not replacement and no_then_another(pieces)))


def _not_handed(replacement: tuple[Ent, ...], pieces: tuple[Piece, ...], index: NameIndex) -> tuple[Ent, ...]:
    """ "stanotte nn indago, lo specchio a Rosie": the players after a power declined are the
    recipients of the thing handed over in the next clause, no new target of the declined power
    (read as one, the line took back nothing standing and was talk: the pass lost); the
    replacement otherwise. A correction said ("il palantir a Eowyna, no scusa a Boromiro")
    stays one."""
    if not replacement or any(isinstance(p, Sep) and p.kind == CORRECTION for p in pieces):
        return replacement
    players = {name for kind, name in handed.given(pieces, index) if kind == PLAYER}
    return () if players and {t for e in replacement for t in e.players()} <= players else replacement


def _condition_of(pieces: tuple[Piece, ...]) -> list[Piece] | None:
    """The condition an order hangs on: leading its clause ("se mi attaccano mi difendo",
    "nel caso sfido Nazgul": an empty one), a question to the GM before it, or after its target
    ("sbraniamo Boromiro se Eowyna è protetta"); None if none."""
    for found in (condition_clause(pieces), asked_then(pieces), condition_after(pieces)):
        if found is not None:
            return found
    return None


# "chi indago? Gollum", "Frodino ti dirà a chi passo il palantir", "decidi tu chi indago": a
# keyword right after "chi" is said of whoever it is, an indirect question; the names around it
# may be the answer or someone else.
WHO = frozenset({"chi"})
# "ecco chi indago: Gollum", "Gollum è chi indago": the sentence says who.
SAYING_WHO = frozenset({"ecco", "e"})


def _asked_who(pieces: tuple[Piece, ...]) -> bool:
    """The line's one keyword said after "chi", with players named ("sbrano Frodino, poi ti
    dico chi scruto" is the other order, the question aside; "non so chi indagare... vero?"
    says he does not know: talk)."""
    words = [p.fold if isinstance(p, Word) else "" for p in pieces]
    keys = [n for n, p in enumerate(pieces) if isinstance(p, (Key, Said))]
    named = any(isinstance(p, Ent) and any(m.kind == PLAYER for m in p.matches) for p in pieces)
    return named and len(keys) == 1 and keys[0] > 0 and words[keys[0] - 1] in WHO \
        and (keys[0] < 2 or words[keys[0] - 2] not in SAYING_WHO) and not NEGATIONS & {*words[:keys[0]]}
# "no", "ah no", "NO!", "non Gollum": a later line saying no, and at most naming again whom.
_NO_ALONE = frozenset({"no", "non", "nope", "nah", "ah", "oh", "eh", "ehm", "uhm", "mmm", "mh"})


def said_no(pieces: tuple[Piece, ...], named: set[str]) -> bool:
    """A line of "no" and nothing else, or naming only players of `named` (the sender's
    standing orders): "ah no", "non Gollum" a PM after `indago Gollum`."""
    words = {p.fold for p in pieces if isinstance(p, Word)}
    players = {t for p in pieces if isinstance(p, Ent) for m in p.matches for t in m.targets}
    return not any(isinstance(p, (Key, Said)) for p in pieces) and bool(words & {"no", "non", "nope", "nah"}) \
        and words <= _NO_ALONE and players <= named


def _given_corrected(pieces: tuple[Piece, ...], replacement: tuple[Ent, ...],
                     index: NameIndex) -> tuple[tuple[str, str], ...]:
    """ "il palantir a Eowyna, no scusa a Boromiro": a thing handed over without the verb, its
    player corrected on the line — the thing to the new player; () otherwise."""
    cut = next((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.kind == CORRECTION), None)
    thing = handed.given(pieces[:cut], index) if cut is not None else ()
    players = [m.targets[0] for e in replacement for m in e.matches if m.kind == PLAYER and len(m.targets) == 1]
    return (thing[0], *((PLAYER, p) for p in players)) if thing and len(players) == len(thing) - 1 else ()


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
                and said[before].fold in HEDGE_WORDS | REPLACE_WORDS and not _being(said, before):
            leads.add(said[before].fold)
            before -= 1
        if leads & HEDGE_WORDS:
            hedged.append(piece)
        # "o meglio Merry", "ou plutôt Sam" correct, they do not offer two names.
        if not leads & REPLACE_WORDS and before >= 1 and isinstance(said[before], Word) \
                and said[before].fold in OR_WORDS and isinstance(said[before - 1], Ent):
            hedged += [said[before - 1], piece]
    hedged += no_between(pieces)
    hedged += _hedged_after(pieces)
    hedged += remarked(pieces)
    return tuple(sorted(dict.fromkeys(hedged), key=lambda e: e.end))


def _being(said: list[Piece], at: int) -> bool:
    """ « être » that is no « peut-être »: « jveux pas etre loup, jgarde ma carte de voleur »."""
    return said[at].fold == "etre" and not (at and isinstance(said[at - 1], Word) and said[at - 1].fold == "peut")


# « je regarde Baptiste, enfin jcrois », "indago Zanna credo": after the name, the words of a
# guess; "enfin" only beside one of them.
_GUESSING = frozenset({"crois", "jcrois", "pense", "jpense", "credo", "penso", "suppongo", "direi"})


def _hedged_after(pieces: tuple[Piece, ...]) -> list[Ent]:
    """ "indago Zanna forse", « je regarde Baptiste peut-être », « …, enfin jcrois »: the last
    name of a sentence followed only by a hedge or a guess to its end."""
    found: list[Ent] = []
    for sentence, _ in sentences(pieces):
        names = [n for n, p in enumerate(sentence) if isinstance(p, Ent)]
        if not names:
            continue
        rest = [p for p in sentence[names[-1] + 1:] if not isinstance(p, Sep)
                and not (isinstance(p, Word) and p.filler and p.fold not in HEDGE_WORDS | _GUESSING)]
        if rest and all(isinstance(p, Word) and p.fold in HEDGE_WORDS | _GUESSING | {"enfin"} for p in rest) \
                and any(p.fold in HEDGE_WORDS | _GUESSING for p in rest) or _or_not(sentence[names[-1] + 1:]):
            found.append(sentence[names[-1]])
    return found

# « je regarde Kilian... ou pas 🤔 », "indago Lunaria... o no": the order, or not (undecided).
_OR_NOT = frozenset({"pas", "non", "no", "nan"})


def _or_not(rest: list[Piece]) -> bool:
    words = [p.fold for p in rest if isinstance(p, Word)]
    return len(words) == 2 and words[0] in OR_WORDS and words[1] in _OR_NOT \
        and all(isinstance(p, (Word, Sep)) for p in rest)


def _ordered_question(pieces: tuple[Piece, ...]) -> bool:
    """ "indago Sam?": a keyword in a sentence ending in "?" with no question word before it
    (those ask the GM and order nothing: "posso indagare Sam?", `reading._asks`)."""
    keyed = False     # the sentence before held a keyword
    # What opened each sentence: a stop, or a correction word.
    opened = [None, *(p.kind for p in pieces if isinstance(p, Sep) and p.kind in (STRONG, CORRECTION))]
    for n, (sentence, asked) in enumerate(sentences(pieces)):
        # "on dévore Dorian plutôt ?": the "?" after a word of change closes the order's sentence.
        # (A correction word is a cut of its own: the "?" then closes an empty sentence; after a
        # stop, an empty sentence is words read elsewhere, "Rosie tu passalo a Sam domani ok?".)
        if asked and keyed and all(isinstance(p, Word) and (p.filler or p.fold in REPLACE_WORDS)
                                   for p in sentence) \
                and (not sentence and opened[n] == CORRECTION
                     or any(isinstance(p, Word) and p.fold in REPLACE_WORDS for p in sentence)):
            return True
        # A power's phrase orders as its keyword does: « on croque Hortense ? » asks as « on
        # mange Hortense ? » (it was talk, the pack's victim lost).
        keyed = any(isinstance(p, (Key, Said)) for p in sentence)
        if not asked or _tag_asked(sentence) or _asked_apart(sentence) or _asked_of(sentence):
            continue
        for piece in sentence:
            if isinstance(piece, Word) and piece.fold in QUESTION_WORDS:
                break
            if isinstance(piece, (Key, Said)):
                return True
    return False


# "proteggo Jolene, ok?", "…, va bene?", "…, giusto?": a tag after the order asks the GM to
# acknowledge it, as "proteggo Jolene. Ok?" does; it puts no doubt on the order itself.
_TAGS = frozenset({"ok", "okay", "va", "bene", "giusto", "vero", "chiaro", "capito", "ricevuto",
                   "tutto", "d", "accordo"})


# "indago Gollum, tu come stai?", "consulto Rattlesnake, che era?": a clause after the order's
# asking the GM of himself or of the answer to come; the "?" is its own, not the order's.
_ASKED_APART = (("come", "stai"), ("come", "state"), ("come", "va"), ("tutto", "bene"), ("che", "era"),
                ("cosa", "era"), ("chi", "era"), ("che", "ruolo"), ("comment", "vas"), ("ca", "va"),
                ("c", "etait", "quoi"), ("qu", "etait"),
                # « je regarde Baptiste, c'est bon c'est pris en compte ? »: whether it was received.
                ("pris", "en", "compte"), ("bien", "recu"), ("t", "as", "recu"), ("vous", "avez", "recu"),
                ("preso", "in", "carico"), ("hai", "ricevuto"))


def _asked_apart(sentence: list[Piece]) -> bool:
    """The sentence's last clause, after its order's, asks something else and names no one."""
    last = max((n for n, p in enumerate(sentence) if isinstance(p, Sep)), default=None)
    tail = sentence[last + 1:] if last is not None else []
    return any(isinstance(p, (Key, Said)) for p in sentence[:last or 0]) \
        and not any(isinstance(p, (Key, Said, Ent)) for p in tail) \
        and holds_phrase([p.fold for p in tail if isinstance(p, Word)], _ASKED_APART)


def _asked_of(sentence: list[Piece]) -> bool:
    """ "sbraniamo Arwenna, Gollum sei d'accordo?": the last clause, after the order's, opens
    with a player and a word of the second person (ASKED_OF_YOU), with no keyword nor other
    name: it asks him, not the GM, and puts no doubt on the order."""
    last = max((n for n, p in enumerate(sentence) if isinstance(p, Sep)), default=None)
    tail = sentence[last + 1:] if last is not None else []
    return len(tail) > 1 and isinstance(tail[0], Ent) and bool(tail[0].players()) \
        and isinstance(tail[1], Word) and tail[1].fold in ASKED_OF_YOU \
        and any(isinstance(p, (Key, Said)) for p in sentence[:last]) \
        and not any(isinstance(p, (Key, Said, Ent)) for p in tail[1:])


def _tag_asked(sentence: list[Piece]) -> bool:
    """The asked sentence ends with a clause of tag words only, after a keyword's clause."""
    last = max((n for n, p in enumerate(sentence) if isinstance(p, Sep)), default=None)
    tail = sentence[last + 1:] if last is not None else []
    return bool(tail) and any(isinstance(p, Key) for p in sentence[:last]) and all(
        isinstance(p, Word) and p.fold in _TAGS for p in tail)
