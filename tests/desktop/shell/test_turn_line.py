"""Whose turn it is and what to do, said in one place: the line over the table, marked at its
start. Newcomers read the line over the table or the status bar, missed the other, and both
named the mover; a refusal said in the status bar alone went unseen (play tests)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton, QWidget
from pytestqt.qtbot import QtBot

import desktop.table.bar as bar_module
from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from desktop.press_guard import GUARD_MS
from desktop.settings import Settings
from desktop.table.bar import FlashNote, TableBar, TurnMark
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.board_table import BoardTable
from tests.desktop.finished_game import open_finished
from tests.desktop.petal_plotters.test_shell import after_a_look
from tests.desktop.shell.on_screen import window_on_screen

ANN_AND_BOT = (Seat(name="Ann"), Seat(name="Bot", kind="easy"))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window, its computers waiting long before they move: their turn can be looked at."""
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=5000, confirm_moves=False), 1366, 768
    )


def start(window: MainWindow, game_id: str, seats: tuple[Seat, ...]) -> TableBar:
    game = registry.get_game(game_id)
    options = game.parse_options({"players": len(seats)})
    assert window.start_game(NewGameChoice(game_id, options, 7, seats))
    assert window.board is not None
    bar = window.board.widget().findChild(TableBar)
    assert bar is not None
    return bar


def marked(bar: TableBar, words: str) -> bool:
    """The line carries the mark ``words``, shown at its start."""
    mark, line = bar.mark, bar.status_label
    return (
        mark.isVisible()
        and mark.text() == words
        and mark.geometry().right() < line.geometry().left()
        and bool(line.text())
    )


def drop_past_the_garden_cells(window: MainWindow) -> None:
    """A Flowers card dragged from the first stack and dropped on the garden's panel below
    its cells, where no card goes: refused beside the pointer."""
    board = window.board
    assert isinstance(board, FlowersBoard)
    panel = board._garden_panel_rect()
    grid = board.geometry[board.viewer].rect()
    foot = QPointF(panel.center().x(), (grid.bottom() + panel.bottom()) / 2)
    stack = board.stack_item(0)
    assert stack is not None
    BoardTable(board, window.controller, []).drag(stack.center_scene(), foot)


def test_the_line_over_the_table_is_marked_and_the_foot_does_not_say_the_turn_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    bar = start(window, "flowers", ANN_AND_BOT)
    assert window.controller.current_player() == 0
    assert marked(bar, "To do")
    assert bar.status_label.text().startswith("Your turn")
    # the foot's label still knows the turn, and keeps it to itself
    assert window.turn_label.text() == "Ann to play" and not window.turn_label.isVisible()
    assert window.code_label.isVisible()
    for _ in range(2):  # draw, then place: the computer is to move
        legal = window.controller.choices_for_viewer()
        assert legal and window.board is not None
        window.board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: window.thinking)
    assert marked(bar, "Waiting") and "Bot" in bar.status_label.text()
    # "Bot is thinking…" and its bar stay: they show the computer at work
    assert window.thinking_label.isVisible() and not window.turn_label.isVisible()


def test_the_foot_names_the_turn_while_the_table_is_covered(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Two people at one screen with hidden hands: the screen asks for the next one, and the
    status bar says the turn, the table's line being out of sight."""
    bar = start(window, "petal-plotters", (Seat(name="Ann"), Seat(name="Ben")))
    assert window.table.currentWidget() is window.handoff
    mover = window.controller.current_player()
    assert mover is not None
    first, other = (window.controller.seats[seat].name for seat in (mover, 1 - mover))
    # the person to act, by name ("Ben holds the Great Hornbill, and begins"), not the other
    said = window.turn_label.text()
    assert window.turn_label.isVisible() and said.startswith(f"{first} ") and other not in said
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.currentWidget() is window.board_page)
    assert marked(bar, f"To do — {first}") and not window.turn_label.isVisible()


