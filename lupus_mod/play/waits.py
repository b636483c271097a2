"""Decisions that wait: a night that needs a player's answer before it can finish.

The ruleset declares them (`[[decision]]`, docs/rulesets.md): the engine emits a `question`
event when it tells the player the message that asks it, `answered` or not. Here, at the
shell, a night is resolved until it is stable:

- an answer sent after the deadline is applied when it comes from the player asked, for one
  of the decision's `answers` powers (his own rule, not `--accept-late` for everyone);
- an order sent after the answer that changes what the player was told when he answered (the
  wolves' new victim after the Sorcière's choice) is not applied: it is set aside, with its
  reason, in the GM log and on the terminal ("lorsque les loups-garous se sont rendormis, le
  meneur va appeler la sorcière");
- once an answer is given the decision is closed: a later message answering it again is a
  `second` answer, which the shell refuses as an error rather than let it replace the first.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Callable, Iterable, Mapping

from lupus_mod.engine.state import Event, NightResult, Wait, open_questions, said
from lupus_mod.orders.model import Order
from lupus_mod.rules.spec import DecisionSpec, Ruleset
from lupus_mod.rules.public import told_to

Resolve = Callable[[tuple[Order, ...]], NightResult]
Effective = Callable[[tuple[Order, ...]], tuple[Order, ...]]


@dataclass(frozen=True)
class Settled:
    """A night resolved with its awaited answers: the result and what was applied, late or set
    aside."""
    result: NightResult
    applied: tuple[Order, ...]
    answered_late: tuple[Order, ...]      # answers accepted after the deadline
    set_aside: tuple[tuple[Order, Order], ...]   # (order not applied, the answer it would change)
    second: tuple[tuple[Order, Order], ...] = ()  # (a second answer, the first one it would replace)


@dataclass(frozen=True)
class Answer(Order):
    """An awaited answer accepted after the deadline: the question was put to the player
    (the Chasseur already dead), so the engine confirms nothing as if for a standing order."""
    awaited: bool = True


def _accepted(order: Order) -> Answer:
    values = {f.name: getattr(order, f.name) for f in fields(Order)}
    return Answer(**{**values, "late": False})


def _powers_by_keyword(ruleset: Ruleset) -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for _, power in ruleset.all_powers():
        for word in (power.keyword, *power.synonyms):
            if word:
                table.setdefault(word, []).append(power.id)
    return table


def _answers(ruleset: Ruleset, decision: DecisionSpec | None, order: Order) -> bool:
    return bool(decision) and any(
        p in decision.answers for p in _powers_by_keyword(ruleset).get(order.keyword, ()))


def _late_answers(ruleset: Ruleset, questions: list[Event], late: Iterable[Order]
                  ) -> list[tuple[Order, str]]:
    """The late orders answering an open question, each with the decision it answers."""
    waiting = {(q.target, q.cause) for q in questions}
    return [(o, d) for o in late for who, d in sorted(waiting)
            if who == o.player and _answers(ruleset, ruleset.decision(d), o)]


def _second_answers(found: list[tuple[Order, str]]) -> list[tuple[Order, Order]]:
    """Answers to a decision already answered by an earlier message (another header time):
    "once given, a decision is closed". One message may hold several lines of one answer."""
    first: dict[tuple[str, str], Order] = {}
    seconds: list[tuple[Order, Order]] = []
    for order, decision in sorted(found, key=lambda pair: pair[0].line):
        earlier = first.setdefault((order.player, decision), order)
        if earlier.time != order.time:
            seconds.append((order, earlier))
    return seconds


def _told(events: Iterable[Event], player: str, message: str) -> dict | None:
    for ev in told_to(events, player):
        if ev.message == message:
            return said(ev)
    return None


def _step_index(ruleset: Ruleset, order: Order) -> int:
    steps = {p.id: p.step for _, p in ruleset.all_powers()}
    ids = [steps[p] for p in _powers_by_keyword(ruleset).get(order.keyword, ()) if steps.get(p)]
    indexes = [ruleset.step_index(s) for s in ids if any(x.id == s for x in ruleset.steps)]
    return min(indexes, default=len(ruleset.steps))


def _changes(ruleset: Ruleset, resolve: Resolve, effective: Effective,
             orders: tuple[Order, ...], result: NightResult) -> list[tuple[Order, Order]]:
    """Orders sent after an answer, by others, for a step before the question, when the
    question as it stood at the answer's time differs from the question tonight."""
    found: list[tuple[Order, Order]] = []
    for q in (e for e in result.events if e.kind == "question" and e.get("answered")):
        decision = ruleset.decision(q.cause)
        answer = next((o for o in effective(orders) if o.player == q.target and o.time is not None
                       and _answers(ruleset, decision, o)), None)
        if answer is None:
            continue
        message = q.get("asked_by", "")
        then = resolve(effective(tuple(o for o in orders if o.time is None or o.time <= answer.time
                                       or o.player == q.target)))
        before = _told(then.events, q.target, message)
        if before is None or before == _told(result.events, q.target, message):
            continue
        asked_at = ruleset.step_index(q.step) if any(s.id == q.step for s in ruleset.steps) \
            else len(ruleset.steps)
        found += [(o, answer) for o in orders if o.player != q.target and o.time is not None
                  and o.time > answer.time and _step_index(ruleset, o) < asked_at]
    return found


