"""The Flowers board played with real mouse and keyboard input on a real view."""

from __future__ import annotations

import re
from random import Random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QCursor, QHelpEvent, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QToolTip
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.faces import value_badges
from desktop.games.flowers.items import FlowerCardItem, flower_name
from desktop.table.items import LabelItem
from desktop.table.view import TableView
from engine.core.save import Seat
from engine.games.flowers import GAME, Draw, Phase, Place
from engine.games.flowers.components import CARDS
from engine.games.flowers.scoring import score_area
from tests.games.flowers.helpers import Picker, area_from, with_areas

from .conftest import Table, check_items, make_table, redraw_for


def wait_my_turn(qtbot, table: Table) -> None:
    qtbot.waitUntil(
        lambda: table.state.phase is Phase.OVER or table.board.my_turn(), timeout=10_000
    )


def test_whole_game_by_mouse_drags_against_easy_ai(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    my_turns = 0
    seen: dict[str, object] = {}

    def spy(_item: object, _point: QPointF) -> None:
        seen["held"] = duel.state.held
        seen["targets"] = set(board.targets)

    while True:
        wait_my_turn(qtbot, duel)
        state = duel.state
        if state.phase is Phase.OVER:
            break
        assert state.current == 0 and state.phase is Phase.DRAW
        stack = my_turns % len(state.stacks)
        while not state.stacks[stack]:
            stack = (stack + 1) % len(state.stacks)
        item = board.stack_item(stack)
        assert item is not None and item.pickable
        start = item.center_scene()
        legal_cells = [(a.x, a.y) for a in GAME.legal_actions(GAME.apply(state, Draw(stack)))]
        target = legal_cells[my_turns % len(legal_cells)]
        cells_before = len(state.areas[0])
        # a face-up card is drawn where it lands, a face-down one as it is picked up (it
        # turns up); while dragging, every cell the card may go to is highlighted
        seen.clear()
        item.drag_moved.connect(spy)
        duel.drag(start, board.cell_center(target))
        item.drag_moved.disconnect(spy)
        assert (seen["held"] is None) == state.face_up[stack]
        assert seen["targets"] == set(legal_cells)
        check_items(duel)
        after = duel.state
        assert after.areas[0] != state.areas[0], (duel.messages, duel.refusals)
        assert target in after.areas[0]
        assert len(after.areas[0]) >= cells_before
        my_turns += 1
    assert not duel.refusals
    assert my_turns >= 10
    result = GAME.result(duel.state)
    assert board.projection is not None and board.projection.scores == result.scores
    assert "Game over" in board.status_label.text()


def test_illegal_drop_snaps_back_with_reason(qtbot: QtBot, hotseat: Table) -> None:
    board = hotseat.board
    wait_my_turn(qtbot, hotseat)
    item = board.stack_item(0)
    assert item is not None
    home = item.home
    # a face-up card dropped on the purple starting card: the engine's reason, nothing drawn
    hotseat.drag(item.center_scene(), board.cell_center((0, 0)))
    assert hotseat.messages[-1] == "The purple starting card can never be covered."
    # said beside the pointer too, where the player looks
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == hotseat.messages[-1]
    assert hotseat.state.phase is Phase.DRAW and not hotseat.played
    assert board.stack_item(0) is item and item.pos() == home
    # drawn by a click, then dropped there: the same reason, the card stays in hand
    hotseat.click(item.center_scene())
    hotseat.drag(item.center_scene(), board.cell_center((0, 0)))
    state = hotseat.state
    assert state.phase is Phase.PLACE and state.held is not None
    assert hotseat.messages[-1] == "The purple starting card can never be covered."
    held = board.held_item()
    assert held is item
    assert held.pos() == held.home and held.home == board.hand_pos
    # another stack's card dragged while one is held: refused with the engine's reason, as a
    # click there is (the press fell through to the felt and slid the table away)
    other = board.stack_item(1)
    assert other is not None
    framed = board.view.mapToScene(board.view.viewport().rect()).boundingRect()
    note.hide()
    hotseat.drag(other.center_scene(), board.cell_center((1, 0)))
    assert hotseat.messages[-1] == "You already hold a card: place it first."
    assert note.isVisible() and note.text() == hotseat.messages[-1]
    assert board.view.mapToScene(board.view.viewport().rect()).boundingRect() == framed
    assert hotseat.state == state and other.pos() == other.home
    # dropped far from the garden: snap back again, with a hint where to drop
    hotseat.drag(held.center_scene(), QPointF(board.hand_pos.x() + 50, 700))
    assert hotseat.state.held == state.held
    assert hotseat.messages[-1] == "Drop the card on a highlighted cell of your garden."
    # dropped on a cell that touches no card
    hotseat.drag(held.center_scene(), board.cell_center((-2, -1)))
    assert hotseat.messages[-1] == "That cell shares no side with any of your cards."
    assert held.pos() == board.hand_pos
    assert hotseat.state.held == state.held


@pytest.mark.usefixtures("translations")
def test_a_snap_back_reason_is_in_the_users_language(qtbot: QtBot, hotseat: Table) -> None:
    """The engine's reason is a note: the board shows it in French, not the English text."""
    assert i18n.install("fr") == "fr"
    board = hotseat.board
    wait_my_turn(qtbot, hotseat)
    item = board.stack_item(0)
    assert item is not None
    hotseat.drag(item.center_scene(), board.cell_center((0, 0)))
    assert hotseat.messages[-1] == "La carte de départ violette ne peut jamais être recouverte."
    assert hotseat.state.held is None  # a face-up card is drawn only where it may go
    hotseat.click(item.center_scene())
    held = board.held_item()
    assert held is not None and held.pos() == board.hand_pos
    hotseat.drag(held.center_scene(), board.cell_center((-2, -1)))
    assert hotseat.messages[-1] == "Cette case n’a aucun côté commun avec vos cartes."
    assert hotseat.state.held is not None
    # a name that starts with a vowel takes "d’", as in Petal Plotters ("le jardin de Ada")
    assert "le jardin d’Ada en grand" in board._look_cue(0)


def test_the_lessons_frame_on_a_stack_shows_around_the_keyboards(qtbot: QtBot, duel: Table) -> None:
    """A learner playing by keys lost the lesson's orange frame on the stack to take: the
    keyboard's frame, on the same stack, was drawn over it (play test)."""
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    board.show_hints([], [1])
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.stack_cursor == 1
    frames = {hint.mode: hint.sceneBoundingRect() for hint in board.hints}
    assert set(frames) == {"hint", "cursor"}
    assert frames["hint"].contains(frames["cursor"]) and frames["hint"] != frames["cursor"]


def test_a_game_opened_by_a_key_starts_framed(qtbot: QtBot, duel: Table) -> None:
    """Resumed with Enter, the table waited for a first key before framing a stack (play
    test): the window says the game was opened by a key, and the first stack is framed."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    assert board.stack_cursor is None
    board.lead_with_keys()
    assert board.stack_cursor == min(board.draws)
    assert "cursor" in {hint.mode for hint in board.hints}


def test_tab_to_the_table_shows_the_frame(qtbot: QtBot, duel: Table) -> None:
    """A player who tabbed to the table saw no focus anywhere on it (play test)."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    board.view.clearFocus()
    assert board.stack_cursor is None
    board.view.setFocus(Qt.FocusReason.TabFocusReason)
    assert board.stack_cursor == min(board.draws)
    assert "cursor" in {hint.mode for hint in board.hints}


def test_click_to_pick_then_click_to_place(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    wait_my_turn(qtbot, duel)
    item = board.stack_item(2)
    assert item is not None and item.card_id == -1  # the face-down stack
    duel.click(item.center_scene())
    state = duel.state
    assert state.phase is Phase.PLACE and state.held is not None
    held = board.held_item()
    assert held is item and held.card_id == state.held  # the same item, now face up
    assert set(board.targets) == {(a.x, a.y) for a in GAME.legal_actions(state)}
    duel.click(board.cell_center((1, 0)))
    after = duel.state
    assert after.areas[0][(1, 0)] == (state.held,)
    assert board.cards[state.held].home == board.geometry[0].card_pos((1, 0))


def test_keyboard_draw_and_place(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.stack_cursor == 1
    QTest.keyClick(view, Qt.Key.Key_Return)
    state = duel.state
    assert state.phase is Phase.PLACE and state.held_from == 1
    QTest.keyClick(view, Qt.Key.Key_Down)
    first = board.cursor_cell
    assert first in board.places
    QTest.keyClick(view, Qt.Key.Key_Down)
    cell = board.cursor_cell
    assert cell is not None and cell[1] >= first[1]
    assert board.targets[cell].mode == "cursor"
    # the keyboard cursor previews the score the engine projects for that placement
    expected = GAME.projection(GAME.apply(state, Place(*cell)))
    preview = board.preview_projection()
    assert preview is not None and preview.scores == expected.scores
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert cell in duel.state.areas[0]
    assert duel.state.areas[0][cell][-1] == state.held


def test_a_click_where_the_card_cannot_go_says_why(qtbot: QtBot, hotseat: Table) -> None:
    """Holding a drawn card, a click where it cannot go gives the reason a drop there gives:
    the engine's on a cell of your garden; a pan says nothing, a legal cell still places. A
    click on another garden draws it large (``test_look_at``), and plays nothing."""
    board = hotseat.board
    wait_my_turn(qtbot, hotseat)
    hotseat.click(board.stack_item(0).center_scene())
    held = hotseat.state.held
    assert held is not None
    hotseat.messages.clear()
    hotseat.click(board.cell_center((0, 0)))  # the purple starting card
    assert hotseat.messages == ["The purple starting card can never be covered."]
    hotseat.click(board.cell_center((-2, -1)))
    assert hotseat.messages[-1] == "That cell shares no side with any of your cards."
    hotseat.click(board.cell_center((0, 0), player=1))  # another garden: drawn large
    assert board.looking_at == 1 and hotseat.state.held == held
    hotseat.click(board.cell_center((0, 0), player=1))  # a click on it goes back
    assert board.looking_at is None
    other = board.stack_item(1)
    assert other is not None
    hotseat.click(other.center_scene())  # another stack: one card at a time
    assert hotseat.messages[-1] == "You already hold a card: place it first."
    hotseat.messages.clear()
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_2)  # the same by its key
    assert hotseat.messages == ["You already hold a card: place it first."]
    assert hotseat.state.held == held and hotseat.state.areas[0].keys() == {(0, 0)}
    said = len(hotseat.messages)
    hotseat.drag(board.cell_center((0, 0)), board.cell_center((-2, 1)))  # pans the table
    hotseat.click(board.cell_center((1, 0)))
    assert hotseat.state.areas[0][(1, 0)] == (held,)
    assert len(hotseat.messages) == said


def test_a_french_keyboards_top_row_draws_as_its_digits(qtbot: QtBot, duel: Table) -> None:
    """On a French keyboard the key marked 2 types "é" unshifted: pressing it drew nothing,
    and nothing said why (play test)."""
    wait_my_turn(qtbot, duel)
    duel.board.view.setFocus()
    QTest.keyClick(duel.board.view, Qt.Key.Key_Eacute)
    assert duel.state.held is not None and duel.state.held_from == 1


def test_the_first_arrow_moves_from_the_starting_card(qtbot: QtBot, duel: Table) -> None:
    """Draw with a digit key, then the first arrow takes the cell next to the starting card
    in its direction (not the starting card's own cell whatever the arrow); Enter places there."""
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_2)
    held = duel.state.held
    assert held is not None and duel.state.held_from == 1
    assert (0, 0) in board.places  # the starting card may be covered
    arrows = {
        Qt.Key.Key_Left: (-1, 0),
        Qt.Key.Key_Up: (0, -1),
        Qt.Key.Key_Down: (0, 1),
        Qt.Key.Key_Right: (1, 0),
    }
    for key, cell in arrows.items():
        QTest.keyClick(view, Qt.Key.Key_Escape)
        assert board.cursor_cell is None
        QTest.keyClick(view, key)
        assert board.cursor_cell == cell
        assert board.targets[cell].mode == "cursor"
    QTest.keyClick(view, Qt.Key.Key_Return)
    garden = duel.state.areas[0]
    assert garden[(1, 0)] == (held,) and len(garden[(0, 0)]) == 1


def test_an_arrow_with_no_cell_ahead_of_the_starting_card_shows_the_frame(
    qtbot: QtBot, duel: Table
) -> None:
    """No frame shown, and no free cell right of the starting card: → said "No free cell
    further along this row" of a frame the player had never seen, and showed none (play
    test). The frame comes where Enter would bring it, and the line says the keys."""
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_2)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert board.cursor_cell is None
    # the cells right of the starting card's column taken away: none lies ahead of it
    board.places = {cell: place for cell, place in board.places.items() if cell[0] <= 0}
    first = board._first_cell()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.cursor_cell == first and board.targets[first].mode == "cursor"
    assert duel.messages[-1] == (
        "The blue frame shows where your card goes: the arrows move it, Enter places it."
    )


