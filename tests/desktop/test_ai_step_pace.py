"""A computer's turn of several steps (a Petal Plotters ability and its targets): the whole
delay set for its decisions before its first step, a part of it before each later one."""

from __future__ import annotations

import time

from pytestqt.qtbot import QtBot

from desktop.session_controller import LATER_STEP_SHARE, SessionController
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import GAME, PetalPlottersOptions, UseAbility

DELAY_MS = 1200
OPTIONS = PetalPlottersOptions(players=3)
SEED = 7


def up_to_an_ability() -> list[Action]:
    """The first move offered (the Hornbill placed, cards added to Garrisons) until the player
    to move may use an ability; its use last."""
    session = Session(GAME, OPTIONS, SEED)
    while True:
        legal = GAME.legal_actions(session.state)
        ability = next((action for action in legal if isinstance(action, UseAbility)), None)
        if ability is not None:
            session.apply(ability)
            return list(session.actions)
        session.apply(legal[0])


def ms_to_the_next_move(qtbot: QtBot, actions: list[Action]) -> float:
    """How long three computers at a table left after ``actions`` take to play the next move,
    their decisions held back ``DELAY_MS``."""
    controller = SessionController()
    controller.ai.use_process = False  # a random agent in a thread answers at once
    controller.set_ai_delay(DELAY_MS)
    seats = [Seat(name=name, kind="random") for name in ("Ada", "Ben", "Cy")]
    began = time.monotonic()
    controller.start(Session(GAME, OPTIONS, SEED, actions), seats)
    try:
        qtbot.waitUntil(lambda: controller.session.cursor > len(actions), timeout=5000)
        return (time.monotonic() - began) * 1000
    finally:
        controller.shutdown()


def test_a_computers_later_step_of_its_turn_comes_sooner_than_its_first(qtbot: QtBot) -> None:
    """Each step of an ability waited the whole delay as a new turn did: an Exchange took
    3–4 s to watch (play testers)."""
    with_ability = up_to_an_ability()
    session = Session(GAME, OPTIONS, SEED, with_ability)
    used = len(with_ability) - 1
    # the engine's word: the ability's user decides its next step, in the same turn
    assert session.mover_at(used) == GAME.current_player(session.state)
    assert not session.ends_turn(used) and session.starts_turn(used)
    first = ms_to_the_next_move(qtbot, with_ability[:used])
    later = ms_to_the_next_move(qtbot, with_ability)
    assert first >= 0.9 * DELAY_MS  # a timer may end a little early
    assert 0.9 * DELAY_MS / LATER_STEP_SHARE <= later < 0.7 * DELAY_MS
