"""A line as a row of pieces: phrases, keywords, names, left-over words and separators.

Names are found before keywords so that a multi-word name holding a keyword form stays a
name; an explicit keyword form beats a one-word name; a derived form ("indagare") beats
nothing but plain words.
"""
from __future__ import annotations
from dataclasses import replace

from lupus_mod.orders.italian import (
    ANYONE, CLEFT_COPULAS, CLEFT_NO, CLEFT_THAT, CORRECTION_PHRASES, CORRECTIONS, FEMININE_ARTICLES, FILLERS,
    INDEFINITE_ARTICLES, INSTEAD_OF, MASCULINE_ARTICLES, MYSELF, NAME_THEN_NO, NO_THEN, NOTHING_AFTER, NOTHING_IDIOMS,
    NOUN_LEADS, QUESTION_WORDS, RATHER, SLIPS, SUBJECT_PRONOUNS, TARGET_LINKS, WEAK_FORM_LENGTH, WHOEVER,
)
from lupus_mod.orders.renounce import renounced
from lupus_mod.orders.fragments import fragment_at
from lupus_mod.orders.idle_keys import denied_after, object_idiom, orders_nothing
from lupus_mod.orders.keyword_denied import aimed_at, is_noun, negated, refused_after
from lupus_mod.orders.label_phrase import label_without_thing
from lupus_mod.orders.owned_slip import change_said, correction_pair, instead_closing
# The pieces a line is read as, named here too: most readers import them with the scan.
from lupus_mod.orders.pieces import (CORRECTION, DESCRIBED, DESCRIBED_BY, LEFT_TO_GM, SET_ASIDE, Ent, Key, Piece, Said,
                                     Sep, Word)
from lupus_mod.orders.aside import as_said, described, left_out, reason, with_me, your_choice
from lupus_mod.orders.model import PLAYER, TEXT
from lupus_mod.orders.names import Match, NameIndex, arrow_spec
from lupus_mod.orders.sms_words import ELIDED, SMS_APART, SMS_WORDS
from lupus_mod.orders.stay_words import stays_as
from lupus_mod.orders.topic import addressed, as_for, of_subject
from lupus_mod.orders.courtesy import THANKS
from lupus_mod.orders.text import ARROW, STRONG, WEAK, WORD, Token, fold, tokenize, written_small


def scan_line(line: str, index: NameIndex) -> tuple[Piece, ...]:
    """The pieces of a line (BBCode already blanked); a text keyword ends the scan."""
    tokens = tokenize(line)
    pieces: list[Piece] = []
    i = 0
    while i < len(tokens):
        piece, i = _piece_at(line, tokens, i, index, pieces)
        if isinstance(piece, Key) and object_idiom(tokens, i):
            piece = Word(piece.written, fold(piece.written), filler=False)   # a word, not a denied keyword
        elif isinstance(piece, Key) and (negated(pieces) or denied_after(tokens, i) or renounced(piece, pieces)):
            piece = Word(piece.written, fold(piece.written), filler=True, denied=piece)
        elif isinstance(piece, Key) and (is_noun(pieces, fold(piece.written), not piece.spec.args) and not aimed_at(line, tokens, i, index)
                                         or orders_nothing(piece, line, tokens, i, pieces)):
            piece = Word(piece.written, fold(piece.written), filler=True)
        if isinstance(piece, Key) and piece.arrow and pieces and (isinstance(pieces[-1], Key) or isinstance(
                pieces[-1], Ent) and all(m.kind == PLAYER for m in pieces[-1].matches)):
            # "indago -> Sam": the arrow only points at the names; "Gollum -> Nazgul", a PM
            # after `indago Gollum`: from one player to the other, no item passed.
            piece = Sep(WEAK)
        if isinstance(piece, Ent) and pieces and _same_name(line, pieces[-1], piece):
            first = pieces.pop()  # "Frate Tuck": two names of one player side by side
            piece = replace(piece, text=line[first.end - len(first.text):piece.end])
        pieces.append(piece)
        if isinstance(piece, Key) and any(k == TEXT for k, _ in piece.spec.kinds()):
            break     # the rest of the line is the free text
    return tuple(Word(p.written, fold(p.written), filler=True, denied=p)
                 if isinstance(p, Key) and refused_after(pieces, n) else p for n, p in enumerate(pieces))