def rest_pointer_off_the_garden(table: Table) -> None:
    """The mouse pointer rests on the felt, on no cell: the keys alone play."""
    corner = table.board.view.content_rect().topLeft()
    QTest.mouseMove(table.board.view.viewport(), table.point(corner) + QPoint(2, 2))


def keys_at_my_turn(qtbot: QtBot, table: Table) -> TableView:
    """The viewer's turn, the pointer resting off the garden, the keyboard on the table."""
    wait_my_turn(qtbot, table)
    rest_pointer_off_the_garden(table)
    view = table.board.view
    view.setFocus()
    return view


def test_a_card_drawn_with_a_digit_comes_with_its_frame(qtbot: QtBot, duel: Table) -> None:
    """A play tester pressed 1 then Enter: the card lay in the hand, no cell was framed and
    Enter did nothing. The frame waits on a free cell by the starting card, previewed, and Enter
    places the card there; the next turn, after the computer's, starts with the frame on a
    stack, and Enter draws from it."""
    board = duel.board
    view = keys_at_my_turn(qtbot, duel)
    QTest.keyClick(view, Qt.Key.Key_1)
    held = duel.state.held
    cell = board.cursor_cell
    assert held is not None and cell in board.places
    assert cell not in duel.state.areas[0] and abs(cell[0]) + abs(cell[1]) == 1
    assert board.targets[cell].mode == "cursor" and board.preview_cell == cell
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert duel.state.areas[0][cell] == (held,)
    wait_my_turn(qtbot, duel)
    assert board.stack_cursor == 0
    assert [hint.mode for hint in board.hints] == ["cursor"]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert duel.state.held is not None and duel.state.held_from == 0
    assert board.cursor_cell in board.places


