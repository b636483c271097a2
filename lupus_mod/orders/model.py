"""The PM-log parser's vocabulary (what a game can name) and what it finds in a log.

The vocabulary comes from the game folder (powers of roles.toml, players.toml); the parser
turns a night's PM log into `Order`s in the canonical form `<keyword> <arg> [<arg> ...]`
that the night resolver applies (docs/orders.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from lupus_mod.errors import OrderError

# Kinds of argument a power keyword takes; "?" after a kind marks it optional.
PLAYER, ITEM, ROLE, TEXT = "player", "item", "role", "text"


def is_thing(kind: str) -> bool:
    """An item, or a thing of a kind the ruleset declares (Acchiappastreghe's location, spell,
    ingredient: `Vocabulary.things`): a name that is no player, no role and no free text."""
    return kind not in (PLAYER, ROLE, TEXT)
# The keyword of "uso il mio potere su Sam": the sender's own power, found when the night is
# resolved among the powers he has then (`orders.any_power`).
ANY_POWER = ""


@dataclass(frozen=True)
class KeywordSpec:
    """A power's words for the order parser: its keyword, synonyms, arguments and phrases."""
    keyword: str                 # canonical first-person Italian keyword, e.g. "indago", "passo"
    synonyms: tuple[str, ...]    # other forms players write: "indaga", "indagare", "consegno", "do"
    # kinds in canonical order: player, item, role, text (rest of the line); "?" = optional
    args: tuple[str, ...]
    # Phrases of several words that order this power ("la vittima è"), as roles.toml writes them.
    phrases: tuple[str, ...] = ()
    # "group:branco" for a group's powers: one order of the group a night, whichever power
    # ("sbrano Lunaria", then "ripensandoci, nessun attacco" changes the pack's one order).
    slot: str = ""
    # A power taking an item gives one order per item (`passo`: each item its own pass). False
    # where the item is only the choice's target (Acchiappastreghe's `vado <luogo>`, one choice
    # of each kind a giornata): "proteggo il prato, anzi il mulino" is then one order corrected.
    each_item: bool = True
    # Synonyms that are common words too ("resto", "torno", "sto"), folded: like a short form,
    # each orders only with its argument beside it ("resto al prato"; "resto a casa", "torno
    # dopo" are talk).
    common: frozenset[str] = frozenset()
    # The power's step, and whether it does nothing ("je ne fais rien", effect `decline`): a
    # later order at the same step replaces an earlier one when either of the two declines
    # ("J'empoisonne Isidore", then "je ne fais rien finalement").
    step: str = ""
    declines: bool = False
    # A standing order that names no one to take it back (the Chasseur's `tire`, effect
    # `designate`): "je ne tire sur personne" a night later asks whether it is taken back.
    clears: bool = False
    # Its uses all spent (the Sorcière's potion of healing once drunk): still read as hers (and
    # refused, told so), never offered in a doubt's readings.
    spent: bool = False
    # The sender's rank in a group power whose highest-ranked sender decides (Licantropi: "Il
    # lupo piu' alto in grado … decide chi attaccare"), 0 the highest; None where time decides.
    rank: int | None = None
    # The keyword of the choice whose argument a player or thing led by "su", "con", "contro"
    # in this one's order is (roles.toml `aimed_with`): "lancio la nebbia su Guido" is the spell
    # and the attack on Guido (it stopped, its settle line dropping Guido).
    aimed_with: str = ""

    def kinds(self) -> tuple[tuple[str, bool], ...]:
        """Each argument as (kind, optional)."""
        return tuple((arg.rstrip("?"), arg.endswith("?")) for arg in self.args)

    def required(self) -> int:
        """How many arguments the power must be given."""
        return sum(1 for _, optional in self.kinds() if not optional)

    def usage(self) -> str:
        """The canonical form shown in hints, e.g. `passo <item> <player>`."""
        return " ".join([self.keyword, *(f"<{arg}>" for arg in self.args)])


