"""The note said when the screen changes hands ("Bernd ist dran — dieser Garten ist jetzt groß
dargestellt") lies on free felt: at a German two-person table at 1600×900 it lay on the large
garden's row number "1", and the rows read 2, 3, 4, at every hand-over (play tester, session
57)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.save import Seat
from engine.games.flowers import Draw, Phase, State


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(Settings(animation_speed="off"))  # the cards at rest where they lie
    qtbot.addWidget(win)
    yield win
    win.close()


def note_on_scene(board: FlowersBoard) -> QRectF:
    """The note's rect on the table's scene."""
    return board.view.mapToScene(board.seat_note.geometry()).boundingRect()


def assert_note_on_free_felt(board: FlowersBoard) -> None:
    """The note covers none of the garden's row numbers and column letters, and no card."""
    note = note_on_scene(board)
    edges = [
        (key, label.sceneBoundingRect())
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] in ("row", "column") and label.isVisible()
    ]
    assert edges  # the garden's edges are shown: the check means something
    for key, rect in edges:
        assert not rect.intersects(note), (key, rect, note)
    for card, item in board.cards.items():
        assert not item.sceneBoundingRect().intersects(note), (card, note)


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("size", [QSize(1600, 900), QSize(1024, 640)])
def test_the_hand_over_note_leaves_the_gardens_edges_and_cards_seen(
    qtbot: QtBot, window: MainWindow, size: QSize
) -> None:
    """German, Anna and Bernd at one screen, played to the end: at every hand-over the note
    is shown clear of the row numbers, the column letters and every card."""
    i18n.install("de")
    try:
        window.resize(size)
        with qtbot.waitExposed(window):
            window.show()
        game = registry.get_game("flowers")
        options = game.parse_options({"players": 2, "summer": False})
        seats = (Seat(name="Anna", kind="human"), Seat(name="Bernd", kind="human"))
        assert window.start_game(NewGameChoice("flowers", options, 7, seats))
        QApplication.processEvents()
        board = window.board
        assert isinstance(board, FlowersBoard)
        hand_overs = 0
        while True:
            state = window.controller.session.state
            assert isinstance(state, State)
            if state.phase == Phase.OVER:
                break
            choices = window.controller.choices_for_viewer()
            board.action_chosen.emit(next(a for a in choices if isinstance(a, Draw)))
            board.action_chosen.emit(window.controller.choices_for_viewer()[0])
            QApplication.processEvents()
            if board.seat_note.isVisible():
                assert "ist dran" in board.seat_note.text()
                assert_note_on_free_felt(board)
                hand_overs += 1
        assert hand_overs >= 10
    finally:
        i18n.install("en")
