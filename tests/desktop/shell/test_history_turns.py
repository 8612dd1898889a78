"""History numbers its rows by turn, as the start screen counts a saved game's turns: the start
screen said "36 turns" where History listed 72 moves (play test)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.history import ROW_INDEX, TURN, HistoryPanel, TurnNumbered
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from engine.games.petal_plotters import Cancel, UseAbility


def shown_rows(history: HistoryPanel) -> list[str]:
    """The rows as History draws them (its delegate writes the turn before a move's words)."""
    delegate = history.itemDelegate()
    assert isinstance(delegate, TurnNumbered)
    return [delegate.row_text(history.model().index(row, 0)) for row in range(history.count())]


@pytest.mark.parametrize(
    ("game_id", "options", "moves"),
    [("flowers", {"players": 2}, 21), ("petal-plotters", {"players": 2, "match": True}, 30)],
)
def test_history_counts_turns_as_the_start_screen_does(
    window: MainWindow, qtbot: QtBot, game_id: str, options: dict[str, Any], moves: int
) -> None:
    game = registry.get_game(game_id)
    seats = (Seat(name="Ann"), Seat(name="Ben"))
    assert window.start_game(NewGameChoice(game_id, game.parse_options(options), 7, seats))
    session = window.controller.session
    assert session is not None
    choose = random.Random(5)
    for _ in range(moves):
        if session.is_over():
            break
        window.controller.play(choose.choice(game.legal_actions(session.state)))
    assert not session.is_over()
    ended = session.ends_turn(session.cursor - 1)
    window.close_game()
    # a match's turns are counted in its deal ("9 turns into deal 2", play tester 147), a
    # Flowers game of two by its rounds ("round 6", play tester 188) (a turn under way said
    # after the count, a line each: "A turn begun")
    said = re.search(
        r"(\d+)( turns? into deal \d)(\nA turn begun)?$|Round (\d+)(\nA turn begun)?$",
        window.start_screen.resume_info.text(),
    )
    assert said is not None
    begun = said.group(5) if game_id == "flowers" else said.group(3)
    assert (begun is not None) == (not ended)
    # a round is both players' turns: its first or its second turn is the last played
    turns = int(said.group(1)) if game_id != "flowers" else session.state.turn
    if game_id == "flowers":
        assert int(said.group(4)) == turns // 2 + 1
    window.start_screen.resume.click()
    if window.table.currentWidget() is window.handoff:  # a hot seat with hidden cards
        window.handoff.button.click()
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.isVisible)
    # the last turn played is the start screen's count; a turn under way is the next one (its
    # later moves drawn in under its first row, unnumbered)
    row = max(row for row, shown in enumerate(shown_rows(history)) if re.match(r"\d+\. ", shown))
    last = shown_rows(history)[row]
    assert last.startswith(f"{turns + (0 if ended else 1)}. ")
    assert history.item(row).text() == last.split(". ", 1)[1]
    if game_id == "flowers":  # a draw and its placing: one turn, the placing under the draw
        assert shown_rows(history)[1:5] == [
            f"1. {history.item(1).text()}",
            history.item(2).text().removeprefix("Ann: "),
            f"2. {history.item(3).text()}",
            history.item(4).text().removeprefix("Ben: "),
        ]


def test_a_turns_later_moves_are_drawn_in_under_its_first_row(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Five players (play test): one exchange took three rows, each "12. Iris: …", and a try
    cancelled two more, in a narrow dock. A turn's later moves are drawn in under its first
    row, without its number, and without the name where the turn's own player made them; each
    is still a point to go back to, a click there as Undo (the row's own text unchanged)."""
    game = registry.get_game("petal-plotters")
    names = ("Ann", "Ben", "Cy", "Dee", "Eve")
    seats = tuple(Seat(name=name, kind="human") for name in names)
    assert window.start_game(
        NewGameChoice("petal-plotters", game.parse_options({"players": 5}), 3, seats)
    )
    controller, session = window.controller, window.controller.session
    assert session is not None
    choose = random.Random(2)

    def ability_with_steps() -> UseAbility | None:
        """A card of the hand whose ability asks for targets, the turn not begun."""
        state = session.state
        if game.turn_of(state) != state.current:
            return None
        return next(
            (
                action
                for action in game.legal_actions(state)
                if isinstance(action, UseAbility)
                and Cancel() in game.legal_actions(game.apply(state, action))
            ),
            None,
        )

    while (use := ability_with_steps()) is None:
        controller.play(choose.choice(game.legal_actions(session.state)))
    player = names[session.state.current]
    first = session.cursor
    for action in (use, Cancel(), use):  # a try cancelled, then the ability again
        controller.play(action)
    if window.table.currentWidget() is window.handoff:
        window.handoff.button.click()
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.isVisible)
    rows = shown_rows(history)
    turn = history._rows[first + 1]
    at = history.row(turn)
    number = turn.data(TURN)
    assert rows[at] == f"{number}. {player}: {history.item(at).text().split(': ', 1)[1]}"
    steps = rows[at + 1 : at + 3]
    assert steps == [
        history.item(at + 1).text().removeprefix(f"{player}: "),
        history.item(at + 2).text().removeprefix(f"{player}: "),
    ]
    assert steps[0].startswith("Cancel the ability of")
    assert steps[1].startswith("Use the ability of")
    assert all(history.item(row).text().startswith(f"{player}: ") for row in (at + 1, at + 2))
    # still a point to go back to: a click on the cancel's row takes back the try after it
    step = history.item(at + 1)
    qtbot.mouseClick(
        history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualItemRect(step).center()
    )
    assert session.cursor == first + 2 and len(session.redo_actions) == 1
    assert history.currentItem().data(ROW_INDEX) == first + 2
