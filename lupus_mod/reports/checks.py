"""`lupus-mod check`, the pre-flight: everything `night`, `day` and `tally` would refuse.

    preflight(game_dir) -> Preflight(errors, warnings)

Errors are what stops a command (a file it cannot read, a name that is nobody, a missing log);
warnings are what the commands accept but the rules refuse or drop (an order refused, a late
order, a day choice the rules reject) and outputs older than their inputs. Every night log is
read even when an earlier one is missing or wrong; the replay goes as far as the files allow.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from lupus_mod.cache import snapshots
from lupus_mod.errors import GameFolderError, LupusError, each_problem
from lupus_mod.play.game import Game, load_game
from lupus_mod.orders.sender_powers import log_errors
from lupus_mod.play.required_orders import missing_required
from lupus_mod.play.replay import night_gaps, night_labels, read_log, run_day, run_night
from lupus_mod.play.staleness import stale_outputs
from lupus_mod.reports.name_clashes import shadowing_names, word_names
from lupus_mod.reports.refusals import RefusalWarning, refusal_warnings
from lupus_mod.messages import say, worded


@dataclass
class Preflight:
    """What `check` found: the errors that stop a command and the warnings it only tells."""
    errors: list[LupusError] = field(default_factory=list)
    warnings: list[LupusError] = field(default_factory=list)
    # The decisions still awaited (lupus_mod.reports.status rows): the outputs are PROVISOIRE.
    awaited: list[dict[str, Any]] = field(default_factory=list)

    def attempt(self, step: Callable[[], Any]) -> bool:
        """Run one step; its problems become errors. Whether it went through."""
        try:
            step()
        except LupusError as error:
            self.errors += [e for e in each_problem(error) if e.render() not in self._seen()]
            return False
        return True

    def _seen(self) -> set[str]:
        return {e.render() for e in self.errors}


def _unless_found_clean(game: Game, kind: bytes, files: list[Path],
                        problems: Callable[[], list[LupusError]]) -> list[LupusError]:
    """`problems()`, unless it found none before with these very files: a check that depends on
    nothing but the files (and the program's code) is not run again while none of them changed."""
    key = snapshots.chain(snapshots.code_fingerprint(), kind, str(game.dir).encode(),
                          *(part for path in files for part in (str(path).encode(), snapshots.file_bytes(path))))
    if snapshots.load(key) == "ok":
        return []
    found = problems()
    if not found:
        snapshots.store(key, "ok")
    return found


def _bbcode_problems(game: Game) -> list[LupusError]:
    """Broken BBCode in the templates the game renders with and in the posts in out/; not read
    again while none of those files changed since they were found clean."""
    from lupus_mod.words.render import template_files
    files = [path for root, pattern in ((game.path("templates"), "*.j2"), (game.path("out"), "*.bbcode"))
             for path in (sorted(root.rglob(pattern)) if root.is_dir() else ())]
    files += template_files().values()

    def problems() -> list[LupusError]:
        from lupus_mod.pages.template_check import post_problems, template_problems
        return template_problems(game) + post_problems(game)
    return _unless_found_clean(game, b"bbcode", files, problems)


# The files each folder holds: a pattern and an example of its name.
# A number without leading zeros: `nights/02.txt` is never night 2's log (that is 2.txt).
_N = r"[1-9]\d*"
_READ = {"nights": ((rf"{_N}\.txt", "2.txt"), (rf"{_N}\.overrides\.toml", "2.overrides.toml")),
         "days": ((rf"{_N}\.toml", "2.toml"), (rf"{_N}\.overrides\.toml", "2.overrides.toml"),
                  (rf"{_N}-runoff\.txt", "2-runoff.txt"),
                  # `tally D --revote` reads the new vote's PM log (lupus_mod/tally/count.py).
                  (rf"{_N}-revote\.txt", "2-revote.txt"))}
_PADDED = re.compile(r"0+(?P<number>\d+)(?P<rest>\D.*)")


def stray_files(game: Game) -> list[LupusError]:
    """Files in nights/ and days/ that no command reads (`notte2.txt`, `2.txt.bak`)."""
    found: list[LupusError] = []
    for folder, names in _READ.items():
        for path in sorted(game.path(folder).glob("*")) if game.path(folder).is_dir() else ():
            if path.is_file() and not any(re.fullmatch(pattern, path.name) for pattern, _ in names):
                padded = _PADDED.fullmatch(path.name)
                # "02.txt" beside "2.txt": a whole night's PMs, or a day's result, never read.
                found.append(GameFolderError(
                    say("game.stray-padded", name=f"{padded['number']}{padded['rest']}") if padded
                    else say("game.stray"), file=game.show(path),
                    hint=say("game.stray-padded-hint", name=f"{padded['number']}{padded['rest']}") if padded
                    else say("game.stray-hint", folder=folder, examples=", ".join(e for _, e in names))))
    return found


def stray_templates(game: Game) -> list[LupusError]:
    """Files of the game's templates/ that no command renders: a template under another name
    (`templates/it/night/…`, `thred.bbcode.j2`) would change nothing, silently."""
    from lupus_mod.words.render import template_files
    own = game.path("templates")
    if not own.is_dir():
        return []
    names = sorted(template_files())
    found: list[LupusError] = []
    for path in sorted(p for p in own.rglob("*") if p.is_file()):
        name = str(path.relative_to(own))
        if name == "labels.toml" or name in names:
            continue
        bare = str(Path(*path.relative_to(own).parts[1:])) if len(path.relative_to(own).parts) > 1 else ""
        close = difflib.get_close_matches(name, names, n=1, cutoff=0.8)
        hint = (say("late-checks.stray-template-bare", name=bare) if bare in names else
                say("late-checks.stray-template-close", name=close[0]) if close else
                say("late-checks.stray-template-hint"))
        found.append(GameFolderError(say("late-checks.stray-template"), file=game.show(path), hint=hint))
    return found


def waiting_overrides(game: Game, labels: list[str]) -> list[LupusError]:
    """Override files of a night or day not played yet: read, but not applied until then."""
    found: list[LupusError] = []
    for folder, played, what in (("nights", set(labels), "night"),
                                 ("days", {p.stem for p in game.path("days").glob("*.toml")}, "day")):
        for path in sorted(game.path(folder).glob("*.overrides.toml")) if game.path(folder).is_dir() else ():
            key = path.name.removesuffix(".overrides.toml")
            if key.isdigit() and key not in played:
                found.append(GameFolderError(
                    say("late-checks.override-waits", kind=what, key=key), file=game.show(path),
                    hint=say("late-checks.override-waits-hint", kind=what, key=key)))
    return found + _waiting_days(game, labels)


def _waiting_days(game: Game, labels: list[str]) -> list[LupusError]:
    """Day files of a day whose night has no log yet (days/5.toml written for days/3.toml)."""
    found: list[LupusError] = []
    for path in sorted(game.path("days").glob("*.toml")) if game.path("days").is_dir() else ():
        day = path.stem
        if day.isdigit() and int(day) >= 1 and game.night_label(int(day)) not in labels:
            found.append(GameFolderError(
                say("late-checks.day-waits", day=day, night=game.night_label(int(day))),
                file=game.show(path), hint=say("late-checks.day-waits-hint")))
    return found


def _replay(game: Game, labels: list[str], report: Preflight) -> None:
    """Replay every night and day in order, as far as the files allow (a night needs the
    day before it over) and up to the phase that ended the game."""
    for index, label in enumerate(labels, 1):
        if game.night_label(index) != label or not report.attempt(lambda: run_night(game, label)):
            return
        report.warnings += missing_required(game, run_night(game, label))
        if run_night(game, label).result.state.game_over:
            return      # a later file is never played: after_the_end says so
        if game.day_over(index) and (not report.attempt(lambda: run_day(game, index))
                                     or run_day(game, index).state.game_over):
            return


def _own_templates_rendered(game: Game, labels: list[str], report: Preflight) -> None:
    """The GM's own templates (templates/**/*.j2) rendered for every phase played, as `night`
    and `day` would: a variable they name that the outputs do not carry is an error at its line
    now, not when the next night is posted."""
    own = game.path("templates")
    if not own.is_dir() or not any(own.rglob("*.j2")):
        return
    from lupus_mod.lifecycle.day_report import day_report
    from lupus_mod.reports.night import night_report
    for index, label in enumerate(labels, 1):
        if not report.attempt(lambda: night_report(game, run_night(game, label))):
            return
        if game.day_over(index) and not report.attempt(lambda: day_report(game, index)):
            return


def _logs_beside(game_dir: Path, found: list[LupusError]) -> list[LupusError]:
    """The night logs' problems when a day or override file stopped the load (a player deleted
    from players.toml is named in days/2.toml and in every night's headers): all at once."""
    from lupus_mod.play.game import game_of_its_inputs
    game = game_of_its_inputs(game_dir)
    if game is None or game.ruleset.loop.declared:
        return []
    told = {e.render() for e in found}
    return [e for e in _log_problems(game, night_labels(game)) if e.render() not in told]


def _log_problems(game: Game, labels: list[str]) -> list[LupusError]:
    """Every problem of every night log, read on its own (before any replay)."""
    problems: list[LupusError] = []
    for label in labels:
        try:
            # A keyword's order its sender cannot give is his talk: the replay tells.
            problems += log_errors(read_log(game, label)[0])
        except LupusError as error:
            problems += each_problem(error)
    return problems


def preflight(game_dir: Path) -> Preflight:
    report = Preflight()
    try:
        game = load_game(game_dir)
    except LupusError as error:
        report.errors = each_problem(error)
        report.errors += _logs_beside(game_dir, report.errors)
        return report
    report.errors += _bbcode_problems(game)
    report.attempt(lambda: _authoring(game, report))
    report.warnings += keyword_names(game) + word_names(game) + shadowing_names(game) \
        + ungendered_players(game) + ungendered_substitutes(game) + deal_warnings(game)
    if game.ruleset.loop.declared:
        from lupus_mod.reports.turn import turn_preflight
        report.errors += night_gaps(game)
        turn_preflight(game, report.attempt, report.warnings)
        report.warnings += stray_files(game) + stray_templates(game) + _stale(game)
        return report
    labels = night_labels(game)
    report.errors += night_gaps(game, labels)
    report.errors += _log_problems(game, labels)
    _replay(game, labels, report)
    if not report.errors:
        _own_templates_rendered(game, labels, report)
    if not report.errors:
        # The rules' refusals are known only once every file reads.
        report.warnings += refusal_warnings(game)
        from lupus_mod.play.elections import unsettled_elections
        report.warnings += unsettled_elections(game)
        from lupus_mod.reports.status import awaited_decisions
        report.awaited = awaited_decisions(game)
    report.warnings += stray_files(game) + stray_templates(game) + waiting_overrides(game, labels)
    report.warnings += _stale(game)
    if not report.errors:
        from lupus_mod.play.game_over import after_the_end
        ended = after_the_end(game)
        # A file after the end is never played: that is all there is to say of it.
        gone = {w.file for w in ended}
        report.warnings = [w for w in report.warnings if w.file not in gone] + ended
    return report


def _authoring(game: Game, report: Preflight) -> None:
    """The traps of the ruleset the GM wrote and of the game's message catalog
    (lupus_mod/inputs/authoring.py)."""
    from lupus_mod.inputs.folder import load_toml
    from lupus_mod.inputs.authoring import ruleset_findings
    errors, warnings = ruleset_findings(load_toml(game.path("roles.toml"), game.dir), game.ruleset, game.dir)
    report.errors += errors
    report.warnings += warnings


def _stale(game: Game) -> list[LupusError]:
    return [GameFolderError(s.after_file(), file=s.output) for s in stale_outputs(game)]


def keyword_names(game: Game) -> list[LupusError]:
    """A player's name or alias that is also a power's keyword or synonym (a player called
    "Indago"): an order naming him reads as that power. A warning at its line of players.toml."""
    from lupus_mod.inputs.folder import load_toml
    from lupus_mod.inputs.names import say
    from lupus_mod.orders.text import name_words
    from lupus_mod.play.game import vocabulary
    forms = {name_words(form): spec.keyword for spec in vocabulary(game).keywords
             for form in (spec.keyword, *spec.synonyms) if name_words(form)}
    names = [(("player", n, "name"), "what-name", p.name) for n, p in enumerate(game.players)]
    names += [(("player", n, "aliases"), "what-alias", a) for n, p in enumerate(game.players) for a in p.aliases]
    clashes = [(path, what, name, forms[name_words(name)]) for path, what, name in names
               if name_words(name) in forms]
    if not clashes:
        return []
    src = load_toml(game.path("players.toml"), game.dir)
    return [src.error(path, say("keyword-name", what=say(what), name=name, keyword=keyword),
                      say("keyword-name-hint")) for path, what, name, keyword in clashes]


def deal_warnings(game: Game) -> list[LupusError]:
    """A faction dealt more cards than roles.toml [composition] gives it (inputs.deal_check)."""
    from lupus_mod.inputs.deal_check import deal_problems
    from lupus_mod.inputs.folder import load_toml
    return deal_problems(load_toml(game.path("players.toml"), game.dir), game.players, game.spare_cards,
                         game.ruleset)


def ungendered_players(game: Game) -> list[LupusError]:
    """The players of players.toml without a `gender`: posts and cards agree with it ("è stata
    trovata morta", "vous a rejointes"), so they are told masculine. One warning naming them
    all, at the first one's line."""
    missing = [n for n, p in enumerate(game.players) if not p.gender]
    if not missing:
        return []
    from lupus_mod.inputs.folder import load_toml
    from lupus_mod.lifecycle.roster import ungendered
    src = load_toml(game.path("players.toml"), game.dir)
    return list(ungendered([game.players[n].name for n in missing], src.shown,
                           src.line("player", missing[0])))


def ungendered_substitutes(game: Game) -> list[LupusError]:
    """The substitutes of players.toml without a `gender`: from his phase on, the posts agree
    with the nickname playing the slot, so one without it is told masculine, as a player is.
    One warning naming them all, at the first one's line."""
    missing = [(n, k, nick) for n, p in enumerate(game.players)
               for k, ((nick, _), gender) in enumerate(zip(p.substitutes, p.substitute_genders)) if not gender]
    if not missing:
        return []
    from lupus_mod.inputs.folder import load_toml
    src = load_toml(game.path("players.toml"), game.dir)
    return [GameFolderError(say("substitute-genders.no-gender", count=len(missing),
                                names=", ".join(nick for _, _, nick in missing)),
                            file=src.shown, line=src.line("player", missing[0][0], "substitutes", missing[0][1]))]


def problems_json(problems: list[LupusError]) -> list[dict[str, Any]]:
    """Each problem as the terminal words it, in the game's language (`message`, `hint`), with
    its message's id (`id`: the same in every language, for a program reading the object)."""
    return [{"file": p.file, "line": p.line, "id": getattr(p.message, "id", None),
             "message": worded(p.message), "hint": worded(p.hint),
             **({"reason": p.reason} if isinstance(p, RefusalWarning) else {})} for p in problems]
