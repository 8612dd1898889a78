"""Words of the Petal Plotters table the play testers of session 58 found: one's own move
said "their own Garrison" beside "your last card", a pass row read as a pass to oneself, a
new deal's list of moves since one's last showed the deal before's unheaded, tooltips ran
across the table or said too little, and Undo's note ran two sentences together."""

from __future__ import annotations

import pytest

from desktop import i18n
from engine.games.petal_plotters import GAME, ChooseSlot, UseAbility

from .conftest import Table
from .test_board_play import setup_moves
from .test_table_guidance import exchange_between_garrisons


def choose_own_first(trio: Table) -> tuple[int, ChooseSlot]:
    """The mover plays a card exchanging a card of one Garrison with one of another and
    chooses a card of their own Garrison first; returns the mover and that choice."""
    setup_moves(trio, lambda s: exchange_between_garrisons(s) is not None)
    card = exchange_between_garrisons(trio.state)
    assert card is not None
    mover = trio.state.current
    trio.play(UseAbility(card))
    first = next(
        action
        for action in GAME.legal_actions(trio.state)
        if isinstance(action, ChooseSlot) and action.owner == mover
    )
    trio.play(first)
    return mover, first


def told_rows(trio: Table, reader: int) -> list[str]:
    """History's rows of the exchange's first choice and of the exchange, read by ``reader``."""
    session = trio.controller.session
    assert session is not None
    return [trio.controller.tell_move(session.cursor - k, reader) for k in (2, 1)]


def test_ones_own_move_says_your_own_garrison(trio: Table) -> None:
    """ "Player 1: Garden Snail — Rotate card 1 of their own Garrison · Lay your last card
    as your victory card": "their" and "your" on one row of one's own move (two play
    testers). One's own move says "your own Garrison"; another's still "their own", and the
    reader's Garrison "your Garrison" when another moved."""
    mover, first = choose_own_first(trio)
    second = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    trio.play(second)
    other = second.owner
    watcher = next(seat for seat in range(3) if seat not in (mover, other))
    place = f"card {first.index + 1}"
    chose, swapped = told_rows(trio, mover)
    assert chose.endswith(f": Choose {place} of your own Garrison to exchange"), chose
    assert swapped.endswith(
        f": Exchange {place} of your own Garrison with card {second.index + 1} of"
        f" {trio.board.seat_names[other]}'s Garrison"
    ), swapped
    chose, swapped = told_rows(trio, other)
    assert chose.endswith(f": Choose {place} of their own Garrison to exchange"), chose
    assert swapped.endswith(f" with card {second.index + 1} of your Garrison"), swapped
    chose, _swapped = told_rows(trio, watcher)
    assert f"{place} of their own Garrison" in chose
    # the hand-off screen, read by all at the screen, names no "your"
    session = trio.controller.session
    assert session is not None
    handed = trio.controller.tell_move(session.cursor - 2, mover, for_all=True)
    assert f"{place} of their own Garrison" in handed


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "words"),
    [("fr", "de votre propre garnison"), ("de", "deiner eigenen Garnison")],
)
def test_ones_own_move_says_your_own_garrison_in_french_and_german(
    trio: Table, language: str, words: str
) -> None:
    """French and German say it too: "votre propre garnison", "deiner eigenen Garnison"."""
    mover, _first = choose_own_first(trio)
    session = trio.controller.session
    assert session is not None
    assert i18n.install(language) == language
    try:
        chose = trio.controller.tell_move(session.cursor - 1, mover)
    finally:
        assert i18n.install("en") == "en"
    assert words in chose, chose
