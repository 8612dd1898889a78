"""The memory aid's note on the back of a rival's face-down card keeps to two lines."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import guess_words
from desktop.games.petal_plotters.items import CARD_H, CARD_W, note_box
from engine.games.petal_plotters.components import CARDS, Card

ELLIPSIS = "\u2026"


@pytest.fixture(params=["en", "fr", "de"])
def language(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[str]:
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def notes() -> Iterator[tuple[str, QRectF, bool]]:
    """Each note a face-down card of a rival's draws: the "?" note on a Garrison card and on
    a victory card, and the note on a victory card one knows (``PetalCardItem.paint``). In
    the card's own units: drawn at any size, a card scales its note whole, words and all."""
    upright = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
    across = QRectF(-CARD_H / 2, -CARD_W / 2, CARD_H, CARD_W)
    yield "garrison ?", note_box(upright, sideways=False, doubt=True), False
    yield "victory ?", note_box(across, sideways=True, doubt=True), False
    yield "victory known", note_box(across, sideways=True, doubt=False), True


def cases() -> Iterator[tuple[Card, str, str]]:
    """(card, title, places' words) as the table writes a "?" note (``guess_words``): one
    card in 2 to 5 places, or any two or three of the cards' names."""
    for card in CARDS.values():
        for places in (2, 5):
            yield card, guess_words([faces.card_title(card)]), faces.place_words(places, short=True)
    titles = sorted({faces.card_title(card) for card in CARDS.values()})
    card = next(iter(CARDS.values()))
    for count in (2, 3):
        for names in combinations(titles, count):
            yield card, guess_words(list(names)), ""


def test_a_note_on_a_rivals_face_down_card_takes_two_lines_at_most(language: str) -> None:
    """A note ran to four or five lines ("Gewöhnlicher" over "Vogelfalter" over "oder" over
    "Malaiischer" over "Roter Harlekin"; a name on two lines over "l’un des 2") and covered
    the card (play test). Now in two lines at most, in English, French and German, its words
    no smaller than ``MEMO_NAME_MIN_PX``, each line within the note, the places' words whole
    (a name cut where it must be: the card's tooltip names every card it may be)."""
    for kind, rect, known in notes():
        for card, title, elsewhere in (
            cases() if not known else ((c, "", "") for c in CARDS.values())
        ):
            words = faces.hand_memo_words(
                rect,
                card,
                sure=known,
                elsewhere=elsewhere,
                badge=known,
                title=title,
                most=faces.NOTE_LINES,
            )
            said = (language, kind, title or faces.card_title(card), elsewhere)
            powers = words.powers.split("\n") if words.powers else []
            beside = words.power_box.top() < words.name.bottom() - 0.5
            lines = (
                max(len(words.name.lines), len(powers))
                if beside
                else len(words.name.lines) + len(powers)
            )
            assert lines <= faces.NOTE_LINES, said
            assert words.name.font.pixelSize() >= faces.MEMO_NAME_MIN_PX, said
            name_metrics = QFontMetricsF(words.name.font)
            for box, line in words.name.lines:
                assert rect.contains(box), said
                # Qt cuts a line to within a pixel of its width
                assert name_metrics.horizontalAdvance(line) <= box.width() + 1, said
            if not known:
                # a guess, even where the names are cut (play tester 192)
                assert words.name.lines[0][1].startswith("?\u00a0"), said
            if elsewhere:
                assert words.powers == elsewhere, said  # whole, on one line
                assert words.power_font.pixelSize() >= faces.MEMO_NAME_MIN_PX, said
                metrics = QFontMetricsF(words.power_font)
                assert metrics.horizontalAdvance(elsewhere) <= words.power_box.width(), said
                assert words.name.bottom() <= words.power_box.top() + 0.5, said
