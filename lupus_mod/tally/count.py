"""`lupus-mod tally D`: read day D's thread, count the votes, write the post and the audit.

The imperative shell around `lupus_mod.votes`: it reads the game folder and the forum (or
saved pages, or the runoff's PM log), works out the day's window, renders the templates,
writes out/day-D/ atomically and, when asked, records the result in days/D.toml.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

from lupus_mod.text import jsontext
from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.inputs.folder import OutputWriter
from lupus_mod.tally.corrections_unread import corrections_unread
from lupus_mod.tally.record import open_doubts, record_result, result_certain
from lupus_mod.tally.request import (Progress, TallyDay, TallyRequest, elected_title, elected_titles, prepare_day,
                                     refuse_foreign_ballot)
from lupus_mod.tally.posts import log_posts, thread_posts
from lupus_mod.tally.window import opening_post
from lupus_mod.play.waits import pending_notes
from lupus_mod.forum.model import Post
from lupus_mod.tally import unread_pages as pages
from lupus_mod.words.render import labels, render
from lupus_mod.votes.audit import Entry, Tally
from lupus_mod.votes.report import (provisional, public_context, renamed, settle_line,
                                    tally_json, template_context)
from lupus_mod.tally.thread_view import thread_json
from lupus_mod.tally.polls_counted import day_tally, election_tally, poll_readings, runoff_tally

@dataclass(frozen=True)
class TallyOutcome:
    """A day's tally: the count, its text and JSON, the files written."""
    tally: Tally
    table: str                    # the count as text, for the terminal
    data: dict[str, Any]          # the --json object
    written: tuple[Path, ...]
    recorded: Path | None
    notes: tuple[dict[str, Any], ...]
    unsettled: TallyError | None = None  # why the post states no result yet (a doubt, an answer awaited)


def run_tally(game: Any, request: TallyRequest, *, posts: Sequence[Post] | None = None,
              progress: Progress | None = None, now: datetime | None = None) -> TallyOutcome:
    """Count day `request.day` of `game` (posts are read from the forum unless given)."""
    refuse_foreign_ballot(game, request)
    if request.proposal:
        from lupus_mod.tally.proposals import run_proposal
        return run_proposal(game, request, posts=posts, progress=progress, now=now)  # type: ignore[return-value]
    counted = _counted(game, request, posts, progress, now)
    texts = _texts(game, counted)
    _refuse_record(game, counted)
    return _written(game, counted, texts)


@dataclass(frozen=True)
class _Counted:
    """A day counted, before anything is rendered or written."""
    day: TallyDay
    tally: Tally
    shown: Tally                  # the count the thread may learn (the true one unless a secret moved it)
    notes: list[dict[str, Any]]
    pending: list[dict[str, Any]]  # the decisions of the day awaited (the dead Capitaine's heir)
    missing: Any                  # the pages that could not be read
    doubts: list[Entry]
    certain: bool                 # no answer to the doubts can turn the result
    weighed_secretly: bool
    moved_secretly: bool
    secret_ballot: bool

    @property
    def request(self) -> TallyRequest:
        return self.day.request


def _counted(game: Any, request: TallyRequest, posts: Sequence[Post] | None, progress: Progress | None,
             now: datetime | None) -> _Counted:
    day = prepare_day(game, request)
    notes: list[dict[str, Any]] = [dict(n) for n in (*day.facts.refused, *day.facts.notes)]
    if _second_tie_asked(day):
        request = replace(request, runoff=False, revote=True)
        day = replace(day, request=request)
        notes.append({"note": "counted-as-revote", "file": day.day_file})
    read: list[Sequence[Post]] = [posts] if posts is not None else []

    def load() -> Sequence[Post]:
        if not read:
            read.append(thread_posts(day, progress, now, notes))
        return read[0]

    def count(d: TallyDay, into: list[dict[str, Any]]) -> Tally:
        if request.election:
            return election_tally(d, load(), into)
        if request.runoff or request.revote:
            return runoff_tally(d, load, into, request.revote)
        return day_tally(d, load(), into)
    # The count is not final while a decision of the day waits (the dead Capitaine's heir).
    pending = [] if request.election or request.proposal else pending_notes(day.facts.awaited)
    notes += pending
    tally = count(day, notes)
    notes += corrections_unread(game, day.day_file, day.corrections, read[0] if read else ())
    missing = pages.unread_pages(notes, read[0] if read else (), tally.closes)
    # The post shows the weights the thread may learn; the result is the true one.
    facts = day.facts
    weighed_secretly = (facts.shown_weights, facts.shown_tie_weights) != (facts.weights, facts.tie_weights)
    moved_secretly = (facts.shown_redirects, facts.shown_follows) != (facts.redirects, facts.follows)
    # A ballot sent by PM (days/D-runoff.txt) is secret, as at the table ("Il master fa chiudere
    # gli occhi e chiede i voti"): its post gives the totals and the result, never who voted
    # whom, so every weight counts in it with no voter to betray (no count of the public weights).
    secret_ballot = any(n.get("note") == "runoff-from-log" for n in notes)
    secret = weighed_secretly or moved_secretly
    shown = count(replace(day, shown=True), []) if secret and not secret_ballot else tally
    # A result its open doubts or an awaited answer may change is not stated (docs/tally.md,
    # Doubts) in the post; the GM's table and audit say it is provisional.
    doubts = open_doubts(day, tally)
    # Doubts no answer can turn leave the result stated (their voters still listed in doubt).
    certain = result_certain(tally, doubts)
    return _Counted(day, tally, shown, notes, pending, missing, doubts, certain, weighed_secretly,
                    moved_secretly, secret_ballot)


