"""Play tester 188 (a fast Board Game Arena player): the table moved on almost every move. At
1366×768 with three players, the rivals' panels began narrow, their cards about 31 pixels wide
beside empty felt, and in mid-game gave way to wide ones: the score panel went from beside the
stacks to under the hand."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import CARD_W, FlowersBoard

from .test_table_holds_still import viewer_draws

TESTER_ROOM = QSize(1366, 604)
"""The table's room in the tester's 1366×768 window, under its tool bar, the board's bar and
the status bar."""


def rival_card_width(board: FlowersBoard) -> float:
    """The smallest rival's card width on screen, in pixels."""
    zoom = board.view.zoom()
    return min(
        geometry.scale * CARD_W * zoom
        for player, geometry in board.geometry.items()
        if player != board.viewer
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_three_players_keep_one_arrangement_and_read_the_rivals_from_the_start(
    qtbot: QtBot, seed: int
) -> None:
    """From Ada's first draw to her last, the arrangement keeps its shape; the rivals' cards
    show their values from the start (32 pixels, ``OTHERS_VALUES``): narrow panels drew them
    31 pixels wide and were traded for wide ones at Ada's fifth or seventh draw."""
    shapes, widths = [], []
    for table, draw in viewer_draws(qtbot, 3, seed, TESTER_ROOM, [None, "normal", "normal"]):
        shapes.append(replace(table.board.arrangement, scale=1.0))
        widths.append(rival_card_width(table.board))
        table.play(draw)
    assert len(shapes) > 20
    assert [was for was, now in itertools.pairwise(shapes) if was != now] == []
    assert not shapes[0].narrow
    assert widths[0] >= 50  # 31 in the narrow panels
    assert min(widths) >= 28  # 28 to 35 late in the narrow panels


def test_a_table_resized_at_the_start_keeps_its_zoom_at_the_first_moves(qtbot: QtBot) -> None:
    """Four players, the window resized to the tester's room as the game starts (seed 1):
    the zoom the table is drawn at stays for Ada's first three draws, her garden unchanged.
    The resize followed the window twice, the second time as if resized again, forgetting
    the zoom just drawn: her first move fitted the table afresh, 2% larger (0.7295, then
    0.7438), at the start of each of three seeded four-player games."""
    draws = viewer_draws(qtbot, 4, 1, TESTER_ROOM, [None, "normal", "normal", "normal"])
    zooms = []
    for table, _draw in draws:
        zooms.append(table.board.view.zoom())
        if len(zooms) == 3:
            break
    draws.close()
    assert zooms[0] == zooms[1] == zooms[2], zooms
