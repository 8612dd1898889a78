"""Scene items of the Petal Plotters table: cards, the ability zone, buttons, the discard list."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMargins,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QShortcut,
    QShowEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from desktop.focus_frame import FocusRing, focus_when_scrolling
from desktop.games.petal_plotters import faces
from desktop.i18n import current_language, points_text, singular
from desktop.press_guard import TABLE_KEYS, GuardedDialog, GuardWait, PressGuard
from desktop.screen_fit import frame_margins, results_room
from desktop.table.items import TARGET_GLOW, CardItem, paint_since_ring, paint_target_glow
from desktop.table.palette import TablePalette, table_palette, text_on
from desktop.table.preview import (
    SPOT_SHARES,
    Area,
    CardPreview,
    Clearance,
    FacePainter,
    clearest_spot,
    spot_cost,
)
from desktop.table.text import break_lines
from engine.games.petal_plotters import scoring
from engine.games.petal_plotters.components import CARDS, CATEGORIES, Card
from engine.games.petal_plotters.counting import CardPlace
from engine.games.petal_plotters.state import HIDDEN, MATCH_DEALS, DealRecord, Slot

GLOW_MIN_SCALE = 0.5
"""A target's glow keeps its width on the table for cards drawn down to this scale."""
CARD_W = 120.0
CARD_H = 168.0
CHOSEN_TAG_PX = 18
"""The "Chosen" tag's type (card units): with its margins, no higher than the room a card's
bounding rectangle keeps round it."""
BANNER_REACH = 40.0
BANNER_TEXT_H = 60.0
"""The ability shown over a card dragged onto the "Use ability" zone: how far it reaches past
each side of the card, and the most its text takes in height (card units); with its margins it
keeps within the room the up value's chip has above the card."""
UP_CHIP_RADIUS = 20.0
UP_CHIP_DROP = 0.0
"""The up value's chip: its radius, and how far below the card's upper edge its centre is.
Centred on the edge, it clears the printed top Petal Power and the category badge (a
radius of 24 set 4 lower covered the right of the Hornbill's printed +2, play test) and
reaches as far above the card as it did then."""


def tr(text: str) -> str:
    return QCoreApplication.translate("PetalPlottersBoard", text)


def draw_previewed_face(
    painter: QPainter, rect: QRectF, card: Card, top_up: bool, colors: TablePalette
) -> None:
    """``card``'s face in ``rect`` as a preview shows it: upright, for it is there to be read
    (a card turned bottom end up was previewed turned round, its words upside down, play test,
    session 59); a card that lies turned bears a band that says so and which value it counts,
    its top value faded (``faces.draw_turned_band``)."""
    faces.draw_face(painter, rect, card, colors)
    if not top_up:
        faces.draw_turned_band(painter, rect, card, colors)


def note_box(upright: QRectF, sideways: bool, doubt: bool) -> QRectF:
    """The memory aid's note on a face-down card whose box, read upright, is ``upright``
    (across for a victory card, ``sideways``): its lower part, on a Garrison card clear of the
    up value's chip, clear of the "?" of a card in ``doubt``."""
    top = upright.height() * (0.45 if sideways else 0.6)
    return upright.adjusted(8, top, -8 - (faces.MEMO_DOUBT_R if doubt else 0.0), -8)


