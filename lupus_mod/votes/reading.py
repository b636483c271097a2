"""From posts to vote actions: what each post of the thread says about its author's vote.

A post is anything with the fields of `lupus_mod.forum.model.Post` (this package never imports
the forum layer). Its body is a run of segments; quoted text belongs to someone else and a
spoiler holds notes, so neither is read as the author's vote. Forms found there are still
returned, marked by `where`, so the audit can show that they were seen and why they do not count.

Forms the grammar finds in the author's own text but reads as talk (reported speech, a
negation, a hedge, a question, the keyword as a noun) come back with `where = "talk"` and the
grammar's reason, so that every post that looks like a vote is in the audit with its reason.

The last form of a post is the post's action (election votes, `elect`, apart from the day's). Earlier forms in the same post come back as
`superseded`; when the post held two different votes or abstentions ("voto Tancredi... anzi
no, voto Corvo"), its last action is flagged `several` for the GM. An unvote before a new
vote ("gli tolgo il voto... voto Lorenzino") is an ordinary change and is not flagged.
"""
from __future__ import annotations

from dataclasses import replace
from typing import AbstractSet, Callable, Iterable, Mapping, Sequence

from lupus_mod.orders.text import WORD, fold, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.answers import THUMBS, answer, negated_answer, quoted_answer
from lupus_mod.votes.split_answer import split_answer
from lupus_mod.votes.named_before import one_named_before
from lupus_mod.votes.replies import pointing_at_quote, which_quoted
from lupus_mod.votes.agreement import agreement, stake_tail
from lupus_mod.votes.edit_line import after_edit_mark, stated_edit
from lupus_mod.votes.forms import DOUBT, ELECT, MENTION, NO_WORDS, REPORTED, STAKE, STRUCK_OUT, TITLE, UNVOTE, VOTE, Found, of_election
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import ALIAS, EXACT, LATE, UNKNOWN, Correction, Roster
from lupus_mod.votes.election_retaken import election_taken_back
from lupus_mod.votes.spoiled import keyword_before, spoiler_declared
from lupus_mod.votes.hedges import standing_before_condition
from lupus_mod.votes.withdrawn import earlier_unvotes_first
# The regions of a post (re-exported: the tally reads them here) and its own text.
from lupus_mod.votes.post_text import BODY, HIDDEN, QUOTE, SPOILER, STRUCK, TALK, hidden_runs, own_text
from lupus_mod.votes.cancelled_quote import cancelled_quote
from lupus_mod.votes.invisible import SIGNED, declared, hidden_vote, own_before_proxy, signature_at
# The vote action and the post it is read from (re-exported: the tally reads them here).
from lupus_mod.votes.action import NONE, UNTRUSTED_DATE, PostLike, VoteAction

def read_thread(posts: Iterable[PostLike], grammar: Grammar, roster: Roster,
                corrections: Mapping[str, Correction] | None = None,
                read: Callable[..., tuple[VoteAction, ...]] | None = None) -> tuple[VoteAction, ...]:
    """Every vote action of the thread, in thread order, with the GM's corrections applied.
    `read` stands for `read_post` (the shell passes one that remembers earlier readings)."""
    corrections = corrections or {}
    read = read or read_post
    actions: list[VoteAction] = []
    for post in sorted(posts, key=lambda p: p.position):
        found = read(post, grammar, roster)
        fix = corrections.get(str(post.id))
        actions.extend(found if fix is None else _corrected(post, found, fix, roster))
    return tuple(actions)


