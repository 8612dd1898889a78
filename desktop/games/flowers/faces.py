"""Flowers card faces drawn with QPainter: every colour has its own flower silhouette.

Colour is never the only signal: yellow is a sunflower, red a tulip, blue a five-pointed star
flower, green a clover, purple (the starting card) a lotus. The value shows twice: as a numeral
in two corners and as that many flowers in the middle. A butterfly wears its own colour and
carries one large flower of its colour's shape across its body.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from desktop.table.palette import TablePalette


@dataclass(frozen=True)
class Hue:
    """How one card colour looks: main ink, a dark outline, a pale paper tint, the flower."""

    ink: QColor
    dark: QColor
    tint: QColor
    shape: str


HUES: dict[str, Hue] = {
    "yellow": Hue(QColor("#f2b705"), QColor("#8a5a00"), QColor("#fff6d6"), "sunflower"),
    "red": Hue(QColor("#d7263d"), QColor("#7a0f1e"), QColor("#fde3e3"), "tulip"),
    "blue": Hue(QColor("#2f6fdb"), QColor("#163a7a"), QColor("#e1ebfc"), "star"),
    "green": Hue(QColor("#2e9d4f"), QColor("#145228"), QColor("#e0f3e3"), "clover"),
    "purple": Hue(QColor("#8e44ad"), QColor("#4a1d61"), QColor("#f1e3f7"), "lotus"),
}
UNKNOWN = Hue(QColor("#888888"), QColor("#333333"), QColor("#eeeeee"), "sunflower")


def hue(colour: str | None) -> Hue:
    return HUES.get((colour or "").lower(), UNKNOWN)


# -- flower silhouettes (centred on the origin, radius 1) ----------------------------------
def _sunflower() -> QPainterPath:
    path = QPainterPath()
    for index in range(10):
        angle = index * 36.0
        petal = QPainterPath()
        petal.addEllipse(QRectF(0.18, -0.16, 0.82, 0.32))
        rotated = _rotate(petal, angle)
        path = path.united(rotated)
    return path


def _tulip() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(-0.6, -0.62)
    path.quadTo(-0.45, -0.2, -0.2, -0.28)
    path.quadTo(-0.12, -0.8, 0.0, -0.86)
    path.quadTo(0.12, -0.8, 0.2, -0.28)
    path.quadTo(0.45, -0.2, 0.6, -0.62)
    path.cubicTo(0.78, 0.05, 0.55, 0.5, 0.0, 0.5)
    path.cubicTo(-0.55, 0.5, -0.78, 0.05, -0.6, -0.62)
    path.closeSubpath()
    stem = QPainterPath()
    stem.addRect(QRectF(-0.06, 0.45, 0.12, 0.55))
    leaf = QPainterPath()
    leaf.moveTo(0.03, 0.95)
    leaf.quadTo(0.2, 0.55, 0.55, 0.55)
    leaf.quadTo(0.4, 0.9, 0.03, 0.95)
    return path.united(stem).united(leaf)


def _star() -> QPainterPath:
    path = QPainterPath()
    points = []
    for index in range(10):
        radius = 1.0 if index % 2 == 0 else 0.42
        angle = math.radians(-90 + index * 36)
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    path.closeSubpath()
    return path


def _clover() -> QPainterPath:
    path = QPainterPath()
    for index in range(3):
        angle = math.radians(-90 + index * 120)
        center = QPointF(0.45 * math.cos(angle), 0.45 * math.sin(angle))
        leaf = QPainterPath()
        leaf.addEllipse(center, 0.45, 0.45)
        path = path.united(leaf)
    stem = QPainterPath()
    stem.moveTo(-0.05, 0.2)
    stem.lineTo(0.25, 1.0)
    stem.lineTo(0.13, 1.0)
    stem.lineTo(-0.15, 0.25)
    stem.closeSubpath()
    return path.united(stem)


def _lotus() -> QPainterPath:
    path = QPainterPath()
    for index in range(5):
        angle = math.radians(-90 + index * 72)
        petal = QPainterPath()
        petal.addEllipse(QPointF(0.52 * math.cos(angle), 0.52 * math.sin(angle)), 0.46, 0.46)
        path = path.united(petal)
    return path


def _rotate(path: QPainterPath, degrees: float, around: QPointF | None = None) -> QPainterPath:
    from PySide6.QtGui import QTransform

    pivot = around or QPointF(0, 0)
    transform = QTransform()
    transform.translate(pivot.x(), pivot.y())
    transform.rotate(degrees)
    transform.translate(-pivot.x(), -pivot.y())
    return transform.map(path)


_SHAPES = {
    "sunflower": _sunflower,
    "tulip": _tulip,
    "star": _star,
    "clover": _clover,
    "lotus": _lotus,
}
_SHAPE_CACHE: dict[str, QPainterPath] = {}


def flower_path(shape: str) -> QPainterPath:
    """The unit silhouette of a flower shape (cached: built from unions once)."""
    if shape not in _SHAPE_CACHE:
        _SHAPE_CACHE[shape] = _SHAPES[shape]()
    return _SHAPE_CACHE[shape]


def draw_flower(painter: QPainter, center: QPointF, radius: float, colour: str | None) -> None:
    """One flower of ``colour``'s shape, outlined so it reads on any paper."""
    look = hue(colour)
    painter.save()
    painter.translate(center)
    painter.scale(radius, radius)
    painter.setPen(QPen(look.dark, 0.07))
    painter.setBrush(look.ink)
    painter.drawPath(flower_path(look.shape))
    heart = {"sunflower": QColor("#7a4a12"), "star": QColor("#f7e27a"), "lotus": QColor("#f7d774")}
    if look.shape in heart:
        painter.setBrush(heart[look.shape])
        painter.setPen(QPen(look.dark, 0.05))
        painter.drawEllipse(QPointF(0, 0), 0.3, 0.3)
    painter.restore()


