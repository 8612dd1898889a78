"""Undo in the middle of an ability says, as Cancel does, that the others saw the card: it
said only "Taken back: “Use the ability of Spider (…)”" (play tester)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.main_window import MainWindow
from desktop.table.view import TableView
from engine.games.petal_plotters import GAME, AddToGarrison, PlaceHornbill
from tests.desktop.petal_plotters.conftest import use_by_keys
from tests.desktop.petal_plotters.test_board_play import slot_ability
from tests.desktop.petal_plotters.test_shell import start_against_two_computers, window  # noqa: F401

SEEN = "The others have seen it."


def undo_an_ability_begun(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
) -> tuple[PetalPlottersBoard, TableView, str, list[str]]:
    """Ada, against two computers, plays a card for its ability with U and takes it back with
    Ctrl+Z. Returns the board, its view, the card, and every status bar message since."""
    board = start_against_two_computers(window)
    session = window.controller.session
    assert session is not None
    for _ in range(20):
        qtbot.waitUntil(board.my_turn, timeout=20_000)
        if slot_ability(session.state) is not None:
            break
        legal = GAME.legal_actions(session.state)
        board.action_chosen.emit(
            next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison)))
        )
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    card = slot_ability(session.state)
    assert card is not None
    view = use_by_keys(board, session.state, card)
    assert session.state.pending is not None
    QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.pending is None
    return board, view, card, said


def test_undo_of_an_ability_begun_says_the_others_saw_the_card(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
) -> None:
    """Undo says it was taken back and that the others have seen it; Esc on the same
    ability says that once, not twice."""
    board, view, card, said = undo_an_ability_begun(qtbot, window)
    session = window.controller.session
    assert session is not None
    taken = [message for message in said if message.startswith("Taken back: ")]
    assert len(taken) == 1 and taken[0].startswith("Taken back: “Use the ability of ")
    assert taken[0].endswith("” — the others have seen it.")
    use_by_keys(board, session.state, card)
    assert session.state.pending is not None
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert session.state.pending is None
    cancelled = [message for message in said if message.startswith("Cancelled: ")]
    assert len(cancelled) == 1 and cancelled[0].endswith(f"still your turn. {SEEN}")
    assert cancelled[0].count(SEEN) == 1
