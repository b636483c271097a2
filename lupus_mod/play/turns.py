"""Replaying a game whose ruleset declares its loop (Acchiappastreghe): turn N of the loop is
read from nights/<N>.txt (the secret choices by PM) and days/<N>.toml (the thread: the mayor's
proposals with who voted No, and the vote's result `burned`, as `lupus-mod tally` records it;
lupus_mod.inputs.loop_days reads it).

The state before turn N is rebuilt from the deal through every earlier turn, never stored.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Callable

from lupus_mod.engine.loop.windows import WRITTEN, Moment
from lupus_mod.engine.loop.run import TurnRun
from lupus_mod.engine.loop.state import (LoopInputs, LoopOrder, LoopOverride, LoopState,
                                         matches, new_state)
from lupus_mod.engine.phases import run_phase
from lupus_mod.errors import GameFolderError, LupusError, raise_all
from lupus_mod.inputs.night_text import misspelt_deadlines, night_text
from lupus_mod.play.game import Game
from lupus_mod.votes.facts import DayFacts
from lupus_mod.inputs.loop_days import read_thread
from lupus_mod.inputs.loop_overrides import as_loop_order, choice_words, loop_words, read_loop_overrides
from lupus_mod.orders.deadline import Deadline, log_deadline
from lupus_mod.orders.any_power import resolve_any_power
from lupus_mod.orders.earlier_orders import SPENT, asks_earlier, on_first, with_earlier
from lupus_mod.orders.given_by import with_cards
from lupus_mod.orders.model import GIVEN_BY, KeywordSpec, ParsedLog, Vocabulary
from lupus_mod.lifecycle.corrections import read_corrections
from lupus_mod.lifecycle.overrides import overrides_path
from lupus_mod.orders.log import Message, split_messages
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.one_reading import read_as_one
from lupus_mod.orders.parse import parse_log, sent_order
from lupus_mod.orders.sender_powers import by_sender_powers, log_errors, settled
from lupus_mod.play.replay import stop_on_doubts
from lupus_mod.play.turn_moments import evening, out_of_order, previous_close, sera_before_every_pm, vote_close
from lupus_mod.messages import say


def require_loop(game: Game) -> None:
    if not game.ruleset.loop.declared:
        raise GameFolderError(say("turns.no-loop", ruleset=game.ruleset.id), file="roles.toml",
                              hint=say("turns.no-loop-hint"))


def loop_vocabulary(game: Game) -> Vocabulary:
    """The words of the game's PM log (inputs.loop_overrides.loop_words)."""
    return loop_words(game.ruleset.loop, game.players)


def loop_overrides(game: Game, turn: int) -> tuple[LoopOverride, ...]:
    """The GM's overrides of turn `turn`: those of nights/<N>.overrides.toml, then those of
    days/<N>.overrides.toml, each in file order."""
    return tuple(o for kind in ("night", "day")
                 for o in read_loop_overrides(overrides_path(game.dir, kind, str(turn)), game.dir,
                                              game.find_player, game.ruleset.loop,
                                              loop_vocabulary(game), game.tz))


def read_log(game: Game, turn: int) -> tuple[tuple[LoopOrder, ...], Deadline]:
    """The turn's orders, each with the time of its PM, and the log's `# deadline:` line (or
    the guess of one: lupus_mod.orders.deadline, as a night's)."""
    key = f"loop-log:{turn}"
    if key not in game._cache:
        game._cache[key] = _read_log(game, turn)
    return game._cache[key][:2]


def turn_log(game: Game, turn: int) -> ParsedLog:
    """The turn's PM log as read: the orders kept and every line that is talk, a word no
    choice of its sender's among them (what `round` says of a later word: reports.later_words)."""
    read_log(game, turn)
    return game._cache[f"loop-log:{turn}"][2]


