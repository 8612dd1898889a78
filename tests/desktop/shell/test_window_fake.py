"""The window with the fake game: start, play, undo barrier, hand-off, autosave, save/open."""

from __future__ import annotations

import errno
import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTranslator
from PySide6.QtGui import QColor, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n, main_window, paths, press_guard
from desktop import settings as settings_module
from desktop.access_keys import without_marks
from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.history import HistoryPanel
from desktop.main_window import (
    DEFAULT_SIZE,
    UNDO_MOVE_W,
    UNDO_NAMED_SHARE,
    UNDO_NAMED_W,
    MainWindow,
)
from desktop.screen_fit import TITLE_BAR, fitted_size, placed_within
from desktop.settings import Settings
from engine.core.save import Seat, read_save, write_save, write_text_atomically
from engine.core.session import Session
from engine.version import APP_VERSION
from tests.desktop.shell.fakes import Draw, FakeBoard, FakeGame, FakeOptions, Play
from tests.desktop.shell.questions import take_back_answer

HUMANS = (Seat(name="Ann", kind="human"), Seat(name="Bob", kind="human"))


def start(window: MainWindow, seats=HUMANS, seed: int = 7, **options) -> FakeBoard:  # type: ignore[no-untyped-def]
    choice = NewGameChoice("fake", FakeOptions(players=len(seats), **options), seed, tuple(seats))
    assert window.start_game(choice)
    assert isinstance(window.board, FakeBoard)
    return window.board


