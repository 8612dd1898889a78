"""Petal Plotters card faces drawn with QPainter.

A face shows, from top to bottom: the top Petal Power in a round badge, the animal's emblem and
name, the ability text, the victory category badge, and the bottom Petal Power upside down (so
whichever end points up reads the right way). Every victory category has its own colour *and*
its own badge shape and condition text, so colour is never the only signal:

- Snail / Spider: violet, a downward triangle, "< 0"
- Katydid: green, a diamond, "≤ 7"
- Frog: orange, a hexagon, "≥ 12"
- Blue Squad: blue, a circle, "≥ 8"
- Hornbill: gold, a five-pointed star, "★"
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from desktop.i18n import capitalised, current_language, number_text, points_text, tr_engine
from desktop.table.palette import TablePalette
from desktop.table.text import break_lines
from engine.games.petal_plotters import components
from engine.games.petal_plotters.components import CARDS, Card, Step


def tr(text: str) -> str:
    return QCoreApplication.translate("PetalPlottersBoard", text)


@dataclass(frozen=True)
class CategoryLook:
    ink: QColor
    dark: QColor
    tint: QColor
    shape: str
    condition: str


LOOKS: dict[str, CategoryLook] = {
    "snail_spider": CategoryLook(
        QColor("#8e44ad"), QColor("#4a1d61"), QColor("#f1e3f7"), "triangle", "< 0"
    ),
    "katydid": CategoryLook(
        QColor("#2e9d4f"), QColor("#145228"), QColor("#e0f3e3"), "diamond", "≤ 7"
    ),
    "frog": CategoryLook(
        QColor("#e0701b"), QColor("#7a3608"), QColor("#fde9d6"), "hexagon", "≥ 12"
    ),
    "blue_squad": CategoryLook(
        QColor("#2f6fdb"), QColor("#163a7a"), QColor("#e1ebfc"), "circle", "≥ 8"
    ),
    "hornbill": CategoryLook(QColor("#d4a106"), QColor("#6e5200"), QColor("#fff4cf"), "star", "★"),
}


def look(category: str) -> CategoryLook:
    return LOOKS.get(category, LOOKS["blue_squad"])


def category_name(category: str) -> str:
    names = {
        "snail_spider": tr("Snail / Spider"),
        "katydid": tr("Katydid"),
        "frog": tr("Frog"),
        "blue_squad": tr("Blue Squad"),
        "hornbill": tr("Hornbill"),
    }
    return names.get(category, category)


def category_condition(category: str) -> str:
    """The victory condition in words (for tooltips and the lesson)."""
    texts = {
        "snail_spider": tr("all Garrisons together must come to less than 0"),
        "katydid": tr("all Garrisons together must come to 7 at most"),
        "frog": tr("all Garrisons together must come to 12 at least"),
        "blue_squad": tr("all Garrisons together must come to 8 at least"),
        "hornbill": tr(
            "the player with it in their Garrison wins if no victory card meets its condition"
        ),
    }
    return texts.get(category, "")


def animal_name(animal: str) -> str:
    names = {
        "Great Hornbill": tr("Great Hornbill"),
        "Garden Snail": tr("Garden Snail"),
        "Spider": tr("Spider"),
        "Katydid": tr("Katydid"),
        "Frog": tr("Frog"),
        "Honey Bee": tr("Honey Bee"),
        "Butterfly": tr("Butterfly"),
        "Dusky Leaf Langur": tr("Dusky Leaf Langur"),
        "Pangolin": tr("Pangolin"),
        "Sunbird": tr("Sunbird"),
        "Silver Royal": tr("Silver Royal"),
        "Malay Red Harlequin": tr("Malay Red Harlequin"),
        "Common Birdwing": tr("Common Birdwing"),
    }
    return names.get(animal, animal)


def card_title(card: Card) -> str:
    return animal_name(card.name)


def ability_text(card: Card) -> str:
    """The card's ability in the user's language: the engine's wording, translated."""
    return components.ability_text(card.ability, tr_engine)


def step_text(step: Step, player: str | None = None, same: str | None = None) -> str:
    """One step of an ability in the user's language, as a sentence of its own (the prompt
    while it is resolved); ``player``: told to the others while that player resolves it,
    after their name and a colon, in small letters (the German "Sie drehen" read as the
    polite "you")."""
    text = components.step_text(step, tr_engine, alone=True, player=player, same=same)
    return text if player is not None else capitalised(text)


def step_statement(step: Step, player: str, same: str | None = None) -> str:
    """What ``player`` does in one step of their ability, told to the others as a statement
    about them, their own Garrison and hand said as theirs: "Poppy rotates a card in their
    own Garrison". The card's instruction quoted after "Poppy is choosing:" read "Poppy
    wählt: eine Karte in der Garnison von Poppy drehen" (German play tester, session 56).
    ``same``: the card a step on "it" acts on ("card 2 of Ann's Garrison")."""
    if step.op == "pass_left":
        return step_text(step, player, same)
    removed = step.op == "remove"
    if step.same:
        target = same if same is not None else tr_engine(components.TARGET_SAME)
    elif step.owner == "self":
        target = {
            "any": tr("a card from their own Garrison")
            if removed
            else tr("a card in their own Garrison"),
            "down": tr("a face-down card from their own Garrison")
            if removed
            else tr("a face-down card in their own Garrison"),
            "up": tr("a face-up card from their own Garrison")
            if removed
            else tr("a face-up card in their own Garrison"),
        }[step.face]
    else:
        target = tr_engine(components.TARGETS[(step.face, step.owner)][int(removed)])
    verb = {
        "look": tr("%1 looks at %2"),
        "flip": tr("%1 flips %2 face up"),
        # offered, not done: "Iris rotates card 1 of Rosa's Garrison (optional)" read as
        # done (play tester 213)
        "rotate": tr("%1 may rotate %2") if step.optional else tr("%1 rotates %2"),
        "remove": tr("%1 removes %2"),
        "exchange_hand": tr("%1 exchanges one of their own hand cards for %2"),
        "exchange_garrisons": tr("%1 exchanges %2 with a card in another Garrison")
        if step.owner != "other"
        else tr("%1 exchanges %2 with a card in a different Garrison"),
    }[step.op]
    text = verb.replace("%2", target).replace("%1", player)
    if step.optional and step.op != "rotate":  # an optional step its verb does not offer
        text = tr_engine(components.OPTIONAL_FOR_PLAYER).replace("{action}", text)
    return text


