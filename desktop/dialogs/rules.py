"""The rules reader (F1): our own summary of a game's rules in the app's language, rendered as
Markdown (``paths.rules_path`` finds the page, English where no translation exists)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QSize
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import paths
from desktop.screen_fit import fitted_size

READER_SIZE = QSize(720, 760)
"""The size the reader wants: a page of text with its tables, on a screen large enough."""


def app_language() -> str:
    """The language the app runs in, as ``fr``: ``i18n.install`` sets Qt's default locale
    together with the translators, so the page follows the menus."""
    return QLocale().name().split("_")[0]


class RulesDialog(QDialog):
    """Non-modal, so the rules can stay open next to the table."""

    def __init__(
        self,
        game_id: str,
        game_name: str,
        parent: QWidget | None = None,
        games: dict[str, str] | None = None,
    ) -> None:
        """``games`` (id -> name), when it names several, offers a choice of which game's
        rules to read, starting at ``game_id`` (the reader opened from the start screen)."""
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.game_id = game_id
        self.game_name = game_name
        self.found = False
        self.chooser = QComboBox()
        self.chooser.setObjectName("rulesGame")
        for other_id, name in (games or {}).items():
            self.chooser.addItem(name, other_id)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(game_id)))
        self.chooser.setVisible(self.chooser.count() > 1)
        self.chooser.currentIndexChanged.connect(self._choose)
        # a small laptop screen gets a smaller window, never one whose Close button is off it
        self.resize(fitted_size(READER_SIZE, self.screen().availableGeometry().size()))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(True)
        # Qt's default also breaks inside words, which cuts long card names such as
        # "Laubheuschrecke" in narrow table columns; whole words make the columns fit them.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chooser)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self._show_page()

    def _choose(self, index: int) -> None:
        self.game_id = str(self.chooser.itemData(index))
        self.game_name = self.chooser.itemText(index)
        self._show_page()

    def _show_page(self) -> None:
        self.setWindowTitle(self.tr("Rules of {game}").format(game=self.game_name))
        path = paths.rules_path(self.game_id, app_language())
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = ""
        self.found = bool(text)
        if text:
            self.browser.setMarkdown(text)
        else:
            self.browser.setMarkdown(
                "# "
                + self.game_name
                + "\n\n"
                + self.tr("The rules summary of this game is not written yet.")
            )

    def changeEvent(self, event: QEvent) -> None:
        """A language switch in the settings rewrites a reader left open in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._show_page()
        super().changeEvent(event)
