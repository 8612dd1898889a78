"""Icons drawn in the palette's own text colour: the toolbar's, and the style's own pictures.

The style's pictures do not suit every palette: its Undo and Redo arrows are black and
vanished into a dark toolbar; its help lifebuoy, white on a light toolbar, read as a red
"X"; and Zoom In, Zoom Out and Fit to Window had no picture at all. On a dark palette its
dialog buttons' Close cross was black (1.4:1 on the button), its Cancel cross and OK arrow
dim red and green, and the toolbar's overflow "»" all but invisible (1.0:1). These are drawn
from paths in the colour the palette gives button text, sharp at every size and device pixel
ratio, and :class:`GlyphStyle` gives the standard buttons theirs (every dialog's, the message
boxes' too). An icon drawn once kept its colour: a dialog or the History dock open while the
desktop turned dark kept a dark Close cross on a dark button until reopened. So an icon reads
the application's palette each time it is drawn, and a widget, which repaints when its palette
changes, shows it in the new colours at once.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from functools import lru_cache

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QIconEngine,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionButton,
    QStyleOptionMenuItem,
    QWidget,
)


class Glyph(Enum):
    UNDO = "undo"
    REDO = "redo"
    ZOOM_IN = "zoom_in"
    ZOOM_OUT = "zoom_out"
    FIT = "fit"
    RULES = "rules"
    HINT = "hint"
    OK = "ok"
    CANCEL = "cancel"
    CLOSE = "close"
    MORE = "more"
    FLOAT = "float"


TOOLBAR_GLYPHS = (
    Glyph.UNDO,
    Glyph.REDO,
    Glyph.HINT,
    Glyph.ZOOM_IN,
    Glyph.ZOOM_OUT,
    Glyph.FIT,
    Glyph.RULES,
)
"""The toolbar's actions drawn here, each named as its glyph."""


def _pen(colour: QColor, side: float) -> QPen:
    pen = QPen(colour, max(1.5, side * 0.11))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _turn_arrow(painter: QPainter, side: float, colour: QColor) -> None:
    """A half loop ending in an arrow head pointing left, the usual sign for undo."""
    painter.setPen(_pen(colour, side))
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


def _undo(painter: QPainter, side: float, colour: QColor) -> None:
    _turn_arrow(painter, side, colour)


def _redo(painter: QPainter, side: float, colour: QColor) -> None:
    painter.translate(side, 0)
    painter.scale(-1, 1)
    _turn_arrow(painter, side, colour)


def _magnifier(painter: QPainter, side: float, colour: QColor, plus: bool) -> None:
    """A lens with a handle, and a plus or a minus in the lens."""
    painter.setPen(_pen(colour, side))
    centre = QPointF(side * 0.42, side * 0.42)
    radius = side * 0.28
    painter.drawEllipse(centre, radius, radius)
    painter.drawLine(QPointF(side * 0.63, side * 0.63), QPointF(side * 0.88, side * 0.88))
    arm = radius * 0.55
    painter.drawLine(centre - QPointF(arm, 0), centre + QPointF(arm, 0))
    if plus:
        painter.drawLine(centre - QPointF(0, arm), centre + QPointF(0, arm))


def _zoom_in(painter: QPainter, side: float, colour: QColor) -> None:
    _magnifier(painter, side, colour, plus=True)


def _zoom_out(painter: QPainter, side: float, colour: QColor) -> None:
    _magnifier(painter, side, colour, plus=False)


def _fit(painter: QPainter, side: float, colour: QColor) -> None:
    """Four corners of a frame: the table fitted to the window."""
    painter.setPen(_pen(colour, side))
    near, far, arm = side * 0.16, side * 0.84, side * 0.24
    for x, dx in ((near, 1), (far, -1)):
        for y, dy in ((near, 1), (far, -1)):
            corner = QPainterPath(QPointF(x + dx * arm, y))
            corner.lineTo(x, y)
            corner.lineTo(x, y + dy * arm)
            painter.drawPath(corner)


