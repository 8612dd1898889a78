"""A Flowers hint advises its move in the player's words: German hints said "Tipp: Die blaue 4
nehmen." where the rest of the German app says "Nimm …" (play tester, session 55). The
keyboard's frame and "Play this move?" keep their infinitive: they name the move."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.tutorial import OPTIONS, SEED
from desktop.hint import Hint, hint_text
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.save import Seat
from engine.games.flowers import GAME, Draw, Place, State
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_turn_line import start


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A window large enough for the hint's words, the computer moving at once."""
    settings = Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast")
    yield from window_on_screen(qtbot, settings, 1366, 714)


def press(board: FlowersBoard, key: Qt.Key) -> None:
    """``key``, pressed on the table, where a player presses it."""
    viewport = board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, key)


@pytest.mark.usefixtures("translations")
def test_a_german_hint_addresses_the_player_and_the_frame_keeps_its_infinitive(
    qtbot: QtBot, window: MainWindow
) -> None:
    """H on the draw and on the place step, as a German player reads them: "Tipp: Nimm die
    …" (or "Zieh …"), then "Tipp: Leg die … links neben die …" (by the cards, which never
    move, as History tells it: session 58); the keyboard's frame on the same move says
    "Enter: die … nehmen", "Play this move?" "Die … nehmen", and names the cell by the edges
    ("auf C2 (…)" or "auf die … in C2")."""
    i18n.install("de")
    bar = start(window, "flowers", (Seat(name="Ann"), Seat(name="Ben", kind="normal")))
    board = window.board
    assert isinstance(board, FlowersBoard)
    qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)
    note = bar.flash_note
    press(board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: note.text().startswith("Tipp: "), timeout=10_000)
    hinted = window._hint
    assert hinted is not None and isinstance(hinted.move, Draw)
    drawing = ("Tipp: Nimm die ", "Tipp: Zieh vom verdeckten Stapel. ")
    assert note.toolTip().startswith(drawing), note.toolTip()
    # the same move, asked about and framed for Enter: the infinitive names it
    asked = board.describe_choice(hinted.move, board.state)
    assert asked.endswith((" nehmen", "Vom verdeckten Stapel ziehen")), asked
    qtbot.wait(300)  # Enter waits for the hint's frame a moment
    press(board, Qt.Key.Key_Return)  # takes the card hinted
    qtbot.waitUntil(lambda: bool(board.places), timeout=10_000)
    qtbot.waitUntil(lambda: note.toolTip().startswith("Tipp: Leg die "), timeout=10_000)
    placing = window._hint
    assert placing is not None and isinstance(placing.move, Place)
    state = board.state
    assert isinstance(state, State)
    cell = (placing.move.x, placing.move.y)
    where = board._shown_place(state, cell)
    # the hint names the cell by the cards, as History does; "Play this move?" by the edges:
    # beside a card, or the card it covers (``named``)
    by_cards = FlowersBoard._where(state.areas[0], cell, locate=False, told=True)
    assert f" {by_cards}" in note.toolTip() and where not in note.toolTip(), note.toolTip()
    named = (f" auf {where} (", f" in {where}")
    # the keyboard's frame names its cell's move in the infinitive, after Enter's colon
    framed = board.describe_choice(placing.move, board.state)
    assert framed.startswith("Die ") and any(cell in framed for cell in named)
    assert " legen" in framed
    press(board, Qt.Key.Key_Right)
    press(board, Qt.Key.Key_Left)
    assert window.statusBar().currentMessage().startswith("Enter: die "), (
        window.statusBar().currentMessage()
    )
    assert " legen" in window.statusBar().currentMessage()


@pytest.mark.parametrize(
    ("language", "taken", "placed"),
    [
        ("en", "Hint: Take the ", "Hint: Place the "),
        ("fr", "Conseil\u00a0: piochez le ", "Conseil\u00a0: posez le "),
        ("de", "Tipp: Nimm die ", "Tipp: Leg die "),
    ],
)
@pytest.mark.usefixtures("translations")
def test_each_language_advises_the_move_its_own_way(
    qtbot: QtBot, language: str, taken: str, placed: str
) -> None:
    """The lesson's deal, a face-up card to take and its placing, as a hint says them: French
    and German each write their own (``i18n.CONTEXT_NOTES``)."""
    assert i18n.install(language) == language
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    state = GAME.new_game(OPTIONS, SEED)
    board.show_state(state, 0, GAME.legal_actions(state), GAME.projection(state), ["Ada"])
    assert hint_text(Hint(Draw(0), None), board.hint_words(Draw(0), state), []).startswith(taken)
    drawn = GAME.apply(state, Draw(0))
    board.show_state(drawn, 0, GAME.legal_actions(drawn), GAME.projection(drawn), ["Ada"])
    said = hint_text(Hint(Place(1, 0), None), board.hint_words(Place(1, 0), drawn), [])
    assert said.startswith(placed), said
