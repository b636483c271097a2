"""Reading the files of a game folder, with errors that name the file and the line.

This is the imperative shell: it touches the filesystem, the core never does.
"""
from __future__ import annotations

import codecs
import difflib
import errno
import functools
import os
import stat
import re
import shutil
import tempfile
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from lupus_mod.errors import GameFolderError, system_said
from lupus_mod.text.terminal import visible
from lupus_mod.text.tomlpos import Positions, locate
from lupus_mod.messages import say



_UTF16 = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def read_text(path: Path, root: Path | None = None, what: str | None = None,
              missing_hint: str | None = None) -> str:
    """The text of a file the GM wrote: UTF-8 (with or without BOM) or UTF-16 with a BOM,
    any line ends; anything else is refused with a message naming the file (and `what` it is,
    "night log", when its name does not say it; `missing_hint`: how to settle its absence, when
    it is no file of the game folder)."""
    shown = display(path, root)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise GameFolderError(say("files.not-found", what=what) if what else say("files-plain.not-found"),
                              file=shown, hint=missing_hint or say("files.not-found-hint")) from None
    except IsADirectoryError:
        hint = say("files.a-folder-hint", what=what) if what else say("files-plain.a-folder-hint")
        raise GameFolderError(say("files.a-folder"), file=shown, hint=hint) from None
    except PermissionError:
        raise GameFolderError(say("files.denied"), file=shown, hint=say("files.denied-hint")) from None
    except OSError as error:
        if error.errno == errno.ELOOP:
            # A link to itself (or a ring of links): "system error ELOOP" told the GM nothing.
            raise GameFolderError(say("files-link.loop"), file=shown, hint=say("files-link.loop-hint")) from None
        raise GameFolderError(say("files.unreadable", error=system_said(error)), file=shown,
                              hint=say("files-link.unreadable-hint")) from None
    return _decode(data, shown)


