"""Dialogs built from data: new game from the options model, settings, end of game."""

from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import Literal

import pytest
from pydantic import model_validator
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QToolTip,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.access_keys import marked_letter, without_marks
from desktop.dialogs.end_game import (
    MAX_GRID_HEIGHT,
    NOTES_WIDEST,
    PLAY_NEW,
    PLAY_SAME,
    EndGameDialog,
)
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog, options_turned_on
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.focus_frame import RING_GAP, RING_WIDTH, FocusRing
from desktop.settings import Settings
from desktop.table.palette import contrast
from engine.core import registry
from engine.core.game import PlayerResult, Result, ScoreLine
from engine.core.notes import Note, Players, Term
from engine.core.rng import code_to_seed, seed_to_code
from engine.core.save import Seat
from engine.games.flowers import FlowersOptions
from engine.games.petal_plotters import GAME, PetalPlottersOptions, scoring
from tests.desktop.dark import dark_palette
from tests.desktop.shell.fakes import FakeGame, FakeOptions


class StrictOptions(FakeOptions):
    """Options with a rule across fields, so the dialog must show the engine's reason."""

    mode: Literal["standard", "quick", "duel"] = "standard"

    @model_validator(mode="after")
    def _duel_is_for_two(self) -> StrictOptions:
        if self.mode == "duel" and self.players != 2:
            raise ValueError("the duel mode is for exactly two players")
        return self


class StrictGame(FakeGame):
    options_model = StrictOptions


def ok_button(dialog: NewGameDialog):  # type: ignore[no-untyped-def]
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_new_game_dialog_draws_its_first_focus(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The game's list had the keys with no frame drawn, and ↓ changed the game unseen (play
    test): Qt draws a frame only once the keys have moved the focus. A click leaves Qt's way."""
    dialog = NewGameDialog({"fake": FakeGame()}, "fake")
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.game_combo.hasFocus)
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
    dialog.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, False)
    QTest.mouseClick(dialog.players, Qt.MouseButton.LeftButton)
    assert dialog.players.hasFocus()
    assert not dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


