"""The question Undo asks before taking back a person's move names whose move it is: at a
hand-off nobody has said who holds the screen, and Hugo, taking back his own move there, was
asked "Reprendre le coup d’un autre joueur ?", as if the move were someone else's (play tester
187, French)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n, main_window
from desktop.main_window import MainWindow, question_with_labels
from engine.core.save import Seat
from tests.desktop.shell.fakes import Play
from tests.desktop.shell.questions import answer_with_default, button_words
from tests.desktop.shell.test_window_fake import start

HUGO_AND_PAPA = (Seat(name="Hugo", kind="human"), Seat(name="Papa", kind="human"))
TITLES = {
    "en": (
        "Take back Hugo's move?",
        "Take back Hugo's moves?",
        "Take back the moves of Hugo and Papa?",
    ),
    "fr": (
        "Reprendre le coup d’Hugo\u00a0?",
        "Reprendre les coups d’Hugo\u00a0?",
        "Reprendre les coups d’Hugo et Papa\u00a0?",
    ),
    "de": (
        "Zug von Hugo zurücknehmen?",
        "Züge von Hugo zurücknehmen?",
        "Züge von Hugo und Papa zurücknehmen?",
    ),
}


def titles_asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The titles of the questions asked, each answered No."""
    asked: list[str] = []

    def question(_parent, title, _text, *_buttons):  # type: ignore[no-untyped-def]
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def play_first(window: MainWindow, seat: int) -> None:
    """``seat`` takes the screen and plays the first card of their hand."""
    session = window.controller.session
    assert session is not None and window.board is not None
    assert window.table.currentWidget() is window.handoff
    window.handoff.button.click()
    window.board.action_chosen.emit(Play(card=session.state.hands[seat][0]))


@pytest.mark.usefixtures("fake_registry")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_undo_at_a_hand_off_names_the_mover(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    assert i18n.install(language) == language
    one, several, both = TITLES[language]
    asked = titles_asked(monkeypatch)
    start(window, seats=HUGO_AND_PAPA)
    session = window.controller.session
    assert session is not None
    play_first(window, 0)
    assert window.table.currentWidget() is window.handoff  # "Pass the screen to Papa"
    window.actions_by_name["undo"].trigger()  # Hugo, still at the screen, takes his move back
    assert asked == [one]
    play_first(window, 1)
    play_first(window, 0)
    # Papa at the screen, History's start: Hugo's two turns go back with Papa's own
    window.handoff.button.click()
    window.actions_by_name["history"].trigger()
    qtbot.waitUntil(window.history_view.isVisible)
    window._go_to_history_point(0)
    assert asked[1:] == [several]
    assert session.cursor == 3  # answered No
    # three at the screen: Léa goes back to the start, past Hugo's and Papa's moves
    start(window, seats=(*HUGO_AND_PAPA, Seat(name="Léa", kind="human")))
    play_first(window, 0)
    play_first(window, 1)
    window.handoff.button.click()
    window._go_to_history_point(0)
    assert asked[2:] == [both]


CONSENT = {
    "en": ("Hugo, do you agree?", "Hugo: agreed", "Keep as played"),
    "fr": ("Hugo, êtes-vous d’accord\u00a0?", "Hugo\u00a0: d’accord", "Laisser tel quel"),
    "de": ("Einverstanden, Hugo?", "Hugo: einverstanden", "So lassen"),
}
ASKER_UNKNOWN = {
    "en": "Only Hugo can agree to this.",
    "fr": "Il faut l’accord d’Hugo.",
    "de": "Dafür braucht es die Zustimmung von Hugo.",
}


@pytest.mark.usefixtures("fake_registry")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_taking_back_another_persons_move_asks_them(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Papa, at the screen, takes back Hugo's move: the question is put to Hugo, whose move
    it is, and its buttons say who agrees; a plain Yes let either person at one screen take
    back the other's move without a word (play tester 214)."""
    assert i18n.install(language) == language
    asked, agreed, kept = CONSENT[language]
    monkeypatch.setattr(main_window, "question_with_labels", question_with_labels)
    seen: list[tuple[str, tuple[str, list[str]], int | None]] = []
    start(window, seats=HUGO_AND_PAPA)
    session = window.controller.session
    assert session is not None
    play_first(window, 0)
    # the language's change, posted, reaches the box before its first answer otherwise, and
    # names its buttons anew as Qt's own
    QApplication.processEvents()
    # at "Pass the screen to Papa" nobody has said who asks: Hugo may, of his own move, and
    # was asked whether he agreed to his own request (play tester 217)
    answer_with_default(lambda box: seen.append((box.informativeText(), button_words(box), None)))
    window.actions_by_name["undo"].trigger()
    assert seen.pop() == (ASKER_UNKNOWN[language], (kept, sorted([agreed, kept])), None)
    window.handoff.button.click()  # Papa takes the screen

    def read(box: QMessageBox) -> None:
        """The question, its buttons, and whom the screen under it is passed to: Papa's hand
        lay open under it, for Hugo to read (play tester 217)."""
        covered = window.table.currentWidget() is window.handoff
        seen.append(
            (box.informativeText(), button_words(box), window.handoff.seat if covered else None)
        )

    answer_with_default(read)
    window.actions_by_name["undo"].trigger()
    assert seen == [(asked, (kept, sorted([agreed, kept])), 0)]
    assert session.cursor == 1  # kept as played
    # the screen back to Papa, who says so first
    assert window.table.currentWidget() is window.handoff and window.handoff.seat == 1
