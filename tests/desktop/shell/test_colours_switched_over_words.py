"""Settings › Colours changed while words lie over the table's line: they take the new
palette's colours at once, not at the next word (play tester 185: "The results are closed…"
stayed dark on a light window, pale yellow on a dark one); the results and rules too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from desktop.dialogs.rules import RulesDialog
from desktop.main_window import MainWindow
from desktop.table import bar as bar_module
from desktop.table.bar import FlashNote, MarkLabel, TurnMark
from desktop.table.palette import DARK, LIGHT, WINDOW_DARK, WINDOW_LIGHT, contrast, use_colours
from tests.desktop.shell.on_screen import active_laptop_window
from tests.desktop.shell.test_colours_setting import choose_colours, start_look  # noqa: F401 (the fixture)
from tests.desktop.shell.test_results_left_open import played_to_the_end

Role = QPalette.ColorRole


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from active_laptop_window(qtbot)


def inside(widget: QWidget) -> QColor:
    """The colour a few pixels inside ``widget``'s top left corner, clear of its frame and
    words, as drawn now."""
    return widget.grab().toImage().pixelColor(3, 2)


def assert_near(colour: QColor, expected: QColor) -> None:
    assert contrast(colour, expected) < 1.1, (colour.name(), expected.name())


def test_the_closed_results_word_takes_the_colours_chosen_in_settings_at_once(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bar_module, "FLASH_MS", 60_000)  # the word stays through the dialogs
    played_to_the_end(qtbot, window)
    assert window.end_dialog is not None
    window.end_dialog.close()
    closed = "The results are closed: Ctrl+R (View › Game Results…) opens them again."
    notes = [note for note in window.findChildren(FlashNote) if note.isVisible()]
    assert [note.text() for note in notes] == [closed]
    note = notes[0]
    with qtbot.waitActive(window):  # the results gone, Ctrl+, is the window's again
        window.activateWindow()
    choose_colours(qtbot, window, Qt.Key.Key_End)  # Dark
    assert window.settings.colours == "dark" and note.isVisible()
    assert_near(inside(note), WINDOW_DARK[Role.ToolTipBase])
    choose_colours(qtbot, window, Qt.Key.Key_Up)  # Light
    assert window.settings.colours == "light" and note.isVisible()
    assert_near(inside(note), WINDOW_LIGHT[Role.ToolTipBase])
    choose_colours(qtbot, window, Qt.Key.Key_End)  # Dark again, then the system's
    choose_colours(qtbot, window, Qt.Key.Key_Home)
    assert window.settings.colours == "system" and note.isVisible()
    assert_near(inside(note), window.palette().color(Role.ToolTipBase))


def test_the_looking_back_mark_takes_the_new_tables_sepia(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
) -> None:
    """ "Looking back" is filled in the table palette's sepia, which differs light and dark."""
    use_colours("light")
    mark = MarkLabel()
    qtbot.addWidget(mark)
    mark.set_mark(TurnMark.PAST)
    mark.show()
    assert_near(inside(mark), LIGHT.past)
    use_colours("dark")
    qtbot.waitUntil(lambda: mark.palette().color(Role.Window) == WINDOW_DARK[Role.Window])
    assert_near(inside(mark), DARK.past)


def test_the_waiting_mark_is_filled_grey_not_framed_light_and_dark(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
) -> None:
    """ "Waiting" was framed by a line of the window's text colour, which a keyboard player
    took for the focus frame (play tester 189): it is filled, as "To do" and "Looking back"
    are, in a grey between the window and its text, its edge its fill, no line round it; and
    it takes the grey of the colours chosen while it shows."""
    use_colours("light")
    mark = MarkLabel()
    qtbot.addWidget(mark)
    mark.set_mark(TurnMark.WAIT)
    mark.show()
    for name, window in (("light", WINDOW_LIGHT), ("dark", WINDOW_DARK)):
        use_colours(name)
        text = window[Role.WindowText]
        qtbot.waitUntil(lambda: mark.palette().color(Role.WindowText) == text)  # noqa: B023
        image = mark.grab().toImage()
        fill = image.pixelColor(3, 2)
        edges = (
            image.pixelColor(0, image.height() // 2),
            image.pixelColor(image.width() - 1, image.height() // 2),
            image.pixelColor(image.width() // 2, 0),
            image.pixelColor(image.width() // 2, image.height() - 1),
        )
        assert all(edge == fill for edge in edges), (name, [edge.name() for edge in edges])
        assert contrast(fill, window[Role.Window]) > 1.3, name  # a badge on the bar
        assert contrast(window[Role.WindowText], fill) >= 4.5, name  # its words read


def test_the_results_frame_takes_the_colours_chosen_while_they_are_open(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
    window: MainWindow,
) -> None:
    """The frame round the results' rows is drawn from its style sheet's ``palette(mid)``,
    which Qt reads as the sheet is set: it stayed the light grey on the dark window."""
    use_colours("light")
    played_to_the_end(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None
    framed = [
        scroll
        for scroll in dialog.findChildren(QScrollArea)
        if "palette(mid)" in scroll.styleSheet()
    ]
    assert len(framed) == 1
    scroll = framed[0]

    def frame() -> QColor:
        return scroll.grab().toImage().pixelColor(0, scroll.height() // 2)

    assert_near(frame(), WINDOW_LIGHT[Role.Mid])
    use_colours("dark")
    qtbot.waitUntil(lambda: scroll.palette().color(Role.Window) == WINDOW_DARK[Role.Window])
    assert_near(frame(), WINDOW_DARK[Role.Mid])


def test_an_open_rules_window_takes_the_colours_chosen(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
) -> None:
    """The rules' page and contents are framed by a style sheet too: open while Settings ›
    Colours chose dark, they stayed white with black words in a dark window."""
    use_colours("light")
    dialog = RulesDialog("flowers", "Flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    use_colours("dark")
    qtbot.waitUntil(lambda: dialog.palette().color(Role.Window) == WINDOW_DARK[Role.Window])
    for part in (dialog.browser, dialog.contents):
        assert part.palette().color(Role.Base) == WINDOW_DARK[Role.Base], part.objectName()
        assert part.palette().color(Role.Text) == WINDOW_DARK[Role.Text], part.objectName()
    # drawn so: the page's top right corner and the list's foot, clear of words, are dark
    page, headings = dialog.browser.viewport(), dialog.contents.viewport()
    assert_near(page.grab().toImage().pixelColor(page.width() - 4, 2), WINDOW_DARK[Role.Base])
    foot = headings.grab().toImage().pixelColor(headings.width() - 4, headings.height() - 4)
    assert_near(foot, WINDOW_DARK[Role.Base])


def test_the_line_naming_the_winners_takes_the_colours_chosen(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
    window: MainWindow,
) -> None:
    """Play tester 185: after Dark → Follow, Petal Plotters' line naming the winners stayed
    the dark palette's lilac on the light table (about 1.9:1)."""
    played_to_the_end(qtbot, window)
    assert window.end_dialog is not None
    window.end_dialog.close()
    board = window.board
    assert board is not None
    qtbot.waitUntil(lambda: len(board._reveal_labels) == len(board.reveal_notes), timeout=20_000)
    winners = [label for label in board._reveal_labels if label.font.bold()]
    assert winners
    with qtbot.waitActive(window):
        window.activateWindow()
    for key, palette in ((Qt.Key.Key_End, DARK), (Qt.Key.Key_Up, LIGHT)):
        choose_colours(qtbot, window, key)
        qtbot.waitUntil(lambda: all(label.color == palette.accent for label in winners))  # noqa: B023
