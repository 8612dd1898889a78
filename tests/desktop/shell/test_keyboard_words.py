"""Keyboard-only play (play testers' notes): the line over the table says whose keys they are
while History and the results window pass them between them, the table's first focus says
which keys move its frame, and Esc with nothing to cancel says so."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.on_screen import quick_laptop_window
from tests.desktop.shell.test_lessons import lesson_on_screen
from tests.desktop.shell.test_play_tester_133 import (
    RESULTS_OPEN,
    press,
    results_with_the_keys,
    shown_words,
)

HISTORY_AT_THE_END = (
    "History: ↑/↓ and Enter show the table after a move; Esc goes back to the end of the game."
)
FRAME_KEYS = {
    "flowers": "The blue frame shows the stack you draw from: ←/→ moves it, Enter draws.",
    "petal-plotters": (
        "The blue frame shows your choice: ←/→ moves it, Enter adds it to your Garrison"
        " (U: its ability)."
    ),
}
NOTHING_TO_CANCEL = {
    "flowers": (
        "Nothing to cancel. Esc takes back a card while you drag it, and brings your garden"
        " back when another player's is shown large."
    ),
    "petal-plotters": (
        "Nothing to cancel. Esc cancels an ability before you choose its target, takes back a"
        " card while you drag it, and closes a card shown large."
    ),
}


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from quick_laptop_window(qtbot)


def my_turn(qtbot: QtBot, window: MainWindow, game_id: str) -> None:
    """Ada against a computer at ``game_id``, begun by the mouse (no frame), on Ada's turn
    with the keys on the table."""
    game = registry.get_game(game_id)
    seats = (Seat(name="Ada"), Seat(name="Basil", kind="easy"))
    choice = NewGameChoice(game_id, game.parse_options({"players": 2}), 44, seats)
    assert window.start_game(choice)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None, timeout=20_000)
    assert window.board is not None
    qtbot.waitUntil(window.board.my_turn)  # the computer's move has landed
    window.board.view.setFocus()
    qtbot.waitUntil(window.board.view.hasFocus)


def test_the_line_follows_the_keys_between_the_results_and_history(
    qtbot: QtBot, window: MainWindow
) -> None:
    """After Ctrl+H from the results the line still gave the results' keys (↑/↓ scroll them,
    Esc closes them) while History had them: it says History's, and the results' again once
    the keys go back to the results window."""
    close = results_with_the_keys(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None
    assert shown_words(window) == [RESULTS_OPEN]
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history_view)
    assert shown_words(window) == [HISTORY_AT_THE_END]
    # Esc gives the keys to the table, whose line History's words leave
    qtbot.keyClick(window.history_view, Qt.Key.Key_Escape)
    assert window.board is not None and window.board.view.hasFocus()
    assert HISTORY_AT_THE_END not in shown_words(window)
    assert window.end_dialog is dialog and dialog.isVisible()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is close)
    assert shown_words(window) == [RESULTS_OPEN]
    # History again, a row looked at, then the keys back to the results
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history_view)
    assert shown_words(window) == [HISTORY_AT_THE_END]
    qtbot.keyClick(window.history_view, Qt.Key.Key_Up)  # the table follows the row
    assert shown_words(window) == [HISTORY_AT_THE_END]
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is close)
    assert shown_words(window) == [RESULTS_OPEN]


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_the_tables_first_focus_says_which_keys_move_its_frame(
    qtbot: QtBot, window: MainWindow, game_id: str
) -> None:
    """Tab to the table showed the frame and said nothing: its words (what it stands on) came
    with the first arrow, and nothing said which keys moved it. The first focus says both;
    the next ones leave the line to the player."""
    my_turn(qtbot, window, game_id)
    board = window.board
    assert board is not None
    press(qtbot, Qt.Key.Key_Tab)  # on to the table's bar
    assert not board.view.hasFocus()
    window.statusBar().clearMessage()
    press(qtbot, Qt.Key.Key_Backtab)  # and back to the table
    assert board.view.hasFocus()
    said = window.statusBar().currentMessage()
    assert said.endswith(". " + FRAME_KEYS[game_id]), said
    assert said[: -len(FRAME_KEYS[game_id]) - 2]  # what Enter takes first, named
    assert said in shown_words(window)  # over the table too
    window.statusBar().clearMessage()
    press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Backtab)
    assert board.view.hasFocus()
    assert window.statusBar().currentMessage() == ""


def test_a_flowers_frame_put_on_a_choice_says_what_enter_does(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play testers 157 and 158: the frame the keys bring on a choice by themselves (the
    cell after a draw by a key, the stack when the turn comes back after the computer's)
    left the line on the turn's task, and what Enter did there was said only after an arrow.
    It is said at once, as after an arrow; a player of the mouse keeps the task."""
    my_turn(qtbot, window, "flowers")
    board = window.board
    assert isinstance(board, FlowersBoard)
    session = window.controller.session
    assert session is not None
    window.statusBar().clearMessage()
    board.action_chosen.emit(next(iter(board.draws.values())))  # drawn by the mouse
    qtbot.waitUntil(lambda: bool(board.places))
    assert board.cursor_cell is None
    assert not window.statusBar().currentMessage().startswith("Enter: ")
    board.action_chosen.emit(next(iter(board.places.values())))
    qtbot.waitUntil(lambda: bool(board.draws) and board.my_turn() and board.interactive)
    assert not window.statusBar().currentMessage().startswith("Enter: ")
    press(qtbot, Qt.Key.Key_1)  # drawn by a key: the frame comes on a cell
    qtbot.waitUntil(lambda: board.cursor_cell in board.places)
    said = window.statusBar().currentMessage()
    assert said.startswith("Enter: place the ") and said in shown_words(window), said
    press(qtbot, Qt.Key.Key_Return)  # placed; the computer plays, and the turn comes back
    turns = session.cursor
    qtbot.waitUntil(lambda: session.cursor > turns + 1 and board.my_turn() and board.interactive)
    assert board.stack_cursor in board.draws
    said = window.statusBar().currentMessage()
    assert said.startswith("Enter: take the ") and said in shown_words(window), said


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_esc_with_nothing_to_cancel_says_so(qtbot: QtBot, window: MainWindow, game_id: str) -> None:
    """Esc on the table with nothing to cancel did nothing and said nothing: a keyboard player
    could not tell the key had been taken. In Petal Plotters the first Esc still puts away
    the framed card shown large, as before."""
    my_turn(qtbot, window, game_id)
    board = window.board
    assert board is not None
    press(qtbot, Qt.Key.Key_Right)  # a frame out, its card shown large in Petal Plotters
    if game_id == "petal-plotters":
        assert board.card_preview.pending()  # type: ignore[attr-defined]
        press(qtbot, Qt.Key.Key_Escape)
        assert not board.card_preview.pending()  # type: ignore[attr-defined]
        assert NOTHING_TO_CANCEL[game_id] not in shown_words(window)
    press(qtbot, Qt.Key.Key_Escape)
    assert window.statusBar().currentMessage() == NOTHING_TO_CANCEL[game_id]
    assert NOTHING_TO_CANCEL[game_id] in shown_words(window)


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_esc_on_a_lessons_table_still_closes_the_lesson(qtbot: QtBot, game_id: str) -> None:
    """The lesson's Esc that nothing on its table took closes it, asking first: it is not
    told "Nothing to cancel"."""
    lesson = lesson_on_screen(qtbot, game_id)
    lesson.panel.next_button.click()
    view = lesson.board.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    for _press in range(2):  # the first may put a card shown large away
        if lesson.close_question is None:
            qtbot.keyClick(view, Qt.Key.Key_Escape)
    question = lesson.close_question
    assert question is not None and question.isVisible()
    question.button(QMessageBox.StandardButton.No).click()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert lesson.isVisible()


