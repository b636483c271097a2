"""What `lupus-mod check` warns about: the orders and day choices the rules will refuse.

A refused order is no mistake in the files (the GM pasted what the player sent), so it is a
warning, not an error: too early, not the sender's power, a dead sender, an item not held, a
second double vote... Each warning has its reason id, the file and line, and the reason worded
in the game's language, as `night` shows it.
"""
from __future__ import annotations

from typing import Any, Callable

from lupus_mod.cache import snapshots
from lupus_mod.engine.state import kind_fields
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.inputs.folder import load_toml
from lupus_mod.messages import say
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.overrides import overrides_path
from lupus_mod.reports.night import REPLACED, item_name, night_context, unapplied_rows
from lupus_mod.words.render import render, shipped_templates
from lupus_mod.play.replay import open_day, phase_key, played_nights, run_day, run_night

# A day choice naming nobody is an error of the day file (reports/checks.py), not a refusal; a
# blocked order is the night's outcome, not a refusal.
_DAY_TYPOS = frozenset({"non-player", "non-player-target", "unknown-role"})
# A cancelled order is the GM's own decision (his override file), not a refusal to warn of.
_OUTCOMES = REPLACED | {"blocked", "argument-dropped", "last-shot-void", "recipient-died", "cancelled"}


class RefusalWarning(LupusError):
    """A refusal, as `check` lists it among its warnings: where, why (`reason`, the id of
    docs/gm-guide.md) and the reason worded in the game's language."""

    def __init__(self, reason: str, file: str, line: int | None, message: str,
                 told: bool = False) -> None:
        self.reason = reason
        self.told = told
        # The hint says what the player gets: his reply's reason, or nothing the GM does not write.
        super().__init__(message, file=file, line=line,
                         hint=say("refusal-warning.hint" if told else "refusal-warning.untold-hint"))


def refusal_warnings(game: Game) -> list[RefusalWarning]:
    """Every refusal of every night and recorded day, in play order; a phase that cannot be
    replayed ends the list (its error is `check`'s)."""
    warnings: list[RefusalWarning] = []
    for label in played_nights(game):
        try:
            run = run_night(game, label)
            warnings += _kept(game, "night", label, lambda: _night_warnings(game, run))
            day = game.night_index(label)
            if game.day_file(day).exists():
                played = _played_day(game, day)
                warnings += _kept(game, "day", str(day), lambda: day_warnings(game, day, played.events))
                if played.waiting:
                    break   # the nights after it replay from its end, not reached yet
        except LupusError:
            break
    return warnings


def _played_day(game: Game, day: int) -> Any:
    """Day `day` to its end, or as far as its record goes while it waits for the vote: a
    second `double_vote` written before `burned` is refused at the day's start, and said then."""
    try:
        return run_day(game, day)
    except GameFolderError:
        return open_day(game, day)


def _kept(game: Game, kind: str, key: str,
          compute: Callable[[], list[RefusalWarning]]) -> list[RefusalWarning]:
    """A phase's warnings, worded: a function of the phase (its snapshot key) and of the
    templates that word them (the shipped ones and the game's own, by name, size and time), so
    kept between runs under those (`check` words every night's refusals on every run)."""
    templates = game.dir / "templates"
    snapshot = snapshots.chain(phase_key(game, kind, key), b"refusals",
                               snapshots.folder_fingerprint(shipped_templates(), (".j2", ".toml")),
                               snapshots.folder_fingerprint(templates, (".j2", ".toml"))
                               if templates.is_dir() else b"-")
    rows = snapshots.kept(snapshot, list, lambda: [(w.reason, w.file, w.line, w.message, w.told)
                                                   for w in compute()])
    return [RefusalWarning(*row) for row in rows]


def _night_warnings(game: Game, run: Any) -> list[RefusalWarning]:
    context = night_context(game, run)
    # The reply quotes the player's own words when known ("sbraniamo Tecla"): the refusal is
    # found by them or by its canonical form (`sbrano Tecla`), as the warning's row names it.
    told = {(name, ev.get("reason"), order) for ev in run.result.events
            if ev.kind == "message" and ev.message == "order-refused" for name in ev.to
            for order in (ev.get("order"), " ".join(filter(None, (ev.get("keyword", ""), *ev.get("args", ())))))}
    return [RefusalWarning(row["reason"], row["file"], row["line"] or None,
                           _worded(game, row, context), _said(row) in told)
            for row in unapplied_rows(game, run, context) if row["reason"] not in _OUTCOMES]


def _said(row: dict[str, Any]) -> tuple[str, str, str]:
    """The refused order as its reply names it (engine/refusals.py): sender, reason, order."""
    return row["player"], row["reason"], row["canonical"]


def day_warnings(game: Game, day: int, events: Any) -> list[RefusalWarning]:
    """The day choices of days/<day>.toml the rules refused, at their lines (`check`, `day`)."""
    path = game.day_file(day)
    context = {"gender": game.genders(f"day {day}"),
               "item_name": lambda item: item_name(game, item)}
    warnings = []
    for ev in events:
        if ev.kind != "rejected" or ev.cause in _DAY_TYPOS:
            continue
        row = {"player": ev.actor or ev.target, "order": "", "reason": ev.cause, "data": kind_fields(ev)}
        raw = str(ev.get("raw", ""))
        if raw.startswith("[[override]]"):
            # An override that could not apply is named at its line of the override file.
            row["order"] = raw
            where = overrides_path(game.dir, "day", str(day)), int(ev.get("line") or 0) or None
        else:
            keyword = str(ev.get("keyword") or "burned")
            written = ev.get("value") or ev.target or game.read_day(day).get(keyword, "")
            row["order"] = f"{keyword} = {written}"
            where = path, load_toml(path, game.dir).line(keyword)
        warnings.append(RefusalWarning(ev.cause, game.show(where[0]), where[1], _worded(game, row, context)))
    return warnings


def _worded(game: Game, row: dict[str, Any], context: dict[str, Any]) -> str:
    return render("night/reason.txt.j2", game.language, game.dir, row=row, full=True,
                  **context).strip()
