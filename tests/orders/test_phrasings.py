"""How players really write their orders, and what the GM reads them as.

Each row: what the player writes in a PM (the body of a message from Sam), then what the
GM reads: the orders applied (canonical form), CHATTER, or an error whose text holds the
given words. The first block is the table of real phrasings the product starts from; the
rest are more of the same kind, in Italian forum style.
"""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from lupus_mod.orders.parse import effective_orders, parse_log
from tests.orders.vocab import DEADLINE, TZ, VOCAB

CHATTER = "chatter"


@dataclass(frozen=True)
class Err:
    words: tuple[str, ...]

    def __init__(self, *words: str) -> None:
        object.__setattr__(self, "words", words)


@dataclass(frozen=True)
class Ask:
    """A stop that asks, offering these readings in this order."""
    readings: tuple[str, ...]

    def __init__(self, *readings: str) -> None:
        object.__setattr__(self, "readings", readings)


REAL_PHRASINGS = [
    ("indago Sam", ["indago Sam"]),
    ("Ciao master! Stanotte indago su Sam.", ["indago Sam"]),
    ("Vorrei indagare Sam, grazie mille", ["indago Sam"]),
    ("Indagine: sam", ["indago Sam"]),
    ("INDAGO SAM", ["indago Sam"]),
    ("indago lady oscar", ["indago Lady Oscar"]),
    ("indago Nicolo", ["indago Nicolò"]),
    ("indago Marco", ["indago Marco"]),
    # A start two names share: the order on each, asked (orders.same_start).
    ("indago Marc", Ask("indago Marco", "indago Marcolino", "none")),
    ("indago Marcco", Err('no player called "Marcco"', "did you mean Marco")),
    ("passo il palantir a Merry", ["passo palantir Merry"]),
    ("Consegno il Palantír a merry", ["passo palantir Merry"]),
    ("Il Palantir lo do a Merry", ["passo palantir Merry"]),
    ("palantir -> Merry", ["passo palantir Merry"]),
    ("passo lo Specchio di Galadriel a Sam e il Palantir a Merry",
     ["passo specchio-di-galadriel Sam", "passo palantir Merry"]),
    ("passo lo specchio a Sam", ["passo specchio-di-galadriel Sam"]),
    ("indago Sam. Anzi no, indago Merry", ["indago Merry"]),
    ("Buonanotte e in bocca al lupo a tutti!", CHATTER),
    ("Non faccio nulla stanotte", CHATTER),
    ("Ieri ho indagato Sam, stanotte tocca a Merry: indago Merry", ["indago Merry"]),
    ("ammalio Sam e Merry", ["ammalio Sam Merry"]),
    ("Ammalio Sam, Merry", ["ammalio Sam Merry"]),
    ("associo il Veggente a Sam", ["associo veggente Sam"]),
    ("Sam è la Pastorella (associo)", ["associo pastorella Sam"]),
]

