"""The names a line puts in place of its order's or the sender's standing order's: after a
correction word ("anzi Lady Oscar", « en fait Kilian »), a no and a but ("non Gollum ma
Nazgul"), or after the line's own order ("indago Merrino, no aspetta, Pippino", "indago Grima.
Ah no l'ho già fatto ieri, Nazgul"). Pure: the line's pieces in; words folded.
"""
from __future__ import annotations

from itertools import takewhile

from lupus_mod.orders.bare import IT_IS
from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.italian import (BUT_INSTEAD, DEAD_WHY, LATER_WORDS, NAME_THEN_NO, NEGATIONS, NO_AGAIN,
                                      SLIPS, STAYS)
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.rather import names_then_rather
from lupus_mod.orders.put_off import put_off_before, put_off_names, tonight_after_put_off
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.swap import done_already, past_old
from lupus_mod.orders.take_back import last_clause, taken_back_names
from lupus_mod.orders.text import STRONG
from lupus_mod.orders.unordered import said_of_him


def replacement(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "anzi Lady Oscar", "no aspetta, meglio Totò", "en fait Kilian": a correction word, then
    names, on a line with no keyword; the names after the first correction word."""
    rather = names_then_rather(pieces)
    if rather:
        return rather
    for n, piece in enumerate(pieces):
        if _leads(pieces, n):
            rest = pieces[n + 1:]
            # "anzi no lasciamo stare Pippino, Eowyna": Pippino is taken back, Eowyna is new.
            # "rettifica: Aragorno nn Rosie", "il ruolo è cowboy nn sceriffo": the name after
            # the no is the one turned from.
            dropped = taken_back_names(rest) + _denied_after_new(rest) + put_off_names(rest) + done_already(rest)
            names = tuple(p for p in rest if isinstance(p, Ent) and p not in dropped)
            if names and put_off_before(rest, names[0]):
                # "anzi no, lei la lasciamo x domani, stanotte Eowyna": the old target kept
                # for a later night, then tonight's (orders.put_off).
                return _said_no_again(rest, names[0]) or names
            # "anzi Grima, Nazgul non mi convince": the no of a later clause says why the old
            # target goes (orders.corrections drops him); "anzi non Grima" denies the new one.
            # "ripensandoci Zanna ha ragione", "anzi no Becchino mi ha convinto": a word on the
            # player, whose subject he is, not his name put in the order (orders.unordered).
            if names and _for_later(_first_clause(rest, names[0])):
                return ()
            head = _first_clause(rest, names[0]) if names else ()
            if names and _denied_after_new(rest):
                head = head[:rest.index(names[0])]    # "Aragorno nn Rosie": Aragorno is not denied
            if names and not _negated(head) and not _remark(rest, names[0]):
                return _said_no_again(rest, names[0]) or names
            # "no aspetta, pellerossa nn si puo reclutare? allora Marylou cowboy": the names of
            # the last clause, after the one denied.
            tail = last_clause(rest)
            return _denied_then_named(rest) or (_names_ending(tail) if tail is not rest else ())
    return _not_but(pieces) or _denied_then_other(pieces)


def _denied_then_other(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "grima nn lo indago più, gollum", « kilian je le regarde plus, gaspard »: a line opening
    with a name, his order denied in its clause, then a last clause of names only ("prendo
    Giuly" too): the new
    target (read before as the order taken back, the new name dropped; in French, talk)."""
    said = [n for n, p in enumerate(pieces) if not isinstance(p, Sep) and not (isinstance(p, Word) and p.filler)]
    cut = max((n for n, p in enumerate(pieces[:said[-1]]) if isinstance(p, Sep)), default=None) if said else None
    if cut is None:
        return ()
    head = [p for p in pieces[:cut] if not isinstance(p, Sep) and not (isinstance(p, Word) and p.filler
                                                                      and p.fold not in _NOT | {"plus"})]
    tail = [p for p in pieces[cut + 1:] if not (isinstance(p, Word) and (p.filler or p.fold in _TAKE))
            and not isinstance(p, Sep)]
    if not head or not isinstance(head[0], Ent) or any(isinstance(p, Ent) and p.players() for p in head[1:]) \
            or not any(isinstance(p, Word) and p.fold in _NOT | {"plus"} for p in head):
        return ()
    return tuple(tail) if tail and all(isinstance(p, Ent) for p in tail) else ()


# "nn lo mordo, prendo Giuly", « je le regarde plus, je prends Gaspard »: the new one taken.
_TAKE = frozenset({"prendo", "prendiamo", "scelgo", "metto", "metti", "prends", "choisis", "mets"})


def _denied_after_new(rest: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Aragorno nn Rosie": the names right after a negation that follows the new name in
    its clause (not "anzi non Grima": the new name itself denied, `_negated`)."""
    first = next((n for n, p in enumerate(rest) if isinstance(p, Ent)), None)
    if first is None:
        return ()
    clause = _first_clause(rest, rest[first])
    return tuple(p for k, p in enumerate(clause[first + 2:], first + 2) if isinstance(p, Ent)
                 and isinstance(clause[k - 1], Word) and clause[k - 1].fold in _NOT)


def _leads(pieces: tuple[Piece, ...], n: int) -> bool:
    """The piece at `n` leads a correction: "anzi", "meglio", "Pippino no, …"."""
    piece = pieces[n]
    return (isinstance(piece, Sep) and piece.kind == CORRECTION) or (
        isinstance(piece, Word) and piece.fold in REPLACE_WORDS) or _name_then_no(pieces, n)


def said_no_again(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The names a line without a keyword goes back to after its own correction ("no meglio
    Tumbleweed. cioè no dai Jolene va bene": Jolene), () if none: the sender's standing order
    on them stands, restated (orders.corrections)."""
    n = next((n for n in range(len(pieces)) if _leads(pieces, n)), None)
    first = next((p for p in pieces[n + 1:] if isinstance(p, Ent)), None) if n is not None else None
    return _said_no_again(pieces[n + 1:], first) if first else ()


def _said_no_again(rest: tuple[Piece, ...], first: Ent) -> tuple[Ent, ...]:
    """ "anzi Chupa... no scusa, resta Lupetto", "no meglio Tumbleweed. cioè no dai Jolene va
    bene", "anzi Pippino, no scherzo Arwenna": after the new name, a later clause opening with a
    no and words owning the slip (`_NO_AGAIN`), then a name: the correction taken back, the
    names of the last such clause are the sender's last word; () if none ("anzi Grima, non
    Nazgul" denies Nazgul: no word between; "…, no aspetta Rosaspina è viva" says of him)."""
    found: tuple[Ent, ...] = ()
    for n in range(rest.index(first) + 1, len(rest)):
        # "…, resta Ombroso": a clause going back to a name, with no "no" before it.
        stays = isinstance(rest[n], Word) and rest[n].fold in STAYS
        if not (isinstance(rest[n], Word) and (rest[n].fold in {"no", "non"} or stays) and isinstance(rest[n - 1], Sep)):
            continue
        lead = list(takewhile(lambda p: not isinstance(p, Ent), rest[n + 1:]))
        words = {p.fold for p in lead if isinstance(p, Word)}
        clause = list(takewhile(lambda p: not isinstance(p, Sep), rest[n + 1 + len(lead):]))
        names = tuple(takewhile(lambda p: isinstance(p, Ent) or isinstance(p, Word) and p.filler, clause))
        # "no scherzo Arwenna": a slip word between names is scanned as a correction mark.
        marked = any(isinstance(p, Sep) and p.kind == CORRECTION for p in lead)
        if (words or marked or stays) and words <= _NO_AGAIN and names and not said_of_him(tuple(clause)):
            found = tuple(p for p in names if isinstance(p, Ent))
    return found


_NO_AGAIN = REPLACE_WORDS | SLIPS | NO_AGAIN


def _for_later(clause) -> bool:
    """ "invece Nazgul lo guardo domani" a PM after `indago Gollum`: the new name is for a
    later night, tonight's order stands (read as the correction, Gollum was dropped tonight)."""
    return any(isinstance(p, Word) and p.fold in LATER_WORDS for p in clause)


def _remark(rest: tuple[Piece, ...], first: Ent) -> bool:
    """The first name (with the names "e" joins to it: "Gollum e Grima parlano tanto") is the
    subject of what the line says of him."""
    at = rest.index(first)
    while at + 2 < len(rest) and isinstance(rest[at + 1], Word) and rest[at + 1].fold in _AND \
            and isinstance(rest[at + 2], Ent):
        at += 2
    return said_of_him(rest[at:at + 2])


_AND = frozenset({"e", "et", "and"})


def _not_but(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "non Gollum ma Nazgul", « pas Kilian mais Gaspard », « pas Kilian, Gaspard »: a line
    opening with a denied name and a "but" (or a second name alone): the names after it are the
    new target (it was talk in French, the first target applied)."""
    # "non" and "nn" are words around orders too (fillers): kept here, they open the line.
    said = [p for p in pieces if not isinstance(p, Sep)
            and not (isinstance(p, Word) and p.filler and p.fold not in BUT_INSTEAD | _NOT)]
    if len(said) < 3 or not (isinstance(said[0], Word) and said[0].fold in _NOT) or not isinstance(said[1], Ent):
        return ()
    if len(said) == 3 and isinstance(said[2], Ent):
        # « pas Baptiste, Josephine », "non Gollum, Nazgul": the "but" left unsaid.
        return (said[2],)
    return _denied_then_named(tuple(said[1:])) if all(
        isinstance(p, Ent) or isinstance(p, Word) and p.fold in BUT_INSTEAD for p in said[1:]) else ()


_NOT = NEGATIONS | {"pas"}


def _name_then_no(pieces: tuple[Piece, ...], at: int) -> bool:
    """ "Pippino no, facciamo fuori Eowyna": the word at `at` is a "no" right after the line's
    one name, its first words (words around orders aside)."""
    if not (isinstance(pieces[at], Word) and pieces[at].fold in NAME_THEN_NO):
        return False
    if pieces[at].fold == "non" and at + 1 < len(pieces) and isinstance(pieces[at + 1], Ent):
        return False    # "prato, non mulino", "prato (non mulino)": the name after it denied
    said = [p for p in pieces[:at] if not isinstance(p, Sep) and not (isinstance(p, Word) and p.filler)]
    return len(said) == 1 and isinstance(said[0], Ent)


def _denied_then_named(rest: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Finalement non, pas Baptiste mais Dorian": after a correction word and a denial, the
    names after "mais"/"ma" (the last one) are the new target; none without it."""
    but = max((n for n, p in enumerate(rest) if isinstance(p, Word) and p.fold in BUT_INSTEAD),
              default=None)
    if but is None:
        # « finalement pas Dorian, Gaspard »: the "but" left unsaid, as in `_not_but`.
        return _not_but(tuple(p for p in rest if not (isinstance(p, Word) and p.fold in REPLACE_WORDS)))
    return tuple(p for p in rest[but + 1:] if isinstance(p, Ent))


def trailing_replacement(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "Stanotte indago Ululone. No aspetta, meglio Zanna": a sentence after the line's last
    order, without a keyword, led by a correction word: the new names of the line's order."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    stop = next((n for n in range(last, len(pieces)) if isinstance(pieces[n], Sep)
                 and pieces[n].kind == STRONG), None)
    # "vado al bosco... no aspetta ci va gia arturo, allora grotta": a why may name another
    # player, when names end the sentence after it (the new place); else it is read as before.
    for named in (False, True):
        said_no, why = _clause_saying_no(pieces, last, named)
        if said_no is not None and (stop is None or said_no < stop):
            own = {t for p in pieces[last:said_no] if isinstance(p, Ent) for t in p.players()}
            names = _after_no(pieces[said_no + 1:], why, own)
            if names or not named:
                return names
    paused = _paused_correction(pieces[last:stop])
    if paused:
        return paused
    rest = pieces[stop + 1:] if stop is not None else ()
    own = {t for p in pieces[last:stop] if isinstance(p, Ent) for t in p.players()}
    # "tormento eowyna NO. elrondo": the no ends the order's own sentence.
    ended_no = stop is not None and stop >= 2 and isinstance(pieces[stop - 1], Word) \
        and pieces[stop - 1].fold in NAME_THEN_NO and isinstance(pieces[stop - 2], Ent)
    done = _done_already(rest, own) or _done_in_sentence(pieces[last + 1:stop], rest) \
        or _no_said_alone(rest) or (_names_ending(_first_sentence(rest)) if ended_no else ()) \
        or _pair_in_fact(_first_sentence(rest))
    if done:
        return done
    # "la vittima è Erbaria. Anzi Spiritella": "anzi" is scanned as a correction mark.
    lead = next((p for p in rest if not (isinstance(p, Sep) and p.kind != CORRECTION) and not (
        isinstance(p, Word) and p.filler and p.fold not in REPLACE_WORDS)), None)
    if not (isinstance(lead, Word) and lead.fold in REPLACE_WORDS or isinstance(lead, Sep)):
        return ()
    return replacement(rest)


def _after_no(rest: tuple[Piece, ...], why: bool, own: set[str]) -> tuple[Ent, ...]:
    """The new names after the clauses saying no ("indago Merrino, no aspetta, Pippino", "je
    regarde Hortense, enfin non, Gaspard"); `own`: the players of the order it turns from."""
    tonight = _names_ending(tonight_after_put_off(rest))
    if tonight:      # "tormento Eowyna... anzi no, lei domani. Stanotte Rosie"
        return tonight
    sentence = _first_sentence(rest)
    # After a why of its own ("ah no è già dei nostri"), only names ending the sentence.
    return _names_ending(sentence) if why else past_old(tuple(sentence), own)


def _pair_in_fact(sentence: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "j'unis Kilian et Noemie. Kilian et Maxence en fait": a sentence of names joined by « et »
    closed by « en fait » — the order's whole set of names said again, the one meant. (One name
    so, « Baptiste en fait », may be the wolf named: asked, orders.french_no.)"""
    folds = [p.fold if isinstance(p, Word) else "" for p in sentence if not isinstance(p, Sep)]
    names = tuple(p for p in sentence if isinstance(p, Ent))
    shape = ["" if n % 2 == 0 else "et" for n in range(2 * len(names) - 1)] + ["en", "fait"]
    return names if len(names) > 1 and folds == shape else ()


# "non en fait", "nan en fait": the words that may open a correction after a pause.
_PAUSED_LEADS = frozenset({"non", "nan", "no", "en", "euh", "ah", "oh", "oups"})


def _paused_correction(sentence: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "je regarde Kilian... non en fait Baptiste", « je regarde Kilian, en fait c'est Baptiste »: the order's sentence going on, after a
    pause or a comma, with a clause of correction words then names that end the sentence —
    the new names (not "Kilian, en fait Baptiste m'a dit de le faire": Baptiste is its subject)."""
    cut = next((n for n, p in enumerate(sentence) if isinstance(p, Sep)), None)
    clause = sentence[cut + 1:] if cut is not None else ()
    first = next((n for n, p in enumerate(clause) if isinstance(p, Ent)), None)
    if first is None:
        return ()
    lead = [p for p in clause[:first] if isinstance(p, Word)]
    last = max(n for n, p in enumerate(clause) if isinstance(p, Ent))
    ends = all(isinstance(p, Sep) or isinstance(p, Word) and p.filler for p in clause[last + 1:])
    comma = next((n for n in range(first + 1, len(clause)) if isinstance(clause[n], Sep)), None)
    if not ends and comma is not None and any(isinstance(p, Word) and not p.filler for p in clause[comma:]):
        # « non en fait Josephine, Isidore c'est trop évident »: the new name's clause ends
        # at the comma; the words after it say why.
        clause, last, ends = clause[:comma], comma - 1, all(isinstance(p, Ent) for p in clause[first:comma])
    # Correction words only: "meglio lei che Dorian" compares, it corrects nothing. « non c'est
    # Baptiste »: a no, then who it is, corrects as well.
    folds = [w.fold for w in lead]
    if not ends or not (REPLACE_WORDS & set(folds) or folds[:1] == ["non"] and "est" in folds) \
            or not set(folds) <= REPLACE_WORDS | _PAUSED_LEADS | IT_IS:
        return ()
    return tuple(p for p in clause[first:] if isinstance(p, Ent))


def _clause_saying_no(pieces: tuple[Piece, ...], last: int, named: bool = False) -> tuple[int | None, bool]:
    """The index past the clauses after the order at `last` that say no with a correction
    word and nothing else ("no aspetta", "enfin non", "ah no, aspetta"), in the order's
    sentence (None without them), and whether one says why in words of its own ("ah no è già
    dei nostri"); with `named`, a why may name a player ("no aspetta ci va già Arturo")."""
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
            # A role or a thing in a why ("è già protetto dallo sceriffo") names no one: "\1".
            words = words | {piece.fold} if isinstance(piece, Word) else words | {"\1"} if _no_player(piece) \
                else words | {"\2"} if named and isinstance(piece, Ent) else {"\0"}
    lead = list(takewhile(lambda clause: _says_no(clause[1]) or _why_done(clause[1]), clauses))
    said = set().union(*(w for _, w in lead))
    if not said & {"no", "non"}:
        return None, False
    # "indago Grima, no, Nazgul", "je regarde Kilian, non pardon, Leonie": a bare no between
    # commas takes the name back too; before a stop it may ask ("proteggo Sam, no? Merry ...").
    if not said & (REPLACE_WORDS | {"enfin"}) and pieces[lead[-1][0]].kind == STRONG:
        return None, False
    return lead[-1][0], any(not _says_no(words) for _, words in lead)


# "no scusa", "non pardon", "non désolée": the sender's apology for the slip.
_SORRY = frozenset({"scusa", "scusate", "pardon", "desole", "desolee", "sorry"})
# « …, non laisse tomber, plutot Gaspard et Noemie »: the first choice dropped, in words.
_SAYING_NO = REPLACE_WORDS | _SORRY | {"no", "non", "enfin", "ah", "oh", "euh", "dai", "ehm", "uhm", "laisse", "tomber"}
# "ah no l'ho già fatto, Nazgul", "no, già indagato, Nazgul": the no, and why (done already).
_DONE_ALREADY = frozenset({"gia", "l", "lo", "la", "ho", "fatto", "fatta", "indagato", "indagata",
                           "visto", "vista", "controllato", "controllata", "protetto", "protetta"})


def _done_already(rest: tuple[Piece, ...], own: set[str] = frozenset()) -> tuple[Ent, ...]:
    """ "indago Grima. Ah no l'ho già fatto ieri, Nazgul": a sentence after the order opening
    with a no and why (done already), naming none but the order's `own` players ("ah no
    merrino l'ho già fatto"), then a clause of names only ending it — the new names, as after
    a comma ("indago Grima... ah no l'ho già fatto, Nazgul"); () else."""
    cut = next((n for n, p in enumerate(rest) if isinstance(p, Sep)), None)
    if not cut or not all(isinstance(p, Word) or _no_player(p) or isinstance(p, Ent) and p.players() <= own
                          for p in rest[:cut]):
        return ()
    words = {p.fold if isinstance(p, Word) else "\1" for p in rest[:cut]} - _WHEN_DONE
    tail = _first_sentence(rest[cut + 1:])
    if not (words & {"no", "non"} and _why_word(words) and (_says_no(words) or _why_done(words))):
        return ()
    return _names_ending(tail)


def _done_in_sentence(sentence: tuple[Piece, ...], rest: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "ammalio Rosie e Merrino, ah no merrino l'ho già fatto... allora Rosie e Eowyna": a
    clause in the order's sentence saying no and why (done already), then a clause (or the next
    sentence) of names only — the new names; () else. The why may name another player ("vado al
    bosco... no aspetta ci va gia arturo. grotta"), never one of the new names."""
    seps = [n for n, p in enumerate(sentence) if isinstance(p, Sep)]
    if not seps:
        return ()
    own = {t for p in sentence[:seps[0]] if isinstance(p, Ent) for t in p.players()}
    end = seps[1] if len(seps) > 1 else len(sentence)
    clause = sentence[seps[0] + 1:end]
    tail = sentence[end + 1:] if len(seps) > 1 else _first_sentence(rest)
    words = {p.fold for p in clause if isinstance(p, Word)}
    named = {t for p in clause if isinstance(p, Ent) for t in p.players()}
    names = _names_ending(tail)
    if not (words & {"no", "non"} and _why_word(words)) or (named - own) & {t for p in names for t in p.players()}:
        return ()
    return names


def _no_said_alone(rest: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "indago Grima. NO. Nazgul": a sentence of a bare no after the order's, then a sentence
    of names only — the new names, as after "No, Nazgul"; () else."""
    stops = [n for n, p in enumerate(rest) if isinstance(p, Sep) and p.kind == STRONG]
    said = rest[:stops[0]] if stops else ()
    if not stops or rest[stops[0]].question or not all(isinstance(p, Word) and p.fold in NAME_THEN_NO | _SAYING_NO
                                                       for p in said) \
            or not any(isinstance(p, Word) and p.fold in NAME_THEN_NO for p in said):
        return ()
    return _names_ending(_first_sentence(rest[stops[0] + 1:]))


def _first_sentence(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    return pieces[:next((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.kind == STRONG), len(pieces))]


def _names_ending(tail: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The names of a clause of names only ending the sentence; () if it says more ("…, Nazgul
    mi ha detto di no", "…, Nazgul mi preoccupa di più" say something else of Nazgul)."""
    last = max((n for n, p in enumerate(tail) if isinstance(p, Ent)), default=None)
    if last is None or not all(isinstance(p, (Ent, Sep)) or isinstance(p, Word) and p.filler
                               for p in tail[:last]) or not all(isinstance(p, Sep) for p in tail[last + 1:]):
        return ()
    return tuple(p for p in tail if isinstance(p, Ent))


# "l'ho già fatto ieri", "già fatto stanotte": when it was done, beside why.
_WHEN_DONE = frozenset({"ieri", "hier", "stanotte", "prima", "avant"})


def _says_no(words: set[str]) -> bool:
    return words <= _SAYING_NO or "gia" in words and words <= _SAYING_NO | _DONE_ALREADY


def _no_player(piece: Piece) -> bool:
    return isinstance(piece, Ent) and not any(m.kind == PLAYER for m in piece.matches)


def _why_done(words: set[str]) -> bool:
    """ "ah no è già dei nostri": a no and why said with "già", whatever the why says, naming no
    one ("\0": a name or a keyword in the clause)."""
    return _why_word(words) and bool(words & {"no", "non"}) and "\0" not in words


def _why_word(words: set[str]) -> bool:
    """ "già" ("è già protetto") or a word of death ("ah no è morto"): why the name goes."""
    return "gia" in words or bool(words & DEAD_WHY)


def _first_clause(rest: tuple[Piece, ...], first: Ent) -> tuple[Piece, ...]:
    """The pieces up to the separator, or the "because", after the first name ("anzi Rosie
    perché di Frodino non mi fido")."""
    at = rest.index(first)
    end = next((n for n in range(at + 1, len(rest)) if isinstance(rest[n], Sep)
                or isinstance(rest[n], Word) and rest[n].fold in _BECAUSE), len(rest))
    return rest[:end]


_BECAUSE = frozenset({"perche", "xke", "xche", "poiche", "siccome", "parce", "car"})


def _negated(pieces: tuple[Piece, ...] | list[Piece]) -> bool:
    return any(isinstance(p, Word) and p.fold in _NOT for p in pieces)
