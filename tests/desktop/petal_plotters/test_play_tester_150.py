"""Play tester 150: what Esc gives away is said before it is pressed, the Hornbill's frame
names no ability key, a target framed says what choosing it does and nothing else."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QTextLayout
from PySide6.QtTest import QTest

from desktop.games.petal_plotters.faces import card_title
from desktop.history import HistoryPanel, move_line
from engine.games.petal_plotters import GAME, UseAbility
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import Phase
from tests.games.petal_plotters.helpers import down, position

from .conftest import Table, use_by_keys
from .test_board_play import setup_moves, slot_ability


def test_the_targeting_line_says_the_others_saw_the_card_before_esc(trio: Table) -> None:
    """ "Cancelled: Katydid is back in your hand … The others have seen it." came only after
    Esc, where the line that offered Esc said "Esc cancels." (play tester 150, 35.png): the
    line that offers it says so first, naming the card, as the rulebook plays it face up."""
    setup_moves(trio, lambda s: s.phase is Phase.TURN and slot_ability(s) is not None)
    card = slot_ability(trio.state)
    assert card is not None
    board = trio.board
    use_by_keys(board, trio.state, card)
    assert trio.state.pending is not None
    name = card_title(CARDS[card])
    status = board.status_label.text()
    assert f"Esc cancels (the others have seen your {name} all the same)." in status
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert trio.state.pending is None
    assert trio.messages[-1].endswith("The others have seen it.")


def test_the_hornbills_frame_names_no_ability_key(trio: Table) -> None:
    """The first player's frame on the Great Hornbill said "Enter adds it to your Garrison
    (U: its ability)", and U then said "The Great Hornbill has no ability" (play tester 150,
    13.png, 15b.png)."""
    assert trio.state.phase is Phase.HORNBILL
    view = trio.board.view
    view.setFocus()
    trio.board.lead_with_keys()  # as the hand-off's Enter does
    assert trio.board.cursor_item.isVisible()
    told = trio.messages[-1]
    assert "U:" not in told and "ability" not in told
    assert told.endswith(
        "The blue frame shows the Great Hornbill: Enter lays it face up in your Garrison."
    )
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.state.phase is Phase.TURN


def test_a_framed_targets_changes_are_told_as_the_cards(trio: Table) -> None:
    """A target the keys framed said "Silver Royal — Flip card 3 of Tom's Garrison face up.
    Since your last move: Tom: Add a card to their Garrison", read as the panel's news run on
    (play tester 150, 65.png): the card's changes are worth knowing for a choice (a card just
    added), so they stay, under a heading that names the card."""
    board = trio.board
    setup_moves(
        trio, lambda s: s.phase is Phase.TURN and s.turns >= 3 and slot_ability(s) is not None
    )
    card = slot_ability(trio.state)
    assert card is not None
    view = use_by_keys(board, trio.state, card)
    told: list[tuple[str, str]] = []
    targets = board.focusables()
    for _target in targets:
        QTest.keyClick(view, Qt.Key.Key_Left)  # from the last, each target in turn
        focus = board.key_focus
        assert focus is not None and focus[0] == "slot"
        choice = board.slot_choices[(focus[1], focus[2])]
        told.append((board._changes_at_focus(), trio.messages[-1]))
        assert trio.messages[-1].startswith("Enter: " + board.describe_choice(choice, trio.state))
    assert any(changes for changes, _said in told)  # a target another changed was framed
    for changes, said in told:
        assert not said.startswith("Since your last move") and " Since your last" not in said
        if changes:
            assert changes.startswith("This card ") and said.endswith(changes)


def test_a_long_card_name_breaks_inside_rather_than_leave_the_verb_alone(trio: Table) -> None:
    """History read "6. Lena: Use the ability of" on one line and "Malay Red Harlequin" on
    the next (play tester 150, 48b.png): the name, held together by no-break spaces, went
    whole to the next line. A long name breaks between its words and the line fills; a
    short one is still held whole ("Garden Snail" never parts)."""
    board = trio.board
    table = position(
        [["malay-red-harlequin"], ["katydid-1"], ["sunbird-1"]], [[], [down("frog-1", 1)], []]
    )
    use = UseAbility("malay-red-harlequin")
    told = board.describe_action(use, GAME.view(table, 1), GAME.view(GAME.apply(table, use), 1))
    line = move_line("Lena", told)
    assert line.replace("\u00a0", " ").endswith("Use the ability of Malay Red Harlequin")
    font = HistoryPanel().font()
    room = QFontMetricsF(font).horizontalAdvance("Lena: Use the ability of Malay Red") + 2
    layout = QTextLayout(line, font)
    layout.beginLayout()
    first = layout.createLine()
    first.setLineWidth(room)
    layout.endLayout()
    assert "Malay" in line[: first.textLength()]
    assert board._card_name("garden-snail-1") == "Garden\u00a0Snail"
