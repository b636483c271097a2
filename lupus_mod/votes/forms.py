"""The vote forms: the kinds of vote action, why a form found is talk, the compiled form and
a form found in a text (the grammar, votes/grammar.py, finds them)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Callable, Mapping, Protocol, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.orders.text import ARROW, WEAK, WORD, Token, tokenize
from lupus_mod.votes.names import Resolution

VOTE, UNVOTE, ABSTAIN, ELECT = "vote", "unvote", "abstain", "elect"
# A vote whose sentence names the stake ("pour le bûcher"): the day's poll, on an election day too.
STAKE = "stake"
# An unvote or an abstention whose sentence names the elected title ("je retire mon vote pour
# le capitaine", "Je vote blanc pour le capitaine"): the election's (votes/election.py).
TITLE = "title"


class Polled(Protocol):
    kind: str
    poll: str


def of_election(item: Polled) -> bool:
    """A form (or an action read from one) of the election's poll: an election vote, or an
    unvote or an abstention naming the title."""
    return item.kind == ELECT or item.poll == TITLE
TARGET = "X"   # where the name goes in a vote form
# Why a form found is talk and not the author's declaration.
REPORTED, NEGATED, MENTION, HEDGED, QUESTION = "reported", "negated", "mention", "hedged", "question"
# « nan jme suis trompée »: the words that make a correction say no (corrected_name.CorrectedName._saying_no).
NO_WORDS = ("no", "non", "nan")
# Words the author struck through beside a vote of his own: crossed out, not a vote.
STRUCK_OUT = "struck"
# A decision of the day said in the thread, no vote (votes/day_decisions.py): the Chasseur's
# shot, the Capitaine's heir. Talk for the count, shown to the GM with its record line.
SHOT, HEIR = "shot", "heir"
TALK_REASONS = (REPORTED, NEGATED, MENTION, HEDGED, QUESTION, STRUCK_OUT, SHOT, HEIR)
# An unsure reading: the author's own form, but what it means only the GM can settle.
DOUBT = "doubt"
# Why a doubt is one, where the GM is told (`Found.why`): the vote holds under a condition, on
# either side of it ("Se Grima non risponde voto lui", "voto Grima se non risponde"), which
# only the GM knows held. The grammar's hedges read before a form give it as their kind.
CONDITION = "condition"
# ... or a verb of saying earlier in the clause before the colon ("Mi ha scritto in privato:
# voto Gollum"): the words he was told, or the author's own vote after them.
SAID = "said"
# ... or the author says he has not decided between the names he offers ("voto Merrino oppure
# Pipino, devo ancora decidere"): no vote yet, "none" first offered.
UNDECIDED = "undecided"
# ... or the vote is said and at once unsaid: taken back ("voto Gollum, anzi no aspetto"), a
# joke ("voto Grima (scherzo)"), "or maybe not" ("voto Grima ...o forse no"): "none" first
# offered, the name after it.
RETRACTED = "retracted"
# ... or the condition is contrary to fact ("voto Shelob se potessi"): not cast, "none" first
# offered; after the post's own vote ("voto Gollum e voto anche x Shelob se potessi") it is
# no vote of the post's (one vote each, the earlier stands).
COUNTERFACTUAL = "counterfactual"
# ... or the vote is given for another player named right after it ("voto Grima per Faramiro",
# "voto Gollum per Merrino che non riesce a postare"): a proxy, whose vote only the GM accepts.
ON_BEHALF = "on-behalf"
# ... or an election vote said against its name (« je vote contre Kilian pour capitaine »): no
# vote for him in the election, "none" first offered.
AGAINST = "against"
# ... or a vote said for the second ballot while the day's vote is open (« per il ballottaggio
# io voto Becchino »): the runoff's, or the day's said loosely (votes/runoff_named.py).
FOR_RUNOFF = "runoff"


def as_doubt(reason: str) -> tuple[str, str]:
    """A reason read before a form as the form's (reason, why): a condition, or words said
    before the colon, is a DOUBT that says why."""
    return (DOUBT, reason) if reason in (CONDITION, SAID) else (reason, "")


@dataclass(frozen=True)
class Form:
    """One compiled form: its keyword words, whether a colon may/must follow, whether a name
    does, or comes first ("X è il mio voto": `first`)."""

    kind: str
    words: tuple[str, ...]
    colon: str          # "optional" or "required"
    target: bool
    first: bool = False


@dataclass(frozen=True)
class Found:
    """A vote form found in a text, with where it is (offsets into that text)."""

    kind: str
    start: int
    end: int
    typed: str                          # the words as written, keyword to name
    target: Resolution | None = None    # for votes
    bold: bool = False
    reason: str = ""                    # why it is talk (TALK_REASONS), "" for a declaration
    poll: str = ""                      # STAKE: its sentence names the stake; TITLE (unvotes): the title
    kept: bool = False                  # a vote kept after one taken back: "No, resto su Grima"
    why: str = ""                       # for a doubt, why the GM is asked: CONDITION, or ""
    joined: str = ""                    # a second name joined after the stake's words ("Kilian au bûcher et Isidore")
    unvoted: str = ""                   # for an unvote, the vote it names ("tolgo il voto a Grima")
    rewrites: bool = False              # the form before it, its poll said after its name ("jvote amandine, comme capitaine")
    moves: bool = False                 # a move of his standing vote ("sposto su Gollum"): votes/count.py


def compile_form(kind: str, pattern: str) -> Form:
    """"voto X" → keyword "voto", colon optional, a name follows; "voto: X" → colon required;
    "X è il mio voto" → keyword "è il mio voto", the name before it, opening its sentence."""
    tokens = tokenize(pattern)
    words = [t for t in tokens if t.kind == WORD]
    first = kind in (VOTE, ELECT) and len(words) > 1 and words[0].text == TARGET != words[-1].text
    wants_target = first or (bool(words) and words[-1].text == TARGET)
    if kind in (VOTE, ELECT) and not wants_target:
        raise TallyError(say("vote-forms.no-target", pattern=pattern, target=TARGET), file="game.toml",
                         hint=say("vote-forms.no-target-hint", target=TARGET))
    if kind not in (VOTE, ELECT) and wants_target:
        raise TallyError(say("vote-forms.no-name", kind=kind, pattern=pattern), file="game.toml",
                         hint=say("vote-forms.no-name-hint"))
    keyword = words[1:] if first else words[:-1] if wants_target else words
    if not keyword or any(t.text == TARGET for t in keyword):
        raise TallyError(say("vote-forms.keyword", pattern=pattern, target=TARGET), file="game.toml",
                         hint=say("vote-forms.keyword-hint", target=TARGET))
    # The punctuation between a name written first and its keyword is free ("Nazgul, voto definitivo").
    colon = "required" if not first and any(t.kind == WEAK and t.text == ":" for t in tokens) else "optional"
    return Form(kind, tuple(t.fold for t in keyword), colon, wants_target, first)

_BRACKETS = ("(", ")")


def keyword_end(tokens: Sequence[Token], i: int, form: Form, inserts: AbstractSet[str] = frozenset(),
                named_alone: Callable[[int], bool] | None = None,
                poll: tuple[AbstractSet[str], AbstractSet[str]] = (frozenset(), frozenset()),
                aside: tuple[AbstractSet[str], AbstractSet[str]] = (frozenset(), frozenset())) -> int | None:
    """Index just past the keyword (and its colon) when `form` starts at token i. Words of
    `inserts` may stand between its words: "Il mio voto oggi va a Nazgul". With `named_alone`
    (whether a name ending its clause stands at an index), a comma before such a name stands
    for the colon: "cambio voto, Nazgul", "je change, Isidore". `poll`: the words that may name
    the poll between them too (links, then the poll's own names), one of the latter among them:
    "Mon vote pour le capitaine va à Hortense" (but "je le vote" is no "je vote"). `aside`: the
    words of a bracket of weight before a colon (its words, then its marks, as `poll_aside_end`'s):
    "il mio voto (da sindaco, vale 2) -> Zorg"."""
    after = i
    # "Voto: nessuno per ora", "Voto: bianco": an abstention's words split by the vote's colon.
    skipped = _BRACKETS + (":",) if form.kind == ABSTAIN else _BRACKETS
    for n, word in enumerate(form.words):
        run = after
        while n and after < len(tokens) and (tokens[after].kind == WORD and tokens[after].fold != word
                                             and (tokens[after].fold in inserts or tokens[after].fold in poll[0])
                                             or tokens[after].text in skipped):
            after += 1   # "il mio voto (doppio) passa a Trinity": an insert in brackets
        words = [t for t in tokens[run:after] if t.text not in skipped]
        if any(t.fold not in inserts for t in words) and not any(t.fold in poll[1] for t in words):
            return None
        if after >= len(tokens) or tokens[after].kind != WORD or tokens[after].fold != word:
            return None
        after += 1
    if after < len(tokens) and tokens[after].text == ")" and "(" in (t.text for t in tokens[i:after]):
        after += 1   # « Voix de capi (x2) sur Baptiste »: the bracket the keyword's last word opened, closed
    after = _past_aside_to_colon(tokens, after, aside)
    if after < len(tokens) and (tokens[after].kind == WEAK and tokens[after].text == ":" or tokens[after].kind == ARROW):
        # "[b]Voto:[/b]\nBoromiro": the name below; « Bucher => Isidore »: an arrow as a colon.
        after = past_breaks(tokens, after + 1)
    elif named_alone is not None and after < len(tokens) and tokens[after].text == "," \
            and named_alone(_past_inserts(tokens, after + 1, inserts)):
        # a name with more words after it may be spoken to: "Voto, Nazgul, lo sai"; an insert
        # before it is passed over: "cambio, stavolta Ombroso"
        after = _past_inserts(tokens, after + 1, inserts)
    elif form.colon == "required":
        return None
    # "voto -> Zefiro": an arrow between the keyword and the name is only decoration.
    return after + 1 if after < len(tokens) and tokens[after].kind == ARROW else after


def poll_aside_end(tokens: Sequence[Token], at: int, words: AbstractSet[str], marks: AbstractSet[str]) -> int:
    """Past a bracket at `at` that only says which poll or what weight (« Kilian x2 (voix de
    capitaine) », "Gollum (voto da sindaco)"): its words all `words`, one of them a `marks`
    word; else `at` (« Kilian x2 (mdr non) » stays for the form to end there)."""
    if at >= len(tokens) or tokens[at].text != "(":
        return at
    close = next((k for k in range(at + 1, min(len(tokens), at + 8)) if tokens[k].text == ")"), None)
    inside = tokens[at + 1:close] if close is not None else ()
    if not inside or any(t.kind != WORD or t.fold not in words for t in inside) \
            or not any(t.fold in marks for t in inside):
        return at
    return close + 1


_ASIDE_REACH = 12   # tokens in a bracket between a keyword and its colon: "(da sindaco, vale 2)"


def _past_aside_to_colon(tokens: Sequence[Token], at: int, aside: tuple[AbstractSet[str], AbstractSet[str]]) -> int:
    """Past a bracket at `at` that a colon or an arrow follows and that only weighs the vote:
    "il mio voto (da sindaco, vale 2) -> Zorg", "Voto (doppio): Zorg"; else `at` ("voto (se
    nessuno parla): Zorg" keeps its condition for the form to read)."""
    if at >= len(tokens) or tokens[at].text != "(":
        return at
    close = next((k for k in range(at + 1, min(len(tokens), at + _ASIDE_REACH)) if tokens[k].text in "()"), None)
    if close is None or tokens[close].text != ")" or close + 1 >= len(tokens):
        return at
    words = [t for t in tokens[at + 1:close] if t.kind == WORD]
    if not words or any(t.fold not in aside[0] and not t.fold.isdigit() for t in words) \
            or not any(t.fold in aside[1] for t in words) or any(t.text not in ",x" and t.kind != WORD for t in tokens[at + 1:close]):
        return at
    colon = tokens[close + 1]
    return close + 1 if colon.kind == ARROW or (colon.kind == WEAK and colon.text == ":") else at


def _past_inserts(tokens: Sequence[Token], at: int, inserts: AbstractSet[str]) -> int:
    while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in inserts:
        at += 1
    return at


def starts_form(starting: Mapping[str, tuple[Form, ...]], tokens: Sequence[Token], at: int) -> bool:
    """A form (of `starting`, the forms by their first keyword word) starts at token `at`; not
    one whose name comes first ("X finalement"): in « je vote finalement Léa » the word is a filler."""
    return at < len(tokens) and any(keyword_end(tokens, at, f) is not None
                                    for f in starting.get(tokens[at].fold, ()) if not f.first)


def past_breaks(tokens: Sequence[Token], at: int) -> int:
    """`at` moved past the line breaks there."""
    while at < len(tokens) and tokens[at].text == "\n":
        at += 1
    return at

