"""The end of a Flowers game: the table's final score and the end-of-game dialog tell the same
lines in the same words and numbers, all from the engine; a tie reads in words, and a colour's
fields stand together."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.end_game import EndGameDialog
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.game import PlayerResult, Result
from engine.core.save import Seat
from engine.games.flowers import GAME, Phase
from engine.games.flowers.scoring import AreaScore, Field
from tests.games.flowers.helpers import Picker, area_from, with_areas

from .conftest import Table, make_table


def test_a_tie_reads_the_same_on_the_table_and_in_the_dialog(qtbot: QtBot, hotseat: Table) -> None:
    """Ada and Ben end on 5 points; Ada removed no card and Ben two, so Ada wins. The dialog
    says so on its removed-cards row ("fewer wins the tie", the count of cards), not on a
    "Tie-break" row of bare negative numbers, and the table's final score names and counts
    each line as the dialog does ("0", never "+0")."""
    board = hotseat.board
    picker = Picker()
    ada = area_from("R4 R4 R4 R4 R1", picker)  # a field of 5, nothing removed
    ben = area_from("B4 B4 B4 B4 B1 B2 B2\n.  .  .  .  .  .  Y1/Y3", picker)  # 7 - 2
    state = replace(with_areas(hotseat.state, [ada, ben]), summer=False, phase=Phase.OVER)
    result = GAME.result(state)
    assert result.scores == (5, 5) and result.winners == (0,)
    names = [seat.name for seat in hotseat.seats]
    dialog = EndGameDialog(result, names, "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog)
    rows = dialog.cell_texts()
    assert ["Removed cards (fewer wins the tie)", "0", "−2"] in rows
    assert not any(row[0] == "Tie-break" for row in rows)
    # the table's final score: the viewer's lines, worded and counted as in the dialog
    board.show_state(GAME.view(state, 0), 0, None, GAME.projection(state), names)
    dialog_rows = {row[0]: row[1] for row in rows[1:]}
    table_rows = [(text, number) for text, number, style in board._score_rows() if style == "line"]
    assert [text for text, _number in table_rows] == [
        line.label for line in result.players[0].lines
    ]
    for text, number in table_rows:
        assert dialog_rows[text] == number, text
    assert ("Butterflies next to their colour", "0") in table_rows


def test_the_results_row_of_fields_reads_alike_for_every_player(
    qtbot: QtBot, hotseat: Table
) -> None:
    """Ada has a red field, Ben none: the results read "No field (5+ cards of one colour)"
    "–" for Ada and "0" for Ben, side by side (play test). The field rows name fields, and
    Ben's dash there says he has none; where nobody has a field, the "No field" row names them
    with a 0 for each."""
    picker = Picker()
    ada = area_from("R4 R4 R4 R4 R1", picker)
    ben = area_from("B1 Y3", picker)
    names = [seat.name for seat in hotseat.seats]
    for areas, expected in (
        ([ada, ben], ["Red field", "+5", "–"]),
        ([area_from("G1 G3", picker), ben], ["No field (5+ cards of one colour)", "0", "0"]),
    ):
        state = replace(with_areas(hotseat.state, areas), summer=False, phase=Phase.OVER)
        dialog = EndGameDialog(GAME.result(state), names, "Flowers", "ABCDEFGH")
        qtbot.addWidget(dialog)
        rows = dialog.cell_texts()
        fields = [row for row in rows if "field" in row[0]]
        assert fields == [expected]


def test_a_finished_gardens_tooltips_say_what_was_removed(qtbot: QtBot, hotseat: Table) -> None:
    """At the end a misfit's tooltip still said "not in a valid group yet: it would be
    removed", as if the game went on."""
    board = hotseat.board
    picker = Picker()
    ada = area_from("R4 R4 R4 R4 R1", picker)
    ben = area_from("B4 B4 B4 B4 B1 B2 B2\n.  .  .  .  .  .  Y1/Y3", picker)
    state = replace(with_areas(hotseat.state, [ada, ben]), summer=False, phase=Phase.OVER)
    names = [seat.name for seat in hotseat.seats]
    board.show_state(GAME.view(state, 0), 0, None, GAME.projection(state), names)
    covering = ben[(6, 1)]
    tip = board.cards[covering[-1]].toolTip()
    assert "Not in a valid group of 3: it is removed (−2)." in tip and "yet" not in tip
    # and so does the legend's ✗ (it said "would be removed at the end", play test)
    legend = board._labels["legend"].text.replace("\n", " ")
    assert "✗ removed at the end (−1 each" in legend and "would" not in legend
    playing = replace(state, phase=Phase.DRAW)
    board.show_state(GAME.view(playing, 0), 0, None, GAME.projection(playing), names)
    tip = board.cards[covering[-1]].toolTip()
    assert "Not in a valid group of 3 yet: it would be removed (−2)." in tip
    assert "✗ would be removed at the end" in board._labels["legend"].text.replace("\n", " ")


