"""Whose vote a post speaks of: "Voto di Bilbetto: Grima" is Bilbetto's vote, told, and no vote
for Bilbetto; "Stesso voto di Bilbetto" follows his vote (`like`); after another's vote told,
the author's own in few words: "Voto di Bilbetto: Grima. Il mio: Nazgul.", "Bilbetto vota
Grima, io invece Shelob", "Ieri ho votato Grima, oggi Nazgul"; and another's vote asked:
"Bilbetto: voto Nazgul, no?"; another form of the verb ("Merrino ha votato Pippino", "vota
Calamity"), and a vote told with a verb of saying by its own author ("Falco dice: voto Doc").
A part of the grammar (votes/grammar.py)."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, fold, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import (DOUBT, MENTION, REPORTED, UNVOTE, VOTE, Form, Found, keyword_end, past_breaks,
                                   starts_form)
from lupus_mod.votes.names import Resolution, Roster
from lupus_mod.votes.written_names import name_tokens


class WhoseVote:
    """A mixin of `Grammar` (it reads `self.folded`, `self.starting`, `self._target`)."""

    folded: dict[str, frozenset[str]]
    starting: dict[str, tuple[Form, ...]]
    mine_phrases: frozenset[tuple[str, ...]]
    unvote_told_phrases: frozenset[tuple[str, ...]]
    chosen: frozenset[tuple[str, ...]]
    sign_off_phrases: frozenset[tuple[str, ...]]

    def _whose(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
               author: str | None) -> tuple[Found | None, int] | None:
        """A vote keyword, a `whose` word and a player's name right after it ("Voto di
        Bilbetto", "Vote d'Hortense"): that player's vote, not one for him. After a `like` word
        ("Stesso voto di Bilbetto") the author follows it: a doubt naming nobody, as "voto come
        Bilbetto" is. Otherwise it is told (`reported`, with the name it went to when one
        follows: "Voto di Bilbetto: Grima"), or, of the author's own name, a doubt. None where
        the name is no player's ("voto di nuovo Grima"), or is the one a vote moves from ("Je
        change mon vote de Kilian à Maxence"), or the keyword is a noun ("Il voto di Luna su
        Tecla non mi convince": talk, as `_match` reads it)."""
        owned = self._owner(text, tokens, i, roster)
        if owned is None:
            return None
        name, end = owned
        like = i > 0 and tokens[i - 1].fold in self.folded["like"] and \
            not text[tokens[i - 1].end:tokens[i].start].strip()
        if like:   # "Stesso voto di Bilbetto": the GM says whose vote that is
            start, stop = tokens[i - 1].start, tokens[end - 1].end
            return Found(VOTE, start, stop, text[start:stop], None, reason=DOUBT), end
        if i > 0 and tokens[i - 1].fold in self.folded["talk_before"]:
            return self._own_told(text, tokens, i - 1, end, roster) if name.name == author else None
        told = self._target(text, tokens, _past_colon(tokens, end), roster)
        if told is None or not told[0].ok:
            # "Voto di Merrino + il mio = 2 su Grima": the author's own, right after.
            return self._mine(text, tokens, end, roster, True) or (None, end)
        reason = DOUBT if name.name == author else REPORTED   # "Voto di Frodino: Grima" by Frodino
        return self._found_from(text, tokens, i, told[1], told[0], reason), told[1]

    def _owner(self, text: str, tokens: Sequence[Token], i: int,
               roster: Roster) -> tuple[Resolution, int] | None:
        """The player named right after a vote keyword at token i and a `whose` word, and the
        index past him; None without one."""
        if tokens[i].kind != WORD:
            return None
        for form in self.starting.get(tokens[i].fold, ()):
            after = keyword_end(tokens, i, form) if form.kind == VOTE and form.target and not form.first else None
            # "voto lo stesso di Rosa": the keyword's own like word reads it (`_followed`).
            if after is None or after >= len(tokens) or tokens[after].fold not in self.folded["whose"] \
                    or tokens[after - 1].fold in self.folded["like"]:
                continue
            owner = self._player_at(text, tokens, after + 1, roster)
            if owner is not None and self._moved_from(text, tokens, after, roster) is None:
                return owner
        return None

    def _own_after(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                   found: Sequence[Found]) -> tuple[Found, int] | None:
        """After another's vote told, or the author's own of another day, in this sentence or
        the one before: a `mine` phrase opening a clause ("Il mio: Nazgul", "io invece Shelob",
        "oggi Nazgul", "le mien : Hortense") and a player's name ending it, the keyword left
        out: a vote for him. With other words between ("+ il mio = 2 su Grima"), the first
        player named in the same sentence: a doubt offering him. None when the phrase starts
        a form of its own ("io invece voto Shelob") or no name follows."""
        # The phrase first: the walk back to the vote told is the dearer look, at every word.
        if tokens[i].kind != WORD or speech.phrases_end(tokens, i, self.mine_phrases) == i \
                or not self._after_told(text, tokens, i, found):
            return None
        same = found[-1].start >= tokens[speech.sentence_start(tokens, i)].start
        return self._mine(text, tokens, i, roster, same)

    def _mine(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
              same_sentence: bool) -> tuple[Found, int] | None:
        """The `mine` phrase opening a clause at token i and the name after it (`_own_after`);
        the first player named later in the sentence only in the sentence of the vote told."""
        if i >= len(tokens) or not _opens_clause(text, tokens, i):
            return None
        past = speech.phrases_end(tokens, i, self.mine_phrases)
        if past == i or starts_form(self.starting, tokens, past):
            return None
        at = _past_colon(tokens, past)
        named = self._player_at(text, tokens, at, roster)
        if named is not None:
            target, end = named
            if end < len(tokens) and tokens[end].kind == WORD:
                return None   # "Ieri ho votato Grima. Oggi Nazgul ha parlato": talk about him
            return self._found_from(text, tokens, i, end, target, ""), end
        if not same_sentence:
            return None
        for k in range(at, len(tokens)):
            if speech.ends_sentence(tokens[k]):
                return None
            named = self._player_at(text, tokens, k, roster)
            if named is not None:
                return self._found_from(text, tokens, i, named[1], named[0], DOUBT), named[1]
        return None

    def own_under_quote(self, text: str, roster: Roster) -> Found | None:
        """Under a quoted vote, the author's own in few words: a `mine` phrase opening a line
        and a player's name ending it ("[quote]voto Gollum[/quote] io invece Grima", « moi
        plutôt Isidore », a proposal's "io invece No"): his vote, as after a vote told in his
        own words ("Il mio: Nazgul"). None otherwise."""
        tokens = speech.signed_off(tokenize(text), self.sign_off_phrases)
        for i, token in enumerate(tokens):
            if token.kind == WORD and (i == 0 or tokens[i - 1].text == "\n"):
                mine = self._mine(text, tokens, i, roster, False)
                if mine is not None:
                    return mine[0]
        return None

    def _after_told(self, text: str, tokens: Sequence[Token], i: int, found: Sequence[Found]) -> bool:
        """The last form found is a vote told (someone else's, or one of the author's past: a
        mention) in this sentence or the one before token i."""
        if not found or found[-1].kind != VOTE or found[-1].reason not in (REPORTED, MENTION) \
                and not self._told_of_role(found[-1]):
            return False
        # Between them at most one full stop or line break ("Voto di Bilbetto: Grima. Il mio:
        # Nazgul."), a few words at most: never a vote told paragraphs before.
        k = i
        while k > max(0, i - speech.REACH) and tokens[k - 1].start >= found[-1].end:
            k -= 1
        stops = sum(1 for t in tokens[k:i] if t.kind == STRONG or t.text == "\n")
        return tokens[k].start >= found[-1].end and stops <= 1

    def _said_by(self, text: str, tokens: Sequence[Token], i: int, roster: Roster) -> str | None:
        """The player named right before the verb of saying that leads to the form at token i
        ("Falco dice: voto Doc"), else None."""
        j = i - 1
        while j >= 0 and (tokens[j].text in ("\n", ":")):
            j -= 1
        at = speech.subject(text, tokens, j, roster) if j > 0 else None
        return roster.exactly(text[tokens[at].start:tokens[j - 1].end]).name if at is not None else None

    def _said_by_role(self, tokens: Sequence[Token], i: int, text: str = "", roster: Roster | None = None) -> bool:
        """The verb of saying that leads to the form at token i has a public role's title as
        its subject ("lo sceriffo dice: voto Klaatu"): the author's own words, or its holder's."""
        j = i - 1
        while j >= 0 and (tokens[j].text in ("\n", ":")):
            j -= 1
        # "Grande Spirito dice: voto Klaatu": a character's saying, its colon written.
        said = any(t.text == ":" for t in tokens[j + 1:i])
        return self._role_subject(tokens, j) or (said and roster is not None
                                                 and self._in_character(text, tokens, j, roster) is not None)

    def _unvote_told(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                     author: str | None) -> tuple[Found, int] | None:
        """A vote taken back in the third person (`unvote_told`) whose subject is a public
        role's title or the author's own name ("Lo sceriffo toglie il voto", "Il podestà ritira
        il voto" by the Podestà): his unvote, or the holder's told; a doubt offering the unvote.
        None otherwise ("Zanna ritira il voto" tells Zanna's: talk)."""
        past = speech.phrases_end(tokens, i, self.unvote_told_phrases)
        if past == i:
            return None
        subject = speech.subject(text, tokens, i, roster)
        own = subject is not None and author is not None and \
            roster.exactly(text[tokens[subject].start:tokens[i - 1].end]).name == author
        if not own and (subject is not None or not self._role_subject(tokens, i)):
            return None
        start, stop = tokens[subject if own else i - 2].start, tokens[past - 1].end
        return Found(UNVOTE, start, stop, text[start:stop], None, reason=DOUBT), past

    def _told_of_role(self, item: Found) -> bool:
        """A role's vote asked ("Il sindaco vota Zorg"): "…, io invece Klaatu" tells it apart."""
        words = tokenize(item.typed)
        return item.reason == DOUBT and len(words) > 2 and self._role_subject(words, 2)

    def _role_subject(self, tokens: Sequence[Token], i: int) -> bool:
        """Right before token i, a public role's title after an article opening the sentence
        ("Il sindaco vota Zorg", "Lo sceriffo toglie il voto"): who holds it, the GM knows."""
        return i > 1 and tokens[i - 1].kind == WORD and tokens[i - 1].fold in self.folded["roles"] \
            and tokens[i - 2].kind == WORD and speech.article_opening(tokens, i - 2)

    def _in_character(self, text: str, tokens: Sequence[Token], i: int, roster: Roster) -> int | None:
        """Where a character's name opens the sentence right before the verb at token i, said by
        no player's name (the caller has looked for one): "il tessssoro vota SAURONE" (an
        article, then a word), "Grande Spirito dice: voto Klaatu" (words with capitals). The
        author's vote in role-play, or one told: the GM reads it. None otherwise ("lui vota
        Grima", "Tutti votano Grima", "ieri vota Grima")."""
        f = self.folded
        if tokens[i].kind != WORD or tokens[i].fold not in f["in_character"]:
            return None
        start = speech.sentence_start(tokens, i)
        words = tokens[start:i]
        if not 1 <= len(words) <= 3 or any(t.kind != WORD or t.fold in f["third_person"] | f["first_person"]
                                           | f["reported"] | f["other_verbs"] | f["question_words"] for t in words):
            return None
        if roster.resolve(text[words[0].start:words[-1].end]).ok:
            return None   # "Wyatt dice: voto Klaatu": Wyatt's words, told
        # One word with a capital may be anyone's name ("Anna dice voto Zefiro": told).
        told = speech.article_opening(tokens, start) and len(words) > 1 \
            or len(words) > 1 and all(t.text[:1].isupper() for t in words)
        return start if told else None

    def _other_verb(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                    author: str | None) -> tuple[Found, int] | None:
        """Another form of the verb with a player's name after it: a mention ("Ieri ho votato
        Fosco", "Votate Zefiro!", "Je voterai Marc"), never a vote; with the author's own
        name as its subject ("Samvise vota Gollum" by Samvise) it may be his vote in the
        third person, or a recount: a doubt the GM settles."""
        if tokens[i].kind != WORD or tokens[i].fold not in self.folded["other_verbs"]:
            return None
        colon = i + 1 < len(tokens) and tokens[i + 1].text == ":"   # "Merlina vota: Becchino"
        subject = speech.subject(text, tokens, i, roster)
        own = subject is not None and author is not None and \
            roster.exactly(text[tokens[subject].start:tokens[i - 1].end]).name == author
        # By the author's name as written in full, no colon after the form (not "Mary" for
        # Marylou, "Il frate vota: Ombroso" by Fratello Tuck: asked as a recount may be).
        named = own and not colon and author is not None \
            and fold(text[tokens[subject].start:tokens[i - 1].end]) == fold(author)
        if subject is None and (nick := self._nicknamed_author(text, tokens, i, roster, author)) is not None:
            subject, own = nick, True   # "Mary vota Klaatu" by Marylou: her vote, or a recount
        # "Tom Bombadil vota per se stesso" by Tom Bombadil: his own name for the one he votes.
        found = self._target(text, tokens, i + 1 + colon, roster, author if own else None)
        if own and (found is None or not found[0].ok):
            # "Tom vota per il vecchio Sarumano" by Tom Bombadil: words before the name, asked.
            found = self._unread_lead(text, tokens, i + 1 + colon, roster)
        if found is None or not found[0].ok:
            return None
        target, end = found
        role = subject is None and self._role_subject(tokens, i)   # "Il sindaco vota Zorg": his own?
        # "il tessssoro vota SAURONE" by Gollum: the author in character, or one told.
        character = self._in_character(text, tokens, i, roster) if subject is None and not role else None
        first = subject if own else i - 2 if role else character if character is not None else i
        role = role or character is not None
        start, stop = tokens[first].start, tokens[end - 1].end
        # "Merrino vota Pippino", "Merrino ha votato Pippino" (a player, then at most one word
        # such as an auxiliary): another player's vote, reported.
        # "Baptiste a dit qu'il votait Kilian": a third-person pronoun as its subject too.
        reported = subject is not None or (i > 1 and tokens[i - 1].kind == WORD and
                                           speech.subject(text, tokens, i - 1, roster) is not None) \
            or (i > 0 and tokens[i - 1].fold in self.folded["third_person"])
        # "vota Calamity", "votato Rattlesnake" a line of their own: a slip of "voto", his own
        # vote said short, or a call to the others; the GM reads it ("Vota Grima!" calls).
        opens = speech.opens_sentence(tokens, i) or tokens[i - 1].text == "..."   # "… o Lunaria... votero Lunaria"
        alone = opens and tokens[i].fold in self.folded["verbs_alone"] \
            and (end >= len(tokens) or speech.ends_sentence(tokens[end]) and "!" not in tokens[end].text)
        if named and self._own_present(tokens, i, end, target, author):
            return Found(VOTE, start, stop, text[start:stop], target), end
        return Found(VOTE, start, stop, text[start:stop], target, reason=DOUBT if own or alone or role else
                     REPORTED if reported else MENTION), end

    def _own_present(self, tokens: Sequence[Token], i: int, end: int, target: Resolution,
                     author: str | None) -> bool:
        """ "Spiritella vota Bacco" by Spiritella, the sentence ending on the name: her vote said
        in the third person (a GM reads it so). Her name as shortened, a past form or more after
        the name ("Spiritella vota Bacco, Zanna vota Lunaria": a recount) stay asked."""
        return tokens[i].fold in self.folded["own_present"] \
            and target.name != author and (end >= len(tokens) or speech.ends_sentence(tokens[end]))

    def _nicknamed_author(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                          author: str | None) -> int | None:
        """Where the author's name as players shorten or lengthen it opens the sentence right
        before the verb at token i ("Mary vota Klaatu" by Marylou, "Calamity Jane vota Klaatu"
        by Calamity): the index it starts at; None otherwise. Only ever a doubt (his vote said
        in the third person, or a recount), so a name that merely starts like his is enough."""
        if author is None:
            return None
        mine = [w.casefold() for w in author.split()]
        for n in range(min(i, roster.max_words + 1), 0, -1):
            words = tokens[i - n:i]
            if not all(t.kind == WORD and t.text[:1].isupper() for t in words) or not speech.opens_sentence(tokens, i - n):
                continue
            typed = [t.fold for t in words]
            if roster.resolve(text[words[0].start:words[-1].end]).name == author or typed[:len(mine)] == mine:
                return i - n
        return None

    def _asks_another(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                      author: str | None) -> bool:
        """The form at token i follows another player's name and a colon that open its
        sentence: asked, "Voto Grima. Bilbetto: voto Nazgul, no?" asks Bilbetto his vote (his
        own name there, the author asks himself: a doubt)."""
        if i < 2 or tokens[i - 1].text != ":":
            return False
        start = speech.sentence_start(tokens, i - 2)
        if not all(t.kind == WORD for t in tokens[start:i - 1]):
            return False
        named = roster.exactly(text[tokens[start].start:tokens[i - 2].end])
        return named is not None and named.name != author

    def _said_of_vote(self, form: Form, item: Found | None, tokens: Sequence[Token], end: int) -> bool:
        """A choice form ending in a `copulas` word ("il mio voto è X") whose name is written
        in lower case and its sentence goes on: "Il mio voto è salvo, resto dove sono" says the
        vote is safe, even with a player named Salvo; "Il mio voto è Grima" names him (a doubt),
        and so does "Il mio voto è grima" typed in haste, the name ending its sentence."""
        return item is not None and item.target is not None and form.words in self.chosen \
            and form.words[-1] in self.folded["copulas"] and not item.target.typed[:1].isupper() \
            and end < len(tokens) and not speech.ends_sentence(tokens[end])

    def _player_at(self, text: str, tokens: Sequence[Token], at: int,
                   roster: Roster) -> tuple[Resolution, int] | None:
        """A player's name (written exactly, or an alias) starting at token `at`, and the index past it."""
        words = name_tokens(text, tokens, at, roster.max_words)
        for n in range(len(words), 0, -1):
            named = roster.exactly(text[words[0].start:words[n - 1].end])
            if named is not None:
                return named, at + n
        return None

    def _own_told(self, text: str, tokens: Sequence[Token], first: int, end: int,
                  roster: Roster) -> tuple[Found, int] | None:
        """ "il voto di Corvonero è per Zanna" by Corvonero: his own vote in the third person,
        as "il mio voto è per Zanna" (a name right after the copula, no "per", is asked, as
        "il mio voto è Salvo" is)."""
        if end >= len(tokens) or tokens[end].fold not in self.folded["copulas"]:
            return None
        found = self._target(text, tokens, end + 1, roster)
        if found is None or not found[0].ok or (found[1] < len(tokens) and tokens[found[1]].kind == WORD
                                                and tokens[found[1]].fold not in self.folded["because"]):
            return None
        linked = found[1] - (end + 1) > len(found[0].typed.split())   # "è per Zanna"
        return self._found_from(text, tokens, first, found[1], found[0], "" if linked else DOUBT), found[1]

    @staticmethod
    def _found_from(text: str, tokens: Sequence[Token], first: int, end: int, target: Resolution,
                    reason: str) -> Found:
        start, stop = tokens[first].start, tokens[end - 1].end
        return Found(VOTE, start, stop, text[start:stop], target, reason=reason)


def _opens_clause(text: str, tokens: Sequence[Token], i: int) -> bool:
    """Token i opens a clause: first, or after a mark ("Grima, io invece Shelob", "Merrino + il mio")."""
    return i == 0 or tokens[i - 1].kind != WORD or bool(text[tokens[i - 1].end:tokens[i].start].strip())


def _past_colon(tokens: Sequence[Token], at: int) -> int:
    """`at`, or past a colon there and the line breaks after it ("Il mio:\nNazgul")."""
    return past_breaks(tokens, at + 1) if at < len(tokens) and tokens[at].text == ":" else at
