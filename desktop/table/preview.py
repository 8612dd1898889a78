"""The card preview: the card under the pointer, large, in a corner of the table.

On a full table the cards are small and their texts unreadable; a player who rests the pointer on
a card expects to see it large, as card-game sites show it. The board decides which cards qualify:
it passes a painter only for a face it draws itself (face up, or known to the viewer), so the
preview never shows more than the table does. The face is painted at the preview's own size (crisp
text, not a scaled picture), a fixed number of pixels wide whatever the zoom, in the corner of the
host widget farthest from the card it shows. It never takes the mouse: clicks and drops reach the
table under it.

Only a card the player moved the pointer onto is shown. A card that comes under a still pointer (the
one drawn from the stack clicked, placed in the cell clicked, or the table laid out anew when a dock
opens) is not: Qt reports it as hovered all the same, and its preview would cover the table through
the other players' turns. The keyboard cursor's card, away from the pointer, is shown as ever.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QCursor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QWidget

from desktop.table.items import CardItem

FacePainter = Callable[[QPainter, QRectF], None]
"""Paints one card face into a rectangle of the card's proportions."""


@runtime_checkable
class Previewable(Protocol):
    """A table item that may be previewed (a card item, a pile showing its top card)."""

    def previewed_card(self) -> object:
        """The card whose face the viewer may see here (its id); None for a back."""
        ...

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        """That face, large (``rect`` has the card's proportions)."""
        ...


def previewed_card(item: object) -> object:
    """The card ``item`` lets the viewer see, if any (an item that is not ``Previewable``: none)."""
    return item.previewed_card() if isinstance(item, Previewable) else None


Area = Callable[[], QRect]
"""Where the previewed card lies on the host widget, asked when the preview appears (a hand card
has risen by then, a window may have been resized)."""


def item_area(view: QGraphicsView, item: QGraphicsItem) -> Area:
    """Where a scene item lies in ``view``'s viewport (the host of a table's preview)."""
    return lambda: view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def resting_place(item: QGraphicsItem) -> QPointF:
    """Where the layout puts an item (a card's home: not where a hover lifts it)."""
    return QPointF(item.home) if isinstance(item, CardItem) else item.pos()


Clearance = tuple[list[QRect], list[tuple[QRect, float]]]
"""What a preview placed among the table's parts keeps clear (on the host): the parts it must
never cover, and the parts it had better not, each with what covering it whole costs."""

SPOT_CELL = 8
"""The grid (pixels) on which ``clearest_spot`` measures what a place covers."""
SPOT_SHARES = (1.0, 0.9, 0.8, 0.7, 0.6)
"""The preview's sizes (shares of its usual width) tried among the table's parts, largest first:
at 1024×700 the usual size left no place clear of the Petal Plotters table total."""
SPOT_ACCEPT = 0.5
"""A place covering less than this (half a card, or a line of text) is taken at that size."""


