"""The reading corpus (tests/corpus/night*-*.toml): every PM read as a GM reads it (the thread
posts: tests/votes/test_post_corpus.py).

Each case is read through the night's own reading — `run_night` on a copy of the example game
whose log is the case's messages (a round's, `turns.read_log`, for a declared loop) — and must come out as labelled: the same orders, or a stop
that asks (a doubt, or an error naming the line) where the label allows one. A stop is never a
misreading; a different order is. The share of needless stops among plain orders is measured
and kept at most 10 % (docs/orders.md "How often the tool asks")."""
from __future__ import annotations

import re
import shutil
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from lupus_mod.play import turns
from lupus_mod.errors import DoubtsFound, LupusError, each_problem
from lupus_mod.play.game import Game, load_game
from lupus_mod.orders.model import Reading
from lupus_mod.orders.parse import parse_log
from lupus_mod.play.replay import run_night

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "corpus"
STOP = "stop"          # the tool stopped and asked: a doubt, or an error naming the line


def _cases(pattern: str) -> list[tuple[str, dict, dict]]:
    found = []
    for path in sorted(CORPUS.glob(pattern)):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        found += [(f"{path.stem}-{n}", data, case) for n, case in enumerate(data["case"], 1)]
    return found


NIGHTS = _cases("night*-*.toml")       # night-<game> and nights-trial-<game>
# Read otherwise today: each is listed in docs/orders.md "How often the tool asks" with why.
KNOWN: dict[str, str] = {
}


def _labels(value) -> list[str]:
    return value if isinstance(value, list) else [value]


# -- nights -----------------------------------------------------------------------------------------
def _log(case: dict, date: str) -> str:
    messages = case.get("messages") or [{"from": case["from"], "at": "21:00", "text": case["text"]}]
    # A case may set its own deadline ("22:30") to send a PM late; else the night's last minute.
    lines = [f"# deadline: {date} {case.get('deadline', '23:59')}", ""]
    for m in messages:
        # "21:00" is the night's date at that time; « 29/11 21h05 » a date as the board prints it.
        at = f"{date} {m['at']}" if re.fullmatch(r"\d{1,2}:\d{2}", m["at"]) else m["at"]
        lines += [f"## {m['from']} @ {at}", m["text"], ""]
    return "\n".join(lines)


def _folder(tmp: Path, game: str, night: int) -> tuple[Path, str]:
    target = tmp / f"{game}-{night}"
    if not target.exists():
        shutil.copytree(ROOT / "games" / game, target, ignore=shutil.ignore_patterns("out", ".cache"))
        for log in (target / "nights").glob("*.txt"):
            if not log.stem.isdigit() or int(log.stem) > night:
                log.unlink()
    date = re.search(r"\d{4}-\d{2}-\d{2}", (ROOT / "games" / game / "nights" / f"{night}.txt")
                     .read_text(encoding="utf-8"))[0]
    return target, date


def _senders(case: dict) -> set[str]:
    return {m["from"] for m in case.get("messages", ())} | ({case["from"]} if "from" in case else set())


@dataclass(frozen=True)
class Read:
    """A case read through the phase's own reading: the orders applied, (sender, canonical
    form), how every line was read, and the senders whose pack order the night set aside."""
    applied: frozenset[tuple[str, str]]
    readings: tuple[Reading, ...]
    set_aside: frozenset[str] = frozenset()


def run_case(tmp: Path, data: dict, case: dict) -> Read | LupusError:
    """The case's night (or round), or the error (a doubt too) that stopped it."""
    label = data.get("night") or data["round"]
    target, date = _folder(tmp, data["game"], label)
    (target / "nights" / f"{label}.txt").write_text(_log(case, date), encoding="utf-8")
    try:
        return _night_read(load_game(target), label) if "night" in data else \
            _round_read(load_game(target), label)
    except LupusError as stop:      # DoubtsFound is one
        return stop


def _night_read(game: Game, night: int) -> Read:
    run = run_night(game, str(night))
    # The pack's orders it did not keep (an earlier one, or one of a lower rank) are notes.
    notes = [e for e in run.result.events if e.kind == "note" and "group" in e]
    lost = {(n.get("player"), n.get("line")) for n in notes}
    return Read(frozenset((o.player, o.canonical()) for o in run.applied
                          if (o.player, o.line) not in lost),
                run.log.readings, frozenset(str(n.get("player")) for n in notes))


