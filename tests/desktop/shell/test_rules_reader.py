"""The rules reader (F1) and the pages it shows: the app's language with an English fallback,
the same structure in every language, no developer material, the app's own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, QSizeF, Qt, QUrl
from PySide6.QtGui import QKeySequence, QPixmap, QTextCursor, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from desktop import i18n
from desktop.access_keys import marked_letter, without_marks
from desktop.dialogs.rules import PICTURE_MARK, PICTURE_WIDTH, RulesDialog, picture_pixmap
from desktop.games.flowers.items import card_title as flower_title
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters import pictures as petal_pictures
from desktop.games.petal_plotters.items import CARD_H, CARD_W
from desktop.i18n import paths, points_text
from desktop.table.palette import table_palette
from engine.core.registry import all_games
from engine.games.flowers.components import CARDS as FLOWER_CARDS
from engine.games.petal_plotters.components import DECK

RULES = paths.DATA_ROOT / "docs" / "rules"
TRANSLATED = [language for language in i18n.LANGUAGES if language != i18n.SOURCE_LANGUAGE]
GAME_IDS = sorted(all_games())

# What a player must never read: code, data files, engine fields, commands, balance tables.
DEVELOPER_MARKS = (
    "`",
    "engine/",
    "engine.",
    "resources/",
    "tests/",
    ".json",
    "State.",
    "python -m",
)
DEVELOPER_HEADINGS = ("balance", "notes for the ui", "code and data")
ALL_PLAYERS = {"fr": "tous", "de": "alle"}
KEYBOARD_HEADINGS = {
    "en": "Playing with the keyboard",
    "fr": "Jouer au clavier",
    "de": "Mit der Tastatur spielen",
}
OR = {"en": "or", "fr": "ou", "de": "oder"}
"""The deck table's word for cards used at every player count."""


def page(game_id: str, language: str) -> Path:
    """Where a page must be: the English original at the top, translations in a subfolder."""
    folder = RULES if language == i18n.SOURCE_LANGUAGE else RULES / language
    return folder / f"{game_id}.md"


def rendered(markdown: str) -> str:
    document = QTextDocument()
    document.setMarkdown(markdown)
    return document.toPlainText()


def without_pictures(dialog: RulesDialog) -> str:
    """The reader's text with its galleries taken out: what the Markdown alone renders."""
    document = dialog.browser.document().clone()
    for gallery in reversed(dialog.galleries):
        table = QTextCursor(document)
        table.setPosition(gallery.table.firstPosition())
        table.currentTable().removeRows(0, gallery.table.rows())
    return document.toPlainText()


Outline = tuple[str, tuple[int, ...], tuple[str, ...], int, int]


def page_headings(game_id: str, language: str) -> list[str]:
    """The headings a page's Markdown writes, the title first."""
    text = page(game_id, language).read_text(encoding="utf-8")
    return [line.lstrip("#").strip() for line in text.splitlines() if re.match(r"#+ ", line)]


def contents_lines(dialog: RulesDialog) -> list[str]:
    return [dialog.contents.item(row).text() for row in range(dialog.contents.count())]


def cut_words(dialog: RulesDialog) -> list[str]:
    """Texts (paragraphs, table cells) in which a line ends inside a word."""
    found = []
    block = dialog.browser.document().begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for index in range(layout.lineCount() - 1):
            line = layout.lineAt(index)
            end = line.textStart() + line.textLength()
            if text[end - 1 : end + 1].isalnum():
                found.append(text)
        block = block.next()
    return found


def outline(text: str) -> list[Outline]:
    """Per section: its heading level, the cells per table row, the numbers in its tables, and
    how many numbered and bulleted items it has. Equal outlines mean that no section, table
    row, number or list item was lost or added in a translation."""
    sections: list[tuple[str, list[str]]] = [("", [])]
    for line in text.splitlines():
        heading = re.match(r"(#+) ", line)
        if heading:
            sections.append((heading.group(1), []))
        else:
            sections[-1][1].append(line)
    found = []
    for level, lines in sections:
        rows = [line for line in lines if line.startswith("|")]
        found.append(
            (
                level,
                tuple(row.count("|") - 1 for row in rows),
                tuple(number for row in rows for number in re.findall(r"[+-]?\d+", row)),
                sum(1 for line in lines if re.match(r"\s*\d+\. ", line)),
                sum(1 for line in lines if re.match(r"\s*- ", line)),
            )
        )
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_reader_shows_the_page_of_the_app_language(qtbot, game_id: str, language: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language) == language
    dialog = RulesDialog(game_id, game_id)
    qtbot.addWidget(dialog)
    assert dialog.found
    expected = rendered(page(game_id, language).read_text(encoding="utf-8"))
    assert without_pictures(dialog) == expected
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    assert cut_words(dialog) == []  # long names in narrow table columns stay whole
    if language != i18n.SOURCE_LANGUAGE:
        english = rendered(page(game_id, i18n.SOURCE_LANGUAGE).read_text(encoding="utf-8"))
        assert expected != english