_LAYOUTS = {
    1: ((0.5, 0.5),),
    2: ((0.3, 0.32), (0.7, 0.68)),
    3: ((0.5, 0.26), (0.26, 0.72), (0.74, 0.72)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
}


BUTTERFLY_FLOWER = 0.52
"""The radius of the one flower a butterfly carries across its body, against the butterfly's
size (``butterfly_spot``): its wings still reach out round it. A white flower on each wing was
drawn 3 to 4 pixels across on a card in one's own garden and was a speck in another player's
panel, so that a red-green colour-blind player told a butterfly's colour by its hue alone
(play test)."""
BUTTERFLY_HALO = 0.25
"""The width of the white rim round a butterfly's flower, in its radius: it parts the flower
from wings of its own colour, so that its shape reads in grey too."""


def butterfly_flower(center: QPointF, size: float) -> tuple[QPointF, float]:
    """The centre and radius of the flower a butterfly drawn at ``center`` and ``size`` carries
    (``BUTTERFLY_FLOWER``)."""
    return center, size * BUTTERFLY_FLOWER


BUTTERFLY_INK = QColor("#222222")
"""The butterfly's wings' rim: a thick dark rim keeps the wings seen round the flower, light
wings (yellow) in grey too."""
BUTTERFLY_BODY = QColor("#2b2118")
"""Its body, head and antennae."""
BUTTERFLY_HIND = 0.38
"""How much of its colour's dark ink the hind wings take: a tone apart from the fore wings."""
BUTTERFLY_LEAST_PX = 1.0
"""The least width, in screen pixels, of the rim and the antennae: at 0.4 pixel the antennae
of a butterfly drawn small faded away."""


def _butterfly_wings() -> tuple[QPainterPath, QPainterPath]:
    """The unit fore wings and hind wings, left and right: the fore wings sweep out to a
    pointed tip high at the side, a deep notch parts them from the smaller hind wings. Four
    round lobes round the flower read, drawn 12 pixels across in another player's garden, as
    a four-leaf clover round the green butterfly's clover (play testers, session 58)."""
    fore, hind = QPainterPath(), QPainterPath()
    for side in (-1, 1):
        wing = QPainterPath()
        wing.moveTo(side * 0.05, -0.12)
        wing.cubicTo(side * 0.35, -0.62, side * 0.8, -0.78, side * 1.0, -0.68)
        wing.cubicTo(side * 0.97, -0.3, side * 0.8, -0.08, side * 0.52, -0.02)
        wing.lineTo(side * 0.05, 0.0)
        wing.closeSubpath()
        fore.addPath(wing)
        wing = QPainterPath()
        wing.moveTo(side * 0.05, 0.04)
        wing.cubicTo(side * 0.42, 0.04, side * 0.86, 0.14, side * 0.78, 0.42)
        wing.cubicTo(side * 0.7, 0.66, side * 0.38, 0.76, side * 0.2, 0.7)
        wing.cubicTo(side * 0.1, 0.52, side * 0.05, 0.3, side * 0.05, 0.16)
        wing.closeSubpath()
        hind.addPath(wing)
    return fore, hind


_WINGS = _butterfly_wings()


def _hind_ink(look: Hue) -> QColor:
    """The hind wings' colour: ``BUTTERFLY_HIND`` of the dark ink in the main one."""
    return QColor.fromRgbF(
        *(
            (1 - BUTTERFLY_HIND) * ink + BUTTERFLY_HIND * dark
            for ink, dark in zip(look.ink.getRgbF()[:3], look.dark.getRgbF()[:3], strict=True)
        )
    )


def draw_butterfly(painter: QPainter, center: QPointF, size: float, colour: str | None) -> None:
    """A butterfly whose wings are ``colour`` (``_butterfly_wings``), carrying one large flower
    of that colour's shape across its body (``BUTTERFLY_FLOWER``), rimmed in white. Its body
    shows past the flower, a head and antennae above it and the abdomen below, and its rim
    and antennae keep a pixel's width however small it is drawn (``BUTTERFLY_LEAST_PX``)."""
    look = hue(colour)
    least = BUTTERFLY_LEAST_PX / (screen_scale(painter) * size)  # in the butterfly's units
    painter.save()
    painter.translate(center)
    painter.scale(size, size)
    painter.setPen(QPen(BUTTERFLY_INK, max(0.09, least)))
    fore, hind = _WINGS
    painter.setBrush(look.ink)
    painter.drawPath(fore)
    painter.setBrush(_hind_ink(look))
    painter.drawPath(hind)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BUTTERFLY_BODY)
    painter.drawRoundedRect(QRectF(-0.09, -0.5, 0.18, 1.35), 0.09, 0.09)
    painter.drawEllipse(QPointF(0, -0.74), 0.13, 0.13)
    antenna = QPen(BUTTERFLY_BODY, max(0.08, least))
    antenna.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(antenna)
    for side in (-1, 1):
        painter.drawLine(QPointF(side * 0.05, -0.8), QPointF(side * 0.34, -1.0))
    painter.restore()
    middle, radius = butterfly_flower(center, size)
    painter.save()
    painter.translate(middle)
    painter.scale(radius, radius)
    painter.setPen(QPen(QColor("#ffffff"), BUTTERFLY_HALO * 2))
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(flower_path(look.shape))
    painter.restore()
    draw_flower(painter, middle, radius, colour)


