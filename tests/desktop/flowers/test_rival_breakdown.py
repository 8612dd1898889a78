"""A rival's score breakdown on hover: the score panel shows only the viewer's, and a Board
Game Arena player wanted to see what made another's score, over their panel or their garden
drawn large, in the lines the end of the game scores by (the engine's projection), the numbers
in a column of their own as in the score panel."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument, QTextTable
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


def engine_lines(board: FlowersBoard, player: int) -> list[tuple[str, str]]:
    """``player``'s score lines and total as the engine projects them from the table shown."""
    score = GAME.projection(board.state).players[player]
    named = zip(breakdown_labels(score.lines), score.lines, strict=True)
    lines = [(label, points_text(line.points)) for label, line in named]
    return [*lines, ("Total", number_text(score.score))]


def read_tip(tip: str) -> tuple[str, list[tuple[str, str]], str]:
    """A breakdown tooltip read as shown: its heading, its table's rows (each number right-aligned
    in a column of its own, as the score panel sets them) and the words under it."""
    assert QtGui.Qt.mightBeRichText(tip)  # not a plain list
    document = QTextDocument()
    document.setHtml(tip)
    tables = [
        frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable)
    ]
    assert len(tables) == 1 and tables[0].columns() == 2
    table = tables[0]
    rows = []
    for row in range(table.rows()):
        words, number = (table.cellAt(row, column).firstCursorPosition() for column in (0, 1))
        assert number.blockFormat().alignment() & Qt.AlignmentFlag.AlignRight
        rows.append((words.block().text(), number.block().text()))
    return document.firstBlock().text(), rows, document.lastBlock().text()


def test_hovering_a_rival_shows_how_their_score_is_made_up(qtbot: QtBot) -> None:
    seats = [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="human")]
    table = make_table(qtbot, [*seats, Seat(name="Cleo", kind="human")])
    board = table.board
    try:
        start_at(table, easy_game_until_late(5, players=3))
        for player, name in ((1, "Basil"), (2, "Cleo")):
            expected = engine_lines(board, player)
            assert any(number not in ("0", "+0") for _words, number in expected[:-1])
            # the felt of their panel, clear of its cards: its bottom left corner
            rect = board._side_rect(player)
            corner = rect.bottomLeft() + QPointF(6, -6)
            assert (
                board.scene.itemAt(corner, board.view.transform())
                is board._panels[("area", player)]
            )
            heading, rows, then = read_tip(hover(board, corner))
            assert heading == f"Score if the game ended now\u00a0—\u00a0{name}"
            assert rows == expected
            assert then.startswith(f"Click to see {name}'s garden large")
            # their score in the panel's title says the same
            score = board._labels[("score", player)]
            assert read_tip(hover(board, score.sceneBoundingRect().center()))[1] == expected
        # their garden drawn large says it over its sheet, with the way back
        table.click(board._side_rect(1).center())
        assert board.looking_at == 1
        sheet = board._sheet.rect
        _heading, rows, then = read_tip(hover(board, sheet.bottomLeft() + QPointF(8, -8)))
        assert rows == engine_lines(board, 1)
        assert then == "Click, or press Esc, to go back to your garden"
        # the viewer's own score panel reads the same lines, its own
        own = [(text, number) for text, number, _style in board._score_rows()]
        assert own[: len(engine_lines(board, 0))] == engine_lines(board, 0)
        QToolTip.hideText()
    finally:
        table.controller.shutdown()