def test_the_reader_fits_a_small_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the offscreen platform the screen is 800x800: the reader's own 760 pixels of height
    would leave no room for a title bar and a task bar."""
    dialog = RulesDialog("flowers", "Flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    available = dialog.screen().availableGeometry()
    assert dialog.height() <= available.height() * 0.9
    assert dialog.width() <= available.width() * 0.95
    buttons = dialog.findChild(QDialogButtonBox)
    assert available.contains(buttons.mapToGlobal(buttons.rect().bottomRight()))


def test_an_open_reader_follows_a_language_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("en") == "en"
    dialog = RulesDialog("flowers", "Flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    french = rendered(page("flowers", "fr").read_text(encoding="utf-8"))
    assert without_pictures(dialog) != french
    assert i18n.install("fr") == "fr"
    qtbot.waitUntil(lambda: without_pictures(dialog) == french)
    assert dialog.windowTitle() == "Règles de Flowers"
    assert contents_lines(dialog) == page_headings("flowers", "fr")
    assert without_marks(dialog.contents_label.text()) == "Sommaire"


def test_a_missing_translation_falls_back_to_english(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setattr(paths, "DATA_ROOT", tmp_path)
    rules = tmp_path / "docs" / "rules"
    (rules / "de").mkdir(parents=True)
    (rules / "fake.md").write_text("# Fake Garden\n\nPlay one card.\n", encoding="utf-8")
    (rules / "de" / "fake.md").write_text("# Fake Garden\n\nSpiel eine Karte.\n", "utf-8")
    shown = {}
    for language in ("fr", "de"):
        i18n.install(language)
        shown[language] = RulesDialog("fake", "Fake Garden")
    QLocale.setDefault(QLocale(QLocale.Language.Spanish))  # a system language we lack
    shown["es"] = RulesDialog("fake", "Fake Garden")
    texts = {}
    for language, dialog in shown.items():
        qtbot.addWidget(dialog)
        assert dialog.found
        texts[language] = dialog.browser.toPlainText()
    assert texts == {
        "fr": "Fake Garden\nPlay one card.",
        "de": "Fake Garden\nSpiel eine Karte.",
        "es": "Fake Garden\nPlay one card.",
    }


def test_the_reader_renders_markdown_and_says_when_a_page_is_missing(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setattr(paths, "DATA_ROOT", tmp_path)
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "rules" / "fake.md").write_text(
        "# Fake Garden\n\nPlay **one** card.\n\n## Interpretations\n\n- none\n", "utf-8"
    )
    dialog = RulesDialog("fake", "Fake Garden")
    qtbot.addWidget(dialog)
    assert dialog.found
    text = dialog.browser.toPlainText()
    assert "Play one card." in text and "Interpretations" in text
    assert "**" not in text
    missing = RulesDialog("other", "Other Garden")
    qtbot.addWidget(missing)
    assert not missing.found and "not written yet" in missing.browser.toPlainText()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_rules_in_every_language_with_the_same_outline(game_id: str) -> None:
    english = outline(page(game_id, i18n.SOURCE_LANGUAGE).read_text(encoding="utf-8"))
    assert sum(1 for level, *_ in english if level == "##") >= 4
    for language in TRANSLATED:
        assert outline(page(game_id, language).read_text(encoding="utf-8")) == english, language


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_rules_pages_hold_no_developer_material(game_id: str, language: str) -> None:
    text = page(game_id, language).read_text(encoding="utf-8")
    assert [mark for mark in DEVELOPER_MARKS if mark in text] == []
    headings = [line.lstrip("#").strip().lower() for line in text.splitlines() if line[:1] == "#"]
    assert [heading for heading in headings if heading in DEVELOPER_HEADINGS] == []


def test_every_game_has_developer_notes_of_the_same_shape() -> None:
    shapes = {}
    for game_id in GAME_IDS:
        text = (paths.REPO_ROOT / "docs" / "games" / f"{game_id}.md").read_text(encoding="utf-8")
        assert f"docs/rules/{game_id}.md" in text
        shapes[game_id] = [line for line in text.splitlines() if line.startswith("## ")]
    assert all(
        shape == ["## Code and data", "## Notes for the UI", "## Balance"]
        for shape in shapes.values()
    )


# Words each translated page must use exactly as the app shows them: (context, source text).
APP_WORDS = {
    "flowers": [
        ("engine", "Beginner"),
        ("engine", "Apprentice"),
        ("engine", "Expert"),
        ("engine", "Master"),
        ("engine", "Removed cards"),
        ("engine", "summer"),
        ("FlowersLesson", "Value groups"),
        ("FlowersLesson", "Fields"),
        ("FlowersLesson", "Butterflies"),
    ],
    "petal-plotters": [
        ("engine", "Snail / Spider"),
        ("engine", "Katydid"),
        ("engine", "Frog"),
        ("engine", "Blue Squad"),
        ("engine", "Victory Points"),
        ("engine", "match"),
        ("engine", "memory aid"),
        ("PetalPlottersBoard", "Great Hornbill"),
        ("PetalPlottersBoard", "Hornbill"),
        ("PetalPlottersBoard", "Discard pile"),
        ("PetalPlottersBoard", "Previous deal…"),
        ("PetalPlottersBoard", "Final deal…"),
    ],
}


@pytest.mark.parametrize("language", TRANSLATED)
def test_translated_pages_use_the_words_of_the_app(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language) == language
    for game_id, words in APP_WORDS.items():
        text = page(game_id, language).read_text(encoding="utf-8").casefold()
        missing = []
        for context, source in words:
            word = QCoreApplication.translate(context, source)
            if word.casefold() not in text:
                missing.append(word)
        assert missing == [], game_id


def tables(text: str) -> list[list[list[str]]]:
    """Every Markdown table of a page as rows of cells, without the separator rows."""
    found: list[list[list[str]]] = []
    previous = ""
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            if not previous.startswith("|"):
                found.append([])
            found[-1].append([cell.strip() for cell in line.strip("|").split("|")])
        previous = line
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_translated_deck_tables_name_the_cards_as_the_table_does(
    qapp,  # type: ignore[no-untyped-def]
    language: str,
) -> None:
    assert i18n.install(language) == language
    # the deck is the page's longest table (the win-share table follows it)
    deck = max(tables(page("petal-plotters", language).read_text(encoding="utf-8")), key=len)[1:]
    assert len(deck) == len(DECK)
    for card, row in zip(DECK, deck, strict=True):
        title, animal = faces.card_title(card), faces.animal_name(card.animal)
        assert row[:5] == [
            title if card.animal == card.name else f"{title} ({animal})",
            faces.category_name(card.category),
            ALL_PLAYERS[language] if card.players == "all" else card.players.replace("-", "–"),
            points_text(card.top),  # as the cards write it: "+3", "0", "−2"
            points_text(card.bottom),
        ]
        assert row[5].endswith(".") and row[5] != card.text


def test_the_reader_offers_every_games_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    games = {"flowers": "Flowers", "petal-plotters": "Petal Plotters"}
    dialog = RulesDialog("flowers", "Flowers", None, games)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.chooser.isVisible() and dialog.chooser.currentText() == "Flowers"
    assert "Garrison" not in dialog.browser.toPlainText()
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("petal-plotters"))
    assert dialog.game_id == "petal-plotters" and "Petal Plotters" in dialog.windowTitle()
    assert "Garrison" in dialog.browser.toPlainText()
    assert contents_lines(dialog) == page_headings("petal-plotters", "en")
    alone = RulesDialog("flowers", "Flowers", None, {"flowers": "Flowers"})
    qtbot.addWidget(alone)
    alone.show()
    assert not alone.chooser.isVisible()  # one game: nothing to choose


# -- the keyboard, finding, and the pictures -----------------------------------------------
BOTH_GAMES = {"flowers": "Flowers", "petal-plotters": "Petal Plotters"}
QUOTES = {"en": "“”", "fr": "«»", "de": "„“"}
"""The quotation marks each language's pages write (German closes with the English opener)."""