def describe(card_id: str) -> str:
    """One line for tooltips: name, powers and victory category."""
    card = CARDS.get(card_id)
    if card is None:
        return tr("A face-down card")
    return (
        tr("%1 (top %2, bottom %3) · %4: %5\n%6")
        .replace("%1", card_title(card))
        .replace("%2", points_text(card.top))
        .replace("%3", points_text(card.bottom))
        .replace("%4", category_name(card.category))
        .replace("%5", category_condition(card.category))
        .replace("%6", ability_text(card))
    )


UNCOUNTED_VEIL = 190
"""How opaque the card's paper lies over the top value of a turned card's preview (of 255):
still legible, plainly not the value that counts."""


def draw_turned_band(painter: QPainter, rect: QRectF, card: Card, colors: TablePalette) -> None:
    """Over the upright face of a card that lies upside down, previewed to be read: "Rotated:
    counts −1" says in words which end counts, and the top value, which does not, is faded
    under the card's paper (upright alone, the other value on top read as the one counting,
    play test, session 53)."""
    layout = face_layout(rect)
    reach = layout.power_radius * POWER_REACH
    paper = QColor(colors.card_paper)
    paper.setAlpha(UNCOUNTED_VEIL)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(paper)
    painter.drawEllipse(layout.top_power, reach, reach)
    text = tr("Upside down: counts %1").replace("%1", points_text(card.power(False)))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(10, round(rect.width() * 0.06)))
    band = turned_band(rect)
    painter.setBrush(QColor(20, 20, 20, 215))  # dark under white, on either palette
    painter.drawRoundedRect(band, band.height() * 0.3, band.height() * 0.3)
    painter.setPen(QColor(Qt.GlobalColor.white))
    painter.setFont(font)
    painter.drawText(band, int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()


def turned_band(rect: QRectF) -> QRectF:
    """Where "Upside down: counts −1" lies across the upright preview of a turned card in
    ``rect``: across the picture, between the top badges and the name, covering none of the
    card's words or values. Drawn across the face turned round, it lay over the name (play
    test, session 59)."""
    layout = face_layout(rect)
    badges = max(
        layout.top_power.y() + layout.power_radius * POWER_REACH,
        layout.badge.y() + layout.badge_radius,
    )
    band = QRectF(0, 0, rect.width(), rect.width() * 0.14)
    band.moveCenter(QPointF(rect.center().x(), (badges + layout.words.top()) / 2))
    return band


# -- shapes -------------------------------------------------------------------------------------
def badge_path(shape: str, center: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    cx, cy, r = center.x(), center.y(), radius
    if shape == "circle":
        path.addEllipse(center, r, r)
        return path
    if shape == "triangle":
        points = [
            QPointF(cx - r, cy - r * 0.75),
            QPointF(cx + r, cy - r * 0.75),
            QPointF(cx, cy + r),
        ]
    elif shape == "diamond":
        points = [
            QPointF(cx, cy - r),
            QPointF(cx + r, cy),
            QPointF(cx, cy + r),
            QPointF(cx - r, cy),
        ]
    elif shape == "hexagon":
        points = [
            QPointF(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ]
    else:  # star
        points = []
        for index in range(10):
            rad = r if index % 2 == 0 else r * 0.45
            angle = math.radians(-90 + index * 36)
            points.append(QPointF(cx + rad * math.cos(angle), cy + rad * math.sin(angle)))
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    path.closeSubpath()
    return path


MIN_PIXELS = 5
"""The smallest type drawn: fitting words into a small card stops here."""


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(MIN_PIXELS, int(pixels)))
    return font


# -- animal emblems (drawn in a unit box centred on the origin, radius ~1) ------------------------
def _emblem(painter: QPainter, animal: str, ink: QColor, dark: QColor) -> None:
    pen = QPen(dark, 0.07)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(ink)
    if animal == "Garden Snail":
        body = QPainterPath()
        body.moveTo(-1.0, 0.55)
        body.quadTo(0.2, 0.75, 1.0, 0.55)
        body.quadTo(1.0, 0.35, 0.65, 0.25)
        body.lineTo(-0.8, 0.35)
        body.closeSubpath()
        painter.drawPath(body)
        painter.drawEllipse(QPointF(-0.05, -0.05), 0.62, 0.62)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        spiral = QPainterPath()
        spiral.moveTo(-0.05, -0.05)
        for step in range(1, 40):
            angle = step * 0.45
            radius = 0.015 * step
            spiral.lineTo(-0.05 + radius * math.cos(angle), -0.05 + radius * math.sin(angle))
        painter.drawPath(spiral)
        painter.drawLine(QPointF(0.8, 0.3), QPointF(0.95, -0.15))
        painter.drawLine(QPointF(0.7, 0.3), QPointF(0.7, -0.1))
    elif animal == "Spider":
        for side in (-1, 1):
            for k in range(4):
                y = -0.3 + k * 0.22
                knee = QPointF(side * 0.7, y - 0.35 + k * 0.05)
                foot = QPointF(side * 1.0, y + 0.35)
                painter.drawLine(QPointF(0, y * 0.5), knee)
                painter.drawLine(knee, foot)
        painter.drawEllipse(QPointF(0, 0.25), 0.42, 0.5)
        painter.drawEllipse(QPointF(0, -0.4), 0.25, 0.22)
    elif animal == "Katydid":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(QPointF(-0.55, -0.35), QPointF(-1.0, -1.0))
        painter.drawLine(QPointF(-0.5, -0.4), QPointF(-0.6, -1.05))
        painter.drawLine(QPointF(0.3, 0.2), QPointF(0.75, -0.45))
        painter.drawLine(QPointF(0.75, -0.45), QPointF(1.0, 0.6))
        painter.setBrush(ink)
        wing = QPainterPath()
        wing.moveTo(-0.7, -0.25)
        wing.quadTo(0.2, -0.7, 1.0, 0.15)
        wing.quadTo(0.1, 0.35, -0.7, 0.1)
        wing.closeSubpath()
        painter.drawPath(wing)
        painter.drawEllipse(QPointF(-0.62, -0.1), 0.2, 0.22)
    elif animal == "Frog":
        painter.drawEllipse(QPointF(0, 0.2), 0.95, 0.65)
        painter.drawEllipse(QPointF(-0.45, -0.45), 0.3, 0.3)
        painter.drawEllipse(QPointF(0.45, -0.45), 0.3, 0.3)
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(-0.45, -0.45), 0.15, 0.15)
        painter.drawEllipse(QPointF(0.45, -0.45), 0.15, 0.15)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        smile = QPainterPath()
        smile.moveTo(-0.45, 0.25)
        smile.quadTo(0, 0.6, 0.45, 0.25)
        painter.drawPath(smile)
    elif animal == "Honey Bee":
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawEllipse(QPointF(-0.3, -0.55), 0.35, 0.45)
        painter.drawEllipse(QPointF(0.3, -0.55), 0.35, 0.45)
        painter.setBrush(ink)
        painter.drawEllipse(QPointF(0, 0.2), 0.75, 0.5)
        painter.setPen(QPen(dark, 0.16))
        for x in (-0.25, 0.15):
            painter.drawLine(QPointF(x, -0.2), QPointF(x, 0.62))
        painter.setPen(pen)
        painter.drawLine(QPointF(0.75, 0.2), QPointF(1.0, 0.2))
    elif animal == "Butterfly":
        for side in (-1, 1):
            painter.drawEllipse(QPointF(side * 0.5, -0.35), 0.48, 0.5)
            painter.drawEllipse(QPointF(side * 0.4, 0.45), 0.33, 0.38)
        painter.setBrush(dark)
        painter.drawRoundedRect(QRectF(-0.08, -0.7, 0.16, 1.4), 0.08, 0.08)
        painter.drawLine(QPointF(0, -0.7), QPointF(-0.3, -1.0))
        painter.drawLine(QPointF(0, -0.7), QPointF(0.3, -1.0))
    elif animal == "Dusky Leaf Langur":
        painter.drawEllipse(QPointF(-0.85, -0.05), 0.2, 0.25)
        painter.drawEllipse(QPointF(0.85, -0.05), 0.2, 0.25)
        painter.drawEllipse(QPointF(0, 0), 0.85, 0.9)
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(-0.3, -0.15), 0.24, 0.22)
        painter.drawEllipse(QPointF(0.3, -0.15), 0.24, 0.22)
        painter.drawEllipse(QPointF(0, 0.45), 0.32, 0.22)
        painter.setBrush(dark)
        painter.drawEllipse(QPointF(-0.3, -0.15), 0.08, 0.08)
        painter.drawEllipse(QPointF(0.3, -0.15), 0.08, 0.08)
    elif animal == "Pangolin":
        body = QPainterPath()
        body.moveTo(-1.0, 0.4)
        body.quadTo(-0.2, -1.0, 0.8, -0.1)
        body.quadTo(1.05, 0.2, 0.7, 0.5)
        body.lineTo(-1.0, 0.5)
        body.closeSubpath()
        painter.drawPath(body)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for row, y in enumerate((-0.35, 0.0, 0.3)):
            for k in range(4):
                x = -0.55 + k * 0.35 + (0.17 if row % 2 else 0)
                painter.drawArc(QRectF(x - 0.18, y - 0.12, 0.36, 0.3), 0, 180 * 16)
    elif animal == "Sunbird":
        body = QPainterPath()
        body.addEllipse(QPointF(-0.1, 0.15), 0.6, 0.42)
        painter.drawPath(body)
        painter.drawEllipse(QPointF(0.45, -0.3), 0.28, 0.28)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        beak = QPainterPath()
        beak.moveTo(0.7, -0.3)
        beak.quadTo(1.0, -0.3, 1.05, 0.1)
        painter.drawPath(beak)
        painter.setBrush(ink)
        tail = QPainterPath()
        tail.moveTo(-0.6, 0.2)
        tail.lineTo(-1.05, 0.65)
        tail.lineTo(-0.85, 0.1)
        tail.closeSubpath()
        painter.drawPath(tail)
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(0.5, -0.35), 0.07, 0.07)
    else:  # Great Hornbill
        painter.drawEllipse(QPointF(-0.35, 0.15), 0.55, 0.6)
        casque = QPainterPath()
        casque.moveTo(-0.05, -0.3)
        casque.quadTo(0.5, -0.75, 1.05, -0.3)
        casque.quadTo(0.5, -0.45, 0.05, -0.15)
        casque.closeSubpath()
        painter.setBrush(QColor("#f5c518"))
        painter.drawPath(casque)
        beak = QPainterPath()
        beak.moveTo(0.05, -0.15)
        beak.quadTo(0.7, -0.3, 1.05, 0.35)
        beak.quadTo(0.5, 0.05, 0.05, 0.15)
        beak.closeSubpath()
        painter.drawPath(beak)
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(-0.25, -0.1), 0.1, 0.1)


