"""The moments of a turn of a declared loop, as the game folder records them: the evening post
(`sera` at the top of days/<N>.toml, or the `# deadline:` line of nights/<N>.txt, which closes
the day's choices) and the vote's close (`chiusura` at the top of days/<N>.toml); the close of
each proposal vote (`chiusura` of its `[[proposta]]`) is read with the file
(lupus_mod.inputs.loop_days). A moment not written is guessed from
[schedule] only where a guess can be checked (the engine never lets a guess refuse an order),
else it is unknown and the error says what to write (`window_refusal`,
lupus_mod.engine.loop.context).
"""
from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Sequence

from lupus_mod.engine.loop.state import LoopInputs, Proposal
from lupus_mod.engine.loop.windows import GUESSED, OPEN_MOMENT, UNKNOWN, WRITTEN, Moment, stamp
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.inputs.folder import TomlFile
from lupus_mod.play.game import Game
from lupus_mod.inputs.loop_days import read_thread, written_time
from lupus_mod.messages import say
from lupus_mod.orders.deadline import GUESSED as LOG_GUESS, Deadline


def evening(game: Game, turn: int, src: TomlFile | None, log: Deadline, log_file: str,
            problems: list[LupusError], after: datetime | None = None) -> Moment:
    """The evening post: `sera` of days/<N>.toml, else the log's `# deadline:` line, else the
    guess of a night's deadline ([schedule] powers_deadline on the date of the first PM), never
    before `after`, the close of the previous giornata's vote."""
    day_file = game.show(game.day_file(turn))
    write = say("turn-moments.write-sera", stamp=say("date-format.stamp"), file=day_file)
    if src is not None and "sera" in src.data:
        at = written_time(src, ("sera",), src.data["sera"], game.tz, problems)
        if at and log.source != LOG_GUESS and log.at and log.at != at:
            problems.append(src.error(("sera",), say("turn-moments.sera-differs", value=repr(src.data["sera"]),
                                                     log=log_file), say("turn-moments.sera-differs-hint")))
        return Moment(at, WRITTEN if at else UNKNOWN, src.shown, src.line("sera") or 0, write)
    if log.source != LOG_GUESS and log.at:
        return Moment(log.at, WRITTEN, log_file, log.line, write)
    if log.at and "powers_deadline" in game.config.get("schedule", {}):
        return Moment(_not_before(log.at, after), GUESSED, day_file, 0, write, "[schedule] powers_deadline")
    return Moment(None, UNKNOWN, day_file, 0, write)


def _not_before(guess: datetime, after: datetime | None) -> datetime:
    """The guessed Sera moved to the first day after `after` at its time: the giornata's first PM
    may come the evening before, after the previous vote ("dalla votazione alla sera" is one
    giornata), and a Sera guessed on its date would have every PM of the day after it."""
    while after is not None and guess <= after:
        guess += timedelta(days=1)
    return guess


def previous_close(game: Game, turn: int) -> datetime | None:
    """When the previous giornata's vote closed, as days/<N-1>.toml writes it (`chiusura`)."""
    if turn < 2:
        return None
    src = read_thread(game.day_file(turn - 1), game.dir, game.find_player, game.tz)[2]
    if src is None or "chiusura" not in src.data:
        return None
    return written_time(src, ("chiusura",), src.data["chiusura"], game.tz, [])


def vote_close(game: Game, turn: int, src: TomlFile | None, hunted: str | None, sera: Moment,
               problems: list[LupusError]) -> Moment:
    """The vote's close: `chiusura` of days/<N>.toml, else OPEN while the vote is not counted,
    else [schedule] votes_close after the evening post (a guess)."""
    day_file = game.show(game.day_file(turn))
    write = say("turn-moments.write-close", stamp=say("date-format.stamp"), file=day_file)
    if src is not None and "chiusura" in src.data:
        at = written_time(src, ("chiusura",), src.data["chiusura"], game.tz, problems)
        return Moment(at, WRITTEN if at else UNKNOWN, src.shown, src.line("chiusura") or 0, write)
    if hunted is None:
        return OPEN_MOMENT
    hhmm = str(game.config.get("schedule", {}).get("votes_close", ""))
    if sera.at is None or ":" not in hhmm:
        return Moment(None, UNKNOWN, day_file, 0, write)
    hours, minutes = (int(part) for part in hhmm.split(":"))
    close = datetime.combine(sera.at.date(), time(hours, minutes), sera.at.tzinfo)
    close = close if close > sera.at else close + timedelta(days=1)
    return Moment(close, GUESSED, day_file, 0, write, "[schedule] votes_close")


def out_of_order(sera: Moment, proposals: Sequence[Proposal], close: Moment) -> list[LupusError]:
    """The written moments of a turn in the rulebook's order: the Sera post, then each proposal's
    Sì/No vote ("dalla sera al voto sulla proposta", acchiappastreghe.it.txt line 60), then the
    vote's close. A close written before the Sera would refuse orders sent in time."""
    steps = [("sera", sera), *((f"proposta {n}", p.closed) for n, p in enumerate(proposals, 1)), ("chiusura", close)]
    written = [(name, m) for name, m in steps if m.source == WRITTEN and m.at is not None]
    return [GameFolderError(say("turn-moments.out-of-order", moment=name, at=stamp(m.at), before=earlier,
                                before_at=stamp(first.at)), file=m.where, line=m.line or None,
                            hint=say("turn-moments.out-of-order-hint"))
            for (earlier, first), (name, m) in zip(written, written[1:]) if m.at <= first.at]


def sera_before_every_pm(sera: Moment, sent: Sequence[datetime], log_file: str) -> list[LupusError]:
    """A written Sera before every PM of the giornata's log: the day's places are chosen before
    it ("Giorno (raccolta degli ingredienti) → Sera"), so a Sera typed a day early refused them
    all and sent the GM to question a player who did nothing wrong (his card, not in a bag that
    the random places filled)."""
    if sera.source != WRITTEN or sera.at is None or not sent or min(sent) <= sera.at:
        return []
    return [GameFolderError(say("turn-moments.sera-before-all", at=stamp(sera.at), first=stamp(min(sent)), log=log_file),
                            file=sera.where, line=sera.line or None, hint=say("turn-moments.sera-before-all-hint"))]


def moment_rows(inputs: LoopInputs) -> list[dict[str, str]]:
    """The moments of a turn as the GM log lists them: each with its time (or none) and where
    it came from, the proposals' closes in order."""
    rows = [("sera", inputs.moments.get("sera", Moment()))]
    rows += [(f"proposta-{n}", p.closed) for n, p in enumerate(inputs.proposals, 1)]
    rows.append(("votazione", inputs.moments.get("votazione", Moment())))
    return [{"moment": name, "at": stamp(m.at) if m.at else "", "source": m.source,
             "guess": m.guess, "where": m.where} for name, m in rows]