def test_a_card_drawn_with_a_key_is_framed_on_a_free_cell_not_on_the_card_clicked_last(
    qtbot: QtBot, duel: Table
) -> None:
    """A play tester placed a card with a click and left the mouse on it; the next card, drawn
    with a key, was framed over it ("If you place it here −9 (−10)": it broke a group of four),
    and one hasty Enter covered it. The frame starts on a free cell, and Enter places there."""
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    duel.play(board.draws[0])
    point = duel.point(board.cell_center((-1, 0)))
    QTest.mouseMove(view.viewport(), point)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    clicked = duel.state.areas[0][(-1, 0)]
    assert len(clicked) == 1
    wait_my_turn(qtbot, duel)  # the mouse rests on the card placed, through Basil's turn
    assert (
        board.geometry[0]
        .card_rect((-1, 0))
        .contains(view.mapToScene(view.viewport().mapFromGlobal(QCursor.pos())))
    )
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)
    held = duel.state.held
    garden = duel.state.areas[0]
    assert held is not None and (-1, 0) in board.places  # it might be covered
    cell = board.cursor_cell
    assert cell in board.places and cell not in garden
    assert board.targets[cell].mode == "cursor" and board.preview_cell == cell
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert duel.state.areas[0][cell] == (held,)
    assert duel.state.areas[0][(-1, 0)] == clicked


def test_enter_without_a_frame_shows_it_and_says_the_keys(qtbot: QtBot, duel: Table) -> None:
    """A card drawn with the mouse: the first Enter frames a cell and says which keys move the
    frame and place the card, the second places it there. So on the stacks."""
    board = duel.board
    view = keys_at_my_turn(qtbot, duel)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert duel.state.held is None and board.stack_cursor == 0
    assert duel.messages[-1] == (
        "The blue frame shows the stack you draw from: ←/→ moves it, Enter draws."
    )
    duel.click(board.stack_item(1).center_scene())
    held = duel.state.held
    assert held is not None and board.cursor_cell is None
    rest_pointer_off_the_garden(duel)
    QTest.keyClick(view, Qt.Key.Key_Return)
    cell = board.cursor_cell
    assert cell in board.places and duel.state.held == held
    assert duel.messages[-1] == (
        "The blue frame shows where your card goes: the arrows move it, Enter places it."
    )
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert duel.state.areas[0][cell] == (held,)