def draw_emblem(painter: QPainter, center: QPointF, radius: float, card: Card) -> None:
    style = look(card.category)
    painter.save()
    painter.translate(center)
    painter.scale(radius, radius)
    _emblem(painter, card.animal, style.ink, style.dark)
    painter.restore()


def draw_category_badge(
    painter: QPainter, center: QPointF, radius: float, category: str, label: bool = True
) -> None:
    """The category's own shape in its colour, with its condition written inside."""
    style = look(category)
    painter.setPen(QPen(style.dark, max(1.0, radius * 0.1)))
    painter.setBrush(style.ink)
    painter.drawPath(badge_path(style.shape, center, radius))
    if label:
        painter.setPen(QColor("#ffffff"))
        size = radius * (0.62 if len(style.condition) > 3 else 0.8)
        painter.setFont(_font(size))
        box = QRectF(center.x() - radius, center.y() - radius, radius * 2, radius * 2)
        if style.shape == "triangle":
            box.translate(0, -radius * 0.22)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), style.condition)


def draw_power(
    painter: QPainter, center: QPointF, radius: float, value: int, style: CategoryLook, up: bool
) -> None:
    """A Petal Power badge: a petal ring and the signed number."""
    painter.save()
    painter.translate(center)
    if not up:
        painter.rotate(180)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.tint.darker(108))
    for k in range(8):
        angle = math.radians(k * 45)
        painter.drawEllipse(
            QPointF(radius * 0.78 * math.cos(angle), radius * 0.78 * math.sin(angle)),
            radius * 0.36,
            radius * 0.36,
        )
    negative = value < 0
    painter.setPen(QPen(style.dark, radius * 0.08))
    painter.setBrush(QColor("#3b2f2f") if negative else QColor("#ffffff"))
    painter.drawEllipse(QPointF(0, 0), radius * 0.8, radius * 0.8)
    painter.setPen(QColor("#ffffff") if negative else style.dark)
    painter.setFont(_font(radius * 0.95))
    painter.drawText(
        QRectF(-radius, -radius, radius * 2, radius * 2),
        int(Qt.AlignmentFlag.AlignCenter),
        points_text(value),
    )
    painter.restore()


