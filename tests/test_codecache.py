"""The records the CLI builds from kept code (lupus_mod.cache.code) are the ones dataclasses builds."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import dataclasses, sys
from lupus_mod.cache import code as codecache
codecache.install()

@dataclasses.dataclass(frozen=True, order=True)
class Card:
    name: str
    weight: int = 1
    aliases: tuple = ()

a, b = Card("Zefiro"), Card("Zefiro", 2, ("Zef",))
try:
    a.name = "x"
    frozen = False
except dataclasses.FrozenInstanceError:
    frozen = True
print(repr(a), repr(b), a == Card("Zefiro"), a < b, hash(a) == hash(Card("Zefiro")), frozen)
codecache.save()
"""


def _run(cache: Path) -> str:
    env = {**os.environ, "LUPUS_MOD_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=True).stdout


def _plain() -> str:
    plain = PROBE.replace("codecache.install()", "").replace("codecache.save()", "")
    return subprocess.run([sys.executable, "-c", plain], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True).stdout


def test_kept_code_builds_the_same_records(tmp_path: Path) -> None:
    first = _run(tmp_path)                  # compiles and keeps the code
    assert list((tmp_path / "code").glob("dataclasses-*.marshal"))
    again = _run(tmp_path)                  # builds the class from the kept code
    assert first == again == _plain()
    assert "Card(name='Zefiro', weight=1, aliases=())" in again and again.split()[-4:] == ["True"] * 4


def test_a_damaged_table_is_compiled_again(tmp_path: Path) -> None:
    _run(tmp_path)
    for table in (tmp_path / "code").glob("dataclasses-*.marshal"):
        table.write_bytes(b"not marshal data")
    assert _run(tmp_path) == _plain()
