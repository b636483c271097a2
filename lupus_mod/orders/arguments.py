"""Filling a keyword's argument slots from the names of its group, or saying why not.

Names fill the slots of their kind in the order written. A word that is no name is read as
the unique prefix of a name only where an argument is still missing; if it is no prefix, it is
an unknown name with "did you mean". Never a guess: a wrong count is an error.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.messages import say

from lupus_mod.orders.begun_after import begun_after
from lupus_mod.orders.card_of import names_the_card_again
from lupus_mod.orders.drafts import Draft, Mention, Outcome, Problem
from lupus_mod.orders.initials import initial_at
from lupus_mod.orders.no_before import said_no_before
from lupus_mod.orders.partial_orders import partial, problem_for
from lupus_mod.orders.italian import ARGUMENT_LEADS, ARTICLES, NOBODY, ORDINALS, SUBJECT_PRONOUNS
from lupus_mod.orders.led_extra import aimed_with, led_extra
from lupus_mod.orders.model import ITEM, PLAYER, ROLE, TEXT, KeywordSpec, is_thing
from lupus_mod.orders.names import NameIndex, Resolution
from lupus_mod.orders.problem_words import a_kind, any_of, count_of, either, kind_word
from lupus_mod.orders.reading import Group
from lupus_mod.orders.role_said import role_said
from lupus_mod.orders.scan import DESCRIBED, Ent, Word
from lupus_mod.orders.text import fold
from lupus_mod.orders.wanted import entity_kinds, rounds_so_far
from lupus_mod.text.folding import has_look_alikes, spelled


def evaluate(group: Group, index: NameIndex, pronoun: bool = False) -> Outcome:
    """The orders of a group (several when a power takes an item: one per item); `pronoun`: the
    keyword was said with an object pronoun ("passalo a Boromiro", "lo do a Elrondo"), which
    stands for the item — no word of the line is then read as a misspelt item."""
    spec = group.spec
    mentions = _mentions(group, spec)
    # « on mange des bonbons »: the subject who acts is no misspelt name of whom it is done to.
    words = [(n, p) for n, p in enumerate(group.pieces) if isinstance(p, Word) and not p.filler
             and len(p.fold) > 1 and p.fold not in SUBJECT_PRONOUNS and not _described(group)]
    if not mentions and _not_an_order(group) and not _role_next(group) and not _misspelt_name(group, index):
        return Outcome()
    required = sum(r for r, _ in entity_kinds(spec).values())
    misplaced = _misplaced(group, spec)
    initial = initial_at(group, index) if not mentions and not words else None
    if initial:   # « je regarde K. »: the order on each player the initial fits, asked
        position, word, fits = initial
        could = problem_for(spec, say("order-reading.could-be", word=word.text, names=either(fits.candidates)),
                            say("order-reading.could-be-hint"))
        return Outcome(problem=_each_begun(spec, [], position, word, could, [(PLAYER, fits)]))
    if not mentions and not words and required and not misplaced:
        # "proteggo me stessa" names its player, the sender: no keyword alone awaiting names.
        mine = any(isinstance(p, Word) and p.myself for p in group.pieces)
        return Outcome(problem=problem_for(spec, say("order-reading.without", keyword=spec.keyword,
                                                  needs=_needs(spec)), bare=not mine))
    mentions, problem = _complete(spec, mentions, words, index, ITEM if pronoun else "")
    if problem and misplaced and _short(spec, mentions, rounds=1):
        return Outcome(problem=_wrong_kind(spec, mentions, misplaced))
    if problem:
        return Outcome(problem=problem)
    extra = led_extra(group, spec)
    aimed = aimed_with(spec, extra, index) if extra else None
    if aimed:
        own = _drafts(spec, mentions)
        return replace(own, drafts=(*own.drafts, Draft(*aimed, None))) if own.drafts else own
    if extra:
        return Outcome(problem=problem_for(spec, say("order-reading-things.extra", keyword=spec.keyword, word=extra.text,
                                                  kind=a_kind(extra.matches[0].kind)),
                                        say("order-reading.one-per-line")))
    said_no = said_no_before(group, mentions)
    if said_no:   # « indago Zorg, no Klaatu »: Klaatu instead, or not Klaatu; never the owl to him
        return Outcome(problem=said_no)
    return _drafts(spec, mentions, frozenset(n for n, p in enumerate(group.pieces)
                                             if isinstance(p, Ent) and p.end > group.key.end))


def _described(group: Group) -> bool:
    """ "master dimmi i numeri e poi proteggo dove ce ne sono di più": the target described
    ("dove …", "chi …": orders.aside), no other word is a misspelt name of it (it was «nessun
    luogo si chiama «dimmi»»)."""
    return any(isinstance(p, Word) and p.aside == DESCRIBED for p in group.pieces)


def _misplaced(group: Group, spec: KeywordSpec) -> Ent | None:
    """A thing of a ruleset's own kinds that the power does not take ("vado al muschio": an
    ingredient where a place goes), said where the power's own kind is missing: an error naming
    both kinds (an item keeps its "indago without a player")."""
    kinds = entity_kinds(spec)
    # A role where a player goes ("je regarde la sorcière") is named as one too.
    return next((p for p in group.pieces if isinstance(p, Ent) and p.matches
                 and all((is_thing(m.kind) or m.kind == ROLE) and m.kind not in kinds and m.kind != ITEM
                         for m in p.matches)), None)


def _wrong_kind(spec: KeywordSpec, mentions: list[Mention], piece: Ent) -> Problem:
    wanted = _needs(spec, _short(spec, mentions, rounds=1))
    return problem_for(spec, say("order-reading-things.wrong-kind", keyword=spec.keyword, word=piece.text,
                              found=a_kind(piece.matches[0].kind), wanted=wanted),
                    say("order-reading-things.wrong-kind-hint", keyword=spec.keyword, wanted=wanted))


def _not_an_order(group: Group) -> bool:
    """ "dai, a domani" ("dai" is a short form of passo) and "indago nessuno" order nothing."""
    nobody = any(isinstance(p, Word) and p.fold in NOBODY for p in group.pieces)
    return group.key.weak or nobody


def _misspelt_name(group: Group, index: NameIndex) -> bool:
    """ "salvo Artur", "sorveglio il mulno": a common word of a power (`weak`) before a word close
    to a name of the kind it takes is the order with a typo, asked (read as talk, the power was
    lost in silence); "salvo imprevisti" names nothing close."""
    kinds = entity_kinds(group.spec)
    # Only a ruleset's common synonyms: a short or plural form stays a word ("Dai, passiamo oltre").
    return fold(group.key.written) in group.spec.common and any(isinstance(p, Word) and not p.filler and len(p.fold) >= 3 and any(
        index.suggest(p.text, kind) for kind in kinds) for p in group.pieces)


def _role_next(group: Group) -> bool:
    """ "on tue la voyante": a short form (`weak`) followed by a role where its player goes is
    the order said of the role, as « on dévore la sorcière » is (an error naming the role)."""
    pieces = group.pieces
    return group.key.weak and ROLE not in entity_kinds(group.spec) and any(
        isinstance(p, Ent) and p.matches and all(m.kind == ROLE for m in p.matches) and n
        and isinstance(pieces[n - 1], Word) and pieces[n - 1].fold in ARTICLES for n, p in enumerate(pieces))


def _mentions(group: Group, spec: KeywordSpec) -> list[Mention]:
    kinds = entity_kinds(spec)
    found: list[Mention] = []
    for n, piece in enumerate(group.pieces):
        if not isinstance(piece, Ent):
            continue
        usable = [m for m in piece.matches if m.kind in kinds]
        if not usable:
            continue
        counts = {k: sum(1 for m in found if m.kind == k) for k in kinds}
        # A name that is, say, both a player and an item fills the slot still empty.
        match = next((m for m in usable if counts[m.kind] < kinds[m.kind][0]), usable[0])
        if match.kind == ROLE and found and names_the_card_again(group.pieces, n, match.targets, found[-1].position):
            continue
        found.append(Mention(n, match.kind, match.targets, piece.text))
    return found


def _complete(spec: KeywordSpec, mentions: list[Mention], words: list[tuple[int, Word]],
              index: NameIndex, pronoun: str = "") -> tuple[list[Mention], Problem | None]:
    """Fill missing arguments from left-over words read as prefixes of names (never of the kind
    a pronoun stands for: "lascia stare quello di prima, passalo a Boromiro" is no item called
    «lascia», but `passo` without an item)."""
    mentions = list(mentions)
    unknown: list[tuple[Word, str, int]] = []    # (word, kind, position)
    for position, word in words:
        short = [kind for kind in _short(spec, mentions) if kind != pronoun]
        if not short:
            break
        if word.fold in ORDINALS:
            continue        # "il secondo scegli tu": the slot said by its place, no name
        resolved = [(kind, index.by_prefix(word.text, kind)) for kind in short]
        hit = next(((kind, r.target) for kind, r in resolved if r.target), None)
        if hit:
            mentions.append(Mention(position, hit[0], (hit[1],), word.text))
            continue
        ambiguous = next(([index.role_names.get(c, c) if kind == ROLE else c for c in r.candidates]
                          for kind, r in resolved if r.candidates), None)
        if ambiguous:
            problem = problem_for(spec, say("order-reading.could-be", word=word.text, names=either(ambiguous)),
                                  say("order-reading.could-be-hint"))
            return mentions, _each_begun(spec, mentions, position, word, problem, resolved)
        unknown.append((word, short[0], position))
    mentions += _prefixes_first(spec, mentions, words, index)
    mentions.sort(key=lambda m: m.position)
    # "lascia stare, dallo a boromir": the words before the name that filled the slot are no
    # misspelt name of it ("no player called «stare»"); what is still short is said instead.
    unknown = [u for u in unknown if u[1] in _short(spec, mentions)]
    if unknown and _short(spec, mentions):
        return mentions, _unknown(spec, unknown, mentions, index)
    begun = begun_after(mentions, words, index)
    if begun:
        return mentions, problem_for(spec, say("order-reading.could-be", word=begun[0].text, names=either(begun[1])),
                                     say("order-reading.could-be-hint"))
    misspelt = _misspelt_optional(spec, mentions, words, index) or _misspelt_among(spec, mentions, words, index)
    if misspelt:
        return mentions, _unknown(spec, misspelt, mentions, index)
    missing = _short(spec, mentions, rounds=1)
    found = [m for m in mentions if missing and m.kind == missing[0]]
    if found:
        # "ammalio Boromiro" for a power of two players: one was named, not none.
        required, optional = entity_kinds(spec)[missing[0]]
        return mentions, problem_for(spec, say("order-reading.takes", keyword=spec.keyword,
                                            names=", ".join(m.written for m in found),
                                            takes=count_of(required, missing[0]), found=len(found)),
                                  reading=partial(spec, mentions))
    if missing:
        return mentions, problem_for(spec, say("order-reading.without", keyword=spec.keyword,
                                            needs=_needs(spec, missing)), reading=partial(spec, mentions))
    return mentions, None     # a count that does not pair up is told by _drafts


def _each_begun(spec: KeywordSpec, mentions: list[Mention], position: int, word: Word,
                problem: Problem, resolved: list[tuple[str, Resolution]]) -> Problem:
    """ "indago Grim" with Grima and Grimaldo: a word beginning the names of several players,
    where it fills the power's last empty slot, asks which (the order on each, or none), never
    an error; the night puts first those the power may name tonight (orders.same_start)."""
    players = next((r.candidates for kind, r in resolved if kind == PLAYER and r.candidates), ())
    if not players:
        return problem
    readings = tuple(partial(spec, sorted([*mentions, Mention(position, PLAYER, (name,), word.text)],
                                           key=lambda m: m.position)) for name in players)
    if any("<" in r for r in readings) or len(set(readings)) < len(readings):
        return problem
    return replace(problem, choices=readings, same_start=players)


def _misspelt_optional(spec: KeywordSpec, mentions: list[Mention], words: list[tuple[int, Word]],
                       index: NameIndex) -> list[tuple[Word, str, int]]:
    """A slot that may stay empty ("tire" with no one: the Chasseur's standing shot taken back;
    "sauve": the victim) left empty beside a word close to a name of its kind: "je tire sur
    Fernad" is Fernand misspelt, never the shot taken back, and stops as any misspelt name does."""
    empty = [kind for kind, (required, optional) in entity_kinds(spec).items()
             if optional and not required and not any(m.kind == kind for m in mentions)]
    return [(word, kind, position) for position, word in words for kind in empty[:1]
            if word.fold not in ARGUMENT_LEADS and index.suggest(word.text, kind)]


