"""Looking back at an earlier table (a click on a move-log row, History's Enter): play tester
151 found it unclear. A badge marks the table as the past, the line says why it can only be
looked at, the status bar says whose turn it is in the present and that the game waits, and
a deal's first table is called the start of that deal."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.hint import Hint
from desktop.history import HEADING, ROW_INDEX
from desktop.main_window import MainWindow
from desktop.press_guard import GUARD_MS
from desktop.table.bar import TableBar
from desktop.table.palette import contrast, table_palette, text_on
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import Draw, Place
from engine.games.petal_plotters.state import AddToGarrison
from engine.games.petal_plotters.state import Phase as PetalPhase
from tests.desktop.finished_game import open_finished
from tests.desktop.shell.on_screen import french_window, logged_window
from tests.desktop.shell.test_given_up_solo import begin_solo
from tests.desktop.shell.test_move_log import click_row, emit, start
from tests.desktop.shell.test_solo_records import play_on


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window with the move log turned on."""
    yield from logged_window(qtbot)


def table_bar(window: MainWindow) -> TableBar:
    board = window.board
    assert board is not None
    bar = board.widget().findChild(TableBar)
    assert bar is not None
    return bar


def look_back_at_a_computers_turn(qtbot: QtBot, window: MainWindow) -> int:
    """Ada plays Robo, a computer, at Petal Plotters until Undo reaches back to a turn of
    Robo's, and clicks the row of the turn it began after in the move log (the table a
    row stands for is the one after its turn); returns the point looked at. (Each Flowers
    turn of Robo's shows Ada a card: Undo never reaches back to the table it began on.)"""
    start(window, "petal-plotters", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session = window.controller.session
    assert session is not None
    robos: list[int] = []
    for _move in range(60):
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None)
        floor = window.controller.undo_floor()
        robos = [
            point
            for point in range(max(floor, 1), session.cursor)
            if session.mover_at(point) and session.starts_turn(point)
        ]
        if robos:
            break
        legal = window.controller.choices_for_viewer()
        assert legal and window.board is not None
        window.board.action_chosen.emit(legal[0])
    # "To do" once Robo's move has landed: "Waiting" while it flies to its place
    qtbot.waitUntil(lambda: table_bar(window).mark.text() == "To do", timeout=5000)
    click_row(qtbot, window, robos[0])
    return robos[0]


def test_an_earlier_table_is_marked_as_the_past(qtbot: QtBot, window: MainWindow) -> None:
    """Play tester 151: over the table looked back at, "To do" just went, and only a line of
    black words said the table was not the game's own. A badge in sepia says "Looking back",
    and is read so; Esc brings "To do" back."""
    look_back_at_a_computers_turn(qtbot, window)
    mark = table_bar(window).mark
    assert mark.isVisible() and mark.text() == "Looking back"
    assert mark.accessibleName() == "Looking back"
    fill = table_palette().past
    assert mark.palette().color(mark.backgroundRole()) == fill
    assert mark.palette().color(mark.foregroundRole()) == text_on(fill)
    assert fill != QApplication.palette().color(QPalette.ColorRole.Highlight)  # not "To do"'s
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    # Robo's move lands again on the game's table ("Robo has played. Your turn in a moment…")
    qtbot.waitUntil(lambda: mark.text() == "To do", timeout=5000)
    assert mark.isVisible()
    assert mark.palette().color(mark.backgroundRole()) != fill


def test_an_earlier_computers_turn_says_undo_cannot_go_back_to_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 151: "History goes back only to a turn of yours" left him guessing what
    going back meant; it is said of Undo, as "Undo cannot go back so far" is."""
    look_back_at_a_computers_turn(qtbot, window)
    board = window.board
    assert board is not None
    note = board.waiting_note or ""
    assert note.startswith("Looking back at the table at turn ")
    assert note.endswith(
        ", as you saw it: Undo cannot go back to a computer's turn. Esc returns to the game."
    )


def test_the_status_bar_tells_the_present_turn_and_that_the_game_waits(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 151: the status bar said "Maya to play" under an earlier table showing
    "▶ Rose", and the computers waited with no word why. It says the turn is the present's,
    that the game waits, and how to come back; Esc gives the turn back to the table's line.
    The turn is Ada's, who looks back: "Now: Ada to play … while you look back" read as two
    people (play tester 216)."""
    look_back_at_a_computers_turn(qtbot, window)
    turn = window.turn_label
    assert turn.isVisible()
    assert turn.text() == ("Now: your turn · the game waits while you look back: Esc returns to it")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert turn.isHidden()  # said over the table again, by "To do"
    assert not turn.text().startswith("Now: ")


