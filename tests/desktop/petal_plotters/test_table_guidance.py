"""What the table shows while a player acts: the places a dragged card may land on, the first
card chosen for an exchange between Garrisons, and the total panel's title beside a match's
"Last deal" button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.games.petal_plotters.items import PetalCardItem
from engine.games.petal_plotters import GAME, Cancel, ChooseSlot, Phase, UseAbility
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import State

from .conftest import Table
from .test_board_play import duel_match, refused_ability, setup_moves
from .test_table_fit import fit_viewport, people


def usable_and_not(state: State) -> tuple[str, str] | None:
    """A card of the mover's hand whose ability may be used now, and one whose may not."""
    uses = {action.card for action in GAME.legal_actions(state) if isinstance(action, UseAbility)}
    hand = [held.card for held in state.hands[state.current]]
    usable = [card for card in hand if card in uses]
    unusable = [card for card in hand if card not in uses]
    return (usable[0], unusable[0]) if usable and unusable else None


def felt_point(board: PetalPlottersBoard) -> QPointF:
    """A point of the table where no card may be dropped (the table total's panel)."""
    return board.table_layout.total.center()


def test_a_dragged_card_lights_every_place_it_may_land(qtbot: QtBot, trio: Table) -> None:
    """While a card is dragged, the viewer's Garrison and (for a card whose ability may be used
    now) the ability zone glow, the one under the card more strongly; the turn's frame round
    the viewer's panel stays. A drag used to take that frame away and leave only a faint empty
    place, and the ability zone looked as at rest."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable_and_not(s) is not None)
    pair = usable_and_not(trio.state)
    assert pair is not None
    usable, unusable = pair
    panel = board._panels[("panel", board.viewer)]
    assert panel.emphasis and board.ability_zone.mode == "legal"
    assert not board.garrison_zone.isVisible()
    item = board.hand_item(usable)
    assert item is not None
    start, felt = item.center_scene(), felt_point(board)
    trio.press(start)
    trio.move(start, felt)
    assert board.drag_item is item
    assert board.garrison_zone.isVisible() and board.garrison_zone.mode == "drop"
    assert panel.rect.contains(board.garrison_zone.rect)  # it poked out below on a laptop
    assert board.ability_zone.mode == "drop"
    assert panel.emphasis  # still the viewer's turn
    garrison = board.garrison_drop_point()
    trio.move(felt, garrison)
    assert board.garrison_zone.mode == "hover" and board.drop_ghost.mode == "hover"
    assert board.ability_zone.mode == "drop"
    assert panel.emphasis
    trio.move(garrison, board.ability_zone_point())
    assert board.ability_zone.mode == "hover" and board.garrison_zone.mode == "drop"
    assert board.drop_ghost.mode == "legal"
    trio.move(board.ability_zone_point(), felt)
    trio.release(felt)  # snaps back: nothing played
    assert board.drag_item is None and not board.garrison_zone.isVisible()
    assert board.ability_zone.mode == "legal" and panel.emphasis
    # a card whose ability cannot be used now lights the Garrison only
    other = board.hand_item(unusable)
    assert other is not None
    start = other.center_scene()
    trio.press(start)
    trio.move(start, felt)
    assert board.drag_item is other
    assert board.garrison_zone.isVisible() and board.ability_zone.mode == "idle"
    trio.move(felt, board.ability_zone_point())
    # over the zone it is greyed and says why, as the engine does, before the drop: it kept
    # its ready look, and the refusal came only on the drop (play test); the card shows the
    # ability the reason is about
    refusal = board._engine_refusal(UseAbility(unusable))
    assert refusal is not None
    assert board.ability_zone.mode == "refused" and board.ability_zone.refusal == refusal
    assert other.ability_banner
    note = board.view.pointer_note  # beside the card, which covers the zone's middle
    assert note.isVisible() and note.text() == refusal
    refused = zone_image(board)
    trio.release(board.ability_zone_point())
    assert not board.garrison_zone.isVisible()
    assert board.ability_zone.mode == "legal" and board.ability_zone.refusal == ""
    assert zone_image(board) != refused  # the ready look is back
    assert note.isVisible() and note.text() == refusal  # the drop refused, saying why


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("players", "viewport", "language"),
    [
        (2, (1366, 652), "en"),
        (5, (1366, 652), "en"),
        (2, (1600, 884), "en"),
        (5, (1600, 884), "en"),
        (2, (1366, 652), "fr"),
    ],
)
def test_the_zones_refusal_is_written_beside_the_card_held_over_it(
    qtbot: QtBot, players: int, viewport: tuple[int, int], language: str
) -> None:
    """A card whose ability cannot be used, dragged over "Use ability", greys the zone, which
    says why; the card, held over the zone's middle, lay on those words (play test). They are
    written beside the card and its ability's banner, on the side with more room, wherever it
    is held over the zone, and the note by the pointer keeps clear of them, of the card and of
    the zone's title, which it covered at 1366×768 with the card at the zone's right edge
    (tables of 1366×768 and 1600×1000 windows, as in ``test_card_preview``)."""
    assert i18n.install(language) == language
    table = people(qtbot, players)
    try:
        board = table.board
        fit_viewport(qtbot, table, *viewport)
        setup_moves(table, lambda s: s.phase is Phase.TURN and refused_ability(s) is not None)
        card = refused_ability(table.state)
        assert card is not None
        item = board.hand_item(card)
        assert item is not None
        zone = board.ability_zone
        view, note = board.view, board.view.pointer_note
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        start = here = item.center_scene()
        table.press(start)
        middle = zone.rect.center()
        for there in (
            middle,
            QPointF(zone.rect.left() + 30, middle.y()),
            middle,
            QPointF(zone.rect.right() - 30, middle.y() + 40),
        ):
            table.move(here, there)
            here = there
            assert board.drag_item is item and zone.mode == "refused" and item.ability_banner
            words = zone.refusal_scene_rect()
            held = item.covered_scene_rect()
            assert not words.intersects(held), (there, words, held)
            cards = [other for other in board.scene_items() if other.isVisible()]
            assert not any(other.covered_scene_rect().intersects(words) for other in cards)
            assert zone.rect.contains(words) and seen.contains(words)
            assert note.isVisible()
            title = zone.title_scene_rect()
            assert title.height() > 10 and zone.rect.contains(title)
            for kept in (words, held, title, *(other.covered_scene_rect() for other in cards)):
                assert not note.geometry().intersects(view.mapFromScene(kept).boundingRect())
        table.release(here)
    finally:
        table.controller.shutdown()


def zone_image(board: PetalPlottersBoard) -> QImage:
    """The ability zone as it is painted now."""
    zone = board.ability_zone
    image = QImage(zone.rect.size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-zone.rect.topLeft())
    zone.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def exchange_between_garrisons(state: State) -> str | None:
    """A card the mover may play to exchange a card of one Garrison with one of another."""
    for action in GAME.legal_actions(state):
        if (
            isinstance(action, UseAbility)
            and CARDS[action.card].ability[0].op == "exchange_garrisons"
        ):
            return action.card
    return None


def painted(item: PetalCardItem) -> QImage:
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(140, 116)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def test_the_first_card_of_an_exchange_between_garrisons_stays_marked(
    qtbot: QtBot, trio: Table
) -> None:
    """After the first click of "exchange a card in any Garrison with a card in another
    Garrison", nothing showed which card had been chosen. It is framed and tagged until the
    exchange is done or cancelled, on every player's table (the choice is public)."""
    board = trio.board
    setup_moves(trio, lambda s: exchange_between_garrisons(s) is not None)
    card = exchange_between_garrisons(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    first = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    assert not any(item.chosen_mark for item in board.scene_items())
    trio.click(board.slot_center(first.owner, first.index))
    assert trio.played[-1] == first
    chosen = board.slot_item(first.owner, first.index)
    assert chosen is not None and chosen.chosen_mark == "Chosen"
    assert [item for item in board.scene_items() if item.chosen_mark] == [chosen]
    marked = painted(chosen)
    chosen.chosen_mark = ""
    assert painted(chosen) != marked  # the mark is drawn
    board._layout()
    assert chosen.chosen_mark == "Chosen"
    # Cancel takes the choice back, and its mark with it
    trio.play(Cancel())
    assert not any(item.chosen_mark for item in board.scene_items())
    # chosen again, then exchanged: no mark is left behind
    trio.play(UseAbility(card))
    trio.play(first)
    assert board.slot_item(first.owner, first.index) is not None
    second = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    trio.play(second)
    assert trio.state.pending is None or trio.state.pending.first is None
    assert not any(item.chosen_mark for item in board.scene_items())


def test_the_total_panels_title_keeps_one_line_beside_the_last_deal_button(
    qtbot: QtBot,
) -> None:
    """From a match's second deal on, "Last deal…" squeezed "Total Petal Power of all
    Garrisons" onto two lines in a 1366×768 window. The button sits beside the standings."""
    table = duel_match(qtbot)
    try:
        board = table.board
        board.widget().resize(1366, 700)
        qtbot.waitUntil(lambda: not board.table_layout.tall)  # the wide arrangement
        setup_moves(table, lambda s: s.deal == 2)
        if board.last_deal_dialog is not None:
            board.last_deal_dialog.close()
        assert board.last_deal_button.isVisible()
        title = board._labels["total-title"]
        assert "\n" not in title.text and title.toolTip() == ""
        button = board.last_deal_button.mapRectToScene(board.last_deal_button.boundingRect())
        standings = board._labels["match"].sceneBoundingRect()
        assert not button.intersects(title.sceneBoundingRect())
        assert not button.intersects(standings)
        assert board._panels["total"].rect.contains(button)
        # at the foot of the panel, level with the standings
        assert abs(button.center().y() - standings.center().y()) < 2
    finally:
        table.controller.shutdown()


def test_the_lit_garrison_stays_inside_its_panel_on_a_laptop_window(
    qtbot: QtBot, trio: Table
) -> None:
    """At 1024×700 the drop area reached past the bottom of the Garrison's panel, and its
    glow poked out of the frame."""
    board = trio.board
    board.widget().resize(762, 584)  # the table's room in a 1024×700 window with History
    qtbot.wait(50)
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable_and_not(s) is not None)
    item = board.hand_item(trio.state.hands[trio.state.current][0].card)
    assert item is not None
    start = item.center_scene()
    trio.press(start)
    trio.move(start, felt_point(board))
    assert board.garrison_zone.isVisible()
    panel = board._panels[("panel", board.viewer)]
    assert panel.rect.contains(board.garrison_zone.rect)
    trio.release(felt_point(board))
