"""A guard against a press meant for what came before.

Something put in front of a player because of their own press (the hand-off screen after the
key that ended a step, the results after the move that ended a game) takes no press in its
first moments: a double Enter, or a key's bounce, went on to show the next player's cards to
the last one, or closed a game's results before anyone had read them.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

GUARD_MS = 500
"""A press this soon after something is put in front of a player is not taken."""


class PressGuard:
    """Started when something is put in front of a player; ``too_soon`` while a press may still
    be one meant for what came before."""

    def __init__(self) -> None:
        self._since = QElapsedTimer()

    def start(self) -> None:
        self._since.start()

    def too_soon(self) -> bool:
        return self._since.isValid() and self._since.elapsed() < GUARD_MS


class GuardedButton(QPushButton):
    """A button that answers (``accepted``) only to a press made once it has been in sight
    for ``GUARD_MS``, counted from ``offer``, and never to a held key's repeats (a held Enter
    went through a hand-off after the guard's half second)."""

    accepted = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._guard = PressGuard()
        self.clicked.connect(self._answer)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.isAutoRepeat():
            event.accept()
            return
        super().keyPressEvent(event)

    def offer(self) -> None:
        """The button is put in front of a player, with the keyboard."""
        self._guard.start()
        self.setFocus()

    def _answer(self) -> None:
        if not self._guard.too_soon():
            self.accepted.emit()


class GuardedDialog(QDialog):
    """A dialog that takes no key in its first ``GUARD_MS`` on screen, nor a held key's repeats:
    Enter pressed twice to
    play a game's last card closed the results it opened (Esc and the mouse close it at once
    after that; a double click cannot reach a button the dialog did not show yet). A dialog
    the player opens to look at something and close again at once sets ``guards_keys`` off."""

    guards_keys = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._guard = PressGuard()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._guard.start()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.guards_keys and (self._guard.too_soon() or event.isAutoRepeat()):
            event.accept()
            return
        super().keyPressEvent(event)
