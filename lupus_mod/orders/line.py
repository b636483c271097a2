"""One body line of a PM: its orders, or what is wrong with them, or nothing (chatter)."""
from __future__ import annotations

from dataclasses import dataclass

from lupus_mod.orders.arguments import Draft, Outcome, Problem, evaluate, evaluate_text
from lupus_mod.orders.italian import (CHOOSE_VERBS, DESIGNATE_VERBS, FRENCH_AUXILIARIES,
                                      FRENCH_NEGATIONS, MEANT_PHRASES, NEGATIONS, POWER_NOUNS,
                                      POWER_PHRASES, QUESTION_WORDS)
from lupus_mod.orders.model import ANY_POWER, PLAYER, TEXT, KeywordSpec
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reading import Group, group_line
from lupus_mod.orders.scan import Ent, Piece, Sep, Word, scan_line
from lupus_mod.orders.text import blank_bbcode, fold

_PARTICIPLES = tuple(f"{v}t{e}" for v in "aiu" for e in "oaie")
# Words that make a line an order for the sender's own power, even when they end like a
# participle ("vita", "abilità").
_POWER_WORDS = POWER_NOUNS.union(*POWER_PHRASES)


@dataclass(frozen=True)
class LineReading:
    drafts: tuple[Draft, ...]
    problems: tuple[Problem, ...]
    has_keyword: bool         # a power keyword stands on the line (even if it orders nothing)
    dangling: bool            # it ends with a keyword alone: its names may be on the next line
    named: tuple[str, ...] = ()   # the players the line names (each once, as written)

    @property
    def chatter(self) -> bool:
        return not self.drafts and not self.problems


def read_line(written: str, index: NameIndex) -> LineReading:
    """Orders of one line: "passo lo specchio a Sam e il Palantir a Merry" gives two.

    Quoted text must already be blanked (`text.blank_quotes`)."""
    blanked = blank_bbcode(written)
    pieces = scan_line(blanked, index)
    groups = group_line(pieces)
    if not groups:
        generic = any_power_draft(pieces)
        if generic:
            return LineReading((generic,), (), False, False)
        typo = _misspelt_keyword(pieces, index)
        return LineReading((), (typo,) if typo else (), False, False, _named(pieces))
    chosen = _chosen(groups, pieces)
    if chosen:
        return LineReading((chosen,), (), True, False)
    outcomes = [_evaluate(g, blanked, written, index) for g in groups]
    outcomes = _drop_bare(groups, outcomes)
    drafts = tuple(d for o in outcomes for d in o.drafts)
    problems = tuple(o.problem for o in outcomes if o.problem)
    dangling = bool(outcomes) and outcomes[-1].problem is not None and outcomes[-1].problem.bare
    return LineReading(drafts, problems, bool(groups), dangling,
                       () if drafts or problems else _named(pieces))


