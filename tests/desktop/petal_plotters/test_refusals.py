"""A refused gesture says why, beside the pointer: a press on a card that is not a target,
a drop that snapped back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import GAME, ChooseSlot, Phase, UseAbility
from engine.games.petal_plotters.components import HORNBILL
from tests.games.petal_plotters.helpers import down, position, up

from .conftest import Table, make_table
from .test_board_play import duel_match, setup_moves, usable
from .test_card_preview import hover, wait_shown


@pytest.fixture
def removing(qtbot: QtBot) -> Iterator[Table]:
    """Three people; the one to move has just played a card that removes a Garrison card."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, seed=3)
    setup_moves(table, lambda state: usable(state, "remove") is not None)
    card = usable(table.state, "remove")
    assert card is not None
    table.play(UseAbility(card))
    yield table
    table.controller.shutdown()


def test_a_press_on_a_card_that_is_no_target_says_the_engines_reason(
    qtbot: QtBot, removing: Table
) -> None:
    """Choosing what a Spider removes, a click on the Great Hornbill did nothing at all."""
    table = removing
    board = table.board
    owner = table.state.first_player
    assert table.state.garrisons[owner][0].card == HORNBILL
    assert (owner, 0) not in board.slot_choices and board.slot_choices
    played = len(table.played)
    hornbill = board.slot_item(owner, 0)
    assert hornbill is not None
    hover(table, hornbill)
    wait_shown(qtbot, board.card_preview, hornbill)
    table.click(board.slot_center(owner, 0))
    assert not board.card_preview.isVisible()  # it covered the reason
    reason = (
        "The Great Hornbill cannot be removed or exchanged. (Bouquet's reading of the rules:"
        " Rules › Interpretations, item 2.)"
    )
    assert table.messages[-1] == reason
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == reason
    assert len(table.played) == played
    # a target is still taken by its click
    target = next(iter(board.slot_choices))
    table.click(board.slot_center(*target))
    assert len(table.played) == played + 1 and not note.isVisible()