def test_the_settings_dialog_draws_its_first_focus(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its language list had the keys with no frame drawn until Tab (play test)."""
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None and dialog.focusWidget().hasFocus())
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


def test_fields_come_from_the_options_model(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog({"fake": FakeGame()}, "fake")
    qtbot.addWidget(dialog)
    assert (dialog.players.minimum(), dialog.players.maximum(), dialog.players.value()) == (1, 4, 2)
    mode = dialog.findChild(QComboBox, "option_mode")
    hands = dialog.findChild(QCheckBox, "option_open_hands")
    assert [mode.itemData(i) for i in range(mode.count())] == ["standard", "quick"]
    assert hands is not None and not hands.isChecked()
    dialog.players.setValue(3)
    assert [row.name.isVisibleTo(dialog) for row in dialog.seat_rows] == [True, True, True, False]
    mode.setCurrentIndex(1)
    hands.setChecked(True)
    dialog.seat_rows[0].name.setText("  Ann  ")
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("hard"))
    dialog.code.setText("abcd-efgh")
    assert ok_button(dialog).isEnabled()
    choice = dialog.choice()
    assert choice.options == FakeOptions(players=3, mode="quick", open_hands=True)
    assert choice.seed == code_to_seed("ABCDEFGH")
    assert choice.seats == (
        Seat(name="Ann", kind="human"),
        Seat(name="Rose", kind="hard"),
        Seat(name="Iris", kind="normal"),
    )


def test_the_engine_says_why_options_are_refused(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog({"strict": StrictGame(info_id="strict")}, "strict")
    qtbot.addWidget(dialog)
    mode = dialog.findChild(QComboBox, "option_mode")
    mode.setCurrentIndex(mode.findData("duel"))
    dialog.players.setValue(3)
    assert not ok_button(dialog).isEnabled()
    assert "duel mode is for exactly two players" in dialog.error.text()
    dialog.players.setValue(2)
    assert ok_button(dialog).isEnabled() and dialog.error.text() == ""


def test_the_challenge_code_can_be_copied_rolled_and_must_be_valid(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog({"fake": FakeGame()}, "fake")
    qtbot.addWidget(dialog)
    first = dialog.code.text()
    assert len(first) == 8 and seed_to_code(code_to_seed(first)) == first
    dialog.copy_code.click()
    assert QApplication.clipboard().text() == first
    dialog.new_code.click()
    assert dialog.code.text() != first
    dialog.code.setText("I0O1")
    assert not ok_button(dialog).isEnabled()
    assert "8 letters and digits" in dialog.error.text()


def test_a_previous_choice_fills_the_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat(name="Zed", kind="easy"), Seat(name="Ann", kind="human"))
    previous = NewGameChoice("fake", FakeOptions(players=2, mode="quick"), 12345, seats)
    dialog = NewGameDialog({"fake": FakeGame()}, previous=previous)
    qtbot.addWidget(dialog)
    assert dialog.choice() == previous


def test_more_seats_never_show_a_name_another_seat_has(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seat 2 renamed "Poppy", five players showed a fifth seat called "Poppy" too, and OK was
    disabled: a seat shown with a default name already taken gets one nobody has."""
    game = registry.get_game("petal-plotters")
    dialog = NewGameDialog({"petal-plotters": game}, "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.seat_rows[1].name.setText("Poppy")
    dialog.players.setValue(5)
    names = [seat.name.casefold() for seat in dialog.choice().seats]
    assert dialog.seat_rows[1].name.text() == "Poppy" and len(set(names)) == 5
    assert ok_button(dialog).isEnabled()


@pytest.mark.usefixtures("translations")
def test_a_blank_seats_name_follows_the_language_of_the_moment(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A seat left blank in French was "Joueur 1"; after a switch to German the next game
    still called it "Joueur 1" (a typed name stays as typed)."""
    assert i18n.install("fr") == "fr"
    try:
        seats = (Seat(name="Joueur 1"), Seat(name="Zed", kind="easy"))
        previous = NewGameChoice("fake", FakeOptions(players=2), 12345, seats)
        assert i18n.install("de") == "de"
        dialog = NewGameDialog({"fake": FakeGame()}, previous=previous)
        qtbot.addWidget(dialog)
        assert dialog.seat_rows[0].name.text() == "" and dialog.seat_rows[1].name.text() == "Zed"
        assert [seat.name for seat in dialog.choice().seats] == ["Spieler 1", "Zed"]
    finally:
        i18n.install("en")


def test_a_name_of_marks_alone_is_a_blank_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A pasted right-to-left mark was a name, and turned the start screen's line around;
    marks alone made no seat at all (the engine refuses a name with nothing to show)."""
    dialog = NewGameDialog({"fake": FakeGame()}, "fake")
    qtbot.addWidget(dialog)
    dialog.seat_rows[0].name.setText("\u202e ")
    dialog.seat_rows[1].name.setText("\u202eZed")
    assert [seat.name for seat in dialog.choice().seats] == ["Player 1", "Zed"]


def test_settings_dialog_round_trip(qtbot) -> None:  # type: ignore[no-untyped-def]
    chosen = Settings(
        language="fr",
        animation_speed="fast",
        colour_blind_patterns=True,
        confirm_moves=True,
        ai_move_delay_ms=900,
    )
    dialog = SettingsDialog(chosen)
    qtbot.addWidget(dialog)
    assert dialog.settings() == chosen
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.ai_delay.setValue(0)
    assert dialog.settings().language == "de" and dialog.settings().ai_move_delay_ms == 0


def test_the_ai_delay_says_its_range_when_it_refuses_a_digit(qtbot: QtBot) -> None:
    """99999 typed into the delay stopped at 999 without a word (play test): the refused
    digit brings the range beside the field."""
    dialog = SettingsDialog(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.ai_delay
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, "999")
    assert field.value() == 999 and not QToolTip.isVisible()
    QTest.keyClicks(field, "9")
    assert field.value() == 999
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    said = "How long a computer's move waits before it is played: 0 to 5,000 ms."
    assert QToolTip.text() == said == field.toolTip()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "shown"), [("fr", "5\u202f000 ms"), ("de", "5.000 ms"), ("en", "5,000 ms")]
)
def test_the_ai_delay_writes_its_number_as_the_language_does(
    qtbot: QtBot, language: str, shown: str
) -> None:
    """ "5000 ms" in a French window: the field writes thousands as the app's language does
    (play test)."""
    i18n.install(language)
    dialog = SettingsDialog(Settings(ai_move_delay_ms=5000))
    qtbot.addWidget(dialog)
    assert dialog.ai_delay.text() == shown


def _end_dialog(lines: int) -> EndGameDialog:
    """A two-player game's results with ``lines`` lines of points and ``lines`` notes."""
    player = PlayerResult(
        score=9, lines=tuple(ScoreLine(f"x{n}", f"Bonus {n}", 10) for n in range(lines))
    )
    notes = tuple(
        Note.of(f"Note {n}, long enough to take a line of its own.") for n in range(lines)
    )
    return EndGameDialog(Result((player, player), (0,), notes), ["Ann", "Bob"], "Flowers", "X")


def test_the_end_dialog_starts_the_keys_on_what_is_in_sight(qtbot: QtBot) -> None:
    """Its first Tab stop was the breakdown's frame, though nothing scrolled, with nothing shown
    framed: the keys start on Close (Enter's button), and a list that scrolls takes them first,
    its frame then drawn in the highlight colour."""
    short = _end_dialog(2)
    qtbot.addWidget(short)
    short.show()
    short.activateWindow()
    assert QTest.qWaitForWindowActive(short)
    closing = short.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert QApplication.focusWidget() is closing
    scrolls = short.findChildren(QScrollArea)
    assert len(scrolls) == 2
    assert all(scroll.focusPolicy() == Qt.FocusPolicy.NoFocus for scroll in scrolls)
    long = _end_dialog(30)
    qtbot.addWidget(long)
    long.show()
    long.resize(long.width(), 420)
    long.activateWindow()
    assert QTest.qWaitForWindowActive(long)
    breakdown, notes = long.findChildren(QScrollArea)
    qtbot.waitUntil(lambda: notes.focusPolicy() == Qt.FocusPolicy.StrongFocus)
    assert breakdown.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert QApplication.focusWidget() is breakdown
    unframed = notes.grab().toImage().pixelColor(0, notes.height() // 2)
    notes.setFocus()
    framed = notes.grab().toImage().pixelColor(0, notes.height() // 2)
    assert framed == long.palette().color(QPalette.ColorRole.Highlight) != unframed


def test_the_end_dialog_names_each_computers_level(qtbot: QtBot) -> None:
    """Which computer level beat a player was said only on the table (play test): under each
    computer's name, its level, before the winner's mark; a person's name has none."""
    player = PlayerResult(score=9, lines=())
    result = Result((player, player, player), (2,), ())
    dialog = EndGameDialog(
        result, ["Ann", "Rose", "Iris"], "Flowers", "X", levels=[None, "easy", "hard"]
    )
    qtbot.addWidget(dialog)
    headers = [dialog.grid.itemAtPosition(0, column).widget().text() for column in (1, 2, 3)]
    assert headers == [
        "<b>Ann</b>",
        "<b>Rose</b><br><small>AI easy</small>",
        "<b>Iris</b><br><small>AI hard · winner</small>",
    ]


def test_the_end_dialogs_button_with_the_keys_has_a_ring_round_it(qtbot: QtBot) -> None:
    """The style's focus frame, one faint pixel inside the button, was hard to find on the
    Game over buttons (play test): a ring in the highlight colour goes round the button that
    has the keys, and follows them on Tab."""
    dialog = _end_dialog(2)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    assert QTest.qWaitForWindowActive(dialog)
    ring = dialog.findChild(FocusRing)
    highlight = dialog.palette().color(QPalette.ColorRole.Highlight)
    seen = []
    for _ in range(3):
        button = QApplication.focusWidget()
        assert isinstance(button, QPushButton)
        qtbot.waitUntil(lambda: ring.isVisible())
        reach = RING_WIDTH + RING_GAP
        assert ring.geometry() == button.geometry().translated(
            button.mapTo(dialog, QPoint(0, 0)) - button.pos()
        ).adjusted(-reach, -reach, reach, reach)
        picture = dialog.grab().toImage()
        middle_left = ring.geometry().left() + 1, ring.geometry().center().y()
        assert picture.pixelColor(*middle_left) == highlight
        seen.append(button.text())
        QTest.keyClick(button, Qt.Key.Key_Tab)
    assert len(set(seen)) == 3


def test_the_end_dialog_lays_out_every_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    ann = PlayerResult(
        score=9,
        lines=(
            ScoreLine("removed", "Removed cards", -1, 1),
            ScoreLine("field.red", "Red field", 5, 5),
            ScoreLine("field.red", "Red field", 5, 5),
        ),
        tiebreak=(-1,),
    )
    bob = PlayerResult(
        score=9,
        lines=(
            ScoreLine("removed", "Removed cards", -1, 1),
            ScoreLine("x", "Bonus", 10),
            ScoreLine("pairs", "Pairs", 6, 3),
            ScoreLine("kept", "Victory card", 0, text="Frog"),
        ),
        tiebreak=(-1,),
    )
    result = Result(
        (ann, bob),
        winners=(0, 1),
        notes=(
            Note.of(
                "{players} tie on points and removed cards: they share the victory.",
                players=Players((0, 1)),
            ),
        ),
    )
    dialog = EndGameDialog(result, ["Ann", "Bob"], "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog)
    rows = dialog.cell_texts()
    assert rows[0][1] == "<b>Ann</b><br><small>winner</small>"
    assert rows[0][2] == "<b>Bob</b><br><small>winner</small>"
    labels = [row[0] for row in rows]
    assert "Red field 1" in labels and "Red field 2" in labels  # two fields, numbered
    red = [row for row in rows if row[0].startswith("Red field")]
    # a count the points tell: "+5 (5×)" was; a player without the line has a dash (a
    # blank read like a number left out)
    assert red[0][1] == "+5" and red[0][2] == "–"
    assert ["Pairs", "–", "+6 (3×)"] in rows  # a count they do not tell
    assert ["Victory card", "–", "Frog"] in rows  # a fact, in words, not points
    assert ["Tie-break", "−1", "−1"] in rows  # the best score is shared: the tie-break counts
    # below zero with a true minus sign, as on the table ("-6" had a hyphen)
    assert ["Removed cards", "−1", "−1"] in rows
    below = EndGameDialog(
        Result((replace(ann, score=-6), bob), winners=(1,)), ["Ann", "Bob"], "Flowers", "X"
    )
    qtbot.addWidget(below)
    assert ["<b>Total</b>", "<b>−6</b>", "<b>9</b>"] in below.cell_texts()
    # a clear winner: no tie-break row (it decided nothing)
    alone = EndGameDialog(
        Result((ann, replace(bob, score=4)), winners=(0,)), ["Ann", "Bob"], "Flowers", "X"
    )
    qtbot.addWidget(alone)
    assert not any(row[0] == "Tie-break" for row in alone.cell_texts())
    assert alone.cell_texts()[0][2] == "<b>Bob</b>"
    headline = dialog.findChild(QLabel, "headline")
    # "and" as the notes join players: "Ann, Bob" read as a stray comma (French play test)
    assert headline is not None and "Shared win: Ann and Bob" in headline.text()
    notes = [label.text() for label in dialog.findChildren(QLabel, "note")]
    assert notes == ["Ann and Bob tie on points and removed cards: they share the victory."]
    with qtbot.waitSignal(dialog.finished) as done:
        dialog.same_button.click()
    assert done.args == [PLAY_SAME]
    dialog2 = EndGameDialog(result, ["Ann", "Bob"], "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog2)
    with qtbot.waitSignal(dialog2.finished) as done:
        dialog2.new_button.click()
    assert done.args == [PLAY_NEW]


def test_the_end_dialog_gives_every_place_at_three_players_or_more(qtbot: QtBot) -> None:
    """The winner's mark alone left a four-player table to work out who came second from the
    totals (play test): the engine's places are a row of their own, shared places alike. Two
    players need none: the winner says it."""
    player = PlayerResult(score=5, lines=(ScoreLine("x", "Bonus", 5),))
    four = Result((player,) * 4, winners=(2,), places=(4, 2, 1, 2))
    dialog = EndGameDialog(four, ["Ann", "Bob", "Cy", "Dee"], "Flowers", "X")
    qtbot.addWidget(dialog)
    assert ["Place", "4th", "2nd", "1st", "2nd"] in dialog.cell_texts()
    two = Result((player,) * 2, winners=(1,), places=(2, 1))
    pair = EndGameDialog(two, ["Ann", "Bob"], "Flowers", "X")
    qtbot.addWidget(pair)
    assert not any(row[0] == "Place" for row in pair.cell_texts())
    unranked = EndGameDialog(replace(four, places=()), ["Ann", "Bob", "Cy", "Dee"], "X", "X")
    qtbot.addWidget(unranked)
    assert not any(row[0] == "Place" for row in unranked.cell_texts())


def test_enter_on_the_end_dialog_closes_it_and_starts_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hot-seat players press Enter at every hand-off: one press too many keeps the result."""
    result = Result((PlayerResult(3, ()), PlayerResult(1, ())), winners=(0,))
    dialog = EndGameDialog(result, ["Ann", "Bob"], "Flowers", "X")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    with qtbot.waitSignal(dialog.finished) as done:
        QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert done.args == [QDialog.DialogCode.Rejected]


def test_the_end_dialog_keeps_the_engines_row_order_whoever_comes_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    def player(*keys: str) -> PlayerResult:
        return PlayerResult(score=0, lines=tuple(ScoreLine(key, key.title(), 1) for key in keys))

    result = Result(
        (player("power", "card", "vp"), player("power", "card", "hornbill", "vp")),
        winners=(0,),
    )
    dialog = EndGameDialog(result, ["Ann", "Bob"], "Petal Plotters", "X")
    qtbot.addWidget(dialog)
    labels = [row[0] for row in dialog.cell_texts()]
    assert labels[1 : labels.index("<b>Total</b>")] == ["Power", "Card", "Hornbill", "Vp"]


@pytest.mark.parametrize("reverse", [False, True])
def test_the_end_dialog_merges_rows_some_players_lack_alike_in_every_seat_order(
    qtbot, reverse: bool
) -> None:  # type: ignore[no-untyped-def]
    """Merged seat by seat, "No field" and the field rows changed places from game to game."""

    def player(*labels: str) -> PlayerResult:
        keys = {"Red field": "field.red", "Blue field": "field.blue", "No field": "fields"}
        lines = [ScoreLine(keys.get(label, label.lower()), label, 0) for label in labels]
        return PlayerResult(score=0, lines=tuple(lines))

    players = (
        player("Removed", "No field", "Butterflies"),
        player("Removed", "Red field", "Blue field", "Butterflies"),
        player("Removed", "Blue field", "Butterflies"),
    )
    ordered = players[::-1] if reverse else players
    dialog = EndGameDialog(Result(ordered, winners=(0,)), ["A", "B", "C"], "Flowers", "X")
    qtbot.addWidget(dialog)
    labels = [row[0] for row in dialog.cell_texts()]
    assert labels[1 : labels.index("<b>Total</b>")] == [
        "Removed",
        "Red field",
        "Blue field",
        "No field",
        "Butterflies",
    ]


def test_the_end_dialogs_last_row_says_what_the_score_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A single deal of Petal Plotters scores Victory Points: its last row read "Total" under
    "Garrison Petal Power", as if it added up Petal Powers."""
    power = ScoreLine("garrison", "Garrison Petal Power", 7)
    result = Result(
        (PlayerResult(score=2, lines=(power,)), PlayerResult(score=0, lines=(power,))),
        winners=(0,),
        score_label="Victory Points",
    )
    dialog = EndGameDialog(result, ["Ann", "Bob"], "Petal Plotters", "X")
    qtbot.addWidget(dialog)
    assert [row[0] for row in dialog.cell_texts()][1:3] == [
        "Garrison Petal Power",
        "<b>Victory Points</b>",
    ]


def test_the_end_dialog_shows_names_as_typed_and_no_winner_in_solo(qtbot) -> None:  # type: ignore[no-untyped-def]
    two = Result(
        tuple(PlayerResult(score=s, lines=()) for s in (3, 3)),
        winners=(0, 1),
        notes=(Note.of("{players} win.", players=Players((0, 1))),),
    )
    dialog = EndGameDialog(two, ["<Rosa>", "<b>Kim</b>"], "Flowers", "X")
    qtbot.addWidget(dialog)
    header = dialog.cell_texts()[0]
    assert header[1] == "<b>&lt;Rosa&gt;</b><br><small>winner</small>"
    assert header[2] == "<b>&lt;b&gt;Kim&lt;/b&gt;</b><br><small>winner</small>"
    headline = dialog.findChild(QLabel, "headline")
    assert headline is not None and headline.textFormat() == Qt.TextFormat.PlainText
    assert headline.text() == "Shared win: <Rosa> and <b>Kim</b>"
    notes = dialog.findChildren(QLabel, "note")
    assert [n.textFormat() for n in notes] == [Qt.TextFormat.PlainText]
    solo = EndGameDialog(
        Result((PlayerResult(score=12, lines=(), title="Expert"),), winners=(0,)), ["Ann"], "F", "X"
    )
    qtbot.addWidget(solo)
    assert solo.cell_texts()[0][1] == "<b>Ann</b>"  # nobody to beat: no "winner"


def test_long_names_sharing_a_win_keep_the_end_dialog_inside_its_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Five 40-letter names sharing a win: the headline wraps instead of widening the dialog
    past the window it belongs to."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1200, 700)
    names = [f"Maximilian Alexander von Hohenzollern {seat}" for seat in range(5)]
    everyone = tuple(range(5))
    result = Result(
        tuple(PlayerResult(score=2, lines=()) for _ in names),
        winners=everyone,
        notes=(Note.of("{players} win.", players=Players(everyone)),),
    )
    dialog = EndGameDialog(result, names, "Petal Plotters", "X", parent)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    assert dialog.width() <= 0.95 * parent.width()
    headline = dialog.findChild(QLabel, "headline")
    assert headline is not None and headline.wordWrap()
    assert headline.width() <= dialog.width()


def test_the_end_dialog_puts_names_numbers_and_words_into_notes(qtbot) -> None:  # type: ignore[no-untyped-def]
    players = tuple(PlayerResult(score=s, lines=()) for s in (2, 0, 2))
    note = Note.of(
        "{category} needs {condition}: met, {players} win together.",
        category=Term("Frog"),
        condition=Term("12 or more"),
        players=Players((0, 2)),
    )
    total = Note.of("Total Petal Power: {total}.", total=13)
    result = Result(players, winners=(0, 2), notes=(total, note))
    dialog = EndGameDialog(result, ["Ana", "Ben", "Cleo"], "Petal Plotters", "ABCDEFGH")
    qtbot.addWidget(dialog)
    notes = [label.text() for label in dialog.findChildren(QLabel, "note")]
    assert notes == [
        "Total Petal Power: 13.",
        "Frog needs 12 or more: met, Ana and Cleo win together.",
    ]


@pytest.mark.parametrize("notes", [1, 60])
def test_the_end_dialog_keeps_its_buttons_on_the_screen(qtbot, notes: int) -> None:  # type: ignore[no-untyped-def]
    """A match's results, a deal's lines each, made the window taller than the screen at a
    large scale: its buttons lay under the screen's edge (play test). The notes scroll, and
    the window keeps to the screen; a few notes show whole, without scrolling."""
    line = ScoreLine("fields", "Fields", 3)
    players = tuple(PlayerResult(3, (line,)) for _ in range(3))
    said = tuple(
        Note.of("Deal {deal}: total Petal Power {total}, Blue Squad wins.", deal=n, total=n)
        for n in range(notes)
    )
    dialog = EndGameDialog(Result(players, (0,), said), ["Ann", "Bob", "Cy"], "Petal Plotters", "X")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= screen.height()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert dialog.rect().contains(close.geometry().translated(close.parentWidget().pos()))
    labels = dialog.findChildren(QLabel, "note")
    assert len(labels) == notes
    scroll = next(
        area for area in dialog.findChildren(QScrollArea) if labels[0] in area.findChildren(QLabel)
    )
    if notes == 1:
        assert scroll.verticalScrollBar().maximum() == 0  # whole
    else:
        assert scroll.verticalScrollBar().maximum() > 0  # the rest scrolls


def test_the_end_dialog_widens_rather_than_scroll_a_matchs_notes(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A match's three deals of notes scrolled in a window a third of a 1366-pixel screen
    wide (play test): the window widens, within reason, until they show whole."""
    monkeypatch.setattr(EndGameDialog, "_height_room", lambda _self: 560)  # a laptop's
    monkeypatch.setattr(EndGameDialog, "_room", lambda _self: 1200)
    line = ScoreLine("fields", "Fields", 3)
    players = tuple(PlayerResult(3, (line,)) for _ in range(4))
    said = tuple(
        Note.of(
            "Deal {deal}: Frog needs 12 or more, met, but nobody holds that victory card;"
            " Blue Squad needs 8 or more, met too.",
            deal=n,
        )
        for n in range(12)
    )
    names = ["Ann", "Bob", "Cy", "Dee"]
    dialog = EndGameDialog(Result(players, (0,), said), names, "Petal Plotters", "X")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    labels = dialog.findChildren(QLabel, "note")
    scroll = next(
        area for area in dialog.findChildren(QScrollArea) if labels[0] in area.findChildren(QLabel)
    )
    assert scroll.verticalScrollBar().maximum() == 0
    assert 420 < dialog.width() <= NOTES_WIDEST and dialog.height() <= 560


def test_the_end_dialog_of_petal_plotters_reads_in_french(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = GAME.new_game(PetalPlottersOptions(players=3), 1)
    rng = Random(1)
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    outcome = scoring.outcome(state)
    assert (outcome.category, outcome.winners) == ("blue_squad", (1, 2))  # the seed's deal
    assert i18n.install("fr") == "fr"
    dialog = EndGameDialog(GAME.result(state), ["Ana", "Ben", "Cleo"], "Petal Plotters", "CODE")
    qtbot.addWidget(dialog)
    notes = [label.text() for label in dialog.findChildren(QLabel, "note")]
    assert notes == [
        f"Puissance de pétales totale\u00a0: {outcome.total}.",
        # no bare noun as the sentence's subject ("Grenouille demande…" lacked its article,
        # play test)
        # "sous 0", as the legend and the lesson say: "un total négatif" named it another way
        # (play tester 140)
        "Pour la catégorie Escargot / Araignée, le total doit être sous 0\u00a0: condition non"
        " remplie.",
        "Pour la catégorie Sauterelle, le total doit être 7 ou moins\u00a0: condition non remplie.",
        "Pour la catégorie Grenouille, le total doit être 12 ou plus\u00a0: condition remplie,"
        " mais personne n’a cette carte de victoire.",
        "Pour la catégorie Escouade bleue, le total doit être 8 ou plus\u00a0: condition remplie,"
        " Ben et Cleo gagnent ensemble.",
    ]
    assert "<b>Points de victoire</b>" in [row[0] for row in dialog.cell_texts()]


def test_each_seat_kind_says_what_it_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hovering a seat's kind tells a newcomer what each AI level does, in their language."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    kinds = dialog.seat_rows[0].kind
    tips = {
        kinds.itemData(item): kinds.itemData(item, Qt.ItemDataRole.ToolTipRole)
        for item in range(kinds.count())
    }
    assert tips["hard"] == "Looks several moves ahead; thinks about a second a move."
    assert all(tips[kind] for kind in ("human", "easy", "normal", "hard"))
    assert len(set(tips.values())) == 4
    assert i18n.install("de") == "de"
    german = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(german)
    kinds = german.seat_rows[0].kind
    assert kinds.itemData(kinds.findData("easy"), Qt.ItemDataRole.ToolTipRole) == (
        "Spielt vernünftig, macht aber Fehler: ein sanfter Gegner."
    )


def test_the_options_of_the_real_games_read_in_french(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("fr") == "fr"
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    labels = {name: without_marks(label.text()) for name, label in dialog._option_labels.items()}
    assert labels == {"match": "Partie en trois donnes", "memory_aid": "Aide-mémoire"}
    assert dialog._option_widgets["match"].toolTip() == (
        "Jouer trois donnes d’affilée, comptées en points de victoire."
    )
    dialog.game_combo.setCurrentIndex(list(dialog.games).index("flowers"))
    assert without_marks(dialog._option_labels["summer"].text()) == "Variante d’été"
    # named inside a line, as written ("Fleurs solo (variante d’été)")
    assert options_turned_on(FlowersOptions(players=1, summer=True)) == ["variante d’été"]
    assert dialog._option_widgets["summer"].toolTip().startswith("Cartes de départ violettes")


def test_each_option_is_explained_in_words_under_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """What Summer, the memory aid and a match do was told only by tooltips, which a keyboard
    player never sees (play test): the words show under each option, and are its accessible
    description."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    for game, options in (("petal-plotters", ("match", "memory_aid")), ("flowers", ("summer",))):
        dialog.game_combo.setCurrentIndex(list(dialog.games).index(game))
        for name in options:
            note = dialog.findChild(QLabel, f"note_{name}")
            widget = dialog._option_widgets[name]
            assert note is not None, name
            qtbot.waitUntil(note.isVisible)  # a layout shows a widget added to it a moment later
            assert note.text() == widget.toolTip() == widget.accessibleDescription() != ""
            assert note.geometry().top() >= widget.geometry().bottom()  # under its option


def test_a_yes_no_option_is_ticked_by_a_click_on_its_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A check box used to stand alone right of its label: a click on "Memory aid" did
    nothing, and keyboard focus showed only as a faint frame round the empty box."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    box = dialog._option_widgets["memory_aid"]
    assert (
        isinstance(box, QCheckBox) and without_marks(box.text()) == "Memory aid" and box.isChecked()
    )
    option = QStyleOptionButton()
    box.initStyleOption(option)
    words = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxFocusRect, option, box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=words.center())
    assert not box.isChecked() and dialog.option_values()["memory_aid"] is False


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_each_field_and_button_has_its_own_access_letter(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Only "Play this move?" and the message boxes had underlined letters: a keyboard player
    walked the New Game dialog with Tab to reach its last field (play test). Each field's
    label and each button has one, no two alike, in each language."""
    assert i18n.install(language) == language
    games = registry.all_games()
    dialogs = [NewGameDialog(games, game_id) for game_id in ("flowers", "petal-plotters")]
    for dialog in [*dialogs, SettingsDialog(Settings())]:
        qtbot.addWidget(dialog)
        named = [
            widget
            for widget in dialog.findChildren(QWidget)
            if (isinstance(widget, QAbstractButton) and widget.text())
            or (
                isinstance(widget, QLabel)
                and widget.buddy() is not None
                and not isinstance(widget.buddy(), QAbstractButton)
            )
        ]
        letters = [marked_letter(widget.text()) for widget in named]
        assert len(named) >= 7 and None not in letters, letters
        assert len(set(letters)) == len(letters), letters


def test_the_ai_levels_are_told_under_the_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each level had a tooltip only, which a newcomer never found (play test). Told while a
    computer plays, not to people alone at the table (play tester 152); hidden, their room
    stays: shown and hidden, they moved the rows and OK under a pointer about to click them."""
    dialog = NewGameDialog(registry.all_games(), "flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    note = dialog.levels_note
    dialog.players.setValue(3)
    # two people already: a second person's code note does not come with the change below
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
    kind = dialog.seat_rows[2].kind
    kind.setCurrentIndex(kind.findData("hard"))
    assert note.isVisible() and "hard looks several moves ahead" in note.text()
    QApplication.processEvents()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def where() -> tuple[QPoint, QPoint, QSize]:
        return kind.mapTo(dialog, QPoint(0, 0)), ok.mapTo(dialog, QPoint(0, 0)), dialog.size()

    shown = where()
    kind.setCurrentIndex(kind.findData("human"))
    QApplication.processEvents()
    assert not note.isVisible() and where() == shown
    kind.setCurrentIndex(kind.findData("easy"))
    QApplication.processEvents()
    assert note.isVisible() and where() == shown
    # alone at the table there is no opponent to choose: the levels read as one (play test);
    # the solo mode is told there instead (play tester 215)
    dialog.players.setValue(1)
    assert note.text().startswith("Solo: ")
    dialog.players.setValue(2)  # two people
    assert not note.isVisible()
    dialog.players.setValue(3)
    assert note.isVisible()


def test_alt_and_a_letter_reach_the_field_it_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    assert QTest.qWaitForWindowActive(dialog)
    assert dialog.players_label.text() == "&Players"
    QTest.keyClick(dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert dialog.focusWidget() is dialog.players
    match = dialog._option_widgets["match"]
    assert isinstance(match, QCheckBox) and match.text() == "&Match of three deals"
    ticked = match.isChecked()
    QTest.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: match.isChecked() is not ticked)  # shown pressed a moment first
    QTest.keyClick(dialog, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert dialog.focusWidget() is dialog.seat_rows[1].name


def shown_breakdown(qtbot, result: Result) -> QScrollArea:  # type: ignore[no-untyped-def]
    """The end dialog for ``result``, on screen; returns the area holding its breakdown."""
    dialog = EndGameDialog(result, ["Ann", "Bob"], "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    scroll = dialog.findChild(QScrollArea)
    assert scroll is not None
    return scroll


def test_the_end_dialog_is_as_tall_as_its_breakdown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A short breakdown leaves no empty band under it; a long one scrolls within a cap."""
    short = Result(
        tuple(PlayerResult(score=s, lines=(ScoreLine("x", "Bonus", s),)) for s in (3, 1)),
        winners=(0,),
    )
    scroll = shown_breakdown(qtbot, short)
    content = scroll.widget().sizeHint().height()
    assert scroll.viewport().height() - content <= 24
    lines = tuple(ScoreLine(f"x{i}", f"Line {i}", 1) for i in range(40))
    long = Result(tuple(PlayerResult(score=40, lines=lines) for _ in range(2)), winners=(0, 1))
    scroll = shown_breakdown(qtbot, long)
    assert scroll.height() <= MAX_GRID_HEIGHT + 8
    assert scroll.widget().height() > scroll.viewport().height()  # it scrolls


def test_the_end_dialog_shows_every_column_of_long_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four players with long names over a wide window: the breakdown is as wide as its
    columns (no sideways scrolling hides the winner's column), and no wider than the window."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1400, 900)
    names = [f"Maximiliane von Hohenzollern {seat}" for seat in range(4)]
    lines = (ScoreLine("garrison", "Garrison Petal Power", 3, 2),)
    result = Result(tuple(PlayerResult(score=0, lines=lines) for _ in names), winners=(3,))
    dialog = EndGameDialog(result, names, "Petal Plotters", "ABCDEFGH", window)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    scroll = dialog.findChild(QScrollArea)
    assert scroll is not None
    assert scroll.widget().sizeHint().width() > 4 * 180  # the names really are long
    assert dialog.width() <= window.width()
    qtbot.waitUntil(lambda: scroll.viewport().width() >= scroll.widget().sizeHint().width())
    assert scroll.horizontalScrollBar().maximum() == 0


def tab_cycle(dialog: NewGameDialog) -> list[str]:
    """The widgets Tab walks through, from the game choice round to it again, named by their
    object name (the dialog's buttons by their text)."""
    QApplication.processEvents()  # widgets added to a shown layout appear one event later
    dialog.game_combo.setFocus()
    names: list[str] = []
    for _ in range(40):
        widget = QApplication.focusWidget()
        assert widget is not None
        name = widget.objectName() or without_marks(getattr(widget, "text", lambda: "")())
        if names and name == "gameCombo":
            return names
        names.append(name)
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never came back to the game choice: {names}")


def test_tab_follows_the_options_where_they_stand(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every game's options sit between Players and Seats on screen, and Tab reaches them
    there, also after the game is changed (the options are built anew)."""
    games = registry.all_games()
    dialog = NewGameDialog(games, "flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    for game_id in [*games, "flowers"]:
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game_id))
        options = [f"option_{name}" for name in dialog._option_widgets]
        assert options, game_id
        seats = [
            f"seat{part}{index}"
            for index in range(dialog.players.value())
            for part in ("Name", "Kind")
        ]
        assert tab_cycle(dialog) == [
            "gameCombo",
            "players",
            *options,
            *seats,
            "challengeCode",
            "newCode",
            "copyCode",
            "OK",
            "Cancel",
        ], game_id


def test_a_code_with_letters_no_code_uses_says_which(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Eight characters but some no code holds (O, I, 0, 1 look alike): the error names them,
    as the engine reads them (upper case, each once), instead of asking for eight."""
    dialog = NewGameDialog({"fake": FakeGame()}, "fake")
    qtbot.addWidget(dialog)
    dialog.code.setText("SOLO2345")
    assert not ok_button(dialog).isEnabled()
    # each quoted: "O kommt … nicht vor" read as a stray letter (German play test)
    assert dialog.error.text() == "“O” is not used in challenge codes."
    dialog.code.setText("solo-2i45")
    assert dialog.error.text() == "“O” and “I” are not used in challenge codes."
    dialog.code.setText("S0L1 2I4O")
    assert dialog.error.text() == "“0”, “1”, “I” and “O” are not used in challenge codes."
    dialog.code.setText("SOL")  # too short: the length comes first
    assert "8 letters and digits" in dialog.error.text()
    dialog.code.setText("s2l2-2345")
    assert ok_button(dialog).isEnabled() and not dialog.error.isVisibleTo(dialog)


def test_typing_a_code_never_moves_ok(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The error line shown at a code's first wrong letter grew the dialog, which stayed taller
    once the code was whole: OK moved from under the pointer (play test). Its room is kept."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    dialog.resize(dialog.minimumSizeHint())  # as tight as a dialog opened at its size
    ok = ok_button(dialog)

    def where() -> tuple[int, int]:
        QApplication.processEvents()
        return ok.mapTo(dialog, ok.rect().topLeft()).y(), dialog.height()

    before = where()
    dialog.code.setText("S")
    assert dialog.error.isVisible() and where() == before
    dialog.code.setText("S0L1 2I4O")
    assert where() == before
    dialog.code.setText("s2l2-2345")
    assert not dialog.error.isVisible() and where() == before


def test_the_error_and_the_notes_read_on_a_light_and_a_dark_palette(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The error's colour follows the palette: one fixed red was about 2:1 on a dark window.
    The levels' note and an option's note were in Qt's placeholder grey, 3.5:1 on the window:
    below WCAG's 4.5:1 for small text (play test, low vision)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    dark = dark_palette(old)
    dialog = NewGameDialog(registry.all_games(), "flowers")
    qtbot.addWidget(dialog)
    dialog.code.setText("SOLO2345")
    notes = [dialog.levels_note, *dialog.options_box.findChildren(QLabel, "note_summer")]
    assert len(notes) == 2 and dialog.error.text()

    def least_contrast() -> float:
        window = dialog.palette().color(QPalette.ColorRole.Window)
        text = dialog.palette().color(QPalette.ColorRole.WindowText)
        shown = []
        for label in (dialog.error, *notes):
            label.ensurePolished()
            shown.append(label.palette().color(QPalette.ColorRole.WindowText))
        assert all(colour != text for colour in shown)  # a red, and greys
        return min(contrast(colour, window) for colour in shown)

    assert least_contrast() >= 4.5
    try:
        app.setPalette(dark)
        qtbot.waitUntil(
            lambda: dialog.palette().color(QPalette.ColorRole.Window) == QColor(30, 30, 30)
        )
        assert least_contrast() >= 4.5
    finally:
        app.setPalette(old)
    assert least_contrast() >= 4.5


def test_on_a_short_screen_the_new_game_dialog_drops_its_notes_to_keep_ok_in_sight(
    qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """On a 1024x600 screen five seats cut OK and Cancel in half, and with two people the
    code's note pushed them off the screen (play test). On a screen 30 pixels too short for
    it, the notes go (their words stay in the fields' tips) and the dialog fits."""
    from desktop.dialogs import new_game

    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    dialog.players.setValue(5)
    needed = dialog.heightForWidth(dialog.width())
    qtbot.waitUntil(lambda: dialog.height() >= needed)
    assert dialog.levels_note.isVisible()
    available = dialog.screen().availableGeometry().height()
    monkeypatch.setattr(new_game, "TITLE_BAR", available - (needed - 30))
    dialog.players.setValue(4)
    dialog.players.setValue(5)
    # the five seats are laid out later, when the layout's request comes: four fit the short
    # screen already, and a wait on the height alone ended before five were laid out
    qtbot.waitUntil(lambda: not dialog.levels_note.isVisible() and dialog.height() <= needed - 30)
    assert dialog.seat_rows[1].kind.itemData(1, Qt.ItemDataRole.ToolTipRole)  # the words stay
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.rect().contains(ok.geometry().translated(ok.parentWidget().pos()))
    assert dialog.seat_rows[4].name.height() >= dialog.seat_rows[4].name.sizeHint().height()


def test_the_new_game_dialog_shrinks_back_with_fewer_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Going to 5 players and back to 2, or to a game with fewer seats and options, leaves no
    blank gap over the buttons."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    dialog.players.setValue(2)
    two = dialog.height()
    dialog.players.setValue(5)
    assert dialog.height() > two
    dialog.players.setValue(2)
    assert dialog.height() == two
    dialog.players.setValue(5)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("flowers"))
    assert dialog.players.value() == 4  # the people stay, as many as Flowers seats
    dialog.players.setValue(2)
    assert dialog.height() == dialog.heightForWidth(dialog.width()) < two


def test_the_people_at_the_table_stay_when_another_game_is_picked(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play test: 4 players set for Petal Plotters, then Flowers picked, and the count fell back
    to Flowers' 2: the seats set up were lost from view."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.seat_rows[2].name.setText("Basil")
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("flowers"))
    assert dialog.players.value() == 3
    assert [seat.name for seat in dialog.choice().seats][2] == "Basil"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "score", "headline"),
    [
        ("en", 1, "You scored 1 point"),
        ("en", 0, "You scored 0 points"),
        ("fr", 0, "Vous avez marqué 0 point"),
        ("fr", 12, "Vous avez marqué 12 points"),
        ("de", 1, "Du hast 1 Punkt erzielt"),
        ("de", -3, "Du hast −3 Punkte erzielt"),
    ],
)
def test_a_solo_headline_tells_the_player_their_points_in_the_right_number(
    qtbot, language: str, score: int, headline: str
) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language) == language
    try:
        dialog = EndGameDialog(Result((PlayerResult(score, ()),), winners=(0,)), ["Ann"], "F", "X")
        qtbot.addWidget(dialog)
        label = dialog.findChild(QLabel, "headline")
        assert label is not None and label.text() == headline
    finally:
        assert i18n.install("en") == "en"


def test_a_computers_solo_game_is_told_by_its_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A solo seat played by a computer ended on "You scored 16 points" (play test)."""
    result = Result((PlayerResult(16, ()),), winners=(0,))
    dialog = EndGameDialog(result, ["Iris"], "F", "X", solo_by_computer=True)
    qtbot.addWidget(dialog)
    label = dialog.findChild(QLabel, "headline")
    assert label is not None and label.text() == "Iris scored 16 points"


def test_the_code_is_hidden_when_people_will_share_a_game_of_hidden_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Whoever set up a hot-seat Petal Plotters game read the code that deals every hand."""
    from PySide6.QtWidgets import QLineEdit

    games = registry.all_games()
    dialog = NewGameDialog(games, "petal-plotters")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    kinds = [row.kind for row in dialog.seat_rows[:3]]
    for kind, seat in zip(kinds, ("human", "easy", "easy"), strict=True):
        kind.setCurrentIndex(kind.findData(seat))
    assert dialog.code.echoMode() is QLineEdit.EchoMode.Normal  # one person: it is theirs
    assert dialog.copy_code.isEnabled()
    shown = dialog.code.text()
    kinds[1].setCurrentIndex(kinds[1].findData("human"))
    assert dialog.code.echoMode() is QLineEdit.EchoMode.Password
    assert dialog.code.text() != shown  # the code read until now deals no longer
    # a code typed in (a challenge) is kept, hidden
    kinds[1].setCurrentIndex(kinds[1].findData("easy"))
    dialog.code.setFocus()
    dialog.code.selectAll()
    QTest.keyClicks(dialog.code, "ABCDEFGH")
    kinds[1].setCurrentIndex(kinds[1].findData("human"))
    assert dialog.code.text() == "ABCDEFGH"
    assert not dialog.copy_code.isEnabled() and "hidden" in dialog.code_hint.text()
    assert dialog.choice().seed == code_to_seed(dialog.code.text())  # still deals by it
    # Flowers hides no hand, but its face-down stack: the code would show its order
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("flowers"))
    dialog.players.setValue(2)
    for kind in dialog.seat_rows[:2]:
        kind.kind.setCurrentIndex(kind.kind.findData("human"))
    assert dialog.code.echoMode() is QLineEdit.EchoMode.Password
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("easy"))
    assert dialog.code.echoMode() is QLineEdit.EchoMode.Normal


def test_the_memory_aid_says_what_stays_without_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A family that switched the memory aid off saw a card they had just looked at still
    shown, and thought it half on (play test): the option says so."""
    dialog = NewGameDialog(registry.all_games(), "petal-plotters")
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    texts += [widget.toolTip() for widget in dialog._option_widgets.values()]
    said = "a card you have just looked at shows until the end of your next turn"
    assert any(said in text for text in texts)


def test_one_seat_says_it_is_the_solo_mode_with_its_ranks(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play tester 215: set to one player, New Game never said it was the solo mode, with
    ranks and no hints. The levels' place says so, with the ladder's scores, the first rank
    too (play tester 218); with people alone at a table of two, it says nothing."""
    dialog = NewGameDialog(registry.all_games(), "flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    note = dialog.levels_note
    dialog.players.setValue(1)
    assert note.isVisible()
    assert note.text() == (
        "Solo: your score earns a rank (Beginner below 11, Apprentice from 11, Expert from 18,"
        " Master from 25 points); a game that counts has no hints, and its result joins your"
        " solo results."
    )
    dialog.players.setValue(2)
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
    assert not note.isVisible()
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("easy"))
    assert note.isVisible() and note.text().startswith("Easy makes mistakes")
