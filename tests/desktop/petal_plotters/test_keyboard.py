"""The keyboard on the Petal Plotters table: the arrows' cursor stays in sight."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import PetalPlottersBoard, faces
from desktop.games.petal_plotters.board import HAND_LIFT, PILE_FOCUS
from desktop.games.petal_plotters.items import PetalCardItem
from desktop.i18n import points_text
from desktop.table import set_animation_speed
from desktop.table.view import TableView
from engine.core.actions import Action
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    Phase,
    PlaceHornbill,
    Skip,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.state import State
from tests.desktop.board_table import wheel_notch
from tests.games.petal_plotters.helpers import down, position

from .conftest import Table, make_table, use_by_keys
from .test_board_play import (
    at_an_optional_rotation,
    exchange_card,
    exchanging,
    pass_to_the_left,
    setup_moves,
    slot_ability,
    usable,
)


def test_a_zoomed_table_follows_the_keyboard_cursor(qtbot: QtBot, trio: Table) -> None:
    """The scroll bars are off: when the arrows move the cursor to a hand card off a zoomed-in
    screen, the table scrolls so the cursor's frame stays in sight."""
    board = trio.board
    view = board.view
    view.setFocus()
    assert board.focusables()

    def visible() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    for _ in range(6):
        view.zoom_in()
    far_corner = view.content_rect().topLeft()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down):
        view.centerOn(far_corner)
        focus = board.key_focus
        if focus is not None:
            assert not visible().intersects(board.cards[focus[1]].sceneBoundingRect())
        QTest.keyClick(view, key)
        # ←/→ walk the choices, ↓ the cards to read
        walked = board.readables() if key == Qt.Key.Key_Down else board.focusables()
        assert board.key_focus in walked
        assert board.cursor_item.isVisible()
        assert visible().contains(board.cursor_item.sceneBoundingRect()), key
    assert not view.is_auto_fit()


def test_enter_without_an_arrow_frames_the_first_choice_then_takes_it(
    qtbot: QtBot, trio: Table
) -> None:
    """No arrow is needed first: a lone choice (the Hornbill) is taken at once; among several
    the first press frames the first one and says how to move the frame, the next takes it."""
    board = trio.board
    view = board.view
    view.setFocus()
    assert board.key_focus is None
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played == [PlaceHornbill()]
    state = trio.state
    first = state.hands[state.current][0].card
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(trio.played) == 1 and board.key_focus == ("card", first)
    assert board.cursor_item.isVisible() and "←/→" in trio.messages[-1]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(first, True)


def test_a_prepared_move_turns_its_card_and_enter_plays_it_as_named(trio: Table) -> None:
    """A hint named "with −1 up" and framed the card, which stayed the other way up: Enter
    added it so, and after a Cancel the blue frame stayed on another card (play test). The
    hint's move is prepared: its card turned, the keyboard's frame on it."""
    board = trio.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # the Hornbill
    state = trio.state
    hand = [held.card for held in state.hands[state.current]]
    QTest.keyClick(view, Qt.Key.Key_Return)  # frames the first card
    assert board.key_focus == ("card", hand[0])
    # a lesson's frame is not a hint's: nothing is turned for the learner, who is taught R
    board.point_to((AddToGarrison(hand[1], False),))
    assert board.orientation.get(hand[1], True) is True
    hinted = AddToGarrison(hand[-1], False)
    board.point_to((hinted,), prepare=True)
    assert board.orientation[hand[-1]] is False and board.key_focus == ("card", hand[-1])
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == hinted


def test_a_hint_asked_with_the_mouse_is_played_by_the_first_enter(trio: Table) -> None:
    """Asked by a click (or by H after one), the hint framed its card, and the first Enter only
    showed the keyboard's frame: the second played it (play test)."""
    board = trio.board
    view = board.view
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    state = trio.state
    hand = [held.card for held in state.hands[state.current]]
    view.setFocus()
    QTest.mouseMove(view.viewport(), QPoint(5, 5))  # the pointer leads, no frame shows
    assert not board.cursor_item.isVisible()
    hinted = AddToGarrison(hand[-1], False)
    board.point_to((hinted,), prepare=True)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == hinted


def test_a_card_a_hint_turned_turns_back_once_the_hint_is_gone(trio: Table) -> None:
    """A hint turned a card in the hand, another card was played, and the hinted one stayed
    turned: turns later it went into the Garrison the wrong way up (play test)."""
    board = trio.board
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    state = trio.state
    hand = [held.card for held in state.hands[state.current]]
    board.point_to((AddToGarrison(hand[-1], False),), prepare=True)
    assert board.orientation[hand[-1]] is False
    # shown again (H asked twice of one table): still the hint's turn
    board.point_to((AddToGarrison(hand[-1], False),), prepare=True)
    board.point_to(())  # the table changed: the window forgets the hint
    assert board.orientation.get(hand[-1], True) is True
    # a card the player turned is theirs to keep turned
    item = board.hand_item(hand[0])
    assert item is not None and board.rotate(item)
    board.point_to(())
    assert board.orientation[hand[0]] is False


def test_left_and_right_stop_at_either_end_of_the_choices(trio: Table) -> None:
    """← on the first choice and → on the last stay put, as in a list: going round to the
    other end began the wrong ability (play test)."""
    board = trio.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # the Hornbill: a lone choice, taken at once
    choices = board.focusables()
    assert len(choices) > 2
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert board.key_focus == choices[0]
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert board.key_focus == choices[0]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == choices[1]
    QTest.keyClick(view, Qt.Key.Key_End)
    assert board.key_focus == choices[-1]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == choices[-1]


def test_a_game_opened_by_a_key_starts_framed(trio: Table) -> None:
    """Resumed with Enter, the table waited for a first key before framing anything (play
    test): the window says the game was opened by a key, and the first choice is framed."""
    board = trio.board
    assert board.key_focus is None and not board.cursor_item.isVisible()
    board.lead_with_keys()
    assert board.key_focus == board.focusables()[0] and board.cursor_item.isVisible()


def test_tab_to_the_table_shows_the_frame(trio: Table) -> None:
    """A player who tabbed to the table saw no focus anywhere on it (play test): the keys
    arriving by Tab frame the first choice, as a first arrow would; on another's turn, the
    first card to read."""
    board = trio.board
    board.view.clearFocus()
    assert board.key_focus is None and not board.cursor_item.isVisible()
    board.view.setFocus(Qt.FocusReason.TabFocusReason)
    assert board.key_focus == board.focusables()[0] and board.cursor_item.isVisible()
    # Tab round the window's chain (the zoom buttons) back to the table shows the frame too
    # (pressed nine times, it showed nothing, play test)
    board.forget_keyboard_cursor()
    assert not board.cursor_item.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_Tab)
    reached = [QApplication.focusWidget()]
    while not board.view.hasFocus() and len(reached) < 6:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert [widget.text() for widget in reached if isinstance(widget, QToolButton)][-3:] == [
        "−",
        "Fit",
        "+",
    ]
    assert board.view.hasFocus() and board.cursor_item.isVisible()
    board.view.clearFocus()
    board.forget_keyboard_cursor()
    board.set_interactive(False)
    board._legal = None  # another's turn at this screen: nothing to choose
    board.view.setFocus(Qt.FocusReason.BacktabFocusReason)
    assert not board.focusables() and board.key_focus == board.readables()[0]
    assert board.cursor_item.isVisible()


