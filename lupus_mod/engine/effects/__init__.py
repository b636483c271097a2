"""Importing this package registers every effect of the vocabulary."""
from lupus_mod.engine.effects import info, items, killing, passives, status  # noqa: F401