def _misspelt_among(spec: KeywordSpec, mentions: list[Mention], words: list[tuple[int, Word]],
                    index: NameIndex) -> list[tuple[Word, str, int]]:
    """A word written as a name (a capital first) among the names of a kind, before the last,
    close to a name of that kind no mention holds: "indago Klatuu e mando il gufo a Tumbleweed", « J'empoisonne Isidor et
    Dorian » — read without it the order took the other name in silence (the investigation
    went to Tumbleweed, the poison to Dorian); it stops as a misspelt name does."""
    named = {t for m in mentions for t in m.targets}
    return [(word, kind, position) for kind in entity_kinds(spec) for position, word in words
            if any(m.kind == kind and m.position > position for m in mentions)
            and word.text[:1].isupper() and not word.filler and word.fold not in ARGUMENT_LEADS
            and len(word.fold) > 2 and set(index.suggest(word.text, kind)) - named][:1]


def _prefixes_first(spec: KeywordSpec, mentions: list[Mention], words: list[tuple[int, Word]],
                    index: NameIndex) -> list[Mention]:
    """Words before every name of their kind that begin one name only, where the power has
    room for one more: "indago Klondik e gufo a Tumble" names Klondike, then the owl's
    Tumbleweed (the full name after filled the first slot, and Klondike was dropped)."""
    found: list[Mention] = []
    for kind, (required, optional) in entity_kinds(spec).items():
        named = [m.position for m in mentions if m.kind == kind]
        room = required + optional - len(named)
        for position, word in words:
            if room <= len(found) or not named or position > min(named) or word.fold in ARGUMENT_LEADS:
                continue
            target = index.by_prefix(word.text, kind).target
            if target and target not in {t for m in mentions for t in m.targets}:
                found.append(Mention(position, kind, (target,), word.text))
    return found


