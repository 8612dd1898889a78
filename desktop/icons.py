"""Toolbar icons drawn in the palette's own text colour.

The style's arrows (``SP_ArrowBack``/``SP_ArrowForward``, or the desktop theme's) are black
pictures: on a dark palette Undo and Redo vanished into the toolbar. These are drawn from
paths in the colour the palette gives button text, sharp at every size and device pixel
ratio, and drawn anew when the palette changes.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap

ICON_SIZES = (16, 20, 24, 32, 48)
PIXEL_RATIOS = (1.0, 2.0)


class Turn(Enum):
    """Which way a curved arrow turns back: Undo points left, Redo right."""

    BACK = "back"
    FORWARD = "forward"


def _paint_turn_arrow(painter: QPainter, side: float, turn: Turn, colour: QColor) -> None:
    """A half loop ending in an arrow head, the usual sign for undo; mirrored for redo."""
    painter.save()
    if turn is Turn.FORWARD:
        painter.translate(side, 0)
        painter.scale(-1, 1)
    pen = QPen(colour, max(1.5, side * 0.11))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    loop = QPainterPath()
    loop.moveTo(side * 0.30, side * 0.38)
    loop.lineTo(side * 0.58, side * 0.38)
    loop.arcTo(QRectF(side * 0.40, side * 0.38, side * 0.44, side * 0.40), 90, -180)
    loop.lineTo(side * 0.32, side * 0.78)
    painter.drawPath(loop)
    head = QPainterPath()
    head.moveTo(side * 0.10, side * 0.38)
    head.lineTo(side * 0.36, side * 0.16)
    head.lineTo(side * 0.36, side * 0.60)
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(head)
    painter.restore()


def _pixmap(side: int, ratio: float, turn: Turn, colour: QColor) -> QPixmap:
    pixmap = QPixmap(round(side * ratio), round(side * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_turn_arrow(painter, float(side), turn, colour)
    painter.end()
    return pixmap


def turn_arrow_icon(turn: Turn, palette: QPalette) -> QIcon:
    """Undo's or Redo's icon in ``palette``'s button text colour, greyed as the palette greys
    disabled text."""
    icon = QIcon()
    modes = {
        QIcon.Mode.Normal: palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText),
        QIcon.Mode.Active: palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText),
        QIcon.Mode.Disabled: palette.color(
            QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText
        ),
    }
    for mode, colour in modes.items():
        for side in ICON_SIZES:
            for ratio in PIXEL_RATIOS:
                icon.addPixmap(_pixmap(side, ratio, turn, colour), mode)
    return icon
