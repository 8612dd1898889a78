"""Play tester 137 played Petal Plotters with the keyboard alone at 1366×768: Ctrl+H from the
results window promised History's keys and left them on the results' Close, the discard pile's
large card hid its Close, and "Taken back" counted a turn's steps as moves."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.rng import code_to_seed
from engine.core.save import Seat
from engine.games.petal_plotters.state import AddToGarrison, PassCard
from tests.desktop.shell.on_screen import quick_laptop_window
from tests.desktop.shell.test_play_tester_133 import results_with_the_keys


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from quick_laptop_window(qtbot)


def test_ctrl_h_from_the_results_gives_history_the_keys(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+H with the results window active said "History: ↑/↓ and Enter show the table
    after a move" (shot 58), but ↑ moved nothing and Enter pressed the results' Close (shots
    59, 62): History takes the keys it promises, the results stay open beside it."""
    close = results_with_the_keys(qtbot, window)
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.history_dock.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history_view)
    assert window.end_dialog is not None and window.end_dialog.isVisible()
    rows = window.history_view.count()
    assert window.history_view.currentRow() == rows - 1
    qtbot.keyClick(window.history_view, Qt.Key.Key_Up)
    assert window.history_view.currentRow() == rows - 2


def test_taken_back_counts_a_turns_steps_as_one_move(qtbot: QtBot, window: MainWindow) -> None:
    """Shot 51's game: after Player 1 added a Dusky Leaf Langur, Rose used the Dusky Leaf
    Langur Player 1 had passed her (three steps) and Iris added a card. Undo said "and the 4
    moves after it (Rose and Iris)", where History numbers two: the menu, the tip and the
    line count moves as History does, a turn's steps one move."""
    game = registry.get_game("petal-plotters")
    seats = (
        Seat(name="Player 1"),
        Seat(name="Rose", kind="normal"),
        Seat(name="Iris", kind="normal"),
    )
    options = game.parse_options({"players": 3})
    choice = NewGameChoice("petal-plotters", options, code_to_seed("56W37GPX"), seats)
    assert window.start_game(choice)
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    for move in (PassCard("dusky-leaf-langur-1"), AddToGarrison("dusky-leaf-langur-3", True)):
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None, timeout=20_000)
        board.action_chosen.emit(move)
    qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None, timeout=20_000)
    point = window.controller.undo_point()
    assert point is not None
    after = range(point + 1, session.cursor)
    assert len(after) == 4 and [session.mover_at(index) for index in after] == [1, 1, 1, 2]
    undo = window.actions_by_name["undo"]
    assert undo.text().endswith("” and the 2 moves after it (Rose and Iris)")
    assert undo.statusTip().endswith("(and the 2 computer moves after it)")
    window.undo()
    message = window.statusBar().currentMessage()
    assert message.startswith("Taken back: “")
    assert message.endswith("” and the 2 moves after it (Rose and Iris)")