def _read_log(game: Game, turn: int) -> tuple[tuple[LoopOrder, ...], Deadline, ParsedLog]:
    path = game.night_file(str(turn))
    if not path.exists():
        # As a night's log: a giornata played without its PMs would give every cat a random
        # location in silence ("Se non scegli, il luogo viene scelto a caso").
        raise GameFolderError(say("turns.no-log", unit=game.ruleset.loop.unit, turn=turn), file=game.show(path),
                              hint=say("turns.no-log-hint"))
    text = night_text(path, game.dir, say("files.pm-log"))
    words = game.log_words()
    deadline = log_deadline(text, file=game.show(path), tz=game.tz,
                            default_time=game.schedule_time("powers_deadline"), words=words)
    corrections = read_corrections(overrides_path(game.dir, "night", str(turn)), game.dir)
    vocab = loop_vocabulary(game)
    index = NameIndex(vocab)
    parsed = parse_log(text, file=game.show(path), vocab=vocab, tz=game.tz, index=index,
                       deadline=None, words=words, corrections=corrections)
    choices_of = choices_of_players(game)
    problems = log_errors(parsed, choices_of)
    messages = split_messages(text, file=game.show(path), index=index, tz=game.tz)[0]
    # "Oggi bosco" from a cat whose one choice taking a place is `vado`: that choice, at its PM's time.
    parsed = read_as_one(settled(parsed, choices_of, first_stands_of(game)),
                         lambda line: next((m.time for m in reversed(messages) if m.header_line < line), None))
    orders, mistaken, talk = by_sender_powers(parsed.orders, parsed.lookalikes, choices_of)
    # A choice's phrase ("il mio bersaglio è Arturo") is the sender's own choice declaring it.
    orders, unclear = resolve_any_power(orders, choices_of)
    raise_all([*problems, *mistaken, *unclear, *misspelt_deadlines(text, game.show(path))])
    # "proteggo il prato, no anzi il mulino": the correction read twice ("no", "anzi") is one
    # order, never one that replaced its twin (the GM was told «proteggo Mulino» was not applied).
    found = in_messages([as_loop_order(game.ruleset.loop, o) for o in dict.fromkeys(sent_order(orders))], messages)
    own = _own_words(game, found)
    parsed = _with_cards(game, turn, parsed, (own, deadline))
    stop_on_doubts(game, str(turn), _with_turn_before(game, turn, parsed))
    heard = replace(parsed, orders=orders, chatter=tuple(sorted((*parsed.chatter, *talk), key=lambda c: c.line)))
    return own, deadline, heard


def in_messages(orders: list[LoopOrder], messages: list[Message]) -> list[LoopOrder]:
    """Each order with the PM that holds it and the time of the PM that took it back: a witch's
    slip fixed in the same PM is her one choice ("vado al bosco, anzi no al prato"), and a place
    taken back after the places closed is a change come too late (engine.loop.gathering)."""
    def holding(line: int) -> Message | None:
        return next((m for m in reversed(messages) if m.header_line < line), None)
    out = []
    for order in orders:
        here, back = holding(order.line), holding(order.withdrawn_by) if order.withdrawn_by else None
        out.append(replace(order, message=here.header_line if here else 0,
                           withdrawn_at=back.time if back else None,
                           withdrawn_said=dict(back.lines).get(order.withdrawn_by, "").strip() if back else ""))
    return out


def _with_turn_before(game: Game, turn: int, parsed: ParsedLog) -> ParsedLog:
    """A round's "come ieri", "stesso posto di ieri": the doubt offers the sender's choices of
    the round before (orders.earlier_orders); in the first round there is none to offer."""
    if not asks_earlier(parsed.doubts):
        return parsed
    if turn < 2:
        return replace(parsed, doubts=on_first(parsed.doubts))
    if not game.night_file(str(turn - 1)).exists():
        return parsed
    made = chosen(game, turn - 1)
    return replace(parsed, doubts=with_earlier(parsed.doubts, str(turn - 1), lambda player: tuple(
        (keyword, " ".join((keyword, *args)),
         "" if keyword in {c.keyword for c in choices_of_players(game)(player)} else SPENT)
        for who, keyword, args in made if who == player)))


