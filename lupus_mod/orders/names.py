"""Names of players, items and roles, and keyword forms, found in a line of tokens.

Resolution order for a name: exact > alias > case/accent-insensitive > unique
prefix. The first three are found by scanning the line (`scan`); the prefix, only for a word
left over where an argument is missing (`by_prefix`), so "su" never turns into "Susanna".
"""
from __future__ import annotations

import re

import difflib
from collections.abc import Iterable
from dataclasses import dataclass

from lupus_mod.orders.italian import KEYWORD_PHRASES, NO_NAME_START
from lupus_mod.orders.word_forms import FORUM_ENGLISH, derived_forms, french_forms, synonym_forms
from lupus_mod.orders.model import ITEM, PLAYER, ROLE, KeywordSpec, Vocabulary
from lupus_mod.orders.text import WORD, Token, fold, joins_name, name_words, tokenize, written_small
from lupus_mod.orders.italian import DIMINUTIVE_ENDINGS

# Match quality, best first: the canonical name as written, an alias as written, then either
# with case or accents changed.
EXACT, ALIAS, FOLDED_NAME, FOLDED_ALIAS = range(4)
PHRASE = "phrase"


@dataclass(frozen=True)
class Form:
    """A way a name or a keyword is written, in folded words."""
    kind: str                 # player, item, role, "keyword" or "phrase"
    target: str               # canonical player name, item id, role id, or keyword
    written: str              # the form as the vocabulary spells it
    words: tuple[str, ...]    # folded words
    primary: bool             # the canonical name (not an alias, short name or derived form)


@dataclass(frozen=True)
class Match:
    """A name found on a line: its kind, whom it may be, and where."""
    kind: str
    targets: tuple[str, ...]  # one target, or several when the name is ambiguous
    first: int                # token indices, end exclusive
    end: int


@dataclass(frozen=True)
class Resolution:
    """A word resolved by prefix: exactly one target, or the reason it is not one."""
    target: str | None
    candidates: tuple[str, ...] = ()   # for an ambiguous prefix
    suggestions: tuple[str, ...] = ()  # close names for an unknown word


def _entity_forms(vocab: Vocabulary) -> list[Form]:
    forms = []
    things = tuple((kind, entries, True) for kind, entries in vocab.things)
    for kind, entries, ids_are_names in ((PLAYER, vocab.players, False), (ITEM, vocab.items, True),
                                         (ROLE, vocab.roles, True), *things):
        for target, names in entries:
            # Players are known by their name; items and roles by their names, and by their
            # id as the canonical form writes it (`passo specchio-di-galadriel Sam`).
            written = ((target, *names) if not ids_are_names
                       else (*names[:1], target, *names[1:]))
            for position, name in enumerate(dict.fromkeys(written)):
                words = name_words(name)
                if words:
                    forms.append(Form(kind, target, name, words, position == 0))
                joined = name_words(_APOSTROPHES.sub("", name)) if kind == PLAYER else words
                if joined != words:
                    # "indago Dartagnan": D'Artagnan written without his apostrophe, as
                    # "Nicolo" is Nicolò without his accent (it was an unknown name).
                    forms.append(Form(kind, target, name, joined, False))
    return forms


_APOSTROPHES = re.compile("['’`]")


def _keyword_forms(vocab: Vocabulary) -> tuple[list[Form], list[Form]]:
    """(explicit forms, derived forms) of every keyword; the first keyword listed wins a tie."""
    explicit, derived, seen = [], [], set()
    for spec in vocab.keywords:
        for position, form in enumerate((spec.keyword, *spec.synonyms)):
            words = name_words(form)
            if words and words not in seen:
                seen.add(words)
                explicit.append(Form("keyword", spec.keyword, form, words, position == 0))
    def derive(spec: KeywordSpec, forms: Iterable[str]) -> None:
        for form in forms:
            words = name_words(form)
            if words and words not in seen:
                seen.add(words)
                derived.append(Form("keyword", spec.keyword, form, words, False))
    # A synonym the ruleset lists in the plural is the pack's own word: "uccidiamola" is the
    # wolves' `uccidiamo` (sbrano) before the Assassino's `uccido` said as a pack.
    for spec in vocab.keywords:
        derive(spec, (f for written in spec.synonyms if written.endswith("iamo") for f in synonym_forms(written)))
    for spec in vocab.keywords:
        french = (f for written in (spec.keyword, *spec.synonyms) for f in french_forms(written))
        pack = (f for written in spec.synonyms for f in synonym_forms(written))
        derive(spec, (*derived_forms(spec.keyword), *french, *FORUM_ENGLISH.get(spec.keyword, ()),
                      *KEYWORD_PHRASES.get(spec.keyword, ()), *pack))
    return explicit, derived