def test_a_solo_player_sees_the_next_rank_and_every_rank(qtbot: QtBot) -> None:
    """The ranks' scores were in the rules reader only: a player chasing one could not see
    how far it was (play test). The panel says, and the rank row's tooltip lists them all."""
    solo = make_table(qtbot, [Seat(name="Camille", kind="human")])
    try:
        board = solo.board
        for picture, rank, coming in (
            ("R4 R4 R4 R4 R1", "Beginner", "Apprentice at 11 points: 6 to go"),
            (
                "R4 R4 R4 R4 R1\nR3 R3 R3 R2 R2\nB4 B4 B4 B4 B1",
                "Apprentice",
                "Expert at 18 points: 3 to go",
            ),
            (
                "R4 R4 R4 R4 R1\nR3 R3 R3 R2 R2\nB4 B4 B4 B4 B1\nB3 B3 B3 B2 B2\nG4 G4 G4 G4 G1",
                "Master",
                None,
            ),
        ):
            state = replace(with_areas(solo.state, [area_from(picture, Picker())]), summer=False)
            board.show_state(GAME.view(state, 0), 0, None, GAME.projection(state), ["Camille"])
            rows = board._score_rows()
            assert ("Rank", rank, "rank") in rows
            assert [text for text, _n, style in rows if style == "next"] == (
                [coming] if coming else []
            )
        # a card held where it would reach the next rank says so in the rank row (play
        # tester 209 read "11 (change +1)" beside "Beginner"); where it would not, the row
        # names the rank alone
        garden = [area_from("R4 R4 R4 R4 R1", Picker())]
        beginner = replace(with_areas(solo.state, garden), summer=False)
        picture = "R4 R4 R4 R4 R1\nR3 R3 R3 R2 R2\nB4 B4 B4 B4 B1"
        apprentice = replace(with_areas(solo.state, [area_from(picture, Picker())]), summer=False)
        for previewed, rank in (
            (apprentice, "Beginner → Apprentice"),
            (beginner, "Beginner"),
            (None, "Beginner"),
        ):
            projected = None if previewed is None else GAME.projection(previewed)
            board.preview_projection = lambda projected=projected: projected  # type: ignore[method-assign]
            board.show_state(
                GAME.view(beginner, 0), 0, None, GAME.projection(beginner), ["Camille"]
            )
            assert ("Rank", rank, "rank") in board._score_rows()
        del board.preview_projection
        # once the game is over nothing is left to play: the rank was missed by so much
        picture = "R4 R4 R4 R4 R1\nR3 R3 R3 R2 R2\nB4 B4 B4 B4 B1"
        garden = [area_from(picture, Picker())]
        ended = replace(with_areas(solo.state, garden), summer=False, phase=Phase.OVER)
        board.show_state(GAME.view(ended, 0), 0, None, GAME.projection(ended), ["Camille"])
        missed = [text for text, _n, style in board._score_rows() if style == "next"]
        assert missed == ["Expert at 18 points: 3 short"]
        labels = [label for label in board._score_lines if label.isVisible()]
        tips = {label.toolTip() for label in labels if label.text in ("Rank", "Apprentice")}
        assert tips == {
            "Beginner: 10 or less · Apprentice: 11–17 · Expert: 18–24 · Master: 25 or more"
        }
        assert not any(label.toolTip() for label in labels if label.text == "Total")
    finally:
        solo.controller.shutdown()


