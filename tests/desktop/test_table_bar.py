"""The bar above the table: its words never move the table from one turn to the next."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QToolButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from desktop.table.bar import STATUS_LINES, TableBar, TurnMark
from desktop.table.view import TableView

ONE_LINE = "Your turn: draw a card."
TWO_LINES = " ".join(["Drag a card onto your Garrison, or onto Use ability."] * 3)


def bar_over_table(qtbot: QtBot) -> tuple[QWidget, TableView, TableBar]:
    """A board's widget as every board lays it out: the bar with a button of the board's, and
    the table under it, shown."""
    board = QWidget()
    qtbot.addWidget(board)
    view = TableView()
    bar = TableBar(view)
    own = QToolButton()
    own.setText("Teaching overlay")
    bar.add_button(own)
    layout = QVBoxLayout(board)
    layout.addWidget(bar)
    layout.addWidget(view, 1)
    board.resize(600, 400)
    with qtbot.waitExposed(board):
        board.show()
    return board, view, bar


def test_the_table_stays_put_when_the_words_above_it_take_fewer_lines(qtbot: QtBot) -> None:
    """A text of one line after one of two moved the whole table up by a line, the next
    moved it down: the cards jiggled at every turn. A new width measures the words anew."""
    board, view, bar = bar_over_table(qtbot)
    bar.status_label.setText(ONE_LINE)
    qtbot.wait(20)
    one_line_top = view.geometry().top()
    bar.status_label.setText(TWO_LINES)
    qtbot.waitUntil(lambda: view.geometry().top() > one_line_top)
    two_lines_top = view.geometry().top()
    bar.status_label.setText(ONE_LINE)
    qtbot.wait(20)
    assert view.geometry().top() == two_lines_top
    board.resize(1800, 400)  # wide enough for the long words on one line
    bar.status_label.setText(TWO_LINES)
    qtbot.waitUntil(lambda: view.geometry().top() == one_line_top)
    assert bar.status_label.text() == TWO_LINES


def test_the_bar_keeps_room_for_two_lines_from_the_start(qtbot: QtBot) -> None:
    """The second person's first turn, of two lines after the hand-off's one, moved the table
    down under their first look (and under the keyboard frame, which waited for the cards to
    come to rest): the bar is two lines high from the start."""
    board, view, bar = bar_over_table(qtbot)
    board.resize(900, 400)
    bar.status_label.setText(ONE_LINE)
    qtbot.wait(20)
    top = view.geometry().top()
    label = bar.status_label
    assert label.height() >= STATUS_LINES * label.fontMetrics().lineSpacing()
    bar.status_label.setText(TWO_LINES)
    assert label.heightForWidth(label.width()) == STATUS_LINES * label.fontMetrics().lineSpacing()
    qtbot.wait(20)
    assert view.geometry().top() == top


def test_words_given_in_forms_take_the_longest_that_fits_in_two_lines(qtbot: QtBot) -> None:
    """A French turn's words, with every key and the victory card's warning, took three
    lines and shrank the table: the keys give way to the tooltip while a shorter form fits
    in two lines, and come back where the bar is wide enough."""
    board, _view, bar = bar_over_table(qtbot)
    label = bar.status_label
    long_form = " ".join([TWO_LINES, TWO_LINES])
    board.resize(900, 400)
    label.set_forms([long_form, TWO_LINES, ONE_LINE])
    qtbot.wait(20)
    lines = label.heightForWidth(label.width()) // label.fontMetrics().lineSpacing()
    assert label.text() == TWO_LINES and label.toolTip() == long_form and lines == STATUS_LINES
    board.resize(400, 400)  # too narrow for the two lines: the shortest
    qtbot.waitUntil(lambda: label.text() == ONE_LINE)
    assert label.toolTip() == long_form
    board.resize(3000, 400)  # room for the whole
    qtbot.waitUntil(lambda: label.text() == long_form)
    assert label.toolTip() == ""
    label.setText(ONE_LINE)  # a text alone is a single form
    assert label.text() == ONE_LINE and label.toolTip() == ""


FRENCH_HINT = (
    "Conseil\u00a0: Ajouter la carte Semnopithèque obscur face cachée à votre garnison, avec 0"
    " vers le haut (tournée pour vous). Ensuite, le total finira probablement entre 4 et"
    " 18\u00a0: en gardant votre carte de la catégorie Escouade bleue (8 ou plus), vous avez"
    " environ 55\u00a0% de chances de gagner ou de partager la victoire (sans partage, environ"
    " 15\u00a0%)."
)
"""Play tester 140's hint, three lines and more over the table at 1280 x 800."""