def _short(spec: KeywordSpec, mentions: list[Mention], rounds: int = 0) -> list[str]:
    """Kinds with fewer names than required (one set per item for a power taking items,
    unless `rounds` is given)."""
    counts = {kind: sum(m.kind == kind for m in mentions) for kind in entity_kinds(spec)}
    rounds = rounds or rounds_so_far(spec, counts)
    return [kind for kind, (required, _) in entity_kinds(spec).items()
            if counts[kind] < rounds * required]


def _unknown(spec: KeywordSpec, unknown: list[tuple[Word, str, int]], mentions: list[Mention],
             index: NameIndex) -> Problem:
    """The unknown word most like a name, with the names it resembles. A word leading a phase
    ("sparo a Lino durante la fase del Medium") is the name only when no other word is there:
    the rulebook's own example names a role this game does not have, and that is the word."""
    named = [(w, k, n) for w, k, n in unknown if w.fold not in ARGUMENT_LEADS] or unknown
    word, kind, position = max(named, key=lambda wkn: len(index.suggest(wkn[0].text, wkn[1])))
    close = index.suggest(word.text, kind)
    role = role_said(word, kind, close, index)
    if role:
        # "sorveglio la sindaca": the role of the player he means, not a misspelt player.
        return problem_for(spec, say("order-reading.no-such", kind=kind_word(kind), word=word.text),
                        say("order-reading.role-for-player", word=word.text,
                            role=index.role_names.get(role, role)), reading="")
    hint = say("order-reading.did-you-mean", names=either(close)) if close \
        else say("order-reading.check-spelling", kind=kind_word(kind))
    # "Sauronе" with a Cyrillic е reads as the name it resembles: shown with its code point.
    written = spelled(word.text) if has_look_alikes(word.text) else word.text
    # "prevedo quello che sbranano i lupi" (→ Sarumano?), "no scherzo" (→ Shelob?): a common word
    # only resembling a name is hinted at, never the settle line (`near`: a name surely meant).
    return problem_for(spec, say("order-reading.no-such", kind=kind_word(kind), word=written), hint,
                    reading=_reading_with(spec, mentions, position, close[0])
                    if len(close) == 1 and index.near(word.text, kind) else "")