def clearest_spot(
    room: QRect, sizes: Sequence[QSize], keep: Clearance, prefer: QPoint
) -> QRect | None:
    """The place in ``room`` for a rectangle of the first of ``sizes`` that covers little
    (``SPOT_ACCEPT``) of what ``keep`` weighs and none of what it forbids, nearest ``prefer``;
    when no size covers that little, the one that covers least. None when every place of every
    size covers a forbidden part. Measured on a grid of ``SPOT_CELL`` pixels, each part's cost
    spread over its cells, so that any place's cost is read from a summed-area table."""
    forbidden, weighed = keep
    columns, rows = room.width() // SPOT_CELL, room.height() // SPOT_CELL
    if columns <= 0 or rows <= 0:
        return None
    cells = [[0.0] * columns for _ in range(rows)]

    def span(rect: QRect) -> tuple[range, range]:
        moved = rect.translated(-room.left(), -room.top())
        return (
            range(max(0, moved.top() // SPOT_CELL), min(rows, moved.bottom() // SPOT_CELL + 1)),
            range(max(0, moved.left() // SPOT_CELL), min(columns, moved.right() // SPOT_CELL + 1)),
        )

    for rect, weight in weighed:
        ys, xs = span(rect)
        if ys and xs:
            share = weight / (len(ys) * len(xs))
            for y in ys:
                row = cells[y]
                for x in xs:
                    row[x] += share
    never = 1e6
    for rect in forbidden:
        ys, xs = span(rect)
        for y in ys:
            row = cells[y]
            for x in xs:
                row[x] = never
    table = [[0.0] * (columns + 1) for _ in range(rows + 1)]
    for y in range(rows):
        running = 0.0
        above, here = table[y], table[y + 1]
        for x in range(columns):
            running += cells[y][x]
            here[x + 1] = above[x + 1] + running
    least: tuple[float, int, QRect] | None = None
    for order, size in enumerate(sizes):
        high = -(-size.height() // SPOT_CELL)
        wide = -(-size.width() // SPOT_CELL)
        found: tuple[float, int, QRect] | None = None
        for y in range(rows - high + 1):
            top, foot = table[y], table[y + high]
            for x in range(columns - wide + 1):
                cost = foot[x + wide] - top[x + wide] - foot[x] + top[x]
                if cost >= never or (found is not None and round(cost, 2) > found[0]):
                    continue
                spot = QRect(QPoint(room.left() + x * SPOT_CELL, room.top() + y * SPOT_CELL), size)
                distance = (spot.center() - prefer).manhattanLength()
                if found is None or (round(cost, 2), distance) < (found[0], found[1]):
                    found = (round(cost, 2), distance, spot)
        if found is None:
            continue
        if found[0] <= SPOT_ACCEPT:
            return found[2]
        if least is None or found[0] < least[0]:
            least = (found[0], order, found[2])
    return None if least is None else least[2]


def spot_cost(spot: QRect, weighed: Sequence[tuple[QRect, float]]) -> float:
    """What ``spot`` covers of the parts ``weighed`` weighs, each part's cost spread over its
    area as in ``clearest_spot``: to compare places that two weighings chose."""
    cost = 0.0
    for rect, weight in weighed:
        over = spot.intersected(rect)
        if not over.isEmpty() and not rect.isEmpty():
            cost += weight * over.width() * over.height() / (rect.width() * rect.height())
    return cost


COVERED_SHARE = 0.8
"""A card is covered when another lies over this share of it (a pile, not a fanned hand)."""


class CardPreview(QWidget):
    """One enlarged card over a host widget (a table's viewport, a dialog).

    ``hover`` follows the pointer over cards (``hover_item`` over a table's items): resting
    ``DELAY_MS`` on a card shows it, leaving it hides it. A board calls ``clear`` when a drag
    starts and ``follow_redraw`` after it drew a new state. The host's mouse events tell a table
    item the pointer moved onto from one that came under a still pointer (not shown).
    """

    DELAY_MS = 300
    """How long the pointer rests on a card before it is shown: crossing a fan does not flicker."""
    HANDOVER_MS = 250
    """Moving from a shown card straight onto the next shows the next at once, as a player reads
    along a hand."""
    WIDTH = 288
    """Pixels on screen at least: about 2.5 times a hand card at the default window size."""
    HEIGHT_SHARE = 0.52
    """In a taller window the table, fitted to it, shows larger cards: the preview keeps to
    this share of the host's height (``WIDTH`` at the default window), whatever the zoom."""
    MARGIN = 10
    SHADOW = 8

    def __init__(self, host: QWidget, card_ratio: float) -> None:
        super().__init__(host)
        self.setObjectName("cardPreview")
        self.card_ratio = card_ratio
        """A card's height over its width."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._source: object = None
        self._face: FacePainter | None = None
        self._area: Area | None = None
        self._showing: tuple[QPointF, object] = (QPointF(), None)
        """Where the table item shown lay when the pointer came, and its card
        (``follow_redraw``)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self._appear)
        self._left = QElapsedTimer()
        """Started when a shown preview is withdrawn (for the hand-over to the next card)."""
        self._spot: QPoint | None = None
        """Where the pointer is on the host, as its last mouse event said (None: off it)."""
        self._place: QPointF | None = None
        """The same on the screen: a mouse event elsewhere is a move of the pointer."""
        self._moving = False
        """The pointer is moving to a new place: set by the host's mouse move, for the hover
        events the table sends on that move, and cleared once they are handled. An item the
        table enters otherwise (a card moved, the table redrawn, zoomed or resized under a
        still pointer) came to the pointer. A scene point kept from the last move missed a
        card that left the pointer's cell before the table was redrawn: the card under it
        then read as pointed at, and showed large (a test under load)."""
        self._pressed_at: QPointF | None = None
        """Where the left button went down on the host, until it is released."""
        self._dragged = False
        """The pointer moved that button's press into a drag (``_follow_drag``)."""
        host.installEventFilter(self)
        self.hide()

    @property
    def source(self) -> object:
        """The card shown, or waiting for the delay (None: no card)."""
        return self._source

    def hover(self, source: object, inside: bool, face: FacePainter | None, area: Area) -> None:
        """The pointer entered (``inside``) or left ``source``; ``face`` is None for a card the
        viewer may not see, which is never shown."""
        if inside and face is not None and self._dragged:
            return  # a drag across the table (a refused pick-up too) is no reading of its cards
        if inside and face is not None:
            handover = self.isVisible() or (
                self._left.isValid() and self._left.elapsed() < self.HANDOVER_MS
            )
            self._source, self._face, self._area = source, face, area
            if handover:
                self._appear()
            else:
                self._timer.start()
        elif inside or source is self._source:
            self._withdraw()

    def _came_to_pointer(self, view: QGraphicsView, item: QGraphicsItem) -> bool:
        """``item`` lies under the pointer, which has not moved since the table changed under it:
        the item came there (an item away from the pointer is the keyboard cursor's). When the
        host last saw the pointer leave (a window over it: a move's confirmation), the pointer
        is asked where it is: the card the move took, gliding from under the still pointer as
        that window closed, showed large over the garden."""
        viewport = view.viewport()
        if viewport is not self.parentWidget():
            return False
        spot = self._spot
        if spot is None:
            pointer = viewport.mapFromGlobal(QCursor.pos())
            return viewport.rect().contains(pointer) and any(
                found is item for found in view.items(pointer)
            )
        if not any(found is item for found in view.items(spot)):
            return False
        return not self._moving

    def hover_item(
        self, view: QGraphicsView, item: QGraphicsItem, inside: bool, keys: bool = False
    ) -> None:
        """``hover`` for a table item (a ``Previewable``) in ``view``'s viewport, the host; an
        item that came under a still pointer is left alone, unless the keyboard cursor went to
        it (``keys``): left alone, the card read before stayed large over it (play test)."""
        card = previewed_card(item)
        if inside:
            if not keys and self._came_to_pointer(view, item):
                return
            self._showing = (resting_place(item), card)
        face = item.paint_preview if isinstance(item, Previewable) and card is not None else None
        self.hover(item, inside, face, item_area(view, item))

    def follow_redraw(self) -> None:
        """After the table was drawn anew: the preview stays on the same card still lying where
        it lay, its face still shown to the viewer; a card that moved, turned face down or left
        the table, or an item that now shows another card, takes the preview with it."""
        source = self._source
        if not isinstance(source, QGraphicsItem):
            return
        card = previewed_card(source)
        if (
            card is None
            or source.scene() is None
            or not source.isVisible()
            or (resting_place(source), card) != self._showing
        ):
            self.clear()
        else:
            self.update()

    def _covered_at_pointer(self) -> bool:
        """Another card now lies over the table card to show, under the pointer, nearly all of
        it: Enter laid the card drawn over the one the pointer rested on, which then showed
        large until the mouse moved (it had become the top card under the pointer for a
        moment, as the card in the hand gave way). A fanned hand's neighbour, over part of a
        card the keyboard frames, hides too little of it to count."""
        source, view = self._source, self._table_view()
        if self._spot is None or not isinstance(source, QGraphicsItem) or view is None:
            return False
        under = [item for item in view.items(self._spot) if previewed_card(item) is not None]
        if source not in under or under[0] is source:
            return False
        mine = source.sceneBoundingRect()
        hidden = under[0].sceneBoundingRect().intersected(mine)
        return hidden.width() * hidden.height() >= COVERED_SHARE * mine.width() * mine.height()

    def _table_view(self) -> QGraphicsView | None:
        """The table view whose viewport is the host; None over a dialog."""
        host = self.parentWidget()
        view = host.parentWidget() if host is not None else None
        return view if isinstance(view, QGraphicsView) else None

    def pending(self) -> bool:
        """Shown, or about to be (the pointer or the cursor rests on a card)."""
        return self.isVisible() or self._timer.isActive()

    def clear(self) -> None:
        """Hide the preview now and forget its card (the table changes under the pointer: a drag
        starts, a window opens over it)."""
        self._withdraw()

    def _withdraw(self) -> None:
        """Hide the preview and forget its card (the pointer left it)."""
        if self.isVisible():
            self._left.start()
        self._timer.stop()
        self._source = self._face = self._area = None
        self.hide()

    def _appear(self) -> None:
        self._timer.stop()
        host = self.parentWidget()
        if (
            self._face is None
            or self._area is None
            or host is None
            or not host.isVisible()
            or self._covered_at_pointer()
        ):
            self._withdraw()
            return
        self.setGeometry(self.place(host.rect(), self._area()))
        self.show()
        self.raise_()
        self.update()

    def card_size(self, room: QRect) -> QSize:
        """``WIDTH`` wide, or ``HEIGHT_SHARE`` of a taller host; smaller when the host is too
        low or too narrow for it."""
        pad = 2 * (self.MARGIN + self.SHADOW)
        width = min(
            max(float(self.WIDTH), self.HEIGHT_SHARE * room.height() / self.card_ratio),
            (room.height() - pad) / self.card_ratio,
            room.width() * 0.5 - pad,
        )
        width = max(40.0, width)
        return QSize(round(width), round(width * self.card_ratio))

    def sizes(self, room: QRect, shares: Sequence[float] = (1.0,)) -> list[QSize]:
        """The preview's sizes in ``room``, shadow included, at each of ``shares`` of its full
        size (``card_size``): the tables that place it among their parts try smaller ones."""
        card = self.card_size(room)
        return [
            QSize(
                round(card.width() * share) + 2 * self.SHADOW,
                round(card.height() * share) + 2 * self.SHADOW,
            )
            for share in shares
        ]

    def inset(self, room: QRect) -> QRect:
        """``room`` less the preview's margin: where it may stand."""
        return room.adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)

    def corners(self, room: QRect, share: float = 1.0) -> list[QRect]:
        """The preview's places in the corners of ``room``, at ``share`` of its full size: top
        right, top left, bottom right, bottom left."""
        (size,) = self.sizes(room, (share,))
        inset = self.inset(room)
        right = inset.right() - size.width() + 1
        bottom = inset.bottom() - size.height() + 1
        return [
            QRect(QPoint(x, y), size)
            for x, y in (
                (right, inset.top()),
                (inset.left(), inset.top()),
                (right, bottom),
                (inset.left(), bottom),
            )
        ]

    def place(self, room: QRect, avoid: QRect) -> QRect:
        """Where the preview stands in ``room``: the first corner (``corners``) clear of
        ``avoid``; when none is, the one farthest from it. A table may place it otherwise
        (among its parts)."""
        corners = self.corners(room)
        for corner in corners:
            if not corner.intersects(avoid):
                return corner
        center = avoid.center()
        return max(corners, key=lambda corner: (corner.center() - center).manhattanLength())

    def card_rect(self) -> QRectF:
        """Where the face is painted, inside the widget (the shadow around it)."""
        return QRectF(self.rect()).adjusted(
            self.SHADOW, self.SHADOW * 0.5, -self.SHADOW, -self.SHADOW * 1.5
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._face is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.card_rect()
        radius = rect.width() * 0.08
        painter.setPen(Qt.PenStyle.NoPen)
        for step in range(4):
            grow = step * 2.0
            painter.setBrush(QColor(0, 0, 0, 34 - step * 7))
            painter.drawRoundedRect(
                rect.translated(0, self.SHADOW * 0.5).adjusted(-grow, -grow, grow, grow),
                radius + grow,
                radius + grow,
            )
        painter.save()
        self._face(painter, rect)
        painter.restore()
        painter.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The host hidden (a hand-off screen, a closed dialog): no preview waits for its return.
        The host resized: the preview is placed again, the table is laid out anew under the
        pointer. The host's mouse events say where the pointer is, and when it moves."""
        if watched is self.parentWidget():
            kind = event.type()
            if kind == QEvent.Type.Hide:
                self.clear()
            elif kind == QEvent.Type.Resize:
                if self.isVisible():
                    # once the table is laid out for the new size: placed before, the preview
                    # kept clear of where the table's parts stood, and covered them after
                    QTimer.singleShot(0, self, self._appear)
            elif kind == QEvent.Type.Leave:
                self._spot = self._place = None
            elif isinstance(event, QMouseEvent):
                self._follow_pointer(event)
        return False

    def _follow_drag(self, event: QMouseEvent) -> None:
        """The left button held and moved past a click's jitter is a drag: the card shown goes
        (a pick-up the table refused left it over the table) and none is shown until the
        button is released."""
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self._pressed_at = event.position()
        elif kind == QEvent.Type.MouseButtonRelease:
            self._pressed_at, self._dragged = None, False
        elif kind == QEvent.Type.MouseMove and self._pressed_at is not None and not self._dragged:
            travel = (event.position() - self._pressed_at).manhattanLength()
            if travel >= QApplication.startDragDistance():
                self._dragged = True
                self.clear()

    def _follow_pointer(self, event: QMouseEvent) -> None:
        """Before the host handles ``event``: note the pointer's spot; a move to a new place
        is the pointer moving while the host handles it (``_moving``). A move to where the
        pointer is (a window laid out anew) is no move."""
        self._spot = event.position().toPoint()
        place = event.globalPosition()
        self._follow_drag(event)
        if event.type() != QEvent.Type.MouseMove:
            self._moving = False  # a click may change the table under the pointer
        elif place != self._place and not self._moving:
            self._moving = True
            QTimer.singleShot(0, self, self._stop_moving)
        self._place = place

    def _stop_moving(self) -> None:
        """The move's hover events are handled: what the table enters from now came to the
        pointer, until it moves again."""
        self._moving = False
