"""Desktop test set-up shared by the shell and every board: compiled translations, and hand-off
buttons that answer at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop import i18n, main_window, press_guard
from tests.desktop.held_buttons import let_go_of_held_buttons, let_go_of_held_modifiers


@pytest.fixture(scope="session", autouse=True)
def private_qt_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Qt's own file dialog keeps its side bar and the folder it last showed in the user's
    Qt settings ("QtProject"): the tests' go to a private folder, never the user's."""
    folder = tmp_path_factory.mktemp("qt-settings")
    for format_ in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(format_, QSettings.Scope.UserScope, str(folder))


@pytest.fixture(scope="session")
def compiled_translations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Compile translations/*.ts once per test session (the same step the app runs) into a
    private folder, never the user's cache."""
    out = tmp_path_factory.mktemp("qm")
    ready = i18n.ensure_compiled(out_dir=out)
    assert {path.name for path in ready} >= {"bouquet_fr.qm", "bouquet_de.qm"}
    return out


@pytest.fixture
def translations(compiled_translations: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The compiled catalogues can be installed; English again afterwards."""
    monkeypatch.setattr(i18n, "qm_dir", lambda: compiled_translations)
    yield
    i18n.install("en")


@pytest.fixture(autouse=True)
def instant_handoff_buttons(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests press a hand-off button as soon as it shows; the guard against a double press
    (``press_guard.GUARD_MS``, ``HANDOFF_GUARD_MS``) has its own tests, which set it back."""
    monkeypatch.setattr(press_guard, "GUARD_MS", 0)
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 0)


@pytest.fixture(autouse=True)
def no_button_left_down(qapp: QApplication) -> Iterator[None]:
    """Each test starts with no mouse button nor modifier key held (``let_go_of_held_buttons``
    and ``let_go_of_held_modifiers`` say why)."""
    yield
    let_go_of_held_buttons()
    let_go_of_held_modifiers()


@pytest.fixture(autouse=True)
def labelled_questions_as_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question with buttons named for what they do (``question_with_labels``) is answered
    as every other question, by whatever a test puts in ``QMessageBox.question``: the labels'
    own test calls the original (``desktop.main_window.question_with_labels``)."""

    def ask(
        parent: QWidget,
        title: str,
        question: str,
        buttons: QMessageBox.StandardButton,
        default: QMessageBox.StandardButton,
        _labels: object,
        _asked_of: str = "",
    ) -> QMessageBox.StandardButton:
        return QMessageBox.question(parent, title, question, buttons, default)

    monkeypatch.setattr(main_window, "question_with_labels", ask)
