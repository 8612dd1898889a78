"""The card preview of a stack's top card stays off the other players' gardens while the table
has room elsewhere: in a corner it covered a rival's whole garden (play tester 124)."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.flowers.components import HIDDEN

from .conftest import make_table


@pytest.mark.parametrize(
    ("players", "size", "rounds"),
    [(3, (1400, 900), 0), (4, (1400, 900), 0), (4, (1366, 768), 0), (4, (1366, 768), 14)],
)
def test_a_stack_preview_covers_no_rival_garden(
    qtbot: QtBot, players: int, size: tuple[int, int], rounds: int
) -> None:
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy", "Di")[:players]]
    table = make_table(qtbot, seats)
    board = table.board
    board.widget().resize(*size)
    moves = Random(3)
    for _turn in range(2 * players * rounds):  # a draw and a placement a turn, back to Ada
        table.play(moves.choice(list(table.controller.choices_for_viewer())))
    assert table.state.current == board.viewer == 0
    qtbot.wait(100)
    rivals = [
        board.view.mapFromScene(board._side_rect(player)).boundingRect() for player in board._others
    ]
    preview = board.card_preview
    shown = 0
    for index in range(len(table.state.stacks)):
        top = board.stack_item(index)
        if top is None or top.card_id == HIDDEN:
            continue
        viewport = board.view.viewport()
        pointer = table.point(top.center_scene())
        QTest.mouseMove(viewport, pointer + QPoint(2, 2))
        QTest.mouseMove(viewport, pointer)
        qtbot.waitUntil(lambda top=top: preview.isVisible() and preview.source is top, timeout=3000)
        shown += 1
        placed = preview.geometry()
        assert not placed.contains(pointer)
        assert not any(placed.intersects(rival) for rival in rivals), (placed, rivals)
        stacks = board.view.mapFromScene(board._panels["stacks"].rect).boundingRect()
        assert not placed.intersects(stacks)
        assert preview.card_rect().width() >= 140  # still far larger than a garden's card
    assert shown >= 1
    table.controller.shutdown()
