"""Reading invariants over the reading corpus: words that never change what a PM orders, nor
whom a thread post votes for.

Every PM case of tests/corpus/night*-*.toml is read plain and with each message dressed the way
players dress them — a greeting before («Ciao master, », « Salut MJ, »), thanks after
(«Grazie!», « Merci ! »), a closing stop, an emoji, doubled spaces, capitals, no accents, «Ok
allora» before, each sentence on a line of its own. A case read one way (the
orders that stand) must read the same way dressed, or stop and ask; a dressed case read as other
orders is a silent misreading (the courtesies once hid a take-back, Cupidon's lovers, a
correction). Read at the log's level (`orders.parse.parse_log`: the ledger of every line, its
doubts and errors), which is the night's reading without the resolution, so that the whole
corpus runs in seconds; the night's own reading of each case is tests/test_reading_corpus.py.
"""
from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from lupus_mod.orders.parse import parse_log
from lupus_mod.play.game import load_game, vocabulary
from tests.test_reading_corpus import NIGHTS, ROOT

STOP = "stop"
# The courtesies of each game's language.
_COURTESY = {"it": ("Ciao master, ", " Grazie!"), "fr": ("Salut MJ, ", " Merci !")}
_EMOJI = " 😊"


def _greeting(text: str, language: str) -> str:
    # Before a quoted line (">", "[quote"), on a line of its own: the quote stays a quote.
    glue = "\n" if text.startswith((">", "[")) else ""
    return _COURTESY[language][0] + glue + text


def _thanks(text: str, language: str) -> str:
    return text.rstrip() + _COURTESY[language][1]


def _stop(text: str, language: str) -> str:
    return text.rstrip() if text.rstrip().endswith((".", "!", "?", "…")) else text.rstrip() + "."


def _emoji(text: str, language: str) -> str:
    return text.rstrip() + _EMOJI


def _spaces(text: str, language: str) -> str:
    return re.sub(r"(?<=\S) (?=\S)", "  ", text)


def _capitals(text: str, language: str) -> str:
    return text.upper()


def _accents(text: str, language: str) -> str:
    """Typed without accents, as on a phone ("indaghero", « je regarde Noemie »)."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _so(text: str, language: str) -> str:
    """«Ok allora», « Bon alors » opening the words (after a greeting, before a quote)."""
    lead = re.match(r"((?:ciao|salut|bonsoir|buonasera)\b[^,\n]*,\s*)?", text, re.I).end()
    if text[lead:].startswith((">", "[")):
        return text
    so = "Ok allora " if language == "it" else "Bon alors "
    return text[:lead] + so + text[lead:lead + 1].lower() + text[lead + 1:]


def _lines(text: str, language: str) -> str:
    """Each sentence on a line of its own: «indago Gollum. No, Nazgul» as «indago Gollum.» /
    «No, Nazgul»."""
    return re.sub(r"([.!?]) (?=\S)", "\\1\n", text)


DRESSINGS = {"greeting": _greeting, "thanks": _thanks, "stop": _stop, "emoji": _emoji, "spaces": _spaces,
             "capitals": _capitals, "accents": _accents, "so": _so, "lines": _lines}
# A dressing that changes what a case means, with why: (case, dressing) -> reason.
# A bare «niente» on a line of its own takes the order above it back (tests/orders/test_later.py);
# after the order on its own line it may say «nothing more» (docs/orders.md).
_NOTHING_MORE = "a bare «niente» on a line of its own takes the order back, after it on its line it may say nothing more"
KNOWN: dict[tuple[str, str], str] = {
    ("nights-later-night-lupus-of-the-rings-15", "lines"): _NOTHING_MORE,     # sfido Grima. no niente
    ("nights-reading-cowboys-and-aliens-26", "lines"): _NOTHING_MORE,        # indago Zorg. Niente, buonanotte
    ("nights-reading-licantropi-8", "lines"): _NOTHING_MORE,                 # indago Bacco. Niente, buonanotte
}


@cache
def _game(name: str):
    game = load_game(ROOT / "games" / name)
    return game, vocabulary(game)


def _date(name: str, night: int) -> str:
    text = (ROOT / "games" / name / "nights" / f"{night}.txt").read_text(encoding="utf-8")
    return re.search(r"\d{4}-\d{2}-\d{2}", text)[0]


def _messages(case: dict) -> list[dict]:
    return case.get("messages") or [{"from": case["from"], "at": "21:00", "text": case["text"]}]


def read(data: dict, case: dict, dress=None) -> str | frozenset:
    """STOP, or the orders that stand (sender, canonical form) once the log is read."""
    game, vocab = _game(data["game"])
    language = game.config.get("language", "it")
    date = _date(data["game"], data["night"])
    lines = [f"# deadline: {date} {case.get('deadline', '23:59')}", ""]
    for message in _messages(case):
        text = dress(message["text"], language) if dress else message["text"]
        lines += [f"## {message['from']} @ {date} {message['at']}", text, ""]
    parsed = parse_log("\n".join(lines), file="n.txt", vocab=vocab, tz=game.tz, deadline=None)
    if parsed.doubts or parsed.errors:
        return STOP
    specs = {k.keyword: k for k in vocab.keywords}
    # The later order of a power replaces the earlier (docs/orders.md "The later word wins").
    standing = {o.key(): o for o in parsed.orders if not o.withdrawn_by}
    return frozenset((o.player, _without_text(o, specs.get(o.keyword))) for o in standing.values())


def _without_text(order, spec) -> str:
    """The order's canonical form, a free text (the Archivista's) left out: its words are the
    player's own, which a dressing may legitimately extend."""
    kinds = [kind for kind, _ in spec.kinds()] if spec is not None else []
    args = [a for n, a in enumerate(order.args) if n >= len(kinds) or kinds[n] != "text"]
    return " ".join((order.keyword, *args)) if len(args) < len(order.args) else order.canonical()


