"""A computer seat's panel names its level whole: in narrow panels (four players at 1366×768,
three in the smallest window, French) the title was cut in the level, "IA norm…", and a
player could not tell which level played there (play tester)."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.i18n import computer_level_text
from desktop.main_window import SMALLEST_SIZE, MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.save import Seat
from engine.games.flowers import Draw

from .test_panels import LONG_NAME, assert_panels_fit, needed_box

LAPTOP = QSize(1366, 768)
MAXIMISED = QSize(1366, 714)
"""A window maximised on a 1366×768 screen, less the desktop's bar and the title bar (700
high), and the room of the status bar's second line, which it has from the start since session
54: the table as high as a maximised window's was before a first long message grew the bar."""
SEATS = [
    Seat(name="Ann", kind="human"),
    Seat(name="Basilius", kind="easy"),
    Seat(name="Clementine", kind="normal"),
    Seat(name="Dorothea", kind="hard"),
]
"""The player at the screen and three computers (three players take the first three). At
1366×768, "Basilius · AI easy" fits its row, and not with the ▶ of Basilius's turn."""


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The app's window; a computer takes its time (the longest delay), so that its turn, and
    the ▶ before its name, stays on the table while the test looks."""
    win = MainWindow(Settings(ai_move_delay_ms=5000))
    qtbot.addWidget(win)
    yield win
    win.close()


def split_title(text: str) -> list[str]:
    """The parts of a panel's title or score text: its lines, and the parts of each line."""
    return [part for line in text.split("\n") for part in line.split(" · ")]


def assert_levels_whole(window: MainWindow, seats: list[Seat]) -> dict[int, bool]:
    """Every computer seat's panel names its whole level, after the name or after the score,
    each text inside its box, clear of the others and of the seat mark, inside the panel (and
    every other panel text fits too). Returns, by computer seat, whether its level follows
    its name."""
    board = window.board
    assert isinstance(board, FlowersBoard) and board.state is not None
    after_name: dict[int, bool] = {}
    for player, seat in enumerate(seats):
        if seat.kind == "human":
            continue
        header = board._labels[("header", player)]
        score = board._labels[("score", player)]
        level = computer_level_text(seat.kind)
        # after the name (or under it), or after the score where the name leaves it no room
        assert level in split_title(header.text) + split_title(score.text), header.text
        after_name[player] = level in header.text
        assert "…" not in score.text
        assert needed_box(header).width() <= header.width, header.text
        box = header.sceneBoundingRect()
        assert not box.intersects(score.sceneBoundingRect()), header.text
        assert not box.intersects(board._seat_marks[("header", player)].sceneBoundingRect())
        assert board._side_rect(player).contains(box), header.text
    table = SimpleNamespace(board=board, state=board.state, seats=seats)
    assert_panels_fit(table)  # type: ignore[arg-type]
    return after_name


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(
    ("players", "size", "long"),
    [
        (4, LAPTOP, False),
        (3, SMALLEST_SIZE, False),
        (4, LAPTOP, True),
        (2, SMALLEST_SIZE, True),
        (2, LAPTOP, True),
    ],
)
def test_a_computer_seats_level_is_never_cut(
    qtbot: QtBot, window: MainWindow, language: str, players: int, size: QSize, long: bool
) -> None:
    """Four players at 1366×768 and three in the smallest window, in English and French: each
    computer's panel shows its whole level ("IA normale", not "IA norm…"), also with the ▶
    of its turn before its name, where it stays as the turn comes; a name too long is cut
    instead (in two-player panels, which keep the score beside the title, and in narrow
    ones)."""
    i18n.install(language)
    window.resize(size)
    with qtbot.waitExposed(window):
        window.show()
    seats = SEATS[:players]
    if long:
        seats[1] = Seat(name=LONG_NAME, kind="normal")
    game = registry.get_game("flowers")
    options = game.parse_options({"players": players, "summer": False})
    assert window.start_game(NewGameChoice("flowers", options, 7, tuple(seats)))
    QApplication.processEvents()
    places = assert_levels_whole(window, seats)
    # Ann's move: the first computer's turn, a ▶ before its name while it thinks
    draw = next(a for a in window.controller.choices_for_viewer() if isinstance(a, Draw))
    window.board.action_chosen.emit(draw)
    window.board.action_chosen.emit(window.controller.choices_for_viewer()[0])
    QApplication.processEvents()
    assert window.controller.session.state.current == 1
    assert window.board._labels[("header", 1)].text.startswith("▶ ")
    assert assert_levels_whole(window, seats) == places  # the ▶ moved no level


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "size", "seats", "named"),
    [
        (
            "de",
            MAXIMISED,
            [
                Seat(name="Ann", kind="human"),
                Seat(name="Rosemary", kind="normal"),
                Seat(name="Marguerite", kind="normal"),
                Seat(name="Daisy", kind="normal"),
            ],
            "Marguerite",
        ),
        ("en", LAPTOP, [Seat(name="Ann", kind="human"), Seat(name="Ben", kind="normal")], "Ben"),
    ],
)
def test_the_level_never_cuts_a_short_name(
    qtbot: QtBot, window: MainWindow, language: str, size: QSize, seats: list[Seat], named: str
) -> None:
    """A short name is never cut for the level's sake, at rest nor with the ▶ of its turn:
    German, four players in a window maximised on a laptop, read "… · KI normal" with room
    to spare in the panel; English, two players, "▶ B… · AI normal" while Ben played (play
    tester). The level goes under the name there, whole too."""
    i18n.install(language)
    window.resize(size)
    with qtbot.waitExposed(window):
        window.show()
    game = registry.get_game("flowers")
    options = game.parse_options({"players": len(seats), "summer": False})
    assert window.start_game(NewGameChoice("flowers", options, 7, tuple(seats)))
    QApplication.processEvents()
    board = window.board
    assert isinstance(board, FlowersBoard)
    player = next(number for number, seat in enumerate(seats) if seat.name == named)

    def assert_whole() -> None:
        header = board._labels[("header", player)]
        score = board._labels[("score", player)]
        assert named in split_title(header.text)[0], header.text
        level = computer_level_text("normal")
        assert level in split_title(header.text) + split_title(score.text), header.text

    assert_whole()
    draw = next(a for a in window.controller.choices_for_viewer() if isinstance(a, Draw))
    board.action_chosen.emit(draw)
    board.action_chosen.emit(window.controller.choices_for_viewer()[0])
    QApplication.processEvents()
    assert window.controller.session.state.current == 1
    assert_whole()


