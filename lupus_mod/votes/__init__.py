"""Reading and counting the day's votes (pure: no forum, no files, no clock).

    settings = read_settings(game_config.get("votes"))
    actions = read_thread(posts, settings.grammar, roster, corrections)
    tally = count_votes(actions, DayContext(...))
"""
from lupus_mod.votes.audit import Tally
from lupus_mod.votes.count import DayContext, count_runoff, count_votes
from lupus_mod.votes.election import count_election, elected_value
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Correction, Roster, read_corrections
from lupus_mod.votes.reading import PostReading, VoteAction, post_readings, read_post, read_thread
from lupus_mod.votes.settings import VoteSettings, read_settings

__all__ = [
    "Correction", "DayContext", "Grammar", "PostReading", "Roster", "Tally", "VoteAction", "VoteSettings",
    "count_election", "count_runoff", "count_votes", "elected_value", "post_readings", "read_corrections",
    "read_post", "read_settings", "read_thread",
]
