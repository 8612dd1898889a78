"""Answers to the window's questions, for tests that play on past them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


def take_back_answer(monkeypatch: pytest.MonkeyPatch, answer: str) -> list[str]:
    """Answer the question "Take back another player's move?" with ``answer`` ("Yes" or
    "No"); the list gets each question's text."""
    asked: list[str] = []

    def question(_parent, title, text, *_buttons):  # type: ignore[no-untyped-def]
        assert title == "Take back another player's move?"
        asked.append(text)
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked
