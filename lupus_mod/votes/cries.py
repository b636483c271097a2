"""Players' names with no vote form beside them, which a GM still reads as most likely a vote:
a cry for a player's death ("Al rogo Gollum!", "Gollum al rogo!", "Au bûcher Kilian !") and a
line of a `bare` word and a name ("+1 Gollum", "Pour Hortense.", "🗳️ Gollum") or a post that is
only a name ("Zanna"). Read as talk they would be dropped, read as votes they would be guesses:
doubts the GM settles. A part of the grammar (votes/grammar.py)."""
from __future__ import annotations

from typing import Callable, Sequence

from lupus_mod.orders.text import ARROW, STRONG, WORD, Token, fold
from lupus_mod.votes import hedges, recaps, slips, speech
from lupus_mod.votes.forms import CONDITION, DOUBT, QUESTION, REPORTED, STAKE, VOTE, Form, Found, as_doubt
from lupus_mod.votes.lexicon import bare_mark
from lupus_mod.votes.names import ALIAS, EXACT, FUZZY, MIN_PREFIX, PREFIX, UNKNOWN, Resolution, Roster
from lupus_mod.votes.targets import MAX_FILLERS

_CUT_SHORT = 2   # letters a name misspelt before a cry may lack (« Isidor au bucher »)
VOTED = "voted"   # a cry read as the vote itself (`cry_votes`)
# What may end the talk before a closing name: a line break, a stop, a pause, a colon.
CLOSING_AFTER = ("\n", ".", "...", "…", ":", "!")


