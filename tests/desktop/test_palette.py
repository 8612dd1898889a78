"""The table's colours: button words and the keyboard cursor stay readable in either palette."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.games.flowers import faces
from desktop.games.flowers.items import STRUCK_WASH, OverlayData, OverlayItem
from desktop.games.petal_plotters.board import legend_colors
from desktop.table.items import HighlightItem, paint_since_ring, paint_target_glow
from desktop.table.palette import contrast, table_palette, text_on


@pytest.mark.parametrize("dark", [False, True])
def test_a_buttons_words_read_on_its_fill_in_either_palette(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """White on the dark palette's pastel accent read at about 2.3:1 ("Last deal…"). The
    words are bold and large: 3:1 is the least for such text (WCAG AA)."""
    colors = table_palette(dark)
    for fill in (colors.accent, colors.bad, colors.accent.lighter(115), colors.bad.lighter(115)):
        assert contrast(text_on(fill), fill) >= 3.0, fill.name()


@pytest.mark.parametrize("dark", [False, True])
def test_the_keyboard_cursor_has_a_halo_that_stands_out_on_blue(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """The cursor's blue line on a Blue Squad card's blue edge read at 1.4:1; a halo in the
    colour that contrasts with the line runs along it."""
    colors = table_palette(dark)
    frame = HighlightItem(QRectF(20, 20, 100, 140))
    frame.palette_colors = colors
    frame.set_mode("cursor")
    image = QImage(140, 180, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f6fdb"))  # a Blue Squad card's edge
    painter = QPainter(image)
    frame.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    halo = text_on(colors.cursor).rgba()
    # just outside the line, on the frame's left side
    assert image.pixel(20 - 3, 90) == halo and image.pixelColor(20, 90) == colors.cursor


@pytest.mark.parametrize("dark", [False, True])
def test_the_priority_legends_marks_read_on_either_table(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """The Snail's purple read at under 3:1 on the dark panel, the Hornbill's gold on the
    light one."""
    colors = table_palette(dark)
    for mark, color in legend_colors(colors).items():
        assert contrast(color, colors.panel) >= 3.0, mark


@pytest.mark.parametrize("dark", [False, True])
def test_the_lessons_frames_are_orange_as_its_words_say(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """The lessons say "follow the orange frames"; the dark palette's frames were amber
    (hue 43°). They must read as orange and stand out on the felt."""
    colors = table_palette(dark)
    assert 15 <= colors.hint.hslHue() <= 35, colors.hint.name()
    assert contrast(colors.hint, colors.felt) >= 3.0


@pytest.mark.parametrize("dark", [False, True])
def test_what_a_move_changed_glows_unlike_any_frame_to_follow(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """A table flashed what the last moves changed in the lesson's orange dashed frames, and
    a player fresh from "follow the orange frames" took them for frames to follow (play test):
    the glow's colour stands apart from the lesson's orange, the keyboard's blue and the
    greens of a place to go, on the felt, and its line is solid."""
    colors = table_palette(dark)
    assert contrast(colors.changed, colors.felt) >= 3.0
    for other in (colors.hint, colors.cursor, colors.legal_line, colors.target, colors.good):
        apart = abs(colors.changed.hslHue() - other.hslHue())
        assert min(apart, 360 - apart) >= 45, other.name()
    glow = HighlightItem(QRectF(20, 20, 100, 140))
    glow.palette_colors = colors
    glow.set_mode("changed")
    image = QImage(140, 180, QImage.Format.Format_ARGB32)
    image.fill(colors.felt)
    painter = QPainter(image)
    glow.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    edge = [image.pixelColor(20, y) for y in range(40, 140)]
    assert all(color == edge[0] for color in edge)  # unbroken, not dashed
    assert edge[0] != colors.felt


@pytest.mark.parametrize("dark", [False, True])
def test_the_lessons_frames_leave_the_cards_colour_as_it_is(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """The lesson's orange wash over a framed card made "the yellow 4" look orange and "the
    blue 2" peach: the frame is a line round the card, the face inside keeps its colour."""
    frame = HighlightItem(QRectF(20, 20, 100, 140))
    frame.palette_colors = table_palette(dark)
    frame.set_mode("hint")
    image = QImage(140, 180, QImage.Format.Format_ARGB32)
    yellow = QColor("#f2c230")
    image.fill(yellow)
    painter = QPainter(image)
    frame.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    assert image.pixelColor(70, 90) == yellow
    assert image.pixelColor(20, 60) != yellow  # the line itself is drawn


