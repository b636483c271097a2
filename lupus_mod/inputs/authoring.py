"""The traps of a GM's own ruleset (lupus_mod/rules/authoring.py), worded in the game's
language at the line of roles.toml, and the checks of the game's message catalog (`[message]`
of its templates/labels.toml): `lupus-mod check` and `lupus-mod new --roles` run them.

    ruleset_findings(source, ruleset, game_dir) -> (errors, warnings)

A message id with no wording and a reserved step id are errors (a player would read an id; the
engine would mix its own step with the ruleset's); a name that is an order word, a catalog key
no message uses and a catalog field no message carries are warnings or errors as below.
"""
from __future__ import annotations

import difflib
from pathlib import Path
from typing import Mapping

from lupus_mod.errors import LupusError, RulesetError
from lupus_mod.inputs.folder import TomlFile, load_toml
from lupus_mod.inputs.lonely_words import lonely_words
from lupus_mod.words.render import catalog_fields, compiled, labels
from lupus_mod.rules import authoring
from lupus_mod.rules.message_fields import carried_fields
from lupus_mod.rules.spec import Ruleset
from lupus_mod.messages import say

_MESSAGES = "night/messages.j2"
# Data a message may carry besides the fields of labels.toml [field]: the name of a role.
_EXTRA_FIELDS = ("role_name",)


def template_macros(language: str, game_dir: Path | None) -> set[str]:
    """The macros of the messages template the game renders with: its own copy in
    templates/night/messages.j2 if it has one (it replaces the shipped one), else the shipped.

    Read from the template as compiled for rendering (kept between runs, words/render.py): a
    parse of its 15 kB text took a fifth of `check`'s time. A template whose module cannot be
    made (the GM's own, with top-level code that fails) is read from its parse instead."""
    import jinja2
    try:
        module = compiled(_MESSAGES, language, game_dir).make_module({})
    except jinja2.TemplateSyntaxError:
        return set()     # the broken template is reported by the BBCode check, at its line
    except Exception:    # the GM's own top-level code failed: his macros are still in the text
        return _parsed_macros(game_dir)
    return {name for name, value in vars(module).items() if isinstance(value, jinja2.runtime.Macro)}


def _parsed_macros(game_dir: Path) -> set[str]:
    import jinja2
    from jinja2 import nodes
    path = game_dir / "templates" / _MESSAGES
    return {m.name for m in jinja2.Environment().parse(path.read_text(encoding="utf-8-sig")).find_all(nodes.Macro)}


def _say(words: Mapping[str, str], key: str, **values: object) -> str:
    return words[key].format(**values)


def ruleset_findings(source: TomlFile, ruleset: Ruleset, game_dir: Path | None,
                     catalog: TomlFile | None = None) -> tuple[list[LupusError], list[LupusError]]:
    """The errors and warnings of roles.toml (`source`) and of the game's catalog (`catalog`,
    its templates/labels.toml; read from `game_dir` when not given)."""
    language = ruleset.language if ruleset.language in ("it", "fr") else "it"
    table = labels(language, game_dir)
    words = table["authoring"]
    if catalog is None and game_dir is not None and (game_dir / "templates" / "labels.toml").is_file():
        catalog = load_toml(game_dir / "templates" / "labels.toml", game_dir)
    own = dict(catalog.data.get("message", {})) if catalog is not None else {}
    worded = template_macros(language, game_dir) | set(table.get("message", {})) | set(own)
    errors: list[LupusError] = []
    for finding in authoring.unworded(ruleset, worded) + authoring.reserved_steps(ruleset):
        errors.append(_error(source, finding, words))
    warnings = [_error(source, f, words) for f in authoring.name_clashes(ruleset)]
    # A cause without words is shown as written in the GM's views (the log, status, recap),
    # never in a post or a reply: the GM is told, the game is still dealt and played.
    own_causes = set(catalog.data.get("cause", {})) if catalog is not None else set()
    warnings += [_own_error(source, f, table["authoring-own"])
                 for f in authoring.unworded_causes(ruleset, set(table.get("cause", {})) | own_causes)]
    # A catalog of the game that rewords the default id is the GM's own words: no warning.
    warnings += [_own_error(source, f, table["authoring-own"])
                 for f in authoring.day_defaults(ruleset) if f.values["id"] not in own]
    warnings += [_own_error(source, f, table["authoring-described"]) for f in authoring.undescribed(ruleset)]
    warnings += [_own_error(source, f, table["authoring-own"]) for f in authoring.protections_in_vain(ruleset)]
    warnings += lonely_words(source)
    if catalog is not None:
        fields, ids = _catalog(catalog, own, ruleset, table, worded - set(own))
        errors += fields
        warnings += ids
    return errors, warnings


