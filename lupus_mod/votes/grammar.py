"""The vote grammar: which words in a post are a vote, an unvote or an abstention.

Players vote with a few fixed forms ("voto Zefiro", "[b]Voto: Cassandra[/b]", "rogo Morgana",
"tolgo il voto", "mi astengo") and talk about votes all day long in sentences that contain the
same words. A form counts only where it is a declaration, so these are talk, not votes:

- another word for the keyword: "ieri ho votato Sam", "Votate Zefiro", "Io resto su Zefiro";
- the keyword used as a noun, right after an article, a possessive or a preposition, unless a
  colon follows it: "Confermo il mio voto su Zefiro", "un voto a caso", "sul rogo Brigante"
  (but "Il mio voto: Zefiro" is a vote);
- negated: "Io per ora non voto", "non mi astengo";
- conditional, with a hedge earlier in the same sentence: "Se non spiega, voto lui";
- a question: "voto Zefiro?";
- quoted as an example: «voto Nome» (opening quotation mark right before the keyword);
- a recount line naming whose vote it is: "Totò: voto Brigante";
- a name nobody has, after a plain keyword: "voto lui", "voto a caso". After a colon or in
  bold ("Voto: Pippo") it is reported as an unknown name instead, for the GM to look at.

Every list is a setting of `[votes]` in game.toml; docs/tally.md describes them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from lupus_mod.errors import TallyError
from lupus_mod.orders.text import ARROW, STRONG, WEAK, WORD, Token, fold, joins_name, tokenize
from lupus_mod.votes.names import AMBIGUOUS, UNKNOWN, Resolution, Roster

VOTE, UNVOTE, ABSTAIN = "vote", "unvote", "abstain"
TARGET = "X"   # where the name goes in a vote form

DEFAULT_VOTE = ("voto X", "voto: X", "rogo X", "vote X", "vote: X", "il mio voto va X")
DEFAULT_UNVOTE = ("tolgo il voto", "ritiro il voto", "tolgo il mio voto", "ritiro il mio voto",
                  "tolgo voto", "ritiro voto", "unvote")
DEFAULT_ABSTAIN = ("mi astengo", "astensione")
DEFAULT_NEGATIONS = ("non", "mai", "senza", "nessun", "not", "never", "without")
# A form right after an opening quotation mark is quoted as an example: «voto Nome».
OPENING_QUOTES = "«“\"‘„"
# Right before a keyword these make it a noun: "il voto", "mio voto", "sul rogo", "al rogo".
DEFAULT_TALK_BEFORE = (
    "il", "l", "lo", "un", "uno", "una", "del", "dello", "dell", "al", "allo", "all",
    "dal", "nel", "sul", "col", "mio", "mia", "tuo", "tua", "suo", "sua", "nostro", "vostro",
    "loro", "quel", "quello", "questo", "ogni", "di", "a", "da", "in", "con", "su", "per", "tra",
    "fra", "primo", "ultimo", "proprio", "cambiato", "dato", "messo", "tolto", "spostato",
    "ritirato", "the", "my", "your", "his", "her", "their", "our", "an",
)
# Earlier in the same sentence these make it a hypothesis: "Se entro stasera..., voto lui".
DEFAULT_HEDGES = ("se", "forse", "magari", "probabilmente", "potrei", "dovrei", "domani",
                  "if", "maybe", "perhaps", "probably", "might", "would", "could", "tomorrow")
# Between a hedge and the keyword these start a main clause: "Non so se è lupo, ma voto Zefiro".
DEFAULT_HEDGE_ENDS = ("ma", "però", "comunque", "quindi", "dunque", "intanto", "but", "anyway",
                      "however", "so")
# Between the keyword and a name that follows them: "voto anch'io Zefiro", "voto contro Zefiro",
# "voto per Zefiro", "il mio voto va a Zefiro". Only skipped when the words themselves are no name.
DEFAULT_FILLERS = ("anche", "anch", "io", "pure", "sempre", "ancora", "contro", "per", "a", "su",
                   "di", "nuovo", "for", "against")
# "voto Zefiro o Anna": two players joined by one of these is not one vote (ambiguous), and
# with a question mark ("voto Zefiro o Anna?") it is a question.
DEFAULT_ALTERNATIVES = ("o", "oppure", "e", "or", "and")
MAX_FILLERS = 3


@dataclass(frozen=True)
class Form:
    """One compiled form: its keyword words, whether a colon may/must follow, whether a name does."""

    kind: str
    words: tuple[str, ...]
    colon: str          # "optional" or "required"
    target: bool


@dataclass(frozen=True)
class Found:
    """A vote form found in a text, with where it is (offsets into that text)."""

    kind: str
    start: int
    end: int
    typed: str                          # the words as written, keyword to name
    target: Resolution | None = None    # for votes
    bold: bool = False


@dataclass(frozen=True)
class Grammar:
    vote: tuple[str, ...] = DEFAULT_VOTE
    unvote: tuple[str, ...] = DEFAULT_UNVOTE
    abstain: tuple[str, ...] = DEFAULT_ABSTAIN
    bold_only: bool = False
    spoilers_count: bool = False
    negations: tuple[str, ...] = DEFAULT_NEGATIONS
    talk_before: tuple[str, ...] = DEFAULT_TALK_BEFORE
    hedges: tuple[str, ...] = DEFAULT_HEDGES
    hedge_ends: tuple[str, ...] = DEFAULT_HEDGE_ENDS
    fillers: tuple[str, ...] = DEFAULT_FILLERS
    alternatives: tuple[str, ...] = DEFAULT_ALTERNATIVES
    forms: tuple[Form, ...] = field(init=False, repr=False, compare=False)
    folded: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    # The forms by their first keyword word, in the same order: a token starts only those.
    starting: dict[str, tuple[Form, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        forms = [compile_form(VOTE, p) for p in self.vote]
        forms += [compile_form(UNVOTE, p) for p in self.unvote]
        forms += [compile_form(ABSTAIN, p) for p in self.abstain]
        # Longest keyword first, so "tolgo il voto" is tried before "voto X" at the same word.
        forms.sort(key=lambda f: (-len(f.words), f.colon != "required"))
        object.__setattr__(self, "forms", tuple(forms))
        starting: dict[str, list[Form]] = {}
        for form in forms:
            starting.setdefault(form.words[0], []).append(form)
        object.__setattr__(self, "starting", {w: tuple(f) for w, f in starting.items()})
        # Words are compared folded, as tokens are: "però" in a list matches "pero" and "Però".
        lists = {"negations": self.negations, "talk_before": self.talk_before,
                 "hedges": self.hedges, "hedge_ends": self.hedge_ends, "fillers": self.fillers,
                 "alternatives": self.alternatives}
        object.__setattr__(self, "folded", {k: frozenset(map(fold, v)) for k, v in lists.items()})

    def scan(self, text: str, roster: Roster, bold: Sequence[bool] | None = None) -> tuple[Found, ...]:
        """Every vote form in `text`, in order. `bold[i]` says whether character i is bold."""
        tokens = tokenize(text)
        found: list[Found] = []
        i = 0
        while i < len(tokens):
            hit = self._match(text, tokens, i, roster, bold)
            if hit is None:
                i += 1
                continue
            item, next_i = hit
            if item is not None:
                found.append(item)
            i = next_i
        return tuple(found)

    def _match(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
               bold: Sequence[bool] | None) -> tuple[Found | None, int] | None:
        for form in self.starting.get(tokens[i].fold, ()) if tokens[i].kind == WORD else ():
            after = _keyword_end(tokens, i, form)
            if after is None:
                continue
            has_colon = any(t.text == ":" for t in tokens[i + len(form.words):after])
            if (_quoted(text, tokens[i].start) or self._is_talk(tokens, i, has_colon)
                    or _reported(text, tokens, i, roster)):
                return None, after
            return self._complete(text, tokens, i, after, form, has_colon, roster, bold)
        return None

    def _complete(self, text: str, tokens: Sequence[Token], i: int, after: int, form: Form,
                  has_colon: bool, roster: Roster,
                  bold: Sequence[bool] | None) -> tuple[Found | None, int]:
        target: Resolution | None = None
        end = after
        if form.target:
            found = self._target(text, tokens, after, roster)
            if found is None:
                return None, after
            target, end = found
            other = self._alternative(text, tokens, end, roster) if target.ok else None
            if other is not None:
                second, end = other
                if _is_question(tokens, end):
                    return None, end   # "voto Zefiro o Anna?": asking the village
                names = tuple(dict.fromkeys(n for n in (target.name, second.name) if n))
                typed = text[tokens[after].start:tokens[end - 1].end]
                target = Resolution(typed, AMBIGUOUS, candidates=names)
        start, stop = tokens[i].start, tokens[end - 1].end
        is_bold = bool(bold) and any(bold[start:stop])
        if _is_question(tokens, end):
            return None, end
        if target is not None and target.how == UNKNOWN and not (has_colon or is_bold):
            return None, after   # "voto lui", "voto a caso": talk
        return Found(form.kind, start, stop, text[start:stop], target, is_bold), end

    def _target(self, text: str, tokens: Sequence[Token], at: int,
                roster: Roster) -> tuple[Resolution, int] | None:
        """The name after the keyword and the index past it; filler words ("anch'io",
        "contro", "per") before it are skipped when they are not themselves a name."""
        words = _name_tokens(text, tokens, at, roster.max_words + 1)
        if not words:
            return None
        target, used = roster.match_start([t.fold for t in words], [t.text for t in words])
        start = at
        while (start - at < MAX_FILLERS and start < len(tokens) and tokens[start].kind == WORD
               and tokens[start].fold in self.folded["fillers"]):
            start += 1
        if target.ok or start == at:
            return target, at + used
        rest = _name_tokens(text, tokens, start, roster.max_words + 1)
        if rest:
            later, n = roster.match_start([t.fold for t in rest], [t.text for t in rest])
            if later.how != UNKNOWN:
                return later, start + n
        return target, at + used

    def _alternative(self, text: str, tokens: Sequence[Token], end: int,
                     roster: Roster) -> tuple[Resolution, int] | None:
        """A second player offered as an alternative right after the name: "Zefiro o Anna",
        "Zefiro e Totò", "Zefiro/Anna"; None when there is none."""
        at = end
        if at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["alternatives"]:
            at += 1
        elif not (0 < at < len(tokens) and text[tokens[at - 1].end:tokens[at].start].strip() == "/"):
            return None
        words = _name_tokens(text, tokens, at, roster.max_words + 1)
        if not words:
            return None
        second, used = roster.match_start([t.fold for t in words], [t.text for t in words])
        return (second, at + used) if second.ok else None

    def _is_talk(self, tokens: Sequence[Token], i: int, has_colon: bool) -> bool:
        before = tokens[i - 1] if i > 0 else None
        if before is not None and before.kind == WORD:
            if before.fold in self.folded["negations"]:
                return True
            if before.fold in self.folded["talk_before"] and not has_colon:
                return True
        return self._hedged(tokens, i)

    def _hedged(self, tokens: Sequence[Token], i: int) -> bool:
        for token in reversed(tokens[:i]):
            if token.kind == STRONG or (token.kind == WEAK and token.text in ":\n"):
                return False
            if token.kind == WORD and token.fold in self.folded["hedge_ends"]:
                return False
            if token.kind == WORD and token.fold in self.folded["hedges"]:
                return True
        return False


def compile_form(kind: str, pattern: str) -> Form:
    """"voto X" → keyword "voto", colon optional, a name follows; "voto: X" → colon required."""
    tokens = tokenize(pattern)
    words = [t for t in tokens if t.kind == WORD]
    wants_target = bool(words) and words[-1].text == TARGET
    if kind == VOTE and not wants_target:
        raise TallyError(f"vote form \"{pattern}\" has no {TARGET} for the name", file="game.toml",
                         hint=f"write it like \"voto {TARGET}\": {TARGET} stands for the name, at the end")
    if kind != VOTE and wants_target:
        raise TallyError(f"{kind} form \"{pattern}\" cannot name a player", file="game.toml",
                         hint="only [votes] vote forms take a name")
    keyword = words[:-1] if wants_target else words
    if not keyword or any(t.text == TARGET for t in keyword):
        raise TallyError(f"form \"{pattern}\" must start with its keyword words", file="game.toml",
                         hint=f"{TARGET} may only be the last word")
    colon = "required" if any(t.kind == WEAK and t.text == ":" for t in tokens) else "optional"
    return Form(kind, tuple(t.fold for t in keyword), colon, wants_target)


def _keyword_end(tokens: Sequence[Token], i: int, form: Form) -> int | None:
    """Index just past the keyword (and its colon) when `form` starts at token i."""
    n = len(form.words)
    window = tokens[i:i + n]
    if len(window) < n or any(t.kind != WORD or t.fold != w for t, w in zip(window, form.words)):
        return None
    after = i + n
    if after < len(tokens) and tokens[after].kind == WEAK and tokens[after].text == ":":
        after += 1
    elif form.colon == "required":
        return None
    # "voto -> Zefiro": an arrow between the keyword and the name is only decoration.
    return after + 1 if after < len(tokens) and tokens[after].kind == ARROW else after


def _name_tokens(text: str, tokens: Sequence[Token], at: int, limit: int) -> list[Token]:
    """The words that may form a name at `at`: joined by spaces, dots, dashes or underscores."""
    words: list[Token] = []
    for token in tokens[at:at + limit]:
        if token.kind != WORD or (words and not joins_name(text, words[-1], token)):
            break
        words.append(token)
    return words


def _reported(text: str, tokens: Sequence[Token], i: int, roster: Roster) -> bool:
    """A line "Totò: voto Brigante" reports someone's vote (a recount), it is not one."""
    if i < 2 or tokens[i - 1].text != ":":
        return False
    first = i - 1
    while first > 0 and tokens[first - 1].kind == WORD:
        first -= 1
    if first > 0 and tokens[first - 1].text != "\n":
        return False
    label = text[tokens[first].start:tokens[i - 2].end]
    return roster.resolve(label).how in ("exact", "alias")


def _quoted(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t")
    return bool(before) and before[-1] in OPENING_QUOTES


def _is_question(tokens: Sequence[Token], end: int) -> bool:
    return end < len(tokens) and tokens[end].kind == STRONG and "?" in tokens[end].text
