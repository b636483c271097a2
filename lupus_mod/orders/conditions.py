"""A condition in a line of orders: "se mi attaccano mi difendo", "nel caso fosse morto,
Eowyna", and the sender's own death that words a standing order ("se muoio sparo a Bea").

Pure: the line's pieces (`scan.scan_line`) in; `orders.meaning` folds the answers into the
line's `Intent`. All words are folded (lowercase, no accents), as `text.fold` gives them.
"""
from __future__ import annotations

from itertools import takewhile

from lupus_mod.orders.italian import CLITICS, FRENCH_YES_LEADS, FRENCH_YES_THEN
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.text import STRONG, fold, tokenize
from lupus_mod.votes.languages import LANGUAGES

# "se mi attaccano mi difendo", "si on m'attaque je tire sur Sam", "s'il meurt je regarde Bea":
# an order under a condition leading its clause; whether it holds is the GM's to weigh.
# ("uccido il Mago, se è già morto Bacco" is no such order: its "se" follows the keyword and
# names a fallback target, `OPTIONAL_LEADS`.)
CONDITION_WORDS = frozenset({"se", "si", "qualora", "semmai", "casomai",
                             # "passo il palantir a Eowyna purché me lo chieda"
                             "purche"})
# "nel caso mi attacchino", "au cas où"; "s'il", "s'ils": the condition of two words.
CONDITION_PAIRS = frozenset({("nel", "caso"), ("in", "caso"), ("au", "cas"), ("s", "il"),
                             ("s", "ils"), ("moins", "qu"), ("moins", "que"),
                             # "..., sempre che me lo chieda", "a patto che me lo chieda"
                             ("sempre", "che"), ("patto", "che"),
                             # "indago Gollum, ammesso che Sam nn l'abbia già fatto", "ammalio
                             # Pippino, posto che nn sia già ammaliato", "supposto che"
                             ("ammesso", "che"), ("posto", "che"), ("supposto", "che"),
                             ("premesso", "che"), ("ammettendo", "che"),
                             # "indago Gollum, a meno che Nazgul non sia morto"
                             ("meno", "che")})
# "se si proteggo Tumble", "se no Jolene", « si oui je tire », « si non »: "if yes", "if not",
# after a question: the order hangs on its answer (orders.conditions._if_answer).
IF_ANSWERS = frozenset({("se", "si"), ("se", "no"), ("se", "nn"), ("si", "oui"), ("si", "non")})
# "si je meurs, je tire sur Sam", "se muoio sparo a Bea": the condition of the sender's own
# death is how the rulebooks word an order given for when he dies (Thiercelieux's Chasseur:
# « si je meurs, je tire sur Sam », a standing order): no doubt. Words of dying said in the
# first person, or beside a first-person pronoun ("s'ils me tuent", "se mi uccidono").
DYING_FIRST_PERSON = frozenset({"meurs", "jmeurs", "muoio", "morissi", "muoro", "crepo", "creve", "jcreve"})
DYING = frozenset({"mort", "morte", "morto", "morta", "tue", "tuent", "tuez", "tues",
                   "uccidono", "uccidete", "ucciso", "uccisa", "elimine", "eliminee",
                   "eliminato", "eliminata", "lynche", "lynchee", "giustiziato", "giustiziata",
                   "impiccato", "impiccata", "execute", "executee",
                   # "si je me fais tuer", "s'ils me bouffent", "si on me lynche": the same death.
                   "tuer", "bouffent", "bouffer", "mangent", "manger", "lynchent", "lyncher",
                   "buter", "butent", "brulent", "bruler", "brule", "brulee"})
FIRST_PERSON = frozenset({"je", "j", "me", "m", "mi", "io", "sono", "suis"})
# "sfido Grima, altrimenti Nazgul", "indago Gollum, sennò indago Nazgul": after an order, the
# target to take if it cannot be — a condition left unsaid, the GM's to weigh as any other.
# « je regarde Kilian, sinon Baptiste »: the same in French.
FALLBACK_WORDS = frozenset({"altrimenti", "senno", "sinon"})