def _texts(game: Any, c: _Counted) -> dict[str, str]:
    """The GM's audit and table, and the thread's post (only the facts the thread may learn)."""
    request, tally, day = c.request, c.tally, c.day
    counted = template_context(tally, day.tz, c.notes)
    ctx = {**counted, "title": elected_title(day).name if request.election else "",
           "gender": game.genders(f"day {request.day}") if hasattr(game, "genders") else {},
           # The day's count names the ballottaggio; one a day power took out is said so.
           "removed": [n for n in tally.runoff if n in day.facts.runoff_removed] if tally.ballot == "day" else [],
           "tally_words": _tally_words(game),
           # With day steps after the vote (Licantropi's Oratore, Sindaco) the ballot only
           # condemns: the stake is the day post's ("Il master comunica se e chi e' morto sul rogo").
           "condemns": bool(game.ruleset.day_steps)}
    language = str(game.config.get("language", "it"))
    in_doubt = sorted({e.voter for e in c.doubts})
    texts = {name: render(f"tally/{name}.j2", language, game.dir,
                          **provisional(ctx, in_doubt, bool(c.pending), c.certain, c.missing))
             for name in ("tally-audit.md", "tally-table.txt")}
    shown_as = _playing(game, request.day)
    public = {**counted, "secret_ballot": True} if c.secret_ballot else public_context(
        tally, c.shown, day.tz, c.notes, counted if c.shown is tally else None)
    public = provisional(public, in_doubt, bool(c.pending), c.certain, c.missing)
    gender = {**ctx["gender"], **{nick: ctx["gender"][slot] for slot, nick in shown_as.items() if slot in ctx["gender"]}}
    texts["tally.bbcode"] = render("tally/tally.bbcode.j2", language, game.dir,
                                   **{**renamed(public, shown_as), "gender": gender,
                                      **{k: ctx[k] for k in ("title", "tally_words", "condemns", "removed")},
                                      "secret_sentence": secret_sentence(c.weighed_secretly, c.moved_secretly)})
    return texts


def _refuse_record(game: Any, c: _Counted) -> None:
    """The record is checked before anything is written: a refusal leaves every file as it was."""
    request = c.request
    if not request.record:
        return
    if c.pending:
        raise _pending_error(game, c.day, c.pending[0])
    if c.missing and not request.force:
        raise pages.refuse_record(c.missing, c.day.day_file, request.day)
    if not (request.election or request.proposal) and c.tally.tied:
        _refuse_before_election(c.day)


def _written(game: Any, c: _Counted, texts: dict[str, str]) -> TallyOutcome:
    request, tally, day = c.request, c.tally, c.day
    stem = ("election" if request.election else "revote" if request.revote
            else "runoff" if request.runoff else "tally")
    record = record_result(day, tally) if request.record else None
    out = OutputWriter(Path(game.dir))
    post = f"out/day-{request.day}/{stem}.bbcode"
    out.add(post, texts["tally.bbcode"])
    out.add(f"out/day-{request.day}/{stem}-audit.md", texts["tally-audit.md"])
    data = tally_json(tally, day.tz, c.notes, poll_readings(day))
    # The count as data, for `lupus-mod report`'s vote timeline.
    out.add(f"out/day-{request.day}/{stem}.json", jsontext.dumps(data) + "\n")
    recorded = None
    if record is not None:
        # One commit with the outputs: a days/ folder that cannot be written leaves none of them.
        recorded, text = record
        out.add(recorded.relative_to(game.dir).as_posix(), text)
    written = tuple(path for path in out.commit() if path != recorded)
    return TallyOutcome(tally, texts["tally-table.txt"], data, written, recorded, tuple(c.notes),
                        pages.unsettled(c.missing, day.day_file, request.day, post) if c.missing
                        else _provisional(day, tally, [] if c.certain else c.doubts, c.pending, post))


def _provisional(day: TallyDay, tally: Tally, doubts: list[Entry], pending: list[dict[str, Any]],
                 post: str) -> TallyError | None:
    """Why the post states no result yet: its open doubts or an awaited answer may change it.
    The GM is told with the line that settles the first."""
    if doubts:
        return TallyError(say("tally-doubts-open.post", count=len(doubts), post=post,
                              settle=settle_line(doubts[0], day.request.day, tally.entries)),
                          file=day.day_file, hint=day.request.doubt_hint("post-hint"))
    if pending:
        note = pending[0]
        return TallyError(say("tally-doubts-open.post-pending", post=post, what=note["what"], who=note["who"]),
                          file=str(note["file"]), hint=day.request.doubt_hint("post-pending-hint", key=note["key"],
                                                           file=note["file"]))
    return None


