"""Answers to the window's questions, for tests that play on past them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QMessageBox

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