def sentences(pieces: tuple[Piece, ...]) -> list[tuple[list[Piece], bool]]:
    """The line cut at stops and corrections: (pieces, ends with a question mark)."""
    sentences: list[tuple[list[Piece], bool]] = [([], False)]
    for piece in pieces:
        if isinstance(piece, Sep) and piece.kind in (STRONG, CORRECTION):
            sentences[-1] = (sentences[-1][0], piece.question)
            sentences.append(([], False))
        else:
            sentences[-1][0].append(piece)
    return sentences

def condition_leads(pieces: tuple[Piece, ...]) -> bool:
    """ "se Boromiro viene sbranato, sposta su Eowyna", "nel caso fosse morto, Eowyna": a line
    without a keyword whose clause is led by a condition with words of its own (not the bare
    "si, Eowyna") and that names players; `orders.doubts` asks when the names would change the
    sender's standing order."""
    if not any(isinstance(p, Ent) for p in pieces):
        return False
    for sentence, _ in sentences(pieces):
        for n, piece in enumerate(sentence):
            before = sentence[n - 1] if n else None
            leading = before is None or isinstance(before, Sep) or (
                isinstance(before, Word) and before.filler and before.fold not in CONDITION_WORDS)
            if not (leading and condition_at(sentence, n)):
                continue
            after = sentence[n + (1 if piece.fold in CONDITION_WORDS | FALLBACK_WORDS else 2):]
            clause = list(takewhile(lambda p: not isinstance(p, Sep), after))
            # "x Corvonero: se nn sei d'accordo scrivi tu": a name only before the condition
            # is whom the sender speaks to, nothing the condition would change.
            # "si Bea, kill Bea": "si" (Italian yes) before a name alone is no condition: a
            # condition says something of its own besides names.
            said = piece.fold != "si" or any(isinstance(p, Word) and not p.filler for p in clause)
            if clause and said and not own_death(clause) and any(isinstance(p, Ent) for p in after):
                return True
    return False

def condition_clause(pieces: tuple[Piece, ...]) -> list[Piece] | None:
    """The words of a condition leading its clause before a keyword (or phrase) of the same
    sentence: "se mi attaccano mi difendo", "ma se Sam muore, indago Bea" (`Sam muore`). Not
    the bare "si, indago Sam" (yes), nor a "se" inside a clause ("Sam se la cava"): None."""
    for sentence, _ in sentences(pieces):
        leading, skip, paired, fallback = True, False, False, False
        clause: list[Piece] | None = None     # the condition's words, once one leads a clause
        for n, piece in enumerate(sentence):
            if skip:
                skip = False
            elif isinstance(piece, Sep):
                leading = True
            elif isinstance(piece, (Key, Said)):
                # "master hai ricevuto? nel caso sfido Nazgul": "in case" alone points back at
                # what was said before it, a condition all the same (not a bare "si": yes).
                if clause is not None and (clause or paired) and not on_own_death(clause, piece) \
                        and not (fallback and _names_nothing(clause, sentence[n + 1:])):
                    return clause
                leading = False
            elif leading and condition_at(sentence, n):
                clause = []
                answer = _if_answer(sentence, n)
                skip = piece.fold not in CONDITION_WORDS | FALLBACK_WORDS or answer   # "nel caso", "s'il"
                fallback = piece.fold in FALLBACK_WORDS
                paired = skip and piece.fold in _PAIRED_ALONE or fallback or answer
            else:
                if clause is not None and not (isinstance(piece, Word)
                                               and piece.fold in CONDITION_WORDS):
                    clause.append(piece)
                leading = leading and isinstance(piece, Word) and (piece.filler or piece.fold in _AT_WORST)
    return None


