"""Words read by the sender's powers: a word is a power's keyword only for a sender who has it.

The parser reads a line before the night knows who holds what; the night then settles, with
each sender's powers that night (as `orders.any_power` does for "uso il mio potere"):

- a word that only resembles a keyword ("indgo Sam", "volevo salutare", "apparire") is "did you
  mean" for a sender holding that power, and talk, listed in the GM log, for anyone else;
- a keyword naming nothing, of a power the sender does not hold ("rien pour moi ce soir" from
  Cupidon: `rien` is the Sorcière's), is talk too. With a name it stays an order of another
  role's power, refused and told: a wolf's "indago Sam" tried the Veggente's power, and the
  refusal is what he needs to hear. A sender without powers at all (a Contadino) is read the
  same way: his names make an attempt, his bare words talk (docs/orders.md);
- a keyword whose order cannot be read ("domani proteggo il villaggio con un bel discorso",
  "sparire subito" read as `sparo`), of a power the sender does not hold, is talk as well: the
  error is for the one who holds the power; the line, if it names players, is shown with the
  messages without orders that name players.
"""
from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Callable, Iterable, Sequence

from lupus_mod.engine.targets import arity_ok
from lupus_mod.errors import OrderError
from lupus_mod.orders.unordered_asked import unordered_asked
from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.held_powers import any_held, held_only, said_as_we, with_powers
from lupus_mod.orders.asking import all_players, asking
from lupus_mod.orders.relayed_for import held_relayed, relayed_beside_of, relayed_held
from lupus_mod.orders.own_form import in_own_forms
from lupus_mod.orders.pack_unchosen import unchosen
from lupus_mod.orders.pack_rest import pack_rested
from lupus_mod.orders.pack_deferred import pack_deferred
from lupus_mod.orders.pack_agreed import pack_agreed
from lupus_mod.orders.line_errors import line_error
from lupus_mod.orders.keeping import keeps_a_power
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.misspelt_keyword import misspelt
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.model import (ANY_POWER, BARE, CONDITION, DENIED_OTHER, EARLIER, NO_VERB, NONE, NOUN_ORDER, ORDER,
                                    OTHER_WORD, OVERFULL, PACK_WITHDRAWAL, SAME_START, QUESTION, RELAYED, RELAYED_FOR, TAKEN_BACK, TALK,
                                    UNSAID, VISIT, Chatter, Doubt, KeywordSpec, Lookalike, Order, ParsedLog, Reading)
from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.text import fold
from lupus_mod.orders.same_minute import same_minute
from lupus_mod.orders.yes_no import yes_no_answers


def by_sender_powers(orders: Iterable[Order], lookalikes: Iterable[Lookalike],
                     powers_of: PowersOf) -> tuple[tuple[Order, ...], list[OrderError],
                                                   tuple[Chatter, ...]]:
    """(the orders that stay orders, the lookalikes that are errors, what is talk)."""
    held: dict[str, set[str]] = {}

    def holds(player: str) -> set[str]:
        if player not in held:
            held[player] = {p.keyword for p in powers_of(player)}
        return held[player]

    kept: list[Order] = []
    talk: list[Chatter] = []
    for order in (_own_kill(o, powers_of(o.player)) for o in orders):
        if order.keyword == ANY_POWER or order.args or order.keyword in holds(order.player):
            kept.append(order)
        else:
            talk.append(Chatter(order.player, order.file, order.line, order.raw))
    errors = []
    for lookalike in lookalikes:
        if holds(lookalike.player) & set(lookalike.keywords):
            if not lookalike.reported:
                errors.append(_own_form(lookalike, powers_of(lookalike.player)))
        elif keeps_a_power(lookalike.text):   # « Je garde ma potion pour plus tard »: no Voleur's card
            talk.append(Chatter(lookalike.player, lookalike.file, lookalike.line, lookalike.text, lookalike.names))
        else:
            # "proteggo lei" from the Veggente: a keyword's order, of a power he lacks, is
            # ignored, never silently: the GM sees which power it tried.
            talk.append(Chatter(lookalike.player, lookalike.file, lookalike.line, lookalike.text,
                                lookalike.names, lookalike.keywords if lookalike.reported else ()))
    return tuple(kept), errors, tuple(sorted(talk, key=lambda c: (c.file, c.line)))