def test_a_keyboard_player_keeps_the_frame_after_history_took_it(trio: Table) -> None:
    """A keyboard player took a move back through History (whose table takes the frame with
    it); after the others' turns theirs came back unframed (play test): they still play by
    keys, until they use the pointer."""
    board = trio.board
    view = board.view
    setup_moves(trio, lambda state: state.phase is Phase.TURN)
    ada = trio.state.current
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus is not None
    board.forget_keyboard_cursor()  # History shows another table
    assert board.key_focus is None
    for _ in range(3):  # Ada's turn, then the two others'
        legal = GAME.legal_actions(trio.state)
        trio.play(next(action for action in legal if isinstance(action, AddToGarrison)))
    assert trio.state.current == ada == board.viewer
    assert board.key_focus == board.focusables()[0] and board.cursor_item.isVisible()


def two_targets(state: State) -> str | None:
    """A card the mover may play whose first step has more than one Garrison card to target."""
    card = slot_ability(state) if state.phase is Phase.TURN else None
    if card is None:
        return None
    after = GAME.apply(state, UseAbility(card))
    slots = [action for action in GAME.legal_actions(after) if isinstance(action, ChooseSlot)]
    return card if len(slots) > 1 else None


def press_u_on(trio: Table, card: str) -> None:
    """The arrows to ``card`` in the mover's hand, then U."""
    view = trio.board.view
    hand = [held.card for held in trio.state.hands[trio.state.current]]
    view.setFocus()
    for _ in range(hand.index(card) + 1):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_U)
    assert trio.played[-1] == UseAbility(card)


def test_u_takes_the_cursor_to_the_first_target_and_cancel_brings_it_back(trio: Table) -> None:
    """U began an ability with the cursor left on the card played, unseen over the zone: no
    target was framed, and the first arrow skipped the first one. The cursor now frames the
    first target at once, and Esc brings it back to the card."""
    board = trio.board
    view = board.view
    setup_moves(trio, lambda s: two_targets(s) is not None)
    card = two_targets(trio.state)
    assert card is not None
    press_u_on(trio, card)
    targets = board.focusables()
    assert len(targets) > 1 and all(target[0] == "slot" for target in targets)
    assert board.key_focus == targets[0] and board.cursor_item.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == targets[1]
    # and says which target Enter would take: a face-down one has no large picture (play test)
    _slot, owner, index = targets[1]
    chosen = board.slot_choices[(owner, index)]  # type: ignore[index]
    assert trio.messages[-1].startswith("Enter: " + board.describe_choice(chosen, trio.state))
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel() and board.key_focus == ("card", card)


def _first_target_framed(trio: Table) -> PetalCardItem:
    """U on an ability with two Garrison targets: the first target's card, framed."""
    board = trio.board
    setup_moves(trio, lambda s: two_targets(s) is not None)
    card = two_targets(trio.state)
    assert card is not None
    press_u_on(trio, card)
    focus = board.key_focus
    assert focus is not None and focus[0] == "slot"
    item = board.slot_item(focus[1], focus[2])  # type: ignore[arg-type]
    assert item is not None
    return item


def test_the_frame_on_a_target_stands_round_its_glow(trio: Table) -> None:
    """Every target glows; the keyboard's frame, drawn over the framed target's glow, hid it,
    and that card looked the one that was not a target (play test, dark theme). The frame
    stands outside the glow's reach on every side but the up value's chip."""
    board = trio.board
    item = _first_target_framed(trio)
    assert item.target_look
    glow = item.mapRectToScene(item.card_rect()).adjusted(-13, -13, 13, 13)
    frame = board.cursor_item.rect
    assert frame.left() < glow.left() and frame.right() > glow.right()
    assert frame.top() < glow.top() and frame.bottom() > glow.bottom()


def rotation_ready(state: State, rotates: bool = True) -> str | None:
    """A card the mover may play whose first step rotates a Garrison card (``rotates``; else
    one that acts on a Garrison card otherwise), with a target."""
    if state.phase is not Phase.TURN:
        return None
    for action in GAME.legal_actions(state):
        if not isinstance(action, UseAbility):
            continue
        op = CARDS[action.card].ability[0].op
        if (op == "rotate") == rotates and op in ("rotate", "look", "flip", "remove"):
            after = GAME.apply(state, action)
            if any(isinstance(a, ChooseSlot) for a in GAME.legal_actions(after)):
                return action.card
    return None


def test_r_rotates_the_framed_target_of_a_rotation(trio: Table) -> None:
    """In a rotation's step R did nothing, where it turns a hand card everywhere else, and the
    line named Enter alone (play test). R turns the framed target, and the line says so."""
    board = trio.board
    setup_moves(trio, lambda s: rotation_ready(s) is not None)
    card = rotation_ready(trio.state)
    assert card is not None
    press_u_on(trio, card)
    assert "R or Enter" in board.status_label.text()
    focus = board.key_focus
    assert focus is not None and focus[0] == "slot"
    QTest.keyClick(board.view, Qt.Key.Key_R)
    assert trio.played[-1] == ChooseSlot(focus[1], focus[2])  # type: ignore[arg-type]


@pytest.mark.parametrize("rotates", [True, False])
def test_a_right_click_chooses_a_card_to_rotate_and_nothing_else(
    trio: Table, rotates: bool
) -> None:
    """The right button turns a card in hand; on a card a rotation may turn it did nothing
    (play test): it chooses that card, as a left click does. On a target of another kind (a
    look, a flip, a removal) it chooses nothing."""
    board = trio.board
    setup_moves(trio, lambda s: rotation_ready(s, rotates) is not None)
    card = rotation_ready(trio.state, rotates)
    assert card is not None
    press_u_on(trio, card)
    key, frame = next(iter(board.targets.items()))
    assert frame.isVisible()
    played = len(trio.played)
    QTest.mouseClick(
        board.view.viewport(),
        Qt.MouseButton.RightButton,
        Qt.KeyboardModifier.NoModifier,
        trio.point(frame.mapToScene(frame.rect.center())),
    )
    if rotates:
        assert trio.played[played:] == [ChooseSlot(key[1], key[2])]  # type: ignore[index]
    else:
        assert len(trio.played) == played and trio.state.pending is not None


def test_the_arrows_walk_the_targets_as_they_lie_on_screen(trio: Table) -> None:
    """Targets went in seat order: for every seat but the first, the cursor began in the
    middle of the top row and jumped about. They go row by row, left to right."""
    board = trio.board

    def spread(state: State) -> bool:
        card = two_targets(state)
        if card is None or state.current == 0:
            return False
        after = GAME.apply(state, UseAbility(card))
        owners = {a.owner for a in GAME.legal_actions(after) if isinstance(a, ChooseSlot)}
        return len(owners) > 1

    setup_moves(trio, spread)
    card = two_targets(trio.state)
    assert card is not None
    press_u_on(trio, card)
    places = [board.slot_rects[(target[1], target[2])] for target in board.focusables()]
    assert len(places) > 1
    assert places == sorted(places, key=lambda rect: (rect.top(), rect.left()))
    assert board.key_focus == board.focusables()[0]


def test_esc_at_the_card_to_give_brings_the_cursor_back_to_the_card_played(
    qtbot: QtBot,
) -> None:
    """Esc while choosing the hand card to give left the cursor on the hand card the arrows
    had reached, not on the card whose ability was cancelled."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy", "Dee")]
    table = make_table(qtbot, seats, seed=5)
    try:
        setup_moves(table, lambda s: exchange_card(s) is not None)
        card = exchange_card(table.state)
        assert card is not None
        press_u_on(table, card)
        board = table.board
        first = board.focusables()[0]
        assert first[0] == "card" and board.key_focus == first
        QTest.keyClick(board.view, Qt.Key.Key_Right)
        assert board.key_focus != first
        QTest.keyClick(board.view, Qt.Key.Key_Escape)
        assert table.played[-1] == Cancel() and board.key_focus == ("card", card)
    finally:
        table.controller.shutdown()


def test_a_targets_frame_waits_for_its_card_to_come_to_rest(trio: Table) -> None:
    """After an undo a target's card glided back, and the frame joined the target's place to
    the card's up value where it passed: a wide empty box across two panels."""
    board = trio.board
    item = _first_target_framed(trio)
    item.setPos(item.home + QPointF(-300, 0))  # on its way home
    board._render_cursor()
    assert not board.cursor_item.isVisible()
    item.setPos(item.home)
    board._render_cursor()
    assert board.cursor_item.isVisible()
    assert board.cursor_item.rect.width() < 2 * item.width * item.scale()


