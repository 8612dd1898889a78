"""Play tester 148 (a Flowers solo-rank chaser): a deal a computer played on this screen is
known, and the window's small silences."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import solo_records
from desktop.access_keys import marked_letter, without_marks
from desktop.dialogs.new_game import COPIED_MS, NewGameChoice, NewGameDialog
from desktop.dialogs.solo_results import SoloResultsDialog
from desktop.main_window import MainWindow
from desktop.solo_records import SoloRecord, load_records, record_solo
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.on_screen import active_laptop_window
from tests.desktop.shell.test_play_tester_146 import click_ok, when_shown
from tests.desktop.shell.test_solo_records import (
    began,
    ended_as,
    finished_solo,
    shown_window,
)

FLOWERS = registry.get_game("flowers")
SOLO = FLOWERS.parse_options({"players": 1})
PERSON = (Seat(name="Camille"),)
COMPUTER = (Seat(name="Robo", kind="random"),)


def test_a_deal_a_computer_played_here_is_a_replay_for_the_person(qtbot: QtBot) -> None:
    """Watched while a computer played a solo deal to its end, then played by the person, the
    deal counted as a first play, its cards to come known (play tester 148). The computer's
    play is noted as a play of the deal, its score never recorded as the person's."""
    window = shown_window(qtbot)
    assert window.start_game(NewGameChoice("flowers", SOLO, 61, COMPUTER))
    qtbot.waitUntil(
        lambda: window.controller.session is not None and window.controller.session.is_over(),
        timeout=60_000,
    )
    window._close_end_dialog()
    assert window.start_game(NewGameChoice("flowers", SOLO, 61, PERSON))
    assert load_records().records == []  # the computer's end is no result of the person's
    assert ended_as(window, qtbot, solo_records.seed_to_code(61)) == ["code"]


def test_a_computer_game_left_before_a_card_shown_leaves_the_deal_unplayed(
    qtbot: QtBot,
) -> None:
    """As the person's own play left at move 0, a computer's showed only the first cards: the
    deal played then counts."""
    window = shown_window(qtbot)
    assert window.start_game(NewGameChoice("flowers", SOLO, 62, COMPUTER))
    session = window.controller.session  # the computer's first move is not in yet
    assert session is not None and session.cursor == 0
    assert window.start_game(NewGameChoice("flowers", SOLO, 62, PERSON))
    assert ended_as(window, qtbot, solo_records.seed_to_code(62)) == [None]


@pytest.fixture
def laptop(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from active_laptop_window(qtbot)


def test_ctrl_z_says_why_undo_is_off_in_a_solo_game_begun_from_new_game(
    laptop: MainWindow, qtbot: QtBot
) -> None:
    """Ctrl+Z said nothing in a solo game begun by OK in New Game, the reason only in the Edit
    menu (k22m.png): with no window manager the window stayed inactive after the dialog, and
    the window's shortcuts, Undo's explainer among them, wait for an active window (the cause
    of play tester 146's silent H and Ctrl+N). Pressed at once, the key says the menu's
    reason."""
    when_shown(laptop, NewGameDialog, click_ok)
    assert laptop.new_game_dialog("flowers", NewGameChoice("flowers", SOLO, 63, PERSON))
    choose = random.Random(3)
    board = laptop.board
    assert board is not None
    while laptop.controller.session.cursor == 0 or laptop.actions_by_name["undo"].isEnabled():
        board.action_chosen.emit(choose.choice(laptop.controller.choices_for_viewer()))
    reason = laptop._undo_blocked_reason(covered=False)
    assert reason is not None and reason.startswith("Undo is not possible: your move “")
    qtbot.wait(20)  # a person's key comes a moment later
    # as a bare X server sends it: to the window's focused widget, active or not
    focused = laptop.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyRelease(focused, Qt.Key.Key_Control)  # let go: held on, it reached later tests
    assert QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier
    assert laptop.statusBar().currentMessage() == reason


def test_the_solo_results_open_with_the_newest_row_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    """The first row showed a focus frame, but "Play this deal again" stayed greyed until a
    click (h3.png, rec2.png): the newest is chosen at opening, and after another variant is
    picked, so the button plays it at once."""
    path = tmp_path / "solo-records.json"
    for minute, seed, summer in ((1, 11, False), (2, 12, True), (3, 13, False)):
        record_solo(finished_solo(seed, summer), began(minute), 10 + minute, None, path)
    dialog = SoloResultsDialog(FLOWERS, load_records(path).records)
    qtbot.addWidget(dialog)
    chosen: list[SoloRecord] = []
    dialog.deal_chosen.connect(chosen.append)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    assert dialog.again.isEnabled()
    newest = dialog.chosen()
    assert newest is not None and newest.score == 13
    dialog.filter.setCurrentIndex(dialog.filter.findData(dialog.variants.index(("summer",))))
    summer = dialog.chosen()
    assert summer is not None and summer.score == 12 and dialog.again.isEnabled()
    QTest.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    assert chosen == [summer]


def test_copy_says_the_code_was_copied_for_a_moment(qtbot: QtBot) -> None:
    """Copy beside the challenge code gave no sign (ng2.png): the button reads "Copied" for a
    moment, as wide as before (the code's field does not move), then Copy again with its
    access letter."""
    dialog = NewGameDialog({"flowers": FLOWERS}, "flowers")
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    button = dialog.copy_code
    before, width = button.text(), button.width()
    assert without_marks(before) == "Copy" and marked_letter(before) is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == dialog.code.text()
    assert without_marks(button.text()) == "Copied" and marked_letter(button.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # twice: still Copy after
    qtbot.wait(10)
    assert button.width() == width
    qtbot.waitUntil(lambda: button.text() == before, timeout=COPIED_MS + 1000)
