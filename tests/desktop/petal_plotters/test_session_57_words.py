"""Words of Petal Plotters that play testers 176 and 178 read wrong: an ability's step count,
the Hornbill's frame said twice, the total's range, a plural for one card set aside, and the
lesson's frame against the keyboard's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, ChooseSlot, UseAbility
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.rules import choice_number
from engine.games.petal_plotters.state import ChooseHandCard, Pending

from .conftest import Table, make_table
from .test_board_play import exchanging, setup_moves
from .test_lesson import lesson_shown
from .test_table_guidance import exchange_between_garrisons


def card_with(first_op: str, steps: int) -> str:
    """A card of the deck whose ability begins with ``first_op`` and has ``steps`` steps."""
    return next(
        card.id
        for card in CARDS.values()
        if len(card.ability) == steps and card.ability and card.ability[0].op == first_op
    )


def prompt(table: Table) -> str:
    return " ".join(table.board._labels["prompt"].text.split())


def test_the_engine_counts_an_abilitys_choices_not_its_steps() -> None:
    """A one-step exchange asks two choices, a flip with an optional turn two, a flip one."""
    langur = card_with("exchange_hand", 1)
    assert choice_number(Pending(card=langur, hand_index=0, step=0)) == (1, 2)
    given = Pending(card=langur, hand_index=0, step=0, give="x")
    assert choice_number(given) == (2, 2)
    katydid = card_with("exchange_garrisons", 1)
    assert choice_number(Pending(card=katydid, hand_index=0, step=0)) == (1, 2)
    first = Pending(card=katydid, hand_index=0, step=0, first=(0, 1))
    assert choice_number(first) == (2, 2)
    harlequin = card_with("flip", 2)
    assert choice_number(Pending(card=harlequin, hand_index=0, step=1)) == (2, 2)
    assert choice_number(Pending(card=card_with("flip", 1), hand_index=0, step=0)) == (1, 1)


def test_an_exchange_between_garrisons_counts_its_two_picks(trio: Table) -> None:
    """The exchanging Katydid's two picks showed no "Step 1 of 2" where the Malay Red
    Harlequin's two choices did (play tester 176): every ability of two choices counts them."""
    setup_moves(trio, lambda s: exchange_between_garrisons(s) is not None)
    card = exchange_between_garrisons(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    assert prompt(trio).startswith("Step 1 of 2: "), prompt(trio)
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot)))
    assert prompt(trio).startswith("Step 2 of 2: "), prompt(trio)
    assert "click the card in another Garrison" in prompt(trio)


def test_an_exchange_from_the_hand_counts_its_two_choices(qtbot: QtBot) -> None:
    """The Dusky Leaf Langur (give a hand card, then take a Garrison card) showed no count."""
    table = exchanging(qtbot)
    try:
        assert prompt(table).startswith("Step 1 of 2: "), prompt(table)
        give = next(a for a in GAME.legal_actions(table.state) if isinstance(a, ChooseHandCard))
        table.play(give)
        assert prompt(table).startswith("Step 2 of 2"), prompt(table)
    finally:
        table.controller.shutdown()


def test_the_hornbills_frame_is_told_once(trio: Table) -> None:
    """A game opened by Enter, the frame on the Hornbill: "Enter: Place the Great Hornbill.
    The blue frame shows the Great Hornbill: Enter lays it face up in your Garrison." said
    the same twice (play tester 176)."""
    trio.board.view.setFocus()
    trio.board.lead_with_keys()  # as the hand-off's Enter does
    assert trio.messages[-1] == (
        "The blue frame shows the Great Hornbill: Enter lays it face up in your Garrison."
    )


@pytest.mark.parametrize(
    ("players", "told"),
    [
        (4, "1 of them was set aside unseen before the deal."),
        (2, "4 of them were set aside unseen before the deal."),
    ],
)
def test_the_cards_set_aside_are_counted_in_the_right_number(
    qtbot: QtBot, players: int, told: str
) -> None:
    """C at four players said "1 of them were set aside unseen before the deal." (play tester
    176): one card is said as one."""
    seats = [Seat(name=f"P{seat}", kind="human") for seat in range(players)]
    table = make_table(qtbot, seats)
    try:
        board = table.board
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_C)
        dialog = board.card_count_dialog
        assert dialog is not None
        lines = [label.text() for label in dialog.findChildren(QLabel)]
        assert told in lines, lines
    finally:
        table.controller.shutdown()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("en", "with the 2 face-down cards, possible: "),
        ("fr", "avec les 2 cartes face cachée, possible\u00a0: de "),
        ("de", "mit den 2 verdeckten Karten möglich: "),
    ],
)
def test_the_totals_range_reads_as_what_may_be(trio: Table, language: str, told: str) -> None:
    """The total's line said "the 3 face-down cards make it between −4 and 18" beside the
    hint's "the total will likely end between 3 and 16": two ranges at odds to a newcomer
    (play tester 176). The line's is every total that may yet be."""
    setup_moves(trio, lambda s: sum(len(g) for g in s.garrisons) == 3)
    board = trio.board
    assert board.state is not None
    assert i18n.install(language) == language
    try:
        line = board._total_counted(board.state, board.state, over=False)
    finally:
        assert i18n.install("en") == "en"
    assert told in line, line


def test_the_first_u_uses_the_card_the_lesson_frames(qtbot: QtBot) -> None:
    """Next clicked, the table's keys not yet leading: the lesson framed the card in orange
    and said "frame it with ←/→ and press U", and the first U only brought out the blue
    keyboard frame on it ("The blue frame shows your choice: …"), a second used it (play
    tester 176). The first U uses the card the lesson frames."""
    lesson = lesson_shown()
    board, view = lesson.board, lesson.board.view
    used = 0
    try:
        while not lesson.step.free:
            wanted = lesson.expected()
            if wanted is None or lesson.panel.next_button.isEnabled():
                qtbot.waitUntil(lesson.panel.next_button.isEnabled)
                qtbot.mouseClick(lesson.panel.next_button, Qt.MouseButton.LeftButton)
                continue
            session = lesson.controller.session
            assert session is not None
            played = len(session.actions)
            if isinstance(wanted, UseAbility):
                view.setFocus()
                QTest.keyClick(view, Qt.Key.Key_U)
                assert tuple(session.actions[played:]) == (wanted,), lesson.step.title
                used += 1
            else:
                board.action_chosen.emit(wanted)
        assert used == 4
    finally:
        lesson.close()
