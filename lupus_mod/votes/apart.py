"""Names said apart from the vote form, read by the grammar (votes/grammar.py) as doubts or
second votes: "Rosa. Voto." and "Voto. Rosa." (the name in a sentence of its own), a form whose name comes
first ("Nazgul è il mio voto."), "Gollum
mente. Voto lui." (a pronoun for the one player named before), and a second name joined to the
form ("Je vote Hortense comme capitaine et Kilian pour le bûcher", "Je vote Kilian pour le
bûcher et Hortense pour capitaine"), or cast "also" after another ("Voto Zanna. Voto anche Ululone.")."""
from __future__ import annotations

from dataclasses import replace
from typing import AbstractSet, Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, fold
from lupus_mod.votes import hedges, recaps, speech
from lupus_mod.votes.forms import DOUBT, ELECT, REPORTED, STAKE, VOTE, Form, Found, as_doubt, keyword_end, poll_aside_end
from lupus_mod.votes.names import ALIAS, AMBIGUOUS, EXACT, FUZZY, UNKNOWN, Resolution, Roster
from lupus_mod.votes.named_before import one_named_before, subject_named


class NamesApart:
    """A mixin of `Grammar` (it reads `self.folded` and `self._target`)."""

    def _named_before(self, text: str, tokens: Sequence[Token], i: int, after: int,
                      roster: Roster) -> tuple[Found, int] | None:
        """ "Rosa. Voto.", "Rosa, voto.": the keyword alone as its sentence (or its clause),
        right after a sentence (a clause) that is only a player's name. Most likely a vote for
        that player, but the name may answer something else or be called ("Rosa, voto.": I
        am voting) and "Voto." say he will vote: a doubt offering the name."""
        if after < len(tokens) and not speech.ends_sentence(tokens[after]):
            return None
        last = i   # past the name: back over the stops and line breaks after it ("Rosa.\nVoto.")
        while last > 0 and (speech.ends_sentence(tokens[last - 1]) or last == i and tokens[last - 1].text == ","):
            last -= 1
        start = speech.sentence_start(tokens, last - 1) if last > 0 else 0
        if last in (0, i):
            return None
        # "Per me è Grima. Voto.", "Grima sei un lupo. Voto.": the one player the sentence names.
        named = roster.resolve(text[tokens[start].start:tokens[last - 1].end]) \
            if all(t.kind == WORD for t in tokens[start:last]) else Resolution("", UNKNOWN)
        if named.how not in (EXACT, ALIAS):
            named = subject_named(text, tokens, start, last, roster, self.folded["copulas"] | {"e", "est"})
        if named.how in (EXACT, ALIAS):
            stop = tokens[after].end if after < len(tokens) else tokens[after - 1].end
            return Found(VOTE, tokens[start].start, stop, text[tokens[start].start:stop], named,
                         reason=DOUBT), after
        return None

    def _named_first(self, text: str, tokens: Sequence[Token], i: int, form: Form, boundary: int,
                     roster: Roster, bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A form whose name comes first (`first`: "Nazgul è il mio voto.", "Nazgul, voto
        definitivo.", "Kilian, c'est mon vote !"), its keyword at token i: the name opens its
        sentence or clause and the keyword ends it (no question); the words before it make it talk as they
        would any form (quoted, reported, hedged)."""
        after = i + len(form.words)
        window = tokens[i:after]
        if len(window) < len(form.words) or any(t.kind != WORD or t.fold != w for t, w in zip(window, form.words)):
            return None
        aside = poll_aside_end(tokens, after, *self.poll_aside)   # « Kilian x2 (voix de capitaine) »: its bracket ends it
        after, as_another = self._also_as_another(tokens, aside)
        # Asked ("Nazgul è il mio voto?", "Cice, il mio voto? Zanna."): the form is no answer.
        end = tokens[after] if after < len(tokens) and not as_another and aside == i + len(form.words) else None
        # "Grima si prende il mio voto se non parla", « Baptiste aura mon vote s'il répond pas »: the GM
        # judges; "… perché mente": why, the vote still.
        clause = self._condition_after(tokens, after) if end is not None and len(form.words) > 1 else None
        if end is not None and clause is None and end.text != "\n" and (end.kind != STRONG or "?" in end.text) \
                and not self._because_after(tokens, after) and not self._denied_after(text, tokens, after, roster):
            return None
        # "Kilian : vote final.", "Isidore. C'est mon vote." (the name a sentence of its own).
        at = i - 1 if i > boundary + 1 and tokens[i - 1].text in ",:." else i
        if at < i and len(form.words) == 1 and form.words not in self.chosen:
            return None   # "Rosa. Voto.", "Rosa, voto.": the keyword alone may say he votes, asked apart
        f = self.folded
        start, openers = at, f["bare"] | f["openers"]
        # « Moi c'est Gaspard que je vote »: past the name's words, the openers before it.
        while start > boundary and tokens[start - 1].kind == WORD \
                and (start > at - roster.max_words - 2 or tokens[start - 1].fold in openers):
            start -= 1
        lead = start
        while start < at and tokens[start].fold in f["bare"] | f["alternatives"] | f["openers"] | f["first_person"]:
            start += 1   # "E Nazgul è il mio voto.", « allez c josephine pr moi finalement », "io Nazgul x2"
        # "Dopo ieri... Zorg voto!", « jme suis plantée, c'est Isidore que je voulais voter »
        if start >= at or not (speech.opens_sentence(tokens, lead) or tokens[lead - 1].text in (",", "...", "…")):
            return None
        named = roster.resolve(text[tokens[start].start:tokens[at - 1].end])
        # A sentence of its own before the form is the name only when it is one exactly
        # ("Hortense ment. C'est mon vote." says something of Hortense, no more).
        apart = at < i and tokens[at].text == "."
        if not named.ok and named.how != FUZZY or apart and named.how not in (EXACT, ALIAS):
            return None
        reported = speech.inside_quotes(text, tokens[start].start) or \
            recaps.recount_line(text, tokens, start, roster) or speech.reporting_verb(tokens, start, f, roster)
        hedged, why = as_doubt(hedges.hedged(tokens, start, self.hedge_tables(), f["hedge_ends"], cut=DOUBT,
                                             today=self.today_phrases))
        reason = REPORTED if reported else hedged or (DOUBT if form.words in self.chosen or clause else "")
        after, why = clause if clause and not hedged and not reported else (after, why)
        stop = tokens[after - 1].end
        is_bold = bool(bold) and any(bold[tokens[start].start:stop])
        return Found(form.kind, tokens[start].start, stop, text[tokens[start].start:stop], named,
                     is_bold, reason, why=why if reason == DOUBT else ""), after

    def _denied_after(self, text: str, tokens: Sequence[Token], after: int, roster: Roster) -> bool:
        """A comma, a no, then the player turned away: « c'est Gaspard que je vote, pas
        Baptiste », « … pas contre Baptiste », « … pas toi » (« …, non je sais pas » is no such)."""
        at = after + 2
        if at >= len(tokens) or tokens[after].text != "," or tokens[after + 1].fold not in self.folded["negations"]:
            return False
        while at < len(tokens) and tokens[at].fold in self.folded["bare"]:
            at += 1
        return at < len(tokens) and tokens[at].kind == WORD and (tokens[at].fold in self.folded["you"]
                                                                 or roster.resolve(text[tokens[at].start:tokens[at].end]).ok)

    def _also_as_another(self, tokens: Sequence[Token], after: int) -> tuple[int, bool]:
        """Past "too" after a form whose name comes first, and whether a comma then says whose
        vote it is like: « Isidore pour moi aussi, comme la capitaine » (hers, followed)."""
        f, at = self.folded, after
        while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in f["also"]:
            at += 1
        return at, at + 1 < len(tokens) and tokens[at].text == "," and tokens[at + 1].fold in f["like"]

    def _named_after(self, text: str, tokens: Sequence[Token], i: int, after: int,
                     roster: Roster) -> tuple[Found, int] | None:
        """ "Voto. Rosa.": the keyword alone as its sentence, right before a sentence that is
        only a player's name; read as "Rosa. Voto." is (a doubt offering the name): dropped as
        talk, the vote would be lost unasked."""
        if after >= len(tokens) or not speech.ends_sentence(tokens[after]) \
                or not speech.opens_sentence(tokens, i):
            return None
        start = after
        while start < len(tokens) and speech.ends_sentence(tokens[start]):
            start += 1
        end = start
        while end < len(tokens) and tokens[end].kind == WORD:
            end += 1
        if end == start or (end < len(tokens) and not speech.ends_sentence(tokens[end])):
            return None
        named = roster.resolve(text[tokens[start].start:tokens[end - 1].end])
        if named.how not in (EXACT, ALIAS):
            return None
        stop = tokens[end].end if end < len(tokens) else tokens[end - 1].end
        return Found(VOTE, tokens[i].start, stop, text[tokens[i].start:stop], named, reason=DOUBT), end

    def _and_then(self, text: str, tokens: Sequence[Token], at: int,
                  roster: Roster, first: Found) -> tuple[Found, int] | None:
        """A second name joined to an election vote ("Je vote Hortense comme capitaine et Kilian
        pour le bûcher"): most likely the day's vote, but it has no form of its own and may
        be a second name for the title: a doubt of the day's vote, never dropped, the stake said
        before the name too ("Mon vote pour le capitaine va à Hortense, et pour le bûcher à
        Kilian"; no vote form says it, so it is still asked)."""
        f = self.folded
        while at < len(tokens) and (tokens[at].text in (",", "...", "…") or tokens[at].fold in f["laughs"]):
            at += 1   # « Je vote Hortense pr capitaine... Et Josephine au bûcher », « … capitaine lol et … »
        # "… et Kilian pour le bûcher", « … mais Isidore au bûcher »
        if at >= len(tokens) or tokens[at].kind != WORD or tokens[at].fold not in f["alternatives"] | f["hedge_ends"]:
            return None
        k, staked = at + 1, False
        while k < len(tokens) and tokens[k].kind == WORD and tokens[k].fold in f["stake"] | f["election_links"] \
                | f["moved_to"] and not roster.names_word(tokens[k].fold):
            staked, k = staked or tokens[k].fold in f["stake"], k + 1
        if staked and _clause_ends(tokens, k):   # "Je vote Kilian pour capitaine et pour le bûcher"
            start, stop = tokens[at].start, tokens[k - 1].end
            return replace(first, kind=VOTE, start=start, end=stop, typed=text[start:stop], poll=STAKE), k
        named = self._target(text, tokens, k, roster)
        if named is None or not named[0].ok:
            return None
        # The GM reads the stake said after the name too ("et Baptiste pour le bûcher").
        end = k = named[1]
        while k < len(tokens) and (tokens[k].kind == WORD and tokens[k].fold in f["stake"] | f["election_links"]
                                   or tokens[k].text in "()"):   # « et Kilian (bûcher) »
            k += 1
            end = k if tokens[k - 1].fold in f["stake"] or tokens[k - 1].text == ")" and end == k - 1 else end
        staked = staked or end > named[1]
        if not staked and tokens[at].fold in f["alternatives"] - f["and_then"] and first.target and first.target.ok:
            # « je vote Gaspard pour capitaine... ou Noemie jsp »: "or" a second name, no stake
            # said: the title's vote undecided between the two, asked (Gaspard was elected).
            stop = tokens[end - 1].end
            names = (first.target.name or "", named[0].name or "")
            return replace(first, end=stop, typed=text[first.start:stop], reason=DOUBT, rewrites=True,
                           target=Resolution(first.target.typed, AMBIGUOUS, candidates=names)), end
        start, stop = tokens[at].start, tokens[end - 1].end
        # The stake said and the clause ending there ("… et Kilian pour le bûcher."): the day's
        # vote, the form shared with the title's as "Je vote Kilian pour le bûcher et Hortense
        # pour capitaine" shares it; without the stake, the name may be the title's too.
        sure = staked and tokens[at].fold not in f["alternatives"] - f["and_then"] and _clause_ends(tokens, end)
        return Found(VOTE, start, stop, text[start:stop], named[0], reason="" if sure else DOUBT,
                     poll=STAKE if staked else ""), end

    def _titled_inside(self, tokens: Sequence[Token], i: int, after: int) -> bool:
        """The elected title inside the keyword, after a link that is no `whose` word: "Mon vote
        pour le capitaine va à Hortense" elects; "Ma voix de capitaine va à Kilian" is the
        Capitaine's own day vote."""
        f = self.folded
        links = (f["election_before"] | f["election_links"]) - f["whose"]
        return any(tokens[k].fold in f["election"] and tokens[k - 1].fold in links for k in range(i + 1, after))

    def _also(self, tokens: Sequence[Token], i: int, end: int, item: Found, found: Sequence[Found]) -> Found:
        """ "Voto Zanna. Voto anche Ululone.", « Je vote Kilian. Je vote aussi Isidore. »: an
        `also` word in a vote after the post's vote for another player, two votes at once where
        one counts: a doubt offering both. Alone, "voto anche Zanna" joins the others' votes."""
        earlier = next((f for f in reversed(found) if f.kind == VOTE and not f.reason), None)
        if earlier is not None and item.reason == DOUBT and item.target is not None \
                and item.target.how == AMBIGUOUS and fold(item.target.typed) in self.folded["pointing"]:
            # "[b]voto Gollum[/b] … se stasera Grima nn si spiega sposto su di lui": a change to
            # come under a condition; the line offers the post's vote (settle_line), not Grima.
            return replace(item, target=None)
        if item.kind != VOTE or item.reason or earlier is None or not (earlier.target and earlier.target.ok) \
                or not (item.target and item.target.ok) or earlier.target.name == item.target.name \
                or not any(t.kind == WORD and t.fold in self.folded["also"] for t in tokens[i:end]):
            return item
        names = (earlier.target.name or "", item.target.name or "")
        return replace(item, target=Resolution(item.target.typed, AMBIGUOUS, candidates=names), reason=DOUBT)

    def _pointed_back(self, text: str, tokens: Sequence[Token], i: int, after: int,
                      roster: Roster, author: str | None) -> Resolution | None:
        """ "Gollum mente. Voto lui.", "Kilian ment, je vote contre lui": a pronoun for the one
        player the post named before the form (the author aside) — that player, for a doubt the
        GM settles (several named: the one of the form's sentence, else all offered); None when
        the word is no pronoun or the post named none."""
        at = after
        while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["skipped"]:
            at += 1
        if at >= len(tokens) or tokens[at].fold not in self.folded["pointing"]:
            return None
        return one_named_before(text, tokens, i, roster, author, tokens[at].text, several=True)

    def _clitic(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                bold: Sequence[bool] | None, author: str | None) -> tuple[Found | None, int] | None:
        """A pronoun right before the keyword and no name after it (`clitics`: "Grima mente da
        due giorni. Lo voto.", "Grima, ti voto.", "Grima lo voto io", "Kilian ment. Je le
        vote."): most likely a vote for the one player the post named before (the author
        aside), but none is written: a doubt offering him (naming nobody when the post named
        none or several). Talk where a form would be (`Non lo voto`, `Se parla lo voto`,
        quoted): no doubt then, the words name nobody."""
        # Only at a vote keyword: asked at every word of a thread, the pronoun's lookup is dear.
        if tokens[i].kind != WORD or i == 0 or tokens[i].fold not in self.starting:
            return None
        longest = max((len(p) for p in self.clitic_phrases), default=0)
        size = next((n for n in range(longest, 0, -1) if n <= i and all(t.kind == WORD for t in tokens[i - n:i])
                     and tuple(t.fold for t in tokens[i - n:i]) in self.clitic_phrases), 0)
        for form in self.starting.get(tokens[i].fold, ()) if size else ():
            # A vote form's own keyword: "Lo ribadisco." under a quote is no choice named.
            plain = form.kind == VOTE and form.target and not form.first and form.words not in self.chosen
            after = keyword_end(tokens, i, form) if plain else None
            if after is None:
                continue
            end = after   # "lo voto io", "je le vote moi aussi": the author, no name
            while end < len(tokens) and tokens[end].kind == WORD and \
                    tokens[end].fold in self.folded["first_person"] | self.folded["fillers"]:
                end += 1
            if end < len(tokens) and tokens[end].kind == WORD and tokens[end].fold not in self.folded["because"]:
                return None   # "lo voto domani", "la voto Shelob?": other words ("la voto perché è lupa": why)
            first = i - size
            reason, why = as_doubt(self._reason(text, tokens, first, after, form, False, roster))
            mark = speech.question_mark(tokens, end)
            target = one_named_before(text, tokens, first, roster, author, text[tokens[first].start:tokens[i].end])
            asked = mark is not None and (target is None or speech.asks(tokens, first, self.folded["question_words"]))
            if reason not in ("", DOUBT) or asked:
                return None, end   # "Non lo voto", "Perché lo voto?", "Lo voto?": talk naming nobody
            start = tokens[speech.sentence_start(tokens, first)].start
            stop = tokens[mark if mark is not None else end - 1].end
            return Found(VOTE, start, stop, text[start:stop], target, bool(bold) and any(bold[start:stop]), DOUBT,
                         why=why), end
        return None

    def _you_unnamed(self, text: str, tokens: Sequence[Token], i: int, after: int, reason: str,
                     bold: Sequence[bool] | None, roster: Roster, author: str | None,
                     why: str = "") -> tuple[Found, int] | None:
        """ "voto te", "je vote contre toi" under a quote, no player named or mentioned
        (`_mentioned_you` reads "@Fosco voto te"), and "voto lui." where the post named no one
        player before (`_pointed_back` offers him: "Gollum mente. Voto lui."): a vote for the one
        spoken to or of, whom the words do not name. Dropped as naming nobody, the vote was
        lost: a doubt naming nobody, which the GM settles with the name."""
        f = self.folded
        k = after
        words = f["you"] | f["pointing"]
        while k < len(tokens) and tokens[k].kind == WORD and tokens[k].fold in f["fillers"] - words:
            k += 1
        if reason not in ("", DOUBT) or k >= len(tokens) or tokens[k].fold not in words \
                or (k + 1 < len(tokens) and not speech.ends_sentence(tokens[k + 1])) \
                or (tokens[k].fold not in f["you"] and self._pointed_back(text, tokens, i, after, roster, author)):
            return None
        start, stop = tokens[speech.sentence_start(tokens, i)].start, tokens[k].end
        return Found(VOTE, start, stop, text[start:stop], None, bool(bold) and any(bold[start:stop]), DOUBT,
                     why=why), k + 1

    def _and_another(self, text: str, tokens: Sequence[Token], start: int, end: int, roster: Roster,
                     first: str | None, staked: bool = False) -> tuple[Resolution, int] | None:
        """A second player joined after the stake's words (or a cry's: `staked`), ending its clause ("Kilian au bûcher
        et Isidore", "Je vote Kilian pour le bûcher et Isidore aussi", "voto Grima al rogo e
        Nazgul"): two for the stake, or (while the title's election is open) the second for the
        title. Both names offered, and the index past the second; None otherwise."""
        f = self.folded
        at = speech.phrases_end(tokens, end, self.cry_phrases)
        staked = staked or at > end
        while at < len(tokens) and tokens[at].kind == WORD and \
                tokens[at].fold in f["stake"] | f["fillers"] | f["election_links"]:
            staked, at = staked or tokens[at].fold in f["stake"], at + 1
        # « jvote Baptiste au bucher\nou Josephine jsais plus »: the other name on the next line.
        # (« …\net Josephine capitaine » on its line is the title's vote, `_and_elects`).
        ahead = at + (at + 1 < len(tokens) and tokens[at].text == "\n" and tokens[at + 1].fold not in f["and_then"])
        if not staked or ahead >= len(tokens) or tokens[ahead].fold not in f["alternatives"]:
            return None
        other = self._alternative(text, tokens, start, at, roster, first)
        past = other[1] if other is not None else at
        while past < len(tokens) and tokens[past].kind == WORD and tokens[past].fold in f["also"]:
            past += 1   # "et Isidore aussi"
        # « … au bucher ou Josephine jsais plus », « … au bûcher, ou alors Kilian si Isidore se
        # justifie »: a mind not made up, or a condition on the other, asks all the same.
        past = speech.phrases_end(tokens, past, self.undecided_phrases)
        conditioned = speech.phrases_end(tokens, past, self.condition_phrases) > past
        if other is None or not (conditioned or _part_ends(tokens, past, frozenset())):
            return None
        typed = text[tokens[start].start:tokens[past - 1].end]
        return Resolution(typed, AMBIGUOUS, candidates=other[0].candidates), past

    def _and_elects(self, text: str, tokens: Sequence[Token], at: int,
                    roster: Roster, first: Found) -> tuple[Found, int] | None:
        """A second name joined to the day's vote with the title after it ("Je vote Kilian
        pour le bûcher et Hortense pour capitaine"): that name's election vote, which the
        election's count would otherwise never see. A comma joins them as "et" does when the
        title and the name are the whole clause: "Je vote blanc pour le bûcher, Kilian
        capitaine", "Je vote Kilian, capitaine Isidore"."""
        f = self.folded
        if first.joined and first.kind == VOTE and self.election_held:
            # "Kilian au bûcher et Isidore" while the election is open: Isidore may be the
            # title's, offered in the election's count too (the day's doubt offers both).
            return replace(first, kind=ELECT, target=roster.resolve(first.joined), poll="", joined=""), at
        # A cry's phrase may end on its comma ("Kilian au bûcher, Isidore capitaine").
        comma = bool(at) and tokens[at - 1].text == ","
        # Past the stake said after the day's vote ("pour le bûcher", « (bûcher) ») and a comma.
        while at < len(tokens) and (tokens[at].text in ",()" or tokens[at].kind == WORD and (
                tokens[at].fold in f["stake"] or tokens[at].fold in f["election_links"])):
            comma, at = comma or tokens[at].text == ",", at + 1
        joined = at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in f["alternatives"]
        if not joined and not comma:
            return None
        lead = at + 1 if joined else at
        named = self._target(text, tokens, lead, roster) if lead < len(tokens) else None
        if named is None or not named[0].ok:
            found = self._and_title_then_name(text, tokens, lead, roster, first)
            if found is not None and not joined and first.poll != STAKE and found[0].target == first.target:
                # "jvote amandine, comme capitaine": the title names that vote's own poll (the
                # found starts where the vote does, and the grammar puts it in its place).
                return replace(found[0], start=first.start, typed=text[first.start:found[0].end], rewrites=True), found[1]
        else:
            titled = self._title_after(tokens, named[1])
            found = None if titled is None else \
                (Found(ELECT, tokens[lead].start, tokens[titled[0] - 1].end,
                       text[tokens[lead].start:tokens[titled[0] - 1].end], named[0], reason=titled[1]), titled[0])
        # Joined by a comma alone, the clause ends there ("…, capitaine Isidore a raison" is talk).
        return found if found is None or joined or _part_ends(tokens, found[1], f["alternatives"]) else None

    def _and_title_then_name(self, text: str, tokens: Sequence[Token], lead: int,
                             roster: Roster, first: Found) -> tuple[Found, int] | None:
        """ "…, et pour capitaine Amandine", "e come sindaco Aragorno": the title before the
        name, joined to the day's vote (`first`; `lead` is past the "and"); that name's election
        vote. With no name, the clause ending at the title, the day vote's own name: "Je vote
        Kilian pour le bûcher et pour capitaine" elects Kilian too."""
        f = self.folded
        k = lead
        while k < len(tokens) and tokens[k].kind == WORD and tokens[k].fold in f["election_links"] \
                | f["election_before"] | f["also"]:
            k += 1
        if k >= len(tokens) or tokens[k].fold not in f["election"]:
            return None
        k += 1
        while k < len(tokens) and tokens[k].kind == WORD and tokens[k].fold in f["also"]:
            k += 1   # "… et pour capitaine aussi"
        if _clause_ends(tokens, k):
            start, stop = tokens[lead].start, tokens[k - 1].end
            return replace(first, kind=ELECT, start=start, end=stop, typed=text[start:stop], poll=""), k
        while k < len(tokens) and (tokens[k].text in ",:" or tokens[k].kind == WORD
                                   and tokens[k].fold in f["election_links"] - f["like"]):
            k += 1
        if k < len(tokens) and tokens[k].fold in f["like"]:
            # « et pour capitaine comme Capucine », « et capitaine pareil que Capucine »: as her
            # vote, never one for her; whose it is the GM says (as « je vote comme Capucine »).
            at = k + 1 + (k + 1 < len(tokens) and tokens[k + 1].fold in f["instead"])
            whose = self._target(text, tokens, at, roster)
            if whose is None or not whose[0].ok or not _part_ends(tokens, whose[1], f["alternatives"]):
                return None
            start, stop = tokens[lead].start, tokens[whose[1] - 1].end
            return Found(ELECT, start, stop, text[start:stop], None, reason=DOUBT), whose[1]
        named = self._target(text, tokens, k, roster)
        if named is None or not named[0].ok:
            return None
        start, stop = tokens[lead].start, tokens[named[1] - 1].end
        return Found(ELECT, start, stop, text[start:stop], named[0]), named[1]


def _part_ends(tokens: Sequence[Token], k: int, joins: AbstractSet[str]) -> bool:
    """The clause ends at `k`: the sentence or the post, a comma, or an "and"."""
    return _clause_ends(tokens, k) or tokens[k].text == "," or tokens[k].fold in joins


def _clause_ends(tokens: Sequence[Token], k: int) -> bool:
    """The sentence, or the post, ends at `k` (a colon or a comma may lead to a name still:
    "et comme capitaine : Amandine")."""
    return k >= len(tokens) or speech.ends_sentence(tokens[k]) and tokens[k].text != ":"
