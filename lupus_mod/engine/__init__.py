"""The functional core that resolves a phase: state + inputs + seed -> events + state. The
night (`night`, the effects registered in `effects`), the day (`day`, `stake`), the wins, the
titles; `loop` holds the phase engine of a ruleset that declares its own phases. Pure: no file,
no clock, no forum."""
