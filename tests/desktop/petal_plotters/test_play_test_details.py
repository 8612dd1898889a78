"""Details from a later play test: the status line says which card becomes the victory card,
the match's standings break between players only, the focus ring goes round a Garrison card's
value badge, and the priority legend and every other text stay readable in a small window."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import PetalPlottersBoard, faces
from desktop.table import set_animation_speed
from desktop.table.items import LabelItem
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    PetalPlottersOptions,
    PlaceHornbill,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.state import Phase, State

from .conftest import Table, make_table
from .test_board_play import setup_moves, usable
from .test_news import reach
from .test_table_fit import SMALL, fit_viewport, people

KEEP = "The card you keep becomes your victory card."


def test_with_two_cards_the_status_says_the_kept_one_becomes_the_victory_card(
    trio: Table,
) -> None:
    """Only the lesson said that the last card of a hand is laid as its holder's victory card;
    a player with two cards chose the one to play without knowing the other decides what they
    need."""
    board = trio.board

    def my_turn_holding(count: int) -> bool:
        state = trio.state
        return state.phase is Phase.TURN and len(state.hands[state.current]) == count

    setup_moves(trio, lambda s: my_turn_holding(3))
    assert board.viewer == trio.state.current
    assert KEEP not in board.status_label.text()
    setup_moves(trio, lambda s: my_turn_holding(2))
    assert board.viewer == trio.state.current
    assert KEEP in board.status_label.text()


RECEIVE = "The card you receive becomes your victory card."


def prompt(board: PetalPlottersBoard) -> str:
    """The ability zone's instruction, on one line."""
    return board._labels["prompt"].text.replace("\n", " ")


def test_passing_ones_last_card_says_the_card_received_becomes_the_victory_card(
    trio: Table,
) -> None:
    """A player with two cards played a pass to the left and passed their last card: the
    card that came back was laid as their victory card, and nothing had said so (play
    test)."""
    board = trio.board

    def pass_with_two(state: State) -> bool:
        return (
            state.phase is Phase.TURN
            and len(state.hands[state.current]) == 2
            and usable(state, "pass_left") is not None
        )

    setup_moves(trio, pass_with_two)
    card = usable(trio.state, "pass_left")
    assert card is not None
    trio.play(UseAbility(card))
    state = trio.state
    assert state.phase is Phase.PASS and state.current == state.turn_player == board.viewer
    assert RECEIVE in board.status_label.text() and KEEP not in board.status_label.text()
    assert RECEIVE in prompt(board)  # in the ability zone too, where the eyes are
    trio.play(PassCard(state.hands[state.current][0].card))
    # the next player to pass is not at their turn: nothing is said to them
    assert board.viewer == trio.state.current != state.turn_player
    assert RECEIVE not in board.status_label.text()


def exchange_with_two(state: State) -> bool:
    """The mover holds two cards, one of which exchanges a hand card."""
    return (
        state.phase is Phase.TURN
        and len(state.hands[state.current]) == 2
        and usable(state, "exchange_hand") is not None
    )


def reaches_by_adding(seed: int, wanted: Callable[[State], bool]) -> bool:
    """Does ``setup_moves``'s way of playing (the Hornbill, then cards added) reach a state
    where ``wanted`` holds, in a three-player game dealt by ``seed``?"""
    state = GAME.new_game(PetalPlottersOptions(players=3), seed)
    while not GAME.is_over(state):
        if wanted(state):
            return True
        adds = [
            a for a in GAME.legal_actions(state) if isinstance(a, (PlaceHornbill, AddToGarrison))
        ]
        if not adds:
            return False
        state = GAME.apply(state, adds[0])
    return False


def test_giving_ones_last_card_in_an_exchange_says_the_card_received_is_the_victory_card(
    qtbot: QtBot,
) -> None:
    """With two cards, an exchange from the hand gives the last one: once it was chosen, the
    target step said the card kept becomes the victory card, where it is the card received
    (play test)."""
    seed = next(seed for seed in range(200) if reaches_by_adding(seed, exchange_with_two))
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, seed=seed)
    try:
        board = table.board
        setup_moves(table, exchange_with_two)
        card = usable(table.state, "exchange_hand")
        assert card is not None
        table.play(UseAbility(card))
        assert RECEIVE in board.status_label.text()
        last = table.state.hands[table.state.current][0].card
        table.play(ChooseHandCard(last, True))
        pending = table.state.pending
        assert pending is not None and pending.give is not None
        assert RECEIVE in board.status_label.text() and KEEP not in board.status_label.text()
        assert RECEIVE in prompt(board)
    finally:
        table.controller.shutdown()


