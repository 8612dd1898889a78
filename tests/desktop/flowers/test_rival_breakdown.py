"""A rival's score breakdown on hover: the score panel shows only the viewer's, and a Board
Game Arena player wanted to see what made another's score, over their panel or their garden
drawn large, in the lines the end of the game scores by (the engine's projection)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.i18n import breakdown_labels, number_text, points_text
from engine.core.save import Seat
from engine.games.flowers import GAME

from .conftest import make_table
from .test_small_windows import easy_game_until_late, start_at


def hover(board: FlowersBoard, scene_point: QPointF) -> str:
    """Rest the pointer on ``scene_point`` and ask for its tooltip, as a still pointer does:
    the text shown."""
    viewport = board.view.viewport()
    spot = board.view.mapFromScene(scene_point)
    QTest.mouseMove(viewport, spot + QPoint(2, 0))
    QTest.mouseMove(viewport, spot)
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, spot, viewport.mapToGlobal(spot))
    )
    return QToolTip.text() if QToolTip.isVisible() else ""


def engine_lines(board: FlowersBoard, player: int) -> list[str]:
    """``player``'s score lines and total as the engine projects them from the table shown."""
    score = GAME.projection(board.state).players[player]
    named = zip(breakdown_labels(score.lines), score.lines, strict=True)
    lines = [f"{label}: {points_text(line.points)}" for label, line in named]
    return [*lines, f"Total: {number_text(score.score)}"]


def test_hovering_a_rival_shows_how_their_score_is_made_up(qtbot: QtBot) -> None:
    seats = [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="human")]
    table = make_table(qtbot, [*seats, Seat(name="Cleo", kind="human")])
    board = table.board
    try:
        start_at(table, easy_game_until_late(5, players=3))
        for player, name in ((1, "Basil"), (2, "Cleo")):
            expected = engine_lines(board, player)
            assert any(line.split(": ")[1] not in ("0", "+0") for line in expected[:-1])
            # the felt of their panel, clear of its cards: its bottom left corner
            rect = board._side_rect(player)
            corner = rect.bottomLeft() + QPointF(6, -6)
            assert (
                board.scene.itemAt(corner, board.view.transform())
                is board._panels[("area", player)]
            )
            tip = hover(board, corner).split("\n")
            assert tip[0] == f"Score if the game ended now\u00a0—\u00a0{name}"
            assert tip[1 : len(expected) + 1] == expected
            assert tip[-1].startswith(f"Click to see {name}'s garden large")
            # their score in the panel's title says the same
            score = board._labels[("score", player)]
            assert hover(board, score.sceneBoundingRect().center()).split("\n")[1:-1] == expected
        # their garden drawn large says it over its sheet, with the way back
        table.click(board._side_rect(1).center())
        assert board.looking_at == 1
        sheet = board._sheet.rect
        tip = hover(board, sheet.bottomLeft() + QPointF(8, -8)).split("\n")
        assert tip[1:-1] == engine_lines(board, 1)
        assert tip[-1] == "Click, or press Esc, to go back to your garden"
        # the viewer's own score panel reads the same lines, its own
        rows = [f"{text}: {number}" for text, number, _style in board._score_rows()]
        assert rows[: len(engine_lines(board, 0))] == engine_lines(board, 0)
        QToolTip.hideText()
    finally:
        table.controller.shutdown()
