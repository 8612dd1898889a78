"""Random gestures on a real Petal Plotters table: whatever a player clicks, drags, turns or
types, nothing crashes, every move the board sends is one the engine accepts, and no card the
seated player may not see ever shows."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import Phase

from .conftest import make_table
from .test_board_play import assert_no_hidden_card

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_R,
    Qt.Key.Key_Return,
    Qt.Key.Key_U,
    Qt.Key.Key_Escape,
    Qt.Key.Key_S,
)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_random_gestures_only_ever_play_legal_moves(qtbot: QtBot, seed: int) -> None:
    names = ["Ada", "Ben", "Cy", "Dee", "Eli"][: 2 + seed % 4]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=seed)
    rng = Random(seed)
    board = table.board
    viewport = board.view.viewport()
    try:
        for event in range(600):
            if table.state.phase is Phase.OVER:
                break
            # aim at things on the table half of the time, anywhere the other half
            items = [*board.hand_items(), *board.targets.values()]
            if items and rng.random() < 0.5:
                item = rng.choice(items)
                spot = board.view.mapFromScene(item.sceneBoundingRect().center())
            else:
                spot = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            other = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            if rng.random() < 0.3:
                zone = board.ability_zone.rect.center()
                garrison = board.garrison_rects[board.viewer].center()
                other = board.view.mapFromScene(rng.choice([zone, garrison]))
            kind = rng.randrange(5)
            if kind == 0:
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=spot)
            elif kind == 1:
                QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=spot)
                for step in range(1, 5):
                    QTest.mouseMove(viewport, spot + (other - spot) * step / 4)
                QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=other)
            elif kind == 2:
                QTest.mouseClick(viewport, Qt.MouseButton.RightButton, pos=spot)
            elif kind == 3:
                wheel = QWheelEvent(
                    QPointF(spot),
                    QPointF(viewport.mapToGlobal(spot)),
                    QPoint(0, 0),
                    QPoint(0, 120 if rng.random() < 0.5 else -120),
                    Qt.MouseButton.NoButton,
                    Qt.KeyboardModifier.NoModifier,
                    Qt.ScrollPhase.NoScrollPhase,
                    False,
                )
                QApplication.sendEvent(viewport, wheel)
            else:
                QTest.keyClick(board.view, rng.choice(KEYS))
            assert not table.refusals, (event, table.refusals)
            # (once the game is over every card is revealed to everyone)
            if event % 25 == 0 and table.state.phase is not Phase.OVER:
                assert_no_hidden_card(table)
        assert len(table.played) >= 5, "random gestures should still make some moves"
    finally:
        table.controller.shutdown()
