"""A later line's orders as they change the sender's standing ones, the first steps of
reading a line against them (orders.later.Ledger._take): a swap, a name in place of another,
the owl's recipient added or emptied, an order brought back; then whether the new orders ask
how they stand beside the earlier ones. A mixin of the Ledger (its standing orders and doubts).

Pure: the line's reading and the Ledger's orders in; a doubt recorded, or the drafts out.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.corrections import own_fits, own_slots
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.italian import ADD_WORDS
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.meaning import Intent
from lupus_mod.orders.model import CORRECTION, NONE, ORDER, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL
from lupus_mod.orders.owl_kept import recipient_kept
from lupus_mod.orders.owl_words import fill_led, owl_in_doubt
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.swap import turned_from
from lupus_mod.orders.text_orders import shown as _shown


class LineChanges:
    """The Ledger's steps of a line's change (its other methods: the Corrections' fits, the
    Withdrawals' doubts)."""

    def _asked_beside(self, line: LogLine, reading: LineReading, drafts: tuple[Draft, ...], kind: str,
                      by_gm: bool) -> bool:
        """Whether the line's new orders ask how they stand beside his earlier ones (the owl's
        recipient kept, one more target, another power), the doubt recorded."""
        kept = recipient_kept(self._standing_before(line), drafts, self.index.specs, reading.pieces) \
            if kind == ORDER and not by_gm else ()
        if kept:
            self._doubt_of(line, UNCLEAR_CORRECTION, (*map(_shown, kept), *map(_shown, drafts), NONE))
            return True
        if kind == ORDER and self._also(line, reading, drafts):
            # "guardo Zanna", then "guardo anche Ululone": one more where the power takes one;
            # replacing the first would drop a target he still wants.
            self._doubt_of(line, UNCLEAR_CORRECTION, (*map(_shown, drafts), NONE))
            return True
        switched = self._switched(line, reading, drafts) if kind == ORDER else ()
        if switched:
            # "prelevo", then "anzi no, archivio: Boromiro mente": a correction naming another
            # power may replace the earlier order or come beside it; only the sender knows.
            new = "; ".join(map(_shown, drafts))
            instead = "; ".join((new, *(f"{NONE} {k}" for k in switched)))
            # "no aspetta, il palantir tienilo tu master.. scherzo, dallo a Legolasso" after
            # `resuscito Merrino`: an item's pass comes beside a power more likely than in its place.
            self._doubt_of(line, UNCLEAR_CORRECTION, (new, instead, NONE) if all(d.item for d in drafts)
                           else (instead, new, NONE))
            return True
        return False

    def _changed(self, line: LogLine, reading: LineReading, intent: Intent, by_gm: bool
                 ) -> tuple[tuple[Draft, ...], str, tuple[int, ...]] | None:
        """The line's orders, what they are (an order, or a correction of his standing ones) and
        the lines of orders it brings back; None when it asks (the doubt recorded)."""
        drafts = reading.drafts
        kind = ORDER
        revived_of: tuple[int, ...] = ()
        another = () if by_gm else self._taken_for_another(line, reading, intent.withdrawal, intent.replacement)
        if another:
            self._doubt_of(line, UNCLEAR_CORRECTION, another)
            return None
        swap = None if by_gm else self._swap(line, reading, intent.replacement) or self._dropped(line, reading)
        let_go = () if by_gm or swap else self._let_go_partly(line, reading)
        if let_go:   # "solo Eowyna, Elrondo toglilo" after `ammalio Eowyna Elrondo`: said so (names)
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, let_go)
            self.doubts[-1] = replace(self.doubts[-1], names=turned_from(reading.pieces, self.index))
            return None
        if swap:
            # "Grima al posto di Shelob", "sostituisci Shelob con Grima" after `sfido Shelob`.
            drafts, kind = (swap,), CORRECTION
        elif intent.replacement and drafts:
            # "indago Ululone. No aspetta, meglio Zanna": the line's own order corrected.
            fits = own_fits(line, drafts, intent.replacement, self.index) \
                or own_slots(line, drafts, intent.replacement, self.index, reading.pieces)
            if len(fits) != 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                return None
            drafts = (*drafts, *fits)
        elif intent.added and not reading.has_keyword and self._live.get(line.sender):
            # "indago Zorg", then a PM "il responso a Tumbleweed": the owl's recipient added.
            doubted = owl_in_doubt(reading.pieces)   # « gufo a Tumble? »: one recipient, asked
            fits = self._filled(line.sender, intent.added[:1] if doubted else intent.added)
            if len(fits) != 1 or doubted or fill_led(reading.pieces, ADD_WORDS):   # "aggiungo anche Klaatu": asked
                # "aggiungo anche Pippino" after `prevedo Merrino`, a power of one player: the new
                # order, or none (docs/orders.md).
                fits = fits or self._fits(line.sender, intent.added) or self._owl_anew(line, intent.added)
                self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                return None
            drafts, kind = fits, CORRECTION
        elif intent.added and not reading.has_keyword and not by_gm:
            self._await_recipient(line, intent.added)   # "il responso a Falco." then "indago Zorg"
        elif intent.unfilled and self._live.get(line.sender):
            fits = self._emptied(line.sender)
            if len(fits) != 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                return None
            drafts, kind = fits, CORRECTION
        elif intent.replacement and not reading.has_keyword:
            fits = self._fits(line.sender, intent.replacement) \
                or self._restated(line.sender, reading, intent.replacement) \
                or self._fits_past_old(line.sender, intent.replacement)
            # "annullo tutto", then "anzi no, confermo Nosferatu": with nothing standing, the
            # names may bring back an order he took back; a GM reads it so, never as talk.
            revived = {} if fits or self._live.get(line.sender) else self._revived(
                line.sender, intent.replacement)
            if len(revived) > 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*map(_shown, revived), NONE))
                return None
            if revived:
                (draft, of), = revived.items()
                drafts, kind, revived_of = (draft,), CORRECTION, of
            elif len(fits) != 1:
                if fits or self._live.get(line.sender):
                    # No fit at all: the name may go in place of any of the order's own, or
                    # each name alone be the new one ("Zanna l'ho indagata ieri. Ululone allora").
                    # "Anzi no confermo Grimaldo dai" after `resuscito Grimaldo`: the order he keeps.
                    fits = fits or self._each_slot(line.sender, intent.replacement, reading.pieces) \
                        or self._new_fits(line.sender, reading) or self._kept(line.sender, intent.replacement)
                    self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                    return None
            else:
                drafts, kind = fits, CORRECTION
        return drafts, kind, revived_of
