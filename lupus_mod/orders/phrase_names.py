"""The players of a phrase's order (roles.toml) in the words around it. « on croque Maxance », « on
bouffe Kilain »: a phrase of one power followed by a word that is no player but close to one, read
as its keyword would be (« on mange Maxance »): an error asking "did you mean Maxence?", never talk
that loses the pack's victim (a word written as a name, capitalised: « la vittima è chiara » says
the victim is plain). « je sauve Kilian et jempoisonne Baptiste. nan en fait juste la potion de
vie »: the phrase alone kept after a correction, the line's orders of other powers dropped. « Luogo:
prato »: a phrase of a power taking a thing, with its thing. Pure."""
from __future__ import annotations

from lupus_mod.orders.arguments import evaluate
from lupus_mod.orders.drafts import Draft, Problem
from lupus_mod.orders.italian import ARTICLES, FRENCH_ARTICLES, NEGATIONS, ONLY_WORDS
from lupus_mod.orders.model import PLAYER, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reading import Group
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word


def misspelt_after_phrase(part: tuple[Piece, ...], at: int, said: Said, index: NameIndex) -> Problem | None:
    """The problem of the phrase's keyword given the words of its clause after it, when that
    problem proposes a player the words resemble; None otherwise (« on croque des bonbons »)."""
    if len(said.keywords) != 1 or not index.specs[said.keywords[0]].args:
        return None
    after = []
    for piece in part[at + 1:]:
        if isinstance(piece, (Sep, Key, Said, Ent)):
            break
        after.append(piece)
    if not any(isinstance(p, Word) and not p.filler and p.text[:1].isupper() for p in after):
        return None
    key = Key(index.specs[said.keywords[0]], said.text, False, said.end)
    problem = evaluate(Group(key, tuple(after)), index).problem
    # The reading it proposes is whole (`dévore Maxence`, no `<player>` blank): a player close
    # to the word was found.
    return problem if problem is not None and problem.reading and "<" not in problem.reading else None


def only_phrase(before: tuple[Piece, ...]) -> bool:
    """The words right before the phrase open with a correction and end with "only" (« nan en
    fait juste la potion de vie », as a PM later: orders.later): the other powers of the line
    are taken back."""
    opened = max((n for n, p in enumerate(before) if isinstance(p, Sep)), default=None)
    if opened is None or before[opened].kind != CORRECTION:
        return False
    said = [p for p in before[opened + 1:] if not (isinstance(p, Word) and p.filler)]
    return bool(said) and isinstance(said[-1], Word) and said[-1].fold in ONLY_WORDS \
        and not any(isinstance(p, (Ent, Key, Said)) for p in said)


def thing_after_phrase(after: tuple[Piece, ...], said: Said, index: NameIndex) -> Draft | None:
    """ "Luogo: prato", "ah il luogo: mulino": the phrase of one power taking one thing (a
    declared loop's place) and the one thing of that kind named after it, read as the keyword
    with that thing (never a random place for a cat who named one). None when the phrase
    stands for several powers, takes players, or the clause names no such thing, or several."""
    if len(said.keywords) != 1:
        return None
    kinds = index.specs[said.keywords[0]].kinds()
    if len(kinds) != 1 or not is_thing(kinds[0][0]):
        return None
    named = [m.targets for p in after if isinstance(p, Ent) for m in p.matches if m.kind == kinds[0][0]]
    if len(named) != 1 or len(named[0]) != 1:
        return None
    return Draft(said.keywords[0], named[0], None)


# « je sauve la victime et ma potion de mort sur Baptiste »: the words joining two orders.
_JOINING = frozenset({"et", "e", "puis", "poi"})


def own_order_before(pieces: tuple[Piece, ...], start: int, said: int) -> int:
    """Where the phrase's part starts when a keyword of another power that may name no one
    stands before it in its sentence, joined by « et » or a comma: « je sauve la victime et ma
    potion de mort sur Baptiste » is the save (the victim) and the poison — the rulebook's
    Sorcière « peut utiliser ses deux potions durant la même nuit ». A keyword that needs a
    player is the phrase's own verb (« je regarde par le trou de la serrure »): `start` kept."""
    phrase = pieces[said]
    own = max((n for n in range(start, said) if isinstance(pieces[n], Key) and _stands_alone(pieces[n], phrase)),
              default=None)
    if own is None:
        return start
    return next((n + 1 for n in range(own + 1, said) if isinstance(pieces[n], Sep)
                 or isinstance(pieces[n], Word) and pieces[n].fold in _JOINING), start)


def _stands_alone(key: Key, phrase: Piece) -> bool:
    args = key.spec.args
    return isinstance(phrase, Said) and key.spec.keyword not in phrase.keywords \
        and bool(args) and all(a.endswith("?") for a in args)


# « non en fait », « en fait non », « nan finalement »: a change of mind opening the line.
_CHANGE_OPENING = frozenset({"en", "fait", "finalement", "enfin", "ah", "oh", "bon", "alors", "ok", "euh", "nan"})
_CHANGE_SAID = frozenset({"fait", "finalement", "enfin"})


def past_change_opening(words: list[Word]) -> list[Word]:
    """The words after a change of mind opening the line: its « non » takes an earlier word
    back, it denies nothing of the phrase after it (« non en fait je le laisse mourir », a PM
    after « je sauve Kilian »: the Sorcière lets the victim die, "ne rien faire")."""
    k = next((n for n, w in enumerate(words) if w.fold not in _CHANGE_OPENING | NEGATIONS), len(words))
    return words[k:] if _CHANGE_SAID & {w.fold for w in words[:k]} else words


def describes_name(part: tuple[Piece, ...], at: int) -> bool:
    """The word at `at` stands between an article and a player's name: it describes him (« on
    croque la petite Noemie », « on bouffe le gros Gaspard »), no past of a narration that
    « petite » would look like."""
    return 0 < at < len(part) - 1 and isinstance(part[at - 1], Word) and part[at - 1].fold in ARTICLES | FRENCH_ARTICLES \
        and isinstance(part[at + 1], Ent) and any(m.kind == PLAYER for m in part[at + 1].matches)
