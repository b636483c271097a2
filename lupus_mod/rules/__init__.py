"""A ruleset as data: roles.toml read into frozen specs (`load`, `spec`, `loop` for declared
phases), checked (`checks`, `loop_checks`), its settings and what the thread may learn
(`settings`, `public`)."""