def test_r_without_an_arrow_turns_the_first_card(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    trio.play(PlaceHornbill())
    view = board.view
    view.setFocus()
    board.hover_item = None
    first = trio.state.hands[trio.state.current][0].card
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.key_focus == ("card", first) and board.orientation[first] is False


def test_the_cursor_frames_where_its_card_comes_to_rest(qtbot: QtBot, trio: Table) -> None:
    """After a Cancel the card glides back into the hand: the frame is drawn round the card's
    place in the hand, not round the "Use ability" zone it is leaving."""
    set_animation_speed(1)
    try:
        glide_back_after_cancel(qtbot, trio)
    finally:
        set_animation_speed(0)


def glide_back_after_cancel(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    trio.play(PlaceHornbill())
    state = trio.state
    card = next(a.card for a in GAME.legal_actions(state) if isinstance(a, UseAbility))
    view = use_by_keys(board, state, card)
    assert trio.played[-1] == UseAbility(card)
    item = board.cards[card]
    qtbot.waitUntil(lambda: item.pos() == item.home)  # it lies in the zone
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel() and board.key_focus == ("card", card)
    assert item.pos() != item.home  # still on its way back: no frame where it passes
    assert not board.cursor_item.isVisible()
    qtbot.waitUntil(board.cursor_item.isVisible)
    assert item.pos() == item.home and item.scale() == item.home_scale
    resting = item.mapRectToScene(item.card_rect())
    assert board.cursor_item.rect == resting.adjusted(-7, -7, 7, 7)
    assert not board.cursor_item.rect.intersects(board.ability_zone.rect)


def _after_the_hornbill(trio: Table) -> tuple[PetalPlottersBoard, TableView, list[str]]:
    """The Hornbill placed; the next player's table has the keyboard: board, view, hand."""
    board = trio.board
    trio.play(PlaceHornbill())
    board.view.setFocus()
    return board, board.view, [held.card for held in trio.state.hands[trio.state.current]]


def framed_inside_the_hand(
    trio: Table,
) -> tuple[PetalPlottersBoard, TableView, list[str], tuple[object, ...]]:
    """After the Hornbill, the frame moved by → onto a hand card neither first nor last, so
    that coming back to an end of the hand tells from coming back to it: board, view, hand
    and the frame's place."""
    board, view, hand = _after_the_hornbill(trio)
    assert len(hand) > 3
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    framed = board.key_focus
    assert framed is not None and framed[1] not in (hand[0], hand[-1])
    return board, view, hand, framed


def _rest_pointer_on(trio: Table, item: PetalCardItem) -> None:
    point = trio.point(item.mapToScene(item.card_rect().center()))
    viewport = trio.board.view.viewport()
    QTest.mouseMove(viewport, point + QPoint(2, 2))  # a move to where the pointer is is no move
    QTest.mouseMove(viewport, point)
    assert trio.board.hover_item is item


def test_r_turns_the_card_enter_adds_wherever_the_pointer_rests(qtbot: QtBot, trio: Table) -> None:
    """A pointer left on a Garrison card (a target just clicked), or on one hand card while
    the arrows chose another, took the R key: the card did not turn, or the wrong one did,
    and Enter then added the chosen card the wrong way up."""
    board = trio.board
    trio.play(PlaceHornbill())
    hornbill = board.slot_item(trio.state.first_player, 0)
    assert hornbill is not None
    _rest_pointer_on(trio, hornbill)
    view = board.view
    view.setFocus()
    hand = [held.card for held in trio.state.hands[trio.state.current]]
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.key_focus == ("card", hand[0]) and board.orientation[hand[0]] is False
    QTest.keyClick(view, Qt.Key.Key_R)  # back top up
    _rest_pointer_on(trio, board.cards[hand[0]])
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == ("card", hand[1])
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.orientation[hand[1]] is False and board.orientation[hand[0]] is True
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(hand[1], False)


def test_r_turns_the_card_under_a_pointer_that_moved_after_the_arrows(
    qtbot: QtBot, trio: Table
) -> None:
    board, view, hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == ("card", hand[0])
    _rest_pointer_on(trio, board.cards[hand[2]])
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.orientation[hand[2]] is False and board.orientation.get(hand[0], True)
    # the cursor went with it: Enter adds the card just turned, as it was turned
    assert board.key_focus == ("card", hand[2])
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(hand[2], False)


def test_the_card_read_by_keys_goes_with_the_keys(qtbot: QtBot, trio: Table) -> None:
    """A card read large by the arrows stayed over the table once the keys went to History
    (play test): it goes with them, and comes back with them."""
    board, view, _hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Down)
    preview = board.card_preview
    shown = board.cards[str(board.key_focus[1])]
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is shown, timeout=3000)
    elsewhere = QLineEdit(board.widget())  # as History's list, beside the table
    elsewhere.show()
    elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.keys_elsewhere and not preview.isVisible()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is shown, timeout=3000)


def test_u_refused_says_why_under_the_keyboard_frame(qtbot: QtBot, trio: Table) -> None:
    """U on a card whose ability has no target now said why in the status bar alone, far from
    the framed card: a keyboard player saw U do nothing (play test). The reason shows under
    the frame too."""
    board, view, hand = _after_the_hornbill(trio)
    idle = next(card for card in hand if card not in board.uses)  # only the Hornbill is laid
    while board.key_focus != ("card", idle):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_U)
    note = view.pointer_note
    assert note.isVisible() and note.text() == trio.messages[-1] != ""
    frame = view.mapFromScene(board.cursor_item.sceneBoundingRect()).boundingRect()
    assert note.geometry().top() >= frame.bottom() or note.geometry().bottom() <= frame.top()
    assert abs(note.geometry().left() - frame.left()) <= 8 or note.geometry().right() >= (
        view.viewport().width() - 8
    )
    assert len(trio.played) == 1  # the Hornbill only


def test_the_frame_shows_on_a_card_risen_under_the_pointer(qtbot: QtBot, trio: Table) -> None:
    """The frame waited for its card to come to rest at home, and a card risen under a still
    pointer never did: no frame was drawn until the pointer left."""
    board, view, hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    _rest_pointer_on(trio, board.cards[hand[1]])
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.key_focus == ("card", hand[1])
    risen = board.cards[hand[1]]
    qtbot.waitUntil(lambda: risen.pos() == risen.home + QPointF(0, -HAND_LIFT), timeout=2000)
    qtbot.waitUntil(board.cursor_item.isVisible, timeout=2000)
    assert board.cursor_item.sceneBoundingRect().contains(risen.sceneBoundingRect().center())


