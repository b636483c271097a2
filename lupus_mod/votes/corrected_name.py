"""A correction after a vote's name: "Samvise, anzi Rosie", « Noémie, non, plutôt Hortense »,
"voto Carlo. Anzi no, Delia", an "EDIT :" line naming another, a no with no name after it (the
vote taken back). A part of the grammar (votes/targets.py reads the name it corrects)."""
from __future__ import annotations

from typing import Callable, Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import NO_WORDS
from lupus_mod.votes.names import Resolution, Roster
from lupus_mod.votes.other_meant import other_meant


class CorrectedName:
    """The grammar's reading of a correction after the name (Grammar compiles what it reads)."""

    folded: dict[str, frozenset[str]]
    correction_phrases: frozenset[tuple[str, ...]]
    retake_phrases: frozenset[tuple[str, ...]]
    other_one: tuple[str, ...]
    _target: Callable[..., tuple[Resolution, int] | None]
    _retaken: Callable[..., tuple[Resolution, int] | None]

    def _corrected(self, text: str, tokens: Sequence[Token], end: int,
                   roster: Roster) -> tuple[Resolution, int] | None:
        """A correction right after the name and a second player's name: "Samvise, anzi
        Rosie", "Noémie, non, plutôt Hortense"; in the next sentence when it says no ("voto
        Carlo. Anzi no, Delia": "voto Carlo. Invece Delia è brava" is another matter). None
        when no name follows the correction."""
        start, at = self._saying_no(tokens, end)
        if at > start:   # "Je vote Isidore. Ah non, pardon, Gaspard": an apology after the no
            past = speech.phrases_end(tokens, at, self.retake_phrases)
            if past > at and past < len(tokens) and tokens[past].kind == WORD and tokens[past - 1].kind == WORD:
                return None   # "anzi no, scusa Nazgul": the apology may be to him, the vote taken back
            at = speech.phrases_end(tokens, past, self.correction_phrases)   # « nan jme suis trompée, … »
        if at == start:
            start, at = end, speech.phrases_end(tokens, end, self.correction_phrases)
        edit = self._edit_line(tokens, end) if at == start else None
        if edit is not None:   # "je vote Pierre\nEDIT : finalement Olive", "Edit : Olive"
            # « EDIT : nan Baptiste »: a no before the name.
            start, at = edit, speech.phrases_end(tokens, speech.phrases_end(tokens, edit, self.retake_phrases),
                                                 self.correction_phrases)
            if self._of_another(tokens, at):
                return None
            found = self._target(text, tokens, at, roster)
            if found is not None and any(t.fold in self.folded["joke_words"] | self.folded["about"]
                                         for t in tokens[at:found[1]]):
                return None   # "ps: scherzavo su Nazgul": what the joke was about
            # The name ends its sentence, its bracket or its line: "Édit : Fernand. Bonne journée !"
            close = next((k for k in range(at, len(tokens)) if tokens[k].text in ("\n", ")")
                          or speech.ends_sentence(tokens[k])), len(tokens))
            alone = found is not None and not any(t.kind == WORD for t in tokens[found[1]:close])
            return found if found is not None and found[0].ok and (at > start or alone) else None
        if at == start:
            return self._retaken(text, tokens, end, roster)
        # "voto Anna invece di Bea": the name after "instead of" is the one turned away from;
        # "ps: scherzavo su Nazgul": the one the word is about.
        if self._of_another(tokens, at):
            return None
        at = self._past_denied(text, tokens, at, roster)
        other = other_meant(text, tokens, at, end, roster, speech.singles(self.other_one))
        if other is not None:   # "voto Grimaldo, anzi l'altro G": Grima, offered
            return other
        found = self._target(text, tokens, at, roster)
        # "voto Pip... cioè Merry": the name meant, misspelt (written as a name: "ho sbagliato
        # prima" is no Grima); the vote moved, which name the GM says (a doubt offering its
        # likenesses: Merrino), never the first name kept in silence.
        if found is None or not (found[0].ok or found[0].candidates and found[0].typed[:1].isupper()):
            return None
        if not found[0].ok:
            return found
        # « … ah nan Baptiste plutot, Josephine est clean »: a correction may follow the name too,
        # right after it ("voto Nazgul, anzi Grima, anzi Nazgul" corrects again).
        past = speech.phrases_end(tokens, found[1], self.correction_phrases) \
            if found[1] < len(tokens) and tokens[found[1]].kind == WORD else found[1]
        return found[0], max(k + 1 for k in range(found[1] - 1, past) if tokens[k].kind == WORD)   # not its commas

    def _past_denied(self, text: str, tokens: Sequence[Token], at: int, roster: Roster) -> int:
        """ « je me suis trompée, pas isidore, je voulais dire josephine »: a name denied after
        the correction, then a comma and the name meant (a correction word may lead it): the
        index of the name meant; `at` otherwise."""
        k = at
        while k < len(tokens) and tokens[k].text == ",":
            k += 1
        if k >= len(tokens) or tokens[k].fold not in self.folded["negations"]:
            return at
        denied = self._target(text, tokens, k + 1, roster)
        if denied is None or not denied[0].ok or denied[1] >= len(tokens) or tokens[denied[1]].text != ",":
            return at
        return speech.phrases_end(tokens, denied[1] + 1, self.correction_phrases)

    def _of_another(self, tokens: Sequence[Token], at: int) -> bool:
        """A word at `at` saying the name after it is not the vote's: "invece di", "su"."""
        return at < len(tokens) and tokens[at].fold in self.folded["instead"] | self.folded["about"]

    def _edit_line(self, tokens: Sequence[Token], end: int) -> int | None:
        """The index past "EDIT :" opening the next line after the name, a bracket after it
        ("Mon vote : Kilian (edit : Léonie)") or its clause ("vote : Kilian, edit : Isidore");
        None without one."""
        start = end
        while start < len(tokens) and start - end < 3 and tokens[start].text in (".", "!", "\n", "(", ",", ";"):
            start += 1
        if start > end and start + 1 < len(tokens) and tokens[start].fold in self.folded["edit_marks"] \
                and tokens[start + 1].text == ":":
            return start + 2
        return None

    def _saying_no(self, tokens: Sequence[Token], end: int) -> tuple[int, int]:
        """(start, end) of a correction saying no right after the name or after the stop that
        follows it ("anzi no", ". Non, plutôt"); start == end without one."""
        start = end
        # "voto Klaatu!\nAnzi no.": past the stop and the line breaks after the name ("Voto
        # Zanna\n...\nno vabbe aspetto": a line of dots between).
        while start < len(tokens) and start - end < 6 and tokens[start].text in (".", "!", "\n", "…", "..."):
            start += 1
        if start + 1 < len(tokens) and tokens[start].fold in self.folded["edit_marks"] \
                and tokens[start + 1].text == ":":
            start += 2   # "voto Gollum\nEDIT: anzi no"
        at = speech.phrases_end(tokens, start, self.correction_phrases)
        no = speech.phrases_end(tokens, start, self.retake_phrases) if at == start else start
        if no > start and (later := speech.phrases_end(tokens, no, self.correction_phrases)) > no:
            at = later   # « nan jme suis trompée, Baptiste »: a no, then the correction
        return (start, at) if any(tokens[k].fold in NO_WORDS for k in range(start, at)) \
            else (start, start)

    def _taken_back(self, tokens: Sequence[Token], end: int) -> bool:
        """ "voto Carlo, anzi no", "voto sì, anzi no.", "voto Gollum... anzi no, resto su
        Grima": a correction saying no right after the name, or starting the next sentence
        ("Je vote Kilian. Euh non."), with no name after it (`_corrected` found none)."""
        start, at = self._saying_no(tokens, end)
        return at != start