def _decode(data: bytes, shown: str) -> str:
    if data.startswith(_UTF16):
        try:
            return _lines(data.decode("utf-16"))
        except UnicodeDecodeError:
            raise GameFolderError(say("files.utf16"), file=shown, hint=say("files.convert-hint")) from None
    if b"\x00" in data:
        line = data[:data.index(b"\x00")].count(b"\n") + 1
        raise GameFolderError(say("files.binary"), file=shown, line=line, hint=say("files.binary-hint"))
    try:
        return _lines(data.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        start = error.start + (3 if data.startswith(codecs.BOM_UTF8) else 0)
        line = data[:start].count(b"\n") + 1
        raise GameFolderError(say("files.not-utf8", byte=f"{data[start]:02x}"), file=shown, line=line,
                              hint=say("files.convert-hint")) from None


def _lines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


@dataclass(frozen=True)
class TomlFile:
    """A TOML file read: its data, the name to show and the line of each key."""

    path: Path
    shown: str
    data: dict[str, Any]
    positions: Positions

    def line(self, *path: str | int) -> int | None:
        return self.positions.line(path)

    def error(self, path: tuple[str | int, ...], message: str, hint: str | None = None
              ) -> GameFolderError:
        return GameFolderError(message, file=self.shown, line=self.positions.line(path), hint=hint)


def load_toml(path: Path, root: Path | None = None) -> TomlFile:
    shown = display(path, root)
    text = read_text(path, root)
    import tomllib   # here: a folder read back from its record (lupus_mod.play.game) parses no TOML
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        from lupus_mod.text.toml_errors import toml_problem
        line, message, hint = toml_problem(str(error), text)
        raise GameFolderError(message, file=shown, line=line, hint=hint) from None
    return TomlFile(path, shown, data, locate(text))


def read_toml(path: Path, root: Path | None = None) -> dict[str, Any]:
    return load_toml(path, root).data


def display(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return str(path.relative_to(root))
        except ValueError:
            pass
    return str(path)


def suggest(word: str, choices: Iterable[str]) -> str:
    """ " (did you mean X?)" for the closest of `choices`, else "". """
    close = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return say("common.did-you-mean", word=close[0]) if close else ""


def missing_hint(path: Path, root: Path | None, hint: str) -> str:
    """The hint for a missing night or day file: the files beside it that name the same
    number under another name ("nuit2.txt", "2.txt.txt", "Giorno 2.toml", "02.txt"), which no command
    reads, are named with the one name they need; else `hint`."""
    number = re.compile(rf"(?<!\d)0*{re.escape(path.stem)}(?!\d)")   # "02.txt" too
    others = sorted(p for p in path.parent.glob("*") if p.is_file() and p.name != path.name
                    and number.search(p.name) and not p.name.startswith(f"{path.stem}.overrides."))
    if others:
        return say("gm-trial.misnamed", found=", ".join(display(p, root) for p in others),
                   wanted=display(path, root))
    return next_number_hint(path, root, hint)


def next_number_hint(path: Path, root: Path | None, hint: str) -> str:
    """`hint`, and when the file of the next number is the last one of its folder
    (nights/3.txt beside a missing nights/2.txt, and no nights/4.txt), the rename that fixes a
    file saved under the wrong number: the GM is told both readings, never one guessed."""
    if not path.stem.isdigit():
        return hint
    following = path.with_name(f"{int(path.stem) + 1}{path.suffix}")
    if not following.is_file() or path.with_name(f"{int(path.stem) + 2}{path.suffix}").exists():
        return hint
    return say("gm-trial-2.off-by-one", hint=hint, found=display(following, root),
               wanted=display(path, root))


@dataclass
class OutputWriter:
    """Collects files, then writes them all at once: no partial output on an error.

    Everything is written into a staging folder next to the target first; only when every
    file is there are they moved into place, so a full or read-only disk leaves the previous
    outputs as they were and nothing behind (no staging or old folders). Every file is
    written with the characters that act on a terminal shown as their code points
    (`terminal.visible`): the GM reads gm-log.md or tally-audit.md with `cat`, and a
    player's escape sequence quoted there must not retitle his window or write his clipboard."""

    root: Path
    files: dict[str, str] = field(default_factory=dict)
    game_dir: Path | None = None     # what a path in an error is shown from (root when None)

    def add(self, relative: str, text: str) -> None:
        self.files[relative] = text

    def commit(self, replace_dir: str | None = None, prune: str | None = None) -> list[Path]:
        """Write every file; `replace_dir` (relative) is replaced as a whole, atomically;
        `prune` (relative): once the files are written, its files not written now are removed
        (the private replies of an earlier run, a question answered since)."""
        self._no_file_in_the_way(replace_dir)
        try:
            self._commit(replace_dir)
            if prune:
                self._prune(prune)
        except OSError as error:
            where = Path(error.filename) if error.filename else self.root
            raise GameFolderError(say("system.write-outputs", error=system_said(error)),
                                  file=display(where, self.game_dir or self.root),
                                  hint=say("system.write-outputs-hint")) from None
        return [self.root / r for r in self.files]

    def _prune(self, folder: str) -> None:
        kept = {self.root / relative for relative in self.files}
        directory = self.root / folder
        for path in sorted(directory.glob("*")) if directory.is_dir() else ():
            if path.is_file() and path not in kept:
                path.unlink()
        if directory.is_dir() and not any(directory.iterdir()):
            directory.rmdir()

    def _commit(self, replace_dir: str | None) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        _sweep(self.root)
        staging = Path(tempfile.mkdtemp(prefix=f"{_STAGING}{os.getpid()}-", dir=self.root))
        try:
            for relative, text in self.files.items():
                target = staging / "new" / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(visible(text), encoding="utf-8")
            self._writable(replace_dir)
            moves = [replace_dir] if replace_dir else list(self.files)
            _move_all(staging, self.root, moves)
        finally:
            shutil.rmtree(staging, ignore_errors=True)


    def _no_file_in_the_way(self, replace_dir: str | None) -> None:
        """A file where an output folder goes (`out`, `out/night-2` made by hand) is named as
        such: the system's own words ("file exists") sent the GM looking at his disk space."""
        targets = [self.root / (replace_dir or relative) for relative in self.files]
        ahead = {self.root, *(parent for target in targets for parent in target.parents
                              if self.root in parent.parents)}
        if replace_dir:
            ahead.add(self.root / replace_dir)
        for folder in sorted(ahead):
            if folder.is_file():
                raise GameFolderError(say("system.output-a-file"), file=display(folder, self.game_dir or self.root),
                                      hint=say("system.output-a-file-hint"))
            no_dead_link(folder, self.game_dir or self.root)

    def _writable(self, replace_dir: str | None) -> None:
        """Every folder a file moves into can take it, checked before the first move: a
        read-only days/ must not leave out/ written and the record not."""
        folders = {self.root} if replace_dir else {(self.root / r).parent for r in self.files}
        for folder in sorted(folders):
            folder.mkdir(parents=True, exist_ok=True)
            if not os.access(folder, os.W_OK):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))