@pytest.mark.parametrize("dark", [False, True])
def test_the_looking_back_badge_reads_in_either_palette(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """Its bold words on its sepia at 4.5:1 at least, and the sepia unlike the mover's purple
    frame and the table's own colours."""
    colours = table_palette(dark)
    assert contrast(text_on(colours.past), colours.past) >= 4.5
    assert contrast(colours.past, colours.felt) >= 3.0  # the badge stands out on the table
    assert colours.past not in (colours.accent, colours.hint, colours.changed, colours.cursor)


def test_a_deals_heading_shows_the_start_of_that_deal(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester 151: a click on the "Deal 2" heading showed deal 2's first table, new hands
    dealt, under "Looking back at the table at turn 20 of deal 1"."""
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
    open_finished(window, "petal-plotters", {"players": 2, "match": True}, seats, tmp_path)
    log = window.move_log
    headings = [log.item(row) for row in range(log.count()) if log.item(row).data(HEADING)]
    assert [item.text() for item in headings] == ["Deal 1", "Deal 2", "Deal 3"]
    heading = headings[1]
    deal_2_begins = heading.data(ROW_INDEX)  # (the log is listed anew by the click)
    log.scrollToItem(heading)
    where = log.visualItemRect(heading).center()
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=where)
    board = window.board
    assert board is not None and board.waiting_note == (
        "Looking back at the table at the start of deal 2: Esc returns to the end of the game."
    )
    click_row(qtbot, window, deal_2_begins - 1)  # a table within deal 1 still says its turn
    assert " of deal 1: " in (board.waiting_note or "")


def turn_against_robo(qtbot: QtBot, window: MainWindow) -> Session:
    """A Flowers game against an easy computer, after Ada's first turn and Robo's answer."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session = window.controller.session
    assert session is not None
    emit(window, Draw)
    emit(window, Place)
    qtbot.waitUntil(lambda: session.cursor == 4 and window.controller.current_player() == 0)
    return session


def test_undo_and_redo_wait_while_looking_back(qtbot: QtBot, window: MainWindow) -> None:
    """Play tester (session 53): Ctrl+Z on an earlier table took back the present's last move,
    a Flowers draw, unseen behind it. While looking back Undo and Redo are greyed, the menu
    and the status bar say to return first, and Ctrl+Z takes nothing back; back in the game
    Undo works again."""
    session = turn_against_robo(qtbot, window)
    emit(window, Draw)  # from a face-up stack: within Undo's reach
    undo, redo = window.actions_by_name["undo"], window.actions_by_name["redo"]
    assert undo.isEnabled()
    window.activateWindow()
    click_row(qtbot, window, 2)
    reason = "Return to the game first (Esc): the table shows an earlier move."
    assert not undo.isEnabled() and undo.statusTip() == reason
    assert window.undo_why.isVisible() and window.undo_why.label.text() == reason
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.cursor == 5 and window._earlier_point() == 2
    assert window.statusBar().currentMessage() == reason
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert undo.isEnabled()
    undo.trigger()
    assert session.cursor == 4 and redo.isEnabled()
    click_row(qtbot, window, 2)
    assert not redo.isEnabled() and redo.statusTip() == reason
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert session.cursor == 4 and window._earlier_point() == 2


def test_a_look_back_is_read_at_once_not_under_a_flashed_word(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester (session 53): a yellow word laid over the line over the table ("Back to the
    table as the game stands now.", from the Esc just before) hid "Looking back…" for
    seconds. Looking back takes such a word away: the line says the look at once."""
    turn_against_robo(qtbot, window)
    window.activateWindow()
    click_row(qtbot, window, 2)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    note = table_bar(window).flash_note
    assert note.isVisible() and note.text() == "Back to the table as the game stands now."
    click_row(qtbot, window, 0)  # the start
    assert not note.isVisible()
    assert table_bar(window).mark.text() == "Looking back"


def test_at_a_hot_seat_end_a_row_says_at_itself_why_its_table_is_not_shown(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester (session 53): after a hot-seat game, a click on a log row showed nothing,
    and only the status bar said why. An earlier table is one player's view, and the end
    turns over only the Garrisons (hands, looks and the cards set aside stay secret), so it
    is still not shown to everyone at the screen; the reason shows at the row clicked."""
    seats = (Seat(name="Ann"), Seat(name="Ben"), Seat(name="Cal"))
    session = open_finished(window, "petal-plotters", {"players": 3}, seats, tmp_path)
    board = window.board
    assert board is not None
    end = board.state
    QToolTip.hideText()
    click_row(qtbot, window, 3)
    assert board.state == end and window._earlier_point() is None and session.cursor > 3
    reason = "At a shared screen, an earlier table would show one player's secret cards."
    assert window.statusBar().currentMessage() == reason
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == reason
    log = window.move_log
    row = next(log.item(r) for r in range(log.count()) if log.item(r).data(ROW_INDEX) == 3)
    tip = next(
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.inherits("QTipLabel") and widget.isVisible()
    )
    shown_at = log.viewport().mapFromGlobal(tip.pos())
    assert abs(shown_at.y() - log.visualItemRect(row).bottom()) < 40  # under the row


def test_esc_from_a_look_back_after_the_end_says_back_to_the_end(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester 159: after the end, the look's line said "Esc returns to the end of the
    game", and Esc then said "Back to the game in progress" (French), as if one went on."""
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
    session = open_finished(window, "flowers", {"players": 2}, seats, tmp_path)
    if window.end_dialog is not None:
        window.end_dialog.close()
    window.activateWindow()
    click_row(qtbot, window, 2)
    assert window._earlier_point() == 2 and session.is_over()
    board = window.board
    assert board is not None and "Esc returns to the end of the game" in (board.waiting_note or "")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    note = table_bar(window).flash_note
    assert note.isVisible() and note.text() == "Back to the end of the game."


def test_a_hint_asked_on_a_look_from_the_move_log_does_not_name_history(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 159: a hint asked on an earlier table looked at from the move log was
    refused with "History shows an earlier table", History never opened. The refusal names
    the look, whatever opened it, and the way back."""
    turn_against_robo(qtbot, window)
    window.activateWindow()
    click_row(qtbot, window, 2)
    assert window.history_dock.isHidden()
    window.actions_by_name["hint"].trigger()
    said = "You are looking at an earlier table: Esc returns to the game."
    assert window.statusBar().currentMessage() == said


def test_a_look_back_keeps_the_flowers_placing_frame(qtbot: QtBot, window: MainWindow) -> None:
    """Play tester 158: a card drawn, the frame moved off the first cell by the arrows, a
    click on "Start of the game" and Esc put the frame back on the first cell; it comes back
    to the cell the arrows had reached, as Petal Plotters' frame comes back to its card."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session, board = window.controller.session, window.board
    assert session is not None and isinstance(board, FlowersBoard)
    window.activateWindow()
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: session.cursor == 1 and bool(board.places))
    first = board.cursor_cell
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(board.view, key)
        if board.cursor_cell != first:
            break
    framed = board.cursor_cell
    assert framed is not None and framed != first
    click_row(qtbot, window, 0)
    assert "at the start of the game" in (board.waiting_note or "")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert board.waiting_note is None
    qtbot.waitUntil(lambda: board.interactive)
    assert board.cursor_cell == framed
    click_row(qtbot, window, 0)  # again: the way back is said, not laid under the frame's words
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: board.interactive)
    assert board.cursor_cell == framed
    note = table_bar(window).flash_note
    assert note.isVisible() and note.text() == "Back to the table as the game stands now."


def test_esc_from_a_look_the_pointer_began_leaves_the_table_unframed(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 210 (mouse): a move log row clicked and Esc framed the table for the keys,
    and "Enter: …" led the line over it. Back from a look the pointer began, the table is
    the pointer's; back from one begun where the keys led, it is framed as before."""
    look_back_at_a_computers_turn(qtbot, window)
    board = window.board
    assert board is not None and not board.keys_lead()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None, timeout=5000)
    assert not board.keys_lead()
    session = window.controller.session
    assert session is not None
    window.activateWindow()
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_Right)
    assert board.keys_lead()
    click_row(qtbot, window, session.cursor - 2)
    assert window._earlier_point() is not None
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    assert board.keys_lead()


def test_a_button_beside_looking_back_returns_to_the_game(qtbot: QtBot, window: MainWindow) -> None:
    """Play tester 213 (mouse): "Looking back" said only that Esc returns, and the way back
    by the mouse was found by guessing at History's last row. A button beside the mark goes
    back, shown only while looking back, and named in the words of the game."""
    look_back_at_a_computers_turn(qtbot, window)
    bar = table_bar(window)
    back = bar.back_button
    assert back.isVisible() and back.text() == "Back to the game"
    assert back.toolTip() == "The table as the game stands now (Esc)"
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert window._earlier_point() is None
    qtbot.waitUntil(lambda: bar.mark.text() == "To do", timeout=5000)
    assert not back.isVisible()
    board = window.board
    assert board is not None and not board.keys_lead()  # the pointer's way: no frame


def test_a_hint_goes_while_an_earlier_table_is_looked_at_and_comes_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 215: a hint's words stayed over "Looking back" and its orange frame on an
    empty cell of the earlier garden, as if the card should go there. Put away while the look
    lasts, the hint comes back with the game's own table."""
    session = turn_against_robo(qtbot, window)
    board = window.board
    assert isinstance(board, FlowersBoard)
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: window._hint is not None, timeout=20_000)
    hint_words = window._lasting_message
    assert hint_words is not None and hint_words.startswith("Hint: ")
    note = table_bar(window).flash_note
    framed = sum(hint.mode == "hint" for hint in board.hints)
    assert framed and note.isVisible() and note.text().startswith("Hint: ")
    window.activateWindow()
    click_row(qtbot, window, 2)
    assert window._earlier_point() == 2
    assert not any(hint.mode == "hint" for hint in board.hints)
    assert not note.text().startswith("Hint: ") or not note.isVisible()
    assert window.statusBar().currentMessage() != hint_words
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None and session.cursor == 4
    assert sum(hint.mode == "hint" for hint in board.hints) == framed
    assert window._lasting_message == hint_words
    assert note.text() == "Back to the table as the game stands now."
    note.end_short()  # as the short word's time runs out: the hint is back under it
    assert note.isVisible() and note.text().startswith("Hint: ")


def ada_to_add_a_card(qtbot: QtBot, window: MainWindow) -> tuple[Session, PetalPlottersBoard]:
    """A Petal Plotters game of Ada against Robo, an easy computer, played on to a turn of
    Ada's past the Hornbill's, a move or more after the deal: its session and board."""
    start(window, "petal-plotters", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session, board = window.controller.session, window.board
    assert session is not None and isinstance(board, PetalPlottersBoard)
    for _move in range(20):
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None)
        if session.state.phase is not PetalPhase.HORNBILL and session.cursor >= 2:
            break
        legal = window.controller.choices_for_viewer()
        assert legal
        board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: table_bar(window).mark.text() == "To do", timeout=5000)
    return session, board


def test_a_hand_looked_back_at_is_upright_and_its_turns_come_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 214: the hand looked back at showed a Spider turned as it was turned turns
    later. The earlier table's hand is upright; back in the game, the hand is turned as the
    player left it."""
    session, board = ada_to_add_a_card(qtbot, window)
    earlier = 1
    then = {held.card for held in session.state_at(earlier).hands[0]}
    card = next(held.card for held in session.state.hands[0] if held.card in then)
    assert board.rotate(board.hand_item(card))
    item = board.hand_item(card)
    assert item is not None and not item.top_up
    window.activateWindow()
    click_row(qtbot, window, earlier)
    assert window._earlier_point() == earlier
    item = board.hand_item(card)
    assert item is not None and item.top_up, "the earlier hand shows a later turn"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    item = board.hand_item(card)
    assert item is not None and not item.top_up, "the hand's turn was lost by the look"


def test_historys_own_row_of_the_present_gives_the_keys_back_to_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 215: back from a look by History's row of the game as it stands, the keys
    stayed in History, and the next Enter, meant to draw a card, chose that row again. They
    go to the table, as Esc and "Back to the game" give them."""
    session = turn_against_robo(qtbot, window)
    board = window.board
    assert isinstance(board, FlowersBoard)
    window.activateWindow()
    window.actions_by_name["history"].trigger()
    qtbot.waitUntil(window.history_dock.isVisible)
    click_row(qtbot, window, 2, window.history_view)
    assert window._earlier_point() == 2
    click_row(qtbot, window, session.cursor, window.history_view)
    assert window._earlier_point() is None
    qtbot.waitUntil(board.view.hasFocus)
    qtbot.wait(GUARD_MS)  # a key this soon after the click is not taken
    qtbot.keyClick(board.view, Qt.Key.Key_1)  # the digit key draws from the first stack
    qtbot.waitUntil(lambda: session.cursor == 5)


def test_a_card_the_hint_turned_is_still_turned_after_a_look_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 216: a hint turned the Garden Snail to −3 up; after a look back the card
    was as dealt, +1 up, while the hint's frame still pointed at it, and Enter would have
    added it the other way up. The card stays as the hint turned it, and the hint's words
    still say so."""
    session, board = ada_to_add_a_card(qtbot, window)
    legal = window.controller.choices_for_viewer() or []
    added = next(a for a in legal if isinstance(a, AddToGarrison) and not a.top_up)
    window._hint_table = (session, session.cursor)
    window._show_hint(Hint(added, None))  # as a hint found for this table is shown
    item = board.hand_item(added.card)
    assert item is not None and not item.top_up  # turned for the player
    words = window._lasting_message
    assert words is not None and "(rotated for you)" in words
    window.activateWindow()
    click_row(qtbot, window, 1)
    assert window._earlier_point() == 1
    assert not any(hint.mode == "hint" for hint in board.hints)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    item = board.hand_item(added.card)
    assert item is not None and not item.top_up, "the hint's turn was lost by the look"
    assert any(hint.mode == "hint" for hint in board.hints)
    assert window._lasting_message == words


def test_a_solo_look_back_does_not_speak_of_undo(qtbot: QtBot, window: MainWindow) -> None:
    """A solo game has no Undo to speak of: each turn shows a card. "Undo cannot go back so
    far" over an earlier table read as if it could go back some way (play tester 218)."""
    start(window, "flowers", (Seat(name="Élodie"),))
    session = window.controller.session
    assert session is not None
    for _turn in range(2):
        emit(window, Draw)
        emit(window, Place)
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None)
    assert session.cursor > 2 and window.controller.undo_floor() > 2
    click_row(qtbot, window, 2)
    assert window._earlier_point() == 2
    board = window.board
    assert board is not None
    note = board.waiting_note or ""
    assert note.startswith("Looking back at the table at turn 1")
    assert note.endswith(", as you saw it: Esc returns to the game.")


