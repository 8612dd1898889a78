"""A dock opened and closed again gives the table back as it was (French play test, 1366×768:
History opened with Ctrl+H and closed again drew the garden 48 pixels further left)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard

from .test_table_holds_still import MAXIMISED, viewer_draws
from .test_window_fit import fit_viewport


def looks(board: FlowersBoard) -> tuple[float, QPoint, QPoint, QPoint]:
    """The zoom, and on screen the stacks' and the garden's panels' corners and the starting
    card's middle."""
    view = board.view
    stacks = view.mapFromScene(board._panels["stacks"].rect.topLeft())
    garden = view.mapFromScene(board._panels[("area", 0)].rect.topLeft())
    start = view.mapFromScene(board.geometry[0].card_rect((0, 0)).center())
    return round(view.zoom(), 4), stacks, garden, start


def test_a_dock_closed_again_gives_the_table_back(qtbot: QtBot) -> None:
    """History opened (the table 300 pixels narrower) then closed, midway through a solo game
    and again later: the zoom, the panels and the garden's cards stand where they stood."""
    shown = 0
    for turn, (table, _draw) in enumerate(viewer_draws(qtbot, 1, 1)):
        if turn in (8, 16):
            board = table.board
            before = looks(board)
            fit_viewport(qtbot, table, QSize(MAXIMISED.width() - 300, MAXIMISED.height()))
            assert looks(board) != before
            fit_viewport(qtbot, table, MAXIMISED)
            assert looks(board) == before
            shown += 1
    assert shown == 2
