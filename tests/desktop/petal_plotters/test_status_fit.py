"""The line above the PP table in German, below the tester's 1298×700 window: the engine's
reason why the ability can no longer be cancelled made it three lines (session 53)."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import MainWindow
from desktop.table.bar import STATUS_LINES
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, Cancel
from engine.games.petal_plotters.state import Phase, State

from .test_shell import start, window  # noqa: F401  (the window fixture)


def german_game_lines(
    qtbot: QtBot, shown: MainWindow, width: int, seed: int
) -> Iterator[tuple[State, int]]:
    """A three-player German game at ``width`` by 700 played by random moves (never Cancel),
    yielding each table before its move with the number of lines its status line takes."""
    assert i18n.install("de") == "de"
    shown.resize(width, 700)
    board = start(shown, Seat(name="Ada"), Seat(name="Ben"), Seat(name="Cy"), seed=seed)
    session = shown.controller.session
    assert session is not None
    status = board.status_label
    choose = Random(seed)
    while session.state.phase is not Phase.OVER:
        if shown.table.currentWidget() is shown.handoff:
            qtbot.mouseClick(shown.handoff.button, Qt.MouseButton.LeftButton)
            continue
        state = session.state
        yield state, status.heightForWidth(status.width()) // status.fontMetrics().lineSpacing()
        legal = GAME.legal_actions(state)
        shown.controller.play(choose.choice([action for action in legal if action != Cancel()]))


@pytest.mark.usefixtures("translations")
def test_the_reason_no_cancel_is_left_gives_way_to_the_tooltip_first(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
) -> None:
    """Short of room, the reason Esc cannot cancel moves to the tooltip, whole there, before
    the line takes a third line: what to do now, and the victory card's warning, stay on it.
    (The tests' 9-point font is narrower than the tester's: its three lines come in a narrower
    window than 1280 pixels: 900 pixels here.)"""
    moved = 0
    for state, lines in german_game_lines(qtbot, window, 900, 6):
        board = window.board
        assert board is not None
        status = board.status_label
        reason = board._engine_refusal(Cancel())
        if state.phase is Phase.ABILITY and Cancel() not in GAME.legal_actions(state) and reason:
            assert lines <= STATUS_LINES, status.text()
            if reason not in status.text():
                assert reason in status.toolTip()
                moved += 1
    assert moved, "no line was too long for the reason"


@pytest.mark.usefixtures("translations")
def test_every_abilitys_prompt_keeps_to_two_lines_in_german(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
) -> None:
    """The German line asking for the hand card an exchange gives ("Wähle die Handkarte, die
    du abgibst: … Die Karte, die du bekommst, wird deine Siegkarte.") took three lines at
    1200×691 with the move log open, and the table moved down (play tester 156, 98a.png).
    Short of room, every prompt of an ability or a pass gives up its secondary sentences to
    the tooltip, Esc's longer words first, then the table's keys, then S: what to choose,
    "Esc cancels." and the victory card's warning stay on the line. (The tests' font is
    narrower: 840 pixels here. At 750 the line was measured before the mark took its room:
    laid out, it left the shortest form three lines there.)"""
    shortened = 0
    for state, lines in german_game_lines(qtbot, window, 840, 7):
        assert window.board is not None
        status = window.board.status_label
        if state.phase in (Phase.ABILITY, Phase.PASS):
            assert lines <= STATUS_LINES, status.text()
            if status.toolTip():
                assert status.toolTip().startswith(status.text().split(" ")[0])
                shortened += 1
    assert shortened, "no prompt was too long for its line"
