"""The table of a player whose last card is laid, the deal going on without them (play
testers 176 and 178)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import AddToGarrison, Phase, PlaceHornbill

from .conftest import Table, make_table
from .test_board_play import wait_my_turn

NAMES = ("Ada", "Ben", "Cy", "Dee")


def show_as(table: Table, seat: int) -> None:
    """The table drawn for ``seat`` while others move, as the window draws it for a person
    playing against computers: no move of theirs to choose."""
    controller, board = table.controller, table.board
    session = controller.session
    assert session is not None
    board.news = controller.moves_since(seat)
    view = GAME.view(table.state, seat)
    board.show_state(
        view,
        seat,
        None,
        GAME.projection(view),
        [held.name for held in table.seats],
        session.actions[-1],
        session.last_mover(),
        controller.last_table(seat),
    )
    board.set_interactive(False)


def out_of_turns(table: Table, others_moves: int) -> int:
    """Quick adds until a seat has laid its victory card, the first, and the others made
    ``others_moves`` moves since: that seat."""

    def add() -> None:
        state = table.state
        assert state.phase is not Phase.OVER, "the deal ended first"
        table.play(next(a for a in GAME.legal_actions(state) if isinstance(a, AddToGarrison)))

    while all(card is None for card in table.state.victory):
        add()
    seat = next(seat for seat, card in enumerate(table.state.victory) if card is not None)
    for _move in range(others_moves):
        add()
    assert table.state.phase is not Phase.OVER
    return seat


def test_the_moves_since_ones_last_keep_growing_once_one_has_no_turn_left(
    qtbot: QtBot,
) -> None:
    """After the person's last card, the panel told only "Last turn — Cy: …": a rival's move
    on the person's own Garrison dropped out of view at the next move. The moves since their
    last are listed until the deal ends."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    try:
        table.play(PlaceHornbill())
        seat = out_of_turns(table, 2)
        show_as(table, seat)
        board = table.board
        assert board.news.told == 2
        shown = board._labels["last-move"]
        lines = shown.text.split("\n")
        assert shown.isVisible() and lines[0].startswith("Since your last move"), lines
        told = [line for line in lines if line.startswith(tuple(f"{name}: " for name in NAMES))]
        assert len(told) == 2, lines
    finally:
        table.controller.shutdown()


def test_the_keyboard_frame_goes_once_ones_last_card_is_laid(qtbot: QtBot) -> None:
    """The frame of the person's last move stayed on the table to the deal's end (after a
    removal, on the card that slid into the place, which looked removed): with no move left,
    there is nothing to frame until an arrow asks."""
    seats = [Seat(name="Ada", kind="human"), *(Seat(name=n, kind="easy") for n in NAMES[1:3])]
    table = make_table(qtbot, seats, seed=2)
    board = table.board
    view = board.view
    try:
        while table.state.victory[0] is None:
            wait_my_turn(qtbot, table)
            assert table.state.phase is not Phase.OVER
            view.setFocus()
            QTest.keyClick(view, Qt.Key.Key_Right)
            framed = board.key_focus
            assert framed is not None and board.cursor_item.isVisible()
            count = len(table.played)
            QTest.keyClick(view, Qt.Key.Key_Return)
            assert len(table.played) == count + 1
        assert board.viewer == 0 and board._no_turn_left()
        assert board.key_focus is None and not board.cursor_item.isVisible()
        qtbot.waitUntil(lambda: table.state.phase is Phase.OVER, timeout=20_000)
        assert not board.cursor_item.isVisible()
        # an arrow frames a card to read again
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert board.key_focus is not None and board.cursor_item.isVisible()
    finally:
        table.controller.shutdown()
