"""The sentences of one language: one template per output, its words from the catalog.

A template asks for a sentence by id with named parameters, `t("night.found-dead",
name=..., gender="f")`; the language's labels.toml gives its words under `[sentence.<family>]`
(docs/languages.md). A sentence is a string with `{parameter}` places, or a table that selects
its string:

- by `gender`: `{ m = "…", f = "…" }` (a list of genders is feminine when every one is: two
  women "rejointes", a man and a woman "rejoints");
- by `count`: `{ one = "…", other = "…" }`, or an exact number `{ "0" = "…", other = "…" }`
  (French counts 0 as one, Italian does not: `[sentence.language] plural_one`);

tables nest (`{ one = { m = …, f = … }, other = … }`). A place may name a form,
`{name:de}`, worded in `[sentence.forms]`: the value put into a pattern (`"de {}"`) chosen by
the value's first letter (`vowel`: "d'Inès", "de Léa"; a number's spoken first letter by the
digit patterns of `[sentence.language] vowel_numbers`: "gli 11 post"), by the value itself as a number
(`"1" = "{}re"`: "1re nuit") or by the sentence's gender. A word of the ruleset's (a form's
name, "cacciato") agrees with a woman by the endings of `[sentence.agreement] feminine`
(`{ o = "a" }`: "cacciata"; `{ "é" = "ée" }`: "chassée").
"""
from __future__ import annotations

import re
import unicodedata
from fnmatch import fnmatchcase
from typing import Any, Mapping

from lupus_mod.errors import LupusError
from lupus_mod.messages import say

_PLACE = re.compile(r"\{(\w+)(?::([\w-]+))?\}")
_MARKUP = re.compile(r"\[[^\]]*\]")
# A vowel or a mute h: "d'Inès", "d'Hugo" (the h of a first name is mute in French).
_VOWELS = frozenset("aeiouyh")
_GENDERS = frozenset({"m", "f"})


def gender_of(value: Any) -> str:
    """"f" for a woman, or for a group whose every member is one; "m" otherwise."""
    if isinstance(value, (list, tuple)):
        return "f" if value and all(v == "f" for v in value) else "m"
    return "f" if value == "f" else "m"


def _initial_is_vowel(value: str, vowel_numbers: tuple[str, ...] = ()) -> bool:
    """A word's first letter a vowel; a number's spoken form, by the language's digit patterns
    (`[sentence.language] vowel_numbers`: "gli 11", "gli 8" in Italian)."""
    if value.isdigit():
        return any(fnmatchcase(value, pattern) for pattern in vowel_numbers)
    letters = [c for c in _MARKUP.sub("", value) if c.isalpha()]
    return bool(letters) and unicodedata.normalize("NFD", letters[0].casefold())[0] in _VOWELS


def _choose(value: Any, gender: str, count: Any, plural_one: frozenset[str], initial: str | None,
            vowel_numbers: tuple[str, ...] = ()) -> str:
    """The string a selector table gives for these parameters (tables nest)."""
    while not isinstance(value, str) and isinstance(value, Mapping):   # most are plain strings
        keys = set(value)
        if keys & _GENDERS:
            value = value.get(gender, value.get("other", value.get("m")))
        elif "vowel" in keys and initial is not None:
            value = value["vowel"] if _initial_is_vowel(initial, vowel_numbers) else value["other"]
        elif str(count) in keys:
            value = value[str(count)]
        elif "one" in keys and str(count) in plural_one:
            value = value["one"]
        else:
            value = value["other"]
    return str(value)


# The parameter types whose value alone decides the text (a list's gender, a template's
# undefined value are said anew each time). No two of them hold equal values that are said
# differently (True == 1 and 1.0 == 1 are left out).
_PLAIN = frozenset({str, int, type(None)})
_KEPT = 50_000   # sentences kept per catalog: a long `simulate` says many different ones


def _memo_key(key: str, params: Mapping[str, Any]) -> tuple | None:
    for value in params.values():
        if type(value) not in _PLAIN:
            return None
    return (key, *params.items())


class Sentences:
    """The `[sentence.*]` tables of one language's catalog (shipped and the game's own)."""

    def __init__(self, table: Mapping[str, Any], source: str) -> None:
        self.table = table
        self.source = source
        language = table.get("language", {})
        self.plural_one = frozenset(str(language.get("plural_one", "1")).split())
        self.vowel_numbers = tuple(str(language.get("vowel_numbers", "")).split())
        self._said: dict[tuple, str] = {}

    def say(self, key: str, params: Mapping[str, Any]) -> str:
        """The sentence `key` said with `params`; the same plain parameters give the same text,
        which is kept (an audit says "contato" and each of its clocks thousands of times)."""
        memo = _memo_key(key, params)
        said = self._said.get(memo) if memo is not None else None
        if said is None:
            said = self._say(key, params)
            if memo is not None and len(self._said) < _KEPT:
                self._said[memo] = said
        return said

    def _say(self, key: str, params: Mapping[str, Any]) -> str:
        family, _, name = key.partition(".")
        found = self.table.get(family, {}).get(name)
        if found is None:
            raise LupusError(say("late-checks.no-sentence", key=key), file=self.source,
                             hint=say("late-checks.no-sentence-hint", family=family, name=name))
        gender = gender_of(params.get("gender"))
        count = params.get("count", "")
        text = _choose(found, gender, count, self.plural_one, None)
        return _PLACE.sub(lambda m: self._place(m, params, gender), text)

    def _place(self, match: re.Match[str], params: Mapping[str, Any], gender: str) -> str:
        name, form = match.group(1), match.group(2)
        if name not in params:
            raise LupusError(say("late-checks.no-place", name=name),
                             file=self.source, hint=say("late-checks.no-place-hint"))
        value = "" if params[name] is None else str(params[name])
        return value if form is None else self.form(form, value, gender)

    def form(self, form: str, value: Any, gender: str = "m") -> str:
        """`value` in the language's form `form` ("de": «d'Inès», «de Léa»)."""
        pattern = self.table.get("forms", {}).get(form)
        if pattern is None:
            raise LupusError(say("late-checks.no-form", form=form), file=self.source,
                             hint=say("late-checks.no-form-hint", form=form))
        text = str(value)
        return _choose(pattern, gender, text, frozenset(), text, self.vowel_numbers).replace("{}", text)

    def agree(self, word: str, gender: str) -> str:
        """`word` agreeing with `gender`: a masculine ending replaced by its feminine one."""
        if gender != "f":
            return word
        for ending, feminine in self.table.get("agreement", {}).get("feminine", {}).items():
            if word.endswith(ending):
                return word[:len(word) - len(ending)] + feminine
        return word
