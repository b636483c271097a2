"""How the lines of a PM log were read, for the GM: the doubts that stop a phase (first on the
terminal, each with the one line that settles it) and the lines read as a correction or a
withdrawal of earlier ones. In the game's language (templates/<language>/labels.toml
`[reading]`); the player's words are shown without their control characters.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from lupus_mod.errors import DoubtsFound
from lupus_mod.text.folding import printable
from lupus_mod.orders.model import (CORRECTION, EARLIER, GIVEN_BY, HEIR, ITEM, NONE, NOUN_ORDER, RELAYED_FOR,
                                    UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL,
                                    WITHDRAWAL,
                                    Doubt, Reading)
from lupus_mod.orders.relayed_for import relayed_beside_of
from lupus_mod.words.render import labels


def _printable(text: str) -> str:
    """A player's words on one line, no control or format character (folding.printable)."""
    return printable(text, one_line=True)


def _quoted(reading: str) -> str:
    """A reading as a TOML basic string's content (a free text is the player's words)."""
    return _printable(reading).replace("\\", "\\\\").replace('"', '\\"')


def doubts_text(language: str, game_dir: Path, found: DoubtsFound) -> str:
    """Every doubt, with the player's words, its file:line and the line that settles it."""
    words = labels(language, game_dir)
    say = {**words["reading"], **words.get("reading-meant", {}), **words.get("reading-visit", {}),
           **words.get("reading-pm", {}), **words.get("reading-text", {}),
           **words.get("reading-relayed", {})}
    lines = [say["title"].format(count=len(found.doubts))]
    for doubt in found.doubts:
        lines.append(say["row"].format(where=f"{doubt.file}:{doubt.line}", player=doubt.player,
                                       text=_printable(doubt.text), what=_what(say, doubt, found)))
        lines.append(say["settle"].format(file=found.settle_file, line=doubt.line,
                                          reading=_quoted(found.shown(doubt.candidates[0]))) + _gloss(say, doubt.candidates[0]))
        if len(doubt.candidates) > 1:
            lines.append(say["others"].format(readings=", ".join(
                f'"{_quoted(found.shown(c))}"{_gloss(say, c)}' for c in doubt.candidates[1:])))
    return "\n".join(lines)


def _gloss(say: dict[str, str], reading: str) -> str:
    """ "none" told in the game's language (« aucun ordre »): the word to type is the same in every game."""
    if reading.startswith(f"{NONE} ") and ";" not in reading:
        # « "none espionne" » was shown bare: it takes that power's order back, said so.
        return say.get("none-keyword-gloss", "").format(keyword=reading.split(" ", 1)[1])
    return say.get("none-gloss", "") if reading == NONE else ""


def _what(say: dict[str, str], doubt: Doubt, found: DoubtsFound) -> str:
    """What the doubt asks, and the orders a word that may be several players was not offered
    on, which the night could only refuse (orders.same_start); an earlier order says its own."""
    refused = say["same-start-refused"].format(orders="; ".join(doubt.spent)) \
        if doubt.spent and doubt.kind != EARLIER else ""
    return _asked(say, doubt, found) + refused


