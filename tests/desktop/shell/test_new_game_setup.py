"""New Game opens on the game last played with its last setup, after a restart too, and keeps
its seat rows' height when a wrapped text takes another line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop import settings as settings_module
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.tutorial.lesson import offer_full_game
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session
from engine.games.flowers.state import FlowersOptions
from engine.games.petal_plotters.state import PetalPlottersOptions

PETAL_SETUP = NewGameChoice(
    "petal-plotters",
    PetalPlottersOptions(players=4, match=True, memory_aid=False),
    11,
    (
        Seat(name="Ann", kind="human"),
        Seat(name="Basil", kind="hard"),
        Seat(name="Cleo", kind="easy"),
        Seat(name="Player 4", kind="human"),  # left blank
    ),
)


def new_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    """A window as the app opens it: with ``settings``, else the settings file's."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    return window


def opened_dialog(window: MainWindow, monkeypatch: pytest.MonkeyPatch, trigger) -> NewGameDialog:  # type: ignore[no-untyped-def]
    """The New Game dialog ``trigger`` opens (cancelled at once)."""
    opened: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    monkeypatch.setattr(NewGameDialog, "deleteLater", lambda dialog: None)  # read it after
    trigger()
    (dialog,) = opened
    return dialog


def setup_in(dialog: NewGameDialog) -> tuple[str, object, tuple[Seat, ...], list[str]]:
    """The game, options and seats the dialog shows, and which seat names are left blank."""
    choice = dialog.choice()
    blanks = [row.name.text() for row in dialog.seat_rows[: dialog.players.value()]]
    return choice.game_id, choice.options, choice.seats, blanks


@pytest.fixture
def played(qtbot: QtBot) -> Iterator[MainWindow]:
    """A window that has just played the Petal Plotters setup, back on the start screen."""
    window = new_window(qtbot, Settings(ai_move_delay_ms=0))
    assert window.start_game(PETAL_SETUP)
    window.close_game()
    yield window
    window.close()