def _piece_at(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
              pieces: list[Piece]) -> tuple[Piece, int]:
    token = tokens[i]
    if token.kind in (STRONG, WEAK):
        return Sep(token.kind, "?" in token.text), i + 1
    if token.kind == ARROW:
        spec = arrow_spec(index)
        return (Key(spec, token.text, False, token.end, arrow=True) if spec else Sep(WEAK)), i + 1
    turned_away = _instead_of(line, tokens, i, index) or _cleft_denied(line, tokens, i, index) \
        or _set_aside(line, tokens, i, index, pieces)
    if turned_away:
        return turned_away
    if topic := as_for(line, tokens, i, index, pieces):     # "Guido invece va al mulino"
        return topic, i + 1
    if correction_pair(tokens, i):
        return Sep(CORRECTION, said_no=tokens[i + 1].fold in NAME_THEN_NO), i + 2
    if _no_opening(tokens, i, pieces):    # « on mange kilian. non, on fait rien ce soir »
        return Sep(CORRECTION, said_no=True), i + 1
    phrase = _correction_phrase(tokens, i)
    if phrase:
        return Sep(CORRECTION), i + phrase
    said = index.phrase_at(line, tokens, i)
    if said and label_without_thing(said, line, tokens, index):
        said = None     # "il luogo più sicuro è il mulino": no form's label
    if said:
        last = tokens[said.end - 1]
        written = line[token.start:last.end]
        if negated(pieces):
            # « j'empoisonne Baptiste, pas la potion de vie »: the power the phrase names is
            # not used, no order of it.
            return Word(written, fold(written), filler=True), said.end
        return Said(said.targets, written, last.end), said.end
    if stay := stays_as(line, tokens, i, index):   # « je reste Voleur »
        return Key(stay, token.text, False, token.end), i + 1
    explicit = index.keyword_at(line, tokens, i, derived=False)
    entities = index.entities_at(line, tokens, i)
    entity_end = max((m.end for m in entities), default=i)
    if explicit and explicit.end >= entity_end and not _names_after_own_key(
            pieces[-1] if pieces else None, explicit, entities) and not _awaited_name(pieces, entities) \
            and not _nothing_idiom(explicit, tokens, index):
        if of_subject(pieces) or addressed(pieces, line[token.start:tokens[explicit.end - 1].end]):
            # "Enzo invece attacca Guido": Enzo's deed; "Carlo vai al mulino": Carlo's move.
            return Word(line[token.start:tokens[explicit.end - 1].end], token.fold, filler=True), explicit.end
        return _key(explicit, line, tokens, index), explicit.end
    if entities and i and (tokens[i - 1].fold in NOUN_LEADS and index.alias_only_at(line, tokens, i)
                           or tokens[i - 1].fold in INDEFINITE_ARTICLES and written_small(tokens, i, entity_end)
                           and all(m.kind == PLAYER for m in entities)):
        # "il secondo te lo dico dopo il gala", "indago un lupo a caso": a word, no player
        # ("x me è un cowboy" names the role the Leader Alieno guesses).
        return Word(token.text, token.fold, True), i + 1
    if entities:
        end = tokens[entity_end - 1].end
        return Ent(tuple(entities), line[token.start:end], end), entity_end
    derived = index.keyword_at(line, tokens, i, derived=True)
    if derived:
        # A derived plural is a common word too ("passiamo oltre"): it needs a name beside it.
        plural = token.fold.endswith("amo")
        return _key(derived, line, tokens, index, weak=plural), derived.end
    if token.fold in CORRECTIONS and not instead_closing(tokens, i, pieces):
        # « jregarde Baptiste. nan jveux pas »: the spoken « non » says no as « ah non » does.
        return Sep(CORRECTION, said_no=token.fold == "nan", rather=token.fold in RATHER), i + 1
    if token.fold in SLIPS and _between_names(line, tokens, i, index, pieces):
        return Sep(CORRECTION, slip=True), i + 1
    if token.fold in NAME_THEN_NO and (taken := _no_then_name(line, tokens, i, index, pieces)):
        return Sep(CORRECTION), i + taken
    # "sfido chiunque tranne Boromiro": "chiunque" is no misspelt name (the order names nobody);
    # nor is "stesso" of "me stesso": the sender's words for himself (orders.antecedent).
    mine = _of_myself(tokens, i)
    said = SMS_WORDS.get(token.fold, token.fold)     # "stanotte nnt" is "stanotte niente"
    if line[token.end:token.end + 1] not in ELIDED:
        said = SMS_APART.get(said, said)
    # "anzi cambio, proteggo me stesso, si può?": the change said, the leave asked: no names.
    asked = said in QUESTION_WORDS and i + 1 < len(tokens) and "?" in tokens[i + 1].text
    glue = said in FILLERS or said in ANYONE or asked or change_said(tokens, i, pieces)
    if not glue and not mine and (short := fragment_at(line, tokens, i, index, pieces)):
        return Ent((short,), token.text, token.end), i + 1     # "rana su Gui" (orders.fragments)
    return Word(token.text, said, glue or mine, myself=mine), i + 1


