"""The person's turn begins once the computer's move has landed on the table: "Your turn…"
showed while the computer's last card still flew to its place, and a move taken then was
taken on a table not yet at rest (play test)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table import animation, set_animation_speed
from engine.core.save import Seat

from .conftest import Table, make_table

SLOW = 0.1
"""Animations ten times slower than normal: the computer's card still flies when the test
looks, on a slow machine too."""


@pytest.fixture
def duel(qtbot: QtBot) -> Iterator[Table]:
    """Ada (a person) against Basil (a computer), who begins the deal with his Hornbill."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="easy")])
    set_animation_speed(SLOW)
    yield table
    set_animation_speed(0)
    table.controller.shutdown()


def moving(table: Table) -> bool:
    return any(animation.is_animating(item) for item in table.board.cards.values())


def said_as_the_turn_comes(qtbot: QtBot, table: Table) -> tuple[bool, str]:
    """Whether a move was still landing, and the line over the table, as the table was last
    redrawn before the turn came to seat 0."""
    said: list[tuple[bool, str]] = []
    table.controller.state_changed.connect(  # after the table's redraw
        lambda: said.append((moving(table), table.board.status_label.text()))
    )
    qtbot.waitUntil(lambda: table.state.current == 0, timeout=20_000)
    return said[-1]


def test_your_turn_is_said_and_taken_once_the_computers_move_has_landed(
    qtbot: QtBot, duel: Table
) -> None:
    board = duel.board
    landing, line = said_as_the_turn_comes(qtbot, duel)
    assert landing, "the computer's move glides onto the table"
    assert not line.startswith("Your turn"), line
    assert not board.my_turn()
    for _ in range(2):  # the first Enter frames a choice, the second plays it
        QTest.keyClick(board.view, Qt.Key.Key_Return)
    card = duel.state.hands[0][0].card
    item = board.cards[card]
    duel.drag(item.center_scene(), board.garrison_drop_point())
    assert not duel.played and moving(duel)
    assert duel.messages[-1] == "Your turn has just begun: click again."
    qtbot.waitUntil(lambda: not moving(duel), timeout=10_000)
    qtbot.waitUntil(board.my_turn, timeout=1000)
    assert board.status_label.text().startswith("Your turn")
    duel.drag(item.center_scene(), board.garrison_drop_point())
    assert len(duel.played) == 1, duel.messages
