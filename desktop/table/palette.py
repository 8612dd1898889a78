"""Table colours that follow the application palette, so the felt is dark when the desktop is
dark; and Bouquet's own light and dark application palettes (Settings › Colours)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle

from desktop.icons import GlyphStyle
from desktop.settings import Colours


@dataclass(frozen=True)
class TablePalette:
    """Every colour the table draws with; boards never hard-code a background or text colour."""

    dark: bool
    felt: QColor
    felt_edge: QColor
    panel: QColor
    panel_border: QColor
    text: QColor
    muted_text: QColor
    card_paper: QColor
    card_border: QColor
    card_back: QColor
    card_back_pattern: QColor
    shadow: QColor
    legal: QColor
    legal_line: QColor
    """The dashed outline of a place a card may go: 3:1 on the felt and on its own wash (the
    hover green, translucent, read at 1.5:1 to 2.4:1, and an empty cell was missed)."""
    hover: QColor
    cursor: QColor
    """The keyboard cursor and the card in hand: blue, never the lesson's orange."""
    hint: QColor
    """The lesson's pointers ("follow the orange frames")."""
    changed: QColor
    """The fading glow round what the last moves changed: never the lesson's orange (a player
    fresh from the lesson read the flash as a frame to follow, play test)."""
    good: QColor
    target: QColor
    """The glow round a card you may choose now: bright enough for a dark green back."""
    bad: QColor
    accent: QColor
    past: QColor
    """The badge "Looking back" over an earlier table: an old photograph's sepia, unlike the
    highlight of "To do" and the purple of the mover's frame, as nothing marked the table as
    the past (play tester 151)."""


LIGHT = TablePalette(
    dark=False,
    felt=QColor("#dfe9d8"),
    felt_edge=QColor("#c5d6bb"),
    panel=QColor(255, 255, 255, 170),
    panel_border=QColor("#a9bf9c"),
    text=QColor("#23301f"),
    muted_text=QColor("#4a5a45"),
    card_paper=QColor("#fffdf6"),
    card_border=QColor("#6f6a5c"),
    card_back=QColor("#3f6b4a"),
    card_back_pattern=QColor("#6c9b73"),
    shadow=QColor(0, 0, 0, 70),
    legal=QColor(46, 139, 87, 45),
    legal_line=QColor("#3d7a52"),
    hover=QColor(46, 139, 87, 95),
    cursor=QColor("#1d4ed8"),
    hint=QColor("#c2570c"),
    changed=QColor("#db2777"),
    good=QColor("#1f8a4c"),
    target=QColor("#19d46a"),
    bad=QColor("#c62828"),
    accent=QColor("#7b4fa3"),
    past=QColor("#8a5a14"),
)

DARK = TablePalette(
    dark=True,
    felt=QColor("#1f2a22"),
    felt_edge=QColor("#2d3b30"),
    panel=QColor(20, 28, 22, 200),
    panel_border=QColor("#4b6350"),
    text=QColor("#e8efe4"),
    muted_text=QColor("#c4d0c0"),
    # 9:1 on the felt: at 6.8:1 (#a4b3a0), the garden's small letters and numbers read faint
    # on the dark table, light strokes on a dark ground looking thinner (play tester, s. 56)
    card_paper=QColor("#f4efe2"),
    card_border=QColor("#1a1a17"),
    card_back=QColor("#2e5238"),
    card_back_pattern=QColor("#4f7d5a"),
    shadow=QColor(0, 0, 0, 140),
    legal=QColor(102, 204, 136, 45),
    legal_line=QColor("#5fae7a"),
    hover=QColor(102, 204, 136, 100),
    cursor=QColor("#7cb8ff"),
    hint=QColor("#fb923c"),
    changed=QColor("#f472b6"),
    good=QColor("#5fd38d"),
    target=QColor("#3cf08a"),
    bad=QColor("#ff6b6b"),
    accent=QColor("#c39bef"),
    past=QColor("#e3b56a"),
)


def system_is_dark() -> bool:
    """Dark when the window colour of the application palette is darker than its text: the
    system's, or the one chosen in Settings › Colours (``use_colours``)."""
    app = QGuiApplication.instance()
    if app is None:
        return False
    palette = QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightness() < text.lightness()


