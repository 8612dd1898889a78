"""What a French newcomer found learning Petal Plotters from the app and playing a match of
three deals against a `hard` computer player (play tester 205, 1280×720)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.tutorial import PetalPlottersLesson
from desktop.main_window import MainWindow
from desktop.press_guard import GUARD_MS
from engine.core.save import Seat
from engine.games.petal_plotters import PlaceHornbill
from tests.desktop.finished_game import open_finished
from tests.desktop.shell import test_play_tester_192

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""


def test_a_finished_match_on_the_start_screen_says_who_won_and_the_score(
    window: MainWindow, tmp_path: Path, translations: None
) -> None:
    """Once the match was over, the start screen said "Partie terminée" alone, where a match
    in progress said who led. It says who won and everyone's Victory Points."""
    seats = (Seat(name="Camille"), Seat(name="Rose", kind="hard"))
    finished = open_finished(
        window, "petal-plotters", {"players": 2, "match": True}, seats, tmp_path
    )
    window.close_game()
    result = finished.result()
    assert [player.score for player in result.players] == [4, 2] and result.winners == (0,)
    assert window.start_screen.resume_info.text().endswith(
        "\nFinished\nCamille wins\nVictory Points: Camille 4, Rose 2"
    )
    i18n.install("fr")
    window._update_resume()
    assert window.start_screen.resume_info.text().endswith(
        "\nPartie terminée\nCamille gagne\nPoints de victoire\u00a0: Camille 4, Rose 2"
    )


def test_the_lessons_keys_line_says_enter_reads_on_while_the_words_go_on(
    qtbot: QtBot, translations: None
) -> None:
    """Step 2 of the lesson said "Touche : Entrée pour le poser" while Next, with the keys,
    read "Suite ↓": the first Enter scrolled the words, and only the second placed the Great
    Hornbill. While the words go on, the line says Enter reads on; then the key that plays."""
    assert i18n.install("fr") == "fr"
    lesson = PetalPlottersLesson()
    qtbot.addWidget(lesson, before_close_func=lambda widget: widget.leave())
    lesson.resize(1280, 660)
    lesson.show()
    lesson.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lesson)
    lesson.next_step()
    panel = lesson.panel
    assert lesson.expected() == PlaceHornbill()
    qtbot.waitUntil(panel.words.has_more)
    assert panel.next_button.text() == "Suite ↓" and panel.next_button.hasFocus()
    assert panel.task_label.text().split("\n")[1] == (
        "Appuyez sur Suite ↓ (Entrée) pour lire la suite du texte."
    )
    while panel.words.has_more():
        qtbot.wait(GUARD_MS)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert panel.task_label.text().split("\n")[1] == "Touche\u00a0: Entrée pour le poser."
    qtbot.waitUntil(lambda: QApplication.focusWidget() is lesson.board.view)
    qtbot.wait(GUARD_MS)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert lesson.controller.session.actions[:1] == (PlaceHornbill(),)
