"""The Petal Plotters board played with real mouse and keyboard input on a real view."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTransform, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard, faces
from desktop.games.petal_plotters.board import told_name
from desktop.games.petal_plotters.items import DEAL_CARD_W, TITLE_SIZES, DealDialog, card_pixmap
from desktop.history import News
from desktop.i18n import number_text, points_text
from desktop.table import set_animation_speed
from desktop.table.text import TEXT_SLACK, break_lines
from engine.core.actions import Action
from engine.core.notes import Note, render_note
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    Phase,
    PlaceHornbill,
    Skip,
    UseAbility,
    scoring,
)
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.rules import known_by_rumour, pass_partners
from engine.games.petal_plotters.state import HIDDEN, DealRecord, Rumour, Slot, State, evolve
from tests.desktop.board_table import wheel_notch
from tests.games.petal_plotters.helpers import down, position, random_game
from tests.games.petal_plotters.helpers import held as held_card

from .conftest import Table, make_table, shape_window, use_by_keys

SLOT_OPS = ("rotate", "flip", "look", "remove")
NBSP = "\u00a0"
"""Between the words of a card's name as a move tells it (one word for line breaks)."""


def wait_my_turn(qtbot: QtBot, table: Table) -> None:
    qtbot.waitUntil(
        lambda: table.state.phase is Phase.OVER or table.board.my_turn(), timeout=20_000
    )


def assert_no_hidden_card(table: Table, expect_secret: bool = True) -> None:
    """No item of the scene shows a card the viewer may not know (``expect_secret``: the
    position is one that hides something, so that the check means something)."""
    board = table.board
    full = table.state
    viewer = board.viewer
    view = GAME.view(full, viewer)
    known = set(view.discard) | {held.card for held in view.hands[viewer]}
    known |= {slot.card for garrison in view.garrisons for slot in garrison}
    known |= {held.card for held in view.victory if held is not None}
    if view.pending is not None:
        known.add(view.pending.card)
    known |= {held.card for hand in view.hands for held in hand}
    known.discard(HIDDEN)
    secret = {held.card for hand in full.hands for held in hand if viewer not in held.seen_by} | {
        slot.card
        for garrison in full.garrisons
        for slot in garrison
        if not slot.face_up and viewer not in slot.seen_by
    }
    secret |= {
        held.card for held in full.victory if held is not None and viewer not in held.seen_by
    }
    assert secret or not expect_secret, "the position should hide something from the viewer"
    # a card the viewer knew in a hand before a face-down add is theirs still (their view's
    # rumour): with none of the holder's Garrison cards left that it may be, it is in the
    # hand, or is the victory card, and shown as known
    rumoured = {rumour.card for rumour in view.rumours}
    sure = {rumour.card for rumour in view.rumours if not rumour.slots}
    items = board.scene_items()
    assert items
    for item in items:
        if item.card_id != HIDDEN:
            assert item.card_id in known | sure
            assert item.card_id not in secret - sure
    # a note names a card the viewer knows in that hand, or one the viewer's rumour names: in
    # doubt unless no other place is left for it (``known_by_rumour``: while a pass waits, the
    # card the holder chose may be it)
    for (seat, card), memo in board.memos.items():
        certain = known_by_rumour(view, seat)
        if memo.doubt:
            assert card in rumoured and card not in certain
        else:
            assert card in known | set(certain) and card not in secret - set(certain)
    # and the discard list shows only the public pile
    assert board.discard_item.cards == full.discard


def setup_moves(table: Table, wanted) -> None:  # type: ignore[no-untyped-def]
    """Play quick engine moves (Hornbill, then adds) until ``wanted(state)`` holds."""
    for _ in range(40):
        state = table.state
        if wanted(state):
            return
        legal = GAME.legal_actions(state)
        action: Action = next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison)))
        table.play(action)
    raise AssertionError("no position found")


def exchange_card(state: State) -> str | None:
    """A card the mover may play to give a hand card for a face-down Garrison card."""
    for action in GAME.legal_actions(state):
        if isinstance(action, UseAbility) and CARDS[action.card].ability[0].op == "exchange_hand":
            return action.card
    return None


def exchanging(qtbot: QtBot) -> Table:
    """Four people at one screen; the one to move has just played a card that exchanges a
    card of their hand for a face-down Garrison card (the caller shuts the table down)."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy", "Dee")]
    table = make_table(qtbot, seats, seed=5)
    setup_moves(table, lambda s: exchange_card(s) is not None)
    card = exchange_card(table.state)
    assert card is not None
    table.play(UseAbility(card))
    return table


def slot_ability(state: State) -> str | None:
    """A card the mover may play whose first step targets a Garrison card."""
    for action in GAME.legal_actions(state):
        if isinstance(action, UseAbility) and CARDS[action.card].ability[0].op in SLOT_OPS:
            return action.card
    return None


def rotating_ability(state: State) -> str | None:
    """A card the mover may play whose second step is an optional rotation (a look or a flip,
    then "you may rotate it")."""
    if state.phase is not Phase.TURN:
        return None
    return next(
        (
            action.card
            for action in GAME.legal_actions(state)
            if isinstance(action, UseAbility)
            and len(CARDS[action.card].ability) > 1
            and CARDS[action.card].ability[1].op == "rotate"
            and CARDS[action.card].ability[1].optional
        ),
        None,
    )


def at_an_optional_rotation(table: Table) -> int:
    """Engine moves up to an ability's optional rotation, its first target chosen; returns
    the mover."""
    setup_moves(table, lambda state: rotating_ability(state) is not None)
    card = rotating_ability(table.state)
    assert card is not None
    mover = table.state.current
    table.play(UseAbility(card))
    table.play(next(a for a in GAME.legal_actions(table.state) if isinstance(a, ChooseSlot)))
    assert Skip() in GAME.legal_actions(table.state)
    return mover


def test_hornbill_then_add_with_rotation_by_mouse(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    state = trio.state
    assert state.phase is Phase.HORNBILL
    first = state.current
    assert board.viewer == first
    # a single game is no deal of a match: its first move starts the game
    assert "(or press Enter) to start the game." in board.status_label.text()
    # only the Hornbill can be picked up now; dragging another card says why, and the table
    # stays where it was (the press does not pan it)
    assert [item.card_id for item in board.hand_items() if item.pickable] == [HORNBILL]
    other = next(item for item in board.hand_items() if item.card_id != HORNBILL)
    scrolled = (board.view.horizontalScrollBar().value(), board.view.verticalScrollBar().value())
    trio.drag(other.center_scene(), other.center_scene() + QPointF(-300, -200))
    assert trio.played == [] and trio.messages[-1] == (
        "First place the Great Hornbill into your Garrison."
    )
    assert (board.view.horizontalScrollBar().value(), board.view.verticalScrollBar().value()) == (
        scrolled
    )
    hornbill = board.hand_item(HORNBILL)
    assert hornbill is not None
    # the Hornbill has no end to choose: turning it is refused, not shown
    assert not board.rotate(hornbill) and hornbill.top_up
    said = (
        "The rules lay the Great Hornbill with its +2 pointing up: you cannot rotate it as you"
        " lay it."
    )
    assert trio.messages[-1] == said
    assert board.view.pointer_note.isVisible() and board.view.pointer_note.text() == said
    trio.drag(hornbill.center_scene(), board.garrison_drop_point())
    after = trio.state
    assert trio.played == [PlaceHornbill()]
    assert after.garrisons[first][0].card == HORNBILL and after.garrisons[first][0].face_up
    placed = board.slot_item(first, 0)
    assert placed is not None and placed.shows_face() and placed.up_value() == CARDS[HORNBILL].top

    # the next player drags a card and presses R mid-drag: the bottom Petal Power points up
    mover = after.current
    assert board.viewer == mover and mover != first
    card = after.hands[mover][0].card
    item = board.hand_item(card)
    assert item is not None and item.pickable
    start, end = item.center_scene(), board.garrison_drop_point()
    middle = start + (end - start) * 0.5
    board.view.setFocus()
    trio.press(start)
    trio.move(start, middle, 4)
    assert board.drag_item is item
    said = len(trio.messages)
    QTest.keyClick(board.view, Qt.Key.Key_R)
    assert board.orientation[card] is False
    # nothing about the chosen value goes to the status line (it outlives a hot-seat hand-off)
    assert len(trio.messages) == said
    assert item.up_value() == CARDS[card].bottom and item.show_up_value
    assert abs(item.rotation() % 360 - 180) < 1
    trio.move(middle, end, 3)
    trio.release(end)
    assert trio.played[-1] == AddToGarrison(card, False)
    placed_state = trio.state
    assert placed_state.garrisons[mover][-1] == Slot(card, False, False, frozenset({mover}))
    # the turn passed on: the new viewer sees that card as a back only
    assert board.viewer == placed_state.current != mover
    back = board.slot_item(mover, len(placed_state.garrisons[mover]) - 1)
    assert back is not None and back.card_id == HIDDEN and not back.shows_face()
    assert_no_hidden_card(trio)

    # third player: a right click and a wheel turn rotate while hovering (net: top up)
    mover = placed_state.current
    card = placed_state.hands[mover][1].card
    item = board.hand_item(card)
    assert item is not None
    spot = board.view.mapFromScene(item.center_scene())
    QTest.mouseMove(board.view.viewport(), spot)
    QTest.mouseClick(
        board.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, spot
    )
    assert board.orientation[card] is False
    assert trio.state is placed_state  # rotating is not a move
    zoom = board.view.zoom()
    wheel_notch(board.view.viewport(), spot)
    assert board.orientation[card] is True
    assert board.view.zoom() == zoom  # the wheel rotated the card instead of zooming
    trio.drag(item.center_scene(), board.garrison_drop_point())
    assert trio.played[-1] == AddToGarrison(card, True)


def test_a_touchpad_scroll_turns_a_card_once_per_notch(qtbot: QtBot, trio: Table) -> None:
    """A touchpad sends many small wheel steps: they add up, and the card turns once for each
    120 (a mouse wheel's notch), whatever the slicing; the table never zooms meanwhile."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    item = board.hand_items()[0]
    card = item.card_id
    spot = board.view.mapFromScene(item.center_scene())
    QTest.mouseMove(board.view.viewport(), spot)
    zoom = board.view.zoom()
    start = board.orientation[card]

    def scroll(step: int, phase: Qt.ScrollPhase = Qt.ScrollPhase.ScrollUpdate) -> None:
        wheel = QWheelEvent(
            QPointF(spot),
            QPointF(board.view.viewport().mapToGlobal(spot)),
            QPoint(0, step // 4),
            QPoint(0, step),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            phase,
            False,
        )
        QApplication.sendEvent(board.view.viewport(), wheel)

    scroll(20, Qt.ScrollPhase.ScrollBegin)
    for _ in range(4):
        scroll(20)
    assert board.orientation[card] is start  # 100 so far: less than a notch
    scroll(20)
    assert board.orientation[card] is not start  # 120: one turn
    for _ in range(3):
        scroll(40)
    assert board.orientation[card] is start  # another notch in three slices: one more turn
    scroll(-60, Qt.ScrollPhase.ScrollBegin)  # a new gesture starts afresh
    assert board.orientation[card] is start
    assert board.view.zoom() == zoom


def test_drop_elsewhere_snaps_back_with_a_reason(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    before = trio.state
    mover = before.current
    item = board.hand_items()[0]
    other = next(seat for seat in range(before.players) if seat != mover)
    trio.drag(item.center_scene(), board.panel_rects[other].center())
    assert trio.state is before
    assert trio.messages[-1].startswith(f"This is {trio.seats[other].name}'s Garrison: ")
    assert item.pos() == item.home
    # a card whose ability has no target now: the engine's reason, and no move
    setup_moves(trio, lambda s: s.phase is Phase.TURN and refused_ability(s) is not None)
    state = trio.state
    card = refused_ability(state)
    assert card is not None
    item = board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), board.ability_zone_point())
    assert trio.state is state
    # the Great Hornbill is the one card it could take (a face-up card in plain sight)
    # (Bouquet's reading of the rules, and where it is explained)
    assert trio.messages[-1] == (
        "Its ability has no possible target now: the Great Hornbill cannot be removed or exchanged."
        " (Bouquet's reading of the rules: Rules › Interpretations, items 2 and 4.)"
    )
    assert item.pos() == item.home


def test_a_card_dropped_anywhere_on_your_panel_joins_your_garrison(
    qtbot: QtBot, trio: Table
) -> None:
    """A wide table leaves the lower part of your panel empty; a drop there is on your Garrison
    all the same, and the panel lights whole while a card that may join is held over it."""
    board = trio.board
    shape_window(qtbot, trio, "wide")
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    mover = trio.state.current
    panel = board.panel_rects[mover]
    row = board.garrison_rects[mover]
    low = QPointF(panel.left() + 30, panel.bottom() - 20)
    assert low.y() > row.bottom() + 40  # well below the row of cards and its drop margin
    item = board.hand_items()[-1]  # the top card of the fan: the one a press on it picks up
    card = item.card_id
    assert board._may_add(card)
    start = item.center_scene()
    trio.press(start)
    trio.move(start, low)
    assert board.drag_item is item
    assert board.garrison_zone.isVisible() and board.garrison_zone.rect.contains(low)
    trio.release(low)
    assert trio.played[-1] == AddToGarrison(card, True)
    assert trio.state.garrisons[mover][-1].card == card


def refused_ability(state: State) -> str | None:
    """A card of the mover's hand whose ability the engine refuses now."""
    for held in state.hands[state.current]:
        if held.card != HORNBILL and UseAbility(held.card) not in GAME.legal_actions(state):
            return held.card
    return None


@pytest.mark.usefixtures("translations")
def test_a_refused_ability_is_explained_in_french(qtbot: QtBot, trio: Table) -> None:
    assert i18n.install("fr") == "fr"
    setup_moves(trio, lambda s: s.phase is Phase.TURN and refused_ability(s) is not None)
    state = trio.state
    card = refused_ability(state)
    assert card is not None
    item = trio.board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), trio.board.ability_zone_point())
    assert trio.state is state
    assert trio.messages[-1] == (
        "Sa capacité n’a aucune cible possible pour l’instant\u00a0: le Grand Calao ne peut"
        " être ni retiré ni échangé. (Lecture des règles propre à Bouquet\u00a0: Règles ›"
        " Interprétations, points 2 et 4.)"
    )