def read_post(post: PostLike, grammar: Grammar, roster: Roster) -> tuple[VoteAction, ...]:
    """The vote actions of one post: its own forms, then forms inside its quotes and spoilers."""
    body_text, bold = own_text(post, grammar)
    scanned = grammar.scan(body_text, roster, bold, voter_of(post, roster))
    if grammar.answers:   # a proposal's « je vote non »: the answer No, no negation
        scanned = tuple(negated_answer(f, roster) for f in scanned)
        split = split_answer(body_text, roster, bold)
        scanned = (split,) if split else scanned   # "voto sì a Carlo ma no a Arturo": asked
    if not any(f.reason in ("", DOUBT) for f in scanned):
        # No form of the author's own: a proposal's answer ("Sì 👍"), or a quoted vote question
        # answered with a name ("[quote]chi voti?[/quote] Gollum, ovviamente.").
        found = answer(body_text, speech.signed_off(tokenize(body_text), grammar.sign_off_phrases), roster,
                       grammar, bold) \
            if grammar.answers else grammar.quote_answered(body_text, roster, bold) \
            if _asks_in_quote(post, grammar) else None
        # "[quote]voto Gollum[/quote] io invece Grima": his own vote, under the one he quotes.
        found = found or (grammar.own_under_quote(body_text, roster) if _quotes_a_vote(post, grammar, roster)
                          else None)
        scanned += (found,) if found else ()
    scanned = _under_quote(post, body_text, grammar, roster, scanned)
    scanned = election_taken_back(body_text, scanned, grammar.correction_phrases, grammar.folded["first_person"])
    if not grammar.election_held:
        # The title sits: its words make no election vote, nor an unvote of one; alone they are
        # its holder's day vote ("Comme capitaine, je vote Kilian"), anyone else's a doubt
        # (« capitaine : Hortense », « je vote Gaspard pour capitaine »: no election today, and
        # never an execution vote unasked); beside a day vote of the author's own they are no
        # execution vote ("Je vote Kilian. Capitaine : Hortense"): set apart.
        plain = any(f.kind == VOTE and f.reason in ("", DOUBT) for f in scanned)
        holder = voter_of(post, roster) in grammar.title_holders
        scanned = tuple(replace(f, kind=VOTE, reason=f.reason or ("" if holder else DOUBT))
                        if f.kind == ELECT and not plain else replace(f, poll="")
                        if f.poll == TITLE else f for f in scanned)
    signed_at = signature_at(body_text)
    # "voto Grima / ____ / voto sempre Gollum": the day's forms under a typed signature, asked
    # apart; a line declared with its colon there ("-- / Voto attuale: Grima") is the tracker
    # some players keep under each post, their vote (invisible.declared).
    signed = [f for f in scanned if signed_at is not None and f.start >= signed_at
              and f.reason in ("", DOUBT) and not of_election(f) and not declared(f.typed)]
    scanned = tuple(f for f in scanned if f not in signed)
    actions: list[VoteAction] = []
    for family in (False, True):   # the day's vote, then an election's: each has its last form
        # A doubt is the author's own form too: the post's last one ("voto Anna o forse Bea")
        # is its reading until the GM settles it, and a later vote replaces it.
        own = [f for f in scanned if f.reason in ("", DOUBT) and of_election(f) == family]
        own = earlier_unvotes_first(own, body_text, grammar.earlier_phrases)   # "voto X, tolgo il voto a Y"
        own = standing_before_condition(own)   # « Mon vote : Kilian. Mais si Kilian claim, … Noemie »
        if getattr(post, "date_untrusted", ""):
            # The board's date names another weekday than its day's: the post may be on either
            # side of the deadline, so its vote waits for the GM (docs/tally.md).
            own = [replace(f, reason=DOUBT, why=UNTRUSTED_DATE) for f in own]
        found = [replace(_action(post, roster, f, len(actions) + n, BODY, grammar.bold_only),
                         reason=f.reason) for n, f in enumerate(own)]
        marks = grammar.folded["edit_marks"]
        if own and post.edited is not None and not post.edit_undated \
                and after_edit_mark(body_text, own[-1].start, marks):
            # "EDIT delle 21:30: sposto il voto su Nazgul" added to a morning post: the vote
            # was given when the post was edited, after his later posts, not when first written.
            found[-1] = replace(found[-1], time=post.edited)
        elif own and post.edited is None:
            # "EDIT 23:15: cambio, voto Lucrezia" on a post the board shows unedited.
            stated = stated_edit(body_text, own[-1].start, marks, post.created)
            found[-1] = replace(found[-1], edited=stated) if stated else found[-1]
        several = _several(own)
        actions += [replace(a, superseded=True) for a in found[:-1]] + \
                   [replace(a, several=several) for a in found[-1:]]
    for f in scanned:
        if f.reason not in ("", DOUBT):
            actions.append(replace(_action(post, roster, f, len(actions), TALK, False), reason=f.reason))
    has_own = any(a.where == BODY and not of_election(a) for a in actions)
    keyed = False   # "voto [spoiler]Zefiro[/spoiler]": the spoiler's own vote, listed as such
    unseen: list[VoteAction] = []   # the votes in text the forum does not show (invisible.py)
    for where, text, before in hidden_runs(post, grammar):
        author = voter_of(post, roster)
        if where == HIDDEN:
            unseen += [_action(post, roster, f, 0, BODY, False)
                       for f in grammar.scan(text, roster, None, author) if f.reason in ("", DOUBT)]
            continue
        spoiled = keyword_before(before, text, grammar.starting.keys()) if where == SPOILER else None
        keyed = keyed or spoiled is not None
        if where == STRUCK:
            actions += _struck(post, roster, grammar.scan(text, roster, None, author), len(actions), has_own,
                               _named_in(body_text, roster, author))
            has_own = has_own or any(a.where == BODY and not of_election(a) for a in actions)
            continue
        # A quote is someone else's words already: its citation "Anna ha scritto:" changes nothing.
        found = grammar.scan(spoiled or text, roster)
        run = len(actions)
        for f in found or (quoted_answer(text, roster, grammar) if where == QUOTE else ()):
            if spoiled and (f.target is None or f.target.how == UNKNOWN):
                continue   # the box's title under the keyword ("voto Spoiler"): no one's name
            # "[quote=Grima]voto Nazgul?[/quote] idem": the quoted player's doubt is his vote all
            # the same, which an agreement joins (it was talk, the vote lost).
            if not f.reason or (where == QUOTE and f.reason in (REPORTED, DOUBT)) or not found:
                actions.append(_action(post, roster, f, len(actions), where, False))
        # « [quote=Bastien]+1 Gaëlle capitaine[/quote] pareil »: the quoted post agreed, naming Gaëlle.
        agreed = _agreed(post, text, grammar, roster, ()) if where == QUOTE and not found else None
        actions += [replace(agreed, index=len(actions), where=QUOTE, reason="")] if agreed and agreed.target else []
        # "[quote=Grima]Voto Nazgul... no aspetta, voto Galadriella[/quote] quoto": the quoted
        # player's last word is his vote, the one a "quoto" joins.
        quoted = [k for k in range(run, len(actions)) if where == QUOTE and actions[k].kind == VOTE]
        actions[run:] = [replace(a, superseded=True) if k + run in quoted[:-1] else a
                         for k, a in enumerate(actions[run:])]
    actions = hidden_vote(own_before_proxy(pointing_at_quote(actions, grammar)), unseen)
    actions = hidden_vote(actions, [_action(post, roster, f, 0, BODY, False) for f in signed], SIGNED)
    has_own = has_own or bool(unseen) or bool(signed)
    actions = cancelled_quote(actions, body_text, grammar.cancel_quoted)   # "[quote]voto Grima[/quote] cancellate"
    has_own = has_own or any(a.where == BODY and not of_election(a) for a in actions)
    hidden = spoiler_declared(actions, body_text, grammar.folded["declares"]) if not has_own and not keyed else None
    actions += [replace(hidden, index=len(actions))] if hidden else []
    agreed = None if has_own else _agreed(post, body_text, grammar, roster, actions)
    return tuple(actions) + ((agreed,) if agreed else ())


