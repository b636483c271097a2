"""Authors are players exactly (issue 23): an account that only looks like a player's
(`Aragorno_`, `Zéfiro`, `Ｚｅｆｉｒｏ`, `Zefiro.`) never votes for him; it is shown as a
look-alike naming the player, with the alias line to add if it truly is him."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

import lupus_mod.commands.tally  # noqa: F401  (registers the commands)
import lupus_mod.commands.thread  # noqa: F401
from lupus_mod.commands.app import app
from lupus_mod.forum import phpbb
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.accounts import resembled, voter_of, with_accounts
from tests.votes.test_votes_saved_days import _expected, posts_from_pages

ROOT = Path(__file__).resolve().parents[2]
INVISION_PAGE = ROOT / "tests" / "votes" / "pages" / "lotr-giorno-2.html"
runner = CliRunner()


@pytest.fixture()
def game(example_game: Path) -> Path:
    day = example_game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'opened_post = "2001"\n', encoding="utf-8")
    return example_game


def _page(tmp_path: Path, nickname: str, look_alike: str, member: str = "99", which: int = 0) -> Path:
    """The Invision page with `nickname`'s post number `which` (0: the first, -1: the last)
    signed by `look_alike`, whose profile link names member id `member` (another account,
    unless it is the player's own id: the same account renamed)."""
    html = INVISION_PAGE.read_text(encoding="utf-8")
    signed = re.compile(rf'/profile/\d+-[^/"]*/("[^>]*ipsType_break">){re.escape(nickname)}</a>')
    found = list(signed.finditer(html))
    assert found
    at = found[which]
    forged = f'/profile/{member}-x/{at.group(1)}{look_alike}</a>'
    page = tmp_path / "page.html"
    page.write_text(html[:at.start()] + forged + html[at.end():], encoding="utf-8")
    return page


def _tally(game: Path, page: Path) -> dict:
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(page), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("look_alike", ["Aragorno_", "Aragorno.", "Àragorno", "Ａｒａｇｏｒｎｏ", "Arаgorno"])
def test_a_look_alike_account_on_an_invision_page_never_votes_for_the_player(
        game: Path, tmp_path: Path, look_alike: str) -> None:
    honest = _tally(game, INVISION_PAGE)
    counted = [v for v in honest["votes"] if v["author"] == "Aragorno" and v["status"] == "counted"]
    assert counted, "the page's first Aragorno post counts for him"
    data = _tally(game, _page(tmp_path, "Aragorno", look_alike))
    forged = [v for v in data["votes"] if v["author"] == look_alike]
    assert forged and {v["status"] for v in forged} == {"look-alike-author"}
    assert {v["slot"] for v in forged} == {"Aragorno"} and {v["voter"] for v in forged} == {look_alike}
    assert all(look_alike not in c["voters"] and "Aragorno" != v["voter"]
               for c in data["candidates"] for v in forged)
    assert any(v["status"] == "look-alike-author" for v in data["anomalies"])


def test_the_table_names_the_player_and_the_account_line(game: Path, tmp_path: Path) -> None:
    """On a board with member ids the line that makes the account his is `account_id`, with
    his account counted in the thread first: an alias alone would leave a second account a
    look-alike (votes/accounts.py)."""
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--html",
                                 str(_page(tmp_path, "Aragorno", "Aragorno_"))])
    assert result.exit_code == 0, result.output
    assert "un account di Aragorno" in result.stdout
    assert 'account_id = ["12", "99"]' in result.stdout
    post = (game / "out" / "day-2" / "tally.bbcode").read_text(encoding="utf-8")
    assert "account_id" not in post      # the GM's hint never reaches the public post


def test_the_account_line_makes_the_account_his(game: Path, tmp_path: Path) -> None:
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    assert 'aliases = ["Ara"]' in text
    players.write_text(text.replace('aliases = ["Ara"]', 'aliases = ["Ara"]\naccount_id = ["12", "99"]'),
                       encoding="utf-8")
    data = _tally(game, _page(tmp_path, "Aragorno", "Aragorno_"))
    assert {v["voter"] for v in data["votes"] if v["author"] == "Aragorno_"} == {"Aragorno"}
    assert not [v for v in data["votes"] if v["status"] == "look-alike-author"]


def test_a_second_account_under_his_alias_is_a_look_alike(game: Path, tmp_path: Path) -> None:
    """Aragorno (#12) posts under his name; another account (#77) posts under his alias `Ara`:
    one person, two accounts, and only the first is his until the GM says otherwise."""
    data = _tally(game, _page(tmp_path, "Aragorno", "Ara", member="77", which=-1))
    forged = [v for v in data["votes"] if v["account"] == "77"]
    assert forged and {v["status"] for v in forged} == {"look-alike-author"}
    assert {v["voter"] for v in forged} == {"Ara #77"}
    assert {tuple(v["accounts"]) for v in forged} == {("12", "77")}
    assert any(v["voter"] == "Aragorno" and v["account"] == "12" for v in data["votes"])


