"""What an English player found playing Petal Plotters at one screen with a friend and three
computer players (play tester 204, 1024×700, History open)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    ChooseSlot,
    PlaceHornbill,
    UseAbility,
)
from tests.desktop.shell import test_play_tester_192
from tests.desktop.shell.questions import take_back_answer

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""


def test_undo_after_a_card_flipped_face_up_says_everyone_saw_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Cy's Malay Red Harlequin flipped Ben's face-down card face up, for the whole table to
    see, and rotated it; Undo at Ann's hand-off said the turn resumed "after the card Cy was
    shown", as if it had been shown to Cy alone. It says Cy showed everyone a card."""
    seats = (Seat(name="Ann"), Seat(name="Ben"), Seat(name="Cy"))
    options = GAME.parse_options({"players": 3})
    assert window.start_game(NewGameChoice("petal-plotters", options, 15, seats))
    session = window.controller.session
    assert session is not None and session.state.current == 0
    window.controller.play(PlaceHornbill())  # Ann's
    window.controller.play(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, AddToGarrison))
    )  # Ben's, face down
    harlequin = UseAbility(card="malay-red-harlequin")
    window.controller.play(harlequin)
    flip = next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    assert GAME.reveals_to(session.state, flip) == frozenset({0, 1, 2}) - {1}
    window.controller.play(flip)
    rotate = next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    window.controller.play(rotate)
    assert window.table.currentWidget() is window.handoff and session.state.current == 0
    asked = take_back_answer(monkeypatch, "Yes")
    window.actions_by_name["undo"].trigger()
    assert session.actions[-1] == flip
    assert len(asked) == 1
    assert asked[0].endswith(
        "This takes back what Cy played: the turn goes back to Cy, and the screen with it."
        " The turn resumes just after Cy showed everyone a card: a card seen cannot be taken"
        " back."
    )
