"""Which names belong to which keyword of a line.

A line is cut into sentences (at . ! ? ; and at corrections such as "anzi") and sentences into
clauses (at , : and brackets). A keyword takes the names of its clause; names before the
first keyword of a clause go to it too ("Il Palantir lo do a Merry"). When a keyword's clause
lacks names, it takes the next clauses of the sentence that have no keyword ("Ammalio Sam,
Merry"), then the previous ones ("Sam è la Pastorella (associo)"). What a clause without a
keyword says is chatter ("Ieri ho indagato Sam, stanotte tocca a Merry: indago Merry").
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from lupus_mod.orders.italian import (ALSO_WORDS, AND_WORDS, ARGUMENT_LEADS, ASKED_OF_CASE, CASE_PUT, FILL_LEADS, FILLERS, NEGATIONS, NOBODY,
                                      OPTIONAL_LEADS, QUESTION_WORDS)
from lupus_mod.orders.courtesy import THANKS
from lupus_mod.orders.let_go import let_go_names
from lupus_mod.orders.not_lent import held_by, in_place
from lupus_mod.orders.owl_words import fills
from lupus_mod.orders.put_off import put_off_names
from lupus_mod.orders.reported import TURNING, reported_clauses, speaker_says
from lupus_mod.orders.resting import DOING
from lupus_mod.orders.model import ITEM, KeywordSpec
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Sep, Word
from lupus_mod.orders.settled import settles_change
from lupus_mod.orders.step_change import step_changed
from lupus_mod.orders.swap import past_old
from lupus_mod.orders.take_back import takes_back
from lupus_mod.orders.text import STRONG, WORD, tokenize
from lupus_mod.orders.wanted import entity_kinds, lacks, names_by_kind, takes_text, wants


@dataclass(frozen=True)
class Group:
    """A keyword occurrence and the pieces that may be its arguments."""
    key: Key
    pieces: tuple[Piece, ...] = ()

    @property
    def spec(self) -> KeywordSpec:
        return self.key.spec


Clause = list[Piece]


def group_line(pieces: tuple[Piece, ...]) -> list[Group]:
    """The keyword groups of a line, in the order written."""
    groups: list[Group] = []
    recipient: list[Piece] = []
    changing = False
    for sentence, corrected, question in _sentences(pieces):
        if question and _asks(sentence):
            continue      # "posso indagare Sam?" asks the GM, it orders nothing
        clauses = _clauses(sentence)
        found = _sentence_groups(clauses)
        if not found and not groups and fills(sentence):
            recipient = sentence      # "il responso a Falco. Indago Zorg": for the order to come
            continue
        if found and recipient and _optional_named(found[0], recipient, FILL_LEADS):
            found[0] = replace(found[0], pieces=(*found[0].pieces, *recipient))
        recipient = []
        if changing and not corrected and not found and settles_change(sentence):
            corrected = Sep(CORRECTION)     # "… enfin non, sur Dorian. Bon ok Baptiste"
        changing = changing or corrected is not None
        if corrected and groups and not found and corrected.slip and lacks(groups[-1].spec, groups[-1].pieces):
            # "ammalio Boromiro, ehm Eowyna": the order still wanted a name; this is the next one.
            groups[-1] = replace(groups[-1], pieces=(*groups[-1].pieces, *sentence))
            continue
        if corrected and groups:
            found = _corrected(groups[-1], found, sentence, corrected.said_no)
            # « J'unis Gaspard et... non, Dorian et Leonie »: broken off short, then said whole.
            cut = lacks(groups[-1].spec, groups[-1].pieces) and any(
                g.spec == groups[-1].spec and not lacks(g.spec, g.pieces) for g in found)
            if _declined(groups[-1], found) or cut or found and step_changed(groups[-1].spec, found[0].spec, sentence):
                groups.pop()
        elif not found and groups and (_continues(groups[-1], sentence) or completes(groups[-1], sentence)
                                       or _optional_named(groups[-1], sentence, FILL_LEADS)):
            groups[-1] = replace(groups[-1], pieces=(*groups[-1].pieces, *sentence))
        groups.extend(found)
    return groups


def leads_argument(line: str) -> bool:
    """A line whose first word (fillers aside) is of ARGUMENT_LEADS: "Agisco nella fase del
    Guardingo" may give the order of the line before it its phase."""
    words = (t.fold for t in tokenize(line) if t.kind == WORD and t.fold not in FILLERS)
    return next(words, "") in ARGUMENT_LEADS