def _with_cards(game: Game, turn: int, parsed: ParsedLog, read: tuple[tuple[LoopOrder, ...], Deadline]
                ) -> ParsedLog:
    """ "gioco quello che mi ha passato Carlo": the doubt offers the cards of the sender's bag
    as the phase of that choice begins (orders.given_by), the turn played with the log's other
    orders; a turn that cannot be played yet leaves the doubt asking the GM to ask him."""
    if not any(d.kind == GIVEN_BY for d in parsed.doubts):
        return parsed
    try:
        state = initial_loop_state(game) if turn == 1 else _finished(game, turn - 1).state
        run = run_phase(state, game.ruleset, _turn_inputs(game, turn, read), game.seed)
    except LupusError:
        return parsed
    loop = game.ruleset.loop
    choice_of = {str(c.get("keyword")): c.id for c in loop.choices}
    # The choices played from the bag: the ritual's ("gioca in segreto 1 ingrediente").
    from_bag = {str(s.settings.get("choice")) for p in loop.phases for s in p.steps if s.effect == "ritual"}

    def cards(player: str, keyword: str, giver: str) -> tuple[str, ...]:
        if choice_of.get(keyword) not in from_bag:
            return ()
        reads = next((n for n, p in enumerate(loop.phases) if choice_of.get(keyword) in p.choices), len(loop.phases))
        earlier = {p.id for p in loop.phases[:reads]}
        bag = next((p.state for p in reversed(run.phases) if p.phase in earlier), run.before).bag(player)
        # The Borseggiatore's card taken from that player: the one he may mean.
        taken = [e.get("taken") for p in run.phases for e in p.events if e.get("kind") == "pickpocketed"
                 and e.get("player") == player and e.get("target") == giver]
        return tuple(dict.fromkeys([*(t for t in taken if t in bag), *bag]))
    return replace(parsed, doubts=with_cards(parsed.doubts, cards))


def chosen(game: Game, turn: int) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """The choices of round `turn` that stand, as (player, keyword, arguments), in the order
    sent: each player's last of each kind not taken back, or his first where his first word
    stands (a witch's place, `first_stands`)."""
    stands = first_stands_of(game)
    keyword = {c.id: str(c.get("keyword")) for c in game.ruleset.loop.choices}
    last: dict[tuple[str, str], LoopOrder] = {}
    for order in read_log(game, turn)[0]:
        first = last.get((order.player, order.choice))
        if first is None or first.withdrawn_by or keyword[order.choice] not in stands(order.player):
            last[(order.player, order.choice)] = order
    return tuple((o.player, keyword[o.choice], o.args) for o in last.values() if not o.withdrawn_by)


def _own_words(game: Game, orders: list[LoopOrder]) -> tuple[LoopOrder, ...]:
    """Each order of a line that holds several ("vado al bosco e attacco Arturo") with its own
    words as `raw`, from its keyword to the next order's, so that a refusal quotes only the
    order refused. A line whose keywords cannot all be found in order keeps its whole text for
    the orders whose own words are not known."""
    by_line: dict[tuple[str, int], list[int]] = {}
    for n, order in enumerate(orders):
        by_line.setdefault((order.player, order.line), []).append(n)
    out = list(orders)
    for indexes in (ix for ix in by_line.values() if len(ix) > 1):
        raw = orders[indexes[0]].raw
        starts, at = [], 0
        for n in indexes:
            spec = game.ruleset.loop.find("choices", orders[n].choice)
            words = choice_words(spec)
            hits = [m.start() for w in words
                    for m in [re.search(rf"(?<!\w){re.escape(w)}(?!\w)", raw[at:], re.IGNORECASE)] if m]
            if not hits:
                # "vado al bosco, anzi no al prato. attacco Arturo": the prato has no keyword of
                # its own; an order whose own words are known quotes them, never the attack
                # beside it as refused too.
                for i in indexes:
                    out[i] = replace(orders[i], raw=orders[i].said or raw)
                break
            starts.append(at + min(hits))
            at = starts[-1] + 1
        else:
            for n, start, end in zip(indexes, starts, [*starts[1:], len(raw)]):
                own = re.sub(r"[\s,;:.!]*(\b(e|ed|poi|and|et)\b)?[\s,;:.!]*$", "", raw[start:end],
                             flags=re.IGNORECASE)
                out[n] = replace(orders[n], raw=own or raw)
    return tuple(out)


