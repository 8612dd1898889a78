"""Flowers board texts with a count say "1 card" and "1 point" (and "−1 point"), never "1 cards"
or "1 pts"."""

from __future__ import annotations

import re
from random import Random

import pytest
from pytestqt.qtbot import QtBot

from engine.core.game import PlayerResult, Result
from engine.core.save import Seat
from engine.games.flowers import GAME, Phase
from engine.games.flowers.scoring import score_area

from .conftest import Table, make_table


def play_randomly(table: Table, rng: Random, moves: int) -> None:
    for _ in range(moves):
        if table.state.phase is Phase.OVER:
            return
        actions = GAME.legal_actions(table.state)
        table.play(actions[rng.randrange(len(actions))])


def test_a_lone_card_says_its_group_has_one_card(qtbot: QtBot, hotseat: Table) -> None:
    """A 2, 3 or 4 alone in its group: "Its group has 1 card", and a bigger group its count."""
    board = hotseat.board
    rng = Random(3)
    sizes: set[int] = set()
    for _ in range(30):
        play_randomly(hotseat, rng, 1)
        view = board.state
        assert view is not None
        for area in view.areas:
            removed = set(score_area(area, view.summer).removed_cells)
            for cell in removed:
                tip = board.cards[area[cell][-1]].toolTip()
                assert "1 cards" not in tip
                found = re.search(r"Its group has (\d+) cards?; it needs exactly \d\.", tip)
                assert found is not None, tip
                size = int(found.group(1))
                assert found.group(0).startswith("Its group has 1 card;") == (size == 1), tip
                sizes.add(size)
    assert not hotseat.refusals
    assert 1 in sizes and any(size > 1 for size in sizes)


def shown_with_scores(table: Table, scores: tuple[int, ...], winners: tuple[int, ...]) -> None:
    """The board's current view, scored as ``scores`` (a projection the engine could give)."""
    board = table.board
    assert board.state is not None
    projection = Result(tuple(PlayerResult(score=s, lines=()) for s in scores), winners)
    board.show_state(board.state, 0, None, projection, [seat.name for seat in table.seats])


def test_one_point_is_one_point(qtbot: QtBot, hotseat: Table) -> None:
    """The garden headers and the game-over line say "1 pt" and "1 point" for one point."""
    board = hotseat.board
    shown_with_scores(hotseat, (1, 2), (1,))
    assert [board._labels[("score", player)].text for player in (0, 1)] == ["1 pt", "2 pts"]
    play_randomly(hotseat, Random(5), 500)
    assert hotseat.state.phase is Phase.OVER
    shown_with_scores(hotseat, (0, 1), (1,))
    assert board.status_label.text() == "Game over: Ben wins with 1 point."
    shown_with_scores(hotseat, (1, 1), (0, 1))
    assert board.status_label.text() == "Game over: Ada and Ben share the victory with 1 point."
    shown_with_scores(hotseat, (2, 1), (0,))
    assert board.status_label.text() == "Game over: Ada wins with 2 points."


def test_minus_one_point_is_one_point_too(qtbot: QtBot, hotseat: Table) -> None:
    """A garden at −1 reads "−1 pt", and a game won with −1 "with −1 point" (a true minus)."""
    board = hotseat.board
    shown_with_scores(hotseat, (-1, -2), (0,))
    assert [board._labels[("score", player)].text for player in (0, 1)] == ["−1 pt", "−2 pts"]
    play_randomly(hotseat, Random(5), 500)
    assert hotseat.state.phase is Phase.OVER
    shown_with_scores(hotseat, (-3, -1), (1,))
    assert board.status_label.text() == "Game over: Ben wins with −1 point."
    shown_with_scores(hotseat, (-1, -1), (0, 1))
    assert board.status_label.text() == "Game over: Ada and Ben share the victory with −1 point."


def test_a_solo_game_over_with_one_point(qtbot: QtBot) -> None:
    solo = make_table(qtbot, [Seat(name="Ada", kind="human")])
    try:
        play_randomly(solo, Random(1), 500)
        assert solo.state.phase is Phase.OVER
        shown_with_scores(solo, (1,), (0,))
        assert solo.board.status_label.text() == "Game over: 1 point."
        shown_with_scores(solo, (3,), (0,))
        assert solo.board.status_label.text() == "Game over: 3 points."
        shown_with_scores(solo, (-1,), (0,))
        assert solo.board.status_label.text() == "Game over: −1 point."
        assert solo.board._labels[("score", 0)].text == "−1 pt"
    finally:
        solo.controller.shutdown()


def test_the_lessons_score_line_counts_one_point(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.flowers import tutorial

    state = GAME.new_game(GAME.parse_options({"players": 1}), 5)
    for score, word in ((1, "1 point ("), (-1, "−1 point ("), (2, "2 points (")):
        result = Result((PlayerResult(score=score, lines=()),), winners=(0,))
        monkeypatch.setattr(tutorial.GAME, "projection", lambda _state, result=result: result)
        assert tutorial._score_summary(state).startswith(word)


@pytest.mark.usefixtures("translations")
def test_french_writes_zero_points_in_the_singular(qtbot: QtBot, hotseat: Table) -> None:
    """French counts 0 like 1 ("0 pt", "avec 0 point"); English and German write 0 in the
    plural. A number never wraps away from its unit (no-break spaces, play test)."""
    from desktop import i18n

    board = hotseat.board
    shown_with_scores(hotseat, (0, 2), (1,))
    assert board._labels[("score", 0)].text == "0 pts"
    assert i18n.install("fr") == "fr"
    shown_with_scores(hotseat, (0, 2), (1,))
    assert [board._labels[("score", player)].text for player in (0, 1)] == [
        "0\u00a0pt",
        "2\u00a0pts",
    ]
    play_randomly(hotseat, Random(5), 500)
    shown_with_scores(hotseat, (0, 0), (0, 1))
    assert board.status_label.text() == (
        "Partie terminée\u00a0: Ada et Ben se partagent la victoire avec 0\u00a0point."
    )
    assert i18n.install("de") == "de"
    shown_with_scores(hotseat, (0, -3), (0,))
    assert board._labels[("score", 0)].text == "0\u00a0Pkt."
    assert board.status_label.text() == "Spiel vorbei: Ada gewinnt mit 0\u00a0Punkten."
