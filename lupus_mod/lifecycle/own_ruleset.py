"""A GM's own ruleset for `lupus-mod new --roles FILE [--labels FILE]`: read and checked as
`check` checks a game's roles.toml, before anything is dealt.

    read_own_ruleset(roles, labels=None) -> RulesetSource, warnings

The ruleset must load (every key, type and reference, at its line of FILE), speak a language
with templates, and have no trap of lupus_mod/inputs/authoring.py that is an error (a message
id with no wording in the templates nor in the catalog `labels`, a reserved step id). The
catalog is checked as a game's templates/labels.toml; `new` copies it there.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from lupus_mod.errors import LupusError, RulesetError, raise_all
from lupus_mod.rules.spec import Ruleset


@dataclass(frozen=True)
class RulesetSource:
    """A ruleset as `new` copies it: roles.toml's text, its data, the ruleset read, and the
    text of the game's own words (templates/labels.toml; "" for none)."""
    text: str
    data: Mapping[str, Any]
    ruleset: Ruleset
    labels: str = ""


def read_own_ruleset(roles: Path, labels: Path | None = None) -> tuple[RulesetSource, list[LupusError]]:
    """The GM's ruleset and catalog checked; its warnings (names that are order words, catalog
    keys no message uses) for the GM to read; every error raised together."""
    from lupus_mod.inputs.folder import load_toml, read_text
    from lupus_mod.inputs.ruleset import load_ruleset
    from lupus_mod.inputs.authoring import ruleset_findings
    from lupus_mod.inputs.labels import catalog_problems
    from lupus_mod.words.render import labels as words_of, shipped_templates
    source = load_toml(Path(roles))
    problems: list[LupusError] = []
    catalog = None
    if labels is not None:
        problems += catalog_problems(Path(labels), None, shipped_templates() / "it" / "labels.toml")
        catalog = load_toml(Path(labels)) if not problems else None
    ruleset = load_ruleset(Path(roles))
    if ruleset.language not in ("it", "fr"):
        say = words_of("it")["authoring"]
        raise RulesetError(say["language"].format(language=ruleset.language), file=source.shown,
                           line=source.line("ruleset", "language"), hint=say["language-hint"])
    errors, warnings = ruleset_findings(source, ruleset, None, catalog)
    raise_all(problems + errors)
    text = read_text(Path(roles))
    return RulesetSource(text, source.data, ruleset, read_text(Path(labels)) if labels else ""), warnings
