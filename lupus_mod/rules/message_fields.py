"""The fields each message of a ruleset carries, where its effect is known (engine/effects/):
a wording of the game's catalog may use only those. An investigation's answer carries `target`
and `answer` (effects/info.py), its owl's "no answer" only `target`; an announcement at dawn
carries none (effects/status.py `announce`). A message of another effect is checked against
every field of the catalog only (inputs/authoring.py). Pure."""
from __future__ import annotations

from collections import Counter

from lupus_mod.rules.authoring import messages, power_paths
from lupus_mod.rules.spec import Ruleset

# effect -> message setting -> the fields its message carries.
CARRIED: dict[str, dict[str, tuple[str, ...]]] = {
    "investigate": {"message": ("target", "answer"), "owl_message": ("target", "answer"),
                    "owl_no_answer_message": ("target",)},
    "announce": {"message": ()},
}
_DEFAULT_ID = {"announce": "message"}     # the power's id is its message without `message`


def carried_fields(rs: Ruleset) -> dict[str, frozenset[str]]:
    """Message id -> the fields it carries, for the messages every use of which is known."""
    known: dict[str, set[str]] = {}
    counted: Counter[str] = Counter()
    for power, _ in power_paths(rs):
        for key, fields in CARRIED.get(power.effect, {}).items():
            default = power.id if _DEFAULT_ID.get(power.effect) == key else None
            message = power.settings.get(key, default)
            if isinstance(message, str) and message:
                known.setdefault(message, set()).update(fields)
                counted[message] += 1
    uses = Counter(m for m, _ in messages(rs))
    return {m: frozenset(f) for m, f in known.items() if uses[m] <= counted[m]}
