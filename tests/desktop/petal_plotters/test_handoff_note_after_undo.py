"""At a hot seat, an Undo took back Ann's move, the first after a round of passes, and the
hand-off screen that came back to her said "Cards changed hands: you will see yours on your
turn.", though she had seen her new hand as she played (play tester, session 57). The note
tells the last passer, leaving the screen, of the card the round brought them; a screen
that comes back after an Undo is no one leaving after that pass."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, PassCard
from engine.games.petal_plotters.state import Cancel
from tests.desktop.shell.questions import take_back_answer

from .test_shell import an_add, start, window  # noqa: F401 (the window fixture)

NOTE = "Cards changed hands: you will see yours on your turn."


def test_the_screen_back_after_an_undo_does_not_tell_of_the_pass_again(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    start(window, Seat(name="Mum"), Seat(name="Dad"), Seat(name="Uncle"), seed=5)
    session = window.controller.session
    assert session is not None
    choose = random.Random(2)  # as test_the_last_passer_is_told_the_cards_changed_hands
    while True:
        if window.table.currentWidget() is window.handoff:
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
            continue
        legal = [a for a in GAME.legal_actions(session.state) if not isinstance(a, Cancel)]
        action = choose.choice(legal)
        window.controller.play(action)
        if isinstance(action, PassCard) and session.state.pending is None:
            break
    # the last passer leaves the screen: told, as play tester 139 asked
    assert window.table.currentWidget() is window.handoff
    assert NOTE in window.handoff.hint.text()
    mover = window.handoff.seat
    assert mover == session.state.current
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    window.controller.play(an_add(session.state))  # with the hand the round left them
    assert window.table.currentWidget() is window.handoff and window.handoff.seat != mover
    take_back_answer(monkeypatch, "Yes")
    window.actions_by_name["undo"].trigger()
    assert window.table.currentWidget() is window.handoff and window.handoff.seat == mover
    assert NOTE not in window.handoff.hint.text(), window.handoff.hint.text()
