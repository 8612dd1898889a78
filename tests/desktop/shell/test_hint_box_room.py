"""A lasting hint laid over the line above the table: a German hint cut to that line's row
lost its chances, the part worth reading, and a newcomer does not hover for the tooltip (play
tester, session 54). Words too long for the row unfold whole over the table's top; folded by
a click, they keep to the row, ending in "…": grown over the table for good, a French hint
hid both rivals' names and "N in hand" in Petal Plotters, and the garden's title in Flowers,
at 1280 x 800 scaled by 1.25 (play tester 129). The status bar keeps its two lines."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.save import Seat
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_turn_line import on_the_window, start

SEATS = (
    Seat(name="Annabelle"),
    Seat(name="Bottlebrush", kind="easy"),
    Seat(name="Cy", kind="easy"),
)
LONG_HINT = (
    "Conseil\u00a0: Jouer la Sauterelle en carte de victoire. Pour la catégorie Sauterelle, il"
    " faut un total de 7 ou moins\u00a0: le total y parvient environ 60\u00a0% du temps, mais"
    " une carte placée avant elle dans l’ordre de priorité peut gagner d’abord, si bien que"
    " vous avez environ 35\u00a0% de chances de gagner ou de partager la victoire (sans"
    " partage, environ 30\u00a0%). Le total finira probablement entre 2 et 16."
)
"""A Petal Plotters hint as long as the French ones are, four lines at the tester's width."""


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The tester's window: 1280 x 800 pixels at a scale of 1.25."""
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=5000, confirm_moves=False), 1024, 640
    )


def top_labels(window: MainWindow) -> list[QRect]:
    """Where the table's titles (the gardens', the Garrisons' with their names) and the
    rivals' "N in hand" lie in the window."""
    board = window.board
    assert board is not None
    view = board.view
    viewport = view.viewport().mapTo(window, QPoint(0, 0))
    return [
        view.mapFromScene(label.sceneBoundingRect()).boundingRect().translated(viewport)
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] in ("header", "count") and label.isVisible()
    ]


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_a_long_hint_shows_whole_and_folds_to_the_line_by_a_click(
    qtbot: QtBot, window: MainWindow, game_id: str
) -> None:
    bar = start(window, game_id, SEATS)
    note, foot = bar.flash_note, window.statusBar()
    qtbot.wait(50)
    foot_high, table = foot.height(), window.board.view.viewport().size()
    labels = top_labels(window)
    assert len(labels) >= 3  # the viewer's and both rivals' titles at least
    window._say_about_table(LONG_HINT, 0)  # as a hint is said (``_show_hint``)
    assert note.isVisible() and note.text() == note.toolTip() == LONG_HINT
    box = note.geometry()
    assert note.heightForWidth(box.width()) <= box.height()  # every line of it
    assert box.contains(on_the_window(bar.status_label).center())
    assert box.intersects(on_the_window(window.board.view.viewport()))  # over the table
    button = note.fold_button
    assert button.isVisible() and button.toolTip() == "Show less"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # folded: cut at a word, as much of it as the bar holds, and off the table's titles
    assert note.text().endswith("…") and LONG_HINT.startswith(note.text()[:-1])
    assert note.text().count(" ") > LONG_HINT.count(" ") // 3
    box = note.geometry()
    assert on_the_window(bar).contains(box)
    assert box.contains(on_the_window(bar.status_label).center())
    assert not box.intersects(on_the_window(window.board.view.viewport()))
    for label in top_labels(window):
        assert not box.intersects(label)
    assert button.isVisible() and button.toolTip() == "Show all the words"
    # a click on the words unfolds them again, as the button does
    qtbot.mouseClick(note, Qt.MouseButton.LeftButton, pos=QPoint(20, note.height() // 2))
    assert note.text() == LONG_HINT and note.geometry().height() > box.height()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # asked again (H), the hint is read whole again
    window._say_about_table(LONG_HINT, 0)
    assert note.text() == LONG_HINT
    # the status bar keeps its height, the hint's first words there; the table stays put
    qtbot.wait(50)
    assert foot.currentMessage() == LONG_HINT and foot.toolTip() == LONG_HINT
    assert foot.height() == foot_high and window.board.view.viewport().size() == table


def test_a_hint_the_bar_holds_is_whole_there_and_the_foot_keeps_its_height(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A hint of two lines lies whole over the line: the status bar does not grow for it, and
    the table does not move (play tester 126)."""
    bar = start(window, "petal-plotters", SEATS)
    note, foot = bar.flash_note, window.statusBar()
    height = foot.height()
    hint = (
        "Hint: Place the Great Hornbill. "
        + "After it, the total will likely end between 2 and 16. " * 3
    )
    window._say_about_table(hint, 0)
    qtbot.wait(100)
    assert note.isVisible() and note.text() == note.toolTip() == hint
    assert note.heightForWidth(note.width()) > 2 * note.fontMetrics().lineSpacing()  # 2 lines
    assert note.height() == note.heightForWidth(note.width())  # not cut
    assert on_the_window(bar).contains(note.geometry())
    assert foot.height() == height
