"""History draws an ability's steps in under the row that played its card ("Use the ability of
Honey Bee"), each saying what the step did: "Honey Bee — Leave card 2 of your own Garrison
unrotated", the one step that named its card again, read oddly among the others (play tester
189). The move log's line of the turn names the card once, at its head."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.games.petal_plotters.board import STEPS_JOINED
from desktop.history import STEP, HistoryPanel
from desktop.move_log import MoveLog
from engine.games.petal_plotters import GAME, State
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import Cancel, Skip, UseAbility
from tests.games.petal_plotters.helpers import down, position, up

from .conftest import Table
from .test_board_play import at_an_optional_rotation

ABILITIES = sorted({card.ability: card.id for card in CARDS.values() if card.ability}.values())
"""A card of each ability (copies of a card may share one, or not: Pangolin's differ)."""


def others(card: str, count: int) -> list[str]:
    """``count`` cards of names other than ``card``'s, each of another name: a step naming a
    target, a card given or passed names one of them, never the ability's card."""
    names = {CARDS[card].name}
    chosen = []
    for other in sorted(CARDS):
        if CARDS[other].name not in names and CARDS[other].ability:
            names.add(CARDS[other].name)
            chosen.append(other)
    assert len(chosen) >= count
    return chosen[:count]


def steps_told(board: PetalPlottersBoard, state: State, card: str) -> list[str]:
    """Every step of ``card``'s ability played from ``state`` (each way it can go, a skip
    too, no Cancel), as History tells it to each player and to all at the screen."""
    told: list[str] = []
    stack = [GAME.apply(state, UseAbility(card))]
    while stack:
        before = stack.pop()
        if before.pending is None or before.pending.card != card:
            continue  # the ability is over
        for action in GAME.legal_actions(before):
            if isinstance(action, Cancel):
                continue
            after = GAME.apply(before, action)
            for reader in range(before.players):
                views = (GAME.view(before, reader), GAME.view(after, reader))
                told += [board.describe_action(action, *views, for_all=mine) for mine in (0, 1)]
            stack.append(after)
    return told


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("card", ABILITIES)
def test_no_step_of_an_ability_names_its_card(trio: Table, language: str, card: str) -> None:
    board = trio.board  # seats Ada, Ben, Cy
    assert i18n.install(language) == language
    try:
        a, b, c, d, e, f, g, h = others(card, 8)
        table = position(
            [[card, a], [b], [c]],
            [[down(d, 0), down(e, 0, False)], [down(f, 1)], [down(g, 2), up(h, 3, False)]],
        )
        name = board._card_name(card)
        told = steps_told(board, table, card)
        assert told  # every ability has a step
        assert [words for words in told if name in words] == []
    finally:
        i18n.install("en")


def played_skip(trio: Table) -> tuple[int, str]:
    """The play tester's turn: an ability's flip or look, its optional rotation left undone;
    the mover and the ability's card."""
    mover = at_an_optional_rotation(trio)
    pending = trio.state.pending
    assert pending is not None
    trio.play(Skip())
    return mover, trio.board._card_name(pending.card)


def test_history_and_the_move_log_tell_a_skipped_rotation_as_a_step(
    qtbot: QtBot, trio: Table
) -> None:
    mover, card = played_skip(trio)
    controller, session = trio.controller, trio.controller.session
    assert session is not None
    name = controller.seat_name(mover)
    history = HistoryPanel()
    qtbot.addWidget(history)
    history.seat_name = controller.seat_name
    history.show_moves(session, mover, controller.tell_move, 0)
    steps = [history.item(row).data(STEP) for row in range(history.count())]
    steps = [step for step in steps if isinstance(step, str)][-2:]
    flip_or_look, skip = steps
    assert skip.startswith("Leave card ") and skip.endswith(" unrotated")
    assert card not in flip_or_look + skip
    log = MoveLog()
    qtbot.addWidget(log)
    log.show_played(
        session, mover, (controller.tell_move, controller.tell_turn), None, (0, True, False), None
    )
    line = log.item(log.count() - 1).text()
    # the turn on one line, its card at its head alone, the rotation left undone its last step
    assert line.startswith(f"{name}: {card} — ") and line.count(card) == 1
    assert line.endswith(f"{STEPS_JOINED}Leave it unrotated")
