"""Arrows that keep to the frame's row or column (``cell_ahead``) must still reach every cell
where the card may go: a keyboard player has no other way there."""

from __future__ import annotations

from random import Random

from desktop.games.flowers.board import cell_ahead
from engine.games.flowers import GAME, Place
from engine.games.flowers.state import Cell, FlowersOptions

DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def reached(cells: set[Cell], start: Cell) -> set[Cell]:
    """The cells the arrows lead to from ``start``, pressed in any order."""
    seen, todo = {start}, [start]
    while todo:
        cell = todo.pop()
        for direction in DIRECTIONS:
            ahead = cell_ahead(cells, cell, direction)
            if ahead is not None and ahead not in seen:
                seen.add(ahead)
                todo.append(ahead)
    return seen


def test_the_arrows_reach_every_place_of_random_gardens() -> None:
    positions = 0
    for seed in range(20):
        state = GAME.new_game(FlowersOptions(players=2), seed)
        rng = Random(seed)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            cells = {(action.x, action.y) for action in legal if isinstance(action, Place)}
            # along a line the arrows go both ways, cell by cell: from one cell, all or none
            start = min(cells, default=None)
            assert start is None or reached(cells, start) == cells, seed
            positions += bool(cells)
            state = GAME.apply(state, rng.choice(legal))
    assert positions > 500  # every placing of twenty games, not a handful