def test_start_shows_the_first_players_view_with_legal_moves(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = start(window, seats=(Seat(name="Ann", kind="human"), Seat(name="Bot", kind="easy")))
    view, viewer, legal = board.shown[-1]
    assert viewer == 0
    assert -1 not in view.hands[0] and set(view.hands[1]) == {-1}
    assert legal is not None and Draw() in legal
    assert window.pages.currentWidget() is window.table
    assert "Ann" in window.turn_label.text()


def test_a_refused_move_changes_nothing_and_says_why(window: MainWindow) -> None:
    board = start(window)
    before = window.controller.session.cursor
    board.action_chosen.emit(Play(card=999))
    assert window.controller.session.cursor == before
    assert "not a legal move" in window.statusBar().currentMessage()


def test_handoff_covers_the_table_between_two_humans(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = start(window)
    # a new game too: whoever set it up may not be Ann, so her hand waits for her
    assert window.table.currentWidget() is window.handoff
    assert "Ann" in window.handoff.title.text() and not board.shown
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert board.shown[-1][1] == 0
    card = window.controller.session.state.hands[0][0]
    board.action_chosen.emit(Play(card=card))
    assert window.table.currentWidget() is window.handoff
    assert "Bob" in window.handoff.title.text()
    assert not board.interactive
    # names are shown as typed, never read as markup
    for label in (window.handoff.title, window.turn_label):
        assert label.textFormat() == Qt.TextFormat.PlainText
    shown_before = len(board.shown)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.table.currentWidget() is window.board_page
    view, viewer, legal = board.shown[-1]
    assert len(board.shown) > shown_before
    assert viewer == 1 and -1 not in view.hands[1] and set(view.hands[0]) <= {-1}
    assert legal is not None


def test_the_handoff_tells_the_moves_since_the_next_players_last(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The screen comes to Bob after Ann's move: it says what she did, so that he knows why
    (another player's ability may ask him to choose something)."""
    start(window)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann takes the screen
    assert window.handoff.news.text() == ""  # nobody moved before her first turn
    card = window.controller.session.state.hands[0][0]
    window.board.action_chosen.emit(Play(card=card))
    assert window.table.currentWidget() is window.handoff
    # Bob's first turn: what was played so far, not "since your last move"
    assert window.handoff.news.text() == f"So far:\nAnn: {Play(card=card)}"
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it
    card = window.controller.session.state.hands[1][0]
    window.board.action_chosen.emit(Play(card=card))
    # told for everyone at the screen: its heading names her (play test: "your" read oddly)
    assert window.handoff.news.text() == f"Since Ann's last move:\nBob: {Play(card=card)}"


def test_the_moves_taken_back_come_after_the_moves_since(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Ann, Bob, then Ann played; Bob took back Ann's move. Her hand-off listed "Taken back"
    above Bob's move, which read as if it had come first (play test)."""
    take_back_answer(monkeypatch, "Yes")
    start(window)
    played = []
    for _ in range(3):
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        state = window.controller.session.state
        card = state.hands[state.turn][0]
        window.board.action_chosen.emit(Play(card=card))
        played.append(card)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it
    window.actions_by_name["undo"].trigger()
    assert window.table.currentWidget() is window.handoff and "Ann" in window.handoff.title.text()
    assert window.handoff.news.text() == (
        f"Since Ann's last move:\nBob: {Play(card=played[1])}\n\n"
        f"Taken back:\nAnn: {Play(card=played[2])}"
    )


def test_going_back_past_ones_own_move_says_the_turn_comes_back_to_you(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Ann, Bob, then Ann played; Bob, at the screen, went back to before his own move: the
    question said the turn went back to Ann, where it came to Bob (play test)."""
    asked = take_back_answer(monkeypatch, "No")
    start(window)
    for _ in range(3):
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        state = window.controller.session.state
        window.board.action_chosen.emit(Play(card=state.hands[state.turn][0]))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it
    window.actions_by_name["history"].trigger()
    history = window.history_view
    row = history.item(1)  # after Ann's first move: Bob to play
    QTest.mouseClick(
        history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualItemRect(row).center()
    )
    assert asked == [
        f"Undo “Bob: {Play(card=5)}” and Ann's move after it\n\n"
        "This takes back what Ann played, and your own moves with it: the turn comes back to you."
    ]
    assert window.controller.session.cursor == 3  # "No"
    # asked over the covered table, for Ann to answer: back to Bob, who says so first
    assert window.table.currentWidget() is window.handoff and window.handoff.seat == 1
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    row = history.item(1)
    # "Yes" by its key, to a row clicked: the click chose, and the table is not framed for keys
    from PySide6.QtWidgets import QMessageBox

    def by_key(*_question):  # type: ignore[no-untyped-def]
        window.last_press.by_keys = True  # as Alt+Y would leave it
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", by_key)
    QTest.mouseClick(
        history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualItemRect(row).center()
    )
    assert window.controller.session.cursor == 1 and not window.board.led_by_keys


def test_a_handoff_after_an_undo_names_the_moves_taken_back(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Bob undoes Ann's move: the screen goes back to Ann, whose moves since her last one are
    none. The hand-off said nothing, so she was not told why it came back to her."""
    asked = take_back_answer(monkeypatch, "Yes")
    start(window)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann takes the screen
    card = window.controller.session.state.hands[0][0]
    window.board.action_chosen.emit(Play(card=card))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it
    window.actions_by_name["undo"].trigger()
    assert asked == [
        f"Undo “Ann: {Play(card=card)}”\n\n"
        "This takes back what Ann played: the turn goes back to Ann, and the screen with it."
    ]
    assert window.table.currentWidget() is window.handoff and "Ann" in window.handoff.title.text()
    assert window.handoff.news.text() == f"Taken back:\nAnn: {Play(card=card)}"
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann plays again
    other = window.controller.session.state.hands[0][1]
    window.board.action_chosen.emit(Play(card=other))
    # a move played ends the looking back: Bob is told only what was played
    assert window.handoff.news.text() == f"So far:\nAnn: {Play(card=other)}"


def test_undo_asks_before_taking_back_another_persons_move(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Play test: on Bob's turn one Undo took back Ann's move and handed the screen back to
    her. Bob is asked first, and "No" keeps the move. At "Pass the screen to Bob" it is asked
    too: Bob may hold the screen already (play tester, session 55)."""
    asked = take_back_answer(monkeypatch, "No")
    start(window)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann takes the screen
    session = window.controller.session
    card = session.state.hands[0][0]
    window.board.action_chosen.emit(Play(card=card))
    assert window.table.currentWidget() is window.handoff  # "Pass the screen to Bob"
    window.actions_by_name["undo"].trigger()
    assert asked == [
        f"Undo “Ann: {Play(card=card)}”\n\n"
        "This takes back what Ann played: the turn goes back to Ann, and the screen with it."
    ]
    assert session.cursor == 1 and window.table.currentWidget() is window.handoff
    asked.clear()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it
    window.actions_by_name["undo"].trigger()
    assert len(asked) == 1 and "Ann" in asked[0]
    assert session.cursor == 1  # "No": Ann's move stays
    # the question was put to Ann over the covered table: Bob's hand lay open under it, for
    # her to read (play tester 217). "No" gives the screen back to Bob, who says so first;
    # the status bar says nothing was taken back (it said nothing, play tester 217)
    assert window.table.currentWidget() is window.handoff and window.handoff.seat == 1
    assert window.statusBar().currentMessage() == "Nothing was taken back."
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it back
    # the same from History: covered for the answer, then back to Bob, the hand-off's button
    # with the keys
    window.actions_by_name["history"].trigger()
    history = window.history_view
    start_row = history.item(0)
    QTest.mouseClick(
        history.viewport(),
        Qt.MouseButton.LeftButton,
        pos=history.visualItemRect(start_row).center(),
    )
    assert len(asked) == 2 and session.cursor == 1
    assert window.table.currentWidget() is window.handoff and window.handoff.seat == 1
    assert QApplication.focusWidget() is window.handoff.button
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert history.currentRow() == session.cursor  # the row clicked is not left lit


def test_the_handoff_says_when_earlier_moves_are_left_out(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("desktop.main_window.NEWS_TOLD", 1)
    start(window)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    window.board.action_chosen.emit(Draw())  # Ann's turn goes on: a draw, then a play
    card = window.controller.session.state.hands[0][0]
    window.board.action_chosen.emit(Play(card=card))
    assert window.handoff.news.text() == f"So far:\n…\nAnn: {Play(card=card)}"


def test_a_save_given_on_the_command_line_asks_before_replacing_an_unfinished_game(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    other = tmp_path / "other.bouquet"
    assert window.save_to(other)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.close_game()  # the autosave alone holds the last move
    asked: list[object] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda *args: asked.append(args) or QMessageBox.StandardButton.Cancel,
    )
    assert not window.open_given_file(other)
    assert len(asked) == 1 and window.controller.session is None


def shows_the_mover(game: Any) -> Callable[[Any, Any], frozenset[int]]:
    """A ``Game.shows_privately`` where every card played shows its mover a card (a look)."""
    return lambda state, action: (
        frozenset({game.current_player(state)}) if isinstance(action, Play) else frozenset()
    )


def test_a_move_that_shows_its_mover_a_card_is_looked_at_before_the_handoff(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A turn that ends on a look: the mover sees the table first, then passes the screen."""
    board = start(window)
    game = window.games["fake"]
    monkeypatch.setattr(game, "shows_privately", shows_the_mover(game))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann takes the screen
    card = window.controller.session.state.hands[0][0]
    board.action_chosen.emit(Play(card=card))
    assert window.table.currentWidget() is window.board_page
    assert window.reveal_pause.isVisible() and "Bob" in window.reveal_pause.button.text()
    view, viewer, legal = board.shown[-1]
    assert viewer == 0 and legal is None and not board.interactive  # Ann looks, cannot act
    assert set(view.hands[1]) <= {-1}  # and sees nothing of Bob's
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    assert window.table.currentWidget() is window.handoff and "Bob" in window.handoff.title.text()
    assert not window.reveal_pause.isVisible()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert board.shown[-1][1] == 1 and not window.reveal_pause.isVisible()
    # Bob's own move, which shows him nothing here, goes straight to the hand-off
    monkeypatch.setattr(game, "shows_privately", lambda state, action: frozenset())
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[1][0]))
    assert window.table.currentWidget() is window.handoff and "Ann" in window.handoff.title.text()


def test_a_card_another_move_brought_is_looked_at_by_its_receiver_first(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A pass brought Ann her last card, laid at once as her victory card, and the screen
    went on to the next player: Ann never saw it (play test). She takes the screen first,
    looks, and passes it on."""
    seats = (Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy"))
    board = start(window, seats=seats)
    game = window.games["fake"]
    shown_to_ann = lambda state, action: (  # noqa: E731
        frozenset({0}) if game.current_player(state) == 1 else frozenset()
    )
    monkeypatch.setattr(game, "shows_privately", shown_to_ann)
    session = window.controller.session
    for seat in (0, 1):
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        board.action_chosen.emit(Play(card=session.state.hands[seat][0]))
    # Bob's move showed Ann a card: the screen goes to her before Cy
    assert window.table.currentWidget() is window.handoff and "Ann" in window.handoff.title.text()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    _view, viewer, legal = board.shown[-1]
    assert viewer == 0 and legal is None and not board.interactive
    assert window.reveal_pause.isVisible() and "Cy" in window.reveal_pause.button.text()
    assert "last card" in window.reveal_pause.message.text()
    # its passer knows it too: "only you see it" made it read as a secret (play test)
    assert "the player who passed it know it" in window.reveal_pause.message.text()
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    assert window.table.currentWidget() is window.handoff and "Cy" in window.handoff.title.text()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert board.shown[-1][1] == 2 and board.shown[-1][2] is not None  # Cy plays


def test_a_card_the_movers_own_step_brought_another_is_looked_at_before_the_mover_goes_on(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Cleo's pass brought Ben his last card, and the turn went on to Cleo herself: no hand-off
    was needed, so Ben never looked and first saw his victory card at the end's reveal (play
    test). The screen goes to him first, then back to the mover."""
    board = start(window)
    game = window.games["fake"]
    shown_to_bob = lambda state, action: (  # noqa: E731
        frozenset({1}) if isinstance(action, Draw) else frozenset()
    )
    monkeypatch.setattr(game, "shows_privately", shown_to_bob)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann takes the screen
    assert Draw() in window.controller.choices_for_viewer()
    board.action_chosen.emit(Draw())
    assert window.controller.current_player() == 0  # Ann moves on
    assert window.table.currentWidget() is window.handoff and "Bob" in window.handoff.title.text()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it, looks
    _view, viewer, legal = board.shown[-1]
    assert viewer == 1 and legal is None and not board.interactive
    assert window.reveal_pause.isVisible() and "Ann" in window.reveal_pause.button.text()
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    assert window.table.currentWidget() is window.handoff and "Ann" in window.handoff.title.text()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert board.shown[-1][1] == 0 and board.shown[-1][2] is not None  # Ann plays on
    assert not window.reveal_pause.isVisible()


def test_a_card_shown_to_a_person_before_a_computers_move_is_looked_at_first(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The same with a computer to move next: it waits while the screen goes to the one shown
    the card (it played on, and the look was lost)."""
    seats = (Seat(name="Ann"), Seat(name="Bob"), Seat(name="Bot", kind="easy"))
    board = start(window, seats=seats)
    game = window.games["fake"]
    session = window.controller.session
    monkeypatch.setattr(
        game,
        "shows_privately",
        lambda state, action: frozenset({0}) if game.current_player(state) == 1 else frozenset(),
    )
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob
    board.action_chosen.emit(Play(card=session.state.hands[1][0]))  # shows Ann a card
    assert window.table.currentWidget() is window.handoff and "Ann" in window.handoff.title.text()
    qtbot.wait(300)
    assert session.cursor == 2 and window.controller.current_player() == 2  # Bot waits
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert board.shown[-1][1] == 0 and window.reveal_pause.isVisible()
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.cursor == 3, timeout=10_000)  # then Bot plays


def test_a_look_before_an_ai_seat_holds_the_computers_until_it_is_done(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The computer after a look waits for it: it played first, took the card looked at into
    its hand, and the look's bar then named a card no longer where it said (play test)."""
    seats = (Seat(name="Ann"), Seat(name="Bot", kind="easy"), Seat(name="Cy"))
    board = start(window, seats=seats)
    game = window.games["fake"]
    monkeypatch.setattr(game, "shows_privately", shows_the_mover(game))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    session = window.controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    assert window.table.currentWidget() is window.board_page
    assert window.reveal_pause.isVisible()
    assert window.reveal_pause.button.text() == "Done looking"
    assert board.shown[-1][1] == 0  # Ann sees her table
    qtbot.wait(300)
    assert window.controller.current_player() == 1 and not window.controller.ai.busy
    assert session.cursor == 1  # Bot waits for Ann
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.current_player() == 2, timeout=10_000)
    assert not window.reveal_pause.isVisible()  # looked at once, not asked again
    assert window.table.currentWidget() is window.handoff and "Cy" in window.handoff.title.text()


def test_a_look_passed_on_before_a_save_is_not_asked_for_again_after_an_undo(
    window: MainWindow, qtbot, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Ann looked and passed the screen, Bob played; saved and reopened, an Undo of Bob's move
    asked Ann for the screen to look again, where the question had said it went to Bob (play
    test): a look someone else played after was passed on."""
    take_back_answer(monkeypatch, "Yes")
    board = start(window)
    game = window.games["fake"]
    first = lambda state, action: (  # noqa: E731
        frozenset({0}) if isinstance(action, Play) and state.turn == 0 else frozenset()
    )
    monkeypatch.setattr(game, "shows_privately", first)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Ann takes the screen
    session = window.controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    assert window.reveal_pause.isVisible()
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)  # Ann has looked
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes it
    window.board.action_chosen.emit(Play(card=session.state.hands[1][0]))
    target = tmp_path / "looked.bouquet"
    assert window.save_to(target)
    assert window.open_file(target)
    assert window.table.currentWidget() is window.handoff
    window.actions_by_name["undo"].trigger()
    assert window.controller.session.cursor == 1
    assert window.table.currentWidget() is window.handoff and "Bob" in window.handoff.title.text()
    assert not window.reveal_pause.isVisible()


def test_no_handoff_without_private_information(window: MainWindow) -> None:
    game = window.games["fake"]
    game.info = replace(game.info, private_information=False)
    board = start(window, open_hands=True)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    assert window.table.currentWidget() is window.board_page
    assert board.shown[-1][1] == 1


def test_undo_redo_shortcuts_and_the_reveal_barrier(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat(name="Ann", kind="human"),)
    board = start(window, seats=seats)
    undo = window.actions_by_name["undo"]
    assert not undo.isEnabled()
    assert "Nothing to undo" in undo.toolTip()  # not "that move showed a hidden card"
    session = window.controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    assert undo.isEnabled()
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Undo))
    assert session.cursor == 0
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Redo))
    assert session.cursor == 1
    board.action_chosen.emit(Draw())
    assert session.cursor == 2
    assert not undo.isEnabled()
    # the menu entry says whose move it was: Ann, alone at the screen, reads of her own; a
    # game played alone points to the setting that asks before each move
    reason = (
        "Undo is not possible: your move showed you a hidden card."
        " Settings › Confirm moves asks before each move."
    )
    assert undo.toolTip() == reason and undo.statusTip() == reason
    # and the status bar stays free for the game's own messages until the keys ask
    assert window.statusBar().currentMessage() != reason
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Undo))
    assert session.cursor == 2
    assert window.statusBar().currentMessage() == reason  # the keys say why
    # about the table as it was: the next move takes it back, though Undo is still barred
    # (it stayed into the next person's turn, play tester 200)
    board.action_chosen.emit(Draw())
    assert session.cursor == 3 and not undo.isEnabled()
    assert window.statusBar().currentMessage() == ""


def test_undo_stopped_by_a_computers_move_points_to_confirm_moves(
    window: MainWindow, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A misplaced card stood as soon as the computer had answered with a move that showed a
    card, and nothing said that Settings could ask before each move (play test)."""
    game = window.games["fake"]
    monkeypatch.setattr(
        game, "ai_actions", lambda state: [a for a in game.legal_actions(state) if a == Draw()]
    )
    board = start(window, seats=(Seat(name="Ann"), Seat(name="Bot", kind="easy")))
    session = window.controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: session.cursor == 2, timeout=10_000)  # Bot draws
    undo = window.actions_by_name["undo"]
    pointer = " Settings › Confirm moves asks before each move."
    assert not undo.isEnabled() and undo.toolTip().endswith(pointer)
    window.apply_settings(window.settings.model_copy(update={"confirm_moves": True}))
    assert not undo.toolTip().endswith(pointer)


def test_an_opened_save_can_undo_its_moves_up_to_the_last_reveal(
    window: MainWindow, tmp_path: Path
) -> None:
    """Undo after opening a save reaches as far back as before saving: the moves since the
    last reveal, never past it."""
    board = start(window, seats=(Seat(name="Ann", kind="human"),))
    session = window.controller.session
    board.action_chosen.emit(Draw())  # shows a card: nothing before it can be undone
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    target = tmp_path / "game.bouquet"
    assert window.save_to(target)
    window.close_game()
    assert window.open_file(target)
    session = window.controller.session
    undo = window.actions_by_name["undo"]
    assert session.cursor == 3 and undo.isEnabled()
    assert not window.isWindowModified()  # opening is not a change
    undo.trigger()
    undo.trigger()
    assert session.cursor == 1
    assert not undo.isEnabled() and "hidden card" in undo.toolTip()
    window.actions_by_name["redo"].trigger()
    assert session.cursor == 2


def test_the_resume_line_shows_a_name_as_typed(window: MainWindow) -> None:
    """A name that looks like markup is a name: the start screen never renders it."""
    name = "<i>Ada</i> & <u>Co</u>"
    board = start(window, seats=(Seat(name=name, kind="human"), Seat(name="Bo", kind="human")))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    window.close_game()
    info = window.start_screen.resume_info
    assert name in info.text() and info.textFormat() == Qt.TextFormat.PlainText


def test_the_start_screen_gives_the_keys_to_resume_with_its_frame_drawn(
    window: MainWindow,
) -> None:
    """Enter pressed the first game's Play, its focus not drawn, and a keyboard player who
    meant to resume was asked to save that game first (play test)."""
    screen = window.start_screen
    assert not screen.resume.isEnabled()
    play = next(card.play for card in screen.cards.values() if card.play.isEnabled())
    assert window.focusWidget() is play  # nothing to resume: the first game's Play
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    window.close_game()
    assert screen.resume.isEnabled() and window.focusWidget() is screen.resume
    assert window.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)  # frame drawn
    # Tab goes as the page reads, through no unseen stop (play tester 178): at 760 px the side
    # column is a band above the cards, and Tab goes from the game to resume along it, then
    # from its end down to the first game's Play
    assert not screen.side_beside
    QTest.keyClick(screen.resume, Qt.Key.Key_Tab)
    assert window.focusWidget() is screen.open
    screen.settings.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(screen.settings, Qt.Key.Key_Tab)
    assert window.focusWidget() is play
    screen.resume.setFocus(Qt.FocusReason.BacktabFocusReason)
    QTest.keyClick(screen.resume, Qt.Key.Key_Return)
    assert window.controller.session is not None and window.controller.session.cursor == 1
    # opened by a key, the table starts with its keyboard frame (it waited for a first key):
    # the table of the person who takes the screen first, not the table behind the hand-off
    # (the first seat's person got the frame, not the person to move)
    assert window.table.currentWidget() is window.handoff and not window.board.led_by_keys
    QTest.keyClick(window.handoff.button, Qt.Key.Key_Return)
    assert window.table.currentWidget() is not window.handoff and window.board.led_by_keys


def test_a_game_opened_by_a_click_starts_without_the_keyboard_frame(window: MainWindow) -> None:
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    window.close_game()
    QTest.keyClick(window.start_screen, Qt.Key.Key_Tab)  # a key first: the click still wins
    QTest.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    assert window.controller.session is not None and window.controller.session.cursor == 1
    assert not window.board.led_by_keys


def test_autosave_after_every_move_and_resume(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    saved = read_save(paths.autosave_path())
    assert len(saved.session.actions) == 1
    window.close_game()
    assert window.pages.currentWidget() is window.start_screen
    assert window.start_screen.resume.isEnabled()
    assert window.start_screen.resume_info.text().endswith("\n1\u00a0turn")  # not "1 turns"
    window.start_screen.resume.click()
    assert window.controller.session is not None
    assert window.controller.session.cursor == 1
    # a loaded hot-seat game starts behind the hand-off screen
    assert window.table.currentWidget() is window.handoff


def test_a_resumed_game_is_still_tied_to_its_file(window: MainWindow, tmp_path: Path) -> None:
    """Saved, played on, closed and resumed: the title names the file and Save writes there."""
    board = start(window)
    hand = window.controller.session.state.hands[0]
    board.action_chosen.emit(Play(card=hand[0]))
    target = tmp_path / "mygame.bouquet"
    assert window.save_to(target)
    board = window.board
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[1][0]))
    window.flush_autosave()
    window.close_game()
    assert window.resume_autosave()
    assert window.save_path == target and window.dirty
    assert "mygame.bouquet" in window.windowTitle() and window.isWindowModified()
    assert window.save()
    assert len(read_save(target).session.actions) == 2 and not window.dirty


def test_a_damaged_autosave_is_kept_and_explained(window: MainWindow) -> None:
    """An autosave that cannot be read is set aside, never overwritten by the next game's, and
    the start screen says why there is nothing to resume."""
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    window.close_game()
    autosave = paths.autosave_path()
    damaged = autosave.read_bytes()[:40]
    autosave.write_bytes(damaged)
    window.show_start_screen()
    kept = autosave.with_name("autosave-damaged.bouquet")
    assert kept.read_bytes() == damaged and not autosave.exists()
    screen = window.start_screen
    assert not screen.resume.isEnabled()
    assert screen.resume_info.text().replace("\u200b", "") == (
        "The last game could not be read, so it cannot be resumed. Its file is kept as"
        f" {kept}, to send with a bug report."
    )
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    assert read_save(autosave) and kept.read_bytes() == damaged
    # a second damaged autosave is kept beside the first
    window.close_game()
    autosave.write_bytes(b"garbage")
    window.show_start_screen()
    second = autosave.with_name("autosave-damaged-2.bouquet")
    assert kept.read_bytes() == damaged and second.read_bytes() == b"garbage"
    assert (
        screen.resume_info.text()
        .replace("\u200b", "")
        .endswith(f" Its file is kept as {second}, to send with a bug report.")
    )
    # a game a newer Bouquet saved is whole: kept as "newer", not as damaged (a player might
    # delete a file named so, play test)
    window.close_game()
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    window.close_game()
    data = json.loads(autosave.read_text())
    data["version"] = 99
    autosave.write_text(json.dumps(data))
    window.show_start_screen()
    newer = autosave.with_name("autosave-newer.bouquet")
    assert json.loads(newer.read_text())["version"] == 99 and not autosave.exists()
    assert "newer version of Bouquet" in screen.resume_info.text()


def test_save_then_open_continues_the_game(window: MainWindow, tmp_path: Path) -> None:
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    target = tmp_path / "game.bouquet"
    assert window.isWindowModified()
    assert window.save_to(target)
    assert window.save_path == target
    assert not window.isWindowModified() and "game.bouquet" in window.windowTitle()
    assert target in paths.recent_files()
    window.close_game()
    assert window.open_file(target)
    assert window.controller.session.cursor == 1
    assert window.save_path == target


def test_the_autosave_opened_as_a_file_is_resumed_not_taken_for_a_save(
    window: MainWindow,
) -> None:
    """Named on the command line, the autosave became the game's file: the next game wrote
    over it unasked, and Open Recent listed it (play test)."""
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    window.close_game()
    autosave = paths.autosave_path()
    assert window.open_given_file(autosave)
    assert window.controller.session.cursor == 1
    assert window.save_path is None and autosave not in paths.recent_files()
    assert "autosave" not in window.windowTitle()


def test_save_as_never_takes_the_autosave_for_the_games_file(
    window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Saved as the autosave, the game became the player's file, and the next new game wrote
    over it unasked (play test): Save As says why not, and asks again."""
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    asked: list[str] = []
    names = [str(paths.autosave_path()), ""]  # the autosave, then Cancel

    def choose_file(_parent: object, _title: str, where: str, *_rest: object, saving: bool) -> str:
        asked.append(where)
        return names.pop(0)

    monkeypatch.setattr(file_dialog, "choose_file", choose_file)
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    assert not window.save_as()
    assert window.save_path is None and paths.autosave_path() not in paths.recent_files()
    assert window.last_error is not None and "rewrites it after every move" in window.last_error
    assert window.message_box is not None
    window.message_box.done(0)  # the reason read: the file dialog again
    assert len(asked) == 2 and window.save_path is None


def test_what_was_said_of_the_last_game_goes_with_it(window: MainWindow) -> None:
    """That the file opened was saved by a newer Bouquet stayed in the status bar over the next
    new game (play test)."""
    start(window)
    window.statusBar().showMessage("“old.bouquet” was saved by Bouquet 9.0.0, newer than this one")
    start(window, seed=8)
    assert window.statusBar().currentMessage() == ""


def test_a_right_to_left_name_does_not_turn_the_sentence_round_it(window: MainWindow) -> None:
    """An Arabic name at the head of a sentence turned it round: ".s garden is now the large
    one…'ياسمين" (play test). A name in a right-to-left script is set apart by Unicode
    isolates wherever the window puts it in words; other names are left as typed."""
    arabic = "ياسمين الوردة"
    assert i18n.name_text("Ann") == "Ann" and i18n.name_text("Zoë") == "Zoë"
    assert i18n.name_text(arabic) == f"\u2068{arabic}\u2069"
    board = start(window, seats=(Seat(name=arabic), Seat(name="Ann")))
    assert window.controller.seat_names() == [f"\u2068{arabic}\u2069", "Ann"]
    assert window.turn_label.text() == f"\u2068{arabic}\u2069 to play"
    assert board.seat_names == window.controller.seat_names()
    assert [seat.name for seat in window.controller.seats] == [arabic, "Ann"]  # saved as typed


def test_a_save_the_player_chose_not_to_open_is_named_with_the_others(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Two saves handed over a game with moves unsaved; Cancel on replacing it: the note named
    only the second as not opened, though the first was not opened either (play test)."""
    first, second = tmp_path / "first.bouquet", tmp_path / "second.bouquet"
    for path in (first, second):
        write_save(path, Session(FakeGame(), FakeOptions(players=1), 9), (Seat(name="Ann"),))
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    session = window.controller.session
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Cancel)
    window.open_given_files([first, second])
    assert window.controller.session is session
    note = window.note_box
    assert note is not None and note.informativeText() == (
        "Bouquet opens one saved game at a time: “first.bouquet”, “second.bouquet” were not opened."
    )
    # one save alone, declined: nothing more is said (the note read as a limit, play test)
    note.close()
    window.note_box = None
    window.open_given_files([first])
    assert window.controller.session is session and window.note_box is None


def test_a_files_name_is_never_read_as_markup(window: MainWindow, tmp_path: Path) -> None:
    """A file named "my game <b>x & y.bouquet" was named in bold without its "<b>", one
    named "<font size=7>…" in huge red letters (play test)."""
    target = tmp_path / "<font size=7>big & <b>bold.bouquet"
    target.write_bytes(b"not a save")
    assert not window.open_file(target)
    box = window.message_box
    assert box is not None
    labels = [label for label in box.findChildren(QLabel) if label.text()]
    assert len(labels) >= 2
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    # Qt's own questions name it so that Qt cannot take the sentence for markup
    named = i18n.file_name_text(target)
    assert named.replace("\u2060", "") == f"“{target.name}”"
    question = window.tr("Open {name} in place of the game on the table?").format(name=named)
    assert not QtGui.Qt.mightBeRichText(question)


def test_a_file_whose_redo_list_is_damaged_opens_and_says_so(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The moves played open; the damaged moves taken back are left out, and the player is
    told, the finding kept behind the details."""
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    target = tmp_path / "game.bouquet"
    assert window.save_to(target)
    data = json.loads(target.read_text())
    data["redo"] = [{"type": "Explode"}]
    target.write_text(json.dumps(data))
    window.close_game()
    assert window.open_file(target)
    assert window.controller.session.cursor == 1 and not window.controller.session.redo_actions
    box = window.message_box
    assert box is not None and box.text() == "“game.bouquet” opened without part of it"
    assert "Redo has nothing to replay" in box.informativeText()
    assert "move 2" in box.detailedText()
    # the file read in part is no longer the game's: Save asks where, never over it unasked
    assert window.save_path is None and window.isWindowModified()
    asked: list[Path | None] = []
    monkeypatch.setattr(window, "_ask_save_path", lambda _game, current=None: asked.append(current))
    window.save()
    assert asked == [None] and json.loads(target.read_text())["redo"] == [{"type": "Explode"}]


def test_a_bad_first_move_opens_the_deal_at_its_start_as_a_bad_later_move_opens_before_it(
    window: MainWindow, tmp_path: Path
) -> None:
    """A file whose move 1 the rules refuse was refused whole, while a bad later move opened
    the game just before it (play tester 154): one rule for both, said in the same words."""
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    good = tmp_path / "good.bouquet"
    assert window.save_to(good)
    data = json.loads(good.read_text())
    data["actions"] = [{"type": "Play", "card": 999}]
    bad = tmp_path / "bad.bouquet"
    bad.write_text(json.dumps(data))
    assert window.open_file(bad)
    session = window.controller.session
    assert session is not None and session.cursor == 0 and session.seed == 7
    box = window.message_box
    assert box is not None and box.text() == "“bad.bouquet” opened without part of it"
    assert box.informativeText().startswith(
        "Move 1 in the file is not allowed by the rules: the game opens just before it"
    )
    assert "move 1: " in box.detailedText()
    assert window.save_path is None  # the file read in part is no longer the game's


@pytest.mark.parametrize(
    ("content", "expected", "details"),
    [
        (b'{"format": "bouquet-save", "vers', "not a Bouquet save", "not JSON"),
        (b"\x00\xff garbage", "not a Bouquet save", "not JSON"),
        (None, "newer version of Bouquet", "version 99"),
    ],
    ids=["truncated", "garbage", "wrong-version"],
)
def test_a_bad_file_is_named_and_nothing_changes(
    window: MainWindow, tmp_path: Path, content: bytes | None, expected: str, details: str
) -> None:
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    good = tmp_path / "good.bouquet"
    assert window.save_to(good)
    data = json.loads(good.read_text())
    if content is None and details == "version 99":
        data["version"] = 99
        content = json.dumps(data).encode()
    bad = tmp_path / "bad.bouquet"
    bad.write_bytes(content)
    window.flush_autosave()
    autosave_before = paths.autosave_path().read_bytes()
    session_before = window.controller.session
    assert not window.open_file(bad)
    assert expected in (window.last_error or "")
    assert window.message_box is not None and window.message_box.isVisible()
    # the technical finding is behind "Show Details…", not in the message
    assert details in window.message_box.detailedText()
    assert details not in window.message_box.informativeText()
    assert "bad.bouquet" in window.message_box.text()
    assert bad.read_bytes() == content
    assert paths.autosave_path().read_bytes() == autosave_before
    assert window.controller.session is session_before


def test_a_game_saved_by_a_newer_bouquet_says_so(window: MainWindow, tmp_path: Path) -> None:
    """A save from Bouquet 99.0, in a format this one reads, opened without a word (play
    test): the status bar names the version, and that every move was allowed here."""
    board = start(window)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    path = tmp_path / "newer.bouquet"
    assert window.save_to(path)
    data = json.loads(path.read_text())
    data["app_version"] = "99.0"
    path.write_text(json.dumps(data))
    assert window.open_file(path)
    assert window.statusBar().currentMessage() == (
        f"“newer.bouquet” was saved by Bouquet 99.0, newer than this one ({APP_VERSION}): every"
        " move in it is allowed here, and it opened as it was saved."
    )


class MarkingTranslator(QTranslator):
    """Stands for a real catalogue: writes every engine text as "[fr] ..." so a test sees
    that a text went through the translation."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"[fr] {source}" if context == "engine" else ""


def test_a_bad_file_is_explained_in_the_players_language(
    window: MainWindow, tmp_path: Path, qapp: QApplication
) -> None:
    """The main message is the engine's plain sentence, translated; the pydantic finding
    (field path, English validator text) only behind "Show Details…"."""
    start(window)
    good = tmp_path / "good.bouquet"
    assert window.save_to(good)
    data = json.loads(good.read_text())
    data["seats"][0]["kind"] = "robot"
    bad = tmp_path / "badseat.bouquet"
    bad.write_text(json.dumps(data))
    translator = MarkingTranslator()
    qapp.installTranslator(translator)
    try:
        assert not window.open_file(bad)
    finally:
        qapp.removeTranslator(translator)
    box = window.message_box
    assert box is not None
    assert box.informativeText() == "[fr] The list of players in the file is damaged."
    assert "seats.0.kind" in box.detailedText()


def test_the_history_leaves_with_the_game_and_comes_back_with_the_next(
    window: MainWindow,
) -> None:
    start(window)
    toggle = window.actions_by_name["history"]
    toggle.trigger()
    assert window.history_dock.isVisible()
    window.close_game()
    # the start screen has no moves: no "<start of the game>" left beside it, no way to open it
    assert not window.history_dock.isVisible() and not toggle.isEnabled()
    start(window)
    assert window.history_dock.isVisible() and toggle.isEnabled()
    toggle.trigger()
    window.close_game()
    start(window)
    assert not window.history_dock.isVisible()  # closed by the player, it stays closed


def history_rows(window: MainWindow) -> list[tuple[str, bool]]:
    """The History panel's rows: text, and whether a click can go back (or on) to it."""
    view = window.history_view
    return [
        (view.item(row).text(), bool(view.item(row).flags() & Qt.ItemFlag.ItemIsSelectable))
        for row in range(view.count())
    ]


def test_history_lists_every_move_and_goes_back_only_as_far_as_undo(
    window: MainWindow, qtbot
) -> None:  # type: ignore[no-untyped-def]
    """Every move since the start is listed; a move that showed a hidden card is as far back
    as a click (like undo) can go."""
    start(window, (Seat(name="Ann"),))
    controller = window.controller
    session = controller.session
    assert history_rows(window) == [("Start of the game", True)]
    first = session.state.hands[0][0]
    assert controller.play(Play(card=first)) is None
    assert controller.play(Draw()) is None  # shows the drawn card: undo stops after it
    second = session.state.hands[0][0]
    assert controller.play(Play(card=second)) is None
    rows = history_rows(window)
    assert [text for text, _ in rows] == [
        "Start of the game",
        f"Ann: {Play(card=first)}",
        f"Ann: {Draw()}",
        f"Ann: {Play(card=second)}",
    ]
    assert [can for _, can in rows] == [True] * 4  # the first two to look at only
    assert window.history_view.currentRow() == 3
    # a click on the point after the draw takes the last move back; Redo is then greyed
    view = window.history_view
    rect = view.visualItemRect(view.item(2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert session.cursor == 2 and view.currentRow() == 2
    assert view.item(3).font().italic()
    # a click before the draw undoes nothing: that table is shown, to look at
    rect = view.visualItemRect(view.item(0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert session.cursor == 2 and view.currentRow() == 0
    assert not window.board.interactive
    assert window.board.shown[-1][0] == session.game.view(session.state_at(0), 0)
    assert "looking back" in controller._paused  # a computer seat would wait meanwhile
    # the row Redo reaches, clicked from an earlier table, redoes at once (it took two clicks)
    rect = view.visualItemRect(view.item(3))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert session.cursor == 3 and view.currentRow() == 3 and window.board.interactive
    # Undo waits while a table is looked back at (it took back the game's last move unseen,
    # play tester of session 53); back in the game, it takes it back
    rect = view.visualItemRect(view.item(0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert session.cursor == 3 and not window.board.interactive
    window.actions_by_name["undo"].trigger()
    assert session.cursor == 3 and not window.board.interactive
    window.back_to_game.activated.emit()  # Esc
    window.actions_by_name["undo"].trigger()
    assert session.cursor == 2 and view.currentRow() == 2
    assert window.board.interactive and "looking back" not in controller._paused


def test_a_row_where_the_ai_is_to_move_keeps_the_keys_in_history(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter on a row where a computer seat is to move: the keys went to the table, where no
    key did anything and no frame showed (play test). They stay in History, to step on. The
    row is shown to look at, nothing taken back: gone back to, the game waited there with
    nobody to move, and Esc kept it so (play tester 133). Esc comes back to the game and
    gives the keys to the table."""
    board = start(window, (Seat(name="Ann", kind="human"), Seat(name="Robo", kind="normal")))
    session = window.controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None)  # Robo moved
    window.history_dock.show()
    view = window.history_view
    view.setFocus()
    view.setCurrentRow(2)  # after Robo's draw: Robo to play
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert session.cursor == 3 and view.hasFocus()
    assert window._earlier_point() == 2 and not board.interactive
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert session.cursor == 3 and window._earlier_point() is None and not view.hasFocus()
    assert board.widget().isAncestorOf(QApplication.focusWidget())


def test_history_is_hidden_while_the_screen_is_passed_on(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    start(window)  # two people at one screen
    assert window.table.currentWidget() is window.handoff
    assert history_rows(window) == [("Hidden while the screen is passed on.", False)]
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert history_rows(window)[0] == ("Start of the game", True)


def test_tab_on_the_hand_off_screen_stays_off_the_hidden_history(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play test: Tab on the hand-off screen took the keys to History, whose one line is
    greyed, and the status bar said that the arrows browse History. History takes no keys
    while it hides the moves; once the screen is taken it does again."""
    start(window)  # two people at one screen
    window.actions_by_name["history"].trigger()
    button = window.handoff.button
    window.activateWindow()
    qtbot.waitUntil(button.hasFocus)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert not window.history_view.hasFocus() and not window.statusBar().currentMessage()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.history_view.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_zoom_actions_forward_to_the_board(window: MainWindow) -> None:
    board = start(window)
    for name in ("zoom_in", "zoom_out", "fit"):
        assert window.actions_by_name[name].isEnabled()
        window.actions_by_name[name].trigger()
    assert board.zoomed == ["in", "out", "fit"]


def test_game_over_shows_the_breakdown_and_play_again(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat(name="Ann", kind="human"),)
    start(window, seats=seats, mode="quick", seed=11)
    session = window.controller.session
    while not session.is_over():
        window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    texts = window.end_dialog.cell_texts()
    total = session.result().players[0].score
    assert any("Cards played" in row[0] for row in texts)
    assert any(row[0].endswith("Total</b>") and str(total) in row[1] for row in texts)
    assert any("Gardener" in cell for row in texts for cell in row)
    seed = session.seed
    window.end_dialog.same_button.click()
    assert window.controller.session is not session
    assert window.controller.session.seed == seed
    assert window.controller.session.cursor == 0


def test_the_results_come_back_from_the_view_menu(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Closed, the end's dialog was gone for good (only Undo then Redo brought it back):
    View › Game Results opens it again, with its "Play again"; it is greyed during a game."""
    results = window.actions_by_name["results"]
    assert results in window.view_menu.actions()
    start(window, seats=(Seat(name="Ann", kind="human"),), mode="quick", seed=11)
    session = window.controller.session
    assert not results.isEnabled()
    while not session.is_over():
        window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.close()
    assert window.end_dialog is None and results.isEnabled()
    # closed by a key meant for the table, they were gone with no word of how to see them again
    assert window.statusBar().currentMessage() == (
        "The results are closed: Ctrl+R (View › Game Results…) opens them again."
    )
    results.trigger()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    shown = window.end_dialog
    results.trigger()  # once only: the open one comes to the front
    assert window.end_dialog is shown and shown.isVisible()
    seed = session.seed
    window.end_dialog.same_button.click()
    assert window.controller.session is not session and window.controller.session.seed == seed
    assert not results.isEnabled()
    # nor is it said over the start screen once the game is left (play test)
    window.statusBar().showMessage(
        "The results are closed: Ctrl+R (View › Game Results…) opens them again."
    )
    window.close_game()
    assert window.statusBar().currentMessage() == ""


def test_the_results_leave_the_window_its_keys(window: MainWindow, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """While the results were open, Save, Quit and the window's close did nothing until they
    were closed (play test): they stand beside the window, which still takes its keys (no
    move can follow: the end is never undone)."""
    start(window, seats=(Seat(name="Ann", kind="human"),), mode="quick", seed=11)
    target = tmp_path / "quick.bouquet"
    assert window.save_to(target)
    session = window.controller.session
    while not session.is_over():
        window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not window.end_dialog.isModal() and QApplication.activeModalWidget() is None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Save))
    assert read_save(target).session.cursor == session.cursor  # the end is in the file


def test_confirm_moves_asks_first(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    board = start(window, seats=(Seat(name="Ann"),))
    window.apply_settings(Settings(confirm_moves=True, ai_move_delay_ms=0))
    answers = [False, True]
    asked: list[str] = []

    def question(parent: object, title: str, text: str) -> bool:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(main_window, "confirm_move", question)
    card = window.controller.session.state.hands[0][0]
    board.action_chosen.emit(Play(card=card))
    assert window.controller.session.cursor == 0
    board.action_chosen.emit(Play(card=card))
    assert window.controller.session.cursor == 1
    assert len(asked) == 2 and f"Play(card={card})" in asked[0]


def test_leaving_an_unsaved_game_offers_to_save(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    assert window.dirty
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: 1)  # a new game chosen
    session = window.controller.session
    window.new_game_dialog("fake")  # then cancelled when asked about this one
    assert window.controller.session is session
    other = tmp_path / "other.bouquet"
    write_save(other, session, window.controller.seats)
    monkeypatch.setattr(file_dialog, "choose_file", lambda *args, saving: str(other))
    saved: list[bool] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Save)
    monkeypatch.setattr(window, "save_as", lambda then: saved.append(True) or False)
    window.open_dialog()  # Save was chosen but the file dialog was cancelled: stay
    assert saved == [True] and window.controller.session is session


def test_a_damaged_file_is_refused_before_any_question_about_the_game_in_progress(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Asked first, a player saved or dropped their game for a file that then could not be
    opened."""
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    assert window.dirty
    damaged = tmp_path / "damaged.bouquet"
    damaged.write_text("{")
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args))
    monkeypatch.setattr(file_dialog, "choose_file", lambda *args, saving: str(damaged))
    session = window.controller.session
    window.open_dialog()
    assert window.message_box is not None and "damaged.bouquet" in window.message_box.text()
    window.message_box.close()
    assert not window.open_given_file(damaged)  # named on the command line: the same
    assert asked == [] and window.controller.session is session


def test_closing_asks_first_when_the_autosave_cannot_keep_the_game(
    window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Close Game and quitting leave the game to the autosave; when it cannot be written
    (a read-only disk), they offer to save it instead of losing it."""
    from PySide6.QtWidgets import QMessageBox

    import desktop.main_window as main_window_module

    def refuse(*args: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(main_window_module, "write_text_atomically", refuse)
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    asked: list[str] = []

    def answer(choice: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        return lambda parent, title, *rest: asked.append(title) or choice

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    session = window.controller.session
    window.actions_by_name["close_game"].trigger()
    assert asked == ["Unsaved game"] and window.controller.session is session
    window.show()
    window.close()  # quitting: the same question, and Cancel stays
    assert asked == ["Unsaved game"] * 2 and window.isVisible()
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Discard))
    window.actions_by_name["close_game"].trigger()
    assert window.controller.session is None
    # the next game is told again that its autosave fails, in a box (a line in the status
    # bar went unseen), once
    if window.message_box is not None:
        window.message_box.close()
    window.message_box = None
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    box = window.message_box
    assert box is not None and box.text() == "Autosave failed"
    assert box.informativeText() == (
        "Bouquet may not write there. Until it works again, the moves are not kept by"
        " themselves: save the game (File > Save) to keep them. The autosave is kept in"
        f" {paths.autosave_path().parent}."
    )
    assert str(paths.autosave_path()) in box.detailedText()  # where "there" is
    window.message_box = None
    failed = window._autosave_future
    window.controller.undo()  # the next autosave fails too: nothing more is said
    window.flush_autosave()
    retried = window._autosave_future
    assert retried is not None and retried is not failed
    assert isinstance(retried.exception(), OSError)
    assert window.message_box is None


def test_a_failed_autosave_is_told_when_it_fails_not_a_move_later(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """Told at the next autosave, a failure came one to three moves late, and once the folder
    was mended it was told still (play test): it is told as the write ends, and a write that
    works again is not taken for a failure."""
    refuse_the_autosave(monkeypatch)
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    qtbot.waitUntil(lambda: window.message_box is not None)  # no other move made
    assert window.message_box.text() == "Autosave failed" and window._autosave_failed
    # Enter, which plays on the table, does not answer the box that opened on its own (it
    # closed it unread, play test); Esc does
    focused = window.message_box.focusWidget() or window.message_box
    qtbot.wait(press_guard.GUARD_MS + 50)
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert window.message_box.isVisible()
    QTest.keyClick(focused, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.message_box.isVisible())
    window.message_box = None
    # closed, the box leaves a line in the status bar for as long as the autosave fails
    label = window.autosave_label
    assert label.isVisibleTo(window) and label.text().startswith("⚠ Not autosaved")
    # the folder mended
    monkeypatch.setattr(main_window, "write_text_atomically", write_text_atomically)
    window.controller.undo()
    qtbot.waitUntil(lambda: not window._autosave_failed)
    assert window.message_box is None and not label.isVisibleTo(window)


def test_a_new_game_is_not_told_of_the_last_games_failed_autosave(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """The folder mended, a new game opened with "Autosave failed" for the last game's write
    (play test)."""
    refuse_the_autosave(monkeypatch)
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.flush_autosave()
    assert window.message_box is not None and window._autosave_failed
    window.message_box.close()
    window.message_box = None
    monkeypatch.setattr(main_window, "write_text_atomically", write_text_atomically)
    start(window, seats=(Seat(name="Bo"),))
    window.flush_autosave()
    assert window.message_box is None and not window._autosave_failed
    assert not window.autosave_label.isVisibleTo(window)


def refuse_the_autosave(monkeypatch: pytest.MonkeyPatch) -> None:
    """The autosave cannot be written (a read-only disk); other files still can."""

    def refuse(path: Path, text: str) -> None:
        if path == paths.autosave_path():
            raise OSError(errno.EROFS, "Read-only file system")
        write_text_atomically(path, text)

    monkeypatch.setattr(main_window, "write_text_atomically", refuse)


def test_a_game_saved_on_a_second_try_is_left_as_the_player_asked(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The autosave cannot be written, so Close Game offers to save; the first place fails.
    Once the reason is read the player picks another place, and the game, now saved, closes:
    before, it stayed on the table and Close Game had to be chosen again."""
    from PySide6.QtWidgets import QMessageBox

    refuse_the_autosave(monkeypatch)
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Save)
    folder = tmp_path / "taken.bouquet"
    folder.mkdir()
    answers = [folder, tmp_path / "free.bouquet"]
    monkeypatch.setattr(window, "_ask_save_path", lambda game_id, current=None: answers.pop(0))
    window.actions_by_name["close_game"].trigger()
    assert window.controller.session is not None  # the first place failed: still playing
    box = window.message_box
    assert box is not None and box.informativeText().startswith("A folder has that name.")
    box.accept()
    assert not answers and (tmp_path / "free.bouquet").is_file()
    assert window.controller.session is None and window.start_screen.isVisible()


def test_a_game_whose_file_fails_is_saved_elsewhere_on_the_way_out(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """A game with a file, and no autosave: Close Game offers to save, and the file's place
    fails (a folder took its name). The reason says to choose another place: the dialog
    comes back, and the game closes once saved there."""
    from PySide6.QtWidgets import QMessageBox

    refuse_the_autosave(monkeypatch)
    board = start(window, seats=(Seat(name="Ann"),))
    kept = tmp_path / "kept.bouquet"
    assert window.save_to(kept)
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    kept.unlink()
    kept.mkdir()  # the file's place is taken
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Save)
    monkeypatch.setattr(
        window, "_ask_save_path", lambda game_id, current=None: tmp_path / "elsewhere.bouquet"
    )
    window.actions_by_name["close_game"].trigger()
    assert window.controller.session is not None
    box = window.message_box
    assert box is not None and box.informativeText().startswith("A folder has that name.")
    box.accept()
    assert (tmp_path / "elsewhere.bouquet").is_file() and window.controller.session is None


def test_a_resumable_game_saved_on_a_second_try_lets_the_new_game_start(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The autosaved unfinished game is saved before a new game replaces it; the first place
    fails. Once the reason is read the player picks another, and the new game they chose
    begins (it was dropped)."""
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.close_game()
    opened: list[str] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append("new") or 1)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Save)
    folder = tmp_path / "taken.bouquet"
    folder.mkdir()
    answers = [folder, tmp_path / "free.bouquet"]
    monkeypatch.setattr(window, "_ask_save_path", lambda game_id, current=None: answers.pop(0))
    window.new_game_dialog("fake")
    assert opened == ["new"] and window.controller.session is None
    box = window.message_box
    assert box is not None and box.informativeText().startswith("A folder has that name.")
    box.accept()
    assert not answers and read_save(tmp_path / "free.bouquet").session.cursor == 1
    assert opened == ["new"]  # chosen once, begun once saved
    session = window.controller.session
    assert session is not None and session.cursor == 0


def test_a_closed_unfinished_game_is_not_replaced_without_asking(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Close Game keeps the game in the autosave only: the next game would overwrite it, so
    starting one asks first, and Save brings it back to be saved in a file."""
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    window.close_game()
    asked: list[str] = []

    def answer(button):  # type: ignore[no-untyped-def]
        def question(_parent, _title, text, *_rest):  # type: ignore[no-untyped-def]
            asked.append(text)
            return button

        return question

    opened: list[str] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append("new") or 1)
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    window.new_game_dialog("fake")  # asked once the new game is chosen
    assert len(asked) == 1 and "Ann" in asked[0] and "1\u00a0turn" in asked[0]
    assert opened == ["new"] and window.controller.session is None
    # Save: the game is saved in a file of the player's choice, the new one begins
    target = tmp_path / "kept.bouquet"
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Save))
    monkeypatch.setattr(window, "_ask_save_path", lambda game_id, current=None: target)
    window.new_game_dialog("fake")
    assert read_save(target).session.cursor == 1 and opened == ["new", "new"]
    session = window.controller.session
    assert session is not None and session.cursor == 0 and len(asked) == 2


def test_recent_menu_and_dropping_a_save_open_games(window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    first = tmp_path / "first.bouquet"
    assert window.save_to(first)
    window.close_game()
    window._fill_recent_menu()
    entries = [
        action for action in window.recent_menu.actions() if action.text() == f"&1 {first.name}"
    ]
    assert len(entries) == 1
    entries[0].trigger()
    assert window.save_path == first and window.controller.session.cursor == 1
    window.close_game()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(first))])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    assert drop.isAccepted()
    assert window.save_path == first and window.pages.currentWidget() is window.table
    # two dropped together: the first opens, the other is named (it went unmentioned)
    second = tmp_path / "second.bouquet"
    assert window.save_to(second)
    window.close_game()
    mime.setUrls([QUrl.fromLocalFile(str(first)), QUrl.fromLocalFile(str(second))])
    window.dropEvent(drop)
    assert window.save_path == first
    note = window.note_box
    assert note is not None and "“second.bouquet” was not opened" in note.informativeText()


def test_a_save_dropped_on_the_table_during_a_game_opens(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table swallowed a saved game dropped on it, with no word: only the strip above it
    opened the file (play test)."""
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    saved = tmp_path / "SAVED.BOUQUET"  # a name's case is how a system or a copy wrote it
    assert window.save_to(saved)
    window.close_game()
    board = start(window, seats=(Seat(name="Ann"),))
    assert window.controller.session.cursor == 0
    opened: list[Path] = []
    monkeypatch.setattr(window, "open_given_files", opened.extend)
    viewport = board.view.viewport()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(saved))])
    where = QPointF(viewport.rect().center())
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(where.toPoint(), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(where, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(viewport, drop)
    assert drop.isAccepted() and opened == [saved]
    other = QMimeData()
    other.setText("not a file")  # anything else is the table's, as before
    text_drop = QDropEvent(where, Qt.DropAction.CopyAction, other, buttons, keys)
    QApplication.sendEvent(viewport, text_drop)
    assert opened == [saved]


def test_jumping_back_to_an_ai_turn_keeps_the_redo_history(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat(name="Ann", kind="human"), Seat(name="Robo", kind="easy"))
    board = start(window, seats=seats, open_hands=True)
    controller = window.controller
    session = controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(
        lambda: controller.current_player() == 0 and not controller.ai.busy, timeout=10000
    )
    entries = controller.undo_stack.count()  # Ann's move and Robo's reply (no reveals)
    assert entries >= 2 and session.cursor == entries
    controller.go_to(1)  # what a click on Ann's entry in the History dock does
    assert controller.current_player() == 1 and controller.undo_stack.canRedo()
    qtbot.wait(300)
    assert not controller.ai.busy
    assert controller.undo_stack.count() == entries and session.cursor == 1
    # the table says why Robo does not move, not that it is playing
    keys = (
        window.actions_by_name["redo"].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    )
    assert keys  # named, where a keyboard player found it only in the Edit menu (play test)
    assert board.waiting_note == (
        f"Looking back: Redo ({keys}) plays on from here, and History's last row goes back to"
        " the latest move."
    )
    assert "Redo plays on" in window.turn_label.text()
    controller.redo()
    assert session.cursor == entries and controller.current_player() == 0


def test_the_window_comes_back_where_it_was_closed(qtbot, fake_registry) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(first)
    first.show()
    assert QTest.qWaitForWindowExposed(first)
    first.resize(720, 560)
    first.close()
    stored = settings_module.load()
    assert stored.window_geometry and stored.ai_move_delay_ms == 0
    # the settings dialog keeps what it does not edit
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert dialog.settings().window_geometry == stored.window_geometry

    second = MainWindow(stored)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (720, 560)
    second.close()
    # a damaged value is refused by Qt and the default size stays
    third = MainWindow(stored.model_copy(update={"window_geometry": "bm90IGEgZ2VvbWV0cnk="}))
    qtbot.addWidget(third)
    assert third.size() == fitted_size(DEFAULT_SIZE, third.screen().availableGeometry().size())
    third.close()


def test_a_maximised_window_is_kept_so_without_quitting(qtbot, fake_registry) -> None:  # type: ignore[no-untyped-def]
    """After a crash the window came back unmaximised, its place kept only on quitting (play
    test): maximised, it is kept so at once, and the next window opens maximised."""
    first = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(first)
    first.show()
    assert QTest.qWaitForWindowExposed(first)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    kept = bytes(first.saveGeometry().toBase64().data()).decode("ascii")
    qtbot.waitUntil(lambda: settings_module.load().window_geometry == kept)
    stored = settings_module.load()
    second = MainWindow(stored)  # as a start after a kill: the first never closed
    qtbot.addWidget(second)
    second.show()
    assert QTest.qWaitForWindowExposed(second)
    assert second.isMaximized()
    second.close()
    first.close()


def test_a_first_launch_opens_in_the_middle_of_the_screen(qtbot, fake_registry) -> None:  # type: ignore[no-untyped-def]
    """A window manager put the first window in a corner of a large screen (play test)."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()
    assert window.pos() == placed_within(window.size(), available.center(), available)
    middle = window.frameGeometry().center()
    assert abs(middle.x() - available.center().x()) <= 1


def test_the_first_window_fits_a_small_screen() -> None:
    assert fitted_size(DEFAULT_SIZE, QSize(1920, 1050)) == QSize(1200, 820)
    small = fitted_size(DEFAULT_SIZE, QSize(1366, 728))
    assert small.width() == 1200 and small.height() <= 0.9 * 728
    assert fitted_size(DEFAULT_SIZE, QSize(1024, 600)).width() < 1024


def test_a_recent_game_gone_from_disk_is_reported_before_any_question(  # type: ignore[no-untyped-def]
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """The file of a recent game was moved since the menu was filled: the window says so at
    once, without first asking whether to save the unsaved game on the table, which stays."""
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    assert window.dirty
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args))
    session = window.controller.session
    window._open_recent(tmp_path / "moved.bouquet")
    assert asked == [] and window.controller.session is session and window.dirty
    assert (
        window.last_error
        == "There is no such file: check its name, or it may have been moved, renamed or"
        " deleted."
    )
    assert window.message_box is not None and "moved.bouquet" in window.message_box.text()


def test_a_save_that_cannot_be_written_says_why_in_plain_words(
    window: MainWindow, tmp_path: Path
) -> None:
    start(window)
    folder = tmp_path / "kept.bouquet"
    folder.mkdir()
    assert not window.save_to(folder)
    box = window.message_box
    assert box is not None and box.text() == "Cannot save “kept.bouquet”"
    assert box.informativeText() == "A folder has that name. Choose another name."
    assert window.save_path is None
    # a read-only disk is a place Bouquet may not write to, in the player's language
    read_only = OSError(errno.EROFS, "Read-only file system")
    assert (
        window._why_not_written(read_only) == "Bouquet may not write there. Choose another folder."
    )
    assert window._why_not_written(read_only, advice=False) == "Bouquet may not write there."
    # a full disk says what to do too (it said only that it was full, play test)
    full = OSError(errno.ENOSPC, "No space left on device")
    assert window._why_not_written(full) == (
        "The disk is full. Free some space, or choose another folder."
    )
    assert window._why_not_written(full, advice=False) == "The disk is full."


def test_a_save_as_that_fails_asks_again_once_the_reason_is_read(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    start(window)
    folder = tmp_path / "taken.bouquet"
    folder.mkdir()
    answers = [folder, tmp_path / "free.bouquet"]
    proposed: list[Path | None] = []

    def ask(game_id: str, current: Path | None = None) -> Path:
        proposed.append(current)
        return answers.pop(0)

    monkeypatch.setattr(window, "_ask_save_path", ask)
    assert not window.save_as()
    box = window.message_box
    assert box is not None and box.informativeText().startswith("A folder has that name.")
    box.accept()
    assert window.save_path == tmp_path / "free.bouquet" and not answers
    # asked again on the name just tried, not the game's name (play test)
    assert proposed == [None, folder]


def test_save_as_onto_the_autosave_is_refused_without_asking_to_replace_it(
    window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Saving as the autosave asked "Replace it?" first, then refused (play test)."""
    start(window)
    window.flush_autosave()
    autosave = paths.autosave_path()
    assert autosave.is_file()
    asked: list[Path] = []
    monkeypatch.setattr(window, "_may_replace", lambda path: asked.append(path) or True)
    monkeypatch.setattr(file_dialog, "choose_file", lambda *args, **kwargs: str(autosave))
    assert window._ask_save_path("fake") == autosave and asked == []


def dialog_starts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Where the file dialog is asked to start, and whether it saves, each time; it is
    cancelled."""
    started: list[tuple[str, bool]] = []

    def cancelled(parent, caption, where, filters, *, saving):  # type: ignore[no-untyped-def]
        started.append((where, saving))
        return ""

    monkeypatch.setattr(file_dialog, "choose_file", cancelled)
    return started


def test_save_asks_where_even_when_the_saves_folder_cannot_be_made(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A saves folder that cannot be created (a read-only disk, a file in its way) must not
    swallow the Save: the dialog opens on the home folder instead."""
    start(window)
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setattr(paths, "saves_dir", lambda: blocker / "saves")
    proposed = dialog_starts(monkeypatch)
    window.actions_by_name["save"].trigger()
    assert proposed == [(str(Path.home() / "fake.bouquet"), True)]


def test_open_starts_in_the_saves_folder_before_the_first_save(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """On a new profile Open started in the folder above the saves folder, which did not
    exist yet: its name stood in the file name box and the autosave file was listed."""
    start(window)
    monkeypatch.setattr(paths, "saves_dir", lambda: tmp_path / "data" / "saves")
    started_in = dialog_starts(monkeypatch)
    window.actions_by_name["open"].trigger()
    assert started_in == [(str(tmp_path / "data" / "saves"), False)]
    assert (tmp_path / "data" / "saves").is_dir()


def test_history_tells_a_move_again_when_the_table_it_was_played_on_changed(
    window: MainWindow,
) -> None:
    """After an undo the same move at the same place may do another thing (a Petal Plotters
    target chosen for another ability): History tells it from its new table."""
    start(window, (Seat(name="Ann"),), open_hands=True)
    window.controller.describe = lambda action, before, after, **_how: (
        f"{action} holding {sorted(before.hands[0])}"
    )
    controller = window.controller
    session = controller.session
    first, second = sorted(session.state.hands[0])
    assert controller.play(Play(card=first)) is None
    assert controller.play(Draw()) is None
    controller.go_to(0)
    assert controller.play(Play(card=second)) is None
    assert controller.play(Draw()) is None
    assert window.history_view.item(2).text() == f"Ann: {Draw()} holding {[first]}"


def test_a_shrunk_history_keeps_the_current_move_in_sight(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.addItems([f"Move {index}" for index in range(60)])
    panel.resize(240, 900)
    panel.show()
    assert QTest.qWaitForWindowExposed(panel)
    panel.setCurrentRow(40)
    panel.scrollToItem(panel.currentItem())
    panel.resize(240, 160)
    qtbot.waitUntil(lambda: panel.viewport().height() < 200)
    row = panel.visualItemRect(panel.currentItem())
    assert panel.viewport().rect().contains(row)


@pytest.mark.parametrize("text", ["#e6e6e6", "#202020"])
def test_the_toolbars_pictures_take_the_palettes_text_colour(window, text: str) -> None:  # type: ignore[no-untyped-def]
    """The style's arrows were black pictures that vanished on a dark toolbar, its lifebuoy
    read as a red "X" on a light one, and the zoom entries had none. Ours follow the palette
    when it changes, as a switch to a dark desktop does."""
    palette = window.palette()
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(text))
    button = "#353535" if text == "#e6e6e6" else "#f0f0f0"
    palette.setColor(QPalette.ColorRole.Button, QColor(button))
    window.setPalette(palette)
    for name in ("undo", "redo", "zoom_in", "zoom_out", "fit", "rules"):
        image = window.actions_by_name[name].icon().pixmap(QSize(24, 24)).toImage()
        inked = [
            image.pixelColor(x, y)
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).alpha() == 255
        ]
        assert len(inked) > 20, name
        assert {colour.name() for colour in inked} == {text}, name


def test_the_one_person_at_the_screen_reads_of_their_own_move(window: MainWindow) -> None:
    """Playing alone (solo, or against the computer) the reason named the player as a third
    person: "Player 1's move showed a hidden card"."""
    board = start(window, seats=(Seat(name="Player 1"), Seat(name="Bot", kind="easy")))
    board.action_chosen.emit(Draw())
    reason = "Undo is not possible: your move showed you a hidden card."
    assert window.actions_by_name["undo"].toolTip() == reason


def test_the_one_person_reads_that_a_computers_move_showed_them_a_card(
    window: MainWindow,
) -> None:
    """Only what a person saw stops Undo: against the computer, the computer's move that
    stops it showed the person something (a card passed to them), which the reason says."""
    board = start(window, seats=(Seat(name="Ann"), Seat(name="Bot", kind="easy")))
    controller = window.controller
    session = controller.session
    controller.set_paused(True)  # the bot's answers are given here, as its worker gives them
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    controller._on_ai_move(0, Draw())  # the fake's draw shows the card to everyone
    controller._on_ai_move(0, Play(card=session.state.hands[1][0]))
    assert controller.current_player() == 0 and session.mover_at(session.cursor - 2) == 1
    reason = (
        "Undo is not possible: Bot's move “Draw()” showed you a card."
        " Settings › Confirm moves asks before each move."  # it would have asked before Ann's
    )
    assert window.actions_by_name["undo"].toolTip() == reason


def test_seats_left_blank_are_named_in_the_language_of_the_moment(
    window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """A game started in French went on saying "Joueur 1" in German, and in English on the
    start screen's line for resuming it."""
    board = start(window, seats=(Seat(name="Player 1"), Seat(name="Bot", kind="easy")))
    try:
        window.apply_settings(Settings(language="fr", ai_move_delay_ms=0))
        assert [seat.name for seat in window.controller.seats] == ["Joueur 1", "Bot"]
        assert board.seat_names == ["Joueur 1", "Bot"]
        assert "Joueur 1" in window.turn_label.text()
        target = tmp_path / "french.bouquet"
        write_save(target, window.controller.session, window.controller.seats)
        window.apply_settings(Settings(language="en", ai_move_delay_ms=0))
        assert [seat.name for seat in window.controller.seats] == ["Player 1", "Bot"]
        saved = read_save(target)
        assert saved.seats[0].name == "Joueur 1"
        assert "with Player\u00a01 and Bot" in window._summary(saved)
        assert window.open_file(target)
        assert [seat.name for seat in window.controller.seats] == ["Player 1", "Bot"]
    finally:
        window.apply_settings(Settings(language="en", ai_move_delay_ms=0))


def test_opening_the_games_own_file_goes_back_to_it_without_writing_over_it(
    window: MainWindow, monkeypatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Asked "Save it first?", a player wrote the moves since over the file being opened: the
    table then showed the older game, which the file no longer held."""
    from PySide6.QtWidgets import QMessageBox

    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    own = tmp_path / "own.bouquet"
    assert window.save_to(own)
    written = own.read_bytes()
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    assert window.dirty
    asked: list[str] = []

    def answer(choice: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        return lambda parent, title, *rest: asked.append(title) or choice

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    session = window.controller.session
    assert not window.open_given_file(own)
    assert asked == ["Go back to the saved game"] and window.controller.session is session
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Open))
    assert window.open_given_file(own)
    assert own.read_bytes() == written and window.controller.session.cursor == 1
    assert not window.dirty


def test_a_window_is_placed_over_its_parent_inside_the_screen() -> None:
    """A lesson's window (1440×900 on a 1600×1200 screen) was put 15 pixels past the screen's
    bottom: centred on the window it opens from, it is moved inside the screen, frame and
    title bar included."""
    screen = QRect(0, 0, 1600, 1200)
    size = QSize(1440, 900)
    assert placed_within(size, QPoint(800, 600), screen) == QPoint(80, 130)
    low = placed_within(size, QPoint(900, 1000), screen)
    assert low.y() + size.height() + TITLE_BAR <= screen.bottom() + 1
    assert low.x() + size.width() <= screen.right() + 1
    high = placed_within(size, QPoint(-300, 0), screen)
    assert high == QPoint(0, 0)


def test_recent_games_of_one_name_are_told_apart(window: MainWindow, tmp_path: Path) -> None:
    """Play test: games saved as files/game.bouquet and files/sub/game.bouquet showed as two
    identical entries, and the menu showed no tooltips to tell them apart."""
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    kept = [
        tmp_path / "files" / "game.bouquet",
        tmp_path / "files" / "sub" / "game.bouquet",
        tmp_path / "other" / "sub" / "game.bouquet",
        tmp_path / "files" / "R&D.bouquet",
    ]
    for path in kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        assert window.save_to(path)
    window._fill_recent_menu()
    texts = {action.toolTip(): action.text() for action in window.recent_menu.actions()}
    # newest first, each numbered, its number its key (play tester 189)
    assert texts[str(kept[0].resolve())] == "&4 game.bouquet (in files)"
    assert texts[str(kept[1].resolve())] == f"&3 game.bouquet (in {kept[1].resolve().parent})"
    assert texts[str(kept[2].resolve())] == f"&2 game.bouquet (in {kept[2].resolve().parent})"
    assert texts[str(kept[3].resolve())] == "&1 R&&D.bouquet"  # shown as "R&D", not "RD"
    assert window.recent_menu.toolTipsVisible()


def test_a_new_games_save_starts_in_the_folder_last_used(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Play test: a game saved in "ordner eins", then a new game's Save As opened in the
    saves folder again, away from the folder just used."""
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    used = tmp_path / "ordner eins"
    used.mkdir()
    assert window.save_to(used / "partie.bouquet")
    start(window, seats=(Seat(name="Ann"),))
    assert window.save_path is None
    proposed = dialog_starts(monkeypatch)
    window.actions_by_name["save"].trigger()
    window.open_dialog()
    assert proposed == [(str(used.resolve() / "fake.bouquet"), True), (str(used.resolve()), False)]


def test_a_message_box_gets_its_access_letters_as_it_shows(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """ "Save the game in progress…?" showed Save, Discard and Cancel with no underlined
    letter, where "Yes" and "No" had theirs (play test)."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.access_keys import marked_letter

    buttons = (
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    box = QMessageBox(QMessageBox.Icon.Question, "Unsaved game", "Save it?", buttons, window)
    box.show()
    letters = [marked_letter(button.text()) for button in box.buttons()]
    box.close()
    assert len(letters) == 3 and None not in letters and len(set(letters)) == 3


def test_settings_that_cannot_be_saved_say_why_in_words_and_where(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Operation not permitted", the system's English in a German window, named no folder
    (play test)."""

    def refuse(*_args: object) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(settings_module, "write_text_atomically", refuse)
    window.apply_settings(window.settings.model_copy(update={"confirm_moves": True}))
    box = window.message_box
    assert box is not None and box.text() == "Cannot save the settings"
    assert box.informativeText().startswith("Bouquet may not write there.\n\n")
    assert str(paths.settings_path()) in box.detailedText()
    assert window.settings.confirm_moves  # used for this run all the same


def test_friends_who_hid_their_hands_are_offered_a_new_deal_only(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The same code deals the same cards again: people who kept their hands from each other
    have all seen them at the end, so "Play again (same code)" offered them a game whose every
    card they knew (play test). A new deal is offered, and it is a new code."""
    start(window, mode="quick", seed=11)
    session = window.controller.session
    while not session.is_over():
        player = session.game.current_player(session.state)
        window.board.action_chosen.emit(Play(card=session.state.hands[player][0]))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert not dialog.same_button.isVisible()
    assert dialog.new_button.isVisible() and dialog.new_button.text() == "Play again"
    assert "new code" in dialog.new_button.toolTip()  # what it deals, said (play test)
    dialog.new_button.click()
    assert window.controller.session is not session and window.controller.session.cursor == 0
    assert window.controller.session.seed != session.seed


def test_the_edit_menu_names_whose_move_undo_takes_back(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the hand-off screen the Edit menu said "Undo “Add a card to their Garrison”" and
    took back another's move (play test): another's move is named after its mover, as History
    lists it; the screen's person's own move stays in their words."""
    start(window)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    card = window.controller.session.state.hands[0][0]
    window.board.action_chosen.emit(Play(card=card))
    assert window.table.currentWidget() is window.handoff  # covered for Bob
    undo = window.actions_by_name["undo"]
    window.edit_menu.aboutToShow.emit()
    assert undo.isEnabled() and undo.text().startswith("&Undo “Ann: ")
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # Bob takes the screen
    window.edit_menu.aboutToShow.emit()
    assert undo.text().startswith("&Undo “Ann: ")


@pytest.mark.parametrize(
    ("computers", "after"),
    [
        (["Bot"], "and Bot's move after it"),
        (["Bot", "Cy"], "and the 2 moves after it (Bot and Cy)"),
    ],
)
def test_undo_and_redo_say_how_many_moves_went_with_the_persons_and_whose(
    window: MainWindow, qtbot: QtBot, computers: list[str], after: str
) -> None:
    """Undo took back Ann's move and the computers' replies, and the status bar named Ann's
    alone (play test): it says the moves after it went too, and Redo alike, and whose they
    were ("and the move after it" did not say, play test). The Edit menu's entries say it
    before: "Undo “Play …”" took back the computers' replies too, unsaid (play test); within
    a menu's width."""
    seats = (Seat(name="Ann"), *(Seat(name=name, kind="easy") for name in computers))
    board = start(window, seats=seats)
    session = window.controller.session
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: session.cursor == len(seats))  # the computers have answered
    undo, redo = window.actions_by_name["undo"], window.actions_by_name["redo"]
    metrics = window.edit_menu.fontMetrics()

    def fits(entry: str) -> bool:
        """Within the menu's share of the window, the move cut to its least if need be."""
        words = without_marks(entry)
        move = words[words.index("“") + 1 : words.index("”")]
        rest = metrics.horizontalAdvance(words.replace(move, ""))
        widest = max(UNDO_NAMED_W, window.width() * UNDO_NAMED_SHARE, rest + UNDO_MOVE_W)
        return metrics.horizontalAdvance(words) <= widest

    window.edit_menu.aboutToShow.emit()
    entry = undo.text()
    assert entry.startswith("&Undo “") and entry.endswith(f"” {after}"), entry
    assert fits(entry), entry
    undo.trigger()
    assert session.cursor == 0
    said = window.statusBar().currentMessage()
    assert said.startswith("Taken back: “") and said.endswith(f"” {after}"), said
    window.edit_menu.aboutToShow.emit()
    entry = redo.text()
    assert entry.startswith("&Redo “") and entry.endswith(f"” {after}"), entry
    assert fits(entry), entry
    redo.trigger()
    assert session.cursor == len(seats)
    said = window.statusBar().currentMessage()
    assert said.startswith("Played again: “") and said.endswith(f"” {after}"), said
    window.edit_menu.aboutToShow.emit()
    assert undo.text().endswith(f"” {after}") and redo.text() == "&Redo"


@pytest.mark.usefixtures("translations")
def test_a_saved_game_of_no_move_is_told_so(window: MainWindow, tmp_path: Path) -> None:
    """The start screen read "0 tours" (French counts none in the singular, play test), then
    "0 turns" read as nothing to resume (play tester 132): a game with no move says so."""
    session = Session(window.games["fake"], FakeOptions(players=2), 7)
    target = tmp_path / "fresh.bouquet"
    write_save(target, session, HUMANS)
    i18n.install("fr")
    assert window._summary_parts(read_save(target))[1][-1] == "aucun coup joué"
    i18n.install("en")
    assert window._summary_parts(read_save(target))[1][-1] == "no move yet"