def test_a_drop_that_snaps_back_says_why_beside_the_pointer(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    hornbill = board.hand_item(HORNBILL)
    other = next(item for item in board.hand_items() if item.card_id != HORNBILL)
    assert hornbill is not None
    trio.drag(other.center_scene(), other.center_scene() + QPointF(-300, -200))
    reason = "First place the Great Hornbill into your Garrison."
    assert trio.messages[-1] == reason
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == reason
    assert board.view.viewport().rect().contains(note.geometry())
    # as wide as its words: a short reason was a wide box over the hand
    assert note.width() <= note.fontMetrics().horizontalAdvance(reason) + 40


def test_a_target_tells_what_its_click_will_do(removing: Table) -> None:
    """Its tip said "Choose this card"; it says the move, as "Play this move?" asks it."""
    table = removing
    board = table.board
    assert board.targets
    for key, frame in board.targets.items():
        _, owner, index = key  # type: ignore[misc]
        tip = frame.toolTip()
        assert tip == board.describe_choice(ChooseSlot(owner, index), table.state)
        assert tip.startswith("Spider — Remove card ") and "Garrison" in tip  # the card played


def test_a_press_on_a_face_down_card_or_a_victory_card_says_why(qtbot: QtBot, trio: Table) -> None:
    """Choosing a face-up card to remove, a press on a face-down one was silent (its item's
    key is not its card), and so was a press on a laid victory card (play test)."""
    board = trio.board
    board.seat_names = ["Ada", "Ben", "Cy"]
    table = position(
        [["sunbird-3", "frog-2"], ["katydid-1"], []],
        [[], [down("katydid-3", 1), up("garden-snail-1", 1)], [down("frog-1", 1)]],
        victory=[None, None, "honey-bee-1"],
    )
    removing = GAME.apply(table, UseAbility("sunbird-3"))
    board.show_state(
        GAME.view(removing, 0),
        0,
        GAME.legal_actions(removing),
        GAME.projection(removing),
        board.seat_names,
    )
    assert set(board.slot_choices) == {(1, 1)}
    messages: list[str] = []
    board.status_message.connect(messages.append)
    face_down = board.slot_item(1, 0)
    assert face_down is not None
    trio.click(face_down.center_scene())
    assert messages[-1] == "This ability targets a face-up card."
    victory = next(item for key, item in board.cards.items() if board.where[key] == ("victory", 2))
    trio.click(victory.center_scene())
    assert (
        messages[-1] == "A victory card lies below its Garrison, not in it: no ability targets it."
    )
    assert board.view.pointer_note.text() == messages[-1]


def test_a_card_dropped_off_its_places_says_where_it_landed(qtbot: QtBot, trio: Table) -> None:
    """A card dropped on another's Garrison, the discard pile or the felt always went back
    with "Drop the card on your Garrison to add it, or on “Use ability” …", read as a hint
    and not a reason, and offered "Use ability" for the Great Hornbill, which must be placed
    first (play test)."""
    board = trio.board
    state = trio.state
    holder = state.current
    other = (holder + 1) % 3
    names = {seat: trio.seats[seat].name for seat in range(3)}

    def drop_on(card: str, point: QPointF) -> str:
        item = board.hand_item(card)
        assert item is not None
        played = len(trio.played)
        trio.drag(item.center_scene(), point)
        assert len(trio.played) == played  # the card went back
        return trio.messages[-1]

    pile = board._panels["discard"].rect.center()
    garrison = board._panels[("panel", other)].rect.center()
    hornbill_words = "Drop the Great Hornbill on your Garrison: the game starts with it there."
    assert drop_on(HORNBILL, pile) == hornbill_words
    assert drop_on(HORNBILL, board.ability_zone_point()) == hornbill_words  # the same there
    other_card = next(held.card for held in state.hands[holder] if held.card != HORNBILL)
    assert drop_on(other_card, garrison) == "First place the Great Hornbill into your Garrison."
    hornbill = board.hand_item(HORNBILL)
    assert hornbill is not None
    trio.drag(hornbill.center_scene(), board.next_slot_rect().center())
    assert trio.state.garrisons[holder][0].card == HORNBILL
    mover = trio.state.current
    card = trio.state.hands[mover][0].card
    other = next(seat for seat in range(3) if seat != mover)
    garrison = board._panels[("panel", other)].rect.center()
    assert drop_on(card, garrison) == (
        f"This is {names[other]}'s Garrison: drop the card on your own to add it, or on “Use"
        " ability” to play its ability."
    )
    assert drop_on(card, pile) == (
        "A card goes to the discard pile once its ability is used: drop it on “Use ability” to"
        " play it."
    )


def test_a_target_pressed_takes_the_keyboard_frame(removing: Table) -> None:
    """With the frame on one target, a click on another played it while the frame, and the
    card it showed, stayed on the first (play test): the press moves the frame there."""
    board, view = removing.board, removing.board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    first = board.key_focus
    assert first is not None and first[0] == "slot" and board.cursor_item.isVisible()
    other = next(key for key in board.slot_choices if ("slot", *key) != first)
    played = len(removing.played)
    removing.press(board.slot_center(*other))
    assert board.key_focus == ("slot", *other)
    removing.release(board.slot_center(*other))
    assert len(removing.played) == played + 1  # and the click still chose it


def test_a_matchs_deal_is_a_deal_in_its_words(qtbot: QtBot) -> None:
    """In deal 2 of a match the Great Hornbill dropped off the Garrison went back with "the
    game starts with it there", and the cards set aside "stay out of this game": each deal
    is dealt again from all the cards, and a game's start read as the match's (play test).
    Said of the deal in every deal of a match, of the game outside one."""
    single = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    try:
        pile = single.board._panels["discard"].rect.center()
        hornbill = single.board.hand_item(HORNBILL)
        assert hornbill is not None
        single.drag(hornbill.center_scene(), pile)
        assert single.messages[-1] == (
            "Drop the Great Hornbill on your Garrison: the game starts with it there."
        )
        assert single.board._labels["set-aside"].toolTip().endswith("stay out of this game.")
    finally:
        single.controller.shutdown()
    table = duel_match(qtbot)
    try:
        board = table.board
        for deal in (1, 2):
            setup_moves(table, lambda state, deal=deal: state.deal == deal)
            if deal == 2:
                assert board.last_deal_dialog is not None
                board.last_deal_dialog.close()
            assert board.viewer == table.state.current and table.state.phase is Phase.HORNBILL
            hornbill = board.hand_item(HORNBILL)
            assert hornbill is not None
            table.drag(hornbill.center_scene(), board._panels["discard"].rect.center())
            assert table.messages[-1] == (
                "Drop the Great Hornbill on your Garrison: the deal starts with it there."
            )
            assert table.state.phase is Phase.HORNBILL  # it went back
            tip = board._labels["set-aside"].toolTip()
            assert tip.endswith("they stay out of this deal."), tip
    finally:
        table.controller.shutdown()
