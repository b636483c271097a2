"""The vote grammar's default words, one table per game language (`language` in game.toml).

Data only: the engine in grammar.py is the same for every language, and each `[votes]` key of
game.toml replaces one of these lists (or `[votes.add]` extends it). docs/tally.md explains
what each list does; the accents of every word are folded away before comparing, so "à"
matches "a" and "peut-être" matches "peut etre". The tables are languages_it.py and
languages_fr.py.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from lupus_mod.votes.languages_fr import FRENCH
from lupus_mod.votes.languages_it import ITALIAN

__all__ = ["FRENCH", "ITALIAN", "LANGUAGES"]

LANGUAGES: Mapping[str, Mapping[str, tuple[str, ...]]] = MappingProxyType(
    {"it": ITALIAN, "fr": FRENCH})
