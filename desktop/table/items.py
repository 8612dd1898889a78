"""Scene items shared by every board: draggable cards, drop-target highlights and labels.

A card item only reports gestures (pressed, drag started/moved, dropped, clicked); the board
decides what they mean, asks the engine, and either moves the card home or snaps it back.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.table import animation
from desktop.table.palette import TablePalette, table_palette, text_on

SINCE_DOT = 5.0
"""The radius, in pixels on the screen, of the dot on the ring of a card changed since the
viewer's last move."""


def paint_since_ring(painter: QPainter, rect: QRectF, radius: float, color: QColor) -> None:
    """The mark of a card changed since the viewer's last move: one dashed ring just outside
    it. Dashed, it is told from a target's glow by its shape: a red-green colour-blind player
    saw the pink ring and the green glow as one beige halo, and took a changed card for one
    to choose (play test)."""
    ring = QColor(color)
    ring.setAlpha(210)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(ring, 3.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-4.0, -4.0, 4.0, 4.0), radius + 4, radius + 4)
    # and a dot on its top right corner: in a small panel the dashed ring alone looked like
    # the dashed outline of a Flowers card to be removed (play test)
    # (sized on the screen: drawn at the card's scale, it was a speck there)
    transform = painter.worldTransform()
    pixels = max(math.hypot(transform.m11(), transform.m12()), 0.05)
    dot = min(max(SINCE_DOT / pixels, 4.0), 12.0)  # within the item's bounds
    painter.setPen(QPen(QColor("#ffffff"), 1.5 / pixels))
    painter.setBrush(color)
    painter.drawEllipse(rect.topRight() + QPointF(-1.0, 1.0), dot, dot)
    painter.restore()


