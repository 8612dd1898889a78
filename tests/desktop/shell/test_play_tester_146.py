"""Play tester 146 (German, 1366×768, no window manager): the window's keys after a dialog."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from desktop.table.text import first_words_fitting
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.on_screen import active_laptop_window

GAMES = ("flowers", "petal-plotters")
"""The games built, whose rules pages are translated."""


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from active_laptop_window(qtbot)


def when_shown(window: MainWindow, kind: type[QDialog], answer: Callable[[QDialog], None]) -> None:
    """``answer`` the next dialog of ``kind`` once it is up and active (it runs modal: the
    call that opens it returns only once it is closed); looked for while ``window`` lives."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind) and QApplication.activeWindow() is dialog:
            answer(dialog)
        else:
            QTimer.singleShot(20, window, look)

    QTimer.singleShot(0, window, look)


def click_ok(dialog: QDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def press(key: Qt.Key | str) -> None:
    """A key as the keyboard sends it: to the widget that has the focus."""
    focused = QApplication.focusWidget()
    assert focused is not None
    if isinstance(key, str):
        QTest.keySequence(focused, QKeySequence(key))
    else:
        QTest.keyClick(focused, key)


def test_h_gives_a_hint_right_after_a_game_begun_from_the_new_game_dialog(
    window: MainWindow, qtbot: QtBot
) -> None:
    """H did nothing after OK in the New Game dialog, the first game and the next, while the
    arrows moved on the table: nothing made the window active again."""
    for _game in range(2):
        when_shown(window, NewGameDialog, click_ok)
        press("Ctrl+N")
        qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        press(Qt.Key.Key_H)
        qtbot.waitUntil(
            lambda: window.statusBar().currentMessage().startswith("Hint: "), timeout=10_000
        )


def test_ctrl_n_works_right_after_the_settings_close_with_esc(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Ctrl+N was ignored after Settings closed with Esc."""
    asked: list[QDialog] = []

    def close_with_esc(dialog: QDialog) -> None:
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    def note_and_cancel(dialog: QDialog) -> None:
        asked.append(dialog)
        dialog.reject()

    when_shown(window, QDialog, close_with_esc)
    window.actions_by_name["settings"].trigger()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    when_shown(window, NewGameDialog, note_and_cancel)
    press("Ctrl+N")
    assert len(asked) == 1


# -- German words -----------------------------------------------------------------------------
def german_texts() -> list[str]:
    """Every German the player reads: the catalogue's translations and the rules pages."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    pages = [paths.rules_path(game_id, "de").read_text(encoding="utf-8") for game_id in GAMES]
    return [text for text, _done in catalogue.values()] + pages


@pytest.mark.parametrize(
    ("awkward", "why"),
    [
        ("Zeitschritt", "no German word a player knows: the solo timer is the Zeitgeber"),
        ("Drück ", "the imperative is Drücke everywhere else"),
        ("Lasse den", "Lass, as the rest of the imperatives"),
        ("damit du sie auch liest", "a shape is recognised (erkennst), not read"),
        ("„Leicht“", "the levels are lower case, as in the seats' lists (KI – leicht)"),
        ("Doppelhornvogel in etwa", "did not say that the Hornbill wins where nobody else does"),
        ("endet die Summe", "the sum lies (liegt) between two figures, as the other hints say"),
        ("Summe endet", "the sum lies (liegt) between two figures, as the other hints say"),
        (" orangen Rahmen", "one form for the lesson's frames: orangefarbenen"),
        ("spricht: ", "'for the hint's place speaks: it lays…: 3 more…' had two colons"),
        # play tester of session 55
        (
            "offene Karte brächte jetzt {best}",
            "'would give 0 now' read as 0 points gained: the gain is said, +1",
        ),
        ("Dort gelegt, wo", "a sentence too long to parse: 'Auf dem empfohlenen Platz …'"),
        ("weiter gegangen", "one word: weitergegangen"),
        ("rahmt Tipp", "Hint shows a good move: 'zeigt dir Tipp (H) einen guten Zug'"),
        ("Seine zwei grünen 4er", "two of the field's green cards are 4s"),
        ("Nächster Rang, ", "two sentences run together: 'Bis zum nächsten Rang (…) fehlten dir'"),
        ("gespeicherte Punktzahl %1", "'Dein erstes gespeichertes Ergebnis (ohne …)'"),
    ],
)
def test_the_german_words_read_naturally(awkward: str, why: str) -> None:
    """Words German-speaking play testers stumbled over (play testers 146 and 152, and the
    play tester of session 55)."""
    assert not [text for text in german_texts() if awkward in text], why


def test_the_german_rules_name_the_solo_timer_as_the_lesson_does() -> None:
    flowers = paths.rules_path("flowers", "de").read_text(encoding="utf-8")
    assert "Zeitgeber" in flowers
    lesson = "Das ist der Zeitgeber."
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    assert any(lesson in text for text, _done in catalogue.values())


# -- a long hint ------------------------------------------------------------------------------
LONG_HINT = (
    "Tipp: Laubheuschrecke — Karte 2 in der Garnison von Rose aufdecken. Die Summe bleibt, wie"
    " sie ist, und die Karte Laubheuschrecke verlässt deine Hand, ohne zur Summe zu zählen."
    " Danach liegt die Summe wahrscheinlich zwischen −5 und 7: Mit deiner Karte der Kategorie"
    " Laubheuschrecke (7 oder weniger) gewinnst du in etwa 85 % der Fälle, allein oder"
    " gemeinsam mit anderen (davon allein in etwa 30 %). Dazu gewinnst du in etwa 5 % der"
    " Fälle mit dem Doppelhornvogel, weil sonst niemand gewinnt."
)
"""A German hint as long as the play tester's (79.png), and a little longer."""


def test_a_long_hint_takes_two_lines_of_the_status_bar_at_most(
    window: MainWindow, qtbot: QtBot
) -> None:
    """A hint cut over the table grew the status bar to three lines at 1366×768, and the
    table shrank under it (79.png): the bar keeps its two lines, the rest ending in "…", the
    whole in its tooltip; the note over the table shows it whole, unfolded over the table."""
    seats = (Seat(name="Jonas"), Seat(name="Rose", kind="normal"))
    game = registry.get_game("flowers")
    window.start_game(NewGameChoice("flowers", game.parse_options({"players": 2}), 5, seats))
    foot = window.message_bar
    qtbot.wait(50)
    height = foot.height()
    assert foot.lines_needed(LONG_HINT, foot.message_rect().width()) > 2  # the case to mend
    window._say_about_table(LONG_HINT, 0)  # as a hint is said (``_show_hint``)
    qtbot.wait(50)
    assert foot.height() == height
    assert foot.currentMessage() == LONG_HINT and foot.toolTip() == LONG_HINT
    bar = window._table_bar()
    assert bar is not None
    note = bar.flash_note
    assert note.text() == note.toolTip() == LONG_HINT and not note.folded


def test_words_cut_to_their_lines_end_on_a_whole_word() -> None:
    fits = lambda words: len(words) <= 20  # noqa: E731 (a box of twenty letters)
    assert first_words_fitting("short words", fits) == "short words"
    assert first_words_fitting("one two three four five six", fits) == "one two three four…"


# -- the player's name ------------------------------------------------------------------------
def test_the_name_typed_for_one_game_is_offered_for_the_next(
    window: MainWindow, qtbot: QtBot
) -> None:
    """After a Flowers game as "Jonas", New Game for Petal Plotters asked for "Player 1"
    again: a game with no setup of its own seats the people of the last one."""

    def name_and_start(dialog: QDialog) -> None:
        field = dialog.findChild(QLineEdit, "seatName0")
        assert field is not None
        field.clear()
        QTest.keyClicks(field, "Jonas")
        click_ok(dialog)

    offered: list[str] = []

    def look_and_cancel(dialog: QDialog) -> None:
        field = dialog.findChild(QLineEdit, "seatName0")
        assert field is not None
        offered.append(field.text())
        dialog.reject()

    when_shown(window, NewGameDialog, name_and_start)
    assert window.new_game_dialog("flowers")
    when_shown(window, NewGameDialog, look_and_cancel)
    window.new_game_dialog("petal-plotters")
    assert offered == ["Jonas"]