def test_the_frame_sinks_with_a_turned_card_the_pointer_leaves(qtbot: QtBot, trio: Table) -> None:
    """A card turned by a right click takes the frame, risen under the pointer. When the
    pointer left, the card sank back into the hand and the frame stayed where it had risen,
    above and beside it (play test)."""
    board, view, hand = _after_the_hornbill(trio)
    turned = board.cards[hand[1]]
    set_animation_speed(1)
    try:
        _rest_pointer_on(trio, turned)
        qtbot.waitUntil(lambda: turned.pos() == turned.home + QPointF(0, -HAND_LIFT))
        spot = trio.point(turned.center_scene())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier(0), spot)
        assert board.key_focus == ("card", hand[1])
        QTest.mouseMove(view.viewport(), QPoint(2, 2))
        qtbot.waitUntil(lambda: turned.pos() == turned.home and turned.rotation() % 180 != 0)
        # the frame's own wait for its card (a fixed wait fell short on a loaded machine)
        qtbot.waitUntil(board.cursor_item.isVisible, timeout=2000)
    finally:
        set_animation_speed(0)
    assert board.cursor_item.isVisible()
    frame = board.cursor_item.mapRectToScene(board.cursor_item.rect)
    card = turned.mapRectToScene(turned.card_rect())
    assert abs(frame.center().y() - card.center().y()) < 2
    assert abs(frame.center().x() - card.center().x()) < 2


def _framed(view: TableView) -> QRectF:
    """The part of the table the window shows."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


ARROWS = (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up)


def test_at_the_end_the_arrows_read_the_revealed_cards_and_never_scroll(
    qtbot: QtBot, trio: Table
) -> None:
    """At the end the board took no arrow, and the view scrolled the fitted table sideways
    (only Ctrl+0 brought it back). The arrows now walk the cards the reveal turned over, each
    shown large, and the table stays framed."""
    board = trio.board
    view = board.view
    while trio.state.phase is not Phase.OVER:
        trio.controller.play(GAME.legal_actions(trio.state)[0])
    qtbot.waitUntil(board.ending_done, timeout=5_000)
    assert board.status_label.text().endswith("The arrows read each card.")  # no line said so
    view.setFocus()
    framed = _framed(view)
    walked = []
    for key in (*ARROWS, Qt.Key.Key_Left):
        QTest.keyClick(view, key)
        assert _framed(view) == framed, key
        assert board.cursor_item.isVisible(), key
        walked.append(board.key_focus)
    revealed = board.readables()
    garrisons = {("card", slot.card) for garrison in trio.state.garrisons for slot in garrison}
    assert garrisons and garrisons <= set(revealed)
    # one step back from the first goes round to the last
    assert walked == [revealed[index] for index in (0, 1, 2, 1, 0, -1)]
    last = board.cards[str(revealed[-1][1])]
    preview = board.card_preview
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is last, timeout=3000)
    assert view.is_auto_fit()


def test_while_the_table_takes_no_move_the_arrows_read_the_hand(qtbot: QtBot, trio: Table) -> None:
    """While another seat plays (a computer thinking, the viewer's move passed and waiting),
    the arrows scrolled the table too: they walk the cards the viewer may read, their own
    hand among them, and Enter plays nothing."""
    board, view, hand = _after_the_hornbill(trio)
    board.set_interactive(False)  # as the window does while a computer thinks
    assert not board.focusables()
    framed = _framed(view)
    for key in ARROWS:
        QTest.keyClick(view, key)
        assert _framed(view) == framed, key
        assert board.key_focus in board.readables() and board.cursor_item.isVisible(), key
    assert {("card", card) for card in hand} <= set(board.readables())
    played = len(trio.played)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(trio.played) == played


def test_the_hornbill_turn_and_a_computer_turn_name_the_reading_arrows(qtbot: QtBot) -> None:
    """The arrows read the table on the Hornbill turn and while a computer thinks, but only
    the end's status line said so (play test): both lines now name them, and ↑ reads a card
    without playing the Hornbill."""
    seats = [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="hard")]
    table = make_table(qtbot, [*seats, Seat(name="Cleo", kind="hard")])
    try:
        board = table.board
        view = board.view
        view.setFocus()
        assert table.state.phase is Phase.HORNBILL and board.viewer == 0
        assert board.status_label.text().endswith("↑\u2060/\u2060↓ read the table.")
        QTest.keyClick(view, Qt.Key.Key_Down)
        assert board.key_focus in board.readables() and not table.played
        QTest.keyClick(view, Qt.Key.Key_Left)
        # U asks for an ability, and the Hornbill has none: it laid the Hornbill (play test)
        QTest.keyClick(view, Qt.Key.Key_U)
        assert not table.played
        assert table.messages[-1] == (
            "The Great Hornbill has no ability: Enter lays it in your Garrison."
        )
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert table.played == [PlaceHornbill()]
        # Basil's search takes its time budget: the line is read while it thinks
        assert table.state.current == 1
        assert board.status_label.text() == "Basil is playing… The arrows read the table."
        QTest.keyClick(view, Qt.Key.Key_Down)
        assert board.key_focus in board.readables() and board.cursor_item.isVisible()
        assert ("card", HORNBILL) in board.readables()
    finally:
        table.controller.shutdown()


def test_choosing_the_card_to_give_says_so_and_names_only_its_keys(qtbot: QtBot) -> None:
    """Played for an exchange from the hand, the first Enter framed a hand card and the status
    bar said "Enter takes it (U: its ability)" under "Choose a highlighted target": U has no
    ability to use in the middle of one, and the cards to choose are the hand's. Both lines
    now say that a card of the hand is given, and name the keys that work on it."""
    table = exchanging(qtbot)
    try:
        board = table.board
        view = board.view
        view.setFocus()
        assert board.hand_choices and board.key_focus is None
        status = board.status_label.text()
        assert "card of your hand you give" in status and "highlighted target" not in status
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert board.key_focus in board.focusables() and board.key_focus[0] == "card"
        assert not table.played[-1:] or not isinstance(table.played[-1], ChooseHandCard)
        framed = table.messages[-1]
        assert framed == (
            "The blue frame shows the card you give: ←/→ moves it, R rotates it, Enter gives it."
        )
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert isinstance(table.played[-1], ChooseHandCard)
    finally:
        table.controller.shutdown()


def test_a_target_of_an_ability_is_framed_without_the_ability_key(qtbot: QtBot) -> None:
    """Choosing a Garrison card for an ability, U has nothing to use: the frame's hint leaves
    it out."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy", "Dee")]
    table = make_table(qtbot, seats, seed=5)
    try:
        setup_moves(table, lambda s: slot_ability(s) is not None and s.turns >= 4)
        card = slot_ability(table.state)
        assert card is not None
        table.play(UseAbility(card))
        board = table.board
        assert len(board.focusables()) > 1 and not board.hand_choices
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_Return)
        assert table.messages[-1] == (
            "The blue frame shows your choice: ←/→ moves it, Enter takes it."
        )
    finally:
        table.controller.shutdown()


def test_a_card_to_pass_is_framed_as_the_card_you_pass(trio: Table) -> None:
    """Passing a card to the left, U has no ability either: the frame's hint says what it
    shows, the card passed, and that Enter passes it."""
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "pass_left") is not None)
    card = usable(trio.state, "pass_left")
    assert card is not None
    trio.play(UseAbility(card))
    board = trio.board
    assert trio.state.phase is Phase.PASS and len(board.focusables()) > 1
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert trio.messages[-1] == (
        "The blue frame shows the card you pass: ←/→ moves it, Enter passes it."
    )


def test_the_arrows_walk_targets_row_by_row_across_panels_of_other_sizes(trio: Table) -> None:
    """Play test: the panels read Bob, Iris, Daisy, but Daisy's cards lay 4 pixels higher (her
    panel drew them at another size), and → went Bob, Daisy, Iris. Cards whose middles lie
    within a row's first card are of that row, read left to right."""
    board = trio.board
    card = QRectF(0, 0, 60, 90)
    board.slot_rects = {
        (1, 0): card.translated(20, 100),  # Bob
        (2, 0): card.translated(420, 104),  # Iris
        (2, 1): card.translated(490, 104),
        (3, 0): card.translated(820, 96),  # Daisy
        (0, 0): card.translated(20, 400),  # the viewer's own Garrison, below
    }
    slots = [(3, 0), (0, 0), (2, 1), (1, 0), (2, 0), (4, 0)]  # (4, 0) not drawn
    assert board._reading_order(slots) == [(1, 0), (2, 0), (2, 1), (3, 0), (0, 0), (4, 0)]