def choices_of_players(game: Game) -> Callable[[str], list[KeywordSpec]]:
    """The choices a player may make, by his role and faction (`who` of each [[choice]]): a word
    is a choice's keyword only for him (orders.sender_powers). A choice for a form (`form:rana`)
    is his whatever his form: the form changes during the round, and the engine refuses it."""
    state = initial_loop_state(game)
    specs = loop_vocabulary(game).keywords

    def choices(name: str) -> list[KeywordSpec]:
        return [spec for spec, choice in zip(specs, game.ruleset.loop.choices)
                if "form:" in str(choice.get("who", "any"))
                or matches(state, name, str(choice.get("who", "any")))]
    return choices


def first_stands_of(game: Game) -> Callable[[str], set[str]]:
    """The keywords whose first order stands for a player (`first_stands` of a [[choice]]: a
    witch's place, "non per le streghe"): a later order does not replace it."""
    state = initial_loop_state(game)
    return lambda name: {str(c.get("keyword")) for c in game.ruleset.loop.choices
                         if c.get("first_stands") and matches(state, name, str(c.get("first_stands")))}


def read_orders(game: Game, turn: int) -> tuple[LoopOrder, ...]:
    return read_log(game, turn)[0]


def turn_inputs(game: Game, turn: int) -> LoopInputs:
    """The turn's files read once per command: the replay, the GM log and the provisional
    banner all ask for them."""
    key = f"loop-inputs:{turn}"
    if key not in game._cache:
        game._cache[key] = _turn_inputs(game, turn)
    return game._cache[key]


def _turn_inputs(game: Game, turn: int, read: tuple[tuple[LoopOrder, ...], Deadline] | None = None) -> LoopInputs:
    """The turn's inputs; `read`: its log's orders and deadline, already read."""
    proposals, hunted, src = read_thread(game.day_file(turn), game.dir, game.find_player, game.tz)
    orders, deadline = read or read_log(game, turn)
    problems: list[LupusError] = []
    opened = previous_close(game, turn)
    sera = evening(game, turn, src, deadline, game.show(game.night_file(str(turn))), problems, opened)
    moments = {"sera": sera, "votazione": vote_close(game, turn, src, hunted, sera, problems)}
    if opened is not None:   # the previous giornata's vote closed: this one's PMs come after it
        moments["apertura"] = Moment(opened, WRITTEN, game.show(game.day_file(turn - 1)))
    raise_all(problems + out_of_order(sera, proposals, moments["votazione"])
              + sera_before_every_pm(sera, [o.time for o in orders if o.time], game.show(game.night_file(str(turn)))))
    return LoopInputs(orders=orders, proposals=proposals, hunted=hunted,
                      source=game.show(game.day_file(turn)),
                      hunted_line=(src.line("burned") or 0) if src else 0, moments=moments,
                      log=game.show(game.night_file(str(turn))),
                      accept_late=str(turn) in [str(x) for x in game.config.get("accept_late", ())],
                      overrides=loop_overrides(game, turn))


def initial_loop_state(game: Game) -> LoopState:
    return new_state([(p.name, p.role) for p in game.players], game.ruleset)


def run_turn_of(game: Game, turn: int, after_end: bool = False) -> TurnRun:
    """Replay every earlier turn (each must be over), then turn `turn` as far as its files go
    (`after_end`: even though an earlier turn ended the game, `round --force`)."""
    key = f"turn:{turn}:{after_end}"
    if key in game._cache:
        return game._cache[key]
    if turn < 1:
        raise GameFolderError(say("turns.no-turn", unit=game.ruleset.loop.unit, turn=turn),
                              file=game.show(game.day_file(turn)), hint=say("turns.no-turn-hint", unit=game.ruleset.loop.unit))
    # Upward, one turn at a time: the first turn not over (or after the end) is the error,
    # without a recursion as deep as the turn asked for (`round 99999999999`).
    for earlier in range(1, turn):
        state = _finished(game, earlier).state
    state = initial_loop_state(game) if turn == 1 else state
    if after_end:
        state = replace(state, ended={}, ending=None)
    elif state.game_over:
        # The day file of the turn that ended the game: the file the GM would look at.
        raise _over(game, state.ended, "turn-ended", file=game.show(game.day_file(state.ended["day"])))
    run = run_phase(state, game.ruleset, turn_inputs(game, turn), game.seed)
    raise_all([_over(game, run.state.ended, "unread", file=game.show(game.day_file(turn)),
                     line=line or None, key=fact) for fact, line in run.unread])
    game._cache[key] = run
    return run