def _under_quote(post: PostLike, text: str, grammar: Grammar, roster: Roster,
                 found: tuple[Found, ...]) -> tuple[Found, ...]:
    """ « [quote]je vote Kilian[/quote] Moi c'est Isidore. »: under a quoted vote, the author's own
    in few words (whose.own_under_quote) is his vote, which alone (« Mouais. Moi c'est Hugo. ») is
    a doubt: that doubt gives way to it."""
    if not any(f.reason == DOUBT for f in found) or any(f.reason == "" for f in found) \
            or not _quotes_a_vote(post, grammar, roster):
        return found
    own = grammar.own_under_quote(text, roster)
    if own is None:
        return found
    return tuple(f for f in found if f.reason != DOUBT or f.end <= own.start or own.end <= f.start) + (own,)


def _named_in(text: str, roster: Roster, author: str | None) -> tuple[str, ...]:
    """The one player the author's own text names (himself aside), or ()."""
    tokens = tokenize(text)
    named = one_named_before(text, tokens, len(tokens), roster, author, "")
    return (named.name,) if named is not None and named.name else ()


def _struck(post: PostLike, roster: Roster, found: Sequence[Found], index: int,
            has_own: bool, named: tuple[str, ...] = ()) -> list[VoteAction]:
    """The forms the author struck through ("[s]voto Gollum[/s]"). Beside a form of his own
    ("[s]voto Gollum[/s] voto Grima") they are crossed-out words, listed as such; alone they
    may take his vote back, or be his vote still: one doubt, whose settle line offers "unvote",
    or the one player his own words name ("[s]voto Merrino[/s] ok sono convinto, Nazgul")."""
    own = [f for f in found if f.reason in ("", DOUBT)]
    if has_own or not own:
        return [replace(_action(post, roster, f, index + n, TALK, False), reason=STRUCK_OUT)
                for n, f in enumerate(own)]
    typed = " … ".join(f"[s]{f.typed}[/s]" for f in own)   # the GM sees it was struck through
    return [replace(_action(post, roster, own[-1], index, BODY, False), kind=UNVOTE, typed=typed,
                    target=None, candidates=named, reason=DOUBT)]


