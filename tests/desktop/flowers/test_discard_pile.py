"""The solo discard pile reads as a discard pile at a glance: drawn like a draw stack with its
top card face up, it was taken for the next card to draw (play test)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers.items import CARD_H, CARD_W, PileItem
from engine.core.save import Seat
from engine.games.flowers import Phase

from .conftest import Table, make_table
from .test_panels import assert_panels_fit, play_until


@pytest.fixture
def solo(qtbot: QtBot) -> Iterator[Table]:
    """Ada alone; the table outlives the test's last events (a table made in a test's body
    was collected with a redraw still queued, and Qt crashed)."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human")])
    yield table
    table.controller.shutdown()


def discard_shown(table: Table) -> None:
    """Play until a few cards lie on the discard pile, with the table redrawn."""
    play_until(table, lambda state: len(state.discard) >= 3 and state.phase is not Phase.OVER)


@pytest.mark.parametrize(("width", "height"), [(1024, 768), (1920, 1080)])
def test_the_discard_pile_has_a_heading_and_a_tray_of_its_own(
    solo: Table, width: int, height: int
) -> None:
    table = solo
    table.board.widget().resize(width, height)
    discard_shown(table)
    board = table.board
    stacks = len(table.state.stacks)
    piles = board._piles
    assert [pile.discard for pile in piles] == [False] * stacks + [True]
    discard = piles[stacks]
    heading = board._labels["discard-heading"]
    assert heading.isVisible() and heading.text == "Discard pile"
    # the heading stands above the discard's card, on its tray, clear of the stacks'
    # title, and inside the stacks' panel
    top = board.cards[table.state.discard[-1]]
    assert top.home == discard.pos()  # its top card lies in the tray
    card = discard.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
    said = heading.sceneBoundingRect()
    tray = discard.mapRectToScene(discard.tray_rect())
    assert said.bottom() <= card.top() and tray.contains(said) and tray.contains(card)
    assert abs(said.center().x() - card.center().x()) < 2
    title = board._labels["stacks-title"].sceneBoundingRect()
    assert not title.intersects(said)
    assert board._panels["stacks"].rect.contains(tray)
    # the count under it is a count of cards, as under the stacks
    assert board._pile_labels[stacks].text == f"{len(table.state.discard)} cards"
    assert tray.width() > card.width() and tray.height() > card.height()
    assert_panels_fit(table)


def test_a_game_of_several_has_no_discard_heading(hotseat: Table) -> None:
    board = hotseat.board
    assert not board._labels["discard-heading"].isVisible()
    assert not any(pile.discard for pile in board._piles)


@pytest.mark.parametrize(("language", "heading"), [("fr", "Défausse"), ("de", "Ablagestapel")])
@pytest.mark.usefixtures("translations")
def test_the_discard_heading_fits_in_every_language(
    solo: Table, language: str, heading: str
) -> None:
    assert i18n.install(language) == language
    solo.board.widget().resize(1024, 768)
    discard_shown(solo)
    assert solo.board._labels["discard-heading"].text == heading
    assert_panels_fit(solo)  # its words inside its box, clear of the stacks' title


def painted(pile: PileItem) -> QImage:
    """``pile`` painted on its own, its tray's corner at the image's."""
    tray = pile.tray_rect()
    image = QImage(int(tray.width()) + 4, int(tray.height()) + 4, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-tray.topLeft() + QPointF(2, 2))
    pile.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


@pytest.mark.usefixtures("qapp")
def test_the_cards_under_the_discard_lie_askew() -> None:
    """Under its top card a discard pile shows its cards askew past the card's edges, where a
    draw stack shows a neat edge."""
    pile = PileItem()
    pile.set_discard(True)
    pile.set_count(1)
    alone = painted(pile)
    pile.set_count(4)
    heaped = painted(pile)
    tray = pile.tray_rect()
    corner = QPointF(2, 2) - tray.topLeft()  # the card's top-left corner in the image
    outside = [
        (int(corner.x()) + dx, int(corner.y()) + dy)
        for dx in range(-8, 0)
        for dy in range(-6, int(CARD_H), 4)
    ]
    changed = [point for point in outside if alone.pixel(*point) != heaped.pixel(*point)]
    assert len(changed) > len(outside) // 10