def opened(qtbot, game_id: str = "petal-plotters", games: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    """A reader shown and active, as after F1: a window's shortcuts answer only then."""
    dialog = RulesDialog(game_id, game_id, None, games)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    # the events of its first moments handled, as long before a person's first key: the page
    # laid out again for the reader's width (its pictures in fewer or more columns), and the
    # scroll bar's range with it
    qtbot.wait(20)
    return dialog


def press(widget: QWidget, key: QKeySequence.StandardKey) -> None:
    """A standard shortcut (Ctrl+F, F3, ...) as this platform types it."""
    QTest.keySequence(widget, QKeySequence(key))


def starts(dialog: RulesDialog, words: str) -> list[int]:
    """Where each match of ``words`` begins, in the order of the page."""
    document = dialog.browser.document()
    found, positions = document.find(words), []
    while not found.isNull():
        positions.append(found.selectionStart())
        found = document.find(words, found)
    return positions


def selection(dialog: RulesDialog) -> tuple[int, str]:
    cursor = dialog.browser.textCursor()
    return cursor.selectionStart(), cursor.selectedText()


def shown_pictures(dialog: RulesDialog) -> list[tuple[QPixmap, str, str]]:
    """Each picture of the page, as the document holds it, the caption under it and the tip
    a pointer resting on it shows."""
    document = dialog.browser.document()
    found = []
    # the plain text has one character per document position; a picture is U+FFFC
    for position, character in enumerate(document.toPlainText()):
        if character == "\ufffc":
            cursor = QTextCursor(document)
            cursor.setPosition(position + 1)
            image = cursor.charFormat().toImageFormat()
            picture = document.resource(
                QTextDocument.ResourceType.ImageResource, QUrl(image.name())
            )
            found.append((picture, cursor.block().next().text(), image.toolTip()))
    return found


def test_the_text_has_the_keyboard_when_the_reader_opens(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Page Down, Ctrl+End and Ctrl+Home scroll the page at once, even under a game chooser."""
    dialog = opened(qtbot, "petal-plotters", BOTH_GAMES)
    assert QApplication.focusWidget() is dialog.browser
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0 < bar.maximum()
    QTest.keyClick(dialog.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == bar.maximum()
    QTest.keyClick(dialog.browser, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == 0
    QTest.keyClick(dialog.browser, Qt.Key.Key_PageDown)
    assert bar.value() > 0


def test_the_keys_make_the_text_larger_and_smaller(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A player with low vision looked for Ctrl++ and found only Ctrl and the wheel (play
    test): Ctrl++ (and Ctrl+=, + without Shift) and Ctrl+- change the text's size."""
    dialog = opened(qtbot)
    browser = dialog.browser
    size = browser.font().pointSizeF()
    press(browser, QKeySequence.StandardKey.ZoomIn)
    larger = browser.font().pointSizeF()
    assert larger > size
    QTest.keyClick(browser, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert browser.font().pointSizeF() > larger
    press(browser, QKeySequence.StandardKey.ZoomOut)
    press(browser, QKeySequence.StandardKey.ZoomOut)
    assert browser.font().pointSizeF() == size


def test_ctrl_f_finds_as_you_type_and_enter_or_f3_go_round_the_matches(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot)
    browser, field = dialog.browser, dialog.find_field
    press(browser, QKeySequence.StandardKey.Find)
    assert QApplication.focusWidget() is field
    QTest.keyClicks(field, "horn")
    assert selection(dialog) == (starts(dialog, "horn")[0], "Horn")
    QTest.keyClicks(field, "bill")  # the match grows where it is, or moves on to the next
    hornbills = starts(dialog, "hornbill")
    assert len(hornbills) > 3 and selection(dialog) == (hornbills[0], "Hornbill")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert selection(dialog)[0] == hornbills[1]
    press(field, QKeySequence.StandardKey.FindNext)
    assert selection(dialog)[0] == hornbills[2]
    press(field, QKeySequence.StandardKey.FindPrevious)
    assert selection(dialog)[0] == hornbills[1]
    QTest.keyClick(field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert selection(dialog)[0] == hornbills[0]
    QTest.keyClick(field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert selection(dialog)[0] == hornbills[-1]  # round from the top to the end
    bar = browser.verticalScrollBar()
    assert bar.value() > 0 and browser.viewport().rect().contains(browser.cursorRect())
    QTest.keyClick(field, Qt.Key.Key_Enter)
    assert selection(dialog)[0] == hornbills[0]  # round from the end to the top
    assert browser.viewport().rect().contains(browser.cursorRect())
    assert field.hasFocus() and dialog.isVisible()  # Enter neither left the field nor closed


def test_a_search_goes_on_from_where_the_reader_scrolled(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot)
    QTest.keyClick(dialog.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    # where the reader was scrolled, read before the search: a match shown may scroll it
    top = dialog.browser.cursorForPosition(QPoint(0, 0)).position()
    assert top > 0
    press(dialog.browser, QKeySequence.StandardKey.Find)
    QTest.keyClicks(dialog.find_field, "garrison")
    assert selection(dialog)[0] == min(
        start for start in starts(dialog, "garrison") if start >= top
    )


@pytest.mark.parametrize(
    ("game_id", "gesture"), [("petal-plotters", "right-click"), ("flowers", "wheel")]
)
def test_a_mouse_player_finds_the_gestures_in_the_rules(qtbot, game_id: str, gesture: str) -> None:  # type: ignore[no-untyped-def]
    """A player who skipped the lesson searched "mouse", "wheel" and "right-click" and found
    nothing: the keyboard had a section, the mouse none (play test)."""
    dialog = opened(qtbot, game_id)
    press(dialog.browser, QKeySequence.StandardKey.Find)
    for word in ("with the mouse", gesture):
        dialog.find_field.clear()
        QTest.keyClicks(dialog.find_field, word)
        assert selection(dialog)[1].lower() == word and dialog.find_status.text() != "Not found"


def test_the_find_field_says_when_nothing_matches_and_esc_goes_back_to_the_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot)
    browser, field, status = dialog.browser, dialog.find_field, dialog.find_status
    press(browser, QKeySequence.StandardKey.Find)
    QTest.keyClicks(field, "frog")
    frogs = len(starts(dialog, "frog"))
    assert status.text() == f"1 of {frogs}" and selection(dialog)[1] == "Frog"
    QTest.keyClicks(field, "zq")
    assert status.isVisible() and status.text() == "Not found"
    assert selection(dialog)[1] == ""  # no stale match left selected
    for _ in range(2):
        QTest.keyClick(field, Qt.Key.Key_Backspace)
    assert status.text() == f"1 of {frogs}" and selection(dialog)[1] == "Frog"
    QTest.keyClick(field, Qt.Key.Key_Escape)
    assert dialog.isVisible() and field.text() == "" and status.text() == ""
    assert QApplication.focusWidget() is browser
    press(browser, QKeySequence.StandardKey.FindNext)  # nothing to find yet: F3 opens the field
    assert QApplication.focusWidget() is field


def test_words_not_found_leave_the_page_where_it_was_read(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A match found, the page scrolled on by the wheel, then words typed that are nowhere: the
    page jumped back to the old match's section while saying "Not found" (tester 217)."""
    dialog = opened(qtbot)
    browser, field = dialog.browser, dialog.find_field
    press(browser, QKeySequence.StandardKey.Find)
    QTest.keyClicks(field, "frog")
    bar = browser.verticalScrollBar()
    read_at = bar.value() + browser.viewport().height() * 3
    assert read_at < bar.maximum()
    bar.setValue(read_at)  # the wheel, with the keys still in the field
    assert not browser.viewport().rect().intersects(browser.cursorRect())
    QTest.keyClicks(field, "zq")
    assert dialog.find_status.text() == "Not found" and bar.value() == read_at


def status_is_a_warning(dialog: RulesDialog) -> bool:
    """The find field's words are bold and in the table's red."""
    status = dialog.find_status
    status.ensurePolished()
    return status.font().bold() and status.palette().color(status.foregroundRole()) == (
        table_palette().bad
    )


def test_the_words_in_the_find_field_are_found_in_the_next_games_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Flowers' rules searched, then Petal Plotters' chosen: the field kept its words, but
    the count ("1 of 37") and the match went until Enter was pressed again (play tester)."""
    dialog = opened(qtbot, "flowers", BOTH_GAMES)
    field, status = dialog.find_field, dialog.find_status
    press(dialog.browser, QKeySequence.StandardKey.Find)
    QTest.keyClicks(field, "card")
    assert status.text() == f"1 of {len(starts(dialog, 'card'))}"
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("petal-plotters"))
    assert dialog.game_id == "petal-plotters" and field.text() == "card"
    found = starts(dialog, "card")
    assert status.text() == f"1 of {len(found)}"
    assert selection(dialog) == (found[0], "card")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert status.text() == f"2 of {len(found)}"


def test_the_find_field_says_which_match_of_how_many(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A French player searching "Solo" pressed Enter four times to reach its heading, and the
    reader never said how many matches there were (play test): "1 sur 17", each Enter, F3 or
    Shift+Enter counts on, and "Introuvable" stands out in bold red."""
    assert i18n.install("fr") == "fr"
    dialog = opened(qtbot, "flowers")
    field, status = dialog.find_field, dialog.find_status
    press(dialog.browser, QKeySequence.StandardKey.Find)
    QTest.keyClicks(field, "solo")
    count = len(starts(dialog, "solo"))
    assert count > 3 and status.text() == f"1 sur {count}"
    assert not status_is_a_warning(dialog)
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert status.text() == f"2 sur {count}"
    press(field, QKeySequence.StandardKey.FindNext)
    assert status.text() == f"3 sur {count}"
    assert selection(dialog)[0] == starts(dialog, "solo")[2]
    for _ in range(3):
        QTest.keyClick(field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert status.text() == f"{count} sur {count}"  # round from the top to the end
    QTest.keyClicks(field, "zq")
    assert status.text() == "Introuvable" and status_is_a_warning(dialog)
    for _ in range(2):
        QTest.keyClick(field, Qt.Key.Key_Backspace)
    assert status.text() == f"{count} sur {count}"  # the same match again
    assert not status_is_a_warning(dialog)


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_click_in_the_contents_brings_its_section_to_the_top(
    qtbot, game_id: str, language: str
) -> None:  # type: ignore[no-untyped-def]
    """The contents beside the page list its headings, subsections set in, and a click on one
    brings its heading to the top of the text (or the page to its end, for the last ones)."""
    assert i18n.install(language) == language
    dialog = opened(qtbot, game_id)
    contents, browser = dialog.contents, dialog.browser
    assert contents.isVisible() and contents_lines(dialog) == page_headings(game_id, language)
    dialog.find_field.setText(contents_lines(dialog)[1])  # a match selected, "1 of 2"
    assert dialog.find_status.text() != ""
    bar = browser.verticalScrollBar()
    for row in [*range(1, contents.count()), 0]:
        line = contents.visualItemRect(contents.item(row))
        contents.scrollToItem(contents.item(row))
        QTest.mouseClick(contents.viewport(), Qt.MouseButton.LeftButton, pos=line.center())
        heading = browser.textCursor().block()
        assert (
            heading.blockFormat().headingLevel() > 0
            and heading.text() == (contents_lines(dialog)[row])
        )
        top, margin = browser.cursorRect().top(), browser.document().documentMargin()
        assert top == margin or (bar.value() == bar.maximum() and margin < top < browser.height())
        assert contents.currentRow() == row
    assert bar.value() == 0  # the title's line: the top of the page
    assert dialog.find_status.text() == ""
    # scrolled away and back by the same line (the one marked)
    QTest.keyClick(browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert contents.currentRow() != 0
    line = contents.visualItemRect(contents.item(0))
    QTest.mouseClick(contents.viewport(), Qt.MouseButton.LeftButton, pos=line.center())
    assert bar.value() == 0


def test_a_subsection_is_set_in_under_its_section(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot, "petal-plotters")
    contents, lines = dialog.contents, contents_lines(dialog)
    section = contents.visualItemRect(contents.item(lines.index("A turn")))
    subsection = contents.visualItemRect(contents.item(lines.index("Ability keywords")))
    image = contents.viewport().grab().toImage()

    def first_ink(rect: QRect) -> int:
        """The left of the words drawn in ``rect``: the first column unlike the background."""
        paper = image.pixelColor(rect.right() - 1, rect.top() + 1)
        for x in range(rect.left(), rect.right()):
            for y in range(rect.top(), rect.bottom()):
                if image.pixelColor(x, y) != paper:
                    return x
        return rect.right()

    assert first_ink(subsection) > first_ink(section) + 8


def test_the_contents_go_to_a_section_by_the_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Alt and the contents' access letter reach them; the arrows, Home, End and typing a
    heading's first letters go to a section; Enter gives the keys to its text, where Page
    Down reads on, and leaves the reader open."""
    assert i18n.install("fr") == "fr"
    dialog = opened(qtbot, "flowers")
    contents, browser = dialog.contents, dialog.browser
    letter = marked_letter(dialog.contents_label.text())
    assert letter is not None and QApplication.focusWidget() is browser
    QTest.keyClick(browser, letter, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is contents

    bar = browser.verticalScrollBar()

    def at_top() -> str:
        """The heading at the caret, which is at the top of the text (but for the last ones)."""
        top, margin = browser.cursorRect().top(), browser.document().documentMargin()
        assert top == margin or (bar.value() == bar.maximum() and top > margin)
        return browser.textCursor().block().text()

    QTest.keyClick(contents, Qt.Key.Key_Down)
    assert at_top() == "Le but du jeu" and bar.value() > 0
    QTest.keyClick(contents, Qt.Key.Key_End)
    assert at_top() == "Interprétations" and bar.value() > 0
    QTest.keyClick(contents, Qt.Key.Key_Home)
    assert at_top() == "Flowers" and bar.value() == 0
    # Page Down turns a page of the text (the whole list in view, it jumped to its last
    # line, play tester 208), and the contents mark the section reached
    QTest.keyClick(contents, Qt.Key.Key_PageDown)
    assert 0 < bar.value() == bar.pageStep() < bar.maximum()
    assert QApplication.focusWidget() is contents
    top = browser.cursorForPosition(QPoint(0, 0)).block()
    while top.blockFormat().headingLevel() == 0:
        top = top.previous()
    assert contents.currentItem().text() == top.text() != "Flowers"
    QTest.keyClick(contents, Qt.Key.Key_PageUp)
    assert bar.value() == 0 and contents.currentItem().text() == "Flowers"
    QTest.keyClicks(contents, "so")  # the list goes to the line its first letters begin
    assert at_top() == "Solo" and bar.value() < bar.maximum()
    solo = bar.value()
    QTest.keyClick(contents, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is browser and dialog.isVisible()
    assert bar.value() == solo
    QTest.keyClick(browser, Qt.Key.Key_PageDown)
    assert bar.value() > solo


def test_the_contents_mark_the_section_being_read(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Scrolled, or at a match of the find field, the contents mark the section there."""
    dialog = opened(qtbot, "flowers")
    contents, browser = dialog.contents, dialog.browser
    assert contents.currentItem().text() == "Flowers"
    QTest.keyClick(browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    top = browser.cursorForPosition(QPoint(0, 0)).block()
    while top.blockFormat().headingLevel() == 0:
        top = top.previous()
    assert contents.currentItem().text() == top.text() != "Flowers"
    QTest.keyClick(browser, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert contents.currentItem().text() == "Flowers"
    press(browser, QKeySequence.StandardKey.Find)
    QTest.keyClicks(dialog.find_field, "summer")
    marked = []
    for _ in starts(dialog, "summer"):
        block = browser.textCursor().block()
        while block.blockFormat().headingLevel() == 0:
            block = block.previous()
        assert contents.currentItem().text() == block.text()
        marked.append(block.text())
        QTest.keyClick(dialog.find_field, Qt.Key.Key_Return)
    assert {"The cards", "Summer variant"} <= set(marked)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_deck_shows_every_card_as_the_table_draws_it(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language) == language
    dialog = opened(qtbot)
    pictures = shown_pictures(dialog)
    assert [(caption, tip) for _, caption, tip in pictures] == [
        (faces.card_title(card), faces.describe(card.id)) for card in DECK
    ]
    ratio = dialog.browser.devicePixelRatioF()
    for picture, _, _ in pictures:
        assert isinstance(picture, QPixmap) and not picture.isNull()
        assert picture.devicePixelRatio() == ratio
        size = QSizeF(PICTURE_WIDTH, round(PICTURE_WIDTH * CARD_H / CARD_W))
        assert picture.deviceIndependentSize() == size


def test_flowers_shows_each_card_face_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot, "flowers")
    faces_once = {(card.colour, card.value, card.butterfly): card.id for card in FLOWER_CARDS}
    captions = [caption for _, caption, _ in shown_pictures(dialog)]
    assert sorted(captions) == sorted(flower_title(card_id) for card_id in faces_once.values())


def test_a_picture_is_painted_for_the_screen_s_pixel_ratio() -> None:
    """Sharp on a HiDPI screen: twice the pixels at a ratio of 2, the same size on the page."""
    (picture,) = [
        picture
        for picture in petal_pictures.rules_pictures("cards")
        if picture.caption == "Great Hornbill"
    ]
    plain, sharp = picture_pixmap(picture, 1.0), picture_pixmap(picture, 2.0)
    assert plain.width() == PICTURE_WIDTH and plain.devicePixelRatio() == 1.0
    assert sharp.size() == 2 * plain.size() and sharp.devicePixelRatio() == 2.0
    assert sharp.deviceIndependentSize() == plain.size().toSizeF()


def test_a_narrowed_reader_puts_fewer_pictures_in_a_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot)
    wide = dialog.galleries[0].table.columns()
    captions = [caption for _, caption, _ in shown_pictures(dialog)]
    words = without_pictures(dialog)
    assert wide >= 4
    dialog.resize(PICTURE_WIDTH * 4, dialog.height())
    qtbot.waitUntil(lambda: dialog.galleries[0].table.columns() < wide)
    table = dialog.galleries[0].table
    layout = dialog.browser.document().documentLayout()
    assert layout.frameBoundingRect(table).right() <= dialog.browser.viewport().width()
    assert [caption for _, caption, _ in shown_pictures(dialog)] == captions
    assert without_pictures(dialog) == words


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_pictures_line_shows_nothing_outside_the_reader(game_id: str, language: str) -> None:
    """An HTML comment: GitHub, like any Markdown reader, shows nothing of it."""
    text = page(game_id, language).read_text(encoding="utf-8")
    assert PICTURE_MARK.findall(text) == ["cards"]
    assert "pictures" not in rendered(text)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_rules_pages_write_the_quotation_marks_of_their_language(
    game_id: str, language: str
) -> None:
    others = set('"“”„«»') - set(QUOTES[language])
    lines = page(game_id, language).read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if others & set(line)] == []


def test_the_text_after_the_pictures_is_laid_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Put into a page already laid out, the pictures left every paragraph after them blank
    (the Interpretations among them): each block of words takes room on the page, in order,
    also once a narrowed reader laid the pictures out again."""

    def check(dialog: RulesDialog) -> None:
        document = dialog.browser.document()
        layout = document.documentLayout()
        block, tops = document.begin(), []
        while block.isValid():
            if block.text().strip():
                rect = layout.blockBoundingRect(block)
                assert rect.height() > 0, block.text()
                tops.append(rect.top())
            block = block.next()
        assert "Interpretations" in without_pictures(dialog)
        assert document.size().height() >= max(tops)

    dialog = opened(qtbot)
    check(dialog)
    dialog.resize(PICTURE_WIDTH * 4, dialog.height())
    wide = dialog.galleries[0].columns
    qtbot.waitUntil(lambda: dialog.galleries[0].columns != wide or wide <= 3)
    check(dialog)


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_help_keyboard_shortcuts_opens_the_rules_at_their_keys(
    qtbot, game_id: str, language: str
) -> None:  # type: ignore[no-untyped-def]
    """A keyboard player found the keys only by searching a rules page (play test): Help ›
    Keyboard Shortcuts opens the reader with the page's keyboard section at the top."""
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    assert i18n.install(language) == language
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    window._remember_game(game_id)  # as choosing it on the start screen does
    keys = window.actions_by_name["keys"]
    assert keys.isEnabled()
    keys.trigger()
    reader = window.rules_dialog
    assert reader is not None and reader.isVisible() and reader.game_id == game_id
    assert QTest.qWaitForWindowExposed(reader)
    browser = reader.browser
    heading = browser.textCursor().block()
    assert heading.blockFormat().headingLevel() > 0
    assert heading.text() == KEYBOARD_HEADINGS[language]
    # at the top, not merely on screen
    qtbot.waitUntil(lambda: 0 <= browser.cursorRect().top() < browser.viewport().height() // 4)
    window.close()


def test_the_text_shows_when_it_has_the_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The reader opens with the keys in its text, which showed no mark of them, nor did
    Close once Tab reached it (play test): the text's frame takes the highlight colour."""
    dialog = RulesDialog("flowers", "Flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.browser.hasFocus)
    highlight = dialog.browser.palette().highlight().color()

    def edge(widget: QWidget) -> str:
        return widget.grab().toImage().pixelColor(0, 100).name()

    assert edge(dialog.browser) == highlight.name() != edge(dialog.contents)
    QTest.keyClick(dialog.browser, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(dialog.contents.hasFocus)  # the contents, and as plainly
    assert edge(dialog.contents) == highlight.name() != edge(dialog.browser)
    dialog.find_field.setFocus()
    qtbot.waitUntil(lambda: not dialog.contents.hasFocus())
    assert edge(dialog.browser) != highlight.name() != edge(dialog.contents)


def test_opened_again_the_keys_start_in_the_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Closed from Close, the reader came back with the keys on Close, and the next Enter
    closed it (play test)."""
    dialog = RulesDialog("flowers", "Flowers")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.browser.hasFocus)
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close.setFocus()
    close.click()
    assert not dialog.isVisible()
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    assert QApplication.focusWidget() is dialog.browser


@pytest.mark.parametrize(
    ("typed", "text"),
    [
        ("variante d'été", "la variante d’été"),  # the French keyboard's apostrophe
        ("ete", "Été"),  # without accents, in any case
        ("Piocher :", "Piocher\u00a0:"),  # a no-break space
        ("garrison", "Garrison"),
    ],
)
def test_the_find_field_takes_any_apostrophe_accent_or_space(typed: str, text: str) -> None:
    """ "variante d'été" typed on a French keyboard was "Not found" in pages written with ’
    (play test)."""
    from desktop.dialogs.rules import loose_pattern

    assert loose_pattern(typed).match(text).hasMatch()
    assert not loose_pattern(typed + "zq").match(text).hasMatch()


def test_the_flowers_rules_name_the_flower_each_colour_shows() -> None:
    """A red-green colour-blind player had to guess which symbol meant which colour: the
    words named only colours (play test). The English rules name the flower the cards draw for
    each colour, as the drawing code has it."""
    from desktop.games.flowers.faces import HUES

    text = " ".join(paths.rules_path("flowers", "en").read_text(encoding="utf-8").split())
    for colour, hue in HUES.items():
        # "yellow cards show sunflowers", "red cards tulips", "purple starting cards, a lotus"
        named = rf"{colour} (starting )?cards,?( show| a)? {hue.shape[:4]}"
        assert re.search(named, text) is not None, colour


HINT_UNFOLDS = {
    "en": "unfolds whole, down from the line over the table's top",
    "fr": "se déplie en entier depuis la ligne, par-dessus le haut de la table",
    "de": "klappt er ganz von der Zeile nach unten über den oberen Rand des Tisches auf",
}
"""Where the keyboard sections say a long hint unfolds (``FlashNote._place_unfolded``)."""


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_keyboard_section_names_the_shortcuts_entry_and_its_keys_and_where_a_hint_unfolds(
    qapp, game_id: str, language: str
) -> None:  # type: ignore[no-untyped-def]
    """The keyboard sections named Help › Keyboard Shortcuts without its keys (Ctrl+/ or ?),
    and say where a long hint unfolds: down from the line over the table's top (up over the
    toolbar, it covered the toolbar's buttons: play tester 187)."""
    assert i18n.install(language) == language
    text = " ".join(page(game_id, language).read_text(encoding="utf-8").split())
    section = text[text.index("## " + KEYBOARD_HEADINGS[language]) :]
    section = section[: section.find(" ## ")]
    entry = " › ".join(
        without_marks(QCoreApplication.translate("MainWindow", source))
        for source in ("&Help", "&Keyboard Shortcuts")
    )
    ctrl = {"de": "Strg"}.get(language, "Ctrl")
    # "F1 opens these rules (Help › Keyboard Shortcuts, Ctrl+/ or ?, opens them here)" was
    # hard to read (play testers 177, 178): the entry, its keys in brackets, then what it does
    assert f"{entry} ({ctrl}+/ {OR[language]} ?) " in section
    assert HINT_UNFOLDS[language] in section