class CardItem(QGraphicsObject):
    """A card-sized item that can be clicked or dragged; subclasses paint the face.

    ``home`` and ``home_scale`` are where the layout wants the card; a refused drop glides back
    there. ``pickable`` decides whether a press starts a gesture; when it is False the press
    falls through to the view, which pans.
    """

    pressed = Signal(object)
    clicked = Signal(object)
    drag_started = Signal(object)
    drag_moved = Signal(object, QPointF)
    dropped = Signal(object, QPointF)
    drag_cancelled = Signal(object)
    """The player took the gesture back (``abandon_drag``): the card is on its way home and
    nothing was dropped; the board clears what the drag had lit."""
    hovered = Signal(object, bool)

    DRAG_LIFT = 1.06
    """A dragged card is drawn this much larger than a card at rest (it is "in the hand")."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.height = height
        self.radius = min(width, height) * 0.08
        self.palette_colors: TablePalette = table_palette()
        self.home = QPointF(0, 0)
        self.home_scale = 1.0
        self.home_z = 0.0
        self.pickable = False
        self.recent = False
        """Marks the card of the last move (so a player can follow what others did)."""
        self.since_mark = False
        """Marks, more lightly, a card another placed since the viewer's last move, before the
        last move (``set_since_mark``)."""
        self._press: QPointF | None = None
        self._grab_offset = QPointF(0, 0)
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- geometry -------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        pad = 14.0
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + 2 * pad + 4)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), self.radius, self.radius)
        return path

    def center_scene(self) -> QPointF:
        return self.mapToScene(self.card_rect().center())

    # -- placement ------------------------------------------------------------------
    def set_home(
        self, pos: QPointF, scale: float = 1.0, z: float = 0.0, animate: bool = True
    ) -> None:
        """Where the layout puts the card; glide there unless it is being dragged."""
        self.home = QPointF(pos)
        self.home_scale = scale
        self.home_z = z
        if self._dragging:
            return
        self.setZValue(z)
        if animate:
            animation.move_to(self, self.home, scale)
        else:
            animation.stop(self)
            self.setPos(self.home)
            self.setScale(scale)

    def go_home(self, refused: bool = False) -> None:
        self._dragging = False
        self.setZValue(self.home_z)
        if refused:
            animation.snap_back(self, self.home, self.home_scale)
        else:
            animation.move_to(self, self.home, self.home_scale)

    @property
    def dragging(self) -> bool:
        return self._dragging

    def cancel_drag(self) -> None:
        """End a gesture from outside (e.g. the engine refused the pick-up)."""
        if self._dragging or self._press is not None:
            self._press = None
            self.ungrabMouse()
            self.go_home(refused=True)

    def abandon_drag(self) -> bool:
        """The player takes back the gesture in progress (Esc, see ``TableView``): the card
        flies home as a refused drop does, the board hears ``drag_cancelled``, and the release
        that follows does nothing, since the card no longer holds the mouse. Play test: Esc did
        nothing mid-drag, and the release still played the card. False when no gesture was in
        progress."""
        if not self._dragging and self._press is None:
            return False
        self.cancel_drag()
        self.drag_cancelled.emit(self)
        return True

    def set_palette(self, colors: TablePalette) -> None:
        self.palette_colors = colors
        self.update()

    # -- gestures -------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging and event.button() == Qt.MouseButton.LeftButton:
            # the left button pressed again mid-drag: its release went elsewhere (a window
            # took the mouse), and this press is not a drop, which played a move given up on
            # (play test); the card goes home (a right click mid-drag turns it, in a board)
            event.accept()
            self.abandon_drag()
            return
        if not self.pickable or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab_offset = event.scenePos() - self.pos()
        self.pressed.emit(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._dragging:
            travel = (event.scenePos() - self._press).manhattanLength()
            view_scale = self._view_scale()
            if travel * view_scale < QApplication.startDragDistance():
                return
            animation.stop(self)
            self._dragging = True
            self.setZValue(10_000)
            self.drag_started.emit(self)
            if not self._dragging:  # the board refused the pick-up
                return
            if self.scale() != self.DRAG_LIFT:
                # full size and slightly lifted, held where it was grabbed
                self._grab_offset = self._grab_offset * (self.DRAG_LIFT / self.scale())
                self.setScale(self.DRAG_LIFT)
        self.setPos(event.scenePos() - self._grab_offset)
        self.drag_moved.emit(self, event.scenePos())
        viewport = event.widget()
        nudge = getattr(viewport.parent() if viewport else None, "nudge_towards_edge", None)
        if callable(nudge):
            nudge(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            # the scene sends every release to the card holding the mouse: a right click
            # mid-drag dropped the card before the left button was let go (play test, Flowers)
            event.accept()
            return
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self, True)
        if self.pickable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self, False)
        self.unsetCursor()
        super().hoverLeaveEvent(event)

    def _view_scale(self) -> float:
        scene = self.scene()
        if scene is None or not scene.views():
            return 1.0
        return scene.views()[0].transform().m11()

    # -- painting -------------------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_shadow(painter)
        self.paint_card(painter, self.card_rect())
        if self.recent:
            glow = QColor(self.palette_colors.accent)
            for grow, alpha in ((3.0, 255), (7.0, 150), (11.0, 70)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, 4.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    self.card_rect().adjusted(-grow, -grow, grow, grow),
                    self.radius + grow,
                    self.radius + grow,
                )
        elif self.since_mark:
            # one ring where the last move has three: read as "also new", not as the last
            paint_since_ring(painter, self.card_rect(), self.radius, self.since_color())

    def set_recent(self, recent: bool) -> None:
        if recent != self.recent:
            self.recent = recent
            self.update()

    def set_since_mark(self, marked: bool) -> None:
        if marked != self.since_mark:
            self.since_mark = marked
            self.update()

    def since_color(self) -> QColor:
        """The colour of the mark of a change since the viewer's last move: the last move's
        own (a game whose moves glow in another colour says so)."""
        return self.palette_colors.accent

    def paint_shadow(self, painter: QPainter) -> None:
        lift = 7.0 if self._dragging else 3.0
        shadow = self.palette_colors.shadow
        painter.setPen(Qt.PenStyle.NoPen)
        for step in range(3):
            color = QColor(shadow)
            color.setAlpha(shadow.alpha() // (step + 2))
            painter.setBrush(color)
            grow = step * 1.5
            painter.drawRoundedRect(
                self.card_rect().translated(lift * 0.4, lift).adjusted(-grow, -grow, grow, grow),
                self.radius + grow,
                self.radius + grow,
            )

    def paint_card(self, painter: QPainter, rect: QRectF) -> None:
        """Plain paper; boards override this to draw their faces."""
        painter.setPen(QPen(self.palette_colors.card_border, 1.2))
        painter.setBrush(self.palette_colors.card_paper)
        painter.drawRoundedRect(rect, self.radius, self.radius)


TARGET_GLOW = 13.0
"""How far a target's glow reaches outside the card it surrounds."""


TARGET_EDGE_DARKER = 260
"""How much darker than the targets' glow its edge is drawn (``QColor.darker``)."""