MORE_PHRASINGS = [
    # indago: forms, fillers, punctuation, case
    ("Indago Sam.", ["indago Sam"]),
    ("indago: Sam", ["indago Sam"]),
    ("indago:sam", ["indago Sam"]),
    ("Stanotte indago su Sam, grazie", ["indago Sam"]),
    ("vorrei indagare su Lady Oscar", ["indago Lady Oscar"]),
    ("indagine su merry", ["indago Merry"]),
    ("indaga Sam", ["indago Sam"]),
    ("Indagherò su Sam", ["indago Sam"]),
    ("x stanotte indago Sam", ["indago Sam"]),
    ("indago LADY OSCAR!!!", ["indago Lady Oscar"]),
    ("indago Lady  Oscar", ["indago Lady Oscar"]),
    ("indago Sam ;)", ["indago Sam"]),
    ("indago Sam :)", ["indago Sam"]),
    ("Sam lo indago", ["indago Sam"]),
    ("uso il potere su Sam (indago)", ["indago Sam"]),
    ("Ciao master, stanotte vorrei usare il mio potere per indagare Lady Oscar. Buona notte!",
     ["indago Lady Oscar"]),
    ("il passo successivo è indagare Sam", ["indago Sam"]),
    # names: accents, aliases, prefixes, exact over longer
    ("indago nicolò", ["indago Nicolò"]),
    ("indago NICOLO", ["indago Nicolò"]),
    ("indago Nico", ["indago Nicolò"]),
    ("indago Lino", ["indago Marcolino"]),
    ("indago Marcolino", ["indago Marcolino"]),
    ("indago marcolin", ["indago Marcolino"]),
    ("indago Lad", ["indago Lady Oscar"]),
    ("indago Oscar", ["indago Lady Oscar"]),
    ("derubo Sammy", ["derubo Sam"]),
    ("sfido Meriadoc", ["sfido Merry"]),
    # emoji, BBCode, quotes, markdown
    ("ciao GM 😊 indago Sam 🐺", ["indago Sam"]),
    ("[b]indago Sam[/b]", ["indago Sam"]),
    ("[color=#FF0000][b]INDAGO MERRY[/b][/color]", ["indago Merry"]),
    ("[size=150]passo il palantir a[/size] [i]Merry[/i]", ["passo palantir Merry"]),
    ("indago «Sam»", ["indago Sam"]),
    ("indago “Merry”", ["indago Merry"]),
    ('indago "Lady Oscar"', ["indago Lady Oscar"]),
    ("**indago Sam**", ["indago Sam"]),
    ('[quote="Master"]manda il potere, indaga qualcuno[/quote] indago Merry', ["indago Merry"]),
    # changing one's mind
    ("indago Sam, anzi no, Merry", ["indago Merry"]),
    ("indago Sam... anzi Merry", ["indago Merry"]),
    ("Indago... Sam", ["indago Sam"]),
    ("indago Sam… Merry mi sembra strano", ["indago Sam"]),
    ("Non indago Sam, indago Merry", ["indago Merry"]),
    ("passo il palantir a Sam, anzi a Merry", ["passo palantir Merry"]),
    # not orders
    ("ho indagato Sam ieri", CHATTER),
    ("Non indago nessuno stanotte", CHATTER),
    ("Stanotte non indago", CHATTER),
    ("indago nessuno", CHATTER),
    ("non prelevo", CHATTER),
    ("ho passato il palantir a Merry", CHATTER),
    ("ti do ragione", CHATTER),
    ("dai, a domani!", CHATTER),
    ("Dai ragazzi, buonanotte", CHATTER),
    ("Ho accettato la sfida di Sam", CHATTER),
    ("Ciao master, come va?", CHATTER),
    ("😴😴😴", CHATTER),
    ("grazie!!!", CHATTER),
    ("Stanotte dormo", CHATTER),
    ("[quote]indago Sam[/quote]", CHATTER),
    ("> indago Sam", CHATTER),
    # passo
    ("palantir → Merry", ["passo palantir Merry"]),
    ("palantir => Merry", ["passo palantir Merry"]),
    ("passo: palantir -> Merry", ["passo palantir Merry"]),
    ("passo palantir->Merry", ["passo palantir Merry"]),
    ("specchio → Sam, palantir → Merry",
     ["passo specchio-di-galadriel Sam", "passo palantir Merry"]),
    ("passo il libro a Nico", ["passo libro-rosso Nicolò"]),
    ("passo il Libro Rosso a Marco", ["passo libro-rosso Marco"]),
    ("do il palantir a Sam", ["passo palantir Sam"]),
    ("dò lo specchio a Merry", ["passo specchio-di-galadriel Merry"]),
    ("dai il palantir a Sam", ["passo palantir Sam"]),
    ("consegna: palantir a Sam", ["passo palantir Sam"]),
    ("passare il palantir a Lady Oscar", ["passo palantir Lady Oscar"]),
    ("passo specchio-di-galadriel Sam", ["passo specchio-di-galadriel Sam"]),
    ("gli do il palantir, a Merry intendo", ["passo palantir Merry"]),
    ("Il palantir lo consegno a Merry, lo specchio a Sam",
     ["passo palantir Merry", "passo specchio-di-galadriel Sam"]),
    ("passo a Sam lo specchio e a Merry il palantir",
     ["passo specchio-di-galadriel Sam", "passo palantir Merry"]),
    ("Consegno il palantir a Merry. Consegno lo specchio a Sam.",
     ["passo palantir Merry", "passo specchio-di-galadriel Sam"]),
    ("passo lo specchio a Sam e il palantir a Merr",
     ["passo specchio-di-galadriel Sam", "passo palantir Merry"]),
    ("passo lo specchio e il palantir a Sam", Err("passo takes 1 item, found 2")),
    ("passo Sam", Err("passo without an item")),
    ("passo il palantir", Err("passo without a player")),
    ("passo il palantir a Pippo", Err('no player called "Pippo"')),
    ("lo do a Sam", Err("passo without an item")),
    # A pronoun stands for the item: no other word of the line is a misspelt item («lascia», «fido»).
    ("lascia stare quello di prima, passalo a Sam", Err("passo without an item")),
    ("lo do a Merry che mi fido di più", Err("passo without an item")),
    # Near miss: the item named, misspelt, after a keyword without a pronoun.
    ("passo il palantri a Sam", Err('no item called "palantri"')),
    # ammalio
    ("ammalio Sam Merry", ["ammalio Sam Merry"]),
    ("Ammalio Sam e Lady Oscar", ["ammalio Sam Lady Oscar"]),
    ("ammaliare Nico e Marco", ["ammalio Nicolò Marco"]),
    ("Stanotte incanto Sam e Merry con la mia musica 🎶", ["ammalio Sam Merry"]),
    ("ammalio Sam", Err("ammalio takes 2 players, found 1: Sam")),
    ("ammalio Sam, Merry e Marco", Err("ammalio takes 2 players, found 3", "Sam, Merry, Marco")),
    # associo
    ("associo il Massone Innamorato a Marco", ["associo massone-innamorato Marco"]),
    ("associo il massone a Marco", ["associo massone Marco"]),
    ("associo lo Shinigami a Lady Oscar", ["associo shinigami Lady Oscar"]),
    ("associo il contadino a Sam", ["associo contadino-semplice Sam"]),
    ("Marco è il Lupo Grigio, associo", ["associo lupo-grigio Marco"]),
    ("associo massone-innamorato Marco", ["associo massone-innamorato Marco"]),
    ("associo lupo a Marco", Err('"lupo" could be', "Lupo Grigio", "Lupo Travestito")),
    ("associo Sam", Err("associo without a role")),
    # archivio: the text is kept as written
    ("archivio Sam è il lupo", ["archivio Sam è il lupo"]),
    ("archivio: Merry mente, fidatevi di me!", ["archivio Merry mente, fidatevi di me!"]),
    ("Archivio «Non fidatevi di Marco»", ["archivio Non fidatevi di Marco"]),
    ("[b]archivio[/b] il lupo è Marco", ["archivio il lupo è Marco"]),
    ("Ciao! Archivio: indago io domani", ["archivio indago io domani"]),
    ("archivio", Err("archivio without a text")),
    # prelevo
    ("prelevo", ["prelevo"]),
    ("Prelevo il documento dal libro", ["prelevo"]),
    ("stanotte prelevo, grazie", ["prelevo"]),
    # the other powers
    ("tormento Marcolino", ["tormento Marcolino"]),
    ("tormentare Lino", ["tormento Marcolino"]),
    ("prevedo la morte di Merry", ["prevedo Merry"]),
    ("resuscito Lady Oscar", ["resuscito Lady Oscar"]),
    ("resuscitare Merry per favore", ["resuscito Merry"]),
    ("riporto in vita Merry", ["resuscito Merry"]),
    ("sbrano Sam", ["sbrano Sam"]),
    ("sbraniamo Merry", ["sbrano Merry"]),
    ("sfido Nico a duello", ["sfido Nicolò"]),
    ("sfida Sam", ["sfido Sam"]),
    # several powers on one line
    ("tormento Marcolino e passo il libro a Sam", ["tormento Marcolino", "passo libro-rosso Sam"]),
    ("sbrano Sam e indago Merry", ["sbrano Sam", "indago Merry"]),
    ("Sam lo indago e Merry lo sbrano", ["indago Sam", "sbrano Merry"]),
    ("indago Sam ; passo il palantir a Merry", ["indago Sam", "passo palantir Merry"]),
    ("passo il palantir a Sam, indago Merry", ["passo palantir Sam", "indago Merry"]),
    ("passo lo specchio a Sam e il palantir a Merry e indago Marco",
     ["passo specchio-di-galadriel Sam", "passo palantir Merry", "indago Marco"]),
    ("Il palantir lo consegno a Merry, lo specchio, a Sam",
     ["passo palantir Merry", "passo specchio-di-galadriel Sam"]),
    # wrong or missing names
    ("indago", Err("indago without a player")),
    # Two players for a power of one: the order on each is asked, never an error (it was).
    ("indago Sam e Merry", Ask("indago Sam", "indago Merry", "none")),
    ("indago il palantir", Err("indago without a player")),
    ("indago Xyz", Err('no player called "Xyz"')),
    ("indago su Xyz, grazie mille", Err('no player called "Xyz"')),
    ("indago Marco Marcolino", Ask("indago Marco", "indago Marcolino", "none")),
    ("indago Lady Oscr", ["indago Lady Oscar"]),
    ("indago Lday", Err('no player called "Lday"', "did you mean Lady Oscar")),
    ("passo il palantri a Sam", Err('no item called "palantri"', "did you mean palantir")),
    # the names of a keyword alone on its line are on the next line
    ("Indago:\nSam", ["indago Sam"]),
    ("archivio:\nMerry è lupo", ["archivio Merry è lupo"]),
]