def test_the_keys_frame_stays_with_the_person_who_pressed_them(
    qtbot: QtBot, hotseat: Table
) -> None:
    """People sharing the screen: Ada plays with the keys, Ben's turn starts without a frame
    until his own first key."""
    board = hotseat.board
    view = board.view
    rest_pointer_off_the_garden(hotseat)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert hotseat.state.current == 1 and board.viewer == 1
    assert board.stack_cursor is None and not board.hints
    QTest.keyClick(view, Qt.Key.Key_2)
    assert board.cursor_cell in board.places


def test_each_turn_of_a_person_who_plays_by_keys_starts_framed(
    qtbot: QtBot, hotseat: Table
) -> None:
    """People sharing the screen: a keyboard player's later turns started with no frame, and
    the first Enter only brought it (play tester 150). Each person's turn starts framed on a
    stack, Enter drawing at once, if they last played by keys; not if by the mouse."""
    board = hotseat.board
    view = board.view

    def keys_play() -> None:
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert hotseat.state.held is not None  # the first Enter drew
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert hotseat.state.held is None

    def framed() -> bool:
        return board.stack_cursor in board.draws and [h.mode for h in board.hints] == ["cursor"]

    rest_pointer_off_the_garden(hotseat)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert board.viewer == 1 and not framed()  # Ben has pressed no key yet
    QTest.keyClick(view, Qt.Key.Key_2)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert board.viewer == 0 and framed()
    keys_play()
    assert board.viewer == 1 and framed()
    hotseat.click(board.stack_item(0).center_scene())  # Ben turns to the mouse
    hotseat.click(board.cell_center(next(iter(board.places))))
    assert board.viewer == 0 and framed()
    keys_play()
    assert board.viewer == 1 and not framed()


@pytest.mark.parametrize(
    ("stack_key", "said"),
    [
        (
            Qt.Key.Key_1,  # face up: the draw showed nothing, Undo puts the card back
            "The card you took stays in hand: Undo (Ctrl+Z) puts it back on its stack until it"
            " is placed. The arrow keys move between the places.",
        ),
        (
            Qt.Key.Key_3,  # face down: the draw showed the card, it stays
            "The card you drew must be placed: it cannot go back to its stack."
            " The arrow keys move between the places.",
        ),
    ],
)
def test_esc_leaves_no_preview_on_the_cell_a_resting_pointer_happens_to_be_on(
    qtbot: QtBot, duel: Table, stack_key: Qt.Key, said: str
) -> None:
    """A keyboard player pressed Esc while placing: the frame went, and the preview, with its
    score, jumped to the cell under the mouse pointer resting on the garden, a cell nobody had
    chosen (play test). It goes; the pointer's cell is previewed again once the mouse moves.
    Esc says why the card stays: "it cannot go back" of a card taken face up, which Undo puts
    back, sent a keyboard player away from Undo (play test)."""
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    QTest.mouseMove(view.viewport(), duel.point(board.cell_center((0, 0))))
    view.setFocus()
    QTest.keyClick(view, stack_key)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.cursor_cell == (1, 0) and board.preview_cell == (1, 0)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert board.cursor_cell is None and board.preview_cell is None
    # it says why the card stays: Esc did nothing a player could see (play test)
    assert duel.messages[-1] == said
    QTest.mouseMove(view.viewport(), duel.point(board.cell_center((0, 0)) + QPointF(6, 6)))
    qtbot.waitUntil(lambda: board.preview_cell == (0, 0), timeout=2000)


def test_hover_previews_projected_score(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    wait_my_turn(qtbot, duel)
    duel.click(board.stack_item(0).center_scene())
    state = duel.state
    cell = (0, 0)  # covering the starting card
    QTest.mouseMove(board.view.viewport(), duel.point(board.cell_center(cell)))
    qtbot.waitUntil(lambda: board.preview_cell == cell, timeout=2000)
    expected = GAME.projection(GAME.apply(state, Place(0, 0)))
    assert board.preview_projection().scores == expected.scores
    labels = [label.text for label in board._score_lines if label.isVisible()]
    assert str(expected.players[0].score) in " ".join(labels)


def test_hidden_cards_keep_their_item_from_stack_to_garden(qtbot: QtBot, hotseat: Table) -> None:
    """A face-down card drawn by another player glides stack -> their hand -> their garden."""
    board = hotseat.board
    # Ada (seat 0) plays; the board follows seat 0's view while Ben (seat 1) plays
    hotseat.controller.state_changed.disconnect()
    hotseat.controller.state_changed.connect(redraw_for(hotseat, 0))
    hotseat.play(Draw(0))
    hotseat.play(Place(1, 0))
    back = board.stack_item(2)
    assert back is not None and back.card_id == -1
    hotseat.play(Draw(2))
    held = board.held_item()
    assert held is back and held.card_id == -1  # Ada may not see Ben's card
    assert held.home_scale < 1
    hotseat.play(Place(0, 1))
    placed = hotseat.state.areas[1][(0, 1)][-1]
    assert board.cards[placed] is back and back.card_id == placed
    assert back.recent
    check_items(hotseat)


def test_undo_puts_the_card_back_in_hand(qtbot: QtBot, hotseat: Table) -> None:
    """A face-down draw reveals its card (undo stops there); its placement can be taken
    back."""
    board = hotseat.board
    first = board.stack_item(2)
    assert first is not None
    hotseat.drag(first.center_scene(), board.cell_center((0, 1)))
    assert hotseat.state.areas[0].keys() == {(0, 0), (0, 1)}
    hotseat.controller.undo()
    state = hotseat.state
    assert state.phase is Phase.PLACE and state.areas[0].keys() == {(0, 0)}
    assert board.held_item() is first and first.home == board.hand_pos
    check_items(hotseat)
    assert board.my_turn()


def test_undo_of_a_placing_by_keys_frames_its_cell_again(qtbot: QtBot, hotseat: Table) -> None:
    """After Ctrl+Z the frame moved to another cell (covering a card), where Enter did
    something else than the placing just taken back (play test)."""
    board = hotseat.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_3)  # face down: its placement turns up no card
    nearest = board.cursor_cell
    assert nearest is not None
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Down)
    chosen = board.cursor_cell
    assert chosen not in (None, nearest)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen in hotseat.state.areas[0]
    hotseat.controller.undo()  # the frame shows, on the cell of the placing
    assert board.cursor_cell == chosen and hotseat.state.held is not None
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen in hotseat.state.areas[0]


