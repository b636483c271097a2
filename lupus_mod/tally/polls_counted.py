"""Each poll of the day read from its posts and counted: the day's vote, the title's election
(`--election`) and the runoff or its new vote (`--runoff`, `--revote`, from the thread or their
PM logs), each with its window and the offers its doubts make. A part of tally/count.py."""
from __future__ import annotations

from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any, Callable, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.tally.request import TallyDay, elected_title
from lupus_mod.tally.ballot_log import unread_messages
from lupus_mod.tally.edits import edit_doubts, gm_edits, settled_times
from lupus_mod.tally.spans import late_clocks, straddling
from lupus_mod.tally.posts import log_posts
from lupus_mod.tally.window import (ELECTION_CLOSE, before_runoff, close_time, day_close_key, from_too_early,
                                    election_close_time, opening_post)
from lupus_mod.tally.yesterday import offer_yesterday, yesterday_votes
from lupus_mod.votes.followed_votes import offer_followed
from lupus_mod.votes.described_runoff import offer_described_candidates
from lupus_mod.votes.other_one import offer_named_one, offer_other_one
from lupus_mod.votes.restated import offer_earlier, offer_restated
from lupus_mod.votes.runoff_named import asked_for_runoff
from lupus_mod.votes.ties import RUNOFF, TOP_TWO
from lupus_mod.tally.restated import runoff_votes
from lupus_mod.votes.ordinal_offer import offer_ordinals
from lupus_mod.votes.described_offer import claimed_offices, offer_described
from lupus_mod.forum.model import Post
from lupus_mod.cache.readings import PostReadings
from lupus_mod.tally.forbidden import forbidden_notes
from lupus_mod.tally.double_claims import double_claim_notes
from lupus_mod.votes.audit import Tally
from lupus_mod.votes.count import DayContext, count_runoff, count_votes
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.accounts import in_thread, resembled, voter_of
from lupus_mod.votes.election import UNDECLARED_DAY, count_election
from lupus_mod.tally.polls import day_polls, undeclared_of


def _context(day: TallyDay, opening: Post | None, closes: datetime | None,
             posts: Sequence[Post], roster: Roster) -> DayContext:
    """The count's context; the window opens at the opening post (None: a PM log, open from its start)."""
    facts, s = day.facts, day.settings
    # Authors who only look like a player (`Zefiro_`, `Zéfiro`, an account posing under his
    # name): shown, never counted for him.
    # (Judged once per account shown: a day has thousands of posts by a few dozen authors.)
    shown = {(p.author, getattr(p, "author_id", None)): p for p in posts}.values()
    look_alikes = {voter_of(p, roster): found for p in shown if (found := resembled(p, roster))}
    return DayContext(
        day=day.request.day, alive=tuple(facts.alive), dead=tuple(facts.dead), gm=tuple(facts.gm),
        non_players=s.non_players, substitutions=dict(facts.substitutes),
        off_turn=dict(facts.off_turn), look_alikes=look_alikes,
        weights=dict(facts.shown_weights if day.shown else facts.weights),
        tie_weights=dict(facts.shown_tie_weights if day.shown else facts.tie_weights),
        self_vote=s.self_vote,
        abstention=s.abstention, malus=dict(facts.malus), tie_break=s.tie_break,
        majority=s.majority, until_all_voted=s.until_all_voted,
        seed=int(day.game.config.get("seed", 0)),
        opens=opening.created if opening else None, opening_position=opening.position if opening else None,
        closes=closes, runoff_voters=s.runoff_voters, runoff_tie_break=s.runoff_tie_break,
        ballot=s.ballot, spared=tuple(facts.spared), spared_rule=facts.spared_rule,
        redirects=dict(facts.shown_redirects if day.shown else facts.redirects),
        follows=dict(facts.shown_follows if day.shown else facts.follows),
    )


