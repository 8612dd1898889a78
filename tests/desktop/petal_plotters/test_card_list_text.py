"""The card-counting window (C) at a French play tester's table of four: of two Spiders side
by side one showed its ability text, the other none, and so of the Pangolins. Each face
fitted its own text, and only the short ones fitted a thumbnail: now every face of one size
shows it alike (here none: the card under the pointer is shown large, text and all)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, qAlpha, qGray
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.items import CARD_H, CARD_W, COUNT_CARD_W, DEAL_CARD_W
from engine.core.save import Seat
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.counting import card_places

from .conftest import make_table


def text_shown(image: QImage, card_id: str) -> bool:
    """Is there ink under the card's name, in the room the ability text is written in? The
    picture is the card ``COUNT_CARD_W`` wide, 2 pixels in from its corner (``card_pixmap``)."""
    rect = QRectF(2, 2, COUNT_CARD_W, int(COUNT_CARD_W * CARD_H / CARD_W))
    layout = faces.face_layout(rect)
    name, _ability = faces.face_words(CARDS[card_id], layout)
    ratio = image.devicePixelRatio()
    room = layout.words
    top = name.bottom() + 1 if name.lines else room.top()
    inked = 0
    for y in range(round(top * ratio), round(room.bottom() * ratio)):
        for x in range(round(room.left() * ratio), round(room.right() * ratio)):
            pixel = image.pixel(x, y)
            inked += qAlpha(pixel) > 200 and qGray(pixel) < 110
    return inked > 3


def test_every_thumbnail_shows_the_ability_text_alike(qtbot: QtBot) -> None:
    assert i18n.install("fr") == "fr"
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Rose", "Iris", "Daisy")]
    table = make_table(qtbot, seats, seed=19, match=True)
    try:
        board = table.board
        assert board.state is not None
        assert all(place.top_up for place in card_places(board.state))  # none upside down
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_C)
        dialog = board.card_count_dialog
        assert dialog is not None and QTest.qWaitForWindowExposed(dialog)
        shown = {
            label.objectName().removeprefix("count-card-"): text_shown(
                label.pixmap().toImage(), label.objectName().removeprefix("count-card-")
            )
            for label in dialog.findChildren(QLabel)
            if label.objectName().startswith("count-card-")
        }
        assert {"spider-1", "spider-2", "pangolin-2", "pangolin-3"} <= shown.keys()
        assert len(set(shown.values())) == 1, shown
    finally:
        table.controller.shutdown()
        i18n.install("en")


def test_a_face_wide_enough_for_every_text_shows_each(qtbot: QtBot) -> None:
    """The deal window's cards at their widest hold every card's text, in each language: all
    show it (only a size too small for some shows it for none)."""
    for language in ("en", "fr", "de"):
        assert i18n.install(language) == language
        layout = faces.face_layout(QRectF(2, 2, DEAL_CARD_W, int(DEAL_CARD_W * CARD_H / CARD_W)))
        assert all(faces.face_words(card, layout)[1].lines for card in CARDS.values()), language
    i18n.install("en")


def test_a_face_too_small_for_a_name_shows_it_cut(qtbot: QtBot) -> None:
    """Play tester 213: in a deal's window at five players, every German Katydid
    ("Laubheuschrecke", one long word) showed no name, where the other cards kept theirs. A
    name too long for the smallest face is cut ("Laubheusch…"), not dropped."""
    assert i18n.install("de") == "de"
    try:
        for width in (40, 48, 56):
            layout = faces.face_layout(QRectF(2, 2, width, int(width * CARD_H / CARD_W)))
            for card in CARDS.values():
                name, _ability = faces.face_words(card, layout)
                assert name.lines, (width, card.id)
                lines = [line for _box, line in name.lines]
                title = faces.card_title(card)
                assert " ".join(lines) == title or lines[-1].endswith("…"), (width, lines)
    finally:
        i18n.install("en")
