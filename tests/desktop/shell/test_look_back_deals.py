"""Looking back in a Petal Plotters match (session 53 play testers): a deal's heading in the
log is a row of its own, lit when clicked, showing where its deal begins without the results
of the deal before; one Esc closes only the topmost thing, a deal's window before the look."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.history import HEADING
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session
from engine.games.petal_plotters import Phase
from tests.desktop.finished_game import open_finished
from tests.desktop.shell.on_screen import logged_window
from tests.desktop.shell.test_move_log import click_row, start

SEATS = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
MATCH = {"players": 2, "match": True}


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window with the move log turned on."""
    yield from logged_window(qtbot)


def pp_board(window: MainWindow) -> PetalPlottersBoard:
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    return board


def heading(window: MainWindow, text: str) -> QListWidgetItem:
    log = window.move_log
    return next(
        log.item(row)
        for row in range(log.count())
        if log.item(row).data(HEADING) and log.item(row).text() == text
    )


def click_heading(qtbot: QtBot, window: MainWindow, text: str) -> None:
    log = window.move_log
    item = heading(window, text)
    log.scrollToItem(item)
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center()
    )


def deal_window_open(window: MainWindow) -> bool:
    dialog = pp_board(window).last_deal_dialog
    return dialog is not None and dialog.isVisible()


