"""Play tester 157: with the window untouched, the table kept changing its arrangement between
ordinary turns. German, three players at 1140×545: the rivals' panels flipped between a narrow
column with one-line titles and a wide one with two-line titles, the own garden's cards between
57 and 44 pixels; English solo at 1920×1080: the score panel went from beside the stacks to
under the card in hand after a normal placement."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers.board import FlowersBoard

from .test_table_holds_still import viewer_draws


def arranged(board: FlowersBoard) -> tuple[object, ...]:
    """What a player sees stay or move: the arrangement's shape (its panel scale follows the
    garden's zoom, keeping the panels' size on screen), the score panel beside the stacks or
    under them, and the line count of each other player's title."""
    shape = replace(board.arrangement, scale=1.0)
    stacks, score = board._panels["stacks"].rect, board._panels["score"].rect
    lines = tuple(
        label.text.count("\n") + 1
        for key, label in sorted(board._labels.items(), key=lambda item: str(item[0]))
        if isinstance(key, tuple) and key[0] == "header" and key[1] != board.viewer
    )
    return shape, score.left() > stacks.left(), lines


@pytest.mark.parametrize(
    ("language", "players", "seed", "window"),
    [
        ("de", 3, 1, QSize(1138, 428)),
        ("de", 3, 2, QSize(1138, 428)),
        ("de", 3, 3, QSize(1138, 428)),
        ("en", 1, 1, QSize(1918, 950)),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_window_that_keeps_its_size_keeps_the_arrangement(
    qtbot: QtBot, language: str, players: int, seed: int, window: QSize
) -> None:
    """Seeded games in the tester's table rooms (the German one under its toolbars and status
    bar, the rivals computers "KI normal" and "KI schwer"): from Ada's first draw to her last,
    the arrangement, the score panel's place and the rivals' titles' lines stay. Before, the
    second game's rivals went from one column to two and back, and the solo score panel from
    beside the stacks to under them: each table was weighed afresh on every move, and two
    arrangements of about equal merit took turns as the garden grew (``stays``). Later, the
    first two games' narrow panels still gave way once to wide ones that read no better."""
    assert i18n.install(language) == language
    levels = [None, "normal", "hard"][:players]
    seen = []
    for table, draw in viewer_draws(qtbot, players, seed, window, levels):
        seen.append(arranged(table.board))
        table.play(draw)
        seen.append(arranged(table.board))
    assert len(seen) > 40
    changes = [(was, now) for was, now in itertools.pairwise(seen) if was != now]
    # narrow panels too stay while they fit: the first and second games' rivals went from
    # narrow panels, their titles on one line, to wide ones on two, once a game
    assert not changes, changes