def _agreed(post: PostLike, text: str, grammar: Grammar, roster: Roster,
            actions: Sequence[VoteAction]) -> VoteAction | None:
    """A post with no form of its own that agrees ("idem", "io pure", "+1") with the votes it
    quotes or reports, or names the player right after ("Anch'io Nazgul allora"): a doubt
    offering those names, never silently a quote or talk (agreement.py)."""
    names = tuple(dict.fromkeys(a.target for a in actions if a.kind in (VOTE, ELECT) and a.target and not a.superseded
                                and (a.where == QUOTE or a.reason == REPORTED or _of_whoever(text, a, grammar))))
    stake = (grammar.folded["stake"], grammar.folded["election_links"])
    # "voto anche io": an agreement said with the vote's keyword, which a name after makes a form;
    # not one that names whose vote it follows ("confermo quello che ha detto Samvise").
    keyed = frozenset(p[0] for p in grammar.agree_phrases if len(p) > 1 and p[0] in grammar.vote_keywords
                      and " ".join(p) not in grammar.folded["agree_with"]) - grammar.folded["first_person"]
    words = agreement(text, tokenize(text), grammar.agree_phrases, grammar.folded["negations"] | set(NO_WORDS),
                      grammar.folded["reply_joins"], stake, keyed)
    if words is None:
        return None
    if not names:
        named = _agreed_with_name(post, text, words, roster, len(actions),
                                  grammar.folded["instead"] | grammar.folded["like"],
                                  fold(" ".join(words.split())) in grammar.folded["agree_with"],
                                  grammar.folded["copulas"], stake)
        alone = _only_agreement(text, words, grammar) if grammar.answers else \
            any(t.kind == WORD for t in tokenize(words)) \
            and fold(" ".join(text.split())).strip(" .!") == fold(" ".join(words.split()))
        if named is None and alone:
            # "idem" alone under another's vote: "same as above", a doubt the thread settles
            # (votes/followed_votes.py offers the vote of the post above, or drops it as talk);
            # a proposal's "idem" after Delia's "no", nothing quoted: a doubt whose settle line
            # offers the answer before it (votes/proposal.py); as talk the cat counted Sì ("Gli
            # assenti votano Sì").
            start = text.find(words)
            form = Found(VOTE, start, start + len(words), words, None, reason=DOUBT)
            return replace(_action(post, roster, form, len(actions), BODY, False), reason=DOUBT)
        return named
    # « [quote]Capitaine : Hortense[/quote] +1 »: the quoted election vote joined, asked in the
    # election's count (a day the title sits holds no election: the day's).
    source = next(a for a in actions if a.target in names)
    source = source if grammar.election_held else replace(source, kind=VOTE)
    return replace(source, index=len(actions), typed=words, target=None, candidates=which_quoted(text, words, names, grammar),
                   where=BODY, reason=DOUBT, name_how=EXACT, superseded=False, several=False)