def test_the_last_placement_is_marked_again_on_the_way_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Ada draws, looks back at her first turn, and comes back: the mark of the last placement
    stayed on her own card of that turn, where Robo's newest card had it (play tester 218),
    since the present's last move, a draw, places no card to mark."""
    session = turn_against_robo(qtbot, window)
    board = window.board
    assert isinstance(board, FlowersBoard)
    robos = board.recent
    assert robos is not None and robos[0] == 1
    emit(window, Draw)
    assert board.recent == robos
    window.activateWindow()
    click_row(qtbot, window, 2)  # after Ada's first turn: her card marked
    assert board.recent is not None and board.recent[0] == 0
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window._earlier_point() is None and session.cursor == 5
    assert board.recent == robos


@pytest.fixture
def french(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, translations: None
) -> Iterator[MainWindow]:
    """A window in French, its computers playing at once."""
    yield from french_window(qtbot, tmp_path, monkeypatch)


def test_history_keys_leave_room_for_your_turn_in_french_at_1280(
    qtbot: QtBot, french: MainWindow
) -> None:
    """Play tester 218 looked back by History's keys in a solo game at 1280×720: the status bar
    kept "Historique : ↑/↓ et Entrée ramènent à un coup ; Échap rend le clavier à la table.",
    which took the room of "Maintenant : à vous de jouer…", and its Esc meant another thing
    there. Looking back, the keys' words are short; the turn's words, which say Esc returns
    to the game, stay beside them, and both go with the look."""
    window = french
    window.resize(1280, 720)
    with qtbot.waitActive(window):
        window.activateWindow()
    begin_solo(window)
    qtbot.waitUntil(lambda: window.width() == 1280)
    play_on(window, 6, random.Random(3))
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.hasFocus)
    keys = (
        "Historique\u00a0: ↑/↓ et Entrée ramènent à un coup\u00a0;"
        " Échap rend le clavier à la table."
    )
    assert window.statusBar().currentMessage() == keys
    history.setCurrentRow(1)
    QTest.keyClick(history, Qt.Key.Key_Return)
    assert window._earlier_point() is not None and history.hasFocus()
    look_keys = "Historique\u00a0: ↑/↓ et Entrée montrent un autre coup."
    assert window.statusBar().currentMessage() == look_keys
    turn = window.turn_label
    assert turn.isVisible() and turn.text().startswith("Maintenant\u00a0: à vous de jouer")
    # another row's Enter keeps them: the bar's left went blank (play tester 222)
    history.setCurrentRow(2)
    QTest.keyClick(history, Qt.Key.Key_Return)
    assert window._earlier_point() is not None
    assert window.statusBar().currentMessage() == look_keys
    QTest.keyClick(history, Qt.Key.Key_Escape)
    assert window._earlier_point() is None
    assert window.statusBar().currentMessage() not in (keys, look_keys)