def _over(game: Game, ended: Any, what: str, file: str | None, **fields: Any) -> GameFolderError:
    """The game is over: a later turn, or a fact of the thread for a step the end left
    unplayed (`key`: burned, proposta), said in the GM's language ([game-over])."""
    values = {"unit": game.ruleset.loop.unit, "day": ended["day"], "message": ended["message"], **fields}
    line = values.pop("line", None)
    return GameFolderError(say(f"game-over.{what}", **values), file=file, line=line,
                           hint=say(f"game-over.{what}-hint", **values))


def present_state(game: Game) -> LoopState:
    """The state after the last turn played to its end (the deal before the first): where a
    simulation from the folder plays on. A turn still waiting for the thread is played again
    from its start."""
    turns = played_turns(game)
    run = run_turn_of(game, turns[-1]) if turns else None
    if run is not None and not run.waiting:
        return run.state
    return _finished(game, turns[-2]).state if len(turns) > 1 else initial_loop_state(game)


def _finished(game: Game, turn: int) -> TurnRun:
    run = run_turn_of(game, turn)
    if run.waiting:
        raise GameFolderError(say("turns.waits", unit=game.ruleset.loop.unit, turn=turn, waiting=run.waiting),
                              file=game.show(game.day_file(turn)), hint=say("turns.waits-hint", waiting=run.waiting))
    return run


def played_turns(game: Game) -> list[int]:
    """The turns with a PM log, in order, stopping at the first gap."""
    turns, n = [], 1
    while game.night_file(str(n)).exists():
        turns.append(n)
        n += 1
    return turns


def vote_facts(game: Game, turn: int) -> DayFacts:
    """What the tally of turn `turn`'s vote needs: "Tutti i partecipanti in forma umana votano
    1 gatto in forma umana […] Rane e gatti cacciati non possono né votare né essere votati",
    so the cats in human form at the vote are the tally's living players."""
    run = run_turn_of(game, turn)
    if run.state.game_over and run.state.hunted is None:
        # The game ended before the vote ("il voto finale non si svolge"): nothing to count.
        raise _over(game, run.state.ended, "unread", file=game.show(game.day_file(turn)), key="burned")
    acting = run.state.in_form(game.ruleset.loop.acting_form)
    if run.state.hunted:
        acting = (*acting, run.state.hunted)    # recorded already: the count is read again
    others = tuple(n for n in run.state.names if n not in acting)
    return DayFacts(day=turn, alive=tuple(n for n in run.state.names if n in acting), dead=others,
                    aliases={p.name: p.aliases for p in game.players},
                    substitutes={nick: p.name for p in game.players for nick, _ in p.substitutes},
                    off_turn=game.off_turn(f"day {turn}"),
                    accounts=game.member_accounts(),
                    weights={}, tie_weights={}, gm=tuple(game.config.get("gm", ())),
                    day_file=game.read_day(turn, required=False), malus={})


def choices_vocabulary(game: Game) -> list[dict[str, Any]]:
    """Every secret choice of the loop, with the phase that reads it (for `lupus-mod roles`)."""
    loop = game.ruleset.loop
    phase_of = {c: p.name for p in loop.phases for c in p.choices}
    return [{"choice": c.id, "keyword": c.get("keyword"), "synonyms": list(choice_words(c)[1:]),
             "args": list(c.get("args", ())), "who": c.get("who", "any"),
             "phase": phase_of.get(c.id, ""), "description": c.get("description", "")}
            for c in loop.choices]
