"""The Flowers table: stacks, gardens, drag-and-drop placement and the teaching overlay.

The board never decides what is legal: it highlights exactly the Draw and Place actions it is
given, asks the engine why a drop or a click is refused, and shows scores from
``game.projection`` and the engine's area scoring (``score_area``). A preview applies the
candidate Place to the view with the engine and projects the result.
"""

from __future__ import annotations

import functools
import html
import math
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QCursor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QGraphicsItem,
    QLabel,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.games.base import GameBoard, enter_words
from desktop.games.flowers.faces import value_badges
from desktop.games.flowers.items import (
    CARD_H,
    CARD_W,
    GLOW_SWATCH,
    MARKS_Z,
    OVERLAY_Z,
    RING_SWATCH,
    EdgeLabelItem,
    FlowerCardItem,
    GardenPreview,
    Keep,
    LegendItem,
    OverlayData,
    OverlayItem,
    PileItem,
    SeatMarkItem,
    SheetItem,
    card_title,
    coloured_value,
    flower_name,
)
from desktop.history import PlayedMove, TurnLine
from desktop.i18n import (
    breakdown_labels,
    elide,
    number_text,
    points_text,
    singular,
    tr_engine,
    tr_refusal,
)
from desktop.table.animation import animation_speed, is_animating, set_animation_speed
from desktop.table.bar import TableBar
from desktop.table.items import CardItem, HighlightItem, LabelItem, PanelItem
from desktop.table.text import (
    TEXT_SLACK,
    break_lines,
    fit_lines,
    fit_name,
    lines_fitting,
    wrap_text,
    write_lines,
)
from desktop.table.view import TableView, united
from desktop.tip_place import TIP_GAP, move_tip_off, shown_tip
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.game import Game, Result
from engine.core.notes import join_names
from engine.games.flowers.components import CARDS, HIDDEN
from engine.games.flowers.rules import ORIGIN, ends_after_placing, timer_stacks, waiting_top
from engine.games.flowers.scoring import FIRST_RANK, RANKS, next_rank, score_area
from engine.games.flowers.state import Area, Cell, Draw, Phase, Place, State

CELL_W = CARD_W + 14
CELL_H = CARD_H + 14
LEFT_W = 400.0
SIDE_W = 440.0
SIDE_HEADER = 58.0
SIDE_MARGIN = 16.0
"""Room kept between a smaller garden's drawing and the edges of its panel."""
SIDE_MIN_W = 340.0
"""The narrowest another player's panel gets (its title: a name, the score, the held card)."""
NARROW_W = 180.0
"""The narrowest another player's panel gets when its title stands in two rows, the name over
the score (``Arrangement.narrow``): a small window keeps its width for the viewer's garden."""
NARROW_HEADER = 74.0
"""That two-row title's height, at scale 1 (``NARROW_PT``: never under the legend's 10)."""
NARROW_PT = 12.0
LEVEL_LEAST_PT = 10.0
"""The least a computer's level after the score is written, at ``NARROW_PT`` titles: the
legend's size."""
NAME_LEAST_PT = LEVEL_LEAST_PT
"""The least a name in a narrow panel's title is written, at ``NARROW_PT`` titles, before it
is cut: the legend's size, as the level's."""
LEVEL_UNDER_ROOM = 1.2
"""The room under a narrow title's name, to the title's end (``NARROW_HEADER``: 36 at scale 1),
against the score's row (30): where a computer's level does not fit after the score, it goes
on a second line under it in that room."""
TURN_MARK = "▶ "
"""Before the name in the title of the garden of the player whose turn it is."""
WIDEST_SCORE = -88
"""The score a garden's title keeps room for, whatever it shows (``_write_header``): measured
with the score of the moment, a title went to two lines at "−2 pts" and back to one at "−1
pt", from turn to turn (play tester 142). No game scores three figures."""
SIDE_MIN_H = 300.0
SIDE_MIN_GARDEN = 150.0
"""The least room under a panel's title for another player's garden."""
SIDE_MOST = 0.75
"""Another player's garden is drawn at most this large: the viewer's stays the largest."""
SPILL = 16.0
"""How far a garden's drawing reaches past its grid of cells, at scale 1: a covered card peeks
out 16 below and right of its pile's top card (9 past the cell) with its shadow, a scoring
field's pill stands 12 below the field's outline, a value mark 4 above the card's cell."""
HELD_SMALL = 0.34
"""The card another player holds is drawn this large (times the panels' scale), in the top
right corner of their panel."""
HELD_INSET = 8.0
"""Room between that card and its panel's border, at scale 1."""
LANDING_MOST = 3.0
"""The longest the board waits (seconds) for another player's last move to land before it
hands the turn to its viewer, whatever the animations still do."""
LOOK_Z = 2000.0
"""The sheet another player's garden is drawn large on (``look_at``) lies over everything on
the table (its targets, hints and a placement's preview): only a dragged card rises higher, and
none can be dragged while the sheet shows."""
LOOK_MOST = 2.0
"""Another player's garden on that sheet is drawn at most this large (the viewer's garden is
drawn at 1): a young garden in a large window would fill the sheet with a few huge cards."""
LOOK_MARGIN = 24.0
"""Room between the sheet's border and what it shows, at scale 1."""
LOOK_HELD = 0.5
"""The card the looked-at player holds, in the sheet's top right corner, this large (times the
panels' scale)."""
LOOK_HINT_PT = 12.0
"""The sheet's line of keys (how to go back, how to see the next garden), at scale 1."""
LOOK_COLUMN = 300.0
"""The sheet's column of texts left of a tall garden (``_place_look``), at scale 1."""
LOOK_LABELS = ("look-header", "look-score", "look-hint", "look-breakdown")
"""The sheet's texts: the garden's title and score, the keys' line, what made the score."""
MARK_ROOM = 1.35
"""A seat mark and the room after it, before its garden's title, in the mark's diameters."""
SEAT_NOTE_MS = 4000
"""How long the note that the seat at the screen changed stays over the table (hot-seat)."""
GHOST_ON_CELL = 0.6
"""Opacity of the held card's preview on an empty cell: faint, as it is not placed yet."""
GHOST_OVER_CARD = 0.9
"""Opacity of that preview over a card it would cover: nearly solid, so that the covered
card's flowers do not show through the preview's value."""
GHOST_GAP = 4.0
"""Room between the covered card's value and the preview drawn beside it."""
SCORE_TOP = 500.0
"""Where the score panel begins under the stacks and the hand, at scale 1."""
LAYOUT_PASSES = 3
"""How many times a layout places the table at most, the score panel measured each time (see
``FlowersBoard._layout``)."""
SCORE_STEP = 8.0
"""The score panel's height is weighed in steps this high (scale 1): measured at each panel
scale, its text's metrics made it a unit or two higher or lower, and a resized window went
back and forth between two scales, each weighed on the height the other measured, so that
going back to a window's size did not always give back its table."""
ROW_PT = 12.0
TITLE_PT = 18.0
"""The viewer's garden's title is never written smaller than this (points)."""
MIN_COLS, MIN_ROWS = 5, 4
EDGE_PT = 10.0
"""The size of the letters and numbers on the viewer's garden's edges (``_show_edges``), at
the panels' scale: the legend's, the least the table writes."""
EDGE_MOST = 11.0
"""The most they are written at the panels' scale, to stand in the margin ``grid_room`` keeps
left of the garden and under it (``EDGE_ROOM``): a margin grown with the panels' scale rescaled
the table more often as the garden grew. Larger only where this would read under the legible
size and the larger letters still fit (``_show_edges``)."""
EDGE_ROOM = 20.0
"""That margin, in which they stand (their row's height, their column's width)."""
EDGE_LEAST = 0.5
"""Under the legible size, the edges are still written as large as they fit down to this
product (``LEGIBLE``'s: about 7 pixels, a capital 5 high), as a single letter or number reads
smaller than a word: the keyboard's frame and "Play this move?" name places by them ("A3"),
and hidden from a zoom of 0.45 on, they left those names nowhere to be found (play tester,
session 55)."""
EDGE_STEP = 0.5
"""The steps (points) in which the largest size of the edges that fits is sought."""
EDGE_RISE = (CELL_H - CARD_H) / 2 - 1
"""How far the letters' line, written larger (``_show_edges``), may rise over the garden's
last row: into the strip of its cells under where a card lies, a unit clear of it."""
SIDE_WEIGHED = 3
"""Another player's garden is weighed at least this many cells wide and high when the table
is arranged, so that its first cards do not rearrange the table; it is drawn as tight as its
cards, so they are as large as the panel allows (a first card was drawn a third as large)."""
HAND_TOP = 270.0
"""Where the hand's panel begins under the stacks' panel, at scale 1."""
HAND_BOTTOM = 480.0
"""Where the hand's panel ends (the stacks' panel and the hand's lie above), at scale 1."""
STACKS_H = 250.0
HAND_H = 210.0
COLUMN_GAP = 20.0
"""Room between the score's column and the stacks' when they stand side by side."""
SIDE_GAP = 24.0
"""Room between two other players' panels."""
BLOCK_GAP = 30.0
"""Room between the viewer's garden and the panels beside, above or below it."""
BELOW_MOST = 0.5
"""The rows of other players' panels under the viewer's garden are at most this part of the
garden's height together (``SIDE_MIN_H`` each at least), or beside a taller panels' block, as
high as the room it leaves."""
BELOW_WIDEST = 1.5
"""A panel in those rows is at most this many times ``SIDE_W`` wide."""
FIT_MARGIN = 2 * TableView.MARGIN
"""The room the fitted view keeps around the content (both sides together), in scene units."""
READABLE = 0.72
"""The smallest panel text (the legend, 10 points) reads at about 9.5 pixels when the panels'
scale times the view's zoom reaches this: under it, text counts more (``TEXT_SHORT``)."""
LEGIBLE = 0.675
"""Text under this product (about 9 pixels) is not taken while some arrangement reaches it with
the garden ``GARDEN_LEAST`` of its largest at least."""
COMFORTABLE = 0.9
"""Beyond this product (12 pixels) larger text counts for nothing: it takes room from nothing
useful."""
OTHERS_READ = 0.24
"""Another player's card drawn this large on screen (times the card's width: 24 pixels) shows
its flowers' colours and their count: under it, the other gardens count more
(``OTHERS_SHORT``)."""
OTHERS_AMPLE = 0.4
"""Beyond this product (40 pixels) larger other gardens count for nothing."""
OTHERS_VALUES = 0.32
"""Another player's card drawn this large on screen (32 pixels) shows its corner values too
(numerals 6 pixels high): from ``OTHERS_READ`` up to it, the other gardens count much more
(``OTHERS_CLEARER``)."""
OTHERS_FINE = 0.12
"""Another player's card drawn this large on screen (12 pixels) still shows its colours: the
other players' gardens are drawn no smaller than this, or than half as large as the first
arrangement (their panels right of the garden) draws them (``OTHERS_KEEP``)."""
OTHERS_KEEP = 0.5
"""Another arrangement draws the other players' gardens at least this part as large as the
first arrangement does, or ``OTHERS_FINE``."""
TEXT_WEIGHT = 0.5
TEXT_SHORT = 2.0
OTHERS_WEIGHT = 0.15
OTHERS_SHORT = 0.3
OTHERS_CLEARER = 0.6
"""How the sizes on screen count against each other (``score``), as powers: the viewer's
garden counts whole; the panels' text half as much (the garden 5% smaller for text 10% larger)
up to ``COMFORTABLE``, and 2.5 times under ``READABLE``; the other gardens 0.15 up to
``OTHERS_AMPLE``, 0.75 from ``OTHERS_READ`` to ``OTHERS_VALUES`` and 0.45 under
``OTHERS_READ``. Counted 0.15 from 24 pixels up, a rival's cards drawn 25 pixels wide, their
values 4 pixels high, were worth a garden 12 to 16% larger, drawn 87 to 100 pixels wide in a
1920×1080 window with the History dock open (play test)."""
PANEL_SCALES = tuple(1.0 + step / 20 for step in range(31))
"""The panels' scales the board weighs (1 to 2.5)."""
FINE_AIM = (0.98, COMFORTABLE, OTHERS_VALUES)
"""A table as a large window shows it (the viewer's garden 98% of its largest at least,
comfortable text, the other gardens' values read) trades neither for larger other
gardens. Asked only to show their colours (``OTHERS_FINE``), a 2560×1440 screen drew three
rivals' cards 20 pixels wide, in one column beside the garden, where a half screen drew them
no smaller (play test): its larger panels' text was all the room went to."""
GARDEN_LEAST = 0.7
"""For legible text, and for the other gardens, the viewer's garden may be drawn this much
smaller than its largest, no smaller."""
GARDEN_GIVE = 0.93
"""Where no arrangement reaches legible text (a tiny window), the garden keeps this part of its
largest size at least."""
AIMS = (FINE_AIM, (GARDEN_LEAST, LEGIBLE, 0.0), (GARDEN_GIVE, 0.0, 0.0))
"""What an arrangement is asked, in turn, until one answers: (how large the viewer's garden
stays against its largest, how large the panels' text and the smallest other garden's cards
are on screen, at least)."""
KEEP_MARGIN = 0.08
"""The arrangement in use stays while its merit (``Weight.merit``) is this little under the best
one's (see ``keeps``): a garden grown by a row or a column, or a score panel grown by a line,
tipped the table between two arrangements of about equal merit, and every panel moved (in the
lesson, the panels left of the garden went above it and came back a move later). 0.08 is the
garden drawn 8% smaller, or comfortable text 15% smaller. The panels' moves back to where they
stood before were worth 0.03 to 0.08 in seeded games: of 15 such moves, 0.05 left 12, 0.08
left 7, and 0.1 no fewer."""
KEEP_GARDEN = 0.95
"""The arrangement in use stays only while it draws the viewer's garden this part as large as
the best one at least: larger panels' text must not keep the cards much smaller."""
KEEP_TEXT = 0.97
"""The arrangement in use stays while its panels' text is this part as large as the best one's
at least, or as ``LEGIBLE`` (``keeps``): a board 15 pixels shorter drew narrow panels' text 2%
under ``LEGIBLE``, and the table took panels half as large again, the garden a third smaller;
three players' panels, their text 8% smaller than the best's, gave way to a garden a quarter
smaller (play tester 152)."""
UNDONE_MARGIN = 2 * KEEP_MARGIN
"""How far under the best one's merit the arrangement in use may stay when the best one's
shape would not outlast the garden's next row or column (see ``weigh_arrangements``)."""
STEADY_GARDEN = 0.99
"""Panel scales that draw the garden this nearly alike draw it alike (larger panels' titles
take a little of its height): of those, the arrangement in use takes the one whose text keeps
its size on screen (``steadiest``)."""

SHOWN_GARDEN = 0.99
"""Where several people share the screen, the panels keep the size they showed, at a scale
between steps, while the viewer's garden keeps this part of its size (``shown_scale``)."""

SHOWN_STEPS = 4
"""How often ``shown_scale`` weighs the zoom again for the scale it asks (the zoom changes a
little with the panels' scale; the text then settles within a thousandth of its size)."""

GARDEN_GROWS = 1.1
"""The viewer's garden is drawn larger again only by this step at least: else it keeps the size
it had, the table filling the window at that zoom. It grew back by 0.2 to 5% as the
panels were arranged anew, and the cells a player aimed at moved under the mouse (play tester
142, 1920×1080: the zoom changed at 3 to 6 of 23 to 31 turns, 0 to 2 of them larger)."""
SIDES_GIVE = 0.75
"""The other players' panels keep their size on screen while each of their gardens is drawn
this part as large as panels sized afresh would draw it, at least, in the table as it is and on
screen (``_hold_sides``). At 0.85, and their values read wherever fresh panels showed them,
a rival's garden grown by a column sized the panels afresh: in a low window they took the
room the viewer's garden left, and every turn or two the garden's panel and theirs changed
width by 20 to 35 pixels at the same zoom (play test, three players, 1140×545: 23 such
changes in five seeded games, 6 since)."""
SIDES_VALUES = 0.85
"""Held so (``SIDES_GIVE``), a garden whose values fresh panels show keeps them this part as
large on screen at least (cards 27 pixels wide, their numerals 5 high, where
``OTHERS_VALUES`` asks 32): fresh panels are sized to show them just so, and a rival's garden
grown by a column or a row drew them 1 to 5 pixels smaller in held panels, which gave way to
fresh ones as wide as their gardens then asked: 16 to 41 pixels wider or narrower at the same
zoom (play tester 169, German, four players, 1366×700)."""
SIDES_GARDEN = 0.97
"""The other players' panels keep their size on screen where the viewer's garden needs their
room if the table drawn this part as large at least leaves it (``_hold_sides``)."""
STAY_GARDEN = 0.9
"""In a window that keeps its size, the shape in use stays while it draws the viewer's garden
this part as large as the best arrangement at least, or as cards at their own size (``stays``):
between ordinary turns, a grown garden moved the rivals' panels from one column to two and
back (play tester 157, German, 1140×545), and the solo score panel from beside the stacks to
under the card in hand (1920×1080), the garden drawn 8% larger, already larger than its cards."""
MOVE_GARDEN = 0.97
"""Where the arrangement in use gives way, the same shape at another scale may take its place
rather than the best only while it draws the garden this part as large, and the other
gardens' colours read wherever the best one's do (see ``weigh_arrangements``)."""


LATER_CELLS = 2
"""How far ahead the narrow panels' choice looks (``legible_later``): wide panels that show the
other gardens' values are taken over narrow ones that hide them only where they stay legible
as the garden grows this many columns and rows. Taken for their values in a small window,
they gave way to narrow ones in mid-game (German, three players, 1140×545)."""

NAMES_GIVE = 0.9
"""Narrow panels that cut another player's name, where the wide ones write every name whole,
are taken only where the wide ones would draw the garden or the panels' text less than this
part as large (``choose_arrangement``): German, four players, a window maximised on a
1366×768 laptop (1366×700) took them for a garden and text 5% larger, and two of the three
rivals read "Rosema…" and "Margue…", whole only in a tooltip."""

OTHERS = ("right", "below", "under", "beneath")
"""Where the other players' panels may stand (see ``Arrangement``)."""


@dataclass(frozen=True)
class Arrangement:
    """How the panels around the viewer's garden stand, so that the table fits the window's
    shape: ``scale`` sizes the panels (their texts, stacks and hand card) against the garden,
    which keeps scale 1; ``split`` puts the score panel in a column of its own between the
    stacks and the hand and the garden, instead of under them (the stacks stay at the
    table's left edge either way, where a new zoom moves them least);
    ``top`` stands the panels above the garden instead of left of it (unsplit, the stacks, the
    hand and the score side by side), for a portrait window; ``others`` puts the other players'
    panels right of the garden ("right"), under the whole table ("below"), under the stacks, the
    hand and the score, in their column ("under": a tall garden in a portrait window), or under
    the garden, beside those panels ("beneath": a wide, short garden leaves room there);
    ``columns`` of them side by side, in as many rows as they need (three players right of a
    tall garden: two columns draw their gardens larger than one), the shorter column first
    where they differ (``short_first``, ``column_slots``)."""

    split: bool = False
    scale: float = 1.0
    top: bool = False
    others: str = "right"
    columns: int = 1
    narrow: bool = False
    short_first: bool = False

    def side_header(self) -> float:
        """The height of another player's panel's title (two rows in a narrow panel)."""
        return (NARROW_HEADER if self.narrow else SIDE_HEADER) * self.scale

    def side_least_w(self) -> float:
        """The narrowest another player's panel may be: its title's room."""
        return (NARROW_W if self.narrow else SIDE_MIN_W) * self.scale

    def header_pt(self) -> float:
        """The viewer's garden title: as large as a side panel's, never under ``TITLE_PT``."""
        return max(TITLE_PT, 15.0 * self.scale)

    def header_band(self) -> float:
        """The room above the viewer's grid for its title (70 at 18 points)."""
        return 26.0 + 44.0 / 18.0 * self.header_pt()

    def same_shape(self, other: Arrangement) -> bool:
        """Do the two stand their panels alike, whatever their scales?"""
        return replace(self, scale=1.0) == replace(other, scale=1.0)

    def familiarity(self) -> int:
        """How far this stands from the first arrangement (panels left, others right)."""
        return (
            int(self.split)
            + 2 * OTHERS.index(self.others)
            + 8 * int(self.top)
            + 16 * int(self.narrow)
        )


@dataclass(frozen=True)
class Placement:
    """Where an arrangement puts each panel, in scene units: the top-left corners of the
    stacks', the hand's and the score's panels, the viewer's garden's panel, the other
    players' panels, the content's size."""

    stacks: QPointF
    hand: QPointF
    score: QPointF
    panel: QRectF
    sides: tuple[QRectF, ...]
    width: float
    height: float


def outermost(area: Area, at: Cell) -> str:
    """The card on top at ``at`` named apart from the other cards showing the same colour and
    value, by the side of the garden it alone lies nearest: "leftmost blue 3", "uppermost blue
    3" ("top blue 3" read as a pile's top card, play tester 194); "" where it is not alone on
    any side (the middle one of three in a row). History's rows read "Place the red 2 above
    the blue 3" in a garden showing two blue 3s, naming neither (session 56); their rows and
    columns went stale as the garden grew (play test)."""
    name = coloured_value(area[at][-1])
    twins = [
        cell
        for cell, pile in area.items()
        if not CARDS[pile[-1]].purple and coloured_value(pile[-1]) == name
    ]
    sides = (
        (min, 0, tr("leftmost %1")),
        (max, 0, tr("rightmost %1")),
        (min, 1, tr("uppermost %1")),
        (max, 1, tr("lowest %1")),
    )
    for extreme, axis, words in sides:
        edge = extreme(cell[axis] for cell in twins)
        if at[axis] == edge and sum(cell[axis] == edge for cell in twins) == 1:
            return words.replace("%1", name)
    return ""


def fitted_zoom(view_w: float, view_h: float, width: float, height: float) -> float:
    """The zoom at which a table ``width`` by ``height`` (scene units), with the view's
    margin, fits a window ``view_w`` by ``view_h``: as ``TableView`` frames it."""
    return min(view_w / (width + FIT_MARGIN), view_h / (height + FIT_MARGIN))


def drawn_zoom(
    sizes: TableSizes, arrangement: Arrangement, view_w: float, view_h: float, held: float | None
) -> float:
    """The zoom ``arrangement`` of a table ``sizes`` is drawn at in a window ``view_w`` by
    ``view_h``, the viewer's table drawn at ``held`` at the last layout: as large as it was
    while it fits, unless the window allows a step larger (``GARDEN_GROWS``)."""
    fitted = sizes.zoom(arrangement, view_w, view_h)
    if held is None or fitted >= held * GARDEN_GROWS:
        return fitted
    return min(fitted, held)


WINDOW_CORNER = QPointF(-TableView.MARGIN, -TableView.MARGIN)
"""The fitted window's top left corner in the scene: the table fills the window from there
(``TableSizes.spread``), and what stays still on screen is held in pixels from it."""


def garden_start(min_x: int, min_y: int) -> QPointF:
    """From the corner of the viewer's grid, whose first cell is (``min_x``, ``min_y``), to
    the starting card's middle."""
    return QPointF((0.5 - min_x) * CELL_W, (0.5 - min_y) * CELL_H)


def grid_room(panel: QRectF, arrangement: Arrangement) -> QRectF:
    """Where the viewer's grid may stand in its ``panel``: under the title's band, inside the
    margins."""
    return panel.adjusted(EDGE_ROOM, arrangement.header_band(), -20, -EDGE_ROOM)


def shared_heights(
    gardens: Sequence[tuple[float, float]], room: float, fixed: float, least: float
) -> list[float]:
    """The heights of panels stacked in ``room`` (their gaps left out), each ``fixed`` plus its
    garden (``gardens``: its drawing's height at scale 1 and the largest scale it is drawn
    at), ``least`` at least: every garden at the largest scale they can share."""

    def heights(scale: float) -> list[float]:
        return [max(least, fixed + min(scale, most) * drawn) for drawn, most in gardens]

    # their sum grows in straight lines between these scales: the scale that fills the room
    # lies on one of them
    bends = {most for _drawn, most in gardens} | {
        (least - fixed) / drawn for drawn, _most in gardens if least > fixed
    }
    low = 0.0
    for bend in sorted(bends):
        low_sum, bend_sum = sum(heights(low)), sum(heights(bend))
        if bend_sum > room:
            if bend_sum > low_sum:
                low += (room - low_sum) / (bend_sum - low_sum) * (bend - low)
            return heights(low)
        low = bend
    return heights(low)