def test_use_an_ability_on_a_highlighted_target(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    state = trio.state
    mover = state.current
    card = slot_ability(state)
    assert card is not None
    item = board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), board.ability_zone_point())
    assert trio.played[-1] == UseAbility(card)
    during = trio.state
    assert during.phase is Phase.ABILITY and during.pending is not None
    assert during.pending.card == card
    # exactly the engine's targets are highlighted, plus a visible Cancel button
    legal = GAME.legal_actions(during)
    slots = {(a.owner, a.index) for a in legal if isinstance(a, ChooseSlot)}
    assert {key[1:] for key in board.targets if key[0] == "slot"} == slots
    assert board.cancel_button.isVisible() == (Cancel() in legal)
    # each target glows round its card, bright even on a dark card back, and the glow leaves
    # the card's up value (drawn large over its top edge) readable
    shot = board.view.viewport().grab().toImage()
    chips = 0
    for owner, index in slots:
        rect = board.slot_rects[(owner, index)]
        beside = board.view.mapFromScene(QPointF(rect.left() - 8, rect.center().y()))
        color = shot.pixelColor(beside)
        assert color.green() - color.red() > 60, (owner, index, color.name())
        item = board.slot_item(owner, index)
        assert item is not None
        if item.show_up_value and item.up_value() is not None:
            chips += 1
            turn = math.radians(-item.rotation())
            lift = -item.height / 2 - 2  # in the chip, just over the card's top edge
            middle = item.card_rect().center()
            chip = QPointF(middle.x() - lift * math.sin(turn), middle.y() + lift * math.cos(turn))
            color = shot.pixelColor(board.view.mapFromScene(item.mapToScene(chip)))
            assert not color.green() - color.red() > 60, (owner, index, color.name())
    assert chips, "the Hornbill, face up, is a target with its up value shown"
    owner, index = sorted(slots)[0]
    trio.click(board.slot_center(owner, index))
    assert trio.played[-1] == ChooseSlot(owner, index)
    if trio.state.phase is Phase.ABILITY:  # an optional second step: Skip it by its button
        assert board.skip_button.isVisible() and Skip() in GAME.legal_actions(trio.state)
        trio.click(board.skip_button.center_scene())
        assert trio.played[-1] == Skip()
    done = trio.state
    assert done.phase is Phase.TURN and done.pending is None
    assert done.discard[-1] == card
    assert done.current != mover
    assert not board.targets and not board.cancel_button.isVisible()
    # the discard pile opens as a list of every discarded card
    trio.click(board.discard_item.center_scene())
    dialog = board.discard_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.cards == done.discard
    assert len(dialog.card_labels) == len(done.discard)
    # beside the pile, not over it (play tester 208: it opened in the table's middle)
    pile = board.view.mapFromScene(board.discard_item.sceneBoundingRect()).boundingRect()
    pile.moveTopLeft(board.view.viewport().mapToGlobal(pile.topLeft()))
    assert not dialog.frameGeometry().intersects(pile)
    dialog.close()


def test_a_cancel_clicked_leaves_no_keyboard_frame(qtbot: QtBot, trio: Table) -> None:
    """Play tester 122: a card turned with the right button took the keyboard's frame, and
    after the ability played by mouse was cancelled with the Cancel button, the card back in
    hand showed that frame to a player who never pressed a key. A Cancel by Esc keeps it on
    the card, where the keys go on."""
    board, view = trio.board, trio.board.view
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    card = slot_ability(trio.state)
    assert card is not None
    item = board.hand_item(card)
    assert item is not None
    view.setFocus()
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.RightButton,
        Qt.KeyboardModifier.NoModifier,
        trio.point(item.center_scene()),
    )
    assert board.key_focus == ("card", card) and board.cursor_item.isVisible()
    trio.drag(item.center_scene(), board.ability_zone_point())
    assert trio.state.phase is Phase.ABILITY
    trio.click(board.cancel_button.center_scene())
    assert trio.played[-1] == Cancel() and board.hand_item(card) is not None
    assert not board.cursor_item.isVisible()
    # nor does it come back where the card glides home
    qtbot.wait(100)
    assert not board.cursor_item.isVisible()
    # by the keys (the pointer put aside), Esc cancels and the frame stays on the card
    QTest.mouseMove(view.viewport(), QPoint(2, 2))
    use_by_keys(board, trio.state, card)
    assert trio.state.phase is Phase.ABILITY
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel()
    assert board.key_focus == ("card", card) and board.cursor_item.isVisible()


def test_cancel_an_ability_costs_nothing(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    state = trio.state
    card = slot_ability(state)
    assert card is not None
    hand_before = state.hands[state.current]
    item = board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), board.ability_zone_point())
    assert trio.state.phase is Phase.ABILITY
    assert board.cancel_button.isVisible()
    assert board.targets
    trio.click(board.cancel_button.center_scene())
    assert trio.played[-1] == Cancel()
    after = trio.state
    assert after.phase is Phase.TURN and after.pending is None
    assert after.current == state.current
    assert [held.card for held in after.hands[after.current]] == [held.card for held in hand_before]
    assert after.discard == state.discard and after.garrisons == state.garrisons
    assert board.hand_item(card) is not None and not board.cancel_button.isVisible()
    assert not board.targets
    # said: the card only jumped back, and a player wondered whether the turn was spent
    name = told_name(faces.card_title(CARDS[card]))
    said = (
        f"Cancelled: {name} is back in your hand, and it is still your turn. The others have"
        " seen it."
    )
    assert trio.messages[-1] == said
    # the status line offers Esc while Cancel is possible and S only for an optional step,
    # however often the ability was cancelled this turn (a limit of three hid the button, and
    # Undo took the card back anyway: play test)
    for _ in range(4):
        trio.drag(board.hand_item(card).center_scene(), board.ability_zone_point())  # type: ignore[union-attr]
        status = board.status_label.text()
        assert "Esc cancels (" in status and "S skips." not in status
        trio.click(board.cancel_button.center_scene())
    trio.drag(board.hand_item(card).center_scene(), board.ability_zone_point())  # type: ignore[union-attr]
    assert trio.state.phase is Phase.ABILITY and board.cancel_button.isVisible()
    # a press on another hand card says to finish the ability or cancel it
    other = next(item for item in board.hand_items() if item.card_id != card)
    trio.press(other.center_scene())
    trio.release(other.center_scene())
    assert trio.messages[-1] == "Finish the ability in progress first (or Cancel it)."


