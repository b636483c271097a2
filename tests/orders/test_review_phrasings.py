"""Night orders as forum players write them, read with the keywords of the shipped games.

The keywords, synonyms, items and roles come from the real game folders (games/<name>), so a
change to a built-in ruleset is tested here; the players are fictional, some named like common
Italian words. Each row: game, what a player writes in a PM, and what a careful GM reads: the
orders applied (canonical form), CHATTER, or an error (file and line) holding the given words.
"""
from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.orders.model import Vocabulary
from lupus_mod.orders.parse import effective_orders, parse_log
from lupus_mod.play.game import vocabulary
from tests.orders.test_phrasings import CHATTER, Ask, Err
from tests.orders.vocab import DEADLINE, TZ, settled

GAMES = Path(__file__).resolve().parents[2] / "games"
LOTR, COWBOYS, LICANTROPI = "lupus-of-the-rings", "cowboys-and-aliens", "licantropi"

# Fictional players: "Luna", "Vero" and "Notte" are also Italian words, "Indaco" starts like
# a keyword, "Fratello Tuck" has two aliases a player may write side by side.
PLAYERS = (
    ("Sam", ()), ("Merry", ()), ("Luna", ()), ("Vero", ()), ("Notte", ()), ("Indaco", ()),
    ("Lady Oscar", ("Oscar",)), ("Nicolò", ("Nico",)), ("Fratello Tuck", ("Tuck", "Frate")),
    ("Marco", ()), ("Marcolino", ()),
)


@cache
def _vocab(game: str) -> Vocabulary:
    return dataclasses.replace(vocabulary(load_game(GAMES / game)), players=PLAYERS)


def _rows(table: str) -> list[tuple[str, object]]:
    """`<as written> ==> <reading>` lines; the reading is orders split by ` | `, `chatter`,
    `error: <words> | <words>`, or `ask: <reading> | <reading>` (a doubt offering them); `\\n` in
    the written text is a line break; `#` starts a note."""
    rows = []
    for line in table.strip().splitlines():
        if line.strip().startswith("#"):
            continue
        written, reading = (part.strip() for part in line.split(" ==> "))
        written = written.replace("\\n", "\n")
        if reading == CHATTER:
            rows.append((written, CHATTER))
        elif reading.startswith("error: "):
            rows.append((written, Err(*reading.removeprefix("error: ").split(" | "))))
        elif reading.startswith("ask: "):
            rows.append((written, Ask(*reading.removeprefix("ask: ").split(" | "))))
        else:
            rows.append((written, reading.split(" | ")))
    return rows


