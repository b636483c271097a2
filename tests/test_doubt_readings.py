"""The readings a doubt offers (docs/orders.md "How every line is read"): the ones a GM would
choose between, each a one-line settle of the night's `[corrections]`.

Over the reading corpus (tests/corpus/night*-*.toml): every doubt the reader raises offers at
least one reading, and each reading that orders something is an actual order of the sender's
powers: written under `[corrections]`, the night no longer stops at that line and applies it
(`none` and `none <keyword>` order nothing and are always a settle)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lupus_mod.errors import DoubtsFound, LupusError, each_problem
from lupus_mod.play.game import load_game
from lupus_mod.orders.model import CONDITION, HEDGE, NONE, QUESTION
from lupus_mod.play.turns import choices_of_players
from tests.test_reading_corpus import NIGHTS, Read, _folder, run_case

# (game, night or round, messages, the readings offered, in order)
OFFERED = [
    # A condition over a keyword, with two names in one clause: the order under it, or nothing.
    ("lupus-of-the-rings", {"night": 2}, [("Frodino", "21:00", "se Boromiro muore allora indago Eowyna")],
     ("indago Eowyna", NONE)),
    ("thiercelieux", {"night": 2}, [("Amandine", "21:00", "Si Baptiste est loup je regarde Kilian")],
     ("regarde Kilian", NONE)),
    # The condition's name read back by a pronoun: either player may be the one meant.
    ("licantropi", {"night": 2}, [("Erbaria", "21:00", "se Lunaria si è rivelata proteggo lei, altrimenti Merlina")],
     ("proteggo Lunaria", "proteggo Merlina", NONE)),
    # A bare place: the sender's own choices taking a place, not every role's.
    # (A cat's `Oggi bosco` is read: `vado` is his one choice taking a place; wondered about, asked.)
    ("acchiappastreghe", {"round": 1}, [("Guido", "18:00", "forse bosco")], ("vado bosco", NONE)),
    ("acchiappastreghe", {"round": 1}, [("Bianca", "18:00", "Oggi bosco")],
     ("vado bosco", "raccolgo bosco", "proteggo bosco")),
    ("acchiappastreghe", {"round": 1}, [("Enzo", "18:00", "stanotte forse nebbia")], ("lancio nebbia", NONE)),
    # Two names listed where the power takes one and an optional other: the order as read,
    # then each name alone.
    ("cowboys-and-aliens", {"night": 3}, [("Calamity", "21:00", "indago Zorg e Klaatu")],
     ("indago Zorg Klaatu", "indago Zorg", "indago Klaatu", NONE)),
    # A correction turning to another power: replacing the earlier order, beside it, or nothing.
    ("lupus-of-the-rings", {"night": 2}, [("Galadriella", "21:00", "prelevo"),
                                          ("Galadriella", "21:30", "anzi no, archivio: Boromiro mente")],
     ("archivio Boromiro mente; none prelevo", "archivio Boromiro mente", NONE)),
    # "Leave it" said of something: which standing power, if any.
    ("cowboys-and-aliens", {"night": 3}, [("Zorg", "21:00", "rapisco Klondike cowboy e salvo Chupa"),
                                          ("Zorg", "21:15", "il salvataggio lascialo stare")],
     ("none salvo", "none rapisco", NONE)),   # "salvataggio" names `salvo`: offered first
    # A line of names only: the new target after an order; with none, the sender's powers.
    ("lupus-of-the-rings", {"night": 2}, [("Frodino", "21:00", "indago Boromiro"),
                                          ("Frodino", "21:30", "Eowyna")], ("indago Eowyna", NONE)),
    ("lupus-of-the-rings", {"night": 2}, [("Frodino", "21:00", "Boromiro")], ("indago Boromiro", NONE)),
    # A thing and its recipient without the verb, other words beside them ("palantir a Eowyna"
    # alone is the pass: orders/handed_alone.py).
    ("lupus-of-the-rings", {"night": 2}, [("Pippino", "21:00", "palantir a Eowyna, mi fido di lei")],
     ("passo palantir Eowyna", NONE)),
    # A later PM naming a new target with no order word of its own (orders/unread_change.py):
    # the standing order refitted with it, or nothing; the pack's order for a mate's word.
    ("lupus-of-the-rings", {"night": 2}, [("Frodino", "21:00", "indago Gollum"),
                                          ("Frodino", "21:30", "❌ Gollum ✅ Nazgul")], ("indago Nazgul", NONE)),
    ("lupus-of-the-rings", {"night": 2}, [("Gollum", "21:00", "sbraniamo Boromiro"),
                                          ("Nazgul", "21:30", "anzi Eowyna")], ("sbrano Eowyna", NONE)),
    ("cowboys-and-aliens", {"night": 3}, [("Calamity", "21:00", "indago Klaatu"),
                                          ("Calamity", "21:30", "a Tumbleweed")],
     ("indago Tumbleweed", "indago Klaatu Tumbleweed", NONE)),
    ("lupus-of-the-rings", {"night": 2}, [("Frodino", "21:00", "indago Boromiro"),
                                          ("Frodino", "21:30", "anzi Gollun")], ("indago Gollum", NONE)),
    # "come detto prima" after a change of mind: the correction, the order it replaced, nothing.
    ("lupus-of-the-rings", {"night": 2}, [("Frodino", "21:00", "indago Boromiro"),
                                          ("Frodino", "21:20", "anzi Gollum"),
                                          ("Frodino", "21:40", "resta come detto prima")],
     ("indago Gollum", "indago Boromiro", NONE)),
    # A pack mate proposing another target after the pack's order, among other words: which
    # target the pack chooses.
    ("cowboys-and-aliens", {"night": 3}, [("Lupetto", "21:00", "sbraniamo Jolene"),
                                          ("Corvo", "21:30", "no ragazzi, meglio Sunny")],
     ("sbrano Sundance", NONE)),
    # A question whose names stand in a sentence of their own: each of them, or neither.
    ("thiercelieux", {"night": 1}, [("Baptiste", "21:00", "On dévore qui ce soir ? Kilian ou Maxence ?")],
     ("dévore Kilian", "dévore Maxence", NONE)),
    # An earlier night's order: the GM writes it.
    ("acchiappastreghe", {"round": 1}, [("Guido", "18:00", "stesso posto di ieri")], (NONE,)),
]


def _case(messages: list[tuple[str, str, str]]) -> dict:
    return {"messages": [{"from": f, "at": at, "text": text} for f, at, text in messages]}


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("doubts")


@pytest.mark.parametrize("game, phase, messages, offered", OFFERED,
                         ids=[m[0][2] for _, _, m, _ in OFFERED])
def test_a_doubt_offers_the_readings_a_gm_chooses_between(games, game, phase, messages, offered
                                                          ) -> None:
    run = run_case(games, {"game": game, **phase}, _case(messages))
    assert isinstance(run, DoubtsFound), run
    assert [d.candidates for d in run.doubts] == [offered]


def _settled(tmp: Path, data: dict, case: dict, readings: dict[int, str]) -> Read | LupusError:
    """The case read with `readings` (log line -> settle line) under `[corrections]`."""
    label = data.get("night") or data["round"]
    target, _ = _folder(tmp, data["game"], label)
    overrides = target / "nights" / f"{label}.overrides.toml"
    overrides.write_text("[corrections]\n" + "".join(
        f'"{line}" = {json.dumps(reading, ensure_ascii=False)}\n' for line, reading in readings.items()),
        encoding="utf-8")
    try:
        return run_case(tmp, data, case)
    finally:
        overrides.unlink()


def _orders(reading: str) -> list[str]:
    """The orders of a settle line ("indago Sam; passo palantir Merry"); none for `none`."""
    parts = [p.strip() for p in reading.split(";")]
    return [p for p in parts if p.split(" ")[0].casefold() != NONE]


# Doubts over a keyword that still offer only `none` (the GM writes the order): why.
ONLY_NONE = {
    "nights-round-25-rings-lupus-of-the-rings-18": "a signature's motto under « -- » (« Nn sfido nessuno "
    "che nn lo meriti ») could only be read as the sender challenging himself: the motto or his order "
    "taken back, never a self-target",
    "nights-fr-trial-6-thiercelieux-3": "si c'est Gaspard je le sauve pas, with no order standing: "
    "a power refused under a condition keeps nothing; the GM writes what he reads",
    "nights-pm-conditioned-withdrawal-licantropi-3": "se attaccano Lunaria non la proteggo, with no "
    "order standing: a power refused under a condition keeps nothing; the GM writes what he reads",
    "nights-pm-acchiappastreghe-12": "se Guido va al prato attacco Guido, altrimenti Carlo: the "
    "condition holds a keyword of its own (va) and the fallback name makes attacco take two",
    "night-thiercelieux-59": "unir Dorian et Leonie... ou Dorian et Noemie: the hedge offers "
    "pairs of names, each read alone is one name short",
    "nights-fr-meant-thiercelieux-44": "Je prends le loup-garou ou le villageois: the hedge offers "
    "cards, not players, and none is offered rather than a guessed card",
    "nights-fr-meant-thiercelieux-56": "Si j'étais la voyante je regarderais Baptiste, from a "
    "simple villageois: he holds no such power, so none is the only reading",
    **{f"nights-round-26-lic-licantropi-{n}": "the Guaritore's target described as the night's dead "
       "(« resuscito chiunque muoia stanotte »): who dies is known only once the night is resolved, "
       "so the GM writes the order" for n in (5, 6, 7)},
    "nights-pm-misread-2-lupus-of-the-rings-35": "resuscito chi muore stanotte: the target described "
    "as the night's dead, known only once the night is resolved; the GM writes the order",
    "nights-round-29-names-lupus-of-the-rings-6": "resuscito quello che muore stanotte: the night's "
    "dead, known only once the night is resolved (not the dead of the day before); the GM writes the order",
    **{f"nights-round-30-names-licantropi-{n}": "« riporto in vita chi muore stanotte », « … il morto di "
       "stanotte »: the Guaritore's target described as the night's dead, known only once the night is "
       "resolved; the GM writes the order" for n in (1, 2)},
}
# Doubts whose sender names the same choice again on a later line read one way (a bare place of a
# cat whose one choice taking a place is `vado`): his last word stands whatever the doubt settles.
LATER_WORD = {
    "nights-pm-sequences-acchiappastreghe-17": "« anzi » asked, then « al prato »: `vado prato`",
    "nights-round-26-nights-acchiappastreghe-7": "a place hedged, then « ok deciso: prato »: `vado prato`",
}
DOUBTING = [(n, d, c) for n, d, c in NIGHTS if "doubt" in (c["kind"] if isinstance(c["kind"], list)
                                                            else [c["kind"]])]


@pytest.mark.parametrize("name, data, case", DOUBTING, ids=[n for n, _, _ in DOUBTING])
def test_every_doubt_of_the_corpus_settles_with_an_order_of_the_sender(games, name, data, case
                                                                       ) -> None:
    run = run_case(games, data, case)
    if not isinstance(run, DoubtsFound):
        return          # read one way (a correction, an error at the line): nothing offered
    assert all(d.candidates for d in run.doubts), run.doubts
    # A line holding a keyword ("se X muore allora indago Y", "indago X o forse Y") offers the
    # order it could be, not only `none`.
    keyed = [d for d in run.doubts if d.kind in (CONDITION, HEDGE, QUESTION)]
    offer = all(any(_orders(c) for c in d.candidates) for d in keyed)
    assert offer != (name in ONLY_NONE), [(d.text, d.candidates) for d in keyed]
    # Each doubt's k-th reading (its last one past its count), all doubts settled at once.
    for k in range(max(len(d.candidates) for d in run.doubts)):
        chosen = {d.line: d.candidates[min(k, len(d.candidates) - 1)] for d in run.doubts}
        settled = _settled(games, data, case, chosen)
        assert not isinstance(settled, LupusError), \
            f"{chosen}: {[p.render() for p in each_problem(settled)]}"
        applied = {order for _, order in settled.applied}
        for doubt in run.doubts:
            # A later doubt of the same sender settled with the same power replaces this one's
            # reading: the later word wins (`prevedo Merrino o Pippino`, then `Pippino`).
            later = {o.split(" ")[0] for d in run.doubts if d.player == doubt.player
                     and d.line > doubt.line for o in _orders(chosen[d.line])}
            wanted = [o for o in _orders(chosen[doubt.line]) if o.split(" ")[0] not in later]
            # A pack mate's order the pack's rank sets aside (Licantropi: Lupo 1 decides) was
            # read as his order all the same: the night notes it as set aside.
            assert set(wanted) <= applied or doubt.player in settled.set_aside or name in LATER_WORD, \
                f"{doubt.text!r} settled as {chosen[doubt.line]!r}: applied {sorted(applied)}"
            if "round" in data:
                # A night applies no order of a power its sender lacks; a round's reading keeps
                # any choice read, so his own are checked here: his role's.
                assert {w.split(" ")[0] for w in wanted} <= _choices(games, data, doubt.player), wanted


def _choices(tmp: Path, data: dict, player: str) -> set[str]:
    game = load_game(_folder(tmp, data["game"], data["round"])[0])
    return {spec.keyword for spec in choices_of_players(game)(player)}
