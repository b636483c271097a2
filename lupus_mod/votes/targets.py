"""The name after a vote form's keyword: the player it names, a correction ("voto Samvise,
anzi Rosie"), an alternative ("Anna o Bea"), a vote taken back or moved, the author's word
for himself, a vote that follows another's ("voto come ieri"), a condition after it, a name
joined to an election vote. A part of the grammar (votes/grammar.py); the word lists it reads are votes/lexicon.py."""
from __future__ import annotations

from typing import Callable, Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, fold
from lupus_mod.votes import speech
from lupus_mod.votes.corrected_name import CorrectedName
from lupus_mod.votes.forms import ABSTAIN, DOUBT, UNVOTE, VOTE, Form, Found, keyword_end, past_breaks, starts_form
from lupus_mod.votes.names import ALIAS, AMBIGUOUS, EXACT, FUZZY, UNKNOWN, Resolution, Roster
from lupus_mod.votes.led_name import led_name_end
from lupus_mod.votes.named_before import ordinal_named
from lupus_mod.votes.written_names import look_alike, name_tokens

MAX_FILLERS = 4   # "je vote pour l'exécution de Benoît"


class TargetReading(CorrectedName):
    """The grammar's reading of the name after a keyword (Grammar compiles what it reads)."""

    folded: dict[str, frozenset[str]]
    clitic_phrases: frozenset[tuple[str, ...]]
    own_words: frozenset[str]
    starting: dict[str, tuple[Form, ...]]
    correction_phrases: frozenset[tuple[str, ...]]
    myself_phrases: frozenset[tuple[str, ...]]
    myself_after_phrases: frozenset[tuple[str, ...]]
    _conditioned: Callable[..., tuple[int, str] | None]
    whoever_phrases: frozenset[tuple[str, ...]]
    ordinals: tuple[str, ...]
    like_then_phrases: frozenset[tuple[str, ...]]
    chosen: frozenset[tuple[str, ...]]

    def _target(self, text: str, tokens: Sequence[Token], at: int, roster: Roster,
                author: str | None = None) -> tuple[Resolution, int] | None:
        """The name after the keyword and the index past it; filler words ("anch'io",
        "contro", "per") and negations before it are skipped when they are not a name. With
        no name after them, the author's word for himself ("voto me stesso", "je vote pour
        moi") names the author, when he is known. A pause for effect before the name ("il mio
        voto va a... ZANNA") is skipped."""
        while at < len(tokens) and (tokens[at].text in ("...", "…") or
                                    tokens[at].text == "\n" and at and tokens[at - 1].text in ("...", "…")):
            at += 1   # "voto...\nShelob": the pause may end the line
        words = name_tokens(text, tokens, at, roster.max_words + 1)
        if not words or speech.phrases_end(tokens, at, self.myself_after_phrases) > at:
            return None   # "mi voto da solo": no name, the author's word for himself (_myself_before)
        alike = look_alike(text, words, roster)
        if alike is not None:
            return alike[0], at + alike[1]
        pointing = self._pointing(tokens, at, roster)
        if pointing is not None:
            return Resolution(tokens[pointing].text, UNKNOWN), pointing + 1
        target, used = roster.match_start([t.fold for t in words], [t.text for t in words])
        start = self._colon_after_fillers(tokens, at) or at
        while (start - at < MAX_FILLERS and start < len(tokens) and (tokens[start].kind == WORD
               and tokens[start].fold in self.folded["skipped"] or tokens[start].text in ("...", "…"))):
            start += 1
        rest = name_tokens(text, tokens, start, roster.max_words + 1) if start > at else []
        if target.ok and (target.how in (EXACT, ALIAS) or not rest):
            return target, at + used
        # "voto x far fuori Grima": a filler that only begins a name (Faramiro) is the filler.
        alike = look_alike(text, rest, roster) if rest else None
        if alike is not None:   # "voto per Salvo_"
            return alike[0], start + alike[1]
        if rest:
            later, n = roster.match_start([t.fold for t in rest], [t.text for t in rest])
            if later.how != UNKNOWN:
                return later, start + n
        if target.ok:
            return target, at + used
        mine = speech.myself(tokens, at, start, self.myself_phrases) if author else None
        if mine is not None:
            return Resolution(text[tokens[mine[0]].start:tokens[mine[1] - 1].end], EXACT, author), mine[1]
        # « je vote pour Gastone », « je vote contre K. »: the name nobody has past the fillers
        # is read as « je vote Gastone » reads it (a name written so asks, an initial offers);
        # a word in capitals past them is the post shouting ("VOTO A CASO"), no name's capital.
        shouted = rest and len(rest[0].text) > 1 and rest[0].text.isupper()
        return (later, start + n) if rest and not shouted else (target, at + used)

    def _pointing(self, tokens: Sequence[Token], at: int, roster: Roster) -> int | None:
        """The index of a pronoun after the keyword (fillers aside) that is no player's name:
        "Buck mi accusa? voto lui" points back (_pointed_back), never to the start of Luigi's
        name, nor to a name past it ("voto lui, non Vasco", "voto per lui, Rocco")."""
        f = self.folded
        while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in f["fillers"] - f["pointing"]:
            at += 1
        if at < len(tokens) and tokens[at].fold in f["pointing"] and roster.exactly(tokens[at].text) is None:
            return at
        return None

    def _followed(self, text: str, tokens: Sequence[Token], at: int,
                  roster: Roster) -> tuple[Resolution | None, int] | None:
        """A vote that follows someone's or an earlier day's: "voto come ieri", "je vote comme
        Amandine". The name it means is not written: (None, the index past the words), a doubt
        the GM settles. With a name after a colon or a comma it is a vote for that name: "Voto
        come Frodino: Gollum", "voto come ieri, Zanna". None when no such word follows the
        keyword."""
        if 0 < at < len(tokens) and tokens[at - 1].fold in self.folded["like"] \
                and tokens[at].fold in self.folded["instead"]:
            # "voto lo stesso di Rosa": the keyword ends with the like word, "of" names whose.
            whose = name_tokens(text, tokens, at + 1, roster.max_words + 1)
            return None, at + 1 + (roster.match_start([t.fold for t in whose], [t.text for t in whose])[1]
                                   if whose else 0)
        led = at   # "voto il secondo": the article is the phrase's own
        while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["fillers"]:
            at += 1   # "Voto finale come ieri"
        described = speech.phrases_end(tokens, at, self.whoever_phrases)
        ordinal = speech.phrases_end(tokens, led, self.whoever_phrases) if described == at else at
        if ordinal > at and (ordinal >= len(tokens) or tokens[ordinal].kind != WORD):
            at, described = led, ordinal   # ending its clause ("voto il primo Zorg" names him)
        if described > at:   # "voto chi ha votato ieri Rosa": no name of the vote's, to the clause's end
            # "…a chi ha votato jolene ahah no scherzo, voto gaspare": a later form is its own.
            while described < len(tokens) and not speech.ends_sentence(tokens[described]) \
                    and not starts_form(self.starting, tokens, described):
                if tokens[described].fold in self.folded["namely"]:   # "…, cioè Lunaria": the one he means, said
                    named = self._target(text, tokens, described + 1, roster)
                    # "…, cioè bilbo": a name's start, offered as "voto bilbo" offers it.
                    if named is not None and (named[0].ok or named[0].candidates):
                        return named
                described += 1
            # "Klaatu e Klondike sono lupi, voto il primo dei due": the first the post named, offered.
            return ordinal_named(text, tokens, at, described, roster, self.ordinals), described
        if at >= len(tokens) or tokens[at].kind != WORD or tokens[at].fold not in self.folded["like"] \
                or (at + 1 < len(tokens) and tokens[at + 1].fold in self.folded["titles"]):
            return None   # "voto come capitano Anna" names a title (an election's words)
        end = at + 1
        while end < len(tokens) and tokens[end].kind == WORD and tokens[end].fold in self.folded["like_links"] \
                and not roster.names_word(tokens[end].fold):
            end += 1   # "uguale a quello di Tumbleweed": the words before whose vote
        whose = name_tokens(text, tokens, end, roster.max_words + 1)
        named, used = roster.match_start([t.fold for t in whose], [t.text for t in whose]) if whose else (None, 0)
        led = None if named and named.how != UNKNOWN else led_name_end(text, tokens, end, roster, self.like_then_phrases)
        # "voto come ha votato Tumbleweed": whose vote, said longer; else "ieri", a name
        end = led if led is not None else end + (used or int(end < len(tokens) and tokens[end].kind == WORD))
        # "Voto come Frodino: Gollum", "voto come ieri, Zanna", "voto come sempre Gollum"
        named = end + 1 if end < len(tokens) and tokens[end].text in (":", ",") else end
        found = self._target(text, tokens, past_breaks(tokens, named), roster)
        return found if found is not None and found[0].ok else (None, end)

    def _myself_before(self, text: str, tokens: Sequence[Token], i: int, after: int,
                       author: str | None, why: str = "", chosen: bool = False) -> tuple[Found, int] | None:
        """ "mi voto", "je me vote": the author's self-vote, with no name after the keyword
        but his word for it ("mi voto da solo"), the sentence ending there or at a comma ("mi
        voto da solo, tanto nessuno mi ascolta"), and no negation before ("Non mi voto" is
        talk). A question ("mi voto?"), a condition before ("se nessuno parla mi voto", `why`)
        or after it ("mi voto, se nessuno parla"): a doubt."""
        f = self.folded
        past = speech.phrases_end(tokens, after, self.myself_after_phrases)
        while past > after and tokens[past - 1].kind != WORD:
            past -= 1   # the phrase's words, not the comma it ran past
        after = past
        # "ok mi sposto" is "I move" (the reflexive of a `choose` verb), never "I vote myself";
        # "autovoto" alone: the keyword's own prefix says himself, as "mi" before it does.
        glued = tokens[i].fold in f["myself_before"]
        if author is None or not glued and (i == 0 or tokens[i - 1].fold not in f["myself_before"]) or chosen \
                or (i > glued and tokens[i - 1 - (not glued)].fold in f["negations"]) \
                or (after < len(tokens) and not speech.ends_sentence(tokens[after]) and tokens[after].text != ","
                    and tokens[after].fold not in f["myself_then"]):   # "mi voto così vi levo il dubbio"
            return None
        start, stop = tokens[i - (not glued)].start, tokens[after - 1].end
        clause = self._conditioned(tokens, after)
        if clause is not None:
            why = clause[1]
        unsure = why or clause is not None or speech.question_mark(tokens, after) is not None   # "mi voto?"
        return Found(VOTE, start, stop, text[start:stop], Resolution(text[start:stop], EXACT, author),
                     reason=DOUBT if unsure else "", why=why), after

    def _moved_from(self, text: str, tokens: Sequence[Token], at: int,
                    roster: Roster) -> tuple[Resolution, int] | None:
        """ "Cambio il voto da Rosa a Ezio", "je change mon vote de Kilian à Maxence": the
        name the vote leaves, then a filler and the name it goes to (the vote); None unless
        both are players' names."""
        if at >= len(tokens) or tokens[at].fold not in self.folded["moved_from"]:
            return None
        left = self._target(text, tokens, at + 1, roster)
        if left is None or not left[0].ok or left[1] >= len(tokens):
            return None
        link = tokens[left[1]].fold
        if link not in self.folded["fillers"] and link not in self.folded["moved_to"]:
            return None
        went = self._target(text, tokens, left[1] + (link not in self.folded["skipped"]), roster)
        return went if went is not None and went[0].ok else None

    def _left_only(self, text: str, tokens: Sequence[Token], i: int, at: int,
                   roster: Roster) -> tuple[Found, int] | None:
        """ "Voto Klaatu, cambio da Wyatt", "cambio da Wyatt": a moving form whose name comes
        after `da` (the vote it leaves, docs/tally.md) and goes nowhere, ending its clause. No
        vote for Wyatt: the vote left, an unvote the GM confirms (`unvoted`); after the post's
        own vote for another it says where that vote came from (`left_after_vote`)."""
        # « Je vote de nouveau Kilian »: the name right after the word, no filler between.
        if at + 1 >= len(tokens) or tokens[at].fold not in self.folded["moved_from"] \
                or tokens[at + 1].fold in self.folded["skipped"]:
            return None
        left = self._target(text, tokens, at + 1, roster)
        # "cambio da stamattina: Klaatu" says since when: the name past the colon is the vote.
        # "cambio da Wyatt perché mente": the reason he leaves him.
        if left is None or left[0].how not in (EXACT, ALIAS) or any(t.kind != WORD for t in tokens[at:left[1]]) \
                or (left[1] < len(tokens) and tokens[left[1]].kind == WORD
                    and tokens[left[1]].fold not in self.folded["because"]):
            return None
        start, stop = tokens[i].start, tokens[left[1] - 1].end
        return Found(UNVOTE, start, stop, text[start:stop], reason=DOUBT, unvoted=left[0].name or ""), left[1]

    @staticmethod
    def left_after_vote(item: Found, found: Sequence[Found]) -> bool:
        """`item` only names the vote left, after the post's own vote for another ("Voto
        Klaatu, cambio da Wyatt"): that vote stands, nothing to ask."""
        return item.kind == UNVOTE and item.reason == DOUBT and bool(item.unvoted) and any(
            f.kind == VOTE and not f.reason and f.target is not None and f.target.ok
            and f.target.name != item.unvoted for f in found)

    def _unvoted(self, text: str, tokens: Sequence[Token], after: int,
                 roster: Roster) -> tuple[str, int] | None:
        """The player an unvote names ending its clause ("tolgo il voto a Grima", « je retire mon
        vote de Kilian »), and the index past him; None otherwise."""
        found = self._target(text, tokens, after, roster) if after < len(tokens) else None
        if found is None or found[0].how not in (EXACT, ALIAS) or found[1] == after:
            return None
        end = found[1]
        return (found[0].name or "", end) if end >= len(tokens) or tokens[end].kind != WORD else None

    def _moved_to(self, text: str, tokens: Sequence[Token], after: int,
                  roster: Roster) -> tuple[Resolution, int] | None:
        """After an unvote, two players named after a filler word in its sentence ("tolgo il
        voto a Grima e lo do a Gollum", "je retire mon vote de Kilian pour le donner à
        Maxence"): the vote taken from the first may have moved to the others. Up to the end
        of the sentence or the next form; the names after the first, as the candidates of a
        doubt, and the index past the last; None otherwise. With "e" before the first name
        ("tolgo il voto e lo metto su Nazgul") that name is the one the vote moved to. With "e"
        and a clitic for the vote after it, one name after ("tolgo il voto da Grima e lo metto
        su Gollum", the name ending its clause), the move is said: that player, resolved."""
        named: list[str] = []
        at, last, joined, said = after, after, False, False
        # A choice's words go on ("tolgo il voto e lo metto su Nazgul": "metto X" is one).
        while at < len(tokens) and tokens[at].kind != STRONG and tokens[at].text != "\n" \
                and not any(keyword_end(tokens, at, f) is not None and f.words not in self.chosen
                            for f in self.starting.get(tokens[at].fold, ())):
            # "… a Grima", "… da Grima" ("tolgo il voto da Grima e lo do a Merrino").
            lead = tokens[at - 1].fold if at > after and tokens[at - 1].kind == WORD else None
            if lead in self.folded["fillers"] or lead in self.folded["moved_from"]:
                found = self._target(text, tokens, at, roster)
                if found is not None and found[0].ok:
                    named.append(found[0].name or "")
                    at = last = found[1]
                    continue
            # "tolgo il voto e lo metto su Nazgul": a name after "e" only, the vote moved to him.
            joined = joined or (not named and tokens[at].fold in self.folded["and_then"])
            # "… e lo metto su Gollum": "lo" is the vote itself, moved.
            said = said or (tokens[at].fold in self.folded["and_then"]
                            and speech.phrases_end(tokens, at + 1, self.clitic_phrases) > at + 1)
            at += 1
        if len(named) < 2 - joined:
            return None
        moved_to = tuple(dict.fromkeys(named[1 - joined:]))
        if said and len(moved_to) == 1 and (last >= len(tokens) or tokens[last].kind != WORD):
            return roster.resolve(moved_to[0]), last   # ("… a Gollum o Nazgul" goes on: asked)
        typed = text[tokens[after].start:tokens[last - 1].end]
        return Resolution(typed, AMBIGUOUS, candidates=tuple(dict.fromkeys(named[1 - joined:]))), last

    def _named_alone(self, text: str, tokens: Sequence[Token], at: int, roster: Roster,
                     kept: bool = False) -> bool:
        """A player's name at `at` that ends its clause: no word after it, nor a comma. For a
        vote `kept` a comma ends it too ("Mantengo Grima, non cambio") and the poll's words may
        follow the name ("je maintiens Kilian pour le bûcher", "… Hortense comme capitaine")."""
        found = self._target(text, tokens, at, roster)
        if found is None or not found[0].ok:
            return False
        end, f = found[1], self.folded
        poll = f["stake"] | f["titles"] | f["election_links"] if kept else frozenset()
        while end < len(tokens) and tokens[end].kind == WORD:
            past = speech.phrases_end(tokens, end, self.alone_after_phrases)   # « plutot josephine en fait »
            if past == end and tokens[end].fold not in poll:
                break
            end = max(past, end + 1)
        return end >= len(tokens) or (tokens[end].kind != WORD and (kept or tokens[end].text != ","))

    def _named_after_colon(self, text: str, tokens: Sequence[Token], k: int, end: int, roster: Roster) -> bool:
        """A colon between tokens k and end with a player's name right after it."""
        return any(tokens[n].text == ":" and (found := self._target(text, tokens, n + 1, roster)) is not None
                   and found[0].ok for n in range(k, end))

    def _not_voting(self, text: str, tokens: Sequence[Token], i: int, after: int,
                    roster: Roster) -> tuple[Found, int] | None:
        """A vote form whose fillers lead to a negation and no name: "voto di non votare",
        "voto per non linciare nessuno". The author says he casts no vote: an abstention, or
        his earlier vote taken back, or kept; read as talk his earlier vote would stand
        unasked. A doubt of kind abstain (its settle line offers "abstain"), shown to the end
        of its clause; None otherwise."""
        k = after
        while k - after < MAX_FILLERS and k < len(tokens) and tokens[k].kind == WORD \
                and tokens[k].fold in self.folded["fillers"]:
            k += 1
        if k == after or k + 1 >= len(tokens) or tokens[k].fold not in self.folded["negations"] \
                or tokens[k + 1].kind != WORD or roster.match_start([tokens[k + 1].fold], [tokens[k + 1].text])[0].ok:
            return None
        end = next((n for n in range(k, len(tokens)) if tokens[n].kind == STRONG or tokens[n].text == "\n"),
                   len(tokens))
        if self._named_after_colon(text, tokens, k, end, roster):
            return None   # "Je vote pour le plus silencieux : Noemie": a name is given, no refusal
        start, stop = tokens[i].start, tokens[end - 1].end
        return Found(ABSTAIN, start, stop, text[start:stop], None, reason=DOUBT), end

    def _but_instead(self, text: str, tokens: Sequence[Token], end: int,
                     roster: Roster) -> tuple[Resolution, int] | None:
        """After a negated name, a word such as "ma" (fillers aside: "mais plutôt") and another
        player: "Non voto Salvo ma Luna", "je ne vote pas Hugo mais Zoé". Most likely a vote for the second, but "ma
        Luna mi preoccupa" would say otherwise: the name offered in a doubt; None without. A
        comma alone does it for a name that ends its sentence: "non voto Zanna, Lunaria"."""
        at = end
        while at < len(tokens) and tokens[at].text in (",", ";"):
            at += 1
        but = at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["hedge_ends"]
        if not but:
            found = self._target(text, tokens, at, roster) if at > end else None
            ends = found is not None and (found[1] >= len(tokens) or speech.ends_sentence(tokens[found[1]]))
            return found if ends and found[0].ok else None
        at += 1
        while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["fillers"] \
                and not roster.names_word(tokens[at].fold):
            at += 1   # "mais plutôt Isidore"
        found = self._target(text, tokens, at, roster)
        return found if found is not None and found[0].ok else None

    def _written_as_name(self, target: Resolution) -> bool:
        """A word nobody has, right after the keyword, written as a name is (a capital first)
        and in none of the grammar's word lists: "voto Gastone" names someone not in this
        game (a player of another game, a nickname the GM may know), never dropped as talk."""
        word = target.typed.split(" ")[0]
        return word[:1].isupper() and not self._listed(word)

    def _nickname(self, target: Resolution, tokens: Sequence[Token], end: int,
                  roster: Roster) -> Resolution | None:
        """A word nobody has, in lower case, alone up to its sentence's end and starting as a
        player's name does: forums type nicknames so ("jvote kiki" for Kilian, "voto gollo").
        The players it may be, offered in a doubt; None for any other word ("voto dopo")."""
        word = target.typed
        # « vote K. », « je vote J., elle ment »: a capital alone is an initial, even of a
        # listed word (« j' »), the players whose name starts with it offered (it was a name
        # nobody has, "none" offered, or talk).
        initial = len(word) == 1 and word.isupper()
        if " " in word or not (word.isalpha() and (word.islower() or initial)) or self._listed(word) and not initial \
                or end < len(tokens) and not speech.ends_sentence(tokens[end]):
            return None
        like = roster.starting_like(word, 1 if initial else 2)
        return Resolution(word, FUZZY, candidates=like) if like else None

    def _listed(self, word: str) -> bool:
        return fold(word) in self.own_words   # every word of the grammar's lists