@pytest.mark.parametrize("framed_first", [True, False])
@pytest.mark.parametrize("gesture", ["right-click", "wheel"])
def test_a_card_the_mouse_turns_takes_the_keyboard_frame(
    trio: Table, gesture: str, framed_first: bool
) -> None:
    """The arrows framed one hand card, a right click turned another, and Enter laid the
    framed one: the card turned to be kept as victory card went into the Garrison. With no
    frame out yet, Enter framed the first card, not the one turned (play tests). The frame
    goes to the card turned, and Enter adds it the way it was turned."""
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    board = trio.board
    view = board.view
    view.setFocus()
    first = board.hand_items()[0].card_id
    if framed_first:
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert board.key_focus == ("card", first)
    else:
        assert board.key_focus is None
    turned = next(item for item in board.hand_items() if item.card_id != first)
    spot = view.mapFromScene(turned.center_scene())
    QTest.mouseMove(view.viewport(), spot)
    if gesture == "right-click":
        QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier(0), spot)
    else:
        wheel_notch(view.viewport(), spot)
    assert board.orientation[turned.card_id] is False
    assert board.key_focus == ("card", turned.card_id) and board.cursor_item.isVisible()
    card = turned.card_id  # its item shows another card once the table is laid out again
    QTest.mouseMove(view.viewport(), QPoint(2, 2))  # the pointer moves away, as it did
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(card, False)


def test_a_new_deal_starts_the_frame_on_the_first_card(trio: Table) -> None:
    """The frame a keyboard player left on a card in one deal stayed on the card of the same
    name in the next hand, its second card (play test): each deal's hand starts afresh."""
    setup_moves(trio, lambda s: s.phase is Phase.TURN)
    board = trio.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    state = trio.state
    mover = state.current
    framed = board.key_focus
    assert framed is not None and framed == ("card", state.hands[mover][0].card)
    # the next deal deals that card again, second in the hand
    hand = state.hands[mover]
    again = (hand[1], hand[0], *hand[2:])
    next_deal = replace(
        state, deal=state.deal + 1, hands=(*state.hands[:mover], again, *state.hands[mover + 1 :])
    )
    shown = GAME.view(next_deal, mover)
    board.show_state(
        shown,
        mover,
        GAME.legal_actions(next_deal),
        GAME.projection(shown),
        [seat.name for seat in trio.seats],
    )
    assert board.key_focus == board.focusables()[0] == ("card", again[0].card)


def test_on_ones_turn_up_and_down_read_the_table_and_left_right_choose_again(
    qtbot: QtBot, trio: Table
) -> None:
    """On their turn a keyboard player could read a Garrison card large only with the mouse:
    the arrows walked the hand alone (play test). ↑/↓ now walk every card the viewer may read,
    each shown large, and ←/→ go back to the choices; Enter on a card read plays nothing."""
    board, view, hand = _after_the_hornbill(trio)
    assert board.focusables() and trio.state.phase is Phase.TURN
    readable = board.readables()
    hornbill = ("card", HORNBILL)
    assert hornbill in readable and hornbill not in board.focusables()
    for _step in range(readable.index(hornbill) + 1):
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert board.key_focus == hornbill and board.cursor_item.isVisible()
    preview = board.card_preview
    qtbot.waitUntil(
        lambda: preview.isVisible() and preview.source is board.cards[HORNBILL], timeout=3000
    )
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert board.key_focus == readable[readable.index(hornbill) - 1]
    played = len(trio.played)
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)  # frames the first choice, plays nothing
    assert len(trio.played) == played and board.key_focus in board.focusables()
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus in board.focusables() and board.key_focus[1] in hand


def test_the_arrows_read_the_discard_pile_and_enter_opens_it(qtbot: QtBot, trio: Table) -> None:
    """↑/↓ read every card but the discard pile's: a keyboard player never reached it (play
    test). Its top card is read after the other players' panels, framed and shown large, and
    Enter there looks through the pile, as D does; ←/→ go back to the choices."""
    board, view = trio.board, trio.board.view
    pass_to_the_left(trio)  # an ability played: its card on the pile
    setup_moves(trio, lambda s: s.phase is Phase.TURN and s.current == 0)
    assert board.viewer == 0 and board.focusables()
    readable = board.readables()
    assert PILE_FOCUS in readable
    places = board._reading_places()
    before = readable[: readable.index(PILE_FOCUS)]
    assert all(places[focus][0] < 2 for focus in before)  # the others' panels
    assert all(places[focus][0] >= 2 for focus in readable[len(before) + 1 :])
    view.setFocus()
    for _step in range(readable.index(PILE_FOCUS) + 1):
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert board.key_focus == PILE_FOCUS and board.cursor_item.isVisible()
    assert trio.messages[-1].startswith("The discard pile, ")  # its top card named
    assert trio.messages[-1].endswith(" on top: Enter or D looks through it.")
    pile = board.discard_item.mapRectToScene(board.discard_item.boundingRect())
    assert pile.intersects(board.cursor_item.sceneBoundingRect())
    preview = board.card_preview
    qtbot.waitUntil(
        lambda: preview.isVisible() and preview.source is board.discard_item, timeout=3000
    )
    played = len(trio.played)
    QTest.keyClick(view, Qt.Key.Key_Return)
    dialog = board.discard_dialog
    assert dialog is not None and dialog.isVisible() and len(trio.played) == played
    dialog.close()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus in board.focusables()
    # the pile's line goes with the frame: it stood on under the next card (play test); the
    # line says what Enter does with the card framed now (nothing said which, play test),
    # as the key's own words: the move's words alone read as advice (play test, session 53)
    state = trio.state
    card = str(board.key_focus[1])
    added = AddToGarrison(card, board.orientation.get(card, True))
    # then that ? lists every key, where the line has room (play tester, session 57)
    reminder = " · ?: all keys"
    assert trio.messages[-1] == "Enter: " + board.describe_choice(added, state) + reminder
    assert trio.messages[-1].startswith("Enter: Add ")
    # R turns the card, and the words follow it (they named the old end up, play test)
    QTest.keyClick(view, Qt.Key.Key_R)
    turned = AddToGarrison(card, not added.top_up)
    assert trio.messages[-1] == "Enter: " + board.describe_choice(turned, state) + reminder


def test_after_reading_a_hand_card_the_next_arrow_steps_from_it(qtbot: QtBot, trio: Table) -> None:
    """A player read the table with ↑ down to a card of their hand, pressed → for the card next
    to it, then U: the card read was played, for → had only gone back to it (play test)."""
    board, view, hand = _after_the_hornbill(trio)
    readable = board.readables()
    first_in_hand = next(index for index, focus in enumerate(readable) if focus[1] in hand)
    for _step in range(first_in_hand + 1):
        QTest.keyClick(view, Qt.Key.Key_Down)
    read = board.key_focus
    assert read is not None and read in board.focusables()
    choices = board.focusables()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == choices[(choices.index(read) + 1) % len(choices)]