def test_tooltips_explain_each_card(qtbot: QtBot, hotseat: Table) -> None:
    """Every visible card of every garden says what the scoring makes of it, move after move."""
    board = hotseat.board
    rng = Random(3)
    kinds: set[str] = set()
    for _ in range(24):
        actions = GAME.legal_actions(hotseat.state)
        hotseat.play(actions[rng.randrange(len(actions))])
        view = board.state
        assert view is not None
        for area in view.areas:
            scored = score_area(area, view.summer)
            removed = set(scored.removed_cells)
            for cell, pile in area.items():
                card = CARDS[pile[-1]]
                tip = board.cards[pile[-1]].toolTip()
                if card.butterfly is not None and cell not in removed:
                    earns = cell in scored.butterfly_cells
                    assert ("colour: +1." in tip) == earns
                    assert ("touches no card of its colour: it earns 0." in tip) == (not earns)
                if card.purple:
                    kinds.add("start")
                    assert "Starting card" in tip
                elif cell in removed:
                    kinds.add("removed")
                    assert f"would be removed (−{len(pile)})" in tip
                    assert f"it needs exactly {card.value}." in tip
                else:
                    kinds.add("valid")
                    assert f"In a valid group of {card.value}." in tip
                assert ("Under it, from the top: " in tip) == (len(pile) > 1)
                if len(pile) > 1:
                    kinds.add("covering")
                    names = "; ".join(flower_name(under) for under in reversed(pile[:-1]))
                    assert f"Under it, from the top: {names}." in tip
                for under in pile[:-1]:  # what it was told on top no longer holds
                    tip = board.cards[under].toolTip()
                    assert "Covered: it does not score" in tip
                    assert "valid group" not in tip and "would be removed" not in tip
    assert not hotseat.refusals
    assert kinds == {"start", "removed", "valid", "covering"}


def test_a_summer_field_away_from_purple_says_why_it_scores_nothing(hotseat: Table) -> None:
    """Five touching blue cards outlined and worth nothing: the card and the score panel say
    that the field does not touch the purple starting card. A butterfly left out says why."""
    board, state = hotseat.board, hotseat.state
    picker = Picker()
    picker.used.update(pile[-1] for stack in state.stacks if (pile := stack))
    picker.used.update(card for pile in state.areas[1].values() for card in pile)
    garden = area_from(
        """
        P  R4 R4y R4 R4 R1
        .  .  Y1  .  .  .
        .  .  B4  B4 B4 B4r
        .  .  .   .  .  B1
        """,
        picker,
    )
    shown = with_areas(state, [garden, state.areas[1]])
    board.show_state(GAME.view(shown, 0), 0, None, GAME.projection(shown), ["Ada", "Ben"])
    blue = garden[(3, 2)][-1]
    tip = board.cards[blue].toolTip()
    assert "Part of a field of 5 cards that touches no purple starting card" in tip
    red_tip = board.cards[garden[(1, 0)][-1]].toolTip()
    assert "Part of a field of 5 cards." in red_tip and "purple" not in red_tip
    # a butterfly says why it earns its point, or why not
    assert "Its butterfly touches a card of the butterfly's colour: +1." in (
        board.cards[garden[(2, 0)][-1]].toolTip()
    )
    assert "Its butterfly touches no card of its colour: it earns 0." in (
        board.cards[garden[(5, 2)][-1]].toolTip()
    )
    rows = board._score_rows()
    assert ("Blue field not touching purple", "0", "line") in rows
    assert ("Red field", "+5", "line") in rows
    board.overlay_button.setChecked(True)
    assert "dashed: it touches no purple card" in board._labels["legend"].text.replace("\n", " ")


def test_the_legend_names_a_dashed_field_only_in_the_summer_variant(duel: Table) -> None:
    """Outside Summer every field outlined scores: a legend that spoke of dashed outlines sent
    a learner looking for one that never comes (play test)."""
    board = duel.board
    board.overlay_button.setChecked(True)
    legend = board._labels["legend"]
    words = legend.text.replace("\n", " ")
    assert legend.isVisible() and "scoring field" in words and "dashed" not in words


def _card_items_shown(table: Table) -> set[FlowerCardItem]:
    """Every card item the scene paints."""
    scene = table.board.scene
    return {item for item in scene.items() if isinstance(item, FlowerCardItem) and item.isVisible()}


