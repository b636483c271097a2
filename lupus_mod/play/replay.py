"""Replaying a game from its start: setup, every earlier night and day, then the night asked.

The state before night N is always rebuilt from the files: each phase's outcome is read back
from its snapshot (lupus_mod.cache.snapshots) only under a key made of every file up to that phase
(game.toml, players.toml, roles.toml, each PM log, day file and override file) and of the
program's code, so a corrected PM log or day record changes everything after it.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

from lupus_mod.cache import snapshots
from lupus_mod.engine.state import DayResult, GameState, NightResult
from lupus_mod.errors import DoubtsFound, GameFolderError, OrderError, RulesetError, raise_all
from lupus_mod.inputs.folder import next_number_hint
from lupus_mod.play.game import Game, phase_overrides, vocabulary
from lupus_mod.lifecycle.overrides import forced_orders, overrides_path
from lupus_mod.orders.model import KeywordSpec, Order, ParsedLog
from lupus_mod.play.phase_checks import (deadlines_in_order, refuse_on_open_day, refuse_on_open_night,
                                         refuse_unheard_answers, sent_before_night)
from lupus_mod.play.waits import day_answer, settle
from lupus_mod.play.night_log import game_key, read_log
from lupus_mod.messages import say

# The order parser and the resolver are imported where a phase is computed: a phase read back
# from its snapshot needs neither (docs/performance.md).
if TYPE_CHECKING:
    from lupus_mod.orders.deadline import Deadline
    from lupus_mod.rules.spec import PowerSpec


@dataclass(frozen=True)
class NightRun:
    """A night replayed: the state before it, its outcome, its log and the orders applied or
    not."""
    label: str
    before: GameState
    result: NightResult
    log: ParsedLog
    applied: tuple[Order, ...]
    dropped: tuple[Order, ...]
    deadline: Deadline
    answered_late: tuple[Order, ...] = ()    # awaited answers sent after the deadline
    set_aside: tuple[tuple[Order, Order], ...] = ()   # (order, the answer it would change)


def _accepted_late(game: Game, label: str, accept_late: bool) -> bool:
    return accept_late or label in [str(x) for x in game.config.get("accept_late", ())]


def _night(game: Game, state: GameState, label: str, accept_late: bool,
           deadline: str | None) -> NightRun:
    from lupus_mod.engine.phases import NightInputs, run_phase
    from lupus_mod.orders.deadline import check_guess
    from lupus_mod.orders.parse import effective_orders
    parsed, when, orders = _night_orders(game, state, label, deadline)
    overrides = phase_overrides(game, "night", label)
    forced = forced_orders(overrides, overrides_path(game.dir, "night", label), game.dir,
                           vocabulary(game), game.tz)
    everything = orders + forced
    late_ok = _accepted_late(game, label, accept_late)
    check_guess(when, orders, file=game.show(game.night_file(label)), accept_late=late_ok)
    with applying_rules(game, say("rules-unresolved.phase", kind="night", n=label)):
        settled = settle(
            game.ruleset,
            lambda chosen: run_phase(state, game.ruleset, NightInputs(label, chosen, overrides),
                                     game.seed),
            everything, lambda chosen: effective_orders(chosen, accept_late=late_ok)[0])
    raise_all([_second_answer(game, *pair) for pair in settled.second])
    final = settled.applied
    answered = {(o.player, o.line) for o in settled.answered_late}
    dropped = tuple(o for o in everything if o not in final and (o.player, o.line) not in answered)
    return NightRun(label, state, settled.result, parsed, final, dropped, when,
                    settled.answered_late, settled.set_aside)


def _night_orders(game: Game, state: GameState, label: str, deadline: str | None
                  ) -> tuple[ParsedLog, "Deadline", tuple[Order, ...]]:
    """Night `label`'s log read with each sender's powers tonight: the log as read, its
    deadline, and the orders to apply (a doubt or a mistaken order stops here)."""
    from lupus_mod.engine.night import may_name, night_powers, pass_keyword, taken_card_powers
    from lupus_mod.engine.targets import use_problem
    from lupus_mod.orders.any_power import resolve_any_power
    from lupus_mod.orders.dead_described import with_the_dead
    from lupus_mod.orders.held_described import with_holders
    from lupus_mod.orders.same_start import living_first
    from lupus_mod.orders.sender_powers import as_held, by_sender_powers, log_errors, settled
    parsed, when = read_log(game, label, deadline)
    powers: dict[str, list[KeywordSpec]] = {}

    def specs(name: str, found: list) -> list[KeywordSpec]:
        used = state.player(name).used if name in {p.name for p in state.players} else (lambda _: 0)
        # Spent tonight: its uses gone, or not yet or no longer usable (the Lupo Grigio "a partire
        # dalla seconda notte"): read and refused as the engine tells it, never offered in a doubt.
        return [KeywordSpec(p.keyword, p.synonyms, p.args, slot=f"group:{p.group}" if p.group else "",
                            spent=bool(use_problem(p, state.nights_played + 1, used(p.id))), rank=_rank(state, p, name),
                            declines=p.effect == "decline")
                for p in found]

    def powers_of(name: str) -> list[KeywordSpec]:
        if name not in powers:
            powers[name] = specs(name, night_powers(state, game.ruleset, name))
        return powers[name]

    def words_of(name: str) -> list[KeywordSpec]:
        # The words a sender's line is read by: his powers, and the pass of the items he holds
        # (not a power: "uso il mio potere" never means it).
        passing = pass_keyword(state, game.ruleset, name)
        return [*powers_of(name), *(k for k in vocabulary(game).keywords if passing and k.keyword == passing)]

    def standing_of(name: str) -> set[str]:
        # The standing orders from earlier nights (a Chasseur's shot: `designated:<power>`).
        held = state.player(name).memory if name in {p.name for p in state.players} else {}
        return {p.keyword for p in night_powers(state, game.ruleset, name) if f"designated:{p.id}" in held}
    raise_all(log_errors(parsed, words_of))
    index = game.night_index(label)
    before = game.night_label(index - 1) if index > 1 else ""
    if not state.game_over:    # a log after the end is only told of (`check`), never played
        closed = read_log(game, before) if before and game.night_file(before).exists() else None
        raise_all(deadlines_in_order(game, label, parsed, when, closed)
                  or sent_before_night(game, label, parsed, closed[1] if closed else None))
    # "derubo chi ha il palantir": the holder as the night begins, whom only the GM knows.
    looked_up = with_holders(with_the_dead(parsed.doubts, last_burned(state), lambda days: died_before(state, game, index, days),
                                           game.genders(f"night {label}")),
                             lambda item: next((p.name for p in state.players if item in p.items), None))
    # "indago Grim": the players the word begins whom his power may name, the living first.
    looked_up = living_first(looked_up, lambda name: state.player(name).alive,
                             lambda *asked: may_name(state, game.ruleset, *asked))
    parsed = settled(replace(parsed, doubts=looked_up), words_of, standing=standing_of)
    stop_on_doubts(game, label, _with_night_before(game, label, parsed, lambda o: _why_not_again(
        state, o, night_powers(state, game.ruleset, o.player), o.item in state.player(o.player).items
        if o.item else o.keyword in {p.keyword for p in words_of(o.player)})))
    kept, mistaken, talk = by_sender_powers(parsed.orders, parsed.lookalikes, words_of)
    # The card the Voleur takes tonight plays at once: its powers read his phrases too.
    orders, unclear = resolve_any_power(kept, lambda name: [*powers_of(name), *specs(
        name, taken_card_powers(state, game.ruleset, name, kept))])
    raise_all(sorted([*mistaken, *unclear], key=lambda e: e.line or 0))
    read = replace(parsed, orders=kept, chatter=tuple(sorted((*parsed.chatter, *talk), key=lambda c: c.line)),
                   readings=as_held(parsed.readings, parsed.orders, words_of))
    return read, when, orders


def last_burned(state: GameState) -> tuple[str, ...]:
    """The players burned on the last day a player burned (a public fact: "lo spirito
    dell'ultimo bruciato" names him); () before any."""
    days = {p.name: int(p.death_phase.split("-")[1]) for p in state.players
            if p.death_cause == "rogo" and p.death_phase.startswith("day-")}
    last = max(days.values(), default=None)
    return tuple(name for name, day in days.items() if day == last)


def died_before(state: GameState, game: Game, index: int, days: int) -> tuple[str, ...]:
    """The players who died on the day `days` back from night `index` ("ieri" 1: the last day
    played), then those of the night before that day (public facts the line's words name)."""
    phases = (f"day-{state.days_played - days + 1}", f"night-{game.night_label(index - days) if index > days else ''}")
    return tuple(p.name for phase in phases for p in state.players if p.death_phase == phase)


def _rank(state: GameState, power: "PowerSpec", name: str) -> int | None:
    """The sender's rank in a group power's `ranked_by` (0 the highest), None without one."""
    ranks = list(power.setting("ranked_by", ()))
    role = state.player(name).role
    return (ranks.index(role) if role in ranks else len(ranks)) if ranks else None


def _why_not_again(state: GameState, order: Order, powers: "list[PowerSpec]", holds: bool) -> str:
    """Why the sender may not give tonight his order of the night before (orders.earlier_orders):
    the power or the item no longer his (`holds` False), or a power on the living whose target
    has died since (targets: "dead-target"); "" where he may."""
    from lupus_mod.orders.earlier_orders import DEAD_TARGET, SPENT
    if not holds:
        return SPENT
    living = any(p.keyword == order.keyword and p.living_target for p in powers)
    names = {p.name for p in state.players}
    dead = any(a in names and not state.player(a).alive for a in order.args)
    return DEAD_TARGET if living and dead else ""


def _with_night_before(game: Game, label: str, parsed: ParsedLog, why_not: Callable[[Order], str]
                       ) -> ParsedLog:
    """ "come ieri", "stessa cosa di ieri": the doubt offers the sender's orders the night before
    applied that he may give tonight (`why_not` says why he may not), orders.earlier_orders; on
    the first night there is none to offer."""
    from lupus_mod.orders.earlier_orders import asks_earlier, on_first, with_earlier
    index = game.night_index(label)
    if not asks_earlier(parsed.doubts):
        return parsed
    if index < 2:
        return replace(parsed, doubts=on_first(parsed.doubts))
    before = game.night_label(index - 1)
    applied = run_night(game, before).applied
    return replace(parsed, doubts=with_earlier(parsed.doubts, before, lambda player: tuple(
        (o.keyword, o.canonical(), why_not(o)) for o in applied if o.player == player)))


def _second_answer(game: Game, second: Order, first: Order) -> OrderError:
    """"Once given, a decision is closed" (the Chasseur's "dernier souffle"): a second answer
    is the GM's to settle, never a silent replacement of the first (templates/<language>/
    labels.toml, [second_answer])."""
    from lupus_mod.words.render import labels
    say = labels(game.language, game.dir).get("second_answer", {})
    values = {"who": second.player, "first": first.line, "answer": first.canonical(),
              "order": second.canonical(), "file": second.file}
    return OrderError(
        say.get("message", "{who} already answered on line {first} (\"{answer}\"): a decision "
                "once given is closed, this second answer (\"{order}\") is not applied").format(**values),
        file=second.file, line=second.line,
        hint=say.get("hint", "remove this message from {file} (the answer of line {first} stands) "
                     "or, if you accept the change, remove the answer of line {first} instead; "
                     "then run the command again").format(**values))


def stop_on_doubts(game: Game, label: str, parsed: ParsedLog) -> None:
    """Nothing guessed: a line that reads more than one way stops the phase until the GM
    settles it in the night's override file."""
    if parsed.doubts:
        from lupus_mod.words.render import labels
        # A declared loop's giornata is played, and its doubts all shown, by `round`.
        rounds = game.ruleset.loop.declared
        command = f"lupus-mod {'round' if rounds else 'night'} {label}"
        from lupus_mod.words.wording import Wording
        raise DoubtsFound(parsed.doubts, parsed.readings,
                          game.show(overrides_path(game.dir, "night", label)),
                          labels(game.language, game.dir).get("reading", {}), command, rounds,
                          Wording(game.ruleset, game.language, game.dir).settle_reading)


@contextmanager
def applying_rules(game: Game, phase: str) -> Iterator[None]:
    """The engine applying an edited roles.toml: a setting it lacks (a power's `[settings]`
    are free-form) is the file's problem, said as such. With the built-in ruleset unchanged,
    any failure is a bug of lupus-mod and is left to surface as one."""
    try:
        yield
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        if not game.ruleset_edited:
            raise
        # A KeyError's argument is the missing key; other failures carry Python's English.
        message = (say("rules-unresolved.missing-key", phase=phase, key=error.args[0])
                   if isinstance(error, KeyError) and error.args else say("rules-unresolved.bad-value", phase=phase))
        raise RulesetError(message, file="roles.toml", hint=say("late-checks.unresolved-hint")) from None


def _day(game: Game, state: GameState, day: int) -> DayResult:
    """Day `day` played to its end; one that still waits for its record is refused, saying
    what it waits for and how to give it."""
    result = _day_so_far(game, state, day)
    if result.waiting:
        raise day_wait(game, day, result.waiting)
    refuse_unheard_answers(game, result, day)
    return result


def day_wait(game: Game, day: int, waiting: str) -> GameFolderError:
    """What open day `day` waits for (`waiting`: DayResult.waiting) and how to give it."""
    key, flag, title = day_answer(game.ruleset, waiting)
    return GameFolderError(say(f"day-waits.{waiting}", day=day, title=title),
                           file=game.show(game.day_file(day)),
                           hint=say("day-waits.hint", day=day, flag=flag, key=key,
                                    nobody=say("day-waits.nobody") if key == "burned" else ""))


def _day_so_far(game: Game, state: GameState, day: int) -> DayResult:
    # Who was dead before the day began may not be named; one the GM modkills at its start
    # is refused by the day itself, in its GM log.
    from lupus_mod.engine.phases import DayInputs, run_phase
    record = game.day_record(day, state=state)
    with applying_rules(game, say("rules-unresolved.phase", kind="day", n=day)):
        return run_phase(state, game.ruleset, DayInputs(record, phase_overrides(game, "day", str(day))),
                         game.seed)


def open_day(game: Game, day: int) -> DayResult:
    """Day `day` as far as its record goes: what it waits for (`waiting`) while days/<day>.toml
    does not say who burned (status reads it)."""
    return _day_so_far(game, run_night(game, game.night_label(day)).result.state, day)


def refuse_default_phases(game: Game) -> None:
    """`night` and `day` on a declared loop: said plainly, with the command to use."""
    if game.ruleset.loop.declared:
        raise GameFolderError(say("late-checks.own-phases", ruleset=game.ruleset.id,
                                  phases=", ".join(p.name for p in game.ruleset.loop.phases)),
                              file="roles.toml", hint=say("late-checks.own-phases-hint", unit=game.ruleset.loop.unit))


def run_night(game: Game, label: str, accept_late: bool = False,
              deadline: str | None = None) -> NightRun:
    """Replay every earlier night and day, then resolve night `label` (`deadline`: the
    --deadline option, for that night only). A phase computed before under the same key is
    read back from its snapshot (lupus_mod.cache.snapshots)."""
    key = f"night:{label}:{accept_late}:{deadline}"
    refuse_default_phases(game)
    if key not in game._cache:
        game.require_phases_before(game.night_index(label))
        snapshot = _night_key(game, label, accept_late, deadline)
        run = snapshots.load(snapshot)
        if not isinstance(run, NightRun):
            index = game.night_index(label)
            if index == 1:
                with applying_rules(game, say("rules-unresolved.phase", kind="setup", n=0)):
                    state = game.initial_state()
            else:
                day = run_day(game, index - 1)
                refuse_on_open_day(game, day, label)
                state = day.state
            run = _night(game, state, label, accept_late, deadline)
            snapshots.store(snapshot, run)
        game._cache[key] = run
    return game._cache[key]


def _phase_key(game: Game, previous: bytes, kind: str, key: str, record: Path, *extra: bytes) -> bytes:
    """A phase's key: the key of the phase before it, its own file and its overrides file."""
    return snapshots.chain(previous, kind.encode(), key.encode(), snapshots.file_bytes(record),
                           snapshots.file_bytes(overrides_path(game.dir, kind, key)), *extra)


def _night_key(game: Game, label: str, accept_late: bool, deadline: str | None) -> bytes:
    # Each key is computed once per run: a key chains the one before it, so computing them
    # again would read the early files once per later phase.
    memo = f"key:night:{label}:{accept_late}:{deadline}"
    if memo not in game._cache:
        index = game.night_index(label)
        previous = game_key(game) if index == 1 else _day_key(game, index - 1)
        late = b"late" if _accepted_late(game, label, accept_late) else b""
        game._cache[memo] = _phase_key(game, previous, "night", label, game.night_file(label), late,
                                       b"" if deadline is None else b"deadline:" + deadline.encode())
    return game._cache[memo]


def phase_key(game: Game, kind: str, key: str) -> bytes:
    """The snapshot key of night `key` as `night` resolves it (no option given) or of day `key`:
    what a view of that phase kept between runs is keyed on."""
    return _night_key(game, key, False, None) if kind == "night" else _day_key(game, int(key))


def _day_key(game: Game, day: int) -> bytes:
    memo = f"key:day:{day}"
    if memo not in game._cache:
        game._cache[memo] = _phase_key(game, _night_key(game, game.night_label(day), False, None),
                                       "day", str(day), game.day_file(day))
    return game._cache[memo]


def day_opening(game: Game, state: GameState, day: int) -> GameState:
    """The state as day `day` opens: after the GM's start-of-day kills and revivals (the
    players the tally counts)."""
    from lupus_mod.engine.overrides import apply_moment
    return apply_moment(state, phase_overrides(game, "day", str(day)), game.ruleset, game.seed,
                        "day", day, "start")[0]


def run_day(game: Game, day: int) -> DayResult:
    """Replay the game up to night `day` (the D-th played), then apply day `day`."""
    if day < 1:
        raise GameFolderError(say("game.no-day", day=day), file=game.show(game.day_file(day)),
                              hint=say("game.no-day-hint"))
    key = f"day:{day}"
    if key not in game._cache:
        game.require_phases_before(day)
        night = run_night(game, game.night_label(day))
        refuse_on_open_night(game, night, day)
        snapshot = _day_key(game, day)
        game._cache[key] = snapshots.kept(snapshot, DayResult, lambda: _day(game, night.result.state, day))
    return game._cache[key]


def night_labels(game: Game) -> list[str]:
    """Labels of every night log in nights/, in order (gaps included)."""
    labels = [int(p.stem) for p in game.path("nights").glob("*.txt") if p.stem.isdigit()]
    return [str(n) for n in sorted(labels) if n >= game.first_night]


def night_gaps(game: Game, labels: list[str] | None = None) -> list[GameFolderError]:
    """A night log missing before a later one (`check` and `status` tell it: the replay stops
    at the first gap). `labels`: the logs in nights/, if already listed."""
    labels = night_labels(game) if labels is None else labels
    if not labels:
        return []
    last = game.night_index(labels[-1])
    missing = [game.night_label(i) for i in range(1, last) if game.night_label(i) not in labels]
    unit = game.ruleset.loop.unit if game.ruleset.loop.declared else ""
    # A declared loop's logs are its turns' (Acchiappastreghe's giornate), not nights.
    return [GameFolderError(say("turns.no-log", unit=unit, turn=label) if unit else say("late-checks.night-missing"),
                            file=game.show(game.night_file(label)),
                            hint=next_number_hint(game.night_file(label), game.dir, say(
                                "late-checks.turn-missing-hint" if unit else "late-checks.night-missing-hint",
                                last=labels[-1], night=label, unit=unit)))
            for label in missing]


def played_nights(game: Game) -> list[str]:
    """Labels of the nights whose log exists, in order, stopping at the first gap."""
    labels = []
    index = 1
    while game.night_file(game.night_label(index)).exists():
        labels.append(game.night_label(index))
        index += 1
    return labels