def _no_then_name(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex, pieces: list[Piece]) -> int:
    """ "indago Gollum. No (dai), Nazgul.", "Je regarde Baptiste. Non, Josephine (plutôt).": a "no"
    and one name only, after a sentence ending on a name taken back: the tokens the "no" takes.
    With "dai" after it, a comma, an ellipsis or nothing before will do ("indago Gollum... no dai
    Nazgul", "indago Zorg no aspetta Klaatu": "no, come on", never "not Nazgul")."""
    interjected = i + 1 < len(tokens) and tokens[i + 1].fold in NO_THEN
    if i == 0 or tokens[i - 1].kind != STRONG and not interjected or "?" in tokens[i - 1].text:
        return 0
    before = next((p for p in reversed(pieces) if not isinstance(p, Sep)), None)
    taken = 1 + (i + 1 < len(tokens) and tokens[i + 1].fold in NO_THEN)
    j = i + taken + (i + taken < len(tokens) and tokens[i + taken].text == ",")
    j += j + 1 < len(tokens) and tokens[j].fold in _PLACE_LEADS   # "... no aspetta la camomilla"
    found = index.entities_at(line, tokens, j) if j < len(tokens) else ()
    if not isinstance(before, Ent) or not found:
        return 0
    end = max(m.end for m in found)
    end += end < len(tokens) and tokens[end].fold in RATHER
    # "No, Nazgul..", "No, Nazgul grazie!": the line's closing marks, an ellipsis or thanks too.
    return taken if end >= len(tokens) or tokens[end].kind == STRONG or all(
        t.kind != WORD or t.fold in THANKS for t in tokens[end:]) else 0


def _between_names(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
                   pieces: list[Piece]) -> bool:
    """ "Grima, ehm Nazgul", "Grima (scherzo) Nazgul": a name before the word at `i` and one
    after it, with only commas, brackets and words around orders between (not across a full
    stop: "sfido Grima. Scusa master, ..." is another sentence)."""
    before = next((p for p in reversed(pieces) if not (isinstance(p, Sep) and p.kind == WEAK)
                   and not (isinstance(p, Word) and p.filler)), None)
    if not isinstance(before, Ent):
        return False
    for j in range(i + 1, len(tokens)):
        if index.entities_at(line, tokens, j):
            return True
        if not (tokens[j].kind == WEAK or tokens[j].fold in FILLERS):
            return False
    return False


def _no_opening(tokens: tuple[Token, ...], i: int, pieces: list[Piece]) -> bool:
    """A « non » opening the sentence after an order, then a comma or a subject (« … Kilian.
    non, on fait rien ce soir », « non je regarde Isidore »): the earlier word taken back or
    corrected, as « nan » and « ah non » do; « Non indago nessuno », « non lo salvo » stay denials,
    and a no answering the sender's own question (« on dévore Joséphine ? non je rigole ») the GM reads.
    After an ellipsis too, or ending the line (« J'unis Gaspard et... non, Dorian et Leonie », « je
    regarde Kilian... non »: the order was kept, or every name counted for it)."""
    if tokens[i].fold != "non" or not pieces or not isinstance(pieces[-1], Sep) or pieces[-1].question \
            or not (pieces[-1].kind == STRONG or tokens[i - 1].text == "...") \
            or not any(isinstance(p, Key) for p in pieces):
        return False
    rest = tokens[i + 1:]
    return all(t.kind != WORD or t.fold in THANKS for t in rest) or rest[0].text == "," \
        or rest[0].fold in SUBJECT_PRONOUNS