@dataclass(frozen=True)
class Vocabulary:
    """Every word of a game the order parser knows: powers, players, items, roles."""
    keywords: tuple[KeywordSpec, ...]
    players: tuple[tuple[str, tuple[str, ...]], ...]   # (canonical name, aliases) in list order
    items: tuple[tuple[str, tuple[str, ...]], ...]     # (item id, names: display name, short names)
    roles: tuple[tuple[str, tuple[str, ...]], ...]     # (role id, names)
    # Things of the kinds a ruleset declares besides items, each kind its own: (kind, entries as
    # `items`). A place fills only a place's slot ("vado al bosco, serve il muschio": the
    # ingredient is no second place), and a hint names the kind (`vado <luogo>`).
    things: tuple[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]], ...] = ()
    # The cards a power taking one is shown (Thiercelieux's Voleur: the cards left out of the
    # deal), role ids: what « l'autre », « celle de gauche » may mean (orders.card_place).
    offered: tuple[str, ...] = ()
    # The names of elected titles (Thiercelieux's Capitaine): never a misspelt player's name.
    titles: tuple[str, ...] = ()
    # The GM's names (game.toml `gm`): his own messages pasted in the log (« ## Meneur @ … »,
    # the question a player answers) are no player's, never a misspelt one's (orders.log).
    gm: tuple[str, ...] = ()


@dataclass(frozen=True)
class Order:
    """An order as read from the log: sender, power keyword, arguments and where it was written."""
    player: str                  # canonical player name of the sender
    keyword: str                 # canonical keyword
    args: tuple[str, ...]        # canonical player names, item ids, role ids, or the free text
    file: str
    line: int
    time: datetime | None = None  # the message header time (aware, game time zone) or None
    late: bool = False           # message timed after the deadline
    raw: str = ""                # the line as written
    # The item the order is about when the power takes one (e.g. `passo`): each item gets its
    # own order, so the replacement key of effective_orders includes it.
    item: str | None = None
    # An ANY_POWER order said with a phrase ("ma balle est pour Sam"): the keywords of the
    # powers declaring it, one of which the sender's power meant has. Empty: any power.
    among: frozenset[str] = frozenset()
    # The line of the sender's later message withdrawing this order ("anzi no, non lo salvo",
    # "annullo"), 0 if none; a withdrawal sent late withdraws only when late orders count.
    withdrawn_by: int = 0
    withdrawn_late: bool = False
    # Who sent that line, where not the order's own sender: a pack mate's "NON sbraniamo
    # Arwenna" taking back Gollum's `sbrano Arwenna` (the GM log names him, not "the sender").
    withdrawn_from: str = ""
    # His own words for this order alone ("Vado al bosco" in "Buongiorno Master! Vado al
    # bosco."), which a refusal quotes back to him (orders.own_words); "" where they are not
    # one span of the line, and the reply quotes the order as read.
    said: str = ""

    @property
    def power_word(self) -> str:
        """Its keyword; for a phrase's order of one power, that power's (`espionne` for "je
        regarde par le trou de la serrure")."""
        return self.keyword or (next(iter(self.among)) if len(self.among) == 1 else ANY_POWER)

    def canonical(self) -> str:
        """The order as the GM would write it: `passo palantir Merry`."""
        return " ".join((self.power_word, *self.args)).strip()

    def key(self) -> tuple[str, str, str | None]:
        """A later order with the same key replaces an earlier one."""
        return (self.player, self.keyword, self.item)


@dataclass(frozen=True)
class Chatter:
    """A line of a PM that orders nothing."""
    player: str
    file: str
    line: int
    text: str
    names: tuple[str, ...] = ()   # the players it names
    # The powers its order-shaped words tried that the sender does not hold ("proteggo lei" from
    # the Veggente): ignored, and shown to the GM as such (orders.sender_powers).
    powers: tuple[str, ...] = ()
    # Its form says it is talk ("Wyatt è sospetto", "ho indagato Gollum ieri": orders.unordered):
    # never asked as an order of a sender who gave none.
    talk_by_form: bool = False
    # It says he does nothing tonight ("stanotte pero' riposo, lo sfido domani"): his last word
    # over the role-play before it (orders.sender_powers).
    rests: bool = False
    roles: tuple[str, ...] = ()   # the roles it names (« Frodino è il veggente »)


