"""Where a vote form stands in its sentence: someone else's words, a hypothesis, an election.

The grammar (grammar.py) finds the forms; these functions read the words around one form to
say whether it is the author's own declaration. Each takes the tokens of the text and the
index of the form's first keyword word; the word lists come folded from the Grammar.
"""
from __future__ import annotations

import functools
import re
from typing import AbstractSet, Mapping, Sequence

from lupus_mod.orders.text import STRONG, WEAK, WORD, Token, fold, tokenize
from lupus_mod.votes.names import Roster

# A form right after an opening quotation mark, or inside a pair of them on its line, quotes
# someone else's words or an example: scrivete «voto Nome», ha scritto "voto Kira".
OPENING_QUOTES = "«“\"‘„"
# A line starting with ">" is an e-mail style quote of someone else's post: "> voto Gollum".
QUOTED_LINE = ">"
RUN_GAPS = (",", "...", "…")   # skipped between the phrases of a run ("anzi no, Rosie")
_PAIRS = (("«", "»"), ("“", "”"))

Phrases = AbstractSet[tuple[str, ...]]


def phrases(words: Sequence[str]) -> frozenset[tuple[str, ...]]:
    """Each entry of a word list as its folded words: "peut-être" → ("peut", "etre")."""
    return frozenset(p for p in (tuple(t.fold for t in tokenize(w) if t.kind == WORD)
                                 for w in words) if p)


def singles(words: Sequence[str]) -> frozenset[str]:
    return frozenset(fold(w) for w in words)


def inside_quotes(text: str, start: int) -> bool:
    """True when offset `start` follows an opening quotation mark, lies inside a pair of them
    on its own line (a straight double quote counts when there is an odd number) or on a line
    that starts with ">"."""
    line = text[text.rfind("\n", 0, start) + 1:start]
    if line.lstrip(" \t").startswith(QUOTED_LINE):
        return True
    if line.rstrip(" \t")[-1:] in OPENING_QUOTES and line.strip():
        return True
    if any(line.count(opening) > line.count(closing) for opening, closing in _PAIRS):
        return True
    return line.count('"') % 2 == 1


def reporting_verb(tokens: Sequence[Token], i: int, words: Mapping[str, AbstractSet[str]],
                   roster: Roster) -> bool:
    """A verb of saying, writing or reading (or someone else's possessive) right before the
    form, or right before a colon that leads to it: "c'era scritto voto Kira", "mi ha detto
    voto X", "leggo voto X", "il suo voto era per X", "Anna ha scritto: voto X". Said or
    written by the author himself ("Come avevo detto: voto X", "je l'ai dit : je vote X")
    it is his own declaration. `words`: the grammar's folded lists (reported, reading,
    reading_in, first_person)."""
    reported, reading, first_person = words["reported"], words["reading"], words["first_person"]
    j = i - 1
    while j >= 0 and tokens[j].text == "\n":   # "c'era scritto:\nvoto Kira"
        j -= 1
    if j >= 0 and tokens[j].kind == WEAK and tokens[j].text == ":":
        j -= 1
    elif j < i - 1:
        return False   # a line break without a colon ends the sentence
    if j < 0 or tokens[j].kind != WORD:
        return False
    if tokens[j].fold in reading or _reads_someone(tokens, j, i, words, roster):
        return True
    if tokens[j].fold not in reported:
        return False
    # The subject or auxiliary before the verb, past a clitic ("l'ho detto", "je l'ai dit").
    lead = [t.fold for t in tokens[max(0, j - 3):j] if t.kind == WORD]
    return not any(word in first_person for word in lead[-2:]) and not _as_said(lead)


# "come detto voto Grima", "come già detto", « comme dit » : as said (by the author), no report.
_AS = frozenset({"come", "comme", "as"})


def _as_said(lead: list[str]) -> bool:
    return bool(lead) and (lead[-1] in _AS or len(lead) > 1 and lead[-2] in _AS and lead[-1] in ("gia", "deja"))