POWER_REACH = 1.14
"""A Petal Power badge's petals reach this many of its radii from its centre."""
NAME_LEAST_KEPT = 4
"""The fewest characters, "…" included, of a card name cut to fit a small face: fewer read as
no name."""
NAME_SIZE = 0.095
TEXT_SIZE = 0.068
"""The name's and the ability text's type size, as parts of the card's width, before fitting."""
SHRINK = 0.94
"""Each step of fitting makes the type this much smaller."""
ONE_LINE_STEPS = 6
"""A name shrinks at most this many steps to stay on one line."""
LEAST_SCALE = 0.7
"""The ability text shrinks to this part of its size before the name shrinks too."""


@dataclass(frozen=True)
class FaceLayout:
    """Where the parts of a face lie in a card ``rect``. Drawing reads it, and so do the tests
    that keep the words clear of the badges and the picture."""

    width: float
    """The card's width: every measure of the face is a part of it."""
    height: float
    frame: QRectF
    """The coloured frame inside the card's edge."""
    power_radius: float
    top_power: QPointF
    bottom_power: QPointF
    badge_radius: float
    badge: QPointF
    """The category badge, top right."""
    corner_badge_radius: float
    corner_badge: QPointF
    """The small category badge, bottom left."""
    emblem_radius: float
    picture: QRectF
    """The animal's emblem, drawn in a unit box round the centre of this square."""
    words: QRectF
    """The room for the name and the ability text: under the picture, above the lower badges."""

    def badges(self) -> tuple[tuple[QPointF, float], ...]:
        """Each corner badge's centre and how far it reaches (a Petal Power with its petals)."""
        power = self.power_radius * POWER_REACH
        return (
            (self.top_power, power),
            (self.bottom_power, power),
            (self.badge, self.badge_radius),
            (self.corner_badge, self.corner_badge_radius),
        )


def face_layout(rect: QRectF) -> FaceLayout:
    """The parts of a face in ``rect``: the picture high between the top badges, so that the
    words have the room down to the bottom Petal Power's petals."""
    w = rect.width()
    power_radius = w * 0.15
    bottom_power = QPointF(rect.right() - w * 0.2, rect.bottom() - w * 0.2)
    emblem_radius = w * 0.2
    picture = QRectF(0, 0, 2 * emblem_radius, 2 * emblem_radius)
    picture.moveCenter(QPointF(rect.center().x(), rect.top() + w * 0.34))
    words = QRectF(rect.left() + w * 0.08, picture.bottom() + w * 0.02, w * 0.84, 0)
    words.setBottom(bottom_power.y() - power_radius * POWER_REACH - w * 0.015)
    return FaceLayout(
        width=w,
        height=rect.height(),
        frame=rect.adjusted(w * 0.045, w * 0.045, -w * 0.045, -w * 0.045),
        power_radius=power_radius,
        top_power=QPointF(rect.left() + w * 0.2, rect.top() + w * 0.2),
        bottom_power=bottom_power,
        badge_radius=w * 0.12,
        badge=QPointF(rect.right() - w * 0.19, rect.top() + w * 0.19),
        corner_badge_radius=w * 0.07,
        corner_badge=QPointF(rect.left() + w * 0.17, rect.bottom() - w * 0.17),
        emblem_radius=emblem_radius,
        picture=picture,
        words=words,
    )


def word_lines(text: str, font: QFont, width: float) -> list[str] | None:
    """``text`` broken between words into lines ``width`` wide (never inside a word, so
    "celle-ci" stays whole), or None when a word alone is wider."""
    metrics = QFontMetricsF(font)
    lines = break_lines(text, metrics, width, " ")
    if any(metrics.horizontalAdvance(line) > width for line in lines):
        return None
    return lines


