"""Whether a line that orders nothing but names players is talk by its very form.

A sender who holds a power and gave no order at all tonight may have meant one in words the
reading does not know ("controllo Boromiro", "ruolo di Boromiro?", "obiettivo della notte:
Boromiro"): such a line asks (orders.sender_powers). Not one whose form says it is talk: the
name denied ("non sfido Nazgul", « je regarde plus Kilian »), a past told ("ho indagato Gollum
ieri", « j'ai désigné Baptiste hier », « sa balle était pour Josephine »), the player the
subject of what is said of him ("Wyatt è sospetto", "Zappa è morto o no?", « Kilian ment »),
a why ("come mai check Wyatt?"), a vote ("vote Gollum": the day's word) or an agreement ("per
me va bene Wyatt"). Pure: the line's pieces in."""
from __future__ import annotations

import re
from typing import Iterable

from lupus_mod.orders.italian import FRENCH_NEGATIONS, NEGATIONS, RULES_ASKED
from lupus_mod.orders.pieces import Ent, Piece, Sep, Word
from lupus_mod.orders.text import fold
from lupus_mod.orders.topic import TOPIC

_NOT = NEGATIONS | FRENCH_NEGATIONS | {"n", "plus", "mai", "guere"}
# A time gone by, and the imperfect of what was.
_PAST = frozenset({"ieri", "hier", "scorsa", "scorso", "passata", "derniere", "era", "erano", "ero",
                   "etait", "etaient", "fu", "fut", "stato", "stata"})
# An auxiliary before a participle: "ho indagato", « j'ai désigné ».
_AUXILIARIES = frozenset({"ho", "hai", "abbiamo", "avete", "hanno", "avevo", "aveva", "ai", "avons",
                          "avez", "ont", "avais", "avait"})
_PARTICIPLE_ENDS = ("ato", "ata", "ito", "ita", "uto", "uta", "e", "es", "i", "is", "u", "us", "it",
                    # "ho letto", "ho visto", "ho messo", "ho preso", "ho scelto", "ho aperto"
                    "tto", "sto", "sso", "eso", "lto", "rto")
# Said of the player right after his name: "Wyatt è sospetto", "Ululone mi ha scritto".
_SAID_OF = frozenset({"est", "ment", "mente", "sembra", "semble", "pare", "parait", "mi", "m", "ha", "a",
                      "sta", "fa", "dice", "dit", "vota", "votera", "aveva", "avait", "ci", "nous",
                      # "Gollum parla tanto", "Gollum e Grima parlano tanto", « Gaspard et
                      # Kilian sont louches »: what one or two players do or are.
                      "parla", "parlano", "parle", "parlent", "sono", "sont", "hanno", "ont", "fanno",
                      "font", "dicono", "disent", "mentono", "mentent", "votano", "votent", "sembrano",
                      "semblent", "scrive", "scrivono", "ecrit", "ecrivent"})
_IS = frozenset({"è", "é", "e'", "è'", "e`"})
_WHY = frozenset({"perche", "xke", "xche", "pourquoi", "mai"})
_VOTES = frozenset({"voto", "vote", "votato", "votare", "voter", "votez", "votiamo", "votate", "votons"})
_AGREED = frozenset({"bene", "accord", "daccordo", "concordo", "approvo"})
_TALK_WORDS = _NOT | _PAST | _WHY | _VOTES | _AGREED
_LIKE = frozenset({"come", "comme", "like"})
# "vorrei sapere se Zappa è lupo": the player after "se" is what is asked, no subject.
_WHETHER = frozenset({"se", "si", "if", "whether"})


def said_as_talk(pieces: tuple[Piece, ...]) -> bool:
    """The line's form says it is talk: never asked as an order of its sender."""
    words = [p for p in pieces if isinstance(p, Word)]
    folds = _unlike(w.fold for w in words)
    if folds & _TALK_WORDS or any(w.denied for w in words):
        return True
    return _narrated([w.fold for w in words]) or said_of_him(pieces)


def said_as_talk_text(text: str) -> bool:
    """The same of a line known only by its text (a word like a keyword, `Lookalike`): its
    words alone, the player's place in it unknown."""
    folds = re.findall(r"\w+", fold(text))
    return bool(_unlike(folds) & _TALK_WORDS) or _narrated(folds)


def _unlike(folds: Iterable[str]) -> set[str]:
    """The words, but a time gone by after "as" ("stanotte Wyatt protetto, come ieri", « comme
    hier »): the same as then, said of tonight, no past told."""
    words = list(folds)
    return {w for n, w in enumerate(words) if not (w in _PAST and n and words[n - 1] in _LIKE)}


def _narrated(words: list[str]) -> bool:
    return any(w in _AUXILIARIES and n.endswith(_PARTICIPLE_ENDS) for w, n in zip(words, words[1:]))


def said_of_him(pieces: tuple[Piece, ...]) -> bool:
    """A name followed at once by a verb or a pronoun of what he is or did; not after "se"
    ("vorrei sapere se Zappa è lupo", « je veux savoir si Kilian est loup »: what the
    Veggente asks to learn)."""
    return any(isinstance(p, Ent) and isinstance(n, Word)
               and (n.fold in _SAID_OF or n.text.lower() in _IS or n.aside == TOPIC)
               and not (k and isinstance(pieces[k - 1], Word) and pieces[k - 1].fold in _WHETHER)
               for k, (p, n) in enumerate(zip(pieces, pieces[1:])) if not isinstance(n, Sep))


def rules_asked(pieces: tuple[Piece, ...]) -> bool:
    """ "ma se Bianca protegge il prato che succede?": the GM asked what the rules do, the
    players named only the example's."""
    return any(isinstance(p, Sep) and p.question for p in pieces) and any(
        isinstance(p, Word) and p.fold in RULES_ASKED for p in pieces)