def play_my_turn_by_mouse(qtbot: QtBot, table: Table, turn: int) -> None:
    board = table.board
    state = table.state
    if state.phase is Phase.HORNBILL:
        item = board.hand_item(HORNBILL)
        assert item is not None
        table.drag(item.center_scene(), board.garrison_drop_point())
        return
    if state.phase is Phase.TURN:
        card = slot_ability(state) if turn % 2 else None
        if card is not None:
            item = board.hand_item(card)
            assert item is not None
            table.drag(item.center_scene(), board.ability_zone_point())
            return
        item = board.hand_items()[0]
        if turn % 3 == 0:
            board.view.setFocus()
            QTest.keyClick(board.view, Qt.Key.Key_R)  # nothing hovered: no rotation
        table.drag(item.center_scene(), board.garrison_drop_point())
        return
    # an ability or a pass: click the first highlighted target, else Skip
    if board.targets:
        key = sorted(board.targets, key=str)[0]
        table.click(board.targets[key].rect.center())
        return
    if board.hand_targets:
        card = sorted(board.hand_targets)[0]
        assert {card for card in board.hand_targets} == {
            getattr(a, "card", None) for a in GAME.legal_actions(state) if hasattr(a, "card")
        }
        item = board.hand_item(card)
        assert item is not None and item.target_look
        table.click(item.center_scene())
        return
    assert board.skip_button.isVisible()
    table.click(board.skip_button.center_scene())


@pytest.mark.parametrize("seed", [12, 5, 31, 2026])
def test_three_seat_game_against_ai_to_the_end(qtbot: QtBot, seed: int) -> None:
    table = make_table(
        qtbot,
        [
            Seat(name="Ada", kind="human"),
            Seat(name="Basil", kind="easy"),
            Seat(name="Cleo", kind="easy"),
        ],
        seed=seed,
    )
    try:
        play_against_ai(qtbot, table)
    finally:
        table.controller.shutdown()


def play_against_ai(qtbot: QtBot, table: Table) -> None:
    board = table.board
    turns = 0
    checked = 0
    while True:
        wait_my_turn(qtbot, table)
        state = table.state
        if state.phase is Phase.OVER:
            break
        assert state.current == 0 and board.viewer == 0
        if state.phase is not Phase.HORNBILL and any(
            slot.card != HORNBILL for garrison in state.garrisons for slot in garrison
        ):
            assert_no_hidden_card(table)
            checked += 1
        count = len(table.played)
        play_my_turn_by_mouse(qtbot, table, turns)
        assert len(table.played) == count + 1, (table.messages, table.refusals)
        turns += 1
        assert turns < 60
    assert not table.refusals
    assert turns >= 3 and checked >= 1
    final = table.state
    result = GAME.result(final)
    qtbot.waitUntil(board.ending_done, timeout=5_000)
    # every Garrison card is turned face up, the total is the engine's, the notes explained
    for seat, garrison in enumerate(final.garrisons):
        for index, slot in enumerate(garrison):
            item = board.slot_item(seat, index)
            assert item is not None and item.shows_face() and item.card_id == slot.card
    assert board._labels["total"].text == number_text(scoring.total_power(final))
    names = [seat.name for seat in table.seats]
    assert board.reveal_notes == result.notes
    assert board.reveal_texts() == [
        render_note(note, names, number=number_text) for note in result.notes
    ]
    assert board.reveal_lines_shown == len(result.notes)
    assert not any("{" in text for text in board.reveal_texts())
    winners = [names[seat] for seat in result.winners]
    assert all(name in board._labels["verdict"].text for name in winners)
    assert "over" in board.status_label.text()
    # the turn that ended the game, often a computer's, is still told on the table: alone,
    # or last of the turns since the viewer's
    assert board.last_move.startswith("Last turn — ")
    shown = board._labels["last-move"]
    assert shown.isVisible()
    if board._news_lines() is None:
        assert shown.text.replace("\n", " ") == board.last_move
    else:
        assert shown.text.split("\n")[0] == board.news.heading()
        assert shown.toolTip() or shown.text.replace("\n", " ").endswith(board.news.moves[-1])


def test_memory_aid_off_shows_only_backs(qtbot: QtBot) -> None:
    table = make_table(
        qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")], memory_aid=False
    )
    try:
        board = table.board
        setup_moves(table, lambda s: s.phase is Phase.TURN and s.current == 0)
        state = table.state
        card = state.hands[0][0].card
        item = board.hand_item(card)
        assert item is not None
        table.drag(item.center_scene(), board.garrison_drop_point())
        assert table.played[-1] == AddToGarrison(card, True)
        # Ben moves; back to Ada: she placed the card, yet without the aid she sees a back
        setup_moves(table, lambda s: s.current == 0)
        index = [slot.card for slot in table.state.garrisons[0]].index(card)
        mine = board.slot_item(0, index)
        assert board.viewer == 0
        assert mine is not None and mine.card_id == HIDDEN and not mine.memory
        assert all(item.card_id != card for item in board.scene_items())
    finally:
        table.controller.shutdown()


def test_memory_aid_off_a_looked_card_shows_until_the_next_turn(qtbot: QtBot) -> None:
    """Without the aid the table shows backs, yet a card just looked at is seen: through the
    rest of the ability and until its viewer starts their next turn."""
    seats = [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")]
    table = make_table(qtbot, seats, seed=0, memory_aid=False)
    try:
        board = table.board

        def look_then_rotate(state: State) -> str | None:
            for action in GAME.legal_actions(state):
                if isinstance(action, UseAbility):
                    steps = CARDS[action.card].ability
                    if steps[0].op == "look" and len(steps) == 2:
                        return action.card
            return None

        setup_moves(table, lambda s: s.current == 0 and look_then_rotate(s) is not None)
        card = look_then_rotate(table.state)
        assert card is not None
        item = board.hand_item(card)
        assert item is not None
        table.drag(item.center_scene(), board.ability_zone_point())
        view = GAME.view(table.state, 0)
        owner, index = next(
            (a.owner, a.index)
            for a in GAME.legal_actions(table.state)
            if isinstance(a, ChooseSlot)
            and a.owner == 1
            and view.garrisons[1][a.index].card == HIDDEN
        )
        seen = table.state.garrisons[owner][index].card
        assert board.slot_item(owner, index).card_id == HIDDEN  # type: ignore[union-attr]
        table.click(board.slot_center(owner, index))
        assert table.played[-1] == ChooseSlot(owner, index)

        def shown() -> bool:
            found = board.slot_item(owner, index)
            assert found is not None
            return found.card_id == seen and found.memory and found.up_value() is not None

        assert table.state.phase is Phase.ABILITY and shown()  # deciding whether to rotate it
        table.click(board.skip_button.center_scene())
        assert table.played[-1] == Skip() and board.viewer == 1
        assert not shown()  # Ben never saw it
        setup_moves(table, lambda s: s.current == 0)
        assert board.viewer == 0 and shown()  # Ada still has it in mind
        setup_moves(table, lambda s: s.current == 1)  # her next turn starts
        setup_moves(table, lambda s: s.current == 0)
        assert board.viewer == 0 and not shown()
    finally:
        table.controller.shutdown()


def test_memory_aid_on_shows_the_remembered_up_value(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    state = trio.state
    mover = state.current
    card = state.hands[mover][0].card
    item = board.hand_item(card)
    assert item is not None
    assert board.rotate(item)
    trio.drag(item.center_scene(), board.garrison_drop_point())
    setup_moves(trio, lambda s: s.current == mover)
    index = [slot.card for slot in trio.state.garrisons[mover]].index(card)
    mine = board.slot_item(mover, index)
    assert mine is not None and mine.memory and not mine.shows_face()
    assert mine.up_value() == CARDS[card].bottom


def usable(state: State, op: str) -> str | None:
    for action in GAME.legal_actions(state):
        if isinstance(action, UseAbility) and CARDS[action.card].ability[0].op == op:
            return action.card
    return None


def use_pass_left(table: Table) -> str:
    """Engine moves up to a pass-left ability, then the ability: the card played."""
    setup_moves(table, lambda s: s.phase is Phase.TURN and usable(s, "pass_left") is not None)
    card = usable(table.state, "pass_left")
    assert card is not None
    table.play(UseAbility(card))
    return card


def pass_to_the_left(table: Table) -> None:
    """Engine moves up to a pass-left ability, then the ability and every pass (the first card
    of each hand): a real position where each passer knows a card in their left neighbour's
    hand."""
    use_pass_left(table)
    while table.state.phase is Phase.PASS:
        state = table.state
        table.play(PassCard(state.hands[state.current][0].card))
    assert table.state.phase is Phase.TURN


def test_another_players_pass_never_speaks_of_cancelling(qtbot: QtBot, trio: Table) -> None:
    """While a pass-left ability goes round, the players who pass for it never had a Cancel:
    their status line says what to do, and nothing about cancelling."""
    board = trio.board
    use_pass_left(trio)
    owner = trio.state.turn_player
    first = trio.state.current
    trio.play(PassCard(trio.state.hands[first][0].card))
    state = trio.state
    assert state.phase is Phase.PASS and state.current != owner
    assert board.viewer == state.current
    status = board.status_label.text().replace("\u2060", "")  # word joiners keep "←/→" whole
    assert status == ("Click the card you pass to the left (or ←/→ and Enter). ↑/↓ read the table.")
    # the ability zone says how too, by the keys once they lead (play test: "Click…" alone)
    receiver = pass_partners(state.pending.pass_order, state.current)[1]
    name = trio.seats[receiver].name
    view = GAME.view(state, state.current)
    assert board._prompt_text(view) == (
        f"Everyone passes a card to the left. Click the card you pass to {name}."
    )
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Right)
    assert board._prompt_text(view) == (
        f"Everyone passes a card to the left. Choose the card you pass to {name}: ←/→ and Enter."
    )
    # a card dropped on "Use ability" goes back with a word about the pass, not "finish the
    # ability", and how it is passed (play tester 124: "Choose the card you pass…" misled one
    # who had just chosen it by dragging)
    item = board.hand_item(state.hands[state.current][0].card)
    assert item is not None
    trio.drag(item.center_scene(), board.ability_zone_point())
    assert trio.messages[-1] == f"Click the card to pass, or drop it on {name}'s panel."
    assert trio.state is state


@pytest.mark.parametrize("memory_aid", [True, False])
def test_memory_aid_shows_the_known_cards_of_other_hands(qtbot: QtBot, memory_aid: bool) -> None:
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, memory_aid=memory_aid)
    try:
        board = table.board
        pass_to_the_left(table)
        state = table.state
        viewer = board.viewer
        view = GAME.view(state, viewer)
        known = {
            seat: [held.card for held in hand if held.card != HIDDEN]
            for seat, hand in enumerate(view.hands)
            if seat != viewer
        }
        left = (viewer + 1) % 3
        assert known[left], "the viewer passed a card to the left and knows it"
        for seat in known:
            # every hand still shows its count as backs, whatever the viewer knows of it
            backs = [
                key for key in board.cards if isinstance(key, tuple) and key[:2] == ("hand", seat)
            ]
            assert len(backs) == len(state.hands[seat])
            assert all(board.cards[key].card_id == HIDDEN for key in backs)
            count = board._labels[("count", seat)]
            assert count.text == f"{len(state.hands[seat])} in hand"
            caption = board._labels.get(("known", seat))
            shown = caption is not None and caption.isVisible()
            if memory_aid and known[seat]:
                assert shown and caption.text == f"In {seats[seat].name}'s hand you know:"
                for card in known[seat]:
                    memo = board.memos[seat, card]
                    assert memo.scene() is board.scene and memo.isVisible()
                    assert board.panel_rects[seat].contains(memo.sceneBoundingRect())
                    assert memo.previewed_card() == card and memo.toolTip() == ""  # shown large
            else:
                assert not shown
        shown_cards = {card for _, card in board.memos}
        assert shown_cards == (
            {card for cards in known.values() for card in cards} if memory_aid else set()
        )
        assert all(item.card_id not in known[left] for item in board.scene_items())
        assert_no_hidden_card(table)
    finally:
        table.controller.shutdown()