def test_the_explanation_comes_with_its_first_line(trio: Table) -> None:
    """At a game's end the explanation's panel stood empty under its heading while the cards
    turned (play test): it comes with its first line, as in a deal's results."""
    board = trio.board

    def adding(state: State) -> AddToGarrison | None:
        legal = GAME.legal_actions(state)
        return next((action for action in legal if isinstance(action, AddToGarrison)), None)

    def last_move(state: State) -> bool:
        action = adding(state)
        return action is not None and GAME.is_over(GAME.apply(state, action))

    setup_moves(trio, last_move)
    set_animation_speed(1.0)  # the reveal turns the cards one by one
    try:
        action = adding(trio.state)
        assert action is not None
        trio.play(action)
        assert trio.state.phase is Phase.OVER and not board.ending_done()
        panel, title = board._panels["notes"], board._labels["notes-title"]
        steps = 0
        while board.reveal_lines_shown == 0:
            assert not panel.isVisible() and not title.isVisible()
            board._reveal_step()
            steps += 1
        assert steps > 1 and panel.isVisible() and title.isVisible()
    finally:
        set_animation_speed(0)
        while not board.ending_done():  # its timer outlived the table closed after the test
            board._reveal_step()


def test_the_match_standings_break_between_players_only(qtbot: QtBot) -> None:
    """ "Deal 2 of 3 · Victory Points: Player" ended a line and "1: 0, Rose: 3…" began the
    next: each player's name and points stay on one line."""
    names = ["Player 1", "Rose Marie", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], match=True)
    try:
        state = table.state
        while state.deal == 1:
            table.controller.play(GAME.legal_actions(state)[0])
            state = table.state
        dialog = table.board.last_deal_dialog
        assert dialog is not None
        dialog.close()  # the deal read: the standings beside it count it
        match = table.board._labels["match"]
        lines = [line.replace("\u00a0", " ") for line in match.text.split("\n")]
        assert len(lines) >= 2  # beside "Previous deal…" the standings take two lines
        for seat, name in enumerate(names):
            assert any(f"{name}: {state.vp[seat]}" in line for line in lines), lines
    finally:
        table.controller.shutdown()


def face_up_target(state: State) -> UseAbility | None:
    """An ability the mover may use whose first target may be a face-up Garrison card."""
    for action in GAME.legal_actions(state):
        if isinstance(action, UseAbility):
            after = GAME.apply(state, action)
            for choice in GAME.legal_actions(after):
                if (
                    isinstance(choice, ChooseSlot)
                    and after.garrisons[choice.owner][choice.index].face_up
                ):
                    return action
    return None


def test_the_keyboard_frame_goes_round_a_garrison_cards_value_badge(trio: Table) -> None:
    """The badge of a face-up Garrison card's up value stands over its top edge: the cursor's
    frame ran across it, the badge looking clipped by the frame."""
    board = trio.board
    setup_moves(trio, lambda s: face_up_target(s) is not None)
    action = face_up_target(trio.state)
    assert action is not None
    trio.play(action)
    view = board.view
    view.setFocus()
    for _ in board.focusables():
        QTest.keyClick(view, Qt.Key.Key_Right)
        item = board._focus_item()
        if item is not None and item.show_up_value and item.up_value() is not None:
            break
    else:
        raise AssertionError("no face-up target")
    assert board.cursor_item.isVisible()
    frame = board.cursor_item.rect
    halo = 5.0  # half the frame's halo, and a little room
    assert frame.adjusted(halo, halo, -halo, -halo).contains(item.up_chip_scene_rect())
    assert frame.contains(item.mapRectToScene(item.card_rect()))