def test_a_click_on_a_deals_heading_lights_it_and_opens_no_results(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """A click on "Deal 2" lit the row above it, deal 1's last move, and opened deal 1's
    results over the table: the heading is lit, and the table shows where deal 2 begins."""
    session = open_finished(window, "petal-plotters", MATCH, SEATS, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog is not None
    window.end_dialog.close()
    click_heading(qtbot, window, "Deal 2")
    begins = heading(window, "Deal 2").data(Qt.ItemDataRole.UserRole)
    current = window.move_log.currentItem()
    assert current is not None and current.data(HEADING) and current.text() == "Deal 2"
    assert current.isSelected()
    board = pp_board(window)
    assert board.state == session.game.view(session.state_at(begins), window._history_viewer())
    qtbot.wait(50)
    assert not deal_window_open(window)
    # deal 1's last move, the row above, opens deal 1's results as they opened then
    click_row(qtbot, window, begins)
    qtbot.waitUntil(lambda: deal_window_open(window))
    current = window.move_log.currentItem()
    assert current is not None and not current.data(HEADING)


def deal_window_from_heading(qtbot: QtBot, window: MainWindow, tmp_path: Path, deal: int) -> int:
    """A finished match, its results closed, looked back at from the heading of ``deal``: the
    point shown, once the previous deal's window is open over it."""
    open_finished(window, "petal-plotters", MATCH, SEATS, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog is not None
    window.end_dialog.close()
    window.activateWindow()
    begins = heading(window, f"Deal {deal}").data(Qt.ItemDataRole.UserRole)
    click_row(qtbot, window, begins)
    qtbot.waitUntil(lambda: deal_window_open(window))
    return int(begins)


def test_one_esc_closes_the_deal_window_and_a_second_the_look_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """One Esc closed the deal's window and left the look back at once: Esc closes only the
    topmost thing, the window; the next one returns to the game."""
    begins = deal_window_from_heading(qtbot, window, tmp_path, 2)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not deal_window_open(window)
    assert window._earlier_point() == begins  # still looking back
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None


def test_esc_in_an_earlier_deals_window_closes_it_alone(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Deal 2's results, recalled by its last row, ask for deal 1 ("← Earlier deal"), a
    window with the keys: Esc there closes it and the look back goes on."""
    begins = deal_window_from_heading(qtbot, window, tmp_path, 3)
    recalled = pp_board(window).last_deal_dialog
    assert recalled is not None
    assert recalled.earlier_button is not None
    qtbot.mouseClick(recalled.earlier_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: pp_board(window).last_deal_dialog is not recalled)
    earlier = pp_board(window).last_deal_dialog
    assert earlier is not None
    qtbot.waitUntil(earlier.isActiveWindow)
    qtbot.wait(600)  # past the window's guard against a key pressed early
    qtbot.keyClick(earlier, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not deal_window_open(window))
    assert window._earlier_point() == begins


def test_a_look_back_keeps_the_hands_keyboard_frame(qtbot: QtBot, window: MainWindow) -> None:
    """A look back and Esc put the keyboard's frame back on the hand's first card: it comes
    back to the card the arrows had reached, after a look at two earlier tables too."""
    start(window, "petal-plotters", SEATS)
    session = window.controller.session
    board = pp_board(window)
    assert session is not None
    while session.cursor < 2 or window.controller.current_player() != 0:
        if window.controller.current_player() == 0:
            board.action_chosen.emit(session.game.legal_actions(session.state)[0])
        qtbot.wait(20)
    qtbot.waitUntil(board.my_turn)  # the computer's move has landed (``turn_landing``)
    window.activateWindow()
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_Right)
    qtbot.keyClick(board.view, Qt.Key.Key_Right)
    qtbot.keyClick(board.view, Qt.Key.Key_Right)
    framed = board.key_focus
    assert framed is not None and framed != board.focusables()[0]
    click_row(qtbot, window, 0)
    click_row(qtbot, window, 1)  # another earlier table, then back
    assert window._earlier_point() == 1
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    assert board.key_focus == framed


def test_l_over_an_earlier_table_of_a_finished_match_tells_the_match_over(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Once the match was over, L on a table of deal 3 looked back at opened deal 2's results
    saying "Now playing: deal 3 of 3", true of the table looked at, not of now (play test):
    the words are the finished match's, whatever table the window is opened from; the row that
    ended a deal recalls its results in the same words."""
    open_finished(window, "petal-plotters", MATCH, SEATS, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog is not None
    window.end_dialog.close()
    window.activateWindow()
    begins = heading(window, "Deal 3").data(Qt.ItemDataRole.UserRole)
    click_row(qtbot, window, begins + 2)  # a table of deal 3, looked at
    board = pp_board(window)
    assert window._earlier_point() == begins + 2 and board.state is not None
    assert board.state.deal == 3 and len(board.state.history) == 2
    qtbot.keyClick(board.view, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: deal_window_open(window))
    dialog = board.last_deal_dialog
    assert dialog is not None and dialog.windowTitle() == "Deal 2 of 3"
    assert dialog.next_label.text() == "Then came deal 3 of 3; the match is over."
    # the match being over, its last deal is told too, though the table is deal 3's start
    # ("Later deal" was greyed there, play tester 164)
    assert dialog.later_button is not None and dialog.later_button.isEnabled()
    qtbot.mouseClick(dialog.later_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: board.last_deal_dialog is not dialog)
    dialog = board.last_deal_dialog
    assert dialog is not None and dialog.windowTitle() == "Deal 3 of 3"
    assert dialog.next_label.text() == "That was the last deal: the match is over."
    dialog.close()
    click_row(qtbot, window, begins)  # the move that ended deal 2: its results, recalled
    qtbot.waitUntil(lambda: deal_window_open(window))
    recalled = board.last_deal_dialog
    assert recalled is not None and recalled is not dialog
    assert recalled.next_label.text() == "Then came deal 3 of 3; the match is over."


def open_live(
    window: MainWindow, tmp_path: Path, seed: int, stop: Callable[[Session], bool]
) -> Session:
    """A match against Robo played by seeded random moves until ``stop``, saved and opened."""
    game = registry.get_game("petal-plotters")
    session = Session(game, game.parse_options(MATCH), seed)
    choose = random.Random(3)
    while not stop(session):
        session.apply(choose.choice(game.legal_actions(session.state)))
    target = tmp_path / "match.bouquet"
    write_save(target, session, SEATS)
    assert window.open_file(target)
    opened = window.controller.session
    assert opened is not None and opened.cursor == session.cursor
    return opened


def click_line(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """A click on the log's line that reads ``text`` (brought in sight first)."""
    log = window.move_log
    item = next(log.item(row) for row in range(log.count()) if log.item(row).text() == text)
    log.scrollToItem(item)
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center()
    )


def shows_deal_end(window: MainWindow, session: Session, point: int) -> bool:
    """The board shows the table deal 1 ended on, after ``point`` moves, every card turned
    over (its record's), no hand: the next deal's new hands are not shown."""
    state, record = pp_board(window).state, session.state_at(point).history[0]
    return (
        state is not None
        and (state.deal, state.phase) == (1, Phase.OVER)
        and not any(state.hands)
        and [[slot.card for slot in garrison] for garrison in state.garrisons]
        == [[slot.card for slot in garrison] for garrison in record.garrisons]
        and all(slot.face_up for garrison in state.garrisons for slot in garrison)
    )


def test_a_deals_last_move_shows_the_table_the_deal_ended_on(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester (session 54): in deal 2, a click on deal 1's last move showed deal 2's new
    hands under deal 1's results, the move dealing the next deal. It shows the table deal 1
    ended on, turned over, and says so; the heading "Deal 2" still shows deal 2's start."""
    session = open_live(window, tmp_path, 11, lambda s: s.state.deal == 2 and s.state.turns == 2)
    ended = heading(window, "Deal 2").data(Qt.ItemDataRole.UserRole)
    click_row(qtbot, window, ended)
    assert window._earlier_point() == ended
    assert shows_deal_end(window, session, ended)
    qtbot.waitUntil(lambda: deal_window_open(window))
    looking = "Looking back at the table at the end of deal 1, as you saw it: "
    assert (pp_board(window).waiting_note or "").startswith(looking)
    # the line over the table says the look, not "The next deal waits until …" of a deal
    # just over
    assert pp_board(window).status_label.text().startswith(looking)
    click_heading(qtbot, window, "Deal 2")
    assert pp_board(window).state == session.game.view(session.state_at(ended), 0)


def test_deal_is_over_shows_the_deals_end_also_right_after_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester (session 54): deal 1 just over, Ada to lay the Hornbill of deal 2, a click
    on "Deal 1 is over" lit it and showed nothing: it shares its point with the deal's last
    move, the latest, which is the way back to the game. It shows what it names, the table
    deal 1 ended on, with its results, lit; Esc closes them, then returns to deal 2."""
    session = open_live(window, tmp_path, 14, lambda s: s.state.deal == 2)
    board = pp_board(window)
    qtbot.waitUntil(lambda: deal_window_open(window))  # the results open as the deal ends
    dialog = board.last_deal_dialog
    assert dialog is not None
    dialog.close()
    qtbot.waitUntil(lambda: board.state is not None and board.state.deal == 2)
    click_line(qtbot, window, "Deal 1 is over")
    assert window._earlier_point() == session.cursor
    assert shows_deal_end(window, session, session.cursor)
    qtbot.waitUntil(lambda: deal_window_open(window))
    current = window.move_log.currentItem()
    assert current is not None and current.text() == "Deal 1 is over" and current.isSelected()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not deal_window_open(window) and window._earlier_point() == session.cursor
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    assert board.state == session.game.view(session.state, 0)
    qtbot.waitUntil(lambda: board.interactive)
    # the heading "Deal 2" is the table as it stands: nothing to look back at, none lit
    click_heading(qtbot, window, "Deal 2")
    assert window._earlier_point() is None and not window.move_log.selectedItems()


def test_the_matchs_last_line_opens_the_last_deals_results(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """At a match's end, a click on "Deal 3 is over", the latest point, lit it and showed
    nothing (play tester, session 54): the table is the one deal 3 ended on, and the click
    opens that deal's results again, as each deal's last row does; no row stays lit."""
    open_finished(window, "petal-plotters", MATCH, SEATS, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog is not None
    window.end_dialog.close()
    click_line(qtbot, window, "Deal 3 is over")
    qtbot.waitUntil(lambda: deal_window_open(window))
    dialog = pp_board(window).last_deal_dialog
    assert dialog is not None and dialog.windowTitle() == "Deal 3 of 3"
    assert window._earlier_point() is None and not window.move_log.selectedItems()