def said_before_colon(tokens: Sequence[Token], i: int, words: Mapping[str, AbstractSet[str]]) -> bool:
    """A verb of saying or writing earlier in the clause that ends in the colon before the form,
    not the author's own ("Mi ha scritto in privato: voto Gollum", "Il m'a écrit en privé : je
    vote Kilian", "Dopo quello che ha detto Sam: voto Gollum"): the form may be the words he
    was told or his own vote after them; only the GM can say. `reporting_verb` has already
    taken the verb right before the colon."""
    j = i - 1
    while j >= 0 and tokens[j].text == "\n":
        j -= 1
    if j < 1 or tokens[j].text != ":":
        return False
    clause = _clause(tokens, j - 1)
    # Its last part only: "Sam ha scritto voto Gollum, e io lo seguo: voto Gollum" is his own.
    clause = clause[max((n + 1 for n, t in enumerate(clause) if t.text == ","), default=0):]
    for k, token in enumerate(clause):
        if token.kind == WORD and token.fold in words["reported"]:
            lead = [t.fold for t in clause[max(0, k - 3):k] if t.kind == WORD]
            told = [t.fold for t in clause[k + 1:] if t.kind == WORD]
            # "Lorenzino non ha ancora scritto una riga: voto Lorenzino", "Nazgul ha scritto
            # poco: voto Nazgul": nothing (or little) written is no words reported, but why the
            # author votes ("Mi ha scritto poco fa: voto Gollum" still may be his words).
            if any(word in words["negations"] for word in lead) or \
                    told and len(told) <= 2 and told[-1] in words["said_little"]:
                return False
            return not any(word in words["first_person"] for word in lead[-2:])
    return False


def _reads_someone(tokens: Sequence[Token], j: int, i: int, words: Mapping[str, AbstractSet[str]],
                   roster: Roster) -> bool:
    """A clause before the colon that reads someone's words: a verb of reading with a player's
    name or with a word such as "nel" after it: "leggo nel post di Ale: voto X", "je lis dans
    le message de Zoé : je vote X" (but "Ho letto tutto: voto X" is the author's vote)."""
    if j == i - 1:
        return False
    clause = [t for t in _clause(tokens, j) if t.kind == WORD]
    verb = next((n for n, t in enumerate(clause) if t.fold in words["reading"]), None)
    if verb is None:
        return False
    where = any(t.fold in words["reading_in"] for t in clause[verb + 1:verb + 3])
    return where or any(roster.resolve(t.text).how in ("exact", "alias") for t in clause)


def _clause(tokens: Sequence[Token], j: int) -> list[Token]:
    """The tokens of the sentence up to index j, from its start."""
    return list(tokens[sentence_start(tokens, j):j + 1])


# How far back in its sentence a form is read (hedges, questions, subjects): the grammar
# looks back from every form, so a post of thousands of forms in one unstopped sentence
# ("voto Zefiro voto Zefiro ...") would cost the square of its length. No hedge or question
# of a vote stands more words before it than this (docs/tally.md, "Damaged pages").
REACH = 60


def sentence_start(tokens: Sequence[Token], j: int) -> int:
    """The index where the sentence of token j starts: after a full stop, a question or
    exclamation mark, a colon or a line break, and at most REACH words back."""
    stop = max(0, j - REACH)
    while j > stop and not ends_sentence(tokens[j - 1]):
        j -= 1
    return j


_SIGN_OFF_REACH = 12   # tokens from a line's end where its sign-offs may start


def signed_off(tokens: Sequence[Token], table: Phrases) -> Sequence[Token]:
    """The tokens with a sentence's end before a sign-off glued to the word before it and
    ending its line ("voto Gollum, no, Grima buona giornata a tutti!", « … Isidore bonne
    journée »): the name before it ends its clause, as with a stop. The end is a token of no
    width (the post's text, and the excerpts cut from it, stay as written)."""
    firsts = opening_words(table)
    # Only the last words of each line may open one (a post may be thousands of words long).
    ends = [k for k, t in enumerate(tokens) if t.text == "\n"] + [len(tokens)]
    near = {j for end in ends for j in range(max(1, end - _SIGN_OFF_REACH), end)}   # short lines overlap
    found: list[Token] | None = None     # copied at the first sign-off only
    for j in sorted(near, reverse=True):
        if tokens[j].kind != WORD or tokens[j].fold not in firsts or tokens[j - 1].kind != WORD:
            continue
        end = phrases_end(tokens, j, table)
        while end > j and end < len(tokens) and tokens[end].text != "\n":
            # Stops, and more sign-offs ("… bonne journée à tous ! Bonne journée !"), to the line's end.
            more = phrases_end(tokens, end, table) if tokens[end].kind == WORD else end + 1
            if more == end:
                break
            end = more
        if end > j and (end == len(tokens) or tokens[end].text == "\n"):
            found = list(tokens) if found is None else found
            found.insert(j, Token(STRONG, "", "", tokens[j].start, tokens[j].start))
    return tokens if found is None else found


