"""Play tester 152 (German, 1366×768): a board resized by a few pixels keeps where its panels
stand, the edges a hint named stay shown, a rival's name is never cut for its level."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers.board import FlowersBoard, place_name
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, FlowersOptions

from .conftest import make_table


def played(players: int, moves: int) -> list[Action]:
    """The first ``moves`` of a game of ``players`` (seed 11), each the middle legal one."""
    session = Session(GAME, FlowersOptions(players=players), 11)
    saved: list[Action] = []
    for _move in range(moves):
        legal = GAME.legal_actions(session.state)
        saved.append(legal[len(legal) // 2])
        session.apply(saved[-1])
    return saved


def shown_text(board: FlowersBoard) -> float:
    """How large the panels' text is drawn on screen: their scale times the view's zoom."""
    return board.arrangement.scale * board.view.transform().m11()


@pytest.mark.parametrize("players, moves", [(2, 0), (3, 6)])
@pytest.mark.usefixtures("translations")
def test_a_status_lines_height_keeps_the_arrangement(
    qtbot: QtBot, players: int, moves: int
) -> None:
    """German, 1366×768 with the move log open: the status bar under the table took a second
    line for the placing hint and gave it back once the card was placed, and the score panel
    went to the middle, the garden to a small box top right and the rival under it, twice a
    turn (three players: from the second turn). A board 15 pixels shorter keeps the score
    left, the garden in the middle, the rivals right, and the panels' size (two players:
    their text 2% under legible took panels half as large again; three: text 8% smaller
    than the best's, as large as the garden a third smaller had, took its place)."""
    assert i18n.install("de") == "de"
    seats = [Seat(name="Spieler 1", kind="human")]
    seats += [Seat(name=name, kind="normal") for name in ("Rose", "Lilie")[: players - 1]]
    table = make_table(qtbot, seats, size=(942, 600), saved=played(players, moves))
    board = table.board
    table.play(table.controller.choices_for_viewer()[-1])  # a card drawn: placing
    before, text_before = board.arrangement, shown_text(board)
    board.widget().resize(942, 585)
    qtbot.waitUntil(lambda: board._viewport.height() < 560)
    after = board.arrangement
    # the shape, and the panels' text on screen: the scale may change to keep it (three
    # players: 1.05 → 1.15, its text 0.662 of its size at scale 1 before and after)
    assert replace(after, scale=1.0) == replace(before, scale=1.0)
    assert shown_text(board) == pytest.approx(text_before, rel=0.03)
    table.controller.shutdown()


def test_a_window_resized_past_a_few_pixels_keeps_an_arrangement_that_still_fits(
    qtbot: QtBot,
) -> None:
    """Three players, 850×900: the rivals' gardens in two columns under the stacks' panels.
    Widened by 60 pixels, past the 40 a board was once "nudged" by, the table was arranged
    afresh and they went under the garden, and back at 850 under the stacks again: a user
    resizing a little saw the table flip. The arrangement in use stays while nearly as good
    (``keeps``), however far the window moved; a window it no longer suits takes another
    (test_window_fit: landscape to portrait)."""
    seats = [Seat(name=f"P{seat}", kind="human") for seat in range(3)]
    table = make_table(qtbot, seats, size=(850, 900), saved=played(3, 12))
    board = table.board
    before = board.arrangement
    assert (before.others, before.columns) == ("below", 2)
    for width in (910, 850, 790, 850):
        board.widget().resize(width, 900)
        qtbot.waitUntil(lambda width=width: board._viewport.width() == width)
        assert replace(board.arrangement, scale=before.scale) == before, width
    table.controller.shutdown()


def test_a_place_named_by_the_edges_keeps_them_shown(qtbot: QtBot) -> None:
    """The hint named "(C2)" and its words took the status bar to a second line: the table,
    drawn smaller, hid the letters and numbers that named it (play tester 152). While the
    garden lies as when its edges named a place ("Play this move?", the keyboard's frame; a
    hint names it by the cards since session 58), they stay."""
    seats = [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="easy")]
    table = make_table(qtbot, seats, size=(882, 630))
    board = table.board
    table.play(table.controller.choices_for_viewer()[-1])  # a card drawn: placing
    edge = board._labels[("column", 0)]
    assert edge.isVisible()
    place = next(action for action in table.controller.choices_for_viewer())
    words = board.describe_choice(place, table.state)
    assert f" at {place_name(table.state.areas[0], (place.x, place.y))} (" in words
    board.widget().resize(840, 600)  # a fresh table this large hides its edges
    qtbot.waitUntil(lambda: board._viewport.width() == 840)
    assert edge.isVisible()
    table.controller.shutdown()


@pytest.mark.usefixtures("translations")
def test_a_rivals_name_is_never_cut_for_its_level(qtbot: QtBot) -> None:
    """German, three players, narrow panels right of a garden grown wide: the rivals' titles
    read "… · KI nor", no name left (play tester 152). The name stays whole, the level follows
    the score; where even so it does not fit, it goes on a second line under the score, never
    cut (boards from 1040 to 1180 pixels wide: some read "−4 Pkt. · KI nor…", play tester 157,
    where the two lines fit)."""
    assert i18n.install("de") == "de"
    seats = [Seat(name="Spieler 1", kind="human")]
    seats += [Seat(name=name, kind="normal") for name in ("Rose", "Lilie")]
    saved = played(3, 18)
    under = 0
    for width in range(1040, 1200, 20):
        table = make_table(
            qtbot, seats, size=(width, 560), saved=saved, levels=[None, "normal", "normal"]
        )
        board = table.board
        for player, name in ((1, "Rose"), (2, "Lilie")):
            header, score = board._labels[("header", player)], board._labels[("score", player)]
            assert header.text in (name, f"{name}\nKI normal"), width
            assert "…" not in score.text, width
            if "\n" in score.text:
                under += 1
                assert score.text == "−4\u00a0Pkt.\nKI normal", width
                assert score.mapRectToScene(score.boundingRect()).bottom() <= (
                    board._side_rect(player).top() + board.arrangement.side_header()
                ), width
        table.controller.shutdown()
    assert under
