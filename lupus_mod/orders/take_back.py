"""Orders taken back: "annullo", "lascia stare (tutto)", "non indago nessuno", "j'annule, je ne
fais rien", "Mi sacrifico. Anzi no, lascia stare" — which of the sender's orders a line
withdraws, the power it names or the one it does not (`orders.withdrawals` applies it over the log)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import takewhile

from lupus_mod.orders.change_words import (ALL_WORDS, ANNUL_WORDS, CHANGE_CUES, CUE_PAIRS, DISREGARD, DISREGARD_NEGATIONS, DISREGARD_NOT,
                                           HYPOTHESES, MESSAGE_WORDS, PROPOSALS, REPLACE_WORDS, TELLING, WITHDRAWAL_TALK)
from lupus_mod.orders.courtesy import THANKS
from lupus_mod.orders.denied_powers import denied_keywords, keyword_of
from lupus_mod.orders.conditions import conditioned_at, then_clause
from lupus_mod.orders.italian import (LATER_TIME_WORDS, LATER_WORDS, LEAVE_TALK, CLITICS, KEEP_VERBS, NEGATIONS, NO_ONE, NOBODY, NOTHING, OPENERS,
                                      POWER_NOUNS, REST, TONIGHT)
from lupus_mod.orders.let_go import let_go_names, let_go_of
from lupus_mod.orders.keeping import kept_of_its_own, kept_phrase, left_as_it_is, spared_at
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.put_off import own_target_put_off
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reread import unstopped
from lupus_mod.orders.refused import refused
from lupus_mod.orders.resting import PUT_OFF_TALK, RESTING, power_unused, rests
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.text import STRONG, WEAK, fold


@dataclass(frozen=True)
class Withdrawal:
    """A line taking back orders: of these powers (`keywords`), or, when empty, of the one
    power the sender has ordered (an unclear withdrawal if he ordered several); `everything`:
    every order of his; `names`: only the orders naming them ("non indago Sam")."""
    keywords: tuple[str, ...] = ()
    everything: bool = False
    names: tuple[str, ...] = ()
    after_orders: bool = True     # it comes after the line's own orders of those powers
    # Words of taking back among other words ("anzi no, lo tengo io", "il salvataggio lascialo
    # stare"): something is taken back, but what the other words say of it only the sender
    # knows — the night asks which of his orders, if any, the line withdraws.
    unclear: bool = False
    # "ignora l'ultimo messaggio", "annulla la correzione": the words name an earlier message.
    of_message: bool = False
    # « si c'est Gaspard je le sauve pas »: the power refused under a condition.
    conditioned: bool = False


def change_cued(pieces: tuple[Piece, ...]) -> bool:
    """A word asking the GM to change something or correcting, not opening a hypothesis
    ("metti Merry", not "metti che Merry sia lupo")."""
    words = [p for p in pieces if isinstance(p, Word)]
    # "Nazgul, mi sono sbagliato prima": a correction word after the names asks as well.
    cues = CHANGE_CUES | REPLACE_WORDS | PROPOSALS
    return any(w.fold in cues and (w.fold, after.fold if after else "") not in HYPOTHESES
               or (w.fold, after.fold if after else "") in CUE_PAIRS
               for w, after in zip(words, [*words[1:], None]))


def withdrawal_of(pieces: tuple[Piece, ...], index: NameIndex) -> Withdrawal | None:
    """ "non salvo nessuno", "anzi no, non lo salvo", "je ne sauve personne": a power's keyword
    denied, or its phrase kept ("je garde ma potion de vie"); "annullo", "lascia stare
    (tutto)", "niente", "je ne fais rien": the sender's orders taken back without naming their
    power (a short line of those words only)."""
    kept_at = [n for n, p in enumerate(pieces) if isinstance(p, Said) and kept_phrase(pieces, n)]
    kept = tuple(k for n in kept_at for k in pieces[n].keywords)
    if kept:
        return Withdrawal(kept, after_orders=_ordered_before(pieces, kept_at[0], kept))
    # A power denied by name says which ("je garde le poison, je n'empoisonne personne"); kept
    # without it, which one only the sender knows.
    denied = denied_keywords(pieces, index)
    if denied:
        keywords, at, names = denied
        last_key = max((n for n, p in enumerate(pieces) if isinstance(p, Key)
                        and p.spec.keyword in keywords), default=-1)
        return Withdrawal(keywords, names=names, after_orders=at > last_key, conditioned=conditioned_at(pieces, at))
    # « je sauve la victime... ah non en fait je garde ma potion »: after the line's own order,
    # the potion kept is that order's take-back (`_trailing_take_back`), no unclear one.
    ordered = any(isinstance(p, Key) and fold(p.written) not in KEEP_VERBS for p in pieces)
    spared = spared_at(pieces)
    if (_power_kept(pieces) or spared is not None) and not ordered:
        # "il colpo nn lo sprecare", and under a condition ("se Klondike è già morto"): asked.
        return Withdrawal(unclear=True, conditioned=spared is not None and conditioned_at(pieces, spared))
    if not any(isinstance(p, (Key, Ent, Said)) for p in pieces) and takes_back(pieces):
        return Withdrawal(everything=takes_back(pieces) == "all", of_message=any(
            isinstance(p, Word) and p.fold in MESSAGE_WORDS or isinstance(p, Sep) and p.kind == CORRECTION
            for p in pieces))
    if rests(pieces):
        return Withdrawal(after_orders=False)
    kept_later = own_target_put_off(pieces)
    if kept_later:
        return Withdrawal(names=kept_later)
    unused = power_unused(pieces)
    if unused is not None:
        return Withdrawal(names=unused, after_orders=False)
    let_go = let_go_of(pieces) if not any(isinstance(p, (Key, Said)) for p in pieces) else None
    if let_go is not None:
        return Withdrawal(names=let_go[0], unclear=let_go[1], after_orders=False)
    # "lascia perdere Boromiro", "dimentica Boromiro: Nazgul": words of annulment and names
    # only take back the orders naming them (a name no order names asks, orders.later).
    # "anzi no lasciamo stare Pippino, Eowyna": the names the words of annulment are said of.
    dropped = taken_back_names(pieces)
    named = tuple(m.targets[0] for p in pieces if isinstance(p, Ent) and (not dropped or p in dropped)
                  for m in p.matches[:1] if len(m.targets) == 1)
    if named and not any(isinstance(p, (Key, Said)) for p in pieces) and takes_back(pieces) \
            and any(isinstance(p, Word) and p.fold in ANNUL_WORDS for p in pieces):
        return Withdrawal(names=named, after_orders=False)
    # "annullo, lo tengo per un'altra notte", "j'annule, je ne fais rien": a first clause of
    # those words only takes back the earlier orders; the rest is its reason, or the new order.
    # "annullo tutto e passo il palantir a Merry": "and" before the new order ends it as a comma does.
    lead = pieces[:next((n for n, p in enumerate(pieces) if isinstance(p, Sep) or isinstance(p, Word)
                         and p.fold in _AND_THEN and n + 1 < len(pieces) and isinstance(pieces[n + 1], (Key, Said))),
                        0)]
    if lead and not any(isinstance(p, (Key, Ent, Said)) for p in lead) and takes_back(lead) \
            and not _kept_after(lead, pieces[len(lead):]):
        return Withdrawal(everything=takes_back(lead) == "all", after_orders=False)
    # "ah no, è stato bruciato, nn vale. lascia stare": a last sentence of annulment on a line
    # naming nothing takes the earlier orders back; the words before it are its reason. So does
    # a last clause ("ah no aspetta, meglio aspettare la prossima notte, annullo"), and a last
    # "allora nessuno" after a question naming the target ("ah no Ombroso era lupo? allora
    # nessuno"): the earlier sentences are its reason, whoever they name.
    # "se è già stato evocato da qualcun altro allora niente": led by a condition, the
    # take-back holds only if it does, which only the GM knows (orders.doubts asks).
    for last in (last_sentence(pieces), last_clause(pieces), then_clause(pieces)):
        reason = not any(isinstance(p, (Key, Said)) for p in pieces) and not any(isinstance(p, Ent) for p in last)
        annulled = not any(isinstance(p, Ent) for p in pieces) and any(
            isinstance(p, Word) and p.fold in ANNUL_WORDS for p in last)
        if last is not pieces and reason and takes_back(last) and (annulled or _nobody_only(last)):
            return Withdrawal(everything=takes_back(last) == "all", after_orders=False,
                              conditioned=conditioned_at(pieces, len(pieces) - len(last)))
    tail = _trailing_take_back(pieces)
    if not tail:
        return Withdrawal(unclear=True) if _unclear_take_back(pieces, index) else None
    # "indago Zorg, anzi annulla": the line's own orders, not an earlier one of another power.
    own = tuple(dict.fromkeys(k for p in pieces for k in (
        (p.spec.keyword,) if isinstance(p, Key) else p.keywords if isinstance(p, Said) else ())))
    # "Je sauve Kilian. J'empoisonne Baptiste… non, oubliez le poison": the power the take-back
    # names, of the line's own; the others stand.
    named = tuple(k for p in tail if isinstance(p, Word) and (k := keyword_of(p, index)) in own)
    return Withdrawal(() if takes_back(tail) == "all" else named or own,
                      everything=takes_back(tail) == "all")


def _ordered_before(pieces: tuple[Piece, ...], at: int, kept: tuple[str, ...]) -> bool:
    """ « je sauve Kilian. finalement je garde ma potion de vie », « ma potion de mort sur
    Baptiste. en fait non, je garde ma potion de mort »: the potion kept after the line's own
    order spending it takes that order back (the player's last word); kept before it, or of
    another power (« jsauve kilian, jgarde ma potion de mort »), it takes back only an earlier one."""
    return any(isinstance(p, Key) and p.spec.keyword in kept or isinstance(p, Said) and set(p.keywords) & set(kept)
               for p in pieces[:at])


def last_clause(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces after the line's last separator, its closing stops aside; the line if none."""
    said = unstopped(pieces)
    cut = max((n for n, p in enumerate(said) if isinstance(p, Sep)), default=None)
    return said[cut + 1:] if cut is not None else pieces


def _power_kept(pieces: tuple[Piece, ...]) -> bool:
    """ "en fait non je garde ma potion", "la pozione la tengo": keeping what a power spends
    without saying which ("ma potion": of life or of death?) may take back the order that
    spends it; a keeping word that is another power's keyword (the Voleur's « garde ») is read
    as keeping here."""
    words = [Word(p.written, fold(p.written), False) if isinstance(p, Key) else p
             for p in pieces if isinstance(p, (Key, Word))]
    return not any(isinstance(p, (Ent, Said)) for p in pieces) and any(
        w.fold in KEEP_VERBS and any(x.fold in POWER_NOUNS for x in words[max(0, n - 2):n + 4])
        for n, w in enumerate(words))


_AND_THEN = frozenset({"e", "ed", "et", "poi", "puis", "and", "then"})
# "no niente, va bene così", "niente, confermo": the "nothing" says nothing changes.
_AS_IT_IS = frozenset({"cosi", "confermo", "conferma", "confermato", "resta", "rimane"})


def _kept_after(lead: tuple[Piece, ...], rest: tuple[Piece, ...]) -> bool:
    """A bare "niente" (no word of annulment) whose line goes on to keep things as they are,
    naming no one ("no niente, resta come prima: Boromiro" may bring back an order: asked);
    or any such lead before a player kept ("oublie, on garde Kilian finalement": the wolf's
    "never mind" keeps the pack's victim, it takes nothing back)."""
    annuls = any(isinstance(p, Word) and p.fold in ANNUL_WORDS for p in lead)
    if annuls and any(isinstance(p, (Word, Key)) and fold(p.written if isinstance(p, Key) else p.fold)
                      in _KEEPS_PLAYER for p in rest) and any(
            isinstance(p, Ent) and p.matches[0].kind == PLAYER for p in rest):
        return True
    return not annuls and any(
        isinstance(p, Word) and p.fold in _AS_IT_IS for p in rest) and not any(
        isinstance(p, (Ent, Key, Said)) for p in rest)


# "on garde Kilian", "on reste sur Kilian", "je confirme Kilian": a player kept as the target.
_KEEPS_PLAYER = frozenset({"garde", "gardons", "reste", "restons", "confirme", "resta", "confermo",
                           "tengo", "teniamo"})


def taken_back_names(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "lasciamo stare Pippino", "dimentica Boromiro": the names right after a word of
    annulment in its clause (words around orders and "stare", "perdere" between), or right
    before one letting him go ("Jolene lasciala morire")."""
    found: list[Ent] = []
    after = False
    found += let_go_names(pieces)   # "Jolene lasciala morire": the name before the words letting him go
    for piece in pieces:
        if isinstance(piece, Word) and piece.fold in ANNUL_WORDS:
            after = True
        elif isinstance(piece, Ent) and after:
            found.append(piece)
        elif isinstance(piece, Sep) or not (isinstance(piece, Word) and (piece.filler or piece.fold in LEAVE_TALK)):
            after = False
    return tuple(found)




def last_sentence(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces after the line's last full stop followed by words or names; the line if none."""
    said = False     # a word or a name after the piece, looking from the end
    for n in range(len(pieces) - 1, -1, -1):
        piece = pieces[n]
        if said and isinstance(piece, Sep) and piece.kind == STRONG:
            return pieces[n + 1:]
        said = said or isinstance(piece, (Word, Ent))
    return pieces


def _trailing_take_back(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ "Mi sacrifico. Anzi no, lascia stare", "mi sacrifico, anzi no, annullo": after the
    line's last order, a clause of withdrawal words only, led by a correction or holding a word
    of annulment, takes the line's order back, as it would on the next line. A bare "niente"
    after an order ("indago Sam. Niente") is no such clause: it may be "nothing else"."""
    last = max((n for n, p in enumerate(pieces) if isinstance(p, (Key, Ent, Said))), default=-1)
    ending = pieces[last + 1:]
    if last >= 0 and ending and any(isinstance(p, Sep) and p.said_no for p in ending) \
            and all(isinstance(p, Sep) or isinstance(p, Word) and p.fold in THANKS for p in ending):
        return ending        # « jregarde dorian. euh non (merci) »: a no said last, nothing after it
    nobody = _nobody_after(pieces)
    if nobody:
        return nobody
    pieces = unstopped(pieces)     # "…, annullo."
    last = max((n for n, p in enumerate(pieces) if isinstance(p, (Key, Ent, Said))), default=-1)
    cut = next((n for n in range(last + 1, len(pieces)) if isinstance(pieces[n], Sep)), None)
    if last < 0 or cut is None:
        return ()
    tail = pieces[cut:]
    corrected = any(isinstance(p, Sep) and p.kind == CORRECTION for p in tail) or any(
        isinstance(p, Word) and p.fold in REPLACE_WORDS for p in tail)
    annulled = any(isinstance(p, Word) and p.fold in ANNUL_WORDS for p in tail)
    if (corrected or annulled) and takes_back(tail):
        return tail
    # "…. ah no aspetta, meglio aspettare la prossima notte, annullo": the reason said between,
    # the line's last clause a withdrawal.
    last = tail[max(n for n, p in enumerate(tail) if isinstance(p, Sep)) + 1:]
    if (corrected or annulled) and last and any(isinstance(p, Word) and p.fold in ANNUL_WORDS for p in last) \
            and takes_back(last):
        return tail
    if corrected and refused(tail):
        return tail       # « j'espionne. ah non, je ne prends pas le risque » (orders.refused)
    said = {p.fold for p in tail if isinstance(p, Word)} | {"non" for p in tail if isinstance(p, Sep) and p.said_no}
    # "indago Gollum, anzi no", "vado al bosco.. anzi no": the line ends taking its order back;
    # so does a no led by a sound or a "finally" alone: "indago Zanna, ah no", « jregarde
    # dorian. euh non », « jregarde dorian, ah non en fait ».
    if said & _SAID_NO and said <= _SAID_NO | REPLACE_WORDS | HESITATION | _FINALLY and (
            corrected or said & (HESITATION | _FINALLY) and not said & {"pas"}):
        return tail
    # "sfido Grima... no dai, stanotte riposo", "je regarde Kilian, non, ce soir rien": no, and
    # resting tonight (a bare "no niente" may only say nothing more).
    # "prelevo. ah no, aspetto domani", "ah no, domani": no, and the power put off to a later night.
    # « j'espionne... non en fait je dors »: led by « en fait » (she spied).
    resting = said & REST or said & TONIGHT and said & NOTHING or said & LATER_WORDS
    return tail if said & {"no", "non"} and resting \
        and said <= _SAID_NO | HESITATION | _FINALLY | RESTING | PUT_OFF_TALK | LATER_TIME_WORDS else ()




def _nobody_after(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ « je protège Hugo. non, finalement personne, je garde ma protection pour demain »: after an
    order, a no then « nobody » before any other word, whatever reason follows (the protection
    stood): the pieces from that no on; () if none."""
    ordered = False
    for n, piece in enumerate(pieces):
        if isinstance(piece, Sep) and ordered and _nobody_first(pieces[n:]):
            return pieces[n:]
        ordered = ordered or isinstance(piece, (Key, Ent, Said))
    return ()


def _nobody_first(tail: tuple[Piece, ...]) -> bool:
    head = list(takewhile(lambda p: not (isinstance(p, Word) and p.fold in NO_ONE), tail))
    said_no = any(isinstance(p, Sep) and p.said_no or isinstance(p, Word) and p.fold in _SAID_NO for p in head)
    return len(head) < len(tail) and said_no and all(
        isinstance(p, Sep) or isinstance(p, Word) and p.fold in _SAID_NO | REPLACE_WORDS | HESITATION | _FINALLY
        for p in head)


def keeps_item(pieces: tuple[Piece, ...] | list[Word]) -> bool:
    """ "lo specchio lo tengo io x ora", « je garde le palantír »: an item kept (orders.reread
    made it a word), no power's order."""
    words = [p for p in pieces if isinstance(p, Word)]
    return any(w.filler and w.fold in KEEP_VERBS for w in words) and any(
        w.filler and not w.fold and w.text and not w.aside for w in words)


def _unclear_take_back(pieces: tuple[Piece, ...], index: NameIndex) -> bool:
    """A line naming nothing that opens with a correction said no or keeping ("anzi no, lo
    tengo io", "finalement je garde ma potion"), or says "leave it" of something ("il
    salvataggio lascialo stare"), among words no withdrawal holds: read alone, it could take
    back an order or chat about one; a guess either way would be silent. (A bare word of
    annulment among others is chat: "ciao, domani annullo la cena".)

    A keeping word that is another power's keyword ("garde", the Voleur's in Thiercelieux) is
    read as the keeping word here: "finalement je garde ma potion de mort" names no card, and
    the Sorcière's poison must not stand because the Voleur's word was on the line (the night
    asks only when the sender has an order standing, orders.later)."""
    if any(isinstance(p, Said) or isinstance(p, Ent) and p.players() for p in pieces) or any(
            isinstance(p, Key) and fold(p.written) not in KEEP_VERBS for p in pieces):
        return False
    words = [Word(p.written, fold(p.written), False) if isinstance(p, Key) else p
             for p in pieces if isinstance(p, (Key, Word))]
    if left_as_it_is(words):
        return False    # "anzi no lascia così", « laisse comme ça »: the order kept
    if any(w.fold in _LEAVE_IT for w in words):
        return True
    # "tengo il palantir", « je garde le palantír »: its pass may be taken back.
    if keeps_item(words):
        return True
    # « annule la potion de mort », "annulla il potere": a power's spending annulled, which one
    # of his orders only he knows.
    if any(w.fold in ANNUL_WORDS and POWER_NOUNS & {x.fold for x in words[n + 1:n + 4]}
           for n, w in enumerate(words)):
        return True
    # "ci ho ripensato, lo tengo", "lo specchio me lo tengo": keeping it, the pronoun pointing
    # back at the thing an order gave away.
    if any(w.fold in KEEP_VERBS and before.fold in CLITICS for before, w in zip(words, words[1:])) \
            and not kept_of_its_own(words, index):
        return True
    # "no aspetta", "meglio di no": the sender stops his order and says nothing else.
    folds = {w.fold for w in words}
    if folds & _SAID_NO and folds & REPLACE_WORDS and folds <= _SAID_NO | REPLACE_WORDS | HESITATION:
        return True
    said = [w.fold for w in words]
    if any(pair in _WRONG_GAME or pair in _OTHER_GAME and {"per", "pour"} & set(said[max(0, n - 2):n])
           for n, pair in enumerate(zip(said, said[1:]))):
        return True
    if any(isinstance(p, Ent) for p in pieces):
        return False
    # "Ok allora aspetta, meglio tenerlo…": the opening read past the words that only open.
    while pieces and (isinstance(pieces[0], Word) and pieces[0].fold in OPENERS
                      or isinstance(pieces[0], Sep) and pieces[0].kind == WEAK):
        pieces = pieces[1:]
    words = words[len(words) - len([p for p in pieces if isinstance(p, (Key, Word))]):]
    opens = isinstance(pieces[0], Sep) and pieces[0].kind == CORRECTION if pieces else False
    rest = words if opens else words[1:] if words and words[0].fold in REPLACE_WORDS else None
    return rest is not None and any(w.fold in _SAID_NO | KEEP_VERBS for w in rest[:3])


def _nobody_only(pieces: tuple[Piece, ...]) -> bool:
    """ "allora nessuno", "quindi niente": a word of nobody among fillers only."""
    words = [p for p in pieces if isinstance(p, Word)]
    return any(w.fold in NOBODY for w in words) and all(w.filler or w.fold in NOBODY for w in words)


# "lascialo stare", "lasciala perdere": leave alone something said before (the pronoun
# points back at it).
_LEAVE_IT = frozenset({"lascialo", "lasciala", "lasciali", "lasciale"})
# "scusa, ho sbagliato partita", "messaggio sbagliato", "era per un'altra partita" (after "per":
# "nell'altra partita sono morta" is chat), "quello di prima era un test": the earlier PM not
# meant as sent; as talk, it applied.
_WRONG_GAME = frozenset({("partita", "sbagliata"), ("sbagliato", "partita"), ("messaggio", "sbagliato"),
                         ("sbagliato", "messaggio"), ("sbagliato", "gioco"), ("mauvaise", "partie"),
                         ("un", "test"), ("di", "prova")})
_OTHER_GAME = frozenset({("altra", "partita"), ("altro", "gioco"), ("autre", "partie")})
# "anzi no", "finalement non": the earlier word denied (KEEP_VERBS: "lo tengo io", "je garde ma
# potion": what the order would have spent is kept).
_SAID_NO = frozenset({"no", "non", "pas"})
# Sounds of hesitation beside that "no": "ah no aspetta", "ehm no, aspetta" (orders.second_thoughts too).
HESITATION = frozenset({"ah", "oh", "eh", "ehm", "uhm", "euh", "di"})
# « en fait », « enfin », "alla fine": "finally", beside a no that ends a line.
_FINALLY = frozenset({"en", "fait", "enfin", "finalement"})


def takes_back(pieces: tuple[Piece, ...]) -> str:
    """ "all" or "one" when the words are only those of a withdrawal, else ""."""
    words = [p for p in pieces if isinstance(p, Word)]
    folds = {w.fold for w in words}
    talk = {w.fold for w in words if not w.filler}
    disregarded = folds & DISREGARD and folds & (NEGATIONS | DISREGARD_NEGATIONS)
    annulled = folds & (ANNUL_WORDS | NOBODY) or disregarded
    told = any((a.fold, b.fold) in TELLING for a, b in zip(words, words[1:]))
    allowed = WITHDRAWAL_TALK | (DISREGARD_NOT if disregarded else frozenset())
    if not talk or not talk <= allowed or not annulled or left_as_it_is(words) or told:
        return ""
    return "all" if folds & ALL_WORDS else "one"


def standing_denied(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The keywords of standing orders denied in the line ("je ne tire plus sur Gaspard") or
    said of no one ("je ne tire sur personne", "non sparo a nessuno"): said with no one, each
    takes its standing order back."""
    found = [p.denied.spec.keyword for p in pieces
             if isinstance(p, Word) and isinstance(p.denied, Key) and p.denied.spec.clears]
    # « annule ma consigne », « je retire mon ordre de tir »: annulled, naming no one.
    annulled = any(isinstance(p, Word) and p.fold in ANNUL_WORDS | {"jretire", "jannule"} for p in pieces) \
        and not any(isinstance(p, Ent) for p in pieces)
    for n, piece in enumerate(pieces):
        if isinstance(piece, Key) and piece.spec.clears:
            clause = takewhile(lambda p: not isinstance(p, (Key, Sep)), pieces[n + 1:])
            if annulled or any(isinstance(p, Word) and p.fold in NOBODY for p in clause):
                found.append(piece.spec.keyword)
    return tuple(dict.fromkeys(found))
