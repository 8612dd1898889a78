"""What an English player found playing Petal Plotters at one screen with a friend and three
computer players (play tester 204, 1024×700, History open)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QListWidgetItem
from pytestqt.qtbot import QtBot

from desktop.access_keys import without_marks
from desktop.dialogs.new_game import NewGameChoice
from desktop.history import STEP, STEP_INDENT, TURN, HistoryPanel
from desktop.main_window import MainWindow
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    ChooseSlot,
    PassCard,
    PlaceHornbill,
    UseAbility,
)
from tests.desktop.shell import test_play_tester_192
from tests.desktop.shell.questions import take_back_answer

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""


def test_undo_after_a_card_flipped_face_up_says_everyone_saw_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Cy's Malay Red Harlequin flipped Ben's face-down card face up, for the whole table to
    see, and rotated it; Undo at Ann's hand-off said the turn resumed "after the card Cy was
    shown", as if it had been shown to Cy alone. It says the flip showed everyone a card."""
    seats = (Seat(name="Ann"), Seat(name="Ben"), Seat(name="Cy"))
    options = GAME.parse_options({"players": 3})
    assert window.start_game(NewGameChoice("petal-plotters", options, 15, seats))
    session = window.controller.session
    assert session is not None and session.state.current == 0
    window.controller.play(PlaceHornbill())  # Ann's
    window.controller.play(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, AddToGarrison))
    )  # Ben's, face down
    harlequin = UseAbility(card="malay-red-harlequin")
    window.controller.play(harlequin)
    flip = next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    assert GAME.reveals_to(session.state, flip) == frozenset({0, 1, 2}) - {1}
    window.controller.play(flip)
    rotate = next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    window.controller.play(rotate)
    assert window.table.currentWidget() is window.handoff and session.state.current == 0
    asked = take_back_answer(monkeypatch, "Yes")
    window.actions_by_name["undo"].trigger()
    assert session.actions[-1] == flip
    assert len(asked) == 1
    assert asked[0].endswith(
        "This takes back what Cy played: the turn goes back to Cy, and the screen with it."
        " The turn resumes just after “Cy: Flip card 1 of Ben's Garrison face up (Pangolin,"
        " counts +2)”, which showed everyone a card: a card seen cannot be taken back."
    )


def test_undo_names_the_computers_passes_it_takes_back(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann's Katydid had everyone pass a card; Cleo, a computer, passed hers after Ann, and at
    Ben's turn to pass Undo said "Undo “Ann: Pass …”", Cleo's pass, taken back with it, unsaid:
    the passes of others were counted as steps of Ann's turn. Each is named."""
    seats = (Seat(name="Ann"), Seat(name="Cleo", kind="easy"), Seat(name="Ben"))
    options = GAME.parse_options({"players": 3})
    assert window.start_game(NewGameChoice("petal-plotters", options, 4, seats))
    session = window.controller.session
    assert session is not None and session.state.current == 0
    window.controller.play(PlaceHornbill())  # Ann's; then Cleo's turn
    qtbot.waitUntil(lambda: session.state.current == 2, timeout=20000)
    window.controller.play(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, AddToGarrison))
    )  # Ben's
    window.controller.play(UseAbility(card="katydid-1"))
    window.controller.play(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, PassCard))
    )
    qtbot.waitUntil(lambda: session.state.current == 2, timeout=20000)  # Cleo passed
    assert session.mover_at(session.cursor - 1) == 1
    entry = without_marks(window.actions_by_name["undo"].text())
    assert entry == "Undo “Ann: Passed a card to Cleo” and Cleo's move after it"
    asked = take_back_answer(monkeypatch, "Yes")
    window.actions_by_name["undo"].trigger()
    assert [question.split("\n")[0] for question in asked] == [entry]  # at Ben's hand-off
    assert session.cursor == 4  # Ann's pass and Cleo's taken back, her Katydid played
    assert "and Cleo's move after it" in window.statusBar().currentMessage()


def test_a_turns_wrapped_words_stand_under_its_first_word_not_its_number(qtbot: QtBot) -> None:
    """History, narrow at 1024×700: a turn's row wrapped its words back under "12.", the
    number lost among them. The numbers stand in a margin of their own, as wide as the
    widest, and a turn's later moves further in than any wrapped line: a margin as wide as
    its own number put the wrapped lines of "10." where turn 9's later moves began (play
    tester 206)."""
    history = HistoryPanel()
    qtbot.addWidget(history)
    words = "Ann: Add the Frog to her Garrison, its 5 up, beside the Snail"
    rows = []
    for turn, step in ((9, None), (9, "Rotate card 1 of Ben's Garrison, its top up"), (10, None)):
        item = QListWidgetItem(words)
        item.setData(TURN, turn)
        if step is not None:
            item.setData(STEP, step)
        history.addItem(item)
        rows.append(item)
    history.resize(170, 400)
    history.show()
    qtbot.waitExposed(history)
    image = history.viewport().grab().toImage()
    ninth, later, tenth = (line_starts(image, history.visualItemRect(item)) for item in rows)
    assert len(ninth) >= 3 and len(tenth) >= 3 and len(later) >= 2  # the words wrap
    number = history.fontMetrics().horizontalAdvance("10. ")
    wrapped = {*ninth[1:], *tenth[1:]}
    assert max(wrapped) - min(wrapped) <= 1  # under the words, turn 9's and 10's alike
    assert min(wrapped) >= min(ninth[0], tenth[0]) + number - 2  # not under the numbers
    assert min(later) >= max(wrapped) + STEP_INDENT - 2  # and the later move further in


def line_starts(image: QImage, row: QRect) -> list[int]:
    """Where each line of ``row`` in ``image`` begins: the leftmost ink of each band of pixel
    rows with ink."""
    paper = image.pixelColor(row.right() - 2, row.bottom() - 1)
    starts: list[int] = []
    inked = False
    for y in range(row.top(), row.bottom()):
        xs = [x for x in range(row.left(), row.right()) if image.pixelColor(x, y) != paper]
        if xs and not inked:
            starts.append(min(xs))
        elif xs:
            starts[-1] = min(starts[-1], *xs)
        inked = bool(xs)
    return starts
