"""While a hint is sought (several seconds on a loaded machine), "Looking for a good move…"
lay over the line and hid its warning that a draw ends the game: the player waited without
it. The searching words now carry the warning, before the draw and after it ("Last turn:
…", play testers of session 58)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.base import GameBoard
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table.bar import TableBar
from engine.core.actions import Action
from engine.core.save import write_save
from engine.core.session import Session
from engine.games.flowers.game import FlowersGame
from engine.games.flowers.state import Draw, Place, State
from tests.desktop.flowers.test_hint_end_warning import SEATS, last_card_turn
from tests.desktop.shell.on_screen import window_on_screen


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window at the tester's size, its computers waiting long before they move."""
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=5000, confirm_moves=False), 1440, 900
    )


def opened(window: MainWindow, tmp_path: Path, session: Session) -> tuple[GameBoard, TableBar]:
    """``session`` saved and opened in ``window``: its board and the bar over its table."""
    target = tmp_path / "late.bouquet"
    write_save(target, session, SEATS)
    assert window.open_file(target)
    board = window.board
    assert board is not None
    bar = board.widget().findChild(TableBar)
    assert bar is not None
    return board, bar


def seek_slowly(
    qtbot: QtBot,
    window: MainWindow,
    bar: TableBar,
    monkeypatch: pytest.MonkeyPatch,
    move: Action,
    warning: str,
) -> None:
    """H pressed with the search slowed to 2 s, a loaded machine's, before it gives ``move``:
    the line says a move is sought beside ``warning`` until the hint comes."""

    def slow_hint(*_args: object) -> Action:
        time.sleep(2)
        return move

    monkeypatch.setattr(FlowersGame, "hint_move", slow_hint)
    board = window.board
    assert board is not None
    note = bar.flash_note
    board.view.setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_H)
    assert window.hint_seeker.seeking
    assert note.isVisible() and note.text() == f"Looking for a good move… · {warning}"
    assert window.statusBar().currentMessage() == note.text()
    qtbot.waitUntil(lambda: note.text().startswith("Hint: "), timeout=90_000)


def test_the_warning_stays_in_sight_while_the_hint_is_sought(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann's draw with a face-up stack at its last card: H pressed, the search slowed, the
    line says both that a move is sought and which draw ends the game."""
    session, ending = last_card_turn()
    board, bar = opened(window, tmp_path, session)
    state = session.state
    assert isinstance(state, State)
    warning = board.end_warning()
    assert warning.startswith("Taking the ") and warning in bar.status_label.text()
    other = next(index for index, stack in enumerate(state.stacks) if stack and index != ending)
    seek_slowly(qtbot, window, bar, monkeypatch, Draw(other), warning)


def test_the_last_turn_stays_in_sight_while_the_placing_hint_is_sought(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann has taken a stack's last card: the line says "Last turn: …" after the ways to
    place it; H pressed, the search slowed, the line keeps that warning beside the search."""
    session, ending = last_card_turn()
    session.apply(Draw(ending))
    board, bar = opened(window, tmp_path, session)
    warning = board.end_warning()
    assert warning == "Last turn: the game ends once this card is placed."
    assert warning in bar.status_label.text()
    state = session.state
    assert isinstance(state, State)
    cell = state.targets[0][0]
    seek_slowly(qtbot, window, bar, monkeypatch, Place(*cell), warning)
