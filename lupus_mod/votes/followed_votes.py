"""A post that follows another player's vote by his name ("idem Galadriella", "+1 Merrino",
"stesso voto di Merrino", "come Merrino", "io sto con Galadriella", « pareil que Capucine »):
only the GM settles it, but the name its settle line offers is the vote that player holds when
the post is written (his standing vote), never the player himself — pasted, that line counted
a vote for the wrong player (docs/tally.md, Doubts). A thread-level pass over the actions read,
as "voto come ieri" is given the day before's vote (lupus_mod.tally.yesterday). Pure.

"+1 Merrino" and "idem Merrino" may also be a vote for Merrino ("+1 Gollum" under a list of
votes): while Merrino has no vote standing there is none to follow, and Merrino stays offered.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Mapping, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.forms import ABSTAIN, DOUBT, ELECT, STAKE, UNVOTE, VOTE, of_election
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import EXACT, RESOLVED, Roster
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.reading import BODY, PostLike, VoteAction

# "+1 Merrino": the tokenizer drops the "+", the "1" is left.
_PLUS_ONE = "1"


def offer_followed(actions: Sequence[VoteAction], grammar: Grammar, roster: Roster,
                   candidates: Sequence[str] = (), since: int | None = None,
                   posts: Iterable[PostLike] = (), election: bool = False,
                   plain: bool = False, holders: Mapping[str, Sequence[str]] | None = None) -> tuple[VoteAction, ...]:
    """The actions, each doubt that follows a named player's vote offering that vote as it
    stood when the post was written. `candidates`: a runoff's, the only names a vote may go to
    (a standing vote for another is no offer); `since`: the thread position its votes count
    from (the runoff's opening post: the day's own votes are not its); `posts`: the thread's,
    for the post above an agreement alone (a post with no vote, the GM's, is one too);
    `election`: the title's poll, where his standing vote is his election vote (« idem
    Capucine » after her bûcher vote is no vote to elect Capucine); `plain`: there, a vote that
    names no poll is the election's too (« je retire ma candidature, jvote Dorian » before the
    close: « pareil que Gaspard » offers Dorian); `holders`: each title's word -> its living
    holders (tally/request.py), for « jvote comme la capi »: the Capitaine's vote offered."""
    written = {p.position: voter_of(p, roster) for p in posts} or {a.position: a.voter for a in actions}
    # Read in thread order, each follow already offering its own: "+1 sam" under Samvise's
    # "Idem Frodino" follows the vote Samvise's follow offers (Grimaldo), never Frodino himself.
    out, dropped = list(actions), set()
    for i in sorted(range(len(out)), key=lambda i: out[i].order):
        offered = _offered(out[i], out, grammar, roster, written, candidates, since, (election, plain), holders or {})
        if offered is None:
            dropped.add(i)   # kept while reading: it offers nothing, so no later follow reads it
        else:
            out[i] = offered
    return tuple(a for i, a in enumerate(out) if i not in dropped)


def _offered(action: VoteAction, actions: Sequence[VoteAction], grammar: Grammar, roster: Roster,
             written: Mapping[int, str], candidates: Sequence[str], since: int | None,
             polls: tuple[bool, bool], holders: Mapping[str, Sequence[str]]) -> VoteAction | None:
    """One action, a follow offering the vote it follows as `actions` then stand; None for an
    agreement alone under a post with no vote (talk)."""
    if _alone(action, grammar):
        # "idem" under Eowyna's "+1" to Merrino's vote: the vote of the post above, or talk.
        above = _above(actions, action, written)
        if above is not None and (not candidates or above in candidates):
            return replace(action, candidates=(above,))
        return None
    leader = _leader(action, grammar, roster) or _holder(action, grammar, holders)
    if leader is None:
        return action
    vote, blank = _standing(actions, leader, action, since, *polls)
    if vote is not None and candidates and vote not in candidates:
        vote = None
    voted = polls[0] and _standing(actions, leader, action, since, False)[0] is not None
    # « idem Kilian » under Kilian's « je vote blanc pour le capitaine »: his blank followed, never
    # a vote to elect him (it was offered first).
    if vote is None and action.target is not None and not voted and not blank \
            and (not candidates or action.target in candidates):
        return action   # "+1 Merrino" with no vote of Merrino's to follow: Merrino, maybe
    if blank:
        # « idem Kilian » under Kilian's « je vote blanc »: his abstention followed, still asked,
        # its settle line offering the abstention ("none" would drop what the post joins).
        return replace(action, kind=ABSTAIN, target=None, name_how=EXACT, candidates=())
    return replace(action, target=None, name_how=EXACT, candidates=(vote,) if vote else ())