def name_lines(name: str, size: float, width: float) -> tuple[QFont, list[str]]:
    """A card name on one line, a few steps smaller if need be; a longer name a little smaller
    on two lines broken between its words, smaller still only while a word alone is too wide."""
    for step in range(ONE_LINE_STEPS + 1):
        font = _font(size * SHRINK**step)
        if QFontMetricsF(font).horizontalAdvance(name) <= width:
            return font, [name]
    size *= SHRINK**2  # two lines take more room: a little smaller than one would be
    while True:
        font = _font(size)
        lines = word_lines(name, font, width)
        if lines is not None or font.pixelSize() <= MIN_PIXELS:
            return font, lines or [name]
        size *= SHRINK


@dataclass(frozen=True)
class Words:
    """Lines of one font, each drawn in its own box (centred, or as ``align`` says)."""

    font: QFont
    lines: tuple[tuple[QRectF, str], ...]
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter

    def bottom(self) -> float:
        return self.lines[-1][0].bottom()

    def draw(self, painter: QPainter) -> None:
        painter.setFont(self.font)
        flags = int(self.align | Qt.AlignmentFlag.AlignVCenter)
        for box, line in self.lines:
            painter.drawText(box, flags, line)


def stack_lines(
    font: QFont,
    lines: Sequence[str],
    left: float,
    top: float,
    width: float,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
) -> Words:
    """``lines`` one under the other from ``top``, a line's height apart."""
    spacing = QFontMetricsF(font).lineSpacing()
    boxes = tuple(
        (QRectF(left, top + index * spacing, width, spacing), line)
        for index, line in enumerate(lines)
    )
    return Words(font, boxes, align)


def fit_name(
    name: str,
    size: float,
    box: QRectF,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
) -> Words:
    """A card name in a note's ``box``, whole: set as ``name_lines`` sets it, smaller while
    its lines are higher than the box, and centred in the box's height."""
    while True:
        font, lines = name_lines(name, size, box.width())
        height = len(lines) * QFontMetricsF(font).lineSpacing()
        if height <= box.height() or font.pixelSize() <= MIN_PIXELS:
            top = box.center().y() - height / 2
            return stack_lines(font, lines, box.left(), top, box.width(), align)
        size *= SHRINK


def face_words(card: Card, layout: FaceLayout) -> tuple[Words, Words]:
    """The name and, under it, the ability text, fitted into the room the picture and the badges
    leave (``fitted_words``). A face too small for every card's text at the smallest type
    (the card-counting window, five players' rows in the deal window) shows its name alone,
    cut where it does not fit either, and its preview the rest: cut, the
    text ran over the badges and off the card's edge. Alike for every card of its size: the
    short texts alone fitted, and of two Spiders side by side one had its text, the other
    none (play tester)."""
    size = (layout.width, layout.height)
    fitted = fitted_words(card, layout) if every_text_fits(*size, current_language()) else None
    if fitted is not None:
        return fitted
    room = layout.words
    name_font, names = name_lines(card_title(card), layout.width * NAME_SIZE, room.width())
    if not _fits(name_font, names, room.width()):
        # a long name of one word cut, not dropped: of a deal's cards at five players, the
        # German Katydids ("Laubheuschrecke") alone had no name (play tester 213)
        metrics = QFontMetricsF(name_font)
        elide = Qt.TextElideMode.ElideRight
        names = [metrics.elidedText(line, elide, room.width()) for line in names]
        if any(len(line) < NAME_LEAST_KEPT for line in names):
            return Words(name_font, ()), Words(name_font, ())
    name = stack_lines(name_font, names, room.left(), room.top(), room.width())
    return name, Words(name_font, ())


@lru_cache(maxsize=64)
def every_text_fits(width: float, height: float, language: str) -> bool:
    """Does every card's ability text fit a face ``width`` by ``height`` (``fitted_words``)?
    Asked in the ``language`` spoken now, the answer kept for it."""
    layout = face_layout(QRectF(0, 0, width, height))
    return all(fitted_words(card, layout) is not None for card in CARDS.values())


def _fits(font: QFont, lines: Sequence[str], width: float) -> bool:
    metrics = QFontMetricsF(font)
    return all(metrics.horizontalAdvance(line) <= width for line in lines)


def fitted_words(card: Card, layout: FaceLayout) -> tuple[Words, Words] | None:
    """The name and the ability text in the room the picture and the badges leave: the text a
    step smaller at a time until every line is whole and it fits, the name too only if the
    text does not fit at its smallest; None when it never does."""
    room = layout.words
    title, text = card_title(card), ability_text(card)
    name_size = layout.width * NAME_SIZE
    while True:
        name_font, names = name_lines(title, name_size, room.width())
        name = stack_lines(name_font, names, room.left(), room.top(), room.width())
        below = name.bottom() + layout.width * 0.015
        scale = 1.0
        while True:
            text_font = _font(layout.width * TEXT_SIZE * scale, bold=False)
            texts = word_lines(text, text_font, room.width())
            ability = stack_lines(text_font, texts or [text], room.left(), below, room.width())
            if (
                texts is not None
                and ability.bottom() <= room.bottom()
                and _fits(name_font, names, room.width())
            ):
                return name, ability
            if scale <= LEAST_SCALE or text_font.pixelSize() <= MIN_PIXELS:
                break
            scale *= SHRINK
        if name_font.pixelSize() <= text_font.pixelSize():
            return None
        name_size *= SHRINK