def _reading_with(spec: KeywordSpec, mentions: list[Mention], position: int, name: str) -> str:
    """The canonical order the line gives with the unknown word read as `name`, when every
    other name of the line is one player, item or role."""
    if any(len(m.targets) != 1 for m in mentions):
        return ""
    names = sorted([(m.position, m.targets[0]) for m in mentions] + [(position, name)])
    # « J'empoisonne Isidor et Dorian »: more names than the power takes, none offered.
    if len(names) > sum(required + optional for required, optional in entity_kinds(spec).values()):
        return ""
    return " ".join([spec.keyword, *(n for _, n in names)])


def _drafts(spec: KeywordSpec, mentions: list[Mention], after_key: frozenset[int] = frozenset()) -> Outcome:
    kinds = entity_kinds(spec)
    by_kind = {k: [m for m in mentions if m.kind == k] for k in kinds}
    for m in mentions:
        if len(m.targets) > 1:
            return Outcome(problem=problem_for(
                spec, say("order-reading.several", written=m.written, kind=kind_word(m.kind),
                          names=either(m.targets)), say("order-reading.several-hint")))
    rounds = _rounds(kinds, by_kind, spec.each_item)
    if rounds is None:
        return Outcome(problem=_count_problem(spec, kinds, by_kind, after_key))
    drafts = []
    for n in range(rounds):
        per = {k: (lst[n * kinds[k][0]:(n + 1) * kinds[k][0]] if rounds > 1 else lst)
               for k, lst in by_kind.items()}
        drafts.append(_draft(spec, per))
    return Outcome(drafts=tuple(drafts))


