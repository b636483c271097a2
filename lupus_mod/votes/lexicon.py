"""The words of one game's vote grammar: the language's lists (languages.py, each a `[votes]`
setting) with the game's own over them, compiled once into the forms and the folded words and
phrases the reader compares tokens with. The reading itself is votes/grammar.py."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Self

from lupus_mod.orders.text import fold
from lupus_mod.votes import speech
from lupus_mod.votes.forms import (ABSTAIN, CONDITION, DOUBT, ELECT, HEDGED, TARGET, UNVOTE, VOTE, Form,
                                   compile_form)
from lupus_mod.votes.languages import ITALIAN, LANGUAGES


def bare_mark(text: str) -> str:
    """`text` as a `bare_marks` entry is compared: trimmed, without the emoji variation
    selectors a keyboard may add or leave out ("🗳️" and "🗳")."""
    return text.replace("\ufe0f", "").replace("\ufe0e", "").strip()

# The lists every language table has, in the order of the Grammar's fields.
WORD_LISTS = ("vote", "unvote", "abstain", "elect", "pointing", "negations", "talk_before", "hedges", "hedge_ends",
              "fillers", "alternatives", "reported", "said_little", "first_person", "third_person", "reading",
              "reading_in", "other_verbs", "election", "election_links", "election_before", "doubts", "unsure_after",
              "question_words", "corrections", "instead", "myself", "agree", "cries", "bluffs", "returned", "cry_votes", "bare", "like",
              "sure_after", "bare_after", "laughs",
              "conditions", "no_longer", "edit_marks", "yesterday", "stake", "runoff", "moved_from", "move_verbs", "declares",
              "moved_to", "whoever", "myself_before", "myself_after", "bare_marks", "you", "asking", "choose", "between", "jokes",
              "retakes", "because", "denials", "never", "whose", "mine",
              "second_thoughts", "inserts", "clitics", "asides", "later", "tags",
              "copulas", "unvote_alone", "unvote_moved", "not_voting", "name_dropped", "rethought", "unless", "concessions", "and_then", "kept", "stay", "also",
              "choose_alone", "agree_with", "ordinals", "last_one", "as_yesterday", "undecided", "shrugs", "change_later", "counterfactuals",
              "sign_offs", "described", "moves", "articles_f", "articles_m",
              "elided", "about", "title_extras", "alone_after", "openers", "verbs_alone", "own_present",
              "namely", "reply_joins", "relatives", "today", "earlier", "roles", "unvote_told", "like_then", "other_one", "claims",
              "restated", "in_character", "closing_cries", "double_claims", "like_links", "vote_holds",
              "runoff_spares", "runoff_not_him", "runoff_backs", "for_player", "cancel_quoted", "myself_then", "gone_back",
              "shots", "shots_after", "heirs", "against", "without", "cry_leads")


@dataclass(frozen=True)
class Lexicon:
    """The forms and word lists of one game; the defaults are Italian (`for_language`)."""

    vote: tuple[str, ...] = ITALIAN["vote"]
    unvote: tuple[str, ...] = ITALIAN["unvote"]
    abstain: tuple[str, ...] = ITALIAN["abstain"]
    elect: tuple[str, ...] = ITALIAN["elect"]   # "j'élis Hortense": an election vote, the title unwritten
    pointing: tuple[str, ...] = ITALIAN["pointing"]   # "Gollum mente. Voto lui.": a doubt offering Gollum
    bold_only: bool = False
    spoilers_count: bool = False
    negations: tuple[str, ...] = ITALIAN["negations"]
    talk_before: tuple[str, ...] = ITALIAN["talk_before"]
    hedges: tuple[str, ...] = ITALIAN["hedges"]
    hedge_ends: tuple[str, ...] = ITALIAN["hedge_ends"]
    today: tuple[str, ...] = ITALIAN["today"]   # "…, oggi voto Gollum": today's vote, whatever came before
    earlier: tuple[str, ...] = ITALIAN["earlier"]   # "voto Ululone, tolgo il voto precedente": the vote stands
    fillers: tuple[str, ...] = ITALIAN["fillers"]
    alternatives: tuple[str, ...] = ITALIAN["alternatives"]
    reported: tuple[str, ...] = ITALIAN["reported"]
    said_little: tuple[str, ...] = ITALIAN["said_little"]
    first_person: tuple[str, ...] = ITALIAN["first_person"]
    third_person: tuple[str, ...] = ITALIAN["third_person"]
    reading: tuple[str, ...] = ITALIAN["reading"]
    reading_in: tuple[str, ...] = ITALIAN["reading_in"]
    other_verbs: tuple[str, ...] = ITALIAN["other_verbs"]
    election: tuple[str, ...] = ()     # the elected title's words; empty: no election
    election_links: tuple[str, ...] = ITALIAN["election_links"]
    election_before: tuple[str, ...] = ITALIAN["election_before"]
    doubts: tuple[str, ...] = ITALIAN["doubts"]
    unsure_after: tuple[str, ...] = ITALIAN["unsure_after"]   # "voto Grima, credo": past a pause only
    jokes: tuple[str, ...] = ITALIAN["jokes"]   # "voto Grima (scherzo)": a doubt; "scherzo, voto Grima": a vote
    bluffs: tuple[str, ...] = ITALIAN["bluffs"]   # "voto Grima (non è vero)": a doubt
    returned: tuple[str, ...] = ITALIAN["returned"]   # "Grima mi vota. Ricambio il favore.": a doubt offering Grima
    question_words: tuple[str, ...] = ITALIAN["question_words"]
    because: tuple[str, ...] = ITALIAN["because"]   # "Perché voto X? Perché mente.": a doubt
    denials: tuple[str, ...] = ITALIAN["denials"]   # "Neanche io voto Grima": negated
    never: tuple[str, ...] = ITALIAN["never"]       # "voto Grima quando gli asini volano": negated
    whose: tuple[str, ...] = ITALIAN["whose"]       # "Voto di Bilbetto: Grima": Bilbetto's vote, told
    mine: tuple[str, ...] = ITALIAN["mine"]         # "… Il mio: Nazgul": the author's, after another's told
    inserts: tuple[str, ...] = ITALIAN["inserts"]   # "Il mio voto oggi va a Nazgul": inside a keyword
    clitics: tuple[str, ...] = ITALIAN["clitics"]   # "Grima mente. Lo voto.": a doubt offering Grima
    asides: tuple[str, ...] = ITALIAN["asides"]     # "voto Grima (se ho capito bene)": no condition
    later: tuple[str, ...] = ITALIAN["later"]       # "Pour le capitaine je verrai plus tard": the day's vote
    tags: tuple[str, ...] = ITALIAN["tags"]         # "voto Nazgul, no?": a question
    copulas: tuple[str, ...] = ITALIAN["copulas"]   # "Il mio voto è salvo": a name there needs a capital
    corrections: tuple[str, ...] = ITALIAN["corrections"]
    retakes: tuple[str, ...] = ITALIAN["retakes"]   # "voto Zanna, no, Ululone": only before a comma
    second_thoughts: tuple[str, ...] = ITALIAN["second_thoughts"]   # "Je vote Kilian, euh, Isidore"
    rethought: tuple[str, ...] = ITALIAN["rethought"]   # "Voto Grima. Ripensandoci, Nazgul è peggio": a doubt
    instead: tuple[str, ...] = ITALIAN["instead"]
    myself: tuple[str, ...] = ITALIAN["myself"]   # "voto me stesso", "je vote pour moi": the author
    agree: tuple[str, ...] = ITALIAN["agree"]     # "[quote]voto X[/quote] idem": a doubt (agreement.py)
    agree_with: tuple[str, ...] = ITALIAN["agree_with"]   # "Quoto Frodino": follows Frodino's vote
    ordinals: tuple[str, ...] = ITALIAN["ordinals"]   # "quoto il secondo": the second quoted vote
    last_one: tuple[str, ...] = ITALIAN["last_one"]   # "quoto l'ultimo": the last quoted vote
    cries: tuple[str, ...] = ITALIAN["cries"]     # "Al rogo Gollum!": a doubt
    double_claims: tuple[str, ...] = ITALIAN["double_claims"]   # "voto Gollum x2": the tally tells the GM
    closing_cries: tuple[str, ...] = ITALIAN["closing_cries"]   # "Rosaspina no, Ombroso sì": a doubt
    cry_votes: tuple[str, ...] = ITALIAN["cry_votes"]   # « Baptiste au bûcher ! » a sentence alone: the day's vote
    cry_leads: tuple[str, ...] = ITALIAN["cry_leads"]   # "Per me Zanna al rogo": the cry opens what he says
    sure_after: tuple[str, ...] = ITALIAN["sure_after"]   # « Amandine pour capitaine, sans hésiter »: an election vote
    laughs: tuple[str, ...] = ITALIAN["laughs"]   # « … comme capitaine lol et Isidore au bûcher »: read past
    bare: tuple[str, ...] = ITALIAN["bare"]       # a line "+1 Gollum" alone: a doubt
    against: tuple[str, ...] = ITALIAN["against"]   # « je vote contre Kilian pour capitaine »: no vote for him, asked
    without: tuple[str, ...] = ITALIAN["without"]   # "Grima al rogo senza pietà": no negation of the cry before it
    bare_after: tuple[str, ...] = ITALIAN["bare_after"]   # "vt Belle all'ultimo": still the line's doubt
    bare_marks: tuple[str, ...] = ITALIAN["bare_marks"]   # a line "🗳️ Gollum" alone: a doubt
    you: tuple[str, ...] = ITALIAN["you"]   # "@Gollum voto te": a doubt offering Gollum
    like: tuple[str, ...] = ITALIAN["like"]       # "voto come ieri": a doubt
    like_links: tuple[str, ...] = ITALIAN["like_links"]   # "uguale a quello di Tumbleweed": his vote followed
    conditions: tuple[str, ...] = ITALIAN["conditions"]   # "voto Grima se non parla": a doubt
    and_then: tuple[str, ...] = ITALIAN["and_then"]   # "ritiro il voto e voto Nazgul": in order
    unless: tuple[str, ...] = ITALIAN["unless"]   # "Voto Grima. A meno che non parli.": a doubt
    # "Voto Rosaspina. Se non risponde, allora vale il voto.": a condition in the next sentence
    # that says when the vote holds, a doubt.
    vote_holds: tuple[str, ...] = ITALIAN["vote_holds"]
    concessions: tuple[str, ...] = ITALIAN["concessions"]   # "Anche se mi dispiace, voto Grima": no condition
    no_longer: tuple[str, ...] = ITALIAN["no_longer"]     # "Non voto più Gollum": a doubt (unvote?)
    unvote_alone: tuple[str, ...] = ITALIAN["unvote_alone"]   # "J'annule, je réfléchis.": an unvote
    unvote_moved: tuple[str, ...] = ITALIAN["unvote_moved"]   # "ok mi sposto": an unvote asked
    not_voting: tuple[str, ...] = ITALIAN["not_voting"]       # "je ne vais pas voter X": a doubt (unvote?)
    name_dropped: tuple[str, ...] = ITALIAN["name_dropped"]   # "Zanna non più": a doubt (unvote?)
    edit_marks: tuple[str, ...] = ITALIAN["edit_marks"]   # "EDIT: anzi no" corrects the post
    yesterday: tuple[str, ...] = ITALIAN["yesterday"]     # "voto come ieri": the day before's vote offered
    as_yesterday: tuple[str, ...] = ITALIAN["as_yesterday"]   # "idem come ieri": as "voto come ieri"
    gone_back: tuple[str, ...] = ITALIAN["gone_back"]   # "no dai, torno all'altro": an earlier vote of his
    undecided: tuple[str, ...] = ITALIAN["undecided"]   # "voto Nerone... o Rosalba, non so": both offered
    shrugs: tuple[str, ...] = ITALIAN["shrugs"]   # "voto Grima, se è villico pazienza": no condition
    change_later: tuple[str, ...] = ITALIAN["change_later"]   # "…, ma se Grima parla cambio": the vote now
    counterfactuals: tuple[str, ...] = ITALIAN["counterfactuals"]   # "voto anche Shelob se potessi": not cast
    sign_offs: tuple[str, ...] = ITALIAN["sign_offs"]   # "…, no, Grima buona giornata": ends the sentence
    shots: tuple[str, ...] = ITALIAN["shots"]   # « je tire sur Gaspard »: the Chasseur's shot, no vote
    shots_after: tuple[str, ...] = ITALIAN["shots_after"]   # « Gaspard, je l'emporte avec moi »: his name first
    heirs: tuple[str, ...] = ITALIAN["heirs"]   # « je désigne Gaspard comme successeur »: the heir, no vote
    stake: tuple[str, ...] = ITALIAN["stake"]             # "voto Anna per il rogo": the day's poll
    runoff: tuple[str, ...] = ITALIAN["runoff"]           # "per il ballottaggio voto Anna": the second ballot
    moved_from: tuple[str, ...] = ITALIAN["moved_from"]   # "cambio il voto da Rosa a Ezio": Ezio
    move_verbs: tuple[str, ...] = ITALIAN["move_verbs"]   # "passo da Wyatt a Klaatu": Klaatu
    declares: tuple[str, ...] = ITALIAN["declares"]   # "[spoiler]voto Grima[/spoiler] cambio voto": asked
    moved_to: tuple[str, ...] = ITALIAN["moved_to"]       # "... dalla Rosa alla Ezio": Ezio
    whoever: tuple[str, ...] = ITALIAN["whoever"]   # "voto chi ha votato Rosa": a doubt
    myself_before: tuple[str, ...] = ITALIAN["myself_before"]   # "mi voto": the author
    myself_after: tuple[str, ...] = ITALIAN["myself_after"]   # "mi voto da solo": the author
    myself_then: tuple[str, ...] = ITALIAN["myself_then"]   # "mi voto così vi levo il dubbio": why
    asking: tuple[str, ...] = ITALIAN["asking"]   # "Il mio voto? Grima.": a vote (asked.py)
    choose: tuple[str, ...] = ITALIAN["choose"]   # "tra Zappa e Bacco scelgo Zappa": a doubt
    choose_alone: tuple[str, ...] = ITALIAN["choose_alone"]   # « je mets Isidore »: a doubt, the name alone
    between: tuple[str, ...] = ITALIAN["between"]   # "tra Zappa e Bacco voto Zappa": the author's
    moves: tuple[str, ...] = ITALIAN["moves"]   # "sposto su Gollum": a `choose` form moving the vote
    described: tuple[str, ...] = ITALIAN["described"]   # "voto lo sceriffo": a player described, asked
    articles_f: tuple[str, ...] = ITALIAN["articles_f"]   # "brucia la lupa": a woman described
    articles_m: tuple[str, ...] = ITALIAN["articles_m"]   # "brucia il lupo": a man described
    elided: tuple[str, ...] = ITALIAN["elided"]   # « je »: « jchange pour X » as « je change pour X »
    about: tuple[str, ...] = ITALIAN["about"]   # "scherzavo su Nazgul": the name a correction is about
    namely: tuple[str, ...] = ITALIAN["namely"]   # "chi ha votato Ombroso, cioè Lunaria"
    like_then: tuple[str, ...] = ITALIAN["like_then"]   # "voto come ha votato Tumbleweed": whose, said longer
    other_one: tuple[str, ...] = ITALIAN["other_one"]   # "voto l'altro": a runoff's other candidate
    claims: tuple[str, ...] = ITALIAN["claims"]   # "sono lo sceriffo": its claimant offered for "voto lo sceriffo"
    runoff_spares: tuple[str, ...] = ITALIAN["runoff_spares"]   # "salvo Ombroso" in a runoff: the other one
    runoff_not_him: tuple[str, ...] = ITALIAN["runoff_not_him"]   # "quello che non è Ombroso": the other one
    # "voto Grima per Faramiro": a vote given for the player named right after, not the author's own.
    for_player: tuple[str, ...] = ITALIAN["for_player"]
    # "[quote]voto Grima e basta[/quote] cancellate, ho sbagliato": the quoted vote to be deleted.
    cancel_quoted: tuple[str, ...] = ITALIAN["cancel_quoted"]
    runoff_backs: tuple[str, ...] = ITALIAN["runoff_backs"]   # "Ombroso tutta la vita" in a runoff: him
    restated: tuple[str, ...] = ITALIAN["restated"]   # "confermo" alone: the tied ballottaggio's vote again
    reply_joins: tuple[str, ...] = ITALIAN["reply_joins"]   # "… e io faccio lo stesso"
    relatives: tuple[str, ...] = ITALIAN["relatives"]   # "quello che voto": talk
    verbs_alone: tuple[str, ...] = ITALIAN["verbs_alone"]   # "vota Calamity" alone: a doubt
    own_present: tuple[str, ...] = ITALIAN["own_present"]   # "Spiritella vota Bacco" by Spiritella: hers
    in_character: tuple[str, ...] = ITALIAN["in_character"]   # "il tessssoro vota SAURONE" by Gollum: a doubt
    roles: tuple[str, ...] = ITALIAN["roles"]   # "Il sindaco vota Zorg": the author's vote, or told?
    unvote_told: tuple[str, ...] = ITALIAN["unvote_told"]   # "Lo sceriffo toglie il voto": his own?
    openers: tuple[str, ...] = ITALIAN["openers"]   # "ok Zanna per me": before a name said first
    alone_after: tuple[str, ...] = ITALIAN["alone_after"]   # "alla fine Lunaria x me": ends it still
    title_extras: tuple[str, ...] = ITALIAN["title_extras"]   # "Zanna sindaco pls": words a name-and-title line may hold
    kept: tuple[str, ...] = ITALIAN["kept"]   # "Mantengo Grima.": a vote, the name ending its clause
    stay: tuple[str, ...] = ITALIAN["stay"]   # "Voto Nazgul. No, resto su Grima": Grima kept (retake.py)
    also: tuple[str, ...] = ITALIAN["also"]   # "Voto Zanna. Voto anche Ululone.": a doubt (apart.py)
    # Every title the language knows ("sindaco", "capitaine"), elected in this game or not.
    titles: tuple[str, ...] = ITALIAN["election"]
    # False on a day the title is already held: an election form is then read as a day vote.
    election_held: bool = True
    # The players holding the title that day (votes/facts.py `title_holders`).
    title_holders: tuple[str, ...] = ()
    # A proposal's answers ("Sì", "No"), in its thread only: a line opening with one (answers.py).
    answers: tuple[str, ...] = ()
    forms: tuple[Form, ...] = field(init=False, repr=False, compare=False)
    folded: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    hedge_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    doubt_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    unsure_after_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    denial_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    never_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    mine_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    unvote_told_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    clitic_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    aside_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    later_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    bare_after_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    closing_cry_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    double_claim_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    because_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    bluff_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    returned_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    shot_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    shot_after_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    poll_aside: tuple[frozenset[str], frozenset[str]] = field(init=False, repr=False, compare=False)
    tag_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    correction_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    retake_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    second_thought_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    rethought_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    myself_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    myself_after_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    agree_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    cry_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    cry_vote_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    cry_lead_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    bare_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    condition_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    # The hedges that are no condition ("domani", "plus tard"): right after the name, a vote said for later.
    another_day_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    today_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    earlier_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    unless_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    vote_holds_words: frozenset[str] = field(init=False, repr=False, compare=False)
    concession_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    whoever_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    like_then_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    unvote_alone_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    unvote_moved_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    not_voting_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    name_dropped_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    stay_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    as_yesterday_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    gone_back_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    undecided_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    shrug_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    counterfactual_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    change_later_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    sign_off_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    alone_after_phrases: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    # The keywords of the `choose` forms: a choice, read as a vote form is but a doubt at best.
    chosen: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    moving: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    glued_subjects: frozenset[str] = field(init=False, repr=False, compare=False)
    # The keywords of the `kept` and `choose_alone` forms: read only where the name ends its clause.
    alone_only: frozenset[tuple[str, ...]] = field(init=False, repr=False, compare=False)
    # The forms by their first keyword word, in the same order: a token starts only those.
    starting: dict[str, tuple[Form, ...]] = field(init=False, repr=False, compare=False)
    # Every word of the lists, and the one-word vote keywords: what a mistyped keyword is not,
    # and what it may be (cries.py), asked at every line a post opens.
    own_words: frozenset[str] = field(init=False, repr=False, compare=False)
    vote_keywords: tuple[str, ...] = field(init=False, repr=False, compare=False)

    @classmethod
    def for_language(cls, language: str, **settings: object) -> Self:
        """The language's word lists, with the game's own settings over them."""
        words: Mapping[str, tuple[str, ...]] = LANGUAGES[language]
        base = {k: words[k] for k in WORD_LISTS if k != "election"}
        titles = (*words["election"], *words["near_titles"])   # a near word: a title not elected, asked
        return cls(**{**base, "titles": titles, **settings})   # type: ignore[arg-type]

    def _glued(self, phrases: tuple[str, ...]) -> list[str]:
        """The phrases, and each opening with an `elided` word also with that word cut to its
        first letter, glued or apostrophed to the next (« je change pour X »: « jchange pour
        X », « j'change pour X »), as the forum's SMS writes it."""
        found = list(phrases)
        for phrase in phrases:
            first, _, rest = phrase.partition(" ")
            if first in self.elided and rest and rest[0].isalpha():
                found += [f"{first[0]}{rest}", f"{first[0]}'{rest}"]
        return list(dict.fromkeys(found))

    def __post_init__(self) -> None:
        forms = [compile_form(VOTE, p) for p in self._glued(self.vote)]
        forms += [compile_form(UNVOTE, p) for p in self._glued(self.unvote)]
        forms += [compile_form(ABSTAIN, p) for p in self._glued(self.abstain)]
        forms += [compile_form(ELECT, f"{w}: {TARGET}") for w in self.election]
        alone = [compile_form(VOTE, p) for p in self._glued(self.choose_alone)]
        chosen = [compile_form(VOTE, p) for p in self._glued(self.choose)] + alone
        object.__setattr__(self, "chosen", frozenset(f.words for f in chosen))
        object.__setattr__(self, "moving", frozenset(compile_form(VOTE, p).words for p in self._glued(self.moves)))
        forms += chosen
        kept = [compile_form(VOTE, p) for p in self._glued(self.kept)]
        object.__setattr__(self, "alone_only", frozenset(f.words for f in kept + alone))
        forms += kept
        forms += [compile_form(ELECT, p) for p in self._glued(self.elect)] if self.election else []
        # Longest keyword first, so "tolgo il voto" is tried before "voto X" at the same word;
        # a name-first form before its keyword's others, so "Zorg voto" is read before "voto X"
        # finds no name after the keyword.
        forms.sort(key=lambda f: (-len(f.words), not f.first, f.colon != "required"))
        object.__setattr__(self, "forms", tuple(forms))
        # « jvote », « jchange »: a glued first person, the form's own subject (grammar._subject).
        opening = (fold(p).split(" ") for p in (*self.vote, *self.choose, *self.choose_alone, *self.kept))
        object.__setattr__(self, "glued_subjects", frozenset(
            f"{words[0][0]}{words[1]}" for words in opening if len(words) > 1 and words[0] in self.elided))
        starting: dict[str, list[Form]] = {}
        for form in forms:
            starting.setdefault(form.words[0], []).append(form)
        object.__setattr__(self, "starting", {w: tuple(f) for w, f in starting.items()})
        # Words are compared folded, as tokens are: "però" in a list matches "pero" and "Però".
        lists = ("heirs", "negations", "talk_before", "hedge_ends", "laughs", "fillers", "alternatives", "reported", "said_little",
                 "first_person", "third_person", "reading", "reading_in", "other_verbs", "election",
                 "election_links", "election_before", "question_words", "titles", "instead", "like",
                 "no_longer", "edit_marks", "yesterday", "stake", "runoff", "moved_from", "move_verbs", "declares", "moved_to", "myself_before", "myself_then", "you",
                 "answers", "pointing", "asking", "between", "because", "whose", "copulas", "and_then", "also",
                 "agree_with", "described", "about", "title_extras", "openers", "verbs_alone", "own_present",
                 "namely", "reply_joins", "relatives", "roles", "in_character", "like_links", "for_player", "cancel_quoted", "against",
                 "without")
        folded = {k: speech.singles(getattr(self, k)) for k in lists}
        folded["stops"] = folded["alternatives"] | folded["hedge_ends"]
        doubt_phrases = speech.phrases(self.doubts)
        # The words of the doubts ("peut-être": "peut", "etre") and of the jokes, met inside a
        # form or after its name; before the keyword only a doubt hedges (`doubt_phrases`).
        folded["doubt_words"] = frozenset(w for p in doubt_phrases | speech.phrases(self.jokes) for w in p)
        folded["joke_words"] = frozenset(w for p in speech.phrases(self.jokes) for w in p)
        # A negation or a doubt before the name is skipped too: the form is then talk ("je
        # vote pas X") or a doubt ("voto forse Anna").
        folded["skipped"] = folded["fillers"] | folded["negations"] | folded["doubt_words"] | folded["no_longer"]
        object.__setattr__(self, "closing_cry_phrases", speech.phrases(self.closing_cries))
        object.__setattr__(self, "double_claim_phrases", speech.phrases(self.double_claims))
        object.__setattr__(self, "because_phrases", speech.phrases(self.because))   # "visto che", « vu que »
        object.__setattr__(self, "bluff_phrases", speech.phrases(self.bluffs))
        object.__setattr__(self, "returned_phrases", speech.phrases(self.returned))
        object.__setattr__(self, "shot_phrases", speech.phrases(self.shots))
        object.__setattr__(self, "shot_after_phrases", speech.phrases(self.shots_after))
        object.__setattr__(self, "cry_phrases", speech.phrases(self.cries))
        folded["cry_starts"] = frozenset(p[0] for p in self.cry_phrases)
        object.__setattr__(self, "cry_vote_phrases", speech.phrases(self.cry_votes))
        object.__setattr__(self, "cry_lead_phrases", speech.phrases(self.cry_leads))
        object.__setattr__(self, "bare_phrases", speech.phrases(self.bare))
        folded["bare_starts"] = frozenset(p[0] for p in self.bare_phrases)
        # As written, "+" and all: "+1 Gollum" is one, a numbered line "1 Gollum" is not.
        folded["bare"] = frozenset(fold(" ".join(w.split())) for w in self.bare)
        folded["sure_after"] = frozenset(fold(" ".join(w.split())) for w in self.sure_after)
        folded["bare_marks"] = frozenset(bare_mark(m) for m in self.bare_marks)
        # "aujourd'hui" is two words ("aujourd", "hui"), each may stand inside a keyword.
        folded["inserts"] = frozenset(w for p in speech.phrases(self.inserts) for w in p)
        # The poll named inside a keyword ("Mon vote pour le capitaine va à Hortense", "Il mio
        # voto per il rogo va a Gollum"): which poll, as after the name (votes/election.py).
        folded["poll_names"] = folded["stake"] | folded["titles"] | folded["election"]
        folded["poll_links"] = folded["poll_names"] | folded["election_links"] | folded["election_before"]
        object.__setattr__(self, "folded", folded)
        object.__setattr__(self, "own_words", frozenset().union(*folded.values()))
        # « Kilian x2 (voix de capitaine) »: a bracket of poll or weight words after a name written
        # first (votes/forms.py `poll_aside_end`); not among `own_words`, no list of their own.
        doubled = frozenset(w for p in self.double_claim_phrases for w in p)
        keyed = frozenset(w for f in forms for w in f.words)
        object.__setattr__(self, "poll_aside", (folded["poll_links"] | folded["first_person"] | doubled | keyed,
                                                folded["titles"] | doubled))
        object.__setattr__(self, "vote_keywords", tuple(k for k, fs in self.starting.items() if any(
            f.kind == VOTE and f.target and f.words == (k,) for f in fs)))
        object.__setattr__(self, "hedge_phrases", speech.phrases(self.hedges))
        object.__setattr__(self, "doubt_phrases", doubt_phrases)
        object.__setattr__(self, "unsure_after_phrases", speech.phrases(self._glued(self.unsure_after)))
        object.__setattr__(self, "denial_phrases", speech.phrases(self.denials))
        object.__setattr__(self, "never_phrases", speech.phrases(self.never))
        object.__setattr__(self, "mine_phrases", speech.phrases(self.mine))
        object.__setattr__(self, "unvote_told_phrases", speech.phrases(self.unvote_told))
        object.__setattr__(self, "clitic_phrases", speech.phrases(self.clitics))
        object.__setattr__(self, "aside_phrases", speech.phrases(self.asides))
        object.__setattr__(self, "later_phrases", speech.phrases(self.later))
        object.__setattr__(self, "bare_after_phrases", speech.phrases(self.bare_after))
        object.__setattr__(self, "tag_phrases", speech.phrases(self.tags))
        object.__setattr__(self, "correction_phrases", speech.phrases(self._glued(self.corrections)))
        object.__setattr__(self, "retake_phrases", speech.phrases(self.retakes))
        object.__setattr__(self, "second_thought_phrases", speech.phrases(self.second_thoughts))
        object.__setattr__(self, "rethought_phrases", speech.phrases(self._glued(self.rethought)))
        object.__setattr__(self, "myself_phrases", speech.phrases(self.myself))
        object.__setattr__(self, "myself_after_phrases", speech.phrases(self.myself_after))
        object.__setattr__(self, "agree_phrases", speech.phrases(self.agree))
        object.__setattr__(self, "condition_phrases", speech.phrases(self.conditions))
        object.__setattr__(self, "another_day_phrases", self.hedge_phrases - self.condition_phrases)
        object.__setattr__(self, "unless_phrases", speech.phrases(self.unless))
        object.__setattr__(self, "vote_holds_words", speech.singles(self.vote_holds))
        object.__setattr__(self, "today_phrases", speech.phrases(self.today))
        object.__setattr__(self, "earlier_phrases", speech.phrases(self._glued(self.earlier)))
        object.__setattr__(self, "concession_phrases", speech.phrases(self.concessions))
        object.__setattr__(self, "whoever_phrases", speech.phrases(self.whoever))
        object.__setattr__(self, "like_then_phrases", speech.phrases(self.like_then))
        object.__setattr__(self, "unvote_alone_phrases", speech.phrases(self._glued(self.unvote_alone)))
        object.__setattr__(self, "unvote_moved_phrases", speech.phrases(self._glued(self.unvote_moved)))
        object.__setattr__(self, "not_voting_phrases", speech.phrases(self._glued(self.not_voting)))
        object.__setattr__(self, "name_dropped_phrases", speech.phrases(self.name_dropped))
        object.__setattr__(self, "stay_phrases", speech.phrases(self.stay))
        object.__setattr__(self, "as_yesterday_phrases", speech.phrases(self.as_yesterday))
        object.__setattr__(self, "gone_back_phrases", speech.phrases(self.gone_back))
        object.__setattr__(self, "undecided_phrases", speech.phrases(self._glued(self.undecided)))
        object.__setattr__(self, "shrug_phrases", speech.phrases(self.shrugs))
        object.__setattr__(self, "counterfactual_phrases", speech.phrases(self.counterfactuals))
        object.__setattr__(self, "change_later_phrases", speech.phrases(self.change_later))
        object.__setattr__(self, "sign_off_phrases", speech.phrases(self.sign_offs))
        object.__setattr__(self, "alone_after_phrases", speech.phrases(self.alone_after))

    def hedge_tables(self, named: frozenset[tuple[str, ...]] = frozenset()) -> dict[str, frozenset[tuple[str, ...]]]:
        """The words before a form that make it unsure, by what they make it (hedges.hedged): a
        condition ("Se Grima non risponde, voto lui", « Si Isidore ne répond pas je vote
        Kilian »: a doubt the GM settles, he knows whether it held), first, so that "se" is one
        though it is a hedge too; a hypothesis, advice or a vote to come ("potrei", "se fossi in
        te", "domani": talk); a doubt word ("forse"); before them, a concession or a question
        ("anche se", "non so se": none, the kind ""). `named`: hedges that are a player's
        name ("Salvo che..." with Salvo playing): a doubt whichever they are."""
        # A concession or a question ending at a condition's word ("anche se", « même si »)
        # reads first, as no hedge: the words before the form hold none.
        return {"": self.concession_phrases, CONDITION: self.condition_phrases - named,
                HEDGED: self.hedge_phrases - named, DOUBT: self.doubt_phrases | named}