def _continues(previous: Group, sentence: list[Piece]) -> bool:
    """ "Recluto Aldo. Agisco durante la fase del Guardingo": a sentence without a keyword, led
    by a word of ARGUMENT_LEADS, naming what the previous order still lacks, is that order's.
    So is one naming another name of a kind the order already has: in "sparo a Doc, per me è
    il Man in Black J. Agisco nella fase della Guardia del Corpo" the opinion's role filled the
    phase the next sentence names (the rulebook: the phase is chosen with "agisco durante la
    fase del ..."); the two make a count that does not fit, an error for the GM, never the
    opinion silently taken as the phase."""
    lead = next((p for p in sentence
                 if not isinstance(p, Sep) and not (isinstance(p, Word) and p.filler)), None)
    if not (isinstance(lead, Word) and lead.fold in ARGUMENT_LEADS):
        return False
    kinds = entity_kinds(previous.spec)
    had = names_by_kind(previous.spec, previous.pieces)
    named = names_by_kind(previous.spec, sentence)
    return any(named[k] and had[k] < required + optional
               for k, (required, optional) in kinds.items()) or _names_other(previous, sentence)


def leads_sequel(pieces: tuple[Piece, ...]) -> bool:
    """A line of nothing but "e", "anche" and names ("e Pippino", "anche Pippino.", thanks or a
    goodnight after them: "E Pippino. Buonanotte"): it may give the order of the line before it,
    or of the sender's PM before it, the name it lacks."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    return bool(words) and words[0] in AND_WORDS | ALSO_WORDS and not set(words) - AND_WORDS - ALSO_WORDS - THANKS \
        and any(isinstance(p, Ent) for p in pieces) and not any(isinstance(p, Key) for p in pieces)


def completes(previous: Group, sentence: list[Piece]) -> bool:
    """ "ammalio Merrino. E anche Pippino": a sentence of nothing but "e", "anche" and names,
    giving an order that still lacks a name of a kind exactly what it lacks, is that order's
    (the Pifferaio "sceglie due giocatori"). So is one naming more than the order takes
    ("indago Merrino. E anche Pippino": the Veggente "sceglie un altro giocatore su cui indagare"):
    the count then asks which name he meant, never keeps the first and drops the rest."""
    words = [p.fold for p in sentence if isinstance(p, Word)]
    if not words or words[0] not in AND_WORDS | ALSO_WORDS or set(words) - AND_WORDS - ALSO_WORDS:
        return False
    had, named = names_by_kind(previous.spec, previous.pieces), names_by_kind(previous.spec, sentence)
    kinds = entity_kinds(previous.spec)
    exact = all(had[k] + named[k] == required if named[k] else had[k] >= required
                for k, (required, _) in kinds.items())
    return any(named.values()) and (exact or any(had[k] + named[k] > sum(kinds[k]) for k in kinds))


def _led_argument(group: Group, clause: Clause) -> bool:
    """ "sparo a Doc, per me è il Man in Black J, agisco nella fase della Guardia del Corpo": a
    clause led by a word of ARGUMENT_LEADS naming another name the order takes is its own."""
    lead = next((p for p in clause if not (isinstance(p, Word) and p.filler)), None)
    return isinstance(lead, Word) and lead.fold in ARGUMENT_LEADS and _names_other(group, clause)


def _names_other(previous: Group, sentence: list[Piece]) -> bool:
    """Whether the sentence names, of a kind the order takes, something the order has not."""
    kinds = entity_kinds(previous.spec)
    had = {(m.kind, m.targets) for p in previous.pieces if isinstance(p, Ent) for m in p.matches}
    return any(m.kind in kinds and (m.kind, m.targets) not in had
               for p in sentence if isinstance(p, Ent) for m in p.matches)


def _asks(sentence: list[Piece]) -> bool:
    """A question word before the first keyword: "posso indagare Sam?", "chi sbraniamo?"; or a
    case put before it, asked of after it ("se derubo Legolasso … chi lo prende?")."""
    first = next((n for n, p in enumerate(sentence) if isinstance(p, Key)), len(sentence))
    before = {p.fold for p in sentence[:first] if isinstance(p, Word)}
    after = {p.fold for p in sentence[first:] if isinstance(p, Word)}
    return bool(before & QUESTION_WORDS) or bool(before & CASE_PUT and after & ASKED_OF_CASE)


def _corrected(previous: Group, found: list[Group], sentence: list[Piece], said_no: bool = False) -> list[Group]:
    """ "anzi a Merry", "ripensandoci, lo passo a Merry": the correction keeps what it does
    not change from the order before it."""
    if not found:
        # "sfido Saurone. Anzi no, lascia stare" takes the order back (orders.take_back): no
        # new names for it. « anzi no, Gollum lo teniamo x domani, stanotte Grima »: the name
        # kept for a later night is not tonight's (orders.put_off).
        later = put_off_names(tuple(sentence))
        # "lo passo a Elrondo... anzi no, a Gollumino, Elrondo l'ha gia' avuto": the old name why.
        own = {t for p in previous.pieces if isinstance(p, Ent) for t in p.players()}
        kept = past_old(tuple(p for p in sentence if p not in later), own)
        sentence = [p for p in sentence if p not in later and (not isinstance(p, Ent) or p in kept)]
        # « jregarde Kilian... enfin non, jai la flemme »: words and no name, no new order (the
        # old one kept as a "correction" of itself was applied; orders.doubts asks).
        return [_correction(previous, sentence)] if _has_names(sentence) and not takes_back(tuple(sentence)) \
            and not (said_no and not any(isinstance(p, Ent) for p in sentence)) else []
    if len(found) == 1 and found[0].spec == previous.spec and lacks(found[0].spec, found[0].pieces):
        return [_correction(previous, list(found[0].pieces))]
    return found


def _declined(previous: Group, found: list[Group]) -> bool:
    """ "je sauve Kilian, finalement je fais rien", "je fais rien. Finalement je sauve Kilian":
    after a correction, an order at the same step where one of the two does nothing replaces
    the order before it, as it does a line later (orders.later); so does a bare "nothing" of
    another power's, no pack's ("je regarde Kilian. Finalement rien")."""
    return any(g.spec.step == previous.spec.step != "" and (g.spec.declines or previous.spec.declines)
               and g.spec.keyword != previous.spec.keyword or g.spec.declines and not g.spec.slot
               and not _has_names([p for p in g.pieces if getattr(p, "fold", "") not in DOING])
               for g in found)


def _correction(previous: Group, pieces: list[Piece]) -> Group:
    """ "passo il palantir a Sam, anzi a Merry": the correction repeats the last keyword and
    keeps the names of the kinds it does not change."""
    changed = {kind for kind, count in names_by_kind(previous.spec, pieces).items() if count}
    kept = [p for p in previous.pieces if isinstance(p, Ent)
            and not any(m.kind in changed for m in p.matches)]
    return Group(previous.key, (*kept, *pieces))


def _sentences(pieces: tuple[Piece, ...]) -> list[tuple[list[Piece], Sep | None, bool]]:
    """Sentences, each with the correction it starts with ("anzi no, Merry"), if any, and
    whether it ends with a question mark."""
    sentences: list[tuple[list[Piece], Sep | None, bool]] = [([], None, False)]
    for piece in pieces:
        if isinstance(piece, Sep) and piece.kind in (STRONG, CORRECTION):
            sentences[-1] = (*sentences[-1][:2], piece.question)
            sentences.append(([], piece if piece.kind == CORRECTION else None, False))
        else:
            sentences[-1][0].append(piece)
    return [s for s in sentences if s[0]]


def _clauses(sentence: list[Piece]) -> list[Clause]:
    clauses: list[Clause] = [[]]
    for n, piece in enumerate(sentence):
        # "Giuly mi ha chiesto protezione ma proteggo Lunaria": the "ma" turns from the words
        # reported to the sender's own, a clause of their own as after a comma.
        turning = isinstance(piece, Word) and piece.fold in TURNING and speaker_says(clauses[-1])
        if isinstance(piece, Sep) or _denial_joined(sentence, n) or turning:
            clauses.append([] if isinstance(piece, Sep) else [piece])
        else:
            clauses[-1].append(piece)
    return [c for c in clauses if c]


# "indago Grima e non Nazgul", "sbraniamo Eowyna ma non Boromiro": a conjunction then a no.
_DENIAL_JOINS = frozenset({"e", "ed", "ma", "pero"})


def _denial_joined(sentence: list[Piece], n: int) -> bool:
    """A conjunction and a no after names starts a clause of its own, as a comma does
    ("indago Grima, non Nazgul"): the name it denies is no more of the order's."""
    piece, following = sentence[n], sentence[n + 1] if n + 1 < len(sentence) else None
    # "intendevo rapire Klondike non Wyatt, sempre cowboy": a no between two names, no comma.
    denied = isinstance(piece, Word) and piece.fold in NEGATIONS and isinstance(following, Ent)
    return n > 0 and isinstance(sentence[n - 1], Ent) and isinstance(piece, Word) and (denied or (
        piece.fold in _DENIAL_JOINS and isinstance(following, Word) and following.fold in NEGATIONS))


