"""The opening post named where it came from: `--from 99999` is told to give --from a post of
the thread (never "pass --from", which it did), a day file's `opened_post` to be written again."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Post, Segment
from lupus_mod.tally.window import opening_post

POSTS = (Post("62", 1, "Master", datetime(2026, 11, 3, 9, tzinfo=timezone.utc), "https://b.example/t/1#62",
              (Segment("Giorno 1"),)),)


def test_a_from_that_is_no_post_is_told_to_give_another() -> None:
    with pytest.raises(TallyError) as err:
        opening_post(POSTS, "99999", None, "days/1.toml", [], "opened_post")
    assert err.value.file is None and "--from" in err.value.message
    assert err.value.hint.startswith("give --from") and "pass --from" not in err.value.hint


def test_a_day_files_post_that_is_no_post_is_told_where() -> None:
    with pytest.raises(TallyError) as err:
        opening_post(POSTS, None, "99999", "days/1.toml", [], "opened_post")
    assert err.value.file == "days/1.toml" and "pass --from" in err.value.hint