def table_palette(dark: bool | None = None) -> TablePalette:
    """The light or dark table palette; ``None`` follows the system palette."""
    if dark is None:
        dark = system_is_dark()
    return DARK if dark else LIGHT


def _luminance(color: QColor) -> float:
    """Relative luminance (WCAG): how light a colour looks, 0 for black to 1 for white."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    light, dark = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_on(fill: QColor) -> QColor:
    """White or near-black, whichever reads better on ``fill``: a table button is filled with
    the palette's accent, dark in the light palette and pastel in the dark one."""
    white, black = QColor("#ffffff"), QColor("#141414")
    return white if contrast(white, fill) >= contrast(black, fill) else black


QUIET_INK = 0.6
"""How much of the window's text colour a quiet note's grey holds (the rest is the window)."""
WAIT_INK = 0.2
"""How much of the window's text colour the fill of the "Waiting" mark holds (``wait_fill``)."""


def _inked(palette: QPalette, ink: float) -> QColor:
    """The window's colour in ``palette`` with ``ink`` of its text's colour mixed in."""
    text = palette.color(QPalette.ColorRole.WindowText)
    window = palette.color(QPalette.ColorRole.Window)
    return QColor.fromRgbF(
        *(
            ink * ink_part + (1 - ink) * paper
            for ink_part, paper in zip(text.getRgbF()[:3], window.getRgbF()[:3], strict=True)
        )
    )


def quiet_text(palette: QPalette) -> QColor:
    """A note's grey on a window of ``palette``: between its text and its background, and
    4.5:1 or more on either palette (Qt's placeholder grey, 3.5:1, and a disabled menu line,
    1.9:1, were too faint for small words, play test)."""
    return _inked(palette, QUIET_INK)


def wait_fill(palette: QPalette) -> QColor:
    """The fill of the "Waiting" mark on a window of ``palette``: a plain grey, a state as
    "To do" is, under the window's own text. Framed by a line instead, it looked like the
    keyboard's focus frame (play tester 189)."""
    return _inked(palette, WAIT_INK)


def tooltip_colours(palette: QPalette) -> QPalette:
    """``palette`` in its tooltip's colours: the notes laid over the table and its line (a
    refusal, a hint) read as the tooltips beside them do."""
    colours = QPalette(palette)
    colours.setColor(QPalette.ColorRole.Window, palette.color(QPalette.ColorRole.ToolTipBase))
    colours.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.ToolTipText))
    return colours


Role = QPalette.ColorRole
Group = QPalette.ColorGroup

WINDOW_LIGHT: dict[QPalette.ColorRole, QColor] = {
    Role.Window: QColor("#eef2eb"),
    Role.WindowText: QColor("#10170e"),
    Role.Base: QColor("#ffffff"),
    Role.AlternateBase: QColor("#f4f7f1"),
    Role.Text: QColor("#10170e"),
    Role.Button: QColor("#e2e8dd"),
    Role.ButtonText: QColor("#10170e"),
    Role.BrightText: QColor("#ffffff"),
    Role.Light: QColor("#ffffff"),
    Role.Midlight: QColor("#f2f5ef"),
    Role.Mid: QColor("#b4bdae"),
    Role.Dark: QColor("#8c9787"),
    Role.Shadow: QColor("#3f473c"),
    Role.Highlight: QColor("#1d4ed8"),
    Role.HighlightedText: QColor("#ffffff"),
    Role.Accent: QColor("#1d4ed8"),
    Role.Link: QColor("#1d4ed8"),
    Role.LinkVisited: QColor("#6d3f98"),
    Role.ToolTipBase: QColor("#fff8dc"),
    Role.ToolTipText: QColor("#10170e"),
    Role.PlaceholderText: QColor("#586554"),
}
"""Bouquet's light palette for its windows, menus, docks, dialogs and tooltips: the table's
greens toned down (``LIGHT``), every text 4.5:1 or more on every surface."""