class PetalCardItem(CardItem):
    """One card. ``card_id`` is what the viewer may see (HIDDEN: only a back is ever drawn).

    ``face_up`` draws the face; a face-down card the viewer knows shows a memory note only when
    ``memory`` is set (the memory aid): its up value on a Garrison card, its name and both Petal
    Powers on another player's victory card. ``top_up`` False turns the card 180° (its bottom Petal
    Power points up); ``sideways`` lays it across (victory cards). ``show_up_value`` draws the
    up value large above the card, upright whatever the card's rotation.
    """

    rotate_requested = Signal(object)

    def __init__(self, card_id: str = HIDDEN) -> None:
        super().__init__(CARD_W, CARD_H)
        self.card_id = card_id
        self.face_up = False
        self.memory = False
        self.top_up = True
        self.sideways = False
        self.fan_angle = 0.0
        self.show_up_value = False
        self.ability_banner = False
        """Over the "Use ability" zone, the card being dragged shows its ability over its upper
        edge instead of its up value, which counts only in a Garrison."""
        self.dimmed = False
        self.target_look = False
        """A glowing frame: a click on this card chooses it (give or pass)."""
        self.maybe_cards: tuple[str, ...] = ()
        """The cards a face-down victory or Garrison card may be, known in a hand before they
        were added face down, passed or exchanged (``Rumour``): drawn on its back as a dotted
        note with a "?" (a tooltip alone went unnoticed, play test)."""
        self.maybe_title = ""
        """The note's words: the card or cards it may be, as a guess ("? Frog or Pangolin",
        ``guess_words``); with several it named only the first (session 54)."""
        self.maybe_elsewhere = ""
        """The note's words on how many places its one card may be in, each marked too
        (``faces.place_words``; "" for one)."""
        self.chosen_mark = ""
        """A Garrison card chosen first for an exchange between Garrisons, until the second is
        chosen: a frame round it and this word on a tag across its foot (empty: no mark)."""
        self.flip_progress = 1.0
        """1 normal; the end-of-game reveal runs it 0 → 1 while turning the card over."""
        self.reach_below = 0.0
        """How far below its edge the card still takes the pointer (item units), see
        ``set_reach_below``."""
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- state ------------------------------------------------------------------------
    def set_look(
        self,
        card_id: str,
        face_up: bool,
        top_up: bool,
        memory: bool = False,
        sideways: bool = False,
        show_up_value: bool = False,
    ) -> None:
        if card_id not in CARDS:
            card_id, face_up, memory = HIDDEN, False, False
        changed = (card_id, face_up, top_up, memory, sideways, show_up_value) != (
            self.card_id,
            self.face_up,
            self.top_up,
            self.memory,
            self.sideways,
            self.show_up_value,
        )
        self.set_show_up_value(show_up_value)
        self.card_id = card_id
        self.face_up = face_up
        self.top_up = top_up
        self.memory = memory
        self.sideways = sideways
        # a card the viewer knows shows large under the pointer: a tooltip with its words
        # would only cover the cards beside it
        self.setToolTip("" if face_up or memory else tr("A face-down card"))
        self.apply_rotation()
        if changed:
            self.update()

    def set_show_up_value(self, show: bool) -> None:
        """The large up value widens the bounding box: tell the scene before it changes."""
        if show != self.show_up_value:
            self.prepareGeometryChange()
            self.show_up_value = show
            self.update()

    def since_color(self) -> QColor:
        """The colour of a change's glow: a card others changed since the viewer's last move
        keeps a ring of it (the glow itself fades in a second)."""
        return self.palette_colors.changed

    def set_maybe(self, cards: tuple[str, ...], title: str = "", elsewhere: str = "") -> None:
        """The cards this face-down card may be and what its note says (``maybe_cards``,
        ``maybe_title``, ``maybe_elsewhere``)."""
        if (cards, title, elsewhere) != (self.maybe_cards, self.maybe_title, self.maybe_elsewhere):
            self.maybe_cards, self.maybe_title, self.maybe_elsewhere = cards, title, elsewhere
            self.update()

    def set_ability_banner(self, show: bool) -> None:
        """Show the ability instead of the up value (over the "Use ability" zone), or not."""
        if show != self.ability_banner:
            self.ability_banner = show
            self.update()

    def apply_rotation(self) -> None:
        angle = (0.0 if self.top_up else 180.0) + (90.0 if self.sideways else 0.0)
        if not self.dragging:
            angle += self.fan_angle
        self.setRotation(angle)

    def known_card(self) -> Card | None:
        """The card whose face the viewer may see here: face up, or a face-down card they know
        and the memory aid shows; None for a back."""
        card = CARDS.get(self.card_id)
        if card is None or not (self.face_up or self.memory):
            return None
        return card

    def up_value(self) -> int | None:
        card = self.known_card()
        return None if card is None else card.power(self.top_up)

    def previewed_card(self) -> str | None:
        """The card the preview may show large: only one the viewer knows."""
        return self.card_id if self.known_card() is not None else None

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        """The whole face, upright, saying which end counts where the card lies turned (a
        remembered card too, whose face the table covers with a note):
        ``draw_previewed_face``."""
        card = self.known_card()
        if card is None:  # turned face down since the preview began; the board hides it
            return
        draw_previewed_face(painter, rect, card, self.top_up, self.palette_colors)

    def shows_face(self) -> bool:
        return self.card_id in CARDS and self.face_up

    # -- geometry -----------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        pad = (TARGET_GLOW + 1) / GLOW_MIN_SCALE
        extra = 46.0 if self.show_up_value else 0.0
        reach = self.reach_below  # at either end: see ``shape``
        return QRectF(
            -pad - extra,
            -pad - extra - reach,
            self.width + 2 * (pad + extra),
            self.height + 2 * (pad + extra) + 4 + 2 * reach,
        )

    def shape(self) -> QPainterPath:
        """The card, and the band below it on screen while it has risen: below its foot, or
        above its head for a card turned upside down (the turn spins it, so the end is read
        from its rotation now)."""
        path = QPainterPath()
        upside_down = math.cos(math.radians(self.rotation())) < 0
        reach = self.reach_below
        rect = self.card_rect().adjusted(
            0, -reach if upside_down else 0, 0, 0 if upside_down else reach
        )
        path.addRoundedRect(rect, self.radius, self.radius)
        return path

    def set_reach_below(self, reach: float) -> None:
        """A hand card rises under the pointer: the band it leaves below still counts as on
        it. Otherwise a pointer there left the card, which sank back under it and rose again,
        and between the two the wheel zoomed the table instead of turning the card."""
        if reach != self.reach_below:
            self.prepareGeometryChange()
            self.reach_below = reach

    # -- gestures -------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.pickable:
            self.rotate_requested.emit(self)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was = self.dragging
        super().mouseMoveEvent(event)
        if self.dragging and not was:
            self.apply_rotation()
            self.update()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mouseReleaseEvent(event)
        self.apply_rotation()

    # -- painting ------------------------------------------------------------------------
    def paint_card(self, painter: QPainter, rect: QRectF) -> None:
        colors = self.palette_colors
        card = CARDS.get(self.card_id)
        painter.save()
        if self.flip_progress < 1.0:
            # turning over: squeeze horizontally, back first then face
            squeeze = abs(1.0 - 2.0 * self.flip_progress)
            painter.translate(rect.center())
            painter.scale(max(0.02, squeeze), 1.0)
            painter.translate(-rect.center())
        showing_face = card is not None and self.face_up and self.flip_progress >= 0.5
        if showing_face and painter.worldTransform().isRotating():
            draw_tilted_face(painter, rect, self.card_id, colors)
        elif showing_face:
            assert card is not None
            faces.draw_face(painter, rect, card, colors)
        else:
            faces.draw_back(painter, rect, colors)
            maybe = CARDS.get(self.maybe_cards[0]) if self.maybe_cards else None
            if maybe is not None and not self.memory:
                painter.save()
                painter.translate(rect.center())
                turn = 90.0 if self.sideways else 0.0
                painter.rotate(-((0.0 if self.top_up else 180.0) + turn))
                w, h = (
                    (rect.height(), rect.width())
                    if self.sideways
                    else (rect.width(), rect.height())
                )
                upright = QRectF(-w / 2, -h / 2, w, h)
                note = note_box(upright, self.sideways, doubt=True)
                faces.draw_hand_memo(
                    painter,
                    note,
                    maybe,
                    colors,
                    sure=False,
                    elsewhere=self.maybe_elsewhere,
                    badge=False,  # room for the name and the count of places
                    title=self.maybe_title,
                    most=faces.NOTE_LINES,
                )
                painter.restore()
            if card is not None and self.memory:
                painter.save()
                # the note reads upright whatever the card's rotation
                painter.translate(rect.center())
                painter.rotate(
                    -((0.0 if self.top_up else 180.0) + (90.0 if self.sideways else 0.0))
                )
                if self.sideways:
                    # a victory card: what it is matters, not which end points up
                    across = QRectF(
                        -rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()
                    )
                    note = note_box(across, sideways=True, doubt=False)
                    faces.draw_hand_memo(painter, note, card, colors, most=faces.NOTE_LINES)
                else:
                    painter.translate(-rect.center())
                    faces.draw_memory_tag(painter, rect, card, card.power(self.top_up), colors)
                painter.restore()
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 80))
            painter.drawRoundedRect(rect, self.radius, self.radius)
        painter.restore()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        if self.target_look:
            paint_target_glow(
                painter, self.card_rect(), self.palette_colors, max(self.scale(), GLOW_MIN_SCALE)
            )
        if self.chosen_mark:
            self._paint_chosen_mark(painter)
        value = self.up_value()
        card = self.known_card()
        if self.show_up_value and self.ability_banner and card is not None:
            self._paint_ability_banner(painter, card)
        elif self.show_up_value and value is not None:
            self._paint_up_chip(painter, value)

    def _paint_chosen_mark(self, painter: QPainter) -> None:
        """A thick frame in the table's accent (neither a target's green glow nor the keyboard's
        blue frame) and, upright under the card's foot on the table, a tag saying why: the
        card stays marked while the player looks for the card to swap it with. The tag hangs
        below a face-up card (inside its bounding rectangle's margin): across its foot, it hid
        the card's lower Petal Power."""
        colors = self.palette_colors
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self.card_rect().adjusted(-5, -5, 5, 5)
        painter.setPen(QPen(text_on(colors.accent), 9))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, self.radius + 5, self.radius + 5)
        painter.setPen(QPen(colors.accent, 5))
        painter.drawRoundedRect(frame, self.radius + 5, self.radius + 5)
        painter.translate(self.card_rect().center())
        painter.rotate(-self.rotation())
        font = QFont()
        font.setBold(True)
        font.setPixelSize(CHOSEN_TAG_PX)
        metrics = QFontMetricsF(font)
        text = metrics.elidedText(self.chosen_mark, Qt.TextElideMode.ElideRight, self.width)
        tag_w, tag_h = metrics.horizontalAdvance(text) + 20, metrics.height() + 6
        # a card's back has no Petal Power to hide: its tag sits on its foot, where a
        # Garrison's edge and the last move's frame did not cut it (play test)
        back = not self.shows_face() and not self.memory
        top = self.height / 2 - tag_h - 12 if back else self.height / 2 - 3
        tag = QRectF(-tag_w / 2, top, tag_w, tag_h)
        painter.setPen(QPen(text_on(colors.accent), 2))
        painter.setBrush(colors.accent)
        painter.drawRoundedRect(tag, tag_h / 2, tag_h / 2)
        painter.setFont(font)
        painter.setPen(text_on(colors.accent))
        painter.drawText(tag, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.restore()

    def _ability_banner(self, card: Card) -> tuple[QRectF, QFont]:
        """Where the ability's banner lies, upright about the card's centre, and its type: the
        largest that holds the ability in three lines (within the room the up value has)."""
        text = faces.ability_text(card)
        width = self.width + 2 * BANNER_REACH
        font = QFont()
        for pixels in range(16, 10, -1):
            font.setPixelSize(pixels)
            box = QFontMetricsF(font).boundingRect(
                QRectF(0, 0, width - 16, 1000), int(Qt.TextFlag.TextWordWrap), text
            )
            if box.height() <= BANNER_TEXT_H:
                break
        height = min(box.height(), BANNER_TEXT_H) + 10
        return QRectF(-width / 2, -self.height / 2 + 8 - height, width, height), font

    def covered_scene_rect(self) -> QRectF:
        """What the card hides of the table: the card, and over the "Use ability" zone its
        ability's banner (the zone writes its refusal clear of both)."""
        covered = self.mapRectToScene(self.card_rect())
        card = self.known_card()
        if self.show_up_value and self.ability_banner and card is not None:
            banner = self._ability_banner(card)[0]
            scale = self.scale()
            centre = self.mapToScene(self.card_rect().center())
            covered = covered.united(
                QRectF(centre + banner.topLeft() * scale, banner.size() * scale)
            )
        return covered

    def _paint_ability_banner(self, painter: QPainter, card: Card) -> None:
        """The card's ability, upright over its upper edge where the up value stands."""
        text = faces.ability_text(card)
        style = faces.look(card.category)
        banner, font = self._ability_banner(card)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self.card_rect().center())
        painter.rotate(-self.rotation())
        painter.setPen(QPen(style.dark, 2.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(banner, 10, 10)
        painter.setFont(font)
        painter.setPen(style.dark)
        painter.drawText(
            banner.adjusted(8, 5, -8, -5),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            text,
        )
        painter.restore()

    def up_chip_scene_rect(self) -> QRectF:
        """Where the up value's chip lies on the table (the layout keeps labels clear of it)."""
        center = self.mapToScene(self.card_rect().center())
        reach = (UP_CHIP_RADIUS + 2) * self.scale()
        middle = QPointF(center.x(), center.y() - (self.height / 2 - UP_CHIP_DROP) * self.scale())
        return QRectF(middle.x() - reach, middle.y() - reach, 2 * reach, 2 * reach)

    def _paint_up_chip(self, painter: QPainter, value: int) -> None:
        """The up value, large and upright, over the card's upper edge."""
        card = CARDS[self.card_id]
        style = faces.look(card.category)
        painter.save()
        center = self.card_rect().center()
        painter.translate(center)
        painter.rotate(-self.rotation())
        painter.translate(0, -self.height / 2 + UP_CHIP_DROP)
        radius = UP_CHIP_RADIUS
        painter.setPen(QPen(style.dark, 3))
        painter.setBrush(QColor("#3b2f2f") if value < 0 else QColor("#ffffff"))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(21)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff") if value < 0 else style.dark)
        painter.drawText(
            QRectF(-radius, -radius, 2 * radius, 2 * radius),
            int(Qt.AlignmentFlag.AlignCenter),
            points_text(value),
        )
        painter.restore()


SPARE_COST = 1.5
"""How much more of the rest a table preview may cover to spare the next choice's cards: a card
and a half of the table's, a thirteenth of one to choose now (``_preview_clearance``)."""

Keep = tuple[Clearance, list[tuple[QRect, float]], list[tuple[QRect, float]]]
"""What a table preview keeps clear (``Clearance``: what it must never cover, what it had better
not); what it covers last; and what it had better not cover either where that costs nothing
else (the next choice's cards): each with what covering it whole costs."""


SPARING_SHARES = (1.0, 0.9, 0.8)
"""The pointer's preview at its full size, else a little smaller, in a corner clear of what
the table spares (``TablePreview.spared``): at its full size the top left corner touched the
hand card shown by 4 pixels, and the preview went over the table total; in a window of
1366×740 it took 80 % to clear the hand's first card."""


class TablePreview(CardPreview):
    """The table's card preview, kept off what ``avoid`` says besides the card it shows: the
    targets of the step being chosen (it covered the other players' cards while the second
    card of an exchange was looked for). For the card the board names in ``clearance`` (the
    keyboard cursor's, which stays as long as the cursor rests there) it is placed among the
    table's parts instead of in a corner, smaller if need be: in the top right corner it hid
    the table total and the moves since the player's last, which a player choosing a card
    reads (``clearest_spot``). What the board says to cover last is covered only where every
    place of every size would: weighed with the rest, a sliver of the player's own Garrison
    cost less than a rival's card, and the preview of a hand card covered the Garrison it is
    added to (play tester 175, four players at 1024×640)."""

    def __init__(
        self,
        host: QWidget,
        card_ratio: float,
        avoid: Callable[[object, QRect], QRect],
        clearance: Callable[[object], Keep | None],
        spared: Callable[[], list[QRect]],
    ) -> None:
        super().__init__(host, card_ratio)
        self.avoid = avoid
        """(the item shown, where it lies on the host) -> the part of the host to keep clear."""
        self.clearance = clearance
        """(the item shown) -> what its preview keeps clear among the table's parts; None: it
        goes to a corner."""
        self.spared = spared
        """What a corner had better not cover, where another corner is clear of it too (the
        table total, which the top right corner covered, play tester 214)."""

    def hover(self, source: object, inside: bool, face: FacePainter | None, area: Area) -> None:
        super().hover(source, inside, face, lambda: self.avoid(source, area()))

    def place(self, room: QRect, avoid: QRect) -> QRect:
        keep = self.clearance(self.source)
        if keep is not None:
            (forbidden, weighed), last, later = keep
            spot = self._clearest(room, forbidden, weighed, last)
            if spot is not None and later:
                # the next choice's cards kept clear too, where the place found so is as
                # large and covers no more of the rest: in a cramped window, weighed with
                # it, the preview went over the cards chosen among now instead
                keener = self._clearest(room, forbidden, weighed + later, last)
                if (
                    keener is not None
                    and keener.width() >= spot.width()
                    and spot_cost(keener, weighed) <= spot_cost(spot, weighed) + SPARE_COST
                ):
                    spot = keener
            if spot is not None:
                return spot
        spared = self.spared()
        for share in SPARING_SHARES:
            for corner in self.corners(room, share):
                clear = not any(corner.intersects(part) for part in (avoid, *spared))
                if clear:
                    return corner
        return super().place(room, avoid)

    def _clearest(
        self,
        room: QRect,
        forbidden: list[QRect],
        weighed: list[tuple[QRect, float]],
        last: list[tuple[QRect, float]],
    ) -> QRect | None:
        """The clearest place (``clearest_spot``) covering ``last`` only where every place of
        every size would."""
        inset = self.inset(room)
        sizes = self.sizes(room, SPOT_SHARES)
        last_rects = [rect for rect, _weight in last]
        spot = clearest_spot(inset, sizes, (forbidden + last_rects, weighed), inset.topRight())
        if spot is None and last:
            spot = clearest_spot(inset, sizes, (forbidden, weighed + last), inset.topRight())
        return spot


DROP_GLOW = 12.0
"""How far the glow of a place a dragged card may land on reaches outside it (scene units)."""


SUBTITLE_SIZES = range(18, 11, -1)
"""The zone's subtitle, in pixels; its refusal may take smaller type to be held beside the
card over the zone."""
REFUSAL_GAP = 12.0
"""Between the card held over the zone and the refusal written beside it (scene units)."""
ZONE_TEXT_FLAGS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


TITLE_SIZES = (23, 21, 19)
"""The ability zone's title, in pixels: smaller before a long card name is cut ("Vous
utilisez la carte Semnopithèqu…", play test)."""


class ZoneItem(QGraphicsObject):
    """A labelled drop zone: the "Use ability" area, and the viewer's Garrison while a card that
    may go there is dragged (no text: the Garrison's panel names it)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = ""
        self.subtitle = ""
        self.title_pixels = TITLE_SIZES[0]
        self.mode = "idle"
        """idle; legal (at rest: some card may be dropped here, marked as lightly as the
        Garrison's next place); drop (the card being dragged may land here); hover (it is over
        the zone and would land); refused (a card that may not land here is over it: greyed,
        its ``refusal`` in place of the subtitle); busy (an ability in progress)."""
        self.refusal = ""
        """Why the card over the zone may not be played for its ability (``refused``)."""
        self.held = QRectF()
        """What the card held over the zone hides of it (``refused``): the refusal is written
        clear of it."""
        self.palette_colors: TablePalette = table_palette()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-50)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    @staticmethod
    def title_font(pixels: int = TITLE_SIZES[0]) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(pixels)
        return font

    def title_width(self) -> float:
        """The room the title has: a longer one is cut at both ends (it is centred)."""
        return self.rect.width() - 20

    def set_texts(self, title: str, subtitle: str, title_pixels: int = TITLE_SIZES[0]) -> None:
        self.title, self.subtitle, self.title_pixels = title, subtitle, title_pixels
        self.update()

    def set_mode(self, mode: str, refusal: str = "", held: QRectF | None = None) -> None:
        held = QRectF() if held is None else held
        if (mode, refusal, held) != (self.mode, self.refusal, self.held):
            self.mode, self.refusal, self.held = mode, refusal, held
            self.update()

    def _body(self) -> QRectF:
        """Where the subtitle is written, under the title."""
        return self.rect.adjusted(16, 44, -16, -10)

    def _refusal_box(self) -> tuple[QRectF, QFont]:
        """Where the refusal is written and in what type: beside the card held over the zone,
        on the side with more room, in the largest type that holds it there. Written across
        the zone, the words lay under the card, which the pointer holds over its middle (play
        test)."""
        box = self._body()
        if not self.held.isEmpty():
            left = QRectF(box.topLeft(), QPointF(self.held.left() - REFUSAL_GAP, box.bottom()))
            right = QRectF(QPointF(self.held.right() + REFUSAL_GAP, box.top()), box.bottomRight())
            box = max(left, right, key=QRectF.width)
        font = QFont()
        for pixels in SUBTITLE_SIZES:
            font.setPixelSize(pixels)
            if box.contains(self._words_in(box, font)):
                break
        return box, font

    def _words_in(self, box: QRectF, font: QFont) -> QRectF:
        return QFontMetricsF(font).boundingRect(box, ZONE_TEXT_FLAGS, self.refusal)

    def refusal_scene_rect(self) -> QRectF:
        """Where the refusal's words lie on the table (``refused``)."""
        return self.mapRectToScene(self._words_in(*self._refusal_box()))

    def _title_box(self) -> QRectF:
        """Where the title is written, centred, across the zone's top."""
        return QRectF(self.rect.left() + 10, self.rect.top() + 6, self.title_width(), 34)

    def title_scene_rect(self) -> QRectF:
        """Where the title's words lie on the table: a note by the pointer keeps clear of them."""
        metrics = QFontMetricsF(self.title_font(self.title_pixels))
        flags = int(Qt.AlignmentFlag.AlignCenter)
        return self.mapRectToScene(metrics.boundingRect(self._title_box(), flags, self.title))

    def boundingRect(self) -> QRectF:
        reach = DROP_GLOW + 2
        return self.rect.adjusted(-reach, -reach, reach, reach)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colors = self.palette_colors
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.mode in ("drop", "hover"):
            # during a drag the places the card may land on glow, the one under it most: the
            # glow in the targets' bright green, round the solid frame, reads on either felt
            over = self.mode == "hover"
            glow = QColor(colors.target)
            glow.setAlpha(190 if over else 110)
            painter.setPen(QPen(glow, DROP_GLOW if over else DROP_GLOW * 0.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect, 18, 18)
            pen, fill = (
                QPen(colors.good, 5 if over else 3.5),
                colors.hover if over else colors.legal,
            )
        elif self.mode == "legal":
            # at rest, marked as lightly as the Garrison's next place, by its dashed line, and
            # not filled: filled green at the start of every turn, while the Garrison was not,
            # the zone read as the game suggesting an ability (play tester 124)
            pen, fill = QPen(colors.legal_line, 2, Qt.PenStyle.DashLine), colors.panel
        elif self.mode == "busy":
            pen, fill = QPen(colors.accent, 3), colors.panel
        elif self.mode == "refused":
            # greyed under a card whose ability cannot be used now: it kept the ready look,
            # and the refusal came only on the drop (play test)
            pen, fill = QPen(colors.muted_text, 2, Qt.PenStyle.DashLine), colors.felt_edge
        else:
            pen, fill = QPen(colors.panel_border, 2, Qt.PenStyle.DashLine), colors.panel
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 18, 18)
        painter.setPen(colors.text)
        font = self.title_font(self.title_pixels)
        painter.setFont(font)
        painter.drawText(self._title_box(), int(Qt.AlignmentFlag.AlignCenter), self.title)
        painter.setPen(colors.muted_text)
        if self.mode == "refused":
            box, font = self._refusal_box()
            painter.setFont(font)
            painter.drawText(box, ZONE_TEXT_FLAGS, self.refusal)
        elif self.mode != "busy":
            font.setBold(False)
            font.setPixelSize(SUBTITLE_SIZES[0])
            painter.setFont(font)
            painter.drawText(self._body(), ZONE_TEXT_FLAGS, self.subtitle)


class ButtonItem(QGraphicsObject):
    """A table button (Cancel, Skip) that scales with the table and takes a mouse click."""

    clicked = Signal()

    def __init__(self, text: str = "", role: str = "normal") -> None:
        super().__init__()
        self.text = text
        self.role = role
        self.width = 150.0
        self.height = 44.0
        self.hover = False
        self._pressed = False
        self.font = QFont()
        self.font.setBold(True)
        self.font.setPixelSize(18)
        self.palette_colors: TablePalette = table_palette()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(900)

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def fit_width(self, least: float) -> None:
        """As wide as the text (translations differ in length) with half the height free at
        each end, where the ends round off; never narrower than ``least``."""
        self.prepareGeometryChange()
        self.width = max(least, QFontMetricsF(self.font).horizontalAdvance(self.text) + self.height)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.height + 6)

    def center_scene(self) -> QPointF:
        return self.mapToScene(QPointF(self.width / 2, self.height / 2))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed = True
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        inside = QRectF(0, 0, self.width, self.height).contains(event.pos())
        if self._pressed and inside and self.isVisible():
            self._pressed = False
            self.clicked.emit()
        self._pressed = False

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colors = self.palette_colors
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = colors.bad if self.role == "cancel" else colors.accent
        fill = QColor(base)
        if self.hover:
            fill = fill.lighter(115)
        painter.setPen(QPen(base.darker(140), 2))
        painter.setBrush(fill)
        rect = QRectF(0, 0, self.width, self.height)
        painter.drawRoundedRect(rect, self.height / 2, self.height / 2)
        painter.setFont(self.font)
        painter.setPen(text_on(fill))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.text)


