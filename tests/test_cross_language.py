"""A game in another language than its ruleset's: a French game of an Italian ruleset, an
Italian game of Thiercelieux (game.toml `language`). Every post, private reply, GM log, card
and the opening post is worded by the game's catalog (templates/<language>/labels.toml), and
agrees with the players' genders; what stays in the ruleset's language is the ruleset's own
prose (its names, descriptions and keywords: data, docs/languages.md).

Each example game is played with its language flipped, once with every player a woman and
once with every player a man. Checked on every text:
- no internal id nor English word (the detector of tests/test_no_ids.py);
- no word of the other language's catalog that this language's catalog, the ruleset's prose
  and the players' names do not also use (an Italian sentence in a French game);
- agreement: no line holds the masculine variant of a sentence of the catalog (`{ m = …,
  f = … }`) without its feminine one when every player is a woman, nor the reverse.
"""
from __future__ import annotations

import re
import shutil
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.cards import opening
from lupus_mod.lifecycle.deal import Dealt
from lupus_mod.lifecycle.newgame import builtin_source, card_text, game_config
from lupus_mod.words.render import labels, render, sentences
from tests.test_no_ids import TOKEN, _ids_of, _leaks, _strings, _texts, _words_of

GAMES = Path(__file__).parent.parent / "games"
# (example game, the language it is played in here)
CASES = [("cowboys-and-aliens", "fr"), ("licantropi", "fr"), ("lupus-of-the-rings", "fr"),
         ("thiercelieux", "it")]
OTHER = {"it": "fr", "fr": "it"}
# Sentences of these games that agree with the players they speak to or of, by gender: the
# Leader's allies recognise each other, a Vampire dies of his own bite, Cupidon's pair.
AGREED = {("cowboys-and-aliens", "f"): ["le Chef Alien, est morte.", "vous vous êtes reconnues"],
          ("cowboys-and-aliens", "m"): ["le Chef Alien, est mort.", "vous vous êtes reconnus"],
          ("licantropi", "f"): ["tu es morte."], ("licantropi", "m"): ["tu es mort."],
          ("thiercelieux", "f"): ["sono innamorate"], ("thiercelieux", "m"): ["sono innamorati"]}


def _flipped(tmp_path: Path, name: str, language: str, gender: str) -> Path:
    folder = tmp_path / f"{name}-{language}-{gender}"
    shutil.copytree(GAMES / name, folder)
    config = folder / "game.toml"
    text, n = re.subn(r'(?m)^language = "\w+"', f'language = "{language}"', config.read_text(encoding="utf-8"))
    assert n == 1
    config.write_text(text, encoding="utf-8")
    players = folder / "players.toml"
    text, n = re.subn(r'gender = "[mf]"', f'gender = "{gender}"', players.read_text(encoding="utf-8"))
    assert n == len(tomllib.loads(text)["player"])
    players.write_text(text, encoding="utf-8")
    return folder


def _setup_texts(name: str, language: str, gender: str) -> dict[str, str]:
    """The card of every role and the opening post, as `new` would write them in `language`."""
    source = builtin_source(name)
    ruleset = replace(source.ruleset, language=language)
    config = {"title": "Prova", "schedule": {"powers_deadline": "23:00"}}
    items = tuple(i.id for i in ruleset.items)
    texts = {f"card {r.id}": card_text(ruleset, config, Dealt("Mara", r.id, gender, items), ())
             for r in ruleset.roles}
    dealt = tuple(Dealt(f"Mara{chr(97 + i)}", r.id, gender, items if i == 0 else ())
                  for i, r in enumerate(ruleset.roles))
    texts["opening"] = render("setup/thread.bbcode.j2", language, **opening(
        game_config(ruleset, source.data, 1, "Prova", ()), dealt, {r.id: 1 for r in ruleset.roles}, ruleset))
    return texts


def _data_words(folder: Path) -> set[str]:
    """The words of the game's own data, in the ruleset's language: every string of roles.toml
    (names, descriptions, phrases, the opening's display settings) and the game's title."""
    def strings(value) -> list[str]:
        if isinstance(value, dict):
            return [s for v in value.values() for s in strings(v)]
        if isinstance(value, list):
            return [s for v in value for s in strings(v)]
        return [value] if isinstance(value, str) else []
    text = " ".join(strings(tomllib.loads((folder / "roles.toml").read_text(encoding="utf-8"))))
    text += " " + str(tomllib.loads((folder / "game.toml").read_text(encoding="utf-8")).get("title", ""))
    return {w.casefold() for w in TOKEN.findall(text.casefold())}