# The kinds of doubt a line may raise (docs/orders.md "How every line is read").
HEDGE, QUESTION, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL, NO_VERB = (
    "hedge", "question", "unclear-correction", "unclear-withdrawal", "no-verb")
# A card the Voleur names without a verb (« le villageois »), or by where it lies or as the
# other one (« l'autre », « celle de gauche »): a thing named without its verb, as NO_VERB,
# worded as a card (orders.card_place). BARE: the three, read alike by the sender's powers.
CARD_ALONE, CARD_PLACE = "card-alone", "card-place"
BARE = (NO_VERB, CARD_ALONE, CARD_PLACE)
CONDITION, NOUN_ORDER, VISIT = "condition", "noun-order", "visit"
# "indago Zorg e Klaatu" for `indago <player> [<owl's recipient>]`: two names listed where the
# power takes one and an optional other of the same kind (two targets, or one and the other?).
LISTED = "listed"
# A group's order taken back by one member while another member's stands ("sbraniamo Bacco",
# then "stanotte niente, lasciamo stare"): the group does nothing, or the other order stands?
PACK_WITHDRAWAL = "pack-withdrawal"
# "stanotte decidete voi ragazzi, io non ci sono" from a wolf after his pack order: the choice
# handed over to the mates, his order taken back, or still his? (orders.handed_over).
HANDED_OVER = "handed-over"
# "stanotte stiamo buoni" from Lupo 1, then Lupo 2's `sbrano Quercia`: the highest-ranked member
# says the group does nothing before a lower mate's order (orders.pack_rest).
PACK_RESTED = "pack-rested"
# "proteggo Erbaria, e anche le prossime notti sempre lei": tonight's order said for the nights
# after too, which only tonight's log holds (orders.doubts).
STANDING = "standing-nights"
# "stesso posto di ieri", "come ieri", "comme hier": an order said by an earlier night's, which
# the PM does not hold (the GM looks it up and writes it).
EARLIER = "earlier"
# "domani sfido Grima", "la prossima notte proteggo Sam" and nothing for tonight: an order said
# for a later night, which a PM written by day may mean for tonight (orders.later_night).
LATER = "later-night"
# "archivio il lupo è Grima. passo libro rosso a Sam": a free text whose later sentence reads as
# an order by itself (orders.text_orders).
TEXT_ORDER = "text-order"
# "cambio il testo: Grima mente" after "archivio Sarumano è lupo": a standing free text given
# anew in a later PM (orders.text_change).
TEXT_CHANGE = "text-change"
# "Gollum dice che sbraniamo Merrino" from a pack mate: someone else's words, but in the first
# person plural, the sender's side among them (orders.doubts).
RELAYED = "relayed"
# "Gala mi ha detto di scriverti che stanotte preleva lei": another player's order relayed by the
# sender, which only the GM can apply for him (orders.relayed_for): `names` is that player,
# `keywords` his order.
RELAYED_FOR = "relayed-for"
# « mon successeur est Gaspard »: the Capitaine's heir named, which a day record takes
# (`successeur`), no power of the night: `names` is the heir, the candidates the line's other
# orders (orders.heir_named).
HEIR = "heir"
# "vado dove va Carlo", Carlo's `vado grotta` in the log: a choice described as another player's,
# his order's arguments offered (orders.described_as).
DESCRIBED_AS = "described-as"
# "stanotte facciamo fuori Eowyna", « j'emporte Josephine avec moi »: an order said by what it does,
# without its keyword, offered to a sender holding the power it fits, talk for anyone else
# (orders.unsaid, orders.sender_powers).
UNSAID = "unsaid"
# « Finalement je ne tire sur personne » a night after « je tire sur Josephine »: a standing order
# taken back in words, offered as its keyword naming no one to a sender holding it, talk for
# anyone else (orders.later, orders.sender_powers).
TAKEN_BACK = "taken-back"
# "niente attacco stanotte" from the Chupacabra after "dissanguo Wyatt", « je ne regarde pas ce
# soir » from the Petite Fille after « j'espionne »: another power's word denied, which may take
# back the sender's own standing order; talk when he holds the power denied (a declining of
# it: orders.sender_powers).
DENIED_OTHER = "denied-other"
# "controllo Boromiro" from the Veggente, his only word tonight: a line read as talk that names
# players a power of his may take, from a sender who gave no order (orders.sender_powers).
UNORDERED = "no-order"
# "indago Lupetto Nuvola" from the Man in Black K, whose `indago` takes one player (the Guardingo's
# takes the owl's recipient too): more players than his power takes (orders.sender_powers).
OVERFULL = "overfull"
# « nan pas kilian, on prend maxence » from a wolf after his pack's `dévore Kilian`: another
# power's word (the Voleur's `prends`) naming players after the sender's or his group's order:
# a change of that order, or talk? (orders.sender_powers).
OTHER_WORD = "other-word"
# « nope », « oui » alone from the Sorcière, answering the GM's question (« Tu peux la sauver (je
# sauve), … ou ne rien faire (rien) »): her no or her yes, which power? (orders.yes_no).
YES_NO = "yes-no"
# Two mates' orders of the group sent the same minute, naming others: which came last? (orders.same_minute).
SAME_MINUTE = "pack-same-minute"
# Two PMs of one player sent the same minute that disagree: which came last? (orders.own_same_minute).
SAME_MINUTE_OWN = "own-same-minute"
# « [quote="Master"]A chi passi lo specchio?[/quote] » / "a Rosie": the answer to the GM's quoted
# question, read into it (orders.quoted_question): the order it asks, or talk?
ANSWERED = "answered"
# "evoco lo spirito dell'ultimo bruciato" from the Medium: a target described as the player burned
# last, a public fact the night looks up and offers (orders.dead_described, play.replay).
LAST_BURNED = "last-burned"
# "indago quello che è morto ieri": a target described as the player who died the day before, the
# dead of the last day and of the night before it, public facts the night offers where the power
# may name them, and names where it may not (orders.dead_described, orders.same_start).
DIED_BEFORE = "died-before"
# "derubo chi ha il palantir": a target described as an item's holder, whom the night knows and
# offers (orders.held_described, play.replay).
HELD_BY = "held-by"
# "indago Grim" with Grima and Grimaldo in the game: a word that begins the names of several
# players, the order on each offered; the night puts first those the power may name tonight and
# offers none it may not (the dead for a power on the living: orders.same_start).
SAME_START = "same-start"
# "gioco quello che mi ha passato Carlo": a thing described as given by another player, the
# order on each card the sender may play looked up by the round (orders.given_by, play.turns).
GIVEN_BY = "given-by"
# What a line is read as: every body line of a message gets one of these.
ORDER, CORRECTION, WITHDRAWAL, TALK, DOUBT = "order", "correction", "withdrawal", "talk", "doubt"
# The GM's correction making a line order nothing.
NONE = "none"