def _read(written: str):
    parsed = parse_log(f"## Sam @ 2024-03-05 21:00\n{written}\n", file="nights/2.txt",
                       vocab=VOCAB, tz=TZ, deadline=DEADLINE)
    applied, _ = effective_orders(parsed.orders, accept_late=False)
    return parsed, applied


@pytest.mark.parametrize(("written", "expected"), REAL_PHRASINGS + MORE_PHRASINGS,
                         ids=[row[0] for row in REAL_PHRASINGS + MORE_PHRASINGS])
def test_the_gm_reads(written, expected):
    parsed, applied = _read(written)
    if isinstance(expected, Err):
        assert parsed.orders == ()
        assert len(parsed.errors) == 1
        error = parsed.errors[0]
        assert (error.file, error.line) == ("nights/2.txt", 2)
        for words in expected.words:
            assert words in error.render()
    elif isinstance(expected, Ask):
        assert (parsed.orders, parsed.errors) == ((), ())
        assert [d.candidates for d in parsed.doubts] == [expected.readings]
    elif expected == CHATTER:
        assert (parsed.orders, parsed.errors) == ((), ())
        assert [c.text for c in parsed.chatter] == [written]
    else:
        assert parsed.errors == ()
        assert [o.canonical() for o in applied] == expected
        assert all(o.player == "Sam" and o.line == 2 for o in parsed.orders)


def test_every_error_has_a_hint_with_the_canonical_form():
    for written, expected in REAL_PHRASINGS + MORE_PHRASINGS:
        if isinstance(expected, Err):
            parsed, _ = _read(written)
            assert all("canonical form: `" in e.hint for e in parsed.errors), written


def test_a_changed_mind_keeps_both_orders_in_the_log():
    parsed, applied = _read("indago Sam. Anzi no, indago Merry")
    assert [o.canonical() for o in parsed.orders] == ["indago Sam", "indago Merry"]
    assert [o.canonical() for o in applied] == ["indago Merry"]


def test_an_order_remembers_the_line_as_written():
    parsed, _ = _read("Ciao master! Stanotte indago su Sam.")
    assert parsed.orders[0].raw == "Ciao master! Stanotte indago su Sam."


def test_a_pass_order_names_its_item():
    parsed, _ = _read("passo lo Specchio di Galadriel a Sam e il Palantir a Merry")
    assert [o.item for o in parsed.orders] == ["specchio-di-galadriel", "palantir"]
    parsed, _ = _read("indago Sam")
    assert parsed.orders[0].item is None
