"""The words between a vote form's keyword and its name: a mention the keyword speaks to
("@Fosco voto te"), a colon after fillers ("cambio il voto da stamattina: X"), a few words
that describe the player before his name ("voto per il lupo: Zefiro", "voto il lupo Grima")
or in his stead ("voto lo sceriffo"). Each is most likely the vote, yet only the GM knows what
the words say of it: a doubt. A part of the grammar (votes/grammar.py)."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token, fold
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, VOTE, Form, Found, past_breaks, starts_form
from lupus_mod.votes.names import ALIAS, AMBIGUOUS, EXACT, FUZZY, UNKNOWN, Resolution, Roster
from lupus_mod.votes.targets import MAX_FILLERS


class Leads:
    """The grammar's reading of the words before a vote's name (Grammar compiles what it reads)."""

    folded: dict[str, frozenset[str]]
    starting: dict[str, tuple[Form, ...]]
    cry_phrases: frozenset[tuple[str, ...]]
    hedge_phrases: frozenset[tuple[str, ...]]
    because_phrases: frozenset[tuple[str, ...]]
    myself_phrases: frozenset[tuple[str, ...]]
    today_phrases: frozenset[tuple[str, ...]]

    def _mentioned_you(self, text: str, tokens: Sequence[Token], i: int, after: int,
                       roster: Roster) -> tuple[Found, int] | None:
        """ "@Fosco voto te", "Kilian, je vote contre toi.", « @Maxence jvote pour toi, désolée »
        (a clause after a comma says why): the keyword's sentence starts with
        a mention of a player or with his name ("Nazgul voto te": "voto" is no third person),
        and its only name after the keyword
        is a `you` word (fillers before it); the mention says whom it means. Most likely a vote
        for him, but none is written: a doubt offering him."""
        start = speech.sentence_start(tokens, i)
        while start < i and tokens[start].fold in self.folded["laughs"]:
            start += 1   # « ptdr Noemie jvote toi »: a laugh before the one spoken to (it offered no one)
        k = after
        while k < len(tokens) and tokens[k].kind == WORD and tokens[k].fold in self.folded["fillers"] \
                and tokens[k].fold not in self.folded["you"]:
            k += 1   # "@Hugo je vote pour toi"
        head, me = i, self.folded["first_person"] | {p[0] for p in self.myself_phrases if len(p) == 1}
        while head > start + 1 and tokens[head - 1].fold in me:
            head -= 1   # "Eowyna io voto te", « Capucine, moi je vote contre toi »: the author after the one spoken to
        head = head - 1 if head > start and tokens[head - 1].text == "," else head   # past the vocative's comma
        if k >= len(tokens) or tokens[k].fold not in self.folded["you"]:
            return None
        named = roster.resolve(text[tokens[start].start:tokens[head - 1].end]) \
            if head > start and all(t.kind == WORD for t in tokens[start:head]) else None
        if named is None or named.how not in (EXACT, ALIAS):
            then = self._you_then_named(text, tokens, i, k, roster)
            named = (self._opening_vocative(text, tokens, roster) or _closing_vocative(text, tokens, start, roster)) \
                if then is None and start > 0 else None
            if named is None:
                return then
        if not self._you_ends(tokens, k + 1):
            return None
        stop = tokens[k].end
        return Found(VOTE, tokens[start].start, stop, text[tokens[start].start:stop], named,
                     reason=DOUBT), k + 1

    @staticmethod
    def _opening_vocative(text: str, tokens: Sequence[Token], roster: Roster) -> Resolution | None:
        """ "Becchino, hai votato Zanna? Io voto te": the post opens on a player's name and a
        comma, the one it speaks to (it offered "none")."""
        comma = next((j for j, t in enumerate(tokens) if t.kind != WORD), 0)
        if not comma or tokens[comma].text != ",":
            return None
        named = roster.resolve(text[tokens[0].start:tokens[comma - 1].end])
        return named if named.how in (EXACT, ALIAS) else None

    def _you_ends(self, tokens: Sequence[Token], at: int) -> bool:
        """The `you` word's sentence ends at `at` (a word of today aside: « je vote pour toi
        maintenant »), or goes on with why and no hedge: "Eowyna io voto te visto che mi minacci"
        is his vote said to her, "@Brunilde voto te domani se non parli" one to come (talk)."""
        at = speech.phrases_end(tokens, at, self.today_phrases)
        if at >= len(tokens) or speech.ends_sentence(tokens[at]) or tokens[at].text == ",":
            return True
        end = next((j for j in range(at, len(tokens)) if speech.ends_sentence(tokens[j])), len(tokens))
        hedging = speech.opening_words(self.hedge_phrases)
        why = tokens[at].fold in self.folded["because"] or speech.phrases_end(tokens, at, self.because_phrases) > at
        return why and not any(t.fold in hedging for t in tokens[at:end])

    def _you_then_named(self, text: str, tokens: Sequence[Token], i: int, k: int,
                        roster: Roster) -> tuple[Found, int] | None:
        """ "voto te, Calamity", "e io voto te allora, Calamity": the `you` word at k, then a
        comma and a player's name ending the sentence, whom it speaks to: a doubt offering him."""
        at = k + 1
        while at < len(tokens) and (tokens[at].text == "," or tokens[at].kind == WORD
                                    and tokens[at].fold in self.folded["inserts"] | self.folded["openers"]):
            at += 1   # "voto te allora, Calamity"
        found = self._target(text, tokens, at, roster) if any(t.text == "," for t in tokens[k + 1:at]) else None
        if found is None or found[0].how not in (EXACT, ALIAS) or \
                (found[1] < len(tokens) and not speech.ends_sentence(tokens[found[1]])):
            return None
        stop = tokens[found[1] - 1].end
        return Found(VOTE, tokens[i].start, stop, text[tokens[i].start:stop], found[0], reason=DOUBT), found[1]

    def _colon_after_fillers(self, tokens: Sequence[Token], at: int, *, any_words: bool = False) -> int | None:
        """The index past a colon that follows filler words at `at` ("pour l'exécution : X",
        "cambio il voto da stamattina: X", where "da" says since when), and past the line
        breaks after it; None when there is no such colon. With `any_words`, after any few
        words ("voto per il lupo: Zefiro")."""
        skipped = self.folded["fillers"] | self.folded["moved_from"] | self.folded["poll_links"]
        k = at
        while k - at < MAX_FILLERS and k < len(tokens) and tokens[k].kind == WORD \
                and (any_words or tokens[k].fold in skipped):
            k += 1
        if k == at or k >= len(tokens) or tokens[k].text not in (":", ","):
            return None
        # « jchange pr le bûcher, Maxence »: a comma after the poll's name stands for the colon.
        if tokens[k].text == "," and (any_words or not any(t.fold in self.folded["poll_names"] for t in tokens[at:k])):
            return None
        return past_breaks(tokens, k + 1)

    def _unread_lead(self, text: str, tokens: Sequence[Token], after: int,
                     roster: Roster) -> tuple[Resolution, int] | None:
        """A player's name after a few words that are no fillers, past a colon ("voto per il
        lupo: Zefiro", "je vote pour le loup : Kilian") or ending its clause ("voto il lupo
        Grima", "voto quel bugiardo di Grima!"). Most likely the vote, but only the GM knows
        what the words say of it: a doubt offering the name, never dropped as talk."""
        if after < len(tokens) and tokens[after].fold in self.folded["pointing"]:
            return None   # "voto lui, non Vasco": the pronoun points back (_pointed_back)
        past = self._colon_after_fillers(tokens, after, any_words=True)
        if past is None:
            return self._described_named(text, tokens, after, roster)
        if self._colon_after_fillers(tokens, after) is not None:
            return None
        known = self.folded["fillers"] | self.folded["stake"] | self.folded["election_links"]
        lead = [t.fold for t in tokens[after:past] if t.kind == WORD and t.fold not in known]
        # A form starting there, not a word some form starts with: "voto tutti e due: Grima e Nazgul".
        if not lead or any(w in self.folded["like"] for w in lead) \
                or any(starts_form(self.starting, tokens, k) for k in range(after, past)):
            # "voto come Frodino: Gollum" follows Frodino (read as written); "je vote pour le
            # bûcher : Kilian" only says the poll.
            return None
        found = self._target(text, tokens, past, roster)
        return found if found is not None and found[0].how in (EXACT, ALIAS) else None

    def _described_named(self, text: str, tokens: Sequence[Token], after: int,
                         roster: Roster) -> tuple[Resolution, int] | None:
        """The name after a few words in the keyword's clause, where it ends the clause: "voto
        il lupo Grima", "voto contro quel bugiardo di Grima". A word that turns the vote
        ("come", "non", "o", another form's keyword) leaves the words talk."""
        f = self.folded
        turning = f["like"] | f["negations"] | f["alternatives"] | f["instead"] | f["no_longer"] \
            | f["doubt_words"] | f["because"]
        turning -= f["fillers"]   # "di" is no "invece di" in "quel lupo di Grima"
        own = 0   # words of their own before the name ("il mio amico": one), fillers aside
        for k in range(after, min(after + 2 * MAX_FILLERS, len(tokens))):
            if tokens[k].text == "," and k > after and own:   # « va al nostro amico silenzioso, Ombroso »
                found = self._target(text, tokens, k + 1, roster)
                return found if found is not None and found[0].how in (EXACT, ALIAS) and (
                    found[1] >= len(tokens) or speech.ends_sentence(tokens[found[1]])) else None
            if tokens[k].text == "(" and k > after and own:   # "voto il generale alieno (Klaatu)"
                return self._bracketed_name(text, tokens, k, roster)
            if tokens[k].kind != WORD or tokens[k].fold in turning or starts_form(self.starting, tokens, k):
                return None
            own += tokens[k].fold not in f["fillers"]
            if own > MAX_FILLERS - 1:
                return None
            found = self._target(text, tokens, k, roster) if k > after else None
            if found is not None and found[0].how in (EXACT, ALIAS):
                end = found[1]
                ends = end >= len(tokens) or (tokens[end].kind != WORD and tokens[end].text != "?") \
                    or tokens[end].fold in f["because"]   # "voto il lupo Grima perché ha mentito"
                meant = self._bracketed_name(text, tokens, end, roster) \
                    if end < len(tokens) and tokens[end].text == "(" else None
                if meant is not None and meant[0].name != found[0].name:
                    # "voto l'account doppio di Gollum (Grima)": the one in brackets meant, first.
                    names = (meant[0].name or "", found[0].name or "")
                    return Resolution(text[tokens[after].start:tokens[meant[1] - 1].end], AMBIGUOUS,
                                      candidates=names), meant[1]
                if ends:
                    return found
                if end < len(tokens) and tokens[end].fold in f["whose"]:
                    continue   # "voto quel corvo di Zorg": a player's name as the epithet, the name after it
                return None
        return None

    def _bracketed_name(self, text: str, tokens: Sequence[Token], at: int,
                        roster: Roster) -> tuple[Resolution, int] | None:
        """A bracket at `at` holding only a player's name, ending the clause after the words that
        describe him: "voto il generale alieno (Klaatu)", "voto il cowboy muto (Marylou)"."""
        found = self._target(text, tokens, at + 1, roster)
        if found is None or found[0].how not in (EXACT, ALIAS) or found[1] >= len(tokens) \
                or tokens[found[1]].text != ")":
            return None
        end = found[1] + 1
        return (found[0], end) if end >= len(tokens) or tokens[end].kind != WORD else None

    def _role_named(self, target: Resolution | None) -> bool:
        """The name after the keyword only resembles a player's and is a role of the ruleset
        ("Voto il Chupacabra, chiunque sia", Chupa playing): a doubt naming nobody, never
        Chupa offered (the GM who pasted that line counted a vote the post never cast)."""
        return target is not None and target.how == FUZZY and fold(target.typed) in self.folded["roles"]

    def _described(self, tokens: Sequence[Token], after: int, roster: Roster) -> int | None:
        """ "voto lo sceriffo", « je vote la voyante »: right after the keyword a `described`
        article and one word in none of the grammar's lists nor a player's, ending the clause;
        the index past it, else None. A filler may lead it and the stake's words follow it: « jvote
        contre le chasseur au bucher »."""
        f, led = self.folded, after
        while after < len(tokens) and tokens[after].kind == WORD and tokens[after].fold in f["fillers"] - f["described"]:
            after += 1
        word = after + 1
        if word >= len(tokens) or tokens[after].fold not in self.folded["described"] \
                or not self._describing(tokens, word, roster, ("titles", "election", "roles", "poll_names", "poll_links")):
            return None   # "voto il sindaco", "voto il Chupacabra" ask too
        # « jvote la voyante autoproclamée, cad Amandine »: one more word saying what kind.
        # Only before those words: « je vote la petite fille », "voto la prossima volta" are talk.
        namely = word + 2 + (word + 2 < len(tokens) and tokens[word + 2].text == ",")
        word += self._describing(tokens, word + 1, roster, ()) and namely < len(tokens) \
            and tokens[namely].fold in self.folded["namely"]
        end = speech.phrases_end(tokens, word + 1, self.cry_phrases)
        while end > word + 1 and tokens[end - 1].kind != WORD:
            end -= 1   # « … au bucher, il s'est dévoilé »: the comma is the next clause's
        # ("voto per il lupo: non ne ho idea" leads to what follows the colon.)
        return end if end >= len(tokens) or tokens[end].kind != WORD and (after == led or tokens[end].text != ":") \
            or tokens[end].fold in self.folded["namely"] else None

    def _described_cry(self, text: str, tokens: Sequence[Token], i: int, past: int, roster: Roster,
                       bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A cry (at `i`, its words ending at `past`) before a player described ("brucia la lupa",
        "al rogo il sindaco, cioè Zanna"): a doubt naming nobody, or the one he means said."""
        described = self._described(tokens, past, roster)
        if described is None:
            return None
        namely = self._namely(text, tokens, described, roster, None)
        end = namely[1] if namely else described
        start, stop = tokens[i].start, tokens[end - 1].end
        target = namely[0] if namely else Resolution(text[tokens[past].start:stop], UNKNOWN)
        return Found(VOTE, start, stop, text[start:stop], target, bool(bold) and any(bold[start:stop]), DOUBT), end

    def _describing(self, tokens: Sequence[Token], word: int, roster: Roster, kept: tuple[str, ...]) -> bool:
        """The word at `word` may describe a player: in none of the grammar's lists (but those
        `kept`) nor a player's name."""
        return word < len(tokens) and tokens[word].kind == WORD and len(tokens[word].fold) >= 4 \
            and not roster.names_word(tokens[word].fold) \
            and not any(tokens[word].fold in words for key, words in self.folded.items() if key not in kept)

    def _namely(self, text: str, tokens: Sequence[Token], end: int, roster: Roster,
                author: str | None) -> tuple[Resolution, int] | None:
        """ « jvote la voyante autoproclamée, cad Amandine »: after a player described, or a name
        no player has ("voto KQ, cioè me stessa": the author), the one he means said
        (`namely`), and the index past it; else None."""
        at = end + (end < len(tokens) and tokens[end].text == ",")
        if at >= len(tokens) or tokens[at].fold not in self.folded["namely"]:
            return None
        named = self._target(text, tokens, at + 1, roster, author)
        return named if named is not None and named[0].ok else None

    def _noun_opens(self, tokens: Sequence[Token], i: int) -> bool:
        """A form said as a noun with its possessive (« ma voix à Baptiste », « mon vote sur
        Kilian »), no verb of the author's, opens its sentence (past an opener or a laugh: « bon,
        ma voix à Kilian »); inside one it is a verb's object (« stp MJ ne compte pas mon vote
        pour Isidore »). Other forms: True."""
        f = self.folded
        if tokens[i].fold not in f["first_person"] & f["talk_before"]:
            return True
        lead = f["openers"] | f["laughs"] | f["reply_joins"]
        return all(t.kind != WORD or t.fold in lead for t in tokens[speech.sentence_start(tokens, i):i])


def _closing_vocative(text: str, tokens: Sequence[Token], start: int, roster: Roster) -> Resolution | None:
    """ "ma che dici Frodino?! allora io voto te": the sentence before the vote's ends on a
    player's name, the one it speaks to (it offered "none")."""
    end = start
    while end > 0 and tokens[end - 1].kind != WORD:
        end -= 1     # past "?!"
    for size in (2, 1):
        if end - size >= 0 and all(t.kind == WORD for t in tokens[end - size:end]):
            named = roster.resolve(text[tokens[end - size].start:tokens[end - 1].end])
            if named.how in (EXACT, ALIAS):
                return named
    return None
