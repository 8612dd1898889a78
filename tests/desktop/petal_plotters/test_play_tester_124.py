"""Play tester 124, a family at one screen (1366×768): passing a card by dragging it to its
receiver, the ability zone at rest read alike with the Garrison."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from engine.games.petal_plotters import GAME, ChooseHandCard, ChooseSlot, PassCard, Phase
from engine.games.petal_plotters.rules import pass_partners

from .conftest import Table
from .test_board_play import exchanging, setup_moves, usable, use_pass_left


def test_a_card_dragged_onto_its_receivers_panel_is_passed(qtbot: QtBot, trio: Table) -> None:
    """Mum's Katydid makes everyone pass a card to the left: dragging the card to pass onto
    Dad's panel, the natural move, was refused with "Choose the card you pass to Dad first."
    though she had just chosen it. It passes the card; dropped where it cannot mean a pass,
    the card goes back with what to do."""
    board = trio.board
    board.widget().resize(1366, 768)
    use_pass_left(trio)
    state = trio.state
    assert state.phase is Phase.PASS and state.pending is not None
    passer = state.current
    receiver = pass_partners(state.pending.pass_order, passer)[1]
    name = trio.seats[receiver].name
    card = state.hands[passer][0].card
    item = board.hand_item(card)
    assert item is not None
    # dropped on the passer's own Garrison: back, saying what to do
    start = item.center_scene()
    trio.drag(start, board.garrison_drop_point())
    assert trio.state is state and item.pos() == item.home
    assert trio.messages[-1] == f"Click the card to pass, or drop it on {name}'s panel."
    # held over the receiver's panel, the panel glows as a place it may land; dropped, passed
    panel = board._panels[("panel", receiver)].rect
    trio.press(start)
    trio.move(start, panel.center())
    assert board.drag_item is item and board.garrison_zone.isVisible()
    assert board.garrison_zone.mode == "hover" and panel.contains(board.garrison_zone.rect)
    trio.release(panel.center())
    assert trio.played[-1] == PassCard(card)
    assert trio.state.current != passer and not board.garrison_zone.isVisible()


def test_a_card_given_in_an_exchange_dropped_on_a_garrison_card_takes_it(qtbot: QtBot) -> None:
    """The other ability that asks for a hand card to give, an exchange with a Garrison card:
    the card dragged onto the Garrison card it is exchanged for gives it and takes that card,
    as a player shows it at a table (it was refused: "Finish the ability in progress first")."""
    table = exchanging(qtbot)
    try:
        board = table.board
        state = table.state
        mover = state.current
        card = next(key for key, _up in board.hand_choices)
        item = board.hand_item(card)
        assert item is not None
        # dropped on the felt: back, saying what to do
        felt = board.table_layout.total.center()
        table.drag(item.center_scene(), felt)
        assert table.state is state and item.pos() == item.home
        assert table.messages[-1] == (
            "Click the card you give, or drop it on the Garrison card you take for it."
        )
        # the Garrison card the engine offers once a card is given
        given = next(a for a in board.hand_choices.values() if a.card == card)
        offered = [
            a for a in GAME.legal_actions(GAME.apply(state, given)) if isinstance(a, ChooseSlot)
        ]
        target = offered[0]
        onto = board.slot_rects[(target.owner, target.index)].center()
        start = item.center_scene()
        table.press(start)
        table.move(start, onto)
        assert board.exchange_mark.isVisible()
        assert board.exchange_mark.rect.contains(board.slot_rects[(target.owner, target.index)])
        table.release(onto)
        assert table.played[-2:] == [given, target]
        assert isinstance(given, ChooseHandCard)
        assert card in {slot.card for slot in table.state.garrisons[target.owner]}
        assert table.state.current != mover or table.state.pending is None
        assert not board.exchange_mark.isVisible()
    finally:
        table.controller.shutdown()


def zone_colour(table: Table) -> QColor:
    """The ability zone's colour inside its lower left corner, clear of its words (as drawn
    on the screen)."""
    board = table.board
    rect = board.ability_zone.mapRectToScene(board.ability_zone.rect)
    inside = table.point(QPointF(rect.left() + 25, rect.bottom() - 25))
    return board.view.viewport().grab().toImage().pixelColor(inside)


def test_the_ability_zone_at_rest_is_not_filled_as_under_a_card(qtbot: QtBot, trio: Table) -> None:
    """Filled green at the start of every turn, while the Garrison was not, "Use ability" read
    as the game suggesting an ability. At rest it is filled as the plain zone is (its dashed
    line marks it, as the Garrison's next place is marked); it turns green when a card whose
    ability may be used is held over it."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "look") is not None)
    zone = board.ability_zone
    assert zone.mode == "legal"  # some card's ability may be used
    at_rest = zone_colour(trio)
    zone.set_mode("idle")
    assert zone_colour(trio) == at_rest
    zone.set_mode("legal")
    card = usable(trio.state, "look")
    assert card is not None
    item = board.hand_item(card)
    assert item is not None
    start, over = item.center_scene(), board.ability_zone_point()
    trio.press(start)
    trio.move(start, over)
    assert zone.mode == "hover"
    held = zone_colour(trio)
    assert held != at_rest and held.green() - held.red() > at_rest.green() - at_rest.red()
    trio.move(over, board.table_layout.total.center())
    trio.release(board.table_layout.total.center())
    assert zone.mode == "legal" and zone_colour(trio) == at_rest