def test_an_account_under_his_alias_before_his_own_never_takes_his_seat(game: Path, tmp_path: Path) -> None:
    """it-threads #1: `Ara` (#77) posts before Aragorno's own account does: the account named as
    the player is his, `Ara` a look-alike the GM is asked about (it took his seat and threw out
    every vote of the real Aragorno)."""
    data = _tally(game, _page(tmp_path, "Aragorno", "Ara", member="77", which=0))
    forged = [v for v in data["votes"] if v["account"] == "77"]
    assert forged and {v["status"] for v in forged} == {"look-alike-author"}
    assert {v["voter"] for v in forged} == {"Ara #77"}
    own = [v for v in data["votes"] if v["author"] == "Aragorno"]
    assert own and all(v["voter"] == "Aragorno" and v["status"] != "look-alike-author" for v in own)


def test_his_own_name_wins_over_an_alias_posted_first() -> None:
    """« Tom » (a spectator, his alias) posts before « Tom Bombadil »: Tom Bombadil's account is
    the one under his name; alone, an account under his alias is still his."""
    roster = Roster(("Tom Bombadil", "Pippino", "Frodino"), aliases={"Tom Bombadil": ("Tom",), "Pippino": ("Pip",)})
    spectator, tom, pip, pippino = (_Written("Tom", "5"), _Written("Tom Bombadil", "9"), _Written("Pip", "7"),
                                    _Written("Pippino", "3"))
    seated = with_accounts(roster, [spectator, tom, pip, pippino])
    assert [voter_of(p, seated) for p in (spectator, tom, pip, pippino)] == \
        ["Tom #5", "Tom Bombadil", "Pip #7", "Pippino"]
    alone = with_accounts(roster, [spectator, pip])
    assert [voter_of(p, alone) for p in (spectator, pip)] == ["Tom Bombadil", "Pippino"]
    # Two accounts under his alias alone: neither is seated in silence, both are asked about.
    other = _Written("tom", "6")
    both = with_accounts(roster, [spectator, other])
    assert [voter_of(p, both) for p in (spectator, other)] == ["Tom #5", "tom #6"]
    assert [resembled(p, both) for p in (spectator, other)] == ["Tom Bombadil", "Tom Bombadil"]
    # The same account under his alias and then his name (renamed) is one account, his.
    renamed = with_accounts(roster, [_Written("Tom", "9"), tom])
    assert voter_of(_Written("Tom", "9"), renamed) == "Tom Bombadil"


def test_an_alias_makes_the_account_his_on_a_board_without_ids() -> None:
    """Without member ids an alias is all the GM can say: `Aragorno_` is then his account."""
    roster = Roster(("Aragorno", "Brunilde"), aliases={"Aragorno": ("Aragorno_",)})
    post = _Written("Aragorno_", None)
    assert voter_of(post, with_accounts(roster, [post])) == "Aragorno"


@dataclass(frozen=True)
class _Written:
    author: str
    author_id: str | None


def test_case_and_apostrophes_are_the_same_account() -> None:
    roster = Roster(("Zefiro", "Nick l'Onesto"))
    assert roster.identify("ZEFIRO") == "Zefiro"
    assert roster.identify("nick l’onesto") == "Nick l'Onesto"
    # A digit drawn as a letter (`Zefir0`, `Tec1a`) is a look-alike too, not a plain non-player.
    for other in ("Zefiro_", "Zéfiro", "Ｚｅｆｉｒｏ", "Zefiro.", "Zefirо", "Zefir0"):
        assert roster.identify(other) is None
        assert roster.resembles(other) == ("Zefiro",)
    assert roster.resembles("Zefiro") == () and roster.resembles("Cassandra") == ()
    assert Roster(("Tecla",)).resembles("Tec1a") == ("Tecla",)


def test_a_name_of_two_words_run_together_is_a_look_alike() -> None:
    """`TomBombadil` posting is no account of Tom Bombadil's, yet plainly meant to look like
    him: a look-alike (the GM is offered the alias line), not a mere non-player."""
    roster = Roster(("Tom Bombadil", "Zefiro"))
    for other in ("TomBombadil", "tombombadil", "Tom_Bombadil"):
        assert roster.identify(other) is None and roster.resembles(other) == ("Tom Bombadil",)
    assert roster.resembles("Tom") == ()