def _of_whoever(text: str, action: VoteAction, grammar: Grammar) -> bool:
    """ "chi vota Zanna è un genio, mi accodo": a vote said of whoever casts it (`whoever`), a
    wagon the agreement may join as it joins a vote reported."""
    if action.reason != MENTION or not action.typed or (at := text.find(action.typed)) < 0:
        return False
    before = tuple(t.fold for t in tokenize(text[:at]) if t.kind == WORD)
    return any(before[-len(p):] == p for p in grammar.whoever_phrases if len(p) <= len(before))


def _only_agreement(text: str, words: str, grammar: Grammar) -> bool:
    """The post is its agreement alone ("idem", "anch'io", "+1"), which is no answer itself
    ("Sì", "si": the answer; "👍": a thumb, votes/answers.py)."""
    return text.strip().rstrip(".!…").strip() == words.strip() and fold(words) not in grammar.folded["answers"] \
        and not any(mark in words for mark in THUMBS)


def _agreed_with_name(post: PostLike, text: str, words: str, roster: Roster, index: int,
                      of: AbstractSet[str] = frozenset(), whose: bool = False,
                      copulas: AbstractSet[str] = frozenset(),
                      stake: tuple[AbstractSet[str], AbstractSet[str]] = (frozenset(), frozenset())) -> VoteAction | None:
    """ "Anch'io Nazgul allora": the agreement's words, then a player's name (of up to three
    words) right after them: a doubt offering that name. After a word of `of` (the grammar's
    `instead` and `like`: "que", "di", "come": "anch'io come Frodino"), or after words that
    agree with a person (`whose`: "Quoto Frodino"),
    the name is whose vote the author's is as: "Pareil que Kilian" follows Kilian's vote, a
    doubt naming nobody, as "je vote comme Kilian" is."""
    at = text.find(words) + len(words)
    following = tokenize(text[at:])
    lead = int(bool(following) and following[0].text == ",")   # "Moi aussi, comme Kilian"
    like = len(following) > lead and following[lead].fold in of
    skip = lead + 1 if like else 0
    for n in (3, 2, 1):
        span = following[skip:skip + n]
        if len(span) < n or any(t.kind != WORD for t in span):
            continue
        typed = text[at + span[0].start:at + span[-1].end]
        found = roster.resolve(typed)
        # "come Merrino" alone follows him; "Come Merrino ha detto, …" says something else.
        # « pareil que Leonie pour le bûcher »: the stake said after him is his vote's poll.
        end = next((k for k in range(skip + n, len(following)) if following[k].kind != WORD), len(following))
        staked = stake_tail(following, skip + n, end, stake) == skip + n < end
        goes_on = len(following) > skip + n and following[skip + n].kind == WORD and not staked
        # "Anche per me Grima è lupo": a word said of him, shared; no vote joined.
        said = goes_on and following[skip + n].fold in copulas
        if found.how in (EXACT, ALIAS) and not (goes_on and fold(words) in of) and not said:
            start = text.find(words)
            form = Found(VOTE, start, at + span[-1].end, text[start:at + span[-1].end],
                         None if like or whose else found, reason=DOUBT, poll=STAKE if staked else "")
            return replace(_action(post, roster, form, index, BODY, False), reason=DOUBT)
    return None


def _asks_in_quote(post: PostLike, grammar: Grammar) -> bool:
    """The post quotes a question about a vote ("[quote]Nazgul, chi voti?[/quote]", "ton vote ?")."""
    votes = grammar.starting.keys() | grammar.folded["other_verbs"]
    return any(segment.quote and "?" in segment.text and any(t.fold in votes for t in tokenize(segment.text))
               for segment in post.body)