# « Montre-moi la carte de Kilian » (the Voyante: "le meneur lui montrera alors la carte"), « la
# meute choisit Maxence »: a phrase of roles.toml said with the other words French players use,
# read as that phrase (its words, folded).
PHRASE_VARIANTS: dict[tuple[str, ...], tuple[str, ...]] = {
    ("connaitre", "la", "carte", "de"): ("montre moi la carte de", "montrez moi la carte de"),
    ("la", "meute", "devore"): ("la meute choisit", "la meute a choisi", "les loups choisissent"),
}


def _phrase_forms(vocab: Vocabulary) -> list[Form]:
    """The phrases of roles.toml ("la vittima è"), each standing for the keyword declaring it,
    and their variants (`PHRASE_VARIANTS`)."""
    return [Form(PHRASE, spec.keyword, written, words, True) for spec in vocab.keywords
            for phrase in spec.phrases
            for written in (phrase, *PHRASE_VARIANTS.get(name_words(phrase), ()))
            if (words := name_words(written))]


class NameIndex:
    """Everything a line can name, looked up by the first folded word."""

    def __init__(self, vocab: Vocabulary) -> None:
        self.specs: dict[str, KeywordSpec] = {s.keyword: s for s in vocab.keywords}
        # The official list, numbered from 1 in the opening post ("indago il n. 7").
        self.listed: tuple[str, ...] = tuple(name for name, _ in vocab.players)
        # A role's name as the GM reads it ("Man in Black J"), never its id.
        self.role_names: dict[str, str] = {rid: names[0] for rid, names in vocab.roles if names}
        # The cards a power taking one is shown (orders.card_place).
        self.offered: tuple[str, ...] = vocab.offered
        # « je regarde le capitaine »: a title, no misspelt player (it offered Capucine).
        self._titles = frozenset(fold(name) for name in vocab.titles)
        self.gm = frozenset(name_words(name) for name in vocab.gm)
        self.entity_forms = _entity_forms(vocab)
        explicit, derived = _keyword_forms(vocab)
        self._entities = _by_first_word(self.entity_forms)
        self._explicit = _by_first_word(explicit)
        self._derived = _by_first_word(derived)
        self._phrases = _by_first_word(_phrase_forms(vocab))
        # Chatter repeats its words line after line: each is compared with the keywords once.
        self._keyword_forms: dict[str, str] | None = None
        self._close_keywords: dict[str, tuple[str, ...]] = {}

    def entities_at(self, line: str, tokens: tuple[Token, ...], i: int) -> list[Match]:
        """The longest names starting at token i, one match per kind (ambiguity kept)."""
        found = _longest(self._entities, line, tokens, i)
        by_kind: dict[str, list[tuple[int, str]]] = {}
        for form, end in found:
            quality = _quality(form, line, tokens, i, end)
            by_kind.setdefault(form.kind, []).append((quality, form.target))
        matches = []
        end = _end_of(found)
        for kind, ranked in by_kind.items():
            best = min(q for q, _ in ranked)
            targets = tuple(dict.fromkeys(t for q, t in ranked if q == best))
            matches.append(Match(kind, targets, i, end))
        return matches

    def alias_only_at(self, line: str, tokens: tuple[Token, ...], i: int) -> bool:
        """The name at token i is a player's alias only, none of his name (Galadriella's "Gala"),
        and is written small: a word of the language as well ("dopo il gala")."""
        found = _longest(self._entities, line, tokens, i)
        return bool(found) and all(f.kind == PLAYER and not f.primary for f, _ in found) \
            and written_small(tokens, i, _end_of(found))

    def keyword_at(self, line: str, tokens: tuple[Token, ...], i: int,
                   *, derived: bool) -> Match | None:
        """The keyword form starting at token i: explicit forms, or derived ones if asked."""
        table = self._derived if derived else self._explicit
        found = _longest(table, line, tokens, i)
        if not found:
            return None
        form, end = found[0]
        return Match("keyword", (form.target,), i, end)

    def phrase_at(self, line: str, tokens: tuple[Token, ...], i: int) -> Match | None:
        """The longest phrase starting at token i, with the keywords of the powers declaring
        it (folded words: "La vittima e" is "la vittima è")."""
        found = _longest(self._phrases, line, tokens, i)
        if not found:
            return None
        return Match(PHRASE, tuple(dict.fromkeys(f.target for f, _ in found)), i, found[0][1])

    def by_prefix(self, word: str, kind: str, common: bool = False) -> Resolution:
        """A left-over word read as the unique prefix of a name of this kind; never a common
        word of a player's text (« ça » is not Capucine), unless `common`: the GM's own header
        (`## Sa`) is no player's word."""
        folded = fold(word)
        if folded in NO_NAME_START and not common:
            return Resolution(None)
        forms = [f for f in self.entity_forms if f.kind == kind]
        hits = tuple(dict.fromkeys(f.target for f in forms if " ".join(f.words).startswith(folded)))
        if len(hits) == 1:
            return Resolution(hits[0])
        if hits:
            return Resolution(None, candidates=hits)
        return Resolution(None, suggestions=self.suggest(word, kind))

    def suggest(self, word: str, kind: str) -> tuple[str, ...]:
        """Names of this kind close to a word, for "did you mean"; none for a title's name."""
        if fold(word) in self._titles:
            return ()
        # Whole names and each word of a longer one: "Oscr" is close to "Lady Oscar".
        targets: dict[str, str] = {}
        for form in (f for f in self.entity_forms if f.kind == kind):
            for written in (" ".join(form.words), *form.words):
                targets.setdefault(written, form.target)
        close = difflib.get_close_matches(fold(word), list(targets), n=5, cutoff=0.6)
        return tuple(dict.fromkeys(targets[c] for c in close))[:3]

    def near(self, word: str, kind: str) -> tuple[str, ...]:
        """Names of this kind a word of four letters or more surely means: the one it is the
        start of ("boromir", "becchin"), else those it is one letter off ("nazgull", "eowina").
        Stricter than `suggest`, which a word standing where no name is awaited would match
        with common words ("allora" is not Aragorno)."""
        folded = fold(word)
        if len(folded) < 4:
            return ()
        begun = self.by_prefix(word, kind).target
        if begun:
            return (begun,)
        forms = (f for f in self.entity_forms if f.kind == kind)
        # "Farramirro": a letter doubled or undoubled, as often typed, is the same name; so is
        # a "y" for an "i" (« kylian » is Kilian: its settle line was left "regarde <joueur>").
        squeezed = re.sub(r"(.)\1+", r"\1", folded)
        return tuple(dict.fromkeys(f.target for f in forms for written in (" ".join(f.words), *f.words)
                                   if one_letter_off(folded, written) or _diminutive(folded, written)
                                   or _i_for_y(folded, written)
                                   or squeezed == re.sub(r"(.)\1+", r"\1", written)))

    def suggest_keyword(self, word: str) -> tuple[str, ...]:
        """Keywords a misspelt word is very close to ("indgo" → indago, "alfx" → alfa), for
        "did you mean". A form of four letters is close only to a word that differs by one
        letter after the same first two ("tirx" → tire): shorter words are too common."""
        folded = fold(word)
        known = self._close_keywords.get(folded)
        if known is not None:
            return known
        if self._keyword_forms is None:
            self._keyword_forms = {" ".join(f.words): f.target for table in (self._explicit, self._derived)
                                   for group in table.values() for f in group if len(f.written) >= 4}
        forms = self._keyword_forms
        longer = [f for f in forms if len(f) >= 5]
        close = difflib.get_close_matches(folded, longer, n=3, cutoff=0.8)
        # "protex", "indag": a form cut short or given a slang ending keeps its first five
        # letters, which no common word shares with a keyword form of six or more.
        close += [f for f in longer if len(folded) >= 5 and len(f) >= 6 and f[:5] == folded[:5]
                  and f not in close][:3]
        close += [f for f in forms if len(f) == 4 and one_letter_off(folded, f)]
        found = self._close_keywords[folded] = tuple(dict.fromkeys(forms[c] for c in close))
        return found

    def resolve_sender(self, name: str) -> Resolution:
        """The player a message header names: the whole header, not a word of it. A header
        holding a control character ("Frodino\x1b[31m", which a terminal draws as Frodino in
        red) names nobody: the words read between escapes would take it for the player."""
        if any(ord(c) < 32 and c != "\t" or 127 <= ord(c) < 160 for c in name):
            return Resolution(None)
        words = name_words(name)
        players = [f for f in self.entity_forms if f.kind == PLAYER]
        for primary in (True, False):
            exact = {f.target for f in players
                     if f.written == name.strip() and f.primary == primary}
            if len(exact) == 1:
                return Resolution(exact.pop())
        same = tuple(dict.fromkeys(f.target for f in players if f.words == words))
        if len(same) == 1:
            return Resolution(same[0])
        if same:
            return Resolution(None, candidates=same)
        if not words:
            return Resolution(None)
        return self.by_prefix(" ".join(words), PLAYER, common=True)


