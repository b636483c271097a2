"""French typography and agreement on every French output of the example game and of a new
Thiercelieux game dealt to players of both genders: non-breaking spaces before : ; ! ? and
inside « », real dashes, «d'Inès» not «de Inès», «1re» not «1e», no capital after a colon but
a name's (docs/languages.md)."""
from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from tests.lifecycle.play import cli
from tests.test_no_ids import _texts

ROOT = Path(__file__).resolve().parents[1]
ROSTER = ["Amélie (f)", "Inès (f)", "Ugo (m)", "Oscar (m)", "Léa (f)", "Bruno (m)", "Ida (f)", "Enzo (m)",
          "Elsa (f)", "Hugo (m)", "Olga (f)", "Yves (m)"]
NBSP = "\u00a0\u202f"


def _outputs(tmp_path: Path) -> tuple[dict[str, str], set[str]]:
    """Every French text of the example game and of a new game (opening post, cards), and the
    names a sentence may open with after a colon (players, the ruleset's names)."""
    game = tmp_path / "thiercelieux"
    shutil.copytree(ROOT / "games" / "thiercelieux", game)
    texts = dict(_texts(game))
    roster = tmp_path / "joueurs.txt"
    roster.write_text("\n".join(ROSTER) + "\n", encoding="utf-8")
    new = tmp_path / "nouvelle"
    cli("new", new, "--ruleset", "thiercelieux", "--players", roster, "--seed", 5, "--gm", "Meneur")
    for path in sorted((new / "out").rglob("*.bbcode")):
        texts[f"new {path.relative_to(new / 'out')}"] = path.read_text(encoding="utf-8")
    names = {p.name for p in load_game(game).players} | {p.name for p in load_game(new).players}
    ruleset = tomllib.loads((game / "roles.toml").read_text(encoding="utf-8"))
    for section in ruleset.values():
        for row in section if isinstance(section, list) else ():
            if isinstance(row, dict) and isinstance(row.get("name"), str):
                names |= set(re.findall(r"\w+", row["name"]))
    return texts, {w for n in names for w in re.findall(r"\w+", n)} | {"Meneur"}


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> tuple[dict[str, str], set[str]]:
    return _outputs(tmp_path_factory.mktemp("typo"))


def _found(texts: dict[str, str], pattern: str) -> list[str]:
    return [f"{where}: …{text[max(0, m.start() - 30):m.end() + 10]!r}…"
            for where, text in texts.items() for m in re.finditer(pattern, text)]


def test_the_outputs_are_french_and_of_every_kind(outputs) -> None:
    texts, _ = outputs
    kinds = {where.split()[0] for where in texts}
    assert {"night", "day", "recap", "status", "roles", "new"} <= kinds, kinds
    assert any("VIVANTE" in t for t in texts.values()) and any("VIVANT " in t for t in texts.values())


@pytest.mark.parametrize("rule, pattern", [
    ("a non-breaking space before : ; ! ?", r"(?<=[^\s\d]) [:;!?](?=\s|$)"),
    ("no space at all before : ; ! ?", r"(?<=[^\s\d/:\]])[;!?](?=\s|$)|(?<=[a-zà-ÿ\)»])[:](?=\s)"),
    ("a non-breaking space inside « »", r"« |«(?=\S)| »|(?<=\S)»"),
    ("a dash, not a hyphen, between words", r"(?<=\S) - (?=\S)"),
    ("ordinals 1re / 1er, never 1e", r"\b1e\b"),
])
def test_french_typography(outputs, rule: str, pattern: str) -> None:
    texts, _ = outputs
    bad = _found(texts, pattern)
    assert not bad, f"{rule}:\n" + "\n".join(bad[:20])


def test_de_is_elided_before_a_vowel(outputs) -> None:
    texts, names = outputs
    vowel = [n for n in names if n[:1].casefold() in "aeiouyhâàéèêîôû"]
    pattern = r"\bde (?:\[b\])?(?:" + "|".join(map(re.escape, vowel)) + r")\b"
    assert not _found(texts, pattern)


def test_no_capital_after_a_colon_but_a_name(outputs) -> None:
    """A quotation (« Je vote… ») opens with its own capital."""
    texts, names = outputs
    bad = [f"{where}: {m.group(0)!r}" for where, text in texts.items()
           for m in re.finditer(r"[\u00a0\u202f]:[ \u00a0]+(?:\[b\])?([A-ZÀ-Ý][a-zà-ÿ]+)", text)
           if m.group(1) not in names]
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("allies, joined", [(["Léa", "Inès"], "rejointes"), (["Léa", "Bruno"], "rejoints"),
                                            (["Bruno"], "rejoints")])
def test_the_pack_is_joined_as_its_members_agree(allies: list[str], joined: str) -> None:
    """The Voleur who takes a wolf's card «vous a rejoint(e)s»: agreement with the recipients."""
    from lupus_mod.words.render import _environment
    template = _environment("fr", None).from_string(
        '{% import "night/messages.j2" as m with context %}{{ m.ally_joined(d) }}')
    said = template.render(gender={"Léa": "f", "Inès": "f", "Bruno": "m", "Hugo": "m"},
                           d={"player": "Hugo", "allies": allies})
    assert said == f"[b]Hugo[/b] vous a {joined} cette nuit."