LOTR_ROWS = _rows(r"""
    # greetings, sign-offs, emoji, BBCode, quotes, arrows, line breaks
    Ciao master!! Per stanotte indago Sam, buonanotte 🌙 ==> indago Sam
    Buonasera GM, vorrei indagare Luna. Grazie e in bocca al lupo! ==> indago Luna
    indago Sam!! ==> indago Sam
    indago: Sam ==> indago Sam
    indago -> Sam ==> indago Sam
    indago → Lady Oscar ==> indago Lady Oscar
    Sam (indago) ==> indago Sam
    🔍 investigo Merry 🔍 ==> indago Merry
    scruto nel cuore di Nico ==> indago Nicolò
    [b]indago[/b] [color=red]Sam[/color] ==> indago Sam
    [i]Indagine:[/i] «Merry» ==> indago Merry
    Indago "Lady Oscar", mi puzza ==> indago Lady Oscar
    indago\nSam ==> indago Sam
    indago Sam\ngrazie e buonanotte! ==> indago Sam
    # two orders on one line
    indago Sam e passo il palantir a Merry ==> indago Sam | passo palantir Merry
    passo il libro a Luna e sbraniamo Merry ==> passo libro-rosso Luna | sbrano Merry
    # corrections
    indago Sam. Cambio idea: indago Luna ==> indago Luna
    indago Sam... ripensandoci indago Luna ==> indago Luna
    indago Sam, cambio idea, Luna ==> indago Luna
    indago Sam. Ho cambiato idea, indago Merry ==> indago Merry
    passo il palantir a Merry. Ripensandoci, lo passo a Luna ==> passo palantir Luna
    passo lo specchio a Merry, anzi no, a Luna ==> passo specchio-di-galadriel Luna
    # negations, narration, questions, nothing tonight
    non indago Sam ==> chatter
    stanotte niente ==> chatter
    Ho indagato Sam ieri, era innocente ==> chatter
    il palantir non lo passo a nessuno ==> chatter
    posso indagare Sam? ==> chatter
    Sinceramente, non so chi indagare... vero? ==> chatter
    chi sbraniamo stanotte? ==> chatter
    # misspelt keywords are reported, never read nor dropped
    indgo Sam ==> error: "indgo" is no power keyword | did you mean indago
    stanotte sbrnao Merry ==> error: "sbrnao" is no power keyword | did you mean sbrano
    pasos il palantir a Merry ==> error: "pasos" | did you mean passo
    Ieri Sam ha votato Merry ==> chatter
    # names: common words, keyword-like names, two aliases side by side, typos
    indago Luna ==> indago Luna
    stanotte indago Notte ==> indago Notte
    indago Indaco ==> indago Indaco
    indago Frate Tuck ==> indago Fratello Tuck
    ammalio Tuck e Sam ==> ammalio Fratello Tuck Sam
    ammalio Sam Sam ==> ammalio Sam Sam
    indago Marcco ==> error: no player called "Marcco" | did you mean Marco
    # items by short name, other verbs, the pack's plural
    passo lo specchio a Luna ==> passo specchio-di-galadriel Luna
    do il libro a Luna ==> passo libro-rosso Luna
    cedo il Palantír a Merry ==> passo palantir Merry
    affido il libro rosso a Nico ==> passo libro-rosso Nicolò
    passiamo il palantir a Merry ==> passo palantir Merry
    il Palantír va a Merry ==> passo palantir Merry
    lo specchio va a Luna e il libro a Merry ==> passo specchio-di-galadriel Luna | passo libro-rosso Merry
    come va? ==> chatter
    Dai, passiamo oltre ==> chatter
    # every other power of the ruleset
    [b]Archivio:[/b] "il lupo è Luna" ==> archivio il lupo è Luna
    Stanotte prelevo! ==> prelevo
    rianimo Merry ==> resuscito Merry
    rubo a Luna ==> derubo Luna
    sfido a duello Luna ==> sfido Luna
    incanto Luna, Merry 🎵 ==> ammalio Luna Merry
    pronostico la morte di Luna ==> prevedo Luna
    torturo Merry ==> tormento Merry
    associo Luna al Curatore ==> associo curatore Luna
    Luna è il Massone Innamorato (associo) ==> associo massone-innamorato Luna
    uccidiamo Merry!! ==> sbrano Merry
""")

