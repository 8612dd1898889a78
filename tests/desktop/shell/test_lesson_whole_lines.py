"""A lesson's words show whole lines and scroll by whole lines, with a sign that more follow:
squeezed to the room left, the Petal Plotters lesson's words stopped on a line cut through its
middle at 1024×640 and 1280×720 in French and German (play tester, session 57)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.tutorial.lesson import ScriptedLesson
from desktop.tutorial.panel import StepWords
from desktop.tutorial.panel import tr as panel_tr
from tests.desktop.shell.test_lessons import LESSONS, lesson_at


def line_pitch(label: QLabel) -> int:
    """Pixels from one line of ``label``'s words to the next: a line's height, as a label
    lays out one."""
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    return label.fontMetrics().boundingRect(0, 0, 1000, 1000, flags, "X").height()


def no_line_cut(words: StepWords, where: object) -> None:
    """The words' window holds whole lines from a line's top, or all the words: no line is
    cut at its top or its bottom."""
    label = words.widget()
    assert isinstance(label, QLabel)
    pitch = line_pitch(label)
    shown = words.viewport().height()
    top = words.verticalScrollBar().value()
    assert label.height() % pitch == 0, (where, label.height(), pitch)
    assert shown % pitch == 0 or shown >= label.height(), (where, shown, pitch)
    assert top % pitch == 0, (where, top, pitch)


def read_to_the_end(qtbot: QtBot, lesson: ScriptedLesson, where: object) -> int:
    """Read the step's words to their end as a learner does: "More ↓" (Next) while it shows,
    PageDown on the words in the free game, which has no Next. Every page shown is whole
    lines, and there is a sign of more wherever more follows. Returns the pages read."""
    words = lesson.panel.words
    next_button = lesson.panel.next_button
    pages = 1
    no_line_cut(words, (where, pages))
    while words.has_more():
        assert words.verticalScrollBar().isVisible(), where
        if lesson.step.free:
            QTest.keyClick(words, Qt.Key.Key_PageDown)
        else:
            assert next_button.isVisible() and next_button.isEnabled(), where
            assert next_button.text() == panel_tr("More ↓"), where
            QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
        pages += 1
        assert pages < 20, where
        no_line_cut(words, (where, pages))
    label = words.widget()
    assert words.verticalScrollBar().value() + words.viewport().height() >= label.height()
    return pages


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_every_steps_words_are_read_whole_to_their_end(
    qtbot: QtBot, game_id: str, size: tuple[int, int], language: str
) -> None:
    """Every step of the script and the free game, before and after each move it asks: the
    words end on a whole line, and "More ↓" shows the rest a whole page at a time."""
    assert i18n.install(language) == language
    lesson = lesson_at(qtbot, game_id, size)
    scrolled = 0
    while True:
        where = (lesson.index, len(lesson.step.done))
        scrolled += read_to_the_end(qtbot, lesson, where) > 1
        if lesson.step.free:
            break
        wanted = lesson.expected()
        if wanted is None:
            QTest.mouseClick(lesson.panel.next_button, Qt.MouseButton.LeftButton)
        else:
            lesson.board.action_chosen.emit(wanted)
        QApplication.processEvents()
    if size == (1024, 640) and language != "en":
        assert scrolled, "the walk should meet words longer than the panel"


@pytest.mark.usefixtures("translations")
def test_the_wheel_and_the_scroll_bar_stop_on_a_line(qtbot: QtBot) -> None:
    """A notch of the wheel scrolls whole lines, and the scroll bar let go anywhere stops on
    a line's top: the words' first line is never cut either."""
    assert i18n.install("fr") == "fr"
    lesson = lesson_at(qtbot, "petal-plotters", (1024, 640))
    words = lesson.panel.words
    assert words.has_more()
    viewport = words.viewport()
    centre = QPointF(viewport.rect().center())
    notch = QWheelEvent(
        centre,
        QPointF(viewport.mapToGlobal(centre.toPoint())),
        QPoint(),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, notch)
    bar = words.verticalScrollBar()
    assert bar.value() > 0
    no_line_cut(words, "wheel")
    bar.setValue(
        line_pitch(lesson.panel.text_label) + 5
    )  # as the thumb dragged by a few pixels leaves it
    no_line_cut(words, "thumb")


@pytest.mark.usefixtures("translations")
def test_the_free_games_words_say_when_they_go_on_below(qtbot: QtBot) -> None:
    """The free game has no Next to read "More ↓": where a hint under its words took their
    room (French, 1024×640), only the scroll bar showed that they went on. The line under
    them says so until they are read to their end."""
    assert i18n.install("fr") == "fr"
    lesson = lesson_at(qtbot, "petal-plotters", (1024, 640))
    while not lesson.step.free:
        wanted = lesson.expected()
        if wanted is None:
            lesson.next_step()
        else:
            lesson.board.action_chosen.emit(wanted)
        QApplication.processEvents()
    words, task = lesson.panel.words, lesson.panel.task_label
    qtbot.waitUntil(lambda: not words.has_more())
    assert task.text() == ""
    lesson.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)
    qtbot.waitUntil(words.has_more, timeout=20000)
    assert task.text() == "Le texte continue plus bas\u00a0: faites-le défiler pour lire la suite."
    assert task.isVisible()
    read_to_the_end(qtbot, lesson, "free game with a hint")
    assert task.text() == ""
