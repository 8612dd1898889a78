"""The garden's column letters and row numbers read whatever frames its cells carry: the
offered cells' frames touched the letters under the last row and a hint's dotted frame hid an
"H" (play testers). Drawn over every frame, each on a small backing of the panel's colour, a
frame line passing behind a letter is interrupted rather than drawn across it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.games.flowers.items import EdgeLabelItem
from desktop.table.items import HighlightItem
from engine.core.save import Seat

from .conftest import make_table
from .test_board_play import keys_at_my_turn


def edge_labels(board: FlowersBoard) -> list[EdgeLabelItem]:
    """The row numbers and column letters shown on the viewer's garden's edges."""
    shown = [
        label
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] in ("column", "row") and label.isVisible()
    ]
    assert all(isinstance(label, EdgeLabelItem) for label in shown)
    return [label for label in shown if isinstance(label, EdgeLabelItem)]


def near(first: QColor, second: QColor, within: int = 60) -> bool:
    return (
        abs(first.red() - second.red())
        + abs(first.green() - second.green())
        + abs(first.blue() - second.blue())
        <= within
    )


def pixels(image: QImage, board: FlowersBoard, rect: QRectF) -> list[QColor]:
    """The colours ``image`` (a grab of the view) shows inside the scene ``rect``."""
    shown = board.view.mapFromScene(rect).boundingRect()
    ratio = image.devicePixelRatio()
    found = []
    for x in range(int(shown.left() * ratio), int((shown.right() + 1) * ratio)):
        for y in range(int(shown.top() * ratio), int((shown.bottom() + 1) * ratio)):
            if image.valid(x, y):
                found.append(image.pixelColor(x, y))
    return found


@pytest.mark.parametrize(("size", "seed"), [((1920, 1080), 11), ((1024, 640), 5)])
def test_letters_lie_over_the_frames_on_a_backing(
    qtbot: QtBot, size: tuple[int, int], seed: int
) -> None:
    table = make_table(
        qtbot, [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="easy")], seed, size=size
    )
    try:
        board = table.board
        view = keys_at_my_turn(qtbot, table)
        QTest.keyClick(view, Qt.Key.Key_1)  # drawn: the free cells are offered
        assert table.state.held is not None
        # a hint and the keyboard's frame on an offered cell of the last row
        lowest = max(board.places, key=lambda cell: (cell[1], -cell[0]))
        board.show_hints([lowest])
        assert board.cursor_cell == lowest and board.targets[lowest].mode == "cursor"
        frames = [item for item in board.scene.items() if isinstance(item, HighlightItem)]
        labels = edge_labels(board)
        assert labels
        crossed = 0
        for label in labels:
            glyph = label.glyph_rect()
            assert not glyph.isEmpty() and label.backing_rect().contains(glyph), label.text
            for frame in frames:
                if frame.isVisible() and frame.collidesWithItem(label):
                    crossed += 1
                    assert label.zValue() > frame.zValue(), (label.text, frame.mode)
                    assert label.isObscuredBy(frame) is False
        assert crossed, "no frame reaches a letter: the case the play testers saw is not met"
        colors = board.view.palette_colors
        image = view.grab().toImage()
        # the hint's orange and the keyboard's blue frames, both on the last row's cell (an
        # offered cell's green is too near the letters' muted ink to be told from it)
        inks = [colors.hint, colors.cursor]
        for label in labels:
            seen = pixels(image, board, label.mapRectToScene(label.glyph_rect()))
            assert not any(near(pixel, ink) for pixel in seen for ink in inks), label.text
            assert any(near(pixel, colors.muted_text, 90) for pixel in seen), label.text
        # away from the frames, the backing is not seen: the panel's colour as around it
        alone = [label for label in labels if not any(f.collidesWithItem(label) for f in frames)]
        assert alone
        for label in alone:
            backing, glyph = label.backing_rect(), label.glyph_rect()
            inside = label.mapToScene(QPointF(backing.left() + 1, glyph.center().y()))
            outside = label.mapToScene(QPointF(backing.left() - 3, glyph.center().y()))
            shown = [view.mapFromScene(point) for point in (inside, outside)]
            ratio = image.devicePixelRatio()
            on, off = (image.pixelColor(point.x() * ratio, point.y() * ratio) for point in shown)
            assert near(on, off, 4), (label.text, on.name(), off.name())
    finally:
        table.controller.shutdown()
