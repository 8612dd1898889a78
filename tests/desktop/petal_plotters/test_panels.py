"""The players' panels of a 5-player table are narrow: every line stays inside its panel, in
every language, and what does not fit whole is wrapped or cut with the full text as a tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.board import OPP_SCALE, fit_lines
from desktop.table.items import LabelItem
from engine.core.save import Seat

from .conftest import Table, make_table
from .test_board_play import setup_moves

LONG_NAME = "Maximiliane von Hohenzollern-Sigmaringen"


@pytest.fixture
def translations(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Compiled catalogues in a private folder; English again afterwards."""
    out = tmp_path_factory.mktemp("qm")
    ready = i18n.ensure_compiled(out_dir=out)
    assert {path.name for path in ready} >= {"bouquet_fr.qm", "bouquet_de.qm"}
    monkeypatch.setattr(i18n, "qm_dir", lambda: out)
    yield
    i18n.install("en")


def text_height(label: LabelItem) -> float:
    """The height ``label`` needs for its text in its width (wrapped if it wraps)."""
    flags = int(Qt.TextFlag.TextWordWrap) if label.wrap else 0
    box = QRectF(0, 0, label.width, 10_000)
    return QFontMetricsF(label.font).boundingRect(box, flags, label.text).height()


def assert_panels_fit(table: Table, names: list[str]) -> int:
    """Every line of the other players' panels inside its box and its panel, clear of the
    hand's backs and of the up values over the Garrison; returns how many victory card tags
    were checked."""
    board = table.board
    state = table.state
    display = board.display_state()
    tags = 0
    for seat in range(state.players):
        if seat == board.viewer:
            continue
        panel = board.panel_rects[seat]
        backs = [
            item.mapRectToScene(item.card_rect())
            for key, item in board.cards.items()
            if isinstance(key, tuple) and key[:2] == ("hand", seat)
        ]
        header = board._labels[("header", seat)]
        power = board._labels[("power", seat)]
        count = board._labels[("count", seat)]
        for label in (header, power, count):
            metrics = QFontMetricsF(label.font)
            lines = label.text.split("\n")
            assert all(metrics.horizontalAdvance(line) <= label.width for line in lines)
            assert text_height(label) <= label.height
            box = label.sceneBoundingRect()
            assert panel.contains(box)
            assert not any(box.intersects(back) for back in backs)
        assert not power.sceneBoundingRect().intersects(count.sceneBoundingRect())
        # the up values stand above the Garrison's cards, below the Petal Power
        chip_top = board.slot_rects[(seat, 0)].top() - 20 * OPP_SCALE
        assert power.sceneBoundingRect().bottom() <= chip_top
        # the Petal Power and the hand count are never cut: the Petal Power is one line, or
        # its two parts on two lines
        parts = board._power_parts(display, seat)
        assert len(parts) == 2, "the position has face-down cards in every Garrison"
        assert power.text in (" · ".join(parts), "\n".join(parts))
        assert power.toolTip() == "" and count.toolTip() == ""
        cards = len(state.hands[seat])
        assert not cards or str(cards) in count.text
        # a name too long for the panel is cut, and the tooltip holds it whole
        if names[seat] == LONG_NAME:
            assert header.text.endswith("…") and LONG_NAME in header.toolTip()
        else:
            assert names[seat] in header.text and header.toolTip() == ""
        if state.victory[seat] is not None:
            tags += 1
            tag = board._labels[("victory", seat)]
            assert tag.wrap and text_height(tag) <= tag.height
            assert panel.contains(tag.sceneBoundingRect())
    return tags


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_five_player_panels_keep_every_line_inside(qtbot: QtBot, language: str) -> None:
    assert i18n.install(language) == language
    names = ["Ada", LONG_NAME, "Cyrielle", "Dmitri", "Eleonora"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)
    try:
        # early: a face-down card in every Garrison, full hands
        setup_moves(table, lambda s: all(any(not slot.face_up for slot in g) for g in s.garrisons))
        assert all(len(hand) >= 3 for hand in table.state.hands)
        assert_panels_fit(table, names)
        # late: victory cards laid beside their Garrisons
        setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 3)
        assert assert_panels_fit(table, names) >= 2
    finally:
        table.controller.shutdown()


def test_fit_lines_wraps_the_parts_then_cuts_them(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    font.setPointSizeF(11)
    metrics = QFontMetricsF(font)
    parts = ["Petal Power +12", "3 face down"]
    whole = "Petal Power +12 · 3 face down"
    assert fit_lines(parts, font, metrics.horizontalAdvance(whole) + 10) == (whole, "")
    two = fit_lines(parts, font, metrics.horizontalAdvance(parts[0]) + 10)
    assert two == ("Petal Power +12\n3 face down", "")
    text, tip = fit_lines(parts, font, metrics.horizontalAdvance("Petal P") + 4)
    lines = text.split("\n")
    assert len(lines) == 2 and all(line.endswith("…") for line in lines) and tip == whole