def _own_form(lookalike: Lookalike, powers: Sequence[KeywordSpec]) -> OrderError:
    """ "indgo Chupa" from a Man in Black: did you mean `indago`, in the form of his own power
    (`indago <player>`, settled as `indago Chupa`), not the longest form of the powers sharing
    the keyword (the Guardingo's `indago <player> <player?>`)."""
    own = [p for p in powers if p.keyword in lookalike.keywords]
    if not lookalike.word or not own:
        return lookalike.error
    # "indgao Chupa e Zorg": more players than the one it takes, the form with blanks.
    after = lookalike.after if len(lookalike.names) <= 1 else ()
    problem = misspelt(lookalike.word, tuple(dict.fromkeys(p.keyword for p in own)), own[0], after)
    line = LogLine(lookalike.player, lookalike.file, lookalike.line, lookalike.text, lookalike.text, None, False)
    return line_error(line, LineReading((), (problem,), False, False))


# « Et je tue Baptiste » from the Sorcière: « tue » is the pack's word in the ruleset, but "tuer
# une autre personne en plus de la victime" (thiercelieux-base.fr.txt l.86) is her poison. The
# shipped killing powers (folded keywords), and the words that say a kill whoever kills.
_KILLING = frozenset({"devore", "empoisonne", "tire"})   # « tire »: the Chasseur's last shot
_KILL_WORDS = frozenset({"tue", "tuer", "tuerai", "bute", "buter", "buterai", "zigouille",
                         "jtue", "jbute", "jzigouille"})   # « jtue Baptiste »: « je » glued (it asked, « sauve » first)
# (« j'utilise ma potion de mort sur Baptiste »: the poison's own phrase, roles.toml.)


def as_held(readings: Iterable[Reading], orders: Iterable[Order], powers_of: PowersOf) -> tuple[Reading, ...]:
    """The readings with each kill said in another power's word shown as the sender's own
    (« je tue maxime avec ma potion » from the Sorcière: `empoisonne Maxime`, as applied, not `dévore`)."""
    owned = {(o.player, o.line): (o.canonical(), k.canonical()) for o in orders
             if (k := _own_kill(o, powers_of(o.player))).keyword != o.keyword}
    return tuple(replace(r, reading=r.reading.replace(*owned[r.player, r.line])) if (r.player, r.line) in owned
                 else r for r in readings)


def _own_kill(order: Order, powers: Sequence[KeywordSpec]) -> Order:
    """A kill said with another killing power's word, from a sender who lacks that power and
    holds exactly one killing power taking the same players: the order is his own power's."""
    words = fold(order.raw).replace("'", " ").split()
    said = fold(order.keyword) in _KILLING and _KILL_WORDS & set(words)
    if not said or not order.args:
        return order
    held = [p.keyword for p in powers if fold(p.keyword) in _KILLING and len(p.args) == len(order.args)]
    if order.keyword in {p.keyword for p in powers} or len(held) != 1:
        return order
    return replace(order, keyword=held[0])


