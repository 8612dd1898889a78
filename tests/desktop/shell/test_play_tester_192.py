"""What an English couple found playing Petal Plotters at one screen (play tester 192, 1280×720,
dark colours)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop import press_guard
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.table.bar import TableBar
from desktop.table.palette import contrast, use_colours
from engine.core import registry
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, ChooseSlot, PlaceHornbill, UseAbility
from tests.desktop.shell.on_screen import quick_window
from tests.desktop.shell.questions import take_back_answer
from tests.desktop.shell.test_turn_line import marked, on_the_window


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = quick_window(qtbot)
    yield win
    win.close()


def hot_seat(window: MainWindow, seed: int) -> None:
    """Ben and Anna at one screen, Ben in the first seat, on the deal of ``seed``."""
    game = registry.get_game("petal-plotters")
    options = game.parse_options({"players": 2})
    seats = (Seat(name="Ben", kind="human"), Seat(name="Anna", kind="human"))
    assert window.start_game(NewGameChoice("petal-plotters", options, seed, seats))


def table_taken_by_enter(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> TableBar:
    """The hot-seat deal of seed 1, its first table taken by Enter at the hand-off once its
    guard is over: the table's bar."""
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 300)
    hot_seat(window, seed=1)
    assert window.board is not None
    bar = window.board.widget().findChild(TableBar)
    assert bar is not None
    window.activateWindow()
    qtbot.waitUntil(window.handoff.button.hasFocus)
    qtbot.wait(350)
    QTest.keyClick(window.handoff.button, Qt.Key.Key_Return)
    return bar


def take_screen(qtbot: QtBot, window: MainWindow) -> None:
    assert window.table.currentWidget() is window.handoff
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)