def _quotes_a_vote(post: PostLike, grammar: Grammar, roster: Roster) -> bool:
    quoted = "\n".join(segment.text for segment in post.body if segment.quote)
    # A proposal's answer quoted without a form ("[quote]No, mi convince poco[/quote]") too.
    return bool(quoted) and any(f.kind == VOTE and f.target is not None
                                for f in grammar.scan(quoted, roster) or quoted_answer(quoted, roster, grammar))


def _several(found: Sequence[Found]) -> bool:
    """Two different votes or abstentions in one post (unvotes are ordinary changes)."""
    choices = {(f.kind, f.target.name if f.target else None) for f in found if f.kind != UNVOTE}
    return len(choices) > 1


def _action(post: PostLike, roster: Roster, found: Found, index: int, where: str,
            bold_only: bool) -> VoteAction:
    target = found.target
    return VoteAction(
        post_id=str(post.id), position=post.position, index=index, author=post.author,
        voter=voter_of(post, roster), time=post.created, author_id=getattr(post, "author_id", None),
        permalink=post.permalink, kind=found.kind, typed=found.typed,
        target=target.name if target else None, name_how=target.how if target else EXACT,
        candidates=target.candidates if target else (), where=where,
        not_bold=bold_only and not found.bold, poll=found.poll, kept=found.kept, moves=found.moves, why=found.why, unvoted=found.unvoted,
        edited=post.edited, edit_undated=post.edit_undated, edited_by=getattr(post, "edited_by", ""),
        time_span=getattr(post, "date_span", None), edit_span=getattr(post, "edit_span", None),
        untrusted_date=bool(getattr(post, "date_untrusted", "")),
    )


def _corrected(post: PostLike, found: Sequence[VoteAction], fix: Correction,
               roster: Roster) -> list[VoteAction]:
    """The post as the GM reads it: one action replacing the author's own forms. A post whose
    only own form is an election vote (a doubt of the election: "capitaine : Zoé ou Léa") is
    corrected in the election: a name elects, "none" takes the election vote away; the title
    and a name ("Capitaine : Kilian") make any post an election vote, and "Capitaine : unvote"
    an unvote of the election."""
    day = [a for a in found if a.where == BODY and not of_election(a)]
    elects = [a for a in found if a.where == BODY and of_election(a)]
    # "Capitaine : Kilian" of a post with an election form of its own beside the day's vote
    # ("Kilian capitaine ? … jvote Leonie au bucher"): the election's form only is replaced.
    for_election = fix.kind == ELECT or fix.kind == UNVOTE and fix.election
    own = elects if for_election and elects else day or elects
    hidden = [a for a in found if a not in own]
    # What the GM read: the post's own form, else the talk the correction turns into a vote.
    talk = [a for a in found if a.where == TALK]
    typed = own[-1].typed if own else talk[-1].typed if talk else ""
    # "Capitaine : Kilian" (fix.kind ELECT): the GM reads the post as an election vote.
    kind = ELECT if fix.kind == ELECT or (fix.kind == VOTE and not day and elects) else fix.kind
    late = fix.kind == LATE
    if late:   # "late": the post's own vote as written, cast after the close
        kind, fix = (own[-1].kind, replace(fix, target=own[-1].target)) if own else (NONE, fix)
    action = VoteAction(
        post_id=str(post.id), position=post.position, index=0, author=post.author,
        voter=voter_of(post, roster), time=post.created, author_id=getattr(post, "author_id", None),
        permalink=post.permalink, kind=kind, typed=typed,
        target=fix.target if kind in (VOTE, ELECT) else None, corrected=True, edited=post.edited,
        time_span=getattr(post, "date_span", None),   # "1 hour ago" on either side of the close
        untrusted_date=bool(getattr(post, "date_untrusted", "")), late_by_gm=late,
        # "Capitaine : unvote", or "unvote" of a post whose only own form is the election's.
        poll=TITLE if fix.kind == UNVOTE and (fix.election or (not day and elects)) else "",
    )
    return [action] + [replace(a, index=n + 1) for n, a in enumerate(hidden)]