def test_reading_shows_the_card_whose_ability_is_played_and_each_card_under_the_pointer(
    qtbot: QtBot, trio: Table
) -> None:
    """Read with ↑/↓, the card whose ability was being played kept the large picture of the
    card read before it, as did the player's own victory card under the resting pointer (play
    test): every card the arrows reach shows large, itself."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    card = slot_ability(trio.state)
    assert card is not None
    view = use_by_keys(board, trio.state, card)
    assert trio.state.phase is Phase.ABILITY
    pending = ("card", card)
    readable = board.readables()
    assert pending in readable
    preview = board.card_preview
    # the pointer rests on the card in play: the keyboard's reading shows it all the same
    QTest.mouseMove(view.viewport(), trio.point(board.cards[card].center_scene()))
    walked = []
    for _step in readable:
        QTest.keyClick(view, Qt.Key.Key_Down)
        walked.append(board.key_focus)
        item = board._focus_item()
        assert item is not None
        if item.previewed_card() is None:  # face down: read by its place, shown no larger
            qtbot.waitUntil(lambda: not preview.isVisible())
            continue
        qtbot.waitUntil(lambda item=item: preview.isVisible() and preview.source is item)
    assert sorted(map(str, walked)) == sorted(map(str, readable))  # each once, the card in play too


def test_a_step_begun_by_keys_frames_its_target_large_and_reads_on_from_it(
    qtbot: QtBot, trio: Table
) -> None:
    """U on a rotate card: ↓ from the first target went to the first card of the table, not
    the next (play test). The first target, framed by the table, shows large once an arrow
    moves the frame (at once, it covered "Your Garrison" and the hand, play tester 152).
    After an Esc the hand spread back and lifted a card under the resting pointer, which
    took the lead from the keys: the next U's targets had no frame at all."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "rotate") is not None)
    card = usable(trio.state, "rotate")
    assert card is not None
    view = use_by_keys(board, trio.state, card)
    assert trio.state.phase is Phase.ABILITY and board.cursor_item.isVisible()
    target = board._focus_item()
    assert target is not None and board.key_focus in board.focusables()
    preview = board.card_preview
    assert target.previewed_card() is not None  # the first target's face is the viewer's
    assert preview.source is None
    readable = board.readables()
    assert ("card", target.card_id) in readable
    QTest.keyClick(view, Qt.Key.Key_Down)
    after = readable[(readable.index(("card", target.card_id)) + 1) % len(readable)]
    assert board.key_focus == after
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.state.phase is Phase.TURN
    board._on_card_hovered(board.cards[card], True)  # the hand spread back under the pointer
    QTest.keyClick(view, Qt.Key.Key_U)
    assert trio.state.phase is Phase.ABILITY
    assert board.cursor_item.isVisible() and board.key_focus in board.focusables()


def test_up_and_down_from_a_card_of_the_hand_go_to_the_table(trio: Table) -> None:
    """↑ on a card of one's hand walked the hand first, backwards, before the table (play
    test): from a choice, ↑ goes to the panel above and ↓ to the one below (round to the top),
    and from there on each arrow steps card by card."""
    board, view, hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    framed = board.key_focus
    assert framed is not None and framed[1] in hand[1:]
    readable = board.readables()
    first_in_hand = next(index for index, focus in enumerate(readable) if focus[1] in hand)
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert board.key_focus == readable[first_in_hand - 1]
    assert first_in_hand == 1  # the Hornbill alone lies on the table
    QTest.keyClick(view, Qt.Key.Key_Up)  # round into the hand: on the card framed before
    assert board.key_focus == framed  # (it went to the hand's last, play tester, session 56)
    QTest.keyClick(view, Qt.Key.Key_Right)  # back to choosing, on the card framed before
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus is not None and board.key_focus[1] in hand[1:]
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert board.key_focus == readable[0]


def test_the_frame_on_a_card_dragged_away_goes_with_it(qtbot: QtBot, trio: Table) -> None:
    """A card framed by the keys, then dragged by the mouse, left its frame at its place in
    the hand, over the cards beside it, like the outline of a hole (play test): the frame
    goes while the card is held, and comes back on it once it is home again."""
    board, view, hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    framed = board._focus_item()
    assert framed is not None and framed.card_id in hand and board.cursor_item.isVisible()
    start = framed.center_scene()
    away = start + QPointF(0, -40)  # up, towards the Garrison, still over the felt
    trio.press(start)
    trio.move(start, away)
    assert board.drag_item is framed
    assert not board.cursor_item.isVisible()
    felt = board.view.mapToScene(QPoint(4, 4))  # a corner of the table: refused
    trio.move(away, felt)
    trio.release(felt)
    assert board.drag_item is None and trio.messages  # it snapped back, saying why
    qtbot.waitUntil(board.cursor_item.isVisible, timeout=3000)
    assert board._focus_item() is framed
    assert board.cursor_item.sceneBoundingRect().contains(framed.sceneBoundingRect().center())


def test_the_frame_goes_to_the_choice_the_mouse_presses(qtbot: QtBot, trio: Table) -> None:
    """The frame stayed on the card the arrows had chosen while the mouse chose another (a
    card to pass, a target), and then disagreed with the question about the card clicked
    (play test): once out, it goes to what the mouse presses."""
    board, view, hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    framed = board.key_focus
    assert framed is not None and board.cursor_item.isVisible()
    other = next(card for card in hand if ("card", card) != framed)
    item = board.hand_item(other)
    assert item is not None
    trio.press(item.center_scene())
    trio.release(item.center_scene())
    assert board.key_focus == ("card", other) and board.cursor_item.isVisible()
    assert board.cursor_item.sceneBoundingRect().contains(item.sceneBoundingRect().center())


def test_home_and_end_frame_the_first_and_the_last_choice(trio: Table) -> None:
    """A keyboard player pressed Home for the first card of the hand and nothing moved (play
    test): Home and End go to the first and the last choice, as in a list."""
    board = trio.board
    setup_moves(trio, lambda state: state.phase is Phase.TURN)
    board.view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right):
        QTest.keyClick(board.view, key)
    choices = board.focusables()
    assert len(choices) > 2 and board.key_focus not in (choices[0], choices[-1])
    QTest.keyClick(board.view, Qt.Key.Key_Home)
    assert board.key_focus == choices[0] and board.cursor_item.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_End)
    assert board.key_focus == choices[-1]