_STAGING = ".staging-"


def _move_all(staging: Path, root: Path, moves: list[str]) -> None:
    """Move each staged `new/<relative>` over `root/<relative>`, the old one kept aside in
    `old/`; when one cannot move (an immutable days/5.toml), every move made is undone, so the
    outputs and the record stay as they were together. The error names the target."""
    done: list[tuple[Path, Path | None]] = []
    for relative in moves:
        target = root / relative
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            backup = staging / "old" / relative if target.exists() else None
            if backup is not None:
                backup.parent.mkdir(parents=True, exist_ok=True)
                os.replace(target, backup)
            done.append((target, backup))
            os.replace(staging / "new" / relative, target)
        except OSError as error:
            for placed, kept in reversed(done):
                with suppress(OSError):
                    if kept is not None:
                        os.replace(kept, placed)
                    elif placed.is_dir():
                        shutil.rmtree(placed)
                    else:
                        placed.unlink(missing_ok=True)
                        _drop_empty(placed.parent, root)
            raise OSError(error.errno, error.strerror, str(target)) from None


def _drop_empty(folder: Path, root: Path) -> None:
    """The folders a move undone made (out/day-5/), up to `root`, when nothing is left in them."""
    while folder != root and root in folder.parents and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent


def _sweep(root: Path) -> None:
    """Remove what an interrupted run left (a staging folder, an old `.old-*` one). A staging
    folder is a run's own (`.staging-<pid>-…`): one of a process still running is left alone,
    whoever else writes beside it."""
    old = [*root.glob(".old-night-*"), *root.glob(".old-day-*")] if root.name == "out" else []
    for leftover in [*(s for s in root.glob(f"{_STAGING}*") if not _running(s.name)), *old]:
        shutil.rmtree(leftover, ignore_errors=True)


def _running(staging: str) -> bool:
    """Whether the process that made this staging folder still runs."""
    pid = staging[len(_STAGING):].split("-", 1)[0]
    if not pid.isdigit() or int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except OSError:       # it exists, owned by another user
        return True
    return True


@functools.cache
def _created_mode() -> int:
    """The mode a file the GM creates gets: read and write for all, less his umask (read by
    making a file, as reading the umask means setting it, which other threads would see)."""
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder) / "probe"
        os.close(os.open(probe, os.O_CREAT | os.O_WRONLY, 0o666))
        return stat.S_IMODE(probe.stat().st_mode)


def no_dead_link(folder: Path, root: Path | None = None) -> None:
    """A symbolic link where an output folder goes that leads nowhere (to itself, to a folder
    gone) is named as such: the system said "file exists", and the GM looked at his disk
    space; moving the outputs over it would have removed the link and written nothing."""
    if folder.is_symlink() and not folder.exists():
        raise GameFolderError(say("system.output-dead-link"), file=display(folder, root),
                              hint=say("system.output-dead-link-hint"))


def write_atomic(path: Path, text: str, root: Path | None = None) -> None:
    """Write `path` whole or not at all; `root` is what a path in an error is shown from."""
    _nothing_in_the_way(path, root)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        try:
            # mkstemp makes the file for its owner alone (0600): a report put online, or a
            # days/N.toml `tally --record` rewrote, keeps the mode the GM's files have.
            os.chmod(fd, stat.S_IMODE(path.stat().st_mode) if path.exists() else _created_mode())
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except OSError as error:
        raise GameFolderError(say("system.write-file", error=system_said(error)), file=display(path, root),
                              hint=say("system.write-file-hint")) from None


def _nothing_in_the_way(path: Path, root: Path | None) -> None:
    """A folder where the file goes (`out/recap.bbcode` made a folder), a file where one of its
    folders goes (`out/preview` a file) or a dead link is named as such: the system's own words
    ("is a directory", "file exists") came with "free some disk space"."""
    if path.is_dir():
        raise GameFolderError(say("system.output-a-folder"), file=display(path, root),
                              hint=say("system.output-a-folder-hint"))
    for folder in (path.parent, *path.parent.parents):
        if folder.is_file():
            raise GameFolderError(say("system.output-a-file"), file=display(folder, root),
                                  hint=say("system.output-a-file-hint"))
        no_dead_link(folder, root)
