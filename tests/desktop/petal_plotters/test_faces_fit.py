"""Every card's words fit its face and its memory notes, in every language: whole, broken only
between words, inside their room and clear of the corner badges and the picture."""

from __future__ import annotations

import math
from itertools import combinations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QTextLayout, QTextOption

from desktop import i18n
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import MEMO_H, MEMO_MIN_W, MEMO_W
from desktop.games.petal_plotters.items import (
    CARD_H,
    CARD_W,
    DEAL_CARD_MIN_W,
    DEAL_CARD_W,
    PetalCardItem,
)
from desktop.i18n import points_text
from desktop.table.palette import table_palette
from engine.games.petal_plotters.components import CARDS, Card

LANGUAGES = ["en", "fr", "de"]
FACE_WIDTHS = [DEAL_CARD_MIN_W, 55, DEAL_CARD_W, 120, 150, 360]
"""The deal window's pictures (smaller for five players' rows), the table, the discard
window, a large preview."""


class RecordingPainter(QPainter):
    """A painter on a scratch image that keeps every text it draws (in its own coordinates)
    and the inside of every rounded box, with how many texts came before it."""

    def __init__(self) -> None:
        self.image = QImage(QSize(800, 800), QImage.Format.Format_ARGB32_Premultiplied)
        self.image.fill(Qt.GlobalColor.transparent)
        super().__init__(self.image)
        self.texts: list[tuple[QRectF, int, str, QFont]] = []
        self.boxes: list[tuple[QRectF, int]] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        rect, flags, text = args
        assert isinstance(rect, QRectF) and isinstance(flags, int) and isinstance(text, str)
        self.texts.append((QRectF(rect), flags, text, QFont(self.font())))
        super().drawText(rect, flags, text)

    def drawRoundedRect(self, *args: object) -> None:  # type: ignore[override]
        rect = args[0]
        assert isinstance(rect, QRectF)
        edge = self.pen().widthF() / 2  # the box's inside begins past its border line
        self.boxes.append((QRectF(rect).adjusted(edge, edge, -edge, -edge), len(self.texts)))
        super().drawRoundedRect(*args)  # type: ignore[call-overload]


def drawn_lines(rect: QRectF, flags: int, text: str, font: QFont) -> list[tuple[str, QRectF]]:
    """The lines one ``drawText`` shows and the box each line's ink takes, laid out as Qt lays
    them out (a word-wrapped text broken where Qt breaks it)."""
    metrics = QFontMetricsF(font)
    if flags & Qt.TextFlag.TextWordWrap:
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        parts = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(rect.width())
            parts.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
        layout.endLayout()
    else:
        parts = text.split("\n")
    block = metrics.boundingRect(rect, flags, text)
    lines = []
    for index, part in enumerate(parts):
        width = metrics.horizontalAdvance(part)
        if flags & Qt.AlignmentFlag.AlignLeft:
            left = rect.left()
        elif flags & Qt.AlignmentFlag.AlignRight:
            left = rect.right() - width
        else:
            left = rect.center().x() - width / 2
        top = block.top() + index * metrics.lineSpacing()
        lines.append((part, QRectF(left, top, width, metrics.height())))
    return lines


def words_of(*texts: str) -> str:
    return " ".join(word for text in texts for word in text.split())


def touches_circle(box: QRectF, center: QPointF, radius: float) -> bool:
    nearest_x = min(max(center.x(), box.left()), box.right())
    nearest_y = min(max(center.y(), box.top()), box.bottom())
    return math.hypot(center.x() - nearest_x, center.y() - nearest_y) < radius


def assert_apart(boxes: list[tuple[str, QRectF]]) -> None:
    """No two lines share ink (a hair of overlap from rounding is allowed)."""
    for (first, one), (second, other) in combinations(boxes, 2):
        overlap = one.intersected(other)
        assert overlap.width() < 0.5 or overlap.height() < 0.5, (first, second)


def badge_texts(card: Card) -> set[str]:
    """What the Petal Power and category badges write (not words to fit)."""
    return {points_text(card.top), points_text(card.bottom), faces.look(card.category).condition}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.usefixtures("translations")