class PreviewedObject(QGraphicsObject):
    """A table object that shows one known card's face in small or in part (a note, a pile):
    it reports the pointer (``hovered``) so the board can preview that card whole."""

    hovered = Signal(object, bool)

    def __init__(self) -> None:
        super().__init__()
        self.palette_colors: TablePalette = table_palette()
        self.setAcceptHoverEvents(True)

    def previewed_card(self) -> str | None:
        """The card the preview may show large (None: nothing to show)."""
        raise NotImplementedError

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        card = self.previewed_card()
        if card is not None:
            faces.draw_face(painter, rect, CARDS[card], self.palette_colors)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self, False)


class HandMemoItem(PreviewedObject):
    """A card of another player's hand that the viewer knows (the memory aid): a note, not a
    card face, because the card is still hidden in that hand for everyone else. The viewer
    knows the card, so the preview may show it whole (a narrow note cuts a long name)."""

    def __init__(self, card_id: str) -> None:
        super().__init__()
        self.card_id = card_id
        self.rect = QRectF()
        self.doubt = ""
        """Why the card may no longer be in that hand ("" when the viewer is sure it is)."""
        self.elsewhere = ""
        """The note's words on how many places the card may be in (``faces.place_words``)."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def previewed_card(self) -> str | None:
        return self.card_id if self.card_id in CARDS else None

    def set_doubt(self, doubt: str, sure_tip: str = "", elsewhere: str = "") -> None:
        """A card that may have gone face down into the Garrison: marked "?" and told why
        under the pointer (the card itself shows large in the preview), and in how many
        places it may be (``elsewhere``); a card sure to be there tells ``sure_tip`` under the
        pointer, if any."""
        self.setToolTip(doubt or sure_tip)
        if doubt != self.doubt:
            self.prepareGeometryChange()  # the "?" widens the bounding box
            self.doubt = doubt
            self.update()
        if elsewhere != self.elsewhere:
            self.elsewhere = elsewhere
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def boundingRect(self) -> QRectF:
        # the "?" of a card in doubt stands over the corner
        reach = 2 + (faces.MEMO_DOUBT_R if self.doubt else 0)
        return self.rect.adjusted(-2, -reach, reach, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        card = CARDS.get(self.card_id)
        if card is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces.draw_hand_memo(
            painter,
            self.rect,
            card,
            self.palette_colors,
            sure=not self.doubt,
            elsewhere=self.elsewhere,
        )


class DiscardPileItem(PreviewedObject):
    """The public discard pile: its top card and thickness; a click opens the full list."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.cards: tuple[str, ...] = ()
        self.marked = False
        self._pressed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_cards(self, cards: Sequence[str], since: str = "", marked: bool = False) -> None:
        """The pile's cards, oldest first; ``since``: the cards that came since the viewer's
        last move, under their heading, told under the pointer; ``marked``: others removed
        one from a Garrison, marked as a card they changed is (a removal left no trace on the
        table, play test)."""
        self.cards = tuple(cards)
        self.marked = marked
        if self.cards:
            tip = (
                tr("Discard pile: %1 card. Click to look through it.")
                if singular(len(self.cards))
                else tr("Discard pile: %1 cards. Click to look through it.")
            ).replace("%1", str(len(self.cards)))
            if since:
                tip += "\n" + since
            self.setToolTip(tip)
        else:
            self.setToolTip(tr("The discard pile is empty."))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 24, CARD_H + 24)

    def center_scene(self) -> QPointF:
        return self.mapToScene(QPointF(CARD_W / 2, CARD_H / 2))

    def previewed_card(self) -> str | None:
        """The top card, which the preview may show large (the pile is public; an empty pile
        is never previewed)."""
        return self.cards[-1] if self.cards and self.cards[-1] in CARDS else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed = True
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed and self.boundingRect().contains(event.pos()):
            self.clicked.emit()
        self._pressed = False

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colors = self.palette_colors
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if not self.cards:
            painter.setPen(QPen(colors.panel_border, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)
            return
        layers = min(6, len(self.cards) - 1)
        for layer in range(layers, 0, -1):
            offset = layer * 2.2
            painter.setPen(QPen(colors.card_border, 0.8))
            painter.setBrush(colors.card_paper.darker(100 + layer * 5))
            painter.drawRoundedRect(rect.translated(offset, offset), 9, 9)
        top = CARDS.get(self.cards[-1])
        if top is not None:
            faces.draw_face(painter, rect, top, colors)
        if self.marked:
            paint_since_ring(painter, rect, 10, colors.changed)


_UPRIGHT_FACES: dict[tuple[str, int, int, bool, str], QImage] = {}
"""Faces drawn upright at a tilted card's size on the screen (``draw_tilted_face``)."""
UPRIGHT_FACES_KEPT = 120


def draw_tilted_face(painter: QPainter, rect: QRectF, card_id: str, colors: TablePalette) -> None:
    """A face on a card turned at an angle (a fanned hand, a card turning): drawn upright at
    its size on the screen, then turned as a picture. Text drawn turned sets each letter on
    the pixel grid, and a small turned name read "Laubheu" one pixel above "schrecke"."""
    device = painter.deviceTransform()
    scale = math.hypot(device.m11(), device.m12())
    width, height = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    key = (card_id, width, height, colors.dark, current_language())
    image = _UPRIGHT_FACES.get(key)
    if image is None:
        if len(_UPRIGHT_FACES) >= UPRIGHT_FACES_KEPT:
            _UPRIGHT_FACES.clear()
        # at the card's scale: the lines as thick as on an untilted card
        image = _drawn_card(card_id, QSize(width, height), scale, rect.size(), colors)
        _UPRIGHT_FACES[key] = image
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect, image)
    painter.restore()


