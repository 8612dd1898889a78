"""The line over a Flowers table warns which draw ends the game ("Taking the yellow 3 ends
the game once the card is placed."); a hint, laid over that line, hid the warning, and its
reason never said that taking the yellow 3 would end the game with the player third (play
tester 184). The hint's words now carry the warning's matter: how that draw ends the game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table.bar import TableBar
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session
from engine.games.flowers.components import COLOUR, COLOURS, VALUE
from engine.games.flowers.game import FlowersGame
from engine.games.flowers.state import Draw, Phase, State
from tests.desktop.shell.on_screen import window_on_screen

SEATS = (Seat(name="Ann"), Seat(name="Rose", kind="easy"), Seat(name="Iris", kind="easy"))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window at the tester's size, its computers waiting long before they move."""
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=5000, confirm_moves=False), 1440, 900
    )


def last_card_turn() -> tuple[Session, int]:
    """A 3-player game played by seeded random moves up to Ann's draw with a face-up stack
    at its last card (a draw that passes it over is there too), and that stack."""
    game = registry.get_game("flowers")
    for seed in range(100):
        session = Session(game, game.parse_options({"players": 3}), seed)
        choose = random.Random(seed)
        while not session.is_over():
            state = session.state
            assert isinstance(state, State)
            if state.phase is Phase.DRAW and state.current == 0:
                ending = [
                    index
                    for index, (stack, up) in enumerate(
                        zip(state.stacks, state.face_up, strict=True)
                    )
                    if up and len(stack) == 1
                ]
                if ending and sum(1 for stack in state.stacks if stack) > 1:
                    return session, ending[0]
            session.apply(choose.choice(game.legal_actions(state)))
    raise AssertionError("no such turn")


def test_the_hint_over_the_line_says_which_draw_ends_the_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint draws from another stack, as the tester's drew face down: its words, laid over
    the line's warning, say how taking the last card would end the game."""
    session, ending = last_card_turn()
    target = tmp_path / "late.bouquet"
    write_save(target, session, SEATS)
    assert window.open_file(target)
    assert window.board is not None
    bar = window.board.widget().findChild(TableBar)
    assert bar is not None
    state = session.state
    assert isinstance(state, State)
    card = state.stacks[ending][-1]
    named = f"the {COLOURS[COLOUR[card]]} {VALUE[card]}"
    assert f"Taking {named} ends the game once the card is placed." in bar.status_label.text()
    other = next(index for index, stack in enumerate(state.stacks) if stack and index != ending)
    monkeypatch.setattr(FlowersGame, "hint_move", lambda *_args: Draw(other))
    note = bar.flash_note
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: note.isVisible() and note.text().startswith("Hint: "), timeout=90_000)
    said = note.text()
    assert f"Taking {named} would end the game now, with you " in said, said