@pytest.mark.parametrize("dark", [False, True])
def test_a_flowers_value_marks_read_on_their_badge_in_either_palette(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """White crosses on the dark palette's pastel red read at 2.8:1 (pale in the lesson),
    white ticks on its pastel green at 2.0:1."""
    colors = table_palette(dark)
    overlay = OverlayItem()
    overlay.palette_colors = colors
    good_cell, bad_cell = (0, 0), (1, 0)
    overlay.set_data(
        OverlayData(
            rects={good_cell: QRectF(40, 40, 100, 140), bad_cell: QRectF(160, 40, 100, 140)},
            values={good_cell: 2, bad_cell: 3},
            invalid=frozenset({bad_cell}),
        )
    )
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(colors.felt)
    painter = QPainter(image)
    overlay.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    for rect, fill in (
        (QRectF(160, 40, 100, 140), colors.bad),
        (QRectF(40, 40, 100, 140), colors.good),
    ):
        # the badge sits astride the card's top edge; its mark crosses the badge's centre
        # for the cross, and passes just left of centre for the tick's low point
        center = rect.center().x(), rect.top() + 13 * 0.2
        pixels = [
            image.pixelColor(int(center[0]) + dx, int(center[1]) + dy)
            for dx in range(-6, 7)
            for dy in range(-6, 7)
        ]
        mark = max(pixels, key=lambda pixel: contrast(pixel, fill))
        assert contrast(mark, fill) >= 3.0, (fill.name(), mark.name())


def _over(top: QColor, bottom: QColor) -> QColor:
    """``top`` laid over ``bottom`` (its alpha blended), as the table draws it."""
    alpha = top.alphaF()
    channels = zip(top.getRgbF()[:3], bottom.getRgbF()[:3], strict=True)
    return QColor.fromRgbF(*(a * alpha + b * (1 - alpha) for a, b in channels))


@pytest.mark.parametrize("dark", [False, True])
def test_a_place_a_card_may_go_stands_out_on_the_felt(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """The dashed outline of an empty place read at about 1.5:1 on the dark felt, and a low
    vision player missed a cell (play test): 3:1 on the felt, a panel on it and its own wash."""
    colors = table_palette(dark)
    panel = _over(colors.panel, colors.felt)
    for ground in (
        colors.felt,
        panel,
        _over(colors.legal, colors.felt),
        _over(colors.legal, panel),
    ):
        assert contrast(colors.legal_line, ground) >= 3.0, ground.name()
    frame = HighlightItem(QRectF(20, 20, 100, 140))
    frame.palette_colors = colors
    image = QImage(140, 180, QImage.Format.Format_ARGB32)
    image.fill(colors.felt)
    painter = QPainter(image)
    frame.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    line = max(
        (image.pixelColor(20, y) for y in range(40, 140)), key=lambda c: contrast(c, colors.felt)
    )
    assert contrast(line, colors.felt) >= 3.0


def test_a_changed_cards_ring_is_told_from_a_targets_glow_by_its_shape(qapp) -> None:  # type: ignore[no-untyped-def]
    """A red-green colour-blind player saw the pink "changed" ring and the green glow of a
    card to choose as one beige halo (play test): the ring is dashed, the glow is whole."""
    colors = table_palette(False)

    def painted_along_top(paint) -> list[bool]:  # type: ignore[no-untyped-def]
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint(painter, QRectF(50, 50, 100, 100))
        painter.end()
        row = 50 - 4  # the ring's line, 4 outside the card
        return [image.pixelColor(x, row).alpha() > 0 for x in range(70, 130)]

    ring = painted_along_top(lambda p, rect: paint_since_ring(p, rect, 10, colors.changed))
    glow = painted_along_top(lambda p, rect: paint_target_glow(p, rect, colors))
    assert any(ring) and not all(ring)  # gaps: dashed
    assert all(glow)


@pytest.mark.parametrize("colour", ["yellow", "red", "blue", "green"])
def test_a_scoring_fields_number_reads_on_its_pill(qapp, colour: str) -> None:  # type: ignore[no-untyped-def]
    """White "+5" on the yellow field's gold pill read at 1.8:1 (play test): the number is
    dark or white, whichever reads on the pill's colour, at 4.5:1 at least."""
    cells = tuple((column, 0) for column in range(5))
    overlay = OverlayItem()
    overlay.palette_colors = table_palette(False)
    overlay.set_data(
        OverlayData(
            rects={cell: QRectF(10 + 110 * cell[0], 10, 100, 140) for cell in cells},
            values=dict.fromkeys(cells, 1),
            fields=((colour, cells, True),),
        )
    )
    image = QImage(580, 170, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    overlay.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    pill = overlay._pill_rect(cells).toRect().adjusted(3, 3, -3, -3)  # inside its white edge
    ink = QColor(faces.hue(colour).ink)
    pixels = [
        image.pixelColor(x, y)
        for x in range(pill.left(), pill.right())
        for y in range(pill.top(), pill.bottom())
    ]
    text = max(pixels, key=lambda pixel: contrast(pixel, ink))
    assert contrast(text, ink) >= 4.5, (colour, text.name())


@pytest.mark.parametrize("dark", [False, True])
def test_the_tables_quiet_words_read_at_four_and_a_half_to_one(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """Small grey words (a Garrison's caption, the cards left) read at 3.7:1 on the light
    felt's edge: below WCAG's 4.5:1 for small text (play test, low vision)."""
    colors = table_palette(dark)
    for ground in (colors.felt, colors.felt_edge):
        assert contrast(colors.muted_text, ground) >= 4.5, ground.name()


def test_a_card_the_end_would_remove_is_faded_in_grey_not_framed_in_a_fields_red(qapp) -> None:  # type: ignore[no-untyped-def]
    """A red frame on the ✗ card beside a red field's red outline read as part of the field
    (play test): the card is faded under a grey line, a colour no field has. A whole line:
    dashed, in a small side panel it read as the dashed ring of a card placed since the
    viewer's last move (play test)."""
    overlay = OverlayItem(marks=True)  # the ✓/✗ layer
    overlay.palette_colors = table_palette(False)
    removed = QRectF(20, 20, 100, 140)
    overlay.set_data(
        OverlayData(rects={(0, 0): removed}, values={(0, 0): 3}, invalid=frozenset({(0, 0)}))
    )
    face = QColor(faces.hue("red").ink).lighter(190)
    image = QImage(140, 180, QImage.Format.Format_ARGB32)
    image.fill(face)
    painter = QPainter(image)
    overlay.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inside = image.pixelColor(70, 120)
    assert inside.lightness() > face.lightness()  # faded towards white
    line = [image.pixelColor(21, y) for y in range(60, 120)]  # down the left edge
    darkest = min(line, key=QColor.lightness)
    assert darkest.lightness() < face.lightness() - 40  # a line is drawn
    assert darkest.hsvSaturationF() < 0.35  # grey over the red face, not red
    assert all(pixel.lightness() < face.lightness() - 40 for pixel in line)  # whole: no gaps


@pytest.mark.parametrize("dark", [False, True])
def test_a_targets_glow_has_an_edge_that_reads_on_the_panel(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """The glow of a card to choose stood 1.7:1 on a pale panel, a pale haze to a red-green
    colour-blind player (play test): its edge reads at 3:1 at least on the panel."""
    colors = table_palette(dark)
    panel = _over(colors.panel, colors.felt)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(panel)
    painter = QPainter(image)
    paint_target_glow(painter, QRectF(50, 50, 100, 100), colors)
    painter.end()
    across = [image.pixelColor(x, 100) for x in range(30, 50)]  # from outside in, on the left
    assert max(contrast(pixel, panel) for pixel in across) >= 3.0


def test_a_hints_frame_is_dotted_where_a_drop_zones_edge_is_dashed(qapp) -> None:  # type: ignore[no-untyped-def]
    """Beside a drop zone's dashed green edge, the hint's dashed orange frame was one frame to
    a red-green colour-blind player (play test): the hint is a chain of round dots."""
    colors = table_palette(False)

    def longest_run(mode: str) -> int:
        frame = HighlightItem(QRectF(20, 20, 100, 140))
        frame.palette_colors = colors
        frame.set_mode(mode)
        image = QImage(140, 180, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        frame.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        painted = [image.pixelColor(20, y).alpha() > 128 for y in range(40, 140)]
        longest = run = 0
        for on in painted:
            run = run + 1 if on else 0
            longest = max(longest, run)
        return longest

    assert 0 < longest_run("hint") <= 9  # a dot, about the line's width
    assert longest_run("legal") > 7  # a dash


@pytest.mark.parametrize("colour", ["yellow", "red", "blue", "green"])
def test_a_card_the_end_would_remove_keeps_its_numerals_readable(qapp, colour: str) -> None:  # type: ignore[no-untyped-def]
    """Late in a game most of a garden was faded, its yellow numerals at about 2.4:1 (play
    test): under the fading wash a card's numerals read at 3:1 at least on its paper."""
    paper = table_palette(False).card_paper
    ink = faces.hue(colour).dark
    assert contrast(_over(STRUCK_WASH, ink), _over(STRUCK_WASH, paper)) >= 3.0


def test_a_flowers_cross_badge_is_a_square_where_a_tick_badge_is_round(qapp) -> None:  # type: ignore[no-untyped-def]
    """To a red-green colour-blind player the ✓ and ✗ badges were one olive circle, told apart
    only by the small mark inside (play test): the ✗ badge is a square. Not a diamond: the ✗'s
    strokes ran along its edges and cut it into four small diamonds (play test)."""
    colors = table_palette(False)
    overlay = OverlayItem(marks=True)
    overlay.palette_colors = colors
    good, bad = QRectF(40, 60, 100, 140), QRectF(200, 60, 100, 140)
    overlay.set_data(
        OverlayData(
            rects={(0, 0): good, (1, 0): bad},
            values={(0, 0): 2, (1, 0): 3},
            invalid=frozenset({(1, 0)}),
        )
    )
    image = QImage(340, 240, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    overlay.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    radius = 13.0

    def painted(rect: QRectF, dx: float, dy: float) -> bool:
        center_x, center_y = rect.center().x(), rect.top() + radius * 0.2
        return image.pixelColor(int(center_x + dx), int(center_y + dy)).alpha() > 128

    across, corner = 1.1 * radius, 0.85 * radius
    assert painted(good, -0.7 * radius, -0.7 * radius) and not painted(good, -corner, -corner)
    assert painted(bad, -corner, -corner) and painted(bad, corner, -corner)  # its corners
    assert not painted(bad, -across, 0)  # no diamond's tip
