"""Play test, three players at 1140×545 (the table's room 1138×428): the viewer's garden's
panel and the rivals' changed width every turn or two, the zoom unchanged, as a rival's garden
grew by a column (``SIDES_GIVE``)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard

from .test_table_holds_still import MAXIMISED, viewer_draws

LOW_TABLE = QSize(1138, 428)
"""The table's room in a 1140×545 window, under its menus, tool bar and status bar."""


def panels_on_screen(board: FlowersBoard) -> tuple[float, dict[str, tuple[int, ...]]]:
    """The view's zoom and each panel's rectangle on screen."""
    view = board.view
    rects = {
        str(key): view.mapFromScene(panel.rect).boundingRect().getRect()
        for key, panel in board._panels.items()
        if panel.isVisible()
    }
    return view.zoom(), rects


@pytest.mark.parametrize(("seed", "window"), [(1, LOW_TABLE), (4, MAXIMISED)])
def test_the_panels_keep_their_width_while_the_zoom_stays(
    qtbot: QtBot, seed: int, window: QSize
) -> None:
    """Seeded games seen by Ada, Rose and Iris computers at normal: from one of Ada's draws
    to the next, at the same zoom, no panel moves or changes size by more than a pixel.
    Before, the garden's panel narrowed and the rivals' widened (20 to 35 pixels) at 5 of
    the first game's 27 turns, 1 of the second's; the zoom itself still changes as Ada's
    garden grows by a row."""
    levels = [None, "normal", "normal"]
    seen = [
        panels_on_screen(table.board)
        for table, _draw in viewer_draws(qtbot, 3, seed, window, levels)
    ]
    assert len(seen) > 20
    moved = [
        turn
        for turn, ((zoom, was), (now_zoom, now)) in enumerate(itertools.pairwise(seen), 1)
        if zoom == now_zoom
        and any(
            max(abs(one - other) for one, other in zip(was[key], now[key], strict=True)) > 1
            for key in now.keys() & was.keys()
        )
    ]
    assert not moved, moved