def opens_sentence(tokens: Sequence[Token], j: int) -> bool:
    """Whether token j opens its sentence: `sentence_start(tokens, j) == j` without walking
    back, since the grammar asks it of every token of a post (a post may be megabytes)."""
    return j == 0 or ends_sentence(tokens[j - 1])


def ends_sentence(token: Token) -> bool:
    """A full stop, a question or exclamation mark, a colon or a line break."""
    return token.kind == STRONG or (token.kind == WEAK and token.text in ":\n")


def asks(tokens: Sequence[Token], i: int, question_words: AbstractSet[str]) -> bool:
    """A question word earlier in the sentence of the form at token i: "Perché voto Anna?"."""
    return i > 0 and any(t.kind == WORD and t.fold in question_words for t in _clause(tokens, i - 1))


def phrases_end(tokens: Sequence[Token], at: int, table: Phrases) -> int:
    """The index past a run of the table's phrases starting at `at` (commas and trailing dots
    between them are skipped: "anzi no, Rosie", "non, plutôt Hortense", "Kilian... ah non,
    Leonie"); `at` itself when none starts there."""
    longest, firsts = _shape(table)
    if at < len(tokens) and tokens[at].text not in RUN_GAPS and tokens[at].fold not in firsts:
        return at   # asked at every word of a thread: the common answer, found at once
    end = at
    while True:
        words = [k for k in range(end, min(end + 2 * longest + 1, len(tokens)))
                 if tokens[k].text not in RUN_GAPS]
        opens = bool(words) and tokens[words[0]].fold in firsts
        size = opens and next((n for n in range(longest, 0, -1) if len(words) >= n
                               and all(tokens[k].kind == WORD for k in words[:n])
                               and tuple(tokens[k].fold for k in words[:n]) in table), 0)
        if not size:   # past the commas after the last phrase: "anzi no, Rosie"
            return words[0] if words and end > at else end
        end = words[size - 1] + 1


@functools.cache
def _shape(table: Phrases) -> tuple[int, frozenset[str]]:
    """A table's longest phrase and the words its phrases start with: a tally asks at every
    word of a thread whether a phrase starts there, and almost never does one."""
    return max((len(p) for p in table), default=0), frozenset(p[0] for p in table if p)


def opening_words(table: Phrases) -> frozenset[str]:
    """The words the table's phrases start with: no phrase starts at any other word."""
    return _shape(table)[1]


def phrase_ends(tokens: Sequence[Token], j: int, table: Phrases, longest: int) -> bool:
    """A phrase of the table (of at most `longest` words) ends at token j."""
    return phrase_start(tokens, j, table, longest) is not None


def phrase_start(tokens: Sequence[Token], j: int, table: Phrases, longest: int, widest: bool = False) -> int | None:
    """The index where the shortest phrase of the table that ends at token j starts (the longest
    with `widest`: "io dico" rather than its "dico"), else None."""
    for n in range(longest, 0, -1) if widest else range(1, longest + 1):
        window = tokens[max(0, j - n + 1):j + 1]
        if len(window) == n and all(t.kind == WORD for t in window) \
                and tuple(t.fold for t in window) in table:
            return j - n + 1
    return None


MAX_ASKED_WORDS = 8   # "voto Sarumano è la scelta giusta?"


