"""A guard against a press meant for what came before.

Something put in front of a player because of their own press (the hand-off screen after the
key that ended a step, the results after the move that ended a game) takes no press in its
first moments: a double Enter, or a key's bounce, went on to show the next player's cards to
the last one, or closed a game's results before anyone had read them.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QAbstractButton, QDialog, QPushButton, QWidget

GUARD_MS = 500
"""A press this soon after something is put in front of a player is not taken."""

HANDOFF_GUARD_MS = 1500
"""A key this soon after a hand-off screen asks for the next person, or shows them their
table, is not taken: passing a screen takes seconds, and Enter pressed again 0.6 s after the
one that ended a turn ("did it take?") showed the next player's hand to the last, then, again,
added that player's first card (play tester 139). The mouse keeps ``GUARD_MS``: a click needs
the pointer on the button, which a re-press does not."""


class PressGuard:
    """Started when something is put in front of a player; ``too_soon`` while a press may still
    be one meant for what came before."""

    def __init__(self, passing: bool = False) -> None:
        """``passing``: the guard of a screen passed from one person to another, for its
        keys (``HANDOFF_GUARD_MS``)."""
        self._since = QElapsedTimer()
        self._passing = passing

    def start(self) -> None:
        self._since.start()

    def too_soon(self) -> bool:
        return self.left_ms() > 0

    def left_ms(self) -> int:
        """How long a press is still refused, in milliseconds (0: no more)."""
        guard = HANDOFF_GUARD_MS if self._passing else GUARD_MS
        return max(0, guard - self._since.elapsed()) if self._since.isValid() else 0

    def refuses(self, event: QKeyEvent) -> bool:
        """A key pressed too soon, or a held key's repeat (``KEY_REPEATS``)."""
        return self.too_soon() or KEY_REPEATS.is_repeat(event)


class GuardWait(QObject):
    """The while a key refused by ``guard`` waits: ``over`` once the key would be taken, to
    take back the words that said it waits ("Not taken yet: press again in a moment."). A
    timer alone may fire early (Qt's default one, by up to 5%): the words came back while the
    guard still refused the key, and a player pressed in vain. The guard's own answer ends
    the wait."""

    over = Signal()

    def __init__(self, guard: PressGuard, parent: QObject) -> None:
        super().__init__(parent)
        self._guard = guard
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._check)

    def start(self) -> None:
        self._timer.start(self._guard.left_ms())

    def stop(self) -> None:
        self._timer.stop()

    def waiting(self) -> bool:
        return self._timer.isActive()

    def _check(self) -> None:
        if self._guard.too_soon():
            self.start()  # fired early: the rest of the while
        else:
            self.over.emit()


class KeyRepeats:
    """Tells a held key's repeats from fresh presses, for the keys that act once a press. Qt
    marks repeats (``isAutoRepeat``), but an X server may send each as a release and a press
    at one instant, unmarked when the application is slow to read them: a held Enter then
    went through a hand-off and played the next person's card. A press at the very instant
    of its key's release is a repeat (test events carry no time, 0, and are never one)."""

    def __init__(self) -> None:
        self._released: dict[int, int] = {}

    def released(self, event: QKeyEvent) -> None:
        self._released[event.key()] = event.timestamp()

    def is_repeat(self, event: QKeyEvent) -> bool:
        stamp = event.timestamp()
        return event.isAutoRepeat() or (stamp != 0 and self._released.get(event.key()) == stamp)


KEY_REPEATS = KeyRepeats()
"""One for the whole keyboard: a key released over one widget is pressed again over the next
(the table's Enter over the hand-off's button that the press brought)."""


TABLE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
"""The keys that play on a table (place, add, choose): never an answer to a box that opened
on its own."""


class GuardedButton(QPushButton):
    """A button that answers (``accepted``) only to a press made once it has been in sight
    for ``GUARD_MS``, counted from ``offer``, and never to a held key's repeats (a held Enter
    went through a hand-off after the guard's half second). ``passing``: the button passes
    the screen to another person, and takes a key only once ``HANDOFF_GUARD_MS`` have gone,
    a fresh press then (Space pressed before and let go after does nothing)."""

    accepted = Signal()
    refused = Signal()
    """A fresh key was pressed too soon (a press that did nothing was pressed again, play
    tester 144): ``key_guard`` tells how long it waits."""

    def __init__(self, passing: bool = False) -> None:
        super().__init__()
        self._guard = PressGuard()
        self.key_guard = PressGuard(passing)
        self.clicked.connect(self._answer)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if KEY_REPEATS.is_repeat(event):
            event.accept()  # not pressed down: its release clicks nothing either
            return
        if event.key() in TABLE_KEYS and self.key_guard.too_soon():
            event.accept()
            self.refused.emit()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        KEY_REPEATS.released(event)
        super().keyReleaseEvent(event)

    def offer(self) -> None:
        """The button is put in front of a player, with the keyboard."""
        self._guard.start()
        self.key_guard.start()
        self.setFocus()

    def _answer(self) -> None:
        if not self._guard.too_soon():
            self.accepted.emit()


class BoxGuard(QObject):
    """The guard of ``GuardedDialog`` for a box Qt builds (a ``QMessageBox``), installed on it
    and, once it shows, on its buttons: a message that opens in the middle of play (an
    autosave that failed after a draw) was closed unread by the Enter that placed the card
    (play test)."""

    def __init__(self, box: QWidget, unasked: bool = False) -> None:
        """``unasked``: the box opens on its own in the middle of play, not on the player's
        press: Enter and Space, the table's keys, never answer it (Esc or a click does). Past
        the guard's half second, the Enter that placed the card after a draw closed "Autosave
        failed" unread (play test)."""
        super().__init__(box)
        self._box = box
        self._guard = PressGuard()
        self._unasked = unasked
        box.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._box and kind == QEvent.Type.Show:
            self._guard.start()
            for button in self._box.findChildren(QAbstractButton):
                button.installEventFilter(self)
                if self._unasked and isinstance(button, QPushButton):
                    # drawn as Enter's, OK read as closed by Enter, which does nothing here
                    # (play tester, session 55)
                    button.setAutoDefault(False)
                    button.setDefault(False)
        elif isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyPress:
            if self._unasked and event.key() in TABLE_KEYS:
                return True
            return self._guard.refuses(event)
        elif isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyRelease:
            KEY_REPEATS.released(event)
        return False


class GuardedDialog(QDialog):
    """A dialog that takes no key in its first ``GUARD_MS`` on screen, nor a held key's
    repeats: Enter pressed twice to play a game's last card closed the results it opened (Esc
    and the mouse close it at once after that; a double click cannot reach a button the dialog
    did not show yet). A dialog the player opens to look at something and close again at once
    sets ``guards_keys`` off. Its buttons are guarded too: a focused button takes Enter and
    Space before its dialog sees them."""

    guards_keys = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._guard = PressGuard()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._guard.start()
        for button in self.findChildren(QAbstractButton):
            button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            if self._refuses(event):
                return True
        elif isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyRelease:
            KEY_REPEATS.released(event)
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._refuses(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _refuses(self, event: QKeyEvent) -> bool:
        return self.guards_keys and self._guard.refuses(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        KEY_REPEATS.released(event)
        super().keyReleaseEvent(event)


class LastPress(QObject):
    """Whether the person's last press was a key or the pointer, watched on the whole
    application: a game opened by a key (Enter on "Resume last game", in New Game or in the
    file dialog) starts with the keyboard frame on its first choice; one opened by a click
    does not. A button's ``clicked`` does not say which it was."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.by_keys = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            self.by_keys = True
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin):
            self.by_keys = False
        return False