def test_esc_at_a_games_end_says_the_game_is_over_and_the_results_key(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 144: at a game's end, Esc on the table said "Esc cancels an ability before
    you choose its target…", none of which applies once the game is over. It says the game is
    over, and the key that brings the results back, which does."""
    close = results_with_the_keys(qtbot, window)
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.history_view.hasFocus())
    press(qtbot, Qt.Key.Key_Escape)  # History gives the keys back to the table
    board = window.board
    assert board is not None and board.view.hasFocus()
    press(qtbot, Qt.Key.Key_Escape)
    said = "The game is over: nothing to cancel. Ctrl+R shows the results."
    assert window.statusBar().currentMessage() == said
    dialog = window.end_dialog
    assert dialog is not None
    dialog.reject()
    assert window.end_dialog is None
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
@pytest.mark.parametrize(
    ("key", "pressed"),
    [
        ("Ctrl+/", (Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)),
        # Shift+/ on a US keyboard: a desktop's key map takes the Shift as part of "?" (tried on
        # X11), the offscreen platform's does not
        ("?", (Qt.Key.Key_Question, Qt.KeyboardModifier.NoModifier)),
    ],
)
def test_help_keyboard_shortcuts_has_keys_of_its_own(
    qtbot: QtBot,
    window: MainWindow,
    game_id: str,
    key: str,
    pressed: tuple[Qt.Key, Qt.KeyboardModifier],
) -> None:
    """Help › Keyboard Shortcuts had no key: Ctrl+/ (shown in the menu) and "?" open the rules
    at their keys from the table, and nothing else in the window or on the table takes
    either key."""
    entry = window.actions_by_name["keys"]
    assert entry in window.help_menu.actions()
    assert entry.shortcut().toString() == "Ctrl+/"  # the one the menu shows
    my_turn(qtbot, window, game_id)
    wanted = QKeySequence(key)
    takers = [action for action in window.findChildren(QAction) if wanted in action.shortcuts()]
    takers += [
        shortcut for shortcut in window.findChildren(QShortcut) if wanted in list(shortcut.keys())
    ]
    assert takers == [entry]
    press(qtbot, *pressed)
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible())
    reader = window.rules_dialog
    assert reader is not None and reader.game_id == game_id
    assert reader.browser.textCursor().block().text() == "Playing with the keyboard"
