"""Play tester 148 (a Flowers solo-rank chaser): a deal a computer played on this screen is
known, and the window's small silences."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop import solo_records
from desktop.dialogs.new_game import NewGameChoice
from desktop.solo_records import load_records
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.test_solo_records import ended_as, shown_window

FLOWERS = registry.get_game("flowers")
SOLO = FLOWERS.parse_options({"players": 1})
PERSON = (Seat(name="Camille"),)
COMPUTER = (Seat(name="Robo", kind="random"),)


def test_a_deal_a_computer_played_here_is_a_replay_for_the_person(qtbot: QtBot) -> None:
    """Watched while a computer played a solo deal to its end, then played by the person, the
    deal counted as a first play, its cards to come known (play tester 148). The computer's
    play is noted as a play of the deal, its score never recorded as the person's."""
    window = shown_window(qtbot)
    assert window.start_game(NewGameChoice("flowers", SOLO, 61, COMPUTER))
    qtbot.waitUntil(
        lambda: window.controller.session is not None and window.controller.session.is_over(),
        timeout=60_000,
    )
    window._close_end_dialog()
    assert window.start_game(NewGameChoice("flowers", SOLO, 61, PERSON))
    assert load_records().records == []  # the computer's end is no result of the person's
    assert ended_as(window, qtbot, solo_records.seed_to_code(61)) == ["code"]


def test_a_computer_game_left_before_a_card_shown_leaves_the_deal_unplayed(
    qtbot: QtBot,
) -> None:
    """As the person's own play left at move 0, a computer's showed only the first cards: the
    deal played then counts."""
    window = shown_window(qtbot)
    assert window.start_game(NewGameChoice("flowers", SOLO, 62, COMPUTER))
    session = window.controller.session  # the computer's first move is not in yet
    assert session is not None and session.cursor == 0
    assert window.start_game(NewGameChoice("flowers", SOLO, 62, PERSON))
    assert ended_as(window, qtbot, solo_records.seed_to_code(62)) == [None]