def assert_caption_fits(board: PetalPlottersBoard, seat: int) -> None:
    """The line over what the viewer knows of ``seat``'s hand: every line within its box,
    the box within the seat's panel."""
    caption = board._labels[("known", seat)]
    metrics = QFontMetricsF(caption.font)
    assert all(
        metrics.horizontalAdvance(line) <= caption.width for line in caption.text.split("\n")
    )
    assert board.panel_rects[seat].contains(caption.sceneBoundingRect())


def test_a_long_name_is_cut_in_what_you_know_of_a_hand_not_the_words(qtbot: QtBot) -> None:
    """The line over the cards known in another player's hand fits the panel of a 5-player
    table: a long name is elided, the words around it stay, and the tooltip has it all."""
    seats = [
        Seat(name=f"MAXIMILIANE VON HOHENZOLLERN-WIED {seat}", kind="human") for seat in range(5)
    ]
    table = make_table(qtbot, seats)
    try:
        board = table.board
        # a small window (1024×700 with History open): a wider one leaves the column beside a
        # short Garrison room for the whole name
        from .test_table_fit import fit_viewport

        fit_viewport(qtbot, table, 762, 584)
        pass_to_the_left(table)
        left = (board.viewer + 1) % 5
        caption = board._labels[("known", left)]
        assert caption.isVisible()
        whole = f"In {seats[left].name}'s hand you know:"
        # on two lines in the narrow column beside the Garrison
        text = caption.text.replace("\n", " ")
        assert text != whole and caption.toolTip() == whole
        assert text.startswith("In MAXIM") and text.endswith("…'s hand you know:")
        assert_caption_fits(board, left)
    finally:
        table.controller.shutdown()


@pytest.mark.usefixtures("translations")
def test_a_known_caption_on_several_lines_elides_de_in_french(qapp) -> None:  # type: ignore[no-untyped-def]
    """On one line "d’Iris", on two "Dans la main de Iris" (play test): the words are elided
    whatever the lines they take."""
    assert i18n.install("fr") == "fr"
    text, tip = PetalPlottersBoard._known_caption("Iris", QFont(), 110)
    assert "\n" in text and tip == ""
    assert text.replace("\n", " ") == "Dans la main d\u2019Iris, vous connaissez\u00a0:"


@pytest.mark.usefixtures("translations")
def test_french_names_the_hand_whole_on_more_lines(qtbot: QtBot) -> None:
    """French puts the name in the middle ("Dans la main de Dahlia, vous connaissez :"): the
    narrow column beside a five-player Garrison showed "Dans la main de Da…" on one line,
    the line under it empty. The words break over up to three lines, the name whole."""
    names = ["Dahlia", "Violette", "Capucine", "Marguerite", "Pâquerette"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    try:
        assert i18n.install("fr") == "fr"
        board = table.board
        pass_to_the_left(table)
        left = (board.viewer + 1) % 5
        caption = board._labels[("known", left)]
        assert caption.isVisible()
        assert caption.text.count("\n") >= 1
        assert (
            caption.text.replace("\n", " ")
            == f"Dans la main de {names[left]}, vous connaissez\u00a0:"
        )
        assert caption.toolTip() == ""
        assert_caption_fits(board, left)
    finally:
        table.controller.shutdown()


def lay_a_known_victory_card(table: Table) -> tuple[int, str]:
    """Engine moves until the player at the screen knows another player's victory card: a
    player down to two cards plays a pass-left ability, passes their other card and keeps the
    one passed to them, which its passer knows; otherwise the Hornbill, adds and passes of the
    first card. Returns the seat of that victory card and the card."""
    for _ in range(60):
        state = table.state
        viewer = table.board.viewer
        view = GAME.view(state, viewer)
        for seat, held in enumerate(view.victory):
            if seat != viewer and held is not None and held.card != HIDDEN:
                return seat, held.card
        passing = usable(state, "pass_left")
        if state.phase is Phase.PASS:
            table.play(PassCard(state.hands[state.current][0].card))
        elif passing is not None and len(state.hands[state.current]) == 2:
            table.play(UseAbility(passing))
        else:
            legal = GAME.legal_actions(state)
            table.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))
    raise AssertionError("no position found")


@pytest.mark.parametrize("memory_aid", [True, False])
def test_memory_aid_notes_a_known_victory_card_of_another_player(
    qtbot: QtBot, memory_aid: bool
) -> None:
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, memory_aid=memory_aid)
    try:
        board = table.board
        seat, card = lay_a_known_victory_card(table)
        state = table.state
        viewer = board.viewer
        # the viewer passed this card to the left, and it became that player's last card
        assert seat == (viewer + 1) % 3 and state.phase is Phase.TURN
        held = state.victory[seat]
        assert held is not None and held.card == card and held.seen_by == {viewer, seat}
        laid = [other for other in range(3) if other != viewer and state.victory[other]]
        assert len(laid) == 2, "the other victory card, unknown to the viewer, stays a back"
        for other in laid:
            keys = [key for key, where in board.where.items() if where == ("victory", other)]
            assert len(keys) == 1
            item = board.cards[keys[0]]
            assert item.isVisible() and item.sideways and not item.shows_face()
            if memory_aid and other == seat:
                assert keys == [card] and item.card_id == card and item.memory
                assert item.previewed_card() == card and item.toolTip() == ""  # shown large
            else:
                assert keys == [("victory", other)]
                assert item.card_id == HIDDEN and not item.memory
                assert item.toolTip() == "A face-down card"
        assert not board.widget().grab().isNull()  # the note paints
        assert_no_hidden_card(table)
    finally:
        table.controller.shutdown()


def test_pass_left_by_clicking_glowing_hand_cards(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "pass_left") is not None)
    state = trio.state
    card = usable(state, "pass_left")
    assert card is not None
    sizes = [len(hand) for hand in state.hands]
    item = board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), board.ability_zone_point())
    passing = trio.state
    assert passing.phase is Phase.PASS
    passers = passing.pending.pass_order  # type: ignore[union-attr]
    for seat in passers:
        now = trio.state
        assert now.current == seat and board.viewer == seat
        assert board.hand_targets == {held.card for held in now.hands[seat]}
        assert not board.targets  # no Garrison card is a target
        choice = sorted(board.hand_targets)[0]
        chosen = board.hand_item(choice)
        assert chosen is not None and chosen.target_look
        # the last pass brings each their card: flashed in the hand (animations on)
        set_animation_speed(1.0 if seat == passers[-1] else 0)
        try:
            trio.click(chosen.center_scene())
        finally:
            set_animation_speed(0)
        assert trio.played[-1] == PassCard(choice)
    done = trio.state
    assert done.phase is Phase.TURN and done.discard[-1] == card
    # the pass is told with the card it brought the one reading, named (nothing else on the
    # table said which card came), to them as "received" after "you gave" (play tester 130:
    # their own name read as another's)
    reader = board.viewer
    before = {held.card for held in passing.hands[reader]}
    (received,) = [held.card for held in done.hands[reader] if held.card not in before]
    giver = passers[(passers.index(reader) - 1) % len(passers)]
    assert board.last_move.endswith(
        f" and received {told_name(CARDS[received].name)} from {trio.seats[giver].name}"
    )
    mover = state.current
    assert [len(hand) for hand in done.hands][mover] in (sizes[mover] - 1, 0)
    assert_no_hidden_card(trio)
    # the card that came flashes in the hand, riding on its card into the fan (nothing else
    # showed which hand card was new), at a shared screen too: the reader's table was last
    # drawn for them before the others passed
    assert any(flash.parentItem() is board.cards[received] for flash in board._flashes)
    # glowing as what a move changed, not in the lesson's orange frames to follow
    assert {flash.mode for flash in board._flashes} == {"changed"}
    trio.redraw()  # drawn again, nothing new
    assert board.arrived == []


def test_a_card_chosen_to_pass_stays_with_its_hand_until_the_pass_goes_round(
    qtbot: QtBot, trio: Table
) -> None:
    """While a pass went round, each player who had chosen their card showed one card fewer
    (play test: "hand counts dip"). The chosen card is still theirs until all cards change
    hands at once: drawn raised with their hand's backs, counted apart from the cards in
    their hand ("1 in hand, 1 passed" of an empty hand read as two cards, play tester 187),
    and in the passer's own fan raised at its end, marked chosen, naming whom it goes to."""
    board = trio.board
    use_pass_left(trio)
    first = trio.state.current
    sizes = [len(hand) for hand in trio.state.hands]
    chosen = trio.state.hands[first][0].card
    trio.play(PassCard(chosen))
    state = trio.state
    assert state.phase is Phase.PASS and board.viewer == state.current != first
    backs = sorted(
        (key[2], item) for key, item in board.cards.items() if key[:2] == ("hand", first)
    )
    assert len(backs) == sizes[first] == len(state.hands[first]) + 1
    tops = [item.pos().y() for _index, item in backs]
    assert tops[-1] < tops[0] and len(set(tops[:-1])) == 1  # the chosen one stands raised
    count = board._labels[("count", first)]
    # and says so (play tester, session 56)
    assert count.text == f"{sizes[first] - 1} in hand (1 passed, held until all pass)"
    receiver = trio.seats[pass_partners(state.pending.pass_order, first)[1]].name  # type: ignore[union-attr]
    assert receiver in count.toolTip() and trio.seats[first].name in count.toolTip()
    # the passer's own table, as they see it until the pass goes round
    shown = GAME.view(state, first)
    board.show_state(shown, first, None, GAME.projection(shown), [s.name for s in trio.seats])
    assert board.where[chosen] == ("passing", first)
    item = board.cards[chosen]
    assert item.chosen_mark == "Chosen" and receiver in item.toolTip()
    fan = [board.cards[held.card] for held in state.hands[first]]
    assert len(fan) == sizes[first] - 1 and all(item.pos().y() < other.pos().y() for other in fan)
    assert not item.pickable