def _of_myself(tokens: tuple[Token, ...], i: int) -> bool:
    """The word at `i` is one of the sender's words for himself ("me stesso", "da sola")."""
    return any(tuple(t.fold for t in tokens[i - k:i - k + len(words)]) == words
               for words in MYSELF for k in range(len(words)) if k <= i)


_INSTEAD_FIRST = frozenset(words[0] for words in INSTEAD_OF)
_PLACE_LEADS = MASCULINE_ARTICLES | FEMININE_ARTICLES | {"in"}


def _instead_of(line: str, tokens: tuple[Token, ...], i: int,
                index: NameIndex) -> tuple[Piece, int] | None:
    """ "invece di Lady Oscar", "au lieu de Kilian": the words and the names after them are the
    sender's words about the target he turns away from, one piece read as no order."""
    if tokens[i].fold not in _INSTEAD_FIRST:
        return None
    for words in INSTEAD_OF:
        end = i + len(words)
        if tuple(t.fold for t in tokens[i:end]) != words:
            continue
        # "vado al prato invece che al mulino", "anziché in grotta": the place after its article.
        at = end + (end < len(tokens) and tokens[end].fold in _PLACE_LEADS)
        names = index.entities_at(line, tokens, at) if at < len(tokens) else []
        if names:
            last = max(m.end for m in names)
            return Word(line[tokens[i].start:tokens[last - 1].end], "", filler=True), last
    return None


def _cleft_denied(line: str, tokens: tuple[Token, ...], i: int,
                  index: NameIndex) -> tuple[Piece, int] | None:
    """ « c pas kilian que je mange, c amandine », "non è Zanna che sbrano, è Quercia": a name
    denied in a cleft sentence (a no, the name, "que"/"che"), turned away from, not the target."""
    if tokens[i].fold not in CLEFT_NO:
        return None
    at = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].fold in CLEFT_COPULAS)
    names = index.entities_at(line, tokens, at) if at < len(tokens) else []
    last = max((m.end for m in names), default=0)
    if not names or last >= len(tokens) or tokens[last].fold not in CLEFT_THAT:
        return None
    return Word(line[tokens[i].start:tokens[last].end], "", filler=True, aside=SET_ASIDE), last + 1


_PHRASE_FIRST = frozenset(words[0] for words in CORRECTION_PHRASES)


def _correction_phrase(tokens: tuple[Token, ...], i: int) -> int:
    """ "o meglio", "o per meglio dire", "ou plutôt": the length of the correction phrase
    starting at token i, the longest; 0 if none."""
    if tokens[i].fold not in _PHRASE_FIRST:
        return 0
    folds = tuple(t.fold for t in tokens[i:i + 4])
    return max((len(w) for w in CORRECTION_PHRASES if folds[:len(w)] == w), default=0)


def _set_aside(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
               pieces: list[Piece]) -> tuple[Piece, int] | None:
    """ "chiunque tranne Boromiro", "l'amico di Boromiro", "chi ha votato contro Becchino": the
    names a line leaves out or only speaks of (`orders.aside`), one piece read as no order."""
    before = pieces[-1] if pieces else None
    end = left_out(line, tokens, i, index, isinstance(before, Word) and before.fold in ANYONE)
    if end is not None:
        return Word(line[tokens[i].start:tokens[end - 1].end], "", filler=True, aside=SET_ASIDE), end
    end = your_choice(tokens, i)
    if end is None and (end := with_me(line, tokens, i, index)) is not None:
        return Word(line[tokens[i].start:tokens[end - 1].end], "", filler=True, aside=SET_ASIDE), end
    if end is not None:
        return Word(line[tokens[i].start:tokens[end - 1].end], "", filler=True, aside=LEFT_TO_GM), end
    # After the keyword, words around orders aside ("je regarde bien qui c'est").
    said = next((p for p in reversed(pieces) if not (isinstance(p, Word) and p.filler)), None)
    whoever = isinstance(said, Key) and tokens[i].fold in WHOEVER
    # "indago Lupetto, anche se Nuvola…": a comma between the target and the reason.
    reasoned = next((p for p in reversed(pieces)
                     if not (isinstance(p, Word) and p.filler or isinstance(p, Sep))), None)
    ordered = isinstance(reasoned, Ent) and any(isinstance(p, Key) for p in pieces)
    through = described(line, tokens, i, index, whoever)
    end = through or (reason(line, tokens, i, index) if ordered else None) \
        or (as_said(line, tokens, i, index) if any(isinstance(p, Key) for p in pieces) else None)
    if end is not None:
        named = any(index.entities_at(line, tokens, n) for n in range(i, end))
        # "chi ha il palantir", "quello che mi ha passato Carlo": the target described through
        # what it names, said so to the GM (it read as a name "left out").
        aside = (DESCRIBED_BY if end == through else SET_ASIDE) if named else DESCRIBED
        return Word(line[tokens[i].start:tokens[end - 1].end], "", filler=True, aside=aside), end
    return None


