"""A rival's name in a narrow panel is written smaller before it is cut: "Marguerite" read
"Margue…" and, with her turn's ▶, "Marguer…" in a 1600×900 window with the History dock open,
four players, where her panel's name row had room for it a point or two smaller (play tester
191)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop.games.flowers import board as flowers_board
from engine.core.save import Seat
from tests.desktop.flowers.conftest import make_table, redraw_for
from tests.desktop.flowers.test_panels import good_move

NAMES = ("Joueur 1", "Rose", "Iris", "Marguerite")


@pytest.mark.parametrize("size", [(1343, 753), (1200, 680)])
def test_marguerite_whole_in_a_narrow_panel(qtbot: QtBot, size: tuple[int, int]) -> None:
    """The boards of a 1600×900 window with the History dock, maximised and as it opens: the
    panels are narrow, and her name is whole before and during her turn, written no smaller
    than the floor, its seat mark as tall as it, while a name that fits keeps the narrow
    panels' size."""
    seats = [Seat(name=name, kind="human") for name in NAMES]  # played by the test
    table = make_table(qtbot, seats, size=size, levels=[None, "easy", "normal", "hard"])
    board = table.board
    table.controller.state_changed.disconnect(table.redraw)
    table.controller.state_changed.connect(redraw_for(table, 0))
    try:
        assert board.arrangement.narrow
        unit = board.arrangement.scale
        for _move in range(7):  # then Marguerite draws
            title = board._labels[("header", 3)]
            assert title.text in ("Marguerite", "▶ Marguerite")
            assert not title.toolTip().startswith("<p>")  # the whole name over the panel's tip
            assert title.font.pointSizeF() >= flowers_board.NAME_LEAST_PT * unit
            mark = board._seat_marks[("header", 3)]
            assert mark.diameter == pytest.approx(
                flowers_board.mark_diameter(title.font.pointSizeF())
            )
            assert board._labels[("header", 1)].font.pointSizeF() == flowers_board.NARROW_PT * unit
            table.play(good_move(table.state))
        assert table.state.current == 3
        assert board._labels[("header", 3)].text == "▶ Marguerite"
    finally:
        table.controller.shutdown()
