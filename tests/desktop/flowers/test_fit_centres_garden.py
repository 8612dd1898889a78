"""Fit to Window puts the viewer's garden back in the middle of its panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import grid_room
from engine.core.save import Seat

from .conftest import make_table


def test_fit_to_window_centres_a_garden_left_off_centre(qtbot: QtBot) -> None:
    """After a maximise the garden stayed where it stood on screen, off-centre, for the rest
    of the game, and Fit to Window did not mend it (play test)."""
    table = make_table(qtbot, [Seat(name="Ada"), Seat(name="Ben")])
    board = table.board
    try:
        state = table.state

        def off_centre() -> float:
            room = grid_room(board.placement.panel, board.arrangement)
            grid = board._garden_grid(table.state, board.placement)
            return abs(grid.center().x() - room.center().x())

        assert off_centre() < 1
        # the garden kept where an earlier window had it
        board._grid_at[board.viewer] += QPointF(160, 0)
        board._layout()
        assert off_centre() > 40
        board.fit_to_window()
        assert off_centre() < 1 and table.state is state
    finally:
        table.controller.shutdown()