def test_new_game_opens_on_the_last_game_with_its_setup_after_a_restart(
    played: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+N on the start screen offered Flowers with its defaults, even right after a game
    of Petal Plotters, and a restart forgot names, AI levels and player count."""
    expected = (
        "petal-plotters",
        PETAL_SETUP.options,
        PETAL_SETUP.seats,
        ["Ann", "Basil", "Cleo", ""],  # the blank seat is named in the language of the day
    )
    dialog = opened_dialog(played, monkeypatch, played.actions_by_name["new"].trigger)
    assert setup_in(dialog) == expected
    assert dialog.choice().seed != PETAL_SETUP.seed  # a new deal each time
    played.close()
    restarted = new_window(qtbot)  # reads the settings file
    dialog = opened_dialog(restarted, monkeypatch, restarted.actions_by_name["new"].trigger)
    assert setup_in(dialog) == expected
    # Play on the Flowers card opens Flowers, never played here: its defaults
    flowers = opened_dialog(
        restarted, monkeypatch, lambda: restarted.start_screen.play_requested.emit("flowers")
    )
    assert flowers.choice().options == FlowersOptions()
    # a lesson's offer of a game against the computer, or alone, keeps the person's name:
    # after a restart it fell back to "Player 1"
    offered = opened_dialog(
        restarted, monkeypatch, lambda: offer_full_game(restarted, "flowers", players=2)
    )
    assert offered.choice().seats[0] == Seat(name="Ann", kind="human")
    assert all(seat.kind == "normal" for seat in offered.choice().seats[1:])
    alone = opened_dialog(
        restarted, monkeypatch, lambda: offer_full_game(restarted, "flowers", players=1)
    )
    assert alone.choice().seats == (Seat(name="Ann", kind="human"),)
    # or with others at one screen: a family who learned from a solo lesson was offered only
    # a game alone (play tester 220)
    together = opened_dialog(
        restarted,
        monkeypatch,
        lambda: offer_full_game(restarted, "flowers", players=1, together=True),
    )
    seats = together.choice().seats
    assert seats[0] == Seat(name="Ann", kind="human") and len(seats) == 2
    assert all(seat.kind == "human" for seat in seats)
    # a third person joins as a person: it came as the computer "Iris" (play tester 222)
    together.players.setValue(3)
    assert [seat.kind for seat in together.choice().seats] == ["human"] * 3
    assert setup_in(together)[3][2] == ""  # left to be named
    # one person who wants an opponent still gets a computer
    alone.players.setValue(2)
    assert [seat.kind for seat in alone.choice().seats] == ["human", "normal"]
    restarted.close()


def test_a_save_opened_leaves_the_setup_chosen_in_new_game(
    played: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A two-player save opened after a four-player match was set up: New Game offered the
    save's options beside the match's last seats, a mix nobody chose (play tester 154). It
    offers the setup chosen to play, whole, after a restart too."""
    game = registry.get_game("petal-plotters")
    duo = Session(game, PetalPlottersOptions(players=2), 5)
    path = tmp_path / "duo.bouquet"
    write_save(path, duo, (Seat(name="Zed", kind="human"), Seat(name="Yan", kind="random")))
    assert played.open_given_file(path)
    assert played.controller.session is not None and played.controller.session.seed == 5
    expected = ("petal-plotters", PETAL_SETUP.options, PETAL_SETUP.seats)
    dialog = opened_dialog(played, monkeypatch, played.actions_by_name["new"].trigger)
    assert setup_in(dialog)[:3] == expected
    played.close()
    restarted = new_window(qtbot)  # reads the settings file
    dialog = opened_dialog(restarted, monkeypatch, restarted.actions_by_name["new"].trigger)
    assert setup_in(dialog)[:3] == expected
    restarted.close()


def test_fewer_players_for_a_game_keep_the_other_seats_levels(
    played: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four players, then two, then four again: the third seat's "easy" came back as normal
    (play test). The seats a smaller game leaves out keep what they were."""
    duo = NewGameChoice(
        "petal-plotters",
        PetalPlottersOptions(players=2),
        12,
        (Seat(name="Ann", kind="human"), Seat(name="Basil", kind="normal")),
    )
    assert played.start_game(duo)
    played.close_game()
    dialog = opened_dialog(played, monkeypatch, played.actions_by_name["new"].trigger)
    assert dialog.players.value() == 2 and dialog.choice().seats == duo.seats
    dialog.players.setValue(4)
    assert dialog.choice().seats[2:] == PETAL_SETUP.seats[2:]
    assert dialog.choice().seats[1] == Seat(name="Basil", kind="normal")


def test_a_name_given_in_a_smaller_game_does_not_clash_in_the_larger_setup(
    played: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play tester 159: Léa, third at a three-player table, played alone as seat 1; the next
    three-player setup came up "Léa / Papa / Léa", a clash to mend by hand. The seat that
    would clash is kept blank, its level kept; the others keep their names."""
    trio = (
        Seat(name="Jean", kind="human"),
        Seat(name="Papa", kind="hard"),
        Seat(name="Léa", kind="human"),
    )
    three = NewGameChoice("flowers", FlowersOptions(players=3), 4, trio)
    assert played.start_game(three)
    played.close_game()
    alone = NewGameChoice("flowers", FlowersOptions(players=1), 5, (Seat(name="léa"),))
    assert played.start_game(alone)
    played.close_game()
    dialog = opened_dialog(played, monkeypatch, played.actions_by_name["new"].trigger)
    assert dialog.choice().seats == alone.seats
    dialog.players.setValue(3)
    assert [row.name.text() for row in dialog.seat_rows[:3]] == ["léa", "Papa", ""]
    assert dialog.choice().seats[1:] == (trio[1], Seat(name="Player 3", kind="human"))
    assert dialog.problem() is None


def test_each_game_keeps_its_own_setup_when_the_game_is_switched_in_the_dialog(
    played: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    flowers = NewGameChoice(
        "flowers",
        FlowersOptions(players=1, summer=True),
        3,
        (Seat(name="Solo", kind="human"),),
    )
    assert played.start_game(flowers)
    played.close_game()
    dialog = opened_dialog(played, monkeypatch, played.actions_by_name["new"].trigger)
    assert setup_in(dialog)[:3] == ("flowers", flowers.options, flowers.seats)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("petal-plotters"))
    assert setup_in(dialog)[:3] == ("petal-plotters", PETAL_SETUP.options, PETAL_SETUP.seats)
    # what the player changes here comes back when they pick the game again
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("normal"))
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("flowers"))
    assert setup_in(dialog)[:3] == ("flowers", flowers.options, flowers.seats)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("petal-plotters"))
    assert dialog.choice().seats[1] == Seat(name="Basil", kind="normal")