def _has_names(pieces: list[Piece]) -> bool:
    return any(isinstance(p, Ent) or (isinstance(p, Word) and not p.filler) for p in pieces)


def _sentence_groups(clauses: list[Clause]) -> list[Group]:
    reported = reported_clauses(clauses)
    per_clause = [[] if reported[n] else _clause_groups(c) for n, c in enumerate(clauses)]
    free = [not groups and not reported[n] for n, groups in enumerate(per_clause)]
    for n, groups in enumerate(per_clause):
        if not groups or takes_text(groups[-1].spec):
            continue
        # Forward from the last group of the clause, then backward from the first one.
        groups[-1] = _absorb(groups[-1], clauses, free, range(n + 1, len(clauses)), forward=True)
        groups[0] = _absorb(groups[0], clauses, free, range(n - 1, -1, -1), forward=False)
    return [g for groups in per_clause for g in groups]


def _absorb(group: Group, clauses: list[Clause], free: list[bool], order: range,
            *, forward: bool) -> Group:
    """Take whole keyword-free clauses next to the group while it still lacks names; none for
    a group whose target is left out, described or left to the GM ("passo il palantir a chi
    vuoi tu master, a me basta non tenerlo": the next clause is the sender's own words)."""
    if any(isinstance(p, Word) and p.aside for p in group.pieces):
        return group
    for n in order:
        # "il gufo va a Tumble, e indago Klaatu": the recipient said first is still the last.
        filled = not forward and _optional_named(group, clauses[n], FILL_LEADS)
        more = filled or forward and (_another_round(group.spec, clauses[n])
                                      or _optional_named(group, clauses[n], OPTIONAL_LEADS)
                                      or _only_names(group.spec, clauses[n]) and not _repeated(group, clauses[n])
                                      or _led_argument(group, clauses[n]))
        if forward and free[n] and lacks(group.spec, group.pieces) and _nobody_alone(clauses[n]):
            # "vampirizzo... nessuno, stanotte riposo": the keyword's target said after a pause
            # is nobody; the order says nobody (it stopped as `vampirizzo <giocatore>`).
            return replace(group, pieces=(*group.pieces, *clauses[n]))
        if not free[n] or not (lacks(group.spec, group.pieces) or more) or _nobody(clauses[n]) \
                or let_go_names(tuple(clauses[n])) or (in_place(group.spec, group.pieces) if not forward else held_by(group.pieces, clauses[n])):
            break   # "Wyatt lascialo stare, rapisco Klondike": the player let go is no name of it
        if _has_names(clauses[n]):
            # "il palantir non lo do più a Eowyna, lo do a Boromiro": a clause denying an order
            # lends the names before its denial only (the palantir), not the player denied.
            clause = _before_no(own_part(clauses[n]))
            taken = (*group.pieces, *clause) if forward or filled else (*clause, *group.pieces)
            group = replace(group, pieces=taken)
            free[n] = False
    return group


