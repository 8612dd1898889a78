"""The common result's places: who came where, ties sharing a place."""

from __future__ import annotations

from engine.core.game import places_by


def test_equal_players_share_a_place_and_the_next_place_is_skipped() -> None:
    assert places_by([(5, 0), (7, -1), (5, 0), (3, 0)]) == (2, 1, 2, 4)


def test_the_tie_break_separates_equal_scores() -> None:
    assert places_by([(5, -2), (5, 0), (-1, -1)]) == (2, 1, 3)


def test_everyone_equal_is_everyone_first() -> None:
    assert places_by([(4,), (4,), (4,)]) == (1, 1, 1)