def _round_read(game: Game, turn: int) -> Read:
    """A round of a declared loop (Acchiappastreghe), read as `lupus-mod round` reads it: each
    player's last choice of each kind that he did not take back, or his first where his first
    word stands (a witch's place, `first_stands`: the reading keeps a doubt that a later place
    would settle otherwise). The windows of its phases are the engine's, and are left out."""
    stands = turns.first_stands_of(game)
    keyword = {c.id: str(c.get("keyword")) for c in game.ruleset.loop.choices}
    last: dict = {}
    for o in turns.read_log(game, turn)[0]:
        first = last.get((o.player, o.choice))
        if first is None or first.withdrawn_by or keyword[o.choice] not in stands(o.player):
            last[(o.player, o.choice)] = o
    text = game.night_file(str(turn)).read_text(encoding="utf-8")
    parsed = parse_log(text, file="log", vocab=turns.loop_vocabulary(game), tz=game.tz,
                       deadline=None)
    return Read(frozenset((o.player, " ".join((keyword[o.choice], *o.args)))
                          for o in last.values() if not o.withdrawn_by), parsed.readings)


def read_night(tmp: Path, data: dict, case: dict) -> tuple[str, set[str]]:
    """How the tool reads the case: STOP, or the orders it applies from the case's senders."""
    run, senders = run_case(tmp, data, case), _senders(case)
    if isinstance(run, LupusError):
        return STOP, set()
    # A sender written as the board shows him ("Tom" for Tom Bombadil) is read as his player.
    senders |= {reading.player for reading in run.readings}
    return "read", {order for player, order in run.applied if player in senders}


def night_verdict(outcome: str, reads: set[str], case: dict) -> bool:
    kinds = _labels(case["kind"])
    if outcome == STOP:
        return "doubt" in kinds
    if kinds == ["doubt"]:
        return False
    return reads == set(case["reads"]) or (not reads and bool({"talk", "withdrawal"} & set(kinds))
                                           and not case["reads"])


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("corpus")


@pytest.mark.parametrize("name, data, case", [
    pytest.param(n, d, c, marks=pytest.mark.xfail(reason=KNOWN[n], strict=True)) if n in KNOWN else (n, d, c)
    for n, d, c in NIGHTS], ids=[n for n, _, _ in NIGHTS])
def test_a_pm_reads_as_meant(games, name, data, case) -> None:
    outcome, reads = read_night(games, data, case)
    assert night_verdict(outcome, reads, case), \
        f"{case.get('text') or case['messages']!r}: expected {case['kind']} {case['reads']}, got {outcome} {sorted(reads)}"
    if "offers" in case:
        # The stop offers these readings, in this order (the first is the settle line shown).
        stop = run_case(games, data, case)
        offered = [list(d.candidates) for d in getattr(stop, "doubts", ())]
        assert case["offers"] in offered, f"{case.get('text') or case['messages']!r}: offered {offered}"


# -- how often the tool asks ----------------------------------------------------------------------
def test_the_corpus_is_large_and_asks_seldom(games) -> None:
    """At least 300 cases with the posts; among the PMs that hold an order the GM reads one way
    only, the tool stops to ask for at most one in ten (a doubt costs the GM a minute)."""
    assert len(NIGHTS) + len(_cases("posts-*.toml")) >= 300
    needless = plain = 0
    for _, data, case in NIGHTS:
        if set(_labels(case["kind"])) <= {"order", "correction", "withdrawal"} and case["reads"]:
            plain += 1
            needless += read_night(games, data, case)[0] == STOP
    assert needless <= plain // 10, f"{needless} stops among {plain} plain orders and votes"


# -- a fresh GM's trial of one night's PMs: a stop says how to settle it, a change of mind shows ----
PM_TRIAL = [(n, d, c) for n, d, c in NIGHTS if n.startswith("nights-pm-") and n not in KNOWN]
CHANGES = {"correction", "withdrawal"}


@pytest.mark.parametrize("name, data, case", PM_TRIAL, ids=[n for n, _, _ in PM_TRIAL])
def test_a_stop_settles_in_one_line_and_a_change_of_mind_shows(games, name, data, case) -> None:
    """"We read as the player last meant, or we stop and ask": a stop names a line of the log
    and the one line that settles it; a case read as a change of mind has a line read as a
    correction or withdrawal (the night's summary lists it), and one read as a plain order
    has none (chat after an order is no change of mind)."""
    run, kinds = run_case(games, data, case), set(_labels(case["kind"]))
    if isinstance(run, DoubtsFound):
        assert run.settle_file.endswith(".overrides.toml") and all(d.candidates for d in run.doubts)
    elif isinstance(run, LupusError):
        assert all(p.file and p.line and p.hint for p in each_problem(run)), run.render()
    else:
        changed = {r.kind for r in run.readings if r.player in _senders(case)} & CHANGES
        # The pack's one order a night: the earlier one is noted as set aside, by the night.
        changed |= {"pack" for player in run.set_aside if player in _senders(case)}
        assert changed if kinds <= CHANGES else (not changed if kinds == {"order"} else True), \
            f"{case.get('text') or case['messages']!r}: read {sorted(changed) or 'no change of mind'}"