def draw_face(painter: QPainter, rect: QRectF, card: Card, colors: TablePalette) -> None:
    """A whole face, top end at the top of ``rect``."""
    style = look(card.category)
    layout = face_layout(rect)
    w = rect.width()
    radius = w * 0.08
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, colors.card_paper)
    gradient.setColorAt(0.5, style.tint)
    gradient.setColorAt(1.0, colors.card_paper)
    painter.setPen(QPen(colors.card_border, 1.2))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(style.ink, w * 0.03))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(layout.frame, radius * 0.6, radius * 0.6)
    # the emblem first: an animal's antennae or tail may reach under the corner badges
    draw_emblem(painter, layout.picture.center(), layout.emblem_radius, card)
    # Petal Powers: the top one upright, the bottom one upside down
    draw_power(painter, layout.top_power, layout.power_radius, card.top, style, True)
    draw_power(painter, layout.bottom_power, layout.power_radius, card.bottom, style, False)
    # category badge, top right, and again (small) bottom left
    draw_category_badge(painter, layout.badge, layout.badge_radius, card.category)
    draw_category_badge(
        painter, layout.corner_badge, layout.corner_badge_radius, card.category, label=False
    )
    name, ability = face_words(card, layout)
    painter.setPen(style.dark)
    name.draw(painter)
    painter.setPen(QColor("#2b2b2b"))
    ability.draw(painter)


def draw_back(painter: QPainter, rect: QRectF, colors: TablePalette) -> None:
    """The shared back: deep green with a ring of petals and a question of plots."""
    w = rect.width()
    radius = w * 0.08
    painter.setPen(QPen(colors.card_border, 1.2))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, colors.card_back.lighter(115))
    gradient.setColorAt(1.0, colors.card_back.darker(115))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.setPen(QPen(colors.card_back_pattern, w * 0.025))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    center = rect.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colors.card_back_pattern)
    for k in range(12):
        angle = math.radians(k * 30)
        painter.drawEllipse(
            QPointF(
                center.x() + w * 0.24 * math.cos(angle), center.y() + w * 0.24 * math.sin(angle)
            ),
            w * 0.07,
            w * 0.07,
        )
    painter.setBrush(colors.card_back.darker(130))
    painter.drawEllipse(center, w * 0.16, w * 0.16)
    painter.setPen(colors.card_back_pattern)
    painter.setFont(_font(w * 0.16))
    painter.drawText(
        QRectF(center.x() - w * 0.2, center.y() - w * 0.2, w * 0.4, w * 0.4),
        int(Qt.AlignmentFlag.AlignCenter),
        "✿",
    )


TAG_INSET = 0.05
"""How far a memory tag's badge and up value keep from its note's border (shares of the card's
width): the value, set against the right edge, touched the border at 150 % (play tester)."""


@dataclass(frozen=True)
class MemoryTag:
    """Where the memory tag of a face-down card (``draw_memory_tag``) sets its parts."""

    note: QRectF
    badge_center: QPointF
    badge_radius: float
    value_box: QRectF
    """The up value's room, right-aligned in it."""
    value_font: QFont
    name_box: QRectF


def memory_tag(rect: QRectF) -> MemoryTag:
    """The parts of a memory tag on the card in ``rect``: the badge top left and the value top
    right, each ``TAG_INSET`` in from the note's border, the name under them."""
    w = rect.width()
    note = QRectF(rect.left() + w * 0.08, rect.top() + rect.height() * 0.52, w * 0.84, w * 0.62)
    radius, inset = w * 0.1, w * TAG_INSET
    value_left = note.left() + w * 0.25
    return MemoryTag(
        note=note,
        badge_center=QPointF(note.left() + inset + radius, note.top() + inset + radius),
        badge_radius=radius,
        value_box=QRectF(value_left, note.top(), note.right() - inset - value_left, w * 0.32),
        value_font=_font(w * 0.2),
        name_box=QRectF(
            note.left() + w * 0.03, note.top() + w * 0.3, note.width() - w * 0.06, w * 0.3
        ),
    )


def draw_memory_tag(
    painter: QPainter, rect: QRectF, card: Card, up_value: int, colors: TablePalette
) -> None:
    """On a face-down card you know: a translucent note with the name, category and up value."""
    style = look(card.category)
    w = rect.width()
    tag = memory_tag(rect)
    fill = QColor(colors.card_paper)
    fill.setAlpha(225)
    painter.setPen(QPen(style.ink, w * 0.025, Qt.PenStyle.DashLine))
    painter.setBrush(fill)
    painter.drawRoundedRect(tag.note, w * 0.06, w * 0.06)
    draw_category_badge(painter, tag.badge_center, tag.badge_radius, card.category)
    painter.setPen(style.dark)
    painter.setFont(tag.value_font)
    painter.drawText(
        tag.value_box,
        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
        points_text(up_value),
    )
    fit_name(card_title(card), w * 0.085, tag.name_box).draw(painter)


def powers_words(card: Card) -> str:
    """A card's two Petal Powers in words, on a note where there is room for them."""
    return (
        tr("top %1 · bottom %2")
        .replace("%1", points_text(card.top))
        .replace("%2", points_text(card.bottom))
    )


MEMO_DOUBT_R = 10.0
"""The radius of the "?" on the corner of a note for a card that may have left the hand."""


MEMO_NAME_MIN_PX = 9
NOTE_LINES = 2
"""The most lines a note of the memory aid on the back of a rival's face-down card takes
(``held_to_lines``): on four or five ("Gewöhnlicher" over "Vogelfalter" over "oder" over
"Malaiischer" over "Roter Harlekin") it covered the card (play test)."""
"""The smallest a note's card name is set: a low note drops the powers beside it first, then
cuts it (the preview shows the card whole). Names shrank to 5 px in a narrow panel while a
short one stayed large (play test)."""


@dataclass(frozen=True)
class MemoWords:
    """Where a note on a hand's card (``draw_hand_memo``) sets its words."""

    badge: QRectF
    """The category badge's square."""
    name: Words
    powers: str
    """Both Petal Powers ("" when the note is too narrow for them and the name)."""
    power_box: QRectF
    power_font: QFont
    power_align: Qt.AlignmentFlag


def place_words(places: int, *, short: bool = False) -> str:
    """The words on each "?" note of a card that may be in ``places`` places, each with a
    note of its own: "one of 4 places" ("one of 4" where a few letters fit, on a face-down
    card). "Silver Royal ?" on three cards read as three Silver Royals (play test, session
    54); the same number on every note ties them together. "" for a single place."""
    if places < 2:
        return ""
    template = tr("one of %1") if short else tr("one of %1 places")
    return template.replace("%1", number_text(places))


