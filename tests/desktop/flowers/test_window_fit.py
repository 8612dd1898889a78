"""The table follows the window's shape: in a landscape laptop window, where the garden's height
sets the zoom, the panels grow into the felt beside it, so that their smallest text is read
without the garden being drawn smaller."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from pytestqt.qtbot import QtBot

from desktop.games.flowers import board as flowers_board
from desktop.games.flowers.board import FlowersBoard, grid_bounds
from desktop.games.flowers.items import CARD_W
from desktop.table.items import LabelItem
from engine.core.save import Seat
from engine.games.flowers import GAME, Draw, Phase, State

from .conftest import Table, make_table
from .test_panels import assert_panels_fit, play_until

LAPTOP = QSize(1024, 591)
"""The table's room in a 1024×700 window: menus, tool bar, status lines and the board's bar
take the rest."""


def smallest_text_px(board: FlowersBoard) -> float:
    """The on-screen height (the font's em, in pixels) of the smallest text on the table,
    the garden's edges aside: a letter or a number alone is written smaller where it must
    (``EDGE_LEAST``)."""
    view = board.view
    edges = [
        label
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] in ("column", "row")
    ]
    labels = [
        item
        for item in board.scene.items()
        if isinstance(item, LabelItem) and item.isVisible() and item.text and item not in edges
    ]
    points = min(label.font.pointSizeF() for label in labels)
    return points / 72 * view.logicalDpiY() * view.zoom()


def fit_viewport(qtbot: QtBot, table: Table, size: QSize) -> None:
    """Resize the board so that its table gets ``size`` (the board's bar above the table
    wraps its words in a narrow window: a second resize makes up for it)."""
    board = table.board
    viewport = board.view.viewport()
    widget = board.widget()
    for _ in range(3):
        if viewport.size() == size:
            return
        widget.resize(size + (widget.size() - viewport.size()))
        qtbot.wait(50)
    assert viewport.size() == size


def tall_garden(state: State) -> bool:
    """The viewer's garden (with its ring of free cells) has more rows than columns, and at
    least six."""
    _min_x, _min_y, cols, rows = grid_bounds(list(state.areas[0]))
    return rows >= max(6, cols + 1)


def shows_everything(board: FlowersBoard) -> bool:
    view = board.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    return visible.contains(view.content_rect())


@pytest.mark.parametrize(("players", "seed"), [(1, 4), (2, 4), (3, 13)])
def test_a_laptop_window_shows_readable_panels_and_a_full_size_garden(
    qtbot: QtBot, players: int, seed: int
) -> None:
    """The seeds grow the viewer a garden taller than wide, as the play tester saw."""
    names = ["Ada", "Basil", "Cyrielle", "Dmitri"][:players]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=seed)
    board = table.board
    try:
        fit_viewport(qtbot, table, LAPTOP)
        # a garden grown taller than wide: its height sets the zoom in a landscape window
        play_until(table, lambda s: s.current == 0 and tall_garden(s))
        state = table.state
        assert state.phase is not Phase.OVER
        assert board.view.is_auto_fit() and shows_everything(board)
        assert smallest_text_px(board) >= 9.0
        # the garden is drawn as large as the old arrangement drew it, or nearly: it gives the
        # panels a few hundredths of its size at most
        sizes = board._sizes(state)
        old = sizes.zoom(flowers_board.Arrangement(), LAPTOP.width(), LAPTOP.height())
        assert board.view.zoom() >= old * flowers_board.GARDEN_GIVE
        assert board.arrangement.scale > 1
        # the larger panels still keep their texts whole, inside and apart
        assert_panels_fit(table)
        # the held card waits in the hand's panel, scaled as the panel is
        play_until(table, lambda s: s.current == 0 and s.held is not None)
        held = board.held_item()
        assert held is not None and held.home == board.hand_pos
        hand = board._panels["hand"].rect
        assert hand.contains(held.mapRectToScene(held.card_rect()))
    finally:
        table.controller.shutdown()


def test_the_table_follows_the_window_from_landscape_to_portrait(qtbot: QtBot) -> None:
    """A resize re-arranges the table (no move needed), and the mouse still plays on it."""
    seats = [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")]
    table = make_table(qtbot, seats, seed=4)
    board = table.board
    try:
        play_until(table, lambda s: s.current == 0 and s.held is None and tall_garden(s))
        fit_viewport(qtbot, table, LAPTOP)
        wide = board.arrangement
        assert wide.scale > 1
        fit_viewport(qtbot, table, QSize(700, 900))
        # a narrow window: the table stands stacked (see test_tall_window.py)
        portrait = board.arrangement
        assert portrait.top or portrait.others != "right"
        assert shows_everything(board)
        fit_viewport(qtbot, table, LAPTOP)
        assert board.arrangement == wide and shows_everything(board)
        # a draw and a placement by mouse on the re-arranged table
        item = board.stack_item(0)
        assert item is not None
        table.click(item.center_scene())
        assert table.state.held is not None
        held = board.held_item()
        assert held is not None and held.pos() == board.hand_pos
        cell = next(iter(board.places))
        table.drag(held.center_scene(), board.cell_center(cell))
        assert table.state.held is None
        assert cell in table.state.areas[0]
    finally:
        table.controller.shutdown()


def test_the_arrangement_weighs_the_windows_shape() -> None:
    """Pure sizes: a tall garden in a landscape window lets the panels grow; a portrait window
    stacks the table; an early, short garden beside a long score panel may stand the
    score panel beside the stacks."""
    tall = flowers_board.TableSizes(grid_w=7 * 114, grid_h=9 * 154, score_h=300, others=((6, 6),))
    landscape = flowers_board.choose_arrangement(tall, 1024, 591)
    assert landscape.scale >= 1.3
    assert (
        tall.zoom(landscape, 1024, 591) >= tall.zoom(flowers_board.Arrangement(), 1024, 591) * 0.97
    )
    portrait = flowers_board.choose_arrangement(tall, 600, 900)
    assert tall.zoom(portrait, 600, 900) > tall.zoom(flowers_board.Arrangement(), 600, 900)
    assert flowers_board.choose_arrangement(tall, 0, 0) == flowers_board.Arrangement()
    short = flowers_board.TableSizes(grid_w=5 * 114, grid_h=4 * 154, score_h=420, others=())
    wide = flowers_board.choose_arrangement(short, 1920, 700)
    assert wide.split
    assert short.zoom(wide, 1920, 700) > short.zoom(flowers_board.Arrangement(), 1920, 700)


def test_panel_rects_scale_with_the_arrangement(qtbot: QtBot) -> None:
    """Stacks, hand and score panels stay apart and in reading order at every scale."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="easy")])
    board = table.board
    try:
        for arrangement in (
            flowers_board.Arrangement(),
            flowers_board.Arrangement(False, 1.8),
            flowers_board.Arrangement(True, 1.4),
        ):
            board.arrangement = arrangement
            board._place_all()
            rects: dict[str, QRectF] = {
                key: board._panels[key].rect for key in ("stacks", "hand", "score")
            }
            assert rects["stacks"].bottom() < rects["hand"].top()
            if arrangement.split:  # the stacks at the table's left edge, as unsplit
                assert rects["stacks"].right() < rects["score"].left()
                assert rects["hand"].right() < rects["score"].left()
            else:
                assert rects["hand"].bottom() < rects["score"].top()
            garden = board._panels[("area", 0)].rect
            assert all(not rect.intersects(garden) for rect in rects.values())
            for index in range(len(board.stack_pos)):
                assert rects["stacks"].contains(board._stack_rect(index))
            assert board.stack_item(0) is not None
            assert CARD_W * arrangement.scale == pytest.approx(board._stack_rect(0).width())
    finally:
        table.controller.shutdown()


def test_picking_up_a_card_does_not_move_the_table(qtbot: QtBot) -> None:
    """Every panel moved up and shrank as a card was picked up: the score panel's room for
    "If you place it here" was kept only while a card was held."""
    seats = [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")]
    table = make_table(qtbot, seats, seed=4)
    board = table.board
    try:
        play_until(table, lambda s: s.current == 0 and s.held is None and tall_garden(s))
        fit_viewport(qtbot, table, QSize(1366, 655))
        before = (board.arrangement, board.view.zoom())
        draw = next(a for a in GAME.legal_actions(table.state) if isinstance(a, Draw))
        table.play(draw)
        assert table.state.held is not None
        assert (board.arrangement, board.view.zoom()) == before
    finally:
        table.controller.shutdown()


def test_the_other_players_first_cards_are_drawn_as_large_as_their_panels_allow(
    qtbot: QtBot,
) -> None:
    """At 1024×700 with 4 players, a rival's first card was drawn 24 px wide in a panel
    260 px wide: their garden was drawn as if it were 3 cards wide and high already."""
    names = ["Ada", "Basil", "Cyrielle", "Dmitri"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=5)
    board = table.board
    try:
        fit_viewport(qtbot, table, LAPTOP)
        zoom = board.view.zoom()
        for player in (1, 2, 3):
            geometry = board.geometry[player]
            assert (geometry.cols, geometry.rows) == (1, 1)
            assert geometry.scale == flowers_board.SIDE_MOST  # the viewer's stays the largest
            assert CARD_W * geometry.scale * zoom >= 40
            panel = board._side_rect(player)
            assert panel.contains(geometry.rect())
    finally:
        table.controller.shutdown()
