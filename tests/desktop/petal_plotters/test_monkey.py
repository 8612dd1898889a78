"""Random gestures on a real Petal Plotters table: whatever a player clicks, drags, turns or
types, nothing crashes, every move the board sends is one the engine accepts, and no card the
seated player may not see ever shows."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import GAME, ChooseSlot, PetalPlottersOptions, Phase

from .conftest import make_table
from .test_board_play import assert_no_hidden_card

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_R,
    Qt.Key.Key_Return,
    Qt.Key.Key_U,
    Qt.Key.Key_Escape,
    Qt.Key.Key_S,
)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_random_gestures_only_ever_play_legal_moves(qtbot: QtBot, seed: int) -> None:
    names = ["Ada", "Ben", "Cy", "Dee", "Eli"][: 2 + seed % 4]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=seed)
    rng = Random(seed)
    board = table.board
    try:
        deal = 0
        for event in range(600):
            if table.state.phase is Phase.OVER:  # the table goes on with a new game
                deal += 1
                options = PetalPlottersOptions(players=len(names))
                table.controller.start(Session(GAME, options, seed * 100 + deal), table.seats)
            # the cards in hand, the targets, the ability zone and the player's Garrison
            aims = [item.sceneBoundingRect().center() for item in board.hand_items()]
            aims += [frame.rect.center() for frame in board.targets.values()]
            aims += [board.ability_zone.rect.center(), board.garrison_rects[board.viewer].center()]
            table.random_gesture(rng, KEYS, aims)
            assert not table.refusals, (event, table.refusals)
            # (once the game is over every card is revealed to everyone; late in a deal the
            # viewer may know every card left, which the random gestures cannot choose)
            if event % 25 == 0 and table.state.phase is not Phase.OVER:
                assert_no_hidden_card(table, expect_secret=False)
        # they still play: adds, and abilities carried to their targets
        assert len(table.played) >= 5
        assert any(isinstance(action, ChooseSlot) for action in table.played)
    finally:
        table.controller.shutdown()