def question_mark(tokens: Sequence[Token], end: int, tags: Phrases = frozenset()) -> int | None:
    """The index of a question mark that ends the form's clause: right after the name, or
    after a few more words with no comma or line break between ("voto Sarumano è la scelta
    giusta?" asks whether to vote), or after a comma and a question tag ("voto Nazgul, no?",
    "Je vote Kilian, hein ?"); None when the clause is no question."""
    for at in range(end, min(end + MAX_ASKED_WORDS + 1, len(tokens))):
        if tokens[at].kind != WORD:
            past = phrases_end(tokens, at, tags) if tokens[at].text == "," else at
            return past if past < len(tokens) and tokens[past].kind == STRONG and "?" in tokens[past].text else None
    return None


def subject(text: str, tokens: Sequence[Token], i: int, roster: Roster) -> int | None:
    """The index where a player's name right before token i starts ("Samvise vota"), else None.
    A name said over and over is a cry, no subject: "SI SI SI voto SI", "NO NO voto NO"; nor is
    a name in lower case inside its sentence, a common word ("Al sole voto Cassandra", Sole
    playing: the sun, no vote of Sole's reported)."""
    for n in range(min(i, roster.max_words), 0, -1):
        words = tokens[i - n:i]
        if all(t.kind == WORD for t in words) and \
                roster.exactly(text[words[0].start:words[-1].end]) is not None:
            cried = i - n > 0 and tokens[i - n - 1].kind == WORD and tokens[i - n - 1].fold == words[0].fold
            common = not words[0].text[:1].isupper() and not opens_sentence(tokens, i - n) \
                and not _article_first(tokens, i - n)
            # "invece di Grima voto Gollum", "piuttosto che Grima voto Gollum": the object of a
            # preposition, the one turned away from, no subject ("Grima voto" = "Grima votò").
            led = _led(tokens, i - n)
            # "Romeo è Zappa :) voto Zappa", "… Zappa 😀 voto Zappa": a smiley or an emoji ends
            # the words about Zappa; the vote after it is the author's.
            cut = bool(text[words[-1].end:tokens[i].start].strip(" \t"))
            return None if cried or common or led or cut or _with_me(tokens, i - n) else i - n
    return None


# "Il frate vota: Ombroso" (Frate a player's alias): an article opening the sentence before a
# name in lower case makes it the name, the subject.
_ARTICLES = frozenset({"il", "lo", "la", "l", "i", "gli", "le", "the"})


def _article_first(tokens: Sequence[Token], at: int) -> bool:
    return at > 0 and article_opening(tokens, at - 1)


def article_opening(tokens: Sequence[Token], at: int) -> bool:
    """Token `at` is an article opening its sentence ("Il sindaco vota Zorg")."""
    return tokens[at].fold in _ARTICLES and opens_sentence(tokens, at)


# "io e Merrino votiamo Grima", « moi et Kilian on vote Isidore »: the author is of the subject.
_ME_AND = frozenset({("io", "e"), ("io", "ed"), ("me", "e"), ("moi", "et"), ("me", "and"), ("i", "and")})


def _with_me(tokens: Sequence[Token], at: int) -> bool:
    """The name starting at `at` follows "io e": a subject the author is part of, no other's."""
    before = tuple(t.fold for t in tokens[max(at - 2, 0):at] if t.kind == WORD)
    return len(before) == 2 and before in _ME_AND


_OBJECT_LEADS = frozenset({"di", "del", "della", "da", "dal", "dalla", "a", "al", "alla", "con", "per",
                           "su", "de", "du", "des", "from", "than", "of", "instead",
                           # "unvote Zorg vote Klaatu", "tolgo Zorg voto Klaatu": the vote taken from him
                           "unvote", "unvoto", "tolgo", "levo", "ritiro", "devote", "retire", "enleve"})
# "che"/"que" lead a subject ("credo che Grima voti", « je crois que Gaspard vote Isidore »),
# but not after "rather": "piuttosto che Grima voto Gollum".
_RATHER = frozenset({"piuttosto", "anziche", "plutot"})


def _led(tokens: Sequence[Token], at: int) -> bool:
    """The name starting at `at` follows a preposition, or "rather than"."""
    before = [t.fold for t in tokens[max(at - 2, 0):at] if t.kind == WORD]
    return bool(before) and (before[-1] in _OBJECT_LEADS or before[-1] in ("che", "que", "qu")
                             and len(before) == 2 and before[0] in _RATHER)


