"""The settings dialog: edits a :class:`desktop.settings.Settings` value (the window saves it)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPoint
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.access_keys import give_access_keys, with_buddy
from desktop.focus_frame import FocusFrame
from desktop.settings import ANIMATION_SPEEDS, COLOURS, LANGUAGES, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        FocusFrame(self)  # its language list had the keys, no frame drawn (play test)
        self._initial = settings
        """What the dialog does not edit (the window's geometry) is kept from here."""
        self.setWindowTitle(self.tr("Settings"))
        self.language = QComboBox()
        self.language.setObjectName("language")
        names = {
            "system": self.tr("System language"),
            "en": "English",
            "fr": "Français",
            "de": "Deutsch",
        }
        for code in LANGUAGES:
            self.language.addItem(names[code], code)
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
        # started with --lang, the application speaks another language than the setting:
        # without a word, the setting read as the language in use ("English" in German)
        running = i18n.current_language()
        in_a_sentence = {
            "en": self.tr("English"),
            "fr": self.tr("French"),
            "de": self.tr("German"),
        }
        self.language_note = QLabel(
            self.tr(
                "This run is in {language}, as asked when Bouquet was started. Next time it"
                " starts in the language chosen above; choose another one here to switch now."
            ).format(language=in_a_sentence[running]),
            self,  # shown with no parent, a label is a window of its own
        )
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language_note.setVisible(i18n.resolve_language(settings.language) != running)

        self.animation = QComboBox()
        self.animation.setObjectName("animationSpeed")
        speeds = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem(speeds[speed], speed)
        self.animation.setCurrentIndex(ANIMATION_SPEEDS.index(settings.animation_speed))

        self.colours = QComboBox()
        self.colours.setObjectName("colours")
        schemes = {
            "system": self.tr("Follow the system"),
            "light": self.tr("Light"),
            "dark": self.tr("Dark"),
        }
        for scheme in COLOURS:
            self.colours.addItem(schemes[scheme], scheme)
        self.colours.setCurrentIndex(COLOURS.index(settings.colours))
        self.colours.setToolTip(
            self.tr("The colours of the windows and of the table, applied as you press OK.")
        )

        # where, said: ticked, nothing changed on a table with no field yet, nor ever in
        # Petal Plotters, whose categories already have their shapes (play test)
        self.patterns = QCheckBox(self.tr("Show patterns as well as colours (Flowers' fields)"))
        self.patterns.setToolTip(
            self.tr(
                "Every Flowers card shows its colour's flower: yellow a sunflower, red a tulip,"
                " blue a star, green a clover. This adds a pattern to the outline of each"
                " scoring field in Flowers; Petal Plotters' categories have their shapes."
            )
        )
        self.patterns.setObjectName("colourBlind")
        self.patterns.setChecked(settings.colour_blind_patterns)
        self.confirm = QCheckBox(
            self.tr("Ask before each move, unless it is the only one possible")
        )
        self.confirm.setObjectName("confirmMoves")
        self.confirm.setChecked(settings.confirm_moves)
        self.ai_delay = QSpinBox()
        self.ai_delay.setObjectName("aiDelay")
        self.ai_delay.setRange(0, 5000)
        self.ai_delay.setSingleStep(100)
        self.ai_delay.setSuffix(self.tr(" ms"))
        self.ai_delay.setGroupSeparatorShown(True)  # "5 000 ms" in French, as it is written
        self.ai_delay.setValue(settings.ai_move_delay_ms)
        self.ai_delay.setToolTip(self._delay_range())
        self.ai_delay.lineEdit().inputRejected.connect(self._say_delay_range)

        form = QFormLayout()
        form.addRow(with_buddy(self.tr("Language"), self.language), self.language)
        form.addRow("", self.language_note)
        form.addRow(with_buddy(self.tr("Animations"), self.animation), self.animation)
        form.addRow(with_buddy(self.tr("Colours"), self.colours), self.colours)
        form.addRow(QLabel(self.tr("Colour-blind help")), self.patterns)
        form.addRow(QLabel(self.tr("Confirm moves")), self.confirm)
        form.addRow(with_buddy(self.tr("AI move delay"), self.ai_delay), self.ai_delay)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        give_access_keys(self)

    def _delay_range(self) -> str:
        return self.tr(
            "How long a computer's move waits before it is played: {low} to {high} ms."
        ).format(
            low=QLocale().toString(self.ai_delay.minimum()),
            high=QLocale().toString(self.ai_delay.maximum()),
        )

    def _say_delay_range(self) -> None:
        """A digit the delay cannot take is refused with its reason beside the field: 99999
        stopped at 999 without a word (play test)."""
        QToolTip.showText(
            self.ai_delay.mapToGlobal(QPoint(0, self.ai_delay.height())),
            self._delay_range(),
            self.ai_delay,
        )

    def settings(self) -> Settings:
        return self._initial.model_copy(
            update={
                "language": self.language.currentData(),
                "animation_speed": self.animation.currentData(),
                "colours": self.colours.currentData(),
                "colour_blind_patterns": self.patterns.isChecked(),
                "confirm_moves": self.confirm.isChecked(),
                "ai_move_delay_ms": self.ai_delay.value(),
            }
        )