def test_a_turn_still_going_on_is_not_called_the_last(trio: Table) -> None:
    """While a pass went round, the newest turn was headed "Last turn — Poppy: Katydid — …",
    read as the turn before (play test): it is "This turn" until its ability is over."""
    board = trio.board
    use_pass_left(trio)
    first = trio.state.current
    trio.play(PassCard(trio.state.hands[first][0].card))
    assert trio.state.pending is not None and board.news.last_turn
    assert board.last_move.startswith("This turn — ")
    while trio.state.phase is Phase.PASS:
        trio.play(PassCard(trio.state.hands[trio.state.current][0].card))
    assert trio.state.pending is None
    assert board.last_move.startswith("Last turn — ")


def test_a_cancelled_ability_leaves_this_turn_going_on(trio: Table) -> None:
    """After a Cancel the newest turn was headed "Last turn — Robin: Cancel the ability of
    Honey Bee", read as a turn spent while the player still had it (play test)."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "rotate") is not None)
    card = usable(trio.state, "rotate")
    assert card is not None
    mover = trio.state.current
    trio.play(UseAbility(card))
    trio.play(Cancel())
    assert trio.state.current == mover and trio.state.pending is None
    assert board.last_move.startswith("This turn — ")
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, AddToGarrison)))
    assert board.last_move.startswith("Last turn — ")


def test_exchange_a_rotated_hand_card_with_a_garrison_card(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "exchange_hand") is not None)
    state = trio.state
    mover = state.current
    card = usable(state, "exchange_hand")
    assert card is not None
    item = board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), board.ability_zone_point())
    during = trio.state
    give = sorted(board.hand_targets)[0]
    give_item = board.hand_item(give)
    assert give_item is not None
    assert board.rotate(give_item)  # the given card goes in with its bottom end up
    trio.click(give_item.center_scene())
    assert trio.played[-1] == ChooseHandCard(give, False)
    assert trio.state.phase is Phase.ABILITY and board.targets
    slots = {
        (a.owner, a.index) for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot)
    }
    assert {key[1:] for key in board.targets} == slots
    owner, index = sorted(slots)[0]
    taken = during.garrisons[owner][index].card
    trio.click(board.slot_center(owner, index))
    done = trio.state
    assert done.garrisons[owner][index].card == give
    assert not done.garrisons[owner][index].top_up
    assert any(held.card == taken for held in done.hands[mover]) or (
        done.victory[mover] is not None and done.victory[mover].card == taken
    )


def test_keyboard_only_turns(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    view = board.view
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    state = trio.state
    view.setFocus()
    # arrows walk the hand, R turns the focused card, Enter adds it
    QTest.keyClick(view, Qt.Key.Key_Right)
    first = state.hands[state.current][0].card
    assert board.key_focus == ("card", first) and board.cursor_item.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert board.key_focus == ("card", first)
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.orientation[first] is False
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(first, False)
    # the next players: U plays an ability, arrows and Enter choose a target, Esc cancels
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    state = trio.state
    card = slot_ability(state)
    assert card is not None
    hand = [held.card for held in state.hands[state.current]]
    for _ in range(hand.index(card) + 1):
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == ("card", card)
    QTest.keyClick(view, Qt.Key.Key_U)
    assert trio.played[-1] == UseAbility(card)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel()
    assert trio.state.phase is Phase.TURN
    for _ in range(hand.index(card) + 1):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_U)
    QTest.keyClick(view, Qt.Key.Key_Right)
    focus = board.key_focus
    assert focus is not None and focus[0] == "slot"
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == ChooseSlot(focus[1], focus[2])


def duel_match(qtbot: QtBot) -> Table:
    """Ada and Ben at one screen, playing a match of three deals."""
    table = make_table(
        qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")], seed=5
    )
    options = GAME.options_model.model_validate({"players": 2, "match": True})
    table.controller.start(Session(GAME, options, 5), table.seats)
    return table


def test_a_match_shows_standings_and_the_last_deal(qtbot: QtBot) -> None:
    table = duel_match(qtbot)
    try:
        board = table.board
        assert "Deal 1 of 3" in board._labels["match"].text
        assert not board.last_deal_button.isVisible()
        # the first deal of a match is a deal, as the next two are (play tester 140)
        assert "(or press Enter) to start the deal." in board.status_label.text()
        setup_moves(table, lambda s: s.deal == 2)
        state = table.state
        assert state.phase is Phase.HORNBILL and board.viewer == state.current
        record = state.history[-1]
        # the deal's end opened its breakdown by itself
        shown = board.last_deal_dialog
        assert shown is not None and shown.isVisible()
        assert all(render_note(note, ["Ada", "Ben"]) in shown.lines for note in record.notes)
        # every Garrison card of the deal is shown, turned so that its counted end is up
        for seat, garrison in enumerate(record.garrisons):
            for index, slot in enumerate(garrison):
                picture = shown.card_labels[(seat, index)]
                assert picture.accessibleName().startswith(CARDS[slot.card].name)
                assert picture.toolTip() == ""  # the large preview tells it
                upright = card_pixmap(slot.card, shown.card_width).toImage()
                assert (picture.pixmap().toImage() == upright) == slot.top_up
        kept = {seat for seat, card in enumerate(record.victory) if card is not None}
        assert set(shown.victory_labels) == kept
        assert "to start the deal." not in board.status_label.text()  # it waits
        # the deal it tells of is on the table, under it
        assert not board.last_deal_button.isVisible()
        shown.close()
        assert "(or press Enter) to start the deal." in board.status_label.text()
        label = board._labels["match"].text  # the deal read, its points are on the table
        assert "Deal 2 of 3" in label
        assert all(  # a name and its points are joined by no-break spaces: never parted
            f"{name}:\u00a0{vp}" in label for name, vp in zip(["Ada", "Ben"], state.vp, strict=True)
        )
        assert board.last_deal_button.isVisible()
        assert board.last_deal_button.text == "Previous deal…"
        table.click(board.last_deal_button.center_scene())
        dialog = board.last_deal_dialog
        assert dialog is not None and dialog.isVisible()
        assert all(render_note(note, ["Ada", "Ben"]) in dialog.lines for note in record.notes)
        dialog.close()
        # the keyboard's way to the button: L
        QTest.keyClick(board.view, Qt.Key.Key_L)
        dialog = board.last_deal_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.close()
        # moves within a deal open nothing
        setup_moves(table, lambda s: len(s.garrisons[0]) + len(s.garrisons[1]) >= 3)
        assert table.state.deal == 2
        assert board.last_deal_dialog is dialog and not dialog.isVisible()
        assert table.state.phase is Phase.TURN
        assert board.status_label.text().endswith("D discard pile. L shows the previous deal.")
    finally:
        table.controller.shutdown()


def match_line(board: PetalPlottersBoard) -> str:
    """The match's line as words (its line breaks and no-break spaces as spaces)."""
    return board._labels["match"].text.replace("\n", " ").replace("\u00a0", " ")


def standings(names: Sequence[str], points: Sequence[int]) -> str:
    return ", ".join(f"{name}: {vp}" for name, vp in zip(names, points, strict=True))


def test_a_match_ends_on_the_table_with_its_last_deal_and_verdict(qtbot: QtBot) -> None:
    """At the end of a match the table turns over the last deal: its lines and the match's
    verdict are written there (not every deal's, which would shrink the table); a line naming
    five long names wraps inside its panel instead of running out of it."""
    names = [f"Maximilian Alexander von Hohenzollern {seat}" for seat in range(5)]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=5)
    try:
        board = table.board
        options = GAME.options_model.model_validate({"players": 5, "match": True})
        table.controller.start(Session(GAME, options, 5), table.seats)
        state = table.state
        set_animation_speed(1)
        try:
            while state.phase is not Phase.OVER:
                if board.last_deal_dialog is not None and board.last_deal_dialog.isVisible():
                    board.last_deal_dialog.close()  # the results of a deal as it ended
                table.controller.play(GAME.legal_actions(state)[0])
                state = table.state
            # while the last deal is turned over, the standings are those before it
            earned = state.history[-1].vp
            before = [total - last for total, last in zip(state.vp, earned, strict=True)]
            assert before != list(state.vp) and not board.ending_done()
            assert match_line(board).endswith(standings(names, before))
            assert not board.last_deal_button.isVisible()
            qtbot.waitUntil(lambda: not board._reveal_queue, timeout=15_000)
            # and while the last deal's window, opened as every deal's, is read
            dialog = board.last_deal_dialog
            assert dialog is not None and dialog.windowTitle() == "Deal 3 of 3"
            assert not board.ending_done() and not board.last_deal_button.isVisible()
            assert match_line(board).endswith(standings(names, before))
            dialog.close()
            assert board.ending_done()
        finally:
            set_animation_speed(0)
        assert match_line(board).endswith(standings(names, state.vp))
        # the deal it opens is the one on the table: "Previous deal…" read as the one before
        assert board.last_deal_button.isVisible()
        assert board.last_deal_button.text == "Final deal…"
        notes = GAME.result(state).notes
        record = state.history[-1]
        last = (*scoring.deal_notes(3, record), notes[-1])
        assert last[0] == Note.of("Deal {number}:", number=3)
        assert board.reveal_notes == last
        assert board.reveal_texts() == [render_note(note, names) for note in last]
        panel = board._panels["notes"].rect
        for label in board._reveal_labels:
            box = label.sceneBoundingRect()
            assert panel.contains(box), label.text
            lines = label.text.split("\n")
            assert all(
                QFontMetricsF(label.font).horizontalAdvance(line) <= label.width for line in lines
            )
        assert board.view.content_rect().contains(panel)
        tops = [label.y() for label in board._reveal_labels]
        assert tops == sorted(tops) and len(set(tops)) == len(tops)
        # lines never overlap: each starts below the one before it
        for upper, lower in pairwise(board._reveal_labels):
            assert upper.sceneBoundingRect().bottom() <= lower.sceneBoundingRect().top() + 1
    finally:
        table.controller.shutdown()


