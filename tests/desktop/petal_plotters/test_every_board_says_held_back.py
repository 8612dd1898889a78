"""A key the table holds back in its first moments after a hand-off says "Not taken yet: press
again in a moment." on the line the board speaks on, in every game (``GameBoard.view``): only
the Petal Plotters board said it, and a held-back Enter on the Flowers table read as a key not
taken (play tester, session 56)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import press_guard
from desktop.games.base import GameBoard
from desktop.games.flowers.board import FlowersBoard
from desktop.games.petal_plotters.board import PetalPlottersBoard
from engine.games.flowers import GAME as FLOWERS
from engine.games.petal_plotters import GAME as PETAL_PLOTTERS


@pytest.mark.parametrize(
    "board",
    [lambda: FlowersBoard(FLOWERS), lambda: PetalPlottersBoard(PETAL_PLOTTERS)],
    ids=["flowers", "petal_plotters"],
)
def test_a_held_back_key_says_so_in_every_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, board: Callable[[], GameBoard]
) -> None:
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 300)  # the guard, shortened
    made = board()
    said: list[str] = []
    over: list[str] = []
    made.status_message.connect(said.append)
    made.status_over.connect(over.append)
    made.view.passed_guard.start()  # a key took the hand-off screen away
    QTest.keyClick(made.view, Qt.Key.Key_Return)
    assert said == ["Not taken yet: press again in a moment."] and not over
    # and the words go once a key is taken again: left for five seconds, they stood over
    # the turn's "To do" long after (play tester 221)
    qtbot.waitUntil(lambda: over == said, timeout=2000)
    assert not made.view.passed_guard.too_soon()