def _names_after_own_key(before: Piece | None, explicit: Match, entities: list[Match]) -> bool:
    """ "uccido assassino Sam": a synonym of the keyword just written, that is also a name the
    keyword takes (the role `assassino`), is that name."""
    if not isinstance(before, Key) or before.spec.keyword != explicit.targets[0]:
        return False
    kinds = {kind for kind, _ in before.spec.kinds()}
    return any(m.kind in kinds for m in entities)


def _awaited_name(before: list[Piece], entities: list[Match]) -> bool:
    """ "dissanguo Salvo", "passo il palantir a Salvo": a player's name that is also another
    power's keyword (the Leader Alieno's `salvo`), where the keyword just written still awaits
    a name of that kind, is that name; read as the other power, the sender's own order would be
    lost as talk. Only articles, links (`su`, `a`) and the order's other names may stand
    between (`indago e salvo Ugo` keeps `salvo`)."""
    kinds = {m.kind for m in entities}
    had: list[str] = []
    for piece in reversed(before):
        if isinstance(piece, Key):
            slots = [kind for kind, _ in piece.spec.kinds()]
            return any(slots.count(kind) > had.count(kind) for kind in kinds)
        if isinstance(piece, Ent):
            had += [m.kind for m in piece.matches[:1]]
        elif not (isinstance(piece, Word) and piece.fold in TARGET_LINKS):
            return False
    return False


def _nothing_idiom(match: Match, tokens: tuple[Token, ...], index: NameIndex) -> bool:
    """The keyword of a power that does nothing (`declines`, no players) opening an idiom
    (`NOTHING_IDIOMS`: « rien à ajouter », « aucune idée ») or closing one (`NOTHING_AFTER`: « ça
    sert à rien », « de rien »)."""
    spec = index.specs[match.targets[0]]
    before = [t.fold for t in tokens[max(0, match.first - 2):match.first]]
    return spec.declines and not spec.args and (
        any(t.fold in NOTHING_IDIOMS for t in tokens[match.end:match.end + 2])
        or bool(before) and (before[-1] in NOTHING_AFTER[0] or any(w in NOTHING_AFTER[1] for w in before)))


def _same_name(line: str, before: Piece, name: Ent) -> bool:
    if not isinstance(before, Ent):
        return False
    gap = line[before.end:name.end - len(name.text)]
    targets = {(m.kind, m.targets) for m in before.matches}
    # Two different names of one player ("Frate Tuck"), not one name twice ("ammalio Sam Sam").
    return (targets == {(m.kind, m.targets) for m in name.matches}
            and fold(before.text) != fold(name.text)
            and all(len(t) == 1 for _, t in targets) and gap.strip(" \t") == "")


def _key(match: Match, line: str, tokens: tuple[Token, ...], index: NameIndex,
         *, weak: bool = False) -> Key:
    spec = index.specs[match.targets[0]]
    start, end = tokens[match.first].start, tokens[match.end - 1].end
    letters = sum(len(t.fold) for t in tokens[match.first:match.end])
    common = fold(line[start:end]) in spec.common      # "resto al prato", not "resto a casa"
    return Key(spec, line[start:end], weak or common or letters <= WEAK_FORM_LENGTH, end)
