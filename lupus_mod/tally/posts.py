"""The posts a tally counts: the thread's pages (fetched or saved) from where the day opens, or
a runoff's PM log read as posts. The shell of `lupus_mod.tally.count`, kept apart from the count."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from lupus_mod.errors import LupusError, TallyError
from lupus_mod.forum.config import forum_config
from lupus_mod.forum.fetch import Start, fetch_thread, read_saved_pages
from lupus_mod.forum.model import Post, Segment
from lupus_mod.inputs.folder import read_text
from lupus_mod.messages import say
from lupus_mod.orders.log import header_lines, split_messages
from lupus_mod.orders.text import name_words
from lupus_mod.text.folding import account_key
from lupus_mod.votes.names import Roster
from lupus_mod.votes.names import ALIAS, EXACT

if TYPE_CHECKING:
    from lupus_mod.tally.request import Progress, TallyDay


def thread_posts(day: "TallyDay", progress: Progress | None, now: datetime | None,
                  notes: list[dict[str, Any]]) -> tuple[Post, ...]:
    game, request = day.game, day.request
    forum = forum_config(game.config.get("forum"), game_dir=Path(game.dir))
    if request.html:
        # Saved pages may come from any board: the engine is recognised from each page.
        engine = "generic" if forum.engine == "generic" else None
        return _of_this_game(day, read_saved_pages(
            list(request.html), engine=engine, tz=day.tz, now=now, generic=forum.generic,
            thread=request.url or forum.thread, notes=notes))
    url = request.url or forum.thread
    if not url:
        raise TallyError(say("tally-problem.no-thread"), file="game.toml", hint=say("tally-problem.no-thread-hint"))
    return _of_this_game(day, fetch_thread(
        url, engine=forum.engine, tz=day.tz, cache_dir=forum.cache_dir(Path(game.dir)),
        refresh=request.refresh, delay=forum.delay, generic=forum.generic,
        progress=progress, now=now, cookies_file=forum.cookies_file, notes=notes, start=_start(day)))


def _of_this_game(day: "TallyDay", posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """The posts, unless they are plainly another game's (a wrong address, another game's saved
    pages): counted, they would give no vote and burn nobody, in silence. A thread where only
    the GM has posted yet is this game's."""
    gm = set(day.roster.gm)
    others = {p.author for p in posts if day.roster.identify(p.author) not in gm}
    if others and all(day.roster.identify(a) is None for a in others):
        shown = ", ".join(sorted(others)[:4]) + (", …" if len(others) > 4 else "")
        raise TallyError(say("tally-problem.no-player", authors=shown), hint=say("tally-problem.no-player-hint"))
    return posts


def _start(day: "TallyDay") -> Start:
    """Where reading the thread begins: `opened_page` in days/D.toml, else the page the opening
    post's permalink opens, else the first page (an opening given by id only). A runoff is read
    from the day's start too: its candidates may come from the day's count."""
    table = day.facts.day_file
    page = table.get("opened_page")
    if page is not None:
        if isinstance(page, bool) or not isinstance(page, int) or page < 1:
            raise TallyError(say("tally-problem.opened-page", page=page), file=day.day_file,
                             hint=say("tally-problem.opened-page-hint"))
        return Start(page=page)
    ref = str((None if day.request.runoff else day.request.from_post) or table.get("opened_post") or "").strip()
    return Start(permalink=ref) if ref.startswith(("http://", "https://")) else Start()


def log_posts(day: "TallyDay", log: Path) -> tuple[Post, ...]:
    """The runoff's (or the new vote's) PM log: `## <player> @ YYYY-MM-DD HH:MM` headers, each
    message one post, named by its own file (days/D-runoff.txt, days/D-revote.txt)."""
    shown = f"days/{log.name}"
    # The GM's own message pasted in the log (« ## Master @ … ») is his, no player's (orders.log).
    senders = SimpleNamespace(resolve_sender=lambda name: _sender(day.roster, name),
                              gm=frozenset(name_words(name) for name in day.roster.gm))
    text = read_text(log, Path(day.game.dir), say("files.pm-log"))
    messages, problems = split_messages(text, file=shown, index=senders, tz=day.tz)
    if problems:
        raise TallyError(problems[0].message, file=shown, line=problems[0].line, hint=_ballot_hint(problems[0]))
    if not messages:
        # The file makes the thread's ballot unread (docs/tally.md): with no message in it (saved
        # empty, pasted nowhere) the count would say nobody voted.
        raise TallyError(say("tally-problem.log-empty"), file=shown,
                         hint=say("tally-problem.log-empty-hint", file=shown))
    # A vote's time decides whether it is late and who reached his count first: never guessed
    # (the file's save time would change the count with a `touch`).
    untimed = next((m for m in messages if m.time is None), None)
    if untimed is not None:
        raise TallyError(say("tally-problem.log-no-time"), file=shown, line=untimed.header_line,
                         hint=say("tally-problem.log-no-time-hint", player=untimed.sender or "…"))
    # A substitute's header is his own nickname, as his post in the thread would be: read as
    # the slot's first name he would be a player who plays no more (`substituted-out`).
    written = dict(header_lines(text))
    playing = {account_key(nick): nick for nick in day.roster.substitutes}
    return tuple(
        Post(id=f"L{m.header_line}", position=n, created=m.time,
             author=playing.get(account_key(written.get(m.header_line, "")), m.sender or ""),
             permalink=f"{shown}:{m.header_line}", body=(Segment("\n".join(t for _, t in m.lines)),))
        for n, m in enumerate(messages, start=1))


def _ballot_hint(problem: LupusError) -> str | None:
    """The hint of a log's problem, for a ballot: a night's header may leave its time out, a
    vote's may not (`log-no-time` above), so the night's "or leave the time out" is not offered."""
    if getattr(problem.message, "id", "") == "log.header-time":
        return say("tally-problem.log-time-hint")
    return problem.hint


def _sender(roster: Roster, name: str) -> SimpleNamespace:
    found = roster.resolve(name)
    exact = found.how in (EXACT, ALIAS)
    return SimpleNamespace(target=found.name if exact else None,
                           candidates=found.candidates if found.how == "ambiguous" else (),
                           suggestions=found.candidates if found.how == "fuzzy" else ())