def memo_place_lines(words: str, font: QFont, text: QRectF) -> tuple[str, QRectF, QRectF] | None:
    """A note's words on where else its card may be, too wide beside the name or on the
    line under it: broken between words under the name across the note's ``text`` room,
    whole ("l’un des 2 en…" on a low French note at 150 %, play tester, session 55). Returns
    the words, their box and the name's; None where a line of the name would not stay above
    them."""
    metrics = QFontMetricsF(font)
    lines = word_lines(words, font, text.width())
    if lines is None or (len(lines) + 1) * metrics.lineSpacing() > text.height() + 2:
        return None
    words_box = QRectF(text)
    words_box.setTop(text.bottom() - len(lines) * metrics.lineSpacing())
    name_box = QRectF(text)
    name_box.setBottom(words_box.top())
    return "\n".join(lines), words_box, name_box


def hand_memo_words(
    rect: QRectF,
    card: Card,
    *,
    sure: bool = True,
    elsewhere: str = "",
    badge: bool = True,
    title: str = "",
    most: int = 0,
) -> MemoWords:
    """The words of a note on ``card`` in ``rect``: badge, name and powers, clear of the "?"
    of a card not ``sure`` (it stood on the powers, play test). A low note puts the powers
    beside the name. A card that may be elsewhere too says so (``place_words``) where the
    powers stand, never dropped (the preview shows the powers): it is what the note means.
    Without the category ``badge`` (a note on a face-down card, too narrow for it and the
    name) the words take the note's width. A note that may be one of several cards names
    them all (``title``), without the powers of one. ``most`` (0: any number) holds the words
    to that many lines (``held_to_lines``)."""
    h = rect.height()
    two_lines = h >= 40
    radius = h * (0.3 if two_lines else 0.36) if badge else 0.0
    square = QRectF(rect.left() + 6, rect.center().y() - radius, 2 * radius, 2 * radius)
    left = rect.left() + (12 + radius * 2 if badge else 6)
    right = rect.right() - (6 if sure else 4 + MEMO_DOUBT_R)
    text = QRectF(left, rect.top() + 2, right - left, h - 4)
    size = min(17.0, h * (0.3 if two_lines else 0.55))
    power_font = _font(size * 0.88, bold=False)
    metrics = QFontMetricsF(power_font)
    # every note of a size says its powers the same way: whether the longest card's words
    # fit decides ("+3 / −1" beside "top +3 · bottom 0" read as two kinds of note)
    widest = max(metrics.horizontalAdvance(powers_words(other)) for other in CARDS.values())
    if elsewhere or title:
        powers = elsewhere
    elif two_lines and widest <= text.width():
        powers = powers_words(card)
    else:
        powers = f"{points_text(card.top)} / {points_text(card.bottom)}"
    if two_lines:
        # the powers on the last line, the name (on one or two lines) above them
        power_box = QRectF(text)
        power_box.setTop(text.bottom() - metrics.lineSpacing())
        name_box = QRectF(text)
        name_box.setBottom(power_box.top())
        power_align = Qt.AlignmentFlag.AlignLeft
    else:
        width = min(metrics.horizontalAdvance(powers) + 8, text.width() / 2)
        name_box = text.adjusted(0, 0, -width, 0)
        power_box = text.adjusted(text.width() - width, 0, 0, 0)
        power_align = Qt.AlignmentFlag.AlignRight
    if powers and elsewhere:
        # smaller, then under the name, on as many lines as it takes, then cut: the name
        # gives way to it, not it to the name
        while metrics.horizontalAdvance(powers) > power_box.width():
            if power_font.pixelSize() <= MEMO_NAME_MIN_PX:
                under = memo_place_lines(powers, power_font, text)
                if under is None:
                    powers = metrics.elidedText(
                        powers, Qt.TextElideMode.ElideRight, power_box.width()
                    )
                else:
                    powers, power_box, name_box = under
                    power_align = Qt.AlignmentFlag.AlignLeft
                break
            power_font = _font(power_font.pixelSize() - 1, bold=False)
            metrics = QFontMetricsF(power_font)
    elif metrics.horizontalAdvance(powers) > power_box.width():
        powers = ""  # never cut ("+5 /" on a Garrison card's note): the preview has them
    title = title or card_title(card)
    # a low note's name no larger than its powers: short names stood out large beside long
    # ones set small (play test)
    name_size = size if two_lines or "\n" in powers else power_font.pixelSize()
    name = fit_name(title, name_size, name_box, Qt.AlignmentFlag.AlignLeft)
    if name.font.pixelSize() < MEMO_NAME_MIN_PX and not elsewhere:
        powers, name_box = "", QRectF(text)
        name = fit_name(title, name_size, name_box, Qt.AlignmentFlag.AlignLeft)
    if name.font.pixelSize() < MEMO_NAME_MIN_PX:
        font = _font(MEMO_NAME_MIN_PX)
        metrics = QFontMetricsF(font)
        lines = word_lines(title, font, name_box.width())
        if lines is None or len(lines) * metrics.lineSpacing() > name_box.height() + 2:
            lines = [metrics.elidedText(title, Qt.TextElideMode.ElideRight, name_box.width())]
        top = name_box.center().y() - len(lines) * metrics.lineSpacing() / 2
        name = stack_lines(
            font, lines, name_box.left(), top, name_box.width(), Qt.AlignmentFlag.AlignLeft
        )
    words = MemoWords(square, name, powers, power_box, power_font, power_align)
    return held_to_lines(words, title, text, most, bool(elsewhere)) if most else words


