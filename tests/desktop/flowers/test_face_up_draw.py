"""A card taken from a face-up stack: the card under it stays face down until the card taken is
placed, whether it was clicked, dragged or drawn with a key (the rulebook has the next player
turn it up; a click showed it at once, a drag did not: play test). And a card dropped anywhere
on the garden is told why it cannot go there, in the engine's words."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.items import flower_name
from desktop.table.preview import previewed_card
from engine.games.flowers import GAME, Draw, Phase, Place
from engine.games.flowers.components import HIDDEN

from .conftest import Table, check_items
from .test_board_play import _scene_pixel

WAITING = (
    "The next card of this face-up stack: it is turned face up once the card taken from it is"
    " placed."
)


def stack_pixels(table: Table, index: int) -> list[tuple[int, int, int]]:
    """The colours the table shows across the middle of draw stack ``index``'s card."""
    rect = table.board._stack_rect(index)
    points = [
        QPointF(rect.left() + rect.width() * x, rect.top() + rect.height() * y)
        for x in (0.3, 0.5, 0.7)
        for y in (0.3, 0.5, 0.7)
    ]
    return [_scene_pixel(table.board.scene, point).getRgb()[:3] for point in points]


def test_a_click_on_a_face_up_stack_shows_what_a_drag_shows(qtbot: QtBot, hotseat: Table) -> None:
    board = hotseat.board
    full = hotseat.state
    taken, under = full.stacks[0][-1], full.stacks[0][-2]
    item = board.stack_item(0)
    assert item is not None and item.card_id == taken
    # dragged out over the felt: the stack shows a card back, and nothing is drawn
    felt = QPointF(board.hand_pos.x() + 50, 700)
    hotseat.press(item.center_scene())
    hotseat.move(item.center_scene(), felt)
    assert hotseat.state.held is None
    dragged = stack_pixels(hotseat, 0)
    hotseat.release(felt)
    assert not hotseat.played
    # clicked: the card in hand, the stack shows the same card back
    hotseat.click(item.center_scene())
    assert hotseat.state.held == taken and hotseat.state.phase is Phase.PLACE
    assert stack_pixels(hotseat, 0) == dragged
    view = board.state
    assert view is not None and view.stacks[0][-1] == HIDDEN
    waiting = board.stack_item(0)
    assert waiting is not None and waiting is not item and not waiting.shows_face()
    assert previewed_card(waiting) is None  # no large preview of it either
    assert waiting.toolTip().split("\n")[0] == WAITING  # then its count
    assert all(card.card_id != under for card in board.cards.values())
    assert flower_name(under) not in board.status_label.text()
    check_items(hotseat)
    # placed: the next card turns up, for the next player and everyone
    hotseat.click(board.cell_center((1, 0)))
    assert hotseat.state.phase is Phase.DRAW and hotseat.state.current == 1
    shown = board.stack_item(0)
    assert shown is not None and shown.card_id == under and shown.shows_face()
    assert board.stack_item(0) is not waiting
    check_items(hotseat)


def test_a_face_up_card_drawn_with_a_key_leaves_the_next_face_down(
    qtbot: QtBot, hotseat: Table
) -> None:
    """The digit key draws as a click does; the keyboard's frame, a hint and the status line
    say nothing of the card under it."""
    board = hotseat.board
    under = hotseat.state.stacks[1][-2]
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_2)
    assert hotseat.state.held is not None and hotseat.state.held_from == 1
    view = board.state
    assert view is not None and view.stacks[1][-1] == HIDDEN
    assert all(card.card_id != under for card in board.cards.values())
    for cell in board.places:  # every cell's words and score, as hovering it shows them
        assert flower_name(under) not in board._target_words(cell)
    note = GAME.hint_reason(view, 0, next(iter(board.places.values())))
    assert note is not None  # the hint's reason is worked out from the view, which hides it
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert hotseat.state.phase is Phase.DRAW
    assert board.stack_item(1) is not None and board.stack_item(1).card_id == under


def test_a_face_up_card_taken_may_be_put_back_until_it_is_placed(
    qtbot: QtBot, hotseat: Table
) -> None:
    """Taking a face-up card showed nothing new: Undo puts it back. Its placement turned the
    next card up for everyone: it stands."""
    controller = hotseat.controller
    controller.describe = hotseat.board.describe_action  # as the window does
    hotseat.play(Draw(0))
    assert controller.undo_blocked_reason() is None
    controller.undo()
    assert hotseat.state.phase is Phase.DRAW and hotseat.state.held is None
    hotseat.play(Draw(0))
    hotseat.play(Place(1, 0))
    reason = controller.undo_blocked_reason()  # told to Ben, who has the screen now
    assert reason is not None
    assert reason.startswith("Undo is not possible: Ada's move “Place the ")
    assert reason.endswith("” showed everyone a hidden card.")


def test_a_drop_anywhere_on_the_garden_says_why(qtbot: QtBot, hotseat: Table) -> None:
    """Dropped on the garden's panel past the cells drawn (its foot, far from the flowers),
    a card was told only "Drop the card on a highlighted cell of your garden.", and one cell
    nearer, why not there (play test): the engine's reason, for the card in hand, for a
    face-up card dragged out of its stack, and for a click there."""
    board = hotseat.board
    panel = board._garden_panel_rect()
    grid = board.geometry[board.viewer].rect()
    assert panel.bottom() - grid.bottom() > 40  # room below the cells drawn
    foot = QPointF(panel.center().x(), (grid.bottom() + panel.bottom()) / 2)
    assert board.geometry[board.viewer].cell_at(foot) is None
    reason = "That cell shares no side with any of your cards."
    stack = board.stack_item(0)
    assert stack is not None
    hotseat.drag(stack.center_scene(), foot)  # a face-up card dragged out of its stack
    assert hotseat.messages[-1] == reason and not hotseat.played
    hotseat.click(stack.center_scene())
    held = board.held_item()
    assert held is not None
    hotseat.messages.clear()
    hotseat.drag(held.center_scene(), foot)  # the card in hand
    assert hotseat.messages == [reason] and hotseat.state.held is not None
    hotseat.click(foot)
    assert hotseat.messages == [reason, reason]
    # off the garden, on the felt under the card in hand: where to drop it
    hotseat.drag(held.center_scene(), QPointF(board.hand_pos.x() + 50, 700))
    assert hotseat.messages[-1] == "Drop the card on a highlighted cell of your garden."