def test_every_face_keeps_its_words_in_their_room(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """The name and the ability text of every card, at every size a face is drawn, fit the
    face: every word whole ("celle-ci" is never broken), nothing cut but a name too long for
    the smallest faces (it ends in "…"), every line inside the
    frame, clear of the four corner badges, of the picture and of each other."""
    assert i18n.install(language) == language
    colors = table_palette()
    for width in FACE_WIDTHS:
        rect = QRectF(10, 10, width, width * CARD_H / CARD_W)
        layout = faces.face_layout(rect)
        # the frame's inner edge: half its pen inside the frame's line
        inside = layout.frame.adjusted(width * 0.015, width * 0.015, -width * 0.015, 0)
        for card in CARDS.values():
            painter = RecordingPainter()
            faces.draw_face(painter, rect, card, colors)
            painter.end()
            what = f"{language} {width}px {card.id}"
            lines = [
                line
                for box, flags, text, font in painter.texts
                if text not in badge_texts(card)
                for line in drawn_lines(box, flags, text, font)
            ]
            shown = " ".join(text for text, _box in lines)
            title, ability = faces.card_title(card), faces.ability_text(card)
            # a face too small for its ability's words names the card alone, cut where the
            # name does not fit either (play tester 213: dropped, "Laubheuschrecke" left a
            # face with no name); its preview reads them all, as the deal window's full size
            named = words_of(title)
            cut = shown.endswith("…") and named.startswith(shown.removesuffix("…").rstrip())
            fewer = width < DEAL_CARD_W and (shown in (named, "") or cut)
            assert shown == words_of(title, ability) or fewer, what
            for text, box in lines:
                assert inside.contains(box), (what, text)
                assert not box.intersects(layout.picture), (what, text)
                for center, reach in layout.badges():
                    assert not touches_circle(box, center, reach), (what, text)
            assert_apart(lines)


def note_lines(
    painter: RecordingPainter, title: str
) -> tuple[QRectF, list[tuple[str, QRectF]], str]:
    """The inside of the last note painted (the last rounded box); every line written on it
    (its name, value or powers, its badge's condition); and the name as shown: the lines made
    only of the name's words, one after the other."""
    note, start = painter.boxes[-1]
    lines = [
        line
        for box, flags, text, font in painter.texts[start:]
        for line in drawn_lines(box, flags, text, font)
    ]
    words = set(title.split())
    name = " ".join(text for text, _box in lines if set(text.split()) <= words)
    return note, lines, name


def assert_note_names(painter: RecordingPainter, title: str, what: str) -> None:
    """The note ``painter`` drew names the card whole, inside the note, no line on another."""
    note, lines, name = note_lines(painter, title)
    assert name == words_of(title), what
    for text, box in lines:
        assert note.contains(box), (what, text)
    assert_apart(lines)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.usefixtures("translations")
def test_memory_notes_name_every_card_whole(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """The note on a known face-down Garrison card and on another player's victory card names
    the card whole (never "Malaiischer Roter Harl…"), inside the note, clear of its up value
    or Petal Powers."""
    assert i18n.install(language) == language
    for card in CARDS.values():
        title = faces.card_title(card)
        for sideways in (False, True):
            item = PetalCardItem()
            item.set_look(card.id, face_up=False, top_up=True, memory=True, sideways=sideways)
            painter = RecordingPainter()
            painter.translate(200, 200)
            item.paint_card(painter, item.card_rect())
            painter.end()
            assert_note_names(
                painter, title, f"{language} {card.id} {'victory' if sideways else 'Garrison'}"
            )


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.usefixtures("translations")
def test_hand_notes_name_every_card_whole(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """A note for a known card of another player's hand, at each size the board gives it (one
    row of notes, or two lower rows), names the card whole beside its badge and powers; the
    notes of a size all write their powers alike ("+3 / −1" beside "top +3 · bottom 0" read
    as two kinds of note)."""
    assert i18n.install(language) == language
    colors = table_palette()
    for width in (MEMO_W, MEMO_MIN_W):
        for height in (MEMO_H, (MEMO_H - 4) / 2):
            rect = QRectF(10, 10, width, height)
            forms = set()
            for card in CARDS.values():
                title = faces.card_title(card)
                painter = RecordingPainter()
                faces.draw_hand_memo(painter, rect, card, colors)
                painter.end()
                assert_note_names(painter, title, f"{language} {width}x{height} {card.id}")
                powers = painter.texts[-1][2]
                forms.add("·" in powers)
            assert len(forms) == 1, f"{language} {width}x{height}"


@pytest.mark.parametrize("angle", [0.0, 4.0, -11.0])
def test_a_tilted_face_sets_no_text_turned(qapp, angle: float) -> None:  # type: ignore[no-untyped-def]
    """Play test, a hand fanned at 800×600: text drawn on a turned painter sets each letter on
    the pixel grid, and "Laubheuschrecke" read as "Laubheu" a pixel above "schrecke". A tilted
    face is drawn upright as a picture, then turned; an untilted one draws its words itself,
    sharp."""
    card = CARDS["katydid-1"]
    item = PetalCardItem()
    item.set_look(card.id, face_up=True, top_up=True, memory=False, sideways=False)
    painter = RecordingPainter()
    painter.translate(300, 300)
    painter.rotate(angle)
    painter.scale(0.3, 0.3)
    item.paint_card(painter, item.card_rect())
    painter.end()
    assert bool(painter.texts) == (angle == 0.0)
    assert any(painter.image.pixelColor(x, 300).alpha() for x in range(260, 340))  # a face


@pytest.mark.parametrize("top_up", [True, False])
def test_a_memory_tags_value_keeps_off_its_border(qapp, top_up: bool) -> None:  # type: ignore[no-untyped-def]
    """The up value on the note of a known face-down Garrison card ("−3") lies inside the
    note as far from its right border as the badge lies from its left one: set against the
    right edge, it touched the border at 150 % (play tester, session 56)."""
    item = PetalCardItem()
    rect = item.card_rect()
    tag = faces.memory_tag(rect)
    for card in CARDS.values():
        value = points_text(card.power(top_up))
        item.set_look(card.id, face_up=False, top_up=top_up, memory=True, sideways=False)
        painter = RecordingPainter()
        painter.translate(200, 200)
        item.paint_card(painter, rect)
        painter.end()
        inside, start = painter.boxes[-1]
        ((shown, box),) = [
            line
            for drawn, flags, text, font in painter.texts[start:]
            if text == value
            for line in drawn_lines(drawn, flags, text, font)
        ]
        edge = (tag.note.width() - inside.width()) / 2  # the border's pen within the note
        badge_margin = tag.badge_center.x() - tag.badge_radius - tag.note.left() - edge
        what = f"{card.id} {shown}"
        assert inside.contains(box), what
        assert inside.right() - box.right() >= badge_margin - 0.01, what
