"""The draw stacks keep their size and place on screen from one person to the next at one
screen (play tester 194: a family of three, hot seat at 1280×800, saw the three stacks jump
sideways a little at every hand-off). Each person's garden asks its own zoom; the panels were
drawn at the step of scale that kept each person's own text size, so the stacks were drawn up
to 50 pixels wider or narrower, moved sideways, whoever looked."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRect, QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.table.view import TableView
from engine.core.save import Seat
from engine.games.flowers import Draw, Phase

from .conftest import make_table
from .test_table_holds_still import player_move
from .test_window_fit import fit_viewport


def stacks_on_screen(board: FlowersBoard) -> QRect:
    """The draw stacks' slots, from the first to the last, on screen."""
    assert board.state is not None
    slots = board._stack_rect(0).united(board._stack_rect(len(board.state.stacks) - 1))
    return board.view.mapFromScene(slots).boundingRect()


def rounds_seen(
    qtbot: QtBot, players: int, seed: int, room: QSize
) -> list[list[tuple[int, float, QRect]]]:
    """A seeded hot-seat game of ``players`` people, played to its end by the engine's moves,
    each turn seen by the person whose turn it is (as after the hand-off screen): by round,
    each person's zoom and the stacks on screen as they are to draw."""
    names = ["Ada", "Rose", "Iris", "Lou"][:players]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed)
    rounds: list[list[tuple[int, float, QRect]]] = []
    try:
        fit_viewport(qtbot, table, room)
        rng = random.Random(seed)
        while table.state.phase is not Phase.OVER:
            move = player_move(table.state, rng)
            if isinstance(move, Draw):
                board = table.board
                assert board.viewer == table.state.current
                if board.viewer == 0:
                    rounds.append([])
                rounds[-1].append((board.viewer, board.view.zoom(), stacks_on_screen(board)))
            table.play(move)
    finally:
        table.controller.shutdown()
    return [turns for turns in rounds if len(turns) == players]


@pytest.mark.parametrize(
    ("players", "seed", "room"),
    [(3, 1, QSize(1280, 684)), (3, 2, QSize(1366, 652)), (4, 3, QSize(1024, 584))],
)
def test_the_stacks_stay_put_from_one_person_to_the_next(
    qtbot: QtBot, players: int, seed: int, room: QSize
) -> None:
    """At a hand-off in a round, the next person sees the stacks as large as the last one did
    (within a pixel), and where the view's margin alone, which their zoom scales, moves them:
    but for a hand-off in five at most, where a person's garden keeps its size only with
    smaller panels, or needs another zoom. Before, the stacks changed at 42 of 52, 31 of 56
    and 49 of 69 hand-offs in these games (by up to 50 pixels); now at 6, 2 and 10."""
    rounds = rounds_seen(qtbot, players, seed, room)
    assert len(rounds) > 20
    hand_offs = len(rounds) * (players - 1)
    moved = []
    for number, turns in enumerate(rounds, 1):
        for (_was, zoom, before), (viewer, now_zoom, now) in itertools.pairwise(turns):
            margin = TableView.MARGIN * abs(now_zoom - zoom)
            if (
                abs(now.width() - before.width()) > 1
                or abs(now.height() - before.height()) > 1
                or abs(now.x() - before.x()) > margin + 1
                or abs(now.y() - before.y()) > margin + 1
            ):
                moved.append((number, viewer, before.getRect(), now.getRect()))
    assert len(moved) <= hand_offs // 5, moved