def _leader(action: VoteAction, grammar: Grammar, roster: Roster) -> str | None:
    """The player whose vote the doubt's words follow: his name right after the words of an
    agreement or a likeness ("idem", "+1", "come", "di", "quoto", "sto con"), another's than the
    author's; None for any other doubt ("voto Merrino?", "Anch'io Nazgul")."""
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.corrected \
            or action.candidates or action.kept:
        return None   # "Io resto su Tecla": his own vote kept, no one's followed
    tokens = [t for t in tokenize(action.typed) if t.kind == WORD]
    f = grammar.folded
    for k in range(1, len(tokens)):
        lead = [t.fold for t in tokens[:k]]
        if not _marked(lead, grammar) or f["negations"].intersection(lead) or _own_keyword(lead, grammar):
            continue
        for n in range(min(roster.max_words, len(tokens) - k), 0, -1):
            named = roster.exactly(" ".join(t.text for t in tokens[k:k + n]))
            if named is not None and named.name != action.voter:
                # "+1 Merrino" read as a vote for Merrino, or a follow naming nobody ("quoto Merrino").
                return named.name if action.target in (None, named.name) else None
        if action.target is not None and tokens[k].fold not in f["fillers"]:
            return None   # the bare form's name is its first: "+1 Merrino", "+1 a Merrino", "+1 per Merrino"
    return None


def _holder(action: VoteAction, grammar: Grammar, holders: Mapping[str, Sequence[str]]) -> str | None:
    """The one living holder of the title that ends a follow naming no player (« jvote comme la
    capi », « je vote comme le capitaine »: the grammar reads the article and title after the
    like word, votes/titled.py), another than the author; else None."""
    if action.kind != VOTE or action.reason != DOUBT or action.target is not None or action.candidates:
        return None
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    titles = grammar.folded["election"]
    if len(words) < 3 or words[-1] not in titles or words[-3] not in grammar.folded["like"]:
        return None
    held = {h for word in titles for h in holders.get(word, ())}
    return next(iter(held)) if len(held) == 1 and action.voter not in held else None


def _marked(lead: Sequence[str], grammar: Grammar) -> bool:
    """The words before the name hold an agreement or a likeness whole ("stesso voto di",
    "come", "+1"), never one word of a longer phrase: in Bacco's "voto... boh... Zanna?" the
    "voto" of "stesso voto" follows nobody, Zanna is his own vote."""
    if set(lead) & (grammar.folded["like"] | {_PLUS_ONE}):
        return True
    return any(tuple(lead[i:i + len(p)]) == p for p in grammar.agree_phrases for i in range(len(lead)))


def _own_keyword(lead: Sequence[str], grammar: Grammar) -> bool:
    """The words before the name end with a vote keyword of the author's ("idem, voto
    Merrino": his vote for Merrino), not the followed player's verb ("voto come ha votato
    Tumbleweed")."""
    return lead[-1] in grammar.vote_keywords \
        and not any(tuple(lead[-len(p):]) == p for p in grammar.like_then_phrases)


def _alone(action: VoteAction, grammar: Grammar) -> bool:
    """The post's own words are an agreement alone ("idem", "+1", "concordo"), nothing quoted
    or named: whose vote it joins, only the post above says."""
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.corrected \
            or action.target is not None or action.candidates:
        return False
    words = tuple(t.fold for t in tokenize(action.typed) if t.kind == WORD)
    return words in grammar.agree_phrases or words == (_PLUS_ONE,)


def _above(actions: Sequence[VoteAction], at: VoteAction, written: Mapping[int, str]) -> str | None:
    """The vote the nearest earlier post by another author reads as: its own last form's name
    (a doubt's likeliest), None when that post holds no vote (talk, the GM's reminder)."""
    earlier = [position for position, voter in written.items() if position < at.position and voter != at.voter]
    if not earlier:
        return None
    own = [a for a in actions if a.position == max(earlier) and a.where == BODY and not a.superseded
           and a.kind == VOTE]
    last = own[-1] if own else None
    return None if last is None else last.target or (last.candidates or (None,))[0]


def _standing(actions: Iterable[VoteAction], leader: str, at: VoteAction, since: int | None,
              election: bool = False, plain: bool = False) -> tuple[str | None, bool]:
    """The name `leader`'s vote stands on just before `at`: his last own declaration in the
    thread's order (a vote, an unvote, an abstention; a doubt of his by its likeliest name;
    talk changes nothing), from `since` on; and whether it is his abstention. `plain`: in the
    election, his votes naming no poll are the election's too."""
    vote, blank = None, False
    for a in sorted(actions, key=lambda a: a.order):
        if a.order >= at.order:
            break
        polled = of_election(a) == election or (election and plain and a.poll != STAKE and a.kind == VOTE)
        if a.voter != leader or a.where != BODY or a.superseded or (since is not None and a.position < since) \
                or not polled:
            continue
        if a.kind in (VOTE, ELECT) and (not a.reason or a.corrected) and a.target is not None \
                and (a.name_how in RESOLVED or a.corrected):
            vote = a.target
        elif a.kind in (VOTE, ELECT) and a.reason == DOUBT and (a.target or a.candidates):
            # His own vote still asked ("Zanna" alone in the ballottaggio): its likeliest reading.
            vote = a.target if a.target and a.name_how in RESOLVED else (a.candidates or (vote,))[0]
        elif a.kind in (UNVOTE, ABSTAIN) and not a.reason:
            vote = None
        blank = vote is None and a.kind == ABSTAIN and not a.reason
    return vote, blank