def _drawn_card(
    card_id: str,
    size: QSize,
    scale: float,
    card: QSizeF,
    colors: TablePalette,
    margin: float = 0.0,
) -> QImage:
    """A new picture of ``size`` pixels, ``scale`` of them a unit, holding ``card_id``'s face
    (its back for a card not known) ``card`` units large, ``margin`` units in from the corner."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    rect = QRectF(QPointF(margin, margin), card)
    known = CARDS.get(card_id)
    if known is None:
        faces.draw_back(painter, rect, colors)
    else:
        faces.draw_face(painter, rect, known, colors)
    painter.end()
    return image


def card_pixmap(
    card_id: str, width: int, colors: TablePalette | None = None, pixel_ratio: float = 1.0
) -> QPixmap:
    """A card face as a picture ``width`` device-independent pixels wide (the discard list,
    a deal's results), drawn at ``pixel_ratio`` device pixels each: drawn at 1 and scaled up
    on a high-density screen, its small print was a blur beside sharp labels."""
    height = int(width * CARD_H / CARD_W)
    size = QSize(round((width + 4) * pixel_ratio), round((height + 4) * pixel_ratio))
    card = QSizeF(width, height)
    image = _drawn_card(card_id, size, pixel_ratio, card, colors or table_palette(), margin=2)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(pixel_ratio)
    return pixmap


class WindowPreview(CardPreview):
    """A card window's preview, kept above ``buttons`` when the window names them: in the
    discard pile's window it stood in the top right corner, over Close (play tester 137)."""

    def __init__(self, host: QWidget, card_ratio: float) -> None:
        super().__init__(host, card_ratio)
        self.buttons: QWidget | None = None
        """The window's row of buttons, to keep in sight; None: the whole window is room."""

    def place(self, room: QRect, avoid: QRect) -> QRect:
        host = self.parentWidget()
        if self.buttons is not None and host is not None and self.buttons.isVisible():
            top = self.buttons.mapTo(host, QPoint(0, 0)).y()
            room = QRect(room.topLeft(), QPoint(room.right(), top - 1))
        return super().place(room, avoid)


class CardPicturesDialog(GuardedDialog):
    """A window of card pictures; the card under the pointer is previewed large, like the
    cards on the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_preview = WindowPreview(self, CARD_H / CARD_W)
        self._faces: dict[QObject, FacePainter] = {}

    def card_picture(self, card_id: str, width: int, top_up: bool = True) -> QLabel:
        """A card's picture ``width`` wide, upside down unless ``top_up``, previewed large
        (upright, saying which end counts, as on the table) under the pointer and described
        to screen readers. A tooltip would open over the preview and say the same."""
        label = QLabel()
        ratio = self.devicePixelRatioF()
        picture = card_pixmap(card_id, width, pixel_ratio=ratio)
        if not top_up:
            picture = picture.transformed(QTransform().rotate(180))
        label.setPixmap(picture)
        label.setAccessibleName(faces.describe(card_id))
        label.setMouseTracking(True)  # the preview starts on a move over the card
        label.installEventFilter(self)
        card = CARDS.get(card_id)
        if card is not None:
            self._faces[label] = self._face_painter(card, top_up)
        else:
            label.setToolTip(faces.describe(card_id))  # no preview shows a card back
        return label

    @staticmethod
    def _face_painter(card: Card, top_up: bool) -> FacePainter:
        def paint(painter: QPainter, rect: QRectF) -> None:
            draw_previewed_face(painter, rect, card, top_up, table_palette())

        return paint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pointer moving over a card previews it, and leaving it puts the preview away.
        Not its entering: a window that opens under a still pointer would cover its own cards
        with a preview nobody asked for."""
        face = self._faces.get(watched)
        if isinstance(watched, QLabel) and face is not None:
            kind = event.type()
            moved = kind == QEvent.Type.MouseMove and self.card_preview.source is not watched
            if moved or kind == QEvent.Type.Leave:
                label = watched
                self.card_preview.hover(
                    label,
                    moved,
                    face,
                    lambda: QRect(label.mapTo(self, QPoint(0, 0)), label.size()),
                )
        return super().eventFilter(watched, event)


DISCARD_COLUMNS = 5
"""Cards to a row of the discard pile's window."""
DISCARD_WIDTH = 860
"""Width of the discard pile's cards, five to a row, in its window."""
DISCARD_LEAST_COLUMNS = 4
"""The fewest columns the discard pile's window is wide: room for a card's large preview
beside the card under the pointer."""
CARD_STEPS = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Up: -DISCARD_COLUMNS,
    Qt.Key.Key_Down: DISCARD_COLUMNS,
}
"""How far each arrow moves the keys along the discard pile's cards."""


