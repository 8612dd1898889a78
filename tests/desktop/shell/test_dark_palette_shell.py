"""The shell in a dark palette as in a light one: the style's pictures and the focus read."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QToolButton,
    QWidget,
)

from desktop.dialogs.rules import RulesDialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.history import HistoryPanel
from desktop.icons import GlyphStyle
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table.handoff import FELT
from desktop.table.palette import contrast
from tests.desktop.shell.test_handoff_start import focused_handoff

Role = QPalette.ColorRole
DARK = {
    Role.Window: "#2b2b2b",
    Role.WindowText: "#e6e6e6",
    Role.Base: "#1e1e1e",
    Role.Text: "#e6e6e6",
    Role.Button: "#353535",
    Role.ButtonText: "#e6e6e6",
    Role.Light: "#4a4a4a",
    Role.Midlight: "#404040",
    Role.Mid: "#303030",
    Role.Dark: "#1a1a1a",
}
"""A dark desktop's palette, as a dark Fusion theme gives it."""


def darkened(palette: QPalette) -> QPalette:
    """``palette`` with the roles a dark desktop sets (``DARK``)."""
    dark = QPalette(palette)
    for role, colour in DARK.items():
        dark.setColor(role, QColor(colour))
    return dark


@pytest.fixture(params=["light", "dark"])
def palette(request: pytest.FixtureRequest) -> Iterator[QPalette]:
    """The application's palette, light (as the tests run) or dark, for the test's length."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    if request.param == "dark":
        app.setPalette(darkened(old))
    try:
        yield app.palette()
    finally:
        app.setPalette(old)


def ink_contrast(icon: QIcon, background: QColor) -> float:
    """How a picture reads on ``background``: the median contrast of its opaque pixels."""
    image = icon.pixmap(QSize(16, 16)).toImage()
    inked = sorted(
        contrast(image.pixelColor(x, y), background)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).alpha() > 200
    )
    assert len(inked) > 10, "an empty picture"
    return inked[len(inked) // 2]


def test_the_standard_buttons_pictures_read_on_the_palette(qtbot, fake_registry, palette) -> None:  # type: ignore[no-untyped-def]
    """On a dark palette the style's Close cross was black (1.4:1 on its button), its Cancel
    cross and OK arrow dim red and green (1.6:1, 2.4:1), wherever the desktop puts pictures on
    dialog buttons: every dialog's and message box's, which take them from the app's style."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    style = QApplication.style()
    Pixmap = QStyle.StandardPixmap
    for pixmap in (
        Pixmap.SP_DialogCloseButton,
        Pixmap.SP_DialogOkButton,
        Pixmap.SP_DialogCancelButton,
    ):
        icon = style.standardIcon(pixmap, None, window)
        assert ink_contrast(icon, palette.color(Role.Button)) >= 3.0, pixmap.name
    # the History dock's float and close buttons, on the window's colour
    dock = window.findChild(QDockWidget, "historyDock")
    for name in ("qt_dockwidget_floatbutton", "qt_dockwidget_closebutton"):
        title_button = dock.findChild(QAbstractButton, name)
        assert title_button is not None, name
        assert ink_contrast(title_button.icon(), palette.color(Role.Window)) >= 3.0, name


def test_the_toolbars_overflow_button_reads_after_a_palette_change(qtbot, fake_registry) -> None:  # type: ignore[no-untyped-def]
    """The "»" of the toolbar's buttons that a narrow window hides was 1.0:1 on a dark toolbar;
    it is drawn again when the desktop turns dark with the window open."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    more = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert more is not None
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    assert ink_contrast(more.icon(), old.color(Role.Window)) >= 3.0
    dark = darkened(old)
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: window.palette().color(Role.Window) == QColor(DARK[Role.Window]))
        assert ink_contrast(more.icon(), dark.color(Role.Window)) >= 3.0
    finally:
        app.setPalette(old)


class DesktopGlyphStyle(GlyphStyle):
    """:class:`GlyphStyle` as on a desktop (KDE, GNOME) whose dialog buttons have pictures;
    the offscreen platform's have none."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returnData)


@pytest.fixture
def buttons_with_pictures() -> Iterator[None]:
    """The application's style gives dialog buttons pictures for the test's length."""
    base = QApplication.style()
    assert isinstance(base, GlyphStyle)
    name = base.baseStyle().name()
    QApplication.setStyle(DesktopGlyphStyle(name))
    try:
        yield
    finally:
        QApplication.setStyle(GlyphStyle(name))  # the application deleted the one it had