def whose(text: str, tokens: Sequence[Token], i: int, roster: Roster, third_person: AbstractSet[str],
          author: str | None) -> str:
    """Whose vote a form with a subject right before it declares, where the form is also a third
    person (French "vote"): "other" after a third-person pronoun or another player's name ("il
    vote Marc", "Hugo vote Marc": someone else's vote, reported), "own" after the author's own
    name ("Chloé vote Marc" by Chloé: his vote or a recount), "" without a subject (a mention,
    "@Merlina voto Zanna", is the player spoken to, as "@Baptiste vote Kilian !" is "Vote Kilian !")."""
    if i > 0 and tokens[i - 1].kind == WORD and tokens[i - 1].fold in third_person:
        return "other"
    at = subject(text, tokens, i, roster)
    if at is None or text[tokens[at].start - 1:tokens[at].start] == "@":
        return ""   # "@Merlina voto Zanna": the player spoken to, no subject
    named = roster.exactly(text[tokens[at].start:tokens[i - 1].end]).name
    if named in roster.gm:
        return ""   # "Master conta il mio voto per Grima": the GM spoken to, who casts no vote
    return "own" if author is not None and named == author else "other"


def among(text: str, tokens: Sequence[Token], i: int, roster: Roster, between: AbstractSet[str],
          alternatives: AbstractSet[str]) -> bool:
    """Right before token i, the two players a choice is made between: "tra Zappa e Bacco voto
    Zappa", "Entre Kilian et Hortense je vote Kilian" (no subject of the form: the author's)."""
    second = subject(text, tokens, i, roster)
    if second is None or second < 3 or tokens[second - 1].fold not in alternatives:
        return False
    first = subject(text, tokens, second - 1, roster)
    return first is not None and first > 0 and tokens[first - 1].fold in between


# "#votoSaurone": a hashtag gluing a form's first word to a capitalised name.
_HASHTAG = re.compile(r"#(\w+?)(?=[A-ZÀ-Ý])")
# Four letters or more, each alone between single spaces: a word spelt out ("G R I M A").
_SPACED = re.compile(r"(?<!\S)(?:[^\W\d_] ){3,}[^\W\d_](?!\S)")


def unglued(text: str, keywords: AbstractSet[str] | Mapping[str, object]) -> str:
    """The post with "#votoSaurone" read as "voto Saurone" when "voto" starts a form, and a
    word spelt out letter by letter for effect ("voto O m b r o s o", "V O T O   G R I M A")
    as the word: the same length, so every offset into the post still holds."""
    text = _SPACED.sub(lambda m: m[0].replace(" ", "").ljust(len(m[0])), text)
    return _HASHTAG.sub(lambda m: f"{m[1]} " if fold(m[1]) in keywords else m[0], text)


def joke_after(tokens: Sequence[Token], end: int, doubt_words: AbstractSet[str]) -> bool:
    """The sentence after the name (`end`) is at most two words, one of them a doubt word:
    "voto Gollum. Scherzo!", "voto Gollum\nscherzo", "Je vote Kilian... je rigole"."""
    at = end
    while at < len(tokens) and tokens[at].kind != WORD:
        at += 1
    if at == end or not any(t.kind == STRONG or t.text in ("\n", "...", "…") for t in tokens[end:at]):
        return False   # the name's own sentence goes on: "voto Gollum, scherzi a parte"
    stop = next((k for k in range(at, len(tokens)) if tokens[k].kind != WORD), len(tokens))
    sentence = tokens[at:stop]
    return len(sentence) <= 2 and any(t.fold in doubt_words for t in sentence)


def myself(tokens: Sequence[Token], at: int, start: int, table: Phrases) -> tuple[int, int] | None:
    """(first, past) of the author's word for himself (`table`: "moi", "me stesso") among the
    words from `at` to `start`, the first past the fillers ("pour moi"); None without one."""
    longest = max((len(p) for p in table), default=0)
    for k in range(at, min(start, len(tokens) - 1) + 1):
        for n in range(longest, 0, -1):
            words = tokens[k:k + n]
            if len(words) == n and all(t.kind == WORD for t in words) \
                    and tuple(t.fold for t in words) in table:
                return k, k + n
    return None
