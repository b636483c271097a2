"""Importing this package registers every effect of the vocabulary."""
from lupus_mod.engine.effects import info, items, killing, passives, status  # noqa: F401
from lupus_mod.engine.effects import (allegiance, delayed, substitution, timing,  # noqa: F401
                                    watching)
from lupus_mod.engine.effects import awareness, reactions  # noqa: F401
from lupus_mod.engine.effects import cards, couples, glimpse, lastshot  # noqa: F401
from lupus_mod.engine.effects import disguise, visits  # noqa: F401
from lupus_mod.engine.effects import illusion, inheritance, redirects, spirits, swap, verdicts  # noqa: F401