def test_a_hint_too_long_for_the_bar_shows_whole_and_folded_ends_in_an_ellipsis(
    qtbot: QtBot,
) -> None:
    """At some widths a long French hint, cut to two lines as measured, took three in the box
    laid over the line: cut at top and foot with no "…", its first words, which say what to
    do, could not be read (play tester 140). At every width of a small window it shows whole,
    unfolded (cut, a German hint lost its chances, play tester, session 54), dropped down from
    the bar over the table, never up over what lies above the bar (play tester 187: the
    toolbar's buttons) nor over the bar's buttons and mark;
    folded by its button, its words fit the bar, start as the hint does and end in "…"."""
    board, view, bar = bar_over_table(qtbot)
    note = bar.flash_note
    bar.mark.set_mark(TurnMark.ACT)
    for width in range(480, 900, 5):
        board.resize(width, 400)
        note.flash(FRENCH_HINT, lasting=True)
        line = bar.status_label.geometry().translated(bar.pos())
        assert note.text() == FRENCH_HINT and not note.folded, width
        assert note.heightForWidth(note.width()) <= note.height(), width
        box = note.geometry()
        assert box.top() == bar.geometry().top(), width  # nothing above the bar covered
        assert box.bottom() > view.geometry().top(), width  # dropped down over the table
        assert (box.left(), box.right()) == (line.left(), line.right()), width
        for widget in (bar.mark, *bar.findChildren(QToolButton)):
            if widget.isVisible() and widget.parentWidget() is bar:
                assert not box.intersects(widget.geometry().translated(bar.pos())), width
        assert note.fold_button.isVisible(), width
        button = note.fold_button.geometry()
        # the button keeps to its room beside the words, inside the frame
        assert note.contentsRect().right() < button.left() and note.rect().contains(button)
        note.fold_button.click()
        shown = note.text()
        assert note.folded and note.heightForWidth(note.width()) <= note.height(), (width, shown)
        assert shown.endswith("…") and FRENCH_HINT.startswith(shown[:-1]), (width, shown)
        assert note.geometry().bottom() < view.geometry().top(), width  # within the bar
        assert note.toolTip() == FRENCH_HINT


def test_the_line_takes_the_same_form_whoever_is_to_act(qtbot: QtBot) -> None:
    """On the last card of a hand, the German turn's "(drehen mit R, Rechtsklick oder
    Mausrad)" gave way for "Zu tun — Anna" and stayed for "Zu tun — Ben", the line after
    the mark a few pixels narrower for the longer name (play tester, session 54). With the
    people at the screen told, the mark keeps the widest one's room, and at every width the
    line has the same room, and the same form, on every person's turn."""
    board, _view, bar = bar_over_table(qtbot)
    label, mark = bar.status_label, bar.mark
    mark.set_people(["Anna", "Bo", "Maximiliane"])
    longer = f"{TWO_LINES} (rotate with R, right-click or the wheel)"
    shown: dict[str, tuple[int, str]] = {}
    for width in range(600, 1400, 7):
        board.resize(width, 400)
        for person in ("Bo", "Maximiliane", "Anna"):
            mark.set_mark(TurnMark.ACT, person)
            label.set_forms([longer, TWO_LINES, ONE_LINE])
            bar.layout().activate()
            shown[person] = (label.width(), label.text())
        assert len(set(shown.values())) == 1, (width, shown)
    # the person's own words, centred in the room
    assert mark.text() == "To do — Anna" and mark.alignment() & Qt.AlignmentFlag.AlignHCenter