def day_tally(day: TallyDay, posts: Sequence[Post], notes: list[dict[str, Any]]) -> Tally:
    posts = before_runoff(posts, day.facts.day_file, day.request.from_post or day.facts.day_file.get("opened_post"),
                          notes)
    # "voto come ieri": the author's vote of the day before offered, when on record.
    # "no dai, torno all'altro": his vote before his latest, offered (before "as yesterday").
    actions, roster = _read_votes(day, posts)
    if day.settings.ballot == TOP_TWO or day.settings.tie_break == RUNOFF:
        actions = asked_for_runoff(actions, posts, day.settings.grammar)   # « per il ballottaggio voto X »
    actions = offer_yesterday(offer_earlier(actions, day.settings.grammar), day.settings.grammar,
                              yesterday_votes(Path(day.game.dir), day.request.day), day.facts.dead)
    # "idem Galadriella", "stesso voto di Merrino": the vote he holds then, offered.
    # "voto il sindaco": the Sindaco; "sono lo sceriffo" in the thread before: its claimant first.
    actions = offer_described(offer_followed(actions, day.settings.grammar, roster, posts=posts,
                                             holders=day.facts.holders_after),
                              day.facts.holders, claimed_offices(posts, day.settings.grammar, roster))
    day.read.update(actions=actions)
    ctx = _window(day, posts, roster, notes, "day_close")
    actions = settled_times(actions, day.facts.day_file, day.tz, day.day_file)
    actions, by_gm = gm_edits(actions, day.facts.gm, ctx.closes, day.tz)
    actions, wide = straddling(late_clocks(actions, ctx.closes, day.tz), ctx.closes, day.tz)
    notes += by_gm + wide
    actions, doubts = edit_doubts(actions, lambda a: count_votes(a, ctx), day.tz, day.request.day)
    notes += doubts
    tally = count_votes(day_polls(day, actions, ctx.opens, notes), ctx)
    notes += forbidden_notes(tally, day.facts.bound)
    notes += double_claim_notes(tally, posts, day.settings.grammar, day.facts.doubles, day.day_file)
    return tally


def _window(day: TallyDay, posts: Sequence[Post], roster: Roster, notes: list[dict[str, Any]],
            close_key: str) -> DayContext:
    opening = opening_post(posts, day.request.from_post, day.facts.day_file.get("opened_post"), day.day_file,
                           notes, "opened_post")
    if close_key == ELECTION_CLOSE:
        closes = election_close_time(day, opening.created) or close_time(day, opening.created, "day_close")
    else:
        closes = close_time(day, opening.created, day_close_key(day)) or close_time(day, opening.created, "day_close")
    if closes is None:
        raise TallyError(say("tally-problem.no-deadline"), file="game.toml",
                         hint=say("tally-problem.no-deadline-hint"))
    return _context(day, opening, closes, posts, roster)


def election_tally(day: TallyDay, posts: Sequence[Post], notes: list[dict[str, Any]]) -> Tally:
    """The title's election (`--election`), from its own posts over the day's window (or up to
    [schedule] election_close)."""
    title = elected_title(day).name
    # « idem Capucine »: her election vote, never a vote to elect her for agreeing with her.
    actions, roster = _read_votes(day, posts)
    actions = offer_followed(actions, day.settings.grammar, roster, posts=posts,
                             election=True, plain=undeclared_of(day) != UNDECLARED_DAY)
    day.read.update(actions=actions)
    return count_election(actions, _window(day, posts, roster, notes, ELECTION_CLOSE),
                          day.settings.election_tie_break, title, undeclared_of(day))


def _read_votes(day: TallyDay, posts: Sequence[Post]) -> tuple[tuple, Roster]:
    """The posts' votes, and the day's roster with the accounts the posts' member ids show and
    the nicknames of its look-alike authors (votes.accounts) that read them."""
    roster = in_thread(day.roster, posts)
    readings = PostReadings(day.settings.grammar, roster)
    actions = read_thread(posts, day.settings.grammar, roster, day.corrections, read=readings.read)
    readings.save()
    day.read.update(posts=posts, actions=actions, roster=roster)
    return actions, roster


def poll_readings(day: TallyDay) -> tuple:
    """Every post's one reading, of the posts the count read last."""
    return post_readings(day.read["posts"], day.read["actions"], day.read["roster"]) if day.read else ()


