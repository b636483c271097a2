"""The thread posts of the reading corpus (tests/corpus/posts-*.toml), each read as a GM reads
it: the post's one reading must be one of its labels (tests/corpus/README.md)."""
from __future__ import annotations

import json
import re
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest
from tests.votes.vote_helpers import post

from lupus_mod.forum.model import Segment
from lupus_mod.votes.answers import answer_words, answering
from lupus_mod.votes.audit import Entry
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.settings import read_settings

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
# The thread of each language (the game's own): its GM and the elected titles (Thiercelieux's Capitaine).
THREADS = {"it": ("Master", ()), "fr": ("Meneur", ("Capitaine",))}
# Read otherwise today, with why (docs/tally.md "How the tool reads a post").
KNOWN = {
    "posts-adversarial-fr-Comme capitaine, je vote Kilian": "\"comme capitaine\" leading the sentence reads as "
                                                           "an election vote, also on a day whose Capitaine "
                                                           "already sits (then it is his day vote): the reading "
                                                           "does not know whether an election is held",
}
TAG = re.compile(r"\[(/?)(b|quote|spoiler|code|color|size|font|i|u|s)(?:=([^\]]*))?\]", re.I)
STYLES = ("b", "quote", "spoiler", "code", "s")     # the others (colour, size...) only look
# ... except what no reader sees, which the boards' pages mark hidden (forum/markup.py): a colour
# like the page ([color=#FFFFFF]) and, on a board whose [size=N] is a percentage (phpBB: a
# corpus file's `sizes = "percent"`), a size under 10 %. ForumFree's and Invision's [size=1]…
# [size=7] are the font's seven steps, the smallest still read (the default).
WHITE = re.compile(r"color=(?:white|transparent|#f[0-9a-f]f[0-9a-f]f[0-9a-f]|#fff)$", re.I)
PERCENT_UNSEEN = re.compile(r"size=0*[0-9](?:\.\d+)?$", re.I)


def hidden(tag: str, sizes: str) -> bool:
    return bool(WHITE.match(tag) or sizes == "percent" and PERCENT_UNSEEN.match(tag))


def body(text: str, sizes: str = "steps") -> tuple[Segment, ...]:
    """The post's BBCode as styled runs: bold, quoted, spoiler and struck stretches apart; code left
    out, as every board adapter drops `pre`/`code` (lupus_mod/forum); colour, size and the
    like only look, and go as the boards render them. A spoiler's title (`[spoiler=Voto
    Grima]`) is drawn in the spoiler's box, its header, and read as the spoiler is."""
    runs, depth, at = [], {"b": 0, "quote": 0, "spoiler": 0, "code": 0, "s": 0}, 0
    unseen: list[bool] = []   # each open colour/size tag: does it hide its text?
    for tag in TAG.finditer(text):
        if tag.start() > at and not depth["code"]:
            runs.append(Segment(text[at:tag.start()], bold=depth["b"] > 0, quote=depth["quote"] > 0,
                                spoiler=depth["spoiler"] > 0, struck=depth["s"] > 0, hidden=any(unseen)))
        if tag.group(2).lower() in STYLES:
            depth[tag.group(2).lower()] += -1 if tag.group(1) else 1
        elif tag.group(2).lower() in ("color", "size"):
            if tag.group(1):
                unseen = unseen[:-1]
            else:
                unseen.append(hidden(f"{tag.group(2)}={tag.group(3) or ''}", sizes))
        if tag.group(2).lower() == "spoiler" and tag.group(3) and not depth["code"]:
            runs.append(Segment(tag.group(3).strip("\"'") + "\n", bold=depth["b"] > 0, quote=depth["quote"] > 0,
                                spoiler=True, struck=depth["s"] > 0))
        at = tag.end()
    runs.append(Segment(text[at:], bold=depth["b"] > 0, quote=depth["quote"] > 0,
                        spoiler=depth["spoiler"] > 0, struck=depth["s"] > 0, hidden=any(unseen)))
    return tuple(runs)