COWBOYS_ROWS = _rows(r"""
    uso l'alfa ==> alfa
    Stanotte uso l'alfa! ==> alfa
    [b]ALFA[/b] ==> alfa
    non uso l'alfa ==> chatter
    uso l'alfa e sbraniamo Sam ==> alfa | sbrano Sam
    mi sacrifico per il Leader ==> sacrifico
    attivo il sacrificio ==> sacrifico
    salvo la vittima ==> salvo
    salvo Luna ==> salvo Luna
    non salvo nessuno ==> chatter
    rapisco Sam, secondo me è un Cowboy ==> rapisco Sam cowboy
    Rapisco Sam (Sceriffo) ==> rapisco Sam sceriffo
    posso rapire Sam? ==> chatter
    rapisco Sam ==> error: rapisco without a role
    recluto Merry durante la fase del Veggente ==> recluto Merry guardingo
    recluto Merry, agisco durante la fase del Guardingo ==> recluto Merry guardingo
    sparo a Luna nella fase della Guardia del Corpo ==> sparo Luna guardia-del-corpo
    agisco durante la fase del Guardingo: sparo a Luna ==> sparo Luna guardingo
    # the rulebook's two sentences: the second, led by "agisco" / "fase" / "durante", gives
    # the order before it the phase it lacks
    Recluto Merry. Agisco nella fase del Guardingo ==> recluto Merry guardingo
    Recluto Merry. Agisco durante la fase della Guardia del Corpo. ==> recluto Merry guardia-del-corpo
    Sparo a Luna. Agisco nella fase del Guardingo ==> sparo Luna guardingo
    Sparo a Luna. Durante la fase della Guardia del Corpo, grazie! ==> sparo Luna guardia-del-corpo
    Recluto Merry. Fase del Guardingo ==> recluto Merry guardingo
    Recluto Merry.\nAgisco nella fase del Guardingo ==> recluto Merry guardingo
    Sparo a Luna\nDurante la fase della Guardia del Corpo. ==> sparo Luna guardia-del-corpo
    # a sentence led by no such word is not the order's: the phase is still missing
    Recluto Merry. Il Guardingo mi preoccupa ==> error: recluto without a role
    # a sentence naming no phase adds nothing
    Sparo a Luna. Agisco subito ==> error: sparo without a role
    # words like a keyword, from a sender holding the power (talk from anyone else:
    # tests/orders/test_sender_powers.py)
    volevo salutare ==> error: "salutare" is no power keyword | did you mean salvo
    apparire Luna ==> error: "apparire" is no power keyword | did you mean sparo
    mi piace apparire ==> chatter
    indago Merry e mando il gufo a Sam ==> indago Merry Sam
    indago -> Merry ==> indago Merry
    indago Merry, il responso a Sam ==> indago Merry Sam
    indago Merry, Luna mi sembra strana ==> indago Merry
    difendo Luna!! ==> proteggo Luna
    interrogo gli spiriti: Nico ==> consulto Nicolò
    mordo Merry ==> sbrano Merry
    succhio il sangue di Luna 🧛 ==> dissanguo Luna
    scansiono Sam ==> indago Sam
""")

LICANTROPI_ROWS = _rows(r"""
    uccido il Veggente ==> uccido veggente
    uccido la Strega o altrimenti Sam ==> uccido strega Sam
    uccido il Mago, se è già morto Luna ==> uccido mago Luna
    uccido il Mago, altrimenti Luna ==> uccido mago Luna
    uccido il Mago, Luna è simpatica ==> uccido mago
    ammazzo il medium ==> uccido medium
    uccidiamo Luna ==> sbrano Luna
    azzanniamo Luna ==> sbrano Luna
    Stanotte attacco Merry ==> sbrano Merry
    scelgo Sam come Romeo ==> scelgo Sam
    amo Sam ❤️ ==> scelgo Sam
    guardo Frate Tuck ==> indago Fratello Tuck
    evoco lo spirito di Merry ==> indago Merry
    vampirizzo Nico ==> vampirizzo Nicolò
    proteggo Luna ==> proteggo Luna
    indago Luna e Merry ==> ask: indago Luna | indago Merry | none
""")

ROWS = ([(LOTR, *row) for row in LOTR_ROWS] + [(COWBOYS, *row) for row in COWBOYS_ROWS]
        + [(LICANTROPI, *row) for row in LICANTROPI_ROWS])


@pytest.mark.parametrize(("game", "written", "expected"), ROWS,
                         ids=[f"{game}: {written}" for game, written, _ in ROWS])
def test_the_gm_reads(game, written, expected):
    # as the night settles it for a sender holding every power: a misspelt keyword is his
    parsed = settled(parse_log(f"## Marco @ 2024-03-05 21:00\n{written}\n", file="nights/2.txt",
                               vocab=_vocab(game), tz=TZ, deadline=DEADLINE), _vocab(game))
    applied, _ = effective_orders(parsed.orders, accept_late=False)
    errors = [(e.file, e.line, e.render(), e.hint) for e in parsed.errors]
    if isinstance(expected, Ask):
        assert (parsed.orders, errors) == ((), [])
        assert [d.candidates for d in parsed.doubts] == [expected.readings]
        return
    if isinstance(expected, Err):
        assert parsed.orders == () and len(errors) == 1, errors
        file, line, text, hint = errors[0]
        assert (file, line) == ("nights/2.txt", 2) and "canonical form: `" in hint
        assert all(words in text for words in expected.words), text
        return
    assert (errors, [o.canonical() for o in applied] or CHATTER) == ([], expected)
    if expected == CHATTER:
        # Chatter is listed for the GM as written, and nothing else is read from the line.
        assert (parsed.orders, [c.text for c in parsed.chatter]) == ((), [written])