def settle(ruleset: Ruleset, resolve: Resolve, everything: tuple[Order, ...],
           effective: Effective) -> Settled:
    """Resolve, accept the awaited answers sent late, set aside what would change an answered
    question, and resolve again until nothing changes (bounded by the orders there are).
    `everything`: every order of the log in log order; `effective`: the orders that stand."""
    orders = everything
    accepted: list[Order] = []
    aside: list[tuple[Order, Order]] = []
    for _ in range(len(everything) + 1):
        applied = effective(orders)
        result = resolve(applied)
        late = tuple(o for o in orders if o.late and o not in applied)
        found = _late_answers(ruleset, open_questions(result.events), late)
        second = _second_answers(found)
        if second:
            return Settled(result, applied, tuple(accepted), tuple(aside), tuple(second))
        extra = {o: _accepted(o) for o, _ in found}
        changes = _changes(ruleset, resolve, effective, orders, result)
        if not extra and not changes:
            break
        accepted += extra.values()
        aside += changes
        gone = {a for a, _ in changes}
        orders = tuple(extra.get(o, o) for o in orders if o not in gone)
    return Settled(result, applied, tuple(accepted), tuple(aside))


def asked(ruleset: Ruleset, waits: Iterable[Wait], kind: str, key: str,
          nick: Callable[[str], str], next_day: Mapping[str, str] | None = None
          ) -> list[dict[str, object]]:
    """What night or day `key` waits for (its outcome's `waits`), as the GM reads it: who, what,
    and where the answer goes (an answer line of the night's log, or a key of the day record).
    `next_day`: the choices of the day that follows the night, None while it is not recorded:
    a night's question answered in the day record is the day's (answered there, or awaited by
    the day itself)."""
    rows = []
    for wait in waits:
        decision = ruleset.decision(wait.decision)
        if decision is None:
            continue
        in_log = bool(decision.answers) and kind == "night"
        if not in_log and decision.day_key and next_day is not None:
            continue
        rows.append({"player": wait.player, "playing_as": nick(wait.player), "decision": decision.id,
                     "name": decision.name, "in_log": in_log,
                     "file": f"nights/{key}.txt" if in_log else f"days/{key}.toml",
                     "day_key": decision.day_key})
    return rows


# The tally's flag that counts what an open day waits for (DayResult.waiting).
DAY_COUNTS = {"burned": "", "runoff": " --runoff", "revote": " --revote", "election": " --election"}


def day_answer(ruleset: Ruleset, waiting: str) -> tuple[str, str, str]:
    """(the key of days/<d>.toml that gives what an open day waits for, the tally's flag that
    writes it, the title elected): `burned`, or the elected title's key (the Capitaine)."""
    title = next((t for t in ruleset.titles if t.elected), None) if waiting == "election" else None
    return (title.elected if title else "burned", DAY_COUNTS[waiting], title.name if title else "")


def answer_where(say: Mapping[str, str], row: Mapping[str, object]) -> str:
    """Where the answer of an awaited decision goes, in the words of the labels' [wait]."""
    if row["in_log"]:
        return say.get("night_answer", "{who} {file}").format(who=row["playing_as"], file=row["file"])
    return say.get("day_answer", "{key} {file}").format(key=row["day_key"], file=row["file"])


def wait_texts(words: dict[str, dict[str, str]], rows: list[dict[str, object]], folder: str,
               in_phase: bool = True) -> tuple[str, str]:
    """(banner of the provisional files, the terminal's one line); empty when nothing waits.
    A row's `pm`: the reply that asks, when another phase wrote it (the night that killed the
    Capitaine asks his heir; the day waits for it).
    A question this phase does not wait for (the heir a night asks, answered in the day's
    record) gets the line without the PROVISOIRE part."""
    if not rows:
        return "", ""
    say = words.get("wait", {})
    what = ", ".join(say.get("of", "{decision} ({who})").format(decision=r["name"], who=r["playing_as"])
                     for r in rows)
    # One reply may ask two questions (the Chasseur who was Capitaine): it is named once.
    files = ", ".join(dict.fromkeys(str(r.get("pm") or f"out/{folder}/pm/{r['playing_as']}.bbcode")
                                    for r in rows))
    many = words.get("wait-many", {})
    how = answer_where(say, rows[0]) if len(rows) == 1 else many.get("join", "; ").join(
        many.get("each", "{decision}: {how}").format(decision=r["name"], how=answer_where(say, r)) for r in rows)
    banner = say.get("banner", "{what} {files}").format(what=what, files=files)
    line = say.get("line" if in_phase else "asked", "{what} {files} {how}")
    return banner, line.format(what=what, files=files, how=how)


def pending_notes(rows: Iterable[Mapping[str, object]]) -> list[dict[str, object]]:
    """The tally's notes for the day's decisions awaited before its vote (the heir of a
    Capitaine dead in the night, whose weight may break a tie): answered by a day record key."""
    return [{"note": "decision-pending", "what": r["name"], "who": r["playing_as"],
             "key": r["day_key"], "file": r["file"]} for r in rows if r["day_key"]]
