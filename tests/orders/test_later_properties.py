"""Invariants of how every line is read (issue 21): one reading per body line, a doubt's line
orders nothing, a withdrawn order is never applied, a hedge never picks, and the applied orders
go by the time sent without reordering any player's own."""
from __future__ import annotations

from datetime import timedelta

from hypothesis import assume, given
from hypothesis import strategies as st

from lupus_mod.orders.model import DOUBT, HEDGE
from lupus_mod.orders.parse import effective_orders, parse_log, sent_order
from tests.orders.test_properties import _parse, canonical_orders, logs, vocabularies
from tests.orders.vocab import DEADLINE, TZ


@given(logs)
def test_every_line_is_read_once_and_a_doubt_orders_nothing(text):
    parsed = _parse(text)
    lines = [r.line for r in parsed.readings]
    assert len(lines) == len(set(lines))
    doubted = {d.line for d in parsed.doubts}
    assert doubted == {r.line for r in parsed.readings if r.kind == DOUBT}
    assert not doubted & {o.line for o in parsed.orders}
    assert {o.line for o in parsed.orders} <= set(lines)


@given(logs, st.booleans())
def test_a_withdrawn_order_is_never_applied_unless_the_withdrawal_was_late(text, accept_late):
    applied, _ = effective_orders(_parse(text).orders, accept_late=accept_late)
    assert not any(o.withdrawn_by and (accept_late or not o.withdrawn_late) for o in applied)


@given(st.data())
def test_a_hedge_between_two_players_never_picks(data):
    vocab = data.draw(vocabularies())
    first, second = data.draw(st.lists(st.sampled_from([p for p, _ in vocab.players]),
                                       min_size=2, max_size=2, unique=True))
    hedge = data.draw(st.sampled_from(["o forse", "oppure", "o"]))
    parsed = parse_log(f"## {first} @ 2024-03-05 21:00\nindago {first} {hedge} {second}\n",
                       file="n.txt", vocab=vocab, tz=TZ, deadline=DEADLINE)
    assert parsed.orders == () and [d.kind for d in parsed.doubts] == [HEDGE]
    assert set(parsed.doubts[0].candidates) == {f"indago {first}", f"indago {second}"}


@given(st.data())
def test_orders_go_by_time_sent_and_keep_each_players_own_order(data):
    vocab = data.draw(vocabularies())
    drawn = data.draw(st.lists(st.tuples(canonical_orders(vocab), st.integers(0, 120)),
                               min_size=1, max_size=8))
    # Each player's messages in the order he sent them, pasted in any order between players.
    clock: dict[str, int] = {}
    messages = []
    for (sender, keyword, args), gap in drawn:
        clock[sender] = clock.get(sender, 0) + gap
        when = DEADLINE - timedelta(hours=3) + timedelta(minutes=clock[sender])
        messages.append(f"## {sender} @ {when:%Y-%m-%d %H:%M}\n{' '.join((keyword, *args))}\n")
    parsed = parse_log("".join(messages), file="n.txt", vocab=vocab, tz=TZ, deadline=DEADLINE)
    ordered = sent_order(parsed.orders)
    assert sorted(ordered, key=id) == sorted(parsed.orders, key=id)
    times = [o.time for o in ordered]
    assert times == sorted(times)
    for player in clock:
        assert [o for o in ordered if o.player == player] == [
            o for o in parsed.orders if o.player == player]


@given(st.data())
def test_a_keyword_sent_alone_takes_its_names_from_the_senders_next_pm(data):
    """ "indago" in one PM, "Sam" in the sender's next (another player's PM between them):
    the same order as "indago Sam" in the second PM, whoever pasted what in between."""
    vocab = data.draw(vocabularies())
    sender, keyword, args = data.draw(canonical_orders(vocab))
    assume(args and "text" not in {k for s in vocab.keywords if s.keyword == keyword
                                   for k, _ in s.kinds()})
    other = data.draw(st.sampled_from([p for p, _ in vocab.players if p != sender]))
    names = " ".join(args)
    split = (f"## {sender} @ 2024-03-05 21:00\n{keyword}\n\n## {other} @ 2024-03-05 21:01\n"
             f"ciao\n\n## {sender} @ 2024-03-05 21:02\n{names}\n")
    whole = f"## {sender} @ 2024-03-05 21:02\n{keyword} {names}\n"
    read = [parse_log(t, file="n.txt", vocab=vocab, tz=TZ, deadline=DEADLINE) for t in (split, whole)]
    assert [(o.canonical(), o.time) for o in read[0].orders] == \
        [(o.canonical(), o.time) for o in read[1].orders]
    assert not read[0].errors or read[1].errors
