"""A hot-seat Petal Plotters game saved after a private look, and opened again (play tester
130): the look was over once the screen had passed on, and the game opens at the hand-off of
the person to act, not in the looker's "look, then pass the screen" pause."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table import set_animation_speed
from engine.core import registry
from engine.core.actions import Action
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, AddToGarrison, ChooseSlot, PlaceHornbill, UseAbility
from engine.games.petal_plotters.components import CARDS

FAMILY = (Seat(name="Mama"), Seat(name="Papa"), Seat(name="Lena"))


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    set_animation_speed(0)
    win = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"))
    qtbot.addWidget(win)
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    return win


def pure_look(action: Action) -> bool:
    """An ability that only looks at a card (the Katydid's kind)."""
    return isinstance(action, UseAbility) and [step.op for step in CARDS[action.card].ability] == [
        "look"
    ]


def take_screen(qtbot: QtBot, window: MainWindow) -> None:
    if window.table.currentWidget() is window.handoff:
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)


def looked_and_passed_on(qtbot: QtBot, window: MainWindow) -> tuple[int, int]:
    """Mama, Papa and Lena at one screen add cards until one of them looks at a Garrison card
    with an ability, passes the screen on, and the next takes it: the looker and the next."""
    game = registry.get_game("petal-plotters")
    options = game.parse_options({"players": 3})
    assert window.start_game(NewGameChoice("petal-plotters", options, 3, FAMILY))
    board = window.board
    session = window.controller.session
    assert board is not None and session is not None
    while not any(pure_look(action) for action in GAME.legal_actions(session.state)):
        take_screen(qtbot, window)
        legal = GAME.legal_actions(session.state)
        board.action_chosen.emit(
            next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison)))
        )
    take_screen(qtbot, window)
    looker = session.state.current
    board.action_chosen.emit(next(a for a in GAME.legal_actions(session.state) if pure_look(a)))
    board.action_chosen.emit(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    )
    following = session.state.current
    assert following != looker and window.reveal_pause.isVisible()
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    assert window.handoff.seat == following
    take_screen(qtbot, window)
    assert board.viewer == following and board.interactive
    return looker, following


def test_a_game_saved_after_a_look_opens_at_the_hand_off_of_the_person_to_act(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved (Ctrl+S) on Lena's turn after Papa's look had been passed on, the game opened at
    "Pass the screen to Papa — Papa looks at the card shown, then passes the screen to Lena",
    and showed Papa's hand and the card again."""
    looker, following = looked_and_passed_on(qtbot, window)
    target = tmp_path / "family.bouquet"
    monkeypatch.setattr(file_dialog, "choose_file", lambda *_args, **_how: str(target))
    window.actions_by_name["save"].trigger()
    assert target.exists()
    assert window.open_file(target)
    name = FAMILY[following].name
    assert window.table.currentWidget() is window.handoff
    assert window.handoff.seat == following
    assert window.handoff.title.text() == f"Pass the screen to {name}"
    assert not window.handoff.task.isVisible()  # nothing about a look of Papa's
    assert not window.reveal_pause.isVisible()
    assert window.board is not None and window.board.state is None  # no hand drawn
    # the person to act takes the screen and plays on; the looker is not asked for it again
    take_screen(qtbot, window)
    assert window.board.viewer == following and window.board.interactive
    assert FAMILY[looker].name not in window.board.status_label.text()
