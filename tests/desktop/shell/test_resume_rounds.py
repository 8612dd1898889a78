"""The start screen tells a saved Flowers game of several players by its round, as players
count: "12 turns" after four rounds of three players was a count nobody keeps (play tester
188). In French and German too."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.test_counted_word import resume_lines
from tests.desktop.shell.test_solo_records import shown_window

FLOWERS = registry.get_game("flowers")
SEATS = (Seat(name="Ann"), Seat(name="Rose", kind="normal"), Seat(name="Iris", kind="normal"))


def after_turns(turns: int) -> Session:
    """A three-player Flowers game ``turns`` whole turns in (a draw and its placing each)."""
    session = Session(FLOWERS, FLOWERS.parse_options({"players": 3}), 5)
    while session.state.turn < turns:
        session.apply(FLOWERS.legal_actions(session.state)[0])
    return session


@pytest.mark.parametrize(
    ("language", "round_five"), [("en", "Round 5"), ("fr", "Tour de table 5"), ("de", "Runde 5")]
)
def test_the_round_under_way_is_said_not_everyones_turns(
    qtbot: QtBot, language: str, round_five: str
) -> None:
    window = shown_window(qtbot)
    assert i18n.install(language) == language
    write_save(paths.autosave_path(), after_turns(12), SEATS)
    lines = resume_lines(window)
    assert lines[-1] == round_five
    assert not any("12" in line for line in lines)
    # the first player of round 5 has drawn: the same round, a turn begun
    session = after_turns(12)
    session.apply(FLOWERS.legal_actions(session.state)[0])
    write_save(paths.autosave_path(), session, SEATS)
    assert resume_lines(window)[-2] == round_five