@pytest.mark.usefixtures("translations")
def test_every_narrow_panel_names_the_level_in_the_same_place(
    qtbot: QtBot, window: MainWindow
) -> None:
    """German, four players, narrow panels: "Iris · KI schwer" over "−1 Pkt." beside "Rose"
    over "−1 Pkt. · KI schwer" (play tester 134), Iris's short name leaving the level room
    on its row. Where one panel's name leaves it none, every panel writes the level after
    the score, at rest and with the ▶ of a computer's turn."""
    i18n.install("de")
    window.resize(QSize(1200, 704))  # the table of 1200×690 before the two-line status bar
    with qtbot.waitExposed(window):
        window.show()
    seats = [
        Seat(name="Jonas", kind="human"),
        Seat(name="Rose", kind="hard"),
        Seat(name="Iris", kind="hard"),
        Seat(name="Daisy", kind="hard"),
    ]
    game = registry.get_game("flowers")
    options = game.parse_options({"players": 4, "summer": False})
    assert window.start_game(NewGameChoice("flowers", options, 7, tuple(seats)))
    QApplication.processEvents()
    board = window.board
    assert isinstance(board, FlowersBoard) and board.arrangement.narrow
    assert set(assert_levels_whole(window, seats).values()) == {False}
    draw = next(a for a in window.controller.choices_for_viewer() if isinstance(a, Draw))
    board.action_chosen.emit(draw)
    board.action_chosen.emit(window.controller.choices_for_viewer()[0])
    QApplication.processEvents()
    assert window.controller.session.state.current == 1
    assert set(assert_levels_whole(window, seats).values()) == {False}
