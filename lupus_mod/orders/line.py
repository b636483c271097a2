"""One body line of a PM: its orders, or what is wrong with them, or nothing (chatter)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from lupus_mod.messages import say
from lupus_mod.orders.apposition import glossed_by_name
from lupus_mod.orders.arguments import each_player_asked, evaluate
from lupus_mod.orders.drafts import Draft, Outcome, Problem
from lupus_mod.orders.italian import (CHOOSE_VERBS, CLEFT_COPULAS, DESIGNATE_VERBS, FRENCH_AUXILIARIES, FRENCH_GLUED_CLITICS, HEIR_WORDS,
                                      FRENCH_NEGATIONS, KEEP_VERBS, NEGATIONS, POWER_NOUNS, POWER_PHRASES,
                                      QUESTION_WORDS, REPORTING, UNSAID_ORDERS)
from lupus_mod.orders.lovers import lovers_draft
from lupus_mod.orders.misspelt_keyword import PARTICIPLES, misspelt_beside, misspelt_keyword
from lupus_mod.orders.later_night import blank_spans, keep_only, later_spans, numbered_later
from lupus_mod.orders.model import ANY_POWER, PLAYER, ROLE, TEXT, is_thing
from lupus_mod.orders.not_done import put_off
from lupus_mod.orders.phrase_around import name_after_phrase
from lupus_mod.orders.object_pronoun import with_pronoun
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.put_off import clauses
from lupus_mod.orders.phrase_names import (describes_name, misspelt_after_phrase, only_phrase, own_order_before, past_change_opening,
                                          thing_after_phrase)
from lupus_mod.orders.reading import Group, group_line
from lupus_mod.orders.reread import reread
from lupus_mod.orders.role_said import own_role
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word, scan_line
from lupus_mod.orders.keeping import kept_phrase, kept_powers
from lupus_mod.orders.text import STRONG, WEAK, WORD, blank_bbcode, fold, tokenize
from lupus_mod.orders.text_argument import evaluate_text
from lupus_mod.orders.unknown_who import without_unknown_who
from lupus_mod.orders.unsure import JOKES

# Words that make a line an order for the sender's own power, even when they end like a
# participle ("vita", "abilità"; the forum's English deed "investigate Zanna").
_POWER_WORDS = POWER_NOUNS.union(*POWER_PHRASES, *UNSAID_ORDERS)


@dataclass(frozen=True)
class LineReading:
    """What one line of a PM says: its orders, its problems, the players it names."""
    drafts: tuple[Draft, ...]
    problems: tuple[Problem, ...]
    has_keyword: bool         # a power keyword stands on the line (even if it orders nothing)
    dangling: bool            # it ends with a keyword alone: its names may be on the next line
    named: tuple[str, ...] = ()   # the players the line names (each once, as written)
    pieces: tuple[Piece, ...] = ()   # the line scanned, for what it means beyond its orders
    # The orders of its clauses said for a later night ("domani sfido Grima"), read apart:
    # none of tonight's (orders.later_night).
    later: tuple[Draft, ...] = ()
    # Those clauses date a later night by its number ("per la notte 4 sbrano Pippino"): a plan,
    # never tonight's order, even with nothing else said for tonight (orders.doubts).
    numbered: bool = False

    @property
    def chatter(self) -> bool:
        return not self.drafts and not self.problems


def read_line(written: str, index: NameIndex, tonight: int | None = None) -> LineReading:
    """Orders of one line: "passo lo specchio a Sam e il Palantir a Merry" gives two
    (`tonight`: the number of the night read, when known: a later one named is a plan).

    Quoted text must already be blanked (`text.blank_quotes`)."""
    written = name_after_phrase(_unglued(without_unknown_who(written), index), index)
    spans = later_spans(blank_bbcode(written), index, tonight)
    if spans:
        later = _read_all(keep_only(written, spans), index)
        return replace(_read_all(blank_spans(written, spans), index), later=later.drafts,
                       numbered=numbered_later(written, tonight))
    return _read_all(written, index)


def _unglued(written: str, index: NameIndex) -> str:
    """ "jregarde Kilian", "jsauve kilian stp", "jtire sur Baptiste": the French "je" written
    as a bare "j" glued to the keyword, a phrase (« jutilise pas mes potions »; SMS style, as
    "jveux", "jvais") is blanked, so it reads (the line keeps its length: offsets stay those of
    the player's words)."""
    tokens = tokenize(written)
    for n, token in enumerate(tokens):
        if token.kind != WORD or token.fold[:1] != "j" or index.entities_at(written, tokens, n):
            continue     # a name written so ("Jsalvo", a player called Jla) is the name
        if token.fold in FRENCH_GLUED_CLITICS:
            written = f"{written[:token.start]}{FRENCH_GLUED_CLITICS[token.fold]}{written[token.end:]}"
            continue
        if len(token.fold) < 4:
            continue
        rest = " " + written[token.start + 1:]
        after = tokenize(rest)
        found = index.keyword_at(rest, after, 0, derived=False)
        if found and found.end == 1 or index.phrase_at(rest, after, 0):
            written = f"{written[:token.start]} {written[token.start + 1:]}"
    return written


def _read_all(written: str, index: NameIndex) -> LineReading:
    blanked = blank_bbcode(written)
    pieces = put_off(kept_powers(glossed_by_name(reread(scan_line(blanked, index)))))
    return replace(_read(pieces, blanked, written, index), pieces=pieces)


def _read(pieces: tuple[Piece, ...], blanked: str, written: str, index: NameIndex) -> LineReading:
    said = next((n for n, p in enumerate(pieces) if isinstance(p, Said)), None)
    if said is not None:
        return _around_phrase(pieces, said, blanked, written, index)
    groups = group_line(pieces)
    if not groups:
        generic = any_power_draft(pieces) or lovers_draft(pieces, index, blanked)
        if generic:
            return LineReading((generic,), (), False, False)
        typo = misspelt_keyword(pieces, index)
        return LineReading((), (typo,) if typo else (), False, False, players_named(pieces))
    chosen = _chosen(groups, pieces)
    if chosen:
        return LineReading((chosen,), (), True, False)
    outcomes = [_evaluate(g, blanked, written, index) for g in groups]
    outcomes = _drop_joked(groups, _drop_bare(groups, outcomes))
    drafts = tuple(d for o in outcomes for d in o.drafts)
    # "vado al prato, atacco Carlo": a keyword misspelt beside an order (it was dropped unsaid).
    problems = _set_aside(tuple(o.problem for o in outcomes if o.problem), drafts, pieces) \
        or tuple(filter(None, (misspelt_beside(pieces, index),)))
    dangling = bool(outcomes) and outcomes[-1].problem is not None and outcomes[-1].problem.bare
    return LineReading(drafts, problems, bool(groups), dangling,
                       () if drafts or problems else players_named(pieces))


def _set_aside(problems: tuple[Problem, ...], drafts: tuple[Draft, ...],
               pieces: tuple[Piece, ...]) -> tuple[Problem, ...]:
    """ "sfido chiunque tranne Boromiro", "sfido l'amico di Boromiro": an order left with no
    target by the names it sets aside (`orders.aside`) says why, so that the GM, who sees
    Boromiro written, knows he was not read as the target."""
    aside = next((p for p in pieces if isinstance(p, Word) and p.aside), None)
    if aside is None or drafts:
        return problems
    return tuple(replace(p, message=say(f"order-reading.{aside.aside}", problem=p.message, words=aside.text))
                 for p in problems)


def roles_named(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The roles a line without orders names, by a word that is no player's name."""
    found = [m.targets[0] for p in pieces if isinstance(p, Ent) and not p.players() for m in p.matches
             if m.kind == ROLE and len(m.targets) == 1]
    return tuple(dict.fromkeys(found))


def players_named(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players a line without orders names: the GM may want to look at it."""
    found = [m.targets[0] for p in pieces if isinstance(p, Ent) for m in p.matches
             if m.kind == PLAYER and len(m.targets) == 1]
    return tuple(dict.fromkeys(found))


def _around_phrase(pieces: tuple[Piece, ...], said: int, blanked: str, written: str,
                   index: NameIndex) -> LineReading:
    """A line holding a phrase of roles.toml: the phrase orders its power (`_phrase_draft`);
    what stands before its part of the line and after it is read as any line ("nessun attacco,
    anzi sbraniamo Bea": the correction is an order of its own, and the later one)."""
    start, stop = _phrase_span(pieces, said)
    draft = _phrase_draft(pieces[start:stop], said - start, pieces[said], index)
    typo = _overfull(draft, index) if draft else misspelt_after_phrase(pieces[start:stop], said - start, pieces[said], index)
    draft = None if typo else draft
    parts = [LineReading((draft,) if draft else (), (typo,) if typo else (), True, False)]
    if start:
        parts.insert(0, _read(pieces[:start], blanked, written, index))
        if draft and only_phrase(pieces[:said]):
            parts[0] = replace(parts[0], drafts=tuple(d for d in parts[0].drafts if d.keyword in draft.among))
    if _may_name_nobody(pieces[said], index):
        # "Potion de vie sur la victime, potion de mort sur Baptiste": the player it may leave
        # unsaid is sought in its clause only, and the next clause is read as any line.
        stop = start + _clause_end(pieces[start:stop], said - start, False)
    if stop < len(pieces):
        parts.append(_read(pieces[stop:], blanked, written, index))
    return LineReading(tuple(d for r in parts for d in r.drafts),
                       tuple(p for r in parts for p in r.problems), True, parts[-1].dangling)


def _overfull(draft: Draft, index: NameIndex) -> Problem | None:
    """A phrase of one power said of more players than it takes: asked with the order on each
    (read whole, the pack's one kill took two players, or the night stopped on a count)."""
    return each_player_asked(index.specs[next(iter(draft.among))], draft.args) \
        if len(draft.among) == 1 else None


def _phrase_span(pieces: tuple[Piece, ...], said: int) -> tuple[int, int]:
    """The phrase's part of the line: from the start of its sentence (from the phrase itself
    after a keyword's order naming a player: "indago Sam e la vittima è Bea") to the end of the sentence, or
    to the next keyword or phrase (from the correction before it, if any)."""
    start = said
    while start and not (isinstance(pieces[start - 1], Sep)
                         and pieces[start - 1].kind in (STRONG, CORRECTION)):
        start -= 1
    # A keyword naming a player before the phrase is an order of its own ("indago Sam e la
    # vittima è Bea"); one naming nobody is the phrase's verb ("je regarde par le trou de la
    # serrure": the Petite Fille's peeking, not the Voyante's look at a player "par").
    if any(isinstance(p, Key) for p in pieces[start:said]) \
            and any(isinstance(p, Ent) for p in pieces[start:said]):
        # From the phrase's own clause: « j'empoisonne Baptiste, je garde la potion de vie »
        # keeps the potion (`kept_phrase` reads the words before it).
        start = max((n + 1 for n in range(start, said) if isinstance(pieces[n], Sep)), default=said)
        start = start if not any(isinstance(p, (Key, Ent)) for p in pieces[start:said]) else said
    start = own_order_before(pieces, start, said)
    # « jsauve pas, potion de mort sur josephine »: a power denied in a clause of its own
    # before the phrase is read apart (it took the phrase's order with it).
    denial = max((n for n in range(start, said) if isinstance(pieces[n], Sep) and any(
        isinstance(p, Word) and p.denied for p in pieces[start:n])), default=None)
    start = denial + 1 if denial is not None else start
    correction = None
    for stop in range(said + 1, len(pieces)):
        piece = pieces[stop]
        if isinstance(piece, Sep) and piece.kind == STRONG:
            return start, stop + 1
        if isinstance(piece, (Key, Said)):
            return start, stop if correction is None else correction
        if isinstance(piece, Sep) and piece.kind == CORRECTION:
            correction = stop
    return start, len(pieces)


def _phrase_draft(part: tuple[Piece, ...], at: int, said: Said, index: NameIndex) -> Draft | None:
    """ "la vittima è Bea", "ma balle est pour Sam", "stanotte non attacchiamo nessuno": the
    sender's own power among those declaring the phrase (an error when he has none of them,
    `orders.any_power`), taking the players named after the phrase ("la vittima è Bea, anzi
    Sam": those after the correction); for a power taking nothing the phrase is the whole
    order. Not when someone else said it ("Sam mi ha detto: la vittima è Merry", "Bea dice:
    nessun attacco"), nor in a
    question, a narration or a denial outside the phrase ("non so se la vittima è Bea")."""
    takes = any(index.specs[k].args for k in said.keywords)
    end = _clause_end(part, at, takes and not _may_name_nobody(said, index))
    words = [p for n, p in enumerate(part[:end]) if isinstance(p, Word) and not describes_name(part, n)]
    fixed = next((n for n in range(at + 1, end) if isinstance(part[n], Sep) and part[n].kind == CORRECTION), end)
    if takes and _names_then_phrase(part, at, fixed):
        # "Lunaria è la nostra vittima, anzi no Merlina": the players after the correction.
        named = _players(part[fixed:end]) or _players(part[:at])
        return Draft(ANY_POWER, tuple(t[0] for t in named), None, frozenset(said.keywords)) \
            if all(len(t) == 1 for t in named) else None
    # A place before the phrase is no one who said it ("prato e faccio tornare micio Artu").
    if any(isinstance(p, Ent) and not own_role(part, n) and not all(is_thing(m.kind) for m in p.matches)
           or isinstance(p, Word) and p.fold in REPORTING for n, p in enumerate(part[:at])) \
            or any(isinstance(p, Sep) and p.question for p in part) and not _asks_its_order(part, at) \
            or denied(past_change_opening(words), narrated=True) \
            or kept_phrase(part, at):
        return None
    among = frozenset(said.keywords)
    if not takes:
        return Draft(ANY_POWER, (), None, among)
    after = part[at + 1:]
    corrections = [n for n, p in enumerate(after) if isinstance(p, Sep) and p.kind == CORRECTION]
    players = _players(after[corrections[-1]:]) if corrections else []
    players = players or _players(part[at + 1:end])
    if not players and (_may_name_nobody(said, index) or any(isinstance(p, Word) and p.aside for p in after)):
        # "j'utilise ma potion de vie": the victim; "la vittima è la morosa di Sam": someone
        # described, no target (it asks, as "sbrano la morosa di Sam" does).
        return Draft(ANY_POWER, (), None, among)
    if not players:
        return thing_after_phrase(part[at + 1:end], said, index)   # "Luogo: prato"
    if any(len(t) > 1 for t in players):
        return None     # an ambiguous name: the resolution cannot tell whom
    return Draft(ANY_POWER, tuple(t[0] for t in players), None, among)


def _asks_its_order(part: tuple[Piece, ...], at: int) -> bool:
    """ "on croque Hortense ?": a phrase of a verb opening its question, a player right after
    it — the order asked, as "on mange Hortense ?" is (the night asks the GM); "la vittima è
    Bea?" (the phrase's copula asks who it is) or "non so se on croque Hortense ?" asks about
    it and orders nothing."""
    said = part[at]
    return at == next((n for n, p in enumerate(part) if not (isinstance(p, Word) and p.filler)), None) \
        and isinstance(said, Said) and fold(said.text.split()[-1]) not in CLEFT_COPULAS \
        and at + 1 < len(part) and isinstance(part[at + 1], Ent)


def _names_then_phrase(part: tuple[Piece, ...], at: int, end: int) -> bool:
    """ "Gaspard et Hortense seront amoureux": the players, each one plainly, then the phrase
    closing the clause, with only "et", "&" and fillers between them, are the phrase's own."""
    before, after = part[:at], part[at + 1:end]
    return (not _players(after) and bool(_players(before))
            and all(len(t) == 1 for t in _players(before))
            and all(isinstance(p, Ent) or isinstance(p, Word) and p.filler
                    or isinstance(p, Sep) and p.kind == WEAK for p in before))


def _may_name_nobody(said: Said, index: NameIndex) -> bool:
    """Every power declaring the phrase takes its players optionally ("player?": the Sorcière's
    "sauve", the victim when unsaid)."""
    return all(a.endswith("?") for k in said.keywords for a in index.specs[k].args)


def any_power_draft(pieces: tuple[Piece, ...], *, chosen: bool = False) -> Draft | None:
    """ "uso il mio potere su Sam", "il mio potere va su Sam": an order for the sender's own
    power, whose keyword the night's resolution finds among his powers (`ANY_POWER`); so is a
    line `chosen` by the caller ("je choisis Dorian et Léonie").

    Not when the line narrates ("ho usato il potere su Sam"), denies ("non uso...") or asks
    ("posso usare il potere su Sam?")."""
    words = [p for p in pieces if isinstance(p, Word)]
    folds = {w.fold for w in words}
    if not (chosen or folds & POWER_NOUNS
            or any(w.text.lower() in DESIGNATE_VERBS for w in words)
            or any(phrase <= folds for phrase in POWER_PHRASES)):
        return None
    # What denies, asks or narrates is said of the power in its own clause: "uso il mio potere
    # su Gollum, non so se è lupo", "…, bella partita" ("partita" is no participle) order it.
    said = _power_clause(pieces, chosen)
    # « Jempoisonne pas Isidore, jgarde ma potion »: the potion kept, not used on Isidore.
    if denied(said, narrated=chosen) or folds & HEIR_WORDS or _designated_before(said) \
            or {w.fold for w in said} & KEEP_VERBS:
        return None
    players = _players(pieces)
    if not players or any(len(t) > 1 for t in players):
        return None     # an ambiguous name: the resolution cannot tell whom
    return Draft(ANY_POWER, tuple(t[0] for t in players), None)


def _power_clause(pieces: tuple[Piece, ...], chosen: bool) -> list[Word]:
    """The words of the clause that names the power (its noun, "désigner", the chosen verb)."""
    for clause in clauses(pieces):
        words = [p for p in clause if isinstance(p, Word)]
        folds = {w.fold for w in words}
        if chosen and any(isinstance(p, Key) for p in clause) or folds & POWER_NOUNS \
                or any(w.text.lower() in DESIGNATE_VERBS for w in words) \
                or any(phrase & folds for phrase in POWER_PHRASES):
            return words
    return [p for p in pieces if isinstance(p, Word)]


def power_hedged(pieces: tuple[Piece, ...]) -> bool:
    """An order of the sender's own power ("uso il mio potere su Gollum") with a negation or a
    question beside it, outside the power's clause ("…, non so se è lupo", "…?"): he may not
    mean it, as "indago Gollum, non so se è lupo" asks."""
    words = [p for p in pieces if isinstance(p, Word)]
    return any(w.fold in NEGATIONS | FRENCH_NEGATIONS or w.fold in QUESTION_WORDS for w in words) \
        or any(isinstance(p, Sep) and p.question for p in pieces)


def _designated_before(words: list[Word]) -> bool:
    """ "J'ai designe Baptiste hier": "désigné" written without its accent, after the
    auxiliary, tells what the sender did, not what he does tonight."""
    return any(w.text.lower() in DESIGNATE_VERBS and before.fold in FRENCH_AUXILIARIES
               for before, w in zip(words, words[1:]))


def _clause_end(part: tuple[Piece, ...], at: int, takes_players: bool) -> int:
    """Where the phrase's clause ends: at the first comma or stop after the phrase, or after the
    first name following it for a power that takes players. What comes next is another clause,
    whose words do not deny or ask the phrase: "stanotte non attacchiamo nessuno, meglio stare
    calmi", "la vittima è Bea, non ci sono dubbi"."""
    named = not takes_players
    for n in range(at + 1, len(part)):
        piece = part[n]
        if isinstance(piece, Ent):
            named = True
        elif named and isinstance(piece, Sep) and piece.kind in (WEAK, STRONG):
            return n
    return len(part)


def denied(words: list[Word], *, narrated: bool) -> bool:
    """A negation, a question word or a past participle among the words: the line denies,
    asks or narrates; `narrated`: a French auxiliary too ("j'ai voulu connaître...")."""
    return any(w.fold in NEGATIONS | FRENCH_NEGATIONS or w.fold in QUESTION_WORDS
               or (narrated and w.fold in FRENCH_AUXILIARIES)
               or (w.fold.endswith(PARTICIPLES) and w.fold not in _POWER_WORDS) for w in words)


def _players(pieces: tuple[Piece, ...]) -> list[tuple[str, ...]]:
    return [m.targets for p in pieces if isinstance(p, Ent) for m in p.matches if m.kind == PLAYER]


def _chosen(groups: list[Group], pieces: tuple[Piece, ...]) -> Draft | None:
    """ "je choisis Dorian et Léonie" from Cupidon: "choisir" is the Voleur's, whose power takes
    a card, not players; written with players it names the sender's own power that takes them,
    as "désigner" does (the Voleur himself gets an error: none of his powers takes a player)."""
    if len(groups) != 1 or fold(groups[0].key.written) not in CHOOSE_VERBS \
            or any(kind == PLAYER for kind, _ in groups[0].spec.kinds()):
        return None
    return any_power_draft(pieces, chosen=True)


def _evaluate(group: Group, blanked: str, written: str, index: NameIndex) -> Outcome:
    if any(kind == TEXT for kind, _ in group.spec.kinds()):
        return evaluate_text(group, blanked, written, index, read_line)
    return evaluate(group, index, with_pronoun(group.key, blanked))


def _drop_joked(groups: list[Group], outcomes: list[Outcome]) -> list[Outcome]:
    """ "scruto me stesso lol no scherzo, scruto Enzo": an order called a joke in its own words,
    then the same power ordered again, is no order at all ("scherzo" was read as a misspelt
    name, and the line stopped on it)."""
    return [Outcome() if o.problem and any(
        isinstance(p, Word) and p.fold in JOKES for p in group.pieces)
        and any(later.spec.keyword == group.spec.keyword for later in groups[n + 1:]) else o
        for n, (group, o) in enumerate(zip(groups, outcomes))]


def _drop_bare(groups: list[Group], outcomes: list[Outcome]) -> list[Outcome]:
    """A keyword standing alone on a line that gives orders is a word, not a power:
    "passo: palantir -> Merry", "Indagine fatta, passo il palantir a Sam"."""
    if not any(o.drafts for o in outcomes):
        return outcomes
    return [Outcome() if o.problem and o.problem.bare else o for o in outcomes]