class Cries:
    """A mixin of `Grammar` (it reads `self.folded`, the phrase tables, `self._target`)."""

    folded: dict[str, frozenset[str]]
    starting: dict[str, tuple[Form, ...]]
    own_words: frozenset[str]
    vote_keywords: tuple[str, ...]
    answers: tuple[str, ...]
    cry_phrases: frozenset[tuple[str, ...]]
    cry_vote_phrases: frozenset[tuple[str, ...]]
    closing_cry_phrases: frozenset[tuple[str, ...]]
    doubt_phrases: frozenset[tuple[str, ...]]
    condition_phrases: frozenset[tuple[str, ...]]
    today_phrases: frozenset[tuple[str, ...]]
    bare_phrases: frozenset[tuple[str, ...]]
    bare_after_phrases: frozenset[tuple[str, ...]]
    rethought_phrases: frozenset[tuple[str, ...]]
    myself: tuple[str, ...]
    hedge_tables: Callable[[], dict[str, frozenset[tuple[str, ...]]]]
    today_phrases: frozenset[tuple[str, ...]]
    _and_another: Callable[..., tuple[Resolution, int] | None]
    _moved_from: Callable[..., tuple[Resolution, int] | None]
    _opens_but_bare: Callable[[Sequence[Token], int], bool]
    _cry_lead: Callable[[Sequence[Token], int], int]
    _asked_before: Callable[..., tuple[Resolution, int] | None]
    _conditioned: Callable[..., tuple[int, str] | None]

    def _cry(self, text: str, tokens: Sequence[Token], i: int, boundary: int, roster: Roster,
             bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A cry for a player's death with his name right after or right before it ("Al rogo
        Gollum!", "Gollum al rogo!", "Au bûcher Kilian !"): no vote form, yet most likely the
        player's vote; read as talk it would be dropped, read as a vote it would be a guess. A
        doubt the GM settles, unless the words around it make it talk as a form's would
        (quoted, reported, a condition, a question with a question word)."""
        if tokens[i].kind != WORD:
            return None
        past = speech.phrases_end(tokens, i, self.cry_phrases) \
            if tokens[i].fold in self.folded["cry_starts"] else self._closing_cry(tokens, i)
        # "Al rogooo Zorg": the cry with a letter held, asked as a misspelt name before it is.
        held = past == i and slips.held_end(tokens, i, self.cry_phrases)
        past = held or past
        if past == i or self._cry_denied(tokens, past):
            return None   # « Isidore on le crame pas »: the cry said no
        # The cry opens its sentence, or its name does: "Va al rogo Zefiro." (the GM's
        # result) and "Propongo Gollum al rogo" say something else about the stake.
        after = self._target(text, tokens, past, roster) if self._opens_but_bare(tokens, i) else None
        if (after is None or not after[0].ok) and self._opens_but_bare(tokens, i) \
                and (described := self._described_cry(text, tokens, i, past, roster, bold)):
            return described   # "brucia la lupa": who she is, the GM says (as "voto la lupa")
        first = speech.subject(text, tokens, i, roster)
        # « Isidor au bucher »: a name misspelt opening the cry's sentence, asked (it was dropped).
        misspelt = self._misspelt_before(text, tokens, i, boundary, roster) if first is None else None
        first = i - 1 if misspelt is not None else first
        # "Becchino? al rogo!": the name asked, then the cry; asked as it (it was talk).
        asked = self._asked_before(text, tokens, i, boundary, roster) \
            if first is None and (after is None or not after[0].ok) else None
        misspelt, first = asked or (misspelt, first)
        # « je vote Gaspard pour capitaine, trop tard ? sinon Kilian au bucher »: the cry after
        # a one-word condition holds under it (the GM knows if it held); it was dropped unsaid.
        otherwise = first is not None and first > boundary and self._otherwise_before(tokens, first) \
            and (past >= len(tokens) or speech.ends_sentence(tokens[past]))   # « si Kilian au bûcher demain on perd »: talk
        # « peut-être Kilian au bûcher », "forse Grima al rogo": the name after a doubt opening
        # the sentence, a doubt (it was talk, dropped unsaid).
        unsure = first is not None and first >= boundary and self._doubted_before(tokens, first)
        if after is not None and after[0].ok:
            target, start, end = after[0], i, after[1]
        elif first is not None and first >= boundary and (otherwise or unsure or self._opens_but_bare(tokens, first)):
            target = misspelt or roster.resolve(text[tokens[first].start:tokens[i - 1].end])
            start, end = first, past
        else:
            return None
        joined = self._and_another(text, tokens, start, end, roster, target.name, True)
        if joined is not None:   # "Kilian au bûcher et Isidore": both offered
            target, end = joined
        f = self.folded
        reported = speech.inside_quotes(text, tokens[start].start) or \
            recaps.recount_line(text, tokens, start, roster) or \
            speech.reporting_verb(tokens, self._cry_lead(tokens, start), f, roster)
        reason, why = ("", "") if reported else as_doubt(hedges.hedged(tokens, start, self.hedge_tables(),
                                                                       f["hedge_ends"], cut=DOUBT,
                                                                       today=self.today_phrases))
        reason = REPORTED if reported else reason
        if otherwise and reason in ("", DOUBT):
            reason, why = DOUBT, CONDITION
        reason = reason or (DOUBT if unsure or misspelt is not None or held else "")
        if speech.question_mark(tokens, end) is not None and speech.asks(tokens, start, f["question_words"]):
            reason = reason or QUESTION
        if not reason and joined is None and self._cry_vote(tokens, i, past, start, end):
            reason = VOTED   # « Baptiste au bûcher ! »: the board's usual vote, read at once
        last = end - 1
        while last > start and tokens[last].text in speech.RUN_GAPS:
            last -= 1   # « Kilian au bûcher, il ment »: the cry's words, without the comma the run passed
        stop = tokens[last].end
        is_bold = bool(bold) and any(bold[tokens[start].start:stop])
        if reason == VOTED:
            return Found(VOTE, tokens[start].start, stop, text[tokens[start].start:stop], target, is_bold,
                         poll=STAKE), end
        return Found(VOTE, tokens[start].start, stop, text[tokens[start].start:stop], target,
                     is_bold, reason or DOUBT, why=why if reason in ("", DOUBT) else "",
                     joined=target.candidates[-1] if joined is not None else ""), end

    def _cry_denied(self, tokens: Sequence[Token], past: int) -> bool:
        """A negation right after the cry says no to it (« Isidore on le crame pas », "Grima al
        rogo non ci va"). Past a comma it opens a clause of its own ("Grima al rogo, non
        Gollum"), and a `without` word turns only the words after it ("Grima al rogo senza
        pietà", « Kilian au bûcher, sans hésiter »): the cry stands, asked as any."""
        return past < len(tokens) and tokens[past].fold in self.folded["negations"] \
            and tokens[past - 1].text not in speech.RUN_GAPS and tokens[past].fold not in self.folded["without"]

    def _closing_cry(self, tokens: Sequence[Token], i: int) -> int:
        """The index past a `closing_cries` word at token i that ends its sentence or clause
        ("Rosaspina no, Ombroso sì"), else i ("Ombroso si difende"; a proposal's « sì » is its answer)."""
        if self.answers or (tokens[i].fold,) not in self.closing_cry_phrases:
            return i
        past = i + 1
        ends = past >= len(tokens) or speech.ends_sentence(tokens[past]) or tokens[past].text in (",", "\n")
        return past if ends else i

    def _cry_vote(self, tokens: Sequence[Token], i: int, past: int, start: int, end: int) -> bool:
        """The cry at i..past is one of the language's `cry_votes` and, with its name, the whole
        sentence, which no question ends: « Baptiste au bûcher ! », « Au bûcher Kilian. »."""
        if tuple(t.fold for t in tokens[i:past] if t.kind == WORD) not in self.cry_vote_phrases \
                or not speech.opens_sentence(tokens, start):
            return False
        end = self._past_sure(tokens, end)   # « Gaspard au bûcher, et vite »
        return end >= len(tokens) or speech.ends_sentence(tokens[end]) and "?" not in tokens[end].text \
            and tokens[end].text != ":"

    def _past_sure(self, tokens: Sequence[Token], end: int) -> int:
        """Past a comma and words that only say the author is sure, ending the sentence
        (`sure_after`: « …, et vite », « …, évidemment »), else `end`."""
        at = end + 1 if end < len(tokens) and tokens[end].text == "," else end if tokens[end - 1].text == "," else None
        if at is None:
            return end
        stop = at
        while stop < len(tokens) and tokens[stop].kind == WORD:
            stop += 1
        words = " ".join(t.fold for t in tokens[at:stop])
        return stop if words in self.folded["sure_after"] else end

    def _misspelt_before(self, text: str, tokens: Sequence[Token], i: int, boundary: int,
                         roster: Roster) -> Resolution | None:
        """The one word opening the sentence before the cry at i, read as a player's name only
        misspelt, cut short or as a nickname starting as his name (« Isidor », « Baptisteee »,
        « Isi », « kiki »): most likely him, asked. None for any other word."""
        at = i - 1
        if at < boundary or tokens[at].kind != WORD or not speech.opens_sentence(tokens, at):
            return None
        word = text[tokens[at].start:tokens[at].end]
        named = roster.resolve(word)
        # Cut short by a letter or two, or three letters at least: « Le bûcher, c'est pour
        # demain » is no Leonie.
        near = [n for n in (named.name, *named.candidates) if n and len(word) >= len(n) - _CUT_SHORT]
        if named.how not in (EXACT, ALIAS, UNKNOWN) and (near or named.how == PREFIX):
            return named
        like = roster.starting_like(word) if named.how == UNKNOWN and len(word) >= MIN_PREFIX \
            and tokens[at].fold not in self.own_words else ()
        return Resolution(word, FUZZY, candidates=like) if like else None

    def _doubted_before(self, tokens: Sequence[Token], first: int) -> bool:
        """Only a doubt (`doubts`: « peut-être », "forse") stands before the name at `first` in
        its sentence."""
        opens = speech.sentence_start(tokens, first)
        return first > opens and speech.phrases_end(tokens, opens, self.doubt_phrases) == first

    def _otherwise_before(self, tokens: Sequence[Token], first: int) -> bool:
        """The name at `first` follows only a one-word condition opening its sentence or clause
        (« sinon », "altrimenti")."""
        lead = tokens[first - 1]
        return lead.kind == WORD and (lead.fold,) in self.condition_phrases and self._opens_but_bare(tokens, first - 1)

    def _bare(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
              bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A line of its own holding only a `bare` word and a player's name ("Pour Hortense.",
        "+1 Hortense"), or a post whose own words are only a player's name ("Zanna", "[b]Zanna
        🐺[/b]", under a quote of the GM's "il tuo voto?"): no vote form, yet most likely the
        player's vote; read as talk it would be dropped, read as a vote it would be a guess. A
        doubt the GM settles ("Zanna?" asks, "@Zanna" calls him: talk)."""
        if tokens[i].kind != WORD or (i and tokens[i - 1].text != "\n"):
            return None
        if (glued := self._glued_name(text, tokens, i, roster, bold)) is not None:
            return glued
        line = text.rfind("\n", 0, tokens[i].start) + 1
        alone = not self.answers and "?" not in text and not text[line:tokens[i].start].strip() \
            and all(t.kind != WORD for t in tokens[:i]) and tokens[i].fold not in self.starting \
            and tokens[i].fold not in self.folded["skipped"]   # "rogo Gollum" is a form
        if bare_mark(text[line:tokens[i].start]) in self.folded["bare_marks"]:
            past, bare = i, True   # "🗳️ Hortense": the mark is no token, the name is the first
        elif (slip := self._slipped_keyword(tokens, i, roster)) is not None:
            past, bare, alone = slip, True, False   # "vot Grima", "Je vto Kilian": the keyword mistyped
        elif alone and tokens[i].fold not in self.folded["bare_starts"]:
            # Every word of the post must be the name's (`_target` reads a few fillers and a
            # name's words at most): a longer post is no name alone, and its words no lookup.
            past, bare = i, sum(t.kind == WORD for t in tokens[i:]) <= MAX_FILLERS + roster.max_words + 1
        else:
            # One phrase, not a run of them: "+1 pour Hortense" is "+1", then a filler.
            past = i + max((len(p) for p in self.bare_phrases
                            if tuple(t.fold for t in tokens[i:i + len(p)]) == p), default=0)
            bare = past > i and fold(" ".join(text[line:tokens[past - 1].end].split())) in self.folded["bare"] \
                and not (past < len(tokens) and fold(" ".join(text[line:tokens[past].end].split()))
                         in self.folded["agree_with"])   # "idem a Nazgul": Nazgul's vote followed
            if bare and past < len(tokens) and tokens[past].text in (".", ":", ","):
                past += 1   # "v. Grima", "vt: Grima", "idem, Grima": the shorthand's stop or colon
        named = self._target(text, tokens, past, roster) if bare else None
        if named is None or not named[0].ok:
            return None
        target, end = named
        # "Grima > Nazgul", "Grima/Nazgul" alone: an order of preference or a choice unmade, as
        # after "voto" (docs/tally.md): the GM is offered every name, which one counts.
        target, end = self._alternative(text, tokens, past, end, roster, target.name) or (target, end)
        close = len(tokens) if alone else \
            next((k for k in range(end, len(tokens)) if tokens[k].text == "\n"), len(tokens))
        after = [t.fold for t in tokens[end:close] if t.kind == WORD]
        # "vot Grima xkè ha difeso Gollum": a reason after the name is the vote's.
        # "vt Belle all'ultimo minuto", "x me è Sarumano, nn ho dubbi": when, or how sure.
        if after and after[0] not in self.folded["because"] and not self._said_of_the_vote(after) \
                and tuple(after) not in self.bare_after_phrases and not _chanted(after, tokens[past:end]):
            return None   # "Pour Hortense c'est mal parti": talk
        stop = tokens[end - 1].end
        is_bold = bool(bold) and any(bold[line:stop])
        return Found(VOTE, line, stop, text[line:stop], target, is_bold, DOUBT), end

    def _name_sentence(self, text: str, tokens: Sequence[Token], roster: Roster,
                       bold: Sequence[bool] | None) -> Found | None:
        """ "Zanna. Per me è lupo al 100%": a post with no form opening on a player's name as a
        sentence of its own, then the why: the forum's commonest vote without the keyword, a
        doubt offering him. Not a name called and spoken to ("Zanna. Tu che ne pensi", `you`),
        nor a post asking anything ("Zanna. Dove sei?"), nor one whose later words say of a
        vote ("Ercolina. Voto stasera.": the vote is for later, talk)."""
        i = 0
        if self.answers or "?" in text or not tokens or tokens[i].kind != WORD or tokens[i].fold in self.starting \
                or tokens[i].fold in self.folded["skipped"] | self.folded["bare_starts"]:
            return None
        named = self._target(text, tokens, i, roster)
        if named is None or not named[0].ok or named[1] >= len(tokens) - 1:
            return None
        stop = tokens[named[1]]
        if stop.kind != STRONG or stop.text not in (".", "!", "!!", "!!!") \
                or any(t.fold in self.folded["you"] or t.fold in self.vote_keywords for t in tokens[named[1]:]) \
                or any(speech.phrases_end(tokens, k, self.correction_phrases) > k for k in range(named[1], len(tokens))):
            return None   # "Zanna. Anzi no, Becchino.": which one, the words after say
        start, end = tokens[i].start, tokens[named[1] - 1].end
        return Found(VOTE, start, end, text[start:end], named[0], bool(bold) and any(bold[start:end]), DOUBT)

    def _glued_name(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                    bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """ "votoZefiro" alone on its line: a vote keyword glued to a player's name written with
        its capital, the space left out (as "#votoSaurone" glues it). Most likely the vote, yet
        no form is written: a doubt offering the name ("votofinale", "votoZefiro mente": none)."""
        word = tokens[i].text
        keyword = next((k for k in self.vote_keywords if fold(word[:len(k)]) == k and word[len(k):][:1].isupper()),
                       None)
        if keyword is None:
            return None
        close = next((k for k in range(i + 1, len(tokens)) if tokens[k].text == "\n"), len(tokens))
        target = roster.resolve(word[len(keyword):])   # "votoNazgull": offered as "voto Nazgull" is
        if not (target.ok or target.candidates) or any(t.kind == WORD for t in tokens[i + 1:close]):
            return None
        start, stop = tokens[i].start, tokens[i].end
        return Found(VOTE, start, stop, word, target, bool(bold) and any(bold[start:stop]), DOUBT), i + 1

    def _closing(self, text: str, tokens: Sequence[Token], roster: Roster, bold: Sequence[bool] | None,
                 author: str | None, turned: bool = False) -> Found | None:
        """A post of talk with no form, whose last sentence or clause is only a player's name
        ("Ho riletto tutto. Sarumano", "Dopo attenta riflessione... [b]SARUMANO[/b]", "Rettifico:
        nn Gollum ma Grima"): most likely the vote the talk led to, yet nothing says so: a
        doubt offering the name. Not the author's own (a signature), nor a name asked ("…
        Sarumano?") or called ("@Sarumano"). `turned`: only after a word turning from what came
        before ("io voterei Becchino ma aspetto. intanto Pazzerello": the vote for now)."""
        last = len(tokens)
        while last and tokens[last - 1].kind != WORD:
            last -= 1
        if not last or "?" in text[tokens[last - 1].end:]:
            return None
        for start in range(max(1, last - roster.max_words), last):
            opened = start
            while opened > 1 and tokens[opened - 1].kind == WORD and (tokens[opened - 1].fold,) in self.today_phrases:
                opened -= 1   # "come dicevo era provvisorio: ora Rosie": the vote now, said after the colon
            if not any(tokens[k - 1].text in CLOSING_AFTER or tokens[k - 1].fold in self.folded["hedge_ends"]
                       for k in range(opened, start + 1)) or any(t.kind != WORD for t in tokens[start:last]) \
                    or turned and tokens[start - 1].fold not in self.folded["hedge_ends"]:
                continue
            named = self._target(text, tokens, start, roster)
            if named is None or not named[0].ok:
                continue   # ". intanto Pazzerello": "intanto" is no name, Pazzerello may be
            if named[1] != last or named[0].name == author:
                return None
            lead = tokens[speech.sentence_start(tokens, start - 2):start - 1] if start > 1 else ()
            if any(t.kind == WORD and t.fold in self.folded["reported"] and not _likened(lead, n, self.folded["like"])
                   for n, t in enumerate(lead)):
                return None   # "Il suo voto per il lupo: Gollum": whose vote is told, not the author's
            is_bold = bool(bold) and any(bold[tokens[start].start:tokens[last - 1].end])
            return Found(VOTE, tokens[start].start, tokens[last - 1].end,
                         text[tokens[start].start:tokens[last - 1].end], named[0], is_bold, DOUBT)
        return None

    def _said_of_the_vote(self, words: Sequence[str]) -> bool:
        """Words after a name alone that only say how, or whose: "Becchino ovviamente",
        "Ululone x me", « Gaspard pour moi » (`fillers`, and the author's word for himself)."""
        mine = {w for p in speech.phrases(self.myself) for w in p}
        return all(w in self.folded["fillers"] or w in mine for w in words)

    def _moved_line(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                    bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A line of its own that only moves a vote, no keyword: "Gollum -> Grima", "da Gollum
        a Grima", « de Gaspard à Baptiste ». Most likely the vote moved to the last name, yet no
        form says so ("passo da Gollum a Grima" says it: the vote, counted) and "Gollum -> Grima"
        may tell Gollum's vote: a doubt offering the last name. Talk when more words follow on the line, or when the post holds more arrows than
        one (a count of everyone's votes: "Gollum -> Grima / Nazgul -> Frodino")."""
        # "passo da Wyatt a Klaatu": the verb says the vote moves, as "cambio" does: counted.
        said = tokens[i].kind == WORD and tokens[i].fold in self.folded["move_verbs"] and i + 1 < len(tokens)
        if tokens[i].kind != WORD or (i and tokens[i - 1].text != "\n" and not (said and self._rethought_first(tokens, i))):
            return None
        if tokens[i + said].fold in self.folded["moved_from"]:
            went = self._moved_from(text, tokens, i + said, roster)
        elif sum(t.kind == ARROW for t in tokens) != 1:
            # Asked first: resolving the line's first words as a name (a resemblance through
            # difflib) was most of the thread's reading, for lines that hold no arrow at all.
            went = None
        else:
            left = self._target(text, tokens, i, roster)
            went = self._target(text, tokens, left[1] + 1, roster) \
                if left is not None and left[0].ok and left[1] < len(tokens) and tokens[left[1]].kind == ARROW \
                else None
        if went is None or not went[0].ok:
            return None
        target, end = went
        close = next((k for k in range(end, len(tokens)) if tokens[k].text == "\n"), len(tokens))
        # "passo da Wyatt a Klaatu, mi ha convinto": the move said, its clause ends at the name.
        # "…a Klaatu se non parla", "…a Klaatu?": asked, as after "voto Klaatu".
        unsure = said and (self._conditioned(tokens, end) is not None or speech.question_mark(tokens, end) is not None)
        ended = said and end < len(tokens) and (tokens[end].kind != WORD or tokens[end].fold in self.folded["because"]
                                                or unsure)
        if not ended and any(t.kind == WORD for t in tokens[end:close]):
            return None   # "Gollum -> Grima ieri, ricordatevelo", "da Gollum a Grima c'è poca differenza"
        start, stop = tokens[i].start, tokens[end - 1].end
        return Found(VOTE, start, stop, text[start:stop], target, bool(bold) and any(bold[start:stop]),
                     DOUBT if unsure or not said else ""), end

    def _rethought_first(self, tokens: Sequence[Token], i: int) -> bool:
        """Only a second thought and its comma or colon open the line before token i: "ci ho
        ripensato, passo da Nazgul a Sarumano" moves the vote as the verb opening its line does
        (it was talk, the change lost)."""
        if tokens[i - 1].text not in (",", ":"):
            return False
        line = i - 1
        while line and tokens[line - 1].text != "\n":
            line -= 1
        return line < i - 1 and speech.phrases_end(tokens, line, self.rethought_phrases) in (i - 1, i)

    def _slipped_keyword(self, tokens: Sequence[Token], i: int, roster: Roster) -> int | None:
        """The index past a vote keyword mistyped by one letter opening the line at token i
        ("vot", "votto", "ovto"; after "je", "io": "Je vot Kilian") and its colon; None
        otherwise. A word of the grammar's own ("vota", "voti"), or a player's, is no slip."""
        at = i + 1 if tokens[i].fold in self.folded["first_person"] and i + 1 < len(tokens) else i
        word = tokens[at].fold
        if tokens[at].kind != WORD or word in self.starting or word in self.own_words \
                or not slips.slips_into(word, self.vote_keywords) or roster.names_word(word):
            return None
        return at + 2 if at + 1 < len(tokens) and tokens[at + 1].text == ":" else at + 1


def _chanted(after: Sequence[str], name: Sequence[Token]) -> bool:
    """The words after a name alone are that name again, over and over: "SARUMANO SARUMANO
    SARUMANO", a chant for his stake (it was talk)."""
    said = [t.fold for t in name if t.kind == WORD]
    return bool(said) and len(after) % len(said) == 0 and \
        all(after[n:n + len(said)] == said for n in range(0, len(after), len(said)))


def _likened(lead: Sequence[Token], at: int, like: frozenset[str]) -> bool:
    """The reporting word at `at` follows a likeness ("come ha detto Rosie: Grima", « comme a
    dit Capucine : Dorian », a word between at most): the author agrees, nobody's words are told."""
    return any(lead[k].fold in like for k in range(max(0, at - 2), at))