def with_candidates(doubts: Iterable[Doubt], powers_of: PowersOf) -> tuple[Doubt, ...]:
    """The doubts, those of an order said with a noun ("la mia protezione va a Podesta") given
    their readings: each power of the sender taking exactly the players named, or nothing; so
    are those of a visit said without a keyword ("vado da Jolene"). A thing named without its
    verb ("Oggi bosco") offers only the sender's own powers taking it (a cat's `vado bosco`,
    not the Cavaliere guardiano's `proteggo bosco`); `none` if he has none."""
    found = []
    for doubt in doubts:
        # "Zanna dice di cambiare su Quercia" with no order standing: the pack's power likewise.
        if doubt.kind in (NOUN_ORDER, VISIT) and not doubt.kinds or doubt.kind in (RELAYED, EARLIER, CONDITION) and doubt.names:
            # The readings another step asked of the same line follow (orders.asking).
            doubt = replace(doubt, candidates=tuple(dict.fromkeys((
                *with_powers(doubt.player, doubt.names, powers_of, said_as_we(doubt.text)), NONE,
                *doubt.candidates))))
        elif doubt.kind in BARE:
            # "forse al prato": the place wondered about, or none (`doubts`: no verb, hedged).
            held = {p.keyword for p in powers_of(doubt.player)} | ({NONE} if doubt.kind == NO_VERB else set())
            doubt = replace(doubt, candidates=tuple(
                c for c in doubt.candidates if c.split(" ", 1)[0] in held) or (NONE,))
        elif doubt.kind == PACK_WITHDRAWAL:
            # A mate's "stanotte niente": the pack's order taken back by a member only, and by
            # one with no power of his own ("Stanotte niente da fare" from the Sciamano is of his
            # own power) unless he names the pack's ("non sbraniamo nessuno").
            powers = powers_of(doubt.player)
            held = {p.keyword for p in powers} if doubt.keywords or all(p.slot for p in powers) else set()
            own = {p.keyword for p in powers}
            doubt = replace(doubt, candidates=tuple(
                c for c in doubt.candidates if c == NONE or (c.split()[-1] in held if c.startswith(f"{NONE} ")
                                                             else c.split()[0] in own)))
        elif doubt.kind == CONDITION and held_only(doubt, powers_of) != doubt.candidates:
            # "master ma se proteggo Jolene la salvo dal chupa? se no metti Tumble" from the
            # Guardia: "salvo" is the Leader Alieno's keyword, no reading of his.
            doubt = replace(doubt, candidates=held_only(doubt, powers_of))
        elif doubt.kind in (UNSAID, TAKEN_BACK, RELAYED_FOR, RELAYED):
            if doubt.kind == RELAYED_FOR and held_relayed(doubt, powers_of):
                # "chupa stanotte fa Django": of each power "fa" may be, those of the player named.
                kept = held_relayed(doubt, powers_of)
                doubt = replace(doubt, keywords=kept, candidates=tuple(
                    c for c in doubt.candidates if c in kept or c not in doubt.keywords))
            # "stanotte facciamo fuori Eowyna": the pack's attack for a wolf only; « je ne tire
            # sur personne »: the Chasseur's shot taken back, for the Chasseur only; "Gollum mi
            # ha detto che sbrana Eowyna": a mate's order relayed, the sender's for a wolf only;
            # "confermo quello che ha detto Lunaria" from a wolf: the Veggente's order is not his.
            held = {p.keyword for p in powers_of(doubt.player)}
            # "vado mulino; lancio rana; attacco Guido" (orders.aimed): every order his own.
            doubt = replace(doubt, candidates=tuple(
                c for c in doubt.candidates if c == NONE or all(
                    part.strip().split(" ", 1)[0] in held for part in c.split(";"))))
        elif doubt.kind == QUESTION and not any_held(doubt, powers_of):
            # « j'ai plus rien à faire hein ? » from Cupidon: the Sorcière's `rien` asked by a
            # sender without it is talk, as any order of a power he lacks (settled).
            doubt = replace(doubt, candidates=(NONE,))
        found.append(replace(doubt, candidates=tuple(dict.fromkeys(
            c for said in doubt.candidates for c in _own_power(said, doubt.player, powers_of))) or (NONE,)))
    return tuple(found)


def _own_power(candidate: str, player: str, powers_of: PowersOf) -> tuple[str, ...]:
    """A reading of the sender's power said without its keyword ("uso il mio potere su Gollum,
    non so se è lupo": shown " Gollum"), written with each of his powers taking those players."""
    return with_powers(player, tuple(candidate.split()), powers_of) if candidate.startswith(" ") \
        else (candidate,)


def log_errors(parsed: ParsedLog, powers_of: PowersOf | None = None) -> list[OrderError]:
    """The log's errors but those of a keyword's order the sender cannot give ("proteggo il
    villaggio" from a player without `proteggo`: talk); without `powers_of` (the log read
    before its night), all of those are left to the night, which knows who holds what."""
    left = {(x.file, x.line) for x in parsed.lookalikes if x.reported and (
        powers_of is None or not {p.keyword for p in powers_of(x.player)} & set(x.keywords))}
    return in_own_forms([e for e in parsed.errors if (e.file, e.line) not in left], parsed.lookalikes, powers_of)


def settled(parsed: ParsedLog, powers_of: PowersOf,
            first_stands: Callable[[str], set[str]] = lambda _: set(),
            standing: Callable[[str], set[str]] | None = None) -> ParsedLog:
    """The log with its doubts given their readings (with_candidates), less those of a thing
    named without its verb whose every reading the sender's later orders replace ("bosco",
    then a PM "vado al bosco": his last word stands whatever the bare line meant). Such a line
    reads as the one order it could be, corrected by the later one (orders.later), or as talk
    when it could be several, none of which stands. Not where the sender's first word of that
    choice stands (`first_stands`: his keywords whose first order is kept, a witch's place
    "non per le streghe"): the two then truly conflict, and the doubt stays. Where the night
    knows the senders' standing orders (`standing`: his keywords with one from an earlier
    night), a standing order taken back in words that he has none of is talk: "Finalement je
    ne tire sur personne" on the first night takes nothing back."""
    parsed = same_minute(yes_no_answers(unordered_asked(pack_deferred(parsed, powers_of), powers_of), powers_of), powers_of)
    parsed = _settled(_other_word(_overfull(parsed, powers_of), powers_of), powers_of, first_stands, standing)
    return pack_rested(unchosen(pack_agreed(parsed, powers_of), powers_of), powers_of)


