"""The CLI commands, one module each; importing a module registers its command on the Typer
app (`app`). lupus_mod.cli imports only the module of the command asked."""