def _named(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players a line without orders names: the GM may want to look at it."""
    found = [m.targets[0] for p in pieces if isinstance(p, Ent) for m in p.matches
             if m.kind == PLAYER and len(m.targets) == 1]
    return tuple(dict.fromkeys(found))


def any_power_draft(pieces: tuple[Piece, ...], *, chosen: bool = False) -> Draft | None:
    """ "uso il mio potere su Sam", "il mio potere va su Sam": an order for the sender's own
    power, whose keyword the night's resolution finds among his powers (`ANY_POWER`); so is a
    line with a phrase of `MEANT_PHRASES` ("ma balle est pour Sam") and one `chosen` by the
    caller ("je choisis Dorian et Léonie").

    Not when the line narrates ("ho usato il potere su Sam"), denies ("non uso...") or asks
    ("posso usare il potere su Sam?")."""
    words = [p for p in pieces if isinstance(p, Word)]
    folds = {w.fold for w in words}
    start, among = _meant(pieces)
    if not (chosen or among or folds & POWER_NOUNS
            or any(w.text.lower() in DESIGNATE_VERBS for w in words)
            or any(phrase <= folds for phrase in POWER_PHRASES)):
        return None
    if among and any(isinstance(p, Ent) for p in pieces[:start]):
        return None     # "Sam m'a dit : ma balle est pour Merry" — someone else's words
    if (among or chosen) and folds & FRENCH_AUXILIARIES:
        return None     # "j'ai voulu connaître le rôle de Sam"
    if any(w.fold in NEGATIONS | FRENCH_NEGATIONS or w.fold in QUESTION_WORDS
           or (w.fold.endswith(_PARTICIPLES) and w.fold not in _POWER_WORDS) for w in words):
        return None
    players = [m.targets for p in pieces if isinstance(p, Ent)
               for m in p.matches if m.kind == PLAYER]
    if not players or any(len(t) > 1 for t in players):
        return None     # an ambiguous name: the resolution cannot tell whom
    return Draft(ANY_POWER, tuple(t[0] for t in players), None, among)


def _meant(pieces: tuple[Piece, ...]) -> tuple[int, frozenset[str]]:
    """Where a phrase of `MEANT_PHRASES` starts on the line, and the verbs it stands for."""
    folds = [p.fold if isinstance(p, Word) else None for p in pieces]
    for start in range(len(folds)):
        for phrase, verbs in MEANT_PHRASES:
            if tuple(folds[start:start + len(phrase)]) == phrase:
                return start, verbs
    return 0, frozenset()


def _chosen(groups: list[Group], pieces: tuple[Piece, ...]) -> Draft | None:
    """ "je choisis Dorian et Léonie" from Cupidon: "choisir" is the Voleur's, whose power takes
    a card, not players; written with players it names the sender's own power that takes them,
    as "désigner" does (the Voleur himself gets an error: none of his powers takes a player)."""
    if len(groups) != 1 or fold(groups[0].key.written) not in CHOOSE_VERBS \
            or any(kind == PLAYER for kind, _ in groups[0].spec.kinds()):
        return None
    return any_power_draft(pieces, chosen=True)


def _misspelt_keyword(pieces: tuple[Piece, ...], index: NameIndex) -> Problem | None:
    """ "indgo Sam", "alfx": a word very close to a keyword, right before a name (articles
    aside) or alone on the line for a keyword taking no name, is reported, never read as the
    keyword nor dropped as chatter. Participles are narration ("ho indagato", "j'ai choisi")."""
    for n, word in enumerate(pieces):
        if not isinstance(word, Word) or word.filler or len(word.fold) < 4 \
                or word.fold.endswith(_PARTICIPLES) or _after_auxiliary(pieces[:n]):
            continue
        rest = [p for p in pieces[n + 1:] if _counts(p)]
        alone = not any(_counts(p) for p in pieces[:n]) and not rest
        named = bool(rest) and isinstance(rest[0], Ent)
        close = tuple(k for k in index.suggest_keyword(word.text)
                      if (named and index.specs[k].args)
                      or (alone and not _required(index.specs[k])))
        if close:
            spec = index.specs[close[0]]
            return Problem(f'"{word.text}" is no power keyword',
                           f"did you mean {' or '.join(close)}? "
                           f"(canonical form: `{spec.usage()}`)")
    return None


def _after_auxiliary(before: tuple[Piece, ...]) -> bool:
    said = [p for p in before if not isinstance(p, Sep)]
    return bool(said) and isinstance(said[-1], Word) and said[-1].fold in FRENCH_AUXILIARIES


def _counts(piece: Piece) -> bool:
    """A piece that says something: not a separator nor a word around orders."""
    return not isinstance(piece, Sep) and not (isinstance(piece, Word) and piece.filler)


def _required(spec: KeywordSpec) -> int:
    return sum(1 for _, optional in spec.kinds() if not optional)


def _evaluate(group: Group, blanked: str, written: str, index: NameIndex) -> Outcome:
    if any(kind == TEXT for kind, _ in group.spec.kinds()):
        return evaluate_text(group, blanked, written, index)
    return evaluate(group, index)


def _drop_bare(groups: list[Group], outcomes: list[Outcome]) -> list[Outcome]:
    """A keyword standing alone on a line that gives orders is a word, not a power:
    "passo: palantir -> Merry", "Indagine fatta, passo il palantir a Sam"."""
    if not any(o.drafts for o in outcomes):
        return outcomes
    return [Outcome() if o.problem and o.problem.bare else o for o in outcomes]