def _rules(painter: QPainter, side: float, colour: QColor) -> None:
    """A question mark in a ring: help, as most desktops draw it."""
    painter.setPen(_pen(colour, side * 0.8))
    painter.drawEllipse(QRectF(side * 0.1, side * 0.1, side * 0.8, side * 0.8))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(side * 0.58)))
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, "?")


def _hint(painter: QPainter, side: float, colour: QColor) -> None:
    """A light bulb: an idea, a move to think about."""
    painter.setPen(_pen(colour, side * 0.8))
    bulb = QPainterPath(QPointF(side * 0.38, side * 0.70))
    bulb.lineTo(side * 0.38, side * 0.60)
    bulb.arcTo(QRectF(side * 0.22, side * 0.08, side * 0.56, side * 0.56), 235, -290)
    bulb.lineTo(side * 0.62, side * 0.70)
    bulb.closeSubpath()
    painter.drawPath(bulb)
    painter.drawLine(QPointF(side * 0.40, side * 0.82), QPointF(side * 0.60, side * 0.82))


def _ok(painter: QPainter, side: float, colour: QColor) -> None:
    """A tick."""
    painter.setPen(_pen(colour, side))
    tick = QPainterPath(QPointF(side * 0.18, side * 0.54))
    tick.lineTo(side * 0.42, side * 0.78)
    tick.lineTo(side * 0.84, side * 0.24)
    painter.drawPath(tick)


def _cancel(painter: QPainter, side: float, colour: QColor) -> None:
    """A ring crossed out, as desktops draw Cancel: not the cross of Close."""
    painter.setPen(_pen(colour, side * 0.85))
    painter.drawEllipse(QRectF(side * 0.16, side * 0.16, side * 0.68, side * 0.68))
    painter.drawLine(QPointF(side * 0.74, side * 0.26), QPointF(side * 0.26, side * 0.74))


def _close(painter: QPainter, side: float, colour: QColor) -> None:
    """A cross."""
    painter.setPen(_pen(colour, side))
    near, far = side * 0.24, side * 0.76
    painter.drawLine(QPointF(near, near), QPointF(far, far))
    painter.drawLine(QPointF(far, near), QPointF(near, far))


def _more(painter: QPainter, side: float, colour: QColor) -> None:
    """Two chevrons, "»": more buttons than the toolbar has room for."""
    painter.setPen(_pen(colour, side))
    for left in (side * 0.2, side * 0.52):
        chevron = QPainterPath(QPointF(left, side * 0.24))
        chevron.lineTo(left + side * 0.26, side * 0.5)
        chevron.lineTo(left, side * 0.76)
        painter.drawPath(chevron)


def _float(painter: QPainter, side: float, colour: QColor) -> None:
    """A window in front of another: a dock's button that lets it float."""
    painter.setPen(_pen(colour, side * 0.8))
    painter.drawRect(QRectF(side * 0.14, side * 0.38, side * 0.48, side * 0.48))
    behind = QPainterPath(QPointF(side * 0.38, side * 0.38))
    behind.lineTo(side * 0.38, side * 0.14)
    behind.lineTo(side * 0.86, side * 0.14)
    behind.lineTo(side * 0.86, side * 0.62)
    behind.lineTo(side * 0.62, side * 0.62)
    painter.drawPath(behind)


PAINTERS: dict[Glyph, Callable[[QPainter, float, QColor], None]] = {
    Glyph.UNDO: _undo,
    Glyph.REDO: _redo,
    Glyph.ZOOM_IN: _zoom_in,
    Glyph.ZOOM_OUT: _zoom_out,
    Glyph.FIT: _fit,
    Glyph.RULES: _rules,
    Glyph.HINT: _hint,
    Glyph.OK: _ok,
    Glyph.CANCEL: _cancel,
    Glyph.CLOSE: _close,
    Glyph.MORE: _more,
    Glyph.FLOAT: _float,
}


