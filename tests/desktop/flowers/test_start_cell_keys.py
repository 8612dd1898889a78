"""Where the keyboard's frame starts for the card in hand. A keyboard-only play tester (178)
found it, after Redo (Ctrl+Shift+Z) and in a game opened with a card in hand, on the cell
nearest the starting card, where the card broke two fields (−19): one Enter from playing it.
Whichever way the card came to the hand (a draw by a key, Redo, a game opened by a key), the
frame starts on the same cell, one where the card costs the fewest points now."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import paths
from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from engine.core.save import Seat, write_save
from engine.games.flowers import GAME, Draw, FlowersOptions, Place, State
from tests.desktop.shell.on_screen import quick_laptop_window

Cell = tuple[int, int]
TESS = (Seat(name="Tess"), Seat(name="Rose", kind="normal"))
SEED = 3
MOVES = (
    *(move for _turn in range(3) for move in (Draw(0), Place(0, 0))),
    *(move for _turn in range(6) for move in (Draw(0), Place(1, 0))),
)
"""Tess's moves of a game against Rose to a turn where the card on top of the first stack,
face up (Undo may take its draw back), costs 5 points on the free cell above the starting card
and nothing on others."""


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))
    yield from quick_laptop_window(qtbot)


def points_lost(state: State, cell: Cell) -> int:
    """What the card in hand placed on ``cell`` takes from the score now (the engine's)."""
    before = GAME.projection(state).players[0].score
    after = GAME.projection(GAME.apply(state, Place(*cell))).players[0].score
    return max(0, before - after)


def press(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier) -> None:
    """A key as the keyboard sends it: to the widget that has the focus."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, key, modifier)


def framed_cell(qtbot: QtBot, window: MainWindow) -> Cell:
    """The cell the keyboard's frame stands on, the card in hand."""
    board = window.board
    assert isinstance(board, FlowersBoard)
    qtbot.waitUntil(lambda: board.cursor_cell is not None, timeout=2000)
    assert board.state is not None and board.state.held is not None
    assert board.cursor_cell is not None
    return board.cursor_cell


def test_the_frame_starts_on_the_same_harmless_cell_after_a_draw_a_redo_and_a_load(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.start_game(NewGameChoice("flowers", FlowersOptions(players=2), SEED, TESS))
    with qtbot.waitActive(window):
        window.activateWindow()
    for move in MOVES:
        qtbot.waitUntil(lambda: window.controller.choices_for_viewer() is not None)
        assert window.controller.play(move) is None
    board = window.board
    assert isinstance(board, FlowersBoard)
    qtbot.waitUntil(lambda: board.interactive)  # Rose's move landed
    none = Qt.KeyboardModifier.NoModifier
    press(qtbot, Qt.Key.Key_1, none)  # a draw by a key
    drawn = framed_cell(qtbot, window)
    session = window.controller.session
    assert session is not None and isinstance(session.state, State)
    state = session.state
    assert points_lost(state, (0, -1)) == 5  # where the frame came, by nearness alone
    assert points_lost(state, drawn) == 0
    # Undo, then Redo, by keys: the same card in hand, framed on the same cell
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.held is None
    shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    press(qtbot, Qt.Key.Key_Z, shift)
    assert session.state == state
    assert framed_cell(qtbot, window) == drawn
    # the game closed with the card in hand, and opened again by a key
    write_save(paths.autosave_path(), session, TESS)
    window.close_game()
    resume = window.start_screen.resume
    qtbot.waitUntil(resume.isVisible)
    resume.setFocus()
    press(qtbot, Qt.Key.Key_Return, none)
    reopened = window.controller.session
    assert reopened is not None and reopened is not session and reopened.state == state
    assert framed_cell(qtbot, window) == drawn
