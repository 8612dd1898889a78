"""While the computer's Great Hornbill flew into place at a deal's start, it was already the
person's turn: "To do" stood over the line and "▶ Your Garrison" on the table, and the line
read "Basil is playing… The arrows read the table." for about a second (play test, session
56). The line says the turn as it is: Basil has played, the person's turn comes as the card
lands ("Your turn…" waits until the table takes the turn's moves, ``test_turn_lands``)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from .conftest import Table
from .test_turn_lands import duel, moving, said_as_the_turn_comes  # noqa: F401 (the duel fixture)


def test_the_line_says_the_turn_as_it_is_while_the_hornbill_lands(
    qtbot: QtBot,
    duel: Table,  # noqa: F811 (the fixture)
) -> None:
    board = duel.board
    landing, line = said_as_the_turn_comes(qtbot, duel)
    assert landing, "the Hornbill glides onto the table"
    assert board._labels["header", 0].text.startswith("▶")  # the table says whose turn it is
    assert line == "Basil has played. Your turn in a moment…"
    qtbot.waitUntil(lambda: not moving(duel), timeout=10_000)
    qtbot.waitUntil(lambda: board.status_label.text().startswith("Your turn"), timeout=2000)