def test_a_hints_frames_follow_the_table_when_it_is_laid_out_anew(
    qtbot: QtBot, trio: Table
) -> None:
    """Frames drawn once stayed where the cards had been when History opened or the window
    went full screen (play test): they are drawn where the new layout puts the cards."""
    board = trio.board
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    state = trio.state
    card = state.hands[state.current][-1].card
    board.point_to((AddToGarrison(card, True),), prepare=True)

    def framed() -> list[QRectF]:
        return [hint.mapRectToScene(hint.rect) for hint in board.hints]

    def around_card() -> bool:
        return any(rect.contains(board.hand_rect(card)) for rect in framed())

    assert len(board.hints) == 2 and around_card()
    widget = board.widget()
    before = framed()
    widget.resize(widget.width() // 2, widget.height() + 300)  # the tall arrangement
    qtbot.waitUntil(lambda: framed() != before)
    assert len(board.hints) == 2 and around_card()
    board.point_to(())
    assert board.hints == []


def test_a_hand_off_mid_ability_says_what_its_player_finishes(trio: Table) -> None:
    """The screen came back to a player in the middle of their ability (an Undo, a file opened)
    with no word of why, where a pass said whose card was awaited (play test)."""
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    state = trio.state
    use = next(
        (
            action
            for action in GAME.legal_actions(state)
            if isinstance(action, UseAbility) and GAME.apply(state, action).phase is Phase.ABILITY
        ),
        None,
    )
    assert use is not None
    begun = GAME.apply(state, use)
    name = faces.card_title(CARDS[use.card])
    assert trio.board.mover_task(begun, "Ann") == f"Ann plays the ability of {name}"


def test_zoom_in_by_the_keys_keeps_the_hand_in_sight(qtbot: QtBot, trio: Table) -> None:
    """Zoom In (the toolbar, Ctrl++) zooms about the window's middle, which left the cards to
    play off screen (play test, on the Flowers table): the table scrolls to keep them in
    sight."""
    board, view = trio.board, trio.board.view
    choices = board.focusables()
    assert choices
    view.centerOn(view.content_rect().topLeft())
    for _ in range(3):
        board.zoom_in()
    assert not view.is_auto_fit()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for choice in choices:
        assert shown.contains(board._focus_rect(choice)), choice


def test_a_hint_to_skip_an_optional_rotation_is_played_by_enter(trio: Table) -> None:
    """A hint said "leave the card unrotated", but the keyboard's frame stayed on the card, and
    Enter turned it (play test): the Skip button is framed, and Enter skips."""
    board = trio.board
    at_an_optional_rotation(trio)
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # the keys lead, the frame on the card to rotate
    assert board.key_focus is not None
    board.point_to((Skip(),), prepare=True)
    assert board.key_focus is None and not board.cursor_item.isVisible()
    skip = board.skip_button
    # it says what it does, as Cancel does (a mouse-only player found nothing, play test)
    assert skip.toolTip() == "Leave this optional step undone: the ability ends here."
    framed = skip.mapRectToScene(QRectF(0, 0, skip.width, skip.height))
    assert any(hint.rect.contains(framed) for hint in board.hints)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == Skip()


def test_the_card_read_by_the_arrows_is_named_in_the_status_line(qtbot: QtBot, trio: Table) -> None:
    """↑/↓ framed a card and showed it large, but the status line kept its words before: a
    player reading through a screen magnifier had only the picture (play test). The line
    names the card, where it lies and, in a Garrison, what it counts."""
    board, view, _hand = _after_the_hornbill(trio)
    seen: set[str] = set()
    for _ in range(len(board.readables())):
        QTest.keyClick(view, Qt.Key.Key_Down)
        focus = board.key_focus
        assert focus is not None
        said = trio.messages[-1]
        if focus[0] != "card":
            continue
        card = CARDS[str(focus[1])]
        garrison = [slot for seat in trio.state.garrisons for slot in seat if slot.card == card.id]
        if garrison:
            assert said.replace("\u00a0", " ").startswith(card.name), said
            counts = points_text(card.power(garrison[0].top_up))
            assert f", counts {counts}" in said, said  # then what changed it, if anything
            seen.add("garrison")
        elif focus in board.focusables():
            # a choice read: what Enter would do with it, which it does (a card read by ↓
            # was added by Enter, its line naming only the card, play test)
            assert said.startswith(board._enter_at_focus()), said
            assert said.startswith(("Enter: Add ", "Enter: Use the ability")), said
            seen.add("choice")
    assert seen == {"garrison", "choice"}
    # a hand card read while the table takes no move: with both Petal Powers, as three
    # Katydids read alike by their name alone (play test)
    board.set_interactive(False)
    held = CARDS[trio.state.hands[board.viewer][0].card]
    board.key_focus = ("card", held.id)
    powers = f"({points_text(held.top)} / {points_text(held.bottom)})"
    assert board._read_at_focus().replace("\u00a0", " ") == f"{held.name} {powers} in your hand"


def test_a_hint_asked_with_the_mouse_shows_no_card_large(qtbot: QtBot, trio: Table) -> None:
    """Asked with the mouse, a hint framed its card for Enter and showed it large over the
    Garrison the hint pointed at (play test): the frame waits for Enter, the card stays small
    until the keys read it."""
    board = trio.board
    view = board.view
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    hand = [held.card for held in trio.state.hands[trio.state.current]]
    view.setFocus()
    QTest.mouseMove(view.viewport(), QPoint(5, 5))  # the pointer leads
    board.point_to((AddToGarrison(hand[-1], True),), prepare=True)
    assert board.key_focus == ("card", hand[-1])
    qtbot.wait(900)  # longer than the preview's delay
    assert not board.card_preview.isVisible()


def test_a_table_button_clicked_hands_the_lead_to_the_pointer(qtbot: QtBot, trio: Table) -> None:
    """After "Done looking" was clicked, the keys' frame went on to a rival's card and showed
    it large over the player's own Garrison while the others played (play test): a button
    clicked on the table lets the pointer lead, and the keys' large card goes."""
    board = trio.board
    mover = at_an_optional_rotation(trio)
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Down)  # the keys read a card, large
    qtbot.waitUntil(board.card_preview.isVisible, timeout=3000)
    skip = board.skip_button
    assert skip.isVisible()
    middle = skip.mapToScene(QPointF(skip.width / 2, skip.height / 2))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(middle))
    assert trio.played[-1] == Skip()
    assert not board.card_preview.isVisible()
    # the others play; back to the player, the pointer still leads: no frame, nothing large
    while trio.state.current != mover:
        legal = GAME.legal_actions(trio.state)
        trio.play(next(a for a in legal if isinstance(a, AddToGarrison)))
    qtbot.wait(900)
    assert not board.cursor_item.isVisible() and not board.card_preview.isVisible()


def test_a_hint_on_a_zoomed_table_scrolls_its_card_into_sight(trio: Table) -> None:
    """Zoomed in, a hint framed what it meant half off the screen's edge, and the table did not
    move to it (play test)."""
    board, view = trio.board, trio.board.view
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    hand = [held.card for held in trio.state.hands[trio.state.current]]
    for _ in range(6):
        view.zoom_in()
    view.centerOn(view.content_rect().topLeft())
    board.point_to((AddToGarrison(hand[-1], True),), prepare=True)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    focus = board._focus_rect(("card", hand[-1]))
    assert focus is not None and visible.intersects(focus)


def test_a_hint_to_use_an_ability_is_played_by_enter(trio: Table) -> None:
    """A hint said "Use the ability of Pangolin"; Enter on the card it framed added it face
    down instead, and the screen passed on (play test). While the hint stands, Enter does
    what it said, and the frame's words say so."""
    board = trio.board
    view = board.view
    setup_moves(trio, lambda state: state.phase is Phase.TURN and bool(board.uses))
    card = next(iter(board.uses))
    view.setFocus()
    board.point_to((UseAbility(card),), prepare=True)
    assert board.key_focus == ("card", card)
    assert board._enter_at_focus() == "Enter: " + board.describe_choice(
        UseAbility(card), trio.state
    )
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == UseAbility(card)


def test_s_with_nothing_to_skip_says_so(trio: Table) -> None:
    """S on a turn with no optional step did nothing and said nothing (play test)."""
    board = trio.board
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, PlaceHornbill)))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_S)
    assert trio.messages[-1] == "Nothing to skip now: S skips an ability's optional step."


def test_r_on_a_looks_target_says_there_is_nothing_to_rotate(trio: Table) -> None:
    """Play tester 211: R with a look's target framed did nothing and said nothing. It says
    what R turns, and the table stays as it was."""
    board = trio.board

    def a_look(state: State) -> str | None:
        uses = [a for a in GAME.legal_actions(state) if isinstance(a, UseAbility)]
        looks = [a.card for a in uses if CARDS[a.card].ability[0].op == "look"]
        return looks[0] if looks else None

    setup_moves(trio, lambda state: state.phase is Phase.TURN and a_look(state) is not None)
    card = a_look(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    assert trio.state.phase is Phase.ABILITY
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Right)  # a target framed
    before = trio.state
    QTest.keyClick(board.view, Qt.Key.Key_R)
    assert trio.state == before
    assert trio.messages[-1] == (
        "Nothing to rotate here: R turns a card of your hand before you add it, or the card an"
        " ability's step rotates."
    )


