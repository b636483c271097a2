"""What every live forum engine of the tests shares: a Django project in a folder, its server
on a free loopback port, stopped by its PID, and the rule that decides whether a missing
engine skips its test (a developer's machine) or fails it (CI, where .ci/run installs it).
"""
from __future__ import annotations

import importlib
import os
import socket
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest
import requests


# The first lines of every board's Django settings: loopback only, a key fit for tests alone.
SETTINGS_HEAD = '''
import os
BASE_DIR = os.path.dirname(os.path.abspath(__file__))
SECRET_KEY = "lupus-mod-tests-only"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1"]
'''


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def iso_moments(moments: dict[int, datetime]) -> dict[int, str]:
    """Post ids and their times as a board's Django shell script reads them."""
    return {pk: moment.isoformat() for pk, moment in moments.items()}


def require_engine(module: str, install: str, python: str | None = None) -> None:
    """Skip the module's tests when the engine is not installed, with how to install it; on CI
    (CI set) fail instead: .ci/run installs every engine, so a missing one is a broken setup.
    `python`: the engine lives in that interpreter's environment, not the tests' own."""
    try:
        if python is None:
            importlib.import_module(module)
        else:
            subprocess.run([python, "-c", f"import {module}"], check=True, capture_output=True,
                           timeout=120)
    except (ImportError, OSError, subprocess.SubprocessError) as exc:
        missing(f"{module} is not installed ({install}): {exc}")


def missing(message: str) -> None:
    """What a live-engine test module does without its engine: fail on CI, else skip."""
    if os.environ.get("CI"):
        pytest.fail("CI: " + message, pytrace=False)
    pytest.skip(message, allow_module_level=True)


class DjangoProject:
    """A Django project written in `folder`, run with `python` (the tests' own, or an engine's
    virtual environment), served by Django's server on 127.0.0.1 only."""

    def __init__(self, folder: Path, python: str = sys.executable) -> None:
        self.folder = folder
        self.python = python
        self.port = free_port()
        self.root = f"http://127.0.0.1:{self.port}"
        self.server: subprocess.Popen | None = None

    def env(self) -> dict:
        return {**os.environ, "PYTHONPATH": str(self.folder), "DJANGO_SETTINGS_MODULE": "board_settings"}

    def django(self, *args: str, stdin: str | None = None) -> str:
        done = subprocess.run([self.python, "-m", "django", *args], cwd=self.folder, env=self.env(),
                              input=stdin, capture_output=True, text=True, timeout=600)
        if done.returncode:
            raise RuntimeError(f"django {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
        return done.stdout

    def serve(self, name: str, probe: str = "/") -> None:
        """Start the server and wait (at most 2 minutes) until it answers."""
        self.server = subprocess.Popen(
            [self.python, "-m", "django", "runserver", f"127.0.0.1:{self.port}", "--noreload",
             "--insecure"], cwd=self.folder, env=self.env(),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.server.poll() is not None:
                raise RuntimeError(f"the {name} server stopped at once (exit {self.server.returncode})")
            try:
                # A loaded machine may take seconds over the first page (Misago's especially).
                requests.get(self.root + probe, timeout=30, allow_redirects=False)
                return
            except requests.RequestException:
                time.sleep(0.2)
        raise RuntimeError(f"the {name} server did not start")

    def stop(self) -> None:
        """Stop the server by its PID (never by name: other boards may be running)."""
        if self.server is not None and self.server.poll() is None:
            self.server.terminate()
            try:
                self.server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.server.kill()
                self.server.wait(timeout=30)
