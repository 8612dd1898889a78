"""The Petal Plotters table: hands, Garrisons, the discard pile, abilities and the final reveal.

The board never decides what is legal. It sorts the engine's legal actions by kind (add a card,
use an ability, choose a Garrison card, choose a hand card, pass a card, skip, cancel) and only
ever emits one of them. Totals come from the engine's scoring functions applied to what the
viewer may see; the winner and the explanation come from the engine's ``Result.notes``.

Gestures:
- drag a hand card onto your Garrison to add it face down; before dropping, rotate it with R,
  a right click or the mouse wheel to choose which Petal Power points up;
- drag a hand card onto "Use ability"; then click one of the highlighted targets (Garrison
  cards, or cards of your hand to give or to pass); the Cancel button takes the card back;
- click the discard pile to look through it;
- keyboard: ←/→ choose a hand card or a target, ↑/↓ read every card the viewer may see,
  R rotate, Enter add (or choose), U use the ability, S skip, Esc cancel.

Hidden information: an item only ever holds a card id the viewer's view shows, and no status
line names a card or a chosen value, because a status line can outlive a hot-seat hand-off.
Only with the ``memory_aid`` option does the table show what the viewer knows of hidden cards:
a memory note on a face-down Garrison card or on another player's victory card, and a note
under another player's Garrison for each card of their hand the viewer knows (say, one the
viewer passed them); their hand itself is always drawn as backs with its count.
At the end of a game the engine's view reveals every Garrison and victory card, and the
reveal turns over, one by one, the cards that were face down on the table.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.games.base import GameBoard, enter_words
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.items import (
    CARD_H,
    CARD_W,
    DEAL_REVEAL_MS,
    DEAL_ROOM_LEAST,
    TITLE_SIZES,
    ButtonItem,
    CardCountDialog,
    DealDialog,
    DiscardDialog,
    DiscardPileItem,
    HandMemoItem,
    Keep,
    PetalCardItem,
    PreviewedObject,
    TablePreview,
    ZoneItem,
    paced,
    seat_points,
)
from desktop.history import PlayedMove, TurnLine, move_line
from desktop.i18n import (
    elide,
    number_text,
    points_text,
    singular,
    tr_engine,
    tr_note,
    tr_refusal,
)
from desktop.screen_fit import frame_margins, place_results, placed_beside, results_room
from desktop.table import animation
from desktop.table.animation import animation_speed, set_animation_speed
from desktop.table.bar import TableBar
from desktop.table.items import CardItem, HighlightItem, LabelItem, PanelItem
from desktop.table.palette import TablePalette
from desktop.table.text import (
    TEXT_SLACK,
    break_lines,
    fit_lines,
    fit_name,
    fit_news,
    lines_fitting,
    wrap_keeping_end,
    wrap_text,
    write_lines,
)
from desktop.table.view import TableView, united
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.game import Game, Result
from engine.core.notes import LIST_SEPARATOR, Note, join_names
from engine.games.petal_plotters import scoring
from engine.games.petal_plotters.components import CARDS, HORNBILL, Step, cards_for
from engine.games.petal_plotters.counting import (
    card_places,
    possible_totals,
    shown_cards,
    shows_value,
)
from engine.games.petal_plotters.rules import (
    HAND_SIZE,
    VICTORY_CARD_UNTARGETED,
    choice_number,
    chosen_to_pass,
    keeps_victory_card,
    known_by_rumour,
    pass_partners,
    taken_after_give,
)
from engine.games.petal_plotters.state import (
    HIDDEN,
    MATCH_DEALS,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    HandCard,
    PassCard,
    PetalPlottersOptions,
    Phase,
    PlaceHornbill,
    Rumour,
    Skip,
    Slot,
    State,
    UseAbility,
)

LANDED_CHECK_MS = 30
"""How often the table looks whether the move that began the viewer's turn has landed."""
HINT_INSET = 9.0
"""How far inside the player's panel the Garrison's orange frame is drawn from (a frame is
drawn 6 outside what it frames, 12 round the keyboard's)."""
OPP_SCALE = 0.85
MINE_SCALE = 0.85
OPP_TOP = 0.0
OPP_ROW = 98.0
"""Where a Garrison row starts below its panel's top (name, Petal Power on one or two lines,
then the cards, whose up values stand above their top edge)."""
MINE_ROW = 96.0
STRIP_H = 38.0
"""How much higher another player's panel is than its header and Garrison row need: with the
room under the row, a strip below their Garrison, their side of the table. It holds their
hand's backs and the notes on the cards of it the viewer knows, and, once their hand is empty,
their victory card laid sideways, as the rulebook lays it ("place this last card horizontally
below your Garrison"). 38 costs the table 3.7 % of its scale at 1366×768; a strip that stood
empty until the last turns cost 11 % (session 59): the rest comes from the header, whose Petal
Power takes one line where the hand's backs no longer stand beside it (``POWER_LINE``)."""
OPP_H = OPP_ROW + CARD_H * OPP_SCALE + 16 + STRIP_H
"""Another player's panel: their name and Petal Power, their Garrison row across the panel's
width, the strip under it (``STRIP_H``)."""
POWER_LINE = 22.0
"""How much higher another player's Garrison row starts when their Petal Power and the cards it
leaves out fit one line (every panel of the table alike): the strip below gets the room."""
STRIP_MARGIN = 6.0
"""Between the strip's contents and the Garrison's cards above, and the panel's foot below."""
ROW_GAP = 20.0
MINE_H = MINE_ROW + CARD_H * MINE_SCALE + 16
SIDE_GAP = 12.0
CARD_GAP = 12.0
"""Room between two cards of a Garrison row."""
SMALLEST_ROW = 0.3
"""The smallest scale another player's Garrison cards are drawn at to make room for their
victory card in the strip below them."""
VICTORY_LEAST = 0.55
"""The smallest scale another player's victory card is drawn at before their Garrison row is
drawn smaller for it: its category's mark and colour read at the end (at 1024×700 with
History open, 32 by 45 pixels), the row keeps its size at two and three players."""
DISCARD_W = 230.0
TITLE_GAP = 16.0
"""Between the table total's title and its number, where the title stands on the number's line."""
TOTAL_SUB_LEAST = 420.0
"""The narrowest the lines beside the table total's number (what it leaves out) may be for its
title to stand on the number's line rather than above it: two lines in German."""
TOTAL_W = 620.0
"""The table total's panel in the wide arrangement: the viewer's Garrison takes the rest."""
TOTAL_DROP = 112.0
"""The wide arrangement's middle row is this much higher than the viewer's Garrison needs at
``MINE_SCALE``: the table total beside it holds a match's standings (five long names beside
the "Previous deal" button) and the moves since the viewer's. The viewer's Garrison there is drawn
larger (``WIDE_MINE_SCALE``)."""
WIDE_MINE_SCALE = 1.0
"""The viewer's Garrison cards in the wide arrangement: seven side by side in its narrower
width."""
FLAT_TOTAL_W = 540.0
"""The table total's panel beside the other players' panels (``flat_layout``): narrower than
``TOTAL_W``, as it is higher, so that those panels keep room for a full Garrison and its
victory card."""
FLAT_DISCARD_SCALE = 0.9
"""The discard pile beside a Garrison row no higher than its cards (``flat_layout``), as in the
portrait arrangement: its thickest stack ends above the set-aside lines."""
TALL_DISCARD_SCALE = 0.6
"""The discard pile in the tall arrangement's row, as high as the ability zone less the strip
under the other players' Garrisons: its thickest stack ends above the set-aside lines."""
HAND_SCALE = 1.6
"""The viewer's hand is drawn larger than the cards on the table: they are the cards a player
reads most."""
ZONE_W = 520.0
ZONE_H = 256.0
"""The ability zone: a card used at 0.95 its size, its instruction and buttons beside it."""
PROMPT_TOP = 44.0
PROMPT_FOOT = 66.0
"""The step's instruction in the ability zone starts under the zone's title and ends above
its Skip and Cancel buttons."""
PROMPT_SIZES = (15.0, 14.0)
"""The step's instruction, smaller when it needs the room, never below the smallest table
text (``SMALL_TEXT``)."""
SMALL_TEXT = 14.0
"""The smallest type on the table (points): the priority legend, hand counts, captions, notes
beside a Garrison, the set-aside count. Fitted to a 1024×700 window with History open, it is
9 pixels high (8.4 at 13 points)."""
SQUEEZED_TEXT = 13.0
"""Another player's name or Petal Power, written this small before it is cut in a panel too
narrow for it (five players, in French or German): 8.4 pixels high at 1024×700 with History
open, where a cut Petal Power would hide a count one needs."""
NOTE_SIZE = 16.0
NOTE_LINE = 30.0
"""The end's explanation: a line of it takes this much room, and more when it wraps."""

MAX_HAND = max(HAND_SIZE.values())
WHEEL_NOTCH = 120
"""A mouse wheel's notch in ``QWheelEvent.angleDelta`` units; one notch turns a card once."""
WHEEL_REACH = 8
"""How near a card to turn, in pixels, a wheel notch counts as on it."""
HAND_LIFT = 26.0
"""How far a hand card rises under the pointer (scene units)."""
FAN_GAP = 0.06
"""Room between two cards of a fan that fits side by side (a share of a card's width): enough
that a card's turn does not lay its corner over its neighbour's name or ability text."""
TALL_FAN = 1300.0
"""The hand's fan in the tall arrangements: seven cards without one covering another's words."""
FAN_TILT = 3.0
FAN_DROP = 3.0
"""Each card of the fan away from the middle turns this many degrees and drops this much (times
its distance from the middle, squared), like a hand of cards."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Where the table's parts lie below the other players' panels (which always run across
    the top). Two arrangements exist, each in a few widths (``LAYOUTS``); the board takes the
    one that draws the table largest in the window it has (``pick_layout``)."""

    width: float
    mine: QRectF
    """The viewer's Garrison panel."""
    discard: QRectF
    discard_scale: float
    """The pile's size: its thickest stack ends above the set-aside line."""
    total: QRectF
    zone: QRectF
    """The "Use ability" zone."""
    hand_top: float
    fan_center: float
    fan_width: float
    """A fan of many cards overlaps them to stay this wide."""
    notes: QRectF
    """The end's explanation: where the hand was (its height grows with its lines)."""
    tall: bool = False
    """The arrangement for a narrow window (``tall_layout``)."""
    mine_scale: float = MINE_SCALE
    """The size of the viewer's Garrison cards: larger where their panel is higher."""
    panels_width: float | None = None
    """How wide the other players' panels are together: the table's width, unless the table
    total stands at their right (``flat_layout``)."""

    def fan_place(self, index: int, count: int) -> tuple[QPointF, float]:
        """Where card ``index`` of a hand of ``count`` lies in the fan: the top-left corner of
        the card (before it turns) and its angle."""
        width = CARD_W * HAND_SCALE
        spread = min(width * (1 + FAN_GAP), (self.fan_width - width) / max(1, count - 1))
        offset = index - (count - 1) / 2
        top_left = QPointF(
            self.fan_center - width / 2 + offset * spread,
            self.hand_top + offset * offset * FAN_DROP,
        )
        return top_left, offset * FAN_TILT

    def fan_bottom(self, count: int) -> float:
        """The lowest point of a fan of ``count`` cards (its outer cards drop and turn)."""
        width, height = CARD_W * HAND_SCALE, CARD_H * HAND_SCALE
        bottom = self.hand_top + height
        for index in range(count):
            top_left, angle = self.fan_place(index, count)
            tilt = math.radians(abs(angle))
            reach = (height * math.cos(tilt) + width * math.sin(tilt)) / 2
            bottom = max(bottom, top_left.y() + height / 2 + reach)
        return bottom

    def content(self) -> QRectF:
        """The whole table, as high as the largest hand's fan, so that it keeps its size from
        turn to turn as hands shrink."""
        return QRectF(0, 0, self.width, max(self.fan_bottom(MAX_HAND), self.zone.bottom()) + 12)

    def taller(self, extra: float) -> TableLayout:
        """This arrangement with the table total's row ``extra`` higher (the panels beside the
        total too, not the ability zone) and what lies under it lower: drawn at the same scale
        in a window that left a band of empty felt above and below it, the total's panel gets
        lines for the moves since the viewer's last (a five-player round was cut in a
        1280×900 window)."""
        if extra <= 0:
            return self
        top, bottom = self.total.top(), self.total.bottom()

        def moved(rect: QRectF, grows: bool = True) -> QRectF:
            if rect.top() >= bottom:
                return rect.translated(0, extra)
            return rect.adjusted(0, 0, 0, extra) if grows and rect.top() == top else rect

        return replace(
            self,
            mine=moved(self.mine),
            discard=moved(self.discard),
            total=moved(self.total),
            zone=moved(self.zone, grows=False),
            hand_top=self.hand_top + extra if self.hand_top >= bottom else self.hand_top,
            notes=moved(self.notes),
        )

    def scale_in(self, width: float, height: float) -> float:
        """The scale at which the table fits a window ``width`` by ``height`` (with the view's
        margin round it, as ``TableView`` fits it)."""
        content = self.content()
        margin = 2 * TableView.MARGIN
        return min(width / (content.width() + margin), height / (content.height() + margin))


def wide_layout(width: float = 2000.0) -> TableLayout:
    """For a window wider than high (a laptop, a desktop screen): the viewer's Garrison beside
    the discard pile and the table total, the ability zone beside the hand at the right (the
    shortest drag from the hand, and the card being used stays in sight of its targets). A
    narrower table narrows the viewer's Garrison and the hand's fan."""
    mine_w = width - DISCARD_W - TOTAL_W - 2 * ROW_GAP
    top = OPP_H + ROW_GAP
    row = MINE_H + TOTAL_DROP
    hand_top = top + row + 24
    total_left = mine_w + DISCARD_W + 2 * ROW_GAP
    return TableLayout(
        width=width,
        mine=QRectF(0, top, mine_w, row),
        mine_scale=WIDE_MINE_SCALE,
        discard=QRectF(mine_w + ROW_GAP, top, DISCARD_W, row),
        discard_scale=1.2,
        total=QRectF(total_left, top, TOTAL_W, row),
        zone=QRectF(width - ZONE_W, hand_top, ZONE_W, CARD_H * HAND_SCALE),
        hand_top=hand_top,
        fan_center=(width - ZONE_W - ROW_GAP) / 2,
        fan_width=width - ZONE_W - 3 * ROW_GAP,
        notes=QRectF(0, hand_top - 4, width - ZONE_W - ROW_GAP, 0),
    )


def tall_layout(width: float = 1500.0) -> TableLayout:
    """For a narrow window (half a screen): the discard pile and the table total in a row, the
    viewer's Garrison under them with the ability zone at its right (seven cards need less
    than the table's width; the shortest drag from the hand), the hand under them. The row is
    lower by the strip under the other players' Garrisons (``STRIP_H``), the total wider by
    the zone's place: the table keeps its height, and its size in a small window (1024×700
    with History open, where a table 3 % smaller wrote its smallest text under 9 pixels), and
    the total its lines."""
    middle = OPP_H + ROW_GAP
    middle_h = ZONE_H - STRIP_H
    top = middle + middle_h + ROW_GAP
    hand_top = top + max(MINE_H, ZONE_H) + 24
    mine_w = width - ZONE_W - ROW_GAP
    total_left = DISCARD_W + ROW_GAP
    return TableLayout(
        width=width,
        mine=QRectF(0, top, mine_w, MINE_H),
        discard=QRectF(0, middle, DISCARD_W, middle_h),
        discard_scale=TALL_DISCARD_SCALE,
        total=QRectF(total_left, middle, width - total_left, middle_h),
        zone=QRectF(mine_w + ROW_GAP, top, ZONE_W, ZONE_H),
        hand_top=hand_top,
        fan_center=width / 2,
        fan_width=min(width - 40, TALL_FAN),
        notes=QRectF(0, hand_top - 4, width, 0),
        tall=True,
    )


def portrait_layout(width: float = 1300.0) -> TableLayout:
    """For a window higher than wide (a portrait screen): the tall arrangement made narrower,
    the discard pile beside the viewer's Garrison (which needs less than the table's width)
    rather than beside the ability zone and the table total. At 900×1100 the tall table filled
    two thirds of the window's height; this one, fitted to the width, is drawn larger."""
    middle = OPP_H + ROW_GAP
    middle_h = ZONE_H + 60  # the window has the height: the table total's lines have more room
    top = middle + middle_h + ROW_GAP
    hand_top = top + MINE_H + 24
    mine_w = width - DISCARD_W - ROW_GAP
    total_left = ZONE_W + ROW_GAP
    return TableLayout(
        width=width,
        mine=QRectF(0, top, mine_w, MINE_H),
        discard=QRectF(mine_w + ROW_GAP, top, DISCARD_W, MINE_H),
        discard_scale=0.74,
        total=QRectF(total_left, middle, width - total_left, middle_h),
        zone=QRectF(0, middle, ZONE_W, middle_h),
        hand_top=hand_top,
        fan_center=width / 2,
        fan_width=min(width - 40, TALL_FAN),
        notes=QRectF(0, hand_top - 4, width, 0),
        tall=True,
    )


def flat_layout(width: float = 2000.0) -> TableLayout:
    """For a window much wider than high (a laptop at 150 % scaling: a 1280×720 screen) at two
    or three players: the wide arrangement with the table total at the right of the other
    players' panels and the viewer's Garrison, rather than beside the Garrison alone. The
    Garrison's row is then only as high as its cards (``TOTAL_DROP`` went to the total's
    lines), and the table, lower, is drawn larger: the wide table was fitted to the window's
    height with a band of felt at its sides, while one or two other players' panels, 750
    pixels wide, held a few small cards each (play test)."""
    total_left = width - FLAT_TOTAL_W
    mine_w = total_left - DISCARD_W - 2 * ROW_GAP
    top = OPP_H + ROW_GAP
    row = MINE_ROW + CARD_H * WIDE_MINE_SCALE + 16
    hand_top = top + row + 24
    return TableLayout(
        width=width,
        mine=QRectF(0, top, mine_w, row),
        mine_scale=WIDE_MINE_SCALE,
        discard=QRectF(mine_w + ROW_GAP, top, DISCARD_W, row),
        discard_scale=FLAT_DISCARD_SCALE,
        total=QRectF(total_left, OPP_TOP, FLAT_TOTAL_W, top + row - OPP_TOP),
        zone=QRectF(width - ZONE_W, hand_top, ZONE_W, CARD_H * HAND_SCALE),
        hand_top=hand_top,
        fan_center=(width - ZONE_W - ROW_GAP) / 2,
        fan_width=width - ZONE_W - 3 * ROW_GAP,
        notes=QRectF(0, hand_top - 4, width - ZONE_W - ROW_GAP, 0),
        panels_width=total_left - ROW_GAP,
    )


LAYOUTS = (wide_layout(), wide_layout(1850.0), tall_layout(), portrait_layout())
"""Each arrangement in the widths it takes: a window less wide for its height (History open
beside the table, a portrait screen) gets a narrower table rather than an empty band above and
below it (at 900×1100 the table filled two thirds of the window's height)."""
FEW_PLAYERS_LAYOUTS = (flat_layout(), flat_layout(1850.0))
"""The arrangements for two or three players, besides ``LAYOUTS``: with more, the other
players' panels beside the table total would be too narrow for their Garrisons."""
FLAT_MOST_OTHERS = 2
"""The most other players ``FEW_PLAYERS_LAYOUTS`` take."""
FLAT_LEAST_GAIN = 1.05
"""How much larger ``FEW_PLAYERS_LAYOUTS`` must draw the table than ``LAYOUTS`` to be taken:
they were made for windows much wider than high (a 1280×720 screen at 150 %, where they win
8 to 9 %). A few per cent more scale does not pay for their narrower table total, whose
column leaves the keyboard cursor's preview of a hand card too little room beside it (at
1600×1000, 1.4 times the card where the wide arrangement gives 1.6), nor for a table that
changes arrangement as a window is resized by a few pixels."""


FIT_SLACK = 6.0
"""Pixels of the window's height a taller table leaves unused: fitting keeps a margin of its
own, and a table a little too high for the window would be drawn a little smaller."""


TOTAL_MOST_H = 560.0
"""The highest the table total's panel grows (``pick_layout``): what its fullest text needs,
measured in German with ten moves since the viewer's last and a match's standings (about
540). A very tall window left most of a higher panel empty; the felt takes the rest."""


def pick_layout(viewport_width: float, viewport_height: float, players: int) -> TableLayout:
    """The arrangement that, fitted to the window, draws the table largest at ``players``
    players (a flat one only where it is ``FLAT_LEAST_GAIN`` larger); made taller
    (``TableLayout.taller``) by the felt it leaves above and below it, at the same scale, up to
    the total's panel's ``TOTAL_MOST_H``."""

    def fitted(layout: TableLayout) -> float:
        return layout.scale_in(viewport_width, viewport_height)

    chosen = max(LAYOUTS, key=fitted)
    if players - 1 <= FLAT_MOST_OTHERS:
        flat = max(FEW_PLAYERS_LAYOUTS, key=fitted)
        if fitted(flat) >= FLAT_LEAST_GAIN * fitted(chosen):
            chosen = flat
    scale = fitted(chosen)
    room = (viewport_height - FIT_SLACK) / scale - 2 * TableView.MARGIN
    extra = min(room - chosen.content().height(), TOTAL_MOST_H - chosen.total.height())
    return chosen.taller(math.floor(extra))


BACK_SCALE = 0.3
BACK_GAP = 3.0
"""Between two of another player's hand's backs laid side by side (``backs_step``)."""
ELLIPSIS = "\u2026"
"""What Qt's elided text ends with: words cut."""
MEMO_W = 190.0
MEMO_MIN_W = 140.0
HINT_WEIGHT = 20.0
"""How much the keyboard frame's large card had better not cover a hint's or a lesson's
frame, against a card's 1 (``_preview_clearance``): it is what the player is asked to look
at, and its weight is spread over the frame, which may hold a whole Garrison row (at 4 the
card still covered the bottom of one, play tester 146)."""
NEXT_CHOICE_WEIGHT = HINT_WEIGHT / 4
"""How much that large card had better not cover a card the next choice is among (the cards to
take while the one to give is chosen), where that costs nothing else: weighed as much as the
cards chosen among now, it spared none more at 1024×700 than at a quarter (session 63)."""
MOVER_SHARE = 0.4
"""The most of its line a mover's name takes among the moves since the viewer's last: a longer
name is cut, and the move's words follow it on its line (``cut_movers``)."""
KNOWN_CAPTION_LINES = 4
"""The most lines "In Ada's hand you know:" takes at the left of the notes of a hand."""
KNOWN_CAPTION_W = 110.0
"""The narrowest "In Ada's hand you know:" is written at the left of the notes on a hand, in
the strip under their Garrison (wider where the strip is too low for its lines)."""
MEMO_H = 56.0
"""Notes for known cards of another player's hand (``HandMemoItem``): at most this wide, and
in more rows (each lower) when a row of notes at least ``MEMO_MIN_W`` wide is not enough."""
MEMO_MIN_H = 22.0
"""No note is lower, however many a narrow panel holds: its name stays readable
(``faces.MEMO_NAME_MIN_PX``; names shrank to 5 px, play test)."""
MEMO_GAP = 8.0
COUNT_W = 170.0
COUNT_H = 23.0
BACKS_TOP = COUNT_H + 10
LEGEND_SEPARATOR = " · "
"""Between the categories of the priority legend, each numbered in the order they are tried;
a line broken between two keeps it at its end (``legend_lines``)."""
LEGEND_ORDER = " › "
"""Between the cards' marks of the priority legend's shortest form, unnumbered, for one line:
the order they are tried."""
PILE_FOCUS: tuple[object, ...] = ("pile",)
"""The keyboard cursor's place on the discard pile (``readables``)."""
PASS_RISE = 6.0
"""How far a card chosen to pass stands above the hand it is counted with (four times as far
in the viewer's fan)."""
"""Another player's hand count stands in their panel's top right corner, their hand's backs
under it: the Petal Power's lines pass beside the backs, the name beside the count."""
"""The hand count under another player's backs, at the right of their panel."""
COUNT_LIFT = 4.0
"""How far another player's hand count stands higher while the card they chose to pass is
raised under it: the card touched the count's last letters (play tester 176)."""
NAME_FOOT = 34.0
"""The foot of another player's name line, at the top of their panel."""
POWER_TOP = 30.0
MINE_POWER_TOP = 44.0
"""The viewer's Petal Power under their name: as high as the name leaves it, so that the
keyboard's frame over an up value of their Garrison keeps clear of it (``_render_cursor``)."""
POWER_H = 46.0
"""Another player's Petal Power under their name: two lines at most."""
CAPTION_W = 180.0
"""The room a victory card's caption has at most in another player's panel's corner: "Carte de
victoire" on one line."""
CAPTION_TOP = 6.0
"""The hand count's top in another player's panel, and the caption's of a victory card laid in
its place."""

Key = object
Placement = tuple[str, bool, bool, bool, bool, QPointF, float, float, tuple[str, int]]
"""Where the layout wants a card: (card, face_up, top_up, memory, sideways, pos, scale, z,
where)."""
"""An item's identity: a card id the viewer knows, or ("hand"|"slot", seat, index),
("victory", seat) for cards the viewer does not know."""


def tr(text: str) -> str:
    return QCoreApplication.translate("PetalPlottersBoard", text)


def tr_told(text: str) -> str:
    """A move as History, the hand-off screen and the table's last-move line tell it, once
    done: French and German write a record ("Zoé : Grand Calao placé") where "Play this
    move?" asks with a verb ("Placer le Grand Calao"); the infinitive read as an order in
    History (play test). English reads the same in both."""
    return QCoreApplication.translate("PetalPlottersHistory", text)


def tr_where(shown: bool, text: str) -> str:
    """A card and where it lies, as a card a move showed (``shown``) or as the status line
    reads the framed card: the templates that take a card shown ("… a montré %3") take it
    whole, the article and noun its language needs included, for every game alike. French
    and German name Petal Plotters' card "la carte Abeille …", "die Karte Honigbiene …",
    where Flowers' says "le 1 jaune" ("a montré la carte le 1 jaune", play tester 128);
    English reads the same in both."""
    return QCoreApplication.translate("PetalPlottersShown" if shown else "PetalPlottersBoard", text)


def tr_move(told: bool, text: str, advice: bool = False) -> str:
    """``text`` told once done (``tr_told``), asked about before it is played (``tr``) or
    advised by a hint (``advice``, ``tr_asked``): the words of a move History, "Play this
    move?" and a hint all use."""
    return QCoreApplication.translate(
        "PetalPlottersHint" if advice else "PetalPlottersHistory" if told else "PetalPlottersBoard",
        text,
    )


def tr_asked(advice: bool, text: str) -> str:
    """``text`` asked about before it is played (``tr``) or advised by a hint (``advice``):
    German addresses the player in a hint ("Leg die Karte … in deine Garnison"), as Flowers'
    hints do, where "Play this move?" and the keyboard's frame name the move ("Die Karte …
    zu deiner Garnison hinzufügen"); French advises ("ajoutez la carte …") in words its
    translator writes (play tester, session 56)."""
    return QCoreApplication.translate("PetalPlottersHint" if advice else "PetalPlottersBoard", text)


KEY_PAIR = re.compile("([←→↑↓])/([←→↑↓])")
PLACEHOLDER = re.compile("%([1-9])")

WORD_JOINER = "\u2060"
NO_BREAK = "\u00a0"
NAME_KEPT_WHOLE = 15
"""The longest card name (in characters) a move's words hold on one line; a longer one breaks
between its words like the rest of the line (``told_name``)."""
ZONE_NAME_KEPT = 8
"""The ability zone's title keeps this many letters of a name at least (``_zone_title``)."""


@dataclass(frozen=True)
class SinceChanges:
    """What others changed since the viewer's last move (``_since_changes``)."""

    slots: frozenset[tuple[int, int]] = frozenset()
    """Garrison places (owner, index) whose card a move touched."""
    cards: frozenset[str] = frozenset()
    """Cards that came into the viewer's hand."""
    victory: frozenset[int] = frozenset()
    """Seats whose victory card was laid."""
    removed: tuple[tuple[int, str], ...] = ()
    """(owner, card): the cards removed from a Garrison, now on the discard pile (which is
    marked: a removal left no trace on the table, play test)."""
    told: tuple[tuple[tuple[int, int], str], ...] = field(default=(), compare=False)
    """(Garrison place, move): the moves that touched each place, told as History tells
    them, for the card's tooltip (a mark said neither who nor what, play test)."""

    def moves_at(self, slot: tuple[int, int]) -> list[str]:
        return [move for place, move in self.told if place == slot]

    def marks(self, kind: str, place: int, key: object) -> bool:
        """Is the card at this place of the table (``PetalPlottersBoard.where``) marked?"""
        if kind == "slot":
            return divmod(place, 100) in self.slots
        if kind == "myhand":
            return key in self.cards
        return kind == "victory" and place in self.victory


def _followed_through_exchange(
    told: list[tuple[tuple[int, int], str]], before: State, action: ChooseSlot
) -> list[tuple[tuple[int, int], str]]:
    """The moves ``told`` of Garrison places, once ``action`` ends an exchange on ``before``:
    two Garrison cards swapped take their moves with them, and a card taken into a hand takes
    its moves away (the moves told of a card stayed with its place: a card swapped in was said
    to have been turned face up, where the other had been, play test)."""
    step = step_on(before)
    target = (action.owner, action.index)
    if step is None or before.pending is None:
        return told
    if step.op == "exchange_garrisons" and before.pending.first is not None:
        first = before.pending.first
        swapped = {first: target, target: first}
        return [(swapped.get(slot, slot), line) for slot, line in told]
    if step.op == "exchange_hand":
        return [(slot, line) for slot, line in told if slot != target]
    return told


def step_on(state: State | None) -> Step | None:
    """The step of the ability in progress on ``state`` (public: the card is face up)."""
    if state is None or state.pending is None or state.pending.card not in CARDS:
        return None
    steps = CARDS[state.pending.card].ability
    return steps[state.pending.step] if state.pending.step < len(steps) else None


def awaits_first_exchanged(state: State | None) -> bool:
    """An exchange between Garrisons waits for its first card on ``state`` (its second is
    chosen with it in mind)."""
    step = step_on(state)
    return (
        step is not None
        and step.op == "exchange_garrisons"
        and state is not None
        and state.pending is not None
        and state.pending.first is None
    )


def _moved_up(slot: tuple[int, int], owner: int, gone: int) -> tuple[int, int]:
    """Where a Garrison card is once card ``gone`` of ``owner``'s Garrison is removed."""
    seat, index = slot
    return (seat, index - 1) if seat == owner and index > gone else slot


def _touched_slots(
    before: State, after: State, action: Action | None, looks: bool = True
) -> list[tuple[int, int]]:
    """The Garrison places a move touched, on the table it leaves: the place it chose (not
    one whose card it removed: the next card moved into it; nor, ``looks`` False, one it
    only looked at), a card added, and each card turned or flipped there. An exchange between
    Garrisons touches both its cards when its second is chosen: its first, only chosen, stays
    as it was if the ability is given up (it was marked changed, play tester 178)."""
    touched: list[tuple[int, int]] = []
    if before.players != after.players:
        return touched
    step = step_on(before)
    looked = step is not None and step.op == "look"
    if step is not None and step.op == "exchange_garrisons" and before.pending is not None:
        if before.pending.first is None:
            return touched  # the first card chosen: the engine changed nothing yet
        if isinstance(action, ChooseSlot):
            touched.append(before.pending.first)
    if (
        isinstance(action, ChooseSlot)
        and len(after.garrisons[action.owner]) == len(before.garrisons[action.owner])
        and (looks or not looked)
    ):
        touched.append((action.owner, action.index))
    for seat in range(after.players):
        old, new = before.garrisons[seat], after.garrisons[seat]
        if len(new) > len(old):
            touched.append((seat, len(new) - 1))
        for index in range(min(len(old), len(new))):
            a, b = old[index], new[index]
            if (a.face_up, a.top_up) != (b.face_up, b.top_up) and (a.card == b.card or b.face_up):
                touched.append((seat, index))
    return list(dict.fromkeys(touched))


def one_of(names: Sequence[str]) -> str:
    """``names`` joined by "or" as a list reads them ("Ada, Ben or Cy"; ``join_names`` joins
    by "and"): it read "Ada or Ben or Cy" of players (play test), and a card that may be one
    of two read "It may be Frog and Honey Bee" (play test)."""
    if len(names) < 2:
        return "".join(names)
    others = tr_engine(LIST_SEPARATOR).join(names[:-1])
    return tr("%1 or %2").replace("%2", names[-1]).replace("%1", others)


def legend_lines(text: str, font: QFont, width: float) -> tuple[str, str]:
    """The priority legend ``text`` in lines ``width`` wide, broken between its categories
    (``wrap_text``), each broken line ending in the separator the break took: "Spinne < 0"
    over "◆ Laubheuschrecke" lost its "›" and read as one list (play tester 190). Returns the
    text and its tooltip (``wrap_text``'s)."""
    between = LEGEND_ORDER if LEGEND_ORDER in text else LEGEND_SEPARATOR
    mark = between.rstrip()
    room = width - QFontMetricsF(font).horizontalAdvance(mark)
    shown, cut = wrap_text(text, font, room, separator=between)
    if cut:  # a word alone too wide, cut: its lines are not the text's pieces
        return shown, cut
    lines, end = [], 0
    for line in shown.split("\n"):
        end = text.index(line, end) + len(line)
        lines.append(line + mark if text.startswith(between, end) else line)
    return "\n".join(lines), cut


def guess_words(names: Sequence[str]) -> str:
    """The note on a rival's face-down card that may be one of the cards ``names``, worded as
    a guess ("? Frog", "? Spider or Pangolin"): "Spider or Pangolin" read as a fact of a card
    that may be any card the viewer has not seen (play tester 192). The "?" leads, so that a
    name cut short keeps it, bound to the first name by a no-break space; it is short, so
    that few more names are cut ("vielleicht" cut every German name on a Garrison card)."""
    return tr("?\u00a0%1").replace("%1", one_of(names))


def _deal_began(deal: int, winners: Sequence[str]) -> str:
    """The first line of the moves since a player's last, in a deal of a match they have not
    moved in yet: who won the deal before (``winners``, their names), as its results said
    to everyone at once; the hand-off between deals said only that a deal began (play tester
    206); and that L opens the deal before, said in words ("(L: previous deal)" read as a
    code)."""
    ended = str(deal - 1)
    if not winners:
        won = tr("Nobody won deal %1.").replace("%1", ended)
    elif len(winners) == 1:
        won = tr("%2 won deal %1.").replace("%1", ended).replace("%2", winners[0])
    else:
        won = tr("%2 shared deal %1.").replace("%1", ended)
        won = won.replace("%2", join_names(winners, tr_engine))
    # "Deal 2 began: L shows the previous deal" read as a deal begun with "L" (play tester
    # 217)
    began = fill(tr("Deal %1 has begun; L shows deal %2."), {"1": str(deal), "2": ended})
    return f"{won} {began}"


def _deal_end(deal: int) -> str:
    """The line over a deal's last turns, among the moves since a player's last that reach
    back into it from the next deal (``part_end_news``)."""
    return tr("End of deal %1:").replace("%1", str(deal))


PILE_TOLD = 6
"""The most cards come to the discard pile since the viewer's last move its tooltip names:
the rest are counted ("and 2 more")."""
TIP_LETTERS = 60
"""How many average letters a line of a tooltip on the table holds at most (``readable_tip``)."""


def readable_tip(text: str) -> str:
    """``text`` broken into lines of ``TIP_LETTERS`` at most, its own line breaks kept: Qt
    shows a plain tooltip on one line however long, and the priority legend's ran 1285
    pixels across the table, over the legend itself and one's Garrison (play tester, session
    58)."""
    metrics = QFontMetricsF(QToolTip.font())
    room = metrics.averageCharWidth() * TIP_LETTERS
    return "\n".join(
        wrapped for line in text.split("\n") for wrapped in break_lines(line, metrics, room, " ")
    )


class CutHeading(Protocol):
    """The heading of the moves since the viewer's last cut to the latest ``kept`` lines:
    where the rest are too, or (``short``) only how many are shown of how many."""

    def __call__(self, kept: int, short: bool = False) -> str: ...


def fill(template: str, places: dict[str, str]) -> str:
    """``template`` with each "%n" replaced by ``places["n"]``, in one pass: a name put in
    may itself hold "%2"."""
    return PLACEHOLDER.sub(lambda found: places.get(found[1], found[0]), template)


def cancel_templates() -> tuple[str, str, str, str, str]:
    """The step that ends a turn's line after abilities taken back: one card's, several
    cards', another card of the same name's, and the very card then used again after it was
    cancelled once or %1 times: "after cancelling the ability of Silver Royal" read as if the
    ability just told had been cancelled, "after first cancelling it" oddly (play tests), "on
    a second try" as a riddle (play tester 150)."""
    return (
        tr("after cancelling the ability of %1"),
        tr("after cancelling the abilities of %1"),
        tr("after cancelling the ability of another %1"),
        tr("used again after cancelling it"),
        tr("used again after cancelling it %1 times"),
    )


def without_cancels(move: str) -> str:
    """``move`` with its last step, the abilities taken back before it, left to "…"; the
    same move if it ends otherwise."""
    rest, joined, step = move.rpartition(STEPS_JOINED)
    if joined and any(step.startswith(template.split("%1")[0]) for template in cancel_templates()):
        return rest + STEPS_JOINED + "…"
    return move


def without_laid_victory(move: str) -> str:
    """``move`` without its last step when that step lays a last card as a victory card
    (the table shows that card, ringed since the viewer's last move); else ``move``."""
    rest, joined, step = move.rpartition(STEPS_JOINED)
    others, yours = _laid_by_another_templates()
    head, _name, tail = others.partition("%1")
    if joined and (
        step in (_laid_victory_card_words(), _laid_victory_card_words(own=True), yours)
        or (step.startswith(head) and step.endswith(tail))
    ):
        return rest
    return move


def _laid_by_another_templates() -> tuple[str, str]:
    """A last card laid as a victory card at the end of another's move (a pass brought it):
    told of the player named (%1), and of the one reading, whose own panel said "Lena lays
    their last card…" beside "your Garrison" (play tester 130). Told as done, as the move
    it ends is ("passed you Sunbird"), where the present beside the others' "added" read
    as a move still to come (play tester 130)."""
    return (
        tr("%1 laid their last card as their victory card"),
        tr("your last card became your victory card"),
    )


def memo_grid(width: float, height: float, count: int) -> tuple[int, float, float]:
    """How ``count`` notes on a hand lie in a place ``width`` by ``height``: in how many
    columns, and each note how wide and how high at most. Side by side only where one above
    another they would be lower than ``MEMO_H``: each note is then as wide as the place lets
    it be."""
    most = max(1, min(count, int((width + MEMO_GAP) // (MEMO_MIN_W + MEMO_GAP))))
    columns = next(
        (
            columns
            for columns in range(1, most)
            if math.ceil(count / columns) * (MEMO_H + MEMO_GAP / 2) <= height + MEMO_GAP / 2
        ),
        most,
    )
    rows = math.ceil(count / columns)
    note_w = min(MEMO_W, (width - MEMO_GAP * (columns - 1)) / columns)
    return columns, note_w, (height - MEMO_GAP / 2 * (rows - 1)) / rows


def memo_height(width: float, height: float, notes: Sequence[tuple[str, bool, str]]) -> float:
    """How high a row of notes on a hand is, ``width`` wide and ``height`` high where their
    column allows: higher, up to ``MEMO_H``, where one of them (card, sure, where else it may
    be) would cut the places its card may be in (``faces.hand_memo_words``), on the lowest
    notes of a narrow panel: "l’un des 2 en…" (French at 150 %, play tester, session 56).
    What the note means is never cut."""
    while height < MEMO_H and any(
        ELLIPSIS
        in faces.hand_memo_words(
            QRectF(0, 0, width, height), CARDS[card], sure=sure, elsewhere=elsewhere
        ).powers
        for card, sure, elsewhere in notes
        if elsewhere
    ):
        height += 1.0
    return height


def stack_moves(moves: Sequence[str], font: QFont, width: float, rows: int) -> list[str]:
    """``moves`` one under another in ``rows`` lines (no fewer than the moves) ``width``
    wide, each on a line at least, the newest wrapped first as far as the lines allow (the
    card a pass brought); a move short of lines loses what follows its action and target
    (``_action_kept``), else words from its middle, not the end that tells what came of it
    (``wrap_keeping_end``), and first the abilities taken back before it (kept at its end,
    they were all a cut line told of the move). When any is cut, the moves go without their
    last cards laid as victory cards: at a deal's end every turn ends so, and lines cut in
    the middle kept that and lost what the abilities did (play test)."""
    lines, cut = _stacked(moves, font, width, rows)
    plain = [without_laid_victory(move) for move in moves]
    if cut and plain != list(moves):
        lines, _cut = _stacked(plain, font, width, rows)
    return lines


def _stacked(moves: Sequence[str], font: QFont, width: float, rows: int) -> tuple[list[str], bool]:
    """``stack_moves``' lines, and whether a move was cut."""
    lines: list[str] = []
    cut = False
    for older, move in reversed(list(enumerate(moves))):
        most = rows - len(lines) - older
        text, tip = wrap_keeping_end(move, font, width, most)
        shorter = without_cancels(move)
        if tip and shorter != move:
            # its end is the cancels, left to "…": cut there, the start tells the move (cut
            # in the middle, "Rose: Garden Snail — …" was all a line kept, play test)
            text, _tip = wrap_text(shorter, font, width, most)
        elif tip:
            text = _action_kept(move, font, width, most) or text
        cut = cut or bool(tip)
        lines[:0] = text.split("\n")
    return lines, cut


def _action_kept(move: str, font: QFont, width: float, most: int) -> str | None:
    """``move`` cut after its first step's action and target, in ``most`` lines ``width``
    wide: "Anna: Pangolin — Look at card 1 of Daisy's Garrison …" (with what the step showed,
    "(Sunbird)", where it fits), else without the card used, "Anna: Look at card 1 of Daisy's
    Garrison …". Cut in the middle, a narrow panel
    kept "Anna: Pangolin — … at card 1 of Daisy's Garrison · Leave it unrotated" and "This
    turn — Anna: Pangolin — … Garrison (Pangolin, counts −3)", the action and its target gone
    (play tester 147). None when neither fits, or the step tells what a pass brought (";":
    its end, which the middle cut keeps, names the card), unless what came of a step, after
    its colon, fits alone."""
    head, dash, rest = move.rpartition(" — ")
    if not dash:
        # a move and why ("Ben: Passed you Frog, as your Katydid asked"): the move kept, which
        # names the card; cut in the middle, "Iris: … wie es deine Karte Nektarvogel verlangt
        # hat" lost the card passed (German, 1366×768, five players, session 56)
        done, comma, _why = move.partition(", ")
        text, cut = wrap_text(f"{done}, …", font, width, most)
        return text if comma and not cut else None
    _lead, colon, outcome = rest.rpartition(": ")
    if colon and outcome:
        # what came of a step, after its colon, kept before the step's lead, else its end
        # as the middle cut keeps it: "Jonas: Katydid — Everyone passed a card left: you
        # gave …" cut to its first and last words read "Alle haben eine … bekommen", neither
        # card nor player left (play tester 206)
        text, cut = wrap_text(f"{head}{dash}… {outcome}", font, width, most)
        return None if cut else text
    if ";" in rest:
        return None
    # the first step with what it showed ("(Sunbird)"), else without it; a move of one
    # step alone is that step (cut in its middle, "Iris: Dusky Leaf Langur — … for card 1 of
    # Poppy's Garrison" lost the exchange, play tester 210)
    places = (rest.find(STEPS_JOINED), rest.find(" ("))
    steps = [rest[:place] for place in places if place > 0] or [rest]
    who = head.rpartition(": ")[0]
    starts = [f"{head}{dash}", f"{who}: " if who else ""]
    for start in (start for start in starts if start):
        for step in steps:
            text, cut = wrap_text(f"{start}{step} …", font, width, most)
            if not cut:
                return text
        # the card played and the step's verb kept, where the step is too long whole and
        # the language tells a move done with its verb last ("Karte 1 in der Garnison von
        # Daisy gedreht", "carte 1 de … pivotée"): its first and last words, the place
        # between them given way first (``_first_and_last_words``). Cut to its end alone, "Rose:
        # Gartenschnecke — … der Garnison von Iris getauscht" lost what was exchanged;
        # without the card, "Iris: Karte 1 in der Garnison von Daisy gedreht …" lost the card
        # played (German play tester, session 56)
        verb_last = not tr_told("Rotate card %1 of %2").rstrip().endswith("%2")
        words = min([*steps, rest], key=len).split(" ") if verb_last else []
        kept = _first_and_last_words(start, words, font, width, most)
        if kept is not None:
            return kept
    return None


def _first_and_last_words(
    start: str, words: Sequence[str], font: QFont, width: float, most: int
) -> str | None:
    """``words`` after ``start`` with a run from their middle given way (" … "), whole in
    ``most`` lines ``width`` wide: their first two at least and as many of their last as fit
    (the card's owner with the verb: "Karte 1 … von Margarete angesehen"), then as many more
    first ones. Only
    the last word kept, "Rosa: Schuppentier — Karte 1 in der Garnison … angesehen" lost
    whose Garrison it was, and a keyboard player could not point at the line to read it
    whole (play tester 193). None when not even the first two and the last fit."""

    def fitted(first: int, last: int) -> str | None:
        shortened = f"{start}{' '.join(words[:first])} … {' '.join(words[-last:])}"
        text, cut = wrap_text(shortened, font, width, most)
        return None if cut else text

    best = None
    last = len(words) - 3
    while last >= 1 and best is None:
        best, kept_last = fitted(2, last), last
        last -= 1
    if best is None:
        return None
    first = 3
    while first + kept_last < len(words) and (longer := fitted(first, kept_last)) is not None:
        best, first = longer, first + 1
    return best


def cut_movers(moves: Sequence[str], names: Sequence[str], font: QFont, width: float) -> list[str]:
    """``moves`` for lines ``width`` wide, each mover's name cut to ``MOVER_SHARE`` of the line
    when longer ("Maximiliane von Hohenz…: Place the Great Hornbill"): a long name took a line
    of its own and the move's words went to the next, which seemed a move nobody made."""
    metrics = QFontMetricsF(font)
    room = MOVER_SHARE * (width - TEXT_SLACK)
    cut = []
    for move in moves:
        for name in sorted(names, key=len, reverse=True):
            prefix = move_line(name, "")
            if move.startswith(prefix) and metrics.horizontalAdvance(name) > room:
                short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
                move = move_line(short, move[len(prefix) :])
                break
        cut.append(move)
    return cut


def keep_key_hints(text: str) -> str:
    """``text`` for a label that wraps it, a key pair such as "←/→" held together by word
    joiners: the line broke after its slash, and "→ choose" began the next line."""
    return KEY_PAIR.sub(lambda pair: WORD_JOINER.join((pair[1], "/", pair[2])), text)


def held_together(text: str, font: QFont, width: float) -> str:
    """``text`` with no-break spaces, so that a line ``width`` wide never breaks inside it, when
    it fits on such a line; else as it is (a long name breaks between its words)."""
    whole = text.replace(" ", NO_BREAK)
    fits = QFontMetricsF(font).horizontalAdvance(whole) <= width - TEXT_SLACK
    return whole if fits else text


def told_name(title: str) -> str:
    """A card's name as a move tells it: a short one held together by no-break spaces (the
    hand-off screen and History wrapped a move inside a name, "Garden / Snail"); a long one
    may break between its words. Held whole, "Malay Red Harlequin" went to History's next
    line and left "6. Lena: Use the ability of" alone on the first (play tester 150)."""
    return title.replace(" ", NO_BREAK) if len(title) <= NAME_KEPT_WHOLE else title


def count_metrics() -> QFontMetricsF:
    """The measures of a hand count's type (its label's, before ``_fit`` makes it smaller)."""
    font = QFont()
    font.setPointSizeF(SMALL_TEXT)
    font.setBold(True)
    return QFontMetricsF(font)


def pass_count_forms() -> list[str]:
    """A passing player's hand count, in fewer words each (``%1``: the cards in their hand):
    the card passed is held apart until every card changes hands at once."""
    return [
        tr("%1 in hand (1 passed, held until all pass)"),
        tr("%1 in hand, 1 passed"),
        tr("%1 · 1 passed"),
    ]


def held_count(state: State, seat: int) -> int:
    """The cards ``seat`` holds, a card chosen to pass included."""
    return len(state.hands[seat]) + (chosen_to_pass(state, seat) is not None)


def held_place(state: State, seat: int) -> int | None:
    """The place in ``seat``'s fan of the card they are using the ability of, held empty
    until the ability is done or cancelled (Cancel puts the card back there): the hand
    closed up when the card was dropped on "Use ability", and the card the player then
    clicked had slid half a card aside (play test)."""
    pending = state.pending
    if pending is None or state.turn_player != seat:
        return None
    return min(pending.hand_index, len(state.hands[seat]))


def fan_size(state: State, seat: int) -> int:
    """How many places ``seat``'s fan has: their cards and the one held empty."""
    return held_count(state, seat) + (held_place(state, seat) is not None)


def fan_index(state: State, seat: int, index: int) -> int:
    """The place in the fan of card ``index`` of ``seat``'s hand (``len(hand)``: a card
    chosen to pass), past the place held empty."""
    held = held_place(state, seat)
    return index + (held is not None and index >= held)


def backs_step(scale: float, crowded: bool) -> float:
    """How far each of another player's hand's backs (at ``scale``) lies right of the one before
    in the strip under their Garrison: side by side where nothing else stands in the strip;
    12 where the notes on the hand lie beside them and need the room (``crowded``).
    Overlapping in an empty strip, two backs read as one (1366×768); beside notes that stood
    over the strip, at the right of the Garrison row, so did four (play tester 200)."""
    return 12.0 if crowded else CARD_W * scale + BACK_GAP


def backs_width(count: int, scale: float, step: float) -> float:
    """How wide another player's hand is drawn in the strip under their Garrison: ``count``
    small backs at ``scale``, each ``step`` to the right of the one before."""
    return CARD_W * scale + step * (count - 1) if count else 0.0


def fit_scale(count: int, room: float) -> float:
    """The largest scale, at most ``OPP_SCALE``, at which ``count`` cards lie side by side,
    ``CARD_GAP`` apart, in a Garrison row box ``room`` wide: its cards never overlap (five
    players' Garrisons overlapped beside a victory card, each card showing its left third)."""
    if count == 0:
        return OPP_SCALE
    return max(0.05, min(OPP_SCALE, (room - 8 - CARD_GAP * (count - 1)) / (CARD_W * count)))


@dataclass(frozen=True, slots=True)
class OtherPanel:
    """Where the parts of another player's panel lie under its header: their Garrison row, the
    strip under it (their hand's backs and the notes on it, or their victory card) and their
    victory card."""

    row: QRectF
    """The Garrison row's box; its cards lie 4 inside it."""
    scale: float
    """The row's cards' scale: as large as fit without overlapping."""
    strip: QRectF
    """Their side of the table, under the row, to the panel's foot."""
    victory: QRectF | None = None
    """The victory card's box (it lies sideways, under the row's first cards)."""
    victory_scale: float = 0.0


def strip_panel(
    panel: QRectF, count: int, row_top: float, caption: float, laid: bool
) -> OtherPanel:
    """Another player's Garrison row of ``count`` cards across their panel, its cards' top at
    ``row_top``, and the strip under it to the panel's foot. A ``laid`` victory card lies there
    sideways under the row's first cards, its caption (``caption`` wide) at its right, as large
    as the strip lets it be: the row's cards are drawn smaller only while the card would be
    smaller than ``VICTORY_LEAST`` (the Garrison's values are read all deal long, the victory
    card's category at the end)."""
    left, right = panel.left() + 14, panel.right() - 14
    bottom = panel.bottom() - STRIP_MARGIN
    scale = fit_scale(count, right - left)
    while True:
        row = QRectF(left, row_top - 4, right - left, CARD_H * scale + 8)
        # in line with the row's cards, 4 inside its box
        strip = QRectF(left + 4, row.bottom() + 2, right - left - 8, bottom - row.bottom() - 2)
        if not laid:
            return OtherPanel(row, scale, strip)
        card = min(
            OPP_SCALE, strip.height() / CARD_W, (strip.width() - caption - SIDE_GAP) / CARD_H
        )
        if card >= VICTORY_LEAST or scale <= SMALLEST_ROW:
            box = QRectF(strip.left(), strip.top(), CARD_H * card, CARD_W * card)
            return OtherPanel(row, scale, strip, box, card)
        scale -= 0.01


CAPTION_GAP = 12.0
"""Between a victory card and its caption beside it: clear of the keyboard's frame round the
card (``_render_cursor``: 1 pixel out, with a halo 4.5 wider)."""
TARGET_FRAME = 17.0
"""How far the keyboard's frame stands out of a target card: outside its glow (13 out)."""
CURSOR_Z = 720.0
"""The keyboard's frame: over the cards and the targets' frames."""
STRIP_Z = CURSOR_Z + 10
"""What lies in another player's strip under their Garrison row, 6 units below its cards:
their victory card and the words beside it, the notes on their hand and the words over them
lie over the glow and the keyboard's frame round the cards above, which reach into the strip
(``TARGET_FRAME``). Under them, "Auf der Hand von Lena kennst du:" read "Au der Hand" (play
tester 202), a target's ring crossed the victory card's top (play tester 200), and the glow
cut the top of the letters of "Victory card" (play tester 204)."""
FRAME_REACH = TARGET_FRAME + 6.0
"""How far the keyboard's frame round a target card reaches out of it, its halo included (a
9-unit pen centred on the frame), and a unit or two of felt."""


def caption_width() -> float:
    """How wide the caption beside a victory card is on two lines, broken before its bracket
    ("Victory card" over "(last card kept)")."""
    name, _bracket, rest = tr("Victory card (last card kept)").partition(" (")
    metrics = QFontMetricsF(small_font())
    return max(metrics.horizontalAdvance(line) for line in (name, "(" + rest)) + TEXT_SLACK


def power_width() -> float:
    """How wide another player's Petal Power is on one line at its longest, in
    ``SQUEEZED_TEXT``, which the panel writes before cutting it: where every panel has that
    room, it takes one line (``POWER_LINE``)."""
    font = QFont()
    font.setPointSizeF(SQUEEZED_TEXT)
    line = " · ".join(
        (
            tr("Petal Power %1").replace("%1", points_text(-12)),
            tr("%1 cards not counted").replace("%1", "5"),
        )
    )
    return QFontMetricsF(font).horizontalAdvance(line) + TEXT_SLACK


def small_font() -> QFont:
    """The smallest type on the table (``SMALL_TEXT``): captions and notes."""
    font = QFont()
    font.setPointSizeF(SMALL_TEXT)
    return font


def caption_words(widths: Sequence[float], explained: bool) -> str:
    """The caption over every victory card, broken alike over each (the viewer's own broke
    after "(last", the others' before the bracket), in the narrowest of ``widths``: when
    ``explained``, "Victory card (last card kept)" on one line, else broken before its bracket,
    in three lines at most, never cut; otherwise the plain name (wrapped: "Carte de" over
    "victoire" in a narrow panel)."""
    font = small_font()
    width = min(widths, default=0.0)
    whole = tr("Victory card (last card kept)")
    name, bracket, rest = whole.partition(" (")
    if explained:
        line, cut = wrap_text(whole, font, width, 1)
        if not cut:
            return line
        parts = [wrap_text(part, font, width) for part in (name, "(" + rest)] if bracket else []
        lines = "\n".join(text for text, _cut in parts)
        if parts and not any(cut for _text, cut in parts) and lines.count("\n") < 3:
            return lines
    return wrap_text(tr("Victory card"), font, width)[0]


def garrison_row_width(count: int, card_w: float) -> float:
    """How wide a Garrison's box is for ``count`` cards ``card_w`` wide side by side, their
    margins included (``_place_garrison`` squeezes them closer in a narrower box)."""
    return 8 + card_w + (card_w + CARD_GAP) * (count - 1)


def item_pos(top_left: QPointF, scale: float) -> QPointF:
    """Card items turn and scale about their centre: the position that puts the scaled card's
    top-left corner at ``top_left``."""
    return QPointF(
        top_left.x() + CARD_W * scale / 2 - CARD_W / 2,
        top_left.y() + CARD_H * scale / 2 - CARD_H / 2,
    )


LEGEND_MARKS = (
    ("▼", "snail_spider"),
    ("◆", "katydid"),
    ("⬢", "frog"),
    ("●", "blue_squad"),
    ("★", "hornbill"),
)
"""The priority legend's marks and their categories."""


def priority_tip() -> str:
    """How the winner is found, for the priority legend's tooltip: a learner who hovered the
    legend found nothing, and "Hornbill if nobody else wins" did not say who wins then (play
    test)."""
    lines = [
        tr(
            "When every hand is empty, all Garrisons are turned face up and their Petal Powers"
            " added up. The categories are tried in this order: the first whose condition the"
            " total meets, and whose victory card somebody holds, wins."
        )
    ]
    for number, (mark, category) in enumerate(LEGEND_MARKS, start=1):
        name, condition = faces.category_name(category), faces.category_condition(category)
        lines.append(f"{number}. {mark} {name}: {condition}")
    lines.append(tr("Victory cards are not counted in the total."))
    return "\n".join(lines)


def match_tip() -> str:
    """The Victory Points of a match, for its standings' tooltip (a learner found them only in
    the rules, play test)."""
    lines = [
        tr(
            "A match is %1 deals; whoever has the most Victory Points after the last wins (equal"
            " points share the win). Each deal's winners score, alone / together:"
        ).replace("%1", str(MATCH_DEALS))
    ]
    for mark, category in LEGEND_MARKS:
        alone, together = scoring.VP_SOLO[category], scoring.VP_GROUP[category]
        # "–" where no win is shared (the Hornbill's), as the rules print it, not 0
        shared = str(together) if together else "–"
        lines.append(f"{mark} {faces.category_name(category)}: {alone} / {shared}")
    return "\n".join(lines)


def legend_colors(colors: TablePalette) -> dict[str, QColor]:
    """The legend's marks in their categories' colours, as on the cards' corners (the hexagon
    and the dot alone are hard to tell apart at legend size); a shade lighter on a dark table
    and darker on a light one, so that each reads at 3:1 or more on its panel."""
    return {
        mark: (
            faces.look(category).ink.lighter(150)
            if colors.dark
            else faces.look(category).ink.darker(125)
        )
        for mark, category in LEGEND_MARKS
    }


STEPS_JOINED = "\u00a0· "
"""Between the steps of a turn told on one line: a wrapped line breaks after the dot, never
before it ("· Rotate it" began a line as if it were a move of its own)."""
TURN_STARTS = (PlaceHornbill, AddToGarrison, UseAbility)
"""The moves a turn begins with (after an ability taken back, it begins again)."""


def _ended_deal(before: Any, after: Any) -> int:
    """The deal of a match that a move, or moves, ended, told from the tables ``before`` and
    ``after`` them (its number; 0: none)."""
    if (
        isinstance(before, State)
        and isinstance(after, State)
        and len(after.history) > len(before.history)
    ):
        return len(after.history)
    return 0


def _deal_over(before: Any, after: Any) -> str:
    """ " (deal 2 is over)" after a move that ended a deal of a match: History shows where
    deals part."""
    ended = _ended_deal(before, after)
    return tr(" (deal %1 is over)").replace("%1", str(ended)) if ended else ""


def _garrison_left(before: State, after: State, owner: int) -> tuple[Slot, ...]:
    """``owner``'s Garrison as a move from ``before`` left it: a move that ends a deal of a
    match leaves the next deal's table, so it is read from the deal's record then."""
    ended = len(after.history) > len(before.history)
    return (after.history[-1].garrisons if ended else after.garrisons)[owner]


def _card_of(item: QGraphicsItem | None) -> PetalCardItem | None:
    """The card ``item`` is, or is a mark drawn on."""
    while item is not None and not isinstance(item, PetalCardItem):
        item = item.parentItem()
    return item


def _words_rect(label: LabelItem) -> QRectF:
    """Where a label's words lie on the table (its box may be larger)."""
    flags = int(label.alignment) | (int(Qt.TextFlag.TextWordWrap) if label.wrap else 0)
    words = QFontMetricsF(label.font).boundingRect(label.boundingRect(), flags, label.text)
    return label.mapRectToScene(words)


def _laid_victory_card_words(own: bool = False) -> str:
    """What a turn that ends with the last card laid as a victory card adds to its words;
    ``own``: told to its own mover, whose row read "… to your Garrison · Lay their last card
    as their victory card" (play tester, session 55)."""
    if own:
        return tr_told("Lay your last card as your victory card")
    return tr_told("Lay their last card as their victory card")


def _laid_victory_card(mover: int | None, before: Any, after: Any) -> bool:
    """Did ``mover``'s turn, from the table ``before`` to ``after``, end with their last card
    laid as their victory card? A move that ends a deal of a match leaves the next deal's
    table, where nobody has one yet: the deal's record says."""
    if mover is None or not isinstance(before, State) or not isinstance(after, State):
        return False
    laid = after.history[-1].victory if _ended_deal(before, after) else after.victory
    return before.victory[mover] is None and laid[mover] is not None


def _counted(names: Sequence[str]) -> str:
    """Names in their first order, each once, with how often when more than once: "Katydid
    (3×)" (the same card cancelled three times read "Katydid, Katydid, Katydid")."""
    counts = Counter(names)
    return join_names(
        [
            name if count == 1 else tr("%1 (%2×)").replace("%1", name).replace("%2", str(count))
            for name, count in counts.items()
        ],
        tr_engine,
    )


def _face_up_exchanged(
    action: ChooseSlot, op: str | None, before: State | None, first: tuple[int, int] | None
) -> list[str]:
    """The face-up cards an exchange between Garrisons moves (``first`` and ``action``'s
    places), in that order: what everyone saw change places. Empty for any other step."""
    if op != "exchange_garrisons" or before is None or first is None:
        return []
    slots = [
        garrison[index] if index < len(garrison) else None
        for garrison, index in (
            (before.garrisons[first[0]], first[1]),
            (before.garrisons[action.owner], action.index),
        )
    ]
    return [slot.card for slot in slots if slot is not None and slot.face_up and slot.card in CARDS]


def _target_words(op: str | None, second: bool, told: bool, advice: bool = False) -> str:
    """A chosen Garrison card in words, by what the ability's step does to it (%1: its place,
    %2: whose Garrison, see ``_garrison_words``); ``second`` is the other card of an exchange
    between Garrisons, told with the first (%3, %4), so that the move reads whole alone: "Exchange
    card 1 of Ben's Garrison…" and "…and exchange it with card 2 of Cleo's Garrison" read as
    cut short, in History and on the table. ``told``: once done; ``advice``: a hint's
    (``tr_move``)."""
    if op == "look":
        return tr_move(told, "Look at card %1 of %2", advice)
    if op == "flip":
        return tr_move(told, "Flip card %1 of %2 face up", advice)
    if op == "rotate":
        return tr_move(told, "Rotate card %1 of %2", advice)
    if op == "remove":
        return tr_move(told, "Remove card %1 of %2", advice)
    if op == "exchange_hand":
        return tr_move(told, "Exchange a hand card for card %1 of %2", advice)
    if op == "exchange_garrisons":
        if second:
            return tr_move(told, "Exchange card %3 of %4 with card %1 of %2", advice)
        return tr_move(told, "Choose card %1 of %2 to exchange", advice)
    return tr_move(told, "Choose card %1 of %2", advice)


PresentTurns = tuple[dict[str, bool], dict[str, tuple[int, bool]], State]
"""The viewer's hand turns, the ends cards were added with, and the table, of the game as it
stands (``PetalPlottersBoard._keep_hand_turns``)."""


class PetalPlottersBoard(GameBoard):
    """Board for Petal Plotters. See the module docstring for what it shows and how it plays."""

    def __init__(self, game: Game[Any, Any], parent: QObject | None = None) -> None:
        super().__init__(game, parent)
        self.view = TableView()
        self.view.zoom_focus = self._zoom_focus
        self.scene = self.view.scene()
        self.view.key_handler = self._on_key
        # U uses an ability, S skips its step, R plays a rotation's target (``_on_key``)
        self.view.move_keys |= {Qt.Key.Key_U, Qt.Key.Key_S, Qt.Key.Key_R}
        self.view.frame_keys |= {Qt.Key.Key_R}  # its words name the framed card's end up
        self.view.palette_changed.connect(self._on_palette_changed)
        self.view.keys_moved.connect(self._on_keys_moved)
        self.view.tabbed_in.connect(self.lead_with_keys)
        self.table_layout = LAYOUTS[0]
        """The arrangement in use, the one that draws the table largest in its window."""
        self._viewport = self.view.viewport()
        self._viewport.installEventFilter(self)
        self._widget = QWidget()
        self._widget.setObjectName("PetalPlottersBoard")
        self._widget.installEventFilter(self)
        self._widget.setFocusProxy(self.view)  # the window hands the keyboard to the table
        bar = TableBar(self.view)
        self.status_label = bar.status_label
        self.status_label.setObjectName("petalStatus")
        self._flash_note = bar.flash_note
        """The words laid over the line over the table: their room is the line's
        (``FlashNote.with_keys_reminder``)."""
        layout = QVBoxLayout(self._widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addWidget(self.view, 1)

        self.state: State | None = None
        self._before: State | None = None
        """The table the last move was played on (``show_state``'s ``last_table``)."""
        self.projection: Result | None = None
        self.interactive = True
        self._legal: Sequence[Action] | None = None
        self.adds: dict[tuple[str, bool], AddToGarrison] = {}
        self.uses: dict[str, UseAbility] = {}
        self.slot_choices: dict[tuple[int, int], ChooseSlot] = {}
        self.hand_choices: dict[tuple[str, bool], ChooseHandCard] = {}
        self.passes: dict[str, PassCard] = {}
        self.skip_action: Skip | None = None
        self.cancel_action: Cancel | None = None
        self.hornbill_action: PlaceHornbill | None = None
        self.orientation: dict[str, bool] = {}
        """Which end of each hand card points up (True: the top Petal Power)."""
        self._added_ends: dict[str, tuple[int, bool]] = {}
        """Each card added to a Garrison this deal: who added it, and which end went up (an
        Undo gives it back to that player's hand turned so)."""
        self._present_turns: PresentTurns | None = None
        """``orientation`` and ``_added_ends`` of the game as it stands, and its table, put by
        while an earlier table is looked at (``_keep_hand_turns``)."""
        self.cards: dict[Key, PetalCardItem] = {}
        self.where: dict[Key, tuple[str, int]] = {}
        self.slot_rects: dict[tuple[int, int], QRectF] = {}
        self.garrison_rects: dict[int, QRectF] = {}
        self.panel_rects: dict[int, QRectF] = {}
        self.side_rects: dict[int, QRectF] = {}
        """Where the notes on another player's hand lie with their caption, by seat, while
        there are notes: in the strip under their Garrison, or beside its row
        (``_notes_place``)."""
        self.notes_across: set[int] = set()
        """The seats whose notes lie across the strip, their caption at their left (else in a
        column beside the Garrison row, under it)."""
        self.strip_rects: dict[int, QRectF] = {}
        """The strip under another player's Garrison, by seat (``strip_panel``)."""
        self.victory_rects: dict[int, QRectF] = {}
        """Each laid victory card's place (sideways, under its Garrison), by seat."""
        self.victory_words = ""
        """The caption beside each victory card, the same lines beside all (``caption_words``)."""
        self.power_lines = 2
        """How many lines the other players' Petal Power takes: one where every panel has room
        for its longest (``power_width``), and their Garrison rows start higher."""
        self.mine_under = False
        """The viewer's victory card lies under their panel, in their hand's place (empty once
        it is laid), where the panel has no room for it under their Garrison."""
        self.memos: dict[tuple[int, str], HandMemoItem] = {}
        """The notes on other players' hands, by seat and card (a card that may be in two
        hands has a note in each panel)."""
        """Notes for the known cards of other players' hands (memory aid), by card."""
        self.targets: dict[object, HighlightItem] = {}
        """Clickable frames over the Garrison cards the current ability step may target."""
        self.hand_targets: set[str] = set()
        """Hand cards the viewer may click now (to give in an exchange, or to pass)."""
        self.hints: list[HighlightItem] = []
        self._pointed: Action | None = None
        """The move ``point_to`` frames (a lesson's, or a hint's)."""
        self._hint_turned: AddToGarrison | ChooseHandCard | None = None
        """The hinted move whose card ``point_to`` turned in the hand, to turn back after."""
        self._hint_choice: tuple[object, ...] | None = None
        """The choice a lesson's orange frame is on: the keyboard's frame starts there."""
        self.drag_item: PetalCardItem | None = None
        self.hover_item: PetalCardItem | None = None
        self._keys_lead = False
        """The arrows moved the keyboard cursor since the pointer last came onto a card: R
        then turns the cursor's card, not the one under the pointer."""
        self._keys_shown: QGraphicsItem | None = None
        """The card the keyboard cursor last showed large (``_preview_focus``)."""
        self._said_at_focus = False
        """The status line tells what the frame is on (``_move_focus``): moved on, it goes."""
        self._told_frame_keys: set[int] = set()
        """The seats told in this game the keys that move the frame (``_tell_frame_keys``)."""
        self._frame_unread = False
        """The frame came with a table just passed to another person (hot seat), who has not
        moved it yet: it shows no card large. After a reveal by Enter, the next person's first
        hand card showed large as if chosen, while the last might still be at the screen (play
        tester 139). So too a frame the table put on a choice itself (a hint's, a lesson step's,
        a turn come back): large at once, the card covered the Garrison the step or hint spoke
        of (play tester 146). An arrow, a key that frames a choice or a move shows it again."""
        self._keys_viewer: int | None = None
        """The seat whose player last moved the keyboard cursor (another person may take the
        screen next, in hot seat: their table does not start with a frame they never set)."""
        self._keys_seats: set[int] = set()
        """The seats whose person last played by keys when the screen passed on: their steps
        start framed, as a keyboard player's turn does when it comes back after AI seats'."""
        self._keys_kept = False
        """The frame went with a table History left (``forget_keyboard_cursor``), and the
        pointer has not been used since: the person still plays by keys (their next turn
        started unframed after a take-back by keys: play test)."""
        self._last_hand_card: str | None = None
        """The hand card last clicked or chosen by a key: the first arrow with no frame shown
        steps on from it (→ framed the hand's first card, and U then used a card not meant,
        German play tester, session 56)."""
        self._step_from: tuple[object, ...] | None = None
        """Where the keyboard cursor was when an ability's steps took it to their targets: a
        Cancel brings it back there."""
        self._wheel_delta = 0
        """Wheel steps not yet worth a notch (``_wheel_rotate``); a new card starts afresh."""
        self._pressed_beside: PetalCardItem | None = None
        """The hand card to pass or give that the left button went down beside
        (``_hand_choice_beside``): its release there chooses it, as a click on it does."""
        self._panels: dict[object, PanelItem] = {}
        self._labels: dict[object, LabelItem] = {}
        self.card_preview = TablePreview(
            self._viewport,
            CARD_H / CARD_W,
            self._preview_avoid,
            self._preview_clearance,
            self._preview_spared,
        )
        """The card under the pointer, large, when the viewer may see its face."""
        self.discard_item = DiscardPileItem()
        self.discard_item.clicked.connect(self.open_discard)
        self.discard_item.hovered.connect(self._preview_hover)
        self.scene.addItem(self.discard_item)
        self.discard_dialog: DiscardDialog | None = None
        self.card_count_dialog: CardCountDialog | None = None
        self.card_count_entry = QAction(self)
        """View › The Deal's Cards (``view_entries``), named in ``_retranslate``."""
        self.card_count_entry.setObjectName("cardCount")
        self.card_count_entry.triggered.connect(self.open_card_count)
        self.ability_zone = ZoneItem(QRectF())
        self.scene.addItem(self.ability_zone)
        self.cancel_button = ButtonItem("", "cancel")
        self.cancel_button.clicked.connect(self._pointer_takes_lead)
        self.cancel_button.clicked.connect(self.cancel)
        self._reading_deal = False
        """The results of the deal just ended are open and the next deal waits for them."""
        self._next_table: tuple[Any, ...] | None = None
        """``show_state``'s arguments for the next deal of a match, shown once the results of
        the deal before (on the table meanwhile) are closed."""
        self._ended: State | None = None
        """The table of the deal of a match that ended last (``_ended_table``)."""
        self._own_removal: tuple[int, int, int, str] | None = None
        """The viewer's own latest removal, its table's deal and turns, and its words
        (``_keep_own_removal``)."""
        self._deal_read = 0
        """How many deals had ended when the deal being read (``_reading_deal``) ended."""
        self.key_focus: tuple[object, ...] | None = None
        """The keyboard cursor: ("card", id) or ("slot", owner, index)."""
        self._came_back: tuple[object, ...] | None = None
        """The viewer's card Undo just brought back from their Garrison to their hand."""
        self._reading = False
        """↑/↓ walk the cards to read (``readables``) while there are choices, until ←/→ or
        a key that acts goes back to the choices, or the table changes."""
        self._read_from: tuple[object, ...] | None = None
        """The choice the frame was on as ↑/↓ began reading the table: ←/→ come back to it,
        and so do ↑/↓ coming back into the hand."""
        self.cursor_item = HighlightItem(QRectF())
        self.cursor_item.setZValue(CURSOR_Z)
        self.cursor_item.setVisible(False)
        self.scene.addItem(self.cursor_item)
        self._flashes: list[HighlightItem] = []
        self._hands_seen: dict[int, tuple[int, frozenset[str]]] = {}
        """seat -> the deal (its number of finished deals) and the hand its table last showed
        it: what came into the hand since is new to its holder (``arrived``)."""
        self.arrived: list[str] = []
        """The cards that came into the viewer's hand since their table was last drawn for
        them: flashed there."""
        self._legend_forms: dict[tuple[object, ...], int] = {}
        """How many forms shorter the priority legend has been drawn, by deal and panel size:
        it stays so (``_sync_total``)."""
        self.since = SinceChanges()
        """What others changed since the viewer's last move, marked until they move
        (``_since_changes``)."""
        self._retired: list[QGraphicsObject] = []
        self._landing: int | None = None
        """The seat whose move, which began the viewer's turn, still glides onto the table:
        until it is at rest, the turn is not said ("Your turn…" showed while the computer's
        last card still flew to its place, play test) nor taken (``_acting``)."""
        self._landed_check = QTimer(self)
        self._landed_check.setSingleShot(True)
        self._landed_check.setInterval(LANDED_CHECK_MS)
        self._landed_check.timeout.connect(self._check_landed)
        self.drop_ghost = HighlightItem(QRectF())
        """The empty place a dragged card would take in the viewer's Garrison."""
        self.drop_ghost.setZValue(95)
        self.drop_ghost.setVisible(False)
        self.scene.addItem(self.drop_ghost)
        self._exchange_grab: tuple[object, PetalCardItem, QPointF] | None = None
        """The target an exchange drag started on, the Garrison card it carries, and the
        card's offset from the pointer (``_carry_exchanged``)."""
        self.exchange_mark = HighlightItem(QRectF())
        """The Garrison card a card dragged in an exchange would be exchanged with."""
        self.exchange_mark.set_mode("hover")
        self.exchange_mark.setZValue(705)  # over the targets' frames
        self.exchange_mark.setVisible(False)
        self.scene.addItem(self.exchange_mark)
        self.garrison_zone = ZoneItem(QRectF())
        """The viewer's Garrison lit as a drop zone while a card that may go there is dragged,
        or the panel of the one a card being passed goes to."""
        self.garrison_zone.setZValue(55)  # over its panel, under its labels and cards
        self.garrison_zone.setVisible(False)
        self.scene.addItem(self.garrison_zone)
        self._drag_over: str | None = None
        """The drop zone under the card being dragged ("garrison", "ability" or None)."""
        self.last_deal_button = ButtonItem("")
        self.last_deal_button.clicked.connect(self._pointer_takes_lead)
        self.last_deal_button.clicked.connect(self.open_last_deal)
        self.last_deal_button.setVisible(False)
        self.scene.addItem(self.last_deal_button)
        self.last_deal_dialog: DealDialog | None = None
        self._deal_recalled = False
        """The deal's results window shows for an earlier table History looks at: it goes
        when another table is shown."""
        self._results_opened = 0
        """How many deals' results have opened by themselves (each opens once)."""
        self.skip_button = ButtonItem("")
        self.skip_button.clicked.connect(self._pointer_takes_lead)
        self.skip_button.clicked.connect(self.skip)
        for table_button in (self.cancel_button, self.skip_button):
            table_button.setVisible(False)
            self.scene.addItem(table_button)
        self._first_layout = True
        self._last: tuple[Action, int] | None = None
        """The move that led here in this deal, and who made it."""
        self.reveal_notes: tuple[Note, ...] = ()
        """The engine's notes explaining the result, shown line by line at the end."""
        self.reveal_lines_shown = 0
        self._reveal_key: object = None
        self._full: State | None = None
        self._revealed: set[tuple[int, int]] = set()
        self._victory_revealed: set[int] = set()
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self._reveal_step)
        self._reveal_queue: list[tuple[int, Callable[[], None]]] = []
        self._reveal_at_once = False
        """The end is shown turned over at once: a finished game opened, or an end already
        turned over once (History went back and came to it again)."""
        self._ends_seen: set[object] = set()
        """The ends (``_reveal_key``) turned over on this table already."""
        """What the end's reveal still shows, in order, each step with the pause before it at
        normal speed (ms): the cards turning over, then the explanation's lines (``paced``)."""
        self._reveal_labels: list[LabelItem] = []
        self._retranslate()

    # -- the GameBoard contract -------------------------------------------------------
    def widget(self) -> QWidget:
        return self._widget

    def _keep_hand_turns(self, shown: State | None) -> State | None:
        """The viewer's hand as they turned it is the present's (``orientation``): an earlier
        table looked at shows its hand upright, the turns put by until the look ends (a hand
        looked back at showed a Spider turned as it was turned turns later, play tester 214).
        Returns the present table ``shown`` before the look, as the look ends; else None."""
        looking = self.present_table is not None
        if looking and self._present_turns is None and shown is not None:
            self._present_turns = (self.orientation, self._added_ends, shown)
            self.orientation, self._added_ends = {}, {}
        elif not looking and self._present_turns is not None:
            self.orientation, self._added_ends, shown = self._present_turns
            self._present_turns = None
            return shown
        return None

    def show_state(
        self,
        view: Any,
        viewer: int,
        legal: Sequence[Action] | None,
        projection: Result,
        seat_names: Sequence[str],
        last_action: Action | None = None,
        last_mover: int | None = None,
        last_table: Any = None,
    ) -> None:
        assert isinstance(view, State)
        self._reading = False  # a new table: the arrows' cursor goes back to its choices
        if self._deal_recalled and self.last_deal_dialog is not None:
            self.last_deal_dialog.close()  # it belonged to the table History looked at
        self._deal_recalled = False
        previous = self.state
        opened = previous is None
        kept_from = self._keep_hand_turns(previous)
        # the table before this one tells whether a deal of a match just ended; for a game
        # opened at that moment it is the table of the last move
        before = previous if previous is not None else last_table
        next_deal = view
        self._next_table = None
        if self._deal_ended(before, view) or self._reads_deal_before(view):
            # the deal's results open over the deal itself, turned over as a game's end is:
            # the next hands were on the table behind them, and the Garrisons to look over
            # were only in the window (play test); the next deal waits until they are closed
            self._next_table = (
                view,
                viewer,
                legal,
                projection,
                seat_names,
                last_action,
                last_mover,
                last_table,
            )
            view, legal = self._ended_table(view, last_table), None
        begins = self.turn_begins(viewer, legal, last_mover)
        # the move that began the turn lands first, on the table its viewer watched it played
        # on (not one a hand-off hid, nor an earlier table History showed)
        watched = viewer == self.viewer and previous == last_table and animation_speed() > 0
        self._landing = last_mover if begins and watched else None
        self._landed_check.stop()
        reframe = view.phase is Phase.OVER and (
            previous is None or previous.phase is not Phase.OVER
        )
        if previous is not None and (
            view.deal != previous.deal or view.players != previous.players
        ):
            if kept_from is None or (kept_from.deal, kept_from.players) != (
                view.deal,
                view.players,
            ):
                self.orientation, self._added_ends = {}, {}
            # a new hand: the frame left on a card of the same name sat on its second card
            self.key_focus = self._step_from = None
            previous = None
            reframe = True  # a new deal
        if reframe:
            # a table zoomed or panned in the deal before could hide the new hand, or the
            # end's explanation: each deal and the end are seen whole
            self.view.fit_to_window()
        # the move of a deal's start belongs to the deal before (turns count this deal's)
        self._last = None
        if last_action is not None and last_mover is not None and view.turns > 0:
            self._last = (last_action, last_mover)
        self._before = last_table if isinstance(last_table, State) else None
        self._keep_own_removal(view, viewer, last_table)
        self.state = view
        self.viewer = viewer
        if previous is not None and previous.hands[viewer] and self._no_turn_left():
            # the viewer's last card is laid: the frame of their last move stayed to the
            # deal's end, on the card that slid into the place of one it removed, which
            # looked removed (play tester 176); an arrow frames a card to read again
            self.key_focus = None
        self._legal = legal
        self.projection = projection
        self.seat_names = list(seat_names)
        self._sort_legal(legal or ())
        hand = {held.card for held in view.hands[viewer]}
        if isinstance(last_action, AddToGarrison) and self._last is not None:
            # a move of the deal before is not this hand's (``_last``): the last card of a
            # deal, added bottom up, was dealt turned so in the next deal (play test)
            self._added_ends[last_action.card] = (self._last[1], last_action.top_up)
        self._came_back = None
        for card in hand & self._added_ends.keys():
            # back in the hand of the player who added it (Undo took the adding back): held
            # the way it went in, not upright with the end its player had chosen lost (play
            # test); a card another player's exchange took keeps its secret
            adder, top_up = self._added_ends.pop(card)
            if adder == viewer:
                self.orientation[card] = top_up
                self._came_back = ("card", card)
        self.orientation = {card: up for card, up in self.orientation.items() if card in hand}
        if view.phase is Phase.OVER:
            self._prepare_reveal(view)
            self.state = self._with_reveals(view)
        elif self._reveal_key is not None:
            self._stop_reveal()
        # a deal's end holds no hand: the next deal's would all have read as arrived
        self.arrived = [] if view.phase is Phase.OVER else self._arrived_in_hand(view)
        self.since = self._since_changes(view)
        if self._take_layout():
            self._drop_drag()  # another number of players: the card would land elsewhere
        self._layout()
        self._first_layout = False
        self.card_preview.follow_redraw()
        if previous is not None and previous is not view:
            self._flash_changes(previous, view, last_action)
        if view.phase is Phase.OVER:
            at_once = opened or self._reveal_key in self._ends_seen
            if not at_once and self._match_over(view) and self._results_opened < len(view.history):
                # the last deal is told in its own window as every deal before it was, and
                # the match's results wait for it: only "Game over" came, deal 3's window
                # under "Final deal…" (play tester)
                self._results_opened = len(view.history)
                self.open_last_deal(reveal=True)
            self._run_reveal(at_once)
        self._follow_card_count()
        if self._landing is not None:
            self._check_landed()
        elif begins:
            self.begin_turn()
        self.public_news(before, next_deal)  # a deal just ended: at a screen nobody shares too

    def _check_landed(self) -> None:
        """The turn begins once no card of the table moves any more (``_landing``): its words,
        its choices, and the guard against a press meant for the turn before
        (``begin_turn``), counted from when the move is seen to land."""
        if self._landing is None:
            return
        if any(animation.is_animating(item) for item in (*self.cards.values(), *self._retired)):
            self._landed_check.start()
            return
        self._landing = None
        self.begin_turn()
        self._layout()

    def turn_landing(self) -> bool:
        return self._landing is not None

    def _keep_own_removal(self, view: State, viewer: int, last_table: Any) -> None:
        """The viewer's own removal, told as History tells it ("Sunbird — Remove card 1 of
        Iris's Garrison (Garden Snail)"), kept for the status line until their next move: the
        card lands face up on the pile for all to see, and the others' removals were named
        in the moves since, where one's own never is (play test). Forgotten when the table
        goes back before it (Undo), or to another deal or another viewer."""
        kept = self._own_removal
        if kept is not None and ((kept[0], kept[1]) != (viewer, view.deal) or view.turns < kept[2]):
            self._own_removal = None
        if self._last is None or self._last[1] != viewer:
            return
        action = self._last[0]
        step = step_on(last_table if isinstance(last_table, State) else None)
        if not isinstance(action, ChooseSlot) or step is None or step.op != "remove":
            self._own_removal = None  # a move of their own since
            return
        assert isinstance(last_table, State) and last_table.pending is not None
        words = fill(
            tr("%1 — %2"),
            {
                "1": self._card_name(last_table.pending.card),
                "2": self.describe_action(action, last_table, view),
            },
        )
        self._own_removal = (viewer, view.deal, view.turns, elide(words))

    def _reads_deal_before(self, view: State) -> bool:
        """Are the results of the deal that ended just before ``view``'s open (the next deal
        waits for them)?"""
        return (
            self._reading_deal
            and view.phase is not Phase.OVER
            and self._deal_read == len(view.history)
        )

    def _ended_table(self, view: State, last_table: Any) -> State:
        """The deal of a match that ended just before ``view`` (the next deal's table), as its
        last move left it, turned over (the engine's ``part_end``), from the table that move
        was played on: the end's reveal turns its cards over as at a game's end (``_final``).
        A table opened at that moment with none before it ends on the next deal's seats."""
        if self._ended is not None and self._ended.history == view.history:
            return self._ended
        deal_before = view.history[:-1]
        source = next(
            (
                table
                for table in (last_table, self.state)
                if isinstance(table, State)
                and table.history == deal_before
                and table.players == view.players
            ),
            replace(view, history=deal_before, turns=0),
        )
        ended = self.game.part_end(source, view)
        assert isinstance(ended, State)
        self._ended = ended
        return ended

    def _between_deals(self, state: State) -> bool:
        """Is ``state`` the table of a deal of a match that ended, the next still to come
        (``_ended_table``)?"""
        return state.match and state.phase is Phase.OVER and state.deal < MATCH_DEALS

    def _deal_ended(self, before: Any, after: State) -> bool:
        """Did a deal of a match end between the two tables (the game goes on with the next),
        its results not opened yet? Also for a game opened at that moment (``before`` is then
        the table of its last move)."""
        return (
            isinstance(before, State)
            and after.phase is not Phase.OVER
            and len(after.history) == len(before.history) + 1
            and after.history[:-1] == before.history
            and len(after.history) > self._results_opened
        )

    def public_news(self, before: Any, after: Any) -> bool:
        """A deal just ended: its results (public) open now, once. The window asks while the
        screen is covered, so that everyone reads them before the next hand is shown to its
        holder; ``show_state`` asks too, for a screen nobody shares."""
        if not isinstance(after, State) or not self._deal_ended(before, after):
            return False
        self._results_opened = len(after.history)
        self.open_last_deal(reveal=True, table=after)
        return True

    def handoff_key(self, key: Qt.Key, table: Any) -> bool:
        """L on the hand-off page opens the previous deal's results, as the line that opens a
        deal says it does (``_deal_began``): they are public, and open while the screen is
        covered as a deal ends too."""
        if key != Qt.Key.Key_L or not isinstance(table, State) or not table.history:
            return False
        self.open_last_deal(table=table)
        return True

    def recall_news(self, before: Any, after: Any) -> None:
        """The last row of a deal of a match, looked at in History or the move log: its table
        is the one the deal ended on (the engine's ``part_end``), turned over at once, under
        the deal's results, which open again, all shown (a player who went back to see how a
        deal ended saw only the next hand). Without the keys: History keeps them, to step
        on."""
        if _ended_deal(before, after):
            self._run_reveal(at_once=True)
            self.open_last_deal(table=after, recalled=True)

    def changed_slots(
        self, before: State, after: State, last_action: Action | None
    ) -> list[tuple[int, int]]:
        """Garrison places that the last move touched (to flash them, so moves are followed)."""
        touched = _touched_slots(before, after, last_action)
        return [slot for slot in touched if slot in self.slot_rects]

    def _since_changes(self, view: State) -> SinceChanges:
        """The Garrison places, the cards of the viewer's hand and the victory cards that
        others' moves changed or laid since the viewer's last move (``News.since_moves``),
        followed through the cards removed meanwhile: marked until the viewer moves. The glow
        of each move fades in a second, and a player who had looked away found a card swapped
        into their Garrison only in the list of moves (play test)."""
        moves, since = self.news.since_moves, self.news.since
        if not isinstance(since, State) or view.phase is Phase.OVER or view.viewer is None:
            return SinceChanges()
        removed: list[tuple[int, str]] = []
        # each Garrison place a move touched (where that card is now), with the move
        told: list[tuple[tuple[int, int], str]] = []
        for move in moves:
            before, after = move.before, move.after
            if not isinstance(before, State) or not isinstance(after, State):
                continue
            if (before.deal, before.players) != (after.deal, after.players):
                # a new deal: only what was done in it counts (its start was left unmarked)
                removed, told = [], []
                since = after
                continue
            if isinstance(move.action, ChooseSlot):
                owner, gone = move.action.owner, move.action.index
                if len(after.garrisons[owner]) < len(before.garrisons[owner]):
                    played = before.pending.card if before.pending is not None else None
                    taken = [c for c in after.discard[len(before.discard) :] if c != played]
                    removed += [(owner, card) for card in taken[:1]]
                    # removed: the cards after it move up a place
                    told = [
                        (_moved_up(slot, owner, gone), line)
                        for slot, line in told
                        if slot != (owner, gone)
                    ]
                told = _followed_through_exchange(told, before, move.action)
            # a card only looked at did not change (a tester took its mark for a change)
            touched = _touched_slots(before, after, move.action, looks=False)
            if touched:
                name = self._name(move.mover) if move.mover is not None else ""
                line = move_line(name, self.describe_action(move.action, before, after))
                told += [(slot, line) for slot in touched]
        if (since.deal, since.players) != (view.deal, view.players):
            return SinceChanges()
        held = {card.card for card in since.hands[view.viewer]}
        arrived = {card.card for card in view.hands[view.viewer]} - held | self._taken_in(view)
        laid = {
            seat
            for seat, (before, now) in enumerate(zip(since.victory, view.victory, strict=True))
            if before is None and now is not None
        }
        return SinceChanges(
            frozenset(slot for slot, _move in told),
            frozenset(arrived),
            frozenset(laid),
            tuple(removed),
            tuple(told),
        )

    def _taken_in(self, view: State) -> set[str]:
        """The card the viewer's own last move took into their hand, an exchange from the
        hand: marked new as the cards passed to them are, until they move again (a tester
        looking at their hand after a Langur found the passed card marked and not the one
        just taken, play tester 156)."""
        before, last = self._before, self._last
        if before is None or last is None or last[1] != view.viewer or view.viewer is None:
            return set()
        step = step_on(before)
        if not isinstance(last[0], ChooseSlot) or step is None or step.op != "exchange_hand":
            return set()
        kept = {held.card for held in before.hands[view.viewer]}
        return {held.card for held in view.hands[view.viewer]} - kept

    def _arrived_in_hand(self, view: State) -> list[str]:
        """The cards that came into the viewer's hand since their table was last drawn for
        them, in this deal (a card taken by an exchange, a card a pass brought, while the
        screen was with others at a shared one): flashed as the Garrison places a move touched
        are, since nothing else showed which card of the hand was new. Remembers the hand."""
        viewer = view.viewer
        if viewer is None or not 0 <= viewer < len(view.hands):
            return []
        deal = len(view.history)
        hand = [held.card for held in view.hands[viewer]]
        seen = self._hands_seen.get(viewer)
        self._hands_seen[viewer] = (deal, frozenset(hand))
        if seen is None or seen[0] != deal:
            return []
        return [card for card in hand if card not in seen[1]]

    def _flash_changes(self, before: State, after: State, last_action: Action | None) -> None:
        ms = animation.duration(1100)
        if ms == 0:
            return
        # a card's flash rides on it, into its place in the fan or the Garrison (drawn at the
        # place, it framed an empty place while the card was still on its way)
        cards = [self.cards[card] for card in self.arrived if card in self.cards]
        places = []
        for slot in self.changed_slots(before, after, last_action):
            item = self.slot_item(*slot)
            if item is None:
                places.append(self.slot_rects[slot])
            else:
                cards.append(item)
        flashes = [
            HighlightItem(card.card_rect().adjusted(-6, -6, 6, 6), parent=card) for card in cards
        ]
        flashes += [HighlightItem(place.adjusted(-6, -6, 6, 6)) for place in places]
        for flash in flashes:
            flash.palette_colors = self.view.palette_colors
            flash.set_mode("changed")
            flash.setZValue(660)
            flash.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            if flash.parentItem() is None:
                self.scene.addItem(flash)
            self._flashes.append(flash)
            fade = QPropertyAnimation(flash, b"opacity", self)
            fade.setStartValue(1.0)
            fade.setEndValue(0.0)
            fade.setDuration(ms)
            fade.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
            # removed later, outside the animation's own signals
            # timed on the scene: a table gone meanwhile (a new game) cancels it with its items
            QTimer.singleShot(ms + 60, self.scene, lambda item=flash: self._drop_flash(item))

    def _drop_flash(self, item: HighlightItem) -> None:
        if item in self._flashes:
            self._flashes.remove(item)
            # a Garrison card redrawn meanwhile took its flash with it
            if shiboken6.isValid(item) and item.scene() is self.scene:
                self.scene.removeItem(item)

    def set_interactive(self, enabled: bool) -> None:
        self.interactive = enabled
        if not enabled:
            self._drop_drag()
            if self.people > 1:  # the screen may be passed on: the viewer's secret goes
                self._close_card_count()
        if self.state is not None:
            self._layout()

    def _drop_drag(self) -> None:
        """Send a card being dragged home, nothing played (the table stopped taking moves, or
        what lies under the card changed)."""
        if self.drag_item is not None:
            item, self.drag_item = self.drag_item, None
            item.cancel_drag()

    def zoom_in(self) -> None:
        self.view.zoom_in()

    def zoom_out(self) -> None:
        self.view.zoom_out()

    def fit_to_window(self) -> None:
        self.view.fit_to_window()

    def apply_settings(self, settings: Any) -> None:
        """Follow the shell's animation speed setting."""
        try:
            from desktop.settings import ANIMATION_FACTOR
        except ImportError:
            return
        factor = ANIMATION_FACTOR.get(getattr(settings, "animation_speed", "normal"), 1.0)
        set_animation_speed(0.0 if factor <= 0 else 1.0 / factor)

    def describe_action(
        self,
        action: Action,
        view: Any = None,
        after: Any = None,
        for_all: bool = False,
        ended: Any = None,
    ) -> str:
        """Each move is told by what it names (a card used is face up from then on); a target
        by what the ability does to it, read from the ability in progress on ``view`` (the
        table it is played on; None: the last move's table). A move that ends a deal of a
        match says so (``after``, the table it leaves), so History shows where deals part, and
        so does a move that ends a turn with its player's last card laid as their victory
        card (a pass's last move ends another's turn: it names them). ``ended``: the table its
        turn ended on, where a pass to the reader before the round's last names its card.
        A step of an ability says what it did alone, as History draws it in under the row
        that played the card: of the steps, "Honey Bee — Leave card 2 of your own Garrison
        unrotated" alone named its card again (play tester 189)."""
        words = self._move_words(action, view, after, for_all, told=True, ended=ended)
        before = view if isinstance(view, State) else self._before
        if before is not None and _laid_victory_card(before.turn_player, before, after):
            if before.current == before.turn_player:
                own = not for_all and before.turn_player == self._reader(before)
                words += STEPS_JOINED + _laid_victory_card_words(own)
            else:
                words += STEPS_JOINED + self._laid_by_another(before.turn_player, before, for_all)
        return elide(words) + _deal_over(view, after)

    def shown_card(self, before: Any, after: Any) -> str | None:
        """The card a player sees in ``after`` and did not in ``before`` (their views): a card
        played from another's hand for its ability, one a pass brought, one flipped."""
        if not isinstance(before, State) or not isinstance(after, State):
            return None
        new = shown_cards(after) - shown_cards(before)
        if sum(new.values()) != 1:
            return None
        received = self._received(before, after, in_news=True)
        if received is not None:
            # a pass gone round: who gave it, as History tells it ("now in your hand" said
            # again what "you received" says)
            card, giver = received
            places = {"1": self._card_name(card), "2": self._name(giver)}
            return elide(
                fill(QCoreApplication.translate("PetalPlottersShown", "%1 from %2"), places)
            )
        return self._card_where(next(iter(new)), after, shown=True)

    def _card_where(self, card_id: str, view: State, shown: bool = False) -> str:
        """A card named with where it lies on ``view``: cards share names (three Pangolins),
        and "showed you Pangolin" left a player holding one asking whose (play test).
        ``shown``: as a card a move showed (``tr_where``)."""
        places = {"1": self._card_name(card_id)}
        if view.pending is not None and view.pending.card == card_id:
            places["2"] = self._name(view.current)
            return elide(fill(tr_where(shown, "%1 from %2's hand"), places))
        for seat, garrison in enumerate(view.garrisons):
            if any(slot.card == card_id for slot in garrison):
                places["2"] = self._name(seat)
                if seat == view.viewer:
                    return fill(tr_where(shown, "%1 in your Garrison"), places)
                return elide(fill(tr_where(shown, "%1 in %2's Garrison"), places))
        for seat, kept in enumerate(view.victory):
            if kept is not None and kept.card == card_id:
                if seat == view.viewer:  # "Sunbird, Ben's victory card" was said to Ben
                    return fill(tr_where(shown, "%1, your victory card"), places)
                places["2"] = self._name(seat)
                return elide(fill(tr_where(shown, "%1, %2's victory card"), places))
        if any(held.card == card_id for hand in view.hands for held in hand):
            return fill(tr_where(shown, "%1, now in your hand"), places)
        return fill(tr_where(shown, "%1 on the discard pile"), places)

    def part_begun(self, before: Any, after: Any) -> str | None:
        """Each deal of a match, the first at the first table, the others from the move that
        ended the one before (the match's last deal ends the game: nothing begins). History
        had "Deal 2" and "Deal 3" but no "Deal 1" (play tester 149)."""
        if before is None:
            match = isinstance(after, State) and after.match
            return tr("Deal %1").replace("%1", str(after.deal)) if match else None
        ended = _ended_deal(before, after)
        if not ended or not isinstance(after, State) or after.phase is Phase.OVER:
            return None
        return tr("Deal %1").replace("%1", str(ended + 1))

    def part_news(self, before: Any, after: Any) -> str:
        """A new deal's own list of the moves since a player's last opens with a line saying it
        began, and that L shows the one before: the list began with the deal before's last
        turns and its end (play test)."""
        ended = _ended_deal(before, after)
        return _deal_began(ended + 1, self._deal_winners(after, ended))

    def _deal_winners(self, table: Any, deal: int) -> list[str]:
        """The names of whoever won ``deal`` of the match ``table`` is in, as the engine's
        record of the deal says (none: no record of it)."""
        history = table.history if isinstance(table, State) else ()
        record = history[deal - 1] if 0 < deal <= len(history) else None
        return [] if record is None else [self._name(seat) for seat in record.winners]

    def part_end_news(self, before: Any, after: Any) -> str:
        """The line over the last turns of the deal before, where the moves since a player's
        last reach back into it: "Since your last move: Rose: Add a card to their Garrison" then
        "Deal 2 began" read as Rose's move in deal 2, her Garrison there empty (play tester).
        They are told still: the turns that ended the deal were nowhere on the new table."""
        return _deal_end(_ended_deal(before, after))

    def describe_choice(self, action: Action, view: Any) -> str:
        """The question is asked of the mover alone: it names their own cards (a card added,
        with the Petal Power it shows; a card passed; a card given in an exchange), and their
        Garrison is "your Garrison". "Add a card to their Garrison" said neither which card
        nor which way up, and "their own Garrison", with no name before it, read as another
        player's. French elides as History does: "de Iris" was asked (play test). A move
        that ends the turn with one card left says it becomes the victory card (a card added
        from a hand of two, a step of the last card's ability): the last check before the
        move said nothing of it (play test). A step of an ability begins with the card whose
        ability it is, as History tells it: "Flip card 1 of Ben's Garrison face up" did not
        say which card was being played (play test). A card passed for another player's
        ability says whose: "Katydid — Pass Sunbird to Rose, on your left", during Rose's
        pass, read as "play your Katydid" (play tester 127)."""
        return self._describe(action, view, turned=False)

    def hint_words(self, action: Action, view: Any) -> str:
        """``describe_choice``, saying that the hint turned the card in the hand: the player,
        not told, turned it back the wrong way, four times (play tester 135)."""
        return self._describe(action, view, turned=action == self._hint_turned, advice=True)

    def _describe(self, action: Action, view: Any, turned: bool, advice: bool = False) -> str:
        """``describe_choice``; ``turned``: the card to add or give was turned for the player;
        ``advice``: a hint's words (``tr_asked``)."""
        words = self._choice_words(action, view, turned, advice)
        pending = view.pending if isinstance(view, State) else None
        passing = self._pass_places(action, view)
        if passing is not None and pending is not None and view.current != view.turn_player:
            passing |= {"3": self._name(view.turn_player), "4": self._card_name(pending.card)}
            template = tr_asked(advice, "For %3's %4: pass %1 to %2, on your left")
            return elide(fill(template, passing))
        if pending is not None and pending.card in CARDS and not isinstance(action, Cancel):
            words = fill(tr("%1 — %2"), {"1": self._card_name(pending.card), "2": words})
        if not isinstance(view, State) or view.current != view.turn_player:
            return elide(words)
        hand = [held.card for held in view.hands[view.current]]
        # a Cancel takes the card back into the hand: it makes no victory card (Undo said
        # "Cancel … — Frog becomes your victory card", play test)
        if isinstance(action, Cancel) or not keeps_victory_card(view, view.current):
            return elide(words)
        # the card a move spends, of the last two, or the ability being carried out: a card
        # played from a hand of two said nothing of the card kept (hint play test)
        spent = view.pending.card if view.pending is not None else None
        if isinstance(action, (AddToGarrison, UseAbility)) and spent is None:
            spent = action.card
        if spent is None:
            return elide(words)
        ops = {step.op for step in CARDS[spent].ability}
        if not isinstance(action, AddToGarrison) and ops & {"pass_left", "exchange_hand"}:
            # the ability ends the turn: the card kept, or the one a pass or an exchange
            # brings, becomes the victory card (the status line alone said so, play test)
            return elide(
                tr("%1 — the card you receive becomes your victory card").replace("%1", words)
            )
        kept = next(card for card in hand if card != spent)
        return elide(
            fill(tr("%1 — %2 becomes your victory card"), {"1": words, "2": self._card_name(kept)})
        )

    def _pass_places(self, action: Action, view: Any) -> dict[str, str] | None:
        """The card a pass gives (%1) and to whom (%2), when ``action`` passes a card in a pass
        under way: "Pass Pangolin to the left" left a player looking for their left neighbour
        among those who pass (play test)."""
        passing = view.pending if isinstance(view, State) else None
        if not isinstance(action, PassCard) or action.card not in CARDS or passing is None:
            return None
        if view.current not in passing.pass_order:
            return None
        receiver = pass_partners(passing.pass_order, view.current)[1]
        return {"1": self._hand_card_name(action.card, view), "2": self._name(receiver)}

    def _added(self, action: AddToGarrison) -> dict[str, str]:
        """The card a move adds (%1) and the value it counts (%2), for a move's words."""
        card = CARDS[action.card]
        return {"1": self._card_name(card.id), "2": points_text(card.power(action.top_up))}

    def _choice_words(self, action: Action, view: Any, turned: bool, advice: bool) -> str:
        if isinstance(action, AddToGarrison) and action.card in CARDS:
            added = self._added(action)
            added["1"] = self._hand_card_name(action.card, view)  # which of two alike
            if turned:
                return fill(
                    tr_asked(
                        advice, "Add %1 face down to your Garrison, with %2 up (rotated for you)"
                    ),
                    added,
                )
            return fill(tr_asked(advice, "Add %1 face down to your Garrison, with %2 up"), added)
        if isinstance(action, UseAbility) and action.card in CARDS:
            # which of two Pangolins a hint or the question meant, the frame alone said (play
            # test)
            return tr_asked(advice, "Use the ability of %1").replace(
                "%1", self._hand_card_name(action.card, view)
            )
        if isinstance(action, PassCard) and action.card in CARDS:
            passing = self._pass_places(action, view)
            if passing is not None:
                return fill(tr_asked(advice, "Pass %1 to %2, on your left"), passing)
            name = self._hand_card_name(action.card, view)
            return tr_asked(advice, "Pass %1 to the left").replace("%1", name)
        if isinstance(action, ChooseHandCard) and action.card in CARDS:
            given = {
                "1": self._hand_card_name(action.card, view),
                "2": points_text(CARDS[action.card].power(action.top_up)),
            }
            if turned:
                return fill(
                    tr_asked(
                        advice, "Choose %1 from your hand to give, with %2 up (rotated for you)"
                    ),
                    given,
                )
            return fill(tr_asked(advice, "Choose %1 from your hand to give, with %2 up"), given)
        if isinstance(action, ChooseSlot) and isinstance(view, State):
            return self._target_choice(action, view, advice)
        return self._move_words(action, view, None, for_all=False, told=False, advice=advice)

    def _target_choice(self, action: ChooseSlot, view: State, advice: bool) -> str:
        """A target of the mover's ability in the words of "Play this move?" (``describe_choice``):
        told from the table it is chosen on, so no face-down card is named."""

        def whose(owner: int) -> str:
            if owner == view.current:
                return tr("your Garrison")
            return tr("%1's Garrison").replace("%1", self._name(owner))

        pending, step = view.pending, step_on(view)
        first = pending.first if pending is not None else None
        places = {"1": str(action.index + 1), "2": whose(action.owner)}
        if first is not None:
            places |= {"3": str(first[1] + 1), "4": whose(first[0])}
        exchanging = step is not None and step.op == "exchange_hand"
        if exchanging and pending is not None and pending.give in CARDS:
            # the end given up counts in the Garrison: the player turned it to choose it
            given = CARDS[pending.give]
            places["5"] = self._card_name(given.id)
            places["6"] = points_text(given.power(pending.give_top_up))
            template = tr_asked(advice, "Exchange %5 from your hand, with %6 up, for card %1 of %2")
            return self._named_target(fill(template, places), action, view)
        op = step.op if step is not None else None
        template = _target_words(op, first is not None, told=False, advice=advice)
        return self._named_target(fill(template, places), action, view)

    def _named_target(self, words: str, action: ChooseSlot, view: State) -> str:
        """``words`` with the target's face and the value it counts, where the mover sees them
        (face up, or known with the memory aid): "Remove card 2 of Ben's Garrison?" sent the
        player back to the table to find which card that was (play test)."""
        garrison = view.garrisons[action.owner] if action.owner < len(view.garrisons) else ()
        slot = garrison[action.index] if action.index < len(garrison) else None
        reader = view.viewer if view.viewer is not None else view.current
        if slot is None or not shows_value(view, reader, slot):
            return words
        card = CARDS[slot.card]
        named = {
            "1": words,
            "2": self._card_name(slot.card),
            "3": points_text(card.power(slot.top_up)),
        }
        step = step_on(view)
        if step is not None and step.op == "rotate":
            # what it counts once turned too: "(Spider, counts +1)" read as the rotation's
            # outcome, which History then told as −3 (play test)
            turned = points_text(card.power(not slot.top_up))
            return fill(tr("%1 (%2, counts %3, then %4)"), named | {"4": turned})
        return fill(tr("%1 (%2, counts %3)"), named)

    def describe_turn(
        self, moves: Sequence[PlayedMove], for_all: bool = False
    ) -> list[TurnLine] | None:
        """An ability is told with all it did, on one line: "Iris: Frog — Flip card 2 of your
        Garrison face up (Sunbird) · Rotate it". Told move by move, a round of five players'
        abilities took a dozen lines, which a small window cut to fit ("Iris: Use the ability
        of Du…"). A card placed is one move, told as History tells it; an ability taken back
        is told after what the player did instead; the end of a deal of a match is a line of
        its own (at the end of a turn's line, it was the first words cut). Moves that begin
        inside an ability are told as the rest of it; the passes the others made after the
        reader's own, for the reader's Katydid, by the last of them (``_passes_for_reader``);
        other moves that do not begin a turn are told move by move (None)."""
        if not moves:
            return None
        first = moves[0]
        readers_rest = False
        if not isinstance(first.action, TURN_STARTS):
            before = first.before
            if not isinstance(before, State) or before.pending is None:
                return None
            readers_rest = before.turn_player == self._reader(before)
            ability = UseAbility(before.pending.card)
            moves = [PlayedMove(before.turn_player, ability, before, before), *moves]
        parts: list[list[PlayedMove]] = []
        for move in moves:
            if isinstance(move.action, TURN_STARTS) or not parts:
                parts.append([move])
            else:
                parts[-1].append(move)
        lines: list[TurnLine] = []
        cancelled: list[str] = []
        for number, part in enumerate(parts):
            head = part[0]
            if isinstance(head.action, UseAbility) and isinstance(part[-1].action, Cancel):
                cancelled.append(head.action.card)
                continue
            mover: int | None = head.mover
            if readers_rest and number == 0:
                mover, words = self._passes_for_reader(part, for_all)
            else:
                words = self._turn_words(part, for_all)
            if cancelled:
                # after what the player did (a line cut to fit kept only the cancel), as a step
                # of its own: in brackets it stood beside a target's ("(Spider, counts −3)
                # (after cancelling …)")
                one, several, another, again, again_times = cancel_templates()
                template = one if len(set(cancelled)) == 1 else several
                used = head.action.card if isinstance(head.action, UseAbility) else None
                if used is not None and set(cancelled) == {used}:
                    times = str(len(cancelled))
                    template = again if len(cancelled) == 1 else again_times.replace("%1", times)
                elif used is not None and all(
                    card != used and self._card_name(card) == self._card_name(used)
                    for card in cancelled
                ):
                    # a Sunbird cancelled, another Sunbird used: "of Sunbird" read as the same
                    template = another
                names = [self._card_name(card) for card in cancelled]
                words += STEPS_JOINED + template.replace("%1", _counted(names))
            ended = _ended_deal(head.before, part[-1].after)
            if _laid_victory_card(head.mover, head.before, part[-1].after):
                # the hand-off told the move and not that its mover was now out of the
                # abilities that target hands (play test)
                if mover == head.mover:
                    table = head.before if isinstance(head.before, State) else None
                    own = not for_all and mover == self._reader(table)
                    words += STEPS_JOINED + _laid_victory_card_words(own)
                else:  # a line of another passer's
                    before = head.before if isinstance(head.before, State) else None
                    words += STEPS_JOINED + self._laid_by_another(head.mover, before, for_all)
            lines.append(TurnLine(mover, elide(words)))
            cancelled = []
            if ended:
                lines.append(TurnLine(None, tr("Deal %1 is over").replace("%1", str(ended))))
        for card in cancelled:  # the turn goes on
            told = tr_told("Cancel the ability of %1").replace("%1", self._card_name(card))
            lines.append(TurnLine(parts[-1][0].mover, elide(told)))
        return lines

    def _passes_for_reader(
        self, part: Sequence[PlayedMove], for_all: bool
    ) -> tuple[int | None, str]:
        """The passes the others made for the reader's ability after the reader's pass, and
        whose line tells them: the last passer's, who gave the card that came (as the rest of
        the ability on the reader's line, it read as a move of the reader's own since, play
        tester 122). "Passed you Sunbird, as your Katydid asked", where "passes you Sunbird
        for your Katydid" read as Sunbird swapped for the Katydid (play tester 126): the
        pass finishes the Katydid. Told as done, as the others' moves are ("added a card"):
        the present read as a move still to come (play tester 130). On the hand-off screen,
        read by all, a line of no one's names every passer: under the last one's name alone,
        "Daisy: passed a card (Amélie's Katydid)" left out Bernard and Iris, who had passed
        too (play tester, session 55)."""
        head, last = part[0], part[-1]
        assert isinstance(head.action, UseAbility)
        card = self._card_name(head.action.card)
        if for_all:  # no "your", no card
            passers = [move.mover for move in part if isinstance(move.action, PassCard)]
            names = join_names([self._name(seat) for seat in dict.fromkeys(passers)], tr_engine)
            # the ability as the cause, as on the passer's own line: "Hugo a passé une carte
            # (Souimanga de Léa)" read as Hugo passing Léa's Sunbird (play tester 187)
            template = (
                tr("%1 passed a card, as %3's %2 asked")
                if len(set(passers)) == 1
                else tr("%1 each passed a card, as %3's %2 asked")
            )
            places = {"1": names, "2": card, "3": self._name(head.mover)}
            return None, elide(fill(template, places))
        received = self._received(
            last.before if isinstance(last.before, State) else None, last.after, in_news=True
        )
        if received is None:  # the others still passing
            return last.mover, elide(tr("Passed a card for your %1").replace("%1", card))
        places = {"1": self._card_name(received[0]), "2": card}
        return last.mover, elide(fill(tr("Passed you %1, as your %2 asked"), places))

    def _turn_words(self, part: Sequence[PlayedMove], for_all: bool) -> str:
        """A card placed, or an ability and what each of its steps did ("Frog — Flip card 2
        of your Garrison face up (Sunbird) · Rotate it"): a card given in an exchange is told
        with the card it is exchanged for, a second card with its first, and the passes of
        all the players in one ("Cards passed to the left; you received Frog from Ben")."""
        head, last = part[0], part[-1]
        if not isinstance(head.action, UseAbility):
            return elide(self._move_words(head.action, head.before, head.after, for_all, told=True))
        done = isinstance(last.after, State) and (
            last.after.pending is None or bool(_ended_deal(head.before, last.after))
        )
        told: list[str] = []
        passers: list[int] = []
        own_pass: PlayedMove | None = None
        for move in part[1:]:
            action, before = move.action, move.before
            step = step_on(before if isinstance(before, State) else None)
            if isinstance(action, PassCard):
                if move.mover is not None:
                    passers.append(move.mover)
                table = before if isinstance(before, State) else None
                own = not for_all and move.mover == self._reader(table)
                if own and done:
                    own_pass = move  # told with the round (``_round_words``)
                elif own and move.mover != head.mover:
                    # the reader's own pass, to them alone: "Katydid — Cards passed to the
                    # left; you received …" said what came, not what they gave nor to whom
                    # (play tester 158, and in another's round, session 54)
                    told.append(self._own_pass_words(action, table))
            elif isinstance(action, ChooseHandCard):
                continue
            elif step is not None and step.same and isinstance(action, ChooseSlot):
                # a card face up counts anew: the flip's "(Frog, counts −3)" alone went stale
                table = before if isinstance(before, State) else None
                shown = self._shown_target(action, step, table, move.after)
                shown = shown or self._known_target(action, step, table, move.after, for_all)
                if shown is None or shown[1] is None:
                    told.append(tr_told("Rotate it"))
                else:
                    counts = tr_told("Rotate it (counts %1)")
                    told.append(counts.replace("%1", points_text(shown[1])))
            elif step is not None and step.same and isinstance(action, Skip):
                told.append(tr_told("Leave it unrotated"))
            elif isinstance(action, ChooseSlot) and awaits_first_exchanged(
                before if isinstance(before, State) else None
            ):
                continue
            else:
                told.append(self._move_words(action, before, move.after, for_all, told=True))
        if passers:
            received = (
                None
                if for_all or not done
                else self._received(last.before, last.after, in_news=True)
            )
            if own_pass is not None:
                told.append(self._round_words(own_pass, received))
            elif received is not None:
                received_words = tr("Cards passed to the left; you received %1 from %2")
                told.append(self._receiving(received_words, received))
            elif done:
                told.append(tr("Cards passed to the left"))
            else:
                # "Hugo and Mamie", as a list reads: the French starts with them ("Hugo et
                # Mamie ont déjà passé leur carte"), where a capitalised verb read oddly
                # the reader among them is "you", as their own pass on the line says it:
                # "you passed a card to Rose · Daisy, Poppy, Player 1 and Rose have passed"
                # named them both ways (play tester, session 56); nobody on the screen all read
                before = last.before if isinstance(last.before, State) else None
                reader = None if for_all else self._reader(before)
                names = join_names(
                    [tr("you") if seat == reader else self._name(seat) for seat in passers],
                    tr_engine,
                )
                # one passer in the singular: the French plural "Ont déjà passé" named one
                so_far = (
                    # a list with "you" in it takes the verb "you" takes ("du und Rose habt")
                    tr("%1 have passed their card")
                    if reader in passers
                    else tr("Passed so far: %1")
                    if len(passers) > 1
                    else tr("So far only %1 has passed a card")
                )
                if list(passers) == [head.mover]:
                    # the line begins with their name: "Léa: Katydid — Léa has passed her
                    # card" said it twice (play test), and "own card passed" read oddly (play
                    # test)
                    so_far = tr("Passed a card; the others pass next")
                told.append(so_far.replace("%1", names))
        card = self._card_name(head.action.card)
        if told:
            words = tr("%1 — %2").replace("%1", card).replace("%2", STEPS_JOINED.join(told))
        elif done:
            words = tr("%1 — no card to act on").replace("%1", card)
        else:
            words = self._move_words(head.action, head.before, head.after, for_all, told=True)
        return elide(words)

    def _move_words(
        self,
        action: Action,
        view: Any,
        after: Any,
        for_all: bool,
        told: bool,
        ended: Any = None,
        advice: bool = False,
    ) -> str:
        """A move in words, told once done (``told``: History's, see ``tr_told``), asked
        about before it is played (the mover's own Undo and "Play this move?") or advised by a
        hint (``advice``, ``tr_move``); ``ended``: the table its turn ended on
        (``describe_action``)."""
        before = view if isinstance(view, State) else self._before
        step = step_on(before)
        if isinstance(action, ChooseSlot):
            first = before.pending.first if before is not None and before.pending else None
            places = {
                "1": str(action.index + 1),
                "2": self._garrison_words(action.owner, before, for_all=for_all),
            }
            if first is not None:
                places |= {
                    "3": str(first[1] + 1),
                    "4": self._garrison_words(first[0], before, for_all=for_all),
                }
            op = step.op if step is not None else None
            template = _target_words(op, first is not None, told, advice)
            given = self._given_card(before, for_all)
            if given is not None and step is not None and step.op == "exchange_hand":
                # its mover's own History named neither the card given nor its end up
                template = tr_told("Exchange %5 from your hand, with %6 up, for card %1 of %2")
                places |= {"5": self._card_name(given[0]), "6": points_text(given[1])}
            words = fill(template, places)
            moved = _face_up_exchanged(action, op, before, first)
            if moved:
                # the face-up cards that changed places, named: the move strip named neither,
                # and the table had to be compared to see the Garden Snail moved (play tester
                # 214)
                names = join_names([self._card_name(card) for card in moved], tr_engine)
                return tr("%1 (%2)").replace("%1", words).replace("%2", names)
            shown = self._shown_target(action, step, before, after)
            if shown is None:
                shown = self._known_target(action, step, before, after, for_all)
            if shown is None:
                return words
            card, up = shown
            if up is None:
                return tr("%1 (%2)").replace("%1", words).replace("%2", self._card_name(card))
            # the end a flip turned up: a card removed a moment later left its flipper never
            # knowing what it had counted (play test)
            return fill(
                tr("%1 (%2, counts %3)"),
                {"1": words, "2": self._card_name(card), "3": points_text(up)},
            )
        if isinstance(action, Skip) and step is not None and step.op == "rotate":
            last = before.pending.last if before is not None and before.pending else None
            if last is None:
                return tr_move(told, "Leave it unrotated", advice)
            return (
                tr_move(told, "Leave card %1 of %2 unrotated", advice)
                .replace("%1", str(last[1] + 1))
                .replace("%2", self._garrison_words(last[0], before, told, for_all))
            )
        if isinstance(action, ChooseHandCard):
            if action.card in CARDS and self._told_to_mover(before, for_all):
                return fill(
                    tr_told("Choose %1 from your hand to give, with %2 up"),
                    {
                        "1": self._card_name(action.card),
                        "2": points_text(CARDS[action.card].power(action.top_up)),
                    },
                )
            return tr_told("Choose a card from their hand to give")
        if isinstance(action, PlaceHornbill):
            return tr_move(told, "Place the Great Hornbill", advice)
        if isinstance(action, AddToGarrison):
            if action.card in CARDS and self._told_to_mover(before, for_all):
                # the mover's own History names the card, as Redo's tip did (play test)
                return fill(
                    tr_told("Add %1 face down to your Garrison, with %2 up"), self._added(action)
                )
            return tr_told("Add a card to their Garrison")
        if isinstance(action, UseAbility):
            return tr_move(told, "Use the ability of %1", advice).replace(
                "%1", self._card_name(action.card)
            )
        if isinstance(action, PassCard):
            # what a pass brought the reader is the cards changing hands, a step of its own
            # naming its giver, not words of the passer's: "Pass a card (… you received
            # Katydid from Daisy)" on another's row read as theirs (play test); never on the
            # hand-off screen, where the card a pass brought is the reader's secret
            words = self._pass_words(action, before, for_all)
            here = None if for_all else self._received(before, after)  # the round's last pass
            came = here if for_all or ended is None else self._received(before, ended)
            if came is None:
                return words
            passed = tr("Cards passed to the left")
            if before is not None and came[1] == before.current:
                # the pass to the reader names the card it brought them, on its own row, once
                # the round is over (``ended``) where it came before the last pass; the rest
                # is public: "you received …" on the last row read as that passer's (play
                # tester 156)
                to_you = tr_told("Passed %1 to you").replace("%1", self._card_name(came[0]))
                return to_you if here is None else to_you + STEPS_JOINED + passed
            if here is None:
                return words  # the cards change hands with the round's last pass
            if ended is not None:
                return words + STEPS_JOINED + passed  # the giver's row names the card
            changed = tr("Cards passed to the left; you received %1 from %2")
            return words + STEPS_JOINED + self._receiving(changed, came)
        if isinstance(action, Skip):
            return tr_move(told, "Skip", advice)
        if isinstance(action, Cancel):
            if before is not None and before.pending is not None:
                # the card is public since it was played: Undo's tip names it
                return tr_move(told, "Cancel the ability of %1", advice).replace(
                    "%1", self._card_name(before.pending.card)
                )
            return tr_move(told, "Cancel the ability", advice)
        return str(action)

    def _pass_words(self, action: PassCard, before: State | None, for_all: bool) -> str:
        """A pass, and to whom it went (its receiver reads "to you"), told as what its passer
        did in one form for every reader; its passer's own row names the card
        (``_own_pass_words``): "Pass Silver Royal to Rose", under their own Katydid in History,
        read as an order (play tester, session 55), and "Ann: Pass a card to you" beside
        "Ann: Passed a card to Ben" as one (play tester, session 57)."""
        pending = before.pending if before is not None else None
        if before is None or pending is None or before.current not in pending.pass_order:
            return tr_told("Pass a card")
        if not for_all and self._reader(before) == before.current:
            return self._own_pass_words(action, before, heads=True)
        receiver = pass_partners(pending.pass_order, before.current)[1]
        if not for_all and receiver == self._reader(before):
            return tr_told("Passed a card to you")
        return tr_told("Passed a card to %1").replace("%1", self._name(receiver))

    def _own_pass_words(self, action: PassCard, before: State | None, heads: bool = False) -> str:
        """The reader's own pass, told as what they did: within the line of a turn ("Katydid
        — you passed Frog to Ben"), or heading History's row of the pass (``heads``: "Passed
        …", after the passer's name: "Player 1: You passed …" named them twice, play tester,
        session 56). "Pass Frog to Ben" read as an order, or as the Katydid player's. The card
        unnamed without the memory aid (the game is played from memory)."""
        pending = before.pending if before is not None else None
        assert before is not None and pending is not None
        receiver = self._name(pass_partners(pending.pass_order, before.current)[1])
        if action.card in CARDS and self._told_to_mover(before, for_all=False):
            named = tr_told("Passed %1 to %2") if heads else tr("you passed %1 to %2")
            return fill(named, {"1": self._card_name(action.card), "2": receiver})
        unnamed = tr_told("Passed a card to %1") if heads else tr("you passed a card to %1")
        return unnamed.replace("%1", receiver)

    def _round_words(self, own_pass: PlayedMove, received: tuple[str, int] | None) -> str:
        """A round of passes the reader took part in, once over, told in the order it went, in
        one sentence: everyone passed a card to the left, the reader theirs to whom, and what
        came to them from whom. "Katydid — you passed Pangolin to Rose · Cards passed to the
        left; you received …", on Rose's row, read as Rose passing to herself (play tester,
        session 58). The card passed unnamed without the memory aid, as ``_own_pass_words``."""
        before = own_pass.before if isinstance(own_pass.before, State) else None
        pending = before.pending if before is not None else None
        assert before is not None and pending is not None and isinstance(own_pass.action, PassCard)
        card = own_pass.action.card
        named = card in CARDS and self._told_to_mover(before, for_all=False)
        places = {
            "1": self._card_name(card),
            "2": self._name(pass_partners(pending.pass_order, before.current)[1]),
        }
        if received is None:
            template = (
                tr("Everyone passed a card left: you gave %1 to %2")
                if named
                else tr("Everyone passed a card left: you gave a card to %2")
            )
            return elide(fill(template, places))
        places |= {"3": self._card_name(received[0]), "4": self._name(received[1])}
        if named:
            template = tr("Everyone passed a card left: you gave %1 to %2 and received %3 from %4")
        else:
            template = tr(
                "Everyone passed a card left: you gave a card to %2 and received %3 from %4"
            )
        return elide(fill(template, places))

    def _told_to_mover(self, before: State | None, for_all: bool) -> bool:
        """Is a move told to its own mover alone (their History), who may read what only
        they know of it: the hand card they give? Not without the memory aid: the game is
        played from memory, and History named the card given, face down in another's
        Garrison since, long after (play test)."""
        return (
            not for_all
            and before is not None
            and before.memory_aid
            and self._reader(before) == before.current
        )

    def _given_card(self, before: State | None, for_all: bool) -> tuple[str, int] | None:
        """The hand card the mover gives in the exchange in progress, and the value it will
        count, when the one reading is that mover (others' views hide it)."""
        pending = before.pending if before is not None else None
        if pending is None or pending.give not in CARDS or not self._told_to_mover(before, for_all):
            return None
        return pending.give, CARDS[pending.give].power(pending.give_top_up)

    @staticmethod
    def _shown_target(
        action: ChooseSlot, step: Step | None, before: State | None, after: Any
    ) -> tuple[str, int | None] | None:
        """The card a flip, a rotation or a removal leaves face up for all to see (a removed
        card lies on the discard pile), or the face-up card an exchange takes into a hand:
        History names it, and for a card left face up in a Garrison the value it counts
        (else None). Never a card seen only by some.
        A move that ends a deal of a match leaves the next deal's table: the table it left is
        then read from the deal's record."""
        if step is None or before is None or not isinstance(after, State):
            return None
        ended = len(after.history) > len(before.history)
        if step.op == "remove" and before.pending is not None:
            pile = after.history[-1].discard if ended else after.discard
            fresh = pile[len(before.discard) :]
            removed = next((card for card in fresh if card != before.pending.card), None)
            return None if removed is None else (removed, None)
        stays = step.op in ("flip", "rotate")
        if stays:
            garrison = _garrison_left(before, after, action.owner)
        elif step.op == "exchange_hand":  # a face-up card taken into a hand: all saw it
            garrison = before.garrisons[action.owner]
        else:
            return None
        slot = garrison[action.index] if action.index < len(garrison) else None
        if slot is None or not slot.face_up or slot.card not in CARDS:
            return None
        return slot.card, CARDS[slot.card].power(slot.top_up) if stays else None

    def _known_target(
        self,
        action: ChooseSlot,
        step: Step | None,
        before: State | None,
        after: Any,
        for_all: bool,
    ) -> tuple[str, int | None] | None:
        """A face-down card the move acted on, named for the one reading when they know it
        and the memory aid is on (never where all at the screen read): the card a rotation
        turned and what it counts now, the card a look showed and what it counts, the card
        an exchange took into a hand. A player whose placed card another turned read no
        value, where a face-up card's new one was told; one who looked, or took a card,
        found only "card 1 of Iris's Garrison" once the memory aid's mark had gone with
        the card (play tests)."""
        if for_all or step is None or before is None or not isinstance(after, State):
            return None
        if not after.memory_aid:
            return None
        reader = self._reader(before)
        if step.op in ("rotate", "look"):
            garrison = _garrison_left(before, after, action.owner)
            slot = garrison[action.index] if action.index < len(garrison) else None
            if slot is None or slot.face_up or slot.card not in CARDS or reader not in slot.seen_by:
                return None
            return slot.card, CARDS[slot.card].power(slot.top_up)
        if step.op != "exchange_hand" or reader is None or _ended_deal(before, after):
            return None
        taken = before.garrisons[action.owner]
        slot = taken[action.index] if action.index < len(taken) else None
        if slot is not None and slot.card in CARDS and reader in slot.seen_by:
            return slot.card, None  # a card the reader knew in its Garrison
        # the mover: the card that came into their hand
        held = {card.card for card in before.hands[reader]}
        came = [card.card for card in after.hands[reader] if card.card not in held]
        return (came[0], None) if len(came) == 1 and came[0] in CARDS else None

    def _receiving(self, template: str, received: tuple[str, int]) -> str:
        """``template`` naming the card a pass brought the one reading (%1) and its giver (%2),
        told to them as "you received": their own name ("Lena receives Pangolin from Papa")
        read as another's in their own panel, beside "your Garrison" (play tester 130), where
        "you receive", after the mover's name, had read as the mover's (play test): told as
        done, it is a report to the reader, not a step of the mover's."""
        card, giver = received
        return elide(fill(template, {"1": self._card_name(card), "2": self._name(giver)}))

    def _laid_by_another(self, seat: int, before: State | None, for_all: bool) -> str:
        """A move of another's that left ``seat`` their last card, laid as their victory card
        (a pass brought it): "your last card became your victory card" to ``seat`` reading
        it, else named (the hand-off screen is read by all)."""
        others, yours = _laid_by_another_templates()
        if not for_all and seat == self._reader(before):
            return yours
        return others.replace("%1", self._name(seat))

    def handoff_note(self, before: Any, after: Any) -> str:
        """The pass that ended an ability brought its last passer a card, and the screen goes
        to another at once: they saw nothing of it until their next turn, and wondered
        whether the pass had been taken (play tester 139). A card laid as the victory card is
        looked at before the screen passes (``MainWindow._private_look``)."""
        if not isinstance(before, State) or not isinstance(after, State):
            return ""
        received = self._received(before, after, in_news=True)
        reader = self._reader(before)
        if received is None or reader is None:
            return ""
        if all(held.card != received[0] for held in after.hands[reader]):
            return ""
        return tr("Cards changed hands: you will see yours on your turn.")

    def _received(
        self, before: State | None, after: Any, in_news: bool = False
    ) -> tuple[str, int] | None:
        """The card the one reading a pass got when it ended, and who gave it (the passer
        before them): everybody's card changes hands at once, with the last passer's move,
        and nothing else on the table said which one came, or from whom. Without the memory
        aid only in the moves since the reader's last (``in_news``), which their next move
        ends, as a card handed over at a real table is known as it comes (a family found
        nothing naming it, play test): History named it after it went face down into a
        Garrison."""
        if (
            before is None
            or not (before.memory_aid or in_news)
            or before.pending is None
            or not isinstance(after, State)
            or len(after.history) > len(before.history)
        ):
            return None
        reader = self._reader(before)
        if reader is None:
            return None
        order = before.pending.pass_order
        kept = {held.card for held in before.hands[reader]}
        held = list(after.hands[reader])
        laid = after.victory[reader]
        if laid is not None and before.victory[reader] is None:
            held.append(laid)  # the card that came was the last in hand: the victory card
        fresh = [card.card for card in held if card.card not in kept]
        if len(fresh) != 1 or fresh[0] not in CARDS or reader not in order:
            return None
        return fresh[0], pass_partners(order, reader)[0]

    def _reader(self, before: State | None) -> int | None:
        """Who reads a move told from ``before``: the seat whose view it is (else the board's);
        None when nobody sits there (``watching``), and no move says "your"."""
        if self.watching:
            return None
        return self.viewer if before is None or before.viewer is None else before.viewer

    def _garrison_words(
        self, owner: int, before: State | None, told: bool = True, for_all: bool = False
    ) -> str:
        """Whose Garrison, as the one reading the move says it: "their own Garrison" for the
        mover's, "your Garrison" for the reader's when another moved, else "Ben's Garrison".
        The reader's own move says "your own Garrison": "Zoé: Flip card 1 of your Garrison"
        read as if another had flipped it, and "their own", beside "Lay your last card" on
        the same row, as another's (play testers, session 58). Asked of the mover before it
        is played (not ``told``), theirs is "your Garrison": "Leave card 2 of their own
        Garrison unrotated?" read as another's (play test). Told ``for_all`` (the hand-off
        screen, read aloud to the room), the reader's is named too: "Iris: Katydid — Look at
        card 1 of your Garrison" read as Iris's own (play test)."""
        if before is not None and owner == before.current and not told:
            return tr("your Garrison")
        if before is not None and owner == before.current:
            if not for_all and owner == self._reader(before):
                return tr("your own Garrison")
            # a translation may name the mover (%1): the German "der eigenen Garnison", read
            # by another player, was taken for the reader's own (play test)
            return tr("their own Garrison").replace("%1", self._name(owner))
        if owner == self._reader(before) and not for_all:
            return tr("your Garrison")
        return tr("%1's Garrison").replace("%1", self._name(owner))

    # -- reading (tests and the lesson use these) ------------------------------------------
    def my_turn(self) -> bool:
        return self.interactive and bool(self._legal) and self._landing is None

    def hand_item(self, card: str) -> PetalCardItem | None:
        return self.cards.get(card) if self._in_my_hand(card) else None

    def hand_items(self) -> list[PetalCardItem]:
        assert self.state is not None
        return [
            item
            for held in self.state.hands[self.viewer]
            if (item := self.cards.get(held.card)) is not None
        ]

    def slot_item(self, owner: int, index: int) -> PetalCardItem | None:
        for key, where in self.where.items():
            if where == ("slot", owner * 100 + index):
                return self.cards.get(key)
        return None

    def slot_center(self, owner: int, index: int) -> QPointF:
        return self.slot_rects[(owner, index)].center()

    def garrison_drop_point(self) -> QPointF:
        """A point inside the viewer's Garrison drop area (right of the last card)."""
        rect = self.garrison_rects[self.viewer]
        assert self.state is not None
        count = len(self.state.garrisons[self.viewer])
        if count:
            last = self.slot_rects[(self.viewer, count - 1)]
            x = min(last.right() + CARD_W * self.table_layout.mine_scale * 0.6, rect.right() - 20)
            return QPointF(x, last.center().y())
        return rect.center()

    def ability_zone_point(self) -> QPointF:
        return self.ability_zone.rect.center()

    def scene_items(self) -> list[PetalCardItem]:
        return [item for item in self.scene.items() if isinstance(item, PetalCardItem)]

    def point_to(
        self, moves: Sequence[Action], prepare: bool = False, move_keys: bool = True
    ) -> None:
        """Orange frames on what makes the first move: the card and where it goes, or its
        target, drawn anew wherever a new layout puts them (kept where they were drawn, they
        stayed behind when History opened, play test). Prepared, a card to add or to give is
        turned to the end the move names, and the keyboard's frame goes to the move's choice,
        so that Enter plays it (after a Cancel it stayed on another card, play test). The keyboard's
        frame goes to a lesson's framed choice too: it started on the first hand card while
        the orange frame was on another, and Enter took the card the lesson refused (play
        test)."""
        action = moves[0] if moves else None
        turned, self._hint_turned = self._hint_turned, None
        if (
            turned is not None
            and turned.card in self.orientation
            and not isinstance(action, (AddToGarrison, ChooseHandCard))
        ):
            # the hint gone (another move played, the table changed): the card it turned goes
            # back as its player held it; left turned, it went into a Garrison the wrong way
            # up turns later (play test)
            item = self.cards.get(turned.card)
            if self.orientation[turned.card] == turned.top_up and not self.rotate(item):
                self.orientation[turned.card] = not turned.top_up  # drawn so at the next layout
        if prepare and isinstance(action, (AddToGarrison, ChooseHandCard)):
            item = self.cards.get(action.card)
            if item is not None and self.orientation.get(action.card, True) != action.top_up:
                self.rotate(item)
                self._hint_turned = action
            elif turned == action:
                # the same hint shown again (H pressed twice): the turn is still the hint's,
                # to undo when it goes; forgotten, the card stayed turned (play test)
                self._hint_turned = turned
        choice: tuple[object, ...] | None = None  # what the keyboard's frame goes to
        if isinstance(action, (PlaceHornbill, AddToGarrison, UseAbility, ChooseHandCard, PassCard)):
            choice = ("card", HORNBILL if isinstance(action, PlaceHornbill) else action.card)
        elif isinstance(action, ChooseSlot):
            choice = ("slot", action.owner, action.index)
        self._pointed = action
        moved = choice != self._hint_choice
        self._hint_choice = choice
        # a hint's choice takes the keyboard's frame whoever led: asked by a click (or by H
        # after one), the first Enter only showed the frame, and the second played (play test)
        keys_follow = ((moved and self._keys_lead) or prepare) and move_keys
        if keys_follow and choice in self.focusables():
            self.key_focus = choice
            # put there by the hint, the frame shows its card large only once an arrow moves
            # it: large at once, it covered the Garrison and the cards the hint spoke of
            # (play testers 146 and 147; asked with the mouse, the same, play test)
            self._frame_unread = True
            if self.card_preview.source is self._keys_shown:
                self.card_preview.clear()
            self._render_cursor()
        elif prepare and isinstance(action, Skip):
            # "leave it unrotated": the frame stayed on the card, and Enter turned it (play
            # test); with no frame, Enter skips (``_activate``) until an arrow frames a card
            self.key_focus = None
            self._render_cursor()
        self._render_hints()
        if prepare and self.hints:
            # a zoomed-in table left what the hint framed half off screen (play test)
            self.view.keep_in_view(united(hint.sceneBoundingRect() for hint in self.hints))

    def _pointer_rects(self, action: Action) -> list[QRectF]:
        """Where ``point_to``'s frames go on the table as it is laid out now."""
        # the Garrison's row within its panel: the frame, drawn round it, crossed the panel's
        # foot (play test)
        if self.viewer not in self.garrison_rects or self.viewer not in self.panel_rects:
            return []  # no table of the viewer's laid out (between deals)
        garrison = self.garrison_rects[self.viewer].intersected(
            self.panel_rects[self.viewer].adjusted(HINT_INSET, HINT_INSET, -HINT_INSET, -HINT_INSET)
        )
        if isinstance(action, PlaceHornbill) and HORNBILL in self.cards:
            return [self.hand_rect(HORNBILL), garrison]
        if isinstance(action, AddToGarrison) and action.card in self.cards:
            return [self.hand_rect(action.card), garrison]
        if isinstance(action, UseAbility) and action.card in self.cards:
            return [self.hand_rect(action.card), self.ability_zone.rect]
        if isinstance(action, (ChooseHandCard, PassCard)) and action.card in self.cards:
            return [self.hand_rect(action.card)]
        if isinstance(action, ChooseSlot) and (action.owner, action.index) in self.slot_rects:
            return [self.slot_rects[(action.owner, action.index)]]
        for named, button in ((Cancel, self.cancel_button), (Skip, self.skip_button)):
            if isinstance(action, named) and button.isVisible():
                return [button.mapRectToScene(QRectF(0, 0, button.width, button.height))]
        return []

    def _first_choice(self, choices: Sequence[tuple[object, ...]]) -> tuple[object, ...]:
        """Where the keyboard's frame starts among ``choices``: on a lesson's orange frame,
        else on the card Undo just brought back to the hand (the frame went to the first
        card, play test), else on the first; for a look at a face-down card, the first the
        viewer does not know (it started on the card they had just given, which the memory
        aid showed them, play tester, session 55)."""
        if self._hint_choice in choices:
            return self._hint_choice
        if self._came_back in choices:
            return self._came_back
        step = step_on(self.state)
        if step is not None and step.op == "look" and self.state is not None:
            garrisons = self.state.garrisons
            unknown = (
                choice
                for choice in choices
                if choice[0] == "slot" and garrisons[choice[1]][choice[2]].card == HIDDEN  # type: ignore[index]
            )
            return next(unknown, choices[0])
        return choices[0]

    def hand_rect(self, card: str) -> QRectF:
        """Where a card lies once it has reached its place: a hand closing up after a card
        left it glides there, and a lesson's orange frame, drawn where the card then was,
        straddled two cards (play test)."""
        item = self.cards[card]
        # as Qt places an item: scaled and turned about its transform origin, then moved to
        # its place. Scaled from where it was, a card flying back from the ability zone at
        # another size got its frame off to one side (play test, a lesson's Cancel)
        origin = item.transformOriginPoint()
        at_home = (
            QTransform()
            .translate(item.home.x() + origin.x(), item.home.y() + origin.y())
            .rotate(item.rotation())
            .scale(item.home_scale, item.home_scale)
            .translate(-origin.x(), -origin.y())
        )
        rect = at_home.mapRect(item.card_rect())
        parent = item.parentItem()
        return rect if parent is None else parent.mapRectToScene(rect)

    # -- sorting the legal actions ----------------------------------------------------------
    def _sort_legal(self, legal: Sequence[Action]) -> None:
        self.adds, self.uses, self.slot_choices = {}, {}, {}
        self.hand_choices, self.passes = {}, {}
        self.skip_action = self.cancel_action = self.hornbill_action = None
        for action in legal:
            if isinstance(action, AddToGarrison):
                self.adds[(action.card, action.top_up)] = action
            elif isinstance(action, UseAbility):
                self.uses[action.card] = action
            elif isinstance(action, ChooseSlot):
                self.slot_choices[(action.owner, action.index)] = action
            elif isinstance(action, ChooseHandCard):
                self.hand_choices[(action.card, action.top_up)] = action
            elif isinstance(action, PassCard):
                self.passes[action.card] = action
            elif isinstance(action, Skip):
                self.skip_action = action
            elif isinstance(action, Cancel):
                self.cancel_action = action
            elif isinstance(action, PlaceHornbill):
                self.hornbill_action = action

    def _acting(self) -> bool:
        return self.interactive and self._legal is not None and self._landing is None

    def _no_turn_left(self) -> bool:
        """The viewer laid their victory card: the deal goes on, or ends, without a move of
        theirs."""
        state, viewer = self.state, self.viewer
        return (
            state is not None
            and viewer is not None
            and 0 <= viewer < state.players
            and state.victory[viewer] is not None
            and not state.hands[viewer]
        )

    def _looking(self) -> bool:
        """The window holds the table for its viewer to look at the card their last move
        showed them alone (the engine's ``shows_privately``), then pass the screen on (its
        ``waiting_note`` says so)."""
        if self.waiting_note is None or self._legal is not None:
            return False
        if self._last is None or self._before is None or self._last[1] != self.viewer:
            return False
        return self.viewer in self.game.shows_privately(self._before, self._last[0])

    def _seat_at_play(self, state: State) -> int:
        """The seat the table shows at play (the ▶, the turn's frame, the ability zone's
        words): the one to move, but the viewer while they still look before passing the
        screen (``_looking``). The ▶ sat on the next player's panel and the zone said they
        were playing while the one who looked still held the screen (play tester 124)."""
        return self.viewer if self._looking() else state.current

    # -- what the viewer may see ----------------------------------------------------------
    def _shows_value(self, slot: Slot) -> bool:
        """``shows_value`` for the viewer of the table drawn."""
        assert self.state is not None
        return shows_value(self.state, self.viewer, slot)

    def hand_notes(self, seat: int) -> list[tuple[str, bool]]:
        """The cards of another player's hand the memory aid shows, each with whether the
        viewer is sure of it: those the viewer knows there (the view shows only those, every
        other card of that hand is HIDDEN), then those the viewer knew in a hand before a card
        was added face down, passed or exchanged, which may be that card (``Rumour``). A card
        that may be in several hands has a note beside each (one note in one panel: the
        tooltips named players whose panels said nothing, play test)."""
        state = self.state
        assert state is not None
        if seat == self.viewer or not state.memory_aid or not held_count(state, seat):
            return []
        sure = [held.card for held in state.hands[seat] if held.card in CARDS]
        sure += known_by_rumour(state, seat)
        doubt = [rumour.card for rumour in self.in_doubt(seat)]
        return [(card, True) for card in sure] + [(card, False) for card in doubt]

    def rumoured(self, seat: int) -> list[Rumour]:
        """What the viewer knows may be in ``seat``'s hand without knowing where: in their hand,
        their victory card, or elsewhere the rumour names (``Rumour.hands``, ``Rumour.slots``;
        with nowhere else left, in the hand for sure, ``known_by_rumour``)."""
        state = self.state
        assert state is not None
        return [rumour for rumour in state.rumours if seat in rumour.hands]

    def in_doubt(self, seat: int) -> list[Rumour]:
        """The rumours of cards that may be in ``seat``'s hand, or somewhere else."""
        assert self.state is not None
        sure = known_by_rumour(self.state, seat)
        return [rumour for rumour in self.rumoured(seat) if rumour.card not in sure]

    def _others_holding(self, seat: int) -> str:
        """The other players who may hold every card noted as doubtful in ``seat``'s column
        ("Ben", "Ben or Cy"), when they are the same for all of them; else "". A card passed
        on may be with the player to the left (play test: the note vanished at a pass). A card
        that may lie in a Garrison is not held (play test: "Lena or Max may hold it" of a card
        that could only be face down in Max's Garrison)."""
        others = {
            tuple(holder for holder in rumour.hands if holder != seat)
            for rumour in self.in_doubt(seat)
        }
        if len(others) != 1:
            return ""
        (holders,) = others
        return self._either(holders) if holders else ""

    def _either(self, seats: Sequence[int]) -> str:
        """Players' names joined by "or" as a list reads them (``one_of``)."""
        return one_of([self._name(seat) for seat in seats])

    def display_state(self) -> State:
        """The view with face-down cards masked unless the memory aid shows them. While the
        end-of-game reveal plays, the cards the viewer knew stay counted and those turned over
        join them, so the Petal Powers and the table total only gain the cards as they turn
        (masking every card not yet turned dropped the numbers, then brought them back)."""
        state = self.state
        assert state is not None
        garrisons = tuple(
            tuple(
                slot if self._shows_value(slot) else Slot(HIDDEN, False, True, slot.seen_by)
                for slot in garrison
            )
            for garrison in state.garrisons
        )
        return replace(state, garrisons=garrisons)

    # -- layout ---------------------------------------------------------------------------
    def _others(self) -> list[int]:
        assert self.state is not None
        return [(self.viewer + k) % self.state.players for k in range(1, self.state.players)]

    def _layout(self) -> None:
        state = self.state
        assert state is not None
        others = self._others()
        desired: dict[
            Key, tuple[str, bool, bool, bool, bool, QPointF, float, float, tuple[str, int]]
        ] = {}
        # key -> (card, face_up, top_up, memory, sideways, pos, scale, z, where)
        self.slot_rects = {}
        self.garrison_rects = {}
        self.panel_rects = {}
        gap = 18.0
        table = self.table_layout
        panels_width = table.width if table.panels_width is None else table.panels_width
        width = (panels_width - gap * max(0, len(others) - 1)) / max(1, len(others))
        self.side_rects = {}
        self.notes_across = set()
        self.strip_rects = {}
        self.victory_rects = {}
        self.power_lines = 1 if power_width() <= width - 32 else 2
        self.victory_words = caption_words([caption_width()], explained=True)
        row_top = OPP_TOP + OPP_ROW - (POWER_LINE if self.power_lines == 1 else 0.0)
        for slot_index, seat in enumerate(others):
            left = slot_index * (width + gap)
            panel = QRectF(left, OPP_TOP, width, OPP_H)
            self.panel_rects[seat] = panel
            laid = state.victory[seat] is not None
            count = len(state.garrisons[seat])
            parts = strip_panel(panel, count, row_top, caption_width(), laid)
            self._place_garrison(state, seat, parts.row, parts.scale, desired)
            self.strip_rects[seat] = parts.strip
            if parts.victory is not None:
                self._place_victory(state, seat, parts.victory, parts.victory_scale, desired)
            # their hand: small backs at the strip's left, the card chosen to pass the last,
            # raised; the notes on it beside them (``side_rects``)
            strip = parts.strip
            hand_count = held_count(state, seat)
            passing = chosen_to_pass(state, seat) is not None
            backs = min(BACK_SCALE, (strip.height() - PASS_RISE) / CARD_H)
            step = backs_step(backs, crowded=False)
            notes = len(self.hand_notes(seat))
            if notes:
                # the notes' place as with the backs close together, which draws them as large
                # as ever; where that is the column beside the Garrison row, and still is with
                # the backs side by side, the backs stand alone in the strip and spread out
                close = backs_step(backs, crowded=True)
                place, across = self._notes_place(
                    parts, count, backs_width(hand_count, backs, close), notes
                )
                spread = self._notes_place(
                    parts, count, backs_width(hand_count, backs, step), notes
                )
                if across or spread[1]:
                    step = close
                else:
                    place = spread[0]
                self.side_rects[seat] = place
                if across:
                    self.notes_across.add(seat)
            for index in range(hand_count):
                rise = PASS_RISE if passing and index == hand_count - 1 else 0.0
                top = strip.bottom() - CARD_H * backs - rise
                pos = item_pos(QPointF(strip.left() + index * step, top), backs)
                desired[("hand", seat, index)] = (
                    HIDDEN,
                    False,
                    True,
                    False,
                    False,
                    pos,
                    backs,
                    40 + index,
                    ("hand", seat),
                )
        # the viewer's Garrison
        mine = QRectF(table.mine)
        # no wider than the most cards the Garrison can hold (a hand less its victory card,
        # and the Great Hornbill)
        scale = self.table_layout.mine_scale
        most = max(HAND_SIZE[state.players], len(state.garrisons[self.viewer]))
        garrison_box = QRectF(
            mine.left() + 24,
            mine.top() + MINE_ROW - 4,
            min(mine.width() - 48, garrison_row_width(most, CARD_W * scale)),
            CARD_H * scale + 10,
        )
        self._place_garrison(state, self.viewer, garrison_box, scale, desired)
        # their victory card under it, sideways, as the rulebook lays it: in the room the
        # wide arrangement's panel has under its row (``TOTAL_DROP``); else their panel grows
        # down over the place of their hand, empty once the card is laid, to hold it (it lay
        # under the panel's frame, apart from its Garrison: play tester 195), and the end's
        # explanation starts under it (``_notes_area``)
        self.mine_under = False
        if state.victory[self.viewer] is not None:
            top = garrison_box.bottom() + STRIP_MARGIN
            card = min(scale, (mine.bottom() - STRIP_MARGIN - top) / CARD_W)
            if card < VICTORY_LEAST:
                self.mine_under = True
                card = OPP_SCALE
                mine.setBottom(top + CARD_W * card + STRIP_MARGIN)
            box = QRectF(garrison_box.left() + 4, top, CARD_H * card, CARD_W * card)
            self._place_victory(state, self.viewer, box, card, desired)
        self.panel_rects[self.viewer] = mine
        # the viewer's hand, a fan at the bottom; a card chosen to pass at its end, risen
        hand = state.hands[self.viewer]
        fan = fan_size(state, self.viewer)
        passing = chosen_to_pass(state, self.viewer)
        if passing is not None:
            top_left, _angle = table.fan_place(fan_index(state, self.viewer, len(hand)), fan)
            desired[passing.card] = (
                passing.card,
                True,
                True,
                False,
                False,
                item_pos(top_left - QPointF(0, PASS_RISE * 4), HAND_SCALE),
                HAND_SCALE,
                200 + len(hand),
                ("passing", self.viewer),
            )
        for index, held in enumerate(hand):
            top_left, _angle = table.fan_place(fan_index(state, self.viewer, index), fan)
            pending = state.pending
            if pending is not None and pending.give == held.card:
                # given for an exchange: the end it goes in with is the state's (a game
                # reopened since, or another player's turn to watch), no longer the hand's
                top_up = pending.give_top_up
            else:
                top_up = self.orientation.setdefault(held.card, True)
            desired[held.card] = (
                held.card,
                True,
                top_up,
                False,
                False,
                item_pos(top_left, HAND_SCALE),
                HAND_SCALE,
                200 + index,
                ("myhand", index),
            )
        # the ability in progress: its card lies in the ability zone
        zone = QRectF(table.zone)
        if state.pending is not None and state.pending.card in CARDS:
            pos = item_pos(
                QPointF(zone.left() + 20, zone.top() + (zone.height() - CARD_H * 0.95) / 2 + 10),
                0.95,
            )
            desired[state.pending.card] = (
                state.pending.card,
                True,
                True,
                False,
                False,
                pos,
                0.95,
                300,
                ("pending", 0),
            )
        # the discard pile's top is drawn by the pile item; cards going there glide onto it
        self._sync_cards(desired, state)
        self._sync_panels(state, others)
        self._sync_memos(others)
        self._sync_zone(state, zone)
        self._sync_targets()
        self._update_status()
        self._render_hints()
        choices = self.focusables()
        if self._keys_viewer != self.viewer:
            # another person has the screen (hot seat): the last one's cursor is not theirs.
            # Each person's every step starts as their own turn does: framed on the first
            # choice if they last played by keys, else with no frame until their first key (a
            # pass began framed by the last person's keys, a turn did not, and the same arrow
            # then chose another card than the player meant; and a keyboard player's turn
            # began framed alone, the next person's not)
            if self._keys_viewer is not None:
                if self._keys_lead or self._keys_kept:
                    self._keys_seats.add(self._keys_viewer)
                else:
                    self._keys_seats.discard(self._keys_viewer)
            self._frame_unread = self._keys_viewer is not None
            self._keys_kept = False
            self._keys_viewer = self.viewer
            self._keys_lead = self.viewer in self._keys_seats
            self.key_focus = self._first_choice(choices) if self._keys_lead and choices else None
            self._step_from = None
        if self._keys_lead and state.pending is not None and self.key_focus not in choices:
            # U or Enter began an ability's step: the cursor goes to its first target (it
            # stayed on the card played, unseen, and the first arrow skipped that target).
            # Put there by the table, it shows its card large once an arrow moves it: large
            # at once, it covered the Garrison and hand (play tester 152)
            self._step_from = self._step_from or self.key_focus
            self.key_focus = self._first_choice(choices) if choices else self.key_focus
            self._frame_unread = True
        elif state.pending is None and self._step_from is not None:
            if self._keys_lead and self._step_from in choices:
                # cancelled: back on the card it came from, also from a hand card chosen to
                # give (done, the card is gone from the hand: the cursor stays)
                self.key_focus = self._step_from
            self._step_from = None
        elif self._keys_lead and choices and self.key_focus not in choices and not self._reading:
            # the turn of the same keyboard player comes back (after the computer seats'): the
            # frame waits on a card, where a first key press had to bring it; its card shows
            # large once an arrow moves it (``_frame_unread``)
            self.key_focus = self._first_choice(choices)
            self._frame_unread = True
        self._render_cursor()
        self._set_drop_modes(self._drag_over)
        content = table.content()
        if state.phase is Phase.OVER:
            content = content.united(self._notes_rect().adjusted(0, 0, 0, 20))
        self.view.set_content_rect(content)

    def _fan_angle(self, key: Key) -> float:
        where = self.where.get(key)
        if where is None or where[0] != "myhand" or self.state is None:
            return 0.0
        state = self.state
        return self.table_layout.fan_place(
            fan_index(state, self.viewer, where[1]), fan_size(state, self.viewer)
        )[1]

    def _place_garrison(
        self, state: State, seat: int, box: QRectF, scale: float, desired: dict[Key, Placement]
    ) -> None:
        garrison = state.garrisons[seat]
        self.garrison_rects[seat] = QRectF(box)
        card_w = CARD_W * scale
        count = len(garrison)
        step = card_w + CARD_GAP
        if count > 1 and box.width() < garrison_row_width(count, card_w):
            step = (box.width() - 8 - card_w) / (count - 1)
        for index, slot in enumerate(garrison):
            pos = QPointF(box.left() + 4 + index * step, box.top() + 4)
            rect = QRectF(pos.x(), pos.y(), card_w, CARD_H * scale)
            self.slot_rects[(seat, index)] = rect
            shows = self._shows_value(slot)
            card = slot.card if shows else HIDDEN
            key: Key = slot.card if shows else ("slot", seat, index)
            desired[key] = (
                card,
                slot.face_up and shows,
                slot.top_up if shows else True,
                shows and not slot.face_up,
                False,
                item_pos(pos, scale),
                scale,
                100 + index,
                ("slot", seat * 100 + index),
            )

    @staticmethod
    def _notes_place(
        parts: OtherPanel, count: int, backs: float, notes: int
    ) -> tuple[QRectF, bool]:
        """Where the ``notes`` on another player's hand lie with their caption: in the strip,
        at the right of the hand's backs (``backs`` wide), the caption at their left; or, where
        that draws them larger (the strip lower than a note, with the Petal Power on two lines;
        many notes), in a column at the right of their Garrison row of ``count`` cards, down
        to the strip's foot, the caption over them. Says which: True in the strip."""
        strip, row = parts.strip, parts.row
        across = strip.adjusted(backs + (SIDE_GAP if backs else 0.0), 0, 0, 0)
        # the last card's right edge (the row's box is 4 wider), and the keyboard's frame round
        # it as a target: it lay over the column's caption and a note's mark (play tester 196)
        cards_end = row.left() + garrison_row_width(max(1, count), CARD_W * parts.scale) - 4
        column = QRectF(strip).adjusted(0, row.top() - strip.top(), 0, 0)
        column.setLeft(max(cards_end + FRAME_REACH, across.left()))
        if column.width() < MEMO_MIN_W:
            return across, True

        def size(width: float, height: float) -> float:
            _columns, note_w, note_h = memo_grid(width, height, notes)
            return min(note_w / MEMO_W, min(note_h, MEMO_H) / MEMO_H)

        caption = 2 * QFontMetricsF(small_font()).lineSpacing() + 4  # two lines, as a rule
        beside = size(across.width() - KNOWN_CAPTION_W - MEMO_GAP, across.height())
        over = size(column.width(), column.height() - caption)
        return (column, False) if over > beside else (across, True)

    def _shown_victory(self, seat: int) -> str | None:
        """The name of ``seat``'s victory card where it lies face up on the table (the viewer's
        own, every one once the end turns them over), else None."""
        held = self.state.victory[seat] if self.state is not None else None
        item = self.cards.get(held.card) if held is not None else None
        if held is None or item is None or not item.face_up:
            return None
        return (
            self._card_name(held.card) if self.where.get(held.card) == ("victory", seat) else None
        )

    def _place_victory(
        self, state: State, seat: int, box: QRectF, scale: float, desired: dict[Key, Placement]
    ) -> None:
        """The victory card laid sideways in ``box`` (``victory_rects``)."""
        held = state.victory[seat]
        if held is None:
            return
        self.victory_rects[seat] = box
        pos = box.topLeft()
        # a finished game's view knows every victory card; until the reveal turns one over, it
        # shows only what the viewer knew (their own, one they passed its holder)
        over = state.phase is Phase.OVER
        turned = over and (self._turned_over() or seat in self._victory_revealed)
        knew = seat == self.viewer or self.viewer in held.seen_by
        if not knew and not turned:
            # a card the viewer knew in that hand, none of their Garrison cards can be: it is
            # this one (``Rumour``)
            sure = known_by_rumour(state, seat)
            if sure:
                held, knew = HandCard(sure[0], held.seen_by), True
        seen = held.card in CARDS and (knew or turned)
        face_up = seen and (seat == self.viewer or turned)
        # another player's victory card the viewer knows (say, one they passed them)
        memory = seen and not face_up and state.memory_aid
        known = face_up or memory
        key: Key = held.card if known else ("victory", seat)
        # a sideways card: rotated about its centre, so shift the item to keep the box at pos
        w, h = CARD_W * scale, CARD_H * scale
        center = QPointF(pos.x() + h / 2, pos.y() + w / 2)
        at = QPointF(center.x() - CARD_W / 2, center.y() - CARD_H / 2)
        desired[key] = (
            held.card if known else HIDDEN,
            face_up,
            True,
            memory,
            True,
            at,
            scale,
            STRIP_Z,
            ("victory", seat),
        )

    def _sync_cards(self, desired: dict[Key, Placement], state: State) -> None:
        """Reuse items by key so moves glide; a card that changes key is adopted by place."""
        orphans = {key: item for key, item in self.cards.items() if key not in desired}
        new_cards: dict[Key, PetalCardItem] = {}
        new_where: dict[Key, tuple[str, int]] = {}
        for key, (card, face_up, top_up, memory, sideways, pos, scale, z, where) in desired.items():
            item = self.cards.get(key)
            if item is None:
                item = self._adopt(orphans, key, where)
            fresh = item is None
            if item is None:
                item = PetalCardItem(card)
                item.set_palette(self.view.palette_colors)
                item.drag_started.connect(self._on_drag_started)
                item.drag_moved.connect(self._on_drag_moved)
                item.dropped.connect(self._on_dropped)
                item.drag_cancelled.connect(self._on_drag_cancelled)
                item.clicked.connect(self._on_card_clicked)
                item.hovered.connect(self._on_card_hovered)
                item.rotate_requested.connect(self._on_rotate_requested)
                self.scene.addItem(item)
            new_cards[key] = item
            new_where[key] = where
            item.fan_angle = 0.0
            item.flip_progress = 1.0
            in_garrison = where[0] == "slot"
            item.set_look(card, face_up, top_up, memory, sideways, show_up_value=in_garrison)
            item.dimmed = False
            item.set_reach_below(0.0)  # laid out at home, not risen
            animate = not self._first_layout and not fresh
            item.set_home(pos, scale, z, animate=animate)
        discard_pos = self.discard_item.pos()
        for okey, item in orphans.items():
            if item is self.drag_item:
                self.drag_item = None
            if item is self.hover_item:
                self.hover_item = None
            ms = animation.duration(300)
            # not the card of an ability just ended before the viewer's turn: the pile shows
            # it already, and gliding there it stood over "Use ability" as the turn came back
            # (1.5 s on a busy machine, play tester 147)
            ended = self.where.get(okey, ("",))[0] == "pending" and self._legal is not None
            if ms and not self._first_layout and okey in state.discard and not ended:
                # a card going to the discard pile glides onto it, then leaves the scene
                item.pickable = False
                item.target_look = False
                item.fan_angle = 0.0
                item.set_look(str(okey), True, True)
                item.set_home(discard_pos, self.table_layout.discard_scale, 500)
                self._retire(item, ms + 40)
            else:
                item.set_look(HIDDEN, False, True)  # it forgets the card it showed
                item.setVisible(False)
                self._retire(item, 0)
        self.cards = new_cards
        self.where = new_where
        first = state.pending.first if state.pending is not None else None
        for key, item in self.cards.items():
            item.fan_angle = self._fan_angle(key)
            item.apply_rotation()
            item.pickable = self._is_pickable(key)
            kind, place = self.where[key]
            # the first card of an exchange between Garrisons stays marked until the second,
            # and so does the hand card an exchange gives (drawn in the keyboard frame's
            # colour, it read as a second frame beside the one on the targets)
            given = bool(
                kind == "myhand"
                and state.pending is not None
                and state.pending.give == key
                and state.current == self.viewer
            )
            chosen = given or kind == "passing" or (kind == "slot" and divmod(place, 100) == first)
            if kind == "hand":
                # whose, and how many: "A face-down card" said neither (play tester, session 58)
                cards = held_count(state, place)
                template = (
                    tr("%1's hand: %2 card") if singular(cards) else tr("%1's hand: %2 cards")
                )
                places = {"1": self._name(place), "2": str(cards)}
                item.setToolTip(elide(fill(template, places)))
            if kind == "passing":
                assert state.pending is not None
                receiver = self._name(pass_partners(state.pending.pass_order, place)[1])
                item.setToolTip(
                    tr("You pass this card to %1 once everyone has chosen.").replace("%1", receiver)
                )
            maybe: list[Rumour] = []
            if kind == "victory" and not (item.face_up or item.memory) and state.memory_aid:
                maybe = self.in_doubt(place)
                if maybe:
                    # the card known in their hand may be this one: the memory aid forgot it
                    # once they added a card face down (play test)
                    knew = tr(
                        "You knew %1 held %2: it is this card, or one they added face down to"
                        " their Garrison."
                    ).replace("%1", self._name(place))
                    lines = self._maybe_words(maybe, place, partial(str.replace, knew, "%2"))
                    item.setToolTip("\n".join((item.toolTip(), *lines)))
            maybe_here: list[Rumour] = []
            if kind == "slot" and not (item.face_up or item.memory) and state.memory_aid:
                owner, index = divmod(place, 100)
                maybe_here = [rumour for rumour in state.rumours if (owner, index) in rumour.slots]
                # marked "?" on its back as a victory card is, wherever it lies (a card
                # exchanged into another's Garrison had no mark, play test)
                maybe = maybe_here
            self._mark_maybe(item, maybe)
            marked = self.since.marks(kind, place, key)
            item.set_since_mark(marked)
            moves = self.since.moves_at(divmod(place, 100)) if marked and kind == "slot" else []
            if moves:
                # who changed it, and how: the mark said neither (play test)
                lines = [item.toolTip(), self.news.heading(), *dict.fromkeys(moves)]
                item.setToolTip("\n".join(line for line in lines if line))
            if maybe_here:
                # where to look or flip: the note in the hand said only "a card added"
                # (play test)
                owner = divmod(place, 100)[0]
                knew = tr("It may be %1, which you knew in %2's hand.")
                knew = knew.replace("%2", self._name(owner))
                lines = self._maybe_words(maybe_here, owner, partial(str.replace, knew, "%1"))
                told = "\n".join(elide(line) for line in lines)
                item.setToolTip(f"{item.toolTip()}\n{told}")
            mark = tr("Chosen") if chosen else ""
            if mark != item.chosen_mark:
                item.chosen_mark = mark
                item.update()
            if chosen and kind == "slot" and item.home_z <= STRIP_Z:
                # its tag hangs into the strip under the Garrison: under the words there,
                # "Auf der Hand von Rosa kennst du:" left "Gewä…" of it (play tester 219)
                item.home_z = STRIP_Z + 1
                if not item.dragging:
                    item.setZValue(item.home_z)
            if kind == "myhand":
                # while you may act, the cards you cannot use now are greyed
                item.dimmed = self._acting() and not item.pickable

    def _retire(self, item: QGraphicsObject, delay_ms: int) -> None:
        """Take an item off the table later, never inside its own event or signal (this
        layout may run from its mouse release); the board keeps it alive until then."""
        if isinstance(item, PetalCardItem):
            item.pickable = False
        self._retired.append(item)
        QTimer.singleShot(delay_ms, self.scene, lambda: self._drop_item(item))

    def _drop_item(self, item: QGraphicsObject) -> None:
        if item in self._retired:
            self._retired.remove(item)
            if item.scene() is self.scene and item not in self.cards.values():
                animation.stop(item)
                self.scene.removeItem(item)

    def _adopt(
        self, orphans: dict[Key, PetalCardItem], key: Key, where: tuple[str, int]
    ) -> PetalCardItem | None:
        """Keep the item of a card that changed identity (e.g. a hand card now face down)."""
        for okey in list(orphans):
            if self.where.get(okey) == where:
                return orphans.pop(okey)
        kind = where[0]
        seat = where[1] // 100 if kind == "slot" else where[1]
        if kind == "slot":
            for okey in list(orphans):
                owhere = self.where.get(okey)
                if owhere is None:
                    continue
                if (owhere[0] == "hand" and owhere[1] == seat) or (
                    owhere[0] == "myhand" and seat == self.viewer
                ):
                    return orphans.pop(okey)
        if kind == "victory":
            for okey in list(orphans):
                owhere = self.where.get(okey)
                if owhere is not None and (
                    (owhere[0] == "hand" and owhere[1] == seat)
                    or (owhere[0] == "myhand" and seat == self.viewer)
                ):
                    return orphans.pop(okey)
        return None

    def _in_my_hand(self, key: Key) -> bool:
        where = self.where.get(key)
        return where is not None and where[0] == "myhand"

    def _is_pickable(self, key: Key) -> bool:
        if not self._acting() or not self._in_my_hand(key):
            return False
        assert self.state is not None
        if self.state.phase in (Phase.HORNBILL, Phase.TURN):
            return self._may_add(str(key)) or key in self.uses
        # choosing a hand card (give or pass): clicks, and rotation for the give
        return any(card == key for card, _ in self.hand_choices) or key in self.passes

    # -- panels, labels, zone ----------------------------------------------------------------
    def _panel(self, key: object, rect: QRectF) -> PanelItem:
        panel = self._panels.get(key)
        if panel is None:
            panel = PanelItem(rect)
            panel.palette_colors = self.view.palette_colors
            self.scene.addItem(panel)
            self._panels[key] = panel
        panel.set_rect(rect)
        panel.setVisible(True)
        return panel

    def _label(self, key: object, size: float = 14, bold: bool = False) -> LabelItem:
        label = self._labels.get(key)
        if label is None:
            label = LabelItem("", size, bold)
            label.palette_colors = self.view.palette_colors
            label.setZValue(60)
            self.scene.addItem(label)
            self._labels[key] = label
        label.setVisible(True)
        return label

    def _note_text(self, note: Note, players: int) -> str:
        """An engine note in the user's language, with the names shown at this table of
        ``players`` (passed in: a deal may end before anyone has taken the screen, while the
        board has no state yet)."""
        return tr_note(note, [self._name(seat) for seat in range(players)])

    def _name(self, seat: int) -> str:
        if 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return tr("Player %1").replace("%1", str(seat + 1))

    def _card_name(self, card_id: str) -> str:
        """A card's name as a move tells it (``told_name``)."""
        card = CARDS.get(card_id)
        if card is None:
            return tr("a face-down card")
        return told_name(faces.card_title(card))

    def _hand_card_name(self, card_id: str, view: Any) -> str:
        """A card of the mover's hand by name, and by its two Petal Powers when the hand holds
        another of that name (by its ability where their powers are alike too): "Pass
        Pangolin to Ben" did not say which of two Pangolins (play test)."""
        name = self._card_name(card_id)
        if not isinstance(view, State) or not 0 <= view.current < len(view.hands):
            return name
        card = CARDS[card_id]
        twins = [
            CARDS[held.card]
            for held in view.hands[view.current]
            if held.card != card_id
            and held.card in CARDS
            and faces.card_title(CARDS[held.card]) == faces.card_title(card)
        ]
        if not twins:
            return name
        if any((twin.top, twin.bottom) == (card.top, card.bottom) for twin in twins):
            # two Dusky Leaf Langurs, both +3 / 0, differ by their ability alone (play test)
            return fill(tr("%1 (%2)"), {"1": name, "2": faces.ability_text(card).rstrip(".")})
        return fill(
            tr("%1 (%2 / %3)"),
            {"1": name, "2": points_text(card.top), "3": points_text(card.bottom)},
        )

    def _power_parts(self, display: State, seat: int) -> list[str]:
        """A Garrison's Petal Power and how many of its cards it leaves out (face down); two
        parts, so that a narrow panel can put them on two lines."""
        power, unknown = scoring.garrison_power(display, seat)
        parts = [tr("Petal Power %1").replace("%1", points_text(power))]
        # "face down" read as a count of the backs, and a card one had looked at left it
        if unknown == 1:
            parts.append(tr("1 card not counted"))
        elif unknown:
            parts.append(tr("%1 cards not counted").replace("%1", str(unknown)))
        return parts

    def _fit(self, label: LabelItem, parts: Sequence[str], smallest: float | None = None) -> None:
        """Write a panel line fitted to its label's box (``fit_lines``), tooltip included; down
        to a ``smallest`` type (if given), a line that does not fit is written smaller before it
        is cut (the narrow panels of a five-player table in a tall window)."""
        size = label.font.pointSizeF()
        while True:
            text, tip = fit_lines(parts, label.font, label.width)
            if not tip or smallest is None or size - 1 < smallest:
                break
            size -= 1
            label.font.setPointSizeF(size)
        label.set_text(text)
        label.setToolTip(tip)

    def _title_without_level(self, header: LabelItem, name: str, title: str) -> None:
        """Another player's title as their name alone (``name``, with its marks), the title
        with their level (``title``) kept in its tooltip."""
        header.font.setPointSizeF(16)
        self._fit(header, [name], SQUEEZED_TEXT)
        header.setToolTip(title)

    def _name_marks(self, state: State, seat: int) -> str:
        """The marks in front of a player's name (the turn's ▶, the first player's ★), so
        that a long name is cut, not the marks."""
        turn = state.phase is not Phase.OVER and self._seat_at_play(state) == seat
        return ("▶ " if turn else "") + ("★ " if seat == state.first_player else "")

    def _count_room(self, state: State, seat: int) -> float:
        """How wide another player's hand count may be beside their name (as small as
        ``_fit`` writes the name); a name cut beside the fewest words keeps ``COUNT_W``."""
        header_font = QFont(self._label(("header", seat), 16, True).font)
        header_font.setPointSizeF(SQUEEZED_TEXT)
        marks_and_name = self._name_marks(state, seat) + self._name(seat)
        named = QFontMetricsF(header_font).horizontalAdvance(marks_and_name) + TEXT_SLACK
        room = self.panel_rects[seat].width() - 16 - 12 - 10 - named
        least = count_metrics().horizontalAdvance(str(held_count(state, seat))) + 8
        return max(room, COUNT_W) if room < least else room

    def _shared_pass_form(self, state: State, others: list[int]) -> int:
        """Which form of a passing player's count (``pass_count_forms``, fewest words last)
        every passing panel shows, the longest that the narrowest room takes: one panel read
        "2 in hand (1 passed, held until all pass)" beside another's "2 in hand, 1 passed"
        (play tester 211). A panel with room for none shows the number alone."""
        metrics = count_metrics()
        forms = pass_count_forms()
        shared = 0
        for seat in others:
            if not held_count(state, seat) or chosen_to_pass(state, seat) is None:
                continue
            room = self._count_room(state, seat)
            in_hand = str(len(state.hands[seat]))
            fits = (
                index
                for index, form in enumerate(forms)
                if metrics.horizontalAdvance(form.replace("%1", in_hand)) + 8 <= room
            )
            shared = max(shared, next(fits, 0))
        return shared

    def _sync_panels(self, state: State, others: list[int]) -> None:
        over = state.phase is Phase.OVER
        display = self.display_state()
        used: set[object] = set()
        at_play = self._seat_at_play(state)
        pass_form = self._shared_pass_form(state, others)
        titled: dict[int, tuple[LabelItem, str, str]] = {}
        """Another player's title that names a level: its label, without the level, with it."""
        dropped = False
        for seat in [*others, self.viewer]:
            rect = self.panel_rects[seat]
            panel = self._panel(("panel", seat), rect)
            turn = not over and at_play == seat
            panel.emphasis = turn
            marks = self._name_marks(state, seat)
            used.add(("panel", seat))
            name = self._name(seat)
            mine = seat == self.viewer
            # another player's name stops short of their hand count (flush right); their
            # Petal Power has the panel's width, their hand's backs being in the strip under
            # their Garrison: one line where every panel has room for it (``power_lines``)
            cards = held_count(state, seat)
            count = self._label(("count", seat), SMALL_TEXT, True)
            count.font.setPointSizeF(SMALL_TEXT)  # ``_fit`` may have made it smaller
            passing = chosen_to_pass(state, seat) is not None and not mine
            count_text = tr("%1 in hand").replace("%1", str(cards)) if cards else tr("no cards")
            count_w = min(COUNT_W, QFontMetricsF(count.font).horizontalAdvance(count_text) + 8)
            if cards and not mine:
                # as wide as the name beside it leaves, in fewer words where the whole does
                # not fit, down to the number alone (its tooltip says the rest): the card
                # passed is held apart until every card changes hands at once, and a count
                # that did not say so read as a pass not made (play tester, session 56);
                # "5 in hand (1 passed, held until all p…" was cut at four players on
                # 1280×720 (play tester 176). Beside the name alone, its level
                # left to the tooltip: beside both, even fewer words were cut ("4 auf der
                # Hand, 1 weitergegebe…" at 1024×640, "5 in hand, 1 pass…", play testers 185
                # and 186)
                beside_name = self._count_room(state, seat)
                metrics = QFontMetricsF(count.font)
                forms = pass_count_forms()[pass_form:] if passing else [tr("%1 in hand")]
                # the cards in their hand now, the card passed apart: counted in, "1 in
                # hand, 1 passed" of an empty hand read as two cards (play tester 187)
                in_hand = str(len(state.hands[seat]))
                count_text = next(
                    (
                        text
                        for text in (form.replace("%1", in_hand) for form in forms)
                        if metrics.horizontalAdvance(text) + 8 <= beside_name
                    ),
                    in_hand,
                )
                count_w = metrics.horizontalAdvance(count_text) + 8
            tag = self._label(("victory", seat), SMALL_TEXT) if seat in self.victory_rects else None
            if tag is not None:
                tag.setZValue(STRIP_Z)
                tag.color = self.view.palette_colors.muted_text
                card = self.victory_rects[seat]
                words = self.victory_words
                metrics = QFontMetricsF(tag.font)
                shown = self._shown_victory(seat)
                if shown is not None:
                    # face up, it is named beside it: sideways and small, its own name ran
                    # across and was not read (at 1366×768, five players, 41 pixels wide)
                    edge = rect.right() - 16 if mine else self.strip_rects[seat].right()
                    room = max(caption_width(), edge - card.right() - CAPTION_GAP)
                    named = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room - 8)
                    words = f"{tr('Victory card')}\n{named}"
                tag_w = max(metrics.horizontalAdvance(line) for line in words.split("\n")) + 8
                write_lines(tag, tag_w, words, shown or "")
                tag.wrap = True  # its lines are written out; wrapping keeps them so
                used.add(("victory", seat))
                # at the card's right, level with its top
                tag.alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                tag.setPos(card.right() + CAPTION_GAP, card.top())
            gaps = 12 + 10  # from the panel's edge, and before the line
            room = 700.0 if mine else rect.width() - 16 - count_w - gaps
            if mine:
                beside_count = self.garrison_rects[seat].right() - rect.left() - 16
            else:
                beside_count = rect.width() - 32
            header = self._label(("header", seat), 18 if mine else 16, True)
            header.font.setPointSizeF(18 if mine else 16)  # ``_fit`` may have made it smaller
            header.set_box(room, 36 if mine else 30)
            header.setPos(rect.left() + 16, rect.top() + (8 if mine else 4))
            title = (
                tr("Your Garrison (%1)").replace("%1", name)
                if mine and not self.watching
                else self.seat_title(seat, name)
            )
            # another player's name smaller before it is cut (beside a victory card's caption
            # in a narrow panel)
            self._fit(header, [marks + title], None if mine else SQUEEZED_TEXT)
            if not mine and title != name:
                titled[seat] = (header, marks + name, marks + title)
                # their level goes before their name is cut ("Rosa · KI nor…", "★
                # Margarete ·…" at five players, 1024×640 with History, play tester 186),
                # from every title after the loop
                dropped = dropped or bool(header.toolTip())
            if seat == state.first_player and not header.toolTip():
                # the mark was explained nowhere but in the priority legend's Hornbill
                header.setToolTip(tr("★ First player: began with the Great Hornbill."))
            used.add(("header", seat))
            power = self._label(("power", seat))
            power.font.setPointSizeF(14)
            power_parts = self._power_parts(display, seat)
            # another's on one line as far as their hand's backs: held to 360 as the viewer's
            # is, "Blütenkraft +3 · 2 Karten nicht gezählt" broke onto two lines in a wide
            # panel, where the shorter "Blütenkraft 0 · 1 Karte nicht gezählt" did not (play test)
            power_w = beside_count
            if mine:
                # one line up to the Garrison row's width: on two, the Petal Power ran under
                # the up value of a face-up card (the French "1 carte non comptée"); no wider
                # than that line, so the keyboard's card preview may still lie beside it
                line = QFontMetricsF(power.font).horizontalAdvance(" · ".join(power_parts))
                power_w = min(beside_count, max(360.0, line + TEXT_SLACK))
            one_line = not mine and self.power_lines == 1
            power.set_box(power_w, POWER_H / 2 if one_line else POWER_H)
            power.setPos(rect.left() + 16, rect.top() + (MINE_POWER_TOP if mine else POWER_TOP))
            power.alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            power.color = self.view.palette_colors.muted_text
            # on one line, written smaller rather than broken: the Garrison row starts under it
            shown = [" · ".join(power_parts)] if one_line else power_parts
            self._fit(power, shown, smallest=SQUEEZED_TEXT)
            used.add(("power", seat))
            if mine and state.players >= 3 and not over:
                self._sync_turn_order(rect, [header, power])
                used.add("turn-order")
            if not mine:
                # in the top right corner, beside the name
                count.set_box(count_w, COUNT_H)
                count.alignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                lift = COUNT_LIFT if chosen_to_pass(state, seat) is not None else 0.0
                count.setPos(rect.right() - 12 - count_w, rect.top() + CAPTION_TOP - lift)
                self._fit(count, [count_text], SQUEEZED_TEXT)
                count.setToolTip(
                    tr("%1 has chosen the card to pass to %2; it changes hands once everyone has.")
                    .replace("%1", name)
                    .replace("%2", self._name(pass_partners(state.pending.pass_order, seat)[1]))
                    if state.pending is not None and chosen_to_pass(state, seat) is not None
                    else tr("%1 in hand").replace("%1", count_text)
                    if count_text == str(cards)  # the number alone
                    else ""
                )
                used.add(("count", seat))
                notes = self.hand_notes(seat)
                if notes:
                    # with the notes (``_sync_memos``): at their left in the strip, or over
                    # them beside the Garrison row
                    side = self.side_rects[seat]
                    caption = self._label(("known", seat), SMALL_TEXT)
                    caption.setZValue(STRIP_Z)
                    caption.backed = True
                    caption.color = self.view.palette_colors.muted_text
                    text, tip, width = self._known_caption_in(seat, name, caption.font, side)
                    write_lines(caption, width, text, tip)
                    caption.setPos(side.left(), side.top())
                    used.add(("known", seat))
        if dropped:
            # one wording for the table: a level dropped from one crowded title goes from
            # every title, as a pass's hand counts do; dropped from some, the others seemed
            # the only computers with a level (German, five players, 1024×700, play tester 213)
            for header, *words in titled.values():
                self._title_without_level(header, *words)
        # the discard pile and the table total (beside the viewer's Garrison, or above it)
        discard_rect = QRectF(self.table_layout.discard)
        self._panel("discard", discard_rect)
        used.add("discard")
        self.discard_item.setPos(QPointF(discard_rect.left() + 30, discard_rect.top() + 46))
        self.discard_item.setScale(self.table_layout.discard_scale)
        self.discard_item.set_cards(
            state.discard, self._pile_words(state), bool(self.since.removed)
        )
        self.discard_item.palette_colors = self.view.palette_colors
        label = self._label("discard-title", 15, True)
        label.set_box(210, 30)
        label.setPos(discard_rect.left() + 16, discard_rect.top() + 8)
        label.set_text(tr("Discard pile (%1)").replace("%1", str(len(state.discard))))
        used.add("discard-title")
        if state.set_aside:
            aside = self._label("set-aside", SMALL_TEXT)
            aside.color = self.view.palette_colors.muted_text
            unseen = len(state.set_aside)
            text = (
                tr("1 card set aside unseen")
                if unseen == 1
                else tr("%1 cards set aside unseen").replace("%1", str(unseen))
            )
            shown, _cut = wrap_text(text, aside.font, 200, 2)
            # how many are dealt, said under it: "1 card set aside unseen" at four players
            # explained nothing to a newcomer who did not point at it (play tester 143). A
            # discard panel as high as a Garrison has no room for it under a thick pile: there
            # it is said under the pointer
            deck = len(cards_for(state.players))
            dealt = (
                tr("%1 of the %2 cards are dealt.")
                .replace("%1", str(deck - unseen))
                .replace("%2", str(deck))
            )
            counted, _cut = wrap_text(dealt, aside.font, 200, 2)
            # why some cards are out of play: a newcomer at two players found it nowhere
            # but in the rules page's setup table (play test)
            # in a match, each deal is dealt from all the cards again: "this game" read as
            # the whole match
            why = (
                tr(
                    "The rules set these cards aside face down before the deal: nobody sees"
                    " them, and they stay out of this deal."
                )
                if state.match
                else tr(
                    "The rules set these cards aside face down before the deal: nobody sees"
                    " them, and they stay out of this game."
                )
            )
            tip = f"{text}\n{dealt}\n{why}"
            # under a thick pile, fewer words before fewer facts: a maximised window kept
            # "4 cards set aside unseen" and dropped how many are dealt (play tester 211)
            short = (
                tr("1 set aside unseen")
                if unseen == 1
                else tr("%1 set aside unseen").replace("%1", str(unseen))
            )
            short_dealt = fill(tr("%1 of %2 dealt"), {"1": str(deck - unseen), "2": str(deck)})
            room = discard_rect.bottom() - 8 - self.discard_item.sceneBoundingRect().bottom()
            metrics = QFontMetricsF(aside.font)
            forms = [f"{shown}\n{counted}", shown]
            if all(metrics.horizontalAdvance(line) <= 200 for line in (short, short_dealt)):
                forms.insert(1, f"{short}\n{short_dealt}")
            for lines in forms:
                write_lines(aside, 200, lines, tip)
                if aside.height <= room:
                    break
            aside.setPos(discard_rect.left() + 16, discard_rect.bottom() - 8 - aside.height)
            used.add("set-aside")
        used |= self._sync_total(state, display, over)
        if over and self._reveal_key is not None:
            used.update(("notes", "notes-title", "verdict"))
        for key, item in self._panels.items():
            if key not in used:
                item.setVisible(False)
        for key, label_item in self._labels.items():
            if key not in used:
                label_item.setVisible(False)

    def _sync_turn_order(self, rect: QRectF, beside: Sequence[LabelItem]) -> None:
        """At three players or more, the turn order in the top right corner of the viewer's
        panel (``rect``), right of its lines ``beside``: nothing on the table said who plays
        after whom, nor who sat on one's left, where passes go (play tester 143). The other
        players' panels stand in that order, left to right."""
        label = self._label("turn-order", SMALL_TEXT)
        label.color = self.view.palette_colors.muted_text
        others = self._others()
        you = self._name(self.viewer) if self.watching else tr("you")
        order = " → ".join([you, *(self._name(seat) for seat in others)])
        lead = tr("Turn order, to the left:")
        why = tr(
            "Turns go clockwise, each to the player on the left; cards passed go to the left"
            " too. On your left: %1."
        ).replace("%1", self._name(others[0]))
        metrics = QFontMetricsF(label.font)
        written = [
            QFontMetricsF(item.font).horizontalAdvance(line)
            for item in beside
            for line in item.text.split("\n")
        ]
        left = rect.left() + 16 + max(written, default=0.0) + 24
        top = rect.top() + 12
        right = rect.right() - 16
        room = max(0.0, right - left) - TEXT_SLACK
        whole = f"{lead} {order}"
        if metrics.horizontalAdvance(whole) <= room:
            shown = whole
        else:
            shown = "\n".join(
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
                for line in (lead, order)
            )
        # as wide as its words: the rest of the line stays free for the cursor's card
        # preview, which lies clear of the table's words
        width = max(metrics.horizontalAdvance(line) for line in shown.split("\n")) + TEXT_SLACK
        write_lines(label, width, shown, f"{whole}\n{why}")
        label.alignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
        label.setPos(right - width, top)

    def _known_caption_in(
        self, seat: int, name: str, font: QFont, side: QRectF
    ) -> tuple[str, str, float]:
        """The caption of the notes on ``seat``'s hand (``_known_caption``) where they lie
        (``side``), its tooltip and its width. At their left in the strip under the Garrison:
        on one line where the notes keep their whole width beside it, else in as few lines as
        the strip holds, as narrow as that lets it be; over them beside the Garrison row, as
        wide as they are."""
        notes = self.hand_notes(seat)

        def known(width: float) -> tuple[str, str]:
            return self._known_caption(
                name,
                font,
                width,
                sure=any(sure for _, sure in notes),
                maybe=not all(sure for _, sure in notes),
                others=self._others_holding(seat),
            )

        if seat not in self.notes_across:
            return (*known(side.width()), side.width())
        metrics = QFontMetricsF(font)
        width = side.width() - len(notes) * (MEMO_W + MEMO_GAP)
        if width > KNOWN_CAPTION_W:
            text, tip = known(width)
            if "\n" not in text and not tip:
                return text, tip, metrics.horizontalAdvance(text) + TEXT_SLACK
        most = max(1, lines_fitting(font, side.height()))
        width = KNOWN_CAPTION_W
        text, tip = known(width)
        while text.count("\n") >= most and width < side.width() - MEMO_MIN_W:
            width += 10
            text, tip = known(width)
        return text, tip, width

    @staticmethod
    def _known_caption(
        name: str,
        font: QFont,
        width: float,
        *,
        sure: bool = True,
        maybe: bool = False,
        others: str = "",
    ) -> tuple[str, str]:
        """ "In Ada's hand you know:" over the notes beside a narrow Garrison ("Ada may still
        hold:" when none is ``sure``, "Ada or Ben may hold:" when each may be with ``others``
        too; with some sure, some a ``maybe``, it says what the "?" means: it said "you know"
        of two maybes, play test): on two lines when one would cut the name, or three (French
        puts the name in the middle: "Dans la main de Daisy, vous connaissez :" showed "Dans
        la main de Da…" on one line, the line under it empty); the name cut only when three
        are not enough."""
        if sure and maybe:
            template = tr("In %1's hand you know (?: maybe):")
        elif sure:
            template = tr("In %1's hand you know:")
        elif others:
            template = tr("%1 or %2 may hold:").replace("%2", others)
        else:
            template = tr("%1 may still hold:")
        text, tip = fit_name(template, name, font, width)
        if not tip:
            return text, tip
        # elided as on one line: on two, "Dans la main de Iris" (play test)
        whole = elide(template.replace("%1", name))
        for most in range(2, KNOWN_CAPTION_LINES + 1):
            lines, cut = wrap_text(whole, font, width, most)
            if not cut:
                return lines, ""
        for kept in range(len(name) - 1, 0, -1):
            short = elide(template.replace("%1", name[:kept].rstrip() + "…"))
            lines, cut = wrap_text(short, font, width, KNOWN_CAPTION_LINES)
            if not cut:
                return lines, whole
        return wrap_text(whole, font, width, KNOWN_CAPTION_LINES)

    def _total_counted(self, state: State, display: State, over: bool) -> str:
        """What the total beside it counts: while the deal is played, the lowest and highest
        total the face-down cards the viewer has not seen could make (the engine's
        ``possible_totals``; "5 face-down cards are not counted" left a strong player to work
        that out, an experienced player's wish); at the end, the cards the reveal has yet to
        turn over."""
        if over:
            unknown = sum(scoring.garrison_power(display, seat)[1] for seat in range(state.players))
            if unknown == 1:
                return tr("counting the cards shown to you; 1 face-down card is not counted")
            if unknown:
                counted = tr("counting the cards shown to you; %1 face-down cards are not counted")
                return counted.replace("%1", str(unknown))
            return tr("every Garrison card counted")  # victory cards are not in the total
        totals = possible_totals(state)
        if not totals.unknown:
            return tr("every Garrison card counted")
        # what may yet be, not what is likely: "make it between −4 and 18" read against the
        # hint's "will likely end between 3 and 16" as two ranges at odds (play tester 176)
        if totals.unknown == 1:
            counted = tr(
                "counting the cards shown to you; with the face-down card, possible: %2 to %3"
            )
        else:
            counted = tr(
                "counting the cards shown to you; with the %1 face-down cards, possible: %2 to %3"
            )
        low, high = number_text(totals.low), number_text(totals.high)
        return fill(counted, {"1": str(totals.unknown), "2": low, "3": high})

    def _sync_total(self, state: State, display: State, over: bool) -> set[object]:
        """The table total's panel: title, total, legend, last move and match standings (beside
        the "Previous deal" button, which squeezed the title onto two lines at its side) stacked by
        their measured heights, so that no line runs into another in any language; when the
        panel runs short, the last move gives way to the standings, which are cut (tooltip)
        only as a last resort. Returns the keys of the panel and labels shown."""
        rect = QRectF(self.table_layout.total)
        self._panel("total", rect)
        used: set[object] = {"total", "total-title", "total-sub", "legend"}
        gap = 6.0
        left, width = rect.left() + 16, rect.width() - 32
        y = rect.top() + 8
        button = self.last_deal_button
        # while the match's last deal is turned over, its points are not known yet (nor is
        # "Previous deal…" about the deal before it); nor while a deal's window turns its cards
        # over: the standings beside it told the deal's points before its last card was turned
        # (play test)
        revealing = over and not self.ending_done()
        # nor while the deal on the table is the one its open window is about
        button.setVisible(
            state.match and bool(state.history) and not revealing and not self._between_deals(state)
        )
        self._name_last_deal_button(over)
        reading = self._reading_deal and self._deal_read == len(state.history)
        title = self._label("total-title", 16, True)
        title_text = tr("Total Petal Power of all Garrisons")
        # on the total's line where the panel is wide enough (the tall arrangement's, 1250
        # wide but 38 lower for the strip under the other players' Garrisons: a German
        # round's moves since the viewer's last were dropped at 1024×700 with History open)
        title_w = QFontMetricsF(title.font).horizontalAdvance(title_text) + TEXT_SLACK
        title_beside = width - title_w - TITLE_GAP - 130 >= TOTAL_SUB_LEAST
        if title_beside:
            write_lines(title, title_w, title_text, "")
        else:
            write_lines(title, width, *wrap_text(title_text, title.font, width, 3))
        title.setPos(left, y)
        if title_beside:
            left += title_w + TITLE_GAP
            width -= title_w + TITLE_GAP
        else:
            y += title.height + gap
        # the total, large, and beside it what it leaves out; a sum, so unsigned as the
        # result's notes write it ("14"), where each Garrison's share is signed ("+14")
        total = self._label("total", 28, True)
        shown_total = scoring.total_power(display)
        write_lines(total, 120, *fit_lines([number_text(shown_total)], total.font, 120))
        counted = self._total_counted(state, display, over)
        sub = self._label("total-sub", 14)
        sub.color = self.view.palette_colors.muted_text
        shown, cut = wrap_text(counted, sub.font, width - 130)
        # where the cards are, the other half of counting them
        more = tr("Click here or press C: the deal's cards, where each is as far as you know.")
        write_lines(sub, width - 130, shown, "\n\n".join(filter(None, (cut, more))))
        sub.setCursor(Qt.CursorShape.PointingHandCursor)
        row = max(total.height, sub.height)
        total.set_box(total.width, row)
        sub.set_box(sub.width, row)
        total.setPos(left, y)
        sub.setPos(left + 130, y)
        if title_beside:  # the title's line level with the number's middle
            title.setPos(title.x(), y + (row - title.height) / 2)
            left, width = rect.left() + 16, rect.width() - 32
        y += row + gap
        legend = self._label("legend", SMALL_TEXT)
        legend.glyph_colors = legend_colors(self.view.palette_colors)
        full_legend = tr(
            "Priority: 1. ▼ Snail / Spider below 0 · 2. ◆ Katydid 7 or less ·"
            " 3. ⬢ Frog 12 or more · 4. ● Blue Squad 8 or more ·"
            " 5. ★ Hornbill if nobody else wins"
        )

        shorter_legends = [
            # the animals still named: the marks alone, where the names fitted, read as a
            # puzzle (a match's third deal at 1920×1080, play test); numbered as the whole
            # legend is: without the order, a newcomer read a plain list (play test), and the
            # arrows that told it here vanished at a line break (play tester 190). "1 ▼", not
            # "1. ▼": the points took the line this form saves (English, 620 wide)
            tr(
                "Priority: 1 ▼ Snail / Spider < 0 · 2 ◆ Katydid ≤ 7 · 3 ⬢ Frog ≥ 12 ·"
                " 4 ● Blue Squad ≥ 8 · 5 ★ Hornbill otherwise"
            ),
            # numbers would take it to two lines
            tr("Priority: ▼ < 0 › ◆ ≤ 7 › ⬢ ≥ 12 › ● ≥ 8 › ★ otherwise"),
        ]

        forms = len(shorter_legends)

        how = priority_tip()
        # the categories the total shown meets marked where they are listed: a learner found
        # nothing there saying which of them the total reached (play tester 210)
        met = [
            mark
            for mark, category in LEGEND_MARKS
            if category != "hornbill" and scoring.condition_met(category, shown_total)
        ]
        legend.mark_glyphs(frozenset(met))
        if met:
            shaded = tr("Shaded: the categories whose condition the total shown, %1, meets.")
            how = f"{how}\n\n{shaded.replace('%1', number_text(shown_total))}"

        def write_legend(text: str) -> None:
            shown, cut = legend_lines(text, legend.font, width)
            write_lines(legend, width, shown, "\n\n".join(filter(None, (cut, how))))

        def shorten_legend() -> float:
            """The legend one form shorter (the animals' names with their marks and bounds,
            then the marks alone), its words whole in its tooltip; how much higher it now
            ends (0 once it is in the marks alone)."""
            taller = legend.height
            while shorter_legends:
                write_legend(shorter_legends.pop(0))
                legend.setToolTip(f"{full_legend}\n\n{how}")
                if legend.height < taller:
                    break
            return taller - legend.height

        write_legend(full_legend)
        # as short as it has been this deal at this size: it grew back when the moves since
        # the viewer's were few, and the panel's lines jumped from turn to turn (play test)
        shape = (state.deal, state.players, round(width), round(rect.height()), full_legend)
        for _form in range(self._legend_forms.get(shape, 0)):
            shorten_legend()
        legend.setPos(left, y)
        y += legend.height + gap
        # the foot: the match standings across the panel
        bottom = rect.bottom() - 10
        foot = bottom
        last: LabelItem | None = None
        # the last move, at the end too (the move that ended the game is easily missed), or
        # the moves since the viewer's last
        if self.last_move or self._news_lines() is not None:
            last = self._label("last-move", 14)
            last.color = self.view.palette_colors.accent
            used.add("last-move")
        if state.match:
            match = self._label("match", 14, True)
            points = state.vp
            if (revealing or reading) and state.history:
                points = state.vp_after(len(state.history) - 1)
            pairs = [seat_points(self._name(seat), str(vp)) for seat, vp in enumerate(points)]
            # a match decided before its last deal says so beside the points that decided it
            # (the last deal of a match lost 6 to 0 read as open, play tester 208); the line
            # drops it before it would cut the points, and the tooltip tells it whole
            decided = scoring.decided_match(state, len(state.history) - (revealing or reading))
            verdict = "" if decided is None else self._note_text(decided, state.players)
            sources = [tr("Deal %1 of %2 · Victory Points: %3")]
            if decided is not None:
                names = join_names([self._name(seat) for seat in decided.seats], tr_engine)
                won = tr("Deal %1 of %2 · Victory Points: %3 · %4 has won the match")
                sources.insert(0, won.replace("%4", names))
            templates = [
                source.replace("%1", str(state.deal)).replace("%2", str(MATCH_DEALS))
                for source in sources
            ]
            spacing = QFontMetricsF(match.font).lineSpacing()
            button.palette_colors = self.view.palette_colors
            # "Previous deal…" at the right of the standings, or under them when they would be cut
            # beside it; the last move keeps one line, unless the standings need it: everyone's
            # points come first (the last move is in History too)
            last_line = QFontMetricsF(last.font).height() + gap if last is not None else 0.0
            row = max(spacing, button.height) if button.isVisible() else spacing
            while foot - y < row + last_line and shorter_legends:
                # a line of standings and one of the last move had no room under the whole
                # legend, and were drawn over it (German, History open beside the table)
                y -= shorten_legend()
            sides = (True, False) if button.isVisible() else (False,)
            while True:
                for keep_last, beside in [(k, b) for k in (bool(last), False) for b in sides]:
                    text_width = width - button.width - 16 if beside else width
                    # each "name: points" on one line ("… Victory Points: Player" over "1: 0…")
                    standings = ", ".join(
                        held_together(pair, match.font, text_width) for pair in pairs
                    )
                    under = button.height + gap if button.isVisible() and not beside else 0.0
                    room = foot - y - under - (last_line if keep_last else 0.0)
                    most = max(1, lines_fitting(match.font, room))
                    for line_template in templates:
                        text = line_template.replace("%3", standings)
                        lines, tip = wrap_text(text, match.font, text_width, most)
                        if not tip:
                            break
                    if not tip:
                        break
                if keep_last or not shorter_legends or last is None:
                    break
                # the standings on two lines left the moves since the viewer's no room under
                # the whole legend (German, the first deal, History open): the legend gives way
                y -= shorten_legend()
            if not keep_last:
                used.discard("last-move")
                last = None
            write_lines(
                match, text_width, lines, "\n\n".join(filter(None, (tip, verdict, match_tip())))
            )
            if beside:
                row = max(match.height, button.height)
                match.setPos(left, foot - (row + match.height) / 2)
                button.setPos(rect.right() - 16 - button.width, foot - (row + button.height) / 2)
                foot -= row
            else:
                button.setPos(rect.right() - 16 - button.width, foot - button.height)
                match.setPos(left, foot - under - match.height)
                foot = match.y()
            used.add("match")
        if last is not None:
            # over the standings' gap, else into the panel's margin, short of its edge: the
            # lines' count by their spacing alone had given the list that room (and in a match
            # ran it into the standings), and one line fewer left a French turn unnamed
            end = foot - gap if state.match else rect.bottom() - 2

            def rows_left() -> int:
                return max(1, lines_fitting(last.font, end - y))

            room = rows_left()
            news = self._news_lines()

            def news_short(room: int) -> bool:
                """The moves since the viewer's last want a shorter legend in ``room`` lines:
                too few lines, or not all whole, or (the whole legend still up) whole only
                without the last cards laid as victory cards: the legend's names stay in its
                short form, and the newest move lost its end at 1400×900 in German once the
                strip under the other players' Garrisons had taken the total's felt."""
                assert news is not None
                if room < 3:
                    return True
                shown, _text, tip = self._fitted_news(news, last.font, width, room)
                whole = cut_movers(news[2], self.seat_names, last.font, width)
                return bool(tip) or (len(shorter_legends) == forms and shown != whole)

            while news is not None and shorter_legends and news_short(room):
                # too few lines, or not all whole: a shorter legend, on fewer lines, makes
                # room for the moves since the viewer's last (a five-player round was told as
                # its latest move)
                y -= shorten_legend()
                room = rows_left()
            if news and room >= 3:  # with room for one move only, "Last move — …" says it
                last.setPos(left, y)
                self._write_news(last, *news, width, room)
            else:
                # the newest turn alone: with news, told whole, not its last step ("Iris:
                # Rotate card 1…" read as a plain rotation, the flip before it gone), every
                # turn in the tooltip
                newest: Callable[[int], tuple[str, str]]
                if news:
                    newest = partial(self._newest_fitted, news[2][-1], last.font, width)
                elif self.news.last_turn:
                    newest = partial(self._newest_fitted, self.news.last_turn, last.font, width)
                else:
                    newest = partial(wrap_keeping_end, self.last_move, last.font, width)
                while newest(room)[1] and shorter_legends:
                    # whole, room allowing, as the moves since the viewer's are: a German
                    # exchange kept to three lines ended in "(Malaiischer Roter Harlekin) · …"
                    # under the whole legend (play tester 146)
                    y -= shorten_legend()
                    room = rows_left()
                text, tip = newest(room)
                last.setPos(left, y)
                write_lines(last, width, text, "\n".join([news[0], *news[2]]) if news else tip)
        self._legend_forms[shape] = forms - len(shorter_legends)
        return used

    def _write_news(
        self,
        last: LabelItem,
        heading: str,
        cut_heading: CutHeading,
        moves: tuple[str, ...],
        width: float,
        room: int,
    ) -> None:
        """The heading and the moves since the viewer's last in ``room`` lines from ``last``'s
        place: each whole when they fit; else each on a line of its own at least, the newest
        first wrapped, so that no turn of the round is left out (``stack_moves``: the latest
        few whole left out the turn that changed the total); else, more turns than lines, the
        latest few whole (``fit_news``). A long mover's name is cut, so that the move's words
        follow it (``cut_movers``). The tooltip has every move whole when any is cut."""
        whole = "\n".join([heading, *moves])
        shown, text, tip = self._fitted_news((heading, cut_heading, moves), last.font, width, room)
        if tip and len(shown) < room:
            text = "\n".join([heading, *stack_moves(shown, last.font, width, room - 1)])
        write_lines(last, width, text, "" if not tip and shown == list(moves) else whole)

    def _fitted_news(
        self,
        news: tuple[str, CutHeading, tuple[str, ...]],
        font: QFont,
        width: float,
        room: int,
    ) -> tuple[list[str], str, str]:
        """The moves since the viewer's last (``_news_lines``) in ``room`` lines ``width`` wide
        (three or more), each mover's long name cut (``cut_movers``), without the last cards
        laid as victory cards if only so they fit (``without_laid_victory``): those moves, the
        text and its tooltip, which is empty when every move shown is whole (``fit_news``)."""
        heading, cut_heading, moves = news
        metrics = QFontMetricsF(font)

        def fitting(kept: int) -> str:
            """The heading that says where the rest are, or, where it would be cut ("(1 of
            3, see…"), only how many are shown (the tooltip lists them all)."""
            whole = cut_heading(kept)
            if metrics.horizontalAdvance(whole) <= width - TEXT_SLACK:
                return whole
            return cut_heading(kept, short=True)

        shown = cut_movers(moves, self.seat_names, font, width)
        fitted = self._fit_news_headed(heading, fitting, shown, font, width, room)
        plain = [without_laid_victory(move) for move in shown]
        if fitted[1] and plain != shown:
            # without the last cards laid as victory cards (on the table, ringed) they may
            # all fit whole: before the priority legend gives up its names (play test)
            shorter = self._fit_news_headed(heading, fitting, plain, font, width, room)
            if not shorter[1]:
                return plain, *shorter
        return shown, *fitted

    def _fit_news_headed(
        self,
        heading: str,
        cut_heading: Callable[[int], str],
        moves: Sequence[str],
        font: QFont,
        width: float,
        room: int,
    ) -> tuple[str, str]:
        """``fit_news``, the line over the deal before's last turns ("End of deal 2:") kept
        with them: cut to the latest few, Daisy's last turn of deal 2 stood unheaded over
        "Deal 3 began", as if it were deal 3's (play tester, session 58). Where the line and
        the turns kept do not fit, the deal before's go, oldest first."""
        ends = self._deal_marks()
        kept: list[int] = []

        def counted(count: int) -> str:
            kept.append(count)
            return cut_heading(count)

        fitted = fit_news(heading, counted, moves, font, width, room, ends)
        if not kept:
            return fitted
        first = len(moves) - kept[-1]
        began = next((at for at in range(first, len(moves)) if moves[at] in ends), None)
        end_lines = {_deal_end(deal) for deal in range(1, MATCH_DEALS)}
        above = [at for at in range(first) if moves[at] in end_lines]
        if began is None or not above or moves[first] in ends:
            return fitted
        line = moves[above[-1]]
        for start in range(first, began):
            # the heading counts the turns from ``start`` on, as ``_news_lines`` counts those
            # of the latest few
            kept.clear()
            text, _whole = fit_news(
                cut_heading(len(moves) - start),
                counted,
                [line, *moves[start:]],
                font,
                width,
                room,
                ends,
            )
            if not kept:
                return text, fitted[1]
        if any(move not in ends for move in moves[began:]):
            start, headed = began, list(moves[began:])
        else:  # no turn after: the deal before's newest, its first lines, follows the line
            start, headed = began - 1, [f"{line} {moves[began - 1]}", *moves[began:]]
        heading = cut_heading(len(moves) - start)
        return fit_news(heading, cut_heading, headed, font, width, room, ends)[0], fitted[1]

    def _news_lines(self) -> tuple[str, CutHeading, tuple[str, ...]] | None:
        """On the viewer's turn, after several moves by others: the heading, the heading for
        when only the latest few fit (given how many), and those moves, so that what was done
        to their Garrison or hand is not hidden behind the next player's move (History lists
        every move); else None, and the last move is told alone. Once the viewer has made a
        step of their turn (an ability begun, or cancelled), a single move by another is listed
        too: told alone, the last move was the viewer's own step, and the other's was gone. So
        is it at the start of a deal the viewer opens, where no last move is told (it belongs
        to the deal before): the turns that ended that deal were nowhere on the table. At the
        end of the game too: a victory card removed in the last round was gone unexplained.
        And once the viewer has no turn left in the deal: told alone, a rival's move on their
        Garrison went from view at the next move (play tester 176)."""
        news = self.news
        told_alone = self._last is not None and self._last[1] != self.viewer
        over = self.state is not None and self.state.phase is Phase.OVER
        if news.told < (2 if told_alone else 1) or not (
            self._acting() or over or self._no_turn_left()
        ):
            return None
        if news.last_turns:
            latest = self._latest_of_the_end
        else:
            latest = self._latest_since if news.moved_before else self._latest_so_far
        # "the latest 2" over "Deal 1 is over" and one turn read as two turns; nor is the
        # viewer's own turn one of those since their last move
        not_counted = set(self._deal_marks())
        moves = news.moves
        state = self.state
        pending = state.pending if state is not None else None
        if (
            state is not None
            and pending is not None
            and (pending.step > 0 or pending.first is not None)
            and state.turn_player == self.viewer
            and news.last_turn
        ):
            # the viewer's own turn, once a step of its ability is done: under "Since your last
            # move" it was nowhere, and the flip just made could not be read back at its
            # rotation step (play test). Its card alone chosen, or cancelled, is no news
            own = self._newest_turn().replace("%1", news.last_turn)
            moves += (own,)
            not_counted.add(own)

        turns = sum(move not in not_counted for move in moves)

        def turns_kept(kept: int, short: bool = False) -> str:
            shown = max(1, sum(move not in not_counted for move in moves[-kept:]))
            return latest(shown, turns, short) if shown < turns else news.heading()

        return news.heading(), turns_kept, moves

    def _deal_marks(self) -> frozenset[str]:
        """The lines among the news that end a deal, or begin one (``part_news``): they mark a
        point, not a turn."""
        ends = (
            tr("Deal %1 is over").replace("%1", str(deal)) for deal in range(1, MATCH_DEALS + 1)
        )
        begun = (
            _deal_began(deal, self._deal_winners(self.state, deal - 1))
            for deal in range(2, MATCH_DEALS + 1)
        )
        ended = (_deal_end(deal) for deal in range(1, MATCH_DEALS))
        return frozenset((*ends, *begun, *ended))

    @staticmethod
    def _latest_of_the_end(shown: int, turns: int, short: bool = False) -> str:
        """The end's list cut to its latest lines says so, as the list during play does: it
        kept its heading, and a turn left out went unnoticed."""
        template = (
            tr("The last turns of the game (%1 of %2):")
            if short
            else tr("The last turns of the game (%1 of %2, see History):")
        )
        return fill(template, {"1": str(shown), "2": str(turns)})

    @staticmethod
    def _latest_since(shown: int, turns: int, short: bool = False) -> str:
        """The moves since the viewer's last cut to the ``shown`` latest of ``turns``, which
        says how many are left out and where they are: "the latest 2" dropped a third turn
        unsaid, and "(le plus récent seulement)" stood over two lines (play tester 187)."""
        template = (
            tr("Since your last move (%1 of %2):")
            if short
            else tr("Since your last move (%1 of %2, see History):")
        )
        return fill(template, {"1": str(shown), "2": str(turns)})

    @staticmethod
    def _latest_so_far(shown: int, turns: int, short: bool = False) -> str:
        template = tr("So far (%1 of %2):") if short else tr("So far (%1 of %2, see History):")
        return fill(template, {"1": str(shown), "2": str(turns)})

    def _sync_memos(self, others: list[int]) -> None:
        """One note per known card of another player's hand, in the strip under their Garrison
        (where their victory card will lie once their hand is empty), beside their hand's backs
        at the right of its caption: side by side when the strip is wide enough, lower when
        there are many."""
        wanted: dict[tuple[int, str], tuple[QRectF, str, str, str]] = {}
        for seat in others:
            notes = self.hand_notes(seat)
            strip = self.side_rects.get(seat)
            caption = self._labels.get(("known", seat))
            if not notes or strip is None or caption is None:
                continue
            if seat in self.notes_across:  # at the caption's right
                side = strip.adjusted(caption.width + MEMO_GAP, 0, 0, 0)
                top = side.top()
            else:  # under it
                side = strip
                top = caption.y() + caption.height + 4
            columns, width, room_h = memo_grid(side.width(), side.bottom() - top, len(notes))
            in_doubt = {rumour.card: rumour for rumour in self.in_doubt(seat)}
            passed = self._passes_for_sure(seat)
            rumoured = known_by_rumour(self.state, seat) if self.state is not None else ()
            said: list[tuple[str, bool, str, str]] = []
            for card, sure in notes:
                rumour = None if sure else in_doubt[card]
                doubt = "" if rumour is None else self._rumour_words(rumour, seat)
                elsewhere = "" if rumour is None else faces.place_words(self._places(rumour))
                said.append((card, sure, doubt, elsewhere))
            # each row as high as its notes need: only a row with words to keep whole runs
            # lower, where the whole column did into the panel below
            low = max(MEMO_MIN_H, min(MEMO_H, room_h))
            heights = [
                max(
                    memo_height(width, low, [(card, sure, elsewhere)])
                    for card, sure, _doubt, elsewhere in said[start : start + columns]
                )
                for start in range(0, len(said), columns)
            ]
            for index, (card, sure, doubt, elsewhere) in enumerate(said):
                row, column = divmod(index, columns)
                rect = QRectF(
                    side.left() + column * (width + MEMO_GAP),
                    top + sum(heights[:row]) + row * MEMO_GAP / 2,
                    width,
                    heights[row],
                )
                tip = passed if sure and card in rumoured else ""
                wanted[seat, card] = (rect, doubt, tip, elsewhere)
        for key in [key for key in self.memos if key not in wanted]:
            self.scene.removeItem(self.memos.pop(key))
        for key, (rect, doubt, tip, elsewhere) in wanted.items():
            memo = self.memos.get(key)
            if memo is None:
                memo = HandMemoItem(key[1])
                memo.hovered.connect(self._preview_hover)
                memo.setZValue(STRIP_Z)
                self.scene.addItem(memo)
                self.memos[key] = memo
            memo.palette_colors = self.view.palette_colors
            memo.set_doubt(doubt, tip, elsewhere)
            memo.set_rect(rect)

    def _passes_for_sure(self, seat: int) -> str:
        """While ``seat``'s chosen card waits to be passed, the words under a card the viewer
        is sure of in their hand (``known_by_rumour``, which is sure there only of the one
        card they had left to pass): it goes to the player to their left (the note said "may
        still hold", play test). "" otherwise."""
        state = self.state
        assert state is not None
        if state.pending is None or chosen_to_pass(state, seat) is None:
            return ""
        receiver = pass_partners(state.pending.pass_order, seat)[1]
        return (
            tr("%1 had only this card left: they pass it to %2.")
            .replace("%1", self._name(seat))
            .replace("%2", self._name(receiver))
        )

    def _mark_maybe(self, item: PetalCardItem, rumours: Sequence[Rumour]) -> None:
        """The note on the back of a face-down card that may be the card of one of
        ``rumours`` (``guess_words``): its name and how many places it may be in ("one of
        4"), or, when it may be one of several, all their names (each card's other notes
        still give its count)."""
        if not rumours:
            item.set_maybe((), "")  # no note
            return
        cards = tuple(rumour.card for rumour in rumours)
        # two Honey Bees named once: it may be a Honey Bee
        titles = list(dict.fromkeys(faces.card_title(CARDS[card]) for card in cards))
        places = faces.place_words(self._places(rumours[0]), short=True)
        item.set_maybe(cards, guess_words(titles), places if len(rumours) == 1 else "")

    @staticmethod
    def _places(rumour: Rumour) -> int:
        """The places ``rumour``'s card may be in, each marked with a "?" note: the hands
        (or victory cards) and the Garrison cards it names."""
        return len(rumour.hands) + len(rumour.slots)

    def _rumour_words(self, rumour: Rumour, seat: int) -> str:
        """Why a card the viewer knew in a hand is no longer sure to be in ``seat``'s."""
        passing = chosen_to_pass(self.state, seat) if self.state is not None else None
        if passing is not None and self.state is not None and self.state.pending is not None:
            receiver = pass_partners(self.state.pending.pass_order, seat)[1]
            return (
                tr("You knew %1 held this card: it may be the one they chose to pass to %2.")
                .replace("%1", self._name(seat))
                .replace("%2", self._name(receiver))
            )
        if rumour.holders == (seat,):
            return tr(
                "You knew %1 held this card; since then they added a card face down, which may"
                " be this one."
            ).replace("%1", self._name(seat))
        owners = tuple(dict.fromkeys(owner for owner, _ in rumour.slots))
        if not owners:
            return tr(
                "You knew where this card was; it may have changed hands since: %1 may hold it."
            ).replace("%1", self._either(rumour.hands))
        # a card face down in a Garrison is not in a hand (play test: "Lena or Max may hold
        # it" of a card that could only be face down in Max's Garrison)
        return (
            tr(
                "You knew where this card was; it may have changed places since: %1 may hold"
                " it, or it lies face down in %2's Garrison."
            )
            .replace("%1", self._either(rumour.hands))
            .replace("%2", self._either(owners))
        )

    def _maybe_words(
        self, rumours: Sequence[Rumour], seat: int, knew: Callable[[str], str]
    ) -> list[str]:
        """What a face-down card of ``seat``'s (in their Garrison, or their victory card) may
        be, by the ``rumours`` that name it: a card the viewer knew in that player's hand
        (``knew`` words it, given the cards' names), or one that may have changed hands
        since."""
        own = [
            faces.card_title(CARDS[rumour.card]) for rumour in rumours if rumour.holders == (seat,)
        ]
        moved = [
            faces.card_title(CARDS[rumour.card]) for rumour in rumours if rumour.holders != (seat,)
        ]
        lines = []
        if own:
            lines.append(knew(one_of(own)))
        if moved:
            lines.append(
                tr(
                    "It may be %1: you knew where it was, and it may have changed hands since."
                ).replace("%1", one_of(moved))
            )
        return lines

    def _pile_words(self, state: State) -> str:
        """The cards that came to the discard pile since the viewer's last move, oldest first,
        one a line under the heading of the table's moves (``News.heading``): a card removed
        with the Garrison it left ("Silver Royal, removed from your Garrison"), a card used
        with who used it ("Spider, used by Daisy"), the rest counted past ``PILE_TOLD``.
        "Since your last move: Pangolin, removed from Daisy's Garrison" said nothing of the
        Spider and the Langur that had gone there too (play tester, session 58). "" when no
        card came."""
        since = self.news.since
        if not isinstance(since, State):
            return ""
        came = state.discard[len(since.discard) if since.deal == state.deal else 0 :]
        removed = {card: owner for owner, card in self.since.removed}
        users = {
            move.action.card: move.mover
            for move in self.news.since_moves
            if isinstance(move.action, UseAbility)
        }
        if since.pending is not None:
            users.setdefault(since.pending.card, since.turn_player)  # used before, ended since
        reader = self._reader(None)
        lines = []
        for card in came[:PILE_TOLD]:
            who = removed.get(card, users.get(card))
            if card in removed:
                template = (
                    tr("%1, removed from your Garrison")
                    if who == reader
                    else tr("%1, removed from %2's Garrison")
                )
            elif who is None:  # not told how it came (a removal at the game's end): named
                template = "%1"
            else:
                template = tr("%1, used by you") if who == reader else tr("%1, used by %2")
            places = {"1": self._card_name(card), "2": "" if who is None else self._name(who)}
            lines.append(elide(fill(template, places)))
        if len(came) > PILE_TOLD:
            lines.append(tr("and %1 more").replace("%1", str(len(came) - PILE_TOLD)))
        return "\n".join((self.news.heading(), *lines)) if lines else ""

    def _zone_title(self, user: int, card: str) -> tuple[str, int]:
        """Who uses which card, over the ability zone, and its size in pixels: smaller before
        anything is cut (``TITLE_SIZES``). A long name is shortened, not the card's (the
        centred title was cut at both ends: "…ew Featherstonehaugh uses Dusky Le…"); where the
        name would keep fewer than ``ZONE_NAME_KEPT`` letters ("Die… nutzt …" read as an
        article), the card's name goes instead: its picture lies in the zone."""
        width = self.ability_zone.title_width()
        name = self._name(user)
        least = name if len(name) <= ZONE_NAME_KEPT else name[:ZONE_NAME_KEPT] + "…"
        mine = user == self._reader(None)
        # the viewer's own: "Player 1 uses …" read as someone else (play test)
        uses = tr("You use %1") if mine else tr("%1 uses %2").replace("%2", self._card_name(card))
        shown = self._card_name(card) if mine else name
        for pixels in TITLE_SIZES:
            title, cut = fit_name(uses, shown, ZoneItem.title_font(pixels), width)
            if not cut:
                return title, pixels
        smallest = ZoneItem.title_font(TITLE_SIZES[-1])
        if mine or not fit_name(uses, least, smallest, width)[1]:  # the least of it fits
            return fit_name(uses, shown, smallest, width)[0], TITLE_SIZES[-1]
        for pixels in TITLE_SIZES:
            title, cut = fit_name(tr("Ability of %1"), name, ZoneItem.title_font(pixels), width)
            if not cut:
                break
        return title, pixels

    def _sync_zone(self, state: State, zone: QRectF) -> None:
        self.ability_zone.set_rect(zone)
        self.ability_zone.palette_colors = self.view.palette_colors
        pending = state.pending
        acting = self._acting()
        if pending is not None:
            self.ability_zone.set_mode("busy")
            title, pixels = self._zone_title(state.turn_player, pending.card)
            self.ability_zone.set_texts(title, "", pixels)
            prompt = self._label("prompt", PROMPT_SIZES[0])
            prompt.setZValue(320)
            prompt.setPos(zone.left() + CARD_W * 0.95 + 40, zone.top() + PROMPT_TOP)
            prompt.alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            texts = [self._prompt_text(state), self._prompt_text(state, card_words=False)]
            self._write_prompt(prompt, list(dict.fromkeys(texts)), zone)
        elif state.phase is Phase.OVER:
            self.ability_zone.set_mode("busy")
            over = tr("Deal %1 is over").replace("%1", str(state.deal))
            self.ability_zone.set_texts(over if self._between_deals(state) else tr("Game over"), "")
            verdict = self._label("verdict", 17, True)
            verdict.setZValue(320)
            verdict.set_box(zone.width() - 40, zone.height() - 60)
            verdict.setPos(zone.left() + 20, zone.top() + 48)
            verdict.wrap = True
            verdict.alignment = Qt.AlignmentFlag.AlignCenter
            verdict.color = self.view.palette_colors.accent
            decisive = [note for note in self.reveal_notes if note.seats]
            if not self._turned_over():
                verdict.set_text(tr("Turning every Garrison card over…"))
            elif decisive:
                verdict.set_text(self._note_text(decisive[-1], state.players))
            else:
                verdict.set_text(tr("Nobody wins this time."))
            if "prompt" in self._labels:
                self._labels["prompt"].setVisible(False)
        else:
            # lit or not by ``_set_drop_modes``, from the card being dragged; on another's
            # turn the invitation read as the viewer's cue while a computer seat played; while
            # the viewer looks before passing the screen, what the window asks of them
            if self._looking():
                words = self.waiting_note or ""
            elif state.current == self.viewer:
                words = tr(
                    "Drop a card here to play its ability; the card then goes to the discard pile."
                )
            else:
                words = tr("%1 is playing: an ability they use shows here.").replace(
                    "%1", self._name(state.current)
                )
            self.ability_zone.set_texts(tr("Use ability"), words)
            if "prompt" in self._labels:
                self._labels["prompt"].setVisible(False)
        # buttons under the prompt
        button_y = zone.bottom() - PROMPT_FOOT + 8
        x = zone.left() + CARD_W * 0.95 + 40
        self.cancel_button.palette_colors = self.view.palette_colors
        self.skip_button.palette_colors = self.view.palette_colors
        show_cancel = acting and self.cancel_action is not None
        show_skip = acting and self.skip_action is not None
        self.cancel_button.setVisible(show_cancel)
        self.skip_button.setVisible(show_skip)
        if show_skip:
            self.skip_button.setPos(x, button_y)
            x += self.skip_button.width + 14
        if show_cancel:
            self.cancel_button.setPos(x, button_y)

    @staticmethod
    def _write_prompt(prompt: LabelItem, texts: Sequence[str], zone: QRectF) -> None:
        """The step's instruction, whole, between the zone's title and its buttons: in a
        smaller type when the language needs more room, then in its shorter words (``texts``,
        longest first), cut (tooltip) only as a last resort. The French exchange's warning
        that the card received becomes the victory card was cut (play test)."""
        width = zone.width() - CARD_W * 0.95 - 60
        room = zone.height() - PROMPT_TOP - PROMPT_FOOT
        for text in texts:
            for size in PROMPT_SIZES:
                prompt.font.setPointSizeF(size)
                write_lines(prompt, width, *wrap_text(text, prompt.font, width))
                if prompt.height <= room:
                    if text != texts[0]:
                        prompt.setToolTip(texts[0])
                    return
        most = max(1, lines_fitting(prompt.font, room))
        text, tip = wrap_text(texts[-1], prompt.font, width, most)
        write_lines(prompt, width, text, tip and texts[0])

    def mover_task(self, state: State, name: str, handing_on: bool = False) -> str | None:
        if not handing_on and self._reads_deal_before(state):
            # the deal before is under its results: the next one's first move said beside it
            # read as under way (play test), at a shared screen's hand-off too (its status
            # bar named the next deal's mover while the results were open); the hand-off
            # screen still asks for the next deal's mover
            places = {"1": str(len(state.history)), "2": str(MATCH_DEALS)}
            return fill(tr("Deal %1 of %2 is over"), places)
        if state.phase is Phase.PASS:
            return tr("%1 to pass a card").replace("%1", name)
        if state.match and state.phase is Phase.HORNBILL:
            # which deal of the match begins: the screen handed on did not say (play test)
            places = {"1": str(state.deal), "2": str(MATCH_DEALS), "3": name}
            return fill(tr("Deal %1 of %2: %3 lays the Great Hornbill"), places)
        if state.match and state.phase is Phase.TURN and state.turns < state.players:
            # each player's first turn of a deal says which deal, as the Great Hornbill's
            # holder's does: where an AI laid it, the first hand-off was after it and said
            # no deal (three players, play tester 192)
            places = {"1": str(state.deal), "2": str(MATCH_DEALS), "3": name}
            return fill(tr("Deal %1 of %2: %3's first turn"), places)
        if state.phase is Phase.HORNBILL:
            # why another than the one who set the game up begins: unsaid (play test)
            return tr("%1 holds the Great Hornbill, and begins").replace("%1", name)
        if state.phase is Phase.ABILITY and state.pending is not None:
            # the screen came back mid-ability (an Undo, a file opened): nothing said why
            # (play test)
            card = self._card_name(state.pending.card)
            return tr("%1 plays the ability of %2").replace("%2", card).replace("%1", name)
        return None

    def _victory_warning(self, state: State) -> str | None:
        """Which card becomes the viewer's victory card when the ability they play ends their
        turn: passing one's last card brought a victory card nobody had warned of (play test);
        an exchange from the hand brings one too, also once the card given is chosen. Said in
        the instruction line and in the ability zone, where the eyes are."""
        if state.pending is None or not keeps_victory_card(state, self.viewer):
            return None
        ops = {step.op for step in CARDS[state.pending.card].ability}
        if ops & {"pass_left", "exchange_hand"}:
            return tr("The card you receive becomes your victory card.")
        return tr("The card you keep becomes your victory card.")

    def _prompt_text(self, state: State, card_words: bool = True) -> str:
        """What the zone says of the step in progress; without ``card_words``, the viewer's
        own step leaves out the card's words (its picture lies beside them) and says only
        what to do."""
        pending = state.pending
        assert pending is not None
        card = CARDS.get(pending.card)
        mine = state.current == self.viewer and self._acting()
        if state.phase is Phase.PASS:
            if mine:
                left = (self.viewer + 1) % state.players
                if self.viewer in pending.pass_order:
                    left = pass_partners(pending.pass_order, self.viewer)[1]
                # begun by keys, it names the keys: "Click…" alone left a keyboard player
                # without a way (play test)
                text = self._lead_keys_or(
                    tr(
                        "Everyone passes a card to the left. Choose the card you pass to %1:"
                        " ←/→ and Enter."
                    ),
                    tr("Everyone passes a card to the left. Click the card you pass to %1."),
                ).replace("%1", self._name(left))
                warning = self._victory_warning(state)
                return text if warning is None else f"{text} {warning}"
            return elide(
                tr("Everyone passes a card to the left: %1 passed, waiting for %2.")
                .replace("%1", f"{len(pending.passed)}/{len(pending.pass_order)}")
                .replace("%2", self._name(state.current))
            )
        if card is None or pending.step >= len(card.ability):
            return ""
        step = card.ability[pending.step]
        number, choices = choice_number(pending)
        if state.current != self.viewer:
            # told in the words of the others, naming the player where the card says "your":
            # the card's own words, quoted under their name, still read as the viewer's
            # Garrison ("… in deiner Garnison aufdecken", play test)
            chooser = self._name(state.current)
            same = None
            if step.same and pending.last is not None:
                owner, index = pending.last
                same = fill(
                    tr("card %1 of %2"),
                    {"1": str(index + 1), "2": self._garrison_words(owner, state)},
                )
            # a statement about them ("Poppy rotates a card in their own Garrison"), where
            # "Poppy is choosing:" before the card's instruction read "Poppy wählt: eine Karte
            # in der Garnison von Poppy drehen" (German play tester, session 56)
            said = faces.step_statement(step, chooser, same) + "."
            if choices > 1:
                count = tr("Step %1 of %2: ")
                said = fill(count, {"1": str(number), "2": str(choices)}) + said
            return elide(said)
        words = faces.step_text(step) + "."
        # counted by the choices the engine says the ability asks: a swap's two clicks are
        # two, a single choice has no "Step 1 of 1"
        count = (
            fill(tr("Step %1 of %2: "), {"1": str(number), "2": str(choices)})
            if choices > 1
            else ""
        )
        text = count + words
        if not mine:  # the viewer's own step on a table that waits (a lesson's explanation)
            return text
        if not card_words:
            text = count.rstrip()
        # the step begun by keys names the keys: "Click…" alone read as if they did nothing
        # here, the status line above named them (play test)
        keyed_or = self._lead_keys_or
        if step.op == "exchange_hand" and pending.give is None:
            text += " " + keyed_or(
                tr(
                    "Choose the card of your hand you give with ←/→ and Enter (R rotates it first)."
                ),
                tr("Click the card of your hand you give (rotate it first to choose its up end)."),
            )
        elif step.op == "exchange_garrisons" and pending.first is not None:
            text += " " + keyed_or(
                tr("Now choose the card in another Garrison to swap with: ←/→ and Enter."),
                tr("Now click the card in another Garrison to swap with."),
            )
        elif step.op == "exchange_garrisons":  # never a step on the same card
            # "click one of the highlighted cards" hid that a card may be dragged onto
            # another, in a Garrison not yet lit (play test)
            text += " " + keyed_or(
                tr("Choose one of the highlighted cards: ←/→ and Enter."),
                tr("Click a highlighted card, or drag it onto the card to swap with."),
            )
        elif step.same:  # an optional turn of the card the step before acted on, alone lit
            text += " " + keyed_or(
                tr("R rotates it, S skips."), tr("Click it to rotate it, or Skip.")
            )
        elif step.op == "rotate":
            # R too, as the status line says (the two read differently, play test)
            text += " " + keyed_or(
                tr("Choose the card to rotate: ←/→ and R or Enter."),
                tr("Click one of the highlighted cards."),
            )
        else:
            text += " " + keyed_or(
                tr("Choose one of the highlighted cards: ←/→ and Enter."),
                tr("Click one of the highlighted cards."),
            )
        warning = self._victory_warning(state)
        text = text.lstrip()  # no step count before the instruction alone
        return text if warning is None else f"{text} {warning}"

    # -- targets and hints -------------------------------------------------------------------
    def _sync_targets(self) -> None:
        wanted: dict[object, QRectF] = {}
        tips: dict[object, str] = {}
        step = step_on(self.state) if self._acting() else None
        if self._acting():
            for (owner, index), choice in self.slot_choices.items():
                rect = self.slot_rects.get((owner, index))
                if rect is not None:
                    wanted[("slot", owner, index)] = QRectF(rect)
                    # what the click will do, as "Play this move?" asks it ("Flip card 1 of …")
                    tips[("slot", owner, index)] = self.describe_choice(choice, self.state)
        # every target card glows itself, under its up value (a Garrison card is chosen by a
        # click on the frame over it, a hand card to give or pass by a click on the card)
        self.hand_targets = (
            {card for card, _ in self.hand_choices} | set(self.passes) if self._acting() else set()
        )
        chosen_slots = {self.slot_item(key[1], key[2]) for key in wanted}
        for key, item in self.cards.items():
            in_hand = key in self.hand_targets and self._in_my_hand(key)
            target = in_hand or item in chosen_slots
            if target != item.target_look:
                item.target_look = target
                item.update()
            if in_hand:
                item.setToolTip(
                    tr("Click to pass this card")
                    if key in self.passes
                    else tr("Click to give this card")
                )
        for key in list(self.targets):
            if key not in wanted:
                frame = self.targets.pop(key)
                frame.setVisible(False)
                frame.set_clickable(False)
                self._retire(frame, 0)
        for key, rect in wanted.items():
            existing = self.targets.get(key)
            if existing is not None:
                frame = existing
                frame.prepareGeometryChange()
                frame.rect = rect
                frame.update()
            else:
                frame = HighlightItem(rect, key)
                frame.palette_colors = self.view.palette_colors
                frame.set_mode("hit")
                frame.setZValue(700)
                frame.clicked.connect(self._on_target_clicked)
                frame.dragged_to.connect(self._on_target_dragged)
                frame.drag_moved.connect(self._on_target_drag_moved)
                frame.hovered.connect(self._on_target_hovered)
                self.scene.addItem(frame)
                self.targets[key] = frame
            # the right button turns a card in hand: on a card to rotate it chooses it
            # (it did nothing there, play test)
            frame.set_clickable(True, right_too=step is not None and step.op == "rotate")
            frame.setToolTip(tips[key])

    def _render_hints(self) -> None:
        for hint in self.hints:
            self.scene.removeItem(hint)
        self.hints = []
        framed = self.cursor_item.rect if self.cursor_item.isVisible() else QRectF()
        # none on an earlier table looked at: the hint is the present's (``present_table``)
        pointed = self._pointed if self.present_table is None else None
        for rect in [] if pointed is None or self.state is None else self._pointer_rects(pointed):
            # the orange frame on the card the keys frame goes around the keyboard's, which
            # hid it when drawn over it (a learner playing by keys lost the pointer)
            shared = rect.intersected(framed)
            around = shared.width() * shared.height() > 0.5 * rect.width() * rect.height()
            grow = 12 if around else 6
            hint = HighlightItem(rect.adjusted(-grow, -grow, grow, grow))
            hint.palette_colors = self.view.palette_colors
            hint.set_mode("hint")
            hint.setZValue(650)
            self.scene.addItem(hint)
            self.hints.append(hint)

    # -- status ------------------------------------------------------------------------------
    def _update_status(self) -> None:
        state = self.state
        if state is None:
            self.status_label.setText("")
            return
        if self._between_deals(state) and self.waiting_note is not None:
            # a deal's end looked back at: the look's words (Esc returns), not the wait for
            # the next deal ("The next deal waits until its results are closed") of a deal
            # just over (play tester, session 54)
            text = self.waiting_note
        elif self._between_deals(state):
            # the deal's own table under its results, not the game's end; while its cards
            # turn, the zone says so (``_sync_zone``), as for the game's end below
            text = (
                tr("Deal %1 is over.")
                if not self._turned_over()
                else tr(
                    "Deal %1 is over: all Garrisons are revealed. The next deal waits until its"
                    " results are closed."
                )
            ).replace("%1", str(state.deal))
        elif state.phase is Phase.OVER and not self._turned_over():
            # "all revealed" while the table still turned them over read as a contradiction;
            # that they are being turned over is said once, in the zone where the verdict
            # comes, beside the cards turning: said here too, it was read twice
            text = tr("The game is over.")
        elif state.phase is Phase.OVER:
            # the arrows read every card then: no line said so (play test)
            text = self._keys_or(
                tr("The game is over: all Garrisons are revealed. The arrows read each card."),
                tr("The game is over: all Garrisons are revealed."),
            )
        elif self.waiting_note is not None:
            text = self.waiting_note
        elif self._reading_deal:
            text = tr("The next deal waits until the results of the last one are closed.")
        elif state.current != self.viewer or self._landing is not None:
            if self._landing is not None:
                # the viewer's turn, its move still landing: "To do" and "▶ Your Garrison"
                # said so while the line said "Iris is playing…" (play test, session 56);
                # "Your turn…" waits until the table takes the turn's moves
                text = tr("%1 has played. Your turn in a moment…")
            else:
                # the arrows read the table on others' turns too: only the end's line said so
                text = self._keys_or(
                    tr("%1 is playing… The arrows read the table."), tr("%1 is playing…")
                )
            mover = state.current if self._landing is None else self._landing
            text = text.replace("%1", self._name(mover))
            if self._own_removal is not None:
                own = tr("Your last turn — %1.").replace("%1", self._own_removal[3])
                text = f"{own} {text}"
        elif not self._acting():
            text = ""  # the viewer's turn on a table that waits (a lesson's explanation)
        elif state.phase is Phase.HORNBILL:
            # a match's first deal is a deal too: its "start the game" beside "start the deal"
            # of deals 2 and 3 read as two different things (play tester 140)
            if state.match:
                text = self._keys_or(
                    tr(
                        "You hold the Great Hornbill: drag it onto your Garrison (or press Enter)"
                        " to start the deal."
                    )
                    + " "
                    + tr("↑/↓ read the table."),
                    tr(
                        "You hold the Great Hornbill: drag it onto your Garrison to start the deal."
                    ),
                )
            else:
                text = self._keys_or(
                    tr(
                        "You hold the Great Hornbill: drag it onto your Garrison (or press Enter)"
                        " to start the game."
                    )
                    + " "
                    + tr("↑/↓ read the table."),
                    tr(
                        "You hold the Great Hornbill: drag it onto your Garrison to start the game."
                    ),
                )
        elif state.phase is Phase.TURN:
            brief = tr("Your turn: drag a card onto your Garrison or onto “Use ability”.")
            # R among the mouse's ways to rotate is a key too
            turn = self._keys_or(
                tr(
                    "Your turn: drag a card onto your Garrison (R, right-click or the wheel"
                    " rotates it) or onto “Use ability”."
                ),
                brief,
            )
            keys = self._keys_or(
                tr(
                    "Keys: ←/→ choose, ↑/↓ read the table, R rotate, Enter add, U use, D discard"
                    " pile."
                ),
                "",
            )
            after = []
            if keeps_victory_card(state, self.viewer):  # only the lesson said so
                after.append(tr("The card you keep becomes your victory card."))
            if state.history:
                after.append(tr("L shows the previous deal."))
            # short of room, the mouse's ways to rotate give way first (R is among the keys),
            # then the keys (to the tooltip), before the victory card's warning: at once, the
            # keys left the German lesson's line where the English kept them (play tester 137)
            forms = ([turn, keys, *after], [brief, keys, *after], [turn, *after])
            if self._keys_lead and keys:
                # a player who plays by the keys is told the keys first: the line began with
                # the mouse, and its keys came last (play tester 193, keyboard only)
                by_keys = tr(
                    "Your turn: ←/→ choose a card, Enter adds it to your Garrison (R rotates it"
                    " first), U uses its ability; ↑/↓ read the table, D shows the discard pile."
                )
                forms = ([by_keys, *after], [by_keys], [turn, keys, *after])
            said = [keep_key_hints(" ".join(filter(None, form))) for form in forms]
            self.status_label.set_forms(list(dict.fromkeys(said)))
            return
        else:
            if state.phase is Phase.PASS:
                choose = self._keys_or(
                    tr("Click the card you pass to the left (or ←/→ and Enter)."),
                    tr("Click the card you pass to the left."),
                )
            elif self.hand_choices:  # the card of one's hand that an exchange gives
                choose = self._keys_or(
                    tr(
                        "Choose the card of your hand you give: click it, or ←/→ and Enter"
                        " (R, right-click or the wheel rotates it)."
                    ),
                    tr(
                        "Choose the card of your hand you give: click it (right-click or the"
                        " wheel rotates it)."
                    ),
                )
            elif (step := step_on(state)) is not None and step.op == "rotate":
                # R turns a target as it turns a hand card (it did nothing here, play test)
                choose = self._keys_or(
                    tr("Choose the card to rotate: click it, or ←/→ and R or Enter."),
                    tr("Choose the card to rotate: click it."),
                )
            elif awaits_first_exchanged(state):
                choose = self._keys_or(
                    tr(
                        "Choose the two cards to exchange: click one, then the other, or drag"
                        " one onto the other (or ←/→ and Enter)."
                    ),
                    tr(
                        "Choose the two cards to exchange: click one, then the other, or drag"
                        " one onto the other."
                    ),
                )
            else:
                choose = self._keys_or(
                    tr("Choose a highlighted target (or ←/→ and Enter)."),
                    tr("Choose a highlighted target."),
                )
            # reading a card's other end before choosing matters most here (play test)
            read = self._keys_or(tr("↑/↓ read the table."), "")
            skips = [tr("S skips.")] if self.skip_action is not None else []
            # Esc only when Cancel is offered; otherwise, to the ability's player, the
            # engine's reason (a look already happened, or the turn's cancels are used up), so
            # its button does not just vanish; another player passing a card never had one,
            # and a lesson that holds back a legal Cancel has nothing to explain
            # short of room, what Esc does or why it cannot cancel gives way first, whole in
            # the tooltip: three lines of French shrank the table, and the German reason why
            # the ability can no longer be cancelled made three lines below 1298×700 (play
            # tests)
            esc: list[str] = []
            if self.cancel_action and state.pending is not None:
                # said before the player cancels, not after: playing the card shows it, as
                # at a real table, and "The others have seen it" came only with the Cancel
                # (play tester 150)
                seen = self._keys_or(
                    tr("Esc cancels (the others have seen your %1 all the same)."),
                    tr("If you cancel, the others have seen your %1 all the same."),
                )
                esc = [
                    seen.replace("%1", self._card_name(state.pending.card)),
                    self._keys_or(tr("Esc cancels."), ""),
                ]
            elif state.turn_player == self.viewer:
                reason = self._engine_refusal(Cancel())
                if reason is not None:
                    esc = [reason, ""]
            warning = self._victory_warning(state)
            after = [warning] if warning is not None else []
            # then the table's keys, then S (the zone's button skips too): what to choose,
            # "Esc cancels." and the victory card's warning stay on the line, the rest whole
            # in the tooltip (the German exchange from the hand took three lines at 1200×691
            # with the move log open, play tester 156)
            esc = esc or [""]
            forms = [[choose, read, *skips, cancels, *after] for cancels in esc]
            forms += [[choose, *skips, esc[-1], *after], [choose, esc[-1], *after]]
            said = [keep_key_hints(" ".join(filter(None, form))) for form in forms]
            self.status_label.set_forms(list(dict.fromkeys(said)))
            return
        self.status_label.setText(keep_key_hints(text))

    def _keys_or(self, keyed: str, plain: str) -> str:
        """``keyed``, words that name the table's keys, while the table has them; else
        ``plain``, the same without them. With the keys on the −/Fit/+ buttons (or History),
        the arrows, Enter and Esc act there, not on the table: the line over it promised
        what they did not do (a keyboard-only play tester, session 55, on one's turn; every
        line, session 56). ``_on_keys_moved`` says the line again as the keys come and go."""
        return plain if self.view.keys_elsewhere else keyed

    def _lead_keys_or(self, keyed: str, plain: str) -> str:
        """``_keys_or`` for the ability panel, which names the keys only for a step begun by
        keys: with the keys on the −/Fit/+ buttons it kept "←/→ and Enter" where the line
        over the table had dropped them (play tester, session 56)."""
        return self._keys_or(keyed, plain) if self._keys_lead else plain

    # -- gestures ------------------------------------------------------------------------------
    def _emit(self, action: Action) -> bool:
        """Hand an action to the window; True when the state changed (the move was played).
        A played move closes the large preview: the card it showed was just chosen (by the
        keyboard cursor, which stays put, the preview would outlive the turn)."""
        before, unread = self.state, self._frame_unread
        self._frame_unread = False  # the table's redraw may put the frame out itself again
        self.action_chosen.emit(action)
        played = self.state is not before
        if not played:
            self._frame_unread = unread
            return False
        self.card_preview.clear()
        state = self.state
        stepping = state is not None and state.pending is not None
        if self._keys_lead and stepping and self.key_focus in self.focusables():
            # a step of the ability goes on by keys: the target the player framed shows large
            # at once, as an arrow shows it (a card just looked at or flipped stayed small
            # until an arrow went away and back, play test); one the table framed waits
            self._preview_focus()
        return True

    def _refusal(self, card: str) -> str:
        """Why hand card ``card`` cannot be moved now: during an ability, the engine's reason
        for adding it (while cards are passed it asks for the pass and names its receiver;
        "Finish the ability in progress" misled a player passing for another's ability), or,
        when the mover may still cancel theirs, that they may."""
        state = self.state
        if state is None or state.phase is Phase.OVER:
            return tr("The game is over.")
        if not self._acting():
            return self.not_my_turn()
        if state.phase is Phase.HORNBILL:
            return tr("First place the Great Hornbill into your Garrison.")
        if state.phase is Phase.ABILITY and self.cancel_action is not None:
            return tr("Finish the ability in progress first (or Cancel it).")
        if state.phase is not Phase.TURN:
            return self._why_not(AddToGarrison(card, True))
        return tr("You cannot move that card now.")

    def _on_drag_started(self, item: CardItem) -> None:
        assert isinstance(item, PetalCardItem)
        self.card_preview.clear()
        key = item.card_id
        state = self.state
        placing = state is not None and state.phase in (Phase.TURN, Phase.HORNBILL)
        if (
            state is None
            or not self._acting()
            or not self._in_my_hand(key)
            or not (placing or self._hand_choice(str(key)) is not None)
        ):
            item.cancel_drag()
            self.refuse_at_pointer(self._refusal(str(key)))
            return
        if state.phase is Phase.HORNBILL and key != HORNBILL:
            item.cancel_drag()
            self.refuse_at_pointer(tr("First place the Great Hornbill into your Garrison."))
            return
        self.drag_item = item
        item.set_show_up_value(True)
        item.apply_rotation()
        self._set_drop_modes(None)
        self._render_cursor()  # the frame on the card taken leaves with it

    def _garrison_drop_rect(self) -> QRectF | None:
        """Where a card dropped goes into the viewer's Garrison: anywhere on their panel (its
        empty lower part too, where a wide table leaves room), and past the row of cards by
        room above for the up values and below for a card held low (on a small table that
        reaches past the panel)."""
        mine = self.garrison_rects.get(self.viewer)
        if mine is None:
            return None
        area = mine.adjusted(-10, -30, 10, 30)
        panel = self._panels.get(("panel", self.viewer))
        return area if panel is None else area.united(panel.rect)

    def _pass_receiver(self) -> int | None:
        """Whom the viewer passes a card to now (the engine's pass order); None when they pass
        none."""
        state = self.state
        if state is None or state.pending is None or not self.passes:
            return None
        return pass_partners(state.pending.pass_order, state.current)[1]

    def _slot_at(
        self, point: QPointF, besides: tuple[int, int] | None = None
    ) -> tuple[int, int] | None:
        """The Garrison card at ``point`` (but ``besides``): a Garrison's cards never overlap
        (``fit_scale``), so one card at most lies there."""
        return next(
            (
                slot
                for slot, rect in self.slot_rects.items()
                if slot != besides and rect.contains(point)
            ),
            None,
        )

    def _drop_target(self, point: QPointF) -> str | None:
        """Where a hand card dropped at ``point`` goes. Given away in an ability: onto its
        receiver's panel when passed ("pass"), onto a Garrison card when exchanged for it
        ("exchange"); passing it by a drag on the receiver was refused, "Choose the card you
        pass to Dad first" (play tester 124). Else the ability zone first: it is the smaller,
        and the Garrison's area may reach it."""
        receiver = self._pass_receiver()
        if receiver is not None:
            panel = self._panels.get(("panel", receiver))
            return "pass" if panel is not None and panel.rect.contains(point) else None
        if self.hand_choices:
            return "exchange" if self._slot_at(point) is not None else None
        if self.ability_zone.rect.contains(point):
            return "ability"
        mine = self._garrison_drop_rect()
        if mine is not None and mine.contains(point):
            return "garrison"
        return None

    def next_slot_rect(self) -> QRectF:
        """Where a card added to the viewer's Garrison will lie (the drop preview)."""
        assert self.state is not None
        count = len(self.state.garrisons[self.viewer])
        box = self.garrison_rects[self.viewer]
        width, height = CARD_W * self.table_layout.mine_scale, CARD_H * self.table_layout.mine_scale
        if count:
            last = self.slot_rects[(self.viewer, count - 1)]
            left = min(last.right() + 12, box.right() - width)
        else:
            left = box.left() + 4
        return QRectF(left, box.top() + 4, width, height)

    def _set_drop_modes(self, target: str | None) -> None:
        """Light the places the card being dragged may land on, as the engine's legal actions
        say (the one under it, ``target``, more strongly; the turn's frame round the viewer's
        panel stays); at rest, the empty place of the next Garrison card and, when some card's
        ability may be used, the ability zone."""
        state = self.state
        card = self.drag_item.card_id if self.drag_item is not None else None
        self._drag_over = target if card is not None else None
        over = self._drag_over
        if self.drag_item is not None:  # over the zone the card is played for its ability
            self.drag_item.set_ability_banner(over == "ability")
        acting = state is not None and self._acting()
        placing = (
            state is not None
            and acting
            and state.phase in (Phase.TURN, Phase.HORNBILL)
            and self.viewer in self.garrison_rects
        )
        may_add = placing and (card is None or self._may_add(card))
        ghost = self.drop_ghost
        ghost.setVisible(may_add)
        if may_add:
            ghost.prepareGeometryChange()
            ghost.rect = self.next_slot_rect()
            ghost.palette_colors = self.view.palette_colors
            ghost.set_mode("hover" if over == "garrison" else "legal")
            ghost.setToolTip(tr("Drag a card here to add it to your Garrison"))
        zone = self.garrison_zone
        drop_rect = self._garrison_drop_rect()
        receiver = self._pass_receiver() if card is not None else None
        receiving = None if receiver is None else self._panels.get(("panel", receiver))
        zone.setVisible(
            receiving is not None or (may_add and card is not None and drop_rect is not None)
        )
        if receiving is not None:  # the card being passed lands on its receiver's panel
            zone.set_rect(receiving.rect.adjusted(6, 6, -6, -6))
            zone.palette_colors = self.view.palette_colors
            zone.set_mode("hover" if over == "pass" else "drop")
        elif zone.isVisible() and drop_rect is not None:
            # inside the Garrison's panel (on a small table the area reaches past it)
            panel = self._panels.get(("panel", self.viewer))
            lit = drop_rect if panel is None else panel.rect.adjusted(6, 6, -6, -6)
            zone.set_rect(lit)
            zone.palette_colors = self.view.palette_colors
            zone.set_mode("hover" if over == "garrison" else "drop")
        if state is None or state.pending is not None or state.phase is Phase.OVER:
            return  # the zone shows the ability in progress, or the verdict
        refusal = ""
        held: QRectF | None = None
        if card is None:
            mode = "legal" if acting and self.uses else "idle"
        elif card in self.uses:
            mode = "hover" if over == "ability" else "drop"
        elif over == "ability" and self.drag_item is not None:
            # greyed, saying why, before the drop is refused; written beside the card
            mode, refusal = "refused", self._ability_refusal(card)
            held = self.drag_item.covered_scene_rect()
        else:
            mode = "idle"
        ability = self.ability_zone
        was_refused = ability.mode == "refused"
        ability.set_mode(mode, refusal, None if held is None else ability.mapRectFromScene(held))
        if held is not None:
            # by the card too, where the eye may be rather than on the zone: clear of the card
            # and of the zone's words, and along with them as the card moves
            said = self.view.mapFromScene(held.united(ability.refusal_scene_rect()))
            self.view.say_at_pointer(refusal, beside=said.boundingRect())
            self._keep_note_clear(said.boundingRect())
        elif was_refused and mode != "refused":
            self.view.pointer_note.hide()

    def _keep_note_clear(self, said: QRect) -> None:
        """The note by the card held over the zone (``said``: the card and the zone's words,
        on the viewport), moved where it covers none of the table's words and cards: under
        them, above them or above the zone (level with their left, else their right), or to
        their left, the first of these in sight and clear. At 1366×768, the card at the zone's
        right edge, it went above them, on the zone's title (play test). Where none is clear,
        it goes: the zone's words beside the card say it already."""
        view, note = self.view, self.view.pointer_note
        room = view.viewport().rect().adjusted(8, 8, -8, -8)
        title = view.mapFromScene(self.ability_zone.title_scene_rect()).boundingRect()
        kept = [said, title]
        kept += [
            view.mapFromScene(item.covered_scene_rect()).boundingRect()
            for item in self.scene_items()
            if item.isVisible()
        ]
        kept += [
            view.mapFromScene(_words_rect(label)).boundingRect()
            for label in self._labels.values()
            if label.isVisible() and label.text.strip()
        ]
        size = note.size()
        # level with their left, else with their right: the discard pile's words left of
        # the zone took the place level with the left (French, two players, 1366×652)
        lefts = [
            min(max(left, room.left()), room.right() - size.width())
            for left in (said.left(), said.right() - size.width())
        ]
        zone_top = view.mapFromScene(self.ability_zone.mapRectToScene(self.ability_zone.rect))
        tops = (
            said.bottom() + 8,
            said.top() - size.height() - 8,
            zone_top.boundingRect().top() - size.height() - 8,
        )
        spots = [QPoint(x, top) for top in tops for x in dict.fromkeys(lefts)]
        spots.append(QPoint(said.left() - size.width() - 8, said.top()))
        for spot in spots:
            place = QRect(spot, size)
            if room.contains(place) and not any(place.intersects(part) for part in kept):
                note.move(spot)
                return
        note.hide()

    def _may_add(self, card: str) -> bool:
        """May ``card`` of the viewer's hand go into their Garrison now (either end up)?"""
        assert self.state is not None
        if self.state.phase is Phase.HORNBILL:
            return card == HORNBILL and self.hornbill_action is not None
        return any(added == card for added, _up in self.adds)

    def _on_drag_moved(self, item: CardItem, point: QPointF) -> None:
        if item is self.drag_item:
            target = self._drop_target(point)
            self._set_drop_modes(target)
            if self.hand_choices:  # a card to give: the one it would be exchanged for
                self._mark_exchanged(self._slot_at(point) if target == "exchange" else None)

    def _mark_exchanged(self, slot: tuple[int, int] | None) -> None:
        """Frame the Garrison card ``slot`` a drag would exchange (None: no frame)."""
        mark = self.exchange_mark
        mark.setVisible(slot is not None)
        if slot is not None:
            mark.prepareGeometryChange()
            mark.rect = QRectF(self.slot_rects[slot]).adjusted(-4, -4, 4, 4)
            mark.palette_colors = self.view.palette_colors

    def _on_dropped(self, item: CardItem, point: QPointF) -> None:
        assert isinstance(item, PetalCardItem)
        if item is not self.drag_item:
            item.go_home(refused=True)
            return
        self.drag_item = None
        item.set_show_up_value(False)
        item.set_ability_banner(False)
        self._set_drop_modes(None)
        self.exchange_mark.setVisible(False)
        card = item.card_id
        target = self._drop_target(point)
        state = self.state
        assert state is not None
        action: Action | None = None
        reason = ""
        onto = self._slot_at(point) if target == "exchange" else None
        if onto is not None and self._give_for(str(card), onto):
            return
        if target == "pass":
            action = self.passes.get(str(card))
            reason = self._why_not(PassCard(str(card)))
        elif target == "garrison":
            if state.phase is Phase.HORNBILL:
                action = self.hornbill_action if card == HORNBILL else None
                reason = tr("First place the Great Hornbill into your Garrison.")
            else:
                action = self.adds.get((card, self.orientation.get(card, True)))
                reason = self._why_not(AddToGarrison(card, self.orientation.get(card, True)))
        elif target == "ability":
            action = self.uses.get(card)
            reason = self._ability_refusal(card)
        else:
            reason = self._missed_reason(card, point)
        if action is not None and self._emit(action):
            return
        item.go_home(refused=True)
        item.apply_rotation()
        self._render_cursor()  # back on the card once it is home
        if action is None:  # otherwise whoever declined the move has said why
            self.refuse_at_pointer(reason)

    def _give_for(self, card: str, onto: tuple[int, int]) -> bool:
        """A hand card dropped on Garrison card ``onto`` while an exchange asks for the card
        given: gives it, then takes ``onto`` if the engine offers it once the card is given
        (else its reason is said, and the card given stands: Cancel is free), as a player
        shows an exchange at a table. True if the card was given."""
        give = self._hand_choice(card)
        if give is None or not self._emit(give):
            return False
        taken = self.slot_choices.get(onto)
        if taken is not None:
            self._emit(taken)
        else:
            self.status_message.emit(self._why_not(ChooseSlot(*onto)))
        return True

    def _missed_reason(self, card: str, point: QPointF) -> str:
        """Why a card dropped on neither of its places went back, said of where it landed: the
        same words on another's Garrison, the pile and the felt read as a hint, not a reason,
        and they offered "Use ability" for the Hornbill that must be placed first (play
        test)."""
        state = self.state
        assert state is not None
        if state.phase is Phase.HORNBILL:
            return self._hornbill_first(card)
        receiver = self._pass_receiver()
        if receiver is not None:
            said = tr("Click the card to pass, or drop it on %1's panel.")
            return elide(fill(said, {"1": self._name(receiver)}))
        if self.hand_choices:
            return tr("Click the card you give, or drop it on the Garrison card you take for it.")
        pile = self._panels.get("discard")
        if pile is not None and pile.isVisible() and pile.rect.contains(point):
            return tr(
                "A card goes to the discard pile once its ability is used: drop it on “Use"
                " ability” to play it."
            )
        for seat in range(len(state.garrisons)):
            panel = self._panels.get(("panel", seat))
            if seat == self.viewer or panel is None or not panel.isVisible():
                continue
            if panel.rect.contains(point):
                said = tr(
                    "This is %1's Garrison: drop the card on your own to add it, or on"
                    " “Use ability” to play its ability."
                )
                return elide(fill(said, {"1": self._name(seat)}))
        return tr(
            "Drop the card on your Garrison to add it, or on “Use ability” to play its ability."
        )

    def _ability_refusal(self, card: str) -> str:
        """Why ``card`` may not be played for its ability now: the engine's reason (an ability
        without a target says what it lacks), or that the Great Hornbill comes first."""
        assert self.state is not None
        if self.state.phase is Phase.HORNBILL:
            return self._hornbill_first(card)
        return self._why_not(UseAbility(card))

    def _hornbill_first(self, card: str) -> str:
        """Why a card dropped anywhere but the Garrison went back while the Great Hornbill is
        still to be laid: the Hornbill itself is told where it goes, the same wherever it
        landed (its words changed between the zone and the felt, play test). In a match it
        starts the deal, as the status line says: "the game starts" in deal 2 read as the
        match beginning again (play test)."""
        if card != HORNBILL:
            return tr("First place the Great Hornbill into your Garrison.")
        if self.state is not None and self.state.match:
            return tr("Drop the Great Hornbill on your Garrison: the deal starts with it there.")
        return tr("Drop the Great Hornbill on your Garrison: the game starts with it there.")

    def _on_drag_cancelled(self, item: CardItem) -> None:
        """Esc mid-drag (play test: the release still played the card): the card flies home
        (``CardItem.abandon_drag``), in the hand's fan again with the end the player chose up,
        and the places it could have landed on go back to rest. Nothing is said: nothing was
        refused."""
        assert isinstance(item, PetalCardItem)
        if item is self.drag_item:
            self.drag_item = None
        item.set_show_up_value(False)
        item.set_ability_banner(False)
        item.apply_rotation()
        self._set_drop_modes(None)
        self.exchange_mark.setVisible(False)
        self._render_cursor()  # back on the card once it is home

    def refuse_at_pointer(self, reason: str) -> None:
        """The large preview of the card under the pointer would cover the reason. A key
        refused (U on a card whose ability has no target now) says why under the keyboard's
        frame: said in the status bar alone, a keyboard player saw U do nothing (play test)."""
        self.card_preview.clear()
        if not (self._keys_lead and self.cursor_item.isVisible()):
            super().refuse_at_pointer(reason)
            return
        self.status_message.emit(reason)
        frame = self.view.mapFromScene(self.cursor_item.sceneBoundingRect()).boundingRect()
        self.view.say_at_pointer(reason, beside=frame)

    def _why_not(self, action: Action) -> str:
        """The engine's reason for refusing ``action``, translated."""
        reason = self._engine_refusal(action)
        return reason if reason is not None else tr("You cannot do that now.")

    def _engine_refusal(self, action: Action) -> str | None:
        """The engine's reason for refusing ``action``, translated; None if it is legal."""
        state = self.state
        assert state is not None
        try:
            self.game.check_legal(state, action)
        except IllegalActionError as error:
            return tr_refusal(error, self.seat_names)
        return None

    def _newest_fitted(self, turn: str, font: QFont, width: float, most: int) -> tuple[str, str]:
        """The newest turn under its heading (``_newest_turn``) in ``most`` lines ``width``
        wide, cut as ``stack_moves`` cuts a move: without its last card laid as a victory card,
        then without the abilities taken back before it, and only then in its middle. The text
        and its tooltip (the whole, when something was cut). Cut in its middle first, a lesson's
        exchange lost the card given and kept "after cancelling the ability of Honey Bee"
        (play test)."""
        heading = self._newest_turn()
        whole = heading.replace("%1", turn)
        text, tip = wrap_keeping_end(whole, font, width, most)
        plain = without_laid_victory(turn)
        if tip and plain != turn:
            text, tip = wrap_keeping_end(heading.replace("%1", plain), font, width, most)
        shorter = without_cancels(plain)
        if tip and shorter != plain:
            text, _tip = wrap_text(heading.replace("%1", shorter), font, width, most)
        elif tip:
            text = _action_kept(heading.replace("%1", plain), font, width, most) or text
        return text, whole if tip else ""

    def _newest_turn(self) -> str:
        """How the newest turn told is headed: "This turn" while it goes on (a pass going
        round, targets being chosen, an ability just cancelled), else "Last turn" (said of a
        turn in progress, it read as the turn before, play test; after a Cancel, it read as
        a turn spent, play test)."""
        state = self.state
        cancelled = (
            state is not None
            and self._last is not None
            and isinstance(self._last[0], Cancel)
            and self._last[1] == state.current
        )
        going_on = state is not None and (state.pending is not None or cancelled)
        return tr("This turn — %1") if going_on else tr("Last turn — %1")

    @property
    def last_move(self) -> str:
        """The turn that led here, in words (hidden cards stay hidden), shown on the table:
        whole where the news tells it (``News.last_turn``), else its last move; written when
        drawn, so it follows a change of language."""
        if self._last is None:
            return ""
        if self.news.last_turn:
            return self._newest_turn().replace("%1", self.news.last_turn)
        action, mover = self._last
        return (
            tr("Last move — %1: %2")
            .replace("%1", self._name(mover))
            .replace("%2", self.describe_action(action, None, self.state))
        )

    def _on_card_clicked(self, item: CardItem) -> None:
        assert isinstance(item, PetalCardItem)
        key = item.card_id
        if not self._in_my_hand(key):
            return
        # the keys' choice follows the click: the frame left on another card, U then said
        # "The blue frame shows your choice" of that one (German play tester, session 56)
        self._last_hand_card = key
        if ("card", key) in self.focusables() and self.key_focus != ("card", key):
            self.key_focus = ("card", key)
            self._render_cursor()
        if self._choose_hand_card(key):
            return
        if self._acting() and self.state is not None and self.state.phase is Phase.TURN:
            self.status_message.emit(
                tr("Drag the card onto your Garrison or onto “Use ability”; R rotates it.")
            )

    def _choose_hand_card(self, card: str) -> bool:
        if not self._acting():
            return False
        action = self._hand_choice(card)
        return action is not None and self._emit(action)

    def _hand_choice(self, card: str) -> Action | None:
        """The choice a hand card makes in a pass or an exchange: the card passed, or given
        the way up it is turned (else the other, when only that one is offered)."""
        if card in self.passes:
            return self.passes[card]
        up = self.orientation.get(card, True)
        return self.hand_choices.get((card, up)) or self.hand_choices.get((card, not up))

    def _on_target_clicked(self, key: object) -> None:
        self._drop_exchange_grab()
        if not isinstance(key, tuple):
            return
        if key[0] == "slot":
            action = self.slot_choices.get((key[1], key[2]))
            if action is not None:
                self._emit(action)
        elif key[0] == "hand":
            self._choose_hand_card(key[1])

    def _exchange_drag(
        self, key: object, point: QPointF
    ) -> tuple[ChooseSlot, tuple[int, int]] | None:
        """For a drag from target ``key`` to ``point``: the first card's choice and the
        Garrison card under ``point``, when an exchange between Garrisons waits for its first
        card and the drag ends on another Garrison card (any: the second may be one the first
        step does not light); else None."""
        if not isinstance(key, tuple) or key[0] != "slot" or not awaits_first_exchanged(self.state):
            return None
        chosen = (key[1], key[2])
        first = self.slot_choices.get(chosen)
        onto = self._slot_at(point, besides=chosen)
        return None if first is None or onto is None else (first, onto)

    def _carry_exchanged(self, key: object, point: QPointF) -> None:
        """The Garrison card dragged in an exchange follows the pointer, as a hand card
        dragged does: only the frame of the card under it moved, and a player saw no card
        being carried (play test). Where the pointer first moved, the card is taken by that
        point, and it lies on top of the table till the drag ends."""
        if self._exchange_grab is not None and self._exchange_grab[0] != key:
            self._drop_exchange_grab(refused=True)  # a drag whose release was never seen
        if self._exchange_grab is None:
            if not isinstance(key, tuple) or key[0] != "slot":
                return
            if not awaits_first_exchanged(self.state) or (key[1], key[2]) not in self.slot_choices:
                return
            item = self.slot_item(key[1], key[2])
            if item is None:
                return
            self._exchange_grab = (key, item, item.pos() - point)
            item.setZValue(10_000)
        _key, item, offset = self._exchange_grab
        item.setPos(point + offset)

    def _drop_exchange_grab(self, refused: bool = False) -> None:
        """The card carried in an exchange drag goes home (the moves the drag chose then move
        it on); ``refused``: nothing was chosen, and it snaps back, as a refused drop does."""
        if self._exchange_grab is not None:
            _key, item, _offset = self._exchange_grab
            self._exchange_grab = None
            item.go_home(refused)

    def _on_target_drag_moved(self, key: object, point: QPointF) -> None:
        """While a Garrison card is dragged in an exchange, the card it would be exchanged
        with is framed: nothing showed where the drag would land (play test)."""
        self._carry_exchanged(key, point)
        found = self._exchange_drag(key, point)
        self._mark_exchanged(None if found is None else found[1])

    def _on_target_dragged(self, key: object, point: QPointF) -> None:
        """A Garrison card dragged onto another while an exchange between Garrisons waits for
        its first card chooses the two, one after the other: it is how a player shows an
        exchange at a table, and the drag did nothing (play test). The second is chosen only
        if the engine offers it once the first is; if not, the first stands (Cancel is free)."""
        self.exchange_mark.setVisible(False)
        found = self._exchange_drag(key, point)
        self._drop_exchange_grab(refused=found is None)
        if found is None or not self._emit(found[0]):
            return
        onto = found[1]
        second = self.slot_choices.get(onto)
        if second is not None:
            self._emit(second)
        else:
            # the engine's reason ("the Great Hornbill cannot be removed or exchanged"): a
            # plain refusal left the player guessing (play test)
            self.status_message.emit(self._why_not(ChooseSlot(*onto)))

    def _on_card_hovered(self, item: CardItem, inside: bool) -> None:
        assert isinstance(item, PetalCardItem)
        if inside:
            if self.hover_item is not item:
                self._wheel_delta = 0
            self.hover_item = item
            self._keys_lead = self._keys_kept = False
        elif self.hover_item is item:
            self.hover_item = None
        if self._in_my_hand(item.card_id) and not item.dragging and item.pickable:
            # a hand card rises under the mouse, the way a hand of cards does
            lift = HAND_LIFT if inside else 0.0
            item.set_reach_below(lift / max(item.home_scale, 0.01))
            animation.move_to(item, item.home + QPointF(0, -lift), item.home_scale, base_ms=120)
            if self.key_focus == ("card", item.card_id):
                # the frame goes up and down with its card, framing it where it comes to rest:
                # drawn as the card set off, it stayed risen over a card that had sunk back
                # (play test)
                moving = animation.duration(120)
                if moving:
                    self.cursor_item.setVisible(False)
                    QTimer.singleShot(moving + 20, self.scene, self._render_cursor)
                else:
                    self._render_cursor()
        self._preview_hover(item, inside)

    def _on_target_hovered(self, key: object, inside: bool) -> None:
        """A target frame lies over a Garrison card and takes its hover: preview that card."""
        if isinstance(key, tuple) and key[0] == "slot":
            item = self.slot_item(key[1], key[2])
            if item is not None:
                self._preview_hover(item, inside)

    def _preview_hover(self, item: PetalCardItem | PreviewedObject, inside: bool) -> None:
        """Show the card under the pointer large, if the viewer may see its face (the item knows:
        it holds only what the view shows)."""
        if self.drag_item is not None:
            return
        pending = self.state.pending if self.state is not None else None
        if (
            inside
            and self._acting()
            and pending is not None
            and isinstance(item, PetalCardItem)
            and item.card_id == pending.card
        ):
            # the card just dropped in the zone lies under the pointer while its targets are
            # chosen: its preview would cover the Garrisons they are in (the zone says the step)
            return
        self.card_preview.hover_item(self.view, item, inside)

    def _preview_spared(self) -> list[QRect]:
        """The table total and its legend, with the moves since the viewer's last, and the
        viewer's hand: what the pointer's preview spares where a corner lets it
        (``TablePreview.spared``). Sparing the total alone, it lay over the tops of the hand
        cards beside the one it showed."""
        if self.state is None:
            return []
        parts = [QRectF(self.table_layout.total)]
        parts += [item.sceneBoundingRect() for item in self.hand_items()]
        return [self.view.mapFromScene(part).boundingRect() for part in parts]

    def _preview_avoid(self, source: object, area: QRect) -> QRect:
        """What the preview keeps clear: the card it shows (``area``, on the viewport) and,
        while a Garrison card is chosen, the highlighted targets; over a card of the hand (far
        from the Garrisons), the targets alone, which matter more than the card the preview
        repeats."""
        targets = QRect()
        for frame in self.targets.values():
            targets = targets.united(
                self.view.mapFromScene(frame.sceneBoundingRect()).boundingRect()
            )
        if targets.isNull():
            return area
        if isinstance(source, PetalCardItem) and self._in_my_hand(source.card_id):
            return targets
        return area.united(targets)

    def _preview_clearance(self, source: object) -> Keep | None:
        """For the keyboard cursor's card (or the pile's top card), which stays large as long
        as the cursor rests on it: what its preview must not cover (the table total with the
        moves since the viewer's last, the card itself with its frame, the targets, an
        ability in progress) and what it had better not (each card, line of text and pile:
        one; the empty room of the other players' panels, the discard pile's, the viewer's
        Garrison and an idle ability zone: a little); for a hand card, what it covers last
        (the viewer's Garrison cards and the next card's place); for a card to give, what it
        spares where that costs nothing else (the cards to take for it). None for the
        pointer's card: its preview goes to a corner, and away with the pointer."""
        if not self._keys_lead or source is None or source is not self._focus_shown():
            return None
        assert isinstance(source, QGraphicsItem)

        def on_view(rect: QRectF) -> QRect:
            return self.view.mapFromScene(rect).boundingRect()

        forbidden = [on_view(self.table_layout.total), on_view(source.sceneBoundingRect())]
        if self.cursor_item.isVisible():
            forbidden.append(on_view(self.cursor_item.sceneBoundingRect()))
        forbidden += [on_view(frame.sceneBoundingRect()) for frame in self.targets.values()]
        if self.state is not None and self.state.pending is not None:
            forbidden.append(on_view(self.table_layout.zone))
        # the turn order, the same all deal and read before, weighs as the room of the viewer's
        # panel it stands in: weighed as any line, it left the preview too small at 1600×1000
        order = self._labels.get("turn-order")
        parts: list[QGraphicsItem] = [
            *self.cards.values(),
            *self.memos.values(),
            *(
                label
                for label in self._labels.values()
                if label.text.strip() and label is not order
            ),
            self.discard_item,
            self.last_deal_button,
            self.cancel_button,
            self.skip_button,
        ]
        weighed = [
            (on_view(part.sceneBoundingRect()), 1.0)
            for part in parts
            if part.isVisible() and part is not source
        ]
        for seat, rect in self.panel_rects.items():
            weighed.append((on_view(rect), 0.2 if seat == self.viewer else 0.5))
        weighed.append((on_view(self.table_layout.discard), 0.3))
        weighed.append((on_view(self.table_layout.zone), 0.1))
        # what a hint or a lesson step frames is what the player is asked to look at: covered,
        # the Garrison place a hint framed was hidden behind its card (play tester 146)
        weighed += [(on_view(hint.sceneBoundingRect()), HINT_WEIGHT) for hint in self.hints]
        # so is a hand card to choose among (one to give; the other cards of the hand, for a
        # hand card's preview): the preview of the card framed lay over the next one, glowing
        # as a target (play tester 193), and with two cards left, over the other, which the
        # move's words named as the victory card it leaves (tester 197)
        in_hand = isinstance(source, PetalCardItem) and self._in_my_hand(source.card_id)
        weighed += [
            (on_view(card.sceneBoundingRect()), HINT_WEIGHT)
            for key, card in self.cards.items()
            if card is not source and (card.target_look or (in_hand and self._in_my_hand(key)))
        ]
        # and the hand card given, while the card to take for it is chosen: the preview of a
        # framed Garrison card lay over it, its up value hidden, as if it showed that card
        # (play tester 200)
        given = self.state.pending.give if self.state and self.state.pending else None
        chosen = self.cards.get(given) if given is not None else None
        if chosen is not None and chosen is not source and chosen.isVisible():
            weighed.append((on_view(chosen.sceneBoundingRect()), HINT_WEIGHT))
        last: list[tuple[QRect, float]] = []
        adding = self.state is not None and self.state.pending is None
        if adding and in_hand:
            # the Garrison a hand card is added to stays in sight, its cards and the next
            # card's place, covered last: turning a card before adding it, the player had its
            # preview over that Garrison, the screen's bottom left empty (play tester 167,
            # 1600×900), then where the place above the hand covered a rival's card (tester
            # 175). Not while an ability asks for a card to give: its preview then lay over
            # the other cards to choose from (tester 193)
            laid = self.garrison_rects[self.viewer].united(self.next_slot_rect())
            laid.setRight(self.next_slot_rect().right())
            last.append((on_view(laid), HINT_WEIGHT))
        # while a card to give is chosen, the Garrison cards the next choice is among, where
        # that costs nothing else: the preview of the framed card lay over the viewer's own,
        # the card to take (play tester 197, 1366×768), wholly in the tall windows
        later = [
            (on_view(self.slot_rects[slot]), NEXT_CHOICE_WEIGHT)
            for slot in (taken_after_give(self.state) if in_hand and self.state else [])
            if slot in self.slot_rects
        ]
        return (forbidden, weighed), last, later

    def _on_rotate_requested(self, item: CardItem) -> None:
        assert isinstance(item, PetalCardItem)
        if self.rotate(item):
            self._frame_to_turned(item)

    def _frame_to_turned(self, item: PetalCardItem) -> None:
        """A hand card the mouse just turned takes the keyboard frame: Enter then adds the
        card turned. The frame stayed on the card the arrows had chosen, and Enter laid that
        one, its victory card left in hand; with no frame out, the first key brought it to
        the first card, not to the one just turned (play tests)."""
        focus = ("card", item.card_id)
        if self.key_focus != focus and focus in self.focusables():
            self.key_focus = focus
            self._keys_viewer = self.viewer
            self._render_cursor()

    def rotate(self, item: PetalCardItem | None) -> bool:
        """Turn a hand card 180° (the other Petal Power points up)."""
        if item is None or not self._in_my_hand(item.card_id) or not item.pickable:
            return False
        card = CARDS.get(item.card_id)
        if card is None:
            return False
        if self.state is not None and self.state.phase is Phase.HORNBILL:
            # the engine's PlaceHornbill has no end to choose: turning it would only mislead.
            # Its value named: "it has no end to choose" read as if the card had one end; "as
            # you lay it": a Frog may turn it later (play test). Beside the pointer too: in the
            # status bar alone it went unseen
            self.refuse_at_pointer(
                tr(
                    "The rules lay the Great Hornbill with its %1 pointing up: you cannot rotate"
                    " it as you lay it."
                ).replace("%1", points_text(card.power(True)))
            )
            return False
        if self.state is not None and self.state.phase is Phase.PASS:
            # turned, the large card said "Turned: counts 0" of a card no end of which counts
            # where it goes (play tester 133)
            self.refuse_at_pointer(
                tr(
                    "A card you pass goes to a hand, where neither end counts: there is nothing"
                    " to rotate."
                )
            )
            return False
        up = not self.orientation.get(item.card_id, True)
        self.orientation[item.card_id] = up
        start = item.rotation()
        item.top_up = up
        target = (0.0 if up else 180.0) + (0.0 if item.dragging else item.fan_angle)
        ms = animation.duration(180)
        if ms:
            spin = QPropertyAnimation(item, b"rotation", item)
            spin.setStartValue(start)
            spin.setEndValue(target if target > start else target + 360.0)
            spin.setDuration(ms)
            spin.finished.connect(item.apply_rotation)
            spin.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
        else:
            item.apply_rotation()
        item.update()
        self.card_preview.update()  # the preview shows the end that points up now
        # no status line here: it would outlive a hot-seat hand-off and tell the next player
        # which value the previous one chose (the card itself shows it, large)
        return True

    def cancel(self) -> None:
        """Take the ability back, and say so: the card only jumped back into the hand, and a
        player wondered whether the turn was spent (play test). Said too: the others saw the
        card, which a family player did not know (play test)."""
        if not self._acting() or self.cancel_action is None or self.state is None:
            return
        pending = self.state.pending
        if self._emit(self.cancel_action) and pending is not None:
            said = tr("Cancelled: %1 is back in your hand, and it is still your turn.")
            seen = tr("The others have seen it.")
            self.status_message.emit(f"{said.replace('%1', self._card_name(pending.card))} {seen}")

    def taken_back_note(self, action: Action) -> str:
        """An ability taken back by Undo, as by Cancel: its card was played face up, and Undo's
        "Taken back: “Use the ability of Spider …”" did not say that the others saw it (play
        tester). It ends Undo's sentence, which has no full stop after the move's closing
        quote: "Zurückgenommen: „Die Fähigkeit der Karte Gartenschnecke nutzen“ Die anderen
        haben sie gesehen." ran two sentences together (German play tester, session 58)."""
        return tr("— the others have seen it.") if isinstance(action, UseAbility) else ""

    def _pointer_takes_lead(self) -> None:
        """A button on the table clicked: the pointer leads, as on a card it rests on, and the
        keyboard's frame goes until the next key brings it back. After "Done looking" was
        clicked, the keys' frame went on to a rival's card and showed it large over the
        player's own Garrison while the computers played (play test); after Cancel, the card
        back in hand showed the frame a right-click had brought out, to a player who never
        pressed a key (play tester 122)."""
        self._keys_lead = self._keys_kept = False
        if self.card_preview.source is not None and self.card_preview.source is self._keys_shown:
            self.card_preview.clear()
        self.key_focus = self._step_from = None
        self._render_cursor()

    def skip(self) -> None:
        if self._acting() and self.skip_action is not None:
            self._emit(self.skip_action)

    # -- keyboard ------------------------------------------------------------------------------
    def focusables(self) -> list[tuple[object, ...]]:
        """What the arrow keys walk through now: hand cards, or the ability's targets."""
        state = self.state
        if state is None or not self._acting():
            return []
        if state.phase in (Phase.TURN, Phase.HORNBILL):
            return [
                ("card", held.card)
                for held in state.hands[self.viewer]
                if held.card in self.cards and self.cards[held.card].pickable
            ]

        found: list[tuple[object, ...]] = [
            ("slot", *slot) for slot in self._reading_order(list(self.slot_choices))
        ]
        found += [
            ("card", held.card)
            for held in state.hands[self.viewer]
            if held.card in self.hand_targets
        ]
        return found

    def _reading_order(self, slots: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Row by row, left to right: in seat order the arrows began in the middle of the top
        row for every seat but the first, and jumped from there. A card whose middle lies
        within a row's first card is of that row: panels that draw their cards at other
        sizes put them a few pixels higher or lower, and sorted by their tops the arrows went
        Bob, Daisy, Iris across panels that read Bob, Iris, Daisy."""
        rects = self.slot_rects
        placed = sorted(
            (slot for slot in slots if slot in rects), key=lambda s: rects[s].center().y()
        )
        rows: list[list[tuple[int, int]]] = []
        for slot in placed:
            if rows and rects[slot].center().y() <= rects[rows[-1][0]].bottom():
                rows[-1].append(slot)
            else:
                rows.append([slot])
        ordered = [slot for row in rows for slot in sorted(row, key=lambda s: rects[s].left())]
        return ordered + [slot for slot in slots if slot not in rects]

    def readables(self) -> list[tuple[object, ...]]:
        """What the arrow keys walk through when there is nothing to choose (another player's
        turn, the end of the game): every card on the table, panel by panel as the table reads
        (the other players', the discard pile's top card, then the viewer's Garrison, hand and
        the card whose ability is played); a card whose face the viewer may see is shown large
        as the cursor comes to it. The arrows scrolled a fitted table sideways instead; they
        never reached the discard pile (play test)."""
        order = self._reading_places()
        cards = sorted(order, key=order.__getitem__)
        if self.discard_item.previewed_card() is not None:
            others = len(self._others())
            after = sum(1 for focus in order if order[focus][0] < others)
            cards.insert(after, PILE_FOCUS)
        return cards

    def _reading_places(self) -> dict[tuple[object, ...], tuple[int, int, int]]:
        """Each readable card's place in the reading order, by its keyboard focus: (panel, row
        in it, place in the row); the viewer's hand and the card played from it are the last
        panel. A card the viewer may read is a ``("card", key)``; a face-down Garrison card is
        its slot, read by its place alone: the arrows skipped it, and a keyboard player could
        not reach a card marked as changed since their last move (play test)."""
        if self.state is None:
            return {}
        seats = [*self._others(), self.viewer]
        rank = {seat: place for place, seat in enumerate(seats)}
        order: dict[tuple[object, ...], tuple[int, int, int]] = {}
        for key, (kind, place) in self.where.items():
            item = self.cards.get(key)
            if item is None:
                continue
            if item.previewed_card() is None:
                if kind == "slot":
                    order[("slot", *divmod(place, 100))] = (rank[place // 100], 0, place % 100)
                continue
            focus = ("card", str(key))
            if kind == "slot":
                order[focus] = (rank[place // 100], 0, place % 100)
            elif kind == "victory":
                order[focus] = (rank[place], 1, 0)
            elif kind == "myhand":
                order[focus] = (len(seats), 0, place)
            elif kind == "pending":
                order[focus] = (len(seats), 1, 0)
        return order

    def _walked(self) -> list[tuple[object, ...]]:
        """The arrows' cursor goes through the choices, else (or after ↑/↓) through the cards
        to read."""
        if self._reading:
            return self.readables() or self.focusables()
        return self.focusables() or self.readables()

    def _zoom_focus(self) -> list[QRectF]:
        """What a zoom by the keys keeps in sight (``TableView.zoom_focus``): the cards the
        viewer may play, or the ability's targets; then the keyboard's frame."""
        rects = [self._focus_rect(focus) for focus in self.focusables()]
        choices = [rect for rect in rects if rect is not None]
        if not choices:
            return []
        framed = None if self.key_focus is None else self._focus_rect(self.key_focus)
        return [united(choices), *([framed] if framed is not None else [])]

    def _focus_rect(self, focus: tuple[object, ...]) -> QRectF | None:
        """What the keyboard cursor frames: the card, and the up value's badge over a Garrison
        card's top edge (the frame crossed the badge, and looked clipped by it)."""
        if focus == PILE_FOCUS:
            pile = self.discard_item
            return pile.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
        if focus[0] == "slot":
            rect = self.slot_rects.get((focus[1], focus[2]))  # type: ignore[arg-type]
            item = self.slot_item(focus[1], focus[2])  # type: ignore[arg-type]
        else:
            item = self.cards.get(focus[1])
            rect = None if item is None else item.mapRectToScene(item.card_rect())
        if (
            rect is not None
            and item is not None
            and item.show_up_value
            and item.up_value() is not None
        ):
            rect = rect.united(item.up_chip_scene_rect())
        return rect

    def _render_cursor(self) -> None:
        focus = self.key_focus
        rect = None if focus is None else self._focus_rect(focus)
        if rect is None or focus not in self._walked() or self.view.keys_elsewhere:
            self.cursor_item.setVisible(False)
            if self._pointed is not None:
                self._render_hints()
            return
        gliding = self._focus_item()  # a target's card too: after an undo it glides back
        if gliding is not None and gliding is self.drag_item:
            # the framed card is dragged away: its frame, left at its place in the hand, read
            # as the outline of a hole, over the cards beside it (play test)
            self.cursor_item.setVisible(False)
            return
        if gliding is not None and (
            gliding.pos() not in (gliding.home, gliding.home + QPointF(0, -HAND_LIFT))
            # near enough: a card landed at 0.8500000000000001 for 0.85 waited for good, and
            # a face-down card framed by the keys showed no frame (play tester 214)
            or not math.isclose(gliding.scale(), gliding.home_scale, rel_tol=1e-9)
        ):
            # after a Cancel or an undo the card glides home, changing place and size: the
            # frame waits for it there rather than framing where it passes (risen under the
            # pointer counts as at rest: the frame follows it up and down)
            self.cursor_item.setVisible(False)
            QTimer.singleShot(animation.duration(300) + 40, self.scene, self._render_cursor)
            return
        self.cursor_item.prepareGeometryChange()
        # closer over an up value's chip: 7 above it crossed the Petal Power line over the row
        chip = gliding is not None and gliding.show_up_value and gliding.up_value() is not None
        # close over a victory card: 7 above it crossed its caption's second line; so over
        # the up value of one's own Garrison card: 5 above it touched the Petal Power line
        # over the row ("Puissance de pétales −1", play tester 178)
        kind, place = self.where.get(focus[1], ("", -1)) if focus[0] == "card" else ("", -1)
        own = focus[:2] == ("slot", self.viewer) or (kind == "slot" and place // 100 == self.viewer)
        laid = kind == "victory"
        above = 1 if laid or (chip and own) else 5 if chip else 7
        if gliding is not None and gliding.target_look:
            # round a target's glow, not over it: the frame's halo hid the framed card's
            # glow, which then looked the one card that was not a target (play test). Over
            # the up value's chip, which stands above the glow, as close as ever
            top = above if chip else TARGET_FRAME
            self.cursor_item.rect = rect.adjusted(-TARGET_FRAME, -top, TARGET_FRAME, TARGET_FRAME)
        else:
            self.cursor_item.rect = rect.adjusted(-7, -above, 7, 7)
        self.cursor_item.palette_colors = self.view.palette_colors
        self.cursor_item.set_mode("cursor")
        self.cursor_item.setVisible(True)
        self.cursor_item.update()
        if self._pointed is not None:
            self._render_hints()

    def _move_focus(self, step: int, leave_panel: bool = False) -> None:
        """Step the keyboard cursor through what the arrows walk. ``leave_panel``: ↑/↓ from a
        choice go to the panel above or below it (↑ from the hand walked the hand first,
        backwards, before the table, play test)."""
        items = self._walked()
        if not items:
            return
        item = self._focus_item()
        if self.key_focus not in items and item is not None:
            # from a target to reading (a slot, a card) or back: on from the same card, not
            # from the first of the table
            self.key_focus = next(
                (entry for entry in items if self._item_at(entry) is item), self.key_focus
            )
        before = self.key_focus
        if self.key_focus not in items and ("card", self._last_hand_card) in items:
            self.key_focus = ("card", self._last_hand_card)  # on from it, no frame shown
        if self.key_focus not in items:
            self.key_focus = items[0] if step > 0 else items[-1]
        else:
            at = items.index(self.key_focus)
            ahead = [items[(at + step * count) % len(items)] for count in range(1, len(items))]
            if not self._reading and items == self.focusables():
                # the choices stop at either end, as a list's do: ← on the first card went
                # round to the last and began the wrong ability (play test). Reading goes
                # round: ↓ from the hand at the bottom comes back to the top of the table
                ahead = ahead[: len(items) - 1 - at] if step > 0 else ahead[:at]
            if leave_panel:
                places = self._reading_places()

                def panel(focus: tuple[object, ...]) -> int | None:
                    if focus == PILE_FOCUS:
                        return -1  # a panel of its own
                    return places[focus][0] if focus in places else None

                ahead = [focus for focus in ahead if panel(focus) != panel(items[at])] or ahead
            self.key_focus = ahead[0] if ahead else items[at]
        back = self._read_from
        if (
            self._reading
            and back in items
            and self._in_hand_focus(back)
            and self._in_hand_focus(self.key_focus)
            and not self._in_hand_focus(before)
        ):
            # ↑/↓ back into the hand from the table's rows: on the card the frame left, as
            # ←/→ come back to it; they landed on the hand's first or last card (play tester,
            # session 56)
            self.key_focus = back
        self._frame_moved()

    def _in_hand_focus(self, focus: tuple[object, ...] | None) -> bool:
        """Is ``focus`` a card of the viewer's hand?"""
        return focus is not None and focus[0] == "card" and self._in_my_hand(focus[1])

    def _lead_keys(self, lead: bool) -> None:
        """Whether the keys lead (``_keys_lead``), and the line over the table told again when
        that changes: its turn is told by the keys to a player who plays by them (play tester
        193, keyboard only: the line began with the mouse's ways)."""
        if lead != self._keys_lead:
            self._keys_lead = lead
            self._update_status()

    def _frame_moved(self) -> None:
        """The keys moved the frame (``key_focus``): it shows there, in sight, the card large
        and its words said."""
        self._lead_keys(True)
        self._keys_viewer = self.viewer
        self._frame_unread = False
        self._render_cursor()
        if self.cursor_item.isVisible():  # a zoomed-in table follows the keyboard cursor
            self.view.keep_in_view(self.cursor_item.sceneBoundingRect())
        self._preview_focus()
        self._say_at_focus()

    def _say_at_focus(self) -> None:
        """The status line's words for the keyboard's frame: the pile, what Enter would do,
        what changed the framed card; none, once the frame has moved where nothing is said
        (the pile's line stood on after the frame had moved on, play test). What Enter would
        do alone ends with that ? lists every key, where the line has room, as Flowers' line
        says it: past the first arrow the line named Enter alone (play tester, session 57)."""
        if self.key_focus == PILE_FOCUS:
            # its top card named, as the frame shows it large: read with the arrows, the pile
            # was said with nothing of what lay on it (play tester 133)
            pile = self.state.discard if self.state is not None else ()
            said = (
                tr("The discard pile, %1 on top: Enter or D looks through it.").replace(
                    "%1", self._card_name(pile[-1])
                )
                if pile
                else tr("The discard pile is empty.")
            )
        else:
            # a card is told with who changed it, a full stop between ("… de la garnison de
            # Basil Depuis votre dernier coup", play test), a choice too: a card just added is
            # worth knowing as a target
            enter = self._enter_at_focus()
            parts = (enter or self._read_at_focus(), self._changes_at_focus())
            said = tr("%1. %2").replace("%1", parts[0]).replace("%2", parts[1])
            said = said if all(parts) else "".join(parts)
            if said == enter:
                said = self._flash_note.with_keys_reminder(said)
        if said or self._said_at_focus:
            self.status_message.emit(said)
        self._said_at_focus = bool(said)

    def _read_at_focus(self) -> str:
        """While the arrows read the table (↑/↓): the framed card, where it lies and, in a
        Garrison, what it counts. The status line kept the words said before, and a player
        reading through a screen magnifier had only the large picture (play test)."""
        focus, state = self.key_focus, self.state
        if state is None or focus is None or focus == PILE_FOCUS or not self.names_the_frame:
            return ""
        if focus in self.focusables():
            return ""  # a choice: ``_enter_at_focus`` says what Enter does with it
        if focus[0] == "slot":  # face down: its place alone, as a move names it
            owner, index = int(focus[1]), int(focus[2])  # type: ignore[call-overload]
            places = {"1": str(index + 1), "2": self._garrison_words(owner, None)}
            return fill(tr("Card %1 of %2, face down"), places)
        card = str(focus[1])
        if card not in CARDS:
            return ""
        for garrison in state.garrisons:
            for slot in garrison:
                if slot.card == card:
                    counts = points_text(CARDS[card].power(slot.top_up))
                    return fill(
                        tr("%1, counts %2"), {"1": self._card_where(card, state), "2": counts}
                    )
        if any(held.card == card for held in state.hands[self.viewer]):
            # with both Petal Powers: "Katydid in your hand", three times over, told three
            # Katydids apart by nothing (play test)
            powers = {
                "1": self._card_name(card),
                "2": points_text(CARDS[card].top),
                "3": points_text(CARDS[card].bottom),
            }
            return tr("%1 in your hand").replace("%1", fill(tr("%1 (%2 / %3)"), powers))
        return self._card_where(card, state)

    def _enter_at_focus(self) -> str:
        """What Enter does on the framed choice, named as the key's ("Enter: Add Frog face
        down to your Garrison, with +5 up"): nothing said which card or target the frame stood
        on, and a face-down target has no large picture (play test); the move's words alone,
        a hint's, read as advice (play test, session 53). Said of a choice the arrows read
        too: Enter on a hand card read by ↓ added it, its line naming only the card (play
        test)."""
        focus, state = self.key_focus, self.state
        if state is None or focus is None or focus not in self.focusables():
            return ""
        if not self.names_the_frame:
            return ""
        action: Action | None
        if focus[0] == "slot":
            action = self.slot_choices.get((focus[1], focus[2]))  # type: ignore[arg-type]
        elif state.phase is Phase.HORNBILL:
            action = self.hornbill_action
        elif state.phase is Phase.TURN:
            card = str(focus[1])
            action = self.adds.get((card, self.orientation.get(card, True)))
            if self._pointed == UseAbility(card) and card in self.uses:
                action = self.uses[card]  # the hint's: Enter plays it (``_activate``)
        else:
            action = self._hand_choice(str(focus[1]))
        if action is None:
            return ""
        return enter_words(self.describe_choice(action, state))

    def _changes_at_focus(self) -> str:
        """Who changed the framed Garrison card since the viewer's last move, and how, as its
        tooltip tells the pointer: the keys found the card marked and nothing said why (play
        test). Its heading names the card: after a target's words, "Since your last move: Tom:
        Add a card…" read as the panel's news run on (play tester 150). Empty for a card no
        move changed."""
        item = self._focus_item()
        key = next((key for key, shown in self.cards.items() if shown is item), None)
        where = self.where.get(key) if item is not None and key is not None else None
        if where is None or where[0] != "slot" or not self.since.marks(*where, key):
            return ""
        moves = list(dict.fromkeys(self.since.moves_at(divmod(where[1], 100))))
        if not moves:
            return ""
        # the moves after a dash: after a colon, "since your last move: Rose: Add a card…"
        # read as two colons running on (French play tester 208)
        if len(moves) > 1:
            # the newest first: the status line, cut at its end, lost the move that had
            # turned the card last, the one that said what it counts now (play test)
            if self.news.moved_before:
                heading = tr("This card since your last move, newest first")
            else:
                heading = tr("This card so far, newest first")
            return f"{heading} — {'; '.join(moves[::-1])}"
        if self.news.moved_before:
            return f"{tr('This card since your last move')} — {moves[0]}"
        return f"{tr('This card so far')} — {moves[0]}"

    def _on_keys_moved(self) -> None:
        """The keyboard left the table (History, the menus) or came back: its frame goes and
        comes, and so does the card it showed large (it stayed over the table while the keys
        were in History, play test). The line's keys go and come with them
        (``_update_status``)."""
        self._render_cursor()
        self._update_status()
        if self.state is not None and self.state.pending is not None:  # the panel's words too
            self._sync_zone(self.state, self.ability_zone.rect)
        if not self._keys_lead:
            return
        if self.view.keys_elsewhere:
            if self.card_preview.source is not None and self.card_preview.source in (
                self._focus_shown(),
                self._keys_shown,
            ):
                # the card the keys last showed too: a frame moved since (the deal's end
                # revealed the table) left it large over the table, beside the panel's
                # buttons (play test)
                self.card_preview.clear()
        else:
            self._preview_focus()

    def keys_lead(self) -> bool:
        return self._keys_lead

    def lead_with_keys(self) -> None:
        """The keys lead: the frame shows on the choice it was on, else the first; with
        nothing to choose, on the first card to read (tabbed to on another's turn)."""
        self._lead_keys(True)
        self._keys_viewer = self.viewer
        items = self._walked()
        forgotten = self.frame_left_on(self.state)
        if items and self.key_focus not in items:
            kept = forgotten in items and forgotten in self.focusables()
            self.key_focus = forgotten if kept else self._first_choice(items)
            # put there, not moved by the player: its card shows large after an arrow (a
            # lesson step's start showed it over the Garrison and hand the step spoke of,
            # play tester 146)
            self._frame_unread = True
        self._render_cursor()
        shown = self.card_preview.source
        if shown is not None and shown is self._keys_shown and shown is not self._focus_shown():
            # a card the keys showed before stayed large beside the frame on another card
            # (play test): the large card is the framed one's, or none
            self.card_preview.clear()
            if self.cursor_item.isVisible():
                self._preview_focus()
        self._tell_frame_keys()

    def _tell_frame_keys(self) -> None:
        """The first time in a game the keys bring the frame out on a choice (Tab to the
        table, a game opened by a key), the status line says what Enter would do there, as an
        arrow does, and which keys move the frame: nothing was said until the first arrow, and
        a keyboard player was not told how to move it (play test). Once a game for each seat
        (at a shared screen each person is new to the frame, play tester 144): said at each
        Tab, it covered the line. On another's turn the line over the table says the arrows
        read the table."""
        state = self.state
        if (
            self.viewer in self._told_frame_keys
            or state is None
            or not self.cursor_item.isVisible()
        ):
            return
        words = self._enter_at_focus()  # "" in a lesson, which says its keys itself
        if not words:
            return
        keys = self._cursor_keys(state)
        if state.phase is not Phase.HORNBILL:
            # the Hornbill's keys name it and what Enter does: "Enter: Place the Great
            # Hornbill." before them said it twice (play tester 176)
            keys = tr("%1. %2").replace("%1", words).replace("%2", keys)
        self.status_message.emit(keys)
        self._said_at_focus = True
        self._told_frame_keys.add(self.viewer)

    def keep_in_sight(self) -> list[QRect]:
        """Every Garrison, and the table's total over them: the results window's title bar cut
        the total's "10" to a "1" (play test); then each Garrison card and victory card again,
        which the results covered where empty panel would have done (play test)."""
        kept = [
            *self.panel_rects.values(),
            *self.slot_rects.values(),
            *self.victory_rects.values(),
        ]
        for key in ("total-title", "total"):
            label = self._labels.get(key)
            if label is not None and label.isVisible():
                kept.append(label.sceneBoundingRect())
        return [self.view.global_rect(rect) for rect in kept]

    def turned_on_table(self) -> bool:
        return not all(self.orientation.values())

    def forget_table_choices(self) -> None:
        self.orientation, self._added_ends = {}, {}
        self._hint_turned = None

    def forget_keyboard_cursor(self) -> None:
        if self._keys_lead and self.card_preview.source is self._focus_shown():
            self.card_preview.clear()
        self.leave_frame(self.state, self.key_focus)
        self.key_focus = None
        self._keys_kept = self._keys_lead or self._keys_kept
        self._lead_keys(False)
        self._step_from = None
        self._render_cursor()

    def _preview_focus(self) -> None:
        """The keyboard cursor shows its card large, as the resting pointer does (a target slot
        only when the viewer may see that card), wherever the pointer rests; the card whose
        ability is played too, when the arrows read it (the pointer's preview leaves it out)."""
        item = self._focus_item()
        if self.drag_item is not None or self._frame_unread:
            return
        if item is not None:
            self.card_preview.hover_item(self.view, item, True, keys=True)
            self._keys_shown = item
        elif self.key_focus == PILE_FOCUS:
            self.card_preview.hover_item(self.view, self.discard_item, True, keys=True)
            self._keys_shown = self.discard_item

    def _focus_shown(self) -> QGraphicsItem | None:
        """What the keyboard cursor shows large: its card, or the discard pile."""
        return self.discard_item if self.key_focus == PILE_FOCUS else self._focus_item()

    def _focus_item(self) -> PetalCardItem | None:
        """The card under the keyboard cursor (on a target slot, the card in it)."""
        return self._item_at(self.key_focus)

    def _item_at(self, focus: tuple[object, ...] | None) -> PetalCardItem | None:
        """The card at a place of the keyboard cursor (on a target slot, the card in it)."""
        if focus is None or focus == PILE_FOCUS:
            return None
        if focus[0] == "slot":
            return self.slot_item(focus[1], focus[2])  # type: ignore[arg-type]
        return self.cards.get(str(focus[1]))

    def _focused_card(self) -> PetalCardItem | None:
        focus = self.key_focus
        if focus is None or focus[0] != "card" or focus not in self.focusables():
            return None
        return self.cards.get(focus[1])

    def _card_to_turn(self) -> PetalCardItem | None:
        """R turns the dragged card, else the hand card under the pointer if the pointer came
        there after the arrows last moved (the keyboard cursor then moves to it), else the
        keyboard cursor's card: always the one Enter adds. A pointer left on a Garrison card
        (a target just clicked) or on one hand card while the arrows chose another took the
        key, and Enter then added a card the wrong way up."""
        if self.drag_item is not None:
            return self.drag_item
        hovered = self.hover_item
        if (
            hovered is not None
            and not self._keys_lead
            and self._in_my_hand(hovered.card_id)
            and hovered.pickable
        ):
            focus = ("card", hovered.card_id)
            if focus in self.focusables() and self.key_focus != focus:
                self.key_focus = focus
                self._render_cursor()
            return hovered
        self._cursor_or_first()
        return self._focused_card()

    def _cursor_or_first(self) -> bool:
        """Make sure the keyboard cursor is on a choice: a key that acts on it (Enter, U, R)
        needs no arrow first. False if there is nothing to choose."""
        items = self.focusables()
        if not items:
            return False
        if self.key_focus not in items:
            self._reading = False
            self.key_focus = self._first_choice(items)
            self._lead_keys(True)
            self._keys_viewer = self.viewer
            self._frame_unread = False
            self._render_cursor()
            self._preview_focus()
        return True

    def _activate(self, use: bool) -> bool:
        """Enter: add the focused card (or choose the focused target); U: use its ability.
        Without a cursor yet, a single choice is taken at once; among several the cursor
        first shows which one the next press takes."""
        state = self.state
        had_cursor = self.key_focus in self.focusables()
        if (
            not use
            and not had_cursor
            and isinstance(self._pointed, Skip)
            and self.skip_action is not None
        ):
            self.skip()  # the step a hint (or a lesson) framed the Skip button for
            return True
        if state is None or not self._cursor_or_first():
            return False
        # a key that acts leads: the hand spreading back after an Esc lifted a card under the
        # resting pointer, its hover took the lead, and the next step's targets had no frame
        self._keys_lead, self._keys_viewer = True, self.viewer
        # a lesson's (or a hint's) orange frame already shows the choice the key takes: the
        # lesson's "frame it with ←/→ and press U" took a first U to bring out the blue frame
        # on the card framed orange, and a second to use it (play tester 176)
        shown = self._hint_choice in self.focusables()
        if not had_cursor and not shown and len(self.focusables()) > 1:
            self.status_message.emit(self._cursor_keys(state))
            return False
        focus = self.key_focus
        assert focus is not None
        if focus[0] == "slot":
            choice = self.slot_choices.get((focus[1], focus[2]))  # type: ignore[arg-type]
            return choice is not None and self._emit(choice)
        card = self._last_hand_card = str(focus[1])
        if not use and self._pointed == UseAbility(card) and card in self.uses:
            # a hint to use the card's ability: Enter on it added the card face down instead,
            # a move the keyboard player had not been told of (play test)
            use = True
        if state.phase is Phase.HORNBILL:
            if use:  # U asks for an ability: the Hornbill has none (it laid the Hornbill)
                self.refuse_at_pointer(
                    tr("The Great Hornbill has no ability: Enter lays it in your Garrison.")
                )
                return False
            return self.hornbill_action is not None and self._emit(self.hornbill_action)
        if state.phase is Phase.TURN:
            if use:
                if card in self.uses:
                    return self._emit(self.uses[card])
                self.refuse_at_pointer(self._why_not(UseAbility(card)))
                return False
            action = self.adds.get((card, self.orientation.get(card, True)))
            return action is not None and self._emit(action)
        return self._choose_hand_card(card)

    def _cursor_keys(self, state: State) -> str:
        """What the keyboard cursor's frame shows now and the keys that work on it: U (an
        ability) only on one's turn, R only for a card to give (its up end is given too)."""
        if state.phase is Phase.HORNBILL:
            # the Hornbill alone may be chosen, and it has no ability: "(U: its ability)" led
            # to "The Great Hornbill has no ability" (play tester 150)
            return tr(
                "The blue frame shows the Great Hornbill: Enter lays it face up in your Garrison."
            )
        if state.phase is Phase.TURN:
            return tr(
                "The blue frame shows your choice: ←/→ moves it, Enter adds it to your Garrison"
                " (U: its ability)."
            )
        if state.phase is Phase.PASS:
            return tr("The blue frame shows the card you pass: ←/→ moves it, Enter passes it.")
        if self.hand_choices:
            return tr(
                "The blue frame shows the card you give: ←/→ moves it, R rotates it,"
                " Enter gives it."
            )
        return tr("The blue frame shows your choice: ←/→ moves it, Enter takes it.")

    def nothing_to_cancel(self) -> str:
        return tr(
            "Nothing to cancel. Esc cancels an ability before you choose its target, takes"
            " back a card while you drag it, and closes a card shown large."
        )

    def _show_frame_first(self) -> bool:
        """A key that plays (U, Enter, R, S), pressed while the keys were on the bar's zoom
        buttons, which hide the frame: it shows the frame and says so instead of acting on a
        card nothing showed (U used the card framed before, play tester, session 55). True
        if it did."""
        shown = self.view.key_from_bar and self._cursor_or_first()
        if not shown or not self.cursor_item.isVisible():
            return False
        self.refuse_at_pointer(
            tr("The keys are back on the table, on the framed card: press the key again.")
        )
        return True

    def _on_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in self.view.move_keys and self._show_frame_first():
            return True
        if key == Qt.Key.Key_R:
            step = step_on(self.state) if self._acting() else None
            if step is not None and step.op == "rotate" and self.state.phase is Phase.ABILITY:
                # a rotation's target turns by R, as a hand card does: Enter alone did
                self._activate(use=False)
                return True
            card = self._card_to_turn()
            if self._acting() and (card is None or not self._in_my_hand(card.card_id)):
                # a look's target framed, R did nothing and said nothing (play tester 211)
                self.status_message.emit(
                    tr(
                        "Nothing to rotate here: R turns a card of your hand before you add it,"
                        " or the card an ability's step rotates."
                    )
                )
                return True
            turned = self.rotate(card)
            if turned and self._keys_lead:
                # the frame's words name the end up: they still gave the old one (play test)
                self._say_at_focus()
            return turned
        if key == Qt.Key.Key_Escape and self.cancel_action is not None and self._acting():
            self.cancel()
            return True
        if key == Qt.Key.Key_Escape and self.card_preview.pending():
            self.card_preview.clear()  # it covers a corner of the table until the cursor moves
            return True
        if key == Qt.Key.Key_L and self.state is not None and self.state.history:
            self.open_last_deal()  # the "Previous deal…" button's key
            return True
        if key == Qt.Key.Key_L and self.state is not None and self.state.match:
            # in deal 1 it did nothing and said nothing (play tester 133)
            self.refuse_at_pointer(
                tr("L shows the previous deal once a deal is over: this is the match's first.")
            )
            return True
        if key == Qt.Key.Key_S and self.skip_action is not None and self._acting():
            self.skip()
            return True
        if key == Qt.Key.Key_S and self._acting():
            # a key that did nothing read as a key not taken (play test)
            self.status_message.emit(tr("Nothing to skip now: S skips an ability's optional step."))
            return True
        # the arrows are the cursor's, whatever the phase: left to the view, they scrolled
        # a fitted table off its frame. With choices to make, ←/→ walk them and ↑/↓ every
        # card the viewer may read, each shown large: a keyboard player could read a Garrison
        # card only with the mouse (play test)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            left = self._read_from if self._reading else None
            self._reading, self._read_from = False, None
            before = self.key_focus
            choices = self.focusables()
            if left in choices and before not in choices:
                # back from reading the table, on the card the frame left: ← from a Garrison
                # card went to the hand's last card, → to its first, and a player pressed U
                # on a card they had not chosen (play tester, session 55)
                self.key_focus = left
                self._frame_moved()
                return True
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
            if before is not None and self.key_focus == before and len(self.focusables()) == 1:
                # the Great Hornbill alone to lay: ←/→ did nothing and said nothing (play
                # tester 133)
                self.refuse_at_pointer(
                    tr("This is your only choice: ←/→ have nowhere else to go, Enter takes it.")
                )
            return True
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            # the first or the last choice, as in a list (a keyboard player pressed Home for
            # the first card of the hand, and nothing moved, play test)
            self._reading = False
            self.key_focus = self._last_hand_card = None
            self._move_focus(1 if key == Qt.Key.Key_Home else -1)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            begins = not self._reading and bool(self.focusables())
            if begins:
                self._read_from = self.key_focus
            self._reading = bool(self.focusables())
            self._move_focus(-1 if key == Qt.Key.Key_Up else 1, leave_panel=begins)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.key_focus == PILE_FOCUS and PILE_FOCUS in self._walked():
                self.open_discard()  # the pile the arrows read: Enter looks through it
            else:
                self._activate(use=False)
            return True
        if key == Qt.Key.Key_U:
            self._activate(use=True)
            return True
        if key == Qt.Key.Key_D:
            self.open_discard()  # the pile is public: a keyboard player browses it too
            return True
        if key == Qt.Key.Key_C:
            self.open_card_count()
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.being_collected():
            return False
        if watched is self._viewport and event.type() == QEvent.Type.MouseButtonPress:
            self._pressed_beside = None  # a press refused or taken elsewhere chooses nothing
        if watched is self._widget and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif watched is self._viewport and event.type() == QEvent.Type.Resize:
            self._follow_window()
        elif watched is self._viewport and event.type() == QEvent.Type.WindowDeactivate:
            # a window opened over the table (a lesson) takes the keyboard: the cursor's card,
            # large, stayed beside it and after it
            self.card_preview.clear()
        elif (
            watched is self._viewport
            and isinstance(event, QWheelEvent)
            and (card := self._wheel_card(event)) is not None
        ):
            return self._wheel_rotate(event, card)
        elif (
            watched is self._viewport
            and event.type() == QEvent.Type.ToolTip
            and isinstance(event, QHelpEvent)
        ):
            return self._show_tip(event)
        elif watched is self._viewport and self.refuses_early_press(event):
            return True
        elif (
            watched is self._viewport
            and event.type() == QEvent.Type.MouseButtonPress
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            if self._presses_total_line(event.position().toPoint()):
                self.open_card_count()
                return True
            self._pressed_beside = self._hand_choice_beside(event.position().toPoint())
            if self._pressed_beside is not None:
                self._frame_on(("card", self._pressed_beside.card_id))
                return True
            self._frame_to_pressed(event.position().toPoint())
            return self._refuse_press(event.position().toPoint())
        elif (
            watched is self._viewport
            and event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and self._pressed_beside is not None
        ):
            pressed, self._pressed_beside = self._pressed_beside, None
            if self._hand_choice_beside(event.position().toPoint()) is pressed:
                self._on_card_clicked(pressed)
            return True
        return False

    def _show_tip(self, event: QHelpEvent) -> bool:
        """The tooltip of the item under the pointer, as the scene shows it (the topmost that
        has one), in lines of a readable width (``readable_tip``)."""
        at = self.view.mapToScene(event.pos())
        tip = next((item.toolTip() for item in self.scene.items(at) if item.toolTip()), "")
        if not tip:
            QToolTip.hideText()
            event.ignore()
            return True
        QToolTip.showText(event.globalPos(), readable_tip(tip), self._viewport)
        return True

    def _hand_choice_beside(self, point: QPoint) -> PetalCardItem | None:
        """The hand card to pass or give that a press at ``point`` of the viewport meant, where
        it reached no card: within ``TARGET_FRAME`` of its edge, the nearest. The fan's
        tilted cards leave wedges in the upright frames drawn round them (their glow, the
        keyboard's frame): a click there moved the blue frame onto the card and passed
        nothing, again and again, while Enter passed it (play tester 165)."""
        if not self._acting() or not self.hand_targets:
            return None
        if any(_card_of(item) is not None for item in self.view.items(point)):
            return None  # the card under the pointer takes the press itself
        spot = self.view.mapToScene(point)
        beside: list[tuple[float, PetalCardItem]] = []
        for card in self.hand_targets:
            item = self.hand_item(card)
            if item is None or not item.isVisible():
                continue
            local, rect = item.mapFromScene(spot), item.card_rect()
            away_x = max(rect.left() - local.x(), 0.0, local.x() - rect.right())
            away_y = max(rect.top() - local.y(), 0.0, local.y() - rect.bottom())
            away = math.hypot(away_x, away_y) * item.scale()
            if away <= TARGET_FRAME:
                beside.append((away, item))
        return min(beside, key=lambda found: found[0])[1] if beside else None

    def _frame_on(self, focus: tuple[object, ...]) -> None:
        """The keyboard frame, when out, goes to ``focus``, a choice the mouse pressed
        (``_frame_to_pressed``)."""
        if self.key_focus is not None and focus != self.key_focus and focus in self.focusables():
            self.key_focus = focus
            self._keys_viewer = self.viewer
            self._render_cursor()

    def _frame_to_pressed(self, point: QPoint) -> None:
        """The keyboard frame, when out, goes to the choice the mouse presses (a card to add,
        play or pass, a target), as it goes to a card the mouse turns: left on the card the
        arrows had chosen, it disagreed with the question about the card clicked (play
        test)."""
        if self.key_focus is None:
            return
        choices = [focus for focus in self.focusables() if self._item_at(focus) is not None]
        pressed = [card for item in self.view.items(point) if (card := _card_of(item))]
        focus = next(
            (focus for card in pressed for focus in choices if self._item_at(focus) is card),
            None,
        )
        if focus is None:  # a target's frame lies over its card and takes the press
            spot = self.view.mapToScene(point)
            framed = ((focus, self._focus_rect(focus)) for focus in choices)
            focus = next(
                (f for f, rect in framed if rect is not None and rect.contains(spot)), None
            )
        if focus is not None:
            self._frame_on(focus)

    def _take_layout(self) -> bool:
        """Take the arrangement that draws the table largest in the window as it is now, for
        the players at the table; whether it changed."""
        size = self._viewport.size()
        players = self.state.players if self.state is not None else PetalPlottersOptions.max_players
        chosen = pick_layout(size.width(), size.height(), players)
        if chosen == self.table_layout:
            return False
        self.table_layout = chosen
        return True

    def _follow_window(self) -> None:
        """Take the arrangement that draws the table largest in the window as it is now: wide
        on a laptop, tall in half a screen."""
        if not self._take_layout():
            return
        self._drop_drag()  # the card would land on whatever now lies under it
        if self.state is None:
            return
        self._layout()
        if self._reveal_key is not None:
            self._layout_notes_panel()  # the end's explanation moves with the table

    def _wheel_card(self, event: QWheelEvent) -> PetalCardItem | None:
        """The card a wheel turns: the one dragged, else the pickable card under the pointer.
        That card is looked up, not taken from the last hover: after a move the table is laid
        out again under a still pointer, which gets no hover until it moves, and the wheel
        zoomed the table instead of turning the card to give. A card of one's hand that
        cannot turn now is one too (``_wheel_rotate`` says why): the wheel over it zoomed the
        table, as if that were what the wheel did to a hand card (play tester 210)."""
        if self.drag_item is not None:
            return self.drag_item
        point = event.position().toPoint()
        card = self._card_at(point) or self.hover_item or self._hand_card_near(point)
        if card is None or not (card.pickable or self._in_my_hand(card.card_id)):
            return None
        return card

    def _hand_card_near(self, point: QPoint) -> PetalCardItem | None:
        """A card to turn within ``WHEEL_REACH`` pixels of ``point``: the fan leaves wedges
        between its tilted cards, and a notch a few pixels beside a card zoomed the table."""
        reach = QRect(
            point - QPoint(WHEEL_REACH, WHEEL_REACH), QSize(2 * WHEEL_REACH, 2 * WHEEL_REACH)
        )
        cards = (_card_of(item) for item in self.view.items(reach))
        return next((card for card in cards if card is not None and card.pickable), None)

    def _card_at(self, point: QPoint) -> PetalCardItem | None:
        """The card drawn at ``point`` of the viewport (or under a mark drawn on it)."""
        return _card_of(self.view.itemAt(point))

    def _wheel_rotate(self, event: QWheelEvent, card: PetalCardItem) -> bool:
        """One turn of the card per notch of a mouse wheel (120 eighths of a degree): a
        touchpad's scroll sends many small steps, which add up to a notch before the card
        turns, so the end left up does not depend on how the gesture was sliced."""
        if event.phase() is Qt.ScrollPhase.ScrollBegin:
            self._wheel_delta = 0
        delta = event.angleDelta()
        self._wheel_delta += delta.y() or delta.x()
        notches = 0
        while abs(self._wheel_delta) >= WHEEL_NOTCH:
            self._wheel_delta -= WHEEL_NOTCH if self._wheel_delta > 0 else -WHEEL_NOTCH
            notches += 1
        if notches and not card.pickable:
            self.refuse_at_pointer(self._refusal(str(card.card_id)))
            notches = 0
        for _ in range(notches):
            if self.rotate(card):
                self._frame_to_turned(card)
        return True  # over a card of one's hand, the wheel never zooms the table

    def _presses_total_line(self, point: QPoint) -> bool:
        """Is ``point`` on the line beside the table total, which opens the deal's cards to
        the mouse (C to the keys)?"""
        line = self._labels.get("total-sub")
        return line is not None and line.isVisible() and line in self.view.items(point)

    def _refuse_press(self, point: QPoint) -> bool:
        """A press on a hand card that cannot move now, or on a Garrison card that is not a
        target of the ability's step, says why (the engine's reason: "The Great Hornbill
        cannot be removed or exchanged."), instead of panning the table or doing nothing. A
        press on the felt or on other cards still pans."""
        item = self._card_at(point)
        if item is None or item.pickable:
            return False
        if self._in_my_hand(item.card_id):
            self.refuse_at_pointer(self._refusal(str(item.card_id)))
            return True
        # looked up by item: a face-down card's key is not its card (a press on one was
        # silent while a removal of face-up cards chose its target)
        key = next((key for key, card in self.cards.items() if card is item), None)
        where = self.where.get(key) if key is not None else None
        state = self.state
        if where is None or state is None or state.phase is not Phase.ABILITY:
            return False
        if not self._acting() or state.pending is None or where[0] not in ("slot", "victory"):
            return False
        if where[0] == "victory":
            self.refuse_at_pointer(tr_note(VICTORY_CARD_UNTARGETED, self.seat_names))
            return True
        owner, index = divmod(int(where[1]), 100)
        if (owner, index) in self.slot_choices:
            return False  # its target frame takes the click
        self.refuse_at_pointer(self._why_not(ChooseSlot(owner, index)))
        return True

    # -- the discard pile -----------------------------------------------------------------------
    def open_discard(self) -> None:
        """The pile's cards in a window opened beside the pile (``placed_beside``)."""
        if self.state is None:
            return
        self.card_preview.clear()  # the pile's window takes the reader's eye
        if self.discard_dialog is not None:
            self.discard_dialog.close()
            self.discard_dialog.deleteLater()
        self.discard_dialog = DiscardDialog(self.state.discard, self._widget)
        self.discard_dialog.adjustSize()
        pile = self.view.mapFromScene(self.discard_item.sceneBoundingRect()).boundingRect()
        area = QRect(self.view.viewport().mapToGlobal(pile.topLeft()), pile.size())
        available = self.view.screen().availableGeometry()
        self.discard_dialog.move(placed_beside(self.discard_dialog.size(), area, available))
        self.discard_dialog.show()

    def open_card_count(self) -> None:
        """Where each card of the deal is as far as the viewer knows (the engine's
        ``card_places``), the ones not seen first: what a strong player counts."""
        state = self.state
        if state is None or (state.phase is Phase.OVER and not self._turned_over()):
            return  # the end's view knows every card: the reveal turns them over first
        self.card_preview.clear()
        self._close_card_count()

        def names(seats: tuple[int, ...]) -> str:
            return one_of(
                [tr("you") if seat == self.viewer else self._name(seat) for seat in seats]
            )

        self.card_count_dialog = CardCountDialog(self.viewer, names, self._widget)
        self._show_card_places(state)
        self.card_count_dialog.show()

    def _show_card_places(self, state: State) -> None:
        if self.card_count_dialog is not None:
            places = card_places(state)
            self.card_count_dialog.show_places(places, len(state.set_aside), state.memory_aid)

    def _close_card_count(self) -> None:
        if self.card_count_dialog is not None:
            self.card_count_dialog.close()
            self.card_count_dialog.deleteLater()
            self.card_count_dialog = None

    def _follow_card_count(self) -> None:
        """The deal's cards, open over the table, follow it as it changes; they are the
        viewer's secret, so they go when the table is shown to another player or hidden
        for a hand-off, and while the end's reveal has yet to turn the cards over."""
        dialog, state = self.card_count_dialog, self.state
        if dialog is None or state is None:
            return
        revealing = state.phase is Phase.OVER and not self._turned_over()
        if dialog.viewer != self.viewer or revealing or not dialog.isVisible():
            self._close_card_count()
        else:
            self._show_card_places(state)

    def open_last_deal(
        self,
        reveal: bool = False,
        table: State | None = None,
        recalled: bool = False,
        number: int | None = None,
    ) -> None:
        """A match: how the previous deal was decided (its record is public). Opens by itself
        as a deal ends, turning the cards over one by one (``reveal``), and again, all shown,
        from the "Previous deal" button. ``table``: the table to read it from, when it is not on
        the board (covered while the screen is passed, looked at in History: ``recalled``).
        ``number``: another finished deal, asked for from the window shown ("Earlier deal"),
        which it replaces in its place; asked for from the window that deals the next deal as
        it closes, it deals it in its turn (the next deal waits while any deal is read). Every
        finished deal's record is in the state, revealed (``State.history``): its Garrisons
        and victory cards were turned over for everyone as it ended."""
        state = table or self.state
        if state is None or not state.history:
            return
        shown = len(state.history) if number is None else number
        if isinstance(self.present_table, State) and self.present_table.phase is Phase.OVER:
            # the match is over: every deal's results are told, whatever earlier table the
            # window opens over ("Later deal" was greyed over deal 3's start, play tester 164)
            state = self.present_table
        finished = len(state.history)
        shown = max(1, min(shown, finished))
        before = self.last_deal_dialog
        # the deal asked for takes the place of the one shown
        replaced = (
            before if number is not None and before is not None and before.isVisible() else None
        )
        # the deal asked for from the window that deals the next deal deals it as it closes
        deals_next = reveal or (replaced is not None and replaced.deals_next)
        if before is not None:
            self.last_deal_dialog = None  # closed for another: the next deal still waits
            before.close()
            before.deleteLater()
        reveal_ms = animation.duration(DEAL_REVEAL_MS) if reveal else 0
        dialog = self._deal_window(state, shown, deals_next, reveal_ms)
        dialog.deal_chosen.connect(
            partial(self.open_last_deal, False, table, recalled)  # the same table, another deal
        )
        self.last_deal_dialog = dialog
        self._deal_recalled = recalled
        if replaced is not None:
            dialog.guards_keys = False  # asked for by a key: the next one (Esc) is the reader's
            dialog.take_place_of(replaced)
        else:
            # the first deal's too: left to adjust its own size, its window came 40 pixels
            # shorter than its size hint, and higher than the next deal's (play tester, s55)
            size = self._largest_deal_window(state, shown, dialog.sizeHint(), deals_next)
            dialog.resize(self._over_the_whole_width(size))
            place_results(dialog, self.view.viewport(), self.keep_in_sight(), DEAL_ROOM_LEAST)
        if recalled:
            dialog.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        if deals_next:
            # the next deal waits while everyone reads how this one was decided: nobody plays
            # behind the window, and AI seats hold their moves until it is closed
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.finished.connect(partial(self._deal_window_closed, dialog))
        if reveal:
            self._deal_read = len(state.history)
            self._set_reading(True)
        dialog.show()
        if replaced is not None:
            # the keys stay with the deal windows: the one closed handed the activation back
            # to the table behind (the window's ``ActivationBack``), where → moved the hand's
            # frame and Enter added a card to the Garrison (play tester 151)
            QTimer.singleShot(0, dialog, dialog.activateWindow)

    def _deal_window(
        self, state: State, shown: int, deals_next: bool, reveal_ms: int = 0
    ) -> DealDialog:
        """The window of finished deal ``shown`` of ``state``'s match (``open_last_deal``)."""
        record = state.history[shown - 1]
        lines = [self._note_text(note, state.players) for note in record.notes]
        earned = ", ".join(
            seat_points(self._name(seat), points_text(points))
            for seat, points in enumerate(record.vp)
            if points
        )
        lines.append(tr("Victory Points earned: %1").replace("%1", earned or tr("none")))
        # the deal on the table, or the one to be dealt, as the game stands now: a table
        # History looks at is an earlier one (none once the match is over)
        now = self.present_table if isinstance(self.present_table, State) else state
        over = now.phase is Phase.OVER
        # the most lines a deal may be told in, the Victory Points earned and the verdict: a
        # window kept room for the match's finished deals alone, and each opened higher than
        # the one before as later deals took more lines (play tester, session 55)
        told = max(scoring.MOST_DEAL_NOTES, *(len(deal.notes) for deal in state.history))
        lines_kept = told + 2
        return DealDialog(
            shown,
            record,
            [self._name(seat) for seat in range(state.players)],
            lines,
            state.vp_after(shown),
            self._widget,
            reveal_ms,
            playing=0 if over else now.deal,
            levels=[self.level_words(seat) for seat in range(state.players)],
            deals_next=deals_next,
            finished=len(state.history),
            verdict=self._match_verdict(state, shown),
            lines_kept=lines_kept,
            over=over,
        )

    def _largest_deal_window(
        self, state: State, shown: int, size: QSize, deals_next: bool
    ) -> QSize:
        """The size of the match's largest deal window, which the first one shown takes, so
        that "← Earlier deal" and "Later deal →" stay where they are from deal to deal: each
        window took its own size, and the first step to a deal told in more lines grew the
        window and moved the buttons under the pointer (play test, session 54). ``size``:
        that of deal ``shown``'s window."""
        for number in range(1, len(state.history) + 1):
            if number != shown:
                other = self._deal_window(state, number, deals_next)
                size = size.expandedTo(other.sizeHint())
                other.deleteLater()
        return size

    def _over_the_whole_width(self, size: QSize) -> QSize:
        """A deal window's ``size``, as wide as the main window where it is wider than the
        table (``place_results`` centres it there): a little wider than the table, it left
        a strip of the table and of History on either side, where the words behind showed
        cut ("Léa :", "La pa" at 1280×800, play tester 187)."""
        window = self.view.window()
        margins = frame_margins(window)
        framed = size.width() + margins.left() + margins.right()
        if framed <= self.view.viewport().width():
            return size
        room = results_room(window, DEAL_ROOM_LEAST, window.screen().availableGeometry())
        whole = room.width() - margins.left() - margins.right()
        return QSize(max(size.width(), whole), size.height())

    def _match_verdict(self, state: State, deal: int) -> str:
        """The engine's words naming who won the match (ties share it), under its last deal
        once it is over, or under an earlier deal that decided it (``decided_match``)."""
        if deal == MATCH_DEALS:
            if state.phase is not Phase.OVER:
                return ""
            return self._note_text(self.game.result(state).notes[-1], state.players)
        decided = scoring.decided_match(state, deal)
        return "" if decided is None else self._note_text(decided, state.players)

    def _deal_window_closed(self, dialog: DealDialog, _result: int) -> None:
        """A window that deals the next deal as it closes was closed: the next deal comes,
        unless another deal's window took its place (``open_last_deal``)."""
        if dialog is self.last_deal_dialog:
            self._set_reading(False)
            if self._match_over(self.state) and self.ending_done():
                self.ending_finished.emit()  # the last deal read: the match's results

    def _set_reading(self, reading: bool) -> None:
        """A deal's results are being read (or no longer): the AI seats hold their moves (the
        window pauses them) and the status line says what the table waits for."""
        self._reading_deal = reading
        if not reading and self._next_table is not None:
            # the next deal, now that the one before was read
            self.show_state(*self._next_table)
        self.reading.emit(reading)
        if self.state is not None:
            self._layout()  # the standings: before the deal while it is read, then after it
        self._update_status()

    # -- the end of the game ---------------------------------------------------------------------
    def _final(self, view: State) -> tuple[State | None, tuple[Note, ...]]:
        """The fully revealed final state (or None) and the engine's notes explaining it."""
        if view.match and view.history:
            # the table turns over the last deal: its lines and the match's verdict are
            # written there (the end dialog lists every deal)
            record = view.history[-1]
            everyone = frozenset(range(view.players))
            revealed = replace(
                view,
                garrisons=record.garrisons,
                victory=tuple(
                    None if card is None else HandCard(card, everyone) for card in record.victory
                ),
            )
            notes = scoring.deal_notes(len(view.history), record)
            if self._between_deals(view):  # the match goes on: no verdict yet
                return revealed, notes
            verdict = self.game.result(view).notes[-1]
            return revealed, (*notes, verdict)
        if view.phase is Phase.OVER:
            return view, self.game.result(view).notes
        notes = self.projection.notes if self.projection is not None else ()
        return None, notes

    def _prepare_reveal(self, view: State) -> None:
        """Once per finished game: what to turn over, in which order, and the notes."""
        key = (view.deal, view.turns, view.discard, view.players, view.first_player)
        if key == self._reveal_key:
            return
        self._stop_reveal()
        self._reveal_key = key
        full, notes = self._final(view)
        self._full = full
        self.reveal_notes = notes
        flips: list[Callable[[], None]] = []
        if full is not None:
            for seat in range(view.players):
                for index, slot in enumerate(view.garrisons[seat]):
                    if slot.face_up or index >= len(full.garrisons[seat]):
                        continue
                    flips.append(self._make_flip(seat, index))
            for seat in range(view.players):
                held = full.victory[seat]
                if held is not None and held.card in CARDS and seat != self.viewer:
                    flips.append(self._make_victory_flip(seat))
        notes = [self._show_next_note for _ in self.reveal_notes]
        # within the deal window's time whatever the number of players (five players' cards
        # took eight seconds one by one): half of it for the cards, half for the lines
        self._reveal_queue = [*paced(flips, DEAL_REVEAL_MS), *paced(notes, DEAL_REVEAL_MS)]

    def _with_reveals(self, view: State) -> State:
        full = self._full
        if full is None:
            return view
        garrisons = [list(garrison) for garrison in view.garrisons]
        for seat, index in self._revealed:
            if index < len(garrisons[seat]) and index < len(full.garrisons[seat]):
                garrisons[seat][index] = replace(full.garrisons[seat][index], face_up=True)
        victory = list(view.victory)
        for seat in self._victory_revealed:
            victory[seat] = full.victory[seat]
        return replace(
            view,
            garrisons=tuple(tuple(garrison) for garrison in garrisons),
            victory=tuple(victory),
        )

    def _run_reveal(self, at_once: bool) -> None:
        """Turn the end over, step by step; ``at_once`` (or with animations off) all at
        once: a finished game opened again replayed its reveal for seconds, the match's
        standings of the deal before shown meanwhile (play test)."""
        self._layout_notes_panel()
        if at_once or animation.duration(DEAL_REVEAL_MS) == 0:
            finishing = bool(self._reveal_queue)
            self._reveal_at_once = True
            while self._reveal_queue:
                self._reveal_queue.pop(0)[1]()
            self._reveal_at_once = False
            if finishing:
                self._end_reveal()
        elif self._reveal_queue and not self._reveal_timer.isActive():
            self._reveal_timer.start(animation.duration(self._reveal_queue[0][0]))

    def ending_done(self) -> bool:
        """The table has turned the end over and, at a match's end, the last deal's window
        (opened by itself, as every deal's) is closed: the window's "Game over" comes only then
        (it came over deal 3's window, which never opened, play tester)."""
        return self._turned_over() and not (self._reading_deal and self._match_over(self.state))

    def _turned_over(self) -> bool:
        """Has the table turned every card of the end over and written every line?"""
        return not self._reveal_queue

    @staticmethod
    def _match_over(state: State | None) -> bool:
        """Is ``state`` a match's end, its last deal played?"""
        return (
            state is not None
            and state.match
            and state.phase is Phase.OVER
            and state.deal >= MATCH_DEALS
        )

    def reveal_texts(self) -> list[str]:
        """The explanation lines written on the table so far (tests read the reveal here)."""
        return [label.text.replace("\n", " ") for label in self._reveal_labels]

    def _stop_reveal(self) -> None:
        self._reveal_timer.stop()
        self._reveal_queue = []
        self._reveal_key = None
        self._full = None
        self._revealed = set()
        self._victory_revealed = set()
        self.reveal_lines_shown = 0
        for label in self._reveal_labels:
            self.scene.removeItem(label)
        self._reveal_labels = []
        for key in ("notes", "notes-title"):
            item = self._panels.get(key) or self._labels.get(key)
            if item is not None:
                item.setVisible(False)

    def _reveal_step(self) -> None:
        if self._reveal_queue:
            self._reveal_queue.pop(0)[1]()
        if self._reveal_queue:
            self._reveal_timer.start(animation.duration(self._reveal_queue[0][0]))
        else:
            self._reveal_timer.stop()
            self._end_reveal()

    def _end_reveal(self) -> None:
        """Every card is turned and every line written: the panels now count every card, the
        zone gives the verdict, and the window may show its end-of-game dialog."""
        self._ends_seen.add(self._reveal_key)
        if self.state is not None:
            self._layout()
        if self.ending_done():
            self.ending_finished.emit()

    def _make_flip(self, seat: int, index: int) -> Callable[[], None]:
        def flip() -> None:
            state = self.state
            if state is None or self._full is None:
                return
            self._revealed.add((seat, index))
            self.state = self._with_reveals(state)
            slot = self.state.garrisons[seat][index]
            item = self.slot_item(seat, index)
            if item is not None:
                item.set_look(slot.card, True, slot.top_up, False, False, show_up_value=True)
                self._animate_flip(item)
            self._sync_panels(self.state, self._others())

        return flip

    def _make_victory_flip(self, seat: int) -> Callable[[], None]:
        def flip() -> None:
            state = self.state
            if state is None or self._full is None:
                return
            self._victory_revealed.add(seat)
            self.state = self._with_reveals(state)
            held = self.state.victory[seat]
            for key, where in self.where.items():
                if where == ("victory", seat) and held is not None:
                    item = self.cards[key]
                    item.set_look(held.card, True, True, False, True)
                    self._animate_flip(item)

        return flip

    def _animate_flip(self, item: PetalCardItem) -> None:
        ms = 0 if self._reveal_at_once else animation.duration(380)
        if ms == 0:
            item.flip_progress = 1.0
            item.update()
            return
        item.flip_progress = 0.0
        # owned by the board, not the card: a card taken off the table while it turned (a
        # finished game's earlier table shown during the end's reveal) was kept alive by the
        # step below alone, and deleted inside the animation's own deletion: a crash
        turn = QVariantAnimation(self)
        turn.setStartValue(0.0)
        turn.setEndValue(1.0)
        turn.setDuration(ms)

        def step(value: Any) -> None:
            if not shiboken6.isValid(item):  # the table was closed, its scene with it
                turn.stop()
                return
            item.flip_progress = float(value)
            item.update()

        turn.valueChanged.connect(step)
        turn.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _notes_rect(self) -> QRectF:
        """Where the explanation is written at the end: where the hand was, beside the zone's
        verdict; as high as its lines, each wrapped to the panel's width."""
        lines = sum(self._note_block(index)[1] for index in range(len(self.reveal_notes)))
        notes = self._notes_area()
        return QRectF(notes.left(), notes.top(), notes.width(), 56 + max(lines, NOTE_LINE))

    def _notes_area(self) -> QRectF:
        """The arrangement's place for the explanation; under the viewer's panel where it
        grew to hold their victory card (``mine_under``)."""
        notes = self.table_layout.notes
        if not self.mine_under:
            return notes
        grown = self.panel_rects[self.viewer].bottom() - self.table_layout.mine.bottom()
        return notes.translated(0, grown)

    def _note_block(self, index: int) -> tuple[str, float]:
        """Line ``index`` of the explanation, wrapped (a long list of names takes two lines
        rather than running out of the panel), and the height it takes."""
        note = self.reveal_notes[index]
        assert self.state is not None  # the explanation is drawn on a table being shown
        font = QFont()
        font.setPointSizeF(NOTE_SIZE)
        font.setBold(bool(note.seats))  # the line that names the winners
        text, _tip = wrap_text(
            self._note_text(note, self.state.players), font, self._notes_area().width() - 36
        )
        lines = text.count("\n") + 1
        return text, NOTE_LINE + (lines - 1) * QFontMetricsF(font).lineSpacing()

    def _note_top(self, index: int) -> float:
        return sum(self._note_block(before)[1] for before in range(index))

    def _layout_notes_panel(self) -> None:
        rect = self._notes_rect()
        panel = self._panel("notes", rect)
        panel.setZValue(400)
        panel.emphasis = True
        title = self._label("notes-title", 18, True)
        title.setZValue(410)
        title.set_box(rect.width() - 32, 34)
        title.setPos(rect.left() + 16, rect.top() + 8)
        title.set_text(tr("How the winner was decided (priority order, from the top)"))
        # the panel comes with its first line: it stood empty under its heading while the
        # cards turned (play test)
        shown = bool(self._reveal_labels) or self._turned_over()
        panel.setVisible(shown)
        title.setVisible(shown)
        for index, label in enumerate(self._reveal_labels):
            self._place_note(index, label, rect)

    def _place_note(self, index: int, label: LabelItem, rect: QRectF) -> None:
        """Line ``index`` of the explanation in the panel ``rect``, wrapped to its width; the
        line naming the winners in the accent, taken anew at each layout: set once, it kept
        the old palette's after Settings › Colours (lilac on light, play tester 185)."""
        text, height = self._note_block(index)
        label.set_text(text)
        label.color = self.view.palette_colors.accent if self.reveal_notes[index].seats else None
        label.set_box(rect.width() - 36, height)
        label.setPos(rect.left() + 24, rect.top() + 44 + self._note_top(index))

    def _show_next_note(self) -> None:
        index = self.reveal_lines_shown
        if index >= len(self.reveal_notes):
            return
        note = self.reveal_notes[index]
        label = LabelItem("", NOTE_SIZE)
        label.palette_colors = self.view.palette_colors
        label.setZValue(410)
        label.font.setBold(bool(note.seats))  # the line that names the winners
        self._place_note(index, label, self._notes_rect())
        self.scene.addItem(label)
        self._reveal_labels.append(label)
        self.reveal_lines_shown += 1
        if index == 0:
            self._layout_notes_panel()

    # -- theme and language ---------------------------------------------------------------------
    def _on_palette_changed(self) -> None:
        colors = self.view.palette_colors
        for item in self.scene.items():
            if hasattr(item, "palette_colors"):
                item.palette_colors = colors
                item.update()
        if self.state is not None:
            self._layout()
            if self._reveal_key is not None:
                self._layout_notes_panel()  # its line naming the winners in the new accent

    def _retranslate(self) -> None:
        self.cancel_button.set_text(tr("Cancel"))
        # a cancel is free, not secret (docs/rules/petal-plotters.md, interpretation 7): the
        # others are told which ability was taken back (a play tester read it as a leak)
        self.cancel_button.setToolTip(
            tr("Take the card back into your hand. It costs nothing, but the others have seen it.")
        )
        self.skip_button.set_text(tr("Skip"))
        # Cancel said what it did, Skip nothing (play test)
        self.skip_button.setToolTip(tr("Leave this optional step undone: the ability ends here."))
        self.last_deal_button.set_text("")  # named in its place (``_name_last_deal_button``)
        # its key after a tab, where a menu writes a shortcut: not one, as C on the hand-off
        # page would open the cards of the person who left it (``view_entries``)
        self.card_count_entry.setText(tr("The Deal's Cards…") + "\tC")
        if self.state is not None:
            self._layout()

    def view_entries(self) -> Sequence[QAction]:
        return (self.card_count_entry,)

    def _name_last_deal_button(self, over: bool) -> None:
        """ "Previous", not "last": in deal 2 of 3, "last deal" read as the match's final one.
        Once the match is over it is the final deal, the one on the table: "Previous deal…"
        there read as the deal before it (play test)."""
        text = tr("Final deal…") if over else tr("Previous deal…")
        if text != self.last_deal_button.text:
            self.last_deal_button.set_text(text)
            self.last_deal_button.fit_width(170)