@pytest.mark.parametrize("gesture", ["mouse", "keys"])
def test_the_placement_preview_goes_once_the_card_is_placed(
    qtbot: QtBot, duel: Table, gesture: str
) -> None:
    """Preview a cell that grows the garden upward (the grid shifts), place the card there by
    click or Enter: the faint copy of the card the preview showed must not stay behind."""
    board = duel.board
    view = board.view
    wait_my_turn(qtbot, duel)
    duel.click(board.stack_item(0).center_scene())
    top = min(board.places, key=lambda cell: (cell[1], cell[0]))
    assert top[1] < min(y for _x, y in duel.state.areas[0])  # a new row above the garden
    if gesture == "mouse":
        QTest.mouseMove(view.viewport(), duel.point(board.cell_center(top)))
        qtbot.waitUntil(lambda: board.preview_cell == top, timeout=2000)
    else:
        view.setFocus()
        for _press in range(len(board.places)):
            QTest.keyClick(view, Qt.Key.Key_Up)
        assert board.cursor_cell == top
    assert len(_card_items_shown(duel) - set(board.cards.values())) == 1  # the preview
    if gesture == "mouse":
        duel.click(board.cell_center(top))
    else:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert top in duel.state.areas[0]
    assert _card_items_shown(duel) == set(board.cards.values())
    wait_my_turn(qtbot, duel)  # the AI's turn redraws the table: still no stray copy
    assert _card_items_shown(duel) == set(board.cards.values())


def _scene_pixel(scene: QGraphicsScene, point: QPointF) -> QColor:
    """The colour the table shows at ``point``."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1, 1), QRectF(point, QSizeF(1, 1)))
    painter.end()
    return image.pixelColor(0, 0)


def test_a_face_up_card_dropped_outside_the_garden_is_not_drawn(qtbot: QtBot, duel: Table) -> None:
    """Drawing and placing are two moves, and a draw that shows a card cannot be taken back.
    So a face-up card dragged out of its stack is drawn only when it lands where it may go:
    dropped anywhere else it goes back to its stack with the reason, and nothing is played.
    While it is dragged, the cells the engine allows after that draw are highlighted."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    state = duel.state
    item = board.stack_item(0)
    assert item is not None
    home = item.home
    allowed = {(a.x, a.y) for a in GAME.legal_actions(GAME.apply(state, Draw(0)))}
    felt = QPointF(board.hand_pos.x() + 50, 700)
    duel.press(item.center_scene())
    duel.move(item.center_scene(), felt)
    assert set(board.targets) == allowed and duel.state.held is None
    # the card under it lies face down, as the face-down stack's top card does
    back = board.stack_item(2)
    assert back is not None
    under = back.center_scene() + (home - back.home)
    assert _scene_pixel(board.scene, under) == _scene_pixel(board.scene, back.center_scene())
    duel.release(felt)
    assert duel.messages[-1] == "Drop the card on a highlighted cell of your garden."
    assert not duel.played and duel.state.stacks == state.stacks
    assert board.stack_item(0) is item and item.pos() == home and not board.targets
    # on a cell of the garden where it may not go: the engine's reason, nothing drawn
    duel.drag(item.center_scene(), board.cell_center((-2, -1)))
    assert duel.messages[-1] == "That cell shares no side with any of your cards."
    assert not duel.played and item.pos() == home
    # a face-down card shows its face only once drawn: picking it up draws it, and a drop
    # outside leaves it in hand
    duel.drag(back.center_scene(), felt)
    assert duel.played == [Draw(2)]
    assert board.held_item() is back and back.pos() == board.hand_pos


def test_the_solo_discard_pile_is_never_drawn_from(qtbot: QtBot) -> None:
    """In solo the discard pile lies where a third stack would. Its key (3) and a click on it
    say, in the engine's words, that it is never drawn from: not "cannot take it now"."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human")])
    try:
        board = table.board
        table.play(Draw(0))
        table.play(Place(1, 0))  # then the timer discards the face-up card
        discarded = table.state.discard
        assert discarded and board.my_turn()
        reason = "In solo, cards are never taken from the discard pile."
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_3)
        assert table.messages == [reason]
        table.click(board.cards[discarded[-1]].center_scene())
        assert table.messages == [reason, reason]
        assert table.state.phase is Phase.DRAW and table.state.discard == discarded
    finally:
        table.controller.shutdown()


def test_an_ai_playing_solo_is_named_and_never_called_you(qtbot: QtBot) -> None:
    """When the only seat is an AI's, its garden bears its name and no text on the table
    speaks to "you", from the first move to the end."""
    table = make_table(qtbot, [Seat(name="Basil", kind="easy")])
    board = table.board
    board.watching = True  # as the window says when every seat is a computer's
    table.redraw()

    def texts() -> list[str]:
        items = board.scene.items()
        labels = [item.text for item in items if isinstance(item, LabelItem) and item.isVisible()]
        return [text for text in [*labels, board.status_label.text()] if text]

    try:
        for moment in ("start", "end"):
            if moment == "end":
                qtbot.waitUntil(lambda: table.state.phase is Phase.OVER, timeout=60_000)
            shown = texts()
            assert "Basil's garden" in shown, moment
            assert not [text for text in shown if re.search(r"\byou", text, re.IGNORECASE)]
    finally:
        table.controller.shutdown()


def test_the_cover_preview_keeps_both_values_readable(qtbot: QtBot, duel: Table) -> None:
    """The held card's faint copy previews a placement. On an empty cell it lies on the cell;
    over a card it would cover it is drawn smaller in the cell's bottom right corner, clear of
    the covered card's upright value and inside the cell, so both values read."""
    board = duel.board
    viewport = board.view.viewport()
    wait_my_turn(qtbot, duel)
    duel.click(board.stack_item(0).center_scene())
    QTest.mouseMove(viewport, duel.point(board.cell_center((1, 0))))
    qtbot.waitUntil(lambda: board.preview_cell == (1, 0), timeout=2000)
    ghost = board._ghost
    assert ghost is not None and ghost.isVisible()
    assert ghost.mapRectToScene(ghost.card_rect()) == board.geometry[0].card_rect((1, 0))
    QTest.mouseMove(viewport, duel.point(board.cell_center((0, 0))))  # the starting card
    qtbot.waitUntil(lambda: board.preview_cell == (0, 0), timeout=2000)
    covered = board.geometry[0].card_rect((0, 0))
    drawn = ghost.mapRectToScene(ghost.card_rect())
    assert ghost.isVisible() and covered.adjusted(-0.01, -0.01, 0.01, 0.01).contains(drawn)
    assert not drawn.intersects(value_badges(covered, board.view.zoom())[0])  # as drawn
    assert drawn.width() >= 0.6 * covered.width()  # its own value stays large enough