def test_the_line_has_the_same_room_on_each_persons_turn(qtbot: QtBot, window: MainWindow) -> None:
    """The German turn's "(drehen mit R, Rechtsklick oder Mausrad)" stayed on Ben's last
    card and gave way on Anna's, her "Zu tun — Anna" a few pixels wider (play tester,
    session 54): the mark keeps the room of the widest name at the screen."""
    bar = start(window, "petal-plotters", (Seat(name="Anna"), Seat(name="Ben")))
    rooms = {}
    for _ in range(2):
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.table.currentWidget() is window.board_page)
        qtbot.waitUntil(lambda: bar.mark.isVisible())
        rooms[bar.mark.text()] = bar.status_label.geometry()
        legal = window.controller.choices_for_viewer()
        assert legal and window.board is not None
        window.board.action_chosen.emit(legal[0])
        qtbot.waitUntil(lambda: window.table.currentWidget() is window.handoff)
    assert set(rooms) == {"To do — Anna", "To do — Ben"}
    assert len(set(rooms.values())) == 1, rooms


def test_a_finished_game_says_so_at_the_foot_without_a_mark(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    open_finished(window, "flowers", {"players": 2}, ANN_AND_BOT, tmp_path)
    assert window.board is not None
    bar = window.board.widget().findChild(TableBar)
    assert bar is not None
    assert bar.status_label.text().startswith("Game over") and not bar.mark.isVisible()
    assert window.turn_label.isVisible() and window.turn_label.text() == "Game over"


def test_a_refusal_is_said_on_the_line_over_the_table(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A key refused while the computer plays (said in the status bar alone before): the
    reason lies over the line for a while, then the line is back. A drop that snaps back is
    said beside the pointer instead, where the eyes are: not on the line too
    (``test_said_once``)."""
    monkeypatch.setattr(bar_module, "FLASH_MS", 300)
    bar = start(window, "flowers", ANN_AND_BOT)
    board = window.board
    assert board is not None
    instruction = bar.status_label.text()
    drop_past_the_garden_cells(window)  # as a newcomer does
    reason = "That cell shares no side with any of your cards."
    note = bar.flash_note
    assert board.view.pointer_note.isVisible() and board.view.pointer_note.text() == reason
    assert not note.isVisible() and marked(bar, "To do")
    # a key on the table during the computer's turn
    for _ in range(2):
        legal = window.controller.choices_for_viewer()
        assert legal
        board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: window.thinking)
    assert not board.view.pointer_note.isVisible()
    instruction = bar.status_label.text()
    QTest.keyClick(board.view, Qt.Key.Key_1)
    assert not board.view.pointer_note.isVisible()
    assert note.isVisible() and note.text() == "It is not your turn."
    assert note.geometry().contains(on_the_window(bar.status_label).center())
    assert bar.status_label.text() == instruction  # under the note, and back after it
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=2000)
    assert marked(bar, "Waiting")


@pytest.mark.usefixtures("translations")
def test_the_mark_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    bar = start(window, "flowers", ANN_AND_BOT)
    window.apply_settings(Settings(language="fr", ai_move_delay_ms=5000, confirm_moves=False))
    assert marked(bar, "À faire") and not window.turn_label.isVisible()


@pytest.mark.usefixtures("translations")
def test_a_refusal_of_undo_or_a_hint_covers_the_mark_then_the_line_comes_back(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After Ctrl+Z or H refused, the line read "À faire | Annulation impossible : …": the
    mark claimed the refusal as a thing to do (French play tester). The refusal lies over the
    mark too, and when it has gone, the mark and the instruction are back."""
    monkeypatch.setattr(bar_module, "FLASH_MS", 300)
    window.apply_settings(Settings(language="fr", ai_move_delay_ms=5000, confirm_moves=False))
    bar = start(window, "flowers", (Seat(name="Ann"),))
    for _ in range(2):  # a draw, then the placement that turns up the timer's next card
        legal = window.controller.choices_for_viewer()
        assert legal and window.board is not None
        window.board.action_chosen.emit(legal[0])
    assert not window.actions_by_name["undo"].isEnabled()
    assert not window.actions_by_name["hint"].isEnabled()  # a solo game that counts
    instruction, note = bar.status_label.text(), bar.flash_note
    assert marked(bar, "À faire")
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    for keys, refusal in (("Ctrl+Z", "Annulation impossible"), ("H", "Pas de conseil")):
        QTest.keySequence(window, QKeySequence(keys))
        assert note.isVisible() and note.text().startswith(refusal)
        assert note.geometry().contains(on_the_window(bar.mark))
        assert note.geometry().contains(on_the_window(bar.status_label).center())
        qtbot.waitUntil(lambda: not note.isVisible(), timeout=2000)
        assert marked(bar, "À faire") and bar.status_label.text() == instruction


def test_a_refusal_made_while_waiting_goes_when_the_turn_comes(qtbot: QtBot) -> None:
    """A stack clicked while the computer played was refused, and the refusal stayed seconds
    into the person's turn, its box where the wider "Waiting" had ended: "To do  Your It is
    not your turn." (play tester 124). The word over the line goes when the turn changes,
    whoever moved; the status bar's stays while the others play, and goes with them. The
    stack's key here: a click's refusal is said beside the pointer, not on the line."""
    window = MainWindow(Settings(ai_move_delay_ms=600, confirm_moves=False))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    seats = (Seat(name="Ann"), Seat(name="Bot", kind="normal"), Seat(name="Cy", kind="normal"))
    bar = start(window, "flowers", seats)
    board = window.board
    assert board is not None
    for _ in range(2):  # draw, then place: the computers are to move
        legal = window.controller.choices_for_viewer()
        assert legal
        board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: window.thinking)
    QTest.keyClick(board.view, Qt.Key.Key_1)
    note, refusal = bar.flash_note, "It is not your turn."
    assert note.isVisible() and note.text() == refusal
    assert marked(bar, "Waiting")
    qtbot.waitUntil(lambda: window.controller.current_player() == 2, timeout=10_000)
    assert marked(bar, "Waiting") and not note.isVisible()
    assert window.statusBar().currentMessage() == refusal
    qtbot.waitUntil(lambda: window.controller.current_player() == 0, timeout=10_000)
    assert not note.isVisible()
    qtbot.waitUntil(board.my_turn, timeout=5000)  # Cy's card has landed: Ann's turn is said
    assert marked(bar, "To do")
    assert window.statusBar().currentMessage() != refusal  # the card may still be landing
    window.close()


def test_a_word_over_the_line_follows_the_mark(qtbot: QtBot, window: MainWindow) -> None:
    """The word laid over the line starts where the mark before it starts, or the line's words
    with no mark, whatever the mark: laid while "Waiting" showed, it stayed there under "To
    do", and the line's first word showed between them (play tester 124)."""
    bar = start(window, "flowers", ANN_AND_BOT)
    line = bar.status_label
    qtbot.waitUntil(lambda: marked(bar, "To do"))
    acting = line.geometry().left()
    bar.mark.set_mark(TurnMark.WAIT)  # wider: the line starts further right
    qtbot.waitUntil(lambda: line.geometry().left() > acting)
    waiting = line.geometry().left()
    note = bar.flash_note
    note.flash("It is not your turn.")
    bar.mark.set_mark(TurnMark.ACT)
    qtbot.waitUntil(lambda: line.geometry().left() < waiting)
    marked_line = on_the_window(line)
    marked_line.setLeft(on_the_window(bar.mark).left())
    assert note.geometry() == marked_line
    bar.mark.set_mark(None)
    qtbot.waitUntil(lambda: not bar.mark.isVisible())
    qtbot.waitUntil(lambda: note.geometry() == on_the_window(line))


def on_the_window(widget: QWidget) -> QRect:
    """Where ``widget`` lies in its window (a ``FlashNote`` lies over the window)."""
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def test_a_word_of_two_lines_lies_whole_over_the_line_and_the_table_stays(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At 1366 x 768 a hint of two lines lay over the line in a box as high as the line: the
    top of its first line and the foot of its second were cut off; and the status bar grew
    to two lines for it, and the whole table shrank and moved (play tester 126). The box is
    as high as its words need, within the bar (over the table's top, it hid its titles:
    play tester 129), and the status bar keeps its height, two lines from the start, where
    the hint shows whole."""
    bar = start(window, "flowers", ANN_AND_BOT)
    assert window.board is not None
    view = window.board.view
    foot = window.message_bar
    qtbot.wait(50)
    table, foot_high = view.viewport().size(), foot.height()
    hint = (
        "Hint: Take the red 2 with a blue butterfly from the second stack and play it in the"
        " cell left of your yellow 3. Your score goes from 12 to 11 for now, while its best"
        " place would give 14; this place may pay off more by the game's end."
    )
    window._say_about_table(hint, 0)  # as a hint is said (``_show_hint``)
    note = bar.flash_note
    assert note.isVisible() and note.text() == hint
    need = note.heightForWidth(note.width())
    assert need > bar.status_label.height()  # more than the line's room: the case to mend
    assert note.height() >= need and note.width() == bar.status_label.width()
    assert on_the_window(bar).contains(note.geometry())
    assert note.geometry().contains(on_the_window(bar.status_label).center())
    qtbot.wait(50)
    assert view.viewport().size() == table and foot.height() == foot_high
    assert foot.currentMessage() == hint and foot.fits(hint) and foot.toolTip() == ""


def test_a_look_before_passing_the_screen_is_marked_and_a_word_lies_over_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ada and Ben at one screen; Ada's move showed her a card, and the look's bar asks her to
    look, then pass the screen. It had no mark, though she had a job; and a word said then (a
    card clicked, a hint refused) opened behind that bar, its bottom edge alone showing (play
    tester 124). It is marked "To do", and the word lies over its words, its button free. A
    card clicked is said beside the pointer, the bar's words left as they were."""
    monkeypatch.setattr(bar_module, "FLASH_MS", 300)
    board, _session, _mover = after_a_look(qtbot, window)
    pause = window.reveal_pause
    assert pause.isVisible()
    assert pause.mark.isVisible() and pause.mark.text().startswith("To do")
    assert pause.mark.geometry().right() < pause.message.geometry().left()
    card = board.hand_items()[0]
    QTest.mouseClick(
        board.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=board.view.mapFromScene(card.center_scene()),
    )
    assert board.view.pointer_note.isVisible()
    assert not any(note.isVisible() for note in window.findChildren(FlashNote))
    window.actions_by_name["hint"].trigger()
    notes = [note for note in window.findChildren(FlashNote) if note.isVisible()]
    assert [note.text() for note in notes] == [
        "A hint is for a move of yours: there is none to make now."
    ]
    note = notes[0]
    assert note is pause.flash_note
    assert note.geometry().contains(on_the_window(pause.message).center())
    # on the screen, not under the bar: its own colour where its words start
    seen = window.grab().toImage()
    spot = note.mapTo(window, QPoint(3, note.height() // 2))
    assert QColor(seen.pixel(spot)) == note.palette().color(QPalette.ColorRole.Window)
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=2000)
    assert pause.message.isVisible() and pause.mark.isVisible()
    qtbot.wait(GUARD_MS + 50)  # past the button's guard against a press too soon
    qtbot.mouseClick(pause.button, Qt.MouseButton.LeftButton)
    assert window.table.currentWidget() is window.handoff


def test_at_a_shared_screen_the_mark_names_who_is_to_act(qtbot: QtBot, window: MainWindow) -> None:
    """After a hand-off the line said "Your turn: …" and named nobody (play tester 124): where
    several people share the screen, "To do" names the one to act; alone, it names nobody."""
    bar = start(window, "petal-plotters", (Seat(name="Ann"), Seat(name="Ben")))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.currentWidget() is window.board_page)
    first = window.controller.seats[window.controller.current_player() or 0].name
    assert marked(bar, f"To do — {first}") and bar.status_label.text().startswith("You hold")
    # a name of forty letters is cut, whole in the tooltip: the line keeps its room
    long = "Annabelle-Marguerite " * 2
    bar.mark.set_mark(TurnMark.ACT, long)
    assert bar.mark.text().startswith("To do — Annabelle") and bar.mark.text().endswith("…")
    assert bar.mark.toolTip() == f"To do — {long}"
    bar = start(window, "flowers", ANN_AND_BOT)  # one person at the screen
    assert marked(bar, "To do")


def test_at_a_shared_flowers_screen_the_mark_names_the_person_at_every_turn(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Ann and Ben at one screen: the first turn read "To do | Ann — Your turn: …", Flowers
    heading its words with the name, and the later ones "To do — Ben | Your turn: …" (play
    tester 126), the hand-over "To do — Ben | Ben's garden is now the large one." One form
    at every turn: the mark names the person, the words do not."""
    bar = start(window, "flowers", (Seat(name="Ann"), Seat(name="Ben")))
    board = window.board
    assert board is not None
    qtbot.waitUntil(lambda: marked(bar, "To do — Ann"))
    assert bar.status_label.text().startswith("Your turn")
    for _ in range(2):  # Ann draws, then places: Ben's turn
        legal = window.controller.choices_for_viewer()
        assert legal
        board.action_chosen.emit(legal[0])
        qtbot.waitUntil(lambda: board.interactive, timeout=5000)
    assert window.controller.current_player() == 1
    qtbot.waitUntil(lambda: marked(bar, "To do — Ben"), timeout=5000)
    # the screen has changed hands: "To do — Ben | Ben's garden is now the large one" named
    # him twice; the note over the table, which has no mark, still names him
    assert bar.status_label.text().startswith("Your garden is now the large one. Your turn")
    assert "Ben" not in bar.status_label.text()
    assert "Ben" in board.seat_note.text()
    legal = window.controller.choices_for_viewer()  # Ben draws
    assert legal
    board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: board.interactive, timeout=5000)
    assert marked(bar, "To do — Ben") and bar.status_label.text().startswith("Place your card")


def test_the_look_before_passing_the_screen_names_who_looks(
    qtbot: QtBot, window: MainWindow
) -> None:
    _board, session, mover = after_a_look(qtbot, window)
    looker = window.controller.seats[mover].name
    assert session.state.current != mover
    assert window.reveal_pause.mark.text() == f"To do — {looker}"


@pytest.mark.usefixtures("translations")
def test_the_named_mark_is_translated(qtbot: QtBot, window: MainWindow) -> None:
    bar = start(window, "petal-plotters", (Seat(name="Ann"), Seat(name="Ben")))
    window.apply_settings(Settings(language="fr", ai_move_delay_ms=5000, confirm_moves=False))
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.currentWidget() is window.board_page)
    first = window.controller.seats[window.controller.current_player() or 0].name
    assert marked(bar, f"À faire — {first}")


def test_a_hint_stays_on_the_line_until_the_table_changes(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint went from the line after a few seconds, like a refusal: a French one of two
    lines went before it was read, and the player thought it had failed (play tester 125).
    It stays over the line until a move changes the table."""
    monkeypatch.setattr(bar_module, "FLASH_MS", 300)
    bar = start(window, "flowers", ANN_AND_BOT)
    note = bar.flash_note
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: note.isVisible() and note.text().startswith("Hint: "), timeout=10_000)
    qtbot.wait(900)  # three times a refusal's time over the line
    assert note.isVisible() and note.text().startswith("Hint: ")
    legal = window.controller.choices_for_viewer()
    assert legal
    window.board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=2000)


def test_a_hint_comes_back_over_the_line_when_a_refusal_laid_over_it_goes(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint, then a drop that snaps back: the refusal lay over the hint, and when it went
    the hint's words were gone, its marks left on the table (play tester 126). The hint comes
    back in the status bar, while the table stays as it was; it never left the line, the
    refusal being said beside the pointer. A refusal said on the line (Esc with nothing to
    cancel) lies over the hint, which comes back when it goes."""
    monkeypatch.setattr(bar_module, "FLASH_MS", 300)
    bar = start(window, "flowers", ANN_AND_BOT)
    board = window.board
    assert board is not None
    note, foot = bar.flash_note, window.statusBar()
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: note.isVisible() and note.text().startswith("Hint: "), timeout=10_000)
    hint = note.text()
    assert foot.currentMessage() == hint and board.hints
    panel = board._garden_panel_rect()  # past the garden's cells, as a newcomer drops
    grid = board.geometry[board.viewer].rect()
    stack = board.stack_item(0)
    assert stack is not None
    BoardTable(board, window.controller, []).drag(
        stack.center_scene(), QPointF(panel.center().x(), (grid.bottom() + panel.bottom()) / 2)
    )
    reason = "That cell shares no side with any of your cards."
    assert board.view.pointer_note.text() == reason and foot.currentMessage() == reason
    assert note.isVisible() and note.shows_lasting() and note.text() == hint
    qtbot.waitUntil(lambda: foot.currentMessage() == hint, timeout=8000)
    assert board.hints and note.text() == hint  # the table as it was, the hint with it
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert note.isVisible() and note.text() == board.nothing_to_cancel()
    qtbot.waitUntil(lambda: note.text() == hint, timeout=2000)
    assert note.isVisible() and note.geometry().contains(on_the_window(bar.status_label).center())
    # a move changes the table: the hint goes for good, from the line and the foot
    legal = window.controller.choices_for_viewer()
    assert legal
    board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=2000)
    assert foot.currentMessage() != hint


def test_the_search_for_a_hint_does_not_come_back_after_it_failed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The words "Looking for a good move…" last until the hint comes; a search that failed is
    over, and they do not come back once the failure's words have gone."""
    monkeypatch.setattr(bar_module, "FLASH_MS", 300)
    bar = start(window, "flowers", ANN_AND_BOT)
    monkeypatch.setattr(window.hint_seeker, "seek", lambda *_: None)
    note, foot = bar.flash_note, window.statusBar()
    window.actions_by_name["hint"].trigger()
    assert note.isVisible() and note.text() == "Looking for a good move…"
    window.hint_seeker.failed.emit("no time")
    assert note.text() == foot.currentMessage() == "No hint could be found: no time"
    qtbot.waitUntil(lambda: not foot.currentMessage(), timeout=8000)
    qtbot.wait(50)
    assert not note.isVisible() and not foot.currentMessage()


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_the_word_left_over_the_line_at_the_end_makes_room_for_history(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, game_id: str
) -> None:
    """The game over and its results closed, "View › Game Results… opens them again" lies over
    the line. History opened then: the line shrank, the word over it did not, and it ran into
    History's title and first rows and over the zoom buttons (play tester 128). It goes where
    the line goes, the zoom buttons in sight beside it."""
    seats = (Seat(name="Ann"), Seat(name="Bot", kind="easy"), Seat(name="Cy", kind="easy"))
    open_finished(window, game_id, {"players": 3}, seats, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None and window.board is not None
    window.end_dialog.close()
    bar = window.board.widget().findChild(TableBar)
    assert bar is not None
    note = bar.flash_note
    assert note.isVisible() and "View › Game Results…" in note.text()
    wide = note.width()
    window.actions_by_name["history"].trigger()
    dock = window.history_dock
    qtbot.waitUntil(lambda: dock.isVisible() and bar.status_label.width() < wide)
    assert note.isVisible() and note.geometry() == on_the_window(bar.status_label)
    assert not note.geometry().intersects(on_the_window(dock))
    zoom = [
        on_the_window(button)
        for button in bar.findChildren(QToolButton)
        if button.toolTip() in ("Zoom out", "Fit the table to the window", "Zoom in")
    ]
    assert len(zoom) == 3
    for button in zoom:
        assert not button.intersects(note.geometry()) and not button.intersects(on_the_window(dock))
