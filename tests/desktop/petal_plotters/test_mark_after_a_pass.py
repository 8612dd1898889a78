"""The mark at the start of the line over the table in a pass round: once the person has
passed, it waits until the computers' passes have landed; "To do" showed while the last
computer's pass still flew to its place, under "Cy has played. Your turn in a moment…"
(play testers)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table import set_animation_speed
from desktop.table.bar import TableBar, TurnMark
from engine.core.save import Seat, write_save
from engine.core.session import Session
from engine.games.petal_plotters import (
    GAME,
    Cancel,
    PassCard,
    PetalPlottersOptions,
    Phase,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS

SEATS = (
    Seat(name="Ann", kind="human"),
    Seat(name="Robo", kind="random"),
    Seat(name="Cy", kind="random"),
)
SEED = 6


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))
    win = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="normal"))
    qtbot.addWidget(win)
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    yield win
    win.close()
    set_animation_speed(0)


def to_anns_pass() -> Session:
    """The computers use a pass-left ability (Katydid, Sunbird) when they may, and everybody
    makes the first other move offered, until Ann is asked to pass a card."""
    session = Session(GAME, PetalPlottersOptions(players=3), SEED)
    while not (session.state.phase is Phase.PASS and session.state.current == 0):
        assert not session.is_over()
        legal = GAME.legal_actions(session.state)
        passing = [
            action
            for action in legal
            if isinstance(action, UseAbility) and CARDS[action.card].ability[0].op == "pass_left"
        ]
        others = [action for action in legal if not isinstance(action, (UseAbility, Cancel))]
        session.apply(passing[0] if passing and session.state.current != 0 else others[0])
    return session


def test_the_mark_waits_from_the_persons_pass_until_the_computers_passes_have_landed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "pass.bouquet"
    write_save(target, to_anns_pass(), SEATS)
    assert window.open_file(target)
    board = window.board
    assert board is not None
    qtbot.waitUntil(board.my_turn, timeout=5000)
    bar = board.widget().findChild(TableBar)
    assert bar is not None and bar.mark.text() == "To do"
    passed = window.controller.session.cursor
    marks: list[tuple[TurnMark | None, int, bool]] = []
    set_mark = bar.mark.set_mark

    def shown(mark: TurnMark | None, person: str = "") -> None:
        marks.append((mark, window.controller.session.cursor, board.turn_landing()))
        set_mark(mark, person)

    monkeypatch.setattr(bar.mark, "set_mark", shown)
    board.view.setFocus()
    for _ in range(2):  # the first Enter frames a card, the second passes it
        QTest.keyClick(board.view, Qt.Key.Key_Return)
    session = window.controller.session
    assert session.cursor > passed and isinstance(session.action_at(passed), PassCard)
    qtbot.waitUntil(board.my_turn, timeout=10_000)  # Ann's turn, the last pass landed
    assert session.state.current == 0 and session.state.phase is Phase.TURN
    assert session.cursor > passed + 1, "a computer passed after Ann"
    assert any(landing for _mark, _cursor, landing in marks), "the last pass lands"
    before_the_turn = {
        mark for mark, cursor, landing in marks if cursor < session.cursor or landing
    }
    assert before_the_turn == {TurnMark.WAIT}, marks
    qtbot.waitUntil(lambda: bar.mark.text() == "To do", timeout=1000)
    assert bar.mark.isVisible()
