"""Broken folders of a GM's trial (T): a night's deadline pasted from another night, an
invisible character before a header, a misspelt `# deadline:`, a [runoff] naming nobody, a
[player] table in single brackets, words with malformed fields. Each is an error at its line
(tests/test_bad_input_corpus.py runs them as the rest of the corpus)."""
from __future__ import annotations

from tests.bad_input.corpus import Case, append, replace


def deadline_cases() -> list[Case]:
    """Night 1's deadline pasted into night 2's log; night 3's deadline a day late (night 4's)."""
    return [
        Case("lupus-of-the-rings-deadline-pasted", "lupus-of-the-rings", "nights/2.txt",
             replace("# deadline: 2026-10-02 22:30", "# deadline: 2026-10-01 22:30"),
             "night 2's deadline (2026-10-01 22:30) is not after night 1's (2026-10-01 22:30)"),
        Case("lupus-of-the-rings-deadline-a-day-late", "lupus-of-the-rings", "nights/3.txt",
             replace("# deadline: 2026-10-03 22:30", "# deadline: 2026-10-04 22:30"),
             "night 3's deadline (2026-10-04 22:30) is not before night 4's (2026-10-04 22:30)"),
    ]


def misspelt_deadline_cases() -> list[Case]:
    """The GM extends night 1's deadline and misspells its key: a note, and a guessed deadline."""
    return [Case(f"{game}-deadline-misspelt-{word}", game, "nights/1.txt", replace(f"# deadline: {when}", f"# {word}: {when}"),
                 message, language=language)
            for game, when, word, message, language in (
                ("lupus-of-the-rings", "2026-10-01 22:30", "dedline", "(did you mean 'deadline'?)", ""),
                ("lupus-of-the-rings", "2026-10-01 22:30", "scadenz", "(forse «scadenza»?)", "it"),
                ("thiercelieux", "2026-11-29 22:30", "échance", "dire «\u00a0échéance\u00a0»\u202f?", "fr"))]


def message_field_cases() -> list[Case]:
    """A [message] wording of Il Borgo delle Lanterne whose braces are no field: the player
    read them as written («In sogno ti appare [b]{target[/b]»)."""
    game, file = "borgo-delle-lanterne", "templates/labels.toml"
    return [Case(f"{game}-message-field-{n}", game, file, replace("[b]{target}[/b] ti", f"{bad} ti"),
                 f"[message] spirito: '{piece}' is not a well-written field")
            for n, (bad, piece) in enumerate((("[b]{target[/b]", "{target[/b]"), ("{answer}}", "}"),
                                               ("{target!r}", "{target!r}"), ("{0}", "{0}")))]


def sentence_cases() -> list[Case]:
    """A game's own [sentence.dawn] with a misspelt field, an unclosed brace or a misspelt key:
    the GM's sentence was dropped for the shipped one, or read with its brace, or ignored."""
    game, file = "borgo-delle-lanterne", "templates/labels.toml"
    return [Case(f"{game}-sentence-{n}", game, file, append(f"[sentence.dawn]\n{line}\n"), message,
                 language=language)
            for n, (line, message, language) in enumerate((
                ('title = "Alba della notte {labl}"', "il campo {labl} non è un dato di questa frase (forse «label»?)",
                 "it"),
                ('title = "Alba della notte {label"', "[sentence.dawn] title: '{label' is not a well-written field", ""),
                ('titel = "Alba"', "[sentence.dawn]: unknown key 'titel' (did you mean 'title'?)", ""),
                ('title = { m = "Alba {0}", f = "Alba" }', "the field {0} is not a datum of this sentence", "")))]


def trial_cases() -> list[Case]:
    return deadline_cases() + misspelt_deadline_cases() + message_field_cases() + sentence_cases()
