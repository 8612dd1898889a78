"""Windows a player's own press opens take no key in their first moments: Enter pressed twice
to play a game's last card closed its results before anyone read them (play test)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton, QScrollArea
from pytestqt.qtbot import QtBot

from desktop import press_guard
from desktop.dialogs.confirm_move import ConfirmMoveDialog
from desktop.dialogs.end_game import PLAY_NEW, PLAY_SAME, EndGameDialog
from desktop.games.petal_plotters.items import DealDialog, DiscardDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.game import PlayerResult, Result, ScoreLine
from tests.desktop.held_keys import send_repeat
from tests.desktop.petal_plotters.test_board_play import finished_deal

GUARD_MS = 300


def finished_flowers_result() -> Result:
    game = registry.get_game("flowers")
    state = game.new_game(game.parse_options({"players": 2}), 5)
    chooser = random.Random(5)
    while not game.is_over(state):
        state = game.apply(state, chooser.choice(game.legal_actions(state)))
    return game.result(state)


@pytest.mark.parametrize("kind", ["results", "deal"])
def test_a_key_right_after_the_window_opens_is_not_taken(
    kind: str, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)
    dialog: QDialog
    if kind == "results":
        dialog = EndGameDialog(finished_flowers_result(), ["Ann", "Bob"], "Flowers", "ABCDEFGH")
    else:
        dialog = DealDialog(1, finished_deal(), ["Ann", "Bob"], ["Total Petal Power: 1."], (0, 2))
    qtbot.addWidget(dialog)
    closed: list[int] = []
    dialog.finished.connect(closed.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    focused = dialog.focusWidget() or dialog  # where the keyboard sends its keys
    QTest.keyClick(focused, Qt.Key.Key_Return)
    QTest.keyClick(focused, Qt.Key.Key_Escape)
    assert closed == [] and dialog.isVisible()
    qtbot.wait(GUARD_MS + 50)
    send_repeat(focused, Qt.Key.Key_Return, marked=True)  # Enter still held down
    send_repeat(focused, Qt.Key.Key_Return, marked=False)
    assert closed == [] and dialog.isVisible()
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert closed == [QDialog.DialogCode.Rejected] and not dialog.isVisible()


def test_enter_presses_the_play_again_button_tab_framed_and_else_closes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter on "Play again" framed by Tab did nothing, and left no default button after it
    (play test): the framed button takes Enter, and Close is the default again after it."""
    monkeypatch.setattr(press_guard, "GUARD_MS", 0)
    result = finished_flowers_result()
    for presses, wanted in ((1, PLAY_SAME), (2, PLAY_NEW), (3, QDialog.DialogCode.Rejected)):
        dialog = EndGameDialog(result, ["Ann", "Bob"], "Flowers", "ABCDEFGH")
        qtbot.addWidget(dialog)
        closed: list[int] = []
        dialog.finished.connect(closed.append)
        dialog.show()
        qtbot.waitExposed(dialog)
        for _ in range(presses):
            QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        assert closed == [wanted], presses


def test_arrows_on_the_results_buttons_read_the_results_and_never_frame_play_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """↓ on Close, meant to read the results, framed "Play again" and the next Enter dealt a
    new game, the finished table gone (play test): the arrows keep the keys on Close and
    scroll the breakdown, and Enter closes."""
    monkeypatch.setattr(press_guard, "GUARD_MS", 0)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Left):
        dialog = EndGameDialog(finished_flowers_result(), ["Ann", "Bob"], "Flowers", "ABCDEFGH")
        qtbot.addWidget(dialog)
        closed: list[int] = []
        dialog.finished.connect(closed.append)
        dialog.show()
        qtbot.waitExposed(dialog)
        close = dialog.focusWidget()
        assert isinstance(close, QPushButton) and close.isDefault()
        for _ in range(3):
            QTest.keyClick(dialog.focusWidget() or dialog, key)
            assert dialog.focusWidget() is close, key
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        assert closed == [QDialog.DialogCode.Rejected], key
    lines = tuple(ScoreLine(f"x{index}", f"Line {index}", 1) for index in range(40))
    long = Result(tuple(PlayerResult(score=40, lines=lines) for _ in range(2)), winners=(0, 1))
    dialog = EndGameDialog(long, ["Ann", "Bob"], "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    breakdown = dialog.findChild(QScrollArea)
    assert breakdown is not None and breakdown.verticalScrollBar().maximum() > 0
    dialog.findChildren(QPushButton)[-1].setFocus()  # Tab went on to a button
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Down)
    assert breakdown.verticalScrollBar().value() > 0  # ↓ read on


