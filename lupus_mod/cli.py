"""Entry point of the `lupus-mod` command: registers every command module on the app."""
from __future__ import annotations

import importlib
import pkgutil

from lupus_mod import commands
from lupus_mod.commands.app import app


def _register_commands() -> None:
    # Each module of lupus_mod.commands registers its commands on `app` when imported.
    for module in pkgutil.iter_modules(commands.__path__):
        importlib.import_module(f"lupus_mod.commands.{module.name}")


def main() -> None:
    _register_commands()
    app()