@dataclass(frozen=True)
class Doubt:
    """A line the tool cannot read one way only: it stops the night until the GM settles it
    with one line of `[corrections]` (docs/orders.md)."""
    player: str
    file: str
    line: int
    text: str                        # the player's exact words
    kind: str                        # HEDGE, QUESTION, UNCLEAR_CORRECTION, ...
    candidates: tuple[str, ...]      # the readings it could have, in canonical form (or NONE)
    # NOUN_ORDER: the players named, whose power the sender's powers tell (sender_powers).
    names: tuple[str, ...] = ()
    # The kind of each of `names` when they are not all players ("palantir a Eowyna": an
    # item, then a player); empty: players.
    kinds: tuple[str, ...] = ()
    # NO_VERB: the keywords of the sender's orders written after this line ("bosco", then a
    # PM "vado al bosco"): when they cover every reading his powers leave, his later word
    # stands whatever the bare line meant (orders.sender_powers.settled).
    later: tuple[str, ...] = ()
    # EARLIER: the keywords the line says ("indago lo stesso di ieri": the investigation only),
    # and the phase before whose orders of the sender it offers (orders.earlier_orders), once
    # the night or the round has looked them up ("": not looked up, or no phase before).
    # RELAYED_FOR: the relayed order, in canonical form (its player is `names`).
    keywords: tuple[str, ...] = ()
    before: str = ""
    spent: tuple[str, ...] = ()      # his orders then that he may not give tonight, none offered
    dead_target: bool = False        # each of `spent` on a player dead since, whom it may not take
    first: bool = False              # EARLIER on the first night or round: there is none before
    # The players one word of the line may be ("Grim": Grima and Grimaldo), or its description
    # ("quello che è morto ieri"), whom the night offers only where the power may name them
    # (orders.same_start), whatever reader asks.
    begun: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reading:
    """How one body line was read: an order, a correction or withdrawal of earlier orders
    (`of_lines`), talk, or a doubt; `reading` is its canonical form ("indago Totò; passo
    palantir Sam", the orders withdrawn, or ""); `by_gm`: settled by a `[corrections]` line."""
    player: str
    file: str
    line: int
    kind: str
    reading: str = ""
    of_lines: tuple[int, ...] = ()
    by_gm: bool = False

    def as_dict(self) -> dict[str, object]:
        return {"line": self.line, "player": self.player, "kind": self.kind,
                "reading": self.reading, "of_lines": list(self.of_lines), "by_gm": self.by_gm}


