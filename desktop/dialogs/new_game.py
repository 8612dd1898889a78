"""The new-game dialog, built from the game's pydantic options model.

Whatever the model declares appears: ``players`` as a spin box, a ``bool`` field as a check
box, a ``Literal`` field as a combo box, an ``int`` field as a spin box. Whether a combination
is playable is the engine's call (``Game.parse_options``); its message is shown and OK stays
disabled. The seed is shown as a challenge code that can be copied and typed in.
"""

from __future__ import annotations

import random
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pydantic.fields import FieldInfo
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.access_keys import give_access_keys
from desktop.focus_frame import FocusFrame
from desktop.i18n import capitalised, in_every_language, number_text, tr_engine
from desktop.screen_fit import TITLE_BAR, placed_within
from desktop.settings import GameSetup
from desktop.table.palette import quiet_text, table_palette
from engine.core.errors import BouquetError
from engine.core.game import Game, GameInfo
from engine.core.options import GameOptions, variant_fields, variant_of
from engine.core.rng import MAX_SEED, code_to_seed, seed_to_code, unusable_code_characters
from engine.core.save import (
    NAME_MAX_LENGTH,
    Seat,
    SeatKind,
    blank_seat_names,
    name_key,
    visible_name,
)

SEAT_KINDS = ("human", "easy", "normal", "hard")
COMPUTER_NAMES = "ComputerNames"
"""The context of the computers' names (``default_ai_names``)."""
DEFAULT_AI_NAMES = (
    QT_TRANSLATE_NOOP("ComputerNames", "Rose"),
    QT_TRANSLATE_NOOP("ComputerNames", "Iris"),
    QT_TRANSLATE_NOOP("ComputerNames", "Daisy"),
    QT_TRANSLATE_NOOP("ComputerNames", "Poppy"),
    QT_TRANSLATE_NOOP("ComputerNames", "Lily"),
    QT_TRANSLATE_NOOP("ComputerNames", "Violet"),
    QT_TRANSLATE_NOOP("ComputerNames", "Fern"),
)
"""The computers' names as English writes them (``default_ai_names``)."""
COPIED_MS = 2000
"""How long the Copy button reads "Copied" after a click."""


@dataclass(frozen=True)
class NewGameChoice:
    """Everything needed to start a game: the dialog's answer and "play again"'s input."""

    game_id: str
    options: GameOptions
    seed: int
    seats: tuple[Seat, ...]


def default_ai_names() -> tuple[str, ...]:
    """The names given to computer seats, in the language of the moment: Rose, Iris, Daisy…
    stayed English in a French or German game (play tester, session 57)."""
    return tuple(QCoreApplication.translate(COMPUTER_NAMES, name) for name in DEFAULT_AI_NAMES)


def every_default_ai_name() -> set[str]:
    """The names the dialog gives computers, in every language: a table remembered from an
    English game keeps its "Poppy", still told apart from a name typed."""
    return {
        name for source in DEFAULT_AI_NAMES for name in in_every_language(COMPUTER_NAMES, source)
    }


def random_seed() -> int:
    return random.SystemRandom().randint(0, MAX_SEED)


def fallback_seat_name(index: int) -> str:
    """The name of seat ``index`` (from 0) left blank: "Player 1", "Player 2"…"""
    return QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=index + 1)


def is_fallback_name(name: str, index: int) -> bool:
    """Was ``name`` given to seat ``index`` because it was left blank, in any language? The
    dialog then leaves the seat blank again, to be named in the language of the moment: after
    a switch to German a seat went on being "Joueur 1"."""
    templates = in_every_language("NewGameDialog", "Player {number}")
    return name in {template.format(number=index + 1) for template in templates}


def secret_code(info: GameInfo, humans: int) -> bool:
    """Is a game's code kept from the people at the screen until its end? When two or more
    share the screen in a game of hidden cards: the code deals the same cards again, so
    whoever read it could see every hand, or the order of a face-down stack, in a second
    Bouquet (the New Game dialog and the status bar both ask)."""
    return info.hidden_information and humans >= 2


