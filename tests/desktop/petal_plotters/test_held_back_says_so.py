"""Enter or Space on the table in its first moments after a key took the hand-off screen
away play nothing (``TableView.passed_guard``, play tester 139): they said nothing either, and
read as keys not taken. The line the board speaks on says so (play tester, session 56), and
that the key must be pressed again: "Ready in a moment…" read as the key kept, to be played
(play tester 217)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop import press_guard

from .conftest import Table
from .test_keyboard import _after_the_hornbill


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_a_key_held_back_after_the_hand_off_says_so(
    trio: Table, key: Qt.Key, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 1500)  # the guard set back
    board, view, _hand = _after_the_hornbill(trio)
    said: list[str] = []
    board.status_message.connect(said.append)
    moves = len(trio.controller.session.actions)
    view.passed_guard.start()  # a key took the hand-off screen away
    QTest.keyClick(view, key)
    assert len(trio.controller.session.actions) == moves  # nothing played
    assert said == ["Not taken yet: press again in a moment."]