@dataclass(frozen=True)
class LineCorrection:
    """The GM's reading of one log line, from `[corrections]` of the night's override file:
    `"14" = "indago Totò"` (orders separated by ";") or `"14" = "none"`."""
    line: int                        # the log's line
    reading: str
    file: str                        # the override file, and the line of the entry in it
    at: int


@dataclass(frozen=True)
class Lookalike:
    """A line whose one order-like word only resembles power keywords ("indgo Sam", "volevo
    salutare"), or whose keywords give no order ("proteggo il villaggio"): "did you mean" or
    the error for a sender holding one of those powers tonight, talk for anyone else
    (`orders.sender_powers`)."""
    player: str
    file: str
    line: int
    text: str                    # the line as written
    keywords: tuple[str, ...]    # the keywords it resembles, or whose order it misspells
    error: OrderError            # the error, for a sender holding one of them
    names: tuple[str, ...] = ()  # the players it names (talk naming players is shown apart)
    # Its error is among the log's errors too (a keyword's order that cannot be read): read
    # without the sender's powers, the line is an error; the night keeps it for a holder only.
    reported: bool = False
    # A misspelt keyword alone on its line: the word and what the name after it may be, (kind,
    # target), so that its hint is worded in the sender's own power's form, not the longest of
    # the powers sharing the keyword (the Guardingo's `indago` for a Man in Black).
    word: str = ""
    after: tuple[tuple[str, str], ...] = ()
    # The forms its error offers (`indago <player> <player?>`, the longest of the powers sharing
    # the keyword), to be worded in the sender's own power's form by the night.
    specs: tuple["KeywordSpec", ...] = ()


@dataclass(frozen=True)
class ParsedLog:
    """A night's PM log read: its orders, its chatter, its problems, its doubts and how every
    body line was read."""
    orders: tuple[Order, ...]        # in log order; later orders are not removed here
    chatter: tuple[Chatter, ...]
    errors: tuple[OrderError, ...]   # every problem found, not only the first
    doubts: tuple[Doubt, ...] = ()
    readings: tuple[Reading, ...] = ()
    lookalikes: tuple[Lookalike, ...] = ()   # settled by the sender's powers, at the night