def _nobody(clause: Clause) -> bool:
    """ "Non indago nessuno, ma sbrano Merri": a clause saying "nobody" is a whole statement of
    its own; taken into the next order it would make that order say nobody, and silence the
    misspelt name it holds."""
    return any(isinstance(p, Word) and p.fold in NOBODY for p in clause)


def _nobody_alone(clause: Clause) -> bool:
    """A clause of "nobody" and nothing else ("nessuno", "nulla", « personne »)."""
    words = [p for p in clause if not isinstance(p, Sep)]
    return len(words) == 1 and isinstance(words[0], Word) and words[0].fold in NOBODY


def _before_no(clause: list[Piece]) -> list[Piece]:
    """ "je veux pas du loup, je prends l'autre": what a clause names after a no is refused,
    lent to no order (the Voleur takes the other card, never the one he turned down)."""
    cut = next((n for n, p in enumerate(clause) if isinstance(p, Word) and p.fold in REFUSALS),
               len(clause))
    return clause[:cut]


# The words of a no: Italian "non", French "ne ... pas" (and "pas" alone: "j'veux pas").
REFUSALS = NEGATIONS | {"ne", "pas"}


def _only_names(spec: KeywordSpec, clause: Clause) -> bool:
    """ "tormento Bea, Anna": a clause of bare names the power takes is more of its names (a
    wrong count, told as an error), never chatter silently dropped."""
    kinds = entity_kinds(spec)
    names = [p for p in clause if isinstance(p, Ent)]
    # "indago Boromiro (non Eowyna)": a name denied is not one more of the order's.
    return bool(names) and all(any(m.kind in kinds for m in p.matches) for p in names) and all(
        isinstance(p, Ent) or (isinstance(p, Word) and p.filler and p.fold not in NEGATIONS)
        for p in clause)


