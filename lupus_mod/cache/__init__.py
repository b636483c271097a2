"""What lupus-mod keeps between runs and can always compute again: compiled code and templates, replayed phases, votes read."""
