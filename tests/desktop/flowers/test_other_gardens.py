"""The other players' gardens in a large window are drawn large enough to read their cards'
values: a play tester's 1920×1080 window (the History dock open) drew a rival's cards 16 to
25 pixels wide, their values 4 pixels high, in a narrow column or a small panel under the
score, beside the viewer's cards drawn 87 to 100 pixels wide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers import board as flowers_board
from desktop.games.flowers.board import CELL_H, CELL_W
from desktop.games.flowers.items import CARD_W
from engine.core.actions import Action
from engine.core.save import Seat
from engine.games.flowers import GAME, Phase, Place, State
from engine.games.flowers.ai import evaluate

from .conftest import make_table
from .test_panels import good_move
from .test_small_windows import others_card_px
from .test_window_fit import fit_viewport

LARGE = QSize(1660, 965)
"""The table's room in a maximised 1920×1080 window with the History dock open."""
VALUES_PX = flowers_board.SIDES_VALUES * flowers_board.OTHERS_VALUES * CARD_W
"""A rival's card at least this wide on screen (27 pixels) shows its values, their numerals 5
pixels high: fresh panels draw it 32 wide, held ones no smaller than this (``SIDES_VALUES``:
a game here drew it 29.8 wide for a turn, in panels that kept their width)."""


def wide_garden_move(state: State) -> Action:
    """Amélie lays her cards in three rows, as the play tester did (a wide, short garden);
    otherwise both play ``good_move``."""
    legal = GAME.legal_actions(state)
    rows = [action for action in legal if isinstance(action, Place) and 0 <= action.y <= 2]
    if state.current != 0 or not rows:
        return good_move(state)
    return max(rows, key=lambda place: evaluate(GAME.apply(state, place), 0))


@pytest.mark.parametrize(("window", "seed"), [(LARGE, 3), (QSize(1700, 800), 1)])
def test_a_large_window_shows_the_other_gardens_values(
    qtbot: QtBot, window: QSize, seed: int
) -> None:
    """Two people at one screen, Amélie's garden wide and short: on each of her turns,
    Julien's cards are drawn at least 27 pixels wide (14 to 19 of her 37 turns drew them
    16 to 25 pixels wide), her own still larger."""
    seats = [Seat(name="Amélie", kind="human"), Seat(name="Julien", kind="human")]
    table = make_table(qtbot, seats, seed=seed)
    board = table.board
    try:
        fit_viewport(qtbot, table, window)
        rivals: list[float] = []
        while table.state.phase is not Phase.OVER:
            state = table.state
            if state.current == 0 and state.phase is Phase.DRAW:
                assert board.viewer == 0
                rivals.append(others_card_px(board))
                assert board.view.zoom() * CARD_W > rivals[-1]
            table.play(wide_garden_move(state))
        assert len(rivals) > 30 and min(rivals) >= VALUES_PX
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize(
    ("grid", "rival"),
    [
        ((8, 5), (5, 5)),  # was a narrow column beside the garden: 25 pixels
        ((11, 6), (8, 6)),  # was a small panel under the score: 20 pixels
    ],
)
def test_a_wide_garden_leaves_room_for_the_rivals_values(
    grid: tuple[int, int], rival: tuple[int, int]
) -> None:
    """Pure sizes, the play tester's two tables: the arrangement chosen draws the rival's
    cards 30 pixels wide at least, for a garden drawn at most 15% smaller than the one that
    hid their values."""
    cols, rows = grid
    sizes = flowers_board.TableSizes(cols * CELL_W, rows * CELL_H, 280, (rival,))
    width, height = LARGE.width(), LARGE.height()
    weight = sizes.weigh(flowers_board.choose_arrangement(sizes, width, height), width, height)
    largest = max(
        sizes.weigh(arrangement, width, height).garden
        for arrangement in flowers_board.arrangements(sizes, narrow=True)
    )
    assert weight.others * CARD_W >= VALUES_PX
    assert weight.garden >= 0.85 * largest
    assert weight.garden > weight.others