WINDOW_DARK: dict[QPalette.ColorRole, QColor] = {
    Role.Window: QColor("#262b27"),
    Role.WindowText: QColor("#e8efe4"),
    Role.Base: QColor("#1c201d"),
    Role.AlternateBase: QColor("#2a302b"),
    Role.Text: QColor("#e8efe4"),
    Role.Button: QColor("#343c36"),
    Role.ButtonText: QColor("#e8efe4"),
    Role.BrightText: QColor("#ffffff"),
    Role.Light: QColor("#4a544c"),
    Role.Midlight: QColor("#3e4740"),
    Role.Mid: QColor("#2c322d"),
    Role.Dark: QColor("#161a17"),
    Role.Shadow: QColor("#000000"),
    Role.Highlight: QColor("#2f5fb3"),
    Role.HighlightedText: QColor("#ffffff"),
    Role.Accent: QColor("#2f5fb3"),
    Role.Link: QColor("#7cb8ff"),
    Role.LinkVisited: QColor("#c39bef"),
    Role.ToolTipBase: QColor("#323a34"),
    Role.ToolTipText: QColor("#e8efe4"),
    Role.PlaceholderText: QColor("#a9b4a6"),
}
"""Bouquet's dark palette, as ``WINDOW_LIGHT`` (the table's ``DARK``)."""

DISABLED_TEXT = {False: QColor("#65715f"), True: QColor("#939d8f")}
"""The words of what cannot be used now, light and dark: plainly greyer than the others, yet
4.5:1 on every surface (a disabled menu line at 1.9:1 was too faint to read, play test). In
the dark palette they were #a0aa9c, close enough to the live words that a disabled Redo and
"Resume last game" read as live (play tester 192): they are as grey as 4.5:1 allows."""
TEXT_ROLES = (Role.WindowText, Role.Text, Role.ButtonText)
"""The roles a disabled widget greys."""


def window_palette(dark: bool) -> QPalette:
    """Bouquet's own application palette, every role of every group set: a role left to the
    system would show its light colour in a dark window, or the reverse."""
    palette = QPalette()
    for role, colour in (WINDOW_DARK if dark else WINDOW_LIGHT).items():
        palette.setColor(role, colour)
    for role in TEXT_ROLES:
        palette.setColor(Group.Disabled, role, DISABLED_TEXT[dark])
    # a disabled button lies flat in the window's colour: in the buttons' own, raised like
    # the live ones, the dark start page's disabled "Resume last game", the tallest, stood
    # out more than the live buttons beside it (play tester 192)
    palette.setColor(Group.Disabled, Role.Button, palette.color(Role.Window))
    return palette


OWN_STYLE = "Fusion"
"""The style Bouquet's own palettes are drawn in. The styles of Windows (windowsvista,
windows11) and macOS draw buttons, menus and scroll bars in the system's theme colours and
take from an application palette only some of its roles: a dark palette there gave light
buttons and menus with light words. Fusion draws every part from the palette."""

_system_look: tuple[QPalette, str] | None = None
"""The application's palette and style as the system gave them, kept when Bouquet's own
colours replaced them, to be put back for "Follow the system"."""


def use_colours(colours: Colours) -> None:
    """Colour the application as chosen in Settings › Colours: the system's palette and style
    as at start-up ("system"), or Bouquet's own palette (``window_palette``) in ``OWN_STYLE``.
    Open windows and tables redraw at once (the application palette's change reaches every
    widget; the table reads ``table_palette`` again)."""
    global _system_look
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if colours == "system":
        if _system_look is None:
            return  # the system's look was never replaced
        palette, style = _system_look
        _system_look = None
    else:
        if _system_look is None:
            _system_look = (app.palette(), _style_name(app))
        palette, style = window_palette(colours == "dark"), OWN_STYLE
    if _style_name(app).lower() != style.lower():
        QApplication.setStyle(GlyphStyle(style))
    QApplication.setPalette(palette)


def _style_name(app: QApplication) -> str:
    """The name of the application's style, under the ``GlyphStyle`` that wraps it."""
    style = app.style()
    return (style.baseStyle() if isinstance(style, QProxyStyle) else style).name()
