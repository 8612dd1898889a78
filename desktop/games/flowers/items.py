"""Scene items of the Flowers table: cards, stack piles and the teaching overlay."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.games.flowers import faces
from desktop.i18n import capitalised
from desktop.table.items import CardItem, LabelItem, PanelItem
from desktop.table.palette import TablePalette, table_palette, text_on
from desktop.table.preview import SPOT_SHARES, CardPreview, Clearance, clearest_spot
from desktop.table.view import TableView
from engine.games.flowers.components import CARDS, HIDDEN
from engine.games.flowers.state import Cell

CARD_W = 100.0
CARD_H = 140.0
STRUCK_INK = QColor(40, 40, 40, 150)
"""A card the end would remove: a grey no field colour shares, on its light face."""
STRUCK_WASH = QColor(255, 255, 255, 55)
"""And faded under it, as a card on its way out: its flowers and values still read (more
faded, a yellow card's numerals stood 2.7:1, hard to read late in a game, play test)."""
CROSS_BADGE_REACH = 0.95
"""Half the side of a ✗ badge's square, against a ✓ badge's circle's radius."""
FIELD_GROW = 7.0
"""How far a field's outline stands out from its cards (at scale 1)."""
PILL_ABOVE_EDGE = 33.0
"""How far above its card's bottom edge a field's "+N" pill begins (at scale 1): under the
lowest flowers (they end 35.5 above it) and left of the upside-down value."""
PILL_ABOVE_TAB = 51.0
"""The same above the tab that counts the cards under a card (it begins 24 above the edge)."""


def tr(text: str) -> str:
    return QCoreApplication.translate("FlowersBoard", text)


def coloured_value(card_id: int) -> str:
    """A flower card's colour and value without article, e.g. "red 3".

    Each colour is one whole source text ("red %1"): a translator writes the word order and the
    adjective's ending once ("3 rouge", "rote 3"), which a colour word put next to a number
    cannot get right. The German endings fit the name alone and after "die" or "eine", so a
    sentence names a card only where its German reads "die %1" or "eine %1".
    """
    card = CARDS[card_id]
    names = {
        "yellow": tr("yellow %1"),
        "red": tr("red %1"),
        "blue": tr("blue %1"),
        "green": tr("green %1"),
    }
    return names[card.colour].replace("%1", str(card.value))


def flower_name(card_id: int) -> str:
    """A flower card's full name without article, e.g. "red 3 with a blue butterfly" (each
    butterfly colour is one source text, for the same reason as in :func:`coloured_value`)."""
    name = coloured_value(card_id)
    butterfly = CARDS[card_id].butterfly
    if butterfly is None:
        return name
    with_butterfly = {
        "yellow": tr("%1 with a yellow butterfly"),
        "red": tr("%1 with a red butterfly"),
        "blue": tr("%1 with a blue butterfly"),
        "green": tr("%1 with a green butterfly"),
    }
    return with_butterfly[butterfly].replace("%1", name)


def card_title(card_id: int) -> str:
    """The first line of a card's tooltip, e.g. "Red 3 with a blue butterfly"."""
    if card_id == HIDDEN or not 0 <= card_id < len(CARDS):
        text = tr("a face-down card")
    elif CARDS[card_id].purple:
        text = tr("the purple starting card")
    else:
        text = flower_name(card_id)
    return capitalised(text)


def under_tab(rect: QRectF) -> QRectF:
    """Where a card in ``rect`` counts the cards under it: on its bottom strip, under its
    flowers, at the left end where a field's pill stands (``OverlayItem._pill_rect``), well
    clear of the upside-down value. In the middle of the strip it touched that value's badge:
    in a small panel the count and the value read as one number, "1 2" (play test)."""
    scale = rect.width() / CARD_W
    return QRectF(rect.left() + 8 * scale, rect.bottom() - 24 * scale, 48 * scale, 20 * scale)


class FlowerCardItem(CardItem):
    """One Flowers card, face up or face down; ``under`` covered cards show as a badge."""

    def __init__(self, card_id: int) -> None:
        super().__init__(CARD_W, CARD_H)
        self.card_id = card_id
        self.under = 0
        self.dimmed = False
        self._about = ""
        """The tooltip's text about the card itself (its name, what the scoring thinks of it)."""
        self._cue = ""
        """A last tooltip line on what a click on the card does (``set_cue``)."""
        self.set_card(card_id)

    def set_card(self, card_id: int) -> None:
        """Show another card (a face-down card turned up when it is drawn)."""
        self.card_id = card_id
        self.explain(card_title(card_id))
        self.update()

    def explain(self, about: str) -> None:
        """The tooltip's text about the card (its ``cue`` stays under it)."""
        self._about = about
        self.setToolTip("\n".join(line for line in (about, self._cue) if line))

    def set_cue(self, cue: str) -> None:
        """End the tooltip with ``cue`` ("" for none): a card in another player's panel says
        that a click shows their garden large, as the panel's own tooltip does, for the
        card's tooltip hides the panel's wherever a card lies."""
        self._cue = cue
        self.explain(self._about)

    def set_under(self, under: int) -> None:
        if under != self.under:
            self.under = under
            self.update()

    def shows_face(self) -> bool:
        """The item holds a card the viewer may see (a hidden card is only ever a back)."""
        return self.card_id != HIDDEN and 0 <= self.card_id < len(CARDS)

    def previewed_card(self) -> int | None:
        """The card the preview may show large: a face-up card only."""
        return self.card_id if self.shows_face() else None

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        """The card alone, without badge or dimming (a hidden card: its back): on the table, and
        large in the card preview."""
        if not self.shows_face():
            faces.draw_back(painter, rect, self.palette_colors)
            return
        card = CARDS[self.card_id]
        faces.draw_face(
            painter,
            rect,
            card.colour,
            None if card.purple else card.value,
            card.butterfly,
            self.palette_colors,
        )

    def paint_card(self, painter: QPainter, rect: QRectF) -> None:
        colors = self.palette_colors
        self.paint_preview(painter, rect)
        if not self.shows_face():
            return
        if self.under:
            self._paint_under_badge(painter, rect, colors)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect, self.radius, self.radius)

    def _paint_under_badge(self, painter: QPainter, rect: QRectF, colors: TablePalette) -> None:
        """A small tab at the bottom edge (``under_tab``): how many cards lie under this one,
        beside a drawn pile of cards. A "▾" glyph read as "+1" at table size, a point like the
        butterflies'."""
        tab = under_tab(rect)
        painter.setPen(QPen(colors.card_border, 1))
        painter.setBrush(QColor("#3b3b3b"))
        painter.drawRoundedRect(tab, 8, 8)
        white = QColor("#ffffff")
        painter.setPen(QPen(white, 1.4))
        painter.setBrush(QColor("#3b3b3b"))
        for step in (2, 0):  # the card under, then the one on top
            painter.drawRoundedRect(
                QRectF(tab.left() + 8 + step * 1.5, tab.top() + 3 + step * 1.5, 9, 11), 1.5, 1.5
            )
        font = QFont()
        font.setBold(True)
        font.setPixelSize(16)  # 13 read as a speck in a small panel, beside 19 for the value
        painter.setFont(font)
        painter.setPen(white)
        number = tab.adjusted(22, 0, -4, 0)
        painter.drawText(number, int(Qt.AlignmentFlag.AlignCenter), str(self.under))