def test_tab_reaches_the_zoom_buttons_and_esc_gives_the_keys_back(qtbot: QtBot) -> None:
    """A keyboard player found no zoom but the Ctrl keys: the −, Fit and + buttons were out
    of the Tab chain, then reached only by Shift+Tab (the board's toggle led back to the
    table). Tab goes from the table to the board's button, then to them; a click on one
    leaves the keys with the table."""
    board, view, _bar = bar_over_table(qtbot)
    board.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    reached = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert [button.text() for button in reached if isinstance(button, QToolButton)] == [
        "Teaching overlay",
        "−",
        "Fit",
        "+",
    ]
    zoom = view.transform().m11()
    qtbot.keyClick(reached[3], Qt.Key.Key_Space)  # + zooms in
    assert view.transform().m11() > zoom
    qtbot.keyClick(reached[3], Qt.Key.Key_Escape)
    # the zoom's note on moving the table went with it (it stayed under the card preview)
    assert view.hasFocus() and not view.pointer_note.isVisible()
    qtbot.mouseClick(reached[1], Qt.MouseButton.LeftButton)  # − zooms out
    assert view.hasFocus() and view.transform().m11() == zoom


def test_a_games_key_on_a_bar_button_goes_to_the_table(qtbot: QtBot) -> None:
    """A keyboard player tabbed to the teaching overlay's toggle by mistake; 1 then drew no
    card, and nothing said why (play test). A game's key there gives the keys back to the
    table, which takes it; Space still presses the button."""
    board, view, _bar = bar_over_table(qtbot)
    taken: list[str] = []

    def handle(event: QKeyEvent) -> bool:
        taken.append(event.text())
        return True

    view.key_handler = handle
    board.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    toggle = QApplication.focusWidget()
    assert isinstance(toggle, QToolButton) and toggle.text() == "Teaching overlay"
    qtbot.keyClick(toggle, Qt.Key.Key_1)
    assert view.hasFocus() and taken == ["1"]
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    pressed: list[bool] = []
    toggle.clicked.connect(lambda: pressed.append(True))
    qtbot.keyClick(toggle, Qt.Key.Key_Space)  # the button's own key
    qtbot.keyClick(toggle, Qt.Key.Key_Return)  # a tool button's too (it took none)
    qtbot.keyClick(toggle, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the window's
    assert len(pressed) == 2 and toggle.hasFocus() and taken == ["1"]


def test_the_bars_least_width_does_not_follow_its_words(qtbot: QtBot) -> None:
    """A wrapped label's least width is its longest word's: it changed with every move's
    words, and the board's least width with it (320, then 326 px), which moved a lesson's
    window by a pixel at many steps (helper, session 56)."""
    _board, _view, bar = bar_over_table(qtbot)
    widths = set()
    for words in (ONE_LINE, "Ein Donnerwetterkartenstapelumdrehungsversuch.", TWO_LINES):
        bar.status_label.setText(words)
        widths.add(bar.minimumSizeHint().width())
    assert len(widths) == 1, widths


def test_a_word_of_what_to_do_is_told_as_one_while_it_shows(qtbot: QtBot) -> None:
    """A short word that says what to do lies beside the mark, and says so while it shows
    (``FlashNote.says_to_do``): the window lays it again as it was when a box beside the frame
    took the word over it back; laid again as a refusal, it covered "To do — Anna"."""
    _board, _view, bar = bar_over_table(qtbot)
    bar.mark.set_mark(TurnMark.ACT, "Anna")
    bar.status_label.setText(ONE_LINE)
    note = bar.flash_note
    note.flash("Enter: place the Great Hornbill", to_do=True)
    assert note.says_to_do
    mark = bar.mark.geometry().translated(bar.mapTo(note.parentWidget(), bar.rect().topLeft()))
    assert not note.geometry().intersects(mark)
    note.flash("Undo is not possible now.")
    assert not note.says_to_do and note.geometry().intersects(mark)
    note.flash("Enter: place the Great Hornbill", to_do=True)
    note.end_short()
    assert not note.says_to_do  # gone, nothing shown