def held_to_lines(words: MemoWords, title: str, text: QRectF, most: int, places: bool) -> MemoWords:
    """``words`` of a note in ``text`` in at most ``most`` lines: a note on a rival's card
    ran to four ("Arlequin rouge malais ou Ornithoptère commun" over "l’un des 2", on the
    back of a face-down card), and covered or crowded the card (play test). The words on the
    other ``places`` it may be in keep a line, no larger than the name; the name (``title``)
    takes the rest, as large as fits down to ``MEMO_NAME_MIN_PX``, its last line cut where
    even that is too wide (the card's tooltip and preview name it whole). A card's powers give
    way to its name (the preview has them)."""
    names, powers_lines = len(words.name.lines), words.powers.count("\n") + 1 if words.powers else 0
    beside = bool(words.power_align & Qt.AlignmentFlag.AlignRight)  # a low note's powers
    if (max(names, powers_lines) if beside else names + powers_lines) <= most:
        return words
    powers, power_box, power_font = words.powers.replace("\n", " "), QRectF(), words.power_font
    size, lines = name_in_lines(title, words.name.font.pixelSize(), text.width(), most - 1)
    if len(lines) > most - 1 and powers and not places:
        powers = ""
        size, lines = name_in_lines(title, words.name.font.pixelSize(), text.width(), most)
    room = most - (1 if powers else 0)
    font = _font(size)
    metrics = QFontMetricsF(font)
    if len(lines) > room:
        lines = [*lines[: room - 1], " ".join(lines[room - 1 :])]
    # a pixel to spare: an elided line came out a little wider than the width it was cut to
    cut = text.width() - 1
    lines = [
        metrics.elidedText(line, Qt.TextElideMode.ElideRight, cut)
        if metrics.horizontalAdvance(line) > text.width()
        else line
        for line in lines
    ]
    name_room = QRectF(text)
    if powers:
        # no larger than the name: "one of 2" stood large under a cut name
        power_font = one_line_font(powers, min(power_font.pixelSize(), size), text.width())
        power_metrics = QFontMetricsF(power_font)
        powers = power_metrics.elidedText(powers, Qt.TextElideMode.ElideRight, cut)
        power_box = QRectF(text)
        power_box.setTop(text.bottom() - power_metrics.lineSpacing())
        name_room.setBottom(power_box.top())
    top = name_room.center().y() - len(lines) * metrics.lineSpacing() / 2
    name = stack_lines(font, lines, text.left(), top, text.width(), Qt.AlignmentFlag.AlignLeft)
    return replace(words, name=name, powers=powers, power_box=power_box, power_font=power_font)


def name_in_lines(name: str, size: float, width: float, most: int) -> tuple[float, list[str]]:
    """The largest size from ``size`` down to ``MEMO_NAME_MIN_PX`` pixels at which ``name``
    breaks between its words into ``most`` lines ``width`` wide, and its lines there (more
    than ``most``, or a word wider, where none does)."""
    while True:
        lines = word_lines(name, _font(size), width)
        if lines is None and size <= MEMO_NAME_MIN_PX:  # a word too wide: cut at its line
            return size, break_lines(name, QFontMetricsF(_font(size)), width, " ")
        if (lines is not None and len(lines) <= most) or size <= MEMO_NAME_MIN_PX:
            return size, lines or [name]
        size = max(float(MEMO_NAME_MIN_PX), size * SHRINK)


def one_line_font(words: str, size: float, width: float) -> QFont:
    """The largest font from ``size`` down to ``MEMO_NAME_MIN_PX`` pixels in which ``words``
    fit one line ``width`` wide (the smallest where none does)."""
    font = _font(size, bold=False)
    while QFontMetricsF(font).horizontalAdvance(words) > width and size > MEMO_NAME_MIN_PX:
        size = max(float(MEMO_NAME_MIN_PX), size - 1)
        font = _font(size, bold=False)
    return font


def draw_hand_memo(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    colors: TablePalette,
    *,
    sure: bool = True,
    elsewhere: str = "",
    badge: bool = True,
    title: str = "",
    most: int = 0,
) -> None:
    """A card you know in another player's hand or as their victory card: a dashed note like
    the memory tag of a face-down Garrison card, with its category badge, its name and both
    Petal Powers (neither card has an up end), set by ``hand_memo_words``. A card that may
    have gone face down into their Garrison (not ``sure``) is dotted and has a "?" on its
    corner, over the border, clear of the words; one that may be in other places too says
    how many (``elsewhere``); ``most`` lines at most (0: any number)."""
    style = look(card.category)
    fill = QColor(colors.card_paper)
    fill.setAlpha(235 if sure else 190)
    line = Qt.PenStyle.DashLine if sure else Qt.PenStyle.DotLine
    painter.setPen(QPen(style.ink, 1.5, line))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
    if not sure:
        center = QPointF(rect.right() - 2, rect.top() + 2)
        painter.setPen(QPen(style.ink, 1.2))
        painter.setBrush(QColor(colors.card_paper))
        painter.drawEllipse(center, MEMO_DOUBT_R, MEMO_DOUBT_R)
        painter.setPen(style.dark)
        painter.setFont(_font(MEMO_DOUBT_R * 1.5, bold=True))
        box = QRectF(
            center.x() - MEMO_DOUBT_R, center.y() - MEMO_DOUBT_R, 2 * MEMO_DOUBT_R, 2 * MEMO_DOUBT_R
        )
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), "?")
    words = hand_memo_words(
        rect, card, sure=sure, elsewhere=elsewhere, badge=badge, title=title, most=most
    )
    radius = words.badge.width() / 2
    if badge:
        draw_category_badge(
            painter, words.badge.center(), radius, card.category, label=radius >= 12
        )
    painter.setPen(style.dark)
    words.name.draw(painter)
    if words.powers:
        painter.setFont(words.power_font)
        painter.drawText(
            words.power_box, int(words.power_align | Qt.AlignmentFlag.AlignVCenter), words.powers
        )
