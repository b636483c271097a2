"""Elected titles that are no role (Thiercelieux's Capitaine): given, handed on, weighed.

The holder carries the title's id as a status. The day record names the elected player
(`title.elected`) and, once the holder is dead, his heir (`title.successor`): "Quand le
capitaine du village est éliminé (quelle qu'en soit la raison), c'est lui-même qui désigne son
successeur, dans son dernier souffle." Pure: works on a Phase and a GameState.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Mapping

from lupus_mod.engine.state import Event, GameState
from lupus_mod.rules.spec import AT_RANDOM, Ruleset, TitleSpec

if TYPE_CHECKING:
    from lupus_mod.engine.phase import Phase

def _holder(phase: "Phase", title: TitleSpec) -> str:
    return next((n for n in phase.order if title.id in phase.seat(n).statuses), "")


def _give(phase: "Phase", title: TitleSpec, name: str, how: str) -> None:
    # The heir's post line follows his predecessor's death when both are the same day's.
    predecessor = _holder(phase, title)
    for other in phase.order:
        phase.seat(other).statuses.discard(title.id)
    phase.seat(name).statuses.add(title.id)
    phase.emit("title", target=name, cause=how, public=True, message=f"title-{how}",
               title=title.id, title_name=title.name, player=name, predecessor=predecessor)


def _chosen(phase: "Phase", key: str, written: str) -> str:
    """The living player a day-record key names ("hasard": one drawn from the seed)."""
    if written.casefold() in AT_RANDOM:
        living = [s.name for s in phase.living()]
        return phase.rng.choice(living) if living else ""
    if written in phase.seats and phase.alive(written):
        return written
    phase.emit("rejected", actor=written, cause="title-not-alive", keyword=key)
    return ""


def hand_titles(phase: "Phase", choices: Mapping[str, str], used: set[str]) -> None:
    """Apply the day record's elections and successions that can happen now; `used` keeps
    the keys already applied today (a succession is looked at again after the stake)."""
    for title in phase.ruleset.titles:
        holder = _holder(phase, title)
        elected = choices.get(title.elected, "") if title.elected else ""
        if elected and title.elected not in used:
            used.add(title.elected)
            if holder and phase.alive(holder):
                phase.emit("rejected", actor=elected, cause="title-held",
                           keyword=title.elected, holder=holder)
            else:
                name = _chosen(phase, title.elected, elected)
                if name:
                    _give(phase, title, name, "elected")
            holder = _holder(phase, title)
        heir = choices.get(title.successor, "") if title.successor else ""
        if heir and title.successor not in used and holder and not phase.alive(holder):
            used.add(title.successor)
            phase.answered.add(title.successor)
            name = _chosen(phase, title.successor, heir)
            if name:
                _give(phase, title, name, "succeeded")
            else:
                # A heir who cannot hold the title answers nothing: the GM asks again, the
                # day waits, the title is not left to lapse on a refused name.
                _still_awaited(phase, holder)


def heirs_awaited(phase: "Phase") -> None:
    """At the end of a day: a holder who died the night before and has no heir in the record
    is still awaited (the day's vote and posts depend on who holds the title)."""
    for title in phase.ruleset.titles:
        holder = _holder(phase, title)
        if title.successor and holder and not phase.alive(holder) \
                and phase.seat(holder).death_phase == f"night-{phase.index}" \
                and not phase.choices.get(title.successor):
            _still_awaited(phase, holder)


def _asks_heir(ev: Event) -> bool:
    return (ev.kind == "question" and ev.get("asked_by") == "successor-asked") \
        or (ev.kind == "message" and ev.message == "successor-asked")


def without_moot_heirs(events: tuple[Event, ...], state: GameState) -> tuple[tuple[Event, ...], GameState]:
    """A phase that ends the game asks no dead holder for his heir and waits for none: the
    title changes nothing any more (the executed Chasseur-Capitaine who shoots the last wolf is
    not asked "dans son dernier souffle" for a successor, and the winning post is final)."""
    if not state.game_over:
        return events, state
    kept = tuple(e for e in events if not _asks_heir(e))
    return kept, replace(state, history=tuple(e for e in state.history if not _asks_heir(e)))


def election_awaited(phase: "Phase") -> bool:
    """A title the thread elects, never held and not named by the day record: the day's vote
    waits for its election ("Lors de la première journée, élu par vote")."""
    return any(t.elected and not _holder(phase, t) and not phase.choices.get(t.elected)
               for t in phase.ruleset.titles)


def _still_awaited(phase: "Phase", holder: str) -> None:
    for decision in phase.ruleset.decisions_asked_by("successor-asked"):
        phase.emit("question", target=holder, cause=decision.id,
                   asked_by="successor-asked", answered=False)


def title_weights(state: GameState, ruleset: Ruleset, tie: bool) -> dict[str, int]:
    """Living holders' vote weights: those that always count (`tie` false) or only to break a
    tie (`tie` true), as the title's `weight_policy` says."""
    weights: dict[str, int] = {}
    for title in ruleset.titles:
        only_ties = title.weight_policy and ruleset.policy(title.weight_policy, "always") == "tie"
        if title.weight <= 1 or bool(only_ties) != tie:
            continue
        for p in state.alive():
            if title.id in p.statuses:
                weights[p.name] = title.weight
    return weights