def test_the_arrows_read_face_down_garrison_cards_by_their_place(trio: Table) -> None:
    """↑/↓ skipped every face-down Garrison card, so a keyboard player could not reach one
    marked as changed since their last move, nor count a rival's cards (play test). Each is
    framed in its place in the reading order and named by its place, never shown large."""
    board, view = trio.board, trio.board.view
    setup_moves(
        trio,
        lambda s: s.phase is Phase.TURN and s.current == 0 and len(s.garrisons[1]) >= 1,
    )
    assert board.viewer == 0
    readable = board.readables()
    hidden = [focus for focus in readable if focus[0] == "slot"]
    garrisons = trio.state.garrisons
    assert set(hidden) == {
        ("slot", seat, index) for seat in (1, 2) for index in range(len(garrisons[seat]))
    }
    places = board._reading_places()
    assert [places[focus] for focus in hidden] == sorted(places[focus] for focus in hidden)
    view.setFocus()
    for _step in range(readable.index(("slot", 1, 0)) + 1):
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert board.key_focus == ("slot", 1, 0) and board.cursor_item.isVisible()
    framed = board._focus_item()
    assert framed is not None and framed.previewed_card() is None
    assert framed.sceneBoundingRect().intersects(board.cursor_item.sceneBoundingRect())
    assert trio.messages[-1] == (
        "Card 1 of Ben's Garrison, face down. This card since your last move — Ben: Add a card"
        " to their Garrison"
    )
    # several moves: the newest first, as the status line is cut at its end (it lost the move
    # that said what the card counts now, play test)
    moves = ["Ben: Add a card to their Garrison", "Cy: Rotate card 1 of Ben's Garrison"]
    board.since = replace(board.since, told=tuple(((1, 0), move) for move in moves))
    assert board._changes_at_focus() == (
        "This card since your last move, newest first — Cy: Rotate card 1 of Ben's Garrison;"
        " Ben: Add a card to their Garrison"
    )
    played = len(trio.played)
    QTest.keyClick(view, Qt.Key.Key_Return)  # frames the first choice, plays nothing
    assert len(trio.played) == played and board.key_focus in board.focusables()


@pytest.mark.parametrize("back", [Qt.Key.Key_Left, Qt.Key.Key_Right])
def test_left_or_right_after_reading_comes_back_to_the_card_framed_before(
    trio: Table, back: Qt.Key
) -> None:
    """Play tester, session 55: the frame on hand card 2, ↑ read the table (their Garrison);
    then ← went to the hand's last card (→ from a rival's card to its first), and U used a
    card the player had not chosen. ←/→ come back to the card framed before reading."""
    board, view, _hand, framed = framed_inside_the_hand(trio)
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert board.key_focus not in board.focusables()
    QTest.keyClick(view, back)
    assert board.key_focus == framed and board.cursor_item.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Right)  # and steps on from there
    assert board.key_focus is not None and board.key_focus != framed


def test_a_look_frames_first_a_card_the_player_does_not_know(trio: Table) -> None:
    """Play tester, session 55: the first target of a Katydid's look, framed by the keys, was
    a card the player knew (the card they had just given, shown by the memory aid). The frame
    starts on the first face-down card they do not know; Enter looks at it."""
    board = trio.board  # seats Ada, Ben, Cy
    table = position(
        [["katydid-2", "spider-1"], ["pangolin-1"], ["sunbird-1"]],
        [[], [down("frog-1", 1, True, 0), down("garden-snail-1", 1)], []],
    )
    looking = GAME.apply(table, UseAbility("katydid-2"))
    view = GAME.view(looking, 0)
    assert view.garrisons[1][0].card == "frog-1"  # Ada knows it
    chosen: list[Action] = []
    board.action_chosen.disconnect()
    board.action_chosen.connect(chosen.append)
    board.show_state(
        view, 0, GAME.legal_actions(looking), GAME.projection(view), ["Ada", "Ben", "Cy"]
    )
    board.set_interactive(True)
    assert board.focusables()[0] == ("slot", 1, 0)
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Return)  # frames the first choice
    assert board.key_focus == ("slot", 1, 1) and board.cursor_item.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert chosen == [ChooseSlot(1, 1)]


def test_a_key_that_plays_pressed_on_the_zoom_buttons_first_shows_the_frame(trio: Table) -> None:
    """Play tester, session 55: Tab to the −/Fit/+ buttons hid the blue frame, and U pressed
    there used the card framed before, nothing on screen showing which. Sent back to the
    table, such a key shows the frame and says so; pressed again, it acts."""
    board, view, _hand = _after_the_hornbill(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    framed = board.key_focus
    assert framed is not None and board.cursor_item.isVisible()
    zoom = next(
        button
        for button in board.widget().findChildren(QToolButton)
        if button.text() == "Fit" and button.isVisible()
    )
    zoom.setFocus(Qt.FocusReason.TabFocusReason)
    assert not board.cursor_item.isVisible()
    said = len(trio.messages)
    played = len(trio.played)
    QTest.keyClick(zoom, Qt.Key.Key_U)
    assert len(trio.played) == played and view.hasFocus()
    assert board.key_focus == framed and board.cursor_item.isVisible()
    assert trio.messages[said:] == [
        "The keys are back on the table, on the framed card: press the key again."
    ]
    QTest.keyClick(view, Qt.Key.Key_U)  # seen now: it acts (or the engine says why not)
    assert trio.messages[-1] != trio.messages[said] or len(trio.played) == played + 1


def test_the_line_says_the_table_keys_only_while_the_table_has_them(
    qtbot: QtBot, trio: Table
) -> None:
    """A keyboard-only play tester, session 55: Tab to the −/Fit/+ buttons took the keys off
    the table and hid its frame, and the line over it still said "Keys: ←/→ choose…, Enter
    add, U use". There it says the turn without the keys, and how the keys go back to the
    table (play tester 208 read only the mouse's ways there); they come back with the keys."""
    board, view, _hand = _after_the_hornbill(trio)
    assert "Keys:" in board.status_label.text()
    way_back = "Space presses the button; Esc gives the keys back to the table."
    for _ in range(8):  # along the bar: the board's buttons, then the zoom buttons
        QTest.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Tab)
        if isinstance(QApplication.focusWidget(), QToolButton):
            break
    zoom = QApplication.focusWidget()
    assert isinstance(zoom, QToolButton) and view.keys_elsewhere
    qtbot.waitUntil(lambda: board.status_label.text().endswith(way_back))
    line = board.status_label.text()
    assert line.startswith("Your turn") and "Keys" not in line and "R, " not in line
    assert board.status_label.toolTip() == ""  # nor whole in the tooltip
    QTest.keyClick(zoom, Qt.Key.Key_Escape)
    assert view.hasFocus()
    qtbot.waitUntil(lambda: way_back not in board.status_label.text())
    assert "Keys:" in board.status_label.text()


def test_a_player_who_plays_by_the_keys_is_told_the_keys_first(trio: Table) -> None:
    """Play tester 193, keyboard only: the turn's line began "drag a card onto your Garrison
    (R, right-click or the wheel rotates it)", the keys last. Once the player takes the
    table by the keys, the line tells the turn by its keys."""
    board, view, _hand = _after_the_hornbill(trio)
    mouse_first = board.status_label.text().replace("\u2060", "")
    assert mouse_first.startswith("Your turn: drag a card onto your Garrison")
    QTest.keyClick(view, Qt.Key.Key_Right)
    line = board.status_label.text().replace("\u2060", "")
    assert line.startswith("Your turn: ←/→ choose a card, Enter adds it to your Garrison"), line
    assert "drag" not in line
