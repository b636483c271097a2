"""One tally's request and what every count of it shares (the day's facts, vote settings,
roster, time zone, the GM's corrections): the ground of `lupus-mod tally`, whichever vote it
counts (lupus_mod.tally.count: the day, its runoff, the election; lupus_mod.tally.proposals: a
declared loop's Sì/No on the mayor's proposal)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from datetime import tzinfo
from typing import Any, Callable
from zoneinfo import ZoneInfo

from lupus_mod.engine.state import DayRecord
from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.text.folding import fold
from lupus_mod.votes.languages import LANGUAGES
from lupus_mod.play.game import Game
from lupus_mod.votes.facts import DayFacts
from lupus_mod.votes.names import Roster, read_corrections
from lupus_mod.votes.settings import VoteSettings, read_settings
from lupus_mod.votes.answers import answering
from lupus_mod.rules.checks import SELECTOR_KINDS

Progress = Callable[[int, "int | None"], None]


@dataclass(frozen=True)
class TallyRequest:
    """What the GM asked `tally` for: the day, where to read it, from and until which post."""
    day: int
    url: str | None = None
    html: tuple[Path, ...] = ()
    from_post: str | None = None
    until: str | None = None
    record: bool = False
    force: bool = False
    runoff: bool = False
    refresh: bool = False
    revote: bool = False          # the new vote after a tied runoff (runoff_tie_break = "revote")
    election: bool = False        # the title's election (the Capitaine): tally --election
    proposal: bool = False        # a declared loop's Sì/No vote on the mayor's proposal

    def doubt_hint(self, message: str, /, **values: Any) -> str:
        """The hint after a doubt (`tally-doubts.<message>`): it runs this very ballot again,
        with its own flag — a runoff's doubts are settled by `tally D --runoff`, not the day's
        count. (Positional: a hint's own values may be named `key`.)"""
        flag = next((f"--{kind}" for kind in ("runoff", "revote", "election") if getattr(self, kind)), None)
        if flag is None:
            return say(f"tally-doubts.{message}", day=self.day, **values)
        return say(f"tally-doubts-ballot.{message}", day=self.day, flag=flag, **values)


@dataclass(frozen=True)
class TallyDay:
    """What every step of one tally shares."""

    game: Any
    request: TallyRequest
    facts: Any
    settings: VoteSettings
    roster: Roster
    tz: tzinfo
    corrections: dict
    shown: bool = False           # count with the weights the thread may see only
    read: dict = field(default_factory=dict, compare=False)   # the posts last read, their actions

    @property
    def day_file(self) -> str:
        return f"days/{self.request.day}.toml"


def prepare_day(game: Any, request: TallyRequest) -> TallyDay:
    elected = tuple(t.name for t in elected_titles(game))
    ruleset = getattr(game, "ruleset", None)   # a bare folder read only for its votes has none
    named = tuple(x.name for x in (*getattr(ruleset, "roles", ()), *getattr(ruleset, "titles", ())))
    settings = read_settings(game.config.get("votes"), str(game.config.get("language", "it")), elected, named)
    facts = day_facts(game, request.day)
    roster = Roster(alive=tuple(facts.alive), dead=tuple(facts.dead), gm=tuple(facts.gm),
                    non_players=settings.non_players, aliases=dict(facts.aliases),
                    substitutes=dict(facts.substitutes), declared=dict(facts.accounts),
                    fuzzy_cutoff=settings.fuzzy_cutoff)
    tz = ZoneInfo(str(game.config.get("timezone", "Europe/Rome")))
    table = facts.day_file.get("corrections", {})
    if not isinstance(table, dict):
        raise TallyError(say("late-checks.corrections-table"), file=f"days/{request.day}.toml",
                         hint=say("late-checks.corrections-table-hint"))
    # A day with proposals (Acchiappastreghe's [[proposta]]) settles an answer in doubt too:
    # "12" = "No" (votes/answers.py).
    answers = answering(roster) if facts.day_file.get("proposta") else roster
    corrections = read_corrections(table, answers, f"days/{request.day}.toml", settings.grammar.election)
    if not facts.election_held and not request.election:
        # "Comme capitaine, je vote Kilian" from the sitting Capitaine: no election that day,
        # so the post's vote is his day vote, never an election vote lost (docs/tally.md).
        settings = replace(settings, grammar=replace(settings.grammar, election_held=False,
                                                     title_holders=facts.title_holders))
    return TallyDay(game, request, facts, settings, roster, tz, corrections)


def day_facts(game: Game, day: int) -> DayFacts:
    """What the vote tally of day `day` needs from the game: a declared loop's turn
    (lupus_mod.play.turns.vote_facts), else the day as it opens after its night, with its
    record's choices the rules refuse at its start (`refused`: a second double vote)."""
    if game.ruleset.loop.declared:
        from lupus_mod.play.turns import vote_facts
        return vote_facts(game, day)
    # Imported here: a command whose phases are kept loads no resolver (docs/performance.md).
    from lupus_mod.engine.day import apply_day, day_weights, shown_weights, tie_weights, weights_revealed
    from lupus_mod.engine.effects.redirects import follows_on, redirects_on
    from lupus_mod.engine.effects.verdicts import spared_on
    from lupus_mod.play.replay import day_opening, run_night
    from lupus_mod.play.waits import asked
    state = day_opening(game, run_night(game, game.night_label(day)).result.state, day)
    record = game.day_record(day, required=False)
    preview = apply_day(state, DayRecord(day, "", record.choices), game.ruleset, game.seed)
    previous = game.read_day(day - 1, required=False) if day > 1 else {}
    # A power no living player holds has no player to name: its choice's value instead.
    refused = tuple({"note": "day-power-refused", "file": f"days/{day}.toml", "player": e.actor,
                     "keyword": e["keyword"], "cause": e.cause,
                     **({} if e.actor else {"value": e.get("value", "")}),
                     **({"holder": e["holder"]} if e.get("holder") else {})}
                    for e in preview.events if e.kind == "rejected" and "keyword" in e)
    # No election where the title sits at the opening; its holders once the record's choices
    # apply: an heir named in it holds it that day (« successeur = "Hortense" » after the
    # Capitaine died in the night: her « Capitaine : Kilian » is her day vote).
    sitting = _title_holders(game, state)
    holders = _title_holders(game, preview.state) if sitting else ()
    return DayFacts(
        day=day, alive=tuple(p.name for p in state.players if p.alive),
        dead=tuple(p.name for p in state.players if not p.alive),
        aliases={p.name: p.aliases for p in game.players},
        substitutes={nick: p.name for p in game.players for nick, _ in p.substitutes},
        off_turn=game.off_turn(f"day {day}"), accounts=game.member_accounts(),
        weights=day_weights(preview.state, game.ruleset, day),
        tie_weights=tie_weights(preview.state, game.ruleset), gm=tuple(game.config.get("gm", ())),
        day_file=game.read_day(day, required=False),
        malus={k: int(v) for k, v in previous.get("malus", {}).items()},
        runoff_removed=tuple(preview.state.flags.get(f"removed:{day}", ())),
        shown_weights=shown_weights(state, preview.state, game.ruleset, day),
        shown_tie_weights=(tie_weights(preview.state, game.ruleset)
                           if "titles" in game.ruleset.public.tally_weights else {}),
        awaited=tuple(asked(game.ruleset, preview.waits, "day", str(day),
                            lambda name: game.current_nick(name, f"day {day}"))),
        spared=spared_on(state.flags, day), spared_rule=str(game.ruleset.policy("no_condemn", "nobody")),
        redirects=redirects_on(state.flags, day), shown_redirects=redirects_on(state.flags, day, public_only=True),
        follows=follows_on(state.flags, day), shown_follows=follows_on(state.flags, day, public_only=True),
        election_held=not sitting, title_holders=holders,
        bound=_bound(game, state), refused=refused, doubles=_doubles(game, state), holders=_holders(game, state),
        holders_after=_holders(game, preview.state),
        notes=tuple({"note": "weight-all-day", "file": f"days/{day}.toml", "player": name, "weight": w,
                     "keyword": ", ".join(record.choices)}
                    for name, w in weights_revealed(state, preview.state, game.ruleset, day).items()))


def _title_holders(game: Any, state: Any) -> tuple[str, ...]:
    return tuple(p.name for p in state.players if any(t.id in p.statuses for t in elected_titles(game)))


def _doubles(game: Any, state: Any) -> dict[str, str]:
    """Each living player whose role has a day power that doubles his vote ("può scegliere che
    il proprio voto per il rogo valga il doppio", LotR l.223), with its keyword ("" once its
    uses are spent: "per una sola volta in tutta la partita")."""
    return {p.name: "" if power.uses and p.used(power.id) >= power.uses else power.keyword
            for p in state.players if p.alive
            for power in game.ruleset.role(p.role).powers
            if power.day and power.keyword and power.effect == "double-vote"}


def _holders(game: Any, state: Any) -> dict[str, tuple[str, ...]]:
    """Each title's or office's word (the ruleset's titles, the language's `roles`: "sindaco",
    "sceriffo") -> the living players holding it: "voto il sindaco" offers the Sindaco
    (votes/described_offer.py). A role claimed in the thread ("voto il veggente") is not
    offered: the player means whom he believes holds it, maybe a false claim."""
    offices = {fold(w) for w in LANGUAGES.get(str(game.config.get("language", "it")), {}).get("roles", ())}
    held: dict[str, list[str]] = {}
    for p in state.players:
        if not p.alive:
            continue
        role = game.ruleset.role(p.role)
        words = {*(w for w in (role.id, role.name) if fold(w) in offices),
                 *(t.name for t in game.ruleset.titles if t.id in p.statuses)}
        for word in {fold(w) for w in words if " " not in w.strip()}:
            held.setdefault(word, []).append(p.name)
    return {w: tuple(names) for w, names in held.items()}


def _bound(game: Any, state: Any) -> tuple[str, ...]:
    """The living players [votes] forbidden_between names (checked by read_settings)."""
    from lupus_mod.engine.seats import matches
    selector = str(game.config.get("votes", {}).get("forbidden_between", ""))
    if selector.partition(":")[0] not in SELECTOR_KINDS:
        return ()
    return tuple(p.name for p in state.players if p.alive and matches(p, selector, game.ruleset))


def elected_titles(game: Any) -> list[Any]:
    # A game without a ruleset (a bare folder read only for its votes) elects nothing.
    return [t for t in getattr(getattr(game, "ruleset", None), "titles", ()) if t.elected]


def refuse_foreign_ballot(game: Any, request: TallyRequest) -> None:
    """A ballot the game's ruleset does not hold (--election with no elected title, --proposal
    with no mayor's proposals), refused before any page is read: it went to the forum first,
    and said «aggiungi la proposta del sindaco» in Thiercelieux, a network error elsewhere."""
    if request.election:
        elected_title(game)
    loop = getattr(getattr(game, "ruleset", None), "loop", None)
    if request.proposal and not (loop and loop.declared):
        raise TallyError(say("tally-problem.no-proposals"), file="roles.toml",
                         hint=say("tally-problem.no-proposals-hint", day=request.day))


def elected_title(day: TallyDay | Any) -> Any:
    """The ruleset's elected title (Thiercelieux's Capitaine), of a tally's day or a game."""
    titles = elected_titles(getattr(day, "game", day))
    if not titles:
        raise TallyError(say("tally-problem.no-title"), file="roles.toml",
                         hint=say("tally-problem.no-title-hint"))
    return titles[0]
