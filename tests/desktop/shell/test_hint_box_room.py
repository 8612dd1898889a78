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
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from desktop import main_window
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table import bar as bar_module
from desktop.table.bar import FlashNote, TableBar
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


def clear_of_the_widgets(window: MainWindow, bar: TableBar, box: QRect) -> None:
    """An unfolded word (at ``box``) lies over its line and the table alone: up over the
    toolbar, a French hint of three lines covered the lower half of its buttons (play tester
    187); across the bar, it covered the bar's own buttons."""
    others = [window.menuBar(), window.toolbar, window.statusBar(), bar.mark]
    others += [button for button in bar.findChildren(QToolButton) if button.parent() is bar]
    for widget in others:
        if widget.isVisible():
            assert not box.intersects(on_the_window(widget)), widget


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
    clear_of_the_widgets(window, bar, box)
    button = note.fold_button
    assert button.isVisible() and button.toolTip() == "Show less (Esc)"  # its key
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


def test_words_longer_than_the_table_end_at_its_foot_cut_with_an_ellipsis(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Dropped down from the bar, words too long for the whole table stop at its foot, cut at
    a word with "…" (whole in the tooltip): the status bar under the table stays clear."""
    bar = start(window, "petal-plotters", SEATS)
    words = " ".join([LONG_HINT] * 30)
    window._say_about_table(words, 0)
    note = bar.flash_note
    assert note.unfolded and note.toolTip() == words
    assert note.text().endswith("…") and words.startswith(note.text()[:-1])
    board = window.board
    assert board is not None
    foot, line = on_the_window(board.widget()).bottom(), note.fontMetrics().lineSpacing()
    assert foot - 2 * line < note.geometry().bottom() <= foot  # the table's height, filled
    clear_of_the_widgets(window, bar, note.geometry())


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


@pytest.fixture
def quick_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The tester's window, the computers moving at once."""
    settings = Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast")
    yield from window_on_screen(qtbot, settings, 1024, 640)


def long_hint_by_h(
    qtbot: QtBot, window: MainWindow, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> FlashNote:
    """The table's note once H has shown a hint as long as a French one, unfolded."""
    monkeypatch.setattr(main_window, "hint_text", lambda *_args: LONG_HINT)
    bar = start(window, game_id, (SEATS[0], SEATS[1]))
    qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)
    note = bar.flash_note
    press(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: note.isVisible() and note.text() == LONG_HINT, timeout=10_000)
    assert note.unfolded
    return note


def press(window: MainWindow, key: Qt.Key) -> None:
    """``key``, pressed where a player presses it: on the table."""
    assert window.board is not None
    viewport = window.board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, key)


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_h_again_folds_a_long_hint_and_unfolds_it_and_esc_folds_it(
    qtbot: QtBot, quick_window: MainWindow, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H opened a long hint over the table's top, and only the mouse folded it: a keyboard
    player could not put it away (play tester, session 55). H again folds it and unfolds it;
    Esc, which has nothing to cancel, folds it; the fold button's tip names the key."""
    window = quick_window
    note = long_hint_by_h(qtbot, window, game_id, monkeypatch)
    button = note.fold_button
    assert button.toolTip() == "Show less (H)"
    press(window, Qt.Key.Key_H)
    assert note.folded and note.text().endswith("…") and note.isVisible()
    assert button.toolTip() == "Show all the words (H)"
    assert window.statusBar().currentMessage() == LONG_HINT  # still said, whole
    press(window, Qt.Key.Key_H)
    assert note.unfolded and note.text() == LONG_HINT
    assert button.toolTip() == "Show less (H)"
    press(window, Qt.Key.Key_Escape)
    assert note.folded and note.text().endswith("…")
    assert window.statusBar().currentMessage() == LONG_HINT  # no "Nothing to cancel" said
    # folded, Esc has nothing to do again, and says so, as before; the hint comes back
    # folded after those words
    board = window.board
    assert board is not None
    monkeypatch.setattr(bar_module, "FLASH_MS", 50)
    press(window, Qt.Key.Key_Escape)
    assert window.statusBar().currentMessage() == board.nothing_to_cancel()
    qtbot.waitUntil(note.shows_lasting)
    assert note.folded and note.text().endswith("…")


def test_h_folds_a_hint_where_the_player_left_the_frame_and_unfolds_it_framed_again(
    qtbot: QtBot, quick_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Put away, the hint takes nothing back: the keyboard's frame stays where the player
    moved it; shown again, the hint frames its move again, as H always did."""
    window = quick_window
    note = long_hint_by_h(qtbot, window, "flowers", monkeypatch)
    board = window.board
    assert isinstance(board, FlowersBoard)
    hinted = board.stack_cursor
    monkeypatch.setattr(bar_module, "FLASH_MS", 50)
    press(window, Qt.Key.Key_Right)  # the player reads on: the frame leaves the hint's stack
    moved = board.stack_cursor
    assert moved != hinted
    qtbot.waitUntil(note.shows_lasting)  # the frame's words have gone, the hint is back
    assert note.unfolded
    press(window, Qt.Key.Key_H)
    assert note.folded and board.stack_cursor == moved
    press(window, Qt.Key.Key_H)
    assert note.unfolded and board.stack_cursor == hinted


def test_esc_in_the_place_step_folds_a_long_hint_first_then_is_the_boards(
    qtbot: QtBot, quick_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In Flowers' place step the board took Esc under a long hint unfolded over the table:
    each Esc said the card's words again, and the hint stayed unfolded, unfolding over the
    table again when they went (play tester 169). Esc folds it first, as everywhere, the
    keyboard's frame left on the hint's cell; the next Esc is the board's: it takes the frame
    away and says why the card stays in hand, and the hint comes back folded."""
    window = quick_window
    monkeypatch.setattr(main_window, "hint_text", lambda *_args: LONG_HINT)
    bar = start(window, "flowers", (SEATS[0], SEATS[1]))
    qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)
    board = window.board
    assert isinstance(board, FlowersBoard)
    press(window, Qt.Key.Key_1)  # draws from the first stack
    qtbot.waitUntil(lambda: bool(board.places), timeout=10_000)
    press(window, Qt.Key.Key_H)
    note = bar.flash_note
    qtbot.waitUntil(lambda: note.isVisible() and note.text() == LONG_HINT, timeout=10_000)
    framed = board.cursor_cell
    assert note.unfolded and framed is not None  # the hint framed its cell
    monkeypatch.setattr(bar_module, "FLASH_MS", 50)
    press(window, Qt.Key.Key_Escape)
    assert note.folded and note.text().endswith("…")
    assert board.cursor_cell == framed  # the frame stays: Enter places the card there
    assert window.statusBar().currentMessage() == LONG_HINT  # no words about the card
    press(window, Qt.Key.Key_Escape)
    assert board.cursor_cell is None  # the board's Esc
    assert window.statusBar().currentMessage() == board._held_stays_words()
    qtbot.waitUntil(note.shows_lasting)  # its words about the card go: the hint is back,
    assert note.folded and note.text().endswith("…")  # folded still


GERMAN_LENGTH = (
    "Tipp: Spiele die Heuschrecke als Siegkarte. Für die Kategorie Heuschrecke muss die Summe"
    " 7 oder weniger betragen: Die Summe schafft das in etwa 60\u00a0% der Fälle, aber eine"
    " Karte, die in der Rangfolge vor ihr steht, kann zuerst gewinnen, sodass du mit etwa"
    " 35\u00a0% Wahrscheinlichkeit gewinnst oder den Sieg teilst (ohne Teilen etwa 30\u00a0%)."
    " Die Summe wird wahrscheinlich zwischen 2 und 16 liegen."
)
"""A hint as long as the German ones, longer than the French."""


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
@pytest.mark.parametrize("hint", [LONG_HINT, GERMAN_LENGTH])
def test_a_long_hint_unfolded_at_150_percent_drops_over_the_tables_top_alone(
    qtbot: QtBot, game_id: str, hint: str
) -> None:
    """Play tester 165 (1280 x 800 at 150 %): a long hint unfolded over the table covered the
    rivals' names; laid up over the toolbar instead, it covered the toolbar's buttons (play
    tester 187). Unfolded, it drops down from the bar over the table's top, whole, no widget
    under it, the hand and the player's own part of the table clear; folded (a click, Esc,
    H), the titles show again (``test_a_long_hint_shows_whole_and_folds_to_the_line``)."""
    settings = Settings(ai_move_delay_ms=5000, confirm_moves=False)
    for window in window_on_screen(qtbot, settings, 853, 533):
        bar = start(window, game_id, SEATS)
        qtbot.wait(50)
        window._say_about_table(hint, 0)
        note = bar.flash_note
        assert note.unfolded and note.text() == hint
        box = note.geometry()
        assert note.heightForWidth(box.width()) <= box.height()  # every line of it
        assert box.top() == on_the_window(bar).top()
        clear_of_the_widgets(window, bar, box)
        # over the table's top only: its lower half, the hand, is not covered
        table = on_the_window(window.board.view.viewport())
        assert box.bottom() < table.center().y()
