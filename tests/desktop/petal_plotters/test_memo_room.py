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

from .conftest import Table, make_table
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
    """Five players on a window of 1366×768 (at 150 %: 911×512 of the table's pixels). Ben's
    Garrison is long, so that the column beside it is at its narrowest (the notes take the room
    a shorter Garrison row leaves: ``test_hand_notes_take_the_room_the_garrison_leaves``)."""
    ben = ["honey-bee-2", "silver-royal", "pangolin-2", "sunbird-2", "katydid-3", "garden-snail-1"]
    state = position(
        [
            ["dusky-leaf-langur-1", "pangolin-1"],
            [*ben, "frog-1"],
            ["sunbird-1", "katydid-1"],
            ["frog-2", "honey-bee-3"],
            ["spider-1", "honey-bee-1"],
        ],
        [[], [down(card, 1) for card in ("katydid-2", "spider-2", "pangolin-3")], [], [], []],
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


def note_text_sizes(table: Table, seat: int) -> list[float]:
    """The type of each note on ``seat``'s hand as the screen shows it (pixels): its name's
    and the places it may be in."""
    board = table.board
    zoom = board.view.zoom()
    sizes = []
    for (holder, card), memo in board.memos.items():
        if holder != seat:
            continue
        words = faces.hand_memo_words(
            QRectF(0, 0, memo.rect.width(), memo.rect.height()),
            CARDS[card],
            sure=False,
            elsewhere=memo.elsewhere,
        )
        sizes += [words.name.font.pixelSize() * zoom, words.power_font.pixelSize() * zoom]
    return sizes


@pytest.mark.parametrize(("players", "known", "least"), [(4, 3, 5.9), (5, 1, 7.5)])
def test_hand_notes_take_the_room_the_garrison_leaves(
    qtbot: QtBot, french: None, players: int, known: int, least: float
) -> None:
    """At 1018×650 with History open, the notes on Ben's hand stood in a column 140 to 146
    wide beside his one-card Garrison: "Semnopithèque obscur" and "l’un des 2 endroits" were
    4.9 pixels high, three notes as well, under a caption on three lines ("Ben a / peut-être /
    encore :"). The column takes the room his Garrison row leaves: the caption is on one line
    at four players, the notes' words larger (5.9 pixels or more for three notes at four
    players, 7.5 for one at five), each note inside his panel, clear of his Garrison."""
    ben = ["dusky-leaf-langur-1", "silver-royal", "pangolin-2", "frog-1"]
    hands = [
        ["honey-bee-2", "pangolin-1"],
        ben,
        ["sunbird-1", "katydid-1"],
        ["frog-2", "honey-bee-3"],
        ["spider-1", "honey-bee-1"],
    ][:players]
    state = position(hands, [[], [down("katydid-2", 1)], [], [], []][:players])
    for card in ben[:known]:
        state = evolve(state, rumours=(*state.rumours, Rumour(2, card, (1,), ((1, 0),))))
    names = [*NAMES, "Eve"][:players]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    try:
        board = table.board
        fit_viewport(qtbot, table, 1018, 650)
        shown(table, state, 2)
        assert len([key for key in board.memos if key[0] == 1]) == known
        assert min(note_text_sizes(table, 1)) >= least
        if players == 4:
            assert "\n" not in board._labels[("known", 1)].text
        panel = board.panel_rects[1]
        slots = [rect for (seat, _index), rect in board.slot_rects.items() if seat == 1]
        for memo in board.memos.values():
            rect = memo.sceneBoundingRect()
            assert panel.contains(rect) and not any(rect.intersects(slot) for slot in slots)
    finally:
        table.controller.shutdown()
