"""Reading the files of a game folder, with errors that name the file and the line.

This is the imperative shell: it touches the filesystem, the core never does.
"""
from __future__ import annotations

import os
import re
import shutil
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lupus_mod.errors import GameFolderError, RulesetError
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.spec import Ruleset

_LINE = re.compile(r"\(at line (\d+), column (\d+)\)")


def read_toml(path: Path, root: Path | None = None) -> dict[str, Any]:
    shown = display(path, root)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GameFolderError("file not found", file=shown,
                              hint="create it (see docs/game-folder.md)") from None
    except UnicodeDecodeError:
        raise GameFolderError("not UTF-8 text", file=shown, hint="save it as UTF-8") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = _LINE.search(str(error))
        line = int(found.group(1)) if found else None
        message = _LINE.sub("", str(error)).strip()
        raise GameFolderError(f"TOML syntax error: {message}", file=shown, line=line,
                              hint="fix the TOML syntax at that line") from None


def display(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return str(path.relative_to(root))
        except ValueError:
            pass
    return str(path)


def line_of(path: Path, needle: str) -> int | None:
    """The first line of `path` that mentions `needle` (to point at a semantic error)."""
    try:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if needle and needle in line:
                return number
    except OSError:
        return None
    return None


def load_ruleset(path: Path, root: Path | None = None) -> Ruleset:
    data = read_toml(path, root)
    try:
        return ruleset_from_dict(data)
    except RulesetError as error:
        key = getattr(error, "key", "")
        raise RulesetError(error.message, file=display(path, root), line=line_of(path, str(key)),
                           hint=error.hint) from None
    except (KeyError, TypeError, ValueError) as error:
        raise RulesetError(f"malformed ruleset: {error}", file=display(path, root),
                           hint="compare with a built-in ruleset (lupus-mod rulesets)") from None


@dataclass
class OutputWriter:
    """Collects files, then writes them all at once: no partial output on an error."""

    root: Path
    files: dict[str, str] = field(default_factory=dict)

    def add(self, relative: str, text: str) -> None:
        self.files[relative] = text

    def commit(self, replace_dir: str | None = None) -> list[Path]:
        """Write every file; `replace_dir` (relative) is emptied first, atomically swapped."""
        self.root.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=self.root))
        try:
            for relative, text in self.files.items():
                target = staging / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
            if replace_dir:
                final = self.root / replace_dir
                old = self.root / f".old-{final.name}"
                if final.exists():
                    os.replace(final, old)
                os.replace(staging / replace_dir, final)
                shutil.rmtree(old, ignore_errors=True)
            else:
                for relative in self.files:
                    (self.root / relative).parent.mkdir(parents=True, exist_ok=True)
                    os.replace(staging / relative, self.root / relative)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        return [self.root / r for r in self.files]


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(tmp, path)
