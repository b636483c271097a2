"""Names a line sets aside: left out ("sfido chiunque tranne Boromiro", "je regarde n'importe qui
sauf Baptiste"), in the order's reason ("indago Ululone perché Zanna ha difeso Bacco") or reached
through another player ("sfido l'amico di Boromiro", "indago chi ha
votato contro Becchino", "je regarde celui qui a voté contre Kilian").

Neither is the order's target, though a name stands after the keyword: read as one, the order
would fall on the player the sender spares or only speaks of. `orders.scan` makes each span one
word that is no name; a line left with no target is an error or a doubt (docs/orders.md).
Pure: the line's tokens in, the end of the span (a token index) out. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.italian import AS_WORDS
from lupus_mod.orders.italian import (ARTICLES, CORRECTIONS, EPITHET_LEADS, EXCEPT, EXCEPT_AFTER_ANYONE, FEMININE_ARTICLES,
                                      FILLERS, FRENCH_ARTICLES, MASCULINE_ARTICLES, OF_LINKS, RELATIVE_LEADS,
                                      ORDINALS, RELATIVE_PRONOUNS, RELATIVES, TARGET_LINKS, YOUR_CHOICE)
from lupus_mod.orders.model import PLAYER, ROLE
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text import STRONG, WEAK, WORD, Token

_EXCEPT_FIRST = frozenset(words[0] for words in EXCEPT | EXCEPT_AFTER_ANYONE)
# "tranne Boromiro e Grima", "sauf Baptiste et Léa": more names left out with them.
_AND = frozenset({"e", "ed", "et"})


def left_out(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
             after_anyone: bool) -> int | None:
    """ "tranne Boromiro", "sauf Baptiste et Josephine", "tranne il bosco" (`after_anyone`: the
    word before is one of "anyone", where "salvo" leaves out too): the end of the except word
    and its names; None where no name follows ("tranne se muore")."""
    if tokens[i].fold not in _EXCEPT_FIRST:
        return None
    forms = EXCEPT | (EXCEPT_AFTER_ANYONE if after_anyone else frozenset())
    words = next((w for w in forms if tuple(t.fold for t in tokens[i:i + len(w)]) == w), None)
    if words is None:
        return None
    end = last = i + len(words)
    while True:
        while end < len(tokens) and tokens[end].fold in TARGET_LINKS:
            end += 1
        names = index.entities_at(line, tokens, end) if end < len(tokens) else []
        if not names:
            break
        last = end = max(m.end for m in names)
        if not (end < len(tokens) and tokens[end].fold in _AND):
            break
        end += 1
    return last if last > i + len(words) else None


def described(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
              whoever: bool) -> int | None:
    """ "amico di Boromiro", "quello che ieri ha accusato Boromiro", "le loup qui a voté Kilian" (`whoever`: right after a
    keyword, where "chi"/"qui" alone leads the clause too): the end of the description when it
    names someone; None otherwise ("lo spirito di Ombroso" is no description)."""
    fold = tokens[i].fold
    after = tokens[i + 1].fold if i + 1 < len(tokens) else ""
    if fold in RELATIVES and after in OF_LINKS:
        names = index.entities_at(line, tokens, i + 2) if i + 2 < len(tokens) else []
        return max(m.end for m in names) if names else None
    if after in OF_LINKS and i + 2 < len(tokens) and _unknown_noun(line, tokens, i, index) \
            and tokens[i - 1].fold not in EPITHET_LEADS:
        names = [m for m in index.entities_at(line, tokens, i + 2) if m.kind == PLAYER]
        return max(m.end for m in names) if names else None
    if fold in RELATIVE_LEADS and after in RELATIVE_PRONOUNS:
        return _clause_naming(line, tokens, i + 1, index)
    if after in RELATIVE_PRONOUNS and _unknown_noun(line, tokens, i, index):
        # "indago il lupo che ha votato Grimaldo per ultimo": a noun the clause after it
        # describes, as "quello che" does; Grimaldo is no target.
        return _clause_naming(line, tokens, i + 1, index)
    # "j'empoisonne le loup qui a voté Kilian": a role described by what its holder did.
    role = max((m.end for m in index.entities_at(line, tokens, i) if m.kind == ROLE), default=None)
    if role is not None and role < len(tokens) and tokens[role].fold in RELATIVE_PRONOUNS:
        return _clause_naming(line, tokens, role, index)
    if whoever:
        # "resuscito chi muore stanotte": described, named or not.
        return _clause_naming(line, tokens, i + 1, index) or _clause_end(tokens, i + 1)
    return None


# "prevedo la morosa di Sam", "la tipa di Sam": a noun the reading does not know, after an article
# and before "di" and a player, reaches another player through him as RELATIVES do (Rosie, never
# Samvise). The nouns of what is a player's own name him: "vado a casa di Sam" (orders.bare's
# visit), "indago il ruolo di Sam", "lo spirito di Ombroso", "prevedo la morte di Merry", "scruto
# nel cuore di Nico", "succhio il sangue di Luna", « la carte de Léonie »; the bag the
# Borseggiatore searches ("frugo nella borsa di delia", "stasera tocca alle tasche di Enzo"); the
# aura the Veggente and the Mago read ("voglio l'aura di Zanna", "il colore di Becchino").
OWN_NOUNS = frozenset("""
    casa tenda stanza camera porta ruolo carta spirito anima corpo cadavere vita pelle posto nome voto
    morte cuore sangue mente testa gola collo destino futuro sorte identita segreto segreti sogni
    borsa borse borsetta borsello tasca tasche zaino sacca saccoccia aura colore
    maison chambre porte role carte esprit ame corps cadavre vie peau place nom vote
    mort coeur sang tete gorge cou destin avenir sort identite secret secrets reves sac poche poches