DISCARD_TILTS = (-9.0, 7.0, -4.0)
"""Degrees each card under the discard pile's top lies askew, the lowest first."""
DISCARD_TRAY_TOP = 52.0
"""How far above its card the discard pile's tray begins, round its heading."""


class PileItem(QGraphicsObject):
    """The thickness of a draw stack (or an empty slot), drawn under its top card."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.backs = False
        """The cards under the top lie face down (a draw stack): a top card lifted off by a
        drag uncovers a card back, as at a real table, not a blank card."""
        self.discard = False
        """The solo discard pile: drawn on a tray of its own, its cards askew, so that its
        face-up top is not read as the next card to draw (play test)."""
        self.palette_colors: TablePalette = table_palette()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-10)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def set_discard(self, discard: bool) -> None:
        if discard != self.discard:
            self.prepareGeometryChange()
            self.discard = discard
            self.update()

    def tray_rect(self) -> QRectF:
        """The discard pile's tray: round its heading above and its card."""
        return QRectF(-10, -DISCARD_TRAY_TOP, CARD_W + 20, CARD_H + DISCARD_TRAY_TOP + 10)

    def boundingRect(self) -> QRectF:
        if self.discard:
            return self.tray_rect().adjusted(-2, -2, 2, 2)
        return QRectF(-4, -4, CARD_W + 20, CARD_H + 20)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.discard:
            self._paint_discard(painter, rect)
            return
        if self.count <= 1:  # nothing under the top card: lifted, it leaves an empty slot
            faces.draw_empty_slot(painter, rect, self.palette_colors)
            return
        layers = min(8, (self.count + 3) // 4)
        for layer in range(layers, 0, -1):
            offset = layer * 1.6
            painter.setPen(QPen(self.palette_colors.card_border, 0.8))
            painter.setBrush(self.palette_colors.card_paper.darker(100 + layer * 4))
            painter.drawRoundedRect(rect.translated(offset, offset), 8, 8)
        if self.backs:
            faces.draw_back(painter, rect, self.palette_colors)

    def _paint_discard(self, painter: QPainter, rect: QRectF) -> None:
        """A tray in the felt's colour with a dashed rim, and the cards under the top askew,
        as a discard pile lies at a table."""
        colors = self.palette_colors
        painter.setPen(QPen(colors.panel_border, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(colors.felt)
        painter.drawRoundedRect(self.tray_rect(), 12, 12)
        if self.count <= 1:
            faces.draw_empty_slot(painter, rect, colors)
            return
        painter.setPen(QPen(colors.card_border, 0.8))
        painter.setBrush(colors.card_paper.darker(106))
        for tilt in DISCARD_TILTS[-min(len(DISCARD_TILTS), self.count - 1) :]:
            painter.save()
            painter.translate(rect.center())
            painter.rotate(tilt)
            painter.translate(-rect.center())
            painter.drawRoundedRect(rect, 8, 8)
            painter.restore()


class SheetItem(PanelItem):
    """The sheet another player's garden is drawn large on, over the whole table (the board's
    ``look_at``). It hides the table under it and takes what the pointer does there: its
    hover (no card under it lifts or shows its preview), its presses (nothing under it can be
    picked up or clicked) and, through its tooltip, the tooltips of the cards under it. A
    click on it (or on a card of the garden it shows) closes it."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__(QRectF())
        # ``emphasis``: drawn with the accent's border, it is the viewer's turn under the sheet
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click closes the sheet; a press that travelled (a pan, a slip) does not."""
        travel = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
        if travel.manhattanLength() < QApplication.startDragDistance():
            self.clicked.emit()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        event.accept()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette_colors.felt)  # opaque: the table does not show through
        painter.drawRoundedRect(self.rect, 18, 18)
        super().paint(painter, option, widget)


@dataclass
class OverlayData:
    """What the teaching overlay shows on one area (all of it computed by the engine)."""

    rects: dict[Cell, QRectF] = field(default_factory=dict)
    """Scene rectangle of every visible (top) card of the area."""
    values: dict[Cell, int] = field(default_factory=dict)
    """Value of each top card (0 = purple): the size its group needs."""
    invalid: frozenset[Cell] = frozenset()
    """Cells the engine would remove now (not in a valid value group)."""
    fields: tuple[tuple[str, tuple[Cell, ...], bool], ...] = ()
    """Fields of 5+ cards: colour, cells, scores?"""
    butterflies: frozenset[Cell] = frozenset()
    """Cells whose butterfly touches its colour (+1 each)."""
    covering: frozenset[Cell] = frozenset()
    """Cells whose top card covers others: a tab at its bottom edge counts them."""
    scale: float = 1.0


FIELD_PATTERNS: dict[str, Qt.BrushStyle] = {
    "yellow": Qt.BrushStyle.Dense6Pattern,
    "red": Qt.BrushStyle.BDiagPattern,
    "blue": Qt.BrushStyle.FDiagPattern,
    "green": Qt.BrushStyle.CrossPattern,
}
"""A distinct hatching per colour, so a field never relies on colour alone."""


OVERLAY_Z = 500.0
"""The help layer's fields lie over the cards, under the cells' frames."""
MARKS_Z = 670.0
"""Its ✓/✗ marks and butterflies' "+1" lie over the cells' frames (600, the lesson's 650,
the keyboard's 660): the frame of a previewed cell crossed the top of its ✗ (a ``^`` was left
of it), and the next cell's frame cut "+1" to "+L"."""


class OverlayItem(QGraphicsObject):
    """The help layer over an area: ✓/✗ per value group, field outlines, scoring butterflies.
    With ``marks``, the layer of what stands astride the cards' edges, over the cells' frames
    (``MARKS_Z``): the ✓/✗ marks and the butterflies' badges; without, the fields."""

    def __init__(self, marks: bool = False) -> None:
        super().__init__()
        self.data = OverlayData()
        self.marks = marks
        self.palette_colors: TablePalette = table_palette()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(MARKS_Z if marks else OVERLAY_Z)
        self._bounds = QRectF()
        self.patterns = False
        """Colour-blind setting: fill each field with its colour's own hatching."""

    def set_data(self, data: OverlayData) -> None:
        self.prepareGeometryChange()
        self.data = data
        bounds = QRectF()
        for rect in data.rects.values():
            bounds = bounds.united(rect)
        self._bounds = bounds.adjusted(-30, -30, 30, 30)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def badge_rects(self) -> list[QRectF]:
        """Everything the overlay paints round its cards: each field's outline and score pill,
        the value marks and the butterfly badges. A field's pill and the marks reach past the
        cards' cells, so the board keeps room for them in a small garden's panel."""
        data = self.data
        rects: list[QRectF] = []
        for _colour, cells, scores in data.fields:
            bounds = self._field_bounds(cells)
            rects.append(bounds)
            if scores:
                rects.append(self._pill_rect(cells))
        for cell, rect in data.rects.items():
            if data.values.get(cell, 0):
                center, radius = _mark_circle(rect, data.scale)  # a ✗'s square lies within
                rects.append(
                    QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
                )
        rects += [
            _butterfly_badge(data.rects[cell], data.scale)
            for cell in data.butterflies
            if cell in data.rects
        ]
        return rects

    def _pill_rect(self, cells: tuple[Cell, ...]) -> QRectF:
        """A scoring field's "+N" pill, inside one of its cards, on that card's bottom strip
        between its flowers and its upside-down value, where it covers no art a player reads:
        on a card that covers none, as the tab counting the cards under a card lies there too
        (the right-most of the field's lowest row that has no tab, so that the pill is never on
        a neighbour outside the field). Drawn above the tab, it covered the lower flowers of
        that card (play test: "+11" over the flowers). Where every card of the field covers
        others, it stands above the tab, over the lower flowers."""
        data = self.data
        bare = tuple(cell for cell in cells if cell not in data.covering)
        cell = _corner_cell(bare or cells)
        card = data.rects[cell]
        scale = data.scale
        above = PILL_ABOVE_TAB if cell in data.covering else PILL_ABOVE_EDGE
        return QRectF(
            card.left() + 8 * scale, card.bottom() - above * scale, 44 * scale, 24 * scale
        )

    def _field_bounds(self, cells: tuple[Cell, ...]) -> QRectF:
        """The outer edge of a field's outline: its cards grown by the outline's margin."""
        grow = FIELD_GROW * self.data.scale
        bounds = QRectF()
        for cell in cells:
            rect = self.data.rects.get(cell)
            if rect is not None:
                bounds = bounds.united(rect.adjusted(-grow, -grow, grow, grow))
        return bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.marks:
            self._paint_marks(painter)
            # astride a card's edge, as the marks are: under the cells' frames, the next
            # cell's frame cut "+1" to "+L" (play test)
            self._paint_butterflies(painter)
        else:
            self._paint_fields(painter)

    def _paint_fields(self, painter: QPainter) -> None:
        """Each field's outline and fill, and a scoring field's "+N" pill."""
        data = self.data
        scale = data.scale
        for colour, cells, scores in data.fields:
            path = QPainterPath()
            for cell in cells:
                rect = data.rects.get(cell)
                if rect is not None:
                    grow = FIELD_GROW * scale
                    sub = QPainterPath()
                    sub.addRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 10, 10)
                    path = path.united(sub)
            ink = QColor(faces.hue(colour).ink)
            style = Qt.PenStyle.SolidLine if scores else Qt.PenStyle.DashLine
            painter.setPen(QPen(ink, 5 * scale, style))
            fill = QColor(ink)
            if self.patterns:
                fill.setAlpha(110)
                painter.setBrush(
                    QBrush(fill, FIELD_PATTERNS.get(colour, Qt.BrushStyle.Dense6Pattern))
                )
            else:
                fill.setAlpha(28)
                painter.setBrush(fill)
            painter.drawPath(path.simplified())
            if scores:
                pill = self._pill_rect(cells)
                painter.setBrush(ink)
                painter.setPen(QPen(QColor("#ffffff"), 1.5 * scale))
                painter.drawRoundedRect(pill, 12 * scale, 12 * scale)
                pill_font = QFont()
                pill_font.setBold(True)
                pill_font.setPixelSize(max(7, int(15 * scale)))
                painter.setFont(pill_font)
                # dark on a light ink: white on the yellow pill was 1.8:1, unread (play test)
                painter.setPen(text_on(ink))
                painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), f"+{len(cells)}")

    def _paint_marks(self, painter: QPainter) -> None:
        """A ✓ or ✗ astride each valued card's top edge; a card to be removed faded and
        outlined, under the badges: drawn over its ✗, the fading greyed the badge's lower half
        and the outline crossed it."""
        data, colors = self.data, self.palette_colors
        scale = data.scale
        valued = [(cell, rect) for cell, rect in data.rects.items() if data.values.get(cell, 0)]
        for cell, rect in valued:
            if cell in data.invalid:
                # faded, in a grey line no field's outline has: a red frame, beside a red
                # field's red outline, read as part of it (play test). Whole: dashed, in a
                # small side panel it read as the dashed ring of a card placed since the
                # viewer's last move (``paint_since_ring``, play test)
                painter.setPen(QPen(STRUCK_INK, 3 * scale))
                painter.setBrush(STRUCK_WASH)
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8 * scale, 8 * scale)
        for cell, rect in valued:
            bad = cell in data.invalid
            ink = colors.bad if bad else colors.good
            center, radius = _mark_circle(rect, scale)
            painter.setPen(QPen(QColor("#ffffff"), 2 * scale))
            painter.setBrush(ink)
            if bad:
                # a square, where a valid card's is round: to a red-green colour-blind player
                # the two badges were one olive circle, told apart only by the small mark
                # inside (play test). Not a diamond: the ✗'s strokes ran along its edges and
                # cut it into four small diamonds, read as some other mark (play test)
                reach = radius * CROSS_BADGE_REACH
                square = QRectF(center.x() - reach, center.y() - reach, 2 * reach, 2 * reach)
                painter.drawRoundedRect(square, 2.5 * scale, 2.5 * scale)
            else:
                painter.drawEllipse(center, radius, radius)
            _draw_mark(painter, center, radius * 0.45, bad, scale, text_on(ink))

    def _paint_butterflies(self, painter: QPainter) -> None:
        """A "+1" badge on each card whose butterfly scores."""
        data, colors = self.data, self.palette_colors
        scale = data.scale
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(7, int(14 * scale)))
        painter.setFont(font)
        for cell in data.butterflies:
            rect = data.rects.get(cell)
            if rect is None:
                continue
            badge = _butterfly_badge(rect, scale)
            painter.setBrush(colors.good)
            painter.setPen(QPen(QColor("#ffffff"), 1.5 * scale))
            painter.drawRoundedRect(badge, 8 * scale, 8 * scale)
            painter.setPen(text_on(colors.good))
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), "+1")