def test_a_cards_tooltip_goes_when_a_move_changes_the_table(qtbot: QtBot, duel: Table) -> None:
    """A card's tooltip stayed up for seconds after a draw, its words ("In a valid group")
    beside a preview that said otherwise (play test)."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    start = board.cards[duel.state.areas[0][(0, 0)][-1]]
    QToolTip.showText(board.view.mapToGlobal(QPoint(50, 50)), start.toolTip(), board.view)
    qtbot.waitUntil(QToolTip.isVisible)
    duel.play(Draw(0))
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=1500)  # Qt fades it out


def test_in_hot_seat_the_big_garden_keeps_the_big_title(qtbot: QtBot, hotseat: Table) -> None:
    """The garden on screen is the one whose turn it is: its title takes the large size and
    the other's the side panel's, however often the two swap."""
    board = hotseat.board
    wait_my_turn(qtbot, hotseat)

    def title_sizes() -> list[float]:
        return [board._labels[("header", seat)].font.pointSizeF() for seat in (0, 1)]

    assert board.viewer == 0 and title_sizes() == [18, 15]
    hotseat.play(Draw(0))
    hotseat.play(next(a for a in GAME.legal_actions(hotseat.state) if isinstance(a, Place)))
    assert board.viewer == 1 and title_sizes() == [15, 18]


def test_a_reopened_game_marks_the_card_placed_last(hotseat: Table) -> None:
    """The mark on the card placed last is the table's only sign of the last move: a game
    reopened from its file lost it (the board had no table before to compare with)."""
    session = hotseat.controller.session
    assert session is not None
    while not session.actions or not isinstance(session.actions[-1], Place):
        hotseat.play(GAME.legal_actions(hotseat.state)[0])
    marked = hotseat.board.recent
    assert marked is not None
    reopened = FlowersBoard(GAME)  # the board a game opened from its file is drawn on
    viewer = hotseat.controller.viewer()
    view = hotseat.controller.current_view()
    reopened.show_state(
        view,
        viewer,
        None,
        GAME.projection(view),
        [seat.name for seat in hotseat.seats],
        session.actions[-1],
        session.last_mover(),
        hotseat.controller.last_table(viewer),
    )
    assert reopened.recent == marked


def test_a_cells_tooltip_goes_with_its_frame_at_the_turns_end(qtbot: QtBot, duel: Table) -> None:
    """Play test: a cell's "Cover this card" stayed for seconds over the garden as the other
    player's turn began, though nothing could be covered any more."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    duel.play(next(iter(board.draws.values())))
    target = next(iter(board.targets.values()))
    QToolTip.showText(board.view.mapToGlobal(QPoint(50, 50)), target.toolTip(), board.view)
    qtbot.waitUntil(QToolTip.isVisible)
    duel.play(next(iter(board.places.values())))
    assert not board.targets
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=1000)  # not after Qt's 10 s


