"""The hinted face-up card taken, its place is hinted with no second search: the draw's hint
planned it (``Game.hint_planned``). Play tester 188 saw "Looking for a good move…" for some
3 s more after taking the hinted card, before the cell was framed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import hint
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.actions import Action
from engine.games.flowers import Draw, Place
from engine.games.flowers.ai import PlannedPlace
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_hints import (
    ANN,
    ROBO,
    hinted_move,
    press_hint_key,
    said,
    start,
    wait_for_own_turn,
)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"), 1400, 900
    )


class Searches:
    """The hint's search, counted: a stand-in that draws from the face-up stack ``stack`` and
    places on the last legal cell."""

    level = "hard"

    def __init__(self, stack: int) -> None:
        self.stack = stack
        self.asked: list[Any] = []

    def choose(self, game: Any, view: Any, player: int, cancel: Any = None) -> Action:
        self.asked.append(view)
        legal = game.legal_actions(view)
        return Draw(self.stack) if isinstance(legal[0], Draw) else legal[-1]


def test_the_hinted_face_up_card_taken_its_planned_place_comes_with_no_search(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, "flowers", ANN, ROBO)
    wait_for_own_turn(qtbot, window)
    session = window.controller.session
    assert session is not None and window.board is not None
    searches = Searches(session.state.face_up.index(True))
    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: searches)
    press_hint_key(window)
    qtbot.waitUntil(lambda: hinted_move(window) == Draw(searches.stack), timeout=10_000)
    assert window._hint is not None
    plan = window._hint.aim
    assert isinstance(plan, PlannedPlace) and plan.card == session.state.stacks[searches.stack][-1]
    QTest.keyClick(window.board.view.viewport(), Qt.Key.Key_Return)
    assert session.state.held == plan.card
    qtbot.waitUntil(lambda: isinstance(hinted_move(window), Place), timeout=10_000)
    assert len(searches.asked) == 1, "the draw's search alone"
    assert hinted_move(window) == plan.place and said(window).startswith("Hint: ")


def test_another_card_taken_is_searched_for(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plan was for the hinted card: the other face-up card taken instead, H searches."""
    start(window, "flowers", ANN, ROBO)
    wait_for_own_turn(qtbot, window)
    session = window.controller.session
    assert session is not None
    ups = [index for index, up in enumerate(session.state.face_up) if up]
    searches = Searches(ups[0])
    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: searches)
    press_hint_key(window)
    qtbot.waitUntil(lambda: hinted_move(window) == Draw(ups[0]), timeout=10_000)
    assert window.controller.play(Draw(ups[1])) is None
    press_hint_key(window)
    qtbot.waitUntil(lambda: isinstance(hinted_move(window), Place), timeout=10_000)
    assert len(searches.asked) == 2 and searches.asked[-1].held == session.state.held