@pytest.mark.parametrize("forge", ["{}_", "{}.", "Ｚ{}"])
def test_look_alike_authors_on_a_phpbb_page(forge: str) -> None:
    folder = "phpbb-3.3.15"
    facts = _expected(folder)["game"]
    posts = posts_from_pages(folder, phpbb)
    victim = next(p for p in posts if p.author == "Zefiro")
    forged = forge.format("Zefiro" if not forge.startswith("Ｚ") else "efiro")
    posts = [replace(p, author=forged) if p is victim else p for p in posts]
    roster = Roster(tuple(facts["players_alive"]), tuple(facts["players_dead"]), (facts["gm"],))
    look_alikes = {p.author: found[0] for p in posts if (found := roster.resembles(p.author))}
    assert look_alikes == {forged: "Zefiro"}
    tally = count_votes(read_thread(posts, Grammar(), roster), DayContext(
        facts["day"], tuple(facts["players_alive"]), tuple(facts["players_dead"]), (facts["gm"],),
        look_alikes=look_alikes))
    mine = [e for e in tally.entries if e.action.author == forged and e.action.where == "body"]
    assert mine and all(e.fate == "look-alike-author" and e.slot == "Zefiro" for e in mine)
    assert all(e.voter != "Zefiro" for e in mine)


@pytest.mark.parametrize("look_alike, shown", [
    ("Arаgorno", "(non è un giocatore: Ar‹U+0430›gorno)"),
    ("Ａｒａｇｏｒｎｏ", "(non è un giocatore: ‹U+FF21›‹U+FF52›‹U+FF41›‹U+FF47›‹U+FF4F›‹U+FF52›‹U+FF4E›‹U+FF4F›)"),
    ("Aragorno_", "(non è un giocatore)")])
def test_the_public_post_says_a_look_alike_is_no_player(game: Path, tmp_path: Path, look_alike: str,
                                                        shown: str) -> None:
    """The post's invalid votes name the account as written, which reads as the player's own
    name: it is said to be no player, and spelled out when its letters are not plain ones."""
    result = runner.invoke(app, ["tally", "2", "--game", str(game), "--html",
                                 str(_page(tmp_path, "Aragorno", look_alike))])
    assert result.exit_code == 0, result.output
    post = (game / "out" / "day-2" / "tally.bbcode").read_text(encoding="utf-8")
    rows = [line for line in post.splitlines() if f"]{look_alike}[/url]" in line]
    assert rows and all(f"[/url] {shown} alle" in row for row in rows), rows
    assert "non è un giocatore" not in post.replace(shown, "")


def test_the_gm_table_spells_a_look_alike_account_and_its_alias_line(game: Path, tmp_path: Path) -> None:
    """ "Arаgorno" (a Cyrillic а) printed as it is read "an account like Aragorno's: Aragorno";
    the table spells it (a board with member ids offers the account's id line, not an alias)."""
    page = _page(tmp_path, "Aragorno", "Arаgorno")
    said = runner.invoke(app, ["tally", "2", "--game", str(game), "--html", str(page)]).output
    assert "«Ar‹U+0430›gorno»" in said and "account_id" in said, said


# Member ids (Invision's profile links): the account, whatever name it shows -------------------

def test_a_renamed_account_still_votes_for_its_player(game: Path, tmp_path: Path) -> None:
    """Aragorno's own account (member 12) showing another name on one post (a page fetched
    after a rename) is still Aragorno: the audit shows the name printed, the count the player."""
    honest = _tally(game, INVISION_PAGE)
    data = _tally(game, _page(tmp_path, "Aragorno", "Grampasso", member="12", which=-1))
    renamed = [v for v in data["votes"] if v["author"] == "Grampasso"]
    assert renamed and {v["voter"] for v in renamed} == {"Aragorno"}
    assert [v["status"] for v in renamed] == [v["status"] for v in honest["votes"]
                                              if v["author"] == "Aragorno"][-len(renamed):]
    assert data["candidates"] == honest["candidates"]


def test_an_account_posing_under_a_players_name_is_a_look_alike(game: Path, tmp_path: Path) -> None:
    """A second account (member 99) showing exactly "Aragorno" after Aragorno's own account
    (member 12) posted: never Aragorno's vote, shown as a look-alike naming him."""
    data = _tally(game, _page(tmp_path, "Aragorno", "Aragorno", member="99", which=-1))
    posing = [v for v in data["votes"] if v["voter"] == "Aragorno #99"]
    assert posing and {v["status"] for v in posing} == {"look-alike-author"}
    assert {v["slot"] for v in posing} == {"Aragorno"} and {v["author"] for v in posing} == {"Aragorno"}
    assert all("Aragorno #99" not in c["voters"] for c in data["candidates"])
    own = [v for v in data["votes"] if v["voter"] == "Aragorno"]
    assert own and "look-alike-author" not in {v["status"] for v in own}


def test_posts_without_member_ids_are_read_by_name_as_before() -> None:
    """A board whose posts carry no ids: the accounts change nothing."""
    folder = "phpbb-3.3.15"
    facts = _expected(folder)["game"]
    posts = posts_from_pages(folder, phpbb)
    roster = Roster(tuple(facts["players_alive"]), tuple(facts["players_dead"]), (facts["gm"],))
    assert with_accounts(roster, posts) is roster
    assert [voter_of(p, roster) for p in posts] == [roster.identify(p.author) or p.author for p in posts]