def runoff_tally(day: TallyDay, load: Callable[[], Sequence[Post]], notes: list[dict[str, Any]],
                  revote: bool = False) -> Tally:
    """The second ballot (or, `revote`, the new vote after its tie), from the PM log
    days/D-runoff.txt (days/D-revote.txt) if there is one, else the thread."""
    kind = "revote" if revote else "runoff"
    table = day.facts.day_file.get(kind, {})
    log = Path(day.game.dir) / "days" / f"{day.request.day}-{kind}.txt"
    from_log = log.exists() and not (day.request.url or day.request.html)
    thread = None if from_log else load()
    candidates = tuple(table.get("candidates", ()))
    if not candidates and revote:
        candidates = runoff_tally(day, lambda: thread if thread is not None else load(), []).runoff
    elif not candidates:
        candidates = day_tally(day, thread if thread is not None else load(), []).runoff
    # After a top-two day one candidate may be alone ("Dibattito, anche se rimane un solo
    # candidato"); a day power may take one out of it (the Avvocato).
    if len(candidates) < (1 if day.settings.ballot == "top-two-runoff" and not revote else 2):
        raise TallyError(say("tally-problem.nothing-to-count", day=day.request.day, kind=kind,
                             what=say("tally-problem.kind", kind=kind)), file=day.day_file,
                         hint=say("tally-problem.nothing-to-count-hint", day=day.request.day, kind=kind))
    if from_log:
        posts, opening = log_posts(day, log), None
        anchor = posts[0].created if posts else None
        notes.append({"note": "runoff-from-log", "file": f"days/{day.request.day}-{kind}.txt"})
    else:
        ref = day.request.from_post or table.get("opened_post")
        if not ref:
            # Without it the whole day's votes would be read as runoff votes.
            raise TallyError(say("tally-problem.where-starts", what=say("tally-problem.the-kind", kind=kind)), file=day.day_file,
                             hint=say("tally-problem.where-starts-hint", day=day.request.day, kind=kind))
        first = opening_post(thread, day.request.from_post, table.get("opened_post"), day.day_file, notes,
                             f"[{kind}] opened_post")
        if day.request.from_post:
            from_too_early(day, thread, first, kind, notes)
        posts, opening, anchor = thread, first, first.created
    closes = close_time(day, anchor, f"{kind}_close") if anchor else None
    removed = [c for c in candidates if c in day.facts.runoff_removed]
    if removed:
        notes.append({"note": "runoff-removed", "players": removed})
    standing = tuple(c for c in candidates if c not in removed)
    # "+1 Lunaria" in the ballottaggio: Lunaria's vote there, never a vote for a non-candidate.
    actions, roster = _read_votes(day, posts)
    actions = offer_followed(actions, day.settings.grammar, roster, standing,
                             opening.position if opening else None, posts)
    actions = offer_other_one(actions, day.settings.grammar, roster, standing, posts)   # "voto l'altro"
    actions = offer_named_one(actions, day.settings.grammar, roster, standing, posts,   # "salvo Ombroso"
                              opening.position if opening else None)
    if revote:   # "confermo", "stesso voto di prima": the tied ballottaggio's vote, offered
        before = cache(lambda: runoff_votes(lambda: runoff_tally(day, lambda: thread if thread is not None else load(), [])))
    else:   # "stesso voto di stamattina", "confermo": the day's vote, on a candidate
        before = cache(lambda: {v: c for v, c in runoff_votes(lambda: day_tally(day, thread, [])).items()
                                if c in standing} if thread is not None else {})
    actions = offer_restated(actions, posts, day.settings.grammar, roster, before, opening.position if opening else None)
    actions = offer_ordinals(offer_described(actions, day.facts.holders,
                                             claimed_offices(posts, day.settings.grammar, roster)),
                             day.settings.grammar, standing)
    # "brucia la lupa": the two candidates offered, the one the article's gender says first.
    actions = offer_described_candidates(actions, day.settings.grammar, standing,
                                         day.game.genders(f"day {day.request.day}"))
    # (The offers above may have counted the day or the ballottaggio again: the posts read
    # last are this poll's.)
    day.read.update(posts=posts, actions=actions, roster=roster)
    if from_log:
        doubts, unread = unread_messages(posts, actions, roster, standing,
                                         day.settings.grammar)
        actions = actions + tuple(doubts)
        notes += unread
        day.read.update(actions=actions)
    return count_runoff(actions, _context(day, opening, closes, posts, roster), standing, revote)
