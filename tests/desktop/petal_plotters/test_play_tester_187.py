"""Play tester 187 (a French family of four at one screen, 1280×800): what a rival's panel,
the hand-off screen and the table's lists said that a player misread."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard, faces
from desktop.games.petal_plotters.board import told_name
from desktop.history import News, PlayedMove
from desktop.main_window import MainWindow
from desktop.screen_fit import TABLE_EDGE
from desktop.settings import Settings
from desktop.table import set_animation_speed
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.state import PassCard, Phase, UseAbility
from tests.games.petal_plotters.helpers import down, position, up

from .conftest import make_table
from .test_board_play import setup_moves
from .test_deal_window import Screen
from .test_deal_window_centred import first_deal_window
from .test_table_fit import fit_viewport

FAMILY = ["Léa", "Hugo", "Papa", "Maman"]


def board_tr(text: str) -> str:
    return QCoreApplication.translate("PetalPlottersBoard", text)


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_rivals_count_says_the_cards_in_hand_and_the_card_passed_apart(
    qtbot: QtBot, language: str
) -> None:
    """Léa played a Sunbird and passed her last card: her header read "1 en main, 1 passée",
    her hand empty, and Hugo's three cards and the one he passed read "4 en main, 1 passée"
    (1 + 1, 4 + 1). The count is of the cards in hand now, the card passed said apart."""
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in FAMILY])
    try:
        table.board.widget().resize(1280, 800)
        state = position(
            [
                ["sunbird-1", "spider-1"],
                ["katydid-1", "honey-bee-1", "garden-snail-1", "frog-1"],
                ["dusky-leaf-langur-1", "katydid-2", "spider-2", "frog-2"],
                ["pangolin-1", "honey-bee-2", "garden-snail-2", "spider-3"],
            ],
            [[], [], [], []],
        )
        state = GAME.apply(state, UseAbility("sunbird-1"))
        state = GAME.apply(state, PassCard("spider-1"))  # Léa's last card
        state = GAME.apply(state, PassCard("katydid-1"))  # Hugo's: Papa's turn to pass
        assert len(state.hands[0]) == 0 and len(state.hands[1]) == 3
        view = GAME.view(state, 2)
        board = table.board
        board.show_state(view, 2, GAME.legal_actions(state), GAME.projection(view), FAMILY)
        forms = [
            board_tr("%1 in hand (1 passed, held until all pass)"),
            board_tr("%1 in hand, 1 passed"),
            board_tr("%1 · 1 passed"),
        ]
        for seat, in_hand in ((0, 0), (1, 3)):
            count = board._labels[("count", seat)].text
            assert count in [form.replace("%1", str(in_hand)) for form in forms], count
    finally:
        table.controller.shutdown()
        assert i18n.install("en") == "en"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_moves_left_out_of_the_list_since_your_last_are_counted_and_sent_to_history(
    qtbot: QtBot, language: str
) -> None:
    """On Léa's turn "Depuis votre dernier coup (les 2 plus récents)" dropped Hugo's exchange,
    the third move since hers, unsaid. Cut to its latest turns, the heading says how many it
    shows of how many, and where the rest are, whole on its line at the tester's table."""
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in FAMILY])
    try:
        fit_viewport(qtbot, table, 1018, 650)  # 1280×800 with History open
        board = table.board
        setup_moves(table, lambda s: s.phase is Phase.TURN and s.turns >= 4)
        names = [f"{name}: " for name in FAMILY]
        moves = (
            f"{names[1]}{board_tr('Add a card to their Garrison')}",
            f"{names[2]}{board_tr('Add a card to their Garrison')}",
            f"{names[3]}{board_tr('Add a card to their Garrison')}",
        )
        board.news = News(moves, told=3, moved_before=True)
        told = board._news_lines()
        assert told is not None
        heading, cut_heading, listed = told
        label = board._label("last-move", 14)
        width = label.width
        board._write_news(label, heading, cut_heading, listed, width, 3)
        lines = label.text.split("\n")
        assert len(lines) == 3  # the heading and the latest two
        expected = (
            board_tr("Since your last move (%1 of %2, see History):")
            .replace("%1", "2")
            .replace("%2", "3")
        )
        assert lines[0] == expected  # whole, not cut
        assert QFontMetricsF(label.font).horizontalAdvance(lines[0]) <= width
        assert label.toolTip() == "\n".join([heading, *moves])
        # in a narrower panel, how many of how many, never cut ("(2 of 3, see…")
        narrow = QFontMetricsF(label.font).horizontalAdvance(expected) * 0.8
        board._write_news(label, heading, cut_heading, listed, narrow, 3)
        short = board_tr("Since your last move (%1 of %2):").replace("%2", "3")
        first = label.text.split("\n")[0]
        assert first in (short.replace("%1", "1"), short.replace("%1", "2")), first
        assert QFontMetricsF(label.font).horizontalAdvance(first) <= narrow
    finally:
        table.controller.shutdown()
        assert i18n.install("en") == "en"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_hand_off_tells_the_pass_an_ability_asked_for_as_its_cause(
    qapp: object, language: str
) -> None:
    """Léa's hand-off screen said "Hugo a passé une carte (Souimanga de Léa)": Hugo seemed to
    have passed Léa's Sunbird. The ability reads as what asked for the pass."""
    assert i18n.install(language) == language
    try:
        board = PetalPlottersBoard(GAME)
        board.seat_names = list(FAMILY)
        state = position(
            [["sunbird-1", "frog-2"], ["spider-1", "pangolin-1"], [], []],
            [[up(HORNBILL, 0)], [down("frog-1", 1)], [], []],
        )
        state = GAME.apply(GAME.apply(state, UseAbility("sunbird-1")), PassCard("frog-2"))
        assert state.current == 1  # Hugo alone passes: the others' hands are empty
        after = GAME.apply(state, PassCard("spider-1"))
        move = PlayedMove(1, PassCard("spider-1"), GAME.view(state, 0), GAME.view(after, 0))
        told = board.describe_turn([move], for_all=True)
        assert told is not None
        sunbird = told_name(faces.card_title(CARDS["sunbird-1"]))
        said = (
            board_tr("%1 passed a card, as %3's %2 asked")
            .replace("%1", "Hugo")
            .replace("%2", sunbird)
            .replace("%3", "Léa")
        )
        assert told[-1].words.startswith(said), told[-1].words
    finally:
        assert i18n.install("en") == "en"


@pytest.mark.parametrize("players", [4, 5])
def test_a_deal_window_wider_than_the_table_leaves_no_strip_of_it_beside(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    """At 1280×800 with History open, the end-of-deal window, a little wider than the table,
    was centred on the main window: "Léa :" and "La pa" showed cut in the strip of the table
    left at its left, History's words at its right. It covers the main window's width."""
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(QWidget, "screen", lambda _self: Screen(1280, 800))
    set_animation_speed(0)
    window = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"))
    qtbot.addWidget(window)
    window.setGeometry(QRect(0, 0, 1280, 775))
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    seats = (
        Seat(name="Léa", kind="human"),
        *[Seat(name=f"Bot {n}", kind="easy") for n in range(1, players)],
    )
    board, dialog = first_deal_window(qtbot, window, seats)
    try:
        placed = dialog.frameGeometry()
        viewport = board.view.viewport()
        table = QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())
        assert placed.width() > table.width() - 2 * TABLE_EDGE  # as the tester's was
        main = window.frameGeometry().intersected(QRect(0, 0, 1280, 800))  # as on screen
        assert placed.left() <= main.left() and placed.right() >= main.right(), (placed, main)
    finally:
        window.close()
