"""A held key's repeats as keyboards send them: marked by Qt, or (an X server, an application
slow to read them) a release and a press at one instant, unmarked."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def key_event(kind: QEvent.Type, key: Qt.Key, stamp: int, repeat: bool = False) -> QKeyEvent:
    event = QKeyEvent(kind, key, NO_MODIFIER, "", repeat)
    event.setTimestamp(stamp)
    return event


def send_repeat(widget: QWidget, key: Qt.Key, marked: bool, stamp: int = 5000) -> None:
    """One repeat of ``key`` held down, sent to ``widget`` as the keyboard would."""
    if marked:
        QApplication.sendEvent(widget, key_event(QEvent.Type.KeyPress, key, stamp, repeat=True))
        return
    QApplication.sendEvent(widget, key_event(QEvent.Type.KeyRelease, key, stamp))
    QApplication.sendEvent(widget, key_event(QEvent.Type.KeyPress, key, stamp))


def send_fresh_press(widget: QWidget, key: Qt.Key, stamp: int = 9000) -> None:
    """A press and release of ``key`` by a person, a moment after the last release."""
    QApplication.sendEvent(widget, key_event(QEvent.Type.KeyPress, key, stamp))
    QApplication.sendEvent(widget, key_event(QEvent.Type.KeyRelease, key, stamp + 80))
