"""A press on the table in the moment the player's turn comes back from a computer's move is
not taken: a card dragged or a target clicked then was meant for the turn before, when the
table refused it (play tester 138, in Flowers; the same holds here)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import press_guard
from engine.core.save import Seat
from engine.games.petal_plotters import AddToGarrison, Phase, PlaceHornbill
from engine.games.petal_plotters.components import HORNBILL

from .conftest import Table, make_table

GUARD_MS = 1000
"""Long enough that a test's press right after the turn comes back is within it, on a slow
machine too."""
JUST_BEGUN = "Your turn has just begun: click again."


@pytest.fixture
def duel(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[Table]:
    """Ada (a person) against Basil (a computer), with the guard the tests turn off
    (``instant_handoff_buttons``) on again."""
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="easy")])
    yield table
    table.controller.shutdown()


def wait_my_turn(qtbot: QtBot, table: Table) -> None:
    qtbot.waitUntil(table.board.my_turn, timeout=20_000)


def add_first_card(table: Table) -> AddToGarrison | PlaceHornbill:
    """Drag Ada's Hornbill, else her first pickable card, onto her Garrison; the move played."""
    board = table.board
    hornbill = board.hand_item(HORNBILL)
    item = hornbill if hornbill is not None else next(i for i in board.hand_items() if i.pickable)
    count = len(table.played)
    table.drag(item.center_scene(), board.garrison_drop_point())
    assert len(table.played) == count + 1, table.messages
    played = table.played[-1]
    assert isinstance(played, (AddToGarrison, PlaceHornbill))
    return played


def test_a_card_dragged_as_the_turn_comes_back_from_a_computer_is_not_played(
    qtbot: QtBot, duel: Table
) -> None:
    board = duel.board
    wait_my_turn(qtbot, duel)  # Basil began the deal with his Great Hornbill
    before = duel.state
    assert before.current == 0 and before.phase is Phase.TURN and before.turns == 1
    assert duel.controller.session is not None and duel.controller.session.last_mover() == 1
    hornbill = board.hand_item(HORNBILL)
    item = hornbill if hornbill is not None else next(i for i in board.hand_items() if i.pickable)
    duel.drag(item.center_scene(), board.garrison_drop_point())
    spot = board.view.mapFromScene(item.center_scene())
    QTest.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert duel.state is before and not duel.played
    assert duel.messages[-1] == JUST_BEGUN
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == JUST_BEGUN
    qtbot.wait(GUARD_MS + 50)
    add_first_card(duel)  # past the guard, the same drag plays
