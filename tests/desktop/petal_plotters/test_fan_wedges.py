"""Petal Plotters, session 56: a click beside a tilted hand card, in the wedges of the fan, is
a click on that card when it is a card to pass or give."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from desktop.games.petal_plotters.board import TARGET_FRAME
from desktop.games.petal_plotters.items import PetalCardItem
from engine.core.actions import Action
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import PassCard, UseAbility
from tests.games.petal_plotters.helpers import position

from .conftest import Table


def _beside(board_items: list[PetalCardItem], point: QPoint, view) -> float:  # type: ignore[no-untyped-def]
    """How far (scene units) ``point`` lies from the nearest of ``board_items``."""
    spot = view.mapToScene(point)
    best = math.inf
    for item in board_items:
        local, rect = item.mapFromScene(spot), item.card_rect()
        away_x = max(rect.left() - local.x(), 0.0, local.x() - rect.right())
        away_y = max(rect.top() - local.y(), 0.0, local.y() - rect.bottom())
        best = min(best, math.hypot(away_x, away_y) * item.scale())
    return best


def test_a_click_in_a_wedge_of_the_fan_passes_the_card_beside_it(trio: Table) -> None:
    """Play tester 165 (French, QT_SCALE_FACTOR=1.5): in a pass round begun by another
    player, clicks on a hand card only moved the blue keyboard frame onto it and passed
    nothing, click after click, while Enter passed it. The fan's cards are tilted: the
    upright frames round them (their glow, the keyboard's frame) leave wedges where a press
    reaches no card, and the frame went to the card whose upright frame held the point. A
    click there now passes that card, the nearest, as a click on it does."""
    board = trio.board
    table = position(
        [
            ["katydid-1", "spider-1", "frog-1", "pangolin-1", "honey-bee-1"],
            ["sunbird-1", "frog-2"],
            ["pangolin-2", "honey-bee-2"],
        ],
        [[], [], []],
    )
    state = GAME.apply(table, UseAbility("katydid-1"))
    view = GAME.view(state, 0)
    chosen: list[Action] = []
    board.action_chosen.disconnect()
    board.action_chosen.connect(chosen.append)
    board.show_state(
        view, 0, GAME.legal_actions(state), GAME.projection(view), ["Ada", "Ben", "Cy"]
    )
    board.set_interactive(True)
    board.lead_with_keys()  # revealed by a key: the frame is out, on the first card
    hand = board.hand_items()
    viewport = board.view.viewport()
    # a point between two tilted cards, on neither, a few pixels beside the one framed last
    last = hand[-1]
    corner = board.view.mapFromScene(last.mapRectToScene(last.card_rect())).boundingRect()
    wedges = [
        QPoint(x, y)
        for x in range(corner.left(), corner.right(), 2)
        for y in range(corner.top(), corner.bottom(), 2)
        if not [item for item in board.view.items(QPoint(x, y)) if isinstance(item, PetalCardItem)]
        and 2 < _beside(hand, QPoint(x, y), board.view) < TARGET_FRAME / 2
    ]
    assert wedges  # the fan leaves them
    point = wedges[len(wedges) // 2]
    nearest = min(hand, key=lambda item: _beside([item], point, board.view))
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert chosen == [PassCard(nearest.card_id)]
    assert board.key_focus == ("card", nearest.card_id)