def _repeated(group: Group, clause: Clause) -> bool:
    """ "vampirizzo Bacco, per Bacco!": a clause naming again only the order's own names, once it
    has them all, says them again (an exclamation, an emphasis), not more of them."""
    named = {m.targets for p in group.pieces if isinstance(p, Ent) for m in p.matches}
    return all(any(m.targets in named for m in p.matches) for p in clause if isinstance(p, Ent))


def _another_round(spec: KeywordSpec, clause: Clause) -> bool:
    """ "Il palantir lo do a Merry, lo specchio a Sam": a new item is another pass."""
    return ITEM in entity_kinds(spec) and any(
        isinstance(p, Ent) and any(m.kind == ITEM for m in p.matches) for p in clause)


def _optional_named(group: Group, clause: Clause, leads: frozenset[str]) -> bool:
    """ "uccido il Mago, se è morto Bacco", "indago Klaatu, il gufo a Tumble": a clause led by
    a word of `leads` (a fallback's, a recipient's) fills an optional argument still empty."""
    kinds = entity_kinds(group.spec)
    counts = names_by_kind(group.spec, group.pieces)
    empty = {k for k, (r, o) in kinds.items() if o and counts[k] < r + o}
    lead = next((p for p in clause if not isinstance(p, Word) or not p.filler
                 or p.fold in leads), None)
    return bool(empty) and isinstance(lead, Word) and lead.fold in leads


def _clause_groups(clause: Clause) -> list[Group]:
    """Groups of one clause: each keyword takes what follows it; the first also what precedes.

    Between two keywords, the first takes names while it still wants them and the rest go to
    the second ("Sam lo indago e Merry lo sbrano").
    """
    keys = _keys(clause)
    if not keys:
        return []
    positions = [n for n, _ in keys] + [len(clause)]
    buckets: list[list[Piece]] = [own_part(clause[:positions[0]])] + [[] for _ in keys[1:]]
    for g, (start, key) in enumerate(keys):
        last = g + 1 == len(keys)
        moved = False
        for piece in own_part(clause[start + 1:positions[g + 1]]):
            # Names decide where the cut falls; the words between follow the names.
            if isinstance(piece, Ent):
                moved = not last and (moved or not wants(key.spec, buckets[g], piece))
            buckets[g + 1 if moved else g].append(piece)
    return [Group(key, tuple(bucket)) for (_, key), bucket in zip(keys, buckets)]


def own_part(pieces: Clause | tuple[Piece, ...]) -> list[Piece]:
    """The pieces before a denied keyword: "Je sauve la victime mais j'empoisonne personne",
    "il palantir non lo do più a Eowyna": what follows the denial (its "personne", its
    Eowyna) is the denial's, never an order's names."""
    cut = next((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.denied), len(pieces))
    return list(pieces[:cut])


def _keys(clause: Clause) -> list[tuple[int, Key]]:
    keys: list[tuple[int, Key]] = []
    for n, piece in enumerate(clause):
        if not isinstance(piece, Key):
            continue
        # "passo palantir -> Merry": an arrow after its own keyword adds nothing.
        if piece.arrow and keys and keys[-1][1].spec == piece.spec:
            continue
        keys.append((n, piece))
    return keys