def _rounds(kinds: dict[str, tuple[int, int]], by_kind: dict[str, list[Mention]],
            each_item: bool) -> int | None:
    """How many orders the names make: one, or one per item ("passo X a Sam e Y a Merry").
    A choice whose item is only its target (`vado <luogo>`, each_item False) is one order: two
    places on its line ("vado al bosco e alla grotta") are a count to settle, never two orders
    the later of which silently replaces the first."""
    counts = {k: len(v) for k, v in by_kind.items()}
    if all(r <= counts[k] <= r + o for k, (r, o) in kinds.items()):
        return 1
    items = kinds.get(ITEM, (0, 0))[0] if each_item else 0
    if items and counts[ITEM] % items == 0:
        rounds = counts[ITEM] // items
        if rounds > 1 and all(counts[k] == rounds * r for k, (r, _) in kinds.items()):
            return rounds
    return None


def _count_problem(spec: KeywordSpec, kinds: dict[str, tuple[int, int]],
                   by_kind: dict[str, list[Mention]], after_key: frozenset[int] = frozenset()) -> Problem:
    for kind, (required, optional) in kinds.items():
        found = by_kind[kind]
        if not required <= len(found) <= required + optional:
            names = ", ".join(m.written for m in found)
            problem = problem_for(spec, say("order-reading.takes", keyword=spec.keyword, names=names,
                                         takes=count_of(required + optional, kind), found=len(found)),
                                  say("order-reading.one-per-line"),
                                  reading=partial(spec, [m for ms in by_kind.values() for m in ms]))
            return replace(problem, choices=_each_one(spec, kind, by_kind, after_key)) \
                if kind == PLAYER and required + optional == 1 and len(found) > 1 else problem
    return problem_for(spec, say("order-reading.pair-up", keyword=spec.keyword),
                    say("order-reading.one-per-line"))


def each_player_asked(spec: KeywordSpec, players: tuple[str, ...]) -> Problem | None:
    """ "On croque Hortense ou Gaspard": a phrase of a power taking players only, said of more
    of them than it takes — the problem its keyword gives ("on dévore Hortense ou Gaspard"),
    the order on each player offered; None when they fit."""
    kinds = entity_kinds(spec)
    if set(kinds) != {PLAYER} or len(players) <= sum(kinds[PLAYER]):
        return None
    named = [Mention(n, PLAYER, (p,), p) for n, p in enumerate(players)]
    return _count_problem(spec, kinds, {PLAYER: named}, frozenset(range(len(named))))


def _each_one(spec: KeywordSpec, kind: str, by_kind: dict[str, list[Mention]],
              after_key: frozenset[int]) -> tuple[str, ...]:
    """The order on each of the names of a kind the power takes one of, the names after the
    keyword first (in the order written), then those before it (the nearest first); () when
    another kind does not fit either."""
    others = [m for k, ms in by_kind.items() if k != kind for m in ms]
    found = by_kind[kind]
    ordered = [m for m in found if m.position in after_key] + [m for m in reversed(found) if m.position not in after_key]
    readings = tuple(dict.fromkeys(partial(spec, [*others, m]) for m in ordered if len(m.targets) == 1))
    return () if any("<" in r for r in readings) else readings


def _draft(spec: KeywordSpec, per: dict[str, list[Mention]]) -> Draft:
    queues = {k: list(v) for k, v in per.items()}
    args = [queues[kind].pop(0).targets[0] for kind, _ in spec.kinds()
            if kind != TEXT and queues[kind]]
    kinds = [kind for kind, _ in spec.kinds() if kind != TEXT and per[kind]]
    item = next((a for a, k in zip(args, kinds) if k == ITEM), None) if spec.each_item else None
    return Draft(spec.keyword, tuple(args), item)


def _needs(spec: KeywordSpec, kinds: list[str] | None = None) -> str:
    wanted = kinds if kinds is not None else list(entity_kinds(spec))
    return any_of([a_kind(kind) for kind in wanted])
