"""The `{field}` places of a game's own words (templates/labels.toml), checked at load: a
place is `{name}` in a `[message]` wording (lupus_mod.words.render.told), `{name}` or
`{name:form}` in a `[sentence.<family>]` one, `{}` in `[sentence.forms]`
(lupus_mod.words.sentences). Anything else with a brace — `{target[/b]`, `{answer}}`,
`{target!r}`, `{0}` — is read by the player as written; a sentence's place that the shipped
sentence does not carry (`{labl}`) makes the GM's sentence be dropped for the shipped one.
Both are errors at the key's line, as a misspelt key of a family is.
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from lupus_mod.errors import LupusError
from lupus_mod.inputs.folder import TomlFile, suggest
from lupus_mod.messages import say

_MESSAGE_PLACE = re.compile(r"\{[A-Za-z_]+\}")
_SENTENCE_PLACE = re.compile(r"\{\w+(?::[\w-]+)?\}")
_FORM_PLACE = re.compile(r"\{\}|\{\w+(?::[\w-]+)?\}")
_NAME = re.compile(r"\{(\w+)(?::[\w-]+)?\}")
_STRAY = re.compile(r"\{[^{}\s]*\}?|\}")


def strings(value: object) -> Iterator[str]:
    """Every string of a wording: itself, or those of its selector table (tables nest), or of
    each wording of a list (a sentence in every language)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (Mapping, list)):
        for inner in value.values() if isinstance(value, Mapping) else value:
            yield from strings(inner)


def malformed(text: str, places: re.Pattern[str]) -> str | None:
    """The first piece of `text` with a brace that is no place, else None."""
    left = places.sub(lambda m: "\0" * len(m.group(0)), text)
    at = next((n for n, c in enumerate(left) if c in "{}"), None)
    return None if at is None else _STRAY.match(text, at).group(0)


def message_problems(src: TomlFile, words: Mapping[str, object]) -> list[LupusError]:
    """`[message]`: each wording's braces are `{field}` places."""
    return [_malformed_error(src, ("message", key), "[message]", key, bad)
            for key, text in words.items() if isinstance(text, str)
            and (bad := malformed(text, _MESSAGE_PLACE))]


def sentence_problems(src: TomlFile, family: str, said: Mapping[str, object],
                      shipped: Mapping[str, object]) -> list[LupusError]:
    """`[sentence.<family>]`: each key one of the shipped family's, each place well written and
    one the shipped sentence carries (`shipped`: the family in every shipped language, merged)."""
    where = f"[sentence.{family}]"
    problems: list[LupusError] = []
    places = _FORM_PLACE if family == "forms" else _SENTENCE_PLACE
    for key, value in said.items():
        if key not in shipped:
            problems.append(src.error(("sentence", family, key), say(
                "label-fields.unknown-key", where=where, key=key, suggestion=suggest(key, shipped)),
                say("label-fields.unknown-key-hint", where=where, keys=", ".join(sorted(shipped)))))
            continue
        known = {n for text in strings(shipped[key]) for n in _NAME.findall(text)}
        for text in strings(value):
            bad = malformed(text, places)
            if bad:
                problems.append(_malformed_error(src, ("sentence", family, key), where, key, bad))
                break
            unknown = [n for n in _NAME.findall(text) if n not in known]
            if unknown:
                problems.append(src.error(("sentence", family, key), say(
                    "label-fields.unknown-field", where=where, key=key, field=unknown[0],
                    suggestion=suggest(unknown[0], known)),
                    say("label-fields.unknown-field-hint", fields=", ".join(f"{{{n}}}" for n in sorted(known)) or "—")))
                break
    return problems


def _malformed_error(src: TomlFile, path: tuple[str, ...], where: str, key: str, bad: str) -> LupusError:
    return src.error(path, say("label-fields.malformed", where=where, key=key, piece=bad),
                     say("label-fields.malformed-hint"))
