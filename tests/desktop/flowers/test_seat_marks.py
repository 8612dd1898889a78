"""Each seat has a mark beside its garden's title, the same on every turn: in hot-seat the
panels follow the seat at the screen and move between turns, and play testers lost track of
whose garden was where."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from engine.core.save import Seat
from engine.games.flowers import GAME

from .conftest import make_table


def seat_marks(board: FlowersBoard) -> dict[int, tuple[str, str]]:
    """Each seat's mark as shown now, by seat: its number and its colour. The mark stands
    in the seat's own panel, the large one or a side one, left of its title."""
    marks: dict[int, tuple[str, str]] = {}
    for player in range(len(board.geometry)):
        key = ("header", player)
        mark, title = board._seat_marks[key], board._labels[key]
        assert mark.isVisible()
        panel = board._panels[("area", player)].rect
        drawn = mark.sceneBoundingRect()
        assert panel.contains(drawn), player
        assert drawn.right() <= title.scenePos().x()  # beside the title, not over it
        assert mark.toolTip() == f"Seat {player + 1}"
        marks[player] = (mark.number(), mark.colour().name())
    return marks


def test_each_seat_keeps_its_mark_as_the_screen_changes_hands(qtbot: QtBot) -> None:
    """Three people at one screen: as the large garden passes from one to the next, each
    garden's mark (number and colour) stays the seat's, wherever its panel stands, and no
    two seats share a number or a colour."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cleo")]
    table = make_table(qtbot, seats, seed=4)
    board = table.board
    try:
        first = seat_marks(board)
        assert len({number for number, _colour in first.values()}) == 3
        assert len({colour for _number, colour in first.values()}) == 3
        viewers = {board.viewer}
        for _turn in range(6):
            table.play(GAME.legal_actions(table.state)[0])  # a draw
            table.play(GAME.legal_actions(table.state)[0])  # its placement
            viewers.add(board.viewer)
            assert seat_marks(board) == first
        assert viewers == {0, 1, 2}  # every garden was the large one once
    finally:
        table.controller.shutdown()


def test_a_game_alone_has_no_seat_mark(qtbot: QtBot) -> None:
    """Solo: one garden needs no telling apart."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human")], seed=4)
    try:
        assert not any(mark.isVisible() for mark in table.board._seat_marks.values())
    finally:
        table.controller.shutdown()