VALUE_EM = 0.78
"""A corner numeral's font size (its pixel size, the em) against its badge's diameter."""
VALUE_READ_PX = 11.0
"""The upright numeral's font is this many pixels on the screen at least, where its badge may
grow to hold it (``SMALL_BADGE``): in the other players' panels of a late four-player game at
1366×768 the cards were drawn 31 pixels wide, their values 6 pixels high (play test)."""
VALUE_MOST_EM = 0.92
"""Where the badge has grown all it may, the numeral fills more of it, up to this (a digit
fits a circle up to about its own em)."""
BADGE = 0.25
"""A corner badge's diameter, in card widths."""
SMALL_BADGE = 0.4
"""The upright badge of a card drawn small grows up to this, in card widths: clear of the
flowers' butterfly on the right and of the overlay's ✓/✗ mark astride the top edge."""


def _value_font(height: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(height)))
    return font


def value_em(box: QRectF, pixels: float) -> float:
    """A numeral's font size in its badge ``box``, drawn ``pixels`` screen pixels a unit:
    ``VALUE_EM`` of the badge, more on a card drawn small (``VALUE_READ_PX``)."""
    size = box.height()
    return max(size * VALUE_EM, min(VALUE_READ_PX / pixels, size * VALUE_MOST_EM))


def screen_scale(painter: QPainter) -> float:
    """How many pixels on the screen one unit drawn by ``painter`` takes."""
    transform = painter.worldTransform()
    return max(math.hypot(transform.m11(), transform.m12()), 0.01)


def value_badges(rect: QRectF, pixels: float = 1.0) -> tuple[QRectF, QRectF]:
    """Where a face shows its value: the numeral badges in the top left corner (upright) and
    the bottom right corner (upside down) of ``rect``, drawn ``pixels`` screen pixels a unit.
    The upright one grows on a card drawn small, so that its numeral keeps
    ``VALUE_READ_PX``; the other keeps its size (two large badges hid the flowers)."""
    unit = rect.width()
    badge = unit * BADGE
    needed = VALUE_READ_PX / (VALUE_EM * pixels)
    upright = min(max(badge, needed), unit * SMALL_BADGE)
    margin = unit * 0.04
    top_left = QRectF(rect.left() + margin, rect.top() + margin, upright, upright)
    bottom_right = QRectF(
        rect.right() - margin - badge, rect.bottom() - margin - badge, badge, badge
    )
    return top_left, bottom_right