@pytest.mark.parametrize("window", [(1024, 700), (1280, 800)])
def test_the_frame_round_your_cards_value_keeps_off_your_petal_power(
    qtbot: QtBot, window: tuple[int, int]
) -> None:
    """At the end, the keyboard's frame round a card in the viewer's Garrison (the Hornbill's
    "+2") ran across the "Petal Power −2" line above the row (7 over the value's badge)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    board = table.board
    try:
        fit_viewport(qtbot, table, *window)
        while table.state.phase is not Phase.OVER:
            table.play(GAME.legal_actions(table.state)[0])
        qtbot.waitUntil(board.ending_done)
        view = board.view
        view.setFocus()
        for _ in board.readables():
            QTest.keyClick(view, Qt.Key.Key_Right)
            if board._focus_item() is board.slot_item(board.viewer, 0):
                break
        else:
            raise AssertionError("the viewer's first Garrison card was not reached")
        power = board._labels[("power", board.viewer)]
        line_bottom = power.scenePos().y() + QFontMetricsF(power.font).lineSpacing()
        assert board.cursor_item.isVisible()
        assert board.cursor_item.rect.top() >= line_bottom
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("players", [3, 5])
def test_the_priority_legend_is_nine_pixels_high_at_1024x700_with_history(
    qtbot: QtBot, players: int
) -> None:
    """The legend under the total, read to choose every move, was 8.4 pixels high in a
    1024×700 window with History open; it is 9 now, inside its panel, clear of its
    neighbours."""
    table = people(qtbot, players)
    try:
        board = table.board
        fit_viewport(qtbot, table, *SMALL["1024×700, History open"])
        setup_moves(table, lambda s: s.turns >= players)
        legend = board._labels["legend"]
        dpi = board.view.viewport().logicalDpiY()
        assert legend.font.pointSizeF() * dpi / 72 * board.view.zoom() >= 9.0
        panel = board.table_layout.total
        box = legend.sceneBoundingRect()
        assert panel.contains(box)
        for key in ("total-title", "total", "total-sub", "last-move", "match"):
            other = board._labels.get(key)
            if other is not None and other.isVisible():
                assert not box.intersects(other.sceneBoundingRect()), key
    finally:
        table.controller.shutdown()


def label_kind(key: object) -> str:
    """A table label's kind: its key, without the seat or the line it is for."""
    return str(key[0]) if isinstance(key, tuple) else str(key)


def texts_under_nine_pixels(table: Table, seen: set[str]) -> list[tuple[float, str, str]]:
    """Every visible text of the table whose font is under 9 pixels high on screen (its size
    in points at the screen's resolution, times the view's zoom): its height, kind and words.
    The kinds of every visible text are added to ``seen``."""
    board = table.board
    view = board.view
    dpi = view.viewport().logicalDpiY()
    kinds = {id(label): label_kind(key) for key, label in board._labels.items()}
    small = []
    for label in board.scene.items():
        if isinstance(label, LabelItem) and label.isVisible() and label.text.strip():
            kind = kinds.get(id(label), "other")
            seen.add(kind)
            pixels = label.font.pointSizeF() * dpi / 72 * view.zoom()
            if pixels < 9.0:
                small.append((pixels, kind, label.text))
    return small


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_table_text_is_nine_pixels_high_at_1024x700_with_history(
    qtbot: QtBot, players: int
) -> None:
    """At 1024×700 with History open the hand counts, the set-aside count, the captions over
    the victory cards and the notes of a known hand ("In Ada's hand you know:") were 8.4
    pixels high, under the 9 of every other text. Through a pass (its instruction), the notes
    it leaves, the victory cards laid and the end, every text is 9 pixels high or more."""
    table = people(qtbot, players)
    try:
        board = table.board
        fit_viewport(qtbot, table, *SMALL["1024×700, History open"])
        seen: set[str] = set()
        setup_moves(table, lambda s: s.phase is Phase.TURN and usable(s, "pass_left") is not None)
        card = usable(table.state, "pass_left")
        assert card is not None
        table.play(UseAbility(card))
        assert texts_under_nine_pixels(table, seen) == []
        while table.state.phase is Phase.PASS:
            state = table.state
            table.play(PassCard(state.hands[state.current][0].card))
        assert texts_under_nine_pixels(table, seen) == []
        setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 2)
        assert texts_under_nine_pixels(table, seen) == []
        state = table.state
        while state.phase is not Phase.OVER:
            table.controller.play(GAME.legal_actions(state)[0])
            state = table.state
        qtbot.waitUntil(board.ending_done, timeout=5_000)
        assert texts_under_nine_pixels(table, seen) == []
        wanted = {"count", "known", "victory", "prompt", "legend", "header", "power", "verdict"}
        if players == 4:  # one card of the 4-5 cards is set aside unseen
            wanted.add("set-aside")
        assert wanted <= seen, wanted - seen
    finally:
        table.controller.shutdown()


def test_the_up_value_chip_keeps_off_the_printed_petal_power_and_category_badge(
    trio: Table,
) -> None:
    """The chip of a face-up card's up value stands over its top edge, between the printed
    top Petal Power and the category badge: it covered the right of the Hornbill's printed +2,
    the first card everyone sees."""
    first = trio.state.first_player
    setup_moves(trio, lambda state: len(state.garrisons[first]) == 1)
    hornbill = trio.board.slot_item(first, 0)
    assert hornbill is not None and hornbill.show_up_value and hornbill.up_value() == 2
    chip = hornbill.up_chip_scene_rect()
    chip_radius = chip.width() / 2
    layout = faces.face_layout(hornbill.card_rect())
    printed = [
        (layout.top_power, layout.power_radius * faces.POWER_REACH),
        (layout.badge, layout.badge_radius),
    ]
    scale = hornbill.scale()
    for center, radius in printed:
        apart = QLineF(chip.center(), hornbill.mapToScene(center)).length()
        assert apart >= chip_radius + radius * scale


