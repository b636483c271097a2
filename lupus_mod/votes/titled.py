"""The title's words around a vote form: an election vote ("je vote François pour capitaine",
"Pour le capitaine je vote Chloé"), the poll an unvote names, a title this game does not
elect, a name corrected after the title words. A part of the grammar (votes/grammar.py)."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import poll_words, speech
from lupus_mod.votes.forms import DOUBT, ELECT, STAKE, TITLE, VOTE, Found
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster


class TitleWords:
    """A mixin of `Grammar` (it reads `self.folded`, `self.election`, `self.election_held` and
    `self._corrected`)."""

    folded: dict[str, frozenset[str]]
    election: tuple[str, ...]
    election_held: bool
    _corrected: Callable[..., tuple[Resolution, int] | None]

    def _title_corrected(self, text: str, tokens: Sequence[Token], item: Found, past: int,
                         roster: Roster) -> tuple[Found, int]:
        """A correction after the title words, as after the name: "Je vote Amandine pour
        capitaine. Euh non, Gaspard." elects Gaspard. On a doubt ("je vote Gaspard pour
        capitaine, mdr non je rigole, Amandine": a joke, but which name?) both names are offered."""
        later = self._corrected(text, tokens, past, roster) \
            if item.target is not None and item.target.ok and item.reason in ("", DOUBT) else None
        if later is None or item.target is None:
            return item, past
        target, end = later
        stop = tokens[end - 1].end
        if item.reason:
            names = tuple(dict.fromkeys(n for n in (item.target.name, target.name) if n))
            target = Resolution(text[item.start:stop], AMBIGUOUS, candidates=names)
        return replace(item, end=stop, typed=text[item.start:stop], target=target), end

    def _of_title_said(self, tokens: Sequence[Token], found: tuple[Found | None, int]) -> tuple[Found | None, int]:
        """ « Je change mon vote de capitaine, Amandine finalement »: a name-first choice whose
        sentence named the elected title before it is the election's, never the stake's."""
        item, end = found
        if item is None or item.kind != VOTE or not (self.election and self.election_held):
            return found
        first = next((k for k, t in enumerate(tokens) if t.start >= item.start), len(tokens))
        opens = speech.sentence_start(tokens, first)
        titled = any(t.kind == WORD and t.fold in self.folded["election"] for t in tokens[opens:first])
        return (replace(item, kind=ELECT), end) if titled else found

    def _title_first(self, tokens: Sequence[Token], after: int) -> int | None:
        f = self.folded
        return poll_words.title_first(tokens, after, f["election"], f["election_links"])

    def _title_followed(self, tokens: Sequence[Token], after: int) -> int | None:
        """ « jvote comme la capi », "voto come il sindaco": a like word, an article and the title
        ending the clause: the vote of its holder followed, never an election vote naming nobody
        (it was talk). The index past the title, else None."""
        f, title = self.folded, after + 2
        if title >= len(tokens) or tokens[after].fold not in f["like"] or tokens[after + 1].fold not in f["described"] \
                or tokens[title].fold not in f["election"]:
            return None
        # "…: Baptiste" after it names the vote itself ("Voto come Frodino: Gollum").
        past = tokens[title + 1] if title + 1 < len(tokens) else None
        return title + 1 if past is None or speech.ends_sentence(past) and past.text != ":" else None

    def _holder_followed(self, text: str, tokens: Sequence[Token], i: int, end: int,
                         reason: str) -> tuple[Found, int]:
        """The vote following the title's holder, asked: its settle line offers his vote as it
        stands then (votes/followed_votes.py, the holder from the day's record)."""
        start, stop = tokens[i].start, tokens[end - 1].end
        return Found(VOTE, start, stop, text[start:stop], None, reason=reason or DOUBT), end

    def _elects(self, tokens: Sequence[Token], i: int, end: int, boundary: int) -> int | None:
        f = self.folded
        return poll_words.names_title(tokens, i, end, boundary, f["election"], f["election_links"],
                                  f["election_before"], f["stops"], f["sure_after"] | f["laughs"])

    def _against(self, tokens: Sequence[Token], i: int, end: int) -> bool:
        """An election vote's words say "against" before its name (« je vote contre Kilian pour
        capitaine »): against him, no vote for him (the election counts votes for someone); at
        the stake the same words are the vote to execute him."""
        return any(t.kind == WORD and t.fold in self.folded["against"] for t in tokens[i:end])

    def _unvote_poll(self, tokens: Sequence[Token], i: int, end: int, boundary: int) -> str:
        """Which poll an unvote's (or an abstention's) own words are for, on a day with an election:
        TITLE ("je retire mon vote pour le capitaine"), STAKE ("ritiro il voto per il rogo"),
        or "" (votes/election.py reads it from the author's votes)."""
        if self._elects(tokens, i, end, boundary) is not None:
            return TITLE
        return STAKE if poll_words.names_stake(tokens, i, end, boundary, self.folded["stake"]) else ""

    def _unelected_title(self, tokens: Sequence[Token], i: int, end: int, boundary: int) -> int | None:
        """The form names a title that this game does not elect (another ruleset's, or a word
        only close to its own: « capitainerie »): the index past it, else None."""
        f = self.folded
        unelected = f["titles"] - f["election"]
        return poll_words.names_title(tokens, i, end, boundary, unelected, f["election_links"],
                                      f["election_before"], f["stops"])

    def _title_after(self, tokens: Sequence[Token], end: int) -> tuple[int, str] | None:
        """The title named after a second name joined to the day's vote, ending at `end` (« … et
        Hortense pour capitaine »): the index past it, and "" (its election vote); a word only
        close to the title (« … et Hortense pour la capitainerie ») the same, asked (DOUBT: it
        was dropped). None without a title."""
        f = self.folded
        past = poll_words.names_title(tokens, end, end, end, f["election"], f["election_links"],
                                      f["election_before"], f["stops"])
        near = self._unelected_title(tokens, end, end, end) if past is None else None
        return (past, "") if past is not None else (near, DOUBT) if near is not None else None

    def _after_unelected(self, tokens: Sequence[Token], at: int) -> bool:
        """The vote read before `at` ends on such a title (« je vote Hortense pour la
        capitainerie »): a name joined after it is read as after an election vote's."""
        f = self.folded
        return 0 < at <= len(tokens) and tokens[at - 1].fold in f["titles"] - f["election"]

    def _title_half(self, first: Found, tokens: Sequence[Token], at: int) -> Found:
        """The vote before a name joined to it: where it ends on a word only close to the title
        this game elects (« Je vote Hortense pour la capitainerie et Isidore au bûcher »), it
        is the title's half of the post, still asked, and the joined name the day's vote; as
        one poll's two votes, the later one replaced it and Hortense was lost unasked."""
        if not self.election or first.kind != VOTE or not self._after_unelected(tokens, at):
            return first
        return replace(first, kind=ELECT, reason=first.reason or DOUBT)
