"""The record that a folder's inputs were found right (lupus_mod.play.game.load_game) never hides a
problem: it is kept under a key of every input file's bytes, so any changed byte, even one that
keeps the file's size and modification time, is checked again; a folder with a problem is
never recorded, so it is reported on every run. The languages' labels are kept the same way."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from lupus_mod.play import game as game_module
from lupus_mod.errors import LupusError
from lupus_mod.play.game import load_game
from lupus_mod.inputs import game_files
from lupus_mod.words.render import labels
from tests.conftest import copy_example


def _rewrite_keeping_time(path: Path, old: str, new: str) -> None:
    """Replace `old` by `new` (same length) and give the file back its modification time."""
    assert len(old) == len(new)
    status = path.stat()
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))
    assert path.stat().st_size == status.st_size


def _problems(folder: Path) -> str:
    with pytest.raises(LupusError) as error:
        load_game(folder)
    return str(error.value)


def test_a_folder_found_right_is_read_back_as_it_was_read(tmp_path: Path, monkeypatch) -> None:
    folder = copy_example("lupus-of-the-rings", tmp_path)
    first = load_game(folder)
    checked: list[Path] = []
    real = game_module._checked_game
    monkeypatch.setattr(game_module, "_checked_game", lambda root: checked.append(root) or real(root))
    again = load_game(folder)
    assert checked == []       # read back, not checked again
    assert (again.config, again.players, again.ruleset, again.spare_cards) == \
        (first.config, first.players, first.ruleset, first.spare_cards)
    assert again.names and again.dir == folder
    kept, read = again.day_source(1), first.day_source(1)     # the day files as the check read them
    assert (kept.path, kept.shown, kept.data, kept.line("burned")) == \
        (read.path, read.shown, read.data, read.line("burned"))


def test_a_changed_byte_of_the_same_size_and_time_is_checked_again(tmp_path: Path) -> None:
    folder = copy_example("lupus-of-the-rings", tmp_path)
    load_game(folder)
    _rewrite_keeping_time(folder / "days" / "1.toml", '"Grimaldo"', '"Grimaldx"')
    assert "days/1.toml" in _problems(folder) and "Grimaldx" in _problems(folder)


def test_a_broken_folder_is_reported_on_every_run_and_read_again_once_fixed(tmp_path: Path) -> None:
    folder = copy_example("lupus-of-the-rings", tmp_path)
    config = folder / "game.toml"
    clean = config.read_text(encoding="utf-8")
    config.write_text('colour = "blue"\n' + clean, encoding="utf-8")
    for _ in range(3):
        assert "unknown key 'colour'" in _problems(folder)
    config.write_text(clean, encoding="utf-8")
    assert load_game(folder).config == load_game(folder).config


def test_a_new_override_file_is_checked(tmp_path: Path) -> None:
    folder = copy_example("lupus-of-the-rings", tmp_path)
    load_game(folder)
    (folder / "nights" / "2.overrides.toml").write_text('nosuchkey = "x"\n', encoding="utf-8")
    for _ in range(2):
        assert "nights/2.overrides.toml" in _problems(folder)


def test_a_time_zone_is_looked_up_again_on_a_folder_read_back(tmp_path: Path, monkeypatch) -> None:
    # The system's time zone data is not a file of the folder: a zone it no longer knows makes
    # the folder be checked again, which reports it.
    folder = copy_example("lupus-of-the-rings", tmp_path)
    load_game(folder)

    def unknown(zone: str):
        raise game_files.ZoneInfoNotFoundError(zone)
    monkeypatch.setattr(game_files, "ZoneInfo", unknown)
    monkeypatch.setattr("lupus_mod.inputs.config.ZoneInfo", unknown)
    assert "unknown time zone" in _problems(folder)


def test_the_game_folders_own_labels_are_read_again_when_changed(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "labels.toml"
    own.parent.mkdir()
    shipped = labels("it")
    section = next(iter(shipped))
    key = next(iter(shipped[section]))
    own.write_text(f'[{section}]\n"{key}" = "aaaa"\n', encoding="utf-8")
    assert labels("it", tmp_path)[section][key] == "aaaa"
    _rewrite_keeping_time(own, '"aaaa"', '"bbbb"')
    assert labels("it", tmp_path)[section][key] == "bbbb"
    own.unlink()
    assert labels("it", tmp_path) == shipped
    table = labels("it", tmp_path)
    table[section][key] = "changed by a caller"
    assert labels("it", tmp_path) == shipped      # each caller gets its own copy


def test_a_file_where_a_folder_belongs_is_reported_after_a_clean_load(tmp_path: Path) -> None:
    folder = copy_example("lupus-of-the-rings", tmp_path)
    load_game(folder)
    (folder / "templates").write_text("not a folder\n", encoding="utf-8")
    for _ in range(2):
        assert "is a file, not a folder" in _problems(folder)