def _without_players_words(texts: dict[str, str], folder: Path) -> dict[str, str]:
    """The texts without what the players wrote and a reply quotes back (a document archived
    in the Libro Rosso): an order's words after its keyword, as the night log has them."""
    written = {line.strip().partition(" ")[2] for log in (folder / "nights").glob("*.txt")
               for line in log.read_text(encoding="utf-8").splitlines() if not line.startswith("#")}
    written = sorted((w for w in written if len(w) >= 12), key=len, reverse=True)
    out = {}
    for where, text in texts.items():
        for said in written:
            text = text.replace(said, "")
        out[where] = text
    return out


def _catalog_words(language: str) -> set[str]:
    text = " ".join(v for section in labels(language).values() for v in section.values())
    text += " " + " ".join(_strings(sentences(language).table))
    return {w.casefold() for w in TOKEN.findall(text.casefold())}


def _pairs(value, found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every (masculine, feminine) pair of strings of the catalog's gender selectors."""
    if isinstance(value, dict):
        if {"m", "f"} <= set(value):
            m, f = value["m"], value["f"]
            if isinstance(m, str) and isinstance(f, str):
                found.append((m, f))
            elif isinstance(m, dict) and isinstance(f, dict):
                for key in set(m) & set(f):
                    _pairs({"m": m[key], "f": f[key]}, found)
        for key, inner in value.items():
            if key not in ("m", "f"):
                _pairs(inner, found)
    return found


def _pattern(sentence: str) -> re.Pattern[str] | None:
    """The sentence as a regular expression, its places any text; None when its own words are
    too few to tell it."""
    parts = re.split(r"\{[^}]*\}", sentence)
    if sum(len(re.findall(r"\w", p)) for p in parts) < 6:
        return None
    return re.compile(".+?".join(re.escape(p) for p in parts))


def _misagreed(texts: dict[str, str], language: str, gender: str, players: set[str]) -> list[str]:
    """Lines naming a player that hold a sentence's variant of the other gender and not its
    own (a line naming nobody may agree with "le joueur", "personne": the generic masculine)."""
    other = "m" if gender == "f" else "f"
    named = re.compile("|".join(rf"\b{re.escape(p)}\b" for p in sorted(players, key=len, reverse=True)))
    found = []
    for pair in _pairs(sentences(language).table, []):
        wrong, right = (_pattern(s) for s in (pair[0 if gender == "f" else 1], pair[1 if gender == "f" else 0]))
        if wrong is None or pair[0] == pair[1]:
            continue
        for where, text in texts.items():
            found += [f"{where}: {line}  (the {other} form of «{pair[0 if other == 'm' else 1]}»)"
                      for line in text.splitlines()
                      if named.search(line) and wrong.search(line) and not (right and right.search(line))]
    return found


@pytest.mark.parametrize("gender", ["f", "m"])
@pytest.mark.parametrize("name, language", CASES, ids=[f"{n}-{lang}" for n, lang in CASES])
def test_a_game_in_another_language_speaks_it_and_agrees(name: str, language: str, gender: str,
                                                         tmp_path: Path) -> None:
    folder = _flipped(tmp_path, name, language, gender)
    game = load_game(folder)
    assert game.language == language != game.ruleset.language
    texts = {**_texts(folder), **_setup_texts(name, language, gender)}
    roles_text = (folder / "roles.toml").read_text(encoding="utf-8")
    own = _words_of(roles_text, language)
    names = {w.casefold() for p in game.players for w in re.findall(r"\w+", p.name)}
    names |= {"mara", "prova", *(f"mara{chr(97 + i)}" for i in range(len(game.ruleset.roles)))}
    engine_ids = {k for section in labels(language).values() for k in section}
    ids = {i for i in _ids_of(tomllib.loads(roles_text)) | engine_ids if len(i) > 3}
    gm_keys = frozenset(p.keyword.casefold() for _, p in game.ruleset.all_powers() if p.day)
    assert not (found := _leaks(texts, ids, own, names, gm_keys)), "\n".join(sorted(found))
    foreign = _catalog_words(OTHER[language]) - _catalog_words(language) - _data_words(folder) - names
    leaked = sorted({f"{where}: {token}" for where, text in _without_players_words(texts, folder).items()
                     for token in TOKEN.findall(text) if token.casefold() in foreign})
    assert not leaked, "words of the other language:\n" + "\n".join(leaked)
    players = {p.name for p in game.players} | {"Mara", *(f"Mara{chr(97 + i)}" for i in range(len(game.ruleset.roles)))}
    assert not (wrong := _misagreed(texts, language, gender, players)), "\n".join(wrong)
    said = "\n".join(texts.values())
    assert all(phrase in said for phrase in AGREED.get((name, gender), ())), AGREED[(name, gender)]
