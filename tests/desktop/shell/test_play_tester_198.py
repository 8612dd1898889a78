"""What a German newcomer found playing a Petal Plotters match with a friend at one screen and
two computer players (play tester 198, 1600×900)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from engine.games.petal_plotters import PlaceHornbill
from tests.desktop.shell import test_play_tester_192
from tests.desktop.shell.test_play_tester_192 import undo_after_a_pangolin

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""


def test_undo_after_a_card_played_for_all_to_see_says_everyone_saw_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Anna played a card for its ability, which the whole table sees, and Ben pressed Undo at
    his hand-off: "The turn resumes after the card Anna showed Ben" read as if she had shown
    it to him alone, the computer player left out. It now says she showed everyone."""
    game = registry.get_game("petal-plotters")
    seats = (Seat(name="Ben"), Seat(name="Cleo", kind="easy"), Seat(name="Anna"))
    choice = NewGameChoice("petal-plotters", game.parse_options({"players": 3}), 4, seats)
    assert window.start_game(choice)
    session = window.controller.session
    assert session is not None
    window.controller.play(PlaceHornbill())  # Ben's; then Cleo, the computer, answers
    qtbot.waitUntil(lambda: session.cursor == 2 and session.state.current == 2, timeout=20000)
    assert undo_after_a_pangolin(window, monkeypatch) == [
        "Undo “Anna: Rotate card 1 of Ben's Garrison (Great\u00a0Hornbill, counts −2)”\n\n"
        "This takes back what Anna played: the turn goes back to Anna, and the screen with it."
        " The turn resumes just after “Anna: Use the ability of Pangolin”, which showed everyone"
        " a card: a card seen cannot be taken back."
    ]