def test_a_garrison_card_dragged_onto_another_exchanges_the_two(qtbot: QtBot) -> None:
    """Play test: during an exchange between Garrisons, a card dragged onto another did
    nothing (only clicks chose them). The drag chooses both, as two clicks would; released
    on no Garrison card, it chooses nothing."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in "ABCDE"])
    try:
        card = reach(table, ("exchange_garrisons",))
        table.play(UseAbility(card))
        state = table.state
        pairs = [
            (first, second)
            for first in GAME.legal_actions(state)
            if isinstance(first, ChooseSlot)
            for second in GAME.legal_actions(GAME.apply(state, first))
            if isinstance(second, ChooseSlot)
        ]
        board = table.board
        first, second = pairs[0]
        # the ability's panel says a card may be dragged (it said "click", play test)
        prompt = " ".join(board._labels["prompt"].text.split())
        assert prompt.endswith(" drag it onto the card to swap with."), prompt
        played = len(table.played)
        carried = board.slot_item(first.owner, first.index)
        assert carried is not None
        home = carried.pos()
        table.drag(board.slot_center(first.owner, first.index), board.ability_zone_point())
        assert len(table.played) == played
        assert carried.pos() == home  # dropped on no Garrison card: back to its place
        start = board.slot_center(first.owner, first.index)
        end = board.slot_center(second.owner, second.index)
        table.press(start)
        table.move(start, end, 6)
        # on its way, the card it would be exchanged with is framed (nothing showed, play test)
        assert board.exchange_mark.isVisible()
        assert board.exchange_mark.sceneBoundingRect().contains(end)
        # and the card dragged follows the pointer, over the others (it stayed put, play test)
        assert carried.sceneBoundingRect().contains(end)
        assert carried.zValue() > max(
            item.zValue() for item in board.cards.values() if item is not carried
        )
        table.release(end)
        assert not board.exchange_mark.isVisible()
        assert table.played[played:] == [first, second]
        assert table.state.discard[-1] == card
    finally:
        table.controller.shutdown()


def test_a_card_dragged_onto_the_hornbill_in_an_exchange_is_told_why(qtbot: QtBot) -> None:
    """Play test: dropped on the Great Hornbill, the exchange said only "that card cannot be
    exchanged"; the engine's reason says the Hornbill never is."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in "ABCDE"])
    try:
        card = reach(table, ("exchange_garrisons",))
        table.play(UseAbility(card))
        state = table.state
        first = next(a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot))
        hornbill = next(
            (owner, index)
            for owner, garrison in enumerate(state.garrisons)
            for index, slot in enumerate(garrison)
            if slot.card == HORNBILL
        )
        board = table.board
        table.drag(board.slot_center(first.owner, first.index), board.slot_center(*hornbill))
        assert table.played[-1] == first  # the first card stays chosen (Cancel is free)
        assert "Great Hornbill" in table.messages[-1]
    finally:
        table.controller.shutdown()


def test_undo_gives_back_a_card_turned_as_it_was_added(qtbot: QtBot) -> None:
    """Play test: a card turned with R to its lower end, added, then taken back with Undo came
    back to the hand upright, the end chosen lost. It comes back turned as it went in."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    try:
        setup_moves(table, lambda state: state.phase is Phase.TURN)
        board = table.board
        mover = table.state.current
        card = next(
            held.card
            for held in table.state.hands[mover]
            if AddToGarrison(held.card, False) in GAME.legal_actions(table.state)
        )
        item = board.hand_item(card)
        assert item is not None
        start, end = item.center_scene(), board.garrison_drop_point()
        board.view.setFocus()
        table.press(start)
        table.move(start, (start + end) / 2, 4)
        QTest.keyClick(board.view, Qt.Key.Key_R)  # turned mid-drag
        table.move((start + end) / 2, end, 3)
        table.release(end)
        assert table.played[-1] == AddToGarrison(card, False)
        table.controller.undo_stack.undo()
        assert any(held.card == card for held in table.state.hands[mover])
        back = board.hand_item(card)
        assert back is not None and back.top_up is False
        assert back.up_value() == CARDS[card].bottom
    finally:
        table.controller.shutdown()