def secret_sentence(weighed_secretly: bool, moved_secretly: bool) -> str:
    """The sentence that states a result a secret changed: a weight, a vote moved by a night
    (effect redirect-vote), or both."""
    if not moved_secretly:
        return "tally.secret"
    return "tally-moved.secret-both" if weighed_secretly else "tally-moved.secret"


def run_thread(game: Any, request: TallyRequest, *, posts: Sequence[Post] | None = None,
               progress: Progress | None = None, now: datetime | None = None) -> TallyOutcome:
    """Every post of day `request.day`'s window as read, with the vote actions found in it and
    their fate (`lupus-mod thread D`; `--election`: in the title's election; `--runoff`,
    `--revote`: in the ballottaggio and the new vote after its tie); nothing is written."""
    day = prepare_day(game, request)
    notes: list[dict[str, Any]] = []
    kind = "revote" if request.revote else "runoff" if request.runoff else ""
    log = Path(day.game.dir) / "days" / f"{request.day}-{kind}.txt"
    from_log = bool(kind) and log.exists() and not (request.url or request.html)
    if from_log and posts is None:
        posts = log_posts(day, log)   # the ballottaggio sent by PM: its messages are its posts
    thread = tuple(posts) if posts is not None else thread_posts(day, progress, now, notes)
    if kind:   # `--runoff`, `--revote`: the posts as read in that ballot, from its opening on
        tally = runoff_tally(day, lambda: thread, notes, request.revote)
    else:
        tally = (election_tally if request.election else day_tally)(day, thread, notes)
    table = day.facts.day_file.get(kind, {}) if kind else day.facts.day_file
    shown = list(thread) if from_log else _from_opening(thread, opening_post(
        thread, request.from_post, table.get("opened_post"), day.day_file, [],
        f"[{kind}] opened_post" if kind else "opened_post"))
    data = thread_json(shown, tally, day.tz, notes, spoilers=day.settings.grammar.spoilers_count,
                       readings=poll_readings(day))
    table = render("thread/posts.txt.j2", str(game.config.get("language", "it")), game.dir,
                   **{"ballot": tally.ballot, "tally_words": _tally_words(game), **data})
    return TallyOutcome(tally, table, data, (), None, tuple(notes))


def _from_opening(thread: Sequence[Post], opening: Post) -> list[Post]:
    return [post for post in thread if post.position >= opening.position]


def _tally_words(game: Any) -> dict[str, Any]:
    """The ruleset's own words for its vote ([settings] tally_words: Acchiappastreghe hunts in
    a giornata, it burns nobody on a day)."""
    return dict(getattr(game.ruleset, "settings", {}).get("tally_words", {}))


def _refuse_before_election(day: TallyDay) -> None:
    """A tied count is not recorded before the title the day elects (Thiercelieux's Capitaine,
    "lors de la première journée, élu par vote"): his vote weighs in a tie, so the stake's
    result may change with the election."""
    titles = elected_titles(day.game)
    # (The first day's: "lors de la première journée"; a later day's missing election is the
    # day's own wait, told by `day`.)
    if titles and day.request.day == 1 and day.facts.election_held and titles[0].elected not in day.facts.day_file:
        raise TallyError(say("tally-record.election-first", title=titles[0].name, day=day.request.day),
                         file=day.day_file, hint=say("tally-record.election-first-hint", day=day.request.day,
                                                     key=titles[0].elected))


def _pending_error(game: Any, day: TallyDay, note: dict[str, Any]) -> TallyError:
    say = labels(str(game.config.get("language", "it")), Path(game.dir)).get("pending_decision", {})
    return TallyError(
        say.get("record", "{what} ({who}) is awaited: the count may change with the answer, "
                "nothing was recorded").format(**note),
        file=day.day_file,
        hint=say.get("record_hint", 'write {key} = "<player>" in {file}, then run the tally '
                     "again with --record").format(**note))


def _second_tie_asked(day: TallyDay) -> bool:
    """`--runoff --record --force` once the tied ballottaggio's new vote is recorded ([revote],
    nobody burned yet) counts that new vote: L110 "Dibattito e nuova votazione. In caso di
    ulteriore pareggio, non muore nessuno" — its tie records burned = "" and the post says so."""
    r, data = day.request, day.facts.day_file
    return r.runoff and r.record and r.force and isinstance(data.get("revote"), dict) and "burned" not in data


def _playing(game: Any, day: int) -> dict[str, str]:
    """Each slot a substitute plays on day `day`, with his nickname: the name the thread
    knows (a bare folder read only for its votes has no substitutes)."""
    nick = getattr(game, "current_nick", None)
    if nick is None:
        return {}
    return {p.name: nick(p.name, f"day {day}") for p in game.players
            if nick(p.name, f"day {day}") != p.name}
