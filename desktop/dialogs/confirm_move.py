"""The question "Play this move?" asked when Settings' "Confirm moves" is on.

It is a guarded dialog, not a plain message box: the press that chose the move (Enter on a
card) opened it, and that key held or pressed twice answered Yes at once, so the move a
player had asked to confirm was played unconfirmed. Its width also leaves room for its title.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from desktop.press_guard import GuardedDialog
from desktop.screen_fit import title_width


class ConfirmMoveDialog(GuardedDialog):
    """Yes plays the move (Enter, once the guard's moment has passed); No or Esc does not."""

    def __init__(self, title: str, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("confirmMoveDialog")
        self.setWindowTitle(title)
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize)
        question_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion)
        icon.setPixmap(question_icon.pixmap(size, size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.question = QLabel(question)
        self.question.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
        self.question.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Yes | QDialogButtonBox.StandardButton.No
        )
        yes = self.buttons.button(QDialogButtonBox.StandardButton.Yes)
        yes.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addWidget(self.question, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        yes.setFocus()  # once in the dialog: Enter answers Yes, as a message box's does
        self.setMinimumWidth(title_width(self, title))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A button's underlined letter answers it without Alt, as in a message box: "n"
        did nothing here, while every other question took it (play test)."""
        if self._refuses(event):
            event.accept()
            return
        held = Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ControlModifier
        if not event.modifiers() & (held | Qt.KeyboardModifier.MetaModifier):
            for button in self.buttons.buttons():
                shortcut = button.shortcut()
                if not shortcut.isEmpty() and shortcut[0].key() == event.key():
                    button.animateClick()
                    event.accept()
                    return
        super().keyPressEvent(event)


def confirm_move(parent: QWidget, title: str, question: str) -> bool:
    """Ask ``question``; True when the player answers Yes."""
    dialog = ConfirmMoveDialog(title, question, parent)
    try:
        return dialog.exec() == ConfirmMoveDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()