def test_a_bad_or_old_setup_in_the_settings_file_still_loads(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A damaged setup is dropped alone; options a game refuses now give its defaults."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"options": {"players": 2, "summer": True}, "seats": [{"name": "Ann"}] * 2}
    path.write_text(
        json.dumps(
            {
                "language": "en",
                "last_game": "petal-plotters",
                "game_setups": {
                    "flowers": good,
                    "petal-plotters": {"options": {"players": 9}, "seats": []},
                    "lost-game": {"seats": [{"name": ""}]},
                    "other": "not a setup",
                },
            }
        )
    )
    loaded = settings_module.load()
    assert loaded.language == "en" and set(loaded.game_setups) == {"flowers", "petal-plotters"}
    assert settings_module.load(path.with_name("missing.json")).game_setups == {}
    window = new_window(qtbot)
    dialog = opened_dialog(window, monkeypatch, window.actions_by_name["new"].trigger)
    assert dialog.game().info.id == "petal-plotters"
    assert dialog.choice().options == PetalPlottersOptions()  # 9 players: refused
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("flowers"))
    assert dialog.choice().options == FlowersOptions(players=2, summer=True)
    window.close()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_seat_rows_keep_their_height_when_the_hint_takes_another_line(
    qtbot: QtBot, language: str
) -> None:
    """Petal Plotters picked, then a second person seated: the code's hint took a second
    (in French and German a third) line and the seat rows shrank from 22 to 13 pixels."""
    assert i18n.install(language) == language
    games = registry.all_games()
    dialog = NewGameDialog({gid: games[gid] for gid in ("flowers", "petal-plotters")})
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)

    def assert_rows_whole() -> None:
        QTest.qWait(20)  # the layout settles after posted layout requests
        rows = dialog.seat_rows[: dialog.players.value()]
        for row in rows:
            for widget in (row.name, row.kind):
                assert widget.height() >= widget.sizeHint().height(), row.index
        hint = dialog.code_hint
        assert hint.height() >= hint.heightForWidth(hint.width())
        assert dialog.height() <= dialog.screen().availableGeometry().height()

    assert_rows_whole()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("petal-plotters"))
    assert_rows_whole()
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
    assert dialog.code_is_secret()  # the hint says why the code is hidden
    assert_rows_whole()


def test_a_name_at_its_longest_says_so_when_it_refuses_a_letter(qtbot: QtBot) -> None:
    """A name typed or pasted stopped at 40 letters without a word (play test)."""
    from PySide6.QtWidgets import QToolTip

    dialog = NewGameDialog(registry.all_games())
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.seat_rows[0].name
    field.setFocus()
    QTest.keyClicks(field, "a" * 39)
    assert not QToolTip.isVisible()
    QTest.keyClicks(field, "bc")  # the 40th is taken, the 41st refused
    assert field.text() == "a" * 39 + "b"
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    assert QToolTip.text() == "A name has at most 40 characters."
    assert dialog.seats()[0].name == field.text()


def test_a_long_name_shows_its_start_once_left(qtbot: QtBot) -> None:
    """A name longer than its box showed its end once Tab left it, "…der-Huber" for
    "Maximilian-Alexander…" (play tester 154): left, the box shows its start."""
    dialog = NewGameDialog(registry.all_games())
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    field = dialog.seat_rows[0].name
    field.setFocus()
    QTest.keyClicks(field, "Maximilian-Alexander von und zu Huber")
    assert field.cursorPosition() == len(field.text())
    QTest.keyClick(field, Qt.Key.Key_Tab)
    assert not field.hasFocus() and field.cursorPosition() == 0
    dialog.seat_rows[1].name.setText("Wilhelmina-Theodora Schwarzenberger")
    assert dialog.seat_rows[1].name.cursorPosition() == 0  # filled in, its start shown too