# The night's cases only (a round's log is read by its loop, with its own vocabulary).
CASES = [(n, d, c) for n, d, c in NIGHTS if "night" in d]


@pytest.mark.parametrize("dressing", sorted(DRESSINGS))
def test_courtesies_and_stops_never_change_what_a_pm_orders(dressing: str) -> None:
    changed = []
    for name, data, case in CASES:
        if (name, dressing) in KNOWN:
            continue
        plain = read(data, case)
        if plain == STOP:
            continue
        dressed = read(data, case, DRESSINGS[dressing])
        if dressed != STOP and dressed != plain:
            changed.append(f"{name}: {[m['text'] for m in _messages(case)]!r}: {sorted(plain)} -> {sorted(dressed)}")
    assert not changed, "\n".join(changed)


def test_the_dressings_are_read_at_all() -> None:
    """The harness reads what it should: a plain order stands, and a greeting alone orders nothing."""
    data = {"game": "lupus-of-the-rings", "night": 2}
    assert read(data, {"from": "Frodino", "text": "indago Gollum"}) == {("Frodino", "indago Gollum")}
    assert read(data, {"from": "Eowyna", "text": "archivio Grima mente"}, _emoji) == {("Eowyna", "archivio")}
    assert read(data, {"from": "Frodino", "text": "indago Gollum"}, _greeting) == {("Frodino", "indago Gollum")}
    assert read(data, {"from": "Frodino", "text": "indago Gollum"}, lambda t, _: "Ciao master!") == frozenset()


# -- thread posts ---------------------------------------------------------------------------
# Each post of tests/corpus/posts-*.toml, plain and with a greeting line before it or a sign-off
# after it (glued to its last words, or after a stop): a post read as a vote, an unvote or an
# abstention reads the same dressed, or asks; never another vote. (Read as
# tests/votes/test_post_corpus.py reads it.)
from tests.votes.test_post_corpus import body, cases as post_cases, label  # noqa: E402
from tests.votes.vote_helpers import post  # noqa: E402

from lupus_mod.votes.post_reading import post_readings  # noqa: E402
from lupus_mod.votes.reading import read_post  # noqa: E402

_HELLO = {"it": "Ciao a tutti!\n", "fr": "Salut tout le monde !\n"}
_BYE = {"it": "Buona giornata a tutti!", "fr": "Bonne journée à tous !"}
POST_DRESSINGS = {
    "hello": lambda text, language: _HELLO[language] + text,
    "bye": lambda text, language: text.rstrip() + " " + _BYE[language],
    "bye-after-stop": lambda text, language: text.rstrip() + ("" if text.rstrip()[-1:] in ".!?" else ".") + " "
                                             + _BYE[language],
}


def _post_reading(text: str, case: dict, grammar, roster) -> str:
    written = post(1, case["author"], "12:00", *body(text))
    reading = post_readings([written], read_post(written, grammar, roster), roster)[0]
    return label(reading.kind, reading.target)


@pytest.mark.parametrize("dressing", sorted(POST_DRESSINGS))
def test_a_greeting_or_a_sign_off_never_changes_a_vote(dressing: str) -> None:
    changed = []
    for param in post_cases():
        case, grammar, roster = param.values
        if "dead" in case:
            continue
        language = "fr" if "Meneur" in roster.gm else "it"
        plain = _post_reading(case["text"], case, grammar, roster)
        if not plain.startswith(("vote", "election", "unvote", "abstain")):
            continue
        dressed = _post_reading(POST_DRESSINGS[dressing](case["text"], language), case, grammar, roster)
        if dressed != plain and dressed != "doubt":
            changed.append(f"{case['text']!r}: {plain} -> {dressed}")
    assert not changed, "\n".join(changed)
