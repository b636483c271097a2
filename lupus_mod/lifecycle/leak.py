"""A leak: a sentence of a public post that changes with a hidden fact, as `check --secrets`
reports it, whichever phase engine gave the post (lupus_mod.lifecycle.leaks for nights and
days, lupus_mod.lifecycle.loop_leaks for a declared loop)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Leak:
    """A sentence of a post that changes with a hidden fact: where it is and what gave it away."""
    file: str          # the post, as `night` / `day` write it
    template: str      # the template that wrote the sentence
    fact: str          # the hidden fact, a name of the ruleset's [public] never
    what: str          # what the twin changed
    sentence: str      # the sentence of the post
    twin: str          # what the post would say instead ("" if nothing)

    # Read like a problem of `lupus-mod check` (file, line, message, hint; render()).
    line = None

    @property
    def message(self) -> str:
        instead = f"it would read {self.twin!r}" if self.twin else "it would be missing"
        return f"a public sentence depends on {self.fact} ({self.what}): {self.sentence!r}; {instead}"

    @property
    def hint(self) -> str:
        return (f"write {self.template} with public facts only (docs/gm-guide.md, \"Before "
                "pasting: the leak check\")")

    def as_dict(self) -> dict[str, str]:
        return dict(self.__dict__)

    def render(self) -> str:
        head = f"{self.file} (template {self.template}): "
        if not self.sentence:
            return (f"{head}with {self.fact} changed ({self.what}) the post would add:\n"
                    f"    {self.twin}")
        instead = f"would read: {self.twin}" if self.twin else "would be missing"
        return (f"{head}this sentence depends on {self.fact} ({self.what}):\n"
                f"    {self.sentence}\n    {instead}")
