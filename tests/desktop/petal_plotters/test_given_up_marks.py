"""Marks and words of an ability given up half way (play testers 176 and 178)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop import i18n
from engine.games.petal_plotters.state import Cancel, ChooseSlot, Phase

from .conftest import Table
from .test_board_play import setup_moves, usable
from .test_keyboard import press_u_on


def choose_an_exchanges_first_card(trio: Table) -> tuple[str, int]:
    """Play on to a turn with a Katydid that exchanges Garrison cards, use it by U and choose
    its first card by Enter: the card used and its mover."""
    setup_moves(
        trio, lambda s: s.phase is Phase.TURN and usable(s, "exchange_garrisons") is not None
    )
    card = usable(trio.state, "exchange_garrisons")
    assert card is not None
    mover = trio.state.current
    press_u_on(trio, card)
    QTest.keyClick(trio.board.view, Qt.Key.Key_Return)
    return card, mover


def test_a_card_chosen_for_an_exchange_then_given_up_is_not_marked_changed(trio: Table) -> None:
    """Katydid: Enter on one's own Garrison card as the exchange's first card, then Esc: the
    card had the "changed since your last move" mark, though nothing changed. A card chosen
    and given up is not changed; the exchange, once made, marks both its cards."""
    board, view = trio.board, trio.board.view
    card, mover = choose_an_exchanges_first_card(trio)
    first = trio.played[-1]
    assert isinstance(first, ChooseSlot) and trio.state.pending is not None
    assert trio.state.pending.first == (first.owner, first.index)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel() and trio.state.current == mover
    place = (first.owner, first.index)
    assert place not in board.since.slots
    item = board.slot_item(*place)
    assert item is not None and not item.since_mark
    # made this time (Esc left the keys on the card): both its cards are marked for the next
    assert board.key_focus == ("card", card)
    QTest.keyClick(view, Qt.Key.Key_U)
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Return)
    second = trio.played[-1]
    assert isinstance(second, ChooseSlot) and trio.state.current != mover
    assert {place, (second.owner, second.index)} <= board.since.slots


@pytest.mark.usefixtures("translations")
def test_history_does_not_say_an_ability_given_up_was_used(trio: Table) -> None:
    """History read "capacité de la carte Sauterelle utilisée", then "renoncement à la
    capacité…" (play tester 178): the row says the card was played for its ability, which
    the ability given up does not belie; the give-up row names it."""
    assert i18n.install("fr") == "fr"
    view = trio.board.view
    _card, mover = choose_an_exchanges_first_card(trio)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel()
    session = trio.controller.session
    assert session is not None
    rows = [
        trio.controller.tell_move(index, mover)
        for index in range(session.cursor - 3, session.cursor)
    ]
    assert rows[0].endswith("carte Sauterelle jouée pour sa capacité"), rows
    assert "renoncement à la capacité de la carte Sauterelle" in rows[2], rows
    assert not any("utilisée" in row for row in rows), rows
