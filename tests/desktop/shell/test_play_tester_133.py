"""Play tester 133 played Petal Plotters and Flowers with the keyboard alone at 1366×768: the
results window trapped the main window's keys, its line spoke of the table, History's Enter
left the game paused on a computer's turn, and Redo left no keyboard frame."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.table.bar import FlashNote
from engine.core import registry
from engine.core.save import Seat
from engine.core.session import Session
from tests.desktop.shell.on_screen import quick_laptop_window
from tests.desktop.shell.test_results_left_open import played_to_the_end

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from quick_laptop_window(qtbot)


def results_with_the_keys(qtbot: QtBot, window: MainWindow) -> QPushButton:
    """The game played to its end, its results window active with the keys on Close."""
    played_to_the_end(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None
    close = next(button for button in dialog.findChildren(QPushButton) if button.isDefault())
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    close.setFocus()
    return close


def press(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MODIFIER) -> None:
    """A key as the keyboard sends it: to the widget that has the focus."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, key, modifier)


def shown_words(window: MainWindow) -> list[str]:
    return [note.text() for note in window.findChildren(FlashNote) if note.isVisible()]


def test_the_main_windows_keys_work_from_the_results(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+H, F1 and Ctrl+N did nothing with the results window in front (shot 41)."""
    close = results_with_the_keys(qtbot, window)
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.history_dock.isVisible())
    asked: list[str] = []
    # each would open a window of its own
    monkeypatch.setattr(window, "show_rules", lambda _page: asked.append("rules"))
    monkeypatch.setattr(window, "new_game_dialog", lambda _game: asked.append("new"))
    qtbot.keyClick(close, Qt.Key.Key_F1)
    qtbot.keyClick(close, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["rules", "new"]


RESULTS_OPEN = (
    "The results are open: ↑/↓ scroll them, Tab moves between their buttons, Esc closes them."
)


def test_the_line_says_the_open_results_keys(qtbot: QtBot, window: MainWindow) -> None:
    """Opened by themselves the line said "The arrows read each card" (shot 41), and opened
    again after Esc, that they were closed (shot 110)."""
    close = results_with_the_keys(qtbot, window)
    assert shown_words(window) == [RESULTS_OPEN]
    qtbot.keyClick(close, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.end_dialog is None)
    assert shown_words(window) == [
        "The results are closed: Ctrl+R (View › Game Results…) opens them again."
    ]
    window.actions_by_name["results"].trigger()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert shown_words(window) == [RESULTS_OPEN]


def kim_against_computers(qtbot: QtBot, window: MainWindow) -> Session:
    """Kim against three computers at Petal Plotters, played on until it is Kim's turn with a
    computer's turn just before it within undo's reach."""
    game = registry.get_game("petal-plotters")
    seats = (
        Seat(name="Kim"),
        Seat(name="Rose", kind="easy"),
        Seat(name="Iris", kind="normal"),
        Seat(name="Daisy", kind="easy"),
    )
    choice = NewGameChoice("petal-plotters", game.parse_options({"players": 4}), 133, seats)
    assert window.start_game(choice)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    session = window.controller.session
    assert session is not None and window.board is not None
    for _turn in range(30):
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None, timeout=20_000)
        point = session.cursor - 1
        reach = window.controller.undo_floor()
        if session.cursor > 4 and point >= reach and session.mover_at(point) != 0:
            return session
        legal = window.controller.choices_for_viewer()
        assert legal
        window.board.action_chosen.emit(legal[0])
    raise AssertionError("no computer's turn within undo's reach")


def test_history_enter_on_a_computers_turn_looks_and_esc_returns(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Enter on a History row within undo's reach took moves back to Daisy's turn, Undo
    greyed; Esc then left the game paused there, "Daisy is playing", nobody moving (shots
    164, 166). The row is shown to look at; Esc comes back to the game and says so."""
    session = kim_against_computers(qtbot, window)
    latest = session.cursor
    assert window.board is not None
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.history_view.hasFocus())
    qtbot.keyClick(window.history_view, Qt.Key.Key_Up)
    qtbot.keyClick(window.history_view, Qt.Key.Key_Return)
    assert session.cursor == latest and not session.can_redo()  # nothing taken back
    assert window.board.waiting_note is not None
    assert "Esc returns to the game" in window.board.waiting_note
    qtbot.keyClick(window.history_view, Qt.Key.Key_Escape)
    assert not window.controller.paused_for("looking back")
    assert window.controller.choices_for_viewer()  # Kim's turn again, to play
    assert shown_words(window) == ["Back to the table as the game stands now."]


def test_undo_and_redo_by_keys_frame_the_players_table(qtbot: QtBot, window: MainWindow) -> None:
    """After Ctrl+Y back to Kim's turn no frame showed, and the first → framed the first card
    instead of moving (shots 155, 156, 167): Undo and Redo by keys frame the table, as Enter
    on a History row does."""
    session = kim_against_computers(qtbot, window)
    board = window.board
    assert board is not None
    for _turn in range(20):  # on to a turn of Kim's that Undo can go back from
        legal = window.controller.choices_for_viewer()
        assert legal
        board.action_chosen.emit(legal[0])
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None, timeout=20_000)
        if window.controller.undo_point() is not None:
            break
    mine = session.cursor
    assert not board.cursor_item.isVisible()
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.cursor < mine
    qtbot.waitUntil(board.cursor_item.isVisible, timeout=2000)  # once the card is home
    board.forget_keyboard_cursor()  # the frame gone, as History's Enter left it
    press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert session.cursor == mine
    qtbot.waitUntil(board.cursor_item.isVisible, timeout=2000)
    framed = board.key_focus
    press(qtbot, Qt.Key.Key_Right)  # it moves on, not onto the first card
    assert board.key_focus not in (framed, None)


@pytest.mark.usefixtures("qapp")
def test_the_rules_write_zoom_out_as_the_menu_does() -> None:
    """View › Zoom Out shows "Ctrl+-", the key pressed, where the rules wrote "Ctrl+−" with a
    minus sign no key types, which a search for the menu's keys did not find."""
    menu = QKeySequence(QKeySequence.StandardKey.ZoomOut).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    assert menu == "Ctrl+-"
    pages = sorted((Path(__file__).parents[3] / "docs" / "rules").rglob("*.md"))
    assert len(pages) == 6
    for page in pages:
        text = page.read_text(encoding="utf-8")
        ctrl = "Strg" if page.parent.name == "de" else "Ctrl"
        assert f"{ctrl}+-" in text and f"{ctrl}+\u2212" not in text, page
