"""Issue 4 and the rulebook (line 61: "place this last card horizontally below your
Garrison"): every victory card, the viewer's too, lies sideways below its Garrison row, in the
strip that holds that player's hand (its backs, the notes on it) until then; it lay crosswise at
the row's right end or in the panel's corner."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations, pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import TARGET_FRAME, PetalPlottersBoard
from desktop.games.petal_plotters.items import CARD_H, CARD_W
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import Phase

from .conftest import Table, make_table
from .test_board_play import pass_to_the_left, setup_moves
from .test_table_fit import fit_viewport

WINDOWS = {"1366×768": (1366, 652), "1024×700, History open": (762, 584)}


def people(qtbot: QtBot, players: int) -> Table:
    names = ["Ada", "Maximiliane", "Cyrielle", "Dmitri", "Eleonora"][:players]
    return make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)


def below(table: Table, seat: int) -> None:
    """``seat``'s victory card lies sideways (wider than high) under their Garrison row, from
    its left, inside their panel (the viewer's too: it lay under their panel's frame in the
    tall and flat arrangements, play tester 195), clear of every Garrison card and of its
    caption."""
    board = table.board
    card = board.victory_rects[seat]
    row = board.garrison_rects[seat]
    assert card.width() > card.height()
    assert card.top() >= row.bottom() and abs(card.left() - (row.left() + 4)) < 1
    panel = board.panel_rects[seat]
    assert panel.contains(card)
    assert not any(card.intersects(slot) for slot in board.slot_rects.values())
    item = next(i for k, i in board.cards.items() if board.where.get(k) == ("victory", seat))
    assert item.sceneBoundingRect().adjusted(1, 1, -1, -1).intersects(card)
    # over the glow and the keyboard's frame round the row's cards, which reach down to it: a
    # target's ring crossed its top (play tester 200)
    garrisons = [c for k, c in board.cards.items() if board.where.get(k, ("",))[0] == "slot"]
    assert item.zValue() > max(board.cursor_item.zValue(), *(c.zValue() for c in garrisons))
    tag = board._labels[("victory", seat)]
    assert tag.isVisible() and not tag.sceneBoundingRect().intersects(card)
    assert tag.zValue() > board.cursor_item.zValue()  # the glow cut its letters (tester 204)
    if seat == board.viewer:
        # named whole: their panel has the room ("Dusky Leaf L…" was cut, play tester 195)
        assert item.face_up and tag.text.endswith(board._card_name(item.card_id))


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("window", sorted(WINDOWS))
def test_victory_cards_lie_below_their_garrisons_and_turn_up_there(
    qtbot: QtBot, window: str, players: int
) -> None:
    table = people(qtbot, players)
    try:
        board = table.board
        fit_viewport(qtbot, table, *WINDOWS[window])
        setup_moves(table, lambda s: sum(v is not None for v in s.victory) >= players - 1)
        laid = [seat for seat in range(players) if table.state.victory[seat] is not None]
        assert laid
        for seat in laid:
            below(table, seat)
        # the end: every victory card turned face up where it lay
        state = table.state
        while state.phase is not Phase.OVER:
            table.controller.play(GAME.legal_actions(state)[0])
            state = table.state
        qtbot.waitUntil(board.ending_done, timeout=10_000)
        assert len(board.victory_rects) == players
        for seat in range(players):
            below(table, seat)
            held = state.victory[seat]
            assert held is not None
            item = board.cards[held.card]
            assert item.face_up and board.where[held.card] == ("victory", seat)
        notes = board._notes_rect()
        tags = [board._labels[("victory", seat)].sceneBoundingRect() for seat in range(players)]
        for rect in [*board.victory_rects.values(), *tags, *board.panel_rects.values()]:
            assert not notes.intersects(rect)
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("players", [3, 5])
def test_the_hand_and_the_notes_on_it_lie_in_the_strip_below_the_garrison(
    qtbot: QtBot, players: int
) -> None:
    """Their backs and the notes on the cards of it one knows, under the caption's words at
    their left, lie in the strip under the Garrison row; nothing overlaps."""
    table = people(qtbot, players)
    try:
        board = table.board
        fit_viewport(qtbot, table, 1366, 652)
        pass_to_the_left(table)
        assert board.memos
        for seat, strip in board.strip_rects.items():
            row = board.garrison_rects[seat]
            assert strip.top() >= row.bottom() and board.panel_rects[seat].contains(strip)
            backs = [
                item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))  # the card, not its glow
                for key, item in board.cards.items()
                if board.where.get(key) == ("hand", seat)
            ]
            assert len(backs) == len(table.state.hands[seat])
            notes = [memo.sceneBoundingRect() for (s, _), memo in board.memos.items() if s == seat]
            caption = board._labels.get(("known", seat))
            words = [caption.sceneBoundingRect()] if notes and caption is not None else []
            inside = strip.adjusted(-2, -8, 2, 2)  # a card chosen to pass rises a little
            for rect in [*backs, *notes, *words]:
                assert inside.contains(rect), (seat, rect, strip)
            slots = [r for (s, _), r in board.slot_rects.items() if s == seat]
            apart: list[QRectF] = [*notes, *words, *slots]
            assert not any(a.intersects(b) for a, b in combinations(apart, 2))
            if backs:
                hand = backs[0].united(backs[-1])
                assert not any(hand.intersects(rect) for rect in [*notes, *words])
            # the keyboard's frame round the row's cards reaches into the strip: the notes and
            # their words lie over it ("Auf der Hand von Lena kennst du:" read "Au der Hand"
            # under it, play tester 202)
            assert strip.top() - row.bottom() < TARGET_FRAME
            written = [memo for (s, _), memo in board.memos.items() if s == seat]
            if written and caption is not None:
                written.append(caption)
            for item in written:
                assert item.zValue() > board.cursor_item.zValue()
    finally:
        table.controller.shutdown()


def test_notes_beside_a_garrison_stand_clear_of_the_keyboard_frame_round_its_cards(
    qtbot: QtBot,
) -> None:
    """Where the notes on a hand stand in a column at the right of a short Garrison row (five
    players at 1024×700 with History open, the Petal Power on two lines), the keyboard's
    frame round that row's last card as a target (``TARGET_FRAME`` out, its 9-unit halo
    centred on it) lay over the column's caption and a note's mark (play tester 196)."""
    beside = 0
    for board, seat in notes_in_a_column(qtbot):
        ends = [rect.right() for (s, _), rect in board.slot_rects.items() if s == seat]
        if not ends:
            continue
        beside += 1
        caption = board._labels[("known", seat)].pos().x()  # its box pads it by 2
        notes = [memo.pos().x() for (s, _), memo in board.memos.items() if s == seat]
        assert notes
        for left in [caption, *notes]:
            assert left >= max(ends) + TARGET_FRAME + 4.5, (seat, left)
    assert beside  # the column was seen beside cards


def notes_in_a_column(qtbot: QtBot) -> Iterator[tuple[PetalPlottersBoard, int]]:
    """Five people at 1024×700 with History open, over the eight turns after a pass to the
    left: each time another player's notes stand in the column beside their Garrison row,
    the board and that player."""
    table = people(qtbot, 5)
    try:
        board = table.board
        fit_viewport(qtbot, table, *WINDOWS["1024×700, History open"])
        pass_to_the_left(table)
        start = table.state.turns
        for later in range(1, 9):
            setup_moves(table, lambda s: s.turns >= start + later)  # noqa: B023
            for seat in sorted(board.side_rects.keys() - board.notes_across):
                yield board, seat
    finally:
        table.controller.shutdown()


def test_backs_beside_notes_in_a_column_lie_side_by_side(qtbot: QtBot) -> None:
    """Where the notes on a hand stand in the column at the right of a short Garrison row, the
    strip holds the hand's backs alone: they lay 12 units apart all the same, four cards
    about 27 pixels wide in all, beside another player's four laid side by side (play tester
    200, five players at 1024×700 with History open). They now lie side by side there too."""
    seen = 0
    for board, seat in notes_in_a_column(qtbot):
        backs = sorted(
            (
                item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
                for key, item in board.cards.items()
                if board.where.get(key) == ("hand", seat)
            ),
            key=QRectF.left,
        )
        if len(backs) < 2:
            continue
        seen += 1
        assert all(a.right() < b.left() for a, b in pairwise(backs)), seat
    assert seen  # backs were seen beside a column of notes


def test_the_keyboards_frame_shows_round_the_captions_words_not_through_them(
    qtbot: QtBot,
) -> None:
    """The frame round a Garrison card reaches into the strip below, and its blue line ran
    between the letters of "Auf der Hand von …" over it (play tester 204): the words stand on
    a patch of their panel."""
    table = people(qtbot, 5)
    try:
        board = table.board
        fit_viewport(qtbot, table, 1366, 652)
        pass_to_the_left(table)
        caption = next(
            label
            for key, label in board._labels.items()
            if isinstance(key, tuple) and key[0] == "known" and label.isVisible() and label.text
        )
        words = caption.sceneBoundingRect()

        def shot() -> QImage:
            image = QImage(words.size().toSize() * 4, QImage.Format.Format_ARGB32)
            image.fill(0)
            painter = QPainter(image)
            board.scene.render(painter, QRectF(image.rect()), words)
            painter.end()
            return image

        bare = shot()
        paper = Counter(
            bare.pixelColor(x, y).lightness()
            for y in range(bare.height())
            for x in range(bare.width())
        ).most_common(1)[0][0]
        ink = [  # the words' letters
            (x, y)
            for y in range(bare.height())
            for x in range(bare.width())
            if abs(bare.pixelColor(x, y).lightness() - paper) > 60
        ]
        left, right = min(x for x, _ in ink), max(x for x, _ in ink)
        top, bottom = min(y for _, y in ink), max(y for _, y in ink)
        # the frame's bottom line across the middle of the words, as a card's above reaches
        frame = board.cursor_item
        frame.prepareGeometryChange()
        frame.rect = QRectF(words.left() - 40, words.top() - 80, words.width() + 80, 80)
        frame.setPos(0, words.height() / 2)
        frame.set_mode("cursor")
        frame.setVisible(True)
        image = shot()
        cursor = board.view.palette_colors.cursor
        blue = [
            (x, y)
            for y in range(top, bottom + 1)
            for x in range(left, right + 1)
            if abs(image.pixelColor(x, y).hue() - cursor.hue()) < 12
            and image.pixelColor(x, y).saturation() > 120
        ]
        assert not blue, (len(blue), caption.text)
    finally:
        table.controller.shutdown()
