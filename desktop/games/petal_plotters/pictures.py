"""The Petal Plotters rules page's pictures: every card of the deck, drawn as on the table."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from desktop.games import RulesPicture
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.items import CARD_H, CARD_W
from desktop.table.palette import table_palette
from engine.games.petal_plotters.components import DECK, Card


def _paint(card: Card, painter: QPainter, rect: QRectF) -> None:
    faces.draw_face(painter, rect, card, table_palette())


def rules_pictures(gallery: str) -> list[RulesPicture]:
    """``cards``: the whole deck, in the order of the page's deck table."""
    if gallery != "cards":
        return []
    return [
        RulesPicture(
            caption=faces.card_title(card),
            description=faces.describe(card.id),
            paint=partial(_paint, card),
            aspect=CARD_H / CARD_W,
        )
        for card in DECK
    ]