def named_now(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """``seats`` with each seat left blank named in the language of the moment: a game
    started in French went on saying "Joueur 1" in German, and in a save read in English.
    Never by another seat's name (``blank_seat_names``): "Joueur 2" typed for the first seat
    and a blank second seat were two "Joueur 2" in French."""
    blank = [index for index, seat in enumerate(seats) if is_fallback_name(seat.name, index)]
    template = QCoreApplication.translate("NewGameDialog", "Player {number}")
    named = blank_seat_names([seat.name for seat in seats], blank, template)
    return tuple(
        seat.model_copy(update={"name": named[index]}) if index in named else seat
        for index, seat in enumerate(seats)
    )


def against_the_computer(
    game: Game[Any, Any], previous: NewGameChoice | None, players: int
) -> NewGameChoice:
    """One person against computer seats, as a lesson's way on offers.

    The person keeps the name of the first human seat of ``previous``, and the game the options
    of ``previous`` when it was a game of this one with opponents, and its computers' level (that
    of its first computer seat: New Game kept a player's "hard", and the lesson's offer set it
    back to normal, play test); otherwise ``players`` players, as the lesson had (a two-player
    lesson offered three, play test), the other options the defaults, and computers of normal
    level."""
    options = game.parse_options({"players": players})
    person = person_of(previous)
    level: SeatKind = "normal"
    if previous is not None and previous.game_id == game.info.id and previous.options.players > 1:
        options = previous.options
        level = next((seat.kind for seat in previous.seats if seat.kind != "human"), level)
    # no computer takes the person's name: the dialog would refuse the pair
    computers = [name for name in default_ai_names() if name.casefold() != person.casefold()]
    opponents = (
        Seat(name=computers[index % len(computers)], kind=level)
        for index in range(options.players - 1)
    )
    return NewGameChoice(game.info.id, options, random_seed(), (Seat(name=person), *opponents))


def solo_game(game: Game[Any, Any], previous: NewGameChoice | None) -> NewGameChoice:
    """One person alone, as a lesson that taught a solo game offers next (a game "against the
    computer" puzzled a learner who had just played a solo deal, play test).

    The person keeps the name of the first human seat of ``previous``, and the game the options
    of ``previous`` when it was a solo game of this one; otherwise the defaults, for one."""
    if previous is not None and previous.game_id == game.info.id and previous.options.players == 1:
        options = previous.options
    else:
        options = game.parse_options({"players": 1})
    return NewGameChoice(game.info.id, options, random_seed(), (Seat(name=person_of(previous)),))


def at_one_screen(game: Game[Any, Any], previous: NewGameChoice | None) -> NewGameChoice:
    """People taking turns at one screen, as a lesson's way on offers beside a game alone: a
    family who learned Flowers from a solo lesson was offered only a solo game (play tester
    220). The options and people of ``previous`` when it seated two people or more at this
    game; otherwise two seats for its least game of several, the names of ``previous``'s
    people first, the rest left to be named."""
    if (
        previous is not None
        and previous.game_id == game.info.id
        and sum(seat.kind == "human" for seat in previous.seats) >= 2
    ):
        return NewGameChoice(game.info.id, previous.options, random_seed(), previous.seats)
    options = game.parse_options({"players": max(2, game.info.min_players)})
    names = people_of(previous)
    seats = tuple(
        Seat(name=names[index] if index < len(names) else fallback_seat_name(index))
        for index in range(options.players)
    )
    return NewGameChoice(game.info.id, options, random_seed(), seats)


def person_of(previous: NewGameChoice | None) -> str:
    """The name of the first person at ``previous``'s table, who a lesson's offer seats again."""
    seats = previous.seats if previous is not None else ()
    return next((seat.name for seat in seats if seat.kind == "human"), fallback_seat_name(0))


def people_of(previous: NewGameChoice | None) -> tuple[str, ...]:
    """The names the people at ``previous``'s table gave, in seat order (not the "Player 1"
    of a seat left blank): a game with no setup of its own seats them (``NewGameDialog``)."""
    seats = previous.seats if previous is not None else ()
    return tuple(
        seat.name
        for index, seat in enumerate(seats)
        if seat.kind == "human" and not is_fallback_name(seat.name, index)
    )


def setup_of(choice: NewGameChoice, kept: GameSetup | None = None) -> GameSetup:
    """What the settings keep of a game's setup (its code is never kept: each game deals
    anew); the seats past this game's, as ``kept`` had them: four players, then two, then
    four again set the fourth seat's "easy" back to normal (play test). A seat kept whose
    name a seat before it now has is kept blank: Léa alone at seat 1 made the three-player
    table "Léa / Papa / Léa", a clash to mend by hand (play tester 159)."""
    seats = list(choice.seats)
    later = kept.seats[len(seats) :] if kept is not None else ()
    for index, seat in enumerate(later, start=len(seats)):
        if name_key(seat.name) in {name_key(before.name) for before in seats}:
            seat = seat.model_copy(update={"name": fallback_seat_name(index)})
        seats.append(seat)
    several: dict[str, Any] = {}
    if choice.options.players == 1 and kept is not None:
        several = dict(kept.options if kept.options.get("players", 1) != 1 else kept.several)
    return GameSetup(
        options=choice.options.model_dump(mode="json"), seats=tuple(seats), several=several
    )


def table_game(game: Game[Any, Any], previous: NewGameChoice, setup: GameSetup) -> NewGameChoice:
    """``previous``, the game's last setup (``setup`` as kept), for a table of several players,
    as a start card's Play opens New Game: as it was, or, where it was a solo game, at the
    options of the game's last table of several (``GameSetup.several``), else its defaults.
    After a solo game, Play opened New Game at one player, the Summer variant ticked, where the
    card's Solo is the way to a solo game (play tester 199)."""
    if previous.options.players != 1 or game.info.max_players < 2:
        return previous
    try:
        options = game.parse_options(setup.several)
    except BouquetError:
        options = game.parse_options({})
    if options.players == 1:  # a game whose default is its solo mode
        options = game.parse_options({"players": max(2, game.info.min_players)})
    return replace(previous, options=options)


def remembered_choices(
    games: Mapping[str, Game[Any, Any]], setups: Mapping[str, GameSetup]
) -> dict[str, NewGameChoice]:
    """Each game's remembered setup as New Game fills it in, with a new code. A setup whose
    options its game refuses now (written by another version) is left out: the defaults."""
    choices: dict[str, NewGameChoice] = {}
    for game_id, setup in setups.items():
        game = games.get(game_id)
        if game is None:
            continue
        try:
            options = game.parse_options(setup.options)
        except BouquetError:
            continue
        choices[game_id] = NewGameChoice(game_id, options, random_seed(), setup.seats)
    return choices


def _literal_values(annotation: Any) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    return None


def _int_bounds(field: FieldInfo) -> tuple[int, int]:
    low, high = 0, 99
    for meta in field.metadata:
        if getattr(meta, "ge", None) is not None:
            low = int(meta.ge)
        if getattr(meta, "gt", None) is not None:
            low = int(meta.gt) + 1
        if getattr(meta, "le", None) is not None:
            high = int(meta.le)
        if getattr(meta, "lt", None) is not None:
            high = int(meta.lt) - 1
    return low, high


def field_source_label(name: str, field: FieldInfo) -> str:
    """A field's label as English source text: the model's title if it gives one, else its
    name."""
    return field.title or name.replace("_", " ")


def options_turned_on(options: GameOptions) -> list[str]:
    """The labels of the options of its variant (``variant_of``): a challenge code deals the
    same game only with them."""
    return variant_labels(type(options), variant_of(options))


def variant_labels(model: type[GameOptions], variant: Sequence[str]) -> list[str]:
    """The labels of the options a variant (``variant_of``) turns on, as named inside a line
    ("summer variant"); a solo record keeps its variant without its options."""
    fields = model.model_fields
    return [option_name(name, fields[name]) for name in variant]


def plain_game_name(model: type[GameOptions]) -> str:
    """The game with none of its variants on, as named inside a line ("without the summer
    variant"): "classic game" was named nowhere else, New Game offers only the variant
    (French play test). "" for a game without variants."""
    names = ", ".join(variant_labels(model, variant_fields(model)))
    if not names:
        return ""
    return QCoreApplication.translate("NewGameDialog", "without the %1").replace("%1", names)


def option_name(name: str, field: FieldInfo) -> str:
    """An option named inside a line ("Flowers solo (Summer variant)"), translated as written:
    the French "(Variante d’été)" read capitalised as a label is."""
    return tr_engine(field_source_label(name, field))


def field_label(name: str, field: FieldInfo) -> str:
    """A field's label in the dialog, translated and capitalised."""
    return capitalised(option_name(name, field))


def keep_room(widget: QWidget, keep: bool) -> None:
    """Whether ``widget``, hidden, keeps its room in its layout."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(keep)
    widget.setSizePolicy(policy)


class SeatRow:
    """One seat: a name and who plays it."""

    def __init__(self, index: int, parent: QWidget) -> None:
        self.index = index
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.label.setBuddy(self.name)
        self.name.setMaxLength(NAME_MAX_LENGTH)
        self.name.setObjectName(f"seatName{index}")
        self.name.editingFinished.connect(self._show_name_start)
        self.name.textChanged.connect(self._show_filled_in_start)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seatKind{index}")
        for kind in SEAT_KINDS:
            self.kind.addItem("", kind)
        if index == 0:
            self.kind.setCurrentIndex(0)
        else:
            self.kind.setCurrentIndex(SEAT_KINDS.index("normal"))
            names = default_ai_names()
            self.name.setText(names[(index - 1) % len(names)])

    def _show_name_start(self) -> None:
        """A long name, once left, shows its start: the box showed its end, a name cut to
        "…der-Huber" (play tester 154)."""
        if not self.name.hasFocus():
            self.name.setCursorPosition(0)

    def _show_filled_in_start(self) -> None:
        """So does a name filled in (a setup remembered), never one being typed."""
        if not self.name.isModified():
            self.name.setCursorPosition(0)

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind):
            widget.setVisible(visible)

    def waits_as_computer(self) -> bool:
        """Is this seat the computer it was made as, its name and level untouched?"""
        names = default_ai_names()
        made = names[(self.index - 1) % len(names)]
        return self.kind.currentData() == "normal" and self.name.text() == made


class NewGameDialog(QDialog):
    """Choose a game, its players and seats, its mode, and the deal's challenge code."""

    def __init__(
        self,
        games: Mapping[str, Game[Any, Any]],
        game_id: str | None = None,
        previous: NewGameChoice | None = None,
        parent: QWidget | None = None,
        setups: Mapping[str, NewGameChoice] | None = None,
        people: Sequence[str] = (),
    ) -> None:
        """``previous``: the game and setup to open with; ``setups``: each game's last setup,
        filled in when the player picks that game; ``people``: the names at the last table,
        given to the people's seats of a game with no setup of its own (after a Flowers game
        as "Jonas", Petal Plotters asked for "Player 1" again: play tester 146)."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        FocusFrame(self)  # the game's list had the keys unframed: ↓ changed the game unseen
        self.games = dict(games)
        self._setups = dict(setups or {})
        self._shown_game: str | None = None
        """The game whose options the fields hold (``_keep_setup``)."""
        self._option_widgets: dict[str, QWidget] = {}
        self._option_labels: dict[str, QLabel | QCheckBox] = {}
        """What names each option: its label, or a check box's own text."""

        self.game_combo = QComboBox()
        self.game_combo.setObjectName("gameCombo")
        for gid, game in self.games.items():
            self.game_combo.addItem(tr_engine(game.info.name), gid)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.game_label = QLabel()
        self.players_label = QLabel()
        self.game_label.setBuddy(self.game_combo)
        self.players_label.setBuddy(self.players)
        top = QFormLayout()
        top.addRow(self.game_label, self.game_combo)
        top.addRow(self.players_label, self.players)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)

        self.seats_box = QGroupBox()
        seats_grid = QGridLayout(self.seats_box)
        max_seats = max((g.options_model.max_players for g in self.games.values()), default=4)
        self.seat_rows = [SeatRow(index, self.seats_box) for index in range(max_seats)]
        for row in self.seat_rows:
            seats_grid.addWidget(row.label, row.index, 0)
            seats_grid.addWidget(row.name, row.index, 1)
            seats_grid.addWidget(row.kind, row.index, 2)
        # the levels in words under the seats: each had a tooltip only, which a newcomer never
        # found (play test); shown while a computer plays, its room kept while none does
        # (``_tell_levels``)
        self.levels_note = QLabel()
        self.levels_note.setObjectName("levelsNote")
        self.levels_note.setWordWrap(True)
        seats_grid.addWidget(self.levels_note, max_seats, 0, 1, 3)

        self.code_label = QLabel()
        self._code_typed = False
        """The code was typed (a challenge): kept when it turns secret, never dealt anew."""
        self._code_secret = False
        self.code = QLineEdit()
        self.code.setObjectName("challengeCode")
        self.code.setMaxLength(12)
        font = self.code.font()
        font.setFamily("monospace")
        font.setStyleHint(font.StyleHint.Monospace)
        self.code.setFont(font)
        self.new_code = QPushButton()
        self.new_code.setObjectName("newCode")
        self.copy_code = QPushButton()
        self.copy_code.setObjectName("copyCode")
        self._copy_words = ""
        """The Copy button's words while it reads "Copied" (``_say_copied``)."""
        self._copied = QTimer(self)
        self._copied.setSingleShot(True)
        self._copied.setInterval(COPIED_MS)
        self._copied.timeout.connect(lambda: self.copy_code.setText(self._copy_words))
        self.code_label.setBuddy(self.code)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addWidget(self.code, 1)
        code_row.addWidget(self.new_code)
        code_row.addWidget(self.copy_code)
        self.code_hint = QLabel()
        self.code_hint.setWordWrap(True)

        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        # its room is kept, for two lines: the line shown at a code's first wrong letter grew
        # the dialog for good, and OK moved down from under the pointer (play test)
        keep_room(self.error, True)
        # two lines as the label lays them out (twice the font's line spacing left a German
        # error, wrapped, 3 pixels short at a large scale)
        self.error.setText("A\nB")
        self.error.setMinimumHeight(self.error.heightForWidth(1000))
        self.error.setText("")
        self._colour_error()
        self._colour_notes()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.options_box)
        layout.addWidget(self.seats_box)
        layout.addLayout(code_row)
        layout.addWidget(self.code_hint)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.code.textChanged.connect(self.validate)
        self.code.textEdited.connect(self._on_code_typed)
        self.new_code.clicked.connect(self.roll_code)
        self.copy_code.clicked.connect(self.copy_code_to_clipboard)
        for row in self.seat_rows:
            row.name.textChanged.connect(self.validate)
            row.name.inputRejected.connect(lambda field=row.name: self._say_name_is_full(field))
            row.kind.currentIndexChanged.connect(self._guard_code)
            row.kind.currentIndexChanged.connect(self._tell_levels)

        self._retranslate()
        if previous is not None:
            game_id = previous.game_id
        if game_id is not None and game_id in self.games:
            self.game_combo.setCurrentIndex(list(self.games).index(game_id))
        set_up_before = self.game_combo.currentData() in self._setups  # not the fields kept now
        self._game_changed()
        if previous is not None:
            self._apply_previous(previous)
        else:
            self.roll_code()
            if not set_up_before:
                self._seat_people(people)
        self.validate()

    # -- building -----------------------------------------------------------------------
    def game(self) -> Game[Any, Any]:
        return self.games[self.game_combo.currentData()]

    def _game_changed(self) -> None:
        if not self.games:
            return
        self._keep_setup()
        game = self.game()
        model = game.options_model
        low = max(model.min_players, game.info.min_players)
        high = min(model.max_players, game.info.max_players)
        # the people at the table stay when the game changes (as many as it seats): the count
        # fell back to the game's default, 4 players picked for one game became 2 (play test)
        default = model.model_fields["players"].default
        people = int(default) if self._shown_game is None else self.players.value()
        self.players.blockSignals(True)
        self.players.setRange(low, high)
        self.players.setValue(min(max(people, low), high))
        self.players.blockSignals(False)
        self._build_option_fields(model)
        self._shown_game = game.info.id
        setup = self._setups.get(game.info.id)
        if setup is not None:
            self._apply_setup(setup)
        self._players_changed()

    def _keep_setup(self) -> None:
        """Remember the setup of the game shown until now, so that picking it again in this
        dialog brings back what the player set (when its options are playable)."""
        if self._shown_game is None:
            return
        game = self.games[self._shown_game]
        try:
            options = game.parse_options(self.option_values())
        except BouquetError:
            return
        self._setups[self._shown_game] = NewGameChoice(
            self._shown_game, options, random_seed(), self.seats()
        )

    def _build_option_fields(self, model: type[GameOptions]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets.clear()
        self._option_labels.clear()
        hints = typing.get_type_hints(model)
        for name, field in model.model_fields.items():
            if name == "players":
                continue
            annotation = hints.get(name, field.annotation)
            values = _literal_values(annotation)
            widget: QWidget
            if annotation is bool:
                box = QCheckBox()
                box.setChecked(bool(field.default))
                box.toggled.connect(self.validate)
                widget = box
            elif values is not None:
                combo = QComboBox()
                for value in values:
                    combo.addItem(tr_engine(str(value)), value)
                if field.default in values:
                    combo.setCurrentIndex(values.index(field.default))
                combo.currentIndexChanged.connect(self.validate)
                widget = combo
            elif annotation is int:
                spin = QSpinBox()
                spin.setRange(*_int_bounds(field))
                spin.setValue(int(field.default))
                spin.valueChanged.connect(self.validate)
                widget = spin
            else:
                continue  # other kinds keep their default
            widget.setObjectName(f"option_{name}")
            if field.description:
                widget.setToolTip(tr_engine(field.description))
            self._option_widgets[name] = widget
            if isinstance(widget, QCheckBox):
                # its own words: a click on them ticks it, and its focus frame goes round them
                widget.setText(field_label(name, field))
                self._option_labels[name] = widget
                self.options_form.addRow(widget)
            else:
                label = QLabel(field_label(name, field))
                label.setBuddy(widget)
                self._option_labels[name] = label
                self.options_form.addRow(label, widget)
            if field.description:
                # in words under the option, not only as its tooltip: a keyboard player never
                # rests a pointer on it, and the Summer variant was explained nowhere else
                note = QLabel(tr_engine(field.description))
                note.setObjectName(f"note_{name}")
                note.setWordWrap(True)
                note.setProperty("note", True)
                note.setStyleSheet(self._note_sheet())
                widget.setAccessibleDescription(note.text())
                self.options_form.addRow(note)
        self.options_box.setVisible(bool(self._option_widgets))
        self._place_options_in_tab_order()
        give_access_keys(self)

    def _place_options_in_tab_order(self) -> None:
        """Tab reaches the options where they sit on screen, between Players and Seats: they
        are built after every other widget, so Qt would otherwise put them last."""
        previous: QWidget = self.players
        for widget in self._option_widgets.values():
            QWidget.setTabOrder(previous, widget)
            previous = widget

    def _players_changed(self) -> None:
        count = self.players.value()
        shown = [row for row in self.seat_rows if row.name.isVisibleTo(self.seats_box)]
        people = len(shown) > 1 and all(row.kind.currentData() == "human" for row in shown)
        for row in self.seat_rows:
            if people and row.index < count and row not in shown and row.waits_as_computer():
                # a table of people grows by a person: after "Play with others at one
                # screen…", a third seat came as the computer "Iris" (play tester 222)
                row.kind.setCurrentIndex(SEAT_KINDS.index("human"))
                row.name.clear()
            row.set_visible(row.index < count)
        self._tell_levels()
        self._name_twins_anew(count)
        self.validate()
        self._guard_code()
        # fewer seats or options: the dialog shrinks back instead of keeping a blank gap over
        # its buttons (the boxes first, so the dialog's layout reads their new sizes at once)
        for box in (self.options_box, self.seats_box, self):
            layout = box.layout()
            if layout is not None:
                layout.activate()
        self.adjustSize()

    def _tell_levels(self) -> None:
        """The levels' words while a computer has a seat: with people alone at the table they
        spoke of no one there (play tester 152). Hidden, they keep their room, so the rows and
        buttons stay under a pointer about to click them; alone at the table, where there is
        no opponent to choose and the note read as one, their room goes too."""
        count = self.players.value()
        computer = any(row.kind.currentData() != "human" for row in self.seat_rows[:count])
        solo = self._solo_words() if count == 1 and self.games else ""
        keep_room(self.levels_note, count > 1)
        self.levels_note.setText(solo or self._levels_words())
        self.levels_note.setVisible(computer or bool(solo))

    def _levels_words(self) -> str:
        return self.tr(
            "Easy makes mistakes, a gentle opponent; normal plays the move that looks best now;"
            " hard looks several moves ahead (about a second a move)."
        )

    def _solo_words(self) -> str:
        """What one seat means, in the levels' place: a solo game, its score earning a rank
        (the game's ladder, ``GameInfo``), without hints. Set to one player, nothing said it
        was the solo mode with its ranks (play tester 215). "" for a game without ranks."""
        info = self.game().info
        steps = info.solo_rank_steps()
        if not steps:
            return ""
        # the first rank too, which any score below the next earns: the results and the score
        # panel named "Beginner", and the note did not (play tester 218)
        ranks = [
            self.tr("{rank} below {least}").format(
                rank=tr_engine(info.solo_ranks[0]), least=number_text(steps[0][1])
            ),
            *(
                self.tr("{rank} from {least}").format(
                    rank=tr_engine(rank), least=number_text(least)
                )
                for rank, least in steps
            ),
        ]
        return self.tr(
            "Solo: your score earns a rank ({ranks} points); a game that counts has no hints,"
            " and its result joins your solo results."
        ).format(ranks=", ".join(ranks))

    def _name_twins_anew(self, count: int) -> None:
        """A seat shown with a computer's default name another shown seat already has takes a
        default name nobody has: seat 2 renamed "Poppy", five players showed a fifth "Poppy",
        which the dialog then refused."""
        taken: set[str] = set()
        defaults = every_default_ai_name()
        for row in self.seat_rows[:count]:
            name = row.name.text().strip()
            if name.casefold() in taken and name in defaults:
                free = [other for other in default_ai_names() if other.casefold() not in taken]
                if free:
                    name = free[0]
                    row.name.setText(name)
            taken.add(name.casefold())

    def _apply_previous(self, previous: NewGameChoice) -> None:
        self._apply_setup(previous)
        self.code.setText(seed_to_code(previous.seed))

    def _apply_setup(self, previous: NewGameChoice) -> None:
        """Fill in the options and seats of ``previous`` (the code stays as it is)."""
        self.players.setValue(previous.options.players)
        for name, widget in self._option_widgets.items():
            value = getattr(previous.options, name, None)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                index = widget.findData(value)
                if index >= 0:
                    widget.setCurrentIndex(index)
            elif isinstance(widget, QSpinBox) and isinstance(value, int):
                widget.setValue(value)
        for row, seat in zip(self.seat_rows, previous.seats, strict=False):
            row.name.setText("" if is_fallback_name(seat.name, row.index) else seat.name)
            kind = seat.kind if seat.kind in SEAT_KINDS else "easy"
            row.kind.setCurrentIndex(SEAT_KINDS.index(kind))

    def _seat_people(self, people: Sequence[str]) -> None:
        """Give ``people``, in order, to the people's seats left blank."""
        blank = [
            row
            for row in self.seat_rows
            if row.kind.currentData() == "human" and not row.name.text().strip()
        ]
        for row, name in zip(blank, people, strict=False):
            row.name.setText(name)

    # -- values -------------------------------------------------------------------------
    def option_values(self) -> dict[str, Any]:
        values: dict[str, Any] = {"players": self.players.value()}
        for name, widget in self._option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
        return values

    def seats(self) -> tuple[Seat, ...]:
        seats = []
        for row in self.seat_rows[: self.players.value()]:
            name = visible_name(row.name.text()) or fallback_seat_name(row.index)
            seats.append(Seat(name=name[:NAME_MAX_LENGTH], kind=row.kind.currentData()))
        return tuple(seats)

    def problem(self) -> str | None:
        """Why the current choice cannot start a game, or None."""
        if not self.games:
            return self.tr("No game is available yet.")
        try:
            code_to_seed(self.code.text())
        except BouquetError:
            unusable = unusable_code_characters(self.code.text())
            # each quoted as the language quotes: "O kommt … nicht vor" read as a stray letter
            unusable = [self.tr("“{character}”").format(character=one) for one in unusable]
            if len(unusable) == 1:
                return self.tr("{character} is not used in challenge codes.").format(
                    character=unusable[0]
                )
            if unusable:
                return self.tr("{characters} and {last} are not used in challenge codes.").format(
                    characters=", ".join(unusable[:-1]), last=unusable[-1]
                )
            return self.tr("The challenge code has 8 letters and digits, like {example}.").format(
                example=seed_to_code(0x2F61C3A5B)
            )
        try:
            self.game().parse_options(self.option_values())
        except BouquetError as error:
            return str(error)
        return self._shared_name()

    def _shared_name(self) -> str | None:
        """Which two seats have one name, or None. Names are told apart as players read them
        (spaces trimmed, case ignored, a blank seat being "Player N"): the table, the scores
        and "Anna wins!" name players, so two Annas could not be told apart."""
        first_seat: dict[str, int] = {}
        for index, seat in enumerate(self.seats()):
            key = name_key(seat.name)
            if key in first_seat:
                return self.tr(
                    "Seats {first} and {second} are both called {name}: give them different names."
                ).format(first=first_seat[key] + 1, second=index + 1, name=seat.name)
            first_seat[key] = index
        return None

    def _say_name_is_full(self, field: QLineEdit) -> None:
        """A name at its longest refuses more letters: said beside the field, as a name typed
        or pasted stopped at 40 letters without a word (play test)."""
        if len(field.text()) < field.maxLength():
            return  # refused for another reason
        QToolTip.showText(
            field.mapToGlobal(QPoint(0, field.height())),
            self.tr("A name has at most {count} characters.").format(count=field.maxLength()),
            field,
        )

    def validate(self) -> bool:
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(problem is None)
        return problem is None

    def choice(self) -> NewGameChoice:
        """The validated choice; call only when :meth:`validate` is True."""
        game = self.game()
        return NewGameChoice(
            game_id=game.info.id,
            options=game.parse_options(self.option_values()),
            seed=code_to_seed(self.code.text()),
            seats=self.seats(),
        )

    def code_is_secret(self) -> bool:
        """The game set up here keeps its code secret (``secret_code``)."""
        if not self.games:
            return False
        humans = sum(
            row.kind.currentData() == "human" for row in self.seat_rows[: self.players.value()]
        )
        return secret_code(self.game().info, humans)

    def _guard_code(self) -> None:
        """Hide the code (it can still be typed) while it is secret; the game shows it at
        its end."""
        secret = self.code_is_secret()
        if secret and not self._code_secret and not self._code_typed:
            self.roll_code()  # the code shown until now was read: another deals the hands
        self._code_secret = secret
        self.code.setEchoMode(QLineEdit.EchoMode.Password if secret else QLineEdit.EchoMode.Normal)
        self.copy_code.setEnabled(not secret)
        self.code_hint.setText(
            self.tr(
                "The code stays hidden while people share the screen: it would show the"
                " hidden cards. The game shows it at its end."
            )
            if secret
            else self.tr("Share the code: the same code and options deal the same game.")
        )

    def _on_code_typed(self, _text: str) -> None:
        self._code_typed = True

    def roll_code(self) -> None:
        self.code.setText(seed_to_code(random_seed()))
        self._code_typed = False

    def copy_code_to_clipboard(self) -> None:
        QGuiApplication.clipboard().setText(self.code.text().strip().upper())
        self._say_copied()

    def _say_copied(self) -> None:
        """The Copy button reads "Copied" for a moment: a click said nothing, and whether the
        code was on the clipboard was left to guess (play tester 148). Its access letter is
        given again (``give_access_keys``), its width kept (``_retranslate``)."""
        if not self._copied.isActive():
            self._copy_words = self.copy_code.text()
        self.copy_code.setText(self.tr("Copied"))
        give_access_keys(self)
        self._copied.start()

    def accept(self) -> None:
        if self.validate():
            super().accept()

    # -- looks ----------------------------------------------------------------------------
    def _colour_error(self) -> None:
        """The error in the table's "bad" colour for a light or a dark palette: one fixed red
        was unreadable on a dark window."""
        sheet = f"color: {table_palette().bad.name()};"
        if self.error.styleSheet() != sheet:  # a new sheet sends another change event
            self.error.setStyleSheet(sheet)

    def _note_sheet(self) -> str:
        """The notes under the seats and the options in a grey that reads (``quiet_text``)."""
        return f"color: {quiet_text(self.palette()).name()};"

    def _notes(self) -> list[QLabel]:
        """The notes in words under the seats (the levels) and under the options."""
        options = [
            label for label in self.options_box.findChildren(QLabel) if label.property("note")
        ]
        return [self.levels_note, *options]

    def _colour_notes(self) -> None:
        sheet = self._note_sheet()
        for note in self._notes():
            if note.styleSheet() != sheet:
                note.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._colour_error()
            self._colour_notes()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._make_room()
        return handled

    def _make_room(self) -> None:
        """Grow to the height the contents need at the dialog's width. A wrapped text that
        takes another line (the code's hint once a second person sits down, longer in French
        and German, an error) does not raise a window's minimum height: the layout squeezed
        the seat rows from 22 to 13 pixels instead."""
        needed = self.heightForWidth(self.width())
        screen = self.screen()
        room = None if screen is None else screen.availableGeometry().height() - TITLE_BAR
        if room is not None and needed > room:
            # a short screen (1024x600) cut OK and Cancel off, or hid them under the code's
            # note (play test): the notes go first, their words kept in their fields' tips
            layout = self.layout()
            for note in self._notes_to_spare():
                note.hide()
                keep_room(note, False)
                if layout is not None:
                    layout.activate()
                needed = self.heightForWidth(self.width())
                if needed <= room:
                    break
        if needed > self.height() or (room is not None and self.height() > room):
            self.resize(self.width(), needed)
        if screen is not None and self.isVisible():
            # grown, it kept its top where it was, and its title bar went off the screen
            frame = self.frameGeometry()
            if not screen.availableGeometry().contains(frame):
                self.move(placed_within(self.size(), frame.center(), screen.availableGeometry()))

    def _notes_to_spare(self) -> list[QLabel]:
        """The notes a short screen does without, least needed first, while they take room
        (shown, or their room kept): the levels' (each level's words are its entry's tip) and
        the options' (their fields' tips say them)."""
        return [
            note
            for note in self._notes()
            if note.isVisibleTo(self) or note.sizePolicy().retainSizeWhenHidden()
        ]

    # -- words --------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.options_box.setTitle(self.tr("Options"))
        self.seats_box.setTitle(self.tr("Seats"))
        kind_names = {
            "human": self.tr("Human"),
            "easy": self.tr("AI – easy"),
            "normal": self.tr("AI – normal"),
            "hard": self.tr("AI – hard"),
        }
        kind_tips = {
            "human": self.tr("A person at this screen."),
            "easy": self.tr("Plays sensibly but makes mistakes: a gentle opponent."),
            "normal": self.tr("Plays the move that looks best right now."),
            "hard": self.tr("Looks several moves ahead; thinks about a second a move."),
        }
        for row in self.seat_rows:
            row.label.setText(self.tr("Seat {number}").format(number=row.index + 1))
            row.name.setPlaceholderText(fallback_seat_name(row.index))
            for item, kind in enumerate(SEAT_KINDS):
                row.kind.setItemText(item, kind_names[kind])
                row.kind.setItemData(item, kind_tips[kind], Qt.ItemDataRole.ToolTipRole)
        self._tell_levels()
        self.code_label.setText(self.tr("Challenge code"))
        self.new_code.setText(self.tr("New code"))
        # as wide as "Copied" (``_say_copied``): the code's field beside it keeps its width
        self._copied.stop()
        self.copy_code.setText(self.tr("Copied"))
        copied_width = self.copy_code.sizeHint().width()
        self.copy_code.setText(self.tr("Copy"))
        self.copy_code.setMinimumWidth(max(copied_width, self.copy_code.sizeHint().width()))
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._guard_code()
        give_access_keys(self)