def _if_answer(sentence: list[Piece], n: int) -> bool:
    """ "ma Jolene e' morta? se si proteggo Tumble": "if yes" ("se sì" typed without its
    accent), "if not", alone before the order: a condition on the answer to the question
    before it, which only the GM knows ("se si può" says more: the word after is its own)."""
    pair = sentence[n:n + 3]
    return len(pair) == 3 and all(isinstance(p, Word) for p in pair[:2]) \
        and (pair[0].fold, pair[1].fold) in IF_ANSWERS and not isinstance(pair[2], Word)


# « au pire si c'est Gaspard je le sauve pas », "al limite se": the condition still leads.
_AT_WORST = frozenset({"pire", "peggio", "limite"})


def conditioned_at(pieces: tuple[Piece, ...], at: int) -> bool:
    """ "se è Gaspard non lo salvo", « et au pire si c'est Gaspard je le sauve pas »: a
    condition with words of its own leads a clause of the sentence before the piece at `at`."""
    start = max((n + 1 for n, p in enumerate(pieces[:at])
                 if isinstance(p, Sep) and p.kind in (STRONG, CORRECTION)), default=0)
    part = list(pieces[start:at])
    leading = True
    for n, piece in enumerate(part):
        if isinstance(piece, Sep):
            leading = True
        elif leading and condition_at(part, n) and any(
                isinstance(p, Ent) or isinstance(p, Word) and not p.filler for p in part[n + 1:]):
            return True
        else:
            leading = leading and isinstance(piece, Word) and (piece.filler or piece.fold in _AT_WORST)
    return False


