"""The reader is "you" on every line told to them: a pass round's line named the reader both
ways, "Daisy: Sunbird — you passed a card to Rose · Daisy, Poppy, Player 1 and Rose have
passed their card", and History's row of their own pass "Player 1: You passed a card to
Rose" named its passer twice (German play tester, session 56)."""

from __future__ import annotations

from engine.games.petal_plotters.rules import pass_partners
from engine.games.petal_plotters.state import PassCard, UseAbility

from .conftest import Table
from .test_news import NAMES, five, play, reach, title

__all__ = ["five"]  # the fixture, used by name


def test_the_reader_among_the_passers_is_you(five: Table) -> None:
    card = reach(five, ("pass_left",))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    start = len(five.controller.session.actions) - 1
    passers: list[int] = []
    given: list[str] = []
    for _ in range(3):  # the user and the two after them pass
        state = five.state
        passers.append(state.current)
        given.append(state.hands[state.current][0].card)
        play(five, PassCard(given[-1]))
    assert five.state.pending is not None  # the others still to pass
    reader = passers[1]
    moves = range(start, len(five.controller.session.actions))
    line = five.controller.tell_turn(list(moves), reader)[-1].words
    to = NAMES[pass_partners(state.pending.pass_order, reader)[1]]
    names = f"{NAMES[passers[0]]}, you and {NAMES[passers[2]]}"
    assert line == (
        f"{user}: {title(card)} — you passed {title(given[1])} to {to}"
        f"\u00a0· {names} have passed their card"
    )
    assert NAMES[reader] not in line.split("\u00a0· ")[1]
    # on the hand-off screen, read by all, everyone is named
    shared = five.controller.tell_turn(list(moves), reader, for_all=True)[-1].words
    assert shared.endswith(
        f"Passed so far: {NAMES[passers[0]]}, {NAMES[reader]} and {NAMES[passers[2]]}"
    )


def test_history_row_of_your_own_pass_names_you_once(five: Table) -> None:
    card = reach(five, ("pass_left",))
    play(five, UseAbility(card))
    passer = five.state.current
    before = five.state
    five.play(PassCard(before.hands[passer][0].card))
    to = NAMES[pass_partners(five.state.pending.pass_order, passer)[1]]
    row = five.controller.tell_move(len(five.controller.session.actions) - 1, passer)
    assert row.startswith(f"{NAMES[passer]}: Passed ")
    assert row.endswith(f" to {to}")
    assert "you" not in row.lower().split(":", 1)[1]
