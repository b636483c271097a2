"""The vocabulary of a Lupus of the Rings game with fictional players, for the parser tests."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from dataclasses import replace

from lupus_mod.orders.model import KeywordSpec, ParsedLog, Vocabulary
from lupus_mod.orders.sender_powers import by_sender_powers

TZ = ZoneInfo("Europe/Rome")
DEADLINE = datetime(2024, 3, 5, 22, 30, tzinfo=TZ)

KEYWORDS = (
    KeywordSpec("indago", ("indaga", "indagare", "indagine"), ("player",)),
    KeywordSpec("tormento", ("tormenta", "tormentare"), ("player",)),
    KeywordSpec("prevedo", ("prevedere", "predico"), ("player",)),
    KeywordSpec("archivio", ("archivia", "archiviare", "scrivo"), ("text",)),
    KeywordSpec("prelevo", ("preleva", "prelevare", "leggo"), ()),
    KeywordSpec("resuscito", ("resuscitare", "resuscita", "riporto in vita"), ("player",)),
    KeywordSpec("derubo", ("derubare", "deruba", "borseggio"), ("player",)),
    KeywordSpec("passo", ("consegno", "do", "dò", "dai", "passa", "passare", "consegna"),
                ("item", "player")),
    KeywordSpec("sbrano", ("sbranare", "sbraniamo", "mangio"), ("player",)),
    KeywordSpec("associo", ("associare", "associa"), ("role", "player")),
    KeywordSpec("sfido", ("sfidare", "sfida", "duello"), ("player",)),
    KeywordSpec("ammalio", ("ammaliare", "ammalia", "incanto"), ("player", "player")),
)

PLAYERS = (
    ("Sam", ("Samvise", "Sammy")),
    ("Merry", ("Meriadoc",)),
    ("Lady Oscar", ("Oscar",)),
    ("Nicolò", ("Nico",)),
    ("Marco", ()),
    ("Marcolino", ("Lino",)),
)

ITEMS = (
    ("palantir", ("Palantír",)),
    ("specchio-di-galadriel", ("Specchio di Galadriel", "specchio")),
    ("libro-rosso", ("Libro Rosso", "libro")),
)

# The 17 roles of the Lupus of the Rings rulebook, with the names it gives them.
ROLES = (
    ("veggente", ("Veggente",)),
    ("archivista", ("Archivista",)),
    ("massone", ("Massone",)),
    ("massone-innamorato", ("Massone Innamorato",)),
    ("cavaliere", ("Cavaliere",)),
    ("borseggiatore", ("Borseggiatore",)),
    ("curatore", ("Curatore",)),
    ("pastorella", ("Pastorella",)),
    ("incompreso", ("Incompreso",)),
    ("contadino-semplice", ("Contadino Semplice", "Contadino")),
    ("lupo-grigio", ("Lupo Grigio",)),
    ("lupo-cattivo", ("Lupo Cattivo",)),
    ("lupo-sensitivo", ("Lupo Sensitivo",)),
    ("lupo-travestito", ("Lupo Travestito",)),
    ("tormentatore", ("Tormentatore",)),
    ("pifferaio", ("Pifferaio",)),
    ("shinigami", ("Shinigami",)),
)

VOCAB = Vocabulary(KEYWORDS, PLAYERS, ITEMS, ROLES)


def settled(parsed: ParsedLog, vocab: Vocabulary = VOCAB) -> ParsedLog:
    """The log as the night settles it for senders holding every power of the vocabulary: a
    word resembling a keyword is "did you mean" (orders.sender_powers)."""
    orders, errors, talk = by_sender_powers(parsed.orders, parsed.lookalikes,
                                            lambda _sender: vocab.keywords)
    return replace(parsed, orders=orders, errors=(*parsed.errors, *errors),
                   chatter=(*parsed.chatter, *talk), lookalikes=())