def then_clause(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ "se è già stato evocato allora niente": the pieces from the last "allora"/"quindi"
    after a condition, as if a comma stood before it; the line if none."""
    then = max((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold in THEN_WORDS), default=None)
    return pieces[then:] if then and conditioned_at(pieces, then) else pieces


def _names_nothing(clause: list[Piece], rest: list[Piece]) -> bool:
    """« j'échange avec le loup-garou si possible, sinon je garde »: a fallback of filler words
    before an order that names nothing (the Voleur keeping his own card) offers no target of
    its own; the first order is the one to read."""
    return all(isinstance(p, Word) and p.filler for p in clause) and \
        not any(isinstance(p, (Ent, Key, Said)) for p in rest)


# "nel caso", "in caso", "au cas (où)": a condition by themselves, before the order; "s'il" is not.
_PAIRED_ALONE = frozenset(first for first, _ in CONDITION_PAIRS if first != "s")


def condition_after(pieces: tuple[Piece, ...]) -> list[Piece] | None:
    """ "sbraniamo Boromiro se Eowyna è protetta", "sbraniamo Boromiro, se Eowyna non è
    protetta": a condition after an order, in its sentence, naming a player — the order hangs
    on it (read whole, the condition's player would be a second target, or dropped unasked).
    Naming no one, the condition leading its clause still holds the order ("J'empoisonne
    Gaspard si jamais c'est un loup": the GM knows whether he is one, the reader does not).
    Not a fallback filling an optional argument ("uccido il Mago, se è già morto Bacco": the
    power takes a player still), nor a "se" that is no "if" ("sfido Grima se la cava"), a
    courtesy to the GM ("s'il te plaît", "si possible", "si vous le voulez bien") or the
    sender's own death ("je tire sur Baptiste si je meurs")."""
    for sentence, _ in sentences(pieces):
        key: Key | None = None
        named = False     # the order's player named before the condition
        for n, piece in enumerate(sentence):
            if isinstance(piece, (Key, Said)):
                key, named = (piece if isinstance(piece, Key) else None), False
            elif isinstance(piece, Ent) and any(m.kind == PLAYER for m in piece.matches):
                named = True
            # « si je meurs de nuit je tire sur Baptiste, si c'est de jour sur Josephine »: an
            # optional player already named, the condition's player is no fallback filling it.
            elif key is not None and condition_at(sentence, n) and (
                    not any(optional for _, optional in key.spec.kinds()) or _unless(sentence, n) or named):
                clause = list(takewhile(lambda p: not isinstance(p, (Key, Said)), sentence[n + 1:]))
                if on_own_death(clause, key) or _shrugged(clause):
                    continue   # « sfido Gollum, se muoio pazienza »: the outcome shrugged at
                if _unless(sentence, n) and (any(isinstance(p, Ent) for p in clause) or _hangs(piece, clause)):
                    # « je sauve la victime sauf si c'est Baptiste »: never a fallback target.
                    return clause
                # "vado al bosco, altrimenti al prato": a fallback names a thing the power takes.
                wanted = {PLAYER} | ({kind for kind, _ in key.spec.kinds()}
                                     if sentence[n].fold in FALLBACK_WORDS else set())
                if any(isinstance(p, Ent) and p.matches[0].kind in wanted for p in clause) \
                        or _leads(sentence, n) and _hangs(piece, clause):
                    return clause
    return None


def condition_after_name(pieces: tuple[Piece, ...]) -> bool:
    """ "anzi a Eowyna se me lo chiede", a PM after `passo il palantir a Boromiro`: a line
    without a keyword whose name is followed in its sentence by a condition (on a player, or
    words the change hangs on, as `condition_after` reads them after an order)."""
    return _name_then_condition(pieces) is not None


def named_around_condition(pieces: tuple[Piece, ...]) -> tuple[tuple[Ent, ...], tuple[Ent, ...]]:
    """ "anzi Tumble se Falco muore": the names before the condition (the change) and those of
    the condition, of a line `condition_after_name` reads; ((), ()) else."""
    found = _name_then_condition(pieces)
    if found is None:
        return (), ()
    return tuple(tuple(p for p in part if isinstance(p, Ent)) for part in found)     # type: ignore[return-value]


def _name_then_condition(pieces: tuple[Piece, ...]) -> tuple[list[Piece], list[Piece]] | None:
    """The sentence cut at the condition that follows its name: (before, the condition)."""
    for sentence, _ in sentences(pieces):
        for n, piece in enumerate(sentence):
            if condition_at(sentence, n) and _leads(sentence, n):
                clause = sentence[n + 1:]
                if not own_death(clause) and (any(isinstance(p, Ent) for p in clause)
                                               or _hangs(piece, clause)):
                    return sentence[:n], clause
    return None


# "s'il te plaît", "si possible", "si tu veux", "se puoi", "si vous le voulez bien": a courtesy
# to the GM; "se è ancora vivo", "s'il est encore en vie": a dead target fails the order anyway.
_NO_IF = frozenset({"te", "t", "vous", "tu", "ti", "possible", "possibile", "puoi", "vuoi", "voulez",
                    # "indago Totò se si può", "se posso": if the rules allow it, as they decide.
                    "puo", "posso",
                    "veux", "peux", "pouvez", "plait", "vivo", "viva", "vivant", "vivante", "vie",
                    # "indago Gollum se me lo permetti": leave asked of the GM, no "if".
                    "permetti", "permettete", "consenti",
                    # "mi sacrifico se serve", « j'espionne si besoin »: if need be, as the night goes.
                    "serve", "besoin", "necessaire", "necessario"})
# "se la cava", "se ne va": the Italian reflexive before a clitic, no "if".
_REFLEXIVE_AFTER = CLITICS | {"ne", "ci"}
# "passo il palantir a Eowyna se lo chiede", "se lo vuole": a clitic then a verb of asking or
# wanting is an "if" all the same (the pass hangs on Eowyna's word), never a reflexive.
_ASKING = frozenset({"chiede", "chieda", "chiedono", "chiedano", "vuole", "voglia", "vogliono",
                     "vogliano", "vuol", "chiedera", "vorra"})


def _leads(sentence: list[Piece], n: int) -> bool:
    """The condition word at `n` follows the order's names, with only commas and fillers
    between ("il est si louche": "so", after a verb, is no "if"; "poi vediamo domani se
    parla": "whether")."""
    before = next((p for p in reversed(sentence[:n]) if not isinstance(p, Sep)
                   and not (isinstance(p, Word) and (p.filler or p.fold in _ONLY_IF))), None)
    # « jespionne si c pas trop risqué »: an order that names no one, the condition right after it.
    return isinstance(before, (Ent, Said)) or isinstance(before, Key) and not before.spec.args


# "sauf si c'est le chasseur", "seulement s'il est loup", "à moins qu'il soit protégé", "solo se
# è lupo": words leading the condition after the order ("même si", "even if", is none).
_ONLY_IF = frozenset({"sauf", "seulement", "uniquement", "solo", "soltanto", "tranne", "a"})


def _unless(sentence: list[Piece], n: int) -> bool:
    """The condition at `n` is an "unless" or an "only if" (« sauf si », "a meno che", "solo
    se"): it restricts the order, never names the target an optional argument falls back to."""
    before = next((p for p in reversed(sentence[:n]) if not isinstance(p, Sep)), None)
    return sentence[n].fold in ("meno", "moins") or isinstance(before, Word) and before.fold in _ONLY_IF


def _hangs(word: Word, clause: list[Piece]) -> bool:
    """A condition naming no one that the order hangs on: words of its own, no courtesy among
    them (`_NO_IF`), and not the Italian reflexive ("se la cava")."""
    words = [p.fold for p in clause if isinstance(p, Word)]
    return bool(words) and not set(words) & _NO_IF and not (
        word.fold == "se" and words[0] in _REFLEXIVE_AFTER and not set(words[1:2]) & _ASKING)


def own_death(clause: list[Piece]) -> bool:
    """ "je meurs", "s'ils me tuent", "se muoio": the condition is the sender's death, and names
    no one else (`DYING`)."""
    folds = {p.fold for p in clause if isinstance(p, Word)}
    return not any(isinstance(p, Ent) for p in clause) and bool(
        folds & DYING_FIRST_PERSON or folds & DYING and folds & FIRST_PERSON)


def on_own_death(clause: list[Piece], order: Key | Said) -> bool:
    """ "si je meurs, je tire sur Sam": the sender's own death before the order of a standing
    designation (effect `designate`, the one power that may name no one: Thiercelieux's
    Chasseur, « il doit désigner une personne qui mourra également »), whose order is given for
    when he dies; a phrase's powers are not known here and are read so too (« S'ils me tuent, ma
    balle sera pour Gaspard »). Any other power acts while its holder lives: "se muoio proteggo
    Jolene" hangs on a death that would stop it, and is the GM's to weigh."""
    return own_death(clause) and (isinstance(order, Said) or order.spec.clears)


def condition_at(sentence: list[Piece], n: int) -> bool:
    """A condition word at `n` (a fallback's too: "altrimenti"), or the first word of a
    two-word one ("nel caso", "s'il")."""
    word = sentence[n] if n < len(sentence) else None
    if not isinstance(word, Word):
        return False
    following = sentence[n + 1] if n + 1 < len(sentence) else None
    before = sentence[n - 1] if n else None
    if word.fold in ("se", "si") and isinstance(before, Word) and before.fold in _EVEN:
        return False   # "proteggo Bea, anche se è presto": "even if", the order stands
    if word.fold == "si" and isinstance(before, Word) and before.fold in _RELATIVE:
        return False   # "Fiordaliso che si dichiara medium": the Italian reflexive, no "if"
    if word.fold == "si" and _yes(before, following):
        return False   # « ah si en fait je le sauve », « si si je tire sur X »: French "yes"
    # "a meno che" is "unless"; "più o meno che ne so" is no condition.
    led = word.fold not in _LED_BY or isinstance(before, Word) and before.fold in _LED_BY[word.fold]
    # "passo il palantir a Eowyna quando me lo chiede": "when" she asks is "if" she asks.
    asked = word.fold == "quando" and any(isinstance(p, Word) and p.fold in _ASKING
                                          for p in sentence[n + 1:n + 4])
    return asked or word.fold in CONDITION_WORDS | FALLBACK_WORDS or led and (
        isinstance(following, Word) and (word.fold, following.fold) in CONDITION_PAIRS)


# "anche se", "pure se", "même si": "even if", a concession, no condition.
_EVEN = frozenset({"anche", "pure", "meme"})
# "che si dichiara", "chi si crede": after a relative pronoun "si" is the Italian reflexive
# (French says « que si », « qui si », never "che si").
_RELATIVE = frozenset({"che", "chi"})
# The first word of a pair that is a condition only after one of these.
_LED_BY = {"meno": frozenset({"a", "ad"})}


# "Jolene è già coperta? Allora proteggo Tumbleweed": the order hangs on the GM's answer.
THEN_WORDS = frozenset({"allora", "quindi", "dunque", "alors", "donc", "then"})


def asked_then(pieces: tuple[Piece, ...]) -> list[Piece] | None:
    """A question with no keyword (to the GM), then a sentence led by "allora", "alors"…
    that orders: the question's pieces (its names are the condition's), else None."""
    said = sentences(pieces)
    for (question, asked), (answer, _) in zip(said, said[1:]):
        lead = next((p for p in answer if not isinstance(p, Sep)), None)
        if asked and not any(isinstance(p, (Key, Said)) for p in question) and isinstance(lead, Word) \
                and lead.fold in THEN_WORDS and any(isinstance(p, (Key, Said)) for p in answer):
            return question
    return None


def trailing_condition(pieces: tuple[Piece, ...]) -> bool:
    """ "prevedo Boromiro. Se è già stato previsto, allora Grimaldo": after the sentence of the
    line's last order, a sentence led by a condition that names players: a fallback the GM
    weighs (read as talk, its name would be dropped unasked)."""
    said = sentences(pieces)
    last = max((n for n, (sentence, _) in enumerate(said)
                if any(isinstance(p, (Key, Said)) for p in sentence)), default=None)
    return last is not None and any(condition_leads(tuple(sentence)) and not _shrugged(sentence)
                                    for sentence, _ in said[last + 1:])


# « on dévore Leonie. Si la sorcière la sauve tant pis », "se la salva pazienza", "sfido Gollum,
# se muoio amen": a condition ending in a shrug is a remark on the outcome, the order stands
# whatever it says (it asked, as a fallback or as the condition the order hangs on). The
# languages' shrugs end a condition after a vote alike (votes/languages_*.py); "peggio", "grave"
# end one said of an order ("se lo salvano peggio", "se muoio poco grave"); "fa niente" does not
# ("sbraniamo Boromiro, se Eowyna non fa niente" is the condition's own verb).
_SHRUGS = frozenset(tuple(fold(w) for w in phrase.replace("'", " ").split())
                    for words in LANGUAGES.values() for phrase in words["shrugs"]) \
    - {("fa", "niente")} | {("peggio",), ("grave",)}


def _shrugged(sentence: list[Piece]) -> bool:
    words = [p for p in sentence if not isinstance(p, Sep)]
    return any(len(words) > len(shrug) and all(isinstance(w, Word) and w.fold == f
                                               for w, f in zip(words[-len(shrug):], shrug))
               for shrug in _SHRUGS)


def before_condition(text: str) -> str:
    """ "vado al mulino, attacco Guido. Se trovo un fungo lo trasformo in zuppa": the line up to
    the sentence that a condition word opens, when it is not the first ("" else): the orders
    said before it stand whatever the condition (the first reading a doubt offers)."""
    tokens = tokenize(text)
    for n, token in enumerate(tokens):
        if n and token.fold in CONDITION_WORDS and tokens[n - 1].kind == STRONG:
            return text[:token.start]
    return ""


def _yes(before: Piece | None, following: Piece | None) -> bool:
    """ « ah si en fait », « si si »: the French "yes" contradicting a no, no "if" (an
    interjection before it, and a word of a change of mind or another « si » after it)."""
    after = following.fold if isinstance(following, Word) else ""
    return after == "si" or isinstance(before, Word) and (before.fold == "si" or
                                                          before.fold in FRENCH_YES_LEADS and after in FRENCH_YES_THEN)