class DiscardDialog(CardPicturesDialog):
    """Every discarded card, oldest first, in a scrolling grid (public information). The keys
    read it as the table's: they start framed on the newest card, the arrows move from card
    to card, each shown large, and Tab goes on to Close, ringed. Nothing showed where the keys
    were, and Tab or → moved nothing visible (play tester 133)."""

    guards_keys = False  # opened with D to glance at, closed with Esc at once

    def __init__(self, cards: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        FocusRing(self)  # round Close: an empty pile's had a faint ring only (play tester 133)
        self.setObjectName("petalDiscardDialog")
        self.setWindowTitle(tr("Discard pile"))
        self.cards = tuple(cards)
        self.card_labels: list[QLabel] = []
        layout = QVBoxLayout(self)
        count = len(self.cards)
        if not count:
            layout.addWidget(QLabel(tr("The discard pile is empty.")))
        elif singular(count):
            intro = tr("%1 card. The discard pile is public.")
            layout.addWidget(QLabel(intro.replace("%1", str(count))))
        else:
            intro = tr("%1 cards, oldest first. The discard pile is public.")
            layout.addWidget(QLabel(intro.replace("%1", str(count))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.card_preview.buttons = buttons
        self._scroll: QScrollArea | None = None
        if count:  # an empty pile has no pictures to scroll through
            layout.addWidget(QLabel(tr("The arrows read each card; Tab goes to Close.")))
            self._scroll = self._pictures()
            layout.addWidget(self._scroll, 1)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        """The keys start on the newest card, the pile's top, framed and not yet shown large:
        a window opened under a still pointer is not covered by a card nobody asked for."""
        super().showEvent(event)
        if self.card_labels:
            self._frame(self.card_labels[-1])

    def _frame(self, label: QLabel) -> None:
        if self._scroll is not None:
            self._scroll.ensureWidgetVisible(label)
        label.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An arrow on a card moves the keys to the next card that way, and shows it large, as
        the pointer would; the card left is put away."""
        if (
            isinstance(watched, QLabel)
            and watched in self.card_labels
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in CARD_STEPS
        ):
            index = self.card_labels.index(watched) + CARD_STEPS[Qt.Key(event.key())]
            label = self.card_labels[max(0, min(index, len(self.card_labels) - 1))]
            self._frame(label)
            face = self._faces.get(label)
            if face is not None:
                self.card_preview.hover(
                    label,
                    True,
                    face,
                    lambda: QRect(label.mapTo(self, QPoint(0, 0)), label.size()),
                )
            return True
        if isinstance(watched, QLabel) and event.type() == QEvent.Type.FocusOut:
            self.card_preview.hover(watched, False, None, lambda: QRect())
        return super().eventFilter(watched, event)

    def _pictures(self) -> QScrollArea:
        """The cards, five to a row, in a scrolling grid; each takes the keys, framed in the
        highlight colour while it has them."""
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        columns = DISCARD_COLUMNS
        for index, card_id in enumerate(self.cards):
            label = self.card_picture(card_id, 150)
            label.setObjectName(f"discard-{card_id}")
            label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            label.setStyleSheet(
                "QLabel { border: 2px solid transparent; border-radius: 4px; }"
                " QLabel:focus { border-color: palette(highlight); }"
            )
            # as large as its picture, so that the preview keeps clear of the card
            top_left = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
            grid.addWidget(label, index // columns, index % columns, top_left)
            self.card_labels.append(label)
        # the space left over goes right of the cards and under them: two cards stood at
        # the two ends of the window
        grid.setColumnStretch(min(len(self.cards), columns), 1)
        grid.setRowStretch((len(self.cards) - 1) // columns + 1, 1)
        scroll = QScrollArea()
        # a Tab stop only while it scrolls, framed while it has the keys: Tab went to it
        # and nothing showed where the keys were (play test)
        focus_when_scrolling(scroll, "palette(mid)")
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        # a row of a few cards no wider than they need, so that the window fits beside the
        # pile (``placed_beside``): five columns wide, it covered the pile it opened from
        shown = max(min(len(self.cards), columns), DISCARD_LEAST_COLUMNS)
        wide = DISCARD_WIDTH * shown // columns
        scroll.setMinimumSize(wide, 260 if len(self.cards) <= columns else 480)
        return scroll


COUNT_CARD_W = 64
"""Width of a card picture in the card-counting window: the deal's 25 cards in sight at once
on a 1366×768 screen, each shown large under the pointer."""
COUNT_COLUMNS = 10
"""Cards to a row of the card-counting window."""
COUNT_GROUP_GAP = 14
"""Pixels between a group of the card-counting window and the next group's heading."""
COUNT_ORDER = (
    "unseen",
    "lost",
    "held",
    "kept",
    "face_down",
    "face_up",
    "played",
    "hand",
    "victory",
    "discard",
)
"""The card-counting window's groups, the ones a player counts on first: the cards not seen,
then those known elsewhere than in sight, then those in sight."""


def count_heading(where: str, count: int) -> str:
    """A group's heading in the card-counting window, with its number of cards."""
    headings = {
        "unseen": tr("Not seen by you: %1"),
        "lost": tr("Seen, then lost among a few places: %1"),
        "held": tr("Known in another player's hand: %1"),
        "kept": tr("Known as another player's victory card: %1"),
        "face_down": tr("Known face down in a Garrison: %1"),
        "face_up": tr("Face up in a Garrison: %1"),
        "played": tr("Being played: %1"),
        "hand": tr("In your hand: %1"),
        "victory": tr("Your victory card: %1"),
        "discard": tr("On the discard pile: %1"),
    }
    return headings[where].replace("%1", str(count))


class CardCountDialog(CardPicturesDialog):
    """Every card of the deal, grouped by where its player knows it is (the engine's
    ``card_places``): the ones not seen first, each named with whose it is. A strong player
    counts the cards; the table left them to memory (an experienced player's wish). Opened
    with C to glance at, closed with Esc at once; kept up to date as the game goes on
    (``show_places``)."""

    guards_keys = False

    def __init__(
        self, viewer: int, names: Callable[[tuple[int, ...]], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        FocusRing(self)
        self.setObjectName("petalCardCountDialog")
        self.setWindowTitle(tr("The deal's cards"))
        self.viewer = viewer
        """Whose knowledge it shows: private, it goes when the screen is another's."""
        self._names = names
        self.headings: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self._scroll = QScrollArea()
        focus_when_scrolling(self._scroll, "palette(mid)")
        self._scroll.setWidgetResizable(True)
        self._scroll.setMinimumSize(COUNT_COLUMNS * (COUNT_CARD_W + 14) + 30, 420)
        layout.addWidget(self._scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.card_preview.buttons = buttons
        layout.addWidget(buttons)

    def show_places(self, places: Sequence[CardPlace], set_aside: int, memory_aid: bool) -> None:
        """The cards where they are now (the table changed under an open window: the moves
        of the others, the player's own)."""
        intro = tr("Where each of the deal's %1 cards is, as far as you know.").replace(
            "%1", str(len(places))
        )
        if not memory_aid:
            intro += " " + tr(
                "The memory aid is off: only what a real table shows you is known, and a card"
                " you laid or saw face down counts as not seen."
            )
        self.intro.setText(intro)
        self.card_preview.clear()
        self._faces.clear()
        self.headings.clear()
        self.captions.clear()
        host = QWidget()
        rows = QVBoxLayout(host)
        for where in COUNT_ORDER:
            # by victory category, as the priority order lists them: how many Spiders may still
            # be laid is what a player counts
            group = sorted(
                (place for place in places if place.where == where),
                key=lambda place: CATEGORIES.index(CARDS[place.card].category),
            )
            if not group:
                continue
            if self.headings:
                # the group before set apart: an owner's name under the last card of one
                # stood as near the next heading, and read as that heading's (play tester 213)
                rows.addSpacing(COUNT_GROUP_GAP)
            heading = QLabel(count_heading(where, len(group)))
            heading.setObjectName(f"count-{where}")
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            rows.addWidget(heading)
            self.headings[where] = heading
            if where == "unseen" and set_aside:
                # one card is one ("1 of them were…" at four players, play tester 176)
                if set_aside == 1:
                    aside = tr("1 of them was set aside unseen before the deal.")
                else:
                    aside = tr("%1 of them were set aside unseen before the deal.")
                rows.addWidget(QLabel(aside.replace("%1", str(set_aside))))
            rows.addLayout(self._group(group))
        rows.addStretch(1)
        position = self._scroll.verticalScrollBar().value()
        self._scroll.setWidget(host)  # (the cards before go with their widget)
        self._scroll.verticalScrollBar().setValue(position)

    def _group(self, group: Sequence[CardPlace]) -> QGridLayout:
        """A group's cards in rows, each with whose it is under it (where that is known); a
        Garrison card the end that counts up, as it lies."""
        grid = QGridLayout()
        top_left = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        for index, place in enumerate(group):
            cell = QVBoxLayout()
            cell.setSpacing(1)  # whose it is, against its card
            picture = self.card_picture(place.card, COUNT_CARD_W, place.top_up)
            picture.setObjectName(f"count-card-{place.card}")
            cell.addWidget(picture, 0, top_left)
            if place.seats and place.where not in ("hand", "victory"):  # not "you" on each
                caption = QLabel(self._names(place.seats))
                caption.setWordWrap(True)
                caption.setMaximumWidth(COUNT_CARD_W + 10)
                cell.addWidget(caption, 0, top_left)
                self.captions[place.card] = caption
            cell.addStretch(1)
            grid.addLayout(cell, index // COUNT_COLUMNS, index % COUNT_COLUMNS)
        grid.setColumnStretch(COUNT_COLUMNS, 1)
        return grid


DEAL_CARD_W = 84
"""Width of a card picture in the deal breakdown."""
DEAL_CARD_MIN_W = 48
"""The narrowest card of a deal's window (five players on a small screen); the card under
the pointer is still shown large."""
DEAL_PAIRED_MIN_W = 40
"""The narrowest card of a deal's window in two columns, taken where one column would scroll:
every player in sight, each card shown large under the pointer."""
DEAL_MIN_W = 720
DEAL_TITLE_BAR = 40
"""Room kept for a window's title bar and frame, which the screen's height includes."""
DEAL_ROOM_LEAST = QSize(DEAL_MIN_W, 480)
"""The smallest room over the main window the deal's window keeps within (``DealDialog.room``,
``results_room``): in a smaller one, the screen's. A main window filling a 1200×606 screen
leaves 543 pixels above its status bar."""
DEAL_ROWS_LEAST = 200
"""The least height the players' rows get, scrolling, on a very small screen."""
DEAL_NAME_W = 180
DEAL_NARROWING_TRIES = 3
"""How many times a deal's rows wider than its window are built again with narrower cards."""
DEAL_REVEAL_MS = 3000
"""The longest a deal's reveal lasts at normal animation speed, whatever the number of players:
half of it turns the cards over, half shows the results line by line (with five players it took
ten seconds at a fixed pace, and the table waited)."""
DEAL_STEP_SHARE = 12
"""No step of the reveal pauses longer than this share of it: a small deal goes at that pace
rather than stretching to the whole length."""


def seat_points(name: str, points: str) -> str:
    """ "Ada: 3" in a list of everyone's points, the points never alone at a line's start:
    "Player 1 0, Rose 0" read as a list of numbers."""
    return tr("%1:\u00a0%2").replace("%2", points).replace("%1", name)


def paced(
    steps: Sequence[Callable[[], None]], reveal_ms: int
) -> list[tuple[int, Callable[[], None]]]:
    """Each step with the pause before it, so that the steps together take half of
    ``reveal_ms``, or less when they are few (``DEAL_STEP_SHARE``)."""
    pause = min(reveal_ms // DEAL_STEP_SHARE, reveal_ms // 2 // max(1, len(steps)))
    return [(pause, step) for step in steps]


def rows_card_width(rows: int, room: float, caption: float) -> int:
    """How wide cards may be for every player's row (a card, and the ``caption`` line under
    a victory card) to fit ``room`` pixels tall without scrolling."""
    margins, spacing = 14.0, 10.0  # round the grid and the scroll frame; in each row
    return int(((room - margins) / max(1, rows) - caption - spacing) * CARD_W / CARD_H)


def deal_card_width(rows: int, room: float, caption: float) -> int:
    """The cards of a deal's window as wide as ``DEAL_CARD_W``, or narrower so that every
    player's row fits ``room`` pixels tall without scrolling (``rows_card_width``); never
    narrower than ``DEAL_CARD_MIN_W``."""
    return max(DEAL_CARD_MIN_W, min(DEAL_CARD_W, rows_card_width(rows, room, caption)))


class DealDialog(CardPicturesDialog):
    """A finished deal of a match, revealed: each player's Garrison with the counted end of
    every card up, their victory card and the Victory Points they earned, how the priority
    order decided the deal, then the match's standings and what comes next. All of it is public
    once the deal is over.

    With ``reveal_ms`` above 0 the deal is revealed as at the table, within that time: the cards
    that were face down show their backs, then turn one by one; only then do the Victory Points
    show, and the lines appear one by one, so that nothing tells the result before every card
    is turned. Closed before the end, the window shows the rest at once (it is whole if shown
    again).

    "Earlier deal" and "Later deal" (← and →) ask for the match's other finished deals
    (``deal_chosen``): from deal 3, only deal 2 could be seen (play test); from the window
    that opened as deal 2 ended, not deal 1 (play test, session 53)."""

    deal_chosen = Signal(int)
    """The number of the finished deal asked for by "Earlier deal" or "Later deal"."""

    def __init__(
        self,
        number: int,
        record: DealRecord,
        names: Sequence[str],
        lines: Sequence[str],
        standings: Sequence[int],
        parent: QWidget | None = None,
        reveal_ms: int = 0,
        playing: int = 0,
        levels: Sequence[str] = (),
        deals_next: bool = False,
        finished: int = 0,
        verdict: str = "",
        lines_kept: int = 0,
        over: bool = False,
    ) -> None:
        """``number``: the deal's number in the match; ``standings``: each seat's Victory
        Points in the match after this deal (the engine's ``State.vp_after``); ``playing``:
        the deal on the table, when the window is opened again during a later deal, which it
        names as the present, or the deal that closing it deals (``deals_next``) (0: none,
        the next deal comes after this one); ``levels``: each seat's computer level in
        words, "" for a person, under its name (which computer won a deal was said only on
        the table, play test); ``deals_next``: closing the window deals the next deal, or
        once the match is ``over`` shows its results, which its button says; ``finished``:
        the match's finished deals, which "Earlier deal" and "Later deal" go through (0: no
        such buttons); ``verdict``: the engine's words naming the match's winners, under the
        final standings of the last deal (its window said only that the match was over, play
        test); ``lines_kept``: the most lines a deal of the match may be told in, its
        verdict's included, which every deal's window leaves room for, so that the cards are
        as large from deal to deal (they were not, each window fitting its own lines, play
        tester 156) and the window as large (each opened higher than the one before, play
        tester, session 55); ``over``: the match is over now, whatever table the window was
        opened from, and a deal before the last is told as past (opened by L over deal 3's
        table, looked back at once the match was over, deal 2's window said "Now playing:
        deal 3 of 3", play test)."""
        super().__init__(parent)
        # round the button that has the keys ("Next deal"), as "Game over" rings Close: it
        # opened with the keys and nothing showing it (play tester, session 55)
        FocusRing(self)
        self.levels = tuple(levels)
        self.setObjectName("petalDealDialog")
        title = tr("Deal %1 of %2").replace("%1", str(number)).replace("%2", str(MATCH_DEALS))
        self.setWindowTitle(title)
        self.lines = tuple(lines)
        self.card_labels: dict[tuple[int, int], QLabel] = {}
        """(seat, Garrison index) -> the picture of that card."""
        self.victory_labels: dict[int, QLabel] = {}
        self.count_labels: dict[QLabel, QLabel] = {}
        """A Garrison card's picture -> the label under it saying what the card counts."""
        self.face_down_labels: list[QLabel] = []
        """The pictures of the cards nobody saw whole until the deal ended: the face-down
        Garrison cards and the victory cards. Only these turn in the reveal; a card that lay
        face up (the Hornbill, a flipped card) lies so from the start, as at the table."""
        self.power_labels: dict[int, QLabel] = {}
        """seat -> the Petal Power of that seat's Garrison."""
        self.vp_labels: dict[int, QLabel] = {}
        """seat -> the Victory Points that seat earned (empty when none)."""
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        heading.setFont(font)
        layout.addWidget(heading)
        self.scroll = QScrollArea()
        focus_when_scrolling(self.scroll, "palette(mid)")
        layout.addWidget(self.scroll, 1)
        # the lines read as on the table at the end of a game: from the top of the order down
        self.lines_heading = QLabel(tr("How the winner was decided (priority order, from the top)"))
        self.lines_heading.setWordWrap(True)
        strong = self.lines_heading.font()
        strong.setBold(True)
        self.lines_heading.setFont(strong)
        layout.addWidget(self.lines_heading)
        self.line_labels: list[QLabel] = []
        for line in self.lines:
            note = QLabel(line)
            note.setWordWrap(True)
            layout.addWidget(note)
            self.line_labels.append(note)
        # between deals everyone wants the match's score, and whether another deal follows
        ranked = sorted(range(len(names)), key=lambda seat: -standings[seat])
        standings_words = (
            tr("Standings after deal %1: %2") if number < MATCH_DEALS else tr("Final standings: %2")
        )
        self.standings_label = QLabel(
            standings_words.replace("%1", str(number)).replace(
                "%2", ", ".join(seat_points(names[seat], str(standings[seat])) for seat in ranked)
            )
        )
        self.standings_label.setWordWrap(True)
        self.standings_label.setFont(strong)
        layout.addWidget(self.standings_label)
        self.verdict_label = QLabel(verdict)
        """Who won the match: under its last deal, or an earlier one that decided it."""
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setFont(strong)
        layout.addWidget(self.verdict_label)
        # hidden or not once in the window: shown with no parent, a label is a window of its own
        self.verdict_label.setVisible(bool(verdict))
        following = (
            tr("Now playing: deal %1 of %2.")
            if playing and not deals_next
            else tr("Next: deal %1 of %2.")
        )
        if playing and number < finished:
            # an earlier deal, its next one said first: "Next: deal 3", then "The match goes
            # on with deal 3 of 3", under "Standings after deal 1" read as deal 2 skipped
            # (play testers 156, 207)
            following = (
                tr("Then came deal %3; next: deal %1 of %2.")
                if deals_next
                else tr("Then came deal %3; now playing: deal %1 of %2.")
            )
        if over:
            following = (
                tr("Then came deal %1 of %2; the match is over.")
                if number + 1 == MATCH_DEALS
                # deal 1's window said "Then came deal 2 of 3; the match is over", as if the
                # match ended with deal 2 (play tester 164)
                else tr("Then came deals %1 and %2; the match is over.")
            )
        self.next_label = QLabel(
            following.replace("%1", str(playing or number + 1))
            .replace("%2", str(MATCH_DEALS))
            .replace("%3", str(number + 1))
            if number < MATCH_DEALS
            else tr("That was the last deal: the match is over.")
        )
        self.next_label.setWordWrap(True)
        layout.addWidget(self.next_label)
        buttons = QDialogButtonBox()
        self.earlier_button: QPushButton | None = None
        self.later_button: QPushButton | None = None
        self._keys_kept: QPushButton | None = None
        """The button the keys go to as the window shows (None: its closing button)."""
        if finished:
            # greyed in the first deal's window too: without them its labels were measured
            # narrower, its cards came smaller and the window shorter, and the next deal's
            # opened higher (play tester, session 55)
            self.earlier_button = self._deal_button(
                buttons, tr("← Earlier deal"), (Qt.Key.Key_Left, "←"), number - 1, finished
            )
            self.later_button = self._deal_button(
                buttons, tr("Later deal →"), (Qt.Key.Key_Right, "→"), number + 1, finished
            )
        if deals_next and over:
            # the last deal's window opened as the match ended: the match's results ("Game
            # over") come as it closes, as the next deal came after the deals before
            self.close_button = buttons.addButton(
                tr("Match results"), QDialogButtonBox.ButtonRole.RejectRole
            )
            self.close_button.setToolTip(
                tr("Shows who won the match. “Final deal…” (L) shows these results again.")
            )
        elif deals_next and number < MATCH_DEALS:
            # its closing deals the next hand, the finished table gone: "Close" said nothing
            # of that, and a newcomer who wanted the table back lost it (play test)
            self.close_button = buttons.addButton(
                tr("Next deal"), QDialogButtonBox.ButtonRole.RejectRole
            )
            self.close_button.setToolTip(
                tr("Deals the next hand. “Previous deal…” (L) shows these results again.")
            )
        else:
            self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.wait_word = QLabel()
        """Beside the buttons while Enter or Space waits (``_refuses``): a key that did nothing
        was pressed again (as on the hand-off screen)."""
        self.wait_word.setObjectName("dealWait")
        self.wait_word.setWordWrap(True)
        footer = QHBoxLayout()
        footer.addWidget(self.wait_word, 1)
        footer.addWidget(buttons)
        # the room kept for longer lines (``lines_kept``) stands above the buttons, not
        # between this deal's lines
        line = self.fontMetrics().height() + max(0, layout.spacing())
        kept = max(0, lines_kept - len(self.lines) - bool(verdict)) * line
        layout.addSpacerItem(
            QSpacerItem(0, kept, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        )
        layout.setStretch(layout.count() - 1, 1)
        layout.addLayout(footer)
        self.deals_next = deals_next
        """Closing the window deals the next deal (the one shown may be an earlier deal)."""
        self._opened_by_play = deals_next
        """The window opened on its own as the deal ended, under the keys that played it."""
        self._key_guard = PressGuard(passing=True)
        """Started once the reveal has ended: Enter and Space close the window only a while
        after, by a fresh press, as the hand-off's button takes them (``HANDOFF_GUARD_MS``).
        The Enter that showed the rest of the reveal, pressed again to add a card, closed
        the window before its verdict was read (play tester 147)."""
        self._wait_over = GuardWait(self._key_guard, self)
        self._wait_over.over.connect(self.wait_word.clear)
        # the players' rows get the height the rest of the window leaves of its room (a German
        # four-player window was 776 pixels high, its Close button under a 768-pixel screen)
        self.whole_screen = False
        """The window's room is the screen's available area rather than the main window's
        (``room``): the rows scrolled within the main window (``_rows_scroll``)."""
        rest = self._rest()
        self._build_rows(record, names, self._rows_height(rest))
        # the lines under the rows, wrapped at a guess of the window's width before the rows
        # were laid, each took two lines' height: the rows were held 110 pixels lower than
        # the room (four players at 150 %, play tester 175); measured again at the window's
        # width, and kept when the rows laid in that height leave the lines as they were
        guessed, rest = rest, self._rest()
        if rest < guessed:
            self._build_rows(record, names, self._rows_height(rest))
            if self._rest() > rest:
                rest = guessed
                self._build_rows(record, names, self._rows_height(rest))
        if self._rows_scroll() and self._screen_area() != self.room():
            # at 150 % on a 1920×1080 screen four French players' rows scrolled within the
            # main window, the screen below and beside it free (play tester, session 55)
            self.whole_screen = True
            self._build_rows(record, names, self._rows_height(rest))
        self._reveal: list[tuple[int, Callable[[], None]]] = []
        """What is still to show, in order, each with the pause before it (ms): each card's
        face, then the Petal Powers, then each line, then who won (the Victory Points) and the
        standings."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._reveal_next)
        if reveal_ms > 0:
            back = card_pixmap(HIDDEN, self.card_width, pixel_ratio=self.devicePixelRatioF())
            flips: list[Callable[[], None]] = []
            for label in self.face_down_labels:
                counts = self.count_labels.get(label)  # what a card counts shows as it turns
                flips.append(partial(turn_over, label, label.pixmap(), counts))
                label.setPixmap(back)
                if counts is not None:
                    policy = counts.sizePolicy()
                    policy.setRetainSizeWhenHidden(True)
                    counts.setSizePolicy(policy)
                    counts.hide()
            powers = list(self.power_labels.values())
            # the Victory Points come with the standings, after the lines that decide them:
            # shown before, "+2 VP" told the winner while the lines were still coming
            match = [*self.vp_labels.values(), self.standings_label, self.next_label]
            if verdict:
                match.append(self.verdict_label)
            # each keeps its room while hidden: the names do not move as it shows, and the
            # window does not grow past the main window's bottom as the lines come
            # the heading comes with the first line it heads: shown at once, it stood over
            # nothing while the cards turned (play test)
            lines = [self.lines_heading, *self.line_labels]
            for waiting in [*powers, *lines, *match]:
                policy = waiting.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                waiting.setSizePolicy(policy)

            def show_result() -> None:
                show_labels(match)
                self.show_winners()

            texts = [
                partial(show_labels, powers),
                *(
                    partial(show_labels, [self.lines_heading, note] if index == 0 else [note])
                    for index, note in enumerate(self.line_labels)
                ),
                show_result,
            ]
            show_labels([*powers, *lines, *match], False)
            self._reveal = [*paced(flips, reveal_ms), *paced(texts, reveal_ms)]
            # said from the start, not only once a key is refused: the window caught before
            # its Victory Points and standings showed read as whole, and as missing them
            # (play tester 156, at a shared screen)
            self.wait_word.setText(self.still_turning())
            self._timer.start(self._reveal[0][0])
            self.finished.connect(self._reveal_all)
        else:
            QTimer.singleShot(0, self, self.show_winners)  # once the rows are laid out

    def room(self) -> QRect:
        """Where the window lies: over the main window down to its status bar, within the
        screen's available area, unless the main window is too small for readable cards
        (then the screen's), as every results window (``results_room``). Sized for the
        screen, a five-player window was wider than the main window, and a four-player one,
        taller, began above its top edge, over its title bar (play tester 147, 1920×1080).
        Where the rows would scroll there (``whole_screen``), the screen's available area."""
        parent = self.parentWidget()
        if parent is None or self.whole_screen:
            return self._screen_area()
        return results_room(parent.window(), DEAL_ROOM_LEAST, self._screen_area())

    def _screen_area(self) -> QRect:
        """The available area of the main window's screen (the window's own, alone)."""
        parent = self.parentWidget()
        return (self if parent is None else parent.window()).screen().availableGeometry()

    def _frame(self) -> QMargins:
        """The frame round the window, as the window manager draws it (the main window's,
        before the window has its own)."""
        parent = self.parentWidget()
        framed = self.frameGeometry() != self.geometry()
        return frame_margins(self if parent is None or framed else parent.window())

    def _rest(self) -> int:
        """How tall the window is without its players' rows, its frame included, its wrapped
        lines measured at the width it asks for."""
        layout = self.layout()
        assert layout is not None
        whole = layout.totalHeightForWidth(self.sizeHint().width())
        if whole < 0:
            whole = layout.totalSizeHint().height()
        rows = layout.itemAt(layout.indexOf(self.scroll))
        assert rows is not None
        framed = self._frame()
        return whole - rows.sizeHint().height() + framed.top() + framed.bottom()

    def _rows_height(self, rest: int) -> int:
        """How tall the players' rows may be: what the rest of the window (``rest``, its
        frame included) leaves of its room's height, and not most of a tall screen."""
        screen = self.room().height()
        return max(DEAL_ROWS_LEAST, min(max(520, int(screen * 0.6)), screen - rest))

    def _rows_scroll(self) -> bool:
        """The players' rows are larger than the room they were given."""
        scroll = self.scroll
        rows = scroll.widget().sizeHint()
        frame = 2 * scroll.frameWidth()
        bar = scroll.verticalScrollBar().sizeHint().width()
        return (
            rows.height() + frame > scroll.maximumHeight()
            or rows.width() + frame + bar > scroll.minimumWidth()
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            # the keys on the button Enter presses: they were on "← Earlier deal", the first
            # in the window, unframed, and the first Tab seemed to go nowhere (play tester,
            # session 55); in a window that took the place of another, on the deal button
            # pressed there (``take_place_of``)
            keys_on = self._keys_kept or self.close_button
            keys_on.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        # where Qt put it, or its table over the main window: taller than that, the window
        # went past the screen's bottom edge
        self._keep_in_room()
        if self._opened_by_play and not self._reveal:
            self._key_guard.start()  # nothing to reveal: the results are whole at once

    def take_place_of(self, other: QWidget) -> None:
        """Shown instead of ``other``, the window of another deal ("← Earlier deal", "Later
        deal →"): at least as large, its bottom right corner where ``other``'s was, so that
        those buttons stay under the pointer. Each deal's window took its own size in the
        same top left corner, and the buttons moved from deal to deal (play tester 149)."""
        self.adjustSize()
        if isinstance(other, DealDialog):
            self._keys_kept = self._deal_button_like(other)
        size = self.size().expandedTo(other.size())
        grown = QPoint(size.width() - other.width(), size.height() - other.height())
        # by its inside, as ``other``'s: placed by its frame before it had one, the window lay
        # a pixel or two off ``other``'s place under a window manager (openbox)
        self.setGeometry(QRect(other.geometry().topLeft() - grown, size))

    def _deal_button_like(self, other: DealDialog) -> QPushButton | None:
        """This window's deal button for the one that has the keys in ``other``, or, greyed
        here (the match's first or last deal reached), the one going back the other way: a
        keyboard player stepping back by Space had the keys put on Close, and the next Space
        closed the window (play tester 193)."""
        pairs = (
            (other.earlier_button, self.earlier_button, self.later_button),
            (other.later_button, self.later_button, self.earlier_button),
        )
        for pressed, same, opposite in pairs:
            if pressed is not None and other.focusWidget() is pressed:
                return next((b for b in (same, opposite) if b is not None and b.isEnabled()), None)
        return None

    def _keep_in_room(self) -> None:
        """Moved, as little as may be, for its frame to lie within ``room``: centred by Qt
        over a shorter main window it began above it; placed by its table within the main
        window (``place_results``), a window taller than that went past the screen's edge."""
        room = self.room()
        # before the window manager frames it, the window's place is its inside's
        outer = self.geometry().marginsAdded(self._frame())
        if self.frameGeometry() != self.geometry():
            outer = self.frameGeometry()
        if outer.width() > room.width() or outer.height() > room.height():
            # as large as another deal's window whose rows took the screen (``take_place_of``,
            # the match's largest): within the screen, rather than past its bottom edge
            room = self._screen_area()
        x = max(room.left(), min(outer.left(), room.left() + room.width() - outer.width()))
        y = max(room.top(), min(outer.top(), room.top() + room.height() - outer.height()))
        if (x, y) != (outer.left(), outer.top()):
            self.move(self.pos() + QPoint(x - outer.left(), y - outer.top()))

    def _deal_button(
        self,
        buttons: QDialogButtonBox,
        text: str,
        key: tuple[Qt.Key, str],
        number: int,
        finished: int,
    ) -> QPushButton:
        """A button, and its arrow ``key`` (and the arrow's sign), that ask for deal ``number``
        (greyed when the match has no such finished deal). Not the dialog's default: Enter
        closes the window unless the keys are on this button, which Enter then presses, as
        Space does (Enter on "← Earlier deal" closed the window, play tester 193)."""
        button = buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setAutoDefault(True)
        reachable = 1 <= number <= finished
        button.setEnabled(reachable)
        if reachable:
            button.setToolTip(
                tr("Shows deal %1 of %2 (key %3).")
                .replace("%1", str(number))
                .replace("%2", str(MATCH_DEALS))
                .replace("%3", key[1])
            )
            button.clicked.connect(lambda: self.deal_chosen.emit(number))
            # the arrow keys, wherever the keys are in the window (on a button they would
            # move between the buttons); held, they go one deal, not through the match
            shortcut = QShortcut(QKeySequence(key[0]), self, lambda: self.deal_chosen.emit(number))
            shortcut.setAutoRepeat(False)
        return button

    def show_winners(self) -> None:
        """Rows that scroll bring the first winner's into view: on a 720-pixel screen the one
        player who won the deal sat below the fold, the words naming a row out of sight."""
        winners = [seat for seat, label in self.vp_labels.items() if label.text()]
        if not winners:
            return
        seat = winners[0]
        power = self.power_labels[seat]
        inner = self.scroll.widget()
        if seat in self.victory_labels:
            # up or down only, from the row's left: brought whole into view, a winner's
            # victory card on the right scrolled the names off the left edge ("mélie", play
            # tester, session 55)
            card = self.victory_labels[seat]
            middle = card.mapTo(inner, QPoint(0, 0)).y() + card.height() // 2
            left = power.mapTo(inner, QPoint(0, 0)).x()
            self.scroll.ensureVisible(left, middle, 0, (card.height() + 1) // 2)
        self.scroll.ensureWidgetVisible(power, 0, 0)  # the row's top and its names win

    def _name_column(self, record: DealRecord, names: Sequence[str]) -> float:
        """How wide the players' names, Petal Powers and Victory Points are, at most
        ``DEAL_NAME_W``: the cards of two columns were measured beside 180 pixels that short
        names left empty, and were 53 pixels wide at 1024×768 (their names unreadable)."""
        bold = QFont(self.font())
        bold.setBold(True)
        named = QFontMetricsF(bold)
        plain = QFontMetricsF(self.font())
        widths = [
            named.horizontalAdvance(line)
            for name in names
            for line in break_lines(name, named, DEAL_NAME_W, " ")
        ]
        widths += [plain.horizontalAdvance(level) for level in self.levels]
        for seat in range(len(names)):
            garrison = record.garrisons[seat] if seat < len(record.garrisons) else ()
            widths.append(plain.horizontalAdvance(self._power_text(garrison)))
            points = record.vp[seat] if seat < len(record.vp) else 0
            widths.append(plain.horizontalAdvance(self._vp_text(points)))
        return min(DEAL_NAME_W, max(widths, default=0.0) + 4)

    @staticmethod
    def _power_text(garrison: Sequence[Slot]) -> str:
        """A Garrison's share of the total, as the end of a single game shows it."""
        return tr("Petal Power %1").replace("%1", points_text(scoring.slots_power(garrison)[0]))

    @staticmethod
    def _vp_text(points: int) -> str:
        """The Victory Points a deal brought, spelled out: "+3 VP" under "Petal Power −3" read
        as part of the power's line, and "SP" (German) and "PV" (French) were said nowhere
        (play tester, session 54)."""
        if not points:
            return ""
        text = tr("+%1 Victory Point") if singular(points) else tr("+%1 Victory Points")
        return text.replace("%1", str(points))

    def _build_rows(self, record: DealRecord, names: Sequence[str], tallest: int) -> None:
        """Each player's row (name, Petal Power, Victory Points, Garrison, victory card), the
        cards as large as ``tallest`` pixels of rows allow; the rows scroll beyond that. Four
        or five players sit in two columns where the screen is wide enough for their cards
        to be larger so: in one, five players' rows scrolled on a 720-pixel screen; their
        names over their rows where the cards are larger still so (``names_above``)."""
        caption = self.fontMetrics().height()
        self.card_width = deal_card_width(len(names), tallest, caption)
        self.columns = 1
        longest = max((len(garrison) for garrison in record.garrisons), default=0)
        if len(names) >= 4:
            paired = deal_card_width((len(names) + 1) // 2, tallest, caption)
            # as wide as two columns' cards can be on the screen: name, each card and the
            # victory card (its caption may be wider), in each column
            victory = self.fontMetrics().horizontalAdvance(tr("Victory card"))
            column = (self.room().width() - 80) / 2
            column -= self._name_column(record, names) + 48
            wide = int((column - max(0, victory - paired)) / (longest + 1)) - 8
            # two columns where their cards are larger; where one column would scroll, also
            # with cards a little smaller (at 1024×768 a French player scrolled to read the
            # last two of five players, play test)
            scrolls = rows_card_width(len(names), tallest, caption) < DEAL_CARD_MIN_W
            larger = min(paired, wide) > self.card_width
            if larger or (scrolls and min(paired, wide) >= DEAL_PAIRED_MIN_W):
                self.card_width, self.columns = min(paired, wide), 2
        scroll = self.scroll
        frame = 2 * scroll.frameWidth()
        bar = scroll.verticalScrollBar().sizeHint().width()
        # wide enough for the large preview to find a corner clear of the card under the
        # pointer, even for two players with a card each
        widest = max(DEAL_MIN_W, int(self.room().width() * 0.95) - 40)
        self.names_above = False
        """Each player's name, Petal Power and Victory Points stand on a line over their
        cards, not in a column beside them."""
        rows_host = self._narrowed(record, names, widest - frame - bar, tallest - frame)
        if len(names) >= 4:
            # bound by the window's width, four players' cards were 57 pixels wide at 150 %
            # with 150 pixels free below (play tester 175): in two columns, each name over
            # its row gives its column's width to the cards, where that makes them larger
            beside, width, columns = rows_host, self.card_width, self.columns
            self.names_above, self.card_width, self.columns = True, DEAL_CARD_W, 2
            above = self._narrowed(record, names, widest - frame - bar, tallest - frame)
            hint = above.sizeHint()
            fits = hint.width() <= widest - frame - bar and hint.height() <= tallest - frame
            if fits and self.card_width > width:
                beside.deleteLater()
                rows_host = above
            else:
                # built again: the window's dicts of labels name the rows built last
                above.deleteLater()
                beside.deleteLater()
                self.names_above, self.card_width, self.columns = False, width, columns
                rows_host = self._rows(record, names)
        scroll.setWidget(rows_host)
        scroll.setWidgetResizable(True)
        scroll.setMinimumSize(
            max(DEAL_MIN_W, min(widest, rows_host.sizeHint().width() + frame + bar)),
            min(tallest, rows_host.sizeHint().height() + frame),
        )
        # rows of the smallest cards higher than that scroll: the window took their height,
        # past its room, over the status bar (a 1200×606 screen, play test)
        scroll.setMaximumHeight(tallest)

    def _narrowed(self, record: DealRecord, names: Sequence[str], wide: int, high: int) -> QWidget:
        """The players' rows, their cards ``card_width`` wide or narrower, as little as may be,
        for the rows to be no wider than ``wide`` pixels: the columns measured before are a
        guess, and rows wider than the window scrolled sideways, their scroll bar taking the
        last pixels of the last row (four French players at 150 %, play tester, session 55).
        Names over their rows (``names_above``) take height the cards' width was measured
        without: such rows are also made no higher than ``high``."""
        longest = max((len(garrison) for garrison in record.garrisons), default=0)
        cards = self.columns * (longest + 1)
        card_rows = (len(names) + self.columns - 1) // self.columns
        rows_host = self._rows(record, names)
        for _attempt in range(DEAL_NARROWING_TRIES):
            hint = rows_host.sizeHint()
            narrower = math.ceil(max(0, hint.width() - wide) / cards)
            if self.names_above:
                lower = math.ceil(max(0, hint.height() - high) / card_rows * CARD_W / CARD_H)
                narrower = max(narrower, lower)
            if narrower <= 0 or self.card_width <= DEAL_PAIRED_MIN_W:
                break
            self.card_width = max(DEAL_PAIRED_MIN_W, self.card_width - narrower)
            rows_host.deleteLater()
            rows_host = self._rows(record, names)
        return rows_host

    def _rows(self, record: DealRecord, names: Sequence[str]) -> QWidget:
        """Each player's row, its cards ``card_width`` wide, in ``columns`` columns of
        players (the labels named afresh, for rows built again narrower)."""
        for labels in (self.card_labels, self.victory_labels, self.count_labels):
            labels.clear()
        for named in (self.power_labels, self.vp_labels):
            named.clear()
        self.face_down_labels.clear()
        rows_host = QWidget()
        rows = QGridLayout(rows_host)
        rows.setHorizontalSpacing(16)
        for seat, name in enumerate(names):
            row, left = divmod(seat, self.columns)
            left *= 4  # each column of players: name, Garrison, victory card, and a gap
            who = QLabel()
            who.setTextFormat(Qt.TextFormat.PlainText)
            bold = who.font()
            bold.setBold(True)
            who.setFont(bold)
            # broken here, between words and only when the name is wider than its room (a word
            # wider still widens the column): a label left to wrap itself may be squeezed to its
            # longest word, "Player / 1"
            who.setText("\n".join(break_lines(name, QFontMetricsF(bold), DEAL_NAME_W, " ")))
            # in the window from the start: shown with no parent, a label is a window of its own
            level = QLabel(self.levels[seat] if seat < len(self.levels) else "", rows_host)
            level.setVisible(bool(level.text()))
            garrison = record.garrisons[seat] if seat < len(record.garrisons) else ()
            power = QLabel(self._power_text(garrison))
            self.power_labels[seat] = power
            points = record.vp[seat] if seat < len(record.vp) else 0
            earned = QLabel(self._vp_text(points))
            self.vp_labels[seat] = earned
            column = QHBoxLayout() if self.names_above else QVBoxLayout()
            column.addWidget(who)
            column.addWidget(level)
            column.addWidget(power)
            column.addWidget(earned)
            column.addStretch(1)
            if self.names_above:
                column.setSpacing(rows.horizontalSpacing())
                row *= 2
                rows.addLayout(column, row, left, 1, 3)
                row += 1
            else:
                rows.addLayout(column, row, left)
            cards = QHBoxLayout()
            for index, slot in enumerate(garrison):
                label = self.card_picture(slot.card, self.card_width, slot.top_up)
                # what the card counts, in the window's own letters under it: on 50-pixel
                # cards (five players, a 720-pixel screen) the printed values were 7 pixels
                # high, and a family checking the total needed a magnifier (play test)
                counts = QLabel(points_text(CARDS[slot.card].power(slot.top_up)))
                counts.setFont(bold)
                counts.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                counts.setAccessibleName(tr("Petal Power %1").replace("%1", counts.text()))
                card = QVBoxLayout()
                card.addWidget(label)
                card.addWidget(counts)
                cards.addLayout(card)
                self.card_labels[(seat, index)] = label
                self.count_labels[label] = counts
                if not slot.face_up:
                    self.face_down_labels.append(label)
            if not garrison:
                cards.addWidget(QLabel(tr("Empty Garrison")))
            cards.addStretch(1)
            rows.addLayout(cards, row, left + 1)
            victory = record.victory[seat] if seat < len(record.victory) else None
            if victory is not None:
                # in a column of their own right after the longest Garrison: the cards that
                # decided the deal line up, whatever each Garrison's length
                keep = QVBoxLayout()
                label = self.card_picture(victory, self.card_width)
                keep.addWidget(label)
                keep.addWidget(QLabel(tr("Victory card")))
                rows.addLayout(keep, row, left + 2)
                self.victory_labels[seat] = label
                self.face_down_labels.append(label)
        if self.columns == 2:
            rows.setColumnMinimumWidth(3, 24)
        rows.setColumnStretch(4 * self.columns - 1, 1)
        return rows_host

    def revealed(self) -> bool:
        return not self._reveal

    def _refuses(self, event: QKeyEvent) -> bool:
        """Enter and Space, the table's keys, close nothing during the reveal, nor in the
        hand-off's guard after it (``_key_guard``), and the window says so: a player who
        laid the deal's last card by Enter and pressed it again closed the results while
        their cards still turned (play tests). Esc shows the rest of the reveal at once; a
        click on the button closes at once. Esc over a card shown large puts only that card
        away: one Esc closed the preview and the window, dealing the next hand (play test,
        session 56)."""
        if super()._refuses(event):
            return True
        if event.key() == Qt.Key.Key_Escape and self.card_preview.isVisible():
            self.card_preview.clear()
            return True
        if event.key() == Qt.Key.Key_Escape and self._reveal:
            self._reveal_all()
            return True
        if event.key() not in TABLE_KEYS:
            return False
        if self._reveal:
            self._say_wait(self.still_turning())
            return True
        if self._key_guard.refuses(event):
            self._say_wait(tr("Not taken yet: press again in a moment."), until_taken=True)
            return True
        return False

    @staticmethod
    def still_turning() -> str:
        """What the window says while its reveal goes on."""
        return tr("The cards are still being turned over (Esc shows them all).")

    def _say_wait(self, words: str, until_taken: bool = False) -> None:
        """Why a key did nothing, said until it would be taken (``until_taken``: once the
        guard is over; else until the reveal ends)."""
        self.wait_word.setText(words)
        if until_taken:
            self._wait_over.start()

    def _reveal_next(self) -> None:
        if not self._reveal:
            return
        _pause, step = self._reveal.pop(0)
        step()
        if self._reveal:
            self._timer.start(self._reveal[0][0])
        else:
            self._revealed_now()

    def _reveal_all(self) -> None:
        """Esc, or the window closed, during the reveal: the rest shows at once, so that
        nothing of the result is held back if the window is shown again."""
        if not self._reveal:
            return
        self._timer.stop()
        while self._reveal:
            self._reveal.pop(0)[1]()
        self._revealed_now()

    def _revealed_now(self) -> None:
        """The whole result shows: the keys wait the hand-off's while before they close it."""
        self._key_guard.start()
        self.wait_word.clear()


def turn_over(picture: QLabel, face: QPixmap, counts: QLabel | None) -> None:
    """One card of a deal's reveal turns: its face, and under it what it counts."""
    picture.setPixmap(face)
    if counts is not None:
        counts.show()


def show_labels(labels: Sequence[QLabel], visible: bool = True) -> None:
    """Show (or hide) several labels as one step of a reveal."""
    for label in labels:
        label.setVisible(visible)
