"""Every text the shipped example games produce speaks the game's language: no internal id.

Posts, private replies and GM logs of every night and day, the recap, `status` and `roles` of
each game in games/ are scanned for the ids of its ruleset (roles, powers, steps, factions,
groups, items, titles, decisions, wins) and of the engine (every key of labels.toml: causes,
reasons, notes, events, statuses, fields), for snake_case and hyphenated ids, and for English
words. A word that is also the language's own (it is in the ruleset's names or descriptions or
in labels.toml's words: "voyante", "loups-garous", "rogo") is no id.
"""
from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin_ids, powers_vocabulary
from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.cards import opening
from lupus_mod.lifecycle.day_report import day_report
from lupus_mod.lifecycle.deal import Dealt
from lupus_mod.lifecycle.newgame import builtin_source, card_text, game_config
from lupus_mod.lifecycle.views import recap_for
from lupus_mod.reports.night import night_report
from lupus_mod.words.render import labels, render, sentences, shipped_templates
from lupus_mod.play.replay import played_nights, run_night
from lupus_mod.reports.status import game_status
from lupus_mod.words.wording import Wording

GAMES = sorted(p for p in (Path(__file__).parent.parent / "games").iterdir() if p.is_dir())
ENGLISH = {"night", "day", "late", "answer", "answered", "seen", "none", "true", "false",
           "nobody", "dead", "alive", "step", "order", "rejected", "blocked", "victory", "winner",
           "power", "role", "player", "players", "uses", "target", "cause", "from", "elected",
           "theft", "melody", "passed", "stolen", "default", "random", "remove", "kill", "revive",
           "cancel", "force", "succeeded", "holder"}
TOKEN = re.compile(r"(?<![\w/<.-])[a-zà-ÿ][a-zà-ÿ0-9]*(?:[-_][a-zà-ÿ0-9]+)*(?![\w/>-])")


def _written_by_players(game, label: str) -> list[str]:
    """What the players wrote (their orders and chatter, quoted in the GM log as written)."""
    log = run_night(game, label).log
    return sorted({*(o.raw for o in log.orders), *(c.text for c in log.chatter)}, key=len,
                  reverse=True)


def _loop_texts(game) -> dict[str, str]:
    """A declared loop's texts (Acchiappastreghe): every turn's posts, replies and GM log,
    `status` and `roles`; the players' own words quoted in them are left out."""
    from lupus_mod.reports.turn import gm_log, private_replies, thread_posts
    from lupus_mod.reports.status import loop_status
    from lupus_mod.play.turns import choices_vocabulary, played_turns, read_orders, run_turn_of
    texts: dict[str, str] = {}
    for turn in played_turns(game):
        run = run_turn_of(game, turn)
        said = sorted({o.raw for o in read_orders(game, turn)}, key=len, reverse=True)
        texts.update({f"turn {turn} {k}": v for k, v in thread_posts(game, run).items()})
        texts.update({f"turn {turn} pm {k}": v for k, v in private_replies(game, run).items()})
        texts[f"turn {turn} gm-log"] = gm_log(game, run)
        for key in [k for k in texts if k.startswith(f"turn {turn}")]:
            for quoted in said:
                texts[key] = texts[key].replace(quoted, "")
    texts["status"] = render("round/status.txt.j2", game.language, game.dir, **loop_status(game))
    texts["roles"] = render("round/choices.txt.j2", game.language, game.dir,
                            rows=choices_vocabulary(game), ruleset=game.ruleset)
    return texts


def _texts(game_dir: Path) -> dict[str, str]:
    game = load_game(game_dir)
    if game.ruleset.loop.declared:
        return _loop_texts(game)
    texts: dict[str, str] = {}
    for label in played_nights(game):
        report = night_report(game, run_night(game, label))
        for quoted in _written_by_players(game, label):
            report["gm_log"] = report["gm_log"].replace(quoted, "")
        texts[f"night {label} post"] = report["public"]
        texts[f"night {label} gm-log"] = report["gm_log"]
        texts.update({f"night {label} pm {n}": t for n, t in report["private"].items()})
        day = game.night_index(label)
        if game.day_file(day).exists():
            report = day_report(game, day)
            texts[f"day {day} post"] = report["public"]
            texts[f"day {day} gm-log"] = report["gm_log"]
            texts.update({f"day {day} pm {n}": t for n, t in report["private"].items()})
    texts["recap"] = render("recap/recap.bbcode.j2", game.language, game.dir, **recap_for(game))
    words = Wording(game.ruleset, game.language, game.dir)
    texts["status"] = render("status.txt.j2", game.language, game.dir, **game_status(game), w=words)
    texts["roles"] = render("roles.txt.j2", game.language, game.dir,
                            rows=powers_vocabulary(game.ruleset), ruleset=game.ruleset, w=words)
    return texts


def _ruleset_ids(game_dir: Path) -> set[str]:
    return _ids_of(tomllib.loads((game_dir / "roles.toml").read_text(encoding="utf-8")))


def _ids_of(data: dict) -> set[str]:
    ids = set()
    for section in ("role", "faction", "step", "day_step", "item", "title", "decision", "win",
                    "phase", "counter", "office", "score", "location", "ingredient", "spell",
                    "choice", "victory"):
        ids |= {t["id"] for t in data.get(section, ())}
    for table in (*data.get("role", ()), *data.get("item", ())):
        ids |= {p["id"] for p in table.get("power", ())}
    for gid, group in data.get("group", {}).items():
        ids |= {gid, *(p["id"] for p in group.get("power", ()))}
    return ids


def _strings(value) -> list[str]:
    """Every string of a catalog's sentences (a selector table holds several)."""
    return [value] if isinstance(value, str) else [s for v in value.values() for s in _strings(v)]


