"""Answers to the window's questions, for tests that play on past them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

TAKE_BACK = re.compile(r"Take back (\S.*'s moves?|the moves of \S.* and \S.*)\?")
"""The question's title, naming whose moves it takes back."""


def take_back_answer(monkeypatch: pytest.MonkeyPatch, answer: str) -> list[str]:
    """Answer the question "Take back Ann's move?" with ``answer`` ("Yes" or "No"); the list
    gets each question's text."""
    asked: list[str] = []

    def question(_parent, title, text, *_buttons):  # type: ignore[no-untyped-def]
        assert TAKE_BACK.fullmatch(title), title
        asked.append(text)
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def answer_with_default(read: Callable[[QMessageBox], None]) -> None:
    """Once a message box is open, ``read`` it, then press its default button: for a test of
    the box itself (``desktop.main_window.question_with_labels``), its words and buttons as
    they show. Called before the step that opens it."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        read(box)
        box.defaultButton().click()

    QTimer.singleShot(0, answer)


def button_words(box: QMessageBox) -> tuple[str, list[str]]:
    """The default button's words and every button's, sorted, without their & key marks."""
    texts = sorted(button.text().replace("&", "") for button in box.buttons())
    return box.defaultButton().text().replace("&", ""), texts