def paint_target_glow(
    painter: QPainter, rect: QRectF, colors: TablePalette, scale: float = 1.0
) -> None:
    """The frame of a card you may choose now: a wide bright glow round a white ring,
    which stands out on a dark card back as much as on a pale face (a soft dashed frame,
    right for an empty cell, is lost on a card). ``scale`` is the card item's own scale: the
    glow keeps its width on the table however small the card is drawn (it reaches
    ``TARGET_GLOW / scale`` outside ``rect``)."""
    unit = 1.0 / scale
    outline = rect.adjusted(-5 * unit, -5 * unit, 5 * unit, 5 * unit)
    radius = min(rect.width(), rect.height()) * 0.1
    glow = QColor(colors.target)
    for width, alpha in ((16.0, 90), (9.0, 180), (5.0, 255)):
        glow.setAlpha(alpha)
        painter.setPen(QPen(glow, width * unit))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(outline, radius, radius)
    painter.setPen(QPen(QColor("#ffffff"), 3.0 * unit))
    painter.drawRoundedRect(outline, radius, radius)
    # a dark edge round the glow: the glow alone stood 1.7:1 on a pale panel, and a pale
    # haze to a red-green colour-blind player (play test)
    edge = outline.adjusted(-5 * unit, -5 * unit, 5 * unit, 5 * unit)
    painter.setPen(QPen(colors.target.darker(TARGET_EDGE_DARKER), 2.0 * unit))
    painter.drawRoundedRect(edge, radius + 5 * unit, radius + 5 * unit)


