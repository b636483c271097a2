"""A turn written before its day's choices are closed: provisional.

"Se non scegli, il luogo viene scelto a caso" — but a cat may still choose until the Sera is
posted. `round 1` run on an empty log to get the Giorno post (docs/gm-guide.md, "A whole game
of Acchiappastreghe") gives every cat a random location; the Sera post and the replies built
on them must not look final. While the Sera's time is not written (no `sera` in days/N.toml,
no `# deadline:` in the log: only guessed from [schedule], or unknown) and a cat has no
location of his own,
every output but the Giorno post carries a banner naming those cats, as a night waiting for
the Sorcière marks its outputs (lupus_mod.play.waits.wait_texts).
"""
from __future__ import annotations

from lupus_mod.engine.loop.run import TurnRun
from lupus_mod.engine.loop.windows import WRITTEN
from lupus_mod.play.game import Game
from lupus_mod.play.turns import turn_inputs
from lupus_mod.words.render import labels


def provisional_texts(game: Game, run: TurnRun) -> tuple[str, str]:
    """(the banner of the provisional files, the terminal's line); empty when final."""
    chosen_for = [e["player"] for p in run.phases for e in p.events if e["kind"] == "random-location"]
    if not chosen_for or turn_inputs(game, run.day).moments["sera"].source == WRITTEN:
        return "", ""
    say = labels(game.language, game.dir)["round_provisional"]
    values = {"players": ", ".join(chosen_for), "file": game.show(game.day_file(run.day))}
    return say["banner"].format(**values), say["line"].format(**values)
