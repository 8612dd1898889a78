"""Random gestures on a real Flowers table: whatever a player clicks, drags, turns or types,
nothing crashes and every move the board sends is one the engine accepts."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.save import Seat

from .conftest import make_table

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Space,
    Qt.Key.Key_Tab,
)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_gestures_only_ever_play_legal_moves(qtbot: QtBot, seed: int) -> None:
    names = ["Ada", "Ben", "Cy", "Dee"][: 1 + seed % 4]
    seats = [Seat(name=name, kind="human") for name in names]
    table = make_table(qtbot, seats, seed=seed, summer=bool(seed % 2))
    rng = Random(seed)
    session = table.controller.session
    assert session is not None
    try:
        for event in range(800):
            if session.is_over():
                break
            table.random_gesture(rng, KEYS)
            assert not table.refusals, (event, table.refusals)
        assert len(table.played) >= 5, "random gestures should still make some moves"
    finally:
        table.controller.shutdown()