def label(kind: str, target: str | None) -> str:
    """A reading in the corpus's words."""
    if kind in ("vote", "elect"):
        return "doubt" if target is None else f"{'vote' if kind == 'vote' else 'election'} {target}"
    if kind in ("shot", "heir"):   # a decision of the day said in the thread, with its name
        return f"{kind} {target}"
    return {"reported": "quoted"}.get(kind, kind)


def cases():
    for path in sorted(CORPUS.glob("posts-*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        game = tomllib.loads((ROOT / "games" / data["game"] / "game.toml").read_text(encoding="utf-8"))
        language = game["language"]
        gm, titles = THREADS[language]
        players = tomllib.loads((ROOT / "games" / data["game"] / "players.toml").read_text(encoding="utf-8"))
        # A proposal's thread (Acchiappastreghe): its two answers are read as names.
        answers = answer_words() if data.get("proposal") else ()
        roster = Roster(alive=tuple(p["name"] for p in players["player"]),
                        dead=(), gm=(gm,),
                        non_players=(), substitutes={},
                        aliases={p["name"]: tuple(p.get("aliases", ())) for p in players["player"]})
        roster = answering(roster) if answers else roster
        # The game's own [votes] words over the language's (Acchiappastreghe's « caccio Enzo »).
        grammar = read_settings(game.get("votes", {}), language, titles).grammar
        # The proposal's thread reads an answer without a vote form ("Sì 👍"), as tally --proposal does.
        grammar = replace(grammar, answers=answers) if answers else grammar
        for case in data["case"]:
            case = {**case, "sizes": data.get("sizes", "steps")}
            name = f"{path.stem}-{case['text'][:40]}"
            marks = [pytest.mark.xfail(reason=KNOWN[name], strict=True)] if name in KNOWN else []
            yield pytest.param(case, grammar, roster, id=name, marks=marks)


@pytest.mark.parametrize("case, grammar, roster", list(cases()))
def test_a_post_reads_as_the_corpus_labels_it(case, grammar, roster):
    if "dead" in case:   # players dead by this day: a vote for one is read as written, the count sets it aside
        roster = replace(roster, alive=tuple(n for n in roster.alive if n not in case["dead"]),
                         dead=tuple(case["dead"]))
    written = post(1, case["author"], "12:00", *body(case["text"], case["sizes"]))
    reading = post_readings([written], read_post(written, grammar, roster), roster)[0]
    expected = case["reads"] if isinstance(case["reads"], list) else [case["reads"]]
    assert label(reading.kind, reading.target) in expected
    # A post that elects the title besides its day vote: the election's name, in its own phase.
    if "election" in case:
        assert reading.election == case["election"]
    # The reading a doubt's settle line offers first ("none": the vote said then unsaid).
    if "settles" in case:
        assert _settled_as(written, grammar, roster) == case["settles"]


def _settled_as(written, grammar, roster) -> str:
    """The reading the settle line of the post's last own doubt offers (docs/tally.md, Doubts)."""
    doubt = [a for a in read_post(written, grammar, roster) if a.where == "body" and a.reason == "doubt"][-1]
    return json.loads(settle_line(Entry(doubt, "doubt", doubt.voter, 1), 1).split(" = ")[-1])


@pytest.mark.parametrize("counted", [False, True])
def test_a_spoiler_s_title_is_read_as_the_spoiler_is(counted) -> None:
    """docs/tally.md: a spoiler counts only with `spoilers_count = true`, and a form inside one is
    still listed (`spoiler`). Its title is in the spoiler's box: never dropped unseen."""
    grammar = read_settings({"spoilers_count": counted}, "it", ()).grammar
    roster = Roster(alive=("Frodino", "Grima", "Nazgul"))
    written = post(1, "Frodino", "12:00", *body("[spoiler=Voto Grima]Ha mentito due volte.[/spoiler]"))
    actions = read_post(written, grammar, roster)
    assert [(a.where, a.target) for a in actions] == [("body" if counted else "spoiler", "Grima")]