def load_problems(game_dir: Path, ruleset: Ruleset) -> list[LupusError]:
    """A message no words are written for, or a catalog's `{field}` no message carries: every
    command stops at load, as `check` does, since a player would read the id or the braces in
    his private reply. The catalog's findings come along (a key no message uses is most often
    the unworded id misspelt: "campanna", forse «campana»)."""
    errors, findings = ruleset_findings(load_toml(game_dir / "roles.toml", game_dir), ruleset, game_dir)
    return errors + findings if errors else []


def _error(source: TomlFile, finding: authoring.Finding, words: Mapping[str, str]) -> LupusError:
    values = dict(finding.values)
    if "what" in values:
        values["what"] = words[values["what"]]
    hint = {"reserved-step": {"ids": ", ".join(sorted({s for ids in authoring.RESERVED_STEPS.values() for s in ids}))},
            "unworded": values, "name-keyword": {}}[finding.kind]
    return RulesetError(_say(words, finding.kind, **values), file=source.shown,
                        line=source.positions.line(finding.path), hint=_say(words, f"{finding.kind}-hint", **hint))


def _own_error(source: TomlFile, finding: authoring.Finding, words: Mapping[str, str]) -> LupusError:
    """A finding worded by templates/<language>/labels.toml [authoring-own]: `<kind>`, `<kind>-hint`."""
    return RulesetError(_say(words, finding.kind, **finding.values), file=source.shown,
                        line=source.positions.line(finding.path), hint=_say(words, f"{finding.kind}-hint", **finding.values))


def _catalog(catalog: TomlFile, own: Mapping[str, object], ruleset: Ruleset,
             table: Mapping[str, Mapping[str, str]], shipped: set[str]
             ) -> tuple[list[LupusError], list[LupusError]]:
    """A wording's `{field}` must be a field a message carries (an error: the player would read
    the braces); a key no message of the ruleset uses is a warning (a misspelt id, whose
    message is then unworded: that one is the error)."""
    words = table["authoring"]
    fields = sorted({*table.get("field", {}), *_EXTRA_FIELDS})
    errors: list[LupusError] = []
    carried = carried_fields(ruleset)
    for key, text in own.items():
        for field in catalog_fields(str(text)):
            if field not in fields:
                errors.append(catalog.error(("message", key), _say(words, "unknown-field", id=key, field=field),
                                            _say(words, "unknown-field-hint", fields=", ".join(fields))))
            elif key in carried and field not in carried[key]:
                errors.append(catalog.error(("message", key), say("folder-checks.field-not-carried", id=key,
                                                                  field=field),
                                            say("folder-checks.field-not-carried-hint", id=key, fields=", ".join(
                                                f"{{{f}}}" for f in sorted(carried[key])) or "—")))
    used = {m for m, _ in authoring.messages(ruleset)}
    needing = sorted(m for m in used if m not in shipped and m.replace("-", "_") not in shipped)
    warnings = []
    for key in sorted(set(own) - used):
        near = difflib.get_close_matches(key, needing, n=1, cutoff=0.6)
        warnings.append(catalog.error(("message", key), _say(
            words, "unknown-message", id=key, close=_say(words, "close", word=near[0]) if near else ""),
            _say(words, "unknown-message-hint", ids=", ".join(needing) or "—")))
    return errors, warnings