def _asked(say: dict[str, str], doubt: Doubt, found: DoubtsFound) -> str:
    """What the doubt asks; an earlier night's order with the phase before looked up says whose
    orders of which night (or round) it offers, or that he gave none."""
    rounds = found.rounds
    if doubt.kind == RELAYED_FOR:
        # Another player's order relayed: the GM's [[override]] applies it for him.
        # A mate's pack order, which the sender may give too, is offered as his; beside the
        # sender's own orders (the reading offered), those stand.
        key = "relayed-for-beside" if relayed_beside_of(doubt) else "relayed-for" \
            if doubt.candidates[0] == NONE else "relayed-for-own"
        return say[key].format(player=doubt.names[0], order=doubt.keywords[0], sender=doubt.player,
                               file=found.settle_file, own=doubt.candidates[0])
    if doubt.kind == HEIR:
        # « mon successeur est Gaspard »: the day record takes him, whom the doubt names.
        return say[HEIR].format(heir=doubt.names[0])
    if doubt.kind == UNCLEAR_CORRECTION and len(doubt.candidates) == 2 and NONE in doubt.candidates:
        # « non l'autre, Océane » after « je regarde Isidore », "io direi Eowyna, ma fate voi"
        # under a mate's pack order: one order it fits, nothing unclear about which; only
        # whether the name replaces its target.
        return say.get("unclear-correction-one", say[doubt.kind])
    if doubt.kind == UNCLEAR_CORRECTION and len(doubt.candidates) == 2 and len(
            {c.removeprefix(f"{NONE} ").split()[0] for c in doubt.candidates}) == 1:
        # "ci ho ripensato, tengo la resurrezione x più avanti" after `resuscito Grimaldo`:
        # one order, kept or taken back ("resuscito Grimaldo", "none resuscito"); "nn è che nn
        # voglio resuscitare Grimaldo, ma preferisco Faramiro": one power, its new target or
        # taken back ("resuscito Faramiro", "none resuscito"): which order is clear either way.
        keyword = doubt.candidates[-1].removeprefix(f"{NONE} ").split()[0]
        return say.get("unclear-correction-power", say[doubt.kind]).format(keyword=keyword)
    switched = [part.split()[1] for part in doubt.candidates[0].split("; ") if part.startswith(f"{NONE} ")] \
        if doubt.kind == UNCLEAR_CORRECTION and ";" in doubt.candidates[0] else []
    if switched:
        # "ripensandoci raccolgo al prato" after `proteggo mulino`: the new power in place of
        # the old one, or beside it (it said « non si sa a quale ordine », though one stood).
        return say.get("unclear-correction-switch", say[doubt.kind]).format(keywords=", ".join(switched))
    if doubt.kind == UNCLEAR_WITHDRAWAL and doubt.names:
        # "Elrondo toglilo, solo Eowyna" after `ammalio Eowyna Elrondo`: one of two players let go.
        return say.get("unclear-withdrawal-partly", say[doubt.kind])
    if doubt.kind == UNCLEAR_WITHDRAWAL and len({c.split()[1] for c in doubt.candidates if c.startswith(f"{NONE} ")}) == 1 \
            and set(doubt.candidates) <= {NONE, *(c for c in doubt.candidates if c.startswith(f"{NONE} "))}:
        # "anzi no, Eowyna la tengo x domani" from the Shinigami: one power only, no "which?".
        return say.get("unclear-withdrawal-one", say[doubt.kind])
    if doubt.kind == NOUN_ORDER and ITEM in doubt.kinds:
        # "palantir a Merrino" from its holder: one thing to do with it, pass it; no power to guess.
        return say.get("noun-order-item", say[doubt.kind])
    if doubt.kind == GIVEN_BY and doubt.candidates != (NONE,):
        # "gioco quello che mi ha passato Carlo": the cards of his bag offered.
        return say["given-by-bag"]
    if doubt.kind == EARLIER and doubt.first:
        return say["earlier-first-round" if rounds else "earlier-first-night"]
    if doubt.kind != EARLIER or not doubt.before:
        return say[doubt.kind]
    when = say["earlier-when-round" if rounds else "earlier-when-night"].format(before=doubt.before)
    if doubt.candidates != (NONE,):
        return say["earlier-offered"].format(player=doubt.player, when=when)
    if doubt.spent:
        return say["earlier-dead" if doubt.dead_target else "earlier-spent"].format(player=doubt.player, when=when, orders="; ".join(doubt.spent))
    power = say["earlier-power"].format(keywords=", ".join(doubt.keywords)) if doubt.keywords else ""
    return say["earlier-none"].format(player=doubt.player, when=when, power=power)


def doubt_dict(doubt: Doubt, settle_file: str) -> dict[str, Any]:
    return {"player": doubt.player, "file": doubt.file, "line": doubt.line, "text": doubt.text,
            "kind": doubt.kind, "candidates": list(doubt.candidates),
            "settle": f'{settle_file} → [corrections] "{doubt.line}" = '
                      f'"{_quoted(doubt.candidates[0])}"'}


def doubts_json(found: DoubtsFound) -> dict[str, Any]:
    """`--json` of a phase stopped by doubts: the doubts and how every line was read."""
    return {"doubts": [doubt_dict(d, found.settle_file) for d in found.doubts],
            "readings": [r.as_dict() for r in found.readings]}


def corrections_text(language: str, game_dir: Path, readings: tuple[Reading, ...],
                     written: Callable[[str], str], late: frozenset[int] = frozenset(),
                     inline: frozenset[int] = frozenset()) -> str:
    """The lines read as a correction or a withdrawal of earlier lines, or as the GM's
    `[corrections]` say: never applied in silence ("Tutti gli ordini sono stati applicati"
    is no answer when a player changed his mind). `written` names the ids of a reading's
    canonical orders (Wording.written); `late`: the lines whose orders came after the deadline
    and do not count, so a change of mind sent late is never shown as the order that stands."""
    shown = [r for r in readings if r.by_gm or (r.kind in (CORRECTION, WITHDRAWAL) and any(
        line != r.line for line in r.of_lines)) or r.kind == CORRECTION and r.line in inline]
    if not shown:
        return ""
    words = labels(language, game_dir)
    say = {**words["reading"], **words.get("reading-pm", {})}
    lines = [say["read_title"].format(count=len(shown))]
    for reading in shown:
        # "rapisco Wyatt, credo sia lo sceriffo. anzi no, x me è un cowboy": `inline`, the
        # lines whose earlier order the line itself replaced (no failure: nights.summary_rows).
        own = reading.line in inline and not any(line != reading.line for line in reading.of_lines)
        what = say["correction-inline" if own else reading.kind].format(
            lines=", ".join(map(str, reading.of_lines)), reading=_printable(written(reading.reading)))
        lines.append(say["read_row"].format(where=f"{reading.file}:{reading.line}",
                                            player=reading.player,
                                            what=what + (say["by_gm"] if reading.by_gm else "")
                                            + (say["late"] if reading.line in late else "")))
    return "\n".join(lines)
