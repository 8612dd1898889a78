"""The other players' gardens take the room a larger window gives: a play tester's
2560×1440 screen (at 150%) drew three rivals' cards 20 pixels wide in one column beside the
garden, with a band of empty felt beside them, and a half screen drew them no smaller."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers import board as flowers_board
from desktop.games.flowers.board import CELL_H, CELL_W, FlowersBoard
from desktop.games.flowers.items import CARD_W
from engine.core.save import Seat

from .conftest import make_table
from .test_small_windows import (
    NAMES,
    assert_panels_apart,
    easy_game_until_late,
    others_card_px,
    start_at,
)
from .test_window_fit import fit_viewport, shows_everything, smallest_text_px

WINDOWS = (QSize(1024, 659), QSize(1366, 659), QSize(1707, 811))
"""The table's room in 1024×768 and 1366×768 windows, and in a 2560×1440 screen's window at
150%, from the smallest."""


def spare_felt(board: FlowersBoard) -> int:
    """The widest band of empty felt beside or under the fitted table, in pixels."""
    view = board.view
    drawn = view.mapFromScene(view.content_rect()).boundingRect()
    room = view.viewport().size()
    return max(room.width() - drawn.width(), room.height() - drawn.height())


def test_a_larger_window_draws_the_other_gardens_larger(qtbot: QtBot) -> None:
    """Four players late in a game: each larger window draws the other players' cards larger
    (16.6 pixels wide at most before, in the largest), up to readable ones, the viewer's
    garden still the largest, every garden inside its panel and the table across the felt."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=2)
    board = table.board
    try:
        start_at(table, easy_game_until_late(2))
        sizes: list[float] = []
        for window in WINDOWS:
            fit_viewport(qtbot, table, window)
            assert board.view.is_auto_fit() and shows_everything(board)
            assert smallest_text_px(board) >= 9.0
            zoom = board.view.zoom()
            for player in board._others:
                assert board.geometry[player].scale <= flowers_board.SIDE_MOST  # the viewer's: 1
            assert_panels_apart(board)
            sizes.append(others_card_px(board))
            assert spare_felt(board) <= 2 * board.view.MARGIN * zoom + 4  # 273 px before
        assert sizes == sorted(sizes)
        assert sizes[-1] >= flowers_board.OTHERS_READ * CARD_W
    finally:
        table.controller.shutdown()


def test_a_window_resized_within_its_arrangement_leaves_no_band_of_felt(qtbot: QtBot) -> None:
    """The other players' panels are as large as the window's felt allows: a resize that
    keeps the arrangement lays them out again (they kept the size of the window before, and
    a band of felt 57 pixels high lay under the table). Kept, its panels' scale may change
    so that their text keeps its size on screen (``steadiest``)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=15)
    board = table.board
    try:
        start_at(table, easy_game_until_late(15))
        fit_viewport(qtbot, table, WINDOWS[-1])
        arrangement = board.arrangement
        fit_viewport(qtbot, table, QSize(1780, 850))
        assert replace(board.arrangement, scale=arrangement.scale) == arrangement
        assert spare_felt(board) <= 2 * board.view.MARGIN * board.view.zoom() + 4
    finally:
        table.controller.shutdown()


def test_a_column_of_panels_draws_its_gardens_equally_large() -> None:
    """Pure sizes: a tall garden beside two short ones, in one column, was drawn a third
    smaller than they were in equal panels; in two columns the lone panel of the second was
    half as high as the column, half empty. The panels share a column's height so that the
    gardens are drawn at one scale, as far as their width allows."""
    sizes = flowers_board.TableSizes(
        grid_w=9 * CELL_W, grid_h=7 * CELL_H, score_h=280, others=((4, 5), (3, 7), (4, 5))
    )
    one = flowers_board.Arrangement(columns=1)
    rects = sizes.panel_columns(one, 0, 0, 440, 1200)
    scales = [
        sizes.side_scale(one, grid, rect.width(), rect.height())
        for grid, rect in zip(sizes.others, rects, strict=True)
    ]
    assert max(scales) - min(scales) < 1e-6
    assert rects[-1].bottom() == pytest.approx(1200)
    gaps = [after.top() - rect.bottom() for rect, after in pairwise(rects)]
    assert gaps == pytest.approx([flowers_board.SIDE_GAP] * 2)
    # in two columns, in the order of play down the first column, then the second: row by
    # row, the second player's lone panel stood beside the first and third, and the column
    # read first, third, second (play test)
    two = flowers_board.Arrangement(columns=2)
    rects = sizes.panel_columns(two, 0, 0, 300, 1200)
    assert rects[1].top() > rects[0].bottom() and rects[1].left() == rects[0].left()
    assert rects[2].left() > rects[0].right() and rects[2].height() == pytest.approx(1200)


@pytest.mark.parametrize("window", [(1200, 820), (600, 960), (1600, 891), (1707, 811)])
def test_the_other_gardens_stand_in_the_order_of_play(window: tuple[int, int]) -> None:
    """Pure sizes: three other players in two columns stood row by row, "Rose, Daisy" down
    the first column beside Iris alone in the second, and read out of the order of play
    (play test). Each next player's panel lies under the one before in its column, or in a
    column to its right."""
    sizes = flowers_board.TableSizes(
        grid_w=5 * CELL_W, grid_h=4 * CELL_H, score_h=280, others=((3, 3), (4, 2), (2, 4))
    )
    for shape in flowers_board.shapes(sizes, narrow=True):
        if shape.others != "right" or shape.columns != 2:
            continue
        sides = sizes.fill(shape, *window).sides
        for before, after in pairwise(sides):
            below = after.left() == before.left() and after.top() > before.bottom()
            assert below or after.left() > before.right(), (shape, before, after)