def _settled(parsed: ParsedLog, powers_of: PowersOf, first_stands: Callable[[str], set[str]],
             standing: Callable[[str], set[str]] | None) -> ParsedLog:
    # "sbraniamo Doc. e Tumble mi ha detto di scriverti che consulta Klaatu": gossip beside his
    # own orders, which stand (taken with the line): the doubt alone goes.
    doubts = tuple(d for d in with_candidates(parsed.doubts, powers_of)
                   if not (relayed_beside_of(d) and not relayed_held(d, powers_of)))

    def no_reading(d: Doubt) -> bool:
        # "Kilian ce soir" from a dead wolf, or a player without powers: nothing to offer;
        # "Boromiro mi ha detto di scriverti che indaga Sam": gossip, no order he could give.
        return d.kind == PACK_WITHDRAWAL and d.candidates == (NONE,) or d.kind == RELAYED_FOR and not relayed_held(
            d, powers_of) or not _keywords(d) and (
            d.kind in (UNSAID, TAKEN_BACK, QUESTION, *BARE) or d.kind in (NOUN_ORDER, VISIT) and not powers_of(d.player))
    gone = {(d.file, d.line): d for d in doubts
            if d.kind in BARE and _replaced(d) and not _keywords(d) & first_stands(d.player)
            or no_reading(d)
            or d.kind == TAKEN_BACK and standing is not None and not _keywords(d) & standing(d.player)
            # "sbrano Podesta e Quercia" from a player without `sbrano`: talk, as its error was.
            or d.kind == OVERFULL and not _keywords(d) & {p.keyword for p in powers_of(d.player)}
            or d.kind == SAME_START and not set(d.keywords) & {p.keyword for p in powers_of(d.player)}
            # « non salvo nessuno » from a sender holding that power: he declines it, talk.
            or d.kind == DENIED_OTHER and {p.keyword for p in powers_of(d.player)} & set(d.keywords)}
    if not gone:
        return replace(parsed, doubts=doubts)
    readings = tuple(_as_replaced(r, gone[(r.file, r.line)]) if (r.file, r.line) in gone else r
                     for r in parsed.readings)
    # An order said by what it does, or a thing or a role named alone (« le villageois » from
    # anyone but the Voleur), from a sender without that power, is talk, listed as such.
    talk = tuple(Chatter(d.player, d.file, d.line, d.text, d.names) for d in gone.values()
                 if d.kind in (TAKEN_BACK, DENIED_OTHER) or no_reading(d))
    return replace(parsed, doubts=tuple(d for d in doubts if (d.file, d.line) not in gone),
                   readings=readings, chatter=tuple(sorted((*parsed.chatter, *talk), key=lambda c: c.line)))