@lru_cache(maxsize=256)
def _pixmap(glyph: Glyph, side: int, ratio: float, rgba: int) -> QPixmap:
    """``glyph`` in a square of ``side`` logical pixels, drawn once per size, ratio and
    colour: a button asks again at each repaint."""
    pixmap = QPixmap(max(1, round(side * ratio)), max(1, round(side * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    PAINTERS[glyph](painter, float(side), QColor.fromRgba(rgba))
    painter.end()
    return pixmap


_CLONES: list[GlyphEngine] = []
"""Engines made by :meth:`GlyphEngine.clone`, which the icon owns once it has them: kept
here, or Python would delete one the icon still draws with (a crash), until the icon deletes
it."""


class GlyphEngine(QIconEngine):
    """Draws a glyph when the icon is drawn, in the palette's button text colour of that
    moment (greyed as the palette greys disabled text), at the size and pixel ratio asked."""

    def __init__(self, glyph: Glyph, palette: QPalette | None = None) -> None:
        super().__init__()
        self.glyph = glyph
        self.palette = palette
        """None: the application's palette, whichever it is when the icon is drawn."""

    def _colour(self, mode: QIcon.Mode) -> QColor:
        palette = self.palette if self.palette is not None else QApplication.palette()
        group = (
            QPalette.ColorGroup.Disabled
            if mode == QIcon.Mode.Disabled
            else QPalette.ColorGroup.Active
        )
        return palette.color(group, QPalette.ColorRole.ButtonText)

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        side = min(size.width(), size.height())
        return QSize(side, side)

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        side = min(size.width(), size.height())
        return _pixmap(self.glyph, side, scale, self._colour(mode).rgba())

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        square = QRect(0, 0, side, side)
        square.moveCenter(rect.center())
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        painter.drawPixmap(square, self.scaledPixmap(square.size(), mode, state, ratio))

    def isNull(self) -> bool:
        return False

    def key(self) -> str:
        return "bouquet-glyph"

    def clone(self) -> QIconEngine:
        _CLONES[:] = [engine for engine in _CLONES if shiboken6.isValid(engine)]
        engine = GlyphEngine(self.glyph, self.palette)
        _CLONES.append(engine)
        return engine


def glyph_icon(glyph: Glyph, palette: QPalette | None = None) -> QIcon:
    """``glyph`` in ``palette``'s button text colour; without ``palette``, in the application
    palette's of the moment it is drawn, so it follows a change of palette."""
    return QIcon(GlyphEngine(glyph, palette))


STANDARD_GLYPHS: dict[QStyle.StandardPixmap, Glyph] = {
    QStyle.StandardPixmap.SP_DialogOkButton: Glyph.OK,
    QStyle.StandardPixmap.SP_DialogCancelButton: Glyph.CANCEL,
    QStyle.StandardPixmap.SP_DialogCloseButton: Glyph.CLOSE,
    QStyle.StandardPixmap.SP_ToolBarHorizontalExtensionButton: Glyph.MORE,
    QStyle.StandardPixmap.SP_TitleBarCloseButton: Glyph.CLOSE,
    QStyle.StandardPixmap.SP_DockWidgetCloseButton: Glyph.CLOSE,
    QStyle.StandardPixmap.SP_TitleBarNormalButton: Glyph.FLOAT,
}
"""The style's pictures drawn in a fixed colour that a dark palette hid (the style's own Save,
Discard, Yes, No and message box pictures read on either palette and stay)."""


FOCUS_RING_INSET = 3
"""How far inside a focused default button its focus ring is drawn, in pixels: clear of the
frame the style draws for a default button."""


INDICATORS = (
    QStyle.PrimitiveElement.PE_IndicatorCheckBox,
    QStyle.PrimitiveElement.PE_IndicatorRadioButton,
)
"""The boxes of check boxes and radio buttons, ticked or not (``GlyphStyle.drawPrimitive``)."""
OUTLINE_LIFT = 150
"""Fusion outlines an indicator in the window's colour darkened 1.4 to 1.5 times (``QColor.
darker``): handed the outline wanted lightened as much, it draws about that outline."""


def indicator_colours(palette: QPalette) -> QPalette:
    """``palette`` with the window colour Fusion darkens into an indicator's outline set so
    that the outline is a quiet note's grey, 3:1 or more on the window (WCAG's least for
    the parts of a control), light or dark."""
    from desktop.table.palette import quiet_text  # (which wraps its styles in GlyphStyle)

    colours = QPalette(palette)
    colours.setColor(QPalette.ColorRole.Window, quiet_text(palette).lighter(OUTLINE_LIFT))
    return colours


class GlyphStyle(QProxyStyle):
    """The application's style, with :data:`STANDARD_GLYPHS` drawn in the application's
    palette of the moment, or in the asking widget's own if it has another; a menu bar's
    title lit while the keys are on the bar, and a focus ring on a default button that has
    the keys (:meth:`drawControl`)."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        """Two things Fusion leaves unseen by a keyboard player. A menu bar title chosen by
        the keys (Alt, then ← or →) is drawn lit, as an open menu's is: Fusion lights only
        an open one, and after Alt nothing showed which menu ↓ would open (play tester,
        session 55). A default button with the keys has a ring in the highlight colour
        inside it: Fusion draws the focus and the default alike, so Tab onto a dialog's OK
        or Close seemed to go nowhere."""
        if (
            element == QStyle.ControlElement.CE_MenuBarItem
            and isinstance(option, QStyleOptionMenuItem)
            and option.state & QStyle.StateFlag.State_Selected
            and widget is not None
            and widget.hasFocus()
        ):
            lit = QStyleOptionMenuItem(option)
            lit.state |= QStyle.StateFlag.State_Sunken
            super().drawControl(element, lit, painter, widget)
            return
        super().drawControl(element, option, painter, widget)
        if (
            element == QStyle.ControlElement.CE_PushButton
            and isinstance(option, QStyleOptionButton)
            and option.features & QStyleOptionButton.ButtonFeature.DefaultButton
            and option.state & QStyle.StateFlag.State_HasFocus
            and option.state & QStyle.StateFlag.State_Enabled
        ):
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = FOCUS_RING_INSET
            ring = QRectF(option.rect).adjusted(inset, inset, -inset - 1, -inset - 1)
            painter.drawRoundedRect(ring, 2.0, 2.0)
            painter.restore()

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        """A check box's and a radio button's box outlined plainly (``indicator_colours``):
        Fusion outlines them in the window's colour darkened, which all but vanishes on a
        dark window (1.1:1 in Bouquet's dark palette: an unticked "Summer variant" looked
        like no box at all, play tester 185)."""
        if element in INDICATORS and self.baseStyle().name().lower() == "fusion":
            outlined = type(option)(option)  # (of its own kind: a check box's stays one)
            outlined.palette = indicator_colours(option.palette)
            option = outlined
        super().drawPrimitive(element, option, painter, widget)

    def standardIcon(
        self,
        standardIcon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        glyph = STANDARD_GLYPHS.get(standardIcon)
        if glyph is None:
            return super().standardIcon(standardIcon, option, widget)
        if option is not None:
            palette: QPalette | None = option.palette
        elif widget is not None:
            palette = widget.palette()
        else:
            palette = None
        if palette == QApplication.palette():
            palette = None  # follow the application's palette when it changes
        return glyph_icon(glyph, palette)


def use_glyph_style() -> None:
    """Wrap the application's style in :class:`GlyphStyle`, once; before the widgets that take
    a standard picture when they are made (a dialog's buttons, a toolbar, a dock)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and not isinstance(app.style(), GlyphStyle):
        QApplication.setStyle(GlyphStyle(app.style().name()))
