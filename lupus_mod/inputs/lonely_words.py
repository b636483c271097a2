"""A role's `visto` or `conta` word that nothing else in roles.toml uses, close to one that
others do (`visto = "INNOCNTE"`, `conta = ["UMANOO"]`): the Veggente would be told the typo,
the role would silently stop counting in a win's `count_ge`. A warning at the key's line with
the word meant — the reverse of a selector `conta:LUPI` that matches no role's conta (an
error, lupus_mod.rules.checks). A word of its own that something reads (a selector, a lens's
inverse, a setting) is the GM's design and is never told.
"""
from __future__ import annotations

import difflib
from collections import Counter
from typing import Any, Iterator

from lupus_mod.errors import LupusError, RulesetError
from lupus_mod.inputs.folder import TomlFile
from lupus_mod.messages import say

_DEFAULT = {"visto": "INNOCENTE"}     # lupus_mod.rules.spec.RoleSpec


def _tokens(value: Any) -> Iterator[str]:
    """Every string of a TOML value, and the word after a selector's colon (`conta:UMANO`)."""
    if isinstance(value, str):
        yield value
        if ":" in value:
            yield value.rsplit(":", 1)[1]
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _tokens(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _tokens(inner)


def _words(role: dict, key: str) -> list[tuple[tuple[str | int, ...], str]]:
    """(path within the role, word) of the role's `key`: `visto` a word, `conta` a list."""
    value = role.get(key, _DEFAULT.get(key))
    if isinstance(value, str):
        return [((key,), value)]
    return [((key, k), w) for k, w in enumerate(value) if isinstance(w, str)] if isinstance(value, list) else []


def lonely_words(source: TomlFile) -> list[LupusError]:
    roles = [r for r in source.data.get("role", []) if isinstance(r, dict)] \
        if isinstance(source.data.get("role"), list) else []
    written = Counter(_tokens(source.data))
    warnings: list[LupusError] = []
    for key in ("visto", "conta"):
        weight: Counter[str] = Counter()
        for role in roles:
            for _, word in _words(role, key):
                count = role.get("count", 1)
                weight[word] += count if isinstance(count, int) and count > 0 else 1
        for n, role in enumerate(source.data.get("role", []) if roles else []):
            if not isinstance(role, dict):
                continue
            for path, word in _words(role, key):
                if path[0] not in role or written[word] > 1:
                    continue      # a default, or a word something else reads
                near = difflib.get_close_matches(word, [w for w in weight if w != word], n=1, cutoff=0.75)
                if near and weight[near[0]] >= weight[word]:
                    warnings.append(RulesetError(
                        say("folder-checks.lonely-word", role=role.get("id", n + 1), key=key, word=word, meant=near[0]),
                        file=source.shown, line=source.positions.line(("role", n, *path)),
                        hint=say("folder-checks.lonely-word-hint", key=key, word=word, meant=near[0])))
    return warnings