""".split())
_NOUN_ARTICLES = ARTICLES | MASCULINE_ARTICLES | FEMININE_ARTICLES | FRENCH_ARTICLES


def _unknown_noun(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex) -> bool:
    """The word at `i` is a noun after an article that is no name, keyword or word around orders."""
    fold = tokens[i].fold
    return i > 0 and tokens[i - 1].fold in _NOUN_ARTICLES and fold not in FILLERS | OWN_NOUNS \
        and not index.entities_at(line, tokens, i) and not index.keyword_at(line, tokens, i, derived=True)


# "indago Ululone perché ieri Zanna ha difeso Bacco": after an order and its target, the reason;
# "indago Lupetto, anche se Nuvola mi sembra più losco": a concession, no second target either.
BECAUSE = frozenset({"perche", "xche", "xke", "xk", "poiche", "siccome", "car", "puisque"})
# "indago Lupetto come ieri ho fatto con Chupa": what he did the night before, likened to
# tonight's order, names no owl's recipient (Chupa was read as one, in silence).
_BECAUSE_PAIRS = frozenset({("anche", "se"), ("pure", "se"), ("visto", "che"), ("dato", "che"),
                            ("meme", "si"), ("parce", "que"), ("parce", "qu"), ("vu", "que"),
                            ("come", "ieri"), ("comme", "hier")})


def reason(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex) -> int | None:
    """ "perché ieri Zanna ha difeso Bacco", "anche se Nuvola mi sembra più losco" right after
    an order's target: the end of the reason's clause when it names someone (its names are
    the reason's, never a second target); None otherwise. Only a player makes it one: in
    "rapisco Wyatt xké secondo me è il cowboy" the reason holds the role the order takes."""
    pair = (tokens[i].fold, tokens[i + 1].fold) if i + 1 < len(tokens) else None
    start = i + 1 if tokens[i].fold in BECAUSE else i + 2 if pair in _BECAUSE_PAIRS else None
    return None if start is None else _clause_naming(line, tokens, start, index, PLAYER)


# "salvo anche lei come dice Chupa", "sbraniamo Bacco come ha detto Corvonero", « je sauve Léa
# comme dit Isidore »: the player named after "as … says" is whom the sender agrees with, the
# order's source, never its target (the verb may come with "mi", "anche", "l'a").
_SAYING = frozenset({"dice", "dicono", "diceva", "detto", "vuole", "vogliono", "voleva", "propone",
                     "proposto", "suggerisce", "suggerito", "consiglia", "consigliato", "scrive", "scritto",
                     "dit", "veut", "veulent", "voulait", "propose", "suggere", "ecrit"})
_SAYING_GLUE = frozenset({"mi", "ci", "ha", "hanno", "aveva", "anche", "pure", "giustamente",
                          "m", "l", "a", "ont", "avait", "aussi"})


def as_said(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex) -> int | None:
    """ "come dice Chupa", "come mi ha detto anche Chupa", « comme dit Isidore » starting at `i`:
    the end of the words and the player they name; None otherwise ("come detto prima")."""
    if tokens[i].fold not in AS_WORDS:
        return None
    end = i + 1
    while end < len(tokens) and tokens[end].fold in _SAYING | _SAYING_GLUE:
        end += 1
    said = any(t.fold in _SAYING for t in tokens[i + 1:end])
    names = [m for m in index.entities_at(line, tokens, end) if m.kind == PLAYER] \
        if (said or _likened(line, tokens, i, index)) and end < len(tokens) else []
    last = max((m.end for m in names), default=None)
    if last is not None and not said and last < len(tokens) and tokens[last].kind == WORD:
        return None     # "attacco Guido come Enzo ha detto" is "as … says", read above
    return last


def _likened(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex) -> bool:
    """ "attacco Guido come Enzo": "like" right after a name already said, then a player ending
    the clause: the mate the sender does as, never a second target (it stopped: two players)."""
    return tokens[i].fold in AS_WORDS and any(m.end == i for j in range(max(0, i - 3), i)
                                              for m in index.entities_at(line, tokens, j))


# « Josephine et moi on dévore Hortense », "Zanna e io sbraniamo Quercia": a mate named with
# the sender, the subject of the pack's order, never its target.
_AND_ME = frozenset({("et", "moi"), ("e", "io"), ("ed", "io")})


def with_me(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex) -> int | None:
    """The end of a player's name and "and me" starting at `i`, the pack's "we" or its keyword
    right after; None otherwise (Cupidon's « j'unis Dorian et moi », « Dorian et moi seront
    amoureux » name the lovers)."""
    end = max((m.end for m in index.entities_at(line, tokens, i) if m.kind == PLAYER), default=None)
    if end is None or end + 2 >= len(tokens) or (tokens[end].fold, tokens[end + 1].fold) not in _AND_ME:
        return None
    acts = tokens[end + 2].fold in _WE or index.keyword_at(line, tokens, end + 2, derived=False)
    return end + 2 if acts else None


_WE = frozenset({"on", "nous", "noi"})


def your_choice(tokens: tuple[Token, ...], i: int) -> int | None:
    """ "a chi vuoi tu", "qui vous voulez": the end of the words leaving the target to the GM
    (the clause they stand in: "a chi vuoi tu master"); None if none starts at `i`."""
    if not any(tuple(t.fold for t in tokens[i:i + len(w)]) == w for w in YOUR_CHOICE):
        return None
    return _clause_end(tokens, i)


def _clause_naming(line: str, tokens: tuple[Token, ...], start: int, index: NameIndex,
                   kind: str | None = None) -> int | None:
    """The end of the clause from `start` (at a comma, a stop or a correction word) when a
    name (of that `kind`, if given) stands in it, else None."""
    named = None
    n = start
    for n in range(start, len(tokens)):
        if tokens[n].kind in (STRONG, WEAK) or tokens[n].fold in CORRECTIONS:
            break
        found = [m for m in index.entities_at(line, tokens, n) if kind is None or m.kind == kind]
        if found:
            named = max(m.end for m in found)
    else:
        n = len(tokens)
    # "quello che ha votato Grimaldo per primo, cioè Nazgul": the clause's words after its last
    # name are its own too ("per primo" is no misspelt name of a second target).
    return None if named is None else max(named, _words_end(tokens, named, n))


def _words_end(tokens: tuple[Token, ...], start: int, end: int) -> int:
    """`end` where the tokens from `start` to it are plain words (ordinals, adverbs), else `start`."""
    return end if all(tokens[k].fold in ORDINALS | _CLAUSE_TAILS for k in range(start, end)) else start


# "per primo", "per ultimo", "ieri", "oggi": the tail of a relative clause after its name.
_CLAUSE_TAILS = frozenset({"per", "ultimo", "ultima", "ieri", "oggi", "stamattina", "pour", "en",
                           "dernier", "derniere", "hier"})


def _clause_end(tokens: tuple[Token, ...], start: int) -> int | None:
    """The end of the clause from `start`, if it holds a word."""
    end = next((n for n in range(start, len(tokens))
                if tokens[n].kind in (STRONG, WEAK) or tokens[n].fold in CORRECTIONS), len(tokens))
    return end if end > start else None
