"""History in a Petal Plotters match: the heading of the deal under way, the list's last line,
returns to the game as the words over an earlier table said the last line does; it did nothing,
and End, which stopped on it, did nothing either (play tester 149)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.history import HEADING, ROW_INDEX
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.on_screen import active_window


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from active_window(qtbot, Settings(ai_move_delay_ms=0))


def match_as_deal_two_begins(window: MainWindow, folder: Path) -> Session:
    """Ada's match against Robo, saved as its second deal begins (Ada to play first there:
    seeded so), opened in ``window``."""
    game = registry.get_game("petal-plotters")
    session = Session(game, game.parse_options({"players": 2, "match": True}), 0)
    choose = random.Random(0)
    while session.state.deal == 1:
        session.apply(choose.choice(game.legal_actions(session.state)))
    target = folder / "match.bouquet"
    write_save(target, session, (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    assert window.open_file(target)
    opened = window.controller.session
    assert opened is not None and window.controller.current_player() == 0
    return opened


def look_back(window: MainWindow, point: int) -> None:
    """History shows the table after ``point`` moves, as a click on its row does."""
    history = window.history_view
    row = next(
        history.item(row)
        for row in range(history.count())
        if history.item(row).data(ROW_INDEX) == point and not history.item(row).data(HEADING)
    )
    QTest.mouseClick(
        history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualItemRect(row).center()
    )
    assert window._earlier_point() == point


def test_the_last_heading_and_end_return_to_the_game(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    session = match_as_deal_two_begins(window, tmp_path)
    board = window.board
    assert board is not None
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.isVisible)
    last = history.item(history.count() - 1)
    assert last.data(HEADING) and last.text() == "Deal 2"
    look_back(window, 3)
    assert "of deal 1" in (board.waiting_note or "")
    # a click on the heading: the table where deal 2 begins, the game as it stands
    last = history.item(history.count() - 1)  # listed anew
    history.scrollToItem(last)
    QTest.mouseClick(
        history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualItemRect(last).center()
    )
    assert window._earlier_point() is None and board.waiting_note is None
    qtbot.waitUntil(lambda: board.interactive)
    # End, then Enter, by the keys
    look_back(window, 3)
    history.setFocus()
    qtbot.waitUntil(history.hasFocus)
    QTest.keyClick(history, Qt.Key.Key_End)
    current = history.currentItem()
    assert current is not None and not current.data(HEADING)
    assert current.data(ROW_INDEX) == session.cursor
    QTest.keyClick(history, Qt.Key.Key_Return)
    assert window._earlier_point() is None and board.waiting_note is None
    # Down onto the heading stays on its row, whose table it stands for; Up goes on
    history.setFocus()
    heading = history.count() - 1
    history.setCurrentRow(heading - 1)
    QTest.keyClick(history, Qt.Key.Key_Down)
    assert history.currentRow() == heading - 1  # the row above it, whose table it is
    QTest.keyClick(history, Qt.Key.Key_Up)
    assert history.currentRow() == heading - 2


def test_the_first_deal_has_its_heading_in_history_and_the_log(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """History and the move log had "Deal 2" and "Deal 3" but nothing for deal 1, which began
    with "Start of the game" (play tester 149, p14.png): "Deal 1" heads the first deal's
    moves, standing for the first table, as "Deal 2" heads the second's; ↓ from the start
    passes over it to the first move."""
    match_as_deal_two_begins(window, tmp_path)
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.isVisible)
    window.actions_by_name["move_log"].trigger()
    assert window.actions_by_name["move_log"].isChecked()
    qtbot.waitUntil(lambda: window.move_log.count() > 2)
    for listed in (history, window.move_log):
        texts = [listed.item(row).text() for row in range(listed.count())]
        assert texts[:2] == ["Start of the game", "Deal 1"] and texts.count("Deal 1") == 1
        heading = listed.item(1)
        assert heading.data(HEADING) and heading.data(ROW_INDEX) == 0
        assert listed.item(2).data(ROW_INDEX) == 1
    history.setFocus()
    qtbot.waitUntil(history.hasFocus)
    history.setCurrentRow(0)
    QTest.keyClick(history, Qt.Key.Key_Down)
    assert history.currentRow() == 2


def test_a_single_game_has_no_deal_heading(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A game of one deal is no match: History starts with "Start of the game", then its
    first move, as before."""
    game = registry.get_game("petal-plotters")
    session = Session(game, game.parse_options({"players": 2}), 0)
    session.apply(game.legal_actions(session.state)[0])
    target = tmp_path / "single.bouquet"
    write_save(target, session, (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    assert window.open_file(target)
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.isVisible)
    assert history.item(0).text() == "Start of the game"
    assert not any(history.item(row).data(HEADING) for row in range(history.count()))
    assert history.item(1).data(ROW_INDEX) == 1
