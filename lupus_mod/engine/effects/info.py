"""Effects that give information: investigations, the archive, reports on the burned."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def _item_holder(night: "Night", item: str) -> str | None:
    """The holder who benefits from `item` tonight: who held it at dusk, if he still has it."""
    for name, held in night.start_items.items():
        if item in held and night.alive(name) and item in night.seat(name).items:
            return name
    return None


def _answer_recipients(night: "Night", action: "Action") -> list[str]:
    settings = action.power.settings
    owl = action.players()[1:] if settings.get("owl") else []
    if owl:
        # Guardingo: "può scegliere di mandare un gufo con il responso a un secondo giocatore
        # ... In questo caso, il Guardingo non riceve alcun responso." A blocked recipient
        # (abducted: "non potrà ... ricevere responsi") gets nothing either.
        return [name for name in owl if not night.blocked(name)]
    item = settings.get("via_item")
    if item:
        holder = _item_holder(night, item)
        if holder is not None:
            # A blocked holder cannot use the item: nobody gets the answer.
            return [] if night.blocked(holder) else [holder]
        if night.holder(item) is not None:
            return []  # the item is in play but changed hands tonight: nobody benefits
    return [action.actor]


def _inverted(night: "Night", settings, answer: str) -> str:
    """Mago: "Se il mago nero e' vivo, il responso e' invertito" (`inverted_while`, a selector;
    `inverse` maps each answer to its opposite). `inverse` alone inverts every answer: the
    forums' insane cop, who does not know his answers are turned over."""
    selector = settings.get("inverted_while")
    if selector and not any(night.is_(s.name, selector) for s in night.living()):
        return answer
    return dict(settings.get("inverse", {})).get(answer, answer)


@effect("investigate", reads=("lens", "inverse", "inverted_while", "owl", "via_item", "no_answer",
                              "owl_no_answer_message", "message", "owl_message"))
def investigate(night: "Night", action: "Action") -> None:
    settings = action.power.settings
    target = action.target
    answer = _inverted(night, settings, night.appearance(target, settings.get("lens", "visto")))
    recipients = _answer_recipients(night, action)
    by_owl = bool(settings.get("owl") and action.players()[1:])
    if answer in settings.get("no_answer", ()):
        # "l'abilità fallisce e il giocatore non riceve alcun responso"
        night.note("no-answer", actor=action.actor, target=target)
        if night.ruleset.policy("tell_no_answer", True):
            message = settings.get("owl_no_answer_message", "no-answer") if by_owl else "no-answer"
            night.tell(recipients, message, target=target)
        return
    night.emit("result", actor=action.actor, target=target, answer=answer)
    message = settings.get("message", "investigation")
    if by_owl:
        message = settings.get("owl_message", message)
    night.tell(recipients, message, target=target, answer=answer)


@effect("archive")
def archive(night: "Night", action: "Action") -> None:
    book = action.power.setting("book", "archive")
    night.notes.setdefault(book, []).append(action.args[0] if action.args else "")
    night.tell(action.actor, "archived")


@effect("retrieve")
def retrieve(night: "Night", action: "Action") -> bool:
    book = action.power.setting("book", "archive")
    documents = night.notes.get(book, [])
    if not documents:
        night.tell(action.actor, "archive-empty")
        return False  # nothing was taken: the use is not spent
    # "l'ultimo dei documenti archiviati": the one archived last, read again if nothing newer
    # came (policy retrieve_takes_document = true: it leaves the book, the next reads the one
    # archived before it).
    taken = night.ruleset.policy("retrieve_takes_document", False)
    night.tell(action.actor, "retrieved", text=documents.pop() if taken else documents[-1])
    return True


@effect("report-burned")
def report_burned(night: "Night", action: "Action") -> None:
    if night.index <= 1 and not night.state.days_played:
        return  # no day has been played yet
    burned = night.state.last_burned
    if not burned:
        night.tell(action.actor, "nobody-burned")
        return
    answer = night.appearance(burned, action.power.setting("lens", "lupo"))
    night.tell(action.actor, "burned-report", target=burned, answer=answer)


def sense_visitors(night: "Night", seat_name: str) -> None:
    visitors = night.scratch[seat_name].visited_by
    names = sorted({night.ruleset.role(r).name for r in visitors if r != night.seat(seat_name).role})
    night.tell(seat_name, "visitors", roles=names)