def finished_deal() -> DealRecord:
    """A two-player deal: Ada's Frog counted its top, Ben's Snail its bottom; Ben kept a
    Katydid and won."""
    return DealRecord(
        total=1,
        category="katydid",
        winners=(1,),
        vp=(0, 2),
        garrisons=(
            (Slot("frog-1", False, True, frozenset({0, 1})),),
            (Slot("garden-snail-1", False, False, frozenset({0, 1})),),
        ),
        victory=(None, "katydid-1"),
        notes=(),
        discard=(),
    )


def test_the_deal_breakdown_turns_each_card_to_its_counted_end(qtbot: QtBot) -> None:
    """A card that counted its bottom Petal Power is shown upside down, as on the table."""
    record = finished_deal()
    dialog = DealDialog(1, record, ["Ada", "Ben"], ["Total Petal Power: 1."], (0, 2))
    qtbot.addWidget(dialog)
    upright = card_pixmap("frog-1", DEAL_CARD_W).toImage()
    assert dialog.card_labels[(0, 0)].pixmap().toImage() == upright
    snail = dialog.card_labels[(1, 0)].pixmap().toImage()
    assert snail != card_pixmap("garden-snail-1", DEAL_CARD_W).toImage()
    turned = card_pixmap("garden-snail-1", DEAL_CARD_W).transformed(QTransform().rotate(180))
    assert snail == turned.toImage()
    assert set(dialog.victory_labels) == {1}
    assert dialog.lines == ("Total Petal Power: 1.",)
    # what each card counts, under it in the window's letters: on five players' small cards
    # the printed values were 7 pixels high (play test)
    frog, garden_snail = CARDS["frog-1"], CARDS["garden-snail-1"]
    assert dialog.count_labels[dialog.card_labels[(0, 0)]].text() == points_text(frog.top)
    assert dialog.count_labels[dialog.card_labels[(1, 0)]].text() == points_text(
        garden_snail.bottom
    )


def test_the_deal_breakdown_says_when_a_garrison_is_empty(qtbot: QtBot) -> None:
    record = replace(finished_deal(), garrisons=((), finished_deal().garrisons[1]))
    dialog = DealDialog(1, record, ["Ada", "Ben"], [], (0, 2))
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert texts.count("Empty Garrison") == 1
    assert set(dialog.card_labels) == {(1, 0)}


def test_the_deal_breakdown_can_turn_its_cards_over_one_by_one(qtbot: QtBot) -> None:
    """Opened as a deal ends, the breakdown starts with every face-down card as a back and no
    line, then turns the cards and writes the lines in turn; opened from the button it is
    whole. A card that lay face up (the Hornbill) lies so from the start: turned over with the
    rest, it looked as if it had been hidden."""
    ada, ben = finished_deal().garrisons
    hornbill = Slot(HORNBILL, True, True, frozenset({0, 1}))
    record = replace(finished_deal(), garrisons=((hornbill, *ada), ben))
    lines = ["Total Petal Power: 1.", "Katydid needs 7 or less: met, Ben wins."]
    dialog = DealDialog(1, record, ["Ada", "Ben"], lines, (0, 2), reveal_ms=400)
    qtbot.addWidget(dialog)
    dialog.show()
    back = card_pixmap(HIDDEN, DEAL_CARD_W).toImage()
    face_up = dialog.card_labels[(0, 0)]
    assert face_up.pixmap().toImage() == card_pixmap(HORNBILL, DEAL_CARD_W).toImage()
    pictures = [label for label in dialog.card_labels.values() if label is not face_up]
    pictures += dialog.victory_labels.values()
    assert len(pictures) == 3
    assert all(label.pixmap().toImage() == back for label in pictures)
    assert not any(label.isVisible() for label in dialog.line_labels)
    # what a card counts shows as it turns, not before
    assert dialog.count_labels[face_up].isVisible()
    hidden_counts = [
        dialog.count_labels[label] for label in pictures if label in dialog.count_labels
    ]
    assert len(hidden_counts) == 2 and not any(label.isVisible() for label in hidden_counts)
    qtbot.waitUntil(dialog.revealed, timeout=3_000)
    assert all(label.pixmap().toImage() != back for label in pictures)
    assert all(label.isVisible() for label in hidden_counts)
    assert all(label.isVisible() for label in dialog.line_labels)
    still = DealDialog(1, record, ["Ada", "Ben"], lines, (0, 2))
    qtbot.addWidget(still)
    assert still.revealed()
    assert not any(label.pixmap().toImage() == back for label in still.card_labels.values())


