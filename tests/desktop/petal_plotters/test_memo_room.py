"""The memory aid's notes on a hand's cards say whole where else their card may be: at their
lowest (``MEMO_MIN_H``) in a narrow panel, the French "l’un des 2 endroits" was cut to "l’un
des 2 en…" (French play tester at 150 %, session 56). Notes take the height their words
need."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import ELLIPSIS, MEMO_MIN_H, MEMO_MIN_W, memo_height
from engine.core.save import Seat
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import Rumour, evolve
from tests.games.petal_plotters.helpers import down, position

from .conftest import make_table
from .test_rumour_notes import NAMES, known_by, shown
from .test_table_fit import fit_viewport


@pytest.fixture
def french(qtbot: QtBot) -> Iterator[None]:
    assert i18n.install("fr") == "fr"
    yield
    i18n.install("en")


@pytest.mark.parametrize("width", [MEMO_MIN_W, 160.0])
def test_the_lowest_notes_grow_to_say_their_places_whole(french: None, width: float) -> None:
    elsewhere = faces.place_words(2)
    card = CARDS["dusky-leaf-langur-1"]
    low = QRectF(0, 0, width, MEMO_MIN_H)
    # the note as low as notes go cuts the words (what the play tester saw)
    assert ELLIPSIS in faces.hand_memo_words(low, card, sure=False, elsewhere=elsewhere).powers
    height = memo_height(width, MEMO_MIN_H, [(card.id, False, elsewhere)])
    words = faces.hand_memo_words(
        QRectF(0, 0, width, height), card, sure=False, elsewhere=elsewhere
    )
    assert words.powers.replace("\n", " ") == elsewhere
    assert memo_height(width, MEMO_MIN_H, [(card.id, True, "")]) == MEMO_MIN_H  # sure: as low


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_on_a_small_table_every_note_says_its_places_whole(
    qtbot: QtBot, french: None, scale: float
) -> None:
    """Five players on a window of 1366×768 (at 150 %: 911×512 of the table's pixels)."""
    ben = ["honey-bee-2", "silver-royal", "pangolin-2", "sunbird-2", "katydid-3", "garden-snail-1"]
    state = position(
        [
            ["dusky-leaf-langur-1", "pangolin-1"],
            [*ben, "frog-1"],
            ["sunbird-1", "katydid-1"],
            ["frog-2", "honey-bee-3"],
            ["spider-1", "honey-bee-1"],
        ],
        [[], [down("katydid-2", 1)], [], [], []],
    )
    for card in ben:  # Cy knows Ben's whole hand: a column of low notes
        state = known_by(state, 1, card, 2)
    lost = ("frog-1", (1,), ((1, 0),))
    state = evolve(state, rumours=(Rumour(2, *lost),))
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in [*NAMES, "Eve"]])
    try:
        fit_viewport(qtbot, table, round(1366 / scale), round(652 / scale))
        shown(table, state, 2)
        memo = table.board.memos[1, "frog-1"]
        assert memo.rect.height() < 40  # low notes
        assert memo.elsewhere == faces.place_words(2)
        rect = memo.mapRectToScene(memo.boundingRect())
        words = faces.hand_memo_words(
            QRectF(0, 0, memo.rect.width(), memo.rect.height()),
            CARDS["frog-1"],
            sure=False,
            elsewhere=memo.elsewhere,
        )
        assert ELLIPSIS not in words.powers, (rect, words.powers)
        # only the note that needs it is higher: the sure ones keep the column's height
        heights = {
            card: item.rect.height()
            for (seat, card), item in table.board.memos.items()
            if seat == 1
        }
        assert all(heights[card] < heights["frog-1"] for card in ben)
    finally:
        table.controller.shutdown()
