"""Undo's reason after a solo placement names the card the timer turned up as a card hidden
until then, after the move that turned it up: "your move showed you the yellow 3", after
placing "the yellow 3 with a blue butterfly", read as the card placed (play tester 182)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.save import Seat
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_flowers_shell import start


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The play tester's window: French, each move played as chosen."""
    assert i18n.install("fr") == "fr"
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=0, confirm_moves=False, language="fr"), 1200, 710
    )


def test_the_card_the_timer_turned_up_is_not_read_as_the_card_placed(
    window: MainWindow, qtbot: QtBot
) -> None:
    start(window, Seat(name="Camille"), seed=31)
    session = window.controller.session
    board = window.board
    assert session is not None and board is not None
    draw = window.controller.choices_for_viewer()[0]
    board.action_chosen.emit(draw)
    before = session.game.view(session.state, 0)
    board.action_chosen.emit(window.controller.choices_for_viewer()[0])  # the timer runs
    qtbot.waitUntil(lambda: not window.actions_by_name["undo"].isEnabled())
    turned_up = board.shown_card(before, session.game.view(session.state, 0))
    assert turned_up == "le 1 rouge"
    placed = window.controller.tell_move(session.cursor - 1, 0).removeprefix("Camille\u00a0: ")
    assert placed.startswith("pose le 3 rouge ") and "défausse" in placed
    reason = window.actions_by_name["undo"].toolTip()
    assert reason.startswith(
        f"Annulation impossible\u00a0: votre coup «\u00a0{placed}\u00a0» vous a montré le 1"
        " rouge, une carte cachée jusque-là."
    )