def test_the_last_move_is_pointed_out(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    before = GAME.view(trio.state, board.viewer)
    card = trio.state.hands[trio.state.current][0].card
    trio.play(AddToGarrison(card, True))
    mover = before.current
    after = GAME.view(trio.state, board.viewer)
    assert board.changed_slots(before, after, AddToGarrison(card, True)) == [
        (mover, len(after.garrisons[mover]) - 1)
    ]
    assert board.changed_slots(after, after, ChooseSlot(mover, 0)) == [(mover, 0)]
    assert board.changed_slots(after, after, None) == []


def test_the_last_move_is_written_without_secrets(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and s.turns >= 1)
    state = trio.state
    mover = state.current
    card = state.hands[mover][0].card
    add = AddToGarrison(card, True)
    # the mover's own History names the card, as Redo's tip did (with the memory aid on;
    # play test), and the Garrison as theirs: "your", as French and German said it ("their
    # Garrison" stood in the English alone, play tester, session 55); unnamed, a move told
    # after its mover's name says "their" ("Zoé: Add a card to your Garrison" read as an order)
    named = told_name(CARDS[card].name)
    up = points_text(CARDS[card].power(True))
    assert board.describe_action(add, GAME.view(state, mover)) == (
        f"Add {named} face down to your Garrison, with {up} up"
    )
    unaided = replace(state, memory_aid=False)
    assert board.describe_action(add, GAME.view(unaided, mover)) == "Add a card to their Garrison"
    other = (mover + 1) % 3
    assert board.describe_action(add, GAME.view(state, other)) == "Add a card to their Garrison"
    item = board.hand_item(card)
    assert item is not None
    trio.drag(item.center_scene(), board.garrison_drop_point())
    text = board._labels["last-move"].text
    told = f"{trio.seats[mover].name}: Add a card to their Garrison"
    assert board.last_move == f"Last turn — {told}"
    assert text.split("\n")[-1] == told  # the newest of the moves since the viewer's
    assert board._labels["last-move"].isVisible()
    assert CARDS[card].name not in text
    # a redraw with no new move (a setting changed, a window resized) keeps the mover's name,
    # though the view now shows the next player to move
    trio.redraw()
    trio.redraw()
    assert board._labels["last-move"].text == text
    # after an undo it tells the move before, by its own mover
    trio.controller.undo()
    session = trio.controller.session
    assert session is not None and session.last_mover() is not None
    before = trio.seats[session.last_mover()].name
    assert board.last_move == f"Last turn — {before}: {board.describe_action(session.actions[-1])}"
    assert board.last_move != text


def test_a_target_is_told_by_what_the_ability_does_to_it(qtbot: QtBot, trio: Table) -> None:
    """History and the last-move line say "Flip card 1 of Ben's Garrison face up", not just
    "Choose card 1": the step comes from the table the move was played on."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    card = slot_ability(trio.state)
    assert card is not None
    mover = trio.state.current
    trio.play(UseAbility(card))
    table = trio.state
    op = CARDS[card].ability[0].op
    choices = [a for a in GAME.legal_actions(table) if isinstance(a, ChooseSlot)]
    verb = {"look": "Look at", "flip": "Flip", "rotate": "Rotate", "remove": "Remove"}[op]

    def whose(owner: int, reader: int) -> str:
        """The reader's own Garrison is "your", the mover's "their own"."""
        if owner == reader:
            return "your Garrison"
        return "their own Garrison" if owner == mover else f"{trio.seats[owner].name}'s Garrison"

    for choice in choices:
        for reader in range(3):
            told = board.describe_action(choice, GAME.view(table, reader))
            place = f"card {choice.index + 1} of {whose(choice.owner, reader)}"
            assert told.startswith(f"{verb} {place}")
    choice = choices[0]
    words = f"{verb} card {choice.index + 1} of {whose(choice.owner, board.viewer)}"
    # the last move (Use ability) was not played on a table with a step in progress
    chosen = f"Choose card {choice.index + 1} of {whose(choice.owner, board.viewer)}"
    assert board.describe_action(choice) == chosen
    trio.play(choice)
    # the last move is told with the turn it belongs to ("Ben: Pangolin — Rotate card 1 …")
    assert board.last_move.startswith(f"Last turn — {trio.seats[mover].name}: ")
    assert words in board.last_move


def test_a_hand_card_stays_risen_under_a_pointer_near_its_lower_edge(
    qtbot: QtBot, trio: Table
) -> None:
    """A hand card rises under the pointer. Near its lower edge the pointer was then off the
    card, which sank back and rose again: between the two the wheel zoomed the table (seen
    when turning the card to give for a Dusky Leaf Langur)."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    item = board.hand_items()[2]
    low = item.mapRectToScene(item.card_rect())
    spot = board.view.mapFromScene(QPointF(low.center().x(), low.bottom() - 12))
    for nudge in (QPoint(0, 0), QPoint(1, 0), QPoint(2, 0)):
        QTest.mouseMove(board.view.viewport(), spot + nudge)
        qtbot.wait(250)  # the card rises under the pointer
        assert board.hover_item is item
    assert item.pos().y() < item.home.y()  # risen, and stays so
    card, zoom = item.card_id, board.view.zoom()
    start = board.orientation[card]
    wheel_notch(board.view.viewport(), spot)
    assert board.orientation[card] is not start and board.view.zoom() == zoom
    # turned upside down, its foot is its head: the band it left is still the one below
    qtbot.wait(250)  # the turn
    for nudge in (QPoint(1, 0), QPoint(0, 0), QPoint(1, 0)):
        QTest.mouseMove(board.view.viewport(), spot + nudge)
        qtbot.wait(250)
        assert board.hover_item is item
    assert item.pos().y() < item.home.y()


def test_a_wheel_notch_just_beside_a_tilted_hand_card_turns_it(qtbot: QtBot, trio: Table) -> None:
    """The fan tilts its cards, leaving wedges beside them: a notch a few pixels off a card
    zoomed the table instead of turning it. Farther off, the wheel still zooms."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    item = board.hand_items()[0]
    assert item.rotation() != 0  # the fan's first card is tilted
    rect = item.card_rect()
    edge = board.view.mapFromScene(item.mapToScene(QPointF(rect.left(), rect.center().y())))
    beside = edge - QPoint(4, 0)
    QTest.mouseMove(board.view.viewport(), beside)
    qtbot.wait(50)
    assert board._card_at(beside) is None  # off the card itself
    card, zoom = item.card_id, board.view.zoom()
    start = board.orientation[card]
    wheel_notch(board.view.viewport(), beside)
    assert board.orientation[card] is not start and board.view.zoom() == zoom
    away = edge - QPoint(40, 0)
    QTest.mouseMove(board.view.viewport(), away)
    qtbot.wait(50)
    wheel_notch(board.view.viewport(), away)
    assert board.view.zoom() != zoom and board.orientation[card] is not start


def test_the_wheel_over_a_hand_card_that_cannot_turn_says_why_and_does_not_zoom(
    qtbot: QtBot, trio: Table
) -> None:
    """Play tester 210: the wheel turned hand cards, and over one that could not move now it
    zoomed the table instead. Over a card of one's hand it never zooms: a card that cannot
    turn now is refused, beside the pointer, with the reason a press on it gives."""
    board = trio.board
    assert trio.state.phase is Phase.HORNBILL
    other = next(item for item in board.hand_items() if item.card_id != HORNBILL)
    assert not other.pickable
    spot = trio.point(other.center_scene())
    QTest.mouseMove(board.view.viewport(), spot)
    qtbot.wait(50)
    card, zoom = other.card_id, board.view.zoom()
    start = board.orientation[card]
    wheel_notch(board.view.viewport(), spot)
    assert board.view.zoom() == zoom and board.orientation[card] is start
    said = "First place the Great Hornbill into your Garrison."
    assert trio.messages[-1] == said
    assert board.view.pointer_note.isVisible() and board.view.pointer_note.text() == said


def test_each_deal_and_the_end_are_framed_whole(qtbot: QtBot) -> None:
    """A table zoomed in during one deal stayed zoomed: the next deal began with the hand
    below the window, and the end's explanation was cut off."""
    table = duel_match(qtbot)
    try:
        board = table.board
        for deal in (2, 3):
            board.view.zoom_in()
            setup_moves(table, lambda s, deal=deal: s.deal == deal)
            assert board.view.is_auto_fit(), deal
            if board.last_deal_dialog is not None:
                board.last_deal_dialog.close()
        board.view.zoom_in()
        zoomed = board.view.zoom()
        state = table.state
        while state.phase is not Phase.OVER:
            table.controller.play(GAME.legal_actions(state)[0])
            state = table.state
        assert board.view.is_auto_fit() and board.view.zoom() < zoomed
    finally:
        table.controller.shutdown()


def test_history_names_what_a_move_shows_everyone_and_whose_hand_gives(
    qtbot: QtBot, trio: Table
) -> None:
    """A flip or a removal shows the card to all: History names it ("Flip card 1 of Ben's
    Garrison face up (Frog, counts +5)", the value too, as a card removed a moment later left
    its flipper never knowing it); a card only looked at stays unnamed to the others. The card
    to give is named to its giver alone, and a rotation left undone names its card."""
    board = trio.board  # seats Ada, Ben, Cy
    table = position(
        [["malay-red-harlequin", "spider-1", "dusky-leaf-langur-1"], ["katydid-1"], ["sunbird-1"]],
        [[], [down("frog-1", 1), down("garden-snail-1", 1)], []],
    )

    def told(state: State, action: Action, reader: int) -> str:
        after = GAME.apply(state, action)
        return board.describe_action(action, GAME.view(state, reader), GAME.view(after, reader))

    flipping = GAME.apply(table, UseAbility("malay-red-harlequin"))
    assert told(flipping, ChooseSlot(1, 0), 2) == (
        "Flip card 1 of Ben's Garrison face up (Frog, counts +5)"
    )
    assert told(flipping, ChooseSlot(1, 0), 1) == (
        "Flip card 1 of your Garrison face up (Frog, counts +5)"
    )
    rotating = GAME.apply(flipping, ChooseSlot(1, 0))
    # a step skipped says what it did, as the other steps: History draws it in under the row
    # that names the card, and "Honey Bee — Leave card 2 …" alone named it again (play tester
    # 189)
    assert told(rotating, Skip(), 0) == "Leave card 1 of Ben's Garrison unrotated"
    assert told(rotating, ChooseSlot(1, 0), 2) == "Rotate card 1 of Ben's Garrison (Frog, counts 0)"
    removing = GAME.apply(table, UseAbility("spider-1"))
    # the removed card lies face up on the discard pile, and the Spider goes after it
    assert (
        told(removing, ChooseSlot(1, 1), 2)
        == f"Remove card 2 of Ben's Garrison (Garden{NBSP}Snail)"
    )
    giving = GAME.apply(table, UseAbility("dusky-leaf-langur-1"))
    give = next(a for a in GAME.legal_actions(giving) if isinstance(a, ChooseHandCard))
    assert told(giving, give, 0) == (  # the giver reads which card, the others do not
        "Choose Malay Red Harlequin from your hand to give, with +3 up"
    )
    assert told(giving, give, 1) == "Choose a card from their hand to give"
    # asked of the giver before it is played, or named in their own Undo, it is "your hand"
    assert board.describe_choice(give, GAME.view(giving, 0)) == (
        "Dusky Leaf Langur — Choose Malay Red Harlequin from your hand to give, with +3 up"
    )
    # an exchange names nothing: the card it leaves there was not shown to all
    taking = GAME.apply(giving, give)
    assert told(taking, ChooseSlot(1, 0), 2) == (
        "Exchange a hand card for card 1 of Ben's Garrison"
    )


def test_a_move_that_ends_a_deal_still_names_what_it_showed(qtbot: QtBot, trio: Table) -> None:
    """The last move of a deal leaves the next deal's table (empty Garrisons and pile), so a
    removal there was told without its card: "Remove card 2 of Ben's Garrison"; nor did it
    say that its mover laid their victory card (play test), read from the deal's record."""
    board = trio.board  # seats Ada, Ben, Cy
    board.seat_names = ["Ada", "Ben"]
    table = replace(
        position(
            [["spider-1", "frog-2"], []],
            [[], [down("katydid-1", 1), down("garden-snail-1", 1)]],
            victory=[None, "honey-bee-1"],
        ),
        match=True,
    )
    removing = GAME.apply(table, UseAbility("spider-1"))
    after = GAME.apply(removing, ChooseSlot(1, 1))
    assert after.deal == 2  # the removal ended the deal
    told = board.describe_action(ChooseSlot(1, 1), GAME.view(removing, 1), GAME.view(after, 1))
    laid = f"{NBSP}· Lay their last card as their victory card"
    assert told == f"Remove card 2 of your Garrison (Garden{NBSP}Snail){laid} (deal 1 is over)"
    # Ada never saw that face-down card: it went to the pile face up, which the next deal
    # cleared; the deal's record keeps its pile. Her own row says "your" (play tester,
    # session 55: "… to your Garrison · Lay their last card as their victory card")
    yours = f"{NBSP}· Lay your last card as your victory card"
    told = board.describe_action(ChooseSlot(1, 1), GAME.view(removing, 0), GAME.view(after, 0))
    assert told == f"Remove card 2 of Ben's Garrison (Garden{NBSP}Snail){yours} (deal 1 is over)"
    # a flip ending the deal: the card is read from the deal's record
    flipping = GAME.apply(
        replace(table, hands=((held_card("silver-royal", 0), held_card("frog-2", 0)), ())),
        UseAbility("silver-royal"),
    )
    after = GAME.apply(flipping, ChooseSlot(1, 0))
    assert after.deal == 2
    told = board.describe_action(ChooseSlot(1, 0), GAME.view(flipping, 0), GAME.view(after, 0))
    assert (
        told
        == f"Flip card 1 of Ben's Garrison face up (Katydid, counts +3){yours} (deal 1 is over)"
    )


def test_a_long_name_is_shortened_in_the_ability_title_never_the_card(qtbot: QtBot) -> None:
    """The centred title "<name> uses <card>" was cut at both ends for a long name: neither
    who played nor which card could be read."""
    long_name = "Bartholomew Featherstonehaugh-Smythe"
    seats = [Seat(name=name, kind="human") for name in (long_name, "Ben", "Cy")]
    table = make_table(qtbot, seats)
    try:
        setup_moves(
            table,
            lambda s: (
                s.phase is Phase.TURN
                and s.current == 0
                and any(isinstance(a, UseAbility) for a in GAME.legal_actions(s))
            ),
        )
        card = next(a.card for a in GAME.legal_actions(table.state) if isinstance(a, UseAbility))
        table.play(UseAbility(card))
        board, zone = table.board, table.board.ability_zone
        card_name = told_name(faces.card_title(CARDS[card]))
        # the player's own reads "You use" (their name read as someone else's, play test)
        assert zone.title == f"You use {card_name}"
        board.viewer = 1  # as Ben reads it
        title, pixels = board._zone_title(0, card)
        assert title.startswith("Bartholomew") and title.endswith(card_name)
        width = QFontMetricsF(zone.title_font(pixels)).horizontalAdvance(title)
        assert width <= zone.title_width()
    finally:
        table.controller.shutdown()


def test_the_ability_title_drops_the_card_rather_than_cut_a_short_name(trio: Table) -> None:
    """At 1024 pixels a German title read "Die… nutzt die Karte Malaiischer Roter Harlekin",
    "Die…" like an article: a name that would keep fewer than eight letters is kept whole,
    and the card's name (its picture lies in the zone) goes instead."""
    board, zone = trio.board, trio.board.ability_zone
    other = (board.viewer + 1) % 3
    name = trio.controller.seats[other].name
    largest, smallest = (
        QFontMetricsF(zone.title_font(size)) for size in (TITLE_SIZES[0], TITLE_SIZES[-1])
    )
    card = "Malay Red Harlequin"
    whole = f"{name} uses {card}"
    zone.set_rect(QRectF(0, 0, largest.horizontalAdvance(whole) + 40, 120))
    assert board._zone_title(other, "malay-red-harlequin") == (whole, TITLE_SIZES[0])
    # a little short of room, smaller letters before anything is cut ("Vous utilisez la
    # carte Semnopithèqu…", play test)
    zone.set_rect(QRectF(0, 0, largest.horizontalAdvance(whole) + 10, 120))
    title, pixels = board._zone_title(other, "malay-red-harlequin")
    assert title == whole and pixels < TITLE_SIZES[0]
    zone.set_rect(QRectF(0, 0, smallest.horizontalAdvance(whole) - 10, 120))
    assert board._zone_title(other, "malay-red-harlequin")[0] == f"Ability of {name}"


def test_a_long_last_move_takes_a_third_line(qtbot: QtBot, trio: Table) -> None:
    """A German pass read "Letzter Zug — Rose: Eine Karte weitergegeben (alle fertig: du
    bekomm…", cut at two lines with room for a third under it (here a long name makes the
    move as long)."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and s.turns >= 1)
    board.news = News()  # the last move alone, not the moves since the viewer's
    label = board._labels["last-move"]
    metrics = QFontMetricsF(label.font)
    mover = trio.controller.session.last_mover()  # type: ignore[union-attr]
    assert mover is not None
    while len(break_lines(board.last_move, metrics, label.width - TEXT_SLACK, " ")) < 3:
        board.seat_names[mover] += " Rose"
    board._layout()
    assert label.isVisible() and label.text.count("\n") == 2
    assert "…" not in label.text and label.toolTip() == ""
    assert label.text.replace("\n", " ") == board.last_move


def test_a_card_added_flashes_on_the_card_not_the_empty_place(trio: Table) -> None:
    """The glow of what a move changed was drawn at the Garrison place, and framed an empty
    place while the card added was still on its way there (play test): it rides on the card."""
    board = trio.board
    setup_moves(trio, lambda state: state.phase is Phase.TURN)
    mover = trio.state.current
    add = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, AddToGarrison))
    set_animation_speed(1.0)
    try:
        trio.play(add)
    finally:
        set_animation_speed(0)
    index = len(trio.state.garrisons[mover]) - 1
    added = board.slot_item(mover, index)
    assert added is not None
    assert [flash.parentItem() for flash in board._flashes] == [added]


def test_a_hand_cards_place_is_known_wherever_it_flies_from(trio: Table) -> None:
    """A lesson's orange frame is drawn where a hand card will rest (``hand_rect``): after a
    Cancel the card flew back from the ability zone at another size, and its frame was drawn
    off to one side, over the next card (play test)."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    card = trio.state.hands[trio.state.current][0].card
    item = board.cards[card]
    item.set_home(item.home, item.home_scale, item.home_z, animate=False)
    resting = item.mapRectToScene(item.card_rect())
    assert board.hand_rect(card) == resting
    item.setPos(item.home + QPointF(300, -200))  # on its way back from the zone, smaller
    item.setScale(item.home_scale * 0.6)
    far = board.hand_rect(card)
    assert abs(far.x() - resting.x()) < 0.01 and abs(far.y() - resting.y()) < 0.01
    assert abs(far.width() - resting.width()) < 0.01


def test_a_new_deal_deals_every_card_upright(qtbot: QtBot) -> None:
    """The last card of a deal, added bottom up, came in the next deal's hand turned the same
    way, its bottom value showing (play test): the move that ended the deal before is not a
    card of this hand taken back."""
    from engine.games.petal_plotters.rules import deal

    board = PetalPlottersBoard(GAME)
    qtbot.addWidget(board.widget())
    names = ["Ann", "Ben"]
    first = deal(2, 5, match=True, number=1)
    board.show_state(GAME.view(first, 0), 0, None, GAME.projection(first), names)
    second = deal(2, 5, match=True, number=2)
    card = second.hands[0][-1].card
    last = AddToGarrison(card, False)  # as if Ann's last move of deal 1 had added it
    view = GAME.view(second, 0)
    board.show_state(view, 0, None, GAME.projection(second), names, last, 0, first)
    assert board.orientation.get(card, True) is True and board.cards[card].top_up


def test_undo_frames_the_card_it_brings_back_to_the_hand(qtbot: QtBot, trio: Table) -> None:
    """A card added by keys and taken back with Ctrl+Z came back to the hand, and the
    keyboard's frame went to the first card of the hand (play test): it frames that card."""
    board = trio.board
    view = board.view
    setup_moves(trio, lambda s: s.phase is Phase.TURN and len(s.hands[s.current]) >= 3)
    state = trio.state
    view.setFocus()
    hand = [held.card for held in state.hands[state.current]]
    for _ in range(3):
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == ("card", hand[2])
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(hand[2], True)
    trio.controller.undo()
    assert trio.state.current == state.current
    assert board.key_focus == ("card", hand[2]) and board.cursor_item.isVisible()


def test_a_victory_card_that_may_be_a_card_known_in_its_holders_hand_says_so(
    qtbot: QtBot,
) -> None:
    """Ada knew Ben held the Pangolin; Ben then added cards face down and laid his last card
    as his victory card: it may be the Pangolin, and its tooltip says so."""
    states, _ = random_game(3, 0)
    state = states[17]
    assert (
        Rumour(0, "pangolin-1", (1,), ((1, 0), (1, 1), (1, 2), (1, 3))) in state.rumours
        and not state.hands[1]
    )
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    board = table.board
    view = GAME.view(state, 0)
    board.show_state(view, 0, None, GAME.projection(view), ["Ada", "Ben", "Cy"])
    item = next(item for key, item in board.cards.items() if board.where[key] == ("victory", 1))
    assert item.card_id == HIDDEN
    assert item.toolTip() == (
        "A face-down card\nYou knew Ben held Pangolin: it is this card, or one they added face"
        " down to their Garrison."
    )
    # and its back shows it, dotted with a "?": the tooltip alone went unnoticed (play test)
    assert item.maybe_cards == ("pangolin-1",)
    # and so does each card he added face down since, that it may be: where to look or flip
    for index in range(4):
        slot = next(
            item for key, item in board.cards.items() if board.where[key] == ("slot", 100 + index)
        )
        assert slot.toolTip().endswith("\nIt may be Pangolin, which you knew in Ben's hand.")
    # without the memory aid, the table shows only what a player keeps in mind
    plain = evolve(view, memory_aid=False)
    board.show_state(plain, 0, None, GAME.projection(plain), ["Ada", "Ben", "Cy"])
    assert item.toolTip() == "A face-down card" and item.maybe_cards == ()
    table.controller.shutdown()


def test_a_card_known_in_a_hand_that_none_of_its_holders_garrison_can_be_is_the_victory_card(
    qtbot: QtBot,
) -> None:
    """Ben knew Cy held the Langur; every card Cy added since has been seen and is another, and
    Cy's hand is empty: the Langur is Cy's victory card, and Ben's table shows it as known."""
    states, _ = random_game(3, 31)
    state = states[28]
    assert Rumour(1, "dusky-leaf-langur-1", (2,)) in state.rumours and not state.hands[2]
    assert state.victory[2] is not None and state.victory[2].card == "dusky-leaf-langur-1"
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    board = table.board
    view = GAME.view(state, 1)
    assert view.victory[2] is not None and view.victory[2].card == HIDDEN
    board.show_state(view, 1, None, GAME.projection(view), ["Ada", "Ben", "Cy"])
    item = next(item for key, item in board.cards.items() if board.where[key] == ("victory", 2))
    assert item.card_id == "dusky-leaf-langur-1" and item.memory and not item.face_up
    table.controller.shutdown()


def test_a_note_on_a_card_known_in_a_hand_follows_a_pass(qtbot: QtBot) -> None:
    """Cy knew Ada held the Langur. Ada plays her Katydid, and Ada and Ben pass a card to the
    left: the note stays beside Ada's Garrison while the others choose (it vanished once she
    had chosen, play test 115), then says Ada or Ben may hold it (it vanished at the pass, play
    test 113), beside both Garrisons."""
    langur = "dusky-leaf-langur-3"
    state = position(
        [
            ["katydid-1", langur, "pangolin-1"],
            ["silver-royal", "honey-bee-2"],
            [],
        ],
        [[], [], []],
        victory=[None, None, "frog-1"],
    )
    hands = list(state.hands)
    hands[0] = tuple(held_card(h.card, 0, 2) if h.card == langur else h for h in hands[0])
    state = evolve(state, hands=tuple(hands))
    # Cy has laid her victory card: Ada and Ben pass to each other
    chosen = GAME.apply(GAME.apply(state, UseAbility("katydid-1")), PassCard(langur))
    done = GAME.apply(chosen, PassCard("silver-royal"))
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    board = table.board
    names = ["Ada", "Ben", "Cy"]

    def shown(full: State) -> None:
        view = GAME.view(full, 2)
        board.show_state(view, 2, None, GAME.projection(view), names)

    shown(chosen)
    memo = board.memos[0, langur]
    assert memo.isVisible() and memo.doubt == (
        "You knew Ada held this card: it may be the one they chose to pass to Ben."
    )
    assert board._labels[("known", 0)].text == "Ada may still hold:"
    shown(done)
    memo = board.memos[0, langur]
    assert memo.isVisible() and memo.doubt == (
        "You knew where this card was; it may have changed hands since: Ada or Ben may hold it."
    )
    caption = board._labels[("known", 0)]
    assert caption.isVisible() and caption.text == "Ada or Ben may hold:"
    # Ben's panel says so too: the tooltips named players whose panels showed nothing (play
    # tester 118)
    memo = board.memos[1, langur]
    assert memo.isVisible() and memo.doubt == (
        "You knew where this card was; it may have changed hands since: Ada or Ben may hold it."
    )
    assert board.panel_rects[1].contains(memo.sceneBoundingRect())
    caption = board._labels[("known", 1)]
    assert caption.isVisible() and caption.text == "Ben or Ada may hold:"
    table.controller.shutdown()


def test_the_card_an_exchange_from_the_hand_took_is_marked_new(qtbot: QtBot, trio: Table) -> None:
    """After a Langur's exchange, the screen still with its player (a card shown to look at),
    the card a pass had brought was marked new in the hand and the card just taken was not
    (play tester 156, 57.png): the card taken is marked too."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "exchange_hand") is not None)
    mover = trio.state.current
    card = usable(trio.state, "exchange_hand")
    assert card is not None
    trio.play(UseAbility(card))
    trio.play(ChooseHandCard(sorted(board.hand_targets)[0], True))
    slot = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    taken = trio.state.garrisons[slot.owner][slot.index].card
    trio.play(slot)
    done = trio.state
    if not any(held.card == taken for held in done.hands[mover]):
        pytest.skip("the card taken was the mover's last: their victory card")
    # the screen as the mover sees it while they look (``MainWindow._ask_to_look``)
    controller, session = trio.controller, trio.controller.session
    assert session is not None
    board.news = controller.moves_since(mover)
    view = GAME.view(done, mover)
    board.show_state(
        view,
        mover,
        None,
        GAME.projection(view),
        [seat.name for seat in trio.seats],
        slot,
        mover,
        controller.last_table(mover),
    )
    item = board.hand_item(taken)
    assert item is not None and item.since_mark
    others = [held.card for held in done.hands[mover] if held.card != taken]
    assert not any(board.hand_item(other).since_mark for other in others)  # type: ignore[union-attr]