def _i_for_y(word: str, form: str) -> bool:
    """The same name, or one letter off, once each "y" is read as an "i"."""
    word, form = word.replace("y", "i"), form.replace("y", "i")
    return word == form or one_letter_off(word, form)


def one_letter_off(word: str, form: str) -> bool:
    """One letter changed, added, dropped or swapped with its neighbour, after the same first
    two letters."""
    if word == form or word[:2] != form[:2] or abs(len(word) - len(form)) > 1:
        return False
    if len(word) == len(form):
        diffs = [n for n, (a, b) in enumerate(zip(word, form)) if a != b]
        return len(diffs) == 1 or (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                                   and word[diffs[0]] == form[diffs[1]]
                                   and word[diffs[1]] == form[diffs[0]])
    short, long = sorted((word, form), key=len)
    return any(long[:n] + long[n + 1:] == short for n in range(len(long)))


def _by_first_word(forms: list[Form]) -> dict[str, list[Form]]:
    table: dict[str, list[Form]] = {}
    for form in forms:
        table.setdefault(form.words[0], []).append(form)
    return table


def _matches_at(form: Form, line: str, tokens: tuple[Token, ...], i: int) -> int | None:
    """The end token index when the form's words stand at token i, else None."""
    end = i + len(form.words)
    if end > len(tokens):
        return None
    span = tokens[i:end]
    if any(t.kind != WORD for t in span) or tuple(t.fold for t in span) != form.words:
        return None
    if any(not joins_name(line, a, b) for a, b in zip(span, span[1:])):
        return None
    return end