def butterfly_spot(rect: QRectF) -> tuple[QPointF, float]:
    """Where a face draws its butterfly in ``rect``: its centre and its size (its wings reach
    about that far from the centre; the overlay's "+1" keeps off them). A third of the card's
    width down, its left fore wing's tip clears the overlay's ✓/✗ astride the top edge: a
    quarter down, the tip lay under the mark at every size (play tester 189)."""
    unit = rect.width()
    return QPointF(rect.right() - unit * 0.22, rect.top() + unit * 0.33), unit * 0.2


def flower_spots(rect: QRectF, value: int) -> list[tuple[QPointF, float]]:
    """Where a face of ``value`` draws that many flowers in ``rect``: each one's centre and
    radius (the overlay keeps its badges off them)."""
    unit = rect.width()
    field = QRectF(
        rect.left() + unit * 0.14,
        rect.top() + rect.height() * 0.2,
        unit * 0.72,
        rect.height() * 0.6,
    )
    radius = unit * (0.3 if value == 1 else 0.19 if value == 2 else 0.16)
    return [
        (QPointF(field.left() + fx * field.width(), field.top() + fy * field.height()), radius)
        for fx, fy in _LAYOUTS.get(value, _LAYOUTS[1])
    ]


def draw_face(
    painter: QPainter,
    rect: QRectF,
    colour: str | None,
    value: int | None,
    butterfly: str | None,
    colors: TablePalette,
) -> None:
    """A whole face: tinted paper, a coloured frame, corner numerals, flowers, butterfly."""
    look = hue(colour)
    radius = rect.width() * 0.08
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, colors.card_paper)
    gradient.setColorAt(1.0, look.tint)
    painter.setPen(QPen(colors.card_border, 1.2))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(
        rect.width() * 0.06, rect.width() * 0.06, -rect.width() * 0.06, -rect.width() * 0.06
    )
    painter.setPen(QPen(look.ink, rect.width() * 0.035))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)

    unit = rect.width()
    if value is None:
        draw_flower(painter, rect.center(), unit * 0.36, colour)
        return
    # the value as that many flowers
    for center, radius in flower_spots(rect, value):
        draw_flower(painter, center, radius, colour)
    if butterfly:
        draw_butterfly(painter, *butterfly_spot(rect), butterfly)
    # and as numeral badges in two corners, over the flowers: on a card drawn small the
    # upright one grows over the first flower
    pixels = screen_scale(painter)
    for box, flip in zip(value_badges(rect, pixels), (False, True), strict=True):
        painter.setPen(QPen(look.dark, unit * 0.02))
        painter.setBrush(colors.card_paper)
        painter.drawEllipse(box)
        painter.setPen(look.dark)
        painter.setFont(_value_font(value_em(box, pixels)))
        painter.save()
        if flip:
            painter.translate(box.center())
            painter.rotate(180)
            painter.translate(-box.center())
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(value))
        painter.restore()


def draw_back(painter: QPainter, rect: QRectF, colors: TablePalette) -> None:
    """The shared card back: deep green with a lattice of small pale flowers."""
    radius = rect.width() * 0.08
    painter.setPen(QPen(colors.card_border, 1.2))
    painter.setBrush(colors.card_back)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(
        rect.width() * 0.07, rect.width() * 0.07, -rect.width() * 0.07, -rect.width() * 0.07
    )
    painter.setPen(QPen(colors.card_back_pattern, rect.width() * 0.025))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.save()
    painter.setClipRect(inner.adjusted(3, 3, -3, -3))
    step = rect.width() / 4
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colors.card_back_pattern)
    row = 0
    y = inner.top() + step / 2
    while y < inner.bottom():
        x = inner.left() + (step / 2 if row % 2 else step)
        while x < inner.right():
            painter.save()
            painter.translate(x, y)
            painter.scale(step * 0.22, step * 0.22)
            painter.drawPath(flower_path("sunflower"))
            painter.restore()
            x += step
        y += step * 0.8
        row += 1
    painter.restore()


def draw_empty_slot(painter: QPainter, rect: QRectF, colors: TablePalette) -> None:
    """Where a stack was: a dashed outline."""
    radius = rect.width() * 0.08
    painter.setPen(QPen(colors.panel_border, 2, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)
