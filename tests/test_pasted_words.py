"""What the GM pastes reads as a GM writes it: French elision before a name («amoureux
d'Amélie», «te montre qu'Inès»), agreement, a card's "Conta" as the rulebook says it, a
ruleset's name never glued to a preposition («de Les Loups-garous»)."""
from __future__ import annotations

import re
import tomllib

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.words.render import sentences
from tests.conftest import ROOT

# The parameters of [sentence.*] that hold a player's name (or names) as the post shows it.
NAME_FIELDS = ("target", "player", "players", "partners", "voter", "onto", "instead", "by",
               "leader", "allies", "attackers", "actor", "first", "second", "robber", "who",
               "answerer", "kept", "names", "tied", "name")
_GLUED = re.compile(r"\b(?:de|que) (?:\[b\])?\{(?:%s)\}" % "|".join(NAME_FIELDS), re.IGNORECASE)


def _strings(value, path):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _strings(inner, f"{path}.{key}")
    elif isinstance(value, str):
        yield path, value


def test_no_french_sentence_writes_de_or_que_before_a_name() -> None:
    """A name may start with a vowel (Inès, Éloïse): `{name:de}` and `{name:que}` elide."""
    table = tomllib.loads((ROOT / "templates" / "fr" / "labels.toml").read_text(encoding="utf-8"))
    glued = [path for path, text in _strings(table["sentence"], "sentence") if _GLUED.search(text)]
    assert glued == []


def test_no_french_text_for_the_gm_writes_de_or_que_before_a_name() -> None:
    """The tally's audit and the terminal's words too: «la place d'Inès»."""
    table = tomllib.loads((ROOT / "lupus_mod" / "messages" / "fr.toml").read_text(encoding="utf-8"))
    # There `{target}` is the vote form's own placeholder ("vote {target}"), never a name.
    names = re.compile(_GLUED.pattern.replace("target|", ""), re.IGNORECASE)
    glued = [path for path, text in _strings(table, "messages") if names.search(text)]
    assert glued == []


def test_the_audit_elides_before_a_substituted_name() -> None:
    said = sentences("fr", None)
    assert said.say("audit-names.substituted-out", {"player": "Inès", "author": "Paul"}) == \
        "Paul ne joue plus\u00a0: la place d'Inès est passée à son remplaçant"


@pytest.mark.parametrize("name, expected", [
    ("Amélie", "amoureux d'[b]Amélie[/b]"), ("Éloïse", "amoureux d'[b]Éloïse[/b]"),
    ("Léa", "amoureux de [b]Léa[/b]"),
])
def test_the_lovers_pm_elides_before_a_vowel(name: str, expected: str) -> None:
    said = sentences("fr").say("night-message.lovers", {"partners": f"[b]{name}[/b]", "gender": "m"})
    assert expected in said


@pytest.mark.parametrize("gender, pronoun", [("m", "quoi qu'il écrive"), ("f", "quoi qu'elle écrive")])
def test_a_moved_vote_agrees_with_its_voter(gender: str, pronoun: str) -> None:
    said = sentences("fr").say("borrowed-message.vote-redirected",
                               {"target": "[b]Inès[/b]", "onto": "[b]Léa[/b]", "gender": gender})
    assert "le vote d'[b]Inès[/b]" in said and pronoun in said


def test_the_palantir_elides_que() -> None:
    said = sentences("fr").say("night-message.burned-report", {"target": "[b]Inès[/b]", "gender": "f",
                                                               "verdict": "[b]n'était pas un LOUP[/b]"})
    assert said.startswith("Le Palantír te montre qu'[b]Inès[/b], exécutée hier")


@pytest.mark.parametrize("game, name", [("thiercelieux", "Les Loups-garous de Thiercelieux"),
                                        ("borgo-delle-lanterne", "Il Borgo delle Lanterne")])
def test_the_powers_list_starts_with_the_rulesets_name(game: str, name: str) -> None:
    """«Pouvoirs de Les Loups-garous», «Poteri di Il Borgo»: a name with its own article is
    never put after a preposition."""
    result = CliRunner().invoke(app, ["roles", "--game", str(ROOT / "games" / game)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith(name)


def test_a_role_counting_twice_as_one_kind_says_it_once() -> None:
    """The Capotribù "conta come due Pellerossa" and his header says "Conta Pellerossa"
    (rulebook cowboys-and-aliens, line 117): a card says each kind once, every kind in order."""
    from dataclasses import replace

    from lupus_mod.play.game import load_game
    from lupus_mod.lifecycle.knowledge import shown_conta
    role = load_game(ROOT / "games" / "cowboys-and-aliens").ruleset.role("capotribu")
    assert role.conta == ("PELLEROSSA", "PELLEROSSA") and shown_conta(role) == "PELLEROSSA"
    assert shown_conta(replace(role, conta=("PELLEROSSA", "ALIENO", "PELLEROSSA"))) == "PELLEROSSA/ALIENO"


@pytest.mark.parametrize("victim, said", [("Fernand", "Hortense meurt à la place de Fernand"),
                                          ("Isidore", "Hortense meurt à la place d'Isidore"),
                                          ("Eloise", "Hortense meurt à la place d'Eloise")])
def test_the_recap_elides_before_the_player_died_for(victim: str, said: str) -> None:
    """The post-game recap is pasted too: «à la place d'Isidore», never «de Isidore»."""
    from dataclasses import replace

    from lupus_mod.engine.state import Event
    from lupus_mod.play.game import load_game
    from lupus_mod.lifecycle.chronicle import chronicle
    from lupus_mod.lifecycle.recap import recap_facts
    from lupus_mod.lifecycle.views import recap_for
    from lupus_mod.words.render import render
    game = load_game(ROOT / "games" / "thiercelieux")
    records = chronicle(game)
    night = next(n for n, r in enumerate(records) if r.kind == "night" and r.key == "2")
    caught = Event("substituted", actor="Hortense", target=victim, cause="loups-garous")
    died = Event("death", target="Hortense", cause="loups-garous")
    records[night] = replace(records[night], events=(*records[night].events, caught, died))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    assert said in render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    # Healed by the Sorcière, the spotted Petite Fille became the victim and lives: never «meurt».
    records[night] = replace(records[night], events=(*records[night].events[:-1],))
    facts = {**recap_for(game), **recap_facts(game.ruleset, records, game.current_nick, True)}
    text = render("recap/recap.bbcode.j2", game.language, game.dir, **facts)
    assert said.replace("meurt", "devient la victime") + ", mais ne meurt pas" in text and said not in text