def _overfull(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """ "indago Lupetto Nuvola" from the Man in Black K, whose `indago` takes one player (the
    Guardingo's takes a second, the owl's recipient): the line is read by the keyword's longest
    form, and his own power takes fewer players than it names. Refused at dawn, his power was
    lost while the night ran; so the line asks, offering his power on each choice of the names
    it takes, or nothing. Not for a line the GM settled, nor an order a later one replaced."""
    by_gm = {(r.file, r.line) for r in parsed.readings if r.by_gm}
    asked = []
    for order in parsed.orders:
        own = [p for p in powers_of(order.player) if p.keyword == order.keyword]
        if not own or order.withdrawn_by or (order.file, order.line) in by_gm \
                or any(o.key() == order.key() and o.line > order.line for o in parsed.orders):
            continue
        fits = tuple(dict.fromkeys(" ".join((p.keyword, *chosen)) for p in own if all_players(p)
                                   for chosen in combinations(order.args, len(p.args))))
        if fits and not any(arity_ok(p.args, order.args) for p in own):
            asked.append(Doubt(order.player, order.file, order.line, order.raw.strip(), OVERFULL, (*fits, NONE),
                               names=order.args))
    return asking(parsed, asked)


def _other_word(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """ « nan pas kilian, on prend maxence » from a wolf after his pack's `dévore Kilian`: the
    Voleur's `prends` gives no order (« on » is no card), and talk for a sender without it; his
    pack's victim changed was lost while the night ran. A line of a keyword the sender lacks,
    naming players, after a standing order of his or of his group whose power takes players,
    asks: that power on the names, or nothing. Not for a line the GM settled."""
    by_gm = {(r.file, r.line) for r in parsed.readings if r.by_gm}
    asked = []
    for x in parsed.lookalikes:
        powers = powers_of(x.player)
        if not (x.reported and x.names) or (x.file, x.line) in by_gm \
                or {p.keyword for p in powers} & set(x.keywords):
            continue
        shared = {p.keyword for p in powers if p.slot}
        # An order said with a phrase is of its powers (« jpropose qu'on bouffe gaspard »).
        before = [o for o in parsed.orders if not o.withdrawn_by and o.file == x.file and o.line < x.line]
        standing = {k for o in before for k in (o.keyword, *o.among) if o.player == x.player or k in shared}
        # A name new to the orders first, in the line's order: « pas Kilian, on prend Maxence »
        # after `dévore Kilian`; « on prend noemie elle soupçonne isidore ».
        old = {a for o in before for a in o.args}
        names = sorted(x.names, key=lambda n: n in old)
        fits = tuple(dict.fromkeys(" ".join((p.keyword, *chosen)) for p in powers
                                   if p.keyword in standing and all_players(p)
                                   for chosen in combinations(names, len(p.args))))
        if fits:
            asked.append(Doubt(x.player, x.file, x.line, x.text.strip(), OTHER_WORD, (*fits, NONE), names=x.names))
    return asking(parsed, [*asked, *_other_power_changed(parsed, powers_of, by_gm)])


def _other_power_changed(parsed: ParsedLog, powers_of: PowersOf, by_gm: set[tuple[str, int]]) -> list[Doubt]:
    """ "salvo Lunaria invece" from the Strega after her `proteggo Zappa`: an order of another
    role's power (the Guaritore's), with a word of change, after the sender's own standing
    order whose power takes as many players: that order changed, or the other power tried?
    Said with one of that power's other words, not its keyword ("stanotte salvo Lunaria dai
    lupi" from the Strega, "mordo Lunaria" from a wolf: `salvo`, `mordo` are the Guaritore's and
    the Vampiro's), it asks whatever came before: his own power taking as many players, or the
    other's tried? A keyword itself ("indago Sam" from a wolf) is the other power tried, refused
    and told."""
    asked = []
    for order in parsed.orders:
        powers = powers_of(order.player)
        words = set(fold(order.raw).replace("'", " ").split())
        if (order.file, order.line) in by_gm or not order.args or order.keyword == ANY_POWER \
                or order.keyword in {p.keyword for p in powers}:
            continue
        if words & REPLACE_WORDS:
            own = {o.keyword for o in parsed.orders if o.player == order.player and o.line < order.line
                   and not o.withdrawn_by}
        elif fold(order.keyword) not in words and _own_kill(order, powers) == order \
                and not any(o.player == order.player and o.keyword == order.keyword and o.line < order.line
                            for o in parsed.orders):
            # (A line correcting his earlier try, "volevo scrivere Quercia", says no word of its own.)
            own = {p.keyword for p in powers if not p.spent}
        else:
            continue
        fits = tuple(" ".join((p.keyword, *order.args)) for p in powers if p.keyword in own
                     and all_players(p) and len(p.args) == len(order.args))
        if fits:
            asked.append(Doubt(order.player, order.file, order.line, order.raw.strip(), OTHER_WORD,
                               (*fits, NONE), names=order.args))
    return asked


def _keywords(doubt: Doubt) -> set[str]:
    return {c.split(" ", 1)[0] for c in doubt.candidates if c != NONE}


def _replaced(doubt: Doubt) -> bool:
    return bool(_keywords(doubt)) and _keywords(doubt) <= set(doubt.later)


def _as_replaced(reading: Reading, doubt: Doubt) -> Reading:
    meant = [c for c in doubt.candidates if c != NONE] if doubt.kind not in (TAKEN_BACK, DENIED_OTHER, RELAYED_FOR, SAME_START) else []
    return replace(reading, kind=ORDER, reading=meant[0]) if len(meant) == 1 else replace(reading, kind=TALK)
