"""The activation given back to the window a dialog came from, once the dialog closes.

A desktop's window manager makes the window under a closed dialog the active one again. With
none (a bare X server, as a kiosk or a play tester's runs it) nothing does: the keys still
reached the table, sent to the window under the mouse, but the window's shortcuts wait for an
active window, so H (hint) and Ctrl+N did nothing until a click (play tester 146).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

WINDOWS = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Tool)
"""The kinds of window handed back from: not a menu or a tooltip, which never take it."""


class ActivationBack(QObject):
    """Watched on the whole application: a window of ours that closes while active or with
    none active (a dialog, the rules reader, a floating History) hands the activation to the
    window it belongs to, unless another has taken it by then (the next dialog), or to a
    window shown in its place in the same moment (Petal Plotters' earlier deal, shown as the
    later one closes: the table behind took the keys, and Enter added a card there, play
    tester 151)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shown: QWidget | None = None
        """The window of ours shown last, until the loop next turns: one taking a place."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.windowType() in WINDOWS
            and not watched.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        ):
            self._shown = watched
            QTimer.singleShot(0, self, self._forget_shown)
        elif (
            event.type() == QEvent.Type.Hide
            and isinstance(watched, QWidget)
            and watched.windowType() in WINDOWS
            # gone already with the hide on some platforms (Qt's offscreen one), or after
            # it (X11)
            and QApplication.activeWindow() in (None, watched)
        ):
            owner = watched.parentWidget()
            if owner is not None:
                back_to = owner.window()
                # once the hide is done: a window manager may activate it first
                QTimer.singleShot(
                    0, back_to, lambda: give_activation_to(self._taking_place(back_to))
                )
        return False

    def _taking_place(self, owner: QWidget) -> QWidget:
        """The window shown in the closed one's place, if one was and is still there (a
        lesson shown and closed in the same moment is gone by now), else ``owner``."""
        shown = self._shown
        return shown if shown is not None and isValid(shown) and shown.isVisible() else owner

    def _forget_shown(self) -> None:
        self._shown = None


def give_activation_to(window: QWidget) -> None:
    """Make ``window`` active if no window of ours shown is (a modal dialog opened since
    keeps the activation: the window under it takes no keys)."""
    active = QApplication.activeWindow()
    if (active is not None and active.isVisible()) or not window.isVisible():
        return
    modal = QApplication.activeModalWidget()
    (modal if modal is not None and modal.isVisible() else window).activateWindow()
