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


def carried_field_cases() -> list[Case]:
    """A field the catalog knows that this message does not carry: the bell's announcement
    (`announce`, no argument) has no {target}; the Medium's answer (`investigate`) no {by}."""
    game, file = "borgo-delle-lanterne", "templates/labels.toml"
    return [Case(f"{game}-field-not-carried-campana", game, file,
                 replace("la campana della torre ha suonato.", "la campana suona per {target}."),
                 "[message] 'campana': the field {target} is not a datum of this message"),
            Case(f"{game}-field-not-carried-spirito", game, file,
                 replace("in vita era [b]{answer}[/b].", "in vita era [b]{answer}[/b] (da {by}, {weight})."),
                 "[message] 'spirito': the field {by} is not a datum of this message")]


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


def runoff_cases() -> list[Case]:
    """Licantropi's day 1: a [runoff] short of the candidate the Avvocato's `tolgo` removed (the
    post said he removed her from it), or naming one candidate twice."""
    game, file = "licantropi", "days/1.toml"
    return [Case(f"{game}-tolgo-not-candidate", game, file, _runoff_then('candidates = ["Ombroso"]', 'tolgo = "'),
                 "tolgo names Rosaspina, who is not among the [runoff] candidates (Ombroso)"),
            Case(f"{game}-candidate-twice", game, file,
                 replace('candidates = ["Ombroso", "Rosaspina"]', 'candidates = ["Ombroso", "Ombroso"]'),
                 "[runoff] candidates names Ombroso twice: the other candidate is probably missing")]


def _runoff_then(candidates: str, key: str):
    """The [runoff] candidates changed; the line expected is that of `key`."""
    def edit(data: bytes) -> tuple[bytes, int]:
        source = data.decode("utf-8").replace('candidates = ["Ombroso", "Rosaspina"]', candidates, 1)
        return source.encode("utf-8"), source[:source.index(key)].count("\n") + 1
    return edit


def single_bracket_cases() -> list[Case]:
    """`[player]` for `[[player]]`, over the first player or over every one: the parser stopped
    at the next (right) `[[player]]` and the GM was told to delete a duplicate."""
    game, file = "lupus-of-the-rings", "players.toml"
    return [Case(f"{game}-single-bracket-first", game, file, replace("[[player]]", "[player]"),
                 "[player] with single brackets is one table, but each player is an entry of a list"),
            Case(f"{game}-single-bracket-all", game, file, _every("[[player]]", "[player]"),
                 "write [[player]] with double brackets", language="")]


def _every(old: str, new: str):
    """Every `old` replaced; the line expected is that of the first."""
    def edit(data: bytes) -> tuple[bytes, int]:
        source = data.decode("utf-8")
        return source.replace(old, new).encode("utf-8"), source[:source.index(old)].count("\n") + 1
    return edit


def proposal_key_cases() -> list[Case]:
    """`burned` moved below the last [[proposta]]: the hint listed a proposal's keys without
    `chiusura` and `casuale`."""
    game, file = "acchiappastreghe", "days/1.toml"
    return [Case(f"{game}-burned-in-proposal", game, file, _moved_below('burned = "Flora"'),
                 "a proposal's keys are casuale, chiusura, membri, no, opened_post, sindaco")]


def _moved_below(line: str):
    """`line` moved to the end of the file; the line expected is its new one."""
    def edit(data: bytes) -> tuple[bytes, int]:
        source = data.decode("utf-8").replace(line + "\n", "", 1).rstrip("\n") + "\n" + line + "\n"
        return source.encode("utf-8"), source.count("\n")
    return edit


def trial_cases() -> list[Case]:
    return (deadline_cases() + misspelt_deadline_cases() + message_field_cases() + carried_field_cases() + sentence_cases()
            + runoff_cases() + single_bracket_cases() + proposal_key_cases())