def test_the_cards_others_placed_since_your_last_move_are_marked(qtbot: QtBot) -> None:
    """Four at one screen: the mark of the last move alone left the fourth player guessing
    what the two before had played (play test). Each card another placed since the viewer's
    last move has a lighter mark, and its tooltip says so."""
    names = ["Ada", "Ben", "Cy", "Dee"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    board = table.board
    placed: dict[int, tuple[int, int]] = {}
    for _round in range(2):
        for seat in range(4):
            assert table.state.current == seat
            table.play(GAME.legal_actions(table.state)[0])
            place = next(a for a in GAME.legal_actions(table.state) if isinstance(a, Place))
            table.play(place)
            placed[seat] = (place.x, place.y)
    assert board.viewer == 0
    assert board.since_cells == {(seat, placed[seat]) for seat in (1, 2, 3)}

    def item_at(seat: int, cell: tuple[int, int]) -> FlowerCardItem:
        return board.cards[table.state.areas[seat][cell][-1]]

    assert item_at(3, placed[3]).recent  # the last move keeps its own mark
    for seat in (1, 2):
        item = item_at(seat, placed[seat])
        assert item.since_mark and not item.recent
        assert "Placed since your last move." in item.toolTip().split("\n")
    own = item_at(0, placed[0])
    assert not own.since_mark and not own.recent
    assert "Placed since" not in own.toolTip()
    assert "The last move placed this card." in item_at(3, placed[3]).toolTip().split("\n")
    assert sum(item.since_mark for item in board.cards.values()) == 3
    table.controller.shutdown()


def test_a_card_placed_since_your_last_move_has_a_dot_at_its_corner(qtbot: QtBot) -> None:
    """In a small side panel the mark's dashed ring looked like the dashed outline of a card
    to be removed (play test): a dot of the mark's colour, as large on the screen at any
    scale, sits on the ring's top right corner."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    board = table.board
    for _seat in range(3):
        table.play(GAME.legal_actions(table.state)[0])
        table.play(next(a for a in GAME.legal_actions(table.state) if isinstance(a, Place)))
    assert board.viewer == 0
    seat, cell = sorted(board.since_cells)[0]
    item = board.cards[table.state.areas[seat][cell][-1]]
    assert item.since_mark and not item.recent
    view = board.view
    picture = view.grab().toImage()
    ratio = picture.devicePixelRatio()
    corner = view.mapFromScene(item.mapToScene(item.card_rect().topRight()))
    found = picture.pixelColor(int((corner.x() - 1) * ratio), int((corner.y() + 1) * ratio))
    wanted = item.since_color()
    assert abs(found.red() - wanted.red()) + abs(found.green() - wanted.green()) < 40
    table.controller.shutdown()


def test_before_your_first_move_every_card_placed_so_far_is_marked(qtbot: QtBot) -> None:
    """On the first round only the last mover's card was marked: the fourth player, about
    to make their first move, saw nothing of the two cards before it (play test)."""
    names = ["Ada", "Ben", "Cy", "Dee"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    board = table.board
    placed: dict[int, tuple[int, int]] = {}
    for seat in range(3):
        table.play(GAME.legal_actions(table.state)[0])
        place = next(a for a in GAME.legal_actions(table.state) if isinstance(a, Place))
        table.play(place)
        placed[seat] = (place.x, place.y)
    assert board.viewer == 3 and table.state.current == 3
    assert board.since_cells == {(seat, placed[seat]) for seat in range(3)}
    table.controller.shutdown()


def test_a_cells_tooltip_keeps_off_the_score_panel(qtbot: QtBot, duel: Table) -> None:
    """A placing cell's tooltip, too wide for the screen right of the pointer, went left of it,
    over the score panel's "If you place it here" row, which says the same live: hovering a
    cell near the left of the garden hid the panel (play tester 127, 1440×900; the test
    screen is 800 pixels wide). Over every cell the tooltip says its words off the panel,
    on the screen, and not over the pointer."""
    board, view = duel.board, duel.board.view
    board.widget().resize(1440, 820)
    duel.controller.play(board.draws[min(board.draws)])
    qtbot.waitUntil(lambda: bool(board.places))
    viewport = view.viewport()
    screen = viewport.screen().availableGeometry()
    cells = [
        (cell, view.mapFromScene(board.geometry[board.viewer].card_rect(cell).center()))
        for cell in sorted(board.places)
    ]
    shown = [
        (cell, middle) for cell, middle in cells if screen.contains(viewport.mapToGlobal(middle))
    ]
    assert len(shown) >= 3
    for cell, middle in shown:
        QTest.mouseMove(viewport, middle)
        qtbot.waitUntil(lambda cell=cell: board.preview_cell == cell)
        assert board._score_rows()[-1][0] == "If you place it here"
        pointer = viewport.mapToGlobal(middle)
        QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, middle, pointer))
        assert QToolTip.isVisible() and QToolTip.text() == board.targets[cell].toolTip()
        tip = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel"))
        panel = view.mapFromScene(board._panels["score"].rect).boundingRect()
        panel.moveTopLeft(viewport.mapToGlobal(panel.topLeft()))
        frame = tip.frameGeometry()
        assert not frame.intersects(panel), (cell, frame, panel)
        assert screen.contains(frame) and not frame.contains(pointer), (cell, frame)
    QToolTip.hideText()


def test_esc_on_the_bars_button_gives_the_keys_back_to_the_table(qtbot: QtBot, duel: Table) -> None:
    """Tab from the table reaches "Teaching overlay", where the game keys do nothing: Esc
    there went nowhere, and only two more Tabs, through History, found the table (play test)."""
    board = duel.board
    board.widget().activateWindow()
    button = board.overlay_button
    checked = button.isChecked()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    QTest.keyClick(button, Qt.Key.Key_Escape)
    qtbot.waitUntil(board.view.hasFocus)
    assert button.isChecked() == checked  # Esc only moved the keys


def test_a_cell_under_the_pointer_names_the_move_and_the_score_it_leaves(
    qtbot: QtBot, duel: Table
) -> None:
    """ "Cover this card" named neither the card nor what covering it would do; the score it
    would leave was only in the score panel, across the table from a magnified cell (play
    test). The cell's tooltip says both, as the panel does."""
    board, view = duel.board, duel.board.view
    duel.controller.play(board.draws[min(board.draws)])
    qtbot.waitUntil(lambda: bool(board.places))
    before = score_area(duel.state.areas[0], duel.state.summer).score
    for cell, action in list(board.places.items())[:3]:
        rect = board.geometry[board.viewer].card_rect(cell)
        QTest.mouseMove(view.viewport(), view.mapFromScene(rect.center()))
        qtbot.waitUntil(lambda cell=cell: board.preview_cell == cell)
        after = score_area(GAME.apply(duel.state, action).areas[0], duel.state.summer).score
        said = board.targets[cell].toolTip()
        assert said.startswith(board.describe_choice(action, board.state, pointed=True)), said
        change = i18n.points_text(after - before)
        assert said.endswith(f". Your score would be {i18n.number_text(after)} (change {change}).")
    # every cell says it before the pointer comes: a lesson's framed cell, never pointed at,
    # said only "Place your card here" (play test)
    assert all("Your score would be" in target.toolTip() for target in board.targets.values())