def _own_words(game_dir: Path, language: str) -> set[str]:
    return _words_of((game_dir / "roles.toml").read_text(encoding="utf-8"), language)


_PROSE_KEYS = {"name", "description", "aliases", "keyword", "synonyms"}


def _prose(value, key: str = "") -> list[str]:
    """The ruleset's prose: every name, description, alias and keyword, multi-line ones too."""
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _prose(v, k)]
    if isinstance(value, list):
        return [s for v in value for s in _prose(v, key)]
    return [value] if isinstance(value, str) and key in _PROSE_KEYS else []


def _words_of(data: str, language: str) -> set[str]:
    """Words the language (and this ruleset's own prose) uses."""
    prose = " ".join(_prose(tomllib.loads(data)))
    prose += " ".join(v for section in labels(language).values() for v in section.values())
    prose += " ".join(_strings(sentences(language).table))
    # The commands the texts tell the GM to type (`lupus-mod night 1`) are written as typed.
    prose += " " + " ".join(COMMAND_WORDS)
    return {w.casefold() for w in TOKEN.findall(prose.casefold())}


COMMAND_WORDS = ("night", "day", "round", "tally", "status", "check", "recap", "new", "thread")


@pytest.mark.parametrize("game_dir", GAMES, ids=[g.name for g in GAMES])
def test_no_internal_id_in_any_text(game_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / game_dir.name
    shutil.copytree(game_dir, folder)
    game = load_game(folder)
    engine_ids = {k for section in labels(game.language).values() for k in section}
    ids = {i for i in _ruleset_ids(folder) | engine_ids if len(i) > 3}
    own = _own_words(folder, game.language)
    names = {w.casefold() for p in game.players for w in re.findall(r"\w+", p.name)}
    gm_keys = frozenset(p.keyword.casefold() for _, p in game.ruleset.all_powers() if p.day)
    found = _leaks(_texts(folder), ids, own, names, gm_keys)
    assert not found, "internal ids or English words:\n" + "\n".join(sorted(found))


def _leaks(texts: dict[str, str], ids: set[str], own: set[str], names: set[str],
           gm_keys: frozenset[str] = frozenset()) -> list[str]:
    """Tokens of `texts` that are ids or English; a snake_case token is an id even when the
    ruleset writes it (a day power's keyword is the GM's key in days/<d>.toml: only what the
    GM reads, `roles` and his logs, may name it)."""
    found = []
    for where, text in texts.items():
        for token in set(TOKEN.findall(text)):
            low = token.casefold()
            if low in gm_keys and (where == "roles" or "gm-log" in where):
                continue
            if "_" not in low and (low in names or low in own):
                continue
            if low in ids or "_" in low or ("-" in low and low not in own) or low in ENGLISH:
                found.append(f"{where}: {token}")
    return found


@pytest.mark.parametrize("ruleset_id", sorted(builtin_ids()))
def test_no_internal_id_on_any_card_or_opening_post(ruleset_id: str) -> None:
    """The card of every role (with every item it can hold) and the opening post, as `new`
    writes them: a player reads them before anything else."""
    source = builtin_source(ruleset_id)
    ruleset = source.ruleset
    config = {"title": "Prova", "schedule": {"powers_deadline": "23:00"}}
    items = tuple(i.id for i in ruleset.items)
    texts = {f"card {r.id}": card_text(ruleset, config, Dealt("Mara", r.id, "f", items), ())
             for r in ruleset.roles}
    dealt = tuple(Dealt(f"Giocatore{i}", r.id, "m", items if i == 0 else ())
                  for i, r in enumerate(ruleset.roles))
    counts = {r.id: 1 for r in ruleset.roles}
    texts["opening"] = render("setup/thread.bbcode.j2", ruleset.language,
                              **opening(game_config(ruleset, source.data, 1, "Prova", ()), dealt,
                                        counts, ruleset))
    engine_ids = {k for section in labels(ruleset.language).values() for k in section}
    ids = {i for i in _ids_of(source.data) | engine_ids if len(i) > 3}
    found = _leaks(texts, ids, _words_of(source.text, ruleset.language),
                   {"mara", "prova", *(f"giocatore{i}" for i in range(len(dealt)))})
    assert not found, "internal ids or English words:\n" + "\n".join(sorted(found))


def test_every_language_has_the_same_words() -> None:
    """A label added in one language is added in the other (one structure, two languages)."""
    it, fr = (tomllib.loads((shipped_templates() / lang / "labels.toml").read_text("utf-8"))
              for lang in ("it", "fr"))
    assert {s: sorted(v) for s, v in it.items()} == {s: sorted(v) for s, v in fr.items()}
    # The sentences of the shared templates: the same ids in every family.
    assert {f: sorted(v) for f, v in it["sentence"].items()} == {f: sorted(v) for f, v in fr["sentence"].items()}


def test_every_note_the_engine_writes_has_its_words() -> None:
    """A note of the GM log is worded from labels.toml [note]; one without its words would be
    shown as its id ("order rebound" in a French log). The engine's notes are found in its
    source: `night.note("id", ...)` and `event("note", ..., message="id")`."""
    package = Path(__file__).parent.parent / "lupus_mod"
    source = "\n".join(p.read_text(encoding="utf-8") for p in package.rglob("*.py"))
    notes = set(re.findall(r'\.note\(\s*"([a-z-]+)"', source)) | set(re.findall(r'message="([a-z-]+)"', source))
    assert "order-rebound" in notes and "card-kept" in notes
    for language in ("it", "fr"):
        assert sorted(notes - set(labels(language)["note"])) == [], language
