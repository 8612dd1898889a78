"""The keyboard's frame shows on every card it reaches (play tester 214: on Priya's first turn,
↑ from her hand reached Iris's face-down card, said so in the line, and showed no frame: the
card lay at a scale of 0.8500000000000001 where its place said 0.85, and the frame waited for
it to arrive, for good)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.main_window import MainWindow
from desktop.press_guard import GUARD_MS
from desktop.settings import Settings
from desktop.table import set_animation_speed
from engine.core import registry
from engine.core.save import Seat
from engine.games.petal_plotters.state import Phase


def test_up_from_the_hand_frames_a_rivals_face_down_card(qtbot: QtBot) -> None:
    """Priya and Tom at one screen with Iris, a computer: Tom lays the Hornbill, Iris adds a
    card, and on Priya's turn → frames a card of her hand, ↑ Iris's card, framed."""
    set_animation_speed(0)
    window = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"))
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    game = registry.get_game("petal-plotters")
    seats = (Seat(name="Priya"), Seat(name="Tom"), Seat(name="Iris", kind="hard"))
    choice = NewGameChoice("petal-plotters", game.parse_options({"players": 3}), 3, seats)
    assert window.start_game(choice)
    session = window.controller.session
    assert session is not None and session.state.first_player == 1  # Tom's Hornbill
    for _step in range(20):
        qtbot.waitUntil(
            lambda: (
                window.table.currentWidget() is window.handoff
                or window.controller.choices_for_viewer() is not None
            ),
            timeout=20_000,
        )
        if window.table.currentWidget() is window.handoff:
            qtbot.wait(GUARD_MS)
            window.handoff.button.click()  # "I am Tom", then "I am Priya"
            continue
        if session.state.current == 0 and session.state.phase is Phase.TURN:
            break
        legal = window.controller.choices_for_viewer()
        assert legal and window.board is not None
        window.board.action_chosen.emit(legal[0])
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    assert session.state.current == 0 and len(session.state.garrisons[2]) == 1
    board.view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Up):
        qtbot.wait(GUARD_MS)
        qtbot.keyClick(board.view, key)
    assert board.key_focus == ("slot", 2, 0)
    qtbot.waitUntil(board.cursor_item.isVisible, timeout=2000)