def test_a_message_that_opens_during_play_is_not_closed_by_the_key_that_played(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Autosave failed" opened on the move a key played, and the next Enter, meant for the
    table, closed it unread (play test): the window's messages take no key at first."""
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    window.show_error("Autosave failed", "The folder is read-only.")
    box = window.message_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    focused = box.focusWidget() or box
    QTest.keyClick(focused, Qt.Key.Key_Return)
    QTest.keyClick(focused, Qt.Key.Key_Escape)
    assert box.isVisible()
    qtbot.wait(GUARD_MS + 50)
    send_repeat(focused, Qt.Key.Key_Return, marked=True)  # Enter still held down
    assert box.isVisible()
    QTest.keyClick(focused, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible())


def test_the_discard_pile_opened_to_glance_at_closes_at_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """D opens it and Esc closes it again: a player glancing at it is not held up."""
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)
    dialog = DiscardDialog(["frog-1", "katydid-1"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_the_move_confirmation_is_not_answered_by_the_key_that_chose_the_move(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter on a card opens "Play this move?": a second Enter, or the same one held, played
    the move unconfirmed (the Yes button had the keyboard and took it at once)."""
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)
    dialog = ConfirmMoveDialog("Confirm move", "Play this move?\nAdd Frog to your Garrison")
    qtbot.addWidget(dialog)
    closed: list[int] = []
    dialog.finished.connect(closed.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    focused = dialog.focusWidget()
    assert isinstance(focused, QPushButton) and focused.isDefault()  # Yes, as Enter expects
    QTest.keyClick(focused, Qt.Key.Key_Return)
    QTest.keyClick(focused, Qt.Key.Key_Space)
    assert closed == [] and dialog.isVisible()
    qtbot.wait(GUARD_MS + 50)
    send_repeat(focused, Qt.Key.Key_Return, marked=True)
    send_repeat(focused, Qt.Key.Key_Return, marked=False)
    assert closed == [] and dialog.isVisible()
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert closed == [QDialog.DialogCode.Accepted]


def test_the_move_confirmation_takes_its_buttons_letters(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "n" did nothing in "Play this move?", while every message box took it (play test);
    a letter pressed as the box opens is refused as Enter is."""
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)
    answers = (
        (Qt.Key.Key_N, QDialog.DialogCode.Rejected),
        (Qt.Key.Key_Y, QDialog.DialogCode.Accepted),
    )
    for letter, answer in answers:
        dialog = ConfirmMoveDialog("Confirm move", "Play this move?")
        qtbot.addWidget(dialog)
        closed: list[int] = []
        dialog.finished.connect(closed.append)
        dialog.show()
        qtbot.waitExposed(dialog)
        QTest.keyClick(dialog.focusWidget(), letter)
        qtbot.wait(GUARD_MS + 50)
        assert closed == []
        QTest.keyClick(dialog.focusWidget(), letter)
        qtbot.waitUntil(lambda closed=closed: bool(closed))  # a click is animated
        assert closed == [answer]


def test_the_move_confirmation_has_room_for_its_title(qtbot: QtBot) -> None:
    """A window manager cut the title to "Confi… move" on a box as narrow as its buttons."""
    title = "Zug bestätigen"
    dialog = ConfirmMoveDialog(title, "Ja?")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bold = dialog.font()
    bold.setBold(True)
    assert dialog.width() >= QFontMetrics(bold).horizontalAdvance(title) + 100
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected


@pytest.mark.parametrize("unasked", [True, False])
def test_a_message_enter_does_not_close_shows_no_default_button(
    qtbot: QtBot, unasked: bool
) -> None:
    """ "Autosave failed", which opens on its own during play, ignores Enter, yet its OK was
    drawn as the default button, as Enter's (play tester, session 55); a message the player
    asked for keeps it, as Enter closes it."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    window.show_error("Autosave failed", "The folder is read-only.", unasked=unasked)
    box = window.message_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    ok = box.button(QMessageBox.StandardButton.Ok)
    assert ok.isDefault() is not unasked
    QTest.keyClick(ok, Qt.Key.Key_Escape)  # and Esc closes it
    qtbot.waitUntil(lambda: not box.isVisible())
