"""`python -m lupus_mod`, the same as the `lupus-mod` command (for a checkout not installed)."""
from lupus_mod.cli import main

main()
