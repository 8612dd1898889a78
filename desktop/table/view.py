"""The table every board is drawn on: zoom, pan, fit-to-window, and a felt that follows the theme.

Boards put their items in ``view.scene()`` and tell the view what to frame with
``set_content_rect``. Until the user zooms or pans, the view keeps the content fitted to the
window (also after a resize or a new layout); ``fit_to_window`` returns to that mode.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QCursor,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QLabel, QToolTip, QWidget

from desktop.press_guard import KEY_REPEATS, TABLE_KEYS, GuardWait, PressGuard
from desktop.table.items import CardItem, HighlightItem
from desktop.table.palette import TablePalette, table_palette, tooltip_colours

KeyHandler = Callable[[QKeyEvent], bool]


def tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


SCROLL_KEYS = frozenset(
    {
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
    }
)
"""The keys a scroll area scrolls with, its scroll bars hidden or not."""
READING_KEYS = SCROLL_KEYS | {Qt.Key.Key_Home, Qt.Key.Key_End}
"""The keys that read a table no move can be made on (a frame walking its cards, another
player's garden paged to)."""
FOCUS_ROOM = 16
"""Pixels kept round what a zoom keeps in sight (``TableView.zoom_focus``)."""


def united(rects: Iterable[QRectF]) -> QRectF:
    """The smallest rect round all of ``rects`` (none: an empty rect)."""
    whole = QRectF()
    for rect in rects:
        whole = rect if whole.isNull() else whole.united(rect)
    return whole


class TableView(QGraphicsView):
    """A QGraphicsView with the gestures every Bouquet table shares."""

    zoom_changed = Signal(float)
    palette_changed = Signal()
    keys_moved = Signal()
    """The keys went to another widget of the window, or came back (``keys_elsewhere``)."""
    key_taken = Signal(int)
    """The board took this key (``key_handler``)."""
    tabbed_in = Signal()
    """Tab (or Shift+Tab) brought the keys here: the board shows its keyboard frame at once
    (a player who tabbed to the table saw no focus anywhere, play test)."""
    held_back = Signal(str)
    """A key that plays was pressed in the table's first moments after a hand-off screen went
    (``passed_guard``), and waits: these words say so, on the line the board speaks on (its
    ``status_message``). Held back without a word, Enter and Space read as keys not taken
    (play tester, session 56)."""
    held_back_over = Signal(str)
    """The keys are taken again: the words ``held_back`` said go (``GuardWait``). Left for the
    status bar's five seconds, "press again in a moment" stood over the turn's "To do" long
    after a key would have worked (play tester 221)."""
    said_at_pointer = Signal(str)
    """These words now show beside the pointer or the keyboard's frame (``say_at_pointer``):
    the window does not lay them on the line over the table too."""

    MIN_ZOOM = 0.15
    MAX_ZOOM = 5.0
    STEP = 1.2
    MARGIN = 24.0
    EDGE = 40
    """Pixels from a viewport edge where a dragged card starts scrolling the table."""
    NUDGE_MS = 30
    """How often a card held still near an edge of a zoomed-in table scrolls it a step."""
    SAY_MS = 4000
    """How long the reason for a refused gesture stays beside the pointer."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(scene if scene is not None else QGraphicsScene(self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.palette_colors: TablePalette = table_palette()
        self.key_handler: KeyHandler | None = None
        """The board's keyboard gestures (cursor, Enter); returns True when it used the key."""
        self.key_in_hand: int | None = None
        """The key ``key_handler`` is taking this moment, None between keys: what the board
        says while it takes one of its ``frame_keys`` is said of the frame
        (``MainWindow._says_of_frame``)."""
        self.frame_keys: frozenset[int] = frozenset(READING_KEYS)
        """The keys whose words say what Enter would do at the keyboard's frame: those that
        walk it (``READING_KEYS``), and a board's own that change the card it frames."""
        self.zoom_focus: Callable[[], list[QRectF]] | None = None
        """What the turn acts on, in scene rects, the most important last (the choices, then
        the keyboard's frame among them): zooming by the keys or the toolbar, about the
        window's middle, kept them in sight. Zoomed in about the middle alone, a Flowers
        table's stacks went off screen at the draw (play test)."""
        self.passed_guard = PressGuard(passing=True)
        """Started when a key took a hand-off screen away (``MainWindow._handoff_confirmed``):
        Enter and Space play nothing in the table's first moments. Enter pressed again 0.6 s
        after the one that showed the next person's table added their first card face down, a
        move they never chose (play tester 139)."""
        self._held_back_wait = GuardWait(self.passed_guard, self)
        self._held_back_wait.over.connect(
            lambda: self.held_back_over.emit(tr("Not taken yet: press again in a moment."))
        )
        self.move_keys: frozenset[int] = frozenset(TABLE_KEYS)
        """The keys that play a move on this table (a board adds its own: U uses an ability),
        which ``passed_guard`` holds back: U pressed 0.3 s after the table was shown used
        the first card at once, where Enter waited (play tester 144). The arrows and the
        keys that only read stay free."""
        self.key_from_bar = False
        """The key now taken was pressed on a button of the table's bar, which sent it and the
        keys back here (``TableBar``): a key that plays then only shows the frame the button
        hid (U used a card nothing showed, play tester, session 55)."""
        self.keys_elsewhere = False
        """Another widget of the window has the keys (History, a lesson's panel): the board
        hides its keyboard frame, which read as "the keys act here". A menu, a dialog or
        another window taking them leaves the frame: the keys come back to the table."""
        self._content = QRectF(0, 0, 800, 600)
        self._auto_fit = True
        self._pan_from: QPoint | None = None
        self._fit_pending = False
        self._nudging = False
        self._edge_point = QPoint()
        """Where the pointer dragging a card was last near an edge (viewport pixels)."""
        self._edge_timer = QTimer(self)
        self._edge_timer.setInterval(self.NUDGE_MS)
        self._edge_timer.timeout.connect(self._keep_nudging)
        self.pointer_note = QLabel(self.viewport())
        """Why the last gesture was refused, beside the pointer (``say_at_pointer``)."""
        self.pointer_note.setObjectName("pointerNote")
        self.pointer_note.setWordWrap(True)
        self.pointer_note.setMargin(6)
        self.pointer_note.setFrameStyle(QFrame.Shape.Box | QFrame.Shadow.Plain)
        self.pointer_note.setAutoFillBackground(True)
        self.pointer_note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.pointer_note.hide()
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.pointer_note.hide)

    # -- framing --------------------------------------------------------------------
    def set_content_rect(self, rect: QRectF) -> None:
        """What fit-to-window frames. Zoomed in, the scene rect is that and its margin, which
        bounds the scroll range: a pan stops at the table's edges, and no drag can slide the
        table out of sight (a larger scene let it). A board that wants its table still fills
        the window with it (the Flowers garden's panel takes the felt left)."""
        self._content = QRectF(rect)
        if not self._auto_fit:
            self.setSceneRect(self._framed())
        elif self.scene().mouseGrabberItem() is not None:
            self._fit_pending = True  # never move the table under a dragged card
        else:
            self._fit()

    def _framed(self) -> QRectF:
        """What fit-to-window frames: the content and its margin."""
        return self._content.adjusted(-self.MARGIN, -self.MARGIN, self.MARGIN, self.MARGIN)

    def content_rect(self) -> QRectF:
        return QRectF(self._content)

    def zoom(self) -> float:
        return self.transform().m11()

    def is_auto_fit(self) -> bool:
        return self._auto_fit

    @Slot()
    def fit_to_window(self) -> None:
        """Frame the whole table and keep it framed when the window or the layout changes."""
        self._auto_fit = True
        self._fit()

    @Slot()
    def zoom_in(self) -> None:
        self._zoom_by(self.STEP, anchor_mouse=False)

    @Slot()
    def zoom_out(self) -> None:
        self._zoom_by(1 / self.STEP, anchor_mouse=False)

    def _fit(self) -> None:
        """Frame the whole table at the largest zoom that shows it (``MAX_ZOOM`` at most),
        centred in the window's slack. The scene rect is then the window's own rect: no scroll
        range, nothing to pan."""
        viewport = self.viewport()
        width, height = viewport.width(), viewport.height()
        if width < 2 or height < 2:
            return
        rect = self._framed()
        zoom = self._fitted_zoom()
        shown_w, shown_h = rect.width() * zoom, rect.height() * zoom
        left, top = (width - shown_w) / 2, (height - shown_h) / 2
        self.setSceneRect(
            QRectF(rect.left() - left / zoom, rect.top() - top / zoom, width / zoom, height / zoom)
        )
        self.resetTransform()
        self.scale(zoom, zoom)
        self.centerOn(self.sceneRect().center())
        self.zoom_changed.emit(self.zoom())

    def _fitted_zoom(self) -> float:
        """The zoom at which the whole table fits the window (``_fit``'s)."""
        rect = self._framed()
        viewport = self.viewport()
        if rect.width() <= 0 or rect.height() <= 0:
            return self.zoom()
        fitted = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        return min(fitted, self.MAX_ZOOM)

    def _zoom_by(self, factor: float, anchor_mouse: bool) -> None:
        current = self.zoom()
        target = min(self.MAX_ZOOM, max(self.MIN_ZOOM, current * factor))
        if abs(target - current) < 1e-6:
            return
        fitted = self._fitted_zoom()
        # the bar's Fit button too: a mouse-only player was told only of Ctrl+0 (play test)
        keys = tr("%1 (or the Fit button)").replace(
            "%1", QKeySequence("Ctrl+0").toString(QKeySequence.SequenceFormat.NativeText)
        )
        if target > fitted >= current or (self._auto_fit and target > fitted):
            # no scroll bar shows that the table goes on, nor how to move it or get it back
            self.say_at_pointer(
                tr("Drag the empty table to move it. %1 fits it to the window again.").replace(
                    "%1", keys
                )
            )
        elif self._auto_fit:
            # smaller than the window, it stays centred: there is nothing to drag
            self.say_at_pointer(tr("%1 fits the table to the window again.").replace("%1", keys))
        elif target <= fitted < current:
            # back to the whole table: how to move it no longer holds
            self.pointer_note.hide()
        if self._auto_fit:
            # the scene rect goes back to the table and its margin (the fit's was the window's
            # area): a pan stops at the table's edges, a table smaller than the window is
            # centred in it
            self.setSceneRect(self._framed())
        self._auto_fit = False
        anchor = (
            QGraphicsView.ViewportAnchor.AnchorUnderMouse
            if anchor_mouse
            else QGraphicsView.ViewportAnchor.AnchorViewCenter
        )
        self.setTransformationAnchor(anchor)
        self.scale(target / current, target / current)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        if not anchor_mouse and self.zoom_focus is not None:
            # the wheel zooms where the pointer is, which the player chose to look at
            for rect in self.zoom_focus():
                self.ensureVisible(rect, FOCUS_ROOM, FOCUS_ROOM)
        self.zoom_changed.emit(self.zoom())

    # -- events ---------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self._fit()

    def showEvent(self, event: QEvent) -> None:  # type: ignore[override]
        super().showEvent(event)
        if self._auto_fit:
            self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta == 0:
            return
        self._zoom_by(self.STEP ** (delta / 120), anchor_mouse=True)
        event.accept()

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab goes on along the window's chain; where it comes back to the table (nothing
        else in the window takes the keys), it shows the keyboard's frame, as Tab to the
        table does: a player pressed Tab nine times on it and nothing showed (play test)."""
        moved = super().focusNextPrevChild(forward)
        if self.hasFocus():
            self.tabbed_in.emit()
        return moved

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._keys_here(True)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.tabbed_in.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        passing = (
            Qt.FocusReason.ActiveWindowFocusReason,
            Qt.FocusReason.PopupFocusReason,
            Qt.FocusReason.MenuBarFocusReason,
        )
        if event.reason() not in passing:
            self._keys_here(False)
        else:
            # a dialog, a menu or another window took the mouse mid-drag: the release went
            # there, the card stayed in the air, and the next click dropped it where it hung,
            # a move given up on played (play test)
            self.cancel_card_gesture()

    def _keys_here(self, here: bool) -> None:
        if self.keys_elsewhere == here:
            self.keys_elsewhere = not here
            self.keys_moved.emit()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        KEY_REPEATS.released(event)
        super().keyReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._keys_here(True)  # sent here without the focus (a test, an accessibility tool)
        if not event.isAutoRepeat():
            # a new gesture, as a press is: the last one's reason stayed over the table after
            # Esc, covering what it was read beside (play test)
            self.pointer_note.hide()
        if event.key() == Qt.Key.Key_Escape and self.cancel_card_gesture():
            event.accept()  # the board's own Esc (a keyboard frame, an ability) waits its turn
            return
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
        ):
            self.zoom_in()
            return
        if event.matches(QKeySequence.StandardKey.ZoomOut) or (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and event.key() == Qt.Key.Key_Minus
        ):
            self.zoom_out()
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.key() in (
            Qt.Key.Key_0,
            Qt.Key.Key_Agrave,  # the 0 key of a French keyboard, unshifted (play test)
        ):
            self.fit_to_window()
            return
        if event.key() not in SCROLL_KEYS and KEY_REPEATS.is_repeat(event):
            # a key held down plays one move, not one a repeat: a held Enter added a card,
            # went through the hand-off and added the next person's too (the arrows may run)
            event.accept()
            return
        if event.key() in self.move_keys and self.passed_guard.too_soon():
            event.accept()  # a press meant for the hand-off screen
            self.held_back.emit(tr("Not taken yet: press again in a moment."))
            self._held_back_wait.start()
            return
        self.key_in_hand = event.key()
        try:
            taken = self.key_handler is not None and self.key_handler(event)
        finally:
            self.key_in_hand = None
        if taken:
            event.accept()
            self.key_taken.emit(event.key())
            return
        if self._auto_fit and event.key() in SCROLL_KEYS:
            # a fitted table shows all of itself: an arrow no board took scrolled it off its
            # frame, which still counted as fitted (only Ctrl+0 brought it back)
            event.accept()
            return
        super().keyPressEvent(event)

    def cancel_card_gesture(self) -> bool:
        """Esc takes back the card the pointer holds, in every game (play test: Esc did nothing
        mid-drag, and the release still played the card): it flies home, nothing is played,
        and the board tidies up on ``CardItem.drag_cancelled``. False when no card is held."""
        grabber = self.scene().mouseGrabberItem()
        if not isinstance(grabber, CardItem) or not grabber.abandon_drag():
            return False
        self._edge_timer.stop()  # no card drags the table towards an edge any more
        return True

    def say_at_pointer(self, text: str, beside: QRect | None = None) -> None:
        """Show ``text`` beside the pointer for a few seconds, in the tooltip's colours: why a
        gesture was refused, where the player looks (the status bar alone went unseen). Not
        a QToolTip: Qt hides those at the button's release, which ends the refused gesture.
        ``beside``: under that part of the viewport instead (the keyboard's frame, for a key
        refused: a keyboard player looks there, not at the idle pointer)."""
        viewport = self.viewport()
        note = self.pointer_note
        note.setPalette(tooltip_colours(self.palette()))
        note.setText(text)
        # as wide as its words, up to a short line's width: wrapped beyond it
        frame = 2 * (note.margin() + note.frameWidth()) + 2
        words = note.fontMetrics().horizontalAdvance(text) + frame
        note.setFixedWidth(min(words, 360, max(viewport.width() - 16, 80)))
        note.adjustSize()
        if beside is None:
            # a card dropped off the table (on the toolbar, the title bar): at the table's
            # edge nearest the pointer, not in its middle, far from where the player looks
            spot = viewport.mapFromGlobal(QCursor.pos())
            area = viewport.rect()
            spot.setX(min(max(spot.x(), area.left()), area.right()))
            spot.setY(min(max(spot.y(), area.top()), area.bottom()))
            beside = QRect(spot.x() + 16, spot.y() - 8, 0, 25)  # under and right of its tip
        x = min(max(beside.left(), 8), viewport.width() - note.width() - 8)
        below = QPoint(x, beside.bottom() + 8)
        above = QPoint(x, beside.top() - note.height() - 8)
        # above the frame (the pointer) near the bottom edge
        first = below if below.y() + note.height() <= viewport.height() - 8 else above
        first.setY(max(first.y(), 8))
        sideways = (
            QPoint(beside.right() + 8, beside.top()),
            QPoint(beside.left() - note.width() - 8, beside.top()),
        )
        note.move(self._off_lesson_frames(first, (below, above, *sideways), note.size()))
        if self.isVisible():
            # a tooltip shown already goes: Ctrl+Z over the greyed Undo button, whose tooltip
            # says why, stacked the same words twice (play tester 207)
            QToolTip.hideText()
        note.show()
        note.raise_()
        self._note_timer.start(self.SAY_MS)
        if note.isVisible():  # a table not shown (behind a hand-off screen) shows no note
            self.said_at_pointer.emit(text)

    def _off_lesson_frames(self, first: QPoint, others: Iterable[QPoint], size: QSize) -> QPoint:
        """Where a note of ``size`` goes: at ``first``, unless it covers a lesson's orange
        frame, then at the first of ``others`` within the viewport and off them all. "Almost!
        Put the card on the orange frame" stood under the keyboard's frame, over the orange
        frame it asked for, on the cell below (play tester 159)."""
        frames = [
            self.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-4, -4, 4, 4)
            for item in self.scene().items()
            if isinstance(item, HighlightItem) and item.mode == "hint" and item.isVisible()
        ]

        def clear(spot: QPoint) -> bool:
            return not any(QRect(spot, size).intersects(frame) for frame in frames)

        if clear(first):
            return first
        room = self.viewport().rect().adjusted(8, 8, -8, -8)
        fitting = (spot for spot in others if room.contains(QRect(spot, size)) and clear(spot))
        return next(fitting, first)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pointer_note.hide()  # a new gesture: the last one's reason is done with
        super().mousePressEvent(event)
        if event.isAccepted() and self.scene().mouseGrabberItem() is not None:
            return
        if self._auto_fit:
            event.accept()  # the whole table is in view: a drag has nowhere to take it
            return
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            point = event.position().toPoint()
            delta = point - self._pan_from
            self._pan_from = point
            bar_x, bar_y = self.horizontalScrollBar(), self.verticalScrollBar()
            bar_x.setValue(bar_x.value() - delta.x())
            bar_y.setValue(bar_y.value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._edge_timer.stop()
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)
        if self._fit_pending and self.scene().mouseGrabberItem() is None:
            self._fit_pending = False
            if self._auto_fit:
                self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            colors = table_palette()
            if colors is not self.palette_colors:
                self.palette_colors = colors
                self.palette_changed.emit()
                self.resetCachedContent()
                self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """A soft felt: a vertical gradient in the palette's table colours."""
        colors = self.palette_colors
        top, bottom = self._content.top(), max(self._content.bottom(), self._content.top() + 1)
        gradient = QLinearGradient(QPointF(0, top), QPointF(0, bottom))
        gradient.setColorAt(0.0, colors.felt)
        gradient.setColorAt(1.0, colors.felt_edge)
        painter.fillRect(rect, QBrush(gradient))

    def global_rect(self, scene_rect: QRectF) -> QRect:
        """Where ``scene_rect`` lies on the screen, for a window placed beside it."""
        shown = self.mapFromScene(scene_rect).boundingRect()
        return QRect(self.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def keep_in_view(self, scene_rect: QRectF) -> None:
        """Scroll a zoomed-in or panned table so ``scene_rect`` (what the keyboard cursor
        marks) is on screen, ``EDGE`` pixels from the edges where it fits: the scroll bars are
        off, so the keyboard has no other way to pan. A fitted table shows everything and never
        scrolls."""
        if not self._auto_fit:
            self.ensureVisible(scene_rect, self.EDGE, self.EDGE)

    def nudge_towards_edge(self, scene_pos: QPointF) -> None:
        """While a card is dragged near an edge of a zoomed-in table, scroll that way, and on
        while the pointer rests there (it scrolled one step, then waited for a wiggle).

        Called on every move of a drag; a fitted table shows everything and never scrolls.
        """
        if self._auto_fit or self._nudging:
            return
        self._edge_point = self.mapFromScene(scene_pos)
        if self._scroll_towards_edge():
            self._edge_timer.start()
        else:
            self._edge_timer.stop()

    def _keep_nudging(self) -> None:
        """The pointer still rests near the edge with the card it drags: one more step."""
        if self.scene().mouseGrabberItem() is None or not self._scroll_towards_edge():
            self._edge_timer.stop()

    def _scroll_towards_edge(self) -> bool:
        """One step towards the edge ``_edge_point`` is near; False when it is near none."""
        point, rect, margin = self._edge_point, self.viewport().rect(), self.EDGE
        dx = min(0, point.x() - margin) + max(0, point.x() - (rect.width() - margin))
        dy = min(0, point.y() - margin) + max(0, point.y() - (rect.height() - margin))
        if not (dx or dy) or self._auto_fit:
            return False
        # scrolling replays the last mouse move to the dragged item: do not recurse
        self._nudging = True
        try:
            bar_x, bar_y = self.horizontalScrollBar(), self.verticalScrollBar()
            bar_x.setValue(bar_x.value() + dx // 2)
            bar_y.setValue(bar_y.value() + dy // 2)
        finally:
            self._nudging = False
        return True
