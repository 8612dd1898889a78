"""The mark at the start of the line over a Flowers table while a computer's move lands: it
waits, as Petal Plotters' does. "To do" showed beside "Rosa is to play…" during Rosa's move,
still 1.2 s in, once a drag, a key or a resize had made the window say the turn again (play
tester, session 58)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table import set_animation_speed
from desktop.table.bar import TableBar, TurnMark
from engine.core.save import Seat
from engine.games.flowers import Draw
from tests.desktop.shell.test_flowers_shell import play_face_down, start


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="normal"))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    yield win
    win.close()
    set_animation_speed(0)


def test_the_mark_waits_while_the_computers_move_lands_through_a_resize(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, Seat(name="Ann"), Seat(name="Rosa", kind="random"))
    board = window.board
    assert isinstance(board, FlowersBoard)
    bar = board.widget().findChild(TableBar)
    assert bar is not None
    qtbot.waitUntil(board.my_turn, timeout=5000)
    marks: list[tuple[TurnMark | None, bool]] = []
    set_mark = bar.mark.set_mark

    def shown(mark: TurnMark | None, person: str = "") -> None:
        marks.append((mark, board.landing_from is not None))
        set_mark(mark, person)

    monkeypatch.setattr(bar.mark, "set_mark", shown)
    play_face_down(window, 2)  # Ann draws and places: Rosa's turn
    qtbot.waitUntil(lambda: board.landing_from is not None, timeout=5000)
    width = window.width()
    while board.landing_from is not None:  # the window says the turn again as it is resized
        width = 1240 if width == 1280 else 1280
        window.resize(width, 800)
        QTest.qWait(60)
    qtbot.waitUntil(board.my_turn, timeout=5000)
    assert any(landing for _mark, landing in marks), "the window said the turn while it landed"
    assert {mark for mark, landing in marks if landing} == {TurnMark.WAIT}, marks
    qtbot.waitUntil(lambda: bar.mark.text() == "To do", timeout=1000)


def test_the_mark_says_to_do_after_undoing_ones_own_draw(qtbot: QtBot, window: MainWindow) -> None:
    """Undo of the person's draw, back to their turn after the computer's move, is no move of
    the computer's landing again: the mark said "Waiting" beside "Your turn: draw a card…" until
    the next move (play tester 188), and the line said "Rosa is playing…" meanwhile."""
    start(window, Seat(name="Ann"), Seat(name="Rosa", kind="random"))
    board = window.board
    session = window.controller.session
    assert isinstance(board, FlowersBoard) and session is not None
    bar = board.widget().findChild(TableBar)
    assert bar is not None
    play_face_down(window, 2)  # Ann draws and places; Rosa plays her turn
    qtbot.waitUntil(lambda: session.cursor == 4 and board.my_turn(), timeout=5000)
    qtbot.waitUntil(lambda: bar.mark.text() == "To do", timeout=1000)
    face_up = [
        action
        for action in window.controller.choices_for_viewer()
        if isinstance(action, Draw) and session.state.face_up[action.stack]
    ]
    board.action_chosen.emit(face_up[0])  # a card all saw: Undo may take the draw back
    assert window.actions_by_name["undo"].isEnabled()
    window.undo()
    assert session.cursor == 4
    assert board.landing_from is None and board.my_turn()
    assert bar.status_label.text().startswith("Your turn: draw a card")
    assert bar.mark.text() == "To do"
