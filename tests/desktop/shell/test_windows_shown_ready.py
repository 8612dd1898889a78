"""No window shows before it is ready at its place: at a Petal Plotters match's end a blank
window titled "Bouquet" sat at the screen's left for two seconds before the results came
(German play test). It was the results' notes, shown by ``setVisible`` before the window was
their parent, and so a window of their own; the start screen's buttons, a deal window's
labels and the settings' language note did the same."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from desktop.dialogs.end_game import EndGameDialog
from desktop.dialogs.rules import RulesDialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.games.petal_plotters.board import PetalPlottersBoard
from engine.core.game import PlayerResult, Result
from engine.core.save import Seat
from tests.desktop.finished_game import deal_window_by_l, open_played, played_to_end
from tests.desktop.shell.on_screen import quick_window


class ShownWindows(QObject):
    """Every widget shown as a window, in order, with where it was as it showed."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[tuple[QWidget, QRect]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched.windowType() != Qt.WindowType.ToolTip
        ):
            self.shown.append((watched, watched.geometry()))
        return False

    def start_here(self) -> None:
        """What showed so far is forgotten: the window's start has its own test."""
        self.shown.clear()

    def names(self) -> list[str]:
        return [type(window).__name__ for window, _place in self.shown]

    def made_to_be_windows(self) -> None:
        """Only main windows and dialogs showed: no label, button or scroll area of theirs."""
        strays = [
            type(window).__name__
            for window, _place in self.shown
            if not isinstance(window, QMainWindow | QDialog)
        ]
        assert strays == [], strays

    def shown_where_they_stay(self, *windows: QWidget) -> None:
        """Each of ``windows`` showed once, where it still is."""
        for window in windows:
            places = [place for shown, place in self.shown if shown is window]
            assert places == [window.geometry()], (type(window).__name__, places)


@pytest.fixture
def shown(qapp: QApplication) -> Iterator[ShownWindows]:
    """Every window the test shows, recorded from the start (``ShownWindows``)."""
    spy = ShownWindows()
    qapp.installEventFilter(spy)
    yield spy
    qapp.removeEventFilter(spy)


def test_the_start_screen_shows_no_window_of_its_buttons(qtbot: QtBot, shown: ShownWindows) -> None:
    """Bouquet starting: its game cards' Solo and Tutorial buttons showed as windows."""
    window = quick_window(qtbot)
    shown.made_to_be_windows()
    assert shown.names() == ["MainWindow"]
    window.close()


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("petal-plotters", {"players": 2, "match": True, "memory_aid": True}),
        ("flowers", {"players": 2}),
    ],
)
def test_a_hot_seat_games_end_shows_the_results_alone_at_their_place(
    qtbot: QtBot, shown: ShownWindows, tmp_path: Path, game: str, options: dict[str, object]
) -> None:
    """Two people at one screen play the last move: the results window is the one window that
    shows, and it shows where it stays (the match's notes showed first, as a window); a
    match's last deal's window before it, closed by its "Match results"."""
    window = quick_window(qtbot)
    seats = (Seat(name="Anna"), Seat(name="Ben"))
    session = open_played(window, game, options, seats, tmp_path, moves_left=1)
    shown.start_here()
    if window.table.currentWidget() is window.handoff:
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.controller.play(played_to_end(game, options).actions[-1]) is None
    assert session.is_over()
    deal = window.board.last_deal_dialog if isinstance(window.board, PetalPlottersBoard) else None
    if deal is not None:
        qtbot.wait(50)
        qtbot.mouseClick(deal.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert dialog is not None
    qtbot.wait(50)  # anything placed after showing has been
    shown.made_to_be_windows()
    assert shown.names() == (["EndGameDialog"] if deal is None else ["DealDialog", "EndGameDialog"])
    shown.shown_where_they_stay(dialog, *([] if deal is None else [deal]))
    window.close()


def test_a_hot_seat_deals_end_shows_its_window_alone_at_its_place(
    qtbot: QtBot, shown: ShownWindows, tmp_path: Path
) -> None:
    """A match's first deal ends at one screen: its window is the one window that shows, and
    it shows where it stays."""
    window = quick_window(qtbot)
    options = {"players": 2, "match": True, "memory_aid": True}
    played = played_to_end("petal-plotters", options)
    ending = next(at for at in range(played.cursor) if played.state_at(at + 1).history)
    moves_left = played.cursor - ending
    seats = (Seat(name="Anna"), Seat(name="Ben"))
    open_played(window, "petal-plotters", options, seats, tmp_path, moves_left)
    shown.start_here()
    if window.table.currentWidget() is window.handoff:
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.controller.play(played.action_at(ending)) is None
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    qtbot.waitUntil(lambda: board.last_deal_dialog is not None)
    dialog = board.last_deal_dialog
    assert dialog is not None
    qtbot.wait(50)
    shown.made_to_be_windows()
    assert shown.names() == ["DealDialog"]
    shown.shown_where_they_stay(dialog)
    window.close()


def test_the_match_deal_windows_show_no_window_of_their_labels(
    qtbot: QtBot, shown: ShownWindows, tmp_path: Path
) -> None:
    """At a match's end with computers, L opens deal 3's window (the match's verdict, the
    computers' levels): its labels showed as windows, and so did the other deals' windows'
    measured for its size."""
    window = quick_window(qtbot)
    options = {"players": 3, "match": True}
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"), Seat(name="Cleo", kind="easy"))
    open_played(window, "petal-plotters", options, seats, tmp_path, moves_left=0)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    window.end_dialog.close()
    shown.start_here()
    dialog = deal_window_by_l(qtbot, window)
    qtbot.wait(50)
    shown.made_to_be_windows()
    shown.shown_where_they_stay(dialog)
    window.close()


def test_the_settings_language_note_is_no_window(
    qtbot: QtBot, shown: ShownWindows, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run in another language than the one chosen: the note saying so showed as a window."""
    window = quick_window(qtbot)
    monkeypatch.setattr("desktop.i18n.resolve_language", lambda _language: "xx")
    shown.start_here()
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert not dialog.language_note.isHidden()
    shown.made_to_be_windows()
    window.close()


def test_a_solo_record_is_no_window(qtbot: QtBot, shown: ShownWindows) -> None:
    """A solo game's end says how it stands against the best: that line showed as a window."""
    dialog = EndGameDialog(
        Result((PlayerResult(score=9, lines=()),), (0,)), ["Ann"], "Flowers", "X", None, "Best!"
    )
    qtbot.addWidget(dialog)
    assert not dialog.record.isHidden()
    shown.made_to_be_windows()


def test_the_rules_readers_game_chooser_is_no_window(qtbot: QtBot, shown: ShownWindows) -> None:
    """The rules opened from the start screen offer each game's: that choice showed as a
    window as the reader was built."""
    games = {"flowers": "Flowers", "petal-plotters": "Petal Plotters"}
    dialog = RulesDialog("flowers", "Flowers", None, games)
    qtbot.addWidget(dialog)
    assert not dialog.chooser.isHidden()
    shown.made_to_be_windows()
