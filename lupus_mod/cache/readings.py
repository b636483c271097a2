"""The votes read from each post of a thread, kept between tallies (lupus_mod.cache.snapshots).

Reading a post's votes is a pure function of the post, the vote grammar and the roster
(lupus_mod.votes.reading.read_post). A tally keeps, under a key of the program's code, the
grammar and the roster, what it read from each post, by the post's own content: a re-tally
reads again only the posts that are new or changed, and any change of the grammar ([votes]
settings) or of the roster (deaths, aliases, substitutes) reads every post again. Only the posts
of the latest tally are kept.
"""
from __future__ import annotations

import hashlib
import pickle
from typing import Any

from lupus_mod.cache import snapshots
from lupus_mod.votes.reading import read_post


class PostReadings:
    def __init__(self, grammar: Any, roster: Any) -> None:
        self.grammar, self.roster = grammar, roster
        self.key = snapshots.chain(snapshots.code_fingerprint(), b"votes", repr(grammar).encode(),
                                   repr(roster).encode())
        kept = snapshots.load(self.key)
        self.kept: dict[bytes, Any] = kept if isinstance(kept, dict) else {}
        self.used: dict[bytes, Any] = {}

    def read(self, post: Any, grammar: Any, roster: Any) -> Any:
        try:
            content = pickle.dumps(post, protocol=pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, AttributeError):
            content = None
        if content is None or grammar is not self.grammar or roster is not self.roster:
            return read_post(post, grammar, roster)
        digest = hashlib.sha256(content).digest()
        found = self.kept.get(digest)
        if found is None:
            found = read_post(post, grammar, roster)
        self.used[digest] = found
        return found

    def save(self) -> None:
        if self.used.keys() != self.kept.keys():
            snapshots.store(self.key, self.used)
