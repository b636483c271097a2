"""What the vote count of a day needs to know of the game, gathered by the game's reading
(lupus_mod.tally.request for a night/day game, lupus_mod.play.turns for a loop's turn) and read by
the count (lupus_mod.votes, lupus_mod.tally)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class DayFacts:
    """What the vote count of a day needs to know of the game: who may vote and be voted, with
    what weight."""
    day: int
    alive: tuple[str, ...]
    dead: tuple[str, ...]
    aliases: dict[str, tuple[str, ...]]
    substitutes: dict[str, str]
    weights: dict[str, int]
    tie_weights: dict[str, int]
    gm: tuple[str, ...]
    day_file: dict[str, Any]
    malus: dict[str, int]
    runoff_removed: tuple[str, ...] = ()   # taken out of the runoff by a day power (Avvocato)
    # The weights the public tally post may show ([public] tally_weights); the others count
    # but are secret.
    shown_weights: dict[str, int] = field(default_factory=dict)
    shown_tie_weights: dict[str, int] = field(default_factory=dict)
    # The day's decisions still awaited before its vote (the dead Capitaine's heir): rows of
    # lupus_mod.play.waits.asked. The count may change with the answer.
    awaited: tuple[dict[str, Any], ...] = ()
    # The nicknames not playing their slot this day (lifecycle.substitutions.off_turn).
    off_turn: dict[str, tuple[str, str]] = field(default_factory=dict)
    # The board's member ids the GM declared (players.toml `account_id`) -> the name each was
    # declared for (the player's, a substitute's nickname).
    accounts: dict[str, str] = field(default_factory=dict)
    # Who cannot be condemned today (a night's `no-condemn`) and the policy `no_condemn`.
    spared: tuple[str, ...] = ()
    spared_rule: str = "nobody"
    # Voter -> whom his votes count for (a night's `redirect-vote`); those the thread may see.
    redirects: dict[str, str] = field(default_factory=dict)
    shown_redirects: dict[str, str] = field(default_factory=dict)
    # Voter -> whose vote his follows (a night's `follow-vote`); those the thread may see.
    follows: dict[str, str] = field(default_factory=dict)
    shown_follows: dict[str, str] = field(default_factory=dict)
    # Whether the thread may hold the title's election this day: not once a player holds the
    # title at the day's opening (it then passes to an heir, rules/thiercelieux: "c'est
    # lui-même qui désigne son successeur"), so a post that elects is read as a day vote.
    election_held: bool = True
    # Who holds that title at the day's opening: his own words of the title are his day vote
    # ("Comme capitaine, je vote Kilian"); another's ("Capitaine : Hortense") are asked.
    title_holders: tuple[str, ...] = ()
    # The living players [votes] forbidden_between names (Thiercelieux's lovers): their votes on
    # each other are counted and told to the GM (tally/forbidden.py).
    bound: tuple[str, ...] = ()
    # The day record's choices the rules refuse before the vote (a second once-per-game
    # `double_vote`): notes `day-power-refused` of the tally (lupus_mod/tally/request.py).
    refused: tuple[dict[str, Any], ...] = ()
    # Living player -> the keyword of his day power that doubles his vote, unused today (the
    # Shinigami's `double_vote`; "" once spent): a claim of it in the thread is told
    # (tally/double_claims.py).
    doubles: dict[str, str] = field(default_factory=dict)
    # A role's or a title's folded word ("sindaco") -> the living players holding it: "voto il
    # sindaco" offers him (votes/described_offer.py).
    holders: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # The same once the day's record applies, the Capitaine elected that day holding his title:
    # « jvote comme la capi » follows her stake vote (votes/followed_votes.py).
    holders_after: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Other notes of the day's facts: `weight-all-day` (a weight a day power's status gave today,
    # counted for the whole day: the record has no time for it).
    notes: tuple[dict[str, Any], ...] = ()
