"""A portrait window stacks the table (the other players' panels under the stacks, the hand and
the score, or in a row under the garden); another player's move lands before the viewer's turn
is announced; a card dragged while the window is resized goes home."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers import board as flowers_board
from desktop.table import set_animation_speed
from desktop.table.animation import is_animating
from engine.core.save import Seat
from engine.games.flowers import Draw, Phase, Place

from .conftest import Table, make_table, redraw_for
from .test_panels import assert_panels_fit, play_until
from .test_window_fit import fit_viewport, shows_everything, smallest_text_px

TALL = QSize(900, 991)
"""The table's room in a 900×1100 window."""


def test_a_portrait_window_stacks_the_table(qtbot: QtBot) -> None:
    """Three players in mid-game at 900×1100: the old arrangement left felt above and below a
    row of panels whose legend read at 5 to 7 pixels."""
    names = ["Ada", "Basil", "Cyrielle"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=13)
    board = table.board
    try:
        fit_viewport(qtbot, table, TALL)
        play_until(table, lambda s: s.current == 0 and len(s.areas[0]) >= 12)
        state = table.state
        assert state.phase is not Phase.OVER
        arrangement = board.arrangement
        assert arrangement.top or arrangement.others != "right"
        assert board.view.is_auto_fit() and shows_everything(board)
        # the garden is drawn larger than the side-by-side arrangement would, the text too
        old = board._sizes(state).zoom(flowers_board.Arrangement(), TALL.width(), TALL.height())
        assert board.view.zoom() >= old * 1.1
        assert smallest_text_px(board) >= 9.0
        assert_panels_fit(table)
        # the other players' gardens stay in their panels, the held card in the hand's panel
        for player in (1, 2):
            rect = board._side_rect(player)
            drawn = board.geometry[player].rect()
            assert rect.contains(drawn)
        play_until(table, lambda s: s.current == 0 and s.held is not None)
        held = board.held_item()
        assert held is not None and held.home == board.hand_pos
        assert board._panels["hand"].rect.contains(held.mapRectToScene(held.card_rect()))
    finally:
        table.controller.shutdown()


def test_the_arrangements_weigh_a_portrait_window() -> None:
    """Pure sizes: a tall garden and two others in a portrait window, where side by side the
    panels' text reads at 7 pixels, stack the table: legible text, the other gardens as large
    as side by side at least, the garden nearly as large."""
    sizes = flowers_board.TableSizes(
        grid_w=6 * 114, grid_h=9 * 154, score_h=300, others=((4, 5), (5, 4))
    )
    chosen = flowers_board.choose_arrangement(sizes, 900, 991)
    side_by_side = sizes.weigh(flowers_board.Arrangement(), 900, 991)
    weight = sizes.weigh(chosen, 900, 991)
    assert side_by_side.text < flowers_board.LEGIBLE
    assert chosen.top or chosen.others != "right"
    assert weight.text >= flowers_board.LEGIBLE
    assert weight.others >= side_by_side.others
    assert weight.garden >= side_by_side.garden * 0.9
    # every arrangement keeps the panels apart, as the panels ask and grown into a window
    for arrangement, placement in (
        (shape, placed)
        for shape in flowers_board.arrangements(sizes)[::7]
        for placed in (sizes.place(shape), sizes.fill(shape, 900, 991))
    ):
        unit = arrangement.scale
        rects = [
            flowers_board.QRectF(placement.stacks, flowers_board.QSizeF(400 * unit, 250 * unit)),
            flowers_board.QRectF(placement.hand, flowers_board.QSizeF(400 * unit, 210 * unit)),
            flowers_board.QRectF(placement.score, flowers_board.QSizeF(400 * unit, 300 * unit)),
            placement.panel,
            *placement.sides,
        ]
        for index, first in enumerate(rects):
            assert first.left() >= 0 and first.right() <= placement.width + 0.01
            assert first.top() >= 0 and first.bottom() <= placement.height + 0.01
            for second in rects[index + 1 :]:
                assert not first.intersects(second), arrangement


def ben_holds_a_card_seen_by_ada(hotseat: Table) -> None:
    """Ada's table shown all along (as against the computer); Ada places, Ben draws."""
    hotseat.controller.state_changed.disconnect(hotseat.redraw)
    hotseat.controller.state_changed.connect(redraw_for(hotseat, 0))
    hotseat.play(Draw(0))
    hotseat.play(Place(1, 0))
    hotseat.play(Draw(0))


def test_the_turn_waits_for_the_other_players_card_to_land(qtbot: QtBot, hotseat: Table) -> None:
    """Ben's placement flies to his garden before Ada's turn is announced and playable; its
    cell gets its overlay mark when the card is there."""
    board = hotseat.board
    ben_holds_a_card_seen_by_ada(hotseat)
    set_animation_speed(1.0)
    try:
        hotseat.play(Place(0, 1))
        placed = hotseat.state.areas[1][(0, 1)][-1]
        item = board.cards[placed]
        assert is_animating(item)
        assert not board.my_turn()
        assert "Ben" in board.status_label.text()
        assert (0, 1) not in board._overlays[1].data.rects
        qtbot.waitUntil(board.my_turn, timeout=3000)
        assert not is_animating(item) and item.pos() == item.home
        assert board.status_label.text().startswith("Your turn")  # the window names Ada
        assert (0, 1) in board._overlays[1].data.rects
        stack = board.stack_item(0)
        assert stack is not None
        hotseat.click(stack.center_scene())
        assert hotseat.state.held is not None and hotseat.state.current == 0
    finally:
        set_animation_speed(0)


def test_the_card_another_player_holds_lies_inside_their_panel(
    qtbot: QtBot, hotseat: Table
) -> None:
    board = hotseat.board
    ben_holds_a_card_seen_by_ada(hotseat)
    held = board.held_item()
    assert held is not None
    card = held.mapRectToScene(held.card_rect())
    inside = board._side_rect(1).adjusted(6, 6, -6, -6)  # clear of the border's round corner
    assert inside.contains(card)
    assert not card.intersects(board._labels[("score", 1)].sceneBoundingRect())
    # so in a stacked table's panels too, whose scale is another
    board.arrangement = flowers_board.Arrangement(False, 1.8, True, "below")
    board._place_all()
    card = held.mapRectToScene(held.card_rect())
    assert board._side_rect(1).adjusted(6, 6, -6, -6).contains(card)
    assert not card.intersects(board._labels[("score", 1)].sceneBoundingRect())


def test_a_dragged_card_goes_home_when_the_window_is_resized(qtbot: QtBot, hotseat: Table) -> None:
    """Kept under the pointer as the window was resized, the card was dropped on whatever the
    table, laid out again, then showed there (play tester: it covered the yellow 3). The drag
    is taken back, as in Petal Plotters: the card goes home, the release draws nothing."""
    board = hotseat.board
    item = board.stack_item(0)
    assert item is not None
    state = hotseat.state
    start = item.center_scene()
    end = board.cell_center((0, 1)) + QPointF(0, 40)
    hotseat.press(start)
    hotseat.move(start, end)
    assert board.drag_item is item and item.dragging
    view = board.view
    pointer = hotseat.point(end)
    zoom = view.zoom()
    widget = board.widget()
    widget.resize(widget.width() - 500, widget.height() - 200)
    qtbot.waitUntil(lambda: view.zoom() != zoom)
    assert board.drag_item is None and not item.dragging and item.pos() == item.home
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=pointer)
    assert hotseat.state is state and not hotseat.played