def panel_grid(
    left: float, top: float, count: int, columns: int, width: float, height: float
) -> list[QRectF]:
    """``count`` panels ``width`` by ``height`` from (``left``, ``top``), ``columns`` to a row."""
    return [
        QRectF(
            left + (slot % columns) * (width + SIDE_GAP),
            top + (slot // columns) * (height + SIDE_GAP),
            width,
            height,
        )
        for slot in range(count)
    ]


def column_slots(count: int, columns: int, short_first: bool = False) -> list[range]:
    """The other players' panels of each column, where each column shares its own height: in
    seat order down the first column, then the next ("Rose, Iris | Daisy"), the longer
    columns first, or the shorter (``short_first``: "Rose | Iris, Daisy"). Row by row, "Rose,
    Daisy | Iris" stood as a column beside a lone panel as tall as both, and read out of the
    order of play (play test)."""
    base, extra = divmod(count, columns)
    lengths = [base + 1] * extra + [base] * (columns - extra)
    if short_first:
        lengths.reverse()
    slots, start = [], 0
    for length in lengths:
        slots.append(range(start, start + length))
        start += length
    return slots


@dataclass(frozen=True)
class SidesShown:
    """The other players' panels right of the viewer's garden as the screen showed them, for
    ``arrangement`` (at scale 1): their ``width`` in pixels and each one's part of its
    column's height (``shares``, reading order; the gaps left out)."""

    arrangement: Arrangement
    width: float
    shares: tuple[float, ...]


def shown_sides(placement: Placement, arrangement: Arrangement, zoom: float) -> SidesShown:
    """How the other players' panels right of the garden stand on screen at ``zoom``."""
    columns, count = arrangement.columns, len(placement.sides)
    shares = [0.0] * count
    for slots in column_slots(count, columns, arrangement.short_first):
        room = placement.panel.height() - (len(slots) - 1) * SIDE_GAP
        for slot in slots:
            shares[slot] = placement.sides[slot].height() / room
    width = placement.sides[0].width() * zoom
    return SidesShown(replace(arrangement, scale=1.0), width, tuple(shares))


def same_sides(first: SidesShown, second: SidesShown) -> bool:
    """Whether the panels stood alike on screen, but for a float's last digits."""
    values = (first.width, *first.shares), (second.width, *second.shares)
    return (
        first.arrangement == second.arrangement
        and len(values[0]) == len(values[1])
        and all(math.isclose(one, other, rel_tol=1e-9) for one, other in zip(*values, strict=True))
    )


def held_sides(placement: Placement, shown: SidesShown, width: float) -> Placement:
    """``placement`` with the other players' panels right of the garden ``width`` wide (scene
    units), at the table's right edge, each column as high as the garden's panel and shared
    as it was ``shown``; the garden's panel takes the rest."""
    columns, count = shown.arrangement.columns, len(placement.sides)
    left = placement.width - columns * width - (columns - 1) * SIDE_GAP
    panel = QRectF(placement.panel)
    panel.setRight(left - BLOCK_GAP)
    sides: list[QRectF] = [QRectF()] * count
    for column, slots in enumerate(column_slots(count, columns, shown.arrangement.short_first)):
        room = panel.height() - (len(slots) - 1) * SIDE_GAP
        top = panel.top()
        for slot in slots:
            height = shown.shares[slot] * room
            sides[slot] = QRectF(left + column * (width + SIDE_GAP), top, width, height)
            top += height + SIDE_GAP
    return replace(placement, panel=panel, sides=tuple(sides))


@dataclass(frozen=True)
class TableSizes:
    """What an arrangement is weighed on, in scene units at scale 1: the viewer's grid, the
    score panel's height (measured at the last layout), the other players' grids (columns and
    rows, drawn tight), and how wide their panels must be to write every name whole in their
    titles, wide panels then narrow ones (``names_whole``)."""

    grid_w: float
    grid_h: float
    score_h: float
    others: tuple[tuple[int, int], ...]
    names: tuple[float, float] = (0.0, 0.0)
    score_measured: tuple[tuple[float, float], ...] = ()
    """The score panel's height at scale 1 as measured at each of these panel scales
    (``score_at``)."""

    def score_at(self, scale: float) -> float:
        """The score panel's height at scale 1 when drawn at ``scale``: as measured there if it
        was, else the tallest measure (``score_h`` included). Its words wrap differently at
        each scale: in French at 1280×720 at 125 %, the panel measured a step (``SCORE_STEP``)
        taller at one scale than at the other; weighed on the last measure alone, each layout
        chose the other scale, and the table changed arrangement between a draw and its
        placement, so that a click landed on a cell that had moved (play tester 199). Weighed
        on the last measure where none was taken, a scale unmeasured won on a guess and lost
        once measured."""
        measured = dict(self.score_measured)
        return measured.get(scale, max([self.score_h, *measured.values()]))

    def at_start(self) -> TableSizes:
        """These sizes as the game's start has them: each garden its starting card alone."""
        _x, _y, cols, rows = grid_bounds([ORIGIN])
        started = grid_bounds([ORIGIN], 0, SIDE_WEIGHED, SIDE_WEIGHED)[2:]
        return replace(
            self, grid_w=cols * CELL_W, grid_h=rows * CELL_H, others=(started,) * len(self.others)
        )

    def garden_h(self, arrangement: Arrangement) -> float:
        """The viewer's garden's panel height: the grid, the title's band, a margin."""
        return self.grid_h + arrangement.header_band() + EDGE_ROOM

    def names_whole(self, arrangement: Arrangement, view_w: float, view_h: float) -> bool:
        """Does ``arrangement`` write every other player's name whole in a window ``view_w``
        by ``view_h`` (``fill``), each of their panels as wide as its title asks (``names``)?"""
        need = self.names[int(arrangement.narrow)] * arrangement.scale
        return all(side.width() >= need for side in self.fill(arrangement, view_w, view_h).sides)

    def side_least_h(self, arrangement: Arrangement) -> float:
        return max(SIDE_MIN_H, arrangement.side_header() + SIDE_MIN_GARDEN)

    @staticmethod
    def side_scale(
        arrangement: Arrangement, grid: tuple[int, int], width: float, height: float
    ) -> float:
        """How large another player's garden ``grid`` is drawn in a panel ``width`` by
        ``height``: below the header, inside the margins, its spill drawn at its scale."""
        cols, rows = grid
        avail_w = width - 2 * SIDE_MARGIN
        avail_h = height - arrangement.side_header() - SIDE_MARGIN
        return min(
            SIDE_MOST,
            avail_w / (cols * CELL_W + 2 * SPILL),
            avail_h / (rows * CELL_H + 2 * SPILL),
        )

    def side_w(self, arrangement: Arrangement, height: float, widest: float) -> float:
        """The other players' panels' width: as wide as their gardens are drawn in panels
        ``height`` high, within the room their titles need and ``widest``."""
        least = arrangement.side_least_w()
        need = least
        for cols, rows in self.others:
            scale = self.side_scale(arrangement, (cols, rows), widest, height)
            need = max(need, (cols * CELL_W + 2 * SPILL) * scale + 2 * SIDE_MARGIN)
        return min(max(widest, least), need)

    def side_need_h(self, arrangement: Arrangement, width: float) -> float:
        """How high panels ``width`` wide need to be to draw every other garden as large as
        that width allows."""
        need = self.side_least_h(arrangement)
        for cols, rows in self.others:
            scale = min(SIDE_MOST, (width - 2 * SIDE_MARGIN) / (cols * CELL_W + 2 * SPILL))
            drawn = scale * (rows * CELL_H + 2 * SPILL)
            need = max(need, arrangement.side_header() + 2 * SIDE_MARGIN + drawn)
        return need

    def row_panels(
        self, arrangement: Arrangement, row_w: float, room: float
    ) -> tuple[float, float]:
        """The width and height of the other players' panels in rows under the garden:
        ``arrangement.columns`` of them across ``row_w`` at most (and ``BELOW_WIDEST``), the
        rows ``room`` high together at most (``side_least_h`` each at least), as wide and high
        as their gardens need."""
        columns = arrangement.columns
        rows = -(-len(self.others) // columns)
        each = (row_w - (columns - 1) * SIDE_GAP) / columns
        each = min(each, BELOW_WIDEST * SIDE_W * arrangement.scale)
        most = max(self.side_least_h(arrangement), (room - (rows - 1) * SIDE_GAP) / rows)
        side_h = min(self.side_need_h(arrangement, each), most)
        return self.side_w(arrangement, side_h, each), side_h

    def place(self, arrangement: Arrangement, felt: QSizeF | None = None) -> Placement:
        """Where ``arrangement`` puts every panel: the other players' panels as their titles
        and the viewer's garden ask, or, given the ``felt`` the fitted view shows (scene
        units, its margin left out), as large as the rest leaves them room there (``fill``),
        and right of the garden, sharing each column's height (``panel_columns``)."""
        unit = arrangement.scale
        score_h = self.score_at(unit) * unit
        garden_w, garden_h = self.grid_w + 20 + EDGE_ROOM, self.garden_h(arrangement)
        column = (LEFT_W + COLUMN_GAP) * unit
        # the panels' block: stacks over hand, the score under them or beside (split), or
        # (above the garden, unsplit) the three side by side
        if arrangement.split:
            stacks, hand = QPointF(0, 0), QPointF(0, HAND_TOP * unit)
            score = QPointF(column, 0)
            block_w, block_h = column + LEFT_W * unit, max(HAND_BOTTOM * unit, score_h)
        elif arrangement.top:
            stacks, hand, score = QPointF(0, 0), QPointF(column, 0), QPointF(2 * column, 0)
            block_w, block_h = 2 * column + LEFT_W * unit, max(STACKS_H * unit, score_h)
        else:
            stacks, hand = QPointF(0, 0), QPointF(0, HAND_TOP * unit)
            score = QPointF(0, SCORE_TOP * unit)
            block_w, block_h = LEFT_W * unit, SCORE_TOP * unit + score_h
        count = len(self.others)
        columns = arrangement.columns
        rows = -(-count // columns)
        # right of the garden: a grid as high as the garden, beside it
        right_w = side_w = side_h = 0.0
        if count and arrangement.others == "right":
            side_h = max(self.side_least_h(arrangement), (garden_h - SIDE_GAP * (rows - 1)) / rows)
            widest = arrangement.side_least_w() if arrangement.narrow else SIDE_W * unit
            side_w = self.side_w(arrangement, side_h, widest)
            if felt is not None:  # the felt beside the garden (and above it, under the block)
                beside = garden_w + BLOCK_GAP + (0.0 if arrangement.top else block_w + BLOCK_GAP)
                above = block_h + BLOCK_GAP if arrangement.top else 0.0
                room_w = (felt.width() - beside - (columns - 1) * SIDE_GAP) / columns
                room_h = (felt.height() - above - (rows - 1) * SIDE_GAP) / rows
                widest = max(side_w, room_w)
                side_h = max(side_h, min(room_h, self.side_need_h(arrangement, widest)))
                side_w = max(side_w, self.side_w(arrangement, side_h, widest))
            right_w = BLOCK_GAP + columns * side_w + (columns - 1) * SIDE_GAP
        if arrangement.top:
            # the block above the garden (and the grid right of it) at the table's left edge,
            # where a new zoom moves the stacks least (centred over a growing garden, they moved)
            width = max(block_w, garden_w + right_w)
            garden_x, garden_y = (width - garden_w - right_w) / 2, block_h + BLOCK_GAP
            height = garden_y + garden_h
        else:
            garden_x, garden_y = block_w + BLOCK_GAP, 0.0
            width, height = garden_x + garden_w + right_w, max(block_h, garden_h)
        sides: list[QRectF] = []
        if count and arrangement.others == "under":  # in the panels' column, under the score
            least_h = self.side_least_h(arrangement)
            high = garden_h if felt is None else max(garden_h, felt.height())
            room = (high - block_h - count * BLOCK_GAP) / count
            side_h = min(self.side_need_h(arrangement, block_w), max(least_h, room))
            sides = panel_grid(0, block_h + BLOCK_GAP, count, 1, block_w, side_h)
            height = max(height, sides[-1].bottom())
        elif count and arrangement.others == "right":
            left = garden_x + garden_w + BLOCK_GAP
            column_h = rows * side_h + (rows - 1) * SIDE_GAP
            if felt is None:  # only the table's size is asked (``fill``): equal panels
                sides = panel_grid(left, garden_y, count, columns, side_w, side_h)
            else:
                sides = self.panel_columns(arrangement, left, garden_y, side_w, column_h)
            height = max(height, garden_y + column_h)
        elif count:  # in rows under the garden: beside the panels' block, or under everything
            least_w = columns * arrangement.side_least_w() + (columns - 1) * SIDE_GAP
            if arrangement.others == "beneath":
                row_w, top = max(garden_w, least_w), garden_y + garden_h + BLOCK_GAP
                room = max(block_h - top, BELOW_MOST * garden_h)
            else:
                row_w, top, room = max(width, least_w), height + BLOCK_GAP, BELOW_MOST * garden_h
            if felt is not None:  # the felt under the garden, beside it for "beneath"
                beside = garden_x if arrangement.others == "beneath" else 0.0
                row_w = max(row_w, felt.width() - beside)
                room = max(room, felt.height() - top)
            side_w, side_h = self.row_panels(arrangement, row_w, room)
            used = columns * side_w + (columns - 1) * SIDE_GAP
            if arrangement.others == "below":
                left = (row_w - used) / 2
            else:
                left = garden_x + max(0.0, (garden_w - used) / 2)
            sides = panel_grid(left, top, count, columns, side_w, side_h)
            width = max(width, left + used)
            height = max(height, top + rows * side_h + (rows - 1) * SIDE_GAP)
        panel = QRectF(garden_x, garden_y, garden_w, garden_h)
        if felt is not None:
            panel, sides, width, height = self.spread(
                arrangement, panel, sides, felt, width, height
            )
        return Placement(stacks, hand, score, panel, tuple(sides), width, height)

    @staticmethod
    def spread(
        arrangement: Arrangement,
        panel: QRectF,
        sides: list[QRectF],
        felt: QSizeF,
        width: float,
        height: float,
    ) -> tuple[QRectF, list[QRectF], float, float]:
        """The viewer's garden's ``panel`` grown into the ``felt`` the table leaves, the other
        players' panels beyond it moved along: the table takes the window's whole width and
        height, so that the fitted view has no slack to place it in, and the garden has room to
        grow where its cards stand (``FlowersBoard._garden_geometry``). A table held still in a
        wider window left 150 to 260 pixels of felt on its right, and it slid as it was centred
        again (play test, 1366×768). Where the other players' panels grew past the felt, the
        window's shape is filled at the zoom that shows them."""
        grow = max(
            1.0,
            (width + FIT_MARGIN) / (felt.width() + FIT_MARGIN),
            (height + FIT_MARGIN) / (felt.height() + FIT_MARGIN),
        )
        extra_w = (felt.width() + FIT_MARGIN) * grow - FIT_MARGIN - width
        extra_h = (felt.height() + FIT_MARGIN) * grow - FIT_MARGIN - height
        others = arrangement.others if sides else ""
        grown = QRectF(panel)
        if arrangement.top:  # under the panels' block, from the table's left edge
            grown.setLeft(0.0)
        # the other players' panels right of it end at the table's right edge
        beside = max(side.right() for side in sides) - panel.right() if others == "right" else 0.0
        grown.setRight(width + extra_w - beside)
        below = others in ("below", "beneath")
        grown.setBottom(panel.bottom() + extra_h if below else height + extra_h)
        shift = QPointF(grown.right() - panel.right() if others == "right" else 0.0, 0.0)
        if below:
            shift.setY(extra_h)
        moved = [side.translated(shift) for side in sides]
        if others == "right":  # each column as high as the garden's panel, shared alike
            for left in {side.left() for side in moved}:
                column = sorted(
                    (slot for slot, side in enumerate(moved) if side.left() == left),
                    key=lambda slot: moved[slot].top(),
                )
                share = (grown.bottom() - moved[column[-1]].bottom()) / len(column)
                for rank, slot in enumerate(column):
                    moved[slot] = moved[slot].adjusted(0, rank * share, 0, (rank + 1) * share)
        if others == "beneath":  # in the middle under the garden's panel, as they were
            left = min(side.left() for side in moved)
            used = max(side.right() for side in moved) - left
            middle = grown.left() + max(0.0, (grown.width() - used) / 2)
            moved = [side.translated(middle - left, 0) for side in moved]
        return grown, moved, width + extra_w, height + extra_h

    def fill(
        self, arrangement: Arrangement, view_w: float, view_h: float, most: float | None = None
    ) -> Placement:
        """Where ``arrangement`` puts every panel in a window ``view_w`` by ``view_h``: fitted
        as the panels ask (``place``), the table leaves felt beside or under it, into which
        the other players' panels grow, then the viewer's garden's panel (``spread``), the zoom
        unchanged, or ``most`` where that is smaller (more felt: ``GARDEN_GROWS``). A play
        tester's large window left a band of felt 350 pixels wide beside other gardens drawn
        with cards 30 pixels wide."""
        least = self.place(arrangement)
        zoom = fitted_zoom(view_w, view_h, least.width, least.height)
        if zoom <= 0:
            return least
        if most is not None:
            zoom = min(zoom, most)
        felt = QSizeF(view_w / zoom - FIT_MARGIN, view_h / zoom - FIT_MARGIN)
        return self.place(arrangement, felt)

    def panel_columns(
        self, arrangement: Arrangement, left: float, top: float, width: float, height: float
    ) -> list[QRectF]:
        """The other players' panels ``width`` wide in ``arrangement.columns`` columns from
        (``left``, ``top``), in reading order, each column ``height`` high: its panels share
        it so that their gardens are drawn equally large, as far as their width allows (equal
        panels drew a tall garden beside two short ones a third smaller, and a column's lone
        panel left half its height empty)."""
        columns = arrangement.columns
        fixed = arrangement.side_header() + SIDE_MARGIN
        least = self.side_least_h(arrangement)
        rects: list[QRectF] = [QRectF()] * len(self.others)
        short_first = arrangement.short_first
        for column, slots in enumerate(column_slots(len(self.others), columns, short_first)):
            grids = [self.others[slot] for slot in slots]
            room = height - (len(grids) - 1) * SIDE_GAP
            gardens = [
                (
                    rows * CELL_H + 2 * SPILL,
                    min(SIDE_MOST, (width - 2 * SIDE_MARGIN) / (cols * CELL_W + 2 * SPILL)),
                )
                for cols, rows in grids
            ]
            shares = shared_heights(gardens, room, fixed, least)
            spare = (room - sum(shares)) / len(shares)
            y = top
            for slot, share in zip(slots, shares, strict=True):
                x = left + column * (width + SIDE_GAP)
                rects[slot] = QRectF(x, y, width, share + spare)
                y += share + spare + SIDE_GAP
        return rects

    def others_scale(self, arrangement: Arrangement, placement: Placement) -> float:
        """The scale of the smallest other garden's drawing (1 without other players)."""
        return min(
            (
                self.side_scale(arrangement, grid, rect.width(), rect.height())
                for grid, rect in zip(self.others, placement.sides, strict=True)
            ),
            default=1.0,
        )

    def zoom(self, arrangement: Arrangement, view_w: float, view_h: float) -> float:
        """The fitted view's zoom in a window ``view_w`` by ``view_h``."""
        return self.weigh(arrangement, view_w, view_h).garden

    @functools.lru_cache(maxsize=4096)  # noqa: B019 (sizes are small values: no leak)
    def weigh(self, arrangement: Arrangement, view_w: float, view_h: float) -> Weight:
        """What ``arrangement`` shows in a window ``view_w`` by ``view_h`` (``fill``):
        remembered, as the narrow panels' weighing weighs the wide ones again."""
        placement = self.fill(arrangement, view_w, view_h)
        zoom = fitted_zoom(view_w, view_h, placement.width, placement.height)
        others = self.others_scale(arrangement, placement)
        return Weight(arrangement, zoom, zoom * arrangement.scale, zoom * others)


@dataclass(frozen=True)
class Weight:
    """An arrangement weighed in a window: the viewer's garden's zoom, the panels' text and
    the smallest other garden's drawing, both times the zoom (on-screen scales)."""

    arrangement: Arrangement
    garden: float
    text: float
    others: float

    def merit(self) -> float:
        """How good the table is to play on (see ``TEXT_WEIGHT``): a sum of logarithms, so that
        each size counts in proportion."""
        return (
            math.log(self.garden)
            + TEXT_WEIGHT * math.log(min(self.text, COMFORTABLE))
            + TEXT_SHORT * math.log(min(self.text / READABLE, 1.0))
            + OTHERS_WEIGHT * math.log(min(self.others, OTHERS_AMPLE))
            + OTHERS_SHORT * math.log(min(self.others / OTHERS_READ, 1.0))
            + OTHERS_CLEARER
            * math.log(min(max(self.others, OTHERS_READ), OTHERS_VALUES) / OTHERS_VALUES)
        )


def shapes(sizes: TableSizes, narrow: bool = False) -> list[Arrangement]:
    """Every arrangement the board weighs for ``sizes``, at scale 1: the other players'
    panels in one to as many columns as there are other players, or, under the stacks, the
    hand and the score standing in one column, in one column too. Above the garden (``top``),
    those panels leave no room beside it: the other players' panels stand right of the
    garden or under everything. With ``narrow``, also the other players' panels right of the
    garden as narrow as a two-row title allows (``Arrangement.narrow``)."""
    count = len(sizes.others)
    places = OTHERS if count else OTHERS[:1]
    widths = (False, True) if narrow else (False,)
    return [
        Arrangement(split, 1.0, top, others, columns, thin, short)
        for top in (False, True)
        for split in (False, True)
        for others in places
        if others not in ("under", "beneath") or not top
        if others != "under" or not split
        for columns in (range(1, count + 1) if count and others != "under" else (1,))
        for thin in (widths if count and others == "right" else (False,))
        for short in ((False, True) if others == "right" and count % columns else (False,))
    ]


def arrangements(sizes: TableSizes, narrow: bool = False) -> list[Arrangement]:
    """Every arrangement the board weighs for ``sizes``: each shape at every panel scale."""
    return [replace(shape, scale=unit) for shape in shapes(sizes, narrow) for unit in PANEL_SCALES]


@functools.lru_cache(maxsize=64)
def choose_arrangement(
    sizes: TableSizes,
    view_w: float,
    view_h: float,
    keep: Arrangement | None = None,
    shown: float | None = None,
    held: float | None = None,
) -> Arrangement:
    """The arrangement for a window ``view_w`` by ``view_h``: the viewer's garden large, the
    panels' text readable and the other players' cards large enough to follow their gardens,
    as far as the window allows all three (``Weight.merit`` weighs them against each other).
    ``keep``, the arrangement in use, stays unless another is clearly better (``keeps``);
    given the panels' text ``shown`` on screen (their scale times the zoom) at the last layout,
    it stays at the panel scale that keeps that size best without drawing the garden smaller,
    each scale at the zoom the table would be drawn at, the last one ``held`` (see
    ``weigh_arrangements``, ``drawn_zoom``).

    Weighing every arrangement takes 8 to 30 milliseconds (30 where the narrow panels are
    weighed too, each arrangement filling the window: ``TableSizes.fill``), twice a move:
    ``TableSizes.weigh`` remembers each arrangement weighed, and the choice is
    remembered for the same sizes and window (a move that does not grow a garden asks again).
    A shape's larger panel scales are not weighed once its garden is drawn smaller than every
    aim allows (larger panels never draw it larger). Where the table would change its shape,
    the new shape and the one in use are weighed again for the garden a column wider and a
    row taller (``outlasts``): 5 milliseconds more on average.

    A tall garden in a landscape window leaves the felt beside it empty: the panels grow into
    it. A portrait window stacks the table: the other players' panels under the stacks, the
    hand and the score, or under the garden, or those three panels above it; three other
    players may stand in two columns. A wide, short garden leaves room under it, beside the
    stacks, the hand and the score. The aims (``AIMS``) are tried in turn: a table as a large
    window shows it (``FINE_AIM``) stays so; else text at least legible, the garden 30%
    smaller at most (``GARDEN_LEAST``); else the garden's size. The other players' gardens
    keep half the size the first arrangement draws them at least (``OTHERS_KEEP``), or
    ``OTHERS_FINE``.

    Where no arrangement gives comfortable text and readable other gardens (``FINE_AIM``),
    the other players' panels right of the garden may also be narrow, their titles in two
    rows (a 1024×700 window with the History dock open had no legible text; at 1000×700, a
    rival's cards were 10 pixels wide, in panels as wide as their titles): weighed only
    then, so that the tables that read well stay as they were. Narrow panels that would cut a
    name the wide ones write whole are taken only for a table clearly larger (``NAMES_GIVE``).
    """
    if view_w < 2 or view_h < 2:
        return Arrangement()
    chosen = weigh_arrangements(sizes, view_w, view_h, False, keep, shown, held)
    weight = sizes.weigh(chosen, view_w, view_h)
    fine_garden, fine_text, fine_others = FINE_AIM
    # whether any arrangement is fine: the best one, not the one kept (at the scale that keeps
    # its text, the wide panels' text was 0.77, the narrow ones were weighed and taken, and
    # the next move's best wide panels, fine, took their place again: every move, 16 times)
    best = chosen if keep is None else weigh_arrangements(sizes, view_w, view_h, False, None)
    top = sizes.weigh(best, view_w, view_h)
    if not sizes.others or (top.text >= fine_text and top.others >= fine_others):
        return chosen
    narrowed = weigh_arrangements(sizes, view_w, view_h, True, keep, shown, held)
    narrow = sizes.weigh(narrowed, view_w, view_h)
    if (
        weight.garden >= narrow.garden * NAMES_GIVE
        and weight.text >= narrow.text * NAMES_GIVE
        and not sizes.names_whole(narrowed, view_w, view_h)
        and sizes.names_whole(chosen, view_w, view_h)
    ):
        return chosen
    if weight.text < LEGIBLE:
        return narrowed
    # for the aim, narrow panels must draw the garden nearly as large and the other gardens
    # as readable (a portrait window's narrow column drew the garden 8% smaller and the
    # other gardens' cards 24 pixels wide, not 37), their values shown where the wide ones
    # show them, as ``stays`` asks of a shape kept (three players at 1366×768 began with
    # narrow panels, rivals' cards 31 pixels wide beside empty felt, not 45, and took wide
    # ones once those read better: in mid-game, the score panel went from beside the stacks
    # to under the hand; play tester 188), and be worth it (a large window's drew the garden
    # 16% larger and a rival's cards 25 pixels wide, not 59)
    if (
        narrow.garden >= weight.garden * fine_garden
        and narrow.others >= min(weight.others, OTHERS_READ)
        and (
            narrow.others >= OTHERS_VALUES
            or weight.others < OTHERS_VALUES
            or not legible_later(sizes, chosen, view_w, view_h)
        )
        and narrow.merit() >= weight.merit()
    ):
        return narrowed
    return chosen


def legible_later(
    sizes: TableSizes, arrangement: Arrangement, view_w: float, view_h: float
) -> bool:
    """Does the shape of ``arrangement`` still write legible text (``LEGIBLE``), at its best
    panel scale, once the viewer's garden is ``LATER_CELLS`` columns wider and rows taller?"""
    grown = replace(
        sizes,
        grid_w=sizes.grid_w + LATER_CELLS * CELL_W,
        grid_h=sizes.grid_h + LATER_CELLS * CELL_H,
    )
    weights = [
        grown.weigh(replace(arrangement, scale=unit), view_w, view_h) for unit in PANEL_SCALES
    ]
    return max(weights, key=lambda weight: weight.merit()).text >= LEGIBLE


def weigh_arrangements(
    sizes: TableSizes,
    view_w: float,
    view_h: float,
    narrow: bool,
    keep: Arrangement | None,
    shown: float | None = None,
    held: float | None = None,
) -> Arrangement:
    """The best of ``shapes(sizes, narrow)`` at every panel scale, or ``keep`` when it is
    nearly as good (see ``choose_arrangement``), given the text it ``shown``, at the scale that
    keeps that size at the zoom drawn from ``held`` (``steadiest``)."""
    base = Arrangement()
    # the other players' gardens are drawn no smaller than half as large as the first
    # arrangement draws them, or OTHERS_FINE
    kept = min(sizes.weigh(base, view_w, view_h).others * OTHERS_KEEP, OTHERS_FINE)
    firsts = [sizes.weigh(shape, view_w, view_h) for shape in shapes(sizes, narrow)]
    largest = max(weight.garden for weight in firsts if weight.others >= kept)
    # larger panels draw the garden smaller: a shape is weighed no further than the aims go
    least = largest * min(give for give, _text, _others in AIMS)
    weighed: list[Weight] = []
    for first in firsts:
        weight = first
        for unit in PANEL_SCALES:
            if unit != first.arrangement.scale:
                weight = sizes.weigh(replace(first.arrangement, scale=unit), view_w, view_h)
            if weight.garden < least:
                break
            if weight.others >= kept:
                weighed.append(weight)
    for give, text, others in AIMS:
        fitting = [
            weight
            for weight in weighed
            if weight.garden >= largest * give and weight.text >= text and weight.others >= others
        ]
        if fitting:
            break
    # the best score; of equals, the familiar arrangement, then small panels
    best = max(
        fitting,
        key=lambda weight: (
            round(weight.merit(), 4),
            -weight.arrangement.familiarity(),
            -weight.arrangement.scale,
        ),
    )
    if keep is None or replace(keep, scale=1.0) not in shapes(sizes, keep.narrow):
        return best.arrangement
    same_shape = [
        weight
        for weight in weighed
        if replace(weight.arrangement, scale=1.0) == replace(keep, scale=1.0)
    ]
    weight = sizes.weigh(keep, view_w, view_h)
    if keeps(weight, best, kept):
        if shown is None:
            return keep
        drawn = functools.partial(drawn_zoom, sizes, view_w=view_w, view_h=view_h, held=held)
        return steadiest([weight, *(w for w in same_shape if keeps(w, best, kept))], shown, drawn)
    # the table changes: the same shape at another scale, if one is nearly as good as the
    # best (its panels stay where they stood, larger or smaller), else the best. A solo
    # player clicked where a stack had stood a turn before, drew from another, and solo
    # cannot undo it (play test): seeded solo games, stacks moved over 100 px on screen
    # between two draws, 1600×790 8 → 0, 1280×700 12 → 6; four players at 1366×650 as before
    # (of every scale weighed, not only those that answer the best's aim: at 900×1000 the best
    # reached comfortable text only at a far larger scale, and the larger stacks' panel, held
    # at the window's corner, moved its centre 41 px)
    near = [
        weight
        for weight in same_shape
        if keeps(weight, best, kept)
        and weight.garden >= best.garden * MOVE_GARDEN
        and weight.others >= min(best.others, OTHERS_READ)
    ]
    # a new shape that the garden's next row or column would take back is not taken while
    # the shape in use is not far worse (the lesson's panels went above a garden grown by a
    # column and back beside it when it grew a row: the garden jumped twice, to 95% of its
    # size, then 85%)
    if not near and not outlasts(sizes, best.arrangement, keep, view_w, view_h):
        near = [weight for weight in same_shape if keeps(weight, best, kept, UNDONE_MARGIN)]
    if near and shown is not None:
        drawn = functools.partial(drawn_zoom, sizes, view_w=view_w, view_h=view_h, held=held)
        return steadiest(near, shown, drawn)
    return max(near or [best], key=lambda weight: weight.merit()).arrangement


def settled_choice(
    sizes: TableSizes,
    view_w: float,
    view_h: float,
    keep: Arrangement | None,
    shown: float | None,
    held: float | None,
    steady: bool,
    handed: float | None,
) -> Arrangement:
    """The arrangement a layout takes (``FlowersBoard._follow_window``): the one
    ``choose_arrangement`` gives, or, in a window that kept its size (``steady``), the shape
    in use (``keep``) while it fits (``stays``); where several people share the screen, at
    the panel scale that shows them as the last person saw them (``handed``, ``shown_scale``).
    Narrow panels too wait as any shape does, while they fit: given way to wide ones that read
    well, the score panel went from beside the stacks to under the hand and the rivals'
    panels widened in mid-game (play tester 188, three players, 1366×768); given way to wide
    ones that read no better, the rivals' titles went from one line to two once a game
    (German, three players, 1140×545)."""
    chosen = choose_arrangement(sizes, view_w, view_h, keep, shown, held)
    if keep is not None and steady and not keep.same_shape(chosen):
        chosen = stays(sizes, view_w, view_h, keep, shown, held) or chosen
    if handed is not None:
        chosen = shown_scale(sizes, chosen, view_w, view_h, held, handed)
    return chosen


def stays(
    sizes: TableSizes,
    view_w: float,
    view_h: float,
    keep: Arrangement,
    shown: float | None,
    held: float | None = None,
) -> Arrangement | None:
    """The shape in use (``keep``'s) at the panel scale that keeps its text ``shown`` on
    screen at the zoom drawn from ``held`` (``steadiest``), while it still fits a window that
    kept its size, against the best arrangement: its merit within ``UNDONE_MARGIN``, its text
    as legible (``KEEP_TEXT``), the other gardens' colours and values shown where the best
    shows them, the garden ``STAY_GARDEN`` as large (unless the best gives up legible text for
    it); else None, and the table takes the arrangement ``choose_arrangement`` gives."""
    if replace(keep, scale=1.0) not in shapes(sizes, keep.narrow):
        return None
    best = sizes.weigh(choose_arrangement(sizes, view_w, view_h), view_w, view_h)
    fitting = [
        weight
        for weight in (
            sizes.weigh(replace(keep, scale=unit), view_w, view_h) for unit in PANEL_SCALES
        )
        if weight.merit() >= best.merit() - UNDONE_MARGIN
        and weight.text >= min(best.text, LEGIBLE) * KEEP_TEXT
        and weight.others >= min(best.others, OTHERS_FINE)
        and (weight.others >= OTHERS_VALUES or best.others < OTHERS_VALUES)
        and (
            weight.garden >= min(best.garden, 1.0) * STAY_GARDEN
            or best.text < min(weight.text, LEGIBLE)
        )
    ]
    if not fitting:
        return None
    if shown is None:
        return max(fitting, key=lambda weight: weight.merit()).arrangement
    drawn = functools.partial(drawn_zoom, sizes, view_w=view_w, view_h=view_h, held=held)
    return steadiest(fitting, shown, drawn)


def steadiest(
    weights: Sequence[Weight], shown: float, drawn: Callable[[Arrangement], float]
) -> Arrangement:
    """Of ``weights`` (one shape at several panel scales) that draw the garden largest
    (``STEADY_GARDEN``), the one whose panels' text is nearest the size ``shown`` on screen:
    the stacks, the hand and the score keep their size, at the window's corner, as the
    garden's zoom changes. Kept at one scale, they shrank with a garden grown by a row (the
    stacks' middle moved 49 px), then grew back at once; and a garden grown by a column was
    drawn smaller where panels a step smaller kept it as it was (play test, 1366×768).
    Each is weighed at the zoom the table is ``drawn`` at (``drawn_zoom``): weighed at the
    zoom that would fit, the panels took a smaller scale whenever the table, held at its zoom,
    left room, and they shrank on screen while the garden did not."""
    zooms = [(weight.arrangement, drawn(weight.arrangement)) for weight in weights]
    largest = max(zoom for _arrangement, zoom in zooms)
    return min(
        (pair for pair in zooms if pair[1] >= largest * STEADY_GARDEN),
        key=lambda pair: abs(pair[1] * pair[0].scale - shown),
    )[0]


def shown_scale(
    sizes: TableSizes,
    arrangement: Arrangement,
    view_w: float,
    view_h: float,
    held: float | None,
    shown: float,
) -> Arrangement:
    """``arrangement`` at the panel scale, between ``PANEL_SCALES``' steps or under them, that
    draws its panels' text ``shown`` large on screen at the zoom the table is drawn at
    (``drawn_zoom``), while the garden keeps ``SHOWN_GARDEN`` of the size ``arrangement`` fits
    it at and the text stays ``LEGIBLE`` (or as large as ``arrangement``'s); else as it is.
    Where several people share the screen each one's garden asks its own zoom, and the panels
    at the nearest step drew the stacks up to 50 pixels wider or narrower, moved sideways, at
    each hand-off (play tester 194, three players at 1280×800)."""
    zoom = drawn_zoom(sizes, arrangement, view_w, view_h, held)
    unit = arrangement.scale
    for _step in range(SHOWN_STEPS):  # the zoom changes a little with the panels' scale
        unit = shown / drawn_zoom(sizes, replace(arrangement, scale=unit), view_w, view_h, held)
    matched = replace(arrangement, scale=unit)
    least = sizes.zoom(arrangement, view_w, view_h) * SHOWN_GARDEN
    legible = shown >= min(LEGIBLE, zoom * arrangement.scale)
    if not legible or sizes.zoom(matched, view_w, view_h) < least:
        return arrangement
    return matched


def outlasts(
    sizes: TableSizes, new: Arrangement, old: Arrangement, view_w: float, view_h: float
) -> bool:
    """Does the shape of ``new`` stay better than the shape of ``old`` (each at its best panel
    scale) once the viewer's garden grows by a column, and once by a row?"""

    def best_merit(grown: TableSizes, shape: Arrangement) -> float:
        return max(
            grown.weigh(replace(shape, scale=unit), view_w, view_h).merit() for unit in PANEL_SCALES
        )

    return all(
        best_merit(grown, new) > best_merit(grown, old)
        for grown in (
            replace(sizes, grid_w=sizes.grid_w + CELL_W),
            replace(sizes, grid_h=sizes.grid_h + CELL_H),
        )
    )


def keeps(held: Weight, best: Weight, kept: float, margin: float = KEEP_MARGIN) -> bool:
    """May the arrangement in use (weighed ``held``) stay rather than ``best``? While it is
    nearly as good (``margin``), draws the garden nearly as large (``KEEP_GARDEN``), its
    text is about as legible (``KEEP_TEXT``), the other gardens' colours and values show
    wherever the best one's do, and the other gardens are drawn ``kept`` large at least
    (``OTHERS_KEEP``)."""
    return (
        held.merit() >= best.merit() - margin
        and held.garden >= best.garden * KEEP_GARDEN
        and held.text >= min(best.text, LEGIBLE) * KEEP_TEXT
        and held.others >= min(best.others, OTHERS_FINE)
        and (held.others >= OTHERS_VALUES or best.others < OTHERS_VALUES)
        and held.others >= kept
    )


@dataclass(frozen=True)
class HeldTable:
    """How the board held its table in a size it left (``FlowersBoard._hold_for``): the
    arrangement, and by viewer the garden's place and zoom, the other panels' sizes on screen
    and the arrangement in use."""

    arrangement: Arrangement
    grid_at: dict[int, QPointF]
    zoom_at: dict[int, float]
    sides_at: dict[int, SidesShown]
    in_use: dict[int, tuple[Arrangement, float]]


Key = object
"""A card item's identity: a card id, or for hidden cards ("back", stack, depth) (the depth
tells the physical cards of one face-down stack apart) and ("held", player)."""


def stack_key(stack: Sequence[int], index: int) -> Key:
    """The item key of the top card of draw stack ``index``."""
    top = stack[-1]
    return top if top != HIDDEN else ("back", index, len(stack))


def tr(text: str) -> str:
    return QCoreApplication.translate("FlowersBoard", text)


def preview_words() -> str:
    """The score panel's coloured line while a card is held over a cell: named by the lesson
    too, which called it the panel's "last line", under which the legend stands."""
    return tr("If you place it here")


def tr_move(told: bool, text: str, advice: bool = False) -> str:
    """The words of a move as History tells it once done (``told``) or as "Play this move?"
    asks it: French and German write a record ("Zoé : pose du bleu 2") where the question
    asks with a verb ("Poser le bleu 2"); English reads the same in both. A hint advises it
    (``advice``): German addresses the player there ("Nimm die blaue 4"), as the rest of the
    app does, where the question's infinitive ("Tipp: Die blaue 4 nehmen.") read as a label
    (play tester, session 55); the question and the keyboard's frame ("Enter: die blaue 4
    nehmen") keep it, as they name the move. French advises too ("piochez le 4 bleu"), in
    words its translator writes (``i18n.CONTEXT_NOTES``)."""
    return QCoreApplication.translate(
        "FlowersHint" if advice else "FlowersHistory" if told else "FlowersBoard", text
    )


def tr_told(text: str) -> str:
    """Words History alone tells of a move once done, in its register (see ``tr_move``)."""
    return QCoreApplication.translate("FlowersHistory", text)


@dataclass(frozen=True)
class AreaGeometry:
    """Where one garden's grid sits in the scene and how large its cards are drawn."""

    origin: QPointF
    min_x: int
    min_y: int
    cols: int
    rows: int
    scale: float

    def card_pos(self, cell: Cell) -> QPointF:
        x = self.origin.x() + ((cell[0] - self.min_x) * CELL_W + (CELL_W - CARD_W) / 2) * self.scale
        y = self.origin.y() + ((cell[1] - self.min_y) * CELL_H + (CELL_H - CARD_H) / 2) * self.scale
        return QPointF(x, y)

    def card_rect(self, cell: Cell) -> QRectF:
        pos = self.card_pos(cell)
        return QRectF(pos.x(), pos.y(), CARD_W * self.scale, CARD_H * self.scale)

    def rect(self) -> QRectF:
        return QRectF(
            self.origin.x(),
            self.origin.y(),
            self.cols * CELL_W * self.scale,
            self.rows * CELL_H * self.scale,
        )

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell of the grid drawn at ``point``; None outside it."""
        if not self.rect().contains(point):
            return None
        return self.cell_under(point)

    def cell_under(self, point: QPointF) -> Cell:
        """The cell at ``point`` on the garden's endless grid, drawn or not."""
        col = math.floor((point.x() - self.origin.x()) / (CELL_W * self.scale))
        row = math.floor((point.y() - self.origin.y()) / (CELL_H * self.scale))
        return (col + self.min_x, row + self.min_y)


def grid_bounds(
    cells: Sequence[Cell], ring: int = 1, min_cols: int = MIN_COLS, min_rows: int = MIN_ROWS
) -> tuple[int, int, int, int]:
    """(min_x, min_y, cols, rows) of the cells plus a free ring, at least min_cols x min_rows.

    The viewer's garden keeps a ring of free cells (where cards may go); other gardens are
    drawn tight so their cards stay as large as their panel allows.
    """
    xs = [x for x, _ in cells] or [0]
    ys = [y for _, y in cells] or [0]
    min_x, max_x = min(xs) - ring, max(xs) + ring
    min_y, max_y = min(ys) - ring, max(ys) + ring
    cols, rows = max_x - min_x + 1, max_y - min_y + 1
    if cols < min_cols:
        min_x -= (min_cols - cols) // 2
        cols = min_cols
    if rows < min_rows:
        min_y -= (min_rows - rows) // 2
        rows = min_rows
    return min_x, min_y, cols, rows


def column_name(index: int) -> str:
    """The letter of a garden's column ``index`` (from 0), as a spreadsheet's: A to Z, then
    AA, AB… (a solo garden may run past 26 columns)."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def place_name(area: Area, cell: Cell) -> str:
    """``cell``'s name by the letters and numbers on the viewer's garden's edges: "B3". A
    garden has no fixed size and grows any way, so they count its cards and the free ring
    round them (``grid_bounds``, where every card that may be placed goes), from the left
    column and the top row as they are now: a card laid left of column A makes a new A."""
    min_x, min_y, _cols, _rows = grid_bounds(list(area), 1, 1, 1)
    return f"{column_name(cell[0] - min_x)}{cell[1] - min_y + 1}"


def cell_ahead(cells: Iterable[Cell], start: Cell, direction: tuple[int, int]) -> Cell | None:
    """The nearest of ``cells`` from ``start`` in ``direction``, in its row or column (past
    cells where no card may go); None at the end of the line. An arrow never leaves its row or
    column, so a player counts the presses from the frames on screen: where no cell lay in
    line, the frame went to the nearest cell in the next row or column, and a play tester's
    "Down ×4, Left" went up a row (the frame had left the column at its foot, then the row)."""
    dx, dy = direction
    x, y = start
    in_line = [
        cell
        for cell in cells
        if (cell[0] - x) * dy == 0
        and (cell[1] - y) * dx == 0
        and (cell[0] - x) * dx + (cell[1] - y) * dy > 0
    ]
    return min(in_line, key=lambda cell: abs(cell[0] - x) + abs(cell[1] - y), default=None)


def header_width(title: str, points: str, metrics: QFontMetricsF) -> float:
    """The room a garden's bold ``title`` and its ``points`` take side by side, as
    ``_write_header`` writes them in the font of ``metrics``."""
    words = metrics.horizontalAdvance(title) + metrics.horizontalAdvance(points)
    return words + 2 * TEXT_SLACK + 16


def narrow_rows(rect: QRectF, unit: float) -> tuple[QRectF, QRectF]:
    """The title rows of a narrow panel ``rect`` at panel scale ``unit``
    (``Arrangement.narrow``): the name's, beside the card the player holds, and the score's
    under it."""
    left, width = rect.left() + 12 * unit, rect.width() - 24 * unit
    name = QRectF(left, rect.top() + 8 * unit, width - 38 * unit, 30 * unit)
    # from the name's bottom as it is summed: 38 × 2.3 fell a hair above 8 × 2.3 + 30 × 2.3,
    # and the two rows overlapped
    return name, QRectF(left, name.bottom(), width, 30 * unit)


def wide_title_row(rect: QRectF, unit: float) -> QRectF:
    """The title row of a wide panel ``rect`` at panel scale ``unit``, the name and the score
    side by side: its right end stays free for the card the player holds."""
    return QRectF(
        rect.left() + 16 * unit, rect.top() + 10 * unit, rect.width() - 86 * unit, 40 * unit
    )


def level_crowds_title(widest: str, row: QRectF, size: float) -> bool:
    """Does a narrow panel's title at its ``widest`` (the name with the turn's ▶ and the
    computer's level) overflow its ``row``, once the seat mark before it has its room, in bold
    at ``size``? Then the level goes after the score, on the row below (``_write_header``)."""
    bold = QFont()
    bold.setPointSizeF(size)
    bold.setBold(True)
    room = row.width() - min(mark_diameter(size), row.height()) * MARK_ROOM
    return QFontMetricsF(bold).horizontalAdvance(widest) > room - TEXT_SLACK


def legend_lines(text: str, marks: Sequence[str], metrics: QFontMetricsF, room: float) -> list[str]:
    """The legend's lines ``room`` wide: its items broken between them (``break_lines``),
    then each of ``marks`` at the end of the first line with room for it, or on a line of its
    own. The marks fill the room the items' lines leave: the key to the glow and the ring on
    a line of its own made the score panel taller, and the other players' panels moved
    between turns more often (``test_rival_panels_still``)."""
    lines = break_lines(text, metrics, room, " · ")
    for mark in marks:
        for number, line in enumerate(lines):
            if metrics.horizontalAdvance(f"{line} · {mark}") <= room:
                lines[number] = f"{line} · {mark}"
                break
        else:
            lines.append(mark)
    return lines


def mark_diameter(size: float) -> float:
    """A seat mark's diameter beside a bold title of ``size`` points: the title's line height,
    so its number reads as large as the name."""
    bold = QFont()
    bold.setPointSizeF(size)
    bold.setBold(True)
    return QFontMetricsF(bold).height()


def whole_title_size(title: str, points: str, room: float, size: float, least: float) -> float:
    """The largest size from ``size`` down to ``least`` at which a bold garden ``title`` and
    its ``points`` fit side by side in ``room`` as ``_write_header`` writes them."""
    return fitting_size(lambda metrics: header_width(title, points, metrics), room, size, least)


def fitting_size(
    width: Callable[[QFontMetricsF], float], room: float, size: float, least: float
) -> float:
    """The largest size from ``size`` down to ``least``, by half points, at which bold text
    ``width`` wide (measured with the metrics of each size tried) fits in ``room``
    (``least`` when none does)."""
    font = QFont()
    font.setBold(True)
    while size > least:
        font.setPointSizeF(size)
        if width(QFontMetricsF(font)) <= room:
            return size
        size = max(least, size - 0.5)
    return least


def draw_slots(state: State) -> int:
    """How many slots the table shows to draw from: the stacks, and in solo the discard pile."""
    return len(state.stacks) + (1 if state.solo else 0)


def top_card(state: State, player: int, cell: Cell) -> int | None:
    """The card on top at ``cell`` of ``player``'s garden, None where there is none (a mark
    kept from a table with more gardens, or with a card since taken back)."""
    pile = state.areas[player].get(cell) if player < len(state.areas) else None
    return pile[-1] if pile else None


TOP_ROW_DIGITS = {
    Qt.Key.Key_Ampersand: Qt.Key.Key_1,
    Qt.Key.Key_Eacute: Qt.Key.Key_2,
    Qt.Key.Key_QuoteDbl: Qt.Key.Key_3,
}
"""The keys above the letters on a French keyboard give & é " unshifted, where others give
1 2 3: a French player pressing 1 to draw got nothing (play test)."""


def _face_up_card(state: State, stack: int) -> str:
    """The card face up on ``stack``, named ("the blue 4"); where another face-up stack shows
    one of the same name, with its place in the row of stacks ("the blue 4 on the left"): a
    warning that taking "the blue 4" ends the game did not say which of the two (play test).
    """
    name = flower_name(state.stacks[stack][-1])
    place = twin_place(state, stack)
    if place is None:
        return tr("the %1").replace("%1", name)
    if place == "left":
        placed = tr("the %1 on the left")
    elif place == "right":
        placed = tr("the %1 on the right")
    else:
        placed = tr("the %1 in the middle")
    return placed.replace("%1", name)


def twin_place(state: State, stack: int) -> str | None:
    """Where face-up ``stack`` lies in the row of stacks ("left", "middle", "right") when
    another face-up stack shows a card of the same name, the only way to tell the two apart;
    None when its card is the only one."""
    name = flower_name(state.stacks[stack][-1])
    alike = [
        index
        for index, pile in enumerate(state.stacks)
        if pile and state.face_up[index] and flower_name(pile[-1]) == name
    ]
    if len(alike) < 2:
        return None
    if stack == 0:
        return "left"
    return "right" if stack == len(state.stacks) - 1 else "middle"


def _seen_cards(view: State) -> list[int]:
    """Every card ``view`` shows its viewer: in the gardens, on the stacks, in hand, thrown
    away by the solo timer."""
    cards = [card for area in view.areas for pile in area.values() for card in pile]
    cards.extend(card for stack in view.stacks for card in stack)
    cards.extend(view.discard)
    if view.held is not None:
        cards.append(view.held)
    return [card for card in cards if card != HIDDEN]


class FlowersBoard(GameBoard):
    """Board for Flowers. See the module docstring for what it shows and how it plays."""

    def __init__(self, game: Game[Any, Any], parent: QObject | None = None) -> None:
        super().__init__(game, parent)
        self.view = TableView()
        self.view.zoom_focus = self._zoom_focus
        self._target_words_at: dict[tuple[Draw | None, Place], str] = {}
        """Each target cell's tooltip (``_target_words``) for the table ``_words_table``."""
        self._words_table: State | None = None
        self._said_of_frame = False
        """The status line speaks of the keyboard's frame: what it stands on, or that an arrow
        found no free cell ahead (``_move_cursor``)."""
        self._told_frame_keys: set[int] = set()
        """The seats told in this game the keys that move the frame (``_tell_frame_keys``)."""
        self.scene = self.view.scene()
        self.view.key_handler = self._on_key
        # 1, 2 and 3 draw (``_on_key``), or & é " on a French keyboard
        self.view.move_keys |= {Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, *TOP_ROW_DIGITS}
        self.view.palette_changed.connect(self._on_palette_changed)
        self.view.keys_moved.connect(self._on_keys_moved)
        self.view.tabbed_in.connect(self.lead_with_keys)
        self._widget = QWidget()
        self._widget.setObjectName("FlowersBoard")
        bar = TableBar(self.view)
        self.status_label = bar.status_label
        self._flash_note = bar.flash_note
        """The words laid over the line over the table (a hint's): unfolded over the table's
        top, Esc folds them before the place step's Esc is the board's (``_on_key``)."""
        # a check box: a button held down read as hardly different from one up, and whether
        # the overlay was on was not told (play test)
        self.overlay_button = QCheckBox()
        self.overlay_button.setChecked(True)
        self.overlay_button.toggled.connect(self._on_overlay_toggled)
        bar.add_button(self.overlay_button)
        layout = QVBoxLayout(self._widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addWidget(self.view, 1)
        self._widget.installEventFilter(self)
        self._widget.setFocusProxy(self.view)  # the window hands the keyboard to the table
        self._viewport = self.view.viewport()
        """Kept: the filter below compares with it even while Qt tears the view down."""
        self._viewport.installEventFilter(self)
        self._click_from: QPointF | None = None
        """Where the left button went down on the table (viewport pixels), to tell a click
        that no item takes from a pan."""
        self.card_preview = GardenPreview(self._viewport, CARD_H / CARD_W, self._preview_clearance)
        """The face-up card under the pointer, large (the gardens of others are drawn small)."""

        self.state: State | None = None
        self.projection: Result | None = None
        self._legal: Sequence[Action] | None = None
        self.draws: dict[int, Draw] = {}
        self.places: dict[Cell, Place] = {}
        self.interactive = True
        self.field_patterns = False
        """Colour-blind setting: hatch fields in the teaching overlay."""
        self.geometry: dict[int, AreaGeometry] = {}
        self.cards: dict[Key, FlowerCardItem] = {}
        self.targets: dict[Cell, HighlightItem] = {}
        self.stack_pos: list[QPointF] = []
        self.hand_pos = QPointF()
        self.cursor_cell: Cell | None = None
        self.stack_cursor: int | None = None
        self._keys_lead = False
        """The keys chose last (a digit drew, an arrow moved the cursor, Enter played) since the
        mouse last moved or pressed (``_watch_mouse``): the cursor's cell is the one previewed,
        and each next choice of the keyboard player starts framed (``_resume_keys``), as in
        Petal Plotters: a card drawn with 1 lay in the hand with no frame, and Enter did
        nothing."""
        self._keys_viewer: int | None = None
        """The seat whose player pressed those keys (another person may take the screen next,
        in hot seat: their turn does not start with a frame they never set)."""
        self._keys_seats: set[int] = set()
        """The seats whose person last played by keys when the screen passed on: their turns
        start framed, as a keyboard player's turn does when it comes back after computer
        seats'. Only the first turn of the game was framed (opened by a key): the next ones
        of a keyboard player at a shared screen were not, and their first Enter only brought
        the frame (play tester 150)."""
        self._keys_at = QCursor.pos()
        """Where the pointer was (on the screen) when those keys were pressed (at first, where
        it was as the table opened): a mouse event at the same place (Qt sends one when a
        widget shows or hides under the pointer) is no move of the mouse."""
        self._pointer_moved = False
        """The pointer moved since the last key and the last placing (``_watch_mouse``,
        ``_place``)."""
        self._placed: tuple[int, Cell] | None = None
        """The card last placed and where: taken back by Undo, it is framed there again (the
        frame went to another cell, where Enter did something else: play test)."""
        self._pointer_led = False
        """The pointer had moved before the last key: the cell it rests on is the one the
        player looks at, where the keyboard frame then starts (``_first_cell``). Untouched,
        it rests wherever it was left, and a keyboard player found the frame on a card of
        theirs Enter would cover (play test). A click that places spends the move: the
        pointer then rests on the card just placed, and the next card drawn with a key was
        framed over it, where Enter broke a group of four (play test)."""
        self.preview_cell: Cell | None = None
        self.drag_item: FlowerCardItem | None = None
        self.drag_draw: Draw | None = None
        """The draw a face-up card dragged out of its stack asks for. It is played only when
        the card is dropped on a cell where it may go (then the placement follows), so that a
        drop anywhere else takes nothing; meanwhile ``places`` holds the cells that draw
        would allow."""
        self.hints: list[HighlightItem] = []
        self._hint_spec: tuple[tuple[Cell, ...], tuple[int, ...]] = ((), ())
        self._piles: list[PileItem] = []
        self._pile_labels: list[LabelItem] = []
        self._overlays: dict[int, OverlayItem] = {}
        self._marks: dict[int, OverlayItem] = {}
        """Each garden's ✓/✗ marks, a layer of their own over the cells' frames."""
        self._panels: dict[object, PanelItem] = {}
        self._labels: dict[object, LabelItem] = {}
        self._named_on: Area | None = None
        """The viewer's garden a place was last named in by its edges' letters and numbers
        (``_shown_place``): they stay shown while it lies so (``_show_edges``)."""
        self._edges_frame = QRectF()
        """The viewer's cards and the free ring round them, in scene units, as the garden's
        edges name them (``_sync_edges``)."""
        self._seat_marks: dict[object, SeatMarkItem] = {}
        """Each garden title's seat mark, by its title's label key (``_write_header``)."""
        self._crowded_titles: set[object] = set()
        """The label keys of the titles whose computer's level has left the name's row once
        this game: it stays off it (``_write_header``)."""
        self._score_lines: list[LabelItem] = []
        """The score panel's rows: text and number labels, two per row."""
        self.score_bottom = SCORE_TOP
        """Where the score panel ends once a placement preview adds its row (the fitted view
        keeps room for it, so hovering a cell never rescales the table)."""
        self._first_layout = True
        self.arrangement = Arrangement()
        """How the panels stand around the viewer's garden, for the window's shape."""
        self._in_use: dict[int, tuple[Arrangement, float]] = {}
        """The arrangement each viewer's table had last and the size of its panels' text on
        screen (people sharing the screen each keep theirs), kept while it is nearly as good
        (``choose_arrangement``)."""
        self._screen_shown: tuple[int, float] | None = None
        """Who looked at the last layout and the size of its panels' text on screen: where
        several people share the screen, the next one's table keeps it (``shown_scale``)."""
        self._handed_over: float | None = None
        """The panels' text on screen when the screen last changed hands: the viewer's table
        keeps it (``shown_scale``)."""
        self._grid_at: dict[int, QPointF] = {}
        """Where each viewer's starting card stood on screen at the last layout, in pixels
        from the window's corner: their garden stays there while it fits its panel
        (``_garden_geometry``)."""
        self._zoom_at: dict[int, float] = {}
        """The zoom each viewer's table was drawn at last: it grows again only by a step
        (``GARDEN_GROWS``)."""
        self._sides_at: dict[int, SidesShown] = {}
        """How each viewer's other players' panels stood on screen at the last layout: they
        keep that size while they may (``_hold_sides``)."""
        self._arranged_in = QSize()
        """The board's size when the arrangement last settled (``_follow_window``)."""
        self._tables_in: dict[tuple[int, int], HeldTable] = {}
        """The table as it was held in each board size left this game (``_hold_for``): a
        dock closed again gives the table back as it was."""
        self._held_in = QSize()
        """The board size the table is held in (``_hold_for``)."""
        self._chosen_in = QSize()
        """The board's size at the last choice of arrangement: while it stays, so does the
        arrangement's shape (``stays``)."""
        self._score_h = 300.0
        """The score panel's height at scale 1, measured at the last layout."""
        self._score_at: dict[float, float] = {}
        """The score panel's height at scale 1 as measured at each panel scale since its words
        last changed (``_score_content``): the same words wrap differently at each scale."""
        self._score_content: tuple[object, ...] = ()
        """What the score panel wrote when last measured, but for a held card's preview row."""
        self.laid_for: tuple[Cell, ...] = ()
        """Cells the viewer's garden is laid out as if it held too (``_sizes``,
        ``_garden_grid``): the lesson's table is laid out for the garden its script grows,
        and holds still through its steps."""
        self.placement = TableSizes(0, 0, self._score_h, ()).place(self.arrangement)
        """Where the arrangement puts each panel (see ``TableSizes.place``)."""
        self._ghost: FlowerCardItem | None = None
        self._hand_slot: PileItem | None = None
        self._others: list[int] = []
        self.recent: tuple[int, Cell] | None = None
        """The garden cell of the last placement, marked so moves are easy to follow."""
        self._present_recent: tuple[int, Cell] | None = None
        """``recent`` of the present table while an earlier one is looked at (``_looked_back``),
        for the way back: a present whose last move is a draw names no placement of its own."""
        self._looked_back = False
        self.since_cells: frozenset[tuple[int, Cell]] = frozenset()
        """Others' cells whose top card changed since the viewer's last move (``News.since``)."""
        self.looking_at: int | None = None
        """The other player whose garden is drawn large over the table (``look_at``), or None.
        Nothing can be played while it shows."""
        self._sheet = SheetItem()
        """What that garden is drawn on, over the whole table."""
        self._sheet.setZValue(LOOK_Z)
        self._sheet.setVisible(False)
        self._sheet.palette_colors = self.view.palette_colors
        self._sheet.clicked.connect(self.close_look)
        self.scene.addItem(self._sheet)
        self._look_held = QPointF()
        """Where the sheet draws the card its player holds."""
        self._jump = False
        """True while the sheet opens or closes: the garden's cards are put in place at once
        (flying there, they would lag behind their overlay, drawn at once)."""
        self.landing_from: State | None = None
        """While another player's move still flies to its place on the viewer's turn, the
        table it was played on: the turn is announced and the table takes gestures only once
        the move has landed (``_landed``), and the mover's garden keeps its old overlay."""
        self._landing_mover: int | None = None
        self._landing_since = 0.0
        self._wants_interactive = True
        """What the window asked of ``set_interactive`` while a move lands."""
        self._turn_begins = False
        """The table shown begins the viewer's turn on another player's move (``turn_begins``):
        a press on it waits a moment once it is playable (``begin_turn``), after the move has
        landed if it flies."""
        self._landing_timer = QTimer(self)
        self._landing_timer.setInterval(30)
        self._landing_timer.timeout.connect(self._check_landed)
        self.handed_over = False
        """True from the moment the seat at the screen changed (people taking turns at one
        screen) until the new viewer's first move: the big garden is now theirs, which the
        status line and, for a few seconds, a note over the table say."""
        self.seat_note = QLabel(self._viewport)
        """That note, over the top of the viewer's garden; it never takes the mouse."""
        self.seat_note.setObjectName("seatNote")
        self.seat_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_note.setWordWrap(True)
        self.seat_note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.seat_note.hide()
        self._seat_note_timer = QTimer(self)
        self._seat_note_timer.setSingleShot(True)
        self._seat_note_timer.timeout.connect(self.seat_note.hide)
        self.view.zoom_changed.connect(self._place_seat_note)  # the table refitted under it
        self.view.zoom_changed.connect(self._follow_pointer)  # and under the pointer
        self.view.zoom_changed.connect(self._sheet_follows_fit)
        self.view.zoom_changed.connect(self._show_edges)  # they read, or not, at once
        self._refitting_sheet = False
        self._look_table = QRectF()
        """The table the sheet of a garden shown large was last grown from (``_place_look``)."""
        self._retranslate()

    # -- the GameBoard contract -------------------------------------------------------
    def widget(self) -> QWidget:
        return self._widget

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
        previous = self.state
        self._turn_begins = self.turn_begins(viewer, legal, last_mover)
        # the same table drawn again: the window redraws it once Undo's reach has changed,
        # after a placement that turned up a card. It keeps the move still landing and the
        # hand-over's word: the overlay marked the cell before the card had landed, and the
        # hand-over's note went at once
        again = previous is not None and viewer == self.viewer and view == previous
        landing = (self.landing_from, self._landing_since) if again else (None, 0.0)
        self._stop_landing()
        if previous is not None and previous is not view and QToolTip.isVisible():
            # a card's words ("In a valid group of 2") stayed up after a draw had changed
            # them, beside a preview that said otherwise
            QToolTip.hideText()
        # another person took the screen: their garden comes to the front at once
        self.handed_over = previous is not None and (
            viewer != self.viewer or (again and self.handed_over)
        )
        # the person at the screen did not ask for the garden shown large: theirs is large now
        look = self.looking_at
        if look is not None and (self.handed_over or look == viewer or look >= view.players):
            self.looking_at = None
        # the table the move was played on, as the window gives it, else the last one drawn
        # (the last one drawn is another point's when History jumps: the mark went to a card
        # played later, or to none, play test)
        before = last_table if isinstance(last_table, State) else previous
        if self.present_table is not None and not self._looked_back:
            self._present_recent, self._looked_back = self.recent, True
        elif self.present_table is None and self._looked_back:
            # back from an earlier table: its placement's mark stayed on the present one, where
            # the last move was a draw or the solo timer's, on a card played turns before
            # (play tester 218)
            self.recent, self._looked_back = self._present_recent, False
        if isinstance(last_action, Place) and isinstance(before, State):
            cell = (last_action.x, last_action.y)
            for player, area in enumerate(view.areas):
                if player < len(before.areas) and area.get(cell) != before.areas[player].get(cell):
                    self.recent = (player, cell)
        elif last_action is None:
            self.recent = None
        since = self.news.since
        # with several others, the cards they placed since the viewer's last move: the mark of
        # the last move alone left a fourth player guessing what the other two had played
        self.since_cells = frozenset(
            (player, cell)
            for player, area in enumerate(view.areas)
            if player != viewer and isinstance(since, State) and player < len(since.areas)
            for cell, pile in area.items()
            if since.areas[player].get(cell) != pile
        )
        self.state = view
        self.viewer = viewer
        self._legal = legal
        self.projection = projection
        self.seat_names = list(seat_names)
        self.draws = {}
        self.places = {}
        self.drag_draw = None  # a new table voids the draw a drag begun on the old one meant
        for action in legal or ():
            if isinstance(action, Draw):
                self.draws[action.stack] = action
            elif isinstance(action, Place):
                self.places[(action.x, action.y)] = action
        if self._keys_viewer is not None and self._keys_viewer != viewer:
            # another person has the screen (hot seat): the last one's frame is not theirs
            if self._keys_lead:
                self._keys_seats.add(self._keys_viewer)
            else:
                self._keys_seats.discard(self._keys_viewer)
            self._keys_lead, self._keys_viewer = False, None
            self.cursor_cell = self.stack_cursor = None
        if self._keys_viewer is None and viewer in self._keys_seats:
            # theirs comes back with the screen (``_resume_keys`` frames a choice)
            self._keys_lead, self._keys_viewer, self._keys_at = True, viewer, QCursor.pos()
        if self.cursor_cell not in self.places:
            self.cursor_cell = None
        if self.stack_cursor not in self.draws:
            self.stack_cursor = None
        self.preview_cell = None
        # only a move that begins the viewer's turn lands: the Undo of their own draw, back
        # to the table after another's move, was taken for that move landing again, and the
        # mark said "Waiting" beside "Your turn" until the next move (play tester 188)
        lands = (
            self._turn_begins
            and previous is not None
            and not self._first_layout
            and animation_speed() > 0
            and (not again or landing[0] is not None)
        )
        if lands:  # the turn is the viewer's once the move has landed (see ``_landed``)
            self.landing_from = landing[0] if again else previous
            self._landing_mover = last_mover
            self._landing_since = landing[1] if again else time.monotonic()
            self._wants_interactive = self.interactive
            self.interactive = False
        self._layout()
        self._first_layout = False
        self.card_preview.follow_redraw()
        if self.handed_over and not self.places:
            self._show_seat_note()
        else:
            # with a card to place (an undo gave the screen back to a player holding one), the
            # top row the note covers may be offered: the status line alone says it then
            self.seat_note.hide()
        if lands:
            self._landing_timer.start()
        elif legal is not None:
            self._take_focus()
            if self._turn_begins:
                self.begin_turn()

    def _flying(self) -> bool:
        return any(is_animating(item) for item in self.cards.values())

    def _check_landed(self) -> None:
        if self.landing_from is None:
            self._landing_timer.stop()
        elif not self._flying() or time.monotonic() - self._landing_since > LANDING_MOST:
            self._landed()

    def _stop_landing(self) -> bool:
        """Forget a move still landing; True if one was."""
        self._landing_timer.stop()
        if self.landing_from is None:
            return False
        self.landing_from = None
        self._landing_mover = None
        self.interactive = self._wants_interactive
        return True

    def _landed(self) -> None:
        """Another player's move has landed: the viewer's turn is announced and playable."""
        if self._stop_landing() and self.state is not None:
            self._layout()
            if self.interactive and self._legal is not None:
                self._take_focus()
                if self._turn_begins:
                    flown = time.monotonic() - self._landing_since
                    self.begin_turn(f"the move landed {flown:.2f} s after its table was drawn")

    def _take_focus(self) -> None:
        """Let the arrow keys reach the table on the player's turn, unless a text field or
        another window has the keyboard."""
        focused = QApplication.focusWidget()
        if focused is None or focused is self._widget or self._widget.isAncestorOf(focused):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_seat_note(self) -> None:
        """Say over the table, for a few seconds, whose garden is now the large one: when the
        seat at the screen changes, the table swaps the gardens at once."""
        name = self._name(self.viewer)
        colors = self.view.palette_colors
        self.seat_note.setStyleSheet(
            f"QLabel#seatNote {{ background: {colors.panel.name()}; color: {colors.text.name()};"
            f" border: 2px solid {colors.accent.name()}; border-radius: 8px;"
            " padding: 6px 14px; font-weight: bold; }"
        )
        # the name once: "À Ben de jouer — le jardin de Ben est désormais affiché en grand"
        # said it twice (play test); spoken to Ben, as the line under it is ("Your garden is
        # now the large one."): "Ben's turn — their garden…" read as another's (play tester 220)
        self.seat_note.setText(
            elide(tr("%1, your turn — your garden is now the large one").replace("%1", name))
        )
        self.seat_note.show()
        self.seat_note.raise_()
        self._place_seat_note()
        self._seat_note_timer.start(SEAT_NOTE_MS)

    def _place_seat_note(self) -> None:
        """The note over the top row of the viewer's grid, which holds no card (a ring of
        free cells surrounds the garden, and no cell is offered before a card is drawn), kept
        inside the table's window and no wider than the garden's panel (wrapped): in German
        it ran over the stacks beside it. Where it would lie on the garden's row numbers, it
        starts right of them: centred on the grid, it lay on the row number "1", and the rows
        read 2, 3, 4 (play tester, session 57). Its foot stays in the top row."""
        if self.being_collected() or self.state is None or not self.seat_note.isVisible():
            return
        viewport, note = self._viewport, self.seat_note
        note.ensurePolished()  # the style sheet's bold font is measured
        words = note.fontMetrics().horizontalAdvance(note.text()) + 2 * (14 + 2) + 8
        panel = self.view.mapFromScene(self._garden_panel_rect()).boundingRect()
        frame = self._edges_frame
        numbers = self.view.mapFromScene(
            QRectF(QPointF(self.placement.panel.left(), frame.top()), frame.bottomLeft())
        ).boundingRect()
        grid = self.geometry[self.viewer].rect()
        row = self.view.mapFromScene(QPointF(grid.center().x(), grid.top() + CELL_H / 2))
        foot = self.view.mapFromScene(QPointF(grid.left(), grid.top() + CELL_H)).y()
        right = min(panel.right() - 8, viewport.width() - 8)
        for left in (max(panel.left() + 8, 8), max(panel.left() + 8, numbers.right() + 4, 8)):
            note.setFixedWidth(max(min(words, right - left), 80))
            # as high as its lines at that width: adjusted to its own hint, it kept one line's
            # height, and two wrapped lines were cut at their tops and feet (play tester 222)
            note.resize(note.width(), note.heightForWidth(note.width()))
            x = min(max(row.x() - note.width() // 2, left), right - note.width())
            y = min(row.y() - note.height() // 2, foot - note.height() - 2)
            y = min(max(y, 8), viewport.height() - note.height() - 8)
            note.move(max(x, 0), max(y, 0))
            if not note.geometry().intersects(numbers):
                return

    def zoom_in(self) -> None:
        self.view.zoom_in()

    def zoom_out(self) -> None:
        self.view.zoom_out()

    def _named_for_viewer(self, text: str) -> str:
        """``text`` said to the viewer, headed by their name: at a screen people share, "Your
        turn" named nobody (play test)."""
        return tr("%1 — %2").replace("%2", text).replace("%1", self._name(self.viewer))

    def fit_to_window(self) -> None:
        """The whole table in the window, the viewer's garden in the middle of its panel
        again: kept where it stood on screen, it stayed off-centre after a maximise, and
        Fit to Window did not mend it (play test)."""
        if self.state is not None and self.drag_item is None and self.viewer in self._grid_at:
            del self._grid_at[self.viewer]
            self._zoom_at.pop(self.viewer, None)  # as large as the window allows again
            self._layout()
        self.view.fit_to_window()

    def apply_settings(self, settings: Any) -> None:
        """Follow the shell's settings: field patterns, animation speed (a duration multiplier)."""
        self.field_patterns = bool(getattr(settings, "colour_blind_patterns", False))
        for overlay in self._overlays.values():
            overlay.patterns = self.field_patterns
            overlay.update()
        try:
            from desktop.settings import ANIMATION_FACTOR
        except ImportError:  # the shell's settings module is optional for the board
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
        """Flowers hides nothing from one player that another sees: ``for_all`` and ``ended``
        change nothing."""
        return self._move_words(action, view, after, told=True)

    def _move_words(
        self,
        action: Action,
        view: Any,
        after: Any,
        told: bool,
        pointed: bool = False,
        advice: bool = False,
    ) -> str:
        """A move in words, told once done (``told``), asked about or advised (``advice``,
        see ``tr_move``), with the pointer on its cell (``pointed``: see
        ``_describe_placing``)."""
        state = self.state if view is None else view
        if isinstance(action, Draw):
            return self._describe_draw(action, state, told, advice)
        if isinstance(action, Place):
            return self._describe_place(action, state, after, told, pointed, advice)
        return str(action)

    def describe_turn(
        self, moves: Sequence[PlayedMove], for_all: bool = False
    ) -> list[TurnLine] | None:
        """A turn, its draw and its placement, on one line, in History's words for each:
        "Take the green 4 and place it right of the blue 1", and what the placement then did
        (the solo timer's discard, the end of the game). Told move by move, the move log and
        the moves since a player's last took two rows a turn, and the placement named again
        the card just taken. A card drawn face down is named as the placement names it, from
        the table it leaves, where it lies face up for all: nothing more than History tells.
        Anything but a draw and its placement (a turn in progress) is told move by move."""
        if len(moves) != 2:
            return None
        draw, place = moves
        drawn, before, after = draw.before, place.before, place.after
        if not (
            isinstance(draw.action, Draw)
            and isinstance(place.action, Place)
            and isinstance(drawn, State)
            and isinstance(before, State)
            and isinstance(after, State)
        ):
            return None
        stack, cell = draw.action.stack, (place.action.x, place.action.y)
        if (
            not 0 <= stack < len(drawn.stacks)
            or not drawn.stacks[stack]
            or before.phase is not Phase.PLACE
            or cell not in before.targets[before.current]
            or not after.areas[before.current].get(cell)
        ):
            return None
        where = self._where(before.areas[before.current], cell, locate=False, told=True)
        if drawn.face_up[stack]:
            taken = self._describe_draw(draw.action, drawn, told=True)
            words = tr_told("%1 and place it %2").replace("%2", where).replace("%1", taken)
        else:
            card = flower_name(after.areas[before.current][cell][-1])
            words = tr_told("Draw the %1 from the face-down stack and place it %2")
            words = words.replace("%2", where).replace("%1", card)
        return [TurnLine(place.mover, self._with_outcome(words, before, after))]

    def shown_card(self, before: Any, after: Any) -> str | None:
        """The one card a move turned up for the viewer: the card drawn face down, the next
        face-up card under one taken, the solo timer's new card. Undo's reason said only "your
        move showed a hidden card" after a solo placement, and a player asked which (play test).
        """
        if not isinstance(before, State) or not isinstance(after, State):
            return None
        new = Counter(_seen_cards(after))
        new.subtract(_seen_cards(before))
        shown = [card for card, count in new.items() if count > 0]
        if len(shown) != 1:
            return None
        return tr("the %1").replace("%1", flower_name(shown[0]))

    def describe_choice(
        self, action: Action, view: Any, pointed: bool = False, advice: bool = False
    ) -> str:
        """ "Play this move?" names, in solo, the card the timer will then discard, as History
        does once it is played: asked without it, a player confirmed a placement and saw a
        card they planned around thrown away. A move that ends the game says so. ``pointed``:
        asked with the pointer on the move's cell (its tooltip, see ``_describe_placing``);
        ``advice``: a hint's words (``hint_words``)."""
        words = self._move_words(action, view, None, told=False, pointed=pointed, advice=advice)
        if not isinstance(view, State):
            return words
        if isinstance(action, Place):
            for index in timer_stacks(view):
                discarded = flower_name(view.stacks[index][-1])
                words = (
                    tr("%1 — the timer discards the %2")
                    .replace("%2", discarded)
                    .replace("%1", words)
                )
        # the question is the last check: it repeats the status line's warning (play test)
        if isinstance(action, Draw) and ends_after_placing(view, action.stack):
            words = tr("%1 — the game ends once this card is placed").replace("%1", words)
        elif isinstance(action, Place) and ends_after_placing(view):
            words = tr("%1 — the game then ends").replace("%1", words)
        return words

    def describe_gesture(
        self, first: Action, then: Action, view: Any, pointed: bool = False
    ) -> str:
        """A face-up card dragged onto the garden, asked about once: "Take the blue 2 · Place
        the blue 2 right of the red 4". The placing is told from the table the viewer will see
        after the draw, worked out from theirs (as the drop's preview is), so nothing the draw
        will turn up is named."""
        words = self.describe_choice(first, view)
        if (
            not isinstance(first, Draw)
            or not isinstance(then, Place)
            or not isinstance(view, State)
        ):
            return words
        after = self.game.apply(view, first)
        placing = self._describe_placing(then, after, None, told=False, pointed=pointed)
        return tr("%1 · %2").replace("%2", placing).replace("%1", words)

    def hint_words(self, action: Action, view: Any) -> str:
        """A hint's move in the words that advise it (``tr_move``): "Tipp: Nimm die blaue 4."."""
        return self.describe_choice(action, view, advice=True)

    @staticmethod
    def _describe_draw(action: Draw, state: State | None, told: bool, advice: bool = False) -> str:
        """A draw in words, told by what the table shows, since it never numbers its stacks:
        "Take the red 3" from a face-up stack, else "Draw from the face-down stack" (the
        rulebook's stack templates keep one stack face down).

        The card is named, butterfly included, only when its stack lies face up, as everyone
        saw it then. Without a table (none shown yet), it is "Draw a card".
        """
        index = action.stack
        if state is None or not 0 <= index < len(state.stacks) or not state.stacks[index]:
            return tr_move(told, "Draw a card", advice)
        if not state.face_up[index]:
            return tr_move(told, "Draw from the face-down stack", advice)
        # with its butterfly: "the yellow 3" did not tell it from a plain yellow 3 beside it
        name = flower_name(state.stacks[index][-1])
        # two stacks show it: "Take the yellow 4" of two, one of them the last card, did not
        # say which, and the other ended the game (play test); by its stack, as "the green 4 in
        # the middle" read as a place on the table (play testers 157 and 158)
        place = twin_place(state, index)
        if place is None:
            return tr_move(told, "Take the %1", advice).replace("%1", name)
        if place == "left":
            return tr_move(told, "Take the %1 from the left stack", advice).replace("%1", name)
        if place == "right":
            return tr_move(told, "Take the %1 from the right stack", advice).replace("%1", name)
        return tr_move(told, "Take the %1 from the middle stack", advice).replace("%1", name)

    def _describe_place(
        self,
        action: Place,
        state: State | None,
        after: State | None,
        told: bool,
        pointed: bool = False,
        advice: bool = False,
    ) -> str:
        """A placement in words, read from the table it is played on: "Place the blue 2 left
        of the yellow 4", and in solo what the timer then threw away, read from the table the
        move leaves: "… — the timer discards the red 3" (History told no discard, so it could
        not show which face-up card each turn lost); the move that ends the game says so, and
        which stack ran out (``_describe_ending``).

        Naming the card gives nothing away, since it lies face up once placed: a card another
        player drew face down, hidden in the viewer's view, is named from the table the move
        leaves (``after``); without it, it is "a card". Without a table (none shown yet), it
        is "Place a card".
        """
        return self._with_outcome(
            self._describe_placing(action, state, after, told, pointed, advice), state, after
        )

    def _with_outcome(self, words: str, state: State | None, after: State | None) -> str:
        """The ``words`` of a placement on ``state`` with what it then did, read from the
        table it leaves (``after``): the solo timer's discard, the end of the game (see
        ``_describe_place``). Only a move done has that table, so it is told in History's
        words: German's "danach wird … abgeworfen", as "Play this move?" asks it, ended the
        log's past "… gelegt" in the present (play tester, session 57)."""
        if state is None or after is None:
            return words
        timer = len(after.discard) > len(state.discard)
        if after.phase is Phase.OVER:
            return self._describe_ending(words, state, after, timer)
        if not timer:
            return words
        discarded = flower_name(after.discard[-1])
        told = tr_told("%1 — the timer discards the %2")
        return told.replace("%2", discarded).replace("%1", words)

    @staticmethod
    def _describe_ending(words: str, state: State, after: State, timer: bool) -> str:
        """The placement that ended the game (``words``), told with the stack that ran out:
        the one the card placed was the last of, or in solo the face-up one the ``timer``
        emptied. History's last line read "Iris: Place the yellow 3 on the green 3", and
        nothing said why the game was over (play test)."""
        if timer:
            told = tr_told(
                "%1 — the timer discards the %2, the last card of its stack: the game ends"
            )
            return told.replace("%2", flower_name(after.discard[-1])).replace("%1", words)
        stack = state.held_from
        if stack is not None and not state.face_up[stack]:
            told = tr_told("%1 — it was the last card of the face-down stack: the game ends")
        else:
            told = tr_told("%1 — it was the last card of its stack: the game ends")
        return told.replace("%1", words)

    def _describe_placing(
        self,
        action: Place,
        state: State | None,
        after: State | None,
        told: bool,
        pointed: bool = False,
        advice: bool = False,
    ) -> str:
        """The placement alone in words (see ``_describe_place``). A card the garden shows
        twice is told with its row and column only where the words are read away from the
        cell: "Play this move?", Undo's words. Where the pointer rests on the cell
        (``pointed``: its tooltip), the card named is enough, as it is for a card shown once:
        tooltips said "on the blue 4 in row 4, column 1" over one cell and "on the yellow 4"
        over the next (play tester 127). Read away from the cell in the garden as the table
        shows it (the keyboard's frame, "Play this move?"), the cell is named as its edges
        name it, "right of the red 4 (C2)" (``_shown_place``), which tells apart a card shown
        twice too.

        Words read on after the move, against the garden it grows (History, a hint: its
        ``advice``), name the cell by the cards alone, a card shown twice told apart by the
        side of the garden it lies nearest (``outermost``): a card laid in column A or row 1
        letters and numbers the garden anew, and the hint's "A3" then named another cell, its
        card standing in B3 (play testers, session 58); the cards it names never move."""
        cell = (action.x, action.y)
        if (
            state is None
            or state.phase is not Phase.PLACE
            or cell not in state.targets[state.current]
        ):
            return tr_move(told, "Place a card", advice)
        read_on = told or advice
        locate = not (read_on or pointed)
        place = self._shown_place(state, cell) if locate else ""
        area = state.areas[state.current]
        where = self._where(area, cell, locate=locate and not place, told=read_on)
        covered = area.get(cell)
        if place and covered:
            # the card covered and its cell are one place, said once: German "auf B2 (auf die
            # gelbe 4)" read doubly (play tester, session 56); "auf die gelbe 4 in B2"
            covering = tr("at %2 (on the %1)").replace("%2", place)
            where = covering.replace("%1", coloured_value(covered[-1]))
        elif place:  # named by the garden's edges, which tell apart cards shown twice too
            # the cell first: "left of the blue 3 (B2)" read as the blue 3's cell (play tester
            # of session 55)
            where = tr("at %2 (%1)").replace("%2", place).replace("%1", where)
        card = state.held
        if (card is None or card == HIDDEN) and after is not None:
            laid = after.areas[state.current].get(cell)
            card = laid[-1] if laid else None
        if card is None or card == HIDDEN:
            return tr_move(told, "Place a card %1", advice).replace("%1", where)
        placed = tr_move(told, "Place the %1 %2", advice)
        return placed.replace("%1", flower_name(card)).replace("%2", where)

    def _shown_place(self, state: State, cell: Cell) -> str:
        """``cell``'s name on the garden's edges (``place_name``: "B3"), for a move asked about
        in the viewer's garden as the table shows it now (the keyboard's frame, "Play
        this move?") while its edges show (``_sync_edges``); "" for another garden: Undo asks
        about a move from the garden before it, whose edges the move may have moved, as a card
        laid in column A does."""
        shown = self.state
        edge = self._labels.get(("column", 0))
        if (
            shown is None
            or edge is None
            or not edge.isVisible()
            or state.current != self.viewer
            or state.areas[self.viewer] != shown.areas[self.viewer]
        ):
            return ""
        self._named_on = shown.areas[self.viewer]
        return place_name(shown.areas[self.viewer], cell)

    @staticmethod
    def _where(area: Area, cell: Cell, locate: bool = True, told: bool = False) -> str:
        """Where ``cell`` lies in a garden, told by a card it covers or touches (the first in
        reading order: left, above, right, below, whose name no other card showing shares),
        else by the purple starting card. ``locate``: a name the garden shows twice is told
        with its row and column: "above the blue 4" in a garden of four blue 4s named none of
        them (play test). They are counted as the garden's edges count them (``place_name``),
        the free ring round the cards too: counted from the top left card, "row 2, column 2"
        named a cell the edges had called B6 (play tester 157). ``told`` (History, a hint), a name
        shown twice is told by the side of the garden its card alone lies nearest
        (``outermost``), and a neighbour so told comes first; in a tooltip, the pointer on the
        cell shows which."""
        tops = Counter(
            coloured_value(pile[-1]) for pile in area.values() if not CARDS[pile[-1]].purple
        )
        columns, rows, _cols, _rows = grid_bounds(list(area), 1, 1, 1)

        def named(at: Cell) -> str:
            name = coloured_value(area[at][-1])
            if tops[name] == 1:
                return name
            if not locate:
                return (outermost(area, at) if told else "") or name
            placed = tr("%1 in row %2, column %3").replace("%2", str(at[1] - rows + 1))
            return placed.replace("%3", str(at[0] - columns + 1)).replace("%1", name)

        if cell in area:
            return tr("on the %1").replace("%1", named(cell))
        x, y = cell
        sides = (
            ((x - 1, y), tr("right of the %1")),
            ((x, y - 1), tr("below the %1")),
            ((x + 1, y), tr("left of the %1")),
            ((x, y + 1), tr("above the %1")),
        )
        beside = [
            (neighbour, text)
            for neighbour, text in sides
            if neighbour in area and not CARDS[area[neighbour][-1]].purple
        ]
        if not beside:
            return tr("next to the purple starting card")
        unique = [pair for pair in beside if tops[coloured_value(area[pair[0]][-1])] == 1]
        told_apart = [pair for pair in beside if told and outermost(area, pair[0])]
        neighbour, text = (unique or told_apart or beside)[0]
        return text.replace("%1", named(neighbour))

    def set_interactive(self, enabled: bool) -> None:
        if self.landing_from is not None:  # followed once the move has landed
            self._wants_interactive = enabled
            return
        if enabled == self.interactive:
            return  # the window calls this after every show_state: no second layout
        self.interactive = enabled
        if not enabled and self.drag_item is not None:
            self.drag_item.cancel_drag()
            self.drag_item = None
            self._forget_drag_draw()
        if self.state is not None:
            self._layout()

    # -- another player's garden, large ---------------------------------------------------
    def look_at(self, player: int | None) -> None:
        """Draw another ``player``'s garden large over the whole table (None: the table again),
        with their name, their score, the card they hold and the teaching overlay, all as the
        engine's projection and area scoring give them, until the viewer goes back. The other
        gardens are drawn small beside the viewer's; a player following a rival's fields,
        value groups and butterflies wants to read them whole, for as long as they like.

        The garden is drawn by the table's own items (its cards move onto the sheet, and play
        on: another player's move lands there). The sheet covers the table, so nothing can be
        played while it shows: it takes every press (a click goes back) and hover, and the
        keys that play are refused. A zoomed-in table is fitted to the window first, so that
        the whole sheet shows."""
        state = self.state
        if player is not None and (
            state is None
            or player == self.viewer
            or not 0 <= player < state.players
            or self.drag_item is not None
        ):
            return
        if player == self.looking_at:
            return
        self.looking_at = player
        if player is not None and not self.view.is_auto_fit():
            self.view.fit_to_window()
        if state is not None:
            self._layout_at_once()
            self.card_preview.follow_redraw()
            self._take_focus()

    def _sheet_follows_fit(self) -> None:
        """The sheet of a garden shown large grows towards the felt in sight
        (``_sheet_rect``), which a new fit of the table moves: after a resize it lay where the
        table had been held before, past the window's edge. Laid out again, once."""
        if self.looking_at is None or self.state is None or self._refitting_sheet:
            return
        if self._sheet_rect(self._look_table) == self._sheet.rect:
            return  # (a move landing on the sheet glides on)
        self._refitting_sheet = True
        try:
            self._layout_at_once()
        finally:
            self._refitting_sheet = False

    def _layout_at_once(self) -> None:
        """Lay the table out with no card flying (see ``_jump``)."""
        self._jump = True
        try:
            self._layout()
        finally:
            self._jump = False

    def close_look(self) -> None:
        """Back to the table as it plays (the sheet of ``look_at`` goes)."""
        self.look_at(None)

    # -- reading (tests and the tutorial use these) --------------------------------------
    def my_turn(self) -> bool:
        return self.interactive and bool(self.draws or self.places)

    def stack_item(self, index: int) -> FlowerCardItem | None:
        """The item on top of draw stack ``index`` (None when the stack is empty)."""
        assert self.state is not None
        stack = self.state.stacks[index]
        if not stack:
            return None
        return self.cards.get(stack_key(stack, index))

    def held_item(self) -> FlowerCardItem | None:
        state = self.state
        if state is None or state.held is None:
            return None
        key: Key = state.held if state.held != HIDDEN else ("held", state.current)
        return self.cards.get(key)

    def cell_center(self, cell: Cell, player: int | None = None) -> QPointF:
        """Scene centre of ``cell`` in a garden (the viewer's by default)."""
        return self.geometry[self.viewer if player is None else player].card_rect(cell).center()

    def point_to(
        self, moves: Sequence[Action], prepare: bool = False, move_keys: bool = True
    ) -> None:
        """Orange frames on the first move's stack or cell; after a draw, on the cell of the
        placement that follows it, if given. Prepared (a hint), the keyboard's frame goes to
        the move, so that Enter plays it: asked again after the arrows had moved the frame,
        the hint came back and Enter played where the frame stood, and on a turn's first hint
        Enter only showed the frame (play test)."""
        first = moves[0] if moves else None
        following = moves[1] if len(moves) > 1 else None
        if isinstance(first, Draw):
            cells = ((following.x, following.y),) if isinstance(following, Place) else ()
            self.show_hints(cells, (first.stack,), move_keys=move_keys)
            if prepare and first.stack in self.draws:
                self.stack_cursor = first.stack
                self._render_hints()
        elif isinstance(first, Place):
            self.show_hints(((first.x, first.y),), move_keys=move_keys)
            if prepare and (first.x, first.y) in self.places:
                self.cursor_cell = (first.x, first.y)
                self._sync_targets()
                self._set_preview(self.cursor_cell)
        else:
            self.show_hints(())
        if prepare and (framed := self._keyboard_frame()) is not None:
            # a zoomed-in table left the hinted cell half off screen (play test)
            self.view.keep_in_view(framed)

    def show_hints(
        self, cells: Sequence[Cell], stacks: Sequence[int] = (), move_keys: bool = True
    ) -> None:
        """Tutorial pointers: orange frames on cells of the viewer's garden and on stacks.

        They stay (and follow the layout) until the next call; ``show_hints([])`` clears them.
        A keyboard frame out on another choice moves onto the new orange frame (unless
        ``move_keys`` is False, ``point_to``): it stayed on the face-up stack of the step
        before while the next step asked for the face-down one, and Enter drew the card the
        lesson refused (play test).
        """
        spec = (tuple(cells), tuple(stacks))
        keys_follow, self._hint_spec = spec != self._hint_spec and move_keys, spec
        hinted_stacks = [index for index in stacks if index in self.draws]
        if keys_follow and self.stack_cursor not in (None, *stacks) and hinted_stacks:
            self.stack_cursor = hinted_stacks[0]
        hinted_cells = [cell for cell in cells if cell in self.places]
        if keys_follow and self.cursor_cell not in (None, *cells) and hinted_cells:
            self.cursor_cell = hinted_cells[0]
            self._sync_targets()
            self._set_preview(self.cursor_cell)
        self._render_hints()

    def _slot_pos(self, index: int) -> QPointF:
        """Top-left of draw-stack slot ``index`` (solo: the slot after the stacks is the
        discard)."""
        unit = self.arrangement.scale
        return self.placement.stacks + QPointF(24 + index * 124, 64) * unit

    def _slot_at(self, state: State, point: QPointF) -> int | None:
        """The draw slot at ``point``, if any (in solo, the discard pile's is the last)."""
        slots = len(state.stacks) + (1 if state.solo else 0)
        return next(
            (index for index in range(slots) if self._stack_rect(index).contains(point)), None
        )

    def _stack_rect(self, index: int) -> QRectF:
        """Draw stack ``index``'s slot (in solo, the slot after the stacks is the discard
        pile's)."""
        pos = self._slot_pos(index)
        unit = self.arrangement.scale
        return QRectF(pos.x(), pos.y(), CARD_W * unit, CARD_H * unit)

    def _render_hints(self) -> None:
        for hint in self.hints:
            self.scene.removeItem(hint)
        self.hints = []
        if self.state is None:
            return
        # none on an earlier table looked at: a hint is the present's (``present_table``)
        shows = self.present_table is None and not self._drag_leaves_hint()
        cells, stacks = self._hint_spec if shows else ((), ())
        keyed = self.cursor_cell if self.places and not self.view.keys_elsewhere else None
        # the orange frame on the keyboard's cell goes around it, as on a stack: drawn 2 px
        # outside the blue frame, it hardly showed (a learner playing by keys lost the pointer)
        frames = [
            ("hint", self._around(self.geometry[self.viewer].card_rect(cell), cell == keyed))
            for cell in cells
        ]
        frames += [
            ("hint", self._stack_rect(index)) for index in stacks if index < len(self.stack_pos)
        ]
        cursor = self.stack_cursor
        # while a card is dragged the frame is on the cell it would land on, if any: left on a
        # stack, it said Enter would draw from there (play test)
        shown = self.drag_item is None and not self.view.keys_elsewhere
        if cursor is not None and cursor in self.draws and shown:
            framed = self._stack_rect(cursor)
            # the lesson's orange frame on the same stack goes around the keyboard's, which
            # hid it when drawn over it (a learner playing by keys lost the pointer)
            frames = [(mode, self._around(rect, rect == framed)) for mode, rect in frames]
            frames.append(("cursor", framed))
        for mode, rect in frames:
            hint = HighlightItem(rect.adjusted(-6, -6, 6, 6))
            hint.palette_colors = self.view.palette_colors
            hint.set_mode(mode)
            hint.setZValue(650)
            self.scene.addItem(hint)
            self.hints.append(hint)

    def _drag_leaves_hint(self) -> bool:
        """Is a card being dragged out of a stack the orange frames do not name? Their frames
        are then about another move: left on, the hinted cell read as where the dragged card
        should go (play tester 212). They come back if the drag ends with nothing played."""
        stacks = self._hint_spec[1]
        index = self._stack_of(self.drag_item) if self.drag_item is not None else None
        return bool(stacks) and index is not None and index not in stacks

    @staticmethod
    def _around(rect: QRectF, keyed: bool) -> QRectF:
        """A lesson's orange frame: around the keyboard's frame where both are on one choice."""
        return rect.adjusted(-5, -5, 5, 5) if keyed else rect

    # -- layout -------------------------------------------------------------------------
    def _sizes(self, state: State) -> TableSizes:
        """What the arrangement is chosen from: the viewer's grid (with ``laid_for``), the
        score panel (rounded up to ``SCORE_STEP``), the seats."""
        _min_x, _min_y, cols, rows = grid_bounds([*state.areas[self.viewer], *self.laid_for])
        others = tuple(
            grid_bounds(list(area), 0, SIDE_WEIGHED, SIDE_WEIGHED)[2:]
            for player, area in enumerate(state.areas)
            if player != self.viewer
        )

        def stepped(height: float) -> float:
            return math.ceil(height / SCORE_STEP) * SCORE_STEP

        measured = tuple((scale, stepped(height)) for scale, height in self._score_at.items())
        return TableSizes(
            cols * CELL_W,
            rows * CELL_H,
            stepped(self._score_h),
            others,
            self._names_need(state),
            tuple(sorted(measured)),
        )

    def _names_need(self, state: State) -> tuple[float, float]:
        """How wide the other players' panels must be at scale 1 to write every name whole
        with the turn's ▶ before it, at the titles' least size (``NARROW_PT``): a wide panel's
        beside the widest score (``WIDEST_SCORE``), a narrow one's alone on its row; each with
        the seat's mark and the room the title's row leaves in its panel (``wide_title_row``,
        ``narrow_rows``)."""
        bold = QFont()
        bold.setBold(True)
        bold.setPointSizeF(NARROW_PT)
        metrics = QFontMetricsF(bold)
        panel = QRectF(0.0, 0.0, SIDE_W, SIDE_MIN_H)
        wide_row, narrow_row = wide_title_row(panel, 1.0), narrow_rows(panel, 1.0)[0]
        reserved = self._points_text(WIDEST_SCORE)
        wide = narrow = 0.0
        for player in range(state.players):
            if player == self.viewer:
                continue
            title = TURN_MARK + self._name(player)
            wide = max(wide, header_width(title, reserved, metrics))
            narrow = max(narrow, metrics.horizontalAdvance(title) + TEXT_SLACK)
        mark = mark_diameter(NARROW_PT) * MARK_ROOM
        return (
            wide + panel.width() - wide_row.width() + min(mark, wide_row.height() * MARK_ROOM),
            narrow
            + panel.width()
            - narrow_row.width()
            + min(mark, narrow_row.height() * MARK_ROOM),
        )

    def _afresh(self) -> bool:
        """Is the table arranged afresh: its first layout, or a resized window's?"""
        return self._first_layout or self._widget.size() != self._arranged_in

    def _forget_held(self) -> None:
        """Forget where each viewer's garden stood, its zoom and the other panels' sizes."""
        self._grid_at.clear()
        self._zoom_at.clear()
        self._sides_at.clear()

    def _hold_for(self, room: QSize) -> None:
        """The board takes the size ``room``: the table held in the size it leaves is kept, and
        the one held in ``room`` before comes back (its arrangement, zoom, garden's place and
        panels), or each viewer's table is fitted afresh, its garden in the middle. Opening
        History and closing it again drew the garden 48 pixels further left (French play
        test)."""
        if room != self._held_in:
            if not self._first_layout and self._held_in.isValid():
                self._tables_in[self._held_in.toTuple()] = HeldTable(
                    self.arrangement,
                    dict(self._grid_at),
                    dict(self._zoom_at),
                    dict(self._sides_at),
                    dict(self._in_use),
                )
            self._held_in = room
            held = self._tables_in.pop(room.toTuple(), None)
            if held is not None:
                self.arrangement = held.arrangement
                self._grid_at, self._zoom_at = dict(held.grid_at), dict(held.zoom_at)
                self._sides_at, self._in_use = dict(held.sides_at), dict(held.in_use)
                self._arranged_in = self._chosen_in = room
                return
        self._forget_held()

    def _follow_window(self, settling: bool = False) -> bool:
        """Take the arrangement that suits the window and the table as they are now (see
        ``choose_arrangement``); True when it changed. Not while a card is dragged: the table
        would move under it.

        The arrangement the viewer's table had last stays while it is nearly as good
        (``keeps``), whatever changed: a garden grown by a column moved every panel and the
        next one moved them back; a status bar's second line for a hint's words rearranged
        the table twice a turn (play tester 152); a window resized a little more than a fixed
        threshold (40 pixels) flipped its panels between two arrangements of about equal
        merit. One rule, a margin on what the table shows, not on pixels: an arrangement is
        taken afresh only when the one in use no longer fits, or fits clearly worse than the
        best. A first layout has none in use (weighed on a guessed score panel, it is weighed
        again until the panel settles). ``settling``: asked of the table just placed, whose
        place and zoom stay (``_layout``)."""
        if self.state is None or self.drag_item is not None:
            return False
        size = self._viewport.size()
        room = self._widget.size()
        if self._first_layout:
            self._in_use.clear()
            self._tables_in.clear()
            self._screen_shown = None
        if not settling and (self._afresh() or room != self._held_in):
            self._hold_for(room)
        keep, shown = self._in_use.get(self.viewer, (None, None))
        sizes = self._sizes(self.state)
        if keep is None and self._first_layout:
            # a game opened midway keeps the arrangement its start takes here while nearly as
            # good, its text as large, as a game played from its start does: reopened from
            # its save, a solo game took another (the score in a column of its own, the
            # garden a third narrower), which it kept to its end (play tester 148)
            start = sizes.at_start()
            keep = choose_arrangement(start, size.width(), size.height())
            shown = start.weigh(keep, size.width(), size.height()).text
        held = self._zoom_at.get(self.viewer)
        steady = not self._first_layout and room == self._chosen_in
        # at a screen several people share, the panels as it showed them to the last person
        # when this one took over: each one's own drew the stacks larger or smaller at each
        # hand-off
        last = self._screen_shown
        if last is not None and last[0] != self.viewer:
            self._handed_over = last[1]
        if not steady:  # a new window size: each one's table is weighed afresh
            self._handed_over = None
        handed = self._handed_over if self.people > 1 else None
        if handed is not None:
            shown = handed
        view_w, view_h = size.width(), size.height()
        chosen = settled_choice(sizes, view_w, view_h, keep, shown, held, steady, handed)
        if steady and keep is not None and chosen != keep:
            # a change the next layout would take back is not made: in French at 125 %, in
            # a window not maximised, the panels doubled in size as a card was drawn and
            # halved again once it was placed, the same table weighed from each of the two
            # (play tester 201)
            ahead = drawn_zoom(sizes, chosen, view_w, view_h, held)
            then = ahead * chosen.scale if handed is None else handed
            back = settled_choice(sizes, view_w, view_h, chosen, then, ahead, steady, handed)
            if back == keep:
                chosen = keep
        self._chosen_in = room
        # the panels' text as the table will draw it (``drawn_zoom``)
        zoom = drawn_zoom(sizes, chosen, size.width(), size.height(), held)
        self._in_use[self.viewer] = (chosen, zoom * chosen.scale)
        if chosen == self.arrangement:
            self._arranged_in = room
            return False
        self.arrangement = chosen
        return True

    def _layout(self) -> None:
        assert self.state is not None
        self._follow_window()
        # the score panel just measured may ask for another arrangement, or a taller one for
        # the same (the table would overrun the window it fills): again, until they settle.
        # Twice, then done: the first table, laid out on a guessed score panel, then on one
        # measured at another panel scale, was a step (``SCORE_STEP``) too short, and the
        # first move shrank the whole table by 1% (play tester 146: German, 1366×768)
        for passes_left in reversed(range(LAYOUT_PASSES)):
            sizes = self._sizes(self.state)
            self._place_all()
            if not passes_left:
                break
            afresh = self._afresh()
            if not self._follow_window(settling=True) and self._sizes(self.state) == sizes:
                break
            if afresh:  # the next pass too, not held at this one's zoom and place
                self._forget_held()
        self._resume_keys()

    def _resume_keys(self, say: bool = True) -> None:
        """While the keys lead, the choice the table asks for now starts framed: the cell for
        a card drawn with a key, the stack when the keyboard player's turn comes back. The
        line says what Enter does there (``say``), as after an arrow: it gave the turn's
        task, the frame's words came only with the first arrow (play testers 157 and 158).
        Not for a frame the window brings (``lead_with_keys``): its line says why the keys
        came ("Back to the table as the game stands now."), and ``_tell_frame_keys`` the
        frame's words the first time."""
        if self._keys_lead and self.interactive and self.looking_at is None:
            framed = self._framed_move()
            self._cursor_or_first()
            now = self._framed_move()
            if say and now is not None and now != framed and not self.view.keys_elsewhere:
                self._say_framed(now)

    def _place_all(self) -> None:
        state = self.state
        assert state is not None
        arrangement = self.arrangement
        unit = arrangement.scale
        others = [player for player in range(state.players) if player != self.viewer]
        self._others = others
        sizes = self._sizes(state)
        size = self._viewport.size()
        # drawn as large as it was, unless the window allows a step larger (``GARDEN_GROWS``)
        held = self._zoom_at.get(self.viewer)
        most = drawn_zoom(sizes, arrangement, size.width(), size.height(), held)
        filled = sizes.fill(arrangement, size.width(), size.height(), most)
        self.placement = placement = self._hold_sides(state, sizes, filled)
        self._zoom_at[self.viewer] = zoom = self._fitted(placement)
        # the panels' text as it shows (``steadiest``), the table drawn smaller or not
        self._in_use[self.viewer] = (arrangement, zoom * unit)
        self._screen_shown = (self.viewer, zoom * unit)
        self.geometry = {self.viewer: self._garden_geometry(state)}
        self._sync_edges(state)
        header = arrangement.side_header()
        for player, rect in zip(others, placement.sides, strict=True):
            min_x, min_y, cols, rows = grid_bounds(list(state.areas[player]), 0, 1, 1)
            scale = sizes.side_scale(arrangement, (cols, rows), rect.width(), rect.height())
            width, height = cols * CELL_W * scale, rows * CELL_H * scale
            avail_h = rect.height() - header - SIDE_MARGIN
            origin = QPointF(
                rect.left() + (rect.width() - width) / 2,
                rect.top() + header + (avail_h - height) / 2,
            )
            self.geometry[player] = AreaGeometry(origin, min_x, min_y, cols, rows, scale)
        # the stacks, the hand and the score card (see ``TableSizes.place``)
        self.stack_pos = [self._slot_pos(index) for index in range(len(state.stacks))]
        self.hand_pos = placement.hand + QPointF(24, 60) * unit
        self._sync_piles(state)
        self._sync_panels(state)
        self._update_score_card()
        score = placement.score
        content = QRectF(score, QPointF(score.x() + LEFT_W * unit, self.score_bottom))
        for key in ("stacks", "hand", ("area", self.viewer)):
            content = content.united(self._panels[key].rect)
        for player in others:
            content = content.united(self._side_rect(player))
        self._place_look(state, content)  # over the whole table: its garden's geometry
        desired: dict[Key, tuple[int, QPointF, float, float, int]] = {}
        for index, stack in enumerate(state.stacks):
            if stack:
                desired[stack_key(stack, index)] = (
                    stack[-1],
                    self.stack_pos[index],
                    unit,
                    10.0,
                    0,
                )
        if state.solo and state.discard:
            pos = self._slot_pos(len(state.stacks))
            desired[state.discard[-1]] = (state.discard[-1], pos, unit, 10.0, 0)
        if state.held is not None:
            holder = state.current
            key = state.held if state.held != HIDDEN else ("held", holder)
            if holder == self.viewer:
                desired[key] = (state.held, self.hand_pos, unit, 50.0, 0)
            elif holder == self.looking_at:
                desired[key] = (state.held, self._look_held, LOOK_HELD * unit, LOOK_Z + 50, 0)
            else:
                # inside the panel's top right corner, clear of its border and its title
                small = HELD_SMALL * unit
                rect = self._side_rect(holder)
                pos = QPointF(
                    rect.right() - small * CARD_W - HELD_INSET * unit,
                    rect.top() + HELD_INSET * unit,
                )
                desired[key] = (state.held, pos, small, 50.0, 0)
        for player, area in enumerate(state.areas):
            geo = self.geometry[player]
            lift = LOOK_Z if player == self.looking_at else 0.0
            for cell, pile in area.items():
                for depth, card in enumerate(reversed(pile)):
                    step = min(depth, 4) * 4.0 * geo.scale
                    pos = geo.card_pos(cell) + QPointF(step, step)
                    under = len(pile) - 1 if depth == 0 else 0
                    desired[card] = (card, pos, geo.scale, lift + 20.0 - depth, under)
        self._sync_cards(desired, state)
        self._explain_stacks(state)
        self._cue_cards(state)
        self._sync_targets()
        self._refresh_overlays()
        self._update_ghost()  # placed by click or Enter: no hover-out or drop hides it
        self._update_status()
        self._render_hints()
        # the table fills the window (``TableSizes.spread``): no slack to place it in, so
        # nothing slides but what the zoom scales from the window's top left corner
        self.view.set_content_rect(content)
        self._follow_pointer()  # the cells moved under a pointer that may rest on one

    def _place_look(self, state: State, table: QRectF) -> None:
        """The sheet over the whole ``table`` when a garden is looked at (``look_at``): the
        garden's title and score as the viewer's garden has them, the keys that page and go
        back, the card its player holds, and the garden as large as the sheet allows
        (``LOOK_MOST`` at most), drawn by the table's own items (its geometry replaces its
        panel's). The texts stand above the garden, the card in the top right corner; where
        the garden is drawn larger so (a tall garden), they stand in a column on its left,
        the card under them, and the garden takes the sheet's whole height."""
        look = self.looking_at
        self._sheet.setVisible(look is not None)
        for key in LOOK_LABELS:
            if key in self._labels:
                self._labels[key].setVisible(look is not None)
        if "look-header" in self._seat_marks:
            self._seat_marks["look-header"].setVisible(look is not None)
        if look is None:
            return
        back = tr("Click, or press Esc, to go back to your garden")
        self._sheet.setToolTip(self._breakdown_tip(look, back))
        unit = self.arrangement.scale
        self._look_table = QRectF(table)
        rect = self._sheet_rect(table)
        self._sheet.set_rect(rect)
        self._sheet.emphasis = self.my_turn()
        margin = LOOK_MARGIN * unit
        inner = rect.adjusted(margin, margin, -margin, -margin)
        held = QSizeF(CARD_W, CARD_H) * LOOK_HELD * unit
        gap = 12 * unit
        min_x, min_y, cols, rows = grid_bounds(list(state.areas[look]), 0, 3, 3)
        drawn = QSizeF(cols * CELL_W + 2 * SPILL, rows * CELL_H + 2 * SPILL)

        def fit(area: QRectF) -> float:
            return min(LOOK_MOST, area.width() / drawn.width(), area.height() / drawn.height())

        width = inner.width() - held.width() - 16 * unit
        under = self._write_look_texts(state, look, inner.topLeft(), width, beside=False)
        self._look_held = QPointF(inner.right() - held.width(), inner.top())
        area = QRectF(inner)
        area.setTop(max(under, inner.top() + held.height()) + gap)
        column = LOOK_COLUMN * unit
        beside = QRectF(inner)
        beside.setLeft(inner.left() + column + 2 * gap)
        if fit(beside) > fit(area):
            under = self._write_look_texts(state, look, inner.topLeft(), column, beside=True)
            if under + gap + held.height() <= inner.bottom():
                self._look_held = QPointF(inner.left(), under + gap)
                area = beside
            else:  # a window too short for the column: the texts go back above
                self._write_look_texts(state, look, inner.topLeft(), width, beside=False)
        scale = fit(area)
        # in the sheet's middle, as far as its area lets it: a tall garden beside the column
        # does not stand off to the right
        half = drawn.width() * scale / 2
        middle = min(max(inner.center().x(), area.left() + half), area.right() - half)
        origin = QPointF(middle, area.center().y()) - QPointF(cols * CELL_W, rows * CELL_H) * (
            scale / 2
        )
        self.geometry[look] = AreaGeometry(origin, min_x, min_y, cols, rows, scale)

    def _write_look_texts(
        self, state: State, look: int, corner: QPointF, width: float, beside: bool
    ) -> float:
        """The sheet's title, score and line of keys from ``corner``, ``width`` wide: the
        score right of the title, or (``beside`` the garden, in a column) under it. Returns
        where they end."""
        unit = self.arrangement.scale
        size = self.arrangement.header_pt()
        row = QRectF(corner, QSizeF(width, 44 / 18 * size))
        below = row.translated(0, row.height()) if beside else None
        turn = state.current == look and state.phase is not Phase.OVER
        mark = TURN_MARK if turn else ""
        title = mark + elide(tr("%1's garden").replace("%1", self._name(look)))
        self._write_header(look, title, row, size, below, keys=("look-header", "look-score"))
        hint = self._label("look-hint", LOOK_HINT_PT * unit, self.my_turn())
        hint.color = self.view.palette_colors.accent if self.my_turn() else None
        back = (
            tr("Your turn: Esc, Enter or a click takes you back to your garden")
            if self.my_turn()
            else tr("Esc, Enter or a click: back to your garden")
        )
        # two sentences, joined as the status line joins them: broken at a " · " between
        # them, the break took the dot, and a narrow column read "…back to your garden Page
        # Down, Page Up: the other gardens" as one (play tester 178)
        text = (
            tr("%1. %2")
            .replace("%1", back)
            .replace("%2", tr("Page Down, Page Up: the other gardens"))
        )
        if self.my_turn() and self.people > 1:
            # over another's garden, "Your turn" beside their name read as theirs (play test)
            text = self._named_for_viewer(text)
        write_lines(hint, width, *wrap_text(text, hint.font, width))
        hint.setPos(row.left(), (row if below is None else below).bottom() + 4 * unit)
        # what made the score, written out: only a tooltip had it, and after a game of three
        # at one screen Ben and Chi, clicking their gardens, saw "5 pts" alone (play tester 220)
        made = self._label("look-breakdown", LOOK_HINT_PT * unit)
        lines = [
            f"{words} {number}"
            for words, number, style in self._breakdown_rows(look)
            if style == "line"
        ]
        over = state.phase is Phase.OVER
        heading = tr("Final score") if over else tr("Score if the game ended now")
        scoring = tr("%1: %2").replace("%2", " · ".join(lines)).replace("%1", heading)
        write_lines(made, width, *wrap_text(scoring if lines else "", made.font, width))
        made.setPos(row.left(), hint.y() + hint.height + 4 * unit)
        for key in LOOK_LABELS:
            self._labels[key].setZValue(LOOK_Z + 10)
        if "look-header" in self._seat_marks:
            self._seat_marks["look-header"].setZValue(LOOK_Z + 10)
        return made.y() + made.height

    def _sheet_rect(self, table: QRectF) -> QRectF:
        """The sheet's room: the ``table``, grown to the shape of the window it is fitted to
        (the felt left around a table of another shape is room for the garden), over the
        panels' borders too; grown towards the felt in sight: a table held off the middle
        (``TableView.set_content_rect``) had the sheet grow as far past its other side, off
        the window (play test: "…n von Rose")."""
        size = self._viewport.size()
        half = FIT_MARGIN / 2
        framed = table.adjusted(-half, -half, half, half)
        rect = table.adjusted(-6, -6, 6, 6)
        if size.width() < 2 or size.height() < 2:
            return rect
        zoom = min(size.width() / framed.width(), size.height() / framed.height())
        grown = QRectF(
            0,
            0,
            max(rect.width(), size.width() / zoom - FIT_MARGIN),
            max(rect.height(), size.height() / zoom - FIT_MARGIN),
        )
        grown.moveCenter(table.center())
        seen = self.view.mapToScene(self._viewport.rect()).boundingRect()
        seen.adjust(half, half, -half, -half)
        if grown.width() <= seen.width():
            grown.moveLeft(min(max(grown.left(), seen.left()), seen.right() - grown.width()))
        if grown.height() <= seen.height():
            grown.moveTop(min(max(grown.top(), seen.top()), seen.bottom() - grown.height()))
        return grown

    def _garden_panel_rect(self) -> QRectF:
        """The viewer's garden's panel: the felt the rest of the table leaves (``spread``)."""
        return QRectF(self.placement.panel)

    def _hold_sides(self, state: State, sizes: TableSizes, filled: Placement) -> Placement:
        """The ``filled`` placement, its other players' panels right of the garden as large
        on screen as at the last layout (``held_sides``) while the arrangement keeps its
        shape and each of their gardens is drawn ``SIDES_GIVE`` as large as ``filled`` draws
        it at least, on screen too, its values nearly as legible if there they read
        (``SIDES_VALUES``).
        Where the viewer's cards and free cells would lose their place in the garden's panel,
        the table is drawn a little smaller (``SIDES_GARDEN``), else the panels are narrower,
        by a column more than the garden asks. Else ``filled``, and each is remembered in turn.
        Their panels shared the felt as their gardens asked, and at a third of the turns one of
        them grew or shrank on screen beside the garden the player aimed at (play test,
        1366×768)."""
        arrangement = self.arrangement
        if arrangement.others != "right" or not filled.sides:
            self._sides_at.pop(self.viewer, None)
            return filled
        zoom = self._fitted(filled)
        shown = self._sides_at.get(self.viewer)
        placement = filled
        # panels shown as ``filled`` draws them are drawn from it, to the last bit: held, their
        # heights came back a float's last digit off, and the zoom with them
        if (
            shown is not None
            and shown.arrangement == replace(arrangement, scale=1.0)
            and not same_sides(shown, shown_sides(filled, arrangement, zoom))
        ):
            placement = self._sides_as_shown(state, filled, shown, zoom)
            held_zoom = self._fitted(placement)
            drawn = []
            for grid, side, fresh in zip(sizes.others, placement.sides, filled.sides, strict=True):
                kept = sizes.side_scale(arrangement, grid, side.width(), side.height())
                best = sizes.side_scale(arrangement, grid, fresh.width(), fresh.height())
                # nearly as large, in the table and on screen, their values read wherever
                # fresh panels show them
                fresh_shown = best * zoom
                least = (
                    SIDES_VALUES * OTHERS_VALUES
                    if fresh_shown >= OTHERS_VALUES
                    else SIDES_GIVE * fresh_shown
                )
                drawn.append(kept >= SIDES_GIVE * best and kept * held_zoom >= least)
            if (
                not all(drawn)
                or placement.sides[0].width() < arrangement.side_least_w()
                or min(side.height() for side in placement.sides) < sizes.side_least_h(arrangement)
            ):
                placement = filled
        self._sides_at[self.viewer] = shown_sides(placement, arrangement, self._fitted(placement))
        return placement

    def _sides_as_shown(
        self, state: State, filled: Placement, shown: SidesShown, zoom: float
    ) -> Placement:
        """``filled`` with the other players' panels right of the garden as they were
        ``shown`` (see ``_hold_sides``), the viewer's garden keeping the room its cards and
        free cells stand in."""
        columns = self.arrangement.columns
        width = shown.width / zoom
        # where those panels may begin: past the garden's grid, its panel's margin and the gap
        garden = self._garden_grid(state, filled).right() + 20 + BLOCK_GAP
        widest = (filled.width - garden - (columns - 1) * SIDE_GAP) / columns
        if width <= widest:
            return held_sides(filled, shown, width)
        # the table a little smaller, so that the panels keep their pixels beside it
        view = self._viewport.size()
        smaller = (view.width() - columns * shown.width) / (
            garden + (columns - 1) * SIDE_GAP + FIT_MARGIN
        )
        if smaller >= SIDES_GARDEN * zoom:
            table = QSizeF(view.width(), view.height()) / smaller - QSizeF(FIT_MARGIN, FIT_MARGIN)
            panel = QRectF(filled.panel)
            panel.setBottom(table.height())
            wider = replace(filled, panel=panel, width=table.width(), height=table.height())
            held = held_sides(wider, shown, shown.width / smaller)
            if grid_room(held.panel, self.arrangement).contains(self._garden_grid(state, held)):
                return held
        # narrower: as a fresh layout gives them, at most the room beside the garden. ("By a
        # column more, where it can" was the rule here once: a fresh layout never left the
        # panels less than that, so it never narrowed them, session 56)
        return held_sides(filled, shown, min(widest, filled.sides[0].width()))

    def _fitted(self, placement: Placement) -> float:
        """The fitted view's zoom for ``placement`` in the window as it is now."""
        view = self._viewport.size()
        return fitted_zoom(view.width(), view.height(), placement.width, placement.height)

    def _garden_grid(self, state: State, placement: Placement) -> QRectF:
        """Where the viewer's cards and the free cells around them (``grid_bounds``) stand in
        ``placement``: the starting card where it stood on screen at the last layout, as far
        as they fit the garden's panel there, else as near as they fit; first, in the middle of
        the panel. The table fills the window from its corner (``TableSizes.spread``), so a
        new zoom draws the garden larger or smaller around that card. Centred anew as it grew,
        and slid to keep the stacks still, the garden moved 10 to 80 pixels a turn (play test,
        1366×768)."""
        room = grid_room(placement.panel, self.arrangement)
        min_x, min_y, cols, rows = grid_bounds(list(state.areas[self.viewer]), 1, 1, 1)
        size = QSizeF(cols * CELL_W, rows * CELL_H)
        zoom = self._fitted(placement)
        held = self._grid_at.get(self.viewer)
        if held is None or zoom <= 0:
            # the grid it is laid out for in the middle (see ``laid_for``)
            laid_x, laid_y, laid_cols, laid_rows = grid_bounds(
                [*state.areas[self.viewer], *self.laid_for], 1, 1, 1
            )
            corner = room.center() - QPointF(laid_cols * CELL_W, laid_rows * CELL_H) / 2
            shift = QPointF((min_x - laid_x) * CELL_W, (min_y - laid_y) * CELL_H)
            return QRectF(corner + shift, size)
        wanted = WINDOW_CORNER + held / zoom - garden_start(min_x, min_y)
        origin = QPointF(
            min(max(wanted.x(), room.left()), max(room.left(), room.right() - size.width())),
            min(max(wanted.y(), room.top()), max(room.top(), room.bottom() - size.height())),
        )
        return QRectF(origin, size)

    def _garden_geometry(self, state: State) -> AreaGeometry:
        """The viewer's garden, large, where ``_garden_grid`` puts it (and remembered there).
        The grid spans the panel's whole room, in whole cells: a card dropped on an empty cell
        far from the others is told why it cannot go there."""
        placement = self.placement
        room = grid_room(placement.panel, self.arrangement)
        min_x, min_y, cols, rows = grid_bounds(list(state.areas[self.viewer]), 1, 1, 1)
        grid = self._garden_grid(state, placement)
        origin = grid.topLeft()
        zoom = self._fitted(placement)
        self._grid_at[self.viewer] = (origin + garden_start(min_x, min_y) - WINDOW_CORNER) * zoom
        left = max(0, math.floor((origin.x() - room.left()) / CELL_W))
        top = max(0, math.floor((origin.y() - room.top()) / CELL_H))
        right = max(0, math.floor((room.right() - grid.right()) / CELL_W))
        bottom = max(0, math.floor((room.bottom() - grid.bottom()) / CELL_H))
        return AreaGeometry(
            origin - QPointF(left * CELL_W, top * CELL_H),
            min_x - left,
            min_y - top,
            cols + left + right,
            rows + top + bottom,
            1.0,
        )

    def _sync_edges(self, state: State) -> None:
        """The letters of the viewer's garden's columns under it and the numbers of its rows
        left of it, small and muted as a chess board's, so that a place can be named ("B3",
        ``place_name``). They span its cards and the free ring round them, and follow the
        garden as it grows (a new column or row) or shifts (a card laid left or above, where
        the letters and numbers start anew); none past them, where no card may go. Sized and
        shown by ``_show_edges``."""
        geometry = self.geometry[self.viewer]
        min_x, min_y, cols, rows = grid_bounds(list(state.areas[self.viewer]), 1, 1, 1)
        left = geometry.origin.x() + (min_x - geometry.min_x) * CELL_W
        top = geometry.origin.y() + (min_y - geometry.min_y) * CELL_H
        self._edges_frame = QRectF(left, top, cols * CELL_W, rows * CELL_H)
        muted = self.view.palette_colors.muted_text
        centre = Qt.AlignmentFlag.AlignCenter
        for column in range(cols):
            label = self._label(("column", column), self._edge_pt(), kind=EdgeLabelItem)
            label.color, label.alignment = muted, centre
            label.set_text(column_name(column))
        for row in range(rows):
            label = self._label(("row", row), self._edge_pt(), kind=EdgeLabelItem)
            label.color, label.alignment = muted, centre
            label.set_text(str(row + 1))
        self._show_edges()

    def _edge_pt(self) -> float:
        """The size of the garden's edges' letters and numbers (scene units)."""
        return min(EDGE_PT * self.arrangement.scale, EDGE_MOST)

    @staticmethod
    def _edges_fit(metrics: QFontMetricsF, widest: str, beside: float, below: float) -> bool:
        """Do the garden's edges written in ``metrics`` fit its panel: a letter's line in the
        room ``below`` the garden (the margin, ``EDGE_ROOM``, or more where the garden is
        narrower than its panel is high) and the strip of its last row's cells that no card
        covers (``EDGE_RISE``), the ``widest`` row number ``beside`` it?"""
        return metrics.height() <= below + EDGE_RISE and metrics.horizontalAdvance(widest) <= beside

    def _edge_size(self, zoom: float, widest: str, beside: float, below: float) -> float:
        """The size the garden's edges are written at, drawn at ``zoom``: the panels' scale's
        (``_edge_pt``) where that reads (``LEGIBLE``), else the least that reads where it fits
        under and beside the garden, else the largest that fits, in steps (``EDGE_STEP``):
        kept at the panels' scale, the edges read under the legible size and hid, though the
        margin had room for larger letters (play test, a large solo garden at 1280×720)."""
        size = self._edge_pt()
        # the least that reads, rounded up to a tenth of a point
        legible = math.ceil(EDGE_PT * LEGIBLE / max(zoom, 1e-6) * 10) / 10
        font = QFont()
        tried = legible
        while tried > size:
            font.setPointSizeF(tried)
            if self._edges_fit(QFontMetricsF(font), widest, beside, below):
                return tried
            tried = math.ceil(tried / EDGE_STEP) * EDGE_STEP - EDGE_STEP
        return size

    def _show_edges(self) -> None:
        """Show the garden's edges as far as they go, at the zoom the table is drawn at: the
        fitted one, or the player's own (+/−, the wheel), at once. Weighed on the fitted zoom
        alone, they stayed hidden in a small window zoomed in, and shown in one zoomed out.
        Written as ``_edge_size`` says, shown where that reads, or nearly (``EDGE_LEAST``):
        the keyboard's frame and "Play this move?" name places by them ("(A3)"), and a 1280×720
        window drawing a garden far along at zoom 0.43 hid them (play tester, session 55).
        None where they could not be read at all: there they only crowd the garden, and the
        words name no place by them (``_shown_place``). Once words on screen name a place by
        them (the keyboard's frame, "C2"), they stay while the garden lies as it did: a hint
        that named "C2" took the status bar to a second line, the table was drawn smaller, and
        the edges it named hid (play tester 152)."""
        state = self.state
        if state is None or self.viewer not in self.geometry:
            return
        zoom = self._fitted(self.placement) if self.view.is_auto_fit() else self.view.zoom()
        named = self._named_on is not None and self._named_on == state.areas[self.viewer]
        _x, _y, cols, rows = grid_bounds(list(state.areas[self.viewer]), 1, 1, 1)
        frame, room = self._edges_frame, EDGE_ROOM - 2  # clear of the panel's border
        beside = frame.left() - self.placement.panel.left() - 2
        below = max(room, self.placement.panel.bottom() - 2 - frame.bottom())
        size = self._edge_size(zoom, str(rows), beside, below)
        font = QFont()
        font.setPointSizeF(size)
        metrics = QFontMetricsF(font)
        shown = named or size * zoom >= EDGE_PT * EDGE_LEAST
        # the row numbers as wide as the widest needs, where the panel has the room; the
        # letters' line as high as it needs, its foot on the margin's, or lower where the
        # panel has the room below, rising into the last row as little as it may
        wide = max(room, min(metrics.horizontalAdvance(str(rows)) + 2, beside))
        high = max(room, min(metrics.height(), below + EDGE_RISE))
        foot = frame.bottom() + min(below, max(room, high - EDGE_RISE))
        for key, label in self._labels.items():
            if not isinstance(key, tuple) or key[0] not in ("column", "row"):
                continue
            label.set_style(size, False)
            if key[0] == "column":
                label.set_box(CELL_W - 2, high)  # a pixel apart from the next, as summed
                label.setPos(frame.left() + key[1] * CELL_W + 1, foot - high)
            else:
                label.set_box(wide, CELL_H - 2)
                label.setPos(frame.left() - wide, frame.top() + key[1] * CELL_H + 1)
            label.setVisible(shown and key[1] < (cols if key[0] == "column" else rows))

    def _side_rect(self, player: int) -> QRectF:
        return QRectF(self.placement.sides[self._others.index(player)])

    def _sync_cards(
        self, desired: dict[Key, tuple[int, QPointF, float, float, int]], state: State
    ) -> None:
        """Reuse items by card so moves animate; a hidden card turned up keeps its item."""
        orphans = {key: item for key, item in self.cards.items() if key not in desired}
        adopt: dict[Key, Key] = {}
        adopted: set[Key] = set()
        drawn_from: Key = None
        if state.held_from is not None:
            drawn_from = ("back", state.held_from, len(state.stacks[state.held_from]) + 1)
        for key in desired:
            if key in self.cards:
                continue
            sources: list[Key] = []
            if isinstance(key, int):
                for player, area in enumerate(state.areas):
                    if any(key in pile for pile in area.values()):
                        sources.append(("held", player))
                if key == state.held and state.held_from is not None:
                    sources.append(drawn_from)
            elif isinstance(key, tuple) and key[0] == "held" and state.held_from is not None:
                sources.append(drawn_from)
            # an item goes to one card: after a jump over many moves (History's way back),
            # every card a rival laid since had their hidden draw as its source (play tester
            # 151: the second took an item already gone, KeyError)
            for source in sources:
                if source in orphans and source not in adopted:
                    adopt[key] = source
                    adopted.add(source)
                    break
        rival_held: Key = None
        if state.held is not None and state.current != self.viewer:
            rival_held = state.held if state.held != HIDDEN else ("held", state.current)
        new_cards: dict[Key, FlowerCardItem] = {}
        for key, (card, pos, scale, z, under) in desired.items():
            item = self.cards.get(key)
            # the card another player draws appears in their panel at once: it glided there
            # from the stack, across the viewer's garden, and a window slowed by the computer
            # thinking held it mid-way, over the viewer's own cards or between the panels, where
            # it read as the viewer's (play tester 191: Iris's "2 jaune" in column E)
            animate = not (self._first_layout or self._jump or key == rival_held)
            if item is None and key in adopt:
                item = orphans.pop(adopt[key])
            if item is None:
                item = FlowerCardItem(card)
                item.set_palette(self.view.palette_colors)
                item.dropped.connect(self._on_dropped)
                item.drag_cancelled.connect(self._on_drag_cancelled)
                item.drag_started.connect(self._on_drag_started)
                item.drag_moved.connect(self._on_drag_moved)
                item.clicked.connect(self._on_card_clicked)
                item.hovered.connect(self._on_card_hovered)
                self.scene.addItem(item)
                item.set_home(pos, scale, z, animate=False)
            if item.card_id != card:
                item.set_card(card)
            item.set_under(under)
            if animate and is_animating(item) and (item.home, item.home_scale) == (pos, scale):
                # already gliding there: begun again, its glide took its whole length anew,
                # and a table laid out again and again (the same table redrawn, a zoom) kept
                # a computer's move landing, the turn and its guard seconds late (a French
                # tester's "Votre tour vient de commencer" 2.5 s after the move)
                item.home_z = z
                item.setZValue(z)
            else:
                item.set_home(pos, scale, z, animate=animate)
            new_cards[key] = item
        for item in orphans.values():
            if item is self.drag_item:
                self.drag_item = None
            self.scene.removeItem(item)
        self.cards = new_cards
        recent_card = None if self.recent is None else top_card(state, *self.recent)
        since_cards = {top_card(state, player, cell) for player, cell in self.since_cells}
        since_cards.discard(None)
        for key, item in self.cards.items():
            item.pickable = self._is_pickable(key, state)
            item.set_recent(key == recent_card)
            item.set_since_mark(key in since_cards)

    def _cue_cards(self, state: State) -> None:
        """The cards in another player's panel (their garden's, the one they hold) end their
        tooltips with the panel's (``_look_cue``): they cover most of it, and a click on them
        shows the garden large too. Not on the sheet: a click there goes back. A marked card
        says what its mark means first (``_sync_cards`` marks them)."""
        held = self.held_item()
        cues: dict[FlowerCardItem, str] = {}
        for player in self._others:
            if player == self.looking_at:
                continue
            cue = self._look_cue(player)
            for pile in state.areas[player].values():
                cues.update((self.cards[card], cue) for card in pile)
            if held is not None and state.current == player:
                cues[held] = cue
        for item in self.cards.values():
            # the marks' words: a ring alone did not say what it meant
            mark = (
                tr("The last move placed this card.")
                if item.recent
                else tr("Placed since your last move.")
                if item.since_mark
                else ""
            )
            item.set_cue("\n".join(line for line in (mark, cues.get(item, "")) if line))

    def _explain_stacks(self, state: State) -> None:
        """Each draw stack's top card says what it is, how many cards the stack holds and, while
        the viewer may draw, how: "Red 3" and "A face-down card" alone did not say they were
        stacks to draw from (play tester). The card back on a face-up stack whose card was
        taken and is still held says why it lies face down (``waiting_top``): "A face-down
        card" alone on a face-up stack read as if the stack had turned over."""
        waiting = waiting_top(state)
        for index, stack in enumerate(state.stacks):
            item = self.stack_item(index)
            if item is None:
                continue
            if index == waiting:
                about = tr(
                    "The next card of this face-up stack: it is turned face up once the card"
                    " taken from it is placed."
                )
            elif state.face_up[index]:
                about = tr("%1, on top of a face-up stack").replace("%1", card_title(stack[-1]))
            else:
                about = tr("A face-down stack: its top card is hidden")
            left = (tr("%1 card left") if singular(len(stack)) else tr("%1 cards left")).replace(
                "%1", str(len(stack))
            )
            if self.interactive and index in self.draws:
                left = (
                    tr("%1 · %2").replace("%1", left).replace("%2", tr("click or drag it to draw"))
                )
            item.explain(f"{about}\n{left}")

    def _look_cue(self, player: int) -> str:
        """What a click on ``player``'s panel does (``look_at``), said by its tooltips."""
        return elide(
            tr("Click to see %1's garden large (Page Down: the next garden)").replace(
                "%1", self._name(player)
            )
        )

    def _is_pickable(self, key: Key, state: State) -> bool:
        if not self.interactive:
            return False
        for index, stack in enumerate(state.stacks):
            if stack and index in self.draws and key == stack_key(stack, index):
                return True
        return bool(self.places) and key == state.held and state.current == self.viewer

    def _sync_piles(self, state: State) -> None:
        count = draw_slots(state)
        if self._hand_slot is None:
            self._hand_slot = PileItem()
            self.scene.addItem(self._hand_slot)
        unit = self.arrangement.scale
        self._hand_slot.setPos(self.hand_pos)
        self._hand_slot.setScale(unit)
        self._hand_slot.set_count(0)
        while len(self._piles) < count:
            pile = PileItem()
            label = LabelItem("", 11)
            label.alignment = Qt.AlignmentFlag.AlignCenter
            label.pill = True
            self.scene.addItem(pile)
            self.scene.addItem(label)
            self._piles.append(pile)
            self._pile_labels.append(label)
        for index, (pile, label) in enumerate(zip(self._piles, self._pile_labels, strict=True)):
            pile.setVisible(index < count)
            label.setVisible(index < count)
            if index >= count:
                continue
            pos = self._slot_pos(index)
            pile.setPos(pos)
            pile.setScale(unit)
            label.set_style(11 * unit, False)
            label.set_box((CARD_W + 20) * unit, 26 * unit)
            label.setPos(pos + QPointF(-10, CARD_H + 14) * unit)
            pile.backs = index < len(state.stacks)
            pile.set_discard(index == len(state.stacks))
            if index < len(state.stacks):
                left = len(state.stacks[index])
                pile.set_count(left)
                text = tr("%1 card left") if singular(left) else tr("%1 cards left")
                label.set_text(text.replace("%1", str(left)))
            else:
                discarded = len(state.discard)
                pile.set_count(discarded)
                text = tr("%1 card") if singular(discarded) else tr("%1 cards")
                label.set_text(text.replace("%1", str(discarded)))
        # the discard pile's heading, on its tray: its face-up top was read as the next card
        words = tr("Discard pile")
        size = fitting_size(lambda metrics: metrics.horizontalAdvance(words), CARD_W + 12, 13, 9)
        size *= unit  # "Ablagestapel" is long
        heading = self._label("discard-heading", size, True)
        heading.setVisible(state.solo)
        heading.alignment = Qt.AlignmentFlag.AlignCenter
        heading.set_box((CARD_W + 20) * unit, 36 * unit)
        heading.setPos(self._slot_pos(len(state.stacks)) + QPointF(-10, -48) * unit)
        heading.set_text(words)

    def _panel(self, key: object, rect: QRectF) -> PanelItem:
        panel = self._panels.get(key)
        if panel is None:
            panel = PanelItem(rect)
            panel.palette_colors = self.view.palette_colors
            self.scene.addItem(panel)
            self._panels[key] = panel
        panel.set_rect(rect)
        return panel

    def _label(
        self, key: object, size: float = 14, bold: bool = False, kind: type[LabelItem] = LabelItem
    ) -> LabelItem:
        label = self._labels.get(key)
        if label is None:
            label = kind("", size, bold)
            label.palette_colors = self.view.palette_colors
            self.scene.addItem(label)
            self._labels[key] = label
        label.set_style(size, bold)
        return label

    def _name(self, player: int) -> str:
        if player < len(self.seat_names):
            return self.seat_names[player]
        return tr("Player %1").replace("%1", str(player + 1))

    def _score(self, player: int) -> int:
        if self.projection is None or player >= len(self.projection.players):
            return 0
        return self.projection.players[player].score

    def _sync_panels(self, state: State) -> None:
        over = state.phase is Phase.OVER
        unit = self.arrangement.scale
        width = LEFT_W * unit
        stacks = self.placement.stacks
        stacks_panel = self._panel("stacks", QRectF(stacks, QSizeF(width, STACKS_H * unit)))
        stacks_panel.emphasis = bool(self.draws) and self.interactive
        title = self._label("stacks-title", 15 * unit, True)
        # in solo, clear of the discard pile's heading beside it
        title_w = self._slot_pos(len(state.stacks)).x() - stacks.x() - 30 * unit
        title.set_box(title_w if state.solo else width - 40 * unit, 36 * unit)
        title.setPos(stacks + QPointF(20, 16) * unit)
        title.set_text(tr("Draw a card"))
        at = self.placement.hand
        hand = self._panel("hand", QRectF(at, QSizeF(width, HAND_H * unit)))
        hand.emphasis = bool(self.places) and self.interactive
        hand_title = self._label("hand-title", 15 * unit, True)
        hand_title.set_box(width - 40 * unit, 36 * unit)
        hand_title.setPos(at + QPointF(20, 14) * unit)
        hand_title.set_text(tr("Card in hand"))  # the seat on screen may be an AI's
        hand_hint = self._label("hand-hint", 11 * unit)
        hand_hint.font.setItalic(True)
        hint_w = (LEFT_W - CARD_W - 70) * unit
        most = lines_fitting(hand_hint.font, 140 * unit)
        write_lines(
            hand_hint, hint_w, *wrap_text(self._hand_hint(state), hand_hint.font, hint_w, most)
        )
        hand_hint.setPos(at + QPointF(CARD_W + 50, 60) * unit)
        # the viewer's garden
        garden_panel = self._garden_panel_rect()
        panel = self._panel(("area", self.viewer), garden_panel)
        panel.emphasis = state.current == self.viewer and not over
        big_pt = self.arrangement.header_pt()
        big_row = 44 / 18 * big_pt
        others = [player for player in range(len(state.areas)) if player != self.viewer]
        # the level after the score in every narrow panel where one name leaves it no room
        # after the name: "Iris · KI schwer" over "−1 Pkt." beside "Rose" over "−1 Pkt. · KI
        # schwer" read as two kinds of seat (play tester 134)
        level_below = self.arrangement.narrow and any(
            level_crowds_title(
                self._widest_title(player), self._narrow_rows(player)[0], NARROW_PT * unit
            )
            for player in others
        )
        for player in range(len(state.areas)):
            name = self._name(player)
            if player == self.viewer:
                # named like every garden where nobody sits at it (every seat a computer's);
                # else "yours", as the Petal Plotters table heads "Your Garrison (Ben)": a
                # learner read "Robin's garden" over words that said "your garden" (play
                # tester 209)
                own = tr("%1's garden") if self.watching else tr("Your garden (%1)")
                mine = elide(own.replace("%1", name))
                top = garden_panel.top() + self.arrangement.header_band() - big_row - 16
                row = QRectF(garden_panel.left() + 20, top, garden_panel.width() - 40, big_row)
                self._write_header(player, mine, row, big_pt, least=TITLE_PT)
            else:
                rect = self._side_rect(player)
                side = self._panel(("area", player), rect)
                side.emphasis = state.current == player and not over
                # a click, or Page Down, draws this garden large (``look_at``)
                side.setCursor(Qt.CursorShape.PointingHandCursor)
                # their score's breakdown first, then what a click does
                cue = self._breakdown_tip(player, self._look_cue(player))
                side.setToolTip(cue)
                turn = state.current == player and not over
                title = (TURN_MARK if turn else "") + "%1"
                if self.arrangement.narrow:  # beside the held card, the name over the score
                    row, below = self._narrow_rows(player)
                    font = QFont()
                    font.setBold(True)
                    font.setPointSizeF(NARROW_PT * unit)
                    # at its widest, the turn's ▶ and any score: the score beside it or
                    # under it for the whole game (``WIDEST_SCORE``)
                    needed = header_width(
                        self._widest_title(player),
                        self._points_text(WIDEST_SCORE),
                        QFontMetricsF(font),
                    )
                    needed += mark_diameter(NARROW_PT * unit) * MARK_ROOM  # the seat's mark
                    # or beside it where the panel has grown wide enough (play test: a panel
                    # grown into the felt wrote "Amélie" over "−19 pts" with room to spare)
                    self._write_header(
                        player,
                        title,
                        row,
                        NARROW_PT * unit,
                        below if needed > row.width() else None,
                        least=NAME_LEAST_PT * unit,
                        name=name,
                        level=True,
                        level_below=level_below,
                    )
                else:  # the right end stays free for the card the player holds
                    row = wide_title_row(rect, unit)
                    # written smaller before it is cut: a computer's level after its name
                    # ("Fern · AI normal") was cut in a panel 1600 pixels wide
                    self._write_header(
                        player, title, row, 15 * unit, least=NARROW_PT * unit, name=name, level=True
                    )
                # a name cut short says itself whole, over the panel's tooltip: then the rest
                header = self._labels[("header", player)]
                if header.toolTip():
                    header.setToolTip(f"<p>{html.escape(header.toolTip(), quote=False)}</p>{cue}")
        # labels of players who left the table (fewer seats) are hidden
        for key, label in self._labels.items():
            if isinstance(key, tuple) and key[0] in ("header", "score"):
                label.setVisible(key[1] < state.players)
        for key, mark in self._seat_marks.items():
            if isinstance(key, tuple):
                mark.setVisible(state.players > 1 and key[1] < state.players)
        for key, item in self._panels.items():
            if isinstance(key, tuple) and key[0] == "area":
                item.setVisible(key[1] < state.players)

    def _points(self, player: int) -> str:
        """The score a garden's title shows: "−19 pts"."""
        return self._points_text(self._score(player))

    @staticmethod
    def _points_text(total: int) -> str:
        """A score of ``total`` as a garden's title writes it."""
        unit = tr("%1 pt") if singular(total) else tr("%1 pts")
        return unit.replace("%1", number_text(total))

    def _narrow_rows(self, player: int) -> tuple[QRectF, QRectF]:
        """A narrow panel's title rows (``narrow_rows``)."""
        return narrow_rows(self._side_rect(player), self.arrangement.scale)

    def _widest_title(self, player: int) -> str:
        """Another player's title at its widest: their name with the turn's ▶, and their
        level for a computer."""
        return self.seat_title(player, TURN_MARK + "%1").replace("%1", self._name(player))

    def _write_header(
        self,
        player: int,
        title: str,
        row: QRectF,
        size: float,
        below: QRectF | None = None,
        keys: tuple[object, object] | None = None,
        least: float | None = None,
        name: str | None = None,
        level: bool = False,
        level_below: bool = False,
    ) -> None:
        """A garden's title on the left of ``row`` and its score on the right (or on the left
        of the row ``below``, in a narrow panel): the score is measured and never cut, the
        title takes the rest and is cut (whole in the tooltip) when a long name does not fit.
        ``keys`` name the title's and the score's labels (by default the player's own).
        With ``least``, both are first written smaller, down to that size, to keep the title
        whole: the viewer's garden's title, as large as large panels' text over a garden five
        columns wide, read "Player 1's ga…" (1280×700, panels at scale 2.1). With ``below``
        too, the name alone is written smaller, with its seat mark, the score keeping its size on
        its own row: "Margueri…" was cut in a narrow panel whose row had room
        for her whole name two points smaller (play tester 191, 1600×900, four players).
        With ``name``, ``title`` holds it as %1, and a title too long is cut in the name, the
        words round it whole (``fit_name``). With ``level`` too, a computer seat's level
        follows the title (``seat_title``), never cut: where the title (with the turn's ▶)
        leaves it no room, it follows the score on the row ``below`` (written smaller there,
        down to ``LEVEL_LEAST_PT``, cut at its end there where it does not fit even so: the
        name is never cut for it), or without ``below`` goes on the title's second line
        where the row is tall enough for two; only else is the name cut before it. Cut at the
        title's end, it read "Clementine · IA norm…" in narrow panels: which level played
        there was lost; and the level kept on the title's row cut a short name to "M…" or
        "…" in panels with room to spare (play tester). With ``level_below`` too, the level
        follows the score even where the name leaves it room: so in every narrow panel when
        one name leaves it none. Each choice (the size, the level's place, the room the score
        takes) is made for the title at its widest, with the turn's ▶ and ``WIDEST_SCORE``: the
        title keeps one form for the game, as the score and the turn change, and the level, once
        off the name's row, stays off it (play tester 142)."""
        header_key, score_key = keys or (("header", player), ("score", player))
        title_row = row

        def filled(template: str) -> str:
            return template if name is None else template.replace("%1", name)

        template = self.seat_title(player, title) if level else title
        whole = filled(template)
        points = self._points(player)
        reserved = self._points_text(WIDEST_SCORE)
        mark = self._seat_mark(header_key, player)
        # chosen with the turn's ▶ whoever's turn it is: the level stays in place as turns pass
        widest = filled(self.seat_title(player, TURN_MARK + title.removeprefix(TURN_MARK)))
        title_pt = size
        if least is not None and below is not None:  # the name alone, with the turn's ▶
            named = filled(TURN_MARK + title.removeprefix(TURN_MARK))

            def name_width(sized: QFontMetricsF) -> float:
                """The name and the seat's mark before it, as tall as its line."""
                marked = 0.0 if mark is None else min(sized.height(), row.height()) * MARK_ROOM
                return marked + sized.horizontalAdvance(named)

            title_pt = fitting_size(name_width, row.width() - TEXT_SLACK, size, least)
        if mark is not None:  # the seat's mark first, the title after it
            diameter = min(mark_diameter(title_pt), row.height())
            row = row.adjusted(diameter * MARK_ROOM, 0, 0, 0)
            mark.set_diameter(diameter)
            mark.setPos(row.left() - diameter * MARK_ROOM, row.center().y() - diameter / 2)
        if least is not None and below is None:
            size = title_pt = whole_title_size(
                widest if level else whole, reserved, row.width(), size, least
            )
        score = self._label(score_key, size, True)
        metrics = QFontMetricsF(score.font)
        words = self.level_words(player) if level else ""
        scored, widest_scored = " · ".join([points, words]), " · ".join([reserved, words])
        if below is not None:  # the name alone on the title's row, the score under it
            crowded = level_below or level_crowds_title(widest, title_row, size)
        else:
            crowded = header_width(widest, reserved, metrics) > row.width()
        # once off the name's row, the level stays off it: the panels' room changes as the
        # table is arranged anew, and the title went to two lines and back (play tester 142)
        crowded = (crowded or header_key in self._crowded_titles) and bool(words)
        if crowded:
            self._crowded_titles.add(header_key)
        # the level after the score on the row below, written smaller there to stay whole
        # (German, four players: "−1 Pkt. · KI normal" did not fit there, and the level took
        # the name's room, "… · KI normal", play tester), else after the name
        moved = level_cut = level_under = False
        score_h = row.height()
        if crowded and below is not None:
            least_pt = min(size, LEVEL_LEAST_PT * size / NARROW_PT)
            room = below.width() - TEXT_SLACK
            smaller = fitting_size(
                lambda sized: sized.horizontalAdvance(widest_scored), room, size, least_pt
            )
            score = self._label(score_key, smaller, True)
            moved = QFontMetricsF(score.font).horizontalAdvance(widest_scored) <= room
            # else on a line of its own under the score, where the title's room holds two
            # (``NARROW_HEADER``): cut after the score, "−5 Pkt. · KI schw…" read at 1140×545
            # where a slightly narrower window's panels showed it whole (play tester 157)
            two_h = below.height() * LEVEL_UNDER_ROOM
            if not moved:

                def stacked_width(lines: QFontMetricsF) -> float:
                    """The score over the level: too tall counts as too wide."""
                    if 2 * lines.lineSpacing() > two_h:
                        return math.inf
                    return max(lines.horizontalAdvance(reserved), lines.horizontalAdvance(words))

                under_pt = fitting_size(stacked_width, room, size, least_pt)
                score = self._label(score_key, under_pt, True)
                level_under = stacked_width(QFontMetricsF(score.font)) <= room
                if not level_under:
                    score = self._label(score_key, smaller, True)
            if level_under:
                scored, widest_scored = f"{points}\n{words}", f"{reserved}\n{words}"
                moved, score_h = True, two_h
            elif not moved:  # there all the same, cut at its end: the name is never what is cut
                # (beside it on the title's row, the name left "… · KI nor", play tester 152)
                joint = QFontMetricsF(score.font).horizontalAdvance(f"{reserved} · ")
                cut = QFontMetricsF(score.font).elidedText(
                    words, Qt.TextElideMode.ElideRight, max(room - joint, 0.0)
                )
                scored, widest_scored = f"{points} · {cut}", f"{reserved} · {cut}"
                moved, level_cut = True, cut != words
        # in a wide panel, under the name, where the title's row holds two lines ("▶ B… · AI
        # normal" in a panel 340 pixels wide while Ben played, play tester)
        stacked = crowded and below is None and 2 * metrics.lineSpacing() <= row.height()
        if moved:  # the level after the score, the title's row left to the name
            points, reserved, template, whole = scored, widest_scored, title, filled(title)
        if stacked:  # the level on the second line, the first left to the name
            template, whole = title, filled(title)
        drawn = QFontMetricsF(score.font)
        width = max(
            drawn.horizontalAdvance(line)
            for text in (points, reserved)
            for line in text.split("\n")
        )
        width += TEXT_SLACK
        score.set_box(width, score_h)
        score.alignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        score.setPos(row.right() - width, row.top())
        if below is not None:
            score.alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            score.setPos(below.topLeft())
        score.set_text(points)
        header = self._label(header_key, title_pt, True)
        beside = 0.0 if below is not None else width + 16
        header.set_box(row.width() - beside, row.height())
        header.setPos(row.topLeft())
        if name is None:
            text, tip = fit_lines([whole], header.font, header.width)
        else:
            text, tip = fit_name(template, name, header.font, header.width)
        if stacked:
            text, tip = f"{text}\n{words}", tip and f"{tip}\n{words}"
        if level_cut:  # the whole level in the title's tooltip
            tip = filled(self.seat_title(player, title))
        header.set_text(text)
        header.setToolTip(tip)

    def _seat_mark(self, key: object, player: int) -> SeatMarkItem | None:
        """The seat mark beside the title labelled ``key``; none with one seat alone (solo,
        whose one garden needs no telling apart)."""
        mark = self._seat_marks.get(key)
        if self.state is None or self.state.players < 2:
            if mark is not None:
                mark.setVisible(False)
            return None
        if mark is None or mark.seat != player:
            if mark is not None:
                self.scene.removeItem(mark)
            mark = SeatMarkItem(player)
            mark.palette_colors = self.view.palette_colors
            self.scene.addItem(mark)
            self._seat_marks[key] = mark
        mark.setVisible(True)
        label = self._labels.get(key)
        mark.setZValue(label.zValue() if label is not None else 0.0)
        return mark

    def _held_stays_words(self) -> str:
        """Why Esc leaves the card drawn in hand. One taken face up showed nothing new, so
        Undo may still put it back until it is placed (``waiting_top``): "it cannot go back
        to its stack" sent a keyboard player away from Undo (play test)."""
        if self.state is not None and waiting_top(self.state) is not None:
            keys = QKeySequence(QKeySequence.StandardKey.Undo).toString(
                QKeySequence.SequenceFormat.NativeText
            )
            return tr(
                "The card you took stays in hand: Undo (%1) puts it back on its stack until it"
                " is placed. The arrow keys move between the places."
            ).replace("%1", keys)
        return tr(
            "The card you drew must be placed: it cannot go back to its stack."
            " The arrow keys move between the places."
        )

    def _hand_hint(self, state: State) -> str:
        """What the viewer may do with their hand now; nothing while the seat on screen is not
        the one choosing (an AI seat playing solo, a lesson's explanation)."""
        if state.phase is Phase.OVER:
            return tr("The game is over.")
        if self.waiting_note is not None and self._legal is None:
            # the status line says why nothing is played (a finished game's earlier table,
            # an explanation to read): "Wait for Rose." read as if the game went on
            return ""
        if state.current != self.viewer:
            return tr("Wait for %1.").replace("%1", self._name(state.current))
        if self._landing_mover is not None:
            return tr("Wait for %1.").replace("%1", self._name(self._landing_mover))
        if self._legal is None:
            return ""
        if state.held is None:
            return tr(
                "Drag a card from a stack onto your garden, click a stack, or press its number."
            )
        return tr(
            "Drag this card to a highlighted cell: next to a card, or on top of one to cover"
            " it. You can also click a cell, or use the arrow keys and Enter."
        )

    def _sync_targets(self) -> None:
        show = self.interactive and bool(self.places)
        wanted = set(self.places) if show else set()
        gone = [cell for cell in self.targets if cell not in wanted]
        for cell in gone:
            self.scene.removeItem(self.targets.pop(cell))
        if gone and QToolTip.isVisible():
            # a cell's "Cover this card" stayed over the next player's garden for seconds
            QToolTip.hideText()
        geo = self.geometry[self.viewer]
        for cell in wanted:
            rect = geo.card_rect(cell).adjusted(-4, -4, 4, 4)
            item = self.targets.get(cell)
            if item is None:
                item = HighlightItem(rect, cell)
                item.palette_colors = self.view.palette_colors
                item.set_clickable(True)
                item.clicked.connect(self._on_target_clicked)
                item.hovered.connect(self._on_target_hovered)
                self.scene.addItem(item)
                self.targets[cell] = item
            else:
                item.prepareGeometryChange()
                item.rect = rect
            self._style_target(cell, item)
            item.setToolTip(self._target_words(cell))

    # -- overlay and scores -----------------------------------------------------------------
    def _refresh_overlays(self) -> None:
        state = self.state
        if state is None:
            return
        enabled = self.overlay_button.isChecked()
        preview_state = self._preview_state()
        for player in range(max(state.players, len(self._overlays))):
            overlay = self._overlays.get(player)
            if overlay is None:
                overlay = OverlayItem()
                overlay.patterns = self.field_patterns
                self._overlays[player] = overlay
                self._marks[player] = OverlayItem(marks=True)
                for layer in (overlay, self._marks[player]):
                    layer.palette_colors = self.view.palette_colors
                    self.scene.addItem(layer)
            marks = self._marks[player]
            if player >= state.players or not enabled:
                overlay.setVisible(False)
                marks.setVisible(False)
                continue
            source = preview_state if preview_state is not None and player == self.viewer else state
            if self.landing_from is not None and player == self._landing_mover:
                source = self.landing_from  # the card has not landed yet
            data = self._overlay_data(player, source)
            lift = LOOK_Z if player == self.looking_at else 0.0
            for layer, z in ((overlay, OVERLAY_Z), (marks, MARKS_Z)):
                layer.setVisible(True)
                layer.setZValue(lift + z)
                layer.set_data(data)
        if preview_state is None:
            self._explain_cards(state)

    def _explain_cards(self, state: State) -> None:
        """Card tooltips that say what the engine's scoring thinks of each visible card; a
        card outside the gardens (on a stack, in hand) is named alone: looked back at, a stack's
        card told of the garden it lies in now (play tester 151)."""
        laid = {card for area in state.areas for pile in area.values() for card in pile}
        tops = {stack_key(stack, index) for index, stack in enumerate(state.stacks) if stack}
        for key, shown in self.cards.items():
            if isinstance(key, int) and key not in laid | tops:  # the stacks' own words
                shown.explain(card_title(key))
        covered = tr(
            "Covered: it does not score, but it goes with the card on top if that one is"
            " removed (−1)."
        )
        for area in state.areas:
            scored = score_area(area, state.summer)
            invalid = set(scored.removed_cells)
            group_size = {cell: len(g.cells) for g in scored.value_groups for cell in g.cells}
            field_of = {cell: field for field in scored.fields for cell in field.cells}
            butterflies = set(scored.butterfly_cells)
            for cell, pile in area.items():
                # a covered card's edge still shows: it kept what it was told on top
                for under in pile[:-1]:
                    if (lower := self.cards.get(under)) is not None:
                        lower.explain(f"{card_title(under)}\n{covered}")
                item = self.cards.get(pile[-1])
                if item is None:
                    continue
                card = CARDS[pile[-1]]
                lines = [card_title(pile[-1])]
                if card.purple:
                    lines.append(tr("Starting card: it has no value and can never be covered."))
                elif cell in invalid:
                    # at the end the removal has happened: "yet" and "would" no longer hold
                    removal = (
                        tr("Not in a valid group of %1: it is removed (−%2).")
                        if self.game.is_over(state)
                        else tr("Not in a valid group of %1 yet: it would be removed (−%2).")
                    )
                    lines.append(
                        removal.replace("%1", str(card.value)).replace("%2", str(len(pile)))
                    )
                    size = group_size.get(cell, 1)
                    lines.append(
                        tr("Its group has 1 card; it needs exactly %1.").replace(
                            "%1", str(card.value)
                        )
                        if size == 1
                        else tr("Its group has %1 cards; it needs exactly %2.")
                        .replace("%1", str(size))
                        .replace("%2", str(card.value))
                    )
                else:
                    lines.append(tr("In a valid group of %1.").replace("%1", str(card.value)))
                field = field_of.get(cell)
                if field is not None:
                    part = (
                        tr("Part of a field of %1 cards.")
                        if field.scores
                        else tr(
                            "Part of a field of %1 cards that touches no purple starting card:"
                            " in the Summer variant it does not score."
                        )
                    )
                    lines.append(part.replace("%1", str(field.size)))
                if cell in butterflies:
                    lines.append(tr("Its butterfly touches a card of the butterfly's colour: +1."))
                elif card.butterfly is not None and cell not in invalid:
                    # a butterfly left out said nothing: a player could not tell it was missed
                    lines.append(tr("Its butterfly touches no card of its colour: it earns 0."))
                if len(pile) > 1:
                    # a covered card shows only an edge: the card on top names it
                    lines.append(
                        tr("Under it, from the top: %1.").replace(
                            "%1", "; ".join(flower_name(under) for under in reversed(pile[:-1]))
                        )
                    )
                item.explain("\n".join(lines))

    def _on_overlay_toggled(self) -> None:
        if self.state is not None:
            self._refresh_overlays()
            self._update_score_card()

    def _overlay_data(self, player: int, state: State) -> OverlayData:
        geo = self.geometry[player]
        area = state.areas[player]
        scored = score_area(area, state.summer)
        return OverlayData(
            rects={cell: geo.card_rect(cell) for cell in area},
            values={cell: CARDS[pile[-1]].value for cell, pile in area.items()},
            invalid=frozenset(scored.removed_cells),
            fields=tuple((field.colour, field.cells, field.scores) for field in scored.fields),
            butterflies=frozenset(scored.butterfly_cells),
            covering=frozenset(cell for cell, pile in area.items() if len(pile) > 1),
            scale=geo.scale,
        )

    def _hand_state(self) -> State | None:
        """The table with the card in hand: the view, or while a face-up card is dragged out
        of its stack, the view after that draw (the engine applies it; nothing is played)."""
        if self.state is None or self.drag_draw is None:
            return self.state
        after = self.game.apply(self.state, self.drag_draw)
        return after if isinstance(after, State) else None

    def _preview_state(self) -> State | None:
        """The view after placing the held card on the previewed cell (engine applied)."""
        return None if self.preview_cell is None else self._placed_on(self.preview_cell)

    def _placed_on(self, cell: Cell) -> State | None:
        """The view after placing the held card on ``cell`` (engine applied); None where it
        may not go."""
        hand = self._hand_state()
        if hand is None or cell not in self.places:
            return None
        try:
            after = self.game.apply(hand, self.places[cell])
        except IllegalActionError:
            return None
        return after if isinstance(after, State) else None

    def _points_lost(self, cell: Cell) -> int:
        """What placing the held card on ``cell`` takes from the viewer's score now, as the
        engine projects it (the preview's change where it falls); 0 where the score holds or
        rises."""
        after = self._placed_on(cell)
        if after is None:
            return 0
        then = self.game.projection(after).players[self.viewer].score
        return max(0, self._score(self.viewer) - then)

    def preview_projection(self) -> Result | None:
        """The projected result if the held card went on the previewed cell."""
        after = self._preview_state()
        return None if after is None else self.game.projection(after)

    def _update_score_card(self) -> None:
        """The viewer's score panel: title, breakdown rows and legend stacked by their measured
        heights, so that no line runs into another in any language. A breakdown text too long
        for its column wraps (two lines at most, then it is cut with the whole as tooltip); the
        numbers get a column as wide as the widest of them, so they are never cut."""
        state = self.state
        assert state is not None
        unit = self.arrangement.scale
        corner = self.placement.score
        top = corner.y()
        left, width, gap = corner.x() + 24.0 * unit, (LEFT_W - 48) * unit, 8.0 * unit
        panel = self._panel("score", QRectF(corner.x(), top, LEFT_W * unit, 260 * unit))
        panel.emphasis = False
        title = self._label("score-title", 15 * unit, True)
        heading = self._score_heading(self.viewer)
        write_lines(title, width, *wrap_text(heading, title.font, width, most=2))
        title.setPos(left, top + 12 * unit)
        y = top + 12 * unit + title.height + gap
        rows = self._score_rows()
        while len(self._score_lines) < len(rows) * 2:
            label = LabelItem("", ROW_PT)
            label.palette_colors = self.view.palette_colors
            self.scene.addItem(label)
            self._score_lines.append(label)
        for label in self._score_lines[len(rows) * 2 :]:
            label.setVisible(False)
        pairs = [self._score_lines[2 * row : 2 * row + 2] for row in range(len(rows))]
        colors = self.view.palette_colors
        style_colors = {"preview": colors.accent, "next": colors.muted_text}
        ranks = self._ranks_text() if any(row[2] == "rank" for row in rows) else ""
        for (_text, _number, style), pair in zip(rows, pairs, strict=True):
            for label in pair:
                label.setVisible(True)
                label.set_style(ROW_PT * unit, style in ("total", "preview"))
                label.color = style_colors.get(style)
        advances = [
            TEXT_SLACK + QFontMetricsF(value.font).horizontalAdvance(number)
            for (_text, number, _style), (_name, value) in zip(rows, pairs, strict=True)
        ]
        # the rank is a word, and the preview's "−1 (−1)" comes and goes with a held card:
        # each takes its own room, not the numbers' column (the other rows re-wrapped each
        # time a card was picked up, play test)
        column = max(
            (
                advance
                for advance, row in zip(advances, rows, strict=True)
                if row[2] in ("line", "total")
            ),
            default=0.0,
        )
        for (text, number, style), (name, value), advance in zip(
            rows, pairs, advances, strict=True
        ):
            own = max(column, advance) if number else 0.0  # a row of words alone: all of it
            beside = width - own - 12
            write_lines(name, beside, *wrap_text(text, name.font, beside, most=2))
            write_lines(value, own, number, "")
            if style in ("rank", "next"):  # the ranks' scores, in the rules reader alone before
                name.setToolTip(ranks)
                value.setToolTip(ranks)
            value.alignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            name.setPos(left, y)
            value.setPos(left + width - own, y)
            y += max(name.height, value.height) + gap
        # room for the row a placement preview adds, so that the fitted view shows it; kept
        # all game, not only while a card is held: the table jumped as a card was picked up
        reach = y
        playing = self.state is not None and self.state.phase is not Phase.OVER
        if playing and not any(style == "preview" for _text, _number, style in rows):
            bold = QFont()
            bold.setPointSizeF(ROW_PT * unit)
            bold.setBold(True)
            # the row's words beside its own number, as the row writes them: measured beside
            # the numbers' column, German's one line took two once a card was drawn, and the
            # table shrank (1200×606)
            now = self.projection.players[self.viewer].score if self.projection else 0
            sample = self._preview_change(now - 1, now)
            own = max(column, TEXT_SLACK + QFontMetricsF(bold).horizontalAdvance(sample))
            room = width - own - 12
            text = wrap_text(preview_words(), bold, room, most=2)[0]
            reach += QFontMetricsF(bold).boundingRect(QRectF(0, 0, room, 10_000), 0, text).height()
            reach += gap
        legend = self._label("legend", 10 * unit, kind=LegendItem)
        legend.setVisible(self.overlay_button.isChecked())
        legend_words = ""
        if legend.isVisible():
            # a dashed field is a Summer one away from purple: elsewhere the words sent a
            # learner looking for a dashed outline that never comes
            summer = self.state is not None and self.state.summer
            if playing:
                text = (
                    tr(
                        "✓ valid value group · ✗ would be removed at the end · coloured outline:"
                        " a field (dashed: it touches no purple card and does not score) · +1:"
                        " a scoring butterfly"
                    )
                    if summer
                    else tr(
                        "✓ valid value group · ✗ would be removed at the end · coloured outline:"
                        " a scoring field · +1: a scoring butterfly"
                    )
                )
            else:
                # the game over, "would be removed" read as still to come (play test)
                text = (
                    tr(
                        "✓ valid value group · ✗ removed at the end (−1 each, with what lay"
                        " under it) · coloured outline: a field (dashed: it touches no purple"
                        " card and did not score) · +1: a scoring butterfly"
                    )
                    if summer
                    else tr(
                        "✓ valid value group · ✗ removed at the end (−1 each, with what lay"
                        " under it) · coloured outline: a scoring field · +1: a scoring"
                        " butterfly"
                    )
                )
            marks = self._legend_marks(state)
            legend_words = text
            metrics = QFontMetricsF(legend.font)
            lines = legend_lines(text, [mark for mark, _tip in marks], metrics, width - TEXT_SLACK)
            write_lines(legend, width, "\n".join(lines), "")
            legend.setToolTip("\n".join(tip for _mark, tip in marks))
            legend.setPos(left, y)
            y += legend.height + gap
            reach += legend.height + gap
        panel.set_rect(QRectF(corner.x(), top, LEFT_W * unit, y + 4 * unit - top))
        self.score_bottom = reach + 4 * unit
        content = (heading, tuple(row for row in rows if row[2] != "preview"), legend_words)
        if content != self._score_content:
            self._score_at.clear()
        self._score_content = content
        self._score_h = self._score_at[unit] = (self.score_bottom - top) / unit

    def _legend_marks(self, state: State) -> list[tuple[str, str]]:
        """The legend's key to the marks of the others' moves (``LegendItem`` draws their
        swatches), each with its line of the legend's tooltip: the last move's glow always
        (in solo, one's own last card), the ring of a card placed since the viewer's last
        move where several others play (``show_state``'s ``since_cells``)."""
        marks = [(GLOW_SWATCH, tr("last move"), tr("The last move placed this card."))]
        if state.players > 2:
            marks.append(
                (RING_SWATCH, tr("since your last move"), tr("Placed since your last move."))
            )
        return [(f"{swatch} {words}", f"{swatch} {tip}") for swatch, words, tip in marks]

    def _score_heading(self, player: int) -> str:
        """The heading of ``player``'s score breakdown: the score panel's title, and the first
        line of a rival's breakdown on hover (``_breakdown_tip``)."""
        state = self.state
        over = state is not None and state.phase is Phase.OVER
        if state is not None and state.solo:
            return tr("Final score") if over else tr("Score if the game ended now")
        # whose: after a game of two at one screen, a player read the viewer's numbers as
        # those of the other garden beside them (play test). No-break spaces hold the dash
        # between the heading's last word and the name: broken before the dash, "— Ann"
        # stood alone on the second line (1366×768, play test)
        return (
            tr("Final score\u00a0—\u00a0%1")
            if over
            else tr("Score if the game ended now\u00a0—\u00a0%1")
        ).replace("%1", self._name(player))

    def _breakdown_rows(self, player: int) -> list[tuple[str, str, str]]:
        """How ``player``'s score is made up, as the engine's projection gives it: a row per
        score line, named as the results name them (``breakdown_labels``), then the total;
        (text, number, style), style "line" or "total". The viewer's score panel and a
        rival's breakdown on hover (``_breakdown_tip``) both read them."""
        if self.projection is None or player >= len(self.projection.players):
            return []
        score = self.projection.players[player]
        rows = [
            (label, points_text(line.points), "line")
            for label, line in zip(breakdown_labels(score.lines), score.lines, strict=True)
        ]
        rows.append((tr("Total"), number_text(score.score), "total"))
        return rows

    def _breakdown_tip(self, player: int, then: str) -> str:
        """Another player's score breakdown, as a tooltip over their panel and their garden
        drawn large, ``then`` (what a click or a key does there) under it: the score panel
        shows only the viewer's, and a player following a rival's score wanted to see what
        made it (play test, a Board Game Arena player). Flowers gardens are public, so is
        their scoring. A table, as the score panel sets it: the numbers right-aligned in a
        column of their own (written after each line's words, they stood ragged)."""
        rows = []
        for text, number, style in self._breakdown_rows(player):
            words, value = html.escape(text, quote=False), html.escape(number, quote=False)
            if style == "total":
                words, value = f"<b>{words}</b>", f"<b>{value}</b>"
            value = f"<td align='right' style='padding-left: 12px'>{value}</td>"
            rows.append(f"<tr><td>{words}</td>{value}</tr>")
        heading = html.escape(self._score_heading(player), quote=False)
        return (
            f"<p><b>{heading}</b></p><table cellspacing='0'>{''.join(rows)}</table>"
            f"<p>{html.escape(then, quote=False)}</p>"
        )

    def _score_rows(self) -> list[tuple[str, str, str]]:
        """The score panel's rows: (text, number, style), style "line", "total", "rank" or
        "preview"."""
        rows = self._breakdown_rows(self.viewer)
        if not rows or self.projection is None:
            return rows
        mine = self.projection.players[self.viewer]
        preview = self.preview_projection()
        if mine.title:
            rank = self._rank(mine.title)
            then = preview.players[self.viewer].title if preview is not None else None
            if then and then != mine.title:
                # the card held where it reaches another rank says so: "11 (change +1)" beside
                # "Beginner" and "Apprentice at 11 points: 1 to go" left a rank chaser to work
                # it out (play tester 209)
                rank = tr("%1 → %2").replace("%1", rank).replace("%2", self._rank(then))
            rows.append((tr("Rank"), rank, "rank"))
            coming = next_rank(mine.score)
            if coming is not None:  # what a rank chaser plays for (play test)
                title, threshold = coming
                gap = threshold - mine.score
                over = self.state is not None and self.state.phase is Phase.OVER
                if over:  # "to go" once nothing is left to play read as if it went on
                    words = (
                        tr("%1 at %2 points: 1 short")
                        if gap == 1
                        else tr("%1 at %2 points: %3 short")
                    )
                else:
                    words = (
                        tr("%1 at %2 points: 1 to go")
                        if gap == 1
                        else tr("%1 at %2 points: %3 to go")
                    )
                words = words.replace("%1", self._rank(title)).replace("%2", str(threshold))
                rows.append((words.replace("%3", str(gap)), "", "next"))
        if preview is not None:
            then = preview.players[self.viewer].score
            change = self._preview_change(then, mine.score)
            rows.append((preview_words(), change, "preview"))
        return rows

    @staticmethod
    def _preview_change(then: int, now: int) -> str:
        """The preview row's number: the score ``then`` and its change from ``now``, named
        ("−2 (change −1)"): "−2 (−1)" left the number in brackets unexplained (play test)."""
        return (
            tr("%1 (change %2)")
            .replace("%2", points_text(then - now))
            .replace("%1", number_text(then))
        )

    def _ranks_text(self) -> str:
        """Every solo rank and the scores it takes, from the engine's thresholds: "Beginner:
        10 or less · Apprentice: 11–17 · Expert: 18–24 · Master: 25 or more"."""
        bounds = sorted(threshold for threshold, _title in RANKS)
        parts = [
            tr("%1: %2 or less")
            .replace("%1", self._rank(FIRST_RANK))
            .replace("%2", str(bounds[0] - 1))
        ]
        for (threshold, title), upper in zip(sorted(RANKS), [*bounds[1:], None], strict=True):
            if upper is None:
                part = tr("%1: %2 or more").replace("%2", str(threshold))
            else:
                part = tr("%1: %2–%3").replace("%2", str(threshold)).replace("%3", str(upper - 1))
            parts.append(part.replace("%1", self._rank(title)))
        return " · ".join(parts)

    def _rank(self, title: str) -> str:
        ranks = {
            "Beginner": tr("Beginner"),
            "Apprentice": tr("Apprentice"),
            "Expert": tr("Expert"),
            "Master": tr("Master"),
        }
        return ranks.get(title, title)

    def _update_status(self) -> None:
        state = self.state
        if state is None:
            self.status_label.setText("")
            return
        # another garden drawn large hides the viewer's: nothing is played while it shows
        looking = self.looking_at is not None
        short = ""  # the words in short, where they have a shorter form
        if state.phase is Phase.OVER and self.projection is not None:
            winners = [self._name(index) for index in self.projection.winners]
            best = max(self.projection.scores)
            one = singular(best)
            if state.solo:
                text = tr("Game over: %1 point.") if one else tr("Game over: %1 points.")
                text = text.replace("%1", number_text(best))
            elif len(winners) == 1:
                text = (
                    tr("Game over: %1 wins with %2 point.")
                    if one
                    else tr("Game over: %1 wins with %2 points.")
                ).replace("%2", number_text(best))
                text = text.replace("%1", winners[0])
            else:
                text = (
                    tr("Game over: %1 share the victory with %2 point.")
                    if one
                    else tr("Game over: %1 share the victory with %2 points.")
                ).replace("%2", number_text(best))
                # "Ann and Bo", as the results say it ("Ann, Bo" here, play test)
                text = text.replace("%1", join_names(winners, tr_engine))
        elif self.waiting_note is not None:
            text = self.waiting_note
        elif self._landing_mover is not None:
            text = tr("%1 is playing…").replace("%1", self._name(self._landing_mover))
        elif state.current != self.viewer:
            text = tr("%1 is playing…").replace("%1", self._name(state.current))
        elif self._legal is None or not self.interactive:
            text = ""
        elif looking:  # the sheet takes the keys that play, and the clicks
            text = (
                tr("Your turn: Esc, Enter or a click takes you back to your garden to draw a card.")
                if state.held is None
                else tr(
                    "Your turn: Esc, Enter or a click takes you back to your garden to place"
                    " your card."
                )
            )
        elif state.held is None:
            # the digit keys draw too; a keyboard player had no word of them
            keys = f"1–{len(state.stacks)}" if len(state.stacks) > 1 else "1"
            text = tr(
                "Your turn: draw a card from a stack (drag it, click it, press %1, or ←/→ and"
                " Enter)."
            ).replace("%1", keys)
            warning = self._last_turn_warning(state)
            text, short = (
                f"{said} {warning}".strip()
                for said in (text, tr("Your turn: draw a card from a stack."))
            )
        else:
            # the keys, as for the draw: a keyboard player read them only in the side panel
            text = tr(
                "Place your card on a highlighted cell (drag it, click the cell, or the arrows"
                " and Enter)."
            )
            after = [
                tr("Then the timer discards the face-up %1.").replace(
                    "%1", flower_name(state.stacks[index][-1])
                )
                for index in timer_stacks(state)
            ]
            warning = self._last_turn_warning(state)
            if warning:
                after.append(warning)
            text, short = (
                " ".join([said, *after])
                for said in (text, tr("Place your card on a highlighted cell."))
            )
        short = short or text
        playing = state.phase is not Phase.OVER and self._landing_mover is None
        # at a screen people share, the window's mark before these words names the one to act
        # ("To do — Ben"), and the words speak to them: headed with the name here too, the
        # first turn read "To do | Ann — Your turn", the later ones "To do — Ben | Your turn"
        # (play tester 126), and "To do — Ben | Ben's garden is now the large one" after the
        # screen changed hands, which it does only where people share it (the mark hidden, the
        # status bar's foot names the one to play: "Ben to play")
        if self.handed_over and playing and state.current == self.viewer and not looking:
            now = tr("Your garden is now the large one.")
            text, short = (f"{now} {said}" if said else now for said in (text, short))
        # short of room, the ways to draw or place give way to the tooltip rather than the
        # line taking a third line: the German lesson's first placing, with the timer's
        # discard, moved the table down 14 pixels at 1024×640 (play tester, session 55)
        self.status_label.set_forms(list(dict.fromkeys((text, short))))

    def end_warning(self) -> str:
        """The line's warning that the game ends (``_last_turn_warning``): "Looking for a good
        move…" laid over the line hid it while the hint was sought, before the draw (play
        tester 184) and after it (play testers of session 58)."""
        return "" if self.state is None else self._last_turn_warning(self.state)

    def _last_turn_warning(self, state: State) -> str:
        """The line's one warning that the game ends, for the line and the hint's search
        alike. Before the draw: which draws end the game once the card is placed (a player
        took a stack's last card and the game ended, "0 left" the only warning); after it:
        that placing the card held does. Empty if none."""
        if state.held is not None:
            if not ends_after_placing(state):
                return ""
            return tr("Last turn: the game ends once this card is placed.")
        ending = sorted(stack for stack in self.draws if ends_after_placing(state, stack))
        if not ending:
            return ""
        if len(ending) == len(self.draws):
            return tr("Last turn: the game ends once the card you draw is placed.")
        # each stack by what it shows: the table numbers none ("stack 1" named nothing seen)
        named = [
            _face_up_card(state, stack)
            if state.face_up[stack]
            else tr("a card from the face-down stack")
            for stack in ending
        ]
        if len(named) == 1:
            return tr("Taking %1 ends the game once the card is placed.").replace("%1", named[0])
        return (
            tr("Taking %1 or %2 ends the game once the card is placed.")
            .replace("%1", ", ".join(named[:-1]))
            .replace("%2", named[-1])
        )

    # -- gestures -------------------------------------------------------------------------
    def _stack_of(self, item: CardItem) -> int | None:
        for index in range(len(self.stack_pos)):
            if self.stack_item(index) is item:
                return index
        return None

    def _reason_cannot_draw(self, index: int) -> str:
        """Why the viewer cannot take the top card of draw slot ``index`` (in solo, the slot
        after the stacks is the discard pile): the engine's reason on their turn."""
        state = self.state
        assert state is not None
        if state.phase is not Phase.OVER and (
            state.current != self.viewer or self._legal is None or not self.interactive
        ):
            return self.not_my_turn()
        try:
            self.game.check_legal(state, Draw(index))
        except IllegalActionError as error:
            return tr_refusal(error, self.seat_names)
        return tr("You cannot take that card now.")  # legal, but the board was not offered it

    def _draw(self, index: int) -> bool:
        """Ask for Draw(index); True when the state now shows the card in hand."""
        action = self.draws.get(index)
        if action is None or not self.interactive:
            self.status_message.emit(self._reason_cannot_draw(index))
            return False
        before = self.state
        self.action_chosen.emit(action)
        return self.state is not before and self.state is not None and self.state.held is not None

    def _place(self, cell: Cell) -> bool:
        action = self.places.get(cell)
        if action is None or not self.interactive:
            return False
        before = self.state
        if before is not None and before.held is not None:
            self._placed = (before.held, cell)
        self._pointer_moved = False  # it rests on the card placed: no choice for the next
        self.action_chosen.emit(action)
        return self.state is not before

    def _on_drag_started(self, item: CardItem) -> None:
        """The held card may be dragged to a cell. A face-up card dragged out of its stack is
        drawn only where it is dropped (see ``drag_draw``); a face-down card is drawn as it is
        picked up, since its face can only be shown by drawing it."""
        assert isinstance(item, FlowerCardItem)
        self.card_preview.clear()
        state = self.state
        if state is None:
            item.cancel_drag()
            return
        self.drag_item = item
        self._render_hints()  # the stack's keyboard frame hides (``_render_hints``)
        if item is self.held_item():
            return
        index = self._stack_of(item)
        if index is not None and item.shows_face() and self._start_drag_draw(index):
            return
        if index is None or not self._draw(index):
            if self.drag_item is item:
                self.drag_item = None
            item.cancel_drag()
            self._render_hints()

    def _start_drag_draw(self, index: int) -> bool:
        """Offer the cells that drawing from stack ``index`` would allow, drawing nothing yet;
        False when that draw is not the viewer's to make."""
        draw = self.draws.get(index)
        if draw is None or not self.interactive:
            return False
        self.drag_draw = draw
        hand = self._hand_state()
        legal = self.game.legal_actions(hand) if hand is not None else ()
        self.places = {
            (action.x, action.y): action for action in legal if isinstance(action, Place)
        }
        self._sync_targets()
        return True

    def _forget_drag_draw(self) -> None:
        """A face-up card's drag ended without its draw: the table is back at the draw."""
        if self.drag_draw is not None:
            self.drag_draw = None
            self.places = {}

    def _on_drag_moved(self, item: CardItem, point: QPointF) -> None:
        """Preview the cell the card would land on; the keyboard frame, when out on a cell,
        comes along, as it does to the cell under a moving pointer (``_follow_pointer``)."""
        cell = self.geometry[self.viewer].cell_at(point)
        target = cell if cell in self.places else None
        if target != self.preview_cell:
            if target is not None and self.cursor_cell is not None:
                self.cursor_cell = target
            self._set_preview(target)

    def _style_target(self, cell: Cell, frame: HighlightItem) -> None:
        """How a legal cell's frame looks: the keyboard cursor's, over the lesson's orange frame
        (under it, the cursor on the lesson's cell hardly showed), the previewed, or offered.
        Every layout asks it too, so the previewed cell keeps its look under a resting pointer.
        While a card is dragged, the frame shows only on the cell it would land on."""
        dragged_elsewhere = self.drag_item is not None and cell != self.preview_cell
        cursor = cell == self.cursor_cell and not self.view.keys_elsewhere and not dragged_elsewhere
        frame.set_mode("cursor" if cursor else "hover" if cell == self.preview_cell else "legal")
        frame.setZValue(660 if cursor else 600)  # the lesson's frames lie at 650

    def _on_keys_moved(self) -> None:
        """The keyboard frame shows only while the table has the keys."""
        for cell, frame in self.targets.items():
            self._style_target(cell, frame)
        self._render_hints()

    def _set_preview(self, cell: Cell | None) -> None:
        self.preview_cell = cell
        for other, highlight in self.targets.items():
            self._style_target(other, highlight)
        if self._hint_spec[0]:
            self._render_hints()  # a lesson's orange cell frame goes around the keyboard's
        self._refresh_overlays()
        self._update_score_card()
        self._update_ghost()

    def choice_outcome(self, actions: Sequence[Action]) -> str:
        """A placement's score, as the score panel previews it: "Your score would be 7 (change
        +2)", the change named as the panel names it, where "(0)" read as nothing (play test;
        a card drawn face down, unseen yet, has none)."""
        if not actions or not isinstance(actions[-1], Place) or self.projection is None:
            return ""
        after: Any = self.state
        try:
            for action in actions:
                if isinstance(action, Place) and (after is None or after.held == HIDDEN):
                    return ""
                after = self.game.apply(after, action)
        except IllegalActionError:
            return ""
        if not isinstance(after, State):
            return ""
        then = self.game.projection(after).players[self.viewer].score
        now = self.projection.players[self.viewer].score
        return (
            tr("Your score would be %1 (change %2).")
            .replace("%1", number_text(then))
            .replace("%2", points_text(then - now))
        )

    def _target_words(self, cell: Cell) -> str:
        """A cell's tooltip: the move and the score it leaves, as the score panel, across the
        table, shows it. "Cover this card" named neither the card nor what it would do, for a
        player reading through a screen magnifier, and a lesson's framed cell, never pointed
        at, kept it (play test). Without a score to tell, the plain words."""
        action = self.places.get(cell)
        plain = (
            tr("Cover this card")
            if self.state is not None and cell in self.state.areas[self.viewer]
            else tr("Place your card here")
        )
        if action is None or self.state is None:
            return plain
        if self._words_table is not self.state:  # the words of another table
            self._words_table, self._target_words_at = self.state, {}
        key = (self.drag_draw, action)
        if key not in self._target_words_at:
            outcome = self.choice_outcome(
                [action] if self.drag_draw is None else [self.drag_draw, action]
            )
            words = (
                self.describe_choice(action, self.state, pointed=True)
                if self.drag_draw is None
                else self.describe_gesture(self.drag_draw, action, self.state, pointed=True)
            )
            told = tr("%1. %2").replace("%1", words).replace("%2", outcome)
            self._target_words_at[key] = told if outcome else plain
        return self._target_words_at[key]

    def _update_ghost(self) -> None:
        """A faint copy of the held card on the previewed cell (hover and keyboard cursor).

        Over a card it would cover, the copy is drawn smaller in the cell's bottom right
        corner, clear of the covered card's upright value: both values stay readable.
        """
        state = self.state
        cell = self.preview_cell
        show = (
            state is not None
            and state.held is not None
            and cell in self.places
            and self.drag_item is None
        )
        if not show:
            if self._ghost is not None:
                self._ghost.setVisible(False)
            return
        assert state is not None and state.held is not None and cell is not None
        if self._ghost is None:
            self._ghost = FlowerCardItem(state.held)
            self._ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._ghost.setAcceptHoverEvents(False)
            self._ghost.setZValue(450)
            self.scene.addItem(self._ghost)
        self._ghost.set_palette(self.view.palette_colors)
        self._ghost.set_card(state.held)
        geometry = self.geometry[self.viewer]
        if cell in state.areas[self.viewer]:
            covered = geometry.card_rect(cell)
            shown = value_badges(covered, self.view.zoom())[0]  # as drawn on the screen
            scale = (covered.right() - shown.right() - GHOST_GAP) / covered.width()
            corner = covered.bottomRight() - QPointF(covered.width(), covered.height()) * scale
            self._ghost.set_home(corner, scale, 450, animate=False)
            self._ghost.setOpacity(GHOST_OVER_CARD)
        else:
            self._ghost.set_home(geometry.card_pos(cell), geometry.scale, 450, animate=False)
            self._ghost.setOpacity(GHOST_ON_CELL)
        self._ghost.setVisible(True)

    def _on_dropped(self, item: CardItem, point: QPointF) -> None:
        """A card dropped on a cell where it may go is placed there (a face-up card from a
        stack is drawn first); dropped anywhere else it goes back, and nothing is played."""
        self.drag_item = None
        self._render_hints()  # a stack's keyboard frame shows again
        draw = self.drag_draw
        if self.state is None or (draw is None and item is not self.held_item()):
            self._set_preview(None)
            item.go_home(refused=True)
            return
        cell = self.geometry[self.viewer].cell_at(point)
        target = cell if cell in self.places else None
        # read while the dragged card's draw still tells where it could have gone, and what
        # placing follows it (the draw and the placing are asked about once)
        reason = None if target is not None else self._drop_reason(point)
        follow = self.places[cell] if target is not None and draw is not None else None
        self._forget_drag_draw()
        self._set_preview(None)
        self.follow_up = follow
        try:
            drawn = target is not None and (draw is None or self._draw(draw.stack))
        finally:
            self.follow_up = None
        if target is not None and drawn and self._place(target):
            return
        item.go_home(refused=True)
        self._sync_targets()
        if reason is not None:
            self.refuse_at_pointer(reason)

    def _on_drag_cancelled(self, item: CardItem) -> None:
        """Esc mid-drag (play test: the release still placed the card): the card flies home
        (``CardItem.abandon_drag``) and the table is as after a refused drop, with no reason to
        give; a face-up card dragged out of its stack is not drawn. The release that follows
        is no click on the felt either."""
        if item is self.drag_item:
            self.drag_item = None
        self._click_from = None
        self._forget_drag_draw()
        self._set_preview(None)
        self._sync_targets()
        self._render_hints()

    def _drop_reason(self, point: QPointF) -> str:
        """Why a drop was refused, in words: why the card cannot go where it was dropped, or
        where it may go."""
        reason = self._refusal_at(point)
        if reason is None:
            return tr("Drop the card on a highlighted cell of your garden.")
        return reason

    def _refusal_at(self, point: QPointF) -> str | None:
        """Why nothing can be played at ``point``, in the engine's words: anywhere on the
        viewer's garden, why the card in hand (or dragged out of its stack) cannot go to the
        cell there, or that a card must be drawn first; on a draw slot, why its card cannot be
        taken (a card is held already; in solo the discard pile is never drawn from). None on
        a legal cell, on the felt, and on the stacks for a card dragged out of one. The
        garden's cells go on past its drawn grid: dropped on its edge, far from the flowers,
        a card was told only where to drop, and one cell nearer, why not there (play test)."""
        state = self.state
        hand = self._hand_state()
        assert state is not None and hand is not None
        index = self._slot_at(state, point)
        if index is not None:
            return None if self.drag_draw is not None else self._reason_cannot_draw(index)
        garden = self.geometry[self.viewer]
        cell = garden.cell_at(point)
        if cell is None and self._garden_panel_rect().contains(point):
            cell = garden.cell_under(point)
        if cell is not None:
            try:
                self.game.check_legal(hand, Place(cell[0], cell[1]))
            except IllegalActionError as error:
                return tr_refusal(error, self.seat_names)
            return None
        if any(self._side_rect(player).contains(point) for player in self._others):
            return tr("You can only place cards in your own garden.")
        return None

    def _on_card_clicked(self, item: CardItem) -> None:
        index = self._stack_of(item)
        if index is not None:
            self._draw(index)
        elif item is self.held_item():
            self.status_message.emit(tr("Now click a highlighted cell, or drag the card there."))

    def _on_card_hovered(self, item: CardItem, inside: bool) -> None:
        if self.drag_item is None:
            self.card_preview.hover_item(self.view, item, inside)

    def _preview_clearance(self, source: object) -> Keep | None:
        """What the preview of ``source`` keeps clear (on the viewport): never the card it shows;
        not the stacks either (their neighbours are what a player drawing compares); rather not
        the score, the viewer's cards, less the free cells beside them, the garden's title, score
        and note, the hand, a little the garden's empty felt; and the other players' gardens,
        their panels and cards (``GardenPreview``). None while a garden is looked at, drawn over
        the table: the preview goes to a corner."""
        state = self.state
        if state is None or self.looking_at is not None or not isinstance(source, QGraphicsItem):
            return None

        def on_view(rect: QRectF) -> QRect:
            return self.view.mapFromScene(rect).boundingRect()

        mine = self.geometry.get(self.viewer)
        if mine is None:
            return None
        forbidden = [on_view(source.sceneBoundingRect()), on_view(self._panels["stacks"].rect)]
        weighed = [
            (on_view(self._panels["score"].rect), 3.0),
            (on_view(self._panels["hand"].rect), 0.5),
            (on_view(self._garden_panel_rect()), 0.2),
            *((on_view(mine.card_rect(cell)), 1.0) for cell in state.areas[self.viewer]),
            *(
                (on_view(mine.card_rect(cell)), 0.5)
                for cell in state.targets[self.viewer]
                if cell not in state.areas[self.viewer]
            ),
        ]
        for key in (("header", self.viewer), ("score", self.viewer)):
            label = self._labels.get(key)
            if label is not None and label.isVisible():
                weighed.append((on_view(label.sceneBoundingRect()), 1.0))
        if self.seat_note.isVisible():
            weighed.append((self.seat_note.geometry(), 1.0))
        rivals = [(on_view(self._side_rect(player)), 0.5) for player in self._others]
        rivals += [
            (on_view(self.geometry[player].card_rect(cell)), 0.5)
            for player in self._others
            for cell in state.areas[player]
        ]
        # the viewer's cells, their free ring and the score: covered only where no place is
        # left clear of them (``GardenPreview``)
        kept = [on_view(self._panels["score"].rect)]
        cells = {*state.areas[self.viewer], *state.targets[self.viewer]}
        kept += [on_view(mine.card_rect(cell)) for cell in cells]
        return (forbidden, weighed), rivals, kept

    def _on_target_clicked(self, cell: object) -> None:
        if isinstance(cell, tuple):
            self._place(cell)  # type: ignore[arg-type]

    def _watch_mouse(self, event: QEvent) -> None:
        """A press, or the pointer moved to a new place, hands the lead back to the mouse: the
        cell under the pointer is previewed again (``_follow_pointer``). Seen before the view
        hands the event to the scene, so before the hover it brings. Where the pointer is, is
        asked of the system: the view replays its last mouse event when the table changes,
        with the place of that event, and a keyboard player who had never touched the mouse
        found the placing frame under it (play test)."""
        kind = event.type()
        if isinstance(event, QMouseEvent) and (
            kind == QEvent.Type.MouseButtonPress
            or (kind == QEvent.Type.MouseMove and QCursor.pos() != self._keys_at)
        ):
            keys_led, self._keys_lead = self._keys_lead, False
            self._pointer_moved = True
            if (keys_led or self.preview_cell is None) and kind == QEvent.Type.MouseMove:
                # a move within the cell under the pointer (no hover enters it) previews it
                # again: the keys had framed another (a placing spends the pointer's move,
                # ``_place``), or Esc had left none
                self._follow_pointer()

    def _frame_to_pressed(self, event: QEvent) -> None:
        """The keyboard frame, when out, goes to the choice the mouse presses (a stack, a cell
        for the card in hand), as in Petal Plotters: left on the stack the arrows had framed
        while the mouse dragged another stack's card, it said Enter would draw from there
        (play test). Seen before the scene, so before a drag begins."""
        if (
            event.type() != QEvent.Type.MouseButtonPress
            or not isinstance(event, QMouseEvent)
            or event.button() != Qt.MouseButton.LeftButton
            or self.state is None
            or self.looking_at is not None
        ):
            return
        point = self.view.mapToScene(event.position().toPoint())
        if self.stack_cursor in self.draws:
            index = self._slot_at(self.state, point)
            if index in self.draws and index != self.stack_cursor:
                self.stack_cursor, self._keys_viewer = index, self.viewer
                self._render_hints()
        elif self.cursor_cell in self.places:
            cell = self.geometry[self.viewer].cell_at(point)
            if cell in self.places and cell != self.cursor_cell:
                self.cursor_cell, self._keys_viewer = cell, self.viewer
                self._set_preview(cell)

    def _watch_click(self, event: QEvent) -> None:
        """A click that no item takes: on another player's panel (its cards too), at any time,
        it draws their garden large (``look_at``); elsewhere (a garden card, a cell no card
        touches, an empty stack, the solo discard pile) on the viewer's turn, say why nothing
        can be played there, as a refused drop does. This filter sees the viewport's events
        before the view, which pans on them."""
        if event.type() == QEvent.Type.MouseButtonPress:
            assert isinstance(event, QMouseEvent)
            left = event.button() == Qt.MouseButton.LeftButton
            self._click_from = event.position() if left else None
            return
        if event.type() != QEvent.Type.MouseButtonRelease or self._click_from is None:
            return
        assert isinstance(event, QMouseEvent)
        pressed_at, self._click_from = self._click_from, None
        taken = self.scene.mouseGrabberItem() is not None  # a target, a card: it answers
        if taken or self.state is None:
            return
        if (event.position() - pressed_at).manhattanLength() >= QApplication.startDragDistance():
            # a drag off a stack while a card is held (its cards cannot be picked up then)
            # is refused as a click there is; a drag elsewhere on the felt is no move, and a
            # refused pick-up has had its answer
            point = self.view.mapToScene(pressed_at.toPoint())
            if self.state.held is None or self._slot_at(self.state, point) is None:
                return
        else:
            point = self.view.mapToScene(event.position().toPoint())
            for player in self._others:
                if self._side_rect(player).contains(point):
                    self.look_at(player)
                    return
        if not self.interactive:
            # a stack clicked while the table waits (a lesson's reading step, another's turn)
            # is told why, as a digit key is: the Flowers lesson said nothing (play test)
            if self.state.phase is not Phase.OVER and self._slot_at(self.state, point) is not None:
                self.refuse_at_pointer(self.not_my_turn())
            return
        if not (self.places or self.draws):
            return
        reason = self._refusal_at(point)
        if reason is not None:
            self.refuse_at_pointer(reason)

    def _on_target_hovered(self, cell: object, inside: bool) -> None:
        if self.drag_item is None:
            self._follow_pointer()

    def _follow_pointer(self) -> None:
        """Preview the cell under the mouse pointer, else (or while the keys lead) the keyboard
        cursor's, and no other. Asked after every layout and refit, and on every hover: a table
        laid out anew under a still pointer gets no hover (a card drawn with a key showed no
        preview until the mouse moved), and Qt's hover after a layout follows the last mouse
        event, which may tell another cell (a card drawn with a key previewed the cell above
        the pointer's). A keyboard frame comes along to the pointer's cell: one cell is framed
        and previewed, the one Enter places on (the frame stayed where the arrows had left it,
        and Enter placed there while the preview told the score of the cell pointed at)."""
        if self.state is None or self.drag_item is not None:
            return  # a drag previews where it goes (``_on_drag_moved``)
        if QApplication.activeModalWidget() is not None:
            # "Play this move?" over the table: the pointer left for the box, and the cell
            # it asks about, with its score, went blank while the player weighed it (play test)
            return
        pointed = None if self._keys_lead else self._pointer_cell()
        frame_moves = pointed is not None and self.cursor_cell not in (None, pointed)
        if frame_moves:
            self.cursor_cell = pointed
            self._forget_frame_line()
        wanted = self.cursor_cell if pointed is None else pointed
        if wanted != self.preview_cell or frame_moves:
            self._set_preview(wanted)

    def _pointer_cell(self) -> Cell | None:
        """The cell offered for the card in hand under the mouse pointer now, read from the
        pointer itself; None when it is elsewhere (off the table, over another window or over
        the sheet of ``look_at``)."""
        if self.looking_at is not None or not self.targets or not self._viewport.underMouse():
            return None
        under = self.view.items(self._viewport.mapFromGlobal(QCursor.pos()))
        return next((cell for cell, target in self.targets.items() if target in under), None)

    def _on_key(self, event: QKeyEvent) -> bool:
        if self.state is None:
            return False
        key = event.key()
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            key = TOP_ROW_DIGITS.get(key, key)
        if self._on_look_key(key):
            return True
        if not self.interactive:
            waiting = self.state.phase is not Phase.OVER
            if waiting and Qt.Key.Key_1 <= key <= Qt.Key.Key_3:  # told, as a stack clicked is
                self.status_message.emit(self.not_my_turn())
                return True
            return False
        directions = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        digit = Qt.Key.Key_1 <= key <= Qt.Key.Key_3
        if digit and not self.draws:
            self.status_message.emit(self._reason_cannot_draw(key - Qt.Key.Key_1))
            return True
        if digit or enter or key in directions:
            self._pointer_led, self._pointer_moved = self._pointer_moved, False
            self._keys_lead, self._keys_viewer, self._keys_at = True, self.viewer, QCursor.pos()
        if self.draws:
            if digit:
                return self._draw(key - Qt.Key.Key_1) or True
            if key in directions:
                order = sorted(self.draws)
                if self.stack_cursor not in order:
                    self.stack_cursor = order[0]
                else:
                    step = directions[key][0] or directions[key][1]
                    position = (order.index(self.stack_cursor) + step) % len(order)
                    self.stack_cursor = order[position]
                self._say_framed(Draw(self.stack_cursor))
                self._render_hints()
                self._keep_cursor_in_view()
                return True
            if enter:
                self._activate()
                return True
            return False
        if self.places:
            if key in directions:
                self._move_cursor(directions[key])
                return True
            if enter:
                self._activate()
                return True
            if key == Qt.Key.Key_Escape and self._flash_note.unfolded:
                # left to the window, which folds words unfolded over the table's top first,
                # as everywhere: the board took Esc, said the card's words again at each Esc,
                # and a long hint stayed unfolded over the table (play tester 169)
                return False
            if key == Qt.Key.Key_Escape:
                # a card drawn goes back to no stack by Esc: Esc said nothing, and a player
                # expected it to (play test)
                self.status_message.emit(self._held_stays_words())
                self._keys_lead = False
                self.cursor_cell = None
                self._sync_targets()
                if QCursor.pos() == self._keys_at:
                    # the mouse has rested since the keys took over: the cell it happens to
                    # rest on is no choice (the preview jumped there, with its score, play
                    # test); it previews again once the mouse moves
                    self._set_preview(None)
                else:
                    self._follow_pointer()
                return True
        return False

    def refuse_at_pointer(self, reason: str) -> None:
        """A key refused (Enter on a stack or a cell a lesson does not ask for) says why under
        the keyboard's frame: beside the idle pointer, it stood in the middle of the table,
        over the cards, where a keyboard player was not looking (play test)."""
        frame = self._keyboard_frame() if self._keys_lead else None
        if frame is None:
            super().refuse_at_pointer(reason)
            return
        self.status_message.emit(reason)
        self.view.say_at_pointer(reason, beside=self.view.mapFromScene(frame).boundingRect())

    def _keyboard_frame(self) -> QRectF | None:
        """Where the keyboard's frame stands on the table, if it shows: on a stack to draw
        from, or on a cell of the viewer's garden."""
        if self.view.keys_elsewhere or self.state is None:
            return None
        if self.draws and self.stack_cursor in self.draws:
            return self._stack_rect(self.stack_cursor)
        if self.places and self.cursor_cell in self.places:
            return self.geometry[self.viewer].card_rect(self.cursor_cell)
        return None

    def _zoom_focus(self) -> list[QRectF]:
        """What a zoom by the keys keeps in sight (``TableView.zoom_focus``): the stacks to
        draw from, or the cells the drawn card may go to; then the keyboard's frame."""
        if self.draws:
            choices = [self._stack_rect(stack) for stack in self.draws]
        else:
            choices = [self.geometry[self.viewer].card_rect(cell) for cell in self.places]
        if not choices:
            return []
        framed = self._keyboard_frame()
        return [united(choices), *([framed] if framed is not None else [])]

    def keys_lead(self) -> bool:
        return self._keys_lead

    def lead_with_keys(self) -> None:
        self._pointer_led = self._pointer_moved = False
        self._keys_lead, self._keys_viewer, self._keys_at = True, self.viewer, QCursor.pos()
        self._resume_keys(say=False)
        self._tell_frame_keys()

    def _tell_frame_keys(self) -> None:
        """The first time in a game the keys bring the frame out (Tab to the table, a game
        opened by a key), the status line says what it stands on, as an arrow does, and which
        keys move it: nothing was said until the first arrow, and a keyboard player was not
        told how to move it (play test). Once a game for each seat (at a shared screen each
        person is new to the frame, play tester 144): said at each Tab, it covered the line."""
        state = self.state
        if self.viewer in self._told_frame_keys or not self.names_the_frame or state is None:
            return
        framed = self._framed_move()
        if framed is None or self.view.keys_elsewhere:
            return
        words = self._enter_words(framed, state)
        self.status_message.emit(
            tr("%1. %2").replace("%1", words).replace("%2", self._cursor_keys())
        )
        self._said_of_frame = True
        self._told_frame_keys.add(self.viewer)

    def _framed_move(self) -> Action | None:
        """The move Enter plays on the keyboard's frame: the draw from its stack, the placing
        on its cell; None without a frame on a choice."""
        if self.draws and self.stack_cursor in self.draws:
            return Draw(self.stack_cursor)
        if self.places and self.cursor_cell in self.places:
            return Place(*self.cursor_cell)
        return None

    def keep_in_sight(self) -> list[QRect]:
        """Every garden's panel, each of its cards, and the viewer's score panel: the results
        covered a column of cards where empty panel would have done (play test), and the
        final score, which lay where no garden did (play tester 188)."""
        if self.state is None:
            return []
        panels = [self._garden_panel_rect(), *self.placement.sides, self._panels["score"].rect]
        cards = [
            geometry.card_rect(cell)
            for player, geometry in self.geometry.items()
            for cell in self.state.areas[player]
        ]
        return [self.view.global_rect(QRectF(rect)) for rect in [*panels, *cards]]

    def forget_keyboard_cursor(self) -> None:
        framed = self.cursor_cell if self.cursor_cell in self.places else None
        self.leave_frame(self.state, self.stack_cursor if self.draws else framed)
        self._keys_lead = False
        self.cursor_cell = self.stack_cursor = None
        self._sync_targets()
        self._render_hints()
        self._follow_pointer()

    def _cursor_or_first(self) -> bool:
        """Make sure the keyboard cursor frames a choice (a stack to draw from, a cell for the
        card in hand), so that Enter needs no arrow first: where History found it on this
        table (``frame_left_on``), else the first. False if there is nothing to choose."""
        if self.places:
            if self.cursor_cell not in self.places:
                left = self.frame_left_on(self.state)
                kept = isinstance(left, tuple) and left in self.places
                self.cursor_cell = left if kept else self._first_cell()
                self._sync_targets()
                self._set_preview(self.cursor_cell)
                self._keep_cursor_in_view()
            return True
        if self.draws:
            if self.stack_cursor not in self.draws:
                hinted = [index for index in self._hint_spec[1] if index in self.draws]
                left = self.frame_left_on(self.state)
                kept = isinstance(left, int) and left in self.draws
                self.stack_cursor = left if kept else (hinted or sorted(self.draws))[0]
                self._render_hints()
                self._keep_cursor_in_view()
            return True
        return False

    def _first_cell(self) -> Cell:
        """Where the keyboard cursor comes to hold the card in hand: the lesson's orange frame,
        else the cell of the placing Undo just took back, else the cell under the pointer the
        player moved there (previewed already), else the cell where the card costs the fewest
        points now (``_points_lost``), a free one before a card to cover, nearest the starting
        card, the first in reading order among equals (the arrows went from there). One rule
        after a draw, a Redo and a game opened with a card in hand: by nearness alone, the
        frame came on a cell that broke two fields (−19), one Enter from placing the card
        there (play tester 178)."""
        hinted = [cell for cell in self._hint_spec[0] if cell in self.places]
        if hinted:
            return hinted[0]
        assert self.state is not None
        placed = self._placed
        if placed is not None and placed[0] == self.state.held and placed[1] in self.places:
            return placed[1]  # the placing just taken back
        pointed = self._pointer_cell() if self._pointer_led else None
        if pointed is not None:
            return pointed
        garden = self.state.areas[self.viewer]
        return min(
            self.places,
            key=lambda cell: (
                self._points_lost(cell),
                cell in garden,
                abs(cell[0] - ORIGIN[0]) + abs(cell[1] - ORIGIN[1]),
                cell[1],
                cell[0],
            ),
        )

    def _activate(self) -> None:
        """Enter: draw from the framed stack, or place the card in hand on the framed cell.
        Without a frame yet, the first press shows the choice the next one takes and says which
        keys move it (a single choice, or the cell previewed under the pointer, is taken at
        once), as in Petal Plotters."""
        had_cursor = (
            self.cursor_cell in self.places if self.places else self.stack_cursor in self.draws
        )
        if not self._cursor_or_first():
            return
        # the pointer resting on a free cell shows the choice already, previewed: Enter takes
        # it (it only framed the cell, and a second press placed the card). Not on a card of
        # the garden: the small copy over it went unseen, and Enter covered a butterfly (play
        # test); the first press frames it and says the keys
        pointer = self._pointer_cell() if self.places and not had_cursor else None
        assert self.state is not None
        pointed = (
            pointer is not None
            and pointer not in self.state.areas[self.viewer]
            and self.cursor_cell == self.preview_cell == pointer
        )
        if not had_cursor and not pointed and len(self.places or self.draws) > 1:
            self.status_message.emit(self._cursor_keys())
        elif self.places:
            assert self.cursor_cell is not None
            self._place(self.cursor_cell)
        else:
            assert self.stack_cursor is not None
            self._draw(self.stack_cursor)

    def _cursor_keys(self) -> str:
        """What the keyboard cursor's frame shows now and the keys that work on it."""
        if self.places:
            return tr(
                "The blue frame shows where your card goes: the arrows move it, Enter places it."
            )
        return tr("The blue frame shows the stack you draw from: ←/→ moves it, Enter draws.")

    def nothing_to_cancel(self) -> str:
        return tr(
            "Nothing to cancel. Esc takes back a card while you drag it, and brings your garden"
            " back when another player's is shown large."
        )

    def _on_look_key(self, key: int) -> bool:
        """Page Down and Page Up page through the other players' gardens on any turn (the
        viewer's own among them: the sheet closes there). While one shows large, ← and → page
        too, Esc, Enter and Space go back to the viewer's garden, and the keys that play are
        taken and refused: the viewer's garden is hidden."""
        assert self.state is not None
        paging = {Qt.Key.Key_PageDown: 1, Qt.Key.Key_PageUp: -1}
        if self.looking_at is not None:
            paging |= {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1}
        if key in paging and self.state.players > 1:
            self._look_step(paging[Qt.Key(key)])
            return True
        if self.looking_at is None:
            return False
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.close_look()
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) or Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            if self.my_turn():
                self.status_message.emit(tr("Go back to your garden to play: press Esc."))
            return True
        return False

    def _look_step(self, step: int) -> None:
        """The next (``step`` 1) or the previous (-1) garden in seat order from the one shown
        large, the viewer's own among them."""
        assert self.state is not None
        players = self.state.players
        shown = self.viewer if self.looking_at is None else self.looking_at
        target = (shown + step) % players
        self.look_at(None if target == self.viewer else target)

    def _move_cursor(self, direction: tuple[int, int]) -> None:
        """Go to the next legal cell in the arrow's direction, in the frame's row or column
        (``cell_ahead``). Until the first press the cursor counts as standing on the starting
        card, so the first → takes the cell right of it (not the starting card's own cell
        whatever the arrow)."""
        start = ORIGIN if self.cursor_cell is None else self.cursor_cell
        ahead = cell_ahead(self.places, start, direction)
        if ahead is not None:
            self.cursor_cell = ahead
            self._forget_frame_line()
            self._say_framed(Place(*ahead))
        elif self.cursor_cell is None and self.places:
            # no frame yet, and none ahead of the starting card: the frame comes where Enter
            # would bring it. The arrow said "No free cell further along this row" of a frame
            # the player had not seen, and showed none (play test)
            self.cursor_cell = self._first_cell()
            self.status_message.emit(self._cursor_keys())
            self._said_of_frame = True
        elif self.places:
            # the frame stays in its row or column: said, as an arrow that did nothing read as
            # a key not taken, with a free cell down and to the right (play test)
            across = tr("No free cell further along this row: ↑ or ↓ go to another row.")
            along = tr("No free cell further along this column: ← or → go to another column.")
            self.status_message.emit(across if direction[1] == 0 else along)
            self._said_of_frame = True
        self._sync_targets()
        self._set_preview(self.cursor_cell)
        self._keep_cursor_in_view()

    def _say_framed(self, action: Action) -> None:
        """What Enter would do where an arrow took the keyboard's frame (``_enter_words``):
        a keyboard player had only the frame to tell which card or cell it stood on (play
        test). It goes when the frame moves on by the pointer, as the line that no cell lay
        ahead does."""
        if self.state is None or not self.names_the_frame:
            return
        self.status_message.emit(
            self._flash_note.with_keys_reminder(self._enter_words(action, self.state))
        )
        self._said_of_frame = True

    def _enter_words(self, action: Action, state: State) -> str:
        """What Enter does on the keyboard's frame (``enter_words``), its move's words
        going on in lower case after the key."""
        words = self._move_words(action, state, None, told=False)
        # a move's words begin with their verb or article in every language: after the key
        # and its colon, they go on lower case
        return enter_words(words[:1].lower() + words[1:])

    def _forget_frame_line(self) -> None:
        """The frame moved on, by a key or the pointer: the line about where it stood goes
        (that no cell lay ahead stayed while the pointer framed another cell, play test)."""
        if self._said_of_frame:
            self.status_message.emit("")
            self._said_of_frame = False

    def _keep_cursor_in_view(self) -> None:
        """A zoomed-in table follows the keyboard cursor's frame, on a stack or on a cell."""
        frames = [hint for hint in self.hints if hint.mode == "cursor"]
        frames += [target for target in self.targets.values() if target.mode == "cursor"]
        for frame in frames:
            self.view.keep_in_view(frame.sceneBoundingRect())

    # -- theme and language ----------------------------------------------------------------
    def _on_palette_changed(self) -> None:
        colors = self.view.palette_colors
        for item in self.scene.items():
            if hasattr(item, "palette_colors"):
                item.palette_colors = colors  # type: ignore[attr-defined]
                item.update()
        if self.state is not None:
            self._layout()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.being_collected():
            return False
        if watched is self._widget and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif watched is self._widget and event.type() == QEvent.Type.Resize:
            # a window resized mid-drag: the table is laid out again under the pointer, and
            # the release landed on whatever then lay under it (play tester: on the yellow 3);
            # the drag is taken back, as Esc takes it, before the view is fitted again, as
            # Petal Plotters drops it ("the card would land on whatever now lies under it")
            if self.drag_item is not None:
                self.drag_item.abandon_drag()
        elif watched is self._viewport and event.type() == QEvent.Type.Resize:
            # placed again after the second follow whatever it chose: that follow, as if resized
            # again, forgot the zoom just drawn, and the next move fitted the table afresh, 2%
            # larger (the first move of three seeded four-player games at 1366×604)
            if self._follow_window():
                self._place_all()
                self._follow_window()
                self._place_all()
            elif self.looking_at is not None:  # the sheet takes the window's shape
                self._layout_at_once()
            elif self.state is not None and self.drag_item is None:
                self._place_all()  # the other gardens take the felt it leaves (``fill``)
        elif (
            watched is self._viewport
            and event.type() == QEvent.Type.ToolTip
            and isinstance(event, QHelpEvent)
        ):
            return self._show_cell_tip(event)
        elif watched is self._viewport:
            self._watch_mouse(event)
            if self.refuses_early_press(event):
                return True
            self._frame_to_pressed(event)
            self._watch_click(event)
        return False

    def _show_cell_tip(self, event: QHelpEvent) -> bool:
        """Show a placing cell's tooltip (``_target_words``) off the score panel; True if
        shown. Qt puts a tooltip too wide for the screen right of the pointer left of it, and
        a cell near the left of the garden laid "Place the green 2 left of the blue 2 … score
        would be 16 (change +3)" over the panel's "If you place it here" row, which says it
        live (play tester 127, 1440×900). Moved right of the panel, else above the pointer,
        else above or under the panel, where the screen has room; other tooltips are Qt's."""
        at = self.view.mapToScene(event.pos())
        # the item Qt would take the tooltip of: the topmost under the pointer that has one
        item = next((item for item in self.scene.items(at) if item.toolTip()), None)
        if item is None or item not in self.targets.values() or self.looking_at is not None:
            return False
        viewport = self._viewport
        shown_on = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        QToolTip.showText(event.globalPos(), item.toolTip(), viewport, shown_on)
        tip = shown_tip()
        if tip is None:
            return True
        screen = viewport.screen().availableGeometry()
        panel = self.view.mapFromScene(self._panels["score"].rect).boundingRect()
        panel.moveTopLeft(viewport.mapToGlobal(panel.topLeft()))
        frame = tip.frameGeometry()
        places = [  # right of the panel, below the pointer as Qt puts it; else above it
            QPoint(panel.right() + 1 + TIP_GAP, frame.y()),
            QPoint(frame.x(), event.globalPos().y() - 6 * TIP_GAP - frame.height()),
            QPoint(frame.x(), panel.top() - TIP_GAP - frame.height()),
            QPoint(frame.x(), panel.bottom() + 1 + TIP_GAP),
        ]
        move_tip_off(tip, panel, places, screen)
        return True

    def _retranslate(self) -> None:
        self.overlay_button.setText(tr("Teaching overlay"))
        self.overlay_button.setToolTip(
            tr("Show which value groups are valid, your fields and scoring butterflies")
        )
        if self.state is not None:
            self._layout()
