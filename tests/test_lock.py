"""One writer at a time: a command writing into a game folder holds its lock; a second one waits,
then stops in the game's language; a dead holder never leaves the folder locked; staging folders
are each run's own."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lupus_mod.errors import GameFolderError
from lupus_mod.inputs.folder import OutputWriter
from lupus_mod.inputs.lock import LOCK, game_lock

ROOT = Path(__file__).resolve().parents[1]
HOLD = """
import sys, time
from pathlib import Path
from lupus_mod.inputs.lock import game_lock
with game_lock(Path(sys.argv[1])):
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def _game(tmp_path: Path, name: str) -> Path:
    folder = tmp_path / name
    shutil.copytree(ROOT / "games" / name, folder, ignore=shutil.ignore_patterns("out"))
    return folder


def _holder(folder: Path, seconds: float) -> subprocess.Popen:
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(folder), str(seconds)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert holder.stdout.readline().strip() == "held"
    return holder


@pytest.mark.parametrize("name, words", [("lupus-of-the-rings", "sta scrivendo in questa cartella"),
                                         ("thiercelieux", "écrit dans ce dossier")])
def test_a_second_writer_stops_in_the_games_language(tmp_path, name, words) -> None:
    folder = _game(tmp_path, name)
    holder = _holder(folder, 30)
    try:
        with pytest.raises(GameFolderError) as refused:
            with game_lock(folder, wait=0.3):
                pytest.fail("the lock was taken twice")
        assert words in refused.value.message and str(holder.pid) in refused.value.message
        assert refused.value.file.endswith(LOCK)
    finally:
        holder.kill()
        holder.wait()


def test_a_killed_holder_leaves_no_stale_lock(tmp_path) -> None:
    folder = _game(tmp_path, "lupus-of-the-rings")
    holder = _holder(folder, 30)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert (folder / LOCK).exists()        # the file stays, the kernel's lock does not
    began = time.monotonic()
    with game_lock(folder, wait=5):
        assert (folder / LOCK).read_text().strip() == str(os.getpid())
    assert time.monotonic() - began < 1
    assert not (folder / LOCK).exists()    # released: the folder is as the command found it


def test_a_second_writer_waits_for_the_first(tmp_path) -> None:
    folder = _game(tmp_path, "lupus-of-the-rings")
    holder = _holder(folder, 0.6)
    began = time.monotonic()
    with game_lock(folder, wait=10):
        waited = time.monotonic() - began     # the first held it 0.6 s after saying so
    holder.wait()
    assert 0.4 < waited < 10


def test_two_nights_at_once_both_write_a_whole_folder(tmp_path) -> None:
    folder = _game(tmp_path, "lupus-of-the-rings")
    run = [sys.executable, "-c", "from lupus_mod.cli import main; main()", "night", "2",
           "--game", str(folder)]
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    runs = [subprocess.Popen(run, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            for _ in range(2)]
    results = [r.communicate(timeout=120) for r in runs]
    assert [r.returncode for r in runs] == [0, 0], results
    alone = _game(tmp_path / "alone", "lupus-of-the-rings")
    assert subprocess.run(run[:-1] + [str(alone)], cwd=ROOT, env=env).returncode == 0
    written = sorted(p.relative_to(folder / "out") for p in (folder / "out").rglob("*") if p.is_file())
    expected = sorted(p.relative_to(alone / "out") for p in (alone / "out").rglob("*") if p.is_file())
    assert written == expected and written
    assert not list((folder / "out").glob(".staging-*"))


def test_a_running_writers_staging_folder_is_left_alone(tmp_path) -> None:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        live = tmp_path / f".staging-{other.pid}-abc"
        dead = tmp_path / ".staging-999999999-abc"
        live.mkdir()
        dead.mkdir()
        writer = OutputWriter(tmp_path)
        writer.add("a.txt", "a")
        writer.commit()
        assert live.is_dir() and not dead.exists() and (tmp_path / "a.txt").read_text() == "a"
    finally:
        other.kill()
        other.wait()
