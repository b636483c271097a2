"""The end-of-game page: the deal, every night and day, the votes as a timeline, the winners.

It is made of the texts the tool already writes once the game is over — the final post (roles,
winners, the path of every item) and the full recap (every order and outcome) — shown as the
forum would, and of every day's votes read from the tallies (out/day-D/tally.json).
It tells every secret, so it is written only once the game is over, unless forced.
"""
from __future__ import annotations

import json
from typing import Any

from lupus_mod.errors import GameFolderError
from lupus_mod.messages import say
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.lifecycle.views import final_for, loop_recap_for, loop_runs, recap_for
from lupus_mod.pages.bbhtml import to_html
from lupus_mod.pages.html import render_page, words
from lupus_mod.pages.timeline import Verdict, timeline
from lupus_mod.words.render import labels, macro, render


def _tallies(game: Game) -> list[dict[str, Any]]:
    """Every day's tally the GM ran, in order of the day (the runoff after the first ballot)."""
    found = []
    for path in sorted(game.path("out").glob("day-*/*.json")):
        if path.stem not in ("tally", "runoff") or not path.parent.name[4:].isdigit():
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raise GameFolderError(say("pages-gm.unreadable-json"), file=game.show(path),
                                  hint=say("pages-gm.tally-again-hint", day=path.parent.name[4:])) from None
        day = int(path.parent.name[4:])
        if not _of_this_game(data, day, {p.name for p in game.players}):
            raise GameFolderError(say("pages-gm.foreign-tally", day=day), file=game.show(path),
                                  hint=say("pages-gm.tally-again-hint", day=day))
        found.append((day, path.stem == "runoff", data))
    return [data for _, _, data in sorted(found, key=lambda t: (t[0], t[1]))]


def _of_this_game(data: Any, day: int, players: set[str]) -> bool:
    """A tally's JSON of this day, whose counted votes are this game's players' (a file copied
    from another game or day, or cut short, is no part of the report)."""
    votes = data.get("votes") if isinstance(data, dict) else None
    return isinstance(votes, list) and data.get("day") == day and all(isinstance(v, dict) for v in votes) \
        and all(v.get("voter") in players for v in votes if v.get("status") == "counted")


def _loop_texts(game: Game) -> tuple[bool, str, str]:
    """A declared loop's end: the post of the phase that ended the game (the winners, the
    scores, every role) and the recap of every giornata (its hidden facts once it is over)."""
    from lupus_mod.reports.turn import thread_posts
    runs = loop_runs(game)
    over = bool(runs) and runs[-1].state.game_over
    final_text = thread_posts(game, runs[-1])[runs[-1].phases[-1].phase] if over else ""
    facts = loop_recap_for(game)
    return over, final_text, render("round/recap.bbcode.j2", game.language, game.dir, **facts)


def _default_texts(game: Game) -> tuple[bool, str, str]:
    records = chronicle(game)
    over = bool(records) and records[-1].state.game_over
    final_text = ""
    if records:
        final = final_for(game, records[-1].phase)
        final_text = render("final/final.bbcode.j2", game.language, game.dir, final=final)
    return over, final_text, render("recap/recap.bbcode.j2", game.language, game.dir, **recap_for(game))


def _verdict(game: Game) -> Verdict:
    """The tally's own verdict on a vote (counted, replaced, reported speech, non-player, late,
    withdrawn...), with its reason, worded as the tally's audit words it (tally/common.j2)."""
    tally_words = dict(getattr(game.ruleset, "settings", {}).get("tally_words", {}))
    fate = macro("tally/common.j2", "fate", game.language, game.dir, tally_words=tally_words)
    return lambda vote: fate(vote).strip()


def report_page(game: Game, force: bool = False) -> str:
    """The report's HTML; before the end of the game only with `force`."""
    over, final_text, recap_text = (_loop_texts if game.ruleset.loop.declared else _default_texts)(game)
    if not over and not force:
        raise GameFolderError(say("pages-gm.not-over"), hint=say("pages-gm.not-over-hint"))
    w = words(game.language)
    said = labels(game.language, game.dir).get("report-votes", {})
    days = [timeline(data, {**w, **said}, _verdict(game)) for data in _tallies(game)]
    return render_page("report.html.j2", game.language, game.dir,
                       title=str(game.config.get("title", game.ruleset.name)),
                       ruleset=game.ruleset.name, over=over,
                       final_html=to_html(final_text, w["spoiler"], w["image"]) if final_text else "",
                       recap_html=to_html(recap_text, w["spoiler"], w["image"]), days=days,
                       said=said)
