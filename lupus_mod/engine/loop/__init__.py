"""The phase engine of a ruleset that declares its own phases (Acchiappastreghe): a turn is a
fold over its phases and their steps (`run`), over a state of forms, counters, offices and bags
(`state`); the steps live in `gathering`, `council` and `powers`, the standing choices and
their windows in `context`, the moments in `windows`."""