def test_two_fields_of_one_colour_are_numbered(qtbot: QtBot, hotseat: Table) -> None:
    """Two rows both "Blue field" read as one line shown twice (play test): a player's
    fields of one colour are numbered, on the table and in the results, where the other
    player's single blue field sits on the first row."""
    picker = Picker()
    ada = area_from("B4 B4 B4 B4 B1 .  R3 R3 R3\n.  .  .  .  .  .  .  .  .\nB2 B2 B3 B3 B3", picker)
    ben = area_from("B4 B4 B4 B4 B1", picker)
    state = replace(with_areas(hotseat.state, [ada, ben]), summer=False, phase=Phase.OVER)
    result = GAME.result(state)
    assert [line.key for line in result.players[0].lines].count("field.blue") == 2
    names = [seat.name for seat in hotseat.seats]
    dialog = EndGameDialog(result, names, "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog)
    rows = {row[0]: row[1:] for row in dialog.cell_texts()}
    assert rows["Blue field 1"] == ["+5", "+5"] and rows["Blue field 2"] == ["+5", "–"]
    assert "Blue field" not in rows
    board = hotseat.board
    board.show_state(GAME.view(state, 0), 0, None, GAME.projection(state), names)
    shown = [text for text, _number, style in board._score_rows() if style == "line"]
    assert "Blue field 1" in shown and "Blue field 2" in shown
    board.show_state(GAME.view(state, 1), 1, None, GAME.projection(state), names)
    shown = [text for text, _number, style in board._score_rows() if style == "line"]
    assert "Blue field" in shown  # one field: no number


def fields_score(*colours: str) -> PlayerResult:
    """A player's result whose gardens hold one five-card field of each of ``colours`` (the
    engine's own lines, in its order)."""
    fields = tuple(
        Field(colour, tuple((index, row) for row in range(5)), True)
        for index, colour in enumerate(colours)
    )
    area = AreaScore(removed_cells=(), removed_cards=0, fields=fields, butterfly_cells=())
    return PlayerResult(score=area.score, lines=area.lines())


def test_the_fields_of_one_colour_stand_together_in_the_results(qtbot: QtBot) -> None:
    """ "Yellow field 1 / Red field / Yellow field 2": Ada's second yellow field was laid
    after Ben's red one (play test). Rows go by colour, then by number."""
    ada = fields_score("yellow", "yellow", "blue")
    ben = fields_score("yellow", "red", "blue", "green")
    result = Result(players=(ada, ben), winners=(1,))
    dialog = EndGameDialog(result, ["Ada", "Ben"], "Flowers", "ABCDEFGH")
    qtbot.addWidget(dialog)
    labels = [row[0] for row in dialog.cell_texts() if "field" in row[0]]
    assert labels == [
        "Yellow field 1",
        "Yellow field 2",
        "Red field",
        "Blue field",
        "Green field",
    ]


def score_title(table: Table) -> str:
    return table.board._labels["score-title"].text.replace("\n", " ")


def test_the_score_panel_names_whose_score_it_shows(qtbot: QtBot, hotseat: Table) -> None:
    """After a game of two at one screen a player read the viewer's final score, beside the
    other's garden, as the other's (play test): with several players the title names whose
    it is, for each viewer; solo, it stays as it was."""
    board = hotseat.board
    picker = Picker()
    ada = area_from("R4 R4 R4 R4 R1", picker)
    ben = area_from("B4 B4 B4 B4 B1 B2 B2", picker)
    playing = replace(with_areas(hotseat.state, [ada, ben]), summer=False)
    names = [seat.name for seat in hotseat.seats]
    for viewer, name in enumerate(names):
        board.show_state(GAME.view(playing, viewer), viewer, None, GAME.projection(playing), names)
        assert score_title(hotseat) == f"Score if the game ended now\u00a0—\u00a0{name}"
    over = replace(playing, phase=Phase.OVER)
    board.show_state(GAME.view(over, 1), 1, None, GAME.projection(over), names)
    assert score_title(hotseat) == "Final score\u00a0—\u00a0Ben"
    solo = make_table(qtbot, [Seat(name="Camille", kind="human")])
    try:
        assert score_title(solo) == "Score if the game ended now"
    finally:
        solo.controller.shutdown()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_score_panels_title_breaks_at_a_word_not_before_the_name(
    qtbot: QtBot, language: str
) -> None:
    """At 1366×768 "Score if the game ended now — Ann" broke before the dash, and "— Ann"
    stood alone on the second line (play test): the dash stays between the heading's last
    word and the name, and the title breaks at a word of the heading, in every language."""
    i18n.install(language)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(QSize(1366, 768))
    with qtbot.waitExposed(window):
        window.show()
    seats = (Seat(name="Ann", kind="human"), Seat(name="Bob", kind="human"))
    options = registry.get_game("flowers").parse_options({"players": 2, "summer": False})
    assert window.start_game(NewGameChoice("flowers", options, 7, seats))
    QApplication.processEvents()
    title = window.board._labels["score-title"]
    lines = title.text.split("\n")
    assert len(lines) == 2, lines  # the whole title does not fit one line there
    assert lines[1].endswith("\u00a0—\u00a0Ann")
    assert not lines[1].startswith("—")  # a word of the heading goes with the name
    assert title.toolTip() == ""  # nothing cut
    window.close()
