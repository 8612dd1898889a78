"""A press on the table in the moment the player's turn comes back from a computer's move is
not taken: clicking a stack over and over while Rose (a computer) played drew its top card
with the first click after her move had landed, a card the player never chose (play tester
138)."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import press_guard
from desktop.table import animation_speed, set_animation_speed
from engine.games.flowers import Phase

from .conftest import Table

GUARD_MS = 1000
"""Long enough that a test's click right after the turn comes back is within it, on a slow
machine too."""
LANDING_GUARD_MS = 500
"""Shorter than a slowed move's flight (``slow_moves``)."""
JUST_BEGUN = "Your turn has just begun: click again."


@pytest.fixture
def guarded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard the tests turn off (``instant_handoff_buttons``), on again."""
    monkeypatch.setattr(press_guard, "GUARD_MS", GUARD_MS)


@pytest.fixture
def slow_moves(duel: Table) -> Iterator[Table]:
    """The duel, its moves flying as in the app (the board tests have them land at once), and
    slowly: the last move lands a second or more after its table is drawn."""
    speed = animation_speed()
    set_animation_speed(0.15)
    yield duel
    set_animation_speed(speed)


def wait_my_turn(qtbot: QtBot, table: Table) -> None:
    qtbot.waitUntil(lambda: table.board.my_turn(), timeout=15_000)


def play_turn_at_once(table: Table) -> None:
    """Draw from stack 1 and place the card, each click right after the one before: no click
    of a turn the player began themselves waits (the game's first turn, a placing after
    their own draw)."""
    board = table.board
    stack = board.stack_item(0)
    assert stack is not None
    table.click(stack.center_scene())
    assert table.state.held is not None, table.messages
    cell = sorted(board.places)[0]
    table.click(board.cell_center(cell))
    assert table.state.held is None and table.state.areas[0].get(cell), table.messages


@pytest.mark.usefixtures("guarded")
def test_a_click_as_the_turn_comes_back_from_a_computer_draws_nothing(
    qtbot: QtBot, duel: Table
) -> None:
    board = duel.board
    wait_my_turn(qtbot, duel)
    assert duel.state.current == 0 and not duel.state.areas[1].keys() - {(0, 0)}
    play_turn_at_once(duel)
    wait_my_turn(qtbot, duel)  # Basil, a computer, has played
    before = duel.state
    assert before.phase is Phase.DRAW and before.current == 0
    stack = board.stack_item(0)
    assert stack is not None
    duel.click(stack.center_scene())
    spot = board.view.mapFromScene(stack.center_scene())
    QTest.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert duel.state is before and before.held is None
    assert duel.messages[-1] == JUST_BEGUN
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == JUST_BEGUN
    qtbot.wait(GUARD_MS + 50)
    play_turn_at_once(duel)  # past the guard, a click is taken, and the placing after it


def test_the_guard_counts_from_the_computers_move_landing(
    qtbot: QtBot,
    slow_moves: Table,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The turn is the player's once the computer's card has landed (``landing_from``): the
    guard begins then, not as the table is drawn while the card still flies; the log says
    so, with how long the move took to land."""
    monkeypatch.setattr(press_guard, "GUARD_MS", LANDING_GUARD_MS)
    caplog.set_level(logging.DEBUG, logger="desktop.games.base")
    duel, board = slow_moves, slow_moves.board
    wait_my_turn(qtbot, duel)
    play_turn_at_once(duel)
    qtbot.waitUntil(lambda: board.landing_from is not None, timeout=15_000)
    drawn = time.monotonic()
    drawn_at = duel.state
    wait_my_turn(qtbot, duel)  # the card has landed
    assert time.monotonic() - drawn > LANDING_GUARD_MS / 1000  # the guard would be over
    assert duel.state is drawn_at
    stack = board.stack_item(0)
    assert stack is not None
    duel.click(stack.center_scene())
    assert duel.state is drawn_at and duel.messages[-1] == JUST_BEGUN
    started = [record.getMessage() for record in caplog.records]
    assert len(started) == 2, started  # on landing, and again by the press refused
    assert started[0].startswith("press guard started: turn of seat 0, the move landed ")


@pytest.mark.usefixtures("guarded")
def test_a_burst_of_clicks_kept_up_through_the_guard_draws_nothing(
    qtbot: QtBot, duel: Table
) -> None:
    """Clicks every quarter of the guard, kept up past its end, drew the top card with the
    first click past it (play tester 145): each press refused begins the guard again, so a
    card is taken only once the clicking pauses."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    play_turn_at_once(duel)
    wait_my_turn(qtbot, duel)
    before = duel.state
    stack = board.stack_item(0)
    assert stack is not None
    for _ in range(8):  # twice the guard's length in all
        duel.click(stack.center_scene())
        qtbot.wait(GUARD_MS // 4)
    assert duel.state is before and duel.messages[-1] == JUST_BEGUN
    qtbot.wait(GUARD_MS + 50)
    play_turn_at_once(duel)


def test_the_table_laid_out_again_while_the_move_lands_does_not_put_off_the_turn(
    qtbot: QtBot, duel: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each time the table was laid out while the computer's card flew (the window draws the
    same table again once Undo's reach has changed; a window resized, a table zoomed), every
    card's glide began again at its full length: the move went on "landing", the turn and its
    guard began up to seconds late, and a click then, long after the card had come to rest,
    was refused as one made in the turn's first moment (a French tester, "Votre tour vient de
    commencer", 2.5 s after the computer's move). A glide to where the card already goes
    goes on."""
    monkeypatch.setattr(press_guard, "GUARD_MS", LANDING_GUARD_MS)
    board = duel.board
    speed = animation_speed()
    set_animation_speed(0.5)  # a glide of about half a second
    try:
        wait_my_turn(qtbot, duel)
        play_turn_at_once(duel)
        qtbot.waitUntil(lambda: board.landing_from is not None, timeout=15_000)
        drawn = time.monotonic()
        while board.landing_from is not None and time.monotonic() - drawn < 2.0:
            duel.redraw()  # the same table, laid out again
            qtbot.wait(100)
        landed = time.monotonic() - drawn
    finally:
        set_animation_speed(speed)
    assert landed < 1.0, f"the turn began {landed:.2f} s after the move was drawn"


def test_the_guard_starts_once_a_turn_and_the_log_says_when_and_why(
    qtbot: QtBot, duel: Table, caplog: pytest.LogCaptureFixture
) -> None:
    """A click refused long after a computer's move could not be traced (a French tester):
    the log says, at debug level, each start of the guard and why, once a turn; the table
    drawn again once the turn has begun starts nothing."""
    caplog.set_level(logging.DEBUG, logger="desktop.games.base")
    wait_my_turn(qtbot, duel)
    for _ in range(2):
        play_turn_at_once(duel)
        wait_my_turn(qtbot, duel)  # Basil, a computer, has played
        duel.redraw()  # the same table, drawn again
    started = [record.getMessage() for record in caplog.records]
    assert started == ["press guard started: turn of seat 0, the table drawn"] * 2