def test_open_dialogs_and_history_redraw_their_pictures_when_the_palette_turns_dark(  # type: ignore[no-untyped-def]
    qtbot, fake_registry, buttons_with_pictures
) -> None:
    """A dialog or the History dock open while the desktop turned dark kept the pictures drawn
    for the light palette: Close, OK and Cancel 1.7:1 on their dark buttons, the dock's float and
    close 1.5:1 on the dark window, until reopened. They are drawn in the new palette at once."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    window.history_dock.show()
    dialogs: list[QDialog] = [
        SettingsDialog(Settings(ai_move_delay_ms=0), window),
        RulesDialog("flowers", "Flowers", window),
    ]
    for dialog in dialogs:
        dialog.show()
    qtbot.waitExposed(dialogs[-1])
    dock = window.findChild(QDockWidget, "historyDock")
    pictures: list[tuple[str, QAbstractButton, Role]] = [
        (name, button, Role.Window)
        for name in ("qt_dockwidget_floatbutton", "qt_dockwidget_closebutton")
        for button in [dock.findChild(QAbstractButton, name)]
    ]
    for dialog in dialogs:
        box = dialog.findChild(QDialogButtonBox)
        pictures += [(button.text(), button, Role.Button) for button in box.buttons()]
    assert len(pictures) == 5  # float, close; OK, Cancel; Close
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    for name, button, role in pictures:
        assert ink_contrast(button.icon(), old.color(role)) >= 3.0, name
    dark = darkened(old)
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: dock.palette().color(Role.Window) == QColor(DARK[Role.Window]))
        for name, button, role in pictures:
            assert button.palette().color(role) == dark.color(role), name
            assert ink_contrast(button.icon(), dark.color(role)) >= 3.0, name
    finally:
        app.setPalette(old)


def test_the_handoff_buttons_focus_shows_on_the_felt(qtbot, palette) -> None:  # type: ignore[no-untyped-def]
    """The style drew the hand-off's default button the same with or without the focus, a thin
    blue line 1.8:1 on the felt: the player who presses Enter there saw no focus. The focus now
    adds a ring at least two pixels wide that stands out on the felt (3:1, WCAG 2.4.13)."""
    screen = focused_handoff(qtbot, 600, 300)
    focused = screen.grab().toImage()
    screen.button.clearFocus()
    qtbot.waitUntil(lambda: not screen.button.hasFocus())
    unfocused = screen.grab().toImage()
    edge = screen.button.geometry()
    for x, y in ((None, edge.center().y()), (edge.center().x(), None)):
        line = (
            [(column, y) for column in range(edge.left() - 12, edge.left() + 4)]
            if x is None
            else [(x, row) for row in range(edge.top() - 12, edge.top() + 4)]
        )
        ring = [
            focused.pixelColor(*point)
            for point in line
            if contrast(focused.pixelColor(*point), unfocused.pixelColor(*point)) >= 3.0
        ]
        assert len(ring) >= 2
        assert all(contrast(colour, FELT) >= 3.0 for colour in ring)


def test_historys_greyed_rows_take_the_new_palettes_grey(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rows Undo cannot reach and moves taken back were greyed once, when the list was
    filled: after the desktop turned dark they kept the light palette's grey, dark on dark.
    A heading between rows ("Deal 2") takes the new text colour."""
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    greyed, plain = QListWidgetItem("Ada: Add a card"), QListWidgetItem("Ben: Add a card")
    greyed.setForeground(panel.palette().placeholderText())
    panel.addItem(greyed)
    panel.addItem(plain)
    heading = panel._heading_row("Deal 2", 2)  # in the text colour, as the rows that are not grey
    panel.addItem(heading)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    dark = darkened(old)
    dark.setColor(Role.PlaceholderText, QColor("#9a9a9a"))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: panel.palette().color(Role.Base) == QColor(DARK[Role.Base]))
        assert greyed.foreground().color() == QColor("#9a9a9a")
        assert contrast(greyed.foreground().color(), QColor(DARK[Role.Base])) >= 4.5
        assert plain.data(Qt.ItemDataRole.ForegroundRole) is None  # the palette's text
        assert heading.foreground().color() == panel.palette().color(Role.Text)
    finally:
        app.setPalette(old)


@pytest.mark.parametrize("reader", [False, True])
def test_a_default_button_with_the_keys_shows_it(qtbot, fake_registry, palette, reader) -> None:  # type: ignore[no-untyped-def]
    """Play tester, session 55: in Settings, Tab onto OK left it looking as it did while a
    field had the keys (Fusion draws a default button and a focused one alike), and the rules
    reader's Close the same: a Tab stop seemed to vanish. A default button with the keys
    shows a ring, in a light palette and a dark one."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    dialog: QDialog
    if reader:
        dialog = RulesDialog("flowers", "Flowers", window)
    else:
        dialog = SettingsDialog(Settings(ai_move_delay_ms=0), window)
    dialog.show()
    dialog.activateWindow()
    assert QTest.qWaitForWindowActive(dialog)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    default = next(
        button
        for button in buttons.findChildren(QPushButton)
        if button.isDefault() and button.isVisible()
    )
    elsewhere = next(
        widget
        for widget in dialog.findChildren(QWidget)
        if widget.isVisible()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and not isinstance(widget, QAbstractButton)
    )
    elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(elsewhere.hasFocus)
    assert default.isDefault()
    unfocused = default.grab().toImage()
    default.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(default.hasFocus)
    assert default.isDefault()
    assert default.grab().toImage() != unfocused
    dialog.close()
    window.close()