def test_undo_after_a_pangolins_rotation_says_who_saw_the_card(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ben played his Pangolin and rotated a card, shown none; Undo at Anna's hand-off said
    "The turn resumes after the card Ben was shown". The card shown was his Pangolin, to
    Anna: that is why the turn resumes after it, and the question says so."""
    hot_seat(window, seed=1)
    session = window.controller.session
    assert session is not None
    take_screen(qtbot, window)
    window.controller.play(PlaceHornbill())  # Anna's
    take_screen(qtbot, window)
    assert session.state.current == 0
    assert undo_after_a_pangolin(window, monkeypatch) == [
        "Undo “Ben: Rotate card 1 of Anna's Garrison (Great\u00a0Hornbill, counts −2)”\n\n"
        "This takes back what Ben played: the turn goes back to Ben, and the screen with it."
        " The turn resumes after the card Ben showed Anna: a card seen cannot be taken back."
    ]


def undo_after_a_pangolin(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The person to move plays their Pangolin and rotates a card with it (which shows nobody
    anything), then Undo is pressed at the next person's hand-off and answered Yes: the
    questions asked. The Pangolin stays played."""
    session = window.controller.session
    assert session is not None
    pangolin = UseAbility(card="pangolin-1")
    assert pangolin in GAME.legal_actions(session.state)
    window.controller.play(pangolin)
    rotate = next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    assert not GAME.reveals_to(session.state, rotate)  # a rotation shows nobody anything
    window.controller.play(rotate)
    assert window.table.currentWidget() is window.handoff
    asked = take_back_answer(monkeypatch, "Yes")
    window.actions_by_name["undo"].trigger()
    assert session.actions[-1] == pangolin
    return asked


def test_the_frames_keys_said_as_enter_takes_the_screen_leave_the_mark(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Anna took her first table by Enter: the keyboard's frame came out, and what Enter would
    do there lay over the line and over its mark for five seconds, "To do — Anna" gone, the
    one word that told whose table it was (twice, each person's first time). They say what
    to do: the mark stays beside them."""
    bar = table_taken_by_enter(qtbot, window, monkeypatch)
    session = window.controller.session
    assert session is not None and window.board is not None
    assert window.table.currentWidget() is window.board_page
    note = bar.flash_note
    assert note.isVisible() and note.text().startswith("The blue frame shows the Great Hornbill")
    assert marked(bar, "To do — Anna")
    assert not note.geometry().intersects(on_the_window(bar.mark))
    assert note.geometry().contains(on_the_window(bar.status_label).center())


def face(image: QImage, button: QPushButton, window: MainWindow) -> QColor:
    """The colour of ``button``'s face, in ``image`` of the window, left of its words."""
    corner = button.mapTo(window, QPoint(0, 0))
    return image.pixelColor(corner.x() + 6, corner.y() + button.height() // 2)


@pytest.mark.parametrize("colours", ["dark", "light"])
def test_a_disabled_button_lies_flat_and_its_words_greyer(
    qtbot: QtBot, window: MainWindow, colours: str
) -> None:
    """In the dark colours the disabled "Resume last game", the tallest button of the start
    page, stood out more than the live ones beside it: it was raised in the buttons' colour
    as they were, its words nearly as light. Its face now lies nearer the window's colour
    than a live button's, and its words, in both palettes, are plainly greyer."""
    try:
        use_colours(colours)  # type: ignore[arg-type]
        qtbot.wait(50)
        screen = window.start_screen
        assert not screen.resume.isEnabled() and screen.open.isEnabled()
        image = window.grab().toImage()
        ground = window.palette().color(window.backgroundRole())
        flat, live = face(image, screen.resume, window), face(image, screen.open, window)
        if colours == "dark":
            # light words on dark buttons: a raised face says "live"
            assert contrast(flat, ground) + 0.1 < contrast(live, ground)
        palette = screen.resume.palette()
        words = palette.color(palette.ColorGroup.Disabled, palette.ColorRole.ButtonText)
        live_words = palette.color(palette.ColorGroup.Active, palette.ColorRole.ButtonText)
        assert contrast(words, live_words) >= 2.3
    finally:
        use_colours("system")


def test_a_new_game_the_computer_opened_has_nothing_to_save_yet(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A new game read "Petal Plotters*" before Anna or Ben had moved: Iris, the computer,
    had laid the Great Hornbill. Nothing a person did would be lost: no mark, until a
    person moves."""
    game = registry.get_game("petal-plotters")
    options = game.parse_options({"players": 3})
    seats = (Seat(name="Anna"), Seat(name="Ben"), Seat(name="Iris", kind="normal"))
    assert window.start_game(NewGameChoice("petal-plotters", options, 1, seats))
    session = window.controller.session
    assert session is not None
    qtbot.waitUntil(lambda: session.cursor == 1, timeout=10_000)
    assert session.actions == (PlaceHornbill(),) and session.mover_at(0) == 2
    assert not window.isWindowModified() and not window.dirty
    take_screen(qtbot, window)
    window.controller.play(next(a for a in GAME.legal_actions(session.state)))
    assert window.isWindowModified() and window.dirty


@pytest.mark.parametrize(
    "key",
    # → on the Hornbill, the only choice: said beside the frame too, the line shows again
    # what it showed (``_keep_off_the_line``); End and ↓ walk the frame with no such box
    [Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_Down],
    ids=["right", "end", "down"],
)
def test_a_later_key_on_the_frame_leaves_the_mark_and_a_refusal_still_covers_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, key: Qt.Key
) -> None:
    """After Enter took Anna's table, "To do — Anna" beside the frame's keys, the next arrow
    laid "Enter: Place the Great Hornbill" over the line and over the mark for five seconds:
    the words of a key that walks the frame say what to do there, as the first ones did, and
    leave the mark beside them. A refusal still covers it: it is no thing to do."""
    bar = table_taken_by_enter(qtbot, window, monkeypatch)
    assert window.board is not None
    note = bar.flash_note
    first = note.text()
    QTest.keyClick(window.board.view, key)
    assert note.isVisible() and note.text() != first
    assert marked(bar, "To do — Anna")
    assert not note.geometry().intersects(on_the_window(bar.mark))
    assert note.geometry().contains(on_the_window(bar.status_label).center())
    view = window.board.view
    qtbot.waitUntil(lambda: not view.passed_guard.too_soon())  # S plays, held back till then
    QTest.keyClick(view, Qt.Key.Key_S)  # nothing to skip
    assert note.isVisible() and note.text().startswith("Nothing to skip now")
    assert note.geometry().contains(on_the_window(bar.mark))


def test_a_held_back_key_says_so_until_keys_are_taken_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter pressed again at once after the one that took the table is held back, and the
    words say so; once a key would be taken, they go from the line and the status bar, "To do
    — Anna" back beside the frame's words: they stood five seconds over it (play tester 221)."""
    bar = table_taken_by_enter(qtbot, window, monkeypatch)
    assert window.board is not None
    view = window.board.view
    held = "Not taken yet: press again in a moment."
    QTest.keyClick(view, Qt.Key.Key_Return)
    note = bar.flash_note
    assert note.isVisible() and note.text() == held
    assert window.statusBar().currentMessage() == held
    qtbot.waitUntil(lambda: not view.passed_guard.too_soon())
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != held, timeout=1000)
    assert note.text() != held or not note.isVisible()
    assert marked(bar, "To do — Anna")
