"""The activation given back to the window a dialog came from, once the dialog closes.

A desktop's window manager makes the window under a closed dialog the active one again. With
none (a bare X server, as a kiosk or a play tester's runs it) nothing does: the keys still
reached the table, sent to the window under the mouse, but the window's shortcuts wait for an
active window, so H (hint) and Ctrl+N did nothing until a click (play tester 146).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

WINDOWS = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Tool)
"""The kinds of window handed back from: not a menu or a tooltip, which never take it."""


class ActivationBack(QObject):
    """Watched on the whole application: a window of ours that closes while active or with
    none active (a dialog, the rules reader, a floating History) hands the activation to the
    window it belongs to, unless another has taken it by then (the next dialog)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
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
                QTimer.singleShot(0, back_to, lambda: give_activation_to(back_to))
        return False


def give_activation_to(window: QWidget) -> None:
    """Make ``window`` active if no window of ours shown is (a modal dialog opened since
    keeps the activation: the window under it takes no keys)."""
    active = QApplication.activeWindow()
    if (active is not None and active.isVisible()) or not window.isVisible():
        return
    modal = QApplication.activeModalWidget()
    (modal if modal is not None and modal.isVisible() else window).activateWindow()
