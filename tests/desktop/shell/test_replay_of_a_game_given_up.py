"""A deal begun again after its game was given up says so: "You played this code before…"
did not say that game had been given up, and the player wondered when they had played it
(French play tester 182)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.solo_records import load_records
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_given_up_solo import CODE, begin_solo
from tests.desktop.shell.test_solo_records import play_on

GIVEN_UP = (
    "Vous aviez abandonné une partie de ce code\u00a0: cette partie rejouée figure dans vos"
    " résultats en solo mais ne compte pas pour votre meilleur score ni votre rang."
)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The play tester's window: French."""
    assert i18n.install("fr") == "fr"
    yield from window_on_screen(qtbot, Settings(ai_move_delay_ms=0, language="fr"), 1366, 768)


def test_a_replay_of_a_deal_given_up_says_it_was_given_up(window: MainWindow) -> None:
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    begin_solo(window, seed=22)  # the deal is given up for another
    (given_up,) = (record for record in load_records().records if record.code == CODE)
    assert not given_up.ended
    begin_solo(window)  # its code again: a replay
    assert window._replay == "code"
    assert window.statusBar().currentMessage() == GIVEN_UP
    assert window.code_label.toolTip() == GIVEN_UP


def test_a_replay_of_a_deal_played_to_its_end_says_it_was_played(window: MainWindow) -> None:
    begin_solo(window)
    play_on(window, 200, random.Random(1))
    session = window.controller.session
    assert session is not None and session.is_over()
    begin_solo(window)
    assert window.statusBar().currentMessage().startswith("Vous aviez déjà joué ce code\u00a0:")