def _longest(table: dict[str, list[Form]], line: str, tokens: tuple[Token, ...],
             i: int) -> list[tuple[Form, int]]:
    """Forms standing at token i that cover the most words ("Lady Oscar" over "Lady")."""
    if tokens[i].kind != WORD:
        return []
    found = [(f, end) for f in table.get(tokens[i].fold, ())
             if (end := _matches_at(f, line, tokens, i)) is not None]
    if not found:
        return []
    longest = _end_of(found)
    return [(f, end) for f, end in found if end == longest]


def _end_of(found: list[tuple[Form, int]]) -> int:
    return max((end for _, end in found), default=0)


def _quality(form: Form, line: str, tokens: tuple[Token, ...], i: int, end: int) -> int:
    written = [t.text for t in tokenize(form.written) if t.kind == WORD]
    as_written = [t.text for t in tokens[i:end]] == written
    if as_written:
        return EXACT if form.primary else ALIAS
    return FOLDED_NAME if form.primary else FOLDED_ALIAS


def arrow_spec(index: NameIndex) -> KeywordSpec | None:
    """The power an arrow stands for: the first whose arguments are an item then a player."""
    for spec in index.specs.values():
        if spec.args == (ITEM, PLAYER):
            return spec
    return None




def _diminutive(word: str, name: str) -> bool:
    stem = name[:-1] if name[-1:] in "aeiou" else name
    return len(stem) >= 3 and any(word == stem + ending for ending in DIMINUTIVE_ENDINGS)