class HighlightItem(QGraphicsObject):
    """A drop target or cursor frame over a rectangle of the table.

    Modes: ``legal`` (a soft dashed frame: you may drop here), ``hit`` (nothing drawn: the
    click area over a card that shows itself as a target, see :func:`paint_target_glow`),
    ``hover`` (the drop would land here), ``cursor`` (the keyboard cursor), ``hint`` (the
    tutorial points here), ``changed`` (a move just changed this: a board fades it out).
    """

    clicked = Signal(object)
    hovered = Signal(object, bool)
    dragged_to = Signal(object, QPointF)
    """Pressed here and released elsewhere on the table (its scene point): a board may take a
    drag from one target onto another as choosing both."""
    drag_moved = Signal(object, QPointF)
    """Pressed here, the pointer moved to a scene point while the press holds: a board may
    show where such a drag would land."""

    def __init__(
        self, rect: QRectF, key: object = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.key = key
        self.mode = "legal"
        self.palette_colors: TablePalette = table_palette()
        self._pressed = False
        self.set_clickable(False)

    def set_clickable(self, clickable: bool, right_too: bool = False) -> None:
        """Clickable targets take a click (click-to-place) and report hovering (previews);
        ``right_too``: a right click chooses too (a card to rotate, as the right button turns
        a card in hand)."""
        buttons = Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton
        if clickable and right_too:
            buttons |= Qt.MouseButton.RightButton
        self.setAcceptedMouseButtons(buttons)
        self.setAcceptHoverEvents(clickable)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed = bool(event.button() & self.acceptedMouseButtons())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed:
            self.drag_moved.emit(self.key, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, False
        if pressed and self.rect.contains(event.pos()):
            self.clicked.emit(self.key)
        elif pressed:
            self.dragged_to.emit(self.key, event.scenePos())

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.key, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.key, False)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def set_mode(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colors = self.palette_colors
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.mode == "hit":
            return
        radius = min(self.rect.width(), self.rect.height()) * 0.08
        if self.mode == "legal":
            fill, pen = colors.legal, QPen(colors.legal_line, 2.0, Qt.PenStyle.DashLine)
        elif self.mode == "hover":
            fill, pen = colors.hover, QPen(colors.good, 3.5)
        elif self.mode == "cursor":
            # a halo under the line, so the frame stands out on a card edged in blue too
            painter.setPen(QPen(text_on(colors.cursor), 9.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect, radius, radius)
            fill, pen = QColor(0, 0, 0, 0), QPen(colors.cursor, 4.0)
        elif self.mode == "changed":
            # a solid line in a soft halo: what a move changed, not a place to go
            halo = QColor(colors.changed)
            halo.setAlpha(80)
            painter.setPen(QPen(halo, 10.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect, radius, radius)
            fill, pen = QColor(0, 0, 0, 0), QPen(colors.changed, 3.0)
        else:  # hint: a line only, its wash tinted the card it framed ("a yellow 4" read
            # orange, in a game of colours); a chain of round dots, not dashes: beside a drop
            # zone's dashed green edge, a red-green colour-blind player saw one frame (play
            # test)
            fill, pen = QColor(0, 0, 0, 0), QPen(colors.hint, 6.5, Qt.PenStyle.DotLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setDashPattern([0.01, 2.0])
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self.rect, radius, radius)


MARK_ALPHA = 70
"""Opacity (of 255) of the patch behind a marked legend entry (``LabelItem.marked_glyphs``):
its category's colour, light enough for the words on it to read."""


class LabelItem(QGraphicsObject):
    """A line or two of table text (names, counts, scores) that follows the palette."""

    def __init__(
        self,
        text: str = "",
        point_size: float = 14.0,
        bold: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.text = text
        self.font = QFont()
        self.font.setPointSizeF(point_size)
        self.font.setBold(bold)
        self.color: QColor | None = None
        self.palette_colors: TablePalette = table_palette()
        self.width = 200.0
        self.height = point_size * 2.2
        self.alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.pill = False
        self.wrap = False
        self.backed = False
        """Its words on a patch of the panel's colour, as the panel shows it on the felt: what
        lies under them (a keyboard frame reaching out of a card above) shows round them, not
        between their letters (play tester 204)."""
        self.glyph_colors: dict[str, QColor] = {}
        """Symbols drawn in a colour of their own (a category's mark in a legend), so that two
        small marks of one shape family are told apart by colour too. Left-aligned lines only."""
        self.marked_glyphs: frozenset[str] = frozenset()
        """Symbols of ``glyph_colors`` whose entry (from the symbol to the next "·" or "›")
        lies on a patch of their colour: the legend's categories the table's total meets now."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def mark_glyphs(self, glyphs: frozenset[str]) -> None:
        if glyphs != self.marked_glyphs:
            self.marked_glyphs = glyphs
            self.update()

    def set_style(self, point_size: float, bold: bool) -> None:
        """The size and weight its place asks for now (a garden's title moves between the
        large area and a side panel as turns pass in hot-seat)."""
        if self.font.pointSizeF() != point_size or self.font.bold() != bold:
            self.font.setPointSizeF(point_size)
            self.font.setBold(bold)
            self.update()

    def set_box(self, width: float, height: float | None = None) -> None:
        self.prepareGeometryChange()
        self.width = width
        if height is not None:
            self.height = height

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        if self.pill:
            painter.setPen(QPen(self.palette_colors.panel_border, 1))
            painter.setBrush(self.palette_colors.panel)
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self.font)
        painter.setPen(self.color or self.palette_colors.text)
        flags = int(self.alignment)
        if self.wrap:
            flags |= int(Qt.TextFlag.TextWordWrap)
        inset = 8 if self.pill else 0
        if self.backed:
            words = painter.boundingRect(rect.adjusted(inset, 0, -inset, 0), flags, self.text)
            patch = words.adjusted(-2, 0, 2, 0)
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            for layer in (self.palette_colors.felt, self.palette_colors.panel):
                painter.setBrush(layer)
                painter.drawRoundedRect(patch, 3, 3)
            painter.restore()
        if self.glyph_colors and any(glyph in self.text for glyph in self.glyph_colors):
            self._paint_runs(painter, rect.adjusted(inset, 0, -inset, 0))
            return
        painter.drawText(rect.adjusted(inset, 0, -inset, 0), flags, self.text)

    def _paint_runs(self, painter: QPainter, rect: QRectF) -> None:
        """The text line by line, left-aligned and centred as a block like ``drawText``, each
        symbol of ``glyph_colors`` in its colour and the rest in the text colour."""
        metrics = QFontMetricsF(self.font)
        lines = self.text.split("\n")
        spacing = metrics.lineSpacing()
        top = rect.top()
        if self.alignment & Qt.AlignmentFlag.AlignVCenter:
            top = rect.center().y() - len(lines) * spacing / 2
        ink = self.color or self.palette_colors.text
        for number, line in enumerate(lines):
            x = rect.left()
            baseline = top + number * spacing + metrics.ascent()
            for glyph in self.marked_glyphs & set(line):
                self._paint_mark(painter, line, glyph, QPointF(x, top + number * spacing))
            for run in re.split(f"([{re.escape(''.join(self.glyph_colors))}])", line):
                if not run:
                    continue
                painter.setPen(self.glyph_colors.get(run, ink))
                painter.drawText(QPointF(x, baseline), run)
                x += metrics.horizontalAdvance(run)

    def _paint_mark(self, painter: QPainter, line: str, glyph: str, corner: QPointF) -> None:
        """The patch behind ``glyph``'s entry on ``line``, drawn from ``corner`` (its top left)."""
        metrics = QFontMetricsF(self.font)
        start = line.index(glyph)
        ends = [at for at in (line.find(mark, start) for mark in "·›") if at >= 0]
        entry = line[start : min(ends, default=len(line))].rstrip()
        left = corner.x() + metrics.horizontalAdvance(line[:start])
        patch = QRectF(left - 2, corner.y(), metrics.horizontalAdvance(entry) + 4, metrics.height())
        fill = QColor(self.glyph_colors.get(glyph, self.palette_colors.text))
        fill.setAlpha(MARK_ALPHA)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(patch, 3, 3)
        painter.restore()


class PanelItem(QGraphicsObject):
    """A rounded translucent panel behind a group of items (a player's area, the stacks)."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.palette_colors: TablePalette = table_palette()
        self.emphasis = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-100)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colors = self.palette_colors
        pen = QPen(
            colors.accent if self.emphasis else colors.panel_border, 3 if self.emphasis else 1.2
        )
        painter.setPen(pen)
        painter.setBrush(colors.panel)
        painter.drawRoundedRect(self.rect, 18, 18)