def _corner_cell(cells: tuple[Cell, ...]) -> Cell:
    """The card of a field its pill stands on: the right-most of its lowest row, a card of
    the field whatever its shape (an L's bounding box has an empty corner)."""
    return max(cells, key=lambda cell: (cell[1], cell[0]))


def _mark_circle(rect: QRectF, scale: float) -> tuple[QPointF, float]:
    """Centre and radius of a card's ✓/✗ mark, astride the card's top edge, its centre on it:
    a fifth of its radius lower, it met the butterfly's wing (``faces.butterfly_spot``)."""
    radius = 13 * scale
    return QPointF(rect.center().x(), rect.top()), radius


def _butterfly_badge(rect: QRectF, scale: float) -> QRectF:
    """A scoring butterfly's "+1" badge, astride the card's right edge just under its
    butterfly (``faces.butterfly_spot``): beside the flowers (``faces.flower_spots``), clear of
    the values, and by the butterfly it counts. Inside the card it lay over the right-hand
    flowers of a 3 or a 4 (play test); the bottom strip holds the field's pill and the tab."""
    center, size = faces.butterfly_spot(rect)
    return QRectF(rect.right() - 12 * scale, center.y() + size, 24 * scale, 18 * scale)


def _draw_mark(
    painter: QPainter, center: QPointF, size: float, bad: bool, scale: float, ink: QColor
) -> None:
    """A tick or a cross drawn with lines, so it reads at any size and in any font; ``ink``
    reads on the badge's fill (white on the light palette's deep red, near-black on the dark
    palette's pastel one)."""
    pen = QPen(ink, max(1.0, 3 * scale))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    x, y = center.x(), center.y()
    if bad:
        painter.drawLine(QPointF(x - size, y - size), QPointF(x + size, y + size))
        painter.drawLine(QPointF(x - size, y + size), QPointF(x + size, y - size))
    else:
        path = QPainterPath(QPointF(x - size, y))
        path.lineTo(QPointF(x - size * 0.3, y + size * 0.75))
        path.lineTo(QPointF(x + size, y - size * 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


SEAT_COLOURS = (
    QColor("#0f766e"),
    QColor("#9a5b2c"),
    QColor("#3f4a5c"),
    QColor("#8a2f66"),
)
"""Each seat's colour, by seat: teal, copper, slate, plum. None is a card's colour (yellow,
red, blue, green, purple), the lesson's orange or the last move's pink, so a seat's mark is
never read as a card's or a frame's; each holds white digits at 4.5:1 or more."""


class SeatMarkItem(QGraphicsObject):
    """A seat's mark beside its garden's title: a disc in the seat's colour with its number,
    the same whichever panel the garden stands in. In hot-seat the panels follow the seat at
    the screen, so they move between turns: play testers lost track of whose garden was
    where, and a mark told by its number as well as its colour finds it again."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.diameter = 20.0
        self.palette_colors: TablePalette = table_palette()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(tr("Seat %1").replace("%1", self.number()))

    def number(self) -> str:
        return str(self.seat + 1)

    def colour(self) -> QColor:
        return SEAT_COLOURS[self.seat % len(SEAT_COLOURS)]

    def set_diameter(self, diameter: float) -> None:
        if diameter != self.diameter:
            self.prepareGeometryChange()
            self.diameter = diameter

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.diameter, self.diameter).adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(0, 0, self.diameter, self.diameter)
        fill = self.colour()
        # a ring in the text's colour: the dark fills sank into the dark palette's panel
        painter.setPen(QPen(self.palette_colors.text, max(1.0, self.diameter * 0.07)))
        painter.setBrush(fill)
        painter.drawEllipse(disc)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(self.diameter * 0.62)))
        painter.setFont(font)
        painter.setPen(text_on(fill))
        painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), self.number())


GLOW_SWATCH = "\u2003"
"""Where the legend draws a small card glowing as the last move's card does (an em space in
its text keeps the room)."""
RING_SWATCH = "\u2001"
"""Where the legend draws a small card in the dashed ring with a dot of a card placed since
the viewer's last move (an em quad: as wide, told apart from the glow's)."""


class LegendItem(LabelItem):
    """The score panel's legend: its text, and at each ``GLOW_SWATCH`` and ``RING_SWATCH`` a
    small card marked as the table marks the last move's card and those placed since the
    viewer's last move. Those marks had no word on the table but the cards' tooltips; a
    drawn swatch and two or three words fit the room the legend's lines leave."""

    def swatches(self) -> list[tuple[str, QRectF]]:
        """Each swatch in the text and the box it is drawn in (the room its space keeps, a
        line high), in the label's coordinates."""
        metrics = QFontMetricsF(self.font)
        lines = self.text.split("\n")
        spacing = metrics.lineSpacing()
        top = (self.height - len(lines) * spacing) / 2  # the block centred, as it is drawn
        found = []
        for number, line in enumerate(lines):
            for index, mark in enumerate(line):
                if mark in (GLOW_SWATCH, RING_SWATCH):
                    left = metrics.horizontalAdvance(line[:index])
                    room = metrics.horizontalAdvance(mark)
                    found.append((mark, QRectF(left, top + number * spacing, room, spacing)))
        return found

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        colors = self.palette_colors
        for mark, box in self.swatches():
            high = box.height() * 0.6  # with its mark, about as high as the line
            card = QRectF(0, 0, high * CARD_W / CARD_H, high)
            card.moveCenter(box.center())
            painter.setPen(QPen(colors.card_border, high * 0.06))
            painter.setBrush(colors.card_paper)
            painter.drawRoundedRect(card, high * 0.1, high * 0.1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            accent = QColor(colors.accent)
            if mark == GLOW_SWATCH:  # the last move's strokes, fading outwards
                for grow, alpha in ((0.12, 255), (0.28, 110)):
                    accent.setAlpha(alpha)
                    painter.setPen(QPen(accent, high * 0.16))
                    halo = card.adjusted(-high * grow, -high * grow, high * grow, high * grow)
                    painter.drawRoundedRect(halo, high * 0.2, high * 0.2)
            else:  # one dashed ring and a dot on its top right corner
                pen = QPen(accent, high * 0.14, Qt.PenStyle.DashLine)
                pen.setDashPattern([1.6, 1.2])
                painter.setPen(pen)
                ring = card.adjusted(-high * 0.2, -high * 0.2, high * 0.2, high * 0.2)
                painter.drawRoundedRect(ring, high * 0.2, high * 0.2)
                painter.setPen(QPen(QColor("#ffffff"), high * 0.05))
                painter.setBrush(accent)
                dot = ring.topRight() + QPointF(-high * 0.1, high * 0.1)
                painter.drawEllipse(dot, high * 0.2, high * 0.2)


EDGE_Z = 680.0
"""The garden's row numbers and column letters lie over every frame on its cells (the offered
cells' 600, the lesson's 650, the keyboard's 660) and the help layer's marks (670): under them,
the offered cells' frames touched the letters under the last row and a hint's frame hid an "H"
(play tester)."""


class EdgeLabelItem(LabelItem):
    """A row number or column letter of the viewer's garden, over the frames on its cells
    (``EDGE_Z``), on a small rounded backing of the panel's colour just around its glyph: a
    frame line passing behind it is interrupted, not drawn across the letter. A larger margin
    would have kept the frames off the letters too, but shrank every garden."""

    def __init__(self, text: str = "", point_size: float = 14.0, bold: bool = False) -> None:
        super().__init__(text, point_size, bold)
        self.setZValue(EDGE_Z)

    def glyph_rect(self) -> QRectF:
        """Where its text's ink lies, centred in its box as ``LabelItem`` draws it."""
        metrics = QFontMetricsF(self.font)
        box = self.boundingRect()
        left = box.center().x() - metrics.horizontalAdvance(self.text) / 2
        baseline = box.center().y() - metrics.height() / 2 + metrics.ascent()
        return metrics.tightBoundingRect(self.text).translated(left, baseline)

    def backing_rect(self) -> QRectF:
        """The backing: around the glyph by a fifth of the font's height, inside its box."""
        pad = QFontMetricsF(self.font).height() / 5
        return self.glyph_rect().adjusted(-pad, -pad, pad, pad).intersected(self.boundingRect())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.text:
            colors = self.palette_colors
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            backing = self.backing_rect()
            radius = min(backing.width(), backing.height()) / 3
            # the panel is translucent: over the felt as drawn there, so that what shows is
            # the panel as it looks around, without the frame behind
            for ground in (self._felt(backing), colors.panel):
                painter.setBrush(ground)
                painter.drawRoundedRect(backing, radius, radius)
        super().paint(painter, option, widget)

    def _felt(self, backing: QRectF) -> QColor:
        """The felt's colour behind ``backing``: its gradient from the table's top to its
        bottom (``TableView.drawBackground``), halfway without a table view."""
        colors = self.palette_colors
        scene = self.scene()
        views = [] if scene is None else scene.views()
        share = 0.5
        if views and isinstance(views[0], TableView):
            content = views[0].content_rect()
            y = self.mapToScene(backing.center()).y()
            share = min(1.0, max(0.0, (y - content.top()) / max(content.height(), 1.0)))
        return mixed(colors.felt, colors.felt_edge, share)


def mixed(first: QColor, second: QColor, share: float) -> QColor:
    """The colour ``share`` of the way from ``first`` to ``second``."""
    return QColor(
        round(first.red() + (second.red() - first.red()) * share),
        round(first.green() + (second.green() - first.green()) * share),
        round(first.blue() + (second.blue() - first.blue()) * share),
    )


PREVIEW_SHARES = (*SPOT_SHARES, 0.5, 0.4)
"""The preview's sizes tried among the table's parts (``clearest_spot``), down to 2.5 times a
card of a late garden of four at 1366×768, where no larger preview found room clear of the other
players' gardens."""

ROOM_COST = 1.0
"""A place clear of the other players' gardens that covers no more than this (one of the
viewer's cards, or the score's panel a third) is room enough: the preview goes there."""

Keep = tuple[Clearance, list[tuple[QRect, float]], list[QRect]]
"""What a Flowers preview keeps clear (``Clearance``: what it must never cover, what it had
better not), the other players' gardens, each with what covering it whole costs, and what it
covers only where no place is left clear of it (the viewer's garden's cells, the score)."""


class GardenPreview(CardPreview):
    """The table's card preview, placed among the table's parts where it covers the least of
    them, smaller if need be (``clearest_spot``). Clear of the viewer's garden's cells and the
    score wherever the table has room for it: weighed with the rest, a place over an empty
    cell of column A, or over the score's line for the card in hand, cost so little that it
    was taken beside the card shown, though the other side had room (play testers, 1440×900
    and 1366×768). Else off the other players' gardens while room is left elsewhere: in a
    corner it covered a rival's whole garden while the pointer rested on a stack (play tester
    124). Only where every place clear of them covers more than ``ROOM_COST`` of the viewer's
    garden, the score and the hand is a rival's garden weighed like the rest. ``clearance``
    says, for the item shown, what to keep clear; None: the preview goes to a corner."""

    def __init__(
        self, host: QWidget, card_ratio: float, clearance: Callable[[object], Keep | None]
    ) -> None:
        super().__init__(host, card_ratio)
        self.clearance = clearance

    def place(self, room: QRect, avoid: QRect) -> QRect:
        keep = self.clearance(self.source)
        if keep is None:
            return super().place(room, avoid)
        (forbidden, weighed), rivals, kept = keep
        sizes = self.sizes(room, PREVIEW_SHARES)
        inset = self.inset(room)
        prefer = avoid.center()
        rival_rects = [rect for rect, _weight in rivals]
        for never in (rival_rects + kept, rival_rects):
            clear = clearest_spot(inset, sizes, (forbidden + never, weighed), prefer)
            if clear is not None and covered(clear, weighed) <= ROOM_COST:
                return clear
        spot = clearest_spot(inset, sizes, (forbidden, weighed + rivals), prefer)
        return spot or clear or super().place(room, avoid)


def covered(spot: QRect, weighed: list[tuple[QRect, float]]) -> float:
    """What ``spot`` costs among ``weighed`` parts: each part's weight times the share of it
    covered."""
    cost = 0.0
    for rect, weight in weighed:
        inside = spot.intersected(rect)
        if not inside.isEmpty() and not rect.isEmpty():
            area = rect.width() * rect.height()
            cost += weight * inside.width() * inside.height() / area
    return cost
